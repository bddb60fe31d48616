//! Rate limits on what anyone may ask without an account: joining a game,
//! looking a code up, signing up (signing in has its own back-off,
//! `throttle.rs`), and guessing a roster PIN.
//!
//! Each limit is a token bucket: a key (a client address, a game) starts
//! with `burst` tokens, each request takes one, and tokens come back at
//! `per_minute`. A request that finds the bucket empty is refused with
//! 429 and a `Retry-After` of the seconds until a token is back. The
//! buckets live in this process's memory (several processes on one
//! database each keep their own: a client gets at most that many times
//! the limit) and are forgotten on restart, which is fine for limits
//! measured in seconds and minutes.
//!
//! The defaults let a whole class join at once from one school address
//! (a NAT gives every pupil the same address): 200 joins from one address
//! into one game without waiting, then one a second; 600 joins into one game, then five
//! a second. What they stop is the flood measured before: 680 joins and
//! 822 code guesses a second from one client.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

use crate::AppState;
use crate::error::AppError;

/// One limit: a bucket of `burst` tokens refilled at `per_minute`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    /// Requests allowed at once, from a full bucket.
    pub burst: u32,
    /// Tokens given back each minute.
    pub per_minute: u32,
}

impl Rate {
    /// A limit that never refuses.
    pub const UNLIMITED: Rate = Rate {
        burst: u32::MAX,
        per_minute: u32::MAX,
    };
}

/// Every limit, with defaults for a school.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RateLimits {
    /// Joins (web form and API) from one client address into one game.
    pub joins_per_address: Rate,
    /// Joins into one game, from every address.
    pub joins_per_game: Rate,
    /// Lookups of a code with no game from one client address (the join
    /// page, the play page, the join API): guessing codes.
    pub code_misses_per_address: Rate,
    /// Sign-ups (page and API) from one client address.
    pub signups_per_address: Rate,
    /// Wrong roster PINs from one client address in one game, for any
    /// student.
    pub wrong_pins_per_address: Rate,
    /// Wrong PINs for one roster student, from every address.
    pub wrong_pins_per_student: Rate,
}

impl Default for RateLimits {
    fn default() -> Self {
        Self {
            joins_per_address: Rate {
                burst: 200,
                per_minute: 60,
            },
            joins_per_game: Rate {
                burst: 600,
                per_minute: 300,
            },
            code_misses_per_address: Rate {
                burst: 30,
                per_minute: 20,
            },
            signups_per_address: Rate {
                burst: 20,
                per_minute: 2,
            },
            wrong_pins_per_address: Rate {
                burst: 100,
                per_minute: 20,
            },
            wrong_pins_per_student: Rate {
                burst: 10,
                per_minute: 2,
            },
        }
    }
}

impl RateLimits {
    /// No limits (load tests: thousands of players from one address).
    pub fn off() -> Self {
        Self {
            joins_per_address: Rate::UNLIMITED,
            joins_per_game: Rate::UNLIMITED,
            code_misses_per_address: Rate::UNLIMITED,
            signups_per_address: Rate::UNLIMITED,
            wrong_pins_per_address: Rate::UNLIMITED,
            wrong_pins_per_student: Rate::UNLIMITED,
        }
    }
}

/// What a bucket counts; part of its key, so one address has a bucket
/// of each kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    JoinFromAddress,
    JoinIntoGame,
    CodeMiss,
    SignUp,
    WrongPinFromAddress,
    WrongPinForStudent,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// How many buckets are kept before old ones are forgotten.
const PRUNE_AT: usize = 50_000;
/// A bucket untouched this long is forgotten when pruning.
const FORGET_AFTER: std::time::Duration = std::time::Duration::from_secs(3600);

/// The buckets of every limit.
#[derive(Debug, Default)]
pub struct Limiter {
    buckets: Mutex<HashMap<(Kind, String), Bucket>>,
}

impl Limiter {
    /// Takes a token from the bucket of `kind` and `key`: `Ok` if there
    /// was one, or the whole seconds to wait until there is.
    pub fn take(&self, kind: Kind, key: &str, rate: Rate) -> Result<(), i64> {
        self.take_at(kind, key, rate, Instant::now())
    }

    /// Whether the bucket has a token, without taking it.
    pub fn check(&self, kind: Kind, key: &str, rate: Rate) -> Result<(), i64> {
        if rate == Rate::UNLIMITED {
            return Ok(());
        }
        let now = Instant::now();
        let buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        match buckets.get(&(kind, key.to_string())) {
            Some(bucket) => wait_for(refilled(*bucket, rate, now), rate),
            None => Ok(()),
        }
    }

    fn take_at(&self, kind: Kind, key: &str, rate: Rate, now: Instant) -> Result<(), i64> {
        if rate == Rate::UNLIMITED {
            return Ok(());
        }
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() >= PRUNE_AT {
            // Forget the buckets that have filled up again: a new one
            // starts full, so nothing changes for their keys (every
            // default refills within the hour).
            buckets.retain(|_, bucket| now.saturating_duration_since(bucket.at) < FORGET_AFTER);
        }
        let bucket = buckets.entry((kind, key.to_string())).or_insert(Bucket {
            tokens: f64::from(rate.burst),
            at: now,
        });
        let tokens = refilled(*bucket, rate, now);
        wait_for(tokens, rate)?;
        *bucket = Bucket {
            tokens: tokens - 1.0,
            at: now,
        };
        Ok(())
    }
}

