//! The JSON API: making, reading, updating, listing, exporting and deleting
//! quizzes, refusals, the OpenAPI document; the demo; PostgreSQL; refusals in
//! the teacher's language.

use super::*;

#[tokio::test]
async fn the_api_says_why_a_quiz_is_shorter_than_asked_for() {
    let app = TestApp::new().await;
    let token = app.api_token("short@school.org").await;
    let prose = include_str!("../../../../examples/prose-astronomy-the-calendar.txt");
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            Some(json!({"text": prose, "count": 10})),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = made.json();
    let written = quiz["questions"].as_array().expect("questions").len();
    assert!(written < 10);
    let warnings = quiz["warnings"].to_string();
    assert!(
        warnings.contains(&format!(
            "{written} of the 10 new questions asked for were written: of its "
        )),
        "{warnings}"
    );
}

#[tokio::test]
async fn a_glossary_table_pasted_or_uploaded_gives_glossary_questions_not_cards() {
    // A two-column table copied with tabs, as teachers paste a glossary:
    // the forge asks about its entries on both roads, where reading it as
    // Quizlet cards gave each row a bare-term prompt and a definition to
    // type (and the header row too).
    let app = TestApp::new().await;
    let token = app.api_token("glossary@school.org").await;
    let table = "Term\tDefinition\n\
        aggregate demand (AD)\tthe amount of total spending on domestic goods and services in an economy\n\
        aggregate supply (AS)\tthe total quantity of output firms will produce and sell at each price level\n\
        inflation\ta general and ongoing rise in the level of prices in an entire economy\n\
        recession\ta significant decline in national output that lasts for several months or more\n\
        potential GDP\tthe maximum quantity an economy can produce given its existing inputs\n\
        unemployment rate\tthe share of the labour force who are looking for work but have none\n";
    let pasted = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            Some(json!({"text": table, "count": 10})),
        )
        .await;
    let uploaded = app
        .multipart(
            &mut Browser::default(),
            "/api/v1/quizzes",
            &[
                Part::file("file", "glossary.txt", table.as_bytes()),
                Part::field("count", "10"),
            ],
            Some(&token),
        )
        .await;
    for made in [pasted, uploaded] {
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
        let quiz = made.json();
        assert_ne!(quiz["title"], "Term\tDefinition");
        let questions = quiz["questions"].as_array().expect("questions");
        assert!(questions.len() >= 4, "{questions:?}");
        for question in questions {
            let prompt = question["prompt"].as_str().expect("a prompt");
            assert!(
                prompt.starts_with("What does")
                    || prompt.starts_with("Which term means")
                    || prompt.starts_with("Match"),
                "{prompt}"
            );
            assert_eq!(question["origin"], "generated");
        }
    }
}

