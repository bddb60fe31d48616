//! One game in memory, in front of the store.
//!
//! The store is the truth: a game is loaded from it on first use (after a
//! restart too), every change of state is written before it is announced,
//! and an answer is acknowledged only after the
//! [`Journal`](super::journal::Journal) has committed it. The memory copy
//! exists so that grading, streaks, the dashboard and the fan-out of "next
//! question" to thousands of sockets need no query.
//!
//! Locking: `inner` is a plain mutex never held across an `.await`;
//! `control` (a tokio mutex) makes the teacher's actions one at a time.
//! A game lives in one server process: with several processes on one
//! PostgreSQL database, a game's students and teacher must reach the same
//! process (route by join code); see docs/protocol.md.
//!
//! The [`Game`] type and its state are here; the rest is split by job:
//! - `games`: [`Games`], every game this process has loaded;
//! - `control`: the teacher's actions ([`Action`], [`ControlError`]);
//! - `roster`: players joining, connecting, renamed and removed;
//! - `screen`: what each student is shown, and when a question was served;
//! - `answer`: taking, checking and grading an answer ([`Answered`](answer::Answered));
//! - `dashboard`: the teacher's dashboard in JSON.

mod answer;
mod control;
mod dashboard;
mod games;
mod roster;
mod screen;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex, MutexGuard};

use quizforge_core::play::scoring::next_streak;
use quizforge_core::play::view::{Reveal, reveal_for};
use quizforge_core::play::{GameState, Mode, Phase, SplitMix64};
use quizforge_core::{Outcome, Question};
use quizforge_store::{AnswerRecord, Assignment, AssignmentId, Player, PlayerId, Served};
use serde_json::{Value, json};
use tokio::sync::{broadcast, watch};

use super::lease::Holding;

pub use control::{Action, ControlError};
// Named only by teacher.rs's tests (elsewhere it is reached through
// `ControlError::Refused`).
#[cfg(test)]
pub use control::ControlRefusal;
pub use games::Games;

/// How late an answer may arrive after the timer and still count: the
/// network's share, not the student's.
pub const GRACE_MS: i64 = 1_500;
/// How many events a slow dashboard may fall behind before it is sent a
/// fresh snapshot instead.
const DASHBOARD_BACKLOG: usize = 16 * 1024;
/// Events for students are few (one per teacher action).
const STUDENT_BACKLOG: usize = 64;

pub(super) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere must not take every game down with it: the data
    // under the lock is only ever changed in whole steps.
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Something students' connections must react to.
#[derive(Debug, Clone)]
pub enum StudentEvent {
    /// The game moved: send each student what they should see now.
    State,
    /// The teacher removed this player.
    Removed(PlayerId),
}

/// One answer as kept in memory: stored, or on its way to the store.
#[derive(Debug, Clone)]
struct Slot {
    record: AnswerRecord,
    stored: bool,
}

/// A player as the game sees them.
#[derive(Debug, Clone)]
struct PlayerState {
    name: String,
    removed: bool,
    connections: u32,
    answers: BTreeMap<u32, Slot>,
    /// When each question was first sent to this player (paced modes), the
    /// start of its timer. Stored ([`Game::keep_served`]), so that after a
    /// restart or a takeover by another process the timer goes on.
    served_ms: BTreeMap<u32, i64>,
    /// The questions of `served_ms` whose time is not stored yet.
    unsaved: BTreeSet<u32>,
}

impl PlayerState {
    fn new(player: &Player) -> Self {
        Self {
            name: player.name.clone(),
            removed: player.removed,
            connections: 0,
            answers: BTreeMap::new(),
            served_ms: BTreeMap::new(),
            unsaved: BTreeSet::new(),
        }
    }

    fn score(&self) -> f64 {
        let total: f64 = self
            .answers
            .values()
            .filter(|slot| slot.stored)
            .map(|slot| slot.record.points)
            .sum();
        // `+ 0.0`: the sum of no answers is `-0.0`, shown as "-0".
        (total * 100.0).round() / 100.0 + 0.0
    }

    fn stored(&self, question: u32) -> Option<&AnswerRecord> {
        self.answers
            .get(&question)
            .filter(|slot| slot.stored)
            .map(|slot| &slot.record)
    }

