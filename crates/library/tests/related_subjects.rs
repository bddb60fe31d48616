//! Related quizzes on real material: a quiz made from each textbook
//! section of `../shared/corpus/prose` (named `NN_subject_title.txt`),
//! made by the forge from the section as a teacher would, with the section
//! as its source. A related list is good when what it lists first comes
//! from the same subject (anatomy beside anatomy, economics beside
//! economics). Needs `../shared`: says so and skips without it.

use std::path::{Path, PathBuf};

use quizforge_library::Library;
use quizforge_store::{LibraryQuiz, Sharing, StoredQuiz, Visibility};

/// `../shared/corpus/prose` beside the repository, or `None` (said on
/// standard error) when it is missing outside CI.
fn prose(test: &str) -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/prose");
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI is set but the shared folder is missing: expected {}",
        dir.display()
    );
    use std::io::Write;
    writeln!(std::io::stderr(), "SKIPPED (../shared not found): {test}").ok();
    None
}

#[test]
fn related_quizzes_of_a_textbook_section_come_from_its_subject() {
    let Some(dir) = prose("related_quizzes_of_a_textbook_section_come_from_its_subject") else {
        return;
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    let mut subjects = Vec::new();
    let mut languages: Vec<(i64, String)> = Vec::new();
    let mut quizzes = Vec::new();
    for (n, file) in files.iter().enumerate() {
        let name = file.file_stem().unwrap().to_string_lossy().to_string();
        let subject = name.split('_').nth(1).unwrap_or("").to_string();
        let text = std::fs::read_to_string(file).unwrap();
        let Ok(made) = quizforge_forge::make_with(&text, &quizforge_forge::Options { count: 10 })
        else {
            continue;
        };
        if made.quiz.questions.is_empty() {
            continue;
        }
        let id = n as i64 + 1;
        languages.push((id, made.quiz.language.clone()));
        subjects.push((id, subject));
        quizzes.push(LibraryQuiz {
            stored: StoredQuiz {
                id,
                owner_id: 1,
                quiz: made.quiz,
                source_text: text,
                revision: 1,
                created_at: 0,
                updated_at: id,
            },
            sharing: Sharing {
                visibility: Visibility::School,
                ..Sharing::default()
            },
            based_on: None,
            based_on_title: String::new(),
            copies: 0,
            plays: 0,
            last_played_at: None,
        });
    }
    assert!(
        quizzes.len() >= 30,
        "only {} sections made quizzes",
        quizzes.len()
    );
    let library = Library::open(None).unwrap();
    library.load(quizzes).unwrap();
    let subject_of = |id: i64| {
        subjects
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, s)| s.as_str())
            .unwrap_or("")
    };
    let (mut first_same, mut listed, mut same) = (0, 0, 0);
    // What a list of that length drawn at random would hold of the subject.
    let mut by_chance = 0.0;
    let others = subjects.len() as f64 - 1.0;
    for (id, subject) in &subjects {
        let related = library.related(*id, Some(1), 3).unwrap();
        // A quiz alone in its language (the one Polish section the forge
        // asks a number of) shares no word with any other: nothing is
        // related to it, rightly.
        let language = &languages.iter().find(|(i, _)| i == id).unwrap().1;
        if languages.iter().filter(|(_, l)| l == language).count() < 2 {
            continue;
        }
        assert!(
            !related.is_empty(),
            "nothing related to {subject} quiz {id}"
        );
        if subject_of(related[0].id) == subject {
            first_same += 1;
        }
        let siblings = subjects.iter().filter(|(_, s)| s == subject).count() as f64 - 1.0;
        by_chance += related.len() as f64 * siblings / others;
        for r in &related {
            listed += 1;
            if subject_of(r.id) == subject {
                same += 1;
            }
        }
    }
    let quizzes = subjects.len();
    eprintln!(
        "related, on {quizzes} section quizzes: first of the same subject {first_same}/{quizzes}, \
         top three {same}/{listed} (chance: {by_chance:.1})"
    );
    assert!(
        same as f64 >= 1.5 * by_chance,
        "{same} of {listed} related of the same subject, chance gives {by_chance:.1}"
    );
}
