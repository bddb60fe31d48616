//! PDF: the text layer, page by page, cleaned of what a page adds to the
//! text (running headers and footers, page numbers, words hyphenated at
//! line ends).
//!
//! pdf-extract panics on malformed files by design (stack.md §7); here it
//! runs under `catch_unwind`. It may also abort, which nothing in-process
//! can catch: callers that must survive any file run [`extract_pdf`] in a
//! child process (`quizforge extract-text`).

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::{DocumentKind, ExtractError};

/// The text of a PDF, cleaned. A PDF whose pages hold no text (a scan) is
/// [`ExtractError::NoText`].
pub fn extract_pdf(bytes: &[u8]) -> Result<String, ExtractError> {
    let broken = |message: String| ExtractError::Broken {
        kind: DocumentKind::Pdf,
        message,
    };
    // The default hook would print the panic of a damaged file as if it
    // were ours; silence it while pdf-extract runs.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let result = catch_unwind(AssertUnwindSafe(|| {
        pdf_extract::extract_text_from_mem_by_pages(bytes)
    }));
    std::panic::set_hook(hook);
    let pages = result
        .map_err(|panic| {
            let why = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "the PDF reader failed".into());
            broken(format!("damaged PDF ({why})"))
        })?
        .map_err(|e| broken(e.to_string()))?;
    let text = clean_pages(&pages);
    if text.trim().is_empty() {
        return Err(ExtractError::NoText(DocumentKind::Pdf));
    }
    Ok(text)
}

/// A line reduced to its shape: digits become `#`, so "Page 3" and
/// "Page 4" are the same running line.
fn shape(line: &str) -> String {
    line.trim()
        .chars()
        .map(|c| {
            if c.is_ascii_digit() {
                '#'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect()
}

fn is_page_number(line: &str) -> bool {
    let s = line.trim().to_lowercase();
    let s = s.trim_matches(|c: char| c == '-' || c == '–' || c.is_whitespace());
    if s.is_empty() {
        return false;
    }
    let digits_only = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit());
    if digits_only(s) {
        return true;
    }
    let rest = s
        .strip_prefix("page")
        .or_else(|| s.strip_prefix("p."))
        .map(str::trim);
    if let Some(rest) = rest {
        let mut parts = rest.split(" of ");
        return parts.next().is_some_and(digits_only)
            && parts.next().is_none_or(|t| digits_only(t.trim()));
    }
    if let Some((a, b)) = s.split_once('/') {
        return digits_only(a.trim()) && digits_only(b.trim());
    }
    false
}

/// How many lines at the top and bottom of a page may be furniture.
const EDGE: usize = 2;

/// Joins pages into one text: running headers and footers (lines at a
/// page's edge that recur on at least half the pages) and page numbers are
/// dropped, and a word hyphenated at a line's end is joined again.
pub fn clean_pages(pages: &[String]) -> String {
    let split: Vec<Vec<&str>> = pages.iter().map(|p| p.lines().collect()).collect();
    let edges = |lines: &[&str]| -> Vec<String> {
        let content: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|l| !l.trim().is_empty())
            .collect();
        let n = content.len();
        let mut out: Vec<String> = content.iter().take(EDGE).map(|l| shape(l)).collect();
        out.extend(
            content
                .iter()
                .skip(n.saturating_sub(EDGE).max(EDGE.min(n)))
                .map(|l| shape(l)),
        );
        out.sort();
        out.dedup();
        out
    };
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for lines in &split {
        for s in edges(lines) {
            *counts.entry(s).or_insert(0) += 1;
        }
    }
    let running = |line: &str| -> bool {
        // On at least three pages, and on most of them: a sentence that
        // happens to recur on two pages is text, not furniture.
        split.len() >= 3
            && counts
                .get(&shape(line))
                .is_some_and(|&c| c >= 3 && c * 5 >= split.len() * 3)
    };
    let mut kept: Vec<String> = Vec::new();
    for lines in &split {
        let content: Vec<usize> = (0..lines.len())
            .filter(|&i| !lines[i].trim().is_empty())
            .collect();
        let n = content.len();
        for (rank, &i) in content.iter().enumerate() {
            let at_edge = rank < EDGE || rank + EDGE >= n;
            let line = lines[i];
            if at_edge && (is_page_number(line) || running(line)) {
                continue;
            }
            // Keep paragraph gaps: a blank line before this one stays.
            if i > 0
                && lines[i - 1].trim().is_empty()
                && !kept.last().is_some_and(|l| l.is_empty())
                && !kept.is_empty()
            {
                kept.push(String::new());
            }
            kept.push(line.trim_end().to_string());
        }
        if !kept.last().is_some_and(|l| l.is_empty()) {
            kept.push(String::new());
        }
    }
    dehyphenate(&kept)
}

/// Joins `hyph-\nenated` back into `hyphenated` when the next line goes
/// on in lower case (a hyphen before a capital or a number is real).
fn dehyphenate(lines: &[String]) -> String {
    let mut out = String::new();
    let mut pending = String::new();
    for (i, line) in lines.iter().enumerate() {
        let line = format!("{pending}{line}");
        pending.clear();
        let trimmed = line.trim_end();
        let next_lower = lines
            .get(i + 1)
            .and_then(|n| n.trim_start().chars().next())
            .is_some_and(char::is_lowercase);
        let letter_before = trimmed
            .strip_suffix('-')
            .and_then(|t| t.chars().last())
            .is_some_and(char::is_alphabetic);
        if letter_before && next_lower {
            pending = trimmed[..trimmed.len() - 1].to_string();
            continue;
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&pending);
    let trimmed = out.trim_matches('\n');
    format!("{trimmed}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_furniture_is_removed_and_words_joined() {
        let bodies = [
            "The mito-\nchondria is the power house.",
            "Cells di-\nvide.",
            "DNA is a Anti-\nBody? No.",
        ];
        let pages: Vec<String> = bodies
            .iter()
            .enumerate()
            .map(|(n, body)| {
                format!(
                    "Biology Worksheet\n\nIntro line {n}\n{body}\nLast line {n}\n\nPage {} of 3\n",
                    n + 1
                )
            })
            .collect();
        let text = clean_pages(&pages);
        assert!(!text.contains("Biology Worksheet"), "{text}");
        assert!(!text.contains("Page "), "{text}");
        assert!(
            text.contains("The mitochondria is the power house."),
            "{text}"
        );
        assert!(text.contains("Cells divide."), "{text}");
        assert!(text.contains("Anti-\nBody?"), "{text}");
    }

    #[test]
    fn page_numbers_are_recognised() {
        assert!(is_page_number(" 12 "));
        assert!(is_page_number("- 3 -"));
        assert!(is_page_number("Page 4 of 10"));
        assert!(is_page_number("4 / 10"));
        assert!(!is_page_number("1. What is 2+2?"));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(extract_pdf(b"%PDF-1.4 garbage").is_err());
        assert!(extract_pdf(b"").is_err());
    }
}
