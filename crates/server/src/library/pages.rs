//! The library's pages: the search page, a shared quiz's page (also the
//! public page of a public quiz), copying, the sharing form of the review
//! screen, and the discover page.

use askama::Template;
use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use quizforge_core::Body;
use quizforge_library::{Related, Scope, Search, Why};
use quizforge_store::{LibraryQuiz, LibraryStore, StoredQuiz, Visibility};
use serde::Deserialize;

use crate::AppState;
use crate::auth::{MaybeTeacher, Teacher};
use crate::edit::Fields;
use crate::error::{AppError, Result};
use crate::i18n::Lang;
use crate::view::Nav;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/library", get(search_page))
        .route("/library/{id}", get(quiz_page))
        .route("/library/{id}/copy", post(copy))
        .route("/quizzes/{id}/sharing", post(set_sharing))
        .route("/discover", get(discover))
}

/// A related quiz as listed.
pub struct RelatedView {
    /// Where it opens.
    pub href: String,
    /// Its title.
    pub title: String,
    /// Why it is related.
    pub why: Why,
}

impl RelatedView {
    /// Why it is related, in `lang`.
    pub fn why_in(&self, lang: &Lang) -> String {
        why_in(*lang, &self.why)
    }
}

/// Why a quiz is related ("Both cover cells and mitosis"), in `lang`: its
/// words in the language, the topics, words and subjects it names as
/// they are.
fn why_in(lang: Lang, why: &Why) -> String {
    let list = |items: &[String]| match items {
        [] => String::new(),
        [one] => one.clone(),
        [first, rest @ ..] => format!(
            "{first} {} {}",
            crate::i18n::text(lang, "list-and"),
            rest.join(", ")
        ),
    };
    let with = |key: &str, name: &str, value: String| {
        crate::i18n::text_with(lang, key, &[(name, value.into())])
    };
    match why {
        Why::CopiedFrom => crate::i18n::text(lang, "library-why-copied-from"),
        Why::FollowUp => crate::i18n::text(lang, "library-why-follow-up"),
        Why::Close => crate::i18n::text(lang, "library-why-close"),
        Why::Cover(topics) => with("library-why-cover", "list", list(topics)),
        Why::Ask(words) => with("library-why-ask", "list", list(words)),
        Why::Tagged(subject) => with("library-why-tagged", "subject", subject.clone()),
    }
}

/// The question kinds with their names in `lang`, for the search filter.
fn kinds_in(lang: Lang) -> Vec<(&'static str, String)> {
    quizforge_core::Kind::ALL
        .into_iter()
        .map(|kind| {
            (
                kind.as_str(),
                crate::results::kind_name(lang, kind.as_str()),
            )
        })
        .collect()
}

pub(super) fn related_views(related: Vec<Related>, viewer: Option<i64>) -> Vec<RelatedView> {
    related
        .into_iter()
        .map(|r| RelatedView {
            href: if Some(r.owner) == viewer {
                format!("/quizzes/{}", r.id)
            } else {
                format!("/library/{}", r.id)
            },
            title: r.title,
            why: r.why,
        })
        .collect()
}

/// The library part of the review screen: sharing, tags, reuse counts and
/// related quizzes.
pub struct Panel {
    /// The quiz.
    pub id: i64,
    /// The session's CSRF token.
    pub csrf: String,
    /// `private`, `school` or `public`.
    pub visibility: &'static str,
    /// The subject tag.
    pub subject: String,
    /// The subject the content suggests, when none is set.
    pub suggested_subject: Option<&'static str>,
    /// The grade tag.
    pub grade: String,
    /// The band of grades the questions read at, when no grade is set
    /// (English only: `quizforge_library::reading`).
    pub suggested_grade: Option<&'static str>,
    /// Other tags, comma-separated.
    pub tags: String,
    /// The title of the quiz this was copied from.
    pub based_on_title: String,
    /// Where that quiz is, while it exists.
    pub based_on: Option<i64>,
    /// How often it was copied.
    pub copies: i64,
    /// How many games were made from it.
    pub plays: i64,
    /// Related quizzes.
    pub related: Vec<RelatedView>,
    /// Subjects to pick from.
    pub subjects: Vec<&'static str>,
}

