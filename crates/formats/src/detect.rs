//! Deciding whether a whole text is written in one of our formats.
//!
//! The forge calls [`detect`] on documents that are mostly prose, so it must
//! be conservative: a stray `{…}` in a paragraph or a worksheet with `A)`
//! options must not pass for GIFT. We parse the text and require clear
//! signs of the format throughout, not just somewhere.

use crate::aiken;
use crate::error::MAX_INPUT_BYTES;
use crate::gift::{self, GiftBody, GiftItem};

/// An interchange format quizforge reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Format {
    /// Moodle's GIFT.
    Gift,
    /// Aiken.
    Aiken,
    /// Moodle XML.
    MoodleXml,
    /// IMS QTI 2.1 (a content package, or one item).
    Qti21,
    /// The Kahoot! spreadsheet template (XLSX).
    Kahoot,
    /// The Wayground (formerly Quizizz) spreadsheet template (XLSX).
    Wayground,
    /// Quizalize's CSV.
    Quizalize,
    /// Blooket's CSV template.
    Blooket,
    /// Gimkit's CSV template.
    Gimkit,
    /// Socrative's quiz sheet (XLSX).
    Socrative,
    /// Quizlet's term/definition text.
    Quizlet,
    /// quizforge's own quiz JSON.
    Json,
    /// A readable Markdown page (written only).
    Markdown,
}

impl Format {
    /// The format's name, in lower case.
    pub fn name(self) -> &'static str {
        match self {
            Format::Gift => "gift",
            Format::Aiken => "aiken",
            Format::MoodleXml => "moodle-xml",
            Format::Qti21 => "qti21",
            Format::Kahoot => "kahoot",
            Format::Wayground => "wayground",
            Format::Quizalize => "quizalize",
            Format::Blooket => "blooket",
            Format::Gimkit => "gimkit",
            Format::Socrative => "socrative",
            Format::Quizlet => "quizlet",
            Format::Json => "json",
            Format::Markdown => "markdown",
        }
    }

    /// The format's name as people write it (`Moodle XML`, `Kahoot!`).
    pub fn title(self) -> &'static str {
        match self {
            Format::Gift => "GIFT",
            Format::Aiken => "Aiken",
            Format::MoodleXml => "Moodle XML",
            Format::Qti21 => "QTI 2.1",
            Format::Kahoot => "Kahoot!",
            Format::Wayground => "Wayground",
            Format::Quizalize => "Quizalize",
            Format::Blooket => "Blooket",
            Format::Gimkit => "Gimkit",
            Format::Socrative => "Socrative",
            Format::Quizlet => "Quizlet",
            Format::Json => "quiz JSON",
            Format::Markdown => "Markdown",
        }
    }
}

impl std::fmt::Display for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The format the whole of `text` is written in, if it is clearly one we
/// read; `None` for anything else (prose, worksheets, unclear cases).
pub fn detect(text: &str) -> Option<Format> {
    if text.len() > MAX_INPUT_BYTES {
        return None;
    }
    if looks_like_gift(text) {
        Some(Format::Gift)
    } else if looks_like_aiken(text) {
        Some(Format::Aiken)
    } else {
        None
    }
}

/// At least one block with unmistakable GIFT syntax, and such blocks make
/// up at least half of the blocks, with few blocks that fail to parse.
fn looks_like_gift(text: &str) -> bool {
    let Ok(file) = gift::parse(text) else {
        return false;
    };
    let mut strong = 0;
    let mut weak = 0;
    for item in &file.items {
        match item {
            GiftItem::Category(_) => strong += 1,
            GiftItem::Question(q) => {
                let marked = match &q.body {
                    GiftBody::Description => false,
                    // `{1,2,3}` in prose reads as a short answer: only `=`
                    // answers or a name make it GIFT.
                    GiftBody::ShortAnswer { answers } => {
                        q.name.is_some() || answers.iter().any(|a| a.marker != gift::Marker::None)
                    }
                    _ => true,
                };
                if marked {
                    strong += 1;
                } else {
                    weak += 1;
                }
            }
        }
    }
    let errors = file.errors.len();
    strong > 0 && strong >= weak + errors && errors * 4 <= strong
}

/// At least one complete question, and no more problems than questions
/// (a title line or two is fine, paragraphs of prose are not).
fn looks_like_aiken(text: &str) -> bool {
    let Ok(file) = aiken::parse(text) else {
        return false;
    };
    !file.questions.is_empty() && file.errors.len() <= file.questions.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gift_is_detected() {
        let text = "// quiz\n::Q1:: Sky? {=blue ~green}\n\n::Q2:: 2+2 {#4}\n";
        assert_eq!(detect(text), Some(Format::Gift));
    }

    #[test]
    fn prose_with_braces_is_not_gift() {
        let text = "The set {1, 2, 3} has three elements.\n\nIt is written with braces.\n";
        assert_eq!(detect(text), None);
        assert_eq!(detect("A stray { in a sentence.\n\nMore prose."), None);
    }

    #[test]
    fn worksheets_are_not_gift() {
        let text = "1. What is 2+2?\nA) 3\nB) 4\n\n2. Capital of France?\nA) Paris\nB) Rome\n";
        assert_eq!(detect(text), None);
    }

    #[test]
    fn aiken_is_detected() {
        let text = "What is 2+2?\nA) 3\nB) 4\nANSWER: B\n\nCapital of France?\nA. Paris\nB. Rome\nANSWER: A\n";
        assert_eq!(detect(text), Some(Format::Aiken));
    }

    #[test]
    fn prose_around_one_aiken_question_is_not_aiken() {
        let text = "Intro line.\nAnother line.\nA third line.\nQ?\nA) x\nB) y\nANSWER: A\n";
        assert_eq!(detect(text), None);
    }
}
