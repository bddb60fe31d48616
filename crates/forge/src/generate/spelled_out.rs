//! An abbreviation a sentence uses bare, where the document spells it out
//! in another sentence ("The IFOV is essentially the ground area …" after
//! "… the instantaneous field of view (IFOV)"), is spelled out in the
//! sentence a question is cut from: a student who sees one question has
//! not read the other (unseen set 99, both raters: C2, "acronym IFOV
//! unexplained"). The first bare use in the sentence becomes "instantaneous
//! field of view (IFOV)". English only, as `ask_acronyms::introduced` is.

use super::analysis::{Sentence, Unfit};
use super::ask_acronyms::{EVERYDAY, introduced};
use crate::nlp::Lang;

/// Spells out, in each clean sentence, the first abbreviation it uses
/// bare that the document introduces elsewhere, when the longer sentence
/// is still fit to ask about.
pub(super) fn spell_out_abbreviations(
    sentences: &mut [Sentence],
    text: &str,
    lang: Lang,
    recheck: impl Fn(&str) -> Option<Unfit>,
) {
    if lang != Lang::En {
        return;
    }
    let mut known = introduced(text);
    known.retain(|found| !EVERYDAY.contains(&found.abbreviation.as_str()));
    // One full name an abbreviation: "GIS" introduced once as "geographic
    // information system" and once as "geographic information systems"
    // keeps the first.
    let mut seen = std::collections::BTreeSet::new();
    known.retain(|found| seen.insert(found.abbreviation.clone()));
    if known.is_empty() {
        return;
    }
    for sentence in sentences.iter_mut().filter(|s| s.clean) {
        let Some(spelled) = known
            .iter()
            .find_map(|found| spelled(&sentence.text, &found.abbreviation, &found.full_name))
        else {
            continue;
        };
        if recheck(&spelled).is_none() {
            sentence.text = spelled;
        }
    }
}

/// `sentence` with its first bare use of `abbreviation` spelled out, if it
/// uses it bare and neither spells it out nor introduces it itself.
fn spelled(sentence: &str, abbreviation: &str, full_name: &str) -> Option<String> {
    if sentence.contains(&format!("({abbreviation}"))
        || sentence.to_lowercase().contains(&full_name.to_lowercase())
    {
        return None;
    }
    let at = sentence.match_indices(abbreviation).find_map(|(at, _)| {
        let end = at + abbreviation.len();
        let alone_before = !sentence[..at].ends_with(|c: char| c.is_alphanumeric());
        let alone_after = !sentence[end..].starts_with(|c: char| c.is_alphanumeric());
        (alone_before && alone_after).then_some(at)
    })?;
    // At the start of a sentence the full name takes the capital.
    let full = if at == 0 {
        super::tidy::capitalise(full_name)
    } else {
        full_name.to_string()
    };
    Some(format!(
        "{}{full} ({abbreviation}){}",
        &sentence[..at],
        &sentence[at + abbreviation.len()..]
    ))
}

#[cfg(test)]
mod tests {
    use super::super::tests::make;
    use super::spelled;

    #[test]
    fn a_question_spells_out_what_the_document_spelled_out_elsewhere() {
        let text = "Remote Sensing\n\nElectromagnetic radiation is energy that travels through space as waves. Spatial resolution is determined by the sensor's instantaneous field of view (IFOV). The IFOV is the ground area from which the sensor receives electromagnetic radiation at one moment. The sun emits electromagnetic radiation in many wavelengths.\n";
        let questions = make(text, 10);
        let on_ifov = questions
            .iter()
            .find(|q| q.prompt.contains("ground area"))
            .unwrap_or_else(|| panic!("a question on the IFOV sentence: {questions:#?}"));
        assert!(
            on_ifov
                .prompt
                .starts_with("The instantaneous field of view (IFOV) is the ground area"),
            "{}",
            on_ifov.prompt
        );
    }

    #[test]
    fn a_bare_abbreviation_is_spelled_out_once() {
        assert_eq!(
            spelled(
                "The IFOV is essentially the ground area seen by the sensor.",
                "IFOV",
                "instantaneous field of view"
            )
            .as_deref(),
            Some(
                "The instantaneous field of view (IFOV) is essentially the ground area seen by the sensor."
            )
        );
        assert_eq!(
            spelled(
                "IFOV sets the IFOV limit.",
                "IFOV",
                "instantaneous field of view"
            )
            .as_deref(),
            Some("Instantaneous field of view (IFOV) sets the IFOV limit.")
        );
        // Introduced or spelled out here already, or not used alone.
        assert_eq!(
            spelled(
                "The instantaneous field of view (IFOV) is small.",
                "IFOV",
                "instantaneous field of view"
            ),
            None
        );
        assert_eq!(
            spelled("IFOVs differ.", "IFOV", "instantaneous field of view"),
            None
        );
    }
}
