//! Whole games over the real protocol: a real server on a TCP port, the
//! JSON API to set up, one WebSocket per student, and the stored results
//! read back through the API (from the database, not from memory).
//!
//! Every mode is played; reconnects mid-question, duplicate and concurrent
//! sends, late answers, removed players and a server restart mid-game are
//! covered, and one test records every byte a student receives to check
//! that no key arrives before the answer.

use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Bytes;
use axum::http::{Method, Request, StatusCode, header};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use quizforge_core::{AcceptedAnswer, Body, Choice, NumericAnswer, Pair, Question, Quiz};
use quizforge_server::{AppState, Config, router};
use quizforge_store::AnyStore;
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

mod guards;
mod live;
mod modes;

// ------------------------------------------------------------- harness

struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new() -> Self {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).expect("randomness");
        let path =
            std::env::temp_dir().join(format!("quizforge-play-{}", u64::from_le_bytes(bytes)));
        std::fs::create_dir_all(&path).expect("temp dir");
        TempDir(path)
    }

    fn database(&self) -> String {
        format!("sqlite:{}", self.0.join("play.sqlite3").display())
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A server on a free port, over a database URL.
struct Server {
    address: SocketAddr,
    task: tokio::task::JoinHandle<()>,
    state: AppState,
}

impl Server {
    async fn start(database: &str) -> Server {
        let store = AnyStore::connect(database).await.expect("database");
        let config = Config {
            argon2_memory_kib: 256,
            ..Config::default()
        };
        let state = AppState::new(store, config);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let address = listener.local_addr().expect("address");
        let app = router(state.clone()).into_make_service_with_connect_info::<SocketAddr>();
        let task = tokio::spawn(async move {
            axum::serve(listener, app).await.expect("serve");
        });
        Server {
            address,
            task,
            state,
        }
    }

    /// Stops the server the way `kill -9` would for the process's sockets:
    /// no graceful shutdown, connections cut.
    async fn kill(self) {
        self.task.abort();
        let _ = self.task.await;
        self.state.store.close().await;
    }

    fn api(&self) -> Api {
        Api {
            client: Client::builder(TokioExecutor::new()).build_http(),
            base: format!("http://{}", self.address),
            token: None,
        }
    }
}

#[derive(Clone)]
struct Api {
    client: Client<HttpConnector, Full<Bytes>>,
    base: String,
    token: Option<String>,
}

impl Api {
    async fn call(&self, method: Method, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        let mut request = Request::builder()
            .method(method)
            .uri(format!("{}{path}", self.base));
        if let Some(token) = &self.token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let body = match body {
            Some(value) => {
                request = request.header(header::CONTENT_TYPE, "application/json");
                Full::new(Bytes::from(value.to_string()))
            }
            None => Full::new(Bytes::new()),
        };
        let response = self
            .client
            .request(request.body(body).unwrap())
            .await
            .expect("request");
        let status = response.status();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        (
            status,
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        )
    }

    async fn ok(&self, method: Method, path: &str, body: Option<Value>) -> Value {
        let (status, value) = self.call(method, path, body).await;
        assert!(status.is_success(), "{path}: {status} {value}");
        value
    }

    async fn get_text(&self, path: &str) -> String {
        let request = Request::builder()
            .uri(format!("{}{path}", self.base))
            .body(Full::new(Bytes::new()))
            .unwrap();
        let response = self.client.request(request).await.expect("request");
        String::from_utf8(
            response
                .into_body()
                .collect()
                .await
                .unwrap()
                .to_bytes()
                .to_vec(),
        )
        .unwrap()
    }
}

/// A teacher with a token, a quiz, a class and an assignment.
struct Game {
    api: Api,
    id: i64,
    code: String,
}

async fn teacher(server: &Server) -> Api {
    let mut api = server.api();
    let email = format!("t{}@school.test", server.address.port());
    api.ok(
        Method::POST,
        "/api/v1/signup",
        Some(json!({"email": email, "password": "correct horse"})),
    )
    .await;
    let token = api
        .ok(
            Method::POST,
            "/api/v1/tokens",
            Some(json!({"email": email, "password": "correct horse"})),
        )
        .await;
    api.token = Some(token["token"].as_str().unwrap().to_string());
    api
}

/// Stores `quiz` for the teacher: made from a one-line GIFT quiz, then
/// replaced by the full quiz through the API.
async fn store_quiz(api: &Api, quiz: &Quiz) -> i64 {
    let made = api
        .ok(
            Method::POST,
            "/api/v1/quizzes",
            Some(json!({"text": "::a:: One? {=1 ~2}"})),
        )
        .await;
    let id = made["id"].as_i64().unwrap();
    let mut body = serde_json::to_value(quiz).unwrap();
    body["revision"] = made["revision"].clone();
    api.ok(Method::PUT, &format!("/api/v1/quizzes/{id}"), Some(body))
        .await;
    id
}

/// Choices stay in the quiz's order unless `settings` say otherwise, so
/// that tests about other things can answer "choice 1"; the tests of
/// shuffling set `shuffle_choices` themselves.
async fn assign(server: &Server, quiz: &Quiz, mode: &str, settings: Value, extra: Value) -> Game {
    let mut settings = settings;
    if let Some(object) = settings.as_object_mut() {
        object
            .entry("shuffle_choices")
            .or_insert(Value::Bool(false));
    }
    let api = teacher(server).await;
    let quiz_id = store_quiz(&api, quiz).await;
    let class = api
        .ok(
            Method::POST,
            "/api/v1/classes",
            Some(json!({"name": "Year 8"})),
        )
        .await;
    let mut body =
        json!({"quiz_id": quiz_id, "class_id": class["id"], "mode": mode, "settings": settings});
    if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
        body.extend(extra.clone());
    }
    let assignment = api
        .ok(Method::POST, "/api/v1/assignments", Some(body))
        .await;
    Game {
        id: assignment["id"].as_i64().unwrap(),
        code: assignment["join_code"].as_str().unwrap().to_string(),
        api,
    }
}

