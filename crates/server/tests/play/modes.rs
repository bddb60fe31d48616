//! Self-paced games and homework, each student's own order of choices,
//! the key only for who answered in a paced game, a typed number with a
//! decimal comma.

use super::*;

#[tokio::test]
async fn a_self_paced_game_gives_feedback_and_moves_each_student_on() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let settings = json!({"leaderboard": {"show": "top", "top": 3}});
    let game = assign(&server, &choice_quiz(3), "self_paced", settings, json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    assert_eq!(ana.expect("welcome").await["mode"], "self_paced");
    ana.expect("lobby").await;
    let (status, refused) = game
        .api
        .call(
            Method::POST,
            &format!("/api/v1/assignments/{}/control", game.id),
            Some(json!({"action": "reveal"})),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    game.control("start").await;
    let first = ana.expect("question").await;
    assert_eq!(first["question"]["index"], 0);
    ana.answer(0, choice(1)).await;
    let ack = ana.expect("ack").await;
    assert_eq!(ack["feedback"]["outcome"], "correct");
    assert_eq!(
        ack["feedback"]["reveal"]["explanation"],
        "Because B, number 0."
    );
    assert_eq!(ana.expect("question").await["question"]["index"], 1);
    ana.answer(2, choice(1)).await;
    assert_eq!(
        ana.expect("rejected").await["reason"],
        "not_open",
        "no skipping ahead"
    );
    ana.answer(1, choice(0)).await;
    let ack = ana.expect("ack").await;
    assert_eq!(ack["feedback"]["outcome"], "incorrect");
    assert_eq!(ack["feedback"]["reveal"]["correct_choices"], json!([1]));
    ana.expect("question").await;
    ana.answer(2, Value::Null).await; // "I don't know"
    let ack = ana.expect("ack").await;
    assert!(ack["feedback"].get("outcome").is_none());
    let ended = ana.expect("ended").await;
    let summary = &ended["summary"];
    assert_eq!(summary["correct"], 1);
    assert_eq!(summary["missed"].as_array().unwrap().len(), 2);
    assert_eq!(summary["leaderboard"]["rank"], 1);
    assert_eq!(summary["leaderboard"]["top"][0]["name"], "Ana");
    // Ben starts later, at his own first question.
    let ben_token = game.join(&server, "Ben").await;
    let mut ben = Student::connect(&server, &game.code, &ben_token).await;
    assert_eq!(ben.expect("question").await["question"]["index"], 0);
    assert_eq!(game.results().await["answers_stored"], 3);
}

#[tokio::test]
async fn homework_takes_answers_only_until_it_is_due() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let now = quizforge_store::now();
    let times = json!({"opens_at": now - 60, "due_at": now + 2});
    let game = assign(&server, &choice_quiz(2), "homework", json!({}), times).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    assert_eq!(
        ana.expect("welcome").await["phase"],
        "open",
        "homework needs no start"
    );
    ana.expect("question").await;
    ana.answer(0, choice(1)).await;
    assert_eq!(ana.expect("ack").await["fresh"], true);
    ana.expect("question").await;
    tokio::time::sleep(Duration::from_millis(3200)).await;
    ana.answer(1, choice(1)).await;
    assert_eq!(ana.expect("rejected").await["reason"], "closed");
    ana.send(json!({"type": "sync"})).await;
    assert_eq!(ana.expect("ended").await["summary"]["correct"], 1);
    assert_eq!(game.results().await["answers_stored"], 1);
}

#[tokio::test]
async fn homework_before_it_opens_waits_in_the_lobby() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let now = quizforge_store::now();
    let later = json!({"opens_at": now + 3600, "due_at": now + 7200});
    let game = assign(&server, &choice_quiz(1), "homework", json!({}), later).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    ana.answer(0, choice(1)).await;
    assert_eq!(ana.expect("rejected").await["reason"], "closed");
    let (status, _) = game.api.call(Method::POST, "/api/v1/assignments", Some(json!({
        "quiz_id": 1, "class_id": 1, "mode": "homework", "opens_at": now + 10, "due_at": now,
    }))).await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "due before it opens"
    );
}

