//! Sentences that set out a view only for the text to knock it down: "At
//! first glance, the environment does not seem to be a sociological
//! topic. The natural and physical environment is something that
//! geologists … should be studying, not sociologists. Yet we have just
//! discussed how … In fact, the environment is very much a sociological
//! topic." A question on the first two asks, as a fact, what the lesson
//! says is wrong: both raters of unseen set 120 marked such a blank
//! miskeyed (C3).
//!
//! A view is set out by an opening that holds it at a distance ("At first
//! glance", "It may seem", "Many people believe", "A common
//! misconception is"). It is knocked down when a sentence soon after, in
//! the same section, opens with a contrast ("Yet", "But", "However", "In
//! fact", "Actually", "In reality"), or when the same sentence turns on
//! one (", but in fact …"). The view's sentences, from its opening to the
//! contrast, are not asked about; the contrast itself, which says what the
//! lesson holds, is.

use super::analysis::{Sentence, Unfit};
use crate::nlp::Lang;

/// Openings that set out a view at a distance, lower case.
const VIEW_OPENINGS: &[&str] = &[
    "at first glance",
    "at first sight",
    "on the surface",
    "on its face",
    "it may seem",
    "it might seem",
    "it would seem",
    "it may appear",
    "it might appear",
    "it would appear",
    "it is tempting to",
    "one might think",
    "one might assume",
    "one might expect",
    "one might suppose",
    "one may think",
    "many people think",
    "many people believe",
    "many people assume",
    "many people feel",
    "most people think",
    "most people believe",
    "most people assume",
    "some people think",
    "some people believe",
    "some people assume",
    "some people argue",
    "some people claim",
    "a common misconception",
    "a common myth",
    "a popular misconception",
    "a popular myth",
    "a widespread misconception",
    "a common belief",
    "a popular belief",
    "a widespread belief",
    "it is often thought",
    "it is often assumed",
    "it is often believed",
    "it is commonly thought",
    "it is commonly assumed",
    "it is commonly believed",
    "it is widely thought",
    "it is widely assumed",
    "it is widely believed",
    "it is popularly thought",
    "it is popularly believed",
    "conventional wisdom",
    "common sense suggests",
    "common sense tells",
];

/// Openings of a sentence that turns against what came before, lower case
/// and followed by a space or a comma.
const CONTRAST_OPENINGS: &[&str] = &[
    "yet",
    "but",
    "however",
    "in fact",
    "actually",
    "in reality",
    "in truth",
    "on the contrary",
    "nevertheless",
    "nonetheless",
    "the truth is",
    "the reality is",
    "not so",
    "this is not",
    "this is a myth",
    "this view is",
    "this belief is",
    "this assumption is",
];

/// Words inside a sentence that turn it against its own opening.
const CONTRAST_INSIDE: &[&str] = &[
    ", but ",
    "; but ",
    ", yet ",
    "; yet ",
    "; however",
    ", however,",
    "; in fact",
    ", in fact,",
    ", when in fact",
    ", but in fact",
];

/// Openings that say outright the view is wrong: no contrast needed.
const WRONG_OPENINGS: &[&str] = &[
    "a common misconception",
    "a common myth",
    "a popular misconception",
    "a popular myth",
    "a widespread misconception",
];

/// How many letters of a sentence are read for its opening, at least: more
/// than the longest of [`VIEW_OPENINGS`] and [`CONTRAST_OPENINGS`] and the
/// mark after it.
const OPENING_LETTERS: usize = 40;

/// How many sentences after a view's opening its contrast may come: the
/// opening, a sentence that goes on with the view, then "Yet …".
const CONTRAST_REACH: usize = 2;

