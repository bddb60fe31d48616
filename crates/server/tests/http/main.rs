//! In-process HTTP tests of every route, the failures included. Each test
//! builds the real app on a fresh SQLite file and sends requests with
//! `tower::ServiceExt::oneshot`; no port is bound.

use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, Response, StatusCode, header};
use http_body_util::BodyExt;
use quizforge_server::{AppState, Config, router};
use quizforge_store::AnyStore;
use serde_json::{Value, json};
use tower::ServiceExt;

mod accounts;
mod api;
mod languages;
mod list;
mod making;
mod projector;
mod students;

const WORKSHEET: &str = "Geography Review\n\n1. What is the capital of France?\nA) Rome\nB) Paris\nC) Madrid\nAnswer: B\n\n2. What is the capital of Japan?\nA) Kyoto\nB) Osaka\nC) Tokyo\n\n3. Which river flows through Cairo?\nA) The Nile\nB) The Amazon\nAnswer: A\n";

struct TestApp {
    router: Router,
    _dir: TempDir,
}

struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A browser: the cookies it holds.
#[derive(Default, Clone)]
struct Browser {
    cookies: Vec<(String, String)>,
    address: Option<[u8; 4]>,
}

impl Browser {
    fn from_address(address: [u8; 4]) -> Self {
        Browser {
            address: Some(address),
            ..Browser::default()
        }
    }

    fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn keep(&mut self, response: &Response<Body>) {
        for value in response.headers().get_all(header::SET_COOKIE) {
            let text = value.to_str().expect("ascii cookie");
            assert!(
                text.contains("HttpOnly")
                    && text.contains("SameSite=Lax")
                    && text.contains("Path=/"),
                "{text}"
            );
            let (pair, _) = text.split_once(';').expect("attributes");
            let (name, value) = pair.split_once('=').expect("name=value");
            self.cookies.retain(|(k, _)| k != name);
            if !value.is_empty() {
                self.cookies.push((name.to_string(), value.to_string()));
            }
        }
    }
}

struct Page {
    status: StatusCode,
    location: Option<String>,
    headers: axum::http::HeaderMap,
    body: String,
}

impl Page {
    /// The value of the first hidden input `name`.
    fn hidden(&self, name: &str) -> String {
        let marker = format!("name=\"{name}\" value=\"");
        let start = self
            .body
            .find(&marker)
            .unwrap_or_else(|| panic!("no {name} in {}", self.body))
            + marker.len();
        let end = self.body[start..].find('"').expect("closing quote") + start;
        self.body[start..end].to_string()
    }

    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

fn tempdir() -> TempDir {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random");
    let name: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let dir = std::env::temp_dir().join(format!("quizforge-server-test-{name}"));
    std::fs::create_dir_all(&dir).expect("temp dir");
    TempDir(dir)
}

impl TestApp {
    async fn new() -> Self {
        let dir = tempdir();
        let url = format!("sqlite:{}", dir.0.join("test.sqlite3").display());
        Self::on(&url, dir).await
    }

    async fn on(url: &str, dir: TempDir) -> Self {
        let store = AnyStore::connect(url).await.expect("store");
        let config = Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        };
        TestApp {
            router: router(AppState::new(store, config)),
            _dir: dir,
        }
    }

