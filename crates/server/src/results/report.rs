//! The report of one game: students × questions with the actual responses
//! and marks, each question's distribution (which wrong option was
//! popular), accuracy by topic, time taken, the roster students who never
//! started, and the answers waiting to be marked by hand.

use std::collections::{BTreeMap, BTreeSet};

use quizforge_core::{Body, Outcome, Question, Response};
use serde::Serialize;

use super::grid::Grid;
use super::{GameData, answer_id};

/// The report of one game.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub assignment: i64,
    pub title: String,
    pub class_id: i64,
    pub class_name: String,
    pub mode: &'static str,
    pub phase: &'static str,
    /// Whether the game takes no more answers (ended, or a homework past
    /// its due time): its questions may then take accepted answers.
    pub closed: bool,
    pub questions: Vec<QuestionReport>,
    /// One page of the students, in join order (all of them unless a
    /// page was asked for).
    pub students: Vec<StudentRow>,
    /// How many students played (every page together).
    pub students_total: usize,
    /// The position of `students[0]` among them (from 0).
    pub students_offset: usize,
    /// Roster names with no player in this game.
    pub not_started: Vec<String>,
    pub topics: Vec<TopicRow>,
    /// Answers the machine could not mark (unknown key, open question).
    pub to_mark: Vec<QueueItem>,
}

/// One question's results.
#[derive(Debug, Clone, Serialize)]
pub struct QuestionReport {
    pub index: u32,
    pub prompt: String,
    pub kind: &'static str,
    pub topic: Option<String>,
    pub points: f64,
    pub answer_known: bool,
    /// The key as a teacher reads it.
    pub key: String,
    pub answered: usize,
    pub correct: usize,
    pub partial: usize,
    pub incorrect: usize,
    pub needs_review: usize,
    /// Answers sent empty (time ran out, skipped).
    pub blank: usize,
    /// Mean share of the credit over the students who answered, 0 to 1.
    pub accuracy: Option<f64>,
    pub mean_ms: Option<i64>,
    /// Each choice with how many picked it (choice questions).
    pub options: Vec<OptionCount>,
    /// The wrong choice picked most often, if any was picked.
    pub popular_wrong: Option<String>,
    /// The typed responses, most frequent first (other kinds), up to 20.
    pub responses: Vec<ResponseCount>,
}

/// How many chose one option.
#[derive(Debug, Clone, Serialize)]
pub struct OptionCount {
    pub text: String,
    pub key: bool,
    pub count: usize,
}

/// How many gave one response.
#[derive(Debug, Clone, Serialize)]
pub struct ResponseCount {
    pub response: String,
    pub outcome: Outcome,
    pub count: usize,
}

/// One student's row.
#[derive(Debug, Clone, Serialize)]
pub struct StudentRow {
    pub player_id: i64,
    pub name: String,
    pub roster_id: Option<i64>,
    /// Game points (with any bonuses).
    pub points: f64,
    /// Accuracy: credit earned over credit possible, 0 to 1.
    pub accuracy: f64,
    pub answered: usize,
    /// Total time spent answering (milliseconds).
    pub time_ms: i64,
    /// One per question, `None` where nothing was sent.
    pub answers: Vec<Option<Cell>>,
}

impl StudentRow {
    /// The answer to question `index`, if one was sent.
    pub fn cell(&self, index: &u32) -> Option<&Cell> {
        self.answers.get(*index as usize)?.as_ref()
    }
}

/// One answer as the report shows it.
#[derive(Debug, Clone, Serialize)]
pub struct Cell {
    /// For `PATCH /api/v1/answers/{id}`.
    pub id: String,
    /// The response as a teacher reads it (`None`: sent empty).
    pub response: Option<String>,
    pub outcome: Outcome,
    pub fraction: f64,
    pub points: f64,
    pub elapsed_ms: i64,
    pub marked_by: Option<String>,
    pub marked_at: Option<i64>,
}

/// Accuracy on one topic.
#[derive(Debug, Clone, Serialize)]
pub struct TopicRow {
    pub topic: String,
    pub questions: usize,
    pub answers: usize,
    pub accuracy: Option<f64>,
}

