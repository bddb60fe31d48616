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

/// Whether `pronoun` is the object of the verb right after the sentence's
/// plain subject: "The Japanese replaced it in 1940" (unseen set 117, C2
/// for both raters). An object pronoun never stands for its own clause's
/// subject (that would be "itself"), so the noun before it is no
/// antecedent, and what "it" replaced is in the sentence before.
fn object_of_the_opening_subject(words: &[&str], at: usize, pronoun: &str) -> bool {
    if !matches!(pronoun, "it" | "them") || !(2..=4).contains(&at) {
        return false;
    }
    let lower = |w: &str| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase();
    let verb = lower(words[at - 1]);
    let subject = &words[..at - 1];
    let plain_subject = subject.iter().all(|w| {
        let w = lower(w);
        !w.is_empty() && !PREPOSITIONS.contains(&w.as_str()) && !SUBORDINATORS.contains(&w.as_str())
    }) && !subject.iter().any(|w| w.ends_with([',', ';', ':']));
    plain_subject && verb.len() > 3 && verb.ends_with("ed") && !is_stop_word(&verb, Lang::En)
}

/// Words that open a clause before the main one ("When a firm issues
/// bonds, it …").
const SUBORDINATORS: &[&str] = &[
    "when", "if", "after", "before", "because", "since", "although", "though", "while", "once",
    "as", "unless", "whenever",
];

