use super::*;
use crate::{AcceptedAnswer, Choice, NumericAnswer, Outcome, Pair, grade};
use proptest::prelude::*;
use serde_json::Value;

/// Keys whose presence in a student's JSON would leak the key.
const KEY_FIELDS: &[&str] = &[
    "correct",
    "weight",
    "accepted",
    "feedback",
    "explanation",
    "answer",
];

fn with_extras(mut question: Question) -> Question {
    question.explanation = Some("Because the textbook says so".into());
    question.topic = Some("Biology".into());
    question.tags = vec!["unit-3".into()];
    question.points = 2.0;
    question
}

fn every_kind() -> Vec<Question> {
    let mut feedback_choice = Choice::new("Mitochondria", true);
    feedback_choice.feedback = Some("Yes, the powerhouse".into());
    vec![
        with_extras(Question::new(
            "Which organelle makes energy?",
            Body::MultipleChoice {
                choices: vec![
                    Choice::new("Nucleus", false),
                    feedback_choice,
                    Choice::new("Ribosome", false),
                ],
            },
        )),
        with_extras(Question::new(
            "Which are primes?",
            Body::multiple_response(vec![
                Choice::new("2", true),
                Choice::new("4", false),
                Choice::new("7", true),
            ]),
        )),
        with_extras(Question::new(
            "The sky is green.",
            Body::true_false(Some(false), "en"),
        )),
        with_extras(Question::new(
            "Name the process plants use to make food.",
            Body::ShortAnswer {
                accepted: vec![
                    AcceptedAnswer::new("Photosynthesis"),
                    AcceptedAnswer {
                        text: "chlorophyll".into(),
                        weight: 0.5,
                        feedback: Some("close".into()),
                    },
                ],
                case_sensitive: false,
            },
        )),
        with_extras(Question::new(
            "How many metres high is the tower?",
            Body::Numeric {
                answers: vec![NumericAnswer::new(324.75, 0.25)],
            },
        )),
        with_extras(Question::new(
            "Match the animal with its sound.",
            Body::Matching {
                pairs: vec![
                    Pair::new("cat", "meow"),
                    Pair::new("dog", "woof"),
                    Pair::new("cow", "moo"),
                    Pair::new("", "quack"),
                ],
            },
        )),
        with_extras(Question::new(
            "Put the planets in order from the Sun.",
            Body::Ordering {
                items: vec![
                    "Mercury".into(),
                    "Venus".into(),
                    "Earth".into(),
                    "Mars".into(),
                ],
            },
        )),
        with_extras(Question::new("Discuss the French Revolution.", Body::Open)),
    ]
}

/// Every key of every object in a JSON value.
fn keys(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                out.push(key.clone());
                keys(inner, out);
            }
        }
        Value::Array(values) => values.iter().for_each(|v| keys(v, out)),
        _ => {}
    }
}

#[test]
fn student_json_holds_no_key_for_any_kind() {
    let questions = every_kind();
    let kinds: Vec<Kind> = questions.iter().map(Question::kind).collect();
    assert_eq!(kinds, Kind::ALL, "the fixture covers every kind");
    for (i, question) in questions.iter().enumerate() {
        for seed in [0, 1, 42, u64::MAX] {
            let view = student_question(question, i as u32, 8, seed);
            let json = serde_json::to_value(&view).unwrap();
            let text = json.to_string();
            let mut found = Vec::new();
            keys(&json, &mut found);
            for key in &found {
                assert!(
                    !KEY_FIELDS.iter().any(|k| key.contains(k)),
                    "{}: key {key:?} in {text}",
                    question.kind()
                );
            }
            for secret in [
                "textbook",
                "Biology",
                "unit-3",
                "powerhouse",
                "Photosynthesis",
                "chlorophyll",
                "close",
                "324.75",
                "0.25",
            ] {
                assert!(!text.contains(secret), "{secret:?} leaked in {text}");
            }
        }
    }
}

