//! A quiz as Markdown: for reading, printing and pasting into notes. Keys
//! are marked so a teacher can check them at a glance; it is not read back.

use std::fmt::Write;

use quizforge_core::{Body, Quiz};

/// Writes `quiz` as a Markdown document.
pub fn export_markdown(quiz: &Quiz) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# {}\n", one_line(&quiz.title));
    for (i, q) in quiz.questions.iter().enumerate() {
        let _ = write!(out, "## {}. ", i + 1);
        if let Some(topic) = &q.topic {
            let _ = write!(out, "{} — ", one_line(topic));
        }
        let points = if q.points == 1.0 {
            "1 point".to_string()
        } else {
            format!("{} points", q.points)
        };
        let _ = writeln!(out, "{} ({points})\n", q.kind().as_str().replace('_', " "));
        if let Some(stimulus) = &q.stimulus {
            let _ = writeln!(out, "> {}\n", one_line(stimulus));
        }
        let _ = writeln!(out, "{}\n", q.prompt.trim());
        for image in &q.images {
            let _ = writeln!(out, "![]({image})\n");
        }
        match &q.body {
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices } => {
                for (j, c) in choices.iter().enumerate() {
                    let letter = char::from(b'A' + (j % 26) as u8);
                    let mark = if c.correct { "[x]" } else { "[ ]" };
                    let text = match &c.image {
                        Some(url) if c.text.is_empty() => format!("![]({url})"),
                        _ => one_line(&c.text),
                    };
                    let _ = writeln!(out, "- {mark} {letter}) {text}");
                }
                out.push('\n');
            }
            Body::ShortAnswer { accepted, .. } => {
                let answers: Vec<String> = accepted.iter().map(|a| one_line(&a.text)).collect();
                let _ = writeln!(out, "**Answer:** {}\n", answers.join(" / "));
            }
            Body::Numeric { answers } => {
                let answers: Vec<String> = answers
                    .iter()
                    .map(|a| {
                        if a.tolerance > 0.0 {
                            format!("{} ± {}", a.value, a.tolerance)
                        } else {
                            a.value.to_string()
                        }
                    })
                    .collect();
                let _ = writeln!(out, "**Answer:** {}\n", answers.join(" / "));
            }
            Body::Matching { pairs } => {
                for p in pairs {
                    let left = if p.left.is_empty() {
                        "—"
                    } else {
                        p.left.as_str()
                    };
                    let _ = writeln!(out, "- {} → {}", one_line(left), one_line(&p.right));
                }
                out.push('\n');
            }
            Body::Ordering { items } => {
                for (j, item) in items.iter().enumerate() {
                    let _ = writeln!(out, "{}. {}", j + 1, one_line(item));
                }
                out.push('\n');
            }
            Body::Open => out.push_str("_Open answer, marked by the teacher._\n\n"),
        }
        if !q.answer_known {
            out.push_str("**Answer not given in the source: please choose one.**\n\n");
        }
        if let Some(explanation) = &q.explanation {
            let _ = writeln!(out, "_Explanation:_ {}\n", one_line(explanation));
        }
    }
    out
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::{Choice, Question};

    #[test]
    fn keys_and_unknown_answers_are_visible() {
        let mut quiz = Quiz::new("Capitals", "en");
        quiz.questions.push(Question::new(
            "Capital of France?",
            Body::MultipleChoice {
                choices: vec![Choice::new("Rome", false), Choice::new("Paris", true)],
            },
        ));
        let mut unknown = Question::new(
            "Capital of Spain?",
            Body::MultipleChoice {
                choices: vec![Choice::new("Madrid", false), Choice::new("Lisbon", false)],
            },
        );
        unknown.answer_known = false;
        quiz.questions.push(unknown);
        let md = export_markdown(&quiz);
        assert!(md.starts_with("# Capitals\n"));
        assert!(md.contains("- [x] B) Paris"));
        assert!(md.contains("- [ ] A) Madrid"));
        assert!(md.contains("Answer not given in the source"));
    }
}
