//! Drives headless Chromium (through ChromeDriver) through the teacher's
//! whole path: sign up, paste the text of a sample, review, fix an unknown
//! answer, save, download as GIFT. Saves a screenshot of each screen under
//! `$CARGO_TARGET_DIR/screenshots/` (or `target/screenshots/`).
//!
//! Without `/usr/bin/chromium` and `/usr/bin/chromedriver` the test says
//! loudly that it is skipped, unless `CI` is set: then it fails, so CI
//! cannot pass without running it (`.ci/run` installs both).

use std::path::Path;

use fantoccini::{Client, Locator};
use quizforge_e2e::{
    Killed, browser_available, click, finish_sign_up, make, open_session, open_session_in,
    scratch_dir, screenshot_dir, shoot, sign_up, start_app, start_driver, submit_and_wait, text_of,
    type_into, wait_for_count, wait_for_path, wait_for_text,
};
use serde_json::{Value, json};

/// Starts ChromeDriver and a headless Chromium session behind it.
async fn start_browser(profile: &Path) -> (Killed, Client) {
    let (driver, port) = start_driver().await;
    let client = open_session(port, profile, "1280,900").await;
    (driver, client)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_signs_up_makes_reviews_fixes_and_downloads_a_quiz() {
    if !browser_available("the browser test") {
        return;
    }
    let data = scratch_dir("data");
    let profile = scratch_dir("profile");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, client) = start_browser(&profile).await;

    // The landing page, then sign up.
    client.goto(&base).await.expect("home");
    shoot(&client, "01-welcome").await;
    client
        .goto(&format!("{base}/signup"))
        .await
        .expect("signup");
    client
        .find(Locator::Id("email"))
        .await
        .expect("email")
        .send_keys("teacher@school.org")
        .await
        .expect("type");
    client
        .find(Locator::Id("password"))
        .await
        .expect("password")
        .send_keys("correct horse")
        .await
        .expect("type");
    shoot(&client, "02-sign-up").await;
    client
        .find(Locator::Css("form.stack button[type=submit]"))
        .await
        .expect("submit")
        .click()
        .await
        .expect("click");
    finish_sign_up(&client, &base, "teacher@school.org").await;

    // Paste the text of a sample and make the quiz.
    wait_for_text(&client, "label[for=text]", "Paste").await;
    let sample = quizforge_server::demo::SAMPLES[0];
    client
        .execute(
            "document.getElementById('text').value = arguments[0];",
            vec![Value::from(sample)],
        )
        .await
        .expect("paste");
    shoot(&client, "03-make").await;
    client
        .find(Locator::Id("make"))
        .await
        .expect("make")
        .click()
        .await
        .expect("click");

    // The review screen: question 3 has no key in the document.
    wait_for_path(&client, |path| {
        path.starts_with("/quizzes/") && path != "/quizzes/new"
    })
    .await;
    wait_for_text(&client, "#notice", "Your quiz is ready").await;
    let flag = text_of(&client, "#q3-flag").await;
    assert!(flag.contains("Answer not given in the document"), "{flag}");
    assert!(
        text_of(&client, "#q1 .passage .key")
            .await
            .contains("Paris")
    );
    shoot(&client, "04-review").await;
    client
        .execute("document.getElementById('q3').scrollIntoView();", vec![])
        .await
        .expect("scroll");
    shoot(&client, "05-review-unknown-answer").await;

    // An edit to question 1, not saved yet, then question 3 is saved.
    type_into(
        &client,
        "#q1-explanation",
        "Paris has been the capital since 987.",
    )
    .await;
    // Fix the unknown answer (Tokyo is choice C) and save.
    client
        .find(Locator::Id("q3-correct-2"))
        .await
        .expect("Tokyo")
        .click()
        .await
        .expect("pick");
    client
        .find(Locator::Id("q3-save"))
        .await
        .expect("save")
        .click()
        .await
        .expect("save");
    wait_for_text(&client, "#notice", "Saved").await;
    wait_for_text(&client, "#summary", "every answer is known").await;
    // Question 1's edit is still there, marked as not saved, until saved.
    wait_for_text(&client, "#q1 .unsaved-note", "not saved yet").await;
    let kept = client
        .execute(
            "return document.getElementById('q1-explanation').value;",
            vec![],
        )
        .await
        .expect("value");
    assert!(
        kept.as_str()
            .is_some_and(|v| v.ends_with("Paris has been the capital since 987.")),
        "{kept}"
    );
    shoot(&client, "05b-review-unsaved-edit-kept").await;
    submit_and_wait(&client, "#q1-save", "Saved").await;
    wait_for_count(&client, ".unsaved-note", 0).await;
    let saved = client
        .execute(
            "return document.getElementById('q1-explanation').defaultValue;",
            vec![],
        )
        .await
        .expect("value");
    assert!(
        saved
            .as_str()
            .is_some_and(|v| v.ends_with("Paris has been the capital since 987.")),
        "saved: {saved}"
    );
    assert!(
        client
            .find_all(Locator::Css("article.card.unknown"))
            .await
            .expect("cards")
            .is_empty()
    );
    client
        .execute("window.scrollTo(0, 0);", vec![])
        .await
        .expect("scroll");
    client
        .find(Locator::Css(".review-head details.menu summary"))
        .await
        .expect("menu")
        .click()
        .await
        .expect("open");
    shoot(&client, "06-saved-download-menu").await;

    // Download as GIFT, in the browser's own session.
    let link = client
        .find(Locator::Id("download-gift"))
        .await
        .expect("gift link");
    let href = link.attr("href").await.expect("href").expect("an href");
    let gift = client
        .execute_async(
            "const done = arguments[arguments.length - 1]; fetch(arguments[0]).then(r => r.text()).then(done, e => done('ERROR ' + e));",
            vec![Value::from(href)],
        )
        .await
        .expect("download");
    let gift = gift.as_str().expect("text").to_string();
    assert!(gift.contains("What is the capital of Japan?"), "{gift}");
    assert!(
        gift.contains("=Tokyo"),
        "the fixed key is in the GIFT file: {gift}"
    );
    assert!(gift.contains("=Paris"));

    // The list of quizzes.
    client.goto(&base).await.expect("home");
    wait_for_text(&client, ".quiz-list", "Geography Review").await;
    shoot(&client, "07-my-quizzes").await;

    client.close().await.expect("close");
    let _ = std::fs::remove_dir_all(&data);
    let _ = std::fs::remove_dir_all(&profile);
}

