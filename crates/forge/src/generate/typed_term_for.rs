//! "Which term refers to an immature erythrocyte? r_____ (12 letters)":
//! a term the document defines, asked for by its definition and typed,
//! where no wrong options of its kind can be found for the multiple
//! choice (`about::term_for`). Without them the term went unasked: over
//! the English sections of unseen sets 30 to 41, 34 defined terms had no
//! question at all ("arachnoid mater", "social norm", "S corporation",
//! "reticulocyte"). The initials and the letter count leave the one
//! answer, as on every typed blank (`initials.rs`).

use super::concept::Concept;
use super::phrasing::{mentions_term, verb_before_relative};
use super::realise::Context;
use super::select::Candidate;
use super::short;
use crate::nlp::Lang;

/// How such a question ranks: just below a typed blank on the term in a
/// sentence (0.45 and up), so that it asks only for a term nothing else
/// asks for, and above a blank on a phrase said once (0.40).
const TYPED_TERM_FOR_SCORE: f64 = 0.44;

/// How a question asks for a term by its definition ("Which term refers
/// to a group that people compare themselves to?"): one wording, which
/// `typed_held_back` reads as naming its answer.
pub(super) const WHICH_TERM: &str = "Which term refers to ";

/// The same wording after what limits a definition ("In the United
/// States, which term refers to …?", `qualified.rs`).
pub(super) const WHICH_TERM_AFTER_OPENING: &str = ", which term refers to ";

/// Words that make a gloss a judgement, not a definition ("a powerful
/// tool", "an important resource", "a key factor").
pub(super) const JUDGEMENTS: &[&str] = &[
    "important",
    "key",
    "major",
    "powerful",
    "useful",
    "significant",
    "crucial",
    "central",
    "great",
    "good",
    "effective",
    "short-sighted",
    "critical",
    "vital",
    "essential",
    "common",
    "popular",
    "famous",
    "well-known",
    "so",
];

/// Words of measure: "a mere fraction of a second before the New Year"
/// says how much or when, not what a term is (unseen set 54). Not
/// "amount": "the amount of blood the heart pumps with each contraction"
/// is what stroke volume is.
const MEASURES: &[&str] = &[
    "fraction",
    "mere",
    "percentage",
    "handful",
    "bit",
    "lot",
    "tiny",
];

/// Ordinals and words of counting: "the first type", "a fourth type of
/// neuron" say where the term comes in a list, not what it is.
const ORDINALS: &[&str] = &[
    "first", "second", "third", "fourth", "fifth", "sixth", "last", "final", "next", "other",
    "another",
];

/// Words that make a term a place among others, not a thing: "An
/// optional component is an expiration time for the certificate" says
/// what the expiration time is, not what an "optional component" is
/// (unseen set 108 asked "Which term refers to an expiration time …?
/// o_____ c_____").
const PLACES_AMONG_OTHERS: &[&str] = &["optional", "additional", "extra", "further"];

/// Words a pointer needs the sentence before for.
const POINTERS: &[&str] = &[
    "this", "these", "those", "he", "she", "they", "them", "his", "her", "their",
];

impl Context<'_> {
    /// The typed question on `concept` by its definition, if its gloss
    /// says what it is.
    pub(super) fn typed_term_for(&self, concept: &Concept, out: &mut Vec<Candidate>) {
        if self.lang != Lang::En {
            return;
        }
        let Some(gloss) = &concept.gloss else {
            return;
        };
        let Some(sentence) = concept.sentence.and_then(|i| self.sentences.get(i)) else {
            return;
        };
        if !fair_definition(gloss, concept.plural)
            || !fair_term(&concept.term)
            || mentions_term(gloss, concept, self.lang)
            || !short::worth_asking(self, concept)
        {
            return;
        }
        let Some(which) = super::qualified::which_term(&self.qualifier(concept), gloss) else {
            return;
        };
        let prompt = format!("{which} {}", crate::text::BLANK);
        // "a motor or neural reaction …" is one: "reflex", not "reflexes".
        let plural = concept.plural && !(gloss.starts_with("a ") || gloss.starts_with("an "));
        let term = concept.in_number(plural, self.lang);
        if self.leaks(&prompt, &term) {
            return;
        }
        let mut candidate = short::term_answer(self, sentence, prompt, &term, concept, plural);
        candidate.score = TYPED_TERM_FOR_SCORE;
        out.push(candidate);
    }
}

