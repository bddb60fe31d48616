//! A game's results as files: CSV (one row per answer, or one per student
//! with `view=students`) and XLSX (a "Students" sheet and an "Answers"
//! sheet). Cells that a spreadsheet would run as a formula are prefixed
//! with `'` in the CSV (CSV injection); the XLSX writes them as text.

use rust_xlsxwriter::{Format, Workbook, XlsxError};

use super::report::Report;

/// The students sheet's header.
const STUDENT_HEADER: [&str; 7] = [
    "student",
    "points",
    "accuracy %",
    "answered",
    "questions",
    "time (s)",
    "started",
];

/// The answers sheet's header.
const ANSWER_HEADER: [&str; 11] = [
    "student",
    "question",
    "prompt",
    "topic",
    "response",
    "key",
    "outcome",
    "fraction",
    "points",
    "time (s)",
    "marked by",
];

/// One row of each sheet, as text or numbers.
enum Value {
    Text(String),
    Number(f64),
}

fn student_rows(report: &Report) -> Vec<Vec<Value>> {
    let total = report.questions.len() as f64;
    let mut rows: Vec<Vec<Value>> = report
        .students
        .iter()
        .map(|s| {
            vec![
                Value::Text(s.name.clone()),
                Value::Number(s.points),
                Value::Number((s.accuracy * 1000.0).round() / 10.0),
                Value::Number(s.answered as f64),
                Value::Number(total),
                Value::Number(s.time_ms as f64 / 1000.0),
                Value::Text("yes".into()),
            ]
        })
        .collect();
    rows.extend(report.not_started.iter().map(|name| {
        vec![
            Value::Text(name.clone()),
            Value::Number(0.0),
            Value::Number(0.0),
            Value::Number(0.0),
            Value::Number(total),
            Value::Number(0.0),
            Value::Text("no".into()),
        ]
    }));
    rows
}

fn answer_rows(report: &Report) -> Vec<Vec<Value>> {
    let mut rows = Vec::new();
    for student in &report.students {
        for (question, cell) in report.questions.iter().zip(&student.answers) {
            let Some(cell) = cell else { continue };
            rows.push(vec![
                Value::Text(student.name.clone()),
                Value::Number(f64::from(question.index + 1)),
                Value::Text(question.prompt.clone()),
                Value::Text(question.topic.clone().unwrap_or_default()),
                Value::Text(cell.response.clone().unwrap_or_default()),
                Value::Text(question.key.clone()),
                Value::Text(outcome_name(cell.outcome).into()),
                Value::Number(cell.fraction),
                Value::Number(cell.points),
                Value::Number(cell.elapsed_ms as f64 / 1000.0),
                Value::Text(cell.marked_by.clone().unwrap_or_default()),
            ]);
        }
    }
    rows
}

fn outcome_name(outcome: quizforge_core::Outcome) -> &'static str {
    match outcome {
        quizforge_core::Outcome::Correct => "correct",
        quizforge_core::Outcome::Partial => "partial",
        quizforge_core::Outcome::Incorrect => "incorrect",
        quizforge_core::Outcome::NeedsReview => "needs review",
    }
}

/// The CSV: one row per answer, or per student when `students`.
pub fn csv(report: &Report, students: bool) -> String {
    if !students {
        return answers_csv(report);
    }
    let (header, rows): (&[&str], _) = if students {
        (&STUDENT_HEADER, student_rows(report))
    } else {
        (&ANSWER_HEADER, answer_rows(report))
    };
    let mut out = String::with_capacity(64 * (rows.len() + 1));
    push_line(&mut out, header.iter().map(|h| quote(h)));
    for row in rows {
        push_line(
            &mut out,
            row.into_iter().map(|value| match value {
                Value::Text(text) => quote(&defuse(&text)),
                Value::Number(x) => number(x),
            }),
        );
    }
    out
}

