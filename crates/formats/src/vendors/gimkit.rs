//! Gimkit's CSVs, read and written: the classic template (the right answer,
//! then wrong ones) and the text-input one.

use quizforge_core::{AcceptedAnswer, Body, Question, Quiz};

use crate::loss::Loss;
use crate::sheet::Table;

use super::{
    Limits, Read, Several, cell, choice_question, choices_for, common_losses, find_header,
    flat_prompt, read_rows, right_first, single_right,
};

/// Reads a Gimkit CSV (classic, or the text-input template).
pub(crate) fn read_gimkit(table: &Table) -> Result<Read, String> {
    let (header, cols) = find_header(
        table,
        &[
            "question",
            "correct answer",
            "incorrect answer 1",
            "incorrect answer 2",
            "incorrect answer 3",
        ],
    )
    .ok_or("no Gimkit header row (`Question, Correct Answer…`)")?;
    Ok(read_rows(table, header, Quiz::new("", "en"), |row| {
        let prompt = cell(row, cols[0]);
        let answers: Vec<&str> = (1..=4).map(|i| cell(row, cols[i])).collect();
        if prompt.is_empty() {
            Err("the question is empty".to_string())
        } else if answers[0].is_empty() {
            Err("the correct answer is empty".to_string())
        } else if answers[1..].iter().all(|a| a.is_empty()) {
            Ok(Question::new(
                prompt,
                Body::ShortAnswer {
                    accepted: vec![AcceptedAnswer::new(answers[0])],
                    case_sensitive: false,
                },
            ))
        } else {
            choice_question(prompt, &answers, &[0], Several::AnyOne)
        }
    }))
}

/// Writes a Gimkit CSV: the text-input template when every question is a
/// short answer, the classic one otherwise.
pub(crate) fn write_gimkit(quiz: &Quiz) -> (Table, Vec<Loss>) {
    let text_input = !quiz.questions.is_empty()
        && quiz
            .questions
            .iter()
            .all(|q| matches!(q.body, Body::ShortAnswer { .. }));
    let mut losses = Vec::new();
    if text_input {
        let mut table: Table = vec![
            vec!["Gimkit Spreadsheet Import Template 2".into()],
            vec!["Question".into(), "Correct Answer".into()],
        ];
        for (index, q) in quiz.questions.iter().enumerate() {
            let mut lose = |what: String| losses.push(Loss::new(index, what));
            let Body::ShortAnswer { accepted, .. } = &q.body else {
                continue;
            };
            let Some(best) = accepted.iter().find(|a| a.weight >= 1.0) else {
                lose("skipped: no fully right answer".into());
                continue;
            };
            if accepted.len() > 1 {
                lose(format!(
                    "{} other accepted answers dropped",
                    accepted.len() - 1
                ));
            }
            common_losses(q, &mut lose, false, false);
            table.push(vec![flat_prompt(q, &mut lose), best.text.clone()]);
        }
        return (table, losses);
    }
    let mut table: Table = vec![
        vec!["Gimkit Spreadsheet Import Template".into()],
        [
            "Question",
            "Correct Answer",
            "Incorrect Answer 1",
            "Incorrect Answer 2 (Optional)",
            "Incorrect Answer 3 (Optional)",
        ]
        .map(str::to_string)
        .to_vec(),
    ];
    let limits = Limits {
        tool: "Gimkit",
        question_chars: usize::MAX,
        answer_chars: usize::MAX,
        max_answers: 4,
    };
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let Some((prompt, answers, correct)) = choices_for(q, &limits, &mut lose) else {
            continue;
        };
        let Some(right) = single_right("Gimkit", &correct, &mut lose) else {
            continue;
        };
        common_losses(q, &mut lose, false, false);
        if q.time_limit.is_some() {
            lose("time limit dropped".into());
        }
        table.push(right_first(prompt, &answers, right));
    }
    (table, losses)
}
