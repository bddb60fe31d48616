//! Finding question numbers (`1.`, `Q2)`, `Question 3:`) and option labels
//! (`A)`, `(b)`, `C.`) in text, wherever a layout put them.

use std::sync::LazyLock;

use regex::Regex;

/// A question number found in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberMarker {
    /// The number written.
    pub number: u32,
    /// Where the marker starts (the digit, `Q` or `Question`).
    pub start: usize,
    /// Where the question's own text starts.
    pub end: usize,
}

static NUMBER: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?x)
        (?:^|[\s\u{a0}])
        (?:
            (?i:question|q)\s?(?P<labelled>\d{1,3})\s*(?:[.):\-–]|\s)
          | (?P<plain>\d{1,3})[.)]
        )
        (?:[\x20\t\u{a0}]+|\r?\n|$)",
    )
    .expect("number pattern is valid")
});

/// Every candidate question number in `text`, in order.
pub fn number_markers(text: &str) -> Vec<NumberMarker> {
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(caps) = NUMBER.captures_at(text, at) {
        let whole = caps.get(0).expect("match");
        let digits = caps
            .name("labelled")
            .or_else(|| caps.name("plain"))
            .expect("one number group matches");
        // The match may begin with the white space before the marker.
        let start = if caps.name("labelled").is_some() {
            whole.start() + whole.as_str().len()
                - whole
                    .as_str()
                    .trim_start_matches(|c: char| c.is_whitespace())
                    .len()
        } else {
            digits.start()
        };
        if let Ok(number) = digits.as_str().parse() {
            found.push(NumberMarker {
                number,
                start,
                end: whole.end(),
            });
        }
        // Step back over the trailing white space so that the next marker
        // may start right after it ("1. 2. 3.").
        at = whole.end().max(at + 1);
        if text[..at].ends_with(char::is_whitespace) {
            at -= text[..at]
                .chars()
                .next_back()
                .map(char::len_utf8)
                .unwrap_or(0);
        }
    }
    found
}

/// The way an option label is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum LabelStyle {
    /// `(A)`
    Parens,
    /// `A)`
    Close,
    /// `A.`
    Dot,
    /// `A:` — only at the start of a line.
    Colon,
}

/// An option label found in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionMarker {
    /// 0 for A, 1 for B, …
    pub index: u8,
    /// Whether the letter is upper case.
    pub upper: bool,
    /// How it is written.
    pub style: LabelStyle,
    /// Whether it starts a line.
    pub line_start: bool,
    /// Whether a mark (`*`, `✓`) right before the label says it is right.
    pub marked: bool,
    /// Where the label starts.
    pub start: usize,
    /// Where the option's text starts.
    pub end: usize,
}

static OPTION: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?x)
        (?:^|[\s\u{a0}*✓✔])
        (?:
            \((?P<parens>[A-Ja-j])\)
          | (?P<close>[A-Ja-j])\)
          | (?P<dot>[A-Ja-j])\.(?:[\x20\t\u{a0}]|$)
          | (?m:^)[\x20\t]*(?P<colon>[A-J]):[\x20\t]
        )",
    )
    .expect("option pattern is valid")
});

/// Every candidate option label in `text[from..to]`, in order.
pub fn option_markers(text: &str, from: usize, to: usize) -> Vec<OptionMarker> {
    let mut found = Vec::new();
    let mut at = from;
    while at < to {
        let Some(caps) = OPTION.captures_at(&text[..to], at) else {
            break;
        };
        let whole = caps.get(0).expect("match");
        let (letter, style) = if let Some(m) = caps.name("parens") {
            (m, LabelStyle::Parens)
        } else if let Some(m) = caps.name("close") {
            (m, LabelStyle::Close)
        } else if let Some(m) = caps.name("dot") {
            (m, LabelStyle::Dot)
        } else {
            (caps.name("colon").expect("one group"), LabelStyle::Colon)
        };
        let c = letter.as_str().as_bytes()[0];
        let label_start = if style == LabelStyle::Parens {
            letter.start() - 1
        } else {
            letter.start()
        };
        let before = text[..label_start].trim_end_matches([' ', '\t']);
        let marked = before.ends_with(['*', '✓', '✔']);
        let start = if marked {
            before.len() - before.chars().next_back().map_or(0, char::len_utf8)
        } else {
            label_start
        };
        let mut end = match style {
            LabelStyle::Parens | LabelStyle::Close | LabelStyle::Colon => letter.end() + 1,
            LabelStyle::Dot => letter.end() + 1,
        };
        end = end.min(to);
        found.push(OptionMarker {
            index: c.to_ascii_uppercase() - b'A',
            upper: c.is_ascii_uppercase(),
            style,
            line_start: crate::text::at_line_start(text, start),
            marked,
            start,
            end,
        });
        at = letter.end().max(at + 1);
        let _ = whole;
    }
    found
}

/// The longest run of options labelled A, B, C, … (or a, b, c, …) in one
/// style, in order, among `markers`. Runs need at least two options.
pub fn best_option_run(markers: &[OptionMarker]) -> Option<Vec<OptionMarker>> {
    let mut best: Option<Vec<OptionMarker>> = None;
    for (i, first) in markers.iter().enumerate() {
        if first.index != 0 {
            continue;
        }
        let mut run = vec![*first];
        for next in &markers[i + 1..] {
            let last = run.last().expect("run is never empty");
            if next.style == first.style
                && next.upper == first.upper
                && next.index == last.index + 1
                && next.start >= last.end
            {
                run.push(*next);
            }
        }
        // Prefer more options; on a tie, the run that starts first.
        if run.len() >= 2 && best.as_ref().is_none_or(|b| run.len() > b.len()) {
            best = Some(run);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(text: &str) -> Vec<u32> {
        number_markers(text).iter().map(|m| m.number).collect()
    }

    #[test]
    fn numbers_come_in_every_style() {
        assert_eq!(
            numbers("1. a 2) b Q3. c Question 4: d q5) e"),
            [1, 2, 3, 4, 5]
        );
    }

    #[test]
    fn article_numbers_decimals_and_years_are_not_question_numbers() {
        assert_eq!(
            numbers("3.7.3.1 A pawn 1.4 The game in 1775. costs $0.25 each"),
            Vec::<u32>::new()
        );
    }

    #[test]
    fn markers_point_at_the_question_text() {
        let text = "x 12. What?";
        let m = number_markers(text)[0];
        assert_eq!(&text[m.start..m.end], "12. ");
    }

    #[test]
    fn option_labels_in_every_style() {
        let text = "(A) 2 cm (B) 4 cm a) x b) y C. z";
        let markers = option_markers(text, 0, text.len());
        let styles: Vec<_> = markers.iter().map(|m| (m.index, m.style)).collect();
        assert_eq!(
            styles,
            [
                (0, LabelStyle::Parens),
                (1, LabelStyle::Parens),
                (0, LabelStyle::Close),
                (1, LabelStyle::Close),
                (2, LabelStyle::Dot)
            ]
        );
    }

    #[test]
    fn the_best_run_is_the_longest_in_one_style() {
        let text = "Pick: A) one B) two C) three (D) not this";
        let markers = option_markers(text, 0, text.len());
        let run = best_option_run(&markers).unwrap();
        assert_eq!(run.len(), 3);
    }

    #[test]
    fn initials_and_abbreviations_are_not_labels() {
        let text = "U.S. troops e.g. George W. Bush";
        let markers = option_markers(text, 0, text.len());
        assert!(best_option_run(&markers).is_none());
    }
}
