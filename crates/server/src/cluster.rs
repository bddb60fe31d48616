//! Any process serves any request (several processes on one PostgreSQL
//! database, behind a load balancer without sticky sessions;
//! docs/deploy.md).
//!
//! Every page, API route and sign-in works on every process: sessions and
//! tokens are in the database. A game's requests (`/play/{CODE}…`,
//! `/assignments/{id}…` and their `/api/v1` forms: the students' sockets,
//! joins, the dashboard's events, the teacher's controls) must reach the
//! process that hosts it, so this middleware finds the game's place
//! ([`crate::play::Games::place`]): here (taking the game if its lease is
//! free or expired), or at the address the owner announces in its lease
//! row, where the request is proxied: bodies stream (server-sent events)
//! and a WebSocket upgrade is spliced byte for byte. While the owner does
//! not answer (it died and its lease has not expired yet) the request
//! waits and tries again, so a reconnecting student or dashboard lands on
//! the game's new host within about one lease time.

use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderName, HeaderValue, StatusCode, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body_util::Full;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::{TokioExecutor, TokioIo};
use quizforge_store::StoreError;

use crate::AppState;
use crate::play::Place;

/// Marks a request one process forwarded to another, with the number of
/// hops so far (a request is never forwarded in circles).
const VIA: HeaderName = HeaderName::from_static("x-quizforge-hops");
const MAX_HOPS: u32 = 1;
/// Marks a 503 from a process that received a forwarded request for a
/// game it does not host (any more): the forwarding process reads the
/// lease again and tries the new host, instead of a chain of forwards.
const MOVING: HeaderName = HeaderName::from_static("x-quizforge-moving");
/// The largest body forwarded (joins and controls are tiny).
const MAX_FORWARDED_BODY: usize = 64 * 1024;
/// How long the owner has to answer a forwarded request's headers.
const FORWARD_TIMEOUT: Duration = Duration::from_secs(10);
/// How long to wait between two tries to find a game's host.
const RETRY_EVERY: Duration = Duration::from_millis(100);

/// The HTTP client forwarding requests to the other processes.
pub type Forwarder = Client<HttpConnector, Full<Bytes>>;

/// The client for forwarding (one per process): short connect timeout (a
/// dead owner is noticed at once), pooled connections.
fn forwarder() -> &'static Forwarder {
    static FORWARDER: std::sync::OnceLock<Forwarder> = std::sync::OnceLock::new();
    FORWARDER.get_or_init(new_forwarder)
}

fn new_forwarder() -> Forwarder {
    let mut connector = HttpConnector::new();
    connector.set_connect_timeout(Some(Duration::from_secs(1)));
    connector.set_nodelay(true);
    Client::builder(TokioExecutor::new())
        .pool_idle_timeout(Duration::from_secs(30))
        .build(connector)
}

/// The game a path belongs to.
#[derive(Debug, PartialEq, Eq)]
enum GameKey<'a> {
    Code(&'a str),
    Id(i64),
}

fn game_key(path: &str) -> Option<GameKey<'_>> {
    let rest = path.strip_prefix("/api/v1").unwrap_or(path);
    let mut parts = rest.strip_prefix('/')?.split('/');
    match (parts.next()?, parts.next()) {
        ("play", Some(code)) if !code.is_empty() => Some(GameKey::Code(code)),
        ("assignments", Some(id)) => id.parse().ok().map(GameKey::Id),
        _ => None,
    }
}

