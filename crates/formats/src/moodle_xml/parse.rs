//! Reading Moodle XML as `qformat_xml` does: defaults, percent fractions
//! checked against Moodle's grade list, and fraction sums checked as Moodle
//! checks them when it saves a question.

use base64::Engine;
use quizforge_core::Span;

use super::ast::{
    CombinedFeedback, EssayOptions, XmlAnswer, XmlBody, XmlCategory, XmlFile, XmlFormat, XmlHint,
    XmlItem, XmlQuestion, XmlQuiz, XmlSubquestion, XmlText,
};
use super::cloze;
use crate::error::{
    ImportError, MAX_ANSWERS, MAX_PACKAGE_BYTES, MAX_QUESTIONS, ParseError, ParseErrorKind,
    Position,
};
use crate::xml::{self, Element};

/// Moodle's allowed grades, in percent (`question_bank::fraction_options_full`).
const GRADES: [f64; 21] = [
    100.0, 90.0, 83.33333, 80.0, 75.0, 70.0, 66.66667, 60.0, 50.0, 40.0, 33.33333, 30.0, 25.0,
    20.0, 16.66667, 14.28571, 12.5, 11.11111, 10.0, 5.0, 0.0,
];

/// Whether `fraction` (0..1 scale) is one of Moodle's grades, within 1e-5.
pub fn is_allowed_grade(fraction: f64) -> bool {
    GRADES
        .iter()
        .any(|g| (fraction.abs() - g / 100.0).abs() <= 0.00001)
}

/// Reads a whole Moodle XML file. Questions with errors are skipped and
/// listed; refuses only files that are not XML, too large, or too long.
pub fn parse(text: &str) -> Result<XmlQuiz, ImportError> {
    if text.len() > MAX_PACKAGE_BYTES {
        return Err(ImportError::TooLarge {
            size: text.len(),
            limit: MAX_PACKAGE_BYTES,
        });
    }
    let root = xml::parse(text).map_err(|e| ImportError::Malformed {
        format: "Moodle XML",
        position: Some(e.position(text)),
        message: e.message,
    })?;
    if root.name != "quiz" {
        return Err(ImportError::malformed(
            "Moodle XML",
            format!("the root element is <{}>, not <quiz>", root.name),
        ));
    }
    let mut quiz = XmlQuiz::default();
    let mut category: Option<String> = None;
    for element in root.children_named("question") {
        let position = Position::of_offset(text, element.offset);
        match read_question(element, text) {
            Ok(XmlItem::Category(c)) => {
                category = Some(c.path.clone());
                quiz.items.push(XmlItem::Category(c));
            }
            Ok(XmlItem::Question(mut q)) => {
                if let Err(kind) = check_fractions(&q) {
                    quiz.errors.push(ParseError::new(position, kind));
                    continue;
                }
                if quiz.items.len() >= MAX_QUESTIONS {
                    return Err(ImportError::TooManyQuestions {
                        limit: MAX_QUESTIONS,
                    });
                }
                q.category = category.clone();
                quiz.items.push(XmlItem::Question(q));
            }
            Err(kind) => quiz.errors.push(ParseError::new(position, kind)),
        }
    }
    Ok(quiz)
}

/// Reads one `<question>` element given as text, as Moodle's
/// `readquestion()` does (no fraction-sum check).
pub fn parse_question(text: &str) -> Result<XmlItem, ParseError> {
    let element = xml::parse(text)
        .map_err(|e| ParseError::new(e.position(text), ParseErrorKind::XmlSyntax(e.message)))?;
    read_question(&element, text)
        .map_err(|kind| ParseError::new(Position::of_offset(text, element.offset), kind))
}

