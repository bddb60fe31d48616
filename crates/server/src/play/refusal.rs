//! What a student is told when a code or a name is refused. A refused name
//! is redirected to the name form (`/play/{CODE}?why=…`, redirect-after-POST:
//! Back never asks to send the form again), so each reason has a fixed key
//! and a fixed message: a link cannot make the page say anything else.

use quizforge_core::play::codes::{self, CodeProblem};
use quizforge_core::play::names::{self, NameError};

use crate::error::AppError;

/// Why a student could not join.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The game has ended.
    Ended,
    /// No name typed.
    Empty,
    /// A name over [`names::MAX_CHARS`].
    TooLong,
    /// A name the filter refuses.
    Offensive,
    /// A rostered class, and no name picked from its list.
    PickName,
    /// Someone in the game already has that name.
    Taken,
    /// The class asks for PINs and the PIN typed is not the student's.
    WrongPin,
}

impl Refusal {
    const ALL: [Refusal; 7] = [
        Refusal::Ended,
        Refusal::Empty,
        Refusal::TooLong,
        Refusal::Offensive,
        Refusal::PickName,
        Refusal::Taken,
        Refusal::WrongPin,
    ];

    /// The key in the redirect's query.
    pub fn key(self) -> &'static str {
        match self {
            Refusal::Ended => "ended",
            Refusal::Empty => "empty",
            Refusal::TooLong => "too_long",
            Refusal::Offensive => "offensive",
            Refusal::PickName => "pick_name",
            Refusal::Taken => "taken",
            Refusal::WrongPin => "wrong_pin",
        }
    }

    /// The refusal a key names.
    pub fn from_key(key: &str) -> Option<Refusal> {
        Self::ALL.into_iter().find(|r| r.key() == key)
    }

    /// The refusal of a name the filter did not take.
    pub fn of_name(error: &NameError) -> Refusal {
        match error {
            NameError::Empty => Refusal::Empty,
            NameError::TooLong { .. } => Refusal::TooLong,
            NameError::Offensive => Refusal::Offensive,
        }
    }

    /// What the student reads.
    pub fn message(self) -> String {
        match self {
            Refusal::Ended => "This game has ended.".into(),
            Refusal::Empty => NameError::Empty.to_string(),
            Refusal::TooLong => NameError::TooLong {
                max: names::MAX_CHARS,
            }
            .to_string(),
            Refusal::Offensive => NameError::Offensive.to_string(),
            Refusal::PickName => "Pick your name from the list.".into(),
            Refusal::Taken => "Someone in this game already has that name. If it is you on another device, ask your teacher.".into(),
            Refusal::WrongPin => "That PIN does not go with this name. Type the PIN on the card your teacher gave you, then tap your name.".into(),
        }
    }

    /// The error an API client receives.
    pub fn error(self) -> AppError {
        match self {
            Refusal::Taken => AppError::Conflict(self.message()),
            _ => AppError::Invalid(self.message()),
        }
    }
}

/// What to tell a student whose code was refused: which characters a code
/// never uses, or how many it has.
pub fn code_message(typed: &str) -> String {
    let quoted = |chars: &[char]| {
        let quoted: Vec<String> = chars.iter().map(|c| format!("“{c}”")).collect();
        match quoted.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
            None => String::new(),
        }
    };
    match codes::problem(typed) {
        Some(CodeProblem::LookAlikes(chars)) => format!(
            "Game codes never use 0, 1, I, L or O, so that none can be mistaken for another; you typed {}. Look again at the code on the screen.",
            quoted(&chars)
        ),
        Some(CodeProblem::Unused(chars)) => format!(
            "A game code has only letters and digits; {} is not one of them.",
            quoted(&chars)
        ),
        Some(CodeProblem::Length(count)) => format!(
            "A game code has {} letters and digits; you typed {count}.",
            codes::LENGTH
        ),
        None => format!(
            "A game code has {} letters and digits, like K7M2QX.",
            codes::LENGTH
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_name_their_refusal_and_nothing_else() {
        for refusal in Refusal::ALL {
            assert_eq!(Refusal::from_key(refusal.key()), Some(refusal));
        }
        assert_eq!(Refusal::from_key("<script>"), None);
    }

    #[test]
    fn code_messages_say_what_to_fix() {
        assert_eq!(
            code_message("ABC1O3"),
            "Game codes never use 0, 1, I, L or O, so that none can be mistaken for another; you typed “1” and “O”. Look again at the code on the screen."
        );
        assert_eq!(
            code_message("K7M2Q"),
            "A game code has 6 letters and digits; you typed 5."
        );
        assert!(code_message("K7M2Q!").contains("“!” is not one of them"));
    }
}
