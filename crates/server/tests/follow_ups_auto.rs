//! Follow-ups that go out on their own, once, and follow-ups changed
//! before they go out (issue 13): a live game that ends, a homework whose
//! due time passes (the sweep driven directly with a chosen "now"), two
//! sweeps racing over one database (two app states, as two `quizforge
//! serve` processes: SQLite, and PostgreSQL with
//! QUIZFORGE_TEST_POSTGRES_URL), and a preview changed by the teacher
//! that is exactly what the students get, refused when stale.

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

#[tokio::test]
async fn a_live_game_set_to_follow_up_sends_them_when_it_ends_and_says_so() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("live").await;
    let (game, roster) = app
        .rocks_game(
            owner,
            &token,
            json!({"mode": "live", "auto_follow_ups": true}),
        )
        .await;
    let (plain, plain_roster) = app.rocks_game(owner, &token, json!({"mode": "live"})).await;
    let read = app
        .call("GET", &format!("/api/v1/assignments/{game}"), &token, None)
        .await
        .json();
    assert_eq!(read["auto_follow_ups"], true);
    assert!(read["follow_ups_sent_at"].is_null());
    app.play_rocks(game, &roster).await;
    app.play_rocks(plain, &plain_roster).await;
    assert!(
        app.follow_ups(owner, game).await.is_empty(),
        "not before the end"
    );
    for id in [game, plain] {
        let ended = app
            .call(
                "POST",
                &format!("/api/v1/assignments/{id}/control"),
                &token,
                Some(json!({"action": "end"})),
            )
            .await;
        assert_eq!(ended.status, StatusCode::OK, "{}", ended.text());
    }
    // The end of the game sends them in the background: wait for it (no
    // timing asserted, only a bound on how long to wait).
    let mut read = Value::Null;
    for _ in 0..600 {
        read = app
            .call("GET", &format!("/api/v1/assignments/{game}"), &token, None)
            .await
            .json();
        if !read["follow_ups_sent_at"].is_null() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(read["follow_ups_sent_at"].as_i64().is_some(), "{read}");
    assert_eq!(read["follow_ups_sent_automatically"], true);
    let sent = app.follow_ups(owner, game).await;
    assert_eq!(
        sent.iter()
            .map(|(_, given)| given.clone())
            .collect::<Vec<_>>(),
        [
            vec![roster_id(&roster, "Ben")],
            vec![roster_id(&roster, "Cy"), roster_id(&roster, "Dee")]
        ],
        "the groups below mastery, as the button makes them"
    );
    // Exactly as the button would have: the same groups and quizzes.
    let child = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{}", sent[0].0),
            &token,
            None,
        )
        .await
        .json();
    assert_eq!(child["mode"], "homework");
    assert!(child["due_at"].as_i64().unwrap() > read["follow_ups_sent_at"].as_i64().unwrap());
    // The teacher sees on the report that they went out on their own.
    let report = app
        .call("GET", &format!("/api/v1/assignments/{game}"), &token, None)
        .await
        .json();
    assert_eq!(report["follow_ups_sent_automatically"], true);
    // A second send, by hand or by a sweep, sends nothing more.
    let again = app
        .call(
            "POST",
            &format!("/api/v1/assignments/{game}/follow-ups"),
            &token,
            Some(json!({})),
        )
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.text());
    assert!(again.text().contains("already sent automatically"));
    let swept = quizforge_server::results::sweep(&app.state, quizforge_store::now() + 1_000_000)
        .await
        .expect("sweep");
    assert_eq!(swept, 0);
    assert_eq!(app.follow_ups(owner, game).await.len(), 2);
    // The game the teacher did not set sends nothing on its own.
    assert!(app.follow_ups(owner, plain).await.is_empty());
    let status = app
        .store
        .follow_up_status(owner, plain)
        .await
        .expect("status");
    assert!(!status.auto && status.sent_at.is_none());
}

#[tokio::test]
async fn a_homework_set_to_follow_up_sends_them_when_the_sweep_finds_it_due() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("homework").await;
    let due = quizforge_store::now() + 3600;
    let (game, roster) = app
        .rocks_game(
            owner,
            &token,
            json!({"mode": "homework", "due_at": due, "auto_follow_ups": true}),
        )
        .await;
    app.play_rocks(game, &roster).await;
    let sweep = |now| quizforge_server::results::sweep(&app.state, now);
    assert_eq!(sweep(due - 1).await.expect("sweep"), 0, "not due yet");
    assert!(app.follow_ups(owner, game).await.is_empty());
    assert_eq!(sweep(due + 1).await.expect("sweep"), 1, "due: sent");
    let status = app
        .store
        .follow_up_status(owner, game)
        .await
        .expect("status");
    assert!(status.sent_auto && status.sent_at.is_some());
    let sent = app.follow_ups(owner, game).await;
    assert_eq!(sent.len(), 2);
    assert_eq!(sent[0].1, [roster_id(&roster, "Ben")]);
    assert_eq!(sweep(due + 2).await.expect("sweep"), 0, "once only");
    assert_eq!(app.follow_ups(owner, game).await.len(), 2);
}

