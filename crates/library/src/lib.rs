//! The shared library of quizzes: a tantivy search index over every quiz
//! of the store, kept in the data folder and brought up to date from the
//! store's change feed; near-duplicate detection (MinHash); related
//! quizzes; and the subject a quiz's content suggests.
//!
//! The database is the truth. The index records, in its commit payload,
//! the last change of the feed it holds; [`Library::sync`] applies the
//! changes after it, and rebuilds the whole index from the store when it
//! is missing, from another version, or further behind than the feed
//! remembers. Every server process has its own index and follows the same
//! feed, so a change saved through one process is found through every
//! other within one poll (`docs/library.md`).
//!
//! Search results carry the owner and visibility the index holds; callers
//! check them again against the store before showing anything
//! ([`quizforge_store::LibraryStore::visible_among`]), so a quiz made
//! private a moment ago never leaks through an index that has not caught
//! up.

mod document;
mod fuzzy;
mod keys;
pub mod minhash;
mod one_term;
mod queue;
pub mod reading;
mod related;
mod schema;
mod search;
mod shelf;
mod snippet;
mod some_words;
pub mod suggest;
mod topk;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use quizforge_store::{LibraryQuiz, LibraryStore, QuizId, StoreError};
use tantivy::directory::MmapDirectory;
use tantivy::schema::{Field, Value};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument, Term};

pub use document::{body_text, searchable_body, topics};
pub use queue::Pending;
pub use related::{Related, Why};
pub use schema::LANGUAGES;
pub use search::{Hit, Scope, Search, Snippet};
pub use topk::SearchPath;

/// Why the library failed.
#[derive(Debug, thiserror::Error)]
pub enum LibraryError {
    /// The index failed.
    #[error("search index: {0}")]
    Index(#[from] tantivy::TantivyError),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The index folder could not be made or cleared.
    #[error("search index folder {path}: {source}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A blocking index task did not finish.
    #[error("search index task failed: {0}")]
    Task(String),
}

/// The result of a library operation.
pub type Result<T, E = LibraryError> = std::result::Result<T, E>;

/// The version of the schema, the analyzers and how keys are chosen: an
/// index written by another version is rebuilt. 5: an `all_` field a
/// language, which quizzes hold a word at all. 6: the words of shared
/// and of private quizzes in fields of their own (`shelf.rs`). 7: questions
/// indexed by their words, without the scaffolding they are shown with
/// (`document::searchable_body`).
const FORMAT: &str = "quizforge-library 7";
/// Quizzes read from the store at a time when rebuilding.
const REBUILD_PAGE: i64 = 500;
/// Changes read at a time.
const CHANGE_PAGE: i64 = 1000;
/// How far back each sync looks again: a PostgreSQL transaction may
/// commit its change after a later-numbered one was read.
const LOOK_BACK: i64 = 64;

/// The lock file that says which process owns an index folder.
const LOCK_FILE: &str = "quizforge.lock";

/// What a sync did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SyncReport {
    /// The index was rebuilt from the store.
    pub rebuilt: bool,
    /// Quizzes added, changed or removed.
    pub applied: usize,
    /// The last change of the feed the index now holds.
    pub seq: i64,
}

/// Where the index follows the feed.
#[derive(Debug, Default)]
struct Cursor {
    /// The last change applied (from the payload when opened).
    seq: i64,
    /// False until the index is known to hold the store's quizzes.
    current: bool,
    /// Changes applied within [`LOOK_BACK`] of `seq`.
    applied: BTreeSet<i64>,
}

struct Inner {
    reader: IndexReader,
    writer: Mutex<IndexWriter>,
    fields: schema::Fields,
    cursor: tokio::sync::Mutex<Cursor>,
    folder: Option<PathBuf>,
    /// The folder's lock, held while this library is open.
    _lock: Option<std::fs::File>,
    /// The threads queued searches and related lists run on, started at
    /// the first.
    queries: std::sync::OnceLock<queue::QueryQueue>,
}