const LIVE_QUIZ: &str = "::q1:: Which planet is known as the Red Planet? {~Venus =Mars ~Jupiter ~Mercury}\n\n::q2:: What is the chemical symbol for gold? {=Au ~Ag ~Gd ~Go}\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_runs_a_live_game_and_three_phones_play_it() {
    if !browser_available("the browser test") {
        return;
    }
    let data = scratch_dir("play-data");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, port) = start_driver().await;
    let teacher_profile = scratch_dir("play-teacher");
    let teacher = open_session(port, &teacher_profile, "1366,900").await;

    // The teacher signs up, makes a quiz and assigns it live to a new class.
    teacher
        .goto(&format!("{base}/signup"))
        .await
        .expect("signup");
    type_into(&teacher, "#email", "host@school.org").await;
    type_into(&teacher, "#password", "correct horse").await;
    click(&teacher, "form.stack button[type=submit]").await;
    finish_sign_up(&teacher, &base, "host@school.org").await;
    teacher
        .execute(
            "document.getElementById('text').value = arguments[0];",
            vec![Value::from(LIVE_QUIZ)],
        )
        .await
        .expect("paste");
    click(&teacher, "#make").await;
    wait_for_text(&teacher, "#notice", "Your quiz is ready").await;
    click(&teacher, "#assign").await;
    wait_for_path(&teacher, |path| path.ends_with("/assign")).await;
    type_into(&teacher, "#new_class", "Year 8 Science").await;
    shoot(&teacher, "10-assign").await;
    // Choices in the quiz's order on every phone, so that the phones below
    // can pick them by position (shuffling is on by default).
    click(&teacher, "input[name=shuffle_choices]").await;
    // First as homework due before it opens: refused, and the form comes
    // back with everything chosen and typed.
    click(&teacher, "input[name=mode][value=homework]").await;
    teacher
        .execute(
            "document.getElementById('opens_at').value = '2026-12-10T09:00'; document.getElementById('due_at').value = '2026-12-09T17:30'; document.getElementById('leaderboard').value = 'top5';",
            vec![],
        )
        .await
        .expect("dates");
    click(&teacher, "#assign-form button[type=submit]").await;
    wait_for_text(
        &teacher,
        ".alert",
        "The due time must come after the opening time",
    )
    .await;
    let kept = teacher
        .execute(
            "const f = document.getElementById('assign-form'); return [f.class_id.value, f.new_class.value, f.querySelector('input[name=mode]:checked').value, f.opens_at.value, f.due_at.value, f.leaderboard.value, f.timer.value, String(f.shuffle_choices.checked), String(f.feedback.checked)];",
            vec![],
        )
        .await
        .expect("form");
    assert_eq!(
        kept,
        json!([
            "new",
            "Year 8 Science",
            "homework",
            "2026-12-10T09:00",
            "2026-12-09T17:30",
            "top5",
            "default",
            "false",
            "true"
        ]),
        "every field kept"
    );
    shoot(&teacher, "10b-assign-error-keeps-the-form").await;
    click(&teacher, "input[name=mode][value=live]").await;
    click(&teacher, "#assign-form button[type=submit]").await;
    wait_for_path(&teacher, |path| path.starts_with("/assignments/")).await;
    wait_for_text(&teacher, "#phase", "waiting for students").await;
    let code = text_of(&teacher, "#join-code").await;
    assert_eq!(code.len(), 6, "{code}");

    // Three phones join with the code and a nickname each.
    let names = ["Ana", "Ben", "Chloé"];
    let mut phones = Vec::new();
    let mut profiles = Vec::new();
    for name in names {
        let profile = scratch_dir(&format!("play-{}", name.to_lowercase()));
        // Chloé's phone speaks Spanish: her pages follow it.
        let languages = if name == "Chloé" {
            "es-ES,es"
        } else {
            "en-GB,en"
        };
        let phone = open_session_in(port, &profile, "390,844", languages).await;
        phone.goto(&format!("{base}/join")).await.expect("join");
        type_into(&phone, "#code", &code.to_lowercase()).await;
        if name == "Ana" {
            shoot(&phone, "11-student-join").await;
        }
        click(&phone, "form.stack button[type=submit]").await;
        wait_for_path(&phone, |path| path == format!("/play/{code}")).await;
        if name == "Chloé" {
            wait_for_text(&phone, "label[for=name]", "Tu nombre").await;
            wait_for_text(&phone, "#name-count", "0 de 24 caracteres").await;
            shoot(&phone, "11b-student-name-in-spanish").await;
        }
        type_into(&phone, "#name", name).await;
        // The name's length shows while it is typed.
        let count = name.chars().count();
        let expected = if name == "Chloé" {
            format!("{count} de 24 caracteres")
        } else {
            format!("{count} of 24 characters")
        };
        wait_for_text(&phone, "#name-count", &expected).await;
        click(&phone, "#join-form button[type=submit]").await;
        // The play screen's words follow the phone's language too.
        let waiting = if name == "Chloé" {
            "Esperando a que tu profesor empiece"
        } else {
            "Waiting for your teacher"
        };
        wait_for_text(&phone, "#screen", waiting).await;
        phones.push(phone);
        profiles.push(profile);
    }
    shoot(&phones[0], "12-student-lobby").await;
    wait_for_text(&teacher, "#connected-count", "3 joined · 3 connected").await;
    wait_for_text(&teacher, "#phase", "3 students have joined").await;
    shoot(&teacher, "13-dashboard-lobby").await;

    // Question 1: Ana and Chloé pick Mars (B), Ben picks Venus (A).
    click(&teacher, "button[data-action=start]").await;
    wait_for_text(&teacher, "#phase", "question open").await;
    for phone in &phones {
        wait_for_text(phone, "#prompt", "Red Planet").await;
    }
    shoot(&phones[1], "14-student-question").await;
    let sent = ["Answer sent", "Answer sent", "Respuesta enviada"];
    for ((phone, option), sent) in phones
        .iter()
        .zip([".option.c1", ".option.c0", ".option.c1"])
        .zip(sent)
    {
        click(phone, option).await;
        wait_for_text(phone, "#screen", sent).await;
    }
    shoot(&phones[0], "15-student-answer-sent").await;
    wait_for_text(&teacher, "#answered-count", "3 of 3 answered").await;
    wait_for_count(&teacher, "#grid td.cell.correct", 2).await;
    wait_for_count(&teacher, "#grid td.cell.wrong", 1).await;
    let grid = text_of(&teacher, "#grid").await;
    for name in names {
        assert!(grid.contains(name), "{grid}");
    }
    shoot(&teacher, "16-dashboard-answers").await;

    // Results: each phone hears how it did; the projector view.
    click(&teacher, "button[data-action=reveal]").await;
    wait_for_text(&phones[0], "#screen", "Right!").await;
    wait_for_text(&phones[1], "#screen", "Not this time").await;
    wait_for_text(&phones[1], "#screen", "Mars").await;
    wait_for_text(&phones[2], "#screen", "¡Correcto!").await;
    shoot(&phones[1], "17-student-feedback").await;
    // The key shows while the question is open too: the phase says the
    // results are up.
    wait_for_text(&teacher, "#phase", "showing results").await;
    wait_for_text(&teacher, "#distribution", "Mars ✓").await;
    shoot(&teacher, "18-dashboard-results").await;

    // Question 2, then the end.
    click(&teacher, "button[data-action=next]").await;
    for (phone, sent) in phones.iter().zip(sent) {
        wait_for_text(phone, "#prompt", "gold").await;
        click(phone, ".option.c0").await;
        wait_for_text(phone, "#screen", sent).await;
    }
    wait_for_count(&teacher, "#grid td.cell.correct", 5).await;
    wait_for_text(&teacher, "button[data-action=next]", "Finish: end the game").await;
    count_confirms(&teacher, true).await;
    click(&teacher, "button[data-action=end]").await;
    wait_for_text(&phones[0], "#screen", "2 of 2 right").await;
    wait_for_text(&phones[1], "#screen", "1 of 2 right").await;
    wait_for_text(&phones[2], "#screen", "2 de 2 correctas").await;
    shoot(&phones[0], "19-student-end").await;
    shoot(&phones[2], "19b-student-end-in-spanish").await;
    wait_for_text(&teacher, "#phase", "ended").await;
    assert_eq!(
        confirms_asked(&teacher).await,
        1,
        "End asks once, not twice"
    );
    shoot(&teacher, "20-dashboard-ended").await;

    for phone in phones {
        phone.close().await.expect("close");
    }
    teacher.close().await.expect("close");
    let _ = std::fs::remove_dir_all(&data);
    let _ = std::fs::remove_dir_all(&teacher_profile);
    for profile in profiles {
        let _ = std::fs::remove_dir_all(&profile);
    }
}

