//! Follow-ups sent once (issue 13): the teacher's choice to send them on
//! their own when a game ends, and the one transaction that sends them.
//!
//! [`FollowUpStore::send_follow_ups`] claims the parent game with a
//! conditional `UPDATE … SET follow_ups_sent_at = now WHERE … AND
//! follow_ups_sent_at IS NULL` as its first statement, then stores every
//! follow-up quiz, its homework and who it is given to, and commits. Two
//! sends racing (two sweeps on two processes, the end of a game and a
//! sweep, a button and a sweep) cannot both claim the row: on PostgreSQL
//! the second `UPDATE` waits for the first transaction and then finds the
//! column set; on SQLite the write lock orders them. A process that dies
//! mid-way leaves nothing: the transaction is rolled back and the game is
//! still unsent, so another process's sweep sends it.

use std::future::Future;

use crate::{AnyStore, Assignment, AssignmentId, NewAssignment, QuizId, Result, RosterId, UserId};

/// What a game's follow-ups get when they go out on their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AutoFollowUps {
    /// New questions each follow-up quiz gets at most, besides the missed
    /// ones (0 to [`AutoFollowUps::MOST_QUESTIONS`]).
    pub new_questions: u32,
    /// Days from the send to the follow-ups' due time (1 to
    /// [`AutoFollowUps::MOST_DAYS`]).
    pub due_days: u32,
}

impl AutoFollowUps {
    /// Most new questions a follow-up quiz may ask for.
    pub const MOST_QUESTIONS: u32 = 10;
    /// Latest due time, in days after the send.
    pub const MOST_DAYS: u32 = 60;

    /// The settings, when both are in range.
    pub fn new(new_questions: u32, due_days: u32) -> Option<Self> {
        (new_questions <= Self::MOST_QUESTIONS && (1..=Self::MOST_DAYS).contains(&due_days))
            .then_some(Self {
                new_questions,
                due_days,
            })
    }
}

impl Default for AutoFollowUps {
    /// The follow-ups button's own: up to 3 new questions, due in a week.
    fn default() -> Self {
        Self {
            new_questions: 3,
            due_days: 7,
        }
    }
}

/// Whether a game's follow-ups go out on their own, and whether they went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FollowUpStatus {
    /// The teacher asked for them to go out on their own when it ends.
    pub auto: bool,
    /// What they get when they do.
    pub settings: AutoFollowUps,
    /// When they were sent (Unix seconds), if they were.
    pub sent_at: Option<i64>,
    /// Whether that send was automatic (else by the teacher).
    pub sent_auto: bool,
}

/// One follow-up to store: its quiz, its homework, its students.
#[derive(Debug, Clone)]
pub struct NewFollowUp {
    /// The homework; its `quiz` is stored as a new quiz of the owner, and
    /// its `quiz_id` is replaced by that quiz's.
    pub assignment: NewAssignment,
    /// The new quiz's source text (what its spans point into).
    pub source_text: String,
    /// Join codes tried in turn when `assignment.join_code` is taken.
    pub spare_codes: Vec<String>,
    /// The roster students it is given to (and only they).
    pub roster: Vec<RosterId>,
}

/// What a send did.
#[derive(Debug, Clone, PartialEq)]
pub enum Sent {
    /// This send claimed the game: the quizzes and homework it made, in
    /// the order given.
    Made(Vec<(QuizId, Assignment)>),
    /// They had already been sent: when, and whether automatically.
    Already {
        /// When (Unix seconds).
        at: i64,
        /// Whether automatically.
        auto: bool,
    },
}

/// Follow-ups sent once.
pub trait FollowUpStore {
    /// Sets whether one of the owner's games sends its follow-ups on its
    /// own when it ends, and what they get.
    fn set_auto_follow_ups(
        &self,
        owner: UserId,
        id: AssignmentId,
        on: bool,
        settings: AutoFollowUps,
    ) -> impl Future<Output = Result<()>> + Send;

    /// Whether one of the owner's games sends its follow-ups on its own,
    /// and whether they went.
    fn follow_up_status(
        &self,
        owner: UserId,
        id: AssignmentId,
    ) -> impl Future<Output = Result<FollowUpStatus>> + Send;

