//! GIFT syntax tree ⇄ quizforge's quiz model.

use quizforge_core::{
    AcceptedAnswer, Body, Choice, NumericAnswer, Origin, Pair, Question, Quiz, TextFormat,
};

use super::ast::{
    GiftBody, GiftCategory, GiftChoice, GiftFile, GiftFormat, GiftItem, GiftNumber, GiftPair,
    GiftQuestion, Marker, NumberValue, RichText,
};
use crate::error::Position;
use crate::loss::Loss;

/// The model's text format for a GIFT format. Moodle's auto-format is plain
/// text with line breaks kept, which is what `Plain` means to us.
fn text_format(format: GiftFormat) -> TextFormat {
    match format {
        GiftFormat::Moodle | GiftFormat::Plain => TextFormat::Plain,
        GiftFormat::Html => TextFormat::Html,
        GiftFormat::Markdown => TextFormat::Markdown,
    }
}

fn gift_format(format: TextFormat) -> GiftFormat {
    match format {
        TextFormat::Plain => GiftFormat::Moodle,
        TextFormat::Html => GiftFormat::Html,
        TextFormat::Markdown => GiftFormat::Markdown,
    }
}

/// Converts a parsed file to a quiz (title empty, language `en`: GIFT says
/// neither). Categories become each question's `topic`. Returns what the
/// model could not hold; `Loss::question` is the index in `file.items`.
pub fn to_quiz(file: &GiftFile) -> (Quiz, Vec<Loss>) {
    let mut quiz = Quiz::new("", "en");
    let mut losses = Vec::new();
    let mut topic: Option<String> = None;
    for (index, item) in file.items.iter().enumerate() {
        match item {
            GiftItem::Category(c) => topic = Some(c.path.clone()),
            GiftItem::Question(q) => {
                if let Some(question) = to_question(q, index, topic.clone(), &mut losses) {
                    match question.validate() {
                        Ok(()) => quiz.questions.push(question),
                        Err(e) => losses.push(Loss::new(
                            index,
                            format!("skipped: the question breaks a rule of the model ({e})"),
                        )),
                    }
                }
            }
        }
    }
    (quiz, losses)
}

fn non_empty(text: Option<&RichText>) -> Option<String> {
    text.filter(|t| !t.text.is_empty()).map(|t| t.text.clone())
}

