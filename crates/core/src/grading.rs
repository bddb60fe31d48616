//! Grading one response to one question: a pure function of the two.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::model::{AcceptedAnswer, Body, Kind, Question};

/// What a student answered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type", content = "value")]
pub enum Response {
    /// The index of the one choice picked (multiple choice, true/false).
    Choice(usize),
    /// The indices of every choice ticked (multiple response).
    Choices(Vec<usize>),
    /// Typed text (short answer, open).
    Text(String),
    /// A number (numeric).
    Number(f64),
    /// For each pair with a left side, in order, the right side chosen.
    Matches(Vec<Option<String>>),
    /// The item indices in the order the student put them.
    Order(Vec<usize>),
}

/// How a response fared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Full credit.
    Correct,
    /// Some credit.
    Partial,
    /// No credit.
    Incorrect,
    /// The teacher must mark it (open questions, or no key yet).
    NeedsReview,
}

/// The result of grading one response.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Grade {
    /// The share of the question's credit earned, 0 to 1.
    pub fraction: f64,
    /// The points earned: `fraction × points`.
    pub points: f64,
    /// The verdict.
    pub outcome: Outcome,
}

/// A response that cannot be graded against the question.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum GradeError {
    /// The response is not of the shape the question asks for.
    #[error("a {kind} question cannot take this response")]
    WrongShape { kind: Kind },
    /// A choice or item index is not in the question.
    #[error("index {index} is out of range (the question has {len})")]
    OutOfRange { index: usize, len: usize },
    /// An ordering response is not a permutation of the items.
    #[error("an ordering response must list every item exactly once")]
    NotAPermutation,
    /// A matching response has the wrong number of entries.
    #[error("expected {expected} matches, found {found}")]
    WrongMatchCount { expected: usize, found: usize },
    /// A number that is not finite.
    #[error("the answer is not a finite number")]
    NotANumber,
}

/// Grades `response` against `question`.
pub fn grade(question: &Question, response: &Response) -> Result<Grade, GradeError> {
    let fraction = match (&question.body, response) {
        (Body::Open, Response::Text(_)) => return Ok(needs_review()),
        (Body::MultipleChoice { choices } | Body::TrueFalse { choices }, Response::Choice(i)) => {
            let choice = choices.get(*i).ok_or(GradeError::OutOfRange {
                index: *i,
                len: choices.len(),
            })?;
            choice.weight
        }
        (Body::MultipleResponse { choices }, Response::Choices(picked)) => {
            let mut seen = vec![false; choices.len()];
            let mut total = 0.0;
            for &i in picked {
                let slot = seen.get_mut(i).ok_or(GradeError::OutOfRange {
                    index: i,
                    len: choices.len(),
                })?;
                if !*slot {
                    *slot = true;
                    total += choices[i].weight;
                }
            }
            total
        }
        (
            Body::ShortAnswer {
                accepted,
                case_sensitive,
            },
            Response::Text(text),
        ) => best_text_match(accepted, text, *case_sensitive),
        (Body::Numeric { answers }, Response::Number(x)) => {
            if !x.is_finite() {
                return Err(GradeError::NotANumber);
            }
            answers
                .iter()
                .filter(|a| (x - a.value).abs() <= a.tolerance + 1e-9 * a.value.abs().max(1.0))
                .map(|a| a.weight)
                .fold(0.0, f64::max)
        }
        (Body::Matching { pairs }, Response::Matches(given)) => {
            let lefts: Vec<_> = pairs.iter().filter(|p| !p.left.trim().is_empty()).collect();
            if given.len() != lefts.len() {
                return Err(GradeError::WrongMatchCount {
                    expected: lefts.len(),
                    found: given.len(),
                });
            }
            let right = lefts
                .iter()
                .zip(given)
                .filter(|(pair, answer)| {
                    answer
                        .as_deref()
                        .is_some_and(|a| normalise(a, true) == normalise(&pair.right, true))
                })
                .count();
            right as f64 / lefts.len().max(1) as f64
        }
        (Body::Ordering { items }, Response::Order(order)) => ordering_credit(items.len(), order)?,
        _ => {
            return Err(GradeError::WrongShape {
                kind: question.kind(),
            });
        }
    };
    if !question.answer_known {
        return Ok(needs_review());
    }
    let fraction = fraction.clamp(0.0, 1.0);
    let outcome = if fraction >= 1.0 - 1e-9 {
        Outcome::Correct
    } else if fraction > 1e-9 {
        Outcome::Partial
    } else {
        Outcome::Incorrect
    };
    Ok(Grade {
        fraction,
        points: fraction * question.points,
        outcome,
    })
}

