//! Our Moodle XML syntax tree in the corpus's `moodle-question` model, and
//! back (for the export cases).

use quizforge_formats::moodle_xml::{
    CombinedFeedback, EssayOptions, XmlAnswer, XmlBody, XmlFormat, XmlHint, XmlItem, XmlQuestion,
    XmlQuiz, XmlSubquestion, XmlText,
};
use quizforge_formats::{ParseError, ParseErrorKind};
use serde_json::{Map, Value, json};

fn rich(t: &XmlText) -> Value {
    json!({ "text": t.text, "format": t.format.name() })
}

fn answers(list: &[XmlAnswer], with_format: bool, numerical: bool) -> Value {
    list.iter()
        .map(|a| {
            let mut m = Map::new();
            m.insert("text".into(), json!(a.text.text));
            if with_format {
                m.insert("format".into(), json!(a.text.format.name()));
            }
            m.insert("fraction".into(), json!(a.fraction));
            m.insert("feedback".into(), rich(&a.feedback));
            if numerical {
                m.insert("tolerance".into(), json!(a.tolerance.unwrap_or(0.0)));
            }
            Value::Object(m)
        })
        .collect()
}

fn combined(m: &mut Map<String, Value>, c: &CombinedFeedback) {
    m.insert("correctfeedback".into(), rich(&c.correct));
    m.insert(
        "partiallycorrectfeedback".into(),
        rich(&c.partially_correct),
    );
    m.insert("incorrectfeedback".into(), rich(&c.incorrect));
    m.insert("shownumcorrect".into(), json!(c.show_num_correct));
}

/// Hints as Moodle's `import_hints` returns them; `parts` says whether the
/// flags are read (`withparts`), `as_ints` whether they are 1/0.
pub fn hints(list: &[XmlHint], parts: bool, as_ints: bool) -> Map<String, Value> {
    let mut m = Map::new();
    if list.is_empty() {
        m.insert("hint".into(), Value::Null);
        return m;
    }
    m.insert("hint".into(), list.iter().map(|h| rich(&h.text)).collect());
    let flag = |b: bool| {
        if as_ints {
            json!(u8::from(b))
        } else {
            json!(b)
        }
    };
    let (show, clear): (Value, Value) = if parts {
        (
            list.iter().map(|h| flag(h.show_num_correct)).collect(),
            list.iter().map(|h| flag(h.clear_wrong)).collect(),
        )
    } else {
        (Value::Null, Value::Null)
    };
    m.insert("hintshownumcorrect".into(), show);
    m.insert("hintclearwrong".into(), clear);
    m
}

