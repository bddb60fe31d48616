//! Cutting a GIFT file into question blocks.
//!
//! As in Moodle (`qformat_default::readquestions`), every line is trimmed and
//! a blank line ends a block. Moodle also ends a block at a line holding only
//! `0` (PHP's `empty("0")`); formats.md §1.1 says not to copy that, so we
//! don't.

use super::units::php_trim;

/// One line of a block: its text and the byte offset where it starts.
pub(crate) type Line<'a> = (&'a str, usize);

/// The blocks of a file, each a list of trimmed non-blank lines.
pub(crate) fn blocks(text: &str) -> Vec<Vec<Line<'_>>> {
    let mut blocks = Vec::new();
    let mut current: Vec<Line<'_>> = Vec::new();
    for (line, offset) in lines(text) {
        let trimmed = php_trim(line);
        if trimmed.is_empty() {
            if !current.is_empty() {
                blocks.push(std::mem::take(&mut current));
            }
            continue;
        }
        let lead = line.len() - line.trim_start_matches(super::units::is_php_space).len();
        current.push((trimmed, offset + lead));
    }
    if !current.is_empty() {
        blocks.push(current);
    }
    blocks
}

/// The physical lines of a text with their offsets. A text without `\n` but
/// with `\r` (old Mac files) is split on `\r`; a leading BOM is skipped.
pub(crate) fn lines(text: &str) -> Vec<Line<'_>> {
    let start = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let body = &text[start..];
    let sep = if !body.contains('\n') && body.contains('\r') {
        '\r'
    } else {
        '\n'
    };
    let mut out = Vec::new();
    let mut offset = start;
    for line in body.split(sep) {
        out.push((line, offset));
        offset += line.len() + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_lines_separate_blocks_and_lines_are_trimmed() {
        let b = blocks("  a\n b \n\n\r\nc\n0\nd");
        assert_eq!(b.len(), 2);
        assert_eq!(b[0], vec![("a", 2), ("b", 5)]);
        assert_eq!(b[1], vec![("c", 11), ("0", 13), ("d", 15)]);
    }

    #[test]
    fn carriage_returns_alone_split_lines() {
        assert_eq!(blocks("a\r\rb").len(), 2);
    }
}
