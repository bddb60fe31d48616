//! The quiz list (search, copy, delete, download), another teacher's quiz
//! on every route, why each sentence was asked about, suggestions.

use super::*;

#[tokio::test]
async fn the_list_searches_copies_deletes_with_confirmation_and_downloads() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("list@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    app.make(&mut browser, "Cells\n\n1. What is the powerhouse of the cell?\nA) Nucleus\nB) Mitochondrion\nAnswer: B\n").await;
    let home = app.get(&mut browser, "/").await;
    assert!(home.body.contains("Geography Review") && home.body.contains("Cells"));
    assert!(home.body.contains("1 needs an answer"));
    let found = app.get(&mut browser, "/?q=geog").await;
    assert!(found.body.contains("Geography Review") && !found.body.contains(">Cells<"));
    let none = app.get(&mut browser, "/?q=zzz").await;
    assert!(none.body.contains("No quiz has “zzz” in its title"));

    let csrf = home.hidden("csrf");
    let copied = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/copy"),
            &[("csrf", &csrf)],
        )
        .await;
    let copy_location = copied.location.expect("to the copy");
    assert!(copy_location.ends_with("?notice=copied"));
    assert!(
        app.get(&mut browser, &copy_location)
            .await
            .body
            .contains("value=\"Copy of Geography Review\"")
    );

    for format in quizforge_server::export_format_names() {
        let file = app
            .get(
                &mut browser,
                &format!("/quizzes/{id}/export?format={format}"),
            )
            .await;
        assert_eq!(file.status, StatusCode::OK, "{format}");
        let disposition = file.headers[header::CONTENT_DISPOSITION]
            .to_str()
            .expect("ascii");
        assert!(
            disposition.starts_with("attachment; filename=\"geography-review."),
            "{disposition}"
        );
    }
    let gift = app
        .get(&mut browser, &format!("/quizzes/{id}/export?format=gift"))
        .await;
    assert!(gift.body.contains("What is the capital of France?"));
    assert!(gift.body.contains("=Paris"));
    let unknown = app
        .get(&mut browser, &format!("/quizzes/{id}/export?format=docx"))
        .await;
    assert_eq!(unknown.status, StatusCode::UNPROCESSABLE_ENTITY);

    let confirm = app
        .get(&mut browser, &format!("/quizzes/{id}/delete"))
        .await;
    assert!(confirm.body.contains("Delete “Geography Review”?"));
    assert!(
        app.get(&mut browser, &format!("/quizzes/{id}"))
            .await
            .status
            == StatusCode::OK,
        "asking deletes nothing"
    );
    let no_csrf = app
        .post(&mut browser, &format!("/quizzes/{id}/delete"), &[])
        .await;
    assert_eq!(no_csrf.status, StatusCode::FORBIDDEN);
    let deleted = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/delete"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(deleted.location.as_deref(), Some("/?notice=quiz-deleted"));
    assert_eq!(
        app.get(&mut browser, &format!("/quizzes/{id}"))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let twice = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/delete"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(
        twice.location.as_deref(),
        Some("/?notice=quiz-deleted"),
        "a double click ends in the same place"
    );
}

