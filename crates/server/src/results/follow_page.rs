//! The follow-ups page: a preview of what each group would get, the
//! teacher's changes (move a student to another group or leave them out,
//! take a question out, the due date, how many new questions), then the
//! send.
//!
//! What is sent is exactly what the page showed: the form carries the
//! changes the preview was drawn with (`applied`) and its `fingerprint`.
//! Changes not yet previewed are previewed first instead of sent; and a
//! send whose follow-ups would differ from the fingerprint (an answer or
//! a mark came in meanwhile) is refused with the fresh preview.

use askama::Template;
use axum::Form;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use quizforge_store::{AssignmentId, FollowUpStore, ReportStore, Store, UserId};
use serde::{Deserialize, Serialize};

use super::followups::{self, Changes, DAY, DropQuestion, FollowUpRequest, FollowUps, Move};
use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::i18n::Lang;
use crate::view::Nav;
use jiff::tz::TimeZone;

#[derive(Template)]
#[template(path = "follow_ups.html")]
struct FollowUpsPage {
    nav: Nav,
    title: String,
    f: FollowUps,
    made: Vec<(i64, String, String)>,
    /// "Sent automatically on …" once they went out.
    sent: Option<String>,
    /// Set to go out on their own, not yet sent.
    auto_pending: bool,
    notice: Option<String>,
    /// The changes and settings the preview was drawn with (JSON).
    applied: String,
    new_questions: usize,
    /// When they are due, in the teacher's zone and language.
    due: String,
    /// The due day as the `date` input holds it, and the first day it
    /// may take (today).
    due_on: String,
    today: String,
}

impl FollowUpsPage {
    fn pct(&self, x: &f64) -> String {
        crate::i18n::percent(self.nav.lang, *x)
    }
    /// A group's name: `below` is "Not yet", `approaching` "Nearly there".
    fn band(&self, band: &&str) -> String {
        self.nav.t(&format!("follow-band-{band}"))
    }
}

/// What a preview was drawn with.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Applied {
    changes: Changes,
    new_questions: usize,
}

#[derive(Debug, Deserialize)]
pub struct DoneQuery {
    #[serde(default)]
    done: String,
}

/// `GET /assignments/{id}/follow-ups`: what each group would get (or what
/// was sent), with the changes and the button that sends them.
pub async fn follow_ups_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    Query(query): Query<DoneQuery>,
) -> Result<Html<String>> {
    let notice =
        (query.done == "sent").then(|| crate::i18n::text(teacher.lang, "follow-notice-sent"));
    let zone = crate::zone::of_teacher(&state, teacher.id).await;
    let settings = Settings {
        due_at: default_due(
            quizforge_store::now(),
            &crate::zone::or_utc(zone.as_deref()),
        ),
        zone,
        applied: Applied {
            changes: Changes::default(),
            new_questions: 3,
        },
    };
    render(&state, &teacher, id, &settings, notice).await
}

struct Settings {
    /// When the follow-ups are due (Unix seconds).
    due_at: i64,
    /// The teacher's time zone name, read once per request.
    zone: Option<String>,
    applied: Applied,
}

/// Follow-ups are due a week from today, at the end of the day.
fn default_due(now: i64, zone: &TimeZone) -> i64 {
    let day = crate::zone::date_input(now + 7 * DAY, zone);
    crate::zone::end_of_day(&day, zone).unwrap_or(now + 7 * DAY)
}

/// The due time the form asks for: the end of the day picked in the
/// calendar (from today, at most a year ahead), or a number of days from
/// now (`due_days`, 1 to 60: older forms), else a week from today. `None`
/// for a day before today, too far or unreadable.
fn due_from_form(due_on: &str, due_days: &str, now: i64, zone: &TimeZone) -> Option<i64> {
    if !due_on.trim().is_empty() {
        return crate::zone::end_of_day(due_on, zone)
            .filter(|&at| at > now && at <= now + 366 * DAY);
    }
    Some(match due_days.trim().parse::<i64>() {
        Ok(days) => now + days.clamp(1, 60) * DAY,
        Err(_) => default_due(now, zone),
    })
}

impl Settings {
    fn request(&self, dry_run: bool) -> FollowUpRequest {
        FollowUpRequest {
            due_at: Some(self.due_at),
            new_questions: Some(self.applied.new_questions),
            dry_run,
            changes: self.applied.changes.clone(),
            expect: None,
        }
    }
}