fn read_question(q: &Element, source: &str) -> Result<XmlItem, ParseErrorKind> {
    let qtype = q.attr("type").unwrap_or("").trim().to_string();
    if qtype == "category" {
        let path = q
            .child("category")
            .and_then(|c| c.child_text("text"))
            .unwrap_or_default();
        let info = q
            .child("info")
            .map(|i| read_text(i, XmlFormat::Moodle, false));
        let idnumber = q.child_text("idnumber").filter(|s| !s.is_empty());
        return Ok(XmlItem::Category(XmlCategory {
            path,
            info,
            idnumber,
        }));
    }
    let text = q
        .child("questiontext")
        .map(|t| read_text(t, XmlFormat::Html, true))
        .unwrap_or_default();
    let format = text.format;
    let name = q
        .child("name")
        .and_then(|n| n.child_text("text"))
        .unwrap_or_default();
    let general_feedback = q
        .child("generalfeedback")
        .map(|t| read_text(t, format, true))
        .unwrap_or_else(|| XmlText::new("", format));
    let number = |field: &str, default: f64| {
        q.child_text(field)
            .and_then(|s| s.parse::<f64>().ok())
            .filter(|v| v.is_finite())
            .unwrap_or(default)
    };
    let hints = q
        .children_named("hint")
        .map(|h| XmlHint {
            text: read_text(h, format, true),
            show_num_correct: h.child("shownumcorrect").is_some(),
            clear_wrong: h.child("clearwrong").is_some(),
        })
        .collect();
    let tags = q
        .child("tags")
        .map(|t| {
            t.children_named("tag")
                .filter_map(|tag| tag.child_text("text"))
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let body = match qtype.as_str() {
        "description" => XmlBody::Description,
        "essay" => XmlBody::Essay(EssayOptions {
            response_format: q
                .child_text("responseformat")
                .filter(|s| !s.is_empty())
                .unwrap_or_else(|| "editor".into()),
            response_required: int(q, "responserequired", 1),
            response_field_lines: int(q, "responsefieldlines", 15),
            attachments: int(q, "attachments", 0),
            attachments_required: int(q, "attachmentsrequired", 0),
            grader_info: q
                .child("graderinfo")
                .map(|t| read_text(t, format, true))
                .unwrap_or_else(|| XmlText::new("", format)),
            response_template: q
                .child("responsetemplate")
                .map(|t| read_text(t, format, true))
                .unwrap_or_else(|| XmlText::new("", format)),
        }),
        "multichoice" => XmlBody::MultiChoice {
            single: boolean(q, "single", true),
            shuffle: boolean(q, "shuffleanswers", false),
            numbering: q
                .child_text("answernumbering")
                .filter(|s| !s.is_empty())
                .unwrap_or_else(|| "abc".into()),
            combined: combined(q, format),
            answers: answers(q, &name, format, format, false)?,
        },
        "truefalse" => {
            let list = answers(q, &name, format, format, false)?;
            let by_text = |word: &str| list.iter().position(|a| a.text.text.trim() == word);
            // Old files with localised texts: the first answer is true.
            let (t, f) = match (by_text("true"), by_text("false")) {
                (Some(t), Some(f)) => (t, f),
                _ => (0, 1),
            };
            let answer = |i: usize| list.get(i).cloned().unwrap_or_default();
            let (yes, no) = (answer(t), answer(f));
            XmlBody::TrueFalse {
                correct: yes.fraction > 0.99,
                feedback_true: yes.feedback,
                feedback_false: no.feedback,
            }
        }
        "shortanswer" => XmlBody::ShortAnswer {
            use_case: boolean(q, "usecase", false),
            answers: answers(q, &name, XmlFormat::Plain, format, false)?,
        },
        "numerical" => XmlBody::Numerical {
            answers: answers(q, &name, XmlFormat::Plain, format, true)?,
        },
        "matching" => XmlBody::Matching {
            shuffle: boolean(q, "shuffleanswers", true),
            combined: combined(q, format),
            subquestions: q
                .children_named("subquestion")
                .map(|s| XmlSubquestion {
                    text: read_text(s, format, true),
                    answer: s
                        .child("answer")
                        .and_then(|a| a.child_text("text"))
                        .unwrap_or_default(),
                })
                .collect(),
        },
        "cloze" => {
            let (placeheld, parts) = cloze::parse(&text.text, format)?;
            let body = XmlBody::Cloze { parts };
            let default_grade = match &body {
                XmlBody::Cloze { parts } => parts.iter().map(|p| p.weight).sum(),
                _ => 0.0,
            };
            return Ok(XmlItem::Question(Box::new(XmlQuestion {
                name,
                text: XmlText {
                    text: placeheld,
                    ..text
                },
                general_feedback,
                default_grade,
                penalty: number("penalty", 0.3333333),
                hidden: boolean(q, "hidden", false),
                idnumber: q.child_text("idnumber").filter(|s| !s.is_empty()),
                tags,
                hints,
                body,
                category: None,
                position: Position::of_offset(source, q.offset),
                span: Span::new(q.offset, q.end),
            })));
        }
        other => return Err(ParseErrorKind::UnsupportedQuestionType(other.to_string())),
    };
    let default_grade = match body {
        XmlBody::Description => number("defaultgrade", 0.0),
        _ => number("defaultgrade", 1.0),
    };
    let penalty_default = match body {
        XmlBody::TrueFalse { .. } => 1.0,
        _ => 0.3333333,
    };
    Ok(XmlItem::Question(Box::new(XmlQuestion {
        name,
        text,
        general_feedback,
        default_grade,
        penalty: number("penalty", penalty_default),
        hidden: boolean(q, "hidden", false),
        idnumber: q.child_text("idnumber").filter(|s| !s.is_empty()),
        tags,
        hints,
        body,
        category: None,
        position: Position::of_offset(source, q.offset),
        span: Span::new(q.offset, q.end),
    })))
}

fn int(q: &Element, field: &str, default: i64) -> i64 {
    q.child_text(field)
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn boolean(q: &Element, field: &str, default: bool) -> bool {
    match q.child_text(field).as_deref() {
        Some("true" | "1") => true,
        Some("false" | "0") => false,
        _ => default,
    }
}

/// A text element: `format=` (else `default`), its `<text>` (trimmed when
/// `trim`, as Moodle's `getpath(..., true)` does) and `<file>`s.
fn read_text(element: &Element, default: XmlFormat, trim: bool) -> XmlText {
    let format = element
        .attr("format")
        .and_then(XmlFormat::from_attribute)
        .unwrap_or(default);
    let raw = element.child("text").map(Element::text).unwrap_or_default();
    let text = if trim { raw.trim().to_string() } else { raw };
    let files = element
        .children_named("file")
        .filter_map(|f| {
            let data: String = f.text().chars().filter(|c| !c.is_whitespace()).collect();
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(data.as_bytes())
                .ok()?;
            Some(XmlFile {
                name: f.attr("name").unwrap_or("file").to_string(),
                path: f.attr("path").unwrap_or("/").to_string(),
                bytes,
            })
        })
        .collect();
    XmlText {
        text: text.trim_end_matches('\n').to_string(),
        format,
        files,
    }
}

fn combined(q: &Element, format: XmlFormat) -> CombinedFeedback {
    let text = |name: &str| {
        q.child(name)
            .map(|t| read_text(t, format, true))
            .unwrap_or_else(|| XmlText::new("", format))
    };
    CombinedFeedback {
        correct: text("correctfeedback"),
        partially_correct: text("partiallycorrectfeedback"),
        incorrect: text("incorrectfeedback"),
        show_num_correct: q.child("shownumcorrect").is_some(),
    }
}

/// The `<answer>`s, with fractions checked against Moodle's grade list
/// (`matchgrades = error`, Moodle's default).
fn answers(
    q: &Element,
    name: &str,
    answer_format: XmlFormat,
    feedback_format: XmlFormat,
    numerical: bool,
) -> Result<Vec<XmlAnswer>, ParseErrorKind> {
    let mut out = Vec::new();
    let mut bad = Vec::new();
    for a in q.children_named("answer") {
        if out.len() == MAX_ANSWERS {
            return Err(ParseErrorKind::TooManyAnswers { limit: MAX_ANSWERS });
        }
        let percent = a
            .attr("fraction")
            .and_then(|f| f.trim().parse::<f64>().ok())
            .filter(|f| f.is_finite())
            .unwrap_or(0.0);
        let fraction = percent / 100.0;
        if !is_allowed_grade(fraction) {
            bad.push(format!("{fraction}"));
        }
        let mut text = read_text(a, answer_format, true);
        if text.text.is_empty() && a.child("text").is_none() {
            // Very old files put the answer directly in the element.
            text.text = a.text().trim().to_string();
        }
        let tolerance = if numerical {
            a.child_text("tolerance")
                .and_then(|t| t.parse::<f64>().ok())
        } else {
            None
        };
        out.push(XmlAnswer {
            text,
            fraction,
            feedback: a
                .child("feedback")
                .map(|f| read_text(f, feedback_format, true))
                .unwrap_or_else(|| XmlText::new("", feedback_format)),
            tolerance,
        });
    }
    if !bad.is_empty() {
        return Err(ParseErrorKind::InvalidGrade {
            question: strip_tags(name),
            grades: bad.join(", "),
        });
    }
    Ok(out)
}

/// Moodle's checks when a multiple-choice question is saved.
fn check_fractions(q: &XmlQuestion) -> Result<(), ParseErrorKind> {
    let XmlBody::MultiChoice {
        single, answers, ..
    } = &q.body
    else {
        return Ok(());
    };
    let question = strip_tags(&q.name);
    if *single {
        let max = answers.iter().map(|a| a.fraction).fold(0.0, f64::max);
        if (max - 1.0).abs() > 0.0000001 {
            return Err(ParseErrorKind::FractionsNoMax {
                question,
                max_percent: round7(max * 100.0),
            });
        }
    } else {
        let total: f64 = answers
            .iter()
            .map(|a| a.fraction)
            .filter(|f| *f > 0.0)
            .sum();
        if (total - 1.0).abs() > 0.0000001 {
            return Err(ParseErrorKind::FractionsAddWrong {
                question,
                total_percent: round7(total * 100.0),
            });
        }
    }
    Ok(())
}

fn round7(v: f64) -> f64 {
    (v * 1e7).round() / 1e7
}

/// Text with `<…>` tags removed (Moodle's `strip_tags` on names).
pub(crate) fn strip_tags(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        let after = &rest[lt + 1..];
        let is_tag = after
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '/' || c == '!');
        if is_tag {
            rest = after.find('>').map_or("", |i| &after[i + 1..]);
        } else {
            out.push('<');
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_follow_moodles_list() {
        assert!(is_allowed_grade(1.0));
        assert!(is_allowed_grade(-0.5));
        assert!(is_allowed_grade(0.3333333));
        assert!(!is_allowed_grade(0.33));
    }

    #[test]
    fn names_lose_their_tags_but_not_comparisons() {
        assert_eq!(
            strip_tags("Q with <strong>bold</strong> : x > 1 & x < 2"),
            "Q with bold : x > 1 & x < 2"
        );
    }

    #[test]
    fn a_bad_question_is_reported_with_its_line_and_the_rest_imported() {
        let text = "<quiz>\n<question type=\"essay\"><name><text>E</text></name><questiontext><text>Write</text></questiontext></question>\n<question type=\"ddwtos\"><name><text>D</text></name></question>\n</quiz>";
        let quiz = parse(text).expect("reads");
        assert_eq!(quiz.items.len(), 1);
        assert_eq!(quiz.errors.len(), 1);
        assert_eq!(quiz.errors[0].position.line, 3);
    }

    #[test]
    fn not_xml_is_refused_with_a_position() {
        let err = parse("<quiz>\n<question>").expect_err("refused");
        assert!(matches!(
            err,
            ImportError::Malformed {
                position: Some(_),
                ..
            }
        ));
    }
}
