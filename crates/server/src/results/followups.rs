//! Follow-ups: after a game, the students are grouped by their score in the
//! class's bands; each group below mastery gets a quiz made for it (the
//! questions its students missed, choices reshuffled with a seed, plus new
//! questions the forge writes from the source passages behind those
//! questions), given as homework to exactly those students with a due date
//! and linked to the game. Students at mastery get nothing.
//!
//! Only roster students can be given a follow-up (a nickname names no one
//! from one game to the next): the others are listed as not reachable.

use std::collections::BTreeSet;

use quizforge_core::play::SplitMix64;
use quizforge_core::{Body, Origin, Outcome, Question, Quiz, Span};
use quizforge_store::{AssignmentId, AutoFollowUps, ReportStore, RosterId, Store, UserId};
use serde::{Deserialize, Serialize};

use super::GameData;
use super::mastery::band;
use super::report::{self, topic_of};
use crate::AppState;
use crate::error::AppError;

/// A day, in seconds.
pub(crate) const DAY: i64 = 24 * 3600;

/// What the teacher asks for.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct FollowUpRequest {
    /// When the follow-ups are due (Unix seconds); a week from now by
    /// default.
    #[serde(default)]
    pub due_at: Option<i64>,
    /// How many new questions each quiz gets at most (default 3, at most 10).
    #[serde(default)]
    pub new_questions: Option<usize>,
    /// Only show what would be made.
    #[serde(default)]
    pub dry_run: bool,
    /// The teacher's changes to the groups and their quizzes.
    #[serde(flatten)]
    pub changes: Changes,
    /// The `fingerprint` of the preview the teacher looked at: the send is
    /// refused (409) when the follow-ups would now be anything else.
    #[serde(default)]
    pub expect: Option<String>,
}

/// The teacher's changes to the follow-ups before they go out.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Changes {
    /// Students moved to another group, or left out (`none`).
    #[serde(default)]
    pub students: Vec<Move>,
    /// Questions taken out of a group's follow-up.
    #[serde(default)]
    pub drop: Vec<DropQuestion>,
}

/// A student moved to another group (`below`, `approaching`) or left out
/// (`none`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Move {
    pub player_id: i64,
    pub group: String,
}

/// A question taken out of a group's follow-up: its place (from 0) in the
/// quiz the group would get, after the moves.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DropQuestion {
    pub group: String,
    pub question: usize,
}

/// What was made (or would be, in a dry run).
#[derive(Debug, Clone, Serialize)]
pub struct FollowUps {
    pub parent: AssignmentId,
    pub due_at: i64,
    pub dry_run: bool,
    pub groups: Vec<Group>,
    /// Students at mastery: they get nothing.
    pub mastered: Vec<GroupStudent>,
    /// Students the teacher left out: they get nothing.
    pub left_out: Vec<GroupStudent>,
    /// The changes applied, without those that change nothing, in order.
    pub changes: Changes,
    /// A digest of who gets which quiz: a send that `expect`s it is
    /// refused if the follow-ups would now differ.
    pub fingerprint: String,
    /// Whether they were sent automatically (`false`: by the teacher).
    pub automatic: bool,
}

/// One group of students in one band.
#[derive(Debug, Clone, Serialize)]
pub struct Group {
    /// `below` or `approaching`.
    pub band: &'static str,
    pub students: Vec<GroupStudent>,
    /// Students of the band who played under a nickname: no follow-up can
    /// reach them.
    pub not_reachable: Vec<String>,
    /// The game's questions (from 0) they missed.
    pub missed: Vec<u32>,
    pub title: String,
    pub questions: Vec<FollowQuestion>,
    /// Questions the teacher took out.
    pub dropped: Vec<FollowQuestion>,
    pub quiz_id: Option<i64>,
    pub assignment_id: Option<AssignmentId>,
    pub join_code: Option<String>,
}

/// A student of a group.
#[derive(Debug, Clone, Serialize)]
pub struct GroupStudent {
    pub roster_id: Option<RosterId>,
    pub player_id: i64,
    pub name: String,
    pub accuracy: f64,
    /// The band their score puts them in (`below`, `approaching`,
    /// `mastered`), whatever group the teacher moved them to.
    pub band: &'static str,
}