    async fn send(&self, browser: &mut Browser, mut request: Request<Body>) -> Page {
        if !browser.cookies.is_empty() {
            request.headers_mut().insert(
                header::COOKIE,
                browser.cookie_header().parse().expect("cookie"),
            );
        }
        let address = SocketAddr::from((browser.address.unwrap_or([127, 0, 0, 1]), 40000));
        request.extensions_mut().insert(ConnectInfo(address));
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("response");
        browser.keep(&response);
        let status = response.status();
        let headers = response.headers().clone();
        let location = headers
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
            headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    async fn get(&self, browser: &mut Browser, path: &str) -> Page {
        self.send(
            browser,
            Request::get(path).body(Body::empty()).expect("request"),
        )
        .await
    }

    async fn post(&self, browser: &mut Browser, path: &str, fields: &[(&str, &str)]) -> Page {
        let body = fields
            .iter()
            .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
            .collect::<Vec<_>>()
            .join("&");
        let request = Request::post(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .expect("request");
        self.send(browser, request).await
    }

    async fn multipart(
        &self,
        browser: &mut Browser,
        path: &str,
        parts: &[Part<'_>],
        bearer: Option<&str>,
    ) -> Page {
        let boundary = "----quizforgeboundary7MA4YWxkTrZu0gW";
        let mut body = Vec::new();
        for part in parts {
            body.extend_from_slice(format!("--{boundary}\r\n").as_bytes());
            match part.file_name {
                Some(file) => body.extend_from_slice(
                    format!("Content-Disposition: form-data; name=\"{}\"; filename=\"{file}\"\r\nContent-Type: application/octet-stream\r\n\r\n", part.name).as_bytes(),
                ),
                None => body.extend_from_slice(format!("Content-Disposition: form-data; name=\"{}\"\r\n\r\n", part.name).as_bytes()),
            }
            body.extend_from_slice(part.bytes);
            body.extend_from_slice(b"\r\n");
        }
        body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
        let mut request = Request::post(path).header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={boundary}"),
        );
        if let Some(token) = bearer {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        self.send(browser, request.body(Body::from(body)).expect("request"))
            .await
    }

    async fn api(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Page {
        let mut request = Request::builder().method(method).uri(path);
        if let Some(token) = token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let body = match body {
            Some(json) => {
                request = request.header(header::CONTENT_TYPE, "application/json");
                Body::from(json.to_string())
            }
            None => Body::empty(),
        };
        self.send(
            &mut Browser::default(),
            request.body(body).expect("request"),
        )
        .await
    }

    /// Posts the sign-in form with the form token `csrf`.
    async fn sign_in(
        &self,
        browser: &mut Browser,
        email: &str,
        password: &str,
        csrf: &str,
    ) -> Page {
        self.post(
            browser,
            "/signin",
            &[("email", email), ("password", password), ("csrf", csrf)],
        )
        .await
    }

    /// Asks the API for a token with an email and password.
    async fn request_token(&self, email: &str, password: &str) -> Page {
        self.api(
            "POST",
            "/api/v1/tokens",
            None,
            Some(json!({"email": email, "password": password})),
        )
        .await
    }

    /// Signs a new teacher up through the pages; returns their browser.
    async fn teacher(&self, email: &str) -> Browser {
        let mut browser = Browser::default();
        let form = self.get(&mut browser, "/signup").await;
        assert_eq!(form.status, StatusCode::OK);
        let csrf = form.hidden("csrf");
        let done = self
            .post(
                &mut browser,
                "/signup",
                &[
                    ("email", email),
                    ("password", "correct horse"),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
        // Sign-up never signs in (it would tell which e-mails were free):
        // the teacher signs in on the page it sends them to.
        assert_eq!(done.location.as_deref(), Some("/signin?ready=1"));
        let csrf = self
            .get(&mut browser, "/signin?ready=1")
            .await
            .hidden("csrf");
        let signed_in = self
            .sign_in(&mut browser, email, "correct horse", &csrf)
            .await;
        assert_eq!(
            signed_in.status,
            StatusCode::SEE_OTHER,
            "{}",
            signed_in.body
        );
        assert_eq!(signed_in.location.as_deref(), Some("/"));
        browser
    }

    /// Makes a quiz from `text` through the make page; returns its id.
    async fn make(&self, browser: &mut Browser, text: &str) -> i64 {
        self.make_counted(browser, text, 10).await.0
    }

    /// Makes a quiz of `count` questions from `text` through the make
    /// page; returns its id and where the page sent the teacher.
    async fn make_counted(&self, browser: &mut Browser, text: &str, count: usize) -> (i64, String) {
        let form = self.get(browser, "/quizzes/new").await;
        let csrf = form.hidden("csrf");
        let count = count.to_string();
        let made = self
            .multipart(
                browser,
                "/quizzes",
                &[
                    Part::field("csrf", &csrf),
                    Part::field("text", text),
                    Part::field("count", &count),
                ],
                None,
            )
            .await;
        assert_eq!(made.status, StatusCode::SEE_OTHER, "{}", made.body);
        let location = made.location.expect("location");
        let id = location
            .trim_start_matches("/quizzes/")
            .split('?')
            .next()
            .and_then(|id| id.parse().ok())
            .unwrap_or_else(|| panic!("quiz id in {location}"));
        (id, location)
    }

    async fn api_token(&self, email: &str) -> String {
        let signed_up = self
            .api(
                "POST",
                "/api/v1/signup",
                None,
                Some(json!({"email": email, "password": "correct horse"})),
            )
            .await;
        assert_eq!(signed_up.status, StatusCode::ACCEPTED, "{}", signed_up.body);
        let token = self.request_token(email, "correct horse").await;
        assert_eq!(token.status, StatusCode::CREATED, "{}", token.body);
        token.json()["token"].as_str().expect("token").to_string()
    }
}

struct Part<'a> {
    name: &'a str,
    file_name: Option<&'a str>,
    bytes: &'a [u8],
}

impl<'a> Part<'a> {
    fn field(name: &'a str, value: &'a str) -> Self {
        Part {
            name,
            file_name: None,
            bytes: value.as_bytes(),
        }
    }

    fn file(name: &'a str, file_name: &'a str, bytes: &'a [u8]) -> Self {
        Part {
            name,
            file_name: Some(file_name),
            bytes,
        }
    }
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

// ---------------------------------------------------------------- review and edit

fn choice_fields<'a>(csrf: &'a str, revision: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("csrf", csrf),
        ("revision", revision),
        ("prompt", "What is the capital of Japan?"),
        ("choice", "Kyoto"),
        ("choice", "Osaka"),
        ("choice", "Tokyo"),
        ("choice", ""),
        ("correct", "2"),
        ("points", "2"),
        ("time_limit", "30"),
        ("topic", "Capitals"),
        ("explanation", "Tokyo has been the capital since 1868."),
    ]
}

// ---------------------------------------------------------- the projector

/// Assigns quiz `id` live to a new class through the assign form; returns
/// the assignment's path.
async fn assign_live(app: &TestApp, browser: &mut Browser, id: i64) -> String {
    let form = app.get(browser, &format!("/quizzes/{id}/assign")).await;
    let csrf = form.hidden("csrf");
    let done = app
        .post(
            browser,
            &format!("/quizzes/{id}/assign"),
            &[
                ("csrf", &csrf),
                ("class_id", "new"),
                ("new_class", "Year 9"),
                ("mode", "live"),
                ("leaderboard", "top3"),
                ("timer", "0"),
                // The worksheet has a question without a key.
                ("unknown_keys_ok", "on"),
            ],
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    done.location.expect("the dashboard")
}

/// A GET request from a browser that asks for `accept` languages.
fn in_language(path: &str, accept: &str) -> Request<Body> {
    Request::get(path)
        .header(header::ACCEPT_LANGUAGE, accept)
        .body(Body::empty())
        .expect("request")
}

/// A form posted from a browser that asks for `accept` languages.
fn post_in_language(path: &str, fields: &[(&str, &str)], accept: &str) -> Request<Body> {
    let body = fields
        .iter()
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect::<Vec<_>>()
        .join("&");
    Request::post(path)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::ACCEPT_LANGUAGE, accept)
        .body(Body::from(body))
        .expect("request")
}
