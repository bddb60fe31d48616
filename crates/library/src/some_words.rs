//! The best hits of a two-word search among the quizzes that hold one of
//! its words but not both, found word by word.
//!
//! When few quizzes hold both words of a search, the rest of its page
//! comes from those holding one ([`crate::search`]). tantivy finds them as
//! the best of the union of the words' terms, walked with block-max WAND,
//! which decodes a block of every long list it passes over. When each word
//! is a single term on the shelf, a quiz holding one word only scores that
//! word's term alone, so the best of them are each word's best among the
//! quizzes not holding both, each walked the fast way of a term alone
//! ([`OneTerm`]), and every score is the union's bit for bit. The quizzes
//! holding both are already known: they were all found first.
//!
//! Tried and not kept: three words the same way, with the quizzes holding
//! two of them found through each pair's intersection. Walking the pairs
//! (about 1,500 quizzes a search in the benchmark's library) cost more than
//! the union it replaced.

use std::collections::BTreeSet;

use tantivy::collector::{Collector, SegmentCollector};
use tantivy::query::{EnableScoring, Query};
use tantivy::{DocAddress, DocId, Score, Searcher};

use crate::Result;
use crate::one_term::OneTerm;
use crate::schema::Fields;
use crate::search::WordTerms;
use crate::shelf::{BothShelves, Shelf};
use crate::topk::{VisibleTop, Wanted, checked_on_hits};

/// The best `wanted.limit` hits of `shelf` that hold one of two `words`,
/// leaving out `holding_both` (every quiz of the shelf the viewer may see
/// that holds both), as the union of the words' terms would find them;
/// `None` when this way does not apply (not two words, a word with no
/// term or several on the shelf or a weight that does not scale exactly,
/// or an access checked inside the query). `filters` must be empty.
pub(crate) fn top_holding_one(
    searcher: &Searcher,
    fields: &Fields,
    shelf: Shelf,
    words: &[WordTerms],
    holding_both: &BTreeSet<DocAddress>,
    wanted: Wanted,
) -> Result<Option<Vec<(Score, DocAddress)>>> {
    let at = shelf.index();
    let terms: Option<Vec<OneTerm>> = words
        .iter()
        .map(|word| match word.scored[at].as_slice() {
            [(term, weight)] => OneTerm::of(term.clone(), *weight),
            _ => None,
        })
        .collect();
    let Some(terms) = terms.filter(|terms| terms.len() == 2) else {
        return Ok(None);
    };
    if !checked_on_hits(searcher, fields, shelf, wanted)? {
        return Ok(None);
    }
    let statistics = BothShelves::new(searcher, fields);
    let scoring = EnableScoring::enabled_from_statistics_provider(&statistics, searcher);
    let weights = terms
        .iter()
        .map(|term| term.weight(scoring))
        .collect::<tantivy::Result<Vec<_>>>()?;
    let collector = VisibleTop::new(fields, wanted);
    let mut fruits = Vec::new();
    for (ord, reader) in searcher.segment_readers().iter().enumerate() {
        let ord = ord as u32;
        let both: Vec<DocId> = holding_both
            .iter()
            .filter(|address| address.segment_ord == ord)
            .map(|address| address.doc_id)
            .collect();
        let alive = reader.alive_bitset();
        let mut segment = collector.for_segment(ord, reader)?;
        for weight in &weights {
            weight.for_each_pruning(Score::MIN, reader, &mut |doc, score| {
                // A quiz holding both that the viewer may not see is left
                // out by the collector.
                if both.binary_search(&doc).is_err()
                    && !alive.is_some_and(|bits| bits.is_deleted(doc))
                {
                    segment.collect(doc, score);
                }
                segment.bar()
            })?;
        }
        fruits.push(segment.harvest());
    }
    Ok(Some(collector.merge_fruits(fruits)?))
}
