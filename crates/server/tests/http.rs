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

// ---------------------------------------------------------------- health, assets

#[tokio::test]
async fn health_answers_when_the_database_does_and_assets_are_served() {
    let app = TestApp::new().await;
    let mut browser = Browser::default();
    let health = app.get(&mut browser, "/healthz").await;
    assert_eq!(health.status, StatusCode::OK);
    let css = app.get(&mut browser, "/assets/app.css").await;
    assert_eq!(css.status, StatusCode::OK);
    assert!(
        css.headers[header::CONTENT_TYPE]
            .to_str()
            .expect("type")
            .starts_with("text/css")
    );
    assert!(
        app.get(&mut browser, "/assets/app.js")
            .await
            .body
            .contains("use strict")
    );
    let missing = app.get(&mut browser, "/no/such/page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.contains("Not found"));
}

// ---------------------------------------------------------------- accounts

#[tokio::test]
async fn signing_up_needs_the_form_token_and_a_sound_password() {
    let app = TestApp::new().await;
    let mut browser = Browser::default();
    let form = app.get(&mut browser, "/signup").await;
    let csrf = form.hidden("csrf");
    let forged = app
        .post(
            &mut Browser::default(),
            "/signup",
            &[
                ("email", "a@school.org"),
                ("password", "correct horse"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(
        forged.status,
        StatusCode::FORBIDDEN,
        "no form cookie: a cross-site post"
    );
    let missing = app
        .post(
            &mut browser,
            "/signup",
            &[("email", "a@school.org"), ("password", "correct horse")],
        )
        .await;
    assert_eq!(missing.status, StatusCode::FORBIDDEN);
    let short = app
        .post(
            &mut browser,
            "/signup",
            &[
                ("email", "a@school.org"),
                ("password", "short"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(short.body.contains("at least 8 characters"));
    assert!(
        short.body.contains("value=\"a@school.org\""),
        "the e-mail is kept"
    );
    for common in ["password123", "12345678", "        "] {
        let refused = app
            .post(
                &mut browser,
                "/signup",
                &[
                    ("email", "a@school.org"),
                    ("password", common),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{common:?}"
        );
    }
    let bad_email = app
        .post(
            &mut browser,
            "/signup",
            &[
                ("email", "not-an-email"),
                ("password", "correct horse"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(bad_email.status, StatusCode::UNPROCESSABLE_ENTITY);
    app.teacher("taken@school.org").await;
    let taken = app
        .post(
            &mut browser,
            "/signup",
            &[
                ("email", " TAKEN@school.org "),
                ("password", "correct horse"),
                ("csrf", &csrf),
            ],
        )
        .await;
    // An e-mail that has an account is answered like a free one
    // (signup.rs); the sign-up tests in `abuse.rs` compare the two.
    assert_eq!(taken.status, StatusCode::SEE_OTHER, "{}", taken.body);
    assert_eq!(taken.location.as_deref(), Some("/signin?ready=1"));
}

#[tokio::test]
async fn signing_in_checks_the_password_and_signing_out_ends_the_session() {
    let app = TestApp::new().await;
    let mut first = app.teacher("ada@school.org").await;
    let home = app.get(&mut first, "/").await;
    assert!(home.body.contains("My quizzes"));
    let signout_csrf = home.hidden("csrf");
    let no_token = app.post(&mut first, "/signout", &[]).await;
    assert_eq!(no_token.status, StatusCode::FORBIDDEN);
    let out = app
        .post(&mut first, "/signout", &[("csrf", &signout_csrf)])
        .await;
    assert_eq!(out.location.as_deref(), Some("/signin"));
    let needs_sign_in = app.get(&mut first, "/quizzes/new").await;
    assert_eq!(needs_sign_in.status, StatusCode::SEE_OTHER);
    assert_eq!(needs_sign_in.location.as_deref(), Some("/signin"));

    let mut browser = Browser::default();
    let form = app.get(&mut browser, "/signin").await;
    let csrf = form.hidden("csrf");
    let wrong = app
        .sign_in(&mut browser, "ada@school.org", "wrong password", &csrf)
        .await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(wrong.body.contains("do not match an account"));
    let nobody = app
        .sign_in(&mut browser, "nobody@school.org", "correct horse", &csrf)
        .await;
    assert!(
        nobody.body.contains("do not match an account"),
        "the same answer: no account enumeration"
    );
    let right = app
        .sign_in(&mut browser, "Ada@School.org", "correct horse", &csrf)
        .await;
    assert_eq!(right.status, StatusCode::SEE_OTHER, "{}", right.body);
    assert!(
        app.get(&mut browser, "/")
            .await
            .body
            .contains("ada@school.org")
    );
}

#[tokio::test]
async fn failed_sign_ins_slow_the_guesser_not_the_owner() {
    let app = TestApp::new().await;
    // The owner signs in once on their laptop: it becomes a known device.
    app.teacher("grace@school.org").await;
    let mut laptop = Browser::default();
    let csrf = app.get(&mut laptop, "/signin").await.hidden("csrf");
    let signed_in = app
        .sign_in(&mut laptop, "grace@school.org", "correct horse", &csrf)
        .await;
    assert_eq!(
        signed_in.status,
        StatusCode::SEE_OTHER,
        "{}",
        signed_in.body
    );
    assert!(laptop.cookies.iter().any(|(k, _)| k == "qf_device"));

    // A guesser at one address: three free tries, then a wait that doubles
    // (1 s, 2 s, 4 s…), so ten quick tries meet a refusal unless they take
    // over two minutes.
    let mut statuses = Vec::new();
    let mut guesser = Browser::from_address([10, 9, 9, 9]);
    for _ in 0..10 {
        let csrf = app.get(&mut guesser, "/signin").await.hidden("csrf");
        let wrong = app
            .sign_in(&mut guesser, "grace@school.org", "guess", &csrf)
            .await;
        statuses.push(wrong.status);
    }
    assert!(
        statuses[..3]
            .iter()
            .all(|s| *s == StatusCode::UNPROCESSABLE_ENTITY),
        "{statuses:?}"
    );
    assert!(
        statuses.contains(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    // The owner, elsewhere, is not slowed at all, page or API.
    let mut phone = Browser::from_address([10, 1, 1, 1]);
    let csrf = app.get(&mut phone, "/signin").await.hidden("csrf");
    let right = app
        .sign_in(&mut phone, "grace@school.org", "correct horse", &csrf)
        .await;
    assert_eq!(right.status, StatusCode::SEE_OTHER, "{}", right.body);
    assert_eq!(
        app.request_token("grace@school.org", "correct horse")
            .await
            .status,
        StatusCode::CREATED
    );

    // Guessing spread over many addresses slows the account for unknown
    // browsers...
    for attempt in 0..25u8 {
        let mut browser = Browser::from_address([10, 0, 1, attempt]);
        let csrf = app.get(&mut browser, "/signin").await.hidden("csrf");
        app.sign_in(&mut browser, "grace@school.org", "guess", &csrf)
            .await;
    }
    let mut stranger = Browser::from_address([10, 2, 2, 2]);
    let csrf = app.get(&mut stranger, "/signin").await.hidden("csrf");
    let slowed = app
        .sign_in(&mut stranger, "grace@school.org", "correct horse", &csrf)
        .await;
    assert_eq!(slowed.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(slowed.headers.contains_key(header::RETRY_AFTER));
    assert!(slowed.body.contains("Too many failed sign-ins. Wait"));
    // ...but never the owner's known laptop with the right password.
    laptop.cookies.retain(|(k, _)| k != "qf_session");
    let csrf = app.get(&mut laptop, "/signin").await.hidden("csrf");
    let known = app
        .sign_in(&mut laptop, "grace@school.org", "correct horse", &csrf)
        .await;
    assert_eq!(known.status, StatusCode::SEE_OTHER, "{}", known.body);
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_ends_other_sessions() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("lin@school.org").await;
    let mut other = Browser::default();
    let csrf = app.get(&mut other, "/signin").await.hidden("csrf");
    app.sign_in(&mut other, "lin@school.org", "correct horse", &csrf)
        .await;
    let page = app.get(&mut browser, "/password").await;
    let csrf = page.hidden("csrf");
    let missing_csrf = app
        .post(
            &mut browser,
            "/password",
            &[("current", "correct horse"), ("new", "battery staple")],
        )
        .await;
    assert_eq!(missing_csrf.status, StatusCode::FORBIDDEN);
    let wrong = app
        .post(
            &mut browser,
            "/password",
            &[
                ("current", "not it"),
                ("new", "battery staple"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    let done = app
        .post(
            &mut browser,
            "/password",
            &[
                ("current", "correct horse"),
                ("new", "battery staple"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(done.location.as_deref(), Some("/password?done=true"));
    assert!(
        app.get(&mut browser, "/password?done=true")
            .await
            .body
            .contains("Password changed")
    );
    assert_eq!(
        app.get(&mut other, "/quizzes/new")
            .await
            .location
            .as_deref(),
        Some("/signin")
    );
    let token = app.request_token("lin@school.org", "battery staple").await;
    assert_eq!(token.status, StatusCode::CREATED);
}

// ---------------------------------------------------------------- making

#[tokio::test]
async fn pasted_text_becomes_a_quiz_shown_beside_its_passages() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("make@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    let review = app
        .get(&mut browser, &format!("/quizzes/{id}?notice=made"))
        .await;
    assert_eq!(review.status, StatusCode::OK);
    assert!(review.body.contains("Your quiz is ready"));
    assert!(
        review.body.contains("value=\"Geography Review\""),
        "the title"
    );
    assert_eq!(review.body.matches("<article class=\"card").count(), 3);
    assert!(
        review
            .body
            .contains("Answer not given in the document: choose one")
    );
    assert_eq!(
        review.body.matches("class=\"flag\" id=\"q").count(),
        1,
        "only question 2 is flagged"
    );
    assert!(
        review.body.contains("<strong class=\"key\">Paris</strong>"),
        "the key phrase is marked"
    );
    assert!(review.body.contains("<mark>"));
    assert!(review.body.contains("From the document, line 3"));
}

#[tokio::test]
async fn files_are_read_and_bad_files_are_refused_with_a_reason() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("files@school.org").await;
    let csrf = app.get(&mut browser, "/quizzes/new").await.hidden("csrf");
    let gift = b"::Q1:: 2 + 2 = ? {=4 ~3 ~5}\n";
    let made = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", &csrf),
                Part::file("file", "sums.gift", gift),
            ],
            None,
        )
        .await;
    assert_eq!(made.status, StatusCode::SEE_OTHER, "{}", made.body);

    let empty = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", &csrf),
                Part::field("text", "kept text"),
                Part::file("file", "empty.txt", b"  \n\n"),
            ],
            None,
        )
        .await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        empty.body.contains("There is no text in this file"),
        "{}",
        empty.body
    );
    assert!(
        empty.body.contains("kept text"),
        "the pasted text is not lost"
    );

    let pdf = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", &csrf),
                Part::file("file", "notes.pdf", b"%PDF-1.7\n%\xe2\xe3"),
            ],
            None,
        )
        .await;
    assert_eq!(pdf.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(pdf.body.contains("cannot be used"), "{}", pdf.body);

    let nothing = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[Part::field("csrf", &csrf), Part::field("text", "  ")],
            None,
        )
        .await;
    assert_eq!(nothing.status, StatusCode::UNPROCESSABLE_ENTITY);

    let huge = vec![b'a'; quizforge_server::MAX_DOCUMENT_BYTES + 100 * 1024];
    let too_big = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", &csrf),
                Part::file("file", "huge.txt", &huge),
            ],
            None,
        )
        .await;
    assert_eq!(too_big.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(too_big.body.contains("more than 10 MB"), "{}", too_big.body);

    let forged = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", "forged"),
                Part::field("text", WORKSHEET),
            ],
            None,
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
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

#[tokio::test]
async fn fixing_an_unknown_answer_saves_it_and_a_stale_form_changes_nothing() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("edit@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    let review = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    let (csrf, revision) = (review.hidden("csrf"), review.hidden("revision"));

    let no_csrf = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/1"),
            &choice_fields("", &revision),
        )
        .await;
    assert_eq!(no_csrf.status, StatusCode::FORBIDDEN);

    let saved = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/1"),
            &choice_fields(&csrf, &revision),
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    assert_eq!(
        saved.location,
        Some(format!("/quizzes/{id}?notice=saved#q2"))
    );
    let after = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    assert!(!after.body.contains("Answer not given in the document"));
    assert!(after.body.contains("every answer is known"));
    assert!(
        after
            .body
            .contains("Tokyo has been the capital since 1868.")
    );

    // The same form again (a double submit): refused, the teacher's input shown back.
    let again = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/1"),
            &choice_fields(&csrf, &revision),
        )
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert!(again.body.contains("changed since you opened it"));
    assert!(
        again
            .body
            .contains("Tokyo has been the capital since 1868.")
    );

    // An edit that breaks a rule is explained, and what was typed is kept.
    let revision = after.hidden("revision");
    let broken = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/0"),
            &[
                ("csrf", &csrf),
                ("revision", &revision),
                ("prompt", "Typed but unsaved prompt"),
                ("choice", "Only"),
                ("correct", "0"),
                ("points", "1"),
            ],
        )
        .await;
    assert_eq!(broken.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(broken.body.contains("Give at least 2 choices"));
    assert!(broken.body.contains("Typed but unsaved prompt"));

    let json = app
        .get(&mut browser, &format!("/quizzes/{id}/export?format=json"))
        .await;
    let quiz = json.json();
    assert_eq!(quiz["questions"][1]["answer_known"], true);
    assert_eq!(quiz["questions"][1]["choices"][2]["correct"], true);
    assert_eq!(quiz["questions"][1]["points"], 2.0);
    assert_eq!(quiz["questions"][1]["time_limit"], 30);
    assert_eq!(quiz["questions"][1]["topic"], "Capitals");
    assert_eq!(
        quiz["questions"][0]["prompt"],
        "What is the capital of France?"
    );
}

#[tokio::test]
async fn questions_can_be_moved_duplicated_deleted_added_and_retitled() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("tools@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    let prompts = |page: &Page| -> Vec<String> {
        page.body
            .match_indices("name=\"prompt\" rows=\"2\" required>")
            .map(|(at, m)| {
                let rest = &page.body[at + m.len()..];
                rest[..rest.find("</textarea>").expect("end")].to_string()
            })
            .collect()
    };
    let step = |path: String, extra: Vec<(&'static str, String)>| {
        let app = &app;
        let mut browser = browser.clone();
        async move {
            let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
            let mut fields = vec![
                ("csrf", page.hidden("csrf")),
                ("revision", page.hidden("revision")),
            ];
            fields.extend(extra);
            let borrowed: Vec<(&str, &str)> =
                fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let done = app.post(&mut browser, &path, &borrowed).await;
            assert_eq!(done.status, StatusCode::SEE_OTHER, "{path}: {}", done.body);
            app.get(&mut browser, &format!("/quizzes/{id}")).await
        }
    };
    let moved = step(format!("/quizzes/{id}/questions/0/down"), vec![]).await;
    assert_eq!(
        prompts(&moved)[..2],
        [
            "What is the capital of Japan?",
            "What is the capital of France?"
        ]
    );
    let moved = step(format!("/quizzes/{id}/questions/1/up"), vec![]).await;
    assert_eq!(prompts(&moved)[0], "What is the capital of France?");
    let duplicated = step(format!("/quizzes/{id}/questions/0/duplicate"), vec![]).await;
    assert_eq!(prompts(&duplicated).len(), 4);
    assert_eq!(prompts(&duplicated)[1], "What is the capital of France?");
    let deleted = step(format!("/quizzes/{id}/questions/1/delete"), vec![]).await;
    assert_eq!(prompts(&deleted).len(), 3);
    for kind in [
        "multiple_choice",
        "multiple_response",
        "true_false",
        "short_answer",
        "numeric",
        "matching",
        "ordering",
        "open",
    ] {
        step(
            format!("/quizzes/{id}/questions"),
            vec![
                ("kind", kind.to_string()),
                ("prompt", format!("A {kind} question")),
            ],
        )
        .await;
    }
    let added = step(
        format!("/quizzes/{id}/title"),
        vec![("title", "Capitals <b>& rivers</b>".to_string())],
    )
    .await;
    assert_eq!(prompts(&added).len(), 11);
    assert!(added.body.contains("A matching question"));
    assert!(
        added
            .body
            .contains("value=\"Capitals &#60;b&#62;&#38; rivers&#60;/b&#62;\""),
        "escaped: {}",
        &added.body[..2000]
    );
    let unknown_kind = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions"),
            &[
                ("csrf", &added.hidden("csrf")),
                ("revision", &added.hidden("revision")),
                ("kind", "essay"),
            ],
        )
        .await;
    assert_eq!(unknown_kind.status, StatusCode::UNPROCESSABLE_ENTITY);
    let no_such_question = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/99/delete"),
            &[
                ("csrf", &added.hidden("csrf")),
                ("revision", &added.hidden("revision")),
            ],
        )
        .await;
    assert_eq!(no_such_question.status, StatusCode::NOT_FOUND);
    // A stale revision on a tool button: nothing happens, and the page says why.
    let stale = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/0/delete"),
            &[("csrf", &added.hidden("csrf")), ("revision", "1")],
        )
        .await;
    assert_eq!(
        stale.location,
        Some(format!("/quizzes/{id}?notice=conflict#q1"))
    );
    let after = app
        .get(&mut browser, &format!("/quizzes/{id}?notice=conflict"))
        .await;
    assert_eq!(prompts(&after).len(), 11);
    assert!(after.body.contains("nothing was done"));
}

#[tokio::test]
async fn more_questions_come_from_the_same_document_without_repeats() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("more@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    let (csrf, revision) = (page.hidden("csrf"), page.hidden("revision"));
    app.post(
        &mut browser,
        &format!("/quizzes/{id}/questions/0/delete"),
        &[("csrf", &csrf), ("revision", &revision)],
    )
    .await;
    let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    assert_eq!(page.body.matches("<article class=\"card").count(), 2);
    let more = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/more"),
            &[
                ("csrf", &csrf),
                ("revision", &page.hidden("revision")),
                ("count", "5"),
            ],
        )
        .await;
    assert_eq!(more.location, Some(format!("/quizzes/{id}?notice=more#q3")));
    let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    assert_eq!(
        page.body.matches("<article class=\"card").count(),
        3,
        "only the missing one came back"
    );
    let none = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/more"),
            &[
                ("csrf", &csrf),
                ("revision", &page.hidden("revision")),
                ("count", "5"),
            ],
        )
        .await;
    assert_eq!(none.location, Some(format!("/quizzes/{id}?notice=nomore")));
}

// ---------------------------------------------------------------- the list

#[tokio::test]
async fn the_list_searches_copies_deletes_with_confirmation_and_downloads() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("list@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    app.make(&mut browser, "Cells\n\n1. What is the powerhouse of the cell?\nA) Nucleus\nB) Mitochondrion\nAnswer: B\n").await;
    let home = app.get(&mut browser, "/").await;
    assert!(home.body.contains("Geography Review") && home.body.contains("Cells"));
    assert!(home.body.contains("1 needs an answer"));
    let found = app.get(&mut browser, "/?q=geog").await;
    assert!(found.body.contains("Geography Review") && !found.body.contains(">Cells<"));
    let none = app.get(&mut browser, "/?q=zzz").await;
    assert!(none.body.contains("No quiz has “zzz” in its title"));

    let csrf = home.hidden("csrf");
    let copied = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/copy"),
            &[("csrf", &csrf)],
        )
        .await;
    let copy_location = copied.location.expect("to the copy");
    assert!(copy_location.ends_with("?notice=copied"));
    assert!(
        app.get(&mut browser, &copy_location)
            .await
            .body
            .contains("value=\"Copy of Geography Review\"")
    );

    for format in quizforge_server::export_format_names() {
        let file = app
            .get(
                &mut browser,
                &format!("/quizzes/{id}/export?format={format}"),
            )
            .await;
        assert_eq!(file.status, StatusCode::OK, "{format}");
        let disposition = file.headers[header::CONTENT_DISPOSITION]
            .to_str()
            .expect("ascii");
        assert!(
            disposition.starts_with("attachment; filename=\"geography-review."),
            "{disposition}"
        );
    }
    let gift = app
        .get(&mut browser, &format!("/quizzes/{id}/export?format=gift"))
        .await;
    assert!(gift.body.contains("What is the capital of France?"));
    assert!(gift.body.contains("=Paris"));
    let unknown = app
        .get(&mut browser, &format!("/quizzes/{id}/export?format=docx"))
        .await;
    assert_eq!(unknown.status, StatusCode::UNPROCESSABLE_ENTITY);

    let confirm = app
        .get(&mut browser, &format!("/quizzes/{id}/delete"))
        .await;
    assert!(confirm.body.contains("Delete “Geography Review”?"));
    assert!(
        app.get(&mut browser, &format!("/quizzes/{id}"))
            .await
            .status
            == StatusCode::OK,
        "asking deletes nothing"
    );
    let no_csrf = app
        .post(&mut browser, &format!("/quizzes/{id}/delete"), &[])
        .await;
    assert_eq!(no_csrf.status, StatusCode::FORBIDDEN);
    let deleted = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/delete"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(deleted.location.as_deref(), Some("/?notice=quiz-deleted"));
    assert_eq!(
        app.get(&mut browser, &format!("/quizzes/{id}"))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let twice = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/delete"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(
        twice.location.as_deref(),
        Some("/?notice=quiz-deleted"),
        "a double click ends in the same place"
    );
}

