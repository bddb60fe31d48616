//! A player's answers as the `players.cells` column holds them: one JSON
//! array kept by database triggers from the answers table (migration 14),
//! so that a game's answers are read one row per player instead of one row
//! per answer. Reports of large games spent most of their time fetching
//! rows one at a time.

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use quizforge_core::Outcome;
use serde::Deserializer as _;
use serde::de::{DeserializeSeed, IgnoredAny, SeqAccess, Visitor};

use crate::play::{parse_outcome, question_number};
use crate::{AnswerRecord, AssignmentId, PlayerId, Result, StoreError};

/// One answer in a player's cells: question, outcome, fraction, points,
/// elapsed milliseconds, arrival (Unix milliseconds), response JSON. The
/// outcome is borrowed from the text (it has nothing to unescape).
type StoredCell<'a> = (i64, &'a str, f64, f64, i64, i64, Arc<str>);

/// The responses read so far on one thread, each kept once: a large game's
/// 300,000 answers hold few distinct responses (most are one of a
/// question's options, or its right typed answer), and one string shared
/// by all who gave it is cheaper to make, keep and free than one each.
#[derive(Default)]
pub(crate) struct Responses(HashMap<Box<str>, Arc<str>>);

impl Responses {
    fn get(&mut self, response: &str) -> Arc<str> {
        if let Some(kept) = self.0.get(response) {
            return kept.clone();
        }
        let kept: Arc<str> = response.into();
        self.0.insert(response.into(), kept.clone());
        kept
    }
}

/// A player's row with its cells, as read for reports.
#[derive(sqlx::FromRow)]
pub(crate) struct CellsRow {
    pub(crate) assignment_id: i64,
    pub(crate) player_id: i64,
    pub(crate) cells: Option<String>,
}

/// A whole player with its cells: a game's players and answers in one
/// read.
#[derive(sqlx::FromRow)]
pub(crate) struct PlayerCellsRow {
    #[sqlx(flatten)]
    player: crate::play::PlayerRow,
    cells: Option<String>,
}

/// A whole player with its results stamp and cells.
#[derive(sqlx::FromRow)]
pub(crate) struct StampedCellsRow {
    #[sqlx(flatten)]
    player: crate::play::PlayerRow,
    results_stamp: i64,
    cells: Option<String>,
}

/// Players (in the rows' order) with their results stamps, and their
/// answers, by player then question.
pub(crate) fn stamped_players_and_answers(
    rows: Vec<StampedCellsRow>,
) -> Result<crate::reports::StampedResults> {
    let decoded = on_every_core(rows, |row, responses| {
        let player: crate::Player = row.player.into();
        let answers = match &row.cells {
            Some(cells) => self::answers(player.assignment_id, player.id, cells, responses)?,
            None => Vec::new(),
        };
        Ok((player, row.results_stamp, answers))
    })?;
    let mut players = Vec::with_capacity(decoded.len());
    let mut answers = Vec::with_capacity(decoded.iter().map(|(_, _, a)| a.len()).sum());
    for (player, stamp, theirs) in decoded {
        answers.extend(theirs);
        players.push((player, stamp));
    }
    answers.sort_by_key(|a| (a.player_id, a.question));
    Ok(crate::reports::StampedResults { players, answers })
}

/// Fewest rows worth sharing among threads: below this, starting them
/// costs more than the decoding they would share.
const ROWS_WORTH_SHARING: usize = 2_000;

