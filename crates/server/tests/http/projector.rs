//! The projector page, the assign form, the download menu and the review
//! screen's filter.

use super::*;

#[tokio::test]
async fn the_projector_is_its_teachers_own_page_with_its_own_assets() {
    let app = TestApp::new().await;
    let mut owner = app.teacher("wall@school.org").await;
    let id = app.make(&mut owner, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut owner, id).await;
    let board = app.get(&mut owner, &dashboard).await;
    assert!(
        board
            .body
            .contains(&format!("href=\"{dashboard}/projector\"")),
        "the dashboard links to the projector"
    );
    let wall = app.get(&mut owner, &format!("{dashboard}/projector")).await;
    assert_eq!(wall.status, StatusCode::OK);
    let code = board
        .body
        .split("class=\"join-code\" id=\"join-code\"")
        .nth(1)
        .and_then(|rest| rest.split('>').nth(1))
        .and_then(|rest| rest.split('<').next())
        .expect("the join code")
        .to_string();
    assert!(wall.body.contains(&format!(">{code}<")), "{}", wall.body);
    assert!(
        wall.body
            .contains("data-leaderboard=\"top\" data-top=\"3\"")
    );
    assert!(wall.body.contains("/assets/projector.js"));
    assert!(wall.body.contains("<svg"), "a QR code");
    for (asset, kind) in [
        ("/assets/projector.js", "text/javascript"),
        ("/assets/projector.css", "text/css"),
    ] {
        let served = app.get(&mut owner, asset).await;
        assert_eq!(served.status, StatusCode::OK, "{asset}");
        assert!(
            served.headers[header::CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with(kind)
        );
    }
    let mut other = app.teacher("other-wall@school.org").await;
    assert_eq!(
        app.get(&mut other, &format!("{dashboard}/projector"))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_assign_form_keeps_every_choice_on_an_error_and_makes_no_class_twice() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("homework@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let csrf = app.get(&mut teacher, "/classes").await.hidden("csrf");
    for name in ["Year 7", "Year 8"] {
        let made = app
            .post(
                &mut teacher,
                "/classes",
                &[("csrf", &csrf), ("name", name), ("roster", "")],
            )
            .await;
        assert_eq!(made.status, StatusCode::SEE_OTHER, "{}", made.body);
    }
    let fresh = app
        .get(&mut teacher, &format!("/quizzes/{id}/assign"))
        .await;
    assert!(fresh.body.contains("value=\"live\" checked"));
    assert!(
        fresh.body.contains("<option value=\"default\" selected>"),
        "the default timer: none for homework"
    );
    let year8 = fresh
        .body
        .split("<option value=\"")
        .find(|option| option.contains(">Year 8<"))
        .and_then(|option| option.split('"').next())
        .expect("Year 8 in the list")
        .to_string();
    let path = format!("/quizzes/{id}/assign");
    let typed = [
        ("csrf", csrf.as_str()),
        ("class_id", year8.as_str()),
        ("new_class", ""),
        ("mode", "homework"),
        ("opens_at", "2026-12-10T09:00"),
        ("due_at", "2026-12-09T17:30"),
        ("tz_offset", "-60"),
        ("speed_bonus", "on"),
        ("leaderboard", "top5"),
        ("timer", "30"),
        ("time_zone", "Europe/Paris"),
    ];
    let refused = app.post(&mut teacher, &path, &typed).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let body = &refused.body;
    assert!(body.contains("The due time must come after the opening time."));
    for kept in [
        format!("<option value=\"{year8}\" selected>Year 8"),
        "value=\"homework\" checked".to_string(),
        "value=\"2026-12-10T09:00\"".to_string(),
        "value=\"2026-12-09T17:30\"".to_string(),
        "name=\"speed_bonus\" value=\"on\" checked".to_string(),
        "<option value=\"top5\" selected>".to_string(),
        "<option value=\"30\" selected>".to_string(),
    ] {
        assert!(body.contains(&kept), "{kept} is not kept in {body}");
    }
    for dropped in [
        "value=\"live\" checked",
        "name=\"feedback\" value=\"on\" checked",
        "name=\"shuffle_choices\" value=\"on\" checked",
        "name=\"streak_bonus\" value=\"on\" checked",
        "<option value=\"new\" selected>",
    ] {
        assert!(!body.contains(dropped), "{dropped} came back in {body}");
    }

    // A new class named on a form that fails is not made, and its name stays.
    let mut typed = typed;
    typed[1] = ("class_id", "new");
    typed[2] = ("new_class", "Year 10 Physics");
    let refused = app.post(&mut teacher, &path, &typed).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused.body.contains("value=\"Year 10 Physics\""));
    assert!(refused.body.contains("<option value=\"new\" selected>"));
    assert!(
        !app.get(&mut teacher, "/classes")
            .await
            .body
            .contains("Year 10 Physics")
    );

    // Fixed, it launches the homework the teacher meant: no timer by default.
    typed[5] = ("due_at", "2026-12-11T17:30");
    typed[9] = ("timer", "default");
    let done = app.post(&mut teacher, &path, &typed).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    let board = app
        .get(&mut teacher, &done.location.expect("dashboard"))
        .await;
    assert!(
        board.body.contains("Year 10 Physics · homework"),
        "{}",
        board.body
    );
    assert!(
        !board.body.contains(" s timer"),
        "no timer for homework by default"
    );
    // In the teacher's own time zone, as their browser said (kept on the account).
    assert!(
        board.body.contains("due 11 Dec 2026, 17:30 CET"),
        "{}",
        board.body
    );
}

#[tokio::test]
async fn the_download_menu_says_what_each_format_would_lose_before_the_file_is_taken() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("losses@school.org").await;
    let id = app
        .make(
            &mut teacher,
            "::q1:: What is 2 + 2? {=4}\n\n::q2:: Capital of France? {~Rome =Paris ~Madrid}\n",
        )
        .await;
    let page = app.get(&mut teacher, &format!("/quizzes/{id}")).await;
    let aiken = page
        .body
        .split("id=\"download-aiken\"")
        .nth(1)
        .and_then(|rest| rest.split("</li>\n").next())
        .expect("the Aiken download");
    assert!(aiken.contains("⚠ loses 2"), "{aiken}");
    assert!(
        aiken.contains("question 1: skipped: Aiken has no short answer questions"),
        "{aiken}"
    );
    let json = page
        .body
        .split("id=\"download-json\"")
        .nth(1)
        .and_then(|rest| rest.split("</li>").next())
        .expect("the JSON download");
    assert!(!json.contains("loses"), "{json}");
}

#[tokio::test]
async fn the_review_screen_filters_the_questions_that_need_an_answer() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("filter@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let all = app.get(&mut teacher, &format!("/quizzes/{id}")).await;
    assert!(all.body.contains("id=\"q1\"") && all.body.contains("id=\"q2\""));
    assert!(
        all.body.contains(
            "href=\"/quizzes/{id}?needs=answer\""
                .replace("{id}", &id.to_string())
                .as_str()
        )
    );
    let only = app
        .get(&mut teacher, &format!("/quizzes/{id}?needs=answer"))
        .await;
    assert_eq!(only.status, StatusCode::OK);
    assert!(only.body.contains("id=\"q2\""), "Japan has no key");
    assert!(!only.body.contains("id=\"q1\""));
    assert!(!only.body.contains("id=\"q3\""));
    assert!(only.body.contains("only the one that needs an answer"));
    // Its form still saves question 2 (index 1), not the first card's index.
    assert!(
        only.body
            .contains(&format!("action=\"/quizzes/{id}/questions/1\""))
    );
}
