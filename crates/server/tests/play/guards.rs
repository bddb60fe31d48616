//! Names at joining and removing a player, sockets from other sites, no
//! key before answering, the dashboard's stream, deleting a game.

use super::*;

#[tokio::test]
async fn joining_checks_names_and_the_teacher_can_remove_a_player() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(1), "live", json!({}), json!({})).await;
    let join = |name: &'static str| {
        let api = server.api();
        let path = format!("/api/v1/play/{}/players", game.code);
        async move {
            api.call(Method::POST, &path, Some(json!({"name": name})))
                .await
                .0
        }
    };
    assert_eq!(join("Ana").await, StatusCode::CREATED);
    assert_eq!(
        join(" ana ").await,
        StatusCode::CONFLICT,
        "the same name, another case"
    );
    assert_eq!(join("   ").await, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(join("f.u.c.k").await, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = server
        .api()
        .call(
            Method::POST,
            "/api/v1/play/ZZZZZZ/players",
            Some(json!({"name": "X"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let lower = Request::builder()
        .uri(format!(
            "http://{}/play/{}",
            server.address,
            game.code.to_lowercase()
        ))
        .body(Full::new(Bytes::new()))
        .unwrap();
    let response = server.api().client.request(lower).await.unwrap();
    assert_eq!(
        response.status(),
        StatusCode::SEE_OTHER,
        "one URL per game, for the cookie's path"
    );
    assert_eq!(
        response.headers()[header::LOCATION],
        format!("/play/{}", game.code).as_str()
    );

    // A roster: students pick a name, they cannot type one.
    let class = game
        .api
        .ok(
            Method::POST,
            "/api/v1/classes",
            Some(json!({"name": "Year 9", "roster": ["Zoë", "Yann"]})),
        )
        .await;
    let quiz_id = store_quiz(&game.api, &choice_quiz(1)).await;
    let rostered = game
        .api
        .ok(
            Method::POST,
            "/api/v1/assignments",
            Some(json!({"quiz_id": quiz_id, "class_id": class["id"], "mode": "live"})),
        )
        .await;
    let code = rostered["join_code"].as_str().unwrap();
    let zoe = class["roster"][0]["id"].clone();
    let path = format!("/api/v1/play/{code}/players");
    let (status, _) = server
        .api()
        .call(Method::POST, &path, Some(json!({"name": "Someone"})))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, joined) = server
        .api()
        .call(Method::POST, &path, Some(json!({"roster_id": zoe})))
        .await;
    assert_eq!(
        (status, joined["name"].as_str()),
        (StatusCode::CREATED, Some("Zoë"))
    );
    let (status, _) = server
        .api()
        .call(Method::POST, &path, Some(json!({"roster_id": zoe})))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "a roster name is one player");

    // Renaming and removing: the player is told and their token dies.
    let token = game.join(&server, "Troll").await;
    let mut troll = Student::connect(&server, &game.code, &token).await;
    troll.expect("lobby").await;
    let players = game.results().await["players"].clone();
    let troll_id = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Troll")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/v1/assignments/{}/players/{troll_id}", game.id);
    let (status, _) = game
        .api
        .call(
            Method::POST,
            &path,
            Some(json!({"action": "rename", "name": "Ana"})),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    game.api
        .ok(
            Method::POST,
            &path,
            Some(json!({"action": "rename", "name": "Player 3"})),
        )
        .await;
    game.api
        .ok(Method::POST, &path, Some(json!({"action": "remove"})))
        .await;
    troll.expect("removed").await;
    let mut request = format!("ws://{}/play/{}/ws", server.address, game.code)
        .into_client_request()
        .unwrap();
    request.headers_mut().insert(
        header::COOKIE,
        format!("qf_player={token}").parse().unwrap(),
    );
    assert!(
        tokio_tungstenite::connect_async(request).await.is_err(),
        "a removed player cannot come back"
    );
    let players = game.results().await["players"].clone();
    let renamed = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == troll_id)
        .unwrap()
        .clone();
    assert_eq!(
        (renamed["name"].as_str(), renamed["removed"].as_bool()),
        (Some("Player 3"), Some(true))
    );
    assert_eq!(
        join("Player 3").await,
        StatusCode::CREATED,
        "a removed player's name is free"
    );
}

#[tokio::test]
async fn a_cross_site_page_cannot_open_a_students_socket() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(1), "live", json!({}), json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut request = format!("ws://{}/play/{}/ws", server.address, game.code)
        .into_client_request()
        .unwrap();
    request.headers_mut().insert(
        header::COOKIE,
        format!("qf_player={token}").parse().unwrap(),
    );
    request
        .headers_mut()
        .insert(header::ORIGIN, "https://evil.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(request).await.is_err());
    let mut request = format!("ws://{}/play/{}/ws", server.address, game.code)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert(header::COOKIE, "qf_player=0000".parse().unwrap());
    assert!(
        tokio_tungstenite::connect_async(request).await.is_err(),
        "no player, no socket"
    );
}

#[tokio::test]
async fn no_key_reaches_a_student_before_answering() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let quiz = every_kind();
    let game = assign(
        &server,
        &quiz,
        "self_paced",
        json!({"feedback": true}),
        json!({}),
    )
    .await;
    // The join form, the play page and its script hold no key either.
    let page = server.api().get_text(&format!("/play/{}", game.code)).await;
    let script = server.api().get_text("/assets/play.js").await;
    // Nor a teacher's link to leave the game by (the name form).
    for link in [
        "href=\"/signin\"",
        "href=\"/signup\"",
        "href=\"/discover\"",
        "href=\"/\"",
    ] {
        assert!(!page.contains(link), "{link} on a student's page");
    }
    for text in [&page, &script] {
        for secret in [
            "Thermopylae",
            "206.25",
            "Carbon dioxide",
            "Santiago",
            "EXPLANATION",
        ] {
            assert!(!text.contains(secret), "{secret} in a page");
        }
    }
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    game.control("start").await;
    let answers = [
        json!({"type": "choice", "value": 0}),
        json!({"type": "choices", "value": [0]}),
        json!({"type": "choice", "value": 1}),
        json!({"type": "text", "value": "Marathon"}),
        json!({"type": "number", "value": 12}),
        json!({"type": "matches", "value": ["Santiago", "Lima", null]}),
        json!({"type": "order", "value": [0, 1, 2, 3]}),
        json!({"type": "text", "value": "Chlorophyll breaks down."}),
    ];
    for (index, response) in answers.into_iter().enumerate() {
        let before = ana.received.len();
        let asked = ana.expect("question").await;
        assert_eq!(asked["question"]["index"], index);
        let everything = ana.received.join("\n");
        for secret in secrets(index) {
            assert!(
                !everything.contains(secret),
                "question {index}: its key {secret} was sent before the answer"
            );
        }
        let since_last_answer = ana.received[before..].join("\n");
        for field in KEY_FIELDS {
            assert!(
                !since_last_answer.contains(field),
                "question {index}: {field} was sent before the answer:\n{since_last_answer}"
            );
        }
        if index == 6 {
            let shown: Vec<&str> = asked["question"]["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap())
                .collect();
            let mut sorted = shown.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, ["Earth", "Mars", "Mercury", "Venus"]);
            assert!(
                asked["question"].get("order").is_none(),
                "the ordering's key was sent with the question: {asked}"
            );
        }
        ana.answer(index as u64, response).await;
        let ack = ana.expect("ack").await;
        // After the answer, the key comes with the feedback.
        let reveal = &ack["feedback"]["reveal"];
        match index {
            0 => assert_eq!(reveal["correct_choices"], json!([1])),
            3 => assert_eq!(reveal["accepted"], json!(["Thermopylae"])),
            4 => assert!(reveal["numbers"][0].as_str().unwrap().contains("206.25")),
            _ => {}
        }
    }
    let results = game.results().await;
    assert_eq!(results["answers_stored"], 8);
    let outcomes: Vec<&str> = results["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["outcome"].as_str().unwrap())
        .collect();
    assert_eq!(
        outcomes[7], "needs_review",
        "open answers wait for the teacher"
    );
}

/// A walk-through found the projector's "red ▲ A" on one choice and a
/// phone's on another: with choices shuffled, a live game now shows one
/// order on every screen.
#[tokio::test]
async fn in_a_live_game_every_phone_and_the_projector_show_the_choices_in_one_order() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let mut quiz = choice_quiz(8);
    quiz.questions.push(Question::new(
        "The Moon orbits the Earth.",
        Body::TrueFalse {
            choices: vec![Choice::new("True", true), Choice::new("False", false)],
        },
    ));
    let settings = json!({"shuffle_choices": true});
    let game = assign(&server, &quiz, "live", settings, json!({})).await;
    let email = format!("t{}@school.test", server.address.port());
    let cookie = session_cookie(&server, &email).await;
    let response = dashboard_events(&server, &cookie, game.id).await;
    let mut body = axum::body::Body::new(response.into_body());
    let mut buffer = String::new();
    let snapshot = next_event(&mut body, &mut buffer, "snapshot").await;
    let texts = |value: &Value| -> Vec<String> {
        value
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().or(c["text"].as_str()).unwrap().to_string())
            .collect()
    };
    let mut students = Vec::new();
    for name in ["Ana", "Ben", "Cy"] {
        let token = game.join(&server, name).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        student.expect("lobby").await;
        students.push(student);
    }
    game.control("start").await;
    let mut shuffled = 0;
    for index in 0..quiz.questions.len() {
        let projected = &snapshot["questions"][index];
        let on_screen = texts(&projected["choices"]);
        // The dashboard maps what it shows back to the quiz's order, in
        // which answers are stored.
        let order: Vec<usize> = projected["choice_order"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i.as_u64().unwrap() as usize)
            .collect();
        let (Body::MultipleChoice { choices } | Body::TrueFalse { choices }) =
            &quiz.questions[index].body
        else {
            unreachable!()
        };
        let in_quiz_order: Vec<String> = choices.iter().map(|c| c.text.clone()).collect();
        assert_eq!(
            order
                .iter()
                .map(|&i| in_quiz_order[i].clone())
                .collect::<Vec<_>>(),
            on_screen
        );
        if on_screen != in_quiz_order {
            shuffled += 1;
        }
        let key = on_screen
            .iter()
            .position(|t| t == "B" || t == "True")
            .unwrap();
        assert_eq!(projected["reveal"]["correct_choices"], json!([key]));
        for student in &mut students {
            let asked = student.expect("question").await;
            assert_eq!(
                texts(&asked["question"]["choices"]),
                on_screen,
                "question {index}: the phone shows the projector's order"
            );
        }
        if index + 1 < quiz.questions.len() {
            game.control("next").await;
        }
    }
    let true_false = texts(&snapshot["questions"][8]["choices"]);
    assert_eq!(
        true_false,
        ["True", "False"],
        "True and False keep their places"
    );
    // Eight questions of three choices in the quiz's order would happen
    // once in 6^8 games.
    assert!(shuffled > 0, "the choices are still shuffled");
}

