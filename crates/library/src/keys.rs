//! A quiz's keys: its most telling words, chosen from the quiz alone when
//! it is indexed, and what related lists are found by.
//!
//! Finding the quizzes closest to one by all the words of its title,
//! topics and questions means walking, for each word, the list of every
//! quiz that uses it: at a million quizzes a related list cost 6 ms, most
//! of it there. Each quiz instead carries its [`KEYS`] most telling words
//! in a field of their own. A word counts three times for each use in the
//! title, twice in a topic, once in a question, and once more for every
//! three uses in the source document (at most three), times how rare it is
//! in general use (wordfreq's tables, through the forge); stop words and
//! quiz words are left out, and longer words come first among equals. A
//! word's list in that field holds only the quizzes it is telling for, a
//! fraction of those that use it, and one field instead of four means one
//! list per word. How rare a key is in the library still weighs it, at
//! query time, by BM25.
//!
//! Keys depend on the quiz alone, never on what else the index holds, so
//! an index rebuilt from the store has the same keys as one kept up to
//! date change by change.

use std::collections::BTreeMap;

use crate::schema::{self, LANGUAGES};

/// How many keys a quiz carries.
pub(crate) const KEYS: usize = 20;
/// The most a key's weight counts as repetitions in the index (BM25
/// saturates long before).
const MOST_REPEATS: u32 = 8;

/// One key of a quiz.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Key {
    /// The word as the quiz's language analyses it (stemmed, folded).
    pub term: String,
    /// The word as the quiz first writes it, lower case (for "why").
    pub surface: String,
    /// Three for each use in the title, two in a topic, one in a
    /// question, and one for every three uses in the source (at most
    /// three).
    pub weight: u32,
}

impl Key {
    /// How much the key says of what a quiz is about: its weight, damped,
    /// times how rare its word is in general use.
    pub(crate) fn telling(&self, language: &str) -> f32 {
        (self.weight as f32).sqrt() * rarity(&self.surface, language)
    }

    /// The key as indexed: its language slot's code, then the term, so a
    /// French word never matches an English one spelt alike.
    pub(crate) fn indexed(&self, slot: usize) -> String {
        indexed_term(slot, &self.term)
    }

    /// How many times the key is put in the index.
    pub(crate) fn repeats(&self) -> u32 {
        self.weight.clamp(1, MOST_REPEATS)
    }
}

/// A term as the keys field holds it.
pub(crate) fn indexed_term(slot: usize, term: &str) -> String {
    format!("{}:{term}", LANGUAGES[slot])
}

/// A word of the source document adds one to a key's weight for each
/// this many uses (what a document teaches, it repeats) ...
const SOURCE_REPEATS: u32 = 3;
/// ... and at most this much: as much as its use in a title.
const MOST_FROM_SOURCE: u32 = 3;

/// What a quiz says of each term: its weight so far and the word it was
/// first written as (lower case).
type Counts = BTreeMap<String, (u32, String)>;

/// Adds `weight` to each analysed term of `text`, once per use.
fn count(slot: usize, text: &str, weight: u32, counts: &mut Counts) {
    for (term, range) in schema::key_tokens(slot, text) {
        match counts.get_mut(&term) {
            Some(entry) => entry.0 += weight,
            None => {
                counts.insert(term, (weight, text[range].to_lowercase()));
            }
        }
    }
}

/// Whether a word (lower case) may be a key: four letters or more, not a
/// number, not a quiz word.
fn may_be_key(word: &str) -> bool {
    word.chars().count() >= 4 && !word.chars().all(|c| c.is_numeric()) && !UNTELLING.contains(&word)
}

/// The keys of a quiz in language slot `slot`, most telling first.
pub(crate) fn choose(slot: usize, title: &str, topics: &str, body: &str, source: &str) -> Vec<Key> {
    let mut found = Counts::new();
    for (text, weight) in [(title, 3), (topics, 2), (body, 1)] {
        count(slot, text, weight, &mut found);
    }
    let mut in_source = Counts::new();
    count(slot, source, 1, &mut in_source);
    for (term, (uses, word)) in in_source {
        let weight = (uses / SOURCE_REPEATS).min(MOST_FROM_SOURCE);
        if weight > 0 {
            found.entry(term).or_insert_with(|| (0, word)).0 += weight;
        }
    }
    let language = LANGUAGES[slot];
    let mut ranked: Vec<(f32, Key)> = found
        .into_iter()
        .filter(|(_, (_, surface))| may_be_key(surface))
        .map(|(term, (weight, surface))| {
            let telling = weight as f32 * rarity(&surface, language);
            let key = Key {
                term,
                surface,
                weight,
            };
            (telling, key)
        })
        .collect();
    ranked.sort_by(|(a_telling, a), (b_telling, b)| {
        b_telling
            .total_cmp(a_telling)
            .then_with(|| b.surface.chars().count().cmp(&a.surface.chars().count()))
            .then_with(|| a.term.cmp(&b.term))
    });
    ranked.truncate(KEYS);
    ranked.into_iter().map(|(_, key)| key).collect()
}

/// How rare a word is in general use, as a factor: about 1 for the
/// commonest words, 5 for a word too rare for the frequency tables (a
/// term a lesson teaches). A language without tables counts every word
/// alike, and longer words come first among equals.
pub(crate) fn rarity(word: &str, language: &str) -> f32 {
    if !quizforge_forge::has_word_frequencies(language) {
        return 1.0;
    }
    match quizforge_forge::word_frequency(word, language) {
        Some(zipf) => (7.5 - zipf).clamp(0.5, 5.0),
        None => 5.0,
    }
}

