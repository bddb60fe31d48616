//! Mastery across a class's games in the teacher's bands, its heat map,
//! and follow-ups: the groups below mastery, the preview, sending them, and
//! automatic follow-ups from the assign form.

use super::*;

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
