//! What the forge did with each sentence of a document, and why it wrote
//! fewer questions than asked: for `quizforge make --explain`, and for the
//! one sentence a teacher is told when a quiz comes out short.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::analysis::{Sentence, Unfit};
use super::select::{Family, Note};

/// What was done with a document's sentences.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Explanation {
    /// How many new questions were asked for.
    pub wanted: usize,
    /// How many were written.
    pub written: usize,
    /// Every sentence read, in document order.
    pub sentences: Vec<SentenceNote>,
    /// Candidates that ask about no one sentence (glossary entries,
    /// matching sets).
    pub others: Vec<Note>,
    /// The terms the forge found the document teaching, in the order it
    /// found them: what its questions can be about.
    pub terms: Vec<TermNote>,
}

/// A term the forge found, and what it knows of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermNote {
    /// The term as the document writes it.
    pub term: String,
    /// What the document says it is, when it says so.
    pub gloss: Option<String>,
    /// The class the gloss or a list puts it in ("group", "person").
    pub class: Option<String>,
}

/// Why a document gave fewer questions than asked for, in counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shortfall {
    /// New questions written.
    pub written: usize,
    /// New questions asked for.
    pub wanted: usize,
    /// Sentences read.
    pub sentences: usize,
    /// Sentences not fit to ask about.
    pub unfit: usize,
    /// The commonest reason they were not.
    pub commonest: Option<Unfit>,
    /// Fit sentences holding nothing the forge can ask well.
    pub empty: usize,
    /// Possible questions left out as repeats or weaker.
    pub dropped: usize,
}

impl Shortfall {
    /// Sentences fit to ask about.
    pub fn fit(&self) -> usize {
        self.sentences - self.unfit
    }
}

/// One sentence and what became of it.
#[derive(Debug, Clone, PartialEq)]
pub struct SentenceNote {
    /// Its byte span in the document.
    pub start: usize,
    /// The 1-based line and column (in characters) where it starts.
    pub line: usize,
    /// See `line`.
    pub column: usize,
    /// The span's end.
    pub end: usize,
    /// The sentence, white space folded.
    pub text: String,
    /// Why it was not asked about at all, when it was not fit.
    pub unfit: Option<Unfit>,
    /// The questions it could give, chosen or not.
    pub candidates: Vec<Note>,
}

impl Explanation {
    /// Gathers the notes of a selection by sentence.
    pub(super) fn new(
        document: &str,
        wanted: usize,
        written: usize,
        sentences: &[Sentence],
        notes: Vec<Note>,
        terms: Vec<TermNote>,
    ) -> Self {
        let mut by_sentence: BTreeMap<usize, Vec<Note>> = BTreeMap::new();
        let mut others = Vec::new();
        for note in notes {
            match note.sentence {
                Some(i) if i < sentences.len() => by_sentence.entry(i).or_default().push(note),
                _ => others.push(note),
            }
        }
        let mut places = Places::new(document);
        let sentences = sentences
            .iter()
            .map(|s| SentenceNote {
                start: s.start,
                line: places.of(s.start).0,
                column: places.of(s.start).1,
                end: s.end,
                // As the document writes it at that place: a sentence read
                // with the one before (a pronoun resolved, a name given back)
                // would otherwise show the earlier sentence's start.
                text: document.get(s.start..s.end).map_or_else(
                    || s.text.clone(),
                    |written| written.split_whitespace().collect::<Vec<_>>().join(" "),
                ),
                unfit: s.unfit,
                candidates: by_sentence.remove(&s.index).unwrap_or_default(),
            })
            .collect();
        Self {
            wanted,
            written,
            sentences,
            others,
            terms,
        }
    }

    /// The counts behind [`Self::shortfall`], or `None` when no question
    /// is missing: for saying it in another language.
    pub fn shortfall_counts(&self) -> Option<Shortfall> {
        if self.written >= self.wanted {
            return None;
        }
        let unfit: Vec<Unfit> = self.sentences.iter().filter_map(|s| s.unfit).collect();
        let mut reasons: BTreeMap<Unfit, usize> = BTreeMap::new();
        for u in &unfit {
            *reasons.entry(*u).or_default() += 1;
        }
        // The commonest reason; among equals, the first in words.
        let commonest = reasons
            .iter()
            .max_by_key(|(reason, n)| (**n, std::cmp::Reverse(reason.describe())))
            .map(|(reason, _)| *reason);
        Some(Shortfall {
            written: self.written,
            wanted: self.wanted,
            sentences: self.sentences.len(),
            unfit: unfit.len(),
            commonest,
            empty: self
                .sentences
                .iter()
                .filter(|s| s.unfit.is_none() && s.candidates.is_empty())
                .count(),
            dropped: self
                .sentences
                .iter()
                .flat_map(|s| &s.candidates)
                .chain(&self.others)
                .filter(|n| n.dropped.is_some())
                .count(),
        })
    }

