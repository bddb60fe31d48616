//! What keeps the app standing and its pages safe: the security headers on
//! every response, templates without inline script or style, the bounds on
//! what a paste may become, and the review screen in pages.

use std::net::SocketAddr;
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use quizforge_server::{AppState, Config, router};
use quizforge_store::AnyStore;
use serde_json::{Value, json};
use tower::ServiceExt;

struct App {
    router: Router,
    dir: std::path::PathBuf,
}

impl Drop for App {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: String,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

impl App {
    async fn new() -> App {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).expect("random");
        let name: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let dir = std::env::temp_dir().join(format!("quizforge-hardening-{name}"));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
        let store = AnyStore::connect(&url).await.expect("store");
        let config = Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        };
        App {
            router: router(AppState::new(store, config)),
            dir,
        }
    }

    async fn send(&self, mut request: Request<Body>) -> Answer {
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("response");
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        Answer {
            status,
            headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    async fn get(&self, path: &str, cookie: Option<&str>) -> Answer {
        let mut request = Request::get(path);
        if let Some(cookie) = cookie {
            request = request.header(header::COOKIE, cookie);
        }
        self.send(request.body(Body::empty()).expect("request"))
            .await
    }

    async fn api(&self, method: &str, path: &str, token: Option<&str>, body: Value) -> Answer {
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json");
        if let Some(token) = token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        self.send(request.body(Body::from(body.to_string())).expect("request"))
            .await
    }

    /// A teacher's API token and a signed-in session cookie.
    async fn teacher(&self, email: &str) -> (String, String) {
        let account = json!({"email": email, "password": "correct horse battery"});
        let signed_up = self
            .api("POST", "/api/v1/signup", None, account.clone())
            .await;
        assert_eq!(signed_up.status, StatusCode::ACCEPTED, "{}", signed_up.body);
        let token = self.api("POST", "/api/v1/tokens", None, account).await;
        let token = token.json()["token"].as_str().expect("token").to_string();
        let form = self.get("/signin", None).await;
        let csrf = hidden(&form.body, "csrf");
        let form_cookie = cookie_of(&form.headers, "qf_form");
        let body = format!(
            "email={}&password=correct+horse+battery&csrf={csrf}",
            email.replace('@', "%40")
        );
        let signed_in = self
            .send(
                Request::post("/signin")
                    .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                    .header(header::COOKIE, format!("qf_form={form_cookie}"))
                    .body(Body::from(body))
                    .expect("request"),
            )
            .await;
        assert_eq!(
            signed_in.status,
            StatusCode::SEE_OTHER,
            "{}",
            signed_in.body
        );
        let session = cookie_of(&signed_in.headers, "qf_session");
        (token, format!("qf_session={session}"))
    }
}

fn hidden(body: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = body.find(&marker).expect("hidden input") + marker.len();
    let end = body[start..].find('"').expect("quote") + start;
    body[start..end].to_string()
}

fn cookie_of(headers: &axum::http::HeaderMap, name: &str) -> String {
    headers
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|v| v.strip_prefix(&format!("{name}=")))
        .and_then(|v| v.split(';').next())
        .unwrap_or_else(|| panic!("no {name} cookie"))
        .to_string()
}

/// `parts` sections of `count` numbered questions each (the numbering
/// starts again in each part); every third has no key, so it is flagged.
fn worksheet_in_parts(parts: usize, count: usize) -> String {
    let mut text = String::from("Arithmetic drill\n\n");
    for part in 1..=parts {
        text.push_str(&format!("Part {part}\n\n"));
        for n in 1..=count {
            text.push_str(&format!(
                "{n}. What is {n} plus {part}?\nA) {}\nB) {}\n",
                n + part,
                n + part + 1
            ));
            if n % 3 != 0 {
                text.push_str("Answer: A\n");
            }
            text.push('\n');
        }
    }
    text
}

fn worksheet(count: usize) -> String {
    worksheet_in_parts(1, count)
}

fn assert_secure_headers(path: &str, answer: &Answer) {
    let get = |name: header::HeaderName| {
        answer
            .headers
            .get(&name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_else(|| panic!("{path} ({}): no {name}", answer.status))
            .to_string()
    };
    let csp = get(header::CONTENT_SECURITY_POLICY);
    for directive in [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "frame-ancestors 'none'",
        "object-src 'none'",
    ] {
        assert!(csp.contains(directive), "{path}: {csp}");
    }
    assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
    assert_eq!(get(header::X_FRAME_OPTIONS), "DENY", "{path}");
    assert_eq!(get(header::X_CONTENT_TYPE_OPTIONS), "nosniff", "{path}");
    assert_eq!(get(header::REFERRER_POLICY), "same-origin", "{path}");
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = App::new().await;
    let (token, session) = app.teacher("headers@school.test").await;
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            json!({"text": worksheet(3)}),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let id = made.json()["id"].as_i64().expect("id");
    let anonymous = [
        "/",
        "/signin",
        "/signup",
        "/join",
        "/healthz",
        "/assets/app.css",
        "/assets/app.js",
        "/assets/play.js",
        "/assets/dashboard.js",
        "/api/v1/openapi.json",
        "/api/v1/quizzes",
        "/no/such/page",
        "/quizzes/new",
        "/play/ZZZZZZ",
    ];
    for path in anonymous {
        assert_secure_headers(path, &app.get(path, None).await);
    }
    let signed_in = [
        "/".to_string(),
        "/quizzes/new".to_string(),
        format!("/quizzes/{id}"),
        format!("/quizzes/{id}/export?format=gift"),
        format!("/quizzes/{id}/assign"),
        "/classes".to_string(),
        "/assignments".to_string(),
        "/password".to_string(),
    ];
    for path in &signed_in {
        let answer = app.get(path, Some(&session)).await;
        assert!(answer.status.is_success(), "{path}: {}", answer.status);
        assert_secure_headers(path, &answer);
    }
    let api = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Value::Null,
        )
        .await;
    assert_secure_headers("/api/v1/quizzes/{id}", &api);
}

