//! Quiz interchange formats: GIFT and Aiken, read and written.
//!
//! Each format has a faithful syntax tree and parser/writer in its module
//! ([`gift`], [`aiken`]), and top-level functions converting to and from
//! quizforge's model: [`import_gift`], [`export_gift`], [`import_aiken`],
//! [`export_aiken`]. [`detect`] tells whether a whole text is in one of
//! these formats.

pub mod aiken;
mod detect;
mod error;
pub mod gift;
mod loss;

pub use detect::{Format, detect};
pub use error::{
    ImportError, MAX_ANSWERS, MAX_INPUT_BYTES, MAX_QUESTIONS, ParseError, ParseErrorKind, Position,
};
pub use loss::Loss;

use quizforge_core::Quiz;

/// The result of importing a file: the questions read, the blocks that
/// could not be read, and what the model could not hold.
#[derive(Debug, Clone, PartialEq)]
pub struct Import {
    /// The quiz, each question with `origin: Imported` and its `source`
    /// span in the text.
    pub quiz: Quiz,
    /// Questions that could not be read (the others are in `quiz`).
    pub errors: Vec<ParseError>,
    /// Things read but not kept (descriptions, id numbers…).
    pub losses: Vec<Loss>,
}

fn finish(quiz: Quiz, errors: Vec<ParseError>, losses: Vec<Loss>) -> Result<Import, ImportError> {
    if quiz.questions.is_empty() && !errors.is_empty() {
        return Err(ImportError::NothingImported { errors });
    }
    Ok(Import {
        quiz,
        errors,
        losses,
    })
}

/// Reads a GIFT file into a quiz. Fails only when the text is too large,
/// holds too many questions, or not one question could be read.
pub fn import_gift(text: &str) -> Result<Import, ImportError> {
    let file = gift::parse(text)?;
    let (quiz, losses) = gift::to_quiz(&file);
    finish(quiz, file.errors, losses)
}

/// Writes a quiz as GIFT, with what GIFT cannot hold.
pub fn export_gift(quiz: &Quiz) -> (String, Vec<Loss>) {
    let (file, losses) = gift::from_quiz(quiz);
    (gift::write(&file), losses)
}

/// Reads an Aiken file into a quiz. Fails only when the text is too large,
/// holds too many questions, or not one question could be read.
pub fn import_aiken(text: &str) -> Result<Import, ImportError> {
    let file = aiken::parse(text)?;
    let (quiz, losses) = aiken::to_quiz(&file);
    finish(quiz, file.errors, losses)
}

/// Writes a quiz as Aiken. Questions Aiken cannot hold are skipped and
/// reported.
pub fn export_aiken(quiz: &Quiz) -> (String, Vec<Loss>) {
    let (file, losses) = aiken::from_quiz(quiz);
    (aiken::write(&file), losses)
}
