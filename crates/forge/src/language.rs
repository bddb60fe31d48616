//! Guessing the language of a document from its most common words.
//!
//! A stop-word vote is enough to tell the languages teachers write in apart
//! on anything longer than a sentence, costs one pass over the words, and
//! gives the same answer every time.

use std::collections::BTreeMap;
use std::sync::LazyLock;

/// Languages we can recognise, with their most frequent short words.
const STOP_WORDS: &[(&str, &[&str])] = &[
    (
        "en",
        &[
            "the", "and", "of", "to", "is", "in", "that", "it", "was", "for", "are", "with", "as",
            "which", "what", "this", "by", "be", "from", "or", "were", "how", "why", "who",
        ],
    ),
    (
        "fr",
        &[
            "le", "la", "les", "et", "des", "est", "une", "un", "du", "que", "qui", "dans", "pour",
            "pas", "au", "sur", "sont", "avec", "il", "elle", "ce", "quel", "quelle", "ne",
        ],
    ),
    (
        "es",
        &[
            "el", "los", "las", "y", "es", "una", "que", "del", "en", "por", "con", "para", "se",
            "su", "como", "cuál", "qué", "fue", "son", "lo",
        ],
    ),
    (
        "de",
        &[
            "der", "die", "das", "und", "ist", "nicht", "ein", "eine", "zu", "den", "mit", "von",
            "sich", "auf", "für", "im", "dem", "welche", "was", "wer",
        ],
    ),
    (
        "it",
        &[
            "il", "di", "che", "è", "della", "per", "una", "non", "sono", "gli", "delle", "nel",
            "alla", "anche", "come", "quale", "chi",
        ],
    ),
    (
        "pt",
        &[
            "o", "os", "as", "que", "não", "uma", "um", "do", "da", "dos", "das", "em", "para",
            "com", "por", "qual", "é", "foi", "são",
        ],
    ),
    (
        "nl",
        &[
            "de", "het", "een", "en", "van", "niet", "dat", "is", "zijn", "met", "voor", "op",
            "welke", "wat", "wie", "ook",
        ],
    ),
];

/// The longest stop word, in bytes: longer words cannot vote.
const MAX_STOP_WORD_BYTES: usize = 8;

/// Every stop word, with a bit set for each language it belongs to,
/// bucketed by byte length and first byte so that a lookup compares a
/// word against a handful of candidates at most (a tree lookup per word
/// was most of the cost of a whole import).
static VOTERS: LazyLock<Vec<Vec<(&'static [u8], u8)>>> = LazyLock::new(|| {
    let mut merged: BTreeMap<&'static str, u8> = BTreeMap::new();
    for (i, (_, words)) in STOP_WORDS.iter().enumerate() {
        for word in *words {
            *merged.entry(*word).or_insert(0u8) |= 1 << i;
        }
    }
    let mut buckets = vec![Vec::new(); (MAX_STOP_WORD_BYTES + 1) * 256];
    for (word, mask) in merged {
        assert!(word.len() <= MAX_STOP_WORD_BYTES, "stop words are short");
        buckets[bucket(word.as_bytes())].push((word.as_bytes(), mask));
    }
    buckets
});

fn bucket(word: &[u8]) -> usize {
    word.len() * 256 + usize::from(word[0])
}

/// The languages `lower` (a lower-cased, non-empty word) votes for.
fn voters(lower: &[u8]) -> u8 {
    if lower.len() > MAX_STOP_WORD_BYTES {
        return 0;
    }
    VOTERS[bucket(lower)]
        .iter()
        .find(|(word, _)| *word == lower)
        .map_or(0, |(_, mask)| *mask)
}

/// How much text is enough to tell the language.
const SAMPLE_BYTES: usize = 64 * 1024;

/// The ISO 639-1 code of the language `text` is most likely written in;
/// English when nothing votes.
pub fn detect(text: &str) -> &'static str {
    let mut end = text.len().min(SAMPLE_BYTES);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let mut votes = [0usize; STOP_WORDS.len()];
    let mut lower = String::new();
    for word in text[..end].split(|c: char| !c.is_alphabetic() && c != '\'' && c != '’') {
        if word.is_empty() || word.len() > 8 {
            continue;
        }
        // Elided French articles count for French ("l'eau", "d’un").
        let word = word.rsplit(['\'', '’']).next().unwrap_or_default();
        if word.is_empty() {
            continue;
        }
        let mask = if word.is_ascii() {
            // Most words are ASCII: lower-case them on the stack.
            let mut buffer = [0u8; 8];
            let ascii = &mut buffer[..word.len()];
            ascii.copy_from_slice(word.as_bytes());
            ascii.make_ascii_lowercase();
            voters(ascii)
        } else {
            lower.clear();
            lower.extend(word.chars().flat_map(char::to_lowercase));
            voters(lower.as_bytes())
        };
        if mask != 0 {
            for (i, vote) in votes.iter_mut().enumerate() {
                if mask & (1 << i) != 0 {
                    *vote += 1;
                }
            }
        }
    }
    let (best, count) = votes
        .iter()
        .enumerate()
        .max_by_key(|(i, v)| (**v, std::cmp::Reverse(*i)))
        .expect("there are languages");
    if *count == 0 {
        "en"
    } else {
        STOP_WORDS[best].0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_languages_are_told_apart() {
        assert_eq!(
            detect("What is the capital of France and why is it there?"),
            "en"
        );
        assert_eq!(
            detect("Quelle est la capitale de la France et pourquoi est-elle là ?"),
            "fr"
        );
        assert_eq!(
            detect("¿Cuál es la capital de España y por qué está en el centro?"),
            "es"
        );
        assert_eq!(
            detect("Was ist die Hauptstadt von Deutschland und warum ist sie dort?"),
            "de"
        );
    }

    #[test]
    fn nothing_to_go_on_means_english() {
        assert_eq!(detect("12 + 7 = 19"), "en");
    }
}