#[test]
fn no_template_holds_inline_script_style_or_handlers() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    for entry in std::fs::read_dir(&dir).expect("templates") {
        let path = entry.expect("entry").path();
        let html = std::fs::read_to_string(&path).expect("template");
        let name = path.display();
        for (at, _) in html.match_indices("<script") {
            let tag = &html[at..at + html[at..].find('>').expect("tag end")];
            assert!(tag.contains(" src="), "{name}: inline script {tag}");
        }
        assert!(!html.contains("<style"), "{name}: a <style> element");
        assert!(!html.contains(" style="), "{name}: a style attribute");
        assert!(!html.contains("javascript:"), "{name}: a javascript: URL");
        let lower = html.to_lowercase();
        for handler in [
            " onclick=",
            " onsubmit=",
            " onchange=",
            " onload=",
            " oninput=",
        ] {
            assert!(!lower.contains(handler), "{name}: {handler}");
        }
    }
}

#[tokio::test]
async fn a_huge_worksheet_is_cut_to_the_limit_said_so_and_reviewed_a_page_at_a_time() {
    let app = App::new().await;
    let (token, session) = app.teacher("big@school.test").await;
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            json!({"text": worksheet_in_parts(2, 600)}),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = made.json();
    assert_eq!(quiz["questions"].as_array().map(Vec::len), Some(1000));
    let warnings = quiz["warnings"].to_string();
    assert!(
        warnings.contains("holds 1200 questions") && warnings.contains("first 1000"),
        "{warnings}"
    );
    let id = quiz["id"].as_i64().expect("id");

    let started = Instant::now();
    let first = app.get(&format!("/quizzes/{id}"), Some(&session)).await;
    eprintln!(
        "review page 1 of a 1,000-question quiz: {:?}, {} bytes",
        started.elapsed(),
        first.body.len()
    );
    assert_eq!(first.status, StatusCode::OK);
    assert_eq!(first.body.matches("<article class=\"card").count(), 50);
    assert!(first.body.contains("1000 questions"), "the whole count");
    assert!(first.body.contains("id=\"q1\""));
    assert!(!first.body.contains("id=\"q51\""));
    assert!(
        first
            .body
            .contains(&format!("href=\"/quizzes/{id}?page=20\"")),
        "a link to the last page"
    );
    // Question 600 needs a key: the jump list reaches it on page 12.
    assert!(
        first
            .body
            .contains(&format!("href=\"/quizzes/{id}?page=12#q600\"")),
        "the jump list to flagged questions"
    );
    let last = app
        .get(&format!("/quizzes/{id}?page=20"), Some(&session))
        .await;
    assert_eq!(last.body.matches("<article class=\"card").count(), 50);
    assert!(last.body.contains("id=\"q1000\"") && !last.body.contains("id=\"q950\""));
    let beyond = app
        .get(&format!("/quizzes/{id}?page=999"), Some(&session))
        .await;
    assert!(
        beyond.body.contains("id=\"q1000\""),
        "clamped to the last page"
    );
}

#[tokio::test]
async fn a_ten_megabyte_paste_is_refused_with_what_to_do() {
    let app = App::new().await;
    let (token, _) = app.teacher("paste@school.test").await;
    let text = "The cell is the unit of life. ".repeat(330_000);
    assert!(text.len() > 9_000_000);
    let refused = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            json!({"text": text}),
        )
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    let message = refused.json()["error"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(message.contains("Split it"), "{message}");
    let health = app.get("/healthz", None).await;
    assert_eq!(health.status, StatusCode::OK);
}

