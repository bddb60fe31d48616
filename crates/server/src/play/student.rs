//! The student's side: the join page, picking a name, the play page and
//! its WebSocket. Students have no account: joining makes a player with a
//! random token kept in an `HttpOnly` cookie scoped to the game's path,
//! so the same browser comes back as the same player after a refresh, a
//! closed tab or a dropped network.

use std::time::Duration;

use askama::Template;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::{Form, Json};
use futures_util::{SinkExt, StreamExt};
use quizforge_core::play::{codes, names};
use quizforge_store::{NewPlayer, PlayWrite, PlayWritten, Player, PlayerId, Store, StoreError};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tokio::sync::broadcast::error::RecvError;

use super::game::{Game, StudentEvent};
use super::protocol::{ClientMessage, ServerMessage};
use super::refusal::{Refusal, code_message};
use super::{now_ms, origin_allowed};
use crate::AppState;
use crate::api::ApiError;
use crate::error::{AppError, Result};
use crate::ratelimit::{self, ClientAddress, Kind};
use crate::security::{
    append_cookie, check_form_token, cookie, form_token, random_token, set_cookie_at, token_hash,
};
use crate::view::Nav;

/// The cookie holding a player's token (one per game: its path is the
/// game's).
pub const PLAYER_COOKIE: &str = "qf_player";
/// The cookie the join form's CSRF token is checked against.
const JOIN_FORM_COOKIE: &str = "qf_join";
/// How long a browser stays the same player.
const PLAYER_SECONDS: i64 = 30 * 24 * 3600;
/// How often the server pings an idle socket, and how long it waits for
/// any sign of life before it counts the student as gone.
const PING_EVERY: Duration = Duration::from_secs(15);
const SILENT_LIMIT: Duration = Duration::from_secs(45);
/// The largest message a student may send (an answer is far smaller).
const MAX_MESSAGE_BYTES: usize = 16 * 1024;
/// The read and write buffers of each socket.
const SOCKET_BUFFER_BYTES: usize = 4 * 1024;

