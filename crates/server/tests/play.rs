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

// ---------------------------------------------------------------- tests

#[tokio::test]
async fn a_live_game_is_played_to_the_end_and_stored() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(
        &server,
        &choice_quiz(3),
        "live",
        json!({"timer_seconds": 30}),
        json!({}),
    )
    .await;
    let mut students = Vec::new();
    for name in ["Ana", "Ben", "Chloé"] {
        let token = game.join(&server, name).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        let welcome = student.expect("welcome").await;
        assert_eq!(welcome["name"], name);
        assert_eq!(welcome["mode"], "live");
        student.expect("lobby").await;
        students.push(student);
    }
    game.control("start").await;
    for question in 0..3u64 {
        if question > 0 {
            game.control("next").await;
        }
        for (i, student) in students.iter_mut().enumerate() {
            let asked = student.expect("question").await;
            assert_eq!(asked["question"]["index"], question);
            assert_eq!(asked["answered"], false);
            assert!(asked["remaining_ms"].as_u64().unwrap() > 20_000);
            // Ana and Chloé are right, Ben picks A.
            student
                .answer(question, choice(if i == 1 { 0 } else { 1 }))
                .await;
            let ack = student.expect("ack").await;
            assert_eq!(ack["question"], question);
            assert_eq!(ack["fresh"], true);
            assert!(
                ack.get("feedback").is_none(),
                "live: no feedback before the teacher shows results"
            );
        }
        game.control("reveal").await;
        for (i, student) in students.iter_mut().enumerate() {
            let results = student.expect("results").await;
            let feedback = &results["feedback"];
            assert_eq!(
                feedback["outcome"],
                if i == 1 { "incorrect" } else { "correct" }
            );
            assert_eq!(feedback["reveal"]["correct_choices"], json!([1]));
        }
    }
    game.control("next").await; // after the last question: the end
    for (i, student) in students.iter_mut().enumerate() {
        let ended = student.expect("ended").await;
        assert_eq!(ended["summary"]["correct"], if i == 1 { 0 } else { 3 });
        assert_eq!(ended["summary"]["questions"], 3);
        assert!(
            ended["summary"].get("leaderboard").is_none(),
            "leaderboard is off by default"
        );
    }
    let results = game.results().await;
    assert_eq!(results["answers_stored"], 9);
    let scores: Vec<(String, f64)> = results["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["score"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        scores,
        [
            ("Ana".to_string(), 3.0),
            ("Ben".to_string(), 0.0),
            ("Chloé".to_string(), 3.0)
        ]
    );
    let state = game
        .api
        .ok(
            Method::GET,
            &format!("/api/v1/assignments/{}", game.id),
            None,
        )
        .await;
    assert_eq!(state["state"]["phase"], "ended");
}

#[tokio::test]
async fn resent_and_concurrent_answers_count_once() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "live", json!({}), json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    game.control("start").await;
    ana.expect("question").await;
    // Five sends without waiting, the first right, the others different.
    ana.answer(0, choice(1)).await;
    for other in [0, 2, 0, 2] {
        ana.answer(0, choice(other)).await;
    }
    let mut fresh = 0;
    for _ in 0..5 {
        let ack = ana.expect("ack").await;
        assert_eq!(ack["question"], 0);
        fresh += usize::from(ack["fresh"] == true);
    }
    assert_eq!(fresh, 1, "exactly one send is the stored answer");
    let results = game.results().await;
    assert_eq!(results["answers_stored"], 1);
    assert_eq!(
        results["answers"][0]["response"],
        choice(1),
        "the first answer stands"
    );
    assert_eq!(results["answers"][0]["outcome"], "correct");
    // The results keeper is told of the one stored answer, once.
    assert_eq!(server.state.games.take_answered(), [(game.id, 1)]);
    assert_eq!(server.state.games.take_answered(), []);
}