#[tokio::test]
async fn api_tokens_expire_are_listed_and_can_be_revoked() {
    let app = App::new().await;
    let (token, session) = app.teacher("tokens@school.test").await;
    let account = json!({"email": "tokens@school.test", "password": "correct horse battery"});
    let second = app.api("POST", "/api/v1/tokens", None, account).await;
    assert_eq!(second.status, StatusCode::CREATED);
    let second = second.json();
    let (second_id, second_token) = (
        second["id"].as_i64().expect("id"),
        second["token"].as_str().expect("token").to_string(),
    );
    let expires = second["expires_at"].as_i64().expect("expiry");
    let days = (expires - quizforge_store::now()) / 86_400;
    assert!((89..=90).contains(&days), "{days} days");
    let listed = app
        .api("GET", "/api/v1/tokens", Some(&token), Value::Null)
        .await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    let listed = listed.json();
    assert_eq!(listed["tokens"].as_array().map(Vec::len), Some(2));
    assert!(
        !listed.to_string().contains(&second_token),
        "never the token"
    );
    // The account page lists them with a revoke button each.
    let page = app.get("/password", Some(&session)).await;
    assert!(page.body.contains(&format!("id=\"revoke-{second_id}\"")));
    // Revoked through the API: it stops working at once.
    let revoked = app
        .api(
            "DELETE",
            &format!("/api/v1/tokens/{second_id}"),
            Some(&token),
            Value::Null,
        )
        .await;
    assert_eq!(revoked.status, StatusCode::NO_CONTENT);
    let refused = app
        .api("GET", "/api/v1/quizzes", Some(&second_token), Value::Null)
        .await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
    let again = app
        .api(
            "DELETE",
            &format!("/api/v1/tokens/{second_id}"),
            Some(&token),
            Value::Null,
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    // Revoked from the account page.
    let first_id = app
        .api("GET", "/api/v1/tokens", Some(&token), Value::Null)
        .await
        .json()["tokens"][0]["id"]
        .as_i64()
        .expect("id");
    let csrf = hidden(&page.body, "csrf");
    let done = app
        .send(
            Request::post(format!("/tokens/{first_id}/revoke"))
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .header(header::COOKIE, session.clone())
                .body(Body::from(format!("csrf={csrf}")))
                .expect("request"),
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER);
    let gone = app
        .api("GET", "/api/v1/tokens", Some(&token), Value::Null)
        .await;
    assert_eq!(gone.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn readiness_checks_a_write_and_the_free_disk_apart_from_health() {
    let app = App::new().await;
    let ready = app.get("/readyz", None).await;
    assert_eq!(ready.status, StatusCode::OK, "{}", ready.body);
    assert_secure_headers("/readyz", &ready);

    // A disk with less free than asked for: not ready, yet healthy.
    let url = format!("sqlite:{}", app.dir.join("full.sqlite3").display());
    let store = AnyStore::connect(&url).await.expect("store");
    let config = Config {
        media_dir: Some(app.dir.clone()),
        min_free_bytes: u64::MAX,
        ..Config::default()
    };
    let state = AppState::new(store, config);
    let full = App {
        router: router(state.clone()),
        dir: app.dir.join("unused"),
    };
    let not_ready = full.get("/readyz", None).await;
    assert_eq!(not_ready.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        not_ready.body.contains("disk nearly full"),
        "{}",
        not_ready.body
    );
    assert_eq!(full.get("/healthz", None).await.status, StatusCode::OK);

    // A database that is gone: neither.
    state.store.close().await;
    assert_eq!(
        full.get("/readyz", None).await.status,
        StatusCode::SERVICE_UNAVAILABLE
    );
    assert_eq!(
        full.get("/healthz", None).await.status,
        StatusCode::SERVICE_UNAVAILABLE
    );
}

#[tokio::test]
async fn past_the_intake_slots_a_teacher_is_told_to_try_again_not_queued() {
    let dir = std::env::temp_dir().join(format!("quizforge-busy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let url = format!("sqlite:{}", dir.join("busy.sqlite3").display());
    let store = AnyStore::connect(&url).await.expect("store");
    let config = Config {
        argon2_memory_kib: 1024,
        max_intakes: 2,
        ..Config::default()
    };
    let state = AppState::new(store, config);
    let app = App {
        router: router(state.clone()),
        dir,
    };
    let (token, _) = app.teacher("busy@school.test").await;
    // Two files being read elsewhere hold both slots.
    let held = (
        state.intake_slots.clone().try_acquire_owned().expect("one"),
        state.intake_slots.clone().try_acquire_owned().expect("two"),
    );
    let busy = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            json!({"text": worksheet(2)}),
        )
        .await;
    assert_eq!(
        busy.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "{}",
        busy.body
    );
    assert!(busy.body.contains("busy"), "{}", busy.body);
    assert_eq!(app.get("/healthz", None).await.status, StatusCode::OK);
    drop(held);
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            json!({"text": worksheet(2)}),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
}

#[tokio::test]
async fn the_count_asked_for_reaches_the_forge() {
    let app = App::new().await;
    let (token, _) = app.teacher("count@school.test").await;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/prose/01_anatomy_homeostasis.txt");
    let Ok(prose) = std::fs::read_to_string(&path) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "{} is missing",
            path.display()
        );
        eprintln!("SKIPPED: {} is missing", path.display());
        return;
    };
    let mut made = Vec::new();
    for count in [1, 3] {
        let answer = app
            .api(
                "POST",
                "/api/v1/quizzes",
                Some(&token),
                json!({"text": prose, "count": count}),
            )
            .await;
        assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
        made.push(answer.json()["questions"].as_array().map_or(0, Vec::len));
    }
    assert_eq!(made[0], 1, "{made:?}");
    assert!(made[1] > 1, "{made:?}");
}