/// The search index and what is computed from it. Cheap to clone.
#[derive(Clone)]
pub struct Library {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Library {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Library")
            .field("folder", &self.inner.folder)
            .finish_non_exhaustive()
    }
}

/// The payload a commit records: the format and the feed position.
fn payload(seq: i64) -> String {
    format!("{FORMAT} seq={seq}")
}

/// The feed position of a payload of this format.
fn read_payload(payload: Option<&str>) -> Option<i64> {
    payload?
        .strip_prefix(FORMAT)?
        .strip_prefix(" seq=")?
        .parse()
        .ok()
}

/// Small blocks in the document store: a hit reads one quiz (about 2 KB)
/// and decompresses the block it lies in, and a search reads twenty.
fn index_settings() -> tantivy::IndexSettings {
    tantivy::IndexSettings {
        docstore_blocksize: 4096,
        ..Default::default()
    }
}

impl Library {
    /// Opens the index in `folder` (made if missing; cleared and rebuilt
    /// later if it is from another version or unreadable), or in memory
    /// when `folder` is `None` or another process holds the folder.
    pub fn open(folder: Option<&Path>) -> Result<Self> {
        let (schema, fields) = schema::build();
        let opened = match folder {
            Some(folder) => Self::open_folder(folder, &schema)?,
            None => None,
        };
        let (index, writer, seq, folder, lock) = match opened {
            Some((index, writer, seq, lock)) => (
                index,
                writer,
                seq,
                folder.map(Path::to_path_buf),
                Some(lock),
            ),
            None => {
                let index = Index::builder()
                    .schema(schema)
                    .settings(index_settings())
                    .create_in_ram()?;
                schema::register(index.tokenizers());
                let writer = index.writer_with_num_threads(1, 30_000_000)?;
                (index, writer, None, None, None)
            }
        };
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        Ok(Library {
            inner: Arc::new(Inner {
                reader,
                writer: Mutex::new(writer),
                fields,
                cursor: tokio::sync::Mutex::new(Cursor {
                    seq: seq.unwrap_or(0),
                    current: false,
                    applied: BTreeSet::new(),
                }),
                folder,
                _lock: lock,
                queries: std::sync::OnceLock::new(),
            }),
        })
    }

