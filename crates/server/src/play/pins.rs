//! Roster PINs: a class with a roster can ask each student for a PIN when
//! they join under their name, so nobody with the join code can claim a
//! classmate's name. The teacher turns PINs on, prints them from a
//! print-friendly page (one card per student) and can give any student a
//! new one.
//!
//! PINs are four digits from the operating system's random generator.
//! They are classroom secrets the teacher must be able to print again, so
//! the database keeps them as they are (not hashed, unlike passwords);
//! what makes four digits enough is that wrong PINs are rate-limited per
//! client address and per student (`ratelimit.rs`), and a new PIN starts
//! the student's count afresh.

use std::collections::BTreeMap;

use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::response::{Html, IntoResponse, Redirect, Response};
use quizforge_store::{Class, ClassId, RosterId, Store, now};
use serde::Deserialize;

use super::game::Game;
use super::refusal::Refusal;
use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::ratelimit::{self, Kind};
use crate::security::same_secret;
use crate::view::Nav;

/// Digits in a PIN.
pub const PIN_DIGITS: usize = 4;

/// A new PIN: [`PIN_DIGITS`] digits, uniform, from the OS generator.
pub fn new_pin() -> Result<String> {
    let limit = 10u32.pow(PIN_DIGITS as u32);
    // Rejection sampling: the largest multiple of `limit` under 2^32.
    let zone = u32::MAX - u32::MAX % limit;
    loop {
        let mut bytes = [0u8; 4];
        getrandom::fill(&mut bytes)
            .map_err(|error| AppError::internal(format!("no randomness: {error}")))?;
        let value = u32::from_le_bytes(bytes);
        if value < zone {
            return Ok(format!("{:0width$}", value % limit, width = PIN_DIGITS));
        }
    }
}

/// The PINs of `class` by roster id, or `None` when it does not ask for
/// them; a student added to the roster since gets one now.
pub async fn pins_of(
    state: &AppState,
    class: &Class,
) -> Result<Option<BTreeMap<RosterId, String>>> {
    let Some(pins) = state.store.roster_pins(class.owner_id, class.id).await? else {
        return Ok(None);
    };
    let mut pins: BTreeMap<RosterId, String> = pins.into_iter().collect();
    let missing: Vec<RosterId> = class
        .roster
        .iter()
        .map(|entry| entry.id)
        .filter(|id| !pins.contains_key(id))
        .collect();
    if !missing.is_empty() {
        for id in missing {
            state
                .store
                .set_roster_pin(class.owner_id, class.id, id, &new_pin()?, false, now())
                .await?;
        }
        // Read back: another request may have given the same student one.
        pins = state
            .store
            .roster_pins(class.owner_id, class.id)
            .await?
            .unwrap_or_default()
            .into_iter()
            .collect();
    }
    Ok(Some(pins))
}

/// Checks the PIN a student typed to join `game` as roster student
/// `student` from `address`. `Ok(Ok(()))` when the class asks for no PIN
/// or the PIN is right; `Ok(Err(Refusal::WrongPin))` when it is wrong or
/// missing; 429 when there were too many wrong PINs from this address or
/// for this student.
pub async fn check_pin(
    state: &AppState,
    game: &Game,
    class: &Class,
    student: RosterId,
    typed: Option<&str>,
    address: &str,
) -> Result<std::result::Result<(), Refusal>> {
    let Some(pins) = pins_of(state, class).await? else {
        return Ok(Ok(()));
    };
    let pin = pins.get(&student).cloned().unwrap_or_default();
    // The student's bucket is keyed by the PIN too, so a new PIN from the
    // teacher ends a lockout somebody caused by guessing.
    let student_key = format!("{}:{student}:{pin}", game.id());
    // Per address within this game: in a cluster, joins forwarded from
    // another process carry that process's address (cluster.rs).
    let address_key = format!("{address}|{}", game.id());
    ratelimit::check(state, Kind::WrongPinFromAddress, &address_key)?;
    ratelimit::check(state, Kind::WrongPinForStudent, &student_key)?;
    let typed: String = typed
        .unwrap_or_default()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    if same_secret(&pin, &typed) {
        return Ok(Ok(()));
    }
    // Count the failure; the refusal says "wrong PIN" this time and the
    // next try meets the 429 if a bucket ran dry.
    let _ = ratelimit::limit(state, Kind::WrongPinFromAddress, &address_key);
    let _ = ratelimit::limit(state, Kind::WrongPinForStudent, &student_key);
    Ok(Err(Refusal::WrongPin))
}

