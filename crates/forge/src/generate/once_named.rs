//! A blank on the rarest noun phrase of a sentence that names no term of
//! the document: "Blood moves c_____ d_____ to the lungs for exhalation";
//! never one example among others ("medications such as acyclovir").
//!
//! Most sentences of a textbook section teach without naming anything
//! twice, and the forge, asking only about the terms a document comes back
//! to, wrote a median of three to five questions a section when ten were
//! asked for (unseen sets 26 to 36). A phrase of words rare in general use
//! ("carbon dioxide", "accounts receivable", "acyclovir") is what such a
//! sentence teaches more often than not. These blanks only fill the room
//! the document's terms leave (`Candidate::filler`), ranked below every
//! other question, typed with the phrase's initials like any blank on a
//! term (`short::term_answer`).

use std::collections::BTreeSet;

use super::analysis::Sentence;
use super::concept::bare;
use super::phrasing::{inside_phrase, points_back};
use super::realise::{Context, Key};
use super::recurring::{
    ADJECTIVE_ENDINGS, CHUNK_BREAKERS, NOUN_CUES, TIME_WORDS, about_the_text, not_a_noun_phrase,
    ordinal,
};
use super::select::Candidate;
use super::short;
use crate::nlp::{Lang, TokenKind, is_stop_word};

/// How such a blank ranks: below every question on a term of the document
/// (`short::SHORT_ANSWER_SCORE` is 0.45), so it is asked only where
/// nothing else is.
const ONCE_NAMED_SCORE: f64 = 0.40;
/// The rarest word of a phrase of several words must be at most this
/// common (below Zipf 3.9: "dioxide" is 3.8, "exhalation" rarer), and
/// none of its words commoner than `COMMONEST_WORD` ("carbon" is 4.5).
const RAREST_WORD: f32 = 3.9;
const COMMONEST_WORD: f32 = 5.0;
/// A phrase of one word must be rarer still ("acyclovir", "epididymis";
/// not "oxygen" or "friction", which other words could replace).
const ONE_WORD: f32 = 3.0;

/// A noun phrase of a sentence, with its byte span there and the Zipf
/// frequency of its rarest word.
#[derive(Debug, Clone, PartialEq)]
struct Phrase {
    start: usize,
    end: usize,
    rarity: f32,
}

