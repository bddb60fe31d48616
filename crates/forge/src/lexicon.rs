//! An English word list, to tell OCR damage ("failme", "lmmune") from real
//! words. The list is SCOWL's (see `data/README.md` for its licence),
//! embedded so that the binary needs nothing at run time.

use std::cell::RefCell;
use std::cmp::Ordering;

use rustc_hash::FxHashMap;

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
    thread_local! {
        /// Lineages already read: the options of every question compare
        /// the same few dozen terms pairwise (a twentieth of a 40 KB
        /// document's making was reading their rows again). Only a cache.
        static LINEAGES: RefCell<FxHashMap<Box<str>, Vec<&'static str>>> =
            RefCell::new(FxHashMap::default());
    }
    if let Some(found) = LINEAGES.with(|memo| memo.borrow().get(phrase).cloned()) {
        return found;
    }
    let found: Vec<&'static str> = noun_row(phrase)
        .and_then(|line| line.split('\t').nth(3))
        .map(|chain| chain.split(',').collect())
        .unwrap_or_default();
    LINEAGES.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.len() >= REMEMBERED_LOOKUPS {
            memo.clear();
        }
        memo.insert(phrase.into(), found.clone());
    });
    found
}

/// WordNet classes narrow enough that two nouns in one are things of one
/// kind to a learner (people, places, times, events, feelings, amounts);
/// "body" holds both glands and hormones, "artifact" both tools and
/// buildings, and they are left to the ancestors. So are substances,
/// states, processes and phenomena: raters rejected "glucose", "peptide"
/// and "molecule" as wrong options for an enzyme ("lipase"), "solvency"
/// and "workforce" for "poverty", "illumination" for "sensation" (unseen
/// sets 16 to 18); an enzyme's kin are the other enzymes, which WordNet
/// gives as near ancestors shared.
const NARROW_CLASSES: &[&str] = &[
    "person", "animal", "plant", "food", "location", "time", "event", "feeling", "quantity",
];

/// What [`same_noun_kin`] reads of an English noun phrase, worked out
/// once for a caller that compares one phrase with many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NounKin {
    /// Its commonest sense and that sense's nearest ancestors.
    lineage: Vec<&'static str>,
    /// The WordNet class of its commonest sense.
    class: Option<&'static str>,
}

/// The [`NounKin`] of an English noun phrase.
pub fn noun_kin(phrase: &str) -> NounKin {
    NounKin {
        lineage: lineage(phrase),
        class: noun_classes(phrase).first().copied(),
    }
}

/// Whether two English noun phrases name things of one kind by WordNet:
/// their commonest senses share a near ancestor ("thyroid" and "pancreas"
/// are both glands; "insulin" is a hormone, of another kind) or a narrow
/// class, and neither is the other or a kind of it.
pub fn same_noun_kin(a: &NounKin, b: &NounKin) -> bool {
    let (x, y) = (a.lineage.as_slice(), b.lineage.as_slice());
    if x.is_empty() || y.is_empty() || x[0] == y[0] || x.contains(&y[0]) || y.contains(&x[0]) {
        return false;
    }
    let narrow = matches!(
        (a.class, b.class),
        (Some(c), Some(d)) if c == d && NARROW_CLASSES.contains(&c)
    );
    narrow || x[1..].iter().any(|ancestor| y[1..].contains(ancestor))
}

/// Whether two English noun phrases are plainly of different kinds by
/// WordNet: both are known (or their heads are) and no class of the
/// commonest senses of one is a class of the other ("systemic yeast
/// infections", a state, beside "fungal cytoplasmic membranes", a body
/// part: raters take such an option for filler; unseen set 22).
pub fn other_kinds(a: &str, b: &str) -> bool {
    let (x, y) = (noun_classes(a), noun_classes(b));
    !x.is_empty() && !y.is_empty() && !x.iter().any(|c| y.contains(c))
}

/// Whether one English noun phrase names the same thing as another or a
/// kind of it by WordNet ("proportion" is a ratio): as a wrong option it
/// would be right. Two names on one head ("O. O. Howard", "Oliver Otis
/// Howard") are most often one person or place, as the head alone says.
pub fn same_or_kind_of(a: &str, b: &str) -> bool {
    let named = |p: &str| p.starts_with(char::is_uppercase);
    if named(a) || named(b) {
        let (a, b) = (lineage(a), lineage(b));
        return !a.is_empty()
            && !b.is_empty()
            && (a[0] == b[0] || a.contains(&b[0]) || b.contains(&a[0]));
    }
    kind_of(a, b) || kind_of(b, a)
}

