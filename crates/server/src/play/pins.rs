//! Roster PINs: a class with a roster can ask each student for a PIN when
//! they join under their name, so nobody with the join code can claim a
//! classmate's name. The teacher turns PINs on, prints them from a
//! print-friendly page (one card per student) and can give any student a
//! new one.
//!
//! PINs are four digits, or for pupils who do not read numbers yet four of
//! nine pictures (tapped on a keypad), from the operating system's random
//! generator.
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

/// Digits (or pictures) in a PIN.
pub const PIN_DIGITS: usize = 4;

/// The pictures of a picture PIN, for pupils who do not read numbers yet,
/// with their words; the first stands for the digit 1.
pub const PICTURES: [(&str, &str); 9] = [
    ("🐱", "cat"),
    ("🐶", "dog"),
    ("🐟", "fish"),
    ("🐸", "frog"),
    ("🦉", "owl"),
    ("🐝", "bee"),
    ("🌳", "tree"),
    ("⭐", "star"),
    ("🍎", "apple"),
];

/// What a class's PINs are made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PinKind {
    /// Four digits 0–9.
    Digits,
    /// Four of the nine [`PICTURES`], kept as the digits 1–9.
    Pictures,
}

impl PinKind {
    /// The name the store keeps.
    pub fn name(self) -> &'static str {
        match self {
            PinKind::Digits => "digits",
            PinKind::Pictures => "pictures",
        }
    }

    fn from_name(name: &str) -> PinKind {
        if name == "pictures" {
            PinKind::Pictures
        } else {
            PinKind::Digits
        }
    }
}

/// A new PIN of `kind`: [`PIN_DIGITS`] symbols, each uniform, from the OS
/// generator.
pub fn new_pin(kind: PinKind) -> Result<String> {
    let (symbols, first) = match kind {
        PinKind::Digits => (10u32, 0u32),
        PinKind::Pictures => (PICTURES.len() as u32, 1),
    };
    // Rejection sampling: the largest multiple of `symbols` under 2^32.
    let zone = u32::MAX - u32::MAX % symbols;
    let mut pin = String::with_capacity(PIN_DIGITS);
    while pin.len() < PIN_DIGITS {
        let mut bytes = [0u8; 4];
        getrandom::fill(&mut bytes)
            .map_err(|error| AppError::internal(format!("no randomness: {error}")))?;
        let value = u32::from_le_bytes(bytes);
        if value < zone {
            let digit = char::from_digit(value % symbols + first, 10)
                .ok_or_else(|| AppError::internal("a PIN digit out of range"))?;
            pin.push(digit);
        }
    }
    Ok(pin)
}

/// The pictures a picture PIN stands for: each digit, its picture and
/// its word.
pub fn pictures_of(pin: &str) -> Vec<(char, &'static str, &'static str)> {
    pin.chars()
        .filter_map(|c| {
            let index = (c.to_digit(10)? as usize).checked_sub(1)?;
            let (picture, word) = PICTURES.get(index)?;
            Some((c, *picture, *word))
        })
        .collect()
}

/// The kind and PINs of `class` by roster id, or `None` when it does not
/// ask for them; a student added to the roster since gets one now.
pub async fn pins_of(
    state: &AppState,
    class: &Class,
) -> Result<Option<(PinKind, BTreeMap<RosterId, String>)>> {
    let Some(kind) = state.store.pin_kind(class.owner_id, class.id).await? else {
        return Ok(None);
    };
    let kind = PinKind::from_name(&kind);
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
                .set_roster_pin(class.owner_id, class.id, id, &new_pin(kind)?, false, now())
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
    Ok(Some((kind, pins)))
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
    let Some((_, pins)) = pins_of(state, class).await? else {
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
    /// The pictures of a picture PIN (empty for digits).
    pictures: Vec<(char, &'static str, &'static str)>,
}

#[derive(Template)]
#[template(path = "pins.html")]
struct PinsPage {
    nav: Nav,
    id: ClassId,
    name: String,
    /// `None`: the class does not ask for PINs.
    cards: Option<Vec<Card>>,
    /// The PINs are pictures.
    pictures: bool,
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
    let pins = pins_of(&state, &class).await?;
    let pictures = matches!(pins, Some((PinKind::Pictures, _)));
    let cards = pins.map(|(kind, pins)| {
        class
            .roster
            .iter()
            .map(|entry| {
                let pin = pins.get(&entry.id).cloned().unwrap_or_default();
                Card {
                    id: entry.id,
                    name: entry.name.clone(),
                    pictures: match kind {
                        PinKind::Pictures => pictures_of(&pin),
                        PinKind::Digits => Vec::new(),
                    },
                    pin,
                }
            })
            .collect()
    });
    let page = PinsPage {
        nav: teacher.localised_nav(),
        id,
        roster_empty: class.roster.is_empty(),
        name: class.name,
        cards,
        pictures,
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

/// `POST /classes/{id}/pins`: `ask=on` turns four-digit PINs on,
/// `ask=pictures` picture PINs, `ask=off` turns them off (forgetting them).
pub async fn set_asked(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<ClassId>,
    Form(form): Form<AskForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    let kind = match form.ask.as_str() {
        "on" => Some(PinKind::Digits.name()),
        "pictures" => Some(PinKind::Pictures.name()),
        "off" => None,
        _ => {
            return Err(AppError::Invalid(crate::i18n::text(
                teacher.lang,
                "pins-error-ask",
            )));
        }
    };
    state
        .store
        .set_pins_asked(teacher.id, id, kind, now())
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
    let Some(kind) = state.store.pin_kind(teacher.id, id).await? else {
        return Err(AppError::Invalid(crate::i18n::text(
            teacher.lang,
            "pins-error-not-asked",
        )));
    };
    if !class.roster.iter().any(|entry| entry.id == student) {
        return Err(AppError::NotFound);
    }
    state
        .store
        .set_roster_pin(
            teacher.id,
            id,
            student,
            &new_pin(PinKind::from_name(&kind))?,
            true,
            now(),
        )
        .await?;
    Ok(Redirect::to(&format!("/classes/{id}/pins#student-{student}")).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picture_pins_are_four_of_the_nine_pictures() {
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..200 {
            let pin = new_pin(PinKind::Pictures).unwrap();
            assert_eq!(pin.len(), PIN_DIGITS, "{pin}");
            assert!(pin.bytes().all(|b| (b'1'..=b'9').contains(&b)), "{pin}");
            assert_eq!(pictures_of(&pin).len(), PIN_DIGITS);
            seen.extend(pin.chars());
        }
        assert_eq!(seen.len(), PICTURES.len(), "every picture is used");
        assert_eq!(
            pictures_of("19"),
            [('1', "🐱", "cat"), ('9', "🍎", "apple")]
        );
    }

    #[test]
    fn pins_are_four_digits_and_vary() {
        let pins: Vec<String> = (0..200)
            .map(|_| new_pin(PinKind::Digits).unwrap())
            .collect();
        for pin in &pins {
            assert_eq!(pin.len(), PIN_DIGITS, "{pin}");
            assert!(pin.bytes().all(|b| b.is_ascii_digit()), "{pin}");
        }
        let distinct: std::collections::BTreeSet<&String> = pins.iter().collect();
        assert!(distinct.len() > 150, "{} distinct of 200", distinct.len());
    }
}
