//! The person a sentence opens with by name: "Jay Gould was perhaps the
//! first prominent railroad magnate …", "President Lincoln moved quickly
//! …", "Ben Cohen, co-founder of Ben & Jerry's, instituted …". A history
//! paragraph then goes on with "He bought older, smaller, rundown
//! railroads …", which `resolve.rs` asks about as "Jay Gould bought …"
//! when nothing else could be meant. Over the English sections of unseen
//! sets 60 to 66, 28 sentences opening with "He" or "She" were left
//! unasked, most of them after such a sentence; a person the document
//! names once is no term it repeats (`names.rs`), so the resolution by
//! term missed them.

use std::collections::BTreeMap;

use super::names::PERSON_TITLES;
use crate::lexicon::{Gender, given_name_gender, is_given_name};
use crate::nlp::{Lang, is_stop_word};

/// The surnames of the people a document names in full ("Jeremy
/// Bentham", "Judith Sargent Murray"), each with the gender its given
/// name says, if any: "Bentham thus created …" then opens with a person.
/// A surname alone says nothing, since word lists hold "Gould", "Carter"
/// and "Lincoln" as they hold "Congress".
pub(super) fn surnames(text: &str) -> BTreeMap<String, Option<Gender>> {
    let mut found = BTreeMap::new();
    for name in full_names(text) {
        found
            .entry(name.surname)
            .and_modify(|g: &mut Option<Gender>| {
                if *g != name.gender {
                    *g = None;
                }
            })
            .or_insert(name.gender);
    }
    found
}

/// A person a document names in full: "Veronica Chambers".
pub(super) struct FullName {
    /// As written, from the given name to the surname.
    pub(super) full: String,
    pub(super) surname: String,
    /// What the given name says.
    pub(super) gender: Option<Gender>,
}

/// Every person the document names with a given name and a surname, in
/// the order they come.
pub(super) fn full_names(text: &str) -> Vec<FullName> {
    let mut found = Vec::new();
    // A name stays on its line: a heading that ends in a given name ("The
    // Age of Jackson") runs on into no name of the paragraph under it
    // ("Andrew Jackson won …" read as "Jackson Andrew Jackson").
    for line in text.lines() {
        names_in_line(line, &mut found);
    }
    found
}

fn names_in_line(line: &str, found: &mut Vec<FullName>) {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    for (at, word) in words.iter().enumerate() {
        // "Quincy" of "John Quincy Adams" is a middle name, not the
        // start of another (unseen set 81: "Quincy Adams was then …").
        let middle = || {
            at.checked_sub(1).is_some_and(|before| {
                words[before].starts_with(char::is_uppercase)
                    && words[before].chars().all(char::is_alphabetic)
                    && is_given_name(words[before])
            })
        };
        if !word.starts_with(char::is_uppercase)
            || !word.chars().all(char::is_alphabetic)
            || !is_given_name(word)
            || middle()
        {
            continue;
        }
        // The name runs on over middle names and initials; its last word
        // is the surname.
        let mut last = None;
        for (offset, next) in words[at + 1..].iter().take(MOST_NAME_WORDS - 1).enumerate() {
            let bare = next.trim_end_matches([',', '.', ';', ':', ')']);
            if !name_word(bare) || (bare.contains('.') && !is_initial(next)) {
                break;
            }
            if !is_initial(next) {
                last = Some((at + 1 + offset, bare));
            }
            if bare.len() != next.len() && !is_initial(next) {
                break;
            }
        }
        if let Some((end, surname)) = last {
            let mut full: Vec<&str> = words[at..end].to_vec();
            full.push(surname);
            found.push(FullName {
                full: full.join(" "),
                surname: surname.to_string(),
                gender: given_name_gender(word),
            });
        }
    }
}

/// Most words a person's name has after its title ("Martin Luther King
/// Jr.").
const MOST_NAME_WORDS: usize = 4;