/// One question of a follow-up quiz.
#[derive(Debug, Clone, Serialize)]
pub struct FollowQuestion {
    /// Its place (from 0) in the group's quiz before any is taken out
    /// (what a `drop` names).
    pub position: usize,
    pub prompt: String,
    pub kind: &'static str,
    pub topic: Option<String>,
    /// The game's question it repeats, or `None` for a new one.
    pub missed: Option<u32>,
    /// Where in the follow-up quiz's source text it comes from.
    pub source: Option<Span>,
}

/// The longest passage taken around a question's source (bytes).
const MAX_PASSAGE: usize = 4000;

/// The follow-ups as they would go out, with each group's quiz and its
/// source text.
pub(crate) struct Plan {
    pub(crate) out: FollowUps,
    /// For each group of `out.groups`, the quiz and text to store, when it
    /// gets one.
    pub(crate) quizzes: Vec<Option<(Quiz, String)>>,
    pub(crate) class_id: quizforge_store::ClassId,
    pub(crate) settings: quizforge_core::play::Settings,
}

const GROUPS: [&str; 2] = ["below", "approaching"];

fn slot_of(group: &str) -> Result<Option<usize>, AppError> {
    match group {
        "below" => Ok(Some(0)),
        "approaching" => Ok(Some(1)),
        "none" => Ok(None),
        other => Err(AppError::Invalid(format!(
            "\"{other}\" is not a group: use below, approaching or none."
        ))),
    }
}

/// Makes the follow-ups of one of the owner's games: a preview with
/// `dry_run`, else sends them (once: a second send is refused).
pub async fn make(
    state: &AppState,
    owner: UserId,
    id: AssignmentId,
    request: &FollowUpRequest,
) -> Result<FollowUps, AppError> {
    let plan = plan(state, owner, id, request).await?;
    if request.dry_run {
        return Ok(plan.out);
    }
    if let Some(expect) = &request.expect
        && *expect != plan.out.fingerprint
    {
        return Err(AppError::Conflict(
            "The results changed since this preview (an answer or a mark came in): look at the \
             follow-ups again before sending them."
                .into(),
        ));
    }
    super::follow_send::send(state, owner, plan, false).await
}

