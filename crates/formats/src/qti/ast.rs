//! The QTI 2.1 item model: the parts of `assessmentItem` quizforge reads and
//! writes (formats.md §4.1).

/// How many values a response holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cardinality {
    /// One value.
    Single,
    /// A set of values.
    Multiple,
    /// A sequence of values.
    Ordered,
}

impl Cardinality {
    /// The attribute value.
    pub fn name(self) -> &'static str {
        match self {
            Cardinality::Single => "single",
            Cardinality::Multiple => "multiple",
            Cardinality::Ordered => "ordered",
        }
    }
}

/// One `mapEntry`.
#[derive(Debug, Clone, PartialEq)]
pub struct MapEntry {
    /// The response value it maps.
    pub key: String,
    /// The score it adds.
    pub value: f64,
    /// Whether the key is compared case-sensitively (a missing attribute
    /// counts as true; see the corpus README).
    pub case_sensitive: bool,
}

/// A `mapping`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Mapping {
    /// The score is raised to this.
    pub lower_bound: Option<f64>,
    /// The score is cut to this.
    pub upper_bound: Option<f64>,
    /// The score of a value no entry maps.
    pub default_value: f64,
    /// The entries.
    pub entries: Vec<MapEntry>,
}

/// A `responseDeclaration`.
#[derive(Debug, Clone, PartialEq)]
pub struct ResponseDeclaration {
    /// Its identifier (`RESPONSE`).
    pub identifier: String,
    /// How many values.
    pub cardinality: Cardinality,
    /// `identifier`, `string`, `float`, `directedPair`…
    pub base_type: String,
    /// The correct response's values.
    pub correct: Vec<String>,
    /// The mapping, for `map_response`.
    pub mapping: Option<Mapping>,
}

/// An `outcomeDeclaration`.
#[derive(Debug, Clone, PartialEq)]
pub struct OutcomeDeclaration {
    /// `SCORE`, `MAXSCORE`, `FEEDBACK`…
    pub identifier: String,
    /// Its base type.
    pub base_type: String,
    /// Its default value, when given.
    pub default: Option<String>,
}

/// A choice of a choice or order interaction, or an associable choice of a
/// match interaction.
#[derive(Debug, Clone, PartialEq)]
pub struct QtiChoice {
    /// Its identifier.
    pub identifier: String,
    /// Its content, as XHTML.
    pub text: String,
    /// `fixed="true"`: not shuffled.
    pub fixed: bool,
    /// Match interactions: how many associations it may take (0 = any).
    pub match_max: u32,
}

/// The interaction of an item (quizforge reads items with one).
#[derive(Debug, Clone, PartialEq)]
pub enum Interaction {
    /// `choiceInteraction`.
    Choice {
        /// Shuffle the choices.
        shuffle: bool,
        /// 0 means no limit.
        max_choices: u32,
        /// The prompt, as XHTML.
        prompt: String,
        /// The choices.
        choices: Vec<QtiChoice>,
    },
    /// `orderInteraction`.
    Order {
        /// Shuffle the choices.
        shuffle: bool,
        /// The prompt, as XHTML.
        prompt: String,
        /// The choices.
        choices: Vec<QtiChoice>,
    },
    /// `matchInteraction`: two sets, sources then targets.
    Match {
        /// Shuffle the choices.
        shuffle: bool,
        /// The most associations a response may hold.
        max_associations: u32,
        /// The prompt, as XHTML.
        prompt: String,
        /// The sources.
        sources: Vec<QtiChoice>,
        /// The targets.
        targets: Vec<QtiChoice>,
    },
    /// `textEntryInteraction` (inline: the body shows `_____` where it is).
    TextEntry {
        /// A display hint.
        expected_length: Option<u32>,
    },
    /// `extendedTextInteraction`.
    ExtendedText {
        /// The prompt, as XHTML.
        prompt: String,
    },
}

impl Interaction {
    /// The element name.
    pub fn name(&self) -> &'static str {
        match self {
            Interaction::Choice { .. } => "choiceInteraction",
            Interaction::Order { .. } => "orderInteraction",
            Interaction::Match { .. } => "matchInteraction",
            Interaction::TextEntry { .. } => "textEntryInteraction",
            Interaction::ExtendedText { .. } => "extendedTextInteraction",
        }
    }
}

/// How the score is computed.
#[derive(Debug, Clone, PartialEq)]
pub enum ResponseProcessing {
    /// No processing (an essay marked by hand).
    None,
    /// A standard template, by URI.
    Template(String),
    /// quizforge's numeric processing: `equal` within an absolute tolerance.
    Tolerance(f64),
}

/// An `assessmentItem`.
#[derive(Debug, Clone, PartialEq)]
pub struct QtiItem {
    /// Its identifier.
    pub identifier: String,
    /// Its title.
    pub title: String,
    /// `timeDependent`.
    pub time_dependent: bool,
    /// The response declaration of the interaction.
    pub response: ResponseDeclaration,
    /// Outcome declarations.
    pub outcomes: Vec<OutcomeDeclaration>,
    /// The item body as XHTML, without a block interaction; an inline
    /// interaction is shown as `_____`.
    pub body: String,
    /// The interaction.
    pub interaction: Interaction,
    /// The response processing.
    pub processing: ResponseProcessing,
    /// Text of `modalFeedback` elements (shown after answering).
    pub feedback: Vec<String>,
}

/// The URI of the `match_correct` template.
pub const MATCH_CORRECT: &str =
    "http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct";
/// The URI of the `map_response` template.
pub const MAP_RESPONSE: &str =
    "http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response";
