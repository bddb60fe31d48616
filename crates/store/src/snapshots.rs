//! A large game's results kept in the database in a compact binary form
//! (migration 17), so that a server that has not read the game yet (one
//! just started, or another process on the same PostgreSQL) reads one row
//! and then only the players that changed since, instead of decoding
//! 10,000 players' cells. Decoding the cells' JSON was most of the time a
//! first report of a 10,000 × 30 game took.
//!
//! A snapshot is a cache, never the truth: it carries every player's
//! results stamp, and the reader applies what changed since its newest
//! stamp and then checks the sum of stamps against the game's
//! ([`crate::ReportStore::results_stamp`]); when it does not add up, the
//! game is read whole. A body this code cannot read (another version, or
//! damaged) reads as no snapshot.

use std::collections::BTreeMap;
use std::sync::Arc;

use quizforge_core::Outcome;

use crate::{AnswerRecord, AnyStore, AssignmentId, Player, PlayerId, Result, StoreError};

/// How far behind a game's results snapshot is
/// ([`AnyStore::results_snapshot_lag`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SnapshotLag {
    /// The game's players (removed ones too).
    pub players: i64,
    /// How many of them changed since the snapshot (all when none).
    pub changed: i64,
    /// Whether the game has a snapshot.
    pub saved: bool,
}

/// What a snapshot body starts with: the format and its version.
const MAGIC: &[u8; 5] = b"QFRS1";

/// A game's players the teacher did not remove (by join time), every
/// player's results stamp (removed ones too), and the answers of the
/// players kept (by player then question).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ResultsSnapshot {
    /// The players the teacher did not remove, by join time.
    pub players: Vec<Player>,
    /// Every player's results stamp, removed players too.
    pub stamps: BTreeMap<PlayerId, i64>,
    /// The kept players' answers, by player then question.
    pub answers: Vec<AnswerRecord>,
}

impl ResultsSnapshot {
    /// The greatest stamp it holds (`i64::MIN`: none).
    pub fn newest(&self) -> i64 {
        self.stamps.values().copied().max().unwrap_or(i64::MIN)
    }

    /// The compact form: each distinct response once, then numbers as
    /// variable-length integers (ids and times as differences from the
    /// previous one), marks of 0 and 1 (and whole points) in a byte or two.
    /// About 12 bytes an answer, against some 80 in the cells' JSON.
    pub fn encode(&self) -> Vec<u8> {
        encode_results(&self.players, &self.stamps, &self.answers)
    }

    /// Reads a body [`ResultsSnapshot::encode`] wrote for the game `id`.
    pub fn decode(id: AssignmentId, body: &[u8]) -> Result<ResultsSnapshot> {
        let mut input = Reader { body, at: 0 };
        if input.bytes(MAGIC.len())? != MAGIC {
            return Err(damaged("not a results snapshot of this version"));
        }
        let count = input.count()?;
        let mut responses: Vec<Arc<str>> = Vec::with_capacity(count);
        for _ in 0..count {
            responses.push(input.text()?.into());
        }
        let count = input.count()?;
        let mut stamps = BTreeMap::new();
        let mut previous = 0_i64;
        for _ in 0..count {
            let player = previous.wrapping_add(input.signed()?);
            stamps.insert(player, input.signed()?);
            previous = player;
        }
        let count = input.count()?;
        let mut players = Vec::with_capacity(count);
        for _ in 0..count {
            let player_id = input.signed()?;
            let name = input.text()?.to_string();
            let roster_id = match input.byte()? {
                0 => None,
                1 => Some(input.signed()?),
                _ => return Err(damaged("a roster mark that is neither 0 nor 1")),
            };
            let removed = input.byte()? != 0;
            players.push(Player {
                id: player_id,
                assignment_id: id,
                name,
                roster_id,
                removed,
                joined_at: input.signed()?,
            });
        }
        let count = input.count()?;
        let mut answers = Vec::with_capacity(count);
        let (mut player, mut arrived) = (0_i64, 0_i64);
        for _ in 0..count {
            player = player.wrapping_add(input.signed()?);
            let question = u32::try_from(input.unsigned()?)
                .map_err(|_| damaged("a question number out of range"))?;
            let response = usize::try_from(input.unsigned()?)
                .ok()
                .and_then(|i| responses.get(i))
                .ok_or_else(|| damaged("a response that is not in its table"))?
                .clone();
            let outcome = outcome_from_code(input.byte()?)?;
            let fraction = input.number()?;
            let points = input.number()?;
            let elapsed_ms = input.signed()?;
            arrived = arrived.wrapping_add(input.signed()?);
            answers.push(AnswerRecord {
                assignment_id: id,
                player_id: player,
                question,
                response_json: response,
                outcome,
                fraction,
                points,
                elapsed_ms,
                answered_at_ms: arrived,
            });
        }
        if input.at != body.len() {
            return Err(damaged("bytes after its end"));
        }
        Ok(ResultsSnapshot {
            players,
            stamps,
            answers,
        })
    }
}

