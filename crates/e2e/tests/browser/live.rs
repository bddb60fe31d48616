//! A live game in the browser: three phones play it, the projector shows it
//! readably on a 1080p wall, and speaks French to a French teacher's class.

use super::*;

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
    wait_for_text(&phones[0], "#screen", "Well done!").await;
    wait_for_text(&phones[1], "#screen", "1 of 2 right").await;
    // Praise only for more than half right.
    wait_for_text(&phones[1], "#screen", "All done!").await;
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

const LIVE_QUIZ: &str = "::q1:: Which planet is known as the Red Planet? {~Venus =Mars ~Jupiter ~Mercury}\n\n::q2:: What is the chemical symbol for gold? {=Au ~Ag ~Gd ~Go}\n";

/// Saves a screenshot already taken (to measure it too).
fn keep_screenshot(png_bytes: &[u8], name: &str) {
    let path = screenshot_dir().join(format!("{name}.png"));
    std::fs::write(&path, png_bytes).expect("write screenshot");
    eprintln!("screenshot: {}", path.display());
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
