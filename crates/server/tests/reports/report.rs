//! The report of one game: every response and who never started, marks by
//! hand kept with who and when, pages of a large game, re-marking with an
//! accepted answer, exports read back, item analysis against the worked
//! example.

use super::*;

#[tokio::test]
async fn the_report_shows_every_response_and_who_never_started() {
    let app = App::sqlite().await;
    report_scenario(&app).await;
}

#[tokio::test]
async fn a_teacher_overrides_a_mark_and_it_is_kept_with_who_and_when() {
    let app = App::sqlite().await;
    let Volcano {
        token,
        assignment,
        ana,
        ben,
        ..
    } = app.volcano("ana").await;
    // Ben's ordering was wrong: the teacher gives half marks.
    let reply = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben}-2"),
            &token,
            Some(json!({"outcome": "partial"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    assert_eq!(reply.json()["outcome"], "partial");
    assert_eq!(reply.json()["points"], 0.5);
    // The queue: Ana's "Vesuvius" is right, Ben's wrong, by points.
    for (player, points) in [(ana, 1.0), (ben, 0.0)] {
        let marked = app
            .call(
                "PATCH",
                &format!("/api/v1/answers/{player}-4"),
                &token,
                Some(json!({"points": points})),
            )
            .await;
        assert_eq!(marked.status, StatusCode::OK, "{}", marked.text());
    }
    let report = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await
        .json();
    let ben_order = cell(&report, ben, 2);
    assert_eq!(ben_order["outcome"], "partial");
    assert!(
        ben_order["marked_by"]
            .as_str()
            .expect("who")
            .starts_with("ana-")
    );
    assert!(ben_order["marked_at"].as_i64().expect("when") > 1_700_000_000);
    assert_eq!(cell(&report, ana, 4)["outcome"], "correct");
    assert_eq!(cell(&report, ben, 4)["outcome"], "incorrect");
    assert_eq!(report["to_mark"], json!([]), "the queue is empty");
    // Bad marks are refused, and nothing changes.
    for body in [
        json!({"outcome": "maybe"}),
        json!({"points": -1}),
        json!({}),
    ] {
        let refused = app
            .call(
                "PATCH",
                &format!("/api/v1/answers/{ben}-2"),
                &token,
                Some(body),
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            refused.text()
        );
    }
    let missing = app
        .call(
            "PATCH",
            "/api/v1/answers/999999-0",
            &token,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

/// Reports keep a game's rows in memory between reads: a mark given after
/// a report was read shows in the next one, on every route.
#[tokio::test]
async fn a_mark_given_after_a_report_was_read_shows_in_the_next() {
    let app = App::sqlite().await;
    let Volcano {
        token,
        assignment,
        ben,
        ..
    } = app.volcano("cache").await;
    let report_path = format!("/api/v1/assignments/{assignment}/report");
    let items_path = format!("/api/v1/assignments/{assignment}/items");
    let before = app.call("GET", &report_path, &token, None).await.json();
    assert_eq!(cell(&before, ben, 2)["outcome"], "incorrect");
    let items_before = app.call("GET", &items_path, &token, None).await.json();
    let marked = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{ben}-2"),
            &token,
            Some(json!({"outcome": "correct"})),
        )
        .await;
    assert_eq!(marked.status, StatusCode::OK, "{}", marked.text());
    let after = app.call("GET", &report_path, &token, None).await.json();
    assert_eq!(cell(&after, ben, 2)["outcome"], "correct");
    let items_after = app.call("GET", &items_path, &token, None).await.json();
    assert!(
        items_after["questions"][2]["facility"].as_f64().unwrap()
            > items_before["questions"][2]["facility"].as_f64().unwrap(),
        "the item analysis counts the new mark"
    );
}

/// A large game's report comes a page of students at a time; what it
/// says about the questions, topics and the marking queue covers everyone
/// on every page.
#[tokio::test]
async fn the_report_pages_its_students_and_sums_over_all_of_them() {
    let app = App::sqlite().await;
    let Volcano {
        token, assignment, ..
    } = app.volcano("pages").await;
    let path = format!("/api/v1/assignments/{assignment}/report");
    let whole = app.call("GET", &path, &token, None).await.json();
    assert_eq!(whole["students_total"], 3);
    assert_eq!(whole["students_offset"], 0);
    assert_eq!(whole["students"].as_array().unwrap().len(), 3);
    let first = app
        .call("GET", &format!("{path}?limit=2"), &token, None)
        .await
        .json();
    let second = app
        .call("GET", &format!("{path}?offset=2&limit=2"), &token, None)
        .await
        .json();
    let names = |r: &Value| -> Vec<String> {
        r["students"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&first), ["Ana", "Ben"]);
    assert_eq!(names(&second), ["Cy"]);
    assert_eq!(second["students_offset"], 2);
    for page in [&first, &second] {
        assert_eq!(page["students_total"], 3);
        assert_eq!(page["questions"], whole["questions"]);
        assert_eq!(page["topics"], whole["topics"]);
        assert_eq!(page["to_mark"], whole["to_mark"]);
        assert_eq!(page["not_started"], whole["not_started"]);
    }
    let past_the_end = app
        .call("GET", &format!("{path}?offset=50"), &token, None)
        .await
        .json();
    assert_eq!(past_the_end["students"], json!([]));
    assert_eq!(past_the_end["students_offset"], 3);
}

/// The report page of a game larger than a page shows 100 students at a
/// time, with links to the others.
#[tokio::test]
async fn the_report_page_of_a_large_game_links_its_pages() {
    let app = App::sqlite().await;
    let (mut browser, Volcano { assignment, .. }) = app.volcano_signed_in("big").await;
    let joins: Vec<PlayWrite> = (0..102)
        .map(|i| {
            PlayWrite::Join(NewPlayer {
                assignment_id: assignment,
                token_hash: format!("big-{assignment}-{i}"),
                name: format!("Pupil {i:03}"),
                name_key: format!("pupil {i:03}"),
                roster_id: None,
                joined_at: 2_000_000_000 + i,
            })
        })
        .collect();
    app.store.apply_play_writes(&joins).await.expect("joins");
    let path = format!("/assignments/{assignment}/report");
    let first = app.page(&mut browser, "GET", &path, &[]).await.text();
    assert!(first.contains("105 students played"), "{first}");
    assert!(first.contains("Students 1–100 of 105"));
    assert!(first.contains("?from=100#students"));
    assert!(first.contains("Pupil 096") && !first.contains("Pupil 097"));
    let second = app
        .page(&mut browser, "GET", &format!("{path}?from=100"), &[])
        .await
        .text();
    assert!(second.contains("Students 101–105 of 105"));
    assert!(second.contains("?from=0#students"));
    assert!(second.contains("Pupil 097") && second.contains("Pupil 101"));
    // A row per student of the page, and Dee (on the roster, not started).
    assert_eq!(first.matches("class=\"who-name\"").count(), 101);
    assert_eq!(second.matches("class=\"who-name\"").count(), 6);
}

#[tokio::test]
async fn an_accepted_answer_re_marks_everyone_but_what_the_teacher_marked() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("ana").await;
    let quiz = volcano_quiz();
    let (_, assignment, _) = app.game(owner, &token, &quiz, &[]).await;
    let ben = app
        .play(assignment, &quiz, "Ben", None, &[None, text("magma")])
        .await;
    let eve = app
        .play(assignment, &quiz, "Eve", None, &[None, text("Magma!")])
        .await;
    let fay = app
        .play(assignment, &quiz, "Fay", None, &[None, text("magma")])
        .await;
    // Fay's was marked by hand first: the machine leaves it alone.
    let marked = app
        .call(
            "PATCH",
            &format!("/api/v1/answers/{fay}-1"),
            &token,
            Some(json!({"outcome": "partial"})),
        )
        .await;
    assert_eq!(marked.status, StatusCode::OK);
    let path = format!("/api/v1/assignments/{assignment}/questions/1/accepted");
    let early = app
        .call("POST", &path, &token, Some(json!({"text": "magma"})))
        .await;
    assert_eq!(early.status, StatusCode::CONFLICT, "not while it is played");
    app.end(&token, assignment).await;
    let accepted = app
        .call("POST", &path, &token, Some(json!({"text": "magma"})))
        .await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.text());
    assert_eq!(accepted.json()["remarked"], 2);
    let report = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/report"),
            &token,
            None,
        )
        .await
        .json();
    assert_eq!(cell(&report, ben, 1)["outcome"], "correct");
    assert_eq!(cell(&report, eve, 1)["outcome"], "correct");
    assert_eq!(cell(&report, fay, 1)["outcome"], "partial");
    assert_eq!(report["questions"][1]["key"], "lava | magma");
    let not_short = app
        .call(
            "POST",
            &format!("/api/v1/assignments/{assignment}/questions/0/accepted"),
            &token,
            Some(json!({"text": "Basalt"})),
        )
        .await;
    assert_eq!(not_short.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn exports_read_back_as_csv_and_xlsx() {
    let app = App::sqlite().await;
    let Volcano {
        token, assignment, ..
    } = app.volcano("ana").await;
    let base = format!("/api/v1/assignments/{assignment}/export");
    let answers = app
        .call("GET", &format!("{base}?format=csv"), &token, None)
        .await;
    assert_eq!(answers.status, StatusCode::OK);
    assert!(
        answers.headers[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    let rows = parse_csv(&answers.text());
    assert_eq!(rows[0][0], "student");
    assert_eq!(rows.len(), 1 + 5 + 5 + 2, "one row per answer");
    let ben_typed = rows
        .iter()
        .find(|r| r[0] == "Ben" && r[1] == "2")
        .expect("Ben's Q2");
    assert_eq!(ben_typed[4], "magma");
    assert_eq!(ben_typed[6], "incorrect");
    let ben_match = rows
        .iter()
        .find(|r| r[0] == "Ben" && r[1] == "4")
        .expect("Ben's Q4");
    assert_eq!(ben_match[4], "Etna → Japan; Fuji → Italy");
    let students = app
        .call(
            "GET",
            &format!("{base}?format=csv&view=students"),
            &token,
            None,
        )
        .await;
    let rows = parse_csv(&students.text());
    let names: Vec<&str> = rows[1..].iter().map(|r| r[0].as_str()).collect();
    assert_eq!(names, ["Ana", "Ben", "Cy", "Dee"], "one row per student");
    assert_eq!(rows[4][6], "no", "Dee never started");

    let xlsx = app
        .call("GET", &format!("{base}?format=xlsx"), &token, None)
        .await;
    assert_eq!(xlsx.status, StatusCode::OK);
    use calamine::{Reader, Xlsx};
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(xlsx.bytes)).expect("an xlsx file");
    assert_eq!(book.sheet_names(), ["Students", "Answers"]);
    let sheet = book.worksheet_range("Students").expect("students sheet");
    let ana: Vec<String> = sheet
        .rows()
        .nth(1)
        .expect("Ana's row")
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(ana[0], "Ana");
    assert_eq!(ana[2], "80", "4 of 5 points: Q5 waits to be marked");
    let sheet = book.worksheet_range("Answers").expect("answers sheet");
    assert_eq!(sheet.rows().count(), 1 + 12);
    let typed = sheet
        .rows()
        .find(|r| r[0] == "Cy" && matches!(r[1], calamine::Data::Float(q) if q == 2.0))
        .expect("Cy's Q2");
    assert_eq!(typed[4].to_string(), "Lava.");

    let bad = app
        .call("GET", &format!("{base}?format=pdf"), &token, None)
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn item_analysis_matches_the_worked_example() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("ana").await;
    let quiz = example_quiz();
    let (_, assignment, _) = app.game(owner, &token, &quiz, &[]).await;
    for (s, row) in EXAMPLE.iter().enumerate() {
        let picks: Vec<Option<Response>> = row
            .bytes()
            .map(|b| Some(Response::Choice(usize::from(b - b'A'))))
            .collect();
        app.play(assignment, &quiz, &format!("S{}", s + 1), None, &picks)
            .await;
    }
    let reply = app
        .call(
            "GET",
            &format!("/api/v1/assignments/{assignment}/items"),
            &token,
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let items = reply.json();
    let close = |v: &Value, x: f64| (v.as_f64().expect("number") - x).abs() < 5e-4;
    assert_eq!(items["students"], 10);
    assert!(close(&items["kr20"], 1.0 / 34.0), "{}", items["kr20"]);
    assert!(close(&items["sem"], 0.908), "{}", items["sem"]);
    let q = &items["questions"];
    for (i, facility) in [1.0, 0.5, 0.5, 0.1, 0.4].into_iter().enumerate() {
        assert!(close(&q[i]["facility"], facility), "Q{}", i + 1);
    }
    assert!(q[0]["discrimination"].is_null());
    for (i, r) in [(1, 0.316), (2, 0.0), (3, 0.25), (4, -0.303)] {
        assert!(close(&q[i]["discrimination"], r), "Q{}: {}", i + 1, q[i]);
    }
    assert_eq!(q[0]["flags"], json!(["too_easy", "dead_distractors"]));
    assert_eq!(q[3]["flags"], json!(["too_hard"]));
    assert_eq!(q[4]["flags"], json!(["miskeyed"]));
    // Q5: the upper group chose C (2/3) more than the key A (1/3).
    assert!(close(&q[4]["options"][2]["upper"], 2.0 / 3.0));
    assert!(close(&q[4]["options"][0]["upper"], 1.0 / 3.0));
    assert_eq!(q[4]["options"][0]["key"], true);

    // A second computation, straight from the table: facility and the
    // point-biserial of Q2 against the rest score.
    let keys = [b'A', b'C', b'B', b'D', b'A'];
    let x: Vec<f64> = EXAMPLE
        .iter()
        .map(|r| f64::from(u8::from(r.as_bytes()[1] == keys[1])))
        .collect();
    let rest: Vec<f64> = EXAMPLE
        .iter()
        .map(|r| {
            r.bytes()
                .zip(keys)
                .enumerate()
                .filter(|(i, (b, k))| *i != 1 && b == k)
                .count() as f64
        })
        .collect();
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let (mx, mr) = (mean(&x), mean(&rest));
    let cov: f64 = x.iter().zip(&rest).map(|(a, b)| (a - mx) * (b - mr)).sum();
    let vx: f64 = x.iter().map(|a| (a - mx).powi(2)).sum();
    let vr: f64 = rest.iter().map(|b| (b - mr).powi(2)).sum();
    assert!(close(&q[1]["discrimination"], cov / (vx * vr).sqrt()));
}

/// A minimal RFC 4180 reader, to read the export back.
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    rows
}

/// docs/item-analysis.md's worked example: ten students, five questions
/// keyed A C B D A.
fn example_quiz() -> Quiz {
    let mut quiz = Quiz::new("Example", "en");
    for key in [0usize, 2, 1, 3, 0] {
        let choices = ["A", "B", "C", "D"]
            .iter()
            .enumerate()
            .map(|(i, t)| Choice::new(*t, i == key))
            .collect();
        quiz.questions
            .push(Question::new("?", QBody::MultipleChoice { choices }));
    }
    quiz
}

const EXAMPLE: [&str; 10] = [
    "ACBAC", "ACBDC", "ACBCA", "ACDAC", "ABBBC", "ACCAA", "ABBCB", "AACBA", "ABDAA", "AACCD",
];
