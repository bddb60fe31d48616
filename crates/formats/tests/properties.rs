//! Property tests: the readers never panic, and writing then reading a quiz
//! gives it back (for quizzes each format can hold).

use proptest::prelude::*;
use quizforge_core::{
    AcceptedAnswer, Body, Choice, NumericAnswer, Pair, Question, Quiz, TextFormat,
};
use quizforge_formats::{
    aiken, detect, export_aiken, export_gift, gift, import_aiken, import_gift,
};

/// Text full of GIFT's special characters, trimmed and not empty. `-` and
/// `>` are left out: `->` cannot be escaped in GIFT (reported as a loss).
fn text() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9{}~=#:\\\\%/.,?!'\"()\\[\\]é \n]{1,24}"
        .prop_map(|s| s.trim().to_string())
        .prop_filter("not empty", |s| !s.is_empty())
}

/// A question name: as `text`, without `<` (Moodle strips tags from names).
fn name() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(text())
}

fn feedback() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(text())
}

fn choice(weight: f64) -> impl Strategy<Value = Choice> {
    (text(), feedback()).prop_map(move |(text, feedback)| Choice {
        text,
        correct: weight > 0.0,
        image: None,
        weight,
        feedback,
    })
}

fn body() -> impl Strategy<Value = Body> {
    let partial = prop::sample::select(vec![0.0, 0.5, 0.25, -0.5, -1.0]);
    prop_oneof![
        (
            choice(1.0),
            prop::collection::vec(partial.clone().prop_flat_map(choice), 1..4)
        )
            .prop_map(|(right, mut others)| {
                others.insert(0, right);
                Body::MultipleChoice { choices: others }
            }),
        (
            choice(0.5),
            prop::collection::vec(
                prop::sample::select(vec![1.0, 0.5, -0.5, 0.25, 0.0]).prop_flat_map(choice),
                1..4
            )
        )
            .prop_map(|(right, mut choices)| {
                choices.insert(0, right);
                Body::MultipleResponse { choices }
            }),
        (any::<bool>(), feedback(), feedback()).prop_map(|(answer, yes, no)| {
            let mut body = Body::true_false(Some(answer), "en");
            if let Body::TrueFalse { choices } = &mut body {
                choices[0].feedback = yes;
                choices[1].feedback = no;
            }
            body
        }),
        prop::collection::vec(
            (
                text(),
                prop::sample::select(vec![1.0, 0.5, 0.25]),
                feedback()
            ),
            1..4
        )
        .prop_map(|answers| Body::ShortAnswer {
            accepted: answers
                .into_iter()
                .map(|(text, weight, feedback)| AcceptedAnswer {
                    text,
                    weight,
                    feedback
                })
                .collect(),
            case_sensitive: false,
        }),
        prop::collection::vec(
            (
                -1e6f64..1e6,
                0f64..100.0,
                prop::sample::select(vec![1.0, 0.5]),
                feedback()
            ),
            1..3
        )
        .prop_map(|answers| Body::Numeric {
            answers: answers
                .into_iter()
                .map(|(value, tolerance, weight, feedback)| NumericAnswer {
                    value,
                    tolerance,
                    weight,
                    feedback,
                })
                .collect(),
        }),
        (
            prop::collection::vec((text(), text()), 2..4),
            proptest::option::of(text())
        )
            .prop_map(|(pairs, distractor)| {
                let mut pairs: Vec<Pair> =
                    pairs.into_iter().map(|(l, r)| Pair::new(l, r)).collect();
                if let Some(right) = distractor {
                    pairs.push(Pair::new("", right));
                }
                Body::Matching { pairs }
            }),
        Just(Body::Open),
    ]
}

fn format() -> impl Strategy<Value = TextFormat> {
    prop::sample::select(vec![
        TextFormat::Plain,
        TextFormat::Html,
        TextFormat::Markdown,
    ])
}

fn gift_question() -> impl Strategy<Value = Question> {
    (
        text(),
        name(),
        format(),
        body(),
        feedback(),
        prop::collection::vec("[a-z][a-z0-9 -]{0,8}[a-z0-9]", 0..3),
    )
        .prop_map(|(prompt, name, format, body, explanation, tags)| {
            let mut q = Question::new(prompt, body);
            q.name = name;
            q.format = format;
            q.explanation = explanation;
            q.tags = tags;
            q
        })
}

