//! Errors shared by every reader: where in the text, and what went wrong.

use thiserror::Error;

/// A 1-based line and column (columns count characters, not bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
}

impl Position {
    /// The position of byte `offset` in `text` (clamped to the text).
    pub fn of_offset(text: &str, offset: usize) -> Position {
        let mut end = offset.min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let before = &text[..end];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        Position { line, column }
    }
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// One question (or line) that could not be read. The rest of the file is
/// still read: these are collected beside the questions that were.
#[derive(Debug, Clone, PartialEq, Error)]
#[error("{position}: {kind}")]
pub struct ParseError {
    /// Where the problem is.
    pub position: Position,
    /// What the problem is.
    pub kind: ParseErrorKind,
}

impl ParseError {
    pub(crate) fn new(position: Position, kind: ParseErrorKind) -> Self {
        Self { position, kind }
    }
}

/// What is wrong with a question.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum ParseErrorKind {
    /// GIFT: a `{` without `}` or the reverse (Moodle's `braceerror`).
    #[error("the answer block has a `{{` without a `}}` or the reverse")]
    BraceMismatch,
    /// GIFT: fewer answers than the question type needs (`importminerror`).
    #[error("a {kind} question needs at least {min} answers, found {found}")]
    TooFewAnswers {
        kind: &'static str,
        min: usize,
        found: usize,
    },
    /// More answers than we accept in one question.
    #[error("more than {limit} answers in one question")]
    TooManyAnswers { limit: usize },
    /// GIFT: a matching pair without `->` (`giftmatchingformat`).
    #[error("matching pair `{0}` has no `->`")]
    PairWithoutArrow(String),
    /// GIFT: a numerical block with no answer (`giftnonumericalanswers`).
    #[error("the numerical question has no answer")]
    NoNumericalAnswer,
    /// GIFT: a numerical answer or tolerance that is not a number. Moodle
    /// silently accepts any answer instead; we refuse.
    #[error("`{0}` is not a number")]
    NotANumber(String),
    /// GIFT: a `%weight%` that is not a number from -100 to 100.
    #[error("weight `{0}` is not a percentage from -100 to 100")]
    BadWeight(String),
    /// Aiken: a choice or `ANSWER:` line before any question (`questionnotstarted`).
    #[error("question not started")]
    QuestionNotStarted,
    /// Aiken: `ANSWER:` after fewer than two choices (`questionmissinganswers`).
    #[error("question `{question}` must have at least 2 answers")]
    QuestionMissingAnswers { question: String },
    /// Aiken: a new question began before the `ANSWER:` line of `question`
    /// (`questionnotcomplete`).
    #[error("question `{question}` not completed before the next question starts")]
    QuestionNotComplete { question: String },
    /// Aiken: the file ended before the `ANSWER:` line of `question`. Moodle
    /// drops such a question silently; we say so.
    #[error("question `{question}` has no ANSWER line before the end of the file")]
    QuestionUnfinishedAtEnd { question: String },
    /// Aiken: `ANSWER: X` names no choice (Moodle does not check this).
    #[error("ANSWER `{letter}` names no choice (the question has {choices})")]
    AnswerOutOfRange { letter: String, choices: usize },
    /// XML: the question element is not well-formed.
    #[error("not well-formed XML: {0}")]
    XmlSyntax(String),
    /// Moodle XML: a question type we do not read (`xmltypeunsupported`).
    #[error("question type `{0}` is not supported")]
    UnsupportedQuestionType(String),
    /// Moodle XML: a fraction that is not one of Moodle's grades
    /// (`invalidgradequestion`).
    #[error("question `{question}` has grades that are not allowed: {grades}")]
    InvalidGrade { question: String, grades: String },
    /// Moodle XML: the positive grades of a multiple-answer question do not
    /// add up to 100% (`errfractionsaddwrong`).
    #[error("question `{question}`: the positive grades add up to {total_percent}%, not 100%")]
    FractionsAddWrong {
        question: String,
        total_percent: f64,
    },
    /// Moodle XML: no answer of a single-answer question is worth 100%
    /// (`errfractionsnomax`).
    #[error("question `{question}`: one answer must be worth 100% (the best is {max_percent}%)")]
    FractionsNoMax { question: String, max_percent: f64 },
    /// QTI: an interaction or response processing we cannot read.
    #[error("{0} is not supported")]
    Unsupported(String),
    /// Anything else wrong with one question or row, in words.
    #[error("{0}")]
    Invalid(String),
}

/// Why a whole file was refused.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum ImportError {
    /// The text is larger than we read.
    #[error("the text is {size} bytes, more than the {limit} bytes accepted")]
    TooLarge { size: usize, limit: usize },
    /// The text holds more questions than we read.
    #[error("the text holds more than {limit} questions")]
    TooManyQuestions { limit: usize },
    /// Not one question could be read; every problem found is listed.
    #[error("no question could be read{}", first_error(.errors))]
    NothingImported { errors: Vec<ParseError> },
    /// The file as a whole cannot be read (not XML, not a zip, no sheet…).
    #[error("this is not a readable {format} file: {message}{}", at(.position))]
    Malformed {
        /// The format it was read as.
        format: &'static str,
        /// Where the problem is, when it is in a text.
        position: Option<Position>,
        /// What is wrong.
        message: String,
    },
    /// The format is written by quizforge but not read (Markdown).
    #[error("{0} files are written, not read")]
    ExportOnly(&'static str),
}

fn at(position: &Option<Position>) -> String {
    match position {
        Some(p) => format!(" ({p})"),
        None => String::new(),
    }
}

impl ImportError {
    pub(crate) fn malformed(format: &'static str, message: impl Into<String>) -> Self {
        ImportError::Malformed {
            format,
            position: None,
            message: message.into(),
        }
    }
}

fn first_error(errors: &[ParseError]) -> String {
    match errors.first() {
        Some(e) => format!(" ({e})"),
        None => String::new(),
    }
}

/// The largest text a reader accepts (formats.md §1.4: "a few MB").
pub const MAX_INPUT_BYTES: usize = 4 * 1024 * 1024;
/// The most questions a file may hold (formats.md §1.4).
pub const MAX_QUESTIONS: usize = 1000;
/// The most answers one question may hold (formats.md §1.4).
pub const MAX_ANSWERS: usize = 100;
/// The largest binary file (a spreadsheet, a QTI package, a Moodle XML file
/// with embedded images) a reader accepts.
pub const MAX_PACKAGE_BYTES: usize = 64 * 1024 * 1024;

pub(crate) fn check_size(text: &str) -> Result<(), ImportError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(ImportError::TooLarge {
            size: text.len(),
            limit: MAX_INPUT_BYTES,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_lines_and_characters() {
        let text = "ab\nçd\nef";
        assert_eq!(
            Position::of_offset(text, 0),
            Position { line: 1, column: 1 }
        );
        assert_eq!(
            Position::of_offset(text, 5),
            Position { line: 2, column: 2 }
        );
        assert_eq!(
            Position::of_offset(text, 4),
            Position { line: 2, column: 1 }
        );
        assert_eq!(
            Position::of_offset(text, 99),
            Position { line: 3, column: 3 }
        );
    }
}
