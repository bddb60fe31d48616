//! A search that comes down to one term on a shelf (most one-word
//! searches: the word is in the questions and in no title or topic),
//! walked the fast way.
//!
//! tantivy walks a union of terms with block-max WAND, which passes over a
//! block that cannot reach the bar by loading the next one: a long list
//! is decoded block by block even where nothing is scored. A term alone
//! has a walk of its own that passes over such blocks by their skip data
//! only, but only for a plain term query, whose weight is boosted by 1; a
//! boosted term or a union of one goes the slow way. [`OneTerm`] walks a
//! weighted term the fast way: it runs the plain term and scales each
//! score by the weight. Only weights that are powers of two qualify
//! ([`OneTerm::of`]): multiplying by them is exact, so every score is the
//! one the union would have given, bit for bit, and the hits and their
//! order are the same (both walks trust tantivy's bounds of a block's
//! best, which are stored with the segment's own statistics and can be a
//! hair low under the library's: `docs/library.md`).

use tantivy::query::{EnableScoring, Explanation, Query, Scorer, TermQuery, Weight};
use tantivy::schema::IndexRecordOption;
use tantivy::{DocId, Score, SegmentReader, Term};

/// A term weighted by a power of two.
#[derive(Debug, Clone)]
pub(crate) struct OneTerm {
    term: Term,
    weight: Score,
}

impl OneTerm {
    /// The term with its weight, when the weight is a power of two (and
    /// so scales scores exactly); `None` otherwise.
    pub(crate) fn of(term: Term, weight: Score) -> Option<OneTerm> {
        is_power_of_two(weight).then_some(OneTerm { term, weight })
    }
}

/// Whether multiplying a score by `weight` is exact: a positive normal
/// power of two.
fn is_power_of_two(weight: Score) -> bool {
    weight.is_normal() && weight > 0.0 && weight.to_bits() & 0x007f_ffff == 0
}

impl Query for OneTerm {
    fn weight(&self, scoring: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        let plain =
            TermQuery::new(self.term.clone(), IndexRecordOption::WithFreqs).weight(scoring)?;
        Ok(Box::new(OneTermWeight {
            plain,
            weight: self.weight,
        }))
    }

    fn query_terms<'a>(&'a self, visitor: &mut dyn FnMut(&'a Term, bool)) {
        visitor(&self.term, false);
    }
}

struct OneTermWeight {
    plain: Box<dyn Weight>,
    weight: Score,
}

impl Weight for OneTermWeight {
    /// As a boosted term query's: the weight goes into the term's BM25
    /// weight.
    fn scorer(&self, reader: &SegmentReader, boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        self.plain.scorer(reader, boost * self.weight)
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        let plain = self.plain.explain(reader, doc)?;
        let mut explanation = Explanation::new("weighted term", plain.value() * self.weight);
        explanation.add_detail(plain);
        explanation.add_const("weight", self.weight);
        Ok(explanation)
    }

    fn count(&self, reader: &SegmentReader) -> tantivy::Result<u32> {
        self.plain.count(reader)
    }

    /// The plain term's walk, which skips blocks by their skip data, with
    /// its scores and the bar scaled by the weight (exactly: a power of
    /// two).
    fn for_each_pruning(
        &self,
        threshold: Score,
        reader: &SegmentReader,
        callback: &mut dyn FnMut(DocId, Score) -> Score,
    ) -> tantivy::Result<()> {
        let weight = self.weight;
        self.plain
            .for_each_pruning(threshold / weight, reader, &mut |doc, score| {
                callback(doc, score * weight) / weight
            })
    }
}

#[cfg(test)]
mod tests {
    use tantivy::collector::TopDocs;
    use tantivy::query::{BooleanQuery, BoostQuery, Occur};
    use tantivy::schema::{Schema, TEXT};
    use tantivy::{DocAddress, Index, doc};

    use super::*;

    /// The best hits of a query, with their scores' exact bits.
    fn best(searcher: &tantivy::Searcher, query: &dyn Query) -> Vec<(u32, DocAddress)> {
        searcher
            .search(query, &TopDocs::with_limit(7))
            .expect("search")
            .into_iter()
            .map(|(score, address)| (score.to_bits(), address))
            .collect()
    }

    #[test]
    fn a_weighted_term_finds_what_a_union_of_it_finds_bit_for_bit() {
        let mut schema = Schema::builder();
        let body = schema.add_text_field("body", TEXT);
        let index = Index::create_in_ram(schema.build());
        let mut writer = index
            .writer_with_num_threads(1, 15_000_000)
            .expect("writer");
        // Enough documents for several posting blocks, of many lengths and
        // frequencies, so that the walk skips blocks and ties occur.
        for n in 0..3_000u32 {
            let mut text = String::new();
            for _ in 0..(n % 5) {
                text.push_str("cell ");
            }
            for _ in 0..(n * 7 % 40) {
                text.push_str("membrane ");
            }
            writer.add_document(doc!(body => text)).expect("add");
        }
        writer.commit().expect("commit");
        let searcher = index.reader().expect("reader").searcher();
        let term = Term::from_field_text(body, "cell");
        for weight in [0.5, 1.0, 2.0, 4.0] {
            let plain = TermQuery::new(term.clone(), IndexRecordOption::WithFreqs);
            let union = BooleanQuery::new(vec![(
                Occur::Should,
                Box::new(BoostQuery::new(Box::new(plain), weight)) as Box<dyn Query>,
            )]);
            let one = OneTerm::of(term.clone(), weight).expect("a power of two");
            let expected = best(&searcher, &union);
            assert_eq!(expected.len(), 7);
            assert_eq!(best(&searcher, &one), expected, "weight {weight}");
        }
    }

    #[test]
    fn only_powers_of_two_scale_exactly() {
        for weight in [0.25, 0.5, 1.0, 2.0, 4.0] {
            assert!(is_power_of_two(weight), "{weight}");
        }
        for weight in [0.4, 1.5, 3.0, 0.0, -1.0, f32::INFINITY, f32::NAN] {
            assert!(!is_power_of_two(weight), "{weight}");
        }
    }
}