/// An answer waiting for the teacher.
#[derive(Debug, Clone, Serialize)]
pub struct QueueItem {
    pub id: String,
    pub player_id: i64,
    pub name: String,
    pub question: u32,
    pub response: Option<String>,
}

/// A stored response (JSON) as a teacher reads it: the choice's text, the
/// typed text, the order, the pairs. `None` when nothing was sent.
#[cfg(test)]
pub fn display_response(question: &Question, response_json: &str) -> Option<String> {
    display_parsed(question, parse_response(response_json)?)
}

/// A stored response read back: the common single choice
/// (`{"type":"choice","value":N}`, as serde writes it) without going
/// through serde, anything else through it. `None` when nothing was sent.
pub fn parse_response(response_json: &str) -> Option<Response> {
    if let Some(digits) = response_json
        .strip_prefix(r#"{"type":"choice","value":"#)
        .and_then(|rest| rest.strip_suffix('}'))
        && let Ok(index) = digits.parse::<usize>()
    {
        return Some(Response::Choice(index));
    }
    serde_json::from_str(response_json).ok()
}

/// A response as a teacher reads it.
fn display_parsed(question: &Question, response: Response) -> Option<String> {
    let choice = |i: usize| {
        question
            .choices()
            .get(i)
            .map_or_else(|| format!("#{}", i + 1), |c| c.text.clone())
    };
    Some(match (&question.body, response) {
        (_, Response::Choice(i)) => choice(i),
        (_, Response::Choices(picked)) => picked
            .into_iter()
            .map(choice)
            .collect::<Vec<_>>()
            .join("; "),
        (_, Response::Text(text)) => text,
        (_, Response::Number(x)) => format_number(x),
        (Body::Ordering { items }, Response::Order(order)) => order
            .into_iter()
            .map(|i| items.get(i).cloned().unwrap_or_else(|| format!("#{i}")))
            .collect::<Vec<_>>()
            .join(" → "),
        (_, Response::Order(order)) => order
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" → "),
        (Body::Matching { pairs }, Response::Matches(given)) => pairs
            .iter()
            .filter(|p| !p.left.trim().is_empty())
            .zip(given)
            .map(|(p, right)| format!("{} → {}", p.left, right.unwrap_or_else(|| "–".into())))
            .collect::<Vec<_>>()
            .join("; "),
        (_, Response::Matches(given)) => given
            .into_iter()
            .map(|r| r.unwrap_or_else(|| "–".into()))
            .collect::<Vec<_>>()
            .join("; "),
    })
}

/// The key of an open question (the API's words; a page says it in its
/// language).
pub const MARKED_BY_HAND: &str = "(marked by hand)";

/// A question's key as a teacher reads it ("?" when unknown).
pub fn display_key(question: &Question) -> String {
    if !question.answer_known {
        return "?".into();
    }
    match &question.body {
        Body::MultipleChoice { choices }
        | Body::MultipleResponse { choices }
        | Body::TrueFalse { choices } => choices
            .iter()
            .filter(|c| c.correct)
            .map(|c| c.text.as_str())
            .collect::<Vec<_>>()
            .join("; "),
        Body::ShortAnswer { accepted, .. } => accepted
            .iter()
            .filter(|a| a.weight > 0.0)
            .map(|a| a.text.as_str())
            .collect::<Vec<_>>()
            .join(" | "),
        Body::Numeric { answers } => answers
            .iter()
            .filter(|a| a.weight > 0.0)
            .map(|a| {
                if a.tolerance > 0.0 {
                    format!(
                        "{} ± {}",
                        format_number(a.value),
                        format_number(a.tolerance)
                    )
                } else {
                    format_number(a.value)
                }
            })
            .collect::<Vec<_>>()
            .join(" | "),
        Body::Matching { pairs } => pairs
            .iter()
            .filter(|p| !p.left.trim().is_empty())
            .map(|p| format!("{} → {}", p.left, p.right))
            .collect::<Vec<_>>()
            .join("; "),
        Body::Ordering { items } => items.join(" → "),
        Body::Open => MARKED_BY_HAND.into(),
    }
}