/// Saves a screenshot already taken (to measure it too).
fn keep_screenshot(png_bytes: &[u8], name: &str) {
    let path = screenshot_dir().join(format!("{name}.png"));
    std::fs::write(&path, png_bytes).expect("write screenshot");
    eprintln!("screenshot: {}", path.display());
}

/// A decoded screenshot: width, height and RGBA pixels.
struct Picture {
    width: usize,
    height: usize,
    rgba: Vec<u8>,
}

impl Picture {
    fn decode(png_bytes: &[u8]) -> Picture {
        let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut buffer = vec![0; reader.output_buffer_size().expect("size")];
        let info = reader.next_frame(&mut buffer).expect("a frame");
        let channels = match info.color_type {
            png::ColorType::Rgba => 4,
            png::ColorType::Rgb => 3,
            other => panic!("unexpected colour type {other:?}"),
        };
        assert_eq!(info.bit_depth, png::BitDepth::Eight);
        let mut rgba = Vec::with_capacity(info.width as usize * info.height as usize * 4);
        for pixel in buffer[..info.buffer_size()].chunks(channels) {
            rgba.extend_from_slice(&[pixel[0], pixel[1], pixel[2], 255]);
        }
        Picture {
            width: info.width as usize,
            height: info.height as usize,
            rgba,
        }
    }

    fn luminance(&self, x: usize, y: usize) -> u32 {
        let at = (y * self.width + x) * 4;
        let [r, g, b] = [0, 1, 2].map(|i| u32::from(self.rgba[at + i]));
        (299 * r + 587 * g + 114 * b) / 1000
    }

    /// The height in pixels of the first line of text inside the box
    /// `(x, y, w, h)`: from the first row holding a text pixel to the next
    /// row holding none. Text pixels are dark ones on a light ground
    /// (`light_text` false) or light ones on a coloured ground.
    fn first_line_height(
        &self,
        (x, y, w, h): (usize, usize, usize, usize),
        light_text: bool,
    ) -> usize {
        let is_text = |px: usize, py: usize| {
            let l = self.luminance(px, py);
            if light_text { l > 215 } else { l < 90 }
        };
        let row_has_text = |py: usize| (x..(x + w).min(self.width)).any(|px| is_text(px, py));
        let rows = y..(y + h).min(self.height);
        let mut first = None;
        for py in rows {
            match (first, row_has_text(py)) {
                (None, true) => first = Some(py),
                (Some(start), false) => return py - start,
                _ => {}
            }
        }
        first.map_or(0, |start| (y + h).min(self.height) - start)
    }
}

