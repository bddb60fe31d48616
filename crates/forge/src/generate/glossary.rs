//! Glossary entries: `term (n): definition (example)`, `Term – definition`,
//! `Term: definition`, one per line or run together on one line.

use std::sync::LazyLock;

use regex::Regex;

/// One glossary entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The term defined.
    pub term: String,
    /// Its part of speech when written (`n`, `v`, `adj`, `n. m.`…).
    pub pos: Option<String>,
    /// What it means.
    pub definition: String,
    /// An example sentence using it, when given in brackets.
    pub example: Option<String>,
    /// The entry's byte span.
    pub start: usize,
    /// The entry's byte span's end.
    pub end: usize,
}

static POS_ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?x)
        (?:^|[\s•●▪\-])
        (?P<term>[\p{L}][\p{L}'’\x20-]*?)
        \s*\(\s*(?P<pos>n|v|adj|adv|vt|vi|n\.\s?m|n\.\s?f|nm|nf|noun|verb|adjective|adverb)\.?\s*\)
        \s*[:–—-]?\s*",
    )
    .expect("glossary pattern")
});

static DASH_LINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^\s*(?:[•●▪\-*]\s*)?(?P<term>[\p{L}][\p{L}'’\x20-]*?)(?:\s+[–—]|\s*:)\s+(?P<def>\S.+)$",
    )
    .expect("dash pattern")
});

/// Finds glossary entries in `text`.
pub fn entries(text: &str) -> Vec<Entry> {
    // Glossaries mix layouts: take entries of both kinds, the marked ones
    // first where two claim the same text.
    let mut found = pos_entries(text);
    for entry in line_entries(text) {
        let overlaps = found
            .iter()
            .any(|e| e.start < entry.end && entry.start < e.end);
        let repeated = found
            .iter()
            .any(|e| e.term.eq_ignore_ascii_case(&entry.term));
        if !overlaps && !repeated {
            found.push(entry);
        }
    }
    found.sort_by_key(|e| e.start);
    // A term defined twice (a glossary pasted twice) is asked about once.
    let mut seen = std::collections::BTreeSet::new();
    found.retain(|e| seen.insert(e.term.to_lowercase()));
    found.retain(|e| {
        let words = e.term.split_whitespace().count();
        let shouting = e.term.chars().filter(|c| c.is_alphabetic()).count() > 4
            && e.term.chars().all(|c| !c.is_lowercase());
        if shouting || e.definition.ends_with(['!', '?']) {
            return false;
        }
        (1..=4).contains(&words)
            && e.definition.split_whitespace().count() >= 3
            && !e.definition.to_lowercase().contains(&e.term.to_lowercase())
    });
    found
}

/// Entries marked with a part of speech; each runs to the next entry.
fn pos_entries(text: &str) -> Vec<Entry> {
    let heads: Vec<PosHead> = POS_ENTRY
        .captures_iter(text)
        .filter_map(|caps| {
            let term = caps.name("term").expect("term");
            let start = head_word_start(text, term.start(), term.end())?;
            Some(PosHead {
                term_start: start,
                term_end: term.end(),
                def_start: caps.get(0).expect("match").end(),
                pos: caps["pos"].replace(' ', ""),
            })
        })
        .collect();
    let mut out = Vec::new();
    for (i, head) in heads.iter().enumerate() {
        let def_start = head.def_start;
        let def_end = heads.get(i + 1).map_or(text.len(), |next| next.term_start);
        let def_end = crate::text::paragraph_end(text, def_start, def_end.max(def_start));
        let raw = text[def_start..def_end].trim();
        let (definition, example) = split_example(raw);
        let term_text = text[head.term_start..head.term_end].trim();
        // A capitalised term in running prose ("Paris (n)…") is rare; the
        // term must look like a head word.
        if term_text.is_empty() || definition.is_empty() || !reads_as_definition(&definition) {
            continue;
        }
        out.push(Entry {
            term: term_text.to_string(),
            pos: Some(head.pos.clone()),
            definition,
            example,
            start: head.term_start,
            end: def_end,
        });
    }
    out
}

