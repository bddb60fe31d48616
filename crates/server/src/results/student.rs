//! One student of a class across all its games: every game, every answer
//! (the response, the key, the mark and who gave it by hand).

use quizforge_core::Outcome;
use quizforge_store::{ClassId, RosterId, Store, UserId};
use serde::Serialize;

use super::{GameData, report};
use crate::AppState;
use crate::error::AppError;

/// A student's record in a class.
#[derive(Debug, Clone, Serialize)]
pub struct StudentRecord {
    pub class_id: ClassId,
    pub class_name: String,
    pub roster_id: RosterId,
    pub name: String,
    pub games: Vec<StudentGame>,
}

/// One game of the class, for this student.
#[derive(Debug, Clone, Serialize)]
pub struct StudentGame {
    pub assignment: i64,
    pub title: String,
    pub created_at: i64,
    /// `None` when the student never started it.
    pub accuracy: Option<f64>,
    pub answers: Vec<StudentAnswer>,
}

/// One question of a game, for this student.
#[derive(Debug, Clone, Serialize)]
pub struct StudentAnswer {
    pub question: u32,
    pub prompt: String,
    pub key: String,
    pub response: Option<String>,
    /// `None`: not answered.
    pub outcome: Option<Outcome>,
    pub points: f64,
    pub marked_by: Option<String>,
}

/// Reads the record of one roster student of one of the owner's classes.
pub async fn build(
    state: &AppState,
    owner: UserId,
    class_id: ClassId,
    roster_id: RosterId,
) -> Result<StudentRecord, AppError> {
    let class = state.store.class(owner, class_id).await?;
    let entry = class
        .roster
        .iter()
        .find(|r| r.id == roster_id)
        .ok_or(AppError::NotFound)?;
    let mut summaries: Vec<_> = state
        .store
        .assignments(owner)
        .await?
        .into_iter()
        .filter(|a| a.class_id == class_id)
        .collect();
    summaries.sort_by_key(|a| (a.created_at, a.id));
    let mut games = Vec::with_capacity(summaries.len());
    for summary in summaries {
        let data = GameData::load(state, owner, summary.id).await?;
        let report = report::build(&data);
        let row = report
            .students
            .iter()
            .find(|s| s.roster_id == Some(roster_id));
        let answers = report
            .questions
            .iter()
            .map(|q| {
                let cell = row.and_then(|r| r.cell(&q.index));
                StudentAnswer {
                    question: q.index,
                    prompt: q.prompt.clone(),
                    key: q.key.clone(),
                    response: cell.and_then(|c| c.response.clone()),
                    outcome: cell.map(|c| c.outcome),
                    points: cell.map_or(0.0, |c| c.points),
                    marked_by: cell.and_then(|c| c.marked_by.clone()),
                }
            })
            .collect();
        games.push(StudentGame {
            assignment: summary.id,
            title: summary.title,
            created_at: summary.created_at,
            accuracy: row.map(|r| r.accuracy),
            answers,
        });
    }
    Ok(StudentRecord {
        class_id,
        class_name: class.name,
        roster_id,
        name: entry.name.clone(),
        games,
    })
}
