//! Conservation of text: where every byte of an imported question's block
//! went. The recogniser writes a [`Ledger`] for each question it imports:
//! the block (from the question's number to the end of its last line or
//! key) cut into parts, each with its role. [`check`] then proves that
//! nothing was lost, cut, merged or invented: the parts cover every
//! non-space byte of the block once, the question's prompt and options are
//! exactly the words of their parts, a key was only marked where the text
//! gave one, and anything left out was reported with its place.

use quizforge_core::{Body, Question};

use crate::Warning;
use crate::text::squash;

/// What a part of a question's block is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    /// The question number (`1.`, `Q2)`).
    Number,
    /// An option label (`A)`, `(b)`), with a mark written before it (`*B)`).
    Label,
    /// A mark on an option (`*`, `✓`, `[x]`, `(correct)`).
    Marker,
    /// The stem: heading, passage and question sentence.
    Stem,
    /// The text of option `n` (0 for the first).
    Option(u8),
    /// An answer written after the question.
    Answer,
    /// A key phrase (`Answer: B`) or a truth written after a statement.
    Key,
    /// Points written in the question (`(2 points)`).
    Points,
    /// A true/false cue (`(T/F)`, `True or false:`).
    Cue,
    /// Page furniture: page numbers, running headers, site footers.
    Furniture,
    /// Text that was left out, with a warning at its start.
    Dropped,
}

/// A span of the block and its role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Part {
    /// What it is.
    pub role: Role,
    /// Where it starts.
    pub start: usize,
    /// Where it ends.
    pub end: usize,
}

/// Where the bytes of one imported question's block went.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ledger {
    /// Where the block starts (the question number).
    pub start: usize,
    /// Where it ends.
    pub end: usize,
    /// Its parts, in order.
    pub parts: Vec<Part>,
    /// The answer-key entry outside the block that gave the key, if any.
    pub key_entry: Option<(usize, usize)>,
}

impl Ledger {
    /// Records a part; empty spans are not parts.
    pub fn add(&mut self, role: Role, start: usize, end: usize) {
        if start < end {
            self.parts.push(Part { role, start, end });
        }
    }

    /// Sorts the parts, then turns every stretch of the block that holds
    /// text but no part into a `Dropped` part with a warning, so that
    /// nothing is ever left out silently.
    pub fn close(&mut self, text: &str, number: u32, warnings: &mut Vec<Warning>) {
        self.parts.sort_by_key(|p| (p.start, p.end));
        let mut gaps = Vec::new();
        let mut at = self.start;
        for part in &self.parts {
            if part.start > at {
                gaps.push((at, part.start));
            }
            at = at.max(part.end);
        }
        if self.end > at {
            gaps.push((at, self.end));
        }
        if gaps.is_empty() {
            return;
        }
        for (from, to) in gaps {
            let (s, e) = crate::text::trim_span(text, from, to);
            if s < e {
                warnings.push(Warning::at(s).says(format!(
                    "question {number}: “{}” was not imported; check whether it belongs to the question",
                    excerpt(&text[s..e])
                )));
                self.add(Role::Dropped, s, e);
            }
        }
        self.parts.sort_by_key(|p| (p.start, p.end));
    }
}

fn excerpt(text: &str) -> String {
    let text = squash(text);
    if text.chars().count() <= 60 {
        return text;
    }
    let cut: String = text.chars().take(57).collect();
    format!("{cut}…")
}

/// How a question broke conservation of text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Breach {
    /// A part lies outside the block or overlaps another.
    #[error("byte {at}: parts overlap or leave the block")]
    Overlap {
        /// Where.
        at: usize,
    },
    /// Text of the block that is in no part.
    #[error("byte {at}: text in no part: {text:?}")]
    Unaccounted {
        /// Where.
        at: usize,
        /// The text.
        text: String,
    },
    /// Text left out without a warning at its place.
    #[error("byte {at}: text left out silently")]
    Silent {
        /// Where.
        at: usize,
    },
    /// The prompt (with its heading and passage) is not the stem's words.
    #[error("the prompt is {got:?}, the stem says {want:?}")]
    Stem {
        /// What the stem's parts say.
        want: String,
        /// What the question says.
        got: String,
    },
    /// An option is not its part's words.
    #[error("option {index} is {got:?}, the text says {want:?}")]
    Option {
        /// Which option.
        index: usize,
        /// What its parts say.
        want: String,
        /// What the question says.
        got: String,
    },
    /// The question's options are not the parts' options.
    #[error("the question has {got} options, the text {want}")]
    OptionCount {
        /// Options in the text.
        want: usize,
        /// Options in the question.
        got: usize,
    },
    /// A written answer is not its part's words.
    #[error("the answer is {got:?}, the text says {want:?}")]
    Answer {
        /// What the text says.
        want: String,
        /// What the question says.
        got: String,
    },
    /// A key was marked where the text gives none.
    #[error("a key is marked but the text gives none")]
    InventedKey,
}

