//! Socrative's quiz sheet, read and written: multiple-choice, true/false and
//! open-ended questions with lettered answers.

use quizforge_core::{AcceptedAnswer, Body, Question, Quiz};

use crate::aiken::one_line;
use crate::loss::Loss;
use crate::sheet::Table;

use super::{
    Limits, Read, Several, cell, choice_question, choices_for, common_losses, find_header,
    flat_prompt, norm, read_rows,
};

const SOCRATIVE_HEADERS: [&str; 9] = [
    "Question Type",
    "Question",
    "Answer A",
    "Answer B",
    "Answer C",
    "Answer D",
    "Answer E",
    "Correct Answer",
    "Explanation",
];

/// Reads a Socrative quiz sheet. The layout is our reconstruction (no
/// template is in the corpus; see docs/formats.md): a `Quiz Name` row, then
/// a header row, then one question per row.
pub(crate) fn read_socrative(table: &Table) -> Result<Read, String> {
    let needles: Vec<String> = SOCRATIVE_HEADERS.iter().map(|h| norm(h)).collect();
    let needles: Vec<&str> = needles.iter().map(String::as_str).collect();
    let (header, cols) = find_header(table, &needles)
        .ok_or("no Socrative header row (`Question Type, Question, Answer A…`)")?;
    let title = table
        .iter()
        .take(header)
        .find(|row| {
            row.first()
                .is_some_and(|c| norm(c).starts_with("quiz name"))
        })
        .and_then(|row| row.get(1).cloned())
        .unwrap_or_default();
    Ok(read_rows(table, header, Quiz::new(title, "en"), |row| {
        let kind = norm(cell(row, cols[0]));
        let prompt = cell(row, cols[1]);
        let answers: Vec<&str> = (2..=6).map(|i| cell(row, cols[i])).collect();
        let key = cell(row, cols[7]);
        if prompt.is_empty() {
            Err("the question is empty".to_string())
        } else {
            match kind.as_str() {
                "multiple choice" | "" => {
                    let correct: Option<Vec<usize>> = key
                        .split([',', ' '])
                        .filter(|s| !s.is_empty())
                        .map(|s| {
                            let c = s.trim().chars().next()?.to_ascii_uppercase();
                            ('A'..='E').contains(&c).then(|| (c as u8 - b'A') as usize)
                        })
                        .collect();
                    match correct {
                        Some(c) => choice_question(prompt, &answers, &c, Several::All),
                        None => Err(format!(
                            "correct answer `{key}` is not a list of letters A–E"
                        )),
                    }
                }
                "true/false" | "true false" => match norm(key).as_str() {
                    "true" | "t" => Ok(Question::new(prompt, Body::true_false(Some(true), "en"))),
                    "false" | "f" => Ok(Question::new(prompt, Body::true_false(Some(false), "en"))),
                    other => Err(format!(
                        "true/false answer `{other}` is neither True nor False"
                    )),
                },
                "open ended" | "open-ended" | "short answer" => {
                    let accepted: Vec<AcceptedAnswer> = answers
                        .iter()
                        .filter(|a| !a.is_empty())
                        .map(|a| AcceptedAnswer::new(*a))
                        .collect();
                    if accepted.is_empty() {
                        Ok(Question::new(prompt, Body::Open))
                    } else {
                        Ok(Question::new(
                            prompt,
                            Body::ShortAnswer {
                                accepted,
                                case_sensitive: false,
                            },
                        ))
                    }
                }
                other => Err(format!("question type `{other}` is not a Socrative type")),
            }
        }
        .map(|mut q| {
            let explanation = cell(row, cols[8]);
            if !explanation.is_empty() {
                q.explanation = Some(explanation.to_string());
            }
            q
        })
    }))
}

/// Writes a Socrative quiz sheet.
pub(crate) fn write_socrative(quiz: &Quiz) -> (Table, Vec<Loss>) {
    let mut table: Table = vec![
        vec!["Quiz Name:".into(), quiz.title.clone()],
        vec![],
        SOCRATIVE_HEADERS.map(str::to_string).to_vec(),
    ];
    let limits = Limits {
        tool: "Socrative",
        question_chars: usize::MAX,
        answer_chars: usize::MAX,
        max_answers: 5,
    };
    let mut losses = Vec::new();
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let row = match &q.body {
            Body::TrueFalse { choices } if q.answer_known => {
                let answer = if choices.first().is_some_and(|c| c.correct) {
                    "True"
                } else {
                    "False"
                };
                let mut row = vec!["True/False".to_string(), flat_prompt(q, &mut lose)];
                row.resize(7, String::new());
                row.push(answer.into());
                row
            }
            Body::Open => {
                let mut row = vec!["Open Ended".to_string(), flat_prompt(q, &mut lose)];
                row.resize(8, String::new());
                row
            }
            Body::ShortAnswer { accepted, .. } => {
                if accepted.len() > 5 {
                    lose(format!(
                        "{} accepted answers dropped (5 fit)",
                        accepted.len() - 5
                    ));
                }
                let mut row = vec!["Open Ended".to_string(), flat_prompt(q, &mut lose)];
                row.extend(accepted.iter().take(5).map(|a| a.text.clone()));
                row.resize(8, String::new());
                row
            }
            _ => {
                let Some((prompt, answers, correct)) = choices_for(q, &limits, &mut lose) else {
                    continue;
                };
                if matches!(q.body, Body::MultipleResponse { .. }) && correct.len() == 1 {
                    lose("a multiple-response question with one right answer is single-answer in Socrative".into());
                }
                if matches!(q.body, Body::MultipleChoice { .. }) && correct.len() > 1 {
                    lose("several right answers: Socrative needs all of them, not any one".into());
                }
                let mut row = vec!["Multiple Choice".to_string(), prompt];
                row.extend((0..5).map(|i| answers.get(i).cloned().unwrap_or_default()));
                row.push(
                    correct
                        .iter()
                        .map(|&i| char::from(b'A' + i as u8).to_string())
                        .collect::<Vec<_>>()
                        .join(","),
                );
                row
            }
        };
        common_losses(q, &mut lose, false, true);
        if q.time_limit.is_some() {
            lose("time limit dropped".into());
        }
        let mut row = row;
        row.push(
            q.explanation
                .as_deref()
                .map(|e| one_line(e, q.format))
                .unwrap_or_default(),
        );
        table.push(row);
    }
    (table, losses)
}
