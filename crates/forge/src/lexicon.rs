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

/// How common a word is in general use, on the Zipf scale (7 for "the",
/// 3 for a word met once in a million words), from wordfreq's tables of
/// the 20,000 commonest words (see `data/README.md`). `None` for a word
/// rarer than those, which in a textbook is most often a term it teaches.
pub fn zipf(word: &str, lang: crate::nlp::Lang) -> Option<f32> {
    let table: &[(&str, f32)] = match lang {
        crate::nlp::Lang::En => &FREQUENCY_EN,
        crate::nlp::Lang::Fr => &FREQUENCY_FR,
        crate::nlp::Lang::Other => return None,
    };
    let lower = word.to_lowercase();
    table
        .binary_search_by(|(w, _)| (*w).cmp(lower.as_str()))
        .ok()
        .map(|i| table[i].1)
}

fn frequency_table(text: &'static str) -> Vec<(&'static str, f32)> {
    text.lines()
        .filter_map(|line| {
            let (word, zipf) = line.split_once('\t')?;
            Some((word, zipf.parse().ok()?))
        })
        .collect()
}

static FREQUENCY_EN: LazyLock<Vec<(&'static str, f32)>> =
    LazyLock::new(|| frequency_table(include_str!("../data/word-frequency-en.txt")));
static FREQUENCY_FR: LazyLock<Vec<(&'static str, f32)>> =
    LazyLock::new(|| frequency_table(include_str!("../data/word-frequency-fr.txt")));

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
    fn common_words_are_common_and_terms_rare() {
        use crate::nlp::Lang;
        assert!(zipf("the", Lang::En).unwrap() > 7.0);
        assert!(zipf("group", Lang::En).unwrap() > 5.0);
        assert!(zipf("reflex", Lang::En).unwrap() < 4.0);
        assert_eq!(zipf("polygyny", Lang::En), None);
        assert!(zipf("maison", Lang::Fr).unwrap() > 4.5);
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
