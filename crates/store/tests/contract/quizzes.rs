//! The contract on quizzes: exact round trips, privacy to the owner, stale
//! revisions, listing by title, invalid quizzes refused.

use super::*;

pub(crate) async fn quizzes_are_private_to_their_owner<S: Store>(store: &S) {
    let owner = user(store, "owner").await;
    let other = user(store, "other").await;
    let made = store
        .create_quiz(owner.id, &quiz("Mine"), "")
        .await
        .expect("create");
    assert!(matches!(
        store.quiz(other.id, made.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store
            .update_quiz(other.id, made.id, 1, &quiz("Stolen"))
            .await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.delete_quiz(other.id, made.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(
        store
            .list_quizzes(other.id, "")
            .await
            .expect("list")
            .is_empty()
    );
    assert_eq!(
        store
            .quiz(owner.id, made.id)
            .await
            .expect("still there")
            .quiz
            .title,
        "Mine"
    );
}

pub(crate) async fn a_stale_revision_is_a_conflict<S: Store>(store: &S) {
    let teacher = user(store, "revision").await;
    let made = store
        .create_quiz(teacher.id, &quiz("First"), "text")
        .await
        .expect("create");
    let mut changed = made.quiz.clone();
    changed.title = "Second".into();
    let updated: StoredQuiz = store
        .update_quiz(teacher.id, made.id, 1, &changed)
        .await
        .expect("update");
    assert_eq!(updated.revision, 2);
    assert_eq!(updated.quiz.title, "Second");
    assert_eq!(updated.source_text, "text");
    // The same form submitted twice: the second names revision 1 again.
    let mut again = made.quiz.clone();
    again.title = "Third".into();
    assert!(matches!(
        store.update_quiz(teacher.id, made.id, 1, &again).await,
        Err(StoreError::Conflict(_))
    ));
    assert_eq!(
        store
            .quiz(teacher.id, made.id)
            .await
            .expect("read")
            .quiz
            .title,
        "Second"
    );
}

pub(crate) async fn listing_searches_titles_newest_first<S: Store>(store: &S) {
    let teacher = user(store, "list").await;
    let plants = store
        .create_quiz(teacher.id, &quiz("Plants and cells"), "")
        .await
        .expect("create");
    let rivers = store
        .create_quiz(teacher.id, &quiz("Rivers 100%"), "")
        .await
        .expect("create");
    let all = store.list_quizzes(teacher.id, "").await.expect("list");
    // Same second: the later id comes first.
    assert_eq!(
        all.iter().map(|q| q.id).collect::<Vec<_>>(),
        [rivers.id, plants.id]
    );
    assert_eq!((all[0].questions, all[0].unanswered), (2, 1));
    let found = store
        .list_quizzes(teacher.id, "  CELLS ")
        .await
        .expect("search");
    assert_eq!(found.iter().map(|q| q.id).collect::<Vec<_>>(), [plants.id]);
    let literal = store.list_quizzes(teacher.id, "0%").await.expect("search");
    assert_eq!(
        literal.iter().map(|q| q.id).collect::<Vec<_>>(),
        [rivers.id]
    );
    assert!(
        store
            .list_quizzes(teacher.id, "_")
            .await
            .expect("search")
            .is_empty()
    );
    // Updating moves a quiz to the top.
    store
        .update_quiz(teacher.id, plants.id, 1, &quiz("Plants and cells"))
        .await
        .expect("update");
    let all = store.list_quizzes(teacher.id, "").await.expect("list");
    assert!(all.iter().any(|q| q.id == plants.id && q.revision == 2));
}

pub(crate) async fn invalid_quizzes_are_refused<S: Store>(store: &S) {
    let teacher = user(store, "invalid").await;
    let mut bad = quiz("Bad");
    bad.questions[1].prompt = "  ".into();
    assert!(matches!(
        store.create_quiz(teacher.id, &bad, "").await,
        Err(StoreError::Invalid { index: 1, .. })
    ));
    assert!(
        store
            .list_quizzes(teacher.id, "")
            .await
            .expect("list")
            .is_empty()
    );
}
