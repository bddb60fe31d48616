//! Questions on the numbers a sentence teaches: a year or a quantity as a
//! cloze with same-unit wrong values, a statement with a nearby wrong value
//! to judge, and the year of a dated event in a chronology. Also the tests
//! of whether a number is what the sentence teaches or only illustrates it.

use std::collections::BTreeMap;

use quizforge_core::{Body, Choice, Difficulty};

use super::analysis::{self, Sentence};
use super::distractors::{self, format_number};
use super::realise::{Context, Key, seed};
use super::select::{Candidate, Family};
use crate::nlp::Lang;
use crate::text::BLANK;

impl Context<'_> {
    /// The questions on a clean sentence's numbers. A dated bullet ("14
    /// July 1789 – Storming of the Bastille") is asked about as an event
    /// instead (`bullet_year`).
    pub(super) fn sentence_numbers(
        &self,
        sentence: &Sentence,
        inventory: &BTreeMap<String, Vec<f64>>,
        out: &mut Vec<Candidate>,
    ) {
        if split_dated_event(&sentence.text).is_none() {
            for number in analysis::numbers(&sentence.text, self.lang) {
                self.number_questions(sentence, &number, inventory, out);
            }
        }
    }

    /// Numbers in the document by unit (years under `"year"`).
    pub(super) fn number_inventory(&self) -> BTreeMap<String, Vec<f64>> {
        let mut inventory: BTreeMap<String, Vec<f64>> = BTreeMap::new();
        for s in self.sentences {
            for n in analysis::numbers(&s.text, self.lang) {
                let unit = if n.year {
                    "year".to_string()
                } else {
                    n.unit.clone().unwrap_or_default()
                };
                inventory.entry(unit).or_default().push(n.value);
            }
        }
        // Each value once: a document that repeats itself must not make
        // every question sort the same values again.
        for values in inventory.values_mut() {
            values.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
            values.dedup_by(|a, b| (*a - *b).abs() < 1e-9);
        }
        inventory
    }

    fn number_questions(
        &self,
        sentence: &Sentence,
        number: &analysis::NumberKey,
        inventory: &BTreeMap<String, Vec<f64>>,
        out: &mut Vec<Candidate>,
    ) {
        let unit = if number.year {
            "year".to_string()
        } else {
            number.unit.clone().unwrap_or_default()
        };
        let same_unit: Vec<f64> = inventory.get(&unit).cloned().unwrap_or_default();
        // "the 20th century": an ordinal, not a quantity; "1 500" with a
        // plain space: half of a number; "les années 1970": a decade.
        let text = &sentence.text;
        let glued = text[number.end..].starts_with(|c: char| c.is_alphabetic())
            || text[number.end..]
                .strip_prefix(' ')
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
            || text[..number.start]
                .strip_suffix(' ')
                .is_some_and(|rest| rest.ends_with(|c: char| c.is_ascii_digit()))
            || text[..number.start]
                .trim_end()
                .to_lowercase()
                .ends_with("années");
        // A share written to the tenth ("59.8 percent of youth") is a
        // survey's figure, which raters of unseen sections found trivia; a
        // round share ("97 percent of the water") is what a lesson teaches.
        let written = &text[number.start..number.end];
        let survey_figure = matches!(unit.as_str(), "percent" | "%" | "pour" | "pourcent")
            && written.contains(['.', ',']);
        if glued
            || survey_figure
            || !teaches_number(
                &sentence.text,
                &sentence.text[..number.start],
                number.year,
                same_unit.len(),
            )
        {
            return;
        }
        // Another number of the same unit in the sentence would be offered
        // as a distractor it already shows.
        let in_sentence: Vec<f64> = crate::nlp::tokens(&sentence.text, 0, sentence.text.len())
            .iter()
            .filter(|t| t.kind == crate::nlp::TokenKind::Number && t.start != number.start)
            .filter_map(|t| distractors::parse_number(t.text(&sentence.text)))
            .collect();
        // The end of a range ("567 to _____ g") must stay above its start,
        // and its start below its end.
        let (low, high) = range_bounds(&sentence.text, number);
        // Ends of ranges ("30 to 40 chloroplasts") are trivia, and a range
        // makes a false statement half true: leave them.
        if low.is_some() || high.is_some() {
            return;
        }
        let before: Vec<String> = sentence.text[..number.start]
            .split_whitespace()
            .rev()
            .take(3)
            .map(|w| {
                w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
            })
            .collect();
        // "over 60 percent", "after late 1956": a bound is true of every
        // smaller (or larger) value, so several options would be right;
        // a rule ("shall … no more than 12") states its bound exactly.
        let bound = |w: &str| {
            matches!(
                w,
                "over"
                    | "under"
                    | "above"
                    | "below"
                    | "beyond"
                    | "exceeds"
                    | "exceed"
                    | "dépasse"
                    | "dépassent"
                    | "surpasse"
                    | "after"
                    | "before"
                    | "since"
                    | "until"
                    | "least"
                    | "most"
                    | "than"
                    | "late"
                    | "early"
                    | "by"
                    | "plus"
                    | "moins"
                    | "avant"
                    | "après"
                    | "depuis"
                    | "au-dessus"
                    | "au-delà"
            )
        };
        let rule = ["shall", "must", "may", "doit", "doivent"]
            .iter()
            .any(|m| sentence.text.contains(m));
        // "Only about _____ percent": the word says the answer is small.
        let hinted = before
            .iter()
            .any(|w| matches!(w.as_str(), "only" | "just" | "seulement"));
        if hinted
            || before.first().is_some_and(|w| bound(w))
            || (before.get(1).is_some_and(|w| bound(w)) && !rule)
        {
            return;
        }
        // A year in a full date ("1 January 2023") is a date to remember,
        // not a fact to understand.
        if number.year && before.first().is_some_and(|w| analysis::is_month(w)) {
            return;
        }
        // Other years in the sentence order it: wrong years must sit on the
        // key's side of each, or the order gives the key away.
        let other_years: Vec<f64> = if number.year {
            analysis::numbers(&sentence.text, self.lang)
                .iter()
                .filter(|n| n.year && n.start != number.start)
                .map(|n| n.value)
                .collect()
        } else {
            Vec::new()
        };
        let sentence_stems = self.stems.content_stems(&sentence.text, self.lang);
        let ranked: Vec<f64> = distractors::pick_numbers(number.value, &same_unit, number.year, 8)
            .into_iter()
            .filter(|v| !in_sentence.iter().any(|s| (s - v).abs() < 1e-9))
            .filter(|v| other_years.iter().all(|y| (*v > *y) == (number.value > *y)))
            // A sign the key does not have gives the distractor away.
            .filter(|v| (*v < 0.0) == (number.value < 0.0))
            .filter(|v| !matches!(unit.as_str(), "percent" | "%" | "pour" | "per") || *v <= 100.0)
            .filter(|v| {
                !self
                    .evidence
                    .supports(&format_number(*v), &sentence_stems, sentence.index)
            })
            .collect();
        let key_text = sentence.text[number.start..number.end].to_string();
        // "about 9 days": 8 and 10 would be right too, so wrong values keep
        // their distance from an approximate key.
        let lead: Vec<String> = sentence.text[..number.start]
            .split_whitespace()
            .rev()
            .take(3)
            .map(str::to_lowercase)
            .collect();
        let approximate = lead.iter().any(|w| {
            matches!(
                w.as_str(),
                "about"
                    | "approximately"
                    | "around"
                    | "roughly"
                    | "nearly"
                    | "almost"
                    | "some"
                    | "environ"
                    | "près"
                    | "presque"
                    | "approximativement"
            )
        });
        if computable(&sentence.text, number.value)
            || complements(&sentence.text, number, &unit, self.lang)
        {
            return;
        }
        // Written like the key, two values may read the same ("1.05" as "1"
        // beside a key of "1"); keep the first of each.
        let mut shown: Vec<String> = vec![key_text.clone()];
        let ranked: Vec<f64> = ranked
            .into_iter()
            .filter(|v| {
                let text = distractors::format_like(*v, &key_text);
                // Rounding a value to the key's form would make up a number
                // the document does not give.
                let exact = distractors::parse_number(&text).is_some_and(|t| (t - v).abs() < 1e-9);
                let fresh = exact && !shown.contains(&text);
                shown.push(text);
                fresh
            })
            .filter(|v| {
                // "about 3 percent": 2 is about 3 too; keep a clear gap.
                let k = number.value.abs();
                !approximate || (v - number.value).abs() >= (0.15 * k).max((0.5 * k).min(2.0))
            })
            .collect();
        let position = (seed(&sentence.text) % 4) as usize;
        // A value of another order of magnitude is no plausible wrong
        // answer (40 beside a key of 0.08).
        let ranked: Vec<f64> = if number.year || number.value == 0.0 {
            ranked
        } else {
            ranked
                .into_iter()
                .filter(|v| {
                    let ratio = (v / number.value).abs();
                    // Zero the document names (water freezes at 0 degrees)
                    // is the one exception.
                    (0.1..=10.0).contains(&ratio) || (*v == 0.0 && same_unit.contains(&0.0))
                })
                .collect()
        };
        let wrong = distractors::balance(number.value, &ranked, 3, position);
        // No measure is zero where the key is not, unless the document
        // says so (water freezes at 0 degrees): 0 metres is absurd.
        if number.value != 0.0 && wrong.contains(&0.0) && !same_unit.contains(&0.0) {
            return;
        }
        let key = Key {
            start: number.start,
            end: number.end,
            text: key_text.clone(),
        };
        let prompt = self.cloze(sentence, &key);
        if prompt.matches(BLANK).count() != 1 || wrong.len() < 3 || self.leaks(&prompt, &key_text) {
            return;
        }
        let mut options: Vec<f64> = wrong.clone();
        options.push(number.value);
        options.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        let choices: Vec<Choice> = options
            .iter()
            .map(|v| {
                let is_key = (v - number.value).abs() < 1e-9;
                let text = if is_key {
                    key_text.clone()
                } else {
                    distractors::format_like(*v, &key_text)
                };
                Choice::new(text, is_key)
            })
            .collect();
        let q = self.on_sentence(
            prompt,
            Body::MultipleChoice { choices },
            sentence,
            Difficulty::Medium,
        );
        let family = if number.year {
            Family::Year
        } else {
            Family::Quantity
        };
        out.push(Candidate::new(
            q,
            0.8,
            &key_text,
            Some(sentence.index),
            sentence.section,
            family,
        ));

        // The same fact as a statement to judge: the true sentence, or the
        // sentence with the key swapped for the nearest wrong value.
        if self.lang == Lang::Other && self.language_lacks_true_false() {
            return;
        }
        // Another bit of the hash than the one that picks the form, so true
        // and false statements come in even numbers.
        // A false statement must be clearly false: "about 7 metres" is no
        // lie where the text says "about 6".
        let far_enough =
            !approximate || (wrong[0] - number.value).abs() >= 0.3 * number.value.abs();
        let make_false = (seed(&sentence.text) >> 17) % 2 == 1 && far_enough;
        let statement = if make_false {
            let wrong_text = format_number(wrong[0]);
            format!(
                "{}{}{}",
                &sentence.text[..number.start],
                wrong_text,
                &sentence.text[number.end..]
            )
        } else {
            sentence.text.clone()
        };
        let body = Body::true_false(Some(!make_false), self.language);
        let prompt = self.judge(&statement);
        let mut q = self.on_sentence(prompt, body, sentence, Difficulty::Easy);
        if make_false {
            q.explanation = Some(sentence.text.clone());
        }
        // About one statement in four is preferred to its multiple-choice
        // twin, so that a quiz mixes the two.
        let score = if seed(&sentence.text).is_multiple_of(4) {
            0.81
        } else {
            0.6
        };
        out.push(Candidate::new(
            q,
            score,
            &key_text,
            Some(sentence.index),
            sentence.section,
            Family::TrueFalse,
        ));
    }

    fn language_lacks_true_false(&self) -> bool {
        !matches!(self.language, "de" | "es" | "it" | "pt" | "nl")
    }

    /// `1789 – Storming of the Bastille`: ask for the year of the event.
    pub(super) fn bullet_year(
        &self,
        sentence: &Sentence,
        inventory: &BTreeMap<String, Vec<f64>>,
        out: &mut Vec<Candidate>,
    ) {
        if self.lang == Lang::Other {
            return;
        }
        let text = &sentence.text;
        let Some((year_text, event)) = split_dated_event(text) else {
            return;
        };
        let Ok(year) = year_text.parse::<f64>() else {
            return;
        };
        let event = event.trim().trim_end_matches('.');
        let words = event.split_whitespace().count();
        if !(2..=16).contains(&words)
            || event
                .chars()
                .any(|c| c.is_ascii_digit() && year_text.contains(c) && event.contains(year_text))
        {
            return;
        }
        if event.split_whitespace().any(crate::nlp::is_noisy_word) {
            return;
        }
        let same = inventory.get("year").cloned().unwrap_or_default();
        let ranked = distractors::pick_numbers(year, &same, true, 8);
        let wrong = distractors::balance(year, &ranked, 3, (seed(event) % 4) as usize);
        if wrong.len() < 3 {
            return;
        }
        let prompt = match self.lang {
            Lang::Fr => format!("En quelle année : {event} ?"),
            Lang::Es => format!("¿En qué año ocurrió esto: {event}?"),
            Lang::De => format!("In welchem Jahr geschah dies: {event}?"),
            _ => format!("In which year did this happen: {event}?"),
        };
        let mut options = wrong;
        options.push(year);
        options.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        let choices = options
            .iter()
            .map(|v| Choice::new(format_number(*v), (v - year).abs() < 1e-9))
            .collect();
        let q = self.question(
            prompt,
            Body::MultipleChoice { choices },
            (sentence.start, sentence.end),
            sentence.section,
            Difficulty::Medium,
        );
        out.push(Candidate::new(
            q,
            0.82,
            year_text,
            Some(sentence.index),
            sentence.section,
            Family::Year,
        ));
    }
}

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

