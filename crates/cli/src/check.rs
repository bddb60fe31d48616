//! `quizforge check`: the automatic quality checks of a quiz.

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::Args;
use quizforge_core::Quiz;

/// Arguments of `quizforge check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The quiz, in quizforge's JSON.
    pub quiz: PathBuf,
    /// The document the quiz was made from: adds grounding, coverage and
    /// determinism checks.
    #[arg(long)]
    pub source: Option<PathBuf>,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `quizforge check`; fails when any hard check fails.
pub fn run(args: &CheckArgs) -> Result<()> {
    let text = std::fs::read_to_string(&args.quiz)
        .with_context(|| format!("cannot read {}", args.quiz.display()))?;
    let quiz: Quiz = serde_json::from_str(&text).map_err(|error| {
        anyhow::anyhow!(
            "{}:{}:{}: not a quizforge quiz: {error}",
            args.quiz.display(),
            error.line(),
            error.column()
        )
    })?;
    let source = match &args.source {
        Some(path) => {
            let bytes =
                std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            let text = quizforge_forge::decode(&bytes)
                .with_context(|| format!("cannot read {}", path.display()))?
                .to_string();
            Some(text)
        }
        None => None,
    };
    let report = quizforge_forge::check(&quiz, source.as_deref());
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!("{report}");
    }
    if !report.passed() {
        bail!(
            "{}: {} hard failures",
            args.quiz.display(),
            report.hard().count()
        );
    }
    Ok(())
}