#[tokio::test]
async fn in_a_paced_game_each_student_sees_the_choices_in_their_own_order_and_is_graded_on_them() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let settings = json!({"shuffle_choices": true});
    let game = assign(&server, &choice_quiz(1), "self_paced", settings, json!({})).await;
    let mut students = Vec::new();
    for i in 0..12 {
        let token = game.join(&server, &format!("S{i}")).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        student.expect("lobby").await;
        students.push(student);
    }
    game.control("start").await;
    let mut orders = std::collections::BTreeSet::new();
    for student in &mut students {
        let asked = student.expect("question").await;
        let texts: Vec<String> = asked["question"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["text"].as_str().unwrap().to_string())
            .collect();
        let mut sorted = texts.clone();
        sorted.sort();
        assert_eq!(sorted, ["A", "B", "C"], "every choice, once");
        let b = texts.iter().position(|t| t == "B").unwrap();
        orders.insert(texts.join(""));
        student.answer(0, choice(b)).await;
        let ack = student.expect("ack").await;
        assert_eq!(ack["fresh"], true);
        assert_eq!(
            ack["feedback"]["reveal"]["correct_choices"],
            json!([b]),
            "the key where this student saw it"
        );
    }
    // Twelve phones in one order would happen once in 6^11 games.
    assert!(orders.len() > 1, "{orders:?}");
    // Stored (and so on the dashboard) in the quiz's own order.
    let results = game.results().await;
    let answers = results["answers"].as_array().unwrap();
    assert_eq!(answers.len(), 12);
    for answer in answers {
        assert_eq!(answer["response"], json!({"type": "choice", "value": 1}));
        assert_eq!(answer["outcome"], "correct");
    }
}

#[tokio::test]
async fn in_a_paced_game_only_a_student_who_answered_gets_the_key() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let game = assign(&server, &choice_quiz(2), "self_paced", json!({}), json!({})).await;
    let token = game.join(&server, "Ana").await;
    let mut ana = Student::connect(&server, &game.code, &token).await;
    ana.expect("lobby").await;
    game.control("start").await;
    ana.expect("question").await;
    ana.answer(0, Value::Null).await; // skipped
    let ack = ana.expect("ack").await;
    assert!(
        ack.get("feedback").is_none(),
        "no key for a skipped question while others may still be on it: {ack}"
    );
    ana.expect("question").await;
    ana.answer(1, choice(0)).await;
    let ack = ana.expect("ack").await;
    assert_eq!(ack["feedback"]["reveal"]["correct_choices"], json!([1]));
    // At the end, the skipped question's key is in the summary.
    let ended = ana.expect("ended").await;
    let missed = ended["summary"]["missed"].as_array().unwrap();
    assert_eq!(missed.len(), 2);
    assert_eq!(missed[0]["question"], 0);
    assert_eq!(missed[0]["reveal"]["correct_choices"], json!([1]));
}

#[tokio::test]
async fn a_typed_number_is_read_by_the_server_with_the_quizs_decimal_comma() {
    let dir = TempDir::new();
    let server = Server::start(&dir.database()).await;
    let mut quiz = Quiz::new("Mesures", "fr");
    quiz.questions.push(Question::new(
        "Combien font 5 ÷ 2 ?",
        Body::Numeric {
            answers: vec![NumericAnswer::new(2.5, 0.0)],
        },
    ));
    let game = assign(&server, &quiz, "self_paced", json!({}), json!({})).await;
    game.control("start").await;
    for (name, typed, outcome) in [
        ("Ana", "2,5", Some("correct")),
        ("Ben", " 2.5 ", Some("correct")),
        ("Cy", "3", Some("incorrect")),
        ("Dee", "deux", None),
    ] {
        let token = game.join(&server, name).await;
        let mut student = Student::connect(&server, &game.code, &token).await;
        student.expect("question").await;
        student
            .answer(0, json!({"type": "text", "value": typed}))
            .await;
        match outcome {
            Some(outcome) => {
                let ack = student.expect("ack").await;
                assert_eq!(ack["feedback"]["outcome"], outcome, "{name}: {typed}");
            }
            None => {
                let rejected = student.expect("rejected").await;
                assert_eq!(rejected["reason"], "invalid", "{name}: {typed}");
            }
        }
    }
    let results = game.results().await;
    assert_eq!(results["answers_stored"], 3);
    let stored: Vec<&Value> = results["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| &a["response"])
        .collect();
    assert!(
        stored.contains(&&json!({"type": "number", "value": 2.5})),
        "{stored:?}"
    );
}
