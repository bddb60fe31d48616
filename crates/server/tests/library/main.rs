//! The library over HTTP: sharing rules on every road (pages, search,
//! related quizzes, exports, the API), copies with attribution, the
//! sharing form and the search page, and two server states on one
//! PostgreSQL database seeing each other's changes.

use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use quizforge_server::{AppState, Config, router};
use quizforge_store::AnyStore;
use serde_json::{Value, json};
use tower::ServiceExt;

mod related;
mod sharing;

struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn random_hex() -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A word no other quiz holds, of letters only.
fn unique_word() -> String {
    let letters: String = random_hex()
        .bytes()
        .map(|b| (b'a' + b % 26) as char)
        .collect();
    format!("zq{letters}")
}

fn tempdir() -> TempDir {
    let dir = std::env::temp_dir().join(format!("quizforge-library-http-{}", random_hex()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    TempDir(dir)
}

struct Page {
    status: StatusCode,
    location: Option<String>,
    body: String,
}

impl Page {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    fn hidden(&self, name: &str) -> String {
        let marker = format!("name=\"{name}\" value=\"");
        let start = self.body.find(&marker).expect("hidden input") + marker.len();
        let end = self.body[start..].find('"').expect("quote") + start;
        self.body[start..end].to_string()
    }
}

/// The app with a browser's cookies (one teacher) and an API token.
struct App {
    router: Router,
}

#[derive(Default)]
struct Teacher {
    cookies: Vec<(String, String)>,
    token: String,
}

fn encode(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(byte as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

impl App {
    async fn on(url: &str) -> Self {
        let store = AnyStore::connect(url).await.expect("store");
        let config = Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        };
        App {
            router: router(AppState::new(store, config)),
        }
    }

    async fn send(&self, teacher: Option<&mut Teacher>, mut request: Request<Body>) -> Page {
        let mut none = Teacher::default();
        let teacher = teacher.unwrap_or(&mut none);
        if !teacher.cookies.is_empty() {
            let cookies: Vec<String> = teacher
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            request
                .headers_mut()
                .insert(header::COOKIE, cookies.join("; ").parse().expect("cookie"));
        }
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("response");
        for value in response.headers().get_all(header::SET_COOKIE) {
            let text = value.to_str().expect("ascii");
            let (pair, _) = text.split_once(';').expect("attributes");
            let (name, value) = pair.split_once('=').expect("pair");
            teacher.cookies.retain(|(k, _)| k != name);
            if !value.is_empty() {
                teacher.cookies.push((name.into(), value.into()));
            }
        }
        let status = response.status();
        let location = response
            .headers()
            .get(header::LOCATION)
            .map(|l| l.to_str().expect("ascii").to_string());
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        Page {
            status,
            location,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    async fn page(&self, teacher: Option<&mut Teacher>, path: &str) -> Page {
        let request = Request::get(path).body(Body::empty()).expect("request");
        self.send(teacher, request).await
    }

    async fn form(&self, teacher: &mut Teacher, path: &str, fields: &[(&str, &str)]) -> Page {
        let body = fields
            .iter()
            .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
            .collect::<Vec<_>>()
            .join("&");
        let request = Request::post(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .expect("request");
        self.send(Some(teacher), request).await
    }

    async fn api(&self, method: &str, path: &str, token: &str, body: Option<Value>) -> Page {
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
        self.send(None, request.body(body).expect("request")).await
    }

    /// Signs a teacher up through the pages, and gets them an API token.
    async fn teacher(&self) -> Teacher {
        let email = format!("t-{}@example.test", random_hex());
        let mut teacher = Teacher::default();
        let form = self.page(Some(&mut teacher), "/signup").await;
        let csrf = form.hidden("csrf");
        let done = self
            .form(
                &mut teacher,
                "/signup",
                &[
                    ("email", &email),
                    ("password", "correct horse"),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
        // Sign-up does not sign in (signup.rs): sign in on the next page.
        let form = self.page(Some(&mut teacher), "/signin?ready=1").await;
        let csrf = form.hidden("csrf");
        let signed_in = self
            .form(
                &mut teacher,
                "/signin",
                &[
                    ("email", &email),
                    ("password", "correct horse"),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(
            signed_in.status,
            StatusCode::SEE_OTHER,
            "{}",
            signed_in.body
        );
        let request = Request::post("/api/v1/tokens")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(
                json!({"email": email, "password": "correct horse"}).to_string(),
            ))
            .expect("request");
        let token = self.send(None, request).await;
        assert_eq!(token.status, StatusCode::CREATED, "{}", token.body);
        teacher.token = token.json()["token"].as_str().expect("token").into();
        teacher
    }

    /// Makes a quiz through the API; returns its id.
    async fn make(&self, teacher: &Teacher, text: &str) -> i64 {
        let made = self
            .api(
                "POST",
                "/api/v1/quizzes",
                &teacher.token,
                Some(json!({"text": text})),
            )
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
        made.json()["id"].as_i64().expect("id")
    }

    async fn share(&self, teacher: &Teacher, id: i64, visibility: &str) {
        let patched = self
            .api(
                "PATCH",
                &format!("/api/v1/quizzes/{id}"),
                &teacher.token,
                Some(json!({"visibility": visibility})),
            )
            .await;
        assert_eq!(patched.status, StatusCode::OK, "{}", patched.body);
        assert_eq!(patched.json()["visibility"], visibility);
    }

    /// The ids a teacher's API search finds.
    async fn search(&self, teacher: &Teacher, query: &str) -> Vec<i64> {
        let found = self
            .api(
                "GET",
                &format!("/api/v1/search?q={}&scope=school", encode(query)),
                &teacher.token,
                None,
            )
            .await;
        assert_eq!(found.status, StatusCode::OK, "{}", found.body);
        found.json()["results"]
            .as_array()
            .expect("results")
            .iter()
            .map(|r| r["id"].as_i64().expect("id"))
            .collect()
    }

    async fn related(&self, teacher: &Teacher, id: i64) -> Vec<i64> {
        let found = self
            .api(
                "GET",
                &format!("/api/v1/quizzes/{id}/related"),
                &teacher.token,
                None,
            )
            .await;
        assert_eq!(found.status, StatusCode::OK, "{}", found.body);
        found.json()["related"]
            .as_array()
            .expect("related")
            .iter()
            .map(|r| r["id"].as_i64().expect("id"))
            .collect()
    }
}

fn worksheet(word: &str) -> String {
    format!(
        "Volcanoes {word}\n\n1. What is molten rock below the surface called? {word}\nA) Magma\nB) Granite\nC) Basalt\nAnswer: A\n\n\
         2. Through what opening does lava leave a volcano?\nA) The crater\nB) The fault\nC) The plate\nAnswer: A\n\n\
         3. Which volcano buried Pompeii?\nA) Vesuvius\nB) Etna\nC) Stromboli\nAnswer: A\n"
    )
}

const SIMILAR: &str = "Eruptions\n\n1. What is lava called while it is still underground?\nA) Magma\nB) Quartz\nC) Sand\nAnswer: A\n\n\
    2. What is the bowl-shaped opening at the top of a volcano?\nA) The crater\nB) The vent pipe\nC) The summit\nAnswer: A\n\n\
    3. Which kind of volcano has gentle slopes?\nA) A shield volcano\nB) A cinder cone\nC) A caldera\nAnswer: A\n";

async fn sqlite_app() -> (App, TempDir) {
    let dir = tempdir();
    let url = format!("sqlite:{}", dir.0.join("test.sqlite3").display());
    (App::on(&url).await, dir)
}
