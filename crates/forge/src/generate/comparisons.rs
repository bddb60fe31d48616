//! Sentences whose comparison has its other half in the sentence before:
//! "There are negative sides to goal theory as well.", "India, another
//! parliamentary regime, has experienced a similar development." Raters
//! of unseen set 62 rejected both as not self-contained (C2), and a
//! statement built on the first was miskeyed: "as well" made its false
//! form as true as the sentence it came from. And whether a comparative
//! in a sentence compares at all (`compares`): "two or more authors",
//! "the upper and lower lips" and "Meglitinides lower blood glucose" do
//! not, and need no other half.

/// Whether an English sentence compares with what a sentence before it
/// said: a clause ending in "as well" or "too", or a subject set beside
/// another ("X, another Y,").
pub(super) fn compares_with_before(text: &str) -> bool {
    let lower = text.to_lowercase();
    let body = lower.trim_end_matches(['.', '!', '”', '"', ')']);
    // "… and demanded that their families did as well": the other half
    // is the sentence's own first clause.
    let one_clause = ![" and ", " but ", " while ", " whereas "]
        .iter()
        .any(|joint| body.contains(joint));
    if one_clause && (body.ends_with(" as well") || body.ends_with(", too")) {
        return true;
    }
    // "Unemployment insurance is different: it is provided by the
    // government …" (unseen set 122, both raters: C2, different from
    // what?): a likeness or a difference with no "from", "to" or "than".
    let likenesses = ["different", "similar", "alike"];
    let unsaid_likeness = likenesses.iter().any(|like| body.contains(like))
        && ["is", "are", "was", "were"].iter().any(|be| {
            likenesses.iter().any(|like| {
                let said = format!(" {be} {like}");
                body.ends_with(&said)
                    || [":", ";", ","]
                        .iter()
                        .any(|mark| body.contains(&format!("{said}{mark}")))
            })
        });
    if unsaid_likeness {
        return true;
    }
    // "India, another parliamentary representative regime, …". ("A
    // similar development" may have its other half in the sentence: "…
    // resolved to hold a similar convention for women's rights" after
    // the World Anti-Slavery Convention.)
    lower
        .split_once(", another ")
        .is_some_and(|(before, after)| {
            !before.contains(',') && before.split_whitespace().count() <= 6 && after.contains(',')
        })
}

/// Whether a lower-cased sentence holds a comparative ("more", "fewer",
/// "higher") that compares: not a count ("two or more authors"), a range
/// ("the upper and lower lips"), a naming ("more commonly known as"), one
/// of a pair that compares inside the sentence ("The more ACEs …, the
/// higher …"), nor "lower" as a verb ("Meglitinides lower blood glucose").
pub(super) fn compares(lower: &str) -> bool {
    const COMPARATIVES: &[&str] = &[
        "more", "less", "fewer", "larger", "smaller", "higher", "lower", "denser",
    ];
    const BEFORE_A_VERB: &[&str] = &[
        "to", "can", "may", "will", "could", "might", "would", "should", "help", "helps", "helped",
    ];
    // A comparative joined to the next word by a hyphen makes one
    // adjective, which compares nothing: "a higher-order discussion"
    // (unseen set 98: "Meta-ethics is a higher-order … discussion about
    // ethical thinking" was left unasked), "lower-income families".
    let words: Vec<&str> = lower
        .split(|ch: char| !(ch.is_alphabetic() || ch == '-'))
        .map(|w| w.trim_matches('-'))
        .filter(|w| !w.is_empty())
        .collect();
    let correlative = words
        .windows(2)
        .filter(|pair| pair[0] == "the" && COMPARATIVES.contains(&pair[1]))
        .count()
        >= 2;
    if correlative {
        return false;
    }
    words.iter().enumerate().any(|(at, word)| {
        if !COMPARATIVES.contains(word) {
            return false;
        }
        let before = at.checked_sub(1).map(|i| words[i]);
        let after = words.get(at + 1).copied();
        let counted = (before == Some("or") && matches!(*word, "more" | "less"))
            || (after == Some("or") && words.get(at + 2) == Some(&"less"));
        let paired = |w: &str| matches!(w, "upper" | "lower" | "higher");
        let ranged = (before == Some("and") && at >= 2 && paired(words[at - 2]))
            || (after == Some("and") && words.get(at + 2).is_some_and(|w| paired(w)));
        let naming = *word == "more"
            && after == Some("commonly")
            && words
                .get(at + 2)
                .is_some_and(|w| matches!(*w, "known" | "called" | "referred" | "named"));
        let verb = *word == "lower"
            && ((at == 1 && !matches!(words[0], "the" | "a" | "an" | "its" | "their" | "this"))
                || before.is_some_and(|b| {
                    BEFORE_A_VERB.contains(&b)
                        || (b.len() > 3
                            && b.ends_with('s')
                            && !b.ends_with("ss")
                            && !matches!(b, "this" | "has" | "was" | "its" | "less"))
                }));
        !(counted || ranged || naming || verb)
    })
}

/// Whether one clause of an English sentence (lower case) compares with
/// no "than" of its own, when another clause has one: "Findings on gender
/// are more complex, but women have higher rates than men of …" (unseen
/// set 120, both raters: C2, more complex than what?).
pub(super) fn a_clause_compares_alone(lower: &str) -> bool {
    if !lower.contains(" than ") {
        return false;
    }
    let mut clauses = vec![lower];
    for joint in [", but ", "; ", ", whereas ", ", while "] {
        clauses = clauses.into_iter().flat_map(|c| c.split(joint)).collect();
    }
    clauses.len() > 1 && clauses.iter().any(|c| compares(c) && !c.contains(" than "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comparative_in_a_compound_compares_nothing() {
        assert!(!compares(
            "meta-ethics is a higher-order or \"meta-level\" discussion about ethical thinking."
        ));
        assert!(!compares("lower-income families rent their homes."));
        assert!(compares("the air is much less dense at the top."));
        assert!(compares("the winters became colder and more severe."));
    }

    #[test]
    fn a_comparison_whose_other_half_came_before_is_told() {
        for text in [
            "There are negative sides to operant conditioning theory as well.",
            "India, another parliamentary representative regime, recently has experienced a similar development.",
            "The Romans built roads across their provinces, too.",
            // Unseen set 122, both raters: C2 (different from what?).
            "Unemployment insurance is different: it is provided by the government rather than by private companies.",
            "The two countries are similar.",
        ] {
            assert!(compares_with_before(text), "{text}");
        }
        for text in [
            "Fungi, as well as plants, have cell walls.",
            "Men adhered to traditional gender roles, and demanded that their families did as well.",
            "Mott and Stanton met in London and resolved to hold a similar convention for women’s rights.",
            "Lisbon, the capital, was rebuilt after another earthquake struck in 1755.",
            "Mitochondria produce energy for the cell.",
            "Unemployment insurance is different from private insurance because the government provides it.",
        ] {
            assert!(!compares_with_before(text), "{text}");
        }
    }
}
