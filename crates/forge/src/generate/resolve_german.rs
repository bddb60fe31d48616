//! A German encyclopaedia article names its subject once and goes on with
//! a pronoun: "Gorillas sind die größten Menschenaffen. Sie gehören zu den
//! Säugetieren." "Der Mond ist der Begleiter der Erde. Er ist …". Such a
//! sentence is unfit as it stands (the pronoun needs the sentence before);
//! when the sentence before opens with the article's subject, as its title
//! writes it, and the pronoun agrees with it in gender and number, the
//! pronoun is replaced by the subject as the sentence before writes it and
//! the sentence can be asked about on its own. Only the article's subject
//! is put in: in a children's encyclopaedia the pronoun that opens a
//! sentence after one that opens with it nearly always takes it up, while
//! any other noun would need a reading of the whole sentence.

use super::analysis::{Sentence, Unfit};

/// Replaces an opening "Er", "Sie" or "Es" by the article's subject where
/// the sentence before (in the same paragraph) opens with it and the two
/// agree, and marks the sentence clean when nothing else makes it unfit.
pub(super) fn subject_pronouns(
    sentences: &mut [Sentence],
    title: &str,
    text: &str,
    recheck: impl Fn(&str) -> Option<Unfit>,
) {
    let title = title.trim();
    if title.is_empty() || title.split_whitespace().count() > 3 {
        return;
    }
    for i in 1..sentences.len() {
        if !matches!(
            sentences[i].unfit,
            Some(Unfit::StartsWithReference | Unfit::PointsBack)
        ) {
            continue;
        }
        let previous = &sentences[i - 1];
        let between = text.get(previous.end..sentences[i].start);
        if between.is_none_or(|b| b.contains('\n')) {
            continue;
        }
        let Some(subject) = opening_subject(&previous.text, title) else {
            continue;
        };
        let Some(resolved) = put_in(&sentences[i].text, &subject) else {
            continue;
        };
        if recheck(&resolved).is_none() {
            let sentence = &mut sentences[i];
            sentence.text = resolved;
            sentence.named_from = Some(i - 1);
            sentence.clean = true;
            sentence.unfit = None;
        }
    }
}

/// The subject a sentence opens with, as written ("Gorillas", "Der Mond"),
/// with the pronoun that stands for it and the number of its verb.
#[derive(Debug, PartialEq)]
struct Subject {
    written: String,
    pronoun: &'static str,
    plural: bool,
}

/// Words after a subject that make it part of a longer one ("Der Mond der
/// Erde", "Gorillas und Schimpansen") or not the subject at all.
const NOT_A_VERB: &[&str] = &[
    "und", "oder", "sowie", "von", "der", "des", "die", "das", "dem", "den", "im", "in", "aus",
    "mit", "bei", "wie", "als", "auf", "an", "zu", "zum", "zur", "für",
];

/// The article's subject when `sentence` opens with it (after "Der", "Die"
/// or "Das" or none) and the next word is its verb (a German statement puts
/// the verb second).
fn opening_subject(sentence: &str, title: &str) -> Option<Subject> {
    let (article, rest) = match sentence.split_once(' ') {
        Some((first, rest)) if ["Der", "Die", "Das"].contains(&first) => (Some(first), rest),
        _ => (None, sentence),
    };
    let after = rest.strip_prefix(title)?;
    let after = after.strip_prefix(' ')?;
    let verb = after.split_whitespace().next()?;
    if verb.ends_with([',', ':', ';']) || !verb.chars().all(char::is_alphabetic) {
        return None;
    }
    if NOT_A_VERB.contains(&verb) || verb.starts_with(char::is_uppercase) {
        return None;
    }
    let plural = plural_verb(verb);
    let pronoun = match (article, plural) {
        (Some("Der"), false) => "Er",
        (Some("Das"), false) => "Es",
        (Some("Die"), _) | (None, true) => "Sie",
        // A name without an article ("Belize ist …") is taken up by "Es"
        // (a country, a town) or by the noun its sentence calls it; only
        // "Es" is sure.
        (None, false) => "Es",
        _ => return None,
    };
    let written = match article {
        Some(article) => format!("{article} {title}"),
        None => title.to_string(),
    };
    Some(Subject {
        written,
        pronoun,
        plural,
    })
}

/// Whether a finite verb is in the plural: "sind", and the forms in "-en",
/// "-ern" or "-eln" ("gehören", "lebten", "wandern"); the singular ends
/// otherwise ("ist", "lebt", "lebte", "entstand").
fn plural_verb(verb: &str) -> bool {
    let verb = verb.to_lowercase();
    verb == "sind" || verb.ends_with("en") || verb.ends_with("ern") || verb.ends_with("eln")
}