    /// One sentence saying why fewer questions were written than asked
    /// for, or `None` when none are missing.
    pub fn shortfall(&self) -> Option<String> {
        let counts = self.shortfall_counts()?;
        let head = format!(
            "{} of the {} new questions asked for were written",
            counts.written, counts.wanted
        );
        if counts.sentences == 0 {
            return Some(format!(
                "{head}: the document has no sentences of prose to write questions from."
            ));
        }
        let mut why = format!(
            "{head}: of its {} sentences, {} {} not fit to ask about",
            counts.sentences,
            counts.unfit,
            if counts.unfit == 1 { "is" } else { "are" },
        );
        if let Some(reason) = counts.commonest {
            let _ = write!(why, " (most often: {})", reason.describe());
        }
        let empty = counts.empty;
        if empty > 0 {
            let _ = write!(
                why,
                ", {empty} of the other {} {} nothing it can ask well (a defined term, a name, a date or a number the sentence teaches)",
                counts.fit(),
                if empty == 1 { "holds" } else { "hold" }
            );
        }
        let dropped = counts.dropped;
        if dropped > 0 {
            let _ = write!(
                why,
                ", and {dropped} possible {} left out as repeats or weaker",
                if dropped == 1 {
                    "question was"
                } else {
                    "questions were"
                }
            );
        }
        why.push('.');
        Some(why)
    }

    /// A report for a teacher: each sentence by line and column, what was
    /// asked about it or why not.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for s in &self.sentences {
            let _ = writeln!(out, "{}:{}: {}", s.line, s.column, excerpt(&s.text));
            for outcome in s.outcomes() {
                let _ = writeln!(out, "    {outcome}");
            }
        }
        if !self.others.is_empty() {
            let _ = writeln!(out, "glossary entries and sets:");
            for note in &self.others {
                let _ = writeln!(out, "    {}", outcome(note));
            }
        }
        if self.terms.is_empty() {
            let _ = writeln!(
                out,
                "terms: none found (no defined term, list or recurring name)"
            );
        } else {
            let _ = writeln!(out, "terms ({}):", self.terms.len());
            for term in &self.terms {
                let mut line = format!("    {}", term.term);
                if let Some(class) = &term.class {
                    let _ = write!(line, " [{class}]");
                }
                if let Some(gloss) = &term.gloss {
                    let _ = write!(line, ": {}", excerpt(gloss));
                }
                let _ = writeln!(out, "{line}");
            }
        }
        let _ = writeln!(
            out,
            "{} of the {} new questions asked for were written.",
            self.written, self.wanted
        );
        out
    }
}

impl SentenceNote {
    /// What became of the sentence, one line each: why it was not asked
    /// about, or each question it gave, asked or left out and why.
    pub fn outcomes(&self) -> Vec<String> {
        if let Some(unfit) = self.unfit {
            return vec![format!("not asked: {}", unfit.describe())];
        }
        if self.candidates.is_empty() {
            return vec![format!("not asked: {NOTHING_TO_ASK}")];
        }
        self.candidates.iter().map(outcome).collect()
    }

    /// The sentence's first 90 characters, on one line.
    pub fn excerpt(&self) -> String {
        excerpt(&self.text)
    }
}

impl Note {
    /// Its prompt's first 90 characters, on one line.
    pub fn excerpt(&self) -> String {
        excerpt(&self.prompt)
    }
}

/// Why a fit sentence gave no question.
const NOTHING_TO_ASK: &str =
    "nothing the forge can ask well (a defined term, a name, a date or a number it teaches)";

fn outcome(note: &Note) -> String {
    let kind = family_name(note.family);
    match note.dropped {
        None => format!("asked ({kind}): {}", excerpt(&note.prompt)),
        Some(why) => format!("left out ({kind}, {why}): {}", excerpt(&note.prompt)),
    }
}

