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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

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
