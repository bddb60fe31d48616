//! Properties of the forge that must hold for any text at all.

use proptest::prelude::*;

/// Text built from the pieces worksheets are made of, so that the search
/// reaches the recogniser's corners rather than only random letters.
fn worksheet_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("1. ".to_string()),
        Just("2) ".to_string()),
        Just("Q3. ".to_string()),
        Just("Question 4: ".to_string()),
        Just("A) ".to_string()),
        Just("(b) ".to_string()),
        Just("C. ".to_string()),
        Just("*".to_string()),
        Just("✓ ".to_string()),
        Just("[x] ".to_string()),
        Just("Answer: B ".to_string()),
        Just("Ans: c\n".to_string()),
        Just("Answer key\n1-b, 2-c, 3-a\n".to_string()),
        Just("Part A: Each correct answer is worth 5. ".to_string()),
        Just("(T/F) ".to_string()),
        Just("True ".to_string()),
        Just("? ".to_string()),
        Just("\n".to_string()),
        Just("\n\n".to_string()),
        Just("https://example.org/a.png\n".to_string()),
        Just("3.7.3.1 ".to_string()),
        Just("Grade 8 ".to_string()),
        Just("é 􀀀 ’ ".to_string()),
        "[A-Za-z ]{0,12}",
        "[0-9.]{1,4} ",
    ];
    prop::collection::vec(piece, 0..60).prop_map(|pieces| pieces.concat())
}

/// One generated question: its stem, options, and which is right.
#[derive(Debug, Clone)]
struct Generated {
    stem: String,
    options: Vec<String>,
    key: usize,
}

const WORDS: &[&str] = &[
    "river",
    "treaty",
    "of",
    "paris",
    "cell",
    "membrane",
    "the",
    "energy",
    "carbon",
    "dioxide",
    "oxygen",
    "colonial",
    "assembly",
    "reform",
    "movement",
    "tissue",
    "muscle",
    "light",
    "wavelength",
    "microscope",
    "glacier",
    "delta",
    "volcano",
    "plate",
    "crust",
    "mantle",
    "Vienna",
    "Ghent",
    "Mary",
    "Cassatt",
    "Lewis",
    "Clark",
    "protein",
    "fibers",
    "ground",
    "substance",
    "and",
    "in",
    "a",
    "an",
    "its",
    "with",
    "without",
    "during",
    "after",
];

fn phrase(min: usize, max: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), min..max).prop_map(|w| w.join(" "))
}

fn question() -> impl Strategy<Value = Generated> {
    (
        phrase(3, 14),
        prop_oneof![Just("?"), Just(" ________."), Just(":")],
        // Short, multi-word and long options (long ones wrap).
        prop::collection::vec(
            prop_oneof![phrase(1, 2), phrase(2, 5), phrase(12, 22)],
            2..6,
        ),
        0usize..6,
    )
        .prop_filter("options differ", |(_, _, options, _)| {
            options
                .iter()
                .enumerate()
                .all(|(i, o)| !options[..i].contains(o))
        })
        .prop_map(|(stem, end, options, key)| Generated {
            stem: format!("Which {stem}{end}"),
            key: key % options.len(),
            options,
        })
}

/// Wraps `line` at about `width` characters, as a PDF copy does.
fn wrap(line: &str, width: usize) -> String {
    let mut out = String::new();
    let mut current = 0;
    for word in line.split(' ') {
        if current > 0 && current + word.len() + 1 > width {
            out.push('\n');
            current = 0;
        } else if current > 0 {
            out.push(' ');
            current += 1;
        }
        out.push_str(word);
        current += word.len();
    }
    out
}

