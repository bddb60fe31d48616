//! A player's answers as the `players.cells` column holds them: one JSON
//! array kept by database triggers from the answers table (migration 14),
//! so that a game's answers are read one row per player instead of one row
//! per answer. Reports of large games spent most of their time fetching
//! rows one at a time.

use quizforge_core::Outcome;
use serde::de::IgnoredAny;

use crate::play::{parse_outcome, question_number};
use crate::{AnswerRecord, AssignmentId, PlayerId, Result, StoreError};

/// One answer in a player's cells: question, outcome, fraction, points,
/// elapsed milliseconds, arrival (Unix milliseconds), response JSON. The
/// outcome is borrowed from the text (it has nothing to unescape).
type StoredCell<'a> = (i64, &'a str, f64, f64, i64, i64, String);

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
    let decoded = on_every_core(rows, |row| {
        let player: crate::Player = row.player.into();
        let answers = match &row.cells {
            Some(cells) => self::answers(player.assignment_id, player.id, cells)?,
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
/// among the machine's cores. Decoding a large game's answers (300,000 of
/// them for 10,000 students × 30 questions) is most of the time a report
/// takes to read it the first time, and each row decodes on its own.
fn on_every_core<T, U>(rows: Vec<T>, decode: impl Fn(T) -> Result<U> + Sync) -> Result<Vec<U>>
where
    T: Send,
    U: Send,
{
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    if threads < 2 || rows.len() < ROWS_WORTH_SHARING {
        return rows.into_iter().map(decode).collect();
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
            .map(|chunk| scope.spawn(move || chunk.into_iter().map(decode).collect()))
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
) -> Result<Vec<AnswerRecord>> {
    parse(cells)?
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
fn parse(cells: &str) -> Result<Vec<StoredCell<'_>>> {
    let mut parsed: Vec<StoredCell<'_>> = serde_json::from_str(cells).map_err(unreadable)?;
    parsed.sort_by_key(|cell| cell.0);
    Ok(parsed)
}

fn unreadable(error: serde_json::Error) -> StoreError {
    StoreError::CorruptValue(format!("a player's answers do not read: {error}"))
}

impl CellsRow {
    /// Every answer of the rows, by player then question.
    pub(crate) fn all_answers(rows: Vec<CellsRow>) -> Result<Vec<AnswerRecord>> {
        let decoded = on_every_core(rows, |row| match &row.cells {
            Some(cells) => answers(row.assignment_id, row.player_id, cells),
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
        )
        .unwrap();
        assert_eq!(read.len(), 2);
        assert_eq!(read[0].question, 0, "sorted by question");
        assert_eq!(read[1].question, 2);
        assert_eq!(read[1].outcome, Outcome::Partial);
        assert_eq!(read[1].fraction, 1.0 / 3.0);
        assert_eq!(read[1].response_json, "\"lava\"");
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
        let doubled = on_every_core(rows.clone(), |n| Ok(n * 2)).unwrap();
        assert_eq!(doubled, rows.iter().map(|n| n * 2).collect::<Vec<_>>());
        let failed = on_every_core(rows, |n| {
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
        assert!(matches!(
            answers(1, 1, "[[0,"),
            Err(StoreError::CorruptValue(_))
        ));
        assert!(matches!(
            answers(1, 1, r#"[[0,"maybe",1,1,0,0,"null"]]"#),
            Err(StoreError::CorruptValue(_))
        ));
        assert!(matches!(
            answers(1, 1, r#"[[-1,"correct",1,1,0,0,"null"]]"#),
            Err(StoreError::CorruptValue(_))
        ));
    }
}
