//! Related quizzes: the quizzes closest in content to one quiz (its keys,
//! the most telling words of its title, topics, questions and source,
//! weighted by how rare they are among the library's keys: `keys.rs`),
//! never a near-copy of it nor two near-copies of each other, with the
//! quizzes copied from it and the one it was copied from first; each with
//! one phrase saying why.

use std::collections::{BTreeMap, BTreeSet};

use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::{TantivyDocument, Term};

use crate::keys::{self, Key};
use crate::minhash::Signature;
use crate::schema::language_slot;
use crate::search::Scope;
use crate::shelf::{Shelf, doc_freq_both, owned};
use crate::topk::{Walk, Wanted, shelves_seen, top_visible};
use crate::{Library, Result, text_of, u64_of};

/// A related quiz.
#[derive(Debug, Clone, PartialEq)]
pub struct Related {
    /// Its id.
    pub id: i64,
    /// Its title.
    pub title: String,
    /// Why it is related (said in one English phrase by `Display`).
    pub why: Why,
    /// Its owner (check visibility against the store before showing).
    pub owner: i64,
}

/// Why a quiz is related to the one asked about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The quiz asked about was copied from it.
    CopiedFrom,
    /// It was made from the quiz asked about (a copy or a follow-up).
    FollowUp,
    /// Both cover these topics (up to three, as the other quiz writes them).
    Cover(Vec<String>),
    /// Both carry this subject tag, and share no telling word.
    Tagged(String),
    /// Both ask about these words (up to three).
    Ask(Vec<String>),
    /// Close in content, with nothing one can name.
    Close,
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = |items: &[String]| match items {
            [] => String::new(),
            [one] => one.clone(),
            [first, rest @ ..] => format!("{first} and {}", rest.join(", ")),
        };
        match self {
            Why::CopiedFrom => f.write_str("This quiz was copied from it"),
            Why::FollowUp => f.write_str("A follow-up made from this quiz"),
            Why::Cover(topics) => write!(f, "Both cover {}", list(topics)),
            Why::Tagged(subject) => write!(f, "Also tagged {subject}"),
            Why::Ask(words) => write!(f, "Both ask about {}", list(words)),
            Why::Close => f.write_str("Close in content"),
        }
    }
}

/// The most keys of a quiz that make up its "more like this" query.
const QUERY_TERMS: usize = 10;
/// A key more than this share of the library holds is left out of the
/// query ...
const COMMON_KEY_SHARE: f32 = 0.05;
/// ... once it is held by more than this many quizzes (in a small library
/// a key two quizzes in three hold is what relates them).
const COMMON_KEY_QUIZZES: u64 = 1_000;
/// How many common keys a quiz whose keys are all common still searches.
const FALLBACK_KEYS: usize = 3;
/// Candidates looked at for each related quiz asked for.
const CANDIDATES_PER_RESULT: usize = 6;

