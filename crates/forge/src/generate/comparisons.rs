//! Sentences whose comparison has its other half in the sentence before:
//! "There are negative sides to goal theory as well.", "India, another
//! parliamentary regime, has experienced a similar development." Raters
//! of unseen set 62 rejected both as not self-contained (C2), and a
//! statement built on the first was miskeyed: "as well" made its false
//! form as true as the sentence it came from.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comparison_whose_other_half_came_before_is_told() {
        for text in [
            "There are negative sides to operant conditioning theory as well.",
            "India, another parliamentary representative regime, recently has experienced a similar development.",
            "The Romans built roads across their provinces, too.",
        ] {
            assert!(compares_with_before(text), "{text}");
        }
        for text in [
            "Fungi, as well as plants, have cell walls.",
            "Men adhered to traditional gender roles, and demanded that their families did as well.",
            "Mott and Stanton met in London and resolved to hold a similar convention for women’s rights.",
            "Lisbon, the capital, was rebuilt after another earthquake struck in 1755.",
            "Mitochondria produce energy for the cell.",
        ] {
            assert!(!compares_with_before(text), "{text}");
        }
    }
}
