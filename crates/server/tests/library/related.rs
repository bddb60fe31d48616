//! Suggested grades, related quizzes at the end of a game, and two servers
//! on one PostgreSQL seeing each other's changes.

use super::*;

#[tokio::test]
async fn the_grade_is_suggested_from_how_the_questions_read() {
    let (app, _dir) = sqlite_app().await;
    let mut ada = app.teacher().await;
    let word = unique_word();
    let long = format!(
        "Homeostasis {word}\n\n         1. Which physiological mechanism reverses a deviation from the set point and maintains body parameters within their normal range?\nA) Negative feedback\nB) Positive feedback\nC) Stimulation\nAnswer: A\n\n         2. Which component of a feedback system compares the measured value with the normal range and activates an effector?\nA) The control center\nB) The receptor\nC) The stimulus\nAnswer: A\n\n         3. Which hormone intensifies uterine contractions during childbirth through a positive feedback mechanism?\nA) Oxytocin\nB) Insulin\nC) Glucagon\nAnswer: A\n"
    );
    let id = app.make(&ada, &long).await;
    let review = app.page(Some(&mut ada), &format!("/quizzes/{id}")).await;
    assert!(
        review.body.contains("id=\"grade-suggested\""),
        "{}",
        review.body
    );
    assert!(review.body.contains("College"), "{}", review.body);
    let patched = app
        .api(
            "PATCH",
            &format!("/api/v1/quizzes/{id}"),
            &ada.token,
            Some(json!({"visibility": "private"})),
        )
        .await;
    assert_eq!(patched.json()["suggested_grade"], "College");
    // A grade the teacher set is theirs: no suggestion over it.
    app.api(
        "PATCH",
        &format!("/api/v1/quizzes/{id}"),
        &ada.token,
        Some(json!({"grade": "9"})),
    )
    .await;
    let review = app.page(Some(&mut ada), &format!("/quizzes/{id}")).await;
    assert!(!review.body.contains("id=\"grade-suggested\""));
    assert!(review.body.contains("value=\"9\""));
}

#[tokio::test]
async fn the_end_of_a_game_offers_related_quizzes_and_the_original_counts_the_game() {
    let (app, _dir) = sqlite_app().await;
    let mut ada = app.teacher().await;
    let ben = app.teacher().await;
    let word = unique_word();
    let played = app.make(&ada, &worksheet(&word)).await;
    let next = app.make(&ben, SIMILAR).await;
    app.share(&ben, next, "school").await;
    let class = app
        .api(
            "POST",
            "/api/v1/classes",
            &ada.token,
            Some(json!({"name": "7B"})),
        )
        .await;
    assert_eq!(class.status, StatusCode::CREATED, "{}", class.body);
    let game = app
        .api(
            "POST",
            "/api/v1/assignments",
            &ada.token,
            Some(json!({"quiz_id": played, "class_id": class.json()["id"], "mode": "live"})),
        )
        .await;
    assert_eq!(game.status, StatusCode::CREATED, "{}", game.body);
    let dashboard = app
        .page(
            Some(&mut ada),
            &format!("/assignments/{}", game.json()["id"]),
        )
        .await;
    assert_eq!(dashboard.status, StatusCode::OK);
    assert!(
        dashboard.body.contains("Next time: related quizzes"),
        "{}",
        dashboard.body
    );
    assert!(
        dashboard
            .body
            .contains(&format!("href=\"/library/{next}\""))
    );
    let counted = app
        .api(
            "GET",
            &format!("/api/v1/quizzes/{played}/sharing"),
            &ada.token,
            None,
        )
        .await
        .json();
    assert_eq!(counted["plays"], 1);
    // Recently played: the filter finds it now.
    let recent = app
        .api(
            "GET",
            &format!("/api/v1/search?q={word}&played_within_days=30"),
            &ada.token,
            None,
        )
        .await
        .json();
    assert_eq!(recent["results"][0]["id"], played);
}

#[tokio::test]
async fn two_servers_on_one_postgres_see_each_others_changes() {
    let Some(url) = postgres_url() else {
        return;
    };
    // Two processes' worth of state: each its own store pool and its own
    // index, sharing only the database.
    let one = App::on(&url).await;
    let two = App::on(&url).await;
    let ada = one.teacher().await;
    let ben = two.teacher().await;
    // The second server's index is up and current before the change.
    let word = unique_word();
    assert!(two.search(&ben, &word).await.is_empty());
    let id = one.make(&ada, &worksheet(&word)).await;
    one.share(&ada, id, "school").await;
    assert_eq!(two.search(&ben, &word).await, [id]);
    // An edit through the first is found through the second.
    let mut quiz = one
        .api("GET", &format!("/api/v1/quizzes/{id}"), &ada.token, None)
        .await
        .json();
    let renamed = unique_word();
    quiz["title"] = json!(format!("Volcanoes {renamed}"));
    let put = one
        .api(
            "PUT",
            &format!("/api/v1/quizzes/{id}"),
            &ada.token,
            Some(quiz),
        )
        .await;
    assert_eq!(put.status, StatusCode::OK, "{}", put.body);
    assert_eq!(two.search(&ben, &renamed).await, [id]);
    // Made private, then deleted, through the first: gone from the second.
    one.share(&ada, id, "private").await;
    assert!(two.search(&ben, &word).await.is_empty());
    one.share(&ada, id, "school").await;
    assert_eq!(two.search(&ben, &word).await, [id]);
    let deleted = one
        .api("DELETE", &format!("/api/v1/quizzes/{id}"), &ada.token, None)
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    assert!(two.search(&ben, &word).await.is_empty());
    assert!(one.search(&ada, &word).await.is_empty());
}

/// The PostgreSQL URL, or `None` (and a loud skip) outside CI.
fn postgres_url() -> Option<String> {
    match std::env::var("QUIZFORGE_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var_os("CI").is_some() => {
            panic!(
                "CI is set but QUIZFORGE_TEST_POSTGRES_URL is not: .ci/run must start PostgreSQL"
            )
        }
        _ => {
            use std::io::Write;
            writeln!(
                std::io::stderr(),
                "SKIPPED: two servers on one PostgreSQL (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run it)"
            )
            .ok();
            None
        }
    }
}