async fn render(
    state: &AppState,
    teacher: &Teacher,
    id: AssignmentId,
    settings: &Settings,
    notice: Option<String>,
) -> Result<Html<String>> {
    let preview = followups::make(state, teacher.id, id, &settings.request(true)).await?;
    page(state, teacher, id, settings, preview, notice).await
}

async fn page(
    state: &AppState,
    teacher: &Teacher,
    id: AssignmentId,
    settings: &Settings,
    preview: FollowUps,
    notice: Option<String>,
) -> Result<Html<String>> {
    let assignment = state.store.assignment(teacher.id, id).await?;
    let status = state.store.follow_up_status(teacher.id, id).await?;
    let zone = settings.zone.as_deref();
    let tz = crate::zone::or_utc(zone);
    let mut made = Vec::new();
    for child in state.store.follow_ups(teacher.id, id).await? {
        let a = state.store.assignment(teacher.id, child).await?;
        made.push((a.id, a.title, a.join_code));
    }
    let sent = status
        .sent_at
        .map(|at| sent_line_in(teacher.lang, at, status.sent_auto, zone));
    let applied = Applied {
        changes: preview.changes.clone(),
        new_questions: settings.applied.new_questions,
    };
    let page = FollowUpsPage {
        nav: teacher.localised_nav(),
        title: assignment.title,
        due: crate::zone::show(preview.due_at, zone, teacher.lang),
        due_on: crate::zone::date_input(preview.due_at, &tz),
        today: crate::zone::date_input(quizforge_store::now(), &tz),
        f: preview,
        made,
        sent,
        auto_pending: status.auto && status.sent_at.is_none(),
        notice,
        applied: serde_json::to_string(&applied).map_err(|e| AppError::internal(e.to_string()))?,
        new_questions: settings.applied.new_questions,
    };
    Ok(Html(page.render()?))
}

/// "Sent automatically on 2026-12-01 10:15 CET."
#[cfg(test)]
pub(crate) fn sent_line(at: i64, auto: bool, zone: Option<&str>) -> String {
    sent_line_in(Lang::En, at, auto, zone)
}

/// "Sent automatically on 2026-12-01 10:15 CET.", in `lang`.
pub(crate) fn sent_line_in(lang: Lang, at: i64, auto: bool, zone: Option<&str>) -> String {
    let key = if auto {
        "follow-sent-auto-on"
    } else {
        "follow-sent-on"
    };
    crate::i18n::text_with(
        lang,
        key,
        &[("date", crate::zone::show(at, zone, lang).into())],
    )
}

/// What the report says of a game's follow-ups: sent (how and when), or
/// set to go out on their own; in `lang`.
pub(crate) async fn status_line(
    state: &AppState,
    owner: UserId,
    id: AssignmentId,
    lang: Lang,
) -> Result<Option<String>> {
    let status = state.store.follow_up_status(owner, id).await?;
    Ok(match status.sent_at {
        Some(at) => {
            let zone = crate::zone::of_teacher(state, owner).await;
            let line = sent_line_in(lang, at, status.sent_auto, zone.as_deref());
            Some(crate::i18n::text_with(
                lang,
                "report-follow-status",
                &[("status", line.into())],
            ))
        }
        None if status.auto => Some(crate::i18n::text(lang, "report-follow-auto")),
        None => None,
    })
}

/// A refusal to send (the API's English words) in `lang`: the results
/// changed since the preview, or the follow-ups already went out.
fn conflict_in(lang: Lang, why: &str) -> String {
    let key = if why.starts_with("The results changed") {
        "follow-conflict-changed"
    } else if why.contains("already sent automatically") {
        "follow-conflict-sent-auto"
    } else if why.contains("already sent") {
        "follow-conflict-sent"
    } else {
        return why.to_string();
    };
    crate::i18n::text(lang, key)
}

