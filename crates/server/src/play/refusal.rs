//! What a student is told when a code or a name is refused. A refused name
//! is redirected to the name form (`/play/{CODE}?why=…`, redirect-after-POST:
//! Back never asks to send the form again), so each reason has a fixed key
//! and a fixed message: a link cannot make the page say anything else.

use quizforge_core::play::codes::{self, CodeProblem};
use quizforge_core::play::names::{self, NameError};

use crate::error::AppError;
use crate::i18n::{self, Lang};

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

    /// What the student reads, in the page's language.
    pub fn message_in(self, lang: Lang) -> String {
        let key = match self {
            Refusal::Ended => "refusal-ended",
            Refusal::Empty => "refusal-empty",
            Refusal::TooLong => "refusal-too-long",
            Refusal::Offensive => "refusal-offensive",
            Refusal::PickName => "refusal-pick-name",
            Refusal::Taken => "refusal-taken",
            Refusal::WrongPin => "refusal-wrong-pin",
        };
        i18n::text_with(lang, key, &[("max", names::MAX_CHARS.into())])
    }

    /// The error an API client receives.
    pub fn error(self) -> AppError {
        self.error_in(Lang::En)
    }

    /// The error a page shows, in its language.
    pub fn error_in(self, lang: Lang) -> AppError {
        match self {
            Refusal::Taken => AppError::Conflict(self.message_in(lang)),
            _ => AppError::Invalid(self.message_in(lang)),
        }
    }
}

/// What to tell a student whose code was refused: which characters a code
/// never uses, or how many it has; in the page's language.
pub fn code_message(typed: &str, lang: Lang) -> String {
    let quoted = |chars: &[char]| {
        let quoted: Vec<String> = chars.iter().map(|c| format!("“{c}”")).collect();
        match quoted.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => {
                format!(
                    "{} {} {last}",
                    rest.join(", "),
                    i18n::text(lang, "list-and")
                )
            }
            None => String::new(),
        }
    };
    let length = || ("length", codes::LENGTH.into());
    match codes::problem(typed) {
        Some(CodeProblem::LookAlikes(chars)) => i18n::text_with(
            lang,
            "code-look-alikes",
            &[("chars", quoted(&chars).into())],
        ),
        Some(CodeProblem::Unused(chars)) => {
            i18n::text_with(lang, "code-not-used", &[("chars", quoted(&chars).into())])
        }
        Some(CodeProblem::Length(count)) => {
            i18n::text_with(lang, "code-length", &[length(), ("count", count.into())])
        }
        None => i18n::text_with(lang, "code-shape", &[length()]),
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
            code_message("ABC1O3", Lang::En),
            "Game codes never use 0, 1, I, L or O, so that none can be mistaken for another; you typed “1” and “O”. Look again at the code on the screen."
        );
        assert_eq!(
            code_message("K7M2Q", Lang::En),
            "A game code has 6 letters and digits; you typed 5."
        );
        assert!(code_message("K7M2Q!", Lang::En).contains("“!” is not one of them"));
    }

    #[test]
    fn a_student_is_told_in_the_page_language() {
        assert_eq!(
            code_message("K7M2Q", Lang::Es),
            "Un código de partida tiene 6 letras y cifras; escribiste 5."
        );
        assert!(code_message("ABC1O3", Lang::Fr).contains("tu as tapé “1” et “O”"));
        assert_eq!(
            Refusal::TooLong.message_in(Lang::De),
            "ein Name hat höchstens 24 Zeichen"
        );
        // The API keeps its English words, the same as before.
        assert_eq!(
            Refusal::TooLong.message_in(Lang::En),
            "a name has at most 24 characters"
        );
        assert_eq!(
            Refusal::Empty.message_in(Lang::En),
            names::NameError::Empty.to_string()
        );
        for refusal in Refusal::ALL {
            for lang in Lang::ALL {
                assert!(!refusal.message_in(lang).contains(i18n::MISSING));
            }
        }
    }
}
