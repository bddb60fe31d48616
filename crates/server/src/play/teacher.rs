//! The teacher's side of play: assigning a quiz, the live dashboard with
//! its controls, renaming and removing players (classes: `classes.rs`).

use std::convert::Infallible;
use std::sync::Arc;

use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Redirect, Response};
use futures_util::Stream;
use quizforge_core::play::{GameState, Mode, Settings, codes, names};
use quizforge_store::{
    Assignment, AssignmentId, AssignmentSummary, ClassId, LEASE_LOST, NewAssignment, QuizId, Store,
    StoreError, UserId,
};
use serde::Deserialize;
use tokio::sync::broadcast::error::RecvError;

use super::classes::CsrfForm;
use super::game::{Action, ControlError, Game};
use super::now_ms;
use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::i18n::{self, Lang};
use crate::view::Nav;

// ------------------------------------------------------------- assigning
// The assign form is in `assign.rs`.

/// Assigns a quiz to a class: a snapshot of the quiz, a fresh join code
/// (drawn again on the rare clash) and a secret shuffle seed.
#[allow(clippy::too_many_arguments)]
pub async fn create_assignment(
    state: &AppState,
    owner: UserId,
    quiz_id: QuizId,
    class_id: ClassId,
    mode: Mode,
    settings: Settings,
    opens_at: Option<i64>,
    due_at: Option<i64>,
) -> Result<Assignment> {
    if let (Some(opens), Some(due)) = (opens_at, due_at)
        && due <= opens
    {
        return Err(AppError::Invalid(
            "The due time must come after the opening time.".into(),
        ));
    }
    let quiz = state.store.quiz(owner, quiz_id).await?;
    if quiz.quiz.questions.is_empty() {
        return Err(AppError::Invalid(
            "This quiz has no questions to play.".into(),
        ));
    }
    state.store.class(owner, class_id).await?;
    let state_at_start = if mode == Mode::Homework {
        GameState {
            phase: quizforge_core::play::Phase::Open,
            question: None,
            question_started_ms: None,
        }
    } else {
        GameState::lobby()
    };
    for _ in 0..8 {
        let new = NewAssignment {
            class_id,
            quiz_id,
            title: quiz.quiz.title.clone(),
            quiz: quiz.quiz.clone(),
            mode,
            settings,
            join_code: codes::from_random(random_bytes()?),
            seed: i64::from_le_bytes(random_bytes()?),
            opens_at,
            due_at,
            state: state_at_start,
        };
        match state.store.create_assignment(owner, &new).await {
            Ok(assignment) => return Ok(assignment),
            Err(StoreError::Conflict(_)) => continue,
            Err(other) => return Err(other.into()),
        }
    }
    Err(AppError::internal("no free join code after 8 draws"))
}

fn random_bytes() -> Result<[u8; 8]> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes)
        .map_err(|error| AppError::internal(format!("no randomness: {error}")))?;
    Ok(bytes)
}

/// `2026-12-01T09:30` (as a `datetime-local` input sends it) in Unix
/// seconds, read as UTC.
pub fn parse_local_time(typed: &str) -> Option<i64> {
    let (date, time) = typed.trim().split_once('T')?;
    let mut date_parts = date.split('-').map(|p| p.parse::<i64>().ok());
    let (year, month, day) = (
        date_parts.next()??,
        date_parts.next()??,
        date_parts.next()??,
    );
    let mut time_parts = time.split(':').map(|p| p.parse::<i64>().ok());
    let (hour, minute) = (time_parts.next()??, time_parts.next()??);
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || hour > 23 || minute > 59 {
        return None;
    }
    // Howard Hinnant's days-from-civil.
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(days * 86_400 + hour * 3600 + minute * 60)
}

// ------------------------------------------------------------ the games

#[derive(Template)]
#[template(path = "assignments.html")]
struct AssignmentsPage {
    nav: Nav,
    assignments: Vec<AssignmentSummary>,
}

/// `GET /assignments`: every game, newest first.
pub async fn assignments_page(
    State(state): State<AppState>,
    teacher: Teacher,
) -> Result<Html<String>> {
    let page = AssignmentsPage {
        nav: teacher.localised_nav(),
        assignments: state.store.assignments(teacher.id).await?,
    };
    Ok(Html(page.render()?))
}

#[derive(Template)]
#[template(path = "dashboard.html")]
struct DashboardPage {
    nav: Nav,
    id: AssignmentId,
    title: String,
    class_name: String,
    mode: Mode,
    code: String,
    join_url: String,
    join_home: String,
    qr_svg: String,
    settings: Settings,
    due: Option<String>,
    /// Quizzes related to the one played, for what comes next.
    related: Vec<crate::library::RelatedView>,
    /// The dashboard script's messages in the page's language (JSON).
    messages: String,
}

