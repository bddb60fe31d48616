//! Terms a document introduces by what they do rather than what they are:
//! "Macroeconomics looks at the economy as a whole", "Microeconomics
//! focuses on the actions of individual agents", "a nation's central bank
//! conducts monetary policy, which involves policies that affect bank
//! lending". Textbooks name a field, a policy or a method this way as often
//! as with "is a"; the sentence itself is the question ("_____ looks at the
//! economy as a whole"), so no gloss is kept.

use std::sync::LazyLock;

use regex::Regex;

use super::analysis::Sentence;
use super::concept::{Concept, bare};
use crate::nlp::{Lang, is_stop_word};

/// A subject followed by a verb that says what it is about: "Ecology
/// studies …", "The ego deals with …".
static SUBJECT_DOES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?:(?:The|An?)\s)?(?P<term>\p{L}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2})\s(?P<verb>focus(?:es)?\son|looks?\sat|deals?\swith|(?:is|are)\s(?:primarily\s|mainly\s)?concerned\swith|stud(?:y|ies)|examines?|involves?|describes?|consists?\sof|is\sthe\sstudy\sof|refers?\sto|seeks?\sto\sexplain|explains?\show|(?:holds?|claims?|states?|maintains?|argues?|asserts?|contends?)\sthat)\s",
    )
    .expect("subject-does pattern")
});

/// A term followed by a relative clause that says what it is about:
/// "monetary policy, which involves …".
static WHICH_DOES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|\s)(?P<term>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+)?),\swhich\s(?P<verb>involves|involve|refers\sto|refer\sto|means|describes|describe|consists\sof|consist\sof|focuses\son|focus\son|deals\swith|deal\swith)\s",
    )
    .expect("which-does pattern")
});

/// Subjects that are no term: they point back, or name something too
/// general to ask for ("The study", "Research", "Each approach").
const GENERAL: &[&str] = &[
    "this",
    "these",
    "that",
    "those",
    "it",
    "they",
    "each",
    "every",
    "another",
    "such",
    "both",
    "one",
    "study",
    "research",
    "approach",
    "book",
    "chapter",
    "section",
    "text",
    "module",
    "example",
    "process",
    "work",
    "field",
    "course",
    "question",
    "problem",
    "method",
    "theory",
    "idea",
    "article",
    "report",
    "paper",
    "author",
    "writer",
    "person",
    "people",
    "system",
    "program",
    "lesson",
    "case",
    "everything",
    "something",
    "anything",
];

/// Words of `GENERAL` that point back or count: never part of a term.
const POINTERS: &[&str] = &[
    "this", "these", "that", "those", "it", "they", "each", "every", "another", "such", "both",
    "one",
];

/// Terms introduced by a verb of what they are about.
pub(super) fn described_terms(sentences: &[Sentence], lang: Lang) -> Vec<Concept> {
    if lang != Lang::En {
        return Vec::new();
    }
    let lower: Vec<String> = sentences.iter().map(|s| s.text.to_lowercase()).collect();
    let mentions = |term: &str| -> usize {
        let term = term.to_lowercase();
        lower.iter().filter(|s| s.contains(&term)).count()
    };
    let mut found = Vec::new();
    for sentence in sentences.iter().filter(|s| s.clean) {
        let text = &sentence.text;
        let subject = SUBJECT_DOES.captures(text);
        let relative = text
            .contains(", which ")
            .then(|| WHICH_DOES.captures_iter(text))
            .into_iter()
            .flatten();
        for caps in subject.into_iter().chain(relative) {
            let raw = &caps["term"];
            let opens = caps.get(0).is_some_and(|m| m.start() == 0);
            let term = if opens {
                lower_initial(raw, sentences)
            } else {
                raw.to_string()
            };
            if !term_like(&term, &caps["verb"], opens, lang) {
                continue;
            }
            // A subject is a term when the document comes back to it, or
            // when it is rare enough to be the subject's own vocabulary; a
            // relative clause explaining it marks it as one already.
            // A word no frequency list holds ("egoism") is rarer than any.
            let rare = term
                .split_whitespace()
                .map(|w| crate::lexicon::zipf(w, lang).unwrap_or(0.0))
                .fold(f32::MAX, f32::min)
                < 4.0;
            if opens && mentions(singular_stem(&term)) < 2 && !rare && !names_a_view(&term) {
                continue;
            }
            let mut concept = bare(&term, sentence.section, sentence.start, None);
            concept.bare = !concept.plural;
            concept.described = true;
            found.push(concept);
        }
    }
    found
}

