//! The teacher's dashboard in JSON: the game's state, the full snapshot, and
//! the lines for a player and for an answer.

use quizforge_core::Response;
use quizforge_core::play::Phase;
use quizforge_core::play::view::{choice_order, student_question_for};
use quizforge_store::{AnswerRecord, PlayerId};
use serde_json::{Value, json};

use super::{Game, PlayerState, lock};

impl Game {
    pub(super) fn state_json(&self, now_ms: i64) -> Value {
        let state = self.state();
        let remaining_ms = match (state.phase, state.question) {
            (Phase::Question, Some(index)) => self
                .limit_ms(index)
                .map(|limit| (state.question_started_ms.unwrap_or(now_ms) + limit - now_ms).max(0)),
            _ => None,
        };
        json!({
            "phase": state.phase,
            "question": state.question,
            "remaining_ms": remaining_ms,
        })
    }

    /// Everything a dashboard shows, for its first paint and after it fell
    /// behind: the questions with their keys (the teacher may see them),
    /// the players, every stored answer and the state.
    pub fn dashboard_snapshot(&self, now_ms: i64) -> Value {
        let questions: Vec<Value> = (0u32..)
            .zip(self.questions())
            .map(|(index, question)| {
                let screen_seed = self.screen_choice_seed(index);
                let view = student_question_for(
                    question,
                    index,
                    self.count(),
                    self.seed(index),
                    screen_seed,
                );
                json!({
                    "index": index,
                    "prompt": question.prompt,
                    "kind": question.kind(),
                    "topic": question.topic,
                    "points": question.points,
                    "choices": view.choices.iter().map(|c| c.text.clone()).collect::<Vec<_>>(),
                    // Where each choice shown stands in the quiz: answers
                    // are stored by the quiz's own order.
                    "choice_order": choice_order(view.choices.len(), screen_seed),
                    "images": view.images,
                    "image_alt": view.image_alt,
                    "choice_images": view
                        .choices
                        .iter()
                        .map(|c| c.image.as_ref().map(|src| json!({"src": src, "alt": c.image_alt})))
                        .collect::<Vec<_>>(),
                    "items": view.items,
                    "reveal": self.reveal_of(index, None),
                })
            })
            .collect();
        let inner = lock(&self.inner);
        let players: Vec<Value> = inner
            .players
            .iter()
            .map(|(id, state)| player_json(*id, state))
            .collect();
        let answers: Vec<Value> = inner
            .players
            .values()
            .flat_map(|state| state.answers.values())
            .filter(|slot| slot.stored)
            .map(|slot| answer_json(&slot.record))
            .collect();
        drop(inner);
        json!({
            "event": "snapshot",
            "data": {
                "title": self.assignment.title,
                "mode": self.assignment.mode,
                "join_code": self.assignment.join_code,
                "state": self.state_json(now_ms),
                "questions": questions,
                "players": players,
                "answers": answers,
            }
        })
    }
}

pub(super) fn player_json(id: PlayerId, state: &PlayerState) -> Value {
    json!({
        "id": id,
        "name": state.name,
        "connected": state.connections > 0,
        "removed": state.removed,
        "score": state.score(),
    })
}

/// An answer as the dashboard sees it: who, which question, how it
/// fared, and which choices were picked (for the distribution).
pub(super) fn answer_json(record: &AnswerRecord) -> Value {
    let picked = match serde_json::from_str::<Option<Response>>(&record.response_json) {
        Ok(Some(Response::Choice(choice))) => vec![choice],
        Ok(Some(Response::Choices(choices))) => choices,
        _ => Vec::new(),
    };
    json!({
        "player": record.player_id,
        "question": record.question,
        "outcome": if &*record.response_json == "null" { None } else { Some(record.outcome) },
        "points": record.points,
        "picked": picked,
    })
}
