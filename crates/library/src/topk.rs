//! The best hits of a query that a viewer may see, found fast.
//!
//! tantivy skips most of a long posting list (block-max WAND) only for a
//! query that is a plain union of terms; a required access filter beside
//! it makes it score every document the words match, which over a large
//! library is most of the time a search takes. So when what the viewer
//! may see is a large part of the library (their own quizzes and all the
//! shared ones), the words are searched alone and each hit's owner and
//! visibility are read from fast columns *as it is collected*: a hit the
//! viewer may not see never enters the list of the best, so the bar that
//! lets tantivy skip postings rises only with hits that count, and the
//! answer is exact in one pass. When the viewer may see only a small part
//! (their own quizzes, or a library with few shared ones) the filter goes
//! inside the query instead, where its short posting list leads.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use tantivy::collector::{Collector, SegmentCollector};
use tantivy::columnar::Column;
use tantivy::query::{BooleanQuery, ConstScoreQuery, Occur, Query, Weight};
use tantivy::{DocAddress, DocId, Score, Searcher, SegmentReader, Term};

use crate::Result;
use crate::schema::Fields;
use crate::search::{Scope, access};

/// Below this share of the library (1 in N quizzes) a viewer's access set
/// is put inside the query rather than checked on the hits.
const SMALL_ACCESS_SHARE: u64 = 8;

/// Which way a search went (for tests and benchmarks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchPath {
    /// The words alone, each hit's access checked as it was collected.
    Unfiltered,
    /// The words with the access filter (and any other filter) inside.
    Filtered,
}

/// How the postings of a union of terms are walked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Walk {
    /// Block-max WAND: skips blocks that cannot beat the bar. Best for a
    /// few terms (a search's words).
    Skipping,
    /// Every posting, a window of documents at a time. Cheaper for a dozen
    /// terms of like weight (a related list's keys), where WAND spends
    /// its time choosing what to skip and skips little: at 200,000
    /// quizzes 3.2 ms a related list against 0.7 ms walking all.
    Everything,
}

/// Whose hits, how many, and how to walk the postings.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Wanted {
    /// Whose quizzes.
    pub scope: Scope,
    /// Who is looking.
    pub viewer: Option<i64>,
    /// How many hits at most.
    pub limit: usize,
    /// How the postings are walked.
    pub walk: Walk,
}

/// The best `limit` hits of `words` among the documents that pass
/// `filters` and that the viewer may see under `scope`, best first (ties
/// by document order), and the way they were found. `words` must score;
/// `filters` add no score.
pub(crate) fn top_visible(
    searcher: &Searcher,
    fields: &Fields,
    words: Box<dyn Query>,
    filters: Vec<Box<dyn Query>>,
    wanted: Wanted,
) -> Result<(Vec<(Score, DocAddress)>, SearchPath)> {
    let Wanted {
        scope,
        viewer,
        limit,
        walk,
    } = wanted;
    let Some(access_query) = access(fields, scope, viewer) else {
        return Ok((Vec::new(), SearchPath::Filtered));
    };
    let collector = VisibleTop {
        fields,
        scope,
        viewer,
        limit,
        walk,
    };
    let access_inside = access_is_small(searcher, fields, scope)?;
    if filters.is_empty() && !access_inside {
        let top = searcher.search(words.as_ref(), &collector)?;
        return Ok((top, SearchPath::Unfiltered));
    }
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = vec![(Occur::Must, words)];
    if access_inside {
        clauses.push((
            Occur::Must,
            Box::new(ConstScoreQuery::new(access_query, 0.0)),
        ));
    }
    clauses.extend(
        filters
            .into_iter()
            .map(|f| (Occur::Must, Box::new(ConstScoreQuery::new(f, 0.0)) as _)),
    );
    let top = searcher.search(&BooleanQuery::new(clauses), &collector)?;
    Ok((top, SearchPath::Filtered))
}

/// Whether what a scope lets a viewer see is a small part of the library,
/// by the document frequencies of the visibilities (a viewer's own
/// quizzes are always few).
fn access_is_small(searcher: &Searcher, fields: &Fields, scope: Scope) -> Result<bool> {
    let count = |name: &str| searcher.doc_freq(&Term::from_field_text(fields.visibility, name));
    let shared = match scope {
        Scope::Mine => return Ok(true),
        Scope::School => count("school")? + count("public")?,
        Scope::Public => count("public")?,
    };
    Ok(shared * SMALL_ACCESS_SHARE < searcher.num_docs())
}

/// A collector of the best hits the viewer may see.
struct VisibleTop<'a> {
    fields: &'a Fields,
    scope: Scope,
    viewer: Option<i64>,
    limit: usize,
    walk: Walk,
}

