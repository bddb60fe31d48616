//! Aiken syntax tree ⇄ quizforge's quiz model.

use quizforge_core::{Body, Choice, Origin, Question, Quiz, TextFormat};

use super::ast::{AikenChoice, AikenFile, AikenQuestion};
use crate::error::Position;
use crate::loss::Loss;

/// The most choices an `ANSWER` letter can name.
const MAX_CHOICES: usize = 26;

/// Converts a parsed file to a quiz (title empty, language `en`). A
/// question the model refuses (e.g. an empty choice) is skipped and
/// reported; `Loss::question` is the index in `file.questions`.
pub fn to_quiz(file: &AikenFile) -> (Quiz, Vec<Loss>) {
    let mut quiz = Quiz::new("", "en");
    let mut losses = Vec::new();
    for (index, q) in file.questions.iter().enumerate() {
        let choices = q
            .choices
            .iter()
            .enumerate()
            .map(|(i, c)| Choice::new(c.text.clone(), i == q.answer))
            .collect();
        let mut question = Question::new(q.text.clone(), Body::MultipleChoice { choices });
        question.format = TextFormat::Plain;
        question.origin = Origin::Imported;
        question.source = Some(q.span);
        match question.validate() {
            Ok(()) => quiz.questions.push(question),
            Err(e) => losses.push(Loss::new(
                index,
                format!("skipped: the question breaks a rule of the model ({e})"),
            )),
        }
    }
    (quiz, losses)
}

/// Converts a quiz to Aiken: single-answer multiple choice (and true/false,
/// as two choices) with at most 26 choices. Everything else is skipped;
/// every skip and every dropped detail is reported. `Loss::question` is the
/// index in `quiz.questions`.
pub fn from_quiz(quiz: &Quiz) -> (AikenFile, Vec<Loss>) {
    let mut file = AikenFile::default();
    let mut losses = Vec::new();
    for (index, q) in quiz.questions.iter().enumerate() {
        if let Some(question) = from_question(q, index, &mut losses) {
            file.questions.push(question);
        }
    }
    (file, losses)
}

fn from_question(q: &Question, index: usize, losses: &mut Vec<Loss>) -> Option<AikenQuestion> {
    let mut lose = |what: String| losses.push(Loss::new(index, what));
    let choices = match &q.body {
        Body::MultipleChoice { choices } => choices,
        Body::TrueFalse { choices } => {
            lose("true/false written as a two-choice question".into());
            choices
        }
        other => {
            lose(format!("skipped: Aiken has no {} questions", other.kind()));
            return None;
        }
    };
    if choices.len() < 2 || choices.len() > MAX_CHOICES {
        lose(format!(
            "skipped: Aiken needs 2 to {MAX_CHOICES} choices, found {}",
            choices.len()
        ));
        return None;
    }
    let full: Vec<usize> = (0..choices.len())
        .filter(|&i| choices[i].correct && choices[i].weight > 0.99)
        .collect();
    let [answer] = full[..] else {
        lose("skipped: Aiken needs exactly one fully right choice".into());
        return None;
    };
    if choices.iter().any(|c| c.weight != 0.0 && c.weight <= 0.99) {
        lose("partial credit dropped".into());
    }
    if choices.iter().any(|c| c.feedback.is_some()) || q.explanation.is_some() {
        lose("feedback dropped".into());
    }
    if choices.iter().any(|c| c.image.is_some()) || !q.images.is_empty() {
        lose("images dropped".into());
    }
    if q.name.is_some() || q.topic.is_some() || !q.tags.is_empty() {
        lose("name, topic and tags dropped".into());
    }
    if q.stimulus.is_some() {
        lose("the stimulus was put in front of the question text".into());
    }
    let mut text = one_line(&q.prompt, q.format);
    if let Some(stimulus) = &q.stimulus {
        text = format!("{} {text}", one_line(stimulus, q.format));
    }
    if text.len() < 2 || text.starts_with("ANSWER:") || starts_like_choice(&text) {
        lose("skipped: the question text would not read back as a question line".into());
        return None;
    }
    let choices: Vec<AikenChoice> = (b'A'..=b'Z')
        .zip(choices)
        .map(|(label, c)| AikenChoice {
            label: char::from(label),
            text: one_line(&c.text, q.format),
        })
        .collect();
    if text != q.prompt
        || choices
            .iter()
            .zip(q.choices())
            .any(|(a, c)| a.text != c.text)
    {
        lose("text reduced to one line of plain text".into());
    }
    Some(AikenQuestion {
        text,
        choices,
        answer,
        position: Position::default(),
        span: quizforge_core::Span::new(0, 0),
    })
}

fn starts_like_choice(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| c.is_ascii_uppercase()) && matches!(chars.next(), Some(')' | '.'))
}

/// One line of plain text. HTML loses its tags (block tags become spaces),
/// common entities are decoded and white space collapses, as a browser
/// would show it; other text only has its line breaks made spaces.
pub(crate) fn one_line(text: &str, format: TextFormat) -> String {
    match format {
        TextFormat::Html => html_to_text(text)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
        TextFormat::Plain | TextFormat::Markdown => text
            .replace("\r\n", " ")
            .replace(['\r', '\n'], " ")
            .trim()
            .to_string(),
    }
}

fn html_to_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        out.push_str(&decode_entities(&rest[..lt]));
        let after = &rest[lt + 1..];
        let is_tag = after
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '/' || c == '!');
        if !is_tag {
            out.push('<');
            rest = after;
            continue;
        }
        let end = after.find('>').map_or(after.len(), |i| i + 1);
        let name: String = after
            .trim_start_matches('/')
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect::<String>()
            .to_ascii_lowercase();
        if matches!(
            name.as_str(),
            "p" | "br"
                | "div"
                | "li"
                | "ul"
                | "ol"
                | "tr"
                | "td"
                | "th"
                | "h1"
                | "h2"
                | "h3"
                | "h4"
                | "h5"
                | "h6"
                | "blockquote"
                | "pre"
                | "hr"
                | "table"
        ) {
            out.push(' ');
        }
        rest = &after[end..];
    }
    out.push_str(&decode_entities(rest));
    out
}

fn decode_entities(text: &str) -> String {
    text.replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_becomes_one_line() {
        assert_eq!(
            one_line(
                "<p>Which is the</p>\n<p>oddest &amp; number?</p>",
                TextFormat::Html
            ),
            "Which is the oddest & number?"
        );
        assert_eq!(one_line("a < b\nc", TextFormat::Plain), "a < b c");
    }
}
