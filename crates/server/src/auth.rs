//! Teacher accounts: sign up, sign in, sign out, change password; the
//! session cookie and the CSRF checks every form goes through.
//!
//! A session is a random token in an `HttpOnly; SameSite=Lax` cookie; the
//! database keeps only its SHA-256. Each session has its own CSRF token
//! (synchronizer pattern) that every form of a signed-in teacher carries.
//! The sign-in and sign-up forms, used before there is a session, carry a
//! token that must match a cookie set with the form (double submit).
//! Failed sign-ins slow further tries from the same account and address
//! (exponential back-off, `throttle.rs`), never locking the owner out.

use std::net::SocketAddr;

use askama::Template;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Query, State};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use quizforge_store::{NewSession, Store, StoreError, User, now};
use serde::Deserialize;

use crate::AppState;
use crate::error::{AppError, Result};
use crate::security::{
    append_cookie, check_form_token, cookie, form_token, hash_password, random_token, same_secret,
    set_cookie, token_hash, verify_password,
};
use crate::throttle;
use crate::view::Nav;

/// The session cookie.
pub const SESSION_COOKIE: &str = "qf_session";
/// The cookie the sign-in and sign-up forms' CSRF token is checked against.
pub const FORM_COOKIE: &str = "qf_form";
/// How long a session lasts.
const SESSION_SECONDS: i64 = 30 * 24 * 3600;
/// The shortest password accepted.
pub const MIN_PASSWORD_CHARS: usize = 8;
/// The longest password accepted (hashing cost grows with it).
const MAX_PASSWORD_BYTES: usize = 1024;

/// The account routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/signup", get(signup_page).post(signup))
        .route("/signin", get(signin_page).post(signin))
        .route("/signout", post(signout))
        .route("/password", get(password_page).post(change_password))
        .route("/tokens/{id}/revoke", post(revoke_token))
}

/// A signed-in teacher, from the session cookie. Pages that need one take
/// it as an argument; without a live session they redirect to sign-in.
#[derive(Debug, Clone)]
pub struct Teacher {
    /// The account's id.
    pub id: i64,
    /// The account's e-mail.
    pub email: String,
    /// This session's CSRF token, for forms.
    pub csrf: String,
    /// The session's token hash (to sign out, or keep it on a password change).
    session_hash: String,
    /// The language of the teacher's pages: the one they chose, else what
    /// their browser asks for.
    pub lang: crate::i18n::Lang,
    /// The language they chose on their account page, if they chose one.
    pub chosen_lang: Option<crate::i18n::Lang>,
}

impl Teacher {
    /// Refuses a form whose CSRF token is not this session's.
    pub fn check_csrf(&self, submitted: &str) -> Result<()> {
        if same_secret(&self.csrf, submitted) {
            Ok(())
        } else {
            Err(AppError::BadCsrf)
        }
    }

    /// The navigation bar for this teacher, in English: for the pages
    /// whose text is not in the message files yet (a page is in one
    /// language, bar and all).
    pub fn nav(&self) -> Nav {
        Nav {
            email: Some(self.email.clone()),
            csrf: self.csrf.clone(),
            ..Nav::default()
        }
    }

    /// The navigation bar for this teacher in the teacher's language, for
    /// the pages whose text is in the message files.
    pub fn localised_nav(&self) -> Nav {
        Nav {
            lang: self.lang,
            ..self.nav()
        }
    }
}

impl FromRequestParts<AppState> for Teacher {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self> {
        let token = cookie(&parts.headers, SESSION_COOKIE).ok_or(AppError::SignInRequired)?;
        match state.store.session(&token_hash(token), now()).await {
            Ok(session) => {
                let chosen_lang = session
                    .language
                    .as_deref()
                    .and_then(crate::i18n::Lang::from_code);
                if let Some(lang) = chosen_lang {
                    crate::error::set_page_language(lang);
                }
                Ok(Teacher {
                    id: session.user_id,
                    email: session.email,
                    csrf: session.csrf_token,
                    session_hash: session.token_hash,
                    lang: chosen_lang.unwrap_or_else(|| crate::i18n::from_headers(&parts.headers)),
                    chosen_lang,
                })
            }
            Err(StoreError::NotFound) => Err(AppError::SignInRequired),
            Err(other) => Err(other.into()),
        }
    }
}

