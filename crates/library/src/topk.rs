//! The best hits of a query that a viewer may see, found fast.
//!
//! tantivy skips most of a long posting list (block-max WAND) only for a
//! query that is a plain union of terms; a required access filter beside
//! it makes it score every document the words match, which over a large
//! library is most of the time a search takes. So for the broad scopes
//! (the viewer's own quizzes and everything shared) the words are searched
//! alone for a few times the hits wanted, and each hit's owner and
//! visibility are read from fast columns; only when too few of those may
//! be seen is the query run again with the filter inside it. Both ways
//! give the same hits in the same order: the filter adds no score.

use std::collections::BTreeMap;

use tantivy::collector::TopDocs;
use tantivy::columnar::Column;
use tantivy::query::{BooleanQuery, ConstScoreQuery, Occur, Query};
use tantivy::{DocAddress, Score, Searcher};

use crate::Result;
use crate::schema::Fields;
use crate::search::{Scope, access};

/// How many hits, per hit wanted, the unfiltered first try looks at.
const OVERFETCH: usize = 4;

/// Which way a search went (for tests and benchmarks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchPath {
    /// The words alone, hits checked afterwards.
    Unfiltered,
    /// The words with the access filter (and any other filter) inside.
    Filtered,
}

/// The best `limit` hits of `words` among the documents that pass
/// `filters` and that the viewer may see under `scope`, best first, and
/// the way they were found. `words` must score; `filters` must not match
/// a document the viewer may not see by themselves, and add no score.
pub(crate) fn top_visible(
    searcher: &Searcher,
    fields: &Fields,
    words: Box<dyn Query>,
    filters: Vec<Box<dyn Query>>,
    scope: Scope,
    viewer: Option<i64>,
    limit: usize,
) -> Result<(Vec<(Score, DocAddress)>, SearchPath)> {
    let Some(access_query) = access(fields, scope, viewer) else {
        return Ok((Vec::new(), SearchPath::Filtered));
    };
    if filters.is_empty() && scope == Scope::School && viewer.is_some() {
        let wanted = limit * OVERFETCH;
        let top = searcher.search(words.as_ref(), &TopDocs::with_limit(wanted))?;
        let seen_all = top.len() < wanted;
        let mut check = Checker::new(searcher, fields, scope, viewer);
        let mut visible = Vec::with_capacity(limit);
        for (score, address) in top {
            if check.visible(address)? {
                visible.push((score, address));
                if visible.len() == limit {
                    break;
                }
            }
        }
        if visible.len() == limit || seen_all {
            return Ok((visible, SearchPath::Unfiltered));
        }
    }
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = vec![
        (
            Occur::Must,
            Box::new(ConstScoreQuery::new(access_query, 0.0)),
        ),
        (Occur::Must, words),
    ];
    clauses.extend(
        filters
            .into_iter()
            .map(|f| (Occur::Must, Box::new(ConstScoreQuery::new(f, 0.0)) as _)),
    );
    let top = searcher.search(&BooleanQuery::new(clauses), &TopDocs::with_limit(limit))?;
    Ok((top, SearchPath::Filtered))
}

/// Reads owners and visibilities from the fast columns, a segment at a
/// time.
struct Checker<'a> {
    searcher: &'a Searcher,
    fields: &'a Fields,
    scope: Scope,
    viewer: Option<i64>,
    columns: BTreeMap<u32, (Column<i64>, Column<u64>)>,
}

impl<'a> Checker<'a> {
    fn new(searcher: &'a Searcher, fields: &'a Fields, scope: Scope, viewer: Option<i64>) -> Self {
        Checker {
            searcher,
            fields,
            scope,
            viewer,
            columns: BTreeMap::new(),
        }
    }

    /// Whether the viewer may see the document, by the index's reckoning.
    fn visible(&mut self, address: DocAddress) -> Result<bool> {
        let (owners, reaches) = match self.columns.entry(address.segment_ord) {
            std::collections::btree_map::Entry::Occupied(entry) => entry.into_mut(),
            std::collections::btree_map::Entry::Vacant(entry) => {
                let columns = self
                    .searcher
                    .segment_reader(address.segment_ord)
                    .fast_fields();
                let schema = self.searcher.schema();
                let owners = columns.i64(schema.get_field_name(self.fields.owner))?;
                let reaches = columns.u64(schema.get_field_name(self.fields.reach))?;
                entry.insert((owners, reaches))
            }
        };
        let owner = owners.first(address.doc_id);
        let reach = reaches.first(address.doc_id).unwrap_or(0);
        Ok(match self.scope {
            Scope::Mine => owner.is_some() && owner == self.viewer,
            Scope::School => (owner.is_some() && owner == self.viewer) || reach >= 1,
            Scope::Public => reach >= 2,
        })
    }
}
