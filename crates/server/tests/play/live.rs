//! A live game to the end, and what must not lose an answer: resent and
//! concurrent answers, a reconnect mid-question, late answers, a restart
//! mid-game, a class answering in the same instant, a failing database.

use super::*;

#[tokio::test]
async fn a_live_game_is_played_to_the_end_and_stored() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(
        &server,
        &choice_quiz(3),
        "live",
        json!({"timer_seconds": 30}),
        json!({}),
    )
    .await;
    let mut students = Vec::new();
    for name in ["Ana", "Ben", "Chloé"] {
        let token = game.join(&server, name).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        let welcome = student.expect("welcome").await;
        assert_eq!(welcome["name"], name);
        assert_eq!(welcome["mode"], "live");
        student.expect("lobby").await;
        students.push(student);
    }
    game.control("start").await;
    for question in 0..3u64 {
        if question > 0 {
            game.control("next").await;
        }
        for (i, student) in students.iter_mut().enumerate() {
            let asked = student.expect("question").await;
            assert_eq!(asked["question"]["index"], question);
            assert_eq!(asked["answered"], false);
            assert!(asked["remaining_ms"].as_u64().unwrap() > 20_000);
            // Ana and Chloé are right, Ben picks A.
            student
                .answer(question, choice(if i == 1 { 0 } else { 1 }))
                .await;
            let ack = student.expect("ack").await;
            assert_eq!(ack["question"], question);
            assert_eq!(ack["fresh"], true);
            assert!(
                ack.get("feedback").is_none(),
                "live: no feedback before the teacher shows results"
            );
        }
        game.control("reveal").await;
        for (i, student) in students.iter_mut().enumerate() {
            let results = student.expect("results").await;
            let feedback = &results["feedback"];
            assert_eq!(
                feedback["outcome"],
                if i == 1 { "incorrect" } else { "correct" }
            );
            assert_eq!(feedback["reveal"]["correct_choices"], json!([1]));
        }
    }
    game.control("next").await; // after the last question: the end
    for (i, student) in students.iter_mut().enumerate() {
        let ended = student.expect("ended").await;
        assert_eq!(ended["summary"]["correct"], if i == 1 { 0 } else { 3 });
        assert_eq!(ended["summary"]["questions"], 3);
        assert!(
            ended["summary"].get("leaderboard").is_none(),
            "leaderboard is off by default"
        );
    }
    let results = game.results().await;
    assert_eq!(results["answers_stored"], 9);
    let scores: Vec<(String, f64)> = results["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["score"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        scores,
        [
            ("Ana".to_string(), 3.0),
            ("Ben".to_string(), 0.0),
            ("Chloé".to_string(), 3.0)
        ]
    );
    let state = game
        .api
        .ok(
            Method::GET,
            &format!("/api/v1/assignments/{}", game.id),
            None,
        )
        .await;
    assert_eq!(state["state"]["phase"], "ended");
}

#[tokio::test]
async fn resent_and_concurrent_answers_count_once() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "live", json!({}), json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    game.control("start").await;
    ana.expect("question").await;
    // Five sends without waiting, the first right, the others different.
    ana.answer(0, choice(1)).await;
    for other in [0, 2, 0, 2] {
        ana.answer(0, choice(other)).await;
    }
    let mut fresh = 0;
    for _ in 0..5 {
        let ack = ana.expect("ack").await;
        assert_eq!(ack["question"], 0);
        fresh += usize::from(ack["fresh"] == true);
    }
    assert_eq!(fresh, 1, "exactly one send is the stored answer");
    let results = game.results().await;
    assert_eq!(results["answers_stored"], 1);
    assert_eq!(
        results["answers"][0]["response"],
        choice(1),
        "the first answer stands"
    );
    assert_eq!(results["answers"][0]["outcome"], "correct");
    // The results keeper is told of the one stored answer, once.
    assert_eq!(server.state.games.take_answered(), [(game.id, 1)]);
    assert_eq!(server.state.games.take_answered(), []);
}

#[tokio::test]
async fn a_reconnect_mid_question_resumes_the_same_player() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "live", json!({}), json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    game.control("start").await;
    ana.expect("question").await;
    ana.answer(0, choice(1)).await;
    ana.expect("ack").await;
    ana.close().await;

    // The same browser (the same cookie) comes back mid-question.
    let mut again = Student::connect(&server, &game.code, &token).await;
    let welcome = again.expect("welcome").await;
    assert_eq!(welcome["name"], "Ana");
    assert_eq!(welcome["answered"], 1);
    assert_eq!(welcome["score"], 1.0);
    let current = again.expect("question").await;
    assert_eq!(current["question"]["index"], 0);
    assert_eq!(
        current["answered"], true,
        "the page shows the answer as sent"
    );
    // The page resends an answer it never saw acknowledged: still once.
    again.answer(0, choice(2)).await;
    let ack = again.expect("ack").await;
    assert_eq!(ack["fresh"], false);

    // A player who disconnects before answering answers after reconnecting.
    let ben_token = game.join(&server, "Ben").await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    ben.expect("question").await;
    ben.close().await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    let current = ben.expect("question").await;
    assert_eq!(current["answered"], false);
    ben.answer(0, choice(0)).await;
    assert_eq!(ben.expect("ack").await["fresh"], true);

    let results = game.results().await;
    assert_eq!(results["answers_stored"], 2);
    assert_eq!(
        results["players"].as_array().unwrap().len(),
        2,
        "no player was made twice"
    );
}

