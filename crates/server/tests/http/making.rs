//! Making a quiz from pasted text and files, and the review screen: fixing
//! an unknown answer, moving, duplicating, deleting, adding and retitling
//! questions, more questions from the same document.

use super::*;

#[tokio::test]
async fn pasted_text_becomes_a_quiz_shown_beside_its_passages() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("make@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    let review = app
        .get(&mut browser, &format!("/quizzes/{id}?notice=made"))
        .await;
    assert_eq!(review.status, StatusCode::OK);
    assert!(review.body.contains("Your quiz is ready"));
    assert!(
        review.body.contains("value=\"Geography Review\""),
        "the title"
    );
    assert_eq!(review.body.matches("<article class=\"card").count(), 3);
    assert!(
        review
            .body
            .contains("Answer not given in the document: choose one")
    );
    assert_eq!(
        review.body.matches("class=\"flag\" id=\"q").count(),
        1,
        "only question 2 is flagged"
    );
    assert!(
        review.body.contains("<strong class=\"key\">Paris</strong>"),
        "the key phrase is marked"
    );
    assert!(review.body.contains("<mark>"));
    assert!(review.body.contains("From the document, line 3"));
}

#[tokio::test]
async fn files_are_read_and_bad_files_are_refused_with_a_reason() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("files@school.org").await;
    let csrf = app.get(&mut browser, "/quizzes/new").await.hidden("csrf");
    let gift = b"::Q1:: 2 + 2 = ? {=4 ~3 ~5}\n";
    let made = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", &csrf),
                Part::file("file", "sums.gift", gift),
            ],
            None,
        )
        .await;
    assert_eq!(made.status, StatusCode::SEE_OTHER, "{}", made.body);

    let empty = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", &csrf),
                Part::field("text", "kept text"),
                Part::file("file", "empty.txt", b"  \n\n"),
            ],
            None,
        )
        .await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        empty.body.contains("There is no text in this file"),
        "{}",
        empty.body
    );
    assert!(
        empty.body.contains("kept text"),
        "the pasted text is not lost"
    );

    let pdf = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", &csrf),
                Part::file("file", "notes.pdf", b"%PDF-1.7\n%\xe2\xe3"),
            ],
            None,
        )
        .await;
    assert_eq!(pdf.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(pdf.body.contains("cannot be used"), "{}", pdf.body);

    let nothing = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[Part::field("csrf", &csrf), Part::field("text", "  ")],
            None,
        )
        .await;
    assert_eq!(nothing.status, StatusCode::UNPROCESSABLE_ENTITY);

    let huge = vec![b'a'; quizforge_server::MAX_DOCUMENT_BYTES + 100 * 1024];
    let too_big = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", &csrf),
                Part::file("file", "huge.txt", &huge),
            ],
            None,
        )
        .await;
    assert_eq!(too_big.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(too_big.body.contains("more than 10 MB"), "{}", too_big.body);

    let forged = app
        .multipart(
            &mut browser,
            "/quizzes",
            &[
                Part::field("csrf", "forged"),
                Part::field("text", WORKSHEET),
            ],
            None,
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn fixing_an_unknown_answer_saves_it_and_a_stale_form_changes_nothing() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("edit@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    let review = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    let (csrf, revision) = (review.hidden("csrf"), review.hidden("revision"));

    let no_csrf = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/1"),
            &choice_fields("", &revision),
        )
        .await;
    assert_eq!(no_csrf.status, StatusCode::FORBIDDEN);

    let saved = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/1"),
            &choice_fields(&csrf, &revision),
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    assert_eq!(
        saved.location,
        Some(format!("/quizzes/{id}?notice=saved#q2"))
    );
    let after = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    assert!(!after.body.contains("Answer not given in the document"));
    assert!(after.body.contains("every answer is known"));
    assert!(
        after
            .body
            .contains("Tokyo has been the capital since 1868.")
    );

    // The same form again (a double submit): refused, the teacher's input shown back.
    let again = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/1"),
            &choice_fields(&csrf, &revision),
        )
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert!(again.body.contains("changed since you opened it"));
    assert!(
        again
            .body
            .contains("Tokyo has been the capital since 1868.")
    );

    // An edit that breaks a rule is explained, and what was typed is kept.
    let revision = after.hidden("revision");
    let broken = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/0"),
            &[
                ("csrf", &csrf),
                ("revision", &revision),
                ("prompt", "Typed but unsaved prompt"),
                ("choice", "Only"),
                ("correct", "0"),
                ("points", "1"),
            ],
        )
        .await;
    assert_eq!(broken.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(broken.body.contains("Give at least 2 choices"));
    assert!(broken.body.contains("Typed but unsaved prompt"));

    let json = app
        .get(&mut browser, &format!("/quizzes/{id}/export?format=json"))
        .await;
    let quiz = json.json();
    assert_eq!(quiz["questions"][1]["answer_known"], true);
    assert_eq!(quiz["questions"][1]["choices"][2]["correct"], true);
    assert_eq!(quiz["questions"][1]["points"], 2.0);
    assert_eq!(quiz["questions"][1]["time_limit"], 30);
    assert_eq!(quiz["questions"][1]["topic"], "Capitals");
    assert_eq!(
        quiz["questions"][0]["prompt"],
        "What is the capital of France?"
    );
}