fn format_number(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

/// Which students' rows a report carries in full. Everything else in it
/// (distributions, topics, the marking queue) always covers every student:
/// a game of 10,000 students is read a page at a time, not as 300,000 cells
/// in one answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StudentPage {
    pub offset: usize,
    pub limit: usize,
}

/// Students a page of the report page shows, and the API's default page.
pub const PAGE_SIZE: usize = 100;
/// The most students one API call returns.
pub const MAX_PAGE: usize = 1000;

impl StudentPage {
    /// A page from a request's `offset` and `limit` (defaults: the start,
    /// [`PAGE_SIZE`]; at most [`MAX_PAGE`]).
    pub fn asked(offset: Option<usize>, limit: Option<usize>) -> Self {
        StudentPage {
            offset: offset.unwrap_or(0),
            limit: limit.unwrap_or(PAGE_SIZE).clamp(1, MAX_PAGE),
        }
    }

    /// Every student.
    pub const ALL: StudentPage = StudentPage {
        offset: 0,
        limit: usize::MAX,
    };

    fn holds(&self, index: usize) -> bool {
        index >= self.offset && index - self.offset < self.limit
    }
}

/// Builds the whole report. Deterministic: players in join order,
/// questions in order, topics by name, ties in counts broken by text.
pub fn build(data: &GameData) -> Report {
    build_page(data, StudentPage::ALL)
}

/// Builds the report with one page of the students' rows.
pub fn build_page(data: &GameData, page: StudentPage) -> Report {
    let quiz = &data.assignment.quiz;
    let count = quiz.questions.len();
    let hand: BTreeMap<(i64, i64), (&Option<String>, i64)> = data
        .hand
        .iter()
        .map(|h| ((h.player_id, h.question), (&h.marked_by, h.marked_at)))
        .collect();
    let grid = Grid::new(data.players().iter().map(|p| p.id), count, data.answers());
    let no_answers = vec![None; count];
    let row_of = |player: i64| grid.row(player).unwrap_or(&no_answers);
    let possible: f64 = quiz.questions.iter().map(|q| q.points.max(0.0)).sum();
    let mut to_mark = Vec::new();
    // The queue of answers to mark covers every student, the rows only
    // the page.
    for player in data.players() {
        for (answer, question) in row_of(player.id).iter().zip(&quiz.questions) {
            if let Some(answer) = answer
                && answer.outcome == Outcome::NeedsReview
            {
                to_mark.push(QueueItem {
                    id: answer_id(player.id, answer.question),
                    player_id: player.id,
                    name: player.name.clone(),
                    question: answer.question,
                    response: display_parsed_json(question, &answer.response_json),
                });
            }
        }
    }
    let students: Vec<StudentRow> = data
        .players()
        .iter()
        .enumerate()
        .filter(|(index, _)| page.holds(*index))
        .map(|(_, player)| {
            let cells = row_of(player.id);
            let mut earned = 0.0;
            let answers = cells
                .iter()
                .zip(&quiz.questions)
                .map(|(answer, question)| {
                    let answer = (*answer)?;
                    earned += answer.fraction * question.points.max(0.0);
                    let response = display_parsed_json(question, &answer.response_json);
                    let id = answer_id(player.id, answer.question);
                    let marked = hand.get(&(player.id, i64::from(answer.question)));
                    Some(Cell {
                        id,
                        response,
                        outcome: answer.outcome,
                        fraction: answer.fraction,
                        points: answer.points,
                        elapsed_ms: answer.elapsed_ms,
                        marked_by: marked.and_then(|(by, _)| (*by).clone()),
                        marked_at: marked.map(|(_, at)| *at),
                    })
                })
                .collect::<Vec<_>>();
            let mine = cells.iter().flatten();
            StudentRow {
                player_id: player.id,
                name: player.name.clone(),
                roster_id: player.roster_id,
                points: round2(mine.clone().map(|a| a.points).sum()),
                accuracy: if possible > 0.0 {
                    earned / possible
                } else {
                    0.0
                },
                answered: mine.clone().count(),
                time_ms: mine.map(|a| a.elapsed_ms).sum(),
                answers,
            }
        })
        .collect();
    to_mark.sort_by_key(|item| (item.question, item.player_id));

    let questions: Vec<QuestionReport> = quiz
        .questions
        .iter()
        .enumerate()
        .map(|(index, question)| {
            let answers: Vec<&quizforge_store::AnswerRecord> = grid.column(index).collect();
            question_report(index as u32, question, &answers)
        })
        .collect();

    let mut topics: BTreeMap<String, (BTreeSet<usize>, usize, f64)> = BTreeMap::new();
    for (index, question) in quiz.questions.iter().enumerate() {
        let topic = topic_of(question);
        let entry = topics.entry(topic).or_default();
        entry.0.insert(index);
        for answer in grid.column(index) {
            if answer.outcome != Outcome::NeedsReview {
                entry.1 += 1;
                entry.2 += answer.fraction;
            }
        }
    }
    let topics = topics
        .into_iter()
        .map(|(topic, (questions, answers, credit))| TopicRow {
            topic,
            questions: questions.len(),
            answers,
            accuracy: (answers > 0).then(|| credit / answers as f64),
        })
        .collect();

    let joined: BTreeSet<i64> = data.players().iter().filter_map(|p| p.roster_id).collect();
    let not_started = data
        .roster
        .iter()
        .filter(|r| !joined.contains(&r.id))
        .map(|r| r.name.clone())
        .collect();

    Report {
        assignment: data.assignment.id,
        title: data.assignment.title.clone(),
        class_id: data.assignment.class_id,
        class_name: data.assignment.class_name.clone(),
        mode: data.assignment.mode.as_str(),
        phase: data.assignment.state.phase.as_str(),
        closed: data.assignment.state.phase == quizforge_core::play::Phase::Ended
            || (data.assignment.mode == quizforge_core::play::Mode::Homework
                && data
                    .assignment
                    .due_at
                    .is_some_and(|due| due <= quizforge_store::now())),
        questions,
        students,
        students_total: data.players().len(),
        students_offset: page.offset.min(data.players().len()),
        not_started,
        topics,
        to_mark,
    }
}

