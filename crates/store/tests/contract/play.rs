//! The contract on play writes: applied in order, read back exactly,
//! results stamps, changed players read alone, removed players, a batch that
//! fails whole, roster links, deleting a class, a thousand answers at once.

use super::*;

/// Answers are read from each player's cells (kept by triggers): every
/// field must come back as written, awkward text and fractions included,
/// and a later answer must show up.
pub(crate) async fn answers_read_back_exactly<S: Store>(store: &S) {
    let (_, game) = game(store, "cells").await;
    let players = joined(store, vec![join(game.id, "Zoé", 100)]).await;
    let typed = AnswerRecord {
        response_json: serde_json::to_string(&serde_json::json!("\"lave\"\n\t é 🌋 \\ ,]"))
            .unwrap()
            .into(),
        fraction: 2.0 / 3.0,
        points: 0.1 + 0.2,
        elapsed_ms: i64::from(i32::MAX) + 7,
        ..answer(game.id, players[0].id, 3, Outcome::Partial)
    };
    store
        .apply_play_writes(&[PlayWrite::Answer(typed.clone())])
        .await
        .expect("answer");
    assert_eq!(
        store.answers(game.id).await.expect("answers"),
        std::slice::from_ref(&typed)
    );
    let first = answer(game.id, players[0].id, 0, Outcome::NeedsReview);
    store
        .apply_play_writes(&[PlayWrite::Answer(first.clone())])
        .await
        .expect("answer");
    assert_eq!(
        store.answers(game.id).await.expect("answers"),
        [first, typed]
    );
}

/// The results stamp moves on every change a report shows (a join, an
/// answer, a mark by hand, a rename, a removal) and only then.
pub(crate) async fn every_change_to_a_game_moves_its_results_stamp<S: Store + ReportStore>(
    store: &S,
) {
    let (teacher, game) = game(store, "stamp").await;
    let stamp = || async { store.results_stamp(game.id).await.expect("stamp") };
    assert_eq!(stamp().await, (0, 0), "nobody joined yet");
    let players = joined(
        store,
        vec![join(game.id, "Ana", 100), join(game.id, "Ben", 100)],
    )
    .await;
    let mut last = stamp().await;
    assert_eq!(last.0, 2);
    let moved = |now: (i64, i64), last: &mut (i64, i64), what: &str| {
        assert_ne!(now, *last, "{what} must move the stamp");
        assert!(
            now.1 > last.1 || now.0 != last.0,
            "{what}: stamps only grow"
        );
        *last = now;
    };
    store
        .apply_play_writes(&[PlayWrite::Answer(answer(
            game.id,
            players[0].id,
            0,
            Outcome::Correct,
        ))])
        .await
        .expect("answer");
    moved(stamp().await, &mut last, "an answer");
    assert_eq!(stamp().await, last, "reading moves nothing");
    store
        .mark_answer(
            teacher.id,
            players[0].id,
            0,
            Mark {
                outcome: Outcome::Partial,
                fraction: 0.5,
                points: 0.5,
            },
            200,
        )
        .await
        .expect("mark");
    moved(stamp().await, &mut last, "a mark by hand");
    store
        .rename_player(game.id, players[1].id, "Benji", "benji")
        .await
        .expect("rename");
    moved(stamp().await, &mut last, "a rename");
    store
        .remove_player(game.id, players[1].id)
        .await
        .expect("remove");
    moved(stamp().await, &mut last, "a removal");
}