impl DashboardPage {
    /// The message key of the game's mode (`mode-live`).
    fn mode_key(&self) -> String {
        format!("mode-{}", self.mode.as_str())
    }
}

/// The address students join at, from the request's own host.
pub(super) fn join_url(headers: &HeaderMap, code: &str, secure: bool) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("localhost");
    let scheme = if secure { "https" } else { "http" };
    format!("{scheme}://{host}/play/{code}")
}

pub(super) fn qr_svg(text: &str) -> Result<String> {
    let code = qrcode::QrCode::new(text.as_bytes())
        .map_err(|error| AppError::internal(format!("QR code: {error}")))?;
    Ok(code
        .render::<qrcode::render::svg::Color<'_>>()
        .min_dimensions(200, 200)
        .quiet_zone(true)
        .build())
}

/// `GET /assignments/{id}`: the live dashboard (and projector view).
pub async fn dashboard_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    headers: HeaderMap,
) -> Result<Html<String>> {
    let assignment = state.store.assignment(teacher.id, id).await?;
    let join_url = join_url(&headers, &assignment.join_code, state.config.secure_cookies);
    let zone = crate::zone::of_teacher(&state, teacher.id).await;
    let related = crate::library::next_quizzes(&state, teacher.id, assignment.quiz_id).await;
    let nav = teacher.localised_nav();
    let page = DashboardPage {
        related,
        messages: crate::i18n::script_messages(nav.lang, "dashboard-js-"),
        nav,
        id,
        title: assignment.title,
        class_name: assignment.class_name,
        mode: assignment.mode,
        qr_svg: qr_svg(&join_url)?,
        join_home: join_url
            .split("/play/")
            .next()
            .map(|base| format!("{base}/join"))
            .unwrap_or_default(),
        code: assignment.join_code,
        join_url,
        settings: assignment.settings,
        due: assignment
            .due_at
            .map(|due| crate::zone::show(due, zone.as_deref(), teacher.lang)),
    };
    Ok(Html(page.render()?))
}

/// `GET /assignments/{id}/qr.svg`: the join QR code alone (to print).
pub async fn qr_code(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    headers: HeaderMap,
) -> Result<Response> {
    let assignment = state.store.assignment(teacher.id, id).await?;
    let url = join_url(&headers, &assignment.join_code, state.config.secure_cookies);
    Ok(([(header::CONTENT_TYPE, "image/svg+xml")], qr_svg(&url)?).into_response())
}

/// The game of one of the teacher's assignments.
pub async fn owned_game(state: &AppState, owner: UserId, id: AssignmentId) -> Result<Arc<Game>> {
    state.store.assignment(owner, id).await?;
    Ok(state.games.get(id).await?)
}

/// `GET /assignments/{id}/events`: the dashboard's server-sent events: a
/// `snapshot` first, then `answer`, `player` and `state` as they happen,
/// and a new `snapshot` if the browser fell behind.
pub async fn events(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
) -> Result<Sse<impl Stream<Item = std::result::Result<Event, Infallible>>>> {
    let game = owned_game(&state, teacher.id, id).await?;
    // Subscribe before the snapshot so that nothing falls between them.
    let receiver = game.subscribe_dashboard();
    let first = game.dashboard_snapshot(now_ms());
    let gone = game.gone();
    let stream = futures_util::stream::unfold(
        (receiver, game, gone, Some(first)),
        |(mut receiver, game, mut gone, pending)| async move {
            if let Some(value) = pending {
                return Some((Ok(sse_event(&value)), (receiver, game, gone, None)));
            }
            // The game moved to another process: the stream ends and the
            // browser's EventSource reconnects to wherever it went.
            let value = tokio::select! {
                received = receiver.recv() => match received {
                    Ok(value) => value.as_ref().clone(),
                    Err(RecvError::Lagged(_)) => game.dashboard_snapshot(now_ms()),
                    Err(RecvError::Closed) => return None,
                },
                () = Game::until_gone(&mut gone) => return None,
            };
            Some((Ok(sse_event(&value)), (receiver, game, gone, None)))
        },
    );
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

fn sse_event(value: &serde_json::Value) -> Event {
    let name = value["event"].as_str().unwrap_or("message");
    Event::default().event(name).data(value["data"].to_string())
}

/// The control form.
#[derive(Debug, Deserialize)]
pub struct ControlForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    action: String,
}