impl Library {
    /// Up to `limit` quizzes related to quiz `id` that the viewer may see
    /// (by the index's reckoning), best first. Empty when `id` is not
    /// indexed.
    pub fn related(&self, id: i64, viewer: Option<i64>, limit: usize) -> Result<Vec<Related>> {
        let fields = &self.inner.fields;
        let Some(me) = self.document(id)? else {
            return Ok(Vec::new());
        };
        let searcher = self.searcher();
        let slot = language_slot(text_of(&me, fields.language));
        let my_signature = signature(&me, fields.minhash);
        let my_topics = topic_set(text_of(&me, fields.topics_text));
        let my_subject = text_of(&me, fields.subject).to_string();

        // The quiz's keys, weighted by their weight in it and their rarity
        // among the library's keys.
        let total = searcher.num_docs().max(1) as f32;
        let language = crate::schema::LANGUAGES[slot];
        let mut weighted: Vec<(f32, Key)> = Vec::new();
        let mut common: Vec<(u64, f32, Key)> = Vec::new();
        // A key's rarity counts both shelves (`doc_freq_both`).
        let shared_keys = fields.shelf(Shelf::Shared).keys;
        for key in keys::decode(text_of(&me, fields.keys_text)) {
            let term = Term::from_field_text(shared_keys, &key.indexed(slot));
            let df = doc_freq_both(&searcher, fields, &term)?;
            if df <= 1 && total > 1.0 {
                // Only in this quiz: it cannot bring another one.
                continue;
            }
            let idf = (total / (df as f32 + 1.0)).ln().max(0.01);
            let weight = key.telling(language) * idf;
            if df > COMMON_KEY_QUIZZES && df as f32 > total * COMMON_KEY_SHARE {
                // Held by a large part of the library: it would rank nearly
                // every quiz, and walking its postings is most of the cost
                // (Lucene's "more like this" has the same bound).
                common.push((df, weight, key));
                continue;
            }
            weighted.push((weight, key));
        }
        if weighted.is_empty() {
            // Every key is common: the least common few still find the
            // quizzes closest in content, at some cost, rather than none.
            common.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.2.term.cmp(&b.2.term)));
            weighted.extend(
                common
                    .into_iter()
                    .take(FALLBACK_KEYS)
                    .map(|(_, weight, key)| (weight, key)),
            );
        }
        weighted.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.term.cmp(&b.1.term)));
        weighted.truncate(QUERY_TERMS);

        // BM25 weighs each key by its rarity among the library's keys and
        // by its weight in the other quiz; the boost adds how telling it is
        // in this one, so sharing "year" counts for less than sharing
        // "photosynthesis".
        // On the private shelf, the viewer's own keys (`shelf.rs`).
        let clauses = |shelf: Shelf| -> Vec<(Occur, Box<dyn Query>)> {
            weighted
                .iter()
                .map(|(_, key)| {
                    let indexed = match (shelf, viewer) {
                        (Shelf::Private, Some(owner)) => owned(owner, &key.indexed(slot)),
                        _ => key.indexed(slot),
                    };
                    let query: Box<dyn Query> = Box::new(BoostQuery::new(
                        Box::new(TermQuery::new(
                            Term::from_field_text(fields.shelf(shelf).keys, &indexed),
                            IndexRecordOption::WithFreqs,
                        )),
                        key.telling(language),
                    ));
                    (Occur::Should, query)
                })
                .collect()
        };
        // Copies of this quiz and the quiz it was copied from come first.
        let parent = u64_of(&me, fields.based_on);
        let mut family: Vec<(Occur, Box<dyn Query>)> = vec![(
            Occur::Should,
            Box::new(TermQuery::new(
                Term::from_field_u64(fields.based_on, id as u64),
                IndexRecordOption::Basic,
            )),
        )];
        if parent > 0 {
            family.push((
                Occur::Should,
                Box::new(TermQuery::new(
                    Term::from_field_u64(fields.id, parent),
                    IndexRecordOption::Basic,
                )),
            ));
        }
        // Few quizzes are in the family: look them up alone and check the
        // access on the hits, rather than intersect with the access
        // filter, which matches half the library.
        let (family_docs, _) = top_visible(
            &searcher,
            fields,
            None,
            Box::new(BooleanQuery::new(family)),
            Vec::new(),
            Wanted {
                scope: Scope::School,
                viewer,
                limit,
                walk: Walk::Skipping,
            },
        )?;

        // Documents are read only as far as the list needs.
        let mut candidates: Vec<(bool, tantivy::DocAddress)> = Vec::new();
        for (_, address) in family_docs {
            candidates.push((true, address));
        }
        if !weighted.is_empty() {
            // On each shelf the viewer may see, one union of the keys,
            // every posting walked (see `Walk`); the best of both, merged.
            let wanted = Wanted {
                scope: Scope::School,
                viewer,
                limit: limit * CANDIDATES_PER_RESULT + 1,
                walk: Walk::Everything,
            };
            let mut top = Vec::new();
            for shelf in shelves_seen(wanted) {
                let query = Box::new(BooleanQuery::new(clauses(shelf)));
                top.extend(
                    top_visible(&searcher, fields, Some(shelf), query, Vec::new(), wanted)?.0,
                );
            }
            top.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
            top.truncate(wanted.limit);
            for (_, address) in top {
                candidates.push((false, address));
            }
        }

        let mut kept: Vec<Related> = Vec::new();
        let mut kept_signatures: Vec<Signature> = Vec::new();
        let mut seen = BTreeSet::from([id]);
        for (is_family, address) in candidates {
            if kept.len() >= limit {
                break;
            }
            let doc: TantivyDocument = searcher.doc(address)?;
            let other = u64_of(&doc, fields.id) as i64;
            if !seen.insert(other) {
                continue;
            }
            let their = signature(&doc, fields.minhash);
            // A near-copy of this quiz, or of one already listed, adds
            // nothing.
            if my_signature.near_duplicate(&their)
                || kept_signatures.iter().any(|s| s.near_duplicate(&their))
            {
                continue;
            }
            let why = if is_family && other as u64 == parent {
                Why::CopiedFrom
            } else if is_family {
                Why::FollowUp
            } else {
                why(&my_topics, &my_subject, &doc, fields, &weighted)
            };
            kept_signatures.push(their);
            kept.push(Related {
                id: other,
                title: text_of(&doc, fields.title_text).to_string(),
                why,
                owner: crate::i64_of(&doc, fields.owner),
            });
        }
        Ok(kept)
    }
}

fn signature(doc: &TantivyDocument, field: tantivy::schema::Field) -> Signature {
    use tantivy::schema::Value;
    doc.get_first(field)
        .and_then(|v| v.as_bytes())
        .and_then(Signature::from_bytes)
        .unwrap_or(Signature([u64::MAX; crate::minhash::HASHES]))
}

/// Topics one a line, keyed by their lower-case form.
fn topic_set(lines: &str) -> BTreeMap<String, String> {
    lines
        .lines()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| (t.to_lowercase(), t.to_string()))
        .collect()
}

/// One phrase: the topics both cover, else the subject both have, else
/// the telling words both use.
fn why(
    my_topics: &BTreeMap<String, String>,
    my_subject: &str,
    doc: &TantivyDocument,
    fields: &crate::schema::Fields,
    weighted: &[(f32, Key)],
) -> Why {
    let theirs = topic_set(text_of(doc, fields.topics_text));
    let shared: Vec<&str> = my_topics
        .iter()
        .filter(|(key, _)| theirs.contains_key(*key))
        .map(|(_, topic)| topic.as_str())
        .take(3)
        .collect();
    if !shared.is_empty() {
        return Why::Cover(shared.into_iter().map(str::to_string).collect());
    }
    let theirs: BTreeSet<String> = keys::decode(text_of(doc, fields.keys_text))
        .into_iter()
        .map(|k| k.term)
        .collect();
    let words: Vec<&str> = weighted
        .iter()
        .filter(|(_, key)| theirs.contains(&key.term))
        .map(|(_, key)| key.surface.as_str())
        .filter(|word| keys::is_telling(word))
        .take(3)
        .collect();
    let subject = text_of(doc, fields.subject);
    if !my_subject.is_empty() && subject == my_subject && words.is_empty() {
        return Why::Tagged(subject.to_string());
    }
    if words.is_empty() {
        Why::Close
    } else {
        Why::Ask(words.into_iter().map(str::to_string).collect())
    }
}