#[tokio::test]
async fn automatic_follow_ups_get_the_new_questions_and_due_time_chosen_when_assigning() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("settings").await;
    let due = quizforge_store::now() + 3600;
    let homework = |extra: Value| {
        let mut fields = json!({"mode": "homework", "due_at": due, "auto_follow_ups": true});
        for (k, v) in extra.as_object().expect("fields") {
            fields[k] = v.clone();
        }
        fields
    };
    let (chosen, chosen_roster) = app
        .rocks_game(
            owner,
            &token,
            homework(json!({"auto_follow_up_questions": 0, "auto_follow_up_days": 3})),
        )
        .await;
    let (plain, plain_roster) = app.rocks_game(owner, &token, homework(json!({}))).await;
    let read = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{chosen}"),
            &token,
            None,
        )
        .await
        .json();
    assert_eq!(read["auto_follow_up_questions"], 0);
    assert_eq!(read["auto_follow_up_days"], 3);
    let read = app
        .call("GET", &format!("/api/v1/assignments/{plain}"), &token, None)
        .await
        .json();
    assert_eq!(read["auto_follow_up_questions"], 3, "the button's default");
    assert_eq!(read["auto_follow_up_days"], 7, "the button's default");
    app.play_rocks(chosen, &chosen_roster).await;
    app.play_rocks(plain, &plain_roster).await;
    let swept = quizforge_server::results::sweep(&app.state, due + 1)
        .await
        .expect("sweep");
    assert_eq!(swept, 2);
    // The same students miss the same questions in both games: what
    // differs is only what the teacher chose.
    let child = |game: i64| {
        let app = &app;
        let token = token.clone();
        async move {
            let sent = app.follow_ups(owner, game).await;
            let sent_at = app
                .store
                .follow_up_status(owner, game)
                .await
                .expect("status")
                .sent_at
                .expect("sent");
            let child = app
                .call(
                    "GET",
                    &format!("/api/v1/assignments/{}", sent[0].0),
                    &token,
                    None,
                )
                .await
                .json();
            (child, sent_at)
        }
    };
    let (chosen_child, chosen_sent) = child(chosen).await;
    let (plain_child, plain_sent) = child(plain).await;
    let day = 24 * 3600;
    let chosen_due = chosen_child["due_at"].as_i64().expect("due");
    assert!(
        (chosen_sent + 3 * day - 5..=chosen_sent + 3 * day).contains(&chosen_due),
        "due {chosen_due}, sent {chosen_sent}"
    );
    let plain_due = plain_child["due_at"].as_i64().expect("due");
    assert!(
        (plain_sent + 7 * day - 5..=plain_sent + 7 * day).contains(&plain_due),
        "due {plain_due}, sent {plain_sent}"
    );
    let questions = |child: &Value| child["questions"].as_i64().expect("questions");
    assert!(
        questions(&chosen_child) < questions(&plain_child),
        "no new questions: {} against {}",
        questions(&chosen_child),
        questions(&plain_child)
    );
    // Out of range is refused, not changed.
    for wrong in [
        json!({"auto_follow_up_questions": 11}),
        json!({"auto_follow_up_days": 0}),
        json!({"auto_follow_up_days": 61}),
    ] {
        let (body, _) = app
            .rocks_assignment(owner, &token, homework(wrong.clone()))
            .await;
        let refused = app
            .call("POST", "/api/v1/assignments", &token, Some(body))
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{wrong}: {}",
            refused.text()
        );
        assert!(
            refused.text().contains("auto_follow_up"),
            "{}",
            refused.text()
        );
    }
}

#[tokio::test]
async fn a_game_that_ended_on_a_process_that_died_before_sending_is_caught_by_a_sweep() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("died").await;
    let (game, roster) = app
        .rocks_game(
            owner,
            &token,
            json!({"mode": "self_paced", "auto_follow_ups": true}),
        )
        .await;
    app.play_rocks(game, &roster).await;
    // The game's end was stored, and its process died before it sent the
    // follow-ups (nothing but the stored state changes).
    let ended = quizforge_core::play::GameState {
        phase: quizforge_core::play::Phase::Ended,
        question: None,
        question_started_ms: None,
    };
    app.store.set_game_state(game, &ended).await.expect("ended");
    assert!(app.follow_ups(owner, game).await.is_empty());
    let other_process = App::on(&app.url(), None).await;
    let sent = quizforge_server::results::sweep(&other_process.state, quizforge_store::now())
        .await
        .expect("sweep");
    assert_eq!(sent, 1);
    assert_eq!(app.follow_ups(owner, game).await.len(), 2);
    let status = app
        .store
        .follow_up_status(owner, game)
        .await
        .expect("status");
    assert!(status.sent_auto && status.sent_at.is_some());
}