/// A worksheet of `questions` in one of the layouts teachers paste:
/// 0 one long line, 1 options on their own lines with a key block, 2
/// inline options with an `Answer:` line, 3 marked options on their own
/// lines, 4 `Q1.` and `A.` with a correct-answer line, 5 a PDF copy with
/// wrapped lines and page furniture.
fn worksheet(questions: &[Generated], layout: u8) -> String {
    let mut out = String::from("Chapter 3 Review\n\n");
    for (n, q) in questions.iter().enumerate() {
        let n = n + 1;
        let letter = |i: usize| char::from(b'a' + i as u8);
        let upper = |i: usize| char::from(b'A' + i as u8);
        match layout {
            0 => {
                out.push_str(&format!("{n}. {} ", q.stem));
                for (i, o) in q.options.iter().enumerate() {
                    out.push_str(&format!("{}) {o} ", upper(i)));
                }
            }
            1 => {
                out.push_str(&format!("{n}. {}\n", q.stem));
                for (i, o) in q.options.iter().enumerate() {
                    out.push_str(&format!("{}. {o}\n", letter(i)));
                }
                out.push('\n');
            }
            2 => {
                out.push_str(&format!("{n}. {}", q.stem));
                for (i, o) in q.options.iter().enumerate() {
                    out.push_str(&format!(" ({}) {o}", upper(i)));
                }
                out.push_str(&format!("\nAnswer: {}\n\n", upper(q.key)));
            }
            3 => {
                out.push_str(&format!("{n}. {}\n", q.stem));
                for (i, o) in q.options.iter().enumerate() {
                    let mark = if i == q.key { "*" } else { "" };
                    out.push_str(&format!("{mark}{}) {o}\n", letter(i)));
                }
                out.push('\n');
            }
            4 => {
                out.push_str(&format!("Q{n}. {}\n", q.stem));
                for (i, o) in q.options.iter().enumerate() {
                    out.push_str(&format!("{}. {o}\n", upper(i)));
                }
                out.push_str(&format!("Correct answer: {}\n\n", upper(q.key)));
            }
            _ => {
                out.push_str(&wrap(&format!("{n}. {}", q.stem), 70));
                out.push('\n');
                for (i, o) in q.options.iter().enumerate() {
                    out.push_str(&wrap(&format!("{}. {o}", letter(i)), 70));
                    out.push('\n');
                }
                if n % 3 == 0 {
                    out.push_str(&format!(
                        "Access for free at example.org\nPage {n}\nChapter 3 | Review\n"
                    ));
                }
            }
        }
    }
    if layout == 1 || layout == 5 {
        out.push_str("\nAnswer key: ");
        for (n, q) in questions.iter().enumerate() {
            out.push_str(&format!("{}. {} ", n + 1, char::from(b'a' + q.key as u8)));
        }
        out.push('\n');
    }
    out
}

/// A fixed seed: the same cases every run, so CI never fails on a case no
/// one has seen (the standards ask for seeded randomness only). Change the
/// seed to explore: a random seed found on 1 December 2026 that a one-word
/// wrapped line written twice in a worksheet ("muscle") is taken for page
/// furniture and dropped (open, issue 10's note).
fn seeded(cases: u32) -> ProptestConfig {
    ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5eed_2026_1201),
        ..ProptestConfig::with_cases(cases)
    }
}

proptest! {
    #![proptest_config(seeded(300))]

    /// Every generated worksheet is imported word for word, with its key
    /// where it has one, and conservation of text holds.
    #[test]
    fn generated_worksheets_are_imported_word_for_word(
        questions in prop::collection::vec(question(), 3..7),
        layout in 0u8..6,
    ) {
        let text = worksheet(&questions, layout);
        let checked = quizforge_forge::check_conservation(&text);
        prop_assert!(checked.is_ok(), "{:?}\n{}", checked, text);
        let made = quizforge_forge::make(&text).unwrap();
        let imported: Vec<_> = made
            .quiz
            .questions
            .iter()
            .filter(|q| q.origin == quizforge_core::Origin::Imported)
            .collect();
        prop_assert_eq!(imported.len(), questions.len(), "{}", text);
        for (q, want) in imported.iter().zip(&questions) {
            let mut whole: Vec<&str> = Vec::new();
            whole.extend(q.topic.as_deref());
            whole.extend(q.stimulus.as_deref());
            whole.push(&q.prompt);
            prop_assert_eq!(whole.join(" "), want.stem.clone(), "{}", text);
            let choices: Vec<&str> = q.choices().iter().map(|c| c.text.as_str()).collect();
            prop_assert_eq!(&choices, &want.options, "{}", text);
            if layout != 0 {
                prop_assert!(q.answer_known, "{}", text);
                prop_assert!(q.choices()[want.key].correct, "{}", text);
            } else {
                prop_assert!(!q.answer_known);
            }
        }
    }
}

proptest! {
    #![proptest_config(seeded(2000))]

    #[test]
    fn any_text_gives_valid_questions_with_spans_inside_it(text in worksheet_like()) {
        let Ok(made) = quizforge_forge::make(&text) else { return Ok(()); };
        for question in &made.quiz.questions {
            prop_assert_eq!(question.validate(), Ok(()));
            let span = question.source.expect("imported questions say where they came from");
            prop_assert!(span.start <= span.end && span.end <= text.len());
            prop_assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
            // Only a key the text gave may be marked.
            if !question.answer_known {
                prop_assert!(question.choices().iter().all(|c| !c.correct));
            }
        }
        // Whatever the text, nothing is lost, cut, merged or invented.
        let conserved = quizforge_forge::check_conservation(&text);
        prop_assert!(conserved.is_ok(), "{:?}", conserved);
    }

    #[test]
    fn arbitrary_unicode_never_panics(text in "\\PC{0,400}") {
        let _ = quizforge_forge::make(&text);
    }

    #[test]
    fn making_is_deterministic(text in worksheet_like()) {
        let a = serde_json::to_string(&quizforge_forge::make(&text).map(|m| m.quiz).ok()).unwrap();
        let b = serde_json::to_string(&quizforge_forge::make(&text).map(|m| m.quiz).ok()).unwrap();
        prop_assert_eq!(a, b);
    }
}