/// The follow-ups of one of the owner's games as they would go out.
pub(crate) async fn plan(
    state: &AppState,
    owner: UserId,
    id: AssignmentId,
    request: &FollowUpRequest,
) -> Result<Plan, AppError> {
    let data = GameData::load(state, owner, id).await?;
    let bands = state
        .store
        .class_bands(owner, data.assignment.class_id)
        .await?;
    let due_at = request.due_at.unwrap_or_else(|| {
        quizforge_store::now() + i64::from(AutoFollowUps::default().due_days) * DAY
    });
    if due_at <= quizforge_store::now() {
        return Err(AppError::Invalid(
            "The due time must be in the future.".into(),
        ));
    }
    let new_questions = request.new_questions.unwrap_or(3).min(10);
    let report = report::build(&data);
    let source_text = match data.assignment.quiz_id {
        Some(quiz) => match state.store.quiz(owner, quiz).await {
            Ok(stored) => stored.source_text,
            Err(quizforge_store::StoreError::NotFound) => String::new(),
            Err(other) => return Err(other.into()),
        },
        None => String::new(),
    };
    // The last move of a student wins; a move to where the score already
    // puts them changes nothing and is left out.
    let mut moves: std::collections::BTreeMap<i64, Option<usize>> = Default::default();
    for m in &request.changes.students {
        if !report.students.iter().any(|s| s.player_id == m.player_id) {
            return Err(AppError::Invalid(format!(
                "No student {} played this game.",
                m.player_id
            )));
        }
        moves.insert(m.player_id, slot_of(&m.group)?);
    }
    let mut applied = Changes::default();
    let mut mastered = Vec::new();
    let mut left_out = Vec::new();
    let mut groups: Vec<Group> = Vec::new();
    for name in GROUPS {
        groups.push(Group {
            band: name,
            students: Vec::new(),
            not_reachable: Vec::new(),
            missed: Vec::new(),
            title: String::new(),
            questions: Vec::new(),
            dropped: Vec::new(),
            quiz_id: None,
            assignment_id: None,
            join_code: None,
        });
    }
    let mut missed: [BTreeSet<u32>; 2] = [BTreeSet::new(), BTreeSet::new()];
    for student in &report.students {
        let natural = band(Some(student.accuracy), bands);
        let member = GroupStudent {
            roster_id: student.roster_id,
            player_id: student.player_id,
            name: student.name.clone(),
            accuracy: student.accuracy,
            band: natural,
        };
        let natural_slot = GROUPS.iter().position(|g| *g == natural);
        let slot = match moves.get(&student.player_id) {
            Some(&chosen) if chosen != natural_slot => {
                applied.students.push(Move {
                    player_id: student.player_id,
                    group: chosen.map_or("none", |s| GROUPS[s]).to_string(),
                });
                match chosen {
                    Some(slot) => slot,
                    None => {
                        left_out.push(member);
                        continue;
                    }
                }
            }
            _ => match natural_slot {
                Some(slot) => slot,
                None => {
                    mastered.push(member);
                    continue;
                }
            },
        };
        if student.roster_id.is_none() {
            groups[slot].not_reachable.push(student.name.clone());
            continue;
        }
        for (index, cell) in (0_u32..).zip(&student.answers) {
            let wrong = match cell {
                None => true,
                Some(c) => matches!(c.outcome, Outcome::Incorrect | Outcome::Partial),
            };
            if wrong {
                missed[slot].insert(index);
            }
        }
        groups[slot].students.push(member);
    }
    let mut drops: [BTreeSet<usize>; 2] = [BTreeSet::new(), BTreeSet::new()];
    for d in &request.changes.drop {
        match slot_of(&d.group)? {
            Some(slot) => {
                drops[slot].insert(d.question);
            }
            None => {
                return Err(AppError::Invalid(
                    "Questions are taken out of the below or approaching group.".into(),
                ));
            }
        }
    }
    let parent_prompts: BTreeSet<String> = data
        .assignment
        .quiz
        .questions
        .iter()
        .map(|q| prompt_key(&q.prompt))
        .collect();
    let mut quizzes = Vec::new();
    for (slot, group) in groups.iter_mut().enumerate() {
        group.missed = missed[slot].iter().copied().collect();
        if group.students.is_empty() || group.missed.is_empty() {
            if let Some(&n) = drops[slot].iter().next() {
                return Err(AppError::Invalid(format!(
                    "The {} group has no question {n} to take out.",
                    group.band
                )));
            }
            quizzes.push(None);
            continue;
        }
        let label = if group.band == "below" {
            "not yet"
        } else {
            "nearly there"
        };
        group.title = format!("Follow-up ({label}): {}", data.assignment.title);
        let (mut quiz, text) = follow_up_quiz(
            state,
            &data,
            &source_text,
            &group.missed,
            &parent_prompts,
            new_questions,
            slot as u64,
            &group.title,
        )
        .await?;
        if let Some(&n) = drops[slot].iter().find(|&&n| n >= quiz.questions.len()) {
            return Err(AppError::Invalid(format!(
                "The {} group has no question {n} to take out.",
                group.band
            )));
        }
        let all: Vec<FollowQuestion> = quiz
            .questions
            .iter()
            .zip(repeats(&group.missed, quiz.questions.len()))
            .enumerate()
            .map(|(position, (q, missed))| FollowQuestion {
                position,
                prompt: q.prompt.clone(),
                kind: q.kind().as_str(),
                topic: q.topic.clone(),
                missed,
                source: q.source,
            })
            .collect();
        let (dropped, kept): (Vec<_>, Vec<_>) = all
            .into_iter()
            .partition(|q| drops[slot].contains(&q.position));
        for q in &dropped {
            applied.drop.push(DropQuestion {
                group: group.band.to_string(),
                question: q.position,
            });
        }
        let mut position = 0;
        quiz.questions.retain(|_| {
            position += 1;
            !drops[slot].contains(&(position - 1))
        });
        group.questions = kept;
        group.dropped = dropped;
        quizzes.push((!quiz.questions.is_empty()).then_some((quiz, text)));
    }
    let mut keep = Vec::new();
    let mut kept_quizzes = Vec::new();
    for (group, quiz) in groups.into_iter().zip(quizzes) {
        if !group.students.is_empty() || !group.not_reachable.is_empty() {
            keep.push(group);
            kept_quizzes.push(quiz);
        }
    }
    let fingerprint = fingerprint(&keep, &kept_quizzes, &mastered, &left_out);
    Ok(Plan {
        out: FollowUps {
            parent: id,
            due_at,
            dry_run: request.dry_run,
            groups: keep,
            mastered,
            left_out,
            changes: applied,
            fingerprint,
            automatic: false,
        },
        quizzes: kept_quizzes,
        class_id: data.assignment.class_id,
        settings: data.assignment.settings,
    })
}

