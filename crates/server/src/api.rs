//! The JSON API under `/api/v1`, described by `openapi.json` beside this
//! file (served at `/api/v1/openapi.json`; a snapshot test keeps the two
//! in step). Clients authenticate with `Authorization: Bearer <token>`
//! from `POST /api/v1/tokens`, so they need no cookie and no CSRF token:
//! a browser never sends the header by itself.

use axum::extract::{
    DefaultBodyLimit, FromRequest, FromRequestParts, Multipart, Path, Query, Request, State,
};
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{Json, Router};
use quizforge_core::Quiz;
use quizforge_store::{Store, StoreError, StoredQuiz, User};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::AppState;
use crate::auth::{authenticate, client_address};
use crate::error::AppError;
use crate::make::MAX_BODY_BYTES;
use crate::quizzes::{Submission, download_response, make_and_store, read_submission};
use crate::security::{random_token, token_hash};

/// The OpenAPI document of this API.
pub const OPENAPI: &str = include_str!("openapi.json");

/// The API routes (nested under `/api/v1`).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/openapi.json", get(openapi))
        .route("/signup", post(signup))
        .route("/tokens", post(tokens).get(list_tokens))
        .route("/tokens/{id}", delete(revoke_token))
        .route(
            "/quizzes",
            get(list)
                .post(create)
                .layer(DefaultBodyLimit::max(MAX_BODY_BYTES)),
        )
        .route(
            "/quizzes/{id}",
            get(read)
                .put(update)
                .delete(remove)
                .patch(crate::library::api::patch),
        )
        .route("/quizzes/{id}/export", get(export))
        .merge(crate::play::api::router())
        .merge(crate::results::api_router())
        .merge(crate::library::api::router())
        .fallback(|| async { ApiError(AppError::NotFound) })
}

/// An [`AppError`] answered as JSON: `{"error": "…"}` with its status.
#[derive(Debug)]
pub struct ApiError(pub AppError);

impl From<AppError> for ApiError {
    fn from(error: AppError) -> Self {
        ApiError(error)
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        ApiError(error.into())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = match self.0 {
            AppError::SignInRequired => StatusCode::UNAUTHORIZED,
            ref other => other.status(),
        };
        let mut response = (status, Json(json!({ "error": self.0.message() }))).into_response();
        self.0.add_retry_after(&mut response);
        if status == StatusCode::UNAUTHORIZED {
            response.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                header::HeaderValue::from_static("Bearer"),
            );
        }
        response
    }
}

pub(crate) type ApiResult<T> = Result<T, ApiError>;

/// A JSON body, with its rejections answered as API errors.
pub(crate) struct Body<T>(pub(crate) T);

impl<T: serde::de::DeserializeOwned> FromRequest<AppState> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &AppState) -> ApiResult<Self> {
        match Json::<T>::from_request(request, state).await {
            Ok(Json(value)) => Ok(Body(value)),
            Err(rejection) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                Err(AppError::TooLarge.into())
            }
            Err(rejection) => Err(AppError::Invalid(rejection.body_text()).into()),
        }
    }
}

/// The teacher an API token belongs to.
pub struct ApiTeacher(pub User);

impl FromRequestParts<AppState> for ApiTeacher {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Self> {
        let token = parts
            .headers
            .get(header::AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .map(str::trim)
            .ok_or(AppError::Unauthorized(
                "Send `Authorization: Bearer <token>`; get a token from POST /api/v1/tokens.",
            ))?;
        match state
            .store
            .api_token_user(&token_hash(token), quizforge_store::now())
            .await
        {
            Ok(user) => Ok(ApiTeacher(user)),
            Err(StoreError::NotFound) => {
                Err(AppError::Unauthorized("This token is not valid (any more).").into())
            }
            Err(other) => Err(other.into()),
        }
    }
}

async fn openapi() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], OPENAPI).into_response()
}

/// The body of sign-up and token requests.
#[derive(Debug, Deserialize)]
struct Credentials {
    email: String,
    password: String,
}

async fn signup(
    State(state): State<AppState>,
    crate::ratelimit::ClientAddress(address): crate::ratelimit::ClientAddress,
    Body(body): Body<Credentials>,
) -> ApiResult<Response> {
    // The same answer whether the e-mail was free or not (signup.rs).
    let email = crate::signup::register(&state, &body.email, &body.password, &address).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(json!({ "email": email, "message": crate::signup::READY_MESSAGE })),
    )
        .into_response())
}

async fn tokens(State(state): State<AppState>, request: Request) -> ApiResult<Response> {
    let address = client_address(request.extensions());
    let Body(body) = Body::<Credentials>::from_request(request, &state).await?;
    let user = match authenticate(&state, &body.email, &body.password, &address, None).await {
        Ok(user) => user,
        Err(AppError::Invalid(message)) => {
            return Err(ApiError(AppError::Unauthorized(leak(message))));
        }
        Err(other) => return Err(other.into()),
    };
    let token = random_token()?;
    let expires_at = quizforge_store::now() + API_TOKEN_SECONDS;
    let id = state
        .store
        .create_api_token(user.id, &token_hash(&token), expires_at)
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "id": id, "token": token, "expires_at": expires_at })),
    )
        .into_response())
}

/// How long an API token works: 90 days, after which a program asks for a
/// new one (a forgotten token does not work for ever).
pub const API_TOKEN_SECONDS: i64 = 90 * 24 * 3600;

