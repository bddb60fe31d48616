//! An English word list, to tell OCR damage ("failme", "lmmune") from real
//! words. The list is SCOWL's (see `data/README.md` for its licence),
//! embedded so that the binary needs nothing at run time.

use std::cmp::Ordering;

static WORDS: SortedLines = SortedLines(include_str!("../data/english-words.txt"));
static FREQUENCY_EN: SortedLines = SortedLines(include_str!("../data/word-frequency-en.txt"));
static FREQUENCY_FR: SortedLines = SortedLines(include_str!("../data/word-frequency-fr.txt"));
static NOUNS: SortedLines = SortedLines(include_str!("../data/wordnet-nouns.txt"));

/// A list embedded in the binary, one entry per line in byte order of its
/// first field (up to a tab), searched where it lies. No index is built:
/// reading 90,000 lines into a table cost every run of `quizforge make` a
/// few milliseconds before its first word, more than all its look-ups.
struct SortedLines(&'static str);

impl SortedLines {
    /// The line whose first field is `key`.
    fn find(&self, key: &str) -> Option<&'static str> {
        let text = self.0;
        let bytes = text.as_bytes();
        // `lo` is always a line's start and `hi` the end of the text or
        // just after a line's newline.
        let (mut lo, mut hi) = (0, text.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let start = bytes[lo..mid]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(lo, |at| lo + at + 1);
            let end = bytes[mid..hi]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(hi, |at| mid + at);
            let line = &text[start..end];
            let field = line.split_once('\t').map_or(line, |(field, _)| field);
            match field.cmp(key) {
                Ordering::Equal => return Some(line),
                Ordering::Less => lo = end + 1,
                Ordering::Greater => hi = start,
            }
        }
        None
    }

    /// Every entry's first field, in order.
    #[cfg(test)]
    fn fields(&self) -> impl Iterator<Item = &'static str> {
        self.0
            .lines()
            .map(|line| line.split_once('\t').map_or(line, |(field, _)| field))
    }
}

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
    WORDS.find(word).is_some()
}

/// How common a word is in general use, on the Zipf scale (7 for "the",
/// 3 for a word met once in a million words), from wordfreq's tables of
/// the 20,000 commonest words (see `data/README.md`). `None` for a word
/// rarer than those, which in a textbook is most often a term it teaches.
pub fn zipf(word: &str, lang: crate::nlp::Lang) -> Option<f32> {
    let table = match lang {
        crate::nlp::Lang::En => &FREQUENCY_EN,
        crate::nlp::Lang::Fr => &FREQUENCY_FR,
        crate::nlp::Lang::Other => return None,
    };
    let line = table.find(&word.to_lowercase())?;
    line.split_once('\t')?.1.parse().ok()
}

/// The row of `data/wordnet-nouns.txt` for an English noun phrase: the
/// whole phrase ("aerobic respiration"), else its last word, in the
/// singular too.
fn noun_row(phrase: &str) -> Option<&'static str> {
    let lower = phrase.trim().to_lowercase();
    let last = lower.rsplit(' ').next().unwrap_or_default();
    let singulars = |word: &str| -> Vec<String> {
        let mut forms = vec![word.to_string()];
        if let Some(stem) = word.strip_suffix("ies") {
            forms.push(format!("{stem}y"));
        }
        if let Some(stem) = word.strip_suffix("es") {
            forms.push(stem.to_string());
        }
        if let Some(stem) = word.strip_suffix('s') {
            forms.push(stem.to_string());
        }
        forms
    };
    let mut lookups = singulars(&lower);
    if last != lower {
        lookups.extend(singulars(last));
    }
    lookups.iter().find_map(|form| NOUNS.find(form))
}

/// What kind of thing an English noun names: the WordNet classes of its
/// three commonest senses, commonest first ("glomerulus" → `["body"]`,
/// "salt" → `["substance", …]`), from `data/wordnet-nouns.txt`. Empty for
/// a word WordNet has no noun for.
pub fn noun_classes(phrase: &str) -> Vec<&'static str> {
    noun_row(phrase)
        .and_then(|line| line.split('\t').nth(1))
        .map(|classes| classes.split(',').collect())
        .unwrap_or_default()
}