/// A quiz whose topics, once set, stay set (GIFT cannot leave a category).
fn gift_quiz() -> impl Strategy<Value = Quiz> {
    (
        prop::collection::vec(gift_question(), 0..6),
        0usize..6,
        prop::collection::vec(
            prop::sample::select(vec!["$course$/top/Unit 1: Topic", "a/b", "Z"]),
            6,
        ),
    )
        .prop_map(|(mut questions, untopiced, topics)| {
            for (i, q) in questions.iter_mut().enumerate() {
                if i >= untopiced {
                    q.topic = Some(topics[i].to_string());
                }
            }
            Quiz {
                title: String::new(),
                language: "en".into(),
                questions,
                suggestions: Vec::new(),
            }
        })
}

fn without_sources(mut quiz: Quiz) -> Quiz {
    for q in &mut quiz.questions {
        q.source = None;
    }
    quiz
}

fn aiken_quiz() -> impl Strategy<Value = Quiz> {
    let line = "[a-z][a-zA-Z0-9{}~=#:%/.,?!'()<>& -]{0,30}[a-z]".prop_map(|s| s.trim().to_string());
    let choice_text = "[a-zA-Z0-9{}~=#:%/.,?!'()<>& -]{1,20}"
        .prop_map(|s| s.trim().to_string())
        .prop_filter("not empty", |s| !s.is_empty());
    prop::collection::vec(
        (
            line,
            prop::collection::vec(choice_text, 2..8),
            any::<prop::sample::Index>(),
        ),
        0..5,
    )
    .prop_map(|questions| Quiz {
        title: String::new(),
        language: "en".into(),
        questions: questions
            .into_iter()
            .map(|(text, choices, right)| {
                let right = right.index(choices.len());
                let choices = choices
                    .into_iter()
                    .enumerate()
                    .map(|(i, c)| Choice::new(c, i == right))
                    .collect();
                Question::new(text, Body::MultipleChoice { choices })
            })
            .collect(),
        suggestions: Vec::new(),
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn gift_reader_never_panics(input in "[ {}~=#:%\\\\\\[\\]TF\\-> a-z0-9.\n\t$/]{0,200}") {
        let _ = gift::parse(&input);
        let _ = import_gift(&input);
        let _ = detect(&input);
    }

    #[test]
    fn readers_never_panic_on_any_text(input in "\\PC{0,200}") {
        let _ = import_gift(&input);
        let _ = import_aiken(&input);
        let _ = detect(&input);
    }

    #[test]
    fn aiken_reader_never_panics(input in "([A-Z][).] ?[a-z ]{0,5}|ANSWER: ?[A-Za-z]?|[a-z ]{0,8}|\r|\n){0,30}") {
        let _ = aiken::parse(&input);
        let _ = import_aiken(&input);
    }

    #[test]
    fn gift_round_trip(quiz in gift_quiz()) {
        let (text, losses) = export_gift(&quiz);
        prop_assert!(losses.is_empty(), "losses: {losses:?}");
        let import = import_gift(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert!(import.errors.is_empty(), "{:?}\n{text}", import.errors);
        prop_assert!(import.losses.is_empty(), "{:?}\n{text}", import.losses);
        let back = without_sources(import.quiz);
        prop_assert_eq!(back.questions.len(), quiz.questions.len(), "{}", text);
        for (a, b) in quiz.questions.iter().zip(&back.questions) {
            prop_assert_eq!(a, b, "{}", text);
        }
    }

    #[test]
    fn aiken_round_trip(quiz in aiken_quiz()) {
        let (text, losses) = export_aiken(&quiz);
        prop_assert!(losses.is_empty(), "losses: {losses:?}");
        let back = match import_aiken(&text) {
            Ok(import) => {
                prop_assert!(import.errors.is_empty(), "{:?}", import.errors);
                without_sources(import.quiz)
            }
            Err(e) => return Err(TestCaseError::fail(format!("{e}\n{text}"))),
        };
        prop_assert_eq!(back, quiz);
    }
}
