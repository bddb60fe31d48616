//! Demonstratives inside a sentence ("those few extra bits", "with that
//! approach"), and whether they point at what a sentence before named or
//! at what their own sentence says (`unfit.rs` asks).

use crate::nlp::{Lang, is_stop_word};

/// Whether "those" is restricted by the clause after it ("covers those
/// policy decisions that promote …", "those who smoke"), which says what
/// it means there and then, rather than pointing at what came before.
pub(super) fn those_restricted(after: &[String]) -> bool {
    match after.first().map(String::as_str) {
        // "those who smoke": people, said in the clause.
        Some("who" | "whom" | "whose") => true,
        // "Of those that do enter": the ones named before.
        Some("that" | "which") | None => false,
        _ => after.iter().skip(1).take(3).any(|w| {
            matches!(
                w.as_str(),
                "that" | "who" | "whom" | "whose" | "which" | "where"
            )
        }),
    }
}

/// Whether a "those" further in is a determiner of a noun the sentence
/// before named: "… transmits both the message and those few extra bits"
/// (unseen set 108, both raters: C2). Not "those in humans", "those of the
/// cell", "those who …", "those participating": a pronoun the sentence
/// itself explains; nor "new consumer goods …, but to afford those goods
/// …", whose noun the sentence names before it.
pub(super) fn those_before_a_noun(before: &[String], after: &[String], lang: Lang) -> bool {
    after.first().is_some_and(|next| {
        let quantity = ["few", "many", "same", "other", "two", "three"].contains(&next.as_str());
        let participle = next.ends_with("ing") || next.ends_with("ed");
        let named_before = named_before(before.iter().map(String::as_str), next);
        (quantity
            || (next.len() > 2
                && !is_stop_word(next, lang)
                && !next.ends_with("ly")
                && !participle
                && !those_restricted(after)))
            && !named_before
    })
}

/// Whether "that" after `before` is a demonstrative naming a noun an
/// earlier sentence set up ("In 1967 that reality began to change", "with
/// that view"), not the conjunction of "believed that people …": after a
/// preposition or a number a conjunction cannot stand.
fn determiner_that(before: &str, next: Option<&String>) -> bool {
    const PREPOSITIONS: &[&str] = &[
        "in", "on", "with", "of", "by", "for", "from", "at", "to", "during", "after", "before",
        "under", "against", "about", "like",
    ];
    let before = before
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    let numeral = !before.is_empty() && before.chars().all(|c| c.is_ascii_digit());
    (PREPOSITIONS.contains(&before.as_str()) || numeral)
        && next.is_some_and(|w| {
            w.chars().next().is_some_and(char::is_alphabetic) && !is_stop_word(w, Lang::En)
        })
}

/// Whether a "that" after `before` points back at a noun a sentence before
/// named ([`determiner_that`]), not at one its own sentence named in
/// `earlier` ("… in muscle determine the suitability of that muscle";
/// "projects that belong to that user" points back: unseen set 110).
pub(super) fn that_points_back<'a>(
    before: &str,
    next: Option<&String>,
    earlier: impl IntoIterator<Item = &'a str>,
) -> bool {
    determiner_that(before, next) && !next.is_some_and(|noun| named_before(earlier, noun))
}

/// Whether the noun after a demonstrative is one of `earlier`, the words
/// before it in its sentence (lower case), in either number or as a
/// possessive ("that project’s pages" after "Every project").
pub(super) fn named_before<'a>(earlier: impl IntoIterator<Item = &'a str>, noun: &str) -> bool {
    let noun = noun
        .strip_suffix("’s")
        .or_else(|| noun.strip_suffix("'s"))
        .unwrap_or(noun);
    let noun = super::word_forms::singularise(noun);
    earlier
        .into_iter()
        .any(|w| super::word_forms::singularise(w) == noun)
}

/// Whether a "that" inside a sentence is a demonstrative whose noun
/// phrase ends its clause, after a verb: "The rendering phase walks that
/// data structure, assembling …", "… executes that code, producing the
/// result" (unseen set 115, both raters: C2). A conjunction's "that"
/// opens a clause with a verb ("shows that data structures are …"), a
/// relative one follows a noun ("a process that repeats."), and a
/// demonstrative's noun is singular. Not a noun the sentence named
/// before it (`earlier`, lower case).
pub(super) fn that_before_a_closed_noun<'a>(
    before: [&str; 2],
    after: &[&str],
    earlier: impl IntoIterator<Item = &'a str>,
    lang: Lang,
) -> bool {
    if lang != Lang::En {
        return false;
    }
    let bare = |w: &str| {
        w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
            .to_lowercase()
    };
    // A verb in "-s" after its subject ("phase executes", "phase walks"),
    // not a plural noun after its determiner ("the functions that run").
    let [subject, verb] = before.map(bare);
    let verb_in_s = verb.len() > 3
        && verb.ends_with('s')
        && !verb.ends_with("ss")
        && !verb.ends_with("us")
        && !crate::lexicon::is_noun_only(&verb)
        && !subject.is_empty()
        && !is_stop_word(&subject, lang);
    if !verb_in_s {
        return false;
    }
    for word in after.iter().take(3) {
        let lower = bare(word);
        if lower.is_empty()
            || !word.starts_with(char::is_alphabetic)
            || is_stop_word(&lower, lang)
            || super::phrasing::FINITE.contains(&lower.as_str())
            || lower.ends_with("ly")
        {
            return false;
        }
        if word.ends_with([',', '.', ';', ':']) {
            let singular = !lower.ends_with('s') || lower.ends_with("ss");
            return singular
                && crate::lexicon::may_be_noun(&lower)
                && !named_before(earlier, &lower);
        }
    }
    false
}