/// Two app states on one database (two processes) sweep at the same time
/// over several due games: each game's follow-ups are made exactly once.
async fn racing_sweeps(first: &App, second: &App, exact_count: bool) {
    let (owner, token) = first.teacher("race").await;
    let due = quizforge_store::now() + 3600;
    let mut games = Vec::new();
    for _ in 0..3 {
        let (game, roster) = first
            .rocks_game(
                owner,
                &token,
                json!({"mode": "homework", "due_at": due, "auto_follow_ups": true}),
            )
            .await;
        first.play_rocks(game, &roster).await;
        games.push(game);
    }
    let (a, b) = tokio::join!(
        quizforge_server::results::sweep(&first.state, due + 1),
        quizforge_server::results::sweep(&second.state, due + 1),
    );
    let (a, b) = (a.expect("first sweep"), b.expect("second sweep"));
    if exact_count {
        assert_eq!(a + b, games.len(), "every game sent once: {a} + {b}");
    }
    for game in games {
        let made = first.follow_ups(owner, game).await;
        assert_eq!(made.len(), 2, "game {game}: one homework per group, once");
        let status = second
            .store
            .follow_up_status(owner, game)
            .await
            .expect("status");
        assert!(status.sent_auto && status.sent_at.is_some());
    }
}

#[tokio::test]
async fn two_sweeps_racing_on_one_sqlite_file_send_each_games_follow_ups_once() {
    let (url, dir) = scratch();
    let first = App::on(&url, Some(dir)).await;
    let second = App::on(&url, None).await;
    racing_sweeps(&first, &second, true).await;
}

#[tokio::test]
async fn postgres_two_sweeps_racing_send_each_games_follow_ups_once() {
    let Some(url) = postgres_url() else { return };
    let first = App::on(&url, None).await;
    let second = App::on(&url, None).await;
    // Other tests' games on the shared database may be swept too: the
    // count is checked per game.
    racing_sweeps(&first, &second, false).await;
}

#[tokio::test]
async fn the_changed_preview_is_exactly_what_the_students_get() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("edit").await;
    let (game, roster) = app
        .rocks_game(owner, &token, json!({"mode": "self_paced"}))
        .await;
    app.play_rocks(game, &roster).await;
    let path = format!("/api/v1/assignments/{game}/follow-ups");
    let plain = app
        .call("POST", &path, &token, Some(json!({"dry_run": true})))
        .await
        .json();
    let player = |name: &str| {
        plain["groups"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|g| g["students"].as_array().unwrap())
            .chain(plain["mastered"].as_array().unwrap())
            .find(|s| s["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {plain}"))["player_id"]
            .as_i64()
            .unwrap()
    };
    // Dee moves to "not yet" with Ben, Cy is left out, and the second
    // question of the group's quiz is taken out.
    let changes = json!({
        "students": [
            {"player_id": player("Dee"), "group": "below"},
            {"player_id": player("Cy"), "group": "none"},
            {"player_id": player("Ana"), "group": "none"},
        ],
        "drop": [{"group": "below", "question": 1}],
    });
    let mut ask = changes.clone();
    ask["dry_run"] = json!(true);
    ask["due_at"] = json!(4_000_000_000_i64);
    let preview = app.call("POST", &path, &token, Some(ask.clone())).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.text());
    let preview = preview.json();
    let groups = preview["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 1, "nobody is left nearly there: {preview}");
    let below = &groups[0];
    let names: Vec<&str> = below["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ben", "Dee"]);
    assert_eq!(
        below["students"][1]["band"], "approaching",
        "where her score put her"
    );
    assert_eq!(preview["left_out"][0]["name"], "Cy");
    assert_eq!(
        preview["mastered"][0]["name"], "Ana",
        "a move to where one is changes nothing"
    );
    // Ben missed 0, 1, 3 and Dee 0, 2: the quiz repeats 0, 1, 2, 3, less
    // the one taken out.
    assert_eq!(below["missed"], json!([0, 1, 2, 3]));
    assert_eq!(below["dropped"][0]["position"], 1);
    assert_eq!(below["dropped"][0]["missed"], 1);
    let shown: Vec<String> = below["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["prompt"].as_str().unwrap().to_string())
        .collect();
    assert!(shown.len() >= 3, "{shown:?}");
    assert!(!shown.contains(&rocks_quiz().questions[1].prompt));
    assert_eq!(
        preview["changes"]["students"].as_array().unwrap().len(),
        2,
        "Ana's move changed nothing"
    );
    let fingerprint = preview["fingerprint"].as_str().unwrap().to_string();

    // The same changes again give the same preview.
    let again = app.call("POST", &path, &token, Some(ask)).await.json();
    assert_eq!(again["fingerprint"], fingerprint.as_str());

    // A stale fingerprint is refused, and nothing is made.
    let mut stale = changes.clone();
    stale["expect"] = json!("0000");
    stale["due_at"] = json!(4_000_000_000_i64);
    let refused = app.call("POST", &path, &token, Some(stale)).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.text());
    assert!(refused.text().contains("changed since this preview"));
    assert!(app.follow_ups(owner, game).await.is_empty());

    // Sent with the preview's fingerprint: exactly what it showed.
    let mut send = changes.clone();
    send["expect"] = json!(fingerprint);
    send["due_at"] = json!(4_000_000_000_i64);
    let made = app.call("POST", &path, &token, Some(send)).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let made = made.json();
    assert_eq!(made["fingerprint"], fingerprint.as_str());
    assert_eq!(made["automatic"], false);
    let quiz_id = made["groups"][0]["quiz_id"].as_i64().expect("made");
    let stored = app.store.quiz(owner, quiz_id).await.expect("quiz");
    let prompts: Vec<String> = stored
        .quiz
        .questions
        .iter()
        .map(|q| q.prompt.clone())
        .collect();
    assert_eq!(prompts, shown, "the students get what the preview showed");
    let sent = app.follow_ups(owner, game).await;
    assert_eq!(sent.len(), 1);
    assert_eq!(
        sent[0].1,
        [roster_id(&roster, "Ben"), roster_id(&roster, "Dee")]
    );
    let code = made["groups"][0]["join_code"].as_str().unwrap();
    let cy = app
        .call(
            "POST",
            &format!("/api/v1/play/{code}/players"),
            "",
            Some(json!({"roster_id": roster_id(&roster, "Cy")})),
        )
        .await;
    assert_eq!(
        cy.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "Cy was left out"
    );
    let status = app
        .store
        .follow_up_status(owner, game)
        .await
        .expect("status");
    assert!(status.sent_at.is_some() && !status.sent_auto);
}

