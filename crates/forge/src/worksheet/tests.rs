use super::*;
use quizforge_core::{Body, Kind};

fn questions(text: &str) -> Vec<Question> {
    recognise(text, "en").questions
}

fn texts(q: &Question) -> Vec<&str> {
    q.choices().iter().map(|c| c.text.as_str()).collect()
}

fn key(q: &Question) -> Vec<usize> {
    q.choices()
        .iter()
        .enumerate()
        .filter(|(_, c)| c.correct)
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn a_flattened_worksheet_keeps_every_question_and_option() {
    let qs = questions("1. Question one? A) x B) y C) z D) w 2. Next one? A) p B) q");
    assert_eq!(qs.len(), 2);
    assert_eq!(qs[0].prompt, "Question one?");
    assert_eq!(texts(&qs[0]), ["x", "y", "z", "w"]);
    assert!(!qs[0].answer_known);
    assert_eq!(qs[1].prompt, "Next one?");
    assert_eq!(texts(&qs[1]), ["p", "q"]);
}

#[test]
fn every_label_and_number_style_is_read() {
    for text in [
        "1) What? (a) one (b) two (c) three",
        "Q1. What? A. one B. two C. three",
        "Question 1: What? a) one b) two c) three",
        "1. What? (A) one (B) two (C) three",
    ] {
        let qs = questions(text);
        assert_eq!(qs.len(), 1, "{text}");
        assert_eq!(qs[0].prompt, "What?", "{text}");
        assert_eq!(texts(&qs[0]), ["one", "two", "three"], "{text}");
    }
}

#[test]
fn options_one_per_line_with_a_marked_key() {
    for (text, want) in [
        ("1. Capital of France?\nA) London\n*B) Paris\nC) Rome\n", 1),
        ("1. Capital of France?\nA) London\nB) Paris ✓\nC) Rome\n", 1),
        (
            "1. Capital of France?\nA) London\nB) Paris (correct)\nC) Rome\n",
            1,
        ),
        (
            "1. Capital of France?\n[ ] London\n[x] Paris\n[ ] Rome\n",
            1,
        ),
        ("1. Capital of France?\nLondon\n*Paris\nRome\n", 1),
    ] {
        let qs = questions(text);
        assert_eq!(qs.len(), 1, "{text}");
        assert_eq!(texts(&qs[0]), ["London", "Paris", "Rome"], "{text}");
        assert_eq!(key(&qs[0]), [want], "{text}");
        assert!(qs[0].answer_known);
    }
}

#[test]
fn keys_after_each_question() {
    let qs = questions("1. Pick? A) x B) y C) z Answer: B 2. Pick again? A) p B) q Ans: a");
    assert_eq!(qs.len(), 2);
    assert_eq!(texts(&qs[0]), ["x", "y", "z"]);
    assert_eq!(key(&qs[0]), [1]);
    assert_eq!(key(&qs[1]), [0]);
    let qs = questions("1. Capital of France?\nA) Rome\nB) Paris\nCorrect answer: Paris\n");
    assert_eq!(key(&qs[0]), [1]);
}

#[test]
fn an_answer_key_block_at_the_end() {
    let text = "1. One? A) a B) b C) c\n2. Two? A) a B) b C) c\n3. Three? A) a B) b C) c\n\nAnswer key: 1-b, 2-c, 3-a";
    let qs = questions(text);
    assert_eq!(qs.len(), 3);
    assert_eq!(key(&qs[0]), [1]);
    assert_eq!(key(&qs[1]), [2]);
    assert_eq!(key(&qs[2]), [0]);
    assert_eq!(texts(&qs[2]), ["a", "b", "c"]);
}

#[test]
fn several_keys_make_a_multiple_response_question() {
    let qs = questions("1. Which are prime? A) 2 B) 4 C) 5 Answer: A, C");
    assert_eq!(qs[0].kind(), Kind::MultipleResponse);
    assert_eq!(key(&qs[0]), [0, 2]);
}

#[test]
fn section_lines_set_points() {
    let text = "Part A: Each correct answer is worth 5. 1. One? (A) a (B) b 2. Two? (A) a (B) b Part B: Each correct answer is worth 6. 3. Three? (A) a (B) b";
    let qs = questions(text);
    assert_eq!(qs.len(), 3);
    assert_eq!(qs[0].points, 5.0);
    assert_eq!(qs[1].points, 5.0);
    assert_eq!(texts(&qs[1]), ["a", "b"]);
    assert_eq!(qs[2].points, 6.0);
}

#[test]
fn true_false_statements() {
    let qs = questions(
        "1. The sun is a star. (T/F) Answer: True\n2. True or false: The moon is a planet. Answer: F\n3. Water is wet. True\n4. Fish can fly. (True/False)",
    );
    assert_eq!(qs.len(), 4);
    assert!(qs.iter().all(|q| q.kind() == Kind::TrueFalse));
    assert_eq!(qs[0].prompt, "The sun is a star.");
    assert_eq!(key(&qs[0]), [0]);
    assert_eq!(qs[1].prompt, "The moon is a planet.");
    assert_eq!(key(&qs[1]), [1]);
    assert_eq!(key(&qs[2]), [0]);
    assert!(!qs[3].answer_known);
}

#[test]
fn a_question_followed_only_by_its_answer_is_short_answer() {
    let qs = questions(
        "1. What is the capital of France? Paris\n2. Who wrote Hamlet? William Shakespeare\n",
    );
    assert_eq!(qs.len(), 2);
    assert_eq!(qs[0].kind(), Kind::ShortAnswer);
    assert_eq!(qs[0].prompt, "What is the capital of France?");
    match &qs[1].body {
        Body::ShortAnswer { accepted, .. } => assert_eq!(accepted[0].text, "William Shakespeare"),
        other => panic!("not short answer: {other:?}"),
    }
}

#[test]
fn image_options_one_per_line() {
    let qs = questions(
        "1. Which one is a cat?\nhttps://example.org/cat.png\nhttps://example.org/dog.jpg\n",
    );
    assert_eq!(qs.len(), 1);
    let images: Vec<_> = qs[0].choices().iter().map(|c| c.image.as_deref()).collect();
    assert_eq!(
        images,
        [
            Some("https://example.org/cat.png"),
            Some("https://example.org/dog.jpg")
        ]
    );
}

#[test]
fn numbered_rules_dates_and_prices_are_not_questions() {
    let text = "3.7.3.1 A pawn occupying a square may capture. 3.7.3.2 This capture is legal. On 1 January 2023 it cost $0.25. 1. Basic Rules of Play and 2. Competitive Rules of Play.";
    assert!(questions(text).is_empty());
}

#[test]
fn a_key_out_of_range_is_not_guessed() {
    let found = recognise("1. Pick? A) x B) y Answer: E", "en");
    assert_eq!(found.questions.len(), 1);
    assert!(!found.questions[0].answer_known);
    assert_eq!(found.warnings.len(), 1);
}

#[test]
fn figure_debris_after_the_last_option_is_cut() {
    let qs = questions(
        "1. The perimeter is (A) 2 cm (B) 4 cm (C) 6 cm (D) 8 cm (E) 10 cm 2 cm 2. Next? (A) 1 (B) 2",
    );
    assert_eq!(texts(&qs[0]), ["2 cm", "4 cm", "6 cm", "8 cm", "10 cm"]);
}

#[test]
fn source_spans_cover_the_question() {
    let text = "Intro.\n1. What? A) x B) y\n";
    let q = &questions(text)[0];
    let span = q.source.unwrap();
    assert_eq!(&text[span.start..span.end], "1. What? A) x B) y");
}

#[test]
fn running_headers_are_cut_from_options() {
    let text = "1. One? (A) 1 (B) 2 Grade 8 2. Two? (A) 1 (B) 0:9 Grade 8 3. Three? (A) 1 (B) x Grade 8 4. Four? (A) 1 (B) 2";
    let qs = questions(text);
    assert_eq!(qs.len(), 4);
    assert_eq!(texts(&qs[1]), ["1", "0:9"]);
    assert_eq!(texts(&qs[2]), ["1", "x"]);
}
