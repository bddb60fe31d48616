//! One game in memory, in front of the store.
//!
//! The store is the truth: a game is loaded from it on first use (after a
//! restart too), every change of state is written before it is announced,
//! and an answer is acknowledged only after the [`Journal`] has committed
//! it. The memory copy exists so that grading, streaks, the dashboard and
//! the fan-out of "next question" to thousands of sockets need no query.
//!
//! Locking: `inner` is a plain mutex never held across an `.await`;
//! `control` (a tokio mutex) makes the teacher's actions one at a time.
//! A game lives in one server process: with several processes on one
//! PostgreSQL database, a game's students and teacher must reach the same
//! process (route by join code); see docs/protocol.md.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use quizforge_core::play::scoring::{award, next_streak, rank};
use quizforge_core::play::view::{
    Reveal, graded_response_for, reveal_for, student_question, student_question_for,
};
use quizforge_core::play::{GameState, Leaderboard, Mode, Phase, SplitMix64};
use quizforge_core::{Body, Outcome, Question, Response, grade, parse_number};
use quizforge_store::{
    AnswerRecord, AnyStore, Assignment, AssignmentId, PlayWrite, PlayWritten, Player, PlayerId,
    Served, Store, StoreError,
};
use serde_json::{Value, json};
use tokio::sync::{broadcast, watch};

use super::journal::Journal;
use super::lease::{Holding, LeaseSettings};
use super::protocol::{Board, BoardLine, Feedback, Missed, Rejection, ServerMessage, Summary};

/// How late an answer may arrive after the timer and still count: the
/// network's share, not the student's.
pub const GRACE_MS: i64 = 1_500;
/// How many events a slow dashboard may fall behind before it is sent a
/// fresh snapshot instead.
const DASHBOARD_BACKLOG: usize = 16 * 1024;
/// Events for students are few (one per teacher action).
const STUDENT_BACKLOG: usize = 64;

/// Every game this process has loaded.
#[derive(Debug)]
pub struct Games {
    pub(super) store: Arc<AnyStore>,
    journal: OnceLock<Journal>,
    pub(super) games: Mutex<HashMap<AssignmentId, Arc<Game>>>,
    /// Several processes on one database: games are hosted under leases
    /// (`owner.rs`). `None` with one process (SQLite).
    pub(super) leases: Option<LeaseSettings>,
    /// Draining (SIGTERM): no game is taken here any more.
    pub(super) draining: std::sync::atomic::AtomicBool,
    /// Join codes already looked up (a code never changes).
    pub(super) codes: Mutex<HashMap<String, AssignmentId>>,
}

impl Games {
    /// No game loaded yet.
    pub fn new(store: Arc<AnyStore>) -> Self {
        Self::hosting(store, None)
    }

    /// No game loaded yet; with `leases`, each game is hosted under a
    /// lease in the database, so several processes can share it.
    pub fn hosting(store: Arc<AnyStore>, leases: Option<LeaseSettings>) -> Self {
        Self {
            store,
            journal: OnceLock::new(),
            games: Mutex::new(HashMap::new()),
            leases,
            draining: std::sync::atomic::AtomicBool::new(false),
            codes: Mutex::new(HashMap::new()),
        }
    }

    /// The group-commit writer (started on first use, inside the runtime).
    pub fn journal(&self) -> &Journal {
        self.journal
            .get_or_init(|| Journal::start(Arc::clone(&self.store)))
    }

    /// The game of an assignment, loaded from the store if needed.
    pub async fn get(&self, id: AssignmentId) -> Result<Arc<Game>, StoreError> {
        if let Some(game) = lock(&self.games).get(&id) {
            return Ok(Arc::clone(game));
        }
        // With leases, a game is loaded only once this process holds it,
        // and after the lease was taken: whatever the previous host wrote
        // is in the database by then.
        let holding = self.take_lease(id).await?;
        let assignment = self.store.assignment_by_id(id).await?;
        let players = self.store.players(id).await?;
        let answers = self.store.answers(id).await?;
        let served = self.store.served_questions(id).await?;
        let game = Arc::new(Game::load(assignment, players, answers, served, holding));
        Ok(Arc::clone(lock(&self.games).entry(id).or_insert(game)))
    }

