//! The one road a file takes into quizforge, for the command line and the
//! web app alike: [`read`] tells what the bytes are and reads them, and
//! [`make`] turns what was read into a quiz, within [`Limits`].
//!
//! Parsers of files from outside (PDF, Office and OpenDocument files, HTML,
//! Markdown, spreadsheets, XML quiz formats) are other people's code run on
//! other people's bytes: a damaged PDF can recurse until the stack
//! overflows, which aborts the process and cannot be caught. So [`read`]
//! runs them in a child process of the `quizforge` binary
//! (`quizforge extract-text`, see [`worker`]) that limits its own CPU time
//! and address space, under a wall-time limit and a cap on what it may
//! print. Only plain text, which quizforge's own code decodes, is read in
//! the calling process.

pub mod worker;

use std::path::PathBuf;
use std::time::Duration;

use quizforge_core::Quiz;
use quizforge_extract::DocumentKind;
use quizforge_forge::{Options, Reading};
use quizforge_formats::{Format, Loss, Media};

/// The bounds every file is read and made within. [`Limits::default`] are
/// the web app's; the command line reads larger files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// The largest file read, in bytes.
    pub max_input_bytes: usize,
    /// How long the reader may take, start to finish.
    pub wall_time: Duration,
    /// How much CPU time the reader may use (RLIMIT_CPU), in seconds.
    pub cpu_seconds: u64,
    /// The reader's address space (RLIMIT_AS), in bytes.
    pub memory_bytes: u64,
    /// The most the reader may print (its result, images included).
    pub max_output_bytes: usize,
    /// The largest text handed to the forge, in bytes: past it, a paste
    /// takes the forge minutes of CPU and the review page is unusable.
    pub max_text_bytes: usize,
    /// The most questions a quiz keeps; the rest are dropped with a warning.
    pub max_questions: usize,
    /// The longest a question's prompt, passage or option may be, in
    /// characters; longer ones are cut with a warning.
    pub max_question_chars: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_input_bytes: 10 * 1024 * 1024,
            wall_time: Duration::from_secs(60),
            cpu_seconds: 30,
            memory_bytes: 2 * 1024 * 1024 * 1024,
            max_output_bytes: 64 * 1024 * 1024,
            max_text_bytes: 2 * 1024 * 1024,
            max_questions: 1000,
            max_question_chars: 10_000,
        }
    }
}

impl Limits {
    /// The command line's: a teacher's own files on their own machine, so
    /// larger inputs and more time, the same isolation.
    pub fn command_line() -> Self {
        Self {
            max_input_bytes: quizforge_forge::MAX_INPUT_BYTES,
            wall_time: Duration::from_secs(120),
            cpu_seconds: 120,
            memory_bytes: 4 * 1024 * 1024 * 1024,
            max_output_bytes: 256 * 1024 * 1024,
            max_text_bytes: quizforge_forge::MAX_INPUT_BYTES,
            ..Self::default()
        }
    }
}

/// Where files that need a foreign parser are read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Isolation {
    /// In a child process of this executable, which must be the
    /// `quizforge` binary (it runs `quizforge extract-text`).
    Worker(PathBuf),
    /// In this process, under `catch_unwind` only: an abort takes the
    /// process down. For tests and tools that cannot start the binary;
    /// `quizforge serve` and `quizforge make` never use it.
    InProcess,
}

/// What a file turned out to be.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// A quiz in an interchange format, read.
    Quiz {
        /// The format it was in.
        format: Format,
        /// The questions read.
        quiz: Quiz,
        /// Questions that could not be read, with where they are.
        skipped: Vec<String>,
        /// What the model could not hold.
        losses: Vec<Loss>,
        /// Images the file holds.
        media: Vec<Media>,
    },
    /// Text for the forge (GIFT and Aiken stay text: the forge reads them
    /// and names the quiz after the file).
    Text {
        /// The text.
        text: String,
        /// The format the caller asked for (GIFT or Aiken), if any.
        format: Option<Format>,
        /// Images the document holds.
        media: Vec<Media>,
    },
}

