//! Compiling the forge's sentence patterns cheaply.
//!
//! A pattern is compiled on its first use in every run of `quizforge make`,
//! so its compile time is part of every quiz's start-up. Unicode classes are
//! what makes compiling slow: `\p{L}` alone is ~650 code point ranges, which
//! become a UTF-8 automaton in each direction at every place the class is
//! used (measured: a typical definition pattern 13 ms with `\p{L}`, under
//! 2 ms with the classes below). The English and French patterns only ever
//! need to match words of those languages, so they are compiled with the
//! letters of the basic Latin, Greek and Cyrillic blocks instead, and with
//! ASCII digits.

use regex::Regex;

/// The letters the English and French patterns match: `\p{L}` narrowed to
/// the blocks where the letters of Western and Central European languages
/// lie (Basic Latin, Latin-1 and Latin Extended-A: "é", "ß", "œ", "ł",
/// "ř"), and to basic Greek and Cyrillic for the symbols and names science
/// texts borrow ("α", "Δ", "Жук"). The scripts' whole letter sets
/// (Vietnamese, polytonic Greek, the Latin letters of phonetics and of
/// African alphabets) made every pattern twice as slow to compile (the
/// forge's 49 patterns: 23 against 11 ms) for letters an English or French
/// sentence does not use; a word holding one is not matched as a word.
const EUROPEAN_LETTER: &str = r"[\p{L}&&[\x41-\u{17F}\u{370}-\u{45F}]]";
const EUROPEAN_UPPER: &str = r"[\p{Lu}&&[\x41-\u{17F}\u{370}-\u{45F}]]";
const EUROPEAN_LOWER: &str = r"[\p{Ll}&&[\x41-\u{17F}\u{370}-\u{45F}]]";

/// Compiles a pattern written with `\p{L}`, `\p{Lu}`, `\p{Ll}` and `\d`,
/// matching letters of European scripts and ASCII digits only. Each class
/// may stand alone or inside brackets (`[\p{L}'-]`): a bracketed class
/// nests.
pub(crate) fn european(pattern: &str) -> Result<Regex, regex::Error> {
    let mut narrowed = String::with_capacity(pattern.len() * 2);
    let mut rest = pattern;
    while let Some(at) = rest.find('\\') {
        narrowed.push_str(&rest[..at]);
        let escape = &rest[at..];
        let (replacement, taken) = [
            (r"\p{Lu}", EUROPEAN_UPPER),
            (r"\p{Ll}", EUROPEAN_LOWER),
            (r"\p{L}", EUROPEAN_LETTER),
            (r"\d", "[0-9]"),
        ]
        .into_iter()
        .find(|(class, _)| escape.starts_with(class))
        .map_or_else(
            // Any other escape, `\\` included, is copied whole.
            || {
                let len = escape[1..].chars().next().map_or(1, |c| 1 + c.len_utf8());
                (&escape[..len], len)
            },
            |(class, replacement)| (replacement, class.len()),
        );
        narrowed.push_str(replacement);
        rest = &escape[taken..];
    }
    narrowed.push_str(rest);
    Regex::new(&narrowed)
}

/// The most words a defined term may have.
const MAX_TERM_WORDS: usize = 4;

/// Whether a definition pattern's `term` (or `term2`, in a pattern of two
/// alternatives that each name it) has at most [`MAX_TERM_WORDS`] words. The definition patterns let the term run on lazily (`(?:\s+\p{L}+)*?`)
/// and the count is checked here: a bounded repetition (`{0,3}?`) compiles
/// its Unicode classes once per repeat, and as the lazy term is the
/// shortest that lets the rest match, a term too long here means the
/// bounded pattern would not have matched at all.
pub(crate) fn short_term(caps: &regex::Captures) -> bool {
    caps.name("term")
        .or_else(|| caps.name("term2"))
        .is_some_and(|term| {
            let words = term
                .as_str()
                .split_whitespace()
                .filter(|word| word.chars().any(char::is_alphabetic));
            words.count() <= MAX_TERM_WORDS
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn european_patterns_match_accented_latin_greek_and_cyrillic_letters() {
        let word = european(r"^\p{Lu}[\p{L}'-]*$").unwrap();
        for w in [
            "Éléphant",
            "Ökologie",
            "Ωmega",
            "Жук",
            "L'été",
            "Niño",
            "Łódź",
            "Dvořák",
            "Œuvre",
        ] {
            assert!(word.is_match(w), "{w}");
        }
        assert!(!word.is_match("éléphant"), "lower-case start");
        assert!(!word.is_match("Ab1"), "digit");
        assert!(!word.is_match("A×B"), "a sign among Latin-1's letters");
        let lower = european(r"^\p{Ll}+$").unwrap();
        assert!(lower.is_match("ærøœłαж"));
        assert!(
            !lower.is_match("Łódź"),
            "Latin Extended-A's capitals are capitals"
        );
    }

    #[test]
    fn european_patterns_read_digits_as_ascii_and_keep_other_escapes() {
        let year = european(r"^\d{4}\s\p{Ll}+$").unwrap();
        assert!(year.is_match("1789 révolution"));
        assert!(!year.is_match("١٧٨٩ révolution"), "Arabic-Indic digits");
        assert!(
            european(r"\\d").unwrap().is_match(r"\d"),
            "an escaped backslash is kept"
        );
    }
}
