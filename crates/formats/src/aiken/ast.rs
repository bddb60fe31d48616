//! The Aiken syntax tree.

use quizforge_core::Span;

use crate::error::{ParseError, Position};

/// An Aiken file: the complete questions, and the lines that went wrong.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct AikenFile {
    /// Questions with a valid `ANSWER:` line, in order.
    pub questions: Vec<AikenQuestion>,
    /// Problems found, each with its line (the questions concerned are not
    /// in `questions`).
    pub errors: Vec<ParseError>,
}

/// One single-answer multiple-choice question.
#[derive(Debug, Clone, PartialEq)]
pub struct AikenQuestion {
    /// The question line, trimmed, as written (Moodle HTML-escapes it when
    /// it stores it; we keep the plain text).
    pub text: String,
    /// The choices in order.
    pub choices: Vec<AikenChoice>,
    /// The index in `choices` of the right one. The `ANSWER` letter counts
    /// choice lines (A = first), whatever labels they carry.
    pub answer: usize,
    /// Where the question line is.
    pub position: Position,
    /// From the question line to the end of the `ANSWER:` line.
    pub span: Span,
}

/// One choice line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AikenChoice {
    /// The label letter as written (ignored for the answer).
    pub label: char,
    /// The text after the label, trimmed.
    pub text: String,
}
