//! Snapshots of the quizzes made of the shared corpus's textbook sections
//! (`../shared/corpus/prose/`), development part only: every section whose
//! number is not 3 more than a multiple of 4 (see docs/QUALITY.md for the
//! rule that keeps the other quarter untouched).

use std::path::Path;

#[test]
fn prose_sections_snapshot() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/prose");
    if !dir.is_dir() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have ../shared/corpus beside the repository"
        );
        // Straight to standard error: the test harness captures
        // `eprintln!` of a passing test, and a skip must be seen.
        use std::io::Write;
        writeln!(
            std::io::stderr(),
            "SKIPPED (../shared not found): prose_sections_snapshot"
        )
        .ok();
        return;
    }
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            let number: usize = name[..2].parse().unwrap_or(3);
            name.ends_with(".txt") && number % 4 != 3
        })
        .collect();
    paths.sort();
    assert!(paths.len() >= 30, "the development part holds 35 sections");
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        let made = quizforge_forge::make(&text).expect("a section is readable");
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        insta::assert_json_snapshot!(format!("prose-{name}"), made.quiz);
    }
}
