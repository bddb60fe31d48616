//! Moodle XML syntax tree ⇄ quizforge's quiz model.

use quizforge_core::{
    AcceptedAnswer, Body, Choice, NumericAnswer, Origin, Pair, Question, Quiz, TextFormat,
};

use super::ast::{
    CombinedFeedback, EssayOptions, XmlAnswer, XmlBody, XmlCategory, XmlFormat, XmlItem,
    XmlQuestion, XmlQuiz, XmlSubquestion, XmlText,
};
use crate::loss::Loss;
use crate::media::Media;

fn text_format(format: XmlFormat) -> TextFormat {
    match format {
        XmlFormat::Html => TextFormat::Html,
        XmlFormat::Markdown => TextFormat::Markdown,
        XmlFormat::Moodle | XmlFormat::Plain => TextFormat::Plain,
    }
}

fn xml_format(format: TextFormat) -> XmlFormat {
    match format {
        TextFormat::Html => XmlFormat::Html,
        TextFormat::Markdown => XmlFormat::Markdown,
        TextFormat::Plain => XmlFormat::Moodle,
    }
}

/// Converts a parsed file to a quiz, with the files embedded in its texts
/// (named by content; `@@PLUGINFILE@@/…` references are rewritten to those
/// names). Categories become topics. `Loss::question` is the index of the
/// item in `file.items`.
pub fn to_quiz(file: &XmlQuiz) -> (Quiz, Vec<Loss>, Vec<Media>) {
    let mut quiz = Quiz::new("", "en");
    let mut losses = Vec::new();
    let mut media: Vec<Media> = Vec::new();
    let mut topic: Option<String> = None;
    for (index, item) in file.items.iter().enumerate() {
        match item {
            XmlItem::Category(c) => {
                topic = Some(c.path.clone());
                if c.info.as_ref().is_some_and(|i| !i.text.is_empty()) || c.idnumber.is_some() {
                    losses.push(Loss::new(
                        index,
                        "category description and id number dropped",
                    ));
                }
            }
            XmlItem::Question(q) => {
                let mut lose = |what: String| losses.push(Loss::new(index, what));
                for mut question in to_questions(q, &mut lose, &mut media) {
                    question.topic = topic.clone();
                    match question.validate() {
                        Ok(()) => quiz.questions.push(question),
                        Err(e) => lose(format!(
                            "skipped: the question breaks a rule of the model ({e})"
                        )),
                    }
                }
            }
        }
    }
    (quiz, losses, media)
}

/// The text with its embedded files moved to `media`.
fn take_text(t: &XmlText, media: &mut Vec<Media>) -> String {
    let mut text = t.text.clone();
    for f in &t.files {
        let m = Media::new(&f.name, f.bytes.clone());
        let path = if f.path.ends_with('/') {
            f.path.clone()
        } else {
            format!("{}/", f.path)
        };
        text = text.replace(&format!("@@PLUGINFILE@@{path}{}", f.name), &m.name);
        if !media.iter().any(|x| x.hash == m.hash) {
            media.push(m);
        }
    }
    text
}

fn non_empty(t: &XmlText, media: &mut Vec<Media>) -> Option<String> {
    let text = take_text(t, media);
    (!text.trim().is_empty()).then_some(text)
}

