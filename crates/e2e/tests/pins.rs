//! Roster PINs in a real browser (issue 12): the teacher turns PINs on
//! for a class, sees the cards to print, and a student's phone joins a
//! live game under their roster name only with their own PIN. Saves
//! screenshots of the PIN cards and the phone's name page under
//! `$CARGO_TARGET_DIR/screenshots/` (`pins-*.png`).
//!
//! Skipped loudly without Chromium and ChromeDriver, except under `CI`.

use fantoccini::Locator;
use quizforge_e2e::{
    browser_available, click, make, open_session, scratch_dir, shoot, sign_up, start_app,
    start_driver, text_of, type_into, wait_for_path, wait_for_text,
};

const QUIZ: &str = "1. Which planet is the largest?\nA) Jupiter\nB) Mars\nAnswer: A\n";

#[tokio::test]
async fn a_student_joins_under_their_roster_name_only_with_their_pin() {
    if !browser_available("the roster PIN browser test") {
        return;
    }
    let data = scratch_dir("pins-data");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, port) = start_driver().await;
    let teacher = open_session(port, &scratch_dir("pins-teacher"), "1366,900").await;

    // A class with a roster; the teacher turns PINs on from its page.
    sign_up(&teacher, &base, "pins@school.org").await;
    teacher
        .goto(&format!("{base}/classes"))
        .await
        .expect("classes");
    type_into(&teacher, "#class-name", "Year 3 Owls").await;
    type_into(&teacher, "#class-roster", "Ana\nBen").await;
    click(&teacher, "form[action='/classes'] button").await;
    wait_for_text(&teacher, "main", "Year 3 Owls").await;
    click(&teacher, "a[href$='/pins']").await;
    wait_for_text(&teacher, "main", "Ask for PINs").await;
    let pins_page = teacher.current_url().await.expect("url").to_string();
    click(&teacher, "form[action$='/pins'] button[type=submit]").await;
    wait_for_text(&teacher, ".pin-card", "Ana").await;
    let print = teacher
        .find(Locator::Css("button[data-print]"))
        .await
        .expect("print button");
    assert!(
        print.is_displayed().await.expect("shown"),
        "the script shows Print"
    );
    let pin = text_of(&teacher, ".pin-card .pin-code").await;
    assert!(
        pin.len() == 4 && pin.bytes().all(|b| b.is_ascii_digit()),
        "{pin}"
    );
    shoot(&teacher, "pins-cards").await;

    // A live game of a quiz for the class.
    make(&teacher, &base, QUIZ).await;
    click(&teacher, "#assign").await;
    wait_for_path(&teacher, |path| path.ends_with("/assign")).await;
    teacher
        .find(Locator::Id("class_id"))
        .await
        .expect("class")
        .select_by_label("Year 3 Owls (2)")
        .await
        .expect("choose the class");
    click(&teacher, "input[name=mode][value=live]").await;
    click(&teacher, "#assign-form button[type=submit]").await;
    wait_for_path(&teacher, |path| {
        path.starts_with("/assignments/") && !path.ends_with("/assign")
    })
    .await;
    wait_for_text(&teacher, "#phase", "waiting for students").await;
    let code = text_of(&teacher, "#join-code").await;

    // A phone: a wrong PIN is refused, Ana's own lets her in.
    let phone = open_session(port, &scratch_dir("pins-phone"), "390,844").await;
    phone.goto(&format!("{base}/join")).await.expect("join");
    type_into(&phone, "#code", &code).await;
    click(&phone, "form.stack button[type=submit]").await;
    wait_for_path(&phone, |path| path == format!("/play/{code}")).await;
    let wrong = if pin == "0000" { "1111" } else { "0000" };
    type_into(&phone, "#pin", wrong).await;
    shoot(&phone, "pins-phone").await;
    click(&phone, "button.roster-name").await;
    wait_for_text(&phone, ".alert", "That PIN does not go with this name").await;
    type_into(&phone, "#pin", &pin).await;
    click(&phone, "button.roster-name").await;
    wait_for_text(&phone, "#screen", "Waiting for your teacher").await;
    wait_for_text(&teacher, "#connected-count", "1 joined").await;

    // Picture PINs instead: Ben taps his four pictures on the keypad.
    let game = teacher.current_url().await.expect("url");
    teacher.goto(&pins_page).await.expect("pins page");
    click(&teacher, "form[action$='/pins'] button.danger").await;
    wait_for_text(&teacher, "main", "Ask for picture PINs").await;
    click(&teacher, "form[action$='/pins'] button:not(.primary)").await;
    wait_for_text(&teacher, ".pin-card:nth-child(2)", "Ben").await;
    let digits: Vec<String> = {
        let card = teacher
            .find(Locator::Css(".pin-card:nth-child(2)"))
            .await
            .expect("Ben's card");
        let mut digits = Vec::new();
        for digit in card
            .find_all(Locator::Css(".picture-digit"))
            .await
            .expect("digits")
        {
            digits.push(digit.text().await.expect("digit"));
        }
        digits
    };
    assert_eq!(digits.len(), 4, "{digits:?}");
    shoot(&teacher, "pins-picture-cards").await;
    teacher.goto(game.as_str()).await.expect("dashboard");
    let ben = open_session(port, &scratch_dir("pins-phone-ben"), "390,844").await;
    ben.goto(&format!("{base}/play/{code}"))
        .await
        .expect("play");
    wait_for_text(&ben, "#pin-hint", "pictures").await;
    for digit in &digits {
        click(&ben, &format!(".picture-key[data-digit='{digit}']")).await;
    }
    let typed = ben
        .find(Locator::Id("pin"))
        .await
        .expect("pin field")
        .prop("value")
        .await
        .expect("value")
        .unwrap_or_default();
    assert_eq!(typed, digits.concat(), "the keypad fills the PIN");
    shoot(&ben, "pins-picture-phone").await;
    click(&ben, "button.roster-name:not([disabled])").await;
    wait_for_text(&ben, "#screen", "Waiting for your teacher").await;
    wait_for_text(&teacher, "#connected-count", "2 joined").await;
}
