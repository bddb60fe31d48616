//! Names a lesson teaches by their kind word: "the Embargo Act of 1807
//! closed American ports", "the Haitian Revolution", "the Constitutional
//! Union Party", "the Treaty of Paris", "the Stefan-Boltzmann Law". A
//! history or science section names its laws, wars, treaties, parties and
//! eponymous laws once each, in a sentence that says what they did; the
//! forge asked them only where a sentence said what they were
//! (`named_things.rs`) or where the lesson repeated them (`names.rs`), and
//! unseen set 97's sections went with two or three questions while naming
//! "the Embargo Act", "the Haitian Revolution" and "the Constitutional
//! Union Party" unasked.
//!
//! Each is asked as a typed blank in its own sentence, with its initials,
//! ranked below every other typed question so that it fills a quiz only
//! where nothing better is found.

use std::sync::LazyLock;

use regex::Regex;

use super::analysis::Sentence;
use super::realise::{Context, Key};
use super::select::Candidate;
use crate::nlp::{Lang, is_stop_word};

/// How such a question ranks: below a term asked by its definition and
/// typed (`typed_term_for`, 0.44) and a blank on a phrase the lesson uses
/// (0.45 and up).
const NAMED_EVENT_SCORE: f64 = 0.42;

/// Capitalised words closed by a kind word: "Embargo Act", "Haitian
/// Revolution".
static KIND_LAST: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:\p{Lu}[\p{L}’'-]+\s){1,3}(?:Act|Acts|Revolution|Purchase|Treaty|Compromise|Confederacy|Doctrine|Proclamation|War|Trail|Party|Movement|Codes|Amendment|Rebellion|Crisis|Plan|Deal|Accord|Convention|Reformation|Depression|Awakening|Expedition|Massacre|Uprising|Revolt|Ordinance|Alliance|League|Dynasty|Renaissance|Conference|Pact|Law|Effect|Principle|Cycle|Theorem|Equation|Scale)\b",
    )
    .expect("named event pattern")
});

/// A kind word, "of" and a capitalised place or name: "Treaty of Paris",
/// "Battle of New Orleans".
static KIND_OF: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\b(?:Treaty|Battle|Siege|Council|Congress|Edict|Peace|Trail|Sack|Fall)\sof\s\p{Lu}[\p{L}’'-]+(?:\s\p{Lu}[\p{L}’'-]+){0,2}\b",
    )
    .expect("named event of pattern")
});

/// Kinds of name that also date things: "after the Civil War".
const TIMELIKE_KINDS: &[&str] = &[
    "War",
    "Revolution",
    "Depression",
    "Renaissance",
    "Reformation",
];

/// Words of time before "the" and a war or an era.
const TIME_WORDS: &[&str] = &[
    "after",
    "before",
    "during",
    "since",
    "until",
    "to",
    "following",
    "throughout",
];

/// How common (Zipf) every word before the kind word must be for a name to
/// be one everyone knows ("Civil", "World").
const EVERYDAY_ZIPF: f32 = 4.5;

/// Compiles the pattern now (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&KIND_LAST);
    LazyLock::force(&KIND_OF);
}

