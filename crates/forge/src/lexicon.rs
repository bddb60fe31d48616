//! An English word list, to tell OCR damage ("failme", "lmmune") from real
//! words. The list is SCOWL's (see `data/README.md` for its licence),
//! embedded so that the binary needs nothing at run time.

use std::cell::RefCell;
use std::cmp::Ordering;

use rustc_hash::FxHashMap;

mod kinds;
pub use kinds::*;

static WORDS: SortedLines =
    SortedLines::new(List::Words, include_str!("../data/english-words.txt"));
static FREQUENCY_EN: SortedLines = SortedLines::new(
    List::FrequencyEn,
    include_str!("../data/word-frequency-en.txt"),
);
static FREQUENCY_FR: SortedLines = SortedLines::new(
    List::FrequencyFr,
    include_str!("../data/word-frequency-fr.txt"),
);
static FREQUENCY_ES: SortedLines = SortedLines::new(
    List::FrequencyEs,
    include_str!("../data/word-frequency-es.txt"),
);
static FREQUENCY_DE: SortedLines = SortedLines::new(
    List::FrequencyDe,
    include_str!("../data/word-frequency-de.txt"),
);
static NOUNS: SortedLines =
    SortedLines::new(List::Nouns, include_str!("../data/wordnet-nouns.txt"));
static KINDS: SortedLines =
    SortedLines::new(List::Kinds, include_str!("../data/wordnet-kinds.txt"));
static GIVEN_NAMES: SortedLines =
    SortedLines::new(List::GivenNames, include_str!("../data/given-names.txt"));

/// Which embedded list a look-up searched, for the per-thread memo.
#[derive(Debug, Clone, Copy)]
enum List {
    Words,
    FrequencyEn,
    FrequencyFr,
    FrequencyEs,
    FrequencyDe,
    Nouns,
    Kinds,
    GivenNames,
}

/// How many lists there are.
const LISTS: usize = 8;

/// Most keys a thread remembers the look-ups of before it starts again.
const REMEMBERED_LOOKUPS: usize = 50_000;

thread_local! {
    /// Every list look-up already made on this thread, found or not. A
    /// document asks about the same words again and again (every
    /// occurrence of a word, every inflection tried, every pair of
    /// candidate options), and a binary search through a list of 100,000
    /// lines cost a tenth of a 40 KB document's making (`perf`, session
    /// 45). Only a cache: what is found is the same either way, and no
    /// output reads its order.
    static LOOKUPS: RefCell<[FxHashMap<Box<str>, Option<&'static str>>; LISTS]> =
        RefCell::new(std::array::from_fn(|_| FxHashMap::default()));
}

/// A list embedded in the binary, one entry per line in byte order of its
/// first field (up to a tab), searched where it lies. No index is built:
/// reading 90,000 lines into a table cost every run of `quizforge make` a
/// few milliseconds before its first word, more than all its look-ups.
struct SortedLines {
    list: List,
    text: &'static str,
}

impl SortedLines {
    const fn new(list: List, text: &'static str) -> Self {
        Self { list, text }
    }

    /// The line whose first field is `key`, remembered per thread.
    fn find(&self, key: &str) -> Option<&'static str> {
        let list = self.list as usize;
        if let Some(found) = LOOKUPS.with(|memo| memo.borrow()[list].get(key).copied()) {
            return found;
        }
        let found = self.search(key);
        LOOKUPS.with(|memo| {
            let memo = &mut memo.borrow_mut()[list];
            if memo.len() >= REMEMBERED_LOOKUPS {
                memo.clear();
            }
            memo.insert(key.into(), found);
        });
        found
    }

    /// The line whose first field is `key`, by binary search.
    fn search(&self, key: &str) -> Option<&'static str> {
        let text = self.text;
        let bytes = text.as_bytes();
        // `lo` is always a line's start and `hi` the end of the text or
        // just after a line's newline.
        let (mut lo, mut hi) = (0, text.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let start = memchr::memrchr(b'\n', &bytes[lo..mid]).map_or(lo, |at| lo + at + 1);
            let end = memchr::memchr(b'\n', &bytes[mid..hi]).map_or(hi, |at| mid + at);
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
        self.text
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

/// Whether `word` (any case) is a given name people are called by
/// ("Lucretia", "Florence"), from the 1990 US census lists of first names
/// (see `data/README.md`).
pub fn is_given_name(word: &str) -> bool {
    GIVEN_NAMES.find(&word.to_lowercase()).is_some()
}

/// Whether people called by a given name are women or men.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gender {
    Female,
    Male,
}

impl Gender {
    /// The gender an English personal pronoun or possessive gives its
    /// person ("her", "himself"); None for any other word.
    pub fn of_pronoun(word: &str) -> Option<Self> {
        match word {
            "she" | "her" | "hers" | "herself" => Some(Self::Female),
            "he" | "him" | "his" | "himself" => Some(Self::Male),
            _ => None,
        }
    }
}

/// Whether people called `word` (any case) are mostly women or mostly
/// men: on one census list only, or twenty times commoner on it ("Emma",
/// "Henry"); None for a name given to both ("Jean", "Casey") or unknown.
pub fn given_name_gender(word: &str) -> Option<Gender> {
    let line = GIVEN_NAMES.find(&word.to_lowercase())?;
    match line.split_once('\t').map(|(_, gender)| gender) {
        Some("f") => Some(Gender::Female),
        Some("m") => Some(Gender::Male),
        _ => None,
    }
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
        crate::nlp::Lang::Es => &FREQUENCY_ES,
        crate::nlp::Lang::De => &FREQUENCY_DE,
        crate::nlp::Lang::Other => return None,
    };
    let lower = word.to_lowercase();
    // wordfreq folds case the Unicode way, and "ß" folds to "ss": its
    // German table holds "strasse", never "straße".
    let line = if lang == crate::nlp::Lang::De && lower.contains('ß') {
        table.find(&lower.replace('ß', "ss"))?
    } else {
        table.find(&lower)?
    };
    line.split_once('\t')?.1.parse().ok()
}

