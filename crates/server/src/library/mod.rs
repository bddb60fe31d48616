//! The library: sharing quizzes, copying them, searching every quiz a
//! teacher may see, related quizzes, the public page of a public quiz and
//! the discover page (`docs/library.md`).
//!
//! The search index ([`quizforge_library::Library`]) lives in the data
//! folder and follows the store's change feed; every request that reads it
//! first brings it up to date (one quick query when nothing changed), and
//! every result is checked against the store before it is shown, so a
//! quiz made private is never shown to anyone else.

pub mod api;
mod pages;

use axum::Router;
use quizforge_library::{Hit, Related, Search};
use quizforge_store::{LibraryStore, Sharing, Visibility};

use crate::AppState;
use crate::error::{AppError, Result};

pub use pages::{Panel, RelatedView, panel};

/// The library's page routes.
pub fn router() -> Router<AppState> {
    pages::router()
}

/// How many related quizzes are shown.
pub const RELATED: usize = 5;

impl From<quizforge_library::LibraryError> for AppError {
    fn from(error: quizforge_library::LibraryError) -> Self {
        AppError::Internal(error.to_string())
    }
}

/// Brings this process's index up to date with the store.
pub(crate) async fn refresh(state: &AppState) -> Result<()> {
    state.library.sync(state.store.as_ref()).await?;
    Ok(())
}

/// Runs a search and keeps the hits the store says the viewer may see.
pub(crate) async fn search(state: &AppState, search: Search) -> Result<Vec<Hit>> {
    refresh(state).await?;
    let viewer = search.viewer;
    let hits = state.library.queue_search(search).done().await?;
    let ids: Vec<i64> = hits.iter().map(|h| h.id).collect();
    let visible = state.store.visible_among(viewer, &ids).await?;
    Ok(hits
        .into_iter()
        .filter(|h| visible.contains(&h.id))
        .collect())
}

/// The related quizzes of a quiz the viewer may see.
pub(crate) async fn related(
    state: &AppState,
    id: i64,
    viewer: Option<i64>,
) -> Result<Vec<Related>> {
    refresh(state).await?;
    let related = state
        .library
        .queue_related(id, viewer, RELATED)
        .done()
        .await?;
    let ids: Vec<i64> = related.iter().map(|r| r.id).collect();
    let visible = state.store.visible_among(viewer, &ids).await?;
    Ok(related
        .into_iter()
        .filter(|r| visible.contains(&r.id))
        .collect())
}

/// The quizzes related to the one a game was played from, as the end of
/// a game lists them; empty when the quiz is gone or the index fails (the
/// dashboard never breaks for it).
pub async fn next_quizzes(state: &AppState, teacher: i64, quiz: Option<i64>) -> Vec<RelatedView> {
    let Some(quiz) = quiz else {
        return Vec::new();
    };
    match related(state, quiz, Some(teacher)).await {
        Ok(related) => pages::related_views(related, Some(teacher)),
        Err(error) => {
            tracing::warn!(error = %error.message(), "related quizzes unavailable");
            Vec::new()
        }
    }
}

/// The longest tag kept.
const MAX_TAG_CHARS: usize = 40;
/// The most tags a quiz keeps.
const MAX_TAGS: usize = 20;

/// A tag as kept: trimmed and inner spaces collapsed, its letters as the
/// teacher wrote them ("Biology" stays "Biology"; the index and every
/// filter compare tags in lower case).
pub(crate) fn clean_tag(tag: &str) -> Result<String> {
    let tag = tag.split_whitespace().collect::<Vec<_>>().join(" ");
    if tag.chars().count() > MAX_TAG_CHARS {
        return Err(AppError::said_with(
            "library-tag-too-long",
            &[("max", MAX_TAG_CHARS.to_string())],
        ));
    }
    Ok(tag)
}

/// `text` after `prefix`, whatever the case of the prefix's letters.
fn strip_prefix_any_case<'t>(text: &'t str, prefix: &str) -> Option<&'t str> {
    text.get(..prefix.len())
        .filter(|head| head.eq_ignore_ascii_case(prefix))
        .map(|_| &text[prefix.len()..])
}

/// The sharing a teacher asked for, checked. `subject:` and `grade:`
/// tags set the subject and grade.
pub(crate) fn sharing_from(
    current: &Sharing,
    visibility: Option<&str>,
    subject: Option<&str>,
    grade: Option<&str>,
    tags: Option<&[String]>,
) -> Result<Sharing> {
    let mut sharing = current.clone();
    if let Some(name) = visibility {
        sharing.visibility = Visibility::parse(name.trim()).ok_or_else(|| {
            AppError::Invalid("`visibility` is one of private, school or public.".into())
        })?;
    }
    if let Some(tags) = tags {
        // One tag a spelling in any case, as first written.
        let mut kept = std::collections::BTreeMap::new();
        for tag in tags {
            let tag = clean_tag(tag)?;
            if let Some(value) = strip_prefix_any_case(&tag, "subject:") {
                sharing.subject = value.trim().to_string();
            } else if let Some(value) = strip_prefix_any_case(&tag, "grade:") {
                sharing.grade = value.trim().to_string();
            } else if !tag.is_empty() {
                kept.entry(tag.to_lowercase()).or_insert(tag);
            }
        }
        if kept.len() > MAX_TAGS {
            return Err(AppError::said_with(
                "library-too-many-tags",
                &[("max", MAX_TAGS.to_string())],
            ));
        }
        sharing.tags = kept.into_values().collect();
    }
    if let Some(subject) = subject {
        sharing.subject = clean_tag(subject)?;
    }
    if let Some(grade) = grade {
        sharing.grade = clean_tag(grade)?;
    }
    Ok(sharing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_cleaned_and_subject_and_grade_read_from_them() {
        let tags = vec![
            "Subject: Biology".to_string(),
            "grade:7".to_string(),
            "  Plants   and cells ".to_string(),
            "plants and cells".to_string(),
        ];
        let sharing =
            sharing_from(&Sharing::default(), Some("school"), None, None, Some(&tags)).unwrap();
        assert_eq!(sharing.visibility, Visibility::School);
        // As the teacher wrote them; a tag written twice in two cases is
        // kept once, as first written.
        assert_eq!(sharing.subject, "Biology");
        assert_eq!(sharing.grade, "7");
        assert_eq!(sharing.tags, ["Plants and cells"]);
        let typed = sharing_from(
            &Sharing::default(),
            None,
            Some("  Earth   Science "),
            Some("Grade 7"),
            None,
        )
        .unwrap();
        assert_eq!(typed.subject, "Earth Science");
        assert_eq!(typed.grade, "Grade 7");
        assert!(sharing_from(&Sharing::default(), Some("everyone"), None, None, None).is_err());
        let long = vec!["x".repeat(41)];
        assert!(sharing_from(&Sharing::default(), None, None, None, Some(&long)).is_err());
    }
}