/// "About 90 percent … and about 10 percent …": a share whose complement
/// the sentence gives away.
fn complements(text: &str, number: &analysis::NumberKey, unit: &str, lang: Lang) -> bool {
    if !matches!(unit, "percent" | "%" | "per") {
        return false;
    }
    analysis::numbers(text, lang)
        .iter()
        .any(|n| n.start != number.start && (n.value + number.value - 100.0).abs() < 1e-9)
}

/// Whether the sentence lets the key be worked out: "an 8 x 8 grid of 64
/// squares" gives 64 away.
fn computable(text: &str, key: f64) -> bool {
    let toks = crate::nlp::tokens(text, 0, text.len());
    toks.windows(3).any(|w| {
        let a = w[0].text(text).parse::<f64>();
        let op = w[1].text(text);
        let b = w[2].text(text).parse::<f64>();
        match (a, b) {
            (Ok(a), Ok(b)) if matches!(op, "x" | "×" | "*") => (a * b - key).abs() < 1e-9,
            _ => false,
        }
    })
}

/// When `number` ends a range ("567 to 650 g", "400–700 nm"), the range's
/// start as a lower bound; when it starts one, the end as an upper bound.
fn range_bounds(text: &str, number: &analysis::NumberKey) -> (Option<f64>, Option<f64>) {
    let parse = |s: &str| super::distractors::parse_number(s.trim());
    let before = text[..number.start].trim_end();
    let after = text[number.end..].trim_start();
    let mut low = None;
    for joiner in [" to", "–", "-", " and", " à", " et"] {
        if let Some(head) = before.strip_suffix(joiner) {
            // "567 to" or "400 nm to": the last number among the two words
            // before the joiner.
            let words: Vec<&str> = head.split_whitespace().rev().take(2).collect();
            if let Some(value) = words.iter().find_map(|w| parse(w)) {
                low = Some(value);
                break;
            }
        }
    }
    let mut high = None;
    for joiner in ["to ", "– ", "–", "- ", "and ", "à ", "et "] {
        if let Some(tail) = after
            .split_once(' ')
            .map_or(after, |(unit, rest)| {
                if unit.chars().any(|c| c.is_ascii_digit()) {
                    after
                } else {
                    rest
                }
            })
            .strip_prefix(joiner)
            .or_else(|| after.strip_prefix(joiner))
            && let Some(value) = tail.split_whitespace().next().and_then(parse)
        {
            high = Some(value);
            break;
        }
    }
    (low, high)
}

/// `1789 – Storming of the Bastille`, `14 July 1789 – …` or
/// `Storming of the Bastille (1789)`: the year and the event.
fn split_dated_event(text: &str) -> Option<(&str, &str)> {
    let trimmed = text.trim();
    for sep in [" – ", " — ", " - ", ": "] {
        if let Some((head, tail)) = trimmed.split_once(sep) {
            let year = head.rsplit(' ').next().unwrap_or(head);
            let date_words = head.split(' ').count();
            if year.len() == 4 && year.chars().all(|c| c.is_ascii_digit()) && date_words <= 3 {
                return Some((year, tail));
            }
        }
    }
    let inner = trimmed.strip_suffix(')')?;
    let (event, year) = inner.rsplit_once('(')?;
    (year.len() == 4 && year.chars().all(|c| c.is_ascii_digit())).then_some((year, event))
}
