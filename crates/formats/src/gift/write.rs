//! Writing GIFT the way Moodle's exporter does (formats.md §1.3), so that
//! Moodle's own export tests match byte for byte.
//!
//! Two small guards go beyond Moodle, where its output would read back as
//! something else: a text that starts with what looks like a `[format]` tag,
//! a `%n%` weight or `//` gets an explicit format tag in front, and a
//! description is followed by a blank line like every other question.

use super::ast::{
    GiftBody, GiftCategory, GiftChoice, GiftFile, GiftFormat, GiftItem, GiftNumber, GiftQuestion,
    RichText,
};

/// Writes a whole file. Questions are numbered from 1 in the
/// `// question: N` comments; category switches get 0, as in Moodle.
pub fn write(file: &GiftFile) -> String {
    let mut out = String::new();
    let mut number = 0;
    for item in &file.items {
        let id = match item {
            GiftItem::Category(_) => "0".to_string(),
            GiftItem::Question(_) => {
                number += 1;
                number.to_string()
            }
        };
        out.push_str(&write_item(item, &id));
    }
    out
}

/// Writes one item, with `id` in its leading `// question:` comment.
pub fn write_item(item: &GiftItem, id: &str) -> String {
    match item {
        GiftItem::Category(c) => write_category(c, id),
        GiftItem::Question(q) => write_question(q, id),
    }
}

fn write_category(c: &GiftCategory, id: &str) -> String {
    format!(
        "// question: {id}  name: switch category to {}\n$CATEGORY: {}\n\n",
        one_line(&c.path),
        c.path
    )
}

fn write_question(q: &GiftQuestion, id: &str) -> String {
    let mut out = match &q.name {
        Some(name) => format!("// question: {id}  name: {}\n", one_line(name)),
        None => format!("// question: {id}\n"),
    };
    out.push_str(&metadata_comment(q));
    if let Some(name) = &q.name {
        out.push_str("::");
        out.push_str(&escape(name));
        out.push_str("::");
    }
    let qformat = q.text.format;
    out.push_str(&rich(&q.text, GiftFormat::Moodle, q.name.is_none()));
    let general = general_feedback(q);
    match &q.body {
        GiftBody::Description => out.push('\n'),
        GiftBody::Essay => {
            out.push('{');
            out.push_str(&general);
            out.push_str("}\n");
        }
        GiftBody::TrueFalse {
            answer,
            wrong_feedback,
            right_feedback,
        } => {
            out.push('{');
            out.push_str(if *answer { "TRUE" } else { "FALSE" });
            let wrong = feedback_text(wrong_feedback.as_ref(), qformat);
            let right = feedback_text(right_feedback.as_ref(), qformat);
            if !wrong.is_empty() {
                out.push('#');
                out.push_str(&wrong);
            } else if !right.is_empty() {
                out.push('#');
            }
            if !right.is_empty() {
                out.push('#');
                out.push_str(&right);
            }
            out.push_str(&general);
            out.push_str("}\n");
        }
        GiftBody::MultipleChoice { single, answers } => {
            out.push_str("{\n");
            for a in answers {
                out.push('\t');
                out.push_str(&choice_marker(a, *single));
                out.push_str(&rich(&a.text, qformat, true));
                let feedback = feedback_text(a.feedback.as_ref(), qformat);
                if !feedback.is_empty() {
                    out.push('#');
                    out.push_str(&feedback);
                }
                out.push('\n');
            }
            push_general_block(&mut out, &general);
        }
        GiftBody::ShortAnswer { answers } => {
            out.push_str("{\n");
            for a in answers {
                out.push_str("\t=%");
                out.push_str(&php_number(a.fraction * 100.0));
                out.push('%');
                out.push_str(&plain_answer(&a.text.text));
                out.push('#');
                out.push_str(&feedback_text(a.feedback.as_ref(), qformat));
                out.push('\n');
            }
            push_general_block(&mut out, &general);
        }
        GiftBody::Numerical {
            answers,
            other_feedback,
        } => {
            out.push_str("{#\n");
            for a in answers {
                out.push_str(&numeric_answer(a, qformat));
            }
            if let Some(other) = other_feedback {
                out.push_str("\t~#");
                out.push_str(&feedback_text(Some(other), qformat));
                out.push('\n');
            }
            push_general_block(&mut out, &general);
        }
        GiftBody::Matching { pairs } => {
            out.push_str("{\n");
            for p in pairs {
                out.push_str("\t=");
                out.push_str(&rich(&p.left, qformat, true));
                out.push_str(" -> ");
                out.push_str(&escape(&p.right));
                out.push('\n');
            }
            push_general_block(&mut out, &general);
        }
    }
    out.push('\n');
    out
}

fn push_general_block(out: &mut String, general: &str) {
    if !general.is_empty() {
        out.push('\t');
        out.push_str(general);
        out.push('\n');
    }
    out.push_str("}\n");
}

