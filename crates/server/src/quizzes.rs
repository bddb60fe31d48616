//! The teacher's quizzes: the list, making one, the review screen where
//! every edit happens, copying, deleting and downloading.
//!
//! Every change is a POST of a form carrying the session's CSRF token and
//! the quiz revision the page was rendered from, answered by a redirect
//! (POST-redirect-GET). A stale revision (a second tab, a double submit)
//! changes nothing and says so; an edit that cannot be saved is shown back
//! with the teacher's input and the reason, so nothing typed is lost.

use askama::Template;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use quizforge_core::Quiz;
use quizforge_store::{QuizSummary, Store, StoreError, StoredQuiz};
use serde::Deserialize;

use crate::AppState;
use crate::auth::{MaybeTeacher, Teacher};
use crate::edit::{self, Fields};
use crate::error::{AppError, Result};
use crate::exports::{self, ExportFormat};
use crate::i18n;
use crate::make::{self, MAX_BODY_BYTES};
use crate::view::{CardView, Nav, kinds, notice, render_blocking};

mod new;

pub use new::{Submission, make_and_store, read_submission};
use new::{make_page, make_quiz};

/// The quiz routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(home))
        .route("/quizzes/new", get(make_page))
        .route(
            "/quizzes",
            post(make_quiz).layer(DefaultBodyLimit::max(MAX_BODY_BYTES)),
        )
        .route("/quizzes/{id}", get(review))
        .route("/quizzes/{id}/title", post(set_title))
        .route("/quizzes/{id}/questions", post(add_question))
        .route("/quizzes/{id}/questions/{index}", post(edit_question))
        .route(
            "/quizzes/{id}/questions/{index}/{action}",
            post(question_action),
        )
        .route("/quizzes/{id}/more", post(more))
        .route("/quizzes/{id}/copy", post(copy))
        .route("/quizzes/{id}/delete", get(delete_page).post(delete))
        .route("/quizzes/{id}/export", get(download))
}

/// One line of the list.
struct Row {
    summary: QuizSummary,
    updated: String,
}

/// The home page: the landing page, or the teacher's quizzes.
#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    nav: Nav,
    signed_in: bool,
    search: String,
    rows: Vec<Row>,
    notice: Option<String>,
    formats: Vec<ExportFormat>,
}

#[derive(Debug, Deserialize)]
struct HomeQuery {
    #[serde(default)]
    q: String,
    #[serde(default)]
    notice: String,
}

async fn home(
    State(state): State<AppState>,
    MaybeTeacher(teacher): MaybeTeacher,
    Query(query): Query<HomeQuery>,
    headers: axum::http::HeaderMap,
) -> Result<Html<String>> {
    let (nav, rows) = match &teacher {
        Some(teacher) => {
            let rows = state
                .store
                .list_quizzes(teacher.id, &query.q)
                .await?
                .into_iter()
                .map(|summary| Row {
                    updated: crate::zone::day(summary.updated_at, teacher.lang),
                    summary,
                })
                .collect();
            (teacher.localised_nav(), rows)
        }
        None => (
            Nav::anonymous_in(crate::i18n::from_headers(&headers)),
            Vec::new(),
        ),
    };
    let shown = notice(&query.notice, &nav);
    let page = HomePage {
        signed_in: teacher.is_some(),
        search: query.q.trim().to_string(),
        rows,
        notice: shown,
        nav,
        formats: exports::formats(),
    };
    Ok(Html(page.render()?))
}

/// The review screen.
#[derive(Template)]
#[template(path = "review.html")]
struct ReviewPage {
    nav: Nav,
    id: i64,
    title: String,
    revision: i64,
    csrf: String,
    /// The cards of this page only.
    cards: Vec<CardView>,
    /// How many questions the quiz has.
    total: usize,
    /// Every page's number, and whether it is this one.
    pages: Vec<(usize, bool)>,
    /// Questions that need an answer, anywhere in the quiz: (number, page).
    flagged: Vec<(usize, usize)>,
    unanswered: usize,
    notice: Option<String>,
    has_source: bool,
    formats: Vec<exports::Offer>,
    kinds: Vec<(&'static str, &'static str)>,
    /// Only the questions that need an answer (`?needs=answer`).
    needs_answer: bool,
    /// Sharing, tags and related quizzes (`crate::library`).
    library: Option<crate::library::Panel>,
    /// Questions written but held back, with why (`crate::suggestions`).
    suggestions: Vec<crate::suggestions::SuggestionView>,
    /// The words of `review.js` in the teacher's language, as JSON.
    script_messages: String,
}