// ------------------------------------------------------------ the teacher

/// One card of the print page.
struct Card {
    id: RosterId,
    name: String,
    pin: String,
}

#[derive(Template)]
#[template(path = "pins.html")]
struct PinsPage {
    nav: Nav,
    id: ClassId,
    name: String,
    /// `None`: the class does not ask for PINs.
    cards: Option<Vec<Card>>,
    roster_empty: bool,
}

/// `GET /classes/{id}/pins`: the class's PINs, one card per student,
/// laid out to print and cut.
pub async fn pins_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<ClassId>,
) -> Result<Response> {
    let class = state.store.class(teacher.id, id).await?;
    let cards = pins_of(&state, &class).await?.map(|pins| {
        class
            .roster
            .iter()
            .map(|entry| Card {
                id: entry.id,
                name: entry.name.clone(),
                pin: pins.get(&entry.id).cloned().unwrap_or_default(),
            })
            .collect()
    });
    let page = PinsPage {
        nav: teacher.nav(),
        id,
        roster_empty: class.roster.is_empty(),
        name: class.name,
        cards,
    };
    let mut response = Html(page.render()?).into_response();
    // Secrets: no cache keeps them.
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    Ok(response)
}

/// The form turning PINs on or off.
#[derive(Debug, Deserialize)]
pub struct AskForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    ask: String,
}

/// `POST /classes/{id}/pins`: `ask=on` turns PINs on, `ask=off` off
/// (forgetting them).
pub async fn set_asked(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<ClassId>,
    Form(form): Form<AskForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    let asked = match form.ask.as_str() {
        "on" => true,
        "off" => false,
        _ => return Err(AppError::Invalid("Turn PINs on or off.".into())),
    };
    state
        .store
        .set_pins_asked(teacher.id, id, asked, now())
        .await?;
    Ok(Redirect::to(&format!("/classes/{id}/pins")).into_response())
}

/// A form with only the CSRF token.
#[derive(Debug, Deserialize)]
pub struct CsrfOnly {
    #[serde(default)]
    csrf: String,
}

/// `POST /classes/{id}/pins/{student}`: gives one student a new PIN.
pub async fn renew(
    State(state): State<AppState>,
    teacher: Teacher,
    Path((id, student)): Path<(ClassId, RosterId)>,
    Form(form): Form<CsrfOnly>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    let class = state.store.class(teacher.id, id).await?;
    if state.store.roster_pins(teacher.id, id).await?.is_none() {
        return Err(AppError::Invalid(
            "This class does not ask for PINs: turn them on first.".into(),
        ));
    }
    if !class.roster.iter().any(|entry| entry.id == student) {
        return Err(AppError::NotFound);
    }
    state
        .store
        .set_roster_pin(teacher.id, id, student, &new_pin()?, true, now())
        .await?;
    Ok(Redirect::to(&format!("/classes/{id}/pins#student-{student}")).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pins_are_four_digits_and_vary() {
        let pins: Vec<String> = (0..200).map(|_| new_pin().unwrap()).collect();
        for pin in &pins {
            assert_eq!(pin.len(), PIN_DIGITS, "{pin}");
            assert!(pin.bytes().all(|b| b.is_ascii_digit()), "{pin}");
        }
        let distinct: std::collections::BTreeSet<&String> = pins.iter().collect();
        assert!(distinct.len() > 150, "{} distinct of 200", distinct.len());
    }
}
