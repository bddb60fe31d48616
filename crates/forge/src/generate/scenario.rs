//! Sentences that go on with an example the lesson set up before them:
//! "Consider your local news station that covers a story of a local
//! bakery raising money for charity. The bakery owner or marketer has
//! most likely sent the news station a press release." The second names
//! "the bakery" of a scenario it does not tell; raters of unseen set 62
//! rejected three such questions as not self-contained (C2) and as
//! testing the wording of an example (C7).

use super::analysis::{Sentence, Unfit};
use crate::nlp::{Lang, is_stop_word};

/// Words of a sentence that sets up a scenario.
const SCENARIO_CUES: &[&str] = &[
    "for example",
    "for instance",
    "consider ",
    "suppose ",
    "imagine ",
    "example of",
    "your ",
    "a local ",
    "take the case",
];

/// Most sentences of the document that may name a thing of the example:
/// the example's own ("bakery"), not one the lesson keeps coming back to
/// ("the cell" after "a muscle cell").
const EXAMPLE_MENTIONS: usize = 4;

/// How many sentences before may have set the scenario up: "Your
/// neighborhood hair salon is a good example of …" is three before "the
/// outside order taker routinely checks in with the salon owner".
const SCENARIO_REACH: usize = 3;

/// Marks unfit each English sentence that names with "the" what one of
/// the sentences before it in its section brought in as part of a
/// scenario.
pub(super) fn mark_continued_examples(sentences: &mut [Sentence], lang: Lang) {
    if lang != Lang::En {
        return;
    }
    let lowered: Vec<String> = sentences.iter().map(|s| s.text.to_lowercase()).collect();
    let seldom = |noun: &str| {
        lowered
            .iter()
            .filter(|s| super::distractors::contains_word(s, noun))
            .take(EXAMPLE_MENTIONS + 1)
            .count()
            <= EXAMPLE_MENTIONS
    };
    for i in 1..sentences.len() {
        if !sentences[i].clean {
            continue;
        }
        let section = sentences[i].section;
        // The sentences' texts are as `lowered` holds them: marking
        // changes only whether a sentence is fit.
        let reach = i.saturating_sub(SCENARIO_REACH);
        let before: Vec<&str> = (reach..i)
            .filter(|&j| sentences[j].section == section)
            .map(|j| lowered[j].as_str())
            .collect();
        // What the scenario brings in: its first sentence and those after.
        let Some(set_up) = before
            .iter()
            .position(|b| SCENARIO_CUES.iter().any(|cue| b.contains(cue)))
        else {
            continue;
        };
        if names_what_came_before(&lowered[i], &before[set_up..], &seldom) {
            sentences[i].clean = false;
            sentences[i].unfit = Some(Unfit::LeavesUnnamed);
        }
    }
}

/// Whether `lower` (a sentence in lower case) says "the X" of an X one of
/// `before` brings in without "the", that it does not bring in itself and
/// the document seldom names.
fn names_what_came_before(lower: &str, before: &[&str], seldom: &dyn Fn(&str) -> bool) -> bool {
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .collect();
    words.windows(2).enumerate().any(|(i, pair)| {
        let noun = pair[1];
        pair[0] == "the"
            && noun.chars().count() >= 4
            && !is_stop_word(noun, Lang::En)
            && !words[..i].contains(&noun)
            && before.iter().any(|b| brought_in(b, noun))
            && seldom(noun)
    })
}

/// Whether `noun` stands in `sentence` after something other than "the".
fn brought_in(sentence: &str, noun: &str) -> bool {
    let words: Vec<&str> = sentence
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .collect();
    words
        .iter()
        .enumerate()
        .any(|(i, w)| *w == noun && i > 0 && words[i - 1] != "the")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marked(texts: &[&str]) -> Vec<bool> {
        let mut sentences: Vec<Sentence> = texts
            .iter()
            .enumerate()
            .map(|(i, t)| Sentence::for_test(i, t))
            .collect();
        mark_continued_examples(&mut sentences, Lang::En);
        sentences.iter().map(|s| !s.clean).collect()
    }

    #[test]
    fn a_sentence_going_on_with_an_example_is_not_asked() {
        assert_eq!(
            marked(&[
                "Consider your local news station that covers a story of a local bakery raising money for charity.",
                "The bakery owner or marketer has most likely sent the news station a press release of the event.",
            ]),
            [false, true]
        );
        assert_eq!(
            marked(&[
                "Your neighborhood hair salon is a good example of a business that relies on an outside order taker.",
                "Hair salons typically keep a supply of the products they use.",
                "The beauty products sales force consists of multiple sales roles.",
                "The outside order taker routinely checks in with the salon owner.",
            ]),
            [false, false, false, true]
        );
    }

    #[test]
    fn the_lessons_own_terms_after_an_example_stay_fit() {
        // No scenario before: "the cell" of a process told step by step.
        assert_eq!(
            marked(&[
                "A cell divides by mitosis.",
                "The cell then grows before it divides again.",
            ]),
            [false, false]
        );
        // "the cell" is the lesson's, named again and again.
        assert_eq!(
            marked(&[
                "Cells hold DNA.",
                "A cell divides by mitosis.",
                "Each cell has a nucleus.",
                "A cell membrane surrounds the cell.",
                "For example, a muscle cell holds many mitochondria.",
                "The nucleus holds the cell's DNA.",
            ]),
            [false; 6]
        );
    }
}
