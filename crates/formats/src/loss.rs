//! What a conversion could not carry over.

/// Something a format could not hold (on export) or that quizforge's model
/// cannot hold (on import). Nothing is dropped silently: every conversion
/// returns these beside its result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loss {
    /// The index of the question concerned: in the quiz on export, in the
    /// order of the source's items on import.
    pub question: usize,
    /// What was lost or changed, in words.
    pub what: String,
}

impl Loss {
    pub(crate) fn new(question: usize, what: impl Into<String>) -> Self {
        Self {
            question,
            what: what.into(),
        }
    }
}

impl std::fmt::Display for Loss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "question {}: {}", self.question + 1, self.what)
    }
}
