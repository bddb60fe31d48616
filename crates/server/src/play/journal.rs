//! Group commit for everything students write during a game.
//!
//! Every join and every answer goes through one writer task, which takes
//! all the writes waiting at that moment and applies them to the store in
//! one transaction: one fsync covers a whole class answering in the same
//! second. Each writer is answered only after that transaction committed,
//! which is what lets the server acknowledge an answer as durable.
//! Under no load a batch is one write, so nothing waits for a timer.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use quizforge_store::{AnyStore, PlayWrite, PlayWritten, Store};
use tokio::sync::{mpsc, oneshot};

/// The most writes applied in one transaction.
const MAX_BATCH: usize = 1024;
/// How many writes may wait before senders are slowed down.
const QUEUE: usize = 16 * 1024;

type Reply = oneshot::Sender<Result<PlayWritten, String>>;

/// A lease a write must still hold: `(assignment, generation)`.
pub type Fence = (i64, i64);

type Item = (PlayWrite, Option<Fence>, Reply);

/// The handle to the writer task.
#[derive(Debug, Clone)]
pub struct Journal {
    queue: mpsc::Sender<Item>,
    /// Writes sent and not yet answered.
    in_flight: Arc<AtomicUsize>,
}

impl Journal {
    /// Starts the writer task on the current runtime.
    pub fn start(store: Arc<AnyStore>) -> Self {
        let (queue, receiver) = mpsc::channel(QUEUE);
        tokio::spawn(run(store, receiver));
        Self {
            queue,
            in_flight: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Applies one write and returns once it is durable.
    pub async fn write(&self, write: PlayWrite) -> Result<PlayWritten, String> {
        self.write_fenced(write, None).await
    }

    /// Applies one write, in a transaction that first checks the game's
    /// lease is still at the fence's generation (several processes), and
    /// returns once it is durable.
    pub async fn write_fenced(
        &self,
        write: PlayWrite,
        fence: Option<Fence>,
    ) -> Result<PlayWritten, String> {
        struct Counted<'a>(&'a AtomicUsize);
        impl Drop for Counted<'_> {
            fn drop(&mut self) {
                self.0.fetch_sub(1, Ordering::SeqCst);
            }
        }
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        let _counted = Counted(&self.in_flight);
        let (reply, answer) = oneshot::channel();
        self.queue
            .send((write, fence, reply))
            .await
            .map_err(|_| "the writer has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the writer has stopped".to_string())?
    }

    /// Resolves once no write is waiting or being applied (a draining
    /// process, before it gives its leases up), or after `limit`.
    pub async fn settle(&self, limit: std::time::Duration) {
        let deadline = tokio::time::Instant::now() + limit;
        while self.in_flight.load(Ordering::SeqCst) > 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    }
}

/// Applies a batch behind its fences; exactly one result per write, or an
/// error.
async fn apply(
    store: &AnyStore,
    writes: &[PlayWrite],
    fences: &BTreeSet<Fence>,
) -> Result<Vec<PlayWritten>, String> {
    let fenced;
    let all = if fences.is_empty() {
        writes
    } else {
        fenced = fences
            .iter()
            .map(|&(assignment_id, generation)| PlayWrite::Fence {
                assignment_id,
                generation,
            })
            .chain(writes.iter().cloned())
            .collect::<Vec<_>>();
        &fenced
    };
    let mut results = store
        .apply_play_writes(all)
        .await
        .map_err(|error| error.to_string())?;
    if results.len() == all.len() {
        Ok(results.split_off(fences.len()))
    } else {
        Err(format!(
            "the store returned {} results for {} writes",
            results.len(),
            all.len()
        ))
    }
}

