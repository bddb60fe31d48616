//! Warnings about a document, with the line and column they refer to.

use std::fmt;

/// Something in the document the teacher should check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// Byte offset in the document.
    pub offset: usize,
    /// 1-based line of the document.
    pub line: usize,
    /// 1-based column (in characters) on that line.
    pub column: usize,
    /// What to check.
    pub message: String,
}

impl Warning {
    /// A warning about byte `offset` of the document, still without a
    /// message. Its line and column are filled in by [`locate`].
    pub fn at(offset: usize) -> Self {
        Self {
            offset,
            line: 0,
            column: 0,
            message: String::new(),
        }
    }

    /// The same place, with a message.
    pub fn says(mut self, message: impl Into<String>) -> Self {
        self.message = message.into();
        self
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// Sorts warnings by place and fills in their lines and columns, in one
/// pass over the text however many there are.
pub fn locate(text: &str, warnings: &mut [Warning]) {
    warnings.sort_by_key(|w| w.offset);
    let mut line = 1;
    let mut line_start = 0;
    let mut scanned = 0;
    // The column of the last warning on the current line, so that several
    // warnings on one long line (a pasted page) count its characters once.
    let mut counted = (0, 0);
    for warning in warnings.iter_mut() {
        let mut offset = warning.offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        for (i, b) in text.as_bytes()[scanned..offset].iter().enumerate() {
            if *b == b'\n' {
                line += 1;
                line_start = scanned + i + 1;
            }
        }
        scanned = offset.max(scanned);
        let offset = offset.max(line_start);
        if counted.0 < line_start {
            counted = (line_start, 0);
        }
        counted = (offset, counted.1 + text[counted.0..offset].chars().count());
        warning.line = line;
        warning.column = counted.1 + 1;
    }
}

/// The 1-based line and column (in characters) of byte `offset` in `text`.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.bytes().filter(|b| *b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locate_fills_in_every_warning() {
        let text = "ab\nçd\nef";
        let mut warnings = vec![Warning::at(7), Warning::at(0), Warning::at(5)];
        locate(text, &mut warnings);
        let places: Vec<_> = warnings.iter().map(|w| (w.line, w.column)).collect();
        assert_eq!(places, [(1, 1), (2, 2), (3, 1)]);
    }

    #[test]
    fn lines_and_columns_count_characters() {
        let text = "ab\nçd\nef";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 3), (2, 1));
        assert_eq!(line_column(text, 5), (2, 2));
        assert_eq!(line_column(text, 100), (3, 3));
    }
}
