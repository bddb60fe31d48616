//! Keys and settings written around questions: `Answer: B` after a question,
//! an answer-key block at the end (`1-b, 2-c`), marks on options (`*`, `✓`,
//! `(correct)`, `[x]`), section lines that set points, and page furniture
//! that must not end up inside an option.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

/// What a key phrase said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyValue {
    /// Option letters, 0 for A (several for multiple response).
    Letters(Vec<u8>),
    /// `True` or `False`.
    Truth(bool),
    /// An answer written out.
    Text(String),
}

/// A key phrase such as `Answer: B` found inside a question's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyPhrase {
    /// Where the phrase starts: the question's text ends here.
    pub start: usize,
    /// Where it ends.
    pub end: usize,
    /// What it says.
    pub value: KeyValue,
}

static KEY_PHRASE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?xi)
        (?:^|[\s(\[])
        (?P<label>
            correct\s+answers?|right\s+answers?|answers?|ans|key
          | bonne\s+réponse|réponses?|respuesta|antwort|lösung|risposta
        )
        \s*(?:is\s*)?[:：=\-–]\s*
        (?P<value>[^\n]*)",
    )
    .expect("key pattern is valid")
});

static LETTERS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"^\(?(?P<first>[A-Ja-j])\)?(?P<more>(?:\s*(?:,|and|&|et|y)\s*\(?[A-Ja-j]\)?)*)(?:[\s.;)\]]|$)")
        .expect("letters pattern is valid")
});

static TRUTH: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?i)^(?P<word>true|false|vrai|faux|verdadero|falso|wahr|falsch|t|f)(?:[\s.;)\]]|$)",
    )
    .expect("truth pattern is valid")
});

/// Finds the first key phrase in `text[from..to]`. A phrase whose value is
/// neither letters nor a truth value is read as written-out text, up to the
/// end of its line, when `allow_text` is set.
pub fn find_key_phrase(text: &str, from: usize, to: usize, allow_text: bool) -> Option<KeyPhrase> {
    let mut at = from;
    while let Some(caps) = KEY_PHRASE.captures_at(&text[..to], at) {
        let label = caps.name("label").expect("label");
        let value = caps.name("value").expect("value");
        let raw = value.as_str();
        let letters = LETTERS.captures(raw).filter(|letters| {
            // "Answer: a dog" is a written answer, not option a.
            let rest = raw[letters.get(0).expect("match").end()..].trim_start();
            !rest.starts_with(|c: char| c.is_lowercase())
        });
        if let Some(letters) = letters {
            let mut picked = vec![letter_index(&letters["first"])];
            if let Some(more) = letters.name("more") {
                // Single letters only: the joining words ("and", "et") are longer.
                for word in more.as_str().split(|c: char| !c.is_ascii_alphabetic()) {
                    if word.len() == 1 {
                        picked.push(letter_index(word));
                    }
                }
            }
            picked.dedup();
            let consumed = letters.get(0).expect("match").as_str().trim_end().len();
            return Some(KeyPhrase {
                start: label.start(),
                end: value.start() + consumed,
                value: KeyValue::Letters(picked),
            });
        }
        if let Some(truth) = TRUTH.captures(raw) {
            let word = truth["word"].to_lowercase();
            let consumed = truth["word"].len();
            return Some(KeyPhrase {
                start: label.start(),
                end: value.start() + consumed,
                value: KeyValue::Truth(matches!(
                    word.as_str(),
                    "true" | "vrai" | "verdadero" | "wahr" | "t"
                )),
            });
        }
        let written = raw.trim();
        if allow_text && !written.is_empty() && !label.as_str().eq_ignore_ascii_case("key") {
            return Some(KeyPhrase {
                start: label.start(),
                end: value.start() + raw.trim_end().len(),
                value: KeyValue::Text(written.to_string()),
            });
        }
        at = label.end();
    }
    None
}

fn letter_index(letter: &str) -> u8 {
    letter.as_bytes()[0].to_ascii_uppercase() - b'A'
}