#[tokio::test]
async fn a_reconnect_mid_question_resumes_the_same_player() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "live", json!({}), json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    game.control("start").await;
    ana.expect("question").await;
    ana.answer(0, choice(1)).await;
    ana.expect("ack").await;
    ana.close().await;

    // The same browser (the same cookie) comes back mid-question.
    let mut again = Student::connect(&server, &game.code, &token).await;
    let welcome = again.expect("welcome").await;
    assert_eq!(welcome["name"], "Ana");
    assert_eq!(welcome["answered"], 1);
    assert_eq!(welcome["score"], 1.0);
    let current = again.expect("question").await;
    assert_eq!(current["question"]["index"], 0);
    assert_eq!(
        current["answered"], true,
        "the page shows the answer as sent"
    );
    // The page resends an answer it never saw acknowledged: still once.
    again.answer(0, choice(2)).await;
    let ack = again.expect("ack").await;
    assert_eq!(ack["fresh"], false);

    // A player who disconnects before answering answers after reconnecting.
    let ben_token = game.join(&server, "Ben").await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    ben.expect("question").await;
    ben.close().await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    let current = ben.expect("question").await;
    assert_eq!(current["answered"], false);
    ben.answer(0, choice(0)).await;
    assert_eq!(ben.expect("ack").await["fresh"], true);

    let results = game.results().await;
    assert_eq!(results["answers_stored"], 2);
    assert_eq!(
        results["players"].as_array().unwrap().len(),
        2,
        "no player was made twice"
    );
}

#[tokio::test]
async fn answers_after_the_timer_or_out_of_turn_are_refused() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(
        &server,
        &choice_quiz(2),
        "live",
        json!({"timer_seconds": 1}),
        json!({}),
    )
    .await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    ana.answer(0, choice(1)).await;
    assert_eq!(
        ana.expect("rejected").await["reason"],
        "closed",
        "not started"
    );
    game.control("start").await;
    ana.expect("question").await;
    ana.answer(1, choice(1)).await;
    assert_eq!(
        ana.expect("rejected").await["reason"],
        "not_open",
        "not asked yet"
    );
    ana.answer(0, json!({"type": "choice", "value": 7})).await;
    assert_eq!(ana.expect("rejected").await["reason"], "invalid");
    // One second of timer plus the grace, and a little more.
    tokio::time::sleep(Duration::from_millis(1000 + 1500 + 400)).await;
    ana.answer(0, choice(1)).await;
    assert_eq!(ana.expect("rejected").await["reason"], "late");
    game.control("reveal").await;
    let results = ana.expect("results").await;
    assert!(
        results["feedback"].get("outcome").is_none(),
        "no answer counted"
    );
    assert_eq!(game.results().await["answers_stored"], 0);
}

#[tokio::test]
async fn a_self_paced_game_gives_feedback_and_moves_each_student_on() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let settings = json!({"leaderboard": {"show": "top", "top": 3}});
    let game = assign(&server, &choice_quiz(3), "self_paced", settings, json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    assert_eq!(ana.expect("welcome").await["mode"], "self_paced");
    ana.expect("lobby").await;
    let (status, refused) = game
        .api
        .call(
            Method::POST,
            &format!("/api/v1/assignments/{}/control", game.id),
            Some(json!({"action": "reveal"})),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    game.control("start").await;
    let first = ana.expect("question").await;
    assert_eq!(first["question"]["index"], 0);
    ana.answer(0, choice(1)).await;
    let ack = ana.expect("ack").await;
    assert_eq!(ack["feedback"]["outcome"], "correct");
    assert_eq!(
        ack["feedback"]["reveal"]["explanation"],
        "Because B, number 0."
    );
    assert_eq!(ana.expect("question").await["question"]["index"], 1);
    ana.answer(2, choice(1)).await;
    assert_eq!(
        ana.expect("rejected").await["reason"],
        "not_open",
        "no skipping ahead"
    );
    ana.answer(1, choice(0)).await;
    let ack = ana.expect("ack").await;
    assert_eq!(ack["feedback"]["outcome"], "incorrect");
    assert_eq!(ack["feedback"]["reveal"]["correct_choices"], json!([1]));
    ana.expect("question").await;
    ana.answer(2, Value::Null).await; // "I don't know"
    let ack = ana.expect("ack").await;
    assert!(ack["feedback"].get("outcome").is_none());
    let ended = ana.expect("ended").await;
    let summary = &ended["summary"];
    assert_eq!(summary["correct"], 1);
    assert_eq!(summary["missed"].as_array().unwrap().len(), 2);
    assert_eq!(summary["leaderboard"]["rank"], 1);
    assert_eq!(summary["leaderboard"]["top"][0]["name"], "Ana");
    // Ben starts later, at his own first question.
    let ben_token = game.join(&server, "Ben").await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    assert_eq!(ben.expect("question").await["question"]["index"], 0);
    assert_eq!(game.results().await["answers_stored"], 3);
}

#[tokio::test]
async fn homework_takes_answers_only_until_it_is_due() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let now = quizforge_store::now();
    let times = json!({"opens_at": now - 60, "due_at": now + 2});
    let game = assign(&server, &choice_quiz(2), "homework", json!({}), times).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    assert_eq!(
        ana.expect("welcome").await["phase"],
        "open",
        "homework needs no start"
    );
    ana.expect("question").await;
    ana.answer(0, choice(1)).await;
    assert_eq!(ana.expect("ack").await["fresh"], true);
    ana.expect("question").await;
    tokio::time::sleep(Duration::from_millis(3200)).await;
    ana.answer(1, choice(1)).await;
    assert_eq!(ana.expect("rejected").await["reason"], "closed");
    ana.send(json!({"type": "sync"})).await;
    assert_eq!(ana.expect("ended").await["summary"]["correct"], 1);
    assert_eq!(game.results().await["answers_stored"], 1);
}

