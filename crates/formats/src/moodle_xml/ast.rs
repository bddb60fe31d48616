//! The Moodle XML syntax tree: what `question/format/xml/format.php` reads
//! and writes, field for field.

use quizforge_core::Span;

use crate::error::{ParseError, Position};

/// A Moodle XML file: categories and questions in order, and the questions
/// that could not be read.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct XmlQuiz {
    /// Categories and questions, in file order.
    pub items: Vec<XmlItem>,
    /// Questions refused (unknown type, invalid grades…), with their line.
    pub errors: Vec<ParseError>,
}

/// One `<question>` element.
#[derive(Debug, Clone, PartialEq)]
pub enum XmlItem {
    /// `type="category"`: switches the category of the questions after it.
    Category(XmlCategory),
    /// A real question.
    Question(Box<XmlQuestion>),
}

/// A category switch.
#[derive(Debug, Clone, PartialEq)]
pub struct XmlCategory {
    /// The path, e.g. `$course$/top/Unit 1`.
    pub path: String,
    /// The category's description.
    pub info: Option<XmlText>,
    /// Its id number, when set.
    pub idnumber: Option<String>,
}

impl XmlCategory {
    /// The path's parts after the context token (`$course$`, `$system$`…)
    /// and Moodle's implicit `top`.
    pub fn parts(&self) -> Vec<String> {
        let mut parts: Vec<String> = self
            .path
            .split('/')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(str::to_string)
            .collect();
        if parts
            .first()
            .is_some_and(|p| p.starts_with('$') && p.ends_with('$'))
        {
            parts.remove(0);
        }
        if parts.first().is_some_and(|p| p == "top") {
            parts.remove(0);
        }
        parts
    }
}

/// How a text is written (`format=` attribute).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum XmlFormat {
    /// `moodle_auto_format`.
    Moodle,
    /// `html` (Moodle's default for question text).
    #[default]
    Html,
    /// `plain_text`.
    Plain,
    /// `markdown`.
    Markdown,
}

impl XmlFormat {
    /// The attribute value Moodle writes.
    pub fn attribute(self) -> &'static str {
        match self {
            XmlFormat::Moodle => "moodle_auto_format",
            XmlFormat::Html => "html",
            XmlFormat::Plain => "plain_text",
            XmlFormat::Markdown => "markdown",
        }
    }

    /// Reads an attribute value (Moodle also accepts the short names).
    pub fn from_attribute(value: &str) -> Option<XmlFormat> {
        match value.trim() {
            "moodle_auto_format" | "moodle" => Some(XmlFormat::Moodle),
            "html" => Some(XmlFormat::Html),
            "plain_text" | "plain" => Some(XmlFormat::Plain),
            "markdown" => Some(XmlFormat::Markdown),
            _ => None,
        }
    }

    /// The name used in the conformance model (`moodle`, `html`, `plain`,
    /// `markdown`).
    pub fn name(self) -> &'static str {
        match self {
            XmlFormat::Moodle => "moodle",
            XmlFormat::Html => "html",
            XmlFormat::Plain => "plain",
            XmlFormat::Markdown => "markdown",
        }
    }
}

/// A file embedded in a text (`<file name path encoding="base64">`),
/// referenced from the text as `@@PLUGINFILE@@/path/name`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XmlFile {
    /// The file name.
    pub name: String,
    /// Its folder, `/` by default.
    pub path: String,
    /// The decoded bytes.
    pub bytes: Vec<u8>,
}

/// A text with its format and embedded files.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct XmlText {
    /// The text (HTML for the html format).
    pub text: String,
    /// How it is written.
    pub format: XmlFormat,
    /// Files it references.
    pub files: Vec<XmlFile>,
}

impl XmlText {
    /// A text with no files.
    pub fn new(text: impl Into<String>, format: XmlFormat) -> Self {
        Self {
            text: text.into(),
            format,
            files: Vec::new(),
        }
    }
}

/// One `<hint>`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct XmlHint {
    /// The hint.
    pub text: XmlText,
    /// `<shownumcorrect/>` present.
    pub show_num_correct: bool,
    /// `<clearwrong/>` present.
    pub clear_wrong: bool,
}

/// One `<answer>`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct XmlAnswer {
    /// The answer.
    pub text: XmlText,
    /// Its weight, -1 to 1 (the file writes a percent).
    pub fraction: f64,
    /// Feedback for a student who gave it.
    pub feedback: XmlText,
    /// Numerical answers: the tolerance (`None` for an empty element).
    pub tolerance: Option<f64>,
}

/// The feedback given for a right, partly right and wrong response.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CombinedFeedback {
    /// `<correctfeedback>`.
    pub correct: XmlText,
    /// `<partiallycorrectfeedback>`.
    pub partially_correct: XmlText,
    /// `<incorrectfeedback>`.
    pub incorrect: XmlText,
    /// `<shownumcorrect/>` present.
    pub show_num_correct: bool,
}

