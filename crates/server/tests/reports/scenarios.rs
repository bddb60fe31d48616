//! The games the report tests read: a volcano quiz played by a class, and
//! the scenarios a report and a round of follow-ups start from.

use super::*;

/// A volcano quiz with one question of each kind a report must show.
pub(crate) fn volcano_quiz() -> Quiz {
    let mut quiz = Quiz::new("Volcanoes", "en");
    let mut mc = Question::new(
        "Which rock forms from cooled lava?",
        QBody::MultipleChoice {
            choices: vec![
                Choice::new("Basalt", true),
                Choice::new("Marble", false),
                Choice::new("Chalk", false),
                Choice::new("Slate", false),
            ],
        },
    );
    mc.topic = Some("Rocks".into());
    let mut short = Question::new(
        "What is molten rock called above ground?",
        QBody::ShortAnswer {
            accepted: vec![AcceptedAnswer::new("lava")],
            case_sensitive: false,
        },
    );
    short.topic = Some("Eruptions".into());
    let mut order = Question::new(
        "Put the layers in order, inside out.",
        QBody::Ordering {
            items: vec!["core".into(), "mantle".into(), "crust".into()],
        },
    );
    order.topic = Some("Earth".into());
    let mut matching = Question::new(
        "Match the volcano to its country.",
        QBody::Matching {
            pairs: vec![Pair::new("Etna", "Italy"), Pair::new("Fuji", "Japan")],
        },
    );
    matching.topic = Some("Earth".into());
    let mut unknown = Question::new(
        "Which volcano erupted in 79 AD?",
        QBody::MultipleChoice {
            choices: vec![
                Choice::new("Vesuvius", false),
                Choice::new("Krakatoa", false),
            ],
        },
    );
    unknown.answer_known = false;
    quiz.questions = vec![mc, short, order, matching, unknown];
    quiz
}

/// Plays the volcano game: Ana (all right), Ben (types "magma", picks
/// Marble), Cy (types "Lava." and skips the rest); Dee is on the roster
/// and never starts. Returns (class, assignment, ana, ben, cy).
pub(crate) async fn volcano_game(app: &App, owner: i64, token: &str) -> (i64, i64, i64, i64, i64) {
    let quiz = volcano_quiz();
    let (class, assignment, roster) = app
        .game(owner, token, &quiz, &["Ana", "Ben", "Cy", "Dee"])
        .await;
    let id = |name: &str| roster.iter().find(|(n, _)| n == name).map(|(_, id)| *id);
    let ana = app
        .play(
            assignment,
            &quiz,
            "Ana",
            id("Ana"),
            &[
                Some(Response::Choice(0)),
                text("lava"),
                Some(Response::Order(vec![0, 1, 2])),
                Some(Response::Matches(vec![
                    Some("Italy".into()),
                    Some("Japan".into()),
                ])),
                Some(Response::Choice(0)),
            ],
        )
        .await;
    let ben = app
        .play(
            assignment,
            &quiz,
            "Ben",
            id("Ben"),
            &[
                Some(Response::Choice(1)),
                text("magma"),
                Some(Response::Order(vec![2, 1, 0])),
                Some(Response::Matches(vec![
                    Some("Japan".into()),
                    Some("Italy".into()),
                ])),
                Some(Response::Choice(1)),
            ],
        )
        .await;
    let cy = app
        .play(
            assignment,
            &quiz,
            "Cy",
            id("Cy"),
            &[Some(Response::Choice(1)), text("Lava.")],
        )
        .await;
    (class, assignment, ana, ben, cy)
}

/// A new teacher who has played the volcano game ([`volcano_game`]).
pub(crate) struct Volcano {
    pub(crate) owner: i64,
    pub(crate) token: String,
    pub(crate) class: i64,
    pub(crate) assignment: i64,
    pub(crate) ana: i64,
    pub(crate) ben: i64,
    pub(crate) cy: i64,
}

pub(crate) fn cell(report: &Value, player: i64, question: usize) -> &Value {
    let student = report["students"]
        .as_array()
        .expect("students")
        .iter()
        .find(|s| s["player_id"] == player)
        .expect("student");
    &student["answers"][question]
}