/// Titles that say a man or a woman.
const MEN: &[&str] = &[
    "king", "emperor", "sir", "prince", "sultan", "pharaoh", "lord",
];
const WOMEN: &[&str] = &["queen", "empress", "princess", "lady"];

/// The name (with its title, as written) of the one person `previous`
/// opens with, when `pronoun` ("He" or "She") can stand for that person:
/// a title and a name, a given name and a surname, or a surname alone
/// that the document gives in full elsewhere (`surnames`: "Bentham"
/// after "Jeremy Bentham"), followed by its verb or by an apposition. Never a place or a body ("Great
/// Britain", "Congress"), two people ("Marx and Engels") or a possessive
/// ("Murray’s ideas").
pub(super) fn named<'p>(
    previous: &'p str,
    pronoun: &str,
    surnames: &BTreeMap<String, Option<Gender>>,
) -> Option<&'p str> {
    let female = match pronoun {
        "He" => false,
        "She" => true,
        _ => return None,
    };
    let tokens: Vec<(usize, &str)> = previous
        .split(' ')
        .scan(0, |at, token| {
            let start = *at;
            *at += token.len() + 1;
            Some((start, token))
        })
        .filter(|(_, token)| !token.is_empty())
        .collect();
    let title = tokens.first().and_then(|(_, first)| {
        let lower = first.trim_end_matches('.').to_lowercase();
        (first.starts_with(char::is_uppercase) && PERSON_TITLES.contains(&lower.as_str()))
            .then_some(lower)
    });
    let name_start = usize::from(title.is_some());
    let mut end = name_start;
    let mut apposition = false;
    while end < tokens.len() && end - name_start < MOST_NAME_WORDS {
        let raw = tokens[end].1;
        let word = raw.trim_end_matches(',');
        if !name_word(word) {
            break;
        }
        end += 1;
        if raw.ends_with(',') {
            apposition = true;
            break;
        }
    }
    let words: Vec<&str> = tokens[name_start..end]
        .iter()
        .map(|(_, t)| t.trim_end_matches(','))
        .collect();
    let first = *words.first()?;
    if !apposition {
        // "Jay Gould was …": a verb in lower case follows; not "Marx and
        // Engels", "Gould of …" or a capitalised word the name stopped at.
        let next = tokens.get(end)?.1;
        if !next.starts_with(char::is_lowercase)
            || ["and", "or", "of", "&", "nor", "with"].contains(&next)
        {
            return None;
        }
    }
    let known_person = title.is_some()
        || if words.len() == 1 {
            surnames.contains_key(first)
        } else {
            is_given_name(first) || is_initial(first)
        };
    if !known_person {
        return None;
    }
    let surname_gender = || {
        (words.len() == 1)
            .then(|| surnames.get(first).copied().flatten())
            .flatten()
    };
    let said_gender = title
        .as_deref()
        .and_then(|t| {
            if MEN.contains(&t) {
                Some(Gender::Male)
            } else if WOMEN.contains(&t) {
                Some(Gender::Female)
            } else {
                None
            }
        })
        .or_else(|| given_name_gender(first))
        .or_else(surname_gender);
    if said_gender.is_some_and(|g| (g == Gender::Female) != female) {
        return None;
    }
    let (last_start, last) = tokens[end - 1];
    Some(&previous[..last_start + last.trim_end_matches(',').len()])
}

/// Whether a word may be part of a person's name: capitalised letters (an
/// initial, "Jr.", "Kübler-Ross", "O’Connor"), no possessive, no function
/// word ("The", "In"), no acronym ("NASA").
fn name_word(word: &str) -> bool {
    if is_initial(word) {
        return true;
    }
    let letters = word.trim_end_matches('.');
    !letters.is_empty()
        && letters.starts_with(char::is_uppercase)
        && letters
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, '-' | '\'' | '’' | '.'))
        && !letters.ends_with("'s")
        && !letters.ends_with("’s")
        && !is_stop_word(&letters.to_lowercase(), Lang::En)
        && !(letters.chars().count() >= 2 && letters.chars().all(char::is_uppercase))
}

