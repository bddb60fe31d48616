//! Quizlet's term/definition text, read and written: one card a line, each a
//! short-answer question.

use quizforge_core::{AcceptedAnswer, Body, Question, Quiz, Span};

use crate::aiken::one_line;
use crate::error::{ParseError, ParseErrorKind, Position};
use crate::loss::Loss;

use super::{Read, common_losses, flat_prompt};

/// Reads Quizlet's export: one card a line, term and definition separated
/// by a tab (or, when no line has a tab, the first comma). Each card is a
/// short-answer question: the term asked, the definition expected.
pub(crate) fn read_quizlet(text: &str) -> Read {
    let separator = if text.contains('\t') { '\t' } else { ',' };
    let mut quiz = Quiz::new("", "en");
    let mut errors = Vec::new();
    let mut offset = 0;
    for (number, line) in text.split('\n').enumerate() {
        let start = offset;
        offset += line.len() + 1;
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        let Some((term, definition)) = line.split_once(separator) else {
            errors.push(ParseError::new(
                Position {
                    line: number + 1,
                    column: 1,
                },
                ParseErrorKind::Invalid(format!(
                    "no {} between term and definition",
                    if separator == '\t' { "tab" } else { "comma" }
                )),
            ));
            continue;
        };
        let (term, definition) = (term.trim(), definition.trim());
        if term.is_empty() || definition.is_empty() {
            errors.push(ParseError::new(
                Position {
                    line: number + 1,
                    column: 1,
                },
                ParseErrorKind::Invalid("the term or the definition is empty".into()),
            ));
            continue;
        }
        let mut q = Question::new(
            term,
            Body::ShortAnswer {
                accepted: vec![AcceptedAnswer::new(definition)],
                case_sensitive: false,
            },
        );
        q.source = Some(Span::new(start, start + line.len()));
        quiz.questions.push(q);
    }
    (quiz, errors, Vec::new())
}

/// Writes Quizlet's import text: `term<TAB>definition` lines, tabs and line
/// breaks inside texts made spaces.
pub(crate) fn write_quizlet(quiz: &Quiz) -> (String, Vec<Loss>) {
    let mut out = String::new();
    let mut losses = Vec::new();
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let definition = match &q.body {
            Body::ShortAnswer { accepted, .. } => {
                if accepted.len() > 1 {
                    lose(format!(
                        "{} other accepted answers dropped",
                        accepted.len() - 1
                    ));
                }
                accepted
                    .iter()
                    .max_by(|a, b| a.weight.total_cmp(&b.weight))
                    .map(|a| a.text.clone())
            }
            Body::MultipleChoice { choices } | Body::TrueFalse { choices } => {
                lose("a choice question became a card with its right answer".into());
                choices.iter().find(|c| c.correct).map(|c| c.text.clone())
            }
            Body::Numeric { answers } => {
                lose("a numeric question became a card with its value".into());
                answers
                    .first()
                    .map(|a| crate::moodle_xml::write_number(a.value))
            }
            other => {
                lose(format!(
                    "skipped: a Quizlet card has no {} form",
                    other.kind()
                ));
                continue;
            }
        };
        let Some(definition) = definition else {
            lose("skipped: the key is not known".into());
            continue;
        };
        common_losses(q, &mut lose, false, false);
        let term = flat_prompt(q, &mut lose).replace('\t', " ");
        let definition = one_line(&definition, q.format).replace('\t', " ");
        out.push_str(&term);
        out.push('\t');
        out.push_str(&definition);
        out.push('\n');
    }
    (out, losses)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quizlet_cards_are_short_answers() {
        let (quiz, errors, _) = read_quizlet("cat\tchat\ndog\tchien\nbroken\n");
        assert_eq!(quiz.questions.len(), 2);
        assert_eq!(errors[0].position.line, 3);
        let (text, _) = write_quizlet(&quiz);
        assert_eq!(text, "cat\tchat\ndog\tchien\n");
    }
}
