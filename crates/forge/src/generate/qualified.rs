//! A definition the text gives of one place, time or group only: "In the
//! United States, a signed contract is the symbol of a closed
//! negotiation." Asked as "Which term refers to the symbol of a closed
//! negotiation?", it says what the text does not: elsewhere the symbol
//! differs, and both raters of unseen set 67 marked the key wrong (C3).
//! Such a definition is asked with what limits it ("In the United States,
//! which term refers to …?"), or not at all when that cannot be said
//! plainly.

use super::concept::Concept;
use super::realise::Context;

/// What the sentence that defines a term says before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Qualifier {
    /// Nothing but an article: the definition holds as said.
    Unqualified,
    /// An opening that limits it, to be kept ("In the United States").
    Opening(String),
    /// Something before the term that cannot be kept in a question.
    Unaskable,
}

/// Prepositions that open a phrase limiting where, when or for whom a
/// definition holds.
const LIMITING: &[&str] = &[
    "in",
    "among",
    "for",
    "during",
    "under",
    "within",
    "at",
    "on",
    "throughout",
    "across",
    "according",
];

/// Words that put a term inside a phrase, not at the head of its
/// sentence.
const PREPOSITIONS: &[&str] = &[
    "by", "with", "without", "through", "from", "of", "to", "after", "before", "unlike", "like",
    "in", "on", "at", "for", "among", "during", "under",
];

/// Most words of a limiting opening kept in a question.
const MOST_WORDS: usize = 8;

impl Context<'_> {
    /// What limits the definition of `concept`, read from the sentence
    /// that gives it.
    pub(super) fn qualifier(&self, concept: &Concept) -> Qualifier {
        concept
            .sentence
            .and_then(|i| self.sentences.get(i))
            .map_or(Qualifier::Unqualified, |s| {
                qualifier_of(&s.text, &concept.term)
            })
    }
}

/// The qualifier of a definition of `term` in `sentence`.
pub(super) fn qualifier_of(sentence: &str, term: &str) -> Qualifier {
    let lower = sentence.to_lowercase();
    let Some(at) = lower.find(&term.to_lowercase()) else {
        return Qualifier::Unqualified;
    };
    let before = sentence[..at].trim_end();
    let before = ["a", "an", "the", "A", "An", "The"]
        .iter()
        .find_map(|article| {
            before
                .strip_suffix(article)
                .filter(|rest| rest.is_empty() || rest.ends_with(' '))
        })
        .unwrap_or(before)
        .trim_end();
    // "… a tentative explanation, called a hypothesis": what comes first
    // is the definition itself.
    let naming = [
        " called",
        " known as",
        " termed",
        " referred to as",
        " named",
    ]
    .iter()
    .any(|cue| before.ends_with(cue));
    // "… claimed the power of judicial review—the ability to …": a gloss
    // set off by a dash right after the term is said of the term itself,
    // whatever the clause around it (`dash_appositive.rs`).
    let after = sentence
        .get(at + term.len()..)
        .unwrap_or_default()
        .trim_start_matches(' ');
    let dashed = after.starts_with(['—', '–']) || after.starts_with("--");
    if before.is_empty() || naming || (dashed && !before.ends_with(',')) {
        return Qualifier::Unqualified;
    }
    let first_of = |text: &str| {
        text.split_whitespace()
            .next()
            .map(str::to_lowercase)
            .unwrap_or_default()
    };
    let Some(opening) = before.strip_suffix(',') else {
        // "The term X", "So-called X": no limit said. "By using personal
        // savings, the venture …" names no term defined at all (unseen
        // set 68 asked "Which term refers to the venture eliminates …?").
        let first = first_of(before);
        return if before.contains(',')
            || PREPOSITIONS.contains(&first.as_str())
            || first.ends_with("ing")
        {
            Qualifier::Unaskable
        } else {
            Qualifier::Unqualified
        };
    };
    let words: Vec<&str> = opening.split_whitespace().collect();
    let first = first_of(opening);
    if LIMITING.contains(&first.as_str()) && words.len() <= MOST_WORDS && !opening.contains(',') {
        Qualifier::Opening(opening.to_string())
    } else {
        Qualifier::Unaskable
    }
}

/// "Which term refers to …?" with what limits the definition before it.
pub(super) fn which_term(qualifier: &Qualifier, gloss: &str) -> Option<String> {
    use super::typed_term_for::{WHICH_TERM, WHICH_TERM_AFTER_OPENING};
    match qualifier {
        Qualifier::Unqualified => Some(format!("{WHICH_TERM}{gloss}?")),
        Qualifier::Opening(opening) => Some(format!("{opening}{WHICH_TERM_AFTER_OPENING}{gloss}?")),
        Qualifier::Unaskable => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{Qualifier, qualifier_of, which_term};

    #[test]
    fn a_gloss_set_off_by_a_dash_holds_whatever_the_clause_around_it() {
        assert_eq!(
            qualifier_of(
                "In Marbury v. Madison (1803), the Supreme Court claimed the power of judicial review—the ability to strike down any law it judged unconstitutional.",
                "judicial review"
            ),
            Qualifier::Unqualified
        );
        assert_eq!(
            qualifier_of(
                "In Marbury v. Madison (1803), the Supreme Court claimed the power of judicial review, the ability to strike down any law.",
                "judicial review"
            ),
            Qualifier::Unaskable,
            "a comma there may close an opening phrase"
        );
    }

    #[test]
    fn a_definition_said_of_one_place_keeps_the_place() {
        let q = qualifier_of(
            "In the United States, a signed contract is the symbol of a closed negotiation.",
            "signed contract",
        );
        assert_eq!(q, Qualifier::Opening("In the United States".to_string()));
        assert_eq!(
            which_term(&q, "the symbol of a closed negotiation").as_deref(),
            Some("In the United States, which term refers to the symbol of a closed negotiation?")
        );
    }

    #[test]
    fn a_plain_definition_is_unqualified_and_an_odd_opening_unaskable() {
        assert_eq!(
            qualifier_of("A reflex is a motor reaction to a stimulus.", "reflex"),
            Qualifier::Unqualified
        );
        assert_eq!(
            qualifier_of("The term culture refers to shared beliefs.", "culture"),
            Qualifier::Unqualified
        );
        assert_eq!(
            qualifier_of(
                "To apply the method, a researcher will propose a tentative explanation, called a hypothesis, to explain it.",
                "hypothesis"
            ),
            Qualifier::Unqualified
        );
        assert_eq!(
            qualifier_of(
                "By using personal savings, the venture avoids the repayment of a loan.",
                "personal savings"
            ),
            Qualifier::Unaskable
        );
        assert_eq!(
            qualifier_of(
                "Unlike in Japan, where contracts matter little, a handshake is the symbol of trust.",
                "handshake"
            ),
            Qualifier::Unaskable
        );
    }
}
