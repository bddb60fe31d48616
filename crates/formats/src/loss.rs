//! What a conversion could not carry over.

/// Something a format could not hold (on export) or that quizforge's model
/// cannot hold (on import). Nothing is dropped silently: every conversion
/// returns these beside its result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loss {
    /// The index of the question concerned: in the quiz on export, in the
    /// order of the source's items on import.
    pub question: usize,
    /// What was lost or changed, in words.
    pub what: String,
    /// The same as one of [`LOSS_TEXTS`] and the words filling its blanks,
    /// when it is one of them: for saying it in another language.
    pub said: Option<Said>,
}

/// A loss as a key of [`LOSS_TEXTS`] and the words in its `{blanks}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// The key.
    pub key: &'static str,
    /// Each blank's name and what fills it, in the English's order.
    pub args: Vec<(String, String)>,
}

impl Loss {
    /// A loss of question `question` (from 0), in words: a loss of
    /// [`LOSS_TEXTS`] carries its key and blanks.
    pub fn new(question: usize, what: impl Into<String>) -> Self {
        let what = what.into();
        let said = said(&what);
        Self {
            question,
            what,
            said,
        }
    }
}

/// What exports lose, by key, in English: `{name}` marks a blank. A loss
/// whose words read as one of these carries its key and blanks.
pub const LOSS_TEXTS: &[(&str, &str)] = &[
    (
        "gift-key-unknown",
        "GIFT cannot say that the key is unknown",
    ),
    (
        "gift-category",
        "GIFT cannot leave a category: the question stays in `{topic}`",
    ),
    ("images-count-dropped", "{count} image(s) dropped"),
    ("the-time-limit-dropped", "the time limit was dropped"),
    ("the-difficulty-dropped", "the difficulty was dropped"),
    ("the-points-dropped", "the points ({points}) were dropped"),
    ("choice-images-dropped", "choice images dropped"),
    (
        "stimulus-in-front",
        "the stimulus was put in front of the question text",
    ),
    (
        "gift-no-full-credit",
        "no choice earns full credit: GIFT reads it back as multiple response",
    ),
    (
        "gift-every-choice-right",
        "every choice is right: GIFT cannot write that as multiple choice",
    ),
    (
        "true-false-two-choices",
        "skipped: a true/false question without two choices",
    ),
    (
        "gift-true-false-answer",
        "skipped: GIFT needs the answer of a true/false question",
    ),
    (
        "gift-labels",
        "the labels `{yes}`/`{no}` read back as True/False",
    ),
    (
        "short-answer-none",
        "skipped: a short-answer question without accepted answers",
    ),
    ("gift-case", "GIFT short answers are never case-sensitive"),
    (
        "gift-arrow-answer",
        "an answer holds `->`: GIFT reads the question back as matching",
    ),
    (
        "numeric-none",
        "skipped: a numeric question without answers",
    ),
    (
        "gift-matching-two",
        "skipped: GIFT matching needs at least two pairs",
    ),
    (
        "gift-arrow-left",
        "a left side holds `->`: GIFT splits the pair there",
    ),
    (
        "gift-no-ordering",
        "skipped: GIFT has no ordering questions",
    ),
    (
        "aiken-true-false",
        "true/false written as a two-choice question",
    ),
    (
        "aiken-choices",
        "skipped: Aiken needs 2 to {max} choices, found {count}",
    ),
    (
        "aiken-one-right",
        "skipped: Aiken needs exactly one fully right choice",
    ),
    ("partial-credit-dropped", "partial credit dropped"),
    ("feedback-dropped", "feedback dropped"),
    ("images-dropped", "images dropped"),
    ("name-topic-tags-dropped", "name, topic and tags dropped"),
    (
        "aiken-question-line",
        "skipped: the question text would not read back as a question line",
    ),
    ("one-line", "text reduced to one line of plain text"),
    (
        "moodle-category",
        "no topic, but Moodle XML keeps the category of the question before it",
    ),
    (
        "moodle-key-unknown",
        "the key is not known; the question is written with no right answer",
    ),
    (
        "moodle-no-ordering",
        "skipped: Moodle XML has no ordering questions (a plugin type is needed)",
    ),
    (
        "moodle-image-links",
        "images written as links in the question text",
    ),
    ("time-limit-dropped", "time limit dropped"),
    ("difficulty-dropped", "difficulty dropped"),
    (
        "shortened",
        "{part} shortened from {count} to {limit} characters",
    ),
    (
        "stimulus-in-front-short",
        "the stimulus was put in front of the question",
    ),
    ("explanation-dropped", "explanation dropped"),
    ("answer-feedback-dropped", "feedback on answers dropped"),
    ("points-dropped", "points ({points}) dropped"),
    ("tool-no-kind", "skipped: {tool} has no {kind} questions"),
    (
        "tool-key-unknown",
        "skipped: the key is not known and {tool} needs one",
    ),
    (
        "tool-max-answers",
        "{tool} holds {max} answers; dropped {list}",
    ),
    (
        "tool-too-many-right",
        "skipped: more right answers than {tool} holds",
    ),
    ("image-only-answer", "skipped: an answer is an image only"),
    (
        "tool-any-one",
        "{tool} accepts any one of several right answers, not all of them together",
    ),
    (
        "tool-exactly-one",
        "skipped: {tool} has exactly one right answer",
    ),
    (
        "tool-right-first",
        "the right answer is listed first, as {tool} requires",
    ),
    (
        "kahoot-time",
        "time limit {from}s set to {to}s, the nearest Kahoot! allows",
    ),
    (
        "case-insensitive",
        "case-sensitive answers become case-insensitive",
    ),
    (
        "partial-and-feedback",
        "partial credit and feedback of answers dropped",
    ),
    (
        "accepted-dropped-five",
        "{count} accepted answers dropped (5 fit)",
    ),
    (
        "numeric-blank",
        "a numeric question became fill-in-the-blank with its exact value",
    ),
    ("tolerance-dropped", "tolerance dropped"),
    ("poll", "the key is not known: written as a poll"),
    (
        "checkbox",
        "several right answers: written as a checkbox question, which needs all of them",
    ),
    ("first-image-only", "only the first image is kept"),
    ("blooket-time", "time limit {time}s cut to Blooket's 300s"),
    ("no-full-right", "skipped: no fully right answer"),
    (
        "other-accepted-dropped",
        "{count} other accepted answers dropped",
    ),
    (
        "socrative-single",
        "a multiple-response question with one right answer is single-answer in Socrative",
    ),
    (
        "socrative-all",
        "several right answers: Socrative needs all of them, not any one",
    ),
    (
        "quizlet-choice-card",
        "a choice question became a card with its right answer",
    ),
    (
        "quizlet-numeric-card",
        "a numeric question became a card with its value",
    ),
    (
        "quizlet-no-form",
        "skipped: a Quizlet card has no {kind} form",
    ),
    ("key-unknown-skipped", "skipped: the key is not known"),
    (
        "qti-xhtml",
        "HTML that is not well-formed XHTML written as plain text",
    ),
    (
        "qti-wildcard",
        "wildcard answers (`*`) are matched literally by QTI",
    ),
    (
        "qti-numeric-others",
        "{count} other numeric answers dropped (QTI's tolerance check has one)",
    ),
    (
        "qti-ordering",
        "ordering credit is all or nothing in QTI's match_correct",
    ),
    ("qti-images-after-blank", "images moved after the blank"),
    ("qti-answer-feedback", "feedback on each answer dropped"),
    (
        "qti-key-unknown",
        "the key is not known; the item has no correct response",
    ),
    ("topic-tags-dropped", "topic and tags dropped"),
    (
        "accents",
        "ignore_accents is not kept: accents will count when this file is marked",
    ),
];

