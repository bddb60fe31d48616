//! Taking a student's answer: whether it may be given now, grading and
//! points, storing it through the journal, and what the student is told ([`Answered`]).

use quizforge_core::play::scoring::award;
use quizforge_core::play::view::graded_response_for;
use quizforge_core::play::{GameState, Phase};
use quizforge_core::{Body, Outcome, Response, grade, parse_number};
use quizforge_store::{AnswerRecord, PlayWrite, PlayWritten, PlayerId};

use crate::play::journal::Journal;
use crate::play::protocol::{Feedback, Rejection};

use super::dashboard::{answer_json, player_json};
use super::{GRACE_MS, Game, PlayerState, Slot, lock};

impl Game {
    /// Takes an answer: checks it may be given now, grades it, stores it
    /// through the journal and returns it once it is durable. A second
    /// send of an answer returns the first one, unchanged.
    pub async fn answer(
        &self,
        journal: &Journal,
        player: PlayerId,
        index: u32,
        response: Option<Response>,
        now_ms: i64,
    ) -> Result<Answered, Rejection> {
        // A process that may have lost its lease takes no answer: the
        // student sends it again, to wherever the game went.
        if !self.hosted_here() {
            return Err(Rejection::NotSaved);
        }
        let record = {
            let mut inner = lock(&self.inner);
            let game = inner.state;
            let Some(state) = inner.players.get_mut(&player) else {
                return Err(Rejection::Removed);
            };
            if state.removed {
                return Err(Rejection::Removed);
            }
            if let Some(slot) = state.answers.get(&index) {
                if slot.stored {
                    return Ok(self.answered(slot.record.clone(), false));
                }
                // In flight: the journal will return the first one stored.
                slot.record.clone()
            } else {
                self.check_open(game, state, index, now_ms)?;
                let record = self.grade(game, state, player, index, response, now_ms)?;
                state.answers.insert(
                    index,
                    Slot {
                        record: record.clone(),
                        stored: false,
                    },
                );
                record
            }
        };
        let fence = self
            .lease
            .as_ref()
            .map(|lease| (self.id(), lease.generation));
        match journal.write_fenced(PlayWrite::Answer(record), fence).await {
            Ok(PlayWritten::Answer { stored, fresh }) => {
                let line = {
                    let mut inner = lock(&self.inner);
                    inner.players.get_mut(&player).map(|state| {
                        state.answers.insert(
                            index,
                            Slot {
                                record: stored.clone(),
                                stored: true,
                            },
                        );
                        player_json(player, state)
                    })
                };
                if fresh {
                    self.answered
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    self.announce("answer", answer_json(&stored));
                    if let Some(line) = line {
                        self.announce("player", line);
                    }
                }
                Ok(self.answered(stored, fresh))
            }
            Ok(other) => {
                tracing::error!(?other, "the journal answered an answer with something else");
                self.forget_unstored(player, index);
                Err(Rejection::NotSaved)
            }
            Err(error) => {
                tracing::error!(%error, "answer not stored");
                self.forget_unstored(player, index);
                Err(Rejection::NotSaved)
            }
        }
    }

    fn forget_unstored(&self, player: PlayerId, index: u32) {
        let mut inner = lock(&self.inner);
        if let Some(state) = inner.players.get_mut(&player)
            && state.answers.get(&index).is_some_and(|slot| !slot.stored)
        {
            state.answers.remove(&index);
        }
    }

    fn answered(&self, record: AnswerRecord, fresh: bool) -> Answered {
        let paced = self.assignment.mode.is_paced_by_student();
        // The key goes only to a student who answered: one who skipped (or
        // ran out of time) could otherwise pass it to a neighbour still on
        // the question. They see it in their summary at the end.
        let answered = &*record.response_json != "null";
        let feedback = (paced && answered && self.assignment.settings.feedback).then(|| Feedback {
            outcome: Some(record.outcome),
            points: record.points,
            reveal: self.reveal_of(record.question, Some(record.player_id)),
        });
        Answered {
            record,
            fresh,
            feedback,
        }
    }

