//! The library's API routes (under `/api/v1`): sharing and tags
//! (`PATCH /quizzes/{id}`), copying, search and related quizzes.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use quizforge_library::{Scope, Search};
use quizforge_store::{LibraryQuiz, LibraryStore};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::AppState;
use crate::api::{ApiResult, ApiTeacher, Body};
use crate::error::AppError;

/// The routes, nested under `/api/v1` (`PATCH /quizzes/{id}` is
/// registered beside the quiz's other methods, see [`patch`]).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/quizzes/{id}/copy", post(copy))
        .route("/quizzes/{id}/related", get(related))
        .route("/quizzes/{id}/sharing", get(sharing))
        .route("/search", get(search))
}

/// The sharing of a quiz as the API shows it.
fn sharing_json(entry: &LibraryQuiz) -> Value {
    json!({
        "id": entry.stored.id,
        "visibility": entry.sharing.visibility.as_str(),
        "subject": entry.sharing.subject,
        "grade": entry.sharing.grade,
        "tags": entry.sharing.tags,
        "based_on": entry.based_on,
        "based_on_title": entry.based_on_title,
        "copies": entry.copies,
        "plays": entry.plays,
        "suggested_subject": quizforge_library::suggest::subject(&entry.stored.quiz),
        "suggested_grade": quizforge_library::reading::grade(&entry.stored.quiz),
    })
}

/// The body of `PATCH /quizzes/{id}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PatchBody {
    #[serde(default)]
    visibility: Option<String>,
    #[serde(default)]
    tags: Option<Vec<String>>,
    #[serde(default)]
    subject: Option<String>,
    #[serde(default)]
    grade: Option<String>,
}

/// `PATCH /quizzes/{id}`: sets visibility and tags of one of the caller's
/// quizzes (its questions and revision are untouched).
pub(crate) async fn patch(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
    Body(body): Body<PatchBody>,
) -> ApiResult<Response> {
    let current = state.store.library_quiz(Some(user.id), id).await?;
    if current.stored.owner_id != user.id {
        return Err(AppError::NotFound.into());
    }
    let sharing = super::sharing_from(
        &current.sharing,
        body.visibility.as_deref(),
        body.subject.as_deref(),
        body.grade.as_deref(),
        body.tags.as_deref(),
    )?;
    state.store.set_sharing(user.id, id, &sharing).await?;
    let entry = state.store.library_quiz(Some(user.id), id).await?;
    Ok(Json(sharing_json(&entry)).into_response())
}

/// `GET /quizzes/{id}/sharing`: how a quiz the caller may see is shared
/// and reused.
async fn sharing(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    let entry = state.store.library_quiz(Some(user.id), id).await?;
    Ok(Json(sharing_json(&entry)).into_response())
}

/// `POST /quizzes/{id}/copy`: copies a quiz the caller may see into their
/// library; answers the copy.
async fn copy(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    let copied = state.store.copy_quiz(user.id, id).await?;
    let mut document = serde_json::to_value(&copied.quiz)
        .map_err(|e| AppError::Internal(format!("writing a quiz: {e}")))?;
    if let Some(object) = document.as_object_mut() {
        object.insert("id".into(), json!(copied.id));
        object.insert("revision".into(), json!(copied.revision));
        object.insert("based_on".into(), json!(id));
    }
    Ok((StatusCode::CREATED, Json(document)).into_response())
}

/// `GET /quizzes/{id}/related`.
async fn related(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    // The quiz itself must be one the caller may see.
    state.store.library_quiz(Some(user.id), id).await?;
    let related: Vec<Value> = super::related(&state, id, Some(user.id))
        .await?
        .into_iter()
        .map(|r| json!({"id": r.id, "title": r.title, "why": r.why.to_string()}))
        .collect();
    Ok(Json(json!({ "related": related })).into_response())
}

#[derive(Debug, Deserialize)]
struct SearchQuery {
    #[serde(default)]
    q: String,
    #[serde(default)]
    scope: String,
    #[serde(default)]
    subject: Option<String>,
    #[serde(default)]
    grade: Option<String>,
    #[serde(default)]
    language: Option<String>,
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    min_questions: Option<u64>,
    #[serde(default)]
    max_questions: Option<u64>,
    #[serde(default)]
    played_within_days: Option<i64>,
    #[serde(default)]
    limit: Option<usize>,
}

/// `GET /search`.
async fn search(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Query(query): Query<SearchQuery>,
) -> ApiResult<Response> {
    let scope = Scope::parse(&query.scope)
        .filter(|s| *s != Scope::Public)
        .ok_or_else(|| AppError::Invalid("`scope` is mine or school.".into()))?;
    let hits = super::search(
        &state,
        Search {
            text: query.q,
            viewer: Some(user.id),
            scope,
            subject: query.subject,
            grade: query.grade,
            language: query.language,
            kinds: query
                .kind
                .map(|k| k.split(',').map(str::to_string).collect())
                .unwrap_or_default(),
            min_questions: query.min_questions,
            max_questions: query.max_questions,
            played_since: query
                .played_within_days
                .map(|days| quizforge_store::now() - days.clamp(0, 36_500) * 24 * 3600),
            limit: query.limit.unwrap_or(20),
        },
    )
    .await?;
    let results: Vec<Value> = hits
        .into_iter()
        .map(|hit| {
            json!({
                "id": hit.id,
                "title": hit.title,
                "snippet": hit.snippet.text,
                "highlights": hit.snippet.highlights.iter().map(|(s, e)| [s, e]).collect::<Vec<_>>(),
                "score": hit.score,
                "mine": hit.owner == user.id,
                "visibility": if hit.owner == user.id { hit.visibility.as_str() } else { "shared" },
                "subject": hit.subject,
                "grade": hit.grade,
                "language": hit.language,
                "questions": hit.questions,
                "copies": hit.copies,
                "plays": hit.plays,
            })
        })
        .collect();
    Ok(Json(json!({ "results": results })).into_response())
}
