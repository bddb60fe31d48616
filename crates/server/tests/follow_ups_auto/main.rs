//! Follow-ups that go out on their own, once, and follow-ups changed
//! before they go out (issue 13): a live game that ends, a homework whose
//! due time passes (the sweep driven directly with a chosen "now"), two
//! sweeps racing over one database (two app states, as two `quizforge
//! serve` processes: SQLite, and PostgreSQL with
//! QUIZFORGE_TEST_POSTGRES_URL), and a preview changed by the teacher
//! that is exactly what the students get, refused when stale.

#[path = "../rocks_support/mod.rs"]
mod rocks_support;

use rocks_support::{ROCKS, picks, postgres_url, rocks_quiz};
use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use quizforge_core::{Quiz, Response, grade};
use quizforge_server::{AppState, Config, router};
use quizforge_store::{
    AnswerRecord, AnyStore, FollowUpStore, NewPlayer, PlayWrite, PlayWritten, ReportStore, Store,
};
use serde_json::{Value, json};
use tower::ServiceExt;

mod preview;
mod sending;

struct App {
    url: String,
    router: Router,
    state: AppState,
    store: AnyStore,
    _dir: Option<TempDir>,
}

struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

struct Reply {
    status: StatusCode,
    bytes: Vec<u8>,
}

impl Reply {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.bytes)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&self.bytes)))
    }
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

fn unique() -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn scratch() -> (String, TempDir) {
    let dir = std::env::temp_dir().join(format!("quizforge-follow-{}", unique()));
    std::fs::create_dir_all(&dir).expect("dir");
    let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
    (url, TempDir(dir))
}

impl App {
    async fn sqlite() -> Self {
        let (url, dir) = scratch();
        Self::on(&url, Some(dir)).await
    }

