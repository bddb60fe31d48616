//! What kind of thing an English noun names, by WordNet: its classes
//! ("glomerulus" → body), its lineage of parents, other kinds of the same
//! thing ("nitrogen" beside "hydrogen"), names of one sense, whether two
//! nouns are near kinds of one thing, and whether a word in "-s" may be a
//! verb for want of a noun. From `data/wordnet-nouns.txt` and
//! `data/wordnet-kinds.txt`, embedded with the other word lists
//! (`lexicon.rs`), which this reads and never the other way.

use std::cell::RefCell;

use rustc_hash::FxHashMap;

use super::{
    KINDS, NOUNS, REMEMBERED_LOOKUPS, is_english_word, is_listed_word, is_offensive,
    may_be_verb_in_s, noun_row, noun_row_of, zipf,
};

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
pub(super) fn concrete_close_kinds(a: &str, b: &str) -> bool {
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
    let in_y = super::third_person_of_y(&lower);
    let stems = [
        lower.strip_suffix("es"),
        lower.strip_suffix('s'),
        in_y.as_deref(),
    ];
    stems
        .into_iter()
        .flatten()
        .any(|stem| stem.len() > 2 && is_listed_word(stem) && noun_classes(stem).is_empty())
}
