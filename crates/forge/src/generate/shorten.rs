//! A sentence over the length limit made askable by leaving out what it
//! says in passing: an aside in brackets ("(such as waiting in long lines
//! for a restaurant)") or between dashes, and failing that, what follows
//! its first semicolon. Over the English sections of unseen sets 60 to
//! 66, 102 sentences ran over 40 words and were never asked; a quarter
//! held such an aside. What is left is the teacher's own words, in their
//! order.

use super::unfit::SENTENCE_WORDS;

/// Fewest words of an aside worth leaving out: "(CAD)" or "(1865)" is a
/// name or a date the question may need.
const FEWEST_ASIDE_WORDS: usize = 3;

/// The sentence without its asides, or its first clause before a
/// semicolon, when that brings it within the limit; None otherwise.
pub(super) fn without_asides(sentence: &str) -> Option<String> {
    if sentence.split_whitespace().count() <= *SENTENCE_WORDS.end() {
        return None;
    }
    let bare = drop_brackets(&drop_dashes(sentence));
    if bare != sentence && bare.split_whitespace().count() <= *SENTENCE_WORDS.end() {
        return Some(bare);
    }
    // "…; however, some winters …": the first clause stands on its own.
    first_clause(&bare)
}

/// The clause before a sentence's first semicolon, as a sentence of its
/// own, when it is of a fit length: "Interior mutability is a design
/// pattern in Rust that …; normally, this action is disallowed by the
/// borrowing rules." (unseen set 112) states what interior mutability is
/// before its second clause leans on the first, and went unasked for the
/// "this" of that second clause. Whether the clause is fit to ask is for
/// the caller's checks.
pub(super) fn first_clause(sentence: &str) -> Option<String> {
    let (first, _) = sentence.split_once("; ")?;
    let words = first.split_whitespace().count();
    SENTENCE_WORDS
        .contains(&words)
        .then(|| format!("{}.", first.trim_end_matches(',')))
}

/// The text without bracketed asides of three words or more.
fn drop_brackets(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find(" (") {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else {
            break;
        };
        let inside = &rest[open + 2..close];
        if inside.contains('(') || inside.split_whitespace().count() < FEWEST_ASIDE_WORDS {
            out.push_str(&rest[..=close]);
        } else {
            out.push_str(&rest[..open]);
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The text without asides between a pair of em dashes ("— and with it,
/// personal freedom —"), each of three words or more.
fn drop_dashes(text: &str) -> String {
    let pieces: Vec<&str> = text.split('—').collect();
    if pieces.len() < 3 || pieces.len().is_multiple_of(2) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    for (i, piece) in pieces.iter().enumerate() {
        if i % 2 == 1 && piece.split_whitespace().count() >= FEWEST_ASIDE_WORDS {
            // The space the dashes stood in for.
            if !out.ends_with(' ') {
                out.push(' ');
            }
            continue;
        }
        if i % 2 == 1 {
            out.push('—');
            out.push_str(piece);
            out.push('—');
        } else {
            out.push_str(piece.trim_start_matches(' '));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{first_clause, without_asides};

    const LONG_TAIL: &str = "and it stayed that way for many years after, as every record of the period shows in detail.";

    #[test]
    fn a_long_sentence_loses_its_asides() {
        let sentence = format!(
            "Price may be monetary or nonmonetary (such as waiting in long lines for a restaurant or giving blood at the local blood bank), {LONG_TAIL}"
        );
        assert_eq!(
            without_asides(&sentence).as_deref(),
            Some(
                "Price may be monetary or nonmonetary, and it stayed that way for many years after, as every record of the period shows in detail."
            )
        );
        let dashed = format!(
            "Life in crowded northern cities permitted a degree of anonymity—and with it, personal freedom and a chance to prosper—that rural life in the South could not offer, {LONG_TAIL}"
        );
        assert_eq!(
            without_asides(&dashed).as_deref(),
            Some(
                "Life in crowded northern cities permitted a degree of anonymity that rural life in the South could not offer, and it stayed that way for many years after, as every record of the period shows in detail."
            )
        );
    }

    #[test]
    fn a_name_or_date_in_brackets_stays_and_a_first_clause_may_stand_alone() {
        let sentence = "These seasonal increases in computer-aided design (CAD) use are expected every winter in many firms across the country; however, some winters have an unusually large number of cases in particular regions, and such situations would qualify as epidemics of a kind.";
        assert_eq!(
            without_asides(sentence).as_deref(),
            Some(
                "These seasonal increases in computer-aided design (CAD) use are expected every winter in many firms across the country."
            )
        );
        // Within the limit already: nothing to leave out.
        assert_eq!(
            without_asides("Price may be monetary (such as fees)."),
            None
        );
    }

    #[test]
    fn the_clause_before_a_semicolon_reads_as_a_sentence() {
        assert_eq!(
            first_clause(
                "Interior mutability is a design pattern in Rust that allows data to change even when there are immutable references to that data; normally, this action is disallowed by the borrowing rules."
            )
            .as_deref(),
            Some(
                "Interior mutability is a design pattern in Rust that allows data to change even when there are immutable references to that data."
            )
        );
        // No semicolon, or too short a clause before it.
        assert_eq!(first_clause("Rust checks borrows at compile time."), None);
        assert_eq!(
            first_clause("Paris, France; Rome, Italy; Madrid, Spain."),
            None
        );
    }
}