fn to_question(
    q: &GiftQuestion,
    index: usize,
    topic: Option<String>,
    losses: &mut Vec<Loss>,
) -> Option<Question> {
    let format = q.text.format;
    let mut other_formats = false;
    let mut note_format = |t: Option<&RichText>| {
        if let Some(t) = t.filter(|t| !t.text.is_empty()) {
            other_formats |= text_format(t.format) != text_format(format);
        }
    };
    let (body, answer_known) = match &q.body {
        GiftBody::Description => {
            losses.push(Loss::new(index, "skipped: a description is not a question"));
            return None;
        }
        GiftBody::Essay => (Body::Open, true),
        GiftBody::MultipleChoice { single, answers } => {
            let choices: Vec<Choice> = answers
                .iter()
                .map(|a| {
                    note_format(Some(&a.text));
                    note_format(a.feedback.as_ref());
                    Choice {
                        text: a.text.text.clone(),
                        correct: a.fraction > 0.0,
                        image: None,
                        weight: a.fraction,
                        feedback: non_empty(a.feedback.as_ref()),
                    }
                })
                .collect();
            let known = choices.iter().any(|c| c.correct);
            let body = if *single {
                Body::MultipleChoice { choices }
            } else {
                Body::MultipleResponse { choices }
            };
            (body, known)
        }
        GiftBody::ShortAnswer { answers } => {
            let accepted: Vec<AcceptedAnswer> = answers
                .iter()
                .map(|a| {
                    note_format(a.feedback.as_ref());
                    AcceptedAnswer {
                        text: a.text.text.clone(),
                        weight: a.fraction,
                        feedback: non_empty(a.feedback.as_ref()),
                    }
                })
                .collect();
            let known = accepted.iter().any(|a| a.weight > 0.0);
            let body = Body::ShortAnswer {
                accepted,
                case_sensitive: false,
            };
            (body, known)
        }
        GiftBody::Numerical {
            answers,
            other_feedback,
        } => {
            if other_feedback.is_some() {
                losses.push(Loss::new(
                    index,
                    "the feedback for any other answer (`~#…`) was dropped",
                ));
            }
            let answers: Vec<NumericAnswer> = answers
                .iter()
                .map(|a| {
                    note_format(a.feedback.as_ref());
                    let (value, tolerance) = a.value.value_and_tolerance();
                    NumericAnswer {
                        value,
                        tolerance: tolerance.abs(),
                        weight: a.fraction,
                        feedback: non_empty(a.feedback.as_ref()),
                    }
                })
                .collect();
            let known = answers.iter().any(|a| a.weight > 0.0);
            (Body::Numeric { answers }, known)
        }
        GiftBody::Matching { pairs } => {
            let pairs: Vec<Pair> = pairs
                .iter()
                .map(|p| {
                    note_format(Some(&p.left));
                    Pair::new(p.left.text.clone(), p.right.clone())
                })
                .collect();
            let known = pairs.iter().any(|p| !p.left.trim().is_empty());
            (Body::Matching { pairs }, known)
        }
        GiftBody::TrueFalse {
            answer,
            wrong_feedback,
            right_feedback,
        } => {
            note_format(wrong_feedback.as_ref());
            note_format(right_feedback.as_ref());
            // Moodle's feedbacktrue is shown to whoever picks True.
            let (when_true, when_false) = if *answer {
                (right_feedback, wrong_feedback)
            } else {
                (wrong_feedback, right_feedback)
            };
            let mut body = Body::true_false(Some(*answer), "en");
            if let Body::TrueFalse { choices } = &mut body {
                choices[0].feedback = non_empty(when_true.as_ref());
                choices[1].feedback = non_empty(when_false.as_ref());
            }
            (body, true)
        }
    };
    note_format(q.general_feedback.as_ref());
    if other_formats {
        losses.push(Loss::new(
            index,
            "parts written in another format than the question text keep their text but not their format",
        ));
    }
    if let Some(id) = &q.idnumber {
        losses.push(Loss::new(
            index,
            format!("the id number `{id}` was dropped"),
        ));
    }
    let mut question = Question::new(q.text.text.clone(), body);
    question.name = q.name.clone();
    question.format = text_format(format);
    question.answer_known = answer_known;
    question.explanation = non_empty(q.general_feedback.as_ref());
    question.topic = topic;
    question.tags = q.tags.clone();
    question.origin = Origin::Imported;
    question.source = Some(q.span);
    Some(question)
}

/// Converts a quiz to a GIFT syntax tree, with what GIFT cannot hold.
/// `Loss::question` is the index in `quiz.questions`.
pub fn from_quiz(quiz: &Quiz) -> (GiftFile, Vec<Loss>) {
    let mut file = GiftFile::default();
    let mut losses = Vec::new();
    let mut current_topic: Option<&str> = None;
    for (index, q) in quiz.questions.iter().enumerate() {
        match (q.topic.as_deref(), current_topic) {
            (Some(topic), current) if current != Some(topic) => {
                file.items.push(GiftItem::Category(GiftCategory {
                    path: topic.to_string(),
                    position: Position::default(),
                    span: quizforge_core::Span::new(0, 0),
                }));
                current_topic = Some(topic);
            }
            (None, Some(current)) => losses.push(Loss::new(
                index,
                format!("GIFT cannot leave a category: the question stays in `{current}`"),
            )),
            _ => {}
        }
        if let Some(question) = from_question(q, index, &mut losses) {
            file.items.push(GiftItem::Question(question));
        }
    }
    (file, losses)
}

