//! A typed answer whose letter hint fits another name of the document
//! ("The free exercise clause of the F_____ A_____ …" in a lesson on the
//! First, Fourth, Fifth and Fourteenth Amendments) cannot be typed from
//! its hint alone (`twin_hints::mark_twin_hints`). Those other names
//! are the options a teacher would give: the question is asked as a
//! choice among them. Only names: lower-case phrases of one shape are as
//! often a term and its umbrella as two terms of one kind. Unseen set 88
//! (business law) held back six such blanks in one section and asked
//! three questions of the ten wanted.

use quizforge_core::Body;

use super::distractors::{contains_word, names_one_thing};
use super::realise::{Context, choice_body};
use super::select::{Candidate, Family};
use super::word_forms::singularise;
use crate::nlp::{Lang, is_stop_word};

/// Most wrong options.
const MOST_WRONG: usize = 3;

/// Asks each English typed answer marked for a shared hint as a choice
/// among the document's names of the same shape, where it has two or more.
pub(super) fn offer(candidates: &mut [Candidate], context: &Context<'_>) {
    if context.lang != Lang::En
        || !candidates
            .iter()
            .any(|c| c.hint_shared && c.family == Family::ShortAnswer)
    {
        return;
    }
    let segments: Vec<Vec<&str>> = context
        .sentences
        .iter()
        .flat_map(|s| s.text.split(is_break))
        .map(|segment| {
            segment
                .split_whitespace()
                .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
                .filter(|w| !w.is_empty())
                .collect()
        })
        .collect();
    for candidate in candidates
        .iter_mut()
        .filter(|c| c.hint_shared && c.family == Family::ShortAnswer)
    {
        let Body::ShortAnswer { accepted, .. } = &candidate.question.body else {
            continue;
        };
        let Some(key) = accepted.first().map(|a| a.text.clone()) else {
            continue;
        };
        let prompt = candidate.question.prompt.clone();
        let wrong = same_shape_names(&key, &prompt, &segments, candidate.sentence, context);
        if wrong.len() < 2 {
            continue;
        }
        candidate.question.body = choice_body(&key, &wrong, &prompt, false);
        // No longer typed: the rules for a typed answer's blank and hint
        // (and the "typed answer" `--explain` would print) are not its.
        candidate.family = Family::Definition;
        candidate.hint_shared = false;
    }
}

/// Where a name cannot go on: punctuation between words.
fn is_break(c: char) -> bool {
    matches!(
        c,
        ',' | '.' | ';' | ':' | '(' | ')' | '"' | '“' | '”' | '—' | '–' | '?' | '!'
    )
}

/// The document's other names of `key`'s shape: as many words, each
/// capitalised where the key's is, ending on the key's last word and
/// differing before it in words that are no function words ("Fifth
/// Amendment" for "First Amendment"). Those the document says most often
/// first; none the prompt shows, none another name of one already taken,
/// none a sentence of the document says in the prompt's words (it may be
/// right too).
fn same_shape_names(
    key: &str,
    prompt: &str,
    segments: &[Vec<&str>],
    own: Option<usize>,
    context: &Context<'_>,
) -> Vec<String> {
    let key_words: Vec<&str> = key.split_whitespace().collect();
    let capital = |w: &str| w.starts_with(char::is_uppercase);
    // Only names: lower-case phrases of one shape are as often a term and
    // its umbrella or paraphrase ("program evaluation" beside "process
    // evaluation", "physical training" beside "resistance training") as
    // terms of one kind.
    if key_words.len() < 2 || !key_words.last().is_some_and(|w| capital(w)) {
        return Vec::new();
    }
    // A blank opening the prompt shows the key capitalised by place only.
    let opening = prompt.starts_with(crate::text::BLANK);
    let mut found: Vec<(String, usize, usize)> = Vec::new();
    for (order, words) in segments
        .iter()
        .flat_map(|s| s.windows(key_words.len()))
        .enumerate()
    {
        let same_place = words
            .iter()
            .zip(&key_words)
            .filter(|(w, k)| w.eq_ignore_ascii_case(k))
            .count();
        // Names of one kind share their head and differ before it ("Fifth
        // Amendment" beside "First Amendment"); the key's first word on
        // another head ("First Congress") names a thing of another kind.
        let same_head = words
            .last()
            .zip(key_words.last())
            .is_some_and(|(w, k)| w.eq_ignore_ascii_case(k));
        let shaped = same_head
            && same_place < key_words.len()
            && words.iter().zip(&key_words).enumerate().all(|(i, (w, k))| {
                let case_fits = capital(w) == capital(k) || (opening && i == 0);
                let plain = w.chars().all(|c| c.is_alphabetic() || c == '-');
                let differs = !w.eq_ignore_ascii_case(k);
                case_fits && plain && (!differs || !is_stop_word(&w.to_lowercase(), Lang::En))
            })
            && words
                .last()
                .is_some_and(|last| crate::lexicon::noun_lemma(&last.to_lowercase()).is_some());
        if !shaped {
            continue;
        }
        let phrase = words.join(" ");
        match found
            .iter_mut()
            .find(|(p, _, _)| p.eq_ignore_ascii_case(&phrase))
        {
            Some(entry) => entry.1 += 1,
            None => found.push((phrase, 1, order)),
        }
    }
    found.sort_by(|a, b| b.1.cmp(&a.1).then(a.2.cmp(&b.2)));
    let prompt_lower = prompt.to_lowercase();
    let stem_stems = context.stems.content_stems(prompt, context.lang);
    let key_singular = singularise(&key.to_lowercase());
    let mut wrong: Vec<String> = Vec::new();
    for (phrase, _, _) in found {
        let lower = phrase.to_lowercase();
        let taken = contains_word(&prompt_lower, &lower)
            || wrong.iter().any(|w| {
                singularise(&w.to_lowercase()) == singularise(&lower) || names_one_thing(w, &phrase)
            })
            || key_singular == singularise(&lower)
            || names_one_thing(key, &phrase)
            || own.is_some_and(|own| context.evidence.supports(&phrase, &stem_stems, own));
        if taken {
            continue;
        }
        let shown = if opening {
            super::tidy::capitalise(&phrase)
        } else {
            phrase
        };
        wrong.push(shown);
        if wrong.len() == MOST_WRONG {
            break;
        }
    }
    wrong
}

#[cfg(test)]
#[path = "twin_choices_tests.rs"]
mod tests;
