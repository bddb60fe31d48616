//! Terms in lower case a sentence names where it uses them: "the regions
//! known as dermatomes that connect to …", "an elite class of shipowners
//! known as the navicularii were compelled …", "cardinals, known as
//! “princes of the church,” who …". Over the English sections of unseen
//! sets 60 to 65 the forge asked none of these: the naming patterns of
//! `concepts.rs` want a copula or a comma before the cue, and what they
//! find is asked only where a section has four terms or more. The name is
//! what the sentence teaches, and its blank, right after "known as", has
//! the one answer the sentence gives (`blank_named::names_the_blank`).

use std::sync::LazyLock;

use regex::Regex;

use crate::nlp::{Lang, is_stop_word};

/// A cue that names what comes after it, with the noun phrase before it:
/// "regions known as", "cardinals, known as", "a process called".
static CUE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\b(?P<noun>\p{Ll}[\p{Ll}-]{2,}),?\s(?:(?:also|later|now|sometimes|often|commonly|collectively)\s)?(?P<cue>known\sas|called|termed|referred\sto\sas|dubbed|nicknamed)\s(?P<det>(?:the|an?)\s)?",
    )
    .expect("lower naming cue pattern")
});

/// Most words of a name in lower case.
const MOST_WORDS: usize = 4;

/// Words that end a name without quotes: the clause goes on after it.
const ENDERS: &[&str] = &[
    "that", "which", "who", "whom", "whose", "were", "was", "is", "are", "so", "and", "or", "but",
    "to", "in", "for", "because", "as", "by", "with", "from", "on", "at", "when", "where", "while",
    "if", "has", "have", "had", "can", "will", "would", "could", "may", "might", "must", "should",
    "do", "does", "did", "be", "been", "being", "into", "through", "during", "after", "before",
];

/// Compiles the pattern now (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&CUE);
}

/// The byte spans of the names in lower case `text` gives after a naming
/// cue, each ending where the sentence's clause goes on.
pub(super) fn lower_namings(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for caps in CUE.captures_iter(text) {
        let (Some(noun), Some(cue), Some(whole)) =
            (caps.name("noun"), caps.name("cue"), caps.get(0))
        else {
            continue;
        };
        let noun = noun.as_str();
        if is_stop_word(noun, Lang::En) || noun.ends_with("ly") || ENDERS.contains(&noun) {
            continue;
        }
        // "The manager called a meeting": someone who calls does, and
        // "the students called the teacher" names no one.
        if cue.as_str() == "called"
            && (caps
                .name("det")
                .is_some_and(|d| d.as_str().starts_with("the"))
                || crate::lexicon::noun_classes(&super::word_forms::singularise(noun))
                    .first()
                    .is_some_and(|class| *class == "person"))
        {
            continue;
        }
        if let Some(span) = name_after(text, whole.end()) {
            out.push(span);
        }
    }
    out
}

/// The name that starts at `at`: in quotes, what they hold; else the
/// words in lower case up to the end of its clause, when that comes
/// within a few words.
fn name_after(text: &str, at: usize) -> Option<(usize, usize)> {
    let rest = &text[at..];
    if let Some(quoted) = rest.strip_prefix('“') {
        let close = quoted.find('”')?;
        let name = quoted[..close].trim_end_matches([',', '.', ';']);
        let start = at + '“'.len_utf8();
        let words = name.split_whitespace().count();
        let lower = name.starts_with(|c: char| c.is_lowercase());
        // "a technology called “digital twin” technology": the quotes
        // hold part of a longer name.
        let after = quoted[close + '”'.len_utf8()..].trim_start();
        let closes = ends_here(after) || !after.starts_with(char::is_alphanumeric);
        return (lower && closes && (1..=MOST_WORDS).contains(&words))
            .then_some((start, start + name.len()));
    }
    let mut end = at;
    let mut words = 0;
    let mut position = at;
    for word in rest.split(' ') {
        let word_start = position;
        position += word.len() + 1;
        let bare = word.trim_end_matches([',', '.', ';', ':', ')']);
        let ends_clause = bare.len() < word.len();
        if bare.is_empty()
            || !bare.chars().all(|c| c.is_lowercase() || c == '-')
            || (words > 0 && ENDERS.contains(&bare))
        {
            break;
        }
        if is_stop_word(bare, Lang::En) || words == MOST_WORDS {
            return None;
        }
        words += 1;
        end = word_start + bare.len();
        if ends_clause {
            return Some((at, end));
        }
    }
    // The name runs to the end of the sentence, or stops at a word that
    // opens the clause's next part ("… known as collegia so they …").
    let after = text[end..].trim_start();
    (words > 0 && ends_here(after)).then_some((at, end))
}

/// Whether a name ends where `after` starts: at the sentence's end, a
/// mark, or a word that goes on with the clause.
fn ends_here(after: &str) -> bool {
    let next = after
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .next()
        .unwrap_or_default();
    after.is_empty() || after.starts_with(['(', '.', ',', ';']) || ENDERS.contains(&next)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<&str> {
        lower_namings(text)
            .into_iter()
            .map(|(start, end)| &text[start..end])
            .collect()
    }

    #[test]
    fn a_name_given_where_the_sentence_uses_it_is_found() {
        assert_eq!(
            names(
                "Testing of the senses begins with examining the regions known as dermatomes that connect to the cortical region."
            ),
            ["dermatomes"]
        );
        assert_eq!(
            names(
                "An elite class of shipowners known as the navicularii were compelled by the government to join groups known as collegia so they could be easily supervised."
            ),
            ["navicularii", "collegia"]
        );
        assert_eq!(
            names(
                "Bronze goods such as ceramic tableware known as red pottery were especially popular items."
            ),
            ["red pottery"]
        );
        assert_eq!(
            names(
                "The pope oversaw a huge bureaucracy led by cardinals, known as “princes of the church,” who were followed by archbishops."
            ),
            ["princes of the church"]
        );
        assert_eq!(
            names("Water moves across the membrane by a process called osmosis."),
            ["osmosis"]
        );
    }

    #[test]
    fn a_call_or_a_name_that_goes_on_is_no_naming() {
        assert!(names("The manager called a meeting to discuss the budget.").is_empty());
        assert!(names("The students called the teacher over to their table.").is_empty());
        assert!(names("They called it quits.").is_empty());
        assert!(
            names(
                "A region known as the most fertile valley of the whole ancient world lies there."
            )
            .is_empty()
        );
        assert!(names("This is what is known as Federalism.").is_empty());
        assert!(
            names("Through a technology called “digital twin” technology, plants are modelled.")
                .is_empty()
        );
    }
}
