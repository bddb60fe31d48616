//! `quizforge backup` and `quizforge restore`: a SQLite store copied while
//! the server runs, and put back while it is stopped. PostgreSQL has its
//! own tools (`pg_dump`/`pg_restore`, docs/deploy.md).

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::Args;
use quizforge_store::{AnyStore, SqliteStore};

/// Which database to back up.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The data folder of `quizforge serve` (its quizforge.sqlite3).
    #[arg(long, default_value = "quizforge-data")]
    data: PathBuf,
    /// The database instead: `sqlite:PATH` (PostgreSQL: use pg_dump).
    #[arg(long)]
    database_url: Option<String>,
    /// The backup file to write (must not exist).
    output: PathBuf,
}

/// Which database to restore, from which backup.
#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// The data folder of `quizforge serve` (its quizforge.sqlite3).
    #[arg(long, default_value = "quizforge-data")]
    data: PathBuf,
    /// The database instead: `sqlite:PATH` (PostgreSQL: use pg_restore).
    #[arg(long)]
    database_url: Option<String>,
    /// The backup file made by `quizforge backup`.
    backup: PathBuf,
}

const POSTGRES: &str = "on PostgreSQL, back up with pg_dump and restore with pg_restore \
     (docs/deploy.md: pg_dump --format=custom --file=quizforge.dump DBNAME)";

/// The SQLite file a data folder or URL names.
fn sqlite_path(data: &Path, url: Option<&str>) -> Result<PathBuf> {
    match url {
        None => Ok(data.join("quizforge.sqlite3")),
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            bail!("{POSTGRES}")
        }
        Some(url) => match url
            .strip_prefix("sqlite://")
            .or(url.strip_prefix("sqlite:"))
        {
            Some(path) => Ok(PathBuf::from(path.split('?').next().unwrap_or(path))),
            None => bail!("unsupported database URL (use sqlite:PATH)"),
        },
    }
}

fn runtime() -> Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")
}

/// Writes a consistent copy of the database (the server may be running).
pub fn backup(args: &BackupArgs) -> Result<()> {
    let database = sqlite_path(&args.data, args.database_url.as_deref())?;
    if !database.exists() {
        bail!("no database at {}", database.display());
    }
    runtime()?.block_on(async {
        let store = SqliteStore::open(&database)
            .await
            .with_context(|| format!("opening {}", database.display()))?;
        let copied = store.backup_to(&args.output).await;
        store.close().await;
        copied.with_context(|| format!("writing the backup {}", args.output.display()))?;
        quizforge_store::check_backup(&args.output)
            .await
            .context("checking the backup")?;
        eprintln!(
            "quizforge: backed up {} to {}",
            database.display(),
            args.output.display()
        );
        Ok(())
    })
}

/// Puts a backup in place (stop the server first); the database it
/// replaces is kept beside it.
pub fn restore(args: &RestoreArgs) -> Result<()> {
    let database = sqlite_path(&args.data, args.database_url.as_deref())?;
    if !args.backup.is_file() {
        bail!("no backup file at {}", args.backup.display());
    }
    if let Some(parent) = database.parent() {
        std::fs::create_dir_all(parent).with_context(|| format!("making {}", parent.display()))?;
    }
    runtime()?.block_on(async {
        let restored = quizforge_store::restore_sqlite(&args.backup, &database)
            .await
            .with_context(|| format!("restoring {}", args.backup.display()))?;
        // Bring the restored database's schema up to this version.
        let url = format!("sqlite:{}", database.display());
        AnyStore::connect(&url)
            .await
            .context("opening the restored database")?
            .close()
            .await;
        eprintln!(
            "quizforge: restored {} from {}",
            database.display(),
            args.backup.display()
        );
        if let Some(previous) = restored.previous {
            eprintln!(
                "quizforge: the database it replaced is kept as {}",
                previous.display()
            );
        }
        Ok(())
    })
}
