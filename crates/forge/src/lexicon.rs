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
    let candidates = [
        lower.strip_suffix("ies").map(|s| format!("{s}y")),
        lower.strip_suffix("es").map(str::to_string),
        lower.strip_suffix('s').map(str::to_string),
        lower.strip_suffix("ed").map(str::to_string),
        lower.strip_suffix('d').map(str::to_string),
        lower.strip_suffix("ing").map(str::to_string),
        lower.strip_suffix("ing").map(|s| format!("{s}e")),
        lower.strip_suffix("ly").map(str::to_string),
        lower.strip_suffix("er").map(str::to_string),
        lower.strip_suffix("est").map(str::to_string),
    ];
    candidates
        .into_iter()
        .flatten()
        .any(|c| c.len() >= 3 && known(&c))
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