/// The review screen's library panel for one of the teacher's quizzes.
/// Failing to read the index leaves the related list empty rather than
/// the review screen broken.
pub async fn panel(state: &AppState, teacher: &Teacher, stored: &StoredQuiz) -> Result<Panel> {
    let entry = state
        .store
        .library_quiz(Some(teacher.id), stored.id)
        .await?;
    let related = match super::related(state, stored.id, Some(teacher.id)).await {
        Ok(related) => related,
        Err(error) => {
            tracing::warn!(error = %error.message(), "related quizzes unavailable");
            Vec::new()
        }
    };
    Ok(Panel {
        id: stored.id,
        csrf: teacher.csrf.clone(),
        visibility: entry.sharing.visibility.as_str(),
        suggested_subject: entry
            .sharing
            .subject
            .is_empty()
            .then(|| quizforge_library::suggest::subject(&stored.quiz))
            .flatten(),
        subject: entry.sharing.subject,
        suggested_grade: entry
            .sharing
            .grade
            .is_empty()
            .then(|| quizforge_library::reading::grade(&stored.quiz))
            .flatten(),
        grade: entry.sharing.grade,
        tags: entry.sharing.tags.join(", "),
        based_on_title: entry.based_on_title,
        based_on: entry.based_on,
        copies: entry.copies,
        plays: entry.plays,
        related: related_views(related, Some(teacher.id)),
        subjects: quizforge_library::suggest::subjects(),
    })
}