/// Lines and columns of offsets met mostly in order, in one pass over the
/// text however many there are.
struct Places<'a> {
    text: &'a str,
    offset: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Places<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text,
            offset: 0,
            line: 1,
            line_start: 0,
        }
    }

    fn of(&mut self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        if offset < self.offset {
            *self = Self::new(self.text);
        }
        for (i, b) in self.text.as_bytes()[self.offset..offset].iter().enumerate() {
            if *b == b'\n' {
                self.line += 1;
                self.line_start = self.offset + i + 1;
            }
        }
        self.offset = offset;
        let column = self
            .text
            .get(self.line_start..offset)
            .map_or(1, |before| before.chars().count() + 1);
        (self.line, column)
    }
}

fn family_name(family: Family) -> &'static str {
    match family {
        Family::Glossary => "glossary term",
        Family::Matching => "matching",
        Family::Definition => "term",
        Family::Year => "year",
        Family::Quantity => "number",
        Family::TrueFalse => "true/false",
        Family::ShortAnswer => "typed answer",
        Family::Labelled => "labelled list",
        Family::Person => "person",
        Family::Order => "ordering",
    }
}

/// The first 90 characters of a text, on one line.
fn excerpt(text: &str) -> String {
    let one_line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match one_line.char_indices().nth(90) {
        Some((cut, _)) => format!("{}…", &one_line[..cut]),
        None => one_line,
    }
}

#[cfg(test)]
mod tests {
    use super::super::generate;

    #[test]
    fn each_sentence_is_shown_as_written_where_it_stands() {
        // The second sentence is read with the first ("Their calendar" is
        // the Maya's), but the note at its place shows the sentence there.
        let text = "The Maya in Central America, who thrived more than a thousand years ago, were also concerned with the keeping of time. Their calendar was as sophisticated as, and perhaps more complex than, contemporary   calendars in Europe.";
        let made = generate(text, "en", "Calendars", &[], 10);
        let notes = &made.explanation.sentences;
        assert_eq!(notes.len(), 2);
        assert!(notes[0].text.starts_with("The Maya in Central America"));
        assert_eq!(
            notes[1].text,
            "Their calendar was as sophisticated as, and perhaps more complex than, contemporary calendars in Europe."
        );
        assert_eq!((notes[1].line, notes[1].column), (1, 120));
    }

    const NOTES: &str = "Evaporation is the process in which liquid water turns into water vapour. Condensation is the process in which water vapour cools and turns into tiny droplets.\n\n\
        It happens in the sky.\n\n\
        We will look at this again in the next chapter.\n\n\
        Transpiration is the release of water vapour from the leaves of plants. Runoff is the water that flows over the ground into rivers and lakes.\n";

    #[test]
    fn every_sentence_says_what_was_asked_or_why_not() {
        let generated = generate(NOTES, "en", "Plants", &[], 10);
        let explanation = &generated.explanation;
        assert_eq!(explanation.wanted, 10);
        assert_eq!(explanation.written, generated.questions.len());
        assert_eq!(explanation.sentences.len(), 6);
        let unfit: Vec<_> = explanation.sentences.iter().map(|s| s.unfit).collect();
        assert_eq!(unfit.iter().filter(|u| u.is_some()).count(), 2, "{unfit:?}");
        assert!(unfit[2].is_some() && unfit[3].is_some(), "{unfit:?}");
        let report = explanation.render();
        assert!(report.contains("3:1: It happens in the sky."), "{report}");
        assert!(
            report.contains("not asked: under 6 or over 40 words"),
            "{report}"
        );
        assert!(report.contains("5:1: We will look"), "{report}");
        assert!(report.contains("asked ("), "{report}");
        // The terms found, with what the document says they are.
        assert!(
            report.contains("terms (")
                && report.contains("    evaporation [process]: the process in which"),
            "{report}"
        );
        // Every chosen question is noted as asked, once.
        let asked = report.matches("    asked (").count();
        assert_eq!(asked, generated.questions.len(), "{report}");
    }

    #[test]
    fn a_short_quiz_says_why_in_one_sentence() {
        let generated = generate(NOTES, "en", "Plants", &[], 10);
        let why = generated.explanation.shortfall().expect("fewer than 10");
        assert!(
            why.starts_with(&format!(
                "{} of the 10 new questions asked for were written: of its 6 sentences, 2 are not fit to ask about",
                generated.questions.len()
            )),
            "{why}"
        );
        assert_eq!(why.matches(". ").count(), 0, "one sentence: {why}");
        assert!(why.ends_with('.'));
    }

    #[test]
    fn a_full_quiz_has_no_shortfall() {
        let generated = generate(NOTES, "en", "Plants", &[], 1);
        assert_eq!(generated.questions.len(), 1);
        assert_eq!(generated.explanation.shortfall(), None);
    }
}