#[tokio::test]
async fn another_teachers_quiz_is_not_found_on_every_route() {
    let app = TestApp::new().await;
    let mut owner = app.teacher("owner@school.org").await;
    let id = app.make(&mut owner, WORKSHEET).await;
    let mut other = app.teacher("other@school.org").await;
    let csrf = app.get(&mut other, "/").await.hidden("csrf");
    for path in [
        format!("/quizzes/{id}"),
        format!("/quizzes/{id}/delete"),
        format!("/quizzes/{id}/export?format=gift"),
        format!("/quizzes/{id}/explain"),
    ] {
        assert_eq!(
            app.get(&mut other, &path).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    let fields = [
        ("csrf", csrf.as_str()),
        ("revision", "1"),
        ("title", "Mine now"),
        ("kind", "open"),
        ("count", "1"),
    ];
    for path in [
        format!("/quizzes/{id}/title"),
        format!("/quizzes/{id}/questions"),
        format!("/quizzes/{id}/questions/0"),
        format!("/quizzes/{id}/questions/0/delete"),
        format!("/quizzes/{id}/more"),
        format!("/quizzes/{id}/copy"),
        format!("/quizzes/{id}/suggestions/0/add"),
        format!("/quizzes/{id}/suggestions/0/dismiss"),
    ] {
        assert_eq!(
            app.post(&mut other, &path, &fields).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    // Deleting someone else's quiz answers as if it were gone, and it is not.
    app.post(&mut other, &format!("/quizzes/{id}/delete"), &fields)
        .await;
    let mine = app.get(&mut owner, &format!("/quizzes/{id}")).await;
    assert_eq!(mine.status, StatusCode::OK);
    assert!(mine.body.contains("value=\"Geography Review\""));
    assert!(
        !app.get(&mut other, "/")
            .await
            .body
            .contains("Geography Review")
    );
}

#[tokio::test]
async fn the_review_links_to_why_each_sentence_was_asked_about_or_not() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("why@school.org").await;
    let prose = include_str!("../../../examples/prose-astronomy-the-calendar.txt");
    let (id, location) = app.make_counted(&mut teacher, prose, 10).await;
    // Fewer than asked for: the review opens saying so.
    assert!(location.ends_with("?notice=short"), "{location}");
    let review = app.get(&mut teacher, &location).await;
    assert!(
        review
            .body
            .contains("with fewer questions than you asked for")
    );
    assert!(
        review
            .body
            .contains(&format!("href=\"/quizzes/{id}/explain\"")),
        "the review page links to the explanation"
    );
    let page = app
        .get(&mut teacher, &format!("/quizzes/{id}/explain"))
        .await;
    assert_eq!(page.status, StatusCode::OK);
    // The one sentence on why the quiz is short, then every sentence.
    assert!(
        page.body
            .contains("of the 10 new questions asked for were written: of its 51 sentences"),
        "{}",
        page.body
    );
    assert!(page.body.contains("line 3, column 1"));
    assert!(page.body.contains("not asked: talks to the reader"));
    assert!(page.body.contains("asked (term): Which term refers to"));
    assert!(page.body.contains("asked (true/false)"));
    // What the forge found the document teaching, which its questions are
    // about.
    assert!(page.body.contains("Terms the forge found"), "{}", page.body);
    assert!(
        page.body.contains("<strong>tropical year</strong>"),
        "{}",
        page.body
    );
    assert_eq!(
        page.body.matches("<li class=\"asked\">").count(),
        4,
        "{}",
        page.body
    );
}

#[tokio::test]
async fn held_back_questions_are_offered_as_suggestions_to_add_or_dismiss() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("suggest@school.org").await;
    let prose = include_str!("../../../examples/prose-astronomy-the-calendar.txt");
    // Two asked for: the forge writes more than two, and holds the rest back.
    let (id, _) = app.make_counted(&mut teacher, prose, 2).await;
    let quiz_json = |body: &str| -> Value { serde_json::from_str(body).expect("quiz json") };
    let export = app
        .get(&mut teacher, &format!("/quizzes/{id}/export?format=json"))
        .await;
    let before = quiz_json(&export.body);
    assert_eq!(before["questions"].as_array().expect("questions").len(), 2);
    let suggestions = before["suggestions"].as_array().expect("suggestions");
    assert!(!suggestions.is_empty(), "{before}");
    assert!(
        suggestions
            .iter()
            .all(|s| s["held_back"].as_str().is_some_and(|why| !why.is_empty())),
        "{before}"
    );
    let reason = suggestions[0]["held_back"].as_str().expect("why");
    let first = suggestions[0]["question"]["prompt"]
        .as_str()
        .expect("prompt")
        .to_string();

    let review = app.get(&mut teacher, &format!("/quizzes/{id}")).await;
    assert!(
        review.body.contains("id=\"suggestions\""),
        "{}",
        review.body
    );
    assert!(review.body.contains(&format!("Held back: {reason}")));
    assert!(review.body.contains("id=\"suggestion-1-add\""));
    let revision = review.hidden("revision");
    let csrf = review.hidden("csrf");

    // A stale form changes nothing.
    let stale = app
        .post(
            &mut teacher,
            &format!("/quizzes/{id}/suggestions/0/add"),
            &[("csrf", csrf.as_str()), ("revision", "0")],
        )
        .await;
    assert!(
        stale
            .location
            .expect("location")
            .contains("notice=conflict")
    );

    // Adding moves it into the questions, in document order.
    let added = app
        .post(
            &mut teacher,
            &format!("/quizzes/{id}/suggestions/0/add"),
            &[("csrf", csrf.as_str()), ("revision", revision.as_str())],
        )
        .await;
    let to = added.location.expect("location");
    assert!(to.contains("notice=suggestion-added"), "{to}");
    let after = quiz_json(
        &app.get(&mut teacher, &format!("/quizzes/{id}/export?format=json"))
            .await
            .body,
    );
    let prompts: Vec<&str> = after["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .map(|q| q["prompt"].as_str().expect("prompt"))
        .collect();
    assert_eq!(prompts.len(), 3);
    assert!(prompts.contains(&first.as_str()), "{prompts:?}");
    let starts: Vec<i64> = after["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .map(|q| q["source"]["start"].as_i64().expect("source"))
        .collect();
    assert!(starts.windows(2).all(|w| w[0] <= w[1]), "{starts:?}");
    let left = after["suggestions"].as_array().map_or(0, Vec::len);
    assert_eq!(left, suggestions.len() - 1);

    // Dismissing drops one without adding it.
    if left > 0 {
        let review = app.get(&mut teacher, &format!("/quizzes/{id}")).await;
        let dismissed = app
            .post(
                &mut teacher,
                &format!("/quizzes/{id}/suggestions/0/dismiss"),
                &[
                    ("csrf", csrf.as_str()),
                    ("revision", review.hidden("revision").as_str()),
                ],
            )
            .await;
        assert!(
            dismissed
                .location
                .expect("location")
                .contains("notice=suggestion-dismissed")
        );
        let last = quiz_json(
            &app.get(&mut teacher, &format!("/quizzes/{id}/export?format=json"))
                .await
                .body,
        );
        assert_eq!(last["questions"].as_array().expect("questions").len(), 3);
        assert_eq!(last["suggestions"].as_array().map_or(0, Vec::len), left - 1);
    }

    // The API gives the suggestions with the quiz.
    let token = app.api_token("suggest-api@school.org").await;
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            Some(json!({"text": prose, "count": 2})),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = made.json();
    assert_eq!(quiz["questions"].as_array().expect("questions").len(), 2);
    assert_eq!(
        quiz["suggestions"].as_array().expect("suggestions").len(),
        suggestions.len()
    );
    assert!(quiz["suggestions"][0]["held_back"].is_string());
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

#[tokio::test]
async fn the_projector_is_its_teachers_own_page_with_its_own_assets() {
    let app = TestApp::new().await;
    let mut owner = app.teacher("wall@school.org").await;
    let id = app.make(&mut owner, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut owner, id).await;
    let board = app.get(&mut owner, &dashboard).await;
    assert!(
        board
            .body
            .contains(&format!("href=\"{dashboard}/projector\"")),
        "the dashboard links to the projector"
    );
    let wall = app.get(&mut owner, &format!("{dashboard}/projector")).await;
    assert_eq!(wall.status, StatusCode::OK);
    let code = board
        .body
        .split("class=\"join-code\" id=\"join-code\"")
        .nth(1)
        .and_then(|rest| rest.split('>').nth(1))
        .and_then(|rest| rest.split('<').next())
        .expect("the join code")
        .to_string();
    assert!(wall.body.contains(&format!(">{code}<")), "{}", wall.body);
    assert!(
        wall.body
            .contains("data-leaderboard=\"top\" data-top=\"3\"")
    );
    assert!(wall.body.contains("/assets/projector.js"));
    assert!(wall.body.contains("<svg"), "a QR code");
    for (asset, kind) in [
        ("/assets/projector.js", "text/javascript"),
        ("/assets/projector.css", "text/css"),
    ] {
        let served = app.get(&mut owner, asset).await;
        assert_eq!(served.status, StatusCode::OK, "{asset}");
        assert!(
            served.headers[header::CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with(kind)
        );
    }
    let mut other = app.teacher("other-wall@school.org").await;
    assert_eq!(
        app.get(&mut other, &format!("{dashboard}/projector"))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_assign_form_keeps_every_choice_on_an_error_and_makes_no_class_twice() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("homework@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let csrf = app.get(&mut teacher, "/classes").await.hidden("csrf");
    for name in ["Year 7", "Year 8"] {
        let made = app
            .post(
                &mut teacher,
                "/classes",
                &[("csrf", &csrf), ("name", name), ("roster", "")],
            )
            .await;
        assert_eq!(made.status, StatusCode::SEE_OTHER, "{}", made.body);
    }
    let fresh = app
        .get(&mut teacher, &format!("/quizzes/{id}/assign"))
        .await;
    assert!(fresh.body.contains("value=\"live\" checked"));
    assert!(
        fresh.body.contains("<option value=\"default\" selected>"),
        "the default timer: none for homework"
    );
    let year8 = fresh
        .body
        .split("<option value=\"")
        .find(|option| option.contains(">Year 8<"))
        .and_then(|option| option.split('"').next())
        .expect("Year 8 in the list")
        .to_string();
    let path = format!("/quizzes/{id}/assign");
    let typed = [
        ("csrf", csrf.as_str()),
        ("class_id", year8.as_str()),
        ("new_class", ""),
        ("mode", "homework"),
        ("opens_at", "2026-12-10T09:00"),
        ("due_at", "2026-12-09T17:30"),
        ("tz_offset", "-60"),
        ("speed_bonus", "on"),
        ("leaderboard", "top5"),
        ("timer", "30"),
        ("time_zone", "Europe/Paris"),
    ];
    let refused = app.post(&mut teacher, &path, &typed).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let body = &refused.body;
    assert!(body.contains("The due time must come after the opening time."));
    for kept in [
        format!("<option value=\"{year8}\" selected>Year 8"),
        "value=\"homework\" checked".to_string(),
        "value=\"2026-12-10T09:00\"".to_string(),
        "value=\"2026-12-09T17:30\"".to_string(),
        "name=\"speed_bonus\" value=\"on\" checked".to_string(),
        "<option value=\"top5\" selected>".to_string(),
        "<option value=\"30\" selected>".to_string(),
    ] {
        assert!(body.contains(&kept), "{kept} is not kept in {body}");
    }
    for dropped in [
        "value=\"live\" checked",
        "name=\"feedback\" value=\"on\" checked",
        "name=\"shuffle_choices\" value=\"on\" checked",
        "name=\"streak_bonus\" value=\"on\" checked",
        "<option value=\"new\" selected>",
    ] {
        assert!(!body.contains(dropped), "{dropped} came back in {body}");
    }

    // A new class named on a form that fails is not made, and its name stays.
    let mut typed = typed;
    typed[1] = ("class_id", "new");
    typed[2] = ("new_class", "Year 10 Physics");
    let refused = app.post(&mut teacher, &path, &typed).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused.body.contains("value=\"Year 10 Physics\""));
    assert!(refused.body.contains("<option value=\"new\" selected>"));
    assert!(
        !app.get(&mut teacher, "/classes")
            .await
            .body
            .contains("Year 10 Physics")
    );

    // Fixed, it launches the homework the teacher meant: no timer by default.
    typed[5] = ("due_at", "2026-12-11T17:30");
    typed[9] = ("timer", "default");
    let done = app.post(&mut teacher, &path, &typed).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    let board = app
        .get(&mut teacher, &done.location.expect("dashboard"))
        .await;
    assert!(
        board.body.contains("Year 10 Physics · homework"),
        "{}",
        board.body
    );
    assert!(
        !board.body.contains(" s timer"),
        "no timer for homework by default"
    );
    // In the teacher's own time zone, as their browser said (kept on the account).
    assert!(
        board.body.contains("due 11 Dec 2026, 17:30 CET"),
        "{}",
        board.body
    );
}

#[tokio::test]
async fn the_download_menu_says_what_each_format_would_lose_before_the_file_is_taken() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("losses@school.org").await;
    let id = app
        .make(
            &mut teacher,
            "::q1:: What is 2 + 2? {=4}\n\n::q2:: Capital of France? {~Rome =Paris ~Madrid}\n",
        )
        .await;
    let page = app.get(&mut teacher, &format!("/quizzes/{id}")).await;
    let aiken = page
        .body
        .split("id=\"download-aiken\"")
        .nth(1)
        .and_then(|rest| rest.split("</li>\n").next())
        .expect("the Aiken download");
    assert!(aiken.contains("⚠ loses 2"), "{aiken}");
    assert!(
        aiken.contains("question 1: skipped: Aiken has no short answer questions"),
        "{aiken}"
    );
    let json = page
        .body
        .split("id=\"download-json\"")
        .nth(1)
        .and_then(|rest| rest.split("</li>").next())
        .expect("the JSON download");
    assert!(!json.contains("loses"), "{json}");
}

#[tokio::test]
async fn the_review_screen_filters_the_questions_that_need_an_answer() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("filter@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let all = app.get(&mut teacher, &format!("/quizzes/{id}")).await;
    assert!(all.body.contains("id=\"q1\"") && all.body.contains("id=\"q2\""));
    assert!(
        all.body.contains(
            "href=\"/quizzes/{id}?needs=answer\""
                .replace("{id}", &id.to_string())
                .as_str()
        )
    );
    let only = app
        .get(&mut teacher, &format!("/quizzes/{id}?needs=answer"))
        .await;
    assert_eq!(only.status, StatusCode::OK);
    assert!(only.body.contains("id=\"q2\""), "Japan has no key");
    assert!(!only.body.contains("id=\"q1\""));
    assert!(!only.body.contains("id=\"q3\""));
    assert!(only.body.contains("only the one that needs an answer"));
    // Its form still saves question 2 (index 1), not the first card's index.
    assert!(
        only.body
            .contains(&format!("action=\"/quizzes/{id}/questions/1\""))
    );
}

// ---------------------------------------------------------- students

#[tokio::test]
async fn students_are_told_what_to_fix_and_never_asked_to_resend_a_form() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("students@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut teacher, id).await;
    let board = app.get(&mut teacher, &dashboard).await;
    let code = board
        .body
        .split("class=\"join-code\" id=\"join-code\"")
        .nth(1)
        .and_then(|rest| rest.split('>').nth(1))
        .and_then(|rest| rest.split('<').next())
        .expect("the join code")
        .to_string();
    let mut phone = Browser::default();

    // A code with look-alikes says which characters codes never use.
    let refused = app.get(&mut phone, "/join?code=ABC1O3").await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused
            .body
            .contains("Game codes never use 0, 1, I, L or O"),
        "{}",
        refused.body
    );
    assert!(refused.body.contains("you typed “1” and “O”"));
    let short = app.get(&mut phone, "/join?code=K7M2Q").await;
    assert!(short.body.contains("you typed 5"));
    let typed_url = app.get(&mut phone, "/play/ABC1O3").await;
    assert!(typed_url.body.contains("never use 0, 1, I, L or O"));

    // A refused name comes back through a redirect (no "confirm form
    // resubmission" on Back), with the name as typed, never cut.
    let form = app.get(&mut phone, &format!("/play/{code}")).await;
    assert!(form.body.contains("data-max-chars=\"24\""));
    assert!(
        !form.body.contains("maxlength"),
        "a long name is said, not cut"
    );
    let csrf = form.hidden("csrf");
    let long = "Maximilian-Alexander von Humboldt";
    let sent = app
        .post(
            &mut phone,
            &format!("/play/{code}/join"),
            &[("csrf", &csrf), ("name", long)],
        )
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
    let location = sent.location.expect("a redirect");
    assert!(
        location.starts_with(&format!("/play/{code}?")),
        "{location}"
    );
    assert!(location.contains("why=too_long"), "{location}");
    let again = app.get(&mut phone, &location).await;
    assert_eq!(again.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(again.body.contains("a name has at most 24 characters"));
    assert!(
        again.body.contains(&format!("value=\"{long}\"")),
        "kept whole"
    );
    // A made-up reason shows nothing.
    let odd = app
        .get(&mut phone, &format!("/play/{code}?why=hacked&name=x"))
        .await;
    assert_eq!(odd.status, StatusCode::OK);
    assert!(!odd.body.contains("role=\"alert\""));

    // An ended game says so before asking for a name.
    let csrf = board.hidden("csrf");
    let ended = app
        .post(
            &mut teacher,
            &format!("{dashboard}/control"),
            &[("csrf", &csrf), ("action", "end")],
        )
        .await;
    assert_eq!(ended.status, StatusCode::SEE_OTHER, "{}", ended.body);
    let late = app
        .get(&mut Browser::default(), &format!("/play/{code}"))
        .await;
    assert!(
        late.body.contains(&format!("The game {code} has ended")),
        "{}",
        late.body
    );
    assert!(!late.body.contains("id=\"name\""), "no name asked");
}

#[tokio::test]
async fn students_pages_follow_the_browsers_language_and_miss_no_message() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("langues@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut teacher, id).await;
    let board = app.get(&mut teacher, &dashboard).await;
    let code = board
        .body
        .split("class=\"join-code\" id=\"join-code\"")
        .nth(1)
        .and_then(|rest| rest.split('>').nth(1))
        .and_then(|rest| rest.split('<').next())
        .expect("the join code")
        .to_string();
    for (accept, lang, join_title, name_label) in [
        (
            "fr-FR,fr;q=0.9,en;q=0.5",
            "fr",
            "Rejoindre une partie",
            "Ton nom",
        ),
        ("es-ES,es;q=0.9", "es", "Unirse a una partida", "Tu nombre"),
        ("de-DE", "de", "Einem Spiel beitreten", "Dein Name"),
        ("pt-BR", "en", "Join a game", "Your name"),
    ] {
        let mut phone = Browser::default();
        for (path, expected) in [
            ("/join".to_string(), join_title),
            (format!("/play/{code}"), name_label),
        ] {
            let request = Request::get(path.as_str())
                .header(header::ACCEPT_LANGUAGE, accept)
                .body(Body::empty())
                .expect("request");
            let page = app.send(&mut phone, request).await;
            assert_eq!(page.status, StatusCode::OK, "{path}");
            assert!(
                page.body.contains(&format!("<html lang=\"{lang}\">")),
                "{path} {accept}"
            );
            assert!(
                page.body.contains(expected),
                "{path} in {lang}: {}",
                page.body
            );
            assert!(
                !page.body.contains(quizforge_server::i18n::MISSING),
                "{path} in {lang}: {}",
                page.body
            );
        }
    }
    // What a student is refused is said in the phone's language too: a
    // code too short, a code with look-alikes, a name too long.
    let mut phone = Browser::default();
    let short = app
        .send(&mut phone, in_language("/join?code=K7M2Q", "es-ES"))
        .await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        short
            .body
            .contains("Un código de partida tiene 6 letras y cifras; escribiste 5."),
        "{}",
        short.body
    );
    let look_alikes = app
        .send(&mut phone, in_language("/play/ABC1O3", "fr-FR"))
        .await;
    assert!(
        look_alikes.body.contains("tu as tapé “1” et “O”"),
        "{}",
        look_alikes.body
    );
    let refused = app
        .send(
            &mut phone,
            in_language(
                &format!("/play/{code}?why=too_long&name=Maximilian"),
                "de-DE",
            ),
        )
        .await;
    assert!(
        refused.body.contains("ein Name hat höchstens 24 Zeichen"),
        "{}",
        refused.body
    );
}

/// A GET request from a browser that asks for `accept` languages.
fn in_language(path: &str, accept: &str) -> Request<Body> {
    Request::get(path)
        .header(header::ACCEPT_LANGUAGE, accept)
        .body(Body::empty())
        .expect("request")
}

#[tokio::test]
async fn a_teachers_first_pages_follow_the_browsers_language_and_the_rest_stay_whole() {
    let app = TestApp::new().await;
    // Signing up and in, before any account: the browser's language.
    for (accept, lang, heading) in [
        ("fr-FR,fr;q=0.9", "fr", "Créez votre compte"),
        ("es", "es", "Cree su cuenta de docente"),
        ("de-DE", "de", "Legen Sie Ihr Lehrerkonto an"),
        ("pt-BR", "en", "Make your teacher account"),
    ] {
        let mut browser = Browser::default();
        let request = in_language("/signup", accept);
        let page = app.send(&mut browser, request).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(
            page.body.contains(&format!("<html lang=\"{lang}\">")),
            "{accept}"
        );
        assert!(page.body.contains(heading), "{lang}: {}", page.body);
        assert!(
            !page.body.contains(quizforge_server::i18n::MISSING),
            "{}",
            page.body
        );
    }
    // Signed in: the make page in the teacher's language, bar and all.
    let mut teacher = app.teacher("sprachen@school.org").await;
    let request = in_language("/quizzes/new", "de-DE,de;q=0.9");
    let page = app.send(&mut teacher, request).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("<html lang=\"de\">"), "{}", page.body);
    assert!(page.body.contains("Ein Quiz erstellen"), "{}", page.body);
    assert!(page.body.contains("bis zu "), "{}", page.body);
    assert!(
        !page.body.contains(quizforge_server::i18n::MISSING),
        "{}",
        page.body
    );
    // Their quizzes, and the landing page before signing in.
    let request = in_language("/", "fr-FR");
    let page = app.send(&mut teacher, request).await;
    assert!(page.body.contains("<h1>Mes quiz</h1>"), "{}", page.body);
    assert!(page.body.contains("Pas encore de quiz"), "{}", page.body);
    let request = in_language("/", "es-ES");
    let page = app.send(&mut Browser::default(), request).await;
    assert!(
        page.body.contains("Convierta su propio material"),
        "{}",
        page.body
    );
    assert!(
        !page.body.contains(quizforge_server::i18n::MISSING),
        "{}",
        page.body
    );
    let request = in_language("/classes", "de-DE");
    let page = app.send(&mut teacher, request).await;
    assert!(page.body.contains("Klasse anlegen"), "{}", page.body);
    let page = app
        .send(&mut teacher, in_language("/assignments", "de-DE"))
        .await;
    assert!(page.body.contains("Noch keine Spiele"), "{}", page.body);
    let id = app.make(&mut teacher, WORKSHEET).await;
    assign_live(&app, &mut teacher, id).await;
    let page = app
        .send(&mut teacher, in_language("/assignments", "fr-FR"))
        .await;
    assert!(page.body.contains("en direct"), "{}", page.body);
    assert!(page.body.contains("0 joueur ·"), "{}", page.body);
    assert!(page.body.contains("Tableau de bord"), "{}", page.body);
    // The review screen, its question kinds and its script's words.
    let request = in_language(&format!("/quizzes/{id}"), "de-DE");
    let page = app.send(&mut teacher, request).await;
    assert!(page.body.contains("<html lang=\"de\">"), "{}", page.body);
    for german in [
        "Frage 1 speichern",
        "Mit einer Klasse spielen",
        "Einfachauswahl",
        "Eine Frage hinzufügen",
        "Noch nicht gespeicherte Änderungen",
    ] {
        assert!(page.body.contains(german), "{german}: {}", page.body);
    }
    assert!(!page.body.contains("Save question"), "{}", page.body);
    assert!(
        !page.body.contains(quizforge_server::i18n::MISSING),
        "{}",
        page.body
    );
    // A refused edit says why in the teacher's language, the input kept.
    let csrf = page.hidden("csrf");
    let revision = page.hidden("revision");
    let refused = app
        .send(
            &mut teacher,
            post_in_language(
                &format!("/quizzes/{id}/questions/0"),
                &[
                    ("csrf", &csrf),
                    ("revision", &revision),
                    ("prompt", "Welche?"),
                    ("points", "viele"),
                ],
                "de-DE",
            ),
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused
            .body
            .contains("Nicht gespeichert: Punkte sind eine Zahl ab 0, nicht „viele“."),
        "{}",
        refused.body
    );
    // What the forge did with a page of prose, and why the quiz is short.
    let prose = app
        .make(
            &mut teacher,
            "Photosynthesis is the process by which green plants make sugar from light, water and carbon dioxide. \
             Chlorophyll is the green pigment that captures light energy inside the chloroplasts of leaves. \
             See page 12.",
        )
        .await;
    let page = app
        .send(
            &mut teacher,
            in_language(&format!("/quizzes/{prose}/explain"), "de-DE"),
        )
        .await;
    for german in [
        "Warum diese Fragen?",
        "Zeile 1, Spalte",
        "gewünschten neuen Fragen wurden geschrieben",
    ] {
        assert!(page.body.contains(german), "{german}: {}", page.body);
    }
    assert!(
        page.body.contains("gefragt (") || page.body.contains("keine Frage:"),
        "{}",
        page.body
    );
    assert!(!page.body.contains("not asked"), "{}", page.body);
    assert!(
        !page.body.contains(quizforge_server::i18n::MISSING),
        "{}",
        page.body
    );
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

/// A page's text with the quotes and apostrophes the templates escape
/// read back (so that "n'a" and a script's JSON can be looked for).
fn unescaped(body: &str) -> String {
    body.replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&quot;", "\"")
}

/// The words a French and a German teacher should see on the live and
/// class pages: (the browser's languages, `<html lang>`, then the words
/// of the assign form, its refusals, the dashboard, the projector, the
/// class page, its refusal, the PINs, deleting a quiz, the error page).
struct LivePagesIn {
    accept: &'static str,
    lang: &'static str,
    assign: &'static [&'static str],
    refused: &'static [&'static str],
    dashboard: &'static [&'static str],
    projector: &'static [&'static str],
    class: &'static [&'static str],
    class_refused: &'static str,
    pins: &'static [&'static str],
    delete: &'static [&'static str],
    error: &'static [&'static str],
}

