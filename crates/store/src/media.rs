//! Images the server keeps itself, by the SHA-256 of their bytes: an image
//! a teacher gave by address is fetched once when the quiz is saved
//! (`quizforge_server`'s `media` module) and served from the app's own
//! origin. Content-addressed, so the same image saved twice is kept once
//! and a stored image never changes.

use crate::{AnyStore, Result};

/// An image kept by the server.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct StoredMedia {
    /// The SHA-256 of `bytes`, lower-case hex.
    pub hash: String,
    /// Its media type (`image/png`…).
    pub content_type: String,
    /// The image.
    pub bytes: Vec<u8>,
}

impl AnyStore {
    /// Keeps an image under `hash` (the SHA-256 of `bytes`, hex); one
    /// already kept under that hash stays as it is.
    pub async fn put_media(
        &self,
        hash: &str,
        content_type: &str,
        bytes: &[u8],
        source: Option<&str>,
    ) -> Result<()> {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
        macro_rules! run {
            ($pool:expr) => {{
                sqlx::query(
                    "INSERT INTO media (hash, content_type, bytes, source, created_at) \
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (hash) DO NOTHING",
                )
                .bind(hash)
                .bind(content_type)
                .bind(bytes)
                .bind(source)
                .bind(now)
                .execute($pool)
                .await?;
            }};
        }
        match self {
            AnyStore::Sqlite(store) => run!(store.pool()),
            AnyStore::Postgres(store) => run!(store.pool()),
        };
        Ok(())
    }

    /// The image kept under `hash`, if any.
    pub async fn media(&self, hash: &str) -> Result<Option<StoredMedia>> {
        macro_rules! run {
            ($pool:expr) => {
                sqlx::query_as::<_, StoredMedia>(
                    "SELECT hash, content_type, bytes FROM media WHERE hash = $1",
                )
                .bind(hash)
                .fetch_optional($pool)
                .await?
            };
        }
        Ok(match self {
            AnyStore::Sqlite(store) => run!(store.pool()),
            AnyStore::Postgres(store) => run!(store.pool()),
        })
    }
}
