//! Health, assets and accounts: sign-up with its form token, sign-in and
//! its failures, sign-out, changing the password.

use super::*;

#[tokio::test]
async fn health_answers_when_the_database_does_and_assets_are_served() {
    let app = TestApp::new().await;
    let mut browser = Browser::default();
    let health = app.get(&mut browser, "/healthz").await;
    assert_eq!(health.status, StatusCode::OK);
    let css = app.get(&mut browser, "/assets/app.css").await;
    assert_eq!(css.status, StatusCode::OK);
    // The tab's icon, where browsers look for it unasked too.
    for path in ["/assets/icon.svg", "/favicon.ico"] {
        let icon = app.get(&mut browser, path).await;
        assert_eq!(icon.status, StatusCode::OK, "{path}");
        assert_eq!(icon.headers[header::CONTENT_TYPE], "image/svg+xml");
        assert!(icon.body.starts_with("<svg"));
    }
    assert!(
        css.headers[header::CONTENT_TYPE]
            .to_str()
            .expect("type")
            .starts_with("text/css")
    );
    assert!(
        app.get(&mut browser, "/assets/app.js")
            .await
            .body
            .contains("use strict")
    );
    let missing = app.get(&mut browser, "/no/such/page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.contains("Not found"));
}

#[tokio::test]
async fn signing_up_needs_the_form_token_and_a_sound_password() {
    let app = TestApp::new().await;
    let mut browser = Browser::default();
    let form = app.get(&mut browser, "/signup").await;
    let csrf = form.hidden("csrf");
    let forged = app
        .post(
            &mut Browser::default(),
            "/signup",
            &[
                ("email", "a@school.org"),
                ("password", "correct horse"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(
        forged.status,
        StatusCode::FORBIDDEN,
        "no form cookie: a cross-site post"
    );
    let missing = app
        .post(
            &mut browser,
            "/signup",
            &[("email", "a@school.org"), ("password", "correct horse")],
        )
        .await;
    assert_eq!(missing.status, StatusCode::FORBIDDEN);
    let short = app
        .post(
            &mut browser,
            "/signup",
            &[
                ("email", "a@school.org"),
                ("password", "short"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(short.body.contains("at least 8 characters"));
    assert!(
        short.body.contains("value=\"a@school.org\""),
        "the e-mail is kept"
    );
    for common in ["password123", "12345678", "        "] {
        let refused = app
            .post(
                &mut browser,
                "/signup",
                &[
                    ("email", "a@school.org"),
                    ("password", common),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{common:?}"
        );
    }
    let bad_email = app
        .post(
            &mut browser,
            "/signup",
            &[
                ("email", "not-an-email"),
                ("password", "correct horse"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(bad_email.status, StatusCode::UNPROCESSABLE_ENTITY);
    app.teacher("taken@school.org").await;
    let taken = app
        .post(
            &mut browser,
            "/signup",
            &[
                ("email", " TAKEN@school.org "),
                ("password", "correct horse"),
                ("csrf", &csrf),
            ],
        )
        .await;
    // An e-mail that has an account is answered like a free one
    // (signup.rs); the sign-up tests in `abuse.rs` compare the two.
    assert_eq!(taken.status, StatusCode::SEE_OTHER, "{}", taken.body);
    assert_eq!(taken.location.as_deref(), Some("/signin?ready=1"));
    // The page after a sign-up says what to do, not "Welcome back."
    let ready = app.get(&mut browser, "/signin?ready=1").await;
    assert!(ready.body.contains("sign in with it"), "{}", ready.body);
    assert!(!ready.body.contains("Welcome back."));
    let plain = app.get(&mut Browser::default(), "/signin").await;
    assert!(plain.body.contains("Welcome back."));
}

#[tokio::test]
async fn signing_in_checks_the_password_and_signing_out_ends_the_session() {
    let app = TestApp::new().await;
    let mut first = app.teacher("ada@school.org").await;
    let home = app.get(&mut first, "/").await;
    assert!(home.body.contains("My quizzes"));
    let signout_csrf = home.hidden("csrf");
    let no_token = app.post(&mut first, "/signout", &[]).await;
    assert_eq!(no_token.status, StatusCode::FORBIDDEN);
    let out = app
        .post(&mut first, "/signout", &[("csrf", &signout_csrf)])
        .await;
    assert_eq!(out.location.as_deref(), Some("/signin"));
    let needs_sign_in = app.get(&mut first, "/quizzes/new").await;
    assert_eq!(needs_sign_in.status, StatusCode::SEE_OTHER);
    assert_eq!(needs_sign_in.location.as_deref(), Some("/signin"));

    let mut browser = Browser::default();
    let form = app.get(&mut browser, "/signin").await;
    let csrf = form.hidden("csrf");
    let wrong = app
        .sign_in(&mut browser, "ada@school.org", "wrong password", &csrf)
        .await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(wrong.body.contains("do not match an account"));
    let nobody = app
        .sign_in(&mut browser, "nobody@school.org", "correct horse", &csrf)
        .await;
    assert!(
        nobody.body.contains("do not match an account"),
        "the same answer: no account enumeration"
    );
    let right = app
        .sign_in(&mut browser, "Ada@School.org", "correct horse", &csrf)
        .await;
    assert_eq!(right.status, StatusCode::SEE_OTHER, "{}", right.body);
    assert!(
        app.get(&mut browser, "/")
            .await
            .body
            .contains("ada@school.org")
    );
}

#[tokio::test]
async fn failed_sign_ins_slow_the_guesser_not_the_owner() {
    let app = TestApp::new().await;
    // The owner signs in once on their laptop: it becomes a known device.
    app.teacher("grace@school.org").await;
    let mut laptop = Browser::default();
    let csrf = app.get(&mut laptop, "/signin").await.hidden("csrf");
    let signed_in = app
        .sign_in(&mut laptop, "grace@school.org", "correct horse", &csrf)
        .await;
    assert_eq!(
        signed_in.status,
        StatusCode::SEE_OTHER,
        "{}",
        signed_in.body
    );
    assert!(laptop.cookies.iter().any(|(k, _)| k == "qf_device"));

    // A guesser at one address: three free tries, then a wait that doubles
    // (1 s, 2 s, 4 s…), so ten quick tries meet a refusal unless they take
    // over two minutes.
    let mut statuses = Vec::new();
    let mut guesser = Browser::from_address([10, 9, 9, 9]);
    for _ in 0..10 {
        let csrf = app.get(&mut guesser, "/signin").await.hidden("csrf");
        let wrong = app
            .sign_in(&mut guesser, "grace@school.org", "guess", &csrf)
            .await;
        statuses.push(wrong.status);
    }
    assert!(
        statuses[..3]
            .iter()
            .all(|s| *s == StatusCode::UNPROCESSABLE_ENTITY),
        "{statuses:?}"
    );
    assert!(
        statuses.contains(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    // The owner, elsewhere, is not slowed at all, page or API.
    let mut phone = Browser::from_address([10, 1, 1, 1]);
    let csrf = app.get(&mut phone, "/signin").await.hidden("csrf");
    let right = app
        .sign_in(&mut phone, "grace@school.org", "correct horse", &csrf)
        .await;
    assert_eq!(right.status, StatusCode::SEE_OTHER, "{}", right.body);
    assert_eq!(
        app.request_token("grace@school.org", "correct horse")
            .await
            .status,
        StatusCode::CREATED
    );

    // Guessing spread over many addresses slows the account for unknown
    // browsers...
    for attempt in 0..25u8 {
        let mut browser = Browser::from_address([10, 0, 1, attempt]);
        let csrf = app.get(&mut browser, "/signin").await.hidden("csrf");
        app.sign_in(&mut browser, "grace@school.org", "guess", &csrf)
            .await;
    }
    let mut stranger = Browser::from_address([10, 2, 2, 2]);
    let csrf = app.get(&mut stranger, "/signin").await.hidden("csrf");
    let slowed = app
        .sign_in(&mut stranger, "grace@school.org", "correct horse", &csrf)
        .await;
    assert_eq!(slowed.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(slowed.headers.contains_key(header::RETRY_AFTER));
    assert!(slowed.body.contains("Too many failed sign-ins. Wait"));
    // ...but never the owner's known laptop with the right password.
    laptop.cookies.retain(|(k, _)| k != "qf_session");
    let csrf = app.get(&mut laptop, "/signin").await.hidden("csrf");
    let known = app
        .sign_in(&mut laptop, "grace@school.org", "correct horse", &csrf)
        .await;
    assert_eq!(known.status, StatusCode::SEE_OTHER, "{}", known.body);
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_ends_other_sessions() {
    let app = TestApp::new().await;
    let mut browser = app.teacher("lin@school.org").await;
    let mut other = Browser::default();
    let csrf = app.get(&mut other, "/signin").await.hidden("csrf");
    app.sign_in(&mut other, "lin@school.org", "correct horse", &csrf)
        .await;
    let page = app.get(&mut browser, "/password").await;
    let csrf = page.hidden("csrf");
    let missing_csrf = app
        .post(
            &mut browser,
            "/password",
            &[("current", "correct horse"), ("new", "battery staple")],
        )
        .await;
    assert_eq!(missing_csrf.status, StatusCode::FORBIDDEN);
    let wrong = app
        .post(
            &mut browser,
            "/password",
            &[
                ("current", "not it"),
                ("new", "battery staple"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    let done = app
        .post(
            &mut browser,
            "/password",
            &[
                ("current", "correct horse"),
                ("new", "battery staple"),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(done.location.as_deref(), Some("/password?done=true"));
    assert!(
        app.get(&mut browser, "/password?done=true")
            .await
            .body
            .contains("Password changed")
    );
    assert_eq!(
        app.get(&mut other, "/quizzes/new")
            .await
            .location
            .as_deref(),
        Some("/signin")
    );
    let token = app.request_token("lin@school.org", "battery staple").await;
    assert_eq!(token.status, StatusCode::CREATED);
}