/// Why a file could not be read or made into a quiz. Every message is meant
/// for the teacher.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IntakeError {
    /// Over [`Limits::max_input_bytes`] or [`Limits::max_text_bytes`].
    #[error("it is {size} bytes, more than the {limit} bytes accepted")]
    TooLarge {
        /// Its size.
        size: usize,
        /// The limit.
        limit: usize,
    },
    /// There is nothing but white space in it.
    #[error("the document is empty")]
    Empty,
    /// The file was read and something in it is wrong, or it is not a kind
    /// quizforge reads.
    #[error("{0}")]
    Unreadable(String),
    /// The reader was stopped at its time limit.
    #[error("reading it took longer than {0} s, so it was stopped (the file may be damaged)")]
    TimedOut(u64),
    /// The reader crashed or ran out of memory: a damaged or hostile file.
    #[error("the document reader crashed on it (it is damaged, or too large to read in memory)")]
    Crashed,
    /// The reader printed more than [`Limits::max_output_bytes`].
    #[error("it holds more than {0} bytes of text and images, more than quizforge reads")]
    OutputTooLarge(usize),
    /// The reader could not be started or spoke nonsense: our fault, not
    /// the file's.
    #[error("the document reader could not be run: {0}")]
    Worker(String),
}

/// Reads a file: `name` (for its extension, when the content does not say)
/// and its bytes, as `from` says or as detected. Plain text is decoded
/// here; anything else is read per `isolation`.
pub fn read(
    name: Option<&str>,
    bytes: &[u8],
    from: Option<Format>,
    limits: &Limits,
    isolation: &Isolation,
) -> Result<Source, IntakeError> {
    if bytes.len() > limits.max_input_bytes {
        return Err(IntakeError::TooLarge {
            size: bytes.len(),
            limit: limits.max_input_bytes,
        });
    }
    if is_plain_text(name, bytes, from) {
        return read_here(name, bytes, from);
    }
    match isolation {
        Isolation::Worker(exe) => worker::read_in_child(exe, name, bytes, from, limits),
        Isolation::InProcess => read_here(name, bytes, from),
    }
}

