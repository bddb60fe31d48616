//! The projector: a page of its own for the classroom wall. The lobby shows
//! the join code, the QR code and who has joined; once the game starts the
//! question and its options fill the screen (the code shrinks to a corner
//! strip), then the distribution, the leaderboard when the teacher chose
//! one, and a podium at the end. It follows the same event stream as the
//! dashboard (`assets/projector.js`) and has a slim control bar.

use askama::Template;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Html;
use quizforge_core::play::{Leaderboard, Mode};
use quizforge_store::{AssignmentId, Store};

use super::teacher::{join_url, qr_svg};
use crate::AppState;
use crate::auth::Teacher;
use crate::error::Result;
use crate::view::Nav;

#[derive(Template)]
#[template(path = "projector.html")]
struct ProjectorPage {
    nav: Nav,
    id: AssignmentId,
    title: String,
    mode: Mode,
    code: String,
    join_home: String,
    qr_svg: String,
    /// `off`, `anonymous` or `top`.
    leaderboard: &'static str,
    /// How many names a `top` leaderboard shows.
    top: u32,
    /// The projector script's messages in the page's language (JSON).
    messages: String,
}

/// `GET /assignments/{id}/projector`.
pub async fn projector_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    headers: HeaderMap,
) -> Result<Html<String>> {
    let assignment = state.store.assignment(teacher.id, id).await?;
    let url = join_url(&headers, &assignment.join_code, state.config.secure_cookies);
    let (leaderboard, top) = match assignment.settings.leaderboard {
        Leaderboard::Off => ("off", 0),
        Leaderboard::Anonymous => ("anonymous", 0),
        Leaderboard::Top(n) => ("top", n),
    };
    let nav = teacher.localised_nav();
    let page = ProjectorPage {
        messages: crate::i18n::script_messages(nav.lang, "projector-js-"),
        nav,
        id,
        title: assignment.title,
        mode: assignment.mode,
        qr_svg: qr_svg(&url)?,
        join_home: url
            .split("/play/")
            .next()
            .map(|base| format!("{base}/join"))
            .unwrap_or_default(),
        code: assignment.join_code,
        leaderboard,
        top,
    };
    Ok(Html(page.render()?))
}