fn general_feedback(q: &GiftQuestion) -> String {
    let text = feedback_text(q.general_feedback.as_ref(), q.text.format);
    if text.is_empty() {
        text
    } else {
        format!("####{text}")
    }
}

fn choice_marker(a: &GiftChoice, single: bool) -> String {
    if a.fraction == 1.0 && single {
        "=".to_string()
    } else if a.fraction == 0.0 {
        "~".to_string()
    } else {
        format!("~%{}%", php_number(a.fraction * 100.0))
    }
}

fn numeric_answer(a: &GiftNumber, qformat: GiftFormat) -> String {
    let (value, tolerance) = a.value.value_and_tolerance();
    format!(
        "\t=%{}%{}:{}#{}\n",
        php_number(a.fraction * 100.0),
        value,
        tolerance,
        feedback_text(a.feedback.as_ref(), qformat)
    )
}

fn metadata_comment(q: &GiftQuestion) -> String {
    let mut bits = Vec::new();
    if let Some(id) = q.idnumber.as_deref().filter(|id| !id.is_empty()) {
        bits.push(format!("[id:{}]", one_line(&id.replace(']', "\\]"))));
    }
    for tag in &q.tags {
        bits.push(format!("[tag:{}]", one_line(&tag.replace(']', "\\]"))));
    }
    if bits.is_empty() {
        String::new()
    } else {
        format!("// {}\n", bits.join(" "))
    }
}

fn feedback_text(text: Option<&RichText>, default: GiftFormat) -> String {
    text.map_or_else(String::new, |t| rich(t, default, true))
}

/// A text with its `[format]` tag when it differs from `default` (and the
/// text is not empty), as Moodle's `write_questiontext` does. `guard` adds a
/// tag anyway when the text would otherwise be misread on import.
fn rich(t: &RichText, default: GiftFormat, guard: bool) -> String {
    let needs_tag = !t.text.is_empty()
        && (t.format != default || (guard && misread_at_start(&t.text)) || looks_like_tag(&t.text));
    let mut out = String::new();
    if needs_tag {
        out.push('[');
        out.push_str(t.format.name());
        out.push(']');
    }
    out.push_str(&escape(&t.text));
    out
}

/// A short answer is written without a format; one that starts like a tag
/// gets a `[moodle]` tag so that the importer strips that instead.
fn plain_answer(text: &str) -> String {
    if looks_like_tag(text) {
        format!("[moodle]{}", escape(text))
    } else {
        escape(text)
    }
}

fn looks_like_tag(text: &str) -> bool {
    text.strip_prefix('[')
        .and_then(|rest| rest.split_once(']'))
        .is_some_and(|(name, _)| GiftFormat::from_name(name).is_some())
}

/// Texts that would read as a weight or a comment at the start of an answer
/// or of a question without a name.
fn misread_at_start(text: &str) -> bool {
    text.starts_with('%') || text.starts_with("//")
}

/// Moodle's `repchar`: escapes `\ # = ~ { } :`, writes newlines as `\n` and
/// drops carriage returns.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '#' | '=' | '~' | '{' | '}' | ':' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\n"),
            '\r' => {}
            _ => out.push(c),
        }
    }
    out
}

fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}

/// A float as PHP prints it (`precision` = 14 significant digits), which is
/// how Moodle writes weights.
pub(crate) fn php_number(x: f64) -> String {
    if !x.is_finite() {
        return "0".to_string();
    }
    if x == x.trunc() && x.abs() < 1e15 {
        return format!("{}", x as i64);
    }
    let sci = format!("{x:.13e}");
    let (mantissa, exponent) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if !(-5..15).contains(&exponent) {
        let mantissa = trim_zeros(mantissa);
        let mantissa = if mantissa.contains('.') {
            mantissa
        } else {
            format!("{mantissa}.0")
        };
        let sign = if exponent < 0 { '-' } else { '+' };
        return format!("{mantissa}E{sign}{}", exponent.abs());
    }
    let decimals = usize::try_from(13 - exponent).unwrap_or(0);
    trim_zeros(&format!("{x:.decimals$}"))
}

fn trim_zeros(s: &str) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_like_php() {
        assert_eq!(php_number(100.0), "100");
        assert_eq!(php_number(-50.0), "-50");
        assert_eq!(php_number(0.3333333 * 100.0), "33.33333");
        assert_eq!(php_number(100.0 / 3.0), "33.333333333333");
        assert_eq!(php_number(1e-7), "1.0E-7");
    }

    #[test]
    fn escapes_control_characters() {
        assert_eq!(
            escape("a\\b#c=d~e{f}g:h\r\ni"),
            "a\\\\b\\#c\\=d\\~e\\{f\\}g\\:h\\ni"
        );
    }
}
