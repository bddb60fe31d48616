//! Whole-document tests of a term's words and names: terms named as words
//! ("The term homeostasis describes …", "A word processor is …") and the
//! other names a text gives a term, accepted as answers.

use super::tests::{key_text, make};

#[test]
fn a_term_named_as_a_word_is_asked_without_that_word() {
    // "The term homeostasis describes …" had given "The t_____ h_____ (4,
    // 11 letters) describes …": the blank took in "term".
    let text = "Body Systems\n\nThe term homeostasis describes the tendency of the body to keep its internal conditions stable. The kidneys filter the blood and remove urea. The skin sweats to cool the body when it is hot.\n";
    let qs = make(text, 10);
    assert!(
        qs.iter()
            .all(|q| !key_text(q).to_lowercase().starts_with("term ")),
        "{:?}",
        qs.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
    assert!(
        qs.iter().any(|q| key_text(q) == "homeostasis"),
        "{:?}",
        qs.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
}

#[test]
fn a_term_that_starts_with_word_or_term_is_asked_whole() {
    // A guard against "term homeostasis" once refused every key opening
    // with "term", "word" or "expression": "word processor" too.
    let text = "Office Software\n\nA word processor is a computer program that is used to write, edit and format documents. Early word processors ran on dedicated machines sold to offices.\n";
    let qs = make(text, 10);
    assert!(
        qs.iter().any(|q| key_text(q) == "word processor"),
        "{:?}",
        qs.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
}

#[test]
fn another_name_the_text_gives_is_accepted_in_its_own_singular() {
    // "the independent variable (or stimulus)": "stimulus" is accepted
    // for "independent variable", and was once also as "stimulu".
    let text = "Experiments\n\nIn an experiment, the effects of an independent variable upon a dependent variable are tested. The researcher measures participants on the dependent variable before and after the independent variable (or stimulus) is administered. A control group does not receive the stimulus at all. Random assignment places each participant in one group by chance.\n";
    let qs = make(text, 10);
    let accepted: Vec<String> = qs
        .iter()
        .flat_map(|q| match &q.body {
            quizforge_core::Body::ShortAnswer { accepted, .. } => {
                accepted.iter().map(|a| a.text.clone()).collect()
            }
            _ => Vec::new(),
        })
        .collect();
    assert!(accepted.iter().any(|a| a == "stimulus"), "{accepted:?}");
    assert!(!accepted.iter().any(|a| a == "stimulu"), "{accepted:?}");
}
