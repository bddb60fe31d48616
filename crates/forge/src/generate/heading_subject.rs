//! A section that opens by taking up its heading: under "Oral
//! Communication", "This consists of all messages … that are spoken"
//! says what oral communication is, and reads on its own as "Oral
//! communication consists of all messages …". Only the section's first
//! sentence, only "This" or "It" as its subject, and only a heading that
//! is a short name (unseen set 62 had three such sections, none asked).

use super::analysis::{Sentence, Unfit};
use super::layout::Layout;
use super::tidy::capitalise;
use super::word_forms::lower_unless_name;
use crate::nlp::{Lang, is_stop_word};

/// Most words of a heading that names a thing.
const MOST_WORDS: usize = 4;

/// Verbs after "This" or "It" that say what the heading's thing is, has
/// or does, in the present.
const SAYING_VERBS: &[&str] = &[
    "is",
    "consists",
    "includes",
    "involves",
    "refers",
    "means",
    "describes",
    "occurs",
    "happens",
    "covers",
    "comprises",
    "encompasses",
    "uses",
    "requires",
    "allows",
    "helps",
    "provides",
];

/// Puts each section's heading in for the "This" or "It" its first
/// sentence opens with, when the sentence is then fit to ask about.
pub(super) fn from_headings(
    sentences: &mut [Sentence],
    layout: &Layout,
    lang: Lang,
    recheck: impl Fn(&str) -> Option<Unfit>,
) {
    if lang != Lang::En {
        return;
    }
    let mut seen_sections = std::collections::BTreeSet::new();
    for sentence in sentences.iter_mut() {
        // Only the first sentence of a section can take up its heading.
        if !seen_sections.insert(sentence.section) || sentence.bullet {
            continue;
        }
        if !matches!(
            sentence.unfit,
            Some(Unfit::StartsWithReference) | Some(Unfit::PointsBack)
        ) {
            continue;
        }
        let Some(heading) = layout
            .sections
            .get(sentence.section)
            .and_then(|s| s.heading.as_deref())
        else {
            continue;
        };
        let Some(resolved) = with_heading(&sentence.text, heading, lang) else {
            continue;
        };
        if recheck(&resolved).is_none() {
            sentence.text = resolved;
            sentence.clean = true;
            sentence.unfit = None;
        }
    }
}

/// The sentence with the heading's name for its opening "This" or "It".
fn with_heading(text: &str, heading: &str, lang: Lang) -> Option<String> {
    let (first, rest) = text.split_once(' ')?;
    if !["This", "It"].contains(&first) {
        return None;
    }
    let mut after = rest.split_whitespace();
    let verb = after.next()?;
    if !SAYING_VERBS.contains(&verb) {
        return None;
    }
    // "This is a …" says what it is; "This is why …", "This is not …"
    // take up what was just said.
    if verb == "is"
        && !after
            .next()
            .is_some_and(|w| ["a", "an", "the", "one"].contains(&w))
    {
        return None;
    }
    let words: Vec<&str> = heading.split_whitespace().collect();
    let a_name = !words.is_empty()
        && words.len() <= MOST_WORDS
        && words
            .iter()
            .all(|w| w.chars().all(|c| c.is_alphabetic() || c == '-') && !is_stop_word(w, lang))
        && !words[0].to_lowercase().ends_with("ing");
    if !a_name {
        return None;
    }
    // "Is" after a plural name would read "Cells is …".
    let name = lower_unless_name(heading);
    if verb == "is" && name.ends_with('s') && !name.ends_with("ss") {
        return None;
    }
    Some(format!("{} {rest}", capitalise(&name)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heading_stands_in_for_this_or_it() {
        assert_eq!(
            with_heading(
                "This consists of all messages or exchanges of information that are spoken.",
                "Oral Communication",
                Lang::En
            )
            .as_deref(),
            Some(
                "Oral communication consists of all messages or exchanges of information that are spoken."
            )
        );
        assert_eq!(
            with_heading(
                "It includes e-mail, texts and letters.",
                "Written Communication",
                Lang::En
            )
            .as_deref(),
            Some("Written communication includes e-mail, texts and letters.")
        );
    }

    #[test]
    fn a_heading_that_names_no_thing_or_another_opening_stands_for_nothing() {
        for (text, heading) in [
            ("This is why trade grew.", "Trade"),
            ("This consists of three steps.", "Making Sense of Data"),
            ("These include e-mail and letters.", "Written Communication"),
            ("This consists of water.", "Where the Water Goes"),
            ("This is a common error.", "Errors"),
        ] {
            assert_eq!(with_heading(text, heading, Lang::En), None, "{text}");
        }
    }
}