/// What changed since a read is the players with a greater stamp, with
/// their answers; applied to that read it sums to the game's stamp.
pub(crate) async fn the_players_changed_since_a_stamp_are_read_alone<S: Store + ReportStore>(
    store: &S,
) {
    let (_, game) = game(store, "since").await;
    let players = joined(
        store,
        vec![join(game.id, "Ana", 100), join(game.id, "Ben", 101)],
    )
    .await;
    store
        .apply_play_writes(&[PlayWrite::Answer(answer(
            game.id,
            players[0].id,
            0,
            Outcome::Correct,
        ))])
        .await
        .expect("answer");
    let whole = store
        .game_results_since(game.id, i64::MIN)
        .await
        .expect("whole");
    assert_eq!(whole.players.len(), 2);
    assert_eq!(whole.answers.len(), 1);
    let sum: i64 = whole.players.iter().map(|(_, stamp)| stamp).sum();
    assert_eq!(store.results_stamp(game.id).await.expect("stamp"), (2, sum));
    let newest = whole
        .players
        .iter()
        .map(|(_, s)| *s)
        .max()
        .expect("a stamp");
    assert!(
        store
            .game_results_since(game.id, newest)
            .await
            .expect("nothing new")
            .players
            .is_empty()
    );
    // Ben answers: only Ben is read again, with his answer.
    store
        .apply_play_writes(&[PlayWrite::Answer(answer(
            game.id,
            players[1].id,
            0,
            Outcome::Incorrect,
        ))])
        .await
        .expect("answer");
    let changed = store
        .game_results_since(game.id, newest)
        .await
        .expect("changed");
    assert_eq!(changed.players.len(), 1);
    assert_eq!(changed.players[0].0.id, players[1].id);
    assert_eq!(changed.answers.len(), 1);
    assert_eq!(changed.answers[0].player_id, players[1].id);
    let ana_stamp = whole
        .players
        .iter()
        .find(|(p, _)| p.id == players[0].id)
        .map(|(_, s)| *s)
        .expect("Ana");
    assert_eq!(
        store.results_stamp(game.id).await.expect("stamp"),
        (2, ana_stamp + changed.players[0].1)
    );
}

pub(crate) async fn a_removed_player_frees_the_name_and_loses_the_token<S: Store>(store: &S) {
    let (teacher, game) = game(store, "remove").await;
    let ana_join = join(game.id, "Ana", 100);
    let ana = joined(store, vec![ana_join.clone()]).await.remove(0);
    let answered = answer(game.id, ana.id, 0, Outcome::Correct);
    store
        .apply_play_writes(&[PlayWrite::Answer(answered.clone())])
        .await
        .expect("answer");
    assert!(matches!(
        store.remove_player(game.id + 1_000_000, ana.id).await,
        Err(StoreError::NotFound)
    ));
    store.remove_player(game.id, ana.id).await.expect("remove");
    assert!(matches!(
        store.player_by_token(&ana_join.token_hash).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.rename_player(game.id, ana.id, "Ana", "ana").await,
        Err(StoreError::NotFound)
    ));
    // Their answers stay; their name can be taken again.
    assert_eq!(store.answers(game.id).await.expect("answers"), [answered]);
    let again = joined(store, vec![join(game.id, "ANA", 101)])
        .await
        .remove(0);
    assert_ne!(again.id, ana.id);
    let all = store.players(game.id).await.expect("players");
    assert_eq!(
        all,
        [
            Player {
                removed: true,
                ..ana.clone()
            },
            again.clone()
        ]
    );
    assert_eq!(
        store.assignments(teacher.id).await.expect("list")[0].players,
        1
    );
    // And removed again, it can be taken a third time.
    store
        .remove_player(game.id, again.id)
        .await
        .expect("remove");
    joined(store, vec![join(game.id, "ana", 102)]).await;
    assert_eq!(store.players(game.id).await.expect("players").len(), 3);
}

pub(crate) async fn a_batch_naming_a_missing_row_fails_whole<S: Store>(store: &S) {
    let (_, game) = game(store, "missing").await;
    let kept = join(game.id, "Ana", 100);
    let result = store
        .apply_play_writes(&[
            PlayWrite::Join(kept.clone()),
            PlayWrite::Join(join(-1, "Ben", 100)),
        ])
        .await;
    assert!(matches!(result, Err(StoreError::NotFound)), "{result:?}");
    let result = store
        .apply_play_writes(&[PlayWrite::Answer(answer(game.id, -1, 0, Outcome::Correct))])
        .await;
    assert!(matches!(result, Err(StoreError::NotFound)), "{result:?}");
    assert!(store.players(game.id).await.expect("players").is_empty());
    assert!(matches!(
        store.player_by_token(&kept.token_hash).await,
        Err(StoreError::NotFound)
    ));
}