/// `decode` applied to every row, in the rows' order, the rows shared
/// among the machine's cores, each thread with its own `S` to keep what
/// it learns. Decoding a large game's answers (300,000 of them for 10,000
/// students × 30 questions) is most of the time a report takes to read it
/// the first time, and each row decodes on its own.
fn on_every_core<T, U, S>(
    rows: Vec<T>,
    decode: impl Fn(T, &mut S) -> Result<U> + Sync,
) -> Result<Vec<U>>
where
    T: Send,
    U: Send,
    S: Default,
{
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    if threads < 2 || rows.len() < ROWS_WORTH_SHARING {
        let mut state = S::default();
        return rows
            .into_iter()
            .map(|row| decode(row, &mut state))
            .collect();
    }
    let per_thread = rows.len().div_ceil(threads);
    let mut chunks: Vec<Vec<T>> = Vec::with_capacity(threads);
    let mut rows = rows.into_iter();
    loop {
        let chunk: Vec<T> = rows.by_ref().take(per_thread).collect();
        if chunk.is_empty() {
            break;
        }
        chunks.push(chunk);
    }
    let decode = &decode;
    let parts: Vec<Result<Vec<U>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                scope.spawn(move || {
                    let mut state = S::default();
                    chunk
                        .into_iter()
                        .map(|row| decode(row, &mut state))
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let mut out = Vec::new();
    for part in parts {
        out.extend(part?);
    }
    Ok(out)
}

/// Players (in the rows' order) and their marks, by game (in the order the
/// rows meet them), then player id and question.
pub(crate) fn players_and_marks(
    rows: Vec<PlayerCellsRow>,
) -> Result<(Vec<crate::Player>, Vec<crate::AnswerMark>)> {
    let mut players = Vec::with_capacity(rows.len());
    let mut all = Vec::new();
    for row in rows {
        let player: crate::Player = row.player.into();
        if let Some(cells) = &row.cells {
            for (question, outcome, fraction) in marks(cells)? {
                all.push(crate::AnswerMark {
                    assignment_id: player.assignment_id,
                    player_id: player.id,
                    question,
                    outcome,
                    fraction,
                });
            }
        }
        players.push(player);
    }
    // By game in the rows' order, then by player id and question.
    let mut game_order: std::collections::BTreeMap<i64, usize> = std::collections::BTreeMap::new();
    for player in &players {
        let next = game_order.len();
        game_order.entry(player.assignment_id).or_insert(next);
    }
    all.sort_by_key(|m| (game_order[&m.assignment_id], m.player_id, m.question));
    Ok((players, all))
}

/// A player's answers, by question.
pub(crate) fn answers(
    assignment_id: AssignmentId,
    player_id: PlayerId,
    cells: &str,
    responses: &mut Responses,
) -> Result<Vec<AnswerRecord>> {
    parse(cells, responses)?
        .into_iter()
        .map(
            |(question, outcome, fraction, points, elapsed_ms, answered_at_ms, response_json)| {
                Ok(AnswerRecord {
                    assignment_id,
                    player_id,
                    question: question_number(question)?,
                    response_json,
                    outcome: parse_outcome(outcome)?,
                    fraction,
                    points,
                    elapsed_ms,
                    answered_at_ms,
                })
            },
        )
        .collect()
}

/// A player's marks only (question, outcome, fraction), by question; the
/// rest of each cell is skipped, not decoded.
pub(crate) fn marks(cells: &str) -> Result<Vec<(u32, Outcome, f64)>> {
    type MarkCell<'a> = (
        i64,
        &'a str,
        f64,
        IgnoredAny,
        IgnoredAny,
        IgnoredAny,
        IgnoredAny,
    );
    let mut parsed: Vec<MarkCell<'_>> = serde_json::from_str(cells).map_err(unreadable)?;
    parsed.sort_by_key(|cell| cell.0);
    parsed
        .into_iter()
        .map(|(question, outcome, fraction, ..)| {
            Ok((
                question_number(question)?,
                parse_outcome(outcome)?,
                fraction,
            ))
        })
        .collect()
}

/// The cells by question (new answers are appended as they come, so a
/// player who skipped ahead may have them out of order).
fn parse<'a>(cells: &'a str, responses: &mut Responses) -> Result<Vec<StoredCell<'a>>> {
    let mut reader = serde_json::Deserializer::from_str(cells);
    let mut parsed = reader
        .deserialize_seq(CellsVisitor(responses))
        .and_then(|parsed| reader.end().map(|()| parsed))
        .map_err(unreadable)?;
    parsed.sort_by_key(|cell| cell.0);
    Ok(parsed)
}

/// Reads a player's cells, each response through [`Responses`].
struct CellsVisitor<'r>(&'r mut Responses);

impl<'de> Visitor<'de> for CellsVisitor<'_> {
    type Value = Vec<StoredCell<'de>>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of answers")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut cells = Vec::with_capacity(seq.size_hint().unwrap_or(32));
        while let Some(cell) = seq.next_element_seed(CellSeed(&mut *self.0))? {
            cells.push(cell);
        }
        Ok(cells)
    }
}

/// One cell: seven values, the last the response.
struct CellSeed<'r>(&'r mut Responses);

impl<'de> DeserializeSeed<'de> for CellSeed<'_> {
    type Value = StoredCell<'de>;

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_tuple(7, self)
    }
}

impl<'de> Visitor<'de> for CellSeed<'_> {
    type Value = StoredCell<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an answer of seven values")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        use serde::de::Error;
        let missing = |n: usize| A::Error::invalid_length(n, &"seven values");
        let question = seq.next_element()?.ok_or_else(|| missing(0))?;
        let outcome = seq.next_element()?.ok_or_else(|| missing(1))?;
        let fraction = seq.next_element()?.ok_or_else(|| missing(2))?;
        let points = seq.next_element()?.ok_or_else(|| missing(3))?;
        let elapsed = seq.next_element()?.ok_or_else(|| missing(4))?;
        let arrived = seq.next_element()?.ok_or_else(|| missing(5))?;
        let response = seq
            .next_element_seed(ResponseSeed(self.0))?
            .ok_or_else(|| missing(6))?;
        if seq.next_element::<IgnoredAny>()?.is_some() {
            return Err(A::Error::invalid_length(8, &"seven values"));
        }
        Ok((
            question, outcome, fraction, points, elapsed, arrived, response,
        ))
    }
}

