//! One error type for the whole app. Pages render it as an HTML page; the
//! API (through [`crate::api::ApiError`]) as `{"error": "…"}`. Internal
//! errors are logged and never shown.

use std::cell::Cell;

use askama::Template;
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Redirect, Response};
use quizforge_store::StoreError;

use crate::i18n::{self, Lang};

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
    /// Input we cannot use, said by a message of the message files: in
    /// English to the API, in the page's language on a page.
    #[error("{}", .0.in_lang(Lang::En))]
    Said(Said),
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

/// A refusal in the message files: its key and its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Said {
    key: &'static str,
    args: Vec<(&'static str, String)>,
}

impl Said {
    /// The message in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        let args: Vec<(&str, fluent_bundle::FluentValue<'_>)> = self
            .args
            .iter()
            .map(|(name, value)| (*name, value.as_str().into()))
            .collect();
        i18n::text_with(lang, self.key, &args)
    }
}

/// "1 second", "30 seconds", "5 minutes".
fn wait_words(seconds: i64) -> String {
    wait_words_in(seconds, Lang::En)
}

/// [`wait_words`] in `lang`.
fn wait_words_in(seconds: i64, lang: Lang) -> String {
    match seconds {
        s if s < 120 => i18n::text_with(lang, "error-wait-seconds", &[("count", s.into())]),
        s => i18n::text_with(
            lang,
            "error-wait-minutes",
            &[("count", ((s + 59) / 60).into())],
        ),
    }
}

#[cfg(test)]
fn wait_words_before_the_message_files(seconds: i64) -> String {
    match seconds {
        1 => "1 second".into(),
        s if s < 120 => format!("{s} seconds"),
        s => format!("{} minutes", (s + 59) / 60),
    }
}

impl AppError {
    /// Input refused with the message `key` of the message files (422).
    pub fn said(key: &'static str) -> Self {
        AppError::Said(Said {
            key,
            args: Vec::new(),
        })
    }

    /// [`AppError::said`] with arguments.
    pub fn said_with(key: &'static str, args: &[(&'static str, String)]) -> Self {
        AppError::Said(Said {
            key,
            args: args.to_vec(),
        })
    }

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
            AppError::Invalid(_) | AppError::Said(_) => StatusCode::UNPROCESSABLE_ENTITY,
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

    /// The message shown on the error page, in `lang`: this crate's own
    /// words in the page's language; a message made elsewhere (a form's
    /// problem, a conflict) as it was made.
    pub fn message_in(&self, lang: Lang) -> String {
        let message = self.message();
        let wait = |seconds: i64| [("wait", wait_words_in(seconds, lang).into())];
        match self {
            AppError::NotFound => i18n::text(lang, "error-not-found"),
            AppError::BadCsrf => i18n::text(lang, "error-bad-csrf"),
            AppError::TooLarge => i18n::text_with(
                lang,
                "error-too-large",
                &[(
                    "megabytes",
                    (crate::MAX_DOCUMENT_BYTES / (1024 * 1024)).into(),
                )],
            ),
            AppError::Busy => i18n::text(lang, "error-busy"),
            AppError::TooManyAttempts(seconds) => {
                i18n::text_with(lang, "error-too-many-attempts", &wait(*seconds))
            }
            AppError::TooManyRequests(seconds) => {
                i18n::text_with(lang, "error-too-many-requests", &wait(*seconds))
            }
            AppError::Internal(_) => i18n::text(lang, "error-internal"),
            AppError::Said(said) => said.in_lang(lang),
            _ => message,
        }
    }
}

tokio::task_local! {
    /// The language of the page a request is answered with, for its error
    /// page: the browser's, or a signed-in teacher's ([`set_page_language`]).
    static PAGE_LANGUAGE: Cell<Lang>;
}

/// Middleware: a request's error page is in the language its browser asks
/// for, unless a signed-in teacher chose one.
pub async fn in_page_language(request: Request, next: Next) -> Response {
    let lang = i18n::from_headers(request.headers());
    PAGE_LANGUAGE
        .scope(Cell::new(lang), next.run(request))
        .await
}

/// Sets the language of the current request's error page (a teacher's
/// own, once they are known); nothing outside [`in_page_language`].
pub fn set_page_language(lang: Lang) {
    let _ = PAGE_LANGUAGE.try_with(|cell| cell.set(lang));
}

/// The language of the current request's error page (English outside
/// [`in_page_language`]).
fn page_language() -> Lang {
    PAGE_LANGUAGE.try_with(Cell::get).unwrap_or_default()
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

/// A multipart form that could not be read: over the route's body limit,
/// or broken.
impl From<axum::extract::multipart::MultipartError> for AppError {
    fn from(error: axum::extract::multipart::MultipartError) -> Self {
        if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
            AppError::TooLarge
        } else {
            AppError::Invalid(format!(
                "The form could not be read: {}.",
                error.body_text()
            ))
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
    heading: String,
    message: String,
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        if matches!(self, AppError::SignInRequired) {
            return Redirect::to("/signin").into_response();
        }
        let status = self.status();
        let heading = match self {
            AppError::NotFound => "error-heading-not-found",
            AppError::BadCsrf => "error-heading-bad-csrf",
            AppError::Conflict(_) => "error-heading-conflict",
            AppError::TooLarge => "error-heading-too-large",
            AppError::Invalid(_) | AppError::Said(_) => "error-heading-invalid",
            AppError::TooManyAttempts(_) => "error-heading-too-many-attempts",
            AppError::TooManyRequests(_) => "error-heading-too-many-requests",
            AppError::Busy => "error-heading-busy",
            _ => "error-heading-other",
        };
        let lang = page_language();
        let page = ErrorPage {
            nav: crate::view::Nav::anonymous_in(lang),
            status: status.as_u16(),
            heading: i18n::text(lang, heading),
            message: self.message_in(lang),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_reads_as_before_in_english_and_in_each_language() {
        for seconds in [1, 2, 59, 119, 120, 121, 600, 3600] {
            assert_eq!(
                wait_words(seconds),
                wait_words_before_the_message_files(seconds)
            );
        }
        assert_eq!(wait_words_in(1, Lang::Fr), "1 seconde");
        assert_eq!(wait_words_in(300, Lang::De), "5 Minuten");
        assert_eq!(wait_words_in(30, Lang::Es), "30 segundos");
    }

    #[test]
    fn the_error_page_says_in_english_what_the_api_says() {
        for error in [
            AppError::NotFound,
            AppError::BadCsrf,
            AppError::TooLarge,
            AppError::Busy,
            AppError::TooManyAttempts(30),
            AppError::TooManyRequests(300),
            AppError::Internal("a test".into()),
            AppError::Invalid("As made.".into()),
        ] {
            assert_eq!(error.message_in(Lang::En), error.message());
        }
        assert!(
            AppError::NotFound
                .message_in(Lang::Es)
                .starts_with("No encontrado.")
        );
        assert_eq!(
            AppError::Invalid("As made.".into()).message_in(Lang::De),
            "As made."
        );
    }
}
