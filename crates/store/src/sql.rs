//! The SQL both back ends run. Runtime queries with `$1` placeholders read
//! the same in SQLite and PostgreSQL, so the text is written once; what
//! differs (connecting, pragmas, migrations) lives in `sqlite.rs` and
//! `postgres.rs`. The macro expands to one `impl Store` per back end, so
//! every query is type-checked against each driver.

/// Runs a statement that changes one row picked by its `WHERE` (an id and
/// its owner or its game), with the values bound in order: `NotFound` when
/// no row matched, so someone else's row is never touched or revealed.
macro_rules! change_one {
    ($pool:expr, $sql:expr, $($value:expr),+ $(,)?) => {{
        let changed = sqlx::query($sql)
            $(.bind($value))+
            .execute($pool)
            .await?
            .rows_affected();
        if changed == 0 {
            return Err($crate::StoreError::NotFound);
        }
        Ok(())
    }};
}

/// The columns of an assignment, its class's name included; the query goes
/// on with `WHERE`.
macro_rules! select_assignment {
    () => {
        "SELECT a.id, a.owner_id, a.class_id, c.name AS class_name, a.quiz_id, a.title, \
         a.quiz_json, a.mode, a.settings_json, a.join_code, a.seed, a.opens_at, a.due_at, a.phase, \
         a.question, a.question_started_ms, a.created_at \
         FROM assignments a JOIN classes c ON c.id = a.class_id "
    };
}

/// The columns of an assignment's summary; the query goes on with `WHERE`.
macro_rules! select_assignment_summary {
    () => {
        "SELECT a.id, a.title, a.class_id, c.name AS class_name, a.mode, a.phase, a.join_code, \
         (SELECT COUNT(*) FROM players p WHERE p.assignment_id = a.id AND p.removed = 0) \
         AS players, a.due_at, a.created_at \
         FROM assignments a JOIN classes c ON c.id = a.class_id "
    };
}

/// The columns of a player.
macro_rules! player_columns {
    () => {
        "id, assignment_id, name, roster_id, removed, joined_at"
    };
}

/// The columns of an answer.
macro_rules! answer_columns {
    () => {
        "assignment_id, player_id, question, response_json, outcome, fraction, points, \
         elapsed_ms, answered_at_ms"
    };
}