#[tokio::test]
async fn answers_after_the_timer_or_out_of_turn_are_refused() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(
        &server,
        &choice_quiz(2),
        "live",
        json!({"timer_seconds": 1}),
        json!({}),
    )
    .await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    ana.answer(0, choice(1)).await;
    assert_eq!(
        ana.expect("rejected").await["reason"],
        "closed",
        "not started"
    );
    game.control("start").await;
    ana.expect("question").await;
    ana.answer(1, choice(1)).await;
    assert_eq!(
        ana.expect("rejected").await["reason"],
        "not_open",
        "not asked yet"
    );
    ana.answer(0, json!({"type": "choice", "value": 7})).await;
    assert_eq!(ana.expect("rejected").await["reason"], "invalid");
    // One second of timer plus the grace, and a little more.
    tokio::time::sleep(Duration::from_millis(1000 + 1500 + 400)).await;
    ana.answer(0, choice(1)).await;
    assert_eq!(ana.expect("rejected").await["reason"], "late");
    game.control("reveal").await;
    let results = ana.expect("results").await;
    assert!(
        results["feedback"].get("outcome").is_none(),
        "no answer counted"
    );
    assert_eq!(game.results().await["answers_stored"], 0);
}

#[tokio::test]
async fn a_restart_mid_game_loses_no_acknowledged_answer() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(
        &server,
        &choice_quiz(3),
        "live",
        json!({"streak_bonus": true}),
        json!({}),
    )
    .await;
    let ana_token = game.join(&server, "Ana").await;
    let ben_token = game.join(&server, "Ben").await;
    let mut ana = Student::connect(&server, &game.code, &ana_token).await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    game.control("start").await;
    for student in [&mut ana, &mut ben] {
        student.expect("question").await;
        student.answer(0, choice(1)).await;
        student.expect("ack").await;
    }
    game.control("next").await;
    ana.expect("question").await;
    ana.answer(1, choice(1)).await;
    ana.expect("ack").await;
    let before = game.results().await;
    let (api, code) = (game.api.clone(), game.code.clone());
    server.kill().await;

    let server = Server::start(&dir.database()).await;
    let game = Game {
        api: Api {
            base: format!("http://{}", server.address),
            ..api
        },
        id: game.id,
        code,
    };
    let after = game.results().await;
    assert_eq!(after["answers_stored"], 3);
    assert_eq!(
        after["players"], before["players"],
        "same players, same scores"
    );
    // Both come back where they were: question 2 open, Ana done with it.
    let mut ana = Student::connect(&server, &game.code, &ana_token).await;
    let welcome = ana.expect("welcome").await;
    assert_eq!(welcome["answered"], 2);
    let current = ana.expect("question").await;
    assert_eq!(
        (
            current["question"]["index"].as_u64(),
            current["answered"].as_bool()
        ),
        (Some(1), Some(true))
    );
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    let current = ben.expect("question").await;
    assert_eq!(
        (
            current["question"]["index"].as_u64(),
            current["answered"].as_bool()
        ),
        (Some(1), Some(false))
    );
    ben.answer(1, choice(1)).await;
    assert_eq!(ben.expect("ack").await["fresh"], true);
    game.control("next").await;
    ana.expect("question").await;
    ana.answer(2, choice(1)).await;
    ana.expect("ack").await;
    game.control("end").await;
    let summary = ana.expect("ended").await["summary"].clone();
    // Streak bonus survives the restart: 1 + 1.1 + 1.2.
    assert_eq!(summary["score"], 3.3);
    assert_eq!(game.results().await["answers_stored"], 5);
}

#[tokio::test]
async fn a_class_answering_in_the_same_instant_loses_nothing() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(1), "live", json!({}), json!({})).await;
    let mut students = Vec::new();
    for i in 0..60 {
        let token = game.join(&server, &format!("Student {i}")).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        student.expect("lobby").await;
        students.push(student);
    }
    game.control("start").await;
    for student in &mut students {
        student.expect("question").await;
    }
    for (i, student) in students.iter_mut().enumerate() {
        student.answer(0, choice(i % 3)).await;
    }
    for student in &mut students {
        assert_eq!(student.expect("ack").await["fresh"], true);
    }
    assert_eq!(game.results().await["answers_stored"], 60);
}

#[tokio::test]
async fn a_failing_database_gets_not_saved_and_the_writer_recovers_by_itself() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "self_paced", json!({}), json!({})).await;
    let ana_token = game.join(&server, "Ana").await;
    let ben_token = game.join(&server, "Ben").await;
    let mut ana = Student::connect(&server, &game.code, &ana_token).await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    ana.expect("lobby").await;
    ben.expect("lobby").await;
    game.control("start").await;
    ana.expect("question").await;
    ben.expect("question").await;
    // The database starts refusing answers (as a full disk would), from a
    // second connection to the same file: real SQLite, nothing mocked.
    let mut outside = <sqlx::SqliteConnection as sqlx::Connection>::connect(&dir.database())
        .await
        .expect("second connection");
    sqlx::query(
        "CREATE TRIGGER refuse BEFORE INSERT ON answers BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    .execute(&mut outside)
    .await
    .expect("trigger");
    ana.answer(0, choice(1)).await;
    ben.answer(0, choice(0)).await;
    for student in [&mut ana, &mut ben] {
        let refused = student.expect("rejected").await;
        assert_eq!(refused["reason"], "not_saved", "{refused}");
    }
    assert_eq!(
        game.results().await["answers_stored"],
        0,
        "nothing acknowledged, nothing kept"
    );
    // The database recovers; the same writer stores the resent answers.
    sqlx::query("DROP TRIGGER refuse")
        .execute(&mut outside)
        .await
        .expect("drop trigger");
    ana.answer(0, choice(1)).await;
    ben.answer(0, choice(0)).await;
    for student in [&mut ana, &mut ben] {
        let ack = student.expect("ack").await;
        assert_eq!(ack["fresh"], true, "{ack}");
    }
    assert_eq!(game.results().await["answers_stored"], 2);
}