impl Context<'_> {
    /// A typed blank on the rarest noun phrase of each clean English
    /// sentence no other question asks about (`asked`).
    pub(super) fn once_named_questions(&self, asked: &BTreeSet<usize>, out: &mut Vec<Candidate>) {
        if self.lang != Lang::En {
            return;
        }
        for sentence in self
            .sentences
            .iter()
            .filter(|s| s.clean && !s.bullet && !self.aside(s.section) && !asked.contains(&s.index))
        {
            let mut phrases = rare_noun_phrases(&sentence.text, self.lang);
            // The rarest first; a phrase of several words before one word
            // as rare; then the first in the sentence.
            phrases.sort_by(|a, b| {
                a.rarity
                    .total_cmp(&b.rarity)
                    .then_with(|| several(b, sentence).cmp(&several(a, sentence)))
                    .then_with(|| a.start.cmp(&b.start))
            });
            if let Some(candidate) = phrases
                .iter()
                .find_map(|phrase| self.once_named(sentence, phrase))
            {
                out.push(candidate);
            }
        }
    }

    /// The blank on `phrase`, if it makes a fair question.
    fn once_named(&self, sentence: &Sentence, phrase: &Phrase) -> Option<Candidate> {
        let text = &sentence.text;
        let key = Key {
            start: phrase.start,
            end: phrase.end,
            text: text[phrase.start..phrase.end].to_string(),
        };
        let inside_brackets =
            text[..key.start].matches('(').count() > text[..key.start].matches(')').count();
        if inside_brackets
            || inside_phrase(text, key.start, key.end, self.lang)
            || points_back(&text[..key.start])
            || short::one_example_among_others(text, key.start)
            || super::phrasing::qualifies_next(text, key.end, self.lang)
            || super::phrasing::labels_a_name(text, key.start, key.end)
            // Said again elsewhere, it is a term of the document, asked
            // (or refused) as one.
            || self.evidence.count(&key.text.to_lowercase()) > 1
        {
            return None;
        }
        // A phrase the lesson comes back to in other sentences, by its
        // noun or a word of the field ("oceanic basalt" where "basalt" and
        // "oceanic" recur, "active rifts" in a section on rifts), is on its
        // topic. Said once with every word once, it is a detail of the
        // story told: of 14 such blanks on unseen set 37 raters accepted
        // 2, both on words the section used again; 11 of the 12 rejected
        // had no such word ("toasters", "rancor", "cemeteries",
        // "multiple permutations").
        if !self.on_topic(&key.text) {
            return None;
        }
        let prompt = self.cloze(sentence, &key);
        if self.leaks(&prompt, &key.text) {
            return None;
        }
        let concept = bare(&key.text, sentence.section, sentence.start, None);
        let plural = concept.plural;
        let mut candidate = short::term_answer(self, sentence, prompt, &key.text, &concept, plural);
        candidate.score = ONCE_NAMED_SCORE - f64::from(phrase.rarity.max(0.0)) / 1000.0;
        candidate.filler = true;
        Some(candidate)
    }

    /// Whether other sentences use the phrase's noun in either number,
    /// or another of its words rarer than everyday description
    /// (`ON_TOPIC_WORD`).
    fn on_topic(&self, phrase: &str) -> bool {
        let concept = bare(phrase, 0, 0, None);
        let words: Vec<&str> = phrase.split_whitespace().collect();
        let Some((noun, modifiers)) = words.split_last() else {
            return false;
        };
        let other_form = concept.in_number(!concept.plural, self.lang).to_lowercase();
        let noun_forms = [
            noun.to_lowercase(),
            other_form
                .rsplit(' ')
                .next()
                .unwrap_or_default()
                .to_string(),
        ];
        let again = |w: &str| w.chars().count() > 3 && self.evidence.count(w) > 1;
        noun_forms.iter().any(|w| again(w))
            || (!other_form.eq_ignore_ascii_case(phrase) && self.evidence.count(&other_form) > 0)
            || modifiers.iter().any(|w| {
                let w = w.to_lowercase();
                again(&w) && crate::lexicon::zipf(&w, self.lang).is_none_or(|z| z < ON_TOPIC_WORD)
            })
    }
}

/// Zipf frequency below which a word before the noun ties a phrase to its
/// topic when the lesson uses it again ("oceanic"; not "active" or
/// "multiple", which describe anything).
const ON_TOPIC_WORD: f32 = 4.5;

/// Whether a phrase is of several words.
fn several(phrase: &Phrase, sentence: &Sentence) -> bool {
    sentence.text[phrase.start..phrase.end].contains(' ')
}

