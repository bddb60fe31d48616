//! After the game, at scale (issue 13): the report, the item analysis and
//! the CSV export of one game of 10,000 students × 30 questions (300,000
//! answers), and the mastery of a class of 35 students over 200 games,
//! each one request through the real router and store (SQLite; PostgreSQL
//! too when QUIZFORGE_TEST_POSTGRES_URL is set). The time is server time:
//! reading the database, building the answer, serialising it.

use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use http_body_util::BodyExt;
use quizforge_core::{Body as QBody, Choice, Question, Quiz, Response, grade};
use quizforge_server::{AppState, Config, router};
use quizforge_store::{AnswerRecord, AnyStore, NewPlayer, PlayWrite, PlayWritten, Store};
use serde_json::{Value, json};
use tower::ServiceExt;

struct Setup {
    router: Router,
    store: AnyStore,
    token: String,
    game: i64,
    /// A player of the big game, renamed to make the game's results change.
    player: i64,
    class: i64,
}

async fn call(
    router: &Router,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (StatusCode, Vec<u8>) {
    let method = if body.is_some() { "POST" } else { "GET" };
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
    (status, bytes.to_vec())
}

fn quiz(questions: usize) -> Quiz {
    let mut quiz = Quiz::new("Bench", "en");
    for i in 0..questions {
        let mut q = Question::new(
            format!("Question {i}"),
            QBody::MultipleChoice {
                choices: (0..4)
                    .map(|c| Choice::new(format!("option {c}"), c == 0))
                    .collect(),
            },
        );
        q.topic = Some(format!("Topic {}", i % 6));
        quiz.questions.push(q);
    }
    quiz
}

/// Joins `players` students (roster ids when given) to a game and stores
/// an answer to each question, right with a probability that grows with
/// the student's index (a spread of scores, deterministic).
async fn play(store: &AnyStore, game: i64, quiz: &Quiz, players: usize, roster: &[i64]) {
    let mut joins = Vec::with_capacity(players);
    for p in 0..players {
        joins.push(PlayWrite::Join(NewPlayer {
            assignment_id: game,
            token_hash: format!("{game}-{p}"),
            name: format!("Student {p}"),
            name_key: format!("student {p}"),
            roster_id: roster.get(p).copied(),
            joined_at: 1_700_000_000,
        }));
    }
    let mut ids = Vec::with_capacity(players);
    for batch in joins.chunks(1000) {
        for written in store.apply_play_writes(batch).await.expect("joins") {
            if let PlayWritten::Joined(player) = written {
                ids.push(player.id);
            }
        }
    }
    let mut answers = Vec::with_capacity(ids.len() * quiz.questions.len());
    for (p, id) in ids.iter().enumerate() {
        for (q, question) in quiz.questions.iter().enumerate() {
            let hash = (p * 31 + q * 17 + game as usize * 7) % 100;
            let right = hash < 30 + (p * 60) / players.max(1);
            let response = Response::Choice(if right { 0 } else { 1 + hash % 3 });
            let graded = grade(question, &response).expect("grade");
            answers.push(PlayWrite::Answer(AnswerRecord {
                assignment_id: game,
                player_id: *id,
                question: q as u32,
                response_json: serde_json::to_string(&response).expect("json").into(),
                outcome: graded.outcome,
                fraction: graded.fraction,
                points: graded.points,
                elapsed_ms: 1000 + (hash as i64) * 50,
                answered_at_ms: 1_700_000_000_000,
            }));
        }
    }
    for batch in answers.chunks(5000) {
        store.apply_play_writes(batch).await.expect("answers");
    }
}

async fn setup(url: &str) -> Setup {
    let store = AnyStore::connect(url).await.expect("store");
    let router = router(AppState::new(
        store.clone(),
        Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        },
    ));
    let mut bytes = [0u8; 6];
    getrandom::fill(&mut bytes).expect("random");
    let tag: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let account =
        json!({"email": format!("bench-{tag}@school.test"), "password": "correct horse battery"});
    let (status, _) = call(&router, "/api/v1/signup", "", Some(account.clone())).await;
    // A sign-up answers 202 and no id (it tells nothing about the address).
    assert_eq!(status, StatusCode::ACCEPTED);
    let owner = store
        .user_by_email(account["email"].as_str().unwrap())
        .await
        .expect("user")
        .id;
    let (_, body) = call(&router, "/api/v1/tokens", "", Some(account)).await;
    let token = serde_json::from_slice::<Value>(&body).unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string();
    let assign = |quiz_id: i64, class: i64| {
        let router = router.clone();
        let token = token.clone();
        async move {
            let (status, body) = call(
                &router,
                "/api/v1/assignments",
                &token,
                Some(json!({"quiz_id": quiz_id, "class_id": class, "mode": "self_paced"})),
            )
            .await;
            assert_eq!(
                status,
                StatusCode::CREATED,
                "{}",
                String::from_utf8_lossy(&body)
            );
            serde_json::from_slice::<Value>(&body).unwrap()["id"]
                .as_i64()
                .unwrap()
        }
    };
    // One game of 10,000 students × 30 questions.
    let big = quiz(30);
    let big_id = store.create_quiz(owner, &big, "").await.expect("quiz").id;
    let big_class = store
        .create_class(owner, "Year", &[])
        .await
        .expect("class")
        .id;
    let game = assign(big_id, big_class).await;
    play(&store, game, &big, 10_000, &[]).await;
    let player = store.players(game).await.expect("players")[0].id;
    // A class of 35 over 200 games of 10 questions.
    let small = quiz(10);
    let small_id = store.create_quiz(owner, &small, "").await.expect("quiz").id;
    let names: Vec<String> = (0..35).map(|i| format!("Student {i}")).collect();
    let class = store
        .create_class(owner, "7B", &names)
        .await
        .expect("class");
    let roster: Vec<i64> = class.roster.iter().map(|r| r.id).collect();
    for _ in 0..200 {
        let g = assign(small_id, class.id).await;
        play(&store, g, &small, 35, &roster).await;
    }
    Setup {
        router,
        store,
        token,
        game,
        player,
        class: class.id,
    }
}