/// Questions per page of the review screen: a 1,000-question quiz is 20
/// pages, each quick to render and to load on a school laptop.
pub const REVIEW_PAGE_SIZE: usize = 50;
/// The most questions the jump list of flagged questions links to.
const MAX_FLAGGED_LINKS: usize = 200;

/// The page (1-based) that shows question `index` (0-based).
fn page_of(index: usize) -> usize {
    index / REVIEW_PAGE_SIZE + 1
}

impl ReviewPage {
    fn new(teacher: &Teacher, stored: &StoredQuiz, notice: Option<String>, page: usize) -> Self {
        Self::filtered(teacher, stored, notice, page, false)
    }

    /// The review screen, or with `needs_answer` only the questions whose
    /// answer is not known (paged the same way).
    fn filtered(
        teacher: &Teacher,
        stored: &StoredQuiz,
        notice: Option<String>,
        page: usize,
        needs_answer: bool,
    ) -> Self {
        let questions = &stored.quiz.questions;
        let count = questions.len();
        let unanswered: Vec<usize> = questions
            .iter()
            .enumerate()
            .filter(|(_, q)| !q.answer_known)
            .map(|(i, _)| i)
            .collect();
        let shown = if needs_answer {
            unanswered.len()
        } else {
            count
        };
        let last = page_of(shown.saturating_sub(1));
        let page = page.clamp(1, last);
        ReviewPage {
            nav: teacher.localised_nav(),
            id: stored.id,
            title: stored.quiz.title.clone(),
            revision: stored.revision,
            csrf: teacher.csrf.clone(),
            cards: questions
                .iter()
                .enumerate()
                .filter(|(_, q)| !needs_answer || !q.answer_known)
                .skip((page - 1) * REVIEW_PAGE_SIZE)
                .take(REVIEW_PAGE_SIZE)
                .map(|(i, q)| CardView::new(i, count, q, &stored.source_text))
                .collect(),
            total: count,
            pages: (1..=last).map(|p| (p, p == page)).collect(),
            flagged: unanswered
                .iter()
                .take(MAX_FLAGGED_LINKS)
                .map(|&i| (i + 1, page_of(i)))
                .collect(),
            unanswered: unanswered.len(),
            notice,
            has_source: !stored.source_text.trim().is_empty(),
            formats: exports::offers(&stored.quiz, teacher.lang),
            kinds: kinds(),
            needs_answer,
            library: None,
            suggestions: crate::suggestions::views(&stored.quiz, teacher.lang),
            script_messages: i18n::script_messages(teacher.lang, "review-js-"),
        }
    }
}

#[derive(Debug, Deserialize)]
struct ReviewQuery {
    #[serde(default)]
    notice: String,
    #[serde(default)]
    page: Option<usize>,
    /// `answer`: only the questions that need one.
    #[serde(default)]
    needs: String,
}

async fn review(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Query(query): Query<ReviewQuery>,
) -> Result<Html<String>> {
    let stored = state.store.quiz(teacher.id, id).await?;
    let mut page = ReviewPage::filtered(
        &teacher,
        &stored,
        notice(&query.notice, &teacher.localised_nav()),
        query.page.unwrap_or(1),
        query.needs == "answer",
    );
    page.library = Some(crate::library::panel(&state, &teacher, &stored).await?);
    render_blocking(page).await
}

/// The path of question `index` (0-based) on the review pages.
pub(crate) fn question_path(id: i64, index: usize) -> String {
    if page_of(index) > 1 {
        format!("/quizzes/{id}?page={}#q{}", page_of(index), index + 1)
    } else {
        format!("/quizzes/{id}#q{}", index + 1)
    }
}

/// The review screen after a change, on the page of question `anchor`.
pub(crate) fn to_review(id: i64, notice: &str, anchor: Option<usize>) -> Response {
    let anchor = match anchor {
        Some(i) if page_of(i) > 1 => format!("&page={}#q{}", page_of(i), i + 1),
        Some(i) => format!("#q{}", i + 1),
        None => String::new(),
    };
    Redirect::to(&format!("/quizzes/{id}?notice={notice}{anchor}")).into_response()
}