/// An answer-key block: question number → option letter (0 for A).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyBlock {
    /// Where the block starts (its heading, if it has one).
    pub start: usize,
    /// Where it ends.
    pub end: usize,
    /// The keys it gives.
    pub keys: BTreeMap<u32, u8>,
}

static KEY_ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|[\s,;|])(?P<n>\d{1,3})\s*[-.):=–|]?\s*\(?(?P<l>[A-Ja-j])\)?(?:[\s,;.|]|$)",
    )
    .expect("key entry pattern is valid")
});

static OPTION_LABEL_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?:^|\s)\(?[A-Ja-j]\)\s*$").expect("label pattern is valid")
});

static KEY_HEADING: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?i)(?:answer\s+key|answers|key|corrigé|réponses|solutions?)\s*[:\-–]?\s*$",
    )
    .expect("key heading pattern is valid")
});

/// Finds answer-key blocks: at least three entries such as `1-b`, `2. C` or
/// `3 a` in a row with rising numbers and nothing else between them.
pub fn find_key_blocks(text: &str) -> Vec<KeyBlock> {
    let mut blocks = Vec::new();
    let mut run: Vec<(usize, usize, u32, u8)> = Vec::new();
    let mut at = 0;
    let flush = |run: &mut Vec<(usize, usize, u32, u8)>, blocks: &mut Vec<KeyBlock>| {
        // "(A) 3 (B) 4 (C) 5" is a run of numeric options, not a key.
        let inside_options = run
            .first()
            .is_some_and(|first| OPTION_LABEL_BEFORE.is_match(&text[..first.0]));
        if run.len() >= 3 && !inside_options {
            let first = run[0];
            let last = run[run.len() - 1];
            let mut start = first.0;
            // Take a heading such as "Answer key:" just before the block.
            let mut look_from = start.saturating_sub(40);
            while !text.is_char_boundary(look_from) {
                look_from += 1;
            }
            let before = text[look_from..start].trim_end();
            if let Some(m) = KEY_HEADING.find(before) {
                start = look_from + m.start();
            }
            blocks.push(KeyBlock {
                start,
                end: last.1,
                keys: run.iter().map(|e| (e.2, e.3)).collect(),
            });
        }
        run.clear();
    };
    while let Some(caps) = KEY_ENTRY.captures_at(text, at) {
        let n_match = caps.name("n").expect("n");
        let l_match = caps.name("l").expect("l");
        let number: u32 = n_match.as_str().parse().unwrap_or(0);
        let letter = letter_index(l_match.as_str());
        let end = l_match.end() + usize::from(text[l_match.end()..].starts_with(')'));
        // "b. 1\nc. 2" is options whose text is a number, not the entry
        // "1 c": an entry's number and letter share a line.
        if text[n_match.end()..l_match.start()].contains('\n') {
            flush(&mut run, &mut blocks);
            at = n_match.end();
            continue;
        }
        let adjacent = run.last().is_some_and(|last| {
            number == last.2 + 1
                && text[last.1..n_match.start()]
                    .chars()
                    .all(|c| c.is_whitespace() || matches!(c, ',' | ';' | '.' | '|'))
        });
        if !adjacent {
            flush(&mut run, &mut blocks);
        }
        run.push((n_match.start(), end, number, letter));
        at = l_match.end();
    }
    flush(&mut run, &mut blocks);
    blocks
}

/// A section line that sets the points of the questions under it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PointsLine {
    /// Where the line starts.
    pub start: usize,
    /// Where it ends.
    pub end: usize,
    /// The points each question under it is worth.
    pub points: f64,
}

static SECTION_POINTS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?xi)
        (?:part|section|partie)\s+[A-Z0-9IVX]{1,4}\s*[:.\-–]?\s*
        (?:[^.\n]{0,80}?)
        (?:worth|=|vaut|valent)\s*(?P<points>\d+(?:[.,]\d+)?)\s*(?:points?|marks?|pts?\.?)?\s*(?:each)?\.?",
    )
    .expect("section pattern is valid")
});

