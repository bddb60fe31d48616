//! GIFT text after escape processing.
//!
//! Moodle swaps each escape (`\\ \: \# \= \{ \} \~ \n`) for a placeholder
//! before parsing and back afterwards. We instead keep every character with
//! a flag saying whether it was escaped: an escaped `~` is text, a bare one
//! is syntax. Each unit also remembers its byte offset in the source, so
//! errors can point at the right place.

/// One character of a question block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Unit {
    pub ch: char,
    pub escaped: bool,
    pub at: usize,
}

impl Unit {
    /// Whether this is the syntax character `ch` (not an escaped one).
    pub fn is(self, ch: char) -> bool {
        !self.escaped && self.ch == ch
    }
}

/// The whitespace PHP's `trim` removes, which Moodle uses everywhere.
pub(crate) fn is_php_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r' | '\0' | '\x0B')
}

/// `trim` for plain strings, with PHP's set of spaces.
pub(crate) fn php_trim(s: &str) -> &str {
    s.trim_matches(is_php_space)
}

/// Turns `(text, offset)` pieces into units, resolving escapes.
pub(crate) fn unescape(chars: &[(char, usize)]) -> Vec<Unit> {
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let (ch, at) = chars[i];
        let literal = match chars.get(i + 1) {
            Some(&(next, _)) if ch == '\\' => match next {
                '\\' | ':' | '#' | '=' | '{' | '}' | '~' => Some(next),
                'n' => Some('\n'),
                _ => None,
            },
            _ => None,
        };
        if let Some(literal) = literal {
            out.push(Unit {
                ch: literal,
                escaped: true,
                at,
            });
            i += 2;
            continue;
        }
        out.push(Unit {
            ch,
            escaped: false,
            at,
        });
        i += 1;
    }
    out
}

/// Removes PHP spaces that were not escaped from both ends.
pub(crate) fn trim(s: &[Unit]) -> &[Unit] {
    let keep = |u: &Unit| u.escaped || !is_php_space(u.ch);
    let start = s.iter().position(keep).unwrap_or(s.len());
    let end = s.iter().rposition(keep).map_or(start, |i| i + 1);
    &s[start..end]
}

/// The first place where the unescaped characters of `pat` start.
pub(crate) fn find(s: &[Unit], pat: &str) -> Option<usize> {
    find_from(s, pat, 0)
}

/// Like [`find`], starting at `from`.
pub(crate) fn find_from(s: &[Unit], pat: &str, from: usize) -> Option<usize> {
    let pat: Vec<char> = pat.chars().collect();
    if pat.is_empty() || s.len() < pat.len() {
        return None;
    }
    (from..=s.len() - pat.len()).find(|&i| matches_at(s, &pat, i))
}

/// The last place where the unescaped characters of `pat` start.
pub(crate) fn rfind(s: &[Unit], pat: &str) -> Option<usize> {
    let pat: Vec<char> = pat.chars().collect();
    if pat.is_empty() || s.len() < pat.len() {
        return None;
    }
    (0..=s.len() - pat.len())
        .rev()
        .find(|&i| matches_at(s, &pat, i))
}

fn matches_at(s: &[Unit], pat: &[char], i: usize) -> bool {
    pat.iter().enumerate().all(|(k, &c)| s[i + k].is(c))
}

/// Whether `s` starts with the unescaped characters of `pat`.
pub(crate) fn starts_with(s: &[Unit], pat: &str) -> bool {
    let pat: Vec<char> = pat.chars().collect();
    s.len() >= pat.len() && matches_at(s, &pat, 0)
}

/// Splits on every unescaped `sep`, like PHP's `explode`.
pub(crate) fn split(s: &[Unit], sep: char) -> Vec<&[Unit]> {
    s.split(|u| u.is(sep)).collect()
}

/// Splits on unescaped `sep` into at most `limit` pieces.
pub(crate) fn splitn(s: &[Unit], sep: char, limit: usize) -> Vec<&[Unit]> {
    s.splitn(limit, |u| u.is(sep)).collect()
}

/// The text of the units, escapes resolved.
pub(crate) fn text(s: &[Unit]) -> String {
    s.iter().map(|u| u.ch).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(s: &str) -> Vec<Unit> {
        let chars: Vec<(char, usize)> = s.char_indices().map(|(i, c)| (c, i)).collect();
        unescape(&chars)
    }

    #[test]
    fn escapes_become_literal_characters() {
        let u = units(r"a\~b\\~c\qd\n");
        assert_eq!(text(&u), "a~b\\~c\\qd\n");
        let bare: Vec<usize> = (0..u.len()).filter(|&i| u[i].is('~')).collect();
        assert_eq!(bare, vec![4]);
    }

    #[test]
    fn a_backslash_pair_cannot_escape_the_next_character() {
        let u = units(r"\\{");
        assert_eq!(u.len(), 2);
        assert!(u[1].is('{'));
    }

    #[test]
    fn trim_keeps_escaped_newlines() {
        let u = units(" a\\n ");
        assert_eq!(text(trim(&u)), "a\n");
    }

    #[test]
    fn find_skips_escaped_characters() {
        let u = units(r"a\::b::c");
        assert_eq!(find(&u, "::"), Some(4));
        assert_eq!(rfind(&u, "::"), Some(4));
    }
}