    /// Loads every game that has not ended, so that after a restart the
    /// whole class reconnecting at once finds its game in memory instead
    /// of each socket loading it from the database. Returns how many.
    pub async fn preload(&self) -> Result<usize, StoreError> {
        if self.leases.is_some() {
            // Several processes: games are taken when asked for, and those
            // of a process that died by the heartbeat (`owner.rs`).
            return Ok(0);
        }
        let active = self.store.active_assignments().await?;
        for assignment in &active {
            self.get(assignment.id).await?;
        }
        Ok(active.len())
    }

    /// The game a join code opens.
    pub async fn by_code(&self, code: &str) -> Result<Arc<Game>, StoreError> {
        // A class reconnecting at once must not cost a query (and a quiz
        // to parse) per socket: a loaded game is found in memory.
        let loaded = lock(&self.games)
            .values()
            .find(|game| game.assignment.join_code == code)
            .cloned();
        if let Some(game) = loaded {
            return Ok(game);
        }
        let assignment = self.store.assignment_by_code(code).await?;
        self.get(assignment.id).await
    }

    /// A stored answer the teacher marked again: the game in memory (if
    /// loaded) counts the new mark, and its dashboard is told.
    pub fn remarked(&self, record: &AnswerRecord) {
        let game = lock(&self.games).get(&record.assignment_id).cloned();
        let Some(game) = game else { return };
        let line = {
            let mut inner = lock(&game.inner);
            inner.players.get_mut(&record.player_id).map(|state| {
                state.answers.insert(
                    record.question,
                    Slot {
                        record: record.clone(),
                        stored: true,
                    },
                );
                player_json(record.player_id, state)
            })
        };
        game.announce("answer", answer_json(record));
        if let Some(line) = line {
            game.announce("player", line);
        }
    }

    /// The games hosted here that stored answers since the last call, and
    /// how many each (`crate::results::keeper` keeps their results
    /// snapshots fresh).
    pub fn take_answered(&self) -> Vec<(AssignmentId, usize)> {
        lock(&self.games)
            .iter()
            .filter_map(|(id, game)| {
                let count = game.answered.swap(0, std::sync::atomic::Ordering::Relaxed);
                (count > 0).then_some((*id, count))
            })
            .collect()
    }

    /// Drops a game from memory (it was deleted) and tells its students:
    /// a socket still open must not keep sending answers for it.
    pub fn forget(&self, id: AssignmentId) {
        if let Some(game) = lock(&self.games).remove(&id) {
            lock(&game.inner).state = ended();
            let _ = game.students.send(StudentEvent::State);
        }
    }
}

pub(super) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere must not take every game down with it: the data
    // under the lock is only ever changed in whole steps.
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// What the teacher can do to a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Open the game: the first question (live) or the questions (paced).
    Start,
    /// Live: close the current question and show its results.
    Reveal,
    /// Live: the next question (or the end after the last).
    Next,
    /// End the game.
    End,
}

impl Action {
    /// The action with this name (`start`, `reveal`, `next`, `end`).
    pub fn parse(name: &str) -> Option<Action> {
        match name {
            "start" => Some(Action::Start),
            "reveal" => Some(Action::Reveal),
            "next" => Some(Action::Next),
            "end" => Some(Action::End),
            _ => None,
        }
    }
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
        (total * 100.0).round() / 100.0
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

