//! After the game (issue 13): marking by hand, re-marking with an accepted
//! answer, the unknown-key queue, the report, its exports (parsed back),
//! item analysis against the worked example of docs/item-analysis.md, and
//! per-teacher isolation of every new route. The app runs in process on a
//! real SQLite file (and on PostgreSQL when QUIZFORGE_TEST_POSTGRES_URL is
//! set); answers are stored through the store's own batch write, graded by
//! the core's `grade`, exactly as the game stores them.

mod rocks_support;

use rocks_support::{ROCKS, picks, postgres_url, rocks_quiz};
use std::io::Cursor;
use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use quizforge_core::{
    AcceptedAnswer, Body as QBody, Choice, Pair, Question, Quiz, Response, grade,
};
use quizforge_server::{AppState, Config, router};
use quizforge_store::{AnswerRecord, AnyStore, NewPlayer, PlayWrite, PlayWritten, Store};
use serde_json::{Value, json};
use tower::ServiceExt;

struct App {
    router: Router,
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
    headers: axum::http::HeaderMap,
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

impl App {
    async fn sqlite() -> Self {
        let dir = std::env::temp_dir().join(format!("quizforge-reports-{}", unique()));
        std::fs::create_dir_all(&dir).expect("dir");
        let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
        Self::on(&url, Some(TempDir(dir))).await
    }

    async fn on(url: &str, dir: Option<TempDir>) -> Self {
        let store = AnyStore::connect(url).await.expect("store");
        let config = Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        };
        App {
            router: router(AppState::new(store.clone(), config)),
            store,
            _dir: dir,
        }
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
    async fn teacher(&self, name: &str) -> (i64, String) {
        let email = format!("{name}-{}@school.test", unique());
        let credentials = json!({"email": email, "password": "correct horse battery"});
        let made = self
            .call("POST", "/api/v1/signup", "", Some(credentials.clone()))
            .await;
        assert_eq!(made.status, StatusCode::ACCEPTED, "{}", made.text());
        let token = self
            .call("POST", "/api/v1/tokens", "", Some(credentials))
            .await;
        assert_eq!(token.status, StatusCode::CREATED, "{}", token.text());
        (
            self.store.user_by_email(&email).await.expect("user").id,
            token.json()["token"].as_str().expect("token").to_string(),
        )
    }

    /// A class with a roster, a quiz and a homework assignment of it;
    /// returns (class id, assignment id, join code, roster ids by name).
    async fn game(
        &self,
        owner: i64,
        token: &str,
        quiz: &Quiz,
        roster: &[&str],
    ) -> (i64, i64, Vec<(String, i64)>) {
        let stored = self.store.create_quiz(owner, quiz, "").await.expect("quiz");
        let class = self
            .call(
                "POST",
                "/api/v1/classes",
                token,
                Some(json!({"name": "7B", "roster": roster})),
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
                    r["name"].as_str().expect("name").to_string(),
                    r["id"].as_i64().expect("id"),
                )
            })
            .collect();
        let assignment = self
            .call(
                "POST",
                "/api/v1/assignments",
                token,
                Some(json!({"quiz_id": stored.id, "class_id": class["id"], "mode": "self_paced"})),
            )
            .await;
        assert_eq!(
            assignment.status,
            StatusCode::CREATED,
            "{}",
            assignment.text()
        );
        (
            class["id"].as_i64().expect("class"),
            assignment.json()["id"].as_i64().expect("assignment"),
            roster,
        )
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

    async fn end(&self, token: &str, assignment: i64) {
        let ended = self
            .call(
                "POST",
                &format!("/api/v1/assignments/{assignment}/control"),
                token,
                Some(json!({"action": "end"})),
            )
            .await;
        assert_eq!(ended.status, StatusCode::OK, "{}", ended.text());
    }
}

/// A volcano quiz with one question of each kind a report must show.
fn volcano_quiz() -> Quiz {
    let mut quiz = Quiz::new("Volcanoes", "en");
    let mut mc = Question::new(
        "Which rock forms from cooled lava?",
        QBody::MultipleChoice {
            choices: vec![
                Choice::new("Basalt", true),
                Choice::new("Marble", false),
                Choice::new("Chalk", false),
                Choice::new("Slate", false),
            ],
        },
    );
    mc.topic = Some("Rocks".into());
    let mut short = Question::new(
        "What is molten rock called above ground?",
        QBody::ShortAnswer {
            accepted: vec![AcceptedAnswer::new("lava")],
            case_sensitive: false,
        },
    );
    short.topic = Some("Eruptions".into());
    let mut order = Question::new(
        "Put the layers in order, inside out.",
        QBody::Ordering {
            items: vec!["core".into(), "mantle".into(), "crust".into()],
        },
    );
    order.topic = Some("Earth".into());
    let mut matching = Question::new(
        "Match the volcano to its country.",
        QBody::Matching {
            pairs: vec![Pair::new("Etna", "Italy"), Pair::new("Fuji", "Japan")],
        },
    );
    matching.topic = Some("Earth".into());
    let mut unknown = Question::new(
        "Which volcano erupted in 79 AD?",
        QBody::MultipleChoice {
            choices: vec![
                Choice::new("Vesuvius", false),
                Choice::new("Krakatoa", false),
            ],
        },
    );
    unknown.answer_known = false;
    quiz.questions = vec![mc, short, order, matching, unknown];
    quiz
}

fn text(t: &str) -> Option<Response> {
    Some(Response::Text(t.into()))
}

/// Plays the volcano game: Ana (all right), Ben (types "magma", picks
/// Marble), Cy (types "Lava." and skips the rest); Dee is on the roster
/// and never starts. Returns (class, assignment, ana, ben, cy).
async fn volcano_game(app: &App, owner: i64, token: &str) -> (i64, i64, i64, i64, i64) {
    let quiz = volcano_quiz();
    let (class, assignment, roster) = app
        .game(owner, token, &quiz, &["Ana", "Ben", "Cy", "Dee"])
        .await;
    let id = |name: &str| roster.iter().find(|(n, _)| n == name).map(|(_, id)| *id);
    let ana = app
        .play(
            assignment,
            &quiz,
            "Ana",
            id("Ana"),
            &[
                Some(Response::Choice(0)),
                text("lava"),
                Some(Response::Order(vec![0, 1, 2])),
                Some(Response::Matches(vec![
                    Some("Italy".into()),
                    Some("Japan".into()),
                ])),
                Some(Response::Choice(0)),
            ],
        )
        .await;
    let ben = app
        .play(
            assignment,
            &quiz,
            "Ben",
            id("Ben"),
            &[
                Some(Response::Choice(1)),
                text("magma"),
                Some(Response::Order(vec![2, 1, 0])),
                Some(Response::Matches(vec![
                    Some("Japan".into()),
                    Some("Italy".into()),
                ])),
                Some(Response::Choice(1)),
            ],
        )
        .await;
    let cy = app
        .play(
            assignment,
            &quiz,
            "Cy",
            id("Cy"),
            &[Some(Response::Choice(1)), text("Lava.")],
        )
        .await;
    (class, assignment, ana, ben, cy)
}

/// A new teacher who has played the volcano game ([`volcano_game`]).
struct Volcano {
    owner: i64,
    token: String,
    class: i64,
    assignment: i64,
    ana: i64,
    ben: i64,
    cy: i64,
}

impl App {
    /// A new teacher (with an API token) and the volcano game, played.
    async fn volcano(&self, name: &str) -> Volcano {
        let (owner, token) = self.teacher(name).await;
        self.volcano_of(owner, token).await
    }

    /// A new teacher signed in on the pages (their cookies) and with an API
    /// token, and the volcano game, played.
    async fn volcano_signed_in(&self, name: &str) -> (Cookies, Volcano) {
        let email = format!("{name}-{}@school.test", unique());
        let browser = self.signed_in(&email).await;
        let owner = self.store.user_by_email(&email).await.expect("user").id;
        let reply = self
            .call(
                "POST",
                "/api/v1/tokens",
                "",
                Some(json!({"email": email, "password": "correct horse battery"})),
            )
            .await;
        let token = reply.json()["token"].as_str().expect("token").to_string();
        (browser, self.volcano_of(owner, token).await)
    }

    async fn volcano_of(&self, owner: i64, token: String) -> Volcano {
        let (class, assignment, ana, ben, cy) = volcano_game(self, owner, &token).await;
        Volcano {
            owner,
            token,
            class,
            assignment,
            ana,
            ben,
            cy,
        }
    }
}

