//! Small text helpers shared by the recognisers: spans, white space,
//! paragraph breaks and sentence ends. They work on byte offsets into the
//! original document so that every question can point back at its source.

/// The blank a question shows in place of its key.
pub const BLANK: &str = "_____";

/// The words of a typed blank's letter count, "(7 letters)", in the
/// languages the forge writes (`generate::initials`).
pub const LETTER_COUNT_WORDS: &[&str] = &["letters", "lettres", "letras", "Buchstaben"];

/// A prompt less its letter counts ("(6, 5 letters)", "(4-6 letters)"):
/// they say nothing of the document.
pub fn without_letter_counts(prompt: &str) -> String {
    let mut out = String::with_capacity(prompt.len());
    let mut rest = prompt;
    while let Some(open) = rest.find(" (") {
        let inside = &rest[open + 2..];
        let count = inside.find(')').and_then(|close| {
            let (numbers, word) = inside[..close].rsplit_once(' ')?;
            let numbers_only = !numbers.is_empty()
                && numbers
                    .chars()
                    .all(|c| c.is_ascii_digit() || matches!(c, ',' | '-' | ' '));
            (numbers_only && LETTER_COUNT_WORDS.contains(&word)).then_some(close)
        });
        match count {
            Some(close) => {
                out.push_str(&rest[..open]);
                rest = &inside[close + 1..];
            }
            None => {
                out.push_str(&rest[..open + 2]);
                rest = inside;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A prompt with every blank, the initial a typed blank shows before it
/// ("f_____ s_____") and its letter count turned to a space: what the
/// prompt says in words.
pub fn without_blanks(prompt: &str) -> String {
    let prompt: &str = &without_letter_counts(prompt);
    let mut out = String::with_capacity(prompt.len());
    let mut rest = prompt;
    while let Some(at) = rest.find(BLANK) {
        let mut head = &rest[..at];
        if let Some(initial) = head.chars().next_back().filter(|c| c.is_alphabetic()) {
            let before = &head[..head.len() - initial.len_utf8()];
            if !before
                .chars()
                .next_back()
                .is_some_and(char::is_alphanumeric)
            {
                head = before;
            }
        }
        out.push_str(head);
        out.push(' ');
        rest = &rest[at + BLANK.len()..];
    }
    out.push_str(rest);
    out
}

/// Folds every run of white space to one space and trims the ends.
pub fn squash(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Trims `start..end` of `text` to its first and last non-space characters.
pub fn trim_span(text: &str, start: usize, end: usize) -> (usize, usize) {
    let slice = &text[start..end];
    let lead = slice.len() - slice.trim_start().len();
    let trail = slice.len() - slice.trim_end().len();
    if lead == slice.len() {
        return (start, start);
    }
    (start + lead, end - trail)
}

/// The offset of the first paragraph break (a line holding only white space)
/// in `text[from..to]`, or `to` when there is none.
pub fn paragraph_end(text: &str, from: usize, to: usize) -> usize {
    if from >= to {
        return to;
    }
    let bytes = text.as_bytes();
    let mut i = from;
    // Jump from line break to line break (a vectorised search), rather
    // than testing every byte: pasted pages hold lines of many kilobytes.
    while let Some(at) = text[i..to].find('\n') {
        let newline = i + at;
        let mut j = newline + 1;
        while j < to && matches!(bytes[j], b' ' | b'\t' | b'\r') {
            j += 1;
        }
        if j < to && bytes[j] == b'\n' {
            return newline;
        }
        if j >= to {
            return to;
        }
        i = j;
    }
    to
}

/// Whether `offset` is at the start of a line (only spaces before it).
pub fn at_line_start(text: &str, offset: usize) -> bool {
    text[..offset]
        .bytes()
        .rev()
        .take_while(|b| *b != b'\n')
        .all(|b| b == b' ' || b == b'\t' || b == b'\r')
}

/// Words that end in a full stop without ending a sentence.
const ABBREVIATIONS: &[&str] = &[
    "mr", "mrs", "ms", "dr", "prof", "st", "sr", "jr", "vs", "etc", "e.g", "i.e", "eg", "ie", "no",
    "fig", "eq", "approx", "mt", "ft", "u.s", "u.k", "inc", "ltd", "co", "jan", "feb", "mar",
    "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "art", "p", "pp", "vol", "ch",
    "cf", "al", "gen", "gov", "mme", "mlle", "m", "av", "env", "chap", "ex", "ca", "a.d",
    // "Morris v. How": the "v." of a case name; "his Ph. D Thesis was on
    // …" (unseen set 96).
    "v", "ph",
];

/// Byte offsets where sentences start inside `text` (always including 0 for
/// non-empty text). A sentence ends at `.`, `!` or `?` (with closing quotes
/// or brackets) followed by white space and a capital, digit or opening
/// quote, unless the word before the stop is a known abbreviation or a
/// single capital letter (an initial).
pub fn sentence_starts(text: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    if text.trim().is_empty() {
        return starts;
    }
    starts.push(text.len() - text.trim_start().len());
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        if matches!(c, '.' | '!' | '?') {
            let mut j = i + 1;
            while j < chars.len() && matches!(chars[j].1, '"' | '\'' | '”' | '’' | ')' | ']') {
                j += 1;
            }
            let mut k = j;
            while k < chars.len() && chars[k].1.is_whitespace() {
                k += 1;
            }
            let spaced = k > j;
            let next_starts = k < chars.len()
                && (chars[k].1.is_uppercase()
                    || chars[k].1.is_ascii_digit()
                    || matches!(chars[k].1, '"' | '“' | '‘' | '(' | '¿' | '¡'));
            // "No. 5" is a number; "Generally, no. That answer …" ends
            // a sentence.
            // Asked only of a full stop before a capital or a digit.
            let answer_no = || {
                chars.get(k).is_some_and(|(_, next)| !next.is_ascii_digit())
                    && text[..at]
                        .rsplit(|ch: char| !ch.is_alphabetic())
                        .next()
                        .is_some_and(|w| w.eq_ignore_ascii_case("no"))
            };
            if spaced
                && next_starts
                && (c != '.'
                    || answer_no()
                    || !(ends_in_abbreviation(&text[..at])
                        || german_ordinal_date(&text[..at], &text[chars[k].0..])))
            {
                starts.push(chars[k].0);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    starts
}

/// Words a German ordinal number comes before: "am 26. April 1986", "im
/// 19. Jahrhundert" are no sentence ends.
const AFTER_GERMAN_ORDINALS: &[&str] = &[
    "Januar",
    "Jänner",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
    "Jahrhundert",
    "Jahrhunderts",
    "Jahrtausend",
    "Jahrtausends",
];

/// Whether the stop after `before` is that of a German ordinal (one or
/// two digits) before a month or a century (`after`).
fn german_ordinal_date(before: &str, after: &str) -> bool {
    let number = before
        .rsplit(|c: char| c.is_whitespace() || c == '(')
        .next()
        .unwrap_or("");
    let next = after
        .split(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("");
    (1..=2).contains(&number.len())
        && number.chars().all(|c| c.is_ascii_digit())
        && AFTER_GERMAN_ORDINALS.contains(&next)
}

fn ends_in_abbreviation(before: &str) -> bool {
    let word = before
        .rsplit(|c: char| c.is_whitespace() || c == '(')
        .next()
        .unwrap_or("");
    let lower = word.to_lowercase();
    if ABBREVIATIONS.contains(&lower.as_str()) {
        return true;
    }
    let mut letters = word.chars();
    // An initial such as the "S" in "Ulysses S. Grant".
    matches!((letters.next(), letters.next()), (Some(c), None) if c.is_uppercase())
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_prompt_without_its_blanks_or_their_initials() {
        assert_eq!(
            without_blanks("C_____ d_____ enters the leaf."),
            "    enters the leaf."
        );
        assert_eq!(without_blanks("The s_____-r_____ study"), "The  -  study");
        assert_eq!(
            without_blanks("In _____, the act passed."),
            "In  , the act passed."
        );
        // A letter inside a word is no initial.
        assert_eq!(without_blanks("ab_____ c"), "ab  c");
    }

    use super::*;

    #[test]
    fn a_letter_count_says_nothing_of_the_document() {
        assert_eq!(
            without_blanks("When the f_____ (7 letters) met in 1787, they argued."),
            "When the   met in 1787, they argued."
        );
        assert_eq!(
            without_blanks("Die S_____ (8 Buchstaben) hat der Staat (1848) übernommen."),
            "Die   hat der Staat (1848) übernommen."
        );
        assert_eq!(
            without_blanks("The W_____ H_____’s interest came first. (7, 10 letters)"),
            "The    ’s interest came first."
        );
        // Brackets of the text stay.
        assert_eq!(
            without_letter_counts("It holds (in 3 places) water."),
            "It holds (in 3 places) water."
        );
    }

    #[test]
    fn squash_folds_white_space() {
        assert_eq!(squash("  a \n\t b  "), "a b");
    }

    #[test]
    fn no_before_a_number_is_one_and_before_a_word_an_answer() {
        let text = "See No. 5 for the rule. Generally, no. That answer may surprise.";
        let starts = sentence_starts(text);
        assert_eq!(starts.len(), 3, "{starts:?}");
        assert_eq!(&text[starts[2]..], "That answer may surprise.");
    }

    #[test]
    fn the_v_of_a_case_name_ends_no_sentence() {
        let text = "The case of Morris v. How was decided in 1618. It mattered.";
        assert_eq!(sentence_starts(text), [0, 47]);
    }

    #[test]
    fn paragraph_end_finds_blank_lines() {
        let text = "one\ntwo\n\nthree";
        assert_eq!(paragraph_end(text, 0, text.len()), 7);
        assert_eq!(paragraph_end(text, 9, text.len()), text.len());
        let text = "one\n  \t\ntwo";
        assert_eq!(paragraph_end(text, 0, text.len()), 3);
    }

    #[test]
    fn sentences_skip_abbreviations_initials_and_decimals() {
        let text = "Dr. Smith paid $0.25 each. Ulysses S. Grant won. Why? Because e.g. it rained.";
        let starts = sentence_starts(text);
        let sentences: Vec<&str> = starts
            .iter()
            .zip(starts.iter().skip(1).chain([&text.len()]))
            .map(|(a, b)| text[*a..*b].trim())
            .collect();
        assert_eq!(
            sentences,
            [
                "Dr. Smith paid $0.25 each.",
                "Ulysses S. Grant won.",
                "Why?",
                "Because e.g. it rained."
            ]
        );
    }

    #[test]
    fn a_doctorate_written_ph_d_ends_no_sentence() {
        let text = "After that, his Ph. D Thesis was on acoustics. He left.";
        assert_eq!(sentence_starts(text), [0, text.find("He left").unwrap()]);
    }

    #[test]
    fn a_german_ordinal_before_a_month_or_a_century_ends_no_sentence() {
        let text = "Am 26. April 1986 kam es zum Unfall. Im 19. Jahrhundert fuhren Kutschen. Es waren 12. Danach kam der Zug.";
        let starts = sentence_starts(text);
        let sentences: Vec<&str> = starts
            .iter()
            .zip(starts.iter().skip(1).chain([&text.len()]))
            .map(|(&a, &b)| text[a..b].trim())
            .collect();
        assert_eq!(
            sentences,
            [
                "Am 26. April 1986 kam es zum Unfall.",
                "Im 19. Jahrhundert fuhren Kutschen.",
                "Es waren 12.",
                "Danach kam der Zug."
            ]
        );
    }

    #[test]
    fn french_era_abbreviations_end_no_sentence() {
        let text = "Les Romains fondent la ville en 43 av. J.-C. sur la colline. Elle grandit.";
        assert_eq!(
            sentence_starts(text).len(),
            2,
            "{:?}",
            sentence_starts(text)
        );
        let text = "La ville se développe et, en 27 av. J.-C., devient une capitale.";
        assert_eq!(sentence_starts(text), [0]);
    }
}
