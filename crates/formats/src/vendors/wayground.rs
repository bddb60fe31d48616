//! Wayground's (Quizizz's) spreadsheet template, read and written: choice,
//! fill-in-the-blank, open-ended and poll questions with a time, an image
//! and an explanation.

use quizforge_core::{AcceptedAnswer, Body, Question, Quiz};

use crate::aiken::one_line;
use crate::loss::Loss;
use crate::sheet::Table;

use super::{
    Limits, Read, Several, blank, cell, choice_question, choices_for, common_losses, find_header,
    finish, flat_prompt, joined, norm, numbers, seconds,
};

const WAYGROUND_HEADERS: [&str; 11] = [
    "Question Text",
    "Question Type",
    "Option 1",
    "Option 2",
    "Option 3",
    "Option 4",
    "Option 5",
    "Correct Answer",
    "Time in seconds",
    "Image Link",
    "Answer explanation",
];

/// Reads the Wayground (Quizizz) template.
pub(crate) fn read_wayground(table: &Table) -> Result<Read, String> {
    let needles: Vec<String> = WAYGROUND_HEADERS.iter().map(|h| norm(h)).collect();
    let needles: Vec<&str> = needles.iter().map(String::as_str).collect();
    let (header, cols) = find_header(table, &needles)
        .ok_or("no Wayground header row (`Question Text`, `Question Type`, `Option 1`…)")?;
    let mut quiz = Quiz::new("", "en");
    let mut errors = Vec::new();
    let mut losses = Vec::new();
    for (r, row) in table.iter().enumerate().skip(header + 1) {
        if blank(row) {
            continue;
        }
        let prompt = cell(row, cols[0]);
        let kind = norm(cell(row, cols[1]));
        // Row 2 of the template explains each column; it is not a question.
        if prompt.eq_ignore_ascii_case("required") || kind.starts_with("default is") {
            continue;
        }
        let options: Vec<&str> = (2..=6).map(|i| cell(row, cols[i])).collect();
        let key = cell(row, cols[7]);
        let question = if prompt.is_empty() {
            Err("the question is empty".to_string())
        } else {
            match kind.as_str() {
                "" | "multiple choice" | "checkbox" => match numbers(key) {
                    Some(correct) => choice_question(
                        prompt,
                        &options,
                        &correct,
                        if kind == "checkbox" {
                            Several::Always
                        } else {
                            Several::AnyOne
                        },
                    ),
                    None => Err(format!("correct answer `{key}` is not an option number")),
                },
                "fill-in-the-blank" | "fill in the blank" => {
                    let accepted: Vec<AcceptedAnswer> = options
                        .iter()
                        .filter(|o| !o.is_empty())
                        .map(|o| AcceptedAnswer::new(*o))
                        .collect();
                    Ok(Question::new(
                        prompt,
                        Body::ShortAnswer {
                            accepted,
                            case_sensitive: false,
                        },
                    ))
                }
                "open-ended" | "open ended" | "draw" => {
                    if kind == "draw" {
                        losses.push(Loss::new(
                            quiz.questions.len(),
                            "a drawing question became an open question",
                        ));
                    }
                    Ok(Question::new(prompt, Body::Open))
                }
                "poll" => {
                    losses.push(Loss::new(
                        quiz.questions.len(),
                        "a poll became a question with no key",
                    ));
                    choice_question(prompt, &options, &[], Several::AnyOne)
                }
                other => Err(format!("question type `{other}` is not a Wayground type")),
            }
        }
        .map(|mut q| {
            q.time_limit = seconds(cell(row, cols[8]));
            let image = cell(row, cols[9]);
            if !image.is_empty() {
                q.images.push(image.to_string());
            }
            let explanation = cell(row, cols[10]);
            if !explanation.is_empty() {
                q.explanation = Some(explanation.to_string());
            }
            q
        });
        finish(&mut quiz, &mut errors, r, question);
    }
    Ok((quiz, errors, losses))
}

