use super::*;
use crate::model::{AcceptedAnswer, Body, Choice, NumericAnswer, Pair, Question};

fn q(body: Body) -> Question {
    let mut q = Question::new("prompt", body);
    q.points = 2.0;
    q
}

#[test]
fn multiple_choice_gives_the_picked_choice_weight() {
    let question = q(Body::MultipleChoice {
        choices: vec![Choice::new("a", false), Choice::new("b", true)],
    });
    let right = grade(&question, &Response::Choice(1)).unwrap();
    assert_eq!(right.outcome, Outcome::Correct);
    assert_eq!(right.points, 2.0);
    let wrong = grade(&question, &Response::Choice(0)).unwrap();
    assert_eq!(wrong.outcome, Outcome::Incorrect);
    assert_eq!(
        grade(&question, &Response::Choice(5)),
        Err(GradeError::OutOfRange { index: 5, len: 2 })
    );
}

#[test]
fn true_false_grades_like_a_choice() {
    let question = q(Body::true_false(Some(false), "fr"));
    assert_eq!(question.choices()[1].text, "Faux");
    let grade = grade(&question, &Response::Choice(1)).unwrap();
    assert_eq!(grade.outcome, Outcome::Correct);
}

#[test]
fn multiple_response_gives_partial_credit_and_punishes_ticking_everything() {
    let question = q(Body::multiple_response(vec![
        Choice::new("a", true),
        Choice::new("b", true),
        Choice::new("c", false),
        Choice::new("d", false),
    ]));
    let half = grade(&question, &Response::Choices(vec![0])).unwrap();
    assert_eq!(half.outcome, Outcome::Partial);
    assert!((half.fraction - 0.5).abs() < 1e-12);
    let both = grade(&question, &Response::Choices(vec![1, 0, 0])).unwrap();
    assert_eq!(both.outcome, Outcome::Correct);
    let all = grade(&question, &Response::Choices(vec![0, 1, 2, 3])).unwrap();
    assert_eq!(all.outcome, Outcome::Incorrect);
}

#[test]
fn short_answers_ignore_case_and_spacing_unless_told() {
    let mut question = q(Body::ShortAnswer {
        accepted: vec![
            AcceptedAnswer::new("Ulysses S. Grant"),
            AcceptedAnswer {
                text: "Grant".into(),
                weight: 0.5,
                feedback: None,
            },
        ],
        case_sensitive: false,
    });
    let full = grade(&question, &Response::Text("  ulysses   s. grant ".into())).unwrap();
    assert_eq!(full.outcome, Outcome::Correct);
    let half = grade(&question, &Response::Text("grant".into())).unwrap();
    assert_eq!(half.outcome, Outcome::Partial);
    question.body = Body::ShortAnswer {
        accepted: vec![AcceptedAnswer::new("NaCl")],
        case_sensitive: true,
    };
    let wrong = grade(&question, &Response::Text("nacl".into())).unwrap();
    assert_eq!(wrong.outcome, Outcome::Incorrect);
}

fn short(accepted: &[&str]) -> Question {
    q(Body::ShortAnswer {
        accepted: accepted.iter().map(|a| AcceptedAnswer::new(*a)).collect(),
        case_sensitive: false,
    })
}

fn outcome(question: &Question, text: &str) -> Outcome {
    grade(question, &Response::Text(text.into()))
        .unwrap()
        .outcome
}

#[test]
fn short_answers_ignore_how_a_word_is_joined() {
    let reelection = short(&["reelection"]);
    for typed in ["re-election", "re election", "Re-Election", "reelection"] {
        assert_eq!(outcome(&reelection, typed), Outcome::Correct, "{typed}");
    }
    let long_term = short(&["long-term debt"]);
    for typed in ["long term debt", "longterm debt", "long-term debt"] {
        assert_eq!(outcome(&long_term, typed), Outcome::Correct, "{typed}");
    }
    // Letters still count.
    assert_eq!(outcome(&reelection, "election"), Outcome::Incorrect);
    assert_eq!(outcome(&long_term, "short-term debt"), Outcome::Incorrect);
}

