//! Moodle XML, Moodle's full-fidelity question format (formats.md §3).
//!
//! [`parse`] reads a file as `qformat_xml` does (grades checked against
//! Moodle's list, fraction sums checked as Moodle checks them on saving),
//! [`write`] writes one byte for byte as Moodle's exporter does, and
//! [`to_quiz`] / [`from_quiz`] convert to and from quizforge's model.

mod ast;
mod cloze;
mod convert;
mod parse;
mod write;

pub use ast::{
    ClozePart, CombinedFeedback, EssayOptions, XmlAnswer, XmlBody, XmlCategory, XmlFile, XmlFormat,
    XmlHint, XmlItem, XmlQuestion, XmlQuiz, XmlSubquestion, XmlText,
};
pub use convert::{from_quiz, to_quiz};
pub use parse::{is_allowed_grade, parse, parse_question};
pub(crate) use write::number as write_number;
pub use write::{write, write_item, xml_escape};