#[tokio::test]
async fn homework_before_it_opens_waits_in_the_lobby() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let now = quizforge_store::now();
    let later = json!({"opens_at": now + 3600, "due_at": now + 7200});
    let game = assign(&server, &choice_quiz(1), "homework", json!({}), later).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    ana.answer(0, choice(1)).await;
    assert_eq!(ana.expect("rejected").await["reason"], "closed");
    let (status, _) = game.api.call(Method::POST, "/api/v1/assignments", Some(json!({
        "quiz_id": 1, "class_id": 1, "mode": "homework", "opens_at": now + 10, "due_at": now,
    }))).await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "due before it opens"
    );
}

#[tokio::test]
async fn a_restart_mid_game_loses_no_acknowledged_answer() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(
        &server,
        &choice_quiz(3),
        "live",
        json!({"streak_bonus": true}),
        json!({}),
    )
    .await;
    let ana_token = game.join(&server, "Ana").await;
    let ben_token = game.join(&server, "Ben").await;
    let mut ana = Student::connect(&server, &game.code, &ana_token).await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    game.control("start").await;
    for student in [&mut ana, &mut ben] {
        student.expect("question").await;
        student.answer(0, choice(1)).await;
        student.expect("ack").await;
    }
    game.control("next").await;
    ana.expect("question").await;
    ana.answer(1, choice(1)).await;
    ana.expect("ack").await;
    let before = game.results().await;
    let (api, code) = (game.api.clone(), game.code.clone());
    server.kill().await;

    let server = Server::start(&dir.database()).await;
    let game = Game {
        api: Api {
            base: format!("http://{}", server.address),
            ..api
        },
        id: game.id,
        code,
    };
    let after = game.results().await;
    assert_eq!(after["answers_stored"], 3);
    assert_eq!(
        after["players"], before["players"],
        "same players, same scores"
    );
    // Both come back where they were: question 2 open, Ana done with it.
    let mut ana = Student::connect(&server, &game.code, &ana_token).await;
    let welcome = ana.expect("welcome").await;
    assert_eq!(welcome["answered"], 2);
    let current = ana.expect("question").await;
    assert_eq!(
        (
            current["question"]["index"].as_u64(),
            current["answered"].as_bool()
        ),
        (Some(1), Some(true))
    );
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    let current = ben.expect("question").await;
    assert_eq!(
        (
            current["question"]["index"].as_u64(),
            current["answered"].as_bool()
        ),
        (Some(1), Some(false))
    );
    ben.answer(1, choice(1)).await;
    assert_eq!(ben.expect("ack").await["fresh"], true);
    game.control("next").await;
    ana.expect("question").await;
    ana.answer(2, choice(1)).await;
    ana.expect("ack").await;
    game.control("end").await;
    let summary = ana.expect("ended").await["summary"].clone();
    // Streak bonus survives the restart: 1 + 1.1 + 1.2.
    assert_eq!(summary["score"], 3.3);
    assert_eq!(game.results().await["answers_stored"], 5);
}