/// Where a head word marked with a part of speech begins.
struct PosHead {
    term_start: usize,
    term_end: usize,
    def_start: usize,
    pos: String,
}

/// The longest head word that fits: a term is at most [`MAX_TERM_CHARS`]
/// characters, and a longer run of words before "(n)" is cut to its last
/// words that fit, starting after a space or hyphen with a letter (None when
/// no such start exists). The length is checked here rather than in the
/// pattern, where a bounded repetition of a Unicode class would be compiled
/// into forty copies of it on every start-up.
fn head_word_start(text: &str, start: usize, end: usize) -> Option<usize> {
    let run = &text[start..end];
    if run.chars().count() <= MAX_TERM_CHARS {
        return Some(start);
    }
    let mut chars_after = run.chars().count();
    let mut previous: Option<char> = None;
    for (offset, c) in run.char_indices() {
        let boundary = matches!(previous, Some(p) if p.is_whitespace() || p == '-');
        if boundary && c.is_alphabetic() && chars_after <= MAX_TERM_CHARS {
            return Some(start + offset);
        }
        previous = Some(c);
        chars_after -= 1;
    }
    None
}

/// The longest term a glossary entry may have, in characters.
const MAX_TERM_CHARS: usize = 41;

/// One entry per line: `Term – definition` or `Term: definition`, a
/// definition wrapped onto the lines after it joined back.
fn line_entries(text: &str) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    let mut offset = 0;
    let mut open: Option<usize> = None;
    for line in text.split('\n') {
        let start = offset;
        offset += line.len() + 1;
        let trimmed = line.trim_end();
        if trimmed.trim().is_empty() {
            open = None;
            continue;
        }
        let fits = |caps: &regex::Captures| {
            caps["term"].chars().count() <= MAX_TERM_CHARS && caps["def"].chars().count() > 8
        };
        // The pattern needs a colon or a dash; most lines of prose have
        // neither, and then it is not even compiled.
        let entry = trimmed
            .contains([':', '–', '—'])
            .then(|| DASH_LINE.captures(trimmed).filter(fits))
            .flatten();
        if let Some(caps) = entry {
            let term = caps["term"].trim();
            // "Note: …" and sentences with a colon are not entries.
            if term.split_whitespace().count() > 4 || term.ends_with(|c: char| c.is_ascii_digit()) {
                open = None;
                continue;
            }
            out.push(Entry {
                term: term.to_string(),
                pos: None,
                definition: caps["def"].trim().to_string(),
                example: None,
                start: start + caps.name("term").expect("term").start(),
                end: start + trimmed.len(),
            });
            open = Some(out.len() - 1);
        } else if let Some(i) = open {
            // A wrapped definition goes on until it ends a sentence.
            let entry = &mut out[i];
            if entry.definition.ends_with(['.', ';']) {
                open = None;
                continue;
            }
            entry.definition.push(' ');
            entry.definition.push_str(trimmed.trim());
            entry.end = start + trimmed.len();
        }
    }
    for entry in &mut out {
        let (definition, example) = split_example(&entry.definition);
        entry.definition = definition;
        entry.example = example;
    }
    out.retain(|e| reads_as_definition(&e.definition));
    if out.len() < 3 { Vec::new() } else { out }
}

