//! The blank a student sees for a typed answer: the first letter of each
//! word of its key ("f_____ s_____"). Put in after selection, so that
//! every rule of the forge reads the bare blank; the quiz, its
//! suggestions and `--explain` all show the same prompt.

use quizforge_core::{Body, Question};

use crate::nlp::Lang;

/// The prompt as a student sees it: a typed answer's blank with its
/// key's initials, any other prompt as it is.
pub(super) fn shown_prompt(question: &Question, lang: Lang) -> String {
    match &question.body {
        Body::ShortAnswer { accepted, .. } => match accepted.first() {
            Some(key) => with_initials(&question.prompt, &key.text, lang),
            None => question.prompt.clone(),
        },
        _ => question.prompt.clone(),
    }
}

/// A typed answer's blank with the first letter of each word of its key
/// ("… punishable through f_____ s_____", "… into the s_____ to reach
/// the calmodulin"), as a fill-in-the-blank worksheet gives them. A blank
/// alone takes every word that fits the sentence: raters of unseen sets
/// 10 to 25 rejected 199 of 274 English typed answers, 174 of them
/// because another answer was as right ("cytoplasm" for "sarcoplasm",
/// "Krankenhäuser" for "Spitäler", the other two germ layers for
/// "mesoderm"); the initials and the number of words leave the key's own
/// words. Short function words and lone initials are shown whole ("H_____
/// of a_____", "A_____ O."), a word that does not open with a letter gets
/// a bare blank, and the "a(n)" that hid the key's first sound becomes the
/// article it takes.
fn with_initials(prompt: &str, key: &str, lang: Lang) -> String {
    let blank = crate::text::BLANK;
    if prompt.matches(blank).count() != 1 || key.trim().is_empty() {
        return prompt.to_string();
    }
    // The length of each word hinted, by its hyphenated parts: "4-6" for
    // "self-report".
    let mut lengths: Vec<String> = Vec::new();
    let hinted: Vec<String> = key
        .split_whitespace()
        .map(|word| {
            if shown_whole(word, lang) {
                return word.to_string();
            }
            // A lone letter shown whole is no letter to count: "Z-l_____
            // (5 letters)", not "(1-5 letters)", which raters of unseen
            // set 92 found senseless beside "X-r_____".
            lengths.push(
                part_lengths(word)
                    .iter()
                    .filter(|&&n| n > 1)
                    .map(usize::to_string)
                    .collect::<Vec<_>>()
                    .join("-"),
            );
            // A lone letter of a hyphenated word is shown whole, as a lone
            // initial is: "Z-l_____" for "Z-lines" (unseen set 30 read
            // "Z_____-l_____" as malformed).
            word.split('-')
                .map(|part| match part.chars().next() {
                    Some(_) if part.chars().count() == 1 => part.to_string(),
                    Some(first) if first.is_alphabetic() => format!("{first}{blank}"),
                    _ => blank.to_string(),
                })
                .collect::<Vec<_>>()
                .join("-")
        })
        .collect();
    let (before, after) = prompt.split_once(blank).unwrap_or((prompt, ""));
    let article = super::phrasing::indefinite_article(key);
    let before = match before.strip_suffix("a(n) ") {
        Some(head) if lang == Lang::En => format!("{head}{article} "),
        _ => match before.strip_suffix("A(n) ") {
            Some(head) if lang == Lang::En => {
                let capital = if article == "an" { "An" } else { "A" };
                format!("{head}{capital} ")
            }
            _ => before.to_string(),
        },
    };
    let count = letter_count(&lengths, lang);
    // After the blank, unless a possessive or a closing quote is glued to
    // it ("W_____ H_____’s best interest", "known as “W_____ H_____,”"):
    // then at the end, not inside the quotation (unseen set 81, C1).
    let quote_closes = after
        .trim_start_matches([',', '.', ';', ':'])
        .starts_with(['”', '"']);
    if count.is_empty() {
        format!("{before}{}{after}", hinted.join(" "))
    } else if after.starts_with(['’', '\'']) || quote_closes {
        format!("{before}{}{after} {count}", hinted.join(" "))
    } else {
        format!("{before}{} {count}{after}", hinted.join(" "))
    }
}

/// Whether a key's word is shown whole in its hint, not as an initial:
/// a lone letter or a short function word ("H_____ of a_____").
pub(super) fn shown_whole(word: &str, lang: Lang) -> bool {
    let letters = word.chars().filter(|c| c.is_alphanumeric()).count();
    letters <= 1 || (crate::nlp::is_stop_word(&word.to_lowercase(), lang) && letters <= 3)
}

