//! The SQL both back ends run. Runtime queries with `$1` placeholders read
//! the same in SQLite and PostgreSQL, so the text is written once; what
//! differs (connecting, pragmas, migrations) lives in `sqlite.rs` and
//! `postgres.rs`. The macro expands to one `impl Store` per back end, so
//! every query is type-checked against each driver.

/// Implements [`crate::Store`] for a struct with a `pool` field of the given
/// sqlx pool type.
macro_rules! impl_store {
    ($store:ty) => {
        impl $crate::Store for $store {
            async fn ping(&self) -> $crate::Result<()> {
                sqlx::query("SELECT 1").execute(&self.pool).await?;
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
                    "SELECT s.token_hash, s.user_id, u.email, s.csrf_token, s.expires_at \
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
            ) -> $crate::Result<()> {
                sqlx::query(
                    "INSERT INTO api_tokens (token_hash, user_id, created_at) VALUES ($1, $2, $3)",
                )
                .bind(token_hash)
                .bind(user_id)
                .bind($crate::now())
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn api_token_user(&self, token_hash: &str) -> $crate::Result<$crate::User> {
                Ok(sqlx::query_as::<_, $crate::User>(
                    "SELECT u.id, u.email, u.password_hash, u.created_at \
                     FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1",
                )
                .bind(token_hash)
                .fetch_one(&self.pool)
                .await?)
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
                let deleted = sqlx::query("DELETE FROM quizzes WHERE id = $1 AND owner_id = $2")
                    .bind(id)
                    .bind(owner)
                    .execute(&self.pool)
                    .await?
                    .rows_affected();
                if deleted == 0 {
                    return Err($crate::StoreError::NotFound);
                }
                Ok(())
            }
        }
    };
}

pub(crate) use impl_store;
