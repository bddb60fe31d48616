//! What someone with a join code, or anyone on the network, must not be
//! able to do (issue 12): find out which e-mails have an account by
//! signing up, join under a classmate's roster name, sit beside "Ana" as
//! "Аna" (Cyrillic А), or flood joins, code guesses and sign-ups. And
//! what must keep working: a class of 35 joining at once from one school
//! address.
//!
//! The app runs in process on a real SQLite file (the PIN test also on
//! PostgreSQL when QUIZFORGE_TEST_POSTGRES_URL is set), each request
//! carrying the client address a real connection would.

use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, Request, StatusCode, header};
use http_body_util::BodyExt;
use quizforge_server::ratelimit::{Rate, RateLimits};
use quizforge_server::{AppState, Config, router};
use quizforge_store::AnyStore;
use serde_json::{Value, json};
use tower::ServiceExt;

struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

struct App {
    router: Router,
    _dir: Option<TempDir>,
}

struct Reply {
    status: StatusCode,
    headers: HeaderMap,
    body: String,
}

impl Reply {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
    fn location(&self) -> Option<&str> {
        self.headers
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
    }
    /// The names of the cookies this reply sets, sorted.
    fn cookie_names(&self) -> Vec<String> {
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

fn unique() -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A browser: its cookies and the address it connects from.
struct Browser {
    cookies: Vec<(String, String)>,
    address: [u8; 4],
}

impl Browser {
    fn at(address: [u8; 4]) -> Self {
        Browser {
            cookies: Vec::new(),
            address,
        }
    }
}

fn hidden(body: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = body.find(&marker).unwrap_or_else(|| panic!("no {name}")) + marker.len();
    let end = body[start..].find('"').expect("quote") + start;
    body[start..end].to_string()
}

impl App {
    async fn sqlite(limits: RateLimits) -> Self {
        let dir = std::env::temp_dir().join(format!("quizforge-abuse-{}", unique()));
        std::fs::create_dir_all(&dir).expect("dir");
        let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
        Self::on(&url, Some(TempDir(dir)), limits).await
    }

    async fn on(url: &str, dir: Option<TempDir>, limits: RateLimits) -> Self {
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

    async fn send(&self, mut request: Request<Body>, address: [u8; 4]) -> Reply {
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
    async fn api(
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
    async fn page(
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
    async fn sign_up_page(&self, email: &str, password: &str, address: [u8; 4]) -> Reply {
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
    async fn sign_in(&self, browser: &mut Browser, email: &str, password: &str) -> Reply {
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
    async fn teacher(&self) -> (Browser, String) {
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
    async fn game(&self, token: &str, roster: &[&str]) -> (Value, String) {
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
    async fn join(&self, code: &str, body: Value, address: [u8; 4]) -> Reply {
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

fn retry_after(reply: &Reply) -> i64 {
    reply.headers[header::RETRY_AFTER]
        .to_str()
        .expect("retry-after")
        .parse()
        .expect("seconds")
}

// ------------------------------------------------------------ sign-up

#[tokio::test]
async fn signing_up_does_not_tell_which_emails_have_an_account() {
    let app = App::sqlite(RateLimits::default()).await;
    let address = [10, 0, 0, 1];
    let first = app
        .sign_up_page("ada@school.test", "correct horse", address)
        .await;
    // The same e-mail again (another case, another password), and a
    // free one: every answer is the same.
    let again = app
        .sign_up_page(" ADA@school.test ", "another horse", address)
        .await;
    let free = app
        .sign_up_page("grace@school.test", "battery staple", address)
        .await;
    for reply in [&first, &again, &free] {
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
        assert_eq!(reply.location(), Some("/signin?ready=1"));
        assert_eq!(reply.cookie_names(), Vec::<String>::new(), "no session");
        assert_eq!(reply.body, free.body);
    }
    // The page it leads to says what happened without saying which.
    let mut browser = Browser::at(address);
    let ready = app.page(&mut browser, "/signin?ready=1", None).await;
    assert!(
        ready.body.contains("If this e-mail had no account"),
        "{}",
        ready.body
    );
    // The account kept its owner's password: the second sign-up changed
    // nothing.
    let mut owner = Browser::at(address);
    let signed_in = app
        .sign_in(&mut owner, "ada@school.test", "correct horse")
        .await;
    assert_eq!(
        signed_in.status,
        StatusCode::SEE_OTHER,
        "{}",
        signed_in.body
    );
    let mut other = Browser::at([10, 0, 0, 2]);
    let refused = app
        .sign_in(&mut other, "ada@school.test", "another horse")
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);

    // The API answers the same way for both.
    let taken = app
        .api(
            "POST",
            "/api/v1/signup",
            None,
            Some(json!({"email": "ada@school.test", "password": "yet another horse"})),
            address,
        )
        .await;
    let new = app
        .api(
            "POST",
            "/api/v1/signup",
            None,
            Some(json!({"email": "alan@school.test", "password": "yet another horse"})),
            address,
        )
        .await;
    assert_eq!(taken.status, StatusCode::ACCEPTED, "{}", taken.body);
    assert_eq!(new.status, taken.status);
    assert_eq!(new.cookie_names(), taken.cookie_names());
    assert_eq!(new.json()["message"], taken.json()["message"]);
    assert_eq!(taken.json()["email"], "ada@school.test");
    assert_eq!(new.json()["email"], "alan@school.test");
    // What does not depend on who has an account is still said at once.
    let weak = app
        .api(
            "POST",
            "/api/v1/signup",
            None,
            Some(json!({"email": "ada@school.test", "password": "12345678"})),
            address,
        )
        .await;
    assert_eq!(weak.status, StatusCode::UNPROCESSABLE_ENTITY);
}

// ------------------------------------------------------------ names

#[tokio::test]
async fn look_alike_nicknames_clash_in_one_game() {
    let app = App::sqlite(RateLimits::default()).await;
    let (_, token) = app.teacher().await;
    let (_, code) = app.game(&token, &[]).await;
    let phone = [10, 1, 0, 1];
    for (first, twins) in [
        (
            "Ana",
            &[
                "\u{0410}na",
                "ANA",
                "\u{FF21}\u{FF4E}\u{FF41}",
                "A\u{200B}na",
            ][..],
        ),
        ("Bob", &["B0b", "\u{0412}\u{043E}b"][..]),
    ] {
        let joined = app.join(&code, json!({"name": first}), phone).await;
        assert_eq!(joined.status, StatusCode::CREATED, "{}", joined.body);
        for twin in twins {
            let refused = app.join(&code, json!({"name": twin}), phone).await;
            assert_eq!(
                refused.status,
                StatusCode::CONFLICT,
                "{twin:?}: {}",
                refused.body
            );
        }
    }
    // Different names still join.
    for name in ["Ava", "Zoé", "Zoe"] {
        let joined = app.join(&code, json!({"name": name}), phone).await;
        assert_eq!(
            joined.status,
            StatusCode::CREATED,
            "{name}: {}",
            joined.body
        );
    }
    // A roster cannot hold two names a student could not tell apart.
    let class = app
        .api(
            "POST",
            "/api/v1/classes",
            Some(&token),
            Some(json!({"name": "Year 9", "roster": ["Ana", "\u{0410}na"]})),
            [10, 9, 9, 9],
        )
        .await;
    assert_eq!(
        class.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        class.body
    );
    assert!(class.body.contains("look alike"), "{}", class.body);
}

// ------------------------------------------------------------ PINs

/// The PINs on the teacher's print page, by roster id.
fn pins_on(page: &str) -> Vec<(i64, String)> {
    page.split("id=\"student-")
        .skip(1)
        .map(|card| {
            let id = card[..card.find('"').expect("quote")].parse().expect("id");
            let code = card
                .split("class=\"pin-code\"")
                .nth(1)
                .expect("pin")
                .split('>')
                .nth(1)
                .expect("pin text")
                .split('<')
                .next()
                .expect("pin")
                .to_string();
            (id, code)
        })
        .collect()
}

async fn roster_students_need_their_own_pin(app: &App) {
    let (mut teacher, token) = app.teacher().await;
    let (class, code) = app.game(&token, &["Zoë", "Yann"]).await;
    let class_id = class["id"].as_i64().expect("class id");
    let zoe = class["roster"][0]["id"].as_i64().expect("roster id");
    let yann = class["roster"][1]["id"].as_i64().expect("roster id");
    let phone = [10, 2, 0, 1];

    // Without PINs, anyone with the code could take Zoë's name; the
    // teacher turns PINs on from the class's PIN page.
    let pins_path = format!("/classes/{class_id}/pins");
    let off = app.page(&mut teacher, &pins_path, None).await;
    assert_eq!(off.status, StatusCode::OK);
    assert!(pins_on(&off.body).is_empty());
    let csrf = hidden(&off.body, "csrf");
    let on = app
        .page(
            &mut teacher,
            &pins_path,
            Some(&[("csrf", &csrf), ("ask", "on")]),
        )
        .await;
    assert_eq!(on.status, StatusCode::SEE_OTHER, "{}", on.body);
    let page = app.page(&mut teacher, &pins_path, None).await;
    assert_eq!(page.headers[header::CACHE_CONTROL], "no-store");
    let pins = pins_on(&page.body);
    assert_eq!(
        pins.iter().map(|(id, _)| *id).collect::<Vec<_>>(),
        [zoe, yann]
    );
    for (_, pin) in &pins {
        assert!(
            pin.len() == 4 && pin.bytes().all(|b| b.is_ascii_digit()),
            "{pin}"
        );
    }
    let zoe_pin = pins[0].1.clone();
    let wrong = if zoe_pin == "0000" { "1111" } else { "0000" };

    // The API: no PIN, a wrong PIN, then Zoë's own.
    let none = app.join(&code, json!({"roster_id": zoe}), phone).await;
    assert_eq!(
        none.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        none.body
    );
    assert!(none.body.contains("PIN"), "{}", none.body);
    let bad = app
        .join(&code, json!({"roster_id": zoe, "pin": wrong}), phone)
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", bad.body);
    let yanns = app
        .join(&code, json!({"roster_id": zoe, "pin": pins[1].1}), phone)
        .await;
    assert_eq!(
        yanns.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "another student's PIN does not open this name"
    );
    let joined = app
        .join(&code, json!({"roster_id": zoe, "pin": zoe_pin}), phone)
        .await;
    assert_eq!(joined.status, StatusCode::CREATED, "{}", joined.body);
    assert_eq!(joined.json()["name"], "Zoë");

    // The web join page asks for the PIN and checks it.
    let mut yann_phone = Browser::at([10, 2, 0, 2]);
    let form = app
        .page(&mut yann_phone, &format!("/play/{code}"), None)
        .await;
    assert!(form.body.contains("name=\"pin\""), "{}", form.body);
    let csrf = hidden(&form.body, "csrf");
    let yann_id = yann.to_string();
    let refused = app
        .page(
            &mut yann_phone,
            &format!("/play/{code}/join"),
            Some(&[("csrf", &csrf), ("roster_id", &yann_id), ("pin", wrong)]),
        )
        .await;
    assert_eq!(refused.status, StatusCode::SEE_OTHER);
    assert!(
        refused
            .location()
            .expect("location")
            .contains("why=wrong_pin"),
        "{:?}",
        refused.location()
    );
    let told = app
        .page(&mut yann_phone, refused.location().expect("location"), None)
        .await;
    assert!(told.body.contains("That PIN does not go with this name"));
    assert!(!yann_phone.cookies.iter().any(|(k, _)| k == "qf_player"));

    // The teacher gives Yann a new PIN: the old one stops working.
    let old = pins[1].1.clone();
    let csrf = hidden(&page.body, "csrf");
    let renewed = app
        .page(
            &mut teacher,
            &format!("/classes/{class_id}/pins/{yann}"),
            Some(&[("csrf", &csrf)]),
        )
        .await;
    assert_eq!(renewed.status, StatusCode::SEE_OTHER, "{}", renewed.body);
    let page = app.page(&mut teacher, &pins_path, None).await;
    let new = pins_on(&page.body)[1].1.clone();
    assert_eq!(pins_on(&page.body)[0].1, zoe_pin, "Zoë's PIN is unchanged");
    if new != old {
        let stale = app
            .join(&code, json!({"roster_id": yann, "pin": old}), [10, 2, 0, 3])
            .await;
        assert_eq!(stale.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let csrf = hidden(&told.body, "csrf");
    let joined = app
        .page(
            &mut yann_phone,
            &format!("/play/{code}/join"),
            Some(&[("csrf", &csrf), ("roster_id", &yann_id), ("pin", &new)]),
        )
        .await;
    assert_eq!(joined.status, StatusCode::SEE_OTHER);
    assert_eq!(joined.location(), Some(format!("/play/{code}").as_str()));
    assert!(yann_phone.cookies.iter().any(|(k, _)| k == "qf_player"));

    // Another teacher sees none of it and changes nothing.
    let (mut other, _) = app.teacher().await;
    let theirs = app.page(&mut other, &pins_path, None).await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND);
    let home = app.page(&mut other, "/classes", None).await;
    let csrf = hidden(&home.body, "csrf");
    for path in [pins_path.clone(), format!("/classes/{class_id}/pins/{zoe}")] {
        let forged = app
            .page(&mut other, &path, Some(&[("csrf", &csrf), ("ask", "off")]))
            .await;
        assert_eq!(forged.status, StatusCode::NOT_FOUND, "{path}");
    }
    let page = app.page(&mut teacher, &pins_path, None).await;
    assert_eq!(pins_on(&page.body)[0].1, zoe_pin);
}

#[tokio::test]
async fn roster_students_need_their_own_pin_on_sqlite() {
    roster_students_need_their_own_pin(&App::sqlite(RateLimits::default()).await).await;
}

#[tokio::test]
async fn roster_students_need_their_own_pin_on_postgres() {
    let Some(url) = postgres_url() else { return };
    roster_students_need_their_own_pin(&App::on(&url, None, RateLimits::default()).await).await;
}

/// The picture PINs on the print page, as the digits their pictures
/// stand for, by roster id.
fn picture_pins_on(page: &str) -> Vec<(i64, String)> {
    page.split("id=\"student-")
        .skip(1)
        .map(|card| {
            let id = card[..card.find('"').expect("quote")].parse().expect("id");
            let card = card.split("</li>").next().expect("card");
            let digits = card
                .split("class=\"picture-digit\">")
                .skip(1)
                .filter_map(|rest| rest.chars().next())
                .collect();
            (id, digits)
        })
        .collect()
}

#[tokio::test]
async fn picture_pins_for_pupils_who_do_not_read_numbers() {
    let app = App::sqlite(RateLimits::default()).await;
    let (mut teacher, token) = app.teacher().await;
    let (class, code) = app.game(&token, &["Zoë", "Yann"]).await;
    let class_id = class["id"].as_i64().expect("class id");
    let zoe = class["roster"][0]["id"].as_i64().expect("roster id");
    let pins_path = format!("/classes/{class_id}/pins");
    let page = app.page(&mut teacher, &pins_path, None).await;
    let csrf = hidden(&page.body, "csrf");
    let on = app
        .page(
            &mut teacher,
            &pins_path,
            Some(&[("csrf", &csrf), ("ask", "pictures")]),
        )
        .await;
    assert_eq!(on.status, StatusCode::SEE_OTHER, "{}", on.body);
    let page = app.page(&mut teacher, &pins_path, None).await;
    let pins = picture_pins_on(&page.body);
    assert_eq!(pins.len(), 2, "{}", page.body);
    for (_, pin) in &pins {
        assert!(
            pin.len() == 4 && pin.bytes().all(|b| (b'1'..=b'9').contains(&b)),
            "{pin}"
        );
    }
    assert!(page.body.contains("🐱") || page.body.contains("🍎") || page.body.contains("🦉"));
    // The phone's name page has the keypad of nine pictures.
    let mut phone = Browser::at([10, 5, 0, 1]);
    let form = app.page(&mut phone, &format!("/play/{code}"), None).await;
    assert_eq!(form.body.matches("data-digit=").count(), 9, "{}", form.body);
    // The digits the pictures stand for open the name; others do not.
    let zoe_pin = pins[0].1.clone();
    let wrong: String = zoe_pin
        .chars()
        .map(|c| {
            if c == '9' {
                '1'
            } else {
                char::from(c as u8 + 1)
            }
        })
        .collect();
    let refused = app
        .join(
            &code,
            json!({"roster_id": zoe, "pin": wrong}),
            [10, 5, 0, 1],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let joined = app
        .join(
            &code,
            json!({"roster_id": zoe, "pin": zoe_pin}),
            [10, 5, 0, 1],
        )
        .await;
    assert_eq!(joined.status, StatusCode::CREATED, "{}", joined.body);
    // Back to digits: every student gets a new PIN of four digits.
    let csrf = hidden(&page.body, "csrf");
    app.page(
        &mut teacher,
        &pins_path,
        Some(&[("csrf", &csrf), ("ask", "on")]),
    )
    .await;
    let page = app.page(&mut teacher, &pins_path, None).await;
    assert_eq!(pins_on(&page.body).len(), 2);
    assert!(!page.body.contains("class=\"pin-picture\""));
}

#[tokio::test]
async fn wrong_pins_are_throttled_and_a_new_pin_ends_a_lockout() {
    let app = App::sqlite(RateLimits::default()).await;
    let (mut teacher, token) = app.teacher().await;
    let (class, code) = app.game(&token, &["Zoë", "Yann"]).await;
    let class_id = class["id"].as_i64().expect("class id");
    let zoe = class["roster"][0]["id"].as_i64().expect("roster id");
    let pins_path = format!("/classes/{class_id}/pins");
    let page = app.page(&mut teacher, &pins_path, None).await;
    let csrf = hidden(&page.body, "csrf");
    app.page(
        &mut teacher,
        &pins_path,
        Some(&[("csrf", &csrf), ("ask", "on")]),
    )
    .await;
    let pin = pins_on(&app.page(&mut teacher, &pins_path, None).await.body)[0]
        .1
        .clone();
    // Guesses at Zoë's PIN from many addresses: after ten wrong ones,
    // even the right PIN waits (429 with Retry-After).
    let mut guess = 0u32;
    let mut refused = None;
    for attempt in 0..20u8 {
        let typed = loop {
            let candidate = format!("{guess:04}");
            guess += 1;
            if candidate != pin {
                break candidate;
            }
        };
        let reply = app
            .join(
                &code,
                json!({"roster_id": zoe, "pin": typed}),
                [10, 3, attempt, 1],
            )
            .await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some((attempt, reply));
            break;
        }
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            reply.body
        );
    }
    let (attempt, reply) = refused.expect("wrong PINs are throttled");
    assert!(
        (10..=11).contains(&attempt),
        "ten wrong PINs per student, then a wait: {attempt}"
    );
    assert!(retry_after(&reply) >= 1);
    let right = app
        .join(&code, json!({"roster_id": zoe, "pin": pin}), [10, 3, 99, 1])
        .await;
    assert_eq!(right.status, StatusCode::TOO_MANY_REQUESTS);
    // The teacher gives Zoë a new PIN: she joins at once.
    let csrf = hidden(&page.body, "csrf");
    app.page(
        &mut teacher,
        &format!("/classes/{class_id}/pins/{zoe}"),
        Some(&[("csrf", &csrf)]),
    )
    .await;
    let pin = pins_on(&app.page(&mut teacher, &pins_path, None).await.body)[0]
        .1
        .clone();
    let joined = app
        .join(&code, json!({"roster_id": zoe, "pin": pin}), [10, 3, 99, 1])
        .await;
    assert_eq!(joined.status, StatusCode::CREATED, "{}", joined.body);
}

// ------------------------------------------------------------ rate limits

#[tokio::test]
async fn a_class_joins_at_once_from_one_address_but_a_flood_waits() {
    let app = App::sqlite(RateLimits::default()).await;
    let (_, token) = app.teacher().await;
    let (_, code) = app.game(&token, &[]).await;
    let school = [192, 168, 1, 1];
    // 35 pupils behind the school's one address, all within a second.
    let joins = (0..35).map(|i| app.join(&code, json!({"name": format!("Pupil {i}")}), school));
    for reply in futures_util::future::join_all(joins).await {
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
    }
    // A flood from one address: the default lets 200 through at once,
    // then one a second.
    let (_, flooded) = app.game(&token, &[]).await;
    let flooder = [203, 0, 113, 7];
    let mut first_refused = None;
    for i in 0..400 {
        let reply = app
            .join(&flooded, json!({"name": format!("Bot {i}")}), flooder)
            .await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            first_refused = Some((i, reply));
            break;
        }
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
    }
    let (count, reply) = first_refused.expect("a flood of joins is refused");
    // 35 pupils were let in from another address: the flooder had its
    // own 200.
    // (A token comes back each second the flood lasts.)
    assert!(count >= 200, "refused after {count}");
    assert!(retry_after(&reply) >= 1);
    assert!(
        reply.json()["error"]
            .as_str()
            .expect("message")
            .contains("Wait")
    );
    // Others are not slowed by the flooder.
    let other = app
        .join(&flooded, json!({"name": "Real pupil"}), [192, 168, 7, 7])
        .await;
    assert_eq!(other.status, StatusCode::CREATED, "{}", other.body);
    // The address's bucket is per game (with several processes, joins
    // forwarded to a game's host all carry the forwarding process's
    // address): the same address still joins another game.
    let elsewhere = app.join(&code, json!({"name": "Bot"}), flooder).await;
    assert_eq!(elsewhere.status, StatusCode::CREATED, "{}", elsewhere.body);
}

#[tokio::test]
async fn joins_into_one_game_are_limited_from_every_address() {
    let limits = RateLimits {
        joins_per_game: Rate {
            burst: 40,
            per_minute: 1,
        },
        ..RateLimits::default()
    };
    let app = App::sqlite(limits).await;
    let (_, token) = app.teacher().await;
    let (_, code) = app.game(&token, &[]).await;
    for i in 0..40u8 {
        let reply = app
            .join(&code, json!({"name": format!("Pupil {i}")}), [10, 4, i, 1])
            .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
    }
    let refused = app
        .join(&code, json!({"name": "One more"}), [10, 4, 200, 1])
        .await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(retry_after(&refused) >= 1);
    // Another game is not affected.
    let (_, other) = app.game(&token, &[]).await;
    let reply = app
        .join(&other, json!({"name": "Ana"}), [10, 4, 200, 1])
        .await;
    assert_eq!(reply.status, StatusCode::CREATED);
}

#[tokio::test]
async fn code_guesses_are_limited_per_address() {
    let app = App::sqlite(RateLimits::default()).await;
    let (_, token) = app.teacher().await;
    let (_, code) = app.game(&token, &[]).await;
    let guesser = [198, 51, 100, 9];
    let mut browser = Browser::at(guesser);
    // A few typos are told apart from a flood of guesses.
    let mut refused = None;
    for i in 0..60u32 {
        let guess = format!("/play/ZZZ{:03}", i % 1000)
            .replace('0', "A")
            .replace('1', "B");
        let reply = app.page(&mut browser, &guess, None).await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some((i, reply));
            break;
        }
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{guess}");
    }
    let (count, reply) = refused.expect("code guesses are refused");
    assert!(
        (30..=32).contains(&count),
        "30 misses, then a wait: {count}"
    );
    assert!(retry_after(&reply) >= 1);
    // Past the limit even a real code waits, so guessing tells nothing;
    // the API says the same.
    let real = app.page(&mut browser, &format!("/play/{code}"), None).await;
    assert_eq!(real.status, StatusCode::TOO_MANY_REQUESTS);
    let api = app.join(&code, json!({"name": "Ana"}), guesser).await;
    assert_eq!(api.status, StatusCode::TOO_MANY_REQUESTS);
    // A pupil elsewhere finds the game.
    let mut pupil = Browser::at([192, 168, 2, 2]);
    let page = app.page(&mut pupil, &format!("/play/{code}"), None).await;
    assert_eq!(page.status, StatusCode::OK);
}

#[tokio::test]
async fn sign_ups_are_limited_per_address() {
    let app = App::sqlite(RateLimits::default()).await;
    let spammer = [198, 51, 100, 20];
    let mut refused = None;
    for i in 0..30 {
        let reply = app
            .api(
                "POST",
                "/api/v1/signup",
                None,
                Some(json!({"email": format!("spam{i}@x.test"), "password": "correct horse"})),
                spammer,
            )
            .await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some((i, reply));
            break;
        }
        assert_eq!(reply.status, StatusCode::ACCEPTED, "{}", reply.body);
    }
    let (count, reply) = refused.expect("a flood of sign-ups is refused");
    assert!(
        (20..=21).contains(&count),
        "20 sign-ups, then a wait: {count}"
    );
    assert!(retry_after(&reply) >= 1);
    // The page says so too, keeping what was typed.
    let page = app
        .sign_up_page("late@school.test", "correct horse", spammer)
        .await;
    assert_eq!(page.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(page.headers.contains_key(header::RETRY_AFTER));
    assert!(page.body.contains("Too many requests"), "{}", page.body);
    // A teacher elsewhere signs up.
    let other = app
        .sign_up_page("ok@school.test", "correct horse", [192, 168, 3, 3])
        .await;
    assert_eq!(other.status, StatusCode::SEE_OTHER);
}

/// The PostgreSQL URL, or `None` with a loud message (a failure under CI).
fn postgres_url() -> Option<String> {
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