/// The topic of a question without one (the API's words; a page says it
/// in its language).
pub const NO_TOPIC: &str = "No topic";

/// The topic a question counts under ("No topic" when it has none).
pub fn topic_of(question: &Question) -> String {
    question
        .topic
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .unwrap_or(NO_TOPIC)
        .to_string()
}

/// [`display_response`], parsing once.
fn display_parsed_json(question: &Question, response_json: &str) -> Option<String> {
    display_parsed(question, parse_response(response_json)?)
}

fn question_report(
    index: u32,
    question: &Question,
    answers: &[&quizforge_store::AnswerRecord],
) -> QuestionReport {
    let count = |outcome: Outcome| answers.iter().filter(|a| a.outcome == outcome).count();
    let blank = answers
        .iter()
        .filter(|a| &*a.response_json == "null")
        .count();
    let marked: Vec<_> = answers
        .iter()
        .filter(|a| a.outcome != Outcome::NeedsReview)
        .collect();
    let accuracy = (!marked.is_empty())
        .then(|| marked.iter().map(|a| a.fraction).sum::<f64>() / marked.len() as f64);
    let mean_ms = (!answers.is_empty())
        .then(|| answers.iter().map(|a| a.elapsed_ms).sum::<i64>() / answers.len() as i64);
    let choices = question.choices();
    let mut options: Vec<OptionCount> = choices
        .iter()
        .map(|c| OptionCount {
            text: c.text.clone(),
            key: c.correct,
            count: 0,
        })
        .collect();
    let mut typed: BTreeMap<String, (Outcome, usize)> = BTreeMap::new();
    for answer in answers {
        match parse_response(&answer.response_json) {
            Some(Response::Choice(i)) => {
                if let Some(option) = options.get_mut(i) {
                    option.count += 1;
                }
            }
            Some(Response::Choices(picked)) => {
                for i in picked {
                    if let Some(option) = options.get_mut(i) {
                        option.count += 1;
                    }
                }
            }
            Some(other) => {
                if let Some(shown) = display_parsed(question, other) {
                    match typed.get_mut(&shown) {
                        Some(entry) => entry.1 += 1,
                        None => {
                            typed.insert(shown, (answer.outcome, 1));
                        }
                    }
                }
            }
            None => {}
        }
    }
    let popular_wrong = options
        .iter()
        .filter(|o| !o.key && o.count > 0)
        .max_by(|a, b| a.count.cmp(&b.count).then_with(|| b.text.cmp(&a.text)))
        .map(|o| o.text.clone());
    let mut responses: Vec<ResponseCount> = typed
        .into_iter()
        .map(|(response, (outcome, count))| ResponseCount {
            response,
            outcome,
            count,
        })
        .collect();
    responses.sort_by(|a, b| {
        b.count
            .cmp(&a.count)
            .then_with(|| a.response.cmp(&b.response))
    });
    responses.truncate(20);
    QuestionReport {
        index,
        prompt: question.prompt.clone(),
        kind: question.kind().as_str(),
        topic: question.topic.clone(),
        points: question.points,
        answer_known: question.answer_known,
        key: display_key(question),
        answered: answers.len() - blank,
        correct: count(Outcome::Correct),
        partial: count(Outcome::Partial),
        incorrect: count(Outcome::Incorrect),
        needs_review: count(Outcome::NeedsReview),
        blank,
        accuracy,
        mean_ms,
        options,
        popular_wrong,
        responses,
    }
}

