//! Which of many phrases a long text holds, found in one pass over it.
//! Asking `str::contains` once a heading reads the whole document again
//! for each of its headings: a megabyte of textbook with hundreds of
//! headings was read hundreds of times, an eighth of the forge's time.

use std::collections::BTreeSet;

use aho_corasick::{AhoCorasick, AhoCorasickKind, MatchKind};

/// How a phrase must sit in the text to count as held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Held {
    /// Anywhere, as `str::contains` finds it ("cell" in "cells").
    Anywhere,
    /// As whole words: not inside a longer word or a hyphenated one
    /// ("cell" in "a cell.", not in "cells" or "cell-wall").
    AsWholeWords,
}

/// The phrases among `phrases` that `text` holds.
pub(super) fn held_in(
    text: &str,
    phrases: impl IntoIterator<Item = String>,
    how: Held,
) -> BTreeSet<String> {
    let wanted: Vec<String> = phrases
        .into_iter()
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let mut held = BTreeSet::new();
    // The automaton reports nothing for an empty pattern in a useful way;
    // ask the slow question for it (it never occurs in practice).
    let (empty, patterns): (Vec<String>, Vec<String>) =
        wanted.into_iter().partition(String::is_empty);
    for phrase in empty {
        if holds(text, &phrase, how) {
            held.insert(phrase);
        }
    }
    if patterns.is_empty() {
        return held;
    }
    // A contiguous automaton: quick to build for a short document, and
    // quick enough to run over a long one (a full DFA cost more to build
    // than a 40 KB document took to search).
    let Ok(automaton) = AhoCorasick::builder()
        .match_kind(MatchKind::Standard)
        .kind(Some(AhoCorasickKind::ContiguousNFA))
        .build(&patterns)
    else {
        // Too many patterns for the automaton's limits: one at a time.
        held.extend(patterns.into_iter().filter(|p| holds(text, p, how)));
        return held;
    };
    let mut found = vec![false; patterns.len()];
    let mut left = patterns.len();
    for hit in automaton.find_overlapping_iter(text) {
        let index = hit.pattern().as_usize();
        if found[index]
            || (how == Held::AsWholeWords && !whole_words_at(text, hit.start(), hit.end()))
        {
            continue;
        }
        found[index] = true;
        left -= 1;
        if left == 0 {
            break;
        }
    }
    held.extend(
        patterns
            .into_iter()
            .zip(found)
            .filter_map(|(phrase, found)| found.then_some(phrase)),
    );
    held
}

/// Whether `text` holds `phrase`, asked alone.
fn holds(text: &str, phrase: &str, how: Held) -> bool {
    match how {
        Held::Anywhere => text.contains(phrase),
        Held::AsWholeWords => {
            // Every occurrence, overlapping ones too ("la la" in "xla la
            // la" stands alone only at its second).
            let mut from = 0;
            while let Some(found) = text[from..].find(phrase) {
                let at = from + found;
                if whole_words_at(text, at, at + phrase.len()) {
                    return true;
                }
                match text[at..].chars().next() {
                    Some(c) => from = at + c.len_utf8(),
                    None => return false,
                }
            }
            false
        }
    }
}

/// Whether the text between `start` and `end` is bounded by no letter,
/// digit or hyphen on either side.
fn whole_words_at(text: &str, start: usize, end: usize) -> bool {
    let before = text[..start].chars().next_back();
    let after = text[end..].chars().next();
    before.is_none_or(|c| !c.is_alphanumeric() && c != '-')
        && after.is_none_or(|c| !c.is_alphanumeric() && c != '-')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn finds_what_contains_finds_in_one_pass() {
        let text = "the cell wall holds.\na red-cell count.\ncells divide.\n";
        let phrases = strings(&["cell", "cell wall", "cells", "wall holds", "nucleus", ""]);
        for how in [Held::Anywhere, Held::AsWholeWords] {
            let held = held_in(text, phrases.clone(), how);
            for phrase in &phrases {
                assert_eq!(
                    held.contains(phrase),
                    holds(text, phrase, how),
                    "{phrase:?} {how:?}"
                );
            }
        }
        let whole = held_in(text, phrases.clone(), Held::AsWholeWords);
        assert!(whole.contains("cell wall") && whole.contains("cells"));
        assert!(!whole.contains("nucleus"));
        // "cell" is held as a word by "the cell wall", not only inside
        // "red-cell" or "cells".
        assert!(whole.contains("cell"));
        let only_inside = held_in(
            "a red-cell count; cells",
            strings(&["cell"]),
            Held::AsWholeWords,
        );
        assert!(only_inside.is_empty());
        let anywhere = held_in(
            "a red-cell count; cells",
            strings(&["cell"]),
            Held::Anywhere,
        );
        assert_eq!(anywhere.len(), 1);
    }

    #[test]
    fn an_overlapping_occurrence_counts() {
        for held in [
            held_in("xla la la", strings(&["la la"]), Held::AsWholeWords),
            held_in("-    -", strings(&["  "]), Held::AsWholeWords),
        ] {
            assert_eq!(held.len(), 1);
        }
        assert!(holds("xla la la", "la la", Held::AsWholeWords));
    }

    #[test]
    fn a_later_whole_occurrence_counts_after_an_inner_one() {
        // The first hit of "art" is inside "start"; the second stands alone.
        let held = held_in("start of the art", strings(&["art"]), Held::AsWholeWords);
        assert!(held.contains("art"));
    }

    proptest::proptest! {
        #[test]
        fn agrees_with_asking_one_at_a_time(
            text in "[abc -]{0,40}",
            phrases in proptest::collection::vec("[abc -]{0,4}", 0..6),
        ) {
            for how in [Held::Anywhere, Held::AsWholeWords] {
                let held = held_in(&text, phrases.clone(), how);
                for phrase in &phrases {
                    proptest::prop_assert_eq!(held.contains(phrase), holds(&text, phrase, how));
                }
            }
        }
    }
}
