//! Writing Moodle XML byte for byte as Moodle's exporter does
//! (`qformat_xml::writequestion`), so that files diff cleanly against
//! Moodle's own.

use std::fmt::Write;

use base64::Engine;

use super::ast::{
    CombinedFeedback, XmlAnswer, XmlBody, XmlCategory, XmlHint, XmlItem, XmlQuestion, XmlQuiz,
    XmlText,
};

/// Moodle's `xml_escape`: text without markup is written as it is; any
/// `<`, `>` or `&` puts the whole value in CDATA, with a literal `]]>`
/// split across two sections.
pub fn xml_escape(text: &str) -> String {
    if text.contains(['<', '>', '&']) {
        format!("<![CDATA[{}]]>", text.replace("]]>", "]]]]><![CDATA[>"))
    } else {
        text.to_string()
    }
}

/// A number as Moodle prints it: integers without a decimal point, others
/// with at most seven decimals.
pub(crate) fn number(value: f64) -> String {
    let rounded = (value * 1e7).round() / 1e7;
    if rounded == rounded.trunc() && rounded.abs() < 1e15 {
        format!("{}", rounded as i64)
    } else {
        format!("{rounded}")
    }
}

/// Writes a whole file.
pub fn write(quiz: &XmlQuiz) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    for (i, item) in quiz.items.iter().enumerate() {
        let id = match item {
            XmlItem::Category(_) => 0,
            XmlItem::Question(_) => i + 1,
        };
        out.push_str(&write_item(item, &id.to_string()));
        out.push('\n');
    }
    out.push_str("</quiz>\n");
    out
}

/// Writes one item with its `<!-- question: id  -->` comment.
pub fn write_item(item: &XmlItem, id: &str) -> String {
    let mut out = format!("<!-- question: {id}  -->\n");
    match item {
        XmlItem::Category(c) => write_category(&mut out, c),
        XmlItem::Question(q) => write_question(&mut out, q),
    }
    out
}

fn write_category(out: &mut String, c: &XmlCategory) {
    out.push_str("  <question type=\"category\">\n    <category>\n");
    let _ = writeln!(out, "      <text>{}</text>", xml_escape(&c.path));
    out.push_str("    </category>\n");
    if let Some(info) = &c.info {
        text_element(out, "info", info);
    }
    let _ = writeln!(
        out,
        "    <idnumber>{}</idnumber>",
        xml_escape(c.idnumber.as_deref().unwrap_or(""))
    );
    out.push_str("  </question>\n");
}

/// `    <tag format="…">\n      <text>…</text>\n[files]    </tag>\n`
fn text_element(out: &mut String, tag: &str, t: &XmlText) {
    let _ = writeln!(out, "    <{tag} format=\"{}\">", t.format.attribute());
    let _ = writeln!(out, "      <text>{}</text>", xml_escape(&t.text));
    files(out, t, "      ");
    let _ = writeln!(out, "    </{tag}>");
}

fn files(out: &mut String, t: &XmlText, indent: &str) {
    for f in &t.files {
        let _ = writeln!(
            out,
            "{indent}<file name=\"{}\" path=\"{}\" encoding=\"base64\">{}</file>",
            crate::xml::escape_attr(&f.name),
            crate::xml::escape_attr(&f.path),
            base64::engine::general_purpose::STANDARD.encode(&f.bytes)
        );
    }
}

