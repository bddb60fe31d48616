//! Whole-document tests of terms named as words: "The term homeostasis
//! describes …" and "A word processor is …".

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
