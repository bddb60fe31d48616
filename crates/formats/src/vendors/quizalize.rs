//! Quizalize's CSV, read and written: the right answer first, then up to three
//! wrong ones.

use quizforge_core::Quiz;

use crate::loss::Loss;
use crate::sheet::Table;

use super::{
    Limits, Read, Several, cell, choice_question, choices_for, common_losses, find_header,
    read_rows, right_first, seconds, single_right,
};

const QUIZALIZE_HEADERS: [&str; 8] = [
    "QUESTION",
    "ANSWER",
    "INCORRECT_ANSWER1",
    "INCORRECT_ANSWER2",
    "INCORRECT_ANSWER3",
    "TIME_LIMIT",
    "ID",
    "DO NOT CHANGE",
];

/// Reads a Quizalize CSV (the right answer first, then up to 3 wrong ones).
pub(crate) fn read_quizalize(table: &Table) -> Result<Read, String> {
    let (header, cols) = find_header(
        table,
        &[
            "question",
            "answer",
            "incorrect_answer1",
            "incorrect_answer2",
            "incorrect_answer3",
            "time_limit",
        ],
    )
    .ok_or("no Quizalize header row (`QUESTION, ANSWER, INCORRECT_ANSWER1…`)")?;
    Ok(read_rows(table, header, Quiz::new("", "en"), |row| {
        let prompt = cell(row, cols[0]);
        let answers: Vec<&str> = (1..=4).map(|i| cell(row, cols[i])).collect();
        if prompt.is_empty() {
            Err("the question is empty".to_string())
        } else if answers[0].is_empty() {
            Err("the ANSWER column is empty".to_string())
        } else {
            choice_question(prompt, &answers, &[0], Several::AnyOne).map(|mut q| {
                q.time_limit = seconds(cell(row, cols[5]));
                q
            })
        }
    }))
}

/// Writes a Quizalize CSV.
pub(crate) fn write_quizalize(quiz: &Quiz) -> (Table, Vec<Loss>) {
    let mut table: Table = vec![QUIZALIZE_HEADERS.map(str::to_string).to_vec()];
    let limits = Limits {
        tool: "Quizalize",
        question_chars: usize::MAX,
        answer_chars: usize::MAX,
        max_answers: 4,
    };
    let mut losses = Vec::new();
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let Some((prompt, answers, correct)) = choices_for(q, &limits, &mut lose) else {
            continue;
        };
        let Some(right) = single_right("Quizalize", &correct, &mut lose) else {
            continue;
        };
        common_losses(q, &mut lose, false, false);
        let mut row = right_first(prompt, &answers, right);
        row.resize(5, String::new());
        row.push(q.time_limit.map(|t| t.to_string()).unwrap_or_default());
        row.push((index + 1).to_string());
        row.push(String::new());
        table.push(row);
    }
    (table, losses)
}