fn to_questions(
    q: &XmlQuestion,
    lose: &mut impl FnMut(String),
    media: &mut Vec<Media>,
) -> Vec<Question> {
    let prompt = take_text(&q.text, media);
    let choice = |a: &XmlAnswer, media: &mut Vec<Media>| Choice {
        text: take_text(&a.text, media),
        correct: a.fraction > 0.0,
        image: None,
        weight: a.fraction,
        feedback: non_empty(&a.feedback, media),
    };
    let body = match &q.body {
        XmlBody::Description => {
            lose("skipped: a description is not a question".into());
            return Vec::new();
        }
        XmlBody::Essay(e) => {
            if *e != default_essay(q.text.format) {
                lose("essay response options (format, lines, attachments, grader information, template) dropped".into());
            }
            Body::Open
        }
        XmlBody::MultiChoice {
            single,
            combined,
            answers,
            ..
        } => {
            lose_combined(combined, lose);
            let choices = answers.iter().map(|a| choice(a, media)).collect();
            if *single {
                Body::MultipleChoice { choices }
            } else {
                Body::MultipleResponse { choices }
            }
        }
        XmlBody::TrueFalse {
            correct,
            feedback_true,
            feedback_false,
        } => {
            let mut body = Body::true_false(Some(*correct), "en");
            if let Body::TrueFalse { choices } = &mut body {
                choices[0].feedback = non_empty(feedback_true, media);
                choices[1].feedback = non_empty(feedback_false, media);
            }
            body
        }
        XmlBody::ShortAnswer { use_case, answers } => Body::ShortAnswer {
            accepted: answers
                .iter()
                .map(|a| AcceptedAnswer {
                    text: a.text.text.clone(),
                    weight: a.fraction.clamp(0.0, 1.0),
                    feedback: non_empty(&a.feedback, media),
                })
                .collect(),
            case_sensitive: *use_case,
        },
        XmlBody::Numerical { answers } => {
            let mut list = Vec::new();
            for a in answers {
                match a.text.text.trim().parse::<f64>() {
                    Ok(value) if value.is_finite() => list.push(NumericAnswer {
                        value,
                        tolerance: a.tolerance.unwrap_or(0.0).abs(),
                        weight: a.fraction.clamp(0.0, 1.0),
                        feedback: non_empty(&a.feedback, media),
                    }),
                    _ => lose(format!(
                        "numerical answer `{}` is not a number (Moodle's catch-all); dropped",
                        a.text.text
                    )),
                }
            }
            Body::Numeric { answers: list }
        }
        XmlBody::Matching {
            combined,
            subquestions,
            ..
        } => {
            lose_combined(combined, lose);
            Body::Matching {
                pairs: subquestions
                    .iter()
                    .map(|s| Pair::new(take_text(&s.text, media), s.answer.clone()))
                    .collect(),
            }
        }
        XmlBody::Cloze { parts } => {
            lose(format!(
                "cloze question with {} embedded answers split into one question per gap",
                parts.len()
            ));
            return cloze_questions(q, &prompt, parts, media);
        }
    };
    let mut question = Question::new(prompt, body);
    fill_common(&mut question, q, lose, media);
    vec![question]
}

fn fill_common(
    question: &mut Question,
    q: &XmlQuestion,
    lose: &mut impl FnMut(String),
    media: &mut Vec<Media>,
) {
    // Moodle names unnamed questions after their text; such a name says
    // nothing the prompt does not, so it is not kept.
    question.name = (!q.name.trim().is_empty() && q.name != default_name(&question.prompt))
        .then(|| q.name.clone());
    question.format = text_format(q.text.format);
    question.explanation = non_empty(&q.general_feedback, media);
    question.points = if q.default_grade.is_finite() && q.default_grade >= 0.0 {
        q.default_grade
    } else {
        1.0
    };
    question.tags = q.tags.clone();
    question.origin = Origin::Imported;
    question.source = Some(q.span);
    if q.idnumber.is_some() {
        lose("id number dropped".into());
    }
    if !q.hints.is_empty() {
        lose(format!("{} hints dropped", q.hints.len()));
    }
    if q.hidden {
        lose("the question was hidden in Moodle; it is not hidden here".into());
    }
}

fn lose_combined(c: &CombinedFeedback, lose: &mut impl FnMut(String)) {
    if !c.correct.text.is_empty()
        || !c.partially_correct.text.is_empty()
        || !c.incorrect.text.is_empty()
    {
        lose("feedback for right, partly right and wrong responses dropped".into());
    }
}

fn default_essay(format: XmlFormat) -> EssayOptions {
    EssayOptions {
        response_format: "editor".into(),
        response_required: 1,
        response_field_lines: 15,
        attachments: 0,
        attachments_required: 0,
        grader_info: XmlText::new("", format),
        response_template: XmlText::new("", format),
    }
}

