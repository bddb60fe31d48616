//! The pieces of a question's text: answers written after a question,
//! options that lost their line breaks, debris after the last option,
//! true/false cues and image URLs.

use quizforge_core::true_false_labels;

use crate::text::trim_span;

/// A question that can be answered in a few words: one or two sentences,
/// not a passage (a numbered heading followed by prose is not one).
pub(super) fn is_short_question(stem: &str) -> bool {
    stem.len() <= 300 && crate::text::sentence_starts(stem).len() <= 2
}

/// An answer written after a question, not the rest of a sentence: it
/// does not open with a quote, a bracket or a joining word.
pub(super) fn is_plain_answer(tail: &str) -> bool {
    let first = tail.split_whitespace().next().unwrap_or("");
    !tail.starts_with(['"', '“', '”', '\'', '’', '(', '[', ',', ';'])
        && !matches!(first, "and" | "or" | "but" | "so" | "et" | "ou" | "mais")
}

/// Spans of the non-empty lines in `text[from..to]`.
pub(super) fn line_spans(text: &str, from: usize, to: usize) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut offset = from;
    for line in text[from..to].split('\n') {
        let (s, e) = trim_span(text, offset, offset + line.len());
        if s < e {
            spans.push((s, e));
        }
        offset += line.len() + 1;
    }
    spans
}

/// Splits options that lost their line breaks when pasted: a new option
/// starts at a capitalised word that follows a word in lower case ("… only
/// A college degree …", "… true Programmer …"). Runs of capitalised words
/// (names, titles) stay together.
pub(super) fn split_flattened_options(text: &str, from: usize, to: usize) -> Vec<(usize, usize)> {
    let mut pieces = Vec::new();
    let mut piece_start = None;
    let mut previous_lower = false;
    let mut offset = from;
    for word in text[from..to].split(' ') {
        let start = offset;
        offset += word.len() + 1;
        if word.trim().is_empty() {
            continue;
        }
        let capital = word.starts_with(|c: char| c.is_uppercase());
        if piece_start.is_none() {
            piece_start = Some(start);
        } else if capital && previous_lower {
            pieces.push((piece_start.expect("set"), start));
            piece_start = Some(start);
        }
        previous_lower = word
            .chars()
            .next()
            .is_some_and(|c| c.is_lowercase() || c.is_ascii_digit());
    }
    if let Some(s) = piece_start {
        pieces.push((s, to));
    }
    pieces
        .into_iter()
        .map(|(s, e)| trim_span(text, s, e))
        .filter(|(s, e)| s < e)
        .collect()
}

/// Whether pieces cut by [`split_flattened_options`] are a run of prose
/// rather than options: some end a sentence while others stop mid-clause,
/// or one ends on a comma ("3. Paid time off. Is your organization
/// offering competitive PTO? Consider implementing a | PTO system that …
/// works. | For example, … for every | X number of hours worked, | …":
/// unseen set 102, a textbook's numbered advice read as a question with
/// six options, none right). Options flattened from a quiz site all end
/// alike: bare words, or each a sentence.
pub(super) fn cut_from_prose(text: &str, pieces: &[(usize, usize)]) -> bool {
    let ends_a_sentence = |&(s, e): &(usize, usize)| text[s..e].ends_with(['.', '!', '?']);
    let some_end = pieces.iter().any(ends_a_sentence);
    let some_run_on = pieces.iter().any(|piece| !ends_a_sentence(piece));
    let on_a_comma = pieces
        .iter()
        .any(|&(s, e)| text[s..e].ends_with([',', ';']));
    (some_end && some_run_on) || on_a_comma
}

/// Finds figure labels and other debris that a pasted page leaves after the
/// last option: when every other option has the same shape (say, a number
/// and a unit) and the last one starts with that shape and goes on with
/// numbers or lone letters, the rest is debris. Returns the
/// option's span without it; the caller reports what was cut.
pub(super) fn trim_debris(
    text: &str,
    others: &[(usize, usize)],
    last: (usize, usize),
) -> (usize, usize) {
    let shapes: Vec<Vec<TokenShape>> = others
        .iter()
        .map(|&(s, e)| text[s..e].split_whitespace().map(TokenShape::of).collect())
        .collect();
    let Some(first) = shapes.first() else {
        return last;
    };
    if first.is_empty() || first.len() > 4 || !shapes.iter().all(|s| s == first) {
        return last;
    }
    let words: Vec<(usize, &str)> = word_offsets(text, last.0, last.1);
    if words.len() <= first.len() {
        return last;
    }
    let head: Vec<TokenShape> = words[..first.len()]
        .iter()
        .map(|(_, w)| TokenShape::of(w))
        .collect();
    if &head != first {
        return last;
    }
    // What follows is debris only when it is a figure's labels: numbers
    // after options with numbers ("2 cm"), or a run of single letters and
    // symbols ("A D B C"). Words go on with the option: a last option may
    // simply be longer than the others ("Treaty" beside "Treaty of Paris").
    let rest = &words[first.len()..];
    let numbers = first.contains(&TokenShape::Number)
        && rest
            .iter()
            .any(|(_, w)| TokenShape::of(w) == TokenShape::Number);
    let labels = rest.len() >= 3
        && rest
            .iter()
            .all(|(_, w)| w.chars().filter(|c| c.is_alphabetic()).count() <= 1);
    if !numbers && !labels {
        return last;
    }
    let (end_at, end_word) = words[first.len() - 1];
    (last.0, end_at + end_word.len())
}