/// The sentence with its opening pronoun replaced by `subject`, when the
/// pronoun is the one that stands for it and its verb agrees. "Es gibt …"
/// and "Es ist schwer, …" have no subject to put in.
fn put_in(sentence: &str, subject: &Subject) -> Option<String> {
    let rest = sentence.strip_prefix(subject.pronoun)?.strip_prefix(' ')?;
    let verb = rest.split_whitespace().next()?;
    if !verb.chars().all(char::is_alphabetic) || verb.starts_with(char::is_uppercase) {
        return None;
    }
    if plural_verb(verb) != subject.plural || (subject.pronoun == "Es" && verb == "gibt") {
        return None;
    }
    // A second pronoun of the same kind in the first words may stand for
    // something else ("Sie fressen sie …").
    let lower = subject.pronoun.to_lowercase();
    if rest
        .split_whitespace()
        .take(6)
        .any(|w| w.trim_matches(|c: char| !c.is_alphabetic()) == lower)
    {
        return None;
    }
    Some(format!("{} {rest}", subject.written))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sentence(index: usize, start: usize, text: &str, unfit: Option<Unfit>) -> Sentence {
        let mut sentence = Sentence::for_test(index, text);
        sentence.start = start;
        sentence.end = start + text.len();
        sentence.clean = unfit.is_none();
        sentence.unfit = unfit;
        sentence
    }

    fn resolve(title: &str, first: &str, second: &str) -> Option<String> {
        let text = format!("{first} {second}");
        let mut sentences = vec![
            sentence(0, 0, first, None),
            sentence(1, first.len() + 1, second, Some(Unfit::StartsWithReference)),
        ];
        subject_pronouns(&mut sentences, title, &text, |_| None);
        sentences[1].clean.then(|| sentences[1].text.clone())
    }

    #[test]
    fn an_opening_pronoun_takes_up_the_articles_subject() {
        assert_eq!(
            resolve(
                "Gorillas",
                "Gorillas sind die größten Menschenaffen.",
                "Sie gehören zu den Säugetieren."
            )
            .as_deref(),
            Some("Gorillas gehören zu den Säugetieren.")
        );
        assert_eq!(
            resolve(
                "Mond",
                "Der Mond ist der Begleiter der Erde.",
                "Er dreht sich einmal im Monat um sie."
            )
            .as_deref(),
            Some("Der Mond dreht sich einmal im Monat um sie.")
        );
        assert_eq!(
            resolve(
                "Gotik",
                "Die Gotik ist ein Baustil.",
                "Sie entstand im Norden Frankreichs."
            )
            .as_deref(),
            Some("Die Gotik entstand im Norden Frankreichs.")
        );
    }

    #[test]
    fn a_pronoun_that_disagrees_or_stands_for_nothing_is_left() {
        // Plural subject, singular verb: "Sie" is someone else.
        assert_eq!(
            resolve(
                "Gorillas",
                "Gorillas leben in Gruppen.",
                "Sie ist die Mutter der Jungtiere."
            ),
            None
        );
        // "Er" cannot take up a feminine subject.
        assert_eq!(
            resolve(
                "Gotik",
                "Die Gotik ist ein Baustil.",
                "Er baute viele Kirchen."
            ),
            None
        );
        // "Es gibt …" has no subject to put in.
        assert_eq!(
            resolve(
                "Pferd",
                "Das Pferd ist ein Säugetier.",
                "Es gibt viele Rassen davon."
            ),
            None
        );
        // The sentence before does not open with the subject alone.
        assert_eq!(
            resolve(
                "Gorillas",
                "Gorillas und Schimpansen sind Menschenaffen.",
                "Sie leben in Afrika."
            ),
            None
        );
        assert_eq!(
            resolve(
                "Gorillas",
                "Die Weibchen sind kleiner.",
                "Sie leben in Gruppen zusammen."
            ),
            None
        );
    }

    #[test]
    fn only_a_sentence_of_the_same_paragraph_takes_it_up() {
        let first = "Gorillas sind Menschenaffen.";
        let second = "Sie leben in Afrika.";
        let text = format!("{first}\n\n{second}");
        let mut sentences = vec![
            sentence(0, 0, first, None),
            sentence(1, first.len() + 2, second, Some(Unfit::StartsWithReference)),
        ];
        subject_pronouns(&mut sentences, "Gorillas", &text, |_| None);
        assert!(!sentences[1].clean);
    }

    #[test]
    fn verbs_tell_their_number() {
        for plural in ["sind", "gehören", "lebten", "wandern", "sammeln"] {
            assert!(plural_verb(plural), "{plural}");
        }
        for singular in ["ist", "lebt", "lebte", "entstand", "hat", "kann"] {
            assert!(!plural_verb(singular), "{singular}");
        }
    }
}