#[derive(Template)]
#[template(path = "join.html")]
struct JoinPage {
    nav: Nav,
    code: String,
    error: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct CodeQuery {
    #[serde(default)]
    code: Option<String>,
}

/// The name form after a refused name (redirect-after-POST): the name typed
/// and the key of the reason.
#[derive(Debug, Default, Deserialize)]
pub struct RefusedQuery {
    #[serde(default)]
    name: String,
    #[serde(default)]
    why: String,
}

/// `GET /JOIN`: the join page, for a student who typed its address in
/// capitals (a code's page takes any case already).
pub async fn join_in_capitals(Query(query): Query<CodeQuery>) -> Redirect {
    match query.code.as_deref().and_then(codes::normalize) {
        Some(code) => Redirect::to(&format!("/play/{code}")),
        None => Redirect::to("/join"),
    }
}

/// `GET /join`: the code form; with `?code=` it goes to the game.
pub async fn join_page(Query(query): Query<CodeQuery>, headers: HeaderMap) -> Result<Response> {
    let lang = crate::i18n::from_headers(&headers);
    let typed = query.code.unwrap_or_default();
    if typed.trim().is_empty() {
        return render_join(lang, String::new(), None);
    }
    match codes::normalize(&typed) {
        Some(code) => Ok(Redirect::to(&format!("/play/{code}")).into_response()),
        None => {
            let message = code_message(&typed, lang);
            render_join(lang, typed, Some(message))
        }
    }
}

fn render_join(lang: crate::i18n::Lang, code: String, error: Option<String>) -> Result<Response> {
    let status = if error.is_some() {
        axum::http::StatusCode::UNPROCESSABLE_ENTITY
    } else {
        axum::http::StatusCode::OK
    };
    let page = JoinPage {
        nav: Nav::anonymous_in(lang),
        code,
        error,
    };
    Ok((status, Html(page.render()?)).into_response())
}

#[derive(Template)]
#[template(path = "name.html")]
struct NamePage {
    nav: Nav,
    code: String,
    title: String,
    csrf: String,
    roster: Vec<RosterChoice>,
    /// The class asks for a PIN with a roster name (`Some(true)`: made of
    /// pictures).
    pin: Option<bool>,
    /// The pictures of picture PINs, with the digit each stands for.
    pictures: Vec<(char, &'static str, &'static str)>,
    name: String,
    error: Option<String>,
    max_chars: usize,
}

struct RosterChoice {
    id: i64,
    name: String,
    taken: bool,
}

#[derive(Template)]
#[template(path = "play.html")]
struct PlayPage {
    nav: Nav,
    code: String,
    title: String,
    /// The play script's messages in the page's language (JSON).
    messages: String,
}

/// The player a request's cookie names, if it belongs to this game and
/// was not removed.
async fn player_of(state: &AppState, headers: &HeaderMap, game: &Game) -> Result<Option<Player>> {
    let Some(token) = cookie(headers, PLAYER_COOKIE) else {
        return Ok(None);
    };
    match state.store.player_by_token(&token_hash(token)).await {
        Ok(player) if player.assignment_id == game.id() && game.is_playing(player.id) => {
            Ok(Some(player))
        }
        Ok(_) | Err(StoreError::NotFound) => Ok(None),
        Err(other) => Err(other.into()),
    }
}

/// The game of a code typed by a student at `address`. Codes with no
/// game count against the address's code-guessing limit
/// (`ratelimit.rs`); once it is spent, every lookup from there waits.
async fn game_by_code(
    state: &AppState,
    typed: &str,
    address: &str,
    lang: crate::i18n::Lang,
) -> Result<Arc<Game>> {
    ratelimit::check(state, Kind::CodeMiss, address)?;
    let missed = |error: AppError| {
        let _ = ratelimit::limit(state, Kind::CodeMiss, address);
        error
    };
    let code = codes::normalize(typed)
        .ok_or_else(|| missed(AppError::Invalid(code_message(typed, lang))))?;
    match state.games.by_code(&code).await {
        Ok(game) => Ok(game),
        Err(StoreError::NotFound) => Err(missed(AppError::Invalid(crate::i18n::text_with(
            lang,
            "code-no-game",
            &[("code", code.clone().into())],
        )))),
        Err(other) => Err(other.into()),
    }
}

/// Takes a join's tokens: one for the client's address in this game, one
/// for the game. The address's bucket is the game's too because, with
/// several processes, a join forwarded to the game's host carries the
/// forwarding process's address (cluster.rs): a bucket per address alone
/// would be shared by every class joining through that process.
fn limit_join(state: &AppState, game: &Game, address: &str) -> Result<()> {
    let id = game.id();
    ratelimit::limit(state, Kind::JoinFromAddress, &format!("{address}|{id}"))?;
    ratelimit::limit(state, Kind::JoinIntoGame, &id.to_string())
}

/// `GET /play/{code}`: the play page for a player, or the name form.
pub async fn play_page(
    State(state): State<AppState>,
    Path(code): Path<String>,
    Query(refused): Query<RefusedQuery>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
) -> Result<Response> {
    let lang = crate::i18n::from_headers(&headers);
    let game = match game_by_code(&state, &code, &address, lang).await {
        Ok(game) => game,
        Err(AppError::Invalid(message)) => return render_join(lang, code, Some(message)),
        Err(other) => return Err(other),
    };
    if code != game.assignment.join_code {
        // The player cookie's path is the code as written here: one URL.
        return Ok(Redirect::to(&format!("/play/{}", game.assignment.join_code)).into_response());
    }
    if player_of(&state, &headers, &game).await?.is_some() {
        let page = PlayPage {
            nav: Nav::student_in(lang),
            code: game.assignment.join_code.clone(),
            title: game.assignment.title.clone(),
            messages: crate::i18n::script_messages(lang, "play-js-"),
        };
        let mut response = Html(page.render()?).into_response();
        no_store(&mut response);
        return Ok(response);
    }
    // An ended game says so before asking for a name.
    if game.state().phase == quizforge_core::play::Phase::Ended {
        return render_join(
            lang,
            String::new(),
            Some(crate::i18n::text_with(
                lang,
                "code-game-ended",
                &[("code", game.assignment.join_code.clone().into())],
            )),
        );
    }
    let error = Refusal::from_key(&refused.why).map(|refusal| refusal.error_in(lang));
    let mut name = refused.name;
    name.truncate(name.floor_char_boundary(4 * names::MAX_CHARS));
    name_form(&state, &headers, &game, name, error).await
}

async fn name_form(
    state: &AppState,
    headers: &HeaderMap,
    game: &Game,
    name: String,
    error: Option<AppError>,
) -> Result<Response> {
    let (csrf, fresh) = form_token(headers, JOIN_FORM_COOKIE)?;
    let (roster, pin) = roster_choices(state, game).await?;
    let status = error
        .as_ref()
        .map_or(axum::http::StatusCode::OK, AppError::status);
    let page = NamePage {
        nav: Nav::student_in(crate::i18n::from_headers(headers)),
        code: game.assignment.join_code.clone(),
        title: game.assignment.title.clone(),
        csrf: csrf.clone(),
        roster,
        pin,
        pictures: super::pins::PICTURES
            .iter()
            .zip('1'..='9')
            .map(|(&(picture, word), digit)| (digit, picture, word))
            .collect(),
        name,
        error: error.map(|e| e.message()),
        max_chars: names::MAX_CHARS,
    };
    let mut response = (status, Html(page.render()?)).into_response();
    if fresh {
        let value = set_cookie_at(
            JOIN_FORM_COOKIE,
            &csrf,
            12 * 3600,
            "/play",
            state.config.secure_cookies,
        );
        append_cookie(&mut response, &value)?;
    }
    no_store(&mut response);
    Ok(response)
}

/// The roster names to pick from, and whether the class asks for PINs
/// (`Some(true)`: picture PINs).
async fn roster_choices(
    state: &AppState,
    game: &Game,
) -> Result<(Vec<RosterChoice>, Option<bool>)> {
    let class = state
        .store
        .class(game.assignment.owner_id, game.assignment.class_id)
        .await?;
    if class.roster.is_empty() {
        return Ok((Vec::new(), None));
    }
    let pin = state
        .store
        .pin_kind(class.owner_id, class.id)
        .await?
        .map(|kind| kind == "pictures");
    let players = state.store.players(game.id()).await?;
    // A follow-up lists only the students it was given to.
    let given = crate::results::given_to(state, game.id()).await?;
    let choices = class
        .roster
        .into_iter()
        .filter(|entry| given.as_ref().is_none_or(|given| given.contains(&entry.id)))
        .map(|entry| RosterChoice {
            taken: players
                .iter()
                .any(|p| !p.removed && p.roster_id == Some(entry.id)),
            id: entry.id,
            name: entry.name,
        })
        .collect();
    Ok((choices, pin))
}

/// The join form: a roster name or a nickname.
#[derive(Debug, Default, Deserialize)]
pub struct JoinForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    roster_id: Option<i64>,
    /// The student's PIN, when the class asks for one.
    #[serde(default)]
    pin: Option<String>,
}

