//! The contract on accounts: unique e-mails, sessions that expire and end,
//! a password change that ends other sessions and tokens, API tokens,
//! sign-in failures counted per key and window; follow-up settings.

use super::*;

pub(crate) async fn accounts_are_unique_by_email<S: Store>(store: &S) {
    let email = unique("unique");
    let made = store.create_user(&email, "h1").await.expect("create");
    assert_eq!(made.email, email);
    assert!(matches!(
        store.create_user(&email, "h2").await,
        Err(StoreError::Conflict(_))
    ));
    assert_eq!(store.user_by_email(&email).await.expect("by email"), made);
    assert!(matches!(
        store.user_by_email(&unique("nobody")).await,
        Err(StoreError::NotFound)
    ));
}

pub(crate) async fn sessions_expire_and_end<S: Store>(store: &S) {
    let teacher = user(store, "session").await;
    let token_hash = unique("token");
    store
        .create_session(&NewSession {
            token_hash: token_hash.clone(),
            user_id: teacher.id,
            csrf_token: "csrf".into(),
            expires_at: 1_000,
        })
        .await
        .expect("create session");
    let session = store.session(&token_hash, 999).await.expect("live");
    assert_eq!(session.user_id, teacher.id);
    assert_eq!(session.email, teacher.email);
    assert_eq!(session.csrf_token, "csrf");
    assert!(matches!(
        store.session(&token_hash, 1_000).await,
        Err(StoreError::NotFound)
    ));
    store.delete_session(&token_hash).await.expect("delete");
    assert!(matches!(
        store.session(&token_hash, 0).await,
        Err(StoreError::NotFound)
    ));
    store
        .delete_session(&token_hash)
        .await
        .expect("twice is fine");
}

pub(crate) async fn changing_the_password_ends_other_sessions_and_tokens<S: Store>(store: &S) {
    let teacher = user(store, "password").await;
    let (kept, ended, token) = (unique("kept"), unique("ended"), unique("api"));
    for hash in [&kept, &ended] {
        store
            .create_session(&NewSession {
                token_hash: hash.clone(),
                user_id: teacher.id,
                csrf_token: "c".into(),
                expires_at: i64::MAX,
            })
            .await
            .expect("session");
    }
    store
        .create_api_token(teacher.id, &token, i64::MAX)
        .await
        .expect("token");
    store
        .set_password(teacher.id, "new-hash", Some(&kept))
        .await
        .expect("set password");
    assert_eq!(
        store
            .user_by_email(&teacher.email)
            .await
            .expect("user")
            .password_hash,
        "new-hash"
    );
    assert!(store.session(&kept, 0).await.is_ok());
    assert!(matches!(
        store.session(&ended, 0).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.api_token_user(&token, 0).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.set_password(-1, "x", None).await,
        Err(StoreError::NotFound)
    ));
}

pub(crate) async fn api_tokens_name_their_owner<S: Store>(store: &S) {
    let teacher = user(store, "api").await;
    let other = user(store, "api-other").await;
    let token = unique("token");
    let id = store
        .create_api_token(teacher.id, &token, 2_000)
        .await
        .expect("token");
    assert_eq!(
        store.api_token_user(&token, 1_000).await.expect("owner"),
        teacher
    );
    assert!(matches!(
        store.api_token_user(&unique("other"), 1_000).await,
        Err(StoreError::NotFound)
    ));
    // Expired at its time.
    assert!(matches!(
        store.api_token_user(&token, 2_000).await,
        Err(StoreError::NotFound)
    ));
    let later = unique("later");
    let later_id = store
        .create_api_token(teacher.id, &later, 5_000)
        .await
        .expect("token");
    let listed: Vec<i64> = store
        .api_tokens(teacher.id, 1_000)
        .await
        .expect("list")
        .iter()
        .map(|t| t.id)
        .collect();
    assert_eq!(listed, [later_id, id], "newest first");
    assert_eq!(
        store
            .api_tokens(teacher.id, 3_000)
            .await
            .expect("list")
            .len(),
        1
    );
    // Only the owner revokes, once.
    assert!(matches!(
        store.delete_api_token(other.id, later_id).await,
        Err(StoreError::NotFound)
    ));
    store
        .delete_api_token(teacher.id, later_id)
        .await
        .expect("revoked");
    assert!(matches!(
        store.api_token_user(&later, 1_000).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.delete_api_token(teacher.id, later_id).await,
        Err(StoreError::NotFound)
    ));
}

pub(crate) async fn sign_in_failures_are_counted_per_key_and_window<S: Store>(store: &S) {
    let (account, address) = (unique("failures"), unique("ip"));
    let keys = [account.clone(), address.clone()];
    store
        .record_sign_in_failure(&keys, 100)
        .await
        .expect("record");
    store
        .record_sign_in_failure(&keys[..1], 200)
        .await
        .expect("record");
    assert_eq!(store.sign_in_failures(&account, 0).await.expect("count"), 2);
    assert_eq!(
        store.sign_in_failures(&account, 150).await.expect("count"),
        1
    );
    assert_eq!(store.sign_in_failures(&address, 0).await.expect("count"), 1);
    store.clear_sign_in_failures(&account).await.expect("clear");
    assert_eq!(store.sign_in_failures(&account, 0).await.expect("count"), 0);
    assert_eq!(store.sign_in_failures(&address, 0).await.expect("count"), 1);
}

pub(crate) async fn quizzes_round_trip_exactly<S: Store>(store: &S) {
    let teacher = user(store, "roundtrip").await;
    let original = quiz("Capitals & <Cells> ünïcode");
    let source = "1. What is the capital of France?\nA) Rome\nB) Paris\nAnswer: B\n";
    let made = store
        .create_quiz(teacher.id, &original, source)
        .await
        .expect("create quiz");
    assert_eq!(made.revision, 1);
    assert_eq!(made.owner_id, teacher.id);
    assert_eq!(made.quiz, original);
    assert_eq!(made.source_text, source);
    let read = store.quiz(teacher.id, made.id).await.expect("read");
    assert_eq!(read, made);
    store
        .delete_quiz(teacher.id, made.id)
        .await
        .expect("delete");
    assert!(matches!(
        store.quiz(teacher.id, made.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.delete_quiz(teacher.id, made.id).await,
        Err(StoreError::NotFound)
    ));
}
