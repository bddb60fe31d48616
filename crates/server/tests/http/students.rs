//! What students are told: forms to fix, never a form to resend, every
//! message in the browser's language.

use super::*;

#[tokio::test]
async fn students_are_told_what_to_fix_and_never_asked_to_resend_a_form() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("students@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    // "Give the keys first" leads to the first question without a key.
    let form = app
        .get(&mut teacher, &format!("/quizzes/{id}/assign"))
        .await;
    let link = form
        .body
        .split(" id=\"give-keys\"")
        .next()
        .and_then(|before| before.rsplit("href=\"").next())
        .and_then(|rest| rest.split('"').next())
        .expect("the link to give the keys")
        .to_string();
    let (path, anchor) = link.split_once('#').expect("an anchor");
    assert_eq!(path, format!("/quizzes/{id}"));
    let review = app.get(&mut teacher, path).await;
    assert!(
        review.body.contains(&format!("unknown\" id=\"{anchor}\"")),
        "{anchor} is a question without a key"
    );
    let dashboard = assign_live(&app, &mut teacher, id).await;
    let board = app.get(&mut teacher, &dashboard).await;
    let code = board
        .body
        .split("class=\"join-code\" id=\"join-code\"")
        .nth(1)
        .and_then(|rest| rest.split('>').nth(1))
        .and_then(|rest| rest.split('<').next())
        .expect("the join code")
        .to_string();
    let mut phone = Browser::default();

    // The address on the dashboard is shown as it is typed, and one
    // typed in capitals still reaches the game.
    assert!(board.body.contains("class=\"join-address\""));
    let capitals = app.get(&mut phone, "/JOIN").await;
    assert_eq!(capitals.location.as_deref(), Some("/join"));
    let with_code = app
        .get(&mut phone, &format!("/JOIN?code={}", code.to_lowercase()))
        .await;
    assert_eq!(with_code.location, Some(format!("/play/{code}")));

    // A code with look-alikes says which characters codes never use.
    let refused = app.get(&mut phone, "/join?code=ABC1O3").await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused
            .body
            .contains("Game codes never use 0, 1, I, L or O"),
        "{}",
        refused.body
    );
    assert!(refused.body.contains("you typed “1” and “O”"));
    let short = app.get(&mut phone, "/join?code=K7M2Q").await;
    assert!(short.body.contains("you typed 5"));
    let typed_url = app.get(&mut phone, "/play/ABC1O3").await;
    assert!(typed_url.body.contains("never use 0, 1, I, L or O"));

    // A refused name comes back through a redirect (no "confirm form
    // resubmission" on Back), with the name as typed, never cut.
    let form = app.get(&mut phone, &format!("/play/{code}")).await;
    assert!(form.body.contains("data-max-chars=\"24\""));
    assert!(
        !form.body.contains("maxlength"),
        "a long name is said, not cut"
    );
    let csrf = form.hidden("csrf");
    let long = "Maximilian-Alexander von Humboldt";
    let sent = app
        .post(
            &mut phone,
            &format!("/play/{code}/join"),
            &[("csrf", &csrf), ("name", long)],
        )
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
    let location = sent.location.expect("a redirect");
    assert!(
        location.starts_with(&format!("/play/{code}?")),
        "{location}"
    );
    assert!(location.contains("why=too_long"), "{location}");
    let again = app.get(&mut phone, &location).await;
    assert_eq!(again.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(again.body.contains("a name has at most 24 characters"));
    assert!(
        again.body.contains(&format!("value=\"{long}\"")),
        "kept whole"
    );
    // A made-up reason shows nothing.
    let odd = app
        .get(&mut phone, &format!("/play/{code}?why=hacked&name=x"))
        .await;
    assert_eq!(odd.status, StatusCode::OK);
    assert!(!odd.body.contains("role=\"alert\""));

    // An ended game says so before asking for a name.
    let csrf = board.hidden("csrf");
    let ended = app
        .post(
            &mut teacher,
            &format!("{dashboard}/control"),
            &[("csrf", &csrf), ("action", "end")],
        )
        .await;
    assert_eq!(ended.status, StatusCode::SEE_OTHER, "{}", ended.body);
    let late = app
        .get(&mut Browser::default(), &format!("/play/{code}"))
        .await;
    assert!(
        late.body.contains(&format!("The game {code} has ended")),
        "{}",
        late.body
    );
    assert!(!late.body.contains("id=\"name\""), "no name asked");
}

#[tokio::test]
async fn students_pages_follow_the_browsers_language_and_miss_no_message() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("langues@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut teacher, id).await;
    let board = app.get(&mut teacher, &dashboard).await;
    let code = board
        .body
        .split("class=\"join-code\" id=\"join-code\"")
        .nth(1)
        .and_then(|rest| rest.split('>').nth(1))
        .and_then(|rest| rest.split('<').next())
        .expect("the join code")
        .to_string();
    for (accept, lang, join_title, name_label) in [
        (
            "fr-FR,fr;q=0.9,en;q=0.5",
            "fr",
            "Rejoindre une partie",
            "Ton nom",
        ),
        ("es-ES,es;q=0.9", "es", "Unirse a una partida", "Tu nombre"),
        ("de-DE", "de", "Einem Spiel beitreten", "Dein Name"),
        ("pt-BR", "en", "Join a game", "Your name"),
    ] {
        let mut phone = Browser::default();
        for (path, expected) in [
            ("/join".to_string(), join_title),
            (format!("/play/{code}"), name_label),
        ] {
            let request = Request::get(path.as_str())
                .header(header::ACCEPT_LANGUAGE, accept)
                .body(Body::empty())
                .expect("request");
            let page = app.send(&mut phone, request).await;
            assert_eq!(page.status, StatusCode::OK, "{path}");
            assert!(
                page.body.contains(&format!("<html lang=\"{lang}\">")),
                "{path} {accept}"
            );
            assert!(
                page.body.contains(expected),
                "{path} in {lang}: {}",
                page.body
            );
            assert!(
                !page.body.contains(quizforge_server::i18n::MISSING),
                "{path} in {lang}: {}",
                page.body
            );
        }
    }
    // What a student is refused is said in the phone's language too: a
    // code too short, a code with look-alikes, a name too long.
    let mut phone = Browser::default();
    let short = app
        .send(&mut phone, in_language("/join?code=K7M2Q", "es-ES"))
        .await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        short
            .body
            .contains("Un código de partida tiene 6 letras y cifras; escribiste 5."),
        "{}",
        short.body
    );
    let look_alikes = app
        .send(&mut phone, in_language("/play/ABC1O3", "fr-FR"))
        .await;
    assert!(
        look_alikes.body.contains("tu as tapé “1” et “O”"),
        "{}",
        look_alikes.body
    );
    let refused = app
        .send(
            &mut phone,
            in_language(
                &format!("/play/{code}?why=too_long&name=Maximilian"),
                "de-DE",
            ),
        )
        .await;
    assert!(
        refused.body.contains("ein Name hat höchstens 24 Zeichen"),
        "{}",
        refused.body
    );
}
