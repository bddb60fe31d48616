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
    crate::pattern::european(
        r"(?x)
        (?:^|[\s•●▪\-])
        (?P<term>[\p{L}][\p{L}'’\x20-]*?)
        \s*\(\s*(?P<pos>n|v|adj|adv|vt|vi|n\.\s?m|n\.\s?f|nm|nf|noun|verb|adjective|adverb)\.?\s*\)
        \s*[:–—-]?\s*",
    )
    .expect("glossary pattern")
});

static DASH_LINE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^\s*(?:[•●▪\-*]\s*|\d{1,3}[.)]\s+)?(?P<term>[\p{L}][\p{L}'’()\x20-]*?)(?:\s+[–—=-]\s+|\s*:\s+|\x20*\t\s*)(?P<def>\S.+)$",
    )
    .expect("dash pattern")
});

/// Compiles the patterns every glossary search needs now
/// (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&POS_ENTRY);
    LazyLock::force(&DASH_LINE);
}

/// Finds glossary entries in `text`: marked with a part of speech, one a
/// line after a colon or a dash, or a head word in capitals on a line of
/// its own with its meaning on the lines below.
pub fn entries(text: &str) -> Vec<Entry> {
    // Glossaries mix layouts: take entries of both kinds, the marked ones
    // first where two claim the same text.
    let mut found = pos_entries(text);
    let mut headed = heading_entries(text);
    recase_heads(text, &mut headed);
    for entry in line_entries(text).into_iter().chain(headed) {
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
    // "lunar eclipse: an eclipse of the Moon, in which …; lunar eclipses
    // can occur only at …": a clause after the gloss that names the term
    // again is a comment on it; the gloss before it is the meaning.
    for entry in &mut found {
        let lower = entry.definition.to_lowercase();
        // (`get`: a letter whose small form is longer moves the offsets.)
        if let Some(at) = lower.find(&entry.term.to_lowercase())
            && let Some(cut) = entry.definition.get(..at).and_then(|head| head.rfind("; "))
        {
            entry.definition.truncate(cut);
        }
    }
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

/// Words that open a numbered section's heading, not a term.
const HEADING_OPENERS: &[&str] = &[
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "last",
    "part",
    "chapter",
    "section",
    "unit",
    "lesson",
    "step",
    "overview",
    "introduction",
    "summary",
    "review",
];

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
        let entry = (trimmed.contains([':', '–', '—', '=', '\t']) || trimmed.contains(" - "))
            .then(|| DASH_LINE.captures(trimmed).filter(fits))
            .flatten();
        if let Some(caps) = entry {
            let term = caps["term"].trim();
            // "Note: …" and sentences with a colon are not entries, nor
            // a numbered heading ("2. First line of defence – barriers").
            let numbered = trimmed
                .trim_start()
                .starts_with(|c: char| c.is_ascii_digit());
            let heading = numbered
                && term
                    .split_whitespace()
                    .next()
                    .is_some_and(|w| HEADING_OPENERS.contains(&w.to_lowercase().as_str()));
            if heading
                || header_row(term, &caps["def"])
                || term.split_whitespace().count() > 4
                || term.ends_with(|c: char| c.is_ascii_digit())
            {
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
            // A wrapped definition goes on until it ends a sentence; a
            // line of the list's own bullet is another entry, even one
            // the pattern cannot read, never the meaning's end.
            let entry = &mut out[i];
            let bulleted = trimmed.trim_start().starts_with(['•', '●', '▪', '-', '*']);
            if bulleted || entry.definition.ends_with(['.', ';']) {
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

/// Whether the document's first line is the head word of a glossary
/// laid out with head words in capitals (`heading_entries`).
pub(crate) fn opens_with_head_word(text: &str) -> bool {
    let first = text.len() - text.trim_start().len();
    heading_entries(text)
        .first()
        .is_some_and(|e| e.start == first)
}

/// Entries laid out as a head word in capitals on a line of its own, its
/// meaning on the lines below, a blank line between entries (a glossary
/// page copied with its bold head words lost):
///
/// ```text
/// DIRECT PRIMARY
/// a political reform that allowed for the nomination of candidates …
/// ```
///
/// Only head words in capitals: a heading in normal case followed by its
/// paragraph is how prose is laid out too. The terms are left in capitals
/// (`recase_heads` writes them as a sentence would, for the questions;
/// the title needs only where they are).
fn heading_entries(text: &str) -> Vec<Entry> {
    let mut out = Vec::new();
    let mut offset = 0;
    for paragraph in text.split("\n\n") {
        let start = offset;
        offset += paragraph.len() + 2;
        let leading = paragraph.len() - paragraph.trim_start_matches('\n').len();
        let body = paragraph.trim_matches('\n');
        let Some((head, meaning)) = body.split_once('\n') else {
            continue;
        };
        let head = head.trim();
        let letters = head.chars().filter(|c| c.is_alphabetic()).count();
        let capitals = letters >= 2
            && !head.chars().any(char::is_lowercase)
            && head.chars().count() <= MAX_TERM_CHARS
            && head.split_whitespace().count() <= 4
            && head
                .chars()
                .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\'' | '’'));
        let meaning = squash(meaning);
        if !capitals || meaning.chars().count() <= 8 {
            continue;
        }
        let term_start = start + leading + (body.len() - body.trim_start().len());
        out.push(Entry {
            term: head.to_string(),
            pos: None,
            definition: meaning,
            example: None,
            start: term_start,
            end: start + leading + body.trim_end().len(),
        });
    }
    for entry in &mut out {
        let (definition, example) = split_example(&entry.definition);
        entry.definition = definition;
        entry.example = example;
    }
    out.retain(|e| reads_as_definition(&e.definition));
    if out.len() < 3 { Vec::new() } else { out }
}

/// Writes the head words `heading_entries` found in capitals as a
/// sentence would: an abbreviation its meaning spells out stays one, a
/// head word the glossary uses elsewhere takes that form, and any other
/// is recased by its words (`recased`).
fn recase_heads(text: &str, entries: &mut [Entry]) {
    let language = std::cell::OnceCell::new();
    for entry in entries {
        if spelled_out(&entry.term, &entry.definition) {
            continue;
        }
        entry.term = as_written_elsewhere(text, &entry.term).unwrap_or_else(|| {
            recased(
                &entry.term,
                language.get_or_init(|| crate::language::detect(text)),
            )
        });
    }
}

/// Whether `meaning` spells out the abbreviation `head` by the initials
/// of its capitalised words ("NAACP": "the National Association for the
/// Advancement of Colored People").
fn spelled_out(head: &str, meaning: &str) -> bool {
    if head.contains(' ') || head.chars().count() < 2 {
        return false;
    }
    let initials: String = meaning
        .split(|c: char| !c.is_alphabetic())
        .filter_map(|w| w.chars().next())
        .filter(|c| c.is_uppercase())
        .collect();
    initials.contains(head)
}

/// How the glossary writes a head word printed in capitals where it uses
/// it in a meaning ("a proposed law, or initiative, placed on the ballot").
fn as_written_elsewhere(text: &str, head: &str) -> Option<String> {
    let pattern = regex::RegexBuilder::new(&format!(r"\b{}\b", regex::escape(head)))
        .case_insensitive(true)
        .build()
        .ok()?;
    pattern
        .find_iter(text)
        .map(|m| m.as_str())
        .find(|found| found.chars().any(char::is_lowercase))
        .map(str::to_string)
}

/// A head word printed in capitals, as a sentence would write it: a word
/// the dictionary holds in small letters is written so ("DIRECT PRIMARY"
/// is "direct primary"), a name keeps a capital ("ATLANTA COMPROMISE" is
/// "Atlanta Compromise"), and a short word the dictionary lacks stays in
/// capitals as an abbreviation ("NAACP"). In German every noun takes a
/// capital ("LÖSUNG" is "Lösung"); in French and Spanish, whose names
/// this cannot tell, a head word is written in small letters.
fn recased(head: &str, language: &str) -> String {
    let words: Vec<&str> = head.split_whitespace().collect();
    let capitalised = |w: &str| -> String {
        let lower = w.to_lowercase();
        let mut chars = lower.chars();
        chars
            .next()
            .map(|first| first.to_uppercase().chain(chars).collect())
            .unwrap_or_default()
    };
    match language {
        "en" => {}
        "de" => {
            return words
                .iter()
                .map(|w| capitalised(w))
                .collect::<Vec<_>>()
                .join(" ");
        }
        _ => return head.to_lowercase(),
    }
    let common = |w: &str| {
        w.split(['-', '\'', '’'])
            .all(|part| part.is_empty() || crate::lexicon::is_english_word(&part.to_lowercase()))
    };
    // A name written in capitals: every word of it takes a capital but the
    // small words that join a name ("Bill OF Rights"). Only a place
    // WordNet knows ("atlanta") or a given name makes one: a word no list
    // holds is as often a rare common one ("victimless crime").
    let name = words.iter().any(|w| {
        let lower = w.to_lowercase();
        crate::lexicon::noun_classes(&lower).first() == Some(&"location")
            || crate::lexicon::is_given_name(&lower) && !crate::lexicon::is_english_word(&lower)
    });
    words
        .iter()
        .map(|w| {
            let lower = w.to_lowercase();
            if !common(w) && w.chars().count() <= 5 && words.len() == 1 {
                (*w).to_string()
            } else if name
                && !matches!(
                    lower.as_str(),
                    "of" | "the" | "and" | "for" | "in" | "on" | "to"
                )
            {
                capitalised(w)
            } else {
                lower
            }
        })
        .collect::<Vec<String>>()
        .join(" ")
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
        "el",
        "los",
        "las",
        "una",
        "unos",
        "unas",
        "lo",
        "que",
        "cuando",
        "donde",
        "der",
        "die",
        "das",
        "ein",
        "eine",
        "wenn",
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
    // "Booker T. Washington’s speech, given at …", "Theodore Roosevelt’s
    // 1912 campaign platform": a thing told by whose it was.
    let whose = definition
        .split_whitespace()
        .take(4)
        .any(|w| w.ends_with("’s") || w.ends_with("'s"))
        && first.starts_with(|c: char| c.is_uppercase());
    let opens_like_gloss = !verb_first
        && (OPENERS.contains(&bare.as_str())
            || first.starts_with(|c: char| c.is_lowercase())
            || whose);
    // A gloss may tell a story in a relative clause ("a party started by
    // Progressive Republicans who were unhappy with Taft"); an explanation
    // tells it in its own verb ("France was deeply in debt").
    let words: Vec<String> = definition
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase())
        .collect();
    let narrative = words.iter().enumerate().any(|(i, w)| {
        matches!(w.as_str(), "was" | "were" | "had" | "did")
            && !(i >= 1
                && matches!(
                    words[i - 1].as_str(),
                    "who" | "which" | "that" | "where" | "when" | "whom" | "whose"
                ))
    });
    let noisy = definition.split_whitespace().any(|w| {
        crate::nlp::is_noisy_word(w.trim_matches(|c: char| !c.is_alphanumeric() && c != '_'))
    });
    let complete = !definition.ends_with([',', '(', ':'])
        && definition.matches('(').count() == definition.matches(')').count();
    opens_like_gloss && !narrative && !noisy && complete
}

/// Whether a line `term<TAB>meaning` is a table's header row
/// ("Term<TAB>Definition"), not an entry.
fn header_row(term: &str, definition: &str) -> bool {
    const HEADERS: &[&str] = &[
        "term",
        "terms",
        "word",
        "definition",
        "definitions",
        "meaning",
        "término",
        "definición",
        "terme",
        "définition",
        "mot",
        "begriff",
        "bedeutung",
    ];
    [term, definition]
        .iter()
        .all(|cell| HEADERS.contains(&cell.trim().to_lowercase().as_str()))
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
#[path = "glossary_tests.rs"]
mod tests;