async fn set_sharing(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    teacher.check_csrf(fields.csrf())?;
    let current = state.store.library_quiz(Some(teacher.id), id).await?;
    if current.stored.owner_id != teacher.id {
        return Err(AppError::NotFound);
    }
    let get = |name: &str| {
        fields
            .0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let tags: Vec<String> = get("tags")
        .unwrap_or("")
        .split(',')
        .map(str::to_string)
        .collect();
    let sharing = super::sharing_from(
        &current.sharing,
        get("visibility"),
        get("subject"),
        get("grade"),
        Some(&tags),
    )?;
    state.store.set_sharing(teacher.id, id, &sharing).await?;
    Ok(Redirect::to(&format!("/quizzes/{id}?notice=sharing-saved#sharing")).into_response())
}

/// The search form's fields.
#[derive(Debug, Default, Deserialize)]
struct SearchQuery {
    #[serde(default)]
    q: String,
    #[serde(default)]
    scope: String,
    #[serde(default)]
    subject: String,
    #[serde(default)]
    grade: String,
    #[serde(default)]
    language: String,
    #[serde(default)]
    kind: String,
    #[serde(default)]
    length: String,
    #[serde(default)]
    played: String,
}

/// One result as listed.
struct ResultView {
    href: String,
    title: String,
    pieces: Vec<(String, bool)>,
    meta: String,
    mine: bool,
}

#[derive(Template)]
#[template(path = "library_search.html")]
struct SearchPage {
    nav: Nav,
    query: SearchQuery,
    results: Vec<ResultView>,
    searched: bool,
    kinds: Vec<(&'static str, String)>,
    subjects: Vec<&'static str>,
    /// The quiz languages to filter by, each with its name.
    languages: Vec<(&'static str, String)>,
}

/// The question-count bounds of a length filter.
fn length_bounds(length: &str) -> (Option<u64>, Option<u64>) {
    match length {
        "short" => (None, Some(10)),
        "medium" => (Some(11), Some(25)),
        "long" => (Some(26), None),
        _ => (None, None),
    }
}

async fn search_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Query(query): Query<SearchQuery>,
) -> Result<Html<String>> {
    let nav = teacher.localised_nav();
    let lang = nav.lang;
    let scope = Scope::parse(&query.scope).unwrap_or_default();
    let searched = !query.q.trim().is_empty()
        || [
            &query.subject,
            &query.grade,
            &query.language,
            &query.kind,
            &query.length,
        ]
        .iter()
        .any(|f| !f.is_empty())
        || !query.played.is_empty();
    let results = if searched {
        let (min_questions, max_questions) = length_bounds(&query.length);
        let hits = super::search(
            &state,
            Search {
                text: query.q.clone(),
                viewer: Some(teacher.id),
                scope,
                subject: Some(query.subject.clone()),
                grade: Some(query.grade.clone()),
                language: Some(query.language.clone()),
                kinds: if query.kind.is_empty() {
                    Vec::new()
                } else {
                    vec![query.kind.clone()]
                },
                min_questions,
                max_questions,
                played_since: query
                    .played
                    .parse::<i64>()
                    .ok()
                    .map(|days| quizforge_store::now() - days * 24 * 3600),
                limit: 30,
            },
        )
        .await?;
        hits.into_iter()
            .map(|hit| {
                let mine = hit.owner == teacher.id;
                let mut meta = vec![nav.t_count("home-questions", "count", hit.questions)];
                if !hit.subject.is_empty() {
                    meta.push(hit.subject.clone());
                }
                if !hit.grade.is_empty() {
                    meta.push(grade_shown(&nav, &hit.grade));
                }
                meta.push(if mine {
                    let visibility = nav.t(&format!("library-visibility-{}", hit.visibility));
                    nav.t_text("library-yours", "visibility", &visibility)
                } else {
                    nav.t("library-shared")
                });
                if hit.copies > 0 {
                    meta.push(nav.t_count("library-copied-times", "count", hit.copies));
                }
                ResultView {
                    href: if mine {
                        format!("/quizzes/{}", hit.id)
                    } else {
                        format!("/library/{}", hit.id)
                    },
                    title: hit.title,
                    pieces: hit.snippet.pieces(),
                    meta: meta.join(" · "),
                    mine,
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    let page = SearchPage {
        nav,
        query,
        results,
        searched,
        kinds: kinds_in(lang),
        subjects: quizforge_library::suggest::subjects(),
        languages: ["en", "fr", "de", "es"]
            .into_iter()
            .map(|code| {
                (
                    code,
                    crate::i18n::text(lang, &format!("library-language-{code}")),
                )
            })
            .collect(),
    };
    Ok(Html(page.render()?))
}

/// A question as a shared quiz's page shows it: no key.
struct QuestionView {
    number: usize,
    /// Its kind, in the page's language.
    kind: String,
    prompt: String,
    stimulus: Option<String>,
    options: Vec<String>,
}

fn question_views(entry: &LibraryQuiz, lang: Lang) -> Vec<QuestionView> {
    entry
        .stored
        .quiz
        .questions
        .iter()
        .enumerate()
        .map(|(i, q)| QuestionView {
            number: i + 1,
            kind: crate::results::kind_name(lang, q.body.kind().as_str()),
            prompt: q.prompt.clone(),
            stimulus: q.stimulus.clone(),
            options: match &q.body {
                Body::MultipleChoice { choices }
                | Body::MultipleResponse { choices }
                | Body::TrueFalse { choices } => choices.iter().map(|c| c.text.clone()).collect(),
                Body::Matching { pairs } => {
                    // Left items in order; right items sorted, so their
                    // order says nothing about the pairing.
                    let mut rights: Vec<String> = pairs.iter().map(|p| p.right.clone()).collect();
                    rights.sort();
                    pairs
                        .iter()
                        .filter(|p| !p.left.is_empty())
                        .map(|p| p.left.clone())
                        .chain(rights.into_iter().map(|r| format!("→ {r}")))
                        .collect()
                }
                Body::Ordering { items } => {
                    let mut items = items.clone();
                    items.sort();
                    items
                }
                Body::ShortAnswer { .. } | Body::Numeric { .. } | Body::Open => Vec::new(),
            },
        })
        .collect()
}

#[derive(Template)]
#[template(path = "library_quiz.html")]
struct QuizPage {
    nav: Nav,
    signed_in: bool,
    id: i64,
    title: String,
    subject: String,
    grade: String,
    public: bool,
    copies: i64,
    plays: i64,
    questions: Vec<QuestionView>,
    related: Vec<RelatedView>,
}

async fn quiz_page(
    State(state): State<AppState>,
    MaybeTeacher(teacher): MaybeTeacher,
    headers: HeaderMap,
    Path(id): Path<i64>,
) -> Result<Response> {
    let viewer = teacher.as_ref().map(|t| t.id);
    let entry = state.store.library_quiz(viewer, id).await?;
    if Some(entry.stored.owner_id) == viewer {
        return Ok(Redirect::to(&format!("/quizzes/{id}")).into_response());
    }
    let related = super::related(&state, id, viewer).await?;
    let nav = nav_of(teacher.as_ref(), &headers);
    let lang = nav.lang;
    let grade = grade_shown(&nav, &entry.sharing.grade);
    let page = QuizPage {
        nav,
        signed_in: teacher.is_some(),
        id,
        title: entry.stored.quiz.title.clone(),
        subject: entry.sharing.subject.clone(),
        grade,
        public: entry.sharing.visibility == Visibility::Public,
        copies: entry.copies,
        plays: entry.plays,
        questions: question_views(&entry, lang),
        related: related_views(related, viewer),
    };
    Ok(Html(page.render()?).into_response())
}

async fn copy(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    teacher.check_csrf(fields.csrf())?;
    let copied = state.store.copy_quiz(teacher.id, id).await?;
    Ok(Redirect::to(&format!("/quizzes/{}?notice=copied", copied.id)).into_response())
}

/// A subject and its quizzes on the discover page.
struct Shelf {
    subject: String,
    quizzes: Vec<(String, String, u64)>,
}

#[derive(Template)]
#[template(path = "discover.html")]
struct DiscoverPage {
    nav: Nav,
    signed_in: bool,
    shelves: Vec<Shelf>,
}

/// The bar of a page anyone may see: the teacher's language when one is
/// signed in, else the browser's.
/// A grade as a page shows it: a bare number or range gets its word
/// ("grade 7"); one the teacher wrote as words ("grades 9–10", "Year 7",
/// the suggestion they accepted) is shown as written, not as "grade
/// grades 9–10". Empty stays empty.
fn grade_shown(nav: &Nav, grade: &str) -> String {
    if grade.is_empty() || grade.chars().any(char::is_alphabetic) {
        grade.to_string()
    } else {
        nav.t_text("library-grade-of", "value", grade)
    }
}

fn nav_of(teacher: Option<&Teacher>, headers: &HeaderMap) -> Nav {
    teacher.map_or_else(
        || Nav::anonymous_in(crate::i18n::from_headers(headers)),
        Teacher::localised_nav,
    )
}

async fn discover(
    State(state): State<AppState>,
    MaybeTeacher(teacher): MaybeTeacher,
    headers: HeaderMap,
) -> Result<Html<String>> {
    let nav = nav_of(teacher.as_ref(), &headers);
    let viewer = teacher.as_ref().map(|t| t.id);
    let hits = super::search(
        &state,
        Search {
            viewer,
            scope: if viewer.is_some() {
                Scope::School
            } else {
                Scope::Public
            },
            limit: 200,
            ..Search::default()
        },
    )
    .await?;
    let mut shelves: std::collections::BTreeMap<String, Vec<(String, String, u64)>> =
        std::collections::BTreeMap::new();
    for hit in hits {
        if hit.visibility == "private" || Some(hit.owner) == viewer {
            continue;
        }
        let subject = if hit.subject.is_empty() {
            nav.t("discover-other")
        } else {
            hit.subject.clone()
        };
        shelves.entry(subject).or_default().push((
            format!("/library/{}", hit.id),
            hit.title,
            hit.questions,
        ));
    }
    let page = DiscoverPage {
        nav,
        signed_in: teacher.is_some(),
        shelves: shelves
            .into_iter()
            .map(|(subject, quizzes)| Shelf { subject, quizzes })
            .collect(),
    };
    Ok(Html(page.render()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grade_written_in_words_is_shown_as_written() {
        let nav = Nav::anonymous_in(Lang::En);
        assert_eq!(grade_shown(&nav, "7"), "grade 7");
        assert_eq!(grade_shown(&nav, "9–10"), "grade 9–10");
        assert_eq!(grade_shown(&nav, "grades 9–10"), "grades 9–10");
        assert_eq!(grade_shown(&nav, "Year 7"), "Year 7");
        assert_eq!(grade_shown(&nav, ""), "");
        let french = Nav::anonymous_in(Lang::Fr);
        assert_eq!(grade_shown(&french, "5"), "niveau 5");
    }

    #[test]
    fn why_a_quiz_is_related_is_said_in_the_pages_language() {
        let names = |items: &[&str]| items.iter().map(|i| i.to_string()).collect::<Vec<_>>();
        let cover = Why::Cover(names(&["Cells", "Mitosis", "Meiosis"]));
        assert_eq!(
            why_in(Lang::Fr, &cover),
            "Tous deux traitent de Cells et Mitosis, Meiosis"
        );
        assert_eq!(
            why_in(Lang::De, &Why::Ask(names(&["basalt"]))),
            "Beide fragen nach basalt"
        );
        assert_eq!(
            why_in(Lang::Es, &Why::CopiedFrom),
            "Este cuestionario se copió de él"
        );
        // English says what the index's own phrase says (the API's).
        for why in [
            cover,
            Why::Ask(names(&["basalt", "lava"])),
            Why::Tagged("biology".into()),
            Why::CopiedFrom,
            Why::FollowUp,
            Why::Close,
        ] {
            assert_eq!(why_in(Lang::En, &why), why.to_string());
        }
        // A topic holding " and " stays whole.
        let tricky = Why::Cover(names(&["Sound and light", "Waves"]));
        assert_eq!(
            why_in(Lang::Fr, &tricky),
            "Tous deux traitent de Sound and light et Waves"
        );
    }

    #[test]
    fn lengths_bound_the_question_count() {
        assert_eq!(length_bounds("short"), (None, Some(10)));
        assert_eq!(length_bounds("long"), (Some(26), None));
        assert_eq!(length_bounds(""), (None, None));
    }
}
