//! Questions from a glossary: "What does “term” mean?" with the other
//! entries' meanings as wrong options, "Which term means …?", and one
//! matching set of terms and their meanings.

use std::collections::BTreeSet;

use quizforge_core::{AcceptedAnswer, Body, Difficulty, Pair};

use super::glossary::Entry;
use super::realise::{Context, choice_body, is_english_word_lower, is_process};
use super::select::{Candidate, Family};
use crate::nlp::Lang;

/// A typed question on a glossary entry ranks below every multiple choice
/// one on an entry: it asks for a term only where those cannot.
const TYPED_GLOSSARY_SCORE: f64 = 0.6;

impl Context<'_> {
    /// "What does “stomate” mean?" with the meanings of other entries as
    /// wrong options, of lengths close to the right one; where none can
    /// be found and `typed`, the term asked typed instead. `shared` holds
    /// the stems of the words the meaning repeats from its term ("great
    /// circle: a circle on …"): then every wrong meaning must hold them
    /// too, so that none gives the right one away, and `distinct` is the
    /// rest of the term.
    fn meaning_question(
        &self,
        entry: &Entry,
        others: &[&Entry],
        shared: &BTreeSet<String>,
        distinct: &str,
        typed: bool,
        out: &mut Vec<Candidate>,
    ) {
        let shown = if shared.is_empty() {
            entry.term.as_str()
        } else {
            distinct
        };
        if self.leaks(&entry.definition, shown) {
            return;
        }
        let length = entry.definition.chars().count() as f64;
        let fitting: Vec<&String> = others
            .iter()
            .filter(|e| {
                let ratio = e.definition.chars().count() as f64 / length.max(1.0);
                (0.6..=1.6).contains(&ratio)
                    && !self.leaks(&e.definition, shown)
                    && !self.leaks(&e.definition, &e.term)
                    && self.holds_stems(&e.definition, shared)
            })
            .map(|e| &e.definition)
            .collect();
        let mut wrong: Vec<String> = fitting.iter().take(3).map(|d| (*d).clone()).collect();
        if wrong.len() < 3 {
            if typed && shared.is_empty() {
                self.typed_term_question(entry, out);
            }
            return;
        }
        // The nearest meanings may all be shorter: the right one must not
        // stand out, so the last of them gives way to the nearest in
        // meaning that is long enough.
        let long_enough = |d: &str| d.chars().count() as f64 * 1.1 >= length;
        if !wrong.iter().any(|w| long_enough(w))
            && let Some(longer) = fitting.iter().skip(3).find(|d| long_enough(d))
        {
            wrong[2] = (*longer).clone();
        }
        // The right meaning must not be the one that stands out by length.
        let longest_wrong = wrong.iter().map(|w| w.chars().count()).max().unwrap_or(0) as f64;
        if length > 1.1 * longest_wrong {
            if typed && shared.is_empty() {
                self.typed_term_question(entry, out);
            }
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

    /// "Which term means “the full spectrum of animal and plant genetic
    /// material”? b_____ (12 letters)": an entry whose meaning no other
    /// entry's can stand beside (of another length, or naming its own
    /// term) nor whose term has others of its kind, asked typed. The
    /// initials and the letter count, added last (`initials.rs`), leave
    /// the one answer; without this such an entry went unasked, and a
    /// glossary of fifteen terms gave a teacher one question.
    fn typed_term_question(&self, entry: &Entry, out: &mut Vec<Candidate>) {
        let words = entry.definition.split_whitespace().count();
        let plain = entry
            .term
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\'' | '’'));
        if !plain
            || entry.term.split_whitespace().count() > 3
            || !(4..=40).contains(&words)
            || self.leaks(&entry.definition, &entry.term)
        {
            return;
        }
        let term = self.headword(&entry.term);
        let blank = crate::text::BLANK;
        let definition = &entry.definition;
        let prompt = match self.lang {
            Lang::Fr => format!("Quel terme signifie « {definition} » ? {blank}"),
            Lang::Es => format!("¿Qué término significa «{definition}»? {blank}"),
            Lang::De => format!("Welcher Begriff bedeutet „{definition}“? {blank}"),
            _ => format!("Which term means “{definition}”? {blank}"),
        };
        let body = Body::ShortAnswer {
            accepted: vec![AcceptedAnswer::new(term)],
            case_sensitive: false,
        };
        let q = self.question(
            prompt,
            body,
            (entry.start, entry.end),
            0,
            Difficulty::Medium,
        );
        out.push(Candidate::new(
            q,
            TYPED_GLOSSARY_SCORE,
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
        // A typed question by its meaning is asked only in a document that
        // is a glossary: in notes, a line "Learning outcomes: distinguish
        // …" or a heading "First line of defence – physical barriers"
        // reads as an entry too, and nothing but a glossary's own layout
        // tells them apart.
        // Entries come in document order and do not overlap: the first
        // that ends after a sentence starts is the only one it may meet.
        let outside = self
            .sentences
            .iter()
            .filter(|s| {
                let next = self.entries.partition_point(|e| e.end <= s.start);
                self.entries.get(next).is_none_or(|e| e.start >= s.end)
            })
            .count();
        let typed = outside * 2 <= self.entries.len();
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
        let head_stem = |term: &str| {
            term.split_whitespace()
                .last()
                .map(|w| self.stems.stem(&w.to_lowercase()))
        };
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
            // Terms with the same head word are of one kind ("positive
            // externality", "international externalities").
            let own_head = head_stem(&entry.term);
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
                let same_class = (head.is_some() && other_head == head)
                    || (*process && *other_process)
                    || head_stem(&e.term) == own_head;
                (
                    std::cmp::Reverse(same_class),
                    std::cmp::Reverse(stems.intersection(own).count()),
                    e.term.chars().count().abs_diff(entry.term.chars().count()),
                    e.start,
                )
            });
            let in_class = |e: &Entry| {
                let (_, other_head, other_process) = profile_of(e);
                (head.is_some() && other_head == head)
                    || (*process && *other_process)
                    || head_stem(&e.term) == own_head
            };
            // A meaning often repeats a word of its term ("great circle: a
            // circle on the surface of a sphere …", "social costs: costs
            // that include …"). Such an entry is asked all the same when
            // every option holds that word too, so that it points at none.
            let (distinct, shared) = self.apart_from_shared(&entry.definition, &entry.term);
            let leaks = self.leaks(&entry.definition, &entry.term);
            let shared_only = leaks
                && !shared.is_empty()
                && !distinct.is_empty()
                && !self.leaks(&entry.definition, &distinct);
            if leaks && !shared_only {
                continue;
            }
            let shared = if shared_only { shared } else { BTreeSet::new() };
            let wrong: Vec<&Entry> = others
                .iter()
                .copied()
                .filter(|e| {
                    if shared.is_empty() {
                        return !self.leaks(&entry.definition, &e.term) || e.term == entry.term;
                    }
                    let (rest, _) = self.apart_from_stems(&e.term, &shared);
                    self.holds_stems(&e.term, &shared)
                        && !rest.is_empty()
                        && !self.leaks(&entry.definition, &rest)
                })
                .take(3)
                .collect();
            // Terms of another class give themselves away ("vaccin" is no
            // leaf pore): unless two of the three are of the term's class,
            // ask the other way round, offering meanings, which all read
            // alike to a learner who does not know the term.
            // Nor may the key stand out by its form: the only one without
            // the piece the others share ("obligate anaerobe" among three
            // "-phile"s), or the only one of its length in words ("family"
            // among "extended family", "nuclear family", "blended family").
            let odd = {
                let terms: Vec<String> = wrong.iter().map(|e| self.headword(&e.term)).collect();
                let words = |t: &str| t.split_whitespace().count();
                let lengths: BTreeSet<usize> = terms.iter().map(|t| words(t)).collect();
                let own_length = words(&entry.term);
                super::distractors::odd_one_out(&self.headword(&entry.term), &terms)
                    || (terms.len() == 3 && lengths.len() == 1 && !lengths.contains(&own_length))
            };
            if wrong.len() < 3 || odd || wrong.iter().filter(|e| in_class(e)).count() < 2 {
                self.meaning_question(entry, &others, &shared, &distinct, typed, out);
                continue;
            }
            let wrong: Vec<String> = wrong.iter().map(|e| e.term.clone()).collect();
            let prompt = match self.lang {
                Lang::Fr => format!("Quel terme signifie « {} » ?", entry.definition),
                Lang::Es => format!("¿Qué término significa «{}»?", entry.definition),
                Lang::De => format!("Welcher Begriff bedeutet „{}“?", entry.definition),
                _ => format!("Which term means “{}”?", entry.definition),
            };
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

    /// The words of `term` the `text` does not repeat (by stem), and the
    /// stems of those it does.
    fn apart_from_shared(&self, text: &str, term: &str) -> (String, BTreeSet<String>) {
        let in_text: BTreeSet<String> = self
            .stems
            .content_stems(text, self.lang)
            .into_iter()
            .collect();
        self.apart_from_stems(term, &in_text)
    }

    /// The words of `term` whose stems are not all in `stems`, and the
    /// stems of those that are.
    fn apart_from_stems(&self, term: &str, stems: &BTreeSet<String>) -> (String, BTreeSet<String>) {
        let mut shared = BTreeSet::new();
        let mut rest = Vec::new();
        for word in term.split_whitespace() {
            let own = self.stems.content_stems(word, self.lang);
            if !own.is_empty() && own.iter().all(|s| stems.contains(s)) {
                shared.extend(own);
            } else {
                rest.push(word);
            }
        }
        (rest.join(" "), shared)
    }

    /// Whether `text` holds every one of `stems`.
    fn holds_stems(&self, text: &str, stems: &BTreeSet<String>) -> bool {
        if stems.is_empty() {
            return true;
        }
        let own = self.stems.content_stems(text, self.lang);
        stems.iter().all(|s| own.contains(s))
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

#[cfg(test)]
#[path = "ask_glossary_tests.rs"]
mod tests;
