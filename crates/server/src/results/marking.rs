//! Marking by hand: the teacher overrides one answer's mark (right, partly,
//! wrong, or a number of points), or adds an accepted answer to a short
//! answer question, which re-marks every answer the machine marked.
//! Answers a teacher marked by hand are never re-marked by the machine.

use quizforge_core::{AcceptedAnswer, Body, Outcome, Response, grade};
use quizforge_store::{AnswerRecord, AssignmentId, Mark, Remark, ReportStore, Store, UserId};
use serde::Deserialize;

use crate::AppState;
use crate::error::AppError;

/// A mark as the teacher gives it: an outcome, points, or both.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct MarkRequest {
    /// `correct`, `partial` or `incorrect`.
    #[serde(default)]
    pub outcome: Option<String>,
    /// The share of the credit (0 to 1); by default 1, ½ or 0.
    #[serde(default)]
    pub fraction: Option<f64>,
    /// The points; by default the fraction of the question's points.
    #[serde(default)]
    pub points: Option<f64>,
}

/// The most points a mark may give (a typo guard).
const MAX_POINTS: f64 = 10_000.0;

/// The mark a request gives on a question worth `worth` points.
pub fn mark_of(request: &MarkRequest, worth: f64) -> Result<Mark, AppError> {
    let invalid = |m: &str| AppError::Invalid(m.to_string());
    for value in [request.fraction, request.points].into_iter().flatten() {
        if !value.is_finite() {
            return Err(invalid("Marks must be numbers."));
        }
    }
    if let Some(f) = request.fraction
        && !(0.0..=1.0).contains(&f)
    {
        return Err(invalid("The share of the credit goes from 0 to 1."));
    }
    if let Some(p) = request.points
        && !(0.0..=MAX_POINTS).contains(&p)
    {
        return Err(invalid("Points go from 0 to 10000."));
    }
    let worth = worth.max(0.0);
    let outcome = match request.outcome.as_deref().map(str::trim) {
        Some("correct" | "right") => Some(Outcome::Correct),
        Some("partial" | "partly") => Some(Outcome::Partial),
        Some("incorrect" | "wrong") => Some(Outcome::Incorrect),
        None | Some("") => None,
        Some(_) => {
            return Err(invalid(
                "The outcome is one of correct, partial or incorrect.",
            ));
        }
    };
    let fraction = match (outcome, request.fraction, request.points) {
        (_, Some(f), _) => f,
        (Some(Outcome::Correct), None, _) => 1.0,
        (Some(Outcome::Incorrect), None, _) => 0.0,
        (Some(_), None, Some(p)) | (None, None, Some(p)) if worth > 0.0 => (p / worth).min(1.0),
        (Some(_), None, _) => 0.5,
        (None, None, _) => {
            return Err(invalid("Give an outcome or points."));
        }
    };
    let outcome = outcome.unwrap_or(if fraction >= 1.0 {
        Outcome::Correct
    } else if fraction <= 0.0 {
        Outcome::Incorrect
    } else {
        Outcome::Partial
    });
    let points = request.points.unwrap_or(fraction * worth);
    Ok(Mark {
        outcome,
        fraction,
        points,
    })
}

/// Overrides the mark of one of the teacher's answers; returns it as
/// stored. The game in memory, if loaded, counts the new mark.
pub async fn override_mark(
    state: &AppState,
    owner: UserId,
    player: i64,
    question: u32,
    request: &MarkRequest,
) -> Result<AnswerRecord, AppError> {
    let assignment_id = state.store.player_assignment(owner, player).await?;
    let assignment = state.store.assignment(owner, assignment_id).await?;
    let worth = assignment
        .quiz
        .questions
        .get(question as usize)
        .ok_or(AppError::NotFound)?
        .points;
    let mark = mark_of(request, worth)?;
    let record = state
        .store
        .mark_answer(owner, player, question, mark, quizforge_store::now())
        .await?;
    state.games.remarked(&record);
    Ok(record)
}