/// [`ResultsSnapshot::encode`] from borrowed parts (a server encodes the
/// rows it keeps without copying them).
pub fn encode_results(
    players: &[Player],
    stamps: &BTreeMap<PlayerId, i64>,
    answers: &[AnswerRecord],
) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 + answers.len() * 12);
    out.extend_from_slice(MAGIC);
    // Each distinct response once, in the order answers first give it (a
    // map only to find them again: no map order reaches the body).
    let mut response_ids: std::collections::HashMap<&str, u64> = std::collections::HashMap::new();
    let mut responses: Vec<&str> = Vec::new();
    let answer_responses: Vec<u64> = answers
        .iter()
        .map(|answer| {
            let text: &str = &answer.response_json;
            *response_ids.entry(text).or_insert_with(|| {
                responses.push(text);
                responses.len() as u64 - 1
            })
        })
        .collect();
    put_unsigned(&mut out, responses.len() as u64);
    for text in &responses {
        put_text(&mut out, text);
    }
    put_unsigned(&mut out, stamps.len() as u64);
    let mut previous = 0_i64;
    for (&player, &stamp) in stamps {
        put_signed(&mut out, player.wrapping_sub(previous));
        put_signed(&mut out, stamp);
        previous = player;
    }
    put_unsigned(&mut out, players.len() as u64);
    for player in players {
        put_signed(&mut out, player.id);
        put_text(&mut out, &player.name);
        match player.roster_id {
            None => out.push(0),
            Some(id) => {
                out.push(1);
                put_signed(&mut out, id);
            }
        }
        out.push(u8::from(player.removed));
        put_signed(&mut out, player.joined_at);
    }
    put_unsigned(&mut out, answers.len() as u64);
    let (mut player, mut arrived) = (0_i64, 0_i64);
    for (answer, response) in answers.iter().zip(answer_responses) {
        put_signed(&mut out, answer.player_id.wrapping_sub(player));
        put_unsigned(&mut out, u64::from(answer.question));
        put_unsigned(&mut out, response);
        out.push(outcome_code(answer.outcome));
        put_number(&mut out, answer.fraction);
        put_number(&mut out, answer.points);
        put_signed(&mut out, answer.elapsed_ms);
        put_signed(&mut out, answer.answered_at_ms.wrapping_sub(arrived));
        player = answer.player_id;
        arrived = answer.answered_at_ms;
    }
    out
}

fn damaged(what: &str) -> StoreError {
    StoreError::CorruptValue(format!("results snapshot: {what}"))
}

fn outcome_code(outcome: Outcome) -> u8 {
    match outcome {
        Outcome::Correct => 0,
        Outcome::Partial => 1,
        Outcome::Incorrect => 2,
        Outcome::NeedsReview => 3,
    }
}

fn outcome_from_code(code: u8) -> Result<Outcome> {
    Ok(match code {
        0 => Outcome::Correct,
        1 => Outcome::Partial,
        2 => Outcome::Incorrect,
        3 => Outcome::NeedsReview,
        _ => return Err(damaged("an unknown outcome")),
    })
}