/// The byte spans of the names of laws, wars, treaties and their kin
/// that `text` writes, without a capitalised word that opens the sentence
/// or a phrase ("In", "The", "After").
pub(super) fn named_events(text: &str) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    // "The Treaty of Paris": the name with its "of" first, so that "The
    // Treaty" is not taken for one.
    let kind_of: Vec<(usize, usize)> = KIND_OF
        .find_iter(text)
        .map(|m| (m.start(), m.end()))
        .collect();
    let found = kind_of.iter().copied().chain(
        KIND_LAST
            .find_iter(text)
            .map(|m| (m.start(), m.end()))
            .filter(|&(start, end)| !kind_of.iter().any(|&(s, e)| s < end && start < e)),
    );
    for found in found {
        let (mut start, end) = found;
        // "The Haitian Revolution": a capitalised small word opening the
        // match is no part of the name.
        while let Some((first, rest)) = text[start..end].split_once(' ') {
            if !is_stop_word(&first.to_lowercase(), Lang::En) {
                break;
            }
            start = end - rest.len();
        }
        let name = &text[start..end];
        let words: Vec<&str> = name.split_whitespace().collect();
        // A possessive is someone's plan, not the plan's name ("Lincoln's
        // Plan"); "World War II" and "the Seven Years' War" go on or break
        // off where the pattern cannot follow.
        let possessive = ["’s", "'s", "s’", "s'"]
            .iter()
            .any(|mark| name.contains(mark));
        let goes_on = text[end..]
            .strip_prefix(' ')
            .is_some_and(|rest| rest.starts_with(char::is_uppercase));
        let breaks_in = text[..start].ends_with(['’', '\'', '-']);
        // "The Joint Comprehensive Plan of Action": cut before its "of".
        let cut_off = text[end..]
            .strip_prefix(" of ")
            .is_some_and(|rest| rest.starts_with(char::is_uppercase));
        if words.len() < 2 || possessive || goes_on || breaks_in || cut_off {
            continue;
        }
        // "Prior to the Second World War, about half of all Canadians
        // lived in rural areas": a war or an era after a word of time
        // dates what the sentence teaches; it is not what it teaches.
        let kind = words.last().copied().unwrap_or_default();
        let before: Vec<String> = text[..start]
            .split_whitespace()
            .rev()
            .take(2)
            .map(str::to_lowercase)
            .collect();
        let dates_it = TIMELIKE_KINDS.contains(&kind)
            && before.first().is_some_and(|w| w == "the")
            && before
                .get(1)
                .is_some_and(|w| TIME_WORDS.contains(&w.as_str()));
        // "the Civil War", "the Second World War": words of everyday
        // English alone name what every student has heard of; a blank on
        // them tests nothing the lesson teaches.
        let everyday = words[..words.len() - 1].iter().all(|w| {
            crate::lexicon::zipf(&w.to_lowercase(), Lang::En).is_some_and(|z| z >= EVERYDAY_ZIPF)
        }) && !name.contains(" of ");
        if dates_it || everyday {
            continue;
        }
        out.push((start, end));
    }
    out.sort_unstable();
    out
}

impl Context<'_> {
    /// A typed blank on each named law, war, treaty and their kin in a
    /// sentence fit to ask about (English only).
    pub(super) fn named_event_questions(&self, out: &mut Vec<Candidate>) {
        if self.lang != Lang::En {
            return;
        }
        for sentence in self
            .sentences
            .iter()
            .filter(|s| s.clean && !s.fragment() && !self.aside(s.section))
        {
            for (start, end) in named_events(&sentence.text) {
                if let Some(candidate) = self.named_event(sentence, start, end) {
                    out.push(candidate);
                }
            }
        }
    }

    fn named_event(&self, sentence: &Sentence, start: usize, end: usize) -> Option<Candidate> {
        let name = &sentence.text[start..end];
        let key = Key {
            start,
            end,
            text: name.to_string(),
        };
        let prompt = self.cloze(sentence, &key);
        self.typed_name(sentence, name, prompt, NAMED_EVENT_SCORE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<&str> {
        named_events(text)
            .into_iter()
            .map(|(start, end)| &text[start..end])
            .collect()
    }

    #[test]
    fn laws_wars_treaties_and_parties_are_named_by_their_kind_word() {
        assert_eq!(
            names(
                "Rather than go to war, Jefferson tried the Embargo Act of 1807, which closed American ports."
            ),
            ["Embargo Act"]
        );
        assert_eq!(
            names("The Haitian Revolution ended French plans for an empire."),
            ["Haitian Revolution"]
        );
        assert_eq!(
            names("John Bell ran on the Constitutional Union Party ticket in 1860."),
            ["Constitutional Union Party"]
        );
        assert_eq!(
            names("The Treaty of Paris transformed the map of North America."),
            ["Treaty of Paris"]
        );
        assert_eq!(
            names(
                "The Stefan-Boltzmann Law relates the energy a body radiates to its temperature."
            ),
            ["Stefan-Boltzmann Law"]
        );
    }

    #[test]
    fn a_possessive_a_name_that_goes_on_or_a_bare_kind_is_no_named_event() {
        for text in [
            "Under Lincoln's Plan, a state could form a new government.",
            "Millions of soldiers died in World War II in Europe and Asia.",
            "The War ended in 1865 with the surrender of the South.",
            "France fought Britain in the Seven Years' War for North America.",
            "The Joint Comprehensive Plan of Action was signed in 2015.",
            "Prior to the Second World War, about half of all Canadians lived in rural areas.",
            "The alliance would fracture badly after the Haitian Revolution ended.",
            "The nation was torn apart by the Civil War in the 1860s.",
        ] {
            assert_eq!(names(text), Vec::<&str>::new(), "{text}");
        }
    }
}
