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
use tantivy::query::{
    BooleanQuery, ConstScoreQuery, EnableScoring, Occur, Query, Scorer, TermQuery, Weight,
    intersect_scorers,
};
use tantivy::schema::IndexRecordOption;
use tantivy::{DocAddress, DocId, DocSet, Score, Searcher, SegmentReader, TERMINATED, Term};

use crate::Result;
use crate::schema::Fields;
use crate::search::{Scope, WordTerms, access};
use crate::shelf::{BothShelves, Shelf};

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
/// `filters` add no score. `shelf`: the shelf whose fields `words`
/// search (`None`: fields of the whole library).
pub(crate) fn top_visible(
    searcher: &Searcher,
    fields: &Fields,
    shelf: Option<Shelf>,
    words: Box<dyn Query>,
    filters: Vec<Box<dyn Query>>,
    wanted: Wanted,
) -> Result<(Vec<(Score, DocAddress)>, SearchPath)> {
    let inside = match access_for(searcher, fields, shelf, wanted)? {
        Access::Nothing => return Ok((Vec::new(), SearchPath::Filtered)),
        Access::Inside(query) => Some(query),
        Access::OnHits => None,
    };
    let collector = VisibleTop::new(fields, wanted);
    if filters.is_empty() && inside.is_none() {
        let top = run(searcher, fields, words.as_ref(), &collector)?;
        return Ok((top, SearchPath::Unfiltered));
    }
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = vec![(Occur::Must, words)];
    if let Some(access_query) = inside {
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
    let top = run(searcher, fields, &BooleanQuery::new(clauses), &collector)?;
    Ok((top, SearchPath::Filtered))
}

/// Runs a query scored with both shelves' statistics ([`BothShelves`]).
fn run(
    searcher: &Searcher,
    fields: &Fields,
    query: &dyn Query,
    collector: &VisibleTop,
) -> Result<Vec<(Score, DocAddress)>> {
    let statistics = BothShelves::new(searcher, fields);
    let weight = query.weight(EnableScoring::enabled_from_statistics_provider(
        &statistics,
        searcher,
    ))?;
    let fruits = searcher
        .segment_readers()
        .iter()
        .enumerate()
        .map(|(ord, reader)| collector.collect_segment(weight.as_ref(), ord as u32, reader))
        .collect::<tantivy::Result<Vec<_>>>()?;
    Ok(collector.merge_fruits(fruits)?)
}

/// The best `limit` hits among the documents of `shelf` that hold every
/// one of `words` and pass `filters`, that the viewer may see, best first
/// (ties by document order), scored as the union of the words' terms
/// would score them; and the way they were found.
///
/// The documents holding all the words are found by walking each word's
/// presence lists together (tantivy's intersection: the shortest
/// leads, the others jump to its documents through their skip data), so
/// the work goes with the shortest list, not the longest. Only those
/// documents are scored, each by moving the words' scorers to it.
pub(crate) fn top_holding_all(
    searcher: &Searcher,
    fields: &Fields,
    shelf: Shelf,
    words: &[WordTerms],
    filters: Vec<Box<dyn Query>>,
    wanted: Wanted,
) -> Result<(Vec<(Score, DocAddress)>, SearchPath)> {
    let mut required = filters;
    match access_for(searcher, fields, Some(shelf), wanted)? {
        Access::Nothing => return Ok((Vec::new(), SearchPath::Filtered)),
        Access::Inside(query) => required.push(query),
        Access::OnHits => {}
    }
    let path = if required.is_empty() {
        SearchPath::Unfiltered
    } else {
        SearchPath::Filtered
    };
    let unscored = EnableScoring::disabled_from_searcher(searcher);
    let statistics = BothShelves::new(searcher, fields);
    let scoring = EnableScoring::enabled_from_statistics_provider(&statistics, searcher);
    let filter_weights = required
        .iter()
        .map(|q| q.weight(unscored))
        .collect::<tantivy::Result<Vec<_>>>()?;
    let mut presence_weights = Vec::with_capacity(words.len());
    let mut scoring_weights = Vec::new();
    for word in words {
        let present = word.present[shelf.index()]
            .iter()
            .map(|t| TermQuery::new(t.clone(), IndexRecordOption::Basic).weight(unscored))
            .collect::<tantivy::Result<Vec<_>>>()?;
        presence_weights.push(present);
        for (term, boost) in &word.scored[shelf.index()] {
            let weight =
                TermQuery::new(term.clone(), IndexRecordOption::WithFreqs).weight(scoring)?;
            scoring_weights.push((weight, *boost));
        }
    }
    let collector = VisibleTop::new(fields, wanted);
    let mut fruits = Vec::new();
    for (ord, reader) in searcher.segment_readers().iter().enumerate() {
        let mut segment = collector.for_segment(ord as u32, reader)?;
        let mut lists: Vec<Box<dyn Scorer>> = Vec::new();
        for weight in &filter_weights {
            lists.push(weight.scorer(reader, 1.0)?);
        }
        for present in &presence_weights {
            let mut parts = present
                .iter()
                .map(|w| w.scorer(reader, 1.0))
                .collect::<tantivy::Result<Vec<_>>>()?;
            match parts.len() {
                // Most words: one plain posting list, which tantivy's
                // intersection walks fastest.
                1 => lists.extend(parts.pop()),
                _ => lists.push(Box::new(AnyOf::new(parts))),
            }
        }
        let mut scorers = scoring_weights
            .iter()
            .map(|(w, boost)| w.scorer(reader, *boost))
            .collect::<tantivy::Result<Vec<_>>>()?;
        let alive = reader.alive_bitset();
        let mut holding_all = intersect_scorers(lists);
        while holding_all.doc() != TERMINATED {
            let doc = holding_all.doc();
            holding_all.advance();
            if alive.is_some_and(|bits| bits.is_deleted(doc)) {
                continue;
            }
            let mut score = 0.0;
            for scorer in &mut scorers {
                if scorer.doc() < doc {
                    scorer.seek(doc);
                }
                if scorer.doc() == doc {
                    score += scorer.score();
                }
            }
            segment.collect(doc, score);
        }
        fruits.push(segment.harvest());
    }
    Ok((collector.merge_fruits(fruits)?, path))
}

/// The documents any of several lists holds (a word in each of the
/// language slots it has a stem in, or its near spellings).
struct AnyOf {
    parts: Vec<Box<dyn Scorer>>,
    doc: DocId,
}

impl AnyOf {
    fn new(parts: Vec<Box<dyn Scorer>>) -> Self {
        let doc = parts.iter().map(|p| p.doc()).min().unwrap_or(TERMINATED);
        AnyOf { parts, doc }
    }
}

impl DocSet for AnyOf {
    fn advance(&mut self) -> DocId {
        if self.doc == TERMINATED {
            return TERMINATED;
        }
        self.seek(self.doc + 1)
    }

    fn seek(&mut self, target: DocId) -> DocId {
        if self.doc >= target {
            return self.doc;
        }
        let mut least = TERMINATED;
        for part in &mut self.parts {
            let at = if part.doc() < target {
                part.seek(target)
            } else {
                part.doc()
            };
            least = least.min(at);
        }
        self.doc = least;
        least
    }

    fn doc(&self) -> DocId {
        self.doc
    }

    fn size_hint(&self) -> u32 {
        self.parts.iter().map(|p| p.size_hint()).sum()
    }
}

impl Scorer for AnyOf {
    /// Only finds: the words' own scorers score.
    fn score(&mut self) -> Score {
        0.0
    }
}

/// Where a search checks what the viewer may see.
enum Access {
    /// Nothing at all (no one signed in asking for their own).
    Nothing,
    /// Inside the query: the viewer may see a small part of the library.
    Inside(Box<dyn Query>),
    /// On each hit as it is collected, from fast columns.
    OnHits,
}

/// Where `wanted`'s viewer's access is checked, in a shelf's fields or
/// (`None`) in fields of the whole library.
fn access_for(
    searcher: &Searcher,
    fields: &Fields,
    shelf: Option<Shelf>,
    wanted: Wanted,
) -> Result<Access> {
    let own = |id: i64| -> Box<dyn Query> {
        Box::new(TermQuery::new(
            Term::from_field_i64(fields.owner, id),
            IndexRecordOption::Basic,
        ))
    };
    match (shelf, seen_scope(wanted), wanted.viewer) {
        (_, Scope::Mine, None) => Ok(Access::Nothing),
        // A private quiz is seen by its owner alone, and the private
        // shelf's terms are the owner's (`shelf.rs`).
        (Some(Shelf::Private), Scope::Mine | Scope::School, Some(_)) => Ok(Access::OnHits),
        (Some(Shelf::Private), _, _) => Ok(Access::Nothing),
        // A teacher's own quizzes are few.
        (Some(_), Scope::Mine, Some(id)) => Ok(Access::Inside(own(id))),
        // Every quiz of the shared shelf is the school's to see.
        (Some(Shelf::Shared), Scope::School, Some(_)) => Ok(Access::OnHits),
        _ => {
            let Some(query) = access(fields, wanted.scope, wanted.viewer) else {
                return Ok(Access::Nothing);
            };
            Ok(
                if access_is_small(searcher, fields, shelf, seen_scope(wanted))? {
                    Access::Inside(query)
                } else {
                    Access::OnHits
                },
            )
        }
    }
}

/// Whether what `wanted`'s viewer may see on `shelf` is checked on each
/// hit as it is collected (nothing put inside the query).
pub(crate) fn checked_on_hits(
    searcher: &Searcher,
    fields: &Fields,
    shelf: Shelf,
    wanted: Wanted,
) -> Result<bool> {
    Ok(matches!(
        access_for(searcher, fields, Some(shelf), wanted)?,
        Access::OnHits
    ))
}

/// The shelves holding quizzes `wanted`'s viewer may see: the private
/// shelf only for a signed-in teacher's own.
pub(crate) fn shelves_seen(wanted: Wanted) -> Vec<Shelf> {
    match (seen_scope(wanted), wanted.viewer) {
        (Scope::Mine | Scope::School, Some(_)) => Shelf::BOTH.to_vec(),
        (Scope::Mine, None) => Vec::new(),
        _ => vec![Shelf::Shared],
    }
}

/// The scope as it reaches: nobody signed in sees the school's quizzes
/// no more than their own.
fn seen_scope(wanted: Wanted) -> Scope {
    match (wanted.scope, wanted.viewer) {
        (Scope::School, None) => Scope::Public,
        (scope, _) => scope,
    }
}

/// Whether what a scope lets a viewer see is a small part of the library
/// (`None`) or of the shared shelf, by the document frequencies of the
/// visibilities (a viewer's own quizzes are always few).
fn access_is_small(
    searcher: &Searcher,
    fields: &Fields,
    shelf: Option<Shelf>,
    scope: Scope,
) -> Result<bool> {
    let count = |name: &str| searcher.doc_freq(&Term::from_field_text(fields.visibility, name));
    let seen = match scope {
        Scope::Mine => return Ok(true),
        Scope::School => count("school")? + count("public")?,
        Scope::Public => count("public")?,
    };
    let among = match shelf {
        Some(_) => count("school")? + count("public")?,
        None => searcher.num_docs(),
    };
    Ok(seen * SMALL_ACCESS_SHARE < among)
}

/// A collector of the best hits the viewer may see.
pub(crate) struct VisibleTop<'a> {
    fields: &'a Fields,
    scope: Scope,
    viewer: Option<i64>,
    limit: usize,
    walk: Walk,
}

