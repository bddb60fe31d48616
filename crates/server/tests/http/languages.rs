//! The teacher's pages in the browser's language or the one the teacher
//! chose, whole in every language.

use super::*;

#[tokio::test]
async fn a_teachers_first_pages_follow_the_browsers_language_and_the_rest_stay_whole() {
    let app = TestApp::new().await;
    // Signing up and in, before any account: the browser's language.
    for (accept, lang, heading) in [
        ("fr-FR,fr;q=0.9", "fr", "Créez votre compte"),
        ("es", "es", "Cree su cuenta de docente"),
        ("de-DE", "de", "Legen Sie Ihr Lehrerkonto an"),
        ("pt-BR", "en", "Make your teacher account"),
    ] {
        let mut browser = Browser::default();
        let request = in_language("/signup", accept);
        let page = app.send(&mut browser, request).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(
            page.body.contains(&format!("<html lang=\"{lang}\">")),
            "{accept}"
        );
        assert!(page.body.contains(heading), "{lang}: {}", page.body);
        assert!(
            !page.body.contains(quizforge_server::i18n::MISSING),
            "{}",
            page.body
        );
    }
    // Signed in: the make page in the teacher's language, bar and all.
    let mut teacher = app.teacher("sprachen@school.org").await;
    let request = in_language("/quizzes/new", "de-DE,de;q=0.9");
    let page = app.send(&mut teacher, request).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("<html lang=\"de\">"), "{}", page.body);
    assert!(page.body.contains("Ein Quiz erstellen"), "{}", page.body);
    assert!(page.body.contains("bis zu "), "{}", page.body);
    assert!(
        !page.body.contains(quizforge_server::i18n::MISSING),
        "{}",
        page.body
    );
    // Their quizzes, and the landing page before signing in.
    let request = in_language("/", "fr-FR");
    let page = app.send(&mut teacher, request).await;
    assert!(page.body.contains("<h1>Mes quiz</h1>"), "{}", page.body);
    assert!(page.body.contains("Pas encore de quiz"), "{}", page.body);
    let request = in_language("/", "es-ES");
    let page = app.send(&mut Browser::default(), request).await;
    assert!(
        page.body.contains("Convierta su propio material"),
        "{}",
        page.body
    );
    assert!(
        !page.body.contains(quizforge_server::i18n::MISSING),
        "{}",
        page.body
    );
    let request = in_language("/classes", "de-DE");
    let page = app.send(&mut teacher, request).await;
    assert!(page.body.contains("Klasse anlegen"), "{}", page.body);
    let page = app
        .send(&mut teacher, in_language("/assignments", "de-DE"))
        .await;
    assert!(page.body.contains("Noch keine Spiele"), "{}", page.body);
    let id = app.make(&mut teacher, WORKSHEET).await;
    assign_live(&app, &mut teacher, id).await;
    let page = app
        .send(&mut teacher, in_language("/assignments", "fr-FR"))
        .await;
    assert!(page.body.contains("en direct"), "{}", page.body);
    assert!(page.body.contains("0 joueur ·"), "{}", page.body);
    assert!(page.body.contains("Tableau de bord"), "{}", page.body);
    // The review screen, its question kinds and its script's words.
    let request = in_language(&format!("/quizzes/{id}"), "de-DE");
    let page = app.send(&mut teacher, request).await;
    assert!(page.body.contains("<html lang=\"de\">"), "{}", page.body);
    for german in [
        "Frage 1 speichern",
        "Mit einer Klasse spielen",
        "Einfachauswahl",
        "Eine Frage hinzufügen",
        "Noch nicht gespeicherte Änderungen",
    ] {
        assert!(page.body.contains(german), "{german}: {}", page.body);
    }
    assert!(!page.body.contains("Save question"), "{}", page.body);
    assert!(
        !page.body.contains(quizforge_server::i18n::MISSING),
        "{}",
        page.body
    );
    // A refused edit says why in the teacher's language, the input kept.
    let csrf = page.hidden("csrf");
    let revision = page.hidden("revision");
    let refused = app
        .send(
            &mut teacher,
            post_in_language(
                &format!("/quizzes/{id}/questions/0"),
                &[
                    ("csrf", &csrf),
                    ("revision", &revision),
                    ("prompt", "Welche?"),
                    ("points", "viele"),
                ],
                "de-DE",
            ),
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused
            .body
            .contains("Nicht gespeichert: Punkte sind eine Zahl ab 0, nicht „viele“."),
        "{}",
        refused.body
    );
    // What the forge did with a page of prose, and why the quiz is short.
    let prose = app
        .make(
            &mut teacher,
            "Photosynthesis is the process by which green plants make sugar from light, water and carbon dioxide. \
             Chlorophyll is the green pigment that captures light energy inside the chloroplasts of leaves. \
             See page 12.",
        )
        .await;
    let page = app
        .send(
            &mut teacher,
            in_language(&format!("/quizzes/{prose}/explain"), "de-DE"),
        )
        .await;
    for german in [
        "Warum diese Fragen?",
        "Zeile 1, Spalte",
        "gewünschten neuen Fragen wurden geschrieben",
    ] {
        assert!(page.body.contains(german), "{german}: {}", page.body);
    }
    assert!(
        page.body.contains("gefragt (") || page.body.contains("keine Frage:"),
        "{}",
        page.body
    );
    assert!(!page.body.contains("not asked"), "{}", page.body);
    assert!(
        !page.body.contains(quizforge_server::i18n::MISSING),
        "{}",
        page.body
    );
}