#[test]
fn short_answers_ignore_surrounding_punctuation_and_quotes() {
    let lava = short(&["lava"]);
    for typed in [
        "lava.",
        "Lava!",
        " \"lava\" ",
        "'lava'",
        "« lava »",
        "lava ?",
        "¿lava?",
        "‘Lava’…",
    ] {
        assert_eq!(outcome(&lava, typed), Outcome::Correct, "{typed}");
    }
    assert_eq!(outcome(&lava, "la.va"), Outcome::Incorrect);
    assert_eq!(outcome(&lava, "magma."), Outcome::Incorrect);
    // Signs that belong to an answer stay.
    assert_eq!(outcome(&short(&["C++"]), "c++."), Outcome::Correct);
    assert_eq!(outcome(&short(&["C++"]), "C"), Outcome::Incorrect);
    assert_eq!(outcome(&short(&["-5"]), "5"), Outcome::Incorrect);
    assert_eq!(outcome(&short(&["50%"]), "50"), Outcome::Incorrect);
    // The key's own punctuation is trimmed the same way.
    assert_eq!(outcome(&short(&["U.S."]), "U.S"), Outcome::Correct);
    // An answer that is only punctuation keeps it; a blank answer is
    // not "?".
    assert_eq!(outcome(&short(&["?"]), "?"), Outcome::Correct);
    assert_eq!(outcome(&short(&["?"]), ""), Outcome::Incorrect);
    assert_eq!(outcome(&lava, ""), Outcome::Incorrect);
    assert_eq!(outcome(&lava, "..."), Outcome::Incorrect);
    // Wildcards still work after trimming.
    assert_eq!(
        outcome(&short(&["photo*"]), "Photosynthesis."),
        Outcome::Correct
    );
}

#[test]
fn accents_count_unless_the_question_ignores_them() {
    let mut question = short(&["résumé"]);
    assert_eq!(outcome(&question, "Résumé"), Outcome::Correct);
    // The same letters composed or decomposed are the same answer.
    assert_eq!(outcome(&question, "re\u{301}sume\u{301}"), Outcome::Correct);
    assert_eq!(outcome(&question, "resume"), Outcome::Incorrect);
    question.ignore_accents = true;
    assert_eq!(outcome(&question, "resume"), Outcome::Correct);
    assert_eq!(outcome(&question, "RÉSUMÈ"), Outcome::Correct);
    let mut city = short(&["Łódź"]);
    assert_eq!(outcome(&city, "lodz"), Outcome::Incorrect);
    city.ignore_accents = true;
    assert_eq!(outcome(&city, "lodz"), Outcome::Correct);
    // And the other way round: an accented answer to a plain key.
    let mut plain = short(&["cafe"]);
    plain.ignore_accents = true;
    assert_eq!(outcome(&plain, "café."), Outcome::Correct);
    // Case sensitivity is kept apart from accents.
    let mut salt = q(Body::ShortAnswer {
        accepted: vec![AcceptedAnswer::new("NaCl")],
        case_sensitive: true,
    });
    salt.ignore_accents = true;
    assert_eq!(outcome(&salt, "NaCl."), Outcome::Correct);
    assert_eq!(outcome(&salt, "nacl"), Outcome::Incorrect);
}

#[test]
fn numbers_are_read_with_the_languages_decimal_mark() {
    let cases: &[(&str, &str, Option<f64>)] = &[
        ("3.5", "en", Some(3.5)),
        ("3,5", "en", Some(3.5)),
        ("3,5", "fr", Some(3.5)),
        (" -3,5 ", "de", Some(-3.5)),
        ("−2.25", "en", Some(-2.25)),
        ("+7", "en", Some(7.0)),
        (".5", "en", Some(0.5)),
        (",5", "fr", Some(0.5)),
        ("5.", "en", Some(5.0)),
        // One comma and three digits: thousands in English, a decimal
        // comma in French.
        ("1,000", "en", Some(1000.0)),
        ("1,000", "", Some(1000.0)),
        ("1,000", "fr", Some(1.0)),
        ("1,000", "fr-CA", Some(1.0)),
        ("1,000", "en_GB", Some(1000.0)),
        ("0,125", "en", Some(0.125)),
        ("12,5", "en", Some(12.5)),
        ("1234,567", "en", Some(1234.567)),
        // A single point is a decimal point everywhere.
        ("1.000", "de", Some(1.0)),
        // Both marks: the last one is the decimal separator.
        ("1,234.5", "en", Some(1234.5)),
        ("1.234,5", "de", Some(1234.5)),
        ("1,234,567.25", "en", Some(1234567.25)),
        ("1.234.567", "de", Some(1234567.0)),
        ("1,000,000", "en", Some(1_000_000.0)),
        ("1 000 000", "fr", Some(1_000_000.0)),
        ("1\u{202F}000,5", "fr", Some(1000.5)),
        ("1\u{A0}000", "fr", Some(1000.0)),
        ("1'000.5", "de", Some(1000.5)),
        ("1 000,000", "en", Some(1000.0)),
        // Not one number.
        ("", "en", None),
        ("-", "en", None),
        (".", "en", None),
        ("1,00,0", "en", None),
        ("1,2,3", "en", None),
        ("1.2.3,4", "de", None),
        ("1,234.5.6", "en", None),
        ("12 34", "en", None),
        ("3 ,5", "fr", None),
        ("3.5 kg", "en", None),
        ("1e5", "en", None),
        ("NaN", "en", None),
        ("--3", "en", None),
        ("1,000 000", "fr", None),
    ];
    for (typed, language, expected) in cases {
        assert_eq!(
            parse_number(typed, language),
            *expected,
            "{typed:?} in {language:?}"
        );
    }
}