fn needs_review() -> Grade {
    Grade {
        fraction: 0.0,
        points: 0.0,
        outcome: Outcome::NeedsReview,
    }
}

/// Credit for an ordering: the longest run of items already in the right
/// relative order, so one misplaced item costs one item, not all of them.
fn ordering_credit(len: usize, order: &[usize]) -> Result<f64, GradeError> {
    let mut seen = vec![false; len];
    if order.len() != len {
        return Err(GradeError::NotAPermutation);
    }
    for &i in order {
        match seen.get_mut(i) {
            Some(slot) if !*slot => *slot = true,
            Some(_) => return Err(GradeError::NotAPermutation),
            None => return Err(GradeError::OutOfRange { index: i, len }),
        }
    }
    if len < 2 {
        return Ok(1.0);
    }
    // Patience sorting: the length of the longest increasing subsequence.
    let mut tails: Vec<usize> = Vec::with_capacity(len);
    for &i in order {
        match tails.binary_search(&i) {
            Ok(_) => {}
            Err(pos) if pos == tails.len() => tails.push(i),
            Err(pos) => tails[pos] = i,
        }
    }
    Ok((tails.len() - 1) as f64 / (len - 1) as f64)
}

fn best_text_match(accepted: &[AcceptedAnswer], text: &str, case_sensitive: bool) -> f64 {
    let given = normalise(text, case_sensitive);
    accepted
        .iter()
        .filter(|a| wildcard_match(&normalise(&a.text, case_sensitive), &given))
        .map(|a| a.weight)
        .fold(0.0, f64::max)
}

/// Trims, folds runs of white space to one space and, unless the question is
/// case-sensitive, lower-cases.
fn normalise(text: &str, case_sensitive: bool) -> String {
    let folded = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if case_sensitive {
        folded
    } else {
        folded.to_lowercase()
    }
}

