//! The messages between a student's browser and the server, over the
//! WebSocket at `/play/{code}/ws`. `docs/protocol.md` describes the order
//! they come in and what each error means; this file is the source of
//! truth for their shape.
//!
//! Nothing a student receives before answering holds a key: questions go
//! out as [`StudentQuestion`] (a projection that cannot hold one), and a
//! [`Reveal`] is only ever inside [`Feedback`], sent after the answer is
//! stored or when the teacher shows the results.

use quizforge_core::Outcome;
use quizforge_core::Response;
use quizforge_core::play::view::{Reveal, StudentQuestion};
use quizforge_core::play::{Mode, Phase};
use serde::{Deserialize, Serialize};

/// What a browser sends.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// An answer to question `question`. `response` is `null` when the
    /// student skips or the timer ran out (self-paced and homework only:
    /// it counts as wrong and moves them on). Sending the same answer
    /// again is safe: the first one stored is the one that counts.
    Answer {
        /// The question's index (from 0).
        question: u32,
        /// What they answered, in the shape of the core `Response`;
        /// ordering positions refer to `items` as shown.
        response: Option<Response>,
    },
    /// Asks the server to send the current state again.
    Sync,
    /// Keeps an idle connection open through proxies; answered by `pong`.
    Ping,
}

/// What the server sends.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// First message on every connection: who you are and where you stand.
    Welcome {
        /// Your player id.
        player: i64,
        /// Your name as the teacher sees it.
        name: String,
        /// The assignment's title.
        title: String,
        /// How it is played.
        mode: Mode,
        /// Where the game stands.
        phase: Phase,
        /// How many questions there are.
        questions: u32,
        /// How many you have answered.
        answered: u32,
        /// Your score so far.
        score: f64,
    },
    /// Nothing to answer yet: wait for the teacher.
    Lobby,
    /// A question to answer.
    Question {
        /// The question, without its key.
        question: StudentQuestion,
        /// Milliseconds left on the timer when this was sent, if timed.
        #[serde(skip_serializing_if = "Option::is_none")]
        remaining_ms: Option<u64>,
        /// Set when you already answered it (after a reconnect): show
        /// "sent" and wait.
        answered: bool,
    },
    /// Your answer to `question` is stored: it will count.
    Ack {
        /// The question answered.
        question: u32,
        /// False when this answer had already been stored (a resend).
        fresh: bool,
        /// Right or wrong and why, where the mode shows it now.
        #[serde(skip_serializing_if = "Option::is_none")]
        feedback: Option<Feedback>,
    },
    /// Your answer to `question` was not taken, and why.
    Rejected {
        /// The question.
        question: u32,
        /// Why.
        reason: Rejection,
        /// A sentence for the student.
        message: String,
    },
    /// Live: the teacher closed the question and shows its results.
    Results {
        /// The question.
        question: u32,
        /// Your result and the right answer, when the teacher shows them.
        #[serde(skip_serializing_if = "Option::is_none")]
        feedback: Option<Feedback>,
    },
    /// You have finished, or the game is over.
    Ended {
        /// Your results.
        summary: Summary,
    },
    /// The teacher removed you from the game.
    Removed,
    /// Reply to `ping`.
    Pong,
    /// A message the server could not use.
    Error {
        /// What kind of error.
        code: &'static str,
        /// A sentence for the student or developer.
        message: String,
    },
}

/// How one answer fared, sent only after it was stored.
#[derive(Debug, Clone, Serialize)]
pub struct Feedback {
    /// The verdict (absent if you did not answer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// The points it earned.
    pub points: f64,
    /// The right answer and the explanation.
    pub reveal: Reveal,
}

/// Why an answer was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rejection {
    /// After the timer (and a short grace for the network).
    Late,
    /// The question is not open: not asked yet, or already closed.
    NotOpen,
    /// The game has not started, has ended, or is past its due time.
    Closed,
    /// The answer does not fit the question.
    Invalid,
    /// The teacher removed this player.
    Removed,
    /// The server could not store it: send it again.
    NotSaved,
}

impl Rejection {
    /// A sentence for the student.
    pub fn message(self) -> &'static str {
        match self {
            Rejection::Late => "Time was up before your answer arrived.",
            Rejection::NotOpen => "That question is not open.",
            Rejection::Closed => "This game is not taking answers now.",
            Rejection::Invalid => "That answer does not fit the question.",
            Rejection::Removed => "Your teacher removed you from this game.",
            Rejection::NotSaved => "Your answer was not saved. Sending it again…",
        }
    }
}

/// A student's results at the end.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    /// Your score.
    pub score: f64,
    /// The most points the quiz gives (without bonuses).
    pub max_score: f64,
    /// How many you got right.
    pub correct: u32,
    /// How many questions there are.
    pub questions: u32,
    /// The questions you missed, with the right answers (when the teacher
    /// shows feedback).
    pub missed: Vec<Missed>,
    /// The ranking, when the teacher shows one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leaderboard: Option<Board>,
}

/// A question a student got wrong or skipped.
#[derive(Debug, Clone, Serialize)]
pub struct Missed {
    /// Its index.
    pub question: u32,
    /// Its prompt.
    pub prompt: String,
    /// The right answer.
    pub reveal: Reveal,
}

/// A ranking as a student may see it.
#[derive(Debug, Clone, Serialize)]
pub struct Board {
    /// Your rank (1 is first).
    pub rank: u32,
    /// Out of how many players.
    pub players: u32,
    /// The top of the ranking: names only when the teacher chose "top N".
    pub top: Vec<BoardLine>,
}

/// One line of a ranking.
#[derive(Debug, Clone, Serialize)]
pub struct BoardLine {
    /// The rank.
    pub rank: u32,
    /// The name, or `None` on an anonymous board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The score.
    pub score: f64,
    /// Whether this line is you.
    pub you: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, MISSING, text};

    #[test]
    fn every_refused_answer_is_said_in_every_language_of_the_play_screen() {
        for reason in [
            Rejection::Late,
            Rejection::NotOpen,
            Rejection::Closed,
            Rejection::Invalid,
            Rejection::Removed,
            Rejection::NotSaved,
        ] {
            // play.js looks the sentence up by the reason's JSON name.
            let name = serde_json::to_value(reason).expect("JSON");
            let key = format!("play-js-rejected-{}", name.as_str().expect("a name"));
            assert_eq!(text(Lang::En, &key), reason.message(), "{key}");
            for lang in Lang::ALL {
                let said = text(lang, &key);
                assert!(!said.contains(MISSING), "{key} in {lang:?}");
                if lang != Lang::En {
                    assert_ne!(said, reason.message(), "{key} in {lang:?}");
                }
            }
        }
    }
}
