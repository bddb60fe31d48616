//! Layout recovery: sections, blocks and sentences from pasted text, which
//! is often one long line. Offsets always point into the original text.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use quizforge_core::Span;
use regex::Regex;

use crate::text::sentence_starts;

/// What a block of text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockKind {
    /// Running prose.
    Prose,
    /// A bullet point (often a fragment).
    Bullet,
    /// A numbered rule or article (`3.7.3.1 The pawn …`).
    Rule,
}

/// A block: a paragraph, bullet or rule, with its sentences.
#[derive(Debug, Clone)]
pub struct Block {
    /// What it is.
    pub kind: BlockKind,
    /// The article number of a rule.
    pub number: Option<String>,
    /// The index of its section.
    pub section: usize,
    /// Its byte span.
    pub start: usize,
    /// Its byte span's end.
    pub end: usize,
    /// Its sentences as byte spans.
    pub sentences: Vec<(usize, usize)>,
}

/// A section: a heading and what follows it.
#[derive(Debug, Clone)]
pub struct Section {
    /// The heading, when there is one.
    pub heading: Option<String>,
}

/// The recovered layout of a document.
#[derive(Debug, Clone)]
pub struct Layout {
    /// The sections, in order (the first may have no heading).
    pub sections: Vec<Section>,
    /// The blocks, in order.
    pub blocks: Vec<Block>,
    /// Lines and phrases that repeat as page furniture.
    pub furniture: Furniture,
}

/// Lines and phrases that repeat as page furniture, with one automaton
/// that finds any of them in a sentence: a long document may repeat
/// hundreds of headings, and every sentence is checked against them all.
#[derive(Debug, Clone, Default)]
pub struct Furniture {
    lines: Vec<String>,
    finder: Option<aho_corasick::AhoCorasick>,
}

impl Furniture {
    /// Furniture made of these lines.
    pub fn new(lines: Vec<String>) -> Self {
        let finder = if lines.is_empty() {
            None
        } else {
            aho_corasick::AhoCorasick::new(&lines).ok()
        };
        Furniture { lines, finder }
    }

    /// The lines, in byte order.
    #[cfg(test)]
    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    /// Whether `text` holds any of the lines.
    pub fn found_in(&self, text: &str) -> bool {
        match &self.finder {
            Some(finder) => finder.is_match(text),
            None => self.lines.iter().any(|line| text.contains(line.as_str())),
        }
    }
}

static ARTICLE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?:^|\s)(\d{1,2}(?:\.\d{1,2}){1,4})\.?\s+[A-Z‘'“(]")
        .expect("article pattern")
});

static ARTICLE_HEADING: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?:^|\s)((?:Article|Section|Chapter|Chapitre|Unit|Unité|Part|Partie)\s+\d{1,3}\s*[:.\-–]\s*[A-Z])")
        .expect("article heading pattern")
});

static CAPS_HEADING: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|[\s.])((?:[A-Z][A-Z’'-]+\s+){1,8}[A-Z][A-Z’'-]+)(?:[.:]|\s+[A-Z][a-z])",
    )
    .expect("caps heading pattern")
});

static PAGE_NUMBER: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?i)\b(?:page|p\.)\s*\d{1,4}(?:\s*(?:of|/|sur)\s*\d{1,4})?\b")
        .expect("page pattern")
});

const BULLETS: &[char] = &['•', '●', '▪', '◦', '■', '►', '✓', '❖', '➢', '○', '·'];

/// A lower-case list label inside a line: ` a. He understood …`.
static LETTER_LABEL: LazyLock<Regex> =
    LazyLock::new(|| crate::pattern::european(r"\s([a-h])\.\s+[A-Z]").expect("label pattern"));

/// Compiles the patterns every layout recovery needs now
/// (`super::warm_patterns`).
pub(super) fn warm() {
    for pattern in [
        &ARTICLE,
        &ARTICLE_HEADING,
        &CAPS_HEADING,
        &PAGE_NUMBER,
        &LETTER_LABEL,
    ] {
        LazyLock::force(pattern);
    }
}