/// Endings of English adjectives ("monetary", "fiscal", "cognitive").
const ADJECTIVE_ENDINGS: &[&str] = &[
    "al", "ic", "ary", "ory", "ive", "ous", "ful", "less", "ar", "ian", "ent", "ant", "able",
    "ible", "ed",
];

/// Heads of a phrase that names a view or a model ("divine command
/// theory", "social contract view", "rational choice model").
const VIEW_HEADS: &[&str] = &[
    "theory",
    "view",
    "ethics",
    "principle",
    "hypothesis",
    "model",
    "perspective",
    "doctrine",
];

/// Whether a phrase of several words names a view: "divine command
/// theory", "cultural relativism".
fn names_a_view(term: &str) -> bool {
    let words: Vec<&str> = term.split_whitespace().collect();
    words.len() >= 2
        && words
            .last()
            .is_some_and(|head| VIEW_HEADS.contains(head) || head.ends_with("ism"))
}

/// Whether a captured subject can be a term, and agrees with its verb.
fn term_like(term: &str, verb: &str, subject: bool, lang: Lang) -> bool {
    let words: Vec<&str> = term.split_whitespace().collect();
    let Some(&head) = words.last() else {
        return false;
    };
    // "This approach", "Each study": a pointer anywhere, or only general
    // nouns; "divine command theory" names one theory.
    let general = |w: &&str| GENERAL.contains(&w.to_lowercase().as_str());
    if words
        .iter()
        .any(|w| is_stop_word(w, lang) || POINTERS.contains(&w.to_lowercase().as_str()))
        || words.iter().all(general)
    {
        return false;
    }
    // "The term homeostasis describes …": the word for a word is no part
    // of the term (this had given "The t_____ h_____"); the sentence is a
    // definition, which `concept_definition.rs` reads.
    if words.len() > 1 && super::definitions::names_a_word(words[0]) {
        return false;
    }
    // An adverb or a verb form is no part of a noun phrase ("Research
    // carefully examines", "Scientists studying …").
    if words
        .iter()
        .any(|w| w.ends_with("ly") || w.ends_with("ing") && *w != head)
    {
        return false;
    }
    // One common word alone ("Government involves …") is too general to
    // ask for; a phrase or a rarer word names something.
    if words.len() == 1 && crate::lexicon::zipf(head, lang).is_some_and(|z| z >= 5.0) {
        return false;
    }
    if !subject {
        // "… models assume rationality, which means …": a verb before
        // the noun is the clause's, not the term's. The first of two words
        // must be a noun or read as an adjective.
        return match words.as_slice() {
            [first, _] => {
                let lower = first.to_lowercase();
                !crate::lexicon::is_english_word(&lower)
                    || crate::lexicon::may_be_noun(&lower)
                    || ADJECTIVE_ENDINGS.iter().any(|end| lower.ends_with(end))
            }
            _ => true,
        };
    }
    // "Reflexes involve", "Ecology involves": the verb agrees with the
    // subject, or the subject is not the whole noun phrase.
    let first = verb.split_whitespace().next().unwrap_or_default();
    let singular_verb = first == "is" || (first.ends_with('s') && first != "focus");
    singular_verb != super::word_forms::looks_plural(term)
}

