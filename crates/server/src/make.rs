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

/// The text of an uploaded document: plain text, Markdown, HTML, PDF (its
/// text layer), DOCX, PPTX, ODT, or a quiz file in a text format, read by
/// `quizforge-extract` on a blocking thread. Files with no text (a scan,
/// an image, an empty file) and kinds it does not read are refused with a
/// message that says what to do.
pub async fn document_text(name: String, bytes: Vec<u8>) -> Result<String, AppError> {
    if bytes.len() > MAX_DOCUMENT_BYTES {
        return Err(AppError::TooLarge);
    }
    let extracted = tokio::task::spawn_blocking(move || {
        // The extractor catches a PDF parser's panics itself; this guards
        // the server from any other.
        std::panic::catch_unwind(|| quizforge_extract::extract(Some(&name), &bytes))
    })
    .await
    .map_err(|error| AppError::internal(format!("extract task: {error}")))?;
    let document = match extracted {
        Ok(Ok(document)) => document,
        Ok(Err(quizforge_extract::ExtractError::TooLarge { .. })) => {
            return Err(AppError::TooLarge);
        }
        Ok(Err(error)) => {
            return Err(AppError::Invalid(format!(
                "This file cannot be used: {error}. Open it, copy its text and paste it into the box instead."
            )));
        }
        Err(_) => {
            return Err(AppError::Invalid(
                "This file could not be read. Open it, copy its text and paste it into the box instead."
                    .into(),
            ));
        }
    };
    if document.text.trim().is_empty() {
        return Err(AppError::Invalid(
            "There is no text in this file. Choose another file, or paste the text.".into(),
        ));
    }
    Ok(document.text)
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

    #[tokio::test]
    async fn documents_without_usable_text_are_refused_with_a_reason() {
        let read = |name: &str, bytes: &[u8]| document_text(name.into(), bytes.to_vec());
        let empty = read("empty.txt", b"  \n").await.expect_err("refused");
        assert!(empty.message().contains("no text"), "{}", empty.message());
        let pdf = read("notes.pdf", b"%PDF-1.7 broken")
            .await
            .expect_err("refused");
        assert!(
            pdf.message().contains("cannot be used"),
            "{}",
            pdf.message()
        );
        let too_large = read("big.txt", &vec![b'a'; MAX_DOCUMENT_BYTES + 1]).await;
        assert!(matches!(too_large, Err(AppError::TooLarge)));
        assert_eq!(
            read("a.txt", b"\xEF\xBB\xBFhi there")
                .await
                .expect("text")
                .trim(),
            "hi there"
        );
        let html = read(
            "page.html",
            b"<html><body><h1>Cells</h1><p>Cells divide.</p><script>x()</script></body></html>",
        )
        .await
        .expect("html text");
        assert!(
            html.contains("Cells divide.") && !html.contains("x()"),
            "{html}"
        );
    }

    #[test]
    fn counts_stay_within_bounds() {
        assert_eq!(clamp_count(None), DEFAULT_COUNT);
        assert_eq!(clamp_count(Some(0)), 1);
        assert_eq!(clamp_count(Some(10_000)), MAX_COUNT);
    }
}