/// `x` to two decimals; never "-0" (a sum of no answers is `-0.0` in
/// Rust, which a page would show as "-0").
fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0 + 0.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::{Choice, Pair};

    #[test]
    fn no_points_are_zero_not_minus_zero() {
        let nothing: f64 = std::iter::empty::<f64>().sum();
        assert!(round2(nothing).is_sign_positive());
        assert_eq!(round2(-0.004), 0.0);
        assert!(round2(-0.004).is_sign_positive());
        assert_eq!(round2(2.345_6), 2.35);
    }

    #[test]
    fn responses_read_as_the_student_gave_them() {
        let mc = Question::new(
            "Capital?",
            Body::MultipleChoice {
                choices: vec![Choice::new("Rome", false), Choice::new("Paris", true)],
            },
        );
        assert_eq!(
            display_response(&mc, r#"{"type":"choice","value":1}"#).as_deref(),
            Some("Paris")
        );
        assert_eq!(display_response(&mc, "null"), None);
        // The fast path reads what serde writes, and only that.
        for response in [Response::Choice(0), Response::Choice(12)] {
            let json = serde_json::to_string(&response).unwrap();
            assert_eq!(parse_response(&json), Some(response));
        }
        assert_eq!(
            parse_response(r#"{"type":"choice","value":-1}"#),
            None,
            "not a choice index"
        );
        assert_eq!(
            parse_response(r#"{"type":"text","value":"lava"}"#),
            Some(Response::Text("lava".into()))
        );
        assert_eq!(display_key(&mc), "Paris");
        let order = Question::new(
            "Order",
            Body::Ordering {
                items: vec!["a".into(), "b".into(), "c".into()],
            },
        );
        assert_eq!(
            display_response(&order, r#"{"type":"order","value":[2,0,1]}"#).as_deref(),
            Some("c → a → b")
        );
        let matching = Question::new(
            "Match",
            Body::Matching {
                pairs: vec![Pair::new("cat", "meow"), Pair::new("dog", "woof")],
            },
        );
        assert_eq!(
            display_response(&matching, r#"{"type":"matches","value":["woof",null]}"#).as_deref(),
            Some("cat → woof; dog → –")
        );
        let number = Question::new(
            "n",
            Body::Numeric {
                answers: vec![quizforge_core::NumericAnswer::new(2.5, 0.0)],
            },
        );
        assert_eq!(
            display_response(&number, r#"{"type":"number","value":3}"#).as_deref(),
            Some("3")
        );
        assert_eq!(display_key(&number), "2.5");
    }
}
