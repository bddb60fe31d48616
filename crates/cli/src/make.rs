//! `quizforge make`: a document in, a quiz out.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use quizforge_forge::{DEFAULT_COUNT, MAX_INPUT_BYTES, Options, decode, make_from, make_with};
use quizforge_formats::Format;

/// Arguments of `quizforge make`.
#[derive(Debug, Args)]
pub struct MakeArgs {
    /// The document to read, or `-` for standard input.
    pub input: PathBuf,
    /// The format to write the quiz in.
    #[arg(long, value_enum, default_value_t = OutputFormat::Json)]
    pub format: OutputFormat,
    /// Write the quiz to this file instead of standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// How many questions to aim for. Questions the document already holds
    /// are all kept; new ones are written up to this many in total, and
    /// fewer when the document cannot support them.
    #[arg(long, default_value_t = DEFAULT_COUNT)]
    pub count: usize,
    /// How to read the document; by default it is told from its content.
    #[arg(long, value_enum, default_value_t = InputFormat::Auto)]
    pub from: InputFormat,
}

/// How `make` reads its input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum InputFormat {
    /// Tell GIFT and Aiken files from other documents by their content.
    Auto,
    /// A GIFT file.
    Gift,
    /// An Aiken file.
    Aiken,
}

/// Formats `make` can write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// quizforge's own JSON (docs/quiz-format.md).
    Json,
    /// A readable Markdown page with the keys marked.
    Markdown,
    /// Moodle's GIFT.
    Gift,
    /// Aiken (single-answer multiple choice only).
    Aiken,
}

/// Runs `quizforge make`.
pub fn run(args: &MakeArgs) -> Result<()> {
    let name = args.input.display().to_string();
    let bytes = read_input(args)?;
    let text = decode(&bytes).with_context(|| format!("cannot read {name}"))?;
    let made = match args.from {
        InputFormat::Auto => make_with(text, &Options { count: args.count }),
        InputFormat::Gift => make_from(text, Format::Gift),
        InputFormat::Aiken => make_from(text, Format::Aiken),
    }
    .with_context(|| format!("cannot make a quiz from {name}"))?;
    for warning in &made.warnings {
        eprintln!("{name}:{warning}");
    }
    let total = made.quiz.questions.len();
    let imported = made
        .quiz
        .questions
        .iter()
        .filter(|q| q.origin == quizforge_core::Origin::Imported)
        .count();
    if total == 0 {
        eprintln!(
            "{name}: no questions: the document holds none written out, and no sentence in it passed the quality checks for a new one (an empty quiz was written)"
        );
    } else {
        eprintln!(
            "{name}: {total} questions ({imported} found in the document, {} written from it)",
            total - imported
        );
    }
    let rendered = match args.format {
        OutputFormat::Json => {
            let mut json = serde_json::to_string_pretty(&made.quiz)?;
            json.push('\n');
            json
        }
        OutputFormat::Markdown => quizforge_formats::export_markdown(&made.quiz),
        OutputFormat::Gift => report_losses(&name, quizforge_formats::export_gift(&made.quiz)),
        OutputFormat::Aiken => report_losses(&name, quizforge_formats::export_aiken(&made.quiz)),
    };
    write_output(args, &rendered)
}

/// Says on standard error what the target format could not hold.
fn report_losses(name: &str, (text, losses): (String, Vec<quizforge_formats::Loss>)) -> String {
    for loss in &losses {
        eprintln!("{name}: question {}: {}", loss.question + 1, loss.what);
    }
    text
}

fn read_input(args: &MakeArgs) -> Result<Vec<u8>> {
    let limit = MAX_INPUT_BYTES as u64;
    let mut bytes = Vec::new();
    if args.input.as_os_str() == "-" {
        io::stdin()
            .take(limit + 1)
            .read_to_end(&mut bytes)
            .context("cannot read standard input")?;
    } else {
        let file = File::open(&args.input)
            .with_context(|| format!("cannot open {}", args.input.display()))?;
        let size = file.metadata().map(|m| m.len()).unwrap_or(0);
        if size > limit {
            bail!(
                "{} is {} MB; quizforge reads documents of up to {} MB",
                args.input.display(),
                size / 1_000_000,
                limit / 1_000_000
            );
        }
        if file.metadata().is_ok_and(|m| m.is_dir()) {
            bail!("{} is a folder, not a document", args.input.display());
        }
        file.take(limit + 1)
            .read_to_end(&mut bytes)
            .with_context(|| format!("cannot read {}", args.input.display()))?;
    }
    if bytes.len() as u64 > limit {
        bail!(
            "the input is larger than {} MB, the most quizforge reads",
            limit / 1_000_000
        );
    }
    Ok(bytes)
}

fn write_output(args: &MakeArgs, rendered: &str) -> Result<()> {
    match &args.output {
        Some(path) => {
            // Write beside the target and rename, so a failed write never
            // leaves half a quiz where a whole one was.
            let tmp = path.with_extension("partial");
            std::fs::write(&tmp, rendered)
                .with_context(|| format!("cannot write {}", tmp.display()))?;
            std::fs::rename(&tmp, path)
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        None => {
            let mut out = io::stdout().lock();
            out.write_all(rendered.as_bytes())
                .and_then(|()| out.flush())
                .context("cannot write to standard output")?;
        }
    }
    Ok(())
}