/// Marks unfit each English sentence that sets out, or goes on with, a
/// view the text then knocks down. The sentences are read as `text`
/// wrote them: a sentence opening with "Yet" may have been given
/// without it by then.
pub(super) fn mark_refuted_views(sentences: &mut [Sentence], text: &str, lang: Lang) {
    if lang != Lang::En {
        return;
    }
    // Most sentences are only looked at for how they open.
    let read = |s: &Sentence, letters: usize| {
        lower_folded(text.get(s.start..s.end).unwrap_or(&s.text), letters)
    };
    for i in 0..sentences.len() {
        if !opens_with_any(&read(&sentences[i], OPENING_LETTERS), VIEW_OPENINGS) {
            continue;
        }
        let whole = read(&sentences[i], usize::MAX);
        let section = sentences[i].section;
        let knocked_down = if opens_with_any(&whole, WRONG_OPENINGS)
            || CONTRAST_INSIDE.iter().any(|c| whole.contains(c))
        {
            Some(i + 1)
        } else {
            (i + 1..sentences.len().min(i + 1 + CONTRAST_REACH))
                .take_while(|&j| sentences[j].section == section)
                .find(|&j| opens_with_any(&read(&sentences[j], OPENING_LETTERS), CONTRAST_OPENINGS))
        };
        let Some(contrast) = knocked_down else {
            continue;
        };
        for sentence in &mut sentences[i..contrast] {
            if sentence.clean {
                sentence.clean = false;
                sentence.unfit = Some(Unfit::RefutedView);
            }
        }
    }
}

/// The first `letters` letters of `text` (about; whole words), white
/// space folded, in lower case.
fn lower_folded(text: &str, letters: usize) -> String {
    let mut folded = String::new();
    for word in text.split_whitespace() {
        if folded.len() >= letters {
            break;
        }
        if !folded.is_empty() {
            folded.push(' ');
        }
        folded.push_str(word);
    }
    folded.to_lowercase()
}

/// Whether `text` opens with one of `openings`, as whole words.
fn opens_with_any(text: &str, openings: &[&str]) -> bool {
    openings.iter().any(|opening| {
        text.strip_prefix(opening)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', ',', ':', ';']))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marked(text: &[&str]) -> Vec<bool> {
        let mut sentences: Vec<Sentence> = text
            .iter()
            .enumerate()
            .map(|(i, t)| Sentence::for_test(i, t))
            .collect();
        mark_refuted_views(&mut sentences, "", Lang::En);
        sentences
            .iter()
            .map(|s| s.unfit == Some(Unfit::RefutedView))
            .collect()
    }

    #[test]
    fn a_view_and_what_goes_on_with_it_are_not_asked_once_knocked_down() {
        let text = [
            "At first glance, the environment does not seem to be a sociological topic.",
            "The natural and physical environment is something that geologists and other scientists should be studying, not sociologists.",
            "Yet we have just discussed how the environment is affected by population growth.",
            "In fact, the environment is very much a sociological topic for several reasons.",
        ];
        assert_eq!(marked(&text), [true, true, false, false]);
    }

    #[test]
    fn a_view_turned_within_its_sentence_or_named_a_myth_is_not_asked() {
        assert_eq!(
            marked(&[
                "It may seem that larger firms always pay more, but in fact many small firms pay better.",
                "Wages depend on skills.",
            ]),
            [true, false]
        );
        assert_eq!(
            marked(&[
                "A common misconception is that bats are blind.",
                "Bats see well."
            ]),
            [true, false]
        );
    }

    #[test]
    fn a_view_nobody_knocks_down_or_a_contrast_too_far_on_stays() {
        // Hedged, never contradicted: still the lesson's claim.
        assert_eq!(
            marked(&[
                "It would seem that sleep helps memory to settle.",
                "Sleep also restores the body.",
                "Rest matters for athletes.",
            ]),
            [false, false, false]
        );
        assert_eq!(
            marked(&[
                "Many people believe that exercise improves mood.",
                "Studies support this.",
                "Exercise releases endorphins.",
                "But endorphins fade quickly.",
            ]),
            [false, false, false, false]
        );
        // An opening word that only starts another word.
        assert_eq!(
            marked(&["Butterflies migrate south.", "Yet moths do not."]),
            [false, false]
        );
    }
}
