//! Where quizforge keeps its teachers, their sessions and their quizzes.
//!
//! One [`Store`] trait, two implementations: [`SqliteStore`] (the default, a
//! file beside the binary) and [`PostgresStore`], each with its own embedded
//! migrations. [`AnyStore::connect`] picks one by the URL's scheme. Both run
//! the same SQL text (runtime queries with `$1` placeholders, which SQLite
//! accepts too); the contract test suite in `tests/contract/` holds them
//! to the same behaviour.
//!
//! Quizzes are stored as quizforge's canonical JSON together with the text
//! they were made from and a revision number: [`Store::update_quiz`] only
//! writes when the caller names the revision it read, so a stale form or a
//! double submit is refused with [`StoreError::Conflict`] instead of silently
//! overwriting someone's work.
//!
//! Classes, assignments and their games (players and answers) are described
//! in the `play` module's types: [`Class`], [`Assignment`], [`Player`],
//! [`AnswerRecord`] and the batched [`PlayWrite`]s.

/// Runs (in the modules that speak to either back end through
/// [`AnyStore`]) `$body` with `$pool` bound to either back end's pool.
macro_rules! on_pool {
    ($store:expr, |$pool:ident| $body:expr) => {
        match $store {
            AnyStore::Postgres(store) => {
                let $pool = store.pool();
                $body
            }
            AnyStore::Sqlite(store) => {
                let $pool = store.pool();
                $body
            }
        }
    };
}

mod account;
mod any;
mod backup;
mod cells;
mod fenced;
mod followups;
mod lease;
mod library;
mod media;
mod migrations;
mod pins;
mod play;
mod postgres;
mod reports;
mod snapshots;
mod sql;
mod sql_accounts;
mod sql_play;
mod sql_reports;
mod sqlite;

use std::future::Future;
use std::time::{SystemTime, UNIX_EPOCH};

use quizforge_core::play::GameState;
use quizforge_core::{ModelError, Quiz};

pub use account::{AccountSettings, MAX_TIME_ZONE};
pub use any::AnyStore;
pub use backup::{Restored, check_backup, restore as restore_sqlite};
pub use followups::{AutoFollowUps, FollowUpStatus, FollowUpStore, NewFollowUp, Sent};
pub use lease::{LEASE_LOST, Lease};
pub use library::{LibraryChange, LibraryQuiz, LibraryStore, Sharing, Visibility};
pub use media::StoredMedia;
pub use play::{
    AnswerRecord, Assignment, AssignmentId, AssignmentSummary, Class, ClassId, ClassSummary,
    NewAssignment, NewPlayer, PlayWrite, PlayWritten, Player, PlayerId, RosterId, RosterName,
    Served,
};
pub use postgres::PostgresStore;
pub use reports::{
    AnswerMark, Bands, ClassResults, HandMark, Mark, Remark, ReportStore, StampedResults,
};
pub use snapshots::{ResultsSnapshot, SnapshotLag, encode_results};
pub use sqlite::SqliteStore;

/// A teacher's id.
pub type UserId = i64;
/// A quiz's id.
pub type QuizId = i64;

/// Why a store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// No such row, or it belongs to someone else.
    #[error("not found")]
    NotFound,
    /// A unique value is taken, or the revision named is not the current one.
    #[error("conflict: {0}")]
    Conflict(&'static str),
    /// The quiz breaks the model's rules and is not stored.
    #[error("invalid question {index}: {source}")]
    Invalid {
        /// The question's position (from 0).
        index: usize,
        /// The rule it breaks.
        source: ModelError,
    },
    /// A URL the store cannot use.
    #[error("unsupported database URL (use sqlite:PATH or postgres://…): {0}")]
    UnsupportedUrl(String),
    /// Stored data that cannot be read back (a quiz's or an assignment's
    /// settings' JSON).
    #[error("stored data is corrupt: {0}")]
    Corrupt(#[from] serde_json::Error),
    /// A stored value that is not one the store writes (an unknown mode,
    /// phase or outcome name, a question number out of range).
    #[error("stored data is corrupt: {0}")]
    CorruptValue(String),
    /// The database failed.
    #[error("database: {0}")]
    Database(#[source] sqlx::Error),
    /// A migration failed.
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        match error {
            sqlx::Error::RowNotFound => StoreError::NotFound,
            sqlx::Error::Database(db) if db.is_unique_violation() => {
                StoreError::Conflict("already exists")
            }
            other => StoreError::Database(other),
        }
    }
}

/// The result of a store operation.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// A teacher's account.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct User {
    /// The account's id.
    pub id: UserId,
    /// The e-mail address it signs in with (as given at sign-up, trimmed
    /// and lower-cased by the server).
    pub email: String,
    /// The argon2id PHC string of the password.
    pub password_hash: String,
    /// When the account was made (Unix seconds).
    pub created_at: i64,
}