/// A teacher if one is signed in (for pages anyone may see).
pub struct MaybeTeacher(pub Option<Teacher>);

impl FromRequestParts<AppState> for MaybeTeacher {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self> {
        match Teacher::from_request_parts(parts, state).await {
            Ok(teacher) => Ok(MaybeTeacher(Some(teacher))),
            Err(AppError::SignInRequired) => Ok(MaybeTeacher(None)),
            Err(other) => Err(other),
        }
    }
}

/// The address the request came from, for counting failed sign-ins.
pub fn client_address(parts_extensions: &axum::http::Extensions) -> String {
    parts_extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or_else(|| "unknown".to_string(), |info| info.0.ip().to_string())
}

/// Trims and lower-cases an e-mail address and checks its shape.
pub fn normalise_email(email: &str) -> Result<String> {
    let email = email.trim().to_lowercase();
    let valid = email.len() <= 254
        && email
            .split_once('@')
            .is_some_and(|(user, domain)| !user.is_empty() && !domain.is_empty())
        && !email.chars().any(char::is_whitespace);
    if valid {
        Ok(email)
    } else {
        Err(AppError::said("account-email-invalid"))
    }
}

/// Common passwords, refused whatever their length.
const COMMON_PASSWORDS: &str = include_str!("common_passwords.txt");

/// Whether `password` is one attackers try first: on the list (ignoring
/// case and surrounding spaces), one character repeated, or digits that
/// only count up or down.
fn is_common(password: &str) -> bool {
    let lower = password.trim().to_lowercase();
    let listed = COMMON_PASSWORDS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .any(|line| line.trim() == lower);
    let chars: Vec<char> = lower.chars().collect();
    let repeated = chars.windows(2).all(|w| w[0] == w[1]);
    let digits: Vec<u32> = chars.iter().filter_map(|c| c.to_digit(10)).collect();
    let counting = digits.len() == chars.len()
        && (digits.windows(2).all(|w| (w[0] + 1) % 10 == w[1])
            || digits.windows(2).all(|w| (w[1] + 1) % 10 == w[0]));
    listed || repeated || counting
}

/// Refuses a new password that is blank, short, long or common.
pub(crate) fn check_new_password(password: &str) -> Result<()> {
    if password.trim().is_empty() {
        return Err(AppError::said("account-password-blank"));
    }
    if password.chars().count() < MIN_PASSWORD_CHARS {
        return Err(AppError::said_with(
            "account-password-short",
            &[("min", MIN_PASSWORD_CHARS.to_string())],
        ));
    }
    if password.len() > MAX_PASSWORD_BYTES {
        return Err(AppError::said("account-password-long"));
    }
    if is_common(password) {
        return Err(AppError::said("account-password-common"));
    }
    Ok(())
}

/// Makes an account, saying when the e-mail has one already: only for
/// the demo account. The sign-up page and the API use
/// [`crate::signup::register`], which does not say.
pub async fn create_account(state: &AppState, email: &str, password: &str) -> Result<User> {
    let email = normalise_email(email)?;
    check_new_password(password)?;
    let hash = hash_password(password.to_string(), state.config.argon2_memory_kib).await?;
    match state.store.create_user(&email, &hash).await {
        Ok(user) => Ok(user),
        Err(StoreError::Conflict(_)) => Err(AppError::Invalid(
            "There is already an account with this e-mail. Sign in instead.".into(),
        )),
        Err(other) => Err(other.into()),
    }
}

/// Checks an e-mail and password; used by the sign-in page, the API and
/// the password change. Failures slow the next tries from the same place
/// (see [`crate::throttle`]) without locking the owner out; `device` is the
/// browser's known-device cookie, if any.
pub async fn authenticate(
    state: &AppState,
    email: &str,
    password: &str,
    address: &str,
    device: Option<&str>,
) -> Result<User> {
    let email = email.trim().to_lowercase();
    let keys = throttle::Keys::new(&email, address, device);
    throttle::check(state, &keys).await?;
    let user = match state.store.user_by_email(&email).await {
        Ok(user) => Some(user),
        Err(StoreError::NotFound) => None,
        Err(other) => return Err(other.into()),
    };
    let password = password
        .chars()
        .take(MAX_PASSWORD_BYTES)
        .collect::<String>();
    let hash = user.as_ref().map(|u| u.password_hash.clone());
    if verify_password(password, hash, state.config.argon2_memory_kib).await?
        && let Some(user) = user
    {
        throttle::succeeded(state, &keys).await?;
        return Ok(user);
    }
    throttle::failed(state, &keys).await?;
    Err(AppError::Invalid(
        "That e-mail and password do not match an account.".into(),
    ))
}

