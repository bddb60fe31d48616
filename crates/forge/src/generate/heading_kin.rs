//! Kinds of one thing named by a run of headings. A textbook that teaches
//! "Hunter-Gatherer", "Pastoral", "Horticultural" and "Agricultural" one
//! section each under "Preindustrial Societies" sets them side by side as
//! kinds of society, as plainly as a list in one sentence would; so do
//! "Dental Caries", "Periodontal Disease" and "Trench Mouth" under a page
//! on diseases of the mouth. A blank on one of them can offer the others.
//! The thing they are kinds of ("preindustrial society") is right wherever
//! one of them is, so it is never their option.

use super::layout::Layout;
use super::phrase_search::{Held, held_in};
use super::word_forms::{lower_unless_name, pluralise, singularise};
use crate::nlp::{Lang, is_stop_word};

/// Fewest headings in a run that make a family: two are a comparison,
/// three are kinds of one thing.
const FEWEST_MEMBERS: usize = 3;

/// Kinds of one thing, named by consecutive headings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct HeadingFamily {
    /// What they are kinds of, singular and lower case ("preindustrial
    /// society"), when a heading or the title says it.
    pub parent: Option<String>,
    /// The members, as terms the text writes ("pastoral societies"), each
    /// with the index of the section its heading opens.
    pub members: Vec<(String, usize)>,
    /// Headings that are only a qualifier ("pastoral"), read as a member
    /// with its parent's noun: no term of their own.
    pub qualifiers: Vec<String>,
}

/// The families a document's headings name. `text_lower` is the whole
/// text in lower case, one sentence a line; `title` the document's title,
/// which the layout does not count as a heading.
pub(super) fn families(
    layout: &Layout,
    title: &str,
    text_lower: &str,
    lang: Lang,
) -> Vec<HeadingFamily> {
    // Only English: the qualifier reading ("Pastoral" → "pastoral
    // societies") needs the adjective before its noun.
    if lang != Lang::En {
        return Vec::new();
    }
    // Every phrase a heading or the title could be written as, and then
    // every member a run of them could name, each looked for in one pass
    // over the text.
    let headings: Vec<&str> = layout
        .sections
        .iter()
        .filter_map(|s| s.heading.as_deref())
        .chain([title])
        .collect();
    let held = held_in(
        text_lower,
        headings.iter().flat_map(|h| heading_forms(h)),
        Held::AsWholeWords,
    );
    let holds = |phrase: &str| held.contains(phrase);
    let terms: Vec<Option<String>> = layout
        .sections
        .iter()
        .map(|s| {
            s.heading
                .as_deref()
                .and_then(|h| heading_term(h, &holds, lang))
        })
        .collect();
    let mut runs = Vec::new();
    let mut at = 0;
    while at < terms.len() {
        let run_end = (at..terms.len())
            .find(|&i| terms[i].is_none())
            .unwrap_or(terms.len());
        if run_end > at {
            let run: Vec<(&str, usize)> = (at..run_end)
                .filter_map(|i| terms[i].as_deref().map(|t| (t, i)))
                .collect();
            // A run that opens the document is under its title.
            let first_heading = layout.sections[..at].iter().all(|s| s.heading.is_none());
            let over = first_heading
                .then(|| heading_term(title, &holds, lang))
                .flatten();
            runs.push((run, over));
        }
        at = run_end + 1;
    }
    let members = held_in(
        text_lower,
        runs.iter().flat_map(|(run, _)| member_forms(run)),
        Held::AsWholeWords,
    );
    runs.iter()
        .filter_map(|(run, over)| family_of(run, over.as_deref(), &|p| members.contains(p)))
        .collect()
}

/// The forms a run's first heading and a one-word heading after it make
/// together ("Preindustrial Societies", "Pastoral" → "pastoral
/// societies", "pastoral society"), when the first heading has a head
/// noun to lend.
fn qualified_forms(first: &str, qualifier: &str) -> Option<[String; 2]> {
    let head = first
        .split_whitespace()
        .last()
        .filter(|_| first.contains(' '))?;
    if qualifier.contains(' ') {
        return None;
    }
    let q = qualifier.to_lowercase();
    let singular = singularise(head);
    Some([
        format!("{q} {}", pluralise(&singular)),
        format!("{q} {singular}"),
    ])
}

