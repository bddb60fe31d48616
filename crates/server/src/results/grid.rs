//! A game's answers laid out as students × questions, built in one pass
//! over the answers (which come by player, then question), so reports of
//! large games look nothing up per answer.

use quizforge_store::AnswerRecord;

/// One row per player, in player id order; one cell per question.
pub(crate) struct Grid<'a> {
    ids: Vec<i64>,
    questions: usize,
    cells: Vec<Option<&'a AnswerRecord>>,
}

impl<'a> Grid<'a> {
    /// The grid of `players` (ids, any order) over `questions` questions.
    /// Answers of other players or to questions out of range are left out.
    pub(crate) fn new(
        players: impl Iterator<Item = i64>,
        questions: usize,
        answers: &'a [AnswerRecord],
    ) -> Self {
        let mut ids: Vec<i64> = players.collect();
        ids.sort_unstable();
        ids.dedup();
        let mut cells = vec![None; ids.len() * questions];
        let mut row = 0;
        for answer in answers {
            // Answers come by player: move forward to this one's row, or
            // look it up when they do not.
            if ids.get(row) != Some(&answer.player_id) {
                match ids.binary_search(&answer.player_id) {
                    Ok(found) => row = found,
                    Err(_) => continue,
                }
            }
            let question = answer.question as usize;
            if question < questions {
                cells[row * questions + question] = Some(answer);
            }
        }
        Grid {
            ids,
            questions,
            cells,
        }
    }

    /// A player's cells, one per question.
    pub(crate) fn row(&self, player: i64) -> Option<&[Option<&'a AnswerRecord>]> {
        let at = self.ids.binary_search(&player).ok()?;
        Some(&self.cells[at * self.questions..(at + 1) * self.questions])
    }

    /// Every row, in player id order.
    pub(crate) fn rows(&self) -> impl Iterator<Item = &[Option<&'a AnswerRecord>]> {
        self.cells
            .chunks(self.questions.max(1))
            .take(self.ids.len())
    }

    /// The answers to one question, in player id order.
    pub(crate) fn column(&self, question: usize) -> impl Iterator<Item = &'a AnswerRecord> + '_ {
        self.rows()
            .filter_map(move |row| row.get(question).copied().flatten())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::Outcome;

    fn answer(player: i64, question: u32) -> AnswerRecord {
        AnswerRecord {
            assignment_id: 1,
            player_id: player,
            question,
            response_json: "null".into(),
            outcome: Outcome::Correct,
            fraction: 1.0,
            points: 1.0,
            elapsed_ms: 0,
            answered_at_ms: 0,
        }
    }

    #[test]
    fn cells_land_in_their_player_and_question() {
        let answers = [
            answer(7, 1),
            answer(3, 0),
            answer(3, 2),
            answer(9, 0),
            answer(7, 5),
        ];
        let grid = Grid::new([7, 3].into_iter(), 3, &answers);
        let row = grid.row(3).unwrap();
        assert!(row[0].is_some() && row[1].is_none() && row[2].is_some());
        let row = grid.row(7).unwrap();
        assert!(row[1].is_some() && row[0].is_none() && row[2].is_none());
        assert!(grid.row(9).is_none(), "not a player of the grid");
        assert_eq!(grid.rows().count(), 2);
        assert_eq!(grid.column(0).map(|a| a.player_id).collect::<Vec<_>>(), [3]);
        assert_eq!(grid.column(1).map(|a| a.player_id).collect::<Vec<_>>(), [7]);
    }

    #[test]
    fn a_game_without_questions_or_players_is_empty() {
        let answers = [answer(1, 0)];
        assert_eq!(Grid::new([1].into_iter(), 0, &answers).rows().count(), 0);
        assert!(Grid::new(std::iter::empty(), 3, &answers).row(1).is_none());
    }
}
