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

#[tokio::test]
async fn a_private_quiz_stays_private_on_every_road() {
    let (app, _dir) = sqlite_app().await;
    let mut ada = app.teacher().await;
    let mut ben = app.teacher().await;
    let word = unique_word();
    let secret = app.make(&ada, &worksheet(&word)).await;
    let bens = app.make(&ben, SIMILAR).await;
    // Ada finds her own quiz, and it is related to nothing of Ben's.
    assert_eq!(app.search(&ada, &word).await, [secret]);

    // Ben: not through search, related lists, pages, exports or the API.
    assert!(app.search(&ben, &word).await.is_empty());
    assert!(app.search(&ben, "Pompeii Vesuvius").await.is_empty());
    assert!(!app.related(&ben, bens).await.contains(&secret));
    for (method, path) in [
        ("GET", format!("/api/v1/quizzes/{secret}")),
        (
            "GET",
            format!("/api/v1/quizzes/{secret}/export?format=gift"),
        ),
        ("GET", format!("/api/v1/quizzes/{secret}/related")),
        ("GET", format!("/api/v1/quizzes/{secret}/sharing")),
        ("POST", format!("/api/v1/quizzes/{secret}/copy")),
    ] {
        let answer = app.api(method, &path, &ben.token, None).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{method} {path}");
    }
    let patch = app
        .api(
            "PATCH",
            &format!("/api/v1/quizzes/{secret}"),
            &ben.token,
            Some(json!({"visibility": "public"})),
        )
        .await;
    assert_eq!(patch.status, StatusCode::NOT_FOUND);
    for path in [
        format!("/library/{secret}"),
        format!("/quizzes/{secret}"),
        format!("/quizzes/{secret}/export?format=gift"),
    ] {
        assert_eq!(
            app.page(Some(&mut ben), &path).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    let search_page = app
        .page(Some(&mut ben), &format!("/library?q={word}"))
        .await;
    assert_eq!(search_page.status, StatusCode::OK);
    assert!(!search_page.body.contains(&format!("/library/{secret}")));
    assert!(!search_page.body.contains(&format!("/quizzes/{secret}")));
    assert!(search_page.body.contains("no-results"));
    let review = app.page(Some(&mut ben), &format!("/quizzes/{bens}")).await;
    assert!(!review.body.contains(&word), "Ben's related list");
    for who in [Some(&mut ben), None] {
        assert!(!app.page(who, "/discover").await.body.contains(&word));
    }
    assert_eq!(
        app.page(None, &format!("/library/{secret}")).await.status,
        StatusCode::NOT_FOUND
    );

    // Shared with the school: Ben finds it and sees it related; visitors
    // still do not.
    app.share(&ada, secret, "school").await;
    assert_eq!(app.search(&ben, &word).await, [secret]);
    assert!(app.related(&ben, bens).await.contains(&secret));
    let shared = app
        .page(Some(&mut ben), &format!("/library/{secret}"))
        .await;
    assert_eq!(shared.status, StatusCode::OK);
    assert!(shared.body.contains("Which volcano buried Pompeii?"));
    assert!(
        app.page(Some(&mut ben), "/discover")
            .await
            .body
            .contains(&word)
    );
    assert!(!app.page(None, "/discover").await.body.contains(&word));
    assert_eq!(
        app.page(None, &format!("/library/{secret}")).await.status,
        StatusCode::NOT_FOUND
    );
    // Still Ada's alone to change, export through her routes, or delete.
    assert_eq!(
        app.api(
            "GET",
            &format!("/api/v1/quizzes/{secret}/export?format=gift"),
            &ben.token,
            None
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );

    // Public: anyone sees its page, without keys.
    app.share(&ada, secret, "public").await;
    let public = app.page(None, &format!("/library/{secret}")).await;
    assert_eq!(public.status, StatusCode::OK);
    assert!(public.body.contains("Which volcano buried Pompeii?"));
    assert!(public.body.contains("use-quiz"));
    assert!(
        !public.body.contains("correct"),
        "no key on the public page"
    );
    assert!(app.page(None, "/discover").await.body.contains(&word));

    // Private again: gone from every road at once.
    app.share(&ada, secret, "private").await;
    assert!(app.search(&ben, &word).await.is_empty());
    assert!(!app.related(&ben, bens).await.contains(&secret));
    assert_eq!(
        app.page(None, &format!("/library/{secret}")).await.status,
        StatusCode::NOT_FOUND
    );
    assert!(!app.page(None, "/discover").await.body.contains(&word));
    assert_eq!(app.search(&ada, &word).await, [secret]);
    // Ada's own review page shows the sharing form.
    let own = app
        .page(Some(&mut ada), &format!("/quizzes/{secret}"))
        .await;
    assert!(own.body.contains("id=\"visibility-private\" checked"));
}

#[tokio::test]
async fn a_copy_records_its_original_which_counts_it() {
    let (app, _dir) = sqlite_app().await;
    let ada = app.teacher().await;
    let mut ben = app.teacher().await;
    let word = unique_word();
    let original = app.make(&ada, &worksheet(&word)).await;
    app.share(&ada, original, "school").await;
    let copied = app
        .api(
            "POST",
            &format!("/api/v1/quizzes/{original}/copy"),
            &ben.token,
            None,
        )
        .await;
    assert_eq!(copied.status, StatusCode::CREATED, "{}", copied.body);
    let copy = copied.json();
    assert_eq!(copy["based_on"], original);
    assert_eq!(copy["title"], format!("Volcanoes {word}"));
    assert_eq!(copy["questions"].as_array().expect("questions").len(), 3);
    let copy_id = copy["id"].as_i64().expect("id");
    // Ben's copy is his, private, and says where it came from.
    let sharing = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{copy_id}/sharing"),
            &ben.token,
            None,
        )
        .await
        .json();
    assert_eq!(sharing["visibility"], "private");
    assert_eq!(sharing["based_on"], original);
    let review = app
        .page(Some(&mut ben), &format!("/quizzes/{copy_id}"))
        .await;
    assert!(review.body.contains("id=\"based-on\""), "{}", review.body);
    assert!(review.body.contains(&format!("/library/{original}")));
    // The original counts the copy; no more than a count crosses over.
    let counted = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{original}/sharing"),
            &ada.token,
            None,
        )
        .await
        .json();
    assert_eq!(counted["copies"], 1);
    assert_eq!(counted["plays"], 0);
    // A copy of the same questions is never related to its original.
    assert!(!app.related(&ben, copy_id).await.contains(&original));
    // The page's copy button does the same.
    let page = app
        .page(Some(&mut ben), &format!("/library/{original}"))
        .await;
    let csrf = page.hidden("csrf");
    let done = app
        .form(
            &mut ben,
            &format!("/library/{original}/copy"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER);
    assert!(done.location.expect("location").ends_with("?notice=copied"));
    let forged = app
        .form(
            &mut ben,
            &format!("/library/{original}/copy"),
            &[("csrf", "forged")],
        )
        .await;
    assert_ne!(forged.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn the_sharing_form_and_the_search_page() {
    let (app, _dir) = sqlite_app().await;
    let mut ada = app.teacher().await;
    let mut ben = app.teacher().await;
    let word = unique_word();
    let id = app.make(&ada, &worksheet(&word)).await;
    let review = app.page(Some(&mut ada), &format!("/quizzes/{id}")).await;
    // The subject is suggested from the questions.
    assert!(
        review.body.contains("id=\"subject-suggested\""),
        "{}",
        review.body
    );
    let csrf = review.hidden("csrf");
    let fields = [
        ("csrf", csrf.as_str()),
        ("visibility", "school"),
        ("subject", "Geology"),
        ("grade", "6"),
        ("tags", "volcanoes, rocks"),
    ];
    let forged = app
        .form(
            &mut ada,
            &format!("/quizzes/{id}/sharing"),
            &[("csrf", "x"), ("visibility", "public")],
        )
        .await;
    assert_ne!(forged.status, StatusCode::SEE_OTHER);
    let saved = app
        .form(&mut ada, &format!("/quizzes/{id}/sharing"), &fields)
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let sharing = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{id}/sharing"),
            &ada.token,
            None,
        )
        .await
        .json();
    assert_eq!(sharing["visibility"], "school");
    assert_eq!(sharing["subject"], "geology");
    assert_eq!(sharing["tags"], json!(["rocks", "volcanoes"]));
    // Ben searches a word from a question and sees it marked.
    let found = app
        .page(
            Some(&mut ben),
            &format!("/library?q={word}&subject=geology&grade=6"),
        )
        .await;
    assert!(
        found.body.contains(&format!("<mark>{word}</mark>")),
        "{}",
        found.body
    );
    assert!(found.body.contains(&format!("href=\"/library/{id}\"")));
    let wrong_subject = app
        .page(
            Some(&mut ben),
            &format!("/library?q={word}&subject=history"),
        )
        .await;
    assert!(!wrong_subject.body.contains(&format!("/library/{id}")));
    // A misspelt word still finds it.
    let misspelt = app.search(&ben, "Pompei").await;
    assert_eq!(misspelt, [id]);
    let bad_scope = app
        .api("GET", "/api/v1/search?q=x&scope=everyone", &ben.token, None)
        .await;
    assert_eq!(bad_scope.status, StatusCode::UNPROCESSABLE_ENTITY);
    let bad_visibility = app
        .api(
            "PATCH",
            &format!("/api/v1/quizzes/{id}"),
            &ada.token,
            Some(json!({"visibility": "everyone"})),
        )
        .await;
    assert_eq!(bad_visibility.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn the_grade_is_suggested_from_how_the_questions_read() {
    let (app, _dir) = sqlite_app().await;
    let mut ada = app.teacher().await;
    let word = unique_word();
    let long = format!(
        "Homeostasis {word}\n\n         1. Which physiological mechanism reverses a deviation from the set point and maintains body parameters within their normal range?\nA) Negative feedback\nB) Positive feedback\nC) Stimulation\nAnswer: A\n\n         2. Which component of a feedback system compares the measured value with the normal range and activates an effector?\nA) The control center\nB) The receptor\nC) The stimulus\nAnswer: A\n\n         3. Which hormone intensifies uterine contractions during childbirth through a positive feedback mechanism?\nA) Oxytocin\nB) Insulin\nC) Glucagon\nAnswer: A\n"
    );
    let id = app.make(&ada, &long).await;
    let review = app.page(Some(&mut ada), &format!("/quizzes/{id}")).await;
    assert!(
        review.body.contains("id=\"grade-suggested\""),
        "{}",
        review.body
    );
    assert!(review.body.contains("College"), "{}", review.body);
    let patched = app
        .api(
            "PATCH",
            &format!("/api/v1/quizzes/{id}"),
            &ada.token,
            Some(json!({"visibility": "private"})),
        )
        .await;
    assert_eq!(patched.json()["suggested_grade"], "College");
    // A grade the teacher set is theirs: no suggestion over it.
    app.api(
        "PATCH",
        &format!("/api/v1/quizzes/{id}"),
        &ada.token,
        Some(json!({"grade": "9"})),
    )
    .await;
    let review = app.page(Some(&mut ada), &format!("/quizzes/{id}")).await;
    assert!(!review.body.contains("id=\"grade-suggested\""));
    assert!(review.body.contains("value=\"9\""));
}

#[tokio::test]
async fn the_end_of_a_game_offers_related_quizzes_and_the_original_counts_the_game() {
    let (app, _dir) = sqlite_app().await;
    let mut ada = app.teacher().await;
    let ben = app.teacher().await;
    let word = unique_word();
    let played = app.make(&ada, &worksheet(&word)).await;
    let next = app.make(&ben, SIMILAR).await;
    app.share(&ben, next, "school").await;
    let class = app
        .api(
            "POST",
            "/api/v1/classes",
            &ada.token,
            Some(json!({"name": "7B"})),
        )
        .await;
    assert_eq!(class.status, StatusCode::CREATED, "{}", class.body);
    let game = app
        .api(
            "POST",
            "/api/v1/assignments",
            &ada.token,
            Some(json!({"quiz_id": played, "class_id": class.json()["id"], "mode": "live"})),
        )
        .await;
    assert_eq!(game.status, StatusCode::CREATED, "{}", game.body);
    let dashboard = app
        .page(
            Some(&mut ada),
            &format!("/assignments/{}", game.json()["id"]),
        )
        .await;
    assert_eq!(dashboard.status, StatusCode::OK);
    assert!(
        dashboard.body.contains("Next time: related quizzes"),
        "{}",
        dashboard.body
    );
    assert!(
        dashboard
            .body
            .contains(&format!("href=\"/library/{next}\""))
    );
    let counted = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{played}/sharing"),
            &ada.token,
            None,
        )
        .await
        .json();
    assert_eq!(counted["plays"], 1);
    // Recently played: the filter finds it now.
    let recent = app
        .api(
            "GET",
            &format!("/api/v1/search?q={word}&played_within_days=30"),
            &ada.token,
            None,
        )
        .await
        .json();
    assert_eq!(recent["results"][0]["id"], played);
}

/// The PostgreSQL URL, or `None` (and a loud skip) outside CI.
fn postgres_url() -> Option<String> {
    match std::env::var("QUIZFORGE_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var_os("CI").is_some() => {
            panic!(
                "CI is set but QUIZFORGE_TEST_POSTGRES_URL is not: .ci/run must start PostgreSQL"
            )
        }
        _ => {
            use std::io::Write;
            writeln!(
                std::io::stderr(),
                "SKIPPED: two servers on one PostgreSQL (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run it)"
            )
            .ok();
            None
        }
    }
}

#[tokio::test]
async fn two_servers_on_one_postgres_see_each_others_changes() {
    let Some(url) = postgres_url() else {
        return;
    };
    // Two processes' worth of state: each its own store pool and its own
    // index, sharing only the database.
    let one = App::on(&url).await;
    let two = App::on(&url).await;
    let ada = one.teacher().await;
    let ben = two.teacher().await;
    // The second server's index is up and current before the change.
    let word = unique_word();
    assert!(two.search(&ben, &word).await.is_empty());
    let id = one.make(&ada, &worksheet(&word)).await;
    one.share(&ada, id, "school").await;
    assert_eq!(two.search(&ben, &word).await, [id]);
    // An edit through the first is found through the second.
    let mut quiz = one
        .api("GET", &format!("/api/v1/quizzes/{id}"), &ada.token, None)
        .await
        .json();
    let renamed = unique_word();
    quiz["title"] = json!(format!("Volcanoes {renamed}"));
    let put = one
        .api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            &ada.token,
            Some(quiz),
        )
        .await;
    assert_eq!(put.status, StatusCode::OK, "{}", put.body);
    assert_eq!(two.search(&ben, &renamed).await, [id]);
    // Made private, then deleted, through the first: gone from the second.
    one.share(&ada, id, "private").await;
    assert!(two.search(&ben, &word).await.is_empty());
    one.share(&ada, id, "school").await;
    assert_eq!(two.search(&ben, &word).await, [id]);
    let deleted = one
        .api("DELETE", &format!("/api/v1/quizzes/{id}"), &ada.token, None)
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    assert!(two.search(&ben, &word).await.is_empty());
    assert!(one.search(&ada, &word).await.is_empty());
}
