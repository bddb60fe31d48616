//! The spreadsheet templates of classroom quiz tools (formats.md §5–7,
//! `conformance/spreadsheet-templates/templates.json`) and Quizlet's
//! term/definition text, read and written.
//!
//! Readers find the header row by its text, not a fixed row number, and
//! match headers loosely (dashes, case, line breaks). A row that cannot be
//! read is reported with its row number and the others are kept. Writers
//! keep each tool's limits and report every question shortened, trimmed or
//! skipped.

use quizforge_core::{AcceptedAnswer, Body, Choice, Question, Quiz, Span};

use crate::aiken::one_line;
use crate::error::{ParseError, ParseErrorKind, Position};
use crate::loss::Loss;
use crate::sheet::Table;

/// A quiz read from a table, the rows refused, and what was lost.
pub(crate) type Read = (Quiz, Vec<ParseError>, Vec<Loss>);

/// Kahoot!'s allowed time limits, in seconds.
const KAHOOT_TIMES: [u32; 8] = [5, 10, 20, 30, 60, 90, 120, 240];

fn norm(header: &str) -> String {
    header
        .to_lowercase()
        .replace(['\u{2013}', '\u{2014}'], "-")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn cell(row: &[String], index: Option<usize>) -> &str {
    index.and_then(|i| row.get(i)).map_or("", |s| s.trim())
}

/// The first row (0-based) whose cells include every `needles` prefix, with
/// the column of each.
fn find_header(table: &Table, needles: &[&str]) -> Option<(usize, Vec<Option<usize>>)> {
    for (r, row) in table.iter().enumerate().take(50) {
        let normalised: Vec<String> = row.iter().map(|c| norm(c)).collect();
        // An exact header wins over a longer one it begins (`Question`
        // before `Question Type`); no column serves two needles.
        let mut columns: Vec<Option<usize>> = needles
            .iter()
            .map(|n| normalised.iter().position(|c| c == n))
            .collect();
        for (k, n) in needles.iter().enumerate() {
            if columns[k].is_none() {
                columns[k] = (0..normalised.len())
                    .find(|i| normalised[*i].starts_with(n) && !columns.contains(&Some(*i)));
            }
        }
        if columns.first().is_some_and(Option::is_some)
            && columns.iter().filter(|c| c.is_some()).count() >= 2
        {
            return Some((r, columns));
        }
    }
    None
}

fn row_error(row: usize, message: impl Into<String>) -> ParseError {
    ParseError::new(
        Position {
            line: row + 1,
            column: 1,
        },
        ParseErrorKind::Invalid(message.into()),
    )
}

/// Answer numbers such as `1,3` or `2` (1-based) as indices.
fn numbers(text: &str) -> Option<Vec<usize>> {
    let list: Option<Vec<usize>> = text
        .split([',', ';', ' '])
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            s.trim()
                .trim_end_matches(".0")
                .parse::<usize>()
                .ok()
                .filter(|n| *n >= 1)
                .map(|n| n - 1)
        })
        .collect();
    list.filter(|l| !l.is_empty())
}

fn seconds(text: &str) -> Option<u32> {
    let value = text.trim().parse::<f64>().ok()?;
    (value.is_finite() && value > 0.0 && value < 100_000.0).then(|| value.round() as u32)
}

/// What several right answers mean in a template.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Several {
    /// Any one of them earns the credit (Kahoot!, Blooket).
    AnyOne,
    /// All of them are needed (Socrative).
    All,
    /// The row is a multiple-response question whatever the count
    /// (Wayground's Checkbox).
    Always,
}

