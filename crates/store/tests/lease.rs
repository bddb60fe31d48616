//! Game leases and fencing (several server processes on one database):
//! one owner at a time, takeover only after expiry with a new generation,
//! and every write under an old generation refused. Runs on SQLite always
//! and on PostgreSQL when `QUIZFORGE_TEST_POSTGRES_URL` is set (a failure
//! under `CI` without it).

use quizforge_core::play::{GameState, Mode, Phase, Settings};
use quizforge_core::{Body, Choice, Outcome, Question, Quiz};
use quizforge_store::{
    AnswerRecord, AnyStore, LEASE_LOST, NewAssignment, NewPlayer, PlayWrite, PlayWritten, Store,
    StoreError,
};

fn unique(prefix: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("{prefix}-{}-{nanos}", std::process::id())
}

async fn game(store: &AnyStore) -> (i64, i64) {
    let teacher = store
        .create_user(&format!("{}@lease.test", unique("t")), "x")
        .await
        .unwrap();
    let mut quiz = Quiz::new("Q", "en");
    quiz.questions.push(Question::new(
        "Pick B",
        Body::MultipleChoice {
            choices: vec![Choice::new("A", false), Choice::new("B", true)],
        },
    ));
    let stored = store.create_quiz(teacher.id, &quiz, "").await.unwrap();
    let class = store.create_class(teacher.id, "7B", &[]).await.unwrap();
    let code: String = unique("")
        .chars()
        .rev()
        .filter(char::is_ascii_digit)
        .take(6)
        .collect();
    let assignment = store
        .create_assignment(
            teacher.id,
            &NewAssignment {
                class_id: class.id,
                quiz_id: stored.id,
                title: "Q".into(),
                quiz,
                mode: Mode::Live,
                settings: Settings::default(),
                join_code: code,
                seed: 7,
                opens_at: None,
                due_at: None,
                state: GameState::lobby(),
            },
        )
        .await
        .unwrap();
    let joined = store
        .apply_play_writes(&[PlayWrite::Join(NewPlayer {
            assignment_id: assignment.id,
            token_hash: unique("h"),
            name: "Ana".into(),
            name_key: "ana".into(),
            roster_id: None,
            joined_at: 0,
        })])
        .await
        .unwrap();
    let PlayWritten::Joined(player) = &joined[0] else {
        panic!("{joined:?}")
    };
    (assignment.id, player.id)
}

fn answer(assignment_id: i64, player_id: i64) -> PlayWrite {
    PlayWrite::Answer(AnswerRecord {
        assignment_id,
        player_id,
        question: 0,
        response_json: r#"{"type":"choice","value":1}"#.into(),
        outcome: Outcome::Correct,
        fraction: 1.0,
        points: 1.0,
        elapsed_ms: 10,
        answered_at_ms: 0,
    })
}

