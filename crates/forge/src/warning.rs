//! Warnings about a document, with the line and column they refer to.

use std::fmt;

/// Something in the document the teacher should check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// 1-based line of the document.
    pub line: usize,
    /// 1-based column (in characters) on that line.
    pub column: usize,
    /// What to check.
    pub message: String,
}

impl Warning {
    /// A warning about the byte `offset` of `text`, still without a message.
    pub fn at(text: &str, offset: usize) -> Self {
        let (line, column) = line_column(text, offset);
        Self {
            line,
            column,
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
    fn lines_and_columns_count_characters() {
        let text = "ab\nçd\nef";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 3), (2, 1));
        assert_eq!(line_column(text, 5), (2, 2));
        assert_eq!(line_column(text, 100), (3, 3));
    }
}
