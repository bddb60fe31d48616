//! Grading one response to one question: a pure function of the two.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use crate::model::{AcceptedAnswer, Body, Kind, Question};

/// What a student answered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type", content = "value")]
pub enum Response {
    /// The index of the one choice picked (multiple choice, true/false).
    Choice(usize),
    /// The indices of every choice ticked (multiple response).
    Choices(Vec<usize>),
    /// Typed text (short answer, open).
    Text(String),
    /// A number (numeric).
    Number(f64),
    /// For each pair with a left side, in order, the right side chosen.
    Matches(Vec<Option<String>>),
    /// The item indices in the order the student put them.
    Order(Vec<usize>),
}

/// How a response fared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Full credit.
    Correct,
    /// Some credit.
    Partial,
    /// No credit.
    Incorrect,
    /// The teacher must mark it (open questions, or no key yet).
    NeedsReview,
}

/// The result of grading one response.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Grade {
    /// The share of the question's credit earned, 0 to 1.
    pub fraction: f64,
    /// The points earned: `fraction × points`.
    pub points: f64,
    /// The verdict.
    pub outcome: Outcome,
}

/// A response that cannot be graded against the question.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum GradeError {
    /// The response is not of the shape the question asks for.
    #[error("a {kind} question cannot take this response")]
    WrongShape { kind: Kind },
    /// A choice or item index is not in the question.
    #[error("index {index} is out of range (the question has {len})")]
    OutOfRange { index: usize, len: usize },
    /// An ordering response is not a permutation of the items.
    #[error("an ordering response must list every item exactly once")]
    NotAPermutation,
    /// A matching response has the wrong number of entries.
    #[error("expected {expected} matches, found {found}")]
    WrongMatchCount { expected: usize, found: usize },
    /// A number that is not finite.
    #[error("the answer is not a finite number")]
    NotANumber,
}

/// Grades `response` against `question`.
pub fn grade(question: &Question, response: &Response) -> Result<Grade, GradeError> {
    let fraction = match (&question.body, response) {
        (Body::Open, Response::Text(_)) => return Ok(needs_review()),
        (Body::MultipleChoice { choices } | Body::TrueFalse { choices }, Response::Choice(i)) => {
            let choice = choices.get(*i).ok_or(GradeError::OutOfRange {
                index: *i,
                len: choices.len(),
            })?;
            choice.weight
        }
        (Body::MultipleResponse { choices }, Response::Choices(picked)) => {
            let mut seen = vec![false; choices.len()];
            let mut total = 0.0;
            for &i in picked {
                let slot = seen.get_mut(i).ok_or(GradeError::OutOfRange {
                    index: i,
                    len: choices.len(),
                })?;
                if !*slot {
                    *slot = true;
                    total += choices[i].weight;
                }
            }
            total
        }
        (
            Body::ShortAnswer {
                accepted,
                case_sensitive,
            },
            Response::Text(text),
        ) => best_text_match(
            accepted,
            text,
            Marking {
                case_sensitive: *case_sensitive,
                ignore_accents: question.ignore_accents,
            },
        ),
        (Body::Numeric { answers }, Response::Number(x)) => {
            if !x.is_finite() {
                return Err(GradeError::NotANumber);
            }
            answers
                .iter()
                .filter(|a| (x - a.value).abs() <= a.tolerance + 1e-9 * a.value.abs().max(1.0))
                .map(|a| a.weight)
                .fold(0.0, f64::max)
        }
        (Body::Matching { pairs }, Response::Matches(given)) => {
            let lefts: Vec<_> = pairs.iter().filter(|p| !p.left.trim().is_empty()).collect();
            if given.len() != lefts.len() {
                return Err(GradeError::WrongMatchCount {
                    expected: lefts.len(),
                    found: given.len(),
                });
            }
            let right = lefts
                .iter()
                .zip(given)
                .filter(|(pair, answer)| {
                    answer
                        .as_deref()
                        .is_some_and(|a| fold_spaces(a) == fold_spaces(&pair.right))
                })
                .count();
            right as f64 / lefts.len().max(1) as f64
        }
        (Body::Ordering { items }, Response::Order(order)) => ordering_credit(items.len(), order)?,
        _ => {
            return Err(GradeError::WrongShape {
                kind: question.kind(),
            });
        }
    };
    if !question.answer_known {
        return Ok(needs_review());
    }
    let fraction = fraction.clamp(0.0, 1.0);
    let outcome = if fraction >= 1.0 - 1e-9 {
        Outcome::Correct
    } else if fraction > 1e-9 {
        Outcome::Partial
    } else {
        Outcome::Incorrect
    };
    Ok(Grade {
        fraction,
        points: fraction * question.points,
        outcome,
    })
}

