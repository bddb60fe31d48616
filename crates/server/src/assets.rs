//! The stylesheets and the scripts, compiled into the binary so the app is
//! one file with nothing to install beside it.

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;

use crate::AppState;

const CSS: &str = include_str!("../assets/app.css");
const JS: &str = include_str!("../assets/app.js");
const PLAY_JS: &str = include_str!("../assets/play.js");
const DASHBOARD_JS: &str = include_str!("../assets/dashboard.js");
const PROJECTOR_JS: &str = include_str!("../assets/projector.js");
const REVIEW_JS: &str = include_str!("../assets/review.js");
const PROJECTOR_CSS: &str = include_str!("../assets/projector.css");
const ICON: &str = include_str!("../assets/icon.svg");

/// The asset routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/assets/app.css", get(|| css(CSS)))
        .route("/assets/projector.css", get(|| css(PROJECTOR_CSS)))
        .route("/assets/app.js", get(|| script(JS)))
        .route("/assets/play.js", get(|| script(PLAY_JS)))
        .route("/assets/dashboard.js", get(|| script(DASHBOARD_JS)))
        .route("/assets/projector.js", get(|| script(PROJECTOR_JS)))
        .route("/assets/review.js", get(|| script(REVIEW_JS)))
        .route("/assets/icon.svg", get(icon))
        // Browsers ask for it whatever the page links to.
        .route("/favicon.ico", get(icon))
}

async fn icon() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        ICON,
    )
}

// Assets change only with the binary, so browsers may keep them a day.
async fn css(source: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        source,
    )
}

async fn script(source: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        source,
    )
}