/// A choice question from answer texts and the indices of the right ones.
/// Two answers True/False (any case) make a true/false question.
fn choice_question(
    prompt: &str,
    answers: &[&str],
    correct: &[usize],
    several: Several,
) -> Result<Question, String> {
    let kept: Vec<(usize, &str)> = answers
        .iter()
        .enumerate()
        .filter(|(_, a)| !a.is_empty())
        .map(|(i, a)| (i, *a))
        .collect();
    if kept.len() < 2 {
        return Err(format!("needs at least 2 answers, found {}", kept.len()));
    }
    if let Some(bad) = correct.iter().find(|c| !kept.iter().any(|(i, _)| i == *c)) {
        return Err(format!(
            "the correct answer {} is empty or missing",
            bad + 1
        ));
    }
    let choices: Vec<Choice> = kept
        .iter()
        .map(|(i, a)| Choice::new(*a, correct.contains(i)))
        .collect();
    let is_tf = choices.len() == 2
        && choices[0].text.eq_ignore_ascii_case("true")
        && choices[1].text.eq_ignore_ascii_case("false")
        && correct.len() == 1
        && several != Several::Always;
    let body = if is_tf {
        Body::TrueFalse { choices }
    } else if several == Several::Always || (correct.len() > 1 && several == Several::All) {
        Body::multiple_response(choices)
    } else {
        Body::MultipleChoice { choices }
    };
    let mut q = Question::new(prompt, body);
    q.answer_known = !correct.is_empty();
    Ok(q)
}

fn finish(
    quiz: &mut Quiz,
    errors: &mut Vec<ParseError>,
    row: usize,
    question: Result<Question, String>,
) {
    // `source` is a byte span of a text; a sheet row has none.
    match question.and_then(|q| {
        q.validate().map_err(|e| e.to_string())?;
        Ok(q)
    }) {
        Ok(q) => quiz.questions.push(q),
        Err(why) => errors.push(row_error(row, why)),
    }
}

/// A quiz of every non-blank row after the header row, each made a question
/// by `question`; the rows refused are kept as errors.
fn read_rows(
    table: &Table,
    header: usize,
    mut quiz: Quiz,
    mut question: impl FnMut(&[String]) -> Result<Question, String>,
) -> Read {
    let mut errors = Vec::new();
    for (r, row) in table.iter().enumerate().skip(header + 1) {
        if blank(row) {
            continue;
        }
        finish(&mut quiz, &mut errors, r, question(row));
    }
    (quiz, errors, Vec::new())
}

fn blank(row: &[String]) -> bool {
    row.iter().all(|c| c.trim().is_empty())
}

// ------------------------------------------------------------------ export

/// A choice question reduced to what a template holds: the prompt, the
/// answers and the right ones, shortened and trimmed to the limits, with
/// every change reported.
struct Limits {
    tool: &'static str,
    question_chars: usize,
    answer_chars: usize,
    max_answers: usize,
}

fn shorten(text: &str, limit: usize, what: &str, lose: &mut dyn FnMut(String)) -> String {
    let count = text.chars().count();
    if count <= limit {
        return text.to_string();
    }
    lose(format!(
        "{what} shortened from {count} to {limit} characters"
    ));
    let mut out: String = text.chars().take(limit.saturating_sub(1)).collect();
    out.push('…');
    out
}

fn flat_prompt(q: &Question, lose: &mut dyn FnMut(String)) -> String {
    let mut prompt = one_line(&q.prompt, q.format);
    if let Some(s) = &q.stimulus {
        lose("the stimulus was put in front of the question".into());
        prompt = format!("{} {prompt}", one_line(s, q.format));
    }
    if prompt != q.prompt && q.stimulus.is_none() {
        lose("text reduced to one line of plain text".into());
    }
    prompt
}

fn common_losses(
    q: &Question,
    lose: &mut dyn FnMut(String),
    keeps_images: bool,
    keeps_explanation: bool,
) {
    if (!q.images.is_empty() || q.choices().iter().any(|c| c.image.is_some())) && !keeps_images {
        lose("images dropped".into());
    }
    if q.explanation.is_some() && !keeps_explanation {
        lose("explanation dropped".into());
    }
    if q.choices().iter().any(|c| c.feedback.is_some()) {
        lose("feedback on answers dropped".into());
    }
    if q.points != 1.0 {
        lose(format!("points ({}) dropped", q.points));
    }
    if q.name.is_some() || q.topic.is_some() || !q.tags.is_empty() {
        lose("name, topic and tags dropped".into());
    }
}