/// `POST /play/{code}/join`.
pub async fn join(
    State(state): State<AppState>,
    Path(code): Path<String>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    Form(form): Form<JoinForm>,
) -> Result<Response> {
    let lang = crate::i18n::from_headers(&headers);
    let game = game_by_code(&state, &code, &address, lang).await?;
    check_form_token(&headers, JOIN_FORM_COOKIE, &form.csrf)?;
    if player_of(&state, &headers, &game).await?.is_some() {
        return Ok(Redirect::to(&format!("/play/{}", game.assignment.join_code)).into_response());
    }
    limit_join(&state, &game, &address)?;
    let typed = form.name.clone().unwrap_or_default();
    let joining = Joining {
        name: form.name.as_deref(),
        roster_id: form.roster_id,
        pin: form.pin.as_deref(),
        address: &address,
    };
    match join_game(&state, &game, &joining).await? {
        Ok((_, token)) => {
            let mut response =
                Redirect::to(&format!("/play/{}", game.assignment.join_code)).into_response();
            let value = player_cookie(
                &game.assignment.join_code,
                &token,
                state.config.secure_cookies,
            );
            append_cookie(&mut response, &value)?;
            Ok(response)
        }
        // Redirect-after-POST: Back and refresh never send the form again.
        Err(refusal) => {
            let mut typed = typed;
            typed.truncate(typed.floor_char_boundary(4 * names::MAX_CHARS));
            let query =
                serde_urlencoded::to_string([("name", typed.as_str()), ("why", refusal.key())])
                    .map_err(|error| AppError::internal(format!("query: {error}")))?;
            Ok(
                Redirect::to(&format!("/play/{}?{query}", game.assignment.join_code))
                    .into_response(),
            )
        }
    }
}

/// The `Set-Cookie` value of a player's token, scoped to the game's path.
pub fn player_cookie(code: &str, token: &str, secure: bool) -> String {
    set_cookie_at(
        PLAYER_COOKIE,
        token,
        PLAYER_SECONDS,
        &format!("/play/{code}"),
        secure,
    )
}

/// What a student sent to join: a nickname or a roster pick (with its
/// PIN when the class asks for one), and where from.
struct Joining<'a> {
    name: Option<&'a str>,
    roster_id: Option<i64>,
    pin: Option<&'a str>,
    address: &'a str,
}