/// One question per gap: the gap shown as `_____`, other gaps as `…`.
fn cloze_questions(
    q: &XmlQuestion,
    prompt: &str,
    parts: &[super::ast::ClozePart],
    media: &mut Vec<Media>,
) -> Vec<Question> {
    let mut out = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let mut text = prompt.to_string();
        for j in 0..parts.len() {
            let gap = if i == j { "_____" } else { "…" };
            text = text.replace(&format!("{{#{}}}", j + 1), gap);
        }
        let body = match part.qtype {
            "numerical" => Body::Numeric {
                answers: part
                    .answers
                    .iter()
                    .filter_map(|a| {
                        let value = a.text.text.trim().parse::<f64>().ok()?;
                        Some(NumericAnswer {
                            value,
                            tolerance: a.tolerance.unwrap_or(0.0).abs(),
                            weight: a.fraction.clamp(0.0, 1.0),
                            feedback: non_empty(&a.feedback, media),
                        })
                    })
                    .collect(),
            },
            "multichoice" => {
                let choices = part
                    .answers
                    .iter()
                    .map(|a| Choice {
                        text: a.text.text.clone(),
                        correct: a.fraction > 0.0,
                        image: None,
                        weight: a.fraction,
                        feedback: non_empty(&a.feedback, media),
                    })
                    .collect();
                if part.multiple {
                    Body::MultipleResponse { choices }
                } else {
                    Body::MultipleChoice { choices }
                }
            }
            _ => Body::ShortAnswer {
                accepted: part
                    .answers
                    .iter()
                    .map(|a| AcceptedAnswer {
                        text: a.text.text.clone(),
                        weight: a.fraction.clamp(0.0, 1.0),
                        feedback: non_empty(&a.feedback, media),
                    })
                    .collect(),
                case_sensitive: part.case_sensitive,
            },
        };
        let mut question = Question::new(text, body);
        let mut ignore = |_: String| {};
        fill_common(&mut question, q, &mut ignore, media);
        question.points = part.weight;
        out.push(question);
    }
    out
}

/// Converts a quiz to Moodle XML. Every kind has a Moodle type except
/// ordering (skipped and reported). Topics become category items.
/// `Loss::question` is the index in `quiz.questions`.
pub fn from_quiz(quiz: &Quiz) -> (XmlQuiz, Vec<Loss>) {
    let mut file = XmlQuiz::default();
    let mut losses = Vec::new();
    let mut current: Option<&str> = None;
    for (index, q) in quiz.questions.iter().enumerate() {
        let mut lose = |what: String| losses.push(Loss::new(index, what));
        let Some(question) = from_question(q, &mut lose) else {
            continue;
        };
        match (q.topic.as_deref(), current) {
            (Some(topic), current_topic) if current_topic != Some(topic) => {
                file.items.push(XmlItem::Category(XmlCategory {
                    path: topic.to_string(),
                    info: None,
                    idnumber: None,
                }));
                current = Some(topic);
            }
            (None, Some(_)) => {
                lose("no topic, but Moodle XML keeps the category of the question before it".into())
            }
            _ => {}
        }
        file.items.push(XmlItem::Question(Box::new(question)));
    }
    (file, losses)
}

