//! Either back end, chosen by the URL's scheme.

use quizforge_core::Quiz;
use quizforge_core::play::GameState;

use crate::{
    AnswerRecord, Assignment, AssignmentId, AssignmentSummary, Class, ClassId, ClassSummary,
    NewAssignment, NewSession, PlayWrite, PlayWritten, Player, PlayerId, PostgresStore, QuizId,
    QuizSummary, Result, Session, SqliteStore, Store, StoreError, StoredQuiz, User, UserId,
};

/// The store the server runs on: SQLite or PostgreSQL.
#[derive(Debug, Clone)]
pub enum AnyStore {
    /// A SQLite file.
    Sqlite(SqliteStore),
    /// A PostgreSQL database.
    Postgres(PostgresStore),
}

impl AnyStore {
    /// Connects by URL: `sqlite:PATH` (or `sqlite://PATH`) or
    /// `postgres://…` / `postgresql://…`. Migrations run before it returns.
    pub async fn connect(url: &str) -> Result<Self> {
        if url.starts_with("sqlite:") {
            Ok(AnyStore::Sqlite(SqliteStore::connect(url).await?))
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(AnyStore::Postgres(PostgresStore::connect(url).await?))
        } else {
            Err(StoreError::UnsupportedUrl(redact(url)))
        }
    }

    /// The back end's name, for messages.
    pub fn backend(&self) -> &'static str {
        match self {
            AnyStore::Sqlite(_) => "SQLite",
            AnyStore::Postgres(_) => "PostgreSQL",
        }
    }

    /// Closes every connection.
    pub async fn close(&self) {
        match self {
            AnyStore::Sqlite(store) => store.close().await,
            AnyStore::Postgres(store) => store.close().await,
        }
    }
}

/// A URL without its password, fit for an error message.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            format!("{}://…@{}", &url[..scheme], &url[at + 1..])
        }
        _ => url.to_string(),
    }
}

macro_rules! delegate {
    ($self:ident . $method:ident ( $($arg:expr),* )) => {
        match $self {
            AnyStore::Sqlite(store) => store.$method($($arg),*).await,
            AnyStore::Postgres(store) => store.$method($($arg),*).await,
        }
    };
}

impl Store for AnyStore {
    async fn check_writable(&self) -> Result<()> {
        delegate!(self.check_writable())
    }

    async fn ping(&self) -> Result<()> {
        delegate!(self.ping())
    }
    async fn create_user(&self, email: &str, password_hash: &str) -> Result<User> {
        delegate!(self.create_user(email, password_hash))
    }
    async fn user_by_email(&self, email: &str) -> Result<User> {
        delegate!(self.user_by_email(email))
    }
    async fn set_password(
        &self,
        user_id: UserId,
        password_hash: &str,
        keep: Option<&str>,
    ) -> Result<()> {
        delegate!(self.set_password(user_id, password_hash, keep))
    }
    async fn create_session(&self, session: &NewSession) -> Result<()> {
        delegate!(self.create_session(session))
    }
    async fn session(&self, token_hash: &str, now: i64) -> Result<Session> {
        delegate!(self.session(token_hash, now))
    }
    async fn delete_session(&self, token_hash: &str) -> Result<()> {
        delegate!(self.delete_session(token_hash))
    }
    async fn create_api_token(
        &self,
        user_id: UserId,
        token_hash: &str,
        expires_at: i64,
    ) -> Result<i64> {
        delegate!(self.create_api_token(user_id, token_hash, expires_at))
    }
    async fn api_token_user(&self, token_hash: &str, now: i64) -> Result<User> {
        delegate!(self.api_token_user(token_hash, now))
    }

    async fn api_tokens(&self, user_id: UserId, now: i64) -> Result<Vec<crate::ApiToken>> {
        delegate!(self.api_tokens(user_id, now))
    }

