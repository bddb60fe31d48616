//! Group commit for everything students write during a game.
//!
//! Every join and every answer goes through one writer task, which takes
//! all the writes waiting at that moment and applies them to the store in
//! one transaction: one fsync covers a whole class answering in the same
//! second. Each writer is answered only after that transaction committed,
//! which is what lets the server acknowledge an answer as durable.
//! Under no load a batch is one write, so nothing waits for a timer.

use std::sync::Arc;

use quizforge_store::{AnyStore, PlayWrite, PlayWritten, Store};
use tokio::sync::{mpsc, oneshot};

/// The most writes applied in one transaction.
const MAX_BATCH: usize = 1024;
/// How many writes may wait before senders are slowed down.
const QUEUE: usize = 16 * 1024;

type Reply = oneshot::Sender<Result<PlayWritten, String>>;

/// The handle to the writer task.
#[derive(Debug, Clone)]
pub struct Journal {
    queue: mpsc::Sender<(PlayWrite, Reply)>,
}

impl Journal {
    /// Starts the writer task on the current runtime.
    pub fn start(store: Arc<AnyStore>) -> Self {
        let (queue, receiver) = mpsc::channel(QUEUE);
        tokio::spawn(run(store, receiver));
        Self { queue }
    }

    /// Applies one write and returns once it is durable.
    pub async fn write(&self, write: PlayWrite) -> Result<PlayWritten, String> {
        let (reply, answer) = oneshot::channel();
        self.queue
            .send((write, reply))
            .await
            .map_err(|_| "the writer has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the writer has stopped".to_string())?
    }
}

async fn run(store: Arc<AnyStore>, mut receiver: mpsc::Receiver<(PlayWrite, Reply)>) {
    let mut writes = Vec::with_capacity(MAX_BATCH);
    let mut replies = Vec::with_capacity(MAX_BATCH);
    while let Some((write, reply)) = receiver.recv().await {
        writes.push(write);
        replies.push(reply);
        while writes.len() < MAX_BATCH {
            match receiver.try_recv() {
                Ok((write, reply)) => {
                    writes.push(write);
                    replies.push(reply);
                }
                Err(_) => break,
            }
        }
        match store.apply_play_writes(&writes).await {
            Ok(results) if results.len() == replies.len() => {
                for (reply, result) in replies.drain(..).zip(results) {
                    let _ = reply.send(Ok(result));
                }
            }
            Ok(results) => {
                let error = format!(
                    "the store returned {} results for {} writes",
                    results.len(),
                    replies.len()
                );
                tracing::error!(%error, "play journal");
                for reply in replies.drain(..) {
                    let _ = reply.send(Err(error.clone()));
                }
            }
            Err(error) => {
                tracing::error!(%error, batch = writes.len(), "play journal: batch not stored");
                let error = error.to_string();
                for reply in replies.drain(..) {
                    let _ = reply.send(Err(error.clone()));
                }
            }
        }
        writes.clear();
    }
}
