//! Related quizzes: the quizzes closest in content to one quiz (its most
//! telling words, weighted by how rare they are in the library, searched
//! in titles, topics, questions and sources), never a near-copy of it nor
//! two near-copies of each other, with the quizzes copied from it and the
//! one it was copied from first; each with one phrase saying why.

use std::collections::{BTreeMap, BTreeSet};

use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::{TantivyDocument, Term};

use crate::minhash::Signature;
use crate::schema::{self, language_slot};
use crate::search::Scope;
use crate::topk::top_visible;
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

/// The most words of a quiz that make up its "more like this" query.
const QUERY_TERMS: usize = 24;
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
        let text = &fields.text[slot];
        let my_signature = signature(&me, fields.minhash);
        let my_topics = topic_set(text_of(&me, fields.topics_text));
        let my_subject = text_of(&me, fields.subject).to_string();

        // The quiz's words, weighted by frequency in it and rarity in the
        // library; each stem remembers the first form it was written in.
        let mut counts: BTreeMap<String, (usize, String)> = BTreeMap::new();
        let own_text = format!(
            "{}\n{}\n{}",
            text_of(&me, fields.title_text),
            text_of(&me, fields.topics_text),
            text_of(&me, fields.body_text)
        );
        for (term, range) in schema::tokens(slot, &own_text) {
            let word = &own_text[range];
            if word.chars().count() < 4 || word.chars().all(|c| c.is_numeric()) {
                continue;
            }
            let entry = counts
                .entry(term)
                .or_insert_with(|| (0, word.to_lowercase()));
            entry.0 += 1;
        }
        let total = searcher.num_docs().max(1) as f32;
        let mut weighted: Vec<(f32, String, String)> = Vec::new();
        for (term, (count, surface)) in counts {
            let df = searcher.doc_freq(&Term::from_field_text(text.body, &term))?
                + searcher.doc_freq(&Term::from_field_text(text.title, &term))?;
            if df <= 1 && total > 1.0 {
                // Only in this quiz: it cannot bring another one.
                continue;
            }
            let idf = (total / (df as f32 + 1.0)).ln().max(0.01);
            weighted.push(((count as f32).sqrt() * idf, term, surface));
        }
        weighted.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        weighted.truncate(QUERY_TERMS);

        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for (weight, term, _) in &weighted {
            for (field, boost) in text.weighted() {
                clauses.push((
                    Occur::Should,
                    Box::new(BoostQuery::new(
                        Box::new(TermQuery::new(
                            Term::from_field_text(field, term),
                            IndexRecordOption::WithFreqs,
                        )),
                        boost * weight,
                    )),
                ));
            }
        }
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
            Box::new(BooleanQuery::new(family)),
            Vec::new(),
            Scope::School,
            viewer,
            limit,
        )?;

        // Documents are read only as far as the list needs.
        let mut candidates: Vec<(bool, tantivy::DocAddress)> = Vec::new();
        for (_, address) in family_docs {
            candidates.push((true, address));
        }
        if !clauses.is_empty() {
            // One union of terms, so tantivy can skip most postings; the
            // access filter is applied on the hits (see `topk`).
            let (top, _) = top_visible(
                &searcher,
                fields,
                Box::new(BooleanQuery::new(clauses)),
                Vec::new(),
                Scope::School,
                viewer,
                limit * CANDIDATES_PER_RESULT + 1,
            )?;
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
                why(&my_topics, &my_subject, &doc, fields, slot, &weighted)
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

/// Words of four letters or more that every quiz may use, in the four
/// languages: a reason naming them ("Both ask about what and which") says
/// nothing. They still count in finding related quizzes, where their
/// rarity weighs them.
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

/// One phrase: the topics both cover, else the subject both have, else
/// the telling words both use.
fn why(
    my_topics: &BTreeMap<String, String>,
    my_subject: &str,
    doc: &TantivyDocument,
    fields: &crate::schema::Fields,
    slot: usize,
    weighted: &[(f32, String, String)],
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
    let their_text = format!(
        "{}\n{}\n{}",
        text_of(doc, fields.title_text),
        text_of(doc, fields.topics_text),
        text_of(doc, fields.body_text)
    );
    let their_terms: BTreeSet<String> = schema::terms(slot, &their_text).into_iter().collect();
    let words: Vec<&str> = weighted
        .iter()
        .filter(|(_, term, _)| their_terms.contains(term))
        .map(|(_, _, surface)| surface.as_str())
        .filter(|word| !UNTELLING.contains(word))
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
