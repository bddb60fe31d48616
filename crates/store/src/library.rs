//! The library side of the store: who may see a quiz (sharing), copies
//! with their attribution, subject and grade tags, and the change feed the
//! search index follows.
//!
//! A quiz is private unless its owner shares it with the school (every
//! teacher of this server) or makes it public (anyone with the link, and
//! the discover page). Every read here takes the viewer and treats a quiz
//! they may not see as [`StoreError::NotFound`].
//!
//! The change feed is the `library_changes` table, written by triggers on
//! `quizzes` and `assignments` (migration 0005), so every road that
//! changes a quiz is seen, whichever process took it.

use std::future::Future;

use crate::{AnyStore, QuizId, Result, StoreError, StoredQuiz, UserId};

/// Who may see a quiz besides its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Visibility {
    /// Only its owner (the default).
    #[default]
    Private,
    /// Every teacher on this server.
    School,
    /// Anyone with the link, signed in or not; listed on the discover page.
    Public,
}

impl Visibility {
    /// Its name, as stored and as the API takes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Private => "private",
            Visibility::School => "school",
            Visibility::Public => "public",
        }
    }

    /// Reads a name ([`Visibility::as_str`]).
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "private" => Some(Visibility::Private),
            "school" => Some(Visibility::School),
            "public" => Some(Visibility::Public),
            _ => None,
        }
    }
}

/// How a quiz is shared and labelled.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sharing {
    /// Who may see it.
    pub visibility: Visibility,
    /// Its subject tag, as the teacher wrote it (empty when unset).
    pub subject: String,
    /// Its grade tag (empty when unset).
    pub grade: String,
    /// Other tags, sorted and without repeats.
    pub tags: Vec<String>,
}

/// A quiz as the library sees it: the quiz, its sharing, where it came
/// from, and how it was reused (counts only: no student data).
#[derive(Debug, Clone, PartialEq)]
pub struct LibraryQuiz {
    /// The quiz.
    pub stored: StoredQuiz,
    /// How it is shared.
    pub sharing: Sharing,
    /// The quiz it was copied from, while that one exists.
    pub based_on: Option<QuizId>,
    /// The title of the quiz it was copied from, when copied (kept after
    /// the original is deleted).
    pub based_on_title: String,
    /// How many quizzes were copied from it.
    pub copies: i64,
    /// How many games (assignments) were made from it.
    pub plays: i64,
    /// When the latest game was made from it (Unix seconds).
    pub last_played_at: Option<i64>,
}

/// One change recorded in the feed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct LibraryChange {
    /// Its place in the feed (grows; gaps are possible).
    pub seq: i64,
    /// The quiz that changed (it may since have been deleted).
    pub quiz_id: QuizId,
}

