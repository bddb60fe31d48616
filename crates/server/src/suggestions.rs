//! Suggestions on the review screen: questions the forge wrote from the
//! document but held back (the quiz was full, two had the same answer, …),
//! each with why. The teacher adds the ones they want or dismisses them;
//! nothing reaches a student until it is added to the questions.

use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::post;
use axum::{Form, Router};
use quizforge_core::{Body, Question, Quiz, Suggestion};

use crate::AppState;
use crate::auth::Teacher;
use crate::edit::Fields;
use crate::error::{AppError, Result};
use crate::i18n::Lang;
use crate::quizzes::{load_for_change, save, to_review};

/// The suggestion routes.
pub fn router() -> Router<AppState> {
    Router::new().route(
        "/quizzes/{id}/suggestions/{index}/{action}",
        post(suggestion_action),
    )
}

/// Why a question the teacher deleted stands among the suggestions. Kept
/// in the quiz in English, like the forge's own reasons, and said in the
/// page's language (`suggestion-removed`).
pub const REMOVED: &str = "you removed it from the quiz";

/// Keeps a question the teacher deletes among the suggestions, first:
/// it can be added back as it was (edits included), and "More questions"
/// does not bring it, or another question on its passage or with its
/// answer, back unasked.
pub fn keep_removed(quiz: &mut Quiz, question: Question) {
    quiz.suggestions.insert(
        0,
        Suggestion {
            question,
            held_back: REMOVED.to_string(),
        },
    );
}

/// The questions the teacher deleted, still kept as suggestions.
pub fn removed(quiz: &Quiz) -> impl Iterator<Item = &Question> {
    quiz.suggestions
        .iter()
        .filter(|s| s.held_back == REMOVED)
        .map(|s| &s.question)
}

/// One suggestion as the review screen shows it.
pub struct SuggestionView {
    /// Its place in the quiz's list, 0-based (what the forms send).
    pub index: usize,
    /// Its place, 1-based (what the page shows).
    pub number: usize,
    /// Its kind's JSON name (`Kind::as_str`), shown through `Nav::kind`.
    pub kind: &'static str,
    pub topic: Option<String>,
    pub prompt: String,
    /// The answers to read it by: (text, whether it is right).
    pub answers: Vec<(String, bool)>,
    pub held_back: String,
}

/// Every suggestion of `quiz`, ready to show, why each was held back said
/// in `lang`.
pub fn views(quiz: &Quiz, lang: Lang) -> Vec<SuggestionView> {
    quiz.suggestions
        .iter()
        .enumerate()
        .map(|(index, suggestion)| {
            let q = &suggestion.question;
            SuggestionView {
                index,
                number: index + 1,
                kind: q.kind().as_str(),
                topic: q.topic.clone(),
                prompt: q.prompt.clone(),
                answers: answers(&q.body),
                held_back: if suggestion.held_back == REMOVED {
                    crate::i18n::text(lang, "suggestion-removed")
                } else {
                    crate::forge_words::left_out_in(lang, &suggestion.held_back)
                },
            }
        })
        .collect()
}

/// What a question's options and key are, as lines to read.
fn answers(body: &Body) -> Vec<(String, bool)> {
    match body {
        Body::MultipleChoice { choices }
        | Body::MultipleResponse { choices }
        | Body::TrueFalse { choices } => choices
            .iter()
            .map(|c| (c.text.clone(), c.correct))
            .collect(),
        Body::ShortAnswer { accepted, .. } => accepted
            .iter()
            .filter(|a| a.weight > 0.0)
            .map(|a| (a.text.clone(), true))
            .collect(),
        Body::Numeric { answers } => answers
            .iter()
            .filter(|a| a.weight > 0.0)
            .map(|a| {
                let text = if a.tolerance > 0.0 {
                    format!("{} (± {})", a.value, a.tolerance)
                } else {
                    a.value.to_string()
                };
                (text, true)
            })
            .collect(),
        Body::Matching { pairs } => pairs
            .iter()
            .map(|p| {
                if p.left.is_empty() {
                    (format!("(extra) {}", p.right), false)
                } else {
                    (format!("{} = {}", p.left, p.right), true)
                }
            })
            .collect(),
        Body::Ordering { items } => items
            .iter()
            .enumerate()
            .map(|(i, item)| (format!("{}. {item}", i + 1), true))
            .collect(),
        Body::Open => Vec::new(),
    }
}