/// A definition, not an explanation: it opens like a gloss ("a …", "to …",
/// "the …", or a word in lower case), is told in the present, and is clean.
fn reads_as_definition(definition: &str) -> bool {
    const OPENERS: &[&str] = &[
        "a",
        "an",
        "the",
        "to",
        "any",
        "one",
        "someone",
        "something",
        "when",
        "where",
        "un",
        "une",
        "le",
        "la",
        "les",
        "des",
        "du",
        "l",
        "se",
        "ce",
        "qui",
    ];
    let first = definition.split_whitespace().next().unwrap_or("");
    let bare = first
        .trim_matches(|c: char| !c.is_alphabetic())
        .split(['\'', '’'])
        .next()
        .unwrap_or("")
        .to_lowercase();
    // "melts at −39 °C, boils at 357 °C" is a row of a table, not a gloss:
    // a verb followed by a preposition.
    let second = definition.split_whitespace().nth(1).unwrap_or("");
    let verb_first = bare.ends_with('s')
        && !OPENERS.contains(&bare.as_str())
        && matches!(
            second,
            "at" | "in" | "on" | "to" | "from" | "by" | "with" | "into" | "à" | "en" | "dans"
        );
    let opens_like_gloss = !verb_first
        && (OPENERS.contains(&bare.as_str()) || first.starts_with(|c: char| c.is_lowercase()));
    let lower = format!(" {} ", definition.to_lowercase());
    let narrative = [" was ", " were ", " had ", " did "]
        .iter()
        .any(|w| lower.contains(w));
    let noisy = definition.split_whitespace().any(|w| {
        crate::nlp::is_noisy_word(w.trim_matches(|c: char| !c.is_alphanumeric() && c != '_'))
    });
    let complete = !definition.ends_with([',', '(', ':'])
        && definition.matches('(').count() == definition.matches(')').count();
    opens_like_gloss && !narrative && !noisy && complete
}

/// Splits a trailing `(example sentence)` off a definition.
fn split_example(raw: &str) -> (String, Option<String>) {
    let raw = raw.trim().trim_end_matches(['.', ';']).trim();
    if let Some(open) = raw.rfind('(')
        && raw.ends_with(')')
        && raw[open..].split_whitespace().count() >= 3
    {
        let example = raw[open + 1..raw.len() - 1].trim().to_string();
        let definition = raw[..open]
            .trim()
            .trim_end_matches([',', ';', '.'])
            .to_string();
        return (squash(&definition), Some(squash(&example)));
    }
    (squash(raw), None)
}

fn squash(text: &str) -> String {
    crate::text::squash(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_with_parts_of_speech_on_one_line() {
        let text = "erosion (n): the wearing away of land by water or wind (Coastal erosion threatens the village.) delta (n): a landform at the mouth of a river (The Nile delta is fertile.) erode (v): to wear something away slowly";
        let found = entries(text);
        let terms: Vec<_> = found.iter().map(|e| e.term.as_str()).collect();
        assert_eq!(terms, ["erosion", "delta", "erode"]);
        assert_eq!(
            found[0].definition,
            "the wearing away of land by water or wind"
        );
        assert_eq!(
            found[0].example.as_deref(),
            Some("Coastal erosion threatens the village.")
        );
        assert_eq!(found[2].pos.as_deref(), Some("v"));
    }

    #[test]
    fn entries_one_per_line_with_dashes_or_colons() {
        let text = "Plateau – a large area of high, flat land\nTributary – a river that flows into a larger river\nEstuary: the wide mouth of a river where it meets the sea\n";
        let found = entries(text);
        assert_eq!(found.len(), 3);
        assert_eq!(found[2].term, "Estuary");
    }

    #[test]
    fn wrapped_definitions_are_joined() {
        let text = "Antigen: a molecule that the immune\nsystem recognises as foreign.\nAntibody: a protein made by B cells\nthat binds one antigen.\nVaccine: a preparation that trains the immune system.\n";
        let found = entries(text);
        assert_eq!(found.len(), 3);
        assert_eq!(
            found[0].definition,
            "a molecule that the immune system recognises as foreign"
        );
    }

    #[test]
    fn explanations_are_not_definitions() {
        let text = "• Financial crisis – France was deeply in debt after the war.\n• Weak leadership – Louis XVI was indecisive.\n• Poor harvests – the harvest of 1788 failed and bread was dear.\n";
        assert!(entries(text).is_empty());
    }

    #[test]
    fn prose_is_not_a_glossary() {
        assert!(
            entries("The river flows to the sea. Water evaporates: it rises as vapour.").is_empty()
        );
    }
}
