//! "Why these questions?": what the forge did with each sentence of a
//! quiz's document, for the teacher reviewing it. The document is read
//! again through the one intake (the forge is deterministic, so this is
//! what happened when the quiz was made), asking for the number of
//! questions the make form asks for by default.

use askama::Template;
use axum::Router;
use axum::extract::{Path, State};
use axum::response::Html;
use axum::routing::get;
use quizforge_store::Store;

use crate::AppState;
use crate::auth::Teacher;
use crate::error::Result;
use crate::make::{self, DEFAULT_COUNT};
use crate::view::Nav;

/// The explanation routes.
pub fn router() -> Router<AppState> {
    Router::new().route("/quizzes/{id}/explain", get(explain))
}

/// One sentence of the document and what became of it.
struct SentenceView {
    place: String,
    text: String,
    outcomes: Vec<String>,
    asked: bool,
}

/// The explanation page.
#[derive(Template)]
#[template(path = "explain.html")]
struct ExplainPage {
    nav: Nav,
    id: i64,
    title: String,
    count: usize,
    shortfall: Option<String>,
    sentences: Vec<SentenceView>,
    terms: Vec<quizforge_forge::TermNote>,
    has_source: bool,
}

async fn explain(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
) -> Result<Html<String>> {
    let stored = state.store.quiz(teacher.id, id).await?;
    let has_source = !stored.source_text.trim().is_empty();
    let explanation = if has_source {
        make::forge_kept(&state, stored.source_text, DEFAULT_COUNT)
            .await?
            .explanation
            .clone()
    } else {
        None
    };
    let sentences = explanation
        .as_ref()
        .map(|e| {
            e.sentences
                .iter()
                .map(|s| SentenceView {
                    place: crate::i18n::text_with(
                        teacher.lang,
                        "explain-place",
                        &[("line", s.line.into()), ("column", s.column.into())],
                    ),
                    text: s.excerpt(),
                    asked: s.candidates.iter().any(|c| c.dropped.is_none()),
                    outcomes: crate::forge_words::outcomes_in(teacher.lang, s),
                })
                .collect()
        })
        .unwrap_or_default();
    let terms = explanation
        .as_ref()
        .map(|e| e.terms.clone())
        .unwrap_or_default();
    let page = ExplainPage {
        nav: teacher.localised_nav(),
        id,
        title: stored.quiz.title,
        count: DEFAULT_COUNT,
        shortfall: explanation
            .as_ref()
            .and_then(|e| e.shortfall_counts())
            .map(|counts| crate::forge_words::shortfall_in(teacher.lang, &counts)),
        sentences,
        terms,
        has_source,
    };
    Ok(Html(page.render()?))
}
