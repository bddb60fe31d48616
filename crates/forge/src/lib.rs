//! The forge: turns a teacher's document into a quiz.
//!
//! It recognises the questions a document already holds (worksheets in any
//! common layout, GIFT and Aiken files), keeping the teacher's wording and
//! never guessing a key, then writes new questions from the document's
//! prose up to the count asked for, and says why when it writes fewer.

mod check;
mod generate;
mod input;
mod language;
mod lexicon;
mod nlp;
mod pattern;
mod text;
mod title;
mod warning;
mod worksheet;

use quizforge_core::Quiz;
use quizforge_formats::{Format, ImportError};

pub use check::{Finding, Metrics, Report, Severity, check};
pub use generate::{
    Explanation, Family, LEFT_OUT_REASONS, Note, SentenceNote, Shortfall, TermNote, Unfit,
};
pub use input::{InputError, MAX_INPUT_BYTES, decode};
pub use language::detect as detect_language;
pub use title::{UNTITLED, title_of};
pub use warning::Warning;
pub use worksheet::ledger::Breach;

/// How common a word is in general use in a language (ISO 639-1 code), on
/// the Zipf scale (7 for "the", 3 for once in a million words), from
/// wordfreq's tables of the 20,000 commonest words of English, French,
/// Spanish and German.
/// `None` for a word rarer than those, or a language without a table (see
/// [`has_word_frequencies`]).
pub fn word_frequency(word: &str, language: &str) -> Option<f32> {
    lexicon::zipf(word, nlp::Lang::from_code(language))
}

/// Whether [`word_frequency`] knows the words of a language.
pub fn has_word_frequencies(language: &str) -> bool {
    nlp::Lang::from_code(language) != nlp::Lang::Other
}

/// What a question's prompt says in words: its typed blanks, the initial
/// shown before each and their letter counts ("f_____ s_____ (6, 9
/// letters)") turned to a space. For indexing a prompt by its words.
pub fn prompt_in_words(prompt: &str) -> String {
    text::without_blanks(prompt)
}

/// How importing a document broke conservation of text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("imported question {question}: {breach}")]
pub struct ConservationError {
    /// Which imported question (1 for the first).
    pub question: usize,
    /// What went wrong.
    pub breach: Breach,
}

/// Checks that importing `text` loses, cuts, merges and invents nothing:
/// every byte of each imported question's block ends in exactly one place
/// (number, option label, mark, stem, option, key, points, page
/// furniture), the question's words are exactly its parts' words, no key
/// is marked that the text does not give, and anything left out is
/// reported with its place. Returns how many questions were checked.
pub fn check_conservation(text: &str) -> Result<usize, ConservationError> {
    let language = language::detect(text);
    worksheet::recognise(text, language)
        .check_conservation(text)
        .map_err(|(i, breach)| ConservationError {
            question: i + 1,
            breach,
        })
}

/// What the forge made of a document.
#[derive(Debug)]
pub struct Made {
    /// The quiz.
    pub quiz: Quiz,
    /// How the questions were found.
    pub reading: Reading,
    /// Things the teacher should check, with where they are in the document.
    pub warnings: Vec<Warning>,
    /// What was done with each sentence of a document read as prose
    /// (`None` for a file in an interchange format).
    pub explanation: Option<Explanation>,
}

impl Made {
    /// One sentence saying why fewer questions were written than asked
    /// for, when they were.
    pub fn shortfall(&self) -> Option<String> {
        self.explanation.as_ref()?.shortfall()
    }
}

/// How a document was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// As a worksheet: questions in a teacher's own layout.
    Worksheet,
    /// As a file in an interchange format.
    Format(Format),
}

/// Why a document could not be made into a quiz.
#[derive(Debug, thiserror::Error)]
pub enum ForgeError {
    /// The document is written in an interchange format, but badly.
    #[error("this {format} file cannot be read: {source}")]
    Format {
        /// The format it is written in.
        format: Format,
        /// What is wrong, with line and column.
        source: ImportError,
    },
}