#[test]
fn choices_keep_their_order_text_and_image() {
    let mut question = every_kind().remove(0);
    if let Body::MultipleChoice { choices } = &mut question.body {
        choices[2].image = Some("https://example.org/ribosome.png".into());
    }
    let view = student_question(&question, 0, 1, 7);
    let texts: Vec<&str> = view.choices.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, ["Nucleus", "Mitochondria", "Ribosome"]);
    assert_eq!(
        view.choices[2].image.as_deref(),
        Some("https://example.org/ribosome.png")
    );
    assert!(!view.multiple);
    assert_eq!(view.points, 2.0);
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("time_limit") && !json.contains("stimulus"));
    assert!(!json.contains("\"items\"") && !json.contains("\"options\""));
}

#[test]
fn true_false_shows_both_labels_in_order() {
    let question = Question::new("Paris is in France.", Body::true_false(Some(true), "fr"));
    let view = student_question(&question, 3, 10, 99);
    let texts: Vec<&str> = view.choices.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, ["Vrai", "Faux"]);
    assert_eq!((view.index, view.count), (3, 10));
    assert_eq!(view.kind, Kind::TrueFalse);
    assert_eq!(reveal(&question, 99).correct_choices, [0]);
}

#[test]
fn multiple_response_is_marked_multiple() {
    let question = &every_kind()[1];
    assert!(student_question(question, 1, 8, 0).multiple);
    assert_eq!(reveal(question, 0).correct_choices, [0, 2]);
}

#[test]
fn matching_shows_prompts_in_order_and_distinct_options_shuffled() {
    let question = Question::new(
        "Match",
        Body::Matching {
            pairs: vec![
                Pair::new("cat", "meow"),
                Pair::new("lion", "roar"),
                Pair::new("kitten", "meow"),
                Pair::new(" ", "moo"),
                Pair::new("", "quack"),
            ],
        },
    );
    for seed in 0..50 {
        let view = student_question(&question, 0, 1, seed);
        assert_eq!(view.prompts, ["cat", "lion", "kitten"]);
        let mut options = view.options.clone();
        options.sort();
        assert_eq!(options, ["meow", "moo", "quack", "roar"]);
    }
    let key = reveal(&question, 0);
    assert_eq!(key.matches, ["meow", "roar", "meow"]);
    let answer = Response::Matches(key.matches.iter().cloned().map(Some).collect());
    let graded = graded_response(&question, 0, &answer).unwrap();
    assert_eq!(graded, answer, "matching responses pass through");
    assert_eq!(grade(&question, &graded).unwrap().outcome, Outcome::Correct);
}

#[test]
fn ordering_is_shown_shuffled_and_graded_back() {
    let question = &every_kind()[6];
    let Body::Ordering { items } = &question.body else {
        unreachable!()
    };
    for seed in 0..200 {
        let view = student_question(question, 6, 8, seed);
        let key = reveal(question, seed);
        let shown_in_key_order: Vec<&String> = key.order.iter().map(|&p| &view.items[p]).collect();
        assert_eq!(shown_in_key_order, items.iter().collect::<Vec<_>>());
        let graded = graded_response(question, seed, &Response::Order(key.order)).unwrap();
        assert_eq!(graded, Response::Order(vec![0, 1, 2, 3]));
    }
}

#[test]
fn identical_ordering_items_are_interchangeable() {
    let question = Question::new(
        "Spell it",
        Body::Ordering {
            items: vec!["a".into(), "b".into(), "a".into()],
        },
    );
    for seed in 0..100 {
        let view = student_question(&question, 0, 1, seed);
        // Either "a" card may go first: both orders are right.
        let a: Vec<usize> = (0..3).filter(|&p| view.items[p] == "a").collect();
        let b = (0..3).find(|&p| view.items[p] == "b").unwrap();
        for sent in [vec![a[0], b, a[1]], vec![a[1], b, a[0]]] {
            let graded = graded_response(&question, seed, &Response::Order(sent)).unwrap();
            assert_eq!(graded, Response::Order(vec![0, 1, 2]));
        }
    }
}