pub(crate) async fn roster_links_follow_the_roster<S: Store>(store: &S) {
    let (teacher, game) = game(store, "roster").await;
    let class = store.class(teacher.id, game.class_id).await.expect("class");
    let (ana_id, ben_id) = (class.roster[0].id, class.roster[1].id);
    let players = joined(
        store,
        vec![
            NewPlayer {
                roster_id: Some(ana_id),
                ..join(game.id, "Ana", 100)
            },
            NewPlayer {
                roster_id: Some(ben_id),
                ..join(game.id, "Ben", 100)
            },
        ],
    )
    .await;
    assert_eq!(players[0].roster_id, Some(ana_id));
    // Ana stays on the roster (moved), Ben leaves it.
    store
        .update_class(teacher.id, class.id, "7B", &names(&["Dee", "Ana"]))
        .await
        .expect("update");
    let links: Vec<_> = store
        .players(game.id)
        .await
        .expect("players")
        .into_iter()
        .map(|p| (p.name, p.roster_id))
        .collect();
    assert_eq!(
        links,
        [("Ana".to_string(), Some(ana_id)), ("Ben".to_string(), None)]
    );
}

pub(crate) async fn deleting_a_class_deletes_its_games<S: Store>(store: &S) {
    let (teacher, game) = game(store, "cascade").await;
    let ana_join = join(game.id, "Ana", 100);
    let ana = joined(store, vec![ana_join.clone()]).await.remove(0);
    store
        .apply_play_writes(&[PlayWrite::Answer(answer(
            game.id,
            ana.id,
            0,
            Outcome::Correct,
        ))])
        .await
        .expect("answer");
    store
        .delete_class(teacher.id, game.class_id)
        .await
        .expect("delete class");
    assert!(matches!(
        store.assignment_by_id(game.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.assignment_by_code(&game.join_code).await,
        Err(StoreError::NotFound)
    ));
    assert!(
        store
            .assignments(teacher.id)
            .await
            .expect("list")
            .is_empty()
    );
    assert!(store.players(game.id).await.expect("players").is_empty());
    assert!(store.answers(game.id).await.expect("answers").is_empty());
    assert!(matches!(
        store.player_by_token(&ana_join.token_hash).await,
        Err(StoreError::NotFound)
    ));
    // The quiz itself is not the class's: it stays.
    assert!(
        store
            .quiz(teacher.id, game.quiz_id.expect("quiz"))
            .await
            .is_ok()
    );
}

pub(crate) async fn a_thousand_answers_fit_in_one_batch<S: Store>(store: &S) {
    let (_, game) = game(store, "thousand").await;
    let started = Instant::now();
    let players = joined(
        store,
        (0..100)
            .map(|i| join(game.id, &format!("Player {i}"), 100))
            .collect(),
    )
    .await;
    let joined_in = started.elapsed();
    let answers: Vec<AnswerRecord> = players
        .iter()
        .flat_map(|p| (0..10).map(|q| answer(game.id, p.id, q, Outcome::Partial)))
        .collect();
    let writes: Vec<PlayWrite> = answers.iter().cloned().map(PlayWrite::Answer).collect();
    let started = Instant::now();
    let written = store.apply_play_writes(&writes).await.expect("batch");
    let answered_in = started.elapsed();
    assert_eq!(written, answers.iter().map(fresh).collect::<Vec<_>>());
    let stored = store.answers(game.id).await.expect("answers");
    assert_eq!(stored.len(), 1_000);
    assert_eq!(stored, answers);
    // The same batch again changes nothing.
    let started = Instant::now();
    let written = store.apply_play_writes(&writes).await.expect("again");
    let repeated_in = started.elapsed();
    assert!(
        written
            .iter()
            .all(|w| matches!(w, PlayWritten::Answer { fresh: false, .. }))
    );
    assert_eq!(store.answers(game.id).await.expect("answers").len(), 1_000);
    eprintln!(
        "100 joins in {joined_in:?}, 1,000 answers in {answered_in:?}, 1,000 duplicates in {repeated_in:?}"
    );
}
