//! Terms of one kind by how the document uses them: terms it names side by
//! side in a list ("the artery, vein, and renal pelvis", "primary groups
//! and secondary groups", "an aggregate, or a crowd") are things of one
//! kind, whatever their head words. A blank on one of them can offer the
//! others; nothing else about them needs to be known.

use super::analysis::Sentence;
use super::concept::Concept;
use super::word_forms::singularise;
use crate::nlp::Lang;

/// How two items of a list are joined: a comma, or "and", then perhaps an
/// article. "Or" joins no list here: "an aggregate, or a crowd" gives the
/// same thing a second name, which as a wrong option would be right.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Link {
    Comma,
    And,
}

fn link(gap: &str, lang: Lang) -> Option<Link> {
    let gap = gap.trim().to_lowercase();
    let (comma, rest) = match gap.strip_prefix(',') {
        Some(rest) => (true, rest.trim_start().to_string()),
        None => (false, gap),
    };
    let words: Vec<&str> = rest.split_whitespace().collect();
    let (and, article): (&str, &[&str]) = match lang {
        Lang::En => ("and", &["the", "a", "an"]),
        Lang::Fr => ("et", &["le", "la", "les", "un", "une", "des"]),
        Lang::Es => ("y", &["el", "la", "los", "las", "un", "una"]),
        Lang::De => ("und", &["der", "die", "das", "ein", "eine"]),
        Lang::Other => return None,
    };
    match words.as_slice() {
        [] if comma => Some(Link::Comma),
        [one] if *one == and => Some(Link::And),
        [one] if comma && article.contains(one) => Some(Link::Comma),
        [first, second] if *first == and && article.contains(second) => Some(Link::And),
        _ => None,
    }
}

/// Fills each concept's `peers`: the singular, lower-case terms the
/// document lists beside it.
pub(super) fn find(concepts: &mut [Concept], sentences: &[Sentence], lang: Lang) {
    if lang == Lang::Other {
        return;
    }
    // Every concept's two forms in one automaton, each distinct form once
    // with the first concept that has it (on a tie the first concept wins,
    // as it always did): a megabyte of prose holds thousands of terms and
    // sentences, and searching each sentence for each term was most of
    // this step's time.
    let mut forms: Vec<String> = Vec::new();
    let mut form_concept: Vec<usize> = Vec::new();
    let mut seen: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    for (i, concept) in concepts.iter().enumerate() {
        for plural in [false, true] {
            let form = concept.in_number(plural, lang).to_lowercase();
            if !form.is_empty() && seen.insert(form.clone()) {
                forms.push(form);
                form_concept.push(i);
            }
        }
    }
    if forms.is_empty() {
        return;
    }
    let Ok(automaton) = aho_corasick::AhoCorasick::new(&forms) else {
        return;
    };
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for sentence in sentences {
        let lower = sentence.text.to_lowercase();
        if lower.len() != sentence.text.len() {
            continue;
        }
        // (start, end, concept) of every whole-word occurrence; the longest
        // term wins where two start at one place.
        let mut found: Vec<(usize, usize, usize)> = Vec::new();
        for hit in automaton.find_overlapping_iter(&lower) {
            let (at, end) = (hit.start(), hit.end());
            let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '-');
            if boundary(lower[..at].chars().next_back()) && boundary(lower[end..].chars().next()) {
                found.push((at, end, form_concept[hit.pattern().as_usize()]));
            }
        }
        found.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        found.dedup_by(|b, a| b.0 < a.1);
        // Runs of terms joined by commas and "and"; a run is a list only
        // when "and" closes it (a comma alone may open an appositive: "the
        // cortex, the outer region").
        let mut run: Vec<usize> = Vec::new();
        let mut closed = false;
        let mut flush = |run: &mut Vec<usize>, closed: bool| {
            if closed {
                for (n, &a) in run.iter().enumerate() {
                    for &b in &run[n + 1..] {
                        if a != b {
                            pairs.push((a, b));
                        }
                    }
                }
            }
            run.clear();
        };
        for (n, item) in found.iter().enumerate() {
            let joined = n > 0 && link(&lower[found[n - 1].1..item.0], lang).is_some();
            if !joined {
                flush(&mut run, closed);
                closed = false;
            } else if link(&lower[found[n - 1].1..item.0], lang) == Some(Link::And) {
                closed = true;
            }
            run.push(item.2);
        }
        flush(&mut run, closed);
    }
    for (a, b) in pairs {
        let (term_a, term_b) = (
            singularise(&concepts[a].term.to_lowercase()),
            singularise(&concepts[b].term.to_lowercase()),
        );
        if !concepts[a].peers.contains(&term_b) {
            concepts[a].peers.push(term_b);
        }
        if !concepts[b].peers.contains(&term_a) {
            concepts[b].peers.push(term_a);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::concept::bare;

    fn sentence(index: usize, text: &str) -> Sentence {
        Sentence::for_test(index, text)
    }

    fn peers_of(terms: &[&str], texts: &[&str]) -> Vec<Vec<String>> {
        let mut concepts: Vec<Concept> = terms
            .iter()
            .enumerate()
            .map(|(i, t)| bare(t, 0, i, None))
            .collect();
        let sentences: Vec<Sentence> = texts
            .iter()
            .enumerate()
            .map(|(i, t)| sentence(i, t))
            .collect();
        find(&mut concepts, &sentences, Lang::En);
        concepts.into_iter().map(|c| c.peers).collect()
    }

    #[test]
    fn terms_listed_together_are_peers() {
        let peers = peers_of(
            &["artery", "vein", "renal pelvis", "ureter"],
            &["The artery, vein, and renal pelvis are arranged in an anterior-to-posterior order."],
        );
        assert_eq!(peers[0], ["vein", "renal pelvis"]);
        assert_eq!(peers[1], ["artery", "renal pelvis"]);
        assert_eq!(peers[2], ["artery", "vein"]);
        assert!(peers[3].is_empty(), "not listed: {:?}", peers[3]);
    }

    #[test]
    fn a_comma_alone_is_no_list() {
        let peers = peers_of(
            &["cortex", "outer region", "medulla"],
            &["The kidney has a cortex, the outer region, around the medulla."],
        );
        assert!(peers.iter().all(Vec::is_empty), "{peers:?}");
    }

    #[test]
    fn a_second_name_or_other_words_between_make_no_peers() {
        let peers = peers_of(
            &["aggregate", "crowd", "category", "secondary groups"],
            &[
                "People who do not interact are considered an aggregate, or a crowd.",
                "A category differs from secondary groups in many ways.",
            ],
        );
        // "or" gives a second name, which is no wrong option.
        assert!(peers.iter().all(Vec::is_empty), "{peers:?}");
    }
}
