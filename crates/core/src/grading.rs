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
    accepted
        .iter()
        .filter(|a| wildcard_match(&normalise(&a.text, marking), &given))
        .map(|a| a.weight)
        .fold(0.0, f64::max)
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
mod tests {
    use super::*;
    use crate::model::{AcceptedAnswer, Body, Choice, NumericAnswer, Pair, Question};

    fn q(body: Body) -> Question {
        let mut q = Question::new("prompt", body);
        q.points = 2.0;
        q
    }

    #[test]
    fn multiple_choice_gives_the_picked_choice_weight() {
        let question = q(Body::MultipleChoice {
            choices: vec![Choice::new("a", false), Choice::new("b", true)],
        });
        let right = grade(&question, &Response::Choice(1)).unwrap();
        assert_eq!(right.outcome, Outcome::Correct);
        assert_eq!(right.points, 2.0);
        let wrong = grade(&question, &Response::Choice(0)).unwrap();
        assert_eq!(wrong.outcome, Outcome::Incorrect);
        assert_eq!(
            grade(&question, &Response::Choice(5)),
            Err(GradeError::OutOfRange { index: 5, len: 2 })
        );
    }

    #[test]
    fn true_false_grades_like_a_choice() {
        let question = q(Body::true_false(Some(false), "fr"));
        assert_eq!(question.choices()[1].text, "Faux");
        let grade = grade(&question, &Response::Choice(1)).unwrap();
        assert_eq!(grade.outcome, Outcome::Correct);
    }

    #[test]
    fn multiple_response_gives_partial_credit_and_punishes_ticking_everything() {
        let question = q(Body::multiple_response(vec![
            Choice::new("a", true),
            Choice::new("b", true),
            Choice::new("c", false),
            Choice::new("d", false),
        ]));
        let half = grade(&question, &Response::Choices(vec![0])).unwrap();
        assert_eq!(half.outcome, Outcome::Partial);
        assert!((half.fraction - 0.5).abs() < 1e-12);
        let both = grade(&question, &Response::Choices(vec![1, 0, 0])).unwrap();
        assert_eq!(both.outcome, Outcome::Correct);
        let all = grade(&question, &Response::Choices(vec![0, 1, 2, 3])).unwrap();
        assert_eq!(all.outcome, Outcome::Incorrect);
    }

    #[test]
    fn short_answers_ignore_case_and_spacing_unless_told() {
        let mut question = q(Body::ShortAnswer {
            accepted: vec![
                AcceptedAnswer::new("Ulysses S. Grant"),
                AcceptedAnswer {
                    text: "Grant".into(),
                    weight: 0.5,
                    feedback: None,
                },
            ],
            case_sensitive: false,
        });
        let full = grade(&question, &Response::Text("  ulysses   s. grant ".into())).unwrap();
        assert_eq!(full.outcome, Outcome::Correct);
        let half = grade(&question, &Response::Text("grant".into())).unwrap();
        assert_eq!(half.outcome, Outcome::Partial);
        question.body = Body::ShortAnswer {
            accepted: vec![AcceptedAnswer::new("NaCl")],
            case_sensitive: true,
        };
        let wrong = grade(&question, &Response::Text("nacl".into())).unwrap();
        assert_eq!(wrong.outcome, Outcome::Incorrect);
    }

    fn short(accepted: &[&str]) -> Question {
        q(Body::ShortAnswer {
            accepted: accepted.iter().map(|a| AcceptedAnswer::new(*a)).collect(),
            case_sensitive: false,
        })
    }

    fn outcome(question: &Question, text: &str) -> Outcome {
        grade(question, &Response::Text(text.into()))
            .unwrap()
            .outcome
    }