/// The client's address, as the sign-in throttle counts it
/// ([`crate::auth::client_address`]), for handlers that rate-limit.
#[derive(Debug, Clone)]
pub struct ClientAddress(pub String);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _state: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(ClientAddress(crate::auth::client_address(
            &parts.extensions,
        )))
    }
}

/// Takes a token of `kind` for `key` under the app's limits, or refuses
/// with 429 and the wait.
pub fn limit(state: &AppState, kind: Kind, key: &str) -> Result<(), AppError> {
    let rate = rate_of(&state.config.rate_limits, kind);
    state
        .limiter
        .take(kind, key, rate)
        .map_err(AppError::TooManyRequests)
}

/// Refuses with 429 if the bucket of `kind` for `key` is empty, taking
/// nothing (a wrong PIN takes its token only once found wrong).
pub fn check(state: &AppState, kind: Kind, key: &str) -> Result<(), AppError> {
    let rate = rate_of(&state.config.rate_limits, kind);
    state
        .limiter
        .check(kind, key, rate)
        .map_err(AppError::TooManyRequests)
}

fn rate_of(limits: &RateLimits, kind: Kind) -> Rate {
    match kind {
        Kind::JoinFromAddress => limits.joins_per_address,
        Kind::JoinIntoGame => limits.joins_per_game,
        Kind::CodeMiss => limits.code_misses_per_address,
        Kind::SignUp => limits.signups_per_address,
        Kind::WrongPinFromAddress => limits.wrong_pins_per_address,
        Kind::WrongPinForStudent => limits.wrong_pins_per_student,
    }
}

/// The tokens of `bucket` at `now`.
fn refilled(bucket: Bucket, rate: Rate, now: Instant) -> f64 {
    let seconds = now.saturating_duration_since(bucket.at).as_secs_f64();
    (bucket.tokens + seconds * f64::from(rate.per_minute) / 60.0).min(f64::from(rate.burst))
}

/// `Ok` with a token in hand, or the whole seconds until one is back.
fn wait_for(tokens: f64, rate: Rate) -> Result<(), i64> {
    if tokens >= 1.0 {
        return Ok(());
    }
    if rate.per_minute == 0 {
        return Err(3600);
    }
    let seconds = (1.0 - tokens) * 60.0 / f64::from(rate.per_minute);
    // At least a second; never a wait of hours for a misconfiguration.
    Err((seconds.ceil() as i64).clamp(1, 3600))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    const RATE: Rate = Rate {
        burst: 3,
        per_minute: 60,
    };

    #[test]
    fn a_burst_is_allowed_then_one_a_second() {
        let limiter = Limiter::default();
        let start = Instant::now();
        for _ in 0..3 {
            assert_eq!(limiter.take_at(Kind::SignUp, "a", RATE, start), Ok(()));
        }
        assert_eq!(limiter.take_at(Kind::SignUp, "a", RATE, start), Err(1));
        // Another key and another kind have their own buckets.
        assert_eq!(limiter.take_at(Kind::SignUp, "b", RATE, start), Ok(()));
        assert_eq!(limiter.take_at(Kind::CodeMiss, "a", RATE, start), Ok(()));
        let later = start + Duration::from_millis(1000);
        assert_eq!(limiter.take_at(Kind::SignUp, "a", RATE, later), Ok(()));
        assert_eq!(limiter.take_at(Kind::SignUp, "a", RATE, later), Err(1));
        // Refills stop at the burst.
        let much_later = start + Duration::from_secs(3600);
        for _ in 0..3 {
            assert_eq!(limiter.take_at(Kind::SignUp, "a", RATE, much_later), Ok(()));
        }
        assert!(
            limiter
                .take_at(Kind::SignUp, "a", RATE, much_later)
                .is_err()
        );
    }

    #[test]
    fn the_wait_is_the_time_until_a_token_is_back() {
        let slow = Rate {
            burst: 1,
            per_minute: 2,
        };
        let limiter = Limiter::default();
        let start = Instant::now();
        assert_eq!(limiter.take_at(Kind::SignUp, "a", slow, start), Ok(()));
        assert_eq!(limiter.take_at(Kind::SignUp, "a", slow, start), Err(30));
        let never = Rate {
            burst: 0,
            per_minute: 0,
        };
        assert_eq!(limiter.take_at(Kind::SignUp, "z", never, start), Err(3600));
    }

    #[test]
    fn the_defaults_let_a_class_join_at_once_from_one_address() {
        let limits = RateLimits::default();
        let limiter = Limiter::default();
        let now = Instant::now();
        for _ in 0..35 {
            assert_eq!(
                limiter.take_at(Kind::JoinFromAddress, "nat", limits.joins_per_address, now),
                Ok(())
            );
            assert_eq!(
                limiter.take_at(Kind::JoinIntoGame, "1", limits.joins_per_game, now),
                Ok(())
            );
        }
    }

    #[test]
    fn unlimited_never_refuses() {
        let limiter = Limiter::default();
        let now = Instant::now();
        for _ in 0..10_000 {
            assert_eq!(
                limiter.take_at(Kind::JoinFromAddress, "a", Rate::UNLIMITED, now),
                Ok(())
            );
        }
    }
}
