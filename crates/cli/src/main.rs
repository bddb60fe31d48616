//! `quizforge`: make quizzes from documents (and, later, serve them).

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Make(args) => make::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("quizforge: {error:#}");
            ExitCode::FAILURE
        }
    }
}
