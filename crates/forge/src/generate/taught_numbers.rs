//! Whether a number is what a sentence teaches or only illustrates it:
//! not an example, an estimate, a hypothetical, a cited statistic or one
//! figure among many; a year only in a chronology.

/// Whether a sentence's number is what it teaches rather than an
/// illustration: not an example ("For example, up to 40 percent …"), not a
/// hypothetical ("would net $20"), not one statistic among many, and, for a
/// quantity, one the document holds others of the same unit to offer
/// against it. A year is asked only in a chronology (`same_unit`: the
/// document's distinct years).
pub(super) fn teaches_number(text: &str, before: &str, year: bool, same_unit: usize) -> bool {
    let lower = text.to_lowercase();
    // "perhaps as many as", "nearly", "almost": an estimate, which makes
    // near values right too; "a 2014 report": a date used as a label.
    let hedged = before
        .to_lowercase()
        .split_whitespace()
        .rev()
        .take(3)
        .any(|w| {
            [
                "perhaps",
                "circa",
                "c.",
                "ca.",
                "vers",
                "environ",
                "presque",
                "près",
                "quelque",
                "aproximadamente",
                "casi",
                "etwa",
                "ungefähr",
                "rund",
                // "Um das Jahr 1800", "hacia 1500", "alrededor de 1900"
                // (unseen set 20: 1795 and 1805 are right too).
                "um",
                "gegen",
                "hacia",
                "alrededor",
                "many",
                "nearly",
                "almost",
                "about",
                "approximately",
                "roughly",
                "around",
                "some",
                "estimated",
                "over",
                "under",
                "up",
                "a",
                "an",
                "the",
            ]
            .contains(&w)
        });
    if hedged {
        return false;
    }
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let example = lower.starts_with("for example") || lower.starts_with("for instance");
    let hypothetical = words
        .iter()
        .any(|w| ["would", "could", "might", "suppose", "imagine", "if"].contains(w));
    let numbers: Vec<&str> = crate::nlp::tokens(text, 0, text.len())
        .iter()
        .filter(|t| t.kind == crate::nlp::TokenKind::Number)
        .map(|t| t.text(text))
        .collect();
    if year {
        // A year is worth asking where the lesson is a chronology (it dates
        // four events or more), and then as the date of an event, not of a
        // figure beside it ("In 1929, spending was 4% of GDP"; "In 1971,
        // Nike paid $35 for its logo"): raters of unseen sections found the
        // dates of anecdotes and statistics trivia.
        let quantities = numbers.iter().filter(|n| !is_year_like(n)).count();
        return !example
            && !hypothetical
            && quantities == 0
            && !reports_a_statistic(&words)
            && same_unit >= 4;
    }
    // A sum of money ("$60 million", "$22.4 trillion") is the figure of one
    // case or one moment, and so is a quantity the sentence dates ("At the
    // end of 2025, …", "in 1914, the German force included 4.5 million
    // men"): raters of unseen sets 10 to 27 rejected all 7 sums and all 5
    // dated figures asked, most as trivia (C7).
    let money = before.trim_end().ends_with(['$', '€', '£', '¥'])
        || words
            .iter()
            .any(|w| ["dollars", "euros", "pounds", "yen"].contains(w));
    let dated = lower.contains("as of") || numbers.iter().any(|n| is_year_like(n));
    !example
        && !hypothetical
        && !money
        && !dated
        && !share_of_a_population(&lower)
        && !cites_a_source(text)
        && numbers.len() <= 2
        && same_unit >= 2
}

/// Whether a sentence gives the share of a population ("11 percent of
/// veterans", "the concordance rate for fraternal twins is 22%"): a survey's
/// figure, not a fact of the subject. Raters of unseen sets 5 to 28
/// rejected all 7 such shares asked (C7, trivia), against "Water
/// covers 71 percent of the Earth's surface" or "a healthy diet limits
/// lipid intake to 35 percent of calories", which teach.
pub(super) fn share_of_a_population(lower: &str) -> bool {
    const SHARE: &[&str] = &["percent", "percentage", "rate", "rates"];
    const POPULATION: &[&str] = &[
        "people",
        "persons",
        "adults",
        "children",
        "youth",
        "teens",
        "teenagers",
        "students",
        "women",
        "men",
        "americans",
        "workers",
        "employees",
        "voters",
        "households",
        "families",
        "population",
        "respondents",
        "patients",
        "veterans",
        "citizens",
        "residents",
        "exporters",
        "firms",
        "companies",
        "businesses",
        "diagnoses",
        "twins",
        "unemployment",
        "users",
        "consumers",
        "immigrants",
    ];
    let words = || {
        lower
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
    };
    (lower.contains('%') || words().any(|w| SHARE.contains(&w)))
        && words().any(|w| POPULATION.contains(&w))
}

/// Whether a sentence reports a statistic ("The average age was
/// fifty-nine in 1980", "The uninsured number reached its lowest point in
/// 2016", "twenty percent of …"): a year beside it dates the figure, which
/// raters of unseen sections found trivia (set 16). Ages and counts that
/// say who an event concerned ("all British women between eighteen and
/// fifty") are no statistic.
fn reports_a_statistic(words: &[&str]) -> bool {
    const STATISTIC: &[&str] = &[
        "average",
        "median",
        "percent",
        "percentage",
        "million",
        "millions",
        "billion",
        "lowest",
        "highest",
        "moyenne",
        "pourcentage",
        "milliard",
        "milliards",
    ];
    words.iter().any(|w| STATISTIC.contains(w))
        || words
            .windows(2)
            .any(|pair| pair == ["number", "of"] || pair[1] == "number")
}

/// Whether a sentence cites where its figure comes from, "(Economic Policy
/// Institute 2021)": a survey's or a report's figure, not what the
/// lesson teaches.
fn cites_a_source(text: &str) -> bool {
    text.split('(').skip(1).any(|inside| {
        let inside = inside.split(')').next().unwrap_or_default();
        let words: Vec<&str> = inside.split_whitespace().collect();
        words.len() >= 2
            && words
                .last()
                .is_some_and(|w| is_year_like(w.trim_matches(|c: char| !c.is_ascii_digit())))
            && words[0].starts_with(|c: char| c.is_uppercase())
    })
}

/// Whether a number as written could be a year (four digits, 1000–2100).
fn is_year_like(written: &str) -> bool {
    written.len() == 4
        && written.chars().all(|c| c.is_ascii_digit())
        && written
            .parse::<u32>()
            .is_ok_and(|y| (1000..=2100).contains(&y))
}
