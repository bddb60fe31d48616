//! The store contract: one suite, generic over [`Store`], run on SQLite
//! always and on PostgreSQL when `QUIZFORGE_TEST_POSTGRES_URL` names a
//! database (CI sets it; with `CI` set, a missing URL fails the run).
//!
//! Runs share a PostgreSQL database, so every case makes its own accounts
//! with fresh random e-mail addresses and only looks at their rows.

use quizforge_core::{Body, Choice, Question, Quiz};
use quizforge_store::{
    AnyStore, NewSession, PostgresStore, SqliteStore, Store, StoreError, StoredQuiz, User,
};

fn unique(prefix: &str) -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random bytes");
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("{prefix}-{hex}@example.test")
}

fn quiz(title: &str) -> Quiz {
    let mut quiz = Quiz::new(title, "en");
    quiz.questions.push(Question::new(
        "What is the capital of France?",
        Body::MultipleChoice {
            choices: vec![Choice::new("Rome", false), Choice::new("Paris", true)],
        },
    ));
    let mut unknown = Question::new(
        "Which gas do plants take in?",
        Body::MultipleChoice {
            choices: vec![
                Choice::new("Oxygen", false),
                Choice::new("Carbon dioxide", false),
            ],
        },
    );
    unknown.answer_known = false;
    quiz.questions.push(unknown);
    quiz
}

async fn user<S: Store>(store: &S, prefix: &str) -> User {
    store
        .create_user(&unique(prefix), "$argon2id$not-a-real-hash")
        .await
        .expect("create user")
}

/// Every case of the contract, in turn.
async fn keeps_the_contract<S: Store>(store: &S) {
    store.ping().await.expect("ping");
    accounts_are_unique_by_email(store).await;
    sessions_expire_and_end(store).await;
    changing_the_password_ends_other_sessions_and_tokens(store).await;
    api_tokens_name_their_owner(store).await;
    sign_in_failures_are_counted_per_key_and_window(store).await;
    quizzes_round_trip_exactly(store).await;
    quizzes_are_private_to_their_owner(store).await;
    a_stale_revision_is_a_conflict(store).await;
    listing_searches_titles_newest_first(store).await;
    invalid_quizzes_are_refused(store).await;
}

async fn accounts_are_unique_by_email<S: Store>(store: &S) {
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

async fn sessions_expire_and_end<S: Store>(store: &S) {
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

async fn changing_the_password_ends_other_sessions_and_tokens<S: Store>(store: &S) {
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
        .create_api_token(teacher.id, &token)
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
        store.api_token_user(&token).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.set_password(-1, "x", None).await,
        Err(StoreError::NotFound)
    ));
}

async fn api_tokens_name_their_owner<S: Store>(store: &S) {
    let teacher = user(store, "api").await;
    let token = unique("token");
    store
        .create_api_token(teacher.id, &token)
        .await
        .expect("token");
    assert_eq!(store.api_token_user(&token).await.expect("owner"), teacher);
    assert!(matches!(
        store.api_token_user(&unique("other")).await,
        Err(StoreError::NotFound)
    ));
}

async fn sign_in_failures_are_counted_per_key_and_window<S: Store>(store: &S) {
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

async fn quizzes_round_trip_exactly<S: Store>(store: &S) {
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

async fn quizzes_are_private_to_their_owner<S: Store>(store: &S) {
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

async fn a_stale_revision_is_a_conflict<S: Store>(store: &S) {
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

async fn listing_searches_titles_newest_first<S: Store>(store: &S) {
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

async fn invalid_quizzes_are_refused<S: Store>(store: &S) {
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

#[tokio::test]
async fn sqlite_keeps_the_contract() {
    let dir = tempdir();
    let path = dir.join("quizforge.sqlite3");
    let store = SqliteStore::open(&path).await.expect("open sqlite");
    keeps_the_contract(&store).await;
    store.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn sqlite_keeps_what_it_said_it_saved_across_a_restart() {
    let dir = tempdir();
    let url = format!("sqlite:{}", dir.join("restart.sqlite3").display());
    let first = AnyStore::connect(&url).await.expect("open");
    assert_eq!(first.backend(), "SQLite");
    let teacher = user(&first, "restart").await;
    let made = first
        .create_quiz(teacher.id, &quiz("Kept"), "source")
        .await
        .expect("create");
    first.close().await;
    let second = AnyStore::connect(&url)
        .await
        .expect("reopen (migrations run again)");
    assert_eq!(second.quiz(teacher.id, made.id).await.expect("read"), made);
    second.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn an_unknown_url_scheme_is_refused_without_showing_its_password() {
    let error = AnyStore::connect("mysql://user:secret@host/db")
        .await
        .expect_err("refused");
    let message = error.to_string();
    assert!(matches!(error, StoreError::UnsupportedUrl(_)));
    assert!(!message.contains("secret"), "{message}");
}

#[tokio::test]
async fn postgres_keeps_the_contract() {
    let Some(url) = postgres_url() else { return };
    let store = PostgresStore::connect(&url)
        .await
        .expect("connect to postgres");
    keeps_the_contract(&store).await;
    let any = AnyStore::connect(&url).await.expect("connect by url");
    assert_eq!(any.backend(), "PostgreSQL");
    keeps_the_contract(&any).await;
    store.close().await;
}

/// The PostgreSQL URL to test against; `None` (with a loud message) when
/// none is given outside CI. In CI a missing URL is a failure, so the
/// PostgreSQL half of the contract cannot be skipped silently.
fn postgres_url() -> Option<String> {
    match std::env::var("QUIZFORGE_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var_os("CI").is_some() => {
            panic!(
                "CI is set but QUIZFORGE_TEST_POSTGRES_URL is not: .ci/run must start PostgreSQL"
            )
        }
        _ => {
            eprintln!(
                "SKIPPED: the PostgreSQL store contract (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run it)"
            );
            None
        }
    }
}

fn tempdir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(unique("quizforge-store").replace('@', "-"));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}
