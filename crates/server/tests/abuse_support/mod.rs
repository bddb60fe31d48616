//! The test app of `abuse.rs` and `pins.rs`: the router in process on a
//! real database, each request carrying the client address a real
//! connection would, with a browser's cookies for the pages.

#![allow(dead_code)]

use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, Request, StatusCode, header};
use http_body_util::BodyExt;
use quizforge_server::ratelimit::RateLimits;
use quizforge_server::{AppState, Config, router};
use quizforge_store::AnyStore;
use serde_json::{Value, json};
use tower::ServiceExt;

pub struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub struct App {
    router: Router,
    _dir: Option<TempDir>,
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: String,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
    pub fn location(&self) -> Option<&str> {
        self.headers
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
    }
    /// The names of the cookies this reply sets, sorted.
    pub fn cookie_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .headers
            .get_all(header::SET_COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .filter_map(|v| v.split_once('=').map(|(name, _)| name.to_string()))
            .collect();
        names.sort();
        names
    }
}

pub fn unique() -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A browser: its cookies and the address it connects from.
pub struct Browser {
    pub cookies: Vec<(String, String)>,
    pub address: [u8; 4],
}

impl Browser {
    pub fn at(address: [u8; 4]) -> Self {
        Browser {
            cookies: Vec::new(),
            address,
        }
    }
}

pub fn hidden(body: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = body.find(&marker).unwrap_or_else(|| panic!("no {name}")) + marker.len();
    let end = body[start..].find('"').expect("quote") + start;
    body[start..end].to_string()
}

impl App {
    pub async fn sqlite(limits: RateLimits) -> Self {
        let dir = std::env::temp_dir().join(format!("quizforge-abuse-{}", unique()));
        std::fs::create_dir_all(&dir).expect("dir");
        let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
        Self::on(&url, Some(TempDir(dir)), limits).await
    }

    /// On SQLite, behind the reverse proxies named (`10.0.0.0/8`).
    pub async fn behind_proxies(limits: RateLimits, proxies: &[&str]) -> Self {
        let dir = std::env::temp_dir().join(format!("quizforge-proxy-{}", unique()));
        std::fs::create_dir_all(&dir).expect("dir");
        let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
        let store = AnyStore::connect(&url).await.expect("store");
        let config = Config {
            argon2_memory_kib: 256,
            rate_limits: limits,
            trusted_proxies: proxies.iter().map(|p| p.parse().expect("proxy")).collect(),
            ..Config::default()
        };
        App {
            router: router(AppState::new(store, config)),
            _dir: Some(TempDir(dir)),
        }
    }

    pub async fn on(url: &str, dir: Option<TempDir>, limits: RateLimits) -> Self {
        let store = AnyStore::connect(url).await.expect("store");
        let config = Config {
            argon2_memory_kib: 256,
            rate_limits: limits,
            ..Config::default()
        };
        App {
            router: router(AppState::new(store, config)),
            _dir: dir,
        }
    }