/// Whether English `x` is `y` or one of its nearest kinds by WordNet (a
/// "notch" is an indentation): the word says what the other says. A
/// kind further down ("prejudice", an attitude through "partiality") is
/// knowledge, not a word's meaning.
pub fn nearest_kind_of(x: &str, y: &str) -> bool {
    let ancestors = lineage(x);
    own_lineage(y)
        .first()
        .is_some_and(|own| ancestors.iter().take(2).any(|a| a == own))
}

/// Whether `x` is `y` or a kind of it by WordNet. A `y` WordNet knows only
/// by its head is known to have kinds only through a noun before the
/// head: "cardiac muscle" is a kind of "muscle tissue" (a tissue, and a
/// muscle), but "industrial psychology" is no kind of "organizational
/// psychology": both are kinds of psychology, neighbours, not one thing.
fn kind_of(x: &str, y: &str) -> bool {
    let ancestors = lineage(x);
    if ancestors.is_empty() {
        return false;
    }
    if let Some(own) = own_lineage(y).first() {
        return ancestors.contains(own);
    }
    let Some(head) = lineage(y).first().copied() else {
        return false;
    };
    let lower = y.to_lowercase();
    let mut words: Vec<&str> = lower.split_whitespace().collect();
    words.pop();
    let x_lower = x.to_lowercase();
    let x_words: Vec<&str> = x_lower.split_whitespace().collect();
    ancestors.contains(&head)
        && words.iter().any(|word| {
            x_words.contains(word)
                || own_lineage(word)
                    .first()
                    .is_some_and(|s| ancestors.contains(s))
        })
}

/// [`lineage`] of a phrase WordNet knows as a whole; empty for one it
/// knows only by its head.
fn own_lineage(phrase: &str) -> Vec<&'static str> {
    noun_row_of(phrase, false)
        .and_then(|line| line.split('\t').nth(3))
        .map(|chain| chain.split(',').collect())
        .unwrap_or_default()
}

/// A noun WordNet knows as a whole, read from its row, with the line of
/// `data/wordnet-kinds.txt` that lists its commonest sense among its
/// siblings (the other children of that sense's parent).
struct SenseFamily {
    lemma: &'static str,
    classes: &'static str,
    other_parts: &'static str,
    own_sense: &'static str,
    siblings: &'static str,
}

fn family_of(phrase: &str) -> Option<SenseFamily> {
    let mut fields = noun_row_of(phrase, false)?.split('\t');
    let lemma = fields.next().unwrap_or_default();
    let classes = fields.next().unwrap_or_default();
    let other_parts = fields.next().unwrap_or_default();
    let mut lineage = fields.next().unwrap_or_default().split(',');
    let (own_sense, parent) = (lineage.next()?, lineage.next()?);
    Some(SenseFamily {
        lemma,
        classes,
        other_parts,
        own_sense,
        siblings: KINDS.find(parent)?,
    })
}

impl SenseFamily {
    /// The senses beside this one, each with its names (`id`, `a|b|c`),
    /// this one among them.
    fn senses(&self) -> impl Iterator<Item = (&'static str, &'static str)> {
        self.siblings
            .split('\t')
            .skip(1)
            .filter_map(|child| child.split_once(':'))
    }
}

/// The other names WordNet gives the commonest sense of an English noun
/// phrase it knows as a whole ("tooth decay" and "caries" for "dental
/// caries", "settler" for "colonist"), in their singular, made of known
/// English words. A typed answer accepts them: the student who writes one
/// has learnt the thing.
pub fn same_sense_names(phrase: &str) -> Vec<&'static str> {
    let Some(family) = family_of(phrase) else {
        return Vec::new();
    };
    // A noun of several classes ("gum": chewing gum, or the gingiva) or
    // also a verb or an adjective ("lord", "drunk") may be meant in
    // another sense than WordNet's commonest, whose names would then be
    // wrong answers ("almighty" for "lords").
    if family.classes.contains(',') || !family.other_parts.is_empty() {
        return Vec::new();
    }
    family
        .senses()
        .filter(|(sense, _)| *sense == family.own_sense)
        .flat_map(|(_, names)| names.split('|'))
        // An everyday word standing for a technical one ("neck" for
        // "cervix") is a looser sense than the lesson's; and a name counts
        // only when this sense is its commonest too ("creator" names the
        // Lord only in its rarer sense).
        .filter(|name| {
            let everyday =
                !name.contains(' ') && zipf(name, crate::nlp::Lang::En).is_some_and(|z| z >= 4.0);
            *name != family.lemma
                && !everyday
                && name.split([' ', '-']).all(is_english_word)
                && own_lineage(name).first() == Some(&family.own_sense)
        })
        .collect()
}

