//! `quizforge`: make quizzes from documents, and serve the teacher's web app.

mod backup;
mod check;
mod convert;
mod extract;
mod listen;
mod loadtest;
mod make;
mod reindex;
mod serve;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// quizforge: turn a teacher's material into a quiz, on the school's own machine.
#[derive(Debug, Parser)]
#[command(name = "quizforge", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Make a quiz from a document (a file, or `-` for standard input).
    Make(make::MakeArgs),
    /// Check a quiz's quality: answer leaks, duplicate options, grounding…
    Check(check::CheckArgs),
    /// Serve the teacher's web app (SQLite in ./quizforge-data by default).
    Serve(serve::ServeArgs),
    /// Convert a quiz from one format to another (GIFT, Aiken, Moodle XML,
    /// QTI 2.1, Kahoot!, Wayground, Quizalize, Blooket, Gimkit, Socrative,
    /// Quizlet, JSON; Markdown out).
    Convert(convert::ConvertArgs),
    /// Copy the SQLite database while the server runs (PostgreSQL: pg_dump).
    Backup(backup::BackupArgs),
    /// Put a backup in place, keeping the database it replaces (stop the
    /// server first).
    Restore(backup::RestoreArgs),
    /// Rebuild the library's search index from the database (the database
    /// is the truth; the server also rebuilds a missing or stale index).
    Reindex(reindex::ReindexArgs),
    /// Play a live game with N simulated students over the real protocol
    /// against a running server, and print a JSON report.
    Loadtest(loadtest::LoadtestArgs),
    /// Print a document's text as JSON (used by `make` to read PDFs in a
    /// separate process).
    #[command(hide = true)]
    ExtractText(extract::ExtractArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Make(args) => make::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Serve(args) => serve::run(&args),
        Command::Convert(args) => convert::run(&args),
        Command::Loadtest(args) => loadtest::run(&args),
        Command::Backup(args) => backup::backup(&args),
        Command::Restore(args) => backup::restore(&args),
        Command::Reindex(args) => reindex::run(&args),
        Command::ExtractText(args) => extract::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("quizforge: {error:#}");
            ExitCode::FAILURE
        }
    }
}
