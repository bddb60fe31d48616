//! Whether a cloze's sentence gives its blank a meaning of the document's
//! own ("… are called ‘_____’", "_____ refers to …", "_____, the
//! deliberate annihilation of a targeted group, is …"): then even an
//! everyday word is the one answer, and the short sentence around it is a
//! definition (`typed_held_back` keeps such blanks as questions).

use crate::nlp::Lang;

/// Whether a prompt gives its blank a meaning of the document's own ("The
/// eight vertical columns of squares are called ‘_____’", "_____ refers
/// to …"): an everyday word used as a term there is the one answer.
pub(super) fn names_the_blank(prompt: &str) -> bool {
    // "Which term refers to a substance in foods and beverages that is
    // essential to human survival?" asks for the term the document gives
    // that meaning (`typed_term_for`), whatever else the word means.
    // "In the United States, which term refers to …" too (`qualified.rs`).
    if prompt.starts_with(super::typed_term_for::WHICH_TERM)
        || prompt.contains(super::typed_term_for::WHICH_TERM_AFTER_OPENING)
    {
        return true;
    }
    let Some(at) = prompt.find(crate::text::BLANK) else {
        return false;
    };
    // "A(n) _____ is a substance …": the article a realised blank shows
    // (`realise.rs`) is the bare "a" of the sentence.
    let before = prompt[..at]
        .trim_end_matches(['‘', '“', '\'', '"', ' '])
        .to_lowercase();
    let before = before
        .strip_suffix("a(n)")
        .map_or(before.as_str(), |head| head.trim_end())
        .trim_end_matches(" the");
    let after = prompt[at + crate::text::BLANK.len()..]
        .trim_start_matches(['’', '”', '\'', '"'])
        .to_lowercase();
    ["called", "known as", "referred to as", "termed", "named"]
        .iter()
        .any(|w| before.ends_with(w))
        || [" refers to", " refer to", " is defined as", " means"]
            .iter()
            .any(|w| after.starts_with(w))
        || (matches!(before, "" | "a" | "an" | "the")
            && (defines_its_subject(&after) || defines_the_head_of_its_subject(&after)))
}

/// Whether the blank qualifies the noun its sentence opens with, and the
/// sentence defines that noun phrase: "The _____ variable is the variable
/// that is not manipulated at all" asks which variable the definition is
/// of, and "independent" does not fit it (unseen set 94 held back both
/// halves of that pair as everyday words).
fn defines_the_head_of_its_subject(after: &str) -> bool {
    let Some(rest) = after.strip_prefix(' ') else {
        return false;
    };
    let Some((head, tail)) = rest.split_once(' ') else {
        return false;
    };
    let noun = head.chars().all(|c| c.is_alphabetic() || c == '-')
        && !crate::nlp::is_stop_word(head, Lang::En)
        && !crate::lexicon::noun_classes(head).is_empty()
        && !crate::lexicon::verb_in_s(head);
    noun && defines_its_subject(&format!(" {tail}"))
}

/// Whether what follows a blank that opens its sentence defines it, a
/// kind and what sets it apart: "_____ is the number or proportion of new
/// cases in a period of time", "_____ are buildings where objects … are
/// kept". Not a judgement of it ("_____ are a critical link in the
/// chain", "_____ is the dominant language …"): raters rejected every such
/// blank on an everyday word and accepted the defined ones ("_____ are an
/// ideal type of formal organization", "_____ is a measure of a fluid's
/// thickness"; unseen sets 4 to 63).
fn defines_its_subject(after: &str) -> bool {
    const COPULAS: &[&str] = &[
        " is a ",
        " is an ",
        " is the ",
        " are a ",
        " are an ",
        " are the ",
        " are ",
    ];
    // Beside the judgements a definition never holds (`typed_term_for`'s
    // "important", "key", "common" …), a rank among others.
    const RANKS: &[&str] = &[
        "most", "more", "dominant", "main", "primary", "largest", "best", "biggest", "leading",
        "bad", "first", "only",
    ];
    let judges = |w: &&str| super::typed_term_for::JUDGEMENTS.contains(w) || RANKS.contains(w);
    const SETS_APART: &[&str] = &[
        "of",
        "that",
        "which",
        "where",
        "whereby",
        "in",
        "by",
        "for",
        "used",
        "made",
        "found",
        "consisting",
        "containing",
        "produced",
        "formed",
    ];
    // "_____ is composed of all the biotic components …": what it is made
    // of sets it apart.
    const MADE_OF: &[&str] = &[
        " is composed of ",
        " are composed of ",
        " consists of ",
        " consist of ",
        " is made up of ",
        " are made up of ",
    ];
    if MADE_OF.iter().any(|m| after.starts_with(m)) || defined_in_apposition(after) {
        return true;
    }
    let Some(copula) = COPULAS.iter().find(|c| after.starts_with(**c)) else {
        return false;
    };
    let words: Vec<&str> = after[copula.len()..]
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .collect();
    // The kind comes first: "_____ are rare in …" says no kind.
    let kind = words
        .first()
        .is_some_and(|w| !judges(w) && !crate::lexicon::noun_classes(w).is_empty());
    kind && !words.iter().take(4).any(judges)
        && words.iter().skip(1).take(6).any(|w| SETS_APART.contains(w))
}

/// Whether a blank is followed by a noun phrase set off by commas that
/// says what it is: "_____, the deliberate annihilation of a targeted
/// group, is …", "_____, collections of information organized in a
/// systematic method, are …". Not a list going on ("_____, and later peer
/// groups, …") nor a clause ("_____, which …").
fn defined_in_apposition(after: &str) -> bool {
    let Some(rest) = after.strip_prefix(", ") else {
        return false;
    };
    let Some((apposition, _)) = rest.split_once(", ") else {
        return false;
    };
    let words: Vec<&str> = apposition.split_whitespace().collect();
    let Some(first) = words.first() else {
        return false;
    };
    let noun = |w: &str| {
        !crate::nlp::is_stop_word(w, Lang::En) && !crate::lexicon::noun_classes(w).is_empty()
    };
    (3..=20).contains(&words.len()) && (matches!(*first, "a" | "an" | "the") || noun(first))
}
