//! What the forge made of a text, kept for the next request about the same
//! text: the follow-ups page drafts each group's new questions from the
//! same passages on every preview (two or three times for one click), and
//! the "why these questions" page forges a quiz's whole source on every
//! view. The forge is deterministic, so a text and a count give the same
//! quiz every time; keeping it saves the work and an intake slot, which an
//! upload may need.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::make::Made;

/// The most text kept, over every entry (its quizzes are of that order).
const BUDGET_BYTES: usize = 16 << 20;

/// Longer texts are forged again each time: one would crowd out the rest.
const LONGEST_KEPT: usize = 1 << 20;

struct Entry {
    made: Arc<Made>,
    used: u64,
}

#[derive(Default)]
struct Inner {
    /// By count, then text.
    entries: BTreeMap<(usize, String), Entry>,
    clock: u64,
    bytes: usize,
}

/// Texts recently forged, the least recently used dropped first.
#[derive(Default)]
pub struct ForgedCache {
    inner: Mutex<Inner>,
}

impl std::fmt::Debug for ForgedCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        f.debug_struct("ForgedCache")
            .field("kept", &inner.entries.len())
            .field("bytes", &inner.bytes)
            .finish()
    }
}

impl ForgedCache {
    /// What the forge made of `text` asked for `count` questions, if kept.
    pub(crate) fn get(&self, text: &str, count: usize) -> Option<Arc<Made>> {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.clock += 1;
        let clock = inner.clock;
        // The key is owned; a lookup copies the text once (far cheaper
        // than forging it).
        let entry = inner.entries.get_mut(&(count, text.to_string()))?;
        entry.used = clock;
        Some(Arc::clone(&entry.made))
    }

    /// Keeps what the forge made of `text` for `count` questions.
    pub(crate) fn put(&self, text: String, count: usize, made: Arc<Made>) {
        let asked = text.len();
        let size = asked + made.text.len();
        if size > LONGEST_KEPT {
            return;
        }
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.clock += 1;
        let used = inner.clock;
        if let Some(old) = inner.entries.insert((count, text), Entry { made, used }) {
            inner.bytes -= asked + old.made.text.len();
        }
        inner.bytes += size;
        while inner.bytes > BUDGET_BYTES {
            let Some(oldest) = inner
                .entries
                .iter()
                .min_by_key(|(_, entry)| entry.used)
                .map(|(key, _)| key.clone())
            else {
                break;
            };
            if let Some(gone) = inner.entries.remove(&oldest) {
                inner.bytes -= oldest.1.len() + gone.made.text.len();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made(text: &str) -> Arc<Made> {
        Arc::new(Made {
            quiz: quizforge_core::Quiz::new("t", "en"),
            text: text.to_string(),
            warnings: Vec::new(),
            explanation: None,
            media: Vec::new(),
        })
    }

    #[test]
    fn a_text_is_found_again_by_its_text_and_count() {
        let cache = ForgedCache::default();
        cache.put("Basalt is a rock.".into(), 5, made("Basalt is a rock."));
        assert!(cache.get("Basalt is a rock.", 5).is_some());
        assert!(cache.get("Basalt is a rock.", 6).is_none(), "another count");
        assert!(cache.get("Basalt is a rock!", 5).is_none(), "another text");
    }

    #[test]
    fn the_least_recently_used_goes_when_the_budget_is_spent() {
        let cache = ForgedCache::default();
        let text = |c: char| c.to_string().repeat(LONGEST_KEPT / 2);
        // Each entry counts its text twice (asked and made): 1 MiB each.
        for c in ['a', 'b', 'c'] {
            cache.put(text(c), 1, made(&text(c)));
        }
        assert!(cache.get(&text('a'), 1).is_some(), "a used again");
        for c in "defghijklmnopqrs".chars() {
            cache.put(text(c), 1, made(&text(c)));
        }
        let inner = cache.inner.lock().unwrap();
        assert!(inner.bytes <= BUDGET_BYTES);
        drop(inner);
        assert!(
            cache.get(&text('b'), 1).is_none(),
            "b was the least recently used"
        );
        assert!(cache.get(&text('s'), 1).is_some());
        // Too long to keep.
        cache.put("x".repeat(LONGEST_KEPT), 1, made("x"));
        assert!(cache.get(&"x".repeat(LONGEST_KEPT), 1).is_none());
    }
}
