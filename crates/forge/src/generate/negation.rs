//! A statement the text makes with one negation in its main clause
//! ("Credit card sales are not technically accounts receivable", "The
//! primary-progressive form does not have any remissions") and the same
//! statement with the negation taken out, which the text says is false.
//!
//! Textbooks say what a thing is not where students are apt to think it
//! is, so the affirmed form is a plausible error, not one of common sense;
//! and the false form holds no "not" to give it away (inserting a
//! negation was tried and failed on that: `docs/QUALITY.md`, sets 67 and
//! 68). Only a negation that flips the whole claim is taken out: one on a
//! plain auxiliary right after a short subject, in a sentence with no
//! other negation, no hedge that keeps both forms true ("may not",
//! "not necessarily", "often"), no clause that limits it ("unless",
//! "but", "because") and no advice ("should not", "must not", whose
//! affirmed form raters found false by common sense alone).

use crate::nlp::{Lang, is_stop_word};

/// Auxiliaries a negation is taken off.
const AUXILIARIES: &[&str] = &[
    "is", "are", "was", "were", "has", "have", "had", "can", "will", "does", "do",
];

/// Words that deny: a sentence holding two of them, or one other than
/// "not"/"cannot", is not turned.
const NEGATIVES: &[&str] = &[
    "not", "cannot", "no", "never", "nor", "neither", "none", "nothing", "nobody", "nowhere",
    "without", "hardly", "barely", "scarcely",
];

/// Words that keep both forms true, limit the claim to a clause, or make
/// its scope unclear once the negation is gone.
const LIMITS: &[&str] = &[
    "may",
    "might",
    "could",
    "would",
    "should",
    "must",
    "often",
    "sometimes",
    "usually",
    "generally",
    "typically",
    "likely",
    "unlikely",
    "probably",
    "possibly",
    "perhaps",
    "rarely",
    "seldom",
    "always",
    "necessarily",
    "ever",
    "anymore",
    "either",
    "unless",
    "until",
    "although",
    "though",
    "whereas",
    "while",
    "except",
    "but",
    "rather",
    "instead",
    "only",
    "if",
    "whether",
    "because",
    "all",
    "every",
    "some",
    "few",
    "than",
    "yet",
    "still",
    "also",
];

/// Words after "not" that make it deny less than the claim ("not
/// entirely", "not as", "not to be confused").
const PARTIAL: &[&str] = &[
    "just",
    "so",
    "too",
    "very",
    "as",
    "quite",
    "enough",
    "much",
    "exactly",
    "entirely",
    "completely",
    "fully",
    "simply",
    "merely",
    "really",
    "exclusively",
    "solely",
    "least",
    "to",
    "the",
    "clear",
    "known",
];

/// Words that cannot stand in a subject of a main clause: a verb, a
/// relative or a pronoun means the negation is in a clause of its own or
/// the subject is named elsewhere.
const NOT_IN_SUBJECT: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "has", "have", "had", "can", "will", "do", "does",
    "did", "that", "which", "who", "whom", "whose", "where", "when", "what", "it", "its", "they",
    "their", "he", "she", "his", "her", "this", "these", "those", "we", "our", "you", "your", "i",
    "such",
];

/// Function words a subject may open with.
const SUBJECT_OPENERS: &[&str] = &["the", "a", "an", "most", "many"];

/// Most words before the auxiliary.
const MAX_SUBJECT_WORDS: usize = 8;

/// A word of the sentence: its byte span and its lower-case letters.
struct Word {
    start: usize,
    end: usize,
    lower: String,
}