/// How many questions `make_with` aims for when not told.
pub const DEFAULT_COUNT: usize = 10;

/// Settings for making a quiz.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// How many questions to aim for. Questions already written in the
    /// document are always all kept; new ones are generated only up to this
    /// many in total, and fewer when the document cannot support them.
    pub count: usize,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            count: DEFAULT_COUNT,
        }
    }
}

/// Makes a quiz from a document's text with the default settings.
pub fn make(text: &str) -> Result<Made, ForgeError> {
    make_with(text, &Options::default())
}

/// Makes a quiz from a document's text: GIFT and Aiken files are read as
/// such; any other document has its own questions imported, then new
/// questions generated from the rest up to `options.count`.
pub fn make_with(text: &str, options: &Options) -> Result<Made, ForgeError> {
    let format = if may_be_interchange(text) {
        quizforge_formats::detect(text).or_else(|| broken_gift(text).then_some(Format::Gift))
    } else {
        None
    };
    match format {
        Some(format) => make_from(text, format),
        None => Ok(make_document(text, options)),
    }
}

/// Makes a quiz from a document the caller says is in `format`.
pub fn make_from(text: &str, format: Format) -> Result<Made, ForgeError> {
    let import = match format {
        Format::Gift => quizforge_formats::import_gift(text),
        Format::Aiken => quizforge_formats::import_aiken(text),
        _ => return Ok(make_document(text, &Options::default())),
    }
    .map_err(|source| ForgeError::Format { format, source })?;
    let mut quiz = import.quiz;
    quiz.language = language::detect(text).to_string();
    quiz.title = title::title_of_file(text);
    let mut warnings: Vec<Warning> = import
        .errors
        .iter()
        .map(|e| Warning {
            offset: 0,
            line: e.position.line,
            column: e.position.column,
            message: format!("skipped: {}", e.kind),
        })
        .collect();
    warnings.extend(import.losses.iter().map(|loss| {
        let offset = quiz
            .questions
            .get(loss.question)
            .and_then(|q| q.source)
            .map_or(0, |s| s.start);
        let mut warning = Warning::at(offset).says(format!("not kept: {}", loss.what));
        let (line, column) = warning::line_column(text, offset);
        warning.line = line;
        warning.column = column;
        warning
    }));
    Ok(Made {
        quiz,
        reading: Reading::Format(format),
        warnings,
        explanation: None,
    })
}

fn make_document(text: &str, options: &Options) -> Made {
    let language = language::detect(text);
    if options.count > 0 {
        generate::warm_patterns(nlp::Lang::from_code(language));
    }
    let title = title::title_of(text);
    let mut found = worksheet::recognise(text, language);
    warning::locate(text, &mut found.warnings);
    let room = options.count.saturating_sub(found.questions.len());
    let generated = generate::generate(text, language, &title, &found.questions, room);
    let mut quiz = Quiz::new(title, language);
    quiz.questions = found.questions;
    quiz.questions.extend(generated.questions);
    quiz.suggestions = generated.suggestions;
    Made {
        quiz,
        reading: Reading::Worksheet,
        warnings: found.warnings,
        explanation: Some(generated.explanation),
    }
}

/// A cheap test that rules out GIFT and Aiken for most documents, so that
/// only likely candidates pay for a full parse: GIFT needs an answer block,
/// a `::name::` or a category, Aiken an `ANSWER:` line.
fn may_be_interchange(text: &str) -> bool {
    (text.contains('{') && text.contains('}'))
        || text.contains("::")
        || text.contains("$CATEGORY:")
        || text.contains("ANSWER:")
}

/// GIFT that did not pass for GIFT because it is broken: a block that opens
/// with a `::name::` or a `$CATEGORY:` line. Reading it as GIFT reports the
/// breakage with its line, where reading it as prose would hide it.
fn broken_gift(text: &str) -> bool {
    text.lines().any(|line| {
        let line = line.trim_start();
        line.starts_with("$CATEGORY:")
            || (line.starts_with("::") && line[2..].contains("::") && line.contains('{'))
    })
}
