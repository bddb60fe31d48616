//! Page furniture on lines of their own, as a PDF copy leaves it between
//! (and inside) questions: page numbers (`Page 4`, `Page 2 of 9`), site
//! footers (`Access for free at openstax.org`), and the running header
//! repeated beside them (`Chapter 17 | The Endocrine System`).

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

static PAGE_LINE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?xi)^(?:
            (?:page|p\.|seite|página|strona)\s*\d{1,4}(?:\s*(?:of|/|de|z)\s*\d{1,4})?
          | \d{1,4}\s*(?:/|of)\s*\d{1,4}
          | (?:access|available)\s+for\s+free\s+at\s+\S+
        )$",
    )
    .expect("page line pattern is valid")
});

/// A line's span, trimmed.
type Line = (usize, usize);

/// The lines of `text` that are page furniture, in order: page-number and
/// footer lines, lines indented far off alone holding only a number (a
/// page number pasted with its layout), and a short line repeated through
/// the document that stands next to one of those (the running header).
pub fn furniture_lines(text: &str) -> Vec<Line> {
    let mut lines: Vec<Line> = Vec::new();
    let mut offset = 0;
    for raw in text.split('\n') {
        let (s, e) = crate::text::trim_span(text, offset, offset + raw.len());
        lines.push((s, e));
        offset += raw.len() + 1;
    }
    let is_page = |&(s, e): &Line| {
        let line = &text[s..e];
        // Page lines are short; a pasted page's long lines skip the pattern.
        if s == e || line.len() > 60 {
            return false;
        }
        let indent = s - text[..s].rfind('\n').map_or(0, |i| i + 1);
        PAGE_LINE.is_match(line)
            || (indent >= 10 && line.len() <= 4 && line.bytes().all(|b| b.is_ascii_digit()))
    };
    let pages: Vec<bool> = lines.iter().map(is_page).collect();
    if !pages.iter().any(|p| *p) {
        return Vec::new();
    }
    let mut repeated: BTreeMap<&str, usize> = BTreeMap::new();
    for &(s, e) in &lines {
        if e > s && e - s <= 80 {
            *repeated.entry(&text[s..e]).or_default() += 1;
        }
    }
    let mut headers: Vec<&str> = Vec::new();
    for (i, &(s, e)) in lines.iter().enumerate() {
        let beside_page = (i > 0 && pages[i - 1]) || pages.get(i + 1).copied().unwrap_or(false);
        let line = &text[s..e];
        if !pages[i]
            && beside_page
            && repeated.get(line).copied().unwrap_or(0) >= 2
            && !starts_like_a_question(line)
        {
            headers.push(line);
        }
    }
    lines
        .iter()
        .zip(&pages)
        .filter(|&(&(s, e), &page)| page || (s < e && headers.contains(&&text[s..e])))
        .map(|(line, _)| *line)
        .collect()
}

/// Whether a line opens with a question number or an option label, which
/// repeat ("a. all of the above") without being furniture.
fn starts_like_a_question(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    first.len() <= 4
        && first.ends_with(['.', ')', ':'])
        && first
            .trim_start_matches(['(', 'Q', 'q'])
            .trim_end_matches(['.', ')', ':'])
            .chars()
            .all(|c| c.is_ascii_alphanumeric())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<&str> {
        furniture_lines(text)
            .into_iter()
            .map(|(s, e)| &text[s..e])
            .collect()
    }

    #[test]
    fn page_lines_footers_and_the_running_header() {
        let text = "Unit 2 | Rivers\n1. Which?\na. x\nb. y\nAccess for free at example.org\nPage 3\nUnit 2 | Rivers\n2. Why?\na. x\nPage 4\nUnit 2 | Rivers\n";
        assert_eq!(
            found(text),
            [
                "Unit 2 | Rivers",
                "Access for free at example.org",
                "Page 3",
                "Unit 2 | Rivers",
                "Page 4",
                "Unit 2 | Rivers"
            ]
        );
    }

    #[test]
    fn repeated_options_and_plain_numbers_are_not_furniture() {
        let text = "1. How many?\na. 0\nb. 1\n2. How many?\na. 0\nb. 1\n2\nPage 2\n";
        assert_eq!(found(text), ["Page 2"]);
        assert!(found("1. One?\na. all of the above\n2. Two?\na. all of the above\n").is_empty());
    }
}
