//! Several real `quizforge serve` processes on one PostgreSQL database:
//! students connected through all three, the game's host killed with
//! SIGKILL mid-question, paused past its lease with SIGSTOP, drained with
//! SIGTERM. Each test makes its own database (the role may CREATEDB) from
//! `QUIZFORGE_TEST_POSTGRES_URL`; without it they skip loudly, and under
//! `CI` they fail.

mod cluster_support;
mod serve_support;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use cluster_support::*;
use serde_json::Value;
use sqlx::Connection;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_killed_mid_question_its_game_goes_on_elsewhere_with_every_answer() {
    let Some(db) = Database::make("kill").await else {
        return;
    };
    let mut nodes: Vec<Option<Node>> = (0..3)
        .map(|_| Some(Node::start(&db.url, "kill", 1)))
        .collect();
    let bases: Vec<String> = nodes.iter().flatten().map(|n| n.base.clone()).collect();
    let all: Vec<&str> = bases.iter().map(String::as_str).collect();
    let mut game = setup(&all, 9).await;
    game.control(all[1], "start").await;
    let mut remaining = Vec::new();
    for student in &mut game.students {
        let question = student.expect("question").await;
        assert_eq!(question["question"]["index"], 0);
        remaining.push(question["remaining_ms"].as_i64().unwrap());
    }
    // Five answer and are acknowledged: stored.
    for (i, student) in game.students.iter_mut().enumerate().take(5) {
        student.answer(0, (i % 3) as u64).await;
        assert_eq!(student.expect("ack").await["fresh"], true);
    }
    let host = db.host_of(game.id).await.expect("a host");
    let dead = nodes
        .iter()
        .position(|n| n.as_ref().is_some_and(|n| n.address == host))
        .expect("the host is one of ours");
    // kill -9: no goodbye.
    let mut killed = nodes[dead].take().unwrap();
    killed.child.kill().unwrap();
    killed.child.wait().unwrap();
    let alive: Vec<&str> = (0..3).filter(|i| *i != dead).map(|i| all[i]).collect();

    // Every student's socket drops; each reconnects through a balancer
    // (any live node) and finds the same question, its timer running on.
    for (i, student) in game.students.iter_mut().enumerate() {
        student.closed().await;
        student.connect(&alive, i, &game.code).await;
        let welcome = student.expect("welcome").await;
        assert_eq!(welcome["answered"], u64::from(i < 5));
        let question = student.expect("question").await;
        assert_eq!(question["question"]["index"], 0);
        assert_eq!(question["answered"], i < 5, "student {i}");
        let left = question["remaining_ms"].as_i64().unwrap();
        assert!(
            left > 0 && left <= remaining[i],
            "the timer went on: {left}"
        );
    }
    let new_host = db.host_of(game.id).await.unwrap();
    assert_ne!(new_host, host);
    // The acknowledged answers are sent again (as a page whose ack was
    // lost would): stored, not counted twice. The others answer now.
    for (i, student) in game.students.iter_mut().enumerate() {
        student.answer(0, (i % 3) as u64).await;
        let ack = student.expect("ack").await;
        assert_eq!(ack["fresh"], i >= 5, "student {i}");
    }
    // The dashboard (through any node) shows everything.
    let snapshot = dashboard_snapshot(alive[0], game.id).await;
    assert_eq!(snapshot["players"].as_array().unwrap().len(), 9);
    assert_eq!(snapshot["answers"].as_array().unwrap().len(), 9);
    assert_eq!(snapshot["state"]["question"], 0);
    // The game goes on: the next question reaches everyone.
    game.control(alive[1], "next").await;
    for student in &mut game.students {
        assert_eq!(student.expect("question").await["question"]["index"], 1);
        student.answer(1, 0).await;
        assert_eq!(student.expect("ack").await["fresh"], true);
    }
    let results = game.results(alive[0]).await;
    assert_eq!(
        results["answers_stored"], 18,
        "each acknowledged answer once"
    );
    for player in results["players"].as_array().unwrap() {
        assert_eq!(player["answers"], 2, "{player}");
    }
    drop(nodes);
    db.drop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_paused_past_its_lease_has_its_late_answers_refused() {
    let Some(db) = Database::make("stop").await else {
        return;
    };
    let nodes: Vec<Node> = (0..3).map(|_| Node::start(&db.url, "stop", 1)).collect();
    let all: Vec<&str> = nodes.iter().map(|n| n.base.as_str()).collect();
    let mut game = setup(&all, 3).await;
    game.control(all[2], "start").await;
    for student in &mut game.students {
        student.expect("question").await;
    }
    let host = db.host_of(game.id).await.expect("a host");
    let stopped = nodes.iter().position(|n| n.address == host).unwrap();
    let others: Vec<&str> = (0..3).filter(|i| *i != stopped).map(|i| all[i]).collect();
    // A student talking to the host itself.
    let mut late = Student {
        id: game.students[0].id,
        token: game.students[0].token.clone(),
        socket: None,
    };
    late.connect(&all, stopped, &game.code).await;
    late.expect("question").await;

    nodes[stopped].signal("STOP");
    let new_host = moved_from(&db, game.id, &host).await;
    assert_ne!(new_host, host);
    // The answer reaches the paused host, which wakes up after another
    // took its game: it must not store it, nor acknowledge it.
    late.answer(0, 0).await;
    nodes[stopped].signal("CONT");
    match late.next(&["ack", "rejected"]).await {
        None => {}
        Some(reply) => assert_eq!(reply["reason"], "not_saved", "{reply}"),
    }
    assert_eq!(db.answers_of(late.id).await, 0, "a late write was refused");
    // Sent again through the game's new host, it is stored once.
    late.socket = None;
    late.connect(&others, 0, &game.code).await;
    late.answer(0, 0).await;
    assert_eq!(late.expect("ack").await["fresh"], true);
    assert_eq!(db.answers_of(late.id).await, 1);
    let results = game.results(others[0]).await;
    assert_eq!(results["answers_stored"], 1);
    drop(nodes);
    db.drop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drained_host_hands_its_game_over_without_a_student_error() {
    let Some(db) = Database::make("drain").await else {
        return;
    };
    let mut nodes: Vec<Node> = (0..3).map(|_| Node::start(&db.url, "drain", 3)).collect();
    let all: Vec<String> = nodes.iter().map(|n| n.base.clone()).collect();
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    let mut game = setup(&all, 6).await;
    game.control(all[0], "start").await;
    for student in &mut game.students {
        student.expect("question").await;
    }
    let host = db.host_of(game.id).await.expect("a host");
    let drained = nodes.iter().position(|n| n.address == host).unwrap();
    let others: Vec<&str> = (0..3).filter(|i| *i != drained).map(|i| all[i]).collect();
    nodes[drained].signal("TERM");
    // The balancer is told to send nothing new there.
    let api = Api::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (status, _, body) = api
            .call(Method::GET, &format!("{}/readyz", all[drained]), None, &[])
            .await;
        if status == StatusCode::SERVICE_UNAVAILABLE {
            assert_eq!(String::from_utf8_lossy(&body), "draining\n");
            break;
        }
        assert!(Instant::now() < deadline, "/readyz never said draining");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    for base in &others {
        let (status, _, _) = api
            .call(Method::GET, &format!("{base}/readyz"), None, &[])
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    // Every socket closes and reconnects; every answer is taken, none
    // refused.
    for (i, student) in game.students.iter_mut().enumerate() {
        student.closed().await;
        student.connect(&others, i, &game.code).await;
        let question = student.expect("question").await;
        assert_eq!(question["question"]["index"], 0);
        student.answer(0, 1).await;
        let reply = student.next(&["ack", "rejected"]).await.expect("a reply");
        assert_eq!(reply["type"], "ack", "{reply}");
        assert_eq!(reply["fresh"], true);
    }
    assert_ne!(moved_from(&db, game.id, &host).await, host);
    let status = nodes[drained].child.wait().unwrap();
    assert!(status.success(), "a drained server exits cleanly: {status}");
    let results = game.results(others[0]).await;
    assert_eq!(results["answers_stored"], 6);
    drop(nodes);
    db.drop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_load_tool_spreads_games_over_three_servers_and_survives_a_kill() {
    let Some(db) = Database::make("load").await else {
        return;
    };
    let mut nodes: Vec<Option<Node>> = (0..3)
        .map(|_| Some(Node::start(&db.url, "load", 1)))
        .collect();
    let urls: Vec<String> = nodes.iter().flatten().map(|n| n.base.clone()).collect();
    let loadtest = Command::new(env!("CARGO_BIN_EXE_quizforge"))
        .args([
            "loadtest",
            "--url",
            &urls.join(","),
            "--games",
            "2",
            "--players",
            "12",
        ])
        .args([
            "--questions",
            "3",
            "--time-limit",
            "12",
            "--concurrency",
            "24",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run loadtest");
    // Once a game is asking its first question, its host is killed.
    let deadline = Instant::now() + Duration::from_secs(60);
    let host = loop {
        let mut conn = sqlx::PgConnection::connect(&db.url).await.unwrap();
        let asking: Option<String> = sqlx::query_scalar(
            "SELECT l.address FROM game_leases l JOIN assignments a ON a.id = l.assignment_id \
             WHERE a.phase = 'question' ORDER BY a.id LIMIT 1",
        )
        .fetch_optional(&mut conn)
        .await
        .unwrap();
        if let Some(host) = asking {
            break host;
        }
        assert!(Instant::now() < deadline, "no game started");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let dead = nodes
        .iter()
        .position(|n| n.as_ref().is_some_and(|n| n.address == host))
        .unwrap();
    let mut killed = nodes[dead].take().unwrap();
    killed.child.kill().unwrap();
    killed.child.wait().unwrap();
    let output = tokio::task::spawn_blocking(move || loadtest.wait_with_output())
        .await
        .unwrap()
        .unwrap();
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or(Value::Null);
    assert!(
        output.status.success(),
        "{report}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(report["games"], 2);
    assert_eq!(
        report["players_joined"],
        24,
        "{report}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(report["answers_lost"], 0, "{report}");
    assert!(report["reconnects"].as_u64().unwrap() > 0, "{report}");
    // An answer stored just before the kill may have lost its ack: its
    // resend is acknowledged as already stored, never stored twice.
    let stored = report["answers_stored"].as_u64().unwrap();
    let acked = report["answers_acked"].as_u64().unwrap();
    let again = report["answers_acked_again"].as_u64().unwrap();
    assert!(acked <= stored && stored <= acked + again, "{report}");
    drop(nodes);
    db.drop().await;
}
