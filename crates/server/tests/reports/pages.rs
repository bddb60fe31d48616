//! The report's web pages and their guards: another teacher gets 404, the
//! same on PostgreSQL, marking by hand with the form token, the warning
//! before a live game with unknown keys, a student's page, late homework,
//! the teacher's language.

use super::*;

#[tokio::test]
async fn another_teacher_gets_404_on_every_report_route() {
    let app = App::sqlite().await;
    let Volcano {
        token,
        assignment,
        ben,
        ..
    } = app.volcano("ana").await;
    let (_, other) = app.teacher("bob").await;
    for path in [
        format!("/api/v1/assignments/{assignment}/report"),
        format!("/api/v1/assignments/{assignment}/export?format=csv"),
        format!("/api/v1/assignments/{assignment}/export?format=xlsx"),
        format!("/api/v1/assignments/{assignment}/items"),
    ] {
        let reply = app.call("GET", &path, &other, None).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert!(!reply.text().contains("Ben"), "{path}");
    }
    let patch = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben}-1"),
            &other,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(patch.status, StatusCode::NOT_FOUND);
    let accept = app
        .call(
            "POST",
            &format!("/api/v1/assignments/{assignment}/questions/1/accepted"),
            &other,
            Some(json!({"text": "magma"})),
        )
        .await;
    assert_eq!(accept.status, StatusCode::NOT_FOUND);
    // And the owner's mark did not move.
    let report = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await
        .json();
    assert_eq!(cell(&report, ben, 1)["outcome"], "incorrect");
    assert!(cell(&report, ben, 1)["marked_by"].is_null());
}

#[tokio::test]
async fn postgres_reports_and_marks() {
    let Some(url) = postgres_url() else { return };
    let app = App::on(&url, None).await;
    report_scenario(&app).await;
    follow_up_scenario(&app).await;
    let Volcano { token, ben, .. } = app.volcano("pg").await;
    let reply = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben}-1"),
            &token,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    assert_eq!(reply.json()["outcome"], "correct");
}

