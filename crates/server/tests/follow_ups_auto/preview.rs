//! The follow-ups preview: a changed preview is exactly what the students
//! get, a preview goes stale when an answer comes in, a second preview
//! reuses the forged questions.

use super::*;

#[tokio::test]
async fn the_changed_preview_is_exactly_what_the_students_get() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("edit").await;
    let (game, roster) = app
        .rocks_game(owner, &token, json!({"mode": "self_paced"}))
        .await;
    app.play_rocks(game, &roster).await;
    let path = format!("/api/v1/assignments/{game}/follow-ups");
    let plain = app
        .call("POST", &path, &token, Some(json!({"dry_run": true})))
        .await
        .json();
    let player = |name: &str| {
        plain["groups"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|g| g["students"].as_array().unwrap())
            .chain(plain["mastered"].as_array().unwrap())
            .find(|s| s["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {plain}"))["player_id"]
            .as_i64()
            .unwrap()
    };
    // Dee moves to "not yet" with Ben, Cy is left out, and the second
    // question of the group's quiz is taken out.
    let changes = json!({
        "students": [
            {"player_id": player("Dee"), "group": "below"},
            {"player_id": player("Cy"), "group": "none"},
            {"player_id": player("Ana"), "group": "none"},
        ],
        "drop": [{"group": "below", "question": 1}],
    });
    let mut ask = changes.clone();
    ask["dry_run"] = json!(true);
    ask["due_at"] = json!(4_000_000_000_i64);
    let preview = app.call("POST", &path, &token, Some(ask.clone())).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.text());
    let preview = preview.json();
    let groups = preview["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 1, "nobody is left nearly there: {preview}");
    let below = &groups[0];
    let names: Vec<&str> = below["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ben", "Dee"]);
    assert_eq!(
        below["students"][1]["band"], "approaching",
        "where her score put her"
    );
    assert_eq!(preview["left_out"][0]["name"], "Cy");
    assert_eq!(
        preview["mastered"][0]["name"], "Ana",
        "a move to where one is changes nothing"
    );
    // Ben missed 0, 1, 3 and Dee 0, 2: the quiz repeats 0, 1, 2, 3, less
    // the one taken out.
    assert_eq!(below["missed"], json!([0, 1, 2, 3]));
    assert_eq!(below["dropped"][0]["position"], 1);
    assert_eq!(below["dropped"][0]["missed"], 1);
    let shown: Vec<String> = below["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["prompt"].as_str().unwrap().to_string())
        .collect();
    assert!(shown.len() >= 3, "{shown:?}");
    assert!(!shown.contains(&rocks_quiz().questions[1].prompt));
    assert_eq!(
        preview["changes"]["students"].as_array().unwrap().len(),
        2,
        "Ana's move changed nothing"
    );
    let fingerprint = preview["fingerprint"].as_str().unwrap().to_string();

    // The same changes again give the same preview.
    let again = app.call("POST", &path, &token, Some(ask)).await.json();
    assert_eq!(again["fingerprint"], fingerprint.as_str());

    // A stale fingerprint is refused, and nothing is made.
    let mut stale = changes.clone();
    stale["expect"] = json!("0000");
    stale["due_at"] = json!(4_000_000_000_i64);
    let refused = app.call("POST", &path, &token, Some(stale)).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.text());
    assert!(refused.text().contains("changed since this preview"));
    assert!(app.follow_ups(owner, game).await.is_empty());

    // Sent with the preview's fingerprint: exactly what it showed.
    let mut send = changes.clone();
    send["expect"] = json!(fingerprint);
    send["due_at"] = json!(4_000_000_000_i64);
    let made = app.call("POST", &path, &token, Some(send)).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let made = made.json();
    assert_eq!(made["fingerprint"], fingerprint.as_str());
    assert_eq!(made["automatic"], false);
    let quiz_id = made["groups"][0]["quiz_id"].as_i64().expect("made");
    let stored = app.store.quiz(owner, quiz_id).await.expect("quiz");
    let prompts: Vec<String> = stored
        .quiz
        .questions
        .iter()
        .map(|q| q.prompt.clone())
        .collect();
    assert_eq!(prompts, shown, "the students get what the preview showed");
    let sent = app.follow_ups(owner, game).await;
    assert_eq!(sent.len(), 1);
    assert_eq!(
        sent[0].1,
        [roster_id(&roster, "Ben"), roster_id(&roster, "Dee")]
    );
    let code = made["groups"][0]["join_code"].as_str().unwrap();
    let cy = app
        .call(
            "POST",
            &format!("/api/v1/play/{code}/players"),
            "",
            Some(json!({"roster_id": roster_id(&roster, "Cy")})),
        )
        .await;
    assert_eq!(
        cy.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "Cy was left out"
    );
    let status = app
        .store
        .follow_up_status(owner, game)
        .await
        .expect("status");
    assert!(status.sent_at.is_some() && !status.sent_auto);
}

#[tokio::test]
async fn a_preview_is_stale_once_an_answer_comes_in_and_bad_changes_are_refused() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("stale").await;
    let (game, roster) = app
        .rocks_game(owner, &token, json!({"mode": "self_paced"}))
        .await;
    app.play_rocks(game, &roster).await;
    let path = format!("/api/v1/assignments/{game}/follow-ups");
    let preview = app
        .call("POST", &path, &token, Some(json!({"dry_run": true})))
        .await
        .json();
    let fingerprint = preview["fingerprint"].as_str().unwrap().to_string();
    // A student plays meanwhile (a nickname: the groups' students do not
    // change, but the follow-ups do).
    app.play(game, &rocks_quiz(), "Zed", None, &picks(&[false; 4]))
        .await;
    let refused = app
        .call("POST", &path, &token, Some(json!({"expect": fingerprint})))
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.text());
    assert!(app.follow_ups(owner, game).await.is_empty());
    for bad in [
        json!({"dry_run": true, "students": [{"player_id": 999_999, "group": "below"}]}),
        json!({"dry_run": true, "students": [{"player_id": preview["mastered"][0]["player_id"], "group": "top"}]}),
        json!({"dry_run": true, "drop": [{"group": "below", "question": 99}]}),
    ] {
        let reply = app.call("POST", &path, &token, Some(bad.clone())).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{bad}: {}",
            reply.text()
        );
    }
}

/// The forge's new questions for a group are kept for the next preview of
/// the same passages: a second preview is the same, and needs no intake
/// slot (an upload may hold them all), where it used to be refused as busy.
#[tokio::test]
async fn a_second_preview_reuses_the_forged_questions_even_when_every_slot_is_taken() {
    let app = App::sqlite().await;
    let (owner, token) = app.teacher("kept").await;
    let (game, roster) = app
        .rocks_game(owner, &token, json!({"mode": "self_paced"}))
        .await;
    app.play_rocks(game, &roster).await;
    let path = format!("/api/v1/assignments/{game}/follow-ups");
    let ask = json!({"dry_run": true, "due_at": 4_000_000_000_i64});
    let first = app.call("POST", &path, &token, Some(ask.clone())).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text());
    let new_questions = |preview: &Value| -> usize {
        preview["groups"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|g| g["questions"].as_array().unwrap())
            .filter(|q| q["missed"].is_null())
            .count()
    };
    assert!(new_questions(&first.json()) > 0, "{}", first.text());
    let slots = app.state.config.max_intakes;
    let _held = std::sync::Arc::clone(&app.state.intake_slots)
        .acquire_many_owned(slots as u32)
        .await
        .expect("every slot");
    let second = app.call("POST", &path, &token, Some(ask)).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.text());
    assert_eq!(second.json(), first.json());
}
