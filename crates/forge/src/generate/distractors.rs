//! Wrong options that are plausible, of the key's type, and really wrong.

use rustc_hash::FxHashMap;

use crate::nlp::{Lang, Stems};

/// What the document says, sentence by sentence, as stems: used to reject
/// a distractor that the document says is also true.
pub struct Evidence {
    /// The content stems of each sentence of the document, as numbers
    /// given by `stem_ids`, sorted: membership is a binary search over
    /// integers rather than over strings.
    sentences: Vec<Vec<u32>>,
    /// Each sentence's neighbouring content stems, in order, sorted: what
    /// a sentence says of what, beyond which words it holds.
    pairs: Vec<Vec<(u32, u32)>>,
    stem_ids: FxHashMap<String, u32>,
    /// The lower-cased text of each sentence.
    lowered: Vec<String>,
    /// For each lower-cased word, the sentences it occurs in, in order: a
    /// search of the document touches only the sentences that can match.
    index: FxHashMap<String, Vec<usize>>,
}

impl Evidence {
    /// Indexes sentences given as their content stems and their text.
    pub fn new(sentences: Vec<Vec<String>>, lowered: Vec<String>) -> Self {
        let mut stem_ids: FxHashMap<String, u32> = FxHashMap::default();
        let mut pairs = Vec::with_capacity(sentences.len());
        let sentences = sentences
            .into_iter()
            .map(|stems| {
                let mut ids: Vec<u32> = stems
                    .into_iter()
                    .map(|stem| {
                        let next = stem_ids.len() as u32;
                        *stem_ids.entry(stem).or_insert(next)
                    })
                    .collect();
                let mut neighbours: Vec<(u32, u32)> =
                    ids.windows(2).map(|w| (w[0], w[1])).collect();
                neighbours.sort_unstable();
                neighbours.dedup();
                pairs.push(neighbours);
                ids.sort_unstable();
                ids.dedup();
                ids
            })
            .collect();
        let mut index: FxHashMap<String, Vec<usize>> = FxHashMap::default();
        for (i, text) in lowered.iter().enumerate() {
            for word in words(text) {
                // Most words were met before: no new key for them.
                match index.get_mut(word) {
                    Some(entry) => {
                        if entry.last() != Some(&i) {
                            entry.push(i);
                        }
                    }
                    None => {
                        index.insert(word.to_string(), vec![i]);
                    }
                }
            }
        }
        Self {
            sentences,
            pairs,
            stem_ids,
            lowered,
            index,
        }
    }

    /// The sentences that hold every word of `phrase` (lower case), in
    /// order: the shortest of its words' lists, since a sentence holding
    /// the phrase as whole words holds each of its words. None when a word
    /// is in no sentence.
    fn holding_every_word(&self, phrase: &str) -> Option<&[usize]> {
        let mut fewest: Option<&[usize]> = None;
        for word in words(phrase) {
            let list = self.index.get(word)?;
            if fewest.is_none_or(|f| list.len() < f.len()) {
                fewest = Some(list);
            }
        }
        fewest
    }

    /// The lower-cased sentences in which `phrase` (lower case) occurs as
    /// whole words; only those holding its longest word are read.
    pub fn sentences_with<'e>(&'e self, phrase: &'e str) -> impl Iterator<Item = &'e str> {
        self.holding_every_word(phrase)
            .into_iter()
            .flatten()
            .map(|&i| self.lowered[i].as_str())
            .filter(move |lower| contains_word(lower, phrase))
    }

    /// In how many sentences `phrase` (lower case) occurs as whole words.
    /// Every sentence of the document in lower case.
    pub fn lowered(&self) -> impl Iterator<Item = &str> {
        self.lowered.iter().map(String::as_str)
    }

    pub fn count(&self, phrase: &str) -> usize {
        self.sentences_with(phrase).count()
    }

    /// Whether some sentence other than `own` mentions `option` together
    /// with most (60 %) of the stem's content words: then the document may
    /// support it, and it cannot be offered as wrong.
    pub fn supports(&self, option: &str, stem_stems: &[String], own: usize) -> bool {
        let option = option.to_lowercase();
        if stem_stems.is_empty() {
            return false;
        }
        let Some(candidates) = self.holding_every_word(&option) else {
            return false;
        };
        // A stem no sentence holds is never shared, but still counts; in
        // order, with its gaps, for `says_alike`.
        let stem_ids: Vec<Option<u32>> = stem_stems
            .iter()
            .map(|s| self.stem_ids.get(s).copied())
            .collect();
        candidates.iter().any(|&i| {
            if i == own {
                return false;
            }
            // The cheap test first: most sentences share too few words.
            let shared = stem_ids
                .iter()
                .flatten()
                .filter(|s| self.sentences[i].binary_search(s).is_ok())
                .count();
            if shared * 10 < stem_stems.len() * 6 {
                return false;
            }
            let sentence = &self.lowered[i];
            contains_word(sentence, &option)
                && (!defines(sentence, &option) || self.says_alike(i, &stem_ids))
        })
    }