/// Moves suggestion `index` into the questions, where its passage comes in
/// the document among the questions taken from it; returns where it went.
pub fn add(quiz: &mut Quiz, index: usize) -> Option<usize> {
    if index >= quiz.suggestions.len() {
        return None;
    }
    let Suggestion { question, .. } = quiz.suggestions.remove(index);
    let at = place_of(&quiz.questions, &question);
    quiz.questions.insert(at, question);
    Some(at)
}

/// Where `question` belongs: before the first question whose passage comes
/// later in the document, else at the end.
fn place_of(questions: &[Question], question: &Question) -> usize {
    let Some(start) = question.source.map(|s| s.start) else {
        return questions.len();
    };
    questions
        .iter()
        .position(|q| q.source.is_some_and(|s| s.start > start))
        .unwrap_or(questions.len())
}

/// The forge's fresh suggestions, less those the quiz already asks
/// (compared by prompt), e.g. after "More questions" added some of them,
/// and less those on what the teacher removed; the removed questions stay
/// first.
pub fn refresh(quiz: &mut Quiz, fresh: Vec<Suggestion>) {
    let asked: std::collections::BTreeSet<String> = quiz
        .questions
        .iter()
        .map(|q| crate::make::prompt_key(&q.prompt))
        .collect();
    let removed: Vec<Suggestion> = quiz
        .suggestions
        .drain(..)
        .filter(|s| s.held_back == REMOVED)
        .collect();
    let fresh: Vec<Suggestion> = fresh
        .into_iter()
        .filter(|s| !asked.contains(&crate::make::prompt_key(&s.question.prompt)))
        .filter(|s| {
            !removed
                .iter()
                .any(|r| crate::make::asks_the_same(&r.question, &s.question))
        })
        .collect();
    quiz.suggestions = removed.into_iter().chain(fresh).collect();
}

async fn suggestion_action(
    State(state): State<AppState>,
    teacher: Teacher,
    Path((id, index, action)): Path<(i64, usize, String)>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let fields = Fields(fields);
    let Some(stored) = load_for_change(&state, &teacher, id, &fields).await? else {
        return Ok(to_review(id, "conflict", None));
    };
    let mut quiz = stored.quiz.clone();
    if index >= quiz.suggestions.len() {
        return Err(AppError::NotFound);
    }
    match action.as_str() {
        "add" => {
            let at = add(&mut quiz, index).ok_or(AppError::NotFound)?;
            save(
                &state,
                &teacher,
                &stored,
                &quiz,
                "suggestion-added",
                Some(at),
            )
            .await
        }
        "dismiss" => {
            quiz.suggestions.remove(index);
            save(
                &state,
                &teacher,
                &stored,
                &quiz,
                "suggestion-dismissed",
                None,
            )
            .await
        }
        _ => Err(AppError::NotFound),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::Span;

    fn sourced(prompt: &str, start: usize) -> Question {
        let mut q = Question::new(prompt, Body::true_false(Some(true), "en"));
        q.source = Some(Span::new(start, start + 10));
        q
    }

    #[test]
    fn an_added_suggestion_takes_its_place_in_document_order() {
        let mut quiz = Quiz::new("T", "en");
        quiz.questions = vec![sourced("first", 0), sourced("third", 200)];
        quiz.suggestions = vec![
            Suggestion {
                question: sourced("last", 900),
                held_back: "full".into(),
            },
            Suggestion {
                question: sourced("second", 100),
                held_back: "full".into(),
            },
        ];
        assert_eq!(add(&mut quiz, 1), Some(1));
        assert_eq!(add(&mut quiz, 0), Some(3));
        let prompts: Vec<&str> = quiz.questions.iter().map(|q| q.prompt.as_str()).collect();
        assert_eq!(prompts, ["first", "second", "third", "last"]);
        assert!(quiz.suggestions.is_empty());
        assert_eq!(add(&mut quiz, 0), None);
    }

    #[test]
    fn suggestions_already_asked_are_dropped_on_refresh() {
        let mut quiz = Quiz::new("T", "en");
        quiz.questions = vec![sourced("Asked  already", 0)];
        let fresh = vec![
            Suggestion {
                question: sourced("asked already", 0),
                held_back: "full".into(),
            },
            Suggestion {
                question: sourced("new one", 50),
                held_back: "full".into(),
            },
        ];
        refresh(&mut quiz, fresh);
        assert_eq!(quiz.suggestions.len(), 1);
        assert_eq!(quiz.suggestions[0].question.prompt, "new one");
    }

    #[test]
    fn the_key_is_shown_with_the_options() {
        let body = Body::true_false(Some(false), "en");
        let lines = answers(&body);
        assert_eq!(
            lines,
            [("True".to_string(), false), ("False".to_string(), true)]
        );
    }
}
