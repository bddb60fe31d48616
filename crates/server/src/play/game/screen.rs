//! What each student is shown: the welcome, the lobby, the current question
//! with its timer, results and feedback, the summary and leaderboard at the end.

use std::collections::{BTreeMap, BTreeSet};

use quizforge_core::Outcome;
use quizforge_core::play::scoring::rank;
use quizforge_core::play::view::student_question_for;
use quizforge_core::play::{Leaderboard, Phase};
use quizforge_store::{PlayWrite, PlayerId, Served};

use crate::play::journal::Journal;
use crate::play::protocol::{Board, BoardLine, Feedback, Missed, ServerMessage, Summary};

use super::{Game, Inner, PlayerState, Window, lock};

impl Game {
    /// Stores when questions were first shown to `player` (modes paced by
    /// the student), once, through the journal and behind the lease: a
    /// game taken over by another process, or a restarted server, goes on
    /// with each student's timer instead of starting it again. Called
    /// before the question is sent.
    pub async fn keep_served(&self, journal: &Journal, player: PlayerId) {
        if !self.assignment.mode.is_paced_by_student() {
            return;
        }
        let unsaved: Vec<Served> = {
            let inner = lock(&self.inner);
            let Some(state) = inner.players.get(&player) else {
                return;
            };
            state
                .unsaved
                .iter()
                .filter_map(|question| {
                    Some(Served {
                        assignment_id: self.id(),
                        player_id: player,
                        question: i64::from(*question),
                        served_ms: *state.served_ms.get(question)?,
                    })
                })
                .collect()
        };
        let fence = self
            .lease
            .as_ref()
            .map(|lease| (self.id(), lease.generation));
        for served in unsaved {
            match journal.write_fenced(PlayWrite::Served(served), fence).await {
                Ok(_) => {
                    let question = u32::try_from(served.question).unwrap_or(u32::MAX);
                    if let Some(state) = lock(&self.inner).players.get_mut(&player) {
                        state.unsaved.remove(&question);
                    }
                }
                // Tried again with the next question sent; a game whose
                // lease was lost is leaving this process anyway.
                Err(error) => {
                    tracing::warn!(%error, game = self.id(), "question's start not stored")
                }
            }
        }
    }

    /// The first message of a connection.
    pub fn welcome(&self, player: PlayerId) -> Option<ServerMessage> {
        let inner = lock(&self.inner);
        let state = inner.players.get(&player)?;
        Some(ServerMessage::Welcome {
            player,
            name: state.name.clone(),
            title: self.assignment.title.clone(),
            mode: self.assignment.mode,
            phase: inner.state.phase,
            questions: self.count(),
            answered: u32::try_from(state.answers.len()).unwrap_or(u32::MAX),
            score: state.score(),
        })
    }

    /// What a player should see now: the lobby, a question, results, or
    /// their summary.
    pub fn current(&self, player: PlayerId, now_ms: i64) -> ServerMessage {
        let mut inner = lock(&self.inner);
        let game = inner.state;
        let count = self.count();
        let Some(state) = inner.players.get_mut(&player) else {
            return ServerMessage::Removed;
        };
        if state.removed {
            return ServerMessage::Removed;
        }
        if let Some(message) = self.homework_window(now_ms) {
            return match message {
                Window::NotYet => ServerMessage::Lobby,
                Window::Over => ServerMessage::Ended {
                    summary: self.summary_of(&inner, player, true),
                },
            };
        }
        match game.phase {
            Phase::Lobby => ServerMessage::Lobby,
            Phase::Ended => ServerMessage::Ended {
                summary: self.summary_of(&inner, player, true),
            },
            Phase::Question | Phase::Results => {
                let index = game.question.unwrap_or(0);
                if game.phase == Phase::Results {
                    return ServerMessage::Results {
                        question: index,
                        feedback: self.live_feedback(player, state, index),
                    };
                }
                let remaining_ms = self.limit_ms(index).map(|limit| {
                    let started = game.question_started_ms.unwrap_or(now_ms);
                    u64::try_from(started + limit - now_ms).unwrap_or(0)
                });
                self.question_message(
                    player,
                    index,
                    remaining_ms,
                    state.answers.contains_key(&index),
                )
            }
            Phase::Open => match state.next_question(count) {
                Some(index) => {
                    let served = *state.served_ms.entry(index).or_insert_with(|| {
                        state.unsaved.insert(index);
                        now_ms
                    });
                    let remaining_ms = self
                        .limit_ms(index)
                        .map(|limit| u64::try_from(served + limit - now_ms).unwrap_or(0));
                    self.question_message(player, index, remaining_ms, false)
                }
                None => ServerMessage::Ended {
                    summary: self.summary_of(&inner, player, false),
                },
            },
        }
    }

