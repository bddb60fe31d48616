//! Our GIFT syntax tree in pygiftparser's object model, and its assertions.

use quizforge_formats::gift::{
    GiftBody, GiftChoice, GiftFile, GiftItem, GiftNumber, GiftQuestion, Marker, NumberValue,
    RichText,
};
use serde_json::{Value, json};

/// Cases pygiftparser reads differently from Moodle, whom we follow.
pub const ALLOWED_FAILURES: &[(&str, &str)] = &[
    (
        "pygiftparser.test_all_questions.TestAllQuestions",
        LOWERCASE_TF,
    ),
    (
        "pygiftparser.test_all_questions_categories.TestAllQuestionsWithCategories",
        LOWERCASE_TF,
    ),
    (
        "pygiftparser.test_truefalse.TestTrueQuestion1",
        LOWERCASE_TF,
    ),
    (
        "pygiftparser.test_truefalse.TestTrueQuestion3",
        LOWERCASE_TF,
    ),
    (
        "pygiftparser.test_truefalse.TestTrueQuestionWithName",
        LOWERCASE_TF,
    ),
    (
        "pygiftparser.test_truefalse.TestFalseQuestion1",
        LOWERCASE_TF,
    ),
    (
        "pygiftparser.test_truefalse.TestFalseQuestion3",
        LOWERCASE_TF,
    ),
    (
        "pygiftparser.test_truefalse.TestFalseQuestionWithName",
        LOWERCASE_TF,
    ),
    ("pygiftparser.test_essay.TestEssayQuestion2", BLANK_LINE),
    ("pygiftparser.test_essay.TestEssayQuestion3", BLANK_LINE),
    (
        "pygiftparser.test_essay.TestEssayQuestionWithName",
        BLANK_LINE,
    ),
    (
        "pygiftparser.test_multiple_choice_radio.TestMultipleChoiceRadioQuestion3",
        BLANK_LINE,
    ),
    ("pygiftparser.test_matching.TestMatchingQuestion", RAW_PAIR),
    ("pygiftparser.test_matching.TestMatchingQuestion1", RAW_PAIR),
    ("pygiftparser.test_matching.TestMatchingQuestion2", RAW_PAIR),
    ("pygiftparser.test_matching.TestMatchingQuestion3", RAW_PAIR),
    (
        "pygiftparser.test_matching.TestMatchingQuestionWithContinue",
        RAW_PAIR,
    ),
    ("pygiftparser.test_short.TestShortNQuestions", RAW_ESCAPES),
    (
        "pygiftparser.test_matching.TestNotMatchingQuestion",
        "Moodle reads `=a -> b` answers as matching whenever `=` and `->` both occur; pygiftparser reads a short answer",
    ),
    (
        "pygiftparser.test_multiple_choice_radio.TestMultipleChoiceRadioQuestion2",
        "Moodle joins the lines of a question text with newlines; pygiftparser with spaces",
    ),
    (
        "pygiftparser.test_numerical_range.TestNumericalRangeQuestionWithFeedbackAndNameAndTextContinuation",
        "Moodle joins the lines of a question text with newlines; pygiftparser with spaces",
    ),
    (
        "pygiftparser.test_numerical_range.TestNumericalRangeQuestionError.test_error_not_valid_number1",
        "Moodle reads `{#3.141..3.142 ~no =sí}` as numerical with `~no =sí` the any-other-answer feedback; pygiftparser refuses it",
    ),
    (
        "pygiftparser.test_numerical_range.TestNumericalRangeQuestionError.test_error_not_valid_number5",
        "Moodle trims around `..` so `3.141 .. 3.142` is a valid range; pygiftparser refuses the spaces",
    ),
];

const LOWERCASE_TF: &str = "Moodle's true/false keywords are case-sensitive (`{t}` is a short answer); pygiftparser accepts lower case";
const BLANK_LINE: &str =
    "Moodle ends a question at a blank line even inside braces; pygiftparser reads across it";