impl<'a> VisibleTop<'a> {
    pub(crate) fn new(fields: &'a Fields, wanted: Wanted) -> Self {
        VisibleTop {
            fields,
            scope: seen_scope(wanted),
            viewer: wanted.viewer,
            limit: wanted.limit,
            walk: wanted.walk,
        }
    }
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
pub(crate) struct VisibleTopSegment {
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
    pub(crate) fn bar(&self) -> Score {
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

    /// A posting list held in memory.
    struct Listed {
        docs: Vec<DocId>,
        at: usize,
    }

    impl DocSet for Listed {
        fn advance(&mut self) -> DocId {
            self.at = (self.at + 1).min(self.docs.len());
            self.doc()
        }

        fn doc(&self) -> DocId {
            self.docs.get(self.at).copied().unwrap_or(TERMINATED)
        }

        fn size_hint(&self) -> u32 {
            self.docs.len() as u32
        }
    }

    impl Scorer for Listed {
        fn score(&mut self) -> Score {
            1.0
        }
    }

    fn listed(docs: &[DocId]) -> Listed {
        Listed {
            docs: docs.to_vec(),
            at: 0,
        }
    }

    fn list(docs: &[DocId]) -> Box<dyn Scorer> {
        Box::new(listed(docs))
    }

    fn any_of(lists: &[&[DocId]]) -> Box<dyn Scorer> {
        let parts = lists
            .iter()
            .map(|docs| Box::new(listed(docs)) as Box<dyn Scorer>)
            .collect();
        Box::new(AnyOf::new(parts))
    }

    fn in_all(lists: Vec<Box<dyn Scorer>>) -> Vec<DocId> {
        let mut all = intersect_scorers(lists);
        let mut found = Vec::new();
        while all.doc() != TERMINATED {
            found.push(all.doc());
            all.advance();
        }
        found
    }

    #[test]
    fn the_documents_in_every_list_are_found_in_order() {
        let found = in_all(vec![
            list(&[1, 3, 5, 7, 9, 11, 200, 4000]),
            list(&[3, 4, 9, 200, 300, 4000]),
            list(&[0, 3, 9, 10, 4000, 5000]),
        ]);
        assert_eq!(found, [3, 9, 4000]);
        assert!(in_all(vec![list(&[1, 2]), list(&[3, 4])]).is_empty());
        assert!(in_all(vec![list(&[1, 2]), list(&[])]).is_empty());
        assert_eq!(in_all(vec![list(&[2, 8])]), [2, 8]);
    }

    #[test]
    fn a_word_in_any_of_its_lists_counts() {
        // A word held through its English stem in some documents and its
        // French one in others, beside a second word.
        let found = in_all(vec![
            any_of(&[&[1, 5, 9], &[2, 6, 10]]),
            list(&[2, 5, 7, 10, 11]),
        ]);
        assert_eq!(found, [2, 5, 10]);
        assert_eq!(
            in_all(vec![any_of(&[&[], &[4]]), any_of(&[&[4], &[]])]),
            [4]
        );
        assert!(in_all(vec![any_of(&[]), list(&[1])]).is_empty());
    }

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
