//! A blank to fill in with the term itself, when the document offers no
//! three wrong options of its kind: a harder question, but a fair one,
//! where options of another kind would give the answer away.

use quizforge_core::{AcceptedAnswer, Body, Difficulty};

use super::analysis::Sentence;
use super::concepts::Concept;
use super::realise::Context;
use super::select::{Candidate, Family};
use crate::nlp::Lang;

/// How a short answer ranks: below every multiple choice of the same
/// sentence, so it is asked only where nothing better was found.
const SHORT_ANSWER_SCORE: f64 = 0.45;

/// Whether a concept is worth asking for by itself: defined in the
/// document, or a name it keeps using (three sentences or more) that is
/// not a word of everyday use ("organism", "property rights"; not
/// "squares" or "energy", which a student could put in many blanks).
pub(super) fn worth_asking(context: &Context<'_>, concept: &Concept) -> bool {
    if concept.gloss.is_some() {
        return true;
    }
    let term = concept.term.to_lowercase();
    let rare =
        term.contains(' ') || crate::lexicon::zipf(&term, context.lang).is_none_or(|z| z < 4.0);
    // A known English word WordNet has no noun for is an adjective or a
    // verb ("interstellar"): half of a name, not a name.
    let no_noun = context.lang == Lang::En
        && !term.contains(' ')
        && crate::lexicon::is_english_word(&term)
        && crate::lexicon::noun_classes(&term).is_empty();
    rare && !no_noun && context.evidence.count(&term) >= 3
}

/// Whether the blank stands before a noun it would qualify ("_____ years"
/// for "leap years", "_____ density"): it would ask for half a name.
pub(super) fn qualifies_next(text: &str, end: usize, lang: Lang) -> bool {
    let next = text[end..]
        .trim_start_matches([' ', '-'])
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default();
    if next.is_empty() || !next.starts_with(|c: char| c.is_lowercase()) {
        return false;
    }
    match lang {
        Lang::En => !crate::nlp::is_stop_word(next, lang) && crate::lexicon::is_noun_only(next),
        _ => false,
    }
}

/// The sentence with `blanked` (the concept as written there) left for the
/// student to fill in; the concept in either number is accepted.
pub(super) fn term_answer(
    context: &Context<'_>,
    sentence: &Sentence,
    prompt: String,
    blanked: &str,
    concept: &Concept,
    plural: bool,
) -> Candidate {
    let mut accepted = vec![AcceptedAnswer::new(blanked.to_string())];
    // The other number too, where it is a word ("reflex" for "reflexes";
    // not "stimuluses").
    let other = concept.in_number(!plural, context.lang);
    let last = other.rsplit(' ').next().unwrap_or_default();
    let real = match context.lang {
        Lang::En => crate::lexicon::is_listed_word(last),
        _ => false,
    };
    if real && !other.eq_ignore_ascii_case(blanked) {
        accepted.push(AcceptedAnswer::new(other));
    }
    let body = Body::ShortAnswer {
        accepted,
        case_sensitive: false,
    };
    let q = context.on_sentence(prompt, body, sentence, Difficulty::Hard);
    Candidate::new(
        q,
        SHORT_ANSWER_SCORE,
        blanked,
        Some(sentence.index),
        sentence.section,
        Family::ShortAnswer,
    )
}