#[tokio::test]
async fn the_dashboard_streams_a_snapshot_then_every_answer_as_it_comes() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "live", json!({}), json!({})).await;
    let email = format!("t{}@school.test", server.address.port());
    let cookie = session_cookie(&server, &email).await;
    let response = dashboard_events(&server, &cookie, game.id).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    let mut body = axum::body::Body::new(response.into_body());
    let mut buffer = String::new();
    let snapshot = next_event(&mut body, &mut buffer, "snapshot").await;
    assert_eq!(snapshot["join_code"], game.code);
    assert_eq!(
        snapshot["questions"][0]["reveal"]["correct_choices"],
        json!([1]),
        "the teacher sees keys"
    );
    assert_eq!(snapshot["players"], json!([]));

    let token = game.join(&server, "Ana").await;
    let joined = next_event(&mut body, &mut buffer, "player").await;
    assert_eq!(
        (joined["name"].as_str(), joined["connected"].as_bool()),
        (Some("Ana"), Some(false))
    );
    // No answers yet: a score of 0, not the "-0" an empty sum gives.
    assert_eq!(joined["score"].to_string(), "0.0");
    let mut ana = Student::connect(&server, &game.code, &token).await;
    let connected = next_event(&mut body, &mut buffer, "player").await;
    assert_eq!(connected["connected"], true);
    game.control("start").await;
    let state = next_event(&mut body, &mut buffer, "state").await;
    assert_eq!(
        (state["phase"].as_str(), state["question"].as_u64()),
        (Some("question"), Some(0))
    );
    ana.expect("question").await;
    ana.answer(0, choice(2)).await;
    ana.expect("ack").await;
    let answer = next_event(&mut body, &mut buffer, "answer").await;
    assert_eq!(answer["outcome"], "incorrect");
    assert_eq!(answer["picked"], json!([2]), "for the distribution");
    let scored = next_event(&mut body, &mut buffer, "player").await;
    assert_eq!(scored["score"], 0.0);
    ana.close().await;
    let gone = next_event(&mut body, &mut buffer, "player").await;
    assert_eq!(gone["connected"], false, "the teacher sees who dropped");

    // Another teacher's dashboard stream is not found.
    assert_eq!(
        dashboard_events(&server, &cookie, game.id + 1000)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn deleting_a_game_ends_it_for_its_students_and_no_other_game_suffers() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let doomed = assign(&server, &choice_quiz(2), "live", json!({}), json!({})).await;
    let quiz_id = store_quiz(&doomed.api, &choice_quiz(2)).await;
    let class = doomed
        .api
        .ok(Method::POST, "/api/v1/classes", Some(json!({"name": "8B"})))
        .await;
    let other = doomed
        .api
        .ok(
            Method::POST,
            "/api/v1/assignments",
            Some(json!({"quiz_id": quiz_id, "class_id": class["id"], "mode": "live"})),
        )
        .await;
    let other = Game {
        api: doomed.api.clone(),
        id: other["id"].as_i64().unwrap(),
        code: other["join_code"].as_str().unwrap().to_string(),
    };
    let ana_token = doomed.join(&server, "Ana").await;
    let ben_token = other.join(&server, "Ben").await;
    let mut ana = Student::connect(&server, &doomed.code, &ana_token).await;
    let mut ben = Student::connect(&server, &other.code, &ben_token).await;
    doomed.control("start").await;
    other.control("start").await;
    ana.expect("question").await;
    ben.expect("question").await;
    let (status, _) = doomed
        .api
        .call(
            Method::DELETE,
            &format!("/api/v1/assignments/{}", doomed.id),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    ana.expect("ended").await;
    ana.answer(0, choice(1)).await;
    assert_eq!(ana.expect("rejected").await["reason"], "closed");
    ben.answer(0, choice(1)).await;
    assert_eq!(ben.expect("ack").await["fresh"], true);
    assert_eq!(other.results().await["answers_stored"], 1);
    let (status, _) = doomed
        .api
        .call(
            Method::GET,
            &format!("/api/v1/assignments/{}", doomed.id),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// The quiz of every kind, with keys that appear nowhere else.
fn every_kind() -> Quiz {
    let mut quiz = Quiz::new("Every kind", "en");
    let mut mc = Question::new(
        "Which gas do plants take in?",
        Body::MultipleChoice {
            choices: vec![
                Choice::new("Oxygen", false),
                Choice::new("Carbon dioxide", true),
                Choice::new("Helium", false),
            ],
        },
    );
    mc.explanation = Some("EXPLANATION-MC photosynthesis".into());
    quiz.questions.push(mc);
    quiz.questions.push(Question::new(
        "Pick the primes.",
        Body::multiple_response(vec![
            Choice::new("2", true),
            Choice::new("4", false),
            Choice::new("3", true),
            Choice::new("9", false),
        ]),
    ));
    quiz.questions.push(Question::new(
        "The Nile flows through Cairo.",
        Body::true_false(Some(true), "en"),
    ));
    quiz.questions.push(Question::new(
        "Which pass did the Spartans hold in 480 BC?",
        Body::ShortAnswer {
            accepted: vec![AcceptedAnswer::new("Thermopylae")],
            case_sensitive: false,
        },
    ));
    quiz.questions.push(Question::new(
        "What is 825 divided by 4?",
        Body::Numeric {
            answers: vec![NumericAnswer::new(206.25, 0.0)],
        },
    ));
    quiz.questions.push(Question::new(
        "Match each country to its capital.",
        Body::Matching {
            pairs: vec![
                Pair::new("Peru", "Lima"),
                Pair::new("Chile", "Santiago"),
                Pair::new("Ghana", "Accra"),
            ],
        },
    ));
    quiz.questions.push(Question::new(
        "Put the planets in order from the Sun.",
        Body::Ordering {
            items: vec![
                "Mercury".into(),
                "Venus".into(),
                "Earth".into(),
                "Mars".into(),
            ],
        },
    ));
    quiz.questions
        .push(Question::new("Why do leaves change colour?", Body::Open));
    quiz
}

/// Fields that only ever carry a key: none may reach a student between
/// the feedback on one answer and the next answer.
const KEY_FIELDS: [&str; 8] = [
    "\"correct\"",
    "\"weight\"",
    "\"accepted\"",
    "\"reveal\"",
    "\"explanation\"",
    "\"feedback\"",
    "\"pairs\"",
    "\"answers\"",
];

/// The keys of question `index`: none may reach the student, in any
/// message, before they answered it.
fn secrets(index: usize) -> Vec<&'static str> {
    match index {
        0 => vec!["EXPLANATION-MC"],
        3 => vec!["Thermopylae"],
        4 => vec!["206.25"],
        // Question 6's key is an order: the items are shown in a uniform
        // shuffle, which is the key's own order in one game of 24 and says
        // nothing about it then either, so its check is the shuffle's (below).
        _ => vec![],
    }
}

/// The dashboard's server-sent events of assignment `id`, opened with a
/// teacher's session `cookie`.
async fn dashboard_events(
    server: &Server,
    cookie: &str,
    id: i64,
) -> hyper::Response<hyper::body::Incoming> {
    let request = Request::builder()
        .uri(format!("http://{}/assignments/{id}/events", server.address))
        .header(header::COOKIE, cookie)
        .body(Full::new(Bytes::new()))
        .unwrap();
    server.api().client.request(request).await.unwrap()
}

/// A signed-in browser session for the teacher of `api` (the dashboard's
/// event stream is a page of the teacher's, behind the session cookie).
async fn session_cookie(server: &Server, email: &str) -> String {
    let client = server.api().client;
    let base = format!("http://{}", server.address);
    let form = client
        .request(
            Request::builder()
                .uri(format!("{base}/signin"))
                .body(Full::new(Bytes::new()))
                .unwrap(),
        )
        .await
        .unwrap();
    let form_cookie = form.headers()[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let html = String::from_utf8(
        form.into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec(),
    )
    .unwrap();
    let csrf = html
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    let body = format!(
        "email={}&password=correct+horse&csrf={csrf}",
        email.replace('@', "%40")
    );
    let signed_in = client
        .request(
            Request::builder()
                .method(Method::POST)
                .uri(format!("{base}/signin"))
                .header(header::COOKIE, form_cookie)
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Full::new(Bytes::from(body)))
                .unwrap(),
        )
        .await
        .unwrap();
    signed_in
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|v| v.starts_with("qf_session="))
        .expect("a session cookie")
        .split(';')
        .next()
        .unwrap()
        .to_string()
}

/// Reads server-sent events until one named `name` arrives; returns its data.
async fn next_event(body: &mut axum::body::Body, buffer: &mut String, name: &str) -> Value {
    loop {
        while let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            let event = block
                .lines()
                .find_map(|l| l.strip_prefix("event: "))
                .unwrap_or("");
            let data = block
                .lines()
                .find_map(|l| l.strip_prefix("data: "))
                .unwrap_or("");
            if event == name {
                return serde_json::from_str(data).unwrap();
            }
        }
        let frame = tokio::time::timeout(Duration::from_secs(10), body.frame())
            .await
            .expect("an event within 10 s")
            .expect("stream open")
            .expect("frame");
        if let Ok(bytes) = frame.into_data() {
            buffer.push_str(std::str::from_utf8(&bytes).unwrap());
        }
    }
}
