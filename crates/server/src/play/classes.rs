//! The teacher's classes: the class list, a class with its roster, and
//! creating, renaming, re-rostering and deleting a class (names checked
//! for look-alikes).

use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use quizforge_core::play::names;
use quizforge_store::{AssignmentSummary, ClassId, ClassSummary, Store};
use serde::Deserialize;

use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::i18n::Lang;
use crate::view::Nav;

/// The longest class name and roster.
const MAX_CLASS_NAME: usize = 80;
const MAX_ROSTER: usize = 500;

#[derive(Template)]
#[template(path = "classes.html")]
struct ClassesPage {
    nav: Nav,
    classes: Vec<ClassSummary>,
    error: Option<String>,
    name: String,
    roster: String,
}

/// `GET /classes`.
pub async fn classes_page(State(state): State<AppState>, teacher: Teacher) -> Result<Html<String>> {
    render_classes(&state, &teacher, None, String::new(), String::new()).await
}

async fn render_classes(
    state: &AppState,
    teacher: &Teacher,
    error: Option<String>,
    name: String,
    roster: String,
) -> Result<Html<String>> {
    let page = ClassesPage {
        nav: teacher.localised_nav(),
        classes: state.store.classes(teacher.id).await?,
        error,
        name,
        roster,
    };
    Ok(Html(page.render()?))
}

/// The class form.
#[derive(Debug, Deserialize)]
pub struct ClassForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    roster: String,
}

/// A class name and roster as typed: trimmed, one name per line, blank
/// lines and repeats dropped, each name cleaned like a nickname (the
/// filter does not apply: the teacher typed them). Its errors in English,
/// for the API.
pub fn parse_class(name: &str, roster: &str) -> Result<(String, Vec<String>)> {
    parse_class_in(name, roster, Lang::En)
}

/// [`parse_class`] with its errors in `lang`, for the pages.
pub fn parse_class_in(name: &str, roster: &str, lang: Lang) -> Result<(String, Vec<String>)> {
    let refuse = |key: &str, args: &[(&str, fluent_bundle::FluentValue<'_>)]| {
        AppError::Invalid(crate::i18n::text_with(lang, key, args))
    };
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(refuse("class-error-no-name", &[]));
    }
    if name.chars().count() > MAX_CLASS_NAME {
        return Err(refuse(
            "class-error-name-too-long",
            &[("max", MAX_CLASS_NAME.into())],
        ));
    }
    let mut names_seen = std::collections::BTreeMap::new();
    let mut list = Vec::new();
    for line in roster.lines() {
        let student = line.split_whitespace().collect::<Vec<_>>().join(" ");
        if student.is_empty() {
            continue;
        }
        if student.chars().count() > names::MAX_CHARS {
            return Err(refuse(
                "class-error-student-too-long",
                &[
                    ("name", student.as_str().into()),
                    ("max", names::MAX_CHARS.into()),
                ],
            ));
        }
        // Names with one key are one name to the game: the same name
        // typed twice is kept once, but two that only look alike
        // ("Аna" in Cyrillic and "Ana") would leave one student unable to
        // join, so the teacher is asked to tell them apart.
        match names_seen.entry(names::key(&student)) {
            std::collections::btree_map::Entry::Vacant(entry) => {
                entry.insert(student.to_lowercase());
                list.push(student);
            }
            std::collections::btree_map::Entry::Occupied(entry) => {
                if *entry.get() != student.to_lowercase() {
                    let first = list
                        .iter()
                        .find(|name| names::key(name) == *entry.key())
                        .cloned()
                        .unwrap_or_default();
                    return Err(refuse(
                        "class-error-look-alike",
                        &[
                            ("name", student.as_str().into()),
                            ("other", first.as_str().into()),
                        ],
                    ));
                }
            }
        }
    }
    if list.len() > MAX_ROSTER {
        return Err(refuse(
            "class-error-roster-too-long",
            &[("max", MAX_ROSTER.into())],
        ));
    }
    Ok((name, list))
}