/// `(prompt, answers, indices of the right answers)` for a choice question.
fn choices_for(
    q: &Question,
    limits: &Limits,
    lose: &mut dyn FnMut(String),
) -> Option<(String, Vec<String>, Vec<usize>)> {
    let choices = match &q.body {
        Body::MultipleChoice { choices }
        | Body::TrueFalse { choices }
        | Body::MultipleResponse { choices } => choices,
        other => {
            lose(format!(
                "skipped: {} has no {} questions",
                limits.tool,
                other.kind()
            ));
            return None;
        }
    };
    if !q.answer_known {
        lose(format!(
            "skipped: the key is not known and {} needs one",
            limits.tool
        ));
        return None;
    }
    // The templates know right and wrong only; the standard shares of a
    // multiple-response question follow from that, anything else is lost.
    let standard = match &q.body {
        Body::MultipleResponse { .. } => Body::multiple_response(choices.clone()),
        _ => Body::MultipleChoice {
            choices: choices
                .iter()
                .map(|c| Choice::new(c.text.clone(), c.correct))
                .collect(),
        },
    };
    let standard_weights = match &standard {
        Body::MultipleResponse { choices } | Body::MultipleChoice { choices } => {
            choices.iter().map(|c| c.weight).collect::<Vec<_>>()
        }
        _ => Vec::new(),
    };
    if choices
        .iter()
        .zip(&standard_weights)
        .any(|(c, w)| (c.weight - w).abs() > 1e-9)
    {
        lose("partial credit dropped".into());
    }
    let prompt = flat_prompt(q, lose);
    let prompt = shorten(&prompt, limits.question_chars, "question", lose);
    let mut order: Vec<usize> = (0..choices.len()).collect();
    if choices.len() > limits.max_answers {
        // Keep every right answer, then wrong ones in order.
        order.sort_by_key(|&i| !choices[i].correct);
        order.truncate(limits.max_answers);
        order.sort_unstable();
        let dropped: Vec<String> = (0..choices.len())
            .filter(|i| !order.contains(i))
            .map(|i| format!("`{}`", one_line(&choices[i].text, q.format)))
            .collect();
        lose(format!(
            "{} holds {} answers; dropped {}",
            limits.tool,
            limits.max_answers,
            dropped.join(", ")
        ));
        if order.iter().all(|&i| choices[i].correct) {
            lose(format!(
                "skipped: more right answers than {} holds",
                limits.tool
            ));
            return None;
        }
    }
    let mut answers = Vec::new();
    let mut correct = Vec::new();
    for (slot, &i) in order.iter().enumerate() {
        let text = one_line(&choices[i].text, q.format);
        if text.is_empty() {
            lose("skipped: an answer is an image only".into());
            return None;
        }
        answers.push(shorten(
            &text,
            limits.answer_chars,
            &format!("answer {}", slot + 1),
            lose,
        ));
        if choices[i].correct {
            correct.push(slot);
        }
    }
    Some((prompt, answers, correct))
}

/// Reports a multiple-response question with several right answers, which
/// `tool` takes as any one of them being right.
fn any_one_of_several(tool: &str, q: &Question, correct: &[usize], lose: &mut dyn FnMut(String)) {
    if matches!(q.body, Body::MultipleResponse { .. }) && correct.len() > 1 {
        lose(format!(
            "{tool} accepts any one of several right answers, not all of them together"
        ));
    }
}

/// The one right answer, for a template that has exactly one and lists it
/// first; `None` (the question skipped) otherwise.
fn single_right(tool: &str, correct: &[usize], lose: &mut dyn FnMut(String)) -> Option<usize> {
    let [right] = correct[..] else {
        lose(format!("skipped: {tool} has exactly one right answer"));
        return None;
    };
    if right != 0 {
        lose(format!(
            "the right answer is listed first, as {tool} requires"
        ));
    }
    Some(right)
}

/// A row of the prompt, the right answer, then the wrong ones in order.
fn right_first(prompt: String, answers: &[String], right: usize) -> Vec<String> {
    let mut row = vec![prompt, answers[right].clone()];
    row.extend(
        answers
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != right)
            .map(|(_, a)| a.clone()),
    );
    row
}

