//! Keeps large games' results snapshots fresh while their answers come in.
//!
//! A server that holds nothing of a game (another process, or one just
//! started) reads its report from the game's snapshot plus the players
//! that changed since (`super::game_rows`). Without this keeper a snapshot
//! is taken only when someone reads the game, so the first read of a large
//! homework nobody looked at while it ran decodes every player's answers:
//! about 150 ms for 10,000 students × 30 questions, against 25 to 50 ms from
//! a snapshot (docs/BENCHMARKS.md). Here every process looks, about once a
//! minute, at the games it stored answers for, and reads again (and so
//! saves) those whose snapshot is missing or a tenth of their players
//! behind. An ended game's snapshot is brought up to date at once
//! (`super::read_ended_game`).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use quizforge_store::AssignmentId;

use super::cache::{SNAPSHOT_EVERY, SNAPSHOT_FROM_ANSWERS};
use crate::AppState;
use crate::error::AppError;

/// How often the keeper looks for games that stored answers.
const LOOK_EVERY: Duration = Duration::from_secs(10);

/// Runs the keeper on this process for as long as the runtime runs.
pub fn start_keeper(state: &AppState) {
    let state = state.clone();
    tokio::spawn(async move {
        let mut keeper = Keeper::default();
        let mut tick = tokio::time::interval(LOOK_EVERY);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            keeper.pass(&state).await;
        }
    });
}

/// Games with answers not looked at yet, and when each was last looked at.
#[derive(Default)]
struct Keeper {
    answered: BTreeMap<AssignmentId, usize>,
    looked_at: BTreeMap<AssignmentId, Instant>,
}

impl Keeper {
    /// Looks at each game that stored answers and was not looked at in the
    /// last minute (a game read while thousands answer would otherwise be
    /// read again after each question).
    async fn pass(&mut self, state: &AppState) {
        for (id, count) in state.games.take_answered() {
            *self.answered.entry(id).or_default() += count;
        }
        let due: Vec<AssignmentId> = self
            .answered
            .keys()
            .copied()
            .filter(|id| {
                self.looked_at
                    .get(id)
                    .is_none_or(|at| at.elapsed() >= SNAPSHOT_EVERY)
            })
            .collect();
        for id in due {
            self.answered.remove(&id);
            self.looked_at.insert(id, Instant::now());
            if let Err(error) = keep_snapshot_fresh(state, id).await {
                tracing::error!(%error, game = id, "cannot keep the results snapshot fresh");
            }
        }
        self.looked_at
            .retain(|_, at| at.elapsed() < SNAPSHOT_EVERY * 2);
    }
}

/// Reads the game again (which saves its snapshot) when it is large enough
/// to have one and has none, or when a tenth of its players changed since
/// its snapshot. Returns whether it was read.
pub async fn keep_snapshot_fresh(state: &AppState, id: AssignmentId) -> Result<bool, AppError> {
    let lag = state.store.results_snapshot_lag(id).await?;
    let worth = if lag.saved {
        lag.changed > 0 && lag.changed * 10 >= lag.players
    } else {
        lag.players > 0 && state.store.answer_count(id).await? >= SNAPSHOT_FROM_ANSWERS as i64
    };
    if worth {
        super::game_rows(state, id).await?;
    }
    Ok(worth)
}
