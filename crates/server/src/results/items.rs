//! Item analysis of one game, through `quizforge_core::analysis`
//! (`docs/item-analysis.md`): every student the teacher did not remove is a
//! row; a question not answered (or not yet marked) scores 0.

use quizforge_core::analysis::{Cell, Item, Responses, analyse};
use quizforge_core::{Outcome, Response};
use serde::Serialize;

use super::GameData;
use super::grid::Grid;

/// The item analysis of a game.
#[derive(Debug, Clone, Serialize)]
pub struct ItemsReport {
    pub assignment: i64,
    pub title: String,
    pub students: usize,
    pub mean: f64,
    pub sd: f64,
    /// KR-20, when every score is 0 or 1 (then equal to α).
    pub kr20: Option<f64>,
    /// Cronbach's α.
    pub alpha: Option<f64>,
    /// Standard error of measurement, in points of the total.
    pub sem: Option<f64>,
    /// Answers waiting to be marked by hand (they count as 0 here).
    pub unmarked: usize,
    pub questions: Vec<ItemRow>,
}

/// One question's statistics.
#[derive(Debug, Clone, Serialize)]
pub struct ItemRow {
    pub index: usize,
    pub prompt: String,
    pub kind: &'static str,
    pub facility: f64,
    pub discrimination: Option<f64>,
    pub upper_lower: Option<f64>,
    pub options: Vec<OptionRow>,
    pub dead_distractors: Vec<usize>,
    /// `miskeyed`, `too_easy`, `too_hard`, `dead_distractors`.
    pub flags: Vec<&'static str>,
}

/// How one option was chosen.
#[derive(Debug, Clone, Serialize)]
pub struct OptionRow {
    pub text: String,
    pub key: bool,
    pub rate: f64,
    pub upper: f64,
    pub lower: f64,
}

/// Analyses the game's answers.
pub fn build(data: &GameData) -> ItemsReport {
    let questions = &data.assignment.quiz.questions;
    let items: Vec<Item> = questions.iter().map(Item::of).collect();
    let mut table = Responses::new(items.clone());
    let mut unmarked = 0;
    let grid = Grid::new(
        data.players().iter().map(|p| p.id),
        questions.len(),
        data.answers(),
    );
    let mut row = vec![Cell::default(); questions.len()];
    for player in data.players() {
        row.fill(Cell::default());
        if let Some(answers) = grid.row(player.id) {
            for ((cell, answer), item) in row.iter_mut().zip(answers).zip(&items) {
                let Some(answer) = answer else { continue };
                if answer.outcome == Outcome::NeedsReview {
                    unmarked += 1;
                }
                let chosen = match super::report::parse_response(&answer.response_json) {
                    Some(Response::Choice(i)) if i < item.options => Some(i),
                    _ => None,
                };
                let score = if answer.outcome == Outcome::NeedsReview {
                    0.0
                } else {
                    answer.fraction.clamp(0.0, 1.0)
                };
                *cell = Cell::new(score, chosen);
            }
        }
        // Every row has one cell per question, every score in 0..=1 and
        // every option in range, so the table takes it.
        let _ = table.push(&row);
    }
    let analysis = analyse(&table);
    let report_rows = analysis
        .items
        .iter()
        .zip(questions)
        .enumerate()
        .map(|(index, (stats, question))| {
            let mut flags = Vec::new();
            if stats.flags.miskeyed {
                flags.push("miskeyed");
            }
            if stats.flags.too_easy {
                flags.push("too_easy");
            }
            if stats.flags.too_hard {
                flags.push("too_hard");
            }
            if !stats.dead_distractors.is_empty() {
                flags.push("dead_distractors");
            }
            ItemRow {
                index,
                prompt: question.prompt.clone(),
                kind: question.kind().as_str(),
                facility: stats.facility,
                discrimination: stats.discrimination,
                upper_lower: stats.upper_lower,
                options: stats
                    .options
                    .iter()
                    .zip(question.choices())
                    .map(|(o, c)| OptionRow {
                        text: c.text.clone(),
                        key: o.key,
                        rate: o.rate,
                        upper: o.upper,
                        lower: o.lower,
                    })
                    .collect(),
                dead_distractors: stats.dead_distractors.clone(),
                flags,
            }
        })
        .collect();
    ItemsReport {
        assignment: data.assignment.id,
        title: data.assignment.title.clone(),
        students: analysis.students,
        mean: analysis.mean,
        sd: analysis.sd,
        kr20: analysis.reliability.and_then(|r| r.kr20),
        alpha: analysis.reliability.map(|r| r.alpha),
        sem: analysis.reliability.map(|r| r.sem),
        unmarked,
        questions: report_rows,
    }
}