/// `POST /classes`.
pub async fn create_class(
    State(state): State<AppState>,
    teacher: Teacher,
    Form(form): Form<ClassForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    match parse_class_in(&form.name, &form.roster, teacher.lang) {
        Ok((name, roster)) => {
            let class = state.store.create_class(teacher.id, &name, &roster).await?;
            Ok(Redirect::to(&format!("/classes/{}", class.id)).into_response())
        }
        Err(AppError::Invalid(message)) => {
            let page = render_classes(&state, &teacher, Some(message), form.name, form.roster);
            Ok((StatusCode::UNPROCESSABLE_ENTITY, page.await?).into_response())
        }
        Err(other) => Err(other),
    }
}

#[derive(Template)]
#[template(path = "class.html")]
struct ClassPage {
    nav: Nav,
    id: ClassId,
    name: String,
    roster: String,
    students: usize,
    assignments: Vec<AssignmentSummary>,
    error: Option<String>,
    saved: bool,
}

/// `GET /classes/{id}`.
pub async fn class_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<ClassId>,
    query: axum::extract::Query<SavedQuery>,
) -> Result<Html<String>> {
    let class = state.store.class(teacher.id, id).await?;
    let roster: Vec<String> = class.roster.into_iter().map(|r| r.name).collect();
    render_class(
        &state,
        &teacher,
        id,
        class.name,
        roster.join("\n"),
        None,
        query.saved.is_some(),
    )
    .await
}

#[derive(Debug, Deserialize)]
pub struct SavedQuery {
    #[serde(default)]
    saved: Option<String>,
}

async fn render_class(
    state: &AppState,
    teacher: &Teacher,
    id: ClassId,
    name: String,
    roster: String,
    error: Option<String>,
    saved: bool,
) -> Result<Html<String>> {
    let assignments = state
        .store
        .assignments(teacher.id)
        .await?
        .into_iter()
        .filter(|a| a.class_id == id)
        .collect();
    let page = ClassPage {
        nav: teacher.localised_nav(),
        id,
        name,
        students: roster.lines().filter(|l| !l.trim().is_empty()).count(),
        roster,
        assignments,
        error,
        saved,
    };
    Ok(Html(page.render()?))
}

/// `POST /classes/{id}`.
pub async fn update_class(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<ClassId>,
    Form(form): Form<ClassForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    match parse_class_in(&form.name, &form.roster, teacher.lang) {
        Ok((name, roster)) => {
            state
                .store
                .update_class(teacher.id, id, &name, &roster)
                .await?;
            Ok(Redirect::to(&format!("/classes/{id}?saved=1")).into_response())
        }
        Err(AppError::Invalid(message)) => {
            state.store.class(teacher.id, id).await?;
            let page = render_class(
                &state,
                &teacher,
                id,
                form.name,
                form.roster,
                Some(message),
                false,
            );
            Ok((StatusCode::UNPROCESSABLE_ENTITY, page.await?).into_response())
        }
        Err(other) => Err(other),
    }
}

/// A form with only the CSRF token.
#[derive(Debug, Deserialize)]
pub struct CsrfForm {
    #[serde(default)]
    pub(super) csrf: String,
}

/// `POST /classes/{id}/delete`: the class, its assignments and results.
pub async fn delete_class(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<ClassId>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    for assignment in state.store.assignments(teacher.id).await? {
        if assignment.class_id == id {
            state.games.forget(assignment.id);
        }
    }
    state.store.delete_class(teacher.id, id).await?;
    Ok(Redirect::to("/classes").into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alike_roster_names_are_refused() {
        let error = parse_class("Year 8", "Ana\n\u{0410}na\n").unwrap_err();
        assert!(
            error.message().contains("look alike"),
            "{}",
            error.message()
        );
        assert!(parse_class("Year 8", "Ana\nB0b\nBob").is_err());
        // The same name twice is still kept once.
        let (_, roster) = parse_class("Year 8", "Ana\nANA\n ana ").unwrap();
        assert_eq!(roster, ["Ana"]);
    }

    #[test]
    fn rosters_are_cleaned() {
        let (name, roster) = parse_class("  Year  8 ", "Ana\n\n  Ben  Li \nana\n").unwrap();
        assert_eq!(name, "Year 8");
        assert_eq!(roster, ["Ana", "Ben Li"]);
        assert!(parse_class(" ", "").is_err());
    }
}
