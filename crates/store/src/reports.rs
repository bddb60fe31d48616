//! After the game: marking answers by hand, re-marking a question, and the
//! mastery bands of a class (issue 13). A separate trait,
//! [`ReportStore`], so that the play store's [`Store`] stays as it is.
//!
//! Every change of mark is kept in `answer_marks` (what it was, what it
//! became, why, who and when), and the answer itself records who marked it
//! last, so a report can say "marked by hand".

use std::future::Future;

use quizforge_core::{Outcome, Quiz};

use crate::play::outcome_str;
use crate::{
    AnswerRecord, AnyStore, AssignmentId, ClassId, Player, PlayerId, Result, RosterId, Store,
    UserId,
};

/// A mark given to an answer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mark {
    /// The verdict.
    pub outcome: Outcome,
    /// The share of the question's credit, 0 to 1.
    pub fraction: f64,
    /// The points.
    pub points: f64,
}

/// Some or all of a game's players, each with its results stamp, and
/// their answers, by player then question.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StampedResults {
    /// The players (removed ones too), by join time, with their stamps.
    pub players: Vec<(Player, i64)>,
    /// Their answers, by player id then question.
    pub answers: Vec<AnswerRecord>,
}

/// Who marked an answer by hand, and when.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct HandMark {
    /// The player.
    pub player_id: PlayerId,
    /// The question (from 0).
    pub question: i64,
    /// The teacher's e-mail (`None` once the account is gone).
    pub marked_by: Option<String>,
    /// When (Unix seconds).
    pub marked_at: i64,
}

/// A re-mark of one answer, made when a question's key changes.
#[derive(Debug, Clone, PartialEq)]
pub struct Remark {
    /// The player.
    pub player_id: PlayerId,
    /// The question (from 0).
    pub question: u32,
    /// The new mark.
    pub mark: Mark,
}

/// A class's mastery bands: below `low` is not yet, from `high` on is
/// mastered (shares 0 to 1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bands {
    /// Below this share a student has not got it yet.
    pub low: f64,
    /// From this share on a student has mastered it.
    pub high: f64,
}

impl Default for Bands {
    fn default() -> Self {
        Bands {
            low: 0.5,
            high: 0.8,
        }
    }
}

/// The mark of one answer, without its response (what mastery reads).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AnswerMark {
    /// The game.
    pub assignment_id: AssignmentId,
    /// The player.
    pub player_id: PlayerId,
    /// The question (from 0).
    pub question: u32,
    /// The verdict.
    pub outcome: Outcome,
    /// The share of the credit, 0 to 1.
    pub fraction: f64,
}

/// Every game of one class with its players and marks, read in two
/// queries (not three per game).
#[derive(Debug, Clone)]
pub struct ClassResults {
    /// The class's games, oldest first (by creation, then id).
    pub games: Vec<crate::Assignment>,
    /// Their players (removed ones too), game by game in that order, each
    /// game's by join time.
    pub players: Vec<crate::Player>,
    /// Their answers' marks, by game (in the order above), player id and
    /// question.
    pub marks: Vec<AnswerMark>,
}

/// The store's side of reports and marking. Every method takes the owner:
/// another teacher's answer or class is [`crate::StoreError::NotFound`].
pub trait ReportStore: Store {
    /// The assignment a player belongs to, if it is the owner's.
    fn player_assignment(
        &self,
        owner: UserId,
        player_id: PlayerId,
    ) -> impl Future<Output = Result<AssignmentId>> + Send;

    /// Marks one answer by hand (in one transaction: the answer, who and
    /// when, and a line of history). Returns the answer as now stored.
    fn mark_answer(
        &self,
        owner: UserId,
        player_id: PlayerId,
        question: u32,
        mark: Mark,
        now: i64,
    ) -> impl Future<Output = Result<AnswerRecord>> + Send;

    /// Replaces an assignment's snapshot of its quiz (a key the teacher
    /// added) and re-marks the answers listed, in one transaction.
    fn remark_assignment(
        &self,
        owner: UserId,
        id: AssignmentId,
        quiz: &Quiz,
        remarks: &[Remark],
        now: i64,
    ) -> impl Future<Output = Result<()>> + Send;

    /// One of the owner's classes' games, oldest first (by creation, then
    /// id).
    fn class_games(
        &self,
        owner: UserId,
        id: ClassId,
    ) -> impl Future<Output = Result<Vec<crate::Assignment>>> + Send;

    /// [`ReportStore::results_stamp`] over every game of one of the owner's
    /// classes (its players and marks; not its games, read each time).
    fn class_stamp(
        &self,
        owner: UserId,
        id: ClassId,
    ) -> impl Future<Output = Result<(i64, i64)>> + Send;

    /// The game's players whose results stamp is above `after`, with
    /// their stamps and answers (`i64::MIN`: every player): what changed
    /// since a read that saw stamps up to `after`, so that a server keeping
    /// a large game in memory reads again only the players that changed.
    /// On PostgreSQL a change may commit with a stamp below one already
    /// seen; the caller checks the sum of stamps ([`ReportStore::results_stamp`])
    /// and reads everything again when it does not add up.
    fn game_results_since(
        &self,
        id: AssignmentId,
        after: i64,
    ) -> impl Future<Output = Result<StampedResults>> + Send;