impl Collector for VisibleTop<'_> {
    type Fruit = Vec<(Score, DocAddress)>;
    type Child = VisibleTopSegment;

    fn for_segment(
        &self,
        segment_ord: u32,
        reader: &SegmentReader,
    ) -> tantivy::Result<VisibleTopSegment> {
        let columns = reader.fast_fields();
        let schema = reader.schema();
        Ok(VisibleTopSegment {
            segment_ord,
            owners: columns.i64(schema.get_field_name(self.fields.owner))?,
            reaches: columns.u64(schema.get_field_name(self.fields.reach))?,
            scope: self.scope,
            viewer: self.viewer,
            limit: self.limit,
            best: BinaryHeap::with_capacity(self.limit + 1),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<Self::Fruit>) -> tantivy::Result<Self::Fruit> {
        let mut all: Vec<(Score, DocAddress)> = fruits.into_iter().flatten().collect();
        all.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        all.truncate(self.limit);
        Ok(all)
    }

    /// The words' scorer tells the collector each hit above the bar; the
    /// bar is the worst of the best so far, once there are enough.
    fn collect_segment(
        &self,
        weight: &dyn Weight,
        segment_ord: u32,
        reader: &SegmentReader,
    ) -> tantivy::Result<Self::Fruit> {
        let mut segment = self.for_segment(segment_ord, reader)?;
        if self.limit == 0 {
            return Ok(Vec::new());
        }
        let alive = reader.alive_bitset();
        match self.walk {
            Walk::Skipping => weight.for_each_pruning(Score::MIN, reader, &mut |doc, score| {
                if !alive.is_some_and(|bits| bits.is_deleted(doc)) {
                    segment.collect(doc, score);
                }
                segment.bar()
            })?,
            Walk::Everything => {
                // Most documents fall short of the bar: one comparison.
                let mut bar = Score::MIN;
                weight.for_each(reader, &mut |doc, score| {
                    if score > bar && !alive.is_some_and(|bits| bits.is_deleted(doc)) {
                        segment.collect(doc, score);
                        bar = segment.bar();
                    }
                })?
            }
        }
        Ok(segment.harvest())
    }
}

/// One candidate; the greater is the worse, so a max-heap keeps the worst
/// of the best on top.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    score: Score,
    doc: DocId,
}

impl Ord for Candidate {
    fn cmp(&self, other: &Self) -> Ordering {
        other
            .score
            .total_cmp(&self.score)
            .then_with(|| self.doc.cmp(&other.doc))
    }
}

impl PartialOrd for Candidate {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Candidate {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Candidate {}

/// The best visible hits of one segment.
struct VisibleTopSegment {
    segment_ord: u32,
    owners: Column<i64>,
    reaches: Column<u64>,
    scope: Scope,
    viewer: Option<i64>,
    limit: usize,
    best: BinaryHeap<Candidate>,
}

impl VisibleTopSegment {
    /// Whether the viewer may see the document, by the index's reckoning.
    fn visible(&self, doc: DocId) -> bool {
        let owner = self.owners.first(doc);
        let reach = self.reaches.first(doc).unwrap_or(0);
        let own = owner.is_some() && owner == self.viewer;
        match self.scope {
            Scope::Mine => own,
            Scope::School => own || reach >= 1,
            Scope::Public => reach >= 2,
        }
    }

    /// The score a hit must beat to enter the list.
    fn bar(&self) -> Score {
        if self.best.len() < self.limit {
            return Score::MIN;
        }
        self.best.peek().map_or(Score::MIN, |worst| worst.score)
    }
}

impl SegmentCollector for VisibleTopSegment {
    type Fruit = Vec<(Score, DocAddress)>;

    fn collect(&mut self, doc: DocId, score: Score) {
        if self.limit == 0 || !self.visible(doc) {
            return;
        }
        let candidate = Candidate { score, doc };
        if self.best.len() < self.limit {
            self.best.push(candidate);
        } else if self.best.peek().is_some_and(|worst| candidate < *worst) {
            self.best.pop();
            self.best.push(candidate);
        }
    }

    fn harvest(self) -> Self::Fruit {
        let segment_ord = self.segment_ord;
        self.best
            .into_sorted_vec()
            .into_iter()
            .map(|c| {
                (
                    c.score,
                    DocAddress {
                        segment_ord,
                        doc_id: c.doc,
                    },
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worst_candidate_is_the_greatest() {
        let low = Candidate { score: 1.0, doc: 0 };
        let high = Candidate { score: 2.0, doc: 5 };
        let high_later = Candidate { score: 2.0, doc: 9 };
        assert!(low > high);
        assert!(high_later > high);
        let mut heap = BinaryHeap::from(vec![high, low, high_later]);
        assert_eq!(heap.pop().map(|c| c.doc), Some(0));
        assert_eq!(heap.pop().map(|c| c.doc), Some(9));
    }
}