    fn check_open(
        &self,
        game: GameState,
        state: &PlayerState,
        index: u32,
        now_ms: i64,
    ) -> Result<(), Rejection> {
        if index >= self.count() {
            return Err(Rejection::Invalid);
        }
        if self.homework_window(now_ms).is_some() {
            return Err(Rejection::Closed);
        }
        match game.phase {
            Phase::Lobby | Phase::Ended => Err(Rejection::Closed),
            Phase::Results => Err(Rejection::NotOpen),
            Phase::Question => {
                if game.question != Some(index) {
                    return Err(Rejection::NotOpen);
                }
                let started = game.question_started_ms.unwrap_or(now_ms);
                match self.limit_ms(index) {
                    Some(limit) if now_ms > started + limit + GRACE_MS => Err(Rejection::Late),
                    _ => Ok(()),
                }
            }
            Phase::Open => {
                if state.next_question(self.count()) == Some(index) {
                    Ok(())
                } else {
                    Err(Rejection::NotOpen)
                }
            }
        }
    }

    fn grade(
        &self,
        game: GameState,
        state: &PlayerState,
        player: PlayerId,
        index: u32,
        response: Option<Response>,
        now_ms: i64,
    ) -> Result<AnswerRecord, Rejection> {
        let question = &self.questions()[index as usize];
        let started = match game.phase {
            Phase::Question => game.question_started_ms,
            _ => state.served_ms.get(&index).copied(),
        }
        .unwrap_or(now_ms);
        let elapsed_ms = (now_ms - started).max(0);
        let limit = self.limit_ms(index);
        // In paced modes a question whose time ran out still moves the
        // student on; it is stored as unanswered, worth nothing.
        let timed_out = limit.is_some_and(|limit| elapsed_ms > limit + GRACE_MS);
        let response = if timed_out { None } else { response };
        let (outcome, fraction, points, response_json) = match response {
            None => (Outcome::Incorrect, 0.0, 0.0, "null".into()),
            Some(sent) => {
                // A number arrives as typed and is read here, with the
                // quiz's decimal comma: the server is the only judge.
                let sent = match (&question.body, sent) {
                    (Body::Numeric { .. }, Response::Text(typed)) => Response::Number(
                        parse_number(&typed, &self.assignment.quiz.language)
                            .ok_or(Rejection::Invalid)?,
                    ),
                    (_, sent) => sent,
                };
                let seed = self.seed(index);
                let choice_seed = self.choice_seed(player, index);
                // Choices come back as this player's positions; what is
                // graded and stored is the quiz's own choice, so the
                // dashboard counts every phone alike.
                let to_grade = graded_response_for(question, seed, choice_seed, &sent)
                    .map_err(|_| Rejection::Invalid)?;
                let graded = grade(question, &to_grade).map_err(|_| Rejection::Invalid)?;
                let stored = match to_grade {
                    Response::Choice(_) | Response::Choices(_) => to_grade,
                    _ => sent,
                };
                let points = award(
                    question.points,
                    &graded,
                    &self.assignment.settings,
                    u64::try_from(elapsed_ms).unwrap_or(0),
                    limit.and_then(|l| u64::try_from(l).ok()),
                    state.streak_before(index),
                );
                let json = serde_json::to_string(&stored).map_err(|_| Rejection::Invalid)?;
                (graded.outcome, graded.fraction, points, json.into())
            }
        };
        Ok(AnswerRecord {
            assignment_id: self.id(),
            player_id: player,
            question: index,
            response_json,
            outcome,
            fraction,
            points,
            elapsed_ms,
            answered_at_ms: now_ms,
        })
    }
}

/// An answer taken, as the student is told about it.
#[derive(Debug, Clone)]
pub struct Answered {
    /// The answer as stored.
    pub record: AnswerRecord,
    /// False when it had been stored before (a resend).
    pub fresh: bool,
    /// Right or wrong, where the mode shows it at once.
    pub feedback: Option<Feedback>,
}