    /// Whether sentence `i` holds half the stem's neighbouring content
    /// words (`ids`, in order, `None` for a stem no sentence holds) in the
    /// same order, three pairs of them in a row: an option defined in
    /// those words ("Sodium is an important electrolyte that plays a role
    /// in fluid balance …" beside "Chloride …") fits the stem too, where a
    /// contrasting one ("condensation … water vapour turns into liquid"
    /// beside "… liquid water turns into vapour") shares the words in
    /// another order.
    fn says_alike(&self, i: usize, ids: &[Option<u32>]) -> bool {
        let wanted: Vec<(u32, u32)> = ids
            .windows(2)
            .filter_map(|w| Some((w[0]?, w[1]?)))
            .collect();
        if wanted.len() < 3 {
            return false;
        }
        let (mut shared, mut run, mut longest) = (0, 0, 0);
        for pair in &wanted {
            if self.pairs[i].binary_search(pair).is_ok() {
                shared += 1;
                run += 1;
                longest = longest.max(run);
            } else {
                run = 0;
            }
        }
        // Siblings share the opening of a definition ("the component in a
        // feedback system that …"): four words in a row at least, beyond
        // it, say the same of both.
        shared * 2 >= wanted.len() && longest >= 3
    }
}

/// The words of lower-cased text as the index reads them: runs of letters
/// and digits, the boundaries `contains_word` tests.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// Whether `sentence` is the option's own definition ("condensation is the
/// process in which …"): it resembles a definition of the key by form, and
/// says nothing for the option in the key's place.
fn defines(sentence: &str, option: &str) -> bool {
    let body = ["the ", "a ", "an ", "le ", "la ", "l'", "un ", "une "]
        .iter()
        .find_map(|article| sentence.strip_prefix(article))
        .unwrap_or(sentence);
    body.strip_prefix(option).is_some_and(|rest| {
        [" is ", " are ", " est ", " sont ", " refers to ", " means "]
            .iter()
            .any(|v| rest.starts_with(v))
    })
}

/// The surname of a person's name, in lower case: the last word of two to
/// four capitalised words, when it is no common word ("Louis Pasteur" →
/// "pasteur"; not "Niger River", whose "river" says nothing). A prompt that
/// says "Pasteur’s experiments" shows "Louis Pasteur" as much as the whole
/// name would.
pub fn surname(name: &str) -> Option<String> {
    let words: Vec<&str> = name.split_whitespace().collect();
    let capitalised = words.iter().all(|w| {
        w.starts_with(|c: char| c.is_uppercase()) || ["de", "van", "von", "da"].contains(w)
    });
    let last = words.last()?;
    ((2..=4).contains(&words.len())
        && capitalised
        && crate::lexicon::zipf(last, Lang::En).is_none_or(|z| z < 4.5))
    .then(|| last.to_lowercase())
}

/// The words of `key` that a word of `prompt` gives away by its form
/// though not by its stem: "adrenocorticotropic" shows "adrenal",
/// "proportionate" shows "proportion", "lipid" shows "lipase", "sensory"
/// shows "sensation", "triglycerides" shows "glycerol" (raters marked the
/// last three as cues, unseen sets 16 to 18). Two words share a cue when
/// they open alike over most of the shorter one (five letters and 70 %
/// of it, four and 55 %, three and 60 %), or when the key word's first
/// six letters stand inside the prompt word.
pub fn cued_by_form<'k>(prompt: &str, key: &'k str) -> Vec<&'k str> {
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_alphabetic())
            .filter(|w| w.chars().count() >= 4)
            .map(str::to_lowercase)
            .collect()
    };
    let prompt_words = words(prompt);
    key.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .filter(|w| {
            let w_lower = w.to_lowercase();
            prompt_words.iter().any(|p| shows_by_form(p, &w_lower))
        })
        .collect()
}

