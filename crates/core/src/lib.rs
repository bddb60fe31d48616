//! The quiz model and grading.
//!
//! This crate is pure: no I/O, no clocks, no randomness. Everything else in
//! quizforge builds on its types: the forge writes them, the formats read and
//! write them, the store keeps them and the server plays them.

pub mod analysis;
mod grading;
mod model;
pub mod play;
mod validate;
mod wire;

pub use grading::{Grade, GradeError, Outcome, Response, grade, parse_number};
pub use model::{
    AcceptedAnswer, Body, Choice, Difficulty, Kind, NumericAnswer, Origin, Pair, Question, Quiz,
    Span, Suggestion, TextFormat, true_false_labels,
};
pub use validate::ModelError;
pub use wire::QuestionWire;
