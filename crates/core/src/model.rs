//! The quiz model: a quiz, its questions, and what each kind of question holds.
//!
//! The types here are the single source of truth for every other crate. The
//! JSON form (see `docs/quiz-format.md`) is produced by [`crate::wire`], which
//! flattens [`Body`] so that every question carries the same set of keys.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// A quiz: a title, the language its text is in, and its questions in order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quiz {
    /// The quiz's title, e.g. taken from the page heading of the source.
    pub title: String,
    /// ISO 639-1 code of the language of the questions (`en`, `fr`, …).
    pub language: String,
    /// The questions, in the order they are asked.
    pub questions: Vec<Question>,
    /// Questions the forge wrote but held back, each with why: the teacher
    /// may add them. Never asked in a game and never exported as questions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub suggestions: Vec<Suggestion>,
}

/// A question written from the document that did not make the quiz.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Suggestion {
    /// The question, ready to add.
    pub question: Question,
    /// Why the forge held it back, in a teacher's words ("the quiz was
    /// full: stronger questions came first").
    pub held_back: String,
}

impl Quiz {
    /// An empty quiz with a title and a language.
    pub fn new(title: impl Into<String>, language: impl Into<String>) -> Self {
        Self {
            title: title.into(),
            language: language.into(),
            questions: Vec::new(),
            suggestions: Vec::new(),
        }
    }
}

/// One question of any kind.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(
    into = "crate::wire::QuestionWire",
    try_from = "crate::wire::QuestionWire"
)]
pub struct Question {
    /// A short label for the question (GIFT's `::name::`), if it has one.
    pub name: Option<String>,
    /// What the student is asked.
    pub prompt: String,
    /// How `prompt`, choices and feedback are written.
    pub format: TextFormat,
    /// The passage the question is about, shown above the prompt.
    pub stimulus: Option<String>,
    /// Image URLs shown with the prompt.
    pub images: Vec<String>,
    /// What each image of the question or of its choices shows, for a
    /// student who cannot see it (the `alt` text), by the image's address.
    pub image_alt: BTreeMap<String, String>,
    /// What the question asks for and which answers are right.
    pub body: Body,
    /// For a short answer: whether accents and other marks on letters are
    /// ignored when marking, so that "resume" earns the credit of "résumé".
    /// Off by default, because accents change words ("ou" and "où"). Other
    /// kinds ignore it.
    pub ignore_accents: bool,
    /// False when the source gave no key: the teacher must supply one.
    pub answer_known: bool,
    /// The credit a fully correct answer earns.
    pub points: f64,
    /// Seconds allowed to answer, when the question is timed.
    pub time_limit: Option<u32>,
    /// Shown to the student after answering: why the key is right.
    pub explanation: Option<String>,
    /// The section or subject the question belongs to.
    pub topic: Option<String>,
    /// Free labels (GIFT `[tag:…]`).
    pub tags: Vec<String>,
    /// Estimated difficulty, when known.
    pub difficulty: Option<Difficulty>,
    /// Whether the question was found in the source or written by the forge.
    pub origin: Origin,
    /// Where in the source text (byte offsets) the question came from.
    pub source: Option<Span>,
}

impl Question {
    /// A question with default settings: one point, imported, answer known.
    pub fn new(prompt: impl Into<String>, body: Body) -> Self {
        Self {
            name: None,
            prompt: prompt.into(),
            format: TextFormat::Plain,
            stimulus: None,
            images: Vec::new(),
            image_alt: BTreeMap::new(),
            body,
            ignore_accents: false,
            answer_known: true,
            points: 1.0,
            time_limit: None,
            explanation: None,
            topic: None,
            tags: Vec::new(),
            difficulty: None,
            origin: Origin::Imported,
            source: None,
        }
    }

    /// The kind of this question.
    pub fn kind(&self) -> Kind {
        self.body.kind()
    }

    /// The choices of a choice-based question (empty for other kinds).
    pub fn choices(&self) -> &[Choice] {
        match &self.body {
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices } => choices,
            _ => &[],
        }
    }
}

