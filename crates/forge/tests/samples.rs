//! Snapshot of what the forge makes of each shared sample, so that every
//! change to an imported quiz is reviewed.

use std::path::Path;

#[test]
fn samples_snapshot() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/samples");
    assert!(
        dir.is_dir(),
        "the shared samples are missing at {}",
        dir.display()
    );
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    names.sort();
    for path in names {
        let text = std::fs::read_to_string(&path).unwrap();
        let made = quizforge_forge::make(&text).expect("a sample is readable");
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let warnings: Vec<String> = made.warnings.iter().map(ToString::to_string).collect();
        insta::assert_json_snapshot!(format!("{name}.quiz"), made.quiz);
        insta::assert_json_snapshot!(format!("{name}.warnings"), warnings);
    }
}
