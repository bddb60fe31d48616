//! Sentences in the book's voice: they talk to the reader ("we will
//! learn", "consider Ben", "I argue") and carry no fact a question can
//! rest on.

/// Words that speak to or as the reader, lower case, with their
/// contractions ("As you've learned, …": unseen set 49).
const READER_WORDS: &[&str] = &[
    "we", "you", "your", "us", "our", "let's", "you've", "you're", "you'll", "you'd", "we've",
    "we're", "we'll", "we'd",
];

/// What "our" shares with every reader as a human being, not as the
/// book's reader: "our Galaxy", "our solar system", "our brain". A
/// student reads "There are billions of stars in our Galaxy …" without
/// the book (unseen set 54: such sentences were all left unasked).
const OURS: &[&str] = &[
    "galaxy",
    "solar",
    "planet",
    "star",
    "sun",
    "moon",
    "world",
    "species",
    "body",
    "bodies",
    "brain",
    "brains",
    "mind",
    "minds",
    "senses",
    "ancestors",
    "cells",
    "genes",
    "earth",
];

/// Verbs that talk to the reader when they open a clause as a command
/// ("Now consider two objects", "As an example, consider …"), and not
/// when something does them ("industrial psychology must also consider
/// issues of legality").
const COMMANDS: [&str; 2] = ["consider", "imagine"];

/// Whether an English sentence talks to the reader or speaks as "I".
pub(super) fn talks_to_reader(text: &str) -> bool {
    let lower = text.to_lowercase().replace('’', "'");
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let reader_word = words.iter().enumerate().any(|(at, w)| {
        READER_WORDS.contains(w)
            && !(*w == "our" && words.get(at + 1).is_some_and(|next| OURS.contains(next)))
    });
    reader_word || commands(&lower) || speaks_as_i(text)
}

/// Whether a command verb opens the sentence or a clause after a comma.
fn commands(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().collect();
    words.iter().enumerate().any(|(at, word)| {
        let word = word.trim_matches(|c: char| !c.is_alphabetic());
        if !COMMANDS.contains(&word) {
            return false;
        }
        match at.checked_sub(1).map(|before| words[before]) {
            None => true,
            Some(before) => {
                before.ends_with([',', ':', ';'])
                    || (at <= 2
                        && ["now", "first", "next", "then", "so", "again"].contains(&before))
            }
        }
    })
}

/// Whether the pronoun "I" is a word of `text`. A capital I that is part
/// of a name or an abbreviation ("I-O psychology", "World War I", "Type
/// I diabetes", "Henry I") is no pronoun: it is joined by a hyphen, or it
/// follows a capitalised word as a numeral does.
fn speaks_as_i(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    // "RNA polymerases I, II, and III": numerals in a row.
    if words
        .iter()
        .any(|w| ["II", "III", "IV"].contains(&w.trim_matches(|c: char| !c.is_alphanumeric())))
    {
        return false;
    }
    words.iter().enumerate().any(|(at, raw)| {
        let word = raw.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '’');
        let word = word.trim_end_matches("'m").trim_end_matches("’m");
        if word != "I" {
            return false;
        }
        let after_name = at.checked_sub(1).is_some_and(|before| {
            let before = words[before];
            before.chars().next().is_some_and(char::is_uppercase)
                && !before.ends_with([',', '.', ';', ':'])
        });
        !after_name
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_book_speaking_to_the_reader_is_found() {
        assert!(talks_to_reader("We will learn how cells divide."));
        assert!(talks_to_reader("Consider Ben, who works in a shop."));
        assert!(talks_to_reader(
            "As you’ve learned, the hypothalamus plays an important role in motivated behaviors."
        ));
        assert!(talks_to_reader(
            "Let’s take a look at terms that define a bureaucracy."
        ));
        assert!(talks_to_reader("In this chapter, I argue that trade grew."));
        assert!(talks_to_reader("I’m sure the reader has seen one."));
        assert!(talks_to_reader("As a child, I lived near the sea."));
    }

    #[test]
    fn our_home_and_our_bodies_are_everyone_s() {
        assert!(!talks_to_reader(
            "There are billions of stars in our Galaxy old enough for life to have developed."
        ));
        assert!(!talks_to_reader(
            "Jupiter is the largest planet in our solar system."
        ));
        assert!(talks_to_reader(
            "Our study of the stars has shown that the Sun is ordinary."
        ));
        assert!(talks_to_reader(
            "We have identified thousands of planets around our Sun's neighbours."
        ));
    }

    #[test]
    fn a_capital_i_in_a_name_or_numeral_is_no_pronoun() {
        assert!(!talks_to_reader(
            "Industrial and organizational (I-O) psychology is a branch of psychology."
        ));
        assert!(!talks_to_reader(
            "Most I-O psychologists have a master’s or doctorate degree."
        ));
        assert!(!talks_to_reader("World War I began in 1914."));
        assert!(!talks_to_reader(
            "Type I diabetes is an autoimmune disease."
        ));
        assert!(!talks_to_reader("Henry I ruled England from 1100."));
        assert!(!talks_to_reader(
            "Eukaryotes use three polymerases, RNA polymerases I, II, and III."
        ));
    }

    #[test]
    fn consider_talks_to_the_reader_only_as_a_command() {
        assert!(talks_to_reader(
            "Now consider two objects at different temperatures."
        ));
        assert!(talks_to_reader(
            "As another example, consider the conversion of diamond into graphite."
        ));
        assert!(talks_to_reader("Imagine a world without trade."));
        assert!(!talks_to_reader(
            "Industrial psychology must also consider issues of legality."
        ));
        assert!(!talks_to_reader(
            "Economists typically consider dollars to be fungible."
        ));
    }
}