fn bench_on(c: &mut Criterion, name: &str, url: &str) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let setup = runtime.block_on(setup(url));
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10))
        .warm_up_time(Duration::from_secs(1));
    let report = format!("/api/v1/assignments/{}/report", setup.game);
    let items = format!("/api/v1/assignments/{}/items", setup.game);
    let export = format!("/api/v1/assignments/{}/export?format=csv", setup.game);
    let mastery = format!("/api/v1/classes/{}/mastery", setup.class);
    let get = |path: &str| {
        let (status, body) = runtime.block_on(call(&setup.router, path, &setup.token, None));
        assert_eq!(status, StatusCode::OK);
        body.len()
    };
    // First read: a server that has read nothing of the game yet (just
    // started), so every row comes from the store.
    let fresh = || {
        runtime.block_on(async {
            router(AppState::new(
                setup.store.clone(),
                Config {
                    argon2_memory_kib: 1024,
                    ..Config::default()
                },
            ))
        })
    };
    // A first read starts from the game's snapshot, which the first
    // whole read saves (on a task of its own): wait until it is there.
    let snapshot_saved = || {
        runtime.block_on(async {
            let deadline = std::time::Instant::now() + Duration::from_secs(30);
            while setup
                .store
                .results_snapshot(setup.game)
                .await
                .expect("snapshot")
                .is_none()
            {
                assert!(std::time::Instant::now() < deadline, "no snapshot saved");
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        })
    };
    let read_on = |server: Router, path: &str| {
        let (status, body) = runtime.block_on(call(&server, path, &setup.token, None));
        assert_eq!(status, StatusCode::OK);
        // The server is handed back and dropped untimed: a running
        // server keeps what it read, and freeing it is no part of the
        // request.
        (server, body.len())
    };
    let _ = read_on(fresh(), &report);
    snapshot_saved();
    for (label, path) in [
        ("report_10000x30_first_page_first_read", &report),
        ("items_10000x30_first_read", &items),
    ] {
        group.bench_function(label, |b| {
            b.iter_batched(
                fresh,
                |server| read_on(server, path),
                BatchSize::PerIteration,
            );
        });
    }
    // A first read of a game nobody read before: no snapshot. Each read
    // saves one; it is waited for and forgotten before the next (untimed).
    let forgotten = || {
        snapshot_saved();
        runtime
            .block_on(setup.store.forget_results_snapshot(setup.game))
            .expect("forget");
        fresh()
    };
    for (label, path) in [
        ("report_10000x30_first_page_first_read_no_snapshot", &report),
        ("items_10000x30_first_read_no_snapshot", &items),
    ] {
        group.bench_function(label, |b| {
            b.iter_batched(
                forgotten,
                |server| read_on(server, path),
                BatchSize::PerIteration,
            );
        });
    }
    // The most the results keeper leaves a snapshot behind: 999 of the
    // 10,000 players changed since it was taken (it is taken again from a
    // tenth). Renamed once, untimed; each fresh server reads the snapshot
    // and those players' answers again, and saves nothing (under a tenth).
    snapshot_saved();
    runtime.block_on(async {
        let players = setup.store.players(setup.game).await.expect("players");
        for (i, player) in players.iter().skip(1).take(999).enumerate() {
            let name = format!("Student behind {i}");
            setup
                .store
                .rename_player(setup.game, player.id, &name, &name.to_lowercase())
                .await
                .expect("rename");
        }
        let lag = setup
            .store
            .results_snapshot_lag(setup.game)
            .await
            .expect("lag");
        assert_eq!((lag.players, lag.changed), (10_000, 999));
    });
    for (label, path) in [
        (
            "report_10000x30_first_page_first_read_a_tenth_behind",
            &report,
        ),
        ("items_10000x30_first_read_a_tenth_behind", &items),
    ] {
        group.bench_function(label, |b| {
            b.iter_batched(
                fresh,
                |server| read_on(server, path),
                BatchSize::PerIteration,
            );
        });
    }
    // After a change: a player is renamed before each request (not timed),
    // so the game's rows kept in memory are stale; the players that
    // changed are read again and applied to them.
    let mut renames = 0_u64;
    let mut change_the_game = || {
        renames += 1;
        let name = format!("Student 0 ({renames})");
        runtime
            .block_on(setup.store.rename_player(
                setup.game,
                setup.player,
                &name,
                &name.to_lowercase(),
            ))
            .expect("rename");
    };
    for (label, path) in [
        ("report_10000x30_first_page_after_a_change", &report),
        ("items_10000x30_after_a_change", &items),
        ("export_csv_300000_answers_after_a_change", &export),
    ] {
        group.bench_function(label, |b| {
            b.iter_batched(
                &mut change_the_game,
                |()| get(path),
                BatchSize::PerIteration,
            );
        });
    }
    // Warm: nothing changed since the last read.
    for (label, path) in [
        ("report_10000x30_first_page_warm", &report),
        ("items_10000x30_warm", &items),
        ("export_csv_300000_answers_warm", &export),
        ("mastery_35_students_200_games", &mastery),
    ] {
        group.bench_function(label, |b| b.iter(|| get(path)));
    }
    group.finish();
}

fn reports(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("quizforge-bench-reports-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let url = format!("sqlite:{}", dir.join("bench.sqlite3").display());
    bench_on(c, "sqlite", &url);
    let _ = std::fs::remove_dir_all(&dir);
    match std::env::var("QUIZFORGE_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => bench_on(c, "postgres", &url),
        _ => eprintln!("SKIPPED: PostgreSQL (set QUIZFORGE_TEST_POSTGRES_URL to run it)"),
    }
}

criterion_group!(benches, reports);
criterion_main!(benches);