/// Loads the quiz a form was made from and checks the form's CSRF token
/// and revision. `Ok(None)` when the revision is stale.
pub(crate) async fn load_for_change(
    state: &AppState,
    teacher: &Teacher,
    id: i64,
    fields: &Fields,
) -> Result<Option<StoredQuiz>> {
    teacher.check_csrf(fields.csrf())?;
    let stored = state.store.quiz(teacher.id, id).await?;
    let revision = fields
        .revision()
        .ok_or_else(|| AppError::said("review-no-revision"))?;
    Ok((stored.revision == revision).then_some(stored))
}

/// Saves a changed quiz and redirects to the review screen, or to the
/// latest version with the conflict notice if someone got there first.
pub(crate) async fn save(
    state: &AppState,
    teacher: &Teacher,
    stored: &StoredQuiz,
    quiz: &Quiz,
    notice: &str,
    anchor: Option<usize>,
) -> Result<Response> {
    match state
        .store
        .update_quiz(teacher.id, stored.id, stored.revision, quiz)
        .await
    {
        Ok(_) => Ok(to_review(stored.id, notice, anchor)),
        Err(StoreError::Conflict(_)) => Ok(to_review(stored.id, "conflict", anchor)),
        Err(other) => Err(other.into()),
    }
}

fn question_index(quiz: &Quiz, index: usize) -> Result<usize> {
    if index < quiz.questions.len() {
        Ok(index)
    } else {
        Err(AppError::NotFound)
    }
}

async fn set_title(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    let Some(stored) = load_for_change(&state, &teacher, id, &fields).await? else {
        return Ok(to_review(id, "conflict", None));
    };
    let mut quiz = stored.quiz.clone();
    let title = fields.get("title").unwrap_or_default().trim();
    quiz.title = if title.is_empty() {
        i18n::text(teacher.lang, "quiz-untitled")
    } else {
        title.chars().take(200).collect()
    };
    save(&state, &teacher, &stored, &quiz, "title", None).await
}

async fn add_question(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    let Some(stored) = load_for_change(&state, &teacher, id, &fields).await? else {
        return Ok(to_review(id, "conflict", None));
    };
    let kind = edit::kind_named(fields.get("kind").unwrap_or_default())
        .ok_or_else(|| AppError::said("review-choose-kind"))?;
    let mut quiz = stored.quiz.clone();
    quiz.questions.push(edit::blank(
        kind,
        fields.get("prompt").unwrap_or_default(),
        &quiz.language,
    ));
    let index = quiz.questions.len() - 1;
    save(&state, &teacher, &stored, &quiz, "added", Some(index)).await
}

async fn edit_question(
    State(state): State<AppState>,
    teacher: Teacher,
    Path((id, index)): Path<(i64, usize)>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    teacher.check_csrf(fields.csrf())?;
    let stored = state.store.quiz(teacher.id, id).await?;
    let index = question_index(&stored.quiz, index)?;
    let stale = fields.revision() != Some(stored.revision);
    let (edited, problem) = edit::apply(&stored.quiz.questions[index], &fields, teacher.lang);
    let message = match (stale, problem) {
        (false, None) => {
            let mut quiz = stored.quiz.clone();
            quiz.questions[index] = edited;
            return save(&state, &teacher, &stored, &quiz, "saved", Some(index)).await;
        }
        (true, _) => (
            StatusCode::CONFLICT,
            i18n::text(teacher.lang, "edit-conflict"),
        ),
        (false, Some(problem)) => (
            StatusCode::UNPROCESSABLE_ENTITY,
            i18n::text_with(
                teacher.lang,
                "edit-not-saved",
                &[("problem", problem.into())],
            ),
        ),
    };
    // Show the latest quiz with this card holding the teacher's input.
    let mut page = ReviewPage::new(&teacher, &stored, None, page_of(index));
    let count = stored.quiz.questions.len();
    let mut card = CardView::new(index, count, &edited, &stored.source_text);
    card.problem = Some(message.1);
    page.cards[index % REVIEW_PAGE_SIZE] = card;
    Ok((message.0, render_blocking(page).await?).into_response())
}

