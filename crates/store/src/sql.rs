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

            $crate::sql_accounts::account_methods!();

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

            $crate::sql_play::play_methods!();
        }
    };
}

pub(crate) use {
    answer_columns, change_one, impl_store, player_columns, select_assignment,
    select_assignment_summary,
};