fn cell(report: &Value, player: i64, question: usize) -> &Value {
    let student = report["students"]
        .as_array()
        .expect("students")
        .iter()
        .find(|s| s["player_id"] == player)
        .expect("student");
    &student["answers"][question]
}

#[tokio::test]
async fn the_report_shows_every_response_and_who_never_started() {
    let app = App::sqlite().await;
    report_scenario(&app).await;
}

async fn report_scenario(app: &App) {
    let Volcano {
        token,
        assignment,
        ana,
        ben,
        cy,
        ..
    } = app.volcano("ana").await;
    let reply = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let report = reply.json();
    // What each student typed, chose, ordered and matched.
    assert_eq!(cell(&report, ana, 0)["response"], "Basalt");
    assert_eq!(cell(&report, ben, 0)["response"], "Marble");
    assert_eq!(cell(&report, ben, 1)["response"], "magma");
    assert_eq!(cell(&report, ben, 1)["outcome"], "incorrect");
    assert_eq!(cell(&report, ben, 2)["response"], "crust → mantle → core");
    assert_eq!(
        cell(&report, ben, 3)["response"],
        "Etna → Japan; Fuji → Italy"
    );
    // Normalised marking: "Lava." is "lava".
    assert_eq!(cell(&report, cy, 1)["response"], "Lava.");
    assert_eq!(cell(&report, cy, 1)["outcome"], "correct");
    assert!(cell(&report, cy, 2).is_null(), "Cy never answered Q3");
    // Distributions: Marble is the popular wrong option.
    let q1 = &report["questions"][0];
    assert_eq!(q1["popular_wrong"], "Marble");
    assert_eq!(q1["options"][1]["count"], 2);
    assert_eq!(q1["options"][0]["count"], 1);
    // Topics, in name order, and time taken.
    let topics: Vec<&str> = report["topics"]
        .as_array()
        .expect("topics")
        .iter()
        .map(|t| t["topic"].as_str().expect("topic"))
        .collect();
    assert_eq!(topics, ["Earth", "Eruptions", "No topic", "Rocks"]);
    let rocks = &report["topics"][3];
    assert!((rocks["accuracy"].as_f64().expect("accuracy") - 1.0 / 3.0).abs() < 1e-9);
    let cy_row = report["students"]
        .as_array()
        .expect("students")
        .iter()
        .find(|s| s["player_id"] == cy)
        .expect("cy");
    assert_eq!(cy_row["time_ms"], 3000);
    assert_eq!(report["not_started"], json!(["Dee"]));
    // The unknown key: every answer to Q5 waits to be marked by hand.
    let queue: Vec<(i64, i64)> = report["to_mark"]
        .as_array()
        .expect("queue")
        .iter()
        .map(|q| {
            (
                q["player_id"].as_i64().unwrap(),
                q["question"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(queue, [(ana, 4), (ben, 4)]);
}

#[tokio::test]
async fn a_teacher_overrides_a_mark_and_it_is_kept_with_who_and_when() {
    let app = App::sqlite().await;
    let Volcano {
        token,
        assignment,
        ana,
        ben,
        ..
    } = app.volcano("ana").await;
    // Ben's ordering was wrong: the teacher gives half marks.
    let reply = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben}-2"),
            &token,
            Some(json!({"outcome": "partial"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    assert_eq!(reply.json()["outcome"], "partial");
    assert_eq!(reply.json()["points"], 0.5);
    // The queue: Ana's "Vesuvius" is right, Ben's wrong, by points.
    for (player, points) in [(ana, 1.0), (ben, 0.0)] {
        let marked = app
            .call(
                "PATCH",
                &format!("/api/v1/answers/{player}-4"),
                &token,
                Some(json!({"points": points})),
            )
            .await;
        assert_eq!(marked.status, StatusCode::OK, "{}", marked.text());
    }
    let report = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await
        .json();
    let ben_order = cell(&report, ben, 2);
    assert_eq!(ben_order["outcome"], "partial");
    assert!(
        ben_order["marked_by"]
            .as_str()
            .expect("who")
            .starts_with("ana-")
    );
    assert!(ben_order["marked_at"].as_i64().expect("when") > 1_700_000_000);
    assert_eq!(cell(&report, ana, 4)["outcome"], "correct");
    assert_eq!(cell(&report, ben, 4)["outcome"], "incorrect");
    assert_eq!(report["to_mark"], json!([]), "the queue is empty");
    // Bad marks are refused, and nothing changes.
    for body in [
        json!({"outcome": "maybe"}),
        json!({"points": -1}),
        json!({}),
    ] {
        let refused = app
            .call(
                "PATCH",
                &format!("/api/v1/answers/{ben}-2"),
                &token,
                Some(body),
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            refused.text()
        );
    }
    let missing = app
        .call(
            "PATCH",
            "/api/v1/answers/999999-0",
            &token,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

/// Reports keep a game's rows in memory between reads: a mark given after
/// a report was read shows in the next one, on every route.
#[tokio::test]
async fn a_mark_given_after_a_report_was_read_shows_in_the_next() {
    let app = App::sqlite().await;
    let Volcano {
        token,
        assignment,
        ben,
        ..
    } = app.volcano("cache").await;
    let report_path = format!("/api/v1/assignments/{assignment}/report");
    let items_path = format!("/api/v1/assignments/{assignment}/items");
    let before = app.call("GET", &report_path, &token, None).await.json();
    assert_eq!(cell(&before, ben, 2)["outcome"], "incorrect");
    let items_before = app.call("GET", &items_path, &token, None).await.json();
    let marked = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben}-2"),
            &token,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(marked.status, StatusCode::OK, "{}", marked.text());
    let after = app.call("GET", &report_path, &token, None).await.json();
    assert_eq!(cell(&after, ben, 2)["outcome"], "correct");
    let items_after = app.call("GET", &items_path, &token, None).await.json();
    assert!(
        items_after["questions"][2]["facility"].as_f64().unwrap()
            > items_before["questions"][2]["facility"].as_f64().unwrap(),
        "the item analysis counts the new mark"
    );
}

/// A large game's report comes a page of students at a time; what it
/// says about the questions, topics and the marking queue covers everyone
/// on every page.
#[tokio::test]
async fn the_report_pages_its_students_and_sums_over_all_of_them() {
    let app = App::sqlite().await;
    let Volcano {
        token, assignment, ..
    } = app.volcano("pages").await;
    let path = format!("/api/v1/assignments/{assignment}/report");
    let whole = app.call("GET", &path, &token, None).await.json();
    assert_eq!(whole["students_total"], 3);
    assert_eq!(whole["students_offset"], 0);
    assert_eq!(whole["students"].as_array().unwrap().len(), 3);
    let first = app
        .call("GET", &format!("{path}?limit=2"), &token, None)
        .await
        .json();
    let second = app
        .call("GET", &format!("{path}?offset=2&limit=2"), &token, None)
        .await
        .json();
    let names = |r: &Value| -> Vec<String> {
        r["students"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&first), ["Ana", "Ben"]);
    assert_eq!(names(&second), ["Cy"]);
    assert_eq!(second["students_offset"], 2);
    for page in [&first, &second] {
        assert_eq!(page["students_total"], 3);
        assert_eq!(page["questions"], whole["questions"]);
        assert_eq!(page["topics"], whole["topics"]);
        assert_eq!(page["to_mark"], whole["to_mark"]);
        assert_eq!(page["not_started"], whole["not_started"]);
    }
    let past_the_end = app
        .call("GET", &format!("{path}?offset=50"), &token, None)
        .await
        .json();
    assert_eq!(past_the_end["students"], json!([]));
    assert_eq!(past_the_end["students_offset"], 3);
}

/// The report page of a game larger than a page shows 100 students at a
/// time, with links to the others.
#[tokio::test]
async fn the_report_page_of_a_large_game_links_its_pages() {
    let app = App::sqlite().await;
    let (mut browser, Volcano { assignment, .. }) = app.volcano_signed_in("big").await;
    let joins: Vec<PlayWrite> = (0..102)
        .map(|i| {
            PlayWrite::Join(NewPlayer {
                assignment_id: assignment,
                token_hash: format!("big-{assignment}-{i}"),
                name: format!("Pupil {i:03}"),
                name_key: format!("pupil {i:03}"),
                roster_id: None,
                joined_at: 2_000_000_000 + i,
            })
        })
        .collect();
    app.store.apply_play_writes(&joins).await.expect("joins");
    let path = format!("/assignments/{assignment}/report");
    let first = app.page(&mut browser, "GET", &path, &[]).await.text();
    assert!(first.contains("105 students played"), "{first}");
    assert!(first.contains("Students 1–100 of 105"));
    assert!(first.contains("?from=100#students"));
    assert!(first.contains("Pupil 096") && !first.contains("Pupil 097"));
    let second = app
        .page(&mut browser, "GET", &format!("{path}?from=100"), &[])
        .await
        .text();
    assert!(second.contains("Students 101–105 of 105"));
    assert!(second.contains("?from=0#students"));
    assert!(second.contains("Pupil 097") && second.contains("Pupil 101"));
    // A row per student of the page, and Dee (on the roster, not started).
    assert_eq!(first.matches("class=\"who-name\"").count(), 101);
    assert_eq!(second.matches("class=\"who-name\"").count(), 6);
}

#[tokio::test]
async fn an_accepted_answer_re_marks_everyone_but_what_the_teacher_marked() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("ana").await;
    let quiz = volcano_quiz();
    let (_, assignment, _) = app.game(owner, &token, &quiz, &[]).await;
    let ben = app
        .play(assignment, &quiz, "Ben", None, &[None, text("magma")])
        .await;
    let eve = app
        .play(assignment, &quiz, "Eve", None, &[None, text("Magma!")])
        .await;
    let fay = app
        .play(assignment, &quiz, "Fay", None, &[None, text("magma")])
        .await;
    // Fay's was marked by hand first: the machine leaves it alone.
    let marked = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{fay}-1"),
            &token,
            Some(json!({"outcome": "partial"})),
        )
        .await;
    assert_eq!(marked.status, StatusCode::OK);
    let path = format!("/api/v1/assignments/{assignment}/questions/1/accepted");
    let early = app
        .call("POST", &path, &token, Some(json!({"text": "magma"})))
        .await;
    assert_eq!(early.status, StatusCode::CONFLICT, "not while it is played");
    app.end(&token, assignment).await;
    let accepted = app
        .call("POST", &path, &token, Some(json!({"text": "magma"})))
        .await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.text());
    assert_eq!(accepted.json()["remarked"], 2);
    let report = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await
        .json();
    assert_eq!(cell(&report, ben, 1)["outcome"], "correct");
    assert_eq!(cell(&report, eve, 1)["outcome"], "correct");
    assert_eq!(cell(&report, fay, 1)["outcome"], "partial");
    assert_eq!(report["questions"][1]["key"], "lava | magma");
    let not_short = app
        .call(
            "POST",
            &format!("/api/v1/assignments/{assignment}/questions/0/accepted"),
            &token,
            Some(json!({"text": "Basalt"})),
        )
        .await;
    assert_eq!(not_short.status, StatusCode::UNPROCESSABLE_ENTITY);
}

/// A minimal RFC 4180 reader, to read the export back.
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    rows
}

#[tokio::test]
async fn exports_read_back_as_csv_and_xlsx() {
    let app = App::sqlite().await;
    let Volcano {
        token, assignment, ..
    } = app.volcano("ana").await;
    let base = format!("/api/v1/assignments/{assignment}/export");
    let answers = app
        .call("GET", &format!("{base}?format=csv"), &token, None)
        .await;
    assert_eq!(answers.status, StatusCode::OK);
    assert!(
        answers.headers[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    let rows = parse_csv(&answers.text());
    assert_eq!(rows[0][0], "student");
    assert_eq!(rows.len(), 1 + 5 + 5 + 2, "one row per answer");
    let ben_typed = rows
        .iter()
        .find(|r| r[0] == "Ben" && r[1] == "2")
        .expect("Ben's Q2");
    assert_eq!(ben_typed[4], "magma");
    assert_eq!(ben_typed[6], "incorrect");
    let ben_match = rows
        .iter()
        .find(|r| r[0] == "Ben" && r[1] == "4")
        .expect("Ben's Q4");
    assert_eq!(ben_match[4], "Etna → Japan; Fuji → Italy");
    let students = app
        .call(
            "GET",
            &format!("{base}?format=csv&view=students"),
            &token,
            None,
        )
        .await;
    let rows = parse_csv(&students.text());
    let names: Vec<&str> = rows[1..].iter().map(|r| r[0].as_str()).collect();
    assert_eq!(names, ["Ana", "Ben", "Cy", "Dee"], "one row per student");
    assert_eq!(rows[4][6], "no", "Dee never started");

    let xlsx = app
        .call("GET", &format!("{base}?format=xlsx"), &token, None)
        .await;
    assert_eq!(xlsx.status, StatusCode::OK);
    use calamine::{Reader, Xlsx};
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(xlsx.bytes)).expect("an xlsx file");
    assert_eq!(book.sheet_names(), ["Students", "Answers"]);
    let sheet = book.worksheet_range("Students").expect("students sheet");
    let ana: Vec<String> = sheet
        .rows()
        .nth(1)
        .expect("Ana's row")
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(ana[0], "Ana");
    assert_eq!(ana[2], "80", "4 of 5 points: Q5 waits to be marked");
    let sheet = book.worksheet_range("Answers").expect("answers sheet");
    assert_eq!(sheet.rows().count(), 1 + 12);
    let typed = sheet
        .rows()
        .find(|r| r[0] == "Cy" && matches!(r[1], calamine::Data::Float(q) if q == 2.0))
        .expect("Cy's Q2");
    assert_eq!(typed[4].to_string(), "Lava.");

    let bad = app
        .call("GET", &format!("{base}?format=pdf"), &token, None)
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
}

/// docs/item-analysis.md's worked example: ten students, five questions
/// keyed A C B D A.
fn example_quiz() -> Quiz {
    let mut quiz = Quiz::new("Example", "en");
    for key in [0usize, 2, 1, 3, 0] {
        let choices = ["A", "B", "C", "D"]
            .iter()
            .enumerate()
            .map(|(i, t)| Choice::new(*t, i == key))
            .collect();
        quiz.questions
            .push(Question::new("?", QBody::MultipleChoice { choices }));
    }
    quiz
}

const EXAMPLE: [&str; 10] = [
    "ACBAC", "ACBDC", "ACBCA", "ACDAC", "ABBBC", "ACCAA", "ABBCB", "AACBA", "ABDAA", "AACCD",
];

#[tokio::test]
async fn item_analysis_matches_the_worked_example() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("ana").await;
    let quiz = example_quiz();
    let (_, assignment, _) = app.game(owner, &token, &quiz, &[]).await;
    for (s, row) in EXAMPLE.iter().enumerate() {
        let picks: Vec<Option<Response>> = row
            .bytes()
            .map(|b| Some(Response::Choice(usize::from(b - b'A'))))
            .collect();
        app.play(assignment, &quiz, &format!("S{}", s + 1), None, &picks)
            .await;
    }
    let reply = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/items"),
            &token,
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let items = reply.json();
    let close = |v: &Value, x: f64| (v.as_f64().expect("number") - x).abs() < 5e-4;
    assert_eq!(items["students"], 10);
    assert!(close(&items["kr20"], 1.0 / 34.0), "{}", items["kr20"]);
    assert!(close(&items["sem"], 0.908), "{}", items["sem"]);
    let q = &items["questions"];
    for (i, facility) in [1.0, 0.5, 0.5, 0.1, 0.4].into_iter().enumerate() {
        assert!(close(&q[i]["facility"], facility), "Q{}", i + 1);
    }
    assert!(q[0]["discrimination"].is_null());
    for (i, r) in [(1, 0.316), (2, 0.0), (3, 0.25), (4, -0.303)] {
        assert!(close(&q[i]["discrimination"], r), "Q{}: {}", i + 1, q[i]);
    }
    assert_eq!(q[0]["flags"], json!(["too_easy", "dead_distractors"]));
    assert_eq!(q[3]["flags"], json!(["too_hard"]));
    assert_eq!(q[4]["flags"], json!(["miskeyed"]));
    // Q5: the upper group chose C (2/3) more than the key A (1/3).
    assert!(close(&q[4]["options"][2]["upper"], 2.0 / 3.0));
    assert!(close(&q[4]["options"][0]["upper"], 1.0 / 3.0));
    assert_eq!(q[4]["options"][0]["key"], true);

    // A second computation, straight from the table: facility and the
    // point-biserial of Q2 against the rest score.
    let keys = [b'A', b'C', b'B', b'D', b'A'];
    let x: Vec<f64> = EXAMPLE
        .iter()
        .map(|r| f64::from(u8::from(r.as_bytes()[1] == keys[1])))
        .collect();
    let rest: Vec<f64> = EXAMPLE
        .iter()
        .map(|r| {
            r.bytes()
                .zip(keys)
                .enumerate()
                .filter(|(i, (b, k))| *i != 1 && b == k)
                .count() as f64
        })
        .collect();
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let (mx, mr) = (mean(&x), mean(&rest));
    let cov: f64 = x.iter().zip(&rest).map(|(a, b)| (a - mx) * (b - mr)).sum();
    let vx: f64 = x.iter().map(|a| (a - mx).powi(2)).sum();
    let vr: f64 = rest.iter().map(|b| (b - mr).powi(2)).sum();
    assert!(close(&q[1]["discrimination"], cov / (vx * vr).sqrt()));
}

#[tokio::test]
async fn another_teacher_gets_404_on_every_report_route() {
    let app = App::sqlite().await;
    let Volcano {
        token,
        assignment,
        ben,
        ..
    } = app.volcano("ana").await;
    let (_, other) = app.teacher("bob").await;
    for path in [
        format!("/api/v1/assignments/{assignment}/report"),
        format!("/api/v1/assignments/{assignment}/export?format=csv"),
        format!("/api/v1/assignments/{assignment}/export?format=xlsx"),
        format!("/api/v1/assignments/{assignment}/items"),
    ] {
        let reply = app.call("GET", &path, &other, None).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert!(!reply.text().contains("Ben"), "{path}");
    }
    let patch = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben}-1"),
            &other,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(patch.status, StatusCode::NOT_FOUND);
    let accept = app
        .call(
            "POST",
            &format!("/api/v1/assignments/{assignment}/questions/1/accepted"),
            &other,
            Some(json!({"text": "magma"})),
        )
        .await;
    assert_eq!(accept.status, StatusCode::NOT_FOUND);
    // And the owner's mark did not move.
    let report = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await
        .json();
    assert_eq!(cell(&report, ben, 1)["outcome"], "incorrect");
    assert!(cell(&report, ben, 1)["marked_by"].is_null());
}

#[tokio::test]
async fn postgres_reports_and_marks() {
    let Some(url) = postgres_url() else { return };
    let app = App::on(&url, None).await;
    report_scenario(&app).await;
    follow_up_scenario(&app).await;
    let Volcano { token, ben, .. } = app.volcano("pg").await;
    let reply = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben}-1"),
            &token,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    assert_eq!(reply.json()["outcome"], "correct");
}

/// A browser's cookies, for the pages.
#[derive(Default)]
struct Cookies(Vec<(String, String)>);

impl App {
    async fn page(
        &self,
        cookies: &mut Cookies,
        method: &str,
        path: &str,
        form: &[(&str, &str)],
    ) -> Reply {
        let body: String = form
            .iter()
            .map(|(k, v)| {
                format!(
                    "{k}={}",
                    v.replace('%', "%25")
                        .replace('&', "%26")
                        .replace('+', "%2B")
                        .replace(' ', "+")
                )
            })
            .collect::<Vec<_>>()
            .join("&");
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        if !cookies.0.is_empty() {
            let line: Vec<String> = cookies.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
            request = request.header(header::COOKIE, line.join("; "));
        }
        let mut request = request.body(Body::from(body)).expect("request");
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
        let response = self.router.clone().oneshot(request).await.expect("reply");
        for value in response.headers().get_all(header::SET_COOKIE) {
            let text = value.to_str().expect("ascii");
            let pair = text.split(';').next().expect("pair");
            let (name, value) = pair.split_once('=').expect("name=value");
            cookies.0.retain(|(k, _)| k != name);
            cookies.0.push((name.into(), value.into()));
        }
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

    /// Signs a teacher up through the pages; returns the browser's cookies.
    async fn signed_in(&self, email: &str) -> Cookies {
        let mut cookies = Cookies::default();
        let form = self.page(&mut cookies, "GET", "/signup", &[]).await;
        let csrf = hidden(&form.text(), "csrf");
        let done = self
            .page(
                &mut cookies,
                "POST",
                "/signup",
                &[
                    ("email", email),
                    ("password", "correct horse battery"),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.text());
        // Sign-up does not sign in (signup.rs): sign in on the next page.
        let form = self.page(&mut cookies, "GET", "/signin?ready=1", &[]).await;
        let csrf = hidden(&form.text(), "csrf");
        let signed_in = self
            .page(
                &mut cookies,
                "POST",
                "/signin",
                &[
                    ("email", email),
                    ("password", "correct horse battery"),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(
            signed_in.status,
            StatusCode::SEE_OTHER,
            "{}",
            signed_in.text()
        );
        cookies
    }
}

/// An attribute's text as a browser reads it.
fn unescape(attribute: &str) -> String {
    attribute
        .replace("&#34;", "\"")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

fn hidden(body: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = body.find(&marker).unwrap_or_else(|| panic!("no {name}")) + marker.len();
    let end = body[start..].find('"').expect("quote") + start;
    body[start..end].to_string()
}

#[tokio::test]
async fn the_report_page_shows_responses_and_marks_by_hand_with_csrf() {
    let app = App::sqlite().await;
    let (
        mut browser,
        Volcano {
            token,
            assignment,
            ben,
            ..
        },
    ) = app.volcano_signed_in("page").await;
    let path = format!("/assignments/{assignment}/report");
    let page = app.page(&mut browser, "GET", &path, &[]).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    for shown in [
        "magma",
        "Lava.",
        "crust → mantle → core",
        "Most chosen wrong option: Marble",
        "Dee",
        "has not started",
        "To mark by hand",
    ] {
        assert!(html.contains(shown), "{shown}");
    }
    let csrf = hidden(&html, "csrf");
    let answer = format!("{ben}-1");
    let forged = app
        .page(
            &mut browser,
            "POST",
            &format!("/assignments/{assignment}/mark"),
            &[
                ("csrf", "nope"),
                ("answer", &answer),
                ("outcome", "correct"),
            ],
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    let marked = app
        .page(
            &mut browser,
            "POST",
            &format!("/assignments/{assignment}/mark"),
            &[
                ("csrf", &csrf),
                ("answer", &answer),
                ("outcome", ""),
                ("points", "0,5"),
            ],
        )
        .await;
    assert_eq!(marked.status, StatusCode::SEE_OTHER, "{}", marked.text());
    let report = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await
        .json();
    assert_eq!(cell(&report, ben, 1)["outcome"], "partial");
    assert_eq!(cell(&report, ben, 1)["points"], 0.5);
    let items = app
        .page(
            &mut browser,
            "GET",
            &format!("/assignments/{assignment}/items"),
            &[],
        )
        .await;
    assert_eq!(items.status, StatusCode::OK);
    assert!(items.text().contains("KR-20"));
    let csv = app
        .page(
            &mut browser,
            "GET",
            &format!("/assignments/{assignment}/export?format=csv"),
            &[],
        )
        .await;
    assert!(csv.text().contains("magma"));
    // Another teacher's browser sees none of it.
    let mut other = app
        .signed_in(&format!("other-{}@school.test", unique()))
        .await;
    for path in [
        format!("/assignments/{assignment}/report"),
        format!("/assignments/{assignment}/items"),
        format!("/assignments/{assignment}/export?format=xlsx"),
    ] {
        let reply = app.page(&mut other, "GET", &path, &[]).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
    }
    let other_csrf = hidden(
        &app.page(&mut other, "GET", "/classes", &[]).await.text(),
        "csrf",
    );
    let stolen = app
        .page(
            &mut other,
            "POST",
            &format!("/assignments/{assignment}/mark"),
            &[
                ("csrf", &other_csrf),
                ("answer", &answer),
                ("outcome", "correct"),
            ],
        )
        .await;
    assert_eq!(stolen.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_live_game_with_unknown_keys_is_played_only_after_a_warning() {
    let app = App::sqlite().await;
    let email = format!("warn-{}@school.test", unique());
    let mut browser = app.signed_in(&email).await;
    let owner = app.store.user_by_email(&email).await.expect("user").id;
    let token = app
        .call(
            "POST",
            "/api/v1/tokens",
            "",
            Some(json!({"email": email, "password": "correct horse battery"})),
        )
        .await
        .json()["token"]
        .as_str()
        .expect("token")
        .to_string();
    let quiz = app
        .store
        .create_quiz(owner, &volcano_quiz(), "")
        .await
        .expect("quiz");
    let class = app
        .call(
            "POST",
            "/api/v1/classes",
            &token,
            Some(json!({"name": "8A"})),
        )
        .await
        .json();
    let body = |extra: Value| {
        let mut body = json!({"quiz_id": quiz.id, "class_id": class["id"], "mode": "live"});
        if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
            body.extend(extra.clone());
        }
        body
    };
    let refused = app
        .call("POST", "/api/v1/assignments", &token, Some(body(json!({}))))
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused.text().contains("1 question(s)"),
        "{}",
        refused.text()
    );
    let homework = app
        .call(
            "POST",
            "/api/v1/assignments",
            &token,
            Some(body(json!({"mode": "homework"}))),
        )
        .await;
    assert_eq!(homework.status, StatusCode::CREATED, "only live games warn");
    let allowed = app
        .call(
            "POST",
            "/api/v1/assignments",
            &token,
            Some(body(json!({"allow_unknown_keys": true}))),
        )
        .await;
    assert_eq!(allowed.status, StatusCode::CREATED, "{}", allowed.text());

    // The page warns, and refuses until the box is ticked.
    let path = format!("/quizzes/{}/assign", quiz.id);
    let form = app.page(&mut browser, "GET", &path, &[]).await;
    assert!(form.text().contains("1 question has no key"));
    let csrf = hidden(&form.text(), "csrf");
    let class_id = class["id"].to_string();
    let fields = [
        ("csrf", csrf.as_str()),
        ("class_id", class_id.as_str()),
        ("mode", "live"),
    ];
    let again = app.page(&mut browser, "POST", &path, &fields).await;
    assert_eq!(again.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(again.text().contains("mark them by hand"));
    let mut ticked = fields.to_vec();
    ticked.push(("unknown_keys_ok", "on"));
    let played = app.page(&mut browser, "POST", &path, &ticked).await;
    assert_eq!(played.status, StatusCode::SEE_OTHER, "{}", played.text());
}

fn topic_quiz(title: &str, topics: &[&str]) -> Quiz {
    let mut quiz = Quiz::new(title, "en");
    for (i, topic) in topics.iter().enumerate() {
        let mut q = Question::new(
            format!("Question {i}"),
            QBody::MultipleChoice {
                choices: vec![Choice::new("right", true), Choice::new("wrong", false)],
            },
        );
        q.topic = Some((*topic).into());
        quiz.questions.push(q);
    }
    quiz
}

#[tokio::test]
async fn mastery_spans_the_class_games_in_the_teachers_bands() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("ana").await;
    let (_, other) = app.teacher("bob").await;
    let first = topic_quiz("Rocks 1", &["Rocks", "Rocks", "Earth"]);
    let (class, game1, roster) = app.game(owner, &token, &first, &["Ana", "Ben", "Cy"]).await;
    let id = |name: &str| roster.iter().find(|(n, _)| n == name).map(|(_, id)| *id);
    app.play(game1, &first, "Ana", id("Ana"), &picks(&[true, true, true]))
        .await;
    let ben_in_game1 = app
        .play(
            game1,
            &first,
            "Ben",
            id("Ben"),
            &picks(&[true, false, false]),
        )
        .await;
    // A second game of the same class: Ben gets the Rocks question right.
    let second = topic_quiz("Rocks 2", &["Rocks"]);
    let stored = app
        .store
        .create_quiz(owner, &second, "")
        .await
        .expect("quiz");
    let game2 = app
        .call(
            "POST",
            "/api/v1/assignments",
            &token,
            Some(json!({"quiz_id": stored.id, "class_id": class, "mode": "homework"})),
        )
        .await
        .json()["id"]
        .as_i64()
        .expect("game 2");
    app.play(game2, &second, "Ben", id("Ben"), &picks(&[true]))
        .await;
    // A game of another class does not count.
    let (_, elsewhere, _) = app.game(owner, &token, &second, &["Ben"]).await;
    app.play(elsewhere, &second, "Ben", None, &picks(&[false]))
        .await;

    let path = format!("/api/v1/classes/{class}/mastery");
    let mastery = app.call("GET", &path, &token, None).await;
    assert_eq!(mastery.status, StatusCode::OK, "{}", mastery.text());
    let m = mastery.json();
    assert_eq!(m["games"], 2);
    assert_eq!(m["topics"], json!(["Earth", "Rocks"]));
    assert_eq!(m["bands"], json!({"low": 0.5, "high": 0.8}));
    let student = |name: &str| {
        m["students"]
            .as_array()
            .expect("students")
            .iter()
            .find(|s| s["name"] == name)
            .expect("student")
            .clone()
    };
    let ben = student("Ben");
    let rocks = &ben["topics"][1];
    assert!((rocks["mastery"].as_f64().unwrap() - 2.0 / 3.0).abs() < 1e-9);
    assert_eq!(rocks["evidence"], 3);
    assert_eq!(rocks["band"], "approaching");
    assert_eq!(ben["topics"][0]["band"], "below");
    assert_eq!(ben["evidence"], 4);
    let trend: Vec<f64> = ben["trend"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["accuracy"].as_f64().unwrap())
        .collect();
    assert!((trend[0] - 1.0 / 3.0).abs() < 1e-9 && (trend[1] - 1.0).abs() < 1e-9);
    assert_eq!(student("Ana")["band"], "mastered");
    let cy = student("Cy");
    assert_eq!(cy["band"], "none", "on the roster, never played");
    assert_eq!(cy["evidence"], 0);

    // The teacher moves the bands: 2/3 is now below.
    let bands = app
        .call(
            "PUT",
            &format!("/api/v1/classes/{class}/bands"),
            &token,
            Some(json!({"low": 0.7, "high": 0.9})),
        )
        .await;
    assert_eq!(bands.status, StatusCode::OK, "{}", bands.text());
    let m = app.call("GET", &path, &token, None).await.json();
    let ben = m["students"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Ben")
        .unwrap()
        .clone();
    assert_eq!(ben["topics"][1]["band"], "below");

    // Mastery is kept in memory between reads: a mark given since, and a
    // new game, show in the next read.
    let marked = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben_in_game1}-1"),
            &token,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(marked.status, StatusCode::OK, "{}", marked.text());
    let third = app
        .call(
            "POST",
            "/api/v1/assignments",
            &token,
            Some(json!({"quiz_id": stored.id, "class_id": class, "mode": "homework"})),
        )
        .await;
    assert_eq!(third.status, StatusCode::CREATED, "{}", third.text());
    let m = app.call("GET", &path, &token, None).await.json();
    assert_eq!(m["games"], 3, "a game nobody played yet counts");
    let ben = m["students"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Ben")
        .unwrap()
        .clone();
    assert_eq!(ben["topics"][1]["mastery"], 1.0, "Rocks: 3 of 3 now");
    let bad = app
        .call(
            "PUT",
            &format!("/api/v1/classes/{class}/bands"),
            &token,
            Some(json!({"low": 0.9, "high": 0.7})),
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);

    // Another teacher: 404, and the bands do not move.
    assert_eq!(
        app.call("GET", &path, &other, None).await.status,
        StatusCode::NOT_FOUND
    );
    let stolen = app
        .call(
            "PUT",
            &format!("/api/v1/classes/{class}/bands"),
            &other,
            Some(json!({"low": 0.1, "high": 0.2})),
        )
        .await;
    assert_eq!(stolen.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.call("GET", &path, &token, None).await.json()["bands"],
        json!({"low": 0.7, "high": 0.9})
    );
}

#[tokio::test]
async fn the_mastery_page_draws_the_heat_map_and_sets_the_bands() {
    let app = App::sqlite().await;
    let email = format!("heat-{}@school.test", unique());
    let mut browser = app.signed_in(&email).await;
    let owner = app.store.user_by_email(&email).await.expect("user").id;
    let token = app
        .call(
            "POST",
            "/api/v1/tokens",
            "",
            Some(json!({"email": email, "password": "correct horse battery"})),
        )
        .await
        .json()["token"]
        .as_str()
        .expect("token")
        .to_string();
    let quiz = topic_quiz("Rocks", &["Rocks & <Minerals>", "Earth"]);
    let (class, game, roster) = app.game(owner, &token, &quiz, &["Ana"]).await;
    app.play(
        game,
        &quiz,
        "Ana",
        Some(roster[0].1),
        &picks(&[true, false]),
    )
    .await;
    let path = format!("/classes/{class}/mastery");
    let page = app.page(&mut browser, "GET", &path, &[]).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("<svg"), "a heat map");
    assert!(html.contains("Rocks &amp; &lt;Minerals"), "escaped topic");
    assert!(html.contains("100%") && html.contains("0%"));
    let csrf = hidden(&html, "csrf");
    let set = app
        .page(
            &mut browser,
            "POST",
            &path,
            &[("csrf", &csrf), ("low", "60"), ("high", "90 %")],
        )
        .await;
    assert_eq!(set.status, StatusCode::SEE_OTHER, "{}", set.text());
    let m = app
        .call(
            "GET",
            &format!("/api/v1/classes/{class}/mastery"),
            &token,
            None,
        )
        .await
        .json();
    assert!((m["bands"]["low"].as_f64().unwrap() - 0.6).abs() < 1e-9);
    let mut other = app.signed_in(&format!("o-{}@school.test", unique())).await;
    assert_eq!(
        app.page(&mut other, "GET", &path, &[]).await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn follow_ups_go_to_the_groups_below_mastery_with_their_missed_questions_and_new_ones() {
    follow_up_scenario(&App::sqlite().await).await;
}

async fn follow_up_scenario(app: &App) {
    let (owner, token) = app.teacher("ana").await;
    let (_, other) = app.teacher("bob").await;
    let quiz = rocks_quiz();
    let stored = app
        .store
        .create_quiz(owner, &quiz, ROCKS)
        .await
        .expect("quiz");
    let class = app
        .call(
            "POST",
            "/api/v1/classes",
            &token,
            Some(json!({"name": "9C", "roster": ["Ana", "Ben", "Cy", "Dee"]})),
        )
        .await
        .json();
    let roster = |name: &str| {
        class["roster"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap()["id"]
            .as_i64()
            .unwrap()
    };
    let game = app
        .call(
            "POST",
            "/api/v1/assignments",
            &token,
            Some(json!({"quiz_id": stored.id, "class_id": class["id"], "mode": "self_paced"})),
        )
        .await
        .json()["id"]
        .as_i64()
        .unwrap();
    // Ana: all right (mastered, 100 %). Ben: misses both rock questions
    // and skips the amber one (25 %, below). Cy: misses the water one
    // (75 %, approaching).
    app.play(
        game,
        &quiz,
        "Ana",
        Some(roster("Ana")),
        &picks(&[true, true, true, true]),
    )
    .await;
    app.play(
        game,
        &quiz,
        "Ben",
        Some(roster("Ben")),
        &[
            Some(Response::Choice(1)),
            Some(Response::Choice(2)),
            Some(Response::Choice(0)),
        ],
    )
    .await;
    app.play(
        game,
        &quiz,
        "Cy",
        Some(roster("Cy")),
        &picks(&[true, true, false, true]),
    )
    .await;
    let path = format!("/api/v1/assignments/{game}/follow-ups");
    let preview = app
        .call("POST", &path, &token, Some(json!({"dry_run": true})))
        .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.text());
    assert!(
        preview.json()["groups"][0]["assignment_id"].is_null(),
        "a dry run makes nothing"
    );

    let made = app
        .call(
            "POST",
            &path,
            &token,
            Some(json!({"due_at": 4_000_000_000_i64})),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let made = made.json();
    let groups = made["groups"].as_array().expect("groups");
    assert_eq!(groups.len(), 2, "{made}");
    let below = &groups[0];
    assert_eq!(below["band"], "below");
    assert_eq!(below["students"][0]["name"], "Ben");
    assert_eq!(below["students"].as_array().unwrap().len(), 1);
    assert_eq!(below["missed"], json!([0, 1, 3]));
    let approaching = &groups[1];
    assert_eq!(approaching["band"], "approaching");
    assert_eq!(approaching["students"][0]["name"], "Cy");
    assert_eq!(approaching["missed"], json!([2]));
    let mastered: Vec<&str> = made["mastered"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(mastered, ["Ana"], "students at mastery get nothing");

    // Ben's quiz: his missed questions, choices reshuffled, then new ones
    // the forge wrote from their passages (rocks and fossils, not water).
    let child = below["assignment_id"].as_i64().expect("assigned");
    let child_quiz_id = below["quiz_id"].as_i64().expect("quiz");
    let child_quiz = app
        .store
        .quiz(owner, child_quiz_id)
        .await
        .expect("follow-up quiz");
    let prompts: Vec<&str> = child_quiz
        .quiz
        .questions
        .iter()
        .map(|q| q.prompt.as_str())
        .collect();
    assert_eq!(
        &prompts[..3],
        [
            quiz.questions[0].prompt.as_str(),
            quiz.questions[1].prompt.as_str(),
            quiz.questions[3].prompt.as_str()
        ]
    );
    let new: Vec<&Question> = child_quiz.quiz.questions[3..].iter().collect();
    assert!(
        !new.is_empty(),
        "the forge wrote new questions from the passages"
    );
    assert!(new.len() <= 3);
    let source = &child_quiz.source_text;
    assert!(source.contains("Basalt is a dark igneous rock"));
    assert!(
        !source.contains("Evaporation"),
        "the water passage was not missed by Ben"
    );
    for q in &new {
        assert!(
            quiz.questions.iter().all(|p| p.prompt != q.prompt),
            "{}",
            q.prompt
        );
        let span = q.source.expect("a new question has its passage");
        assert!(span.end <= source.len());
    }
    for (again, original) in child_quiz.quiz.questions.iter().zip([0, 1, 3]) {
        let mut mine: Vec<&str> = again.choices().iter().map(|c| c.text.as_str()).collect();
        let mut theirs: Vec<&str> = quiz.questions[original]
            .choices()
            .iter()
            .map(|c| c.text.as_str())
            .collect();
        mine.sort_unstable();
        theirs.sort_unstable();
        assert_eq!(mine, theirs);
        let span = again.source.expect("kept its passage");
        assert!(source[span.start..span.end].len() > 10);
    }
    let reshuffled = child_quiz.quiz.questions[..3]
        .iter()
        .zip([0, 1, 3])
        .any(|(a, o)| a.choices() != quiz.questions[o].choices());
    assert!(reshuffled, "the choices are in a new order");

    // Cy's quiz holds the water question and new ones from its passage.
    let cy_quiz = app
        .store
        .quiz(owner, approaching["quiz_id"].as_i64().unwrap())
        .await
        .unwrap();
    assert_eq!(cy_quiz.quiz.questions[0].prompt, quiz.questions[2].prompt);
    assert!(cy_quiz.source_text.contains("Precipitation"));
    assert!(!cy_quiz.source_text.contains("Basalt"));

    // Homework for exactly those students, due when asked, linked.
    let assignment = app
        .call("GET", &format!("/api/v1/assignments/{child}"), &token, None)
        .await
        .json();
    assert_eq!(assignment["mode"], "homework");
    assert_eq!(assignment["due_at"], 4_000_000_000_i64);
    let code = below["join_code"].as_str().unwrap();
    let join_path = format!("/api/v1/play/{code}/players");
    for (name, status) in [
        ("Cy", StatusCode::UNPROCESSABLE_ENTITY),
        ("Ana", StatusCode::UNPROCESSABLE_ENTITY),
        ("Ben", StatusCode::CREATED),
    ] {
        let joined = app
            .call(
                "POST",
                &join_path,
                "",
                Some(json!({"roster_id": roster(name)})),
            )
            .await;
        assert_eq!(joined.status, status, "{name}: {}", joined.text());
    }

    // Another teacher cannot make them.
    let stolen = app
        .call("POST", &path, &other, Some(json!({"dry_run": true})))
        .await;
    assert_eq!(stolen.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_follow_ups_page_previews_the_groups_then_sends_them() {
    let app = App::sqlite().await;
    let email = format!("follow-{}@school.test", unique());
    let mut browser = app.signed_in(&email).await;
    let owner = app.store.user_by_email(&email).await.expect("user").id;
    let token = app
        .call(
            "POST",
            "/api/v1/tokens",
            "",
            Some(json!({"email": email, "password": "correct horse battery"})),
        )
        .await
        .json()["token"]
        .as_str()
        .expect("token")
        .to_string();
    let quiz = rocks_quiz();
    let (_, game, roster) = app.game(owner, &token, &quiz, &["Ana", "Ben"]).await;
    app.play(game, &quiz, "Ana", Some(roster[0].1), &picks(&[true; 4]))
        .await;
    app.play(game, &quiz, "Ben", Some(roster[1].1), &picks(&[false; 4]))
        .await;
    let path = format!("/assignments/{game}/follow-ups");
    let page = app.page(&mut browser, "GET", &path, &[]).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("Not yet") && html.contains("Ben (0 %)"));
    assert!(html.contains("At mastery") && html.contains("Ana (100 %)"));
    // The due day is picked on a calendar: a week from today by default
    // (the teacher has no time zone: UTC).
    let day_in = |days: i64| {
        jiff::Timestamp::from_second(quizforge_store::now() + days * 86_400)
            .unwrap()
            .to_zoned(jiff::tz::TimeZone::UTC)
            .date()
    };
    assert!(
        html.contains(&format!(
            "name=\"due_on\" type=\"date\" min=\"{}\" value=\"{}\"",
            day_in(0),
            day_in(7)
        )),
        "{html}"
    );
    let due_day = day_in(10);
    assert!(!html.contains("Sent"), "nothing sent yet");
    let csrf = hidden(&html, "csrf");
    let preview = app
        .call(
            "POST",
            &format!("/api/v1/assignments/{game}/follow-ups"),
            &token,
            Some(json!({"dry_run": true})),
        )
        .await
        .json();
    let ben = preview["groups"][0]["students"][0]["player_id"].to_string();
    let ana = preview["mastered"][0]["player_id"].to_string();
    let dropped_prompt = preview["groups"][0]["questions"][1]["prompt"]
        .as_str()
        .expect("a second question")
        .to_string();
    // The teacher takes the second question out and sends: the page first
    // shows the follow-ups with that change, then sends exactly those.
    let post = |html: &str, step: &'static str| {
        let shown: usize = hidden(html, "questions_below").parse().expect("count");
        let mut form: Vec<(String, String)> = vec![
            ("csrf".into(), csrf.clone()),
            ("applied".into(), unescape(&hidden(html, "applied"))),
            ("fingerprint".into(), hidden(html, "fingerprint")),
            ("questions_below".into(), shown.to_string()),
            (format!("move_{ben}"), "below".into()),
            (format!("move_{ana}"), "none".into()),
            ("due_on".into(), due_day.to_string()),
            ("new_questions".into(), "3".into()),
            ("step".into(), step.into()),
        ];
        for n in (0..shown).filter(|&n| n != 1) {
            form.push((format!("keep_below_{n}"), "on".into()));
        }
        form
    };
    let form = post(&html, "send");
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let changed = app.page(&mut browser, "POST", &path, &pairs).await;
    assert_eq!(
        changed.status,
        StatusCode::OK,
        "changes are shown before they are sent"
    );
    let changed = changed.text();
    assert!(
        changed.contains("The follow-ups with your changes"),
        "{changed}"
    );
    assert!(changed.contains("(taken out)"));
    assert!(
        quizforge_store::ReportStore::follow_ups(&app.store, owner, game)
            .await
            .expect("none")
            .is_empty()
    );
    // A stale page (the results changed meanwhile) is refused.
    let mut form = post(&changed, "send");
    form.retain(|(k, _)| k != "fingerprint");
    form.push(("fingerprint".into(), "0000".into()));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let stale = app.page(&mut browser, "POST", &path, &pairs).await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    assert!(stale.text().contains("changed since this preview"));
    assert!(
        quizforge_store::ReportStore::follow_ups(&app.store, owner, game)
            .await
            .expect("none")
            .is_empty()
    );
    // A day already gone is refused, and nothing is sent.
    let mut form = post(&changed, "send");
    form.retain(|(k, _)| k != "due_on");
    form.push(("due_on".into(), "2020-01-01".into()));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let past = app.page(&mut browser, "POST", &path, &pairs).await;
    assert_eq!(past.status, StatusCode::OK);
    assert!(past.text().contains("The due date must be today or later"));
    assert!(
        quizforge_store::ReportStore::follow_ups(&app.store, owner, game)
            .await
            .expect("none")
            .is_empty()
    );
    let form = post(&changed, "send");
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let sent = app.page(&mut browser, "POST", &path, &pairs).await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.text());
    let page = app.page(&mut browser, "GET", &path, &[]).await.text();
    assert!(page.contains("Sent on") && page.contains("Follow-up (not yet): Earth science"));
    let children = quizforge_store::ReportStore::follow_ups(&app.store, owner, game)
        .await
        .expect("sent");
    assert_eq!(children.len(), 1);
    let child = app
        .store
        .assignment(owner, children[0])
        .await
        .expect("child");
    // Due at the last minute of the day picked.
    let end_of_day = due_day
        .at(23, 59, 0, 0)
        .to_zoned(jiff::tz::TimeZone::UTC)
        .unwrap()
        .timestamp()
        .as_second();
    assert_eq!(child.due_at, Some(end_of_day));
    assert!(
        child
            .quiz
            .questions
            .iter()
            .all(|q| q.prompt != dropped_prompt),
        "the question taken out is not sent"
    );
    assert_eq!(
        child.quiz.questions.len(),
        hidden(&changed, "questions_below")
            .parse::<usize>()
            .unwrap()
            - 1
    );
    let report = app
        .page(
            &mut browser,
            "GET",
            &format!("/assignments/{game}/report"),
            &[],
        )
        .await
        .text();
    assert!(
        report.contains("Follow-ups: Sent on"),
        "the report says when"
    );
    let mut other = app.signed_in(&format!("x-{}@school.test", unique())).await;
    assert_eq!(
        app.page(&mut other, "GET", &path, &[]).await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_assign_form_turns_automatic_follow_ups_on_and_the_report_says_so() {
    use quizforge_store::FollowUpStore;
    let app = App::sqlite().await;
    let email = format!("auto-{}@school.test", unique());
    let mut browser = app.signed_in(&email).await;
    let owner = app.store.user_by_email(&email).await.expect("user").id;
    let quiz = app
        .store
        .create_quiz(owner, &rocks_quiz(), ROCKS)
        .await
        .expect("quiz");
    let path = format!("/quizzes/{}/assign", quiz.id);
    let form = app.page(&mut browser, "GET", &path, &[]).await.text();
    assert!(
        form.contains("name=\"auto_follow_ups\""),
        "the form offers it"
    );
    assert!(
        !form.contains("name=\"auto_follow_ups\" value=\"on\" checked"),
        "off by default"
    );
    assert!(
        form.contains("name=\"auto_new_questions\" type=\"number\" min=\"0\" max=\"10\" inputmode=\"numeric\" value=\"3\"")
            && form.contains("name=\"auto_due_days\" type=\"number\" min=\"1\" max=\"60\" inputmode=\"numeric\" value=\"7\""),
        "what they get, the follow-ups button's defaults to start with"
    );
    let csrf = hidden(&form, "csrf");
    let mut games = Vec::new();
    for auto in [true, false] {
        let mut fields = vec![
            ("csrf", csrf.as_str()),
            ("class_id", "new"),
            ("new_class", "Year 9\nAna\nBen"),
            ("mode", "self_paced"),
        ];
        if auto {
            fields.push(("auto_follow_ups", "on"));
            fields.push(("auto_new_questions", "5"));
            fields.push(("auto_due_days", "2"));
        }
        let done = app.page(&mut browser, "POST", &path, &fields).await;
        assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.text());
        let location = done.headers[header::LOCATION].to_str().expect("location");
        let id: i64 = location
            .trim_start_matches("/assignments/")
            .parse()
            .expect("the dashboard");
        games.push(id);
    }
    let on = app
        .store
        .follow_up_status(owner, games[0])
        .await
        .expect("on");
    let off = app
        .store
        .follow_up_status(owner, games[1])
        .await
        .expect("off");
    assert!(on.auto && on.sent_at.is_none());
    assert_eq!(
        on.settings,
        quizforge_store::AutoFollowUps {
            new_questions: 5,
            due_days: 2
        },
        "what the teacher chose"
    );
    assert!(!off.auto);
    assert_eq!(off.settings, quizforge_store::AutoFollowUps::default());
    let report = app
        .page(
            &mut browser,
            "GET",
            &format!("/assignments/{}/report", games[0]),
            &[],
        )
        .await
        .text();
    assert!(
        report.contains("go out automatically when the game ends"),
        "{report}"
    );
    let plain = app
        .page(
            &mut browser,
            "GET",
            &format!("/assignments/{}/report", games[1]),
            &[],
        )
        .await
        .text();
    assert!(!plain.contains("automatically"));
}

#[tokio::test]
async fn a_students_page_shows_every_game_and_every_answer() {
    let app = App::sqlite().await;
    let (mut browser, Volcano { owner, class, .. }) = app.volcano_signed_in("rec").await;
    let roster = app.store.class(owner, class).await.expect("class").roster;
    let ben = roster.iter().find(|r| r.name == "Ben").expect("Ben").id;
    let dee = roster.iter().find(|r| r.name == "Dee").expect("Dee").id;
    let page = app
        .page(
            &mut browser,
            "GET",
            &format!("/classes/{class}/students/{ben}"),
            &[],
        )
        .await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    for shown in [
        "Ben",
        "Volcanoes",
        "magma",
        "Marble",
        "crust → mantle → core",
        "Basalt",
    ] {
        assert!(html.contains(shown), "{shown}");
    }
    let dee_page = app
        .page(
            &mut browser,
            "GET",
            &format!("/classes/{class}/students/{dee}"),
            &[],
        )
        .await;
    assert!(dee_page.text().contains("not started"));
    let class_page = app
        .page(&mut browser, "GET", &format!("/classes/{class}"), &[])
        .await;
    assert!(
        class_page
            .text()
            .contains(&format!("/classes/{class}/mastery"))
    );
    let mut other = app.signed_in(&format!("y-{}@school.test", unique())).await;
    assert_eq!(
        app.page(
            &mut other,
            "GET",
            &format!("/classes/{class}/students/{ben}"),
            &[]
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_homework_past_its_due_time_takes_accepted_answers() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("ana").await;
    let quiz = volcano_quiz();
    let stored = app.store.create_quiz(owner, &quiz, "").await.expect("quiz");
    let class = app
        .call(
            "POST",
            "/api/v1/classes",
            &token,
            Some(json!({"name": "8B"})),
        )
        .await
        .json();
    let due = |at: i64| json!({"quiz_id": stored.id, "class_id": class["id"], "mode": "homework", "due_at": at});
    let mut games = Vec::new();
    for at in [1_000_000_000_i64, 4_000_000_000] {
        let made = app
            .call("POST", "/api/v1/assignments", &token, Some(due(at)))
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
        let game = made.json()["id"].as_i64().unwrap();
        app.play(game, &quiz, "Ben", None, &[None, text("magma")])
            .await;
        games.push(game);
    }
    let accept = |game: i64| {
        let path = format!("/api/v1/assignments/{game}/questions/1/accepted");
        let token = token.clone();
        let app = &app;
        async move {
            app.call("POST", &path, &token, Some(json!({"text": "magma"})))
                .await
                .status
        }
    };
    assert_eq!(accept(games[0]).await, StatusCode::OK, "past due");
    assert_eq!(accept(games[1]).await, StatusCode::CONFLICT, "still open");
}

impl App {
    /// A page asked for by a browser whose language is `accept`.
    async fn page_in(&self, cookies: &Cookies, path: &str, accept: &str) -> String {
        let mut request = Request::get(path).header(header::ACCEPT_LANGUAGE, accept);
        if !cookies.0.is_empty() {
            let line: Vec<String> = cookies.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
            request = request.header(header::COOKIE, line.join("; "));
        }
        let mut request = request.body(Body::empty()).expect("request");
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
        let response = self.router.clone().oneshot(request).await.expect("reply");
        assert_eq!(response.status(), StatusCode::OK, "{path} in {accept}");
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        String::from_utf8(bytes.to_vec()).expect("UTF-8")
    }
}

#[tokio::test]
async fn the_results_and_library_pages_follow_the_teachers_language() {
    let app = App::sqlite().await;
    let (
        browser,
        Volcano {
            owner,
            class,
            assignment,
            ..
        },
    ) = app.volcano_signed_in("langues").await;
    let roster = app.store.class(owner, class).await.expect("class").roster;
    let ben = roster.iter().find(|r| r.name == "Ben").expect("Ben").id;
    let pages = [
        format!("/assignments/{assignment}/report"),
        format!("/assignments/{assignment}/items"),
        format!("/classes/{class}/mastery"),
        format!("/classes/{class}/students/{ben}"),
        format!("/assignments/{assignment}/follow-ups"),
        "/library?q=volcano".to_string(),
    ];
    // Words each page shows in the language, page by page.
    let french: [&[&str]; 6] = [
        &[
            "3 élèves ont joué",
            "Analyse des questions",
            "À corriger à la main",
            "Réussite par thème",
            "Corrigé :",
        ],
        &["analyse des questions", "Facilité", "Alertes", "écart-type"],
        &[
            "Maîtrise par thème",
            "Tous les thèmes",
            "Enregistrer les seuils",
            "pas encore",
        ],
        &["1 partie de cette classe", "Réponse", "Corrigé"],
        &[
            "suivis",
            "Afficher avec mes modifications",
            "Envoyer les suivis",
        ],
        &[
            "Chercher des quiz",
            "Les miens et les partagés",
            "Type de question",
            "Jusqu&#39;à 10 questions",
        ],
    ];
    let german: [&[&str]; 6] = [
        &[
            "3 Schüler·innen haben gespielt",
            "Aufgabenanalyse",
            "Von Hand zu bewerten",
            "Trefferquote nach Thema",
            "Lösung:",
        ],
        &[
            "Aufgabenanalyse",
            "Lösungsquote",
            "Trennschärfe",
            "Standardabweichung",
        ],
        &[
            "Lernstand nach Thema",
            "Alle Themen",
            "Grenzen speichern",
            "noch nicht",
        ],
        &["1 Spiel dieser Klasse", "Antwort", "Lösung"],
        &[
            "Nachbereitung",
            "Mit meinen Änderungen anzeigen",
            "Nachbereitung verschicken",
        ],
        &[
            "Quizze durchsuchen",
            "Meine und geteilte",
            "Fragetyp",
            "Bis zu 10 Fragen",
        ],
    ];
    for (accept, lang, words) in [("fr-FR,fr;q=0.9", "fr", french), ("de-DE", "de", german)] {
        for (path, words) in pages.iter().zip(words) {
            let html = app.page_in(&browser, path, accept).await;
            assert!(
                html.contains(&format!("<html lang=\"{lang}\">")),
                "{path}: {html}"
            );
            assert!(
                !html.contains(quizforge_server::i18n::MISSING),
                "{path} in {lang}: {html}"
            );
            for word in words {
                assert!(
                    html.contains(word),
                    "{path} in {lang} lacks {word:?}: {html}"
                );
            }
        }
    }
    // Percentages the language's way: "67 %" with a no-break space.
    let report = app.page_in(&browser, &pages[0], "fr").await;
    assert!(report.contains("\u{a0}%"), "{report}");
    let mastery = app.page_in(&browser, &pages[2], "fr").await;
    assert!(mastery.contains("\u{a0}%<tspan"), "the heat map: {mastery}");
    // An English browser still gets English.
    let report = app.page_in(&browser, &pages[0], "en-GB").await;
    assert!(report.contains("3 students played") && report.contains("Item analysis"));
    assert!(!report.contains("\u{a0}%"));
    // Discover follows an anonymous browser's language.
    for (accept, lang, lead) in [
        ("es-ES", "es", "Cuestionarios públicos creados por docentes"),
        ("fr", "fr", "Les quiz publics créés par des enseignants"),
        ("de", "de", "Öffentliche Quizze von Lehrkräften"),
        ("pt-BR", "en", "Public quizzes made by teachers"),
    ] {
        let html = app.page_in(&Cookies::default(), "/discover", accept).await;
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{html}");
        assert!(html.contains(lead), "{lang}: {html}");
        assert!(!html.contains(quizforge_server::i18n::MISSING), "{html}");
    }
}
