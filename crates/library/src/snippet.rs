//! Snippets: the line of a quiz's questions that best matches a search,
//! with the matched words marked.
//!
//! tantivy's snippet generator runs the stemmer over a hit's whole text,
//! and with twenty hits a search spent most of its time there. Here a
//! word is stemmed only when its first letters could begin one of the
//! query's terms (a stem keeps the start of its word), so most words cost
//! a comparison of a few letters, and each distinct word is stemmed once
//! a search (the same question words recur in most hits).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use crate::schema;
use crate::search::Snippet;

/// The most characters a snippet shows.
pub(crate) const SNIPPET_CHARS: usize = 160;
/// How many letters of a word are compared before it is stemmed.
const PREFIX: usize = 3;
/// A word's first letters (`'\0'` after a shorter word's end).
type Prefix = [char; PREFIX];

/// The query's terms a word analyses to, each with its byte range.
type MatchedTerms = Vec<(String, Range<usize>)>;

/// The query's terms of one language slot, ready to mark snippets.
pub(crate) struct Marker {
    slot: usize,
    terms: BTreeSet<String>,
    /// A handful: a list is quicker to look through than a tree.
    prefixes: Vec<Prefix>,
    /// What each word stemmed so far analyses to, kept only where it is
    /// one of `terms`.
    stemmed: RefCell<BTreeMap<String, MatchedTerms>>,
}

impl Marker {
    /// A marker for `terms` (as the slot's analyzer writes them).
    pub(crate) fn new<'a>(slot: usize, terms: impl IntoIterator<Item = &'a String>) -> Self {
        let terms: BTreeSet<String> = terms.into_iter().cloned().collect();
        let mut prefixes: Vec<Prefix> = terms.iter().map(|t| prefix(t)).collect();
        prefixes.sort_unstable();
        prefixes.dedup();
        Marker {
            slot,
            terms,
            prefixes,
            stemmed: RefCell::default(),
        }
    }

    /// The line of `body` matching the most distinct terms (the first of
    /// equals), cut to [`SNIPPET_CHARS`] around its first match; `None`
    /// when no line matches.
    pub(crate) fn snippet(&self, body: &str) -> Option<Snippet> {
        let mut best = 0;
        let mut shown = None;
        for line in body.lines() {
            let (found, ranges) = self.matches(line);
            if found > best {
                best = found;
                shown = Some((line, ranges));
                if best == self.terms.len() {
                    // No later line can hold more.
                    break;
                }
            }
        }
        shown.map(|(line, ranges)| cut(line, &ranges))
    }

    /// How many distinct terms `line` holds, and the byte ranges of the
    /// words that analyse to one.
    fn matches(&self, line: &str) -> (usize, Vec<(usize, usize)>) {
        let mut ranges = Vec::new();
        let mut found: BTreeSet<&str> = BTreeSet::new();
        let mut stemmed = self.stemmed.borrow_mut();
        for (start, word) in words(line) {
            if !self.prefixes.contains(&prefix(word)) {
                continue;
            }
            if !stemmed.contains_key(word) {
                let mut matching = schema::tokens(self.slot, word);
                matching.retain(|(term, _)| self.terms.contains(term));
                stemmed.insert(word.to_string(), matching);
            }
            for (term, range) in stemmed.get(word).into_iter().flatten() {
                ranges.push((start + range.start, start + range.end));
                if let Some(term) = self.terms.get(term) {
                    found.insert(term);
                }
            }
        }
        (found.len(), ranges)
    }
}

/// The words of a line as the tokenizer cuts them (runs of letters and
/// digits), with their byte offsets.
fn words(line: &str) -> impl Iterator<Item = (usize, &str)> {
    line.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - line.as_ptr() as usize, w))
}

/// The first letters of a word or term, lower case and without accents,
/// as compared before stemming. A letter this table does not fold is
/// kept, so such a word is stemmed whenever the term has the same letter.
fn prefix(word: &str) -> Prefix {
    let mut out = ['\0'; PREFIX];
    // Most words start with plain ASCII letters: no table needed.
    let head = &word.as_bytes()[..word.len().min(PREFIX)];
    if head.is_ascii() && (head.len() == PREFIX || head.len() == word.len()) {
        for (slot, byte) in out.iter_mut().zip(head) {
            *slot = char::from(byte.to_ascii_lowercase());
        }
        return out;
    }
    let mut at = 0;
    for c in word.chars().flat_map(char::to_lowercase) {
        let mut put = |c: char| {
            if at < PREFIX {
                out[at] = c;
                at += 1;
            }
        };
        match fold(c) {
            Some(folded) => folded.chars().for_each(&mut put),
            None => put(c),
        }
        if at == PREFIX {
            break;
        }
    }
    out
}

