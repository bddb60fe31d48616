//! Our syntax trees in the corpus's `moodle-question` model, and back.

use quizforge_core::{Body, Choice, Question, Quiz, TextFormat};
use quizforge_formats::aiken::{AikenFile, AikenQuestion};
use quizforge_formats::gift::{
    GiftBody, GiftChoice, GiftFormat, GiftItem, GiftNumber, GiftPair, GiftQuestion, Marker,
    NumberValue, RichText,
};
use quizforge_formats::{ParseError, ParseErrorKind};
use serde_json::{Map, Value, json};

fn rich(t: &RichText) -> Value {
    json!({ "text": t.text, "format": t.format.name() })
}

fn rich_or_empty(t: Option<&RichText>, default: GiftFormat) -> Value {
    match t {
        Some(t) => rich(t),
        None => json!({ "text": "", "format": default.name() }),
    }
}

/// A GIFT item as Moodle's importer would return it.
pub fn gift_item(item: &GiftItem) -> Value {
    match item {
        GiftItem::Category(c) => json!({ "qtype": "category", "category": c.path }),
        GiftItem::Question(q) => gift_question(q),
    }
}

fn gift_question(q: &GiftQuestion) -> Value {
    let f = q.text.format;
    let gf = rich_or_empty(q.general_feedback.as_ref(), f);
    let mut m = Map::new();
    if let Some(name) = &q.name {
        m.insert("name".into(), json!(name));
    }
    m.insert("questiontext".into(), json!(q.text.text));
    m.insert("questiontextformat".into(), json!(f.name()));
    m.insert("generalfeedback".into(), gf["text"].clone());
    m.insert("generalfeedbackformat".into(), gf["format"].clone());
    m.insert("qtype".into(), json!(q.body.qtype()));
    let description = matches!(q.body, GiftBody::Description);
    m.insert("defaultmark".into(), json!(if description { 0 } else { 1 }));
    m.insert("length".into(), json!(if description { 0 } else { 1 }));
    let tf = matches!(q.body, GiftBody::TrueFalse { .. });
    m.insert(
        "penalty".into(),
        if tf { json!(1) } else { json!(0.3333333) },
    );
    m.insert(
        "idnumber".into(),
        json!(q.idnumber.clone().unwrap_or_default()),
    );
    m.insert("tags".into(), json!(q.tags));
    let combined = || json!({ "text": "", "format": f.name() });
    match &q.body {
        GiftBody::Description => {}
        GiftBody::Essay => {
            m.insert("responseformat".into(), json!("editor"));
            m.insert("responsefieldlines".into(), json!(15));
            m.insert("attachments".into(), json!(0));
            m.insert("graderinfo".into(), json!({ "text": "", "format": "html" }));
        }
        GiftBody::MultipleChoice { single, answers } => {
            m.insert("single".into(), json!(single));
            m.insert("shuffleanswers".into(), json!(true));
            // Moodle takes the numbering style from the site default.
            m.insert("answernumbering".into(), json!("abc"));
            for key in [
                "correctfeedback",
                "partiallycorrectfeedback",
                "incorrectfeedback",
            ] {
                m.insert(key.into(), combined());
            }
            let answers: Vec<Value> = answers
                .iter()
                .map(|a| {
                    json!({
                        "text": a.text.text, "format": a.text.format.name(), "fraction": a.fraction,
                        "feedback": rich_or_empty(a.feedback.as_ref(), f),
                    })
                })
                .collect();
            m.insert("answers".into(), json!(answers));
        }
        GiftBody::ShortAnswer { answers } => {
            m.insert("usecase".into(), json!(false));
            let answers: Vec<Value> = answers
                .iter()
                .map(|a| {
                    json!({
                        "text": a.text.text, "fraction": a.fraction,
                        "feedback": rich_or_empty(a.feedback.as_ref(), f),
                    })
                })
                .collect();
            m.insert("answers".into(), json!(answers));
        }
        GiftBody::Numerical {
            answers,
            other_feedback,
        } => {
            let mut list: Vec<Value> = answers
                .iter()
                .map(|a| {
                    let (value, tolerance) = a.value.value_and_tolerance();
                    json!({
                        "text": format!("{value}"), "fraction": a.fraction, "tolerance": tolerance,
                        "feedback": rich_or_empty(a.feedback.as_ref(), f),
                    })
                })
                .collect();
            if let Some(other) = other_feedback {
                list.push(
                    json!({ "text": "*", "fraction": 0, "tolerance": "", "feedback": rich(other) }),
                );
            }
            m.insert("answers".into(), json!(list));
        }
        GiftBody::Matching { pairs } => {
            m.insert("shuffleanswers".into(), json!(true));
            for key in [
                "correctfeedback",
                "partiallycorrectfeedback",
                "incorrectfeedback",
            ] {
                m.insert(key.into(), combined());
            }
            let pairs: Vec<Value> = pairs
                .iter()
                .map(|p| json!({ "question": rich(&p.left), "answer": p.right }))
                .collect();
            m.insert("pairs".into(), json!(pairs));
        }
        GiftBody::TrueFalse {
            answer,
            wrong_feedback,
            right_feedback,
        } => {
            let (when_true, when_false) = if *answer {
                (right_feedback, wrong_feedback)
            } else {
                (wrong_feedback, right_feedback)
            };
            m.insert("correctanswer".into(), json!(answer));
            m.insert("feedbacktrue".into(), rich_or_empty(when_true.as_ref(), f));
            m.insert(
                "feedbackfalse".into(),
                rich_or_empty(when_false.as_ref(), f),
            );
        }
    }
    Value::Object(m)
}