fn words(text: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                let raw = &text[s..i];
                out.push(Word {
                    start: s,
                    end: i,
                    lower: raw
                        .trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
                        .to_lowercase(),
                });
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The statement with its one negation taken out, if it has one that
/// flips the whole claim; English only.
pub(super) fn affirm(text: &str, lang: Lang) -> Option<String> {
    if lang != Lang::En
        || !text.ends_with('.')
        || text.contains(['?', ';', ':', '—', '“', '"'])
        || text.contains("n’t")
        || text.contains("n't")
    {
        return None;
    }
    let words = words(text);
    let negatives: Vec<usize> = (0..words.len())
        .filter(|&i| NEGATIVES.contains(&words[i].lower.as_str()))
        .collect();
    let [negation] = negatives[..] else {
        return None;
    };
    // "is no easy task" loses its article with "no": only "not" is taken
    // out.
    if !matches!(words[negation].lower.as_str(), "not" | "cannot") {
        return None;
    }
    if words.iter().any(|w| LIMITS.contains(&w.lower.as_str())) {
        return None;
    }
    let fused = words[negation].lower == "cannot";
    let auxiliary = if fused {
        negation
    } else {
        negation.checked_sub(1)?
    };
    let aux = words[auxiliary].lower.as_str();
    if !fused && !AUXILIARIES.contains(&aux) {
        return None;
    }
    // Nothing may stand between the auxiliary and "not" ("is, in fact,
    // not").
    if text[words[auxiliary].start..words[auxiliary].end].ends_with(',') {
        return None;
    }
    if !plain_subject(text, &words[..auxiliary]) {
        return None;
    }
    let after = words.get(negation + 1)?;
    if PARTIAL.contains(&after.lower.as_str()) {
        return None;
    }
    // "any" only right after the verb, where it goes with the negation.
    let verb_at = negation + 1;
    let any_at: Vec<usize> = (0..words.len())
        .filter(|&i| words[i].lower == "any")
        .collect();
    let object_at = match aux {
        "does" | "do" if !fused => verb_at + 1,
        _ => verb_at,
    };
    if any_at.iter().any(|&i| i != object_at) {
        return None;
    }
    let mut affirmed = String::with_capacity(text.len());
    match aux {
        "cannot" => {
            let raw = &text[words[negation].start..words[negation].end];
            // "(cannot": nothing glued before it.
            if !raw.to_lowercase().starts_with("cannot") {
                return None;
            }
            affirmed.push_str(&text[..words[negation].start]);
            affirmed.push_str(if raw.starts_with('C') { "Can" } else { "can" });
            affirmed.push_str(&raw["cannot".len()..]);
            affirmed.push_str(&text[words[negation].end..]);
        }
        "does" | "do" => {
            let verb = &words[verb_at];
            let raw = &text[verb.start..verb.end];
            // A bare verb in lower case ("have", "discriminate"), nothing
            // glued to it.
            if raw != verb.lower
                || !verb.lower.chars().all(|c| c.is_ascii_lowercase())
                || !crate::lexicon::is_english_word(&verb.lower)
            {
                return None;
            }
            let form = if aux == "does" {
                third_person(&verb.lower)
            } else {
                verb.lower.clone()
            };
            affirmed.push_str(&text[..words[auxiliary].start]);
            affirmed.push_str(&form);
            affirmed.push_str(&text[verb.end..]);
        }
        _ => {
            affirmed.push_str(&text[..words[auxiliary].end]);
            affirmed.push_str(&text[words[negation].end..]);
        }
    }
    if any_at.is_empty() {
        return Some(affirmed);
    }
    // "has any remissions" reads as a question: "has remissions".
    let again = self::words(&affirmed);
    let any = again.iter().find(|w| w.lower == "any")?;
    let mut without = String::with_capacity(affirmed.len());
    without.push_str(&affirmed[..any.start]);
    without.push_str(affirmed[any.end..].trim_start());
    Some(without)
}

/// Whether the words before the auxiliary are a short subject of a main
/// clause: it opens the sentence with a capital, holds no comma, verb,
/// relative or pronoun, and opens with a noun or an article. An opening
/// "In multiple sclerosis," (as the forge names a section's subject)
/// only says where the claim holds.
fn plain_subject(text: &str, subject: &[Word]) -> bool {
    let Some(first) = subject.first() else {
        return false;
    };
    if !text[first.start..].starts_with(char::is_uppercase) {
        return false;
    }
    let subject = match subject
        .iter()
        .position(|w| text[w.start..w.end].ends_with(','))
    {
        Some(comma)
            if first.lower == "in"
                && comma <= MAX_SUBJECT_WORDS
                && !subject[..=comma]
                    .iter()
                    .any(|w| NOT_IN_SUBJECT.contains(&w.lower.as_str())) =>
        {
            &subject[comma + 1..]
        }
        _ => subject,
    };
    let Some(first) = subject.first() else {
        return false;
    };
    subject.len() <= MAX_SUBJECT_WORDS
        && !subject
            .iter()
            .any(|w| text[w.start..w.end].ends_with(',') || w.lower.is_empty())
        && !subject
            .iter()
            .any(|w| NOT_IN_SUBJECT.contains(&w.lower.as_str()))
        && (SUBJECT_OPENERS.contains(&first.lower.as_str())
            || !is_stop_word(&first.lower, Lang::En))
}

/// The third person singular of a bare English verb.
fn third_person(verb: &str) -> String {
    match verb {
        "have" => return "has".into(),
        "be" => return "is".into(),
        "do" => return "does".into(),
        "go" => return "goes".into(),
        _ => {}
    }
    let consonant_y = verb.len() > 2
        && verb.ends_with('y')
        && !verb[..verb.len() - 1].ends_with(['a', 'e', 'i', 'o', 'u']);
    if consonant_y {
        format!("{}ies", &verb[..verb.len() - 1])
    } else if verb.ends_with(['s', 'x', 'z', 'o']) || verb.ends_with("sh") || verb.ends_with("ch") {
        format!("{verb}es")
    } else {
        format!("{verb}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(text: &str) -> Option<String> {
        affirm(text, Lang::En)
    }

    #[test]
    fn a_negation_on_a_plain_auxiliary_is_taken_out() {
        assert_eq!(
            en("Credit card sales are not technically accounts receivable.").as_deref(),
            Some("Credit card sales are technically accounts receivable.")
        );
        assert_eq!(
            en("Accounts receivable is not about accepting credit cards.").as_deref(),
            Some("Accounts receivable is about accepting credit cards.")
        );
        assert_eq!(
            en("Trade secrets are not limited to particular subject matters.").as_deref(),
            Some("Trade secrets are limited to particular subject matters.")
        );
        assert_eq!(
            en("A prokaryotic cell cannot divide by mitosis.").as_deref(),
            Some("A prokaryotic cell can divide by mitosis.")
        );
        assert_eq!(
            en("A prokaryotic cell (cannot divide) by mitosis.").as_deref(),
            None
        );
    }

    #[test]
    fn does_and_do_give_the_verb_its_own_form() {
        assert_eq!(
            en("The primary-progressive form does not have any remissions or exacerbations.")
                .as_deref(),
            Some("The primary-progressive form has remissions or exacerbations.")
        );
        assert_eq!(
            en("In multiple sclerosis, the primary-progressive form does not have any remissions.")
                .as_deref(),
            Some("In multiple sclerosis, the primary-progressive form has remissions.")
        );
        assert_eq!(
            en("Multiple sclerosis does not discriminate by age.").as_deref(),
            Some("Multiple sclerosis discriminates by age.")
        );
        assert_eq!(
            en("Most plants do not need sunlight at night.").as_deref(),
            Some("Most plants need sunlight at night.")
        );
        assert_eq!(third_person("carry"), "carries");
        assert_eq!(third_person("reach"), "reaches");
        assert_eq!(third_person("stay"), "stays");
    }

    #[test]
    fn a_negation_that_does_not_flip_the_whole_claim_stays() {
        for text in [
            // a hedge or advice
            "Some individuals may not feel chest pain at all.",
            "Clients should not take double doses.",
            "Perception does not necessarily lead to an accurate portrait.",
            // a clause that limits it
            "The information is not a trade secret unless the owner protects it.",
            "If cardiac conduction cells die, the conduction system does not function properly.",
            "Information that is not generally known can be a trade secret.",
            "The concepts are not interchangeable in any sense of the word.",
            "In the states where it was, the law was not changed.",
            // two negations, or none on an auxiliary
            "Business is different in not having a shared standard.",
            "The ruling did not say that no appeal was possible.",
            "Bringing about effective performance is no easy task.",
            "Currently there are no mandatory standards within correctional facilities.",
            "Being late is not only rude but costly.",
            // a subject named elsewhere
            "They are not able to maintain cardiac output.",
            "This disease does not discriminate based on gender.",
            // a question or a quote
            "Why is the sky not green?",
        ] {
            assert_eq!(en(text), None, "{text}");
        }
        assert_eq!(
            affirm("Le chat n'est pas noir.", Lang::Fr),
            None,
            "English only"
        );
    }
}
