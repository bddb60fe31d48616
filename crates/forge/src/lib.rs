//! The forge: turns a teacher's document into a quiz.
//!
//! Today it recognises the questions a document already holds (worksheets in
//! any common layout, GIFT and Aiken files), keeping the teacher's wording and
//! never guessing a key. Generating new questions from prose comes next; text
//! that holds no questions gives an empty quiz, not an error.

mod input;
mod language;
mod text;
mod title;
mod warning;
mod worksheet;

use quizforge_core::Quiz;

pub use input::{InputError, MAX_INPUT_BYTES, decode};
pub use language::detect as detect_language;
pub use title::title_of;
pub use warning::Warning;

/// What the forge made of a document.
#[derive(Debug)]
pub struct Made {
    /// The quiz.
    pub quiz: Quiz,
    /// How the questions were found.
    pub reading: Reading,
    /// Things the teacher should check, with where they are in the document.
    pub warnings: Vec<Warning>,
}

/// How a document was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// As a worksheet: questions in a teacher's own layout.
    Worksheet,
    /// As a GIFT file.
    Gift,
    /// As an Aiken file.
    Aiken,
}

/// Makes a quiz from a document's text.
pub fn make(text: &str) -> Made {
    let language = language::detect(text);
    let title = title::title_of(text);
    let mut found = worksheet::recognise(text, language);
    warning::locate(text, &mut found.warnings);
    let mut quiz = Quiz::new(title, language);
    quiz.questions = found.questions;
    Made {
        quiz,
        reading: Reading::Worksheet,
        warnings: found.warnings,
    }
}
