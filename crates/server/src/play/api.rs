//! Play through the JSON API: classes, assignments, the teacher's
//! controls, results read back from the store, and joining as a student.
//! The load tool (`quizforge loadtest`) sets up and checks its games
//! through these routes only.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use quizforge_core::play::{Mode, Settings};
use quizforge_store::{
    Assignment, AssignmentId, AutoFollowUps, ClassId, FollowUpStore, QuizId, Store,
};
use serde::Deserialize;
use serde_json::{Value, json};

use super::classes::parse_class;
use super::teacher::{apply_control, apply_player_action, create_assignment};
use crate::AppState;
use crate::api::{ApiResult, ApiTeacher, Body};
use crate::error::AppError;
use crate::i18n::Lang;

/// The play routes of the API (merged under `/api/v1`).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/classes", get(list_classes).post(new_class))
        .route("/assignments", post(new_assignment))
        .route(
            "/assignments/{id}",
            get(read_assignment).delete(delete_assignment),
        )
        .route("/assignments/{id}/control", post(control))
        .route("/assignments/{id}/results", get(results))
        .route("/assignments/{id}/players/{player}", post(player))
        .route("/play/{code}/players", post(super::student::api_join))
}

#[derive(Debug, Deserialize)]
struct NewClass {
    name: String,
    #[serde(default)]
    roster: Vec<String>,
}

async fn new_class(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Body(body): Body<NewClass>,
) -> ApiResult<Response> {
    let (name, roster) = parse_class(&body.name, &body.roster.join("\n"))?;
    let class = state.store.create_class(user.id, &name, &roster).await?;
    let roster: Vec<Value> = class
        .roster
        .iter()
        .map(|r| json!({ "id": r.id, "name": r.name }))
        .collect();
    Ok((
        StatusCode::CREATED,
        Json(json!({ "id": class.id, "name": class.name, "roster": roster })),
    )
        .into_response())
}

async fn list_classes(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
) -> ApiResult<Response> {
    let classes: Vec<Value> = state
        .store
        .classes(user.id)
        .await?
        .into_iter()
        .map(|c| json!({ "id": c.id, "name": c.name, "students": c.students }))
        .collect();
    Ok(Json(json!({ "classes": classes })).into_response())
}

#[derive(Debug, Deserialize)]
struct NewAssignmentBody {
    quiz_id: QuizId,
    class_id: ClassId,
    mode: Mode,
    #[serde(default)]
    settings: Settings,
    #[serde(default)]
    opens_at: Option<i64>,
    #[serde(default)]
    due_at: Option<i64>,
    /// Play live a quiz with questions without a key anyway.
    #[serde(default)]
    allow_unknown_keys: bool,
    /// Send the follow-ups on their own when the game ends (or the
    /// homework is due).
    #[serde(default)]
    auto_follow_ups: bool,
    /// New questions each automatic follow-up gets at most (0 to 10;
    /// 3 by default).
    #[serde(default)]
    auto_follow_up_questions: Option<u32>,
    /// Days from the automatic send to the follow-ups' due time (1 to 60;
    /// 7 by default).
    #[serde(default)]
    auto_follow_up_days: Option<u32>,
}

fn assignment_json(assignment: &Assignment, state: &quizforge_core::play::GameState) -> Value {
    json!({
        "id": assignment.id,
        "title": assignment.title,
        "class_id": assignment.class_id,
        "quiz_id": assignment.quiz_id,
        "mode": assignment.mode,
        "settings": assignment.settings,
        "join_code": assignment.join_code,
        "opens_at": assignment.opens_at,
        "due_at": assignment.due_at,
        "questions": assignment.quiz.questions.len(),
        "state": state,
    })
}

async fn new_assignment(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Body(body): Body<NewAssignmentBody>,
) -> ApiResult<Response> {
    let quiz = state.store.quiz(user.id, body.quiz_id).await?;
    crate::results::check_unknown_keys(&quiz.quiz, body.mode, body.allow_unknown_keys)?;
    let defaults = AutoFollowUps::default();
    let follow_ups = AutoFollowUps::new(
        body.auto_follow_up_questions
            .unwrap_or(defaults.new_questions),
        body.auto_follow_up_days.unwrap_or(defaults.due_days),
    )
    .ok_or_else(|| {
        AppError::Invalid(format!(
            "auto_follow_up_questions must be 0 to {} and auto_follow_up_days 1 to {}",
            AutoFollowUps::MOST_QUESTIONS,
            AutoFollowUps::MOST_DAYS
        ))
    })?;
    let assignment = create_assignment(
        &state,
        user.id,
        body.quiz_id,
        body.class_id,
        body.mode,
        body.settings,
        body.opens_at,
        body.due_at,
    )
    .await?;
    if body.auto_follow_ups {
        state
            .store
            .set_auto_follow_ups(user.id, assignment.id, true, follow_ups)
            .await?;
    }
    let mut json = assignment_json(&assignment, &assignment.state);
    follow_up_fields(&state, user.id, assignment.id, &mut json).await?;
    Ok((StatusCode::CREATED, Json(json)).into_response())
}

