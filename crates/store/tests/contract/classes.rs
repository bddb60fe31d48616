//! The contract on classes and assignments: roster ids kept across updates,
//! privacy to the owner, exact round trips, join codes taken once.

use super::*;

pub(crate) async fn classes_keep_roster_ids_across_updates<S: Store>(store: &S) {
    let teacher = user(store, "classes").await;
    let made = store
        .create_class(teacher.id, "7B", &names(&["Ana", "Ben", "Ana", "Cy"]))
        .await
        .expect("create class");
    assert_eq!(made.owner_id, teacher.id);
    assert_eq!(made.name, "7B");
    let roster: Vec<&str> = made.roster.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(roster, ["Ana", "Ben", "Cy"]);
    assert_eq!(store.class(teacher.id, made.id).await.expect("read"), made);
    let empty = store
        .create_class(teacher.id, "6a", &[])
        .await
        .expect("create empty class");
    assert!(empty.roster.is_empty());
    let listed = store.classes(teacher.id).await.expect("list");
    assert_eq!(
        listed
            .iter()
            .map(|c| (c.id, c.name.as_str(), c.students, c.assignments))
            .collect::<Vec<_>>(),
        [(empty.id, "6a", 0, 0), (made.id, "7B", 3, 0)]
    );
    assert_eq!(listed[1].created_at, made.created_at);

    let id_of = |name: &str| -> RosterId {
        made.roster
            .iter()
            .find(|r| r.name == name)
            .expect("on the roster")
            .id
    };
    let updated = store
        .update_class(
            teacher.id,
            made.id,
            "7B maths",
            &names(&["Cy", "Dee", "Ana", "Dee"]),
        )
        .await
        .expect("update class");
    assert_eq!(updated.name, "7B maths");
    assert_eq!(updated.created_at, made.created_at);
    let roster: Vec<&str> = updated.roster.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(roster, ["Cy", "Dee", "Ana"]);
    assert_eq!(updated.roster[0].id, id_of("Cy"));
    assert_eq!(updated.roster[2].id, id_of("Ana"));
    assert!(made.roster.iter().all(|r| r.id != updated.roster[1].id));
    assert_eq!(
        store.class(teacher.id, made.id).await.expect("read"),
        updated
    );
    let cleared = store
        .update_class(teacher.id, made.id, "7B maths", &[])
        .await
        .expect("clear roster");
    assert!(cleared.roster.is_empty());

    store
        .delete_class(teacher.id, empty.id)
        .await
        .expect("delete");
    assert!(matches!(
        store.class(teacher.id, empty.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.delete_class(teacher.id, empty.id).await,
        Err(StoreError::NotFound)
    ));
    assert_eq!(store.classes(teacher.id).await.expect("list").len(), 1);
}

pub(crate) async fn classes_are_private_to_their_owner<S: Store>(store: &S) {
    let owner = user(store, "class-owner").await;
    let other = user(store, "class-other").await;
    let made = store
        .create_class(owner.id, "Mine", &names(&["Ana"]))
        .await
        .expect("create");
    assert!(matches!(
        store.class(other.id, made.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store
            .update_class(other.id, made.id, "Stolen", &names(&["Eve"]))
            .await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.delete_class(other.id, made.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(store.classes(other.id).await.expect("list").is_empty());
    assert_eq!(
        store.class(owner.id, made.id).await.expect("still there"),
        made
    );
}

pub(crate) async fn assignments_round_trip_exactly<S: Store>(store: &S) {
    let teacher = user(store, "assign").await;
    let class = store
        .create_class(teacher.id, "7B", &names(&["Ana"]))
        .await
        .expect("class");
    let quiz = store
        .create_quiz(teacher.id, &quiz("Capitals & <Cells> ünïcode"), "")
        .await
        .expect("quiz");
    let new = NewAssignment {
        mode: Mode::Homework,
        settings: Settings {
            speed_bonus: true,
            streak_bonus: true,
            leaderboard: Leaderboard::Top(5),
            timer_seconds: Some(20),
            feedback: false,
            shuffle_choices: false,
        },
        opens_at: Some(1_700_000_000),
        due_at: Some(1_700_086_400),
        state: GameState {
            phase: Phase::Open,
            question: None,
            question_started_ms: None,
        },
        ..new_assignment(class.id, &quiz)
    };
    let made = store
        .create_assignment(teacher.id, &new)
        .await
        .expect("create");
    assert_eq!(made.owner_id, teacher.id);
    assert_eq!((made.class_id, made.class_name.as_str()), (class.id, "7B"));
    assert_eq!(made.quiz_id, Some(quiz.id));
    assert_eq!(made.title, new.title);
    assert_eq!(made.quiz, quiz.quiz);
    assert_eq!(made.mode, Mode::Homework);
    assert_eq!(made.settings, new.settings);
    assert_eq!(
        made.seed, new.seed,
        "the shuffle seed survives, negative values too"
    );
    assert_eq!(made.join_code, new.join_code);
    assert_eq!((made.opens_at, made.due_at), (new.opens_at, new.due_at));
    assert_eq!(made.state, new.state);
    assert_eq!(
        store.assignment(teacher.id, made.id).await.expect("read"),
        made
    );
    assert_eq!(store.assignment_by_id(made.id).await.expect("by id"), made);
    assert_eq!(
        store
            .assignment_by_code(&new.join_code)
            .await
            .expect("by code"),
        made
    );
    assert!(matches!(
        store.assignment_by_code(&join_code()).await,
        Err(StoreError::NotFound)
    ));

    // The quiz changes; the assignment keeps its snapshot.
    let mut changed = quiz.quiz.clone();
    changed.questions.truncate(1);
    store
        .update_quiz(teacher.id, quiz.id, 1, &changed)
        .await
        .expect("update quiz");
    assert_eq!(
        store.assignment_by_id(made.id).await.expect("read").quiz,
        quiz.quiz
    );

    let live = store
        .create_assignment(teacher.id, &new_assignment(class.id, &quiz))
        .await
        .expect("second");
    let listed = store.assignments(teacher.id).await.expect("list");
    assert_eq!(
        listed.iter().map(|a| a.id).collect::<Vec<_>>(),
        [live.id, made.id]
    );
    let summary = &listed[1];
    assert_eq!(summary.title, made.title);
    assert_eq!(
        (summary.class_id, summary.class_name.as_str()),
        (class.id, "7B")
    );
    assert_eq!((summary.mode, summary.phase), (Mode::Homework, Phase::Open));
    assert_eq!(summary.join_code, made.join_code);
    assert_eq!(summary.players, 0);
    assert_eq!(summary.due_at, made.due_at);
    assert_eq!(summary.created_at, made.created_at);
    assert_eq!(
        store.classes(teacher.id).await.expect("classes")[0].assignments,
        2
    );

    let active = |list: Vec<quizforge_store::AssignmentSummary>| {
        list.into_iter()
            .filter(|a| a.id == made.id || a.id == live.id)
            .map(|a| (a.id, a.phase))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        active(store.active_assignments().await.expect("active")),
        [(made.id, Phase::Open), (live.id, Phase::Lobby)]
    );
    let asking = GameState {
        phase: Phase::Question,
        question: Some(1),
        question_started_ms: Some(1_700_000_000_456),
    };
    store
        .set_game_state(live.id, &asking)
        .await
        .expect("set state");
    assert_eq!(
        store.assignment_by_id(live.id).await.expect("read").state,
        asking
    );
    let ended = GameState {
        phase: Phase::Ended,
        ..GameState::lobby()
    };
    store.set_game_state(made.id, &ended).await.expect("end");
    assert_eq!(
        store.assignment_by_id(made.id).await.expect("read").state,
        ended
    );
    assert_eq!(
        active(store.active_assignments().await.expect("active")),
        [(live.id, Phase::Question)]
    );
    assert!(matches!(
        store.set_game_state(-1, &ended).await,
        Err(StoreError::NotFound)
    ));

    // Deleting the quiz leaves its assignments, snapshot and all.
    store
        .delete_quiz(teacher.id, quiz.id)
        .await
        .expect("delete quiz");
    let kept = store.assignment_by_id(live.id).await.expect("kept");
    assert_eq!((kept.quiz_id, kept.quiz), (None, quiz.quiz.clone()));

    store
        .delete_assignment(teacher.id, made.id)
        .await
        .expect("delete");
    assert!(matches!(
        store.assignment_by_id(made.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.delete_assignment(teacher.id, made.id).await,
        Err(StoreError::NotFound)
    ));
    assert_eq!(store.assignments(teacher.id).await.expect("list").len(), 1);
}

pub(crate) async fn assignments_are_private_to_their_owner<S: Store>(store: &S) {
    let (owner, made) = game(store, "assign-owner").await;
    let other = user(store, "assign-other").await;
    assert!(matches!(
        store.assignment(other.id, made.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.delete_assignment(other.id, made.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(store.assignments(other.id).await.expect("list").is_empty());
    // Someone else's class, or someone else's quiz, cannot be assigned.
    let quiz = store
        .quiz(owner.id, made.quiz_id.expect("quiz"))
        .await
        .expect("quiz");
    let own_class = store
        .create_class(other.id, "Theirs", &[])
        .await
        .expect("class");
    let own_quiz = store
        .create_quiz(other.id, &quiz.quiz, "")
        .await
        .expect("quiz");
    assert!(matches!(
        store
            .create_assignment(other.id, &new_assignment(made.class_id, &own_quiz))
            .await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store
            .create_assignment(other.id, &new_assignment(own_class.id, &quiz))
            .await,
        Err(StoreError::NotFound)
    ));
    assert!(store.assignments(other.id).await.expect("list").is_empty());
    assert_eq!(
        store.assignment(owner.id, made.id).await.expect("still"),
        made
    );
}

pub(crate) async fn a_taken_join_code_is_a_conflict<S: Store>(store: &S) {
    let (teacher, made) = game(store, "code").await;
    let quiz = store
        .quiz(teacher.id, made.quiz_id.expect("quiz"))
        .await
        .expect("quiz");
    let clash = NewAssignment {
        join_code: made.join_code.clone(),
        ..new_assignment(made.class_id, &quiz)
    };
    match store.create_assignment(teacher.id, &clash).await {
        Err(StoreError::Conflict(message)) => assert_eq!(message, "join code taken"),
        other => panic!("expected a conflict, got {other:?}"),
    }
    // Another teacher's class with the same code: still taken, by anyone.
    let other = user(store, "code-other").await;
    let class = store.create_class(other.id, "X", &[]).await.expect("class");
    let their_quiz = store
        .create_quiz(other.id, &quiz.quiz, "")
        .await
        .expect("quiz");
    let clash = NewAssignment {
        join_code: made.join_code.clone(),
        ..new_assignment(class.id, &their_quiz)
    };
    assert!(matches!(
        store.create_assignment(other.id, &clash).await,
        Err(StoreError::Conflict("join code taken"))
    ));
    assert_eq!(store.assignments(teacher.id).await.expect("list").len(), 1);
}

pub(crate) async fn play_writes_are_applied_in_order<S: Store>(store: &S) {
    let (teacher, game) = game(store, "writes").await;
    assert!(
        store
            .apply_play_writes(&[])
            .await
            .expect("empty")
            .is_empty()
    );
    let players = joined(
        store,
        vec![join(game.id, "Ana", 100), join(game.id, "Ben", 100)],
    )
    .await;
    let (ana, ben) = (&players[0], &players[1]);
    assert_eq!((ana.name.as_str(), ana.assignment_id), ("Ana", game.id));
    assert_eq!(
        (ana.roster_id, ana.removed, ana.joined_at),
        (None, false, 100)
    );

    // One batch: two joins with the same key, answers with a repeat, and
    // a join after them (the joins and answers of a run go in together).
    let cy = join(game.id, "Cy", 101);
    let cy_again = NewPlayer {
        name: "CY".into(),
        ..join(game.id, "cy", 101)
    };
    let dee = join(game.id, "Dee", 101);
    let first = answer(game.id, ana.id, 0, Outcome::Correct);
    let ben_first = answer(game.id, ben.id, 0, Outcome::Partial);
    let retry = AnswerRecord {
        response_json: r#"{"choice":9}"#.into(),
        outcome: Outcome::Incorrect,
        fraction: 0.0,
        points: 0.0,
        ..first.clone()
    };
    let written = store
        .apply_play_writes(&[
            PlayWrite::Join(cy.clone()),
            PlayWrite::Join(cy_again.clone()),
            PlayWrite::Answer(first.clone()),
            PlayWrite::Answer(ben_first.clone()),
            PlayWrite::Answer(retry.clone()),
            PlayWrite::Join(dee),
        ])
        .await
        .expect("batch");
    assert_eq!(written.len(), 6);
    let PlayWritten::Joined(cy_player) = &written[0] else {
        panic!("Cy did not join: {:?}", written[0]);
    };
    assert_eq!((cy_player.name.as_str(), cy_player.joined_at), ("Cy", 101));
    assert_eq!(written[1], PlayWritten::NameTaken);
    assert_eq!(written[2], fresh(&first));
    assert_eq!(written[3], fresh(&ben_first));
    assert_eq!(written[4], again(&first));
    assert!(matches!(&written[5], PlayWritten::Joined(p) if p.name == "Dee"));

    // A later batch: the repeat is refused again, a new question is not;
    // joins and answers interleave.
    let second = answer(game.id, ana.id, 1, Outcome::NeedsReview);
    let written = store
        .apply_play_writes(&[
            PlayWrite::Answer(retry.clone()),
            PlayWrite::Join(cy_again),
            PlayWrite::Answer(second.clone()),
            PlayWrite::Join(join(game.id, "ben", 102)),
            PlayWrite::Answer(retry),
        ])
        .await
        .expect("batch");
    assert_eq!(
        written,
        [
            again(&first),
            PlayWritten::NameTaken,
            fresh(&second),
            PlayWritten::NameTaken,
            again(&first)
        ]
    );
    assert_eq!(
        store.answers(game.id).await.expect("answers"),
        [first, second, ben_first]
    );

    // The same name in another game is fine.
    let (_, other_game) = self::game(store, "writes-other").await;
    joined(store, vec![join(other_game.id, "Ana", 100)]).await;

    let all = store.players(game.id).await.expect("players");
    assert_eq!(
        all.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(),
        ["Ana", "Ben", "Cy", "Dee"]
    );
    assert_eq!(all[2], *cy_player);
    assert_eq!(
        store.player_by_token(&cy.token_hash).await.expect("token"),
        *cy_player
    );
    assert!(matches!(
        store.player_by_token(&unique("nobody")).await,
        Err(StoreError::NotFound)
    ));
    assert_eq!(
        store.assignments(teacher.id).await.expect("list")[0].players,
        4
    );

    // Renaming: not onto another live player's key; onto one's own is fine.
    assert!(matches!(
        store.rename_player(game.id, ben.id, "Cy!", "cy").await,
        Err(StoreError::Conflict("name taken"))
    ));
    let renamed = store
        .rename_player(game.id, ben.id, "Benji", "benji")
        .await
        .expect("rename");
    assert_eq!(
        renamed,
        Player {
            name: "Benji".into(),
            ..ben.clone()
        }
    );
    store
        .rename_player(game.id, ben.id, "BENJI", "benji")
        .await
        .expect("rename to own key");
    assert!(matches!(
        store.rename_player(other_game.id, ben.id, "B", "b").await,
        Err(StoreError::NotFound)
    ));
    // Ben's old name is free now.
    joined(store, vec![join(game.id, "Ben", 103)]).await;
}
