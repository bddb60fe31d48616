//! Classes, assignments and the games played on them: the types the
//! [`Store`](crate::Store) takes and gives, and how they map to rows.
//!
//! An assignment keeps a snapshot of its quiz, taken when it was made, so
//! editing the quiz later does not change a game in progress. Its
//! [`GameState`] is written whenever the game moves on, so a restarted server
//! can resume every game that has not ended. Joins and answers arrive in
//! bursts (a class of hundreds answering within seconds) and are written in
//! batches with [`Store::apply_play_writes`](crate::Store::apply_play_writes):
//! one transaction, so one sync, per batch.

use quizforge_core::Outcome;
use quizforge_core::Quiz;
use quizforge_core::play::{GameState, Mode, Phase, Settings};

use crate::{QuizId, Result, StoreError, UserId};

/// A class's id.
pub type ClassId = i64;
/// An assignment's id.
pub type AssignmentId = i64;
/// A player's id (one student in one assignment).
pub type PlayerId = i64;
/// A roster entry's id (one name on a class's list).
pub type RosterId = i64;

/// One name on a class's roster.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct RosterName {
    /// Its id: kept while the name stays on the roster, so players linked to
    /// it stay linked.
    pub id: RosterId,
    /// The student's name as the teacher wrote it.
    pub name: String,
}

/// A teacher's class and its roster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Class {
    /// The class's id.
    pub id: ClassId,
    /// The teacher who owns it.
    pub owner_id: UserId,
    /// Its name.
    pub name: String,
    /// The students' names, in the teacher's order.
    pub roster: Vec<RosterName>,
    /// When it was made (Unix seconds).
    pub created_at: i64,
}

/// One line of a teacher's list of classes.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ClassSummary {
    /// The class's id.
    pub id: ClassId,
    /// Its name.
    pub name: String,
    /// How many names its roster holds.
    pub students: i64,
    /// How many assignments it has.
    pub assignments: i64,
    /// When it was made (Unix seconds).
    pub created_at: i64,
}

/// An assignment to create.
#[derive(Debug, Clone)]
pub struct NewAssignment {
    /// The class it is given to (the owner's).
    pub class_id: ClassId,
    /// The quiz it was made from (the owner's).
    pub quiz_id: QuizId,
    /// Its title.
    pub title: String,
    /// The quiz as it is now: the assignment keeps this snapshot.
    pub quiz: Quiz,
    /// How the class plays it.
    pub mode: Mode,
    /// The teacher's choices for it.
    pub settings: Settings,
    /// The code students join with; unique among all assignments.
    pub join_code: String,
    /// A secret random number that fixes the order of shuffled items
    /// (students must not be able to work it out, or the shuffle of an
    /// ordering question would give its key away).
    pub seed: i64,
    /// When it opens (Unix seconds), if it opens on its own.
    pub opens_at: Option<i64>,
    /// When it is due (Unix seconds).
    pub due_at: Option<i64>,
    /// Where its game starts.
    pub state: GameState,
}

/// An assignment as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct Assignment {
    /// The assignment's id.
    pub id: AssignmentId,
    /// The teacher who owns it.
    pub owner_id: UserId,
    /// The class it is given to.
    pub class_id: ClassId,
    /// That class's name.
    pub class_name: String,
    /// The quiz it was made from; `None` once that quiz is deleted.
    pub quiz_id: Option<QuizId>,
    /// Its title.
    pub title: String,
    /// The snapshot of the quiz taken when it was made.
    pub quiz: Quiz,
    /// How the class plays it.
    pub mode: Mode,
    /// The teacher's choices for it.
    pub settings: Settings,
    /// The code students join with.
    pub join_code: String,
    /// The secret seed of its shuffles.
    pub seed: i64,
    /// When it opens (Unix seconds).
    pub opens_at: Option<i64>,
    /// When it is due (Unix seconds).
    pub due_at: Option<i64>,
    /// Where its game stands.
    pub state: GameState,
    /// When it was made (Unix seconds).
    pub created_at: i64,
}

