//! The teacher's web app: sign in, make a quiz from pasted text or a file,
//! review and edit it, keep it, download it; and the same through a JSON
//! API under `/api/v1`.
//!
//! Pages are rendered on the server with askama templates (checked at
//! compile time) and work without JavaScript. Storage is the
//! [`quizforge_store::Store`] trait, so the app runs unchanged on SQLite or
//! PostgreSQL. Feature modules each build their own router:
//! [`auth`] (accounts and sessions), [`quizzes`] (make, review, edit, list,
//! export), [`play`] (classes, assignments, the students' play page and
//! WebSocket, the live dashboard), [`api`] (JSON), and `assets` (the stylesheet, the script and
//! the OpenAPI document).

pub mod api;
mod assets;
pub mod auth;
mod cluster;
pub mod demo;
mod edit;
mod error;
mod explain;
mod exports;
mod fetch;
mod forge_words;
mod forged;
pub mod i18n;
mod images;
mod language;
pub mod library;
mod lru;
mod make;
pub mod media;
pub mod play;
pub mod proxy;
pub mod quizzes;
pub mod ratelimit;
pub mod results;
mod security;
mod signup;
mod suggestions;
mod throttle;
mod view;
mod zone;

use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use quizforge_store::{AnyStore, Store};

pub use error::AppError;
pub use make::MAX_DOCUMENT_BYTES;

/// The names of every export format, as `?format=` takes them, in menu order.
pub fn export_format_names() -> Vec<&'static str> {
    exports::formats().iter().map(|f| f.name).collect()
}

/// Settings the app runs with.
#[derive(Debug, Clone)]
pub struct Config {
    /// Add `Secure` to cookies: set when the app is served over HTTPS.
    pub secure_cookies: bool,
    /// Argon2id memory cost in KiB. The default is OWASP's 19 MiB; tests
    /// lower it so that hashing in unoptimised builds stays quick.
    pub argon2_memory_kib: u32,
    /// Where uploaded media is kept.
    pub media_dir: Option<std::path::PathBuf>,
    /// Where uploaded files are read: `quizforge serve` sets the worker to
    /// its own executable; the default reads in-process, for tests only.
    pub intake: quizforge_intake::Isolation,
    /// The bounds of reading a file and making a quiz from it.
    pub intake_limits: quizforge_intake::Limits,
    /// How many files may be read and made into quizzes at once; past it
    /// the teacher is told to try again (503).
    pub max_intakes: usize,
    /// `/readyz` answers 503 when the data folder's disk has less free.
    pub min_free_bytes: u64,
    /// Several processes on one PostgreSQL database: each game is hosted
    /// under a lease and requests are routed to its host (`cluster.rs`,
    /// docs/deploy.md). `None`: one process (SQLite), as before.
    pub leases: Option<play::LeaseSettings>,
    /// Where the library's search index is kept (`None`: in memory,
    /// rebuilt from the database on start).
    pub library_dir: Option<std::path::PathBuf>,
    /// Fetch question images from loopback and private addresses too
    /// (`media.rs`). Off: a teacher's image address must not make the
    /// server probe its own network. Tests turn it on for a local server.
    pub fetch_private_images: bool,
    /// Certificates (DER) trusted for `https://` image addresses besides
    /// Mozilla's roots: a school network's own authority, or a test's.
    pub image_fetch_roots: Vec<Vec<u8>>,
    /// Rate limits on joins, code lookups, sign-ups and roster PINs
    /// (`ratelimit.rs`).
    pub rate_limits: ratelimit::RateLimits,
    /// Reverse proxies whose `X-Forwarded-For` names the client
    /// (`proxy.rs`); empty: every connection is its own client.
    pub trusted_proxies: Vec<proxy::TrustedProxy>,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            secure_cookies: false,
            argon2_memory_kib: 19 * 1024,
            media_dir: None,
            intake: quizforge_intake::Isolation::InProcess,
            intake_limits: quizforge_intake::Limits {
                max_input_bytes: MAX_DOCUMENT_BYTES,
                ..quizforge_intake::Limits::default()
            },
            max_intakes: 2,
            min_free_bytes: 256 * 1024 * 1024,
            leases: None,
            library_dir: None,
            fetch_private_images: false,
            image_fetch_roots: Vec::new(),
            rate_limits: ratelimit::RateLimits::default(),
            trusted_proxies: Vec::new(),
        }
    }
}

