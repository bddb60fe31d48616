//! Adding an image to a question, or to one of its choices, from the review
//! screen: a picture uploaded (or pasted, which the page turns into an
//! upload) or an address fetched once. `media.rs` checks it, scales it down
//! and keeps it; the teacher must say what it shows (its alt text), for the
//! students who cannot see it.

use axum::Router;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, Path, State};
use axum::response::Response;
use axum::routing::post;
use quizforge_core::Body;
use quizforge_store::Store;

use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::media;
use crate::quizzes::{save, to_review};

/// The longest description kept for an image.
const MAX_ALT_CHARS: usize = 300;

/// The route of the review screen's "Add an image" form.
pub fn router() -> Router<AppState> {
    Router::new().route(
        "/quizzes/{id}/questions/{index}/images",
        post(add_image).layer(DefaultBodyLimit::max(media::MAX_UPLOAD_BYTES + 64 * 1024)),
    )
}

/// The "Add an image" form as sent.
#[derive(Debug, Default)]
struct ImageForm {
    csrf: String,
    revision: Option<i64>,
    /// The file chosen or pasted: its declared type and bytes.
    file: Option<(Option<String>, Vec<u8>)>,
    /// Or the image's address.
    address: String,
    /// What it shows.
    alt: String,
    /// `question`, or the index of the choice it goes with.
    place: String,
}

async fn read_form(mut multipart: Multipart) -> Result<ImageForm> {
    let mut form = ImageForm::default();
    while let Some(field) = multipart.next_field().await? {
        let name = field.name().unwrap_or_default().to_string();
        if name == "file" {
            let declared = field.content_type().map(str::to_string);
            let bytes = field.bytes().await?;
            if !bytes.is_empty() {
                form.file = Some((declared, bytes.to_vec()));
            }
            continue;
        }
        let value = field.text().await?;
        match name.as_str() {
            "csrf" => form.csrf = value,
            "revision" => form.revision = value.trim().parse().ok(),
            "url" => form.address = value.trim().to_string(),
            "alt" => form.alt = value.trim().to_string(),
            "place" => form.place = value,
            _ => {}
        }
    }
    Ok(form)
}

/// `POST /quizzes/{id}/questions/{index}/images`: keeps the image and puts
/// it on the question (after its others) or on a choice (in place of the
/// choice's image), described; back to the review screen at the question,
/// with a notice saying what happened.
async fn add_image(
    State(state): State<AppState>,
    teacher: Teacher,
    Path((id, index)): Path<(i64, usize)>,
    multipart: std::result::Result<Multipart, MultipartRejection>,
) -> Result<Response> {
    let form = match multipart {
        Ok(multipart) => read_form(multipart).await,
        Err(rejection) => Err(AppError::Invalid(rejection.body_text())),
    };
    let form = match form {
        Err(AppError::TooLarge) => return Ok(to_review(id, "image-too-large", Some(index))),
        other => other?,
    };
    teacher.check_csrf(&form.csrf)?;
    let stored = state.store.quiz(teacher.id, id).await?;
    if index >= stored.quiz.questions.len() {
        return Err(AppError::NotFound);
    }
    if form.revision != Some(stored.revision) {
        return Ok(to_review(id, "conflict", Some(index)));
    }
    if form.alt.is_empty() {
        return Ok(to_review(id, "image-needs-alt", Some(index)));
    }
    let kept = match form.file {
        Some((declared, bytes)) => media::keep_upload(&state, declared.as_deref(), bytes).await,
        None if form.address.is_empty() => {
            return Ok(to_review(id, "image-none", Some(index)));
        }
        None => media::keep(&state, &form.address).await,
    };
    let src = match kept {
        Ok(src) => src,
        Err(why) => {
            tracing::info!(%why, "review: an image was not kept");
            return Ok(to_review(id, "image-refused", Some(index)));
        }
    };
    let mut quiz = stored.quiz.clone();
    let question = &mut quiz.questions[index];
    let choice = form.place.trim().parse::<usize>().ok();
    match (&mut question.body, choice) {
        (
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices },
            Some(choice),
        ) if choice < choices.len() => choices[choice].image = Some(src.clone()),
        _ => {
            if !question.images.contains(&src) {
                question.images.push(src.clone());
            }
        }
    }
    let alt: String = form.alt.chars().take(MAX_ALT_CHARS).collect();
    question.image_alt.insert(src, alt);
    crate::edit::forget_unused_alts(question);
    save(&state, &teacher, &stored, &quiz, "image-added", Some(index)).await
}