/// The row of `data/wordnet-nouns.txt` for an English noun phrase: the
/// whole phrase ("aerobic respiration"), else its last word, in the
/// singular too.
fn noun_row(phrase: &str) -> Option<&'static str> {
    noun_row_of(phrase, true)
}

/// Most phrases a thread remembers the rows of before it starts again.
const REMEMBERED_ROWS: usize = 20_000;

thread_local! {
    /// Rows already looked up (a document asks about the same terms again
    /// and again: each pair of siblings, each candidate option), so each
    /// costs its binary searches once. Only a cache: what is found is the
    /// same either way. One map for the whole phrase's row, one for the
    /// row found by its head too, so that a look-up needs no new key.
    static ROWS: RefCell<[FxHashMap<String, Option<&'static str>>; 2]> =
        RefCell::new([FxHashMap::default(), FxHashMap::default()]);
}

/// [`noun_row`], or only the whole phrase's row when `by_head` is false.
fn noun_row_of(phrase: &str, by_head: bool) -> Option<&'static str> {
    if let Some(row) = ROWS.with(|rows| rows.borrow()[usize::from(by_head)].get(phrase).copied()) {
        return row;
    }
    let row = look_up_noun_row(phrase, by_head);
    ROWS.with(|rows| {
        let rows = &mut rows.borrow_mut()[usize::from(by_head)];
        if rows.len() >= REMEMBERED_ROWS {
            rows.clear();
        }
        rows.insert(phrase.to_string(), row);
    });
    row
}

fn look_up_noun_row(phrase: &str, by_head: bool) -> Option<&'static str> {
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
    if by_head && last != lower {
        lookups.extend(singulars(last));
    }
    lookups.iter().find_map(|form| NOUNS.find(form))
}

/// Vulgar words and slurs WordNet lists among ordinary nouns ("shitting"
/// is of the same class as "micturition": unseen set 75 offered it as a
/// wrong option). Never an option a student sees. Words that open no
/// decent word are matched as a word's start ("shitting", "pissed");
/// the others only whole, in either number ("spic" but not "spice").
const OFFENSIVE_STARTS: &[&str] = &[
    "shit", "fuck", "cunt", "piss", "wank", "twat", "bollock", "asshole", "arsehole", "bitch",
    "bullshit", "nigger", "nigga", "faggot", "kike",
];
const OFFENSIVE_WORDS: &[&str] = &[
    "crap",
    "turd",
    "spic",
    "wetback",
    "gook",
    "raghead",
    "towelhead",
    "fag",
    "dyke",
    "tranny",
    "retard",
    "wop",
    "dago",
];

