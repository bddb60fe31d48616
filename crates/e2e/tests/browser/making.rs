//! A teacher makes a quiz in the browser: signs up, pastes a sample,
//! reviews, fixes an unknown answer, downloads; in French; splits a choice
//! that holds several; adds an image that reaches a student's phone.

use super::*;

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

/// Starts ChromeDriver and a headless Chromium session behind it.
async fn start_browser(profile: &Path) -> (Killed, Client) {
    let (driver, port) = start_driver().await;
    let client = open_session(port, profile, "1280,900").await;
    (driver, client)
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