    pub async fn send(&self, mut request: Request<Body>, address: [u8; 4]) -> Reply {
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from((address, 40000))));
        let response = self.router.clone().oneshot(request).await.expect("reply");
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        Reply {
            status,
            headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    /// A JSON API call from `address`, with a token if given.
    pub async fn api(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
        address: [u8; 4],
    ) -> Reply {
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
        self.send(request.body(body).expect("request"), address)
            .await
    }

    /// A page request from a browser (GET, or POST of a form), keeping
    /// the cookies it sets.
    pub async fn page(
        &self,
        browser: &mut Browser,
        path: &str,
        form: Option<&[(&str, &str)]>,
    ) -> Reply {
        let mut request = Request::builder().uri(path);
        let cookie: Vec<String> = browser
            .cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        if !cookie.is_empty() {
            request = request.header(header::COOKIE, cookie.join("; "));
        }
        let body = match form {
            Some(fields) => {
                request = request
                    .method("POST")
                    .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
                Body::from(serde_urlencoded::to_string(fields).expect("form"))
            }
            None => Body::empty(),
        };
        let reply = self
            .send(request.body(body).expect("request"), browser.address)
            .await;
        for value in reply.headers.get_all(header::SET_COOKIE) {
            let value = value.to_str().expect("cookie");
            let (pair, _) = value.split_once(';').unwrap_or((value, ""));
            let (name, content) = pair.split_once('=').expect("cookie pair");
            browser.cookies.retain(|(k, _)| k != name);
            if !content.is_empty() {
                browser
                    .cookies
                    .push((name.to_string(), content.to_string()));
            }
        }
        reply
    }

    /// Sends the sign-up form from a fresh browser.
    pub async fn sign_up_page(&self, email: &str, password: &str, address: [u8; 4]) -> Reply {
        let mut browser = Browser::at(address);
        let form = self.page(&mut browser, "/signup", None).await;
        let csrf = hidden(&form.body, "csrf");
        self.page(
            &mut browser,
            "/signup",
            Some(&[("email", email), ("password", password), ("csrf", &csrf)]),
        )
        .await
    }

    /// Signs in through the page; the browser keeps the session.
    pub async fn sign_in(&self, browser: &mut Browser, email: &str, password: &str) -> Reply {
        let form = self.page(browser, "/signin", None).await;
        let csrf = hidden(&form.body, "csrf");
        self.page(
            browser,
            "/signin",
            Some(&[("email", email), ("password", password), ("csrf", &csrf)]),
        )
        .await
    }

    /// A new teacher: a signed-in browser and an API token.
    pub async fn teacher(&self) -> (Browser, String) {
        let email = format!("t-{}@school.test", unique());
        let address = [10, 9, 9, 9];
        let signed_up = self.sign_up_page(&email, "correct horse", address).await;
        assert_eq!(
            signed_up.status,
            StatusCode::SEE_OTHER,
            "{}",
            signed_up.body
        );
        let mut browser = Browser::at(address);
        let signed_in = self.sign_in(&mut browser, &email, "correct horse").await;
        assert_eq!(
            signed_in.status,
            StatusCode::SEE_OTHER,
            "{}",
            signed_in.body
        );
        let token = self
            .api(
                "POST",
                "/api/v1/tokens",
                None,
                Some(json!({"email": email, "password": "correct horse"})),
                address,
            )
            .await;
        assert_eq!(token.status, StatusCode::CREATED, "{}", token.body);
        (
            browser,
            token.json()["token"].as_str().expect("token").into(),
        )
    }

    /// A class (with `roster`, possibly empty) and a live game of a
    /// one-question quiz for it: the class's JSON and the join code.
    pub async fn game(&self, token: &str, roster: &[&str]) -> (Value, String) {
        let me = [10, 9, 9, 9];
        let quiz = self
            .api(
                "POST",
                "/api/v1/quizzes",
                Some(token),
                Some(json!({"text": "::a:: One? {=1 ~2}"})),
                me,
            )
            .await;
        assert_eq!(quiz.status, StatusCode::CREATED, "{}", quiz.body);
        let class = self
            .api(
                "POST",
                "/api/v1/classes",
                Some(token),
                Some(json!({"name": "Year 8", "roster": roster})),
                me,
            )
            .await;
        assert_eq!(class.status, StatusCode::CREATED, "{}", class.body);
        let class = class.json();
        let assignment = self
            .api(
                "POST",
                "/api/v1/assignments",
                Some(token),
                Some(
                    json!({"quiz_id": quiz.json()["id"], "class_id": class["id"], "mode": "live"}),
                ),
                me,
            )
            .await;
        assert_eq!(
            assignment.status,
            StatusCode::CREATED,
            "{}",
            assignment.body
        );
        let code = assignment.json()["join_code"]
            .as_str()
            .expect("code")
            .to_string();
        (class, code)
    }

    /// Joins through the API from `address`.
    pub async fn join(&self, code: &str, body: Value, address: [u8; 4]) -> Reply {
        self.api(
            "POST",
            &format!("/api/v1/play/{code}/players"),
            None,
            Some(body),
            address,
        )
        .await
    }
}

pub fn retry_after(reply: &Reply) -> i64 {
    reply.headers[header::RETRY_AFTER]
        .to_str()
        .expect("retry-after")
        .parse()
        .expect("seconds")
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
                "SKIPPED: PostgreSQL roster PINs (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run it)"
            )
            .ok();
            None
        }
    }
}
