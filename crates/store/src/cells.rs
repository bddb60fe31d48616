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
    let mut players = Vec::with_capacity(rows.len());
    let mut answers = Vec::new();
    for row in rows {
        let player: crate::Player = row.player.into();
        if let Some(cells) = &row.cells {
            answers.extend(self::answers(player.assignment_id, player.id, cells)?);
        }
        players.push((player, row.results_stamp));
    }
    answers.sort_by_key(|a| (a.player_id, a.question));
    Ok(crate::reports::StampedResults { players, answers })
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
        let mut out = Vec::new();
        for row in rows {
            if let Some(cells) = &row.cells {
                out.extend(answers(row.assignment_id, row.player_id, cells)?);
            }
        }
        Ok(out)
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