/// The noun phrases of `text` made of words rare in general use: a run of
/// lower-case content words after an article or a preposition (so a noun
/// phrase, not a verb's), one to three words, ending in a noun.
fn rare_noun_phrases(text: &str, lang: Lang) -> Vec<Phrase> {
    let tokens = crate::nlp::tokens(text, 0, text.len());
    let mut out = Vec::new();
    let mut chunk: Vec<(usize, usize)> = Vec::new();
    let mut cued = false;
    let mut previous = String::new();
    let mut flush = |chunk: &mut Vec<(usize, usize)>, cued: bool, next: &str| {
        // A possessive or a hyphen after it makes the run part of a
        // longer name. "a high-conflict and volatile relationship": a word the lists do
        // not hold, joined to the next by "and", describes.
        let describes = matches!(next, "and" | "or")
            && chunk.last().is_some_and(|&(start, end)| {
                text[start..end].contains('-')
                    && !crate::lexicon::is_english_word(&text[start..end])
            });
        let whole = !next.starts_with(['’', '\'', '-']) && !describes;
        if cued
            && whole
            && (1..=3).contains(&chunk.len())
            && let (Some(&(start, _)), Some(&(_, end))) = (chunk.first(), chunk.last())
            && let Some(rarity) = rare_noun_phrase(&text[start..end], lang)
        {
            out.push(Phrase { start, end, rarity });
        }
        chunk.clear();
    };
    for (index, token) in tokens.iter().enumerate() {
        let word = token.text(text);
        let lower = word.to_lowercase();
        // A verb in "-s" or "-ed" ends a run and cues the next: after a
        // capitalised subject ("Blood moves carbon dioxide"), or inside a
        // run when a determiner or a preposition follows ("the lymph
        // travels through"). Ending a run ("the far-flung fronts,") it
        // is a plural noun.
        let next_is_cue = tokens
            .get(index + 1)
            .is_some_and(|next| NOUN_CUES.contains(&next.text(text).to_lowercase().as_str()));
        let verb = !NOUN_CUES.contains(&previous.as_str())
            && (chunk.is_empty() || next_is_cue)
            && verb_before(&lower);
        let wordlike = !verb
            && token.kind == TokenKind::Word
            && word.starts_with(|c: char| c.is_lowercase())
            && word.chars().count() >= 3
            && !word.ends_with("’s")
            && !word.ends_with("'s")
            // "barber isn’t": a contracted verb is no part of a noun.
            && !word.contains(['’', '\''])
            && !is_stop_word(word, lang)
            && !CHUNK_BREAKERS.contains(&lower.as_str())
            && !lower.ends_with("ly")
            && !lower.ends_with("ed")
            && !(lower.ends_with("ing")
                && tokens.get(index + 1).is_some_and(|next| {
                    matches!(
                        next.text(text).to_lowercase().as_str(),
                        "the" | "a" | "an" | "its" | "their" | "this" | "these"
                    )
                }));
        // Only words that touch: "carbon dioxide", not "carbon, dioxide".
        let touches = chunk
            .last()
            .is_none_or(|&(_, end)| text[end..token.start].chars().all(|c| c == ' '));
        if wordlike && touches {
            if chunk.is_empty() {
                // After a verb ("moves carbon dioxide"), a word that may
                // be a verb itself is more likely its own verb's start
                // ("Doctors treat herpes").
                cued = NOUN_CUES.contains(&previous.as_str())
                    || (verb_before(&previous) && !crate::lexicon::noun_or_verb(&lower));
            }
            chunk.push((token.start, token.end));
        } else {
            flush(&mut chunk, cued, word);
            if wordlike {
                cued = false;
                chunk.push((token.start, token.end));
            }
        }
        previous = lower;
    }
    flush(&mut chunk, cued, "");
    out
}

/// Whether a word is a verb in the present ("moves", "produces") or the
/// past ("released"): the run after it is its object, a noun phrase.
fn verb_before(word: &str) -> bool {
    word.len() > 3
        && (crate::lexicon::may_be_verb_in_s(word)
            || (word.ends_with("ed") && crate::lexicon::is_english_word(word)))
}

/// The Zipf frequency of the rarest word of `phrase`, if it is a noun
/// phrase rare enough to be what its sentence teaches.
fn rare_noun_phrase(phrase: &str, lang: Lang) -> Option<f32> {
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let last = *words.last()?;
    let zipf = |w: &str| crate::lexicon::zipf(w, lang).unwrap_or(2.0);
    let rarity = words.iter().map(|w| zipf(w)).fold(f32::MAX, f32::min);
    let bound = if words.len() > 1 {
        RAREST_WORD
    } else {
        ONE_WORD
    };
    // A word no list holds is a name of the field ("acyclovir"): the
    // sentence it stands in passed the check for damaged words.
    let noun = !crate::lexicon::noun_classes(last).is_empty()
        || !crate::lexicon::noun_classes(phrase).is_empty()
        || !crate::lexicon::is_english_word(last);
    let fit = noun
        && rarity < bound
        && words.iter().all(|w| zipf(w) < COMMONEST_WORD)
        && !crate::lexicon::may_be_verb_in_s(last)
        && !ADJECTIVE_ENDINGS.iter().any(|e| last.ends_with(e))
        && !last.ends_with("ing")
        && !words.iter().any(|w| TIME_WORDS.contains(w) || ordinal(w))
        && !not_a_noun_phrase(phrase)
        && !about_the_text(phrase)
        && words.iter().all(|w| {
            w.split('-').all(|part| part.chars().count() > 1) && !w.chars().any(char::is_uppercase)
        })
        && !words[0].ends_with("ing")
        && !words
            .iter()
            .any(|w| w.split('-').any(|part| NUMBER_WORDS.contains(&part)))
        && modifiers_fit(&words, lang)
        && !apposition(&words);
    fit.then_some(rarity)
}