async fn run(store: Arc<AnyStore>, mut receiver: mpsc::Receiver<Item>) {
    let mut writes = Vec::with_capacity(MAX_BATCH);
    let mut fences = Vec::with_capacity(MAX_BATCH);
    let mut replies = Vec::with_capacity(MAX_BATCH);
    while let Some((write, fence, reply)) = receiver.recv().await {
        writes.push(write);
        fences.push(fence);
        replies.push(reply);
        while writes.len() < MAX_BATCH {
            match receiver.try_recv() {
                Ok((write, fence, reply)) => {
                    writes.push(write);
                    fences.push(fence);
                    replies.push(reply);
                }
                Err(_) => break,
            }
        }
        let all_fences: BTreeSet<Fence> = fences.iter().flatten().copied().collect();
        match apply(&store, &writes, &all_fences).await {
            Ok(results) => {
                for (reply, result) in replies.drain(..).zip(results) {
                    let _ = reply.send(Ok(result));
                }
            }
            Err(error) if writes.len() > 1 => {
                // One bad write (say, for a game deleted a moment ago)
                // fails its whole transaction; it must not fail the other
                // games' answers with it. Apply them one by one instead.
                tracing::warn!(%error, batch = writes.len(), "play journal: batch refused, retrying one by one");
                for ((write, fence), reply) in writes
                    .drain(..)
                    .zip(fences.drain(..))
                    .zip(replies.drain(..))
                {
                    let fence: BTreeSet<Fence> = fence.into_iter().collect();
                    let single = apply(&store, std::slice::from_ref(&write), &fence).await;
                    let _ = reply.send(single.map(|mut results| results.remove(0)));
                }
            }
            Err(error) => {
                tracing::error!(%error, "play journal: write not stored");
                for reply in replies.drain(..) {
                    let _ = reply.send(Err(error.clone()));
                }
            }
        }
        writes.clear();
        fences.clear();
        replies.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::play::{GameState, Mode, Settings};
    use quizforge_core::{Body, Choice, Question, Quiz};
    use quizforge_store::{NewAssignment, NewPlayer};

    fn join(assignment_id: i64, name: &str) -> PlayWrite {
        PlayWrite::Join(NewPlayer {
            assignment_id,
            token_hash: format!("hash-of-{name}-{assignment_id}"),
            name: name.to_string(),
            name_key: name.to_lowercase(),
            roster_id: None,
            joined_at: 0,
        })
    }

    /// A write that cannot be stored shares a batch with one that can:
    /// the good one is stored all the same.
    #[tokio::test]
    async fn one_bad_write_does_not_fail_the_rest_of_its_batch() {
        let dir = std::env::temp_dir().join(format!("quizforge-journal-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite:{}", dir.join("j.sqlite3").display());
        let store = Arc::new(AnyStore::connect(&url).await.unwrap());
        let teacher = store.create_user("j@school.test", "x").await.unwrap();
        let mut quiz = Quiz::new("Q", "en");
        quiz.questions.push(Question::new(
            "Pick B",
            Body::MultipleChoice {
                choices: vec![Choice::new("A", false), Choice::new("B", true)],
            },
        ));
        let stored = store.create_quiz(teacher.id, &quiz, "").await.unwrap();
        let class = store.create_class(teacher.id, "7B", &[]).await.unwrap();
        let assignment = store
            .create_assignment(
                teacher.id,
                &NewAssignment {
                    class_id: class.id,
                    quiz_id: stored.id,
                    title: "Q".into(),
                    quiz,
                    mode: Mode::Live,
                    settings: Settings::default(),
                    join_code: "JRNL23".into(),
                    seed: 7,
                    opens_at: None,
                    due_at: None,
                    state: GameState::lobby(),
                },
            )
            .await
            .unwrap();
        let journal = Journal::start(Arc::clone(&store));
        // On this single-threaded runtime both writes are queued before
        // the writer runs, so they arrive as one batch.
        let (bad, good) = tokio::join!(
            journal.write(join(assignment.id + 999, "Ghost")),
            journal.write(join(assignment.id, "Ana")),
        );
        assert!(bad.is_err(), "a player for a game that does not exist");
        assert!(
            matches!(good, Ok(PlayWritten::Joined(ref p)) if p.name == "Ana"),
            "{good:?}"
        );
        assert_eq!(store.players(assignment.id).await.unwrap().len(), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