/// A browser session to create: the token is only ever stored hashed.
#[derive(Debug, Clone)]
pub struct NewSession {
    /// SHA-256 of the cookie's token, hex.
    pub token_hash: String,
    /// Whose session it is.
    pub user_id: UserId,
    /// The synchronizer token every form of this session must carry.
    pub csrf_token: String,
    /// When it stops being valid (Unix seconds).
    pub expires_at: i64,
}

/// An API token as its owner sees it listed (never the token itself).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ApiToken {
    /// Its id, to revoke it by.
    pub id: i64,
    /// When it was made (Unix seconds).
    pub created_at: i64,
    /// When it stops being valid (Unix seconds).
    pub expires_at: i64,
}

/// A live browser session and who it belongs to.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Session {
    /// SHA-256 of the cookie's token, hex.
    pub token_hash: String,
    /// Whose session it is.
    pub user_id: UserId,
    /// Their e-mail address.
    pub email: String,
    /// The synchronizer token every form of this session must carry.
    pub csrf_token: String,
    /// When it stops being valid (Unix seconds).
    pub expires_at: i64,
    /// The language the teacher chose for their pages, if they chose one
    /// ([`crate::AccountSettings::set_language`]).
    pub language: Option<String>,
}

/// A quiz as stored: the quiz, where it came from, and its revision.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredQuiz {
    /// The quiz's id.
    pub id: QuizId,
    /// The teacher who owns it.
    pub owner_id: UserId,
    /// The quiz itself.
    pub quiz: Quiz,
    /// The document text it was made from (empty when written by hand);
    /// question `source` spans point into it.
    pub source_text: String,
    /// Starts at 1 and goes up by one with every update.
    pub revision: i64,
    /// When it was made (Unix seconds).
    pub created_at: i64,
    /// When it last changed (Unix seconds).
    pub updated_at: i64,
}

/// One line of a teacher's list of quizzes.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct QuizSummary {
    /// The quiz's id.
    pub id: QuizId,
    /// Its title.
    pub title: String,
    /// How many questions it has.
    pub questions: i64,
    /// How many of them still need the teacher to give the answer.
    pub unanswered: i64,
    /// Its revision.
    pub revision: i64,
    /// When it was made (Unix seconds).
    pub created_at: i64,
    /// When it last changed (Unix seconds).
    pub updated_at: i64,
}