/// Words of number: "two-thirds" of a vote is a figure, asked as one
/// (`ask_numbers.rs`) or not at all.
const NUMBER_WORDS: &[&str] = &[
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "half",
    "halves", "third", "thirds", "fourth", "fourths", "quarter", "quarters", "fifth", "fifths",
];

/// Zipf frequency below which an adjective before a noun is a word of the
/// field ("mucous membrane", "quaternary structure"), not a word of
/// description ("softer connective tissue", "distinct rash", "proactive
/// approach") that makes the blank a matter of wording.
const RARE_MODIFIER: f32 = 3.3;

/// Whether the words before a phrase's noun are part of its name: nouns
/// ("muscle contraction", "shareholder wealth"), rare adjectives, or a
/// compound WordNet lists whole ("comparative advantage", "dynamic
/// equilibrium").
fn modifiers_fit(words: &[&str], lang: Lang) -> bool {
    let Some((_, modifiers)) = words.split_last() else {
        return false;
    };
    crate::lexicon::is_compound_noun(&words.join(" "))
        || modifiers.iter().all(|w| {
            let rare =
                |part: &str| crate::lexicon::zipf(part, lang).is_none_or(|z| z < RARE_MODIFIER);
            if w.contains('-') {
                // "ever-increasing", "modern-day": common words joined
                // describe; "n-docosanol" was refused above.
                w.split('-').any(rare)
            } else {
                !crate::lexicon::noun_classes(w).is_empty() || rare(w)
            }
        })
}

