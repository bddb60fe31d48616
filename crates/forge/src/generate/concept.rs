//! A term the document teaches, as the other parts of the forge see it.

use super::word_forms::{head_word, looks_plural, pluralise, singularise};
use crate::nlp::Lang;

/// A term the document teaches, with what it says the term is when it
/// says so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Concept {
    /// The term as the document writes it, in lower case unless it is a
    /// name ("reference group", "Pavlovian conditioning").
    pub term: String,
    /// Whether the term is written in the plural ("secondary groups").
    pub plural: bool,
    /// Whether the document introduces it with "the" ("the control
    /// center"): then a question says "the" too.
    pub definite: bool,
    /// Whether the document uses it without an article in the singular
    /// ("Negative feedback is …"): a mass noun, asked without "a".
    pub bare: bool,
    /// What the document says it is, as a noun phrase in lower case
    /// ("a group that people compare themselves to"), when it says so.
    pub gloss: Option<String>,
    /// The class the gloss puts it in ("group", "component", "process").
    pub class: Option<String>,
    /// The last word of the term, singular and lower case ("group").
    pub head: String,
    /// Whether the document also writes the term in the other number
    /// (filled in by the caller, which holds the document's index): only
    /// then is it offered in that number.
    pub other_form_used: bool,
    /// The terms (singular, lower case) the document lists beside this one
    /// ("the artery, vein, and renal pelvis"): things of its kind (filled
    /// in by `peers.rs`).
    pub peers: Vec<String>,
    /// What a run of headings names it a kind of (singular, lower case:
    /// "preindustrial society" for "pastoral societies"), which is right
    /// wherever it is and so never its option (`heading_kin.rs`).
    pub parent: Option<String>,
    /// Whether a sentence introduces it by what it does ("Virtue ethics
    /// focuses on the character of the agent": `described.rs`): that
    /// sentence is then what it teaches about it, as a gloss is.
    pub described: bool,
    /// The sentence that defines or names it, if one does.
    pub sentence: Option<usize>,
    /// The section it belongs to.
    pub section: usize,
    /// Where it was found first (for stable order).
    pub order: usize,
}

impl Concept {
    /// The term in the number asked for: "secondary group" → "secondary
    /// groups". English only; other languages keep the written form.
    pub fn in_number(&self, plural: bool, lang: Lang) -> String {
        if plural == self.plural || lang != Lang::En {
            return self.term.clone();
        }
        if plural {
            pluralise(&self.term)
        } else {
            singularise(&self.term)
        }
    }
}

/// A concept known only by its name.
pub(super) fn bare(term: &str, section: usize, order: usize, sentence: Option<usize>) -> Concept {
    let term = term.trim().to_string();
    let plural = looks_plural(&term);
    Concept {
        head: head_word(&term, plural),
        other_form_used: false,
        peers: Vec::new(),
        parent: None,
        plural,
        definite: false,
        bare: false,
        gloss: None,
        class: None,
        described: false,
        term,
        sentence,
        section,
        order,
    }
}
