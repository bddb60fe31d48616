//! The GIFT syntax tree, close to the question object Moodle builds.

use quizforge_core::Span;

use crate::error::{ParseError, Position};

/// A GIFT file: its items in order, and the blocks that could not be read.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct GiftFile {
    /// Questions and category switches, in file order.
    pub items: Vec<GiftItem>,
    /// One entry per block that could not be read; the other blocks are
    /// still in `items`.
    pub errors: Vec<ParseError>,
}

impl GiftFile {
    /// The questions, skipping category switches.
    pub fn questions(&self) -> impl Iterator<Item = &GiftQuestion> {
        self.items.iter().filter_map(|item| match item {
            GiftItem::Question(q) => Some(q),
            GiftItem::Category(_) => None,
        })
    }
}

/// One block of a GIFT file.
// Categories are rare and files small: boxing questions would only make
// matching on items clumsier.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum GiftItem {
    /// `$CATEGORY: path`: the questions after it belong to `path`.
    Category(GiftCategory),
    /// A question (or a description).
    Question(GiftQuestion),
}

/// A `$CATEGORY:` switch.
#[derive(Debug, Clone, PartialEq)]
pub struct GiftCategory {
    /// The category path, verbatim (e.g. `$course$/top/Unit 1`).
    pub path: String,
    /// Where the block starts.
    pub position: Position,
    /// The bytes of the block.
    pub span: Span,
}

/// A text with the format it is written in.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RichText {
    /// The text, escapes resolved and trimmed.
    pub text: String,
    /// Its format, from a `[format]` prefix or inherited.
    pub format: GiftFormat,
}

impl RichText {
    /// A text in a format.
    pub fn new(text: impl Into<String>, format: GiftFormat) -> Self {
        Self {
            text: text.into(),
            format,
        }
    }
}

/// The `[format]` tags GIFT knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GiftFormat {
    /// `[moodle]`, Moodle's auto-format: the default.
    #[default]
    Moodle,
    /// `[html]`.
    Html,
    /// `[plain]`.
    Plain,
    /// `[markdown]`.
    Markdown,
}

impl GiftFormat {
    /// The name written in the `[…]` tag.
    pub fn name(self) -> &'static str {
        match self {
            GiftFormat::Moodle => "moodle",
            GiftFormat::Html => "html",
            GiftFormat::Plain => "plain",
            GiftFormat::Markdown => "markdown",
        }
    }

    /// The format a tag name stands for (case-sensitive, as in Moodle).
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "moodle" => Some(GiftFormat::Moodle),
            "html" => Some(GiftFormat::Html),
            "plain" => Some(GiftFormat::Plain),
            "markdown" => Some(GiftFormat::Markdown),
            _ => None,
        }
    }
}

/// One GIFT question.
#[derive(Debug, Clone, PartialEq)]
pub struct GiftQuestion {
    /// `::name::`, trimmed; `None` when the question has none.
    pub name: Option<String>,
    /// The question text. In the missing-word form the answer block is
    /// replaced by `_____`, as Moodle does.
    pub text: RichText,
    /// True when text followed the answer block (the missing-word form).
    pub embedded: bool,
    /// The text before the answer block (trimmed, escapes resolved); equal
    /// to `text.text` unless `embedded`.
    pub text_before: String,
    /// The text after the answer block (trimmed), when `embedded`.
    pub text_after: Option<String>,
    /// What follows the last `####` in the answer block.
    pub general_feedback: Option<RichText>,
    /// The answers, by question type.
    pub body: GiftBody,
    /// `[id:…]` from a `//` comment of the block.
    pub idnumber: Option<String>,
    /// `[tag:…]` from `//` comments of the block.
    pub tags: Vec<String>,
    /// Where the block starts.
    pub position: Position,
    /// The bytes of the block (first to last non-blank line).
    pub span: Span,
}

/// The answers of a question, by type.
#[derive(Debug, Clone, PartialEq)]
pub enum GiftBody {
    /// No answer block: text shown to the student, not a question.
    Description,
    /// `{}`: a free answer.
    Essay,
    /// `{=a ~b}`: `single` when some answer is written with `=`.
    MultipleChoice {
        single: bool,
        answers: Vec<GiftChoice>,
    },
    /// `{=a =%50%b}`.
    ShortAnswer { answers: Vec<GiftChoice> },
    /// `{#…}`. `other_feedback` is the `~#feedback` for any other answer.
    Numerical {
        answers: Vec<GiftNumber>,
        other_feedback: Option<RichText>,
    },
    /// `{=left -> right}`; an empty left side is a distractor.
    Matching { pairs: Vec<GiftPair> },
    /// `{T}`, `{FALSE#wrong#right}`.
    TrueFalse {
        answer: bool,
        /// After the first `#`: shown to a student who picks the wrong choice.
        wrong_feedback: Option<RichText>,
        /// After the second `#`: shown to a student who picks the right choice.
        right_feedback: Option<RichText>,
    },
}

impl GiftBody {
    /// Moodle's name for the question type.
    pub fn qtype(&self) -> &'static str {
        match self {
            GiftBody::Description => "description",
            GiftBody::Essay => "essay",
            GiftBody::MultipleChoice { .. } => "multichoice",
            GiftBody::ShortAnswer { .. } => "shortanswer",
            GiftBody::Numerical { .. } => "numerical",
            GiftBody::Matching { .. } => "match",
            GiftBody::TrueFalse { .. } => "truefalse",
        }
    }
}

/// How an answer was introduced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    /// `=`: right (multiple choice) or accepted (short answer).
    Equals,
    /// `~`: wrong unless weighted.
    Tilde,
    /// Nothing: a first answer written before any `=` or `~`.
    None,
}

/// One answer of a multiple-choice or short-answer question.
#[derive(Debug, Clone, PartialEq)]
pub struct GiftChoice {
    /// The answer text. Short answers are plain strings: their format is
    /// always the question text's.
    pub text: RichText,
    /// The share of the credit, -1 to 1.
    pub fraction: f64,
    /// The `%n%` weight as written, in percent.
    pub weight: Option<f64>,
    /// How the answer was introduced.
    pub marker: Marker,
    /// After `#`.
    pub feedback: Option<RichText>,
}

/// One answer of a numerical question.
#[derive(Debug, Clone, PartialEq)]
pub struct GiftNumber {
    /// The number or range.
    pub value: NumberValue,
    /// The share of the credit, -1 to 1.
    pub fraction: f64,
    /// The `%n%` weight as written, in percent.
    pub weight: Option<f64>,
    /// Whether the answer was written after `=` (the multi-answer form).
    pub listed: bool,
    /// After `#`.
    pub feedback: Option<RichText>,
}

/// A numerical answer as written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum NumberValue {
    /// `v` or `v:tolerance`.
    Exact { value: f64, tolerance: Option<f64> },
    /// `low..high`.
    Range { low: f64, high: f64 },
}

impl NumberValue {
    /// The value and tolerance Moodle stores: a range becomes its midpoint
    /// and the distance from it to `high`.
    pub fn value_and_tolerance(self) -> (f64, f64) {
        match self {
            NumberValue::Exact { value, tolerance } => (value, tolerance.unwrap_or(0.0)),
            NumberValue::Range { low, high } => {
                let mid = (high + low) / 2.0;
                (mid, high - mid)
            }
        }
    }
}

/// One pair of a matching question.
#[derive(Debug, Clone, PartialEq)]
pub struct GiftPair {
    /// The subquestion; empty for a distractor.
    pub left: RichText,
    /// The answer it matches (plain text).
    pub right: String,
}