#[test]
fn short_answer_wildcards_match_any_run() {
    assert!(wildcard_match("*", "anything"));
    assert!(wildcard_match("photo*sis", "photosynthesis"));
    assert!(wildcard_match("a*b*c", "abc"));
    assert!(!wildcard_match("a*b*c", "acb"));
    assert!(!wildcard_match("ab*ba", "aba"));
}

#[test]
fn numeric_accepts_within_tolerance_and_ranges() {
    let question = q(Body::Numeric {
        answers: vec![
            NumericAnswer::new(2.72, 0.01),
            NumericAnswer {
                weight: 0.5,
                ..NumericAnswer::range(2.5, 2.8)
            },
        ],
    });
    let exact = grade(&question, &Response::Number(2.729)).unwrap();
    assert_eq!(exact.outcome, Outcome::Correct);
    let close = grade(&question, &Response::Number(2.6)).unwrap();
    assert_eq!(close.outcome, Outcome::Partial);
    let far = grade(&question, &Response::Number(4.0)).unwrap();
    assert_eq!(far.outcome, Outcome::Incorrect);
    assert_eq!(
        grade(&question, &Response::Number(f64::NAN)),
        Err(GradeError::NotANumber)
    );
}

#[test]
fn matching_credits_each_right_pair_and_skips_distractors() {
    let question = q(Body::Matching {
        pairs: vec![
            Pair::new("cat", "meow"),
            Pair::new("dog", "woof"),
            Pair::new("", "moo"),
        ],
    });
    let half = grade(
        &question,
        &Response::Matches(vec![Some("meow".into()), Some("moo".into())]),
    )
    .unwrap();
    assert!((half.fraction - 0.5).abs() < 1e-12);
    assert_eq!(
        grade(&question, &Response::Matches(vec![None])),
        Err(GradeError::WrongMatchCount {
            expected: 2,
            found: 1
        })
    );
}

#[test]
fn ordering_credits_the_longest_run_in_order() {
    let question = q(Body::Ordering {
        items: vec!["a".into(), "b".into(), "c".into(), "d".into(), "e".into()],
    });
    let right = grade(&question, &Response::Order(vec![0, 1, 2, 3, 4])).unwrap();
    assert_eq!(right.outcome, Outcome::Correct);
    let one_moved = grade(&question, &Response::Order(vec![1, 2, 3, 4, 0])).unwrap();
    assert!((one_moved.fraction - 0.75).abs() < 1e-12);
    let reversed = grade(&question, &Response::Order(vec![4, 3, 2, 1, 0])).unwrap();
    assert_eq!(reversed.outcome, Outcome::Incorrect);
    assert_eq!(
        grade(&question, &Response::Order(vec![0, 0, 1, 2, 3])),
        Err(GradeError::NotAPermutation)
    );
}

#[test]
fn open_questions_and_unknown_keys_wait_for_the_teacher() {
    let open = q(Body::Open);
    assert_eq!(
        grade(&open, &Response::Text("essay".into()))
            .unwrap()
            .outcome,
        Outcome::NeedsReview
    );
    let mut unknown = q(Body::MultipleChoice {
        choices: vec![Choice::new("a", false), Choice::new("b", false)],
    });
    unknown.answer_known = false;
    assert_eq!(
        grade(&unknown, &Response::Choice(0)).unwrap().outcome,
        Outcome::NeedsReview
    );
}