/// The options of an essay question.
#[derive(Debug, Clone, PartialEq)]
pub struct EssayOptions {
    /// `editor`, `plain`, `monospaced`, `noinline`…
    pub response_format: String,
    /// 1 when a response is required.
    pub response_required: i64,
    /// Lines of the input box.
    pub response_field_lines: i64,
    /// Attachments allowed (-1 = unlimited).
    pub attachments: i64,
    /// Attachments required.
    pub attachments_required: i64,
    /// Information for graders.
    pub grader_info: XmlText,
    /// The text the response box starts with.
    pub response_template: XmlText,
}

/// One pair of a matching question (`<subquestion>`).
#[derive(Debug, Clone, PartialEq)]
pub struct XmlSubquestion {
    /// The item to match; empty for an extra answer (a distractor).
    pub text: XmlText,
    /// Its match (plain text).
    pub answer: String,
}

/// One embedded answer of a cloze question: `{weight:TYPE:answers}`.
#[derive(Debug, Clone, PartialEq)]
pub struct ClozePart {
    /// The whole `{…}` text as written.
    pub source: String,
    /// Its weight (the number before the first `:`; 1 when absent).
    pub weight: f64,
    /// `shortanswer`, `multichoice` or `numerical`.
    pub qtype: &'static str,
    /// Short answers only: case matters (`SHORTANSWER_C`).
    pub case_sensitive: bool,
    /// Multiple choice only: several answers may be chosen (`MULTIRESPONSE`).
    pub multiple: bool,
    /// The answers with their fraction, feedback and (numerical) tolerance.
    pub answers: Vec<XmlAnswer>,
}

/// The kind-specific part of a question.
#[derive(Debug, Clone, PartialEq)]
pub enum XmlBody {
    /// `description`: text only.
    Description,
    /// `essay`.
    Essay(EssayOptions),
    /// `multichoice`.
    MultiChoice {
        /// One answer (`true`) or several.
        single: bool,
        /// Shuffle the answers.
        shuffle: bool,
        /// `abc`, `ABCD`, `123`, `none`…
        numbering: String,
        /// Feedback by outcome.
        combined: CombinedFeedback,
        /// The answers.
        answers: Vec<XmlAnswer>,
    },
    /// `truefalse`.
    TrueFalse {
        /// Whether "true" is the right answer.
        correct: bool,
        /// Shown when the student picks true.
        feedback_true: XmlText,
        /// Shown when the student picks false.
        feedback_false: XmlText,
    },
    /// `shortanswer`.
    ShortAnswer {
        /// Case matters.
        use_case: bool,
        /// The accepted answers (`*` is a wildcard).
        answers: Vec<XmlAnswer>,
    },
    /// `numerical`.
    Numerical {
        /// The answers (`*` is the catch-all).
        answers: Vec<XmlAnswer>,
    },
    /// `matching`.
    Matching {
        /// Shuffle the answers.
        shuffle: bool,
        /// Feedback by outcome.
        combined: CombinedFeedback,
        /// The pairs.
        subquestions: Vec<XmlSubquestion>,
    },
    /// `cloze` (multianswer): the text holds `{#1}`… placeholders.
    Cloze {
        /// The embedded answers in order.
        parts: Vec<ClozePart>,
    },
}

impl XmlBody {
    /// The `type=` attribute Moodle writes.
    pub fn type_attribute(&self) -> &'static str {
        match self {
            XmlBody::Description => "description",
            XmlBody::Essay(_) => "essay",
            XmlBody::MultiChoice { .. } => "multichoice",
            XmlBody::TrueFalse { .. } => "truefalse",
            XmlBody::ShortAnswer { .. } => "shortanswer",
            XmlBody::Numerical { .. } => "numerical",
            XmlBody::Matching { .. } => "matching",
            XmlBody::Cloze { .. } => "cloze",
        }
    }
}

/// One question.
#[derive(Debug, Clone, PartialEq)]
pub struct XmlQuestion {
    /// `<name>`.
    pub name: String,
    /// `<questiontext>` (for cloze, with `{#n}` placeholders).
    pub text: XmlText,
    /// `<generalfeedback>`.
    pub general_feedback: XmlText,
    /// `<defaultgrade>`.
    pub default_grade: f64,
    /// `<penalty>`.
    pub penalty: f64,
    /// `<hidden>`.
    pub hidden: bool,
    /// `<idnumber>`, when not empty.
    pub idnumber: Option<String>,
    /// `<tags>`.
    pub tags: Vec<String>,
    /// `<hint>`s.
    pub hints: Vec<XmlHint>,
    /// The kind-specific part.
    pub body: XmlBody,
    /// The category path in force (from the last category item), if any.
    pub category: Option<String>,
    /// Where the `<question>` element starts.
    pub position: Position,
    /// The bytes of the `<question>` element.
    pub span: Span,
}
