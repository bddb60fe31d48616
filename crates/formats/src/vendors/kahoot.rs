//! Kahoot!'s spreadsheet template, read and written: four answers, a time
//! limit from a fixed list, and the numbers of the right answers.

use quizforge_core::Quiz;

use crate::loss::Loss;
use crate::sheet::Table;

use super::{
    Limits, Read, Several, any_one_of_several, cell, choice_question, choices_for, common_losses,
    find_header, joined, numbers, read_rows, seconds,
};

/// Kahoot!'s allowed time limits, in seconds.
const KAHOOT_TIMES: [u32; 8] = [5, 10, 20, 30, 60, 90, 120, 240];

const KAHOOT_PREAMBLE: [&str; 5] = [
    "Quiz template",
    "Add questions, at least two answer alternatives, time limit and choose correct answers (at least one). Have fun creating your awesome quiz!",
    "Remember: questions have a limit of 120 characters and answers can have 75 characters max. Text will turn red in Excel or Google Docs if you exceed this limit. If several answers are correct, separate them with a comma.",
    "See an example question below (don't forget to overwrite this with your first question!)",
    "And remember,  if you're not using Excel you need to export to .xlsx format before you upload to Kahoot!",
];

/// Reads the Kahoot! template (header row found by its text).
pub(crate) fn read_kahoot(table: &Table) -> Result<Read, String> {
    let (header, cols) = find_header(
        table,
        &[
            "question - max",
            "answer 1",
            "answer 2",
            "answer 3",
            "answer 4",
            "time limit",
            "correct answer",
        ],
    )
    .ok_or("no Kahoot! header row (`Question - max 120 characters` … `Correct answer(s)`)")?;
    Ok(read_rows(table, header, Quiz::new("", "en"), |row| {
        let prompt = cell(row, cols[0]);
        let answers: Vec<&str> = (1..=4).map(|i| cell(row, cols[i])).collect();
        let correct = numbers(cell(row, cols[6]));
        match correct {
            _ if prompt.is_empty() => Err("the question is empty".to_string()),
            None => Err(format!(
                "correct answer `{}` is not a list of answer numbers",
                cell(row, cols[6])
            )),
            Some(correct) => {
                choice_question(prompt, &answers, &correct, Several::AnyOne).map(|mut q| {
                    q.time_limit = seconds(cell(row, cols[5]));
                    q
                })
            }
        }
    }))
}

/// Writes the Kahoot! template.
pub(crate) fn write_kahoot(quiz: &Quiz) -> (Table, Vec<Loss>) {
    let mut table: Table = vec![vec![]];
    for line in KAHOOT_PREAMBLE {
        table.push(vec![String::new(), line.to_string()]);
    }
    table.push(vec![]);
    table.push(
        [
            "",
            "Question - max 120 characters",
            "Answer 1 - max 75 characters",
            "Answer 2 - max 75 characters",
            "Answer 3 - max 75 characters",
            "Answer 4 - max 75 characters",
            "Time limit (sec) \u{2013} 5, 10, 20, 30, 60, 90, 120, or 240 secs",
            "Correct answer(s) - choose at least one",
        ]
        .map(str::to_string)
        .to_vec(),
    );
    let limits = Limits {
        tool: "Kahoot!",
        question_chars: 120,
        answer_chars: 75,
        max_answers: 4,
    };
    let mut losses = Vec::new();
    let mut number = 0;
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let Some((prompt, answers, correct)) = choices_for(q, &limits, &mut lose) else {
            continue;
        };
        any_one_of_several("Kahoot!", q, &correct, &mut lose);
        common_losses(q, &mut lose, false, false);
        let time = snap(q.time_limit.unwrap_or(20), &KAHOOT_TIMES);
        if q.time_limit.is_some_and(|t| t != time) {
            lose(format!(
                "time limit {}s set to {time}s, the nearest Kahoot! allows",
                q.time_limit.unwrap_or(0)
            ));
        }
        number += 1;
        let mut row = vec![number.to_string(), prompt];
        row.extend((0..4).map(|i| answers.get(i).cloned().unwrap_or_default()));
        row.push(time.to_string());
        row.push(joined(&correct));
        table.push(row);
    }
    (table, losses)
}

fn snap(value: u32, allowed: &[u32]) -> u32 {
    allowed
        .iter()
        .copied()
        .min_by_key(|a| a.abs_diff(value))
        .unwrap_or(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::{Body, Choice, Question};

    fn mc(prompt: &str, answers: &[&str], right: usize) -> Question {
        Question::new(
            prompt,
            Body::MultipleChoice {
                choices: answers
                    .iter()
                    .enumerate()
                    .map(|(i, a)| Choice::new(*a, i == right))
                    .collect(),
            },
        )
    }

    #[test]
    fn kahoot_limits_are_kept_and_reported() {
        let mut quiz = Quiz::new("t", "en");
        quiz.questions
            .push(mc(&"x".repeat(130), &["a", "b", "c", "d", "e"], 4));
        let (table, losses) = write_kahoot(&quiz);
        let row = table.last().expect("a row");
        assert_eq!(row[1].chars().count(), 120);
        assert_eq!(row[7], "4");
        assert!(
            losses
                .iter()
                .any(|l| l.what.contains("shortened from 130 to 120"))
        );
        assert!(losses.iter().any(|l| l.what.contains("dropped `d`")));
        let (back, errors, _) = read_kahoot(&table).expect("reads");
        assert!(errors.is_empty());
        assert_eq!(back.questions[0].choices()[3].text, "e");
    }
}
