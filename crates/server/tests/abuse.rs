//! What anyone on the network must not be able to do (issue 12): find
//! out which e-mails have an account by signing up, sit beside "Ana" as
//! "Аna" (Cyrillic А), or flood joins, code guesses and sign-ups; and what
//! must keep working: a class of 35 joining at once from one school
//! address. Roster PINs are in `pins.rs`.
//!
//! The app runs in process on a real SQLite file, each request carrying
//! the client address a real connection would (`abuse_support`).

mod abuse_support;

use abuse_support::{App, Browser, retry_after};
use axum::http::{StatusCode, header};
use quizforge_server::ratelimit::{Rate, RateLimits};
use serde_json::json;

// ------------------------------------------------------------ sign-up

#[tokio::test]
async fn signing_up_does_not_tell_which_emails_have_an_account() {
    let app = App::sqlite(RateLimits::default()).await;
    let address = [10, 0, 0, 1];
    let first = app
        .sign_up_page("ada@school.test", "correct horse", address)
        .await;
    // The same e-mail again (another case, another password), and a
    // free one: every answer is the same.
    let again = app
        .sign_up_page(" ADA@school.test ", "another horse", address)
        .await;
    let free = app
        .sign_up_page("grace@school.test", "battery staple", address)
        .await;
    for reply in [&first, &again, &free] {
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
        assert_eq!(reply.location(), Some("/signin?ready=1"));
        assert_eq!(reply.cookie_names(), Vec::<String>::new(), "no session");
        assert_eq!(reply.body, free.body);
    }
    // The page it leads to says what happened without saying which.
    let mut browser = Browser::at(address);
    let ready = app.page(&mut browser, "/signin?ready=1", None).await;
    assert!(
        ready.body.contains("If this e-mail had no account"),
        "{}",
        ready.body
    );
    // The account kept its owner's password: the second sign-up changed
    // nothing.
    let mut owner = Browser::at(address);
    let signed_in = app
        .sign_in(&mut owner, "ada@school.test", "correct horse")
        .await;
    assert_eq!(
        signed_in.status,
        StatusCode::SEE_OTHER,
        "{}",
        signed_in.body
    );
    let mut other = Browser::at([10, 0, 0, 2]);
    let refused = app
        .sign_in(&mut other, "ada@school.test", "another horse")
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);

    // The API answers the same way for both.
    let taken = app
        .api(
            "POST",
            "/api/v1/signup",
            None,
            Some(json!({"email": "ada@school.test", "password": "yet another horse"})),
            address,
        )
        .await;
    let new = app
        .api(
            "POST",
            "/api/v1/signup",
            None,
            Some(json!({"email": "alan@school.test", "password": "yet another horse"})),
            address,
        )
        .await;
    assert_eq!(taken.status, StatusCode::ACCEPTED, "{}", taken.body);
    assert_eq!(new.status, taken.status);
    assert_eq!(new.cookie_names(), taken.cookie_names());
    assert_eq!(new.json()["message"], taken.json()["message"]);
    assert_eq!(taken.json()["email"], "ada@school.test");
    assert_eq!(new.json()["email"], "alan@school.test");
    // What does not depend on who has an account is still said at once.
    let weak = app
        .api(
            "POST",
            "/api/v1/signup",
            None,
            Some(json!({"email": "ada@school.test", "password": "12345678"})),
            address,
        )
        .await;
    assert_eq!(weak.status, StatusCode::UNPROCESSABLE_ENTITY);
}

// ------------------------------------------------------------ names

#[tokio::test]
async fn look_alike_nicknames_clash_in_one_game() {
    let app = App::sqlite(RateLimits::default()).await;
    let (_, token) = app.teacher().await;
    let (_, code) = app.game(&token, &[]).await;
    let phone = [10, 1, 0, 1];
    for (first, twins) in [
        (
            "Ana",
            &[
                "\u{0410}na",
                "ANA",
                "\u{FF21}\u{FF4E}\u{FF41}",
                "A\u{200B}na",
            ][..],
        ),
        ("Bob", &["B0b", "\u{0412}\u{043E}b"][..]),
    ] {
        let joined = app.join(&code, json!({"name": first}), phone).await;
        assert_eq!(joined.status, StatusCode::CREATED, "{}", joined.body);
        for twin in twins {
            let refused = app.join(&code, json!({"name": twin}), phone).await;
            assert_eq!(
                refused.status,
                StatusCode::CONFLICT,
                "{twin:?}: {}",
                refused.body
            );
        }
    }
    // Different names still join.
    for name in ["Ava", "Zoé", "Zoe"] {
        let joined = app.join(&code, json!({"name": name}), phone).await;
        assert_eq!(
            joined.status,
            StatusCode::CREATED,
            "{name}: {}",
            joined.body
        );
    }
    // A roster cannot hold two names a student could not tell apart.
    let class = app
        .api(
            "POST",
            "/api/v1/classes",
            Some(&token),
            Some(json!({"name": "Year 9", "roster": ["Ana", "\u{0410}na"]})),
            [10, 9, 9, 9],
        )
        .await;
    assert_eq!(
        class.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        class.body
    );
    assert!(class.body.contains("look alike"), "{}", class.body);
}

// ------------------------------------------------------------ rate limits