#[tokio::test]
async fn the_api_makes_reads_updates_lists_exports_and_deletes_quizzes() {
    let app = TestApp::new().await;
    let token = app.api_token("api@school.org").await;
    let made = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&token),
            Some(json!({"text": WORKSHEET, "count": 5})),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = made.json();
    let id = quiz["id"].as_i64().expect("id");
    assert_eq!(quiz["revision"], 1);
    assert_eq!(quiz["title"], "Geography Review");
    assert_eq!(quiz["questions"].as_array().expect("questions").len(), 3);
    assert_eq!(quiz["questions"][1]["answer_known"], false);

    let uploaded = app
        .multipart(
            &mut Browser::default(),
            "/api/v1/quizzes",
            &[
                Part::file("file", "w.txt", WORKSHEET.as_bytes()),
                Part::field("count", "3"),
            ],
            Some(&token),
        )
        .await;
    assert_eq!(uploaded.status, StatusCode::CREATED, "{}", uploaded.body);
    let empty_file = app
        .multipart(
            &mut Browser::default(),
            "/api/v1/quizzes",
            &[Part::file("file", "e.txt", b"")],
            Some(&token),
        )
        .await;
    assert_eq!(empty_file.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        empty_file.json()["error"]
            .as_str()
            .expect("error")
            .contains("no text")
    );

    let mut read = app
        .api("GET", &format!("/api/v1/quizzes/{id}"), Some(&token), None)
        .await
        .json();
    assert_eq!(read, {
        let mut q = quiz.clone();
        q.as_object_mut().expect("object").remove("warnings");
        q
    });
    read["title"] = json!("Renamed");
    read["questions"][1]["answer_known"] = json!(true);
    read["questions"][1]["choices"][2]["correct"] = json!(true);
    read["questions"][1]["choices"][2]["weight"] = json!(1.0);
    let updated = app
        .api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Some(read.clone()),
        )
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.json()["revision"], 2);
    let stale = app
        .api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Some(read.clone()),
        )
        .await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    let mut no_revision = read.clone();
    no_revision
        .as_object_mut()
        .expect("object")
        .remove("revision");
    assert_eq!(
        app.api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Some(no_revision)
        )
        .await
        .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let mut invalid = updated.json();
    invalid["questions"][0]["prompt"] = json!("");
    assert_eq!(
        app.api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            Some(invalid)
        )
        .await
        .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );

    let list = app
        .api("GET", "/api/v1/quizzes?search=renam", Some(&token), None)
        .await
        .json();
    assert_eq!(list["quizzes"].as_array().expect("list").len(), 1);
    assert_eq!(list["quizzes"][0]["unanswered"], 0);
    let all = app
        .api("GET", "/api/v1/quizzes", Some(&token), None)
        .await
        .json();
    assert_eq!(all["quizzes"].as_array().expect("list").len(), 2);

    let gift = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{id}/export?format=gift"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(gift.status, StatusCode::OK);
    assert!(gift.body.contains("=Tokyo"));
    assert_eq!(
        app.api(
            "GET",
            &format!("/api/v1/quizzes/{id}/export?format=pdf"),
            Some(&token),
            None
        )
        .await
        .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );

    assert_eq!(
        app.api(
            "DELETE",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            None
        )
        .await
        .status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        app.api("GET", &format!("/api/v1/quizzes/{id}"), Some(&token), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.api(
            "DELETE",
            &format!("/api/v1/quizzes/{id}"),
            Some(&token),
            None
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_api_refuses_strangers_wrong_passwords_and_other_teachers() {
    let app = TestApp::new().await;
    let owner = app.api_token("one@school.org").await;
    let other = app.api_token("two@school.org").await;
    let id = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&owner),
            Some(json!({"text": WORKSHEET})),
        )
        .await
        .json()["id"]
        .as_i64()
        .expect("id");
    let no_token = app.api("GET", "/api/v1/quizzes", None, None).await;
    assert_eq!(no_token.status, StatusCode::UNAUTHORIZED);
    assert_eq!(no_token.headers[header::WWW_AUTHENTICATE], "Bearer");
    assert_eq!(
        app.api("GET", "/api/v1/quizzes", Some("made-up"), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    let wrong = app.request_token("one@school.org", "wrong password").await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert!(
        wrong.json()["error"]
            .as_str()
            .expect("message")
            .contains("do not match")
    );
    let duplicate = app
        .api(
            "POST",
            "/api/v1/signup",
            None,
            Some(json!({"email": "one@school.org", "password": "correct horse"})),
        )
        .await;
    assert_eq!(
        duplicate.status,
        StatusCode::ACCEPTED,
        "a registered e-mail is answered like a free one"
    );
    assert_eq!(
        app.api("POST", "/api/v1/signup", None, Some(json!({"email": "x"})))
            .await
            .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    for (method, path) in [
        ("GET", format!("/api/v1/quizzes/{id}")),
        ("DELETE", format!("/api/v1/quizzes/{id}")),
        ("GET", format!("/api/v1/quizzes/{id}/export?format=gift")),
    ] {
        assert_eq!(
            app.api(method, &path, Some(&other), None).await.status,
            StatusCode::NOT_FOUND,
            "{method} {path}"
        );
    }
    let put = app
        .api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            Some(&other),
            Some(json!({"revision": 1, "title": "x", "language": "en", "questions": []})),
        )
        .await;
    assert_eq!(put.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.api("GET", "/api/v1/quizzes", Some(&other), None)
            .await
            .json()["quizzes"],
        json!([])
    );
    let too_big = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&owner),
            Some(json!({"text": "a".repeat(quizforge_server::MAX_DOCUMENT_BYTES + 1)})),
        )
        .await;
    assert_eq!(too_big.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        too_big.json()["error"]
            .as_str()
            .expect("message")
            .contains("10 MB")
    );
    let blank = app
        .api(
            "POST",
            "/api/v1/quizzes",
            Some(&owner),
            Some(json!({"text": "   "})),
        )
        .await;
    assert_eq!(blank.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        app.api("GET", "/api/v1/nothing", Some(&owner), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_openapi_document_is_served_and_matches_its_snapshot() {
    let app = TestApp::new().await;
    let served = app.api("GET", "/api/v1/openapi.json", None, None).await;
    assert_eq!(served.status, StatusCode::OK);
    let document = served.json();
    let paths: Vec<&String> = document["paths"]
        .as_object()
        .expect("paths")
        .keys()
        .collect();
    for route in [
        "/signup",
        "/tokens",
        "/quizzes",
        "/quizzes/{id}",
        "/quizzes/{id}/export",
        "/classes",
        "/assignments",
        "/assignments/{id}",
        "/assignments/{id}/control",
        "/assignments/{id}/results",
        "/assignments/{id}/players/{player}",
        "/play/{code}/players",
        "/assignments/{id}/report",
        "/assignments/{id}/export",
        "/assignments/{id}/items",
        "/assignments/{id}/questions/{question}/accepted",
        "/answers/{id}",
        "/classes/{id}/mastery",
        "/classes/{id}/bands",
        "/assignments/{id}/follow-ups",
        "/openapi.json",
    ] {
        assert!(paths.iter().any(|p| *p == route), "{route} is documented");
    }
    let formats: Vec<&str> =
        document["paths"]["/quizzes/{id}/export"]["get"]["parameters"][1]["schema"]["enum"]
            .as_array()
            .expect("formats")
            .iter()
            .filter_map(Value::as_str)
            .collect();
    assert_eq!(
        formats,
        quizforge_server::export_format_names(),
        "the formats the server exports"
    );
    insta::assert_json_snapshot!("openapi", document);
}

#[tokio::test]
async fn the_demo_loads_once_and_its_teacher_can_sign_in() {
    let dir = tempdir();
    let url = format!("sqlite:{}", dir.0.join("demo.sqlite3").display());
    let store = AnyStore::connect(&url).await.expect("store");
    let state = AppState::new(
        store,
        Config {
            argon2_memory_kib: 1024,
            ..Config::default()
        },
    );
    quizforge_server::demo::load(&state).await.expect("demo");
    quizforge_server::demo::load(&state)
        .await
        .expect("demo again");
    let app = TestApp {
        router: router(state),
        _dir: dir,
    };
    let token = app
        .request_token(
            quizforge_server::demo::DEMO_EMAIL,
            quizforge_server::demo::DEMO_PASSWORD,
        )
        .await
        .json()["token"]
        .as_str()
        .expect("token")
        .to_string();
    let list = app
        .api("GET", "/api/v1/quizzes", Some(&token), None)
        .await
        .json();
    let quizzes = list["quizzes"].as_array().expect("list");
    assert_eq!(
        quizzes.len(),
        quizforge_server::demo::SAMPLES.len(),
        "loaded once"
    );
    assert!(quizzes.iter().all(|q| q["questions"].as_i64() > Some(0)));
}

#[tokio::test]
async fn the_app_runs_on_postgres_too() {
    let Ok(url) = std::env::var("QUIZFORGE_TEST_POSTGRES_URL") else {
        if std::env::var_os("CI").is_some() {
            panic!("CI is set but QUIZFORGE_TEST_POSTGRES_URL is not");
        }
        eprintln!("SKIPPED: the server on PostgreSQL (set QUIZFORGE_TEST_POSTGRES_URL to run it)");
        return;
    };
    let app = TestApp::on(&url, tempdir()).await;
    let mut bytes = [0u8; 6];
    getrandom::fill(&mut bytes).expect("random");
    let email = format!(
        "pg-{}@school.org",
        bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()
    );
    let mut browser = app.teacher(&email).await;
    assert_eq!(
        app.get(&mut browser, "/healthz").await.status,
        StatusCode::OK
    );
    let id = app.make(&mut browser, WORKSHEET).await;
    let review = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    assert!(review.body.contains("Answer not given in the document"));
    let saved = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/1"),
            &choice_fields(&review.hidden("csrf"), &review.hidden("revision")),
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER);
    assert!(
        app.get(&mut browser, &format!("/quizzes/{id}/export?format=gift"))
            .await
            .body
            .contains("=Tokyo")
    );
}

#[tokio::test]
async fn a_refused_live_control_is_said_in_the_teachers_language() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("controle@school.org").await;
    let csrf = app.get(&mut teacher, "/password").await.hidden("csrf");
    let chosen = app
        .post(
            &mut teacher,
            "/account/language",
            &[("language", "fr"), ("csrf", &csrf)],
        )
        .await;
    assert_eq!(chosen.status, StatusCode::SEE_OTHER, "{}", chosen.body);
    let id = app.make(&mut teacher, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut teacher, id).await;
    // Showing results before any question is open: refused, in French.
    let page = app.get(&mut teacher, &dashboard).await;
    let csrf = page.hidden("csrf");
    let refused = app
        .send(
            &mut teacher,
            Request::post(format!("{dashboard}/control"))
                .header(header::ACCEPT, "application/json")
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Body::from(format!("csrf={csrf}&action=reveal")))
                .expect("request"),
        )
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    let error: Value = serde_json::from_str(&refused.body).expect("JSON");
    assert_eq!(
        error["error"],
        "Aucune question n’est ouverte : il n’y a pas de résultats à afficher."
    );
}

#[tokio::test]
async fn a_refused_form_is_said_in_the_pages_language_and_the_api_keeps_english() {
    let app = TestApp::new().await;
    let mut browser = Browser::default();
    let form = app
        .send(&mut browser, in_language("/signup", "fr-FR"))
        .await;
    let csrf = form.hidden("csrf");
    let refused = app
        .send(
            &mut browser,
            post_in_language(
                "/signup",
                &[
                    ("email", "court@ecole.fr"),
                    ("password", "abc"),
                    ("csrf", &csrf),
                ],
                "fr-FR",
            ),
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused
            .body
            .contains("Choisissez un mot de passe d’au moins 8 caractères."),
        "{}",
        refused.body
    );
    // The API says it in English, whatever the browser asks for.
    let api = app
        .send(
            &mut Browser::default(),
            Request::post("/api/v1/signup")
                .header(header::ACCEPT_LANGUAGE, "fr-FR")
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(
                    json!({"email": "court@ecole.fr", "password": "abc"}).to_string(),
                ))
                .expect("request"),
        )
        .await;
    assert_eq!(api.status, StatusCode::UNPROCESSABLE_ENTITY);
    let error: Value = serde_json::from_str(&api.body).expect("JSON");
    assert_eq!(
        error["error"],
        "Choose a password of at least 8 characters."
    );
}
