//! Sign-up that does not say which e-mails have an account.
//!
//! quizforge cannot send e-mail, so it cannot confirm an address before
//! saying anything about it. Instead a sign-up is answered the same way
//! whether the address was free or not: the same status, the same
//! redirect (to the sign-in page, which says "if this address had no
//! account, it has one now"), no cookie, and the same work done (the
//! password is hashed and an insert is tried in both cases, so the time
//! taken does not tell either). The owner of an existing account signs
//! in with their own password on the next page; someone who typed
//! another person's address learns nothing and gets no session. The API
//! answers `202 Accepted` with the same body in both cases.
//!
//! What is still told at once does not depend on who has an account: an
//! e-mail that is not one, a password that is too short or too common.
//! Sign-ups are rate-limited per client address (`ratelimit.rs`), so the
//! form cannot be used to fill the database either.

use quizforge_store::{Store, StoreError};

use crate::AppState;
use crate::auth::{check_new_password, normalise_email};
use crate::error::Result;
use crate::ratelimit::{self, Kind};
use crate::security::hash_password;

/// Where the sign-up page sends the browser after every accepted sign-up.
pub const READY: &str = "/signin?ready=1";

/// What the sign-in page says after a sign-up.
pub const READY_MESSAGE: &str = "If this e-mail had no account, it has one now: sign in with it. \
     If it already had one, sign in with that account's password.";

/// Makes an account for `email` unless one exists, saying nothing about
/// which: returns the e-mail as kept (trimmed, lower-case). Refuses only
/// what is wrong whoever asks: an e-mail's shape, a weak password.
pub async fn register(
    state: &AppState,
    email: &str,
    password: &str,
    address: &str,
) -> Result<String> {
    // Before any check, so a flood of bad sign-ups is slowed too.
    ratelimit::limit(state, Kind::SignUp, address)?;
    let email = normalise_email(email)?;
    check_new_password(password)?;
    // Hashed in both cases: the time taken must not tell.
    let hash = hash_password(password.to_string(), state.config.argon2_memory_kib).await?;
    match state.store.create_user(&email, &hash).await {
        Ok(_) | Err(StoreError::Conflict(_)) => Ok(email),
        Err(other) => Err(other.into()),
    }
}