#[tokio::test]
async fn joining_checks_names_and_the_teacher_can_remove_a_player() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(1), "live", json!({}), json!({})).await;
    let join = |name: &'static str| {
        let api = server.api();
        let path = format!("/api/v1/play/{}/players", game.code);
        async move {
            api.call(Method::POST, &path, Some(json!({"name": name})))
                .await
                .0
        }
    };
    assert_eq!(join("Ana").await, StatusCode::CREATED);
    assert_eq!(
        join(" ana ").await,
        StatusCode::CONFLICT,
        "the same name, another case"
    );
    assert_eq!(join("   ").await, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(join("f.u.c.k").await, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = server
        .api()
        .call(
            Method::POST,
            "/api/v1/play/ZZZZZZ/players",
            Some(json!({"name": "X"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let lower = Request::builder()
        .uri(format!(
            "http://{}/play/{}",
            server.address,
            game.code.to_lowercase()
        ))
        .body(Full::new(Bytes::new()))
        .unwrap();
    let response = server.api().client.request(lower).await.unwrap();
    assert_eq!(
        response.status(),
        StatusCode::SEE_OTHER,
        "one URL per game, for the cookie's path"
    );
    assert_eq!(
        response.headers()[header::LOCATION],
        format!("/play/{}", game.code).as_str()
    );

    // A roster: students pick a name, they cannot type one.
    let class = game
        .api
        .ok(
            Method::POST,
            "/api/v1/classes",
            Some(json!({"name": "Year 9", "roster": ["Zoë", "Yann"]})),
        )
        .await;
    let quiz_id = store_quiz(&game.api, &choice_quiz(1)).await;
    let rostered = game
        .api
        .ok(
            Method::POST,
            "/api/v1/assignments",
            Some(json!({"quiz_id": quiz_id, "class_id": class["id"], "mode": "live"})),
        )
        .await;
    let code = rostered["join_code"].as_str().unwrap();
    let zoe = class["roster"][0]["id"].clone();
    let path = format!("/api/v1/play/{code}/players");
    let (status, _) = server
        .api()
        .call(Method::POST, &path, Some(json!({"name": "Someone"})))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, joined) = server
        .api()
        .call(Method::POST, &path, Some(json!({"roster_id": zoe})))
        .await;
    assert_eq!(
        (status, joined["name"].as_str()),
        (StatusCode::CREATED, Some("Zoë"))
    );
    let (status, _) = server
        .api()
        .call(Method::POST, &path, Some(json!({"roster_id": zoe})))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "a roster name is one player");

    // Renaming and removing: the player is told and their token dies.
    let token = game.join(&server, "Troll").await;
    let mut troll = Student::connect(&server, &game.code, &token).await;
    troll.expect("lobby").await;
    let players = game.results().await["players"].clone();
    let troll_id = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Troll")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/v1/assignments/{}/players/{troll_id}", game.id);
    let (status, _) = game
        .api
        .call(
            Method::POST,
            &path,
            Some(json!({"action": "rename", "name": "Ana"})),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    game.api
        .ok(
            Method::POST,
            &path,
            Some(json!({"action": "rename", "name": "Player 3"})),
        )
        .await;
    game.api
        .ok(Method::POST, &path, Some(json!({"action": "remove"})))
        .await;
    troll.expect("removed").await;
    let mut request = format!("ws://{}/play/{}/ws", server.address, game.code)
        .into_client_request()
        .unwrap();
    request.headers_mut().insert(
        header::COOKIE,
        format!("qf_player={token}").parse().unwrap(),
    );
    assert!(
        tokio_tungstenite::connect_async(request).await.is_err(),
        "a removed player cannot come back"
    );
    let players = game.results().await["players"].clone();
    let renamed = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == troll_id)
        .unwrap()
        .clone();
    assert_eq!(
        (renamed["name"].as_str(), renamed["removed"].as_bool()),
        (Some("Player 3"), Some(true))
    );
    assert_eq!(
        join("Player 3").await,
        StatusCode::CREATED,
        "a removed player's name is free"
    );
}

#[tokio::test]
async fn a_cross_site_page_cannot_open_a_students_socket() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(1), "live", json!({}), json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut request = format!("ws://{}/play/{}/ws", server.address, game.code)
        .into_client_request()
        .unwrap();
    request.headers_mut().insert(
        header::COOKIE,
        format!("qf_player={token}").parse().unwrap(),
    );
    request
        .headers_mut()
        .insert(header::ORIGIN, "https://evil.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(request).await.is_err());
    let mut request = format!("ws://{}/play/{}/ws", server.address, game.code)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert(header::COOKIE, "qf_player=0000".parse().unwrap());
    assert!(
        tokio_tungstenite::connect_async(request).await.is_err(),
        "no player, no socket"
    );
}

#[tokio::test]
async fn a_class_answering_in_the_same_instant_loses_nothing() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(1), "live", json!({}), json!({})).await;
    let mut students = Vec::new();
    for i in 0..60 {
        let token = game.join(&server, &format!("Student {i}")).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        student.expect("lobby").await;
        students.push(student);
    }
    game.control("start").await;
    for student in &mut students {
        student.expect("question").await;
    }
    for (i, student) in students.iter_mut().enumerate() {
        student.answer(0, choice(i % 3)).await;
    }
    for student in &mut students {
        assert_eq!(student.expect("ack").await["fresh"], true);
    }
    assert_eq!(game.results().await["answers_stored"], 60);
}

