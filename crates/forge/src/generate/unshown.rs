//! The part of a defined term its own sentence does not show, to be asked
//! for alone.

use super::analysis::Sentence;
use super::realise::{Context, Key};

impl Context<'_> {
    /// The part of a defined term the rest of its sentence does not show:
    /// "DNA supercoiling refers to the process by which DNA is twisted …"
    /// shows "DNA", so it asks for "supercoiling" ("DNA _____ refers to
    /// …"). The words shown must stand together at one end of the term,
    /// and what is left must be words worth typing.
    pub(super) fn unshown_part(&self, sentence: &Sentence, key: &Key, prompt: &str) -> Option<Key> {
        let words: Vec<(usize, &str)> = key
            .text
            .split(' ')
            .scan(0usize, |at, w| {
                let start = *at;
                *at += w.len() + 1;
                Some((start, w))
            })
            .filter(|(_, w)| !w.is_empty())
            .collect();
        if words.len() < 2 {
            return None;
        }
        let prompt_stems = self.stems.content_stems(prompt, self.lang);
        // Shown by its stem, or by a word of the prompt it opens with, as
        // `leaks` finds it ("organization" shows "organizational", whose
        // stem is another).
        let stop = |w: &str| crate::nlp::is_stop_word(&w.to_lowercase(), self.lang);
        let shown: Vec<bool> = words
            .iter()
            .map(|(_, w)| {
                let lower = w.to_lowercase();
                self.stems
                    .content_stems(w, self.lang)
                    .iter()
                    .any(|stem| prompt_stems.contains(stem))
                    || prompt_stems
                        .iter()
                        .any(|p| p.chars().count() >= 4 && lower.starts_with(p.as_str()))
            })
            .collect();
        // A little word joins the shown part to the hidden one ("family
        // of orientation" asks for "orientation"); it is no part of the
        // answer.
        let first_hidden = (0..words.len()).find(|&i| !shown[i] && !stop(words[i].1))?;
        let last_hidden = (0..words.len()).rfind(|&i| !shown[i] && !stop(words[i].1))?;
        // Shown words only at the ends: "DNA supercoiling", not "pattern
        // recognition receptors" with "recognition" alone hidden between.
        if shown[first_hidden..=last_hidden].iter().any(|s| *s)
            || (first_hidden == 0 && last_hidden == words.len() - 1)
        {
            return None;
        }
        let start = words[first_hidden].0;
        let (last_start, last_word) = words[last_hidden];
        let end = last_start + last_word.len();
        let text = &key.text[start..end];
        let letters = text.chars().filter(|c| c.is_alphabetic()).count();
        if letters < 4
            || text
                .split(' ')
                .any(|w| crate::nlp::is_stop_word(w, self.lang))
        {
            return None;
        }
        let narrow = Key {
            start: key.start + start,
            end: key.start + end,
            text: text.to_string(),
        };
        let narrowed = self.cloze(sentence, &narrow);
        (!self.leaks(&narrowed, &narrow.text)).then_some(narrow)
    }
}
