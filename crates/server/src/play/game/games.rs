//! [`Games`]: every game this process has loaded, found by assignment or
//! join code, loaded from the store on first use.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use quizforge_store::{AnswerRecord, AnyStore, AssignmentId, Store, StoreError};

use crate::play::journal::Journal;
use crate::play::lease::LeaseSettings;

use super::dashboard::{answer_json, player_json};
use super::{Game, Slot, StudentEvent, ended, lock};

/// Every game this process has loaded.
#[derive(Debug)]
pub struct Games {
    pub(in crate::play) store: Arc<AnyStore>,
    journal: OnceLock<Journal>,
    pub(in crate::play) games: Mutex<HashMap<AssignmentId, Arc<Game>>>,
    /// Several processes on one database: games are hosted under leases
    /// (`owner.rs`). `None` with one process (SQLite).
    pub(in crate::play) leases: Option<LeaseSettings>,
    /// Draining (SIGTERM): no game is taken here any more.
    pub(in crate::play) draining: std::sync::atomic::AtomicBool,
    /// Join codes already looked up (a code never changes).
    pub(in crate::play) codes: Mutex<HashMap<String, AssignmentId>>,
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