/// `GET /api/v1/tokens`: the account's live tokens (ids and dates only).
async fn list_tokens(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
) -> ApiResult<Response> {
    let tokens: Vec<Value> = state
        .store
        .api_tokens(user.id, quizforge_store::now())
        .await?
        .into_iter()
        .map(|t| json!({"id": t.id, "created_at": t.created_at, "expires_at": t.expires_at}))
        .collect();
    Ok(Json(json!({ "tokens": tokens })).into_response())
}

/// `DELETE /api/v1/tokens/{id}`: revokes a token (the one in use, too).
async fn revoke_token(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    state.store.delete_api_token(user.id, id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// The one sign-in failure message, as the `'static` string
/// [`AppError::Unauthorized`] holds.
fn leak(message: String) -> &'static str {
    if message.starts_with("That e-mail and password") {
        "That e-mail and password do not match an account."
    } else {
        "Signing in failed."
    }
}

/// A quiz as the API answers it: the quiz's JSON with its `id` and
/// `revision` beside the quiz's own keys.
#[derive(Serialize)]
struct QuizDocument<'a> {
    id: i64,
    revision: i64,
    #[serde(flatten)]
    quiz: &'a Quiz,
    #[serde(skip_serializing_if = "Option::is_none")]
    warnings: Option<&'a [String]>,
}

fn document<'a>(stored: &'a StoredQuiz, warnings: Option<&'a [String]>) -> Json<QuizDocument<'a>> {
    Json(QuizDocument {
        id: stored.id,
        revision: stored.revision,
        quiz: &stored.quiz,
        warnings,
    })
}

/// The JSON body of a make request.
#[derive(Debug, Deserialize)]
struct MakeBody {
    text: String,
    #[serde(default)]
    count: Option<usize>,
}

async fn create(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    request: Request,
) -> ApiResult<Response> {
    let is_multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let submission = if is_multipart {
        let multipart = Multipart::from_request(request, &state)
            .await
            .map_err(|rejection| AppError::Invalid(rejection.body_text()))?;
        let submission = read_submission(multipart).await?;
        if submission.file.is_none() && submission.text.is_empty() {
            return Err(AppError::Invalid("Send the document in a `file` field.".into()).into());
        }
        submission
    } else {
        let Body(body) = Body::<MakeBody>::from_request(request, &state).await?;
        Submission {
            text: body.text,
            count: body.count,
            ..Submission::default()
        }
    };
    let (stored, warnings) =
        make_and_store(&state, user.id, submission, crate::i18n::Lang::En).await?;
    Ok((StatusCode::CREATED, document(&stored, Some(&warnings))).into_response())
}

#[derive(Debug, Deserialize)]
struct ListQuery {
    #[serde(default)]
    search: String,
}

async fn list(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Query(query): Query<ListQuery>,
) -> ApiResult<Response> {
    let quizzes: Vec<Value> = state
        .store
        .list_quizzes(user.id, &query.search)
        .await?
        .into_iter()
        .map(|q| {
            json!({
                "id": q.id,
                "title": q.title,
                "questions": q.questions,
                "unanswered": q.unanswered,
                "revision": q.revision,
                "created_at": q.created_at,
                "updated_at": q.updated_at,
            })
        })
        .collect();
    Ok(Json(json!({ "quizzes": quizzes })).into_response())
}

async fn read(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    let stored = state.store.quiz(user.id, id).await?;
    Ok(document(&stored, None).into_response())
}

async fn update(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
    Body(mut body): Body<Value>,
) -> ApiResult<Response> {
    let object = body
        .as_object_mut()
        .ok_or_else(|| AppError::Invalid("Send the quiz as a JSON object.".into()))?;
    let revision = object
        .remove("revision")
        .and_then(|r| r.as_i64())
        .ok_or_else(|| {
            AppError::Invalid(
                "Send the `revision` you read, so a change made meanwhile is not overwritten."
                    .into(),
            )
        })?;
    object.remove("id");
    object.remove("warnings");
    let mut quiz: Quiz = serde_json::from_value(body)
        .map_err(|error| AppError::Invalid(format!("This is not a quiz: {error}.")))?;
    // Images given by address are fetched now, once, into the media store;
    // one that cannot be kept refuses the change, saying why.
    let left_out = crate::media::localise(&state, &mut quiz, &[]).await;
    if !left_out.is_empty() {
        let reasons: Vec<String> = left_out.iter().map(ToString::to_string).collect();
        return Err(
            AppError::Invalid(format!("Nothing was saved: {}.", reasons.join("; "))).into(),
        );
    }
    let stored = match state.store.update_quiz(user.id, id, revision, &quiz).await {
        Err(StoreError::Conflict(_)) => {
            return Err(AppError::Conflict(
                "The quiz was changed since this revision: read it again, reapply your change and send the new revision."
                    .into(),
            )
            .into());
        }
        other => other?,
    };
    Ok(document(&stored, None).into_response())
}

async fn remove(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    state.store.delete_quiz(user.id, id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

#[derive(Debug, Deserialize)]
struct ExportQuery {
    #[serde(default)]
    format: String,
}

async fn export(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<i64>,
    Query(query): Query<ExportQuery>,
) -> ApiResult<Response> {
    let stored = state.store.quiz(user.id, id).await?;
    Ok(download_response(stored.quiz, query.format).await?)
}
