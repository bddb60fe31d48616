//! The teacher's writes on a game's players, fenced by the game's lease
//! (several processes on one database; docs/deploy.md), and the times
//! questions were first shown in the modes paced by the student.
//!
//! Like an answer or a state change, renaming or removing a player checks
//! in its own transaction that the lease is still at the writer's
//! generation, and locks the lease row until it commits: a process that
//! lost its game without knowing it yet (paused, cut off) cannot change
//! the players of a game another process now hosts.

use crate::{AnyStore, AssignmentId, LEASE_LOST, Player, PlayerId, Result, Served, StoreError};

/// Runs `$body` in a transaction `$tx` on either back end, after checking
/// that the lease of game `$id` is at `$generation` (when one is given):
/// the check locks the lease row until the transaction ends, and a lease
/// at another generation refuses the write with [`LEASE_LOST`].
macro_rules! in_fenced_tx {
    ($store:expr, $id:expr, $generation:expr, |$tx:ident| $body:expr) => {{
        macro_rules! run {
            ($pool:expr) => {{
                let mut $tx = $pool.begin().await?;
                if let Some(generation) = $generation {
                    let held = sqlx::query(
                        "UPDATE game_leases SET generation = generation \
                         WHERE assignment_id = $1 AND generation = $2",
                    )
                    .bind($id)
                    .bind(generation)
                    .execute(&mut *$tx)
                    .await?
                    .rows_affected();
                    if held != 1 {
                        return Err(StoreError::Conflict(LEASE_LOST));
                    }
                }
                let value = $body;
                $tx.commit().await?;
                value
            }};
        }
        match $store {
            AnyStore::Postgres(store) => run!(store.pool()),
            AnyStore::Sqlite(store) => run!(store.pool()),
        }
    }};
}

impl AnyStore {
    /// Renames a player, only while the game's lease is still at
    /// `generation` (`None`: one process, no lease);
    /// [`StoreError::Conflict`] with [`LEASE_LOST`] otherwise, and with
    /// "name taken" when another player of the game has the name.
    pub async fn rename_player_fenced(
        &self,
        id: AssignmentId,
        player: PlayerId,
        name: &str,
        name_key: &str,
        generation: Option<i64>,
    ) -> Result<Player> {
        Ok(in_fenced_tx!(self, id, generation, |tx| {
            sqlx::query_as::<_, crate::play::PlayerRow>(concat!(
                "UPDATE players SET name = $1, name_key = $2 \
                 WHERE id = $3 AND assignment_id = $4 AND removed = 0 RETURNING ",
                crate::sql::player_columns!()
            ))
            .bind(name)
            .bind(name_key)
            .bind(player)
            .bind(id)
            .fetch_one(&mut *tx)
            .await
            .map_err(|error| match StoreError::from(error) {
                StoreError::Conflict(_) => StoreError::Conflict("name taken"),
                other => other,
            })?
            .into()
        }))
    }

    /// Removes a player from a game, only while the game's lease is still
    /// at `generation` (`None`: one process, no lease).
    pub async fn remove_player_fenced(
        &self,
        id: AssignmentId,
        player: PlayerId,
        generation: Option<i64>,
    ) -> Result<()> {
        in_fenced_tx!(self, id, generation, |tx| {
            let changed =
                sqlx::query("UPDATE players SET removed = 1 WHERE id = $1 AND assignment_id = $2")
                    .bind(player)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
            if changed == 0 {
                return Err(StoreError::NotFound);
            }
        });
        Ok(())
    }

    /// When each question of a game was first shown to each player (modes
    /// paced by the student), by player and question.
    pub async fn served_questions(&self, id: AssignmentId) -> Result<Vec<Served>> {
        const SQL: &str = "SELECT assignment_id, player_id, question, served_ms \
                           FROM served_questions WHERE assignment_id = $1 \
                           ORDER BY player_id, question";
        Ok(match self {
            AnyStore::Postgres(store) => {
                sqlx::query_as::<_, Served>(SQL)
                    .bind(id)
                    .fetch_all(store.pool())
                    .await?
            }
            AnyStore::Sqlite(store) => {
                sqlx::query_as::<_, Served>(SQL)
                    .bind(id)
                    .fetch_all(store.pool())
                    .await?
            }
        })
    }
}