/// The kinds of question quizforge knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Several choices, exactly one correct.
    MultipleChoice,
    /// Several choices, any number correct, with partial credit.
    MultipleResponse,
    /// The two choices True and False.
    TrueFalse,
    /// A typed answer compared with accepted answers.
    ShortAnswer,
    /// A number within a tolerance of the key.
    Numeric,
    /// Match each left item with a right item.
    Matching,
    /// Put items in the right order.
    Ordering,
    /// A free answer the teacher marks.
    Open,
}

impl Kind {
    /// Every kind, in a fixed order.
    pub const ALL: [Kind; 8] = [
        Kind::MultipleChoice,
        Kind::MultipleResponse,
        Kind::TrueFalse,
        Kind::ShortAnswer,
        Kind::Numeric,
        Kind::Matching,
        Kind::Ordering,
        Kind::Open,
    ];

    /// The name used in JSON and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::MultipleChoice => "multiple_choice",
            Kind::MultipleResponse => "multiple_response",
            Kind::TrueFalse => "true_false",
            Kind::ShortAnswer => "short_answer",
            Kind::Numeric => "numeric",
            Kind::Matching => "matching",
            Kind::Ordering => "ordering",
            Kind::Open => "open",
        }
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The kind-specific part of a question.
#[derive(Debug, Clone, PartialEq)]
pub enum Body {
    /// Exactly one choice is correct (when the key is known).
    MultipleChoice { choices: Vec<Choice> },
    /// Any number of choices are correct; weights give partial credit.
    MultipleResponse { choices: Vec<Choice> },
    /// Two choices: the first means "true", the second "false", each labelled
    /// in the quiz's language.
    TrueFalse { choices: Vec<Choice> },
    /// Typed answers. The best-matching accepted answer gives its weight.
    ShortAnswer {
        accepted: Vec<AcceptedAnswer>,
        case_sensitive: bool,
    },
    /// A number. The best-matching answer gives its weight.
    Numeric { answers: Vec<NumericAnswer> },
    /// Pairs to match. A pair with an empty left side is an extra right-hand
    /// distractor.
    Matching { pairs: Vec<Pair> },
    /// Items listed in their correct order (shown shuffled).
    Ordering { items: Vec<String> },
    /// A free answer marked by the teacher.
    Open,
}

impl Body {
    /// The kind of question this body belongs to.
    pub fn kind(&self) -> Kind {
        match self {
            Body::MultipleChoice { .. } => Kind::MultipleChoice,
            Body::MultipleResponse { .. } => Kind::MultipleResponse,
            Body::TrueFalse { .. } => Kind::TrueFalse,
            Body::ShortAnswer { .. } => Kind::ShortAnswer,
            Body::Numeric { .. } => Kind::Numeric,
            Body::Matching { .. } => Kind::Matching,
            Body::Ordering { .. } => Kind::Ordering,
            Body::Open => Kind::Open,
        }
    }

    /// A true/false body with labels in the given language. `answer` is the
    /// truth of the statement, or `None` when the source did not say.
    pub fn true_false(answer: Option<bool>, language: &str) -> Body {
        let (yes, no) = true_false_labels(language);
        Body::TrueFalse {
            choices: vec![
                Choice::new(yes, answer == Some(true)),
                Choice::new(no, answer == Some(false)),
            ],
        }
    }

    /// A multiple-response body whose weights follow from the `correct`
    /// marks: each correct choice earns an equal share, each wrong choice
    /// takes the same share away, so ticking everything earns nothing.
    pub fn multiple_response(mut choices: Vec<Choice>) -> Body {
        let right = choices.iter().filter(|c| c.correct).count();
        if right > 0 {
            let share = 1.0 / right as f64;
            for choice in &mut choices {
                choice.weight = if choice.correct { share } else { -share };
            }
        }
        Body::MultipleResponse { choices }
    }
}