/// A digest of who gets which quiz (every byte of it), who gets nothing.
fn fingerprint(
    groups: &[Group],
    quizzes: &[Option<(Quiz, String)>],
    mastered: &[GroupStudent],
    left_out: &[GroupStudent],
) -> String {
    use sha2::{Digest, Sha256};
    let ids = |list: &[GroupStudent]| list.iter().map(|s| s.player_id).collect::<Vec<_>>();
    let shape = serde_json::json!({
        "groups": groups.iter().zip(quizzes).map(|(g, q)| serde_json::json!({
            "band": g.band,
            "students": ids(&g.students),
            "not_reachable": g.not_reachable,
            "quiz": q.as_ref().map(|(quiz, text)| serde_json::json!({
                "quiz": quiz,
                "text": text,
            })),
        })).collect::<Vec<_>>(),
        "mastered": ids(mastered),
        "left_out": ids(left_out),
    });
    let digest = Sha256::digest(shape.to_string().as_bytes());
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}

/// For each question of a follow-up quiz: the game's question it repeats
/// (the first `missed.len()`), then `None` for the new ones.
fn repeats(missed: &[u32], total: usize) -> impl Iterator<Item = Option<u32>> + '_ {
    missed
        .iter()
        .map(|&m| Some(m))
        .chain(std::iter::repeat(None))
        .take(total)
}

/// The follow-up quiz of one group, and the text its spans point into.
#[allow(clippy::too_many_arguments)]
async fn follow_up_quiz(
    state: &AppState,
    data: &GameData,
    source_text: &str,
    missed: &[u32],
    parent_prompts: &BTreeSet<String>,
    new_questions: usize,
    group: u64,
    title: &str,
) -> Result<(Quiz, String), AppError> {
    let parent = &data.assignment.quiz;
    let questions: Vec<&Question> = missed
        .iter()
        .filter_map(|&i| parent.questions.get(i as usize))
        .collect();
    let (passages, pieces) = passages(source_text, &questions);
    let mut quiz = Quiz::new(title, parent.language.clone());
    let mut random =
        SplitMix64::new((data.assignment.seed as u64) ^ (group + 1).wrapping_mul(0x9e37_79b9));
    for question in &questions {
        let mut again = (*question).clone();
        reshuffle(&mut again.body, &mut random);
        again.source = question.source.and_then(|span| moved(span, &pieces));
        quiz.questions.push(again);
    }
    let mut text = passages.clone();
    if new_questions > 0 && !passages.trim().is_empty() {
        let made = crate::make::forge_kept(state, passages.clone(), new_questions + 20).await?;
        let same_text = made.text == passages;
        let topic = questions.iter().find_map(|q| q.topic.clone()).filter(|_| {
            questions
                .iter()
                .all(|q| topic_of(q) == topic_of(questions[0]))
        });
        let fresh: Vec<Question> = made
            .quiz
            .questions
            .iter()
            .filter(|q| q.origin == Origin::Generated)
            .filter(|q| !parent_prompts.contains(&prompt_key(&q.prompt)))
            .take(new_questions)
            .cloned()
            .map(|mut q| {
                if q.topic.is_none() {
                    q.topic = topic.clone();
                }
                q
            })
            .collect();
        if !same_text {
            // The forge's text is what its spans point into.
            for q in &mut quiz.questions {
                q.source = None;
            }
            text = made.text.clone();
        }
        quiz.questions.extend(fresh);
    }
    Ok((quiz, text))
}

/// The paragraphs around each question's source span, merged where they
/// overlap and joined by blank lines; with, for each piece, where it was
/// in the source and where it is in the passages.
fn passages(source: &str, questions: &[&Question]) -> (String, Vec<(Span, usize)>) {
    let mut ranges: Vec<(usize, usize)> = questions
        .iter()
        .filter_map(|q| q.source)
        .filter(|s| s.start < s.end && s.end <= source.len())
        .filter(|s| source.is_char_boundary(s.start) && source.is_char_boundary(s.end))
        .map(|s| paragraph(source, s.start, s.end))
        .collect();
    ranges.sort_unstable();
    let mut merged: Vec<(usize, usize)> = Vec::new();
    for (start, end) in ranges {
        match merged.last_mut() {
            Some(last) if start <= last.1 => last.1 = last.1.max(end),
            _ => merged.push((start, end)),
        }
    }
    let mut text = String::new();
    let mut pieces = Vec::new();
    for (start, end) in merged {
        if !text.is_empty() {
            text.push_str("\n\n");
        }
        pieces.push((Span::new(start, end), text.len()));
        text.push_str(&source[start..end]);
    }
    (text, pieces)
}

