//! A teacher's own settings, apart from the [`crate::Store`] trait so that
//! new settings do not grow it: the time zone their pages show times in, and
//! the language of their pages.

use std::future::Future;

use crate::{AnyStore, Result, UserId};

/// The longest time zone name kept (IANA names are far shorter).
pub const MAX_TIME_ZONE: usize = 64;

/// A teacher's own settings.
pub trait AccountSettings {
    /// The teacher's time zone (an IANA name such as `Europe/Paris`), if
    /// their browser has told us.
    fn time_zone(&self, user: UserId) -> impl Future<Output = Result<Option<String>>> + Send;

    /// Keeps the teacher's time zone. The caller checks the name.
    fn set_time_zone(&self, user: UserId, zone: &str) -> impl Future<Output = Result<()>> + Send;

    /// The language the teacher chose for their pages (a code such as
    /// `fr`), or `None` while they follow their browser's.
    fn language(&self, user: UserId) -> impl Future<Output = Result<Option<String>>> + Send;

    /// Keeps the teacher's choice of language; `None` goes back to the
    /// browser's. The caller checks the code.
    fn set_language(
        &self,
        user: UserId,
        language: Option<&str>,
    ) -> impl Future<Output = Result<()>> + Send;
}

/// Implements [`AccountSettings`] for a store with a `pool` field.
macro_rules! impl_account_settings {
    ($store:ty) => {
        impl $crate::account::AccountSettings for $store {
            async fn time_zone(&self, user: $crate::UserId) -> $crate::Result<Option<String>> {
                let zone: Option<Option<String>> =
                    sqlx::query_scalar("SELECT time_zone FROM users WHERE id = $1")
                        .bind(user)
                        .fetch_optional(&self.pool)
                        .await?;
                zone.ok_or($crate::StoreError::NotFound)
            }

            async fn set_time_zone(&self, user: $crate::UserId, zone: &str) -> $crate::Result<()> {
                let changed = sqlx::query("UPDATE users SET time_zone = $1 WHERE id = $2")
                    .bind(zone)
                    .bind(user)
                    .execute(&self.pool)
                    .await?
                    .rows_affected();
                if changed == 0 {
                    return Err($crate::StoreError::NotFound);
                }
                Ok(())
            }

            async fn language(&self, user: $crate::UserId) -> $crate::Result<Option<String>> {
                let language: Option<Option<String>> =
                    sqlx::query_scalar("SELECT language FROM users WHERE id = $1")
                        .bind(user)
                        .fetch_optional(&self.pool)
                        .await?;
                language.ok_or($crate::StoreError::NotFound)
            }

            async fn set_language(
                &self,
                user: $crate::UserId,
                language: Option<&str>,
            ) -> $crate::Result<()> {
                let changed = sqlx::query("UPDATE users SET language = $1 WHERE id = $2")
                    .bind(language)
                    .bind(user)
                    .execute(&self.pool)
                    .await?
                    .rows_affected();
                if changed == 0 {
                    return Err($crate::StoreError::NotFound);
                }
                Ok(())
            }
        }
    };
}
pub(crate) use impl_account_settings;

impl AccountSettings for AnyStore {
    async fn time_zone(&self, user: UserId) -> Result<Option<String>> {
        match self {
            AnyStore::Sqlite(store) => store.time_zone(user).await,
            AnyStore::Postgres(store) => store.time_zone(user).await,
        }
    }

    async fn set_time_zone(&self, user: UserId, zone: &str) -> Result<()> {
        match self {
            AnyStore::Sqlite(store) => store.set_time_zone(user, zone).await,
            AnyStore::Postgres(store) => store.set_time_zone(user, zone).await,
        }
    }

    async fn language(&self, user: UserId) -> Result<Option<String>> {
        match self {
            AnyStore::Sqlite(store) => store.language(user).await,
            AnyStore::Postgres(store) => store.language(user).await,
        }
    }

    async fn set_language(&self, user: UserId, language: Option<&str>) -> Result<()> {
        match self {
            AnyStore::Sqlite(store) => store.set_language(user, language).await,
            AnyStore::Postgres(store) => store.set_language(user, language).await,
        }
    }
}
