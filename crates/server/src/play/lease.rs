//! A game this process hosts under a lease (several processes on one
//! PostgreSQL database; docs/deploy.md).
//!
//! The lease's expiry is kept in the database's clock; here the process
//! keeps its own, shorter, view of it in its monotonic clock: the lease is
//! trusted until `margin` before the expiry counted from the moment the
//! last successful renewal was *sent* (the database computed its expiry
//! later than that, so this deadline always falls before the one another
//! process waits for). Past it the game takes no answer and no state
//! change, so a process paused or cut off stops writing before anyone may
//! take its games over; the generation check in the database
//! ([`quizforge_store::PlayWrite::Fence`]) refuses whatever still arrives
//! from it after a takeover.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How a process holds its leases.
#[derive(Debug, Clone)]
pub struct LeaseSettings {
    /// This process's id in the lease rows (random per start).
    pub node: String,
    /// The address the other processes reach this one at (`host:port`).
    pub address: String,
    /// How long a lease lasts without renewal.
    pub ttl: Duration,
}

impl LeaseSettings {
    /// How often leases are renewed (and orphaned games looked for).
    pub fn renew_every(&self) -> Duration {
        self.ttl / 4
    }

    /// How long before the database's expiry this process stops trusting
    /// its lease.
    pub fn margin(&self) -> Duration {
        self.ttl / 4
    }

    /// The lease's length in milliseconds, as the store takes it.
    pub fn ttl_ms(&self) -> i64 {
        i64::try_from(self.ttl.as_millis()).unwrap_or(i64::MAX)
    }
}

/// The lease one loaded game is held under.
#[derive(Debug)]
pub struct Holding {
    /// The fencing token every write of the game carries.
    pub generation: i64,
    /// Until when this process trusts the lease; `None` once given up.
    until: Mutex<Option<Instant>>,
}

impl Holding {
    /// A lease taken (or renewed) by a request sent at `sent`.
    pub fn new(generation: i64, sent: Instant, settings: &LeaseSettings) -> Self {
        Self {
            generation,
            until: Mutex::new(Some(deadline(sent, settings))),
        }
    }

    /// Whether the game may still take answers and changes here.
    pub fn valid(&self) -> bool {
        self.until().is_some_and(|until| Instant::now() < until)
    }

    /// A renewal sent at `sent` succeeded.
    pub fn extend(&self, sent: Instant, settings: &LeaseSettings) {
        let mut until = self.until.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(current) = until.as_mut() {
            *current = (*current).max(deadline(sent, settings));
        }
    }

    /// The lease is lost or given up: nothing more is written under it.
    pub fn revoke(&self) {
        *self.until.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }

    fn until(&self) -> Option<Instant> {
        *self.until.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn deadline(sent: Instant, settings: &LeaseSettings) -> Instant {
    sent + settings.ttl.saturating_sub(settings.margin())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(ms: u64) -> LeaseSettings {
        LeaseSettings {
            node: "n".into(),
            address: "127.0.0.1:1".into(),
            ttl: Duration::from_millis(ms),
        }
    }

    #[test]
    fn a_lease_is_trusted_until_its_margin_before_expiry() {
        let settings = settings(4_000);
        let now = Instant::now();
        let holding = Holding::new(3, now, &settings);
        assert!(holding.valid());
        assert_eq!(holding.until(), Some(now + Duration::from_millis(3_000)));
        // A renewal sent earlier than the last one never shortens it.
        holding.extend(now - Duration::from_secs(1), &settings);
        assert_eq!(holding.until(), Some(now + Duration::from_millis(3_000)));
        holding.extend(now + Duration::from_secs(1), &settings);
        assert_eq!(holding.until(), Some(now + Duration::from_millis(4_000)));
        holding.revoke();
        assert!(!holding.valid());
        holding.extend(now + Duration::from_secs(2), &settings);
        assert!(!holding.valid(), "a lease given up stays given up");
        let expired = Holding::new(1, now - Duration::from_secs(5), &settings);
        assert!(!expired.valid());
    }
}
