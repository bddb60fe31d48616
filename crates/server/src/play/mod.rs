//! Playing quizzes with a class: classes and rosters, assignments in three
//! modes with join codes, the students' play page and WebSocket, the
//! teacher's live dashboard (server-sent events) and controls.
//!
//! - [`protocol`]: the messages on the students' WebSocket.
//! - `game`: one game in memory in front of the store; grading, timing,
//!   scoring and fan-out.
//! - `journal`: group commit of joins and answers.
//! - `lease`, `owner`: several processes on one database: which one hosts
//!   a game (a lease with a fencing generation), heartbeat, takeover, drain.
//! - `student`: join, name, play page, socket; `refusal`: what a
//!   refused code or name is told.
//! - `assign`: the assign form.
//! - `teacher`: classes, assigning, the dashboard and its controls.
//! - `pins`: roster PINs: the teacher's print page, the join check.
//! - `projector`: the classroom wall's page.
//! - `api`: the same for API clients and the load tool.

pub(crate) mod api;
mod assign;
mod classes;
mod game;
mod journal;
mod lease;
mod owner;
mod pins;
mod projector;
pub mod protocol;
mod refusal;
mod student;
mod teacher;

use axum::Router;
use axum::http::{HeaderMap, header};
use axum::routing::{get, post};

use crate::AppState;
pub use game::{Action, GRACE_MS, Games};
pub use lease::LeaseSettings;
pub use owner::Place;
pub use student::PLAYER_COOKIE;

/// The page routes of play (the API routes are in [`api::router`]).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/join", get(student::join_page))
        // A join address read off a screen is often typed in capitals.
        .route("/JOIN", get(student::join_in_capitals))
        .route("/Join", get(student::join_in_capitals))
        .route("/play/{code}", get(student::play_page))
        .route("/play/{code}/join", post(student::join))
        .route("/play/{code}/ws", get(student::socket))
        .route(
            "/classes",
            get(classes::classes_page).post(classes::create_class),
        )
        .route(
            "/classes/{id}",
            get(classes::class_page).post(classes::update_class),
        )
        .route("/classes/{id}/delete", post(classes::delete_class))
        .route(
            "/classes/{id}/pins",
            get(pins::pins_page).post(pins::set_asked),
        )
        .route("/classes/{id}/pins/{student}", post(pins::renew))
        .route(
            "/quizzes/{id}/assign",
            get(assign::assign_page).post(assign::assign),
        )
        .route("/assignments", get(teacher::assignments_page))
        .route("/assignments/{id}", get(teacher::dashboard_page))
        .route("/assignments/{id}/events", get(teacher::events))
        .route(
            "/assignments/{id}/projector",
            get(projector::projector_page),
        )
        .route("/assignments/{id}/qr.svg", get(teacher::qr_code))
        .route("/assignments/{id}/control", post(teacher::control))
        .route("/assignments/{id}/delete", post(teacher::delete_assignment))
        .route(
            "/assignments/{id}/players/{player}/{action}",
            post(teacher::player_action),
        )
}

/// The current time in Unix milliseconds.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Whether a WebSocket upgrade comes from one of our own pages (or from a
/// client that is not a browser, which sends no `Origin`). Browsers send
/// cookies with cross-site WebSocket requests, so without this check any
/// page a student visits could play as them.
fn origin_allowed(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin_host = origin
        .to_str()
        .ok()
        .and_then(|o| o.split_once("://"))
        .map(|(_, rest)| rest.trim_end_matches('/'));
    matches!((origin_host, host), (Some(a), Some(b)) if a.eq_ignore_ascii_case(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn cross_site_sockets_are_refused() {
        let mut headers = HeaderMap::new();
        assert!(
            origin_allowed(&headers),
            "non-browser clients send no Origin"
        );
        headers.insert(header::HOST, HeaderValue::from_static("school.local:8080"));
        headers.insert(
            header::ORIGIN,
            HeaderValue::from_static("http://school.local:8080"),
        );
        assert!(origin_allowed(&headers));
        headers.insert(
            header::ORIGIN,
            HeaderValue::from_static("https://evil.example"),
        );
        assert!(!origin_allowed(&headers));
    }
}
