//! After the game (issue 13): the report of a game (every student's
//! response and mark, distributions, topics, time), marking by hand and
//! re-marking with an added accepted answer, exports (CSV, XLSX) and item
//! analysis. Pages and API routes both; every one checks that the game is
//! the signed-in teacher's (another teacher's is a 404).
//!
//! - `report`: the report, built from the store (not the game in memory).
//! - `marking`: overriding a mark, accepting an answer.
//! - `export`: CSV and XLSX.
//! - `items`: item analysis, through `quizforge_core::analysis`.
//! - `mastery`: students × topics across a class's games, as an SVG heat map.
//! - `followups`: follow-up quizzes for the students below mastery, and
//!   the teacher's changes to them before they go out.
//! - `follow_send`: sending them once, by hand or on their own when a
//!   game ends (and the sweep that catches due homework and dead hosts).
//! - `student`: one student across a class's games.
//! - `keeper`: large games' results snapshots kept fresh while answers
//!   come in, so that a first read starts from a recent one.
//! - `follow_page`: the follow-ups page (preview, changes, send).
//! - `pages`: the other HTML pages and forms.
//! - `api`: the JSON routes.

mod api;
mod cache;
mod export;
mod follow_page;
mod follow_send;
mod followups;
mod grid;
mod items;
mod keeper;
mod marking;
mod mastery;
mod pages;
mod report;
mod student;

pub use cache::ResultsCache;
use cache::SnapshotWhen;

use axum::Router;
use axum::routing::{get, post};
use quizforge_store::{
    AnswerRecord, Assignment, AssignmentId, HandMark, Player, ReportStore, RosterName, Store,
    UserId,
};

use crate::AppState;
use crate::error::AppError;

pub use follow_send::{after_game_end, send_automatically, start_sweep, sweep};
pub use followups::check_given_to;
pub use keeper::{keep_snapshot_fresh, start_keeper};
pub(crate) use pages::kind_name;
pub use report::Report;

/// Who a game was given to: `None` for its whole class.
pub(crate) async fn given_to(
    state: &AppState,
    id: AssignmentId,
) -> Result<Option<Vec<quizforge_store::RosterId>>, AppError> {
    Ok(state.store.given_to(id).await?)
}

/// The page routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/assignments/{id}/report", get(pages::report_page))
        .route("/assignments/{id}/export", get(pages::export))
        .route("/assignments/{id}/items", get(pages::items_page))
        .route("/assignments/{id}/mark", post(pages::mark))
        .route("/assignments/{id}/accept", post(pages::accept))
        .route(
            "/assignments/{id}/follow-ups",
            get(follow_page::follow_ups_page).post(follow_page::make_follow_ups),
        )
        .route("/classes/{id}/students/{student}", get(pages::student_page))
        .route(
            "/classes/{id}/mastery",
            get(pages::mastery_page).post(pages::set_bands),
        )
}

/// The API routes (merged under `/api/v1`).
pub fn api_router() -> Router<AppState> {
    api::router()
}

/// A game's rows when those in memory (if any) are not at the game's
/// stamp: the players that changed since are read and applied to them
/// (a mark, a rename or a late answer rereads one player, not 10,000). A
/// process that keeps none starts from the game's snapshot in the
/// database, if a process saved one (`quizforge_store::ResultsSnapshot`). Then
/// only when the result does not add up to the game's stamp (a change
/// committed on PostgreSQL with a stamp below one already seen) is the game
/// read whole.
async fn game_rows(
    state: &AppState,
    id: AssignmentId,
) -> Result<std::sync::Arc<cache::GameRows>, AppError> {
    game_rows_kept(state, id, SnapshotWhen::Usual).await
}

/// [`game_rows`], saved as the game's snapshot by the rule for `when`.
async fn game_rows_kept(
    state: &AppState,
    id: AssignmentId,
    when: SnapshotWhen,
) -> Result<std::sync::Arc<cache::GameRows>, AppError> {
    // Rows this process keeps, else the snapshot some process saved.
    let kept = match state.results.take_game(id) {
        Some(kept) => {
            Some(std::sync::Arc::try_unwrap(kept).unwrap_or_else(|shared| (*shared).clone()))
        }
        None => state
            .store
            .results_snapshot(id)
            .await?
            .map(cache::GameRows::from_snapshot),
    };
    if let Some(mut rows) = kept {
        let changed = state.store.game_results_since(id, rows.newest()).await?;
        rows.apply(changed);
        let now = state.store.results_stamp(id).await?;
        if rows.stamp() == now {
            return Ok(keep_game_rows(state, id, now, rows, when));
        }
    }
    // One statement reads one state of the game, whose stamp the rows
    // carry: they are kept under it.
    let rows = cache::GameRows::read(state.store.game_results_since(id, i64::MIN).await?);
    Ok(keep_game_rows(state, id, rows.stamp(), rows, when))
}