/// Whether a gloss says what a term is: a noun phrase opening with an
/// article, of a few words, neither a judgement ("a key factor"), nor a
/// place in a list ("the first type"), nor leaning on another sentence.
fn fair_definition(gloss: &str, plural: bool) -> bool {
    let words = gloss_words(gloss);
    let Some(first) = words.first() else {
        return false;
    };
    // "Tariffs are taxes that governments place on imported goods": a
    // plural term's class may stand without an article.
    // "broad observations about …": modifiers may come before that noun.
    // "people born in Spain": a plural without "-s" too.
    let plural_noun = |w: &String| {
        (w.len() > 3 && w.ends_with('s') && !crate::lexicon::noun_classes(w).is_empty())
            || super::word_forms::IRREGULAR_PLURALS.contains(&w.as_str())
    };
    let bare_plural = plural
        && words.iter().take(3).any(plural_noun)
        && words
            .iter()
            .take_while(|w| !plural_noun(w))
            .all(|w| !crate::nlp::is_stop_word(w, Lang::En) && !w.ends_with("ly"))
        && !crate::nlp::is_stop_word(first, Lang::En);
    if !(matches!(first.as_str(), "a" | "an" | "the")
        || bare_plural
        || super::class_noun::ANYONE.contains(&first.as_str()))
        || !(3..=20).contains(&words.len())
        || gloss.contains(['“', '”', '"', '‘'])
        || gloss.contains(", it ")
        || gloss.contains("n’t")
        || gloss.contains("n't")
    {
        return false;
    }
    // "the reins of control are firmly held by …" is a clause: a verb
    // before any relative word. A question word opens a clause inside the
    // noun phrase: "a collection of projects, along with data about how
    // users can access the projects" (unseen set 110) is what a GitLab
    // group is.
    if verb_before_relative(
        &words,
        &[
            "that", "which", "who", "whom", "whose", "where", "what", "when", "how", "why",
            "whether",
        ],
        &["cannot"],
    ) {
        return false;
    }
    // "the word …" names a word, not a thing.
    if words
        .get(1)
        .is_some_and(|w| ["word", "term", "name", "phrase"].contains(&w.as_str()))
    {
        return false;
    }
    !judges_or_ranks(&words) && !points_to_someone(&words)
}

/// Whether a gloss's first words (`words`, lower case, the article
/// first) judge, rank or measure its noun rather than say what it is ("a
/// key concept in recommendation", "the first type", "a mere fraction").
fn judges_or_ranks(words: &[String]) -> bool {
    // The words before what the noun phrase's head is qualified by.
    let opening = &words[1.min(words.len())..words.len().min(4)];
    opening.iter().any(|w| {
        JUDGEMENTS.contains(&w.as_str())
            || ORDINALS.contains(&w.as_str())
            || MEASURES.contains(&w.as_str())
    })
}

/// Whether an English gloss only judges, ranks or measures its noun, and
/// says nothing one term alone fits: "Which term refers to a key concept
/// in recommendation?" had four right options (unseen set 111, C4).
pub(super) fn gloss_only_judges(gloss: &str) -> bool {
    judges_or_ranks(&gloss_words(gloss))
}

/// A gloss's words, lower case, without the punctuation around them.
fn gloss_words(gloss: &str) -> Vec<String> {
    gloss
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
                .to_lowercase()
        })
        .collect()
}

/// Whether a gloss leans on someone another sentence names ("his
/// mentor"); "his or her choices" is anyone's.
fn points_to_someone(words: &[String]) -> bool {
    words.iter().enumerate().any(|(i, w)| {
        // "assumptions about individuals or groups based on their
        // backgrounds": "their" is of people the gloss names before it.
        let named_before = matches!(w.as_str(), "their" | "them" | "they")
            && words[..i]
                .iter()
                .any(|before| plural_of_people_or_things(before));
        // "data about how users can access those projects" (unseen set
        // 110): a "those" or "these" of a noun the gloss named before it.
        let own_noun = matches!(w.as_str(), "those" | "these")
            && words.get(i + 1).is_some_and(|noun| {
                super::demonstratives::named_before(words[..i].iter().map(String::as_str), noun)
            });
        if named_before || own_noun {
            return false;
        }
        let anyones =
            |at: usize, pair: &[&str]| words.get(at).is_some_and(|x| pair.contains(&x.as_str()));
        // "projects that belong to that user" (unseen set 110): the
        // sentence named the user before the gloss began.
        let that_one = w == "that"
            && i > 0
            && super::demonstratives::that_points_back(
                &words[i - 1],
                words.get(i + 1),
                words[..i].iter().map(String::as_str),
            );
        that_one
            || POINTERS.contains(&w.as_str())
                && !(matches!(w.as_str(), "his" | "her" | "him" | "he" | "she")
                    && ((anyones(i + 1, &["or"])
                        && anyones(i + 2, &["her", "his", "him", "she", "he"]))
                        || (i >= 2
                            && anyones(i - 1, &["or"])
                            && anyones(i - 2, &["her", "his", "him", "she", "he"]))))
    })
}

/// Whether a word of a gloss is a plural noun a later "their" can mean
/// ("individuals", "groups", "people", "cells").
fn plural_of_people_or_things(word: &str) -> bool {
    matches!(word, "people" | "children" | "men" | "women")
        || (word.len() > 3
            && word.ends_with('s')
            && !word.ends_with("ss")
            && !crate::nlp::is_stop_word(word, Lang::En)
            && !crate::lexicon::noun_classes(&super::word_forms::singularise(word)).is_empty())
}

