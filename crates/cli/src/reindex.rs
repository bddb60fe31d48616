//! `quizforge reindex`: rebuilds the library's search index from the
//! database, in the data folder `serve` uses.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::Args;
use quizforge_store::AnyStore;

/// The index's folder inside the data folder.
pub const INDEX_FOLDER: &str = "library-index";
/// How often a server looks at the change feed, in milliseconds.
pub const FOLLOW_MILLIS: u64 = 250;

/// Which data folder and database.
#[derive(Debug, Args)]
pub struct ReindexArgs {
    /// The data folder (as given to `quizforge serve`).
    #[arg(long, default_value = "quizforge-data")]
    data: PathBuf,
    /// The database, when not the SQLite file in the data folder.
    #[arg(long)]
    database_url: Option<String>,
}

/// Rebuilds the index and says how many quizzes it holds.
pub fn run(args: &ReindexArgs) -> Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?
        .block_on(reindex(args))
}

async fn reindex(args: &ReindexArgs) -> Result<()> {
    std::fs::create_dir_all(&args.data)
        .with_context(|| format!("making the data folder {}", args.data.display()))?;
    let url = match &args.database_url {
        Some(url) => url.clone(),
        None => format!("sqlite:{}", args.data.join("quizforge.sqlite3").display()),
    };
    let store = AnyStore::connect(&url)
        .await
        .context("opening the database")?;
    let folder = args.data.join(INDEX_FOLDER);
    let library = quizforge_library::Library::open(Some(&folder))
        .with_context(|| format!("opening the search index in {}", folder.display()))?;
    if library.folder().is_none() {
        bail!(
            "a running server holds the search index in {}: it keeps it up to date itself (stop it to rebuild from here)",
            folder.display()
        );
    }
    let started = Instant::now();
    let report = library
        .rebuild(&store)
        .await
        .context("rebuilding the search index")?;
    store.close().await;
    println!(
        "quizforge: search index rebuilt in {:.1} s: {} quizzes in {}",
        started.elapsed().as_secs_f64(),
        report.applied,
        folder.display()
    );
    Ok(())
}