    /// Consecutive right answers just before `question` (questions
    /// waiting for the teacher's mark neither break nor extend a streak).
    fn streak_before(&self, question: u32) -> u32 {
        let mut streak = 0;
        for index in (0..question).rev() {
            match self.answers.get(&index).map(|slot| slot.record.outcome) {
                Some(outcome @ (Outcome::Correct | Outcome::NeedsReview)) => {
                    streak = next_streak(streak, outcome);
                }
                _ => break,
            }
        }
        streak
    }

    /// The first question not answered yet (paced modes).
    fn next_question(&self, count: u32) -> Option<u32> {
        (0..count).find(|q| !self.answers.contains_key(q))
    }
}

#[derive(Debug)]
struct Inner {
    state: GameState,
    players: BTreeMap<PlayerId, PlayerState>,
}

/// One assignment being played.
#[derive(Debug)]
pub struct Game {
    /// The assignment as it was loaded; its `state` is the state at load
    /// time (the current one is [`Game::state`]).
    pub assignment: Assignment,
    inner: Mutex<Inner>,
    control: tokio::sync::Mutex<()>,
    students: broadcast::Sender<StudentEvent>,
    dashboard: broadcast::Sender<Arc<Value>>,
    /// The lease this process hosts the game under (several processes).
    lease: Option<Arc<Holding>>,
    /// Set when the game leaves this process (its lease moved, or the
    /// process drains): its sockets and dashboards close, and reconnect
    /// to wherever it went.
    gone: watch::Sender<bool>,
    /// Answers stored for the game on this process since the results
    /// keeper last asked ([`Games::take_answered`]).
    answered: std::sync::atomic::AtomicUsize,
}

/// A dashboard update: `(event name, data)`.
pub type DashboardEvent = Arc<Value>;

