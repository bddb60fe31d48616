//! Checking a document's bytes before anything reads them as text.

use thiserror::Error;

use crate::warning::line_column;

/// The largest document `make` reads: far beyond any worksheet, small
/// enough that memory stays bounded.
pub const MAX_INPUT_BYTES: usize = 64 * 1024 * 1024;

/// Why a document cannot be read as text.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum InputError {
    /// Nothing but white space.
    #[error("the document is empty")]
    Empty,
    /// Larger than [`MAX_INPUT_BYTES`].
    #[error("the document is {size} bytes; the limit is {limit} bytes")]
    TooLarge { size: u64, limit: usize },
    /// Holds NUL bytes: a binary file, not text.
    #[error("this looks like a binary file, not text (a NUL byte at line {line}, column {column})")]
    Binary { line: usize, column: usize },
    /// Not valid UTF-8.
    #[error("the document is not UTF-8 text: invalid byte at line {line}, column {column}")]
    NotUtf8 { line: usize, column: usize },
}

/// Checks that `bytes` are a text document and returns its text, without a
/// byte-order mark.
pub fn decode(bytes: &[u8]) -> Result<&str, InputError> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(InputError::TooLarge {
            size: bytes.len() as u64,
            limit: MAX_INPUT_BYTES,
        });
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => {
            let good = std::str::from_utf8(&bytes[..error.valid_up_to()]).unwrap_or_default();
            let (line, column) = line_column(good, good.len());
            return Err(InputError::NotUtf8 { line, column });
        }
    };
    if let Some(at) = memchr_nul(bytes) {
        let (line, column) = line_column(text, at);
        return Err(InputError::Binary { line, column });
    }
    if text.trim().is_empty() {
        return Err(InputError::Empty);
    }
    Ok(text)
}

fn memchr_nul(bytes: &[u8]) -> Option<usize> {
    bytes.iter().position(|b| *b == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_passes_and_loses_its_byte_order_mark() {
        assert_eq!(decode(b"\xEF\xBB\xBFhello"), Ok("hello"));
    }

    #[test]
    fn empty_binary_and_non_utf8_input_are_refused() {
        assert_eq!(decode(b"  \n "), Err(InputError::Empty));
        assert_eq!(
            decode(b"ok\nab\0cd"),
            Err(InputError::Binary { line: 2, column: 3 })
        );
        assert_eq!(
            decode(b"line one\nbad \xff byte"),
            Err(InputError::NotUtf8 { line: 2, column: 5 })
        );
    }
}