#[test]
fn orderings_of_identical_items_cannot_be_shuffled_and_do_not_panic() {
    let same = Question::new(
        "Same",
        Body::Ordering {
            items: vec!["x".into(), " x ".into(), "x".into()],
        },
    );
    let view = student_question(&same, 0, 1, 5);
    assert_eq!(view.items.len(), 3);
    let key = reveal(&same, 5);
    let graded = graded_response(&same, 5, &Response::Order(key.order)).unwrap();
    assert_eq!(grade(&same, &graded).unwrap().outcome, Outcome::Correct);
    for items in [vec![], vec!["only".to_owned()]] {
        let tiny = Question::new("Tiny", Body::Ordering { items });
        let view = student_question(&tiny, 0, 1, 5);
        assert_eq!(view.items.len(), reveal(&tiny, 5).order.len());
    }
}

#[test]
fn bad_responses_are_refused() {
    let questions = every_kind();
    let ordering = &questions[6];
    assert_eq!(
        graded_response(ordering, 1, &Response::Order(vec![0, 1, 2, 9])),
        Err(GradeError::OutOfRange { index: 9, len: 4 })
    );
    assert_eq!(
        graded_response(ordering, 1, &Response::Order(vec![0, 1, 1, 2])),
        Err(GradeError::NotAPermutation)
    );
    assert_eq!(
        graded_response(ordering, 1, &Response::Order(vec![0, 1, 2])),
        Err(GradeError::NotAPermutation)
    );
    assert_eq!(
        graded_response(ordering, 1, &Response::Order(vec![0, 1, 2, 3, 4])),
        Err(GradeError::NotAPermutation)
    );
    assert_eq!(
        graded_response(&questions[0], 1, &Response::Choice(3)),
        Err(GradeError::OutOfRange { index: 3, len: 3 })
    );
    assert_eq!(
        graded_response(&questions[1], 1, &Response::Choices(vec![0, 3])),
        Err(GradeError::OutOfRange { index: 3, len: 3 })
    );
    assert_eq!(
        graded_response(&questions[4], 1, &Response::Number(f64::INFINITY)),
        Err(GradeError::NotANumber)
    );
    assert_eq!(
        graded_response(&questions[5], 1, &Response::Matches(vec![None])),
        Err(GradeError::WrongMatchCount {
            expected: 3,
            found: 1
        })
    );
    assert_eq!(
        graded_response(&questions[7], 1, &Response::Order(vec![0])),
        Err(GradeError::WrongShape { kind: Kind::Open })
    );
    assert_eq!(
        graded_response(&questions[2], 1, &Response::Text("True".into())),
        Err(GradeError::WrongShape {
            kind: Kind::TrueFalse
        })
    );
}

#[test]
fn other_responses_pass_through() {
    let questions = every_kind();
    for (question, sent) in [
        (&questions[0], Response::Choice(1)),
        (&questions[1], Response::Choices(vec![2, 0, 0])),
        (&questions[2], Response::Choice(1)),
        (&questions[3], Response::Text("photosynthesis".into())),
        (&questions[4], Response::Number(324.6)),
        (&questions[7], Response::Text("It was long.".into())),
    ] {
        assert_eq!(graded_response(question, 3, &sent).as_ref(), Ok(&sent));
    }
}

#[test]
fn reveals_give_the_key_and_explanation() {
    let questions = every_kind();
    let explained = Some("Because the textbook says so".to_owned());
    let mc = reveal(&questions[0], 0);
    assert_eq!(mc.correct_choices, [1]);
    assert_eq!(mc.explanation, explained);
    assert!(mc.answer_known);
    assert_eq!(reveal(&questions[3], 0).accepted, ["Photosynthesis"]);
    assert_eq!(reveal(&questions[4], 0).numbers, ["324.75 ± 0.25"]);
    assert_eq!(reveal(&questions[5], 0).matches, ["meow", "woof", "moo"]);
    let open = reveal(&questions[7], 0);
    assert_eq!(open.explanation, explained);
    let json = serde_json::to_value(&open).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "explanation": "Because the textbook says so",
            "answer_known": true
        })
    );
}