fn from_question(q: &Question, index: usize, losses: &mut Vec<Loss>) -> Option<GiftQuestion> {
    let format = gift_format(q.format);
    let rich = |text: &str| RichText::new(text, format);
    let feedback = |text: &Option<String>| text.as_deref().map(rich);
    let mut lose = |what: String| losses.push(Loss::new(index, what));
    if !q.answer_known {
        lose("GIFT cannot say that the key is unknown".into());
    }
    if !q.images.is_empty() {
        lose(format!("{} image(s) dropped", q.images.len()));
    }
    if q.time_limit.is_some() {
        lose("the time limit was dropped".into());
    }
    if q.difficulty.is_some() {
        lose("the difficulty was dropped".into());
    }
    if q.points != 1.0 {
        lose(format!("the points ({}) were dropped", q.points));
    }
    if q.choices().iter().any(|c| c.image.is_some()) {
        lose("choice images dropped".into());
    }
    let prompt = match &q.stimulus {
        Some(stimulus) => {
            lose("the stimulus was put in front of the question text".into());
            format!("{stimulus}\n\n{}", q.prompt)
        }
        None => q.prompt.clone(),
    };
    let choice = |c: &Choice, single: bool| {
        let fraction = if c.correct && c.weight == 0.0 {
            1.0
        } else {
            c.weight
        };
        GiftChoice {
            text: rich(&c.text),
            fraction,
            weight: None,
            marker: if single && fraction == 1.0 {
                Marker::Equals
            } else {
                Marker::Tilde
            },
            feedback: feedback(&c.feedback),
        }
    };
    let body = match &q.body {
        Body::MultipleChoice { choices } => {
            let answers: Vec<GiftChoice> = choices.iter().map(|c| choice(c, true)).collect();
            if !answers.iter().any(|a| a.fraction == 1.0) {
                lose("no choice earns full credit: GIFT reads it back as multiple response".into());
            } else if answers.iter().all(|a| a.fraction == 1.0) {
                lose("every choice is right: GIFT cannot write that as multiple choice".into());
            }
            GiftBody::MultipleChoice {
                single: true,
                answers,
            }
        }
        Body::MultipleResponse { choices } => GiftBody::MultipleChoice {
            single: false,
            answers: choices.iter().map(|c| choice(c, false)).collect(),
        },
        Body::TrueFalse { choices } => {
            let (Some(yes), Some(no)) = (choices.first(), choices.get(1)) else {
                lose("skipped: a true/false question without two choices".into());
                return None;
            };
            if !yes.correct && !no.correct {
                lose("skipped: GIFT needs the answer of a true/false question".into());
                return None;
            }
            if yes.text != "True" || no.text != "False" {
                lose(format!(
                    "the labels `{}`/`{}` read back as True/False",
                    yes.text, no.text
                ));
            }
            let answer = yes.correct;
            let (right, wrong) = if answer { (yes, no) } else { (no, yes) };
            GiftBody::TrueFalse {
                answer,
                wrong_feedback: feedback(&wrong.feedback),
                right_feedback: feedback(&right.feedback),
            }
        }
        Body::ShortAnswer {
            accepted,
            case_sensitive,
        } => {
            if accepted.is_empty() {
                lose("skipped: a short-answer question without accepted answers".into());
                return None;
            }
            if *case_sensitive {
                lose("GIFT short answers are never case-sensitive".into());
            }
            if accepted.iter().any(|a| a.text.contains("->")) {
                lose("an answer holds `->`: GIFT reads the question back as matching".into());
            }
            GiftBody::ShortAnswer {
                answers: accepted
                    .iter()
                    .map(|a| GiftChoice {
                        text: rich(&a.text),
                        fraction: a.weight,
                        weight: Some(a.weight * 100.0),
                        marker: Marker::Equals,
                        feedback: feedback(&a.feedback),
                    })
                    .collect(),
            }
        }
        Body::Numeric { answers } => {
            if answers.is_empty() {
                lose("skipped: a numeric question without answers".into());
                return None;
            }
            GiftBody::Numerical {
                answers: answers
                    .iter()
                    .map(|a| GiftNumber {
                        value: NumberValue::Exact {
                            value: a.value,
                            tolerance: Some(a.tolerance),
                        },
                        fraction: a.weight,
                        weight: Some(a.weight * 100.0),
                        listed: true,
                        feedback: feedback(&a.feedback),
                    })
                    .collect(),
                other_feedback: None,
            }
        }
        Body::Matching { pairs } => {
            if pairs.len() < 2 {
                lose("skipped: GIFT matching needs at least two pairs".into());
                return None;
            }
            if pairs.iter().any(|p| p.left.contains("->")) {
                lose("a left side holds `->`: GIFT splits the pair there".into());
            }
            GiftBody::Matching {
                pairs: pairs
                    .iter()
                    .map(|p| GiftPair {
                        left: rich(&p.left),
                        right: p.right.clone(),
                    })
                    .collect(),
            }
        }
        Body::Ordering { .. } => {
            lose("skipped: GIFT has no ordering questions".into());
            return None;
        }
        Body::Open => GiftBody::Essay,
    };
    Some(GiftQuestion {
        name: q.name.clone(),
        text: rich(&prompt),
        embedded: false,
        text_before: prompt.clone(),
        text_after: None,
        general_feedback: feedback(&q.explanation),
        body,
        idnumber: None,
        tags: q.tags.clone(),
        position: Position::default(),
        span: quizforge_core::Span::new(0, 0),
    })
}
