//! What a student's browser may see of a question, and how its answer comes
//! back.
//!
//! Everything a browser receives can be read by the student in the
//! developer tools, so the projection sent before answering carries no key
//! at all: no `correct` marks, weights, accepted answers, feedback or
//! explanation, and ordering items and matching options arrive shuffled.
//! The key goes out in a [`Reveal`] only once the student has answered (or
//! the teacher shows the results).
//!
//! Shuffles come from a seed the server keeps, so the projector and every
//! phone show one order, and [`graded_response`] can map what the student
//! sent (positions in the shuffled list) back to the quiz's own indices.

use serde::Serialize;

use super::SplitMix64;

use crate::{Body, GradeError, Kind, Question, Response, TextFormat};

/// A question as a student's browser receives it before answering.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StudentQuestion {
    /// The position of the question, from 0.
    pub index: u32,
    /// The number of questions.
    pub count: u32,
    pub kind: Kind,
    pub prompt: String,
    pub format: TextFormat,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stimulus: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub images: Vec<String>,
    /// What each of `images` shows, in the same order ("" when the quiz
    /// does not say).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub image_alt: Vec<String>,
    /// Multiple choice, multiple response, true/false: text and image only,
    /// in the quiz's order, or the student's own (`student_question_for`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<StudentChoice>,
    /// Matching: the left sides (non-empty ones), in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub prompts: Vec<String>,
    /// Matching: the distinct right sides (distractors included), shuffled
    /// by the seed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
    /// Ordering: the items in a uniform random order from the seed (which
    /// may be the correct one: a shuffle that avoided it would hint).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<String>,
    /// Multiple response: several choices may be ticked.
    pub multiple: bool,
    pub points: f64,
    /// Seconds, filled in by the caller from the assignment's settings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_limit: Option<u32>,
}

/// One choice as a student sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StudentChoice {
    pub text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// What the image shows, when the quiz says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image_alt: Option<String>,
}

/// The projection. `seed` fixes the shuffles (the server passes one per
/// assignment and question so the projector and every phone show the same
/// order).
///
/// Fields are copied one by one into a type that has no room for a key,
/// rather than by removing the key from a copy of the question, so a field
/// added to the model later cannot leak by default.
pub fn student_question(question: &Question, index: u32, count: u32, seed: u64) -> StudentQuestion {
    student_question_for(question, index, count, seed, None)
}

/// [`student_question`] for one student: with `choice_seed`, the choices
/// are in that student's own order ([`choice_order`]).
pub fn student_question_for(
    question: &Question,
    index: u32,
    count: u32,
    seed: u64,
    choice_seed: Option<u64>,
) -> StudentQuestion {
    let mut view = StudentQuestion {
        index,
        count,
        kind: question.kind(),
        prompt: question.prompt.clone(),
        format: question.format,
        stimulus: question.stimulus.clone(),
        images: question.images.clone(),
        image_alt: question
            .images
            .iter()
            .map(|src| question.image_alt.get(src).cloned().unwrap_or_default())
            .collect(),
        choices: Vec::new(),
        prompts: Vec::new(),
        options: Vec::new(),
        items: Vec::new(),
        multiple: matches!(question.body, Body::MultipleResponse { .. }),
        points: question.points,
        time_limit: None,
    };
    match &question.body {
        Body::MultipleChoice { choices }
        | Body::MultipleResponse { choices }
        | Body::TrueFalse { choices } => {
            view.choices = choice_order(choices.len(), choice_seed)
                .into_iter()
                .map(|i| StudentChoice {
                    text: choices[i].text.clone(),
                    image: choices[i].image.clone(),
                    image_alt: choices[i]
                        .image
                        .as_ref()
                        .and_then(|src| question.image_alt.get(src).cloned()),
                })
                .collect();
        }
        Body::Matching { pairs } => {
            view.prompts = pairs
                .iter()
                .filter(|pair| has_left(&pair.left))
                .map(|pair| pair.left.clone())
                .collect();
            view.options = matching_options(pairs.iter().map(|pair| pair.right.as_str()), seed);
        }
        Body::Ordering { items } => {
            view.items = shown_order(items, seed)
                .into_iter()
                .map(|i| items[i].clone())
                .collect();
        }
        Body::ShortAnswer { .. } | Body::Numeric { .. } | Body::Open => {}
    }
    view
}

/// Turns what the browser sent (a core Response in which ordering indices
/// are positions in `items` as shown) into the Response to grade (Order
/// indices mapped back to the quiz's own item indices). Matching responses
/// carry texts and pass through; checks shape/range and returns GradeError
/// for bad input (index out of range, not a permutation, etc.).
///
/// Items that read the same ("a", "b", "a") are interchangeable to the
/// student, who cannot tell which of two identical cards is which. So among
/// identical items the quiz's indices are handed out in the order the
/// student placed them, and putting the texts in the right order always
/// earns full credit.
///
/// The result is checked against [`crate::grade`], so whatever this returns
/// `Ok` grades without error.
pub fn graded_response(
    question: &Question,
    seed: u64,
    sent: &Response,
) -> Result<Response, GradeError> {
    graded_response_for(question, seed, None, sent)
}