/// Every member form `family_of` may look for in a run.
fn member_forms(run: &[(&str, usize)]) -> Vec<String> {
    let Some(((first, _), rest)) = run.split_first() else {
        return Vec::new();
    };
    rest.iter()
        .filter_map(|(qualifier, _)| qualified_forms(first, qualifier))
        .flatten()
        .collect()
}

/// The family a run of heading terms names, if it names one: either its
/// first heading is what the others are kinds of ("Preindustrial
/// Societies", then "Pastoral", "Horticultural", … which the text writes
/// as "pastoral societies"), or every heading is a member, under the
/// title when the run opens the document.
fn family_of(
    run: &[(&str, usize)],
    title: Option<&str>,
    holds: &dyn Fn(&str) -> bool,
) -> Option<HeadingFamily> {
    if let Some(((first, _), rest)) = run.split_first()
        && first.contains(' ')
    {
        let mut members = Vec::new();
        let mut qualifiers = Vec::new();
        for &(qualifier, section) in rest {
            if let Some(form) = qualified_forms(first, qualifier)
                .into_iter()
                .flatten()
                .find(|f| holds(f))
            {
                members.push((form, section));
                qualifiers.push(qualifier.to_lowercase());
            }
        }
        if members.len() >= FEWEST_MEMBERS {
            return Some(HeadingFamily {
                parent: Some(singularise(&first.to_lowercase())),
                members,
                qualifiers,
            });
        }
    }
    // A heading that is only a qualifier ("Feudal") names no member by
    // itself.
    if run.len() < FEWEST_MEMBERS || run.iter().any(|(t, _)| looks_like_a_qualifier(t)) {
        return None;
    }
    Some(HeadingFamily {
        parent: title.map(|t| singularise(&t.to_lowercase())),
        members: run.iter().map(|&(t, i)| (t.to_string(), i)).collect(),
        qualifiers: Vec::new(),
    })
}

/// Whether a one-word heading reads as an adjective ("Pastoral",
/// "Feudal", "Aerobic") rather than a noun ("Thermoregulation").
fn looks_like_a_qualifier(term: &str) -> bool {
    !term.contains(' ')
        && ["al", "ic", "ous", "ive", "ary", "ful", "ent", "ant", "ar"]
            .iter()
            .any(|e| term.to_lowercase().ends_with(e))
}

/// A heading as a term: one noun phrase of at most three words, without
/// stop words, that the text uses ("Dental Caries" → "dental caries").
/// "Explaining Primate Success" says what a section does, and "Diuretics
/// and Fluid Volume" names two things: neither is a member.
fn heading_term(heading: &str, holds: &dyn Fn(&str) -> bool, lang: Lang) -> Option<String> {
    let heading = heading.trim().trim_end_matches(['.', ':']);
    let words: Vec<&str> = heading.split_whitespace().collect();
    if words.is_empty()
        || words.len() > 3
        || words.iter().any(|w| is_stop_word(w, lang))
        || words[0].to_lowercase().ends_with("ing")
        || heading.contains([',', '?', '(', '+', '–'])
        || !heading.chars().any(char::is_lowercase)
    {
        return None;
    }
    let lower = heading.to_lowercase();
    // "Hunter-Gatherer" is written "hunter-gatherer" in its sentences.
    let term = if holds(&lower) {
        lower
    } else {
        lower_unless_name(heading)
    };
    // A one-word heading may be used in the plural only ("Virus" is
    // written "viruses").
    let used = holds(&term.to_lowercase())
        || (!term.contains(' ') && holds(&pluralise(&term.to_lowercase())));
    used.then_some(term)
}