    /// Games (with their owner) set to send their follow-ups on their own
    /// that are due and not sent: ended, or homework past its due time at
    /// `now`. Oldest first, at most `limit`.
    fn due_follow_ups(
        &self,
        now: i64,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<(UserId, AssignmentId)>>> + Send;

    /// Claims one of the owner's games and, in the same transaction,
    /// stores its follow-ups (none is fine: the game is then marked sent
    /// with nothing to send). [`Sent::Already`] when they had been sent.
    fn send_follow_ups(
        &self,
        owner: UserId,
        parent: AssignmentId,
        auto: bool,
        now: i64,
        children: &[NewFollowUp],
    ) -> impl Future<Output = Result<Sent>> + Send;
}

/// Implements [`FollowUpStore`] for a store with a `pool` field (expanded
/// in `sqlite.rs` and `postgres.rs`).
macro_rules! impl_follow_ups {
    ($store:ty) => {
        impl $crate::followups::FollowUpStore for $store {
            async fn set_auto_follow_ups(
                &self,
                owner: $crate::UserId,
                id: $crate::AssignmentId,
                on: bool,
                settings: $crate::followups::AutoFollowUps,
            ) -> $crate::Result<()> {
                $crate::sql::change_one!(
                    &self.pool,
                    "UPDATE assignments SET auto_follow_ups = $1, auto_follow_up_questions = $2, \
                     auto_follow_up_days = $3 WHERE id = $4 AND owner_id = $5",
                    i64::from(on),
                    i64::from(settings.new_questions),
                    i64::from(settings.due_days),
                    id,
                    owner
                )
            }

            async fn follow_up_status(
                &self,
                owner: $crate::UserId,
                id: $crate::AssignmentId,
            ) -> $crate::Result<$crate::followups::FollowUpStatus> {
                let (auto, sent_at, sent_auto, questions, days): (i64, Option<i64>, i64, i64, i64) =
                    sqlx::query_as(
                        "SELECT auto_follow_ups, follow_ups_sent_at, follow_ups_auto, \
                         auto_follow_up_questions, auto_follow_up_days \
                         FROM assignments WHERE id = $1 AND owner_id = $2",
                    )
                    .bind(id)
                    .bind(owner)
                    .fetch_one(&self.pool)
                    .await?;
                let stored = |n: i64| {
                    u32::try_from(n).map_err(|_| {
                        $crate::StoreError::CorruptValue(format!("follow-up setting {n}"))
                    })
                };
                Ok($crate::followups::FollowUpStatus {
                    auto: auto != 0,
                    settings: $crate::followups::AutoFollowUps {
                        new_questions: stored(questions)?,
                        due_days: stored(days)?,
                    },
                    sent_at,
                    sent_auto: sent_auto != 0,
                })
            }

            async fn due_follow_ups(
                &self,
                now: i64,
                limit: i64,
            ) -> $crate::Result<Vec<($crate::UserId, $crate::AssignmentId)>> {
                Ok(sqlx::query_as(
                    "SELECT owner_id, id FROM assignments \
                     WHERE auto_follow_ups = 1 AND follow_ups_sent_at IS NULL \
                     AND (phase = 'ended' \
                          OR (mode = 'homework' AND due_at IS NOT NULL AND due_at <= $1)) \
                     ORDER BY id LIMIT $2",
                )
                .bind(now)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn send_follow_ups(
                &self,
                owner: $crate::UserId,
                parent: $crate::AssignmentId,
                auto: bool,
                now: i64,
                children: &[$crate::followups::NewFollowUp],
            ) -> $crate::Result<$crate::followups::Sent> {
                let mut tx = self.pool.begin().await?;
                // The claim comes first: on SQLite it takes the write lock
                // before anything is read.
                let claimed = sqlx::query(
                    "UPDATE assignments SET follow_ups_sent_at = $1, follow_ups_auto = $2 \
                     WHERE id = $3 AND owner_id = $4 AND follow_ups_sent_at IS NULL",
                )
                .bind(now)
                .bind(i64::from(auto))
                .bind(parent)
                .bind(owner)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if claimed == 0 {
                    let (at, sent_auto): (Option<i64>, i64) = sqlx::query_as(
                        "SELECT follow_ups_sent_at, follow_ups_auto FROM assignments \
                         WHERE id = $1 AND owner_id = $2",
                    )
                    .bind(parent)
                    .bind(owner)
                    .fetch_one(&mut *tx)
                    .await?;
                    return Ok($crate::followups::Sent::Already {
                        at: at.unwrap_or(now),
                        auto: sent_auto != 0,
                    });
                }
                let mut made = Vec::with_capacity(children.len());
                for child in children {
                    let new = &child.assignment;
                    let quiz = $crate::encode(&new.quiz)?;
                    let (quiz_id,): (i64,) = sqlx::query_as(
                        "INSERT INTO quizzes (owner_id, title, quiz_json, source_text, revision, \
                         questions, unanswered, created_at, updated_at) \
                         VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $7) RETURNING id",
                    )
                    .bind(owner)
                    .bind(&new.quiz.title)
                    .bind(&quiz.json)
                    .bind(&child.source_text)
                    .bind(quiz.questions)
                    .bind(quiz.unanswered)
                    .bind(now)
                    .fetch_one(&mut *tx)
                    .await?;
                    let columns = $crate::play::AssignmentColumns::of(new)?;
                    let mut id = None;
                    for code in std::iter::once(&new.join_code).chain(&child.spare_codes) {
                        let row: Option<(i64,)> = sqlx::query_as(
                            "INSERT INTO assignments (owner_id, class_id, quiz_id, title, \
                             quiz_json, mode, settings_json, join_code, opens_at, due_at, phase, \
                             question, question_started_ms, created_at, seed, parent_id) \
                             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, \
                             $14, $15, $16 \
                             WHERE EXISTS (SELECT 1 FROM classes WHERE id = $2 AND owner_id = $1) \
                             ON CONFLICT (join_code) DO NOTHING RETURNING id",
                        )
                        .bind(owner)
                        .bind(new.class_id)
                        .bind(quiz_id)
                        .bind(&new.title)
                        .bind(&columns.quiz_json)
                        .bind(new.mode.as_str())
                        .bind(&columns.settings_json)
                        .bind(code)
                        .bind(new.opens_at)
                        .bind(new.due_at)
                        .bind(new.state.phase.as_str())
                        .bind(columns.question)
                        .bind(new.state.question_started_ms)
                        .bind(now)
                        .bind(new.seed)
                        .bind(parent)
                        .fetch_optional(&mut *tx)
                        .await?;
                        if let Some((made_id,)) = row {
                            id = Some(made_id);
                            break;
                        }
                    }
                    let Some(id) = id else {
                        return Err($crate::StoreError::Conflict("join code taken"));
                    };
                    for roster_id in &child.roster {
                        sqlx::query(
                            "INSERT INTO assignment_students (assignment_id, roster_id) \
                             SELECT $1, s.id FROM class_students s \
                             WHERE s.id = $2 AND s.class_id = $3 \
                             ON CONFLICT DO NOTHING",
                        )
                        .bind(id)
                        .bind(roster_id)
                        .bind(new.class_id)
                        .execute(&mut *tx)
                        .await?;
                    }
                    let assignment = Self::read_assignment(&mut tx, id).await?;
                    made.push((quiz_id, assignment));
                }
                tx.commit().await?;
                Ok($crate::followups::Sent::Made(made))
            }
        }
    };
}

pub(crate) use impl_follow_ups;

macro_rules! delegate {
    ($self:ident . $method:ident ( $($arg:expr),* )) => {
        match $self {
            AnyStore::Sqlite(store) => store.$method($($arg),*).await,
            AnyStore::Postgres(store) => store.$method($($arg),*).await,
        }
    };
}

impl FollowUpStore for AnyStore {
    async fn set_auto_follow_ups(
        &self,
        owner: UserId,
        id: AssignmentId,
        on: bool,
        settings: AutoFollowUps,
    ) -> Result<()> {
        delegate!(self.set_auto_follow_ups(owner, id, on, settings))
    }

    async fn follow_up_status(&self, owner: UserId, id: AssignmentId) -> Result<FollowUpStatus> {
        delegate!(self.follow_up_status(owner, id))
    }

    async fn due_follow_ups(&self, now: i64, limit: i64) -> Result<Vec<(UserId, AssignmentId)>> {
        delegate!(self.due_follow_ups(now, limit))
    }

    async fn send_follow_ups(
        &self,
        owner: UserId,
        parent: AssignmentId,
        auto: bool,
        now: i64,
        children: &[NewFollowUp],
    ) -> Result<Sent> {
        delegate!(self.send_follow_ups(owner, parent, auto, now, children))
    }
}
