//! The [`crate::Store`] methods a game runs on: writing a batch of play
//! events (joins, answers, phase changes) in one transaction, and reading
//! players and answers back. Written once for both back ends, as in
//! `sql.rs`, whose `impl_store!` expands `play_methods!` inside each back
//! end's `impl Store`.

/// The play methods of `impl Store` (see the module's doc).
macro_rules! play_methods {
    () => {
        async fn apply_play_writes(
            &self,
            writes: &[$crate::PlayWrite],
        ) -> $crate::Result<Vec<$crate::PlayWritten>> {
            use std::collections::{HashMap, HashSet};
            use $crate::play::{
                AnswerKey, AnswerRow, JoinedRow, Run, chunks, insert_answers_sql, join_sql,
                outcome_str, stored_answers_sql,
            };
            use $crate::{PlayWritten, StoreError};

            if writes.is_empty() {
                return Ok(Vec::new());
            }
            // A write naming a row that is not there (an assignment
            // deleted while its batch waited) fails the batch.
            let missing = |error: sqlx::Error| match error {
                sqlx::Error::Database(db) if db.is_foreign_key_violation() => StoreError::NotFound,
                other => other.into(),
            };
            // Neither a name clash nor a repeated answer raises an error
            // (which would abort a PostgreSQL transaction): the rows are
            // skipped, and told apart by what the inserts return.
            let mut tx = self.pool.begin().await?;
            let mut written = Vec::with_capacity(writes.len());
            for run in $crate::play::runs(writes) {
                match run {
                    Run::Fence(assignment_id, generation) => {
                        let held = sqlx::query(
                            "UPDATE game_leases SET generation = generation \
                                 WHERE assignment_id = $1 AND generation = $2",
                        )
                        .bind(assignment_id)
                        .bind(generation)
                        .execute(&mut *tx)
                        .await?
                        .rows_affected();
                        if held != 1 {
                            return Err(StoreError::Conflict($crate::LEASE_LOST));
                        }
                        written.push(PlayWritten::Fenced);
                    }
                    Run::Served(served) => {
                        sqlx::query(
                            "INSERT INTO served_questions \
                                 (assignment_id, player_id, question, served_ms) \
                                 VALUES ($1, $2, $3, $4) \
                                 ON CONFLICT (player_id, question) DO NOTHING",
                        )
                        .bind(served.assignment_id)
                        .bind(served.player_id)
                        .bind(served.question)
                        .bind(served.served_ms)
                        .execute(&mut *tx)
                        .await
                        .map_err(missing)?;
                        written.push(PlayWritten::Served);
                    }
                    Run::Joins(joins) => {
                        for chunk in chunks(&joins) {
                            let mut query = sqlx::query_as::<_, JoinedRow>(join_sql(chunk.len()));
                            for new in chunk {
                                query = query
                                    .bind(new.assignment_id)
                                    .bind(&new.token_hash)
                                    .bind(&new.name)
                                    .bind(&new.name_key)
                                    .bind(new.roster_id)
                                    .bind(new.joined_at);
                            }
                            let mut made: HashMap<String, $crate::play::PlayerRow> = query
                                .fetch_all(&mut *tx)
                                .await
                                .map_err(missing)?
                                .into_iter()
                                .map(|row| (row.token_hash, row.player))
                                .collect();
                            written.extend(chunk.iter().map(
                                |new| match made.remove(&new.token_hash) {
                                    Some(row) => PlayWritten::Joined(row.into()),
                                    None => PlayWritten::NameTaken,
                                },
                            ));
                        }
                    }
                    Run::Answers(answers) => {
                        for chunk in chunks(&answers) {
                            let mut query =
                                sqlx::query_as::<_, AnswerKey>(insert_answers_sql(chunk.len()));
                            for answer in chunk {
                                query = query
                                    .bind(answer.assignment_id)
                                    .bind(answer.player_id)
                                    .bind(i64::from(answer.question))
                                    .bind(&*answer.response_json)
                                    .bind(outcome_str(answer.outcome))
                                    .bind(answer.fraction)
                                    .bind(answer.points)
                                    .bind(answer.elapsed_ms)
                                    .bind(answer.answered_at_ms);
                            }
                            let mut inserted: HashSet<AnswerKey> = query
                                .fetch_all(&mut *tx)
                                .await
                                .map_err(missing)?
                                .into_iter()
                                .collect();
                            // The first row of a key that was inserted
                            // is fresh; any other found one stored.
                            let fresh: Vec<bool> =
                                chunk.iter().map(|a| inserted.remove(&a.key())).collect();
                            let repeated: Vec<&&$crate::AnswerRecord> = chunk
                                .iter()
                                .zip(&fresh)
                                .filter(|(_, fresh)| !**fresh)
                                .map(|(answer, _)| answer)
                                .collect();
                            let mut stored: HashMap<AnswerKey, $crate::AnswerRecord> =
                                HashMap::with_capacity(repeated.len());
                            for keys in chunks(&repeated) {
                                let mut query =
                                    sqlx::query_as::<_, AnswerRow>(stored_answers_sql(keys.len()));
                                for answer in keys {
                                    query = query
                                        .bind(answer.assignment_id)
                                        .bind(answer.player_id)
                                        .bind(i64::from(answer.question));
                                }
                                for row in query.fetch_all(&mut *tx).await? {
                                    let record = $crate::AnswerRecord::try_from(row)?;
                                    stored.insert(record.key(), record);
                                }
                            }
                            for (answer, fresh) in chunk.iter().zip(fresh) {
                                let stored = if fresh {
                                    (*answer).clone()
                                } else {
                                    stored
                                        .get(&answer.key())
                                        .cloned()
                                        .ok_or(StoreError::NotFound)?
                                };
                                written.push(PlayWritten::Answer { stored, fresh });
                            }
                        }
                    }
                }
            }
            tx.commit().await?;
            Ok(written)
        }

        async fn players(
            &self,
            assignment_id: $crate::AssignmentId,
        ) -> $crate::Result<Vec<$crate::Player>> {
            Ok(sqlx::query_as::<_, $crate::play::PlayerRow>(concat!(
                "SELECT ",
                $crate::sql::player_columns!(),
                " FROM players WHERE assignment_id = $1 ORDER BY joined_at, id"
            ))
            .bind(assignment_id)
            .fetch_all(&self.pool)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
        }

        async fn player_by_token(&self, token_hash: &str) -> $crate::Result<$crate::Player> {
            Ok(sqlx::query_as::<_, $crate::play::PlayerRow>(concat!(
                "SELECT ",
                $crate::sql::player_columns!(),
                " FROM players WHERE token_hash = $1 AND removed = 0"
            ))
            .bind(token_hash)
            .fetch_one(&self.pool)
            .await?
            .into())
        }

        async fn rename_player(
            &self,
            assignment_id: $crate::AssignmentId,
            player_id: $crate::PlayerId,
            name: &str,
            name_key: &str,
        ) -> $crate::Result<$crate::Player> {
            Ok(sqlx::query_as::<_, $crate::play::PlayerRow>(concat!(
                "UPDATE players SET name = $1, name_key = $2 \
                     WHERE id = $3 AND assignment_id = $4 AND removed = 0 RETURNING ",
                $crate::sql::player_columns!()
            ))
            .bind(name)
            .bind(name_key)
            .bind(player_id)
            .bind(assignment_id)
            .fetch_one(&self.pool)
            .await
            .map_err(|error| match $crate::StoreError::from(error) {
                $crate::StoreError::Conflict(_) => $crate::StoreError::Conflict("name taken"),
                other => other,
            })?
            .into())
        }

        async fn remove_player(
            &self,
            assignment_id: $crate::AssignmentId,
            player_id: $crate::PlayerId,
        ) -> $crate::Result<()> {
            $crate::sql::change_one!(
                &self.pool,
                "UPDATE players SET removed = 1 WHERE id = $1 AND assignment_id = $2",
                player_id,
                assignment_id,
            )
        }

        async fn answers(
            &self,
            assignment_id: $crate::AssignmentId,
        ) -> $crate::Result<Vec<$crate::AnswerRecord>> {
            // One row per player (its answers kept in `cells` by
            // triggers), not one per answer.
            $crate::cells::CellsRow::all_answers(
                sqlx::query_as::<_, $crate::cells::CellsRow>(
                    "SELECT assignment_id, id AS player_id, cells FROM players \
                         WHERE assignment_id = $1 AND cells IS NOT NULL ORDER BY id",
                )
                .bind(assignment_id)
                .fetch_all(&self.pool)
                .await?,
            )
        }
    };
}

pub(crate) use play_methods;