/// LEB128: seven bits a byte, the high bit set on all but the last.
fn put_unsigned(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Zigzag, so that small negative differences stay short.
fn put_signed(out: &mut Vec<u8>, value: i64) {
    put_unsigned(out, ((value << 1) ^ (value >> 63)) as u64);
}

fn put_text(out: &mut Vec<u8>, text: &str) {
    put_unsigned(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

/// Largest whole number kept as an integer: every one up to it is exact
/// in an `f64`.
const WHOLE_LIMIT: f64 = 9_007_199_254_740_992.0;

/// A mark or points, exactly: 0 and 1 in one byte, other whole numbers
/// as an integer, anything else as its eight bytes.
fn put_number(out: &mut Vec<u8>, value: f64) {
    if value.to_bits() == 0.0_f64.to_bits() {
        out.push(0);
    } else if value == 1.0 {
        out.push(1);
    } else if value.fract() == 0.0
        && value.abs() < WHOLE_LIMIT
        && value.to_bits() != (-0.0_f64).to_bits()
    {
        out.push(2);
        put_signed(out, value as i64);
    } else {
        out.push(3);
        out.extend_from_slice(&value.to_bits().to_le_bytes());
    }
}

struct Reader<'a> {
    body: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8> {
        let byte = *self.body.get(self.at).ok_or_else(|| damaged("cut short"))?;
        self.at += 1;
        Ok(byte)
    }

    fn bytes(&mut self, len: usize) -> Result<&'a [u8]> {
        let end = self
            .at
            .checked_add(len)
            .filter(|&end| end <= self.body.len())
            .ok_or_else(|| damaged("cut short"))?;
        let bytes = &self.body[self.at..end];
        self.at = end;
        Ok(bytes)
    }

    fn unsigned(&mut self) -> Result<u64> {
        let mut value = 0_u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                return Ok(value);
            }
        }
        Err(damaged("a number longer than 64 bits"))
    }

    fn signed(&mut self) -> Result<i64> {
        let value = self.unsigned()?;
        Ok(((value >> 1) as i64) ^ -((value & 1) as i64))
    }

    /// A count of things that follow, each at least a byte long (so a
    /// damaged count cannot ask for more room than the body could fill).
    fn count(&mut self) -> Result<usize> {
        usize::try_from(self.unsigned()?)
            .ok()
            .filter(|&count| count <= self.body.len() - self.at)
            .ok_or_else(|| damaged("a count larger than what follows"))
    }

    fn text(&mut self) -> Result<&'a str> {
        let len = usize::try_from(self.unsigned()?).map_err(|_| damaged("a text too long"))?;
        std::str::from_utf8(self.bytes(len)?).map_err(|_| damaged("a text that is not UTF-8"))
    }

    fn number(&mut self) -> Result<f64> {
        Ok(match self.byte()? {
            0 => 0.0,
            1 => 1.0,
            2 => self.signed()? as f64,
            3 => {
                let bytes: [u8; 8] = self
                    .bytes(8)?
                    .try_into()
                    .map_err(|_| damaged("cut short"))?;
                f64::from_bits(u64::from_le_bytes(bytes))
            }
            _ => return Err(damaged("an unknown number form")),
        })
    }
}

impl AnyStore {
    /// The game's results snapshot, if one was saved and can be read; a
    /// body that cannot be read is forgotten and reads as none.
    pub async fn results_snapshot(&self, id: AssignmentId) -> Result<Option<ResultsSnapshot>> {
        let body: Option<(Vec<u8>,)> = on_pool!(self, |pool| {
            sqlx::query_as("SELECT body FROM results_snapshots WHERE assignment_id = $1")
                .bind(id)
                .fetch_optional(pool)
                .await?
        });
        let Some((body,)) = body else {
            return Ok(None);
        };
        match ResultsSnapshot::decode(id, &body) {
            Ok(snapshot) => Ok(Some(snapshot)),
            Err(_) => {
                self.forget_results_snapshot(id).await?;
                Ok(None)
            }
        }
    }