/// One line of a list of assignments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssignmentSummary {
    /// The assignment's id.
    pub id: AssignmentId,
    /// Its title.
    pub title: String,
    /// The class it is given to.
    pub class_id: ClassId,
    /// That class's name.
    pub class_name: String,
    /// How the class plays it.
    pub mode: Mode,
    /// Where its game stands.
    pub phase: Phase,
    /// The code students join with.
    pub join_code: String,
    /// How many players have joined it (not counting removed ones).
    pub players: i64,
    /// When it is due (Unix seconds).
    pub due_at: Option<i64>,
    /// When it was made (Unix seconds).
    pub created_at: i64,
}

/// A student joining an assignment.
#[derive(Debug, Clone)]
pub struct NewPlayer {
    /// The assignment joined.
    pub assignment_id: AssignmentId,
    /// SHA-256 of the player's token, hex: the token itself is never stored.
    pub token_hash: String,
    /// The name shown.
    pub name: String,
    /// The name's comparison key: no two live players of an assignment
    /// share one.
    pub name_key: String,
    /// The roster name picked, if any.
    pub roster_id: Option<RosterId>,
    /// When they joined (Unix seconds).
    pub joined_at: i64,
}

/// A student in an assignment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The player's id.
    pub id: PlayerId,
    /// The assignment they joined.
    pub assignment_id: AssignmentId,
    /// The name shown.
    pub name: String,
    /// The roster name they picked, while it is on the roster.
    pub roster_id: Option<RosterId>,
    /// Whether the teacher removed them.
    pub removed: bool,
    /// When they joined (Unix seconds).
    pub joined_at: i64,
}

/// One player's answer to one question, graded.
#[derive(Debug, Clone, PartialEq)]
pub struct AnswerRecord {
    /// The assignment.
    pub assignment_id: AssignmentId,
    /// Who answered.
    pub player_id: PlayerId,
    /// The question (from 0).
    pub question: u32,
    /// The response as JSON, shared by the answers that gave the same one
    /// when read back in bulk (`cells.rs`).
    pub response_json: std::sync::Arc<str>,
    /// The verdict.
    pub outcome: Outcome,
    /// The share of the question's credit earned, 0 to 1.
    pub fraction: f64,
    /// The points earned.
    pub points: f64,
    /// How long the player took (milliseconds).
    pub elapsed_ms: i64,
    /// When the answer arrived (Unix milliseconds).
    pub answered_at_ms: i64,
}

/// One write of a game, applied with others in one transaction (group
/// commit: the server batches every join and answer arriving within a few
/// milliseconds, so one fsync covers hundreds of them).
#[derive(Debug, Clone)]
pub enum PlayWrite {
    /// A student joins.
    Join(NewPlayer),
    /// A student answers.
    Answer(AnswerRecord),
    /// A question was first shown to a student (modes paced by the
    /// student): its timer started then. A time already stored is kept.
    Served(Served),
    /// The writer still holds the game's lease at this generation (several
    /// processes on one database): the whole batch is refused with
    /// [`crate::LEASE_LOST`] otherwise. It locks the lease row until the
    /// batch commits, so no other process can take the game over between
    /// this check and the commit.
    Fence {
        /// The game.
        assignment_id: AssignmentId,
        /// The lease's generation (its fencing token).
        generation: i64,
    },
}

/// What one [`PlayWrite`] did.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayWritten {
    /// The player was made.
    Joined(Player),
    /// Another live (not removed) player of the assignment already has this
    /// name_key.
    NameTaken,
    /// The answer as stored: `fresh` is false when one was already stored
    /// for this player and question (the stored one is returned, unchanged:
    /// answers are idempotent and first-write-wins).
    Answer {
        /// The answer in the database.
        stored: AnswerRecord,
        /// Whether this write stored it.
        fresh: bool,
    },
    /// The lease was still held: the batch's other writes are the game
    /// owner's.
    Fenced,
    /// The time a question was first shown is stored (this one, or one
    /// stored before).
    Served,
}

/// When a question was first shown to a player (modes paced by the
/// student: the start of its timer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct Served {
    /// The game.
    pub assignment_id: AssignmentId,
    /// The player.
    pub player_id: PlayerId,
    /// The question (from 0).
    pub question: i64,
    /// When it was first shown (Unix milliseconds).
    pub served_ms: i64,
}

/// An outcome's name in the database (as in JSON).
pub(crate) fn outcome_str(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Correct => "correct",
        Outcome::Partial => "partial",
        Outcome::Incorrect => "incorrect",
        Outcome::NeedsReview => "needs_review",
    }
}

