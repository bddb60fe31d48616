//! Wrong options for a number: other numbers the document gives with the
//! same unit, then natural steps around the key, written as the key is
//! written (its decimals, its digit groups, its minus sign).

/// Picks distractors for a number: other numbers the document gives with the
/// same unit first (nearest first), then natural steps around the key.
pub fn pick_numbers(key: f64, same_unit: &[f64], is_year: bool, want: usize) -> Vec<f64> {
    let mut out: Vec<f64> = Vec::new();
    let mut from_doc: Vec<f64> = same_unit
        .iter()
        .copied()
        .filter(|v| (*v - key).abs() > 1e-9)
        .collect();
    from_doc.sort_by(|a, b| {
        (a - key)
            .abs()
            .partial_cmp(&(b - key).abs())
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal))
    });
    from_doc.dedup_by(|a, b| (*a - *b).abs() < 1e-9);
    // A year far from the key's era is no distractor at all.
    let era = if is_year { 60.0 } else { f64::INFINITY };
    for v in from_doc {
        if out.len() == want {
            break;
        }
        if (v - key).abs() <= era && !out.iter().any(|o| (o - v).abs() < 1e-9) {
            out.push(v);
        }
    }
    for v in steps(key, is_year) {
        if out.len() == want {
            break;
        }
        let fresh = !out.iter().any(|o| (o - v).abs() < 1e-9) && (v - key).abs() > 1e-9;
        if fresh && v > 0.0 {
            out.push(v);
        }
    }
    out
}

/// How many years apart the events of a sentence recur, when they keep
/// a calendar: four for a presidential election or the Olympic Games, two
/// for a congressional one. "In 1932, voters overwhelmingly chose
/// Democratic candidates, for both the presidency and Congress" among
/// 1922, 1927 and 1987 gave itself away as the only election year
/// (unseen set 51).
pub fn year_cycle(sentence: &str) -> Option<u32> {
    let lower = sentence.to_lowercase();
    let voting = ["election", "elected", "voters", "vote", "ballot"]
        .iter()
        .any(|w| lower.contains(w));
    if (voting && lower.contains("presiden")) || lower.contains("olympic") {
        Some(4)
    } else if voting && (lower.contains("congress") || lower.contains("midterm")) {
        Some(2)
    } else {
        None
    }
}

/// The wrong years of `ranked` on the key's cycle, then the key's
/// neighbours on it (one, two and three cycles either side).
pub fn on_the_cycle(key: f64, ranked: &[f64], cycle: u32) -> Vec<f64> {
    let cycle = f64::from(cycle);
    let mut out: Vec<f64> = ranked
        .iter()
        .copied()
        .filter(|v| ((v - key) / cycle).fract().abs() < 1e-9)
        .collect();
    for k in [1.0, -1.0, 2.0, -2.0, 3.0, -3.0] {
        let v = key + k * cycle;
        if !out.iter().any(|o| (o - v).abs() < 1e-9) {
            out.push(v);
        }
    }
    out
}

