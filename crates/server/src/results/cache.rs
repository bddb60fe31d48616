//! A game's players and answers kept in memory between reads.
//!
//! Reading a game of 10,000 students × 30 questions takes hundreds of
//! milliseconds (mostly fetching and decoding rows); the report, the item
//! analysis, the export and the follow-ups of one game are usually opened
//! one after another. Each read first asks the store for the game's results
//! stamp (how many players, and the sum of the stamps they carry: every
//! join, answer, mark, rename or removal gives a player a new one greater
//! than any before, kept by database triggers), which is one cheap query; the rows in
//! memory are used only while that stamp is unchanged. Several server
//! processes on one database each keep their own and stay right, since the
//! stamp is the database's. The answers are still read whole whenever
//! anything in the game changed.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use quizforge_store::{AnswerRecord, AssignmentId, Player};

/// The most answers kept over all games (about 130 bytes each: some 80 MB).
const ANSWER_BUDGET: usize = 600_000;

/// A game's players the teacher did not remove, by join time, and their
/// answers, by player then question.
#[derive(Debug, Default)]
pub(crate) struct GameRows {
    pub(crate) players: Vec<Player>,
    pub(crate) answers: Vec<AnswerRecord>,
}

struct Entry {
    stamp: (i64, i64),
    rows: Arc<GameRows>,
    used: u64,
}

/// The rows of recently read games, the least recently used dropped first.
#[derive(Default)]
pub struct ResultsCache {
    inner: Mutex<Inner>,
}

impl std::fmt::Debug for ResultsCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        f.debug_struct("ResultsCache")
            .field("games", &inner.entries.len())
            .field("answers", &inner.held)
            .finish()
    }
}

#[derive(Default)]
struct Inner {
    entries: BTreeMap<AssignmentId, Entry>,
    clock: u64,
    held: usize,
}

impl ResultsCache {
    /// The rows kept for a game, if they were read at this stamp.
    pub(crate) fn get(&self, id: AssignmentId, stamp: (i64, i64)) -> Option<Arc<GameRows>> {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.clock += 1;
        let clock = inner.clock;
        let entry = inner.entries.get_mut(&id)?;
        if entry.stamp != stamp {
            return None;
        }
        entry.used = clock;
        Some(Arc::clone(&entry.rows))
    }

    /// Keeps a game's rows read at `stamp` (replacing older ones), then
    /// drops the least recently used games until the budget holds. A game
    /// larger than the whole budget is not kept.
    pub(crate) fn put(&self, id: AssignmentId, stamp: (i64, i64), rows: Arc<GameRows>) {
        let size = rows.answers.len().max(1);
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(old) = inner.entries.remove(&id) {
            inner.held -= old.rows.answers.len().max(1);
        }
        if size > ANSWER_BUDGET {
            return;
        }
        inner.clock += 1;
        let used = inner.clock;
        inner.entries.insert(id, Entry { stamp, rows, used });
        inner.held += size;
        while inner.held > ANSWER_BUDGET {
            let Some((&oldest, _)) = inner.entries.iter().min_by_key(|(_, e)| e.used) else {
                break;
            };
            if let Some(gone) = inner.entries.remove(&oldest) {
                inner.held -= gone.rows.answers.len().max(1);
            }
        }
    }

    #[cfg(test)]
    fn games(&self) -> Vec<AssignmentId> {
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.entries.keys().copied().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(answers: usize) -> Arc<GameRows> {
        let answer = AnswerRecord {
            assignment_id: 1,
            player_id: 1,
            question: 0,
            response_json: "null".into(),
            outcome: quizforge_core::Outcome::Correct,
            fraction: 1.0,
            points: 1.0,
            elapsed_ms: 0,
            answered_at_ms: 0,
        };
        Arc::new(GameRows {
            players: Vec::new(),
            answers: vec![answer; answers],
        })
    }

    #[test]
    fn rows_are_used_only_at_the_stamp_they_were_read_at() {
        let cache = ResultsCache::default();
        cache.put(1, (3, 10), rows(5));
        assert!(cache.get(1, (3, 10)).is_some());
        assert!(cache.get(1, (3, 11)).is_none(), "a later change");
        assert!(cache.get(1, (4, 10)).is_none(), "another player");
        assert!(cache.get(2, (3, 10)).is_none(), "another game");
        cache.put(1, (3, 11), rows(6));
        assert_eq!(cache.get(1, (3, 11)).unwrap().answers.len(), 6);
        assert!(cache.get(1, (3, 10)).is_none(), "replaced");
    }

    #[test]
    fn the_least_recently_used_game_goes_first() {
        let cache = ResultsCache::default();
        let third = ANSWER_BUDGET / 3;
        cache.put(1, (1, 1), rows(third));
        cache.put(2, (1, 1), rows(third));
        cache.put(3, (1, 1), rows(third));
        assert!(cache.get(1, (1, 1)).is_some(), "1 is now the most recent");
        cache.put(4, (1, 1), rows(third));
        assert_eq!(cache.games(), [1, 3, 4]);
        cache.put(5, (1, 1), rows(ANSWER_BUDGET + 1));
        assert!(cache.get(5, (1, 1)).is_none(), "too large to keep");
        assert_eq!(cache.games(), [1, 3, 4]);
    }
}