#[tokio::test]
async fn a_class_joins_at_once_from_one_address_but_a_flood_waits() {
    let app = App::sqlite(RateLimits::default()).await;
    let (_, token) = app.teacher().await;
    let (_, code) = app.game(&token, &[]).await;
    let school = [192, 168, 1, 1];
    // 35 pupils behind the school's one address, all within a second.
    let joins = (0..35).map(|i| app.join(&code, json!({"name": format!("Pupil {i}")}), school));
    for reply in futures_util::future::join_all(joins).await {
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
    }
    // A flood from one address: the default lets 200 through at once,
    // then one a second.
    let (_, flooded) = app.game(&token, &[]).await;
    let flooder = [203, 0, 113, 7];
    let mut first_refused = None;
    for i in 0..400 {
        let reply = app
            .join(&flooded, json!({"name": format!("Bot {i}")}), flooder)
            .await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            first_refused = Some((i, reply));
            break;
        }
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
    }
    let (count, reply) = first_refused.expect("a flood of joins is refused");
    // 35 pupils were let in from another address: the flooder had its
    // own 200.
    // (A token comes back each second the flood lasts.)
    assert!(count >= 200, "refused after {count}");
    assert!(retry_after(&reply) >= 1);
    assert!(
        reply.json()["error"]
            .as_str()
            .expect("message")
            .contains("Wait")
    );
    // Others are not slowed by the flooder.
    let other = app
        .join(&flooded, json!({"name": "Real pupil"}), [192, 168, 7, 7])
        .await;
    assert_eq!(other.status, StatusCode::CREATED, "{}", other.body);
    // The address's bucket is per game (with several processes, joins
    // forwarded to a game's host all carry the forwarding process's
    // address): the same address still joins another game.
    let elsewhere = app.join(&code, json!({"name": "Bot"}), flooder).await;
    assert_eq!(elsewhere.status, StatusCode::CREATED, "{}", elsewhere.body);
}

#[tokio::test]
async fn joins_into_one_game_are_limited_from_every_address() {
    let limits = RateLimits {
        joins_per_game: Rate {
            burst: 40,
            per_minute: 1,
        },
        ..RateLimits::default()
    };
    let app = App::sqlite(limits).await;
    let (_, token) = app.teacher().await;
    let (_, code) = app.game(&token, &[]).await;
    for i in 0..40u8 {
        let reply = app
            .join(&code, json!({"name": format!("Pupil {i}")}), [10, 4, i, 1])
            .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
    }
    let refused = app
        .join(&code, json!({"name": "One more"}), [10, 4, 200, 1])
        .await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(retry_after(&refused) >= 1);
    // Another game is not affected.
    let (_, other) = app.game(&token, &[]).await;
    let reply = app
        .join(&other, json!({"name": "Ana"}), [10, 4, 200, 1])
        .await;
    assert_eq!(reply.status, StatusCode::CREATED);
}

#[tokio::test]
async fn code_guesses_are_limited_per_address() {
    let app = App::sqlite(RateLimits::default()).await;
    let (_, token) = app.teacher().await;
    let (_, code) = app.game(&token, &[]).await;
    let guesser = [198, 51, 100, 9];
    let mut browser = Browser::at(guesser);
    // A few typos are told apart from a flood of guesses.
    let mut refused = None;
    for i in 0..60u32 {
        let guess = format!("/play/ZZZ{:03}", i % 1000)
            .replace('0', "A")
            .replace('1', "B");
        let reply = app.page(&mut browser, &guess, None).await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some((i, reply));
            break;
        }
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{guess}");
    }
    let (count, reply) = refused.expect("code guesses are refused");
    assert!(
        (30..=32).contains(&count),
        "30 misses, then a wait: {count}"
    );
    assert!(retry_after(&reply) >= 1);
    // Past the limit even a real code waits, so guessing tells nothing;
    // the API says the same.
    let real = app.page(&mut browser, &format!("/play/{code}"), None).await;
    assert_eq!(real.status, StatusCode::TOO_MANY_REQUESTS);
    let api = app.join(&code, json!({"name": "Ana"}), guesser).await;
    assert_eq!(api.status, StatusCode::TOO_MANY_REQUESTS);
    // A pupil elsewhere finds the game.
    let mut pupil = Browser::at([192, 168, 2, 2]);
    let page = app.page(&mut pupil, &format!("/play/{code}"), None).await;
    assert_eq!(page.status, StatusCode::OK);
}

#[tokio::test]
async fn sign_ups_are_limited_per_address() {
    let app = App::sqlite(RateLimits::default()).await;
    let spammer = [198, 51, 100, 20];
    let mut refused = None;
    for i in 0..30 {
        let reply = app
            .api(
                "POST",
                "/api/v1/signup",
                None,
                Some(json!({"email": format!("spam{i}@x.test"), "password": "correct horse"})),
                spammer,
            )
            .await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some((i, reply));
            break;
        }
        assert_eq!(reply.status, StatusCode::ACCEPTED, "{}", reply.body);
    }
    let (count, reply) = refused.expect("a flood of sign-ups is refused");
    assert!(
        (20..=21).contains(&count),
        "20 sign-ups, then a wait: {count}"
    );
    assert!(retry_after(&reply) >= 1);
    // The page says so too, keeping what was typed.
    let page = app
        .sign_up_page("late@school.test", "correct horse", spammer)
        .await;
    assert_eq!(page.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(page.headers.contains_key(header::RETRY_AFTER));
    assert!(page.body.contains("Too many requests"), "{}", page.body);
    // A teacher elsewhere signs up.
    let other = app
        .sign_up_page("ok@school.test", "correct horse", [192, 168, 3, 3])
        .await;
    assert_eq!(other.status, StatusCode::SEE_OTHER);
}