/// [`graded_response`] for one student whose choices were shown in the
/// order of `choice_seed`: the positions they picked are mapped back to
/// the quiz's own choice indices, which is what is graded and stored (so
/// the dashboard counts the same choice whatever order each phone showed).
pub fn graded_response_for(
    question: &Question,
    seed: u64,
    choice_seed: Option<u64>,
    sent: &Response,
) -> Result<Response, GradeError> {
    let choices = question.choices().len();
    let order = choice_order(choices, choice_seed);
    let unshown = |p: usize| {
        order.get(p).copied().ok_or(GradeError::OutOfRange {
            index: p,
            len: choices,
        })
    };
    let response = match (&question.body, sent) {
        (
            Body::MultipleChoice { .. } | Body::TrueFalse { .. } | Body::MultipleResponse { .. },
            Response::Choice(p),
        ) => Response::Choice(unshown(*p)?),
        (
            Body::MultipleChoice { .. } | Body::TrueFalse { .. } | Body::MultipleResponse { .. },
            Response::Choices(ps),
        ) => Response::Choices(ps.iter().map(|&p| unshown(p)).collect::<Result<_, _>>()?),
        (Body::Ordering { items }, Response::Order(positions)) => {
            check_permutation(positions, items.len())?;
            let shown = shown_order(items, seed);
            let placed: Vec<usize> = positions.iter().map(|&p| shown[p]).collect();
            Response::Order(identical_in_order(items, placed))
        }
        _ => sent.clone(),
    };
    crate::grade(question, &response)?;
    Ok(response)
}

/// The key of a question, sent only after the student answered (or when the
/// teacher shows the results).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reveal {
    /// Indices into `choices` of the correct choices.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub correct_choices: Vec<usize>,
    /// Short answer: the texts with full credit (weight ≥ 1), or the best
    /// ones when none has full credit.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub accepted: Vec<String>,
    /// Numeric: the full-credit answers (or the best ones), written
    /// "42 ± 0.5", "10 to 20" or "42".
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub numbers: Vec<String>,
    /// Matching: for each prompt (left), its right side.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<String>,
    /// Ordering: positions in `items` as shown, in the correct order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub order: Vec<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    /// False when the quiz has no key yet: the key fields are then empty,
    /// since whatever the body holds is not known to be right.
    pub answer_known: bool,
}

/// The key and explanation of a question, with ordering positions in the
/// shuffled order `seed` gives (the one the student saw).
pub fn reveal(question: &Question, seed: u64) -> Reveal {
    reveal_for(question, seed, None)
}

/// [`reveal`] for one student whose choices were shown in the order of
/// `choice_seed`: the correct choices are given as positions they saw.
pub fn reveal_for(question: &Question, seed: u64, choice_seed: Option<u64>) -> Reveal {
    let mut reveal = Reveal {
        correct_choices: Vec::new(),
        accepted: Vec::new(),
        numbers: Vec::new(),
        matches: Vec::new(),
        order: Vec::new(),
        explanation: question.explanation.clone(),
        answer_known: question.answer_known,
    };
    if !question.answer_known {
        return reveal;
    }
    match &question.body {
        Body::MultipleChoice { choices }
        | Body::MultipleResponse { choices }
        | Body::TrueFalse { choices } => {
            reveal.correct_choices = choice_order(choices.len(), choice_seed)
                .into_iter()
                .enumerate()
                .filter(|&(_, i)| choices[i].correct)
                .map(|(p, _)| p)
                .collect();
        }
        Body::ShortAnswer { accepted, .. } => {
            reveal.accepted = best(accepted, |a| a.weight)
                .map(|a| a.text.clone())
                .collect();
        }
        Body::Numeric { answers } => {
            reveal.numbers = best(answers, |a| a.weight)
                .map(|a| number_answer(a.value, a.tolerance))
                .collect();
        }
        Body::Matching { pairs } => {
            reveal.matches = pairs
                .iter()
                .filter(|pair| has_left(&pair.left))
                .map(|pair| pair.right.clone())
                .collect();
        }
        Body::Ordering { items } => {
            let shown = shown_order(items, seed);
            let mut position = vec![0; items.len()];
            for (p, &i) in shown.iter().enumerate() {
                position[i] = p;
            }
            reveal.order = position;
        }
        Body::Open => {}
    }
    reveal
}

/// A uniform random permutation of 0..n from a seed (Fisher–Yates over
/// [`SplitMix64`]): position → original index.
///
/// Every order is equally likely, the original one included. Excluding the
/// original order would be a giveaway: with two items a student who knows
/// the list is "never as written" simply reverses it. A uniform shuffle
/// says nothing about the key, whatever it shows.
pub fn permutation(n: usize, seed: u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    let mut rng = SplitMix64::new(seed);
    for i in (1..n).rev() {
        order.swap(i, rng.below(i + 1));
    }
    order
}