/// The text and blanks of the first of [`LOSS_TEXTS`] that `what` reads as.
fn said(what: &str) -> Option<Said> {
    LOSS_TEXTS
        .iter()
        .find_map(|(key, template)| read_as(what, template).map(|args| Said { key, args }))
}

/// The blanks of `template` in `text`, when `text` is `template` with each
/// `{name}` filled by some non-empty words; a blank ends where the literal
/// after it is next found.
fn read_as(text: &str, template: &str) -> Option<Vec<(String, String)>> {
    let mut args = Vec::new();
    let mut rest = text;
    let mut pattern = template;
    loop {
        let Some(open) = pattern.find('{') else {
            return (rest == pattern).then_some(args);
        };
        rest = rest.strip_prefix(&pattern[..open])?;
        let close = open + pattern[open..].find('}')?;
        let name = &pattern[open + 1..close];
        pattern = &pattern[close + 1..];
        let literal_end = pattern.find('{').unwrap_or(pattern.len());
        let literal = &pattern[..literal_end];
        let end = if literal.is_empty() {
            rest.len()
        } else {
            rest.find(literal)?
        };
        if end == 0 {
            return None;
        }
        args.push((name.to_string(), rest[..end].to_string()));
        rest = &rest[end..];
    }
}

impl std::fmt::Display for Loss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "question {}: {}", self.question + 1, self.what)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn losses_read_as_their_text_with_its_blanks() {
        let loss = Loss::new(0, "the points (2.5) were dropped");
        let said = loss.said.expect("a known loss");
        assert_eq!(said.key, "the-points-dropped");
        assert_eq!(said.args, [("points".to_string(), "2.5".to_string())]);
        let loss = Loss::new(0, "Kahoot! holds 4 answers; dropped E, F");
        assert_eq!(
            loss.said.expect("known").args,
            [
                ("tool".to_string(), "Kahoot!".to_string()),
                ("max".to_string(), "4".to_string()),
                ("list".to_string(), "E, F".to_string())
            ]
        );
        assert_eq!(
            Loss::new(0, "images dropped").said.expect("known").key,
            "images-dropped"
        );
        assert_eq!(Loss::new(0, "something new").said, None);
        assert_eq!(
            Loss::new(0, " image(s) dropped").said,
            None,
            "a blank is never empty"
        );
    }

    /// A quiz of every kind, with every extra a format may not hold.
    fn everything() -> quizforge_core::Quiz {
        use quizforge_core::{
            AcceptedAnswer, Body, Choice, Difficulty, NumericAnswer, Pair, Question, Quiz,
        };
        let mut quiz = Quiz::new("Everything", "en");
        let long = "a very long question text ".repeat(20);
        let mut choices = vec![
            Choice::new("Paris", true),
            Choice::new("Rome", false),
            Choice::new("Madrid", false),
            Choice::new("Lima", false),
            Choice::new("Oslo", false),
            Choice::new("Bern", false),
        ];
        choices[1].image = Some("https://example.org/rome.png".into());
        choices[2].feedback = Some("Spain".into());
        let mut bodies = vec![
            Body::MultipleChoice {
                choices: choices.clone(),
            },
            Body::MultipleChoice {
                choices: vec![Choice::new("a", false), Choice::new("b", false)],
            },
            Body::multiple_response(vec![
                Choice::new("2", true),
                Choice::new("3", true),
                Choice::new("4", false),
            ]),
            Body::multiple_response(vec![Choice::new("2", true), Choice::new("4", false)]),
            Body::true_false(Some(true), "fr"),
            Body::ShortAnswer {
                accepted: (1..8)
                    .map(|i| AcceptedAnswer::new(format!("*answer -> {i}")))
                    .collect(),
                case_sensitive: true,
            },
            Body::Numeric {
                answers: vec![NumericAnswer::new(4.0, 0.5), NumericAnswer::new(5.0, 0.0)],
            },
            Body::Matching {
                pairs: vec![
                    Pair::new("a -> b", "1"),
                    Pair::new("c", "2"),
                    Pair::new("e", "3"),
                ],
            },
            Body::Ordering {
                items: vec!["one".into(), "two".into(), "three".into()],
            },
            Body::Open,
        ];
        bodies.push(Body::MultipleChoice {
            choices: vec![Choice::new("only", true)],
        });
        for (i, body) in bodies.into_iter().enumerate() {
            let mut q = Question::new(
                if i == 0 {
                    long.clone()
                } else {
                    format!("Question {i}?")
                },
                body,
            );
            q.images = vec![
                "https://example.org/a.png".into(),
                "https://example.org/b.png".into(),
            ];
            q.time_limit = Some(37);
            q.difficulty = Some(Difficulty::Hard);
            q.points = 2.5;
            q.stimulus = Some("A passage.".into());
            q.explanation = Some("Because.".into());
            q.name = Some("n".into());
            q.tags = vec!["t".into()];
            q.topic = (i % 2 == 0).then(|| "Topic".to_string());
            q.answer_known = i != 3;
            quiz.questions.push(q);
        }
        quiz
    }

    #[test]
    fn every_loss_an_export_reports_is_one_of_the_loss_texts() {
        let quiz = everything();
        let mut seen = std::collections::BTreeSet::new();
        for format in crate::Format::ALL {
            let Ok(exported) = crate::export(format, &quiz) else {
                continue;
            };
            for loss in exported.losses {
                let said = loss.said.unwrap_or_else(|| {
                    panic!("{}: “{}” is not in LOSS_TEXTS", format.name(), loss.what)
                });
                seen.insert(said.key);
            }
        }
        assert!(seen.len() > 30, "{seen:?}");
    }

    #[test]
    fn no_loss_text_reads_as_another() {
        for (key, template) in LOSS_TEXTS {
            let filled: String = template.replace('{', "⟨").replace('}', "⟩");
            assert_eq!(said(&filled).map(|s| s.key), Some(*key), "{template}");
        }
    }
}