impl Game {
    fn load(
        assignment: Assignment,
        players: Vec<Player>,
        answers: Vec<AnswerRecord>,
        served: Vec<Served>,
        lease: Option<Arc<Holding>>,
    ) -> Self {
        let mut states: BTreeMap<PlayerId, PlayerState> = players
            .iter()
            .map(|player| (player.id, PlayerState::new(player)))
            .collect();
        for record in answers {
            if let Some(player) = states.get_mut(&record.player_id) {
                player.answers.insert(
                    record.question,
                    Slot {
                        record,
                        stored: true,
                    },
                );
            }
        }
        for served in served {
            if let (Some(player), Ok(question)) = (
                states.get_mut(&served.player_id),
                u32::try_from(served.question),
            ) {
                player.served_ms.insert(question, served.served_ms);
            }
        }
        Self {
            inner: Mutex::new(Inner {
                state: assignment.state,
                players: states,
            }),
            assignment,
            control: tokio::sync::Mutex::new(()),
            students: broadcast::channel(STUDENT_BACKLOG).0,
            dashboard: broadcast::channel(DASHBOARD_BACKLOG).0,
            lease,
            gone: watch::channel(false).0,
            answered: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// The lease the game is hosted under, with several processes.
    pub fn lease(&self) -> Option<&Arc<Holding>> {
        self.lease.as_ref()
    }

    /// Whether this process may still write the game (always, alone).
    pub fn hosted_here(&self) -> bool {
        self.lease.as_ref().is_none_or(|lease| lease.valid())
    }

    /// Resolves once the game has left this process.
    pub fn gone(&self) -> watch::Receiver<bool> {
        self.gone.subscribe()
    }

    /// Waits until `gone` (from [`Game::gone`]) says the game left.
    pub async fn until_gone(gone: &mut watch::Receiver<bool>) {
        let _ = gone.wait_for(|gone| *gone).await;
    }

    /// The game leaves this process: no more writes under its lease, and
    /// every socket and dashboard following it here is closed.
    pub fn leave(&self) {
        if let Some(lease) = &self.lease {
            lease.revoke();
        }
        self.gone.send_replace(true);
    }

    /// The assignment's id.
    pub fn id(&self) -> AssignmentId {
        self.assignment.id
    }

    fn questions(&self) -> &[Question] {
        &self.assignment.quiz.questions
    }

    fn count(&self) -> u32 {
        u32::try_from(self.questions().len()).unwrap_or(u32::MAX)
    }

    /// The seed of question `index`'s shuffles: secret to students (drawn
    /// at random when the assignment was made), the same for every player
    /// and for the projector, and stable across restarts.
    fn seed(&self, index: u32) -> u64 {
        SplitMix64::new(self.assignment.seed as u64 ^ u64::from(index).wrapping_mul(0x9E37_79B9))
            .next_u64()
    }

    /// The seed of the order `player` sees question `index`'s choices in,
    /// when the teacher lets choices be shuffled: secret like
    /// [`Self::seed`], stable across reconnects and restarts. In a live
    /// game it is the projector's order ([`Self::screen_choice_seed`]), so
    /// that "the blue diamond" or "answer B" means one choice on every
    /// screen; in a game played at each student's pace, where no screen is
    /// shared, each player has an order of their own.
    fn choice_seed(&self, player: PlayerId, index: u32) -> Option<u64> {
        if self.assignment.mode == Mode::Live {
            return self.screen_choice_seed(index);
        }
        self.shuffles_choices(index).then(|| {
            SplitMix64::new(self.seed(index) ^ (player as u64).wrapping_mul(0xD1B5_4A32_D192_ED03))
                .next_u64()
        })
    }

    /// The seed of the order the projector and the dashboard show question
    /// `index`'s choices in: one order for the whole class in a live game
    /// (shuffled when the teacher lets choices be), the quiz's own order
    /// otherwise.
    fn screen_choice_seed(&self, index: u32) -> Option<u64> {
        (self.assignment.mode == Mode::Live && self.shuffles_choices(index))
            .then(|| SplitMix64::new(self.seed(index) ^ 0xD1B5_4A32_D192_ED03).next_u64())
    }

    /// Whether question `index`'s choices are shuffled: when the teacher
    /// lets them be, except "True" and "False", which stay in the order
    /// they are written.
    fn shuffles_choices(&self, index: u32) -> bool {
        self.assignment.settings.shuffle_choices
            && self
                .questions()
                .get(index as usize)
                .is_some_and(|q| !matches!(q.body, quizforge_core::Body::TrueFalse { .. }))
    }

    /// The time limit of question `index` in milliseconds, if timed.
    fn limit_ms(&self, index: u32) -> Option<i64> {
        let question = self.questions().get(index as usize)?;
        self.assignment
            .settings
            .time_limit(question)
            .map(|seconds| i64::from(seconds) * 1000)
    }

    /// Where the game stands now.
    pub fn state(&self) -> GameState {
        lock(&self.inner).state
    }

    /// Events for one student's connection.
    pub fn subscribe_student(&self) -> broadcast::Receiver<StudentEvent> {
        self.students.subscribe()
    }

    /// Events for a dashboard.
    pub fn subscribe_dashboard(&self) -> broadcast::Receiver<DashboardEvent> {
        self.dashboard.subscribe()
    }

    fn announce(&self, event: &str, data: Value) {
        let _ = self
            .dashboard
            .send(Arc::new(json!({ "event": event, "data": data })));
    }

    /// The key of question `index`, with choices where `player` saw them
    /// (`None`: where the dashboard and projector show them).
    fn reveal_of(&self, index: u32, player: Option<PlayerId>) -> Reveal {
        let choice_seed = match player {
            Some(player) => self.choice_seed(player, index),
            None => self.screen_choice_seed(index),
        };
        reveal_for(
            &self.questions()[index as usize],
            self.seed(index),
            choice_seed,
        )
    }

    fn homework_window(&self, now_ms: i64) -> Option<Window> {
        if self.assignment.mode != Mode::Homework {
            return None;
        }
        let now = now_ms.div_euclid(1000);
        if self.assignment.opens_at.is_some_and(|opens| now < opens) {
            Some(Window::NotYet)
        } else if self.assignment.due_at.is_some_and(|due| now > due) {
            Some(Window::Over)
        } else {
            None
        }
    }
}

enum Window {
    NotYet,
    Over,
}

fn ended() -> GameState {
    GameState {
        phase: Phase::Ended,
        question: None,
        question_started_ms: None,
    }
}