/// Keys as stored: one a line, term, surface and weight between tabs.
pub(crate) fn encode(keys: &[Key]) -> String {
    keys.iter()
        .map(|k| format!("{}\t{}\t{}", k.term, k.surface, k.weight))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Keys as [`encode`] stored them; lines that do not read are skipped.
pub(crate) fn decode(stored: &str) -> Vec<Key> {
    stored
        .lines()
        .filter_map(|line| {
            let mut parts = line.split('\t');
            let term = parts.next()?.to_string();
            let surface = parts.next()?.to_string();
            let weight = parts.next()?.parse().ok()?;
            Some(Key {
                term,
                surface,
                weight,
            })
        })
        .collect()
}

/// Whether a word (lower case) may be named as a reason two quizzes are
/// related.
pub(crate) fn is_telling(word: &str) -> bool {
    !UNTELLING.contains(&word)
}

/// Words of four letters or more that every quiz may use, in the four
/// languages, beyond the stop words: asking words and quiz words. As keys
/// they would make every quiz look like every other, and a reason naming
/// them ("Both ask about what and which") says nothing.
const UNTELLING: &[&str] = &[
    // English
    "what",
    "which",
    "where",
    "when",
    "whose",
    "there",
    "their",
    "these",
    "those",
    "that",
    "this",
    "with",
    "from",
    "into",
    "about",
    "they",
    "them",
    "have",
    "does",
    "were",
    "been",
    "will",
    "would",
    "could",
    "should",
    "than",
    "then",
    "also",
    "some",
    "many",
    "most",
    "more",
    "each",
    "other",
    "such",
    "only",
    "very",
    "your",
    "quiz",
    "question",
    "questions",
    "answer",
    "answers",
    "true",
    "false",
    "following",
    "correct",
    "called",
    "name",
    "names",
    "used",
    "made",
    "make",
    "best",
    "describes",
    "example",
    // French
    "quel",
    "quelle",
    "quels",
    "quelles",
    "dans",
    "pour",
    "avec",
    "sont",
    "être",
    "cette",
    "elle",
    "elles",
    "leur",
    "leurs",
    "plus",
    "comme",
    "mais",
    "aussi",
    "quoi",
    "lequel",
    "laquelle",
    "lesquels",
    "vrai",
    "faux",
    "réponse",
    "réponses",
    "appelle",
    "appelé",
    // Spanish
    "cuál",
    "cuáles",
    "para",
    "como",
    "cómo",
    "esta",
    "este",
    "estos",
    "estas",
    "pero",
    "sobre",
    "entre",
    "donde",
    "dónde",
    "cuando",
    "cuándo",
    "verdadero",
    "falso",
    "respuesta",
    "llama",
    // German
    "welche",
    "welcher",
    "welches",
    "wann",
    "warum",
    "eine",
    "einer",
    "einem",
    "einen",
    "sind",
    "nicht",
    "auch",
    "oder",
    "dass",
    "wird",
    "werden",
    "heißt",
    "richtig",
    "falsch",
    "antwort",
    "frage",
    "fragen",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_words_count_most_and_asking_words_are_no_keys() {
        let keys = choose(
            0,
            "Volcanoes",
            "Geology",
            "Which volcano erupted where?\nWhat does magma become? Magma cools.",
            "",
        );
        let terms: Vec<&str> = keys.iter().map(|k| k.surface.as_str()).collect();
        assert_eq!(
            terms,
            [
                "volcanoes",
                "magma",
                "geology",
                "cools",
                "erupted",
                "become"
            ]
        );
        // "Volcanoes" in the title and "volcano" in a question are one key.
        assert_eq!(keys[0].weight, 4);
        assert!(
            !terms
                .iter()
                .any(|t| ["which", "what", "where", "does"].contains(t))
        );
    }

    #[test]
    fn a_quiz_keeps_its_most_telling_words_only() {
        let body: String = (0..40).map(|i| format!("word{i:02}x ")).collect();
        let keys = choose(
            0,
            "",
            "",
            &format!("{body} photosynthesis photosynthesis"),
            "",
        );
        assert_eq!(keys.len(), KEYS);
        assert_eq!(keys[0].surface, "photosynthesis");
        assert_eq!(keys[0].weight, 2);
    }

    #[test]
    fn rarer_words_are_more_telling() {
        let keys = choose(
            0,
            "",
            "",
            "Energy and photosynthesis; energy and water.",
            "",
        );
        let order: Vec<&str> = keys.iter().map(|k| k.surface.as_str()).collect();
        assert_eq!(order, ["photosynthesis", "energy", "water"]);
    }

    #[test]
    fn what_the_source_repeats_counts_for_every_three_uses() {
        let source = "Magma rises. Magma cools. Magma hardens. Lava flows once.";
        let keys = choose(0, "", "", "What is magma?", source);
        let weight = |surface: &str| keys.iter().find(|k| k.surface == surface).map(|k| k.weight);
        assert_eq!(weight("magma"), Some(2));
        assert_eq!(weight("lava"), None);
        // A word the source says twelve times counts as three, no more.
        let source = "Basalt and basalt. ".repeat(6);
        let keys = choose(0, "", "", "What is magma?", &source);
        let weight = |surface: &str| keys.iter().find(|k| k.surface == surface).map(|k| k.weight);
        assert_eq!(weight("basalt"), Some(3));
    }

    #[test]
    fn keys_are_the_same_after_storing() {
        let keys = choose(1, "Les volcans", "", "Quel volcan a détruit Pompéi ?", "");
        assert!(keys.iter().any(|k| k.surface == "pompéi"), "{keys:?}");
        assert_eq!(decode(&encode(&keys)), keys);
        assert_eq!(keys[0].indexed(1), format!("fr:{}", keys[0].term));
    }
}
