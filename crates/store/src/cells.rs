//! A player's answers as the `players.cells` column holds them: one JSON
//! array kept by database triggers from the answers table (migration 14),
//! so that a game's answers are read one row per player instead of one row
//! per answer. Reports of large games spent most of their time fetching
//! rows one at a time.

use quizforge_core::Outcome;

use crate::play::{parse_outcome, question_number};
use crate::{AnswerRecord, AssignmentId, PlayerId, Result, StoreError};

/// One answer in a player's cells: question, outcome, fraction, points,
/// elapsed milliseconds, arrival (Unix milliseconds), response JSON.
type StoredCell = (i64, String, f64, f64, i64, i64, String);

/// A player's row with its cells, as read for reports.
#[derive(sqlx::FromRow)]
pub(crate) struct CellsRow {
    pub(crate) assignment_id: i64,
    pub(crate) player_id: i64,
    pub(crate) cells: Option<String>,
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
                    outcome: parse_outcome(&outcome)?,
                    fraction,
                    points,
                    elapsed_ms,
                    answered_at_ms,
                })
            },
        )
        .collect()
}

/// A player's marks only (question, outcome, fraction), by question.
pub(crate) fn marks(cells: &str) -> Result<Vec<(u32, Outcome, f64)>> {
    parse(cells)?
        .into_iter()
        .map(|(question, outcome, fraction, ..)| {
            Ok((
                question_number(question)?,
                parse_outcome(&outcome)?,
                fraction,
            ))
        })
        .collect()
}

/// The cells by question (new answers are appended as they come, so a
/// player who skipped ahead may have them out of order).
fn parse(cells: &str) -> Result<Vec<StoredCell>> {
    let mut parsed: Vec<StoredCell> = serde_json::from_str(cells)
        .map_err(|e| StoreError::CorruptValue(format!("a player's answers do not read: {e}")))?;
    parsed.sort_by_key(|cell| cell.0);
    Ok(parsed)
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
