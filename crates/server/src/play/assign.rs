//! The assign form (`/quizzes/{id}/assign`): class, mode, homework times and
//! scoring. On any error the form comes back with everything the teacher
//! chose and typed, so a resubmit never launches a different game.

use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use quizforge_core::play::{Leaderboard, Mode, Settings};
use quizforge_store::{
    Assignment, AutoFollowUps, ClassId, ClassSummary, FollowUpStore, QuizId, Store, UserId,
};
use serde::Deserialize;

use super::classes::parse_class;
use super::teacher::{create_assignment, parse_local_time};
use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::i18n::{self, Lang};
use crate::view::Nav;

/// The timers the form offers, in seconds (0: none; `default`: 20 s when
/// live, none for self-paced work and homework).
const TIMERS: [&str; 7] = ["default", "0", "10", "20", "30", "60", "120"];

/// A timer's label in `lang`.
fn timer_label(value: &str, lang: Lang) -> String {
    match value.parse::<u32>() {
        Err(_) => i18n::text(lang, "assign-timer-default"),
        Ok(0) => i18n::text(lang, "assign-timer-none"),
        Ok(seconds) if seconds % 60 == 0 && seconds > 60 => i18n::text_with(
            lang,
            "assign-timer-minutes",
            &[("count", (seconds / 60).into())],
        ),
        Ok(seconds) => {
            i18n::text_with(lang, "assign-timer-seconds", &[("seconds", seconds.into())])
        }
    }
}

/// The timer of a live game when the teacher keeps the default.
const LIVE_TIMER: u32 = 20;

/// The leaderboards the form offers.
const LEADERBOARDS: [&str; 5] = ["off", "anonymous", "top3", "top5", "top10"];

/// A leaderboard's label in `lang`.
fn leaderboard_label(value: &str, lang: Lang) -> String {
    match value
        .strip_prefix("top")
        .and_then(|n| n.parse::<u32>().ok())
    {
        Some(count) => i18n::text_with(lang, "assign-leaderboard-top", &[("count", count.into())]),
        None => i18n::text(lang, &format!("assign-leaderboard-{value}")),
    }
}

#[derive(Template)]
#[template(path = "assign.html")]
struct AssignPage {
    nav: Nav,
    quiz_id: QuizId,
    title: String,
    questions: usize,
    classes: Vec<ClassSummary>,
    error: Option<String>,
    form: AssignForm,
    /// Each timer's value and label.
    timers: Vec<(&'static str, String)>,
    /// Each leaderboard's value and label.
    leaderboards: Vec<(&'static str, String)>,
    /// Questions without a key (warned about before a live game).
    unknown_keys: usize,
    /// Where to give the keys: the first question without one.
    keys_link: String,
}

impl AssignPage {
    /// Whether `<option value=id>` of the class list is the chosen one.
    fn class_chosen(&self, id: &ClassId) -> bool {
        self.form.class_id.as_deref() == Some(id.to_string().as_str())
    }

    /// Whether "A new class…" is the chosen option.
    fn new_class_chosen(&self) -> bool {
        match self.form.class_id.as_deref() {
            Some("new") => true,
            Some(id) => !self.classes.iter().any(|c| c.id.to_string() == id),
            None => self.classes.is_empty(),
        }
    }

    fn timer_chosen(&self, value: &str) -> bool {
        self.form.timer == value
    }
}

/// The assign form, as typed.
#[derive(Debug, Clone, Deserialize)]
pub struct AssignForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    class_id: Option<String>,
    #[serde(default)]
    new_class: String,
    #[serde(default)]
    mode: String,
    #[serde(default)]
    opens_at: String,
    #[serde(default)]
    due_at: String,
    /// Minutes to add to the local times typed to get UTC (the browser's
    /// `getTimezoneOffset()`), 0 without JavaScript.
    #[serde(default)]
    tz_offset: Option<i64>,
    /// The browser's time zone (an IANA name), set by `app.js`; it wins
    /// over `tz_offset`, since it knows daylight saving time on the dates
    /// typed, and is kept on the teacher's account.
    #[serde(default)]
    time_zone: String,
    #[serde(default)]
    speed_bonus: Option<String>,
    #[serde(default)]
    streak_bonus: Option<String>,
    #[serde(default)]
    leaderboard: String,
    #[serde(default)]
    timer: String,
    #[serde(default)]
    feedback: Option<String>,
    #[serde(default)]
    shuffle_choices: Option<String>,
    /// Ticked to play live a quiz with questions without a key.
    #[serde(default)]
    unknown_keys_ok: Option<String>,
    /// Ticked to send the follow-ups on their own when the game ends.
    #[serde(default)]
    auto_follow_ups: Option<String>,
    /// New questions each automatic follow-up gets at most.
    #[serde(default)]
    auto_new_questions: String,
    /// Days from the automatic send to the follow-ups' due time.
    #[serde(default)]
    auto_due_days: String,
}

impl AssignForm {
    /// The form as first shown: live, feedback and shuffling on, the
    /// default timer (none for self-paced work and homework), no
    /// leaderboard.
    fn fresh() -> Self {
        Self {
            csrf: String::new(),
            class_id: None,
            new_class: String::new(),
            mode: "live".into(),
            opens_at: String::new(),
            due_at: String::new(),
            tz_offset: None,
            time_zone: String::new(),
            speed_bonus: None,
            streak_bonus: None,
            leaderboard: "off".into(),
            timer: "default".into(),
            feedback: Some("on".into()),
            shuffle_choices: Some("on".into()),
            unknown_keys_ok: None,
            auto_follow_ups: None,
            auto_new_questions: AutoFollowUps::default().new_questions.to_string(),
            auto_due_days: AutoFollowUps::default().due_days.to_string(),
        }
    }
}

/// `GET /quizzes/{id}/assign`.
pub async fn assign_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(quiz_id): Path<QuizId>,
) -> Result<Html<String>> {
    render_assign(&state, &teacher, quiz_id, None, AssignForm::fresh()).await
}