/// The middleware: serves a game's request here or at its host.
pub async fn route(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let Some(settings) = state.games.lease_settings() else {
        return next.run(request).await;
    };
    let id = match game_key(request.uri().path()) {
        None => return next.run(request).await,
        Some(GameKey::Id(id)) => id,
        Some(GameKey::Code(code)) => match state.games.id_by_code(code).await {
            Ok(id) => id,
            // No such game (the handlers say so), or the database fails.
            Err(_) => return next.run(request).await,
        },
    };
    let hops = request
        .headers()
        .get(&VIA)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u32>().ok())
        .unwrap_or(0);
    let (mut parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(body, MAX_FORWARDED_BODY).await else {
        return (StatusCode::PAYLOAD_TOO_LARGE, "request too large\n").into_response();
    };
    // Long enough for a dead owner's lease to run out and the game to be
    // taken over.
    let deadline = tokio::time::Instant::now() + settings.ttl * 3 + Duration::from_secs(2);
    loop {
        match state.games.place(id).await {
            Ok(Place::Here) | Err(StoreError::NotFound) => {
                return next.run(Request::from_parts(parts, Body::from(body))).await;
            }
            // Forwarded here, but not (or no longer) hosted here: the
            // sender finds the host itself.
            Ok(Place::There(_) | Place::Wait) if hops >= MAX_HOPS => {
                let mut response =
                    (StatusCode::SERVICE_UNAVAILABLE, "not hosted here\n").into_response();
                response
                    .headers_mut()
                    .insert(MOVING, HeaderValue::from_static("1"));
                return response;
            }
            Ok(Place::There(address)) => match forward(&address, &mut parts, &body, hops).await {
                Ok(response) => return response,
                Err(error) => {
                    tracing::debug!(%error, game = id, %address, "the game's host does not answer");
                }
            },
            Ok(Place::Wait) => {}
            Err(error) => tracing::error!(%error, game = id, "cannot find the game's host"),
        }
        if tokio::time::Instant::now() >= deadline {
            let mut response = (
                StatusCode::SERVICE_UNAVAILABLE,
                "This game is moving between servers: try again in a moment.\n",
            )
                .into_response();
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
            return response;
        }
        tokio::time::sleep(RETRY_EVERY).await;
    }
}

/// Sends the request to the process at `address` and returns its answer;
/// a WebSocket upgrade is spliced between the two connections. An error
/// when the process does not answer (the request is untouched: it can be
/// served elsewhere).
async fn forward(
    address: &str,
    parts: &mut Parts,
    body: &Bytes,
    hops: u32,
) -> Result<Response, String> {
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let uri: Uri = format!("http://{address}{path}")
        .parse()
        .map_err(|e| format!("{e}"))?;
    let upgrade = parts.headers.contains_key(header::UPGRADE);
    let mut request = axum::http::Request::builder()
        .method(parts.method.clone())
        .uri(uri);
    for (name, value) in &parts.headers {
        let hop_by_hop = name == header::CONTENT_LENGTH
            || name == header::TRANSFER_ENCODING
            || name == VIA
            || (!upgrade && (name == header::CONNECTION || name == header::UPGRADE));
        if !hop_by_hop {
            request = request.header(name, value);
        }
    }
    let request = request
        .header(&VIA, (hops + 1).to_string())
        .body(Full::new(body.clone()))
        .map_err(|e| e.to_string())?;
    let mut response = tokio::time::timeout(FORWARD_TIMEOUT, forwarder().request(request))
        .await
        .map_err(|_| "timed out".to_string())?
        .map_err(|e| e.to_string())?;
    if response.status() == StatusCode::SERVICE_UNAVAILABLE
        && response.headers().contains_key(&MOVING)
    {
        return Err("the game is not hosted there any more".into());
    }
    if response.status() == StatusCode::SWITCHING_PROTOCOLS {
        let client = parts
            .extensions
            .remove::<hyper::upgrade::OnUpgrade>()
            .ok_or("the client's connection cannot be upgraded")?;
        let upstream = hyper::upgrade::on(&mut response);
        tokio::spawn(async move {
            let (Ok(client), Ok(upstream)) = (client.await, upstream.await) else {
                return;
            };
            let mut client = TokioIo::new(client);
            let mut upstream = TokioIo::new(upstream);
            let _ = tokio::io::copy_bidirectional(&mut client, &mut upstream).await;
        });
        let (head, _) = response.into_parts();
        return Ok(Response::from_parts(head, Body::empty()));
    }
    Ok(response.map(Body::new))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_paths_are_recognised() {
        assert_eq!(game_key("/play/K7M2QX"), Some(GameKey::Code("K7M2QX")));
        assert_eq!(game_key("/play/K7M2QX/ws"), Some(GameKey::Code("K7M2QX")));
        assert_eq!(
            game_key("/api/v1/play/K7M2QX/players"),
            Some(GameKey::Code("K7M2QX"))
        );
        assert_eq!(game_key("/assignments/12/events"), Some(GameKey::Id(12)));
        assert_eq!(
            game_key("/api/v1/assignments/7/control"),
            Some(GameKey::Id(7))
        );
        assert_eq!(game_key("/assignments"), None);
        assert_eq!(game_key("/assignments/new"), None);
        assert_eq!(game_key("/play/"), None);
        assert_eq!(game_key("/join"), None);
        assert_eq!(game_key("/quizzes/3"), None);
    }
}