/// Recovers the layout of `text`, leaving out the spans in `exclude`
/// (questions already imported).
pub fn recover(text: &str, exclude: &[Span], title: &str) -> Layout {
    let title_line = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .filter(|l| !title.is_empty() && l.trim_start_matches('#').trim().starts_with(title))
        .map(str::to_string);
    let furniture = repeated_lines(text);
    let mut sections = vec![Section { heading: None }];
    let mut blocks = Vec::new();
    let mut pieces: Vec<Piece> = Vec::new();
    for (start, end) in lines(text) {
        let line = text[start..end].trim();
        if title_line.as_deref() == Some(line) && blocks.is_empty() && pieces.is_empty() {
            continue;
        }
        let bare = PAGE_NUMBER.replace_all(line, "");
        if line.is_empty() || furniture.iter().any(|f| f == line || f == bare.trim()) {
            continue;
        }
        if exclude.iter().any(|s| s.start <= start && end <= s.end) {
            continue;
        }
        // A short question alone on its line ("Did you know?", "Where is
        // Earth's water?") heads what follows.
        let next_blank = text[end..]
            .trim_start_matches('\r')
            .strip_prefix('\n')
            .is_none_or(|rest| rest.lines().next().is_none_or(|l| l.trim().is_empty()));
        let question_heading =
            line.ends_with('?') && line.split_whitespace().count() <= 8 && next_blank;
        if (is_heading_line(line) || question_heading) && (end - start) < 90 {
            pieces.push((start, end, BlockKind::Prose, Some(line.to_string())));
            continue;
        }
        split_line(text, start, end, &mut pieces);
    }
    // Join soft-wrapped prose lines of one paragraph into one block.
    let mut merged: Vec<Piece> = Vec::new();
    for piece in pieces {
        if let Some(last) = merged.last_mut() {
            let gap = &text[last.1..piece.0];
            let same_paragraph = gap.matches('\n').count() <= 1;
            let continues = piece.3.is_none()
                && last.3.is_none()
                && last.2 == BlockKind::Prose
                && piece.2 == BlockKind::Prose
                && same_paragraph
                && !text[last.0..last.1]
                    .trim_end()
                    .ends_with(['.', '!', '?', ':']);
            if continues {
                last.1 = piece.1;
                continue;
            }
        }
        merged.push(piece);
    }
    for (start, end, kind, heading) in merged {
        if let Some(heading) = heading {
            sections.push(Section {
                heading: Some(clean_heading(&heading)),
            });
            continue;
        }
        let (number, body_start) = match kind {
            BlockKind::Rule => {
                let body = &text[start..end];
                let n_end = body.find(char::is_whitespace).unwrap_or(body.len());
                (
                    Some(body[..n_end].trim_end_matches('.').to_string()),
                    start + n_end,
                )
            }
            _ => (None, start),
        };
        let body_start = skip_bullet(text, body_start, end);
        let sentences = sentences(text, body_start, end, exclude);
        if sentences.is_empty() {
            continue;
        }
        blocks.push(Block {
            kind,
            number,
            section: sections.len() - 1,
            start: body_start,
            end,
            sentences,
        });
    }
    Layout {
        sections,
        blocks,
        furniture: Furniture::new(furniture),
    }
}

/// Spans of the lines of `text`, without their line breaks.
fn lines(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for line in text.split('\n') {
        out.push((start, start + line.trim_end_matches('\r').len()));
        start += line.len() + 1;
    }
    out
}

/// Short lines repeated two or more times: running headers and footers.
fn repeated_lines(text: &str) -> Vec<String> {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut furniture = BTreeSet::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.split_whitespace().count() > 12 || line.len() > 100 {
            continue;
        }
        // A line with a page counter is page furniture, whatever else it
        // says; without the counter it may repeat on every page.
        if PAGE_NUMBER.is_match(line) {
            furniture.insert(line.to_string());
        }
        let bare = PAGE_NUMBER.replace_all(line, "").trim().to_string();
        if !bare.is_empty() {
            *counts.entry(bare).or_default() += 1;
        }
    }
    for (line, n) in counts {
        if n >= 2 && !line.ends_with(['.', '?', '!']) {
            furniture.insert(line);
        }
    }
    furniture.into_iter().collect()
}

/// A line that is a heading on its own: short, no sentence punctuation at
/// its end, starting with a capital or a number (`2. Causes`), or Markdown.
fn is_heading_line(line: &str) -> bool {
    if line.starts_with('#') {
        return true;
    }
    let words = line.split_whitespace().count();
    let ends_like_sentence = line.ends_with(['.', '!', '?', ';', ',']) && !line.ends_with("..");
    let starts_well = line.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit());
    let has_predicate_colon = line.contains(": ") || line.contains(" – ") || line.contains(" - ");
    (1..=9).contains(&words)
        && !ends_like_sentence
        && starts_well
        && !has_predicate_colon
        && !line.starts_with(BULLETS)
        && line.chars().any(char::is_alphabetic)
        && !line.contains(" | ")
        || (line.ends_with(':') && words <= 6 && starts_well)
}

