//! Cloze (embedded answers) text: `{1:SHORTANSWER:=Owl#Well done!~*#No}`,
//! read as `qtype_multianswer` does. Each `{…}` becomes a part and the text
//! gets `{#1}`, `{#2}` placeholders.

use super::ast::{ClozePart, XmlAnswer, XmlFormat, XmlText};
use crate::error::{MAX_ANSWERS, ParseErrorKind};

/// Splits a cloze text into its placeholder text and parts.
pub fn parse(text: &str, format: XmlFormat) -> Result<(String, Vec<ClozePart>), ParseErrorKind> {
    let mut out = String::with_capacity(text.len());
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let inner = &after[..close];
        match part(inner, format)? {
            Some(mut p) => {
                p.source = format!("{{{inner}}}");
                out.push_str(&rest[..open]);
                parts.push(p);
                out.push_str(&format!("{{#{}}}", parts.len()));
            }
            None => out.push_str(&rest[..open + 1 + close + 1]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    if parts.is_empty() {
        return Err(ParseErrorKind::Invalid(
            "the cloze question has no embedded answers".into(),
        ));
    }
    Ok((out, parts))
}

/// One `weight:TYPE:answers`; `None` when the braces are not a cloze part.
fn part(inner: &str, format: XmlFormat) -> Result<Option<ClozePart>, ParseErrorKind> {
    let mut fields = inner.splitn(3, ':');
    let (Some(weight), Some(kind), Some(answers)) = (fields.next(), fields.next(), fields.next())
    else {
        return Ok(None);
    };
    if !weight.chars().all(|c| c.is_ascii_digit()) {
        return Ok(None);
    }
    let (qtype, case_sensitive, multiple) = match kind {
        "SHORTANSWER" | "SA" | "MW" => ("shortanswer", false, false),
        "SHORTANSWER_C" | "SAC" | "MWC" => ("shortanswer", true, false),
        "NUMERICAL" | "NM" => ("numerical", false, false),
        "MULTICHOICE" | "MC" | "MULTICHOICE_V" | "MCV" | "MULTICHOICE_H" | "MCH"
        | "MULTICHOICE_S" | "MCS" | "MULTICHOICE_VS" | "MCVS" | "MULTICHOICE_HS" | "MCHS" => {
            ("multichoice", false, false)
        }
        "MULTIRESPONSE" | "MR" | "MULTIRESPONSE_H" | "MRH" | "MULTIRESPONSE_S" | "MRS"
        | "MULTIRESPONSE_HS" | "MRHS" => ("multichoice", false, true),
        _ => return Ok(None),
    };
    let weight = if weight.is_empty() {
        1.0
    } else {
        weight.parse::<f64>().unwrap_or(1.0)
    };
    let mut list = Vec::new();
    for raw in split_unescaped(answers, '~') {
        if list.len() == MAX_ANSWERS {
            return Err(ParseErrorKind::TooManyAnswers { limit: MAX_ANSWERS });
        }
        let (fraction, rest) = if let Some(r) = raw.strip_prefix('=') {
            (1.0, r)
        } else if let Some(r) = raw.strip_prefix('%') {
            match r.split_once('%') {
                Some((n, r)) => (n.parse::<f64>().unwrap_or(0.0) / 100.0, r),
                None => (0.0, raw),
            }
        } else {
            (0.0, raw)
        };
        let (answer, feedback) = match rest.split_once('#') {
            Some((a, f)) => (a, f),
            None => (rest, ""),
        };
        let answer = unescape(answer.trim());
        let (answer, tolerance) = if qtype == "numerical" && answer != "*" {
            match answer.split_once(':') {
                Some((v, t)) => (v.trim().to_string(), t.trim().parse::<f64>().ok()),
                None => (answer, Some(0.0)),
            }
        } else {
            (answer, None)
        };
        let answer_format = if qtype == "multichoice" {
            format
        } else {
            XmlFormat::Plain
        };
        list.push(XmlAnswer {
            text: XmlText::new(answer, answer_format),
            fraction,
            feedback: XmlText::new(unescape(feedback.trim()), format),
            tolerance,
        });
    }
    Ok(Some(ClozePart {
        source: String::new(),
        weight,
        qtype,
        case_sensitive,
        multiple,
        answers: list,
    }))
}

fn split_unescaped(text: &str, separator: char) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if escaped {
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        } else if c == separator {
            out.push(&text[start..i]);
            start = i + c.len_utf8();
        }
    }
    out.push(&text[start..]);
    out
}

fn unescape(text: &str) -> String {
    text.replace("\\~", "~")
        .replace("\\}", "}")
        .replace("\\#", "#")
        .replace("\\/", "/")
        .replace("\\\"", "\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_get_placeholders() {
        let (text, parts) = parse(
            "The {1:SA:=Owl#Yes~*#No} and {2:MC:a~=b} {x}",
            XmlFormat::Html,
        )
        .expect("reads");
        assert_eq!(text, "The {#1} and {#2} {x}");
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[1].weight, 2.0);
        assert_eq!(parts[0].answers[1].text.text, "*");
        assert_eq!(parts[1].answers[1].fraction, 1.0);
    }
}
