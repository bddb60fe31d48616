//! Making a quiz from a document: reading the upload, then the forge, off
//! the async runtime.

use std::sync::Arc;

use quizforge_core::{Body, Question, Quiz};
use quizforge_intake::{IntakeError, Limits, MakeOptions, Source};

use crate::AppState;
use crate::error::AppError;

/// The largest document the web app and the API take: 10 MB (the
/// intake's default [`Limits::max_input_bytes`]).
pub const MAX_DOCUMENT_BYTES: usize = 10 * 1024 * 1024;
/// The body limit of the routes that take a document: the document plus
/// room for the rest of a form.
pub const MAX_BODY_BYTES: usize = MAX_DOCUMENT_BYTES + 64 * 1024;
/// How many questions a teacher may ask for at once.
pub const MAX_COUNT: usize = 200;
/// How many questions the make form offers by default.
pub const DEFAULT_COUNT: usize = 10;

/// A quiz the forge made, with what the teacher should check.
#[derive(Debug)]
pub struct Made {
    /// The quiz.
    pub quiz: Quiz,
    /// The document text it was made from (question spans point into it).
    pub text: String,
    /// Things to check, one line each, with line and column.
    pub warnings: Vec<String>,
    /// What the forge did with each sentence (`None` for a quiz file).
    pub explanation: Option<quizforge_forge::Explanation>,
    /// Images the file carried (a QTI package's, a Moodle XML file's),
    /// named as the questions refer to them; `media::localise` keeps them.
    pub media: Vec<quizforge_formats::Media>,
}

/// Makes a quiz from an upload (`name` is the file's name; `None` for
/// pasted text) through the one intake (`quizforge_intake`): files that
/// need a foreign parser are read in a child process with time and memory
/// limits, so no file can take the server down; then the forge runs within
/// the question and text bounds. Reading and making run on a blocking
/// thread, at most [`crate::Config::max_intakes`] at once: past that the
/// teacher is told the server is busy (503) rather than queued.
pub async fn make(
    state: &AppState,
    name: Option<String>,
    bytes: Vec<u8>,
    count: usize,
) -> Result<Made, AppError> {
    let limits = state.config.intake_limits.clone();
    if bytes.len() > limits.max_input_bytes {
        return Err(AppError::TooLarge);
    }
    let isolation = state.config.intake.clone();
    let pasted = name.is_none();
    run(state, move || {
        let source = quizforge_intake::read(name.as_deref(), &bytes, None, &limits, &isolation)?;
        quizforge_intake::make(source, &MakeOptions { count }, &limits)
    })
    .await
    .map_err(|error| refusal(error, pasted, &state.config.intake_limits))
}

/// Makes a quiz from text already kept (the demo, "more questions").
pub async fn forge(state: &AppState, text: String, count: usize) -> Result<Made, AppError> {
    let limits = state.config.intake_limits.clone();
    run(state, move || {
        let source = Source::Text {
            text,
            format: None,
            media: Vec::new(),
        };
        quizforge_intake::make(source, &MakeOptions { count }, &limits)
    })
    .await
    .map_err(|error| refusal(error, true, &state.config.intake_limits))
}

/// [`forge`], or what it made of the same text and count before (the forge
/// is deterministic): for pages that forge the same text on every view.
pub async fn forge_kept(
    state: &AppState,
    text: String,
    count: usize,
) -> Result<Arc<Made>, AppError> {
    if let Some(made) = state.forged.get(&text, count) {
        return Ok(made);
    }
    let made = Arc::new(forge(state, text.clone(), count).await?);
    state.forged.put(text, count, Arc::clone(&made));
    Ok(made)
}

/// Runs one intake job on a blocking thread, if a slot is free.
async fn run(
    state: &AppState,
    job: impl FnOnce() -> Result<quizforge_intake::Made, IntakeError> + Send + 'static,
) -> Result<Made, IntakeError> {
    let Ok(permit) = Arc::clone(&state.intake_slots).try_acquire_owned() else {
        return Err(IntakeError::Worker(BUSY.into()));
    };
    let made = tokio::task::spawn_blocking(move || {
        let made = job();
        drop(permit);
        made
    })
    .await
    .map_err(|error| IntakeError::Worker(format!("intake task: {error}")))??;
    Ok(Made {
        warnings: made.notices.iter().map(ToString::to_string).collect(),
        quiz: made.quiz,
        text: made.text,
        explanation: made.explanation,
        media: made.media,
    })
}

/// The marker of a refusal for want of a free slot.
const BUSY: &str = "busy";

/// What the teacher is told when a file cannot be used.
fn refusal(error: IntakeError, pasted: bool, limits: &Limits) -> AppError {
    let (what, cannot) = if pasted {
        ("make-refused-text-too-much", "make-refused-text-unusable")
    } else {
        ("make-refused-file-too-much", "make-refused-file-unusable")
    };
    let megabytes = |bytes: usize| format!("{:.1}", bytes as f64 / 1_048_576.0);
    match error {
        IntakeError::Worker(why) if why == BUSY => AppError::Busy,
        IntakeError::Worker(why) => AppError::internal(format!("intake: {why}")),
        IntakeError::Empty if pasted => AppError::said("make-refused-nothing"),
        IntakeError::Empty => AppError::said("make-refused-no-text"),
        IntakeError::TooLarge { limit, .. } if limit == limits.max_input_bytes => {
            AppError::TooLarge
        }
        IntakeError::TooLarge { size, limit } => AppError::said_with(
            what,
            &[("size", megabytes(size)), ("limit", megabytes(limit))],
        ),
        // Why the reader refused it is the reader's own (English) words.
        other => AppError::said_with(cannot, &[("why", other.to_string())]),
    }
}