/// Everything quizforge keeps. Every quiz operation takes the owner, and a
/// quiz owned by someone else is [`StoreError::NotFound`], never visible.
///
/// Each method is one transaction: when it returns `Ok`, the change is
/// durable.
pub trait Store: Send + Sync + 'static {
    /// Answers when the database does.
    fn ping(&self) -> impl Future<Output = Result<()>> + Send;

    /// Whether the database takes writes: a tiny write in a transaction
    /// that is rolled back (a full disk, a read-only file or a lost primary
    /// fails it where `ping` still answers).
    fn check_writable(&self) -> impl Future<Output = Result<()>> + Send;

    /// Makes an account. [`StoreError::Conflict`] when the e-mail is taken.
    fn create_user(
        &self,
        email: &str,
        password_hash: &str,
    ) -> impl Future<Output = Result<User>> + Send;

    /// The account with this e-mail address.
    fn user_by_email(&self, email: &str) -> impl Future<Output = Result<User>> + Send;

    /// Replaces a password and ends every session and API token of the
    /// account except the session `keep` (the one making the change).
    fn set_password(
        &self,
        user_id: UserId,
        password_hash: &str,
        keep: Option<&str>,
    ) -> impl Future<Output = Result<()>> + Send;

    /// Stores a new session.
    fn create_session(&self, session: &NewSession) -> impl Future<Output = Result<()>> + Send;

    /// The session whose token hashes to `token_hash`, if it has not
    /// expired by `now`.
    fn session(&self, token_hash: &str, now: i64) -> impl Future<Output = Result<Session>> + Send;

    /// Ends a session (signing out). Ending one that does not exist is fine.
    fn delete_session(&self, token_hash: &str) -> impl Future<Output = Result<()>> + Send;

    /// Stores an API token (hashed) for an account, valid until
    /// `expires_at`; returns its id.
    fn create_api_token(
        &self,
        user_id: UserId,
        token_hash: &str,
        expires_at: i64,
    ) -> impl Future<Output = Result<i64>> + Send;

    /// The account an API token belongs to, if it has not expired by `now`.
    fn api_token_user(
        &self,
        token_hash: &str,
        now: i64,
    ) -> impl Future<Output = Result<User>> + Send;

    /// An account's API tokens not expired by `now`, newest first.
    fn api_tokens(
        &self,
        user_id: UserId,
        now: i64,
    ) -> impl Future<Output = Result<Vec<ApiToken>>> + Send;

    /// Revokes one of an account's API tokens (`NotFound` if it is not
    /// theirs, or gone).
    fn delete_api_token(&self, user_id: UserId, id: i64)
    -> impl Future<Output = Result<()>> + Send;

    /// Records one failed sign-in under each key (e.g. the account and the
    /// client address).
    fn record_sign_in_failure(
        &self,
        keys: &[String],
        at: i64,
    ) -> impl Future<Output = Result<()>> + Send;

    /// How many failures were recorded under `key` at or after `since`.
    fn sign_in_failures(&self, key: &str, since: i64) -> impl Future<Output = Result<u64>> + Send;

    /// Forgets the failures under `key` (after a successful sign-in).
    fn clear_sign_in_failures(&self, key: &str) -> impl Future<Output = Result<()>> + Send;

    /// Stores a new quiz at revision 1.
    fn create_quiz(
        &self,
        owner: UserId,
        quiz: &Quiz,
        source_text: &str,
    ) -> impl Future<Output = Result<StoredQuiz>> + Send;

    /// One of the owner's quizzes.
    fn quiz(&self, owner: UserId, id: QuizId) -> impl Future<Output = Result<StoredQuiz>> + Send;

    /// The owner's quizzes whose title contains `search` (ignoring ASCII
    /// case; empty matches all), most recently changed first.
    fn list_quizzes(
        &self,
        owner: UserId,
        search: &str,
    ) -> impl Future<Output = Result<Vec<QuizSummary>>> + Send;

    /// Replaces a quiz if its revision is still `revision`, and returns it
    /// at the next revision. [`StoreError::Conflict`] when it has moved on.
    fn update_quiz(
        &self,
        owner: UserId,
        id: QuizId,
        revision: i64,
        quiz: &Quiz,
    ) -> impl Future<Output = Result<StoredQuiz>> + Send;

    /// Deletes one of the owner's quizzes.
    fn delete_quiz(&self, owner: UserId, id: QuizId) -> impl Future<Output = Result<()>> + Send;

    /// Makes a class with its roster, in order (repeated names are
    /// collapsed, the first kept).
    fn create_class(
        &self,
        owner: UserId,
        name: &str,
        roster: &[String],
    ) -> impl Future<Output = Result<Class>> + Send;

    /// The owner's classes, by name.
    fn classes(&self, owner: UserId) -> impl Future<Output = Result<Vec<ClassSummary>>> + Send;

    /// One of the owner's classes, with its roster in order.
    fn class(&self, owner: UserId, id: ClassId) -> impl Future<Output = Result<Class>> + Send;

    /// Renames and sets the roster: names kept keep their RosterId (so
    /// players linked to them stay linked), new ones are added, missing ones
    /// deleted; positions follow `roster`. Duplicate names in `roster` are
    /// collapsed (first wins).
    fn update_class(
        &self,
        owner: UserId,
        id: ClassId,
        name: &str,
        roster: &[String],
    ) -> impl Future<Output = Result<Class>> + Send;

    /// Deletes one of the owner's classes, with its assignments, their
    /// players and answers.
    fn delete_class(&self, owner: UserId, id: ClassId) -> impl Future<Output = Result<()>> + Send;

    /// Stores a new assignment with a snapshot of its quiz.
    /// [`StoreError::Conflict`]`("join code taken")` when the join code is
    /// already used (the caller draws another); [`StoreError::NotFound`]
    /// when the class or quiz isn't the owner's.
    fn create_assignment(
        &self,
        owner: UserId,
        new: &NewAssignment,
    ) -> impl Future<Output = Result<Assignment>> + Send;

    /// One of the owner's assignments.
    fn assignment(
        &self,
        owner: UserId,
        id: AssignmentId,
    ) -> impl Future<Output = Result<Assignment>> + Send;

    /// An assignment, for the play side: no owner check.
    fn assignment_by_id(&self, id: AssignmentId)
    -> impl Future<Output = Result<Assignment>> + Send;

    /// The assignment students join with this code.
    fn assignment_by_code(
        &self,
        join_code: &str,
    ) -> impl Future<Output = Result<Assignment>> + Send;

    /// The owner's assignments, newest first.
    fn assignments(
        &self,
        owner: UserId,
    ) -> impl Future<Output = Result<Vec<AssignmentSummary>>> + Send;

    /// Every assignment whose phase is not ended (the server loads their
    /// games when it starts), oldest first.
    fn active_assignments(&self) -> impl Future<Output = Result<Vec<AssignmentSummary>>> + Send;

    /// Records where an assignment's game stands.
    fn set_game_state(
        &self,
        id: AssignmentId,
        state: &GameState,
    ) -> impl Future<Output = Result<()>> + Send;

    /// Deletes one of the owner's assignments, with its players and answers.
    fn delete_assignment(
        &self,
        owner: UserId,
        id: AssignmentId,
    ) -> impl Future<Output = Result<()>> + Send;

    /// Applies the writes in ONE transaction, in order, and returns one
    /// result per write. A name clash or a duplicate answer does not abort
    /// the transaction: they are [`PlayWritten::NameTaken`] and
    /// `Answer { fresh: false, .. }`. A write naming an assignment or a
    /// player that does not exist fails the whole batch with
    /// [`StoreError::NotFound`] (and a token hash already used, with
    /// [`StoreError::Conflict`]): nothing of it is written. An empty slice
    /// does nothing.
    fn apply_play_writes(
        &self,
        writes: &[PlayWrite],
    ) -> impl Future<Output = Result<Vec<PlayWritten>>> + Send;

    /// An assignment's players, including removed ones, by join time then
    /// id.
    fn players(
        &self,
        assignment_id: AssignmentId,
    ) -> impl Future<Output = Result<Vec<Player>>> + Send;

    /// The live (not removed) player whose token hashes to `token_hash`.
    fn player_by_token(&self, token_hash: &str) -> impl Future<Output = Result<Player>> + Send;

    /// Renames a live player. [`StoreError::Conflict`]`("name taken")` when
    /// another live player of the assignment has the name_key.
    fn rename_player(
        &self,
        assignment_id: AssignmentId,
        player_id: PlayerId,
        name: &str,
        name_key: &str,
    ) -> impl Future<Output = Result<Player>> + Send;

    /// Marks the player removed (their answers are kept in the database but
    /// the server stops counting them; their token stops working); frees
    /// the name.
    fn remove_player(
        &self,
        assignment_id: AssignmentId,
        player_id: PlayerId,
    ) -> impl Future<Output = Result<()>> + Send;

    /// An assignment's answers, by player then question.
    fn answers(
        &self,
        assignment_id: AssignmentId,
    ) -> impl Future<Output = Result<Vec<AnswerRecord>>> + Send;
}