/// Whether a phrase ends in a name set beside its kind ("the stress
/// hormone cortisol", "the antiviral medication ganciclovir", "the drug
/// benzphetamine"): the blank would hold a kind and its example at once.
fn apposition(words: &[&str]) -> bool {
    match words {
        [kind, last] => {
            !crate::lexicon::is_english_word(last)
                && crate::lexicon::zipf(kind, Lang::En).is_some_and(|z| z >= 4.0)
        }
        [_, .., kind, last] => {
            !crate::lexicon::is_english_word(last)
                || crate::lexicon::kind_of_the_other(last, kind)
                || (words.len() == 3
                    && crate::lexicon::is_compound_noun(&format!("{} {kind}", words[0])))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phrases(text: &str) -> Vec<String> {
        rare_noun_phrases(text, Lang::En)
            .iter()
            .map(|p| text[p.start..p.end].to_string())
            .collect()
    }

    #[test]
    fn a_contracted_verb_ends_a_noun_phrase() {
        // Unseen set 119 blanked "A b_____ i_____ (6, 4 letters) really
        // paid for a haircut": "isn’t" had joined "barber".
        assert!(
            phrases("A barber isn’t really paid for a haircut but for time.")
                .iter()
                .all(|p| !p.contains('’')),
            "{:?}",
            phrases("A barber isn’t really paid for a haircut but for time.")
        );
    }

    #[test]
    fn a_rare_noun_phrase_after_an_article_or_preposition_is_found() {
        assert_eq!(
            phrases("Blood moves carbon dioxide to the lungs for exhalation from the body."),
            vec!["carbon dioxide", "exhalation"]
        );
        assert_eq!(
            phrases("A firm sells its accounts receivable outright to a factor."),
            Vec::<String>::new(),
            "\"receivable\" ends in an adjective's ending, \"factor\" is common"
        );
    }

    #[test]
    fn common_words_verbs_and_adjectives_are_no_phrase() {
        // "the lungs" and "the body" are everyday words.
        assert!(phrases("The heart sends blood to the lungs and the body.").is_empty());
        // Not cued by an article or a preposition: a verb's subject.
        assert!(phrases("Antibodies neutralize toxins.").is_empty());
        // An adjective alone is half a name.
        assert!(phrases("The cells are found in the subcutaneous.").is_empty());
    }

    #[test]
    fn a_possessive_or_hyphen_after_the_run_makes_it_half_a_name() {
        assert!(phrases("It was named after the epididymis’ shape.").is_empty());
    }

    #[test]
    fn words_of_description_before_the_noun_make_no_phrase() {
        assert!(phrases("It forms through a proactive approach to planning.").is_empty());
        assert!(phrases("It causes a distinct rash on the face.").is_empty());
        assert!(phrases("Bouts come back after recurring bouts of fever.").is_empty());
        assert!(phrases("It reflects the ever-increasing dependence on computers.").is_empty());
        // Nouns, rare adjectives and compounds WordNet lists are names.
        assert_eq!(
            phrases("Receptors lie in a mucous membrane at the top of the nose."),
            vec!["mucous membrane"]
        );
        assert_eq!(
            phrases("Calcium is essential for muscle contraction in the body."),
            vec!["muscle contraction"]
        );
    }

    #[test]
    fn a_kind_with_its_example_is_no_phrase() {
        assert!(phrases("It raises the level of the stress hormone cortisol.").is_empty());
        assert!(phrases("Doctors may use the antiviral medication ganciclovir.").is_empty());
        assert!(phrases("The drug benzphetamine is a stimulant.").is_empty());
        assert!(phrases("Creams hold n-docosanol and more.").is_empty());
        assert!(phrases("It needs approval by two-thirds of both houses.").is_empty());
        assert!(phrases("Men were sent to the far-flung fronts, far away.").is_empty());
        assert!(phrases("Farmers of the sub-Saharan lands grew rich.").is_empty());
        assert!(phrases("Counseling couples in a high-conflict and volatile union.").is_empty());
    }

    /// The questions the forge writes on `text`, with their answers.
    fn asked(text: &str) -> Vec<(String, String)> {
        crate::generate::generate(text, "en", "Earth", &[], 10)
            .questions
            .into_iter()
            .filter_map(|q| match q.body {
                quizforge_core::Body::ShortAnswer { accepted, .. } => {
                    Some((q.prompt, accepted[0].text.clone()))
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_phrase_said_once_is_asked_when_the_lesson_uses_its_noun_again() {
        let text = "Earth\n\nThe crust of the planet is largely made up of oceanic basalt and continental granite. \
            Basalt forms when lava cools quickly at the surface of the ocean floor.\n";
        let questions = asked(text);
        assert!(
            questions.iter().any(|(prompt, key)| key == "oceanic basalt"
                && prompt.contains("o_____ b_____ (7, 6 letters) and continental granite")),
            "{questions:?}"
        );
    }

    #[test]
    fn a_phrase_of_words_said_once_is_a_detail_and_not_asked() {
        // Unseen set 37: "the peacetime production of t_____ and cars".
        let text = "Earth\n\nAfter the war, factories turned from the production of guns and ships to the production of toasters and cars. \
            Many workers lost their jobs when the factories closed.\n";
        let questions = asked(text);
        assert!(
            !questions.iter().any(|(_, key)| key == "toasters"),
            "{questions:?}"
        );
    }

    #[test]
    fn a_single_rare_noun_is_found() {
        assert_eq!(
            phrases("Doctors treat herpes with acyclovir in most cases."),
            vec!["acyclovir"]
        );
    }
}