/// A question as Moodle's `readquestion` returns it.
pub fn question(q: &XmlQuestion) -> Value {
    let mut m = Map::new();
    m.insert("name".into(), json!(q.name));
    m.insert("questiontext".into(), json!(q.text.text));
    m.insert("questiontextformat".into(), json!(q.text.format.name()));
    m.insert("generalfeedback".into(), json!(q.general_feedback.text));
    m.insert(
        "generalfeedbackformat".into(),
        json!(q.general_feedback.format.name()),
    );
    m.insert("defaultmark".into(), json!(q.default_grade));
    let description = matches!(q.body, XmlBody::Description);
    m.insert("length".into(), json!(if description { 0 } else { 1 }));
    m.insert("penalty".into(), json!(q.penalty));
    m.insert("tags".into(), json!(q.tags));
    if let Some(id) = &q.idnumber {
        m.insert("idnumber".into(), json!(id));
    }
    for (k, v) in hints(&q.hints, true, false) {
        m.insert(k, v);
    }
    let qtype = match &q.body {
        XmlBody::Description => "description",
        XmlBody::Essay(e) => {
            m.insert("responseformat".into(), json!(e.response_format));
            m.insert("responserequired".into(), json!(e.response_required));
            m.insert("responsefieldlines".into(), json!(e.response_field_lines));
            m.insert("attachments".into(), json!(e.attachments));
            m.insert("attachmentsrequired".into(), json!(e.attachments_required));
            m.insert("graderinfo".into(), rich(&e.grader_info));
            m.insert("responsetemplate".into(), rich(&e.response_template));
            "essay"
        }
        XmlBody::MultiChoice {
            single,
            shuffle,
            numbering,
            combined: c,
            answers: a,
        } => {
            m.insert("single".into(), json!(single));
            m.insert("shuffleanswers".into(), json!(shuffle));
            m.insert("answernumbering".into(), json!(numbering));
            combined(&mut m, c);
            m.insert("answers".into(), answers(a, true, false));
            "multichoice"
        }
        XmlBody::TrueFalse {
            correct,
            feedback_true,
            feedback_false,
        } => {
            m.insert("correctanswer".into(), json!(correct));
            m.insert("feedbacktrue".into(), rich(feedback_true));
            m.insert("feedbackfalse".into(), rich(feedback_false));
            "truefalse"
        }
        XmlBody::ShortAnswer {
            use_case,
            answers: a,
        } => {
            m.insert("usecase".into(), json!(use_case));
            m.insert("answers".into(), answers(a, false, false));
            "shortanswer"
        }
        XmlBody::Numerical { answers: a } => {
            m.insert("answers".into(), answers(a, false, true));
            "numerical"
        }
        XmlBody::Matching {
            shuffle,
            combined: c,
            subquestions,
        } => {
            m.insert("shuffleanswers".into(), json!(shuffle));
            combined(&mut m, c);
            let pairs: Vec<Value> = subquestions
                .iter()
                .map(|s| json!({ "question": rich(&s.text), "answer": s.answer }))
                .collect();
            m.insert("pairs".into(), json!(pairs));
            "match"
        }
        XmlBody::Cloze { parts } => {
            let subs: Vec<Value> = parts
                .iter()
                .map(|p| {
                    let mut s = Map::new();
                    s.insert("qtype".into(), json!(p.qtype));
                    s.insert("defaultmark".into(), json!(p.weight));
                    s.insert(
                        "questiontext".into(),
                        json!({ "text": p.source, "format": q.text.format.name() }),
                    );
                    let with_format = p.qtype == "multichoice";
                    match p.qtype {
                        "shortanswer" => {
                            s.insert("usecase".into(), json!(p.case_sensitive));
                        }
                        "multichoice" => {
                            s.insert("single".into(), json!(!p.multiple));
                            s.insert("shuffleanswers".into(), json!(false));
                            s.insert("layout".into(), json!(0));
                        }
                        _ => {}
                    }
                    s.insert(
                        "answers".into(),
                        answers(&p.answers, with_format, p.qtype == "numerical"),
                    );
                    Value::Object(s)
                })
                .collect();
            m.insert("subquestions".into(), json!(subs));
            "multianswer"
        }
    };
    m.insert("qtype".into(), json!(qtype));
    Value::Object(m)
}

/// Moodle's error for a refused question, in the corpus's terms.
pub fn error(e: &ParseError) -> Value {
    match &e.kind {
        ParseErrorKind::InvalidGrade { question, grades } => {
            json!({ "code": "invalidgradequestion", "grades": grades, "question": question })
        }
        ParseErrorKind::FractionsAddWrong { total_percent, .. } => {
            json!({ "code": "errfractionsaddwrong", "a": total_percent })
        }
        ParseErrorKind::FractionsNoMax { max_percent, .. } => {
            json!({ "code": "errfractionsnomax", "a": max_percent })
        }
        ParseErrorKind::UnsupportedQuestionType(t) => {
            json!({ "code": "xmltypeunsupported", "a": t })
        }
        other => json!({ "code": "other", "message": other.to_string() }),
    }
}

/// A whole-file import as Moodle's `importprocess` reports it: with
/// `stoponerror`, any refused question fails the import
/// (`importparseerror`).
pub fn file(quiz: &XmlQuiz) -> Value {
    let mut errors: Vec<Value> = quiz.errors.iter().map(error).collect();
    if !errors.is_empty() {
        errors.push(json!({ "code": "importparseerror" }));
    }
    let mut categories = Vec::new();
    let mut questions = Vec::new();
    for item in &quiz.items {
        match item {
            XmlItem::Category(c) => {
                let parts = c.parts();
                let name = parts.last().cloned().unwrap_or_default();
                let parent = if parts.len() >= 2 {
                    parts[parts.len() - 2].clone()
                } else {
                    "top".into()
                };
                let info = c.info.clone().unwrap_or_default();
                categories.push(json!({
                    "path": c.path,
                    "name": name,
                    "info": info.text,
                    "infoformat": info.format.name(),
                    "idnumber": c.idnumber.clone().unwrap_or_default(),
                    "parent": parent,
                }));
            }
            XmlItem::Question(q) => {
                let mut v = question(q);
                let category = q
                    .category
                    .as_deref()
                    .and_then(|p| p.split('/').rfind(|s| !s.is_empty()))
                    .unwrap_or("");
                v["category"] = json!(category);
                questions.push(v);
            }
        }
    }
    json!({
        "ok": errors.is_empty(),
        "errors": errors,
        "categories": categories,
        "questions": questions,
    })
}

