//! "The tears wash the surface of the eye and keep the cornea moist and
//! clean. This is known as l_____ (11 letters).": a sentence that names
//! what the sentence before describes ("This is called …", "This process
//! is known as …", "These nephrons are referred to as …") is asked with
//! that sentence as its context (`resolve::with_context`), as a blank on
//! the name like any term a sentence names.
//!
//! Such a sentence opens with "This" or "These", most often in four or
//! five words, and so was never asked: over unseen sets 69 to 76 and the
//! corpus twelve named a term of the lesson ("metacognition",
//! "lacrimation", "dysarthria", "perceptual selectivity"). A teacher
//! asks it the same way, the description first, then "This is called …".
//! Its "This" is the description, never a term the sentence before names
//! (`resolve::pronouns` leaves it).

use std::sync::LazyLock;

use regex::Regex;

use crate::nlp::{Lang, is_stop_word};

static NAMES_WHAT_CAME_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?:This|These)(?:\s+\p{Ll}[\p{Ll}-]*){0,2}\s+(?:is|are|was|were)\s+(?:(?:also|often|commonly|sometimes|usually|collectively)\s+)?(?:called|known\s+as|referred\s+to\s+as|termed|named)\s+(?:(?:the|an?)\s+)?[“\x22‘]?(?P<term>\p{L}[\p{L}’'-]*(?:\s+\p{L}[\p{L}’'-]*){0,2})[”\x22’]?(?:\s+\([^()]*\))?\.?$",
    )
    .expect("naming of what came before")
});

/// Compiles the pattern now (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&NAMES_WHAT_CAME_BEFORE);
}

/// The byte span of the name an English sentence gives what the sentence
/// before describes ("This process is called perceptual selectivity."),
/// when the whole sentence is that naming and the name is of content
/// words: "rods and cones" are two names, "the mechanical phase of
/// digestion" a phrase.
pub(super) fn name_of_what_came_before(sentence: &str) -> Option<(usize, usize)> {
    let term = NAMES_WHAT_CAME_BEFORE.captures(sentence)?.name("term")?;
    let content = term
        .as_str()
        .split_whitespace()
        .all(|w| !is_stop_word(&w.to_lowercase(), Lang::En));
    content.then_some((term.start(), term.end()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(sentence: &str) -> Option<&str> {
        name_of_what_came_before(sentence).map(|(start, end)| &sentence[start..end])
    }

    #[test]
    fn a_sentence_naming_what_came_before_gives_the_name() {
        assert_eq!(
            named("This is called metacognition."),
            Some("metacognition")
        );
        assert_eq!(
            named("This process is called perceptual selectivity."),
            Some("perceptual selectivity")
        );
        assert_eq!(
            named("This second process is termed perceptual organization."),
            Some("perceptual organization")
        );
        assert_eq!(
            named("This is often referred to as the “Not-Invented-Here” syndrome."),
            None,
            "a name in quotes with a word after it is not one name"
        );
        assert_eq!(
            named("This is referred to as dysarthria (difficulty speaking)."),
            Some("dysarthria")
        );
        assert_eq!(
            named("These nephrons are called cortical nephrons."),
            Some("cortical nephrons")
        );
    }

    #[test]
    fn two_names_a_phrase_or_more_after_the_name_are_not_one_name() {
        for sentence in [
            "These receptors are called rods and cones.",
            "This is referred to as the mechanical phase of digestion.",
            "They are called implicit as they are unconscious.",
            "This model, called the basic incongruity thesis, consists of three parts.",
            "This is called metacognition because students think about thinking.",
        ] {
            assert_eq!(named(sentence), None, "{sentence}");
        }
    }
}
