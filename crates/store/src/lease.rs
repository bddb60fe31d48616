//! Game leases: which server process hosts each game when several share
//! one database (docs/deploy.md).
//!
//! A lease is a row in `game_leases`: the owner (a random id per process),
//! the address it announces to the other processes, a generation and an
//! expiry in the **database's** clock (so the processes' own clocks never
//! have to agree). The owner renews it by heartbeat. Another process may
//! take the game only after it expired, and taking it adds one to the
//! generation: the fencing token. Every write of the game's answers, joins
//! and state checks the generation inside its own transaction and locks
//! the lease row until it commits ([`crate::PlayWrite::Fence`],
//! [`AnyStore::set_game_state_fenced`]), so a process that lost its lease
//! (paused, cut off) can no longer write, and a takeover waits for the
//! writes already under way.

use quizforge_core::play::GameState;

use crate::{AnyStore, AssignmentId, Result, StoreError};

/// The reason a fenced write is refused: the game's lease has moved to
/// another generation (another process took the game over).
pub const LEASE_LOST: &str = "the game's lease is held by another server";

/// The current time in the database's clock, in Unix milliseconds.
const NOW_POSTGRES: &str = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";
const NOW_SQLITE: &str = "CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)";

/// One game's lease, read with the database's clock.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Lease {
    /// The game.
    pub assignment_id: AssignmentId,
    /// The process that holds (or last held) it.
    pub owner: String,
    /// Where that process takes requests from the other processes
    /// (`host:port`).
    pub address: String,
    /// The fencing token: one more at each takeover.
    pub generation: i64,
    /// When the lease runs out (the database's clock, Unix ms).
    pub expires_at_ms: i64,
    /// The database's clock when this was read.
    pub now_ms: i64,
}

impl Lease {
    /// Whether the lease still holds (by the database's clock).
    pub fn live(&self) -> bool {
        self.expires_at_ms > self.now_ms
    }
}

const LEASE_COLUMNS: &str = "assignment_id, owner, address, generation, expires_at_ms";

/// Runs the same statement on either back end: `$sql` is a closure from
/// the back end's "now" expression to the SQL text; `$run` gets the query
/// text and the pool.
macro_rules! on_backend {
    ($store:expr, |$now:ident| $sql:expr, |$text:ident, $pool:ident| $run:expr) => {
        match $store {
            AnyStore::Postgres(store) => {
                let $now = NOW_POSTGRES;
                let $text = sqlx::AssertSqlSafe($sql);
                let $pool = store.pool();
                $run
            }
            AnyStore::Sqlite(store) => {
                let $now = NOW_SQLITE;
                let $text = sqlx::AssertSqlSafe($sql);
                let $pool = store.pool();
                $run
            }
        }
    };
}

fn missing(error: sqlx::Error) -> StoreError {
    match error {
        sqlx::Error::Database(db) if db.is_foreign_key_violation() => StoreError::NotFound,
        other => other.into(),
    }
}

impl AnyStore {
    /// The lease of a game, if one was ever taken.
    pub async fn lease(&self, id: AssignmentId) -> Result<Option<Lease>> {
        on_backend!(
            self,
            |now| format!(
                "SELECT {LEASE_COLUMNS}, {now} AS now_ms FROM game_leases WHERE assignment_id = $1"
            ),
            |sql, pool| Ok(sqlx::query_as::<_, Lease>(sql)
                .bind(id)
                .fetch_optional(pool)
                .await?)
        )
    }

    /// Takes a game's lease for `owner` if nobody holds it (never taken,
    /// or expired), for `ttl_ms`; a takeover adds one to the generation.
    /// Returns the lease `owner` now holds, or `None` when another process
    /// holds it. A lease `owner` already holds is returned as it is.
    /// [`StoreError::NotFound`] when the game does not exist.
    pub async fn acquire_lease(
        &self,
        id: AssignmentId,
        owner: &str,
        address: &str,
        ttl_ms: i64,
    ) -> Result<Option<Lease>> {
        let taken: Option<Lease> = on_backend!(
            self,
            |now| format!(
                "INSERT INTO game_leases ({LEASE_COLUMNS}) VALUES ($1, $2, $3, 1, {now} + $4) \
                 ON CONFLICT (assignment_id) DO UPDATE SET owner = excluded.owner, \
                 address = excluded.address, generation = game_leases.generation + 1, \
                 expires_at_ms = excluded.expires_at_ms \
                 WHERE game_leases.expires_at_ms <= {now} \
                 RETURNING {LEASE_COLUMNS}, {now} AS now_ms"
            ),
            |sql, pool| sqlx::query_as::<_, Lease>(sql)
                .bind(id)
                .bind(owner)
                .bind(address)
                .bind(ttl_ms)
                .fetch_optional(pool)
                .await
                .map_err(missing)?
        );
        if taken.is_some() {
            return Ok(taken);
        }
        Ok(self
            .lease(id)
            .await?
            .filter(|lease| lease.owner == owner && lease.live()))
    }