fn format_of(v: &Value) -> GiftFormat {
    v.as_str()
        .and_then(GiftFormat::from_name)
        .unwrap_or_default()
}

fn text_of(v: &Value, default: GiftFormat) -> Option<RichText> {
    let text = v.get("text")?.as_str()?;
    let format = v.get("format").map_or(default, format_of);
    Some(RichText::new(text, format))
}

fn str_of<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

fn num_of(v: &Value, key: &str) -> f64 {
    v.get(key).and_then(Value::as_f64).unwrap_or(0.0)
}

/// A Moodle question object as a GIFT item, for the export cases.
pub fn to_gift_item(v: &Value) -> Result<GiftItem, String> {
    let f = format_of(&v["questiontextformat"]);
    let general = Some(RichText::new(
        str_of(v, "generalfeedback"),
        v.get("generalfeedbackformat").map_or(f, format_of),
    ));
    let answers = v
        .get("answers")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let choice = |a: &Value, format: GiftFormat| GiftChoice {
        text: RichText::new(str_of(a, "text"), a.get("format").map_or(format, format_of)),
        fraction: num_of(a, "fraction"),
        weight: None,
        marker: Marker::Tilde,
        feedback: a.get("feedback").and_then(|fb| text_of(fb, f)),
    };
    let body = match str_of(v, "qtype") {
        "essay" => GiftBody::Essay,
        "description" => GiftBody::Description,
        "multichoice" => GiftBody::MultipleChoice {
            single: v["single"].as_bool().unwrap_or(true),
            answers: answers.iter().map(|a| choice(a, f)).collect(),
        },
        "shortanswer" => GiftBody::ShortAnswer {
            answers: answers.iter().map(|a| choice(a, f)).collect(),
        },
        "numerical" => {
            let mut list = Vec::new();
            let mut other = None;
            for a in &answers {
                let text = str_of(a, "text");
                let feedback = a.get("feedback").and_then(|fb| text_of(fb, f));
                if text.is_empty() || text == "*" {
                    other = feedback;
                    continue;
                }
                let value: f64 = text.parse().map_err(|_| format!("bad number {text}"))?;
                list.push(GiftNumber {
                    value: NumberValue::Exact {
                        value,
                        tolerance: Some(num_of(a, "tolerance")),
                    },
                    fraction: num_of(a, "fraction"),
                    weight: None,
                    listed: true,
                    feedback,
                });
            }
            GiftBody::Numerical {
                answers: list,
                other_feedback: other,
            }
        }
        "match" => GiftBody::Matching {
            pairs: v["pairs"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .iter()
                .map(|p| GiftPair {
                    left: text_of(&p["question"], f).unwrap_or_default(),
                    right: str_of(p, "answer").to_string(),
                })
                .collect(),
        },
        "truefalse" => {
            let answer = v["correctanswer"].as_bool().unwrap_or(false);
            let when_true = text_of(&v["feedbacktrue"], f);
            let when_false = text_of(&v["feedbackfalse"], f);
            let (right, wrong) = if answer {
                (when_true, when_false)
            } else {
                (when_false, when_true)
            };
            GiftBody::TrueFalse {
                answer,
                wrong_feedback: wrong,
                right_feedback: right,
            }
        }
        other => return Err(format!("qtype {other} not mapped")),
    };
    Ok(GiftItem::Question(GiftQuestion {
        name: v.get("name").and_then(Value::as_str).map(str::to_string),
        text: RichText::new(str_of(v, "questiontext"), f),
        embedded: false,
        text_before: str_of(v, "questiontext").to_string(),
        text_after: None,
        general_feedback: general,
        body,
        idnumber: v
            .get("idnumber")
            .and_then(Value::as_str)
            .map(str::to_string),
        tags: v["tags"]
            .as_array()
            .map(|t| {
                t.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default(),
        position: Default::default(),
        span: quizforge_core::Span::new(0, 0),
    }))
}

/// PHP's `htmlspecialchars($s, ENT_NOQUOTES)`, which Moodle applies to
/// Aiken texts when it stores them.
fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Moodle's default question name: the text, shortened to 80 characters.
fn default_name(text: &str) -> String {
    if text.chars().count() <= 80 {
        return text.to_string();
    }
    let cut: String = text.chars().take(80).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{cut}...")
}

fn aiken_question(q: &AikenQuestion) -> Value {
    let answers: Vec<Value> = q
        .choices
        .iter()
        .enumerate()
        .map(|(i, c)| {
            json!({
                "text": html_escape(&c.text), "format": "html",
                "fraction": if i == q.answer { 1 } else { 0 },
                "feedback": { "text": "", "format": "html" },
            })
        })
        .collect();
    json!({
        "qtype": "multichoice", "name": default_name(&q.text),
        "questiontext": html_escape(&q.text), "questiontextformat": "html",
        "generalfeedback": "", "generalfeedbackformat": "html", "single": true,
        "answers": answers,
    })
}

/// An Aiken error in Moodle's terms; `None` for the one Moodle does not
/// raise (a question left open at the end of the file).
fn aiken_error(e: &ParseError) -> Option<Value> {
    let line = e.position.line;
    let (code, question, message) = match &e.kind {
        ParseErrorKind::QuestionNotStarted => (
            "questionnotstarted",
            None,
            format!("Question not started on line {line}"),
        ),
        ParseErrorKind::QuestionMissingAnswers { question } => (
            "questionmissinganswers",
            Some(question),
            format!(
                "Error importing question {question} / Question must have at least 2 answers on line {line}"
            ),
        ),
        ParseErrorKind::QuestionNotComplete { question } => (
            "questionnotcomplete",
            Some(question),
            format!(
                "Error importing question {question} / Question not completed before next question start on line {line}"
            ),
        ),
        ParseErrorKind::AnswerOutOfRange { .. } => ("answer-out-of-range", None, e.to_string()),
        ParseErrorKind::QuestionUnfinishedAtEnd { .. } => return None,
        other => ("other", None, other.to_string()),
    };
    let mut v = json!({ "code": code, "line": line, "message": message });
    if let Some(q) = question {
        v["question"] = json!(q);
    }
    Some(v)
}

/// An Aiken file as Moodle's importer reports it.
pub fn aiken_file(file: &AikenFile) -> Value {
    let questions: Vec<Value> = file.questions.iter().map(aiken_question).collect();
    let errors: Vec<Value> = file.errors.iter().filter_map(aiken_error).collect();
    json!({ "count": questions.len(), "questions": questions, "errors": errors })
}

/// Moodle question objects as a quiz, for the Aiken export cases.
pub fn to_quiz(list: &[Value]) -> Quiz {
    let mut quiz = Quiz::new("", "en");
    for v in list {
        let format = match str_of(v, "questiontextformat") {
            "html" => TextFormat::Html,
            "markdown" => TextFormat::Markdown,
            _ => TextFormat::Plain,
        };
        let choices: Vec<Choice> = v["answers"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|a| {
                let mut c = Choice::new(str_of(a, "text"), num_of(a, "fraction") > 0.0);
                c.weight = num_of(a, "fraction");
                c
            })
            .collect();
        let body = match (str_of(v, "qtype"), v["single"].as_bool()) {
            ("multichoice", Some(false)) => Body::MultipleResponse { choices },
            ("multichoice", _) => Body::MultipleChoice { choices },
            // Other types are all skipped by Aiken; their content does not matter.
            _ => Body::Open,
        };
        let mut q = Question::new(str_of(v, "questiontext"), body);
        q.format = format;
        quiz.questions.push(q);
    }
    quiz
}