/// Whether the prompt word `p` shows the key word `k` by its form (both
/// lower case): see [`cued_by_form`].
fn shows_by_form(p: &str, k: &str) -> bool {
    let shared = p.chars().zip(k.chars()).take_while(|(a, b)| a == b).count();
    let shorter = p.chars().count().min(k.chars().count()) as f64;
    let share = shared as f64 / shorter;
    // A short everyday word opens many others: "form" shows nothing of
    // "formate".
    let everyday = || {
        let short = if p.len() <= k.len() { p } else { k };
        short.chars().count() < 6 && crate::lexicon::zipf(short, Lang::En).is_some_and(|z| z >= 4.5)
    };
    let opening = (shared >= 5 && share >= 0.7)
        || (((shared >= 4 && share >= 0.55) || (shared >= 3 && share >= 0.6)) && !everyday());
    let inside = || {
        let head: String = k.chars().take(6).collect();
        let after_first = p.char_indices().nth(1).map_or("", |(at, _)| &p[at..]);
        head.chars().count() == 6 && after_first.contains(&head)
    };
    opening || inside()
}

/// Whether two terms of three words or more differ only in their last word
/// ("inequitable conduct defenses", "inequitable conduct issues"): one may
/// well stand for the other, so it is no wrong option.
fn same_but_the_head(a: &str, b: &str) -> bool {
    let (a, b): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    a.len() >= 3 && a.len() == b.len() && a[..a.len() - 1] == b[..b.len() - 1]
}

/// Whether an English phrase is a gerund and its object ("eliminating
/// microbes", "punishing deviance"): such a key fills the slot of an
/// action ("capable of _____"), where a noun ("resident microbes") does
/// not fit, so its wrong options must be gerunds too. (A gerund among a
/// noun's options stays: raters of set 21 found it weak, not wrong.)
fn gerund_phrase(phrase: &str) -> bool {
    let lower = phrase.to_lowercase();
    let mut words = lower.split_whitespace();
    let (Some(first), Some(_)) = (words.next(), words.next()) else {
        return false;
    };
    first.ends_with("ing")
        && crate::lexicon::is_english_word(first)
        && crate::lexicon::noun_classes(first).is_empty()
        && !crate::lexicon::is_compound_noun(&lower)
}

/// Whether two English terms of two words share their first and end in
/// other everyday nouns ("resistance training" beside "resistance
/// exercise"): broad nouns under one qualifier overlap as often as not,
/// and a lesson may use both for one thing. Rare heads name distinct
/// things ("cell membrane" beside "cell wall").
fn one_qualifier_broad_heads(a: &str, b: &str) -> bool {
    let (a, b): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    match (a.as_slice(), b.as_slice()) {
        ([qa, ha], [qb, hb]) => qa == qb && ha != hb && everyday_noun(ha) && everyday_noun(hb),
        _ => false,
    }
}

/// Whether two English terms open with the same qualifier and name other
/// things ("amniotic fluid" beside "amniotic cavity", "interstellar
/// matter" beside "interstellar medium", "target bacteria" beside "target
/// pathogen"): a lesson uses such terms for parts, stages or other names
/// of one thing, and the sentence holds for both. Of 18 cloze questions
/// raters of unseen sets rejected with such an option, 10 named it as a
/// second right answer (C4). Sides and orders ("left atrium", "right
/// ventricle"; "upper", "inner") are the contrast a lesson teaches.
fn same_qualifier(a: &str, b: &str) -> bool {
    const CONTRASTS: &[&str] = &[
        "left",
        "right",
        "upper",
        "lower",
        "anterior",
        "posterior",
        "superior",
        "inferior",
        "medial",
        "lateral",
        "inner",
        "outer",
        "internal",
        "external",
        "northern",
        "southern",
        "eastern",
        "western",
        "north",
        "south",
        "east",
        "west",
        "early",
        "late",
        "first",
        "second",
        "third",
        "primary",
        "secondary",
        "tertiary",
        "positive",
        "negative",
    ];
    let (a, b): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    a.len() >= 2
        && b.len() >= 2
        && a[0] == b[0]
        && a.last() != b.last()
        && !CONTRASTS.contains(&a[0])
}

/// Whether an English noun is in everyday use (Zipf 4.5 or more, in
/// either number): broad nouns under one qualifier overlap as often as
/// not, where rare ones name distinct things.
pub(super) fn everyday_noun(noun: &str) -> bool {
    let common = |form: &str| crate::lexicon::zipf(form, Lang::En).is_some_and(|z| z >= 4.5);
    common(noun) || common(&super::word_forms::singularise(noun))
}