/// Picks `want` of the `ranked` wrong values so that, once the options are
/// sorted, the key lands at `position` (0 = smallest) when the values allow:
/// sorted numeric options would otherwise put the key in the middle.
pub fn balance(key: f64, ranked: &[f64], want: usize, position: usize) -> Vec<f64> {
    let picked = balance_in_order(key, ranked, want, position);
    if !stands_apart(key, &picked) {
        return picked;
    }
    // "… the official measure of poverty developed in _____" among 2000,
    // 2004 and 2007 (unseen set 120, both raters: C5, the lone early
    // year): the document's values, taken first, were far from the key
    // and close together. Then the nearest values of each side are taken.
    let mut nearest = ranked.to_vec();
    nearest.sort_by(|a, b| {
        (a - key)
            .abs()
            .partial_cmp(&(b - key).abs())
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let closer = balance_in_order(key, &nearest, want, position);
    if stands_apart(key, &closer) {
        picked
    } else {
        closer
    }
}

fn balance_in_order(key: f64, ranked: &[f64], want: usize, position: usize) -> Vec<f64> {
    let below: Vec<f64> = ranked.iter().copied().filter(|v| *v < key).collect();
    let above: Vec<f64> = ranked.iter().copied().filter(|v| *v > key).collect();
    let position = position.min(want);
    if below.len() >= position && above.len() >= want - position {
        let mut out: Vec<f64> = below[..position].to_vec();
        out.extend_from_slice(&above[..want - position]);
        return out;
    }
    ranked.iter().copied().take(want).collect()
}

/// Whether the key stands apart from its options: the smallest or the
/// largest, further from the nearest of them than three times the widest
/// gap between two of them side by side.
fn stands_apart(key: f64, wrong: &[f64]) -> bool {
    let at_an_end = wrong.iter().all(|w| *w > key) || wrong.iter().all(|w| *w < key);
    if wrong.len() < 2 || !at_an_end {
        return false;
    }
    let mut all: Vec<f64> = wrong.to_vec();
    all.push(key);
    all.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    let mut key_gap = f64::INFINITY;
    let mut widest = 0.0f64;
    for pair in all.windows(2) {
        let gap = pair[1] - pair[0];
        if pair.contains(&key) {
            key_gap = key_gap.min(gap);
        } else {
            widest = widest.max(gap);
        }
    }
    widest > 0.0 && key_gap > 3.0 * widest
}

/// Natural wrong values near `key`: for years a few years either side, for
/// counts the neighbours and the double and half, for larger numbers a step
/// of the key's order of magnitude.
fn steps(key: f64, is_year: bool) -> Vec<f64> {
    if is_year {
        return vec![
            key - 5.0,
            key + 5.0,
            key - 10.0,
            key + 10.0,
            key - 2.0,
            key + 2.0,
        ];
    }
    let integer = key.fract().abs() < 1e-9;
    if !integer {
        let places = decimals(key);
        let round = |v: f64| {
            let p = 10f64.powi(places as i32);
            (v * p).round() / p
        };
        return vec![
            round(key * 1.5),
            round(key * 0.5),
            round(key * 2.0),
            round(key * 0.75),
        ];
    }
    if key <= 12.0 {
        return vec![key + 1.0, key - 1.0, key + 2.0, key - 2.0, key * 2.0];
    }
    // Step by the number's own roundness: 40 moves by tens, 25 by fives,
    // 24 by ones; a step never more than half the key.
    let step = [1000.0, 500.0, 100.0, 50.0, 10.0, 5.0, 2.0, 1.0]
        .into_iter()
        .find(|s| (key / s).fract().abs() < 1e-9 && *s <= key / 2.0)
        .unwrap_or(1.0);
    vec![
        key * 2.0,
        (key / 2.0).round(),
        key + step,
        key - step,
        key + 2.0 * step,
    ]
}

fn decimals(v: f64) -> usize {
    let text = format!("{v}");
    text.split('.').nth(1).map_or(0, str::len).min(3)
}

/// How a number is written: its decimal mark, how many decimals, and the
/// character that groups thousands, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Style {
    decimal: char,
    decimals: usize,
    group: Option<char>,
    minus: char,
}

const GROUP_MARKS: [char; 4] = [',', '\u{202F}', '\u{A0}', '\u{2009}'];

impl Style {
    fn of(written: &str) -> Self {
        let minus = if written.starts_with('−') {
            '−'
        } else {
            '-'
        };
        let body = written.trim_start_matches(['-', '−']);
        // A comma followed by exactly three digits groups thousands
        // ("2,870"); followed by any other count it is a decimal comma
        // ("7,9", "0,92").
        let (decimal, decimals) = if let Some((_, after)) = body.rsplit_once('.') {
            ('.', after.len())
        } else if let Some((_, after)) = body.rsplit_once(',') {
            if after.len() == 3 {
                ('.', 0)
            } else {
                (',', after.len())
            }
        } else {
            ('.', 0)
        };
        let group = GROUP_MARKS
            .iter()
            .copied()
            .find(|g| *g != decimal && body.contains(*g));
        Self {
            decimal,
            decimals,
            group,
            minus,
        }
    }
}

/// Reads a number as written in a document: "2,870", "5 000" (with a
/// no-break space), "7,9" (a decimal comma), "−78.5".
pub fn parse_number(written: &str) -> Option<f64> {
    let style = Style::of(written);
    let negative = written.starts_with(['-', '−']);
    let body = written.trim_start_matches(['-', '−']);
    let mut plain = String::with_capacity(body.len());
    for c in body.chars() {
        if Some(c) == style.group {
            continue;
        }
        plain.push(if c == style.decimal { '.' } else { c });
    }
    let value: f64 = plain.parse().ok()?;
    Some(if negative { -value } else { value })
}

/// Writes `v` the way `like` is written: the same number of decimals, the
/// same decimal mark, thousands separator and minus sign, so no option
/// stands out by its form.
pub fn format_like(v: f64, like: &str) -> String {
    let style = Style::of(like);
    let decimals = style.decimals;
    let plain = format!("{:.decimals$}", v.abs());
    let (whole, fraction) = plain
        .split_once('.')
        .map_or((plain.as_str(), None), |(w, f)| (w, Some(f)));
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if let Some(group) = style.group
            && i > 0
            && (whole.len() - i) % 3 == 0
        {
            grouped.push(group);
        }
        grouped.push(c);
    }
    let sign = if v < 0.0 {
        style.minus.to_string()
    } else {
        String::new()
    };
    match fraction {
        Some(f) => format!("{sign}{grouped}{}{f}", style.decimal),
        None => format!("{sign}{grouped}"),
    }
}