#[tokio::test]
async fn questions_can_be_moved_duplicated_deleted_added_and_retitled() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("tools@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    let step = |path: String, extra: Vec<(&'static str, String)>| {
        let app = &app;
        let mut browser = browser.clone();
        async move {
            let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
            let mut fields = vec![
                ("csrf", page.hidden("csrf")),
                ("revision", page.hidden("revision")),
            ];
            fields.extend(extra);
            let borrowed: Vec<(&str, &str)> =
                fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let done = app.post(&mut browser, &path, &borrowed).await;
            assert_eq!(done.status, StatusCode::SEE_OTHER, "{path}: {}", done.body);
            app.get(&mut browser, &format!("/quizzes/{id}")).await
        }
    };
    let moved = step(format!("/quizzes/{id}/questions/0/down"), vec![]).await;
    assert_eq!(
        prompts(&moved)[..2],
        [
            "What is the capital of Japan?",
            "What is the capital of France?"
        ]
    );
    let moved = step(format!("/quizzes/{id}/questions/1/up"), vec![]).await;
    assert_eq!(prompts(&moved)[0], "What is the capital of France?");
    let duplicated = step(format!("/quizzes/{id}/questions/0/duplicate"), vec![]).await;
    assert_eq!(prompts(&duplicated).len(), 4);
    assert_eq!(prompts(&duplicated)[1], "What is the capital of France?");
    let deleted = step(format!("/quizzes/{id}/questions/1/delete"), vec![]).await;
    assert_eq!(prompts(&deleted).len(), 3);
    for kind in [
        "multiple_choice",
        "multiple_response",
        "true_false",
        "short_answer",
        "numeric",
        "matching",
        "ordering",
        "open",
    ] {
        step(
            format!("/quizzes/{id}/questions"),
            vec![
                ("kind", kind.to_string()),
                ("prompt", format!("A {kind} question")),
            ],
        )
        .await;
    }
    let added = step(
        format!("/quizzes/{id}/title"),
        vec![("title", "Capitals <b>& rivers</b>".to_string())],
    )
    .await;
    assert_eq!(prompts(&added).len(), 11);
    assert!(added.body.contains("A matching question"));
    assert!(
        added
            .body
            .contains("value=\"Capitals &#60;b&#62;&#38; rivers&#60;/b&#62;\""),
        "escaped: {}",
        &added.body[..2000]
    );
    let unknown_kind = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions"),
            &[
                ("csrf", &added.hidden("csrf")),
                ("revision", &added.hidden("revision")),
                ("kind", "essay"),
            ],
        )
        .await;
    assert_eq!(unknown_kind.status, StatusCode::UNPROCESSABLE_ENTITY);
    let no_such_question = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/99/delete"),
            &[
                ("csrf", &added.hidden("csrf")),
                ("revision", &added.hidden("revision")),
            ],
        )
        .await;
    assert_eq!(no_such_question.status, StatusCode::NOT_FOUND);
    // A stale revision on a tool button: nothing happens, and the page says why.
    let stale = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/questions/0/delete"),
            &[("csrf", &added.hidden("csrf")), ("revision", "1")],
        )
        .await;
    assert_eq!(
        stale.location,
        Some(format!("/quizzes/{id}?notice=conflict#q1"))
    );
    let after = app
        .get(&mut browser, &format!("/quizzes/{id}?notice=conflict"))
        .await;
    assert_eq!(prompts(&after).len(), 11);
    assert!(after.body.contains("nothing was done"));
}

#[tokio::test]
async fn more_questions_come_from_the_same_document_without_repeats() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("more@school.org").await;
    let id = app.make(&mut browser, WORKSHEET).await;
    let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    let (csrf, revision) = (page.hidden("csrf"), page.hidden("revision"));
    let first = prompts(&page)[0].clone();
    app.post(
        &mut browser,
        &format!("/quizzes/{id}/questions/0/delete"),
        &[("csrf", &csrf), ("revision", &revision)],
    )
    .await;
    let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    assert_eq!(page.body.matches("<article class=\"card").count(), 2);
    // The deleted question waits among the suggestions, saying why.
    assert!(page.body.contains("you removed it from the quiz"));
    // "More" does not bring back what the teacher removed, nor repeat
    // what the quiz holds: this document has nothing else to give.
    let none = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/more"),
            &[
                ("csrf", &csrf),
                ("revision", &page.hidden("revision")),
                ("count", "5"),
            ],
        )
        .await;
    assert_eq!(none.location, Some(format!("/quizzes/{id}?notice=nomore")));
    // The teacher can add it back, as it was.
    let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    let added = app
        .post(
            &mut browser,
            &format!("/quizzes/{id}/suggestions/0/add"),
            &[("csrf", &csrf), ("revision", &page.hidden("revision"))],
        )
        .await;
    assert_eq!(added.status, StatusCode::SEE_OTHER, "{}", added.body);
    let page = app.get(&mut browser, &format!("/quizzes/{id}")).await;
    assert_eq!(page.body.matches("<article class=\"card").count(), 3);
    assert_eq!(prompts(&page)[0], first, "back in its place");
    assert!(!page.body.contains("you removed it from the quiz"));
}

/// The prompts of a review page's questions, in order.
fn prompts(page: &Page) -> Vec<String> {
    page.body
        .match_indices("name=\"prompt\" rows=\"2\" required>")
        .map(|(at, m)| {
            let rest = &page.body[at + m.len()..];
            rest[..rest.find("</textarea>").expect("end")].to_string()
        })
        .collect()
}