#[test]
fn short_answers_reveal_the_best_when_none_has_full_credit() {
    let question = Question::new(
        "Who?",
        Body::ShortAnswer {
            accepted: vec![
                AcceptedAnswer {
                    text: "Grant".into(),
                    weight: 0.5,
                    feedback: None,
                },
                AcceptedAnswer {
                    text: "U. Grant".into(),
                    weight: 0.8,
                    feedback: None,
                },
                AcceptedAnswer {
                    text: "Lee".into(),
                    weight: 0.0,
                    feedback: None,
                },
            ],
            case_sensitive: false,
        },
    );
    assert_eq!(reveal(&question, 0).accepted, ["U. Grant"]);
}

#[test]
fn numbers_read_as_ranges_or_tolerances() {
    assert_eq!(number_answer(42.0, 0.5), "42 ± 0.5");
    assert_eq!(number_answer(42.0, 0.0), "42");
    assert_eq!(number_answer(15.0, 5.0), "10 to 20");
    let range = NumericAnswer::range(0.1, 0.7);
    assert_eq!(number_answer(range.value, range.tolerance), "0.4 ± 0.3");
    assert_eq!(number_answer(-3.5, f64::NAN), "-3.5");
    assert_eq!(number(0.1 + 0.2), "0.3");
    assert_eq!(number(-0.0), "0");
    assert_eq!(number(1e20), "100000000000000000000");
    assert_eq!(number(2.5e-7), "0.00000025");
    assert_eq!(number(f64::INFINITY), "inf");
}

#[test]
fn unknown_keys_reveal_nothing_but_the_explanation() {
    let mut question = every_kind().remove(6);
    question.answer_known = false;
    let key = reveal(&question, 0);
    assert!(!key.answer_known);
    assert!(key.order.is_empty());
    assert!(key.explanation.is_some());
}

#[test]
fn permutations_are_deterministic_and_complete() {
    assert!(permutation(0, 3).is_empty());
    assert_eq!(permutation(1, 3), [0]);
    for n in 2..12 {
        for seed in 0..300 {
            let order = permutation(n, seed);
            assert_eq!(order, permutation(n, seed));
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..n).collect::<Vec<_>>());
        }
    }
}

#[test]
fn permutations_are_uniform_over_every_order_the_original_included() {
    // Two items: each order about half the time. A shuffle that never
    // shows the original order shows two items always reversed, which
    // gives the answer away.
    for n in [2usize, 3, 4] {
        let orders: usize = (1..=n).product();
        let draws = 1000 * orders;
        let mut counts = std::collections::BTreeMap::new();
        for seed in 0..draws as u64 {
            *counts.entry(permutation(n, seed)).or_insert(0usize) += 1;
        }
        assert_eq!(counts.len(), orders, "n = {n}: {counts:?}");
        // 1000 expected each; ±15% is over 4.7 standard deviations.
        assert!(
            counts.values().all(|&c| (850..=1150).contains(&c)),
            "n = {n}: {counts:?}"
        );
        assert!(counts.contains_key(&(0..n).collect::<Vec<_>>()));
    }
}