/// Starts a session: stores it and answers with its cookie set.
async fn start_session(state: &AppState, user: &User, to: &str) -> Result<Response> {
    let token = random_token()?;
    state
        .store
        .create_session(&NewSession {
            token_hash: token_hash(&token),
            user_id: user.id,
            csrf_token: random_token()?,
            expires_at: now() + SESSION_SECONDS,
        })
        .await?;
    let mut response = Redirect::to(to).into_response();
    let secure = state.config.secure_cookies;
    append_cookie(
        &mut response,
        &set_cookie(SESSION_COOKIE, &token, SESSION_SECONDS, secure),
    )?;
    append_cookie(&mut response, &set_cookie(FORM_COOKIE, "", 0, secure))?;
    Ok(response)
}

/// The sign-in and sign-up page.
#[derive(Template)]
#[template(path = "signin.html")]
struct SignInPage {
    nav: Nav,
    signing_up: bool,
    csrf: String,
    email: String,
    error: Option<String>,
    min_password: usize,
    /// Said after a sign-up (`signup-ready`, the page's words for
    /// [`crate::signup::READY_MESSAGE`]).
    notice: Option<String>,
}

/// Renders the sign-in or sign-up form with a CSRF token matching the form
/// cookie (set here when the browser has none).
async fn account_form(
    state: &AppState,
    headers: &HeaderMap,
    signing_up: bool,
    email: String,
    error: Option<AppError>,
) -> Result<Response> {
    let (token, fresh) = form_token(headers, FORM_COOKIE)?;
    let status = error
        .as_ref()
        .map_or(axum::http::StatusCode::OK, AppError::status);
    let retry_after = error.as_ref().and_then(AppError::retry_after);
    let page = SignInPage {
        nav: Nav::anonymous_in(crate::i18n::from_headers(headers)),
        signing_up,
        csrf: token.clone(),
        email,
        error: error.map(|e| e.message_in(crate::i18n::from_headers(headers))),
        min_password: MIN_PASSWORD_CHARS,
        notice: None,
    };
    account_response(state, page, status, retry_after, &token, fresh)
}

/// The sign-in or sign-up page as a response, with the form cookie set
/// when it is new.
fn account_response(
    state: &AppState,
    page: SignInPage,
    status: axum::http::StatusCode,
    retry_after: Option<i64>,
    token: &str,
    fresh: bool,
) -> Result<Response> {
    let mut response = (status, Html(page.render()?)).into_response();
    if let Some(seconds) = retry_after {
        response
            .headers_mut()
            .insert(axum::http::header::RETRY_AFTER, seconds.into());
    }
    if fresh {
        let value = set_cookie(FORM_COOKIE, token, 3600 * 12, state.config.secure_cookies);
        append_cookie(&mut response, &value)?;
    }
    Ok(response)
}

/// The fields of the sign-in and sign-up forms.
#[derive(Debug, Deserialize)]
pub struct AccountForm {
    email: String,
    password: String,
    #[serde(default)]
    csrf: String,
}

/// The empty sign-up or sign-in form, or home for a teacher already signed in.
async fn account_page(
    state: &AppState,
    headers: &HeaderMap,
    signed_in: bool,
    signing_up: bool,
) -> Result<Response> {
    if signed_in {
        return Ok(Redirect::to("/").into_response());
    }
    account_form(state, headers, signing_up, String::new(), None).await
}

async fn signup_page(
    State(state): State<AppState>,
    MaybeTeacher(teacher): MaybeTeacher,
    headers: HeaderMap,
) -> Result<Response> {
    account_page(&state, &headers, teacher.is_some(), true).await
}