/// The order one student sees a question's `n` choices in: position →
/// index into the choices. The quiz's order without a seed (the projector,
/// or a teacher who turned shuffling off).
pub fn choice_order(n: usize, choice_seed: Option<u64>) -> Vec<usize> {
    match choice_seed {
        Some(seed) => permutation(n, seed),
        None => (0..n).collect(),
    }
}

/// The order an ordering question's items are shown in: position → index
/// into `items`; a uniform [`permutation`].
fn shown_order(items: &[String], seed: u64) -> Vec<usize> {
    permutation(items.len(), seed)
}

/// The distinct right sides of a matching question, shuffled. Duplicates go
/// because two identical buttons would be a riddle, and empty sides because
/// there is nothing to show.
fn matching_options<'a>(rights: impl Iterator<Item = &'a str>, seed: u64) -> Vec<String> {
    let mut distinct: Vec<&str> = Vec::new();
    for right in rights {
        if !right.trim().is_empty() && !distinct.iter().any(|d| same_text(d, right)) {
            distinct.push(right);
        }
    }
    permutation(distinct.len(), seed)
        .into_iter()
        .map(|i| distinct[i].to_owned())
        .collect()
}

/// Checks that `positions` lists each of `0..len` exactly once, with the
/// errors [`crate::grade`] gives for the same mistakes.
fn check_permutation(positions: &[usize], len: usize) -> Result<(), GradeError> {
    if positions.len() != len {
        return Err(GradeError::NotAPermutation);
    }
    let mut seen = vec![false; len];
    for &p in positions {
        match seen.get_mut(p) {
            Some(slot) if !*slot => *slot = true,
            Some(_) => return Err(GradeError::NotAPermutation),
            None => return Err(GradeError::OutOfRange { index: p, len }),
        }
    }
    Ok(())
}

/// Reassigns the indices of identical items so that, within each group of
/// identical items, they increase in the order placed.
fn identical_in_order(items: &[String], mut placed: Vec<usize>) -> Vec<usize> {
    let mut done = vec![false; placed.len()];
    for start in 0..placed.len() {
        if done[start] {
            continue;
        }
        let text = &items[placed[start]];
        let slots: Vec<usize> = (start..placed.len())
            .filter(|&s| same_text(&items[placed[s]], text))
            .collect();
        let mut members: Vec<usize> = slots.iter().map(|&s| placed[s]).collect();
        members.sort_unstable();
        for (slot, member) in slots.into_iter().zip(members) {
            placed[slot] = member;
            done[slot] = true;
        }
    }
    placed
}

/// Whether two texts look the same on screen: white space is folded as the
/// grader folds it, case is not.
fn same_text(a: &str, b: &str) -> bool {
    a.split_whitespace().eq(b.split_whitespace())
}

/// Whether a matching pair has a left side (the grader's rule: a blank left
/// side marks a right-hand distractor).
fn has_left(left: &str) -> bool {
    !left.trim().is_empty()
}

/// The answers with full credit, or the best-weighted ones when none has.
fn best<T>(answers: &[T], weight: impl Fn(&T) -> f64) -> impl Iterator<Item = &T> {
    let top = answers
        .iter()
        .map(&weight)
        .filter(|w| w.is_finite())
        .fold(0.0, f64::max)
        .min(1.0);
    answers
        .iter()
        .filter(move |a| top > 0.0 && weight(a) >= top - 1e-9)
}

/// A numeric answer as a student reads it: a range when its value, ends
/// and width are whole numbers ("10 to 20", as `NumericAnswer::range` makes
/// them), otherwise "value ± tolerance".
fn number_answer(value: f64, tolerance: f64) -> String {
    let tolerance = if tolerance.is_finite() {
        tolerance.abs()
    } else {
        0.0
    };
    if tolerance == 0.0 {
        return number(value);
    }
    let (low, high) = (value - tolerance, value + tolerance);
    let whole = |x: f64| x.fract() == 0.0;
    if tolerance >= 1.0 && whole(low) && whole(high) && whole(value) {
        format!("{} to {}", number(low), number(high))
    } else {
        format!("{} ± {}", number(value), number(tolerance))
    }
}

/// A number rounded to 12 significant digits, so the float noise in the
/// midpoint of a range (`0.39999999999999997`) reads `0.4`, then written in
/// full (Rust never writes an exponent, which students may not know).
fn number(x: f64) -> String {
    let rounded: f64 = format!("{x:.11e}").parse().unwrap_or(x);
    if rounded == 0.0 {
        // Also turns "-0" into "0".
        "0".to_owned()
    } else {
        rounded.to_string()
    }
}

#[cfg(test)]
#[path = "view_tests.rs"]
mod tests;
