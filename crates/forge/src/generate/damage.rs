//! Words that say a copy is damaged: a known OCR confusion of a real
//! word ("lmmune"), two common words that lost the space between them
//! ("failme"), or the tail of a word broken apart ("in ammation"). A
//! sentence holding one is not asked about.

use std::collections::{BTreeMap, BTreeSet};

use crate::lexicon::is_english_word;
use crate::nlp::Lang;

/// The lower-case words of the document that are in no dictionary and look
/// damaged: a known OCR confusion of a real word ("lmmune", "rnemory"), or,
/// said once, two common words run together ("failme") or the tail of a
/// word broken apart ("in ammation", a lost "fl" ligature; "im-munity").
/// A technical word said once ("retroperitoneal", "peristalsis") is in no
/// general word list either, but it is no damage: refusing every sentence
/// that holds one left a clean textbook's best sentences unasked. Where the
/// document shows damage of this kind anywhere, every word said once and
/// known to no list stays suspect, as the copy cannot be trusted. Worked
/// out once per distinct word.
pub(super) fn suspicious_words(text: &str) -> BTreeSet<String> {
    // Each distinct word: how often it occurs, and whether a word list
    // knows it (asked once per word, not once per occurrence).
    let mut counts: BTreeMap<&str, (usize, bool)> = BTreeMap::new();
    // Unknown words with the word before them, to see a word broken apart.
    let mut broken = false;
    let mut previous = "";
    for word in text.split(|c: char| !c.is_alphabetic()) {
        if word.is_empty() {
            continue;
        }
        if word.len() >= 4 && word.starts_with(|c: char| c.is_lowercase()) {
            let entry = counts
                .entry(word)
                .or_insert_with(|| (0, is_english_word(word)));
            entry.0 += 1;
            let known = entry.1;
            if !broken && !known {
                broken = ["", "fl", "fi", "ff", "ffi", "ffl"].iter().any(|glue| {
                    let whole = format!("{previous}{glue}{word}");
                    previous.len() <= 4 && !previous.is_empty() && is_english_word(&whole)
                });
            }
        }
        previous = word;
    }
    // A compound WordNet knows ("stakeholder", "worldview") is the
    // language's own word, though the word list lacks it: a sentence on a
    // "stakeholder approach" was refused as damaged (unseen set 64).
    // Two content words closed up ("runtime", "namespace", "snowmelt",
    // "frontline") are how English makes a compound, whether or not a
    // word list has caught up with it; a function word glued to another
    // ("theresult", "failme") is a lost space. A copy that lost one space
    // so may have lost others, between content words too.
    let glued =
        |word: &str| run_together(word, false) && crate::lexicon::noun_classes(word).is_empty();
    let lost_space = counts
        .iter()
        .any(|(w, (_, known))| !known && glued(w) && run_together(w, true));
    let damaged =
        |word: &str| ocr_misread(word) || (glued(word) && (lost_space || run_together(word, true)));
    // Words that look run together may be compounds no list knows
    // ("worldview", "stakeholder"): they are suspect themselves, but only a
    // misread letter or a broken word says the whole copy is damaged.
    let misread = counts
        .iter()
        .any(|(w, (_, known))| !known && ocr_misread(w));
    let untrusted = broken || misread;
    counts
        .into_iter()
        .filter(|(word, (count, known))| {
            !known && (ocr_misread(word) || (*count <= 1 && (untrusted || damaged(word))))
        })
        .map(|(word, _)| word.to_string())
        .collect()
}

/// Whether an unknown word is two common words that lost the space between
/// them ("failme", "theresult"): both parts are frequent in general use,
/// which the halves of a technical word ("peri" + "stalsis") are not.
/// With `function_word`, one of the two must be a function word ("the",
/// "me"), as no compound has.
fn run_together(word: &str, function_word: bool) -> bool {
    // Two-letter parts only when they are English function words: "es",
    // "la" or "de" would split "calyxes" or "hilade".
    const SHORT: &[&str] = &[
        "me", "my", "we", "us", "he", "it", "in", "on", "of", "to", "an", "as", "at", "be", "by",
        "do", "go", "if", "is", "no", "or", "so", "up",
    ];
    let common = |part: &str| {
        (part.chars().count() >= 3 || SHORT.contains(&part))
            && crate::lexicon::zipf(part, Lang::En).is_some_and(|z| z >= 4.0)
            && is_english_word(part)
    };
    // Words made with a prefix ("multicellular", "subunit", "nonspecific")
    // or ending in a suffix that is also a word ("effector", "actin") are
    // the language's own, not two words that lost their space.
    const PREFIXES: &[&str] = &[
        "anti", "auto", "bio", "co", "counter", "de", "dis", "down", "extra", "hyper", "hypo",
        "inter", "intra", "macro", "mega", "micro", "mid", "mini", "mis", "mono", "multi", "non",
        "out", "over", "photo", "poly", "post", "pre", "pro", "pseudo", "re", "self", "semi",
        "sub", "super", "trans", "ultra", "un", "under", "uni", "up",
    ];
    const PRONOUNS: &[&str] = &["me", "my", "we", "us", "he", "it"];
    const SUFFIXES: &[&str] = &[
        "ate", "ant", "ent", "ion", "ive", "ous", "ism", "ist", "ure", "ine", "ide", "ose", "oid",
        "age", "ance", "ence", "ness", "less", "ment", "able", "ible", "ship", "hood", "ward",
    ];
    // A noun and an agent or a doing of it ("policymakers",
    // "policymaking", "caregivers", "stakeholders") is how English makes
    // a compound, closed up as often as not (unseen set 73).
    const COMPOUND_HEADS: &[&str] = &[
        "making", "maker", "makers", "holder", "holders", "keeper", "keepers", "keeping", "giver",
        "givers", "giving", "taker", "takers", "taking", "setting", "setter", "setters",
    ];
    let compound = |first: &str, second: &str| {
        COMPOUND_HEADS.contains(&second) && !crate::lexicon::noun_classes(first).is_empty()
    };
    word.chars().count() >= 5
        && !PREFIXES.iter().any(|p| word.starts_with(p))
        && word.char_indices().skip(1).any(|(at, _)| {
            let (first, second) = (&word[..at], &word[at..]);
            common(first)
                && common(second)
                && !SUFFIXES.contains(&second)
                && !compound(first, second)
                && (second.chars().count() >= 3 || PRONOUNS.contains(&second))
                && (!function_word
                    || crate::nlp::is_stop_word(first, Lang::En)
                    || crate::nlp::is_stop_word(second, Lang::En))
        })
}

/// Whether a sentence holds one of the document's suspicious words.
pub(super) fn has_unknown_word(sentence: &str, suspicious: &BTreeSet<String>) -> bool {
    !suspicious.is_empty()
        && sentence
            .split(|c: char| !c.is_alphabetic())
            .any(|w| suspicious.contains(w))
}

/// Whether an unknown word becomes a known one when a common OCR confusion
/// is undone: `lmmune` (l for I), `rnemory` (rn for m), `ce11s` (1 for l).
pub(crate) fn ocr_misread(word: &str) -> bool {
    let lower = word.to_lowercase();
    let fixes = [
        lower.strip_prefix('l').map(|rest| format!("i{rest}")),
        Some(lower.replace("rn", "m")),
        Some(lower.replace('1', "l")),
        Some(lower.replace('0', "o")),
        Some(lower.replace("cl", "d")),
        Some(lower.replace("vv", "w")),
    ];
    fixes
        .into_iter()
        .flatten()
        .any(|fixed| fixed != lower && is_english_word(&fixed))
}