/// The library's part of the store (implemented by both back ends and
/// [`AnyStore`]).
pub trait LibraryStore: Send + Sync + 'static {
    /// Sets how one of the owner's quizzes is shared (its revision and
    /// content are not touched).
    fn set_sharing(
        &self,
        owner: UserId,
        id: QuizId,
        sharing: &Sharing,
    ) -> impl Future<Output = Result<()>> + Send;

    /// A quiz the viewer may see (their own, a school quiz when signed in,
    /// a public one for anyone); [`StoreError::NotFound`] otherwise.
    fn library_quiz(
        &self,
        viewer: Option<UserId>,
        id: QuizId,
    ) -> impl Future<Output = Result<LibraryQuiz>> + Send;

    /// Copies a quiz the teacher may see into their own library, recording
    /// what it was based on. The copy is private.
    fn copy_quiz(
        &self,
        user: UserId,
        id: QuizId,
    ) -> impl Future<Output = Result<StoredQuiz>> + Send;

    /// Every quiz with an id above `after`, by id, at most `limit`, whoever
    /// may see it: for building the index only.
    fn library_quizzes_after(
        &self,
        after: QuizId,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<LibraryQuiz>>> + Send;

    /// One quiz whoever may see it, or `None` when it is gone: for the
    /// index only.
    fn library_entry(&self, id: QuizId)
    -> impl Future<Output = Result<Option<LibraryQuiz>>> + Send;

    /// Of `ids`, those the viewer may see, in the order given.
    fn visible_among(
        &self,
        viewer: Option<UserId>,
        ids: &[QuizId],
    ) -> impl Future<Output = Result<Vec<QuizId>>> + Send;

    /// The changes with a sequence number above `after`, in order, at most
    /// `limit`.
    fn library_changes(
        &self,
        after: i64,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<LibraryChange>>> + Send;

    /// The lowest and highest sequence numbers in the feed (0, 0 when it is
    /// empty).
    fn library_change_bounds(&self) -> impl Future<Output = Result<(i64, i64)>> + Send;

    /// Forgets changes recorded before `before` (Unix seconds).
    fn prune_library_changes(&self, before: i64) -> impl Future<Output = Result<()>> + Send;
}

/// The columns of a library quiz; the query goes on with `WHERE`.
macro_rules! select_library_quiz {
    () => {
        "SELECT q.id, q.owner_id, q.quiz_json, q.source_text, q.revision, q.created_at, \
         q.updated_at, q.visibility, q.subject, q.grade, q.tags_json, q.based_on, \
         q.based_on_title, \
         (SELECT COUNT(*) FROM quizzes c WHERE c.based_on = q.id) AS copies, \
         (SELECT COUNT(*) FROM assignments a WHERE a.quiz_id = q.id) AS plays, \
         (SELECT MAX(a.created_at) FROM assignments a WHERE a.quiz_id = q.id) AS last_played_at \
         FROM quizzes q "
    };
}
pub(crate) use select_library_quiz;

/// Who may see a quiz: `$1` is the viewer (or -1 for nobody signed in).
pub(crate) const VISIBLE: &str =
    "(q.owner_id = $1 OR q.visibility = 'public' OR (q.visibility = 'school' AND $1 >= 0))";

/// A library quiz row as read from either database.
#[derive(sqlx::FromRow)]
pub(crate) struct LibraryRow {
    id: i64,
    owner_id: i64,
    quiz_json: String,
    source_text: String,
    revision: i64,
    created_at: i64,
    updated_at: i64,
    visibility: String,
    subject: String,
    grade: String,
    tags_json: String,
    based_on: Option<i64>,
    based_on_title: String,
    copies: i64,
    plays: i64,
    last_played_at: Option<i64>,
}

impl TryFrom<LibraryRow> for LibraryQuiz {
    type Error = StoreError;

    fn try_from(row: LibraryRow) -> Result<Self> {
        let visibility = Visibility::parse(&row.visibility).ok_or_else(|| {
            StoreError::CorruptValue(format!("unknown visibility {:?}", row.visibility))
        })?;
        Ok(LibraryQuiz {
            stored: StoredQuiz {
                id: row.id,
                owner_id: row.owner_id,
                quiz: serde_json::from_str(&row.quiz_json)?,
                source_text: row.source_text,
                revision: row.revision,
                created_at: row.created_at,
                updated_at: row.updated_at,
            },
            sharing: Sharing {
                visibility,
                subject: row.subject,
                grade: row.grade,
                tags: serde_json::from_str(&row.tags_json)?,
            },
            based_on: row.based_on,
            based_on_title: row.based_on_title,
            copies: row.copies,
            plays: row.plays,
            last_played_at: row.last_played_at,
        })
    }
}

/// The viewer as the queries bind it.
pub(crate) fn viewer_id(viewer: Option<UserId>) -> i64 {
    viewer.unwrap_or(-1)
}

/// `$first, $first+1, …` for `count` values.
pub(crate) fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Implements [`LibraryStore`] for a back end with a `pool` field.
macro_rules! impl_library {
    ($store:ty) => {
        impl $crate::library::LibraryStore for $store {
            async fn set_sharing(
                &self,
                owner: $crate::UserId,
                id: $crate::QuizId,
                sharing: &$crate::library::Sharing,
            ) -> $crate::Result<()> {
                let tags = serde_json::to_string(&sharing.tags)?;
                $crate::sql::change_one!(
                    &self.pool,
                    "UPDATE quizzes SET visibility = $1, subject = $2, grade = $3, tags_json = $4 \
                     WHERE id = $5 AND owner_id = $6",
                    sharing.visibility.as_str(),
                    &sharing.subject,
                    &sharing.grade,
                    tags,
                    id,
                    owner
                )
            }

            async fn library_quiz(
                &self,
                viewer: Option<$crate::UserId>,
                id: $crate::QuizId,
            ) -> $crate::Result<$crate::library::LibraryQuiz> {
                let sql = format!(
                    "{}WHERE q.id = $2 AND {}",
                    $crate::library::select_library_quiz!(),
                    $crate::library::VISIBLE
                );
                sqlx::query_as::<_, $crate::library::LibraryRow>(sqlx::AssertSqlSafe(sql))
                    .bind($crate::library::viewer_id(viewer))
                    .bind(id)
                    .fetch_one(&self.pool)
                    .await?
                    .try_into()
            }

            async fn copy_quiz(
                &self,
                user: $crate::UserId,
                id: $crate::QuizId,
            ) -> $crate::Result<$crate::StoredQuiz> {
                let mut tx = self.pool.begin().await?;
                let sql = format!(
                    "SELECT q.title, q.quiz_json, q.source_text, q.questions, q.unanswered, \
                     q.subject, q.grade, q.tags_json FROM quizzes q WHERE q.id = $2 AND {}",
                    $crate::library::VISIBLE
                );
                #[allow(clippy::type_complexity)]
                let (title, json, source, questions, unanswered, subject, grade, tags): (
                    String,
                    String,
                    String,
                    i64,
                    i64,
                    String,
                    String,
                    String,
                ) = sqlx::query_as(sqlx::AssertSqlSafe(sql))
                    .bind(user)
                    .bind(id)
                    .fetch_one(&mut *tx)
                    .await?;
                let now = $crate::now();
                let row = sqlx::query_as::<_, $crate::QuizRow>(
                    "INSERT INTO quizzes (owner_id, title, quiz_json, source_text, revision, \
                     questions, unanswered, created_at, updated_at, subject, grade, tags_json, \
                     based_on, based_on_title) \
                     VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $7, $8, $9, $10, $11, $12) \
                     RETURNING id, owner_id, quiz_json, source_text, revision, created_at, updated_at",
                )
                .bind(user)
                .bind(&title)
                .bind(json)
                .bind(source)
                .bind(questions)
                .bind(unanswered)
                .bind(now)
                .bind(subject)
                .bind(grade)
                .bind(tags)
                .bind(id)
                .bind(&title)
                .fetch_one(&mut *tx)
                .await?;
                tx.commit().await?;
                row.try_into()
            }

            async fn library_quizzes_after(
                &self,
                after: $crate::QuizId,
                limit: i64,
            ) -> $crate::Result<Vec<$crate::library::LibraryQuiz>> {
                sqlx::query_as::<_, $crate::library::LibraryRow>(concat!(
                    $crate::library::select_library_quiz!(),
                    "WHERE q.id > $1 ORDER BY q.id LIMIT $2"
                ))
                .bind(after)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?
                .into_iter()
                .map(TryInto::try_into)
                .collect()
            }

            async fn library_entry(
                &self,
                id: $crate::QuizId,
            ) -> $crate::Result<Option<$crate::library::LibraryQuiz>> {
                sqlx::query_as::<_, $crate::library::LibraryRow>(concat!(
                    $crate::library::select_library_quiz!(),
                    "WHERE q.id = $1"
                ))
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
                .map(TryInto::try_into)
                .transpose()
            }

            async fn visible_among(
                &self,
                viewer: Option<$crate::UserId>,
                ids: &[$crate::QuizId],
            ) -> $crate::Result<Vec<$crate::QuizId>> {
                if ids.is_empty() {
                    return Ok(Vec::new());
                }
                let sql = format!(
                    "SELECT q.id FROM quizzes q WHERE q.id IN ({}) AND {}",
                    $crate::library::placeholders(2, ids.len()),
                    $crate::library::VISIBLE
                );
                let mut query = sqlx::query_as::<_, (i64,)>(sqlx::AssertSqlSafe(sql))
                    .bind($crate::library::viewer_id(viewer));
                for id in ids {
                    query = query.bind(*id);
                }
                let visible: std::collections::BTreeSet<i64> = query
                    .fetch_all(&self.pool)
                    .await?
                    .into_iter()
                    .map(|(id,)| id)
                    .collect();
                Ok(ids.iter().copied().filter(|id| visible.contains(id)).collect())
            }

            async fn library_changes(
                &self,
                after: i64,
                limit: i64,
            ) -> $crate::Result<Vec<$crate::library::LibraryChange>> {
                Ok(sqlx::query_as::<_, $crate::library::LibraryChange>(
                    "SELECT seq, quiz_id FROM library_changes WHERE seq > $1 ORDER BY seq LIMIT $2",
                )
                .bind(after)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn library_change_bounds(&self) -> $crate::Result<(i64, i64)> {
                let (low, high): (Option<i64>, Option<i64>) =
                    sqlx::query_as("SELECT MIN(seq), MAX(seq) FROM library_changes")
                        .fetch_one(&self.pool)
                        .await?;
                Ok((low.unwrap_or(0), high.unwrap_or(0)))
            }

            async fn prune_library_changes(&self, before: i64) -> $crate::Result<()> {
                sqlx::query("DELETE FROM library_changes WHERE at < $1")
                    .bind(before)
                    .execute(&self.pool)
                    .await?;
                Ok(())
            }
        }
    };
}
pub(crate) use impl_library;

macro_rules! delegate {
    ($self:ident . $method:ident ( $($arg:expr),* )) => {
        match $self {
            AnyStore::Sqlite(store) => store.$method($($arg),*).await,
            AnyStore::Postgres(store) => store.$method($($arg),*).await,
        }
    };
}

impl LibraryStore for AnyStore {
    async fn set_sharing(&self, owner: UserId, id: QuizId, sharing: &Sharing) -> Result<()> {
        delegate!(self.set_sharing(owner, id, sharing))
    }
    async fn library_quiz(&self, viewer: Option<UserId>, id: QuizId) -> Result<LibraryQuiz> {
        delegate!(self.library_quiz(viewer, id))
    }
    async fn copy_quiz(&self, user: UserId, id: QuizId) -> Result<StoredQuiz> {
        delegate!(self.copy_quiz(user, id))
    }
    async fn library_quizzes_after(&self, after: QuizId, limit: i64) -> Result<Vec<LibraryQuiz>> {
        delegate!(self.library_quizzes_after(after, limit))
    }
    async fn library_entry(&self, id: QuizId) -> Result<Option<LibraryQuiz>> {
        delegate!(self.library_entry(id))
    }
    async fn visible_among(&self, viewer: Option<UserId>, ids: &[QuizId]) -> Result<Vec<QuizId>> {
        delegate!(self.visible_among(viewer, ids))
    }
    async fn library_changes(&self, after: i64, limit: i64) -> Result<Vec<LibraryChange>> {
        delegate!(self.library_changes(after, limit))
    }
    async fn library_change_bounds(&self) -> Result<(i64, i64)> {
        delegate!(self.library_change_bounds())
    }
    async fn prune_library_changes(&self, before: i64) -> Result<()> {
        delegate!(self.prune_library_changes(before))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visibility_names_round_trip() {
        for v in [Visibility::Private, Visibility::School, Visibility::Public] {
            assert_eq!(Visibility::parse(v.as_str()), Some(v));
        }
        assert_eq!(Visibility::parse("everyone"), None);
    }

    #[test]
    fn placeholders_count_from_the_first() {
        assert_eq!(placeholders(2, 3), "$2, $3, $4");
    }
}
