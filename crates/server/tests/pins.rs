//! Roster PINs (issue 12): nobody with a game's code can join under a
//! classmate's roster name without that classmate's PIN (digits, or
//! pictures for pupils who do not read numbers yet); wrong PINs are
//! throttled, a new PIN ends a lockout, and another teacher sees and
//! changes nothing. On SQLite, and on PostgreSQL when
//! QUIZFORGE_TEST_POSTGRES_URL is set.

mod abuse_support;

use abuse_support::{App, Browser, hidden, postgres_url, retry_after};
use axum::http::{StatusCode, header};
use quizforge_server::ratelimit::RateLimits;
use serde_json::json;

// ------------------------------------------------------------ PINs

/// The PINs on the teacher's print page, by roster id.
fn pins_on(page: &str) -> Vec<(i64, String)> {
    page.split("id=\"student-")
        .skip(1)
        .map(|card| {
            let id = card[..card.find('"').expect("quote")].parse().expect("id");
            let code = card
                .split("class=\"pin-code\"")
                .nth(1)
                .expect("pin")
                .split('>')
                .nth(1)
                .expect("pin text")
                .split('<')
                .next()
                .expect("pin")
                .to_string();
            (id, code)
        })
        .collect()
}

async fn roster_students_need_their_own_pin(app: &App) {
    let (mut teacher, token) = app.teacher().await;
    let (class, code) = app.game(&token, &["Zoë", "Yann"]).await;
    let class_id = class["id"].as_i64().expect("class id");
    let zoe = class["roster"][0]["id"].as_i64().expect("roster id");
    let yann = class["roster"][1]["id"].as_i64().expect("roster id");
    let phone = [10, 2, 0, 1];

    // Without PINs, anyone with the code could take Zoë's name; the
    // teacher turns PINs on from the class's PIN page.
    let pins_path = format!("/classes/{class_id}/pins");
    let off = app.page(&mut teacher, &pins_path, None).await;
    assert_eq!(off.status, StatusCode::OK);
    assert!(pins_on(&off.body).is_empty());
    let csrf = hidden(&off.body, "csrf");
    let on = app
        .page(
            &mut teacher,
            &pins_path,
            Some(&[("csrf", &csrf), ("ask", "on")]),
        )
        .await;
    assert_eq!(on.status, StatusCode::SEE_OTHER, "{}", on.body);
    let page = app.page(&mut teacher, &pins_path, None).await;
    assert_eq!(page.headers[header::CACHE_CONTROL], "no-store");
    let pins = pins_on(&page.body);
    assert_eq!(
        pins.iter().map(|(id, _)| *id).collect::<Vec<_>>(),
        [zoe, yann]
    );
    for (_, pin) in &pins {
        assert!(
            pin.len() == 4 && pin.bytes().all(|b| b.is_ascii_digit()),
            "{pin}"
        );
    }
    let zoe_pin = pins[0].1.clone();
    let wrong = if zoe_pin == "0000" { "1111" } else { "0000" };

    // The API: no PIN, a wrong PIN, then Zoë's own.
    let none = app.join(&code, json!({"roster_id": zoe}), phone).await;
    assert_eq!(
        none.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        none.body
    );
    assert!(none.body.contains("PIN"), "{}", none.body);
    let bad = app
        .join(&code, json!({"roster_id": zoe, "pin": wrong}), phone)
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", bad.body);
    let yanns = app
        .join(&code, json!({"roster_id": zoe, "pin": pins[1].1}), phone)
        .await;
    assert_eq!(
        yanns.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "another student's PIN does not open this name"
    );
    let joined = app
        .join(&code, json!({"roster_id": zoe, "pin": zoe_pin}), phone)
        .await;
    assert_eq!(joined.status, StatusCode::CREATED, "{}", joined.body);
    assert_eq!(joined.json()["name"], "Zoë");

    // The web join page asks for the PIN and checks it.
    let mut yann_phone = Browser::at([10, 2, 0, 2]);
    let form = app
        .page(&mut yann_phone, &format!("/play/{code}"), None)
        .await;
    assert!(form.body.contains("name=\"pin\""), "{}", form.body);
    let csrf = hidden(&form.body, "csrf");
    let yann_id = yann.to_string();
    let refused = app
        .page(
            &mut yann_phone,
            &format!("/play/{code}/join"),
            Some(&[("csrf", &csrf), ("roster_id", &yann_id), ("pin", wrong)]),
        )
        .await;
    assert_eq!(refused.status, StatusCode::SEE_OTHER);
    assert!(
        refused
            .location()
            .expect("location")
            .contains("why=wrong_pin"),
        "{:?}",
        refused.location()
    );
    let told = app
        .page(&mut yann_phone, refused.location().expect("location"), None)
        .await;
    assert!(told.body.contains("That PIN does not go with this name"));
    assert!(!yann_phone.cookies.iter().any(|(k, _)| k == "qf_player"));

    // The teacher gives Yann a new PIN: the old one stops working.
    let old = pins[1].1.clone();
    let csrf = hidden(&page.body, "csrf");
    let renewed = app
        .page(
            &mut teacher,
            &format!("/classes/{class_id}/pins/{yann}"),
            Some(&[("csrf", &csrf)]),
        )
        .await;
    assert_eq!(renewed.status, StatusCode::SEE_OTHER, "{}", renewed.body);
    let page = app.page(&mut teacher, &pins_path, None).await;
    let new = pins_on(&page.body)[1].1.clone();
    assert_eq!(pins_on(&page.body)[0].1, zoe_pin, "Zoë's PIN is unchanged");
    if new != old {
        let stale = app
            .join(&code, json!({"roster_id": yann, "pin": old}), [10, 2, 0, 3])
            .await;
        assert_eq!(stale.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let csrf = hidden(&told.body, "csrf");
    let joined = app
        .page(
            &mut yann_phone,
            &format!("/play/{code}/join"),
            Some(&[("csrf", &csrf), ("roster_id", &yann_id), ("pin", &new)]),
        )
        .await;
    assert_eq!(joined.status, StatusCode::SEE_OTHER);
    assert_eq!(joined.location(), Some(format!("/play/{code}").as_str()));
    assert!(yann_phone.cookies.iter().any(|(k, _)| k == "qf_player"));

    // Another teacher sees none of it and changes nothing.
    let (mut other, _) = app.teacher().await;
    let theirs = app.page(&mut other, &pins_path, None).await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND);
    let home = app.page(&mut other, "/classes", None).await;
    let csrf = hidden(&home.body, "csrf");
    for path in [pins_path.clone(), format!("/classes/{class_id}/pins/{zoe}")] {
        let forged = app
            .page(&mut other, &path, Some(&[("csrf", &csrf), ("ask", "off")]))
            .await;
        assert_eq!(forged.status, StatusCode::NOT_FOUND, "{path}");
    }
    let page = app.page(&mut teacher, &pins_path, None).await;
    assert_eq!(pins_on(&page.body)[0].1, zoe_pin);
}

#[tokio::test]
async fn roster_students_need_their_own_pin_on_sqlite() {
    roster_students_need_their_own_pin(&App::sqlite(RateLimits::default()).await).await;
}

#[tokio::test]
async fn roster_students_need_their_own_pin_on_postgres() {
    let Some(url) = postgres_url() else { return };
    roster_students_need_their_own_pin(&App::on(&url, None, RateLimits::default()).await).await;
}

/// The picture PINs on the print page, as the digits their pictures
/// stand for, by roster id.
fn picture_pins_on(page: &str) -> Vec<(i64, String)> {
    page.split("id=\"student-")
        .skip(1)
        .map(|card| {
            let id = card[..card.find('"').expect("quote")].parse().expect("id");
            let card = card.split("</li>").next().expect("card");
            let digits = card
                .split("class=\"picture-digit\">")
                .skip(1)
                .filter_map(|rest| rest.chars().next())
                .collect();
            (id, digits)
        })
        .collect()
}

#[tokio::test]
async fn picture_pins_for_pupils_who_do_not_read_numbers() {
    let app = App::sqlite(RateLimits::default()).await;
    let (mut teacher, token) = app.teacher().await;
    let (class, code) = app.game(&token, &["Zoë", "Yann"]).await;
    let class_id = class["id"].as_i64().expect("class id");
    let zoe = class["roster"][0]["id"].as_i64().expect("roster id");
    let pins_path = format!("/classes/{class_id}/pins");
    let page = app.page(&mut teacher, &pins_path, None).await;
    let csrf = hidden(&page.body, "csrf");
    let on = app
        .page(
            &mut teacher,
            &pins_path,
            Some(&[("csrf", &csrf), ("ask", "pictures")]),
        )
        .await;
    assert_eq!(on.status, StatusCode::SEE_OTHER, "{}", on.body);
    let page = app.page(&mut teacher, &pins_path, None).await;
    let pins = picture_pins_on(&page.body);
    assert_eq!(pins.len(), 2, "{}", page.body);
    for (_, pin) in &pins {
        assert!(
            pin.len() == 4 && pin.bytes().all(|b| (b'1'..=b'9').contains(&b)),
            "{pin}"
        );
    }
    // Each PIN's own pictures are on its card (the first picture stands
    // for 1). Asking for any of three fixed pictures failed whenever two
    // random PINs happened to use none of them (about one run in 25).
    const PICTURES: [&str; 9] = ["🐱", "🐶", "🐟", "🐸", "🦉", "🐝", "🌳", "⭐", "🍎"];
    for (_, pin) in &pins {
        for digit in pin.bytes() {
            let picture = PICTURES[usize::from(digit - b'1')];
            assert!(page.body.contains(picture), "{pin}: {picture}");
        }
    }
    // The phone's name page has the keypad of nine pictures.
    let mut phone = Browser::at([10, 5, 0, 1]);
    let form = app.page(&mut phone, &format!("/play/{code}"), None).await;
    assert_eq!(form.body.matches("data-digit=").count(), 9, "{}", form.body);
    // The digits the pictures stand for open the name; others do not.
    let zoe_pin = pins[0].1.clone();
    let wrong: String = zoe_pin
        .chars()
        .map(|c| {
            if c == '9' {
                '1'
            } else {
                char::from(c as u8 + 1)
            }
        })
        .collect();
    let refused = app
        .join(
            &code,
            json!({"roster_id": zoe, "pin": wrong}),
            [10, 5, 0, 1],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let joined = app
        .join(
            &code,
            json!({"roster_id": zoe, "pin": zoe_pin}),
            [10, 5, 0, 1],
        )
        .await;
    assert_eq!(joined.status, StatusCode::CREATED, "{}", joined.body);
    // Back to digits: every student gets a new PIN of four digits.
    let csrf = hidden(&page.body, "csrf");
    app.page(
        &mut teacher,
        &pins_path,
        Some(&[("csrf", &csrf), ("ask", "on")]),
    )
    .await;
    let page = app.page(&mut teacher, &pins_path, None).await;
    assert_eq!(pins_on(&page.body).len(), 2);
    assert!(!page.body.contains("class=\"pin-picture\""));
}

#[tokio::test]
async fn wrong_pins_are_throttled_and_a_new_pin_ends_a_lockout() {
    let app = App::sqlite(RateLimits::default()).await;
    let (mut teacher, token) = app.teacher().await;
    let (class, code) = app.game(&token, &["Zoë", "Yann"]).await;
    let class_id = class["id"].as_i64().expect("class id");
    let zoe = class["roster"][0]["id"].as_i64().expect("roster id");
    let pins_path = format!("/classes/{class_id}/pins");
    let page = app.page(&mut teacher, &pins_path, None).await;
    let csrf = hidden(&page.body, "csrf");
    app.page(
        &mut teacher,
        &pins_path,
        Some(&[("csrf", &csrf), ("ask", "on")]),
    )
    .await;
    let pin = pins_on(&app.page(&mut teacher, &pins_path, None).await.body)[0]
        .1
        .clone();
    // Guesses at Zoë's PIN from many addresses: after ten wrong ones,
    // even the right PIN waits (429 with Retry-After).
    let mut guess = 0u32;
    let mut refused = None;
    for attempt in 0..20u8 {
        let typed = loop {
            let candidate = format!("{guess:04}");
            guess += 1;
            if candidate != pin {
                break candidate;
            }
        };
        let reply = app
            .join(
                &code,
                json!({"roster_id": zoe, "pin": typed}),
                [10, 3, attempt, 1],
            )
            .await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some((attempt, reply));
            break;
        }
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            reply.body
        );
    }
    let (attempt, reply) = refused.expect("wrong PINs are throttled");
    assert!(
        (10..=11).contains(&attempt),
        "ten wrong PINs per student, then a wait: {attempt}"
    );
    assert!(retry_after(&reply) >= 1);
    let right = app
        .join(&code, json!({"roster_id": zoe, "pin": pin}), [10, 3, 99, 1])
        .await;
    assert_eq!(right.status, StatusCode::TOO_MANY_REQUESTS);
    // The teacher gives Zoë a new PIN: she joins at once.
    let csrf = hidden(&page.body, "csrf");
    app.page(
        &mut teacher,
        &format!("/classes/{class_id}/pins/{zoe}"),
        Some(&[("csrf", &csrf)]),
    )
    .await;
    let pin = pins_on(&app.page(&mut teacher, &pins_path, None).await.body)[0]
        .1
        .clone();
    let joined = app
        .join(&code, json!({"roster_id": zoe, "pin": pin}), [10, 3, 99, 1])
        .await;
    assert_eq!(joined.status, StatusCode::CREATED, "{}", joined.body);
}
