//! Several real `quizforge serve` processes on one PostgreSQL database:
//! every write on a game's state is fenced by the lease's generation
//! (renames and removals of players too), and the timers of a game paced
//! by its students go on, not start again, after another process takes
//! the game over. Each test makes its own database; without
//! `QUIZFORGE_TEST_POSTGRES_URL` they skip loudly, and under `CI` they fail.

mod cluster_support;
mod serve_support;

use axum::http::Method;
use cluster_support::*;
use serde_json::json;
use sqlx::Connection;

/// A host that lost its game's lease without knowing it yet (another
/// process took the game over while this one was stalled, and its next
/// renewal is not due) still believes it hosts the game: the generation
/// in the database must refuse each of its writes. The lease is long so
/// that the host's heartbeat does not notice the takeover first (if it
/// did, the writes would be refused all the same, as sent to a host that
/// does not answer).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_that_lost_its_lease_unawares_has_renames_removals_moves_and_answers_refused() {
    let Some(db) = Database::make("fence").await else {
        return;
    };
    let node = Node::start_with_lease(&db.url, "fence", 1, "60000");
    let base = node.base.clone();
    let mut game = setup(&[&base], 2).await;
    game.control(&base, "start").await;
    for student in &mut game.students {
        student.expect("question").await;
    }
    // Another process takes the game over, as after a pause: a new
    // generation and owner, at an address nobody answers.
    let mut conn = sqlx::PgConnection::connect(&db.url).await.unwrap();
    let taken = sqlx::query(
        "UPDATE game_leases SET owner = 'another-process', address = '127.0.0.1:9', \
         generation = generation + 1 WHERE assignment_id = $1",
    )
    .bind(game.id)
    .execute(&mut conn)
    .await
    .unwrap()
    .rows_affected();
    assert_eq!(taken, 1);
    let (first, second) = (game.students[0].id, game.students[1].id);
    let player_url =
        |player: i64| format!("{base}/api/v1/assignments/{}/players/{player}", game.id);

    let (status, _, _) = game
        .api
        .call(
            Method::POST,
            &player_url(first),
            Some(json!({"action": "rename", "name": "Renamed late"})),
            &[],
        )
        .await;
    assert!(!status.is_success(), "a late rename was taken: {status}");
    let (status, _, _) = game
        .api
        .call(
            Method::POST,
            &player_url(second),
            Some(json!({"action": "remove"})),
            &[],
        )
        .await;
    assert!(!status.is_success(), "a late removal was taken: {status}");
    let (status, _, _) = game
        .api
        .call(
            Method::POST,
            &format!("{base}/api/v1/assignments/{}/control", game.id),
            Some(json!({"action": "next"})),
            &[],
        )
        .await;
    assert!(!status.is_success(), "a late move was taken: {status}");
    game.students[0].answer(0, 0).await;
    if let Some(reply) = game.students[0].next(&["ack", "rejected"]).await {
        assert_eq!(reply["type"], "rejected", "a late answer: {reply}");
    }

    // Nothing of it reached the database.
    let players: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT id, name, removed FROM players WHERE assignment_id = $1 ORDER BY id",
    )
    .bind(game.id)
    .fetch_all(&mut conn)
    .await
    .unwrap();
    assert_eq!(
        players,
        vec![(first, "S0".to_string(), 0), (second, "S1".to_string(), 0)]
    );
    let (phase, question): (String, Option<i64>) =
        sqlx::query_as("SELECT phase, question FROM assignments WHERE id = $1")
            .bind(game.id)
            .fetch_one(&mut conn)
            .await
            .unwrap();
    assert_eq!((phase.as_str(), question), ("question", Some(0)));
    assert_eq!(db.answers_of(first).await, 0);
    drop(conn);
    drop(node);
    db.drop().await;
}

/// In a game paced by its students each has their own timer per question,
/// started when the question was first shown. The host is killed: on the
/// process that takes the game over, each student's timer goes on from
/// where it was (it does not start again at the full time).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paced_game_taken_over_goes_on_with_each_students_timer() {
    let Some(db) = Database::make("paced").await else {
        return;
    };
    let mut nodes: Vec<Option<Node>> = (0..3)
        .map(|_| Some(Node::start(&db.url, "paced", 1)))
        .collect();
    let bases: Vec<String> = nodes.iter().flatten().map(|n| n.base.clone()).collect();
    let all: Vec<&str> = bases.iter().map(String::as_str).collect();
    let mut game = setup_in_mode(&all, 3, "self_paced").await;
    game.control(all[0], "start").await;
    let mut first_left = Vec::new();
    for student in &mut game.students {
        let question = student.expect("question").await;
        assert_eq!(question["question"]["index"], 0);
        first_left.push(question["remaining_ms"].as_i64().unwrap());
    }
    // The first student answers and moves on to the second question.
    game.students[0].answer(0, 0).await;
    assert_eq!(game.students[0].expect("ack").await["fresh"], true);
    let second = game.students[0].expect("question").await;
    assert_eq!(second["question"]["index"], 1);
    let second_left = second["remaining_ms"].as_i64().unwrap();

    let host = db.host_of(game.id).await.expect("a host");
    let dead = nodes
        .iter()
        .position(|n| n.as_ref().is_some_and(|n| n.address == host))
        .unwrap();
    let mut killed = nodes[dead].take().unwrap();
    killed.child.kill().unwrap();
    killed.child.wait().unwrap();
    let alive: Vec<&str> = (0..3).filter(|i| *i != dead).map(|i| all[i]).collect();
    // The dead host's lease must run out before another process takes the
    // game: the timers ran on meanwhile, for seconds.
    for (i, student) in game.students.iter_mut().enumerate() {
        student.closed().await;
        student.connect(&alive, i, &game.code).await;
        let question = student.expect("question").await;
        let (index, before) = if i == 0 {
            (1, second_left)
        } else {
            (0, first_left[i])
        };
        assert_eq!(question["question"]["index"], index, "student {i}");
        let left = question["remaining_ms"].as_i64().unwrap();
        assert!(
            left < before,
            "student {i}'s timer started again: {left} ms left, {before} before the takeover"
        );
    }
    assert_ne!(db.host_of(game.id).await.unwrap(), host);
    // And the game goes on: an answer within the time is taken.
    game.students[1].answer(0, 1).await;
    let ack = game.students[1].expect("ack").await;
    assert_eq!(ack["fresh"], true);
    drop(nodes);
    db.drop().await;
}