/// Implements [`crate::Store`] for a struct with a `pool` field of the given
/// sqlx pool type; `$conn` is the driver's connection type, which the
/// helpers that run inside a transaction take.
macro_rules! impl_store {
    ($store:ty, $conn:ty) => {
        impl $store {
            /// One of the owner's classes with its roster.
            async fn read_class(
                conn: &mut $conn,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<$crate::Class> {
                let row = sqlx::query_as::<_, $crate::play::ClassRow>(
                    "SELECT id, owner_id, name, created_at FROM classes \
                     WHERE id = $1 AND owner_id = $2",
                )
                .bind(id)
                .bind(owner)
                .fetch_one(&mut *conn)
                .await?;
                let roster = sqlx::query_as::<_, $crate::RosterName>(
                    "SELECT id, name FROM class_students WHERE class_id = $1 \
                     ORDER BY position, id",
                )
                .bind(id)
                .fetch_all(&mut *conn)
                .await?;
                Ok(row.with_roster(roster))
            }

            /// Adds the roster names not already there and puts every name
            /// at its place in `roster`; the names of `existing` that
            /// `roster` lacks are deleted.
            async fn write_roster(
                conn: &mut $conn,
                id: $crate::ClassId,
                existing: Vec<$crate::RosterName>,
                roster: &[String],
            ) -> $crate::Result<()> {
                let wanted = $crate::play::distinct_names(roster);
                let keep: std::collections::HashSet<&str> = wanted.iter().copied().collect();
                let mut ids = std::collections::HashMap::with_capacity(existing.len());
                for old in existing {
                    if keep.contains(old.name.as_str()) {
                        ids.insert(old.name, old.id);
                    } else {
                        sqlx::query("DELETE FROM class_students WHERE id = $1")
                            .bind(old.id)
                            .execute(&mut *conn)
                            .await?;
                    }
                }
                for (position, name) in (0_i64..).zip(wanted) {
                    match ids.get(name) {
                        Some(&student) => {
                            sqlx::query("UPDATE class_students SET position = $1 WHERE id = $2")
                                .bind(position)
                                .bind(student)
                                .execute(&mut *conn)
                                .await?;
                        }
                        None => {
                            sqlx::query(
                                "INSERT INTO class_students (class_id, name, position) \
                                 VALUES ($1, $2, $3)",
                            )
                            .bind(id)
                            .bind(name)
                            .bind(position)
                            .execute(&mut *conn)
                            .await?;
                        }
                    }
                }
                Ok(())
            }

            /// An assignment by id, whoever owns it.
            async fn read_assignment(
                conn: &mut $conn,
                id: $crate::AssignmentId,
            ) -> $crate::Result<$crate::Assignment> {
                sqlx::query_as::<_, $crate::play::AssignmentRow>(concat!(
                    $crate::sql::select_assignment!(),
                    "WHERE a.id = $1"
                ))
                .bind(id)
                .fetch_one(&mut *conn)
                .await?
                .try_into()
            }
        }

        impl $crate::Store for $store {
            async fn ping(&self) -> $crate::Result<()> {
                sqlx::query("SELECT 1").execute(&self.pool).await?;
                Ok(())
            }

            async fn check_writable(&self) -> $crate::Result<()> {
                let mut tx = self.pool.begin().await?;
                sqlx::query("INSERT INTO sign_in_failures (key, at) VALUES ($1, $2)")
                    .bind("readiness probe")
                    .bind(0i64)
                    .execute(&mut *tx)
                    .await?;
                tx.rollback().await?;
                Ok(())
            }

            async fn create_user(
                &self,
                email: &str,
                password_hash: &str,
            ) -> $crate::Result<$crate::User> {
                let user = sqlx::query_as::<_, $crate::User>(
                    "INSERT INTO users (email, password_hash, created_at) VALUES ($1, $2, $3) \
                     RETURNING id, email, password_hash, created_at",
                )
                .bind(email)
                .bind(password_hash)
                .bind($crate::now())
                .fetch_one(&self.pool)
                .await
                .map_err(|error| match $crate::StoreError::from(error) {
                    $crate::StoreError::Conflict(_) => {
                        $crate::StoreError::Conflict("an account with this e-mail already exists")
                    }
                    other => other,
                })?;
                Ok(user)
            }

            async fn user_by_email(&self, email: &str) -> $crate::Result<$crate::User> {
                Ok(sqlx::query_as::<_, $crate::User>(
                    "SELECT id, email, password_hash, created_at FROM users WHERE email = $1",
                )
                .bind(email)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn set_password(
                &self,
                user_id: $crate::UserId,
                password_hash: &str,
                keep: Option<&str>,
            ) -> $crate::Result<()> {
                let mut tx = self.pool.begin().await?;
                let changed = sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
                    .bind(password_hash)
                    .bind(user_id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                if changed == 0 {
                    return Err($crate::StoreError::NotFound);
                }
                sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2")
                    .bind(user_id)
                    .bind(keep.unwrap_or(""))
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("DELETE FROM api_tokens WHERE user_id = $1")
                    .bind(user_id)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(())
            }

            async fn create_session(&self, session: &$crate::NewSession) -> $crate::Result<()> {
                sqlx::query(
                    "INSERT INTO sessions (token_hash, user_id, csrf_token, created_at, expires_at) \
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(&session.token_hash)
                .bind(session.user_id)
                .bind(&session.csrf_token)
                .bind($crate::now())
                .bind(session.expires_at)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn session(&self, token_hash: &str, now: i64) -> $crate::Result<$crate::Session> {
                Ok(sqlx::query_as::<_, $crate::Session>(
                    "SELECT s.token_hash, s.user_id, u.email, s.csrf_token, s.expires_at, u.language \
                     FROM sessions s JOIN users u ON u.id = s.user_id \
                     WHERE s.token_hash = $1 AND s.expires_at > $2",
                )
                .bind(token_hash)
                .bind(now)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn delete_session(&self, token_hash: &str) -> $crate::Result<()> {
                sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
                    .bind(token_hash)
                    .execute(&self.pool)
                    .await?;
                Ok(())
            }

            async fn create_api_token(
                &self,
                user_id: $crate::UserId,
                token_hash: &str,
                expires_at: i64,
            ) -> $crate::Result<i64> {
                let (id,): (i64,) = sqlx::query_as(
                    "INSERT INTO api_tokens (token_hash, user_id, created_at, expires_at) \
                     VALUES ($1, $2, $3, $4) RETURNING id",
                )
                .bind(token_hash)
                .bind(user_id)
                .bind($crate::now())
                .bind(expires_at)
                .fetch_one(&self.pool)
                .await?;
                Ok(id)
            }

            async fn api_token_user(
                &self,
                token_hash: &str,
                now: i64,
            ) -> $crate::Result<$crate::User> {
                Ok(sqlx::query_as::<_, $crate::User>(
                    "SELECT u.id, u.email, u.password_hash, u.created_at \
                     FROM api_tokens t JOIN users u ON u.id = t.user_id \
                     WHERE t.token_hash = $1 AND t.expires_at > $2",
                )
                .bind(token_hash)
                .bind(now)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn api_tokens(
                &self,
                user_id: $crate::UserId,
                now: i64,
            ) -> $crate::Result<Vec<$crate::ApiToken>> {
                Ok(sqlx::query_as::<_, $crate::ApiToken>(
                    "SELECT id, created_at, expires_at FROM api_tokens \
                     WHERE user_id = $1 AND expires_at > $2 ORDER BY id DESC",
                )
                .bind(user_id)
                .bind(now)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn delete_api_token(&self, user_id: $crate::UserId, id: i64) -> $crate::Result<()> {
                $crate::sql::change_one!(&self.pool, "DELETE FROM api_tokens WHERE id = $1 AND user_id = $2", id, user_id)
            }

            async fn record_sign_in_failure(&self, keys: &[String], at: i64) -> $crate::Result<()> {
                let mut tx = self.pool.begin().await?;
                for key in keys {
                    sqlx::query("INSERT INTO sign_in_failures (key, at) VALUES ($1, $2)")
                        .bind(key)
                        .bind(at)
                        .execute(&mut *tx)
                        .await?;
                }
                tx.commit().await?;
                Ok(())
            }

            async fn sign_in_failures(&self, key: &str, since: i64) -> $crate::Result<u64> {
                let (count,): (i64,) = sqlx::query_as(
                    "SELECT COUNT(*) FROM sign_in_failures WHERE key = $1 AND at >= $2",
                )
                .bind(key)
                .bind(since)
                .fetch_one(&self.pool)
                .await?;
                Ok(u64::try_from(count).unwrap_or(0))
            }

            async fn clear_sign_in_failures(&self, key: &str) -> $crate::Result<()> {
                sqlx::query("DELETE FROM sign_in_failures WHERE key = $1")
                    .bind(key)
                    .execute(&self.pool)
                    .await?;
                Ok(())
            }

            async fn create_quiz(
                &self,
                owner: $crate::UserId,
                quiz: &quizforge_core::Quiz,
                source_text: &str,
            ) -> $crate::Result<$crate::StoredQuiz> {
                let columns = $crate::encode(quiz)?;
                let now = $crate::now();
                let row = sqlx::query_as::<_, $crate::QuizRow>(
                    "INSERT INTO quizzes (owner_id, title, quiz_json, source_text, revision, \
                     questions, unanswered, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $7) \
                     RETURNING id, owner_id, quiz_json, source_text, revision, created_at, updated_at",
                )
                .bind(owner)
                .bind(&quiz.title)
                .bind(&columns.json)
                .bind(source_text)
                .bind(columns.questions)
                .bind(columns.unanswered)
                .bind(now)
                .fetch_one(&self.pool)
                .await?;
                row.try_into()
            }

            async fn quiz(
                &self,
                owner: $crate::UserId,
                id: $crate::QuizId,
            ) -> $crate::Result<$crate::StoredQuiz> {
                sqlx::query_as::<_, $crate::QuizRow>(
                    "SELECT id, owner_id, quiz_json, source_text, revision, created_at, updated_at \
                     FROM quizzes WHERE id = $1 AND owner_id = $2",
                )
                .bind(id)
                .bind(owner)
                .fetch_one(&self.pool)
                .await?
                .try_into()
            }

            async fn list_quizzes(
                &self,
                owner: $crate::UserId,
                search: &str,
            ) -> $crate::Result<Vec<$crate::QuizSummary>> {
                Ok(sqlx::query_as::<_, $crate::QuizSummary>(
                    "SELECT id, title, questions, unanswered, revision, created_at, updated_at \
                     FROM quizzes WHERE owner_id = $1 AND lower(title) LIKE $2 ESCAPE '\\' \
                     ORDER BY updated_at DESC, id DESC",
                )
                .bind(owner)
                .bind($crate::contains_pattern(search))
                .fetch_all(&self.pool)
                .await?)
            }

            async fn update_quiz(
                &self,
                owner: $crate::UserId,
                id: $crate::QuizId,
                revision: i64,
                quiz: &quizforge_core::Quiz,
            ) -> $crate::Result<$crate::StoredQuiz> {
                let columns = $crate::encode(quiz)?;
                let mut tx = self.pool.begin().await?;
                let updated = sqlx::query_as::<_, $crate::QuizRow>(
                    "UPDATE quizzes SET title = $1, quiz_json = $2, questions = $3, \
                     unanswered = $4, updated_at = $5, revision = revision + 1 \
                     WHERE id = $6 AND owner_id = $7 AND revision = $8 \
                     RETURNING id, owner_id, quiz_json, source_text, revision, created_at, updated_at",
                )
                .bind(&quiz.title)
                .bind(&columns.json)
                .bind(columns.questions)
                .bind(columns.unanswered)
                .bind($crate::now())
                .bind(id)
                .bind(owner)
                .bind(revision)
                .fetch_optional(&mut *tx)
                .await?;
                let Some(row) = updated else {
                    // Tell a stale revision from a quiz that is not there
                    // (or not the caller's): only the first is a conflict.
                    let exists: Option<(i64,)> =
                        sqlx::query_as("SELECT id FROM quizzes WHERE id = $1 AND owner_id = $2")
                            .bind(id)
                            .bind(owner)
                            .fetch_optional(&mut *tx)
                            .await?;
                    return Err(match exists {
                        Some(_) => $crate::StoreError::Conflict(
                            "the quiz was changed since this revision was read",
                        ),
                        None => $crate::StoreError::NotFound,
                    });
                };
                tx.commit().await?;
                row.try_into()
            }

            async fn delete_quiz(
                &self,
                owner: $crate::UserId,
                id: $crate::QuizId,
            ) -> $crate::Result<()> {
                $crate::sql::change_one!(&self.pool, "DELETE FROM quizzes WHERE id = $1 AND owner_id = $2", id, owner)
            }

            async fn create_class(
                &self,
                owner: $crate::UserId,
                name: &str,
                roster: &[String],
            ) -> $crate::Result<$crate::Class> {
                let mut tx = self.pool.begin().await?;
                let (id,): (i64,) = sqlx::query_as(
                    "INSERT INTO classes (owner_id, name, created_at) VALUES ($1, $2, $3) \
                     RETURNING id",
                )
                .bind(owner)
                .bind(name)
                .bind($crate::now())
                .fetch_one(&mut *tx)
                .await?;
                Self::write_roster(&mut tx, id, Vec::new(), roster).await?;
                let class = Self::read_class(&mut tx, owner, id).await?;
                tx.commit().await?;
                Ok(class)
            }

            async fn classes(
                &self,
                owner: $crate::UserId,
            ) -> $crate::Result<Vec<$crate::ClassSummary>> {
                let mut classes = sqlx::query_as::<_, $crate::ClassSummary>(
                    "SELECT c.id, c.name, \
                     (SELECT COUNT(*) FROM class_students s WHERE s.class_id = c.id) AS students, \
                     (SELECT COUNT(*) FROM assignments a WHERE a.class_id = c.id) AS assignments, \
                     c.created_at FROM classes c WHERE c.owner_id = $1",
                )
                .bind(owner)
                .fetch_all(&self.pool)
                .await?;
                // Sorted here, not by the database, so both back ends agree
                // whatever the PostgreSQL collation.
                classes.sort_by_cached_key(|c| (c.name.to_lowercase(), c.name.clone(), c.id));
                Ok(classes)
            }

            async fn class(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<$crate::Class> {
                let mut tx = self.pool.begin().await?;
                let class = Self::read_class(&mut tx, owner, id).await?;
                tx.commit().await?;
                Ok(class)
            }

            async fn update_class(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
                name: &str,
                roster: &[String],
            ) -> $crate::Result<$crate::Class> {
                let mut tx = self.pool.begin().await?;
                // The write comes first: it checks the owner and locks the
                // class (in SQLite, a transaction that read first could not
                // write after another connection's commit).
                let renamed =
                    sqlx::query("UPDATE classes SET name = $1 WHERE id = $2 AND owner_id = $3")
                        .bind(name)
                        .bind(id)
                        .bind(owner)
                        .execute(&mut *tx)
                        .await?
                        .rows_affected();
                if renamed == 0 {
                    return Err($crate::StoreError::NotFound);
                }
                let existing = sqlx::query_as::<_, $crate::RosterName>(
                    "SELECT id, name FROM class_students WHERE class_id = $1",
                )
                .bind(id)
                .fetch_all(&mut *tx)
                .await?;
                Self::write_roster(&mut tx, id, existing, roster).await?;
                let class = Self::read_class(&mut tx, owner, id).await?;
                tx.commit().await?;
                Ok(class)
            }

            async fn delete_class(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<()> {
                $crate::sql::change_one!(&self.pool, "DELETE FROM classes WHERE id = $1 AND owner_id = $2", id, owner)
            }

            async fn create_assignment(
                &self,
                owner: $crate::UserId,
                new: &$crate::NewAssignment,
            ) -> $crate::Result<$crate::Assignment> {
                let columns = $crate::play::AssignmentColumns::of(new)?;
                let mut tx = self.pool.begin().await?;
                // One statement checks the class and the quiz are the
                // owner's and takes the join code if it is free.
                let made: Option<(i64,)> = sqlx::query_as(
                    "INSERT INTO assignments (owner_id, class_id, quiz_id, title, quiz_json, \
                     mode, settings_json, join_code, opens_at, due_at, phase, question, \
                     question_started_ms, created_at, seed) \
                     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15 \
                     WHERE EXISTS (SELECT 1 FROM classes WHERE id = $2 AND owner_id = $1) \
                     AND EXISTS (SELECT 1 FROM quizzes WHERE id = $3 AND owner_id = $1) \
                     ON CONFLICT (join_code) DO NOTHING RETURNING id",
                )
                .bind(owner)
                .bind(new.class_id)
                .bind(new.quiz_id)
                .bind(&new.title)
                .bind(&columns.quiz_json)
                .bind(new.mode.as_str())
                .bind(&columns.settings_json)
                .bind(&new.join_code)
                .bind(new.opens_at)
                .bind(new.due_at)
                .bind(new.state.phase.as_str())
                .bind(columns.question)
                .bind(new.state.question_started_ms)
                .bind($crate::now())
                .bind(new.seed)
                .fetch_optional(&mut *tx)
                .await?;
                let Some((id,)) = made else {
                    let owned: Option<(i64,)> = sqlx::query_as(
                        "SELECT c.id FROM classes c JOIN quizzes q ON q.owner_id = c.owner_id \
                         WHERE c.id = $1 AND q.id = $2 AND c.owner_id = $3",
                    )
                    .bind(new.class_id)
                    .bind(new.quiz_id)
                    .bind(owner)
                    .fetch_optional(&mut *tx)
                    .await?;
                    return Err(match owned {
                        Some(_) => $crate::StoreError::Conflict("join code taken"),
                        None => $crate::StoreError::NotFound,
                    });
                };
                let assignment = Self::read_assignment(&mut tx, id).await?;
                tx.commit().await?;
                Ok(assignment)
            }

            async fn assignment(
                &self,
                owner: $crate::UserId,
                id: $crate::AssignmentId,
            ) -> $crate::Result<$crate::Assignment> {
                sqlx::query_as::<_, $crate::play::AssignmentRow>(concat!(
                    $crate::sql::select_assignment!(),
                    "WHERE a.id = $1 AND a.owner_id = $2"
                ))
                .bind(id)
                .bind(owner)
                .fetch_one(&self.pool)
                .await?
                .try_into()
            }

            async fn assignment_by_id(
                &self,
                id: $crate::AssignmentId,
            ) -> $crate::Result<$crate::Assignment> {
                let mut conn = self.pool.acquire().await?;
                Self::read_assignment(&mut conn, id).await
            }

            async fn assignment_by_code(
                &self,
                join_code: &str,
            ) -> $crate::Result<$crate::Assignment> {
                sqlx::query_as::<_, $crate::play::AssignmentRow>(concat!(
                    $crate::sql::select_assignment!(),
                    "WHERE a.join_code = $1"
                ))
                .bind(join_code)
                .fetch_one(&self.pool)
                .await?
                .try_into()
            }

            async fn assignments(
                &self,
                owner: $crate::UserId,
            ) -> $crate::Result<Vec<$crate::AssignmentSummary>> {
                sqlx::query_as::<_, $crate::play::AssignmentSummaryRow>(concat!(
                    $crate::sql::select_assignment_summary!(),
                    "WHERE a.owner_id = $1 ORDER BY a.created_at DESC, a.id DESC"
                ))
                .bind(owner)
                .fetch_all(&self.pool)
                .await?
                .into_iter()
                .map(TryInto::try_into)
                .collect()
            }

            async fn active_assignments(&self) -> $crate::Result<Vec<$crate::AssignmentSummary>> {
                sqlx::query_as::<_, $crate::play::AssignmentSummaryRow>(concat!(
                    $crate::sql::select_assignment_summary!(),
                    "WHERE a.phase <> 'ended' ORDER BY a.id"
                ))
                .fetch_all(&self.pool)
                .await?
                .into_iter()
                .map(TryInto::try_into)
                .collect()
            }

            async fn set_game_state(
                &self,
                id: $crate::AssignmentId,
                state: &quizforge_core::play::GameState,
            ) -> $crate::Result<()> {
                $crate::sql::change_one!(
                    &self.pool,
                    "UPDATE assignments SET phase = $1, question = $2, question_started_ms = $3 \
                     WHERE id = $4",
                    state.phase.as_str(),
                    state.question.map(i64::from),
                    state.question_started_ms,
                    id,
                )
            }

            async fn delete_assignment(
                &self,
                owner: $crate::UserId,
                id: $crate::AssignmentId,
            ) -> $crate::Result<()> {
                $crate::sql::change_one!(&self.pool, "DELETE FROM assignments WHERE id = $1 AND owner_id = $2", id, owner)
            }

            async fn apply_play_writes(
                &self,
                writes: &[$crate::PlayWrite],
            ) -> $crate::Result<Vec<$crate::PlayWritten>> {
                use $crate::play::{
                    AnswerKey, AnswerRow, JoinedRow, Run, chunks, insert_answers_sql,
                    join_sql, outcome_str, stored_answers_sql,
                };
                use $crate::{PlayWritten, StoreError};
                use std::collections::{HashMap, HashSet};

                if writes.is_empty() {
                    return Ok(Vec::new());
                }
                // A write naming a row that is not there (an assignment
                // deleted while its batch waited) fails the batch.
                let missing = |error: sqlx::Error| match error {
                    sqlx::Error::Database(db) if db.is_foreign_key_violation() => {
                        StoreError::NotFound
                    }
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
                                written.extend(chunk.iter().map(|new| {
                                    match made.remove(&new.token_hash) {
                                        Some(row) => PlayWritten::Joined(row.into()),
                                        None => PlayWritten::NameTaken,
                                    }
                                }));
                            }
                        }
                        Run::Answers(answers) => {
                            for chunk in chunks(&answers) {
                                let mut query = sqlx::query_as::<_, AnswerKey>(
                                    insert_answers_sql(chunk.len()),
                                );
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
                                    let mut query = sqlx::query_as::<_, AnswerRow>(
                                        stored_answers_sql(keys.len()),
                                    );
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
        }
    };
}

pub(crate) use {
    answer_columns, change_one, impl_store, player_columns, select_assignment,
    select_assignment_summary,
};
