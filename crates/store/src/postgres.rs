//! The PostgreSQL back end, for schools that already run one.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};

use crate::Result;

/// quizforge's store in a PostgreSQL database.
#[derive(Debug, Clone)]
pub struct PostgresStore {
    pool: PgPool,
}

impl PostgresStore {
    /// Connects to the database at a `postgres://` URL and brings its
    /// schema up to date (migrations take an advisory lock, so several
    /// servers starting at once are safe).
    pub async fn connect(url: &str) -> Result<Self> {
        let options = PgConnectOptions::from_str(url)?;
        let pool = PgPoolOptions::new()
            .max_connections(10)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options)
            .await?;
        crate::migrations::postgres().run(&pool).await?;
        Ok(Self { pool })
    }

    /// The connection pool (for the leases, `lease.rs`).
    pub(crate) fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Closes every connection.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

crate::sql::impl_store!(PostgresStore, sqlx::PgConnection);
crate::account::impl_account_settings!(PostgresStore);
crate::followups::impl_follow_ups!(PostgresStore);
crate::sql_reports::impl_reports!(PostgresStore, sqlx::PgConnection);
crate::library::impl_library!(PostgresStore);
