//! GIFT, Moodle's text format for questions (formats.md §1).
//!
//! [`parse`] reads a file into a [`GiftFile`] syntax tree, [`write`] writes
//! one the way Moodle's exporter does, and [`import_gift`](crate::import_gift)
//! / [`export_gift`](crate::export_gift) convert to and from quizforge's model.

mod ast;
mod comment;
mod convert;
mod parse;
mod split;
mod units;
mod write;

pub use ast::{
    GiftBody, GiftCategory, GiftChoice, GiftFile, GiftFormat, GiftItem, GiftNumber, GiftPair,
    GiftQuestion, Marker, NumberValue, RichText,
};
pub use comment::comment_metadata;
pub use convert::{from_quiz, to_quiz};
pub use parse::{parse, parse_question};
pub use write::{write, write_item};