/// The paragraph (between blank lines) holding `start..end`, at most
/// [`MAX_PASSAGE`] bytes on either side, on character boundaries.
fn paragraph(source: &str, start: usize, end: usize) -> (usize, usize) {
    let floor = start.saturating_sub(MAX_PASSAGE);
    let mut from = source[floor..start]
        .rfind("\n\n")
        .map_or(floor, |i| floor + i + 2);
    while !source.is_char_boundary(from) {
        from += 1;
    }
    let ceiling = (end + MAX_PASSAGE).min(source.len());
    let mut to = source[end..ceiling]
        .find("\n\n")
        .map_or(ceiling, |i| end + i);
    while !source.is_char_boundary(to) {
        to -= 1;
    }
    (from.min(start), to.max(end))
}

/// A span of the source moved into the passages.
fn moved(span: Span, pieces: &[(Span, usize)]) -> Option<Span> {
    pieces
        .iter()
        .find(|(piece, _)| piece.start <= span.start && span.end <= piece.end)
        .map(|(piece, at)| Span::new(at + span.start - piece.start, at + span.end - piece.start))
}

/// The choices of a choice question in a new order (true/false keeps its
/// order: its first choice means "true").
fn reshuffle(body: &mut Body, random: &mut SplitMix64) {
    if let Body::MultipleChoice { choices } | Body::MultipleResponse { choices } = body {
        for i in (1..choices.len()).rev() {
            let j = random.below(i + 1);
            choices.swap(i, j);
        }
    }
}

fn prompt_key(prompt: &str) -> String {
    prompt
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Whether a roster student may join a game: anyone of the class, unless it
/// is a follow-up given to others.
pub async fn check_given_to(
    state: &AppState,
    id: AssignmentId,
    roster_id: Option<RosterId>,
) -> Result<(), AppError> {
    match state.store.given_to(id).await? {
        None => Ok(()),
        Some(given) if roster_id.is_some_and(|r| given.contains(&r)) => Ok(()),
        Some(_) => Err(AppError::Invalid(
            "This follow-up was given to other students.".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passages_are_the_paragraphs_around_the_spans_merged() {
        let source = "Intro.\n\nBasalt is a rock. It cools fast.\n\nGranite cools slowly.\n\nEnd.";
        let at = |needle: &str| {
            let start = source.find(needle).unwrap();
            Span::new(start, start + needle.len())
        };
        let mut a = Question::new("a", Body::Open);
        a.source = Some(at("Basalt is a rock."));
        let mut b = Question::new("b", Body::Open);
        b.source = Some(at("It cools fast."));
        let mut c = Question::new("c", Body::Open);
        c.source = Some(at("Granite"));
        let (text, pieces) = passages(source, &[&a, &b, &c]);
        assert_eq!(
            text,
            "Basalt is a rock. It cools fast.\n\nGranite cools slowly."
        );
        let span = moved(at("It cools fast."), &pieces).unwrap();
        assert_eq!(&text[span.start..span.end], "It cools fast.");
        let span = moved(at("Granite"), &pieces).unwrap();
        assert_eq!(&text[span.start..span.end], "Granite");
        let (none, _) = passages(source, &[&Question::new("d", Body::Open)]);
        assert!(none.is_empty());
    }

    #[test]
    fn reshuffling_is_seeded_and_keeps_every_choice() {
        let choices: Vec<_> = (0..6)
            .map(|i| quizforge_core::Choice::new(format!("c{i}"), i == 0))
            .collect();
        let mut a = Body::MultipleChoice {
            choices: choices.clone(),
        };
        let mut b = a.clone();
        reshuffle(&mut a, &mut SplitMix64::new(7));
        reshuffle(&mut b, &mut SplitMix64::new(7));
        assert_eq!(a, b);
        let Body::MultipleChoice { choices: shuffled } = a else {
            unreachable!()
        };
        assert_ne!(shuffled, choices);
        let mut texts: Vec<_> = shuffled.iter().map(|c| c.text.clone()).collect();
        texts.sort();
        assert_eq!(texts, ["c0", "c1", "c2", "c3", "c4", "c5"]);
        assert!(shuffled.iter().any(|c| c.correct && c.text == "c0"));
    }
}
