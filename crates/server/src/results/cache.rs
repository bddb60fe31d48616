//! A game's players and answers, and a class's players and marks, kept in
//! memory between reads.
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
//! anything in the game changed. A class's mastery works the same way, with
//! the stamp over all the class's games (its games themselves, a few rows,
//! are read every time).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use quizforge_store::{
    AnswerMark, AnswerRecord, AssignmentId, ClassId, Player, PlayerId, ResultsSnapshot,
    StampedResults,
};

use crate::lru::Lru;

/// The most answers kept over all games and classes (about 130 bytes
/// each for a game's, less for a class's marks: some 80 MB).
const ANSWER_BUDGET: usize = 600_000;

/// A game's players the teacher did not remove, by join time, and their
/// answers, by player then question; with every player's results stamp
/// (removed ones too), which say what the rows are at.
#[derive(Debug, Default, Clone)]
pub(crate) struct GameRows {
    pub(crate) players: Vec<Player>,
    pub(crate) answers: Vec<AnswerRecord>,
    pub(crate) stamps: BTreeMap<PlayerId, i64>,
    /// How many players changed since the rows were last saved as the
    /// game's snapshot (or read from it).
    unsaved: usize,
    /// When this process last saved them as the game's snapshot.
    saved_at: Option<Instant>,
}

/// Fewest answers for which a game's rows are worth a snapshot: a smaller
/// game decodes from its cells in a few milliseconds.
pub(crate) const SNAPSHOT_FROM_ANSWERS: usize = 10_000;

/// Least time between two snapshots of one game by one process (a game
/// whose report is read while thousands answer would otherwise be saved
/// again after each question).
pub(crate) const SNAPSHOT_EVERY: Duration = Duration::from_secs(60);

/// When rows are kept: as usual (a read, the keeper), or the game just
/// ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SnapshotWhen {
    Usual,
    GameEnded,
}

impl GameRows {
    /// The rows of a whole read.
    pub(crate) fn read(results: StampedResults) -> Self {
        let mut rows = GameRows::default();
        rows.apply(results);
        rows
    }

    /// The rows a snapshot holds (none of them unsaved).
    pub(crate) fn from_snapshot(snapshot: ResultsSnapshot) -> Self {
        GameRows {
            players: snapshot.players,
            answers: snapshot.answers,
            stamps: snapshot.stamps,
            unsaved: 0,
            saved_at: None,
        }
    }

    /// Whether these rows should be saved as the game's snapshot now: a
    /// large game with a tenth of its players changed since the last one
    /// (all of them, after a whole read), and not saved in the last
    /// minute; or, once the game has ended, any change at all since the
    /// last one (the report is read from it next, on whichever process).
    /// When it says yes, the rows count as saved.
    pub(crate) fn take_snapshot_turn(&mut self, when: SnapshotWhen) -> bool {
        let due = self.answers.len() >= SNAPSHOT_FROM_ANSWERS
            && self.unsaved > 0
            && match when {
                SnapshotWhen::GameEnded => true,
                SnapshotWhen::Usual => {
                    self.unsaved >= self.stamps.len() / 10
                        && self
                            .saved_at
                            .is_none_or(|saved| saved.elapsed() >= SNAPSHOT_EVERY)
                }
            };
        if due {
            self.unsaved = 0;
            self.saved_at = Some(Instant::now());
        }
        due
    }

    /// The snapshot's body ([`quizforge_store::encode_results`]) and its
    /// greatest stamp.
    pub(crate) fn snapshot_body(&self) -> (Vec<u8>, i64) {
        (
            quizforge_store::encode_results(&self.players, &self.stamps, &self.answers),
            self.newest(),
        )
    }

    /// The game's results stamp as these rows have it: how many players,
    /// and the sum of their stamps ([`quizforge_store::ReportStore::results_stamp`]).
    pub(crate) fn stamp(&self) -> (i64, i64) {
        (self.stamps.len() as i64, self.stamps.values().sum())
    }

    /// The greatest stamp these rows have seen (`i64::MIN`: none).
    pub(crate) fn newest(&self) -> i64 {
        self.stamps.values().copied().max().unwrap_or(i64::MIN)
    }

