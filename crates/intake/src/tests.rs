use super::*;

const WORKSHEET: &str =
    "1. What is the capital of France?\nA) Berlin\nB) Paris\nC) Rome\nAnswer: B\n";

const MOODLE_XML: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <name><text>Sky</text></name>
    <questiontext format="html"><text>The sky is blue.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>
"#;

fn read_text(name: Option<&str>, bytes: &[u8]) -> Result<Source, IntakeError> {
    // `InProcess` here, so that a test that reached a foreign parser
    // would still pass: `is_plain_text` is what these tests pin down.
    read(name, bytes, None, &Limits::default(), &Isolation::InProcess)
}

#[test]
fn only_plain_text_is_read_without_the_isolated_reader() {
    let plain = |name: Option<&str>, bytes: &[u8]| is_plain_text(name, bytes, None);
    assert!(plain(None, WORKSHEET.as_bytes()));
    assert!(plain(Some("sheet.txt"), WORKSHEET.as_bytes()));
    assert!(plain(None, b"::Q1:: 2+2 = {=4 ~5}\n"));
    // Lines of `term<TAB>meaning` are a glossary, read as text (Quizlet
    // cards only when named).
    assert!(plain(
        Some("cards.txt"),
        b"cell\tthe unit of life\natom\tthe unit of matter\n"
    ));
    for (name, bytes) in [
        (Some("notes.pdf"), b"%PDF-1.7 ...".as_slice()),
        (Some("quiz.xml"), MOODLE_XML.as_bytes()),
        (None, MOODLE_XML.as_bytes()),
        (Some("page.html"), b"<html><body>Hi</body></html>"),
        (Some("notes.md"), b"# Cells\n\nCells divide."),
        (Some("sheet.xlsx"), b"PK\x03\x04rest"),
        (Some("u16.txt"), b"\xff\xfeh\0i\0"),
    ] {
        assert!(!plain(name, bytes), "{name:?} should be isolated");
    }
    assert!(is_plain_text(Some("x.bin"), b"\0\0", Some(Format::Gift)));
    assert!(!is_plain_text(None, b"text", Some(Format::MoodleXml)));
}

#[test]
fn quiz_formats_and_documents_come_through_one_road() {
    let Source::Quiz { format, quiz, .. } =
        read_text(Some("quiz.xml"), MOODLE_XML.as_bytes()).expect("Moodle XML")
    else {
        panic!("not read as a quiz");
    };
    assert_eq!(format, Format::MoodleXml);
    assert_eq!(quiz.questions.len(), 1);
    let Source::Text { text, format, .. } = read_text(None, WORKSHEET.as_bytes()).expect("text")
    else {
        panic!("not text");
    };
    assert_eq!((text.as_str(), format), (WORKSHEET, None));
    let made = make(
        read_text(None, WORKSHEET.as_bytes()).expect("text"),
        &MakeOptions { count: 1 },
        &Limits::default(),
    )
    .expect("made");
    assert_eq!(made.quiz.questions.len(), 1);
    assert_eq!(made.text, WORKSHEET);
}

#[test]
fn files_are_refused_with_reasons() {
    let limits = Limits {
        max_input_bytes: 10,
        ..Limits::default()
    };
    assert_eq!(
        read(None, &[b'a'; 11], None, &limits, &Isolation::InProcess),
        Err(IntakeError::TooLarge {
            size: 11,
            limit: 10
        })
    );
    assert_eq!(read_text(Some("a.txt"), b"  \n"), Err(IntakeError::Empty));
    let pdf = read_text(Some("a.pdf"), b"%PDF-1.7 broken").expect_err("broken");
    assert!(matches!(pdf, IntakeError::Unreadable(_)), "{pdf:?}");
}

#[test]
fn a_missing_worker_is_our_failure_not_the_file_s() {
    let error = read(
        Some("a.pdf"),
        b"%PDF-1.7",
        None,
        &Limits::default(),
        &Isolation::Worker("/nonexistent/quizforge".into()),
    )
    .expect_err("no worker");
    assert!(matches!(error, IntakeError::Worker(_)), "{error:?}");
}

#[test]
fn big_quizzes_and_long_texts_are_bounded_and_said_so() {
    let mut text = String::new();
    for n in 1..=30 {
        text.push_str(&format!(
            "{n}. Question number {n} about {}?\nA) yes\nB) no\nAnswer: A\n",
            "x".repeat(n * 3)
        ));
    }
    let limits = Limits {
        max_questions: 20,
        max_question_chars: 40,
        ..Limits::default()
    };
    let source = Source::Text {
        text: text.clone(),
        format: None,
        media: Vec::new(),
    };
    let made = make(source, &MakeOptions::default(), &limits).expect("made");
    assert_eq!(made.quiz.questions.len(), 20);
    assert!(
        made.quiz
            .questions
            .iter()
            .all(|q| q.prompt.chars().count() <= 40)
    );
    let said: Vec<String> = made.notices.iter().map(ToString::to_string).collect();
    assert!(
        said.iter()
            .any(|n| n.contains("holds 30 questions") && n.contains("first 20")),
        "{said:?}"
    );
    assert!(said.iter().any(|n| n.contains("cut short")), "{said:?}");
    let too_long = make(
        Source::Text {
            text,
            format: None,
            media: Vec::new(),
        },
        &MakeOptions::default(),
        &Limits {
            max_text_bytes: 100,
            ..Limits::default()
        },
    );
    assert!(matches!(
        too_long,
        Err(IntakeError::TooLarge { limit: 100, .. })
    ));
}

#[test]
fn a_damaged_container_is_called_damaged_not_text() {
    // A zip whose header lost a byte, a spreadsheet that is a broken zip,
    // a PDF cut before its header: all end up as bytes that are not text,
    // and the teacher is told the file is damaged, by what it should be.
    let mut broken_zip = b"PX\x03\x04\x14\0\xff\xfe\x80rest".to_vec();
    broken_zip.extend_from_slice(&[0x9c; 40]);
    for (name, bytes, what) in [
        ("notes.docx", broken_zip.as_slice(), "a Word document"),
        (
            "sheet.xlsx",
            b"PK\x03\x04\xff\xfe\x80 not a zip".as_slice(),
            "a spreadsheet",
        ),
        (
            "unnamed",
            b"PK\x03\x04\xff\xfe\x80 not a zip".as_slice(),
            "a zip container",
        ),
        ("notes.pdf", b"%PD\xff\xfe\x80".as_slice(), "a PDF"),
    ] {
        let error = read_here(Some(name), bytes, None).expect_err(name);
        let message = error.to_string();
        assert!(
            message.contains(what) && message.contains("damaged"),
            "{name}: {message}"
        );
        assert!(!message.contains("UTF-8"), "{name}: {message}");
    }
    // Text that is not UTF-8 is still said to be so.
    let error = read_here(Some("notes.txt"), b"caf\xe9\n", None).expect_err("latin-1");
    assert!(error.to_string().contains("UTF-8"), "{error}");
}