#[test]
fn each_student_sees_choices_in_their_own_order_and_is_graded_on_the_quiz_s() {
    let question = &every_kind()[0];
    let Body::MultipleChoice { choices } = &question.body else {
        unreachable!()
    };
    let mut orders = std::collections::BTreeSet::new();
    for student in 0..60u64 {
        let view = student_question_for(question, 0, 1, 9, Some(student));
        let texts: Vec<&str> = view.choices.iter().map(|c| c.text.as_str()).collect();
        orders.insert(texts.join("|"));
        // The key, as this student saw it.
        let key = reveal_for(question, 9, Some(student));
        assert_eq!(key.correct_choices.len(), 1);
        let shown_key = key.correct_choices[0];
        assert_eq!(view.choices[shown_key].text, "Mitochondria");
        // Picking it is right; the stored response names the quiz's own
        // choice, whatever position it had on this phone.
        let graded =
            graded_response_for(question, 9, Some(student), &Response::Choice(shown_key)).unwrap();
        assert_eq!(graded, Response::Choice(1));
        assert_eq!(grade(question, &graded).unwrap().outcome, Outcome::Correct);
        for p in 0..choices.len() {
            let back =
                graded_response_for(question, 9, Some(student), &Response::Choice(p)).unwrap();
            let Response::Choice(i) = back else {
                unreachable!()
            };
            assert_eq!(choices[i].text, view.choices[p].text);
        }
        assert!(graded_response_for(question, 9, Some(student), &Response::Choice(3)).is_err());
    }
    assert_eq!(orders.len(), 6, "every order of three turns up: {orders:?}");
    // Without a choice seed (the projector), the quiz's order.
    let view = student_question(question, 0, 1, 9);
    let texts: Vec<&str> = view.choices.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, ["Nucleus", "Mitochondria", "Ribosome"]);
    // Multiple response maps every tick back.
    let question = &every_kind()[1];
    let view = student_question_for(question, 1, 8, 0, Some(5));
    let key = reveal_for(question, 0, Some(5));
    let graded = graded_response_for(
        question,
        0,
        Some(5),
        &Response::Choices(key.correct_choices.clone()),
    )
    .unwrap();
    assert_eq!(grade(question, &graded).unwrap().outcome, Outcome::Correct);
    assert_eq!(view.choices.len(), question.choices().len());
}

proptest! {
    #[test]
    fn shuffled_orderings_grade_back_to_correct(
        items in proptest::collection::vec("[abc ]{1,2}", 2..9),
        seed in any::<u64>(),
    ) {
        let question = Question::new("Order", Body::Ordering { items: items.clone() });
        let view = student_question(&question, 0, 1, seed);
        let mut shown = view.items.clone();
        let mut sorted = items.clone();
        shown.sort();
        sorted.sort();
        prop_assert_eq!(shown, sorted, "the same items are shown");

        // A student who puts the cards in the right order by their text,
        // taking identical cards in any order.
        let mut used = vec![false; items.len()];
        let mut sent = Vec::new();
        for item in items.iter().rev() {
            let p = (0..items.len())
                .rev()
                .find(|&p| !used[p] && same_text(&view.items[p], item))
                .unwrap();
            used[p] = true;
            sent.push(p);
        }
        sent.reverse();
        let graded = graded_response(&question, seed, &Response::Order(sent)).unwrap();
        prop_assert_eq!(grade(&question, &graded).unwrap().outcome, Outcome::Correct);

        let key = reveal(&question, seed);
        let graded = graded_response(&question, seed, &Response::Order(key.order)).unwrap();
        prop_assert_eq!(grade(&question, &graded).unwrap().outcome, Outcome::Correct);
    }

    #[test]
    fn graded_responses_never_panic(
        n in 0usize..6,
        sent in proptest::collection::vec(any::<usize>(), 0..8),
        small in proptest::collection::vec(0usize..6, 0..8),
        seed in any::<u64>(),
    ) {
        let items: Vec<String> = (0..n).map(|i| format!("item {}", i % 3)).collect();
        let question = Question::new("Order", Body::Ordering { items });
        for positions in [sent, small] {
            if let Ok(Response::Order(order)) =
                graded_response(&question, seed, &Response::Order(positions))
            {
                let mut sorted = order.clone();
                sorted.sort_unstable();
                prop_assert_eq!(sorted, (0..n).collect::<Vec<_>>());
            }
        }
    }
}