    async fn on(url: &str, dir: Option<TempDir>) -> Self {
        let store = AnyStore::connect(url).await.expect("store");
        let config = Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        };
        let state = AppState::new(store.clone(), config);
        App {
            url: url.to_string(),
            router: router(state.clone()),
            state,
            store,
            _dir: dir,
        }
    }

    fn url(&self) -> String {
        self.url.clone()
    }

    async fn call(&self, method: &str, path: &str, token: &str, body: Option<Value>) -> Reply {
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::AUTHORIZATION, format!("Bearer {token}"));
        let body = match body {
            Some(json) => {
                request = request.header(header::CONTENT_TYPE, "application/json");
                Body::from(json.to_string())
            }
            None => Body::empty(),
        };
        let mut request = request.body(body).expect("request");
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
        let response = self.router.clone().oneshot(request).await.expect("reply");
        let status = response.status();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes()
            .to_vec();
        Reply { status, bytes }
    }

    /// A new teacher: their id and an API token.
    async fn teacher(&self, name: &str) -> (i64, String) {
        let email = format!("{name}-{}@school.test", unique());
        let credentials = json!({"email": email, "password": "correct horse battery"});
        let made = self
            .call("POST", "/api/v1/signup", "", Some(credentials.clone()))
            .await;
        // Sign-up answers alike for a new and a known e-mail (202, no id).
        assert_eq!(made.status, StatusCode::ACCEPTED, "{}", made.text());
        let token = self
            .call("POST", "/api/v1/tokens", "", Some(credentials))
            .await;
        assert_eq!(token.status, StatusCode::CREATED, "{}", token.text());
        let user = self.store.user_by_email(&email).await.expect("the account");
        (
            user.id,
            token.json()["token"].as_str().expect("token").to_string(),
        )
    }

    /// The rocks quiz (made from ROCKS) given to a class of Ana, Ben, Cy
    /// and Dee with these assignment fields; returns (game, roster ids by
    /// name).
    async fn rocks_game(
        &self,
        owner: i64,
        token: &str,
        fields: Value,
    ) -> (i64, Vec<(String, i64)>) {
        let (body, roster) = self.rocks_assignment(owner, token, fields).await;
        let made = self
            .call("POST", "/api/v1/assignments", token, Some(body))
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
        (made.json()["id"].as_i64().expect("id"), roster)
    }

    /// A new rocks quiz and class of four, and the body that assigns one to
    /// the other with `fields` added, not yet posted.
    async fn rocks_assignment(
        &self,
        owner: i64,
        token: &str,
        fields: Value,
    ) -> (Value, Vec<(String, i64)>) {
        let stored = self
            .store
            .create_quiz(owner, &rocks_quiz(), ROCKS)
            .await
            .expect("quiz");
        let class = self
            .call(
                "POST",
                "/api/v1/classes",
                token,
                Some(json!({"name": format!("9C {}", unique()), "roster": ["Ana", "Ben", "Cy", "Dee"]})),
            )
            .await;
        assert_eq!(class.status, StatusCode::CREATED, "{}", class.text());
        let class = class.json();
        let roster: Vec<(String, i64)> = class["roster"]
            .as_array()
            .expect("roster")
            .iter()
            .map(|r| {
                (
                    r["name"].as_str().unwrap().to_string(),
                    r["id"].as_i64().unwrap(),
                )
            })
            .collect();
        let mut body = json!({"quiz_id": stored.id, "class_id": class["id"]});
        for (k, v) in fields.as_object().expect("fields") {
            body[k] = v.clone();
        }
        (body, roster)
    }

    /// Ana all right (mastered), Ben misses three (below), Cy misses the
    /// water question (approaching), Dee misses two (approaching).
    async fn play_rocks(&self, game: i64, roster: &[(String, i64)]) {
        let quiz = rocks_quiz();
        let id = |name: &str| roster.iter().find(|(n, _)| n == name).map(|(_, id)| *id);
        for (name, right) in [
            ("Ana", [true, true, true, true]),
            ("Ben", [false, false, true, false]),
            ("Cy", [true, true, false, true]),
            ("Dee", [false, true, false, true]),
        ] {
            self.play(game, &quiz, name, id(name), &picks(&right)).await;
        }
    }

    /// A student joins (by roster id) and answers: each response is graded
    /// by the core and stored in one batch, as the game does.
    async fn play(
        &self,
        assignment: i64,
        quiz: &Quiz,
        name: &str,
        roster_id: Option<i64>,
        responses: &[Option<Response>],
    ) -> i64 {
        let joined = self
            .store
            .apply_play_writes(&[PlayWrite::Join(NewPlayer {
                assignment_id: assignment,
                token_hash: unique(),
                name: name.to_string(),
                name_key: name.to_lowercase(),
                roster_id,
                joined_at: 1_700_000_000,
            })])
            .await
            .expect("join");
        let PlayWritten::Joined(player) = &joined[0] else {
            panic!("{joined:?}")
        };
        let writes: Vec<PlayWrite> = responses
            .iter()
            .zip(&quiz.questions)
            .enumerate()
            .filter_map(|(i, (response, question))| {
                let response = response.as_ref()?;
                let graded = grade(question, response).expect("gradable");
                Some(PlayWrite::Answer(AnswerRecord {
                    assignment_id: assignment,
                    player_id: player.id,
                    question: i as u32,
                    response_json: serde_json::to_string(response).expect("json").into(),
                    outcome: graded.outcome,
                    fraction: graded.fraction,
                    points: graded.points,
                    elapsed_ms: 1000 * (i as i64 + 1),
                    answered_at_ms: 1_700_000_000_000,
                }))
            })
            .collect();
        self.store
            .apply_play_writes(&writes)
            .await
            .expect("answers");
        player.id
    }

    /// The follow-up games of a game, with who each is given to.
    async fn follow_ups(&self, owner: i64, game: i64) -> Vec<(i64, Vec<i64>)> {
        let mut out = Vec::new();
        for child in self.store.follow_ups(owner, game).await.expect("children") {
            let given = self
                .store
                .given_to(child)
                .await
                .expect("given")
                .expect("a follow-up");
            out.push((child, given));
        }
        out
    }
}

fn roster_id(roster: &[(String, i64)], name: &str) -> i64 {
    roster
        .iter()
        .find(|(n, _)| n == name)
        .expect("on the roster")
        .1
}