fn from_question(q: &Question, lose: &mut impl FnMut(String)) -> Option<XmlQuestion> {
    let format = xml_format(q.format);
    let text = |t: &str| XmlText::new(t, format);
    let feedback = |f: &Option<String>| XmlText::new(f.clone().unwrap_or_default(), format);
    let answer = |c: &Choice| XmlAnswer {
        text: text(&c.text),
        fraction: c.weight,
        feedback: feedback(&c.feedback),
        tolerance: None,
    };
    if !q.answer_known && !matches!(q.body, Body::Open) {
        lose("the key is not known; the question is written with no right answer".into());
    }
    let lose_images = |lose: &mut dyn FnMut(String), choices: &[Choice]| {
        if choices.iter().any(|c| c.image.is_some()) {
            lose("choice images dropped".into());
        }
    };
    let body = match &q.body {
        Body::MultipleChoice { choices } | Body::MultipleResponse { choices } => {
            lose_images(lose, choices);
            XmlBody::MultiChoice {
                single: matches!(q.body, Body::MultipleChoice { .. }),
                shuffle: true,
                numbering: "abc".into(),
                combined: CombinedFeedback {
                    correct: text(""),
                    partially_correct: text(""),
                    incorrect: text(""),
                    show_num_correct: false,
                },
                answers: choices.iter().map(answer).collect(),
            }
        }
        Body::TrueFalse { choices } => XmlBody::TrueFalse {
            correct: choices.first().is_some_and(|c| c.correct),
            feedback_true: feedback(&choices.first().and_then(|c| c.feedback.clone())),
            feedback_false: feedback(&choices.get(1).and_then(|c| c.feedback.clone())),
        },
        Body::ShortAnswer {
            accepted,
            case_sensitive,
        } => XmlBody::ShortAnswer {
            use_case: *case_sensitive,
            answers: accepted
                .iter()
                .map(|a| XmlAnswer {
                    text: XmlText::new(a.text.clone(), XmlFormat::Plain),
                    fraction: a.weight,
                    feedback: feedback(&a.feedback),
                    tolerance: None,
                })
                .collect(),
        },
        Body::Numeric { answers } => XmlBody::Numerical {
            answers: answers
                .iter()
                .map(|a| XmlAnswer {
                    text: XmlText::new(crate::moodle_xml::write::number(a.value), XmlFormat::Plain),
                    fraction: a.weight,
                    feedback: feedback(&a.feedback),
                    tolerance: Some(a.tolerance),
                })
                .collect(),
        },
        Body::Matching { pairs } => XmlBody::Matching {
            shuffle: true,
            combined: CombinedFeedback {
                correct: text(""),
                partially_correct: text(""),
                incorrect: text(""),
                show_num_correct: false,
            },
            subquestions: pairs
                .iter()
                .map(|p| XmlSubquestion {
                    text: text(&p.left),
                    answer: p.right.clone(),
                })
                .collect(),
        },
        Body::Ordering { .. } => {
            lose("skipped: Moodle XML has no ordering questions (a plugin type is needed)".into());
            return None;
        }
        Body::Open => XmlBody::Essay(default_essay(format)),
    };
    if q.stimulus.is_some() {
        lose("the stimulus was put in front of the question text".into());
    }
    if !q.images.is_empty() {
        lose("images written as links in the question text".into());
    }
    if q.time_limit.is_some() {
        lose("time limit dropped".into());
    }
    if q.difficulty.is_some() {
        lose("difficulty dropped".into());
    }
    let mut prompt = q.prompt.clone();
    if let Some(stimulus) = &q.stimulus {
        prompt = match q.format {
            TextFormat::Html => format!("<p>{stimulus}</p>{prompt}"),
            _ => format!("{stimulus}\n\n{prompt}"),
        };
    }
    for url in &q.images {
        let tag = format!("<img src=\"{}\" alt=\"\">", crate::xml::escape_attr(url));
        prompt = match q.format {
            TextFormat::Html => format!("{prompt}<p>{tag}</p>"),
            _ => format!("{prompt}\n{url}"),
        };
    }
    let name = q.name.clone().unwrap_or_else(|| default_name(&q.prompt));
    Some(XmlQuestion {
        name,
        text: text(&prompt),
        general_feedback: feedback(&q.explanation),
        default_grade: q.points,
        penalty: if matches!(q.body, Body::TrueFalse { .. }) {
            1.0
        } else {
            0.3333333
        },
        hidden: false,
        idnumber: None,
        tags: q.tags.clone(),
        hints: Vec::new(),
        body,
        category: q.topic.clone(),
        position: Default::default(),
        span: quizforge_core::Span::new(0, 0),
    })
}

/// Moodle's name for an unnamed question: its text shortened to 80
/// characters.
fn default_name(prompt: &str) -> String {
    let flat: String = super::parse::strip_tags(prompt)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if flat.chars().count() <= 80 {
        flat
    } else {
        let mut short: String = flat.chars().take(77).collect();
        short.push_str("...");
        short
    }
}