/// What every handler shares: the store and the settings.
#[derive(Debug, Clone)]
pub struct AppState {
    /// Where everything is kept.
    pub store: Arc<AnyStore>,
    /// The settings.
    pub config: Arc<Config>,
    /// The games being played, in front of the store.
    pub games: Arc<play::Games>,
    /// Free slots for reading and making ([`Config::max_intakes`]).
    pub intake_slots: Arc<tokio::sync::Semaphore>,
    /// The library's search index, following the store's change feed.
    pub library: quizforge_library::Library,
    /// The rate limits' buckets ([`Config::rate_limits`]).
    pub limiter: Arc<ratelimit::Limiter>,
    /// Recently read games' players and answers (checked against the
    /// store's stamp on every read).
    pub results: Arc<results::ResultsCache>,
    /// What the forge made of recently forged texts (follow-up passages,
    /// a quiz's source explained).
    pub forged: Arc<forged::ForgedCache>,
}

impl AppState {
    /// State over a connected store.
    pub fn new(store: AnyStore, config: Config) -> Self {
        let store = Arc::new(store);
        let library = open_library(config.library_dir.as_deref());
        let games = Arc::new(play::Games::hosting(
            Arc::clone(&store),
            config.leases.clone(),
        ));
        games.start_heartbeat();
        Self {
            library,
            games,
            store,
            intake_slots: Arc::new(tokio::sync::Semaphore::new(config.max_intakes.max(1))),
            limiter: Arc::default(),
            results: Arc::default(),
            forged: Arc::default(),
            config: Arc::new(config),
        }
    }
}

/// The library's index in its folder; in memory (rebuilt from the
/// database) when the folder cannot be used or another process holds it.
fn open_library(folder: Option<&std::path::Path>) -> quizforge_library::Library {
    match quizforge_library::Library::open(folder) {
        Ok(library) => library,
        Err(error) => {
            tracing::error!(%error, "search index: its folder cannot be used; keeping it in memory");
            // An index in memory needs no file: only an allocation failure
            // stops it, and that stops the process anyway.
            quizforge_library::Library::open(None).expect("an in-memory search index")
        }
    }
}

/// The whole app: every page, the API, the assets and `/healthz`.
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .merge(auth::router())
        .merge(language::router())
        .merge(quizzes::router())
        .merge(explain::router())
        .merge(suggestions::router())
        .merge(play::router())
        .merge(results::router())
        .merge(library::router())
        .merge(media::router())
        .merge(images::router())
        .nest("/api/v1", api::router())
        .merge(assets::router())
        .fallback(not_found)
        .layer(axum::middleware::from_fn(error::in_page_language))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            cluster::route,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            proxy::client_behind_proxy,
        ))
        .layer(axum::middleware::map_response(security::headers))
        .with_state(state)
}

/// 200 when the database answers, 503 otherwise.
async fn healthz(State(state): State<AppState>) -> (StatusCode, &'static str) {
    match state.store.ping().await {
        Ok(()) => (StatusCode::OK, "ok\n"),
        Err(error) => {
            tracing::error!(%error, "health check: the database does not answer");
            (StatusCode::SERVICE_UNAVAILABLE, "database unavailable\n")
        }
    }
}

/// 200 when the app can take work: the database takes a write (rolled
/// back) and the data folder's disk has [`Config::min_free_bytes`] free;
/// 503 with the reason otherwise. `/healthz` says only that the process
/// and the database answer; a load balancer sends new classes only where
/// this one says ready.
async fn readyz(State(state): State<AppState>) -> (StatusCode, String) {
    if state.games.draining() {
        // SIGTERM: the balancer sends nothing new here; the games moved.
        return (StatusCode::SERVICE_UNAVAILABLE, "draining\n".into());
    }
    if let Err(error) = state.store.check_writable().await {
        tracing::error!(%error, "readiness: the database takes no writes");
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "database takes no writes\n".into(),
        );
    }
    if let Some(dir) = &state.config.media_dir {
        match free_bytes(dir) {
            Ok(free) if free < state.config.min_free_bytes => {
                return (
                    StatusCode::SERVICE_UNAVAILABLE,
                    format!("disk nearly full: {} MB free\n", free / 1_000_000),
                );
            }
            Ok(_) => {}
            Err(error) => {
                tracing::error!(%error, "readiness: cannot read the free disk space");
                return (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "free disk space unknown\n".into(),
                );
            }
        }
    }
    (StatusCode::OK, "ready\n".into())
}

/// The bytes free to unprivileged writers on the filesystem of `dir`.
fn free_bytes(dir: &std::path::Path) -> std::io::Result<u64> {
    let stat = rustix::fs::statvfs(dir)?;
    Ok(stat.f_bavail.saturating_mul(stat.f_frsize))
}

async fn not_found() -> AppError {
    AppError::NotFound
}
