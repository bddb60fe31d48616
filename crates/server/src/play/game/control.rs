//! The teacher's controls: start, reveal, next and end, stored before they
//! are announced, and why one is refused ([`ControlError`], [`ControlRefusal`]).

use quizforge_core::play::{GameState, Mode, Phase};
use quizforge_store::{AnyStore, Store, StoreError};

use super::{Game, StudentEvent, ended, lock};

/// What the teacher can do to a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Open the game: the first question (live) or the questions (paced).
    Start,
    /// Live: close the current question and show its results.
    Reveal,
    /// Live: the next question (or the end after the last).
    Next,
    /// End the game.
    End,
}

impl Action {
    /// The action with this name (`start`, `reveal`, `next`, `end`).
    pub fn parse(name: &str) -> Option<Action> {
        match name {
            "start" => Some(Action::Start),
            "reveal" => Some(Action::Reveal),
            "next" => Some(Action::Next),
            "end" => Some(Action::End),
            _ => None,
        }
    }
}

impl Game {
    /// The lease generation the game's writes carry (several processes),
    /// or `Err` when this process may no longer write the game.
    pub fn fence(&self) -> Result<Option<i64>, ControlError> {
        match &self.lease {
            None => Ok(None),
            Some(lease) if lease.valid() => Ok(Some(lease.generation)),
            Some(_) => Err(ControlError::Refused(ControlRefusal::Moving)),
        }
    }

    /// Applies a teacher's action: stored first, then announced.
    pub async fn control(
        &self,
        store: &AnyStore,
        action: Action,
        now_ms: i64,
    ) -> Result<GameState, ControlError> {
        let _one_at_a_time = self.control.lock().await;
        let current = self.state();
        let next = self.transition(current, action, now_ms)?;
        match &self.lease {
            None => store.set_game_state(self.id(), &next).await?,
            Some(lease) if lease.valid() => {
                store
                    .set_game_state_fenced(self.id(), &next, lease.generation)
                    .await?;
            }
            Some(_) => {
                return Err(ControlError::Refused(ControlRefusal::Moving));
            }
        }
        lock(&self.inner).state = next;
        let _ = self.students.send(StudentEvent::State);
        self.announce("state", self.state_json(now_ms));
        Ok(next)
    }

    fn transition(
        &self,
        current: GameState,
        action: Action,
        now_ms: i64,
    ) -> Result<GameState, ControlError> {
        let asking = |question: u32| {
            if question >= self.count() {
                ended()
            } else {
                GameState {
                    phase: Phase::Question,
                    question: Some(question),
                    question_started_ms: Some(now_ms),
                }
            }
        };
        let live = self.assignment.mode == Mode::Live;
        match (action, current.phase) {
            (_, Phase::Ended) => Err(ControlError::Refused(ControlRefusal::Ended)),
            (Action::End, _) => Ok(ended()),
            (Action::Start | Action::Next, Phase::Lobby) if live => Ok(asking(0)),
            (Action::Start, Phase::Lobby) => Ok(GameState {
                phase: Phase::Open,
                question: None,
                question_started_ms: None,
            }),
            (Action::Reveal, Phase::Question) => Ok(GameState {
                phase: Phase::Results,
                ..current
            }),
            (Action::Next, Phase::Question | Phase::Results) => {
                Ok(asking(current.question.map_or(0, |q| q + 1)))
            }
            (Action::Start, _) => Err(ControlError::Refused(ControlRefusal::Started)),
            (Action::Reveal, _) => Err(ControlError::Refused(ControlRefusal::NothingOpen)),
            (Action::Next, _) => Err(ControlError::Refused(ControlRefusal::SelfPaced)),
        }
    }
}

/// Why a teacher's action failed.
#[derive(Debug, thiserror::Error)]
pub enum ControlError {
    /// The action does not fit where the game stands.
    #[error("{}", .0.message())]
    Refused(ControlRefusal),
    /// The new state could not be stored; nothing changed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Why a teacher's action on a game was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ControlRefusal {
    /// Another process is taking the game over (several processes).
    Moving,
    /// The game has ended.
    Ended,
    /// Start, after the start.
    Started,
    /// Show results, with no question open.
    NothingOpen,
    /// Next, in a game the students pace themselves.
    SelfPaced,
}

impl ControlRefusal {
    /// The API's sentence.
    pub fn message(self) -> &'static str {
        match self {
            ControlRefusal::Moving => {
                "This game is moving to another server: try again in a moment."
            }
            ControlRefusal::Ended => "This game has ended.",
            ControlRefusal::Started => "This game has already started.",
            ControlRefusal::NothingOpen => "There is no open question to show results for.",
            ControlRefusal::SelfPaced => "Students go through this game at their own pace.",
        }
    }

    /// The sentence in `lang`, for the teacher's pages.
    pub fn message_in(self, lang: crate::i18n::Lang) -> String {
        let key = match self {
            ControlRefusal::Moving => "control-moving",
            ControlRefusal::Ended => "control-ended",
            ControlRefusal::Started => "control-started",
            ControlRefusal::NothingOpen => "control-nothing-open",
            ControlRefusal::SelfPaced => "control-self-paced",
        };
        crate::i18n::text(lang, key)
    }
}