#[tokio::test]
async fn the_live_and_class_pages_follow_a_french_or_german_teachers_browser() {
    let app = TestApp::new().await;
    for expected in LIVE_PAGES_IN {
        let accept = expected.accept;
        let mut teacher = app
            .teacher(&format!("live-{}@school.org", expected.lang))
            .await;
        let id = app.make(&mut teacher, WORKSHEET).await;
        let check = |what: &str, page: &Page, words: &[&str]| {
            let body = unescaped(&page.body);
            assert!(
                body.contains(&format!("<html lang=\"{}\">", expected.lang)),
                "{what}: {body}"
            );
            assert!(
                !body.contains(quizforge_server::i18n::MISSING),
                "{what}: {body}"
            );
            for word in words {
                assert!(body.contains(word), "{what} lacks {word}: {body}");
            }
        };
        let form = app
            .send(
                &mut teacher,
                in_language(&format!("/quizzes/{id}/assign"), accept),
            )
            .await;
        assert_eq!(form.status, StatusCode::OK);
        check("the assign form", &form, expected.assign);
        // A homework due before it opens is refused in the teacher's
        // language, with the form as typed.
        let refused = app
            .send(
                &mut teacher,
                post_in_language(
                    &format!("/quizzes/{id}/assign"),
                    &[
                        ("csrf", &form.hidden("csrf")),
                        ("class_id", "new"),
                        ("new_class", "Year 9"),
                        ("mode", "homework"),
                        ("opens_at", "2026-12-10T09:00"),
                        ("due_at", "2026-12-09T09:00"),
                    ],
                    accept,
                ),
            )
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        check("the refused assign form", &refused, expected.refused);
        let dashboard = assign_live(&app, &mut teacher, id).await;
        let board = app
            .send(&mut teacher, in_language(&dashboard, accept))
            .await;
        assert_eq!(board.status, StatusCode::OK);
        check("the dashboard", &board, expected.dashboard);
        let wall = app
            .send(
                &mut teacher,
                in_language(&format!("{dashboard}/projector"), accept),
            )
            .await;
        assert_eq!(wall.status, StatusCode::OK);
        check("the projector", &wall, expected.projector);
        // The class the game made, its page, a refused roster and its PINs.
        let classes = app.get(&mut teacher, "/classes").await;
        let class = classes
            .body
            .split("href=\"/classes/")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("a class")
            .to_string();
        let page = app
            .send(
                &mut teacher,
                in_language(&format!("/classes/{class}"), accept),
            )
            .await;
        check("the class page", &page, expected.class);
        let refused = app
            .send(
                &mut teacher,
                post_in_language(
                    &format!("/classes/{class}"),
                    &[
                        ("csrf", &page.hidden("csrf")),
                        ("name", "Year 9"),
                        ("roster", "\u{0410}na\nAna"),
                    ],
                    accept,
                ),
            )
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        check("the refused roster", &refused, &[expected.class_refused]);
        let pins = app
            .send(
                &mut teacher,
                in_language(&format!("/classes/{class}/pins"), accept),
            )
            .await;
        check("the PINs", &pins, expected.pins);
        let delete = app
            .send(
                &mut teacher,
                in_language(&format!("/quizzes/{id}/delete"), accept),
            )
            .await;
        check("deleting a quiz", &delete, expected.delete);
        let missing = app
            .send(&mut teacher, in_language("/classes/987654", accept))
            .await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        check("the error page", &missing, expected.error);
    }
    // An English browser still reads English, and the API its English words.
    let mut teacher = app.teacher("live-en@school.org").await;
    let id = app.make(&mut teacher, WORKSHEET).await;
    let dashboard = assign_live(&app, &mut teacher, id).await;
    let board = app
        .send(&mut teacher, in_language(&dashboard, "en-GB"))
        .await;
    let body = unescaped(&board.body);
    assert!(body.contains("<html lang=\"en\">"), "{body}");
    assert!(body.contains("Students × questions"), "{body}");
    assert!(
        body.contains("\"finish\":\"Finish: end the game\""),
        "{body}"
    );
    let missing = app
        .send(&mut teacher, in_language("/classes/987654", "en-US"))
        .await;
    assert!(
        missing
            .body
            .contains("Not found. It may have been deleted, or it belongs to another account."),
        "{}",
        missing.body
    );
}

