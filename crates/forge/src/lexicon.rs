//! An English word list, to tell OCR damage ("failme", "lmmune") from real
//! words. The list is SCOWL's (see `data/README.md` for its licence),
//! embedded so that the binary needs nothing at run time.

use std::sync::LazyLock;

static WORDS: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| include_str!("../data/english-words.txt").lines().collect());

/// Whether `word` (any case) is an English word, allowing the regular
/// inflections the list may lack.
pub fn is_english_word(word: &str) -> bool {
    let lower = word.to_lowercase();
    if known(&lower) {
        return true;
    }
    // The inflected forms are tried one by one, cheapest first, so that a
    // word found early costs no more allocations (the importer asks about
    // every word of an unlabelled question).
    let stem_known = |stem: &str| stem.len() >= 3 && known(stem);
    let with = |stem: &str, end: &str| {
        let mut candidate = String::with_capacity(stem.len() + end.len());
        candidate.push_str(stem);
        candidate.push_str(end);
        stem_known(&candidate)
    };
    lower.strip_suffix("ies").is_some_and(|s| with(s, "y"))
        || lower.strip_suffix("es").is_some_and(stem_known)
        || lower.strip_suffix('s').is_some_and(stem_known)
        || lower.strip_suffix("ed").is_some_and(stem_known)
        || lower.strip_suffix('d').is_some_and(stem_known)
        || lower.strip_suffix("ing").is_some_and(stem_known)
        || lower.strip_suffix("ing").is_some_and(|s| with(s, "e"))
        || lower.strip_suffix("ly").is_some_and(stem_known)
        || lower.strip_suffix("er").is_some_and(stem_known)
        || lower.strip_suffix("est").is_some_and(stem_known)
}

fn known(word: &str) -> bool {
    WORDS.binary_search(&word).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_words_and_inflections_are_known() {
        for word in [
            "photosynthesis",
            "Evaporation",
            "colour",
            "vapour",
            "antibodies",
            "tries",
            "mixing",
        ] {
            assert!(is_english_word(word), "{word}");
        }
    }

    #[test]
    fn ocr_damage_is_not_a_word() {
        for word in ["failme", "lmmune", "rnemory", "b0dy"] {
            assert!(!is_english_word(word), "{word}");
        }
    }

    #[test]
    fn the_list_is_sorted_for_binary_search() {
        assert!(WORDS.windows(2).all(|w| w[0] < w[1]));
    }
}