async fn signup(
    State(state): State<AppState>,
    crate::ratelimit::ClientAddress(address): crate::ratelimit::ClientAddress,
    headers: HeaderMap,
    Form(form): Form<AccountForm>,
) -> Result<Response> {
    check_form_token(&headers, FORM_COOKIE, &form.csrf)?;
    match crate::signup::register(&state, &form.email, &form.password, &address).await {
        // The same answer whether the e-mail was free or not (signup.rs).
        Ok(_) => Ok(Redirect::to(crate::signup::READY).into_response()),
        Err(error @ (AppError::Invalid(_) | AppError::Said(_) | AppError::TooManyRequests(_))) => {
            account_form(&state, &headers, true, form.email, Some(error)).await
        }
        Err(other) => Err(other),
    }
}

/// `?ready=1`: the sign-in page after a sign-up.
#[derive(Debug, Deserialize)]
struct ReadyQuery {
    #[serde(default)]
    ready: Option<String>,
}

async fn signin_page(
    State(state): State<AppState>,
    MaybeTeacher(teacher): MaybeTeacher,
    Query(query): Query<ReadyQuery>,
    headers: HeaderMap,
) -> Result<Response> {
    if teacher.is_some() || query.ready.is_none() {
        return account_page(&state, &headers, teacher.is_some(), false).await;
    }
    let (token, fresh) = form_token(&headers, FORM_COOKIE)?;
    let nav = Nav::anonymous_in(crate::i18n::from_headers(&headers));
    let page = SignInPage {
        notice: Some(nav.t("signup-ready")),
        nav,
        signing_up: false,
        csrf: token.clone(),
        email: String::new(),
        error: None,
        min_password: MIN_PASSWORD_CHARS,
    };
    account_response(
        &state,
        page,
        axum::http::StatusCode::OK,
        None,
        &token,
        fresh,
    )
}

async fn signin(
    State(state): State<AppState>,
    request: axum::extract::Request,
) -> Result<Response> {
    let address = client_address(request.extensions());
    let headers = request.headers().clone();
    let Form(form) = Form::<AccountForm>::from_request(request, &state)
        .await
        .map_err(|rejection| AppError::Invalid(rejection.body_text()))?;
    check_form_token(&headers, FORM_COOKIE, &form.csrf)?;
    let device = cookie(&headers, throttle::DEVICE_COOKIE);
    match authenticate(&state, &form.email, &form.password, &address, device).await {
        Ok(user) => {
            // This browser is now a known device for this account: a flood
            // of wrong passwords from elsewhere will not slow it.
            let token = match device {
                Some(token) if token.len() == 64 => token.to_string(),
                _ => random_token()?,
            };
            throttle::remember_device(&state, &user.email, &token).await?;
            let mut response = start_session(&state, &user, "/").await?;
            append_cookie(
                &mut response,
                &set_cookie(
                    throttle::DEVICE_COOKIE,
                    &token,
                    throttle::DEVICE_SECONDS,
                    state.config.secure_cookies,
                ),
            )?;
            Ok(response)
        }
        Err(error @ (AppError::Invalid(_) | AppError::Said(_) | AppError::TooManyAttempts(_))) => {
            account_form(&state, &headers, false, form.email, Some(error)).await
        }
        Err(other) => Err(other),
    }
}

/// A form that carries only its CSRF token.
#[derive(Debug, Deserialize)]
pub struct CsrfForm {
    #[serde(default)]
    csrf: String,
}

async fn signout(
    State(state): State<AppState>,
    teacher: Teacher,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    state.store.delete_session(&teacher.session_hash).await?;
    let mut response = Redirect::to("/signin").into_response();
    append_cookie(
        &mut response,
        &set_cookie(SESSION_COOKIE, "", 0, state.config.secure_cookies),
    )?;
    Ok(response)
}

/// The change-password page.
#[derive(Template)]
#[template(path = "password.html")]
struct PasswordPage {
    nav: Nav,
    error: Option<String>,
    done: bool,
    revoked: bool,
    /// The language chosen for the teacher's pages ("" for the browser's).
    language: &'static str,
    /// Whether the language was just saved.
    language_saved: bool,
    min_password: usize,
    /// The account's live API tokens: (id, "Token 3: made …, expires …").
    tokens: Vec<(i64, String)>,
}