/// Words that open a clause.
const SUBORDINATORS: &[&str] = &[
    "although", "though", "while", "when", "because", "since", "if", "unless", "whereas",
];

/// Whether a term names a thing rather than a place in the text ("second
/// factor", "extreme example", "exceptions").
fn fair_term(term: &str) -> bool {
    let lower = term.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    // An acronym ("GAO", "COLAs") is asked by what it stands for
    // (`ask_acronyms`); its initial alone asks a student to spell it.
    let acronym = !term.contains(' ')
        && term.chars().filter(|c| c.is_uppercase()).count() >= 2
        && term.chars().next().is_some_and(char::is_uppercase);
    // "Although price": a word opening its sentence is no part of a term.
    let opener = words
        .first()
        .is_some_and(|w| crate::nlp::is_stop_word(w, Lang::En) || SUBORDINATORS.contains(w));
    !acronym
        && !opener
        && !words.iter().any(|w| {
            ORDINALS.contains(w)
                || [
                    "factor",
                    "example",
                    "examples",
                    "exception",
                    "exceptions",
                    "type",
                ]
                .contains(w)
                || JUDGEMENTS.contains(w)
                || PLACES_AMONG_OTHERS.contains(w)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_definition_says_what_a_thing_is() {
        for gloss in [
            "an immature erythrocyte",
            "a membrane of thin fibrous tissue that forms a loose sac around the CNS",
            "a group’s expectation of what is appropriate and acceptable behavior for its members",
            "the gap between what is and what is desired",
            "the evaluation of information for the use of that information",
            "someone capable of distinguishing right from wrong and willing to be held accountable for his or her choices",
            // "their" is of the people the gloss names before it.
            "the making of oversimplified assumptions about individuals or groups based on their cultural backgrounds",
            // Unseen set 110: a question word opens a clause inside it.
            "a collection of projects, along with data about how users can access the projects",
            "a collection of projects, along with data about how users can access those projects",
        ] {
            assert!(fair_definition(gloss, false), "{gloss}");
        }
        // Modifiers before a plural term's bare class.
        assert!(fair_definition(
            "broad observations about a culture’s shared characteristics or patterns",
            true
        ));
        assert!(!fair_definition(
            "largely observations about cultures",
            true
        ));
        for gloss in [
            "a powerful tool that can be used to achieve positive change",
            "an important resource of organizations",
            "a key factor",
            "the first type",
            "a fourth type of neuron",
            "a mere fraction of a second before the New Year",
            "so powerful that people often overlook obvious situational influences",
            "the therapist cannot disclose confidential communications",
            "the encoding of these images",
            "the reins of control are firmly held by the hierarchy",
            "the word “universal.”",
            "a dollar amount, it can be anything with perceived value",
            "someone who trained under his mentor",
            "a person who advises their clients",
            "a key concept in recommendation",
            // Unseen set 110: the user was named before the gloss began.
            "a logical grouping of projects that belong to that user",
            // "those projects" of projects another sentence named.
            "a record of how users can access those projects",
            "a one-time event and belonging to a political party doesn’t imply interaction with others",
            "the source of more than half of all natural antibiotics and continue to serve as an excellent reservoir for the discovery of novel antimicrobial agents",
        ] {
            assert!(!fair_definition(gloss, false), "{gloss}");
        }
    }

    #[test]
    fn a_gloss_that_only_judges_its_noun_fits_any_term() {
        assert!(gloss_only_judges("a key concept in recommendation"));
        assert!(gloss_only_judges("the first type of neuron"));
        assert!(!gloss_only_judges(
            "a recommendation method that predicts a user's interests from other users' ratings"
        ));
    }

    #[test]
    fn a_plural_term_s_class_may_stand_without_an_article() {
        let gloss = "taxes that governments place on imported goods for a variety of reasons";
        assert!(fair_definition(gloss, true));
        // A plural without "-s" (unseen set 97: "peninsulares—people
        // born in Spain").
        assert!(fair_definition("people born in Spain", true));
        // A singular term's gloss without an article is no noun phrase
        // of its class, and a plural one must open with a noun.
        assert!(!fair_definition(gloss, false));
        assert!(!fair_definition(
            "often used to protect certain industries",
            true
        ));
        assert!(!fair_definition(
            "those that governments place on goods",
            true
        ));
    }

    #[test]
    fn a_term_names_a_thing_not_a_place_in_the_text() {
        assert!(fair_term("arachnoid mater"));
        assert!(fair_term("S corporation"));
        for term in [
            "second factor",
            "extreme example",
            "exceptions",
            "equally important",
            "GAO",
            "COLAs",
            "although price",
            "optional component",
            "additional step",
        ] {
            assert!(!fair_term(term), "{term}");
        }
    }
}
