//! Aiken, the one-line multiple-choice format (formats.md §2).
//!
//! ```text
//! Question text on ONE line
//! A) choice
//! B. choice
//! ANSWER: B
//! ```
//!
//! [`parse`] follows Moodle's reader line for line, and also refuses an
//! `ANSWER` letter that names no choice (Moodle does not check). [`write`]
//! follows Moodle's exporter.

mod ast;
mod convert;
mod parse;
mod write;

pub use ast::{AikenChoice, AikenFile, AikenQuestion};
pub(crate) use convert::one_line;
pub use convert::{from_quiz, to_quiz};
pub use parse::parse;
pub use write::write;