/// Adds an accepted answer to a short-answer question of the game's
/// snapshot and re-marks every typed answer the machine marked. Refused
/// while the game is being played (its quiz must not change under it):
/// allowed once it has ended, or once a homework is past its due time.
/// Returns how many answers changed mark.
pub async fn accept_answer(
    state: &AppState,
    owner: UserId,
    id: AssignmentId,
    question: u32,
    text: &str,
) -> Result<usize, AppError> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > 200 {
        return Err(AppError::Invalid(
            "An accepted answer has 1 to 200 characters.".into(),
        ));
    }
    let mut assignment = state.store.assignment(owner, id).await?;
    let past_due = assignment.mode == quizforge_core::play::Mode::Homework
        && assignment
            .due_at
            .is_some_and(|due| due <= quizforge_store::now());
    if assignment.state.phase != quizforge_core::play::Phase::Ended && !past_due {
        return Err(AppError::Conflict(
            "End the game first: its questions cannot change while it is played.".into(),
        ));
    }
    let q = assignment
        .quiz
        .questions
        .get_mut(question as usize)
        .ok_or(AppError::NotFound)?;
    let Body::ShortAnswer { accepted, .. } = &mut q.body else {
        return Err(AppError::Invalid(
            "Only a short-answer question takes accepted answers.".into(),
        ));
    };
    if !accepted.iter().any(|a| a.text == text) {
        accepted.push(AcceptedAnswer::new(text));
    }
    q.answer_known = true;
    q.validate()
        .map_err(|error| AppError::Invalid(error.to_string()))?;
    let question_model = q.clone();
    let hand: std::collections::BTreeSet<(i64, i64)> = state
        .store
        .hand_marks(owner, id)
        .await?
        .into_iter()
        .map(|h| (h.player_id, h.question))
        .collect();
    let mut remarks = Vec::new();
    for answer in state.store.answers(id).await? {
        if answer.question != question || hand.contains(&(answer.player_id, i64::from(question))) {
            continue;
        }
        let Ok(response @ Response::Text(_)) =
            serde_json::from_str::<Response>(&answer.response_json)
        else {
            continue;
        };
        let Ok(graded) = grade(&question_model, &response) else {
            continue;
        };
        if graded.outcome != answer.outcome || (graded.fraction - answer.fraction).abs() > 1e-9 {
            remarks.push(Remark {
                player_id: answer.player_id,
                question,
                mark: Mark {
                    outcome: graded.outcome,
                    fraction: graded.fraction,
                    points: graded.points,
                },
            });
        }
    }
    state
        .store
        .remark_assignment(
            owner,
            id,
            &assignment.quiz,
            &remarks,
            quizforge_store::now(),
        )
        .await?;
    Ok(remarks.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(outcome: Option<&str>, fraction: Option<f64>, points: Option<f64>) -> MarkRequest {
        MarkRequest {
            outcome: outcome.map(String::from),
            fraction,
            points,
        }
    }

    #[test]
    fn a_mark_follows_from_an_outcome_or_points() {
        let right = mark_of(&request(Some("correct"), None, None), 2.0).unwrap();
        assert_eq!(
            (right.outcome, right.fraction, right.points),
            (Outcome::Correct, 1.0, 2.0)
        );
        let partly = mark_of(&request(Some("partial"), None, None), 2.0).unwrap();
        assert_eq!(
            (partly.outcome, partly.fraction, partly.points),
            (Outcome::Partial, 0.5, 1.0)
        );
        let wrong = mark_of(&request(Some("wrong"), None, None), 2.0).unwrap();
        assert_eq!((wrong.outcome, wrong.points), (Outcome::Incorrect, 0.0));
        let points = mark_of(&request(None, None, Some(1.5)), 2.0).unwrap();
        assert_eq!(
            (points.outcome, points.fraction, points.points),
            (Outcome::Partial, 0.75, 1.5)
        );
        let full = mark_of(&request(None, None, Some(2.0)), 2.0).unwrap();
        assert_eq!(full.outcome, Outcome::Correct);
        assert!(mark_of(&request(None, None, None), 2.0).is_err());
        assert!(mark_of(&request(Some("maybe"), None, None), 2.0).is_err());
        assert!(mark_of(&request(None, Some(1.5), None), 2.0).is_err());
        assert!(mark_of(&request(None, None, Some(-1.0)), 2.0).is_err());
        assert!(mark_of(&request(None, None, Some(f64::NAN)), 2.0).is_err());
    }
}
