//! Searches and related lists run one per core, first come first served.
//!
//! A query is a few milliseconds of pure CPU work. Given a thread each
//! (as `spawn_blocking` does), twenty at once on two cores share them in
//! scheduler slices of several milliseconds, and a query cut off in its
//! slice waits for all the others' slices: most finish at once and a few
//! take fifty to a hundred times as long. Queued to one worker thread per
//! core instead, each query runs to its end without being cut off, and its
//! wait is the work of those ahead of it and no more: the tail comes down
//! to about the mean. (Elasticsearch's search thread pool is sized to the
//! cores for the same reason.)

use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use crate::{LibraryError, Result};

type Job = Box<dyn FnOnce() + Send>;

/// A fixed set of worker threads fed in order of arrival.
pub(crate) struct QueryQueue {
    /// Dropped with the queue, which ends the workers.
    sender: Mutex<mpsc::Sender<Job>>,
}

impl QueryQueue {
    /// A queue with `workers` threads (at least one).
    pub(crate) fn new(workers: usize) -> Self {
        let (sender, receiver) = mpsc::channel::<Job>();
        let receiver = Arc::new(Mutex::new(receiver));
        for n in 0..workers.max(1) {
            let receiver = Arc::clone(&receiver);
            let spawned = std::thread::Builder::new()
                .name(format!("library-query-{n}"))
                .spawn(move || {
                    loop {
                        // The lock is held only while taking a job.
                        let job = match receiver.lock() {
                            Ok(receiver) => receiver.recv(),
                            Err(_) => return,
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                });
            // Without a thread the jobs would wait forever: better to fail
            // at once where the cause is plain.
            spawned.expect("the library's query threads start");
        }
        QueryQueue {
            sender: Mutex::new(sender),
        }
    }

    /// One worker per core the process may use.
    pub(crate) fn per_core() -> Self {
        Self::new(std::thread::available_parallelism().map_or(1, usize::from))
    }

    /// Queues `job`; its result comes back through the [`Pending`].
    pub(crate) fn push<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> Result<T> + Send + 'static,
    ) -> Pending<T> {
        let (reply, pending) = tokio::sync::oneshot::channel();
        let wrapped: Job = Box::new(move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job))
                .unwrap_or_else(|_| Err(LibraryError::Task("a library query panicked".into())));
            // The asker may have gone (a closed connection): nothing to do.
            let _ = reply.send(outcome);
        });
        let sent = self
            .sender
            .lock()
            .map_err(|_| ())
            .and_then(|sender| sender.send(wrapped).map_err(|_| ()));
        Pending {
            reply: sent.is_ok().then_some(pending),
        }
    }
}

/// A queued query's result, to wait for or await.
pub struct Pending<T> {
    reply: Option<tokio::sync::oneshot::Receiver<Result<T>>>,
}

impl<T> Pending<T> {
    /// Waits for the result, blocking this thread. Not for async code: it
    /// panics inside a tokio runtime (use [`Pending::done`] there).
    pub fn wait(self) -> Result<T> {
        match self.reply {
            Some(reply) => reply.blocking_recv().unwrap_or_else(|_| Err(gone())),
            None => Err(gone()),
        }
    }

    /// Awaits the result.
    pub async fn done(self) -> Result<T> {
        match self.reply {
            Some(reply) => reply.await.unwrap_or_else(|_| Err(gone())),
            None => Err(gone()),
        }
    }
}

fn gone() -> LibraryError {
    LibraryError::Task("the library's query threads are gone".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_run_in_order_of_arrival_on_one_worker() {
        let queue = QueryQueue::new(1);
        let order = Arc::new(Mutex::new(Vec::new()));
        let pending: Vec<Pending<()>> = (0..20)
            .map(|n| {
                let order = Arc::clone(&order);
                queue.push(move || {
                    order.lock().unwrap().push(n);
                    Ok(())
                })
            })
            .collect();
        for p in pending {
            p.wait().unwrap();
        }
        assert_eq!(*order.lock().unwrap(), (0..20).collect::<Vec<_>>());
    }

    #[test]
    fn a_panicking_job_is_an_error_and_the_worker_goes_on() {
        let queue = QueryQueue::new(1);
        let failed = queue.push(|| -> Result<u8> { panic!("boom") });
        assert!(matches!(failed.wait(), Err(LibraryError::Task(_))));
        assert_eq!(queue.push(|| Ok(7)).wait().unwrap(), 7);
    }

    #[test]
    fn no_more_jobs_run_at_once_than_there_are_workers() {
        let queue = QueryQueue::new(2);
        let running = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let most = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let pending: Vec<Pending<()>> = (0..16)
            .map(|_| {
                let running = Arc::clone(&running);
                let most = Arc::clone(&most);
                queue.push(move || {
                    use std::sync::atomic::Ordering::SeqCst;
                    let now = running.fetch_add(1, SeqCst) + 1;
                    most.fetch_max(now, SeqCst);
                    std::thread::sleep(std::time::Duration::from_millis(2));
                    running.fetch_sub(1, SeqCst);
                    Ok(())
                })
            })
            .collect();
        for p in pending {
            p.wait().unwrap();
        }
        let most = most.load(std::sync::atomic::Ordering::SeqCst);
        assert!((1..=2).contains(&most), "{most} jobs ran at once");
    }
}
