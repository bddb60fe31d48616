//! What the report and follow-up tests (`reports/`, `follow_ups_auto/`)
//! share: the app in process on a real database with its API calls
//! (`App`), the textbook section and quiz they play, and their PostgreSQL
//! switch.

#![allow(dead_code)]

use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use quizforge_core::{Body as QBody, Choice, Question, Quiz, Response, grade};
use quizforge_server::{AppState, Config, router};
use quizforge_store::{AnswerRecord, AnyStore, NewPlayer, PlayWrite, PlayWritten, Store};
use serde_json::{Value, json};
use tower::ServiceExt;

/// The app as one `quizforge serve` process would run it, called in
/// process (no socket), on its own store.
pub struct App {
    pub url: String,
    pub router: Router,
    pub state: AppState,
    pub store: AnyStore,
    _dir: Option<TempDir>,
}

/// A scratch folder, removed when dropped.
pub struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A reply, read whole.
pub struct Reply {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub bytes: Vec<u8>,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.bytes)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&self.bytes)))
    }
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

pub fn unique() -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new SQLite database in a scratch folder: its URL and the folder.
pub fn scratch() -> (String, TempDir) {
    let dir = std::env::temp_dir().join(format!("quizforge-rocks-{}", unique()));
    std::fs::create_dir_all(&dir).expect("dir");
    let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
    (url, TempDir(dir))
}

impl App {
    pub async fn sqlite() -> Self {
        let (url, dir) = scratch();
        Self::on(&url, Some(dir)).await
    }

    /// The app on the database at `url` (a second `App` on the same URL
    /// is a second process).
    pub async fn on(url: &str, dir: Option<TempDir>) -> Self {
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

    pub fn url(&self) -> String {
        self.url.clone()
    }

    /// An API call with a bearer token and an optional JSON body.
    pub async fn call(&self, method: &str, path: &str, token: &str, body: Option<Value>) -> Reply {
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
        self.send(request.body(body).expect("request")).await
    }

    /// Any request, as from one client address, its reply read whole.
    pub async fn send(&self, mut request: Request<Body>) -> Reply {
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
        let response = self.router.clone().oneshot(request).await.expect("reply");
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes()
            .to_vec();
        Reply {
            status,
            headers,
            bytes,
        }
    }

    /// A new teacher: their id and an API token.
    pub async fn teacher(&self, name: &str) -> (i64, String) {
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

    /// A student joins (by roster id) and answers: each response is graded
    /// by the core and stored in one batch, as the game does.
    pub async fn play(
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
}

/// A short textbook section, four paragraphs; the game's questions come
/// from the first three.
pub const ROCKS: &str = "Volcanic rocks\n\nMagma is molten rock that lies beneath the surface of the Earth. Basalt is a dark igneous rock that forms when lava cools quickly at the surface. Granite is a pale igneous rock that forms when magma cools slowly deep underground. Pumice is a light igneous rock full of holes left by gas bubbles. Obsidian is a glassy igneous rock that forms when lava cools almost instantly.\n\nThe water cycle\n\nEvaporation is the process in which liquid water turns into water vapour. Condensation is the process in which water vapour cools and turns back into liquid droplets. Precipitation is the process in which water falls from clouds as rain, snow or hail. Infiltration is the process in which water soaks into the ground.\n\nFossils\n\nA fossil is the preserved remains or trace of an organism that lived long ago. Amber is hardened tree resin that can hold whole insects.\n";

fn span_of(text: &str, needle: &str) -> quizforge_core::Span {
    let start = text.find(needle).expect("needle");
    quizforge_core::Span::new(start, start + needle.len())
}

pub fn rocks_quiz() -> Quiz {
    let mut quiz = Quiz::new("Earth science", "en");
    let specs = [
        (
            "Which rock forms when lava cools quickly?",
            "Basalt",
            "Volcanic rocks",
            "Basalt is a dark igneous rock",
        ),
        (
            "Which rock forms when magma cools slowly?",
            "Granite",
            "Volcanic rocks",
            "Granite is a pale igneous rock",
        ),
        (
            "What is water falling from clouds called?",
            "Precipitation",
            "The water cycle",
            "Precipitation is the process",
        ),
        (
            "What is hardened tree resin called?",
            "Amber",
            "Fossils",
            "Amber is hardened tree resin",
        ),
    ];
    for (prompt, key, topic, source) in specs {
        let mut q = Question::new(
            prompt,
            QBody::MultipleChoice {
                choices: vec![
                    Choice::new(key, true),
                    Choice::new("Chalk", false),
                    Choice::new("Marble", false),
                    Choice::new("Slate", false),
                ],
            },
        );
        q.topic = Some(topic.into());
        q.source = Some(span_of(ROCKS, source));
        quiz.questions.push(q);
    }
    quiz
}

pub fn picks(right: &[bool]) -> Vec<Option<Response>> {
    right
        .iter()
        .map(|r| Some(Response::Choice(usize::from(!*r))))
        .collect()
}

/// The PostgreSQL URL, or `None` with a loud message (a failure under CI).
pub fn postgres_url() -> Option<String> {
    match std::env::var("QUIZFORGE_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var_os("CI").is_some() => {
            panic!("CI is set but QUIZFORGE_TEST_POSTGRES_URL is not")
        }
        _ => {
            use std::io::Write;
            writeln!(
                std::io::stderr(),
                "SKIPPED: PostgreSQL reports (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run it)"
            )
            .ok();
            None
        }
    }
}
