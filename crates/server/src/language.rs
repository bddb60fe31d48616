//! A teacher's choice of language for their pages (`POST /account/language`),
//! kept on the account; without one, their pages follow the browser.

use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::post;
use axum::{Form, Router};
use quizforge_store::AccountSettings;
use serde::Deserialize;

use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::i18n::Lang;

/// The language route.
pub fn router() -> Router<AppState> {
    Router::new().route("/account/language", post(set_language))
}

/// The language form: a code of [`Lang`], or nothing for the browser's.
#[derive(Debug, Deserialize)]
struct LanguageForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    language: String,
}

async fn set_language(
    State(state): State<AppState>,
    teacher: Teacher,
    Form(form): Form<LanguageForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    let chosen = match form.language.trim() {
        "" => None,
        code => Some(Lang::from_code(code).ok_or_else(|| AppError::said("language-refused"))?),
    };
    state
        .store
        .set_language(teacher.id, chosen.map(Lang::code))
        .await?;
    Ok(Redirect::to("/password?language=saved#language").into_response())
}