/// Whether an English phrase holds a vulgar word or a slur.
pub fn is_offensive(phrase: &str) -> bool {
    phrase
        .split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .any(|word| {
            OFFENSIVE_STARTS.iter().any(|bad| word.starts_with(bad))
                || OFFENSIVE_WORDS
                    .iter()
                    .any(|bad| word == *bad || word.strip_suffix('s') == Some(bad))
        })
}

/// Whether `word` is in the English word list exactly as written (lower
/// case), without the regular inflections [`is_english_word`] allows:
/// "businessmen" is, "businessmans" is not.
pub fn is_listed_word(word: &str) -> bool {
    known(&word.to_lowercase())
}

/// Whether an English phrase of several words is a noun WordNet lists
/// whole ("property rights", "economic growth"): a compound the language
/// has made a name of, not words that happen to stand together.
pub fn is_compound_noun(phrase: &str) -> bool {
    phrase.trim().contains(' ') && noun_row_of(phrase, false).is_some()
}

/// Whether an English word is a noun and never a verb by WordNet
/// ("years", "density"; not "cover", "absorbs").
pub fn is_noun_only(word: &str) -> bool {
    let lower = word.to_lowercase();
    let Some(row) = noun_row_of(&lower, false) else {
        return false;
    };
    let pos = row.split('\t').nth(2).unwrap_or_default();
    !pos.contains('v') && !may_be_verb_in_s(&lower)
}

/// Whether an English word in "-ly" or "-ed" is a noun by WordNet, not an
/// adverb or a past form: "family", "supply", "monopoly", "need", "seed",
/// "creed" (not "daily", also an adverb, nor "hundred", also an
/// adjective, nor "agreed", no noun). A verb's base form in "-eed" is no
/// past form, though WordNet marks it a verb too ("need", "breed").
pub fn noun_in_ly_or_ed(word: &str) -> bool {
    let lower = word.to_lowercase();
    let Some(row) = noun_row_of(&lower, false) else {
        return false;
    };
    let pos = row.split('\t').nth(2).unwrap_or_default();
    if lower.ends_with("ly") {
        !pos.contains('r')
    } else if lower.ends_with("ed") {
        !pos.contains('a') && (!pos.contains('v') || lower.ends_with("eed"))
    } else {
        false
    }
}

/// Whether WordNet has an English word as a noun ("raster", "cells",
/// "empty"; not "new", an adjective only).
pub fn may_be_noun(word: &str) -> bool {
    noun_row_of(&word.to_lowercase(), false).is_some()
}

/// Whether an English word is a noun and nothing else by WordNet ("woman",
/// "youth"; not "equal", also an adjective, nor "speed", also a verb).
pub fn is_only_a_noun(word: &str) -> bool {
    noun_row_of(&word.to_lowercase(), false)
        .is_some_and(|row| row.split('\t').nth(2).unwrap_or_default().is_empty())
}

/// Whether an English word may be a verb by WordNet's nouns that are
/// verbs too ("treat", "cover"); a word WordNet has only as a verb is not
/// in its noun list and is not known here.
pub fn noun_or_verb(word: &str) -> bool {
    NOUNS
        .find(&word.to_lowercase())
        .and_then(|line| line.split('\t').nth(2))
        .is_some_and(|pos| pos.contains('v'))
}

/// Whether WordNet has an English noun as an adjective too ("Egyptian",
/// "Republican", "Protestant"): a people's or a party's word, not a
/// person's name.
pub fn noun_also_adjective(word: &str) -> bool {
    NOUNS
        .find(&word.to_lowercase())
        .and_then(|line| line.split('\t').nth(2))
        .is_some_and(|pos| pos.contains('a'))
}

/// Whether an English word in "-s" may be a verb in the third person
/// ("draws", "triggers", "carries"): WordNet knows its stem as a verb. A
/// plural noun whose singular is no verb ("servants") is not.
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
    is_verb(stem)
        || lower.strip_suffix("es").is_some_and(is_verb)
        || third_person_of_y(&lower).is_some_and(|base| is_verb(&base))
}

/// The verb in "-y" a word in "-ies" is the third person of ("carries":
/// "carry"), if it has that ending after a consonant.
pub(crate) fn third_person_of_y(lower: &str) -> Option<String> {
    let stem = lower.strip_suffix("ies")?;
    stem.chars()
        .last()
        .filter(|c| !"aeiou".contains(*c))
        .map(|_| format!("{stem}y"))
}

#[cfg(test)]
#[path = "lexicon_tests.rs"]
mod tests;