/// Brings an ended game's rows up to date in this process and saves them
/// as its snapshot if anything changed since the last one, so that the
/// teacher's first report after the game does not wait for them, on this
/// process or any other (or after a restart).
pub(crate) async fn read_ended_game(state: &AppState, id: AssignmentId) -> Result<(), AppError> {
    game_rows_kept(state, id, SnapshotWhen::GameEnded).await?;
    Ok(())
}

/// Keeps a game's rows read at `stamp` in memory, and (when they are
/// worth it) saves them as the game's snapshot on a task of their own,
/// so that the next server to read the game starts from them.
fn keep_game_rows(
    state: &AppState,
    id: AssignmentId,
    stamp: (i64, i64),
    mut rows: cache::GameRows,
    when: SnapshotWhen,
) -> std::sync::Arc<cache::GameRows> {
    let save = rows.take_snapshot_turn(when);
    let rows = std::sync::Arc::new(rows);
    state
        .results
        .put_game(id, stamp, std::sync::Arc::clone(&rows));
    if save {
        let store = std::sync::Arc::clone(&state.store);
        let kept = std::sync::Arc::clone(&rows);
        tokio::spawn(async move {
            let encoded = tokio::task::spawn_blocking(move || kept.snapshot_body()).await;
            let saved = match encoded {
                Ok((body, newest)) => store.save_results_snapshot(id, newest, &body).await,
                Err(error) => {
                    tracing::error!(%error, game = id, "cannot encode the results snapshot");
                    return;
                }
            };
            if let Err(error) = saved {
                tracing::error!(%error, game = id, "cannot save the results snapshot");
            }
        });
    }
    rows
}

/// Everything stored about one game, read with the owner checked first.
pub(crate) struct GameData {
    pub(crate) assignment: Assignment,
    /// The players the teacher did not remove, by join time, and their
    /// answers (a removed player's left out), by player then question;
    /// shared with [`cache::ResultsCache`].
    rows: std::sync::Arc<cache::GameRows>,
    pub(crate) hand: Vec<HandMark>,
    pub(crate) roster: Vec<RosterName>,
}

impl GameData {
    /// Reads one of the owner's games: [`AppError::NotFound`] for anyone
    /// else's. The players and answers come from memory when nothing in
    /// the game changed since they were last read.
    pub(crate) async fn load(
        state: &AppState,
        owner: UserId,
        id: AssignmentId,
    ) -> Result<Self, AppError> {
        let assignment = state.store.assignment(owner, id).await?;
        let roster = state.store.class(owner, assignment.class_id).await?.roster;
        let hand = state.store.hand_marks(owner, id).await?;
        let stamp = state.store.results_stamp(id).await?;
        let rows = match state.results.game(id, stamp) {
            Some(rows) => rows,
            None => game_rows(state, id).await?,
        };
        Ok(GameData {
            assignment,
            rows,
            hand,
            roster,
        })
    }

    /// The players the teacher did not remove, by join time.
    pub(crate) fn players(&self) -> &[Player] {
        &self.rows.players
    }

    /// Their answers, by player then question.
    pub(crate) fn answers(&self) -> &[AnswerRecord] {
        &self.rows.answers
    }
}

/// How many questions of a quiz have no key.
pub fn unknown_keys(quiz: &quizforge_core::Quiz) -> usize {
    quiz.questions.iter().filter(|q| !q.answer_known).count()
}

/// A live game of a quiz with questions without a key is played only
/// after the teacher was warned (their answers wait to be marked by hand).
pub(crate) fn check_unknown_keys(
    quiz: &quizforge_core::Quiz,
    mode: quizforge_core::play::Mode,
    allowed: bool,
) -> Result<(), AppError> {
    let unknown = unknown_keys(quiz);
    if mode == quizforge_core::play::Mode::Live && unknown > 0 && !allowed {
        return Err(AppError::Invalid(format!(
            "{unknown} question(s) of this quiz have no key, so their answers cannot be marked \
             live; they would wait for you to mark them by hand after the game. Give the keys \
             first, or tick \"Play live anyway\" (API: \"allow_unknown_keys\": true)."
        )));
    }
    Ok(())
}

/// An answer's id in the API: `{player}-{question}` (a player belongs to
/// one game and answers each question once).
pub(crate) fn answer_id(player: i64, question: u32) -> String {
    format!("{player}-{question}")
}

/// Reads an answer id.
pub(crate) fn parse_answer_id(id: &str) -> Option<(i64, u32)> {
    let (player, question) = id.split_once('-')?;
    Some((player.parse().ok()?, question.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answer_ids_read_back() {
        assert_eq!(parse_answer_id(&answer_id(17, 3)), Some((17, 3)));
        assert_eq!(parse_answer_id("17"), None);
        assert_eq!(parse_answer_id("a-3"), None);
        assert_eq!(parse_answer_id("17--3"), None);
    }
}
