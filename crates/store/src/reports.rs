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

/// Implements [`ReportStore`] for a store with a `pool` field (expanded in
/// `sqlite.rs` and `postgres.rs`, where the field is visible).
macro_rules! impl_reports {
    ($store:ty, $conn:ty) => {
        impl $store {
            /// Writes one change of mark and its line of history.
            async fn write_mark(
                conn: &mut $conn,
                before: &$crate::reports::Before,
                (player_id, question): (i64, i64),
                mark: $crate::reports::Mark,
                reason: &str,
                owner: i64,
                now: i64,
            ) -> $crate::Result<()> {
                let outcome = $crate::reports::outcome_name(mark.outcome);
                sqlx::query(
                    "UPDATE answers SET outcome = $1, fraction = $2, points = $3, \
                     marked_by = $4, marked_at = $5 \
                     WHERE assignment_id = $6 AND player_id = $7 AND question = $8",
                )
                .bind(outcome)
                .bind(mark.fraction)
                .bind(mark.points)
                .bind(owner)
                .bind(now)
                .bind(before.assignment_id)
                .bind(player_id)
                .bind(question)
                .execute(&mut *conn)
                .await?;
                sqlx::query(
                    "INSERT INTO answer_marks (assignment_id, player_id, question, \
                     before_outcome, before_points, outcome, fraction, points, reason, \
                     marked_by, marked_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                )
                .bind(before.assignment_id)
                .bind(player_id)
                .bind(question)
                .bind(&before.outcome)
                .bind(before.points)
                .bind(outcome)
                .bind(mark.fraction)
                .bind(mark.points)
                .bind(reason)
                .bind(owner)
                .bind(now)
                .execute(&mut *conn)
                .await?;
                Ok(())
            }
        }

        impl $crate::reports::ReportStore for $store {
            async fn player_assignment(
                &self,
                owner: $crate::UserId,
                player_id: $crate::PlayerId,
            ) -> $crate::Result<$crate::AssignmentId> {
                let (id,): (i64,) = sqlx::query_as(
                    "SELECT a.id FROM players p JOIN assignments a ON a.id = p.assignment_id \
                     WHERE p.id = $1 AND a.owner_id = $2",
                )
                .bind(player_id)
                .bind(owner)
                .fetch_one(&self.pool)
                .await?;
                Ok(id)
            }

            async fn mark_answer(
                &self,
                owner: $crate::UserId,
                player_id: $crate::PlayerId,
                question: u32,
                mark: $crate::reports::Mark,
                now: i64,
            ) -> $crate::Result<$crate::AnswerRecord> {
                let mut tx = self.pool.begin().await?;
                let before = sqlx::query_as::<_, $crate::reports::Before>(
                    "SELECT n.assignment_id, n.outcome, n.points FROM answers n \
                     JOIN assignments a ON a.id = n.assignment_id \
                     WHERE n.player_id = $1 AND n.question = $2 AND a.owner_id = $3",
                )
                .bind(player_id)
                .bind(i64::from(question))
                .bind(owner)
                .fetch_one(&mut *tx)
                .await?;
                Self::write_mark(
                    &mut tx,
                    &before,
                    (player_id, i64::from(question)),
                    mark,
                    "hand",
                    owner,
                    now,
                )
                .await?;
                let record = sqlx::query_as::<_, $crate::play::AnswerRow>(concat!(
                    "SELECT ",
                    $crate::sql::answer_columns!(),
                    " FROM answers WHERE assignment_id = $1 AND player_id = $2 AND question = $3"
                ))
                .bind(before.assignment_id)
                .bind(player_id)
                .bind(i64::from(question))
                .fetch_one(&mut *tx)
                .await?
                .try_into()?;
                tx.commit().await?;
                Ok(record)
            }

            async fn remark_assignment(
                &self,
                owner: $crate::UserId,
                id: $crate::AssignmentId,
                quiz: &quizforge_core::Quiz,
                remarks: &[$crate::reports::Remark],
                now: i64,
            ) -> $crate::Result<()> {
                let json = $crate::encode(quiz)?.json;
                let mut tx = self.pool.begin().await?;
                let changed = sqlx::query(
                    "UPDATE assignments SET quiz_json = $1 WHERE id = $2 AND owner_id = $3",
                )
                .bind(&json)
                .bind(id)
                .bind(owner)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if changed == 0 {
                    return Err($crate::StoreError::NotFound);
                }
                for remark in remarks {
                    let before = sqlx::query_as::<_, $crate::reports::Before>(
                        "SELECT assignment_id, outcome, points FROM answers \
                         WHERE assignment_id = $1 AND player_id = $2 AND question = $3",
                    )
                    .bind(id)
                    .bind(remark.player_id)
                    .bind(i64::from(remark.question))
                    .fetch_one(&mut *tx)
                    .await?;
                    Self::write_mark(
                        &mut tx,
                        &before,
                        (remark.player_id, i64::from(remark.question)),
                        remark.mark,
                        "accepted answer",
                        owner,
                        now,
                    )
                    .await?;
                }
                tx.commit().await?;
                Ok(())
            }

            async fn game_results_since(
                &self,
                id: $crate::AssignmentId,
                after: i64,
            ) -> $crate::Result<$crate::reports::StampedResults> {
                $crate::cells::stamped_players_and_answers(
                    sqlx::query_as::<_, $crate::cells::StampedCellsRow>(concat!(
                        "SELECT ",
                        $crate::sql::player_columns!(),
                        ", results_stamp, cells FROM players \
                         WHERE assignment_id = $1 AND results_stamp > $2 ORDER BY joined_at, id"
                    ))
                    .bind(id)
                    .bind(after)
                    .fetch_all(&self.pool)
                    .await?,
                )
            }

            async fn results_stamp(
                &self,
                id: $crate::AssignmentId,
            ) -> $crate::Result<(i64, i64)> {
                Ok(sqlx::query_as::<_, (i64, i64)>(
                    "SELECT COUNT(*), CAST(COALESCE(SUM(results_stamp), 0) AS BIGINT) FROM players \
                     WHERE assignment_id = $1",
                )
                .bind(id)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn hand_marks(
                &self,
                owner: $crate::UserId,
                id: $crate::AssignmentId,
            ) -> $crate::Result<Vec<$crate::reports::HandMark>> {
                Ok(sqlx::query_as::<_, $crate::reports::HandMark>(
                    "SELECT n.player_id, n.question, u.email AS marked_by, n.marked_at \
                     FROM answers n JOIN assignments a ON a.id = n.assignment_id \
                     LEFT JOIN users u ON u.id = n.marked_by \
                     WHERE n.assignment_id = $1 AND a.owner_id = $2 \
                     AND n.marked_at IS NOT NULL ORDER BY n.player_id, n.question",
                )
                .bind(id)
                .bind(owner)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn link_follow_up(
                &self,
                owner: $crate::UserId,
                parent: $crate::AssignmentId,
                child: $crate::AssignmentId,
                roster: &[$crate::RosterId],
            ) -> $crate::Result<()> {
                let mut tx = self.pool.begin().await?;
                let (owned,): (i64,) = sqlx::query_as(
                    "SELECT COUNT(*) FROM assignments WHERE id IN ($1, $2) AND owner_id = $3",
                )
                .bind(parent)
                .bind(child)
                .bind(owner)
                .fetch_one(&mut *tx)
                .await?;
                if owned != 2 || parent == child {
                    return Err($crate::StoreError::NotFound);
                }
                sqlx::query("UPDATE assignments SET parent_id = $1 WHERE id = $2")
                    .bind(parent)
                    .bind(child)
                    .execute(&mut *tx)
                    .await?;
                for roster_id in roster {
                    sqlx::query(
                        "INSERT INTO assignment_students (assignment_id, roster_id) VALUES ($1, $2) \
                         ON CONFLICT DO NOTHING",
                    )
                    .bind(child)
                    .bind(roster_id)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
                Ok(())
            }

            async fn given_to(
                &self,
                id: $crate::AssignmentId,
            ) -> $crate::Result<Option<Vec<$crate::RosterId>>> {
                let (parent,): (Option<i64>,) =
                    sqlx::query_as("SELECT parent_id FROM assignments WHERE id = $1")
                        .bind(id)
                        .fetch_one(&self.pool)
                        .await?;
                if parent.is_none() {
                    return Ok(None);
                }
                let rows: Vec<(i64,)> = sqlx::query_as(
                    "SELECT roster_id FROM assignment_students WHERE assignment_id = $1 \
                     ORDER BY roster_id",
                )
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
                Ok(Some(rows.into_iter().map(|(r,)| r).collect()))
            }

            async fn follow_ups(
                &self,
                owner: $crate::UserId,
                parent: $crate::AssignmentId,
            ) -> $crate::Result<Vec<$crate::AssignmentId>> {
                let rows: Vec<(i64,)> = sqlx::query_as(
                    "SELECT id FROM assignments WHERE parent_id = $1 AND owner_id = $2 ORDER BY id",
                )
                .bind(parent)
                .bind(owner)
                .fetch_all(&self.pool)
                .await?;
                Ok(rows.into_iter().map(|(r,)| r).collect())
            }

            async fn class_bands(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<$crate::reports::Bands> {
                let (low, high): (f64, f64) = sqlx::query_as(
                    "SELECT mastery_low, mastery_high FROM classes WHERE id = $1 AND owner_id = $2",
                )
                .bind(id)
                .bind(owner)
                .fetch_one(&self.pool)
                .await?;
                Ok($crate::reports::Bands { low, high })
            }

            async fn class_games(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<Vec<$crate::Assignment>> {
                sqlx::query_as::<_, $crate::play::AssignmentRow>(concat!(
                    $crate::sql::select_assignment!(),
                    "WHERE a.class_id = $1 AND a.owner_id = $2 ORDER BY a.created_at, a.id"
                ))
                .bind(id)
                .bind(owner)
                .fetch_all(&self.pool)
                .await?
                .into_iter()
                .map(TryInto::try_into)
                .collect()
            }

            async fn class_stamp(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<(i64, i64)> {
                Ok(sqlx::query_as::<_, (i64, i64)>(
                    "SELECT COUNT(*), CAST(COALESCE(SUM(p.results_stamp), 0) AS BIGINT) \
                     FROM players p JOIN assignments a ON a.id = p.assignment_id \
                     WHERE a.class_id = $1 AND a.owner_id = $2",
                )
                .bind(id)
                .bind(owner)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn class_results(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<$crate::reports::ClassResults> {
                let games = self.class_games(owner, id).await?;
                // One row per player, its answers' marks kept in `cells` by
                // triggers: not one row per answer.
                let (players, marks) = $crate::cells::players_and_marks(
                    sqlx::query_as::<_, $crate::cells::PlayerCellsRow>(
                        "SELECT p.id, p.assignment_id, p.name, p.roster_id, p.removed, \
                         p.joined_at, p.cells \
                         FROM players p JOIN assignments a ON a.id = p.assignment_id \
                         WHERE a.class_id = $1 AND a.owner_id = $2 \
                         ORDER BY a.created_at, a.id, p.joined_at, p.id",
                    )
                    .bind(id)
                    .bind(owner)
                    .fetch_all(&self.pool)
                    .await?,
                )?;
                Ok($crate::reports::ClassResults {
                    games,
                    players,
                    marks,
                })
            }

            async fn set_class_bands(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
                bands: $crate::reports::Bands,
            ) -> $crate::Result<()> {
                $crate::sql::change_one!(
                    &self.pool,
                    "UPDATE classes SET mastery_low = $1, mastery_high = $2 \
                     WHERE id = $3 AND owner_id = $4",
                    bands.low,
                    bands.high,
                    id,
                    owner
                )
            }
        }
    };
}

pub(crate) use impl_reports;

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
