//! Terms counted where they open a sentence, written with a capital
//! there: the tokens of `recurring.rs` see only words in lower case, yet a
//! lesson names its terms as subjects as often as anywhere.

use std::collections::BTreeMap;

use super::analysis::Sentence;
use crate::nlp::{Lang, is_stop_word};

/// Counts a term where it opens a sentence, written with a capital there
/// ("In-process planning works extremely well …"), once the document has
/// shown it a noun phrase elsewhere: the lesson names its terms as
/// subjects as often as anywhere, and a term said once in lower case and
/// once at the start of a sentence is said twice (unseen set 63, where
/// "in-process planning" was missed so). German is left out: it writes
/// every noun with a capital, and its terms are found word by word.
pub(super) fn count_sentence_openings(
    sentences: &[Sentence],
    lang: Lang,
    seen: &mut BTreeMap<String, (usize, bool, usize, usize, bool)>,
) {
    if lang == Lang::De {
        return;
    }
    // Openings the document never shows as a noun phrase elsewhere:
    // phrase → (sentences it opens, first sentence, section).
    let mut openings: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    for sentence in sentences {
        let text = &sentence.text;
        // Its first words only: three words of a term seldom run past
        // eighty bytes, and a token cut there is not taken.
        let mut reach = text.len().min(80);
        while !text.is_char_boundary(reach) {
            reach -= 1;
        }
        let mut tokens = crate::nlp::tokens(text, 0, reach);
        if reach < text.len() {
            tokens.pop();
        }
        let Some(first) = tokens.first() else {
            continue;
        };
        let opening = first.text(text);
        // A name or an acronym keeps its capital anywhere ("NAFTA",
        // "Boeing"): only a word written in lower case after its capital.
        let capitalised = first.kind == crate::nlp::TokenKind::Word
            && opening.starts_with(|c: char| c.is_uppercase())
            && opening.chars().skip(1).all(|c| !c.is_uppercase());
        if !capitalised || is_stop_word(opening, lang) {
            continue;
        }
        let words: Vec<String> = tokens
            .iter()
            .take(3)
            .take_while(|t| t.kind == crate::nlp::TokenKind::Word)
            .enumerate()
            .take_while(|(at, t)| *at == 0 || t.text(text).starts_with(char::is_lowercase))
            .map(|(_, t)| t.text(text).to_lowercase())
            .collect();
        // The longest phrase the document already uses as a noun phrase.
        for length in (1..=words.len()).rev() {
            let phrase = words[..length].join(" ");
            if let Some(entry) = seen.get_mut(&phrase)
                && entry.1
            {
                entry.0 += 1;
                break;
            }
        }
        // Counted above as a word it begins with ("descriptive", said
        // after "from" in "from descriptive studies"), the two words may
        // still be a term of their own.
        if lang == Lang::En
            && let Some(phrase) = opening_subject(&words, tokens.get(2).map(|t| t.text(text)))
            && seen.get(&phrase).is_none_or(|entry| !entry.1)
        {
            let entry = openings
                .entry(phrase)
                .or_insert((0, sentence.start, sentence.section));
            entry.0 += 1;
        }
    }
    // "Descriptive epidemiology considers …", "Descriptive epidemiology
    // depicts …", "Descriptive epidemiology evaluates …": a lesson that
    // opens three sentences with one rare noun phrase teaches it, though
    // it never writes it after an article (unseen set 73).
    for (phrase, (count, order, section)) in openings {
        let rare = phrase
            .split_whitespace()
            .all(|w| crate::lexicon::zipf(w, lang).is_some_and(|z| z < 5.0))
            && phrase
                .split_whitespace()
                .any(|w| crate::lexicon::zipf(w, lang).is_none_or(|z| z < 4.0));
        if count >= OPENINGS_OF_A_SUBJECT && rare {
            let entry = seen
                .entry(phrase)
                .or_insert((0, true, order, section, true));
            entry.0 = entry.0.max(count);
            entry.1 = true;
            entry.4 = true;
        }
    }
}

/// How many sentences a noun phrase must open to be a term the lesson
/// teaches when it is never written after an article.
const OPENINGS_OF_A_SUBJECT: usize = 3;

/// The two words that open a sentence as its subject, lower-cased: an
/// adjective or noun and a noun ("descriptive epidemiology"), followed by
/// a verb or a function word, not by more of a noun phrase.
fn opening_subject(words: &[String], next: Option<&str>) -> Option<String> {
    let [first, second, ..] = words else {
        return None;
    };
    let next = next?;
    let ends_phrase = is_stop_word(&next.to_lowercase(), Lang::En)
        || crate::lexicon::verb_in_s(next)
        || next.ends_with("ed");
    let plain = |w: &str| !is_stop_word(w, Lang::En) && !w.ends_with("ly") && w.len() >= 3;
    (plain(first)
        && plain(second)
        && ends_phrase
        && !crate::lexicon::noun_classes(second).is_empty()
        && !crate::lexicon::may_be_verb_in_s(second))
    .then(|| format!("{first} {second}"))
}