/// The box of the first match of `css`, in CSS pixels (one per device
/// pixel in this headless window).
async fn rect_of(client: &Client, css: &str) -> (usize, usize, usize, usize) {
    let rect = client
        .execute(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.left, r.top, r.width, r.height];",
            vec![Value::from(css)],
        )
        .await
        .expect("rect");
    let [x, y, w, h] =
        [0, 1, 2, 3].map(|i| rect[i].as_f64().expect("a number").max(0.0).round() as usize);
    (x, y, w, h)
}

/// Sizes the window so that the page itself (the viewport) is exactly
/// `width`×`height`: headless Chromium counts window furniture in
/// `--window-size`.
async fn set_viewport(client: &Client, width: u32, height: u32) {
    let (outer_w, outer_h) = client.get_window_size().await.expect("window size");
    let inner = client
        .execute("return [window.innerWidth, window.innerHeight];", vec![])
        .await
        .expect("inner size");
    let [inner_w, inner_h] = [0, 1].map(|i| inner[i].as_u64().expect("a number") as u32);
    client
        .set_window_size(
            width + (outer_w as u32 - inner_w),
            height + (outer_h as u32 - inner_h),
        )
        .await
        .expect("resize");
}

/// Replaces `window.confirm` by one that counts its questions and answers
/// `yes`, so a test can check an action asks exactly once.
async fn count_confirms(client: &Client, yes: bool) {
    client
        .execute(
            "const yes = arguments[0]; window.__confirms = 0; window.confirm = () => { window.__confirms += 1; return yes; };",
            vec![Value::from(yes)],
        )
        .await
        .expect("confirm");
}

async fn confirms_asked(client: &Client) -> u64 {
    client
        .execute("return window.__confirms;", vec![])
        .await
        .expect("confirms")
        .as_u64()
        .expect("a count")
}

/// The wall's quiz for a French class.
const WALL_QUIZ_FR: &str = "::q1:: Quel gaz les plantes prennent-elles dans l’air pour fabriquer leur nourriture par photosynthèse ? {~L’oxygène =Le dioxyde de carbone ~L’azote ~L’hydrogène}\n\n::q2:: Quel est le symbole chimique de l’or ? {=Au ~Ag ~Gd ~Go}\n";

