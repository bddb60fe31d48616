//! Reading Aiken line by line, as Moodle's `qformat_aiken::readquestions`
//! does: every line is trimmed and lines shorter than two bytes are skipped;
//! a line is a choice (`^[A-Z][).]`), an answer (`^ANSWER:`) or else the
//! start of a new question.

use quizforge_core::Span;

use super::ast::{AikenChoice, AikenFile, AikenQuestion};
use crate::error::{
    ImportError, MAX_ANSWERS, MAX_QUESTIONS, ParseError, ParseErrorKind, Position, check_size,
};

/// Reads an Aiken file. Questions with errors are skipped and listed in
/// [`AikenFile::errors`]. Refuses only texts over [`crate::MAX_INPUT_BYTES`]
/// or with more than [`crate::MAX_QUESTIONS`] questions.
pub fn parse(text: &str) -> Result<AikenFile, ImportError> {
    check_size(text)?;
    let mut file = AikenFile::default();
    let mut open: Option<Open> = None;
    for (number, line, offset) in lines(text) {
        let trimmed = line.trim_matches(|c| matches!(c, ' ' | '\t' | '\0' | '\x0B'));
        if trimmed.len() < 2 {
            continue;
        }
        let lead = line.len() - line.trim_start_matches([' ', '\t', '\0', '\x0B']).len();
        let start = offset + lead;
        let position = Position {
            line: number,
            column: line[..lead].chars().count() + 1,
        };
        let error = |kind| ParseError::new(position, kind);
        if let Some(label) = choice_label(trimmed) {
            let Some(question) = open.as_mut() else {
                file.errors.push(error(ParseErrorKind::QuestionNotStarted));
                continue;
            };
            // The label is one ASCII letter and one ASCII mark: two bytes.
            question.choices.push(AikenChoice {
                label,
                text: trimmed[2..].trim().to_string(),
            });
        } else if let Some(rest) = trimmed.strip_prefix("ANSWER:") {
            let Some(question) = open.take() else {
                file.errors.push(error(ParseErrorKind::QuestionNotStarted));
                continue;
            };
            if question.choices.len() < 2 {
                file.errors
                    .push(error(ParseErrorKind::QuestionMissingAnswers {
                        question: question.text,
                    }));
                continue;
            }
            if question.choices.len() > MAX_ANSWERS {
                file.errors
                    .push(error(ParseErrorKind::TooManyAnswers { limit: MAX_ANSWERS }));
                continue;
            }
            let letter: String = rest.trim().chars().take(1).collect();
            let index = letter
                .chars()
                .next()
                .filter(char::is_ascii_uppercase)
                .map(|c| usize::from(c as u8 - b'A'))
                .filter(|&i| i < question.choices.len());
            let Some(answer) = index else {
                file.errors.push(error(ParseErrorKind::AnswerOutOfRange {
                    letter,
                    choices: question.choices.len(),
                }));
                continue;
            };
            if file.questions.len() == MAX_QUESTIONS {
                return Err(ImportError::TooManyQuestions {
                    limit: MAX_QUESTIONS,
                });
            }
            file.questions.push(AikenQuestion {
                text: question.text,
                choices: question.choices,
                answer,
                position: question.position,
                span: Span::new(question.start, start + trimmed.len()),
            });
        } else {
            if let Some(unfinished) = open.take() {
                file.errors.push(error(ParseErrorKind::QuestionNotComplete {
                    question: unfinished.text,
                }));
            }
            open = Some(Open {
                text: trimmed.to_string(),
                choices: Vec::new(),
                position,
                start,
            });
        }
    }
    if let Some(unfinished) = open {
        file.errors.push(ParseError::new(
            unfinished.position,
            ParseErrorKind::QuestionUnfinishedAtEnd {
                question: unfinished.text,
            },
        ));
    }
    Ok(file)
}

/// A question whose `ANSWER:` line has not come yet.
struct Open {
    text: String,
    choices: Vec<AikenChoice>,
    position: Position,
    start: usize,
}

/// The label of a choice line: a capital letter then `)` or `.`.
fn choice_label(line: &str) -> Option<char> {
    let mut chars = line.chars();
    let letter = chars.next().filter(char::is_ascii_uppercase)?;
    matches!(chars.next(), Some(')' | '.')).then_some(letter)
}

/// Physical lines with their 1-based numbers and byte offsets. `\n`, `\r`
/// and `\r\n` each end a line (Moodle counts `\r\n` as two; we don't).
fn lines(text: &str) -> Vec<(usize, &str, usize)> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut start = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' | b'\r' => {
                out.push((out.len() + 1, &text[start..i], start));
                i += if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                start = i;
            }
            _ => i += 1,
        }
    }
    if start < bytes.len() {
        out.push((out.len() + 1, &text[start..], start));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(file: &AikenFile) -> Vec<(usize, &ParseErrorKind)> {
        file.errors
            .iter()
            .map(|e| (e.position.line, &e.kind))
            .collect()
    }

    #[test]
    fn reads_a_question_with_positional_answer() {
        let file = parse("Pick the vowel\r\nC) x\r\nA. e\r\nANSWER: B\r\n").expect("reads");
        assert!(file.errors.is_empty());
        let q = &file.questions[0];
        assert_eq!(q.text, "Pick the vowel");
        assert_eq!(
            q.choices[1],
            AikenChoice {
                label: 'A',
                text: "e".into()
            }
        );
        assert_eq!(q.answer, 1);
        assert_eq!(q.span, Span::new(0, 37));
    }

    #[test]
    fn errors_carry_moodle_codes_and_lines() {
        let file =
            parse("Q1\nA) only\nANSWER: A\n\nA) stray\nQ2\nA) a\nQ3\nA) a\nB) b\nANSWER: C\nQ4")
                .expect("reads");
        assert!(file.questions.is_empty());
        let k = kinds(&file);
        assert!(matches!(
            k[0],
            (3, ParseErrorKind::QuestionMissingAnswers { .. })
        ));
        assert_eq!(k[1], (5, &ParseErrorKind::QuestionNotStarted));
        assert!(matches!(
            k[2],
            (8, ParseErrorKind::QuestionNotComplete { .. })
        ));
        assert!(matches!(
            k[3],
            (11, ParseErrorKind::AnswerOutOfRange { .. })
        ));
        assert!(matches!(
            k[4],
            (12, ParseErrorKind::QuestionUnfinishedAtEnd { .. })
        ));
    }

    #[test]
    fn short_lines_are_ignored_and_answer_is_case_sensitive() {
        let file = parse("Q?\nA) a\n.\nB) b\nanswer: A").expect("reads");
        assert!(file.questions.is_empty());
        assert!(matches!(
            kinds(&file)[0],
            (5, ParseErrorKind::QuestionNotComplete { .. })
        ));
    }
}
