//! `quizforge make` and `quizforge convert` on real files of every kind,
//! built here: the text and questions come through, images-only files are
//! refused clearly, and every format converts both ways with its losses
//! reported.

#[path = "../../extract/tests/support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_quizforge"))
}

fn dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("quizforge-documents-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("runs quizforge")
}

fn quiz(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON quiz")
}

fn worksheet() -> Vec<String> {
    [
        "1. What is the powerhouse of the cell?",
        "A) Nucleus",
        "B) Mitochondria",
        "C) Ribosome",
        "Answer: B",
        "",
        "2. Which gas do plants take in?",
        "A) Oxygen",
        "B) Carbon dioxide",
        "C) Nitrogen",
        "Answer: B",
    ]
    .map(str::to_string)
    .to_vec()
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("writes the file");
    path.display().to_string()
}

fn prompts(quiz: &Value) -> Vec<String> {
    quiz["questions"]
        .as_array()
        .map(|qs| {
            qs.iter()
                .map(|q| q["prompt"].as_str().unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn a_pdf_worksheet_becomes_a_quiz_through_the_isolated_reader() {
    let d = dir("pdf");
    let path = write(&d, "sheet.pdf", &support::pdf(&[worksheet()]));
    let quiz = quiz(&run(&["make", &path]));
    let prompts = prompts(&quiz);
    assert!(
        prompts.iter().any(|p| p.contains("powerhouse of the cell")),
        "{prompts:?}"
    );
    let first = &quiz["questions"][0];
    assert_eq!(first["choices"][1]["correct"], Value::Bool(true));
}

#[test]
fn image_only_files_say_no_text_was_found() {
    let d = dir("scan");
    for (name, bytes) in [
        ("scan.pdf", support::image_only_pdf()),
        ("photo.png", support::PNG.to_vec()),
    ] {
        let out = run(&["make", &write(&d, name, &bytes)]);
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("no text found"), "{err}");
    }
}

#[test]
fn a_damaged_pdf_is_refused_without_taking_make_down() {
    let d = dir("bad");
    let mut pdf = support::pdf(&[worksheet()]);
    pdf.truncate(200);
    let out = run(&["make", &write(&d, "bad.pdf", &pdf)]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn docx_pptx_and_odt_worksheets_become_quizzes() {
    let d = dir("office");
    let lines = worksheet();
    let paragraphs: Vec<(&str, &str, bool)> =
        lines.iter().map(|l| ("", l.as_str(), false)).collect();
    let docx = write(&d, "sheet.docx", &support::docx(&paragraphs));
    let odt_paragraphs: Vec<(bool, &str)> = lines.iter().map(|l| (false, l.as_str())).collect();
    let odt = write(&d, "sheet.odt", &support::odt(&odt_paragraphs));
    let body: Vec<&str> = lines
        .iter()
        .map(String::as_str)
        .filter(|l| !l.is_empty())
        .collect();
    let pptx = write(&d, "deck.pptx", &support::pptx(&[("Cells", &body)]));
    for path in [docx, odt, pptx] {
        let quiz = quiz(&run(&["make", &path]));
        let prompts = prompts(&quiz);
        assert!(
            prompts.iter().any(|p| p.contains("powerhouse of the cell")),
            "{path}: {prompts:?}"
        );
    }
}

#[test]
fn images_in_a_docx_are_written_beside_the_output() {
    let d = dir("media");
    let lines = worksheet();
    let paragraphs: Vec<(&str, &str, bool)> =
        lines.iter().map(|l| ("", l.as_str(), false)).collect();
    let docx = write(&d, "sheet.docx", &support::docx(&paragraphs));
    let out_path = d.join("quiz.json");
    let out = run(&["make", &docx, "-o", &out_path.display().to_string()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let media: Vec<_> = std::fs::read_dir(d.join("media"))
        .expect("media folder")
        .collect();
    assert_eq!(media.len(), 1);
}

const GIFT: &str = "::Q1:: What is the powerhouse of the cell? {=Mitochondria ~Nucleus ~Ribosome}\n\n::Q2:: The sun is a star. {T}\n\n::Q3:: Name the gas plants take in. {=carbon dioxide =CO2}\n\n::Q4:: Match. {=H2O -> water =NaCl -> salt}\n";

#[test]
fn every_format_converts_both_ways_with_losses_reported() {
    let d = dir("convert");
    let gift = write(&d, "quiz.gift", GIFT.as_bytes());
    for format in [
        "json",
        "gift",
        "aiken",
        "moodle-xml",
        "qti21",
        "kahoot",
        "wayground",
        "quizalize",
        "blooket",
        "gimkit",
        "socrative",
        "quizlet",
    ] {
        let out_path = d.join(format!("quiz-{format}.out"));
        let out = run(&[
            "convert",
            &gift,
            "--to",
            format,
            "-o",
            &out_path.display().to_string(),
        ]);
        assert!(
            out.status.success(),
            "{format}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let back = run(&[
            "convert",
            &out_path.display().to_string(),
            "--from",
            format,
            "--to",
            "json",
        ]);
        let quiz = quiz(&back);
        let prompts = prompts(&quiz);
        assert!(!prompts.is_empty(), "{format}: nothing read back");
        assert!(
            prompts.iter().any(|p| p.contains("powerhouse")),
            "{format}: {prompts:?}"
        );
        // Formats without matching questions say so.
        if matches!(
            format,
            "kahoot" | "aiken" | "quizalize" | "blooket" | "gimkit" | "quizlet"
        ) {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.contains("question 4:"), "{format}: {err}");
        }
    }
}

#[test]
fn kahoot_limits_are_reported_by_question() {
    let d = dir("kahoot");
    let long = format!("::Long:: {}? {{=a ~b ~c ~d ~e}}\n", "x".repeat(150));
    let gift = write(&d, "long.gift", long.as_bytes());
    let out = run(&[
        "make",
        &gift,
        "--format",
        "kahoot",
        "-o",
        &d.join("k.xlsx").display().to_string(),
    ]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("question 1: question shortened from 151 to 120 characters"),
        "{err}"
    );
    assert!(err.contains("holds 4 answers; dropped `e`"), "{err}");
}

#[test]
fn a_file_with_one_bad_question_imports_the_rest_and_names_its_line() {
    let d = dir("bad-question");
    let xml = "<?xml version=\"1.0\"?>\n<quiz>\n<question type=\"truefalse\"><name><text>Sun</text></name><questiontext><text>The sun is a star.</text></questiontext><answer fraction=\"100\"><text>true</text></answer><answer fraction=\"0\"><text>false</text></answer></question>\n<question type=\"ddwtos\"><name><text>Drag</text></name></question>\n</quiz>\n";
    let path = write(&d, "bank.xml", xml.as_bytes());
    let out = run(&["convert", &path, "--to", "json"]);
    let quiz = quiz(&out);
    assert_eq!(quiz["questions"].as_array().map(Vec::len), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 4") && err.contains("ddwtos"), "{err}");
}

#[test]
fn the_hidden_extractor_prints_json() {
    let d = dir("extract");
    let path = write(&d, "notes.md", b"# Cells\n\n1. What is a cell?\n");
    let out = run(&["extract-text", &path]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let doc: Value = serde_json::from_str(text.lines().last().unwrap_or("")).expect("JSON");
    assert_eq!(doc["result"], "text");
    assert_eq!(doc["text"], "Cells\n\n1. What is a cell?\n");
}