async fn render_assign(
    state: &AppState,
    teacher: &Teacher,
    quiz_id: QuizId,
    error: Option<String>,
    form: AssignForm,
) -> Result<Html<String>> {
    let quiz = state.store.quiz(teacher.id, quiz_id).await?;
    let unknown_keys = crate::results::unknown_keys(&quiz.quiz);
    let keys_link = quiz
        .quiz
        .questions
        .iter()
        .position(|q| !q.answer_known)
        .map_or_else(
            || format!("/quizzes/{quiz_id}"),
            |index| crate::quizzes::question_path(quiz_id, index),
        );
    let nav = teacher.localised_nav();
    let lang = nav.lang;
    let page = AssignPage {
        unknown_keys,
        keys_link,
        nav,
        quiz_id,
        title: quiz.quiz.title,
        questions: quiz.quiz.questions.len(),
        classes: state.store.classes(teacher.id).await?,
        error,
        form,
        timers: TIMERS.iter().map(|t| (*t, timer_label(t, lang))).collect(),
        leaderboards: LEADERBOARDS
            .iter()
            .map(|l| (*l, leaderboard_label(l, lang)))
            .collect(),
    };
    Ok(Html(page.render()?))
}

/// `POST /quizzes/{id}/assign`.
pub async fn assign(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(quiz_id): Path<QuizId>,
    Form(form): Form<AssignForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    crate::zone::remember(&state, teacher.id, &form.time_zone).await;
    match assign_from_form(&state, teacher.id, quiz_id, &form, teacher.lang).await {
        Ok(assignment) => {
            Ok(Redirect::to(&format!("/assignments/{}", assignment.id)).into_response())
        }
        Err((AppError::Invalid(message), created)) => {
            let mut form = form;
            // A class made before a later error is chosen, not made again.
            if let Some(class) = created {
                form.class_id = Some(class.to_string());
                form.new_class.clear();
            }
            let page = render_assign(&state, &teacher, quiz_id, Some(message), form).await?;
            Ok((StatusCode::UNPROCESSABLE_ENTITY, page).into_response())
        }
        Err((other, _)) => Err(other),
    }
}

