//! Two terms a lesson defines alike: "Glyburide is a second-generation
//! sulfonylurea that stimulates the pancreas to produce insulin" and
//! "Glipizide is a second-generation sulfonylurea that stimulates the
//! pancreas to produce insulin, thereby …"; "The epidermis is the
//! outermost layer of skin …" and "The cornified layer is the outermost
//! layer that …". "Which term refers to …?" then has two answers, and
//! "What does glipizide mean?" two right options (unseen set 73, both
//! raters: C4). Neither gloss says what tells its term apart, so both are
//! forgotten; the terms stay, for blanks and as options.

use super::concept::Concept;

/// Fewest words two glosses must share from their start to be alike.
const FEWEST_SHARED: usize = 3;

/// Drops the gloss of every concept whose gloss another concept's gloss
/// repeats; the class stays, for options of the same kind.
pub(super) fn forget_shared_glosses(concepts: &mut [Concept]) {
    let cores: Vec<Option<Vec<String>>> = concepts
        .iter()
        .map(|c| c.gloss.as_deref().map(core))
        .collect();
    let mut alike = vec![false; concepts.len()];
    for (i, a) in cores.iter().enumerate() {
        let Some(a) = a else { continue };
        for (j, b) in cores.iter().enumerate().skip(i + 1) {
            let Some(b) = b else { continue };
            if same_start(a, b) || same_superlative(a, b) {
                alike[i] = true;
                alike[j] = true;
            }
        }
    }
    for (concept, alike) in concepts.iter_mut().zip(alike) {
        if alike {
            concept.gloss = None;
        }
    }
}

/// A gloss's words up to its first comma, lower-cased, without the
/// article it opens with.
fn core(gloss: &str) -> Vec<String> {
    let head = gloss.split(',').next().unwrap_or(gloss);
    let mut words: Vec<String> = head
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    if words
        .first()
        .is_some_and(|w| ["a", "an", "the"].contains(&w.as_str()))
    {
        words.remove(0);
    }
    words
}

/// Whether the shorter gloss is the start of the longer, word for word.
fn same_start(a: &[String], b: &[String]) -> bool {
    let shorter = a.len().min(b.len());
    shorter >= FEWEST_SHARED && a[..shorter] == b[..shorter]
}

/// Whether both say their term is the "outermost layer", the "innermost
/// part": only one thing can be.
fn same_superlative(a: &[String], b: &[String]) -> bool {
    match (a, b) {
        ([first_a, noun_a, ..], [first_b, noun_b, ..]) => {
            first_a == first_b && noun_a == noun_b && first_a.ends_with("most")
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::concept::bare;
    use super::*;

    fn defined(term: &str, gloss: &str) -> Concept {
        let mut concept = bare(term, 0, 0, None);
        concept.gloss = Some(gloss.to_string());
        concept
    }

    #[test]
    fn glosses_that_repeat_each_other_are_forgotten() {
        let mut concepts = vec![
            defined(
                "glipizide",
                "a second-generation sulfonylurea that stimulates the pancreas to produce insulin, thereby lowering blood glucose levels",
            ),
            defined(
                "glyburide",
                "a second-generation sulfonylurea that stimulates the pancreas to produce insulin",
            ),
            defined("epidermis", "the outermost layer of skin"),
            defined(
                "cornified layer",
                "the outermost layer that forms the visible skin",
            ),
            defined(
                "acarbose",
                "an alpha-glucosidase inhibitor that delays digestion",
            ),
            defined("actin", "a protein that forms thin filaments"),
            defined("myosin", "a protein that forms thick filaments"),
        ];
        forget_shared_glosses(&mut concepts);
        let kept: Vec<&str> = concepts
            .iter()
            .filter(|c| c.gloss.is_some())
            .map(|c| c.term.as_str())
            .collect();
        assert_eq!(kept, ["acarbose", "actin", "myosin"]);
    }
}