const LIVE_PAGES_IN: [LivePagesIn; 2] = [
    LivePagesIn {
        accept: "fr-FR,fr;q=0.9,en;q=0.5",
        lang: "fr",
        assign: &[
            "<h1>Jouer avec une classe</h1>",
            "3 questions</p>",
            "Obtenir un code de partie",
            "Minuteur par question",
            ">2 min</option>",
            "Les 3 premiers, avec leur nom",
            "1 question n'a pas de réponse attendue.",
            "placeholder=\"4e B Histoire\"",
        ],
        refused: &["L'heure de rendu doit venir après l'heure d'ouverture."],
        dashboard: &[
            "Élèves × questions",
            "Réussite de la classe",
            "Afficher les résultats</button>",
            "classement des 3 premiers",
            "Year 9 · en direct",
            "data-confirm=\"Terminer la partie pour tout le monde ?\"",
            "\"finish\":\"Finir : terminer la partie\"",
            "\"joined-other\":\"%count inscrits\"",
        ],
        projector: &[
            "Allez sur <strong>",
            "Rejoignez sur <strong>",
            "▶ Démarrer</button>",
            "Afficher le nombre de réponses pendant la question",
            "En attente du premier élève…</p>",
            "\"joined-other\":\"%count élèves ont rejoint la partie\"",
            "\"place-1\":\"1re place\"",
        ],
        class: &[
            "Codes PIN des élèves",
            "Parties de cette classe",
            "Liste des élèves (0)",
            "en direct · salle d'attente · 0 joueur · code",
            "Supprimer la classe</button>",
        ],
        class_refused: "« Ana » et « \u{0410}na » se ressemblent : les élèves ne pourraient pas les distinguer.",
        pins: &["<h1>Codes PIN des élèves</h1>", "Ajoutez d'abord les noms"],
        delete: &[
            "<h1>Supprimer « Geography Review » ?</h1>",
            "Ses 3 questions disparaîtront définitivement.",
            "Le garder</a>",
        ],
        error: &["Erreur 404", "<h1>Introuvable</h1>", "Aller à mes quiz"],
    },
    LivePagesIn {
        accept: "de-DE,de;q=0.9",
        lang: "de",
        assign: &[
            "<h1>Mit einer Klasse spielen</h1>",
            "3 Fragen</p>",
            "Beitrittscode erzeugen",
            "Timer pro Frage",
            "Die ersten 3 mit Namen",
            "1 Frage hat keine Lösung.",
            "placeholder=\"8b Geschichte\"",
        ],
        refused: &["Der Fälligkeitstermin muss nach dem Beginn liegen."],
        dashboard: &[
            "Schüler·innen × Fragen",
            "Trefferquote der Klasse",
            "Ergebnisse zeigen</button>",
            "Bestenliste der ersten 3",
            "Year 9 · live",
            "\"finish\":\"Abschließen: Spiel beenden\"",
            "\"phase-lobby\":\"Warten auf die Schüler·innen\"",
        ],
        projector: &[
            "Öffnet <strong>",
            "und gebt diesen Code ein:",
            "▶ Starten</button>",
            "Antwortzahlen anzeigen, solange die Frage offen ist",
            "\"answer-on-phone\":\"Antwortet auf eurem Handy\"",
        ],
        class: &[
            "PINs der Schüler·innen",
            "Spiele dieser Klasse",
            "Namensliste (0)",
            "live · Warteraum · 0 Spieler·innen · Code",
            "Klasse löschen</button>",
        ],
        class_refused: "„Ana“ und „\u{0410}na“ sehen sich zu ähnlich",
        pins: &[
            "<h1>PINs der Schüler·innen</h1>",
            "Tragen Sie zuerst die Namen",
        ],
        delete: &[
            "<h1>„Geography Review“ löschen?</h1>",
            "Seine 3 Fragen sind dann endgültig weg.",
            "Behalten</a>",
        ],
        error: &["Fehler 404", "<h1>Nicht gefunden</h1>", "Zu meinen Quizzen"],
    },
];

