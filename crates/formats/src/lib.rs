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
mod markdown;
mod media;
pub mod moodle_xml;
mod package;
pub mod qti;
mod xml;

pub use detect::{Format, detect};
pub use error::{
    ImportError, MAX_ANSWERS, MAX_INPUT_BYTES, MAX_QUESTIONS, ParseError, ParseErrorKind, Position,
};
pub use loss::Loss;
pub use markdown::export_markdown;
pub use media::{Media, mime_of, sha256_hex};

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

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::{Body, Origin, Span, TextFormat};

    #[test]
    fn gift_import_maps_to_the_model() {
        let text = "$CATEGORY: unit/1\n\n// [tag:t] [id:x]\n::N::[html]Sky?{FALSE#picked true#picked false####why}\n\nInfo only.\n\nBad {=a";
        let import = import_gift(text).expect("imports");
        assert_eq!(import.errors.len(), 1);
        assert_eq!(import.quiz.questions.len(), 1);
        let q = &import.quiz.questions[0];
        assert_eq!(q.name.as_deref(), Some("N"));
        assert_eq!(q.format, TextFormat::Html);
        assert_eq!(q.topic.as_deref(), Some("unit/1"));
        assert_eq!(q.tags, vec!["t"]);
        assert_eq!(q.explanation.as_deref(), Some("why"));
        assert_eq!(q.origin, Origin::Imported);
        assert_eq!(q.source, Some(Span::new(19, 91)));
        let Body::TrueFalse { choices } = &q.body else {
            panic!("not true/false")
        };
        assert!(!choices[0].correct && choices[1].correct);
        // Moodle's first `#` is shown to whoever picks the wrong choice, True.
        assert_eq!(choices[0].feedback.as_deref(), Some("picked true"));
        assert_eq!(choices[1].feedback.as_deref(), Some("picked false"));
        let what: Vec<&str> = import.losses.iter().map(|l| l.what.as_str()).collect();
        assert!(what.iter().any(|w| w.contains("id number")));
        assert!(what.iter().any(|w| w.contains("description")));
    }

    #[test]
    fn a_file_with_no_readable_question_is_refused() {
        assert!(matches!(
            import_gift("Bad {=a"),
            Err(ImportError::NothingImported { .. })
        ));
        assert!(
            import_gift("")
                .expect("empty is fine")
                .quiz
                .questions
                .is_empty()
        );
    }

    #[test]
    fn exports_report_what_they_cannot_hold() {
        let mut quiz = Quiz::new("t", "en");
        quiz.questions.push(quizforge_core::Question::new(
            "Order these",
            Body::Ordering {
                items: vec!["a".into(), "b".into()],
            },
        ));
        let (gift, losses) = export_gift(&quiz);
        assert_eq!(gift, "");
        assert_eq!(losses.len(), 1);
        let (aiken, losses) = export_aiken(&quiz);
        assert_eq!(aiken, "");
        assert_eq!(losses[0].question, 0);
    }
}
