//! `quizforge`: make quizzes from documents (and, later, serve them).

mod check;
mod make;

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Make(args) => make::run(&args),
        Command::Check(args) => check::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("quizforge: {error:#}");
            ExitCode::FAILURE
        }
    }
}