    async fn delete_api_token(&self, user_id: UserId, id: i64) -> Result<()> {
        delegate!(self.delete_api_token(user_id, id))
    }
    async fn record_sign_in_failure(&self, keys: &[String], at: i64) -> Result<()> {
        delegate!(self.record_sign_in_failure(keys, at))
    }
    async fn sign_in_failures(&self, key: &str, since: i64) -> Result<u64> {
        delegate!(self.sign_in_failures(key, since))
    }
    async fn clear_sign_in_failures(&self, key: &str) -> Result<()> {
        delegate!(self.clear_sign_in_failures(key))
    }
    async fn create_quiz(
        &self,
        owner: UserId,
        quiz: &Quiz,
        source_text: &str,
    ) -> Result<StoredQuiz> {
        delegate!(self.create_quiz(owner, quiz, source_text))
    }
    async fn quiz(&self, owner: UserId, id: QuizId) -> Result<StoredQuiz> {
        delegate!(self.quiz(owner, id))
    }
    async fn list_quizzes(&self, owner: UserId, search: &str) -> Result<Vec<QuizSummary>> {
        delegate!(self.list_quizzes(owner, search))
    }
    async fn update_quiz(
        &self,
        owner: UserId,
        id: QuizId,
        revision: i64,
        quiz: &Quiz,
    ) -> Result<StoredQuiz> {
        delegate!(self.update_quiz(owner, id, revision, quiz))
    }
    async fn delete_quiz(&self, owner: UserId, id: QuizId) -> Result<()> {
        delegate!(self.delete_quiz(owner, id))
    }
    async fn create_class(&self, owner: UserId, name: &str, roster: &[String]) -> Result<Class> {
        delegate!(self.create_class(owner, name, roster))
    }
    async fn classes(&self, owner: UserId) -> Result<Vec<ClassSummary>> {
        delegate!(self.classes(owner))
    }
    async fn class(&self, owner: UserId, id: ClassId) -> Result<Class> {
        delegate!(self.class(owner, id))
    }
    async fn update_class(
        &self,
        owner: UserId,
        id: ClassId,
        name: &str,
        roster: &[String],
    ) -> Result<Class> {
        delegate!(self.update_class(owner, id, name, roster))
    }
    async fn delete_class(&self, owner: UserId, id: ClassId) -> Result<()> {
        delegate!(self.delete_class(owner, id))
    }
    async fn create_assignment(&self, owner: UserId, new: &NewAssignment) -> Result<Assignment> {
        delegate!(self.create_assignment(owner, new))
    }
    async fn assignment(&self, owner: UserId, id: AssignmentId) -> Result<Assignment> {
        delegate!(self.assignment(owner, id))
    }
    async fn assignment_by_id(&self, id: AssignmentId) -> Result<Assignment> {
        delegate!(self.assignment_by_id(id))
    }
    async fn assignment_by_code(&self, join_code: &str) -> Result<Assignment> {
        delegate!(self.assignment_by_code(join_code))
    }
    async fn assignments(&self, owner: UserId) -> Result<Vec<AssignmentSummary>> {
        delegate!(self.assignments(owner))
    }
    async fn active_assignments(&self) -> Result<Vec<AssignmentSummary>> {
        delegate!(self.active_assignments())
    }
    async fn set_game_state(&self, id: AssignmentId, state: &GameState) -> Result<()> {
        delegate!(self.set_game_state(id, state))
    }
    async fn delete_assignment(&self, owner: UserId, id: AssignmentId) -> Result<()> {
        delegate!(self.delete_assignment(owner, id))
    }
    async fn apply_play_writes(&self, writes: &[PlayWrite]) -> Result<Vec<PlayWritten>> {
        delegate!(self.apply_play_writes(writes))
    }
    async fn players(&self, assignment_id: AssignmentId) -> Result<Vec<Player>> {
        delegate!(self.players(assignment_id))
    }
    async fn player_by_token(&self, token_hash: &str) -> Result<Player> {
        delegate!(self.player_by_token(token_hash))
    }
    async fn rename_player(
        &self,
        assignment_id: AssignmentId,
        player_id: PlayerId,
        name: &str,
        name_key: &str,
    ) -> Result<Player> {
        delegate!(self.rename_player(assignment_id, player_id, name, name_key))
    }
    async fn remove_player(&self, assignment_id: AssignmentId, player_id: PlayerId) -> Result<()> {
        delegate!(self.remove_player(assignment_id, player_id))
    }
    async fn answers(&self, assignment_id: AssignmentId) -> Result<Vec<AnswerRecord>> {
        delegate!(self.answers(assignment_id))
    }
}
