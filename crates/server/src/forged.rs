//! What the forge made of a text, kept for the next request about the same
//! text: the follow-ups page drafts each group's new questions from the
//! same passages on every preview (two or three times for one click), and
//! the "why these questions" page forges a quiz's whole source on every
//! view. The forge is deterministic, so a text and a count give the same
//! quiz every time; keeping it saves the work and an intake slot, which an
//! upload may need.

use std::sync::{Arc, Mutex};

use crate::lru::Lru;
use crate::make::Made;

/// The most text kept, over every entry (its quizzes are of that order).
const BUDGET_BYTES: usize = 16 << 20;

/// Longer texts are forged again each time: one would crowd out the rest.
const LONGEST_KEPT: usize = 1 << 20;

/// Texts recently forged (by count, then text), the least recently used
/// dropped first; an entry weighs its text and the text it was made of.
pub struct ForgedCache {
    inner: Mutex<Lru<(usize, String), Arc<Made>>>,
}

impl Default for ForgedCache {
    fn default() -> Self {
        ForgedCache {
            inner: Mutex::new(Lru::new(BUDGET_BYTES)),
        }
    }
}

impl std::fmt::Debug for ForgedCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        f.debug_struct("ForgedCache")
            .field("kept", &inner.len())
            .field("bytes", &inner.held())
            .finish()
    }
}

impl ForgedCache {
    /// What the forge made of `text` asked for `count` questions, if kept.
    pub(crate) fn get(&self, text: &str, count: usize) -> Option<Arc<Made>> {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        // The key is owned; a lookup copies the text once (far cheaper
        // than forging it).
        inner
            .get_if(&(count, text.to_string()), |_| true)
            .map(Arc::clone)
    }

    /// Keeps what the forge made of `text` for `count` questions.
    pub(crate) fn put(&self, text: String, count: usize, made: Arc<Made>) {
        let size = text.len() + made.text.len();
        if size > LONGEST_KEPT {
            return;
        }
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.insert((count, text), made, size);
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
        assert!(inner.held() <= BUDGET_BYTES);
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