/// The quiz of every kind, with keys that appear nowhere else.
fn every_kind() -> Quiz {
    let mut quiz = Quiz::new("Every kind", "en");
    let mut mc = Question::new(
        "Which gas do plants take in?",
        Body::MultipleChoice {
            choices: vec![
                Choice::new("Oxygen", false),
                Choice::new("Carbon dioxide", true),
                Choice::new("Helium", false),
            ],
        },
    );
    mc.explanation = Some("EXPLANATION-MC photosynthesis".into());
    quiz.questions.push(mc);
    quiz.questions.push(Question::new(
        "Pick the primes.",
        Body::multiple_response(vec![
            Choice::new("2", true),
            Choice::new("4", false),
            Choice::new("3", true),
            Choice::new("9", false),
        ]),
    ));
    quiz.questions.push(Question::new(
        "The Nile flows through Cairo.",
        Body::true_false(Some(true), "en"),
    ));
    quiz.questions.push(Question::new(
        "Which pass did the Spartans hold in 480 BC?",
        Body::ShortAnswer {
            accepted: vec![AcceptedAnswer::new("Thermopylae")],
            case_sensitive: false,
        },
    ));
    quiz.questions.push(Question::new(
        "What is 825 divided by 4?",
        Body::Numeric {
            answers: vec![NumericAnswer::new(206.25, 0.0)],
        },
    ));
    quiz.questions.push(Question::new(
        "Match each country to its capital.",
        Body::Matching {
            pairs: vec![
                Pair::new("Peru", "Lima"),
                Pair::new("Chile", "Santiago"),
                Pair::new("Ghana", "Accra"),
            ],
        },
    ));
    quiz.questions.push(Question::new(
        "Put the planets in order from the Sun.",
        Body::Ordering {
            items: vec![
                "Mercury".into(),
                "Venus".into(),
                "Earth".into(),
                "Mars".into(),
            ],
        },
    ));
    quiz.questions
        .push(Question::new("Why do leaves change colour?", Body::Open));
    quiz
}

/// Fields that only ever carry a key: none may reach a student between
/// the feedback on one answer and the next answer.
const KEY_FIELDS: [&str; 8] = [
    "\"correct\"",
    "\"weight\"",
    "\"accepted\"",
    "\"reveal\"",
    "\"explanation\"",
    "\"feedback\"",
    "\"pairs\"",
    "\"answers\"",
];

/// The keys of question `index`: none may reach the student, in any
/// message, before they answered it.
fn secrets(index: usize) -> Vec<&'static str> {
    match index {
        0 => vec!["EXPLANATION-MC"],
        3 => vec!["Thermopylae"],
        4 => vec!["206.25"],
        // Question 6's key is an order: the items are shown in a uniform
        // shuffle, which is the key's own order in one game of 24 and says
        // nothing about it then either, so its check is the shuffle's (below).
        _ => vec![],
    }
}

#[tokio::test]
async fn no_key_reaches_a_student_before_answering() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let quiz = every_kind();
    let game = assign(
        &server,
        &quiz,
        "self_paced",
        json!({"feedback": true}),
        json!({}),
    )
    .await;
    // The join form, the play page and its script hold no key either.
    let page = server.api().get_text(&format!("/play/{}", game.code)).await;
    let script = server.api().get_text("/assets/play.js").await;
    for text in [&page, &script] {
        for secret in [
            "Thermopylae",
            "206.25",
            "Carbon dioxide",
            "Santiago",
            "EXPLANATION",
        ] {
            assert!(!text.contains(secret), "{secret} in a page");
        }
    }
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    game.control("start").await;
    let answers = [
        json!({"type": "choice", "value": 0}),
        json!({"type": "choices", "value": [0]}),
        json!({"type": "choice", "value": 1}),
        json!({"type": "text", "value": "Marathon"}),
        json!({"type": "number", "value": 12}),
        json!({"type": "matches", "value": ["Santiago", "Lima", null]}),
        json!({"type": "order", "value": [0, 1, 2, 3]}),
        json!({"type": "text", "value": "Chlorophyll breaks down."}),
    ];
    for (index, response) in answers.into_iter().enumerate() {
        let before = ana.received.len();
        let asked = ana.expect("question").await;
        assert_eq!(asked["question"]["index"], index);
        let everything = ana.received.join("\n");
        for secret in secrets(index) {
            assert!(
                !everything.contains(secret),
                "question {index}: its key {secret} was sent before the answer"
            );
        }
        let since_last_answer = ana.received[before..].join("\n");
        for field in KEY_FIELDS {
            assert!(
                !since_last_answer.contains(field),
                "question {index}: {field} was sent before the answer:\n{since_last_answer}"
            );
        }
        if index == 6 {
            let shown: Vec<&str> = asked["question"]["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap())
                .collect();
            let mut sorted = shown.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, ["Earth", "Mars", "Mercury", "Venus"]);
            assert!(
                asked["question"].get("order").is_none(),
                "the ordering's key was sent with the question: {asked}"
            );
        }
        ana.answer(index as u64, response).await;
        let ack = ana.expect("ack").await;
        // After the answer, the key comes with the feedback.
        let reveal = &ack["feedback"]["reveal"];
        match index {
            0 => assert_eq!(reveal["correct_choices"], json!([1])),
            3 => assert_eq!(reveal["accepted"], json!(["Thermopylae"])),
            4 => assert!(reveal["numbers"][0].as_str().unwrap().contains("206.25")),
            _ => {}
        }
    }
    let results = game.results().await;
    assert_eq!(results["answers_stored"], 8);
    let outcomes: Vec<&str> = results["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["outcome"].as_str().unwrap())
        .collect();
    assert_eq!(
        outcomes[7], "needs_review",
        "open answers wait for the teacher"
    );
}