/// The answers' CSV, written straight into one string (300,000 answers
/// make 300,000 rows: no row is built as values first). The same text as
/// [`answer_rows`] written cell by cell.
fn answers_csv(report: &Report) -> String {
    use std::fmt::Write as _;
    // Each question's prompt, topic and key, already quoted.
    let fixed: Vec<(String, String)> = report
        .questions
        .iter()
        .map(|q| {
            let mut prompt_topic = String::new();
            push_text(&mut prompt_topic, &q.prompt);
            prompt_topic.push(',');
            push_text(&mut prompt_topic, q.topic.as_deref().unwrap_or_default());
            let mut key = String::new();
            push_text(&mut key, &q.key);
            (prompt_topic, key)
        })
        .collect();
    let answers: usize = report.students.iter().map(|s| s.answered).sum();
    let mut out = String::with_capacity(96 * (answers + 1));
    push_line(&mut out, ANSWER_HEADER.iter().map(|h| quote(h)));
    for student in &report.students {
        let mut name = String::new();
        push_text(&mut name, &student.name);
        for ((question, cell), (prompt_topic, key)) in
            report.questions.iter().zip(&student.answers).zip(&fixed)
        {
            let Some(cell) = cell else { continue };
            out.push_str(&name);
            let _ = write!(out, ",{},{prompt_topic},", question.index + 1);
            push_text(&mut out, cell.response.as_deref().unwrap_or_default());
            out.push(',');
            out.push_str(key);
            out.push(',');
            out.push_str(outcome_name(cell.outcome));
            out.push(',');
            push_number(&mut out, cell.fraction);
            out.push(',');
            push_number(&mut out, cell.points);
            out.push(',');
            push_number(&mut out, cell.elapsed_ms as f64 / 1000.0);
            out.push(',');
            push_text(&mut out, cell.marked_by.as_deref().unwrap_or_default());
            out.push_str("\r\n");
        }
    }
    out
}

/// `quote(&defuse(text))`, appended without allocating.
fn push_text(out: &mut String, text: &str) {
    let quoted = text.contains([',', '"', '\n', '\r']);
    if quoted {
        out.push('"');
    }
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        out.push('\'');
    }
    if quoted {
        for c in text.chars() {
            if c == '"' {
                out.push_str("\"\"");
            } else {
                out.push(c);
            }
        }
        out.push('"');
    } else {
        out.push_str(text);
    }
}

/// [`number`], appended.
fn push_number(out: &mut String, x: f64) {
    use std::fmt::Write as _;
    if x.fract() == 0.0 && x.abs() < 1e15 {
        let _ = write!(out, "{x:.0}");
    } else {
        let _ = write!(out, "{}", (x * 1000.0).round() / 1000.0);
    }
}

fn push_line(out: &mut String, cells: impl Iterator<Item = String>) {
    for (i, cell) in cells.enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&cell);
    }
    out.push_str("\r\n");
}

fn number(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{x:.0}")
    } else {
        format!("{}", (x * 1000.0).round() / 1000.0)
    }
}

/// RFC 4180 quoting, when needed.
fn quote(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A text a spreadsheet would take for a formula, made inert.
fn defuse(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

/// The XLSX workbook: "Students" and "Answers".
pub fn xlsx(report: &Report) -> Result<Vec<u8>, XlsxError> {
    let mut workbook = Workbook::new();
    let bold = Format::new().set_bold();
    for (name, header, rows) in [
        ("Students", &STUDENT_HEADER[..], student_rows(report)),
        ("Answers", &ANSWER_HEADER[..], answer_rows(report)),
    ] {
        let sheet = workbook.add_worksheet();
        sheet.set_name(name)?;
        for (column, title) in (0_u16..).zip(header) {
            sheet.write_string_with_format(0, column, *title, &bold)?;
        }
        for (row, values) in (1_u32..).zip(rows) {
            for (column, value) in (0_u16..).zip(values) {
                match value {
                    Value::Text(text) => sheet.write_string(row, column, text)?,
                    Value::Number(x) => sheet.write_number(row, column, x)?,
                };
            }
        }
        sheet.set_freeze_panes(1, 0)?;
    }
    workbook.save_to_buffer()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_cells_are_quoted_and_defused() {
        assert_eq!(quote("a,b"), "\"a,b\"");
        assert_eq!(quote("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(defuse("=1+1"), "'=1+1");
        assert_eq!(defuse("lava"), "lava");
        assert_eq!(number(2.0), "2");
        assert_eq!(number(0.3333333), "0.333");
        for text in [
            "lava",
            "a,b",
            "say \"hi\"",
            "=1+1",
            "-3, or \"4\"",
            "",
            "\rx",
        ] {
            let mut out = String::new();
            push_text(&mut out, text);
            assert_eq!(out, quote(&defuse(text)), "{text:?}");
        }
        for x in [2.0, 0.3333333, 1.5, -0.0, 1e20] {
            let mut out = String::new();
            push_number(&mut out, x);
            assert_eq!(out, number(x), "{x}");
        }
    }
}
