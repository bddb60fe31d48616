//! Typo tolerance without giving up speed: a misspelt word is expanded,
//! through each segment's term dictionary, to the indexed words one or two
//! edits away, closest first and only a few of them, and those are
//! searched as ordinary terms. The query stays a union of terms that
//! tantivy answers without scoring every document (block-max WAND), which
//! a [`tantivy::query::FuzzyTermQuery`] does not allow, and the words
//! found are marked in snippets like any other.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use levenshtein_automata::{DFA, Distance, LevenshteinAutomatonBuilder};
use tantivy::Searcher;
use tantivy::schema::Field;
use tantivy_fst::Automaton;

use crate::Result;

/// The most indexed words one misspelt word stands for, in each field.
pub(crate) const MAX_EXPANSIONS: usize = 8;

/// A Levenshtein automaton as the term dictionary walks it.
struct Walk<'a>(&'a DFA);

impl Automaton for Walk<'_> {
    type State = u32;

    fn start(&self) -> u32 {
        self.0.initial_state()
    }

    fn is_match(&self, state: &u32) -> bool {
        matches!(self.0.distance(*state), Distance::Exact(_))
    }

    fn can_match(&self, state: &u32) -> bool {
        *state != levenshtein_automata::SINK_STATE
    }

    fn accept(&self, state: &u32, byte: u8) -> u32 {
        self.0.transition(*state, byte)
    }
}

/// The automaton builder for a distance (slow to make, so made once).
fn builder(distance: u8) -> &'static LevenshteinAutomatonBuilder {
    static BUILDERS: OnceLock<[LevenshteinAutomatonBuilder; 3]> = OnceLock::new();
    let builders = BUILDERS
        .get_or_init(|| std::array::from_fn(|d| LevenshteinAutomatonBuilder::new(d as u8, true)));
    &builders[usize::from(distance.min(2))]
}

/// The indexed words of `fields` within `distance` edits of `term`
/// (a swap of two letters is one edit), closest first, then the words
/// most quizzes hold (the word meant is most often the common one: "sates"
/// is "states" before "bates" or "fates"), then in alphabetical order; at
/// most [`MAX_EXPANSIONS`].
pub(crate) fn expand(
    searcher: &Searcher,
    fields: &[Field],
    term: &str,
    distance: u8,
) -> Result<Vec<(u8, String)>> {
    let dfa = builder(distance).build_dfa(term);
    let mut found: BTreeMap<String, (u8, u64)> = BTreeMap::new();
    let segments = searcher.segment_readers();
    for (segment, &field) in segments
        .iter()
        .flat_map(|s| fields.iter().map(move |f| (s, f)))
    {
        let inverted = segment.inverted_index(field)?;
        let mut stream = inverted
            .terms()
            .search(Walk(&dfa))
            .into_stream()
            .map_err(tantivy::TantivyError::from)?;
        while stream.advance() {
            let key = stream.key();
            if let (Distance::Exact(d), Ok(word)) = (dfa.eval(key), std::str::from_utf8(key)) {
                let held = found.entry(word.to_string()).or_insert((d, 0));
                held.1 += u64::from(stream.value().doc_freq);
            }
        }
    }
    let mut words: Vec<(u8, u64, String)> = found
        .into_iter()
        .map(|(word, (distance, quizzes))| (distance, quizzes, word))
        .collect();
    words.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then(b.1.cmp(&a.1))
            .then_with(|| a.2.cmp(&b.2))
    });
    Ok(words
        .into_iter()
        .take(MAX_EXPANSIONS)
        .map(|(distance, _, word)| (distance, word))
        .collect())
}
