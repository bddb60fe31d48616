//! Searching the library: words against titles, topics, questions,
//! options and source text, each analysed the way of every language the
//! index holds; quizzes holding every word first; typo tolerance for
//! short queries; filters; snippets with the matched words marked.

use std::collections::BTreeMap;

use tantivy::collector::TopDocs;
use tantivy::query::{AllQuery, BooleanQuery, BoostQuery, Occur, Query, RangeQuery, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::{DocAddress, Order, Searcher, TantivyDocument, Term};

use crate::fuzzy;
use crate::one_term::OneTerm;
use crate::schema::{self, Fields, LANGUAGES, language_slot};
use crate::shelf::{Shelf, owned};
use crate::snippet::{Marker, SNIPPET_CHARS};
use crate::some_words::top_holding_one;
use crate::topk::{SearchPath, Walk, Wanted, shelves_seen, top_holding_all, top_visible};
use crate::{Library, Result, i64_of, text_of, u64_of};

/// Whose quizzes a search looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scope {
    /// The viewer's own.
    Mine,
    /// The viewer's own and everything shared with the school or public.
    #[default]
    School,
    /// Public quizzes only (the discover page for visitors).
    Public,
}

impl Scope {
    /// Reads `mine`, `school` or `public`.
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "mine" => Some(Scope::Mine),
            "school" | "" => Some(Scope::School),
            "public" => Some(Scope::Public),
            _ => None,
        }
    }
}

/// A search: words and filters.
#[derive(Debug, Clone, Default)]
pub struct Search {
    /// What the teacher typed (empty: every quiz the filters let through,
    /// most recently changed first).
    pub text: String,
    /// Who is searching (`None`: nobody signed in, public quizzes only).
    pub viewer: Option<i64>,
    /// Whose quizzes.
    pub scope: Scope,
    /// Only this subject tag.
    pub subject: Option<String>,
    /// Only this grade tag.
    pub grade: Option<String>,
    /// Only this language (`en`, `fr`, `de`, `es`; others are `xx`).
    pub language: Option<String>,
    /// Only quizzes holding a question of one of these kinds.
    pub kinds: Vec<String>,
    /// At least this many questions.
    pub min_questions: Option<u64>,
    /// At most this many questions.
    pub max_questions: Option<u64>,
    /// Only quizzes played since (Unix seconds).
    pub played_since: Option<i64>,
    /// How many results at most.
    pub limit: usize,
}

/// A piece of text with the matched words marked by byte ranges.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Snippet {
    /// The text.
    pub text: String,
    /// Byte ranges of `text` that matched, in order, not overlapping.
    pub highlights: Vec<(usize, usize)>,
}

impl Snippet {
    /// The text cut into pieces, each marked as matched or not (for
    /// templates, which escape each piece).
    pub fn pieces(&self) -> Vec<(String, bool)> {
        let mut out = Vec::new();
        let mut at = 0;
        for &(start, end) in &self.highlights {
            if start > at {
                out.push((self.text[at..start].to_string(), false));
            }
            out.push((self.text[start..end].to_string(), true));
            at = end;
        }
        if at < self.text.len() {
            out.push((self.text[at..].to_string(), false));
        }
        out
    }
}

/// One result.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    /// The quiz's id.
    pub id: i64,
    /// Its title.
    pub title: String,
    /// Where it matched.
    pub snippet: Snippet,
    /// Its relevance (higher is better; 0 without words).
    pub score: f32,
    /// Its owner.
    pub owner: i64,
    /// `private`, `school` or `public`.
    pub visibility: String,
    /// Its subject tag.
    pub subject: String,
    /// Its grade tag.
    pub grade: String,
    /// Its language slot (`en`, `fr`, `de`, `es`, `xx`).
    pub language: String,
    /// How many questions.
    pub questions: u64,
    /// How many copies were made of it.
    pub copies: u64,
    /// How many games were made from it.
    pub plays: u64,
}

/// The most words of a query that are used.
const MAX_WORDS: usize = 16;
/// Up to this many words, each word also matches words one or two edits
/// away.
const FUZZY_WORDS: usize = 3;

