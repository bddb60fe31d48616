//! The account settings contract ([`AccountSettings`]), on SQLite always and
//! on PostgreSQL when `QUIZFORGE_TEST_POSTGRES_URL` names a database (with
//! `CI` set, a missing URL fails the run).

use quizforge_store::{AccountSettings, AnyStore, SqliteStore, Store, StoreError};

fn unique(prefix: &str) -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random bytes");
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("{prefix}-{hex}@example.test")
}

async fn a_teachers_time_zone_is_kept_and_theirs_alone<S: Store + AccountSettings>(store: &S) {
    let ana = store
        .create_user(&unique("tz-ana"), "$argon2id$not-a-real-hash")
        .await
        .expect("ana");
    let ben = store
        .create_user(&unique("tz-ben"), "$argon2id$not-a-real-hash")
        .await
        .expect("ben");
    assert_eq!(store.time_zone(ana.id).await.expect("read"), None);
    store
        .set_time_zone(ana.id, "Europe/Paris")
        .await
        .expect("set");
    store
        .set_time_zone(ben.id, "America/Montreal")
        .await
        .expect("set");
    store
        .set_time_zone(ana.id, "Pacific/Auckland")
        .await
        .expect("change");
    assert_eq!(
        store.time_zone(ana.id).await.expect("read").as_deref(),
        Some("Pacific/Auckland")
    );
    assert_eq!(
        store.time_zone(ben.id).await.expect("read").as_deref(),
        Some("America/Montreal")
    );
    assert!(matches!(
        store.set_time_zone(i64::MAX, "Europe/Paris").await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.time_zone(i64::MAX).await,
        Err(StoreError::NotFound)
    ));
}

async fn a_teachers_language_is_kept_cleared_and_read_with_the_session<
    S: Store + AccountSettings,
>(
    store: &S,
) {
    let ana = store
        .create_user(&unique("lang-ana"), "$argon2id$not-a-real-hash")
        .await
        .expect("ana");
    let ben = store
        .create_user(&unique("lang-ben"), "$argon2id$not-a-real-hash")
        .await
        .expect("ben");
    assert_eq!(store.language(ana.id).await.expect("read"), None);
    store.set_language(ana.id, Some("fr")).await.expect("set");
    store.set_language(ben.id, Some("de")).await.expect("set");
    assert_eq!(
        store.language(ana.id).await.expect("read").as_deref(),
        Some("fr")
    );
    assert_eq!(
        store.language(ben.id).await.expect("read").as_deref(),
        Some("de")
    );
    // The session read on every page carries it.
    let hash = unique("session-hash");
    store
        .create_session(&quizforge_store::NewSession {
            token_hash: hash.clone(),
            user_id: ana.id,
            csrf_token: "csrf".into(),
            expires_at: i64::MAX / 2,
        })
        .await
        .expect("session");
    let session = store.session(&hash, 0).await.expect("read session");
    assert_eq!(session.language.as_deref(), Some("fr"));
    // Back to the browser's.
    store.set_language(ana.id, None).await.expect("clear");
    assert_eq!(store.language(ana.id).await.expect("read"), None);
    assert_eq!(store.session(&hash, 0).await.expect("read").language, None);
    assert!(matches!(
        store.set_language(i64::MAX, Some("fr")).await,
        Err(StoreError::NotFound)
    ));
}

#[tokio::test]
async fn sqlite_keeps_time_zones() {
    let dir = std::env::temp_dir().join(unique("quizforge-account").replace('@', "-"));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let url = format!("sqlite:{}", dir.join("account.sqlite3").display());
    let store = SqliteStore::open(&dir.join("direct.sqlite3"))
        .await
        .expect("open");
    a_teachers_time_zone_is_kept_and_theirs_alone(&store).await;
    a_teachers_language_is_kept_cleared_and_read_with_the_session(&store).await;
    store.close().await;
    let any = AnyStore::connect(&url).await.expect("open by url");
    a_teachers_time_zone_is_kept_and_theirs_alone(&any).await;
    a_teachers_language_is_kept_cleared_and_read_with_the_session(&any).await;
    any.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn postgres_keeps_time_zones() {
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
                "SKIPPED: the PostgreSQL account settings (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run them)"
            )
            .ok();
            return;
        }
    };
    let store = AnyStore::connect(&url).await.expect("connect to postgres");
    a_teachers_time_zone_is_kept_and_theirs_alone(&store).await;
    a_teachers_language_is_kept_cleared_and_read_with_the_session(&store).await;
    store.close().await;
}