impl Game {
    async fn control(&self, action: &str) -> Value {
        self.api
            .ok(
                Method::POST,
                &format!("/api/v1/assignments/{}/control", self.id),
                Some(json!({"action": action})),
            )
            .await
    }

    async fn results(&self) -> Value {
        self.api
            .ok(
                Method::GET,
                &format!("/api/v1/assignments/{}/results", self.id),
                None,
            )
            .await
    }

    async fn join(&self, server: &Server, name: &str) -> String {
        let joined = server
            .api()
            .ok(
                Method::POST,
                &format!("/api/v1/play/{}/players", self.code),
                Some(json!({"name": name})),
            )
            .await;
        joined["token"].as_str().unwrap().to_string()
    }
}

/// One student's WebSocket, keeping every text frame it received.
struct Student {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    received: Vec<String>,
}

impl Student {
    async fn connect(server: &Server, code: &str, token: &str) -> Student {
        let mut request = format!("ws://{}/play/{code}/ws", server.address)
            .into_client_request()
            .unwrap();
        request.headers_mut().insert(
            header::COOKIE,
            format!("qf_player={token}").parse().unwrap(),
        );
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("websocket");
        Student {
            socket,
            received: Vec::new(),
        }
    }

    async fn next(&mut self) -> Value {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), self.socket.next())
                .await
                .expect("a message within 10 s")
                .expect("socket open")
                .expect("frame");
            if let Message::Text(text) = frame {
                self.received.push(text.to_string());
                return serde_json::from_str(text.as_str()).unwrap();
            }
        }
    }

    /// The next message of type `kind` (others on the way are kept).
    async fn expect(&mut self, kind: &str) -> Value {
        loop {
            let message = self.next().await;
            if message["type"] == kind {
                return message;
            }
            assert_ne!(message["type"], "error", "{message}");
        }
    }

    async fn send(&mut self, message: Value) {
        self.socket
            .send(Message::Text(message.to_string().into()))
            .await
            .expect("send");
    }

    async fn answer(&mut self, question: u64, response: Value) {
        self.send(json!({"type": "answer", "question": question, "response": response}))
            .await;
    }

    async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

fn choice(i: usize) -> Value {
    json!({"type": "choice", "value": i})
}

/// A quiz of `n` multiple-choice questions whose key is choice 1.
fn choice_quiz(n: usize) -> Quiz {
    let mut quiz = Quiz::new("Capitals", "en");
    for i in 0..n {
        let mut question = Question::new(
            format!("Question {i}: pick B"),
            Body::MultipleChoice {
                choices: vec![
                    Choice::new("A", false),
                    Choice::new("B", true),
                    Choice::new("C", false),
                ],
            },
        );
        question.topic = Some(if i % 2 == 0 { "even" } else { "odd" }.to_string());
        question.explanation = Some(format!("Because B, number {i}."));
        quiz.questions.push(question);
    }
    quiz
}
