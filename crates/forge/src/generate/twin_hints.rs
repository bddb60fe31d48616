//! Typed answers whose hint does not tell the one answer: "h_____
//! s_____ (7, 9 letters)" in a section that names both "hormone
//! synthesis" and "hormone secretion", or "K_____ (10 letters)" in one
//! that names both Kazakhstan and Kyrgyzstan. Each is marked
//! (`Candidate::hint_shared`) and kept as a suggestion.

use std::collections::BTreeSet;

use crate::nlp::Lang;

/// Marks each typed answer of several words whose hint fits another
/// phrase of the document that shares one of its words: "h_____ s_____
/// (7, 9 letters)" is "hormone synthesis" and "hormone secretion" alike in
/// a section that names both. Unseen set 76 had two such typed answers,
/// both rejected by both raters (C4: "the other fits the letter hints").
pub(super) fn mark_twin_hints(
    candidates: &mut [super::select::Candidate],
    sentences: &[super::analysis::Sentence],
    lang: Lang,
) {
    let phrases: Vec<Vec<String>> = sentences.iter().map(|s| hint_words(&s.text)).collect();
    // Read once a document, and only if a typed answer is one word.
    let mut names: Option<BTreeSet<String>> = None;
    for candidate in candidates
        .iter_mut()
        .filter(|c| c.family == super::select::Family::ShortAnswer)
    {
        let key = hint_words(&candidate.key);
        if key.len() == 1 {
            let names = names.get_or_insert_with(|| one_word_names(sentences));
            candidate.hint_shared = twin_name(&candidate.question, &key[0], names, lang);
            continue;
        }
        if key.len() < 2 {
            continue;
        }
        let accepted: Vec<Vec<String>> = match &candidate.question.body {
            quizforge_core::Body::ShortAnswer { accepted, .. } => {
                accepted.iter().map(|a| hint_words(&a.text)).collect()
            }
            _ => Vec::new(),
        };
        candidate.hint_shared = phrases.iter().any(|words| {
            words.windows(key.len()).any(|other| {
                // Most phrases differ in their first letters: checked first.
                key.iter()
                    .zip(other)
                    .all(|(k, o)| k.chars().next() == o.chars().next())
                    && key.iter().zip(other).all(|(k, o)| same_hint(k, o, lang))
                    && key.iter().zip(other).any(|(k, o)| k == o)
                    && other != key.as_slice()
                    && !accepted.iter().any(|a| a.as_slice() == other)
                    && names_a_thing(other, lang)
            })
        });
    }
}

/// Whether a typed answer of one name ("K_____ (10 letters)" for
/// Kazakhstan) shows the hint of another name the document gives
/// (Kyrgyzstan): a student who knows both cannot tell which is meant, and
/// the sentence around a place or a person seldom says (unseen set 117,
/// C4 for both raters on both such blanks). A name is a word written with
/// a capital inside a sentence, where no everyday word is.
fn twin_name(
    question: &quizforge_core::Question,
    key: &str,
    names: &BTreeSet<String>,
    lang: Lang,
) -> bool {
    let quizforge_core::Body::ShortAnswer { accepted, .. } = &question.body else {
        return false;
    };
    if !names.contains(key) {
        return false;
    }
    let answers: Vec<String> = accepted.iter().map(|a| a.text.to_lowercase()).collect();
    let initial = key.chars().next().unwrap_or_default();
    names.iter().any(|name| {
        name != key
            && !answers.contains(name)
            && name.starts_with(initial)
            && same_hint(key, name, lang)
    })
}

/// The document's names of one word, lower case: words capitalised inside
/// a sentence with no capital word beside them ("States" of "United
/// States" is no name alone), never written in lower case ("Iodine is
/// needed …": a capital that only opens a sentence is none).
fn one_word_names(sentences: &[super::analysis::Sentence]) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut lower_words = BTreeSet::new();
    for sentence in sentences {
        let words: Vec<&str> = sentence
            .text
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .collect();
        let capital = |at: usize| {
            words
                .get(at)
                .is_some_and(|w| w.starts_with(char::is_uppercase))
        };
        for (at, word) in words.iter().enumerate() {
            if word.is_empty() || !word.chars().all(char::is_alphabetic) {
                continue;
            }
            if !word.starts_with(char::is_uppercase) {
                lower_words.insert(word.to_string());
            } else if at > 0 && !capital(at - 1) && !capital(at + 1) {
                names.insert(word.to_lowercase());
            }
        }
    }
    names.retain(|name| !lower_words.contains(name));
    names
}

/// Whether a phrase of the document could be typed for a key: plain
/// words ("SO/FO fibers" is no answer to "s_____ f_____"), ending on a
/// noun in English ("large insoluble" before "molecules" is none either).
fn names_a_thing(words: &[String], lang: Lang) -> bool {
    let plain = words
        .iter()
        .all(|w| w.chars().all(|c| c.is_alphabetic() || c == '-'));
    plain
        && (lang != Lang::En
            || words
                .last()
                .is_some_and(|last| crate::lexicon::noun_lemma(last).is_some()))
}

/// A text's words as a hint shows them: lower case, without the
/// punctuation around them.
pub(super) fn hint_words(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether two words show the same hint: the same first letter and the
/// same number of letters in each hyphenated part, or (a short function
/// word, shown whole) the same word.
pub(super) fn same_hint(a: &str, b: &str, lang: Lang) -> bool {
    use super::initials::{part_lengths, shown_whole};
    if shown_whole(a, lang) || shown_whole(b, lang) {
        return a == b;
    }
    a.chars().next() == b.chars().next() && part_lengths(a) == part_lengths(b)
}