/// Checks that `question` and its `ledger` account for every byte of its
/// block in `text`, exactly once, and that anything left out was reported
/// in `warnings`.
pub fn check(
    text: &str,
    question: &Question,
    ledger: &Ledger,
    warnings: &[Warning],
) -> Result<(), Breach> {
    let mut at = ledger.start;
    for part in &ledger.parts {
        if part.start < at || part.end > ledger.end || part.start >= part.end {
            return Err(Breach::Overlap { at: part.start });
        }
        let gap = &text[at..part.start];
        if !gap.trim().is_empty() {
            return Err(Breach::Unaccounted {
                at,
                text: gap.trim().to_string(),
            });
        }
        if part.role == Role::Dropped && !warnings.iter().any(|w| w.offset == part.start) {
            return Err(Breach::Silent { at: part.start });
        }
        at = part.end;
    }
    if !text[at..ledger.end].trim().is_empty() {
        return Err(Breach::Unaccounted {
            at,
            text: text[at..ledger.end].trim().to_string(),
        });
    }

    let words_of = |role: Role| -> Vec<&str> {
        ledger
            .parts
            .iter()
            .filter(|p| p.role == role)
            .flat_map(|p| text[p.start..p.end].split_whitespace())
            .collect()
    };

    // The stem: its words, less the image URLs the question shows apart.
    let stem_words = words_of(Role::Stem);
    let (images, words): (Vec<&str>, Vec<&str>) = stem_words
        .iter()
        .partition(|w| super::pieces::is_image_url(w));
    let want = words.join(" ");
    let mut got = Vec::new();
    got.extend(question.topic.as_deref());
    got.extend(question.stimulus.as_deref());
    got.push(question.prompt.as_str());
    let got = squash(&got.join(" "));
    if want != got || images != question.images {
        return Err(Breach::Stem { want, got });
    }

    let options = ledger
        .parts
        .iter()
        .filter_map(|p| match p.role {
            Role::Option(i) => Some(usize::from(i) + 1),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    let choices = question.choices();
    // A true/false statement has its True and False made up, not read.
    let made_up = options == 0 && matches!(question.body, Body::TrueFalse { .. });
    if !made_up && options != choices.len() {
        return Err(Breach::OptionCount {
            want: options,
            got: choices.len(),
        });
    }
    for (index, choice) in choices.iter().enumerate().take(options) {
        let want = words_of(Role::Option(index as u8)).join(" ");
        let got = choice.image.as_deref().unwrap_or(&choice.text);
        if want != got || (choice.image.is_some() && !choice.text.is_empty()) {
            return Err(Breach::Option {
                index,
                want,
                got: got.to_string(),
            });
        }
    }
    if let Body::ShortAnswer { accepted, .. } = &question.body {
        let written = words_of(Role::Answer).join(" ");
        let key = words_of(Role::Key).join(" ");
        let got = squash(accepted.first().map_or("", |a| a.text.as_str()));
        if (written.is_empty() || written != got) && (got.is_empty() || !key.ends_with(&got)) {
            return Err(Breach::Answer { want: written, got });
        }
    }

    // Never a guessed key: a known answer needs a key phrase, a mark or an
    // answer-key entry in the text.
    let keyed = ledger
        .parts
        .iter()
        .any(|p| matches!(p.role, Role::Key | Role::Marker | Role::Answer))
        || ledger.key_entry.is_some()
        || ledger
            .parts
            .iter()
            .any(|p| p.role == Role::Label && text[p.start..p.end].starts_with(['*', '✓', '✔']));
    if question.answer_known && !keyed {
        return Err(Breach::InventedKey);
    }
    Ok(())
}