/// The current time in Unix seconds.
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// Checks a quiz before it is stored and serialises it.
fn encode(quiz: &Quiz) -> Result<QuizColumns> {
    for (index, question) in quiz.questions.iter().enumerate() {
        question
            .validate()
            .map_err(|source| StoreError::Invalid { index, source })?;
    }
    Ok(QuizColumns {
        json: serde_json::to_string(quiz)?,
        questions: quiz.questions.len() as i64,
        unanswered: quiz.questions.iter().filter(|q| !q.answer_known).count() as i64,
    })
}

/// The columns derived from a quiz.
struct QuizColumns {
    json: String,
    questions: i64,
    unanswered: i64,
}

/// A quiz row as read from either database.
#[derive(sqlx::FromRow)]
struct QuizRow {
    id: i64,
    owner_id: i64,
    quiz_json: String,
    source_text: String,
    revision: i64,
    created_at: i64,
    updated_at: i64,
}

impl TryFrom<QuizRow> for StoredQuiz {
    type Error = StoreError;

    fn try_from(row: QuizRow) -> Result<Self> {
        Ok(StoredQuiz {
            id: row.id,
            owner_id: row.owner_id,
            quiz: serde_json::from_str(&row.quiz_json)?,
            source_text: row.source_text,
            revision: row.revision,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

/// A `LIKE` pattern matching titles that contain `search`, with the
/// pattern's own wildcards escaped (the queries say `ESCAPE '\'`).
fn contains_pattern(search: &str) -> String {
    let mut pattern = String::with_capacity(search.len() + 2);
    pattern.push('%');
    for c in search.trim().to_lowercase().chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_wildcards_are_taken_literally() {
        assert_eq!(contains_pattern(" 100%_A\\ "), "%100\\%\\_a\\\\%");
    }
}
