//! One error type for the whole app. Pages render it as an HTML page; the
//! API (through [`crate::api::ApiError`]) as `{"error": "…"}`. Internal
//! errors are logged and never shown.

use askama::Template;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use quizforge_store::StoreError;

/// Everything a request can fail with.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// No such page or quiz, or it is someone else's.
    #[error("Not found. It may have been deleted, or it belongs to another account.")]
    NotFound,
    /// The page needs a signed-in teacher.
    #[error("Please sign in.")]
    SignInRequired,
    /// An API call without a valid bearer token.
    #[error("{0}")]
    Unauthorized(&'static str),
    /// A form without the right CSRF token.
    #[error(
        "This form has expired or did not come from quizforge. Go back, reload the page and try again."
    )]
    BadCsrf,
    /// The quiz changed since the form was loaded.
    #[error("{0}")]
    Conflict(String),
    /// A body or document over the limit.
    #[error(
        "That is more than {} MB. Split the document, or paste only the part you need.",
        crate::MAX_DOCUMENT_BYTES / (1024 * 1024)
    )]
    TooLarge,
    /// Input we cannot use, with a message for the teacher.
    #[error("{0}")]
    Invalid(String),
    /// Every slot for reading files is taken.
    #[error(
        "quizforge is busy reading other files just now. Wait a moment and try again; nothing was lost."
    )]
    Busy,
    /// Too many failed sign-ins: wait this many seconds.
    #[error("Too many failed sign-ins. Wait {} and try again.", wait_words(*.0))]
    TooManyAttempts(i64),
    /// Over a rate limit (`ratelimit.rs`): wait this many seconds.
    #[error("Too many requests from here just now. Wait {} and try again.", wait_words(*.0))]
    TooManyRequests(i64),
    /// A failure that is ours, not the user's; logged, not shown.
    #[error("internal error")]
    Internal(String),
}

/// "1 second", "30 seconds", "5 minutes".
fn wait_words(seconds: i64) -> String {
    match seconds {
        1 => "1 second".into(),
        s if s < 120 => format!("{s} seconds"),
        s => format!("{} minutes", (s + 59) / 60),
    }
}

impl AppError {
    /// An internal error with what went wrong (for the log only).
    pub fn internal(what: impl Into<String>) -> Self {
        AppError::Internal(what.into())
    }

    /// The HTTP status this error answers with.
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::SignInRequired | AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::BadCsrf => StatusCode::FORBIDDEN,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::TooManyAttempts(_) | AppError::TooManyRequests(_) => {
                StatusCode::TOO_MANY_REQUESTS
            }
            AppError::Busy => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// Seconds a client should wait before trying again (`Retry-After`),
    /// for the refusals that pass with time.
    pub fn retry_after(&self) -> Option<i64> {
        match self {
            AppError::TooManyAttempts(seconds) | AppError::TooManyRequests(seconds) => {
                Some(*seconds)
            }
            AppError::Busy => Some(5),
            _ => None,
        }
    }

    /// Adds `Retry-After` to a response for this error, when it has one.
    pub fn add_retry_after(&self, response: &mut Response) {
        if let Some(seconds) = self.retry_after()
            && let Ok(value) = header::HeaderValue::from_str(&seconds.to_string())
        {
            response.headers_mut().insert(header::RETRY_AFTER, value);
        }
    }

    /// The message shown to the user (never internal details).
    pub fn message(&self) -> String {
        match self {
            AppError::Internal(what) => {
                tracing::error!(error = %what, "internal error");
                "Something went wrong on our side. Your last change may not have been saved; \
                 reload the page to check."
                    .to_string()
            }
            other => other.to_string(),
        }
    }
}

impl From<StoreError> for AppError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::NotFound => AppError::NotFound,
            StoreError::Conflict(what) => AppError::Conflict(what.to_string()),
            StoreError::Invalid { index, source } => {
                AppError::Invalid(format!("Question {}: {source}.", index + 1))
            }
            other => AppError::Internal(other.to_string()),
        }
    }
}

impl From<askama::Error> for AppError {
    fn from(error: askama::Error) -> Self {
        AppError::Internal(format!("rendering a page: {error}"))
    }
}

/// The error page.
#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    nav: crate::view::Nav,
    status: u16,
    heading: &'static str,
    message: String,
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        if matches!(self, AppError::SignInRequired) {
            return Redirect::to("/signin").into_response();
        }
        let status = self.status();
        let heading = match self {
            AppError::NotFound => "Not found",
            AppError::BadCsrf => "Form expired",
            AppError::Conflict(_) => "Changed meanwhile",
            AppError::TooLarge => "Too large",
            AppError::Invalid(_) => "Cannot use this",
            AppError::TooManyAttempts(_) => "Too many attempts",
            AppError::TooManyRequests(_) => "Too many requests",
            AppError::Busy => "Busy",
            _ => "Something went wrong",
        };
        let page = ErrorPage {
            nav: crate::view::Nav::anonymous(),
            status: status.as_u16(),
            heading,
            message: self.message(),
        };
        let mut response = match page.render() {
            Ok(html) => (status, Html(html)).into_response(),
            Err(_) => (
                status,
                [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
                page.message,
            )
                .into_response(),
        };
        self.add_retry_after(&mut response);
        response
    }
}

/// A handler's result.
pub type Result<T, E = AppError> = std::result::Result<T, E>;