fn joined(indices: &[usize]) -> String {
    indices
        .iter()
        .map(|i| (i + 1).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

// ------------------------------------------------------------------ Kahoot!

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

// ------------------------------------------------------------------ Wayground

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

// ------------------------------------------------------------------ Quizalize

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

// ------------------------------------------------------------------ Blooket

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

// ------------------------------------------------------------------ Gimkit

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

// ------------------------------------------------------------------ Socrative

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

// ------------------------------------------------------------------ Quizlet

/// Reads Quizlet's export: one card a line, term and definition separated
/// by a tab (or, when no line has a tab, the first comma). Each card is a
/// short-answer question: the term asked, the definition expected.
pub(crate) fn read_quizlet(text: &str) -> Read {
    let separator = if text.contains('\t') { '\t' } else { ',' };
    let mut quiz = Quiz::new("", "en");
    let mut errors = Vec::new();
    let mut offset = 0;
    for (number, line) in text.split('\n').enumerate() {
        let start = offset;
        offset += line.len() + 1;
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        let Some((term, definition)) = line.split_once(separator) else {
            errors.push(ParseError::new(
                Position {
                    line: number + 1,
                    column: 1,
                },
                ParseErrorKind::Invalid(format!(
                    "no {} between term and definition",
                    if separator == '\t' { "tab" } else { "comma" }
                )),
            ));
            continue;
        };
        let (term, definition) = (term.trim(), definition.trim());
        if term.is_empty() || definition.is_empty() {
            errors.push(ParseError::new(
                Position {
                    line: number + 1,
                    column: 1,
                },
                ParseErrorKind::Invalid("the term or the definition is empty".into()),
            ));
            continue;
        }
        let mut q = Question::new(
            term,
            Body::ShortAnswer {
                accepted: vec![AcceptedAnswer::new(definition)],
                case_sensitive: false,
            },
        );
        q.source = Some(Span::new(start, start + line.len()));
        quiz.questions.push(q);
    }
    (quiz, errors, Vec::new())
}

/// Writes Quizlet's import text: `term<TAB>definition` lines, tabs and line
/// breaks inside texts made spaces.
pub(crate) fn write_quizlet(quiz: &Quiz) -> (String, Vec<Loss>) {
    let mut out = String::new();
    let mut losses = Vec::new();
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let definition = match &q.body {
            Body::ShortAnswer { accepted, .. } => {
                if accepted.len() > 1 {
                    lose(format!(
                        "{} other accepted answers dropped",
                        accepted.len() - 1
                    ));
                }
                accepted
                    .iter()
                    .max_by(|a, b| a.weight.total_cmp(&b.weight))
                    .map(|a| a.text.clone())
            }
            Body::MultipleChoice { choices } | Body::TrueFalse { choices } => {
                lose("a choice question became a card with its right answer".into());
                choices.iter().find(|c| c.correct).map(|c| c.text.clone())
            }
            Body::Numeric { answers } => {
                lose("a numeric question became a card with its value".into());
                answers
                    .first()
                    .map(|a| crate::moodle_xml::write_number(a.value))
            }
            other => {
                lose(format!(
                    "skipped: a Quizlet card has no {} form",
                    other.kind()
                ));
                continue;
            }
        };
        let Some(definition) = definition else {
            lose("skipped: the key is not known".into());
            continue;
        };
        common_losses(q, &mut lose, false, false);
        let term = flat_prompt(q, &mut lose).replace('\t', " ");
        let definition = one_line(&definition, q.format).replace('\t', " ");
        out.push_str(&term);
        out.push('\t');
        out.push_str(&definition);
        out.push('\n');
    }
    (out, losses)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn quizlet_cards_are_short_answers() {
        let (quiz, errors, _) = read_quizlet("cat\tchat\ndog\tchien\nbroken\n");
        assert_eq!(quiz.questions.len(), 2);
        assert_eq!(errors[0].position.line, 3);
        let (text, _) = write_quizlet(&quiz);
        assert_eq!(text, "cat\tchat\ndog\tchien\n");
    }
}