fn clean_heading(heading: &str) -> String {
    let heading = heading.trim_start_matches('#').trim();
    // "2. Timeline of key events": the list number is not part of the topic.
    let heading = match heading.split_once(". ") {
        Some((number, rest)) if number.len() <= 2 && number.chars().all(|c| c.is_ascii_digit()) => {
            rest
        }
        _ => heading,
    };
    heading.trim_end_matches([':', '.']).trim().to_string()
}

/// A piece of a line: its span, what it is, and its text when a heading.
type Piece = (usize, usize, BlockKind, Option<String>);

/// Where a new piece starts in a line, what it is, and for a heading its
/// length and text.
type Break = (usize, BlockKind, Option<(usize, String)>);

/// Splits one line at bullets, article numbers and inline headings.
fn split_line(text: &str, start: usize, end: usize, pieces: &mut Vec<Piece>) {
    let line = &text[start..end];
    // Break points: (offset, kind of what starts there, heading text).
    let mut breaks: Vec<Break> = Vec::new();
    for (i, c) in line.char_indices() {
        if BULLETS.contains(&c) {
            breaks.push((start + i, BlockKind::Bullet, None));
        }
    }
    let trimmed = line.trim_start();
    if trimmed.starts_with("- ") || trimmed.starts_with("* ") || trimmed.starts_with("– ") {
        breaks.push((start + line.len() - trimmed.len(), BlockKind::Bullet, None));
    }
    for m in LETTER_LABEL.find_iter(line) {
        breaks.push((start + m.start() + 1, BlockKind::Bullet, None));
    }
    for caps in ARTICLE.captures_iter(line) {
        let number = caps.get(1).expect("group");
        breaks.push((start + number.start(), BlockKind::Rule, None));
    }
    let article_starts: Vec<usize> = ARTICLE
        .captures_iter(line)
        .map(|c| c.get(1).expect("group").start())
        .collect();
    for caps in ARTICLE_HEADING.captures_iter(line) {
        let label = caps.get(1).expect("group");
        // "Article 14: Shot clock 14.1 The shot clock …": the heading runs
        // to the first rule number, or to the end of a short line.
        let end = article_starts
            .iter()
            .copied()
            .find(|&a| a > label.end())
            .unwrap_or(line.len());
        let heading = line[label.start()..end].trim_end();
        let words = heading.split_whitespace().count();
        if words <= 14 && !heading[..heading.len().saturating_sub(1)].contains(['.', '?', '!']) {
            breaks.push((
                start + label.start(),
                BlockKind::Prose,
                Some((heading.len(), heading.to_string())),
            ));
        }
    }
    for caps in CAPS_HEADING.captures_iter(line) {
        let h = caps.get(1).expect("group");
        let letters = h.as_str().chars().filter(|c| c.is_alphabetic()).count();
        if letters >= 6 {
            let mut len = h.len();
            if line[h.end()..].starts_with(['.', ':']) {
                len += 1;
            }
            breaks.push((
                start + h.start(),
                BlockKind::Prose,
                Some((len, h.as_str().to_string())),
            ));
        }
    }
    breaks.sort_by_key(|b| b.0);
    breaks.dedup_by_key(|b| b.0);
    // "1.1945-1949: The years after the war ● At the end of 1945 …": a
    // short text ahead of the first bullet is that list's heading.
    if let Some(first) = breaks.iter().find(|b| b.1 == BlockKind::Bullet) {
        let lead = text[start..first.0].trim();
        let words = lead.split_whitespace().count();
        if (1..=12).contains(&words)
            && !lead.ends_with(['.', '!', '?', ','])
            && !breaks.iter().any(|b| b.0 < first.0)
        {
            let at = first.0;
            breaks.insert(
                0,
                (
                    start,
                    BlockKind::Prose,
                    Some((at - start, lead.to_string())),
                ),
            );
        }
    }
    let mut cursor = start;
    let mut kind = BlockKind::Prose;
    for (at, next_kind, heading) in breaks {
        if at < cursor {
            continue;
        }
        if at > cursor {
            pieces.push((cursor, at, kind, None));
        }
        match heading {
            Some((len, h)) => {
                pieces.push((at, at + len, BlockKind::Prose, Some(h)));
                cursor = at + len;
                kind = BlockKind::Prose;
            }
            None => {
                cursor = at;
                kind = next_kind;
            }
        }
    }
    if cursor < end {
        pieces.push((cursor, end, kind, None));
    }
}

