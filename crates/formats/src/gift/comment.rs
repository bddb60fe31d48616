//! `[tag:…]` and `[id:…]` markers inside `//` comment lines.
//!
//! A marker may not span lines; `\]` stands for `]` inside it. When a
//! marker is never closed but contains `\]`, the last `\]` closes it (its
//! backslash becomes part of the value), which is what a backtracking
//! pattern match does.

/// The id number (first `[id:…]`) and tags (every `[tag:…]`) of a comment.
pub fn comment_metadata(comment: &str) -> (Option<String>, Vec<String>) {
    let idnumber = markers(comment, "[id:").into_iter().next();
    (idnumber, markers(comment, "[tag:"))
}

fn markers(comment: &str, opener: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(rel) = comment[from..].find(opener) {
        let start = from + rel + opener.len();
        match marker_end(&comment[start..]) {
            Some((raw_len, close_len)) => {
                let raw = &comment[start..start + raw_len];
                found.push(raw.replace("\\]", "]").trim().to_string());
                from = start + raw_len + close_len;
            }
            None => from = from + rel + 1,
        }
    }
    found
}

/// The length of a marker's value and of its closing `]`, when it closes.
fn marker_end(rest: &str) -> Option<(usize, usize)> {
    let bytes = rest.as_bytes();
    let mut last_escaped_bracket = None;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if bytes.get(i + 1) == Some(&b']') => {
                last_escaped_bracket = Some(i);
                i += 2;
            }
            b']' => return Some((i, 1)),
            b'\n' => break,
            _ => i += 1,
        }
    }
    // Unclosed: fall back to the last `\]`, its `]` closing the marker.
    last_escaped_bracket.map(|i| (i + 1, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_tags_and_id() {
        let (id, tags) = comment_metadata(
            "// [tag:  basic] Here is  \n// a [id:   four   ] que[tag:add   ]stion.",
        );
        assert_eq!(id.as_deref(), Some("four"));
        assert_eq!(tags, vec!["basic", "add"]);
    }

    #[test]
    fn a_marker_cannot_span_lines() {
        let (id, tags) = comment_metadata("// Ceci [tag:\n\\ frog].");
        assert_eq!(id, None);
        assert!(tags.is_empty());
    }

    #[test]
    fn escaped_brackets_are_kept() {
        assert_eq!(comment_metadata("// [id:i\\]d].").0.as_deref(), Some("i]d"));
        assert_eq!(comment_metadata("// [tag:t\\]ag].").1, vec!["t]ag"]);
    }

    #[test]
    fn an_unclosed_marker_closes_at_its_last_escaped_bracket() {
        assert_eq!(comment_metadata("[tag:a\\]b").1, vec!["a\\"]);
    }
}
