//! The JSON side of the reports: every route checks the bearer token's
//! teacher owns the game (another teacher's is a 404).

use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch, post, put};
use axum::{Json, Router};
use quizforge_store::{AssignmentId, ClassId, ReportStore};
use serde::Deserialize;
use serde_json::json;

use super::marking::{MarkRequest, accept_answer, override_mark};
use super::{GameData, answer_id, export, items, parse_answer_id, report};
use crate::AppState;
use crate::api::{ApiResult, ApiTeacher, Body};
use crate::error::AppError;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/assignments/{id}/report", get(read_report))
        .route("/assignments/{id}/export", get(export_results))
        .route("/assignments/{id}/items", get(read_items))
        .route(
            "/assignments/{id}/questions/{question}/accepted",
            post(add_accepted),
        )
        .route("/answers/{id}", patch(mark_answer))
        .route("/assignments/{id}/follow-ups", post(make_follow_ups))
        .route("/classes/{id}/mastery", get(read_mastery))
        .route("/classes/{id}/bands", put(set_bands))
}

/// `?offset=&limit=`: which students' rows (default the first 100, at
/// most 1,000 a call).
#[derive(Debug, Deserialize)]
struct PageQuery {
    offset: Option<usize>,
    limit: Option<usize>,
}

async fn read_report(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<AssignmentId>,
    Query(page): Query<PageQuery>,
) -> ApiResult<Response> {
    let data = GameData::load(&state, user.id, id).await?;
    let page = report::StudentPage::asked(page.offset, page.limit);
    Ok(Json(report::build_page(&data, page)).into_response())
}

/// `?format=csv|xlsx`, and `view=students` for the CSV's one row per
/// student (the default is one row per answer).
#[derive(Debug, Deserialize)]
pub(crate) struct ExportQuery {
    #[serde(default)]
    pub(crate) format: String,
    #[serde(default)]
    pub(crate) view: String,
}

/// The export as a download, for the page and the API alike.
pub(crate) fn export_response(
    report: &report::Report,
    query: &ExportQuery,
) -> Result<Response, AppError> {
    let stem = format!("results-{}", report.assignment);
    match query.format.as_str() {
        "csv" => {
            let students = query.view == "students";
            let body = export::csv(report, students);
            let name = if students {
                format!("{stem}-students.csv")
            } else {
                format!("{stem}-answers.csv")
            };
            Ok((
                [
                    (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"{name}\""),
                    ),
                ],
                body,
            )
                .into_response())
        }
        "xlsx" => {
            let body = export::xlsx(report).map_err(|e| AppError::Internal(e.to_string()))?;
            Ok((
                [
                    (
                        header::CONTENT_TYPE,
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                            .to_string(),
                    ),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"{stem}.xlsx\""),
                    ),
                ],
                body,
            )
                .into_response())
        }
        _ => Err(AppError::Invalid(
            "Choose format=csv or format=xlsx.".into(),
        )),
    }
}

async fn export_results(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<AssignmentId>,
    Query(query): Query<ExportQuery>,
) -> ApiResult<Response> {
    let data = GameData::load(&state, user.id, id).await?;
    Ok(export_response(&report::build(&data), &query)?)
}

async fn read_items(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<AssignmentId>,
) -> ApiResult<Response> {
    let data = GameData::load(&state, user.id, id).await?;
    Ok(Json(items::build(&data)).into_response())
}

async fn mark_answer(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<String>,
    Body(body): Body<MarkRequest>,
) -> ApiResult<Response> {
    let (player, question) = parse_answer_id(&id).ok_or(AppError::NotFound)?;
    let record = override_mark(&state, user.id, player, question, &body).await?;
    Ok(Json(json!({
        "id": answer_id(record.player_id, record.question),
        "assignment": record.assignment_id,
        "player": record.player_id,
        "question": record.question,
        "outcome": record.outcome,
        "fraction": record.fraction,
        "points": record.points,
        "marked_by": user.email,
    }))
    .into_response())
}

#[derive(Debug, Deserialize)]
struct AcceptedBody {
    text: String,
}

async fn add_accepted(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path((id, question)): Path<(AssignmentId, u32)>,
    Body(body): Body<AcceptedBody>,
) -> ApiResult<Response> {
    let changed = accept_answer(&state, user.id, id, question, &body.text).await?;
    Ok(Json(json!({ "remarked": changed })).into_response())
}

async fn read_mastery(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<ClassId>,
) -> ApiResult<Response> {
    Ok(Json(super::mastery::build(&state, user.id, id).await?).into_response())
}

#[derive(Debug, Deserialize)]
struct BandsBody {
    low: f64,
    high: f64,
}

async fn set_bands(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<ClassId>,
    Body(body): Body<BandsBody>,
) -> ApiResult<Response> {
    let bands = super::mastery::check_bands(body.low, body.high)?;
    state.store.set_class_bands(user.id, id, bands).await?;
    Ok(Json(json!({ "low": bands.low, "high": bands.high })).into_response())
}

async fn make_follow_ups(
    State(state): State<AppState>,
    ApiTeacher(user): ApiTeacher,
    Path(id): Path<AssignmentId>,
    Body(body): Body<super::followups::FollowUpRequest>,
) -> ApiResult<Response> {
    let made = super::followups::make(&state, user.id, id, &body).await?;
    let status = if made.dry_run {
        axum::http::StatusCode::OK
    } else {
        axum::http::StatusCode::CREATED
    };
    Ok((status, Json(made)).into_response())
}