#[tokio::test]
async fn the_live_and_class_pages_follow_a_french_or_german_teachers_browser() {
    let app = TestApp::new().await;
    for expected in LIVE_PAGES_IN {
        let accept = expected.accept;
        let mut teacher = app
            .teacher(&format!("live-{}@school.org", expected.lang))
            .await;
        let id = app.make(&mut teacher, WORKSHEET).await;
        let check = |what: &str, page: &Page, words: &[&str]| {
            let body = unescaped(&page.body);
            assert!(
                body.contains(&format!("<html lang=\"{}\">", expected.lang)),
                "{what}: {body}"
            );
            assert!(
                !body.contains(quizforge_server::i18n::MISSING),
                "{what}: {body}"
            );
            for word in words {
                assert!(body.contains(word), "{what} lacks {word}: {body}");
            }
        };
        let form = app
            .send(
                &mut teacher,
                in_language(&format!("/quizzes/{id}/assign"), accept),
            )
            .await;
        assert_eq!(form.status, StatusCode::OK);
        check("the assign form", &form, expected.assign);
        // A homework due before it opens is refused in the teacher's
        // language, with the form as typed.
        let refused = app
            .send(
                &mut teacher,
                post_in_language(
                    &format!("/quizzes/{id}/assign"),
                    &[
                        ("csrf", &form.hidden("csrf")),
                        ("class_id", "new"),
                        ("new_class", "Year 9"),
                        ("mode", "homework"),
                        ("opens_at", "2026-12-10T09:00"),
                        ("due_at", "2026-12-09T09:00"),
                    ],
                    accept,
                ),
            )
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        check("the refused assign form", &refused, expected.refused);
        let dashboard = assign_live(&app, &mut teacher, id).await;
        let board = app
            .send(&mut teacher, in_language(&dashboard, accept))
            .await;
        assert_eq!(board.status, StatusCode::OK);
        check("the dashboard", &board, expected.dashboard);
        let wall = app
            .send(
                &mut teacher,
                in_language(&format!("{dashboard}/projector"), accept),
            )
            .await;
        assert_eq!(wall.status, StatusCode::OK);
        check("the projector", &wall, expected.projector);
        // The class the game made, its page, a refused roster and its PINs.
        let classes = app.get(&mut teacher, "/classes").await;
        let class = classes
            .body
            .split("href=\"/classes/")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("a class")
            .to_string();
        let page = app
            .send(
                &mut teacher,
                in_language(&format!("/classes/{class}"), accept),
            )
            .await;
        check("the class page", &page, expected.class);
        let refused = app
            .send(
                &mut teacher,
                post_in_language(
                    &format!("/classes/{class}"),
                    &[
                        ("csrf", &page.hidden("csrf")),
                        ("name", "Year 9"),
                        ("roster", "\u{0410}na\nAna"),
                    ],
                    accept,
                ),
            )
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        check("the refused roster", &refused, &[expected.class_refused]);
        let pins = app
            .send(
                &mut teacher,
                in_language(&format!("/classes/{class}/pins"), accept),
            )
            .await;
        check("the PINs", &pins, expected.pins);
        let delete = app
            .send(
                &mut teacher,
                in_language(&format!("/quizzes/{id}/delete"), accept),
            )
            .await;
        check("deleting a quiz", &delete, expected.delete);
        let missing = app
            .send(&mut teacher, in_language("/classes/987654", accept))
            .await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        check("the error page", &missing, expected.error);
    }
    // An English browser still reads English, and the API its English words.
    let mut teacher = app.teacher("live-en@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut teacher, id).await;
    let board = app
        .send(&mut teacher, in_language(&dashboard, "en-GB"))
        .await;
    let body = unescaped(&board.body);
    assert!(body.contains("<html lang=\"en\">"), "{body}");
    assert!(body.contains("Students × questions"), "{body}");
    assert!(
        body.contains("\"finish\":\"Finish: end the game\""),
        "{body}"
    );
    let missing = app
        .send(&mut teacher, in_language("/classes/987654", "en-US"))
        .await;
    assert!(
        missing
            .body
            .contains("Not found. It may have been deleted, or it belongs to another account."),
        "{}",
        missing.body
    );
}

#[tokio::test]
async fn a_teacher_chooses_the_language_of_their_pages_over_the_browsers() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("langue@school.org").await;
    let in_german = |path: &str| in_language(path, "de-DE");
    let csrf = app.get(&mut teacher, "/password").await.hidden("csrf");
    // Not a language of ours: refused, nothing kept.
    let refused = app
        .post(
            &mut teacher,
            "/account/language",
            &[("language", "pt"), ("csrf", &csrf)],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let forged = app
        .post(&mut teacher, "/account/language", &[("language", "fr")])
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    let page = app.send(&mut teacher, in_german("/quizzes/new")).await;
    assert!(page.body.contains("Ein Quiz erstellen"), "{}", page.body);
    // French chosen: the browser's German no longer counts.
    let saved = app
        .post(
            &mut teacher,
            "/account/language",
            &[("language", "fr"), ("csrf", &csrf)],
        )
        .await;
    assert_eq!(
        saved.location.as_deref(),
        Some("/password?language=saved#language")
    );
    let account = app.get(&mut teacher, "/password?language=saved").await;
    // The account page itself is now in French.
    assert!(
        account.body.contains("Langue enregistrée."),
        "{}",
        account.body
    );
    assert!(
        account
            .body
            .contains("<option value=\"fr\" lang=\"fr\" selected>"),
        "{}",
        account.body
    );
    let page = app.send(&mut teacher, in_german("/quizzes/new")).await;
    assert!(page.body.contains("<html lang=\"fr\">"), "{}", page.body);
    assert!(page.body.contains("Créer un quiz"), "{}", page.body);
    // Back to the browser's.
    app.post(
        &mut teacher,
        "/account/language",
        &[("language", ""), ("csrf", &csrf)],
    )
    .await;
    let page = app.send(&mut teacher, in_german("/quizzes/new")).await;
    assert!(page.body.contains("Ein Quiz erstellen"), "{}", page.body);
}

// ---------------------------------------------------------------- the API

#[tokio::test]
async fn the_api_says_why_a_quiz_is_shorter_than_asked_for() {
    let app = TestApp::new().await;
    let token = app.api_token("short@school.org").await;
    let prose = include_str!("../../../examples/prose-astronomy-the-calendar.txt");
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            Some(json!({"text": prose, "count": 10})),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = made.json();
    let written = quiz["questions"].as_array().expect("questions").len();
    assert!(written < 10);
    let warnings = quiz["warnings"].to_string();
    assert!(
        warnings.contains(&format!(
            "{written} of the 10 new questions asked for were written: of its "
        )),
        "{warnings}"
    );
}

#[tokio::test]
async fn the_api_makes_reads_updates_lists_exports_and_deletes_quizzes() {
    let app = TestApp::new().await;
    let token = app.api_token("api@school.org").await;
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            Some(json!({"text": WORKSHEET, "count": 5})),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = made.json();
    let id = quiz["id"].as_i64().expect("id");
    assert_eq!(quiz["revision"], 1);
    assert_eq!(quiz["title"], "Geography Review");
    assert_eq!(quiz["questions"].as_array().expect("questions").len(), 3);
    assert_eq!(quiz["questions"][1]["answer_known"], false);

    let uploaded = app
        .multipart(
            &mut Browser::default(),
            "/api/v1/quizzes",
            &[
                Part::file("file", "w.txt", WORKSHEET.as_bytes()),
                Part::field("count", "3"),
            ],
            Some(&token),
        )
        .await;
    assert_eq!(uploaded.status, StatusCode::CREATED, "{}", uploaded.body);
    let empty_file = app
        .multipart(
            &mut Browser::default(),
            "/api/v1/quizzes",
            &[Part::file("file", "e.txt", b"")],
            Some(&token),
        )
        .await;
    assert_eq!(empty_file.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        empty_file.json()["error"]
            .as_str()
            .expect("error")
            .contains("no text")
    );

    let mut read = app
        .api("GET", &format!("/api/v1/quizzes/{id}"), Some(&token), None)
        .await
        .json();
    assert_eq!(read, {
        let mut q = quiz.clone();
        q.as_object_mut().expect("object").remove("warnings");
        q
    });
    read["title"] = json!("Renamed");
    read["questions"][1]["answer_known"] = json!(true);
    read["questions"][1]["choices"][2]["correct"] = json!(true);
    read["questions"][1]["choices"][2]["weight"] = json!(1.0);
    let updated = app
        .api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Some(read.clone()),
        )
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.json()["revision"], 2);
    let stale = app
        .api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Some(read.clone()),
        )
        .await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    let mut no_revision = read.clone();
    no_revision
        .as_object_mut()
        .expect("object")
        .remove("revision");
    assert_eq!(
        app.api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Some(no_revision)
        )
        .await
        .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let mut invalid = updated.json();
    invalid["questions"][0]["prompt"] = json!("");
    assert_eq!(
        app.api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Some(invalid)
        )
        .await
        .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );

    let list = app
        .api("GET", "/api/v1/quizzes?search=renam", Some(&token), None)
        .await
        .json();
    assert_eq!(list["quizzes"].as_array().expect("list").len(), 1);
    assert_eq!(list["quizzes"][0]["unanswered"], 0);
    let all = app
        .api("GET", "/api/v1/quizzes", Some(&token), None)
        .await
        .json();
    assert_eq!(all["quizzes"].as_array().expect("list").len(), 2);

    let gift = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{id}/export?format=gift"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(gift.status, StatusCode::OK);
    assert!(gift.body.contains("=Tokyo"));
    assert_eq!(
        app.api(
            "GET",
            &format!("/api/v1/quizzes/{id}/export?format=pdf"),
            Some(&token),
            None
        )
        .await
        .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );

    assert_eq!(
        app.api(
            "DELETE",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            None
        )
        .await
        .status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        app.api("GET", &format!("/api/v1/quizzes/{id}"), Some(&token), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.api(
            "DELETE",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            None
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_api_refuses_strangers_wrong_passwords_and_other_teachers() {
    let app = TestApp::new().await;
    let owner = app.api_token("one@school.org").await;
    let other = app.api_token("two@school.org").await;
    let id = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&owner),
            Some(json!({"text": WORKSHEET})),
        )
        .await
        .json()["id"]
        .as_i64()
        .expect("id");
    let no_token = app.api("GET", "/api/v1/quizzes", None, None).await;
    assert_eq!(no_token.status, StatusCode::UNAUTHORIZED);
    assert_eq!(no_token.headers[header::WWW_AUTHENTICATE], "Bearer");
    assert_eq!(
        app.api("GET", "/api/v1/quizzes", Some("made-up"), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    let wrong = app.request_token("one@school.org", "wrong password").await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert!(
        wrong.json()["error"]
            .as_str()
            .expect("message")
            .contains("do not match")
    );
    let duplicate = app
        .api(
            "POST",
            "/api/v1/signup",
            None,
            Some(json!({"email": "one@school.org", "password": "correct horse"})),
        )
        .await;
    assert_eq!(
        duplicate.status,
        StatusCode::ACCEPTED,
        "a registered e-mail is answered like a free one"
    );
    assert_eq!(
        app.api("POST", "/api/v1/signup", None, Some(json!({"email": "x"})))
            .await
            .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    for (method, path) in [
        ("GET", format!("/api/v1/quizzes/{id}")),
        ("DELETE", format!("/api/v1/quizzes/{id}")),
        ("GET", format!("/api/v1/quizzes/{id}/export?format=gift")),
    ] {
        assert_eq!(
            app.api(method, &path, Some(&other), None).await.status,
            StatusCode::NOT_FOUND,
            "{method} {path}"
        );
    }
    let put = app
        .api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&other),
            Some(json!({"revision": 1, "title": "x", "language": "en", "questions": []})),
        )
        .await;
    assert_eq!(put.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.api("GET", "/api/v1/quizzes", Some(&other), None)
            .await
            .json()["quizzes"],
        json!([])
    );
    let too_big = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&owner),
            Some(json!({"text": "a".repeat(quizforge_server::MAX_DOCUMENT_BYTES + 1)})),
        )
        .await;
    assert_eq!(too_big.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        too_big.json()["error"]
            .as_str()
            .expect("message")
            .contains("10 MB")
    );
    let blank = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&owner),
            Some(json!({"text": "   "})),
        )
        .await;
    assert_eq!(blank.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        app.api("GET", "/api/v1/nothing", Some(&owner), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_openapi_document_is_served_and_matches_its_snapshot() {
    let app = TestApp::new().await;
    let served = app.api("GET", "/api/v1/openapi.json", None, None).await;
    assert_eq!(served.status, StatusCode::OK);
    let document = served.json();
    let paths: Vec<&String> = document["paths"]
        .as_object()
        .expect("paths")
        .keys()
        .collect();
    for route in [
        "/signup",
        "/tokens",
        "/quizzes",
        "/quizzes/{id}",
        "/quizzes/{id}/export",
        "/classes",
        "/assignments",
        "/assignments/{id}",
        "/assignments/{id}/control",
        "/assignments/{id}/results",
        "/assignments/{id}/players/{player}",
        "/play/{code}/players",
        "/assignments/{id}/report",
        "/assignments/{id}/export",
        "/assignments/{id}/items",
        "/assignments/{id}/questions/{question}/accepted",
        "/answers/{id}",
        "/classes/{id}/mastery",
        "/classes/{id}/bands",
        "/assignments/{id}/follow-ups",
        "/openapi.json",
    ] {
        assert!(paths.iter().any(|p| *p == route), "{route} is documented");
    }
    let formats: Vec<&str> =
        document["paths"]["/quizzes/{id}/export"]["get"]["parameters"][1]["schema"]["enum"]
            .as_array()
            .expect("formats")
            .iter()
            .filter_map(Value::as_str)
            .collect();
    assert_eq!(
        formats,
        quizforge_server::export_format_names(),
        "the formats the server exports"
    );
    insta::assert_json_snapshot!("openapi", document);
}

#[tokio::test]
async fn the_demo_loads_once_and_its_teacher_can_sign_in() {
    let dir = tempdir();
    let url = format!("sqlite:{}", dir.0.join("demo.sqlite3").display());
    let store = AnyStore::connect(&url).await.expect("store");
    let state = AppState::new(
        store,
        Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        },
    );
    quizforge_server::demo::load(&state).await.expect("demo");
    quizforge_server::demo::load(&state)
        .await
        .expect("demo again");
    let app = TestApp {
        router: router(state),
        _dir: dir,
    };
    let token = app
        .request_token(
            quizforge_server::demo::DEMO_EMAIL,
            quizforge_server::demo::DEMO_PASSWORD,
        )
        .await
        .json()["token"]
        .as_str()
        .expect("token")
        .to_string();
    let list = app
        .api("GET", "/api/v1/quizzes", Some(&token), None)
        .await
        .json();
    let quizzes = list["quizzes"].as_array().expect("list");
    assert_eq!(
        quizzes.len(),
        quizforge_server::demo::SAMPLES.len(),
        "loaded once"
    );
    assert!(quizzes.iter().all(|q| q["questions"].as_i64() > Some(0)));
}

#[tokio::test]
async fn the_app_runs_on_postgres_too() {
    let Ok(url) = std::env::var("QUIZFORGE_TEST_POSTGRES_URL") else {
        if std::env::var_os("CI").is_some() {
            panic!("CI is set but QUIZFORGE_TEST_POSTGRES_URL is not");
        }
        eprintln!("SKIPPED: the server on PostgreSQL (set QUIZFORGE_TEST_POSTGRES_URL to run it)");
        return;
    };
    let app = TestApp::on(&url, tempdir()).await;
    let mut bytes = [0u8; 6];
    getrandom::fill(&mut bytes).expect("random");
    let email = format!(
        "pg-{}@school.org",
        bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()
    );
    let mut browser = app.teacher(&email).await;
    assert_eq!(
        app.get(&mut browser, "/healthz").await.status,
        StatusCode::OK
    );
    let id = app.make(&mut browser, WORKSHEET).await;
    let review = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    assert!(review.body.contains("Answer not given in the document"));
    let saved = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/1"),
            &choice_fields(&review.hidden("csrf"), &review.hidden("revision")),
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER);
    assert!(
        app.get(&mut browser, &format!("/quizzes/{id}/export?format=gift"))
            .await
            .body
            .contains("=Tokyo")
    );
}

