//! The numbers of a sentence that can be asked about: years, and counts or
//! measures followed by a unit or a counted noun ("24 seconds", "16
//! pieces"), with their place in the sentence.

use crate::nlp::{Lang, TokenKind, is_stop_word, tokens};

/// A year in a sentence.
#[derive(Debug, Clone, PartialEq)]
pub struct NumberKey {
    /// Byte span of the number within the sentence text.
    pub start: usize,
    /// Byte span's end.
    pub end: usize,
    /// Its value.
    pub value: f64,
    /// The unit word after it (lower case), if any.
    pub unit: Option<String>,
    /// Whether it reads as a year.
    pub year: bool,
}

/// Units and counted nouns that make a number worth asking about.
fn unit_after(words: &[&str]) -> Option<String> {
    let first = words.first()?;
    let bare = first.trim_matches(|c: char| !c.is_alphanumeric() && c != '°' && c != '%');
    if bare.is_empty() {
        return None;
    }
    Some(bare.to_lowercase())
}

/// The numbers of a sentence that can be keys: years (1000–2100, not
/// followed by a unit) and counts or measures followed by a unit word.
pub fn numbers(text: &str, lang: Lang) -> Vec<NumberKey> {
    let toks = tokens(text, 0, text.len());
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != TokenKind::Number {
            continue;
        }
        let raw = t.text(text);
        // Part of a larger figure: "3.7.3.1", "1,2", "8 x 8", "2 3" fractions.
        let prev = i.checked_sub(1).map(|p| toks[p].text(text));
        let next = toks.get(i + 1).map(|n| n.text(text));
        if matches!(prev, Some("." | "/" | "x" | "×" | ":" | "-" | "–"))
            && i >= 2
            && toks[i - 2].kind == TokenKind::Number
        {
            continue;
        }
        if matches!(next, Some("/" | "x" | "×" | ":")) {
            continue;
        }
        if raw.matches('.').count() > 1 {
            continue;
        }
        let digits: String = raw.chars().filter(char::is_ascii_digit).collect();
        let Some(mut value) = super::number_options::parse_number(raw) else {
            continue;
        };
        // "−78.5 °C": a minus sign written against the number is part of it.
        let signed = i >= 1
            && matches!(toks[i - 1].text(text), "−" | "-")
            && toks[i - 1].end == t.start
            && (i < 2 || toks[i - 2].kind != TokenKind::Number);
        let start = if signed {
            value = -value;
            toks[i - 1].start
        } else {
            t.start
        };
        let year = !signed
            && raw.len() == 4
            && digits.len() == 4
            && !raw.contains(['.', ','])
            && (1000.0..=2100.0).contains(&value);
        let rest: Vec<&str> = toks[i + 1..].iter().take(1).map(|t| t.text(text)).collect();
        let unit_word = rest
            .first()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '°' && c != '%'));
        // A unit is written in lower case ("seconds", "m", "°C"); "14 July"
        // or "Article 5" are dates and names, not quantities.
        let lower_case = unit_word.is_some_and(|w| {
            !w.starts_with(|c: char| c.is_uppercase())
                || w.starts_with('°')
                || w == "C"
                || w == "F"
                || w == "K"
        });
        let unit = unit_after(&rest).filter(|u| {
            lower_case
                && (u.chars().any(char::is_alphabetic) && !is_stop_word(u, lang) && !is_month(u)
                    || u == "%"
                    || u.starts_with('°'))
        });
        // A number in brackets is usually a conversion or an aside, and a
        // number given twice in a sentence gives itself away.
        let in_brackets =
            text[..t.start].matches('(').count() > text[..t.start].matches(')').count();
        let repeated = toks
            .iter()
            .filter(|o| o.kind == TokenKind::Number && o.text(text) == raw)
            .count()
            > 1;
        let converted = (i + 1..(i + 4).min(toks.len())).any(|j| {
            toks[j].text(text) == "("
                && toks.get(j + 1).is_some_and(|n| n.kind == TokenKind::Number)
        });
        if in_brackets || repeated || converted {
            continue;
        }
        if year && unit.is_none() || !year && unit.is_some() {
            out.push(NumberKey {
                start,
                end: t.end,
                value,
                unit: if year { None } else { unit },
                year,
            });
        }
    }
    out
}

pub fn is_month(word: &str) -> bool {
    const MONTHS: &[&str] = &[
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ];
    MONTHS.contains(&word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_and_quantities_are_keys() {
        let found = numbers(
            "In 1789 the shot clock was 24 seconds and 3.7.3.1 applied to 8 x 8 boards.",
            Lang::En,
        );
        let keys: Vec<_> = found
            .iter()
            .map(|n| (n.value, n.year, n.unit.clone()))
            .collect();
        assert_eq!(
            keys,
            [(1789.0, true, None), (24.0, false, Some("seconds".into()))]
        );
        assert!(numbers("The anniversary, 14 July, is a holiday.", Lang::En).is_empty());
        assert!(numbers("Water boils at 100 °C (212 °F) at sea level.", Lang::En).is_empty());
        assert!(numbers("White has 16 pieces and Black has 16 pieces.", Lang::En).is_empty());
    }
}