/// The letters an accented letter folds to, as tantivy's ASCII folding
/// writes them.
fn fold(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => "a",
        'æ' => "ae",
        'ç' => "c",
        'è' | 'é' | 'ê' | 'ë' => "e",
        'ì' | 'í' | 'î' | 'ï' => "i",
        'ñ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => "o",
        'œ' => "oe",
        'ù' | 'ú' | 'û' | 'ü' => "u",
        'ý' | 'ÿ' => "y",
        'ß' => "ss",
        _ => return None,
    })
}

/// The line, or [`SNIPPET_CHARS`] of it from a little before its first
/// match, with the ranges that fall inside.
fn cut(line: &str, ranges: &[(usize, usize)]) -> Snippet {
    let first = ranges.first().map_or(0, |r| r.0);
    if line.chars().count() <= SNIPPET_CHARS {
        return Snippet {
            text: line.to_string(),
            highlights: ranges.to_vec(),
        };
    }
    // Up to 40 characters of what comes before the match, from a word's
    // start.
    let lead: Vec<usize> = line[..first].char_indices().map(|(i, _)| i).collect();
    let mut start = lead.len().checked_sub(40).map_or(0, |i| lead[i]);
    if start > 0 {
        start = line[start..first]
            .find(' ')
            .map_or(start, |space| start + space + 1);
    }
    let end = line[start..]
        .char_indices()
        .nth(SNIPPET_CHARS)
        .map_or(line.len(), |(i, _)| start + i);
    let mut text = String::new();
    let mut shift = start;
    if start > 0 {
        text.push('…');
        shift -= '…'.len_utf8();
    }
    text.push_str(&line[start..end]);
    if end < line.len() {
        text.push('…');
    }
    let highlights = ranges
        .iter()
        .filter(|r| r.0 >= start && r.1 <= end)
        .map(|r| (r.0 - shift, r.1 - shift))
        .collect();
    Snippet { text, highlights }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marked(snippet: &Snippet) -> Vec<&str> {
        snippet
            .highlights
            .iter()
            .map(|&(a, b)| &snippet.text[a..b])
            .collect()
    }

    #[test]
    fn the_line_with_most_terms_is_shown_with_its_words_marked() {
        let terms = schema::terms(0, "volcanic eruptions");
        let marker = Marker::new(0, &terms);
        let body =
            "What is a volcano?\nWhich volcanoes erupted in 1980?\nVolcanic eruptions release ash.";
        let snippet = marker.snippet(body).expect("a line matches");
        assert_eq!(snippet.text, "Volcanic eruptions release ash.");
        assert_eq!(marked(&snippet), ["Volcanic", "eruptions"]);
    }

    #[test]
    fn accented_words_match_folded_terms() {
        let terms = schema::terms(1, "eleves");
        let marker = Marker::new(1, &terms);
        let snippet = marker
            .snippet("Combien d'élèves sont en classe ?")
            .expect("élèves matches eleves");
        assert_eq!(marked(&snippet), ["élèves"]);
    }

    #[test]
    fn letters_that_fold_to_two_still_match() {
        let terms = schema::terms(1, "oeuvres");
        let snippet = Marker::new(1, &terms)
            .snippet("Les œuvres de Victor Hugo")
            .expect("œuvres matches oeuvres");
        assert_eq!(marked(&snippet), ["œuvres"]);
    }

    #[test]
    fn prefixes_are_folded_lower_case_letters() {
        assert_eq!(prefix("Photo"), ['p', 'h', 'o']);
        assert_eq!(prefix("ab"), ['a', 'b', '\0']);
        assert_eq!(prefix("Éco"), ['e', 'c', 'o']);
        assert_eq!(prefix("Æther"), ['a', 'e', 't']);
        assert_eq!(prefix("naïf"), ['n', 'a', 'i']);
    }

    #[test]
    fn nothing_matching_gives_none() {
        let terms = schema::terms(0, "photosynthesis");
        assert!(
            Marker::new(0, &terms)
                .snippet("Who wrote Macbeth?")
                .is_none()
        );
    }

    #[test]
    fn a_long_line_is_cut_around_its_first_match() {
        let line = format!(
            "{} the chloroplast {}",
            "word ".repeat(60),
            "tail ".repeat(60)
        );
        let terms = schema::terms(0, "chloroplast");
        let snippet = Marker::new(0, &terms).snippet(&line).expect("matches");
        assert!(snippet.text.starts_with('…') && snippet.text.ends_with('…'));
        assert!(snippet.text.chars().count() <= SNIPPET_CHARS + 2);
        assert_eq!(marked(&snippet), ["chloroplast"]);
    }
}
