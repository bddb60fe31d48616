//! Choosing the final set: the best candidates that cover the document's
//! sections, never ask the same thing twice, and never give one question's
//! answer away in another.

use std::collections::BTreeSet;

use quizforge_core::{Body, Question};

use super::distractors::contains_word;
use crate::nlp::{Lang, Stems};

/// The template a candidate came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Family {
    /// From a glossary entry.
    Glossary,
    /// Matching set from a glossary.
    Matching,
    /// A cloze on the term a sentence defines.
    Definition,
    /// A year.
    Year,
    /// A number with a unit.
    Quantity,
    /// A statement to judge.
    TrueFalse,
    /// A cloze answered by typing.
    ShortAnswer,
}

/// A question that could be asked, with what the selection needs.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The question.
    pub question: Question,
    /// How good it is, 0 to 1.
    pub score: f64,
    /// The key, lower-cased (one question per key).
    pub key: String,
    /// The sentence it asks about (one question per sentence).
    pub sentence: Option<usize>,
    /// Its section.
    pub section: usize,
    /// Its template.
    pub family: Family,
}

impl Candidate {
    /// A candidate.
    pub fn new(
        question: Question,
        score: f64,
        key: &str,
        sentence: Option<usize>,
        section: usize,
        family: Family,
    ) -> Self {
        Self {
            question,
            score,
            key: key.to_lowercase(),
            sentence,
            section,
            family,
        }
    }
}

/// Most true/false questions in a set, as a share of it.
const TRUE_FALSE_SHARE: f64 = 0.2;
/// Two stems sharing more than this share of content words ask the same.
const SAME_QUESTION: f64 = 0.6;

/// Chooses up to `count` candidates, then returns them in document order.
/// No candidate may show the answer of one of the `imported` questions, nor
/// have its own answer shown by one.
pub fn choose(
    mut candidates: Vec<Candidate>,
    count: usize,
    imported: &[Question],
    stems: &Stems,
    lang: Lang,
) -> Vec<Question> {
    candidates.retain(|c| c.question.validate().is_ok());
    candidates.retain(|c| {
        imported.iter().all(|q| {
            let shows_theirs = imported_key(q).is_some_and(|k| reveals(&c.question, &k));
            let shows_ours = reveals(q, &c.key);
            !shows_theirs && !shows_ours
        })
    });
    candidates.sort_by(|a, b| {
        b.score
            .partial_cmp(&a.score)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| start(&a.question).cmp(&start(&b.question)))
            .then_with(|| a.question.prompt.cmp(&b.question.prompt))
    });
    let content: Vec<BTreeSet<String>> = candidates
        .iter()
        .map(|c| {
            stems
                .content_stems(&c.question.prompt, lang)
                .into_iter()
                .collect()
        })
        .collect();
    let mut chosen: Vec<usize> = Vec::new();
    let true_false_cap = ((count as f64) * TRUE_FALSE_SHARE).ceil().max(1.0) as usize;
    // A glossary's matching set is built last from the terms no other
    // question asks about, so keep a place for it.
    let matching = candidates.iter().position(|c| c.family == Family::Matching);
    let room = if matching.is_some() && count >= 3 {
        count - 1
    } else {
        count
    };
    fill(&candidates, &content, room, true_false_cap, &mut chosen);
    let mut picked: Vec<Question> = chosen
        .iter()
        .map(|&i| candidates[i].question.clone())
        .collect();
    let set =
        matching.and_then(|m| leftover_matching(&candidates[m].question, &chosen, &candidates));
    match set {
        Some(question) if picked.len() < count => picked.push(question),
        _ => {
            fill(&candidates, &content, count, true_false_cap, &mut chosen);
            picked = chosen
                .iter()
                .map(|&i| candidates[i].question.clone())
                .collect();
        }
    }
    picked.sort_by_key(start);
    picked
}

/// Adds candidates to `chosen` until it holds `count`: first the best
/// question of each section not yet covered, then the rest by score.
fn fill(
    candidates: &[Candidate],
    content: &[BTreeSet<String>],
    count: usize,
    true_false_cap: usize,
    chosen: &mut Vec<usize>,
) {
    let mut sections_seen: BTreeSet<usize> =
        chosen.iter().map(|&i| candidates[i].section).collect();
    for pass in 0..2 {
        for (i, candidate) in candidates.iter().enumerate() {
            if chosen.len() >= count {
                return;
            }
            if candidate.family == Family::Matching
                || (pass == 0 && sections_seen.contains(&candidate.section))
                || chosen.contains(&i)
                || !fits(i, chosen, candidates, content, true_false_cap)
            {
                continue;
            }
            sections_seen.insert(candidate.section);
            chosen.push(i);
        }
    }
}

/// The matching set over the glossary terms that no chosen question asks
/// about, when at least four are left (at most six are used).
fn leftover_matching(
    matching: &Question,
    chosen: &[usize],
    candidates: &[Candidate],
) -> Option<Question> {
    let Body::Matching { pairs } = &matching.body else {
        return None;
    };
    let asked: BTreeSet<&str> = chosen.iter().map(|&i| candidates[i].key.as_str()).collect();
    let left: Vec<_> = pairs
        .iter()
        .filter(|p| !asked.contains(p.left.to_lowercase().as_str()))
        .take(6)
        .cloned()
        .collect();
    if left.len() < 4 {
        return None;
    }
    let mut question = matching.clone();
    question.body = Body::Matching { pairs: left };
    Some(question)
}

/// The key of an imported question, as text, when it has one.
fn imported_key(q: &Question) -> Option<String> {
    if !q.answer_known {
        return None;
    }
    match &q.body {
        Body::MultipleChoice { choices } => choices
            .iter()
            .find(|c| c.correct)
            .map(|c| c.text.to_lowercase()),
        Body::ShortAnswer { accepted, .. } => accepted.first().map(|a| a.text.to_lowercase()),
        _ => None,
    }
}

fn start(q: &Question) -> usize {
    q.source.map_or(usize::MAX, |s| s.start)
}

fn fits(
    i: usize,
    chosen: &[usize],
    candidates: &[Candidate],
    content: &[BTreeSet<String>],
    true_false_cap: usize,
) -> bool {
    let c = &candidates[i];
    let family_count = |f: Family| {
        chosen
            .iter()
            .filter(|j| candidates[**j].family == f)
            .count()
    };
    if c.family == Family::TrueFalse && family_count(Family::TrueFalse) >= true_false_cap {
        return false;
    }
    chosen.iter().all(|&j| {
        let other = &candidates[j];
        let same_key = other.key == c.key && c.family != Family::Matching;
        let same_sentence = other.sentence.is_some() && other.sentence == c.sentence;
        let overlap = jaccard(&content[i], &content[j]);
        !same_key
            && !same_sentence
            && overlap <= SAME_QUESTION
            && !reveals(&other.question, &c.key)
            && !reveals(&c.question, &other.key)
    })
}

/// Whether `question` shows `key` in its prompt (a cross-leak).
fn reveals(question: &Question, key: &str) -> bool {
    key.chars().count() > 2 && contains_word(&question.prompt.to_lowercase(), key)
}

fn jaccard(a: &BTreeSet<String>, b: &BTreeSet<String>) -> f64 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    let shared = a.intersection(b).count();
    shared as f64 / (a.len() + b.len() - shared) as f64
}
