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

use std::collections::{BTreeMap, BTreeSet};
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
    answered: BTreeSet<AssignmentId>,
    looked_at: BTreeMap<AssignmentId, Instant>,
}

impl Keeper {
    /// Looks at each game that stored answers and was not looked at in the
    /// last minute.
    async fn pass(&mut self, state: &AppState) {
        for id in self.due(state.games.take_answered(), Instant::now()) {
            if let Err(error) = keep_snapshot_fresh(state, id).await {
                tracing::error!(%error, game = id, "cannot keep the results snapshot fresh");
            }
        }
    }

    /// The games to look at now, of those that stored answers (`answered`,
    /// added to those waiting): each at most once a minute, since a game
    /// read while thousands answer would otherwise be read again after
    /// each question. A game looked at now counts as looked at.
    fn due(&mut self, answered: Vec<(AssignmentId, usize)>, now: Instant) -> Vec<AssignmentId> {
        self.answered.extend(answered.into_iter().map(|(id, _)| id));
        let due: Vec<AssignmentId> = self
            .answered
            .iter()
            .copied()
            .filter(|id| {
                self.looked_at
                    .get(id)
                    .is_none_or(|&at| now.saturating_duration_since(at) >= SNAPSHOT_EVERY)
            })
            .collect();
        for id in &due {
            self.answered.remove(id);
            self.looked_at.insert(*id, now);
        }
        self.looked_at
            .retain(|_, &mut at| now.saturating_duration_since(at) < SNAPSHOT_EVERY * 2);
        due
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_looked_at_when_it_stored_answers_and_at_most_once_a_minute() {
        let mut keeper = Keeper::default();
        let start = Instant::now();
        assert_eq!(keeper.due(vec![(1, 30), (2, 5)], start), [1, 2]);
        assert_eq!(keeper.due(vec![], start), [] as [i64; 0], "nothing new");
        let later = start + Duration::from_secs(20);
        assert_eq!(
            keeper.due(vec![(1, 10), (3, 1)], later),
            [3],
            "1 was looked at 20 s ago: it waits"
        );
        let minute = start + SNAPSHOT_EVERY;
        assert_eq!(
            keeper.due(vec![], minute),
            [1],
            "the answers 1 stored meanwhile are not forgotten"
        );
        assert_eq!(keeper.due(vec![(2, 1)], minute), [2]);
        assert_eq!(
            keeper.due(vec![], start + SNAPSHOT_EVERY * 4),
            [] as [i64; 0]
        );
        assert!(
            keeper.looked_at.is_empty(),
            "games long quiet are forgotten"
        );
    }
}
