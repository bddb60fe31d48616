//! `quizforge serve --demo`: a demo account holding a few sample quizzes,
//! so a newcomer sees the review screen at once.

use quizforge_store::{Store, StoreError};

use crate::AppState;
use crate::auth::create_account;
use crate::error::AppError;
use crate::make;

/// The demo account's e-mail.
pub const DEMO_EMAIL: &str = "demo@quizforge.test";
/// The demo account's password (printed when the server starts).
pub const DEMO_PASSWORD: &str = "quizforge-demo";

/// The sample documents: a worksheet with one key missing, a second
/// worksheet, and a GIFT file.
pub const SAMPLES: &[&str] = &[
    include_str!("../demo/capitals.txt"),
    include_str!("../demo/cells.txt"),
    include_str!("../demo/gift.txt"),
];

/// Makes the demo account and its quizzes, unless it exists already (so
/// restarting with `--demo` adds nothing twice).
pub async fn load(state: &AppState) -> Result<(), AppError> {
    match state.store.user_by_email(DEMO_EMAIL).await {
        Ok(_) => return Ok(()),
        Err(StoreError::NotFound) => {}
        Err(other) => return Err(other.into()),
    }
    let user = create_account(state, DEMO_EMAIL, DEMO_PASSWORD).await?;
    for sample in SAMPLES {
        let made = make::forge(state, sample.to_string(), make::DEFAULT_COUNT).await?;
        state
            .store
            .create_quiz(user.id, &made.quiz, &made.text)
            .await?;
    }
    Ok(())
}