#[tokio::test]
async fn a_teacher_chooses_the_language_of_their_pages_over_the_browsers() {
    let app = TestApp::new().await;
    let mut teacher = app.teacher("langue@school.org").await;
    let in_german = |path: &str| in_language(path, "de-DE");
    let csrf = app.get(&mut teacher, "/password").await.hidden("csrf");
    // Not a language of ours: refused, nothing kept.
    let refused = app
        .post(
            &mut teacher,
            "/account/language",
            &[("language", "pt"), ("csrf", &csrf)],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let forged = app
        .post(&mut teacher, "/account/language", &[("language", "fr")])
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    let page = app.send(&mut teacher, in_german("/quizzes/new")).await;
    assert!(page.body.contains("Ein Quiz erstellen"), "{}", page.body);
    // French chosen: the browser's German no longer counts.
    let saved = app
        .post(
            &mut teacher,
            "/account/language",
            &[("language", "fr"), ("csrf", &csrf)],
        )
        .await;
    assert_eq!(
        saved.location.as_deref(),
        Some("/password?language=saved#language")
    );
    let account = app.get(&mut teacher, "/password?language=saved").await;
    // The account page itself is now in French.
    assert!(
        account.body.contains("Langue enregistrée."),
        "{}",
        account.body
    );
    assert!(
        account
            .body
            .contains("<option value=\"fr\" lang=\"fr\" selected>"),
        "{}",
        account.body
    );
    let page = app.send(&mut teacher, in_german("/quizzes/new")).await;
    assert!(page.body.contains("<html lang=\"fr\">"), "{}", page.body);
    assert!(page.body.contains("Créer un quiz"), "{}", page.body);
    // Back to the browser's.
    app.post(
        &mut teacher,
        "/account/language",
        &[("language", ""), ("csrf", &csrf)],
    )
    .await;
    let page = app.send(&mut teacher, in_german("/quizzes/new")).await;
    assert!(page.body.contains("Ein Quiz erstellen"), "{}", page.body);
}

/// A page's text with the quotes and apostrophes the templates escape
/// read back (so that "n'a" and a script's JSON can be looked for).
fn unescaped(body: &str) -> String {
    body.replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&quot;", "\"")
}