const RAW_PAIR: &str = "pygiftparser keeps each pair's raw text (spacing, escapes); our tree keeps the two trimmed sides";
const RAW_ESCAPES: &str = "pygiftparser keeps escapes (`\\=`) in answer text; Moodle resolves them";

fn feedback(t: Option<&RichText>) -> Value {
    t.filter(|t| !t.text.is_empty())
        .map_or(Value::Null, |t| json!(t.text))
}

fn weight_prefix(weight: Option<f64>) -> String {
    weight.map_or_else(String::new, |w| format!("%{w}%"))
}

fn option(prefix: &str, a: &GiftChoice) -> Value {
    let raw = format!("{prefix}{}{}", weight_prefix(a.weight), a.text.text);
    json!({
        "prefix": prefix, "text": a.text.text, "raw_text": raw,
        "percentage": a.fraction, "feedback": feedback(a.feedback.as_ref()),
    })
}

fn number_text(v: NumberValue) -> String {
    match v {
        NumberValue::Exact {
            value,
            tolerance: None,
        } => format!("{value}"),
        NumberValue::Exact {
            value,
            tolerance: Some(t),
        } => format!("{value}:{t}"),
        NumberValue::Range { low, high } => format!("{low}..{high}"),
    }
}

fn number_option(a: &GiftNumber) -> Value {
    let text = number_text(a.value);
    json!({
        "prefix": "#", "text": text, "raw_text": format!("#{}{text}", weight_prefix(a.weight)),
        "percentage": a.fraction, "feedback": feedback(a.feedback.as_ref()),
    })
}

/// pygiftparser's `Numerical` or `Range` object for one answer.
fn number_object(a: &GiftNumber) -> Value {
    match a.value {
        NumberValue::Exact { value, tolerance } => json!({
            "__class__": "Numerical", "options": [number_option(a)],
            "number": value, "error_margin": tolerance.unwrap_or(0.0),
        }),
        NumberValue::Range { low, high } => {
            let end = |v: f64| {
                let text = format!("{v}");
                json!({
                    "__class__": "Numerical", "number": v, "error_margin": 0.0,
                    "options": [{ "prefix": "#", "text": text, "raw_text": format!("#{text}"),
                                  "percentage": 1.0, "feedback": null }],
                })
            };
            json!({
                "__class__": "Range", "options": [number_option(a)],
                "number_from": end(low), "number_to": end(high),
            })
        }
    }
}

fn answer(q: &GiftQuestion) -> Value {
    match &q.body {
        GiftBody::Description => json!({ "__class__": "Description", "options": [] }),
        GiftBody::Essay => json!({ "__class__": "Essay", "options": [] }),
        GiftBody::MultipleChoice { single, answers } => {
            let options: Vec<Value> = answers
                .iter()
                .map(|a| option(if a.marker == Marker::Equals { "=" } else { "~" }, a))
                .collect();
            let class = if *single {
                "MultipleChoiceRadio"
            } else {
                "MultipleChoiceCheckbox"
            };
            json!({ "__class__": class, "options": options })
        }
        GiftBody::ShortAnswer { answers } => {
            let options: Vec<Value> = answers.iter().map(|a| option("=", a)).collect();
            json!({ "__class__": "Short", "options": options })
        }
        GiftBody::TrueFalse {
            answer,
            wrong_feedback,
            ..
        } => {
            // pygiftparser keeps one option: the answer, with the first
            // feedback.
            let word = if *answer { "True" } else { "False" };
            json!({ "__class__": "TrueFalse", "options": [{
                "prefix": null, "text": word, "raw_text": word, "percentage": 1.0,
                "feedback": feedback(wrong_feedback.as_ref()),
            }] })
        }
        GiftBody::Matching { pairs } => {
            let options: Vec<Value> = pairs
                .iter()
                .map(|p| {
                    let text = format!("{} -> {}", p.left.text, p.right);
                    json!({
                        "prefix": "=", "raw_text": format!("={text}"), "text": text,
                        "percentage": 1.0, "feedback": null,
                        "pair": { "first": p.left.text, "second": p.right },
                    })
                })
                .collect();
            json!({ "__class__": "Matching", "options": options })
        }
        GiftBody::Numerical { answers, .. } => match &answers[..] {
            [one] if !one.listed => number_object(one),
            _ => json!({
                "__class__": "MultipleNumerical",
                "options": answers.iter().map(number_option).collect::<Vec<_>>(),
                "numbers": answers.iter().map(number_object).collect::<Vec<_>>(),
            }),
        },
    }
}