/// Applies a teacher's action to one of their games; a refusal is said in
/// `lang` (the API's is English).
pub async fn apply_control(
    state: &AppState,
    owner: UserId,
    id: AssignmentId,
    action: &str,
    lang: Lang,
) -> Result<GameState> {
    let action = Action::parse(action)
        .ok_or_else(|| AppError::Invalid(i18n::text(lang, "control-unknown-action")))?;
    let game = owned_game(state, owner, id).await?;
    match game.control(&state.store, action, now_ms()).await {
        Ok(next) => {
            if next.phase == quizforge_core::play::Phase::Ended {
                crate::results::after_game_end(state, owner, id);
            }
            Ok(next)
        }
        Err(ControlError::Refused(why)) => Err(AppError::Conflict(why.message_in(lang))),
        Err(ControlError::Store(error)) => Err(error.into()),
    }
}

/// `POST /assignments/{id}/control`: start, reveal, next, end. Answers
/// JSON to the dashboard's script, a redirect to a plain form.
pub async fn control(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    headers: HeaderMap,
    Form(form): Form<ControlForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    let wants_json = headers
        .get(header::ACCEPT)
        .and_then(|a| a.to_str().ok())
        .is_some_and(|a| a.contains("application/json"));
    let result = apply_control(&state, teacher.id, id, &form.action, teacher.lang).await;
    if wants_json {
        return Ok(match result {
            Ok(next) => axum::Json(next).into_response(),
            Err(error) => (
                error.status(),
                axum::Json(serde_json::json!({ "error": error.message() })),
            )
                .into_response(),
        });
    }
    result?;
    Ok(Redirect::to(&format!("/assignments/{id}")).into_response())
}

/// The player action form.
#[derive(Debug, Deserialize)]
pub struct PlayerForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
}

/// `POST /assignments/{id}/players/{player}/rename|remove`.
pub async fn player_action(
    State(state): State<AppState>,
    teacher: Teacher,
    Path((id, player, action)): Path<(AssignmentId, i64, String)>,
    Form(form): Form<PlayerForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    apply_player_action(
        &state,
        teacher.id,
        id,
        player,
        &action,
        &form.name,
        teacher.lang,
    )
    .await?;
    Ok(Redirect::to(&format!("/assignments/{id}")).into_response())
}

/// Renames or removes a player of one of the teacher's games: stored
/// first, then told to the game (a removed player's socket is closed). A
/// refusal is said in `lang`.
pub async fn apply_player_action(
    state: &AppState,
    owner: UserId,
    id: AssignmentId,
    player: i64,
    action: &str,
    name: &str,
    lang: Lang,
) -> Result<()> {
    let game = owned_game(state, owner, id).await?;
    // Fenced like answers and state changes: a process that lost the
    // game's lease (several processes) changes none of its players.
    let generation = match game.fence() {
        Ok(generation) => generation,
        Err(ControlError::Refused(why)) => return Err(AppError::Conflict(why.message_in(lang))),
        Err(ControlError::Store(error)) => return Err(error.into()),
    };
    match action {
        "rename" => {
            let name = names::clean(name).map_err(|e| {
                AppError::Invalid(super::refusal::Refusal::of_name(&e).message_in(lang))
            })?;
            match state
                .store
                .rename_player_fenced(id, player, &name, &names::key(&name), generation)
                .await
            {
                Ok(_) => game.renamed(player, &name),
                Err(StoreError::Conflict(why)) if why != LEASE_LOST => {
                    return Err(AppError::Conflict(i18n::text(lang, "control-same-name")));
                }
                Err(other) => return Err(other.into()),
            }
        }
        "remove" => {
            state
                .store
                .remove_player_fenced(id, player, generation)
                .await?;
            game.removed(player);
        }
        _ => return Err(AppError::NotFound),
    }
    Ok(())
}

/// `POST /assignments/{id}/delete`: the game and its results.
pub async fn delete_assignment(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    state.store.delete_assignment(teacher.id, id).await?;
    state.games.forget(id);
    Ok(Redirect::to("/assignments").into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_action_is_said_in_the_teachers_language() {
        use super::super::game::ControlRefusal as Why;
        for why in [
            Why::Moving,
            Why::Ended,
            Why::Started,
            Why::NothingOpen,
            Why::SelfPaced,
        ] {
            assert_eq!(why.message_in(Lang::En), why.message(), "the API's words");
            for lang in [Lang::Fr, Lang::Es, Lang::De] {
                let said = why.message_in(lang);
                assert!(!said.contains(i18n::MISSING), "{why:?} {lang:?}");
                assert_ne!(said, why.message(), "{why:?} {lang:?}");
            }
        }
    }

    #[test]
    fn local_times_are_read() {
        assert_eq!(parse_local_time("1970-01-01T00:00"), Some(0));
        assert_eq!(parse_local_time("2026-11-30T09:15"), Some(1_796_030_100));
        assert_eq!(parse_local_time("2026-13-01T09:15"), None);
        assert_eq!(parse_local_time("tomorrow"), None);
    }
}