impl PasswordPage {
    async fn new(state: &AppState, teacher: &Teacher, error: Option<String>) -> Result<Self> {
        let zone = crate::zone::of_teacher(state, teacher.id).await;
        let tokens = state
            .store
            .api_tokens(teacher.id, now())
            .await?
            .into_iter()
            .map(|t| {
                let line = crate::i18n::text_with(
                    teacher.lang,
                    "tokens-line",
                    &[
                        ("id", t.id.into()),
                        (
                            "made",
                            crate::zone::show(t.created_at, zone.as_deref(), teacher.lang).into(),
                        ),
                        (
                            "expires",
                            crate::zone::show(t.expires_at, zone.as_deref(), teacher.lang).into(),
                        ),
                    ],
                );
                (t.id, line)
            })
            .collect();
        Ok(PasswordPage {
            nav: teacher.localised_nav(),
            error,
            done: false,
            revoked: false,
            language: teacher.chosen_lang.map_or("", crate::i18n::Lang::code),
            language_saved: false,
            min_password: MIN_PASSWORD_CHARS,
            tokens,
        })
    }
}

#[derive(Debug, Deserialize)]
struct DoneQuery {
    #[serde(default)]
    done: bool,
    #[serde(default)]
    revoked: bool,
    #[serde(default)]
    language: Option<String>,
}

async fn password_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Query(query): Query<DoneQuery>,
) -> Result<Html<String>> {
    let mut page = PasswordPage::new(&state, &teacher, None).await?;
    page.done = query.done;
    page.revoked = query.revoked;
    page.language_saved = query.language.is_some();
    Ok(Html(page.render()?))
}

/// `POST /tokens/{id}/revoke`: ends one of the teacher's API tokens.
async fn revoke_token(
    State(state): State<AppState>,
    teacher: Teacher,
    axum::extract::Path(id): axum::extract::Path<i64>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    state.store.delete_api_token(teacher.id, id).await?;
    Ok(Redirect::to("/password?revoked=true").into_response())
}

/// The change-password form.
#[derive(Debug, Deserialize)]
struct PasswordForm {
    current: String,
    new: String,
    #[serde(default)]
    csrf: String,
}

async fn change_password(
    State(state): State<AppState>,
    teacher: Teacher,
    request: axum::extract::Request,
) -> Result<Response> {
    let address = client_address(request.extensions());
    let device = cookie(request.headers(), throttle::DEVICE_COOKIE).map(str::to_string);
    let Form(form) = Form::<PasswordForm>::from_request(request, &state)
        .await
        .map_err(|rejection| AppError::Invalid(rejection.body_text()))?;
    teacher.check_csrf(&form.csrf)?;
    let checked = async {
        check_new_password(&form.new)?;
        authenticate(
            &state,
            &teacher.email,
            &form.current,
            &address,
            device.as_deref(),
        )
        .await
    }
    .await;
    match checked {
        Ok(user) => {
            let hash = hash_password(form.new, state.config.argon2_memory_kib).await?;
            state
                .store
                .set_password(user.id, &hash, Some(&teacher.session_hash))
                .await?;
            Ok(Redirect::to("/password?done=true").into_response())
        }
        Err(error @ (AppError::Invalid(_) | AppError::Said(_) | AppError::TooManyAttempts(_))) => {
            let status = error.status();
            let page =
                PasswordPage::new(&state, &teacher, Some(error.message_in(teacher.lang))).await?;
            Ok((status, Html(page.render()?)).into_response())
        }
        Err(other) => Err(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_and_blank_passwords_are_refused() {
        for refused in [
            "password",
            "Password1",
            "  qwertyuiop ",
            "12345678",
            "23456789",
            "98765432",
            "aaaaaaaaaa",
            "iloveyou",
            "azerty123",
            "        ",
            "\t\t\t\t\t\t\t\t",
        ] {
            assert!(check_new_password(refused).is_err(), "{refused:?}");
        }
        for kept in [
            "correct horse",
            "battery staple",
            "12345679",
            "quizforge-demo",
        ] {
            assert!(check_new_password(kept).is_ok(), "{kept:?}");
        }
    }
}