fn needs_review() -> Grade {
    Grade {
        fraction: 0.0,
        points: 0.0,
        outcome: Outcome::NeedsReview,
    }
}

/// Credit for an ordering: the longest run of items already in the right
/// relative order, so one misplaced item costs one item, not all of them.
fn ordering_credit(len: usize, order: &[usize]) -> Result<f64, GradeError> {
    let mut seen = vec![false; len];
    if order.len() != len {
        return Err(GradeError::NotAPermutation);
    }
    for &i in order {
        match seen.get_mut(i) {
            Some(slot) if !*slot => *slot = true,
            Some(_) => return Err(GradeError::NotAPermutation),
            None => return Err(GradeError::OutOfRange { index: i, len }),
        }
    }
    if len < 2 {
        return Ok(1.0);
    }
    // Patience sorting: the length of the longest increasing subsequence.
    let mut tails: Vec<usize> = Vec::with_capacity(len);
    for &i in order {
        match tails.binary_search(&i) {
            Ok(_) => {}
            Err(pos) if pos == tails.len() => tails.push(i),
            Err(pos) => tails[pos] = i,
        }
    }
    Ok((tails.len() - 1) as f64 / (len - 1) as f64)
}

/// How a short answer is compared with the accepted answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Marking {
    case_sensitive: bool,
    ignore_accents: bool,
}

fn best_text_match(accepted: &[AcceptedAnswer], text: &str, marking: Marking) -> f64 {
    let given = normalise(text, marking);
    let given_joined = joined(&given);
    accepted
        .iter()
        .filter(|a| {
            let expected = normalise(&a.text, marking);
            wildcard_match(&expected, &given) || wildcard_match(&joined(&expected), &given_joined)
        })
        .map(|a| a.weight)
        .fold(0.0, f64::max)
}

/// The answer with the hyphens and spaces between two letters taken out:
/// "re-election", "reelection" and "re election" are one word written
/// three ways, and dictionaries disagree on which ("long-term", "long
/// term"). A student who writes the word another way has still given it.
/// A sign before a number ("-5") is no joint and stays.
fn joined(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    chars
        .iter()
        .enumerate()
        .filter(|&(at, c)| {
            let joint = matches!(c, '-' | '\u{2010}' | '\u{2011}' | ' ');
            let between_letters = at > 0
                && chars[at - 1].is_alphabetic()
                && chars.get(at + 1).is_some_and(|n| n.is_alphabetic());
            !(joint && between_letters)
        })
        .map(|(_, c)| *c)
        .collect()
}

/// Sentence punctuation and quotation marks, which a typed answer may carry
/// around it without changing what it says ("lava." is "lava", and so is
/// 'lava', typed with the apostrophe that phones turn into ’). Signs that
/// can be part of an answer (`+ - # % $ ( ) *`…) are not among them, so
/// "C++" is never "C".
const SURROUNDING: &[char] = &[
    '.', ',', ';', ':', '!', '?', '…', '¡', '¿', '"', '\'', '“', '”', '„', '«', '»', '‹', '›', '‘',
    '’', '‚', '「', '」', '。', '、', '！', '？',
];