    /// Replaces the players `changed` holds (and their answers) by what it
    /// holds of them; a removed player's rows go.
    pub(crate) fn apply(&mut self, changed: StampedResults) {
        let ids: std::collections::BTreeSet<PlayerId> =
            changed.players.iter().map(|(p, _)| p.id).collect();
        let removed: std::collections::BTreeSet<PlayerId> = changed
            .players
            .iter()
            .filter(|(p, _)| p.removed)
            .map(|(p, _)| p.id)
            .collect();
        self.unsaved += ids.len();
        self.players.retain(|p| !ids.contains(&p.id));
        self.answers.retain(|a| !ids.contains(&a.player_id));
        for (player, stamp) in changed.players {
            self.stamps.insert(player.id, stamp);
            if !player.removed {
                self.players.push(player);
            }
        }
        self.answers.extend(
            changed
                .answers
                .into_iter()
                .filter(|a| !removed.contains(&a.player_id)),
        );
        // Both already in order but for the few appended: the sorts only
        // merge two runs.
        self.players.sort_by_key(|p| (p.joined_at, p.id));
        self.answers.sort_by_key(|a| (a.player_id, a.question));
    }
}

/// A class's players (removed ones too) over all its games, and their
/// marks, as [`quizforge_store::ClassResults`] holds them.
#[derive(Debug, Default)]
pub(crate) struct ClassRows {
    pub(crate) players: Vec<Player>,
    pub(crate) marks: Vec<AnswerMark>,
}

/// What is kept, by what it is kept for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Game(AssignmentId),
    Class(ClassId),
}

#[derive(Clone)]
enum Rows {
    Game(Arc<GameRows>),
    Class(Arc<ClassRows>),
}

impl Rows {
    /// Its weight against the budget: its answers or marks.
    fn size(&self) -> usize {
        match self {
            Rows::Game(rows) => rows.answers.len(),
            Rows::Class(rows) => rows.marks.len(),
        }
        .max(1)
    }
}

/// Rows and the stamp they were read at.
struct Entry {
    stamp: (i64, i64),
    rows: Rows,
}

/// The rows of recently read games and classes, the least recently used
/// dropped first; rows weigh their answers or marks.
pub struct ResultsCache {
    inner: Mutex<Lru<Key, Entry>>,
}

impl Default for ResultsCache {
    fn default() -> Self {
        ResultsCache {
            inner: Mutex::new(Lru::new(ANSWER_BUDGET)),
        }
    }
}

impl std::fmt::Debug for ResultsCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        f.debug_struct("ResultsCache")
            .field("kept", &inner.len())
            .field("answers", &inner.held())
            .finish()
    }
}

impl ResultsCache {
    /// The rows kept for a game, if they were read at this stamp.
    pub(crate) fn game(&self, id: AssignmentId, stamp: (i64, i64)) -> Option<Arc<GameRows>> {
        match self.get(Key::Game(id), stamp)? {
            Rows::Game(rows) => Some(rows),
            Rows::Class(_) => None,
        }
    }

    /// Takes out the rows kept for a game, whatever stamp they were read
    /// at (to bring them up to date with what changed since).
    pub(crate) fn take_game(&self, id: AssignmentId) -> Option<Arc<GameRows>> {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        match inner.remove(&Key::Game(id))?.rows {
            Rows::Game(rows) => Some(rows),
            Rows::Class(_) => None,
        }
    }

    /// Keeps a game's rows read at `stamp`.
    pub(crate) fn put_game(&self, id: AssignmentId, stamp: (i64, i64), rows: Arc<GameRows>) {
        self.put(Key::Game(id), stamp, Rows::Game(rows));
    }

    /// The rows kept for a class, if they were read at this stamp.
    pub(crate) fn class(&self, id: ClassId, stamp: (i64, i64)) -> Option<Arc<ClassRows>> {
        match self.get(Key::Class(id), stamp)? {
            Rows::Class(rows) => Some(rows),
            Rows::Game(_) => None,
        }
    }

    /// Keeps a class's rows read at `stamp`.
    pub(crate) fn put_class(&self, id: ClassId, stamp: (i64, i64), rows: Arc<ClassRows>) {
        self.put(Key::Class(id), stamp, Rows::Class(rows));
    }

