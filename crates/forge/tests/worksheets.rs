//! The shared corpus's worksheets (`../shared/corpus/worksheets/`) against
//! their expected import (`expected/NAME.json`): every question's prompt,
//! choices, key and whether the key is known must come out exactly as the
//! corpus README says a reader should find them.

use std::path::{Path, PathBuf};

use quizforge_core::{Origin, Question};
use serde_json::Value;

fn worksheets_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/worksheets");
    if dir.is_dir() {
        return Some(dir);
    }
    // Without the shared folder the test cannot say anything; say so loudly,
    // and fail in CI, where the folder must be there.
    eprintln!(
        "\n\n*** SKIPPED: ../shared not found (looked for {}) ***\n\n",
        dir.display()
    );
    assert!(
        std::env::var_os("CI").is_none(),
        "../shared not found in CI: {}",
        dir.display()
    );
    None
}

/// The question as the corpus README writes it: the prompt is the whole
/// stem, so a heading or passage the forge set apart is joined back on.
fn whole_prompt(q: &Question) -> String {
    let mut parts: Vec<&str> = Vec::new();
    if let Some(topic) = &q.topic {
        parts.push(topic);
    }
    if let Some(stimulus) = &q.stimulus {
        parts.push(stimulus);
    }
    parts.push(&q.prompt);
    parts.join(" ")
}

fn expected_value(q: &Question) -> Value {
    let choices: Vec<&str> = q.choices().iter().map(|c| c.text.as_str()).collect();
    let correct: Vec<usize> = q
        .choices()
        .iter()
        .enumerate()
        .filter(|(_, c)| c.correct)
        .map(|(i, _)| i)
        .collect();
    serde_json::json!({
        "prompt": whole_prompt(q),
        "kind": q.kind().as_str(),
        "choices": choices,
        "correct": correct,
        "answer_known": q.answer_known,
    })
}

#[test]
fn every_corpus_worksheet_imports_exactly() {
    let Some(dir) = worksheets_dir() else {
        return;
    };
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    names.sort();
    assert_eq!(names.len(), 12, "the corpus has 12 worksheets");
    let (mut exact, mut total) = (0, 0);
    let mut misses = Vec::new();
    for path in &names {
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let expected: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.join("expected").join(format!("{stem}.json"))).unwrap(),
        )
        .unwrap();
        let made = quizforge_forge::make(&text).expect("a worksheet is readable");
        // Conservation of text: every byte of every question accounted for.
        if let Err(error) = quizforge_forge::check_conservation(&text) {
            misses.push(format!("{stem}: conservation broken: {error}"));
        }
        for warning in &made.warnings {
            misses.push(format!("{stem}: warning {warning}"));
        }
        let got: Vec<Value> = made
            .quiz
            .questions
            .iter()
            .filter(|q| q.origin == Origin::Imported)
            .map(expected_value)
            .collect();
        let want = expected["questions"].as_array().unwrap();
        total += want.len();
        for (i, w) in want.iter().enumerate() {
            match got.get(i) {
                Some(g) if g == w => exact += 1,
                other => misses.push(format!(
                    "{stem} question {}:\n  want {w}\n  got  {}",
                    i + 1,
                    other.map_or("nothing".to_string(), Value::to_string)
                )),
            }
        }
        if got.len() > want.len() {
            misses.push(format!(
                "{stem}: {} questions imported that are not in it",
                got.len() - want.len()
            ));
        }
    }
    println!("corpus worksheets: {exact} of {total} questions exact");
    assert!(
        misses.is_empty(),
        "{exact} of {total} exact; misses:\n{}",
        misses.join("\n")
    );
}