/// The letters of each hyphenated part of a key's word, as its hint
/// counts them: [4, 6] for "self-report".
pub(super) fn part_lengths(word: &str) -> Vec<usize> {
    word.split('-')
        .map(|part| part.chars().filter(|c| c.is_alphanumeric()).count())
        .collect()
}

/// How many letters each word of the key has, "(7 letters)", "(6, 5
/// letters)": with the initials, the length leaves one answer where
/// another word of the same initial would fit ("founders" for
/// "framers", "Mantel" for "Magma"). Raters found another right answer
/// for 15 of 53 and 10 of 40 typed answers of unseen sets 37 and 38 (C4);
/// on set 39's typed answers, 13 of 80 judgements without the count and
/// 2 with it.
fn letter_count(lengths: &[String], lang: Lang) -> String {
    if lengths.is_empty() {
        return String::new();
    }
    // A word of one letter is shown whole, never counted: the count is
    // always plural. `quizforge check` reads the prompt without it by
    // these words (`text::LETTER_COUNT_WORDS`).
    let word = match lang {
        Lang::Fr => "lettres",
        Lang::Es => "letras",
        Lang::De => "Buchstaben",
        _ => "letters",
    };
    format!("({} {word})", lengths.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_blank_shows_the_initials_of_its_key() {
        assert_eq!(
            with_initials(
                "Americans in favor of war, known as “_____,” were strong in the South.",
                "War Hawks",
                Lang::En
            ),
            "Americans in favor of war, known as “W_____ H_____,” were strong in the South. (3, 5 letters)"
        );
        assert_eq!(
            with_initials(
                "Crime is punishable through _____.",
                "formal sanctions",
                Lang::En
            ),
            "Crime is punishable through f_____ s_____ (6, 9 letters)."
        );
        assert_eq!(
            with_initials("Sarcomeres are bordered by _____.", "Z-lines", Lang::En),
            "Sarcomeres are bordered by Z-l_____ (5 letters)."
        );
        assert_eq!(
            with_initials(
                "_____ is one of the three primary germ layers.",
                "Mesoderm",
                Lang::En
            ),
            "M_____ (8 letters) is one of the three primary germ layers."
        );
        assert_eq!(
            with_initials("A(n) _____ gathers data.", "self-report study", Lang::En),
            "A s_____-r_____ s_____ (4-6, 5 letters) gathers data."
        );
        assert_eq!(
            with_initials(
                "The _____ is a form of rule.",
                "Hierarchy of authority",
                Lang::En
            ),
            "The H_____ of a_____ (9, 9 letters) is a form of rule."
        );
        assert_eq!(
            with_initials("Die _____ hat der Staat übernommen.", "Spitäler", Lang::De),
            "Die S_____ (8 Buchstaben) hat der Staat übernommen."
        );
        assert_eq!(
            with_initials("It is called a(n) _____ here.", "effector", Lang::En),
            "It is called an e_____ (8 letters) here."
        );
        assert_eq!(
            with_initials(
                "A mammogram is a(n) _____ of the breast.",
                "X-ray",
                Lang::En
            ),
            "A mammogram is an X-r_____ (3 letters) of the breast."
        );
        assert_eq!(
            with_initials("_____ had been caring for her father.", "Anna O.", Lang::En),
            "A_____ O. (4 letters) had been caring for her father."
        );
        // Every count written is one `quizforge check` knows to leave out.
        for lang in [Lang::En, Lang::Fr, Lang::Es, Lang::De] {
            let count = letter_count(&["7".to_string()], lang);
            let word = count
                .trim_end_matches(')')
                .rsplit(' ')
                .next()
                .unwrap_or_default();
            assert!(crate::text::LETTER_COUNT_WORDS.contains(&word), "{count}");
        }
        // A possessive glued to the blank: the count goes at the end.
        assert_eq!(
            with_initials(
                "The _____’s interest came first.",
                "Western Hemisphere",
                Lang::En
            ),
            "The W_____ H_____’s interest came first. (7, 10 letters)"
        );
        // Not a cloze, or two blanks: left as written.
        assert_eq!(
            with_initials(
                "What does CPA stand for?",
                "certified public accountant",
                Lang::En
            ),
            "What does CPA stand for?"
        );
        assert_eq!(
            with_initials("_____ and _____", "x", Lang::En),
            "_____ and _____"
        );
    }
}