/// A signed-in browser session for the teacher of `api` (the dashboard's
/// event stream is a page of the teacher's, behind the session cookie).
async fn session_cookie(server: &Server, email: &str) -> String {
    let client = server.api().client;
    let base = format!("http://{}", server.address);
    let form = client
        .request(
            Request::builder()
                .uri(format!("{base}/signin"))
                .body(Full::new(Bytes::new()))
                .unwrap(),
        )
        .await
        .unwrap();
    let form_cookie = form.headers()[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let html = String::from_utf8(
        form.into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec(),
    )
    .unwrap();
    let csrf = html
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    let body = format!(
        "email={}&password=correct+horse&csrf={csrf}",
        email.replace('@', "%40")
    );
    let signed_in = client
        .request(
            Request::builder()
                .method(Method::POST)
                .uri(format!("{base}/signin"))
                .header(header::COOKIE, form_cookie)
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Full::new(Bytes::from(body)))
                .unwrap(),
        )
        .await
        .unwrap();
    signed_in
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|v| v.starts_with("qf_session="))
        .expect("a session cookie")
        .split(';')
        .next()
        .unwrap()
        .to_string()
}

/// Reads server-sent events until one named `name` arrives; returns its data.
async fn next_event(body: &mut axum::body::Body, buffer: &mut String, name: &str) -> Value {
    loop {
        while let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            let event = block
                .lines()
                .find_map(|l| l.strip_prefix("event: "))
                .unwrap_or("");
            let data = block
                .lines()
                .find_map(|l| l.strip_prefix("data: "))
                .unwrap_or("");
            if event == name {
                return serde_json::from_str(data).unwrap();
            }
        }
        let frame = tokio::time::timeout(Duration::from_secs(10), body.frame())
            .await
            .expect("an event within 10 s")
            .expect("stream open")
            .expect("frame");
        if let Ok(bytes) = frame.into_data() {
            buffer.push_str(std::str::from_utf8(&bytes).unwrap());
        }
    }
}

