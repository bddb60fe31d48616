//! Questions on the numbers a sentence teaches: a year or a quantity as a
//! cloze with same-unit wrong values, a statement with a nearby wrong value
//! to judge, and the year of a dated event in a chronology. Also the tests
//! of whether a number is what the sentence teaches or only illustrates it.

use std::collections::BTreeMap;

use quizforge_core::{Body, Choice, Difficulty};

use super::analysis::{self, Sentence};
use super::number_options::{self, format_number};
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
                // "Maybe … random luck that led to 14 infants …": a number
                // in a possibility the text raises is not a figure it
                // teaches, and its statement is neither true nor false.
                // "… of 1917, …, a difference that is perhaps not so
                // important" hedges only what follows the year.
                if self.lang == Lang::En
                    && super::siblings::hedged(&sentence.text[..number.start].to_lowercase())
                {
                    continue;
                }
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
            || !super::taught_numbers::teaches_number(
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
            .filter_map(|t| number_options::parse_number(t.text(&sentence.text)))
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
        let range = range_end(&sentence.text, number.start, number.end);
        let mut picked = number_options::pick_numbers(number.value, &same_unit, number.year, 8);
        if number.year
            && let Some(cycle) = number_options::year_cycle(&sentence.text)
        {
            picked = number_options::on_the_cycle(number.value, &picked, cycle);
        }
        let ranked: Vec<f64> = picked
            .into_iter()
            .filter(|v| !in_sentence.iter().any(|s| (s - v).abs() < 1e-9))
            .filter(|v| other_years.iter().all(|y| (*v > *y) == (number.value > *y)))
            // "between 41% and _____%": a wrong end must still close the
            // range on the key's side (unseen set 70: 25 and 35 offered
            // against 41 and 50, rejected by both raters).
            .filter(|v| range.is_none_or(|(other, key_above)| (*v > other) == key_above))
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
                let text = number_options::format_like(*v, &key_text);
                // Rounding a value to the key's form would make up a number
                // the document does not give.
                let exact =
                    number_options::parse_number(&text).is_some_and(|t| (t - v).abs() < 1e-9);
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
        let wrong = number_options::balance(number.value, &ranked, 3, position);
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
                    number_options::format_like(*v, &key_text)
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
        let mut ranked = number_options::pick_numbers(year, &same, true, 8);
        if let Some(cycle) = number_options::year_cycle(&sentence.text) {
            ranked = number_options::on_the_cycle(year, &ranked, cycle);
        }
        let wrong = number_options::balance(year, &ranked, 3, (seed(event) % 4) as usize);
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
    let parse = |s: &str| super::number_options::parse_number(s.trim());
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

/// The start of a range that ends where a number begins ("between 41%
/// and", "from 1990 to", "5–").
static RANGE_BEFORE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    crate::pattern::european(
        r"(?i)(?:between|from) +([0-9][0-9,]*(?:\.[0-9]+)?) *%? *(?:and|to) *$|([0-9][0-9,]*(?:\.[0-9]+)?) *%? *[–-] *$",
    )
    .expect("range start pattern")
});

/// The end of a range that starts where a number ends ("and 50%", "to
/// 2000", "–10").
static RANGE_AFTER: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    crate::pattern::european(r"^ *%? *(?:and|to|[–-]) *([0-9][0-9,]*(?:\.[0-9]+)?)")
        .expect("range end pattern")
});

/// Compiles the range pattern every number is tried against now
/// (`super::warm_patterns`).
pub(super) fn warm() {
    std::sync::LazyLock::force(&RANGE_BEFORE);
}

/// The other end of a range the number at `start..end` closes or opens
/// ("between 41% and 50%", "from 1990 to 2000", "5–10 days"), with
/// whether the number is above it.
fn range_end(text: &str, start: usize, end: usize) -> Option<(f64, bool)> {
    let number = |m: regex::Match<'_>| number_options::parse_number(m.as_str());
    if let Some(caps) = RANGE_BEFORE.captures(&text[..start]) {
        let other = caps.get(1).or_else(|| caps.get(2)).and_then(number)?;
        return Some((other, true));
    }
    let before = text[..start].to_lowercase();
    let opens_range = before
        .split_whitespace()
        .rev()
        .take(3)
        .any(|w| matches!(w, "between" | "from"));
    if opens_range && let Some(caps) = RANGE_AFTER.captures(&text[end..]) {
        let other = caps.get(1).and_then(number)?;
        return Some((other, false));
    }
    None
}

#[cfg(test)]
mod range_tests {
    use super::range_end;

    fn end_of(text: &str, key: &str) -> Option<(f64, bool)> {
        let start = text.find(key).expect("key in text");
        range_end(text, start, start + key.len())
    }

    #[test]
    fn the_other_end_of_a_range_is_found_on_either_side() {
        assert_eq!(
            end_of("The ejection fraction is between 41% and 50%.", "50"),
            Some((41.0, true))
        );
        assert_eq!(
            end_of("A normal ejection fraction is between 50% and 70%.", "50"),
            Some((70.0, false))
        );
        assert_eq!(end_of("It lasts 5–10 days.", "10"), Some((5.0, true)));
        assert_eq!(
            end_of("Prices rose from 1990 to 2000.", "2000"),
            Some((1990.0, true))
        );
        // Two numbers that make no range.
        assert_eq!(end_of("Of 41 students, 50 passed.", "50"), None);
    }
}