#[tokio::test]
async fn a_refused_live_control_is_said_in_the_teachers_language() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("controle@school.org").await;
    let csrf = app.get(&mut teacher, "/password").await.hidden("csrf");
    let chosen = app
        .post(
            &mut teacher,
            "/account/language",
            &[("language", "fr"), ("csrf", &csrf)],
        )
        .await;
    assert_eq!(chosen.status, StatusCode::SEE_OTHER, "{}", chosen.body);
    let id = app.make(&mut teacher, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut teacher, id).await;
    // Showing results before any question is open: refused, in French.
    let page = app.get(&mut teacher, &dashboard).await;
    let csrf = page.hidden("csrf");
    let refused = app
        .send(
            &mut teacher,
            Request::post(format!("{dashboard}/control"))
                .header(header::ACCEPT, "application/json")
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Body::from(format!("csrf={csrf}&action=reveal")))
                .expect("request"),
        )
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    let error: Value = serde_json::from_str(&refused.body).expect("JSON");
    assert_eq!(
        error["error"],
        "Aucune question n’est ouverte : il n’y a pas de résultats à afficher."
    );
}

#[tokio::test]
async fn a_refused_form_is_said_in_the_pages_language_and_the_api_keeps_english() {
    let app = TestApp::new().await;
    let mut browser = Browser::default();
    let form = app
        .send(&mut browser, in_language("/signup", "fr-FR"))
        .await;
    let csrf = form.hidden("csrf");
    let refused = app
        .send(
            &mut browser,
            post_in_language(
                "/signup",
                &[
                    ("email", "court@ecole.fr"),
                    ("password", "abc"),
                    ("csrf", &csrf),
                ],
                "fr-FR",
            ),
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused
            .body
            .contains("Choisissez un mot de passe d’au moins 8 caractères."),
        "{}",
        refused.body
    );
    // The API says it in English, whatever the browser asks for.
    let api = app
        .send(
            &mut Browser::default(),
            Request::post("/api/v1/signup")
                .header(header::ACCEPT_LANGUAGE, "fr-FR")
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(
                    json!({"email": "court@ecole.fr", "password": "abc"}).to_string(),
                ))
                .expect("request"),
        )
        .await;
    assert_eq!(api.status, StatusCode::UNPROCESSABLE_ENTITY);
    let error: Value = serde_json::from_str(&api.body).expect("JSON");
    assert_eq!(
        error["error"],
        "Choose a password of at least 8 characters."
    );
}