/// Whether quizforge's own code reads these bytes without any foreign
/// parser: UTF-8 text that is not markup, and is GIFT, Aiken or a
/// worksheet. Everything else (binary files, XML and HTML, Markdown,
/// spreadsheets and CSV, JSON) goes to the isolated reader.
fn is_plain_text(name: Option<&str>, bytes: &[u8], from: Option<Format>) -> bool {
    if let Some(format) = from {
        return matches!(format, Format::Gift | Format::Aiken);
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let Ok(text) = std::str::from_utf8(bytes) else {
        // Not UTF-8: a binary document, or UTF-16 text for the extractor.
        return false;
    };
    // Markup, and containers that only happen to be valid UTF-8 so far.
    if text.trim_start().starts_with('<') || text.starts_with("PK") || text.starts_with("%PDF") {
        return false;
    }
    let kind = quizforge_extract::detect_kind(name, bytes);
    if !matches!(kind, Some(DocumentKind::Text) | None) {
        return false;
    }
    // Detection of a text file only looks at its text (no zip, no XML).
    matches!(
        quizforge_formats::detect_file(name, bytes),
        None | Some(Format::Gift | Format::Aiken)
    )
}

/// Reads a file in this process: what the isolated reader runs.
pub fn read_here(
    name: Option<&str>,
    bytes: &[u8],
    from: Option<Format>,
) -> Result<Source, IntakeError> {
    let format = from.or_else(|| quizforge_formats::detect_file(name, bytes));
    match format {
        Some(format @ (Format::Gift | Format::Aiken)) => Ok(Source::Text {
            text: decode(bytes)?,
            format: from.map(|_| format),
            media: Vec::new(),
        }),
        Some(format) => {
            let import = quizforge_formats::import(format, bytes).map_err(|error| {
                IntakeError::Unreadable(format!("it cannot be read as {}: {error}", format.title()))
            })?;
            Ok(Source::Quiz {
                format,
                quiz: import.quiz,
                skipped: import.errors.iter().map(ToString::to_string).collect(),
                losses: import.losses,
                media: import.media,
            })
        }
        None => read_document(name, bytes),
    }
}

fn decode(bytes: &[u8]) -> Result<String, IntakeError> {
    match quizforge_forge::decode(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(quizforge_forge::InputError::Empty) => Err(IntakeError::Empty),
        Err(error) => Err(IntakeError::Unreadable(error.to_string())),
    }
}

fn read_document(name: Option<&str>, bytes: &[u8]) -> Result<Source, IntakeError> {
    let kind = quizforge_extract::detect_kind(name, bytes);
    if matches!(kind, Some(DocumentKind::Text) | None) && !bytes.starts_with(b"\xff\xfe") {
        // A damaged PDF, Office file or package ends up here too: say so,
        // rather than that it is "not UTF-8 text".
        let text = decode(bytes).map_err(|error| match (&error, damaged(name, bytes)) {
            (IntakeError::Unreadable(_), Some(what)) => IntakeError::Unreadable(what),
            _ => error,
        })?;
        return Ok(Source::Text {
            text,
            format: None,
            media: Vec::new(),
        });
    }
    let document = quizforge_extract::extract(name, bytes)
        .map_err(|error| IntakeError::Unreadable(error.to_string()))?;
    Ok(Source::Text {
        text: document.text,
        format: None,
        media: document
            .media
            .into_iter()
            .map(|m| Media::new(&m.original_name, m.bytes))
            .collect(),
    })
}

/// What to tell the teacher about a file that is not text although its
/// name or its first bytes say it should be a document or a package: it is
/// damaged (a flipped byte in a zip's header, a truncated PDF), or not what
/// its name says.
fn damaged(name: Option<&str>, bytes: &[u8]) -> Option<String> {
    let extension = name
        .and_then(|name| name.rsplit_once('.'))
        .map(|(_, extension)| extension.to_ascii_lowercase())
        .unwrap_or_default();
    let what = match extension.as_str() {
        "pdf" => "a PDF",
        "docx" => "a Word document",
        "pptx" => "a PowerPoint deck",
        "odt" => "an OpenDocument text",
        "xlsx" | "xlsm" | "ods" => "a spreadsheet",
        "zip" => "a zip package (such as QTI)",
        _ if bytes.starts_with(b"PK") => {
            "a zip container (a Word, PowerPoint, OpenDocument or spreadsheet file, or a QTI package)"
        }
        _ if bytes.starts_with(b"%PDF") => "a PDF",
        _ => return None,
    };
    Some(format!(
        "it cannot be read as {what}: the file is damaged, or is not what its name says"
    ))
}

/// Settings for [`make`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MakeOptions {
    /// How many questions to aim for (see [`quizforge_forge::Options`]).
    pub count: usize,
}

impl Default for MakeOptions {
    fn default() -> Self {
        Self {
            count: quizforge_forge::DEFAULT_COUNT,
        }
    }
}

