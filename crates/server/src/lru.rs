//! Entries kept within a budget, the least recently used dropped first:
//! what the results cache (`results/cache.rs`) and the forge cache
//! (`forged.rs`) both need, each with its own measure of an entry's size.

use std::collections::BTreeMap;

struct Slot<V> {
    value: V,
    size: usize,
    used: u64,
}

/// Values by key, their sizes adding up to at most `budget`.
pub(crate) struct Lru<K, V> {
    slots: BTreeMap<K, Slot<V>>,
    clock: u64,
    held: usize,
    budget: usize,
}

impl<K: Ord + Clone, V> Lru<K, V> {
    /// Empty, holding at most `budget` in all.
    pub(crate) const fn new(budget: usize) -> Self {
        Lru {
            slots: BTreeMap::new(),
            clock: 0,
            held: 0,
            budget,
        }
    }

    /// The value kept under `key`, if `fits` says it is still good; only
    /// then does it count as used.
    pub(crate) fn get_if(&mut self, key: &K, fits: impl FnOnce(&V) -> bool) -> Option<&V> {
        self.clock += 1;
        let clock = self.clock;
        let slot = self.slots.get_mut(key)?;
        if !fits(&slot.value) {
            return None;
        }
        slot.used = clock;
        Some(&slot.value)
    }

    /// Keeps `value` of `size` under `key` (replacing what was there),
    /// then drops the least recently used until the budget holds. A value
    /// larger than the whole budget is not kept, and what was there stays.
    pub(crate) fn insert(&mut self, key: K, value: V, size: usize) {
        if size > self.budget {
            return;
        }
        self.clock += 1;
        let used = self.clock;
        if let Some(old) = self.slots.insert(key, Slot { value, size, used }) {
            self.held -= old.size;
        }
        self.held += size;
        while self.held > self.budget {
            let Some(oldest) = self
                .slots
                .iter()
                .min_by_key(|(_, slot)| slot.used)
                .map(|(key, _)| key.clone())
            else {
                break;
            };
            self.remove(&oldest);
        }
    }

    /// Takes out the value kept under `key`.
    pub(crate) fn remove(&mut self, key: &K) -> Option<V> {
        let slot = self.slots.remove(key)?;
        self.held -= slot.size;
        Some(slot.value)
    }

    /// How many values are kept.
    pub(crate) fn len(&self) -> usize {
        self.slots.len()
    }

    /// The sizes of the values kept, added up.
    pub(crate) fn held(&self) -> usize {
        self.held
    }

    /// The keys kept, in order.
    #[cfg(test)]
    pub(crate) fn keys(&self) -> impl Iterator<Item = &K> {
        self.slots.keys()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_recently_used_goes_first_and_sizes_add_up() {
        let mut kept: Lru<u32, &str> = Lru::new(10);
        kept.insert(1, "one", 4);
        kept.insert(2, "two", 4);
        assert_eq!(kept.get_if(&1, |_| true), Some(&"one"), "1 used again");
        kept.insert(3, "three", 4);
        assert_eq!(kept.keys().copied().collect::<Vec<_>>(), [1, 3]);
        assert_eq!(kept.held(), 8);
        kept.insert(1, "uno", 2);
        assert_eq!(kept.held(), 6, "a replaced value's size is given back");
        kept.insert(4, "huge", 11);
        assert_eq!(kept.len(), 2, "larger than the budget: not kept");
        assert_eq!(kept.remove(&3), Some("three"));
        assert_eq!(kept.held(), 2);
    }

    #[test]
    fn a_value_that_no_longer_fits_is_not_counted_as_used() {
        let mut kept: Lru<u32, u32> = Lru::new(2);
        kept.insert(1, 10, 1);
        kept.insert(2, 20, 1);
        assert_eq!(kept.get_if(&1, |v| *v == 11), None);
        kept.insert(3, 30, 1);
        assert_eq!(
            kept.keys().copied().collect::<Vec<_>>(),
            [2, 3],
            "1 was not used by the look-up that refused it"
        );
    }
}