    #[test]
    fn short_answers_ignore_surrounding_punctuation_and_quotes() {
        let lava = short(&["lava"]);
        for typed in [
            "lava.",
            "Lava!",
            " \"lava\" ",
            "'lava'",
            "« lava »",
            "lava ?",
            "¿lava?",
            "‘Lava’…",
        ] {
            assert_eq!(outcome(&lava, typed), Outcome::Correct, "{typed}");
        }
        assert_eq!(outcome(&lava, "la.va"), Outcome::Incorrect);
        assert_eq!(outcome(&lava, "magma."), Outcome::Incorrect);
        // Signs that belong to an answer stay.
        assert_eq!(outcome(&short(&["C++"]), "c++."), Outcome::Correct);
        assert_eq!(outcome(&short(&["C++"]), "C"), Outcome::Incorrect);
        assert_eq!(outcome(&short(&["-5"]), "5"), Outcome::Incorrect);
        assert_eq!(outcome(&short(&["50%"]), "50"), Outcome::Incorrect);
        // The key's own punctuation is trimmed the same way.
        assert_eq!(outcome(&short(&["U.S."]), "U.S"), Outcome::Correct);
        // An answer that is only punctuation keeps it; a blank answer is
        // not "?".
        assert_eq!(outcome(&short(&["?"]), "?"), Outcome::Correct);
        assert_eq!(outcome(&short(&["?"]), ""), Outcome::Incorrect);
        assert_eq!(outcome(&lava, ""), Outcome::Incorrect);
        assert_eq!(outcome(&lava, "..."), Outcome::Incorrect);
        // Wildcards still work after trimming.
        assert_eq!(
            outcome(&short(&["photo*"]), "Photosynthesis."),
            Outcome::Correct
        );
    }

    #[test]
    fn accents_count_unless_the_question_ignores_them() {
        let mut question = short(&["résumé"]);
        assert_eq!(outcome(&question, "Résumé"), Outcome::Correct);
        // The same letters composed or decomposed are the same answer.
        assert_eq!(outcome(&question, "re\u{301}sume\u{301}"), Outcome::Correct);
        assert_eq!(outcome(&question, "resume"), Outcome::Incorrect);
        question.ignore_accents = true;
        assert_eq!(outcome(&question, "resume"), Outcome::Correct);
        assert_eq!(outcome(&question, "RÉSUMÈ"), Outcome::Correct);
        let mut city = short(&["Łódź"]);
        assert_eq!(outcome(&city, "lodz"), Outcome::Incorrect);
        city.ignore_accents = true;
        assert_eq!(outcome(&city, "lodz"), Outcome::Correct);
        // And the other way round: an accented answer to a plain key.
        let mut plain = short(&["cafe"]);
        plain.ignore_accents = true;
        assert_eq!(outcome(&plain, "café."), Outcome::Correct);
        // Case sensitivity is kept apart from accents.
        let mut salt = q(Body::ShortAnswer {
            accepted: vec![AcceptedAnswer::new("NaCl")],
            case_sensitive: true,
        });
        salt.ignore_accents = true;
        assert_eq!(outcome(&salt, "NaCl."), Outcome::Correct);
        assert_eq!(outcome(&salt, "nacl"), Outcome::Incorrect);
    }

    #[test]
    fn numbers_are_read_with_the_languages_decimal_mark() {
        let cases: &[(&str, &str, Option<f64>)] = &[
            ("3.5", "en", Some(3.5)),
            ("3,5", "en", Some(3.5)),
            ("3,5", "fr", Some(3.5)),
            (" -3,5 ", "de", Some(-3.5)),
            ("−2.25", "en", Some(-2.25)),
            ("+7", "en", Some(7.0)),
            (".5", "en", Some(0.5)),
            (",5", "fr", Some(0.5)),
            ("5.", "en", Some(5.0)),
            // One comma and three digits: thousands in English, a decimal
            // comma in French.
            ("1,000", "en", Some(1000.0)),
            ("1,000", "", Some(1000.0)),
            ("1,000", "fr", Some(1.0)),
            ("1,000", "fr-CA", Some(1.0)),
            ("1,000", "en_GB", Some(1000.0)),
            ("0,125", "en", Some(0.125)),
            ("12,5", "en", Some(12.5)),
            ("1234,567", "en", Some(1234.567)),
            // A single point is a decimal point everywhere.
            ("1.000", "de", Some(1.0)),
            // Both marks: the last one is the decimal separator.
            ("1,234.5", "en", Some(1234.5)),
            ("1.234,5", "de", Some(1234.5)),
            ("1,234,567.25", "en", Some(1234567.25)),
            ("1.234.567", "de", Some(1234567.0)),
            ("1,000,000", "en", Some(1_000_000.0)),
            ("1 000 000", "fr", Some(1_000_000.0)),
            ("1\u{202F}000,5", "fr", Some(1000.5)),
            ("1\u{A0}000", "fr", Some(1000.0)),
            ("1'000.5", "de", Some(1000.5)),
            ("1 000,000", "en", Some(1000.0)),
            // Not one number.
            ("", "en", None),
            ("-", "en", None),
            (".", "en", None),
            ("1,00,0", "en", None),
            ("1,2,3", "en", None),
            ("1.2.3,4", "de", None),
            ("1,234.5.6", "en", None),
            ("12 34", "en", None),
            ("3 ,5", "fr", None),
            ("3.5 kg", "en", None),
            ("1e5", "en", None),
            ("NaN", "en", None),
            ("--3", "en", None),
            ("1,000 000", "fr", None),
        ];
        for (typed, language, expected) in cases {
            assert_eq!(
                parse_number(typed, language),
                *expected,
                "{typed:?} in {language:?}"
            );
        }
    }

