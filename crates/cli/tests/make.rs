//! `quizforge make` end to end: the real binary on the shared samples and on
//! bad input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

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

/// The enclosing test's name.
macro_rules! test_name {
    () => {{
        fn here() {}
        let path = std::any::type_name_of_val(&here);
        let path = path.strip_suffix("::here").unwrap_or(path);
        path.rsplit("::").next().unwrap_or(path)
    }};
}

/// `../shared/samples/NAME`, or return from the test (saying so) when
/// `../shared` is absent.
macro_rules! sample {
    ($name:expr) => {
        match shared(test_name!()) {
            Some(dir) => dir.join("samples").join($name),
            None => return,
        }
    };
}

fn quizforge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_quizforge"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn schema() -> jsonschema::Validator {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/quiz.schema.json");
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    jsonschema::validator_for(&schema).expect("the schema is valid")
}

fn make(path: &Path) -> Value {
    let out = quizforge(&["make", path.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "make failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let quiz: Value = serde_json::from_slice(&out.stdout).expect("make prints JSON");
    let errors: Vec<String> = schema().iter_errors(&quiz).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "schema errors: {errors:#?}");
    quiz
}

fn choices(q: &Value) -> Vec<&str> {
    q["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["text"].as_str().unwrap())
        .collect()
}

fn correct(q: &Value) -> Vec<usize> {
    q["choices"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .filter(|(_, c)| c["correct"] == true)
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn every_sample_gives_schema_valid_json() {
    let Some(shared) = shared(test_name!()) else {
        return;
    };
    let mut seen = 0;
    for entry in std::fs::read_dir(shared.join("samples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "txt") {
            make(&path);
            seen += 1;
        }
    }
    assert!(seen >= 2);
}

#[test]
fn the_worksheet_sample_holds_all_52_questions() {
    let quiz = make(&sample!("000_04dd9934845d2f6a.txt"));
    assert_eq!(quiz["title"], "STARS 2 LETTER F");
    assert_eq!(quiz["language"], "en");
    let qs = quiz["questions"].as_array().unwrap();
    // 5 career questions, 10 employment-policy, 12 history, 25 maths.
    assert_eq!(qs.len(), 52);
    assert!(qs.iter().all(|q| q["origin"] == "imported"));
    // No key is given anywhere in this page: none may be invented.
    assert!(
        qs.iter()
            .all(|q| q["answer_known"] == false && correct(q).is_empty())
    );
}

#[test]
fn options_without_letters_are_split_where_they_lost_their_line_breaks() {
    let quiz = make(&sample!("000_04dd9934845d2f6a.txt"));
    let q = &quiz["questions"][1];
    assert_eq!(
        q["prompt"],
        "In most cases, what level of education do employers want for computer-related jobs?"
    );
    assert_eq!(
        choices(q),
        [
            "A High School Diploma only",
            "A college degree or technical certification",
            "A GED only",
            "A Doctorate degree"
        ]
    );
    let q = &quiz["questions"][4];
    assert_eq!(q["prompt"], "What is the purpose of a portfolio?");
    // The page footer after the last option is not part of it.
    assert_eq!(
        choices(q)[3],
        "To thank the interviewer and request a follow-up meeting"
    );
}

#[test]
fn lettered_options_on_one_line() {
    let quiz = make(&sample!("000_04dd9934845d2f6a.txt"));
    let q = &quiz["questions"][5];
    assert_eq!(
        q["prompt"],
        "What is the primary goal of the board regarding compensation for professional employees?"
    );
    assert_eq!(
        choices(q),
        [
            "To minimize costs",
            "To attract and retain committed personnel",
            "To follow state regulations only",
            "To offer the highest salaries in the district"
        ]
    );
    let q = &quiz["questions"][14];
    assert_eq!(
        choices(q)[3],
        "If the employee decides to leave early",
        "the last option ends with its paragraph"
    );
}

#[test]
fn long_stems_keep_their_heading_and_passage() {
    let quiz = make(&sample!("000_04dd9934845d2f6a.txt"));
    let q = &quiz["questions"][15];
    assert_eq!(q["topic"], "Battle of Lexington");
    assert_eq!(
        q["stimulus"],
        "At the Battle of Lexington in 1775, British soldiers and colonial militia faced each other on the village green. A shot was fired, but no one knows for sure who fired first. Even so, this moment is often called the beginning of the American Revolution."
    );
    assert_eq!(
        q["prompt"],
        "Why is the Battle of Lexington still considered the start of the American Revolution, even though it is unclear who fired the first shot?"
    );
    assert_eq!(
        choices(q)[0],
        "It marked the first time colonists and British soldiers fought in open battle"
    );
    let last = &quiz["questions"][26];
    assert_eq!(last["topic"], "Treaty of Paris");
    assert_eq!(
        choices(last),
        [
            "Both sides made agreements, recognizing independence",
            "Americans gained independence, taking land without agreements",
            "British leaders kept control, ending the war with power",
            "Both sides refused compromise, continuing the war"
        ]
    );
}

#[test]
fn section_lines_set_points_and_page_debris_is_dropped() {
    let quiz = make(&sample!("000_04dd9934845d2f6a.txt"));
    let qs = quiz["questions"].as_array().unwrap();
    let maths = &qs[27..];
    assert_eq!(maths.len(), 25);
    assert!(maths[..10].iter().all(|q| q["points"] == 5.0));
    assert!(maths[10..20].iter().all(|q| q["points"] == 6.0));
    assert!(maths[20..].iter().all(|q| q["points"] == 8.0));
    assert_eq!(
        maths[0]["prompt"],
        "The regular pentagon shown has a side length of 2 cm. The perimeter of the pentagon is"
    );
    assert_eq!(
        choices(&maths[0]),
        ["2 cm", "4 cm", "6 cm", "8 cm", "10 cm"]
    );
    assert_eq!(
        choices(&maths[3]),
        [
            "2016 and 2017",
            "2017 and 2018",
            "2018 and 2019",
            "2019 and 2020",
            "2020 and 2021"
        ]
    );
    // "Grade 8" is the running header of the pasted pages.
    assert_eq!(choices(&maths[6])[4], "0:9");
    assert_eq!(
        choices(&maths[10]),
        ["V", "W", "X", "Y", "Z"],
        "a question after a section line keeps its options"
    );
}

#[test]
fn numbered_rules_are_not_imported_as_questions() {
    let out = quizforge(&[
        "make",
        sample!("004_45a8de5e1a294e5c.txt").to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let quiz: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(quiz["title"], "Follow Up 91-101");
    let qs = quiz["questions"].as_array().unwrap();
    // The laws of chess hold no questions of their own: every question is
    // written from them, and none is a numbered rule taken for a question.
    assert!(qs.iter().all(|q| q["origin"] == "generated"), "{qs:#?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("0 found in the document"), "{stderr}");
}

#[test]
fn a_count_of_zero_writes_nothing_new() {
    let out = quizforge(&[
        "make",
        sample!("004_45a8de5e1a294e5c.txt").to_str().unwrap(),
        "--count",
        "0",
    ]);
    assert!(out.status.success());
    let quiz: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(quiz["questions"].as_array().unwrap().len(), 0);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no questions"));
}

#[test]
fn standard_input_and_an_output_file_work() {
    let dir = std::env::temp_dir().join(format!("quizforge-make-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.txt");
    std::fs::write(
        &input,
        "Quiz\n\n1. Capital of France?\nA) Rome\nB) Paris\nAnswer: B\n",
    )
    .unwrap();
    let output = dir.join("out.json");
    let out = quizforge(&[
        "make",
        input.to_str().unwrap(),
        "-o",
        output.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let quiz: Value = serde_json::from_str(&std::fs::read_to_string(&output).unwrap()).unwrap();
    assert_eq!(correct(&quiz["questions"][0]), [1]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(": 1 question (1 found in the document"),
        "one question, in the singular: {stderr}"
    );

    let mut child = Command::new(env!("CARGO_BIN_EXE_quizforge"))
        .args(["make", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1. Two plus two? A) 3 B) 4 Answer: B")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let quiz: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(correct(&quiz["questions"][0]), [1]);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_same_input_gives_byte_identical_output() {
    let path = sample!("000_04dd9934845d2f6a.txt");
    let a = quizforge(&["make", path.to_str().unwrap()]);
    let b = quizforge(&["make", path.to_str().unwrap()]);
    assert_eq!(a.stdout, b.stdout);
}

fn fails_with(bytes: &[u8], name: &str, expected: &str) {
    let dir = std::env::temp_dir().join(format!("quizforge-bad-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    let out = quizforge(&["make", path.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{name} was accepted");
    assert!(stderr.contains(expected), "{name}: {stderr}");
    assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn bad_input_gets_a_clear_error_and_a_failing_exit() {
    fails_with(b"", "empty.txt", "the document is empty");
    fails_with(
        b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR",
        "image.png",
        "no text found",
    );
    fails_with(b"hello\nworld\0\0\0", "binary.bin", "binary file");
    fails_with(b"line one\nbad \xe9 byte", "latin1.txt", "line 2, column 5");
    let out = quizforge(&["make", "/no/such/file.txt"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot open"));
}

#[test]
fn a_200_megabyte_file_is_refused_without_reading_it() {
    let dir = std::env::temp_dir().join(format!("quizforge-huge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("huge.txt");
    // A sparse file: 200 MB on paper, nothing on disk.
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(200_000_000).unwrap();
    let out = quizforge(&["make", path.to_str().unwrap()]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("200 MB"), "{stderr}");
    std::fs::remove_dir_all(dir).ok();
}

fn make_text(text: &str, args: &[&str], name: &str) -> Output {
    let dir = std::env::temp_dir().join(format!("quizforge-text-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let mut all = vec!["make", path.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = quizforge(&all);
    std::fs::remove_dir_all(dir).ok();
    out
}

#[test]
fn gift_and_aiken_files_are_recognised_by_their_content() {
    let gift = "// Capitals\n::Q1:: Capital of France? {=Paris ~Rome ~Berlin}\n\n::Q2:: 2+2 {#4}\n\nThe sun is a star.{T}\n";
    let out = make_text(gift, &[], "capitals.gift");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let quiz: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(quiz["title"], "Capitals");
    let qs = quiz["questions"].as_array().unwrap();
    assert_eq!(qs.len(), 3);
    assert_eq!(qs[0]["kind"], "multiple_choice");
    assert_eq!(correct(&qs[0]), [0]);
    assert_eq!(qs[1]["kind"], "numeric");
    assert_eq!(qs[1]["value"], 4.0);
    assert_eq!(qs[2]["kind"], "true_false");

    let aiken =
        "What is 2+2?\nA. 3\nB. 4\nANSWER: B\n\nCapital of Italy?\nA) Rome\nB) Paris\nANSWER: A\n";
    let out = make_text(aiken, &[], "sums.txt");
    assert!(out.status.success());
    let quiz: Value = serde_json::from_slice(&out.stdout).unwrap();
    let qs = quiz["questions"].as_array().unwrap();
    assert_eq!(qs.len(), 2);
    assert_eq!(correct(&qs[0]), [1]);
    assert_eq!(choices(&qs[1]), ["Rome", "Paris"]);
}

#[test]
fn malformed_gift_is_an_error_with_its_line_and_column() {
    let out = make_text("::Q1:: Broken question {=yes ~no\n", &[], "broken.gift");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("line 1, column"), "{stderr}");
    let out = make_text("Not GIFT at all {=a", &["--from", "gift"], "forced.txt");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 1"));
}

#[test]
fn a_worksheet_can_be_written_in_every_output_format() {
    let sheet = "Quiz\n\n1. Capital of France? A) Rome B) Paris Answer: B\n2. Name the largest planet. Answer: Jupiter\n";
    let out = make_text(sheet, &["--format", "gift"], "sheet.txt");
    assert!(out.status.success());
    let gift = String::from_utf8(out.stdout).unwrap();
    assert!(
        gift.contains("Capital of France?{\n\t~Rome\n\t=Paris\n}"),
        "{gift}"
    );
    let out = make_text(sheet, &["--format", "aiken"], "sheet.txt");
    let aiken = String::from_utf8(out.stdout).unwrap();
    assert_eq!(aiken, "Capital of France?\nA) Rome\nB) Paris\nANSWER: B\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("question 2"),
        "the dropped short answer is reported: {stderr}"
    );
    let out = make_text(sheet, &["--format", "markdown"], "sheet.txt");
    let md = String::from_utf8(out.stdout).unwrap();
    assert!(md.contains("- [x] B) Paris"), "{md}");
}

/// The `.txt` documents of each folder, sorted.
fn text_documents(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut documents: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|dir| std::fs::read_dir(dir).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    documents.sort();
    documents
}

/// Makes a quiz of each document and runs `quizforge check` on it.
fn passes_the_quality_check(name: &str, documents: Vec<PathBuf>) {
    let dir = std::env::temp_dir().join(format!("quizforge-check-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for document in documents {
        let quiz = dir.join("quiz.json");
        let made = quizforge(&[
            "make",
            document.to_str().unwrap(),
            "-o",
            quiz.to_str().unwrap(),
        ]);
        assert!(made.status.success(), "{}", document.display());
        let checked = quizforge(&[
            "check",
            quiz.to_str().unwrap(),
            "--source",
            document.to_str().unwrap(),
        ]);
        let report = String::from_utf8_lossy(&checked.stdout);
        assert!(
            checked.status.success(),
            "{}:\n{report}{}",
            document.display(),
            String::from_utf8_lossy(&checked.stderr)
        );
        assert!(report.contains("deterministic: yes"), "{report}");
        assert!(!report.contains("FAIL"), "{report}");
    }
    std::fs::remove_dir_all(dir).ok();
}

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples")
}

#[test]
fn every_made_quiz_passes_the_quality_check() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../forge/tests/corpus");
    let documents = text_documents(&[corpus, examples()]);
    assert!(documents.len() >= 13);
    passes_the_quality_check("repository", documents);
}

#[test]
fn every_quiz_made_from_a_shared_sample_passes_the_quality_check() {
    let Some(shared) = shared(test_name!()) else {
        return;
    };
    let documents = text_documents(&[shared.join("samples")]);
    assert!(documents.len() >= 2);
    passes_the_quality_check("samples", documents);
}

/// The README's first command works on a clone alone: the examples in the
/// repository make schema-valid quizzes, the worksheet with all its
/// questions and keys.
#[test]
fn the_examples_make_quizzes() {
    let documents = text_documents(&[examples()]);
    assert_eq!(documents.len(), 3, "{documents:?}");
    for document in &documents {
        let quiz = make(document);
        assert!(
            !quiz["questions"].as_array().unwrap().is_empty(),
            "{}",
            document.display()
        );
    }
    let quiz = make(&examples().join("worksheet-psychology-learning.txt"));
    let qs = quiz["questions"].as_array().unwrap();
    assert_eq!(qs.len(), 15);
    assert!(qs.iter().all(|q| q["origin"] == "imported"));
    assert!(
        qs.iter().all(|q| correct(q).len() == 1),
        "every key is kept"
    );
    assert_eq!(correct(&qs[0]), [2], "1. … Answer: C");
    assert_eq!(correct(&qs[1]), [1], "2. … Answer: B");
}

#[test]
fn check_fails_on_a_quiz_that_gives_its_answer_away() {
    let dir = std::env::temp_dir().join(format!("quizforge-leak-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let quiz = dir.join("leak.json");
    std::fs::write(
        &quiz,
        r#"{"title":"t","language":"en","questions":[{"kind":"multiple_choice","prompt":"Evaporation turns water into _____ (evaporation).","stimulus":null,"images":[],"choices":[{"text":"evaporation","correct":true,"image":null,"weight":1.0},{"text":"ice","correct":false,"image":null,"weight":0.0}],"answer_known":true,"accepted":[],"value":null,"tolerance":null,"pairs":[],"points":1.0,"time_limit":null,"explanation":null,"topic":null,"origin":"generated","source":null}]}"#,
    )
    .unwrap();
    let out = quizforge(&["check", quiz.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("answer-leak"));
    std::fs::write(&quiz, "{ not json").unwrap();
    let out = quizforge(&["check", quiz.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(":1:3"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn explain_tells_each_sentence_and_a_short_quiz_says_why() {
    let doc = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/prose-astronomy-the-calendar.txt"
    );
    let out = quizforge(&["make", doc, "--explain"]);
    assert!(out.status.success());
    let quiz: Value = serde_json::from_slice(&out.stdout).unwrap();
    let written = quiz["questions"].as_array().unwrap().len();
    let report = String::from_utf8_lossy(&out.stderr);
    // Each sentence by line and column, with what became of it.
    assert!(
        report.contains("3:1: “What’s today’s date?”")
            && report.contains("not asked: talks to the reader"),
        "{report}"
    );
    assert_eq!(report.matches("\n    asked (").count(), written, "{report}");
    // The quiz is shorter than asked for, and says why in one sentence.
    assert!(written < 10);
    let shortfall = format!("{written} of the 10 new questions asked for were written: of its ");
    assert!(report.contains(&shortfall), "{report}");

    // Without --explain: the one sentence, and where to look.
    let out = quizforge(&["make", doc]);
    let notes = String::from_utf8_lossy(&out.stderr);
    assert!(notes.contains(&shortfall), "{notes}");
    assert!(notes.contains("--explain"), "{notes}");
    assert!(!notes.contains("not asked"), "{notes}");
}

/// `-o` naming a pipe (as `/dev/null` or `/dev/stdout` name devices) writes
/// into it: a temporary file renamed over it would take its place, and as
/// root `quizforge make DOC -o /dev/null` turned `/dev/null` into a
/// regular file. A FIFO shows it without touching the machine's devices.
#[test]
fn an_output_that_is_a_pipe_is_written_into_not_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = std::env::temp_dir().join(format!("quizforge-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    let fifo = dir.join("quiz.json");
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", fifo.display());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(&fifo).expect("the pipe is read"))
    };
    let example = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/prose-astronomy-the-calendar.txt");
    let out = quizforge(&[
        "make",
        example.to_str().expect("a path"),
        "-o",
        fifo.to_str().expect("a path"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let kind = std::fs::symlink_metadata(&fifo)
        .expect("still there")
        .file_type();
    assert!(kind.is_fifo(), "the pipe was replaced by a {kind:?}");
    let written = reader.join().expect("the reader thread");
    let quiz: Value = serde_json::from_slice(&written).expect("the quiz came through the pipe");
    assert!(!quiz["questions"].as_array().expect("questions").is_empty());
    assert!(!dir.join("quiz.partial").exists());
    std::fs::remove_dir_all(&dir).ok();
}