fn format_of(v: &Value) -> XmlFormat {
    match v.as_str().unwrap_or("html") {
        "moodle" => XmlFormat::Moodle,
        "plain" => XmlFormat::Plain,
        "markdown" => XmlFormat::Markdown,
        _ => XmlFormat::Html,
    }
}

fn text_of(v: &Value) -> XmlText {
    XmlText::new(v["text"].as_str().unwrap_or(""), format_of(&v["format"]))
}

fn num(v: &Value) -> f64 {
    v.as_f64().unwrap_or(0.0)
}

fn answers_of(v: &Value) -> Vec<XmlAnswer> {
    v.as_array()
        .map(|list| {
            list.iter()
                .map(|a| XmlAnswer {
                    text: XmlText::new(a["text"].as_str().unwrap_or(""), format_of(&a["format"])),
                    fraction: num(&a["fraction"]),
                    feedback: text_of(&a["feedback"]),
                    tolerance: a["tolerance"].as_f64(),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn combined_of(v: &Value) -> CombinedFeedback {
    CombinedFeedback {
        correct: text_of(&v["correctfeedback"]),
        partially_correct: text_of(&v["partiallycorrectfeedback"]),
        incorrect: text_of(&v["incorrectfeedback"]),
        show_num_correct: v["shownumcorrect"].as_bool().unwrap_or(false),
    }
}

/// A question of the corpus's model as our syntax tree, for the writer.
pub fn to_question(v: &Value) -> Result<XmlQuestion, String> {
    let format = format_of(&v["questiontextformat"]);
    let body = match v["qtype"].as_str().unwrap_or("") {
        "description" => XmlBody::Description,
        "essay" => XmlBody::Essay(EssayOptions {
            response_format: v["responseformat"].as_str().unwrap_or("editor").into(),
            response_required: v["responserequired"].as_i64().unwrap_or(1),
            response_field_lines: v["responsefieldlines"].as_i64().unwrap_or(15),
            attachments: v["attachments"].as_i64().unwrap_or(0),
            attachments_required: v["attachmentsrequired"].as_i64().unwrap_or(0),
            grader_info: text_of(&v["graderinfo"]),
            response_template: text_of(&v["responsetemplate"]),
        }),
        "multichoice" => XmlBody::MultiChoice {
            single: v["single"].as_bool().unwrap_or(true),
            shuffle: v["shuffleanswers"].as_bool().unwrap_or(true),
            numbering: v["answernumbering"].as_str().unwrap_or("abc").into(),
            combined: combined_of(v),
            answers: answers_of(&v["answers"]),
        },
        "truefalse" => XmlBody::TrueFalse {
            correct: v["correctanswer"].as_bool().unwrap_or(true),
            feedback_true: text_of(&v["feedbacktrue"]),
            feedback_false: text_of(&v["feedbackfalse"]),
        },
        "shortanswer" => XmlBody::ShortAnswer {
            use_case: v["usecase"].as_bool().unwrap_or(false),
            answers: answers_of(&v["answers"]),
        },
        "numerical" => XmlBody::Numerical {
            answers: answers_of(&v["answers"]),
        },
        "match" => XmlBody::Matching {
            shuffle: v["shuffleanswers"].as_bool().unwrap_or(true),
            combined: combined_of(v),
            subquestions: v["pairs"]
                .as_array()
                .map(|list| {
                    list.iter()
                        .map(|p| XmlSubquestion {
                            text: text_of(&p["question"]),
                            answer: p["answer"].as_str().unwrap_or("").into(),
                        })
                        .collect()
                })
                .unwrap_or_default(),
        },
        other => return Err(format!("qtype {other} not handled")),
    };
    let hints = v["hints"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|h| XmlHint {
                    text: text_of(h),
                    show_num_correct: h["shownumcorrect"].as_bool().unwrap_or(false),
                    clear_wrong: h["clearwrong"].as_bool().unwrap_or(false),
                })
                .collect()
        })
        .unwrap_or_default();
    Ok(XmlQuestion {
        name: v["name"].as_str().unwrap_or("").into(),
        text: XmlText::new(v["questiontext"].as_str().unwrap_or(""), format),
        general_feedback: XmlText::new(
            v["generalfeedback"].as_str().unwrap_or(""),
            format_of(&v["generalfeedbackformat"]),
        ),
        default_grade: num(&v["defaultmark"]),
        penalty: num(&v["penalty"]),
        hidden: v["hidden"].as_i64().unwrap_or(0) != 0,
        idnumber: v["idnumber"].as_str().map(str::to_string),
        tags: Vec::new(),
        hints,
        body,
        category: None,
        position: Default::default(),
        span: quizforge_core::Span::new(0, 0),
    })
}