/// A response, kept once in [`Responses`].
struct ResponseSeed<'r>(&'r mut Responses);

impl<'de> DeserializeSeed<'de> for ResponseSeed<'_> {
    type Value = Arc<str>;

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for ResponseSeed<'_> {
    type Value = Arc<str>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a response as JSON text")
    }

    fn visit_str<E: serde::de::Error>(self, response: &str) -> Result<Self::Value, E> {
        Ok(self.0.get(response))
    }
}

fn unreadable(error: serde_json::Error) -> StoreError {
    StoreError::CorruptValue(format!("a player's answers do not read: {error}"))
}

impl CellsRow {
    /// Every answer of the rows, by player then question.
    pub(crate) fn all_answers(rows: Vec<CellsRow>) -> Result<Vec<AnswerRecord>> {
        let decoded = on_every_core(rows, |row, responses| match &row.cells {
            Some(cells) => answers(row.assignment_id, row.player_id, cells, responses),
            None => Ok(Vec::new()),
        })?;
        Ok(decoded.into_iter().flatten().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_read_back_with_every_field() {
        let read = answers(
            7,
            9,
            r#"[[2,"partial",0.3333333333333333,0.5,20,1,"\"lava\""],
                [0,"correct",1.0,1000.0,1500,1700000000000,"{\"choice\":0}"]]"#,
            &mut Responses::default(),
        )
        .unwrap();
        assert_eq!(read.len(), 2);
        assert_eq!(read[0].question, 0, "sorted by question");
        assert_eq!(read[1].question, 2);
        assert_eq!(read[1].outcome, Outcome::Partial);
        assert_eq!(read[1].fraction, 1.0 / 3.0);
        assert_eq!(&*read[1].response_json, "\"lava\"");
        assert_eq!(read[0].answered_at_ms, 1_700_000_000_000);
        assert_eq!(read[0].player_id, 9);
        assert_eq!(
            marks(r#"[[4,"incorrect",0,0,0,0,"null"]]"#).unwrap(),
            [(4, Outcome::Incorrect, 0.0)]
        );
    }

    #[test]
    fn rows_shared_among_cores_come_back_in_order_and_an_error_is_kept() {
        let rows: Vec<usize> = (0..5 * ROWS_WORTH_SHARING + 3).collect();
        let doubled = on_every_core(rows.clone(), |n, _: &mut ()| Ok(n * 2)).unwrap();
        assert_eq!(doubled, rows.iter().map(|n| n * 2).collect::<Vec<_>>());
        let failed = on_every_core(rows, |n, _: &mut ()| {
            if n == 4 * ROWS_WORTH_SHARING {
                Err(StoreError::CorruptValue(format!("row {n}")))
            } else {
                Ok(n)
            }
        });
        assert!(
            matches!(&failed, Err(StoreError::CorruptValue(m)) if m == &format!("row {}", 4 * ROWS_WORTH_SHARING)),
            "{:?}",
            failed.map(|v| v.len())
        );
    }

    #[test]
    fn damaged_cells_are_an_error_not_a_panic() {
        for damaged in [
            "[[0,",
            r#"[[0,"maybe",1,1,0,0,"null"]]"#,
            r#"[[-1,"correct",1,1,0,0,"null"]]"#,
            r#"[[0,"correct",1,1,0,0]]"#,
            r#"[[0,"correct",1,1,0,0,"null","more"]]"#,
            r#"[[0,"correct",1,1,0,0,{"choice":0}]]"#,
            r#"[[0,"correct",1,1,0,0,"null"]] trailing"#,
        ] {
            assert!(
                matches!(
                    answers(1, 1, damaged, &mut Responses::default()),
                    Err(StoreError::CorruptValue(_))
                ),
                "{damaged}"
            );
        }
    }

    #[test]
    fn a_response_given_by_many_is_kept_once() {
        let mut responses = Responses::default();
        let first = answers(
            1,
            1,
            r#"[[0,"correct",1,1,0,0,"{\"choice\":2}"]]"#,
            &mut responses,
        )
        .unwrap();
        let second = answers(
            1,
            2,
            r#"[[0,"correct",1,1,0,0,"{\"choice\":2}"],[1,"incorrect",0,0,0,0,"\"lava\""]]"#,
            &mut responses,
        )
        .unwrap();
        assert_eq!(&*first[0].response_json, r#"{"choice":2}"#);
        assert!(Arc::ptr_eq(
            &first[0].response_json,
            &second[0].response_json
        ));
        assert_eq!(&*second[1].response_json, r#""lava""#);
    }
}