/// The labels of the two true/false choices in a language (ISO 639-1).
pub fn true_false_labels(language: &str) -> (&'static str, &'static str) {
    match language {
        "fr" => ("Vrai", "Faux"),
        "es" => ("Verdadero", "Falso"),
        "de" => ("Wahr", "Falsch"),
        "it" => ("Vero", "Falso"),
        "pt" => ("Verdadeiro", "Falso"),
        "nl" => ("Waar", "Onwaar"),
        _ => ("True", "False"),
    }
}

/// One choice of a choice-based question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// The choice as shown.
    pub text: String,
    /// Whether choosing it is (fully or partly) right.
    pub correct: bool,
    /// An image URL shown with (or as) the choice.
    #[serde(default)]
    pub image: Option<String>,
    /// The share of the question's credit this choice earns when chosen,
    /// from -1 to 1.
    pub weight: f64,
    /// Shown to a student who picked this choice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feedback: Option<String>,
}

impl Choice {
    /// A choice that earns all the credit when `correct`, none otherwise.
    pub fn new(text: impl Into<String>, correct: bool) -> Self {
        Self {
            text: text.into(),
            correct,
            image: None,
            weight: if correct { 1.0 } else { 0.0 },
            feedback: None,
        }
    }
}

/// One accepted answer of a short-answer question.
#[derive(Debug, Clone, PartialEq)]
pub struct AcceptedAnswer {
    /// The answer; `*` matches any run of characters.
    pub text: String,
    /// The share of the credit it earns, 0 to 1.
    pub weight: f64,
    /// Shown to a student who gave this answer.
    pub feedback: Option<String>,
}

impl AcceptedAnswer {
    /// A fully correct answer with no feedback.
    pub fn new(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            weight: 1.0,
            feedback: None,
        }
    }
}

/// One answer of a numeric question: `value ± tolerance`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NumericAnswer {
    /// The expected value.
    pub value: f64,
    /// How far an answer may be from `value` and still match.
    pub tolerance: f64,
    /// The share of the credit it earns, 0 to 1.
    #[serde(default = "one")]
    pub weight: f64,
    /// Shown to a student whose answer matched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feedback: Option<String>,
}

fn one() -> f64 {
    1.0
}

impl NumericAnswer {
    /// A fully correct value with a tolerance.
    pub fn new(value: f64, tolerance: f64) -> Self {
        Self {
            value,
            tolerance,
            weight: 1.0,
            feedback: None,
        }
    }

    /// The answer matching every number from `low` to `high`.
    pub fn range(low: f64, high: f64) -> Self {
        Self::new((low + high) / 2.0, (high - low).abs() / 2.0)
    }
}

/// One pair of a matching question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    /// The item to match; empty for a right-hand distractor.
    pub left: String,
    /// Its match.
    pub right: String,
}

impl Pair {
    /// A pair.
    pub fn new(left: impl Into<String>, right: impl Into<String>) -> Self {
        Self {
            left: left.into(),
            right: right.into(),
        }
    }
}

/// How the text of a question is written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TextFormat {
    /// Plain text, shown as it is.
    #[default]
    Plain,
    /// HTML, sanitised before it is shown.
    Html,
    /// Markdown.
    Markdown,
}

/// Where a question came from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Written in the source by a person and recognised as it was.
    #[default]
    Imported,
    /// Written by quizforge's generator from the source's content.
    Generated,
}

/// An estimate of how hard a question is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// Recall of something stated plainly.
    Easy,
    /// Needs the passage understood.
    Medium,
    /// Needs reasoning beyond the passage.
    Hard,
}

/// A byte range `start..end` of the source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Span {
    /// Offset of the first byte.
    pub start: usize,
    /// Offset one past the last byte.
    pub end: usize,
}

impl Span {
    /// The span `start..end`.
    pub fn new(start: usize, end: usize) -> Self {
        Self { start, end }
    }

    /// The number of bytes it covers.
    pub fn len(&self) -> usize {
        self.end.saturating_sub(self.start)
    }

    /// Whether it covers nothing.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