/// Writes the Wayground (Quizizz) template.
pub(crate) fn write_wayground(quiz: &Quiz) -> (Table, Vec<Loss>) {
    let mut table: Table = vec![WAYGROUND_HEADERS.map(str::to_string).to_vec()];
    table.push(
        [
            "required",
            "default is Multiple Choice",
            "required in all cases except open-ended & draw questions",
            "required in all cases except open-ended & draw questions",
            "optional",
            "optional",
            "optional",
            "The correct option choice (between 1-5). Leave blank for \"Open-Ended\", \"Poll\", \"Draw\" and \"Fill-in-the-Blank\".",
            "optional, default value is 30 seconds",
            "optional",
            "optional",
        ]
        .map(str::to_string)
        .to_vec(),
    );
    let limits = Limits {
        tool: "Wayground",
        question_chars: usize::MAX,
        answer_chars: usize::MAX,
        max_answers: 5,
    };
    let mut losses = Vec::new();
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let (kind, options, key) = match &q.body {
            Body::ShortAnswer {
                accepted,
                case_sensitive,
            } => {
                if *case_sensitive {
                    lose("case-sensitive answers become case-insensitive".into());
                }
                if accepted
                    .iter()
                    .any(|a| a.weight < 1.0 || a.feedback.is_some())
                {
                    lose("partial credit and feedback of answers dropped".into());
                }
                if accepted.len() > 5 {
                    lose(format!(
                        "{} accepted answers dropped (5 fit)",
                        accepted.len() - 5
                    ));
                }
                let options = accepted.iter().take(5).map(|a| a.text.clone()).collect();
                ("Fill-in-the-Blank", options, String::new())
            }
            Body::Numeric { answers } => {
                lose("a numeric question became fill-in-the-blank with its exact value".into());
                if answers.iter().any(|a| a.tolerance > 0.0) {
                    lose("tolerance dropped".into());
                }
                let options = answers
                    .iter()
                    .filter(|a| a.weight >= 1.0)
                    .take(5)
                    .map(|a| crate::moodle_xml::write_number(a.value))
                    .collect();
                ("Fill-in-the-Blank", options, String::new())
            }
            Body::Open => ("Open-Ended", Vec::new(), String::new()),
            Body::MultipleChoice { .. }
            | Body::TrueFalse { .. }
            | Body::MultipleResponse { .. }
                if !q.answer_known =>
            {
                lose("the key is not known: written as a poll".into());
                let choices: Vec<String> = q
                    .choices()
                    .iter()
                    .take(5)
                    .map(|c| one_line(&c.text, q.format))
                    .collect();
                ("Poll", choices, String::new())
            }
            _ => {
                let Some((_, answers, correct)) = choices_for(q, &limits, &mut lose) else {
                    continue;
                };
                let multiple = matches!(q.body, Body::MultipleResponse { .. });
                let kind = if correct.len() > 1 || multiple {
                    "Checkbox"
                } else {
                    "Multiple Choice"
                };
                if kind == "Checkbox" && !matches!(q.body, Body::MultipleResponse { .. }) {
                    lose("several right answers: written as a checkbox question, which needs all of them".into());
                }
                (kind, answers, joined(&correct))
            }
        };
        common_losses(q, &mut lose, true, true);
        let prompt = flat_prompt(q, &mut lose);
        let mut row = vec![prompt, kind.to_string()];
        row.extend((0..5).map(|i| options.get(i).cloned().unwrap_or_default()));
        row.push(key);
        row.push(q.time_limit.unwrap_or(30).to_string());
        if q.images.len() > 1 {
            lose("only the first image is kept".into());
        }
        row.push(q.images.first().cloned().unwrap_or_default());
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_row_is_reported_with_its_row_and_the_rest_kept() {
        let table: Table = vec![
            vec![
                "Question Text".into(),
                "Question Type".into(),
                "Option 1".into(),
                "Option 2".into(),
                "Option 3".into(),
                "Option 4".into(),
                "Option 5".into(),
                "Correct Answer".into(),
            ],
            vec![
                "Q1".into(),
                "Multiple Choice".into(),
                "a".into(),
                "b".into(),
                "".into(),
                "".into(),
                "".into(),
                "2".into(),
            ],
            vec![
                "Q2".into(),
                "Multiple Choice".into(),
                "a".into(),
                "b".into(),
                "".into(),
                "".into(),
                "".into(),
                "7".into(),
            ],
        ];
        let (quiz, errors, _) = read_wayground(&table).expect("reads");
        assert_eq!(quiz.questions.len(), 1);
        assert_eq!(errors[0].position.line, 3);
    }
}