/// Writes a number as the document would: no trailing `.0`.
pub fn format_number(v: f64) -> String {
    if v.fract().abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        let text = format!("{v:.3}");
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_prefer_the_document_then_natural_steps() {
        assert_eq!(
            pick_numbers(24.0, &[14.0, 8.0, 24.0, 5.0], false, 3),
            [14.0, 8.0, 5.0]
        );
        assert_eq!(pick_numbers(24.0, &[], false, 3), [48.0, 12.0, 26.0]);
        assert_eq!(pick_numbers(64.0, &[], false, 3), [128.0, 32.0, 66.0]);
        assert_eq!(pick_numbers(40.0, &[], false, 3), [80.0, 20.0, 50.0]);
        assert_eq!(
            pick_numbers(1789.0, &[1793.0, 1066.0], true, 3),
            [1793.0, 1784.0, 1794.0]
        );
        assert_eq!(pick_numbers(5.0, &[], false, 3), [6.0, 4.0, 7.0]);
    }

    #[test]
    fn years_of_a_calendar_stay_on_it() {
        assert_eq!(
            year_cycle(
                "In 1932, voters overwhelmingly chose Democratic candidates, for both the presidency and Congress."
            ),
            Some(4)
        );
        assert_eq!(year_cycle("The dam was finished in 1932."), None);
        let wrong = on_the_cycle(1932.0, &[1922.0, 1927.0, 1928.0, 1987.0], 4);
        assert!(wrong.iter().all(|v| (v - 1932.0) % 4.0 == 0.0), "{wrong:?}");
        assert_eq!(wrong[0], 1928.0);
    }

    #[test]
    fn balancing_places_the_key() {
        let ranked = [1793.0, 1784.0, 1794.0, 1779.0, 1799.0];
        assert_eq!(balance(1789.0, &ranked, 3, 0), [1793.0, 1794.0, 1799.0]);
        assert_eq!(balance(1789.0, &ranked, 3, 2), [1784.0, 1779.0, 1793.0]);
        assert_eq!(
            balance(1789.0, &[1793.0, 1794.0, 1799.0], 3, 2),
            [1793.0, 1794.0, 1799.0]
        );
    }

    #[test]
    fn the_key_never_stands_apart_from_options_close_together() {
        // Unseen set 120: 1963 among the document's 2000, 2004 and 2007.
        let ranked = [
            2000.0, 2004.0, 2007.0, 1958.0, 1968.0, 1953.0, 1973.0, 1961.0, 1965.0,
        ];
        let wrong = balance(1963.0, &ranked, 3, 0);
        assert!(!stands_apart(1963.0, &wrong), "{wrong:?}");
        assert_eq!(wrong, [1965.0, 1968.0, 1973.0]);
        // Spread out as the key is, the document's values stay.
        assert_eq!(
            balance(1963.0, &[1980.0, 2000.0, 2020.0, 1968.0], 3, 0),
            [1980.0, 2000.0, 2020.0]
        );
    }

    #[test]
    fn numbers_are_written_plainly() {
        assert_eq!(format_number(24.0), "24");
        assert_eq!(format_number(0.25), "0.25");
        assert_eq!(format_like(1.8, "1.80"), "1.80");
        assert_eq!(format_like(2880.0, "2,870"), "2,880");
        assert_eq!(format_like(1435.0, "2,870"), "1,435");
        assert_eq!(format_like(12.0, "24"), "12");
        assert_eq!(format_like(-114.0, "−78.5"), "−114.0");
        assert_eq!(format_like(4500.0, "5\u{202F}000"), "4\u{202F}500");
        assert_eq!(format_like(0.5, "0,92"), "0,50");
        assert_eq!(parse_number("5\u{202F}000"), Some(5000.0));
        assert_eq!(parse_number("7,9"), Some(7.9));
        assert_eq!(parse_number("2,870"), Some(2870.0));
        assert_eq!(parse_number("−78.5"), Some(-78.5));
    }
}