fn write_question(out: &mut String, q: &XmlQuestion) {
    let _ = writeln!(out, "  <question type=\"{}\">", q.body.type_attribute());
    let _ = writeln!(
        out,
        "    <name>\n      <text>{}</text>\n    </name>",
        xml_escape(&q.name)
    );
    let mut text = q.text.clone();
    if let XmlBody::Cloze { parts } = &q.body {
        for (i, part) in parts.iter().enumerate() {
            text.text = text.text.replace(&format!("{{#{}}}", i + 1), &part.source);
        }
    }
    text_element(out, "questiontext", &text);
    text_element(out, "generalfeedback", &q.general_feedback);
    if !matches!(q.body, XmlBody::Cloze { .. }) {
        let _ = writeln!(
            out,
            "    <defaultgrade>{}</defaultgrade>",
            number(q.default_grade)
        );
    }
    let _ = writeln!(out, "    <penalty>{}</penalty>", number(q.penalty));
    let _ = writeln!(out, "    <hidden>{}</hidden>", u8::from(q.hidden));
    let _ = writeln!(
        out,
        "    <idnumber>{}</idnumber>",
        xml_escape(q.idnumber.as_deref().unwrap_or(""))
    );
    match &q.body {
        XmlBody::Description | XmlBody::Cloze { .. } => {}
        XmlBody::Essay(e) => {
            let _ = writeln!(
                out,
                "    <responseformat>{}</responseformat>",
                xml_escape(&e.response_format)
            );
            let _ = writeln!(
                out,
                "    <responserequired>{}</responserequired>",
                e.response_required
            );
            let _ = writeln!(
                out,
                "    <responsefieldlines>{}</responsefieldlines>",
                e.response_field_lines
            );
            let _ = writeln!(out, "    <attachments>{}</attachments>", e.attachments);
            let _ = writeln!(
                out,
                "    <attachmentsrequired>{}</attachmentsrequired>",
                e.attachments_required
            );
            text_element(out, "graderinfo", &e.grader_info);
            text_element(out, "responsetemplate", &e.response_template);
        }
        XmlBody::MultiChoice {
            single,
            shuffle,
            numbering,
            combined,
            answers,
        } => {
            let _ = writeln!(out, "    <single>{single}</single>");
            let _ = writeln!(out, "    <shuffleanswers>{shuffle}</shuffleanswers>");
            let _ = writeln!(
                out,
                "    <answernumbering>{}</answernumbering>",
                xml_escape(numbering)
            );
            combined_feedback(out, combined);
            for a in answers {
                answer(out, a, false);
            }
        }
        XmlBody::TrueFalse {
            correct,
            feedback_true,
            feedback_false,
        } => {
            let plain = super::ast::XmlFormat::Plain;
            for (word, right, feedback) in [
                ("true", *correct, feedback_true),
                ("false", !*correct, feedback_false),
            ] {
                answer(
                    out,
                    &XmlAnswer {
                        text: XmlText::new(word, plain),
                        fraction: if right { 1.0 } else { 0.0 },
                        feedback: feedback.clone(),
                        tolerance: None,
                    },
                    false,
                );
            }
        }
        XmlBody::ShortAnswer { use_case, answers } => {
            let _ = writeln!(out, "    <usecase>{}</usecase>", u8::from(*use_case));
            for a in answers {
                answer(out, a, false);
            }
        }
        XmlBody::Numerical { answers } => {
            for a in answers {
                answer(out, a, true);
            }
        }
        XmlBody::Matching {
            shuffle,
            combined,
            subquestions,
        } => {
            let _ = writeln!(out, "    <shuffleanswers>{shuffle}</shuffleanswers>");
            combined_feedback(out, combined);
            for s in subquestions {
                let _ = writeln!(
                    out,
                    "    <subquestion format=\"{}\">",
                    s.text.format.attribute()
                );
                let _ = writeln!(out, "      <text>{}</text>", xml_escape(&s.text.text));
                files(out, &s.text, "      ");
                let _ = writeln!(
                    out,
                    "      <answer>\n        <text>{}</text>\n      </answer>",
                    xml_escape(&s.answer)
                );
                out.push_str("    </subquestion>\n");
            }
        }
    }
    for h in &q.hints {
        hint(out, h);
    }
    if !q.tags.is_empty() {
        out.push_str("    <tags>\n");
        for tag in &q.tags {
            let _ = writeln!(out, "      <tag><text>{}</text></tag>", xml_escape(tag));
        }
        out.push_str("    </tags>\n");
    }
    out.push_str("  </question>\n");
}

fn combined_feedback(out: &mut String, c: &CombinedFeedback) {
    text_element(out, "correctfeedback", &c.correct);
    text_element(out, "partiallycorrectfeedback", &c.partially_correct);
    text_element(out, "incorrectfeedback", &c.incorrect);
    if c.show_num_correct {
        out.push_str("    <shownumcorrect/>\n");
    }
}

fn answer(out: &mut String, a: &XmlAnswer, numerical: bool) {
    let _ = writeln!(
        out,
        "    <answer fraction=\"{}\" format=\"{}\">",
        number(a.fraction * 100.0),
        a.text.format.attribute()
    );
    let _ = writeln!(out, "      <text>{}</text>", xml_escape(&a.text.text));
    files(out, &a.text, "      ");
    let _ = writeln!(
        out,
        "      <feedback format=\"{}\">",
        a.feedback.format.attribute()
    );
    let _ = writeln!(out, "        <text>{}</text>", xml_escape(&a.feedback.text));
    files(out, &a.feedback, "        ");
    out.push_str("      </feedback>\n");
    if numerical {
        let _ = writeln!(
            out,
            "      <tolerance>{}</tolerance>",
            number(a.tolerance.unwrap_or(0.0))
        );
    }
    out.push_str("    </answer>\n");
}

fn hint(out: &mut String, h: &XmlHint) {
    let _ = writeln!(out, "    <hint format=\"{}\">", h.text.format.attribute());
    let _ = writeln!(out, "      <text>{}</text>", xml_escape(&h.text.text));
    files(out, &h.text, "      ");
    if h.show_num_correct {
        out.push_str("      <shownumcorrect/>\n");
    }
    if h.clear_wrong {
        out.push_str("      <clearwrong/>\n");
    }
    out.push_str("    </hint>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_as_moodle_prints_them() {
        assert_eq!(number(2.0), "2");
        assert_eq!(number(0.3333333), "0.3333333");
        assert_eq!(number(100.0 / 3.0), "33.3333333");
        assert_eq!(number(-50.0), "-50");
    }

    #[test]
    fn markup_goes_in_cdata() {
        assert_eq!(xml_escape("a ]]> b <"), "<![CDATA[a ]]]]><![CDATA[> b <]]>");
        assert_eq!(xml_escape("plain"), "plain");
    }
}