/// Whether `haystack` holds `needle` as whole words.
pub fn contains_word(haystack: &str, needle: &str) -> bool {
    if needle.is_empty() {
        return false;
    }
    let mut from = 0;
    // memmem: most haystacks are a sentence or a term, where building
    // `str::find`'s two-way searcher for each call cost more than the
    // search (a match of valid UTF-8 starts on a character either way).
    while let Some(at) = memchr::memmem::find(&haystack.as_bytes()[from..], needle.as_bytes()) {
        let start = from + at;
        let end = start + needle.len();
        let before = haystack[..start].chars().next_back();
        let after = haystack[end..].chars().next();
        let bounded = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
        if bounded(before) && bounded(after) {
            return true;
        }
        from = start + needle.len().max(1);
        while !haystack.is_char_boundary(from) {
            from += 1;
        }
    }
    false
}

/// A candidate wrong option with what ranks it.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The option as shown.
    pub text: String,
    /// Whether it comes from the same section as the key.
    pub same_section: bool,
    /// Its position in the document (for stable ties).
    pub order: usize,
    /// Whether the document lists it beside the key as another of its
    /// kind ("Forming, Storming, Norming, Performing"): a distinct term,
    /// however like the key it is spelt.
    pub peer: bool,
}

/// Whether two English options are names WordNet gives one sense ("labor
/// union" and "trade union"): a student rules both out at once, as two
/// wrong answers that cannot differ (unseen set 88, C6 for both raters on
/// "Which term refers to a workplace where union membership is a
/// requirement …?" offering both).
pub fn names_one_thing(a: &str, b: &str) -> bool {
    let one = |x: &str| super::word_forms::singularise(&x.to_lowercase());
    let (a, b) = (one(a), one(b));
    a != b
        && (crate::lexicon::same_sense_names(&a).contains(&b.as_str())
            || crate::lexicon::same_sense_names(&b).contains(&a.as_str()))
}

/// The options of `wrong` less any that names what an option before it
/// names ([`names_one_thing`]), in English.
pub fn one_name_a_thing(wrong: Vec<String>, lang: Lang) -> Vec<String> {
    if lang != Lang::En {
        return wrong;
    }
    let mut kept: Vec<String> = Vec::with_capacity(wrong.len());
    for option in wrong {
        if !kept.iter().any(|k| names_one_thing(k, &option)) {
            kept.push(option);
        }
    }
    kept
}

/// Whether the key stands out from the wrong options (two or more) that
/// share a piece it lacks ("environmental hazards" among "waterborne diseases",
/// "foodborne illnesses" and "vector-borne diseases"; "pancreas" among
/// three "… gland"s): a student picks the odd one out without knowing
/// anything. The piece is a run of four letters or more that all the
/// wrong options hold.
pub fn odd_one_out(key: &str, wrong: &[String]) -> bool {
    if wrong.len() < 2 {
        return false;
    }
    let key = key.to_lowercase();
    let lower: Vec<String> = wrong.iter().map(|w| w.to_lowercase()).collect();
    let first: Vec<char> = lower[0].chars().collect();
    for start in 0..first.len() {
        for end in start + 4..=first.len() {
            let piece: String = first[start..end].iter().collect();
            if !piece.chars().all(char::is_alphabetic) {
                break;
            }
            if lower[1..].iter().all(|w| w.contains(&piece)) {
                if !key.contains(&piece) {
                    return true;
                }
            } else {
                break;
            }
        }
    }
    false
}