pub(crate) async fn report_scenario(app: &App) {
    let Volcano {
        token,
        assignment,
        ana,
        ben,
        cy,
        ..
    } = app.volcano("ana").await;
    let reply = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let report = reply.json();
    // What each student typed, chose, ordered and matched.
    assert_eq!(cell(&report, ana, 0)["response"], "Basalt");
    assert_eq!(cell(&report, ben, 0)["response"], "Marble");
    assert_eq!(cell(&report, ben, 1)["response"], "magma");
    assert_eq!(cell(&report, ben, 1)["outcome"], "incorrect");
    assert_eq!(cell(&report, ben, 2)["response"], "crust → mantle → core");
    assert_eq!(
        cell(&report, ben, 3)["response"],
        "Etna → Japan; Fuji → Italy"
    );
    // Normalised marking: "Lava." is "lava".
    assert_eq!(cell(&report, cy, 1)["response"], "Lava.");
    assert_eq!(cell(&report, cy, 1)["outcome"], "correct");
    assert!(cell(&report, cy, 2).is_null(), "Cy never answered Q3");
    // Distributions: Marble is the popular wrong option.
    let q1 = &report["questions"][0];
    assert_eq!(q1["popular_wrong"], "Marble");
    assert_eq!(q1["options"][1]["count"], 2);
    assert_eq!(q1["options"][0]["count"], 1);
    // Topics, in name order, and time taken.
    let topics: Vec<&str> = report["topics"]
        .as_array()
        .expect("topics")
        .iter()
        .map(|t| t["topic"].as_str().expect("topic"))
        .collect();
    assert_eq!(topics, ["Earth", "Eruptions", "No topic", "Rocks"]);
    let rocks = &report["topics"][3];
    assert!((rocks["accuracy"].as_f64().expect("accuracy") - 1.0 / 3.0).abs() < 1e-9);
    let cy_row = report["students"]
        .as_array()
        .expect("students")
        .iter()
        .find(|s| s["player_id"] == cy)
        .expect("cy");
    assert_eq!(cy_row["time_ms"], 3000);
    assert_eq!(report["not_started"], json!(["Dee"]));
    // The unknown key: every answer to Q5 waits to be marked by hand.
    let queue: Vec<(i64, i64)> = report["to_mark"]
        .as_array()
        .expect("queue")
        .iter()
        .map(|q| {
            (
                q["player_id"].as_i64().unwrap(),
                q["question"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(queue, [(ana, 4), (ben, 4)]);
}

pub(crate) async fn follow_up_scenario(app: &App) {
    let (owner, token) = app.teacher("ana").await;
    let (_, other) = app.teacher("bob").await;
    let quiz = rocks_quiz();
    let stored = app
        .store
        .create_quiz(owner, &quiz, ROCKS)
        .await
        .expect("quiz");
    let class = app
        .call(
            "POST",
            "/api/v1/classes",
            &token,
            Some(json!({"name": "9C", "roster": ["Ana", "Ben", "Cy", "Dee"]})),
        )
        .await
        .json();
    let roster = |name: &str| {
        class["roster"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap()["id"]
            .as_i64()
            .unwrap()
    };
    let game = app
        .call(
            "POST",
            "/api/v1/assignments",
            &token,
            Some(json!({"quiz_id": stored.id, "class_id": class["id"], "mode": "self_paced"})),
        )
        .await
        .json()["id"]
        .as_i64()
        .unwrap();
    // Ana: all right (mastered, 100 %). Ben: misses both rock questions
    // and skips the amber one (25 %, below). Cy: misses the water one
    // (75 %, approaching).
    app.play(
        game,
        &quiz,
        "Ana",
        Some(roster("Ana")),
        &picks(&[true, true, true, true]),
    )
    .await;
    app.play(
        game,
        &quiz,
        "Ben",
        Some(roster("Ben")),
        &[
            Some(Response::Choice(1)),
            Some(Response::Choice(2)),
            Some(Response::Choice(0)),
        ],
    )
    .await;
    app.play(
        game,
        &quiz,
        "Cy",
        Some(roster("Cy")),
        &picks(&[true, true, false, true]),
    )
    .await;
    let path = format!("/api/v1/assignments/{game}/follow-ups");
    let preview = app
        .call("POST", &path, &token, Some(json!({"dry_run": true})))
        .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.text());
    assert!(
        preview.json()["groups"][0]["assignment_id"].is_null(),
        "a dry run makes nothing"
    );

    let made = app
        .call(
            "POST",
            &path,
            &token,
            Some(json!({"due_at": 4_000_000_000_i64})),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let made = made.json();
    let groups = made["groups"].as_array().expect("groups");
    assert_eq!(groups.len(), 2, "{made}");
    let below = &groups[0];
    assert_eq!(below["band"], "below");
    assert_eq!(below["students"][0]["name"], "Ben");
    assert_eq!(below["students"].as_array().unwrap().len(), 1);
    assert_eq!(below["missed"], json!([0, 1, 3]));
    let approaching = &groups[1];
    assert_eq!(approaching["band"], "approaching");
    assert_eq!(approaching["students"][0]["name"], "Cy");
    assert_eq!(approaching["missed"], json!([2]));
    let mastered: Vec<&str> = made["mastered"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(mastered, ["Ana"], "students at mastery get nothing");

    // Ben's quiz: his missed questions, choices reshuffled, then new ones
    // the forge wrote from their passages (rocks and fossils, not water).
    let child = below["assignment_id"].as_i64().expect("assigned");
    let child_quiz_id = below["quiz_id"].as_i64().expect("quiz");
    let child_quiz = app
        .store
        .quiz(owner, child_quiz_id)
        .await
        .expect("follow-up quiz");
    let prompts: Vec<&str> = child_quiz
        .quiz
        .questions
        .iter()
        .map(|q| q.prompt.as_str())
        .collect();
    assert_eq!(
        &prompts[..3],
        [
            quiz.questions[0].prompt.as_str(),
            quiz.questions[1].prompt.as_str(),
            quiz.questions[3].prompt.as_str()
        ]
    );
    let new: Vec<&Question> = child_quiz.quiz.questions[3..].iter().collect();
    assert!(
        !new.is_empty(),
        "the forge wrote new questions from the passages"
    );
    assert!(new.len() <= 3);
    let source = &child_quiz.source_text;
    assert!(source.contains("Basalt is a dark igneous rock"));
    assert!(
        !source.contains("Evaporation"),
        "the water passage was not missed by Ben"
    );
    for q in &new {
        assert!(
            quiz.questions.iter().all(|p| p.prompt != q.prompt),
            "{}",
            q.prompt
        );
        let span = q.source.expect("a new question has its passage");
        assert!(span.end <= source.len());
    }
    for (again, original) in child_quiz.quiz.questions.iter().zip([0, 1, 3]) {
        let mut mine: Vec<&str> = again.choices().iter().map(|c| c.text.as_str()).collect();
        let mut theirs: Vec<&str> = quiz.questions[original]
            .choices()
            .iter()
            .map(|c| c.text.as_str())
            .collect();
        mine.sort_unstable();
        theirs.sort_unstable();
        assert_eq!(mine, theirs);
        let span = again.source.expect("kept its passage");
        assert!(source[span.start..span.end].len() > 10);
    }
    let reshuffled = child_quiz.quiz.questions[..3]
        .iter()
        .zip([0, 1, 3])
        .any(|(a, o)| a.choices() != quiz.questions[o].choices());
    assert!(reshuffled, "the choices are in a new order");

    // Cy's quiz holds the water question and new ones from its passage.
    let cy_quiz = app
        .store
        .quiz(owner, approaching["quiz_id"].as_i64().unwrap())
        .await
        .unwrap();
    assert_eq!(cy_quiz.quiz.questions[0].prompt, quiz.questions[2].prompt);
    assert!(cy_quiz.source_text.contains("Precipitation"));
    assert!(!cy_quiz.source_text.contains("Basalt"));

    // Homework for exactly those students, due when asked, linked.
    let assignment = app
        .call("GET", &format!("/api/v1/assignments/{child}"), &token, None)
        .await
        .json();
    assert_eq!(assignment["mode"], "homework");
    assert_eq!(assignment["due_at"], 4_000_000_000_i64);
    let code = below["join_code"].as_str().unwrap();
    let join_path = format!("/api/v1/play/{code}/players");
    for (name, status) in [
        ("Cy", StatusCode::UNPROCESSABLE_ENTITY),
        ("Ana", StatusCode::UNPROCESSABLE_ENTITY),
        ("Ben", StatusCode::CREATED),
    ] {
        let joined = app
            .call(
                "POST",
                &join_path,
                "",
                Some(json!({"roster_id": roster(name)})),
            )
            .await;
        assert_eq!(joined.status, status, "{name}: {}", joined.text());
    }

    // Another teacher cannot make them.
    let stolen = app
        .call("POST", &path, &other, Some(json!({"dry_run": true})))
        .await;
    assert_eq!(stolen.status, StatusCode::NOT_FOUND);
}