/// The outcome stored under this name.
pub(crate) fn parse_outcome(name: &str) -> Result<Outcome> {
    Ok(match name {
        "correct" => Outcome::Correct,
        "partial" => Outcome::Partial,
        "incorrect" => Outcome::Incorrect,
        "needs_review" => Outcome::NeedsReview,
        other => return Err(corrupt(format!("unknown answer outcome {other:?}"))),
    })
}

fn corrupt(message: String) -> StoreError {
    StoreError::CorruptValue(message)
}

fn parse_mode(name: &str) -> Result<Mode> {
    Mode::parse(name).ok_or_else(|| corrupt(format!("unknown assignment mode {name:?}")))
}

fn parse_phase(name: &str) -> Result<Phase> {
    Phase::parse(name).ok_or_else(|| corrupt(format!("unknown game phase {name:?}")))
}

pub(crate) fn question_number(stored: i64) -> Result<u32> {
    u32::try_from(stored).map_err(|_| corrupt(format!("question number {stored} out of range")))
}

/// A roster without repeated names, first one kept, in order.
pub(crate) fn distinct_names(roster: &[String]) -> Vec<&str> {
    let mut seen = std::collections::HashSet::with_capacity(roster.len());
    roster
        .iter()
        .map(String::as_str)
        .filter(|name| seen.insert(*name))
        .collect()
}