#[tokio::test]
async fn a_preview_is_stale_once_an_answer_comes_in_and_bad_changes_are_refused() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("stale").await;
    let (game, roster) = app
        .rocks_game(owner, &token, json!({"mode": "self_paced"}))
        .await;
    app.play_rocks(game, &roster).await;
    let path = format!("/api/v1/assignments/{game}/follow-ups");
    let preview = app
        .call("POST", &path, &token, Some(json!({"dry_run": true})))
        .await
        .json();
    let fingerprint = preview["fingerprint"].as_str().unwrap().to_string();
    // A student plays meanwhile (a nickname: the groups' students do not
    // change, but the follow-ups do).
    app.play(game, &rocks_quiz(), "Zed", None, &picks(&[false; 4]))
        .await;
    let refused = app
        .call("POST", &path, &token, Some(json!({"expect": fingerprint})))
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.text());
    assert!(app.follow_ups(owner, game).await.is_empty());
    for bad in [
        json!({"dry_run": true, "students": [{"player_id": 999_999, "group": "below"}]}),
        json!({"dry_run": true, "students": [{"player_id": preview["mastered"][0]["player_id"], "group": "top"}]}),
        json!({"dry_run": true, "drop": [{"group": "below", "question": 99}]}),
    ] {
        let reply = app.call("POST", &path, &token, Some(bad.clone())).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{bad}: {}",
            reply.text()
        );
    }
}

/// The forge's new questions for a group are kept for the next preview of
/// the same passages: a second preview is the same, and needs no intake
/// slot (an upload may hold them all), where it used to be refused as busy.
#[tokio::test]
async fn a_second_preview_reuses_the_forged_questions_even_when_every_slot_is_taken() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("kept").await;
    let (game, roster) = app
        .rocks_game(owner, &token, json!({"mode": "self_paced"}))
        .await;
    app.play_rocks(game, &roster).await;
    let path = format!("/api/v1/assignments/{game}/follow-ups");
    let ask = json!({"dry_run": true, "due_at": 4_000_000_000_i64});
    let first = app.call("POST", &path, &token, Some(ask.clone())).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text());
    let new_questions = |preview: &Value| -> usize {
        preview["groups"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|g| g["questions"].as_array().unwrap())
            .filter(|q| q["missed"].is_null())
            .count()
    };
    assert!(new_questions(&first.json()) > 0, "{}", first.text());
    let slots = app.state.config.max_intakes;
    let _held = std::sync::Arc::clone(&app.state.intake_slots)
        .acquire_many_owned(slots as u32)
        .await
        .expect("every slot");
    let second = app.call("POST", &path, &token, Some(ask)).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.text());
    assert_eq!(second.json(), first.json());
}