async fn question_action(
    State(state): State<AppState>,
    teacher: Teacher,
    Path((id, index, action)): Path<(i64, usize, String)>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    let Some(stored) = load_for_change(&state, &teacher, id, &fields).await? else {
        return Ok(to_review(id, "conflict", Some(index)));
    };
    let mut quiz = stored.quiz.clone();
    let index = question_index(&quiz, index)?;
    let (notice, anchor) = match action.as_str() {
        "delete" => {
            let removed = quiz.questions.remove(index);
            crate::suggestions::keep_removed(&mut quiz, removed);
            (
                "deleted",
                index
                    .checked_sub(1)
                    .or((!quiz.questions.is_empty()).then_some(0)),
            )
        }
        "duplicate" => {
            let copy = quiz.questions[index].clone();
            quiz.questions.insert(index + 1, copy);
            ("duplicated", Some(index + 1))
        }
        "up" if index > 0 => {
            quiz.questions.swap(index, index - 1);
            ("moved", Some(index - 1))
        }
        "down" if index + 1 < quiz.questions.len() => {
            quiz.questions.swap(index, index + 1);
            ("moved", Some(index + 1))
        }
        "up" | "down" => ("moved", Some(index)),
        _ => return Err(AppError::NotFound),
    };
    save(&state, &teacher, &stored, &quiz, notice, anchor).await
}

async fn more(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    let Some(stored) = load_for_change(&state, &teacher, id, &fields).await? else {
        return Ok(to_review(id, "conflict", None));
    };
    let count = make::clamp_count(fields.get("count").and_then(|c| c.trim().parse().ok()));
    let mut quiz = stored.quiz.clone();
    let first_new = quiz.questions.len();
    let added = make::more_questions(&state, &mut quiz, stored.source_text.clone(), count).await?;
    if added == 0 {
        return Ok(to_review(id, "nomore", None));
    }
    save(&state, &teacher, &stored, &quiz, "more", Some(first_new)).await
}

async fn copy(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    teacher.check_csrf(fields.csrf())?;
    let stored = state.store.quiz(teacher.id, id).await?;
    let mut quiz = stored.quiz.clone();
    quiz.title = format!("Copy of {}", quiz.title);
    let copied = state
        .store
        .create_quiz(teacher.id, &quiz, &stored.source_text)
        .await?;
    Ok(to_review(copied.id, "copied", None))
}

/// The delete confirmation page.
#[derive(Template)]
#[template(path = "delete.html")]
struct DeletePage {
    nav: Nav,
    id: i64,
    title: String,
    questions: usize,
    csrf: String,
}

async fn delete_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
) -> Result<Html<String>> {
    let stored = state.store.quiz(teacher.id, id).await?;
    let page = DeletePage {
        nav: teacher.localised_nav(),
        id,
        title: stored.quiz.title,
        questions: stored.quiz.questions.len(),
        csrf: teacher.csrf.clone(),
    };
    Ok(Html(page.render()?))
}

async fn delete(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    teacher.check_csrf(fields.csrf())?;
    match state.store.delete_quiz(teacher.id, id).await {
        // Deleting twice (a double click) ends in the same place.
        Ok(()) | Err(StoreError::NotFound) => {
            Ok(Redirect::to("/?notice=quiz-deleted").into_response())
        }
        Err(other) => Err(other.into()),
    }
}

#[derive(Debug, Deserialize)]
struct ExportQuery {
    #[serde(default)]
    format: String,
}

/// The response that downloads a quiz in a format; shared with the API.
pub async fn download_response(quiz: Quiz, format: String) -> Result<Response> {
    // Writing a 1,000-question quiz (a zip, a workbook) is CPU work: off
    // the async workers.
    tokio::task::spawn_blocking(move || export_response(&quiz, &format))
        .await
        .map_err(|error| AppError::internal(format!("export task: {error}")))?
}

fn export_response(quiz: &Quiz, format: &str) -> Result<Response> {
    let exported = exports::export(format, quiz)
        .ok_or_else(|| {
            let names: Vec<&str> = exports::formats().iter().map(|f| f.name).collect();
            AppError::Invalid(format!(
                "Unknown format “{format}”. Use one of: {}.",
                names.join(", ")
            ))
        })?
        .map_err(|error| AppError::internal(format!("export: {error}")))?;
    let file = exports::file_name(&quiz.title, &exported.format);
    let losses = exported.losses.len().to_string();
    Ok((
        [
            (header::CONTENT_TYPE, exported.format.media_type.to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file}\""),
            ),
            (
                header::HeaderName::from_static("x-quizforge-losses"),
                losses,
            ),
        ],
        exported.body,
    )
        .into_response())
}

async fn download(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Query(query): Query<ExportQuery>,
) -> Result<Response> {
    let stored = state.store.quiz(teacher.id, id).await?;
    download_response(stored.quiz, query.format).await
}