async fn read_assignment(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<AssignmentId>,
) -> ApiResult<Response> {
    let assignment = state.store.assignment(user.id, id).await?;
    let game = state.games.get(id).await?;
    let mut json = assignment_json(&assignment, &game.state());
    follow_up_fields(&state, user.id, id, &mut json).await?;
    Ok(Json(json).into_response())
}

/// `auto_follow_ups`, and when and how the follow-ups were sent.
async fn follow_up_fields(
    state: &AppState,
    owner: quizforge_store::UserId,
    id: AssignmentId,
    json: &mut Value,
) -> ApiResult<()> {
    let status = state.store.follow_up_status(owner, id).await?;
    json["auto_follow_ups"] = json!(status.auto);
    json["auto_follow_up_questions"] = json!(status.settings.new_questions);
    json["auto_follow_up_days"] = json!(status.settings.due_days);
    json["follow_ups_sent_at"] = json!(status.sent_at);
    json["follow_ups_sent_automatically"] = json!(status.sent_at.map(|_| status.sent_auto));
    Ok(())
}

#[derive(Debug, Deserialize)]
struct ControlBody {
    action: String,
}

async fn control(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<AssignmentId>,
    Body(body): Body<ControlBody>,
) -> ApiResult<Response> {
    let next = apply_control(&state, user.id, id, &body.action, Lang::En).await?;
    Ok(Json(json!({ "state": next })).into_response())
}

/// Everything stored for a game, read from the database (not from the
/// game in memory): the players, their scores and every answer.
async fn results(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<AssignmentId>,
) -> ApiResult<Response> {
    let assignment = state.store.assignment(user.id, id).await?;
    let players = state.store.players(id).await?;
    let answers = state.store.answers(id).await?;
    let players: Vec<Value> = players
        .iter()
        .map(|p| {
            let mine = answers.iter().filter(|a| a.player_id == p.id);
            // `+ 0.0`: the sum of no answers is `-0.0`, shown as "-0".
            let score: f64 = mine.clone().map(|a| a.points).sum::<f64>() + 0.0;
            json!({
                "id": p.id,
                "name": p.name,
                "removed": p.removed,
                "answers": mine.count(),
                "score": (score * 100.0).round() / 100.0,
            })
        })
        .collect();
    let answers_json: Vec<Value> = answers
        .iter()
        .map(|a| {
            json!({
                "player": a.player_id,
                "question": a.question,
                "outcome": a.outcome,
                "points": a.points,
                "elapsed_ms": a.elapsed_ms,
                "response": serde_json::from_str::<Value>(&a.response_json).unwrap_or(Value::Null),
            })
        })
        .collect();
    Ok(Json(json!({
        "assignment": id,
        "title": assignment.title,
        "questions": assignment.quiz.questions.len(),
        "players": players,
        "answers_stored": answers.len(),
        "answers": answers_json,
    }))
    .into_response())
}

#[derive(Debug, Deserialize)]
struct PlayerBody {
    action: String,
    #[serde(default)]
    name: String,
}

/// Renames (`{"action": "rename", "name": "…"}`) or removes
/// (`{"action": "remove"}`) a player.
async fn player(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path((id, player)): Path<(AssignmentId, i64)>,
    Body(body): Body<PlayerBody>,
) -> ApiResult<Response> {
    apply_player_action(
        &state,
        user.id,
        id,
        player,
        &body.action,
        &body.name,
        Lang::En,
    )
    .await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Deletes a game and its results; its students' sockets are told it ended.
async fn delete_assignment(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<AssignmentId>,
) -> ApiResult<Response> {
    state.store.delete_assignment(user.id, id).await?;
    state.games.forget(id);
    Ok(StatusCode::NO_CONTENT.into_response())
}
