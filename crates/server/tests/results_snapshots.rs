//! A large game's results snapshot (issue 13, first read): a server that
//! reads a game of 10,000 or more answers whole saves them in the
//! database, and a server that has not read the game yet (a fresh one on
//! the same database) starts from that snapshot and reads only what
//! changed since, giving the same report and item analysis as a whole
//! read. A damaged snapshot is forgotten, never believed. On a real SQLite
//! file, and on PostgreSQL when QUIZFORGE_TEST_POSTGRES_URL is set.

mod rocks_support;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

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

/// 400 students × 30 questions: 12,000 answers, above the size from
/// which a game's rows are saved.
const STUDENTS: usize = 400;
const QUESTIONS: usize = 30;

fn unique() -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A server as just started: nothing of any game in memory.
fn fresh_server(store: &AnyStore) -> Router {
    router(AppState::new(
        store.clone(),
        Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        },
    ))
}

async fn call(
    router: &Router,
    method: &str,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut request = Request::builder()
        .method(method)
        .uri(path)
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header(header::CONTENT_TYPE, "application/json")
        .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
        .expect("request");
    request
        .extensions_mut()
        .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
    let response = router.clone().oneshot(request).await.expect("reply");
    let status = response.status();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// What a server says of the game: its report (every student on one
/// page) and its item analysis.
async fn results(router: &Router, token: &str, game: i64) -> (Value, Value) {
    let (status, report) = call(
        router,
        "GET",
        &format!("/api/v1/assignments/{game}/report?limit={STUDENTS}"),
        token,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{report}");
    let (status, items) = call(
        router,
        "GET",
        &format!("/api/v1/assignments/{game}/items"),
        token,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{items}");
    (report, items)
}

/// A teacher's token and id, and a played game (with its players) of [`STUDENTS`] × [`QUESTIONS`].
async fn played_game(store: &AnyStore, server: &Router) -> (String, i64, i64, Vec<i64>) {
    let email = format!("snap-{}@school.test", unique());
    let credentials = json!({"email": email, "password": "correct horse battery"});
    let (status, _) = call(
        server,
        "POST",
        "/api/v1/signup",
        "",
        Some(credentials.clone()),
    )
    .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let (_, token) = call(server, "POST", "/api/v1/tokens", "", Some(credentials)).await;
    let token = token["token"].as_str().expect("a token").to_string();
    let owner = store.user_by_email(&email).await.expect("user").id;
    let mut quiz = Quiz::new("Snapshots", "en");
    for i in 0..QUESTIONS {
        let mut question = Question::new(
            format!("Question {i}"),
            QBody::MultipleChoice {
                choices: (0..4)
                    .map(|c| Choice::new(format!("option {c}"), c == 0))
                    .collect(),
            },
        );
        question.topic = Some(format!("Topic {}", i % 5));
        quiz.questions.push(question);
    }
    let quiz_id = store.create_quiz(owner, &quiz, "").await.expect("quiz").id;
    let class = store
        .create_class(owner, "Year 9", &[])
        .await
        .expect("class")
        .id;
    let (status, game) = call(
        server,
        "POST",
        "/api/v1/assignments",
        &token,
        Some(json!({"quiz_id": quiz_id, "class_id": class, "mode": "self_paced"})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    let game = game["id"].as_i64().expect("a game id");
    let joins: Vec<PlayWrite> = (0..STUDENTS)
        .map(|p| {
            PlayWrite::Join(NewPlayer {
                assignment_id: game,
                token_hash: format!("snap-{game}-{p}"),
                name: format!("Student {p:03}"),
                name_key: format!("student {p:03}"),
                roster_id: None,
                joined_at: 1_700_000_000 + p as i64,
            })
        })
        .collect();
    let mut players = Vec::new();
    for written in store.apply_play_writes(&joins).await.expect("joins") {
        if let PlayWritten::Joined(player) = written {
            players.push(player.id);
        }
    }
    let mut answers = Vec::new();
    for (p, &player) in players.iter().enumerate() {
        for (q, question) in quiz.questions.iter().enumerate() {
            // A spread of scores and of wrong options, deterministic.
            let hash = (p * 31 + q * 17) % 100;
            let right = hash < 20 + (p * 70) / STUDENTS;
            let response = Response::Choice(if right { 0 } else { 1 + hash % 3 });
            let graded = grade(question, &response).expect("grade");
            answers.push(PlayWrite::Answer(AnswerRecord {
                assignment_id: game,
                player_id: player,
                question: q as u32,
                response_json: serde_json::to_string(&response).expect("json").into(),
                outcome: graded.outcome,
                fraction: graded.fraction,
                points: graded.points,
                elapsed_ms: 800 + (hash as i64) * 37,
                answered_at_ms: 1_700_000_000_000 + (p * 1_000 + q * 9) as i64,
            }));
        }
    }
    for batch in answers.chunks(4_000) {
        store.apply_play_writes(batch).await.expect("answers");
    }
    (token, owner, game, players)
}

/// Waits until a snapshot of the game newer than `after` is in the
/// database (it is saved on a task of its own after the read that
/// asked for it). Readiness, not a timing assertion.
async fn snapshot_after(store: &AnyStore, game: i64, after: i64) -> i64 {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(snapshot) = store.results_snapshot(game).await.expect("read")
            && snapshot.newest() > after
        {
            return snapshot.newest();
        }
        assert!(
            Instant::now() < deadline,
            "no snapshot of game {game} was saved"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn scenario(store: AnyStore) {
    let first = fresh_server(&store);
    let (token, _, game, players) = played_game(&store, &first).await;
    assert!(store.results_snapshot(game).await.unwrap().is_none());
    // The first server reads the game whole, and saves it.
    let whole = results(&first, &token, game).await;
    assert_eq!(whole.0["students_total"], STUDENTS);
    let saved = snapshot_after(&store, game, i64::MIN).await;
    let snapshot = store.results_snapshot(game).await.unwrap().unwrap();
    assert_eq!(snapshot.answers.len(), STUDENTS * QUESTIONS);
    assert_eq!(snapshot.players.len(), STUDENTS);

    // A fresh server starts from the snapshot: the same answers.
    assert_eq!(results(&fresh_server(&store), &token, game).await, whole);

    // A mark by hand and a rename after the snapshot: a fresh server
    // applies them to it (only those players are read again).
    let (status, marked) = call(
        &first,
        "PATCH",
        &format!("/api/v1/answers/{}-3", players[7]),
        &token,
        Some(json!({"outcome": "correct"})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{marked}");
    store
        .rename_player(game, players[9], "Student Nine", "student nine")
        .await
        .expect("rename");
    let changed = results(&first, &token, game).await;
    assert_ne!(changed, whole, "the mark and the rename show");
    assert_eq!(
        store
            .results_snapshot(game)
            .await
            .unwrap()
            .unwrap()
            .newest(),
        saved,
        "two players changed of 400: the snapshot is not saved again"
    );
    assert_eq!(results(&fresh_server(&store), &token, game).await, changed);

    // A snapshot nobody can read is forgotten, and the game read whole.
    store
        .save_results_snapshot(game, i64::MAX, b"QFRS1 damaged")
        .await
        .expect("save");
    assert_eq!(results(&fresh_server(&store), &token, game).await, changed);
    snapshot_after(&store, game, saved).await;
    assert_eq!(results(&fresh_server(&store), &token, game).await, changed);
}

/// When a game ends its results are read at once, so a large game's
/// snapshot is there before the teacher opens the report.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_large_game_is_saved_when_it_ends() {
    let dir = std::env::temp_dir().join(format!("quizforge-snapshots-{}", unique()));
    std::fs::create_dir_all(&dir).expect("dir");
    let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
    let store = AnyStore::connect(&url).await.expect("store");
    let state = AppState::new(
        store.clone(),
        Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        },
    );
    let server = router(state.clone());
    let (token, owner, game, _) = played_game(&store, &server).await;
    quizforge_server::results::after_game_end(&state, owner, game);
    snapshot_after(&store, game, i64::MIN).await;
    assert_eq!(
        results(&fresh_server(&store), &token, game).await,
        results(&server, &token, game).await
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn state_of(store: &AnyStore) -> AppState {
    AppState::new(
        store.clone(),
        Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        },
    )
}

/// The keeper takes a snapshot of a large game nobody read, takes it again
/// only once a tenth of the players changed, from any process; and when the
/// game ends, any change since the last one is saved at once.
async fn keeper_scenario(store: AnyStore) {
    let keep = |state: &AppState, game| {
        let state = state.clone();
        async move {
            quizforge_server::results::keep_snapshot_fresh(&state, game)
                .await
                .expect("keep")
        }
    };
    let first = state_of(&store);
    let server = router(first.clone());
    let (token, owner, game, players) = played_game(&store, &server).await;
    let lag = store.results_snapshot_lag(game).await.unwrap();
    assert_eq!((lag.players, lag.changed, lag.saved), (400, 400, false));
    assert_eq!(
        store.answer_count(game).await.unwrap(),
        (STUDENTS * QUESTIONS) as i64
    );
    assert!(keep(&first, game).await, "no snapshot of 12,000 answers");
    let saved = snapshot_after(&store, game, i64::MIN).await;
    let lag = store.results_snapshot_lag(game).await.unwrap();
    assert_eq!((lag.changed, lag.saved), (0, true));
    assert!(!keep(&first, game).await, "nothing changed");

    let rename = |from: usize, to: usize, round: usize| {
        let store = store.clone();
        let players = players.clone();
        async move {
            for (i, &player) in players[from..to].iter().enumerate() {
                let name = format!("Renamed {round}-{}", from + i);
                store
                    .rename_player(game, player, &name, &name.to_lowercase())
                    .await
                    .expect("rename");
            }
        }
    };
    rename(0, 39, 1).await;
    assert!(
        !keep(&first, game).await,
        "39 of 400 changed: under a tenth"
    );
    rename(39, 40, 1).await;
    // Another process (this one saved less than a minute ago).
    let second = state_of(&store);
    assert!(keep(&second, game).await, "40 of 400: a tenth");
    let resaved = snapshot_after(&store, game, saved).await;
    assert_eq!(store.results_snapshot_lag(game).await.unwrap().changed, 0);
    assert_eq!(
        results(&fresh_server(&store), &token, game).await,
        results(&server, &token, game).await,
        "the kept snapshot reads as the game"
    );

    // One change, then the game ends: saved at once though the last
    // snapshot is seconds old and the change is one player.
    rename(100, 101, 2).await;
    quizforge_server::results::after_game_end(&second, owner, game);
    snapshot_after(&store, game, resaved).await;
    assert_eq!(store.results_snapshot_lag(game).await.unwrap().changed, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keeper_keeps_a_large_games_snapshot_fresh_sqlite() {
    let dir = std::env::temp_dir().join(format!("quizforge-snapshots-{}", unique()));
    std::fs::create_dir_all(&dir).expect("dir");
    let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
    keeper_scenario(AnyStore::connect(&url).await.expect("store")).await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keeper_keeps_a_large_games_snapshot_fresh_postgres() {
    let Some(url) = rocks_support::postgres_url() else {
        return;
    };
    keeper_scenario(AnyStore::connect(&url).await.expect("store")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fresh_server_starts_a_large_game_from_its_snapshot_sqlite() {
    let dir = std::env::temp_dir().join(format!("quizforge-snapshots-{}", unique()));
    std::fs::create_dir_all(&dir).expect("dir");
    let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
    scenario(AnyStore::connect(&url).await.expect("store")).await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fresh_server_starts_a_large_game_from_its_snapshot_postgres() {
    let Some(url) = rocks_support::postgres_url() else {
        return;
    };
    scenario(AnyStore::connect(&url).await.expect("store")).await;
}