/// The words of a query.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(MAX_WORDS)
        .collect()
}

/// How many edits a word of `len` characters may be away.
fn edits(len: usize) -> u8 {
    match len {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

fn term_query(term: Term, boost: f32) -> Box<dyn Query> {
    Box::new(BoostQuery::new(
        Box::new(TermQuery::new(term, IndexRecordOption::WithFreqs)),
        boost,
    ))
}

/// The access filter of a scope for a viewer; `None`: nothing at all.
pub(crate) fn access(fields: &Fields, scope: Scope, viewer: Option<i64>) -> Option<Box<dyn Query>> {
    let visibility = |name: &str| -> Box<dyn Query> {
        Box::new(TermQuery::new(
            Term::from_field_text(fields.visibility, name),
            IndexRecordOption::Basic,
        ))
    };
    let owner = |id: i64| -> Box<dyn Query> {
        Box::new(TermQuery::new(
            Term::from_field_i64(fields.owner, id),
            IndexRecordOption::Basic,
        ))
    };
    match (scope, viewer) {
        (Scope::Mine, Some(id)) => Some(owner(id)),
        (Scope::Mine, None) => None,
        (Scope::School, Some(id)) => Some(Box::new(BooleanQuery::union(vec![
            owner(id),
            visibility("school"),
            visibility("public"),
        ]))),
        (Scope::School | Scope::Public, None) | (Scope::Public, Some(_)) => {
            Some(visibility("public"))
        }
    }
}

impl Library {
    /// Runs a search. Results carry the owner and visibility the index
    /// holds: check them against the store before showing them.
    pub fn search(&self, search: &Search) -> Result<Vec<Hit>> {
        Ok(self.search_traced(search)?.0)
    }

    /// [`Library::search`], and which way the hits were found.
    pub fn search_traced(&self, search: &Search) -> Result<(Vec<Hit>, SearchPath)> {
        let fields = &self.inner.fields;
        let searcher = self.inner.reader.searcher();
        let raw = |field, value: &str| -> Box<dyn Query> {
            Box::new(TermQuery::new(
                Term::from_field_text(field, &value.trim().to_lowercase()),
                IndexRecordOption::Basic,
            ))
        };
        let mut filters: Vec<Box<dyn Query>> = Vec::new();
        if let Some(subject) = search.subject.as_deref().filter(|s| !s.trim().is_empty()) {
            filters.push(raw(fields.subject, subject));
        }
        if let Some(grade) = search.grade.as_deref().filter(|s| !s.trim().is_empty()) {
            filters.push(raw(fields.grade, grade));
        }
        let slots: Vec<usize> = match search.language.as_deref().filter(|s| !s.is_empty()) {
            Some(code) => {
                let slot = language_slot(code);
                filters.push(raw(fields.language, LANGUAGES[slot]));
                vec![slot]
            }
            // Only the languages the index holds.
            None => (0..LANGUAGES.len())
                .filter(|&slot| {
                    let term = Term::from_field_text(fields.language, LANGUAGES[slot]);
                    searcher.doc_freq(&term).is_ok_and(|n| n > 0)
                })
                .collect(),
        };
        if !search.kinds.is_empty() {
            let kinds = search.kinds.iter().map(|k| raw(fields.kinds, k)).collect();
            filters.push(Box::new(BooleanQuery::union(kinds)));
        }
        if search.min_questions.is_some() || search.max_questions.is_some() {
            let bound = |value: Option<u64>| match value {
                Some(v) => std::ops::Bound::Included(Term::from_field_u64(fields.questions, v)),
                None => std::ops::Bound::Unbounded,
            };
            filters.push(Box::new(RangeQuery::new(
                bound(search.min_questions),
                bound(search.max_questions),
            )));
        }
        if let Some(since) = search.played_since {
            filters.push(Box::new(RangeQuery::new(
                std::ops::Bound::Included(Term::from_field_i64(fields.played_at, since.max(1))),
                std::ops::Bound::Unbounded,
            )));
        }
        let limit = search.limit.clamp(1, 200);
        let words = words(&search.text);
        if words.is_empty() {
            let Some(access) = access(fields, search.scope, search.viewer) else {
                return Ok((Vec::new(), SearchPath::Filtered));
            };
            let mut must: Vec<(Occur, Box<dyn Query>)> =
                vec![(Occur::Must, access), (Occur::Must, Box::new(AllQuery))];
            must.extend(filters.into_iter().map(|f| (Occur::Must, f)));
            let query = BooleanQuery::new(must);
            let top = searcher.search(
                &query,
                &TopDocs::with_limit(limit).order_by_fast_field::<i64>("updated_at", Order::Desc),
            )?;
            let hits = top
                .into_iter()
                .map(|(_, address)| {
                    let doc: TantivyDocument = searcher.doc(address)?;
                    Ok(hit(
                        fields,
                        &doc,
                        0.0,
                        first_line(text_of(&doc, fields.body_text)),
                    ))
                })
                .collect::<Result<_>>()?;
            return Ok((hits, SearchPath::Filtered));
        }
        let wanted = Wanted {
            scope: search.scope,
            viewer: search.viewer,
            limit,
            walk: Walk::Skipping,
        };
        let shelves = shelves_seen(wanted);
        let on_shelves = OnShelves {
            shelves: &shelves,
            viewer: search.viewer,
        };
        let (word_terms, slot_terms) = word_terms(&searcher, fields, &words, &slots, on_shelves)?;
        let (top, path) = best_hits(&searcher, fields, &shelves, &word_terms, &filters, wanted)?;
        let mut markers: BTreeMap<usize, Marker> = BTreeMap::new();
        let hits = top
            .into_iter()
            .map(|(score, address)| {
                let doc: TantivyDocument = searcher.doc(address)?;
                let slot = language_slot(text_of(&doc, fields.language));
                let marker = markers.entry(slot).or_insert_with(|| {
                    Marker::new(
                        slot,
                        slot_terms.get(&slot).into_iter().flat_map(|t| t.keys()),
                    )
                });
                let body = text_of(&doc, fields.body_text);
                let snippet = marker.snippet(body).unwrap_or_else(|| first_line(body));
                Ok(hit(fields, &doc, score, snippet))
            })
            .collect::<Result<_>>()?;
        Ok((hits, path))
    }

    /// The searcher, for the related-quizzes module.
    pub(crate) fn searcher(&self) -> Searcher {
        self.inner.reader.searcher()
    }
}

/// The terms each language slot analyses the query to (for snippets).
type SlotTerms = BTreeMap<usize, BTreeMap<String, f32>>;

/// One word of a query as the index holds it, on each shelf (by
/// [`Shelf::index`]).
#[derive(Debug, Default)]
pub(crate) struct WordTerms {
    /// The terms that score the word: its stem in each text field of each
    /// language slot that has it, with the field's weight.
    pub scored: [Vec<(Term, f32)>; 2],
    /// The lists a quiz is in when it holds the word: on the shared
    /// shelf the stems in the slots' `all` fields, on the private shelf
    /// the owner's terms of `scored` (short lists).
    pub present: [Vec<Term>; 2],
    /// How many quizzes of the shelf hold the word: the document
    /// frequencies of its stems in the `all` fields, summed (a quiz is in
    /// one language slot, but a near spelling may count it twice).
    pub holding: [u64; 2],
}

impl WordTerms {
    /// Whether the word matches nothing on any shelf.
    fn is_empty(&self) -> bool {
        self.scored.iter().all(Vec::is_empty)
    }
}

/// The words of a query, each as the terms it stands for in the given
/// language slots on the given shelves, leaving out terms no document
/// holds. A word of a short query that matches nothing exactly on any
/// shelf (a misspelling) stands for the few indexed words one or two
/// edits away instead ([`fuzzy::expand`]); fuzzy matching every word
/// would cost most of the search's time and find mostly noise besides the
/// words typed right. Words that analyse to no term at all are left out.
pub(crate) fn word_terms(
    searcher: &Searcher,
    fields: &Fields,
    words: &[&str],
    slots: &[usize],
    on: OnShelves,
) -> Result<(Vec<WordTerms>, SlotTerms)> {
    let tolerant = words.len() <= FUZZY_WORDS;
    let mut out = Vec::new();
    let mut slot_terms = SlotTerms::new();
    for word in words {
        let mut terms = WordTerms::default();
        let mut misses: Vec<(usize, String)> = Vec::new();
        for &slot in slots {
            for term in schema::terms(slot, word) {
                slot_terms
                    .entry(slot)
                    .or_default()
                    .insert(term.clone(), 1.0);
                let mut held = false;
                for &shelf in on.shelves {
                    held |= add_term(
                        searcher,
                        fields,
                        (shelf, on.viewer),
                        slot,
                        &term,
                        1.0,
                        &mut terms,
                    )?;
                }
                if !held {
                    misses.push((slot, term));
                }
            }
        }
        if terms.is_empty() && tolerant {
            for (slot, term) in &misses {
                let distance = edits(term.chars().count());
                if distance == 0 {
                    continue;
                }
                let lists: Vec<_> = on
                    .shelves
                    .iter()
                    .map(|&shelf| fields.shelf(shelf).text[*slot].all)
                    .collect();
                for (_, near) in fuzzy::expand(searcher, &lists, term, distance)? {
                    slot_terms
                        .entry(*slot)
                        .or_default()
                        .insert(near.clone(), 1.0);
                    for &shelf in on.shelves {
                        add_term(
                            searcher,
                            fields,
                            (shelf, on.viewer),
                            *slot,
                            &near,
                            0.5,
                            &mut terms,
                        )?;
                    }
                }
            }
        }
        if !terms.is_empty() || !misses.is_empty() {
            out.push(terms);
        }
    }
    Ok((out, slot_terms))
}

/// The shelves a search looks at, and whose private quizzes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct OnShelves<'a> {
    /// The shelves.
    pub shelves: &'a [Shelf],
    /// The teacher whose private quizzes are searched.
    pub viewer: Option<i64>,
}

/// Adds the clauses of `term` in a slot's fields on a shelf (and, on the
/// private shelf, among the quizzes of the given owner) that some
/// document holds, weighted by the field times `weight`; whether any quiz
/// of the shelf holds the term.
fn add_term(
    searcher: &Searcher,
    fields: &Fields,
    (shelf, owner): (Shelf, Option<i64>),
    slot: usize,
    term: &str,
    weight: f32,
    into: &mut WordTerms,
) -> Result<bool> {
    let text = &fields.shelf(shelf).text[slot];
    let any_quiz = Term::from_field_text(text.all, term);
    let holding = searcher.doc_freq(&any_quiz)?;
    if holding == 0 {
        return Ok(false);
    }
    let at = shelf.index();
    into.holding[at] += holding;
    let indexed = match (shelf, owner) {
        (Shelf::Shared, _) => term.to_string(),
        (Shelf::Private, Some(owner)) => owned(owner, term),
        (Shelf::Private, None) => return Ok(true),
    };
    for (field, field_weight) in text.weighted() {
        let term = Term::from_field_text(field, &indexed);
        if searcher.doc_freq(&term)? > 0 {
            if shelf == Shelf::Private {
                // The owner's lists are short: they are the presence lists.
                into.present[at].push(term.clone());
            }
            into.scored[at].push((term, field_weight * weight));
        }
    }
    if shelf == Shelf::Shared {
        into.present[at].push(any_quiz);
    }
    Ok(true)
}

/// Every word's terms on a shelf as one union, scored as the sum of what
/// each matches; `None` when no word can match anything there. tantivy
/// walks such a union skipping most of the long posting lists (block-max
/// WAND); a union of one term goes the faster way of a term alone when
/// its weight allows ([`OneTerm`]).
pub(crate) fn any_word_query(words: &[WordTerms], shelf: Shelf) -> Option<Box<dyn Query>> {
    let terms: Vec<&(Term, f32)> = words
        .iter()
        .flat_map(|w| &w.scored[shelf.index()])
        .collect();
    if let [(term, weight)] = terms[..]
        && let Some(one) = OneTerm::of(term.clone(), *weight)
    {
        return Some(Box::new(one));
    }
    let clauses: Vec<(Occur, Box<dyn Query>)> = terms
        .into_iter()
        .map(|(term, weight)| (Occur::Should, term_query(term.clone(), *weight)))
        .collect();
    (!clauses.is_empty()).then(|| Box::new(BooleanQuery::new(clauses)) as Box<dyn Query>)
}

/// The most quizzes a search scores one by one after finding them in
/// every word's list, as a share of the library (and at least
/// [`MIN_CANDIDATES`]); past it the union's skipping is cheaper. Scoring
/// them costs a seek of each of the words' scorers a quiz, while the
/// union's cost grows with the library: measured on the benchmark's
/// library, the two cost the same at about 2,000 quizzes of 200,000 and
/// about 10,000 of 1,000,000.
const MAX_CANDIDATE_SHARE: f64 = 0.01;
/// See [`MAX_CANDIDATE_SHARE`].
const MIN_CANDIDATES: f64 = 2_000.0;

/// The best hits of a query's words on the given shelves, merged (their
/// scores are of one library: `shelf.rs`). A teacher who types two or
/// three words wants what is about all of them first: the union alone
/// would rank a quiz saying one of them often above one saying them all.
/// And the quizzes that hold every word are found from the shortest list,
/// without walking the long ones ([`top_holding_all`]). When they are
/// fewer than asked for, the best of the rest (holding only some of the
/// words) follow. A single word, words that together are still common
/// (more than [`MAX_CANDIDATE_SHARE`] of the quizzes would hold them all,
/// by their document frequencies taken as independent: their union's best
/// hold them all anyway) and a word no quiz holds go to the union of every
/// word's terms, which tantivy walks skipping what cannot reach the best
/// (block-max WAND). The way reported is the shared shelf's, or the
/// private one's when no shared quiz holds a word.
fn best_hits(
    searcher: &Searcher,
    fields: &Fields,
    shelves: &[Shelf],
    words: &[WordTerms],
    filters: &[Box<dyn Query>],
    wanted: Wanted,
) -> Result<(Vec<(f32, DocAddress)>, SearchPath)> {
    let mut path = None;
    let mut note = |shelf: Shelf, way: SearchPath| {
        if shelf == Shelf::Shared || path.is_none() {
            path = Some(way);
        }
    };
    let filters_again = || filters.iter().map(|f| f.box_clone()).collect::<Vec<_>>();
    let mut best = Vec::new();
    let walked_all = words.len() >= 2 && few_hold_them_all(searcher, words);
    if walked_all {
        for &shelf in shelves {
            let (found, way) =
                top_holding_all(searcher, fields, shelf, words, filters_again(), wanted)?;
            note(shelf, way);
            best.extend(found);
        }
        best_first(&mut best, wanted.limit);
        if best.len() >= wanted.limit {
            return Ok((best, path.unwrap_or(SearchPath::Filtered)));
        }
    }
    let found: std::collections::BTreeSet<DocAddress> =
        best.iter().map(|(_, address)| *address).collect();
    let wider = Wanted {
        limit: wanted.limit + best.len(),
        ..wanted
    };
    let mut rest = Vec::new();
    for &shelf in shelves {
        // Every quiz holding all the words has been found (fewer than a
        // page): with two words the rest may come word by word.
        if walked_all && filters.is_empty() {
            let one = top_holding_one(searcher, fields, shelf, words, &found, wider)?;
            if let Some(top) = one {
                note(shelf, SearchPath::Unfiltered);
                rest.extend(top);
                continue;
            }
        }
        let Some(any_word) = any_word_query(words, shelf) else {
            continue;
        };
        let (top, way) = top_visible(
            searcher,
            fields,
            Some(shelf),
            any_word,
            filters_again(),
            wider,
        )?;
        note(shelf, way);
        rest.extend(top);
    }
    best_first(&mut rest, wider.limit);
    let missing = wanted.limit - best.len();
    best.extend(
        rest.into_iter()
            .filter(|(_, address)| !found.contains(address))
            .take(missing),
    );
    Ok((best, path.unwrap_or(SearchPath::Filtered)))
}

/// Hits best first (ties in document order), at most `limit`.
fn best_first(hits: &mut Vec<(f32, DocAddress)>, limit: usize) {
    hits.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    hits.truncate(limit);
}

/// Whether some quizzes may hold all of `words`, and not more than
/// [`MAX_CANDIDATE_SHARE`] of them.
fn few_hold_them_all(searcher: &Searcher, words: &[WordTerms]) -> bool {
    let holding: Vec<u64> = words.iter().map(|w| w.holding.iter().sum()).collect();
    few_expected(searcher.num_docs(), &holding)
}

/// [`few_hold_them_all`] by how many of `total` quizzes hold each word.
fn few_expected(total: u64, holding: &[u64]) -> bool {
    if holding.contains(&0) {
        return false;
    }
    let total = total.max(1) as f64;
    let shares: f64 = holding
        .iter()
        .map(|&quizzes| (quizzes as f64 / total).min(1.0))
        .product();
    total * shares <= (total * MAX_CANDIDATE_SHARE).max(MIN_CANDIDATES)
}

/// The start of a quiz's questions, when no word matched in them.
fn first_line(body: &str) -> Snippet {
    let line = body.lines().next().unwrap_or("");
    let text = match line.char_indices().nth(SNIPPET_CHARS) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_string(),
    };
    Snippet {
        text,
        highlights: Vec::new(),
    }
}