/// "A." or "W.E.B.": initials that open a name.
fn is_initial(word: &str) -> bool {
    word.ends_with('.')
        && word.starts_with(char::is_uppercase)
        && word
            .chars()
            .all(|c| c == '.' || (c.is_alphabetic() && c.is_uppercase()))
        && word.chars().filter(|c| c.is_alphabetic()).count() <= 3
}

#[cfg(test)]
mod tests {
    use super::{named, surnames};
    use std::collections::BTreeMap;

    const NONE: &BTreeMap<String, Option<super::Gender>> = &BTreeMap::new();

    #[test]
    fn a_name_stays_on_its_line() {
        let text = "The Age of Jackson\n\nAndrew Jackson won the presidency in 1828.";
        let names: Vec<String> = super::full_names(text)
            .into_iter()
            .map(|n| n.full)
            .collect();
        assert_eq!(names, ["Andrew Jackson"]);
    }

    #[test]
    fn a_person_named_at_the_opening() {
        assert_eq!(
            named(
                "Jay Gould was perhaps the first prominent railroad magnate to be called a robber baron.",
                "He",
                NONE
            ),
            Some("Jay Gould")
        );
        assert_eq!(
            named(
                "President Lincoln moved quickly to achieve the war’s ultimate goal.",
                "He",
                NONE
            ),
            Some("President Lincoln")
        );
        assert_eq!(
            named(
                "Ben Cohen, co-founder of an ice cream company, instituted a pay policy.",
                "He",
                NONE
            ),
            Some("Ben Cohen")
        );
        let text = "Jeremy Bentham founded utilitarianism. Bentham thus created a hedonic calculus to measure utility.";
        assert_eq!(
            named(
                "Bentham thus created a hedonic calculus to measure utility.",
                "He",
                &surnames(text)
            ),
            Some("Bentham")
        );
        // Named once in full as a man, never "she".
        assert_eq!(
            named("Bentham thus created a calculus.", "She", &surnames(text)),
            None
        );
        // A surname no full name gives may be anything.
        assert_eq!(named("Bentham thus created a calculus.", "He", NONE), None);
        assert_eq!(
            named(
                "Henry A. Murray recognized this problem and condensed the list.",
                "He",
                NONE
            ),
            Some("Henry A. Murray")
        );
    }

    #[test]
    fn no_place_body_pair_possessive_or_other_gender() {
        for (previous, pronoun) in [
            ("Great Britain passed the Townshend Acts in 1767.", "He"),
            ("Congress passed the act over his veto.", "He"),
            ("Marx and Engels published the manifesto in 1848.", "He"),
            (
                "Murray’s more radical ideas championed economic independence.",
                "She",
            ),
            ("Jay Gould bought older railroads.", "She"),
            ("Queen Victoria ruled for sixty-three years.", "He"),
            ("The emperor sent his general to Italy.", "He"),
            (
                "Only Julian, a nephew of Constantine, attempted a resurgence.",
                "He",
            ),
            ("NASA launched the probe in 1977.", "He"),
            ("Gould bought older railroads.", "It"),
        ] {
            let everyone = surnames("George Washington met Jay Gould and Henry Murray.");
            assert_eq!(named(previous, pronoun, &everyone), None, "{previous}");
        }
    }

    #[test]
    fn surnames_of_people_named_in_full() {
        let found = surnames(
            "Judith Sargent Murray wrote essays. Cornelius Vanderbilt, a magnate, and W. E. B. Du Bois met George Washington.",
        );
        assert_eq!(found.get("Murray"), Some(&Some(super::Gender::Female)));
        assert!(found.contains_key("Vanderbilt"));
        assert!(found.contains_key("Washington"));
        assert!(!found.contains_key("Sargent"));
    }
}
