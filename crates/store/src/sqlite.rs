//! The SQLite back end: one file, WAL journal, full sync.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use crate::Result;

/// Rows a query may read ahead of the code taking them: a few megabytes
/// at most for a large game's players (each row holds a player's answers).
const ROW_BUFFER: usize = 1_024;

/// quizforge's store in a SQLite database file.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// Opens (creating it if needed) the database at a `sqlite:` URL and
    /// brings its schema up to date.
    pub async fn connect(url: &str) -> Result<Self> {
        Self::with_options(SqliteConnectOptions::from_str(url)?).await
    }

    /// Opens (creating it if needed) the database file at `path` and brings
    /// its schema up to date.
    pub async fn open(path: &Path) -> Result<Self> {
        Self::with_options(SqliteConnectOptions::new().filename(path)).await
    }

    async fn with_options(options: SqliteConnectOptions) -> Result<Self> {
        // WAL lets readers run beside the writer; `synchronous = FULL`
        // syncs the log on every commit, so a change the teacher was told
        // is saved survives a power cut, not only a crash of the process.
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10))
            // Reads map the file instead of copying each page out of the
            // kernel (a large game's report reads tens of megabytes).
            .pragma("mmap_size", "268435456")
            // SQLite's rows come from a worker thread through a channel;
            // with room for only 50 the two threads wake each other every
            // few rows, which was a fifth of a large report's first read.
            .row_buffer_size(ROW_BUFFER);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        crate::migrations::sqlite().run(&pool).await?;
        Ok(Self { pool })
    }

    /// The connection pool (for the leases, `lease.rs`).
    pub(crate) fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes every connection, checkpointing the WAL.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

crate::sql::impl_store!(SqliteStore, sqlx::SqliteConnection);
crate::account::impl_account_settings!(SqliteStore);
crate::followups::impl_follow_ups!(SqliteStore);
crate::sql_reports::impl_reports!(SqliteStore, sqlx::SqliteConnection);
crate::library::impl_library!(SqliteStore);
