//! Splitting a long question stem into its parts: a heading (the topic), a
//! passage (the stimulus) and the question sentence (the prompt).
//!
//! History and reading worksheets often write `1. Battle of Lexington At the
//! Battle of Lexington in 1775, … Why is …?`: a heading, a passage, then the
//! question. The words stay the teacher's; only their roles are separated.

use crate::text::{sentence_starts, squash};

/// The parts of a stem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StemParts {
    /// A heading that opened the stem.
    pub topic: Option<String>,
    /// The passage before the question sentence.
    pub stimulus: Option<String>,
    /// The question itself.
    pub prompt: String,
}

/// Capitalised words that start a sentence rather than continue a heading.
const SENTENCE_OPENERS: &[&str] = &[
    "In",
    "On",
    "At",
    "After",
    "During",
    "Much",
    "The",
    "A",
    "An",
    "This",
    "These",
    "Before",
    "When",
    "While",
    "Many",
    "Most",
    "Some",
    "Although",
    "Following",
    "From",
    "By",
    "As",
    "For",
    "With",
    "Under",
    "Between",
    "Since",
    "Throughout",
    "Early",
    "Near",
    "It",
    "They",
    "There",
    "Le",
    "La",
    "Les",
    "En",
    "Au",
    "Après",
    "Pendant",
    "Dans",
    "Lors",
    "Un",
    "Une",
];

/// Small words allowed inside a heading.
const HEADING_CONNECTORS: &[&str] = &[
    "of", "the", "and", "de", "du", "des", "la", "le", "et", "for", "to", "on", "in", "a", "an",
];

/// A passage this long (in sentences and bytes) is a stimulus even without
/// a heading.
const PASSAGE_SENTENCES: usize = 3;
const PASSAGE_BYTES: usize = 300;

/// Splits `stem` into heading, passage and question.
pub fn split_stem(stem: &str) -> StemParts {
    let stem = squash(stem);
    let whole = || StemParts {
        topic: None,
        stimulus: None,
        prompt: stem.clone(),
    };
    let starts = sentence_starts(&stem);
    let Some(&last) = starts.last() else {
        return whole();
    };
    let question = stem[last..].trim();
    let heading_end = heading_end(&stem);
    if !question.ends_with('?') {
        return whole();
    }
    if let Some(end) = heading_end.filter(|&end| end <= last) {
        // The heading is glued to the first sentence, so the question may
        // start right after it.
        let passage = stem[end..last].trim();
        let question_start = if passage.is_empty() { end } else { last };
        return StemParts {
            topic: Some(stem[..end].trim().to_string()),
            stimulus: (!passage.is_empty()).then(|| passage.to_string()),
            prompt: stem[question_start..].trim().to_string(),
        };
    }
    let passage = stem[..last].trim();
    if starts.len() > PASSAGE_SENTENCES && passage.len() >= PASSAGE_BYTES {
        return StemParts {
            topic: None,
            stimulus: Some(passage.to_string()),
            prompt: question.to_string(),
        };
    }
    whole()
}

/// Where a Title-Case heading at the start of `stem` ends, if there is one:
/// capitalised words (and small connectors) followed by a capitalised
/// sentence opener such as "In" or "After".
fn heading_end(stem: &str) -> Option<usize> {
    let mut offset = 0;
    let mut words = 0;
    let mut last_capital_end = None;
    for word in stem.split(' ') {
        let start = offset;
        offset += word.len() + 1;
        if words > 0 && SENTENCE_OPENERS.contains(&word) {
            return last_capital_end.filter(|_| words <= 12);
        }
        let capital = word.starts_with(|c: char| c.is_uppercase());
        let clean = word
            .trim_end_matches("’s")
            .trim_end_matches("'s")
            .chars()
            .all(|c| c.is_alphabetic() || c == '-');
        if capital && clean {
            last_capital_end = Some(start + word.len());
        } else if !(HEADING_CONNECTORS.contains(&word) && words > 0) {
            return None;
        }
        words += 1;
        if words > 12 {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heading_passage_and_question_are_separated() {
        let parts = split_stem(
            "Battle of Lexington At the Battle of Lexington in 1775, British soldiers and colonial militia faced each other. A shot was fired. Why is the Battle of Lexington still considered the start?",
        );
        assert_eq!(parts.topic.as_deref(), Some("Battle of Lexington"));
        assert_eq!(
            parts.stimulus.as_deref(),
            Some(
                "At the Battle of Lexington in 1775, British soldiers and colonial militia faced each other. A shot was fired."
            )
        );
        assert_eq!(
            parts.prompt,
            "Why is the Battle of Lexington still considered the start?"
        );
    }

    #[test]
    fn headings_may_hold_small_words_and_possessives() {
        let parts = split_stem(
            "Thomas Paine’s Common Sense In 1776, Thomas Paine published Common Sense. How did this pamphlet most influence colonial thinking?",
        );
        assert_eq!(parts.topic.as_deref(), Some("Thomas Paine’s Common Sense"));
        let parts = split_stem(
            "Washington Crosses the Delaware and Battle of Trenton In December 1776, George Washington led his army. Which statement best explains why?",
        );
        assert_eq!(
            parts.topic.as_deref(),
            Some("Washington Crosses the Delaware and Battle of Trenton")
        );
    }

    #[test]
    fn short_problems_stay_whole() {
        let stem = "A jar contains 267 quarters. One quarter is worth $0.25. How many quarters must be added?";
        let parts = split_stem(stem);
        assert_eq!(parts.prompt, stem);
        assert_eq!(parts.topic, None);
        assert_eq!(parts.stimulus, None);
        let stem = "The regular pentagon shown has a side length of 2 cm. The perimeter of the pentagon is";
        assert_eq!(split_stem(stem).prompt, stem);
    }
}