/// Makes a player from a roster pick or a nickname; returns them and
/// their token (shown once: only its hash is kept).
async fn add_player(
    state: &AppState,
    game: &Game,
    joining: &Joining<'_>,
) -> Result<(Player, String)> {
    join_game(state, game, joining)
        .await?
        .map_err(Refusal::error)
}

/// Adds a player, or says why a student may not join (the outer error is
/// the server's).
async fn join_game(
    state: &AppState,
    game: &Game,
    joining: &Joining<'_>,
) -> Result<std::result::Result<(Player, String), Refusal>> {
    let (name, roster_id) = (joining.name, joining.roster_id);
    let phase = game.state().phase;
    if phase == quizforge_core::play::Phase::Ended {
        return Ok(Err(Refusal::Ended));
    }
    let class = state
        .store
        .class(game.assignment.owner_id, game.assignment.class_id)
        .await?;
    let (name, roster_id) = if class.roster.is_empty() {
        let typed = name.unwrap_or_default();
        match names::clean(typed) {
            Ok(clean) => (clean, None),
            Err(error) => return Ok(Err(Refusal::of_name(&error))),
        }
    } else {
        let Some(entry) = roster_id.and_then(|id| class.roster.iter().find(|entry| entry.id == id))
        else {
            return Ok(Err(Refusal::PickName));
        };
        if let Err(refusal) =
            super::pins::check_pin(state, game, &class, entry.id, joining.pin, joining.address)
                .await?
        {
            return Ok(Err(refusal));
        }
        (entry.name.clone(), Some(entry.id))
    };
    crate::results::check_given_to(state, game.id(), roster_id).await?;
    let token = random_token()?;
    let write = PlayWrite::Join(NewPlayer {
        assignment_id: game.id(),
        token_hash: token_hash(&token),
        name_key: names::key(&name),
        name,
        roster_id,
        joined_at: quizforge_store::now(),
    });
    let fence = game.lease().map(|lease| (game.id(), lease.generation));
    match state.games.journal().write_fenced(write, fence).await {
        Ok(PlayWritten::Joined(player)) => {
            game.add_player(&player);
            Ok(Ok((player, token)))
        }
        Ok(PlayWritten::NameTaken) => Ok(Err(Refusal::Taken)),
        Ok(other) => Err(AppError::internal(format!("join stored as {other:?}"))),
        Err(error) => Err(AppError::internal(format!("join not stored: {error}"))),
    }
}

/// The body of `POST /api/v1/play/{code}/players`.
#[derive(Debug, Deserialize)]
pub struct JoinRequest {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    roster_id: Option<i64>,
    /// The roster student's PIN, when the class asks for one.
    #[serde(default)]
    pin: Option<String>,
}

/// The answer to a join through the API.
#[derive(Debug, Serialize)]
pub struct Joined {
    /// The player's token: send it as the `qf_player` cookie.
    pub token: String,
    /// The player's id.
    pub player: PlayerId,
    /// Their name.
    pub name: String,
    /// The assignment's id.
    pub assignment: i64,
}

/// `POST /api/v1/play/{code}/players`: joins without a browser (other
/// clients, the load tool). No account: the token is the player.
pub async fn api_join(
    State(state): State<AppState>,
    Path(code): Path<String>,
    ClientAddress(address): ClientAddress,
    Json(request): Json<JoinRequest>,
) -> std::result::Result<(axum::http::StatusCode, Json<Joined>), ApiError> {
    let game = match game_by_code(&state, &code, &address, crate::i18n::Lang::En).await {
        Err(AppError::Invalid(_)) => return Err(AppError::NotFound.into()),
        other => other?,
    };
    limit_join(&state, &game, &address)?;
    let joining = Joining {
        name: request.name.as_deref(),
        roster_id: request.roster_id,
        pin: request.pin.as_deref(),
        address: &address,
    };
    let (player, token) = add_player(&state, &game, &joining).await?;
    Ok((
        axum::http::StatusCode::CREATED,
        Json(Joined {
            token,
            player: player.id,
            name: player.name,
            assignment: game.id(),
        }),
    ))
}

