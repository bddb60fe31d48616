//! Questions from a glossary: "What does “term” mean?" with the other
//! entries' meanings as wrong options, "Which term means …?", and one
//! matching set of terms and their meanings.

use quizforge_core::{Body, Difficulty, Pair};

use super::glossary::Entry;
use super::realise::{Context, choice_body, is_english_word_lower, is_process};
use super::select::{Candidate, Family};
use crate::nlp::Lang;

impl Context<'_> {
    /// "What does “stomate” mean?" with the meanings of other entries as
    /// wrong options, of lengths close to the right one.
    fn meaning_question(&self, entry: &Entry, others: &[&Entry], out: &mut Vec<Candidate>) {
        let length = entry.definition.chars().count() as f64;
        let wrong: Vec<String> = others
            .iter()
            .filter(|e| {
                let ratio = e.definition.chars().count() as f64 / length.max(1.0);
                (0.6..=1.6).contains(&ratio)
                    && !self.leaks(&e.definition, &entry.term)
                    && !self.leaks(&e.definition, &e.term)
            })
            .take(3)
            .map(|e| e.definition.clone())
            .collect();
        if wrong.len() < 3 || self.leaks(&entry.definition, &entry.term) {
            return;
        }
        // The right meaning must not be the one that stands out by length.
        let longest_wrong = wrong.iter().map(|w| w.chars().count()).max().unwrap_or(0) as f64;
        if length > 1.1 * longest_wrong {
            return;
        }
        let term = self.headword(&entry.term);
        let prompt = match self.lang {
            Lang::Fr => format!("Que signifie « {term} » ?"),
            Lang::Es => format!("¿Qué significa «{term}»?"),
            Lang::De => format!("Was bedeutet „{term}“?"),
            _ => format!("What does “{term}” mean?"),
        };
        let body = choice_body(&entry.definition, &wrong, &prompt, false);
        let q = self.question(prompt, body, (entry.start, entry.end), 0, Difficulty::Easy);
        out.push(Candidate::new(
            q,
            0.9,
            &entry.term,
            None,
            0,
            Family::Glossary,
        ));
    }

    /// A glossary term as it reads inside a sentence: word lists often
    /// capitalise every entry ("Plateau"), a sentence does not; names and
    /// acronyms ("ADN", "Prime Meridian" in French lists aside) keep theirs.
    pub(super) fn headword(&self, term: &str) -> String {
        let mut chars = term.chars();
        let Some(first) = chars.next() else {
            return String::new();
        };
        let rest: String = chars.collect();
        let acronym = rest.chars().any(char::is_uppercase);
        let common = match self.lang {
            Lang::En => term.split_whitespace().all(is_english_word_lower),
            Lang::Fr | Lang::Es => true,
            // German writes every noun with a capital.
            Lang::De | Lang::Other => false,
        };
        if first.is_uppercase() && !acronym && common {
            format!("{}{rest}", first.to_lowercase())
        } else {
            term.to_string()
        }
    }

    pub(super) fn glossary_questions(&self, out: &mut Vec<Candidate>) {
        if self.lang == Lang::Other || self.entries.len() < 4 {
            return;
        }
        let section = 0;
        // Each entry's content words, class and process-ness, worked out
        // once rather than in every comparison.
        let profiles: Vec<(std::collections::BTreeSet<String>, Option<String>, bool)> = self
            .entries
            .iter()
            .map(|e| {
                let head = self.head_of(&e.definition);
                let process = is_process(&e.term, head.as_deref());
                let stems = self
                    .stems
                    .content_stems(&e.definition, self.lang)
                    .into_iter()
                    .collect();
                (stems, head, process)
            })
            .collect();
        for (i, entry) in self.entries.iter().enumerate() {
            let mut others: Vec<&Entry> = self
                .entries
                .iter()
                .enumerate()
                .filter(|(j, e)| {
                    *j != i && e.pos == entry.pos && !e.term.eq_ignore_ascii_case(&entry.term)
                })
                .map(|(_, e)| e)
                .collect();
            if others.len() < 3 {
                others = self
                    .entries
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| *j != i)
                    .map(|(_, e)| e)
                    .collect();
                if entry.pos.is_some() {
                    // Mixed parts of speech cue the key; do not offer them.
                    continue;
                }
            }
            // The nearest meanings make the best distractors: rank by the
            // content words the definitions share, then by length.
            // Same class first ("a small organelle" for an organelle, a
            // process for a process), then the nearest meanings.
            let (own, head, process) = &profiles[i];
            let profile_of = |e: &Entry| {
                let j = self
                    .entries
                    .iter()
                    .position(|x| std::ptr::eq(x, e))
                    .expect("an entry of this glossary");
                &profiles[j]
            };
            others.sort_by_cached_key(|e| {
                let (stems, other_head, other_process) = profile_of(e);
                let same_class =
                    (head.is_some() && other_head == head) || (*process && *other_process);
                (
                    std::cmp::Reverse(same_class),
                    std::cmp::Reverse(stems.intersection(own).count()),
                    e.term.chars().count().abs_diff(entry.term.chars().count()),
                    e.start,
                )
            });
            let in_class = |e: &Entry| {
                let (_, other_head, other_process) = profile_of(e);
                (head.is_some() && other_head == head) || (*process && *other_process)
            };
            let wrong: Vec<&Entry> = others
                .iter()
                .copied()
                .filter(|e| !self.leaks(&entry.definition, &e.term) || e.term == entry.term)
                .take(3)
                .collect();
            // Terms of another class give themselves away ("vaccin" is no
            // leaf pore): unless two of the three are of the term's class,
            // ask the other way round, offering meanings, which all read
            // alike to a learner who does not know the term.
            if wrong.len() == 3 && wrong.iter().filter(|e| in_class(e)).count() < 2 {
                self.meaning_question(entry, &others, out);
                continue;
            }
            let wrong: Vec<String> = wrong.iter().map(|e| e.term.clone()).collect();
            let prompt = match self.lang {
                Lang::Fr => format!("Quel terme signifie « {} » ?", entry.definition),
                Lang::Es => format!("¿Qué término significa «{}»?", entry.definition),
                Lang::De => format!("Welcher Begriff bedeutet „{}“?", entry.definition),
                _ => format!("Which term means “{}”?", entry.definition),
            };
            if wrong.len() == 3 && !self.leaks(&entry.definition, &entry.term) {
                let body = choice_body(&entry.term, &wrong, &prompt, false);
                let q = self.question(
                    prompt,
                    body,
                    (entry.start, entry.end),
                    section,
                    Difficulty::Easy,
                );
                out.push(Candidate::new(
                    q,
                    0.92,
                    &entry.term,
                    None,
                    section,
                    Family::Glossary,
                ));
            }
        }
        let pairs: Vec<Pair> = self
            .entries
            .iter()
            .filter(|e| e.definition.chars().count() <= 90)
            // One class of word in a set (a verb's "to …" among nouns stands
            // out), and no pair whose meaning repeats its term.
            .filter(|e| {
                !e.definition.starts_with("to ")
                    && e.pos.as_deref().is_none_or(|p| p.starts_with('n'))
            })
            .filter(|e| !self.leaks(&e.definition, &e.term))
            .map(|e| Pair::new(e.term.clone(), e.definition.clone()))
            .collect();
        if pairs.len() >= 4 {
            let prompt = match self.lang {
                Lang::Fr => "Associez chaque terme à sa définition.".to_string(),
                Lang::Es => "Relaciona cada término con su significado.".to_string(),
                Lang::De => "Ordne jedem Begriff seine Bedeutung zu.".to_string(),
                _ => "Match each term with its meaning.".to_string(),
            };
            // The set is cut down to the terms no other question asks
            // about, so it points at the whole glossary.
            let start = self.entries.iter().map(|e| e.start).min().unwrap_or(0);
            let end = self.entries.iter().map(|e| e.end).max().unwrap_or(0);
            out.push(self.matching_set(prompt, pairs, (start, end), section, Difficulty::Easy));
        }
    }

    /// A matching set as a candidate: one per document, its pairs cut down
    /// by the selection to the terms no other question asks about.
    pub(super) fn matching_set(
        &self,
        prompt: String,
        pairs: Vec<Pair>,
        span: (usize, usize),
        section: usize,
        difficulty: Difficulty,
    ) -> Candidate {
        let q = self.question(prompt, Body::Matching { pairs }, span, section, difficulty);
        Candidate::new(q, 0.7, "matching", None, section, Family::Matching)
    }
}