/// Reads the form and assigns; an error comes with the class it made, if
/// it made one before failing. What the teacher did wrong is said in
/// `lang`.
async fn assign_from_form(
    state: &AppState,
    owner: UserId,
    quiz_id: QuizId,
    form: &AssignForm,
    lang: Lang,
) -> std::result::Result<Assignment, (AppError, Option<ClassId>)> {
    let refuse = |key: &str| -> (AppError, Option<ClassId>) {
        (AppError::Invalid(i18n::text(lang, key)), None)
    };
    let mode = Mode::parse(&form.mode).ok_or_else(|| refuse("assign-error-mode"))?;
    // Everything that can be checked is checked before a new class is made.
    let quiz = state
        .store
        .quiz(owner, quiz_id)
        .await
        .map_err(|error| (error.into(), None))?;
    if crate::results::check_unknown_keys(&quiz.quiz, mode, form.unknown_keys_ok.is_some()).is_err()
    {
        let count = crate::results::unknown_keys(&quiz.quiz);
        return Err((
            AppError::Invalid(i18n::text_with(
                lang,
                "assign-error-unknown-keys",
                &[("count", count.into())],
            )),
            None,
        ));
    }
    if quiz.quiz.questions.is_empty() {
        return Err(refuse("assign-error-no-questions"));
    }
    let offset = form.tz_offset.unwrap_or(0).clamp(-24 * 60, 24 * 60) * 60;
    let zone = crate::zone::parse(&form.time_zone);
    let time = |typed: &str, error: &str| -> Result<Option<i64>> {
        if typed.trim().is_empty() {
            return Ok(None);
        }
        let unix = match &zone {
            Some(zone) => crate::zone::local_to_unix(typed, zone),
            None => parse_local_time(typed).map(|t| t + offset),
        };
        unix.map(Some)
            .ok_or_else(|| AppError::Invalid(i18n::text(lang, error)))
    };
    let (opens_at, due_at) = if mode == Mode::Homework {
        (
            time(&form.opens_at, "assign-error-opens-time").map_err(|e| (e, None))?,
            time(&form.due_at, "assign-error-due-time").map_err(|e| (e, None))?,
        )
    } else {
        (None, None)
    };
    if let (Some(opens), Some(due)) = (opens_at, due_at)
        && due <= opens
    {
        return Err(refuse("assign-error-due-before-opens"));
    }
    let leaderboard = match form.leaderboard.as_str() {
        "anonymous" => Leaderboard::Anonymous,
        top if top.starts_with("top") => {
            Leaderboard::Top(top[3..].parse().unwrap_or(3).clamp(1, 100))
        }
        _ => Leaderboard::Off,
    };
    let settings = Settings {
        speed_bonus: form.speed_bonus.is_some(),
        streak_bonus: form.streak_bonus.is_some(),
        leaderboard,
        timer_seconds: timer_seconds(&form.timer, mode),
        feedback: form.feedback.is_some(),
        shuffle_choices: form.shuffle_choices.is_some(),
    };
    let mut created = None;
    let class_id = match form
        .class_id
        .as_deref()
        .filter(|id| !id.is_empty() && *id != "new")
    {
        Some(id) => id
            .parse::<ClassId>()
            .map_err(|_| refuse("assign-error-class"))?,
        None => {
            let (name, roster) =
                parse_class(&form.new_class, "").map_err(|_| refuse("assign-error-new-class"))?;
            let id = state
                .store
                .create_class(owner, &name, &roster)
                .await
                .map_err(|e| (e.into(), None))?
                .id;
            created = Some(id);
            id
        }
    };
    let assignment = create_assignment(
        state, owner, quiz_id, class_id, mode, settings, opens_at, due_at,
    )
    .await
    .map_err(|e| (e, created))?;
    if form.auto_follow_ups.is_some() {
        state
            .store
            .set_auto_follow_ups(owner, assignment.id, true, auto_follow_ups(form))
            .await
            .map_err(|e| (e.into(), created))?;
    }
    Ok(assignment)
}

/// What the automatic follow-ups get, from the form: as the follow-ups
/// page reads the same fields, a number out of range is brought into it
/// (the inputs themselves allow only the range) and a blank is the
/// default.
fn auto_follow_ups(form: &AssignForm) -> AutoFollowUps {
    let defaults = AutoFollowUps::default();
    let read = |field: &str, default: u32| field.trim().parse::<u32>().unwrap_or(default);
    AutoFollowUps {
        new_questions: read(&form.auto_new_questions, defaults.new_questions)
            .min(AutoFollowUps::MOST_QUESTIONS),
        due_days: read(&form.auto_due_days, defaults.due_days).clamp(1, AutoFollowUps::MOST_DAYS),
    }
}

/// The timer chosen: a number of seconds (at most 10 minutes), none, or the
/// default (20 s live; students working at their own pace are not rushed).
fn timer_seconds(chosen: &str, mode: Mode) -> Option<u32> {
    if chosen == "default" || chosen.is_empty() {
        return (mode == Mode::Live).then_some(LIVE_TIMER);
    }
    chosen
        .parse::<u32>()
        .ok()
        .filter(|&s| s > 0)
        .map(|s| s.min(600))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_live_games_get_a_timer_by_default() {
        assert_eq!(timer_seconds("default", Mode::Live), Some(20));
        assert_eq!(timer_seconds("default", Mode::SelfPaced), None);
        assert_eq!(timer_seconds("default", Mode::Homework), None);
        assert_eq!(timer_seconds("30", Mode::Homework), Some(30));
        assert_eq!(timer_seconds("0", Mode::Live), None);
        assert_eq!(timer_seconds("9999", Mode::Live), Some(600));
    }
}
