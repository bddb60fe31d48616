//! Slowing password guessing without locking the owner out.
//!
//! A hard lock per account ("5 failures, then 15 minutes of refusals, right
//! password or not") lets anyone lock any teacher out by typing wrong
//! passwords at their e-mail. So failures are counted per pair (account and
//! client address): past a few free tries, each further try from that pair
//! must wait twice as long as the last (1 s, 2 s, 4 s… at most 5 minutes).
//! The attacker's own address is slowed; the teacher at another address is
//! not. Two wider counters catch attacks spread over many addresses or
//! many accounts, with the same back-off; the one per account is skipped
//! for a known device: a browser holding a `qf_device` cookie from an
//! earlier successful sign-in to that account.
//!
//! Everything is kept in the store's sign-in failure log (a key and a time
//! per event); a known device is logged there under its own key, once,
//! when it signs in.

use quizforge_store::{Store, now};

use crate::AppState;
use crate::error::{AppError, Result};
use crate::security::token_hash;

/// The cookie that marks a browser that signed in to an account before.
pub const DEVICE_COOKIE: &str = "qf_device";
/// How long a device stays known without signing in again.
pub const DEVICE_SECONDS: i64 = 365 * 24 * 3600;
/// The window failures are counted in.
pub const WINDOW_SECONDS: i64 = 15 * 60;
/// The longest wait between tries.
pub const MAX_WAIT_SECONDS: i64 = 5 * 60;
/// Free tries per account and address before the back-off starts.
pub const FREE_PER_PAIR: u64 = 3;
/// Free tries per account, from every address together (distributed
/// guessing); not applied to a known device.
pub const FREE_PER_ACCOUNT: u64 = 20;
/// Free tries per address, for every account together (password spraying;
/// a school shares one address, so this is higher).
pub const FREE_PER_ADDRESS: u64 = 50;

/// The keys one sign-in attempt is counted under.
pub struct Keys {
    pair: String,
    account: String,
    address: String,
    device: Option<String>,
}

impl Keys {
    /// The keys of an attempt at `email` from `address`, with the device
    /// cookie if the browser sent one.
    pub fn new(email: &str, address: &str, device: Option<&str>) -> Self {
        Keys {
            pair: format!("pair:{email}|{address}"),
            account: format!("account:{email}"),
            address: format!("address:{address}"),
            device: device
                .filter(|token| token.len() == 64)
                .map(|token| format!("device:{email}|{}", token_hash(token))),
        }
    }
}

/// The wait after `failures` failures when `free` are free: none, then
/// 1 s, 2 s, 4 s… up to [`MAX_WAIT_SECONDS`].
pub fn wait_after(failures: u64, free: u64) -> i64 {
    match failures.checked_sub(free) {
        None => 0,
        Some(over) => 1i64
            .checked_shl(u32::try_from(over).unwrap_or(u32::MAX))
            .unwrap_or(i64::MAX)
            .min(MAX_WAIT_SECONDS),
    }
}

/// Refuses an attempt that comes before its wait is over, saying how long
/// to wait.
pub async fn check(state: &AppState, keys: &Keys) -> Result<()> {
    let now = now();
    let since = now - WINDOW_SECONDS;
    let known = match &keys.device {
        Some(device) => {
            state
                .store
                .sign_in_failures(device, now - DEVICE_SECONDS)
                .await?
                > 0
        }
        None => false,
    };
    let mut counters = vec![
        (&keys.pair, FREE_PER_PAIR),
        (&keys.address, FREE_PER_ADDRESS),
    ];
    if !known {
        counters.push((&keys.account, FREE_PER_ACCOUNT));
    }
    for (key, free) in counters {
        let failures = state.store.sign_in_failures(key, since).await?;
        let wait = wait_after(failures, free);
        // Was the last failure less than `wait` ago?
        if wait > 0 && state.store.sign_in_failures(key, now - wait).await? > 0 {
            return Err(AppError::TooManyAttempts(wait));
        }
    }
    Ok(())
}

/// Counts a failed attempt.
pub async fn failed(state: &AppState, keys: &Keys) -> Result<()> {
    state
        .store
        .record_sign_in_failure(
            &[
                keys.pair.clone(),
                keys.account.clone(),
                keys.address.clone(),
            ],
            now(),
        )
        .await?;
    Ok(())
}

/// A successful sign-in: the pair starts afresh (the account and address
/// counters keep counting other people's failures).
pub async fn succeeded(state: &AppState, keys: &Keys) -> Result<()> {
    state.store.clear_sign_in_failures(&keys.pair).await?;
    Ok(())
}

/// Marks the device `token` as known for `email` (after a successful
/// sign-in on the page).
pub async fn remember_device(state: &AppState, email: &str, token: &str) -> Result<()> {
    let key = format!("device:{email}|{}", token_hash(token));
    state.store.clear_sign_in_failures(&key).await?;
    state.store.record_sign_in_failure(&[key], now()).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_past_the_free_tries_up_to_the_cap() {
        let waits: Vec<i64> = (0..8).map(|n| wait_after(n, 3)).collect();
        assert_eq!(waits, [0, 0, 0, 1, 2, 4, 8, 16]);
        assert_eq!(wait_after(3 + 20, 3), MAX_WAIT_SECONDS);
        assert_eq!(wait_after(u64::MAX, 3), MAX_WAIT_SECONDS);
    }
}