fn model(file: &GiftFile) -> Value {
    let mut category = Value::Null;
    let mut questions = Vec::new();
    for item in &file.items {
        match item {
            GiftItem::Category(c) => category = json!(c.path),
            GiftItem::Question(q) => questions.push(json!({
                "name": q.name.clone().unwrap_or_else(|| q.text_before.clone()),
                "text": q.text_before, "text_continue": q.text_after,
                "category": category, "answer": answer(q),
            })),
        }
    }
    json!({ "questions": questions })
}

/// Rewrites pygiftparser's method calls into plain paths of our model.
fn plain_path(path: &str) -> String {
    let mut path = path
        .replace(".get_number()", ".number")
        .replace(".get_error_margin()", ".error_margin");
    // `A.get_pair(B)['first']` is B's pair.
    if let Some(start) = path.find(".get_pair(")
        && let Some(close) = path[start..].find(")[")
    {
        let inner = path[start + ".get_pair(".len()..start + close].to_string();
        let rest = &path[start + close + 1..];
        path = format!("{inner}.pair{rest}");
    }
    path.replace("['", ".").replace("']", "")
}

fn eval<'v>(root: &'v Value, path: &str) -> Option<&'v Value> {
    let mut current = root;
    let rest = path.strip_prefix('$')?;
    for part in rest.split('.').filter(|p| !p.is_empty()) {
        let (key, indices) = part.split_once('[').map_or((part, ""), |(k, i)| (k, i));
        if !key.is_empty() {
            current = current.get(key)?;
        }
        for index in indices.split('[').filter(|i| !i.is_empty()) {
            let i: usize = index.trim_end_matches(']').parse().ok()?;
            current = current.get(i)?;
        }
    }
    Some(current)
}

fn same(expected: &Value, actual: &Value) -> bool {
    match (expected.as_f64(), actual.as_f64()) {
        (Some(e), Some(a)) => (e - a).abs() <= 1e-9,
        _ => expected == actual,
    }
}

/// Applies every assertion of a case to our file.
pub fn check(file: &GiftFile, expect: &Value) -> Result<(), String> {
    let root = model(file);
    for assertion in expect["assertions"].as_array().into_iter().flatten() {
        let raw = assertion["path"].as_str().unwrap_or_default();
        let (path, len) = match raw.strip_prefix("len(").and_then(|p| p.strip_suffix(')')) {
            Some(inner) => (plain_path(inner), true),
            None => (plain_path(raw), false),
        };
        let found = eval(&root, &path);
        let actual = match (found, len) {
            (Some(v), true) => v.as_array().map(|a| json!(a.len())),
            (v, false) => v.cloned(),
            (None, true) => None,
        };
        let ok = if let Some(expected) = assertion.get("equals") {
            actual.as_ref().is_some_and(|a| same(expected, a))
                || (expected.is_null() && actual.is_none())
        } else if let Some(class) = assertion.get("isinstance") {
            actual.as_ref().is_some_and(|a| &a["__class__"] == class)
        } else if assertion.get("not_null").is_some() {
            actual.as_ref().is_some_and(|a| !a.is_null())
        } else {
            false
        };
        if !ok {
            return Err(format!("{raw}: expected {assertion}, found {actual:?}"));
        }
    }
    Ok(())
}