    /// Keeps `body` ([`encode_results`]) as the game's snapshot, whose
    /// greatest stamp is `newest`, unless one already kept has seen newer
    /// stamps (two servers saving at once keep the newer).
    pub async fn save_results_snapshot(
        &self,
        id: AssignmentId,
        newest: i64,
        body: &[u8],
    ) -> Result<()> {
        on_pool!(self, |pool| {
            sqlx::query(
                "INSERT INTO results_snapshots (assignment_id, newest, body) \
                 SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM assignments WHERE id = $1) \
                 ON CONFLICT (assignment_id) DO UPDATE \
                 SET newest = excluded.newest, body = excluded.body \
                 WHERE excluded.newest >= results_snapshots.newest",
            )
            .bind(id)
            .bind(newest)
            .bind(body)
            .execute(pool)
            .await?;
        });
        Ok(())
    }

    /// How far behind the game's snapshot is: its players, how many of
    /// them changed since the snapshot was taken (all, when there is none),
    /// and whether there is one. Two cheap counts, for a server deciding
    /// whether the snapshot is worth taking again.
    pub async fn results_snapshot_lag(&self, id: AssignmentId) -> Result<SnapshotLag> {
        let newest: Option<(i64,)> = on_pool!(self, |pool| {
            sqlx::query_as("SELECT newest FROM results_snapshots WHERE assignment_id = $1")
                .bind(id)
                .fetch_optional(pool)
                .await?
        });
        let since = newest.map_or(i64::MIN, |(newest,)| newest);
        let (players, changed): (i64, i64) = on_pool!(self, |pool| {
            sqlx::query_as(
                "SELECT CAST(COUNT(*) AS BIGINT), \
                 CAST(COALESCE(SUM(CASE WHEN results_stamp > $2 THEN 1 ELSE 0 END), 0) AS BIGINT) \
                 FROM players WHERE assignment_id = $1",
            )
            .bind(id)
            .bind(since)
            .fetch_one(pool)
            .await?
        });
        Ok(SnapshotLag {
            players,
            changed,
            saved: newest.is_some(),
        })
    }

    /// How many answers the game holds (removed players' too).
    pub async fn answer_count(&self, id: AssignmentId) -> Result<i64> {
        let (count,): (i64,) = on_pool!(self, |pool| {
            sqlx::query_as("SELECT CAST(COUNT(*) AS BIGINT) FROM answers WHERE assignment_id = $1")
                .bind(id)
                .fetch_one(pool)
                .await?
        });
        Ok(count)
    }