/// Finds section lines that set points, such as
/// `Part A: Each correct answer is worth 5.`
pub fn find_points_lines(text: &str) -> Vec<PointsLine> {
    // The pattern cannot match without one of these (no letter of them
    // has a case form outside ASCII), and most documents hold none:
    // compiling it cost every short document about a millisecond.
    let lower = text.to_ascii_lowercase();
    if !["worth", "=", "vaut", "valent"]
        .iter()
        .any(|word| lower.contains(word))
    {
        return Vec::new();
    }
    SECTION_POINTS
        .captures_iter(text)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let points = caps["points"].replace(',', ".").parse().ok()?;
            Some(PointsLine {
                start: whole.start(),
                end: whole.end(),
                points,
            })
        })
        .collect()
}

static QUESTION_POINTS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?i)[(\[]\s*(?P<points>\d+(?:[.,]\d+)?)\s*(?:points?|marks?|pts?\.?)\s*[)\]]",
    )
    .expect("question points pattern is valid")
});

/// Points written in a question's own text, such as `(2 points)`, and the
/// span to remove.
pub fn find_question_points(text: &str) -> Option<(f64, usize, usize)> {
    let caps = QUESTION_POINTS.captures(text)?;
    let whole = caps.get(0)?;
    let points = caps["points"].replace(',', ".").parse().ok()?;
    Some((points, whole.start(), whole.end()))
}

static FURNITURE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?xi)
        (?:answer\s+key\s*[-–—:]\s*)?do\s+not\s+(?:distribute|copy|reproduce)\b
      | (?:copyright|©)\s
      | \ball\s+rights\s+reserved\b
      | \bpage\s+\d+\s+of\s+\d+\b",
    )
    .expect("furniture pattern is valid")
});

/// Where page furniture (copyright lines, "do not distribute", page
/// counters) starts inside `text`, if anywhere.
pub fn furniture_start(text: &str) -> Option<usize> {
    FURNITURE.find(text).map(|m| m.start())
}

/// A mark on an option saying it is the right one (or, for `[ ]`, not).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Marked right.
    Correct,
    /// Explicitly marked wrong (`[ ]`).
    Wrong,
}

/// Strips a right/wrong mark from an option's text.
#[cfg(test)]
pub fn strip_mark(option: &str) -> (String, Option<Mark>) {
    let (s, e, mark) = mark_of(option);
    (option[s..e].trim().to_string(), mark)
}

