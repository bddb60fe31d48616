//! Sharing: a private quiz stays private on every road, a copy records its
//! original, the sharing form and the search page.

use super::*;

#[tokio::test]
async fn a_private_quiz_stays_private_on_every_road() {
    let (app, _dir) = sqlite_app().await;
    let mut ada = app.teacher().await;
    let mut ben = app.teacher().await;
    let word = unique_word();
    let secret = app.make(&ada, &worksheet(&word)).await;
    let bens = app.make(&ben, SIMILAR).await;
    // Ada finds her own quiz, and it is related to nothing of Ben's.
    assert_eq!(app.search(&ada, &word).await, [secret]);

    // Ben: not through search, related lists, pages, exports or the API.
    assert!(app.search(&ben, &word).await.is_empty());
    assert!(app.search(&ben, "Pompeii Vesuvius").await.is_empty());
    assert!(!app.related(&ben, bens).await.contains(&secret));
    for (method, path) in [
        ("GET", format!("/api/v1/quizzes/{secret}")),
        (
            "GET",
            format!("/api/v1/quizzes/{secret}/export?format=gift"),
        ),
        ("GET", format!("/api/v1/quizzes/{secret}/related")),
        ("GET", format!("/api/v1/quizzes/{secret}/sharing")),
        ("POST", format!("/api/v1/quizzes/{secret}/copy")),
    ] {
        let answer = app.api(method, &path, &ben.token, None).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{method} {path}");
    }
    let patch = app
        .api(
            "PATCH",
            &format!("/api/v1/quizzes/{secret}"),
            &ben.token,
            Some(json!({"visibility": "public"})),
        )
        .await;
    assert_eq!(patch.status, StatusCode::NOT_FOUND);
    for path in [
        format!("/library/{secret}"),
        format!("/quizzes/{secret}"),
        format!("/quizzes/{secret}/export?format=gift"),
    ] {
        assert_eq!(
            app.page(Some(&mut ben), &path).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    let search_page = app
        .page(Some(&mut ben), &format!("/library?q={word}"))
        .await;
    assert_eq!(search_page.status, StatusCode::OK);
    assert!(!search_page.body.contains(&format!("/library/{secret}")));
    assert!(!search_page.body.contains(&format!("/quizzes/{secret}")));
    assert!(search_page.body.contains("no-results"));
    let review = app.page(Some(&mut ben), &format!("/quizzes/{bens}")).await;
    assert!(!review.body.contains(&word), "Ben's related list");
    for who in [Some(&mut ben), None] {
        assert!(!app.page(who, "/discover").await.body.contains(&word));
    }
    assert_eq!(
        app.page(None, &format!("/library/{secret}")).await.status,
        StatusCode::NOT_FOUND
    );

    // Shared with the school: Ben finds it and sees it related; visitors
    // still do not.
    app.share(&ada, secret, "school").await;
    assert_eq!(app.search(&ben, &word).await, [secret]);
    assert!(app.related(&ben, bens).await.contains(&secret));
    let shared = app
        .page(Some(&mut ben), &format!("/library/{secret}"))
        .await;
    assert_eq!(shared.status, StatusCode::OK);
    assert!(shared.body.contains("Which volcano buried Pompeii?"));
    assert!(
        app.page(Some(&mut ben), "/discover")
            .await
            .body
            .contains(&word)
    );
    assert!(!app.page(None, "/discover").await.body.contains(&word));
    assert_eq!(
        app.page(None, &format!("/library/{secret}")).await.status,
        StatusCode::NOT_FOUND
    );
    // Still Ada's alone to change, export through her routes, or delete.
    assert_eq!(
        app.api(
            "GET",
            &format!("/api/v1/quizzes/{secret}/export?format=gift"),
            &ben.token,
            None
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );

    // Public: anyone sees its page, without keys.
    app.share(&ada, secret, "public").await;
    let public = app.page(None, &format!("/library/{secret}")).await;
    assert_eq!(public.status, StatusCode::OK);
    assert!(public.body.contains("Which volcano buried Pompeii?"));
    assert!(public.body.contains("use-quiz"));
    assert!(
        !public.body.contains("correct"),
        "no key on the public page"
    );
    assert!(app.page(None, "/discover").await.body.contains(&word));

    // Private again: gone from every road at once.
    app.share(&ada, secret, "private").await;
    assert!(app.search(&ben, &word).await.is_empty());
    assert!(!app.related(&ben, bens).await.contains(&secret));
    assert_eq!(
        app.page(None, &format!("/library/{secret}")).await.status,
        StatusCode::NOT_FOUND
    );
    assert!(!app.page(None, "/discover").await.body.contains(&word));
    assert_eq!(app.search(&ada, &word).await, [secret]);
    // Ada's own review page shows the sharing form.
    let own = app
        .page(Some(&mut ada), &format!("/quizzes/{secret}"))
        .await;
    assert!(own.body.contains("id=\"visibility-private\" checked"));
}

#[tokio::test]
async fn a_copy_records_its_original_which_counts_it() {
    let (app, _dir) = sqlite_app().await;
    let ada = app.teacher().await;
    let mut ben = app.teacher().await;
    let word = unique_word();
    let original = app.make(&ada, &worksheet(&word)).await;
    app.share(&ada, original, "school").await;
    let copied = app
        .api(
            "POST",
            &format!("/api/v1/quizzes/{original}/copy"),
            &ben.token,
            None,
        )
        .await;
    assert_eq!(copied.status, StatusCode::CREATED, "{}", copied.body);
    let copy = copied.json();
    assert_eq!(copy["based_on"], original);
    assert_eq!(copy["title"], format!("Volcanoes {word}"));
    assert_eq!(copy["questions"].as_array().expect("questions").len(), 3);
    let copy_id = copy["id"].as_i64().expect("id");
    // Ben's copy is his, private, and says where it came from.
    let sharing = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{copy_id}/sharing"),
            &ben.token,
            None,
        )
        .await
        .json();
    assert_eq!(sharing["visibility"], "private");
    assert_eq!(sharing["based_on"], original);
    let review = app
        .page(Some(&mut ben), &format!("/quizzes/{copy_id}"))
        .await;
    assert!(review.body.contains("id=\"based-on\""), "{}", review.body);
    assert!(review.body.contains(&format!("/library/{original}")));
    // The original counts the copy; no more than a count crosses over.
    let counted = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{original}/sharing"),
            &ada.token,
            None,
        )
        .await
        .json();
    assert_eq!(counted["copies"], 1);
    assert_eq!(counted["plays"], 0);
    // A copy of the same questions is never related to its original.
    assert!(!app.related(&ben, copy_id).await.contains(&original));
    // The page's copy button does the same.
    let page = app
        .page(Some(&mut ben), &format!("/library/{original}"))
        .await;
    let csrf = page.hidden("csrf");
    let done = app
        .form(
            &mut ben,
            &format!("/library/{original}/copy"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER);
    assert!(done.location.expect("location").ends_with("?notice=copied"));
    let forged = app
        .form(
            &mut ben,
            &format!("/library/{original}/copy"),
            &[("csrf", "forged")],
        )
        .await;
    assert_ne!(forged.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn the_sharing_form_and_the_search_page() {
    let (app, _dir) = sqlite_app().await;
    let mut ada = app.teacher().await;
    let mut ben = app.teacher().await;
    let word = unique_word();
    let id = app.make(&ada, &worksheet(&word)).await;
    let review = app.page(Some(&mut ada), &format!("/quizzes/{id}")).await;
    // The subject is suggested from the questions.
    assert!(
        review.body.contains("id=\"subject-suggested\""),
        "{}",
        review.body
    );
    let csrf = review.hidden("csrf");
    let fields = [
        ("csrf", csrf.as_str()),
        ("visibility", "school"),
        ("subject", "Geology"),
        ("grade", "6"),
        ("tags", "volcanoes, rocks"),
    ];
    let forged = app
        .form(
            &mut ada,
            &format!("/quizzes/{id}/sharing"),
            &[("csrf", "x"), ("visibility", "public")],
        )
        .await;
    assert_ne!(forged.status, StatusCode::SEE_OTHER);
    let saved = app
        .form(&mut ada, &format!("/quizzes/{id}/sharing"), &fields)
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    // The review page says it was saved.
    let back = saved.location.clone().expect("a redirect");
    assert_eq!(back, format!("/quizzes/{id}?notice=sharing-saved#sharing"));
    let path = back.split('#').next().expect("a path");
    let review_again = app.page(Some(&mut ada), path).await;
    assert!(
        review_again.body.contains("Sharing saved."),
        "{}",
        review_again.body
    );
    let sharing = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{id}/sharing"),
            &ada.token,
            None,
        )
        .await
        .json();
    assert_eq!(sharing["visibility"], "school");
    // Kept as the teacher wrote it; the filter below finds it in any case.
    assert_eq!(sharing["subject"], "Geology");
    assert_eq!(sharing["tags"], json!(["rocks", "volcanoes"]));
    // Ben searches a word from a question and sees it marked.
    let found = app
        .page(
            Some(&mut ben),
            &format!("/library?q={word}&subject=geology&grade=6"),
        )
        .await;
    assert!(
        found.body.contains(&format!("<mark>{word}</mark>")),
        "{}",
        found.body
    );
    assert!(found.body.contains(&format!("href=\"/library/{id}\"")));
    let wrong_subject = app
        .page(
            Some(&mut ben),
            &format!("/library?q={word}&subject=history"),
        )
        .await;
    assert!(!wrong_subject.body.contains(&format!("/library/{id}")));
    // A misspelt word still finds it.
    let misspelt = app.search(&ben, "Pompei").await;
    assert_eq!(misspelt, [id]);
    let bad_scope = app
        .api("GET", "/api/v1/search?q=x&scope=everyone", &ben.token, None)
        .await;
    assert_eq!(bad_scope.status, StatusCode::UNPROCESSABLE_ENTITY);
    let bad_visibility = app
        .api(
            "PATCH",
            &format!("/api/v1/quizzes/{id}"),
            &ada.token,
            Some(json!({"visibility": "everyone"})),
        )
        .await;
    assert_eq!(bad_visibility.status, StatusCode::UNPROCESSABLE_ENTITY);
}