    /// The seed of `player`'s own order of question `index`'s choices, when
    /// the teacher lets choices be shuffled: secret like [`Self::seed`],
    /// different for each player, stable across reconnects and restarts.
    fn choice_seed(&self, player: PlayerId, index: u32) -> Option<u64> {
        self.assignment.settings.shuffle_choices.then(|| {
            SplitMix64::new(self.seed(index) ^ (player as u64).wrapping_mul(0xD1B5_4A32_D192_ED03))
                .next_u64()
        })
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

    /// Whether this player may play (known and not removed).
    pub fn is_playing(&self, player: PlayerId) -> bool {
        lock(&self.inner)
            .players
            .get(&player)
            .is_some_and(|p| !p.removed)
    }

    /// Adds a player who just joined.
    pub fn add_player(&self, player: &Player) {
        let line = {
            let mut inner = lock(&self.inner);
            let state = inner
                .players
                .entry(player.id)
                .or_insert_with(|| PlayerState::new(player));
            player_json(player.id, state)
        };
        self.announce("player", line);
    }

    /// Counts a connection of a player opening or closing.
    pub fn set_connected(&self, player: PlayerId, opened: bool) {
        let line = {
            let mut inner = lock(&self.inner);
            let Some(state) = inner.players.get_mut(&player) else {
                return;
            };
            if opened {
                state.connections += 1;
            } else {
                state.connections = state.connections.saturating_sub(1);
            }
            player_json(player, state)
        };
        self.announce("player", line);
    }

    /// The teacher renamed a player (already stored).
    pub fn renamed(&self, player: PlayerId, name: &str) {
        let line = {
            let mut inner = lock(&self.inner);
            let Some(state) = inner.players.get_mut(&player) else {
                return;
            };
            state.name = name.to_string();
            player_json(player, state)
        };
        self.announce("player", line);
    }

    /// The teacher removed a player (already stored).
    pub fn removed(&self, player: PlayerId) {
        let line = {
            let mut inner = lock(&self.inner);
            let Some(state) = inner.players.get_mut(&player) else {
                return;
            };
            state.removed = true;
            player_json(player, state)
        };
        let _ = self.students.send(StudentEvent::Removed(player));
        self.announce("player", line);
    }

    /// Stores when questions were first shown to `player` (modes paced by
    /// the student), once, through the journal and behind the lease: a
    /// game taken over by another process, or a restarted server, goes on
    /// with each student's timer instead of starting it again. Called
    /// before the question is sent.
    pub async fn keep_served(&self, journal: &Journal, player: PlayerId) {
        if !self.assignment.mode.is_paced_by_student() {
            return;
        }
        let unsaved: Vec<Served> = {
            let inner = lock(&self.inner);
            let Some(state) = inner.players.get(&player) else {
                return;
            };
            state
                .unsaved
                .iter()
                .filter_map(|question| {
                    Some(Served {
                        assignment_id: self.id(),
                        player_id: player,
                        question: i64::from(*question),
                        served_ms: *state.served_ms.get(question)?,
                    })
                })
                .collect()
        };
        let fence = self
            .lease
            .as_ref()
            .map(|lease| (self.id(), lease.generation));
        for served in unsaved {
            match journal.write_fenced(PlayWrite::Served(served), fence).await {
                Ok(_) => {
                    let question = u32::try_from(served.question).unwrap_or(u32::MAX);
                    if let Some(state) = lock(&self.inner).players.get_mut(&player) {
                        state.unsaved.remove(&question);
                    }
                }
                // Tried again with the next question sent; a game whose
                // lease was lost is leaving this process anyway.
                Err(error) => {
                    tracing::warn!(%error, game = self.id(), "question's start not stored")
                }
            }
        }
    }

    /// The lease generation the game's writes carry (several processes),
    /// or `Err` when this process may no longer write the game.
    pub fn fence(&self) -> Result<Option<i64>, ControlError> {
        match &self.lease {
            None => Ok(None),
            Some(lease) if lease.valid() => Ok(Some(lease.generation)),
            Some(_) => Err(ControlError::Refused(ControlRefusal::Moving)),
        }
    }

    /// Applies a teacher's action: stored first, then announced.
    pub async fn control(
        &self,
        store: &AnyStore,
        action: Action,
        now_ms: i64,
    ) -> Result<GameState, ControlError> {
        let _one_at_a_time = self.control.lock().await;
        let current = self.state();
        let next = self.transition(current, action, now_ms)?;
        match &self.lease {
            None => store.set_game_state(self.id(), &next).await?,
            Some(lease) if lease.valid() => {
                store
                    .set_game_state_fenced(self.id(), &next, lease.generation)
                    .await?;
            }
            Some(_) => {
                return Err(ControlError::Refused(ControlRefusal::Moving));
            }
        }
        lock(&self.inner).state = next;
        let _ = self.students.send(StudentEvent::State);
        self.announce("state", self.state_json(now_ms));
        Ok(next)
    }

    fn transition(
        &self,
        current: GameState,
        action: Action,
        now_ms: i64,
    ) -> Result<GameState, ControlError> {
        let asking = |question: u32| {
            if question >= self.count() {
                ended()
            } else {
                GameState {
                    phase: Phase::Question,
                    question: Some(question),
                    question_started_ms: Some(now_ms),
                }
            }
        };
        let live = self.assignment.mode == Mode::Live;
        match (action, current.phase) {
            (_, Phase::Ended) => Err(ControlError::Refused(ControlRefusal::Ended)),
            (Action::End, _) => Ok(ended()),
            (Action::Start | Action::Next, Phase::Lobby) if live => Ok(asking(0)),
            (Action::Start, Phase::Lobby) => Ok(GameState {
                phase: Phase::Open,
                question: None,
                question_started_ms: None,
            }),
            (Action::Reveal, Phase::Question) => Ok(GameState {
                phase: Phase::Results,
                ..current
            }),
            (Action::Next, Phase::Question | Phase::Results) => {
                Ok(asking(current.question.map_or(0, |q| q + 1)))
            }
            (Action::Start, _) => Err(ControlError::Refused(ControlRefusal::Started)),
            (Action::Reveal, _) => Err(ControlError::Refused(ControlRefusal::NothingOpen)),
            (Action::Next, _) => Err(ControlError::Refused(ControlRefusal::SelfPaced)),
        }
    }

    /// The first message of a connection.
    pub fn welcome(&self, player: PlayerId) -> Option<ServerMessage> {
        let inner = lock(&self.inner);
        let state = inner.players.get(&player)?;
        Some(ServerMessage::Welcome {
            player,
            name: state.name.clone(),
            title: self.assignment.title.clone(),
            mode: self.assignment.mode,
            phase: inner.state.phase,
            questions: self.count(),
            answered: u32::try_from(state.answers.len()).unwrap_or(u32::MAX),
            score: state.score(),
        })
    }

    /// What a player should see now: the lobby, a question, results, or
    /// their summary.
    pub fn current(&self, player: PlayerId, now_ms: i64) -> ServerMessage {
        let mut inner = lock(&self.inner);
        let game = inner.state;
        let count = self.count();
        let Some(state) = inner.players.get_mut(&player) else {
            return ServerMessage::Removed;
        };
        if state.removed {
            return ServerMessage::Removed;
        }
        if let Some(message) = self.homework_window(now_ms) {
            return match message {
                Window::NotYet => ServerMessage::Lobby,
                Window::Over => ServerMessage::Ended {
                    summary: self.summary_of(&inner, player, true),
                },
            };
        }
        match game.phase {
            Phase::Lobby => ServerMessage::Lobby,
            Phase::Ended => ServerMessage::Ended {
                summary: self.summary_of(&inner, player, true),
            },
            Phase::Question | Phase::Results => {
                let index = game.question.unwrap_or(0);
                if game.phase == Phase::Results {
                    return ServerMessage::Results {
                        question: index,
                        feedback: self.live_feedback(player, state, index),
                    };
                }
                let remaining_ms = self.limit_ms(index).map(|limit| {
                    let started = game.question_started_ms.unwrap_or(now_ms);
                    u64::try_from(started + limit - now_ms).unwrap_or(0)
                });
                self.question_message(
                    player,
                    index,
                    remaining_ms,
                    state.answers.contains_key(&index),
                )
            }
            Phase::Open => match state.next_question(count) {
                Some(index) => {
                    let served = *state.served_ms.entry(index).or_insert_with(|| {
                        state.unsaved.insert(index);
                        now_ms
                    });
                    let remaining_ms = self
                        .limit_ms(index)
                        .map(|limit| u64::try_from(served + limit - now_ms).unwrap_or(0));
                    self.question_message(player, index, remaining_ms, false)
                }
                None => ServerMessage::Ended {
                    summary: self.summary_of(&inner, player, false),
                },
            },
        }
    }

    fn question_message(
        &self,
        player: PlayerId,
        index: u32,
        remaining_ms: Option<u64>,
        answered: bool,
    ) -> ServerMessage {
        let question = &self.questions()[index as usize];
        let mut view = student_question_for(
            question,
            index,
            self.count(),
            self.seed(index),
            self.choice_seed(player, index),
        );
        view.time_limit = self.assignment.settings.time_limit(question);
        ServerMessage::Question {
            question: view,
            remaining_ms,
            answered,
        }
    }

    /// The key of question `index`, with choices where `player` saw them
    /// (`None`: the dashboard and projector, in the quiz's order).
    fn reveal_of(&self, index: u32, player: Option<PlayerId>) -> Reveal {
        let choice_seed = player.and_then(|player| self.choice_seed(player, index));
        reveal_for(
            &self.questions()[index as usize],
            self.seed(index),
            choice_seed,
        )
    }

    fn live_feedback(&self, player: PlayerId, state: &PlayerState, index: u32) -> Option<Feedback> {
        if !self.assignment.settings.feedback {
            return None;
        }
        let record = state.stored(index);
        Some(Feedback {
            outcome: record.map(|r| r.outcome),
            points: record.map_or(0.0, |r| r.points),
            reveal: self.reveal_of(index, Some(player)),
        })
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

    /// Takes an answer: checks it may be given now, grades it, stores it
    /// through the journal and returns it once it is durable. A second
    /// send of an answer returns the first one, unchanged.
    pub async fn answer(
        &self,
        journal: &Journal,
        player: PlayerId,
        index: u32,
        response: Option<Response>,
        now_ms: i64,
    ) -> Result<Answered, Rejection> {
        // A process that may have lost its lease takes no answer: the
        // student sends it again, to wherever the game went.
        if !self.hosted_here() {
            return Err(Rejection::NotSaved);
        }
        let record = {
            let mut inner = lock(&self.inner);
            let game = inner.state;
            let Some(state) = inner.players.get_mut(&player) else {
                return Err(Rejection::Removed);
            };
            if state.removed {
                return Err(Rejection::Removed);
            }
            if let Some(slot) = state.answers.get(&index) {
                if slot.stored {
                    return Ok(self.answered(slot.record.clone(), false));
                }
                // In flight: the journal will return the first one stored.
                slot.record.clone()
            } else {
                self.check_open(game, state, index, now_ms)?;
                let record = self.grade(game, state, player, index, response, now_ms)?;
                state.answers.insert(
                    index,
                    Slot {
                        record: record.clone(),
                        stored: false,
                    },
                );
                record
            }
        };
        let fence = self
            .lease
            .as_ref()
            .map(|lease| (self.id(), lease.generation));
        match journal.write_fenced(PlayWrite::Answer(record), fence).await {
            Ok(PlayWritten::Answer { stored, fresh }) => {
                let line = {
                    let mut inner = lock(&self.inner);
                    inner.players.get_mut(&player).map(|state| {
                        state.answers.insert(
                            index,
                            Slot {
                                record: stored.clone(),
                                stored: true,
                            },
                        );
                        player_json(player, state)
                    })
                };
                if fresh {
                    self.answered
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    self.announce("answer", answer_json(&stored));
                    if let Some(line) = line {
                        self.announce("player", line);
                    }
                }
                Ok(self.answered(stored, fresh))
            }
            Ok(other) => {
                tracing::error!(?other, "the journal answered an answer with something else");
                self.forget_unstored(player, index);
                Err(Rejection::NotSaved)
            }
            Err(error) => {
                tracing::error!(%error, "answer not stored");
                self.forget_unstored(player, index);
                Err(Rejection::NotSaved)
            }
        }
    }

    fn forget_unstored(&self, player: PlayerId, index: u32) {
        let mut inner = lock(&self.inner);
        if let Some(state) = inner.players.get_mut(&player)
            && state.answers.get(&index).is_some_and(|slot| !slot.stored)
        {
            state.answers.remove(&index);
        }
    }

    fn answered(&self, record: AnswerRecord, fresh: bool) -> Answered {
        let paced = self.assignment.mode.is_paced_by_student();
        // The key goes only to a student who answered: one who skipped (or
        // ran out of time) could otherwise pass it to a neighbour still on
        // the question. They see it in their summary at the end.
        let answered = &*record.response_json != "null";
        let feedback = (paced && answered && self.assignment.settings.feedback).then(|| Feedback {
            outcome: Some(record.outcome),
            points: record.points,
            reveal: self.reveal_of(record.question, Some(record.player_id)),
        });
        Answered {
            record,
            fresh,
            feedback,
        }
    }

    fn check_open(
        &self,
        game: GameState,
        state: &PlayerState,
        index: u32,
        now_ms: i64,
    ) -> Result<(), Rejection> {
        if index >= self.count() {
            return Err(Rejection::Invalid);
        }
        if self.homework_window(now_ms).is_some() {
            return Err(Rejection::Closed);
        }
        match game.phase {
            Phase::Lobby | Phase::Ended => Err(Rejection::Closed),
            Phase::Results => Err(Rejection::NotOpen),
            Phase::Question => {
                if game.question != Some(index) {
                    return Err(Rejection::NotOpen);
                }
                let started = game.question_started_ms.unwrap_or(now_ms);
                match self.limit_ms(index) {
                    Some(limit) if now_ms > started + limit + GRACE_MS => Err(Rejection::Late),
                    _ => Ok(()),
                }
            }
            Phase::Open => {
                if state.next_question(self.count()) == Some(index) {
                    Ok(())
                } else {
                    Err(Rejection::NotOpen)
                }
            }
        }
    }

    fn grade(
        &self,
        game: GameState,
        state: &PlayerState,
        player: PlayerId,
        index: u32,
        response: Option<Response>,
        now_ms: i64,
    ) -> Result<AnswerRecord, Rejection> {
        let question = &self.questions()[index as usize];
        let started = match game.phase {
            Phase::Question => game.question_started_ms,
            _ => state.served_ms.get(&index).copied(),
        }
        .unwrap_or(now_ms);
        let elapsed_ms = (now_ms - started).max(0);
        let limit = self.limit_ms(index);
        // In paced modes a question whose time ran out still moves the
        // student on; it is stored as unanswered, worth nothing.
        let timed_out = limit.is_some_and(|limit| elapsed_ms > limit + GRACE_MS);
        let response = if timed_out { None } else { response };
        let (outcome, fraction, points, response_json) = match response {
            None => (Outcome::Incorrect, 0.0, 0.0, "null".into()),
            Some(sent) => {
                // A number arrives as typed and is read here, with the
                // quiz's decimal comma: the server is the only judge.
                let sent = match (&question.body, sent) {
                    (Body::Numeric { .. }, Response::Text(typed)) => Response::Number(
                        parse_number(&typed, &self.assignment.quiz.language)
                            .ok_or(Rejection::Invalid)?,
                    ),
                    (_, sent) => sent,
                };
                let seed = self.seed(index);
                let choice_seed = self.choice_seed(player, index);
                // Choices come back as this player's positions; what is
                // graded and stored is the quiz's own choice, so the
                // dashboard counts every phone alike.
                let to_grade = graded_response_for(question, seed, choice_seed, &sent)
                    .map_err(|_| Rejection::Invalid)?;
                let graded = grade(question, &to_grade).map_err(|_| Rejection::Invalid)?;
                let stored = match to_grade {
                    Response::Choice(_) | Response::Choices(_) => to_grade,
                    _ => sent,
                };
                let points = award(
                    question.points,
                    &graded,
                    &self.assignment.settings,
                    u64::try_from(elapsed_ms).unwrap_or(0),
                    limit.and_then(|l| u64::try_from(l).ok()),
                    state.streak_before(index),
                );
                let json = serde_json::to_string(&stored).map_err(|_| Rejection::Invalid)?;
                (graded.outcome, graded.fraction, points, json.into())
            }
        };
        Ok(AnswerRecord {
            assignment_id: self.id(),
            player_id: player,
            question: index,
            response_json,
            outcome,
            fraction,
            points,
            elapsed_ms,
            answered_at_ms: now_ms,
        })
    }

    fn summary_of(&self, inner: &Inner, player: PlayerId, over: bool) -> Summary {
        let empty = PlayerState {
            name: String::new(),
            removed: false,
            connections: 0,
            answers: BTreeMap::new(),
            served_ms: BTreeMap::new(),
            unsaved: BTreeSet::new(),
        };
        let state = inner.players.get(&player).unwrap_or(&empty);
        let show = self.assignment.settings.feedback
            && (over || self.assignment.mode.is_paced_by_student());
        let mut correct = 0;
        let mut missed = Vec::new();
        for (index, question) in (0u32..).zip(self.questions()) {
            match state.stored(index).map(|r| r.outcome) {
                Some(Outcome::Correct) => correct += 1,
                Some(Outcome::NeedsReview) => {}
                _ if show => missed.push(Missed {
                    question: index,
                    prompt: question.prompt.clone(),
                    reveal: self.reveal_of(index, Some(player)),
                }),
                _ => {}
            }
        }
        Summary {
            score: state.score(),
            max_score: self.questions().iter().map(|q| q.points).sum(),
            correct,
            questions: self.count(),
            missed,
            leaderboard: self.board(inner, player),
        }
    }

    fn board(&self, inner: &Inner, player: PlayerId) -> Option<Board> {
        let top = match self.assignment.settings.leaderboard {
            Leaderboard::Off => return None,
            Leaderboard::Anonymous => None,
            Leaderboard::Top(n) => Some(n),
        };
        let scores: Vec<(i64, f64)> = inner
            .players
            .iter()
            .filter(|(_, p)| !p.removed)
            .map(|(id, p)| (*id, p.score()))
            .collect();
        let ranked = rank(&scores);
        let rank_of = ranked
            .iter()
            .find(|(id, _, _)| *id == player)
            .map_or(0, |line| line.2);
        let shown = top.unwrap_or(3) as usize;
        let lines = ranked
            .iter()
            .take(shown)
            .map(|(id, score, rank)| BoardLine {
                rank: *rank,
                name: top.and_then(|_| inner.players.get(id).map(|p| p.name.clone())),
                score: *score,
                you: *id == player,
            })
            .collect();
        Some(Board {
            rank: rank_of,
            players: u32::try_from(ranked.len()).unwrap_or(u32::MAX),
            top: lines,
        })
    }

    fn state_json(&self, now_ms: i64) -> Value {
        let state = self.state();
        let remaining_ms = match (state.phase, state.question) {
            (Phase::Question, Some(index)) => self
                .limit_ms(index)
                .map(|limit| (state.question_started_ms.unwrap_or(now_ms) + limit - now_ms).max(0)),
            _ => None,
        };
        json!({
            "phase": state.phase,
            "question": state.question,
            "remaining_ms": remaining_ms,
        })
    }

    /// Everything a dashboard shows, for its first paint and after it fell
    /// behind: the questions with their keys (the teacher may see them),
    /// the players, every stored answer and the state.
    pub fn dashboard_snapshot(&self, now_ms: i64) -> Value {
        let questions: Vec<Value> = (0u32..)
            .zip(self.questions())
            .map(|(index, question)| {
                let view = student_question(question, index, self.count(), self.seed(index));
                json!({
                    "index": index,
                    "prompt": question.prompt,
                    "kind": question.kind(),
                    "topic": question.topic,
                    "points": question.points,
                    "choices": view.choices.iter().map(|c| c.text.clone()).collect::<Vec<_>>(),
                    "images": view.images,
                    "image_alt": view.image_alt,
                    "choice_images": view
                        .choices
                        .iter()
                        .map(|c| c.image.as_ref().map(|src| json!({"src": src, "alt": c.image_alt})))
                        .collect::<Vec<_>>(),
                    "items": view.items,
                    "reveal": self.reveal_of(index, None),
                })
            })
            .collect();
        let inner = lock(&self.inner);
        let players: Vec<Value> = inner
            .players
            .iter()
            .map(|(id, state)| player_json(*id, state))
            .collect();
        let answers: Vec<Value> = inner
            .players
            .values()
            .flat_map(|state| state.answers.values())
            .filter(|slot| slot.stored)
            .map(|slot| answer_json(&slot.record))
            .collect();
        drop(inner);
        json!({
            "event": "snapshot",
            "data": {
                "title": self.assignment.title,
                "mode": self.assignment.mode,
                "join_code": self.assignment.join_code,
                "state": self.state_json(now_ms),
                "questions": questions,
                "players": players,
                "answers": answers,
            }
        })
    }
}

/// An answer taken, as the student is told about it.
#[derive(Debug, Clone)]
pub struct Answered {
    /// The answer as stored.
    pub record: AnswerRecord,
    /// False when it had been stored before (a resend).
    pub fresh: bool,
    /// Right or wrong, where the mode shows it at once.
    pub feedback: Option<Feedback>,
}

/// Why a teacher's action failed.
#[derive(Debug, thiserror::Error)]
pub enum ControlError {
    /// The action does not fit where the game stands.
    #[error("{}", .0.message())]
    Refused(ControlRefusal),
    /// The new state could not be stored; nothing changed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Why a teacher's action on a game was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ControlRefusal {
    /// Another process is taking the game over (several processes).
    Moving,
    /// The game has ended.
    Ended,
    /// Start, after the start.
    Started,
    /// Show results, with no question open.
    NothingOpen,
    /// Next, in a game the students pace themselves.
    SelfPaced,
}

impl ControlRefusal {
    /// The API's sentence.
    pub fn message(self) -> &'static str {
        match self {
            ControlRefusal::Moving => {
                "This game is moving to another server: try again in a moment."
            }
            ControlRefusal::Ended => "This game has ended.",
            ControlRefusal::Started => "This game has already started.",
            ControlRefusal::NothingOpen => "There is no open question to show results for.",
            ControlRefusal::SelfPaced => "Students go through this game at their own pace.",
        }
    }

    /// The sentence in `lang`, for the teacher's pages.
    pub fn message_in(self, lang: crate::i18n::Lang) -> String {
        let key = match self {
            ControlRefusal::Moving => "control-moving",
            ControlRefusal::Ended => "control-ended",
            ControlRefusal::Started => "control-started",
            ControlRefusal::NothingOpen => "control-nothing-open",
            ControlRefusal::SelfPaced => "control-self-paced",
        };
        crate::i18n::text(lang, key)
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

fn player_json(id: PlayerId, state: &PlayerState) -> Value {
    json!({
        "id": id,
        "name": state.name,
        "connected": state.connections > 0,
        "removed": state.removed,
        "score": state.score(),
    })
}

/// An answer as the dashboard sees it: who, which question, how it
/// fared, and which choices were picked (for the distribution).
fn answer_json(record: &AnswerRecord) -> Value {
    let picked = match serde_json::from_str::<Option<Response>>(&record.response_json) {
        Ok(Some(Response::Choice(choice))) => vec![choice],
        Ok(Some(Response::Choices(choices))) => choices,
        _ => Vec::new(),
    };
    json!({
        "player": record.player_id,
        "question": record.question,
        "outcome": if &*record.response_json == "null" { None } else { Some(record.outcome) },
        "points": record.points,
        "picked": picked,
    })
}
