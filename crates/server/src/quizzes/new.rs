//! Making a quiz: the page with its form, reading the submitted document
//! (pasted or uploaded) and handing it to the forge through the one
//! intake road (`crate::make`), then storing the quiz and opening its
//! review screen.

use askama::Template;
use axum::extract::{Multipart, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use quizforge_store::{Store, StoredQuiz};

use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::i18n::{self, Lang};
use crate::make::{self, DEFAULT_COUNT, MAX_COUNT};
use crate::view::Nav;

/// The make page.
#[derive(Template)]
#[template(path = "make.html")]
struct MakePage {
    nav: Nav,
    text: String,
    count: usize,
    max_count: usize,
    max_megabytes: usize,
    error: Option<String>,
}

impl MakePage {
    fn new(teacher: &Teacher, text: String, count: usize, error: Option<String>) -> Self {
        MakePage {
            nav: teacher.localised_nav(),
            text,
            count,
            max_count: MAX_COUNT,
            max_megabytes: crate::MAX_DOCUMENT_BYTES / (1024 * 1024),
            error,
        }
    }
}

pub(super) async fn make_page(teacher: Teacher) -> Result<Html<String>> {
    Ok(Html(
        MakePage::new(&teacher, String::new(), DEFAULT_COUNT, None).render()?,
    ))
}

/// A document sent to be made into a quiz: pasted text or a file.
#[derive(Debug, Default)]
pub struct Submission {
    /// The CSRF token (web form only).
    pub csrf: String,
    /// Pasted text.
    pub text: String,
    /// An uploaded file's name and bytes, when one was chosen.
    pub file: Option<(String, Vec<u8>)>,
    /// How many questions were asked for.
    pub count: Option<usize>,
}

/// Reads a multipart form holding `text`, `file`, `count` (and `csrf`).
/// A body over the limit is [`AppError::TooLarge`].
pub async fn read_submission(mut multipart: Multipart) -> Result<Submission> {
    let mut submission = Submission::default();
    while let Some(field) = multipart.next_field().await? {
        let name = field.name().unwrap_or_default().to_string();
        match name.as_str() {
            "file" => {
                let file_name = field.file_name().unwrap_or_default().to_string();
                let bytes = field.bytes().await?;
                if !bytes.is_empty() || !file_name.is_empty() {
                    submission.file = Some((file_name, bytes.to_vec()));
                }
            }
            "text" | "csrf" | "count" => {
                let value = field.text().await?;
                match name.as_str() {
                    "text" => submission.text = value,
                    "csrf" => submission.csrf = value,
                    _ => submission.count = value.trim().parse().ok(),
                }
            }
            _ => {}
        }
    }
    Ok(submission)
}

/// Makes and stores a quiz from a submission; used by the page and the API.
/// A document that names no title gets one in `lang` (the teacher's).
pub async fn make_and_store(
    state: &AppState,
    owner: i64,
    submission: Submission,
    lang: Lang,
) -> Result<(StoredQuiz, Vec<String>)> {
    let (name, bytes) = match submission.file {
        Some((name, bytes)) if !bytes.is_empty() || submission.text.trim().is_empty() => {
            (Some(name), bytes)
        }
        _ => {
            if submission.text.len() > crate::MAX_DOCUMENT_BYTES {
                return Err(AppError::TooLarge);
            }
            if submission.text.trim().is_empty() {
                return Err(AppError::said("make-refused-nothing"));
            }
            (None, submission.text.into_bytes())
        }
    };
    let mut made = make::make(state, name, bytes, make::clamp_count(submission.count)).await?;
    if made.quiz.title == quizforge_forge::UNTITLED {
        made.quiz.title = i18n::text(lang, "quiz-untitled");
    }
    // Images given by address are fetched now, once, into the media store.
    let left_out = crate::media::localise(state, &mut made.quiz, &made.media).await;
    made.warnings
        .extend(left_out.iter().map(ToString::to_string));
    let stored = state
        .store
        .create_quiz(owner, &made.quiz, &made.text)
        .await?;
    Ok((stored, made.warnings))
}

pub(super) async fn make_quiz(
    State(state): State<AppState>,
    teacher: Teacher,
    multipart: std::result::Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Response> {
    let multipart = multipart.map_err(|rejection| AppError::Invalid(rejection.body_text()))?;
    let submission = match read_submission(multipart).await {
        Ok(submission) => submission,
        Err(AppError::TooLarge) => {
            let page = MakePage::new(
                &teacher,
                String::new(),
                DEFAULT_COUNT,
                Some(AppError::TooLarge.message_in(teacher.lang)),
            );
            return Ok((StatusCode::PAYLOAD_TOO_LARGE, Html(page.render()?)).into_response());
        }
        Err(other) => return Err(other),
    };
    teacher.check_csrf(&submission.csrf)?;
    let (text, count) = (
        submission.text.clone(),
        submission.count.unwrap_or(DEFAULT_COUNT),
    );
    match make_and_store(&state, teacher.id, submission, teacher.lang).await {
        Ok((stored, _)) => {
            let notice = if stored.quiz.questions.is_empty() {
                "empty"
            } else if stored.quiz.questions.len() < make::clamp_count(Some(count))
                && !stored.source_text.is_empty()
            {
                // The notice points at the suggestions only when there are some.
                if stored.quiz.suggestions.is_empty() {
                    "short-bare"
                } else {
                    "short"
                }
            } else {
                "made"
            };
            Ok(Redirect::to(&format!("/quizzes/{}?notice={notice}", stored.id)).into_response())
        }
        Err(
            error
            @ (AppError::Invalid(_) | AppError::Said(_) | AppError::TooLarge | AppError::Busy),
        ) => {
            // Show the form again with the pasted text, so nothing is lost.
            let status = error.status();
            let text = if text.len() > crate::MAX_DOCUMENT_BYTES {
                String::new()
            } else {
                text
            };
            let page = MakePage::new(&teacher, text, count, Some(error.message_in(teacher.lang)));
            Ok((status, Html(page.render()?)).into_response())
        }
        Err(other) => Err(other),
    }
}