fn skip_bullet(text: &str, start: usize, end: usize) -> usize {
    let body = &text[start..end];
    let trimmed = body.trim_start_matches(|c: char| c.is_whitespace() || BULLETS.contains(&c));
    let trimmed = match trimmed.as_bytes() {
        [b'a'..=b'h', b'.', b' ', ..] => &trimmed[3..],
        _ => trimmed,
    };
    let trimmed = trimmed
        .strip_prefix("- ")
        .or_else(|| trimmed.strip_prefix("* "))
        .or_else(|| trimmed.strip_prefix("– "))
        .unwrap_or(trimmed);
    end - trimmed.len()
}

/// The sentences of `text[from..to]`, without page numbers and spans that
/// were excluded.
fn sentences(text: &str, from: usize, to: usize, exclude: &[Span]) -> Vec<(usize, usize)> {
    let body = &text[from..to];
    let starts = sentence_starts(body);
    let mut out = Vec::new();
    for (i, &s) in starts.iter().enumerate() {
        let e = starts.get(i + 1).copied().unwrap_or(body.len());
        let (s, e) = crate::text::trim_span(text, from + s, from + e);
        if s >= e || PAGE_NUMBER.is_match(&text[s..e]) {
            continue;
        }
        if exclude.iter().any(|x| x.start < e && s < x.end) {
            continue;
        }
        out.push((s, e));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block_texts<'a>(text: &'a str, layout: &Layout) -> Vec<&'a str> {
        layout
            .blocks
            .iter()
            .map(|b| &text[b.start..b.end])
            .collect()
    }

    #[test]
    fn headings_and_paragraphs_on_separate_lines() {
        let text = "Photosynthesis\n\nPlants make sugar. They use light.\n\nRespiration\nCells burn sugar.\n";
        let layout = recover(text, &[], "");
        let headings: Vec<_> = layout.sections.iter().map(|s| s.heading.clone()).collect();
        assert_eq!(
            headings,
            [
                None,
                Some("Photosynthesis".into()),
                Some("Respiration".into())
            ]
        );
        assert_eq!(layout.blocks.len(), 2);
        assert_eq!(layout.blocks[0].sentences.len(), 2);
        assert_eq!(layout.blocks[1].section, 2);
    }

    #[test]
    fn rules_on_one_line_become_numbered_blocks() {
        let text = "BASIC RULES OF PLAY. Article 3: The Moves 3.1 It is not permitted to move. 3.7.3.1 A pawn may capture.";
        let layout = recover(text, &[], "");
        let numbers: Vec<_> = layout
            .blocks
            .iter()
            .filter_map(|b| b.number.clone())
            .collect();
        assert_eq!(numbers, ["3.1", "3.7.3.1"]);
        let texts: Vec<&str> = block_texts(text, &layout)
            .iter()
            .map(|t| t.trim())
            .collect();
        assert_eq!(
            texts,
            ["It is not permitted to move.", "A pawn may capture."]
        );
        assert!(
            layout
                .sections
                .iter()
                .any(|s| s.heading.as_deref() == Some("BASIC RULES OF PLAY"))
        );
    }

    #[test]
    fn bullets_split_a_flattened_list() {
        let text = "Key dates • 1789 – Storming of the Bastille • 1793 – Louis XVI executed";
        let layout = recover(text, &[], "");
        let kinds: Vec<_> = layout.blocks.iter().map(|b| b.kind).collect();
        assert_eq!(kinds, [BlockKind::Bullet, BlockKind::Bullet]);
        assert_eq!(layout.sections[1].heading.as_deref(), Some("Key dates"));
        assert_eq!(
            &text[layout.blocks[0].start..layout.blocks[0].end].trim(),
            &"1789 – Storming of the Bastille"
        );
    }

    #[test]
    fn repeated_lines_are_furniture() {
        let text = "World History 10\nThe king fled.\nWorld History 10\nThe people rose.\n";
        let layout = recover(text, &[], "");
        assert_eq!(layout.furniture.lines(), ["World History 10"]);
        assert!(layout.sections.iter().all(|s| s.heading.is_none()));
    }
}