/// Something the teacher should check, at a line and column of the
/// document when there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// 1-based line and column in the document.
    pub place: Option<(usize, usize)>,
    /// What to check.
    pub message: String,
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.place {
            Some((line, column)) => write!(f, "line {line}, column {column}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// A quiz made from a file.
#[derive(Debug, Clone, PartialEq)]
pub struct Made {
    /// The quiz.
    pub quiz: Quiz,
    /// The document text it was made from (question spans point into it);
    /// empty for a quiz read from an interchange format.
    pub text: String,
    /// How it was read.
    pub reading: Reading,
    /// What the teacher should check.
    pub notices: Vec<Notice>,
    /// Images that travel with the quiz.
    pub media: Vec<Media>,
    /// What the forge did with each sentence of a document (`None` for a
    /// quiz read from an interchange format): `quizforge make --explain`.
    pub explanation: Option<quizforge_forge::Explanation>,
}

/// Makes a quiz from what [`read`] found, within `limits`: text goes
/// through the forge (up to `options.count` questions of its own); a quiz
/// read from a format is taken as it is. Either way no more than
/// [`Limits::max_questions`] are kept and no text is longer than
/// [`Limits::max_question_chars`], each cut said in a notice.
pub fn make(source: Source, options: &MakeOptions, limits: &Limits) -> Result<Made, IntakeError> {
    let mut made = match source {
        Source::Quiz {
            format,
            quiz,
            skipped,
            losses,
            media,
        } => {
            let mut notices: Vec<Notice> = skipped
                .into_iter()
                .map(|message| Notice {
                    place: None,
                    message: format!("{message} (question skipped)"),
                })
                .collect();
            notices.extend(losses.into_iter().map(|loss| Notice {
                place: None,
                message: format!("question {}: {}", loss.question + 1, loss.what),
            }));
            Made {
                quiz,
                text: String::new(),
                reading: Reading::Format(format),
                notices,
                media,
                explanation: None,
            }
        }
        Source::Text {
            text,
            format,
            media,
        } => {
            if text.len() > limits.max_text_bytes {
                return Err(IntakeError::TooLarge {
                    size: text.len(),
                    limit: limits.max_text_bytes,
                });
            }
            let made = match format {
                Some(format) => quizforge_forge::make_from(&text, format),
                None => quizforge_forge::make_with(
                    &text,
                    &Options {
                        count: options.count,
                    },
                ),
            }
            .map_err(|error| IntakeError::Unreadable(error.to_string()))?;
            // A quiz shorter than asked for says why, in one sentence.
            let shortfall = made.shortfall().map(|message| Notice {
                place: None,
                message,
            });
            Made {
                notices: made
                    .warnings
                    .into_iter()
                    .map(|w| Notice {
                        place: Some((w.line, w.column)),
                        message: w.message,
                    })
                    .chain(shortfall)
                    .collect(),
                quiz: made.quiz,
                reading: made.reading,
                text,
                media,
                explanation: made.explanation,
            }
        }
    };
    bound(&mut made, limits);
    Ok(made)
}

/// Applies [`Limits::max_questions`] and [`Limits::max_question_chars`],
/// saying what was cut.
fn bound(made: &mut Made, limits: &Limits) {
    let found = made.quiz.questions.len();
    if found > limits.max_questions {
        made.quiz.questions.truncate(limits.max_questions);
        made.notices.push(Notice {
            place: None,
            message: format!(
                "this document holds {found} questions; only the first {} were kept (split it to keep the rest)",
                limits.max_questions
            ),
        });
    }
    let max = limits.max_question_chars;
    for (index, question) in made.quiz.questions.iter_mut().enumerate() {
        let mut cut = cut_chars(&mut question.prompt, max);
        if let Some(stimulus) = &mut question.stimulus {
            cut |= cut_chars(stimulus, max);
        }
        cut |= cut_body(&mut question.body, max);
        if cut {
            made.notices.push(Notice {
                place: None,
                message: format!(
                    "question {}: a text longer than {max} characters was cut short; check it",
                    index + 1
                ),
            });
        }
    }
}

/// Cuts the options, answers, pairs and items of a question; whether any
/// was cut.
fn cut_body(body: &mut quizforge_core::Body, max: usize) -> bool {
    use quizforge_core::Body;
    let mut cut = false;
    match body {
        Body::MultipleChoice { choices }
        | Body::MultipleResponse { choices }
        | Body::TrueFalse { choices } => {
            for choice in choices {
                cut |= cut_chars(&mut choice.text, max);
            }
        }
        Body::ShortAnswer { accepted, .. } => {
            for answer in accepted {
                cut |= cut_chars(&mut answer.text, max);
            }
        }
        Body::Matching { pairs } => {
            for pair in pairs {
                cut |= cut_chars(&mut pair.left, max);
                cut |= cut_chars(&mut pair.right, max);
            }
        }
        Body::Ordering { items } => {
            for item in items {
                cut |= cut_chars(item, max);
            }
        }
        Body::Numeric { .. } | Body::Open => {}
    }
    cut
}

/// Cuts `text` to `max` characters; whether it did.
fn cut_chars(text: &mut String, max: usize) -> bool {
    match text.char_indices().nth(max) {
        Some((at, _)) => {
            text.truncate(at);
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests;