#[test]
fn a_response_of_the_wrong_shape_is_an_error() {
    let question = q(Body::Open);
    assert_eq!(
        grade(&question, &Response::Choice(0)),
        Err(GradeError::WrongShape { kind: Kind::Open })
    );
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn marking(case_sensitive: bool, ignore_accents: bool) -> Marking {
        Marking {
            case_sensitive,
            ignore_accents,
        }
    }

    proptest! {
        #[test]
        fn normalising_twice_changes_nothing(
            text in "\\PC{0,20}",
            case_sensitive: bool,
            ignore_accents: bool,
        ) {
            let m = marking(case_sensitive, ignore_accents);
            let once = normalise(&text, m);
            prop_assert_eq!(normalise(&once, m), once);
        }

        /// Any answer, typed in any case, with extra spaces inside and
        /// punctuation, quotes and spaces around it, earns full credit.
        #[test]
        fn a_decorated_answer_is_still_right(
            words in prop::collection::vec("[a-zA-Zà-ÿ0-9+#-]{1,8}", 1..4),
            gaps in prop::collection::vec("[ \t\u{A0}]{1,3}", 3),
            before in "[ .,;:!?'\"«“‘¿¡]{0,4}",
            after in "[ .,;:!?'\"»”’…]{0,4}",
            upper in prop::collection::vec(any::<bool>(), 32),
            ignore_accents: bool,
        ) {
            let key = words.join(" ");
            let mut typed = String::new();
            for (i, word) in words.iter().enumerate() {
                if i > 0 {
                    typed.push_str(&gaps[i % gaps.len()]);
                }
                for (j, c) in word.chars().enumerate() {
                    if upper[(i * 8 + j) % upper.len()] {
                        typed.extend(c.to_uppercase());
                    } else {
                        typed.push(c);
                    }
                }
            }
            let typed = format!("{before}{typed}{after}");
            let mut question = short(&[&key]);
            question.ignore_accents = ignore_accents;
            prop_assert_eq!(outcome(&question, &typed), Outcome::Correct, "{:?} for {:?}", typed, key);
        }

        /// Accents added to a plain answer are forgiven exactly when the
        /// question ignores them.
        #[test]
        fn accents_on_a_plain_answer(
            word in "[a-z]{1,10}",
            marks in prop::collection::vec(prop::sample::select(vec!['\u{301}', '\u{300}', '\u{308}', '\u{302}', '\u{327}']), 1..4),
            at in prop::collection::vec(any::<prop::sample::Index>(), 1..4),
        ) {
            let mut chars: Vec<String> = word.chars().map(String::from).collect();
            for (mark, index) in marks.iter().zip(&at) {
                let slot = index.index(chars.len());
                chars[slot].push(*mark);
            }
            let typed: String = chars.concat();
            let mut question = short(&[&word]);
            prop_assert_eq!(outcome(&question, &typed), Outcome::Incorrect);
            question.ignore_accents = true;
            prop_assert_eq!(outcome(&question, &typed), Outcome::Correct);
        }

        /// A number written with a decimal comma in a decimal-comma
        /// language, or with grouped thousands and a decimal point in
        /// English, reads back as itself.
        #[test]
        fn written_numbers_read_back(whole in 0u64..10_000_000_000, cents in 0u32..100, negative: bool) {
            let sign = if negative { "-" } else { "" };
            let value = (whole as f64 + f64::from(cents) / 100.0) * if negative { -1.0 } else { 1.0 };
            let digits = whole.to_string();
            let grouped = |separator: &str| {
                let mut out = String::new();
                for (i, c) in digits.chars().enumerate() {
                    if i > 0 && (digits.len() - i) % 3 == 0 {
                        out.push_str(separator);
                    }
                    out.push(c);
                }
                out
            };
            let close = |x: Option<f64>| x.is_some_and(|x| (x - value).abs() <= 1e-9 * value.abs().max(1.0));
            let french = format!("{sign}{},{cents:02}", grouped("\u{202F}"));
            prop_assert!(close(parse_number(&french, "fr")), "{french}");
            let german = format!("{sign}{},{cents:02}", grouped("."));
            prop_assert!(close(parse_number(&german, "de")), "{german}");
            let english = format!("{sign}{}.{cents:02}", grouped(","));
            prop_assert!(close(parse_number(&english, "en")), "{english}");
            let plain = format!("{sign}{digits}.{cents:02}");
            prop_assert!(close(parse_number(&plain, "fr")), "{plain}");
        }
    }
}
