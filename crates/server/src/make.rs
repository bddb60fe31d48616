//! Making a quiz from a document: reading the upload, then the forge, off
//! the async runtime.

use quizforge_core::Quiz;

use crate::error::AppError;

/// The largest document the web app and the API take: 10 MB.
pub const MAX_DOCUMENT_BYTES: usize = 10 * 1024 * 1024;
/// The body limit of the routes that take a document: the document plus
/// room for the rest of a form.
pub const MAX_BODY_BYTES: usize = MAX_DOCUMENT_BYTES + 64 * 1024;
/// How many questions a teacher may ask for at once.
pub const MAX_COUNT: usize = 200;
/// How many questions the make form offers by default.
pub const DEFAULT_COUNT: usize = 10;

/// A quiz the forge made, with what the teacher should check.
#[derive(Debug)]
pub struct Made {
    /// The quiz.
    pub quiz: Quiz,
    /// The document text it was made from (question spans point into it).
    pub text: String,
    /// Things to check, one line each, with line and column.
    pub warnings: Vec<String>,
}

/// The text of an uploaded document.
///
/// This is where other document types arrive: when `quizforge-extract`
/// lands, call its `extract(name, bytes)` here for PDF, DOCX and the rest.
/// Until then, UTF-8 text files (worksheets, GIFT, Aiken, Markdown) are
/// read and anything else is refused with a message saying what to do.
pub fn document_text(name: &str, bytes: &[u8]) -> Result<String, AppError> {
    if bytes.len() > MAX_DOCUMENT_BYTES {
        return Err(AppError::TooLarge);
    }
    if let Some(kind) = unreadable_kind(name, bytes) {
        return Err(AppError::Invalid(format!(
            "quizforge cannot read {kind} files yet. Open the file, copy its text and paste it \
             into the box instead."
        )));
    }
    match quizforge_forge::decode(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(quizforge_forge::InputError::Empty) => Err(AppError::Invalid(
            "There is no text in this file. Choose another file, or paste the text.".into(),
        )),
        Err(error) => Err(AppError::Invalid(format!(
            "This file cannot be read as text: {error}."
        ))),
    }
}

/// Names the kind of a document that is not plain text, by its first bytes
/// (or its name when those say nothing).
fn unreadable_kind(name: &str, bytes: &[u8]) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    if bytes.starts_with(b"%PDF") || lower.ends_with(".pdf") {
        Some("PDF")
    } else if bytes.starts_with(b"PK\x03\x04") {
        Some(if lower.ends_with(".docx") {
            "Word (DOCX)"
        } else if lower.ends_with(".xlsx") {
            "Excel (XLSX)"
        } else {
            "zipped"
        })
    } else if bytes.starts_with(b"\xD0\xCF\x11\xE0") {
        Some("old Office (DOC, XLS)")
    } else {
        None
    }
}

/// The number of questions asked for, within bounds.
pub fn clamp_count(count: Option<usize>) -> usize {
    count.unwrap_or(DEFAULT_COUNT).clamp(1, MAX_COUNT)
}

/// Makes a quiz from a document's text with the forge, on a blocking
/// thread. `count` is how many questions the teacher asked for.
///
/// The forge today recognises the questions a document holds (all of
/// them); when generation lands (`quizforge_forge::make_with(text,
/// &Options { count })`), pass `count` through here: this is the only call.
pub async fn forge(text: String, count: usize) -> Result<Made, AppError> {
    tokio::task::spawn_blocking(move || {
        let _ = count;
        let made =
            quizforge_forge::make(&text).map_err(|error| AppError::Invalid(format!("{error}.")))?;
        let warnings = made
            .warnings
            .iter()
            .map(|w| format!("line {}, column {}: {}", w.line, w.column, w.message))
            .collect();
        Ok(Made {
            quiz: made.quiz,
            text,
            warnings,
        })
    })
    .await
    .map_err(|error| AppError::internal(format!("forge task: {error}")))?
}

/// Adds to `quiz` up to `count` questions made from `text` that it does
/// not already hold (compared by prompt), returning how many were added.
pub async fn more_questions(
    quiz: &mut Quiz,
    text: String,
    count: usize,
) -> Result<usize, AppError> {
    if text.trim().is_empty() {
        return Err(AppError::Invalid(
            "This quiz was not made from a document, so there is nothing to take more from.".into(),
        ));
    }
    let wanted = quiz.questions.len() + count;
    let made = forge(text, wanted).await?;
    let have: std::collections::BTreeSet<String> = quiz
        .questions
        .iter()
        .map(|q| prompt_key(&q.prompt))
        .collect();
    let before = quiz.questions.len();
    quiz.questions.extend(
        made.quiz
            .questions
            .into_iter()
            .filter(|q| !have.contains(&prompt_key(&q.prompt)))
            .take(count),
    );
    Ok(quiz.questions.len() - before)
}

fn prompt_key(prompt: &str) -> String {
    prompt
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_that_are_not_text_are_named_and_refused() {
        let pdf = document_text("notes.pdf", b"%PDF-1.7 ...").expect_err("refused");
        assert!(pdf.message().contains("PDF"), "{}", pdf.message());
        let docx = document_text("notes.docx", b"PK\x03\x04...").expect_err("refused");
        assert!(docx.message().contains("DOCX"));
        let empty = document_text("empty.txt", b"  \n").expect_err("refused");
        assert!(empty.message().contains("no text"));
        let binary = document_text("x.bin", b"ab\0cd").expect_err("refused");
        assert!(binary.message().contains("binary"));
        assert_eq!(
            document_text("a.txt", b"\xEF\xBB\xBFhi").expect("text"),
            "hi"
        );
    }

    #[test]
    fn counts_stay_within_bounds() {
        assert_eq!(clamp_count(None), DEFAULT_COUNT);
        assert_eq!(clamp_count(Some(0)), 1);
        assert_eq!(clamp_count(Some(10_000)), MAX_COUNT);
    }
}
