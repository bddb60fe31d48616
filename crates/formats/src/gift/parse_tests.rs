use super::*;

fn one(text: &str) -> GiftQuestion {
    let file = parse(text).expect("parses");
    assert!(file.errors.is_empty(), "{:?}", file.errors);
    file.questions().next().cloned().expect("one question")
}

fn error(text: &str) -> ParseErrorKind {
    let file = parse(text).expect("parses");
    assert!(file.items.is_empty(), "{:?}", file.items);
    file.errors[0].kind.clone()
}

#[test]
fn missing_word_blank_only_when_text_follows_the_block() {
    let q = one("Grant is {~buried =entombed} in Grant's tomb.");
    assert_eq!(q.text.text, "Grant is _____ in Grant's tomb.");
    assert!(q.embedded);
    assert_eq!(q.text_before, "Grant is");
    assert_eq!(q.text_after.as_deref(), Some("in Grant's tomb."));
    let q = one("Who? {=Grant ~Lee}");
    assert_eq!(q.text.text, "Who?");
    assert!(!q.embedded);
}

#[test]
fn type_detection_follows_moodle_order() {
    let kind = |t: &str| one(t).body.qtype();
    assert_eq!(kind("No braces."), "description");
    assert_eq!(kind("Essay {}"), "essay");
    assert_eq!(kind("Num {#3}"), "numerical");
    assert_eq!(kind("MC {=a ~b -> c}"), "multichoice");
    assert_eq!(kind("Match {=a -> b =c -> d}"), "match");
    assert_eq!(kind("TF {T}"), "truefalse");
    assert_eq!(kind("TF {FALSE#no#yes}"), "truefalse");
    assert_eq!(kind("SA {true}"), "shortanswer");
}

#[test]
fn multiple_choice_weights_and_single() {
    let q = one("Q {=%50%a ~%-33.3%b ~c}");
    let GiftBody::MultipleChoice { single, answers } = q.body else {
        panic!("not MC")
    };
    assert!(single);
    assert_eq!(answers[0].text.text, "%50%a");
    assert_eq!(answers[0].fraction, 1.0);
    assert!((answers[1].fraction + 0.333).abs() < 1e-12);
    assert_eq!(answers[2].fraction, 0.0);
    let q = one("Q {~%100%a ~b}");
    assert!(matches!(
        q.body,
        GiftBody::MultipleChoice { single: false, .. }
    ));
}

#[test]
fn weights_outside_a_hundred_percent_are_refused() {
    assert!(matches!(
        error("Q {~%150%a ~b}"),
        ParseErrorKind::BadWeight(_)
    ));
    // `%123.5%` does not match Moodle's pattern, so it stays text.
    let q = one("Q {~%123.5%a ~b}");
    let GiftBody::MultipleChoice { answers, .. } = q.body else {
        panic!("not MC")
    };
    assert_eq!(answers[0].text.text, "%123.5%a");
}

#[test]
fn numerical_forms() {
    let q = one("Q {#=1822:0#exact =%50%1820..1824#close ~#no}");
    let GiftBody::Numerical {
        answers,
        other_feedback,
    } = q.body
    else {
        panic!("not numerical")
    };
    assert_eq!(
        answers[0].value,
        NumberValue::Exact {
            value: 1822.0,
            tolerance: Some(0.0)
        }
    );
    assert_eq!(answers[1].value.value_and_tolerance(), (1822.0, 2.0));
    assert_eq!(answers[1].fraction, 0.5);
    assert_eq!(other_feedback.map(|f| f.text).as_deref(), Some("no"));
}

#[test]
fn non_numeric_numerical_answers_are_refused() {
    assert_eq!(error("Q {#abc}"), ParseErrorKind::NotANumber("abc".into()));
    assert!(matches!(error("Q {#1:x}"), ParseErrorKind::NotANumber(_)));
    assert!(matches!(error("Q {#inf}"), ParseErrorKind::NotANumber(_)));
    assert_eq!(error("Q {#}"), ParseErrorKind::NoNumericalAnswer);
}

#[test]
fn true_false_feedback_order() {
    let q = one("Q {FALSE#wrong#right####general}");
    assert_eq!(
        q.general_feedback.map(|g| g.text).as_deref(),
        Some("general")
    );
    let GiftBody::TrueFalse {
        answer,
        wrong_feedback,
        right_feedback,
    } = q.body
    else {
        panic!("not TF")
    };
    assert!(!answer);
    assert_eq!(wrong_feedback.map(|f| f.text).as_deref(), Some("wrong"));
    assert_eq!(right_feedback.map(|f| f.text).as_deref(), Some("right"));
}

#[test]
fn matching_distractor_and_missing_arrow() {
    let q = one("Q {=a -> 1 =b -> 2 = -> 3}");
    let GiftBody::Matching { pairs } = q.body else {
        panic!("not matching")
    };
    assert_eq!(pairs[2].left.text, "");
    assert_eq!(pairs[2].right, "3");
    // Type detection needs one `->`; the pair without it is an error.
    assert!(matches!(
        error("Q {=a -> 1 =b}"),
        ParseErrorKind::PairWithoutArrow(_)
    ));
}

#[test]
fn brace_errors_keep_the_other_questions() {
    let file = parse("Bad {=a\n\nGood {T}\n\nAlso bad }").expect("parses");
    assert_eq!(file.items.len(), 1);
    assert_eq!(file.errors.len(), 2);
    assert_eq!(file.errors[0].kind, ParseErrorKind::BraceMismatch);
    assert_eq!(file.errors[0].position, Position { line: 1, column: 5 });
    assert_eq!(file.errors[1].position.line, 5);
}

#[test]
fn names_formats_and_escapes() {
    let q = one("::Na\\:me:: [html]<b>x\\{\\}</b>\\n{}");
    assert_eq!(q.name.as_deref(), Some("Na:me"));
    assert_eq!(q.text, RichText::new("<b>x{}</b>", GiftFormat::Html));
    let q = one("[wiki]Some text{T}");
    assert_eq!(q.text, RichText::new("[wiki]Some text", GiftFormat::Moodle));
}

#[test]
fn categories_and_metadata() {
    let file = parse("$CATEGORY: a/b\n\n// [tag:x] [id:y]\nQ {T}").expect("parses");
    assert!(matches!(&file.items[0], GiftItem::Category(c) if c.path == "a/b"));
    let q = file.questions().next().expect("question");
    assert_eq!(q.tags, vec!["x"]);
    assert_eq!(q.idnumber.as_deref(), Some("y"));
    assert_eq!(q.position, Position { line: 3, column: 1 });
    assert_eq!(q.span, Span::new(16, 39));
}

#[test]
fn numbers_follow_php_is_numeric() {
    assert_eq!(parse_number("1e3"), Some(1000.0));
    assert_eq!(parse_number(".5"), Some(0.5));
    assert_eq!(parse_number("-2."), Some(-2.0));
    assert_eq!(parse_number("NaN"), None);
    assert_eq!(parse_number("1e"), None);
    assert_eq!(parse_number(""), None);
}