async fn leases_fence_old_owners(store: &AnyStore) {
    let (id, player) = game(store).await;
    assert_eq!(store.lease(id).await.unwrap(), None);

    // A takes the game; B cannot while A's lease holds.
    let a = store
        .acquire_lease(id, "A", "a:1", 60_000)
        .await
        .unwrap()
        .expect("a free game is taken");
    assert_eq!((a.owner.as_str(), a.generation), ("A", 1));
    assert!(a.live());
    assert_eq!(
        store.acquire_lease(id, "B", "b:1", 60_000).await.unwrap(),
        None
    );
    let again = store.acquire_lease(id, "A", "a:1", 60_000).await.unwrap();
    assert_eq!(again.map(|l| l.generation), Some(1), "held as it is");
    assert!(
        store
            .renew_leases("A", &[(id, 1)], 60_000)
            .await
            .unwrap()
            .contains(&id)
    );
    assert!(
        !store
            .renew_leases("B", &[(id, 1)], 60_000)
            .await
            .unwrap()
            .contains(&id)
    );
    // Renewed with every other lease of its owner in one statement: only
    // the owner's, at its generation.
    let renewed = store
        .renew_leases("A", &[(id, 1), (id + 1_000_000, 1)], 60_000)
        .await
        .unwrap();
    assert_eq!(renewed.into_iter().collect::<Vec<_>>(), [id]);
    assert!(
        store
            .renew_leases("A", &[(id, 2)], 60_000)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        store
            .renew_leases("B", &[(id, 1)], 60_000)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        store
            .renew_leases("A", &[], 60_000)
            .await
            .unwrap()
            .is_empty()
    );

    // A fenced write at A's generation goes in.
    let fence = |generation| PlayWrite::Fence {
        assignment_id: id,
        generation,
    };
    let written = store
        .apply_play_writes(&[fence(1), answer(id, player)])
        .await
        .unwrap();
    assert_eq!(written[0], PlayWritten::Fenced);
    let question = GameState {
        phase: Phase::Question,
        question: Some(0),
        question_started_ms: Some(5),
    };
    store.set_game_state_fenced(id, &question, 1).await.unwrap();

    // A's lease runs out (a zero ttl), B takes over with generation 2.
    assert!(
        store
            .renew_leases("A", &[(id, 1)], 0)
            .await
            .unwrap()
            .contains(&id)
    );
    // (The database may hold other tests' games: only this one matters.)
    assert!(store.orphaned_games(1000).await.unwrap().contains(&id));
    let b = store
        .acquire_lease(id, "B", "b:1", 60_000)
        .await
        .unwrap()
        .expect("an expired lease is taken over");
    assert_eq!(
        (b.owner.as_str(), b.address.as_str(), b.generation),
        ("B", "b:1", 2)
    );
    assert!(!store.orphaned_games(1000).await.unwrap().contains(&id));

    // A's late writes are refused and change nothing.
    assert!(
        !store
            .renew_leases("A", &[(id, 1)], 60_000)
            .await
            .unwrap()
            .contains(&id)
    );
    let late = store
        .apply_play_writes(&[fence(1), answer(id, player)])
        .await;
    assert!(
        matches!(late, Err(StoreError::Conflict(why)) if why == LEASE_LOST),
        "{late:?}"
    );
    let ended = GameState {
        phase: Phase::Ended,
        question: None,
        question_started_ms: None,
    };
    let late = store.set_game_state_fenced(id, &ended, 1).await;
    assert!(matches!(late, Err(StoreError::Conflict(why)) if why == LEASE_LOST));
    assert_eq!(store.assignment_by_id(id).await.unwrap().state, question);
    assert_eq!(store.answers(id).await.unwrap().len(), 1, "stored once");

    // B's write at generation 2 goes in; a released lease is free at once.
    let resent = store
        .apply_play_writes(&[fence(2), answer(id, player)])
        .await
        .unwrap();
    assert!(matches!(
        &resent[1],
        PlayWritten::Answer { fresh: false, .. }
    ));
    store.release_lease(id, "B", 2).await.unwrap();
    let c = store.acquire_lease(id, "C", "c:1", 60_000).await.unwrap();
    assert_eq!(c.map(|l| l.generation), Some(3));

    // A game that does not exist has no lease to take.
    assert!(matches!(
        store.acquire_lease(id + 10_000, "A", "a:1", 1).await,
        Err(StoreError::NotFound)
    ));
}

#[tokio::test]
async fn sqlite_leases_fence_old_owners() {
    let dir = std::env::temp_dir().join(unique("quizforge-lease"));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite:{}", dir.join("l.sqlite3").display());
    let store = AnyStore::connect(&url).await.unwrap();
    leases_fence_old_owners(&store).await;
    store.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn postgres_leases_fence_old_owners() {
    let url = match std::env::var("QUIZFORGE_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => url,
        _ if std::env::var_os("CI").is_some() => {
            panic!(
                "CI is set but QUIZFORGE_TEST_POSTGRES_URL is not: .ci/run must start PostgreSQL"
            )
        }
        _ => {
            use std::io::Write;
            writeln!(
                std::io::stderr(),
                "SKIPPED: PostgreSQL leases (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run them)"
            )
            .ok();
            return;
        }
    };
    let store = AnyStore::connect(&url).await.unwrap();
    leases_fence_old_owners(&store).await;
    store.close().await;
}
