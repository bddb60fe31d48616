//! Snapshots of what the forge makes of each shared sample and of each
//! document in `tests/corpus/`, so that every change to a made quiz is
//! reviewed.

use std::path::{Path, PathBuf};

fn documents(dir: &Path) -> Vec<PathBuf> {
    assert!(dir.is_dir(), "missing documents folder {}", dir.display());
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    found.sort();
    found
}

fn snapshot(prefix: &str, dir: &Path) {
    for path in documents(dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        let made = quizforge_forge::make(&text).expect("a document is readable");
        // Conservation of text holds on every real document too.
        if let Err(error) = quizforge_forge::check_conservation(&text) {
            panic!("{}: {error}", path.display());
        }
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let warnings: Vec<String> = made.warnings.iter().map(ToString::to_string).collect();
        insta::assert_json_snapshot!(format!("{prefix}{name}.quiz"), made.quiz);
        insta::assert_json_snapshot!(format!("{prefix}{name}.warnings"), warnings);
    }
}

/// `../shared` beside the repository. Without it, says on standard error
/// that `test` is skipped and gives `None`; with `CI` set, fails instead
/// (CI has it and must run everything).
fn shared(test: &str) -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared");
    if dir.join("samples").is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI is set but the shared folder is missing: expected it at {} (beside the repository)",
        dir.display()
    );
    // Straight to standard error: the test harness captures `eprintln!`
    // of a passing test, and a skip must be seen.
    use std::io::Write;
    writeln!(std::io::stderr(), "SKIPPED (../shared not found): {test}").ok();
    None
}

#[test]
fn samples_snapshot() {
    let Some(shared) = shared("samples_snapshot") else {
        return;
    };
    snapshot("", &shared.join("samples"));
}

#[test]
fn corpus_snapshot() {
    snapshot(
        "corpus-",
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus"),
    );
}