/// `GET /play/{code}/ws`: the game's WebSocket for the player in the cookie.
pub async fn socket(
    State(state): State<AppState>,
    Path(code): Path<String>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Result<Response> {
    if !origin_allowed(&headers) {
        return Err(AppError::BadCsrf);
    }
    let game = game_by_code(&state, &code, &address, crate::i18n::Lang::En).await?;
    let player = player_of(&state, &headers, &game)
        .await?
        .ok_or(AppError::Unauthorized(
            "Join the game first: this browser is not a player of it.",
        ))?;
    // Small buffers: a message is a few hundred bytes, and the defaults
    // (128 KiB each way) would cost gigabytes with ten thousand sockets.
    Ok(upgrade
        .read_buffer_size(SOCKET_BUFFER_BYTES)
        .write_buffer_size(SOCKET_BUFFER_BYTES)
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| session(socket, state, game, player.id)))
}

/// One player's connection: sends what they should see whenever the game
/// moves, takes their answers and acknowledges each once it is stored.
async fn session(socket: WebSocket, state: AppState, game: Arc<Game>, player: PlayerId) {
    let (mut sink, mut stream) = socket.split();
    let mut events = game.subscribe_student();
    game.set_connected(player, true);
    let mut outbox = Vec::new();
    if let Some(welcome) = game.welcome(player) {
        outbox.push(welcome);
    }
    outbox.push(current(&state, &game, player).await);
    let mut gone = game.gone();
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    let mut heard = tokio::time::Instant::now();
    'connection: loop {
        for message in outbox.drain(..) {
            let removed = matches!(message, ServerMessage::Removed);
            if send(&mut sink, &message).await.is_err() || removed {
                break 'connection;
            }
        }
        tokio::select! {
            incoming = stream.next() => {
                heard = tokio::time::Instant::now();
                match incoming {
                    Some(Ok(Message::Text(text))) => {
                        handle(&state, &game, player, text.as_str(), &mut outbox).await;
                    }
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                    Some(Ok(_)) => {}
                }
            }
            event = events.recv() => match event {
                Ok(StudentEvent::State) | Err(RecvError::Lagged(_)) => {
                    outbox.push(current(&state, &game, player).await);
                }
                Ok(StudentEvent::Removed(removed)) if removed == player => {
                    outbox.push(ServerMessage::Removed);
                }
                Ok(StudentEvent::Removed(_)) => {}
                Err(RecvError::Closed) => break,
            },
            // The game moved to another process: close, and the page
            // reconnects to wherever it went (resending any answer not
            // acknowledged).
            () = Game::until_gone(&mut gone) => break,
            _ = ping.tick() => {
                if heard.elapsed() > SILENT_LIMIT {
                    break;
                }
                if sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    let _ = sink.close().await;
    game.set_connected(player, false);
}

async fn handle(
    state: &AppState,
    game: &Game,
    player: PlayerId,
    text: &str,
    outbox: &mut Vec<ServerMessage>,
) {
    let message = match serde_json::from_str::<ClientMessage>(text) {
        Ok(message) => message,
        Err(error) => {
            outbox.push(ServerMessage::Error {
                code: "bad_message",
                message: format!("Not a message this server understands: {error}"),
            });
            return;
        }
    };
    match message {
        ClientMessage::Ping => outbox.push(ServerMessage::Pong),
        ClientMessage::Sync => outbox.push(current(state, game, player).await),
        ClientMessage::Answer { question, response } => {
            let taken = game
                .answer(state.games.journal(), player, question, response, now_ms())
                .await;
            match taken {
                Ok(answered) => {
                    outbox.push(ServerMessage::Ack {
                        question,
                        fresh: answered.fresh,
                        feedback: answered.feedback,
                    });
                    if game.assignment.mode.is_paced_by_student() {
                        outbox.push(current(state, game, player).await);
                    }
                }
                Err(reason) => {
                    outbox.push(ServerMessage::Rejected {
                        question,
                        reason,
                        message: reason.message().to_string(),
                    });
                    if reason == super::protocol::Rejection::Removed {
                        outbox.push(ServerMessage::Removed);
                    }
                }
            }
        }
    }
}

/// What the player should see now; in the modes paced by the student,
/// the start of a question's timer is stored before the question is sent.
async fn current(state: &AppState, game: &Game, player: PlayerId) -> ServerMessage {
    let message = game.current(player, now_ms());
    game.keep_served(state.games.journal(), player).await;
    message
}

async fn send(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    message: &ServerMessage,
) -> std::result::Result<(), ()> {
    let text = serde_json::to_string(message).map_err(|_| ())?;
    sink.send(Message::Text(text.into())).await.map_err(|_| ())
}

/// Pages that hold a player's state must not be cached by the browser.
fn no_store(response: &mut Response) {
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
}