/// Whether `text` matches `pattern`, where `*` in the pattern stands for any
/// run of characters (GIFT and Moodle short answers).
fn wildcard_match(pattern: &str, text: &str) -> bool {
    if !pattern.contains('*') {
        return pattern == text;
    }
    let parts: Vec<&str> = pattern.split('*').collect();
    let (first, rest) = parts.split_first().expect("split yields one part");
    let Some(mut remaining) = text.strip_prefix(first) else {
        return false;
    };
    let (last, middle) = rest.split_last().expect("a '*' makes two parts");
    for part in middle {
        match remaining.find(part) {
            Some(at) => remaining = &remaining[at + part.len()..],
            None => return false,
        }
    }
    remaining.len() >= last.len() && remaining.ends_with(last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{AcceptedAnswer, Body, Choice, NumericAnswer, Pair, Question};

    fn q(body: Body) -> Question {
        let mut q = Question::new("prompt", body);
        q.points = 2.0;
        q
    }

    #[test]
    fn multiple_choice_gives_the_picked_choice_weight() {
        let question = q(Body::MultipleChoice {
            choices: vec![Choice::new("a", false), Choice::new("b", true)],
        });
        let right = grade(&question, &Response::Choice(1)).unwrap();
        assert_eq!(right.outcome, Outcome::Correct);
        assert_eq!(right.points, 2.0);
        let wrong = grade(&question, &Response::Choice(0)).unwrap();
        assert_eq!(wrong.outcome, Outcome::Incorrect);
        assert_eq!(
            grade(&question, &Response::Choice(5)),
            Err(GradeError::OutOfRange { index: 5, len: 2 })
        );
    }

    #[test]
    fn true_false_grades_like_a_choice() {
        let question = q(Body::true_false(Some(false), "fr"));
        assert_eq!(question.choices()[1].text, "Faux");
        let grade = grade(&question, &Response::Choice(1)).unwrap();
        assert_eq!(grade.outcome, Outcome::Correct);
    }

    #[test]
    fn multiple_response_gives_partial_credit_and_punishes_ticking_everything() {
        let question = q(Body::multiple_response(vec![
            Choice::new("a", true),
            Choice::new("b", true),
            Choice::new("c", false),
            Choice::new("d", false),
        ]));
        let half = grade(&question, &Response::Choices(vec![0])).unwrap();
        assert_eq!(half.outcome, Outcome::Partial);
        assert!((half.fraction - 0.5).abs() < 1e-12);
        let both = grade(&question, &Response::Choices(vec![1, 0, 0])).unwrap();
        assert_eq!(both.outcome, Outcome::Correct);
        let all = grade(&question, &Response::Choices(vec![0, 1, 2, 3])).unwrap();
        assert_eq!(all.outcome, Outcome::Incorrect);
    }

    #[test]
    fn short_answers_ignore_case_and_spacing_unless_told() {
        let mut question = q(Body::ShortAnswer {
            accepted: vec![
                AcceptedAnswer::new("Ulysses S. Grant"),
                AcceptedAnswer {
                    text: "Grant".into(),
                    weight: 0.5,
                    feedback: None,
                },
            ],
            case_sensitive: false,
        });
        let full = grade(&question, &Response::Text("  ulysses   s. grant ".into())).unwrap();
        assert_eq!(full.outcome, Outcome::Correct);
        let half = grade(&question, &Response::Text("grant".into())).unwrap();
        assert_eq!(half.outcome, Outcome::Partial);
        question.body = Body::ShortAnswer {
            accepted: vec![AcceptedAnswer::new("NaCl")],
            case_sensitive: true,
        };
        let wrong = grade(&question, &Response::Text("nacl".into())).unwrap();
        assert_eq!(wrong.outcome, Outcome::Incorrect);
    }

    #[test]
    fn short_answer_wildcards_match_any_run() {
        assert!(wildcard_match("*", "anything"));
        assert!(wildcard_match("photo*sis", "photosynthesis"));
        assert!(wildcard_match("a*b*c", "abc"));
        assert!(!wildcard_match("a*b*c", "acb"));
        assert!(!wildcard_match("ab*ba", "aba"));
    }

    #[test]
    fn numeric_accepts_within_tolerance_and_ranges() {
        let question = q(Body::Numeric {
            answers: vec![
                NumericAnswer::new(2.72, 0.01),
                NumericAnswer {
                    weight: 0.5,
                    ..NumericAnswer::range(2.5, 2.8)
                },
            ],
        });
        let exact = grade(&question, &Response::Number(2.729)).unwrap();
        assert_eq!(exact.outcome, Outcome::Correct);
        let close = grade(&question, &Response::Number(2.6)).unwrap();
        assert_eq!(close.outcome, Outcome::Partial);
        let far = grade(&question, &Response::Number(4.0)).unwrap();
        assert_eq!(far.outcome, Outcome::Incorrect);
        assert_eq!(
            grade(&question, &Response::Number(f64::NAN)),
            Err(GradeError::NotANumber)
        );
    }

    #[test]
    fn matching_credits_each_right_pair_and_skips_distractors() {
        let question = q(Body::Matching {
            pairs: vec![
                Pair::new("cat", "meow"),
                Pair::new("dog", "woof"),
                Pair::new("", "moo"),
            ],
        });
        let half = grade(
            &question,
            &Response::Matches(vec![Some("meow".into()), Some("moo".into())]),
        )
        .unwrap();
        assert!((half.fraction - 0.5).abs() < 1e-12);
        assert_eq!(
            grade(&question, &Response::Matches(vec![None])),
            Err(GradeError::WrongMatchCount {
                expected: 2,
                found: 1
            })
        );
    }

    #[test]
    fn ordering_credits_the_longest_run_in_order() {
        let question = q(Body::Ordering {
            items: vec!["a".into(), "b".into(), "c".into(), "d".into(), "e".into()],
        });
        let right = grade(&question, &Response::Order(vec![0, 1, 2, 3, 4])).unwrap();
        assert_eq!(right.outcome, Outcome::Correct);
        let one_moved = grade(&question, &Response::Order(vec![1, 2, 3, 4, 0])).unwrap();
        assert!((one_moved.fraction - 0.75).abs() < 1e-12);
        let reversed = grade(&question, &Response::Order(vec![4, 3, 2, 1, 0])).unwrap();
        assert_eq!(reversed.outcome, Outcome::Incorrect);
        assert_eq!(
            grade(&question, &Response::Order(vec![0, 0, 1, 2, 3])),
            Err(GradeError::NotAPermutation)
        );
    }

    #[test]
    fn open_questions_and_unknown_keys_wait_for_the_teacher() {
        let open = q(Body::Open);
        assert_eq!(
            grade(&open, &Response::Text("essay".into()))
                .unwrap()
                .outcome,
            Outcome::NeedsReview
        );
        let mut unknown = q(Body::MultipleChoice {
            choices: vec![Choice::new("a", false), Choice::new("b", false)],
        });
        unknown.answer_known = false;
        assert_eq!(
            grade(&unknown, &Response::Choice(0)).unwrap().outcome,
            Outcome::NeedsReview
        );
    }

    #[test]
    fn a_response_of_the_wrong_shape_is_an_error() {
        let question = q(Body::Open);
        assert_eq!(
            grade(&question, &Response::Choice(0)),
            Err(GradeError::WrongShape { kind: Kind::Open })
        );
    }
}
