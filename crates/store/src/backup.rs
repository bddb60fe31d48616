//! Backups of a SQLite store (`quizforge backup` and `quizforge restore`).
//! PostgreSQL is backed up with its own tools (`pg_dump`, docs/deploy.md).
//!
//! A backup is taken while the server runs: `VACUUM INTO` writes a
//! consistent copy of the database as of one transaction (readers and the
//! writer go on meanwhile) into a new file, compacted. A restore checks the
//! backup (SQLite's integrity check, and that it is a quizforge database),
//! keeps the database it replaces beside it, and puts the backup in place
//! with a rename, so a failure half-way loses nothing.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};

use crate::{Result, SqliteStore, StoreError};

impl SqliteStore {
    /// Writes a consistent copy of the database to `target`, which must
    /// not exist yet.
    pub async fn backup_to(&self, target: &Path) -> Result<()> {
        if target.exists() {
            return Err(StoreError::Conflict("the backup file already exists"));
        }
        let path = target
            .to_str()
            .ok_or(StoreError::Conflict("the backup path is not valid UTF-8"))?;
        sqlx::query("VACUUM INTO $1")
            .bind(path)
            .execute(self.pool())
            .await?;
        Ok(())
    }
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    /// Where the database that was replaced was kept (`None` when there
    /// was none).
    pub previous: Option<PathBuf>,
}

/// Checks that `backup` is a sound quizforge database.
pub async fn check_backup(backup: &Path) -> Result<()> {
    let options = SqliteConnectOptions::from_str("sqlite:")?
        .filename(backup)
        .read_only(true);
    let mut conn = SqliteConnection::connect_with(&options).await?;
    let verdict: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&mut conn)
        .await?;
    if verdict != "ok" {
        return Err(StoreError::CorruptValue(format!(
            "the backup fails SQLite's integrity check: {verdict}"
        )));
    }
    let tables: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' \
         AND name IN ('_sqlx_migrations', 'users', 'quizzes')",
    )
    .fetch_one(&mut conn)
    .await?;
    conn.close().await?;
    if tables != 3 {
        return Err(StoreError::CorruptValue(
            "the file is not a quizforge database".into(),
        ));
    }
    Ok(())
}

/// Replaces the database at `database` (its server stopped) with
/// `backup`, after checking it. The replaced database (and its write-ahead
/// log) is kept as `<database>.before-restore-<unix seconds>`.
pub async fn restore(backup: &Path, database: &Path) -> Result<Restored> {
    check_backup(backup).await?;
    let io = |error: std::io::Error| StoreError::CorruptValue(format!("restoring: {error}"));
    let staged = database.with_extension("sqlite3.restoring");
    std::fs::copy(backup, &staged).map_err(io)?;
    std::fs::File::open(&staged)
        .and_then(|f| f.sync_all())
        .map_err(io)?;
    let mut previous = None;
    if database.exists() {
        // A database whose server stopped cleanly has no log left; one that
        // crashed may: fold it in before keeping the file aside.
        let store = SqliteStore::open(database).await?;
        store.close().await;
        let kept = PathBuf::from(format!(
            "{}.before-restore-{}",
            database.display(),
            crate::now()
        ));
        std::fs::rename(database, &kept).map_err(io)?;
        previous = Some(kept);
    }
    for suffix in ["-wal", "-shm"] {
        let side = PathBuf::from(format!("{}{suffix}", database.display()));
        if side.exists() {
            std::fs::remove_file(&side).map_err(io)?;
        }
    }
    std::fs::rename(&staged, database).map_err(io)?;
    Ok(Restored { previous })
}