    #[test]
    fn short_answer_wildcards_match_any_run() {
        assert!(wildcard_match("*", "anything"));
        assert!(wildcard_match("photo*sis", "photosynthesis"));
        assert!(wildcard_match("a*b*c", "abc"));
        assert!(!wildcard_match("a*b*c", "acb"));
        assert!(!wildcard_match("ab*ba", "aba"));
    }

    #[test]
    fn numeric_accepts_within_tolerance_and_ranges() {
        let question = q(Body::Numeric {
            answers: vec![
                NumericAnswer::new(2.72, 0.01),
                NumericAnswer {
                    weight: 0.5,
                    ..NumericAnswer::range(2.5, 2.8)
                },
            ],
        });
        let exact = grade(&question, &Response::Number(2.729)).unwrap();
        assert_eq!(exact.outcome, Outcome::Correct);
        let close = grade(&question, &Response::Number(2.6)).unwrap();
        assert_eq!(close.outcome, Outcome::Partial);
        let far = grade(&question, &Response::Number(4.0)).unwrap();
        assert_eq!(far.outcome, Outcome::Incorrect);
        assert_eq!(
            grade(&question, &Response::Number(f64::NAN)),
            Err(GradeError::NotANumber)
        );
    }

    #[test]
    fn matching_credits_each_right_pair_and_skips_distractors() {
        let question = q(Body::Matching {
            pairs: vec![
                Pair::new("cat", "meow"),
                Pair::new("dog", "woof"),
                Pair::new("", "moo"),
            ],
        });
        let half = grade(
            &question,
            &Response::Matches(vec![Some("meow".into()), Some("moo".into())]),
        )
        .unwrap();
        assert!((half.fraction - 0.5).abs() < 1e-12);
        assert_eq!(
            grade(&question, &Response::Matches(vec![None])),
            Err(GradeError::WrongMatchCount {
                expected: 2,
                found: 1
            })
        );
    }

    #[test]
    fn ordering_credits_the_longest_run_in_order() {
        let question = q(Body::Ordering {
            items: vec!["a".into(), "b".into(), "c".into(), "d".into(), "e".into()],
        });
        let right = grade(&question, &Response::Order(vec![0, 1, 2, 3, 4])).unwrap();
        assert_eq!(right.outcome, Outcome::Correct);
        let one_moved = grade(&question, &Response::Order(vec![1, 2, 3, 4, 0])).unwrap();
        assert!((one_moved.fraction - 0.75).abs() < 1e-12);
        let reversed = grade(&question, &Response::Order(vec![4, 3, 2, 1, 0])).unwrap();
        assert_eq!(reversed.outcome, Outcome::Incorrect);
        assert_eq!(
            grade(&question, &Response::Order(vec![0, 0, 1, 2, 3])),
            Err(GradeError::NotAPermutation)
        );
    }

    #[test]
    fn open_questions_and_unknown_keys_wait_for_the_teacher() {
        let open = q(Body::Open);
        assert_eq!(
            grade(&open, &Response::Text("essay".into()))
                .unwrap()
                .outcome,
            Outcome::NeedsReview
        );
        let mut unknown = q(Body::MultipleChoice {
            choices: vec![Choice::new("a", false), Choice::new("b", false)],
        });
        unknown.answer_known = false;
        assert_eq!(
            grade(&unknown, &Response::Choice(0)).unwrap().outcome,
            Outcome::NeedsReview
        );
    }