/// The form in which a typed answer and an accepted answer are compared:
/// composed Unicode (NFC), runs of white space folded to one space, the
/// sentence punctuation and quotation marks around it removed, lower-cased
/// unless case-sensitive, and without accents and other combining marks
/// when the question ignores accents. An answer made only of punctuation
/// keeps it, so that "?" is not the empty answer.
fn normalise(text: &str, marking: Marking) -> String {
    let composed: String = if marking.ignore_accents {
        strip_accents(text)
    } else {
        text.nfc().collect()
    };
    let folded = fold_spaces(&composed);
    let trimmed = folded.trim_matches(|c: char| SURROUNDING.contains(&c) || c.is_whitespace());
    let kept = if trimmed.is_empty() { &folded } else { trimmed };
    if marking.case_sensitive {
        kept.to_string()
    } else {
        kept.to_lowercase()
    }
}

/// Trims and folds runs of white space to one space.
fn fold_spaces(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text without accents: decomposed (NFD), combining marks dropped,
/// recomposed; and the few Latin letters whose stroke is not a combining
/// mark (ł, ø, đ, ħ) written as their base letter.
fn strip_accents(text: &str) -> String {
    text.nfd()
        .filter(|&c| !is_combining_mark(c))
        .map(|c| match c {
            'ł' => 'l',
            'Ł' => 'L',
            'ø' => 'o',
            'Ø' => 'O',
            'đ' => 'd',
            'Đ' => 'D',
            'ħ' => 'h',
            'Ħ' => 'H',
            other => other,
        })
        .nfc()
        .collect()
}

/// Languages (ISO 639-1) that write a decimal comma, `3,5`, and group
/// thousands with spaces or dots.
const DECIMAL_COMMA: &[&str] = &[
    "fr", "de", "es", "it", "pt", "nl", "pl", "ru", "uk", "be", "cs", "sk", "sl", "hr", "sr", "bs",
    "bg", "mk", "ro", "hu", "tr", "el", "sv", "da", "nb", "nn", "no", "fi", "et", "lv", "lt", "is",
    "id", "vi", "ca", "eu", "gl", "az", "kk", "ka", "hy", "sq",
];

/// Reads a number a student typed, in a quiz written in `language`
/// (ISO 639-1), or `None` when it is not one number.
///
/// - A leading `+`, `-` or `−` (U+2212) gives the sign; white space around
///   the number is ignored.
/// - Spaces (also no-break and thin spaces) and `'` between digits group
///   thousands: `1 000 000`, `1'000`.
/// - When both `.` and `,` appear, the last one is the decimal separator
///   and the other groups thousands: `1,234.5` and `1.234,5` are 1234.5.
/// - A separator that appears more than once groups thousands:
///   `1,000,000` and `1.000.000` are a million.
/// - A single `.` is a decimal point, in every language: `3.5`, and also
///   `1.000`, which is 1 (the point is the decimal mark of every calculator
///   and keyboard).
/// - A single `,` is a decimal comma (`3,5` is 3.5), except in a language
///   that does not write a decimal comma (English, and any language not in
///   the list of decimal-comma languages) when exactly three digits follow
///   it and one to three digits, not starting with 0, precede it: there
///   `1,000` is a thousand, as an English reader means it; in French it is 1.
///
/// Thousands groups must be groups of three digits after a first group of
/// one to three, or the text is not a number (`1,00,0` is refused rather
/// than guessed at).
pub fn parse_number(typed: &str, language: &str) -> Option<f64> {
    // `fr-CA` writes numbers as `fr` does.
    let language = language
        .split(['-', '_'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let text = typed.trim();
    let first = text.chars().next()?;
    let (negative, body) = match first {
        '-' | '−' => (true, &text[first.len_utf8()..]),
        '+' => (false, &text[1..]),
        _ => (false, text),
    };
    // Spaces and apostrophes only ever group digits.
    let mut chars: Vec<char> = Vec::with_capacity(body.len());
    let raw: Vec<char> = body.chars().collect();
    for (i, &c) in raw.iter().enumerate() {
        let grouping = c.is_whitespace() || c == '\'' || c == '’';
        if grouping {
            let between = i > 0
                && raw[i - 1].is_ascii_digit()
                && raw.get(i + 1).is_some_and(char::is_ascii_digit);
            if !between {
                return None;
            }
            chars.push(' ');
        } else if c.is_ascii_digit() || c == '.' || c == ',' {
            chars.push(c);
        } else {
            return None;
        }
    }
    let dots = chars.iter().filter(|&&c| c == '.').count();
    let commas = chars.iter().filter(|&&c| c == ',').count();
    let spaced = chars.contains(&' ');
    let last_dot = chars.iter().rposition(|&c| c == '.');
    let last_comma = chars.iter().rposition(|&c| c == ',');
    let decimal = match (dots, commas) {
        (0, 0) => None,
        (_, 0) if dots > 1 => None,
        (0, _) if commas > 1 => None,
        (1, 0) => last_dot,
        (0, 1) => {
            let at = last_comma?;
            let before = &chars[..at];
            let after = &chars[at + 1..];
            let thousands = !spaced
                && !DECIMAL_COMMA.contains(&language.as_str())
                && after.len() == 3
                && (1..=3).contains(&before.len())
                && before[0] != '0';
            if thousands { None } else { Some(at) }
        }
        _ => {
            let at = last_dot.max(last_comma)?;
            // Only one decimal separator, and it comes last.
            if chars[at + 1..].iter().any(|c| *c == '.' || *c == ',') {
                return None;
            }
            Some(at)
        }
    };
    let (int_part, frac_part) = match decimal {
        Some(at) => (&chars[..at], &chars[at + 1..]),
        None => (&chars[..], &chars[chars.len()..]),
    };
    if frac_part.iter().any(|c| !c.is_ascii_digit()) {
        return None;
    }
    let digits = grouped_digits(int_part)?;
    if digits.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut number = String::with_capacity(digits.len() + frac_part.len() + 3);
    if negative {
        number.push('-');
    }
    number.push_str(if digits.is_empty() { "0" } else { &digits });
    if !frac_part.is_empty() {
        number.push('.');
        number.extend(frac_part);
    }
    let value: f64 = number.parse().ok()?;
    value.is_finite().then_some(value)
}

/// The digits of an integer part, checking its thousands groups: with any
/// separator (`.`, `,`, space) in it, one group of 1 to 3 digits and then
/// groups of exactly 3, all split by the same separator.
fn grouped_digits(part: &[char]) -> Option<String> {
    let separator = part.iter().find(|c| !c.is_ascii_digit()).copied();
    let Some(separator) = separator else {
        return Some(part.iter().collect());
    };
    let mut digits = String::with_capacity(part.len());
    for (i, group) in part.split(|&c| c == separator).enumerate() {
        let ok = group.iter().all(char::is_ascii_digit)
            && if i == 0 {
                (1..=3).contains(&group.len())
            } else {
                group.len() == 3
            };
        if !ok {
            return None;
        }
        digits.extend(group);
    }
    Some(digits)
}

/// Whether `text` matches `pattern`, where `*` in the pattern stands for any
/// run of characters (GIFT and Moodle short answers).
fn wildcard_match(pattern: &str, text: &str) -> bool {
    if !pattern.contains('*') {
        return pattern == text;
    }
    let parts: Vec<&str> = pattern.split('*').collect();
    let (first, rest) = parts.split_first().expect("split yields one part");
    let Some(mut remaining) = text.strip_prefix(first) else {
        return false;
    };
    let (last, middle) = rest.split_last().expect("a '*' makes two parts");
    for part in middle {
        match remaining.find(part) {
            Some(at) => remaining = &remaining[at + part.len()..],
            None => return false,
        }
    }
    remaining.len() >= last.len() && remaining.ends_with(last)
}

#[cfg(test)]
#[path = "grading_tests.rs"]
mod tests;