const LIVE_PAGES_IN: [LivePagesIn; 2] = [
    LivePagesIn {
        accept: "fr-FR,fr;q=0.9,en;q=0.5",
        lang: "fr",
        assign: &[
            "<h1>Jouer avec une classe</h1>",
            "3 questions</p>",
            "Obtenir un code de partie",
            "Minuteur par question",
            ">2 min</option>",
            "Les 3 premiers, avec leur nom",
            "1 question n'a pas de réponse attendue.",
            "placeholder=\"4e B Histoire\"",
        ],
        refused: &["L'heure de rendu doit venir après l'heure d'ouverture."],
        dashboard: &[
            "Élèves × questions",
            "Réussite de la classe",
            "Afficher les résultats</button>",
            "classement des 3 premiers",
            "Year 9 · en direct",
            "data-confirm=\"Terminer la partie pour tout le monde ?\"",
            "\"finish\":\"Finir : terminer la partie\"",
            "\"joined-other\":\"%count inscrits\"",
        ],
        projector: &[
            "Allez sur <strong>",
            "Rejoignez sur <strong>",
            "▶ Démarrer</button>",
            "Afficher le nombre de réponses pendant la question",
            "En attente du premier élève…</p>",
            "\"joined-other\":\"%count élèves ont rejoint la partie\"",
            "\"place-1\":\"1re place\"",
        ],
        class: &[
            "Codes PIN des élèves",
            "Parties de cette classe",
            "Liste des élèves (0)",
            "en direct · salle d'attente · 0 joueur · code",
            "Supprimer la classe</button>",
        ],
        class_refused: "« Ana » et « \u{0410}na » se ressemblent : les élèves ne pourraient pas les distinguer.",
        pins: &["<h1>Codes PIN des élèves</h1>", "Ajoutez d'abord les noms"],
        delete: &[
            "<h1>Supprimer « Geography Review » ?</h1>",
            "Ses 3 questions disparaîtront définitivement.",
            "Le garder</a>",
        ],
        error: &["Erreur 404", "<h1>Introuvable</h1>", "Aller à mes quiz"],
    },
    LivePagesIn {
        accept: "de-DE,de;q=0.9",
        lang: "de",
        assign: &[
            "<h1>Mit einer Klasse spielen</h1>",
            "3 Fragen</p>",
            "Beitrittscode erzeugen",
            "Timer pro Frage",
            "Die ersten 3 mit Namen",
            "1 Frage hat keine Lösung.",
            "placeholder=\"8b Geschichte\"",
        ],
        refused: &["Der Fälligkeitstermin muss nach dem Beginn liegen."],
        dashboard: &[
            "Schüler·innen × Fragen",
            "Trefferquote der Klasse",
            "Ergebnisse zeigen</button>",
            "Bestenliste der ersten 3",
            "Year 9 · live",
            "\"finish\":\"Abschließen: Spiel beenden\"",
            "\"phase-lobby\":\"Warten auf die Schüler·innen\"",
        ],
        projector: &[
            "Öffnet <strong>",
            "und gebt diesen Code ein:",
            "▶ Starten</button>",
            "Antwortzahlen anzeigen, solange die Frage offen ist",
            "\"answer-on-phone\":\"Antwortet auf eurem Handy\"",
        ],
        class: &[
            "PINs der Schüler·innen",
            "Spiele dieser Klasse",
            "Namensliste (0)",
            "live · Warteraum · 0 Spieler·innen · Code",
            "Klasse löschen</button>",
        ],
        class_refused: "„Ana“ und „\u{0410}na“ sehen sich zu ähnlich",
        pins: &[
            "<h1>PINs der Schüler·innen</h1>",
            "Tragen Sie zuerst die Namen",
        ],
        delete: &[
            "<h1>„Geography Review“ löschen?</h1>",
            "Seine 3 Fragen sind dann endgültig weg.",
            "Behalten</a>",
        ],
        error: &["Fehler 404", "<h1>Nicht gefunden</h1>", "Zu meinen Quizzen"],
    },
];

/// The words a French and a German teacher should see on the live and
/// class pages: (the browser's languages, `<html lang>`, then the words
/// of the assign form, its refusals, the dashboard, the projector, the
/// class page, its refusal, the PINs, deleting a quiz, the error page).
struct LivePagesIn {
    accept: &'static str,
    lang: &'static str,
    assign: &'static [&'static str],
    refused: &'static [&'static str],
    dashboard: &'static [&'static str],
    projector: &'static [&'static str],
    class: &'static [&'static str],
    class_refused: &'static str,
    pins: &'static [&'static str],
    delete: &'static [&'static str],
    error: &'static [&'static str],
}