/// Whether `pronoun` (lower case), the word at index `at` of `words`, has a
/// noun of its number (a person's name for "he", "she", "his", "her")
/// before it in the sentence, outside a prepositional phrase.
pub(super) fn named_before(words: &[&str], at: usize, pronoun: &str) -> bool {
    if object_of_the_opening_subject(words, at, pronoun) {
        return false;
    }
    let person = matches!(pronoun, "he" | "she" | "his" | "her");
    let plural = matches!(pronoun, "they" | "their" | "them");
    (0..at.min(words.len())).any(|j| {
        let raw = words[j];
        let bare = raw.trim_matches(|c: char| !c.is_alphabetic());
        if bare.is_empty() || !bare.chars().all(|c| c.is_alphabetic() || c == '-') {
            return false;
        }
        let lower = bare.to_lowercase();
        // "Roger Tomlinson first described it as …": an ordinal is an
        // adverb there, not what "it" stands for.
        if is_stop_word(&lower, Lang::En)
            || SETTING_NOUNS.contains(&lower.as_str())
            || super::recurring::ordinal(&lower)
        {
            return false;
        }
        let fits = if person {
            // A capitalised word that is no common English word: a name
            // ("Ezana", "Tocqueville"), wherever it stands; not one whose
            // given name is of the other gender ("James McKeen Cattell
            // treated her as …" speaks of a woman named before).
            bare.starts_with(char::is_uppercase)
                && (crate::lexicon::is_given_name(bare) || !crate::lexicon::is_english_word(&lower))
                && !other_gender(words, j, pronoun)
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

/// Whether the name that word `at` belongs to opens with a given name of
/// the other gender than `pronoun`'s.
fn other_gender(words: &[&str], at: usize, pronoun: &str) -> bool {
    let Some(gender) = crate::lexicon::Gender::of_pronoun(pronoun) else {
        return false;
    };
    let capitalised = |w: &str| w.starts_with(char::is_uppercase);
    let mut first = at;
    while first > 0 && capitalised(words[first - 1]) && !words[first - 1].ends_with([',', ';']) {
        first -= 1;
    }
    // "Then James Cattell …": the first word of the run with a gender.
    words[first..=at]
        .iter()
        .find_map(|w| {
            crate::lexicon::given_name_gender(w.trim_matches(|c: char| !c.is_alphabetic()))
        })
        .is_some_and(|g| g != gender)
}

/// Words that open a clause set before the main one.
const CLAUSE_OPENERS: &[&str] = &[
    "as", "when", "after", "before", "although", "though", "while", "because", "since", "once",
    "until", "despite", "upon", "if",
];

/// Whether a personal pronoun in an opening clause stands for the person
/// the main clause names right after it: "As he disembarked from his
/// ship …, William Penn surveyed …", "Even though he was an English
/// aristocrat, the young Penn had been imprisoned …". The name is the
/// main clause's subject (a verb follows it) and is a name by the same
/// reckoning as `named_before`'s; a given name of the other gender is
/// someone else.
pub(super) fn named_after_its_clause(words: &[&str], at: usize, pronoun: &str) -> bool {
    if !matches!(pronoun, "he" | "she" | "his" | "her" | "him") {
        return false;
    }
    let lower = |w: &str| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase();
    let opens_a_clause = words.first().is_some_and(|w| {
        CLAUSE_OPENERS.contains(&lower(w).as_str())
            || (lower(w) == "even" && words.get(1).is_some_and(|n| lower(n) == "though"))
    });
    if !opens_a_clause {
        return false;
    }
    // The clause ends at its first comma, after the pronoun.
    let Some(comma) = words.iter().position(|w| w.ends_with(',')) else {
        return false;
    };
    if comma < at || comma > 30 {
        return false;
    }
    // "the young Penn": an article and a word or two before the name.
    let mut k = comma + 1;
    if words.get(k).is_some_and(|w| *w == "the") {
        k += 1;
        while k <= comma + 3
            && words
                .get(k)
                .is_some_and(|w| w.starts_with(char::is_lowercase))
        {
            k += 1;
        }
    }
    let name_start = k;
    while words.get(k).is_some_and(|w| {
        w.starts_with(char::is_uppercase)
            && w.chars().all(|c| c.is_alphabetic() || c == '.' || c == '-')
    }) {
        k += 1;
    }
    let name = &words[name_start..k];
    let Some(first) = name.first() else {
        return false;
    };
    // A verb after the name, not a comma or a possessive.
    let verb_follows = words.get(k).is_some_and(|w| {
        w.chars().all(|c| c.is_lowercase())
            && ![
                "of", "and", "or", "in", "on", "at", "to", "for", "with", "from", "by",
            ]
            .contains(w)
    });
    // Capitalised after the comma, so a name: a person's by WordNet or a
    // list of given names, or a rare word WordNet does not know ("Beals");
    // not a place's or a body's ("Philadelphia", "Congress").
    let is_name = |w: &str| {
        let bare = w.trim_matches(|c: char| !c.is_alphabetic());
        let lower = bare.to_lowercase();
        let classes = crate::lexicon::noun_classes(&lower);
        crate::lexicon::is_given_name(bare)
            || classes.contains(&"person")
            || (classes.is_empty()
                && crate::lexicon::zipf(&lower, Lang::En).is_none_or(|z| z < 3.5))
    };
    let gender_fits = crate::lexicon::given_name_gender(first).is_none_or(|gender| {
        crate::lexicon::Gender::of_pronoun(pronoun).is_none_or(|said| said == gender)
    });
    // "William Penn": a given name first makes a full name.
    let full_name = name.len() >= 2 && crate::lexicon::is_given_name(first);
    verb_follows && name.len() <= 3 && (full_name || name.iter().all(|w| is_name(w))) && gender_fits
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

    /// The sentence's words and where `pronoun` stands among them.
    fn at_pronoun<'s>(sentence: &'s str, pronoun: &str) -> (Vec<&'s str>, usize) {
        let words: Vec<&str> = sentence.split_whitespace().collect();
        let at = words
            .iter()
            .position(|w| {
                w.trim_matches(|c: char| !c.is_alphabetic())
                    .eq_ignore_ascii_case(pronoun)
            })
            .expect("the pronoun");
        (words, at)
    }

    fn whole(sentence: &str, pronoun: &str) -> bool {
        let (words, at) = at_pronoun(sentence, pronoun);
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

    fn named_after(sentence: &str, pronoun: &str) -> bool {
        let (words, at) = at_pronoun(sentence, pronoun);
        named_after_its_clause(&words, at, pronoun)
    }

    #[test]
    fn a_pronoun_in_an_opening_clause_may_stand_for_the_person_named_next() {
        assert!(named_after(
            "As he disembarked from his ship onto the western shore of the Delaware River in 1682, William Penn surveyed the green country in front of him.",
            "he"
        ));
        assert!(named_after(
            "Even though he was a French aristocrat, the young Tocqueville had admired democracy.",
            "he"
        ));
        assert!(named_after(
            "Even though he was an English aristocrat, the young Penn had been imprisoned.",
            "he"
        ));
        // Someone the main clause does not name, or a place or a body.
        assert!(!named_after(
            "When he arrived, Philadelphia was a small town.",
            "he"
        ));
        assert!(!named_after(
            "After he spoke, Congress passed the bill.",
            "he"
        ));
        assert!(!named_after(
            "When he arrived, the city was a small town.",
            "he"
        ));
        assert!(!named_after(
            "After he left, Philadelphia's merchants prospered.",
            "he"
        ));
        assert!(!named_after(
            "When she arrived, John Smith welcomed the settlers.",
            "she"
        ));
        assert!(!named_after("In his view, Penn was right.", "his"));
        assert!(!named_after("When it rained, Penn stayed home.", "it"));
    }

    #[test]
    fn a_pronoun_with_nothing_of_its_kind_before_it_still_points_back() {
        assert!(!whole("In many cases, they had no choice.", "they"));
        assert!(!whole("Over the years, it grew into a city.", "it"));
        assert!(!whole("Years later, they returned to the coast.", "they"));
        assert!(!whole("The war ended, and they went home.", "they"));
        assert!(!whole("The soldiers left, and he stayed behind.", "he"));
        assert!(!whole("After the war, his army was disbanded.", "his"));
        // An ordinal is no noun there; a man's name is not "her".
        assert!(!whole(
            "Roger Tomlinson first described it as a geo-information system.",
            "it"
        ));
        assert!(!whole(
            "James McKeen Cattell treated her as he would any of his students.",
            "her"
        ));
        assert!(whole(
            "Mary Calkins studied with William James, who admired her work.",
            "her"
        ));
    }

    #[test]
    fn an_object_pronoun_never_stands_for_its_own_subject() {
        // Unseen set 117: what the Japanese replaced is in the sentence
        // before.
        assert!(!whole(
            "The Japanese replaced it in 1940; this lasted until the end of World War II.",
            "it"
        ));
        assert!(!whole("Scientists tested them in the laboratory.", "them"));
        // A clause before the main one may name it.
        assert!(whole(
            "When the firm issued bonds, investors bought them quickly.",
            "them"
        ));
    }
}