    /// Forgets the game's results snapshot (the next first read decodes
    /// the game whole).
    pub async fn forget_results_snapshot(&self, id: AssignmentId) -> Result<()> {
        on_pool!(self, |pool| {
            sqlx::query("DELETE FROM results_snapshots WHERE assignment_id = $1")
                .bind(id)
                .execute(pool)
                .await?;
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn answer(player: i64, question: u32, response: &str, fraction: f64) -> AnswerRecord {
        AnswerRecord {
            assignment_id: 7,
            player_id: player,
            question,
            response_json: response.into(),
            outcome: if fraction == 1.0 {
                Outcome::Correct
            } else {
                Outcome::Incorrect
            },
            fraction,
            points: fraction * 10.0,
            elapsed_ms: 1_500,
            answered_at_ms: 1_700_000_000_000 + i64::from(question) * 9_000,
        }
    }

    fn player(id: i64, name: &str, roster_id: Option<i64>) -> Player {
        Player {
            id,
            assignment_id: 7,
            name: name.into(),
            roster_id,
            removed: false,
            joined_at: 1_700_000_000,
        }
    }

    #[test]
    fn a_game_reads_back_as_it_was_written_and_small() {
        let snapshot = ResultsSnapshot {
            players: vec![player(11, "Zoë", Some(4)), player(12, "Ana \"A\"", None)],
            stamps: BTreeMap::from([(10, 3), (11, 90), (12, 91)]),
            answers: vec![
                answer(11, 0, r#"{"choice":0}"#, 1.0),
                answer(11, 1, r#"{"text":"lava."}"#, 1.0 / 3.0),
                answer(12, 0, r#"{"choice":2}"#, 0.0),
                answer(12, 1, r#"{"text":"lava."}"#, 1.0),
            ],
        };
        let body = snapshot.encode();
        assert_eq!(ResultsSnapshot::decode(7, &body).unwrap(), snapshot);
        assert_eq!(snapshot.newest(), 91);
        // A thousand answers like these take about twelve bytes each.
        let many = ResultsSnapshot {
            answers: (0..1_000)
                .map(|i| answer(100 + i / 30, (i % 30) as u32, r#"{"choice":1}"#, 1.0))
                .collect(),
            ..ResultsSnapshot::default()
        };
        assert!(many.encode().len() < 13 * 1_000, "{}", many.encode().len());
    }

    #[test]
    fn a_damaged_or_foreign_body_is_refused_not_misread() {
        let snapshot = ResultsSnapshot {
            players: vec![player(1, "A", None)],
            stamps: BTreeMap::from([(1, 5)]),
            answers: vec![answer(1, 0, "{}", 1.0)],
        };
        let body = snapshot.encode();
        for cut in 0..body.len() {
            assert!(
                ResultsSnapshot::decode(7, &body[..cut]).is_err(),
                "cut at {cut}"
            );
        }
        let mut longer = body.clone();
        longer.push(0);
        assert!(ResultsSnapshot::decode(7, &longer).is_err());
        let mut other_version = body;
        other_version[4] = b'2';
        assert!(ResultsSnapshot::decode(7, &other_version).is_err());
    }

    proptest! {
        #[test]
        fn every_snapshot_reads_back_exactly(
            players in proptest::collection::vec(
                (any::<i64>(), "\\PC{0,12}", proptest::option::of(any::<i64>()), any::<bool>(), any::<i64>()),
                0..6,
            ),
            stamps in proptest::collection::btree_map(any::<i64>(), any::<i64>(), 0..8),
            answers in proptest::collection::vec(
                (any::<i64>(), any::<u32>(), "\\PC{0,8}", 0_u8..4, any::<f64>(), any::<f64>(), any::<i64>(), any::<i64>()),
                0..12,
            ),
        ) {
            let snapshot = ResultsSnapshot {
                players: players
                    .into_iter()
                    .map(|(id, name, roster_id, removed, joined_at)| Player {
                        id,
                        assignment_id: 3,
                        name,
                        roster_id,
                        removed,
                        joined_at,
                    })
                    .collect(),
                stamps,
                answers: answers
                    .into_iter()
                    .map(|(player_id, question, response, outcome, fraction, points, elapsed_ms, answered_at_ms)| AnswerRecord {
                        assignment_id: 3,
                        player_id,
                        question,
                        response_json: response.into(),
                        outcome: outcome_from_code(outcome).unwrap(),
                        fraction,
                        points,
                        elapsed_ms,
                        answered_at_ms,
                    })
                    .collect(),
            };
            let back = ResultsSnapshot::decode(3, &snapshot.encode()).unwrap();
            // Bit for bit (NaN is not equal to itself).
            prop_assert_eq!(back.players, snapshot.players);
            prop_assert_eq!(back.stamps, snapshot.stamps);
            prop_assert_eq!(back.answers.len(), snapshot.answers.len());
            for (read, written) in back.answers.iter().zip(&snapshot.answers) {
                prop_assert_eq!(read.fraction.to_bits(), written.fraction.to_bits());
                prop_assert_eq!(read.points.to_bits(), written.points.to_bits());
                prop_assert_eq!(
                    (read.player_id, read.question, &read.response_json, read.outcome, read.elapsed_ms, read.answered_at_ms),
                    (written.player_id, written.question, &written.response_json, written.outcome, written.elapsed_ms, written.answered_at_ms)
                );
            }
        }
    }
}
