//! Sending follow-ups, once: by the teacher's button or API call, or on
//! their own when the teacher turned that on when assigning.
//!
//! Every send goes through [`FollowUpStore::send_follow_ups`], which claims
//! the game (`follow_ups_sent_at`, a conditional `UPDATE`) and stores the
//! follow-ups in one transaction: whoever claims first sends, every other
//! send finds them sent. Automatic sends start two ways:
//!
//! - when a live or paced game ends on this process ([`after_game_end`]);
//! - from the sweep every process runs ([`start_sweep`], [`sweep`]): games
//!   set to send that have ended, or homework past its due time, not yet
//!   sent. It catches homework (nothing happens at a due time) and games
//!   whose process died before it sent them.

use std::time::Duration;

use quizforge_core::play::{GameState, Mode, Phase};
use quizforge_store::{AssignmentId, FollowUpStore, NewAssignment, NewFollowUp, Sent, UserId};

use super::followups::{DAY, FollowUpRequest, FollowUps, Plan, plan};
use crate::AppState;
use crate::error::AppError;

/// How many due games one sweep looks at.
const SWEEP_BATCH: i64 = 20;

/// Stores the planned follow-ups, claiming the game; refused when they
/// were already sent.
pub(crate) async fn send(
    state: &AppState,
    owner: UserId,
    plan: Plan,
    auto: bool,
) -> Result<FollowUps, AppError> {
    let Plan {
        mut out,
        quizzes,
        class_id,
        settings,
    } = plan;
    let mut children = Vec::new();
    let mut slots = Vec::new();
    for (slot, (group, quiz)) in out.groups.iter().zip(quizzes).enumerate() {
        let Some((quiz, text)) = quiz else { continue };
        let roster: Vec<_> = group.students.iter().filter_map(|s| s.roster_id).collect();
        if roster.is_empty() {
            continue;
        }
        let mut codes = Vec::new();
        for _ in 0..8 {
            codes.push(quizforge_core::play::codes::from_random(random_bytes()?));
        }
        let join_code = codes.remove(0);
        children.push(NewFollowUp {
            assignment: NewAssignment {
                class_id,
                quiz_id: 0,
                title: quiz.title.clone(),
                quiz,
                mode: Mode::Homework,
                settings,
                join_code,
                seed: i64::from_le_bytes(random_bytes()?),
                opens_at: None,
                due_at: Some(out.due_at),
                state: GameState {
                    phase: Phase::Open,
                    question: None,
                    question_started_ms: None,
                },
            },
            source_text: text,
            spare_codes: codes,
            roster,
        });
        slots.push(slot);
    }
    let now = quizforge_store::now();
    match state
        .store
        .send_follow_ups(owner, out.parent, auto, now, &children)
        .await?
    {
        Sent::Made(made) => {
            for (slot, (quiz_id, assignment)) in slots.into_iter().zip(made) {
                let group = &mut out.groups[slot];
                group.quiz_id = Some(quiz_id);
                group.assignment_id = Some(assignment.id);
                group.join_code = Some(assignment.join_code);
            }
            out.dry_run = false;
            out.automatic = auto;
            Ok(out)
        }
        Sent::Already { auto, .. } => Err(AppError::Conflict(format!(
            "The follow-ups of this game were already sent{}: they go out once.",
            if auto { " automatically" } else { "" }
        ))),
    }
}

fn random_bytes() -> Result<[u8; 8], AppError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes)
        .map_err(|error| AppError::internal(format!("no randomness: {error}")))?;
    Ok(bytes)
}

/// Sends one game's follow-ups on their own, as the button would with the
/// new questions and due time the teacher chose when assigning, if the
/// teacher asked for that and they have not gone out.
/// `true` when this call sent them.
pub async fn send_automatically(
    state: &AppState,
    owner: UserId,
    id: AssignmentId,
) -> Result<bool, AppError> {
    let status = state.store.follow_up_status(owner, id).await?;
    if !status.auto || status.sent_at.is_some() {
        return Ok(false);
    }
    let request = FollowUpRequest {
        new_questions: Some(status.settings.new_questions as usize),
        due_at: Some(quizforge_store::now() + i64::from(status.settings.due_days) * DAY),
        ..FollowUpRequest::default()
    };
    let plan = plan(state, owner, id, &request).await?;
    match send(state, owner, plan, true).await {
        Ok(_) => Ok(true),
        // Another process (or the end of the game here) was first.
        Err(AppError::Conflict(_)) => Ok(false),
        Err(other) => Err(other),
    }
}

/// A game ended on this process: its follow-ups go out now if the
/// teacher asked for that (in the background: the teacher's click does not
/// wait for the forge). If this process dies first, a sweep sends them.
/// Then its results are read, ready for the teacher's report.
pub fn after_game_end(state: &AppState, owner: UserId, id: AssignmentId) {
    let state = state.clone();
    tokio::spawn(async move {
        match send_automatically(&state, owner, id).await {
            Ok(true) => tracing::info!(game = id, "follow-ups sent automatically"),
            Ok(false) => {}
            Err(error) => {
                tracing::error!(%error, game = id, "cannot send the follow-ups; the sweep will retry")
            }
        }
        if let Err(error) = super::read_ended_game(&state, id).await {
            tracing::error!(%error, game = id, "cannot read the ended game's results");
        }
    });
}

/// Sends the follow-ups of every due game not sent yet (ended, or
/// homework past its due time at `now`). Returns how many this call sent.
pub async fn sweep(state: &AppState, now: i64) -> Result<usize, AppError> {
    let due = state.store.due_follow_ups(now, SWEEP_BATCH).await?;
    let mut sent = 0;
    for (owner, id) in due {
        match send_automatically(state, owner, id).await {
            Ok(true) => {
                tracing::info!(game = id, "follow-ups sent automatically");
                sent += 1;
            }
            Ok(false) => {}
            Err(error) => tracing::error!(%error, game = id, "cannot send the follow-ups"),
        }
    }
    Ok(sent)
}

/// Runs [`sweep`] every `every` on this process, for as long as the
/// runtime runs.
pub fn start_sweep(state: &AppState, every: Duration) {
    let state = state.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if let Err(error) = sweep(&state, quizforge_store::now()).await {
                tracing::error!(%error, "follow-up sweep failed");
            }
        }
    });
}