/// Picks up to `want` distractors for a term or name `key` from `pool`,
/// rejecting any that is the key in another form, appears in the prompt,
/// gives itself away by length, or is supported by the document.
#[allow(clippy::too_many_arguments)]
pub fn pick_terms(
    key: &str,
    prompt: &str,
    pool: &[Candidate],
    stems: &Stems,
    lang: Lang,
    evidence: &Evidence,
    stem_stems: &[String],
    own: usize,
    want: usize,
) -> Vec<String> {
    let key_lower = key.to_lowercase();
    let key_stem = phrase_stem(key, stems);
    let prompt_lower = prompt.to_lowercase();
    let key_words = key.split_whitespace().count();
    let key_capital = key.starts_with(|c: char| c.is_uppercase());
    // A key that opens its sentence is capitalised by position only.
    let key_initial = prompt.starts_with(crate::text::BLANK) || prompt.starts_with("A(n)");
    if lang == Lang::Other {
        return Vec::new();
    }
    // Cheap tests and the ranking first; the stemming and the search of the
    // document only for candidates that could be picked, in order.
    let key_gerund = lang == Lang::En && gerund_phrase(key);
    let mut ranked: Vec<&Candidate> = pool
        .iter()
        .filter(|c| !key_gerund || gerund_phrase(&c.text))
        .filter(|c| {
            let words = c.text.split_whitespace().count();
            let ratio = c.text.chars().count() as f64 / key.chars().count().max(1) as f64;
            words.abs_diff(key_words) <= 1
                && (0.5..=2.0).contains(&ratio)
                && (key_initial || c.text.starts_with(|ch: char| ch.is_uppercase()) == key_capital)
        })
        .collect();
    ranked.sort_by(|a, b| {
        b.same_section
            .cmp(&a.same_section)
            .then_with(|| length_gap(&a.text, key).cmp(&length_gap(&b.text, key)))
            .then_with(|| a.order.cmp(&b.order))
    });
    let mut out: Vec<String> = Vec::new();
    let mut out_stems: Vec<String> = Vec::new();
    for c in ranked {
        let lower = c.text.to_lowercase();
        // Terms the document lists side by side are distinct however
        // alike they are spelt ("Forming" and "Performing", "Norming"),
        // where others so alike are another spelling of the key.
        let acceptable = lower != key_lower
            && (c.peer
                || (!lower.contains(&key_lower)
                    && !key_lower.contains(&lower)
                    && (key_lower.len() < 6
                        || edit_distance(&lower, &key_lower) > 2
                        || contrasting_prefixes(&lower, &key_lower))))
            && !contains_word(&prompt_lower, &lower)
            && !surname(&c.text).is_some_and(|s| contains_word(&prompt_lower, &s))
            && !same_but_the_head(&lower, &key_lower)
            && !(lang == Lang::En && one_qualifier_broad_heads(&lower, &key_lower))
            && !(lang == Lang::En && same_qualifier(&lower, &key_lower))
            // Another name for the key, or a kind of it or what it is a
            // kind of ("ratio" for "proportion"), would be right too.
            && !(lang == Lang::En && crate::lexicon::same_or_kind_of(&c.text, key))
            && !out.iter().any(|o| {
                let o = o.to_lowercase();
                o == lower || o.contains(&lower) || lower.contains(&o)
            })
            && !(lang == Lang::En && out.iter().any(|o| names_one_thing(o, &c.text)));
        if !acceptable {
            continue;
        }
        let stem = phrase_stem(&lower, stems);
        if stem == key_stem
            || out_stems.contains(&stem)
            || evidence.supports(&c.text, stem_stems, own)
        {
            continue;
        }
        out.push(c.text.clone());
        out_stems.push(stem);
        if out.len() == want {
            break;
        }
    }
    out
}

/// Prefixes that name opposite or neighbouring kinds: "microeconomics"
/// against "macroeconomics", "endocytosis" against "exocytosis". Two terms
/// that differ only there are the contrast a lesson teaches, not a
/// misspelling of each other.
const CONTRASTING_PREFIXES: &[&str] = &[
    "micro", "macro", "hyper", "hypo", "endo", "exo", "ecto", "inter", "intra", "homo", "hetero",
    "pre", "post", "sub", "super", "mono", "poly", "uni", "multi", "bi", "tri", "pro", "anti",
    "intro", "extro", "import", "export", "in", "ex", "ana", "cata", "auto", "allo", "sym", "para",
];

/// Whether two terms differ only in a contrasting prefix of one word.
fn contrasting_prefixes(a: &str, b: &str) -> bool {
    let strip = |word: &str| -> Vec<(String, String)> {
        CONTRASTING_PREFIXES
            .iter()
            .filter_map(|p| {
                word.strip_prefix(p)
                    .filter(|rest| rest.chars().count() >= 3)
                    .map(|rest| (p.to_string(), rest.to_string()))
            })
            .collect()
    };
    let (a_words, b_words): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    if a_words.len() != b_words.len() {
        return false;
    }
    let differing: Vec<(&str, &str)> = a_words
        .iter()
        .zip(&b_words)
        .filter(|(x, y)| x != y)
        .map(|(x, y)| (*x, *y))
        .collect();
    let [(x, y)] = differing.as_slice() else {
        return false;
    };
    strip(x)
        .iter()
        .any(|(px, rx)| strip(y).iter().any(|(py, ry)| px != py && rx == ry))
}

fn length_gap(a: &str, b: &str) -> usize {
    a.chars().count().abs_diff(b.chars().count())
}

fn phrase_stem(phrase: &str, stems: &Stems) -> String {
    phrase
        .split_whitespace()
        .map(|w| stems.stem(w.trim_matches(|c: char| !c.is_alphanumeric())))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Levenshtein distance in characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut current = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            current[j + 1] = (previous[j] + cost)
                .min(previous[j + 1] + 1)
                .min(current[j] + 1);
        }
        previous = current;
    }
    previous[b.len()]
}

#[cfg(test)]
#[path = "distractors_tests.rs"]
mod tests;