    /// What a game's players and answers are at: how many players, and the
    /// sum of their stamps (every change to a player, its answers and marks
    /// included, gives it a new stamp greater than any before, so the sum
    /// only grows while the count stays). Equal results mean nothing
    /// changed. A sum and not the greatest stamp: on PostgreSQL a stamp is
    /// drawn before its transaction commits, so a change may commit with a
    /// stamp lower than one already seen.
    fn results_stamp(&self, id: AssignmentId) -> impl Future<Output = Result<(i64, i64)>> + Send;

    /// The answers of an assignment marked by hand (the last mark of each).
    fn hand_marks(
        &self,
        owner: UserId,
        id: AssignmentId,
    ) -> impl Future<Output = Result<Vec<HandMark>>> + Send;

    /// Links a follow-up game to its parent and gives it to exactly these
    /// roster students (both games the owner's), in one transaction.
    fn link_follow_up(
        &self,
        owner: UserId,
        parent: AssignmentId,
        child: AssignmentId,
        roster: &[RosterId],
    ) -> impl Future<Output = Result<()>> + Send;

    /// Who may join a game: `None` for the whole class (not a follow-up),
    /// else the roster entries it was given to.
    fn given_to(
        &self,
        id: AssignmentId,
    ) -> impl Future<Output = Result<Option<Vec<RosterId>>>> + Send;

    /// The follow-ups of one of the owner's games, oldest first.
    fn follow_ups(
        &self,
        owner: UserId,
        parent: AssignmentId,
    ) -> impl Future<Output = Result<Vec<AssignmentId>>> + Send;

    /// A class's mastery bands.
    fn class_bands(&self, owner: UserId, id: ClassId)
    -> impl Future<Output = Result<Bands>> + Send;

    /// Every game of one of the owner's classes, with its players and the
    /// marks of its answers (for mastery).
    fn class_results(
        &self,
        owner: UserId,
        id: ClassId,
    ) -> impl Future<Output = Result<ClassResults>> + Send;

    /// Sets a class's mastery bands.
    fn set_class_bands(
        &self,
        owner: UserId,
        id: ClassId,
        bands: Bands,
    ) -> impl Future<Output = Result<()>> + Send;
}

/// The columns the history and the answer take, for one change of mark.
#[derive(sqlx::FromRow)]
pub(crate) struct Before {
    pub(crate) assignment_id: i64,
    pub(crate) outcome: String,
    pub(crate) points: f64,
}

pub(crate) fn outcome_name(outcome: Outcome) -> &'static str {
    outcome_str(outcome)
}

macro_rules! delegate {
    ($self:ident . $method:ident ( $($arg:expr),* )) => {
        match $self {
            AnyStore::Sqlite(store) => store.$method($($arg),*).await,
            AnyStore::Postgres(store) => store.$method($($arg),*).await,
        }
    };
}

impl ReportStore for AnyStore {
    async fn player_assignment(&self, owner: UserId, player_id: PlayerId) -> Result<AssignmentId> {
        delegate!(self.player_assignment(owner, player_id))
    }

    async fn mark_answer(
        &self,
        owner: UserId,
        player_id: PlayerId,
        question: u32,
        mark: Mark,
        now: i64,
    ) -> Result<AnswerRecord> {
        delegate!(self.mark_answer(owner, player_id, question, mark, now))
    }

    async fn remark_assignment(
        &self,
        owner: UserId,
        id: AssignmentId,
        quiz: &Quiz,
        remarks: &[Remark],
        now: i64,
    ) -> Result<()> {
        delegate!(self.remark_assignment(owner, id, quiz, remarks, now))
    }

    async fn game_results_since(&self, id: AssignmentId, after: i64) -> Result<StampedResults> {
        delegate!(self.game_results_since(id, after))
    }

    async fn results_stamp(&self, id: AssignmentId) -> Result<(i64, i64)> {
        delegate!(self.results_stamp(id))
    }

    async fn hand_marks(&self, owner: UserId, id: AssignmentId) -> Result<Vec<HandMark>> {
        delegate!(self.hand_marks(owner, id))
    }

    async fn link_follow_up(
        &self,
        owner: UserId,
        parent: AssignmentId,
        child: AssignmentId,
        roster: &[RosterId],
    ) -> Result<()> {
        delegate!(self.link_follow_up(owner, parent, child, roster))
    }

    async fn given_to(&self, id: AssignmentId) -> Result<Option<Vec<RosterId>>> {
        delegate!(self.given_to(id))
    }

    async fn follow_ups(&self, owner: UserId, parent: AssignmentId) -> Result<Vec<AssignmentId>> {
        delegate!(self.follow_ups(owner, parent))
    }

    async fn class_bands(&self, owner: UserId, id: ClassId) -> Result<Bands> {
        delegate!(self.class_bands(owner, id))
    }

    async fn class_games(&self, owner: UserId, id: ClassId) -> Result<Vec<crate::Assignment>> {
        delegate!(self.class_games(owner, id))
    }

    async fn class_stamp(&self, owner: UserId, id: ClassId) -> Result<(i64, i64)> {
        delegate!(self.class_stamp(owner, id))
    }

    async fn class_results(&self, owner: UserId, id: ClassId) -> Result<ClassResults> {
        delegate!(self.class_results(owner, id))
    }

    async fn set_class_bands(&self, owner: UserId, id: ClassId, bands: Bands) -> Result<()> {
        delegate!(self.set_class_bands(owner, id, bands))
    }
}