/// A stretch of consecutive writes of one kind: a batch is applied run by
/// run, in order, each run with a few multi-row statements.
pub(crate) enum Run<'a> {
    /// Consecutive joins.
    Joins(Vec<&'a NewPlayer>),
    /// Consecutive answers.
    Answers(Vec<&'a AnswerRecord>),
    /// A lease check: `(assignment, generation)`.
    Fence(AssignmentId, i64),
    /// A question first shown to a player.
    Served(&'a Served),
}

/// The writes, split into runs of one kind, in order.
pub(crate) fn runs(writes: &[PlayWrite]) -> Vec<Run<'_>> {
    let mut runs: Vec<Run<'_>> = Vec::new();
    for write in writes {
        match (write, runs.last_mut()) {
            (PlayWrite::Join(new), Some(Run::Joins(joins))) => joins.push(new),
            (PlayWrite::Answer(answer), Some(Run::Answers(answers))) => answers.push(answer),
            (
                PlayWrite::Fence {
                    assignment_id,
                    generation,
                },
                _,
            ) => runs.push(Run::Fence(*assignment_id, *generation)),
            (PlayWrite::Served(served), _) => runs.push(Run::Served(served)),
            (PlayWrite::Join(new), _) => runs.push(Run::Joins(vec![new])),
            (PlayWrite::Answer(answer), _) => runs.push(Run::Answers(vec![answer])),
        }
    }
    runs
}

/// The sizes a run is cut into. Few sizes mean few distinct statements, each
/// prepared once per connection and then reused; the largest keeps a
/// statement's parameters (256 × 9) far below either database's limit.
const CHUNK_SIZES: [usize; 5] = [256, 64, 16, 4, 1];

/// The items in chunks of [`CHUNK_SIZES`], in order: 1,000 items take ten
/// statements.
pub(crate) fn chunks<T>(mut items: &[T]) -> impl Iterator<Item = &[T]> {
    std::iter::from_fn(move || {
        let size = CHUNK_SIZES.into_iter().find(|&size| size <= items.len())?;
        let (chunk, rest) = items.split_at(size);
        items = rest;
        Some(chunk)
    })
}

/// `($1, $2, …), ($n, …), …`: `rows` tuples of `width` placeholders.
fn values(width: usize, rows: usize) -> String {
    let mut sql = String::with_capacity(rows * width * 6);
    for row in 0..rows {
        if row > 0 {
            sql.push_str(", ");
        }
        sql.push('(');
        for column in 0..width {
            if column > 0 {
                sql.push_str(", ");
            }
            sql.push('$');
            sql.push_str(&(row * width + column + 1).to_string());
        }
        sql.push(')');
    }
    sql
}

/// Inserts `rows` players (six parameters each: assignment, token hash,
/// name, name key, roster id, joined at), skipping any whose name key a live
/// player of the assignment has, including one inserted earlier by the same
/// statement. Returns the token hash and the player of every one inserted.
pub(crate) fn join_sql(rows: usize) -> sqlx::AssertSqlSafe<String> {
    sqlx::AssertSqlSafe(format!(
        "INSERT INTO players (assignment_id, token_hash, name, name_key, roster_id, joined_at) \
         VALUES {} ON CONFLICT (assignment_id, name_key) WHERE removed = 0 DO NOTHING \
         RETURNING token_hash, {}",
        values(6, rows),
        crate::sql::player_columns!(),
    ))
}

/// Inserts `rows` answers (nine parameters each, in `ANSWER_COLUMNS`
/// order), skipping any whose player already answered the question,
/// including by an earlier row of the same statement. Returns the key of
/// every one inserted.
pub(crate) fn insert_answers_sql(rows: usize) -> sqlx::AssertSqlSafe<String> {
    sqlx::AssertSqlSafe(format!(
        "INSERT INTO answers ({ANSWER_COLUMNS}) VALUES {} \
         ON CONFLICT (assignment_id, player_id, question) DO NOTHING \
         RETURNING assignment_id, player_id, question",
        values(9, rows)
    ))
}

/// The answers stored under `rows` keys (three parameters each: assignment,
/// player, question).
pub(crate) fn stored_answers_sql(rows: usize) -> sqlx::AssertSqlSafe<String> {
    // SQLite wants a subquery on the right of a row-value IN; PostgreSQL
    // takes one too.
    sqlx::AssertSqlSafe(format!(
        "SELECT {ANSWER_COLUMNS} FROM answers \
         WHERE (assignment_id, player_id, question) IN (VALUES {})",
        values(3, rows)
    ))
}

/// An answer's columns, in the order the statements above bind them.
pub(crate) const ANSWER_COLUMNS: &str = crate::sql::answer_columns!();

/// The key of an answer: one per player and question.
pub(crate) type AnswerKey = (i64, i64, i64);

impl AnswerRecord {
    pub(crate) fn key(&self) -> AnswerKey {
        (self.assignment_id, self.player_id, i64::from(self.question))
    }
}

/// A player as a multi-row join returns it.
#[derive(sqlx::FromRow)]
pub(crate) struct JoinedRow {
    pub(crate) token_hash: String,
    #[sqlx(flatten)]
    pub(crate) player: PlayerRow,
}

/// The columns of a new assignment that are encoded.
pub(crate) struct AssignmentColumns {
    pub(crate) quiz_json: String,
    pub(crate) settings_json: String,
    pub(crate) question: Option<i64>,
}

impl AssignmentColumns {
    /// Checks and encodes the snapshot and the settings.
    pub(crate) fn of(new: &NewAssignment) -> Result<Self> {
        Ok(Self {
            quiz_json: crate::encode(&new.quiz)?.json,
            settings_json: serde_json::to_string(&new.settings)?,
            question: new.state.question.map(i64::from),
        })
    }
}

/// A class row, before its roster is read.
#[derive(sqlx::FromRow)]
pub(crate) struct ClassRow {
    pub(crate) id: i64,
    pub(crate) owner_id: i64,
    pub(crate) name: String,
    pub(crate) created_at: i64,
}

impl ClassRow {
    pub(crate) fn with_roster(self, roster: Vec<RosterName>) -> Class {
        Class {
            id: self.id,
            owner_id: self.owner_id,
            name: self.name,
            roster,
            created_at: self.created_at,
        }
    }
}

/// The columns `ASSIGNMENT_COLUMNS` selects.
#[derive(sqlx::FromRow)]
pub(crate) struct AssignmentRow {
    id: i64,
    owner_id: i64,
    class_id: i64,
    class_name: String,
    quiz_id: Option<i64>,
    title: String,
    quiz_json: String,
    mode: String,
    settings_json: String,
    join_code: String,
    seed: i64,
    opens_at: Option<i64>,
    due_at: Option<i64>,
    phase: String,
    question: Option<i64>,
    question_started_ms: Option<i64>,
    created_at: i64,
}

impl TryFrom<AssignmentRow> for Assignment {
    type Error = StoreError;

    fn try_from(row: AssignmentRow) -> Result<Self> {
        Ok(Assignment {
            id: row.id,
            owner_id: row.owner_id,
            class_id: row.class_id,
            class_name: row.class_name,
            quiz_id: row.quiz_id,
            title: row.title,
            quiz: serde_json::from_str(&row.quiz_json)?,
            mode: parse_mode(&row.mode)?,
            settings: serde_json::from_str(&row.settings_json)?,
            join_code: row.join_code,
            seed: row.seed,
            opens_at: row.opens_at,
            due_at: row.due_at,
            state: GameState {
                phase: parse_phase(&row.phase)?,
                question: row.question.map(question_number).transpose()?,
                question_started_ms: row.question_started_ms,
            },
            created_at: row.created_at,
        })
    }
}

/// The columns `ASSIGNMENT_SUMMARY` selects.
#[derive(sqlx::FromRow)]
pub(crate) struct AssignmentSummaryRow {
    id: i64,
    title: String,
    class_id: i64,
    class_name: String,
    mode: String,
    phase: String,
    join_code: String,
    players: i64,
    due_at: Option<i64>,
    created_at: i64,
}

impl TryFrom<AssignmentSummaryRow> for AssignmentSummary {
    type Error = StoreError;

    fn try_from(row: AssignmentSummaryRow) -> Result<Self> {
        Ok(AssignmentSummary {
            id: row.id,
            title: row.title,
            class_id: row.class_id,
            class_name: row.class_name,
            mode: parse_mode(&row.mode)?,
            phase: parse_phase(&row.phase)?,
            join_code: row.join_code,
            players: row.players,
            due_at: row.due_at,
            created_at: row.created_at,
        })
    }
}

/// The columns `PLAYER_COLUMNS` selects.
#[derive(sqlx::FromRow)]
pub(crate) struct PlayerRow {
    id: i64,
    assignment_id: i64,
    name: String,
    roster_id: Option<i64>,
    removed: i64,
    joined_at: i64,
}

impl From<PlayerRow> for Player {
    fn from(row: PlayerRow) -> Self {
        Player {
            id: row.id,
            assignment_id: row.assignment_id,
            name: row.name,
            roster_id: row.roster_id,
            removed: row.removed != 0,
            joined_at: row.joined_at,
        }
    }
}

/// The columns `ANSWER_COLUMNS` selects.
#[derive(sqlx::FromRow)]
pub(crate) struct AnswerRow {
    assignment_id: i64,
    player_id: i64,
    question: i64,
    response_json: String,
    outcome: String,
    fraction: f64,
    points: f64,
    elapsed_ms: i64,
    answered_at_ms: i64,
}

impl TryFrom<AnswerRow> for AnswerRecord {
    type Error = StoreError;

    fn try_from(row: AnswerRow) -> Result<Self> {
        Ok(AnswerRecord {
            assignment_id: row.assignment_id,
            player_id: row.player_id,
            question: question_number(row.question)?,
            response_json: row.response_json.into(),
            outcome: parse_outcome(&row.outcome)?,
            fraction: row.fraction,
            points: row.points,
            elapsed_ms: row.elapsed_ms,
            answered_at_ms: row.answered_at_ms,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_are_stored_by_their_json_names() {
        for outcome in [
            Outcome::Correct,
            Outcome::Partial,
            Outcome::Incorrect,
            Outcome::NeedsReview,
        ] {
            let name = outcome_str(outcome);
            assert_eq!(
                serde_json::to_value(outcome).unwrap(),
                serde_json::Value::from(name)
            );
            assert_eq!(parse_outcome(name).unwrap(), outcome);
        }
        assert!(matches!(
            parse_outcome("maybe"),
            Err(StoreError::CorruptValue(_))
        ));
    }

    #[test]
    fn runs_are_cut_into_few_statement_sizes() {
        let items: Vec<usize> = (0..1_000).collect();
        let sizes: Vec<usize> = chunks(&items).map(<[usize]>::len).collect();
        assert_eq!(sizes, [256, 256, 256, 64, 64, 64, 16, 16, 4, 4]);
        assert_eq!(chunks(&items).flatten().copied().collect::<Vec<_>>(), items);
        assert_eq!(chunks(&items[..3]).count(), 3);
        assert_eq!(chunks::<usize>(&[]).count(), 0);
        assert_eq!(values(2, 2), "($1, $2), ($3, $4)");
    }

    #[test]
    fn repeated_roster_names_keep_the_first() {
        let roster = ["Ana", "Ben", "Ana", "Cy", "Ben"].map(String::from);
        assert_eq!(distinct_names(&roster), ["Ana", "Ben", "Cy"]);
    }
}