/// The number of questions asked for, within bounds.
pub fn clamp_count(count: Option<usize>) -> usize {
    count.unwrap_or(DEFAULT_COUNT).clamp(1, MAX_COUNT)
}

/// Adds to `quiz` up to `count` questions made from `text` that it does
/// not already hold, returning how many were added. A question is held
/// already when one of the quiz has its prompt, rests on the same passage
/// of the document (the teacher may have reworded it), or has its answer
/// (two questions with one answer give each other away); and so is one the
/// teacher removed (kept among the suggestions, `suggestions::REMOVED`).
pub async fn more_questions(
    state: &AppState,
    quiz: &mut Quiz,
    text: String,
    count: usize,
) -> Result<usize, AppError> {
    if text.trim().is_empty() {
        return Err(AppError::said("make-refused-no-source"));
    }
    let wanted = quiz.questions.len() + count;
    let made = forge(state, text, wanted).await?;
    let before = quiz.questions.len();
    let fresh: Vec<Question> = made
        .quiz
        .questions
        .into_iter()
        .filter(|q| {
            !quiz
                .questions
                .iter()
                .chain(crate::suggestions::removed(quiz))
                .any(|held| asks_the_same(held, q))
        })
        .take(count)
        .collect();
    quiz.questions.extend(fresh);
    crate::suggestions::refresh(quiz, made.quiz.suggestions);
    Ok(quiz.questions.len() - before)
}

/// Whether `new` asks what `held` asks already: the same prompt, the
/// same passage of the document, or the same answer.
pub(crate) fn asks_the_same(held: &Question, new: &Question) -> bool {
    let same_passage = matches!(
        (held.source, new.source),
        (Some(a), Some(b)) if a.start < b.end && b.start < a.end
    );
    prompt_key(&held.prompt) == prompt_key(&new.prompt)
        || same_passage
        || answer_key(held).is_some_and(|key| answer_key(new) == Some(key))
}

/// The one answer a question asks for, to compare: the right choice of a
/// multiple choice question, the first accepted answer of a typed one.
/// `None` for the rest ("True" is the answer of many statements).
fn answer_key(question: &Question) -> Option<String> {
    let text = match &question.body {
        Body::MultipleChoice { choices } => {
            let mut right = choices.iter().filter(|c| c.correct);
            match (right.next(), right.next()) {
                (Some(choice), None) => choice.text.as_str(),
                _ => return None,
            }
        }
        Body::ShortAnswer { accepted, .. } => accepted.first()?.text.as_str(),
        _ => return None,
    };
    Some(prompt_key(text))
}

pub(crate) fn prompt_key(prompt: &str) -> String {
    prompt
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_questions_skip_what_the_quiz_asks_already() {
        use quizforge_core::{AcceptedAnswer, Choice, Span};
        let choice = |prompt: &str, right: &str, source: (usize, usize)| {
            let mut q = Question::new(
                prompt,
                Body::MultipleChoice {
                    choices: vec![Choice::new("Year", false), Choice::new(right, true)],
                },
            );
            q.source = Some(Span {
                start: source.0,
                end: source.1,
            });
            q
        };
        // The teacher reworded the first question of the passage.
        let held = choice(
            "What is the Moon's cycle of phases called?",
            "Month",
            (0, 80),
        );
        let reworded = choice(
            "Which term refers to the Moon's cycle?",
            "Lunation",
            (10, 60),
        );
        assert!(asks_the_same(&held, &reworded), "the same passage");
        let same_answer = choice("Which period does the Moon set?", " month ", (200, 260));
        assert!(asks_the_same(&held, &same_answer), "the same answer");
        let other = choice("Which calendar follows the Sun?", "Solar", (300, 360));
        assert!(!asks_the_same(&held, &other));
        let typed = Question::new(
            "The Moon's cycle is a m_____.",
            Body::ShortAnswer {
                accepted: vec![AcceptedAnswer::new("month")],
                case_sensitive: false,
            },
        );
        assert!(asks_the_same(&held, &typed), "a typed answer, the same key");
        let statement = |prompt: &str| {
            Question::new(
                prompt,
                Body::TrueFalse {
                    choices: vec![Choice::new("True", true), Choice::new("False", false)],
                },
            )
        };
        assert!(
            !asks_the_same(&statement("The Sun rises."), &statement("The Moon sets.")),
            "two statements are both true without asking the same"
        );
    }

    #[test]
    fn counts_stay_within_bounds() {
        assert_eq!(clamp_count(None), DEFAULT_COUNT);
        assert_eq!(clamp_count(Some(0)), 1);
        assert_eq!(clamp_count(Some(10_000)), MAX_COUNT);
    }

    #[test]
    fn refusals_say_what_to_do_and_hide_our_own_failures() {
        let limits = Limits::default();
        assert!(matches!(
            refusal(IntakeError::Worker(BUSY.into()), false, &limits),
            AppError::Busy
        ));
        assert!(matches!(
            refusal(IntakeError::Worker("no exe".into()), false, &limits),
            AppError::Internal(_)
        ));
        let crashed = refusal(IntakeError::Crashed, false, &limits).message();
        assert!(
            crashed.contains("This file cannot be used") && crashed.contains("paste"),
            "{crashed}"
        );
        let big = refusal(
            IntakeError::TooLarge {
                size: 10 << 20,
                limit: limits.max_text_bytes,
            },
            true,
            &limits,
        )
        .message();
        assert!(big.contains("This text holds 10.0 MB"), "{big}");
    }
}