const WALL_QUIZ: &str = "::q1:: Which gas do plants take in from the air to make their food by photosynthesis? {~Oxygen =Carbon dioxide ~Nitrogen ~Hydrogen}\n\n::q2:: What is the chemical symbol for gold? {=Au ~Ag ~Gd ~Go}\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_projector_shows_a_whole_live_game_readably_on_a_1080p_wall() {
    if !browser_available("the browser test") {
        return;
    }
    let data = scratch_dir("wall-data");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, port) = start_driver().await;
    let wall_profile = scratch_dir("wall-teacher");
    let wall = open_session(port, &wall_profile, "1920,1080").await;

    // A live game with a top-3 leaderboard and a 60 s timer.
    wall.goto(&format!("{base}/signup")).await.expect("signup");
    type_into(&wall, "#email", "wall@school.org").await;
    type_into(&wall, "#password", "correct horse").await;
    click(&wall, "form.stack button[type=submit]").await;
    finish_sign_up(&wall, &base, "wall@school.org").await;
    wall.execute(
        "document.getElementById('text').value = arguments[0];",
        vec![Value::from(WALL_QUIZ)],
    )
    .await
    .expect("paste");
    click(&wall, "#make").await;
    wait_for_text(&wall, "#notice", "Your quiz is ready").await;
    click(&wall, "#assign").await;
    wait_for_path(&wall, |path| path.ends_with("/assign")).await;
    type_into(&wall, "#new_class", "Year 7 Biology").await;
    click(&wall, "input[name=shuffle_choices]").await;
    // A speed bonus: fractions of a point, shown as whole points.
    click(&wall, "input[name=speed_bonus]").await;
    wall.execute(
        "document.getElementById('leaderboard').value = 'top3'; document.getElementById('timer').value = '60';",
        vec![],
    )
    .await
    .expect("settings");
    click(&wall, "#assign-form button[type=submit]").await;
    let dashboard = wait_for_path(&wall, |path| path.starts_with("/assignments/")).await;
    let code = text_of(&wall, "#join-code").await;
    let projector = wall
        .find(Locator::Id("projector-link"))
        .await
        .expect("projector link")
        .attr("href")
        .await
        .expect("href")
        .expect("an href");
    assert_eq!(projector, format!("{dashboard}/projector"));
    wall.goto(&format!("{base}{projector}"))
        .await
        .expect("projector");
    set_viewport(&wall, 1920, 1080).await;
    wait_for_text(&wall, "#wall-code", &code).await;
    wait_for_text(&wall, "#joined-count", "Waiting for the first student").await;

    // Two phones join: the lobby lists them and counts them.
    let names = ["Aïcha", "Bruno"];
    let mut phones = Vec::new();
    let mut profiles = Vec::new();
    for name in names {
        let profile = scratch_dir(&format!("wall-{}", name.len()));
        let phone = open_session(port, &profile, "390,844").await;
        phone
            .goto(&format!("{base}/play/{code}"))
            .await
            .expect("play");
        type_into(&phone, "#name", name).await;
        click(&phone, "#join-form button[type=submit]").await;
        wait_for_text(&phone, "#screen", "Waiting for your teacher").await;
        phones.push(phone);
        profiles.push(profile);
    }
    wait_for_text(&wall, "#joined-count", "2 students have joined").await;
    let joined = text_of(&wall, "#joined").await;
    for name in names {
        assert!(joined.contains(name), "{joined}");
    }
    wait_for_text(
        &wall,
        "#wall-phase",
        "2 students in: start when everyone is here",
    )
    .await;
    let lobby = wall.screenshot().await.expect("screenshot");
    keep_screenshot(&lobby, "projector-1-lobby");

    // The question, alone and large: the code shrinks to a corner strip.
    click(&wall, "button[data-action=start]").await;
    wait_for_text(&wall, "#q-prompt", "photosynthesis").await;
    wait_for_text(&wall, "#join-strip", &code).await;
    let lobby_hidden = wall
        .execute("return document.getElementById('screen-lobby').hidden && !document.getElementById('join-strip').hidden;", vec![])
        .await
        .expect("hidden");
    assert_eq!(
        lobby_hidden,
        Value::Bool(true),
        "the lobby gives way to the question"
    );
    for phone in &phones {
        wait_for_text(phone, "#prompt", "photosynthesis").await;
    }
    // Aïcha picks Carbon dioxide (B), Bruno Oxygen (A).
    for (phone, option) in phones.iter().zip([".option.c1", ".option.c0"]) {
        click(phone, option).await;
        wait_for_text(phone, "#screen", "Answer sent").await;
    }
    wait_for_text(&wall, "#q-answered", "2 of 2 answered").await;
    // No answer counts while the question is open (the default).
    wait_for_count(&wall, "#q-options .q-option", 4).await;
    wait_for_count(&wall, "#q-options .q-count", 0).await;
    let timer = text_of(&wall, "#q-timer").await;
    assert!(
        timer.parse::<u32>().is_ok_and(|s| s <= 60),
        "a countdown: {timer:?}"
    );
    let question = wall.screenshot().await.expect("screenshot");
    keep_screenshot(&question, "projector-2-question");

    // Readable from the back: the text's height on the 1920×1080 picture.
    let picture = Picture::decode(&question);
    assert_eq!((picture.width, picture.height), (1920, 1080));
    let prompt_box = rect_of(&wall, "#q-prompt").await;
    let prompt_height = picture.first_line_height(prompt_box, false);
    let option_box = rect_of(&wall, "#q-options .q-option.c1 .q-text").await;
    let option_height = picture.first_line_height(option_box, true);
    eprintln!(
        "projector text at 1920×1080: question line {prompt_height} px high, option line {option_height} px high"
    );
    assert!(prompt_height >= 48, "question text {prompt_height} px high");
    assert!(option_height >= 32, "option text {option_height} px high");
    // Every option is on screen, above the teacher's bar.
    let last_option = rect_of(&wall, "#q-options .q-option:last-child").await;
    let bar = rect_of(&wall, "#wall-controls").await;
    assert!(
        last_option.1 + last_option.3 <= bar.1,
        "options {last_option:?} run under the bar {bar:?}"
    );

    // Results: the distribution with the right answer, and the leaderboard.
    click(&wall, "button[data-action=reveal]").await;
    wait_for_text(&wall, "#q-options", "Carbon dioxide ✓").await;
    wait_for_count(&wall, "#q-options .q-count", 4).await;
    let counts = text_of(&wall, "#q-options").await;
    assert!(counts.contains('1'), "{counts}");
    wait_for_text(&wall, "#q-leaders", "Aïcha").await;
    let feedback = wait_for_text(&phones[0], "#screen", " point").await;
    let earned = feedback
        .lines()
        .find(|line| line.starts_with('+'))
        .unwrap_or_else(|| panic!("points earned in {feedback:?}"));
    assert!(
        earned == "+1 point" || earned == "+0 points",
        "whole points: {earned:?}"
    );
    let leaders = text_of(&wall, "#q-leaders").await;
    assert!(!leaders.contains('.'), "whole points: {leaders}");
    let results = wall.screenshot().await.expect("screenshot");
    keep_screenshot(&results, "projector-3-results");

    // Question 2, the last: "Next" says it ends the game and asks once.
    assert_eq!(text_of(&wall, "#next-button").await, "Next ▸");
    click(&wall, "button[data-action=next]").await;
    wait_for_text(&wall, "#q-prompt", "gold").await;
    for phone in &phones {
        wait_for_text(phone, "#prompt", "gold").await;
        click(phone, ".option.c0").await;
        wait_for_text(phone, "#screen", "Answer sent").await;
    }
    wait_for_text(&wall, "#next-button", "end the game").await;
    count_confirms(&wall, false).await;
    click(&wall, "button[data-action=next]").await;
    assert_eq!(confirms_asked(&wall).await, 1, "asked once");
    wait_for_text(&wall, "#wall-phase", "Question 2 of 2").await;
    count_confirms(&wall, true).await;
    click(&wall, "button[data-action=end]").await;
    wait_for_text(&wall, "#wall-phase", "The game has ended").await;
    assert_eq!(confirms_asked(&wall).await, 1, "End asks once, not twice");

    // The podium: Aïcha first (2 right), Bruno second.
    wait_for_text(&wall, "#podium .place.p1", "Aïcha").await;
    wait_for_text(&wall, "#podium .place.p2", "Bruno").await;
    wait_for_text(&wall, "#end-summary", "75% right").await;
    let podium = wall.screenshot().await.expect("screenshot");
    keep_screenshot(&podium, "projector-4-podium");

    for phone in phones {
        phone.close().await.expect("close");
    }
    wall.close().await.expect("close");
    let _ = std::fs::remove_dir_all(&data);
    let _ = std::fs::remove_dir_all(&wall_profile);
    for profile in profiles {
        let _ = std::fs::remove_dir_all(&profile);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_with_a_french_browser_signs_up_and_makes_a_quiz_in_french() {
    if !browser_available("the French teacher's browser test") {
        return;
    }
    let data = scratch_dir("data");
    let profile = scratch_dir("profile");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, port) = start_driver().await;
    let client = open_session_in(port, &profile, "1280,900", "fr-FR,fr").await;

    client.goto(&base).await.expect("home");
    wait_for_text(&client, "h1", "Faites de vos propres supports").await;
    client
        .goto(&format!("{base}/signup"))
        .await
        .expect("signup");
    wait_for_text(&client, "h1", "Créez votre compte").await;
    type_into(&client, "#email", "prof@ecole.fr").await;
    type_into(&client, "#password", "correct horse").await;
    click(&client, "form.stack button[type=submit]").await;
    wait_for_text(&client, "#form-notice", "connectez-vous").await;
    type_into(&client, "#email", "prof@ecole.fr").await;
    type_into(&client, "#password", "correct horse").await;
    click(&client, "form.stack button[type=submit]").await;
    wait_for_path(&client, |path| path == "/").await;
    wait_for_text(&client, "h1", "Mes quiz").await;
    wait_for_text(&client, ".empty h2", "Pas encore de quiz").await;
    client
        .goto(&format!("{base}/quizzes/new"))
        .await
        .expect("make page");
    wait_for_text(&client, "label[for=text]", "Collez vos notes").await;
    wait_for_text(&client, "#make", "Créer le quiz").await;
    shoot(&client, "fr-01-teacher-make-page").await;
    client.close().await.expect("close");
}