/// Where an option's text lies once its right/wrong mark is set apart:
/// the start and end of the text inside `option`, and the mark.
pub fn mark_of(option: &str) -> (usize, usize, Option<Mark>) {
    let lead = option.len() - option.trim_start().len();
    let t = option.trim();
    let end = lead + t.len();
    for prefix in ["[x]", "[X]", "[✓]", "[✔]", "☑", "☒", "✓", "✔", "*"] {
        if t.starts_with(prefix) {
            return (lead + prefix.len(), end, Some(Mark::Correct));
        }
    }
    for prefix in ["[ ]", "[]", "☐"] {
        if t.starts_with(prefix) {
            return (lead + prefix.len(), end, Some(Mark::Wrong));
        }
    }
    let tail = |n: usize| t.len().checked_sub(n).and_then(|i| t.get(i..));
    // Only a closing bracket can end a written mark: most options are
    // ruled out before any lower-casing.
    let bracketed = t.ends_with([')', ']']);
    for suffix in [
        "(correct)",
        "[correct]",
        "(correct answer)",
        "(bonne réponse)",
        "(right)",
    ] {
        if bracketed && tail(suffix.len()).is_some_and(|end| end.to_lowercase() == suffix) {
            return (lead, end - suffix.len(), Some(Mark::Correct));
        }
    }
    for suffix in ["✓", "✔", "*", "[x]", "[X]"] {
        if let Some(rest) = t.strip_suffix(suffix) {
            // A trailing "*" after a number is a footnote as often as a
            // mark; only take it after a word.
            if suffix != "*" || rest.ends_with(|c: char| c.is_alphabetic() || c == ')') {
                return (lead, end - suffix.len(), Some(Mark::Correct));
            }
        }
    }
    (lead, end, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str) -> Option<KeyValue> {
        find_key_phrase(text, 0, text.len(), true).map(|k| k.value)
    }

    #[test]
    fn key_phrases_in_their_usual_forms() {
        assert_eq!(key("D) w Answer: B"), Some(KeyValue::Letters(vec![1])));
        assert_eq!(key("Ans: b"), Some(KeyValue::Letters(vec![1])));
        assert_eq!(key("Correct answer: (C)"), Some(KeyValue::Letters(vec![2])));
        assert_eq!(key("Answers: A, C"), Some(KeyValue::Letters(vec![0, 2])));
        assert_eq!(key("Answer: True"), Some(KeyValue::Truth(true)));
        assert_eq!(key("Réponse : Faux"), Some(KeyValue::Truth(false)));
        assert_eq!(
            key("Answer: Paris"),
            Some(KeyValue::Text("Paris".to_string()))
        );
    }

    #[test]
    fn answer_key_footers_are_not_keys() {
        assert_eq!(key("Answer Key - Do Not Distribute"), None);
    }

    #[test]
    fn key_blocks_map_numbers_to_letters() {
        let text = "…the end.\n\nAnswer key\n1-b, 2-c, 3-a 4-d";
        let blocks = find_key_blocks(text);
        assert_eq!(blocks.len(), 1);
        assert_eq!(
            blocks[0].keys,
            BTreeMap::from([(1, 1), (2, 2), (3, 0), (4, 3)])
        );
        assert_eq!(&text[blocks[0].start..blocks[0].start + 10], "Answer key");
        let table = "1. B  2. C  3. D";
        assert_eq!(find_key_blocks(table)[0].keys.len(), 3);
        let rows = "1 | A\n2 | C\n3 | B\n";
        assert_eq!(find_key_blocks(rows)[0].keys.len(), 3);
    }

    #[test]
    fn numeric_options_are_not_key_blocks() {
        assert!(find_key_blocks("(A) 3 (B) 4 (C) 5 (D) 6 (E) 7").is_empty());
        // One per line, the number ends a line and the next label starts
        // the next one: "1\nc" is not an entry.
        assert!(find_key_blocks("7. How many moons?\na. 0\nb. 1\nc. 2\nd. 3\n").is_empty());
    }

    #[test]
    fn numbered_questions_are_not_key_blocks() {
        assert!(find_key_blocks("1. What is a cell? 2. Why? 3. How?").is_empty());
    }

    #[test]
    fn section_lines_set_points() {
        let lines = find_points_lines("Part A: Each correct answer is worth 5. 1. The regular");
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].points, 5.0);
        let lines = find_points_lines("Section 2 - each question is worth 2.5 points");
        assert_eq!(lines[0].points, 2.5);
        // In capitals, in French, or with "=": the words looked for
        // before the pattern is compiled are matched in any case.
        let lines = find_points_lines("PART B: EACH ANSWER IS WORTH 2 POINTS");
        assert_eq!(lines[0].points, 2.0);
        let lines = find_points_lines("Partie 1 : chaque réponse VAUT 3 points");
        assert_eq!(lines[0].points, 3.0);
        let lines = find_points_lines("Section C (each = 4 marks)");
        assert_eq!(lines[0].points, 4.0);
        assert!(find_points_lines("Part of the section is about worthiness.").is_empty());
    }

    #[test]
    fn marks_on_options() {
        assert_eq!(strip_mark("*Paris"), ("Paris".into(), Some(Mark::Correct)));
        assert_eq!(strip_mark("Paris ✓"), ("Paris".into(), Some(Mark::Correct)));
        assert_eq!(
            strip_mark("Paris (correct)"),
            ("Paris".into(), Some(Mark::Correct))
        );
        assert_eq!(
            strip_mark("[x] Paris"),
            ("Paris".into(), Some(Mark::Correct))
        );
        assert_eq!(strip_mark("[ ] Rome"), ("Rome".into(), Some(Mark::Wrong)));
        assert_eq!(strip_mark("Rome"), ("Rome".into(), None));
    }

    #[test]
    fn furniture_is_found() {
        let text =
            "a follow-up meeting Answer Key - Do Not Distribute Copyright CompuScholar, Inc. Page";
        assert_eq!(&text[furniture_start(text).unwrap()..][..10], "Answer Key");
    }
}
