//! Quiz interchange formats, read and written: GIFT, Aiken, Moodle XML,
//! QTI 2.1, the spreadsheet templates of Kahoot!, Wayground, Quizalize,
//! Blooket, Gimkit and Socrative, Quizlet's cards, our JSON (and Markdown,
//! written only).
//!
//! Formats with a grammar have a faithful syntax tree, parser and writer in
//! their module ([`gift`], [`aiken`], [`moodle_xml`], [`qti`]). Every format
//! is reached by name through [`Format`]: [`detect_file`] tells a file's
//! format from its name and bytes, [`import`] reads it into the model with
//! positioned errors and the losses, [`export`] writes it with what the
//! format could not hold. [`detect`] tells whether a whole text is GIFT or
//! Aiken (the forge uses it on documents).

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
mod registry;
mod sheet;
mod vendors;
mod xml;

pub use detect::{Format, detect};
pub use error::{
    ImportError, MAX_ANSWERS, MAX_INPUT_BYTES, MAX_QUESTIONS, ParseError, ParseErrorKind, Position,
};
pub use loss::{LOSS_TEXTS, Loss, Said};
pub use markdown::export_markdown;
pub use media::{Media, mime_of, sha256_hex};
pub use registry::{
    Content, ExportError, Exported, detect_file, export, export_with_media, import,
};

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
    /// Images found in the file (QTI packages, Moodle XML), named by
    /// content as the questions refer to them.
    pub media: Vec<Media>,
}

/// The cells of a spreadsheet (the first sheet of an XLSX workbook, or a
/// CSV file) as text, from A1: for previews and checks of the templates.
pub fn read_table(bytes: &[u8]) -> Result<Vec<Vec<String>>, String> {
    if bytes.starts_with(b"PK") {
        sheet::read_xlsx(bytes)
    } else {
        sheet::read_csv(bytes)
    }
}

pub(crate) fn finish(
    quiz: Quiz,
    errors: Vec<ParseError>,
    losses: Vec<Loss>,
) -> Result<Import, ImportError> {
    if quiz.questions.is_empty() && !errors.is_empty() {
        return Err(ImportError::NothingImported { errors });
    }
    Ok(Import {
        quiz,
        errors,
        losses,
        media: Vec::new(),
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