/// Sets a field's value as typing would (the review script hears it).
async fn set_value(client: &Client, id: &str, value: &str) {
    client
        .execute(
            "const f = document.getElementById(arguments[0]); f.value = arguments[1]; \
             f.dispatchEvent(new Event('input', { bubbles: true }));",
            vec![Value::from(id), Value::from(value)],
        )
        .await
        .expect("set a value");
}

/// The values of question 1's choice boxes, in order.
async fn choices_of_question_one(client: &Client) -> Vec<String> {
    let values = client
        .execute(
            "return [...document.querySelectorAll('#q1 input[name=choice]')].map((i) => i.value);",
            vec![],
        )
        .await
        .expect("choices");
    serde_json::from_value(values).expect("strings")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_splits_a_choice_that_holds_several() {
    if !browser_available("the browser test of splitting a choice") {
        return;
    }
    let data = scratch_dir("split-data");
    let profile = scratch_dir("split-profile");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, client) = start_browser(&profile).await;
    sign_up(&client, &base, "split@school.org").await;
    make(
        &client,
        &base,
        "1. What is the capital of France?\nA. Paris\nB. Lyon\nAnswer: A\n",
    )
    .await;
    // Choice B holds three run together, saved that way: the page says so.
    set_value(&client, "q1-choice-1", "Lyon  Rome  Madrid").await;
    submit_and_wait(&client, "#q1-save", "Saved").await;
    wait_for_text(&client, "#q1 .run-together", "run together").await;
    assert_eq!(
        choices_of_question_one(&client).await,
        ["Paris", "Lyon  Rome  Madrid", "", ""]
    );
    // ✂ with the cursor at the end splits at the wide gaps, in place.
    client
        .execute(
            "const f = document.getElementById('q1-choice-1'); f.focus(); \
             f.setSelectionRange(f.value.length, f.value.length);",
            vec![],
        )
        .await
        .expect("cursor");
    click(&client, "#q1-choice-1 + .split").await;
    assert_eq!(
        choices_of_question_one(&client).await,
        ["Paris", "Lyon", "Rome", "Madrid", "", ""]
    );
    assert_eq!(text_of(&client, "label[for=q1-choice-3]").await, "Choice D");
    // ✂ at the cursor: "Berlin|Vienna" typed into a spare box.
    set_value(&client, "q1-choice-4", "Berlin Vienna").await;
    client
        .execute(
            "const f = document.getElementById('q1-choice-4'); f.focus(); f.setSelectionRange(6, 6);",
            vec![],
        )
        .await
        .expect("cursor");
    click(&client, "#q1-choice-4 + .split").await;
    assert_eq!(
        choices_of_question_one(&client).await,
        ["Paris", "Lyon", "Rome", "Madrid", "Berlin", "Vienna", ""]
    );
    shoot(&client, "review-split-choice").await;
    // Saved: six choices, Paris still the key, no hint left.
    submit_and_wait(&client, "#q1-save", "Saved").await;
    assert_eq!(
        choices_of_question_one(&client).await,
        [
            "Paris", "Lyon", "Rome", "Madrid", "Berlin", "Vienna", "", ""
        ]
    );
    let key_checked = client
        .execute(
            "return document.getElementById('q1-correct-0').checked;",
            vec![],
        )
        .await
        .expect("key");
    assert_eq!(key_checked, Value::Bool(true));
    assert!(
        client
            .find_all(Locator::Css("#q1 .run-together"))
            .await
            .expect("hints")
            .is_empty()
    );
}

/// Writes a PNG of coloured stripes, `width` × `height`, to `path`.
fn write_png(path: &Path, width: u32, height: u32) {
    let file = std::fs::File::create(path).expect("create the picture");
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().expect("header");
    let pixels: Vec<u8> = (0..width * height)
        .flat_map(|i| {
            let x = i % width;
            [(x * 7 % 256) as u8, 90, (255 - x % 256) as u8]
        })
        .collect();
    writer.write_image_data(&pixels).expect("pixels");
}

/// Adds the picture at `path` to question 1 on the review screen, described
/// by `alt`, with the question (`place` "question") or a choice's index.
async fn add_image(client: &Client, path: &Path, alt: &str, place: &str) {
    click(client, "#q1-add-image summary").await;
    client
        .find(Locator::Id("q1-image-file"))
        .await
        .expect("the file field")
        .send_keys(&path.display().to_string())
        .await
        .expect("choose the file");
    type_into(client, "#q1-image-alt", alt).await;
    client
        .execute(
            "document.getElementById('q1-image-place').value = arguments[0];",
            vec![Value::from(place)],
        )
        .await
        .expect("place");
    submit_and_wait(client, "#q1-image-save", "The image was added").await;
}