#[tokio::test]
async fn the_dashboard_streams_a_snapshot_then_every_answer_as_it_comes() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "live", json!({}), json!({})).await;
    let email = format!("t{}@school.test", server.address.port());
    let cookie = session_cookie(&server, &email).await;
    let request = Request::builder()
        .uri(format!(
            "http://{}/assignments/{}/events",
            server.address, game.id
        ))
        .header(header::COOKIE, &cookie)
        .body(Full::new(Bytes::new()))
        .unwrap();
    let response = server.api().client.request(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    let mut body = axum::body::Body::new(response.into_body());
    let mut buffer = String::new();
    let snapshot = next_event(&mut body, &mut buffer, "snapshot").await;
    assert_eq!(snapshot["join_code"], game.code);
    assert_eq!(
        snapshot["questions"][0]["reveal"]["correct_choices"],
        json!([1]),
        "the teacher sees keys"
    );
    assert_eq!(snapshot["players"], json!([]));

    let token = game.join(&server, "Ana").await;
    let joined = next_event(&mut body, &mut buffer, "player").await;
    assert_eq!(
        (joined["name"].as_str(), joined["connected"].as_bool()),
        (Some("Ana"), Some(false))
    );
    let mut ana = Student::connect(&server, &game.code, &token).await;
    let connected = next_event(&mut body, &mut buffer, "player").await;
    assert_eq!(connected["connected"], true);
    game.control("start").await;
    let state = next_event(&mut body, &mut buffer, "state").await;
    assert_eq!(
        (state["phase"].as_str(), state["question"].as_u64()),
        (Some("question"), Some(0))
    );
    ana.expect("question").await;
    ana.answer(0, choice(2)).await;
    ana.expect("ack").await;
    let answer = next_event(&mut body, &mut buffer, "answer").await;
    assert_eq!(answer["outcome"], "incorrect");
    assert_eq!(answer["picked"], json!([2]), "for the distribution");
    let scored = next_event(&mut body, &mut buffer, "player").await;
    assert_eq!(scored["score"], 0.0);
    ana.close().await;
    let gone = next_event(&mut body, &mut buffer, "player").await;
    assert_eq!(gone["connected"], false, "the teacher sees who dropped");

    // Another teacher's dashboard stream is not found.
    let other = Request::builder()
        .uri(format!(
            "http://{}/assignments/{}/events",
            server.address,
            game.id + 1000
        ))
        .header(header::COOKIE, &cookie)
        .body(Full::new(Bytes::new()))
        .unwrap();
    assert_eq!(
        server.api().client.request(other).await.unwrap().status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn deleting_a_game_ends_it_for_its_students_and_no_other_game_suffers() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let doomed = assign(&server, &choice_quiz(2), "live", json!({}), json!({})).await;
    let quiz_id = store_quiz(&doomed.api, &choice_quiz(2)).await;
    let class = doomed
        .api
        .ok(Method::POST, "/api/v1/classes", Some(json!({"name": "8B"})))
        .await;
    let other = doomed
        .api
        .ok(
            Method::POST,
            "/api/v1/assignments",
            Some(json!({"quiz_id": quiz_id, "class_id": class["id"], "mode": "live"})),
        )
        .await;
    let other = Game {
        api: doomed.api.clone(),
        id: other["id"].as_i64().unwrap(),
        code: other["join_code"].as_str().unwrap().to_string(),
    };
    let ana_token = doomed.join(&server, "Ana").await;
    let ben_token = other.join(&server, "Ben").await;
    let mut ana = Student::connect(&server, &doomed.code, &ana_token).await;
    let mut ben = Student::connect(&server, &other.code, &ben_token).await;
    doomed.control("start").await;
    other.control("start").await;
    ana.expect("question").await;
    ben.expect("question").await;
    let (status, _) = doomed
        .api
        .call(
            Method::DELETE,
            &format!("/api/v1/assignments/{}", doomed.id),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    ana.expect("ended").await;
    ana.answer(0, choice(1)).await;
    assert_eq!(ana.expect("rejected").await["reason"], "closed");
    ben.answer(0, choice(1)).await;
    assert_eq!(ben.expect("ack").await["fresh"], true);
    assert_eq!(other.results().await["answers_stored"], 1);
    let (status, _) = doomed
        .api
        .call(
            Method::GET,
            &format!("/api/v1/assignments/{}", doomed.id),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn each_student_sees_the_choices_in_their_own_order_and_is_graded_on_them() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let settings = json!({"shuffle_choices": true});
    let game = assign(&server, &choice_quiz(1), "live", settings, json!({})).await;
    let mut students = Vec::new();
    for i in 0..12 {
        let token = game.join(&server, &format!("S{i}")).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        student.expect("lobby").await;
        students.push(student);
    }
    game.control("start").await;
    let mut orders = std::collections::BTreeSet::new();
    let mut picked = Vec::new();
    for student in &mut students {
        let asked = student.expect("question").await;
        let texts: Vec<String> = asked["question"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["text"].as_str().unwrap().to_string())
            .collect();
        let mut sorted = texts.clone();
        sorted.sort();
        assert_eq!(sorted, ["A", "B", "C"], "every choice, once");
        let b = texts.iter().position(|t| t == "B").unwrap();
        orders.insert(texts.join(""));
        student.answer(0, choice(b)).await;
        assert_eq!(student.expect("ack").await["fresh"], true);
        picked.push(b);
    }
    // Twelve phones in one order would happen once in 6^11 games.
    assert!(orders.len() > 1, "{orders:?}");
    game.control("reveal").await;
    for (student, b) in students.iter_mut().zip(&picked) {
        let results = student.expect("results").await;
        assert_eq!(results["feedback"]["outcome"], "correct");
        assert_eq!(
            results["feedback"]["reveal"]["correct_choices"],
            json!([b]),
            "the key where this student saw it"
        );
    }
    // Stored (and so on the dashboard) in the quiz's own order.
    let results = game.results().await;
    let answers = results["answers"].as_array().unwrap();
    assert_eq!(answers.len(), 12);
    for answer in answers {
        assert_eq!(answer["response"], json!({"type": "choice", "value": 1}));
        assert_eq!(answer["outcome"], "correct");
    }
}

#[tokio::test]
async fn in_a_paced_game_only_a_student_who_answered_gets_the_key() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "self_paced", json!({}), json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    game.control("start").await;
    ana.expect("question").await;
    ana.answer(0, Value::Null).await; // skipped
    let ack = ana.expect("ack").await;
    assert!(
        ack.get("feedback").is_none(),
        "no key for a skipped question while others may still be on it: {ack}"
    );
    ana.expect("question").await;
    ana.answer(1, choice(0)).await;
    let ack = ana.expect("ack").await;
    assert_eq!(ack["feedback"]["reveal"]["correct_choices"], json!([1]));
    // At the end, the skipped question's key is in the summary.
    let ended = ana.expect("ended").await;
    let missed = ended["summary"]["missed"].as_array().unwrap();
    assert_eq!(missed.len(), 2);
    assert_eq!(missed[0]["question"], 0);
    assert_eq!(missed[0]["reveal"]["correct_choices"], json!([1]));
}

#[tokio::test]
async fn a_failing_database_gets_not_saved_and_the_writer_recovers_by_itself() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "self_paced", json!({}), json!({})).await;
    let ana_token = game.join(&server, "Ana").await;
    let ben_token = game.join(&server, "Ben").await;
    let mut ana = Student::connect(&server, &game.code, &ana_token).await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    ana.expect("lobby").await;
    ben.expect("lobby").await;
    game.control("start").await;
    ana.expect("question").await;
    ben.expect("question").await;
    // The database starts refusing answers (as a full disk would), from a
    // second connection to the same file: real SQLite, nothing mocked.
    let mut outside = <sqlx::SqliteConnection as sqlx::Connection>::connect(&dir.database())
        .await
        .expect("second connection");
    sqlx::query(
        "CREATE TRIGGER refuse BEFORE INSERT ON answers BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    .execute(&mut outside)
    .await
    .expect("trigger");
    ana.answer(0, choice(1)).await;
    ben.answer(0, choice(0)).await;
    for student in [&mut ana, &mut ben] {
        let refused = student.expect("rejected").await;
        assert_eq!(refused["reason"], "not_saved", "{refused}");
    }
    assert_eq!(
        game.results().await["answers_stored"],
        0,
        "nothing acknowledged, nothing kept"
    );
    // The database recovers; the same writer stores the resent answers.
    sqlx::query("DROP TRIGGER refuse")
        .execute(&mut outside)
        .await
        .expect("drop trigger");
    ana.answer(0, choice(1)).await;
    ben.answer(0, choice(0)).await;
    for student in [&mut ana, &mut ben] {
        let ack = student.expect("ack").await;
        assert_eq!(ack["fresh"], true, "{ack}");
    }
    assert_eq!(game.results().await["answers_stored"], 2);
}

#[tokio::test]
async fn a_typed_number_is_read_by_the_server_with_the_quizs_decimal_comma() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let mut quiz = Quiz::new("Mesures", "fr");
    quiz.questions.push(Question::new(
        "Combien font 5 ÷ 2 ?",
        Body::Numeric {
            answers: vec![NumericAnswer::new(2.5, 0.0)],
        },
    ));
    let game = assign(&server, &quiz, "self_paced", json!({}), json!({})).await;
    game.control("start").await;
    for (name, typed, outcome) in [
        ("Ana", "2,5", Some("correct")),
        ("Ben", " 2.5 ", Some("correct")),
        ("Cy", "3", Some("incorrect")),
        ("Dee", "deux", None),
    ] {
        let token = game.join(&server, name).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        student.expect("question").await;
        student
            .answer(0, json!({"type": "text", "value": typed}))
            .await;
        match outcome {
            Some(outcome) => {
                let ack = student.expect("ack").await;
                assert_eq!(ack["feedback"]["outcome"], outcome, "{name}: {typed}");
            }
            None => {
                let rejected = student.expect("rejected").await;
                assert_eq!(rejected["reason"], "invalid", "{name}: {typed}");
            }
        }
    }
    let results = game.results().await;
    assert_eq!(results["answers_stored"], 3);
    let stored: Vec<&Value> = results["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| &a["response"])
        .collect();
    assert!(
        stored.contains(&&json!({"type": "number", "value": 2.5})),
        "{stored:?}"
    );
}