    #[test]
    fn a_response_of_the_wrong_shape_is_an_error() {
        let question = q(Body::Open);
        assert_eq!(
            grade(&question, &Response::Choice(0)),
            Err(GradeError::WrongShape { kind: Kind::Open })
        );
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;

        fn marking(case_sensitive: bool, ignore_accents: bool) -> Marking {
            Marking {
                case_sensitive,
                ignore_accents,
            }
        }

        proptest! {
            #[test]
            fn normalising_twice_changes_nothing(
                text in "\\PC{0,20}",
                case_sensitive: bool,
                ignore_accents: bool,
            ) {
                let m = marking(case_sensitive, ignore_accents);
                let once = normalise(&text, m);
                prop_assert_eq!(normalise(&once, m), once);
            }

            /// Any answer, typed in any case, with extra spaces inside and
            /// punctuation, quotes and spaces around it, earns full credit.
            #[test]
            fn a_decorated_answer_is_still_right(
                words in prop::collection::vec("[a-zA-Zà-ÿ0-9+#-]{1,8}", 1..4),
                gaps in prop::collection::vec("[ \t\u{A0}]{1,3}", 3),
                before in "[ .,;:!?'\"«“‘¿¡]{0,4}",
                after in "[ .,;:!?'\"»”’…]{0,4}",
                upper in prop::collection::vec(any::<bool>(), 32),
                ignore_accents: bool,
            ) {
                let key = words.join(" ");
                let mut typed = String::new();
                for (i, word) in words.iter().enumerate() {
                    if i > 0 {
                        typed.push_str(&gaps[i % gaps.len()]);
                    }
                    for (j, c) in word.chars().enumerate() {
                        if upper[(i * 8 + j) % upper.len()] {
                            typed.extend(c.to_uppercase());
                        } else {
                            typed.push(c);
                        }
                    }
                }
                let typed = format!("{before}{typed}{after}");
                let mut question = short(&[&key]);
                question.ignore_accents = ignore_accents;
                prop_assert_eq!(outcome(&question, &typed), Outcome::Correct, "{:?} for {:?}", typed, key);
            }

            /// Accents added to a plain answer are forgiven exactly when the
            /// question ignores them.
            #[test]
            fn accents_on_a_plain_answer(
                word in "[a-z]{1,10}",
                marks in prop::collection::vec(prop::sample::select(vec!['\u{301}', '\u{300}', '\u{308}', '\u{302}', '\u{327}']), 1..4),
                at in prop::collection::vec(any::<prop::sample::Index>(), 1..4),
            ) {
                let mut chars: Vec<String> = word.chars().map(String::from).collect();
                for (mark, index) in marks.iter().zip(&at) {
                    let slot = index.index(chars.len());
                    chars[slot].push(*mark);
                }
                let typed: String = chars.concat();
                let mut question = short(&[&word]);
                prop_assert_eq!(outcome(&question, &typed), Outcome::Incorrect);
                question.ignore_accents = true;
                prop_assert_eq!(outcome(&question, &typed), Outcome::Correct);
            }

            /// A number written with a decimal comma in a decimal-comma
            /// language, or with grouped thousands and a decimal point in
            /// English, reads back as itself.
            #[test]
            fn written_numbers_read_back(whole in 0u64..10_000_000_000, cents in 0u32..100, negative: bool) {
                let sign = if negative { "-" } else { "" };
                let value = (whole as f64 + f64::from(cents) / 100.0) * if negative { -1.0 } else { 1.0 };
                let digits = whole.to_string();
                let grouped = |separator: &str| {
                    let mut out = String::new();
                    for (i, c) in digits.chars().enumerate() {
                        if i > 0 && (digits.len() - i) % 3 == 0 {
                            out.push_str(separator);
                        }
                        out.push(c);
                    }
                    out
                };
                let close = |x: Option<f64>| x.is_some_and(|x| (x - value).abs() <= 1e-9 * value.abs().max(1.0));
                let french = format!("{sign}{},{cents:02}", grouped("\u{202F}"));
                prop_assert!(close(parse_number(&french, "fr")), "{french}");
                let german = format!("{sign}{},{cents:02}", grouped("."));
                prop_assert!(close(parse_number(&german, "de")), "{german}");
                let english = format!("{sign}{}.{cents:02}", grouped(","));
                prop_assert!(close(parse_number(&english, "en")), "{english}");
                let plain = format!("{sign}{digits}.{cents:02}");
                prop_assert!(close(parse_number(&plain, "fr")), "{plain}");
            }
        }
    }
}