#[tokio::test]
async fn the_report_page_shows_responses_and_marks_by_hand_with_csrf() {
    let app = App::sqlite().await;
    let (
        mut browser,
        Volcano {
            token,
            assignment,
            ben,
            ..
        },
    ) = app.volcano_signed_in("page").await;
    let path = format!("/assignments/{assignment}/report");
    let page = app.page(&mut browser, "GET", &path, &[]).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    for shown in [
        "magma",
        "Lava.",
        "crust → mantle → core",
        "Most chosen wrong option: Marble",
        "Dee",
        "has not started",
        "To mark by hand",
        // What a student's score counts (every question: an unanswered
        // one earns nothing), beside the accuracy of a question, which
        // counts the answers given, and the item analysis's facility.
        "<th scope=\"col\">Score</th>",
        "a question left unanswered earns none",
        "counts only the answers given",
    ] {
        assert!(html.contains(shown), "{shown}");
    }
    let csrf = hidden(&html, "csrf");
    let answer = format!("{ben}-1");
    let forged = app
        .page(
            &mut browser,
            "POST",
            &format!("/assignments/{assignment}/mark"),
            &[
                ("csrf", "nope"),
                ("answer", &answer),
                ("outcome", "correct"),
            ],
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    let marked = app
        .page(
            &mut browser,
            "POST",
            &format!("/assignments/{assignment}/mark"),
            &[
                ("csrf", &csrf),
                ("answer", &answer),
                ("outcome", ""),
                ("points", "0,5"),
            ],
        )
        .await;
    assert_eq!(marked.status, StatusCode::SEE_OTHER, "{}", marked.text());
    let report = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await
        .json();
    assert_eq!(cell(&report, ben, 1)["outcome"], "partial");
    assert_eq!(cell(&report, ben, 1)["points"], 0.5);
    let items = app
        .page(
            &mut browser,
            "GET",
            &format!("/assignments/{assignment}/items"),
            &[],
        )
        .await;
    assert_eq!(items.status, StatusCode::OK);
    assert!(items.text().contains("KR-20"));
    let csv = app
        .page(
            &mut browser,
            "GET",
            &format!("/assignments/{assignment}/export?format=csv"),
            &[],
        )
        .await;
    assert!(csv.text().contains("magma"));
    // Another teacher's browser sees none of it.
    let mut other = app
        .signed_in(&format!("other-{}@school.test", unique()))
        .await;
    for path in [
        format!("/assignments/{assignment}/report"),
        format!("/assignments/{assignment}/items"),
        format!("/assignments/{assignment}/export?format=xlsx"),
    ] {
        let reply = app.page(&mut other, "GET", &path, &[]).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
    }
    let other_csrf = hidden(
        &app.page(&mut other, "GET", "/classes", &[]).await.text(),
        "csrf",
    );
    let stolen = app
        .page(
            &mut other,
            "POST",
            &format!("/assignments/{assignment}/mark"),
            &[
                ("csrf", &other_csrf),
                ("answer", &answer),
                ("outcome", "correct"),
            ],
        )
        .await;
    assert_eq!(stolen.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_live_game_with_unknown_keys_is_played_only_after_a_warning() {
    let app = App::sqlite().await;
    let email = format!("warn-{}@school.test", unique());
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
    let quiz = app
        .store
        .create_quiz(owner, &volcano_quiz(), "")
        .await
        .expect("quiz");
    let class = app
        .call(
            "POST",
            "/api/v1/classes",
            &token,
            Some(json!({"name": "8A"})),
        )
        .await
        .json();
    let body = |extra: Value| {
        let mut body = json!({"quiz_id": quiz.id, "class_id": class["id"], "mode": "live"});
        if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
            body.extend(extra.clone());
        }
        body
    };
    let refused = app
        .call("POST", "/api/v1/assignments", &token, Some(body(json!({}))))
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused.text().contains("1 question(s)"),
        "{}",
        refused.text()
    );
    let homework = app
        .call(
            "POST",
            "/api/v1/assignments",
            &token,
            Some(body(json!({"mode": "homework"}))),
        )
        .await;
    assert_eq!(homework.status, StatusCode::CREATED, "only live games warn");
    let allowed = app
        .call(
            "POST",
            "/api/v1/assignments",
            &token,
            Some(body(json!({"allow_unknown_keys": true}))),
        )
        .await;
    assert_eq!(allowed.status, StatusCode::CREATED, "{}", allowed.text());

    // The page warns, and refuses until the box is ticked.
    let path = format!("/quizzes/{}/assign", quiz.id);
    let form = app.page(&mut browser, "GET", &path, &[]).await;
    assert!(form.text().contains("1 question has no key"));
    let csrf = hidden(&form.text(), "csrf");
    let class_id = class["id"].to_string();
    let fields = [
        ("csrf", csrf.as_str()),
        ("class_id", class_id.as_str()),
        ("mode", "live"),
    ];
    let again = app.page(&mut browser, "POST", &path, &fields).await;
    assert_eq!(again.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(again.text().contains("mark them by hand"));
    let mut ticked = fields.to_vec();
    ticked.push(("unknown_keys_ok", "on"));
    let played = app.page(&mut browser, "POST", &path, &ticked).await;
    assert_eq!(played.status, StatusCode::SEE_OTHER, "{}", played.text());
}

#[tokio::test]
async fn a_students_page_shows_every_game_and_every_answer() {
    let app = App::sqlite().await;
    let (mut browser, Volcano { owner, class, .. }) = app.volcano_signed_in("rec").await;
    let roster = app.store.class(owner, class).await.expect("class").roster;
    let ben = roster.iter().find(|r| r.name == "Ben").expect("Ben").id;
    let dee = roster.iter().find(|r| r.name == "Dee").expect("Dee").id;
    let page = app
        .page(
            &mut browser,
            "GET",
            &format!("/classes/{class}/students/{ben}"),
            &[],
        )
        .await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    for shown in [
        "Ben",
        "Volcanoes",
        "magma",
        "Marble",
        "crust → mantle → core",
        "Basalt",
    ] {
        assert!(html.contains(shown), "{shown}");
    }
    let dee_page = app
        .page(
            &mut browser,
            "GET",
            &format!("/classes/{class}/students/{dee}"),
            &[],
        )
        .await;
    assert!(dee_page.text().contains("not started"));
    let class_page = app
        .page(&mut browser, "GET", &format!("/classes/{class}"), &[])
        .await;
    assert!(
        class_page
            .text()
            .contains(&format!("/classes/{class}/mastery"))
    );
    let mut other = app.signed_in(&format!("y-{}@school.test", unique())).await;
    assert_eq!(
        app.page(
            &mut other,
            "GET",
            &format!("/classes/{class}/students/{ben}"),
            &[]
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_homework_past_its_due_time_takes_accepted_answers() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("ana").await;
    let quiz = volcano_quiz();
    let stored = app.store.create_quiz(owner, &quiz, "").await.expect("quiz");
    let class = app
        .call(
            "POST",
            "/api/v1/classes",
            &token,
            Some(json!({"name": "8B"})),
        )
        .await
        .json();
    let due = |at: i64| json!({"quiz_id": stored.id, "class_id": class["id"], "mode": "homework", "due_at": at});
    let mut games = Vec::new();
    for at in [1_000_000_000_i64, 4_000_000_000] {
        let made = app
            .call("POST", "/api/v1/assignments", &token, Some(due(at)))
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
        let game = made.json()["id"].as_i64().unwrap();
        app.play(game, &quiz, "Ben", None, &[None, text("magma")])
            .await;
        games.push(game);
    }
    let accept = |game: i64| {
        let path = format!("/api/v1/assignments/{game}/questions/1/accepted");
        let token = token.clone();
        let app = &app;
        async move {
            app.call("POST", &path, &token, Some(json!({"text": "magma"})))
                .await
                .status
        }
    };
    assert_eq!(accept(games[0]).await, StatusCode::OK, "past due");
    assert_eq!(accept(games[1]).await, StatusCode::CONFLICT, "still open");
}

#[tokio::test]
async fn the_results_and_library_pages_follow_the_teachers_language() {
    let app = App::sqlite().await;
    let (
        browser,
        Volcano {
            owner,
            class,
            assignment,
            ..
        },
    ) = app.volcano_signed_in("langues").await;
    let roster = app.store.class(owner, class).await.expect("class").roster;
    let ben = roster.iter().find(|r| r.name == "Ben").expect("Ben").id;
    let pages = [
        format!("/assignments/{assignment}/report"),
        format!("/assignments/{assignment}/items"),
        format!("/classes/{class}/mastery"),
        format!("/classes/{class}/students/{ben}"),
        format!("/assignments/{assignment}/follow-ups"),
        "/library?q=volcano".to_string(),
    ];
    // Words each page shows in the language, page by page.
    let french: [&[&str]; 6] = [
        &[
            "3 élèves ont joué",
            "Analyse des questions",
            "À corriger à la main",
            "Réussite par thème",
            "Corrigé :",
        ],
        &["analyse des questions", "Facilité", "Alertes", "écart-type"],
        &[
            "Maîtrise par thème",
            "Tous les thèmes",
            "Enregistrer les seuils",
            "pas encore",
        ],
        &["1 partie de cette classe", "Réponse", "Corrigé"],
        &[
            "suivis",
            "Afficher avec mes modifications",
            "Envoyer les suivis",
        ],
        &[
            "Chercher des quiz",
            "Les miens et les partagés",
            "Type de question",
            "Jusqu&#39;à 10 questions",
        ],
    ];
    let german: [&[&str]; 6] = [
        &[
            "3 Schüler·innen haben gespielt",
            "Aufgabenanalyse",
            "Von Hand zu bewerten",
            "Trefferquote nach Thema",
            "Lösung:",
        ],
        &[
            "Aufgabenanalyse",
            "Lösungsquote",
            "Trennschärfe",
            "Standardabweichung",
        ],
        &[
            "Lernstand nach Thema",
            "Alle Themen",
            "Grenzen speichern",
            "noch nicht",
        ],
        &["1 Spiel dieser Klasse", "Antwort", "Lösung"],
        &[
            "Nachbereitung",
            "Mit meinen Änderungen anzeigen",
            "Nachbereitung verschicken",
        ],
        &[
            "Quizze durchsuchen",
            "Meine und geteilte",
            "Fragetyp",
            "Bis zu 10 Fragen",
        ],
    ];
    for (accept, lang, words) in [("fr-FR,fr;q=0.9", "fr", french), ("de-DE", "de", german)] {
        for (path, words) in pages.iter().zip(words) {
            let html = app.page_in(&browser, path, accept).await;
            assert!(
                html.contains(&format!("<html lang=\"{lang}\">")),
                "{path}: {html}"
            );
            assert!(
                !html.contains(quizforge_server::i18n::MISSING),
                "{path} in {lang}: {html}"
            );
            for word in words {
                assert!(
                    html.contains(word),
                    "{path} in {lang} lacks {word:?}: {html}"
                );
            }
        }
    }
    // Percentages the language's way: "67 %" with a no-break space.
    let report = app.page_in(&browser, &pages[0], "fr").await;
    assert!(report.contains("\u{a0}%"), "{report}");
    let mastery = app.page_in(&browser, &pages[2], "fr").await;
    assert!(mastery.contains("\u{a0}%<tspan"), "the heat map: {mastery}");
    // An English browser still gets English.
    let report = app.page_in(&browser, &pages[0], "en-GB").await;
    assert!(report.contains("3 students played") && report.contains("Item analysis"));
    assert!(!report.contains("\u{a0}%"));
    // Discover follows an anonymous browser's language.
    for (accept, lang, lead) in [
        ("es-ES", "es", "Cuestionarios públicos creados por docentes"),
        ("fr", "fr", "Les quiz publics créés par des enseignants"),
        ("de", "de", "Öffentliche Quizze von Lehrkräften"),
        ("pt-BR", "en", "Public quizzes made by teachers"),
    ] {
        let html = app.page_in(&Cookies::default(), "/discover", accept).await;
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{html}");
        assert!(html.contains(lead), "{lang}: {html}");
        assert!(!html.contains(quizforge_server::i18n::MISSING), "{html}");
    }
}
