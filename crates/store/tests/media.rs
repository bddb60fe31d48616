//! The media store (images kept by their hash), on SQLite always and on
//! PostgreSQL when `QUIZFORGE_TEST_POSTGRES_URL` names a database (with
//! `CI` set, a missing URL fails the run).

use quizforge_store::AnyStore;

fn unique(prefix: &str) -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random bytes");
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("{prefix}-{hex}")
}

async fn an_image_is_kept_once_by_its_hash(store: &AnyStore) {
    let hash = unique("hash");
    assert_eq!(store.media(&hash).await.expect("read"), None);
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\x00\xff".to_vec();
    store
        .put_media(&hash, "image/png", &png, Some("http://school.test/a.png"))
        .await
        .expect("put");
    // The same hash again keeps the first: a hash names its bytes.
    store
        .put_media(&hash, "image/gif", b"other", None)
        .await
        .expect("put again");
    let kept = store.media(&hash).await.expect("read").expect("kept");
    assert_eq!(kept.hash, hash);
    assert_eq!(kept.content_type, "image/png");
    assert_eq!(kept.bytes, png, "every byte back, NUL and 0xff included");
}

#[tokio::test]
async fn sqlite_keeps_media() {
    let dir = std::env::temp_dir().join(unique("quizforge-media"));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let url = format!("sqlite:{}", dir.join("media.sqlite3").display());
    let store = AnyStore::connect(&url).await.expect("open");
    an_image_is_kept_once_by_its_hash(&store).await;
    store.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn postgres_keeps_media() {
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
                "SKIPPED: the PostgreSQL media store (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run it)"
            )
            .ok();
            return;
        }
    };
    let store = AnyStore::connect(&url).await.expect("connect to postgres");
    an_image_is_kept_once_by_its_hash(&store).await;
    store.close().await;
}
