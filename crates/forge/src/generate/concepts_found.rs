//! The terms `concepts::find` gathers from a document, as it gathers them:
//! which phrases may be terms at all, how a defined form of a term replaces
//! a bare one, and the tidying once all are in (heading families, the
//! capitals of names).

use std::collections::BTreeMap;

use super::analysis::Sentence;
use super::concept::Concept;
use super::word_forms::singularise;
use crate::nlp::{Lang, is_stop_word};

/// Number words, which make a count, not a term ("two atoms").
const NUMBER_WORDS: &[&str] = &[
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "hundred",
    "thousand", "million", "billion", "deux", "trois", "quatre", "cinq",
];

/// The concepts found so far, with an index by term (lower case, singular)
/// so that adding one does not compare it with every other.
#[derive(Default)]
pub(super) struct Found {
    pub(super) list: Vec<Concept>,
    index: BTreeMap<String, usize>,
}

/// Words that judge what follows rather than name a kind of it; words of
/// an unsaid number ("various", "several") are `recurring::UNCOUNTED`.
const JUDGING: &[&str] = &[
    "different",
    "dangerous",
    "serious",
    "important",
    "significant",
    "particular",
    "many",
    "nearest",
    "other",
    "life-threatening",
];

impl Found {
    /// Adds a concept unless the same term (in either number) is known; a
    /// defined form replaces a bare one.
    pub(super) fn push(&mut self, concept: Concept) {
        let lang_words = concept.term.split_whitespace().collect::<Vec<_>>();
        if concept.term.chars().count() < 3
            || lang_words.len() > 4
            || concept.term.chars().any(|c| c.is_ascii_digit())
            || lang_words.iter().any(|w| {
                is_stop_word(w, Lang::En) && !matches!(*w, "of" | "de" | "du" | "des")
                    || NUMBER_WORDS.contains(&w.to_lowercase().as_str())
            })
            || lang_words
                .last()
                .is_some_and(|w| matches!(*w, "of" | "de" | "du" | "des"))
            // "l'eau", "d'orages": an elided article is no part of a term.
            || lang_words.first().is_some_and(|w| {
                let lower = w.to_lowercase();
                ["l'", "l’", "d'", "d’", "qu'", "qu’"].iter().any(|e| lower.starts_with(e))
            })
            // "different backgrounds", "dangerous ventricular tachycardia":
            // a word that judges or counts is no part of a name (unseen
            // set 75, C7 and C9: "blank forces the adjective 'dangerous'").
            || (lang_words.len() > 1
                && lang_words
                    .first()
                    .map(|w| w.to_lowercase())
                    .is_some_and(|w| {
                        JUDGING.contains(&w.as_str())
                            || super::recurring::UNCOUNTED.contains(&w.as_str())
                    }))
        {
            return;
        }
        let key = singularise(&concept.term.to_lowercase());
        if let Some(&at) = self.index.get(&key) {
            let known = &mut self.list[at];
            let described = known.described || concept.described;
            known.described = described;
            if known.gloss.is_none() && concept.gloss.is_some() {
                let order = known.order.min(concept.order);
                *known = Concept {
                    order,
                    described,
                    ..concept
                };
            } else if known.class.is_none() && known.gloss.is_none() {
                // "a quality called excitability" says what kind it is.
                known.class = concept.class;
            }
            return;
        }
        self.index.insert(key, self.list.len());
        self.list.push(concept);
    }
}

/// Makes the members of a heading family each other's peers, under their
/// parent, and drops the bare qualifiers their headings were ("pastoral"
/// alone is no term: "pastoral societies" is).
pub(super) fn join_family(found: &mut Vec<Concept>, family: &super::heading_kin::HeadingFamily) {
    let singulars: Vec<String> = family
        .members
        .iter()
        .map(|(m, _)| singularise(&m.to_lowercase()))
        .collect();
    for concept in found.iter_mut() {
        let key = singularise(&concept.term.to_lowercase());
        if !singulars.contains(&key) {
            continue;
        }
        for other in singulars.iter().filter(|o| **o != key) {
            if !concept.peers.contains(other) {
                concept.peers.push(other.clone());
            }
        }
        if concept.parent.is_none() {
            concept.parent.clone_from(&family.parent);
        }
    }
    found.retain(|c| c.gloss.is_some() || !family.qualifiers.contains(&c.term.to_lowercase()));
}

/// Gives back its capital to a term lower-cased because it opened its
/// sentence, when the document writes it with a capital inside sentences
/// too ("Jupiter", "Vénus"): a name, not a common noun.
pub(super) fn restore_names(found: &mut [Concept], sentences: &[Sentence]) {
    for concept in found.iter_mut() {
        let capital = super::tidy::capitalise(&concept.term);
        // Only a term that opened its defining sentence was lower-cased.
        let opened = concept
            .sentence
            .and_then(|i| sentences.get(i))
            .is_some_and(|s| s.text.contains(&capital));
        if !concept.term.starts_with(|c: char| c.is_lowercase()) || !opened {
            continue;
        }
        let inside = |text: &str, word: &str| {
            text.match_indices(word).any(|(at, _)| {
                let before = text[..at].chars().next_back();
                let after = text[at + word.len()..].chars().next();
                at > 0
                    && before.is_some_and(|c| c == ' ' || c == '(' || c == '«' || c == '“')
                    && after.is_none_or(|c| !c.is_alphanumeric())
            })
        };
        let named = sentences.iter().any(|s| inside(&s.text, &capital))
            && !sentences.iter().any(|s| inside(&s.text, &concept.term));
        if named {
            concept.term = capital;
        }
    }
}
