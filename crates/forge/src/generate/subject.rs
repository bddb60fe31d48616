//! An encyclopaedia article about one thing names it in its first lines
//! and then calls it by a common noun: "le dôme", "la ville", "l'île". A
//! question cut from such a sentence does not say which dome or which
//! town (raters mark it as needing its context), so the noun is given back
//! the name the title holds: "le dôme du Rocher", "la ville de Lyon".

use super::analysis::Sentence;
use crate::nlp::Lang;

/// Nouns a French article calls a place by, which take the place's name
/// after "de": "la ville de Lyon", "l'île de La Réunion".
const PLACE_NOUNS: &[&str] = &["ville", "île", "cité"];

/// Gives the subject its name in each sentence that calls it by a common
/// noun, once a sentence, where the name is not already there.
pub(super) fn name_the_subject(sentences: &mut [Sentence], title: &str, lang: Lang) {
    if lang != Lang::Fr {
        return;
    }
    let title = title.trim();
    if title.is_empty() || !title.starts_with(|c: char| c.is_uppercase()) || title.len() > 60 {
        return;
    }
    // What the article says its subject is ("Lyon est une ville …"): only
    // that noun stands for it ("la ville" in an article on a country is
    // some town of it).
    let lower_title = title.to_lowercase();
    let names_it = |text: &str| text.to_lowercase().contains(&lower_title);
    let first = sentences
        .iter()
        .find(|s| names_it(&s.text))
        .map(|s| s.text.to_lowercase())
        .unwrap_or_default();
    let kinds: Vec<&str> = PLACE_NOUNS
        .iter()
        .copied()
        .filter(|noun| {
            first
                .split(|c: char| !c.is_alphanumeric())
                .any(|word| word == *noun)
        })
        .collect();
    for sentence in sentences.iter_mut() {
        if names_it(&sentence.text) {
            continue;
        }
        if let Some(named) = named(&sentence.text, title, &kinds) {
            sentence.text = named;
        }
    }
}

/// The sentence with its first "le/la/l' + noun" that stands for the
/// title's subject followed by the name, if it has one.
fn named(sentence: &str, title: &str, kinds: &[&str]) -> Option<String> {
    let words: Vec<&str> = title.split_whitespace().collect();
    let (head, rest) = strip_article(title);
    let head_word = head.split_whitespace().next()?.to_lowercase();
    // "Dôme du Rocher": "le dôme" becomes "le dôme du Rocher".
    if words.len() > 1 && !rest.is_empty() {
        let after = rest;
        if let Some(at) = find_noun(sentence, &head_word)
            && !sentence[at..].starts_with(&format!(" {after}"))
        {
            return Some(format!("{} {after}{}", &sentence[..at], &sentence[at..]));
        }
        return None;
    }
    // "Lyon": "la ville" becomes "la ville de Lyon".
    for noun in kinds {
        if title.to_lowercase().starts_with(noun) {
            continue;
        }
        if let Some(at) = find_noun(sentence, noun)
            && !sentence[at..].starts_with(" de ")
            && !sentence[at..].starts_with(" d'")
            && !sentence[at..].starts_with(" d’")
        {
            return Some(format!("{} de {title}{}", &sentence[..at], &sentence[at..]));
        }
    }
    None
}

/// The title without a leading article, and what follows its first word:
/// "Dôme du Rocher" → ("Dôme du Rocher", "du Rocher").
fn strip_article(title: &str) -> (&str, &str) {
    let mut head = title;
    for article in ["Le ", "La ", "Les ", "L'", "L’"] {
        if let Some(stripped) = title.strip_prefix(article) {
            head = stripped;
            break;
        }
    }
    let rest = head.split_once(' ').map_or("", |(_, rest)| rest);
    (head, rest)
}

/// The byte offset just after the first "le/la/l' + `noun`" of the
/// sentence (the noun a whole word).
fn find_noun(sentence: &str, noun: &str) -> Option<usize> {
    let lower = sentence.to_lowercase();
    for article in ["le ", "la ", "l'", "l’"] {
        let pattern = format!("{article}{noun}");
        let mut from = 0;
        while let Some(found) = lower[from..].find(&pattern) {
            let start = from + found;
            let end = start + pattern.len();
            let word_start = start == 0
                || !lower[..start]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric);
            let word_end = !lower[end..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric);
            // The lower-case copy has the same byte offsets for the
            // letters this looks at (French capitals and their small
            // letters are the same length in UTF-8).
            if word_start && word_end && sentence.is_char_boundary(end) {
                return Some(end);
            }
            from = end;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_common_noun_gets_the_name_back() {
        assert_eq!(
            named(
                "Le dôme est consacré comme église chrétienne en 1142.",
                "Dôme du Rocher",
                &[]
            )
            .as_deref(),
            Some("Le dôme du Rocher est consacré comme église chrétienne en 1142.")
        );
        assert_eq!(
            named(
                "La ville est très touchée par les guerres de religion.",
                "Lyon",
                &["ville"]
            )
            .as_deref(),
            Some("La ville de Lyon est très touchée par les guerres de religion.")
        );
        assert_eq!(
            named(
                "L'île apparaît sur une carte portugaise.",
                "La Réunion",
                &["île"]
            )
            .as_deref(),
            Some("L'île de La Réunion apparaît sur une carte portugaise.")
        );
    }

    #[test]
    fn a_named_or_other_noun_is_left_alone() {
        assert_eq!(
            named("Le dôme du Rocher est doré.", "Dôme du Rocher", &[]),
            None
        );
        assert_eq!(
            named("La ville de Paris est loin.", "Lyon", &["ville"]),
            None
        );
        assert_eq!(
            named("Le domestique est parti.", "Dôme du Rocher", &[]),
            None
        );
        assert_eq!(named("Les villes sont grandes.", "Lyon", &["ville"]), None);
        assert_eq!(
            named(
                "Une toile de 1928 montre le dôme sans dorure.",
                "Dôme du Rocher",
                &[]
            )
            .as_deref(),
            Some("Une toile de 1928 montre le dôme du Rocher sans dorure.")
        );
        // An article on a country: "la ville" is some town of it.
        assert_eq!(named("La ville est grande.", "Belgique", &[]), None);
    }
}
