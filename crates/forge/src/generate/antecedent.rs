//! Whether a pronoun early in an English sentence stands for something the
//! same sentence names before it: "When business owners choose financial
//! capital sources, they also choose …", "The Aksumite kings minted their
//! own coins", "When a firm issues bonds, it may …", "Ezana made Christianity
//! his kingdom's religion". Such a sentence is whole; one whose pronoun has
//! nothing before it ("In many cases, they …", "Over the years, it …") still
//! needs the sentence before.

use super::word_forms::IRREGULAR_PLURALS;
use crate::nlp::{Lang, is_stop_word};

/// Words that open a prepositional phrase: a noun inside one ("In many
/// cases", "Over the years") is seldom what a later pronoun stands for.
const PREPOSITIONS: &[&str] = &[
    "in",
    "on",
    "at",
    "over",
    "during",
    "after",
    "before",
    "for",
    "with",
    "from",
    "by",
    "to",
    "into",
    "under",
    "through",
    "across",
    "among",
    "since",
    "until",
    "throughout",
    "within",
    "without",
    "about",
    "around",
    "between",
    "beyond",
    "despite",
    "toward",
    "towards",
    "upon",
    "like",
    "unlike",
    "per",
    "via",
];

/// Nouns of time and manner that open a sentence's setting, never its
/// subject ("Over the years, they …" is caught by the preposition; "Years
/// later, they …" by this).
const SETTING_NOUNS: &[&str] = &[
    "year",
    "years",
    "decade",
    "decades",
    "century",
    "centuries",
    "time",
    "times",
    "day",
    "days",
    "way",
    "ways",
    "case",
    "cases",
    "example",
    "examples",
    "part",
    "parts",
    "instance",
];

/// Whether `pronoun` (lower case), the word at index `at` of `words`, has a
/// noun of its number (a person's name for "he", "she", "his", "her")
/// before it in the sentence, outside a prepositional phrase.
pub(super) fn named_before(words: &[&str], at: usize, pronoun: &str) -> bool {
    let person = matches!(pronoun, "he" | "she" | "his" | "her");
    let plural = matches!(pronoun, "they" | "their" | "them");
    (0..at.min(words.len())).any(|j| {
        let raw = words[j];
        let bare = raw.trim_matches(|c: char| !c.is_alphabetic());
        if bare.is_empty() || !bare.chars().all(|c| c.is_alphabetic() || c == '-') {
            return false;
        }
        let lower = bare.to_lowercase();
        if is_stop_word(&lower, Lang::En) || SETTING_NOUNS.contains(&lower.as_str()) {
            return false;
        }
        let fits = if person {
            // A capitalised word that is no common English word: a name
            // ("Ezana", "Tocqueville"), wherever it stands.
            bare.starts_with(char::is_uppercase)
                && (crate::lexicon::is_given_name(bare) || !crate::lexicon::is_english_word(&lower))
        } else {
            let noun = !crate::lexicon::noun_classes(&lower).is_empty()
                || IRREGULAR_PLURALS.contains(&lower.as_str());
            let is_plural = IRREGULAR_PLURALS.contains(&lower.as_str())
                || (lower.ends_with('s') && !["ss", "us", "is"].iter().any(|e| lower.ends_with(e)));
            noun && is_plural == plural
        };
        fits && !in_a_phrase_of_place_or_time(words, j)
    })
}

/// Whether the word at `j` stands in a prepositional phrase: a
/// preposition within the three words before it, with no comma between.
fn in_a_phrase_of_place_or_time(words: &[&str], j: usize) -> bool {
    for k in (j.saturating_sub(3)..j).rev() {
        let word = words[k];
        if word.ends_with([',', ';', ':']) {
            return false;
        }
        let lower = word
            .trim_matches(|c: char| !c.is_alphabetic())
            .to_lowercase();
        if PREPOSITIONS.contains(&lower.as_str()) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole(sentence: &str, pronoun: &str) -> bool {
        let words: Vec<&str> = sentence.split_whitespace().collect();
        let at = words
            .iter()
            .position(|w| {
                w.trim_matches(|c: char| !c.is_alphabetic())
                    .eq_ignore_ascii_case(pronoun)
            })
            .expect("the pronoun");
        named_before(&words, at, pronoun)
    }

    #[test]
    fn a_pronoun_after_a_noun_of_its_number_stands_for_it() {
        assert!(whole(
            "When business owners choose financial capital sources, they also choose how to pay.",
            "they"
        ));
        assert!(whole("The Aksumite kings minted their own coins.", "their"));
        assert!(whole(
            "When a firm issues bonds, it may choose many small ones.",
            "it"
        ));
        assert!(whole(
            "Then Ezana made Christianity his kingdom's religion.",
            "his"
        ));
    }

    #[test]
    fn a_pronoun_with_nothing_of_its_kind_before_it_still_points_back() {
        assert!(!whole("In many cases, they had no choice.", "they"));
        assert!(!whole("Over the years, it grew into a city.", "it"));
        assert!(!whole("Years later, they returned to the coast.", "they"));
        assert!(!whole("The war ended, and they went home.", "they"));
        assert!(!whole("The soldiers left, and he stayed behind.", "he"));
        assert!(!whole("After the war, his army was disbanded.", "his"));
    }
}