fn hit(fields: &Fields, doc: &TantivyDocument, score: f32, snippet: Snippet) -> Hit {
    Hit {
        id: u64_of(doc, fields.id) as i64,
        title: text_of(doc, fields.title_text).to_string(),
        snippet,
        score,
        owner: i64_of(doc, fields.owner),
        visibility: text_of(doc, fields.visibility).to_string(),
        subject: text_of(doc, fields.subject).to_string(),
        grade: text_of(doc, fields.grade).to_string(),
        language: text_of(doc, fields.language).to_string(),
        questions: u64_of(doc, fields.questions),
        copies: u64_of(doc, fields.copies),
        plays: u64_of(doc, fields.plays),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_words_ignore_punctuation() {
        assert_eq!(words("l'eau: « H2O »?"), ["l", "eau", "H2O"]);
    }

    #[test]
    fn words_together_common_go_to_the_union() {
        // A rare word beside a common one: few quizzes hold both.
        assert!(few_expected(1_000_000, &[500, 400_000]));
        assert!(few_expected(1_000_000, &[40_000, 40_000]));
        // Two common words: about 120,000 quizzes would hold both.
        assert!(!few_expected(1_000_000, &[400_000, 300_000]));
        // The bar grows with the library: 9,000 of a million is few, 3,600
        // of 200,000 is not.
        assert!(few_expected(1_000_000, &[100_000, 90_000]));
        assert!(!few_expected(200_000, &[40_000, 18_000]));
        // A word no quiz holds: none hold them all.
        assert!(!few_expected(1_000_000, &[0, 500]));
        // A small library.
        assert!(few_expected(3, &[3, 3, 1]));
    }

    #[test]
    fn longer_words_allow_more_edits() {
        assert_eq!(edits(3), 0);
        assert_eq!(edits(5), 1);
        assert_eq!(edits(12), 2);
    }

    #[test]
    fn snippet_pieces_mark_the_matches() {
        let snippet = Snippet {
            text: "the green leaf".into(),
            highlights: vec![(4, 9)],
        };
        assert_eq!(
            snippet.pieces(),
            [
                ("the ".to_string(), false),
                ("green".to_string(), true),
                (" leaf".to_string(), false)
            ]
        );
    }
}