pub(super) fn word_offsets(text: &str, from: usize, to: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut offset = from;
    for word in text[from..to].split(char::is_whitespace) {
        if !word.is_empty() {
            out.push((offset, word));
        }
        offset += word.len() + 1;
    }
    out
}

/// The coarse shape of a word: enough to tell "2 cm" from "the ink".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TokenShape {
    Number,
    Word,
    Symbol,
}

impl TokenShape {
    fn of(word: &str) -> Self {
        if word.starts_with(|c: char| c.is_ascii_digit() || c == '$' || c == '-')
            && word.chars().any(|c| c.is_ascii_digit())
        {
            TokenShape::Number
        } else if word.chars().any(char::is_alphabetic) {
            TokenShape::Word
        } else {
            TokenShape::Symbol
        }
    }
}

/// A statement followed by its truth: `Water boils at 100 °C. True`.
/// Returns the truth and where the word starts.
pub(super) fn trailing_truth(body: &str, language: &str) -> Option<(bool, usize)> {
    let trimmed = body.trim_end();
    let (yes, no) = true_false_labels(language);
    for (word, truth) in [(yes, true), (no, false)] {
        if let Some(before) = trimmed.strip_suffix(word)
            && before.trim_end().ends_with('.')
            && before.ends_with(' ')
        {
            return Some((truth, before.len()));
        }
    }
    None
}

/// Where a true/false cue ("(T/F)", "True or False:") lies in a stem, if
/// it has one: at its start or at its end.
pub(super) fn true_false_cue(stem: &str) -> Option<(usize, usize)> {
    let lead = stem.len() - stem.trim_start().len();
    let trimmed = stem.trim();
    // The cues are ASCII, so comparing bytes without case is exact, and
    // `get` keeps a cut inside a multi-byte letter from panicking.
    for prefix in [
        "true or false:",
        "true or false?",
        "true/false:",
        "vrai ou faux :",
        "vrai ou faux:",
    ] {
        if trimmed
            .get(..prefix.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(prefix))
        {
            return Some((lead, lead + prefix.len()));
        }
    }
    for suffix in [
        "(t/f)",
        "(true/false)",
        "(true or false)",
        "t / f",
        "(vrai/faux)",
        "(v/f)",
    ] {
        let Some(from) = trimmed.len().checked_sub(suffix.len()) else {
            continue;
        };
        if trimmed
            .get(from..)
            .is_some_and(|tail| tail.eq_ignore_ascii_case(suffix))
        {
            return Some((lead + from, lead + trimmed.len()));
        }
    }
    None
}

pub(super) fn is_image_url(text: &str) -> bool {
    // Most words are not URLs: rule them out before lower-casing a copy.
    if !text
        .get(..4)
        .is_some_and(|p| p.eq_ignore_ascii_case("http"))
    {
        return false;
    }
    let lower = text.to_ascii_lowercase();
    (lower.starts_with("http://") || lower.starts_with("https://"))
        && !text.contains(char::is_whitespace)
        && [".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp"]
            .iter()
            .any(|ext| lower.split(['?', '#']).next().unwrap_or("").ends_with(ext))
}

/// Takes image URLs out of a stem.
pub(super) fn take_image_urls(stem: &str) -> (String, Vec<String>) {
    let mut images = Vec::new();
    let mut kept = Vec::new();
    for word in stem.split_whitespace() {
        if is_image_url(word) {
            images.push(word.to_string());
        } else {
            kept.push(word);
        }
    }
    (kept.join(" "), images)
}

/// Whether a line opens a list item: a bullet.
pub(super) fn is_bullet(line: &str) -> bool {
    line.trim_start()
        .starts_with(['•', '●', '▪', '◦', '‣', '○', '■', '-', '–', '—'])
}

/// Whether a line opens a new option or question (`b.`, `(c)`, `3)`,
/// `Q4.`) rather than going on with the line before.
pub(super) fn starts_an_item(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    let core = first
        .trim_start_matches('(')
        .trim_end_matches(['.', ')', ':']);
    first.len() > core.len()
        && (first.ends_with(['.', ')']) || first.starts_with('('))
        && !core.is_empty()
        && core.len() <= 4
        && core.chars().all(|c| c.is_ascii_alphanumeric())
}