/// The form WordNet lists an English noun phrase under ("dental caries"
/// for itself, "colonist" for "colonists"), when it knows the whole.
pub fn noun_lemma(phrase: &str) -> Option<&'static str> {
    noun_row_of(phrase, false).and_then(|row| row.split('\t').next())
}

/// Other kinds of what an English noun is a kind of, by WordNet
/// (`data/wordnet-kinds.txt`): beside "thyroid hormone", the other
/// hormones ("insulin", "glucagon", …); beside "thyroid gland", the other
/// endocrine glands. One name for each, made of known English words (no
/// abbreviations), those sharing the phrase's last word first ("adrenal
/// gland" for "thyroid gland"), then the commonest. Empty unless WordNet
/// knows the whole phrase: a phrase known by its head alone ("renal
/// pelvis") is not the head.
pub fn kinds_beside(phrase: &str) -> Vec<&'static str> {
    let Some(family) = family_of(phrase) else {
        return Vec::new();
    };
    let (lemma, classes) = (family.lemma, family.classes);
    // A noun whose senses fall in several classes ("effector": a person,
    // or a nerve ending) may be meant in another sense than WordNet's
    // commonest.
    // People are left out: WordNet's other kinds of a person are roles
    // and named people ("wizard", "old hand" beside "arbiter").
    // A word that is an adjective too ("endocrine", "thyroid") is most
    // often one in a lesson, where the noun's sense (a hormone) is not
    // meant.
    if classes.contains(',') || classes == "person" || family.other_parts.contains('a') {
        return Vec::new();
    }
    let head = lemma.rsplit(' ').next().unwrap_or_default();
    // How common its rarest word is (words outside the frequency table
    // count as rarest).
    let commonness = |lemma: &str| -> i32 {
        lemma
            .split([' ', '-'])
            .map(|w| zipf(w, crate::nlp::Lang::En).map_or(0, |z| (z * 10.0) as i32))
            .min()
            .unwrap_or(0)
    };
    let mut kinds: Vec<(bool, i32, &'static str)> = family
        .senses()
        .filter(|(sense, _)| *sense != family.own_sense)
        .filter_map(|(_, lemmas)| {
            lemmas
                .split('|')
                .filter(|lemma| {
                    // Of the key's class, and of that one only: "royal
                    // jelly" (a substance) and "sweat" (also a state) are
                    // secretions like hormones, but no learner's kin of one.
                    NOUNS
                        .find(lemma)
                        .and_then(|row| row.split('\t').nth(1))
                        .is_some_and(|kin_classes| kin_classes == classes)
                })
                .filter(|lemma| !is_offensive(lemma))
                .filter(|lemma| {
                    // A word outside the frequency table must be long
                    // enough not to be an abbreviation ("acth", "gi").
                    lemma.split([' ', '-']).all(|w| {
                        is_english_word(w)
                            && (w.len() >= 5
                                || (w.len() >= 3 && zipf(w, crate::nlp::Lang::En).is_some()))
                    })
                })
                .map(|lemma| {
                    let shares_head = lemma.rsplit(' ').next() == Some(head);
                    (shares_head, commonness(lemma), lemma)
                })
                .max_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)).then(b.2.cmp(a.2)))
        })
        .collect();
    kinds.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(b.2)));
    kinds.into_iter().map(|(_, _, lemma)| lemma).collect()
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

/// Whether an English word is a noun and nothing else by WordNet ("woman",
/// "youth"; not "equal", also an adjective, nor "speed", also a verb).
pub fn is_only_a_noun(word: &str) -> bool {
    noun_row_of(&word.to_lowercase(), false)
        .is_some_and(|row| row.split('\t').nth(2).unwrap_or_default().is_empty())
}

