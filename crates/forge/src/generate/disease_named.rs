//! A lesson on one disease names it once and then says "the disease" or
//! "This disease", and tells of "the damage" and "the scar tissue" it
//! makes. A question cut from such a sentence does not say which disease:
//! the raters of unseen set 73 marked four of nine questions on multiple
//! sclerosis as needing their context. So where the title names a disease
//! the document defines ("Multiple sclerosis (MS) is a … condition"),
//! "The disease" and "This disease" become its name, and a sentence that
//! opens on another definite noun phrase is set in it: "In multiple
//! sclerosis, the damage mainly affects the white matter …".

use super::analysis::{Sentence, Unfit};
use super::concept::Concept;
use super::distractors::contains_word;
use super::tidy::capitalise;
use crate::nlp::Lang;

/// Classes of a disease, and the nouns a lesson calls one by.
const DISEASES: &[&str] = &[
    "condition",
    "disease",
    "disorder",
    "illness",
    "syndrome",
    "infection",
    "cancer",
];

/// What a title says before the name of its topic.
const TITLE_OPENERS: &[&str] = &[
    "an introduction to the ",
    "an introduction to ",
    "introduction to the ",
    "introduction to ",
    "an overview of ",
    "overview of ",
    "understanding ",
];

/// Definite subjects that are not the disease's doing: the people who
/// care for it and the drugs that treat it ("The nurse …", "The drug …").
const NOT_OF_THE_DISEASE: &[&str] = &[
    "nurse",
    "nurses",
    "client",
    "clients",
    "patient",
    "patients",
    "individual",
    "person",
    "provider",
    "drug",
    "drugs",
    "medication",
    "medications",
    "dose",
    "study",
    "studies",
    "author",
    "authors",
    "following",
    "table",
    "figure",
    "goal",
    "purpose",
];

/// Names the disease the document is about where a sentence leaves it
/// out, when the sentence is then fit to ask about.
pub(super) fn name_the_disease(
    sentences: &mut [Sentence],
    concepts: &[Concept],
    title: &str,
    lang: Lang,
    recheck: impl Fn(&str) -> Option<Unfit>,
) {
    if lang != Lang::En {
        return;
    }
    let Some(disease) = title_topic(title).filter(|topic| {
        concepts.iter().any(|c| {
            c.term.eq_ignore_ascii_case(topic)
                && c.class.as_deref().is_some_and(|k| DISEASES.contains(&k))
        })
    }) else {
        return;
    };
    let Some(first) = sentences
        .iter()
        .position(|s| contains_word(&s.text.to_lowercase(), &disease))
    else {
        return;
    };
    let short = short_form(&sentences[first].text, &disease);
    for sentence in sentences.iter_mut().skip(first + 1) {
        let lower = sentence.text.to_lowercase();
        let named = contains_word(&lower, &disease)
            || short
                .as_deref()
                .is_some_and(|s| contains_word(&sentence.text, s));
        if named || sentence.bullet || sentence.context > 0 || sentence.named_from.is_some() {
            continue;
        }
        let pointing = matches!(
            sentence.unfit,
            Some(Unfit::StartsWithReference) | Some(Unfit::PointsBack)
        );
        let Some(rewritten) = with_disease(&sentence.text, &disease) else {
            continue;
        };
        let called_by_class = !rewritten.starts_with("In ");
        if !(sentence.clean || (pointing && called_by_class)) {
            continue;
        }
        if recheck(&rewritten).is_none() {
            sentence.text = rewritten;
            sentence.clean = true;
            sentence.unfit = None;
        }
    }
}

/// The topic a title names, lower-cased: "Introduction to Multiple
/// Sclerosis" gives "multiple sclerosis". None for a title of two topics
/// or more than four words.
fn title_topic(title: &str) -> Option<String> {
    let lower = title.trim().to_lowercase();
    let topic = TITLE_OPENERS
        .iter()
        .find_map(|opener| lower.strip_prefix(opener))
        .unwrap_or(&lower);
    let words: Vec<&str> = topic.split_whitespace().collect();
    let one_topic = !words.is_empty()
        && words.len() <= 4
        && !words.iter().any(|w| ["and", "or", "&"].contains(w))
        && !topic.contains([',', ':', ';']);
    one_topic.then(|| topic.to_string())
}

/// The initials given after the disease's first mention: "Multiple
/// sclerosis (MS) is …" gives "MS".
fn short_form(text: &str, disease: &str) -> Option<String> {
    let lower = text.to_lowercase();
    let at = lower.find(&format!("{disease} ("))? + disease.len() + 2;
    let inside = text.get(at..)?.split(')').next()?;
    let initials = !inside.is_empty()
        && inside.len() <= 8
        && inside.chars().all(|c| c.is_ascii_uppercase() || c == '-');
    initials.then(|| inside.to_string())
}

/// The sentence with the disease named: "The disease is …" and "This
/// disease is …" take its name; "The damage …" is set in it.
fn with_disease(text: &str, disease: &str) -> Option<String> {
    let (first, rest) = text.split_once(' ')?;
    let (noun, after) = rest.split_once(' ')?;
    if ["The", "This"].contains(&first) && DISEASES.contains(&noun) {
        return Some(format!("{} {after}", capitalise(disease)));
    }
    if first != "The" || !noun.starts_with(|c: char| c.is_lowercase()) {
        return None;
    }
    let noun = noun.trim_end_matches(|c: char| !c.is_alphanumeric());
    if NOT_OF_THE_DISEASE.contains(&noun) {
        return None;
    }
    Some(format!("In {disease}, the {rest}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_names_one_topic() {
        assert_eq!(
            title_topic("Introduction to Multiple Sclerosis").as_deref(),
            Some("multiple sclerosis")
        );
        assert_eq!(title_topic("Asthma").as_deref(), Some("asthma"));
        assert_eq!(title_topic("Cardiac Emergencies and Shock"), None);
        assert_eq!(
            title_topic("Introduction to the Skin and Its Function"),
            None
        );
    }

    #[test]
    fn the_initials_after_the_first_mention_are_its_short_form() {
        assert_eq!(
            short_form(
                "Multiple sclerosis (MS) is a debilitating condition.",
                "multiple sclerosis"
            )
            .as_deref(),
            Some("MS")
        );
        assert_eq!(
            short_form(
                "Multiple sclerosis (see below) is rare.",
                "multiple sclerosis"
            ),
            None
        );
    }

    #[test]
    fn the_disease_takes_its_name_and_its_doings_are_set_in_it() {
        let disease = "multiple sclerosis";
        assert_eq!(
            with_disease("This disease is characterized by demyelination.", disease).as_deref(),
            Some("Multiple sclerosis is characterized by demyelination.")
        );
        assert_eq!(
            with_disease(
                "The scar tissue can slow or even stop nerve impulses.",
                disease
            )
            .as_deref(),
            Some("In multiple sclerosis, the scar tissue can slow or even stop nerve impulses.")
        );
        // The people who care for it and the drugs that treat it are not
        // its doings.
        assert_eq!(
            with_disease("The nurse monitors the client.", disease),
            None
        );
        assert_eq!(with_disease("The drug is given weekly.", disease), None);
        assert_eq!(
            with_disease("Myelin is a protective sheath.", disease),
            None
        );
    }
}