    fn question_message(
        &self,
        player: PlayerId,
        index: u32,
        remaining_ms: Option<u64>,
        answered: bool,
    ) -> ServerMessage {
        let question = &self.questions()[index as usize];
        let mut view = student_question_for(
            question,
            index,
            self.count(),
            self.seed(index),
            self.choice_seed(player, index),
        );
        view.time_limit = self.assignment.settings.time_limit(question);
        ServerMessage::Question {
            question: view,
            remaining_ms,
            answered,
        }
    }

    fn live_feedback(&self, player: PlayerId, state: &PlayerState, index: u32) -> Option<Feedback> {
        if !self.assignment.settings.feedback {
            return None;
        }
        let record = state.stored(index);
        Some(Feedback {
            outcome: record.map(|r| r.outcome),
            points: record.map_or(0.0, |r| r.points),
            reveal: self.reveal_of(index, Some(player)),
        })
    }

    fn summary_of(&self, inner: &Inner, player: PlayerId, over: bool) -> Summary {
        let empty = PlayerState {
            name: String::new(),
            removed: false,
            connections: 0,
            answers: BTreeMap::new(),
            served_ms: BTreeMap::new(),
            unsaved: BTreeSet::new(),
        };
        let state = inner.players.get(&player).unwrap_or(&empty);
        let show = self.assignment.settings.feedback
            && (over || self.assignment.mode.is_paced_by_student());
        let mut correct = 0;
        let mut missed = Vec::new();
        for (index, question) in (0u32..).zip(self.questions()) {
            match state.stored(index).map(|r| r.outcome) {
                Some(Outcome::Correct) => correct += 1,
                Some(Outcome::NeedsReview) => {}
                _ if show => missed.push(Missed {
                    question: index,
                    prompt: question.prompt.clone(),
                    reveal: self.reveal_of(index, Some(player)),
                }),
                _ => {}
            }
        }
        Summary {
            score: state.score(),
            max_score: self.questions().iter().map(|q| q.points).sum(),
            correct,
            questions: self.count(),
            missed,
            leaderboard: self.board(inner, player),
        }
    }

    fn board(&self, inner: &Inner, player: PlayerId) -> Option<Board> {
        let top = match self.assignment.settings.leaderboard {
            Leaderboard::Off => return None,
            Leaderboard::Anonymous => None,
            Leaderboard::Top(n) => Some(n),
        };
        let scores: Vec<(i64, f64)> = inner
            .players
            .iter()
            .filter(|(_, p)| !p.removed)
            .map(|(id, p)| (*id, p.score()))
            .collect();
        let ranked = rank(&scores);
        let rank_of = ranked
            .iter()
            .find(|(id, _, _)| *id == player)
            .map_or(0, |line| line.2);
        let shown = top.unwrap_or(3) as usize;
        let lines = ranked
            .iter()
            .take(shown)
            .map(|(id, score, rank)| BoardLine {
                rank: *rank,
                name: top.and_then(|_| inner.players.get(id).map(|p| p.name.clone())),
                score: *score,
                you: *id == player,
            })
            .collect();
        Some(Board {
            rank: rank_of,
            players: u32::try_from(ranked.len()).unwrap_or(u32::MAX),
            top: lines,
        })
    }
}
