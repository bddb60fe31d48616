//! Automatic follow-ups sent: when a live game ends, when a sweep finds a
//! homework due, with the questions and due time chosen when assigning, after
//! a process died before sending, and once only when sweeps race.

use super::*;

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
