//! Playing a quiz with a class: the rules, not the plumbing.
//!
//! Everything here is pure. The server keeps the clock, the randomness and
//! the connections; this module decides what a game may do next, what a
//! student may see, and how many points an answer earns.
//!
//! - [`Mode`], [`Phase`], [`GameState`] and [`Settings`]: what an
//!   assignment is and where its game stands.
//! - [`codes`]: six-character join codes without look-alike characters.
//! - [`names`]: nickname cleaning and the offensive-name filter.
//! - [`scoring`]: points for an answer (accuracy, speed bonus, streak).
//! - [`view`]: the projection of a question a student's browser receives,
//!   which holds no key, and the reveal sent once they have answered.

pub mod codes;
pub mod names;
mod random;
pub mod scoring;
pub mod view;

use serde::{Deserialize, Serialize};

pub use random::SplitMix64;

/// How a class plays an assignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// The teacher moves the whole class from question to question, usually
    /// on a projector.
    Live,
    /// Each student goes through the questions at their own pace while the
    /// teacher has the game open in class.
    SelfPaced,
    /// Like self-paced, but open on its own between an opening and a due
    /// time.
    Homework,
}

impl Mode {
    /// Every mode, in the order a form lists them.
    pub const ALL: [Mode; 3] = [Mode::Live, Mode::SelfPaced, Mode::Homework];

    /// The name used in URLs, JSON and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Live => "live",
            Mode::SelfPaced => "self_paced",
            Mode::Homework => "homework",
        }
    }

    /// How a teacher reads it: `live`, `self-paced`, `homework`.
    pub fn label(self) -> &'static str {
        match self {
            Mode::Live => "live",
            Mode::SelfPaced => "self-paced",
            Mode::Homework => "homework",
        }
    }

    /// The mode with this name.
    pub fn parse(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.as_str() == name)
    }

    /// Whether students move through the questions on their own.
    pub fn is_paced_by_student(self) -> bool {
        !matches!(self, Mode::Live)
    }
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Students may join; nothing is being asked yet.
    Lobby,
    /// Live: the current question is open for answers.
    Question,
    /// Live: the current question is closed and its results are shown.
    Results,
    /// Self-paced or homework: students work through the questions.
    Open,
    /// Over: no more answers are taken.
    Ended,
}

impl Phase {
    /// The name used in URLs, JSON and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Lobby => "lobby",
            Phase::Question => "question",
            Phase::Results => "results",
            Phase::Open => "open",
            Phase::Ended => "ended",
        }
    }

    /// The phase with this name.
    pub fn parse(name: &str) -> Option<Phase> {
        [
            Phase::Lobby,
            Phase::Question,
            Phase::Results,
            Phase::Open,
            Phase::Ended,
        ]
        .into_iter()
        .find(|phase| phase.as_str() == name)
    }
}

/// The durable state of a game: enough to resume it after a restart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// Where the game stands.
    pub phase: Phase,
    /// Live: the question being asked or shown (from 0).
    pub question: Option<u32>,
    /// Live: when the current question opened (Unix milliseconds), the
    /// start of its timer and of its speed bonus.
    pub question_started_ms: Option<i64>,
}

impl GameState {
    /// A game that has not started.
    pub fn lobby() -> Self {
        Self {
            phase: Phase::Lobby,
            question: None,
            question_started_ms: None,
        }
    }
}

/// Who sees a ranking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "show", content = "top")]
pub enum Leaderboard {
    /// No ranking is shown to students (the default: no shaming).
    Off,
    /// Students see their own rank and score among unnamed others.
    Anonymous,
    /// The names and scores of the first N are shown.
    Top(u32),
}

/// What the teacher chose for one assignment. The defaults are kind:
/// accuracy only, no streaks, no leaderboard, no timer, feedback on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// A correct answer earns more the faster it comes, never less than
    /// half of its points. Only counts where a question has a timer.
    pub speed_bonus: bool,
    /// Consecutive correct answers earn a growing bonus.
    pub streak_bonus: bool,
    /// Whether and how a ranking is shown to students.
    pub leaderboard: Leaderboard,
    /// The timer, in seconds, for questions that do not set their own time
    /// limit. `None`: only questions with their own limit are timed.
    pub timer_seconds: Option<u32>,
    /// Show each student whether they were right, the right answer and the
    /// explanation: at once in self-paced and homework modes, when the
    /// teacher shows the results in live mode.
    pub feedback: bool,
    /// Show each student the choices of a multiple-choice, multiple-response
    /// or true/false question in an order of their own, so that a neighbour's
    /// screen (or "it's the second one") gives nothing away. The projector
    /// and the dashboard keep the quiz's order.
    pub shuffle_choices: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            speed_bonus: false,
            streak_bonus: false,
            leaderboard: Leaderboard::Off,
            timer_seconds: None,
            feedback: true,
            shuffle_choices: true,
        }
    }
}

impl Settings {
    /// The time limit of a question under these settings, in seconds.
    pub fn time_limit(&self, question: &crate::Question) -> Option<u32> {
        question
            .time_limit
            .or(self.timer_seconds)
            .filter(|&s| s > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for mode in Mode::ALL {
            assert_eq!(Mode::parse(mode.as_str()), Some(mode));
        }
        for phase in ["lobby", "question", "results", "open", "ended"] {
            assert_eq!(Phase::parse(phase).map(Phase::as_str), Some(phase));
        }
        assert_eq!(Mode::parse("kahoot"), None);
    }

    #[test]
    fn settings_default_to_accuracy_only() {
        let settings: Settings = serde_json::from_str("{}").unwrap();
        assert_eq!(settings, Settings::default());
        assert!(!settings.speed_bonus && !settings.streak_bonus);
        assert_eq!(settings.leaderboard, Leaderboard::Off);
        let top: Settings =
            serde_json::from_str(r#"{"leaderboard":{"show":"top","top":5}}"#).unwrap();
        assert_eq!(top.leaderboard, Leaderboard::Top(5));
    }
}