/// The subject with its sentence-initial capital undone, unless the
/// document writes it capitalised inside sentences too (a name).
fn lower_initial(term: &str, sentences: &[Sentence]) -> String {
    let lowered = {
        let mut chars = term.chars();
        match chars.next() {
            Some(first) => first.to_lowercase().chain(chars).collect::<String>(),
            None => String::new(),
        }
    };
    let name_inside = sentences.iter().any(|s| {
        s.text
            .match_indices(term)
            .any(|(at, _)| at > 0 && !s.text[..at].trim_end().ends_with(['.', '!', '?', ':']))
    });
    if name_inside {
        term.to_string()
    } else {
        lowered
    }
}

/// The term without a plural "s", for counting mentions in either number.
fn singular_stem(term: &str) -> &str {
    if super::word_forms::looks_plural(term) {
        &term[..term.len() - 1]
    } else {
        term
    }
}

/// Compiles the patterns of what a term does now (`super::warm_patterns`).
pub(super) fn warm_english() {
    LazyLock::force(&SUBJECT_DOES);
    LazyLock::force(&WHICH_DOES);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sentence(index: usize, text: &str) -> Sentence {
        Sentence::for_test(index, text)
    }

    fn terms(texts: &[&str]) -> Vec<String> {
        let sentences: Vec<Sentence> = texts
            .iter()
            .enumerate()
            .map(|(i, t)| sentence(i, t))
            .collect();
        described_terms(&sentences, Lang::En)
            .into_iter()
            .map(|c| c.term)
            .collect()
    }

    #[test]
    fn a_field_or_policy_is_named_by_what_it_is_about() {
        let found = terms(&[
            "Microeconomics focuses on the actions of individual agents within the economy.",
            "Macroeconomics looks at the economy as a whole.",
            "A central bank conducts monetary policy, which involves policies that affect bank lending.",
            "Both microeconomics and macroeconomics study the same economy.",
        ]);
        assert_eq!(
            found,
            ["microeconomics", "macroeconomics", "monetary policy"],
            "{found:?}"
        );
    }

    #[test]
    fn a_word_for_a_word_is_no_part_of_a_described_term() {
        let found = terms(&[
            "The term homeostasis describes the tendency of the body to keep its internal conditions stable.",
        ]);
        assert!(found.iter().all(|t| !t.starts_with("term ")), "{found:?}");
    }

    #[test]
    fn a_view_is_named_by_what_it_holds() {
        let found = terms(&[
            "Divine command theory holds that an action is right because God commands it.",
            "Psychological egoism claims that people always act out of self-interest.",
            "The theory holds that people act for many reasons.",
            "A slippery slope argument claims that one small step will lead to disaster.",
        ]);
        assert_eq!(
            found,
            [
                "divine command theory",
                "psychological egoism",
                "slippery slope argument"
            ],
            "{found:?}"
        );
    }

    #[test]
    fn a_verb_before_the_noun_of_a_relative_clause_is_no_part_of_the_term() {
        let found = terms(&[
            "The traditional economic models assume rationality, which means that people take all available information.",
        ]);
        assert!(found.is_empty(), "{found:?}");
    }

    #[test]
    fn a_term_introduced_by_what_it_does_is_marked_so() {
        let sentences = [sentence(
            0,
            "Virtue ethics focuses on the character of the agent rather than on rules or consequences.",
        )];
        let found = described_terms(&sentences, Lang::En);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].described);
    }

    #[test]
    fn general_or_pointing_subjects_are_no_terms() {
        let found = terms(&[
            "This approach focuses on the actions of individuals.",
            "Research involves careful observation of the world.",
            "The study looks at children in schools.",
            "It deals with the economy as a whole.",
            "Scientists carefully examine the data they collect.",
        ]);
        assert!(found.is_empty(), "{found:?}");
    }

    #[test]
    fn the_subject_must_agree_with_its_verb() {
        // "groups" with "focuses" is not the subject: the real one is
        // longer ("The leaders of groups focuses" is not English either).
        let found = terms(&[
            "Reference groups focuses on the norms of others.",
            "Reference groups focus on the norms of others that people adopt.",
            "Reference groups are what the chapter is about.",
        ]);
        assert_eq!(found, ["reference groups"], "{found:?}");
    }
}