/// Every phrase `heading_term` may ask the text about for `heading`.
fn heading_forms(heading: &str) -> Vec<String> {
    let heading = heading.trim().trim_end_matches(['.', ':']);
    let lower = heading.to_lowercase();
    let named = lower_unless_name(heading).to_lowercase();
    vec![pluralise(&lower), pluralise(&named), lower, named]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::layout;

    fn families_of(text: &str, title: &str) -> Vec<HeadingFamily> {
        let layout = layout::recover(text, &[], title);
        // Headings are no sentences: only lines that end a sentence count.
        let lower: String = text
            .lines()
            .filter(|l| l.ends_with('.'))
            .map(|l| format!("{}\n", l.to_lowercase()))
            .collect();
        families(&layout, title, &lower, Lang::En)
    }

    const SOCIETIES: &str = "Types of Societies\n\n\
        Preindustrial Societies\n\n\
        Before the Industrial Revolution, preindustrial societies were small and rural.\n\n\
        Hunter-Gatherer\n\n\
        Hunter-gatherer societies depend strongly on their environment.\n\n\
        Pastoral\n\n\
        Pastoral societies rely on the domestication of animals.\n\n\
        Horticultural\n\n\
        Horticultural societies formed where rainfall allowed them to grow crops.\n\n\
        Agricultural\n\n\
        Agricultural societies used technology to cultivate crops over large areas.\n";

    #[test]
    fn qualifiers_under_a_plural_heading_are_kinds_of_it() {
        let found = families_of(SOCIETIES, "Types of Societies");
        assert_eq!(
            found,
            [HeadingFamily {
                parent: Some("preindustrial society".to_string()),
                members: vec![
                    ("hunter-gatherer societies".to_string(), 2),
                    ("pastoral societies".to_string(), 3),
                    ("horticultural societies".to_string(), 4),
                    ("agricultural societies".to_string(), 5),
                ],
                qualifiers: vec![
                    "hunter-gatherer".to_string(),
                    "pastoral".to_string(),
                    "horticultural".to_string(),
                    "agricultural".to_string(),
                ],
            }]
        );
    }

    #[test]
    fn headings_that_open_a_document_are_kinds_of_its_title() {
        let text = "Diseases of the Mouth\n\n\
            Dental Caries\n\nDental caries is tooth decay caused by bacteria.\n\n\
            Periodontal Disease\n\nPeriodontal disease affects the gums.\n\n\
            Trench Mouth\n\nTrench mouth is a severe form of gingivitis.\n";
        let found = families_of(text, "Diseases of the Mouth");
        assert_eq!(found.len(), 1, "{found:?}");
        let members: Vec<&str> = found[0].members.iter().map(|(m, _)| m.as_str()).collect();
        assert_eq!(
            members,
            ["dental caries", "periodontal disease", "trench mouth"]
        );
        // "Diseases of the Mouth" is no term (it holds a stop word).
        assert_eq!(found[0].parent, None);
        let text = text.replace("Diseases of the Mouth", "Oral Diseases");
        let found = families_of(
            &format!("{text}Oral diseases are common.\n"),
            "Oral Diseases",
        );
        assert_eq!(found[0].parent.as_deref(), Some("oral disease"));
    }

    #[test]
    fn two_headings_or_headings_that_are_no_terms_make_no_family() {
        let text = "Causes\n\n\
            Unemployment from a Recession\n\nA recession raises unemployment.\n\n\
            The Natural Rate of Unemployment\n\nThe natural rate of unemployment is low.\n\n\
            Diuretics and Fluid Volume\n\nDiuretics change fluid volume.\n";
        assert!(families_of(text, "Causes").is_empty());
        let text = "Kinds\n\nDental Caries\n\nDental caries is decay.\n\n\
            Periodontal Disease\n\nPeriodontal disease affects the gums.\n";
        assert!(families_of(text, "Kinds").is_empty());
    }

    #[test]
    fn a_heading_the_text_never_uses_breaks_the_run() {
        let text = "Kinds\n\nDental Caries\n\nDental caries is decay.\n\n\
            Further Reading\n\nSee the library.\n\n\
            Periodontal Disease\n\nPeriodontal disease affects the gums.\n\n\
            Trench Mouth\n\nTrench mouth is rare.\n";
        assert!(families_of(text, "Kinds").is_empty());
    }
}