/// The `alt` and loaded width of the first image matching `css`, once it
/// has loaded.
async fn loaded_image(client: &Client, css: &str) -> (String, u64) {
    for _ in 0..100 {
        let seen = client
            .execute(
                "const i = document.querySelector(arguments[0]); \
                 return i && i.complete && i.naturalWidth > 0 ? [i.alt, i.naturalWidth] : null;",
                vec![Value::from(css)],
            )
            .await
            .expect("image");
        if let Some([alt, width]) = seen.as_array().map(Vec::as_slice) {
            return (
                alt.as_str().unwrap_or_default().to_string(),
                width.as_u64().unwrap_or_default(),
            );
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("{css} never loaded");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_image_added_in_the_editor_reaches_a_students_phone_described() {
    if !browser_available("the browser test of question images") {
        return;
    }
    let data = scratch_dir("image-data");
    let pictures = scratch_dir("image-files");
    std::fs::create_dir_all(&pictures).expect("pictures dir");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, port) = start_driver().await;
    let teacher = open_session(port, &scratch_dir("image-teacher"), "1280,900").await;
    sign_up(&teacher, &base, "pictures@school.org").await;
    make(
        &teacher,
        &base,
        "1. Which animal is this?\nA. A cat\nB. A dog\nAnswer: A\n",
    )
    .await;

    // A wide picture with the question, a small one on choice A; each needs
    // a description, and the wide one is kept smaller.
    let wide = pictures.join("stripes.png");
    write_png(&wide, 2400, 800);
    let small = pictures.join("cat.png");
    write_png(&small, 120, 90);
    add_image(
        &teacher,
        &wide,
        "Coloured stripes, from red to blue",
        "question",
    )
    .await;
    add_image(&teacher, &small, "A cat asleep on a mat", "0").await;
    let (_, kept_width) = loaded_image(&teacher, "#q1 .image-row img").await;
    assert_eq!(kept_width, 1600, "made smaller before it was kept");
    let alts = teacher
        .execute(
            "return [...document.querySelectorAll('#q1 input[name=image_alt]')].map((i) => i.value);",
            vec![],
        )
        .await
        .expect("alts");
    assert_eq!(
        alts,
        json!([
            "Coloured stripes, from red to blue",
            "A cat asleep on a mat"
        ])
    );
    // A picture pasted into the form (a screenshot, a copied image) is
    // taken as its file.
    click(&teacher, "#q1-add-image summary").await;
    let chosen = teacher
        .execute(
            "const canvas = document.createElement('canvas'); canvas.width = 40; canvas.height = 30; \
             canvas.getContext('2d').fillRect(0, 0, 40, 30); \
             return new Promise((done) => canvas.toBlob((blob) => { \
               const pasted = new DataTransfer(); \
               pasted.items.add(new File([blob], 'pasted.png', { type: 'image/png' })); \
               document.querySelector('#q1-add-image form').dispatchEvent( \
                 new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true })); \
               done(document.getElementById('q1-image-file').files.length); \
             }, 'image/png'));",
            vec![],
        )
        .await
        .expect("paste");
    assert_eq!(chosen, json!(1), "the pasted picture is the form's file");
    wait_for_text(&teacher, "#q1-add-image .pasted", "pasted.png").await;
    type_into(&teacher, "#q1-image-alt", "A black rectangle").await;
    teacher
        .execute(
            "document.getElementById('q1-image-place').value = '1';",
            vec![],
        )
        .await
        .expect("place");
    submit_and_wait(&teacher, "#q1-image-save", "The image was added").await;
    let alts = teacher
        .execute(
            "return [...document.querySelectorAll('#q1 input[name=image_alt]')].map((i) => i.value);",
            vec![],
        )
        .await
        .expect("alts");
    assert_eq!(
        alts,
        json!([
            "Coloured stripes, from red to blue",
            "A cat asleep on a mat",
            "A black rectangle"
        ])
    );
    teacher
        .execute("document.getElementById('q1').scrollIntoView();", vec![])
        .await
        .expect("scroll");
    shoot(&teacher, "review-images").await;

    // Played live: the phone shows both, described.
    click(&teacher, "#assign").await;
    wait_for_path(&teacher, |path| path.ends_with("/assign")).await;
    type_into(&teacher, "#new_class", "Year 4").await;
    click(&teacher, "input[name=mode][value=live]").await;
    click(&teacher, "#assign-form button[type=submit]").await;
    wait_for_path(&teacher, |path| path.starts_with("/assignments/")).await;
    let code = text_of(&teacher, "#join-code").await;
    let phone = open_session(port, &scratch_dir("image-phone"), "390,844").await;
    phone
        .goto(&format!("{base}/play/{code}"))
        .await
        .expect("play page");
    type_into(&phone, "#name", "Ana").await;
    click(&phone, "#join-form button[type=submit]").await;
    wait_for_text(&phone, "#screen", "Waiting for your teacher").await;
    wait_for_text(&teacher, "#connected-count", "1 joined").await;
    click(&teacher, "button[data-action=start]").await;
    wait_for_text(&phone, "#prompt", "Which animal").await;
    let (alt, width) = loaded_image(&phone, "#screen .question-image").await;
    assert_eq!(alt, "Coloured stripes, from red to blue");
    assert_eq!(width, 1600);
    let (alt, width) = loaded_image(&phone, "#screen .option-image[alt^='A cat']").await;
    assert_eq!(alt, "A cat asleep on a mat");
    assert_eq!(width, 120);
    let (_, width) = loaded_image(&phone, "#screen .option-image[alt='A black rectangle']").await;
    assert_eq!(width, 40, "the pasted picture");
    shoot(&phone, "student-question-image").await;
    // And on the wall.
    let dashboard = teacher.current_url().await.expect("url");
    teacher
        .goto(&format!(
            "{}/projector",
            dashboard.as_str().trim_end_matches('/')
        ))
        .await
        .expect("projector");
    let (alt, _) = loaded_image(&teacher, "#q-images .q-image").await;
    assert_eq!(alt, "Coloured stripes, from red to blue");
    let (alt, _) = loaded_image(&teacher, "#q-options .q-option-image[alt^='A cat']").await;
    assert_eq!(alt, "A cat asleep on a mat");
    shoot(&teacher, "projector-question-image").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_projector_speaks_french_to_a_class_whose_teacher_has_a_french_browser() {
    if !browser_available("the French projector test") {
        return;
    }
    let data = scratch_dir("wall-fr-data");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, port) = start_driver().await;
    let wall_profile = scratch_dir("wall-fr-teacher");
    let wall = open_session_in(port, &wall_profile, "1920,1080", "fr-FR,fr").await;

    // Signing up and in, making the quiz and a live game, in French.
    wall.goto(&format!("{base}/signup")).await.expect("signup");
    wait_for_text(&wall, "h1", "Créez votre compte").await;
    type_into(&wall, "#email", "mur@ecole.fr").await;
    type_into(&wall, "#password", "correct horse").await;
    click(&wall, "form.stack button[type=submit]").await;
    wait_for_text(&wall, "#form-notice", "connectez-vous").await;
    type_into(&wall, "#email", "mur@ecole.fr").await;
    type_into(&wall, "#password", "correct horse").await;
    click(&wall, "form.stack button[type=submit]").await;
    wait_for_path(&wall, |path| path == "/").await;
    wall.goto(&format!("{base}/quizzes/new"))
        .await
        .expect("make page");
    wall.execute(
        "document.getElementById('text').value = arguments[0];",
        vec![Value::from(WALL_QUIZ_FR)],
    )
    .await
    .expect("paste");
    click(&wall, "#make").await;
    // The review screen (its words are another part's work).
    wait_for_path(&wall, |path| {
        path.starts_with("/quizzes/") && path.trim_start_matches("/quizzes/").parse::<u64>().is_ok()
    })
    .await;
    // The quiz's title, on the review screen in French.
    wall.execute(
        "document.getElementById('title').value = 'La photosynthèse';",
        vec![],
    )
    .await
    .expect("title");
    click(&wall, ".title-form button[type=submit]").await;
    wait_for_text(&wall, "#notice", "Titre enregistré").await;
    click(&wall, "#assign").await;
    wait_for_path(&wall, |path| path.ends_with("/assign")).await;
    wait_for_text(&wall, "h1", "Jouer avec une classe").await;
    type_into(&wall, "#new_class", "6e B SVT").await;
    wall.execute(
        "document.getElementById('leaderboard').value = 'top3'; document.getElementById('timer').value = '60';",
        vec![],
    )
    .await
    .expect("settings");
    click(&wall, "#assign-form button[type=submit]").await;
    let dashboard = wait_for_path(&wall, |path| path.starts_with("/assignments/")).await;
    wait_for_text(&wall, "#phase", "en attente des élèves").await;
    let code = text_of(&wall, "#join-code").await;
    wall.goto(&format!("{base}{dashboard}/projector"))
        .await
        .expect("projector");
    set_viewport(&wall, 1920, 1080).await;
    wait_for_text(&wall, "#wall-code", &code).await;
    wait_for_text(&wall, ".wall-how", "Allez sur").await;
    wait_for_text(&wall, "#joined-count", "En attente du premier élève").await;
    let lang = wall
        .execute("return document.documentElement.lang;", vec![])
        .await
        .expect("lang");
    assert_eq!(lang, Value::from("fr"));

    // A phone joins: the lobby counts it in French.
    let phone_profile = scratch_dir("wall-fr-phone");
    let phone = open_session_in(port, &phone_profile, "390,844", "fr-FR,fr").await;
    phone
        .goto(&format!("{base}/play/{code}"))
        .await
        .expect("play");
    type_into(&phone, "#name", "Aïcha").await;
    click(&phone, "#join-form button[type=submit]").await;
    wait_for_text(&phone, "#screen", "ton professeur").await;
    wait_for_text(&wall, "#joined-count", "1 élève a rejoint la partie").await;
    wait_for_text(
        &wall,
        "#wall-phase",
        "1 élève connecté : lancez quand tout le monde est là",
    )
    .await;
    let lobby = wall.screenshot().await.expect("screenshot");
    keep_screenshot(&lobby, "projector-fr-lobby");

    // The question: its number, the answered count and the controls.
    click(&wall, "button[data-action=start]").await;
    wait_for_text(&wall, "#q-prompt", "photosynthèse").await;
    wait_for_text(&wall, "#q-number", "Question 1 sur 2").await;
    wait_for_text(&wall, "#join-strip", "Rejoignez sur").await;
    wait_for_text(&phone, "#prompt", "photosynthèse").await;
    // The phone speaks French too.
    wait_for_text(&phone, "#screen", "QUESTION 1 SUR 2").await;
    wait_for_text(&phone, "#screen", "s restantes").await;
    let on_phone = phone.screenshot().await.expect("screenshot");
    keep_screenshot(&on_phone, "student-question-fr");
    click(&phone, ".option.c1").await;
    wait_for_text(&wall, "#q-answered", "1 sur 1 a répondu").await;
    assert_eq!(text_of(&wall, "#next-button").await, "Suivante ▸");
    wait_for_text(
        &wall,
        "button[data-action=reveal]",
        "Afficher les résultats",
    )
    .await;
    let question = wall.screenshot().await.expect("screenshot");
    keep_screenshot(&question, "projector-fr-question");

    // The results and the leaderboard, then the end.
    click(&wall, "button[data-action=reveal]").await;
    wait_for_text(&wall, "#wall-phase", "Résultats de la question 1 sur 2").await;
    wait_for_text(&wall, "#q-options", "Le dioxyde de carbone ✓").await;
    wait_for_text(&wall, "#q-leaders", "Classement").await;
    count_confirms(&wall, true).await;
    click(&wall, "button[data-action=end]").await;
    wait_for_text(&wall, "#wall-phase", "La partie est terminée").await;
    wait_for_text(&wall, "#podium .place.p1", "Aïcha").await;
    wait_for_text(&wall, "#end-summary", "Bravo à tous !").await;
    wait_for_text(&wall, "#end-summary", "de bonnes réponses pour la classe").await;

    phone.close().await.expect("close");
    wall.close().await.expect("close");
    let _ = std::fs::remove_dir_all(&data);
    let _ = std::fs::remove_dir_all(&wall_profile);
    let _ = std::fs::remove_dir_all(&phone_profile);
}