/// The commonest sense of an English noun and its nearest ancestors
/// (`data/wordnet-nouns.txt`): "thyroid gland" → its sense, endocrine
/// gland, gland, organ.
fn lineage(phrase: &str) -> Vec<&'static str> {
    noun_row(phrase)
        .and_then(|line| line.split('\t').nth(3))
        .map(|chain| chain.split(',').collect())
        .unwrap_or_default()
}

/// WordNet classes narrow enough that two nouns in one are things of one
/// kind to a learner (people, places, substances, diseases and other
/// states, processes); "body" holds both glands and hormones, "artifact"
/// both tools and buildings, and they are left to the ancestors.
const NARROW_CLASSES: &[&str] = &[
    "person",
    "animal",
    "plant",
    "food",
    "location",
    "time",
    "substance",
    "state",
    "process",
    "event",
    "feeling",
    "quantity",
    "phenomenon",
];

/// Whether two English noun phrases name things of one kind by WordNet:
/// their commonest senses share a near ancestor ("thyroid" and "pancreas"
/// are both glands; "insulin" is a hormone, of another kind) or a narrow
/// class, and neither is the other or a kind of it.
pub fn same_noun_class(a: &str, b: &str) -> bool {
    let (lineage_a, lineage_b) = (lineage(a), lineage(b));
    let (x, y) = (lineage_a.as_slice(), lineage_b.as_slice());
    if x.is_empty() || y.is_empty() || x[0] == y[0] || x.contains(&y[0]) || y.contains(&x[0]) {
        return false;
    }
    let narrow = matches!(
        (noun_classes(a).first(), noun_classes(b).first()),
        (Some(c), Some(d)) if c == d && NARROW_CLASSES.contains(c)
    );
    narrow || x[1..].iter().any(|ancestor| y[1..].contains(ancestor))
}

/// Whether one English noun phrase names the same thing as another or a
/// kind of it by WordNet ("proportion" is a ratio): as a wrong option it
/// would be right.
pub fn same_or_kind_of(a: &str, b: &str) -> bool {
    let (a, b) = (lineage(a), lineage(b));
    !a.is_empty() && !b.is_empty() && (a[0] == b[0] || a.contains(&b[0]) || b.contains(&a[0]))
}

/// Whether an English word in "-s" may be a verb in the third person
/// ("draws", "triggers"): WordNet knows its stem as a verb. A plural noun
/// whose singular is no verb ("servants") is not.
pub fn may_be_verb_in_s(word: &str) -> bool {
    let lower = word.to_lowercase();
    let Some(stem) = lower.strip_suffix('s') else {
        return false;
    };
    let is_verb = |form: &str| {
        NOUNS
            .find(form)
            .and_then(|line| line.split('\t').nth(2))
            .is_some_and(|pos| pos.contains('v'))
    };
    is_verb(stem) || lower.strip_suffix("es").is_some_and(is_verb)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nouns_have_classes_in_any_number_and_phrases_by_their_head() {
        assert_eq!(noun_classes("glomerulus"), ["body"]);
        assert_eq!(noun_classes("capillaries").first(), Some(&"artifact"));
        assert!(noun_classes("renal corpuscle").contains(&"body"));
        assert!(noun_classes("quickly").is_empty());
        // Glands are of one kind, a hormone of another.
        assert!(same_noun_class("thyroid gland", "pancreas"));
        assert!(!same_noun_class("thyroid", "insulin"));
        assert!(same_noun_class("chemist", "physicist"));
        assert!(!same_noun_class("glomerulus", "chemist"));
        // A proportion is a ratio: no wrong option for it.
        assert!(same_or_kind_of("proportion", "ratio"));
        assert!(!same_noun_class("proportion", "ratio"));
        assert!(may_be_verb_in_s("draws") && may_be_verb_in_s("triggers"));
        assert!(!may_be_verb_in_s("servants") && !may_be_verb_in_s("draw"));
    }

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
    fn the_lists_are_sorted_for_binary_search_and_every_entry_is_found() {
        for list in [&WORDS, &FREQUENCY_EN, &FREQUENCY_FR, &NOUNS] {
            let fields: Vec<_> = list.fields().collect();
            assert!(fields.windows(2).all(|w| w[0] < w[1]));
            for field in fields {
                assert!(list.find(field).is_some(), "{field}");
            }
            assert_eq!(list.find(""), None);
            assert_eq!(list.find("zzzzzzzz"), None);
        }
    }
}