/// Whether two English noun phrases are close kinds of one thing by
/// WordNet: their commonest senses differ and share a parent or a
/// grandparent ("thyroid hormone" and "insulin", both hormones).
pub fn close_kinds(a: &str, b: &str) -> bool {
    let (a, b) = (lineage(a), lineage(b));
    if a.len() < 2 || b.len() < 2 || a[0] == b[0] {
        return false;
    }
    let near = |chain: &[&'static str]| chain[1..chain.len().min(3)].to_vec();
    let (near_a, near_b) = (near(&a), near(&b));
    near_a.iter().any(|x| near_b.contains(x))
}

/// Whether WordNet knows both English noun phrases whole and files one
/// as a kind of the other ("Catholic Church" is a Christian church):
/// swapped for it in a statement, the statement stays true. Names known by
/// their head alone ("First Great Awakening", "Second Great Awakening")
/// are not compared.
pub fn kind_of_the_other(a: &str, b: &str) -> bool {
    if noun_lemma(a).is_none() || noun_lemma(b).is_none() {
        return false;
    }
    let (x, y) = (lineage(a), lineage(b));
    !x.is_empty() && !y.is_empty() && x[0] != y[0] && (x.contains(&y[0]) || y.contains(&x[0]))
}

/// WordNet classes of things a learner can point at or name one by one:
/// two close kinds in one of them are alternatives ("hydrogen",
/// "nitrogen"; "terbinafine", "nystatin"). Close kinds among acts, states
/// or ideas ("education", "achievement") are not, nor among people, whom
/// WordNet files by role ("patient" beside "sick person").
const CONCRETE_CLASSES: &[&str] = &[
    "body",
    "substance",
    "animal",
    "plant",
    "food",
    "location",
    "artifact",
    "object",
];

/// An English noun's commonest sense as [`concrete_close_kinds`] compares
/// it: worked out once for a word compared with many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConcreteSense {
    lineage: Vec<&'static str>,
    class: &'static str,
}

/// The commonest sense of an English noun, when it is of a concrete class
/// ([`CONCRETE_CLASSES`]) and WordNet knows its parent.
pub fn concrete_sense(phrase: &str) -> Option<ConcreteSense> {
    let class = *noun_classes(phrase).first()?;
    let lineage = lineage(phrase);
    (CONCRETE_CLASSES.contains(&class) && lineage.len() >= 2)
        .then_some(ConcreteSense { lineage, class })
}

/// Whether two English nouns are near kinds of one concrete thing: their
/// commonest senses are of one class of [`CONCRETE_CLASSES`], and the
/// parent of one is the parent or grandparent of the other
/// ("terbinafine" and "nystatin" are antifungals; "exports" and
/// "buildings", which share only a far ancestor, are not).
#[cfg(test)]
fn concrete_close_kinds(a: &str, b: &str) -> bool {
    match (concrete_sense(a), concrete_sense(b)) {
        (Some(x), Some(y)) => near_concrete_kinds(&x, &y),
        _ => false,
    }
}

/// Whether the commonest senses of two English nouns are near kinds of
/// one concrete thing (see [`concrete_close_kinds`]), worked out before.
pub fn near_concrete_kinds(x: &ConcreteSense, y: &ConcreteSense) -> bool {
    if x.class != y.class || x.lineage[0] == y.lineage[0] {
        return false;
    }
    let near = |chain: &[&'static str]| chain[1..chain.len().min(3)].to_vec();
    near(&y.lineage).contains(&x.lineage[1]) || near(&x.lineage).contains(&y.lineage[1])
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

/// Whether an English word in "-s" may be a verb: WordNet knows its stem
/// as a verb ("releases"), or as no noun at all though it is an English
/// word ("enlarges": "enlarge" is only a verb, so the noun list has no
/// row for it; unseen set 57 had "as the b_____ e_____" for "brain
/// enlarges"). Wider than [`may_be_verb_in_s`], which the noun list alone
/// answers.
pub fn verb_in_s(word: &str) -> bool {
    if may_be_verb_in_s(word) {
        return true;
    }
    let lower = word.to_lowercase();
    let stems = [lower.strip_suffix("es"), lower.strip_suffix('s')];
    stems
        .into_iter()
        .flatten()
        .any(|stem| stem.len() > 2 && is_listed_word(stem) && noun_classes(stem).is_empty())
}

#[cfg(test)]
#[path = "lexicon_tests.rs"]
mod tests;