#[tokio::test]
async fn another_teachers_quiz_is_not_found_on_every_route() {
    let app = TestApp::new().await;
    let mut owner = app.teacher("owner@school.org").await;
    let id = app.make(&mut owner, WORKSHEET).await;
    let mut other = app.teacher("other@school.org").await;
    let csrf = app.get(&mut other, "/").await.hidden("csrf");
    for path in [
        format!("/quizzes/{id}"),
        format!("/quizzes/{id}/delete"),
        format!("/quizzes/{id}/export?format=gift"),
        format!("/quizzes/{id}/explain"),
    ] {
        assert_eq!(
            app.get(&mut other, &path).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    let fields = [
        ("csrf", csrf.as_str()),
        ("revision", "1"),
        ("title", "Mine now"),
        ("kind", "open"),
        ("count", "1"),
    ];
    for path in [
        format!("/quizzes/{id}/title"),
        format!("/quizzes/{id}/questions"),
        format!("/quizzes/{id}/questions/0"),
        format!("/quizzes/{id}/questions/0/delete"),
        format!("/quizzes/{id}/more"),
        format!("/quizzes/{id}/copy"),
        format!("/quizzes/{id}/suggestions/0/add"),
        format!("/quizzes/{id}/suggestions/0/dismiss"),
    ] {
        assert_eq!(
            app.post(&mut other, &path, &fields).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    // Deleting someone else's quiz answers as if it were gone, and it is not.
    app.post(&mut other, &format!("/quizzes/{id}/delete"), &fields)
        .await;
    let mine = app.get(&mut owner, &format!("/quizzes/{id}")).await;
    assert_eq!(mine.status, StatusCode::OK);
    assert!(mine.body.contains("value=\"Geography Review\""));
    assert!(
        !app.get(&mut other, "/")
            .await
            .body
            .contains("Geography Review")
    );
}

#[tokio::test]
async fn the_review_links_to_why_each_sentence_was_asked_about_or_not() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("why@school.org").await;
    // The example leaves one suggestion, a "Who …?" on Pope Gregory, who
    // has a chosen question already; told of a reform instead, nobody's
    // deed, it leaves none.
    let example = include_str!("../../../../examples/prose-astronomy-the-calendar.txt");
    let (_, location) = app.make_counted(&mut teacher, example, 10).await;
    assert!(location.ends_with("?notice=short"), "{location}");
    let review = app.get(&mut teacher, &location).await;
    assert!(review.body.contains("listed as suggestions"));
    assert!(review.body.contains("id=\"suggestions\""));
    let prose = example.replace("Gregory decreed that", "The reform decreed that");
    let (id, location) = app.make_counted(&mut teacher, &prose, 10).await;
    // Fewer than asked for: the review opens saying so. This document
    // leaves no suggestions, so the notice promises none (a walk-through
    // found it pointing at a list that was not there).
    assert!(location.ends_with("?notice=short-bare"), "{location}");
    let review = app.get(&mut teacher, &location).await;
    assert!(
        review
            .body
            .contains("with fewer questions than you asked for")
    );
    assert!(!review.body.contains("listed as suggestions"));
    assert!(!review.body.contains("id=\"suggestions\""));
    assert!(
        review
            .body
            .contains(&format!("href=\"/quizzes/{id}/explain\"")),
        "the review page links to the explanation"
    );
    let page = app
        .get(&mut teacher, &format!("/quizzes/{id}/explain"))
        .await;
    assert_eq!(page.status, StatusCode::OK);
    // The one sentence on why the quiz is short, then every sentence.
    assert!(
        page.body
            .contains("of the 10 new questions asked for were written: of its 51 sentences"),
        "{}",
        page.body
    );
    assert!(page.body.contains("line 3, column 1"));
    assert!(page.body.contains("not asked: talks to the reader"));
    assert!(
        page.body
            .contains("asked (typed answer): The period required by the Moon")
    );
    assert!(page.body.contains("asked (true/false)"));
    // What the forge found the document teaching, which its questions are
    // about.
    assert!(page.body.contains("Terms the forge found"), "{}", page.body);
    assert!(
        page.body.contains("<strong>tropical year</strong>"),
        "{}",
        page.body
    );
    // Five sentences asked about, one of them "Who felt it necessary to
    // institute further calendar reform?" (Pope Gregory XIII).
    assert!(page.body.contains("asked (person): Who felt it necessary"));
    assert_eq!(
        page.body.matches("<li class=\"asked\">").count(),
        5,
        "{}",
        page.body
    );
}

#[tokio::test]
async fn held_back_questions_are_offered_as_suggestions_to_add_or_dismiss() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("suggest@school.org").await;
    let prose = include_str!("../../../../examples/prose-astronomy-the-calendar.txt");
    // Two asked for: the forge writes more than two, and holds the rest back.
    let (id, _) = app.make_counted(&mut teacher, prose, 2).await;
    let quiz_json = |body: &str| -> Value { serde_json::from_str(body).expect("quiz json") };
    let export = app
        .get(&mut teacher, &format!("/quizzes/{id}/export?format=json"))
        .await;
    let before = quiz_json(&export.body);
    assert_eq!(before["questions"].as_array().expect("questions").len(), 2);
    let suggestions = before["suggestions"].as_array().expect("suggestions");
    assert!(!suggestions.is_empty(), "{before}");
    assert!(
        suggestions
            .iter()
            .all(|s| s["held_back"].as_str().is_some_and(|why| !why.is_empty())),
        "{before}"
    );
    let reason = suggestions[0]["held_back"].as_str().expect("why");
    let first = suggestions[0]["question"]["prompt"]
        .as_str()
        .expect("prompt")
        .to_string();

    let review = app.get(&mut teacher, &format!("/quizzes/{id}")).await;
    assert!(
        review.body.contains("id=\"suggestions\""),
        "{}",
        review.body
    );
    assert!(review.body.contains(&format!("Held back: {reason}")));
    assert!(review.body.contains("id=\"suggestion-1-add\""));
    let revision = review.hidden("revision");
    let csrf = review.hidden("csrf");

    // A stale form changes nothing.
    let stale = app
        .post(
            &mut teacher,
            &format!("/quizzes/{id}/suggestions/0/add"),
            &[("csrf", csrf.as_str()), ("revision", "0")],
        )
        .await;
    assert!(
        stale
            .location
            .expect("location")
            .contains("notice=conflict")
    );

    // Adding moves it into the questions, in document order.
    let added = app
        .post(
            &mut teacher,
            &format!("/quizzes/{id}/suggestions/0/add"),
            &[("csrf", csrf.as_str()), ("revision", revision.as_str())],
        )
        .await;
    let to = added.location.expect("location");
    assert!(to.contains("notice=suggestion-added"), "{to}");
    let after = quiz_json(
        &app.get(&mut teacher, &format!("/quizzes/{id}/export?format=json"))
            .await
            .body,
    );
    let prompts: Vec<&str> = after["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .map(|q| q["prompt"].as_str().expect("prompt"))
        .collect();
    assert_eq!(prompts.len(), 3);
    assert!(prompts.contains(&first.as_str()), "{prompts:?}");
    let starts: Vec<i64> = after["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .map(|q| q["source"]["start"].as_i64().expect("source"))
        .collect();
    assert!(starts.windows(2).all(|w| w[0] <= w[1]), "{starts:?}");
    let left = after["suggestions"].as_array().map_or(0, Vec::len);
    assert_eq!(left, suggestions.len() - 1);

    // Dismissing drops one without adding it.
    if left > 0 {
        let review = app.get(&mut teacher, &format!("/quizzes/{id}")).await;
        let dismissed = app
            .post(
                &mut teacher,
                &format!("/quizzes/{id}/suggestions/0/dismiss"),
                &[
                    ("csrf", csrf.as_str()),
                    ("revision", review.hidden("revision").as_str()),
                ],
            )
            .await;
        assert!(
            dismissed
                .location
                .expect("location")
                .contains("notice=suggestion-dismissed")
        );
        let last = quiz_json(
            &app.get(&mut teacher, &format!("/quizzes/{id}/export?format=json"))
                .await
                .body,
        );
        assert_eq!(last["questions"].as_array().expect("questions").len(), 3);
        assert_eq!(last["suggestions"].as_array().map_or(0, Vec::len), left - 1);
    }

    // The API gives the suggestions with the quiz.
    let token = app.api_token("suggest-api@school.org").await;
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            Some(json!({"text": prose, "count": 2})),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = made.json();
    assert_eq!(quiz["questions"].as_array().expect("questions").len(), 2);
    assert_eq!(
        quiz["suggestions"].as_array().expect("suggestions").len(),
        suggestions.len()
    );
    assert!(quiz["suggestions"][0]["held_back"].is_string());
}
