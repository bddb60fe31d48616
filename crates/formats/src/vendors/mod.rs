//! The spreadsheet templates of classroom quiz tools (formats.md §5–7,
//! `conformance/spreadsheet-templates/templates.json`) and Quizlet's
//! term/definition text, read and written.
//!
//! Readers find the header row by its text, not a fixed row number, and
//! match headers loosely (dashes, case, line breaks). A row that cannot be
//! read is reported with its row number and the others are kept. Writers
//! keep each tool's limits and report every question shortened, trimmed or
//! skipped.
//!
//! Each tool has its own module; this one holds what they share: the
//! helpers for reading rows (header matching, cells, row errors, answer
//! numbers, seconds, choice questions) and for writing them (limits,
//! shortening, flat prompts, the losses common to every template).

mod blooket;
mod gimkit;
mod kahoot;
mod quizalize;
mod quizlet;
mod socrative;
mod wayground;

pub(crate) use blooket::{read_blooket, write_blooket};
pub(crate) use gimkit::{read_gimkit, write_gimkit};
pub(crate) use kahoot::{read_kahoot, write_kahoot};
pub(crate) use quizalize::{read_quizalize, write_quizalize};
pub(crate) use quizlet::{read_quizlet, write_quizlet};
pub(crate) use socrative::{read_socrative, write_socrative};
pub(crate) use wayground::{read_wayground, write_wayground};

use quizforge_core::{Body, Choice, Question, Quiz};

use crate::aiken::one_line;
use crate::error::{ParseError, ParseErrorKind, Position};
use crate::loss::Loss;
use crate::sheet::Table;

/// A quiz read from a table, the rows refused, and what was lost.
pub(crate) type Read = (Quiz, Vec<ParseError>, Vec<Loss>);

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
