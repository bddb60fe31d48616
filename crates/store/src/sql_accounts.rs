//! The [`crate::Store`] methods on teachers' accounts: users, sessions, API
//! tokens and the sign-in failures that throttle guessing. Written once for
//! both back ends, as in `sql.rs`, whose `impl_store!` expands
//! `account_methods!` inside each back end's `impl Store`.

/// The account methods of `impl Store` (see the module's doc).
macro_rules! account_methods {
    () => {
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

        async fn api_token_user(&self, token_hash: &str, now: i64) -> $crate::Result<$crate::User> {
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
            $crate::sql::change_one!(
                &self.pool,
                "DELETE FROM api_tokens WHERE id = $1 AND user_id = $2",
                id,
                user_id
            )
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
            let (count,): (i64,) =
                sqlx::query_as("SELECT COUNT(*) FROM sign_in_failures WHERE key = $1 AND at >= $2")
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
    };
}

pub(crate) use account_methods;
