//! Blooket's CSV, read and written: four answers, a time limit, the numbers of
//! the right answers, or a typed answer.

use quizforge_core::{AcceptedAnswer, Body, Question, Quiz};

use crate::loss::Loss;
use crate::sheet::Table;

use super::{
    Limits, Read, Several, any_one_of_several, cell, choice_question, choices_for, common_losses,
    find_header, joined, numbers, read_rows, seconds,
};

const BLOOKET_HEADERS: [&str; 8] = [
    "Question #",
    "Question Text",
    "Answer 1",
    "Answer 2",
    "Answer 3\n(Optional)",
    "Answer 4\n(Optional)",
    "Time Limit (sec)\n(Max: 300 seconds)",
    "Correct Answer(s)\n(Only include Answer #)",
];

/// Reads a Blooket CSV (with or without the `Typing Answer` column).
pub(crate) fn read_blooket(table: &Table) -> Result<Read, String> {
    let (header, cols) = find_header(
        table,
        &[
            "question text",
            "answer 1",
            "answer 2",
            "answer 3",
            "answer 4",
            "time limit",
            "correct answer",
            "typing answer",
        ],
    )
    .ok_or("no Blooket header row (`Question #, Question Text, Answer 1…`)")?;
    Ok(read_rows(table, header, Quiz::new("", "en"), |row| {
        let prompt = cell(row, cols[0]);
        let typing = cell(row, cols[7]);
        let answers: Vec<&str> = (1..=4).map(|i| cell(row, cols[i])).collect();
        let key = cell(row, cols[6]);
        if prompt.is_empty() {
            Err("the question is empty".to_string())
        } else if !typing.is_empty() {
            Ok(Question::new(
                prompt,
                Body::ShortAnswer {
                    accepted: typing
                        .split(',')
                        .map(|a| AcceptedAnswer::new(a.trim()))
                        .filter(|a| !a.text.is_empty())
                        .collect(),
                    case_sensitive: false,
                },
            ))
        } else {
            match numbers(key) {
                Some(correct) => choice_question(prompt, &answers, &correct, Several::AnyOne),
                None => Err(format!(
                    "correct answer `{key}` is not a list of answer numbers"
                )),
            }
        }
        .map(|mut q| {
            q.time_limit = seconds(cell(row, cols[5]));
            q
        })
    }))
}

/// Writes a Blooket CSV.
pub(crate) fn write_blooket(quiz: &Quiz) -> (Table, Vec<Loss>) {
    let mut table: Table = vec![
        vec!["Blooket\nImport Template".to_string()],
        BLOOKET_HEADERS.map(str::to_string).to_vec(),
    ];
    let limits = Limits {
        tool: "Blooket",
        question_chars: usize::MAX,
        answer_chars: usize::MAX,
        max_answers: 4,
    };
    let mut losses = Vec::new();
    let mut number = 0;
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let Some((prompt, answers, correct)) = choices_for(q, &limits, &mut lose) else {
            continue;
        };
        any_one_of_several("Blooket", q, &correct, &mut lose);
        common_losses(q, &mut lose, false, false);
        let time = q.time_limit.unwrap_or(20);
        if time > 300 {
            lose(format!("time limit {time}s cut to Blooket's 300s"));
        }
        number += 1;
        let mut row = vec![number.to_string(), prompt];
        row.extend((0..4).map(|i| answers.get(i).cloned().unwrap_or_default()));
        row.push(time.min(300).to_string());
        row.push(joined(&correct));
        table.push(row);
    }
    (table, losses)
}
