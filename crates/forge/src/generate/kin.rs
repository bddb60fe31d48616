//! Wrong options of the key's kind: the document's own terms first, and
//! when it has too few, other kinds of the same thing from WordNet
//! ("insulin" and "growth hormone" beside "thyroid hormones").
//!
//! The rubric's bar for distractors is that they be of the key's kind: an
//! odd one out ("complications" among hormones) gives itself away. A
//! textbook section often names only one or two things of a kind, so
//! without a lexicon such a question either went out with odd options or
//! was not asked.

use super::concept::Concept;
use super::distractors::{self, Candidate, contains_word};
use super::realise::Context;
use super::word_forms::pluralise;
use crate::nlp::Lang;

/// Whether a chosen wrong option is one of the document's terms of the
/// key's kind.
pub(super) fn is_kin(ranked: &[(&Concept, bool)], plural: bool, lang: Lang, wrong: &str) -> bool {
    ranked
        .iter()
        .any(|(c, kin)| *kin && c.in_number(plural, lang).eq_ignore_ascii_case(wrong))
}

/// A question's wrong options and how many are of the key's kind.
pub(super) struct Options {
    pub wrong: Vec<String>,
    pub kin: usize,
}

/// The wrong options `wrong` picked from the document for `concept`, with
/// those not of its kind replaced by WordNet's other kinds of the same
/// thing when there are enough of them to make all three of its kind.
/// Only for English common nouns: WordNet's names of people and places
/// are not the ones a lesson would set beside each other.
#[allow(clippy::too_many_arguments)]
pub(super) fn with_lexicon_kin(
    context: &Context<'_>,
    concept: &Concept,
    ranked: &[(&Concept, bool)],
    key: &str,
    plural: bool,
    prompt: &str,
    stem_stems: &[String],
    own: usize,
    wrong: Vec<String>,
) -> Options {
    let lang = context.lang;
    let kin: Vec<String> = wrong
        .iter()
        .filter(|w| is_kin(ranked, plural, lang, w))
        .cloned()
        .collect();
    let common_noun =
        !concept.term.chars().any(char::is_uppercase) && concept.class.as_deref() != Some("person");
    // WordNet's commonest sense must be the lesson's: another of the
    // document's terms is a close kind of the key by WordNet too ("control
    // center" in a physiology lesson is no facility like "student center").
    let sense_confirmed = || {
        ranked
            .iter()
            .any(|(c, _)| crate::lexicon::close_kinds(&c.term, &concept.term))
    };
    if kin.len() >= 3 || lang != Lang::En || !common_noun || !sense_confirmed() {
        let kin = kin.len();
        return Options { wrong, kin };
    }
    let key_lower = key.to_lowercase();
    let pool: Vec<Candidate> = crate::lexicon::kinds_beside(&concept.term)
        .into_iter()
        .filter_map(|lemma| {
            if !plural {
                return Some(lemma.to_string());
            }
            // Only a plural the word list knows: "bacterias" and
            // "businessmans" are no words.
            let form = pluralise(lemma);
            let last = form.rsplit(' ').next().unwrap_or_default();
            crate::lexicon::is_listed_word(last).then_some(form)
        })
        .filter(|text| {
            let lower = text.to_lowercase();
            !contains_word(&key_lower, &lower)
                && !contains_word(&lower, &key_lower)
                && !kin.iter().any(|k| {
                    let k = k.to_lowercase();
                    contains_word(&k, &lower) || contains_word(&lower, &k)
                })
        })
        .enumerate()
        .map(|(order, text)| Candidate {
            text,
            same_section: true,
            order,
        })
        .collect();
    let extra = distractors::pick_terms(
        key,
        prompt,
        &pool,
        context.stems,
        lang,
        context.evidence,
        stem_stems,
        own,
        3 - kin.len(),
    );
    if kin.len() + extra.len() < 3 {
        let kin = kin.len();
        return Options { wrong, kin };
    }
    let mut all = kin;
    all.extend(extra);
    Options { wrong: all, kin: 3 }
}