    fn get(&self, key: Key, stamp: (i64, i64)) -> Option<Rows> {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner
            .get_if(&key, |entry| entry.stamp == stamp)
            .map(|entry| entry.rows.clone())
    }

    /// Keeps rows read at `stamp` (replacing older ones, which go even
    /// when the new rows are too large to keep).
    fn put(&self, key: Key, stamp: (i64, i64), rows: Rows) {
        let size = rows.size();
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.remove(&key);
        inner.insert(key, Entry { stamp, rows }, size);
    }

    #[cfg(test)]
    fn games(&self) -> Vec<AssignmentId> {
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner
            .keys()
            .filter_map(|key| match key {
                Key::Game(id) => Some(*id),
                Key::Class(_) => None,
            })
            .collect()
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
            ..GameRows::default()
        })
    }

    fn player(id: i64, joined_at: i64, removed: bool) -> Player {
        Player {
            id,
            assignment_id: 1,
            name: format!("p{id}"),
            roster_id: None,
            removed,
            joined_at,
        }
    }

    fn answer(player_id: i64, question: u32, fraction: f64) -> AnswerRecord {
        AnswerRecord {
            assignment_id: 1,
            player_id,
            question,
            response_json: "null".into(),
            outcome: quizforge_core::Outcome::Correct,
            fraction,
            points: fraction,
            elapsed_ms: 0,
            answered_at_ms: 0,
        }
    }

    #[test]
    fn what_changed_is_applied_as_a_whole_read_would_give_it() {
        let whole = |players: Vec<(Player, i64)>, answers: Vec<AnswerRecord>| {
            GameRows::read(StampedResults { players, answers })
        };
        let mut rows = whole(
            vec![
                (player(1, 10, false), 5),
                (player(2, 11, false), 6),
                (player(3, 12, false), 7),
            ],
            vec![answer(1, 0, 1.0), answer(2, 0, 0.0), answer(3, 0, 1.0)],
        );
        assert_eq!(rows.stamp(), (3, 18));
        assert_eq!(rows.newest(), 7);
        // Player 2 answered again and was marked, player 3 was removed,
        // player 4 joined.
        rows.apply(StampedResults {
            players: vec![
                (player(2, 11, false), 9),
                (player(3, 12, true), 10),
                (player(4, 13, false), 8),
            ],
            answers: vec![answer(2, 0, 0.5), answer(2, 1, 1.0), answer(4, 0, 1.0)],
        });
        let expected = GameRows {
            players: vec![
                player(1, 10, false),
                player(2, 11, false),
                player(4, 13, false),
            ],
            answers: vec![
                answer(1, 0, 1.0),
                answer(2, 0, 0.5),
                answer(2, 1, 1.0),
                answer(4, 0, 1.0),
            ],
            stamps: BTreeMap::from([(1, 5), (2, 9), (3, 10), (4, 8)]),
            ..GameRows::default()
        };
        assert_eq!(rows.players, expected.players);
        assert_eq!(rows.answers, expected.answers);
        assert_eq!(rows.stamps, expected.stamps);
        // The removed player still counts in the stamp, as in the store.
        assert_eq!(rows.stamp(), (4, 32));
    }

    #[test]
    fn a_large_game_is_saved_after_a_whole_read_and_again_after_a_tenth_changed() {
        let game = |players: i64| StampedResults {
            players: (0..players).map(|p| (player(p, p, false), p + 1)).collect(),
            answers: (0..players)
                .flat_map(|p| (0..30).map(move |q| answer(p, q, 1.0)))
                .collect(),
        };
        let changed = |from: i64, to: i64, stamp: i64| StampedResults {
            players: (from..to)
                .map(|p| (player(p, p, false), stamp + p))
                .collect(),
            answers: (from..to).map(|p| answer(p, 0, 0.0)).collect(),
        };
        // 100 × 30 answers is under the size worth saving.
        assert!(!GameRows::read(game(100)).take_snapshot_turn(SnapshotWhen::Usual));
        let mut rows = GameRows::read(game(400));
        assert!(
            rows.take_snapshot_turn(SnapshotWhen::Usual),
            "12,000 answers read whole"
        );
        assert!(
            !rows.take_snapshot_turn(SnapshotWhen::Usual),
            "nothing changed since"
        );
        rows.apply(changed(0, 60, 1_000));
        assert!(
            !rows.take_snapshot_turn(SnapshotWhen::Usual),
            "60 of 400 changed, but it was saved less than a minute ago"
        );
        rows.saved_at = Some(Instant::now() - SNAPSHOT_EVERY);
        assert!(
            rows.take_snapshot_turn(SnapshotWhen::Usual),
            "60 of 400 changed, a minute later"
        );
        let mut from_snapshot = GameRows::from_snapshot(ResultsSnapshot {
            players: rows.players.clone(),
            stamps: rows.stamps.clone(),
            answers: rows.answers.clone(),
        });
        from_snapshot.apply(changed(0, 39, 2_000));
        assert!(
            !from_snapshot.take_snapshot_turn(SnapshotWhen::Usual),
            "39 of 400: under a tenth"
        );
        from_snapshot.apply(changed(39, 40, 3_000));
        assert!(
            from_snapshot.take_snapshot_turn(SnapshotWhen::Usual),
            "40 of 400: a tenth"
        );
        from_snapshot.apply(changed(0, 1, 4_000));
        assert!(
            !from_snapshot.take_snapshot_turn(SnapshotWhen::Usual),
            "one player changed, just saved"
        );
        assert!(
            from_snapshot.take_snapshot_turn(SnapshotWhen::GameEnded),
            "the game ended: one change is enough, at once"
        );
        assert!(
            !from_snapshot.take_snapshot_turn(SnapshotWhen::GameEnded),
            "nothing changed since"
        );
        assert!(
            !GameRows::read(game(100)).take_snapshot_turn(SnapshotWhen::GameEnded),
            "a small game has no snapshot, ended or not"
        );
    }

    #[test]
    fn kept_rows_can_be_taken_out_to_bring_them_up_to_date() {
        let cache = ResultsCache::default();
        cache.put_game(1, (3, 10), rows(5));
        assert_eq!(cache.take_game(1).map(|r| r.answers.len()), Some(5));
        assert!(cache.take_game(1).is_none());
        assert!(cache.game(1, (3, 10)).is_none());
    }

    #[test]
    fn rows_are_used_only_at_the_stamp_they_were_read_at() {
        let cache = ResultsCache::default();
        cache.put_game(1, (3, 10), rows(5));
        assert!(cache.game(1, (3, 10)).is_some());
        assert!(cache.game(1, (3, 11)).is_none(), "a later change");
        assert!(cache.game(1, (4, 10)).is_none(), "another player");
        assert!(cache.game(2, (3, 10)).is_none(), "another game");
        assert!(cache.class(1, (3, 10)).is_none(), "a class is not a game");
        cache.put_game(1, (3, 11), rows(6));
        assert_eq!(cache.game(1, (3, 11)).unwrap().answers.len(), 6);
        assert!(cache.game(1, (3, 10)).is_none(), "replaced");
        cache.put_class(1, (3, 10), Arc::default());
        assert!(cache.class(1, (3, 10)).is_some());
        assert!(
            cache.game(1, (3, 11)).is_some(),
            "the game with the same id stays"
        );
    }

    #[test]
    fn the_least_recently_used_game_goes_first() {
        let cache = ResultsCache::default();
        let third = ANSWER_BUDGET / 3;
        cache.put_game(1, (1, 1), rows(third));
        cache.put_game(2, (1, 1), rows(third));
        cache.put_game(3, (1, 1), rows(third));
        assert!(cache.game(1, (1, 1)).is_some(), "1 is now the most recent");
        cache.put_game(4, (1, 1), rows(third));
        assert_eq!(cache.games(), [1, 3, 4]);
        cache.put_game(5, (1, 1), rows(ANSWER_BUDGET + 1));
        assert!(cache.game(5, (1, 1)).is_none(), "too large to keep");
        assert_eq!(cache.games(), [1, 3, 4]);
    }
}