/// `POST /assignments/{id}/follow-ups`: previews the changes typed, or
/// sends the follow-ups exactly as previewed.
pub async fn make_follow_ups(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let get = |name: &str| {
        fields
            .iter()
            .find(|(k, _)| k == name)
            .map_or("", |(_, v)| v.as_str())
    };
    teacher.check_csrf(get("csrf"))?;
    let zone_name = crate::zone::of_teacher(&state, teacher.id).await;
    let zone = crate::zone::or_utc(zone_name.as_deref());
    let now = quizforge_store::now();
    let due_at = due_from_form(get("due_on"), get("due_days"), now, &zone);
    let new_questions: usize = get("new_questions").trim().parse().unwrap_or(3).min(10);
    let students: Vec<Move> = fields
        .iter()
        .filter_map(|(k, v)| {
            let player_id = k.strip_prefix("move_")?.parse().ok()?;
            Some(Move {
                player_id,
                group: v.clone(),
            })
        })
        .collect();
    let mut drop = Vec::new();
    for band in ["below", "approaching"] {
        let shown: usize = get(&format!("questions_{band}")).parse().unwrap_or(0);
        for question in 0..shown.min(1000) {
            if get(&format!("keep_{band}_{question}")).is_empty() {
                drop.push(DropQuestion {
                    group: band.to_string(),
                    question,
                });
            }
        }
    }
    let applied: Option<Applied> = serde_json::from_str(get("applied")).ok();
    let wants_send = get("step") == "send";
    let owner: UserId = teacher.id;

    // The moves first: when they change the groups, the questions shown
    // were another group's, so the preview is drawn again without drops.
    let moves_only = Settings {
        due_at: due_at.unwrap_or_else(|| default_due(now, &zone)),
        zone: zone_name,
        applied: Applied {
            changes: Changes {
                students,
                drop: Vec::new(),
            },
            new_questions,
        },
    };
    let moved = followups::make(&state, owner, id, &moves_only.request(true)).await?;
    let same_groups = applied.as_ref().is_some_and(|a| {
        a.changes.students == moved.changes.students && a.new_questions == new_questions
    });
    if !same_groups {
        let notice = crate::i18n::text(teacher.lang, "follow-notice-groups");
        let html = page(&state, &teacher, id, &moves_only, moved, Some(notice)).await?;
        return Ok(html.into_response());
    }
    let with_drops = Settings {
        due_at: moves_only.due_at,
        zone: moves_only.zone.clone(),
        applied: Applied {
            changes: Changes {
                students: moved.changes.students,
                drop,
            },
            new_questions,
        },
    };
    let preview = followups::make(&state, owner, id, &with_drops.request(true)).await?;
    if due_at.is_none() {
        let notice = crate::i18n::text(teacher.lang, "follow-notice-due");
        let html = page(&state, &teacher, id, &with_drops, preview, Some(notice)).await?;
        return Ok(html.into_response());
    }
    if !wants_send || applied.as_ref() != Some(&with_drops_applied(&preview, new_questions)) {
        let notice = crate::i18n::text(teacher.lang, "follow-notice-changes");
        let html = page(&state, &teacher, id, &with_drops, preview, Some(notice)).await?;
        return Ok(html.into_response());
    }
    let mut request = with_drops.request(false);
    request.expect = Some(get("fingerprint").to_string());
    match followups::make(&state, owner, id, &request).await {
        Ok(_) => {
            Ok(Redirect::to(&format!("/assignments/{id}/follow-ups?done=sent")).into_response())
        }
        Err(AppError::Conflict(why)) => {
            let why = conflict_in(teacher.lang, &why);
            // The follow-ups as they are now, with the changes if they
            // still apply, else without.
            let html = match render(&state, &teacher, id, &with_drops, Some(why.clone())).await {
                Ok(html) => html,
                Err(AppError::Invalid(_)) => {
                    let plain = Settings {
                        due_at: with_drops.due_at,
                        zone: with_drops.zone.clone(),
                        applied: Applied {
                            changes: Changes::default(),
                            new_questions,
                        },
                    };
                    render(&state, &teacher, id, &plain, Some(why)).await?
                }
                Err(other) => return Err(other),
            };
            Ok((StatusCode::CONFLICT, html).into_response())
        }
        Err(other) => Err(other),
    }
}

fn with_drops_applied(preview: &FollowUps, new_questions: usize) -> Applied {
    Applied {
        changes: preview.changes.clone(),
        new_questions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sent_line_says_whether_they_went_out_automatically() {
        assert_eq!(
            sent_line(1_796_889_600, true, None),
            "Sent automatically on 10 Dec 2026, 08:00 UTC."
        );
        assert_eq!(
            sent_line(1_796_889_600, false, None),
            "Sent on 10 Dec 2026, 08:00 UTC."
        );
    }
}