    /// The index in a folder and its feed position (`None`: rebuild), or
    /// `None` when another process holds the folder's lock.
    #[allow(clippy::type_complexity)]
    fn open_folder(
        folder: &Path,
        schema: &tantivy::schema::Schema,
    ) -> Result<Option<(Index, IndexWriter, Option<i64>, std::fs::File)>> {
        let io = |source| LibraryError::Folder {
            path: folder.to_path_buf(),
            source,
        };
        std::fs::create_dir_all(folder).map_err(io)?;
        // One process owns the folder; another keeps its index in memory.
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(folder.join(LOCK_FILE))
            .map_err(io)?;
        match lock.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => return Ok(None),
            Err(std::fs::TryLockError::Error(error)) => return Err(io(error)),
        }
        let existing = Index::open_in_dir(folder).ok().and_then(|index| {
            let seq = read_payload(index.load_metas().ok()?.payload.as_deref())?;
            // Every segment the metadata names must open.
            index
                .searchable_segments()
                .ok()?
                .iter()
                .try_for_each(|segment| tantivy::SegmentReader::open(segment).map(drop))
                .ok()?;
            (index.schema() == *schema).then_some((index, seq))
        });
        let (index, seq) = match existing {
            Some((index, seq)) => (index, Some(seq)),
            None => {
                // Another version's or a damaged index: the store has
                // everything, so start again.
                for entry in std::fs::read_dir(folder).map_err(io)? {
                    let path = entry.map_err(io)?.path();
                    if path.file_name().is_some_and(|name| name == LOCK_FILE) {
                        continue;
                    }
                    if path.is_dir() {
                        std::fs::remove_dir_all(&path).map_err(io)?;
                    } else {
                        std::fs::remove_file(&path).map_err(io)?;
                    }
                }
                let directory = MmapDirectory::open(folder)
                    .map_err(|e| LibraryError::Index(tantivy::TantivyError::from(e)))?;
                (
                    Index::create(directory, schema.clone(), index_settings())?,
                    None,
                )
            }
        };
        schema::register(index.tokenizers());
        match index.writer_with_num_threads(1, 30_000_000) {
            Ok(writer) => Ok(Some((index, writer, seq, lock))),
            Err(tantivy::TantivyError::LockFailure(..)) => Ok(None),
            Err(other) => Err(other.into()),
        }
    }

    /// The folder the index lives in (`None`: in memory).
    pub fn folder(&self) -> Option<&Path> {
        self.inner.folder.as_deref()
    }

    /// How many quizzes the index holds.
    pub fn len(&self) -> u64 {
        self.inner.reader.searcher().num_docs()
    }

    /// Queues a search on the library's query threads, one per core, first
    /// come first served (see `queue.rs` for why not a thread each).
    pub fn queue_search(&self, search: Search) -> Pending<Vec<Hit>> {
        let library = self.clone();
        self.queries().push(move || library.search(&search))
    }

    /// Queues a related list as [`Library::queue_search`] queues a search.
    pub fn queue_related(
        &self,
        id: QuizId,
        viewer: Option<i64>,
        limit: usize,
    ) -> Pending<Vec<Related>> {
        let library = self.clone();
        self.queries()
            .push(move || library.related(id, viewer, limit))
    }

    fn queries(&self) -> &queue::QueryQueue {
        self.inner.queries.get_or_init(queue::QueryQueue::per_core)
    }

    /// How many segments the index is in now (merges run in the
    /// background; each search visits every segment).
    pub fn segments(&self) -> usize {
        self.inner.reader.searcher().segment_readers().len()
    }

    /// Merges every segment into one and reloads the searcher. A search
    /// visits each segment in turn (its term dictionaries, its own top
    /// hits), so after a bulk load of many small commits it is several
    /// times slower than over one segment; a rebuild calls this at its end.
    pub fn compact(&self) -> Result<()> {
        let mut writer = self
            .inner
            .writer
            .lock()
            .map_err(|_| LibraryError::Task("index writer poisoned".into()))?;
        // A merge the writer started by itself may still be running over
        // some of the segments; then try again once it has finished.
        let mut tries = 0;
        loop {
            let segments = writer.index().searchable_segment_ids()?;
            if segments.len() <= 1 {
                break;
            }
            match writer.merge(&segments).wait() {
                Ok(_) => break,
                Err(_) if tries < 50 => {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(200));
                }
                Err(error) => return Err(error.into()),
            }
        }
        drop(writer);
        self.inner.reader.reload()?;
        Ok(())
    }

    /// Whether the index holds no quiz.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Brings the index up to date with the store: applies the feed's new
    /// changes, or rebuilds everything when the index is not known to hold
    /// the store's quizzes. One sync runs at a time; callers that arrive
    /// meanwhile wait for it and then find little or nothing to do.
    pub async fn sync<S: LibraryStore>(&self, store: &S) -> Result<SyncReport> {
        let mut cursor = self.inner.cursor.lock().await;
        let (low, high) = store.library_change_bounds().await?;
        // Behind what the feed still remembers, or ahead of it (another
        // database): only a rebuild is sure.
        let lost = cursor.seq > 0 && (low > cursor.seq + 1 || high < cursor.seq);
        if lost || (!cursor.current && cursor.seq == 0) {
            return self.rebuild_locked(store, &mut cursor, high).await;
        }
        cursor.current = true;
        let mut report = SyncReport {
            seq: cursor.seq,
            ..SyncReport::default()
        };
        loop {
            let from = (cursor.seq - LOOK_BACK).max(0);
            let changes = store.library_changes(from, CHANGE_PAGE).await?;
            let full = changes.len() as i64 == CHANGE_PAGE;
            let fresh: Vec<_> = changes
                .into_iter()
                .filter(|c| !cursor.applied.contains(&c.seq))
                .collect();
            if fresh.is_empty() {
                break;
            }
            let ids: BTreeSet<QuizId> = fresh.iter().map(|c| c.quiz_id).collect();
            let mut entries = Vec::with_capacity(ids.len());
            for &id in &ids {
                entries.push((id, store.library_entry(id).await?));
            }
            let seq = fresh.iter().map(|c| c.seq).max().unwrap_or(cursor.seq);
            let seq = seq.max(cursor.seq);
            self.write(entries, false, seq).await?;
            report.applied += ids.len();
            cursor.applied.extend(fresh.iter().map(|c| c.seq));
            cursor.seq = seq;
            let floor = seq - LOOK_BACK;
            cursor.applied.retain(|&s| s > floor);
            report.seq = seq;
            if !full {
                break;
            }
        }
        Ok(report)
    }

    /// Rebuilds the whole index from the store.
    pub async fn rebuild<S: LibraryStore>(&self, store: &S) -> Result<SyncReport> {
        let mut cursor = self.inner.cursor.lock().await;
        let (_, high) = store.library_change_bounds().await?;
        self.rebuild_locked(store, &mut cursor, high).await
    }

    async fn rebuild_locked<S: LibraryStore>(
        &self,
        store: &S,
        cursor: &mut Cursor,
        high: i64,
    ) -> Result<SyncReport> {
        let mut after = 0;
        let mut count = 0;
        let mut first = true;
        loop {
            let page = store.library_quizzes_after(after, REBUILD_PAGE).await?;
            let done = (page.len() as i64) < REBUILD_PAGE;
            after = page.last().map_or(after, |q| q.stored.id);
            count += page.len();
            let entries = page.into_iter().map(|q| (q.stored.id, Some(q))).collect();
            // Only the last page commits, so a search never sees half an
            // index.
            self.stage(entries, first)?;
            first = false;
            if done {
                break;
            }
        }
        self.write(Vec::new(), false, high).await?;
        // One segment: searches visit each segment in turn.
        let library = self.clone();
        tokio::task::spawn_blocking(move || library.compact())
            .await
            .map_err(|e| LibraryError::Task(e.to_string()))??;
        // Changes numbered before `high` that commit later are looked at
        // again by the next sync.
        cursor.seq = high;
        cursor.current = true;
        cursor.applied.clear();
        Ok(SyncReport {
            rebuilt: true,
            applied: count,
            seq: high,
        })
    }

    /// Adds documents to the writer without committing (`clear` first
    /// drops everything).
    fn stage(&self, entries: Vec<(QuizId, Option<LibraryQuiz>)>, clear: bool) -> Result<()> {
        let inner = &self.inner;
        let writer = inner
            .writer
            .lock()
            .map_err(|_| LibraryError::Task("index writer poisoned".into()))?;
        if clear {
            writer.delete_all_documents()?;
        }
        for (id, entry) in entries {
            writer.delete_term(Term::from_field_u64(inner.fields.id, id.max(0) as u64));
            if let Some(entry) = entry {
                writer.add_document(document::build(&inner.fields, &entry))?;
            }
        }
        Ok(())
    }

    /// Replaces (or removes, for `None`) the documents of these quizzes,
    /// commits with the feed position and reloads the searcher, on a
    /// blocking thread.
    async fn write(
        &self,
        entries: Vec<(QuizId, Option<LibraryQuiz>)>,
        clear: bool,
        seq: i64,
    ) -> Result<()> {
        let library = self.clone();
        tokio::task::spawn_blocking(move || -> Result<()> {
            library.stage(entries, clear)?;
            let inner = &library.inner;
            let mut writer = inner
                .writer
                .lock()
                .map_err(|_| LibraryError::Task("index writer poisoned".into()))?;
            let mut commit = writer.prepare_commit()?;
            commit.set_payload(&payload(seq));
            commit.commit()?;
            drop(writer);
            inner.reader.reload()?;
            Ok(())
        })
        .await
        .map_err(|e| LibraryError::Task(e.to_string()))?
    }

    /// Adds or replaces quizzes given by the caller rather than read from
    /// the store, and commits: for benchmarks and tools that build an
    /// index from elsewhere. The index forgets its place in the feed, so
    /// the next [`Library::sync`] rebuilds it from the store.
    pub fn load(&self, quizzes: Vec<LibraryQuiz>) -> Result<()> {
        self.stage(
            quizzes
                .into_iter()
                .map(|q| (q.stored.id, Some(q)))
                .collect(),
            false,
        )?;
        let mut writer = self
            .inner
            .writer
            .lock()
            .map_err(|_| LibraryError::Task("index writer poisoned".into()))?;
        let mut commit = writer.prepare_commit()?;
        commit.set_payload(&payload(0));
        commit.commit()?;
        drop(writer);
        self.inner.reader.reload()?;
        if let Ok(mut cursor) = self.inner.cursor.try_lock() {
            cursor.seq = 0;
            cursor.current = false;
        }
        Ok(())
    }

    /// Follows the feed until the returned handle is dropped or aborted:
    /// a sync every `every`, and once an hour the feed's changes older
    /// than a day are forgotten.
    pub fn follow<S: LibraryStore>(
        &self,
        store: Arc<S>,
        every: std::time::Duration,
    ) -> tokio::task::JoinHandle<()> {
        let library = self.clone();
        tokio::spawn(async move {
            let mut ticks = tokio::time::interval(every);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut since_prune = std::time::Instant::now();
            loop {
                ticks.tick().await;
                if let Err(error) = library.sync(store.as_ref()).await {
                    tracing::warn!(%error, "search index: following the change feed failed");
                }
                if since_prune.elapsed() > std::time::Duration::from_secs(3600) {
                    since_prune = std::time::Instant::now();
                    let day_ago = quizforge_store::now() - 24 * 3600;
                    if let Err(error) = store.prune_library_changes(day_ago).await {
                        tracing::warn!(%error, "search index: pruning the change feed failed");
                    }
                }
            }
        })
    }

    /// The stored document of a quiz, if indexed.
    fn document(&self, id: QuizId) -> Result<Option<TantivyDocument>> {
        let searcher = self.inner.reader.searcher();
        let query = tantivy::query::TermQuery::new(
            Term::from_field_u64(self.inner.fields.id, id.max(0) as u64),
            tantivy::schema::IndexRecordOption::Basic,
        );
        let top = searcher.search(&query, &tantivy::collector::TopDocs::with_limit(1))?;
        match top.first() {
            Some((_, address)) => Ok(Some(searcher.doc(*address)?)),
            None => Ok(None),
        }
    }
}

/// The first text value of a field.
fn text_of(doc: &TantivyDocument, field: Field) -> &str {
    doc.get_first(field).and_then(|v| v.as_str()).unwrap_or("")
}

/// The first u64 value of a field.
fn u64_of(doc: &TantivyDocument, field: Field) -> u64 {
    doc.get_first(field).and_then(|v| v.as_u64()).unwrap_or(0)
}

/// The first i64 value of a field.
fn i64_of(doc: &TantivyDocument, field: Field) -> i64 {
    doc.get_first(field).and_then(|v| v.as_i64()).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_of_this_format_only_are_read() {
        assert_eq!(read_payload(Some(&payload(42))), Some(42));
        assert_eq!(read_payload(Some("quizforge-library 0 seq=42")), None);
        assert_eq!(read_payload(None), None);
    }
}