    /// Extends, in one statement per few hundred games, every lease `owner`
    /// holds of `held` (game, generation) by `ttl_ms` from now; returns the
    /// games renewed. A game missing from the result was taken over (or
    /// deleted): the caller must stop serving it. A busy process renewing one game at a time let its
    /// last games' leases run out while it was still renewing the first
    /// (50 games × 200 students on 3 processes, docs/BENCHMARKS.md).
    pub async fn renew_leases(
        &self,
        owner: &str,
        held: &[(AssignmentId, i64)],
        ttl_ms: i64,
    ) -> Result<std::collections::BTreeSet<AssignmentId>> {
        const BATCH: usize = 500;
        let mut renewed = std::collections::BTreeSet::new();
        for chunk in held.chunks(BATCH) {
            // Numbers only: the list is written into the statement.
            let pairs: Vec<String> = chunk
                .iter()
                .map(|(id, generation)| format!("({id}, {generation})"))
                .collect();
            let pairs = pairs.join(", ");
            let ids: Vec<(AssignmentId,)> = on_backend!(
                self,
                |now| format!(
                    "UPDATE game_leases SET expires_at_ms = {now} + $2 \
                     WHERE owner = $1 AND (assignment_id, generation) IN (VALUES {pairs}) \
                     RETURNING assignment_id"
                ),
                |sql, pool| sqlx::query_as(sql)
                    .bind(owner)
                    .bind(ttl_ms)
                    .fetch_all(pool)
                    .await?
            );
            renewed.extend(ids.into_iter().map(|(id,)| id));
        }
        Ok(renewed)
    }

    /// Gives a lease up at once (a draining process): another process may
    /// take the game over without waiting for it to expire.
    pub async fn release_lease(
        &self,
        id: AssignmentId,
        owner: &str,
        generation: i64,
    ) -> Result<()> {
        on_backend!(
            self,
            |_now| "UPDATE game_leases SET expires_at_ms = 0 \
                    WHERE assignment_id = $1 AND owner = $2 AND generation = $3"
                .to_string(),
            |sql, pool| sqlx::query(sql)
                .bind(id)
                .bind(owner)
                .bind(generation)
                .execute(pool)
                .await?
                .rows_affected()
        );
        Ok(())
    }

    /// Games not over whose lease has expired (their process died or gave
    /// them up): another process takes them over. At most `limit`, oldest
    /// id first.
    pub async fn orphaned_games(&self, limit: i64) -> Result<Vec<AssignmentId>> {
        on_backend!(
            self,
            |now| format!(
                "SELECT l.assignment_id FROM game_leases l \
                 JOIN assignments a ON a.id = l.assignment_id \
                 WHERE l.expires_at_ms <= {now} AND a.phase <> 'ended' \
                 ORDER BY l.assignment_id LIMIT $1"
            ),
            |sql, pool| Ok(sqlx::query_scalar::<_, i64>(sql)
                .bind(limit)
                .fetch_all(pool)
                .await?)
        )
    }

    /// Records where a game stands, only while the lease is still at
    /// `generation`; [`StoreError::Conflict`] with [`LEASE_LOST`]
    /// otherwise. The lease row stays locked until the state is committed.
    pub async fn set_game_state_fenced(
        &self,
        id: AssignmentId,
        state: &GameState,
        generation: i64,
    ) -> Result<()> {
        macro_rules! fenced {
            ($pool:expr) => {{
                let mut tx = $pool.begin().await?;
                let held = sqlx::query(
                    "UPDATE game_leases SET generation = generation \
                     WHERE assignment_id = $1 AND generation = $2",
                )
                .bind(id)
                .bind(generation)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if held != 1 {
                    return Err(StoreError::Conflict(LEASE_LOST));
                }
                let changed = sqlx::query(
                    "UPDATE assignments SET phase = $1, question = $2, question_started_ms = $3 \
                     WHERE id = $4",
                )
                .bind(state.phase.as_str())
                .bind(state.question.map(i64::from))
                .bind(state.question_started_ms)
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if changed != 1 {
                    return Err(StoreError::NotFound);
                }
                tx.commit().await?;
                Ok(())
            }};
        }
        match self {
            AnyStore::Postgres(store) => fenced!(store.pool()),
            AnyStore::Sqlite(store) => fenced!(store.pool()),
        }
    }
}
