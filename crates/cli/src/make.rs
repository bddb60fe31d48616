//! `quizforge make`: a document in, a quiz out.

use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::Args;
use quizforge_forge::{DEFAULT_COUNT, MAX_INPUT_BYTES};
use quizforge_formats::Format;
use quizforge_intake::{Limits, MakeOptions};

use crate::convert::{self, parse_export_format, parse_import_format};

/// Arguments of `quizforge make`.
#[derive(Debug, Args)]
pub struct MakeArgs {
    /// The document to read, or `-` for standard input.
    pub input: PathBuf,
    /// The format to write the quiz in: json, markdown, gift, aiken,
    /// moodle-xml, qti21, kahoot, wayground, quizalize, blooket, gimkit,
    /// socrative, quizlet.
    #[arg(long, default_value = "json", value_parser = parse_export_format)]
    pub format: Format,
    /// Write the quiz to this file instead of standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// How many questions to aim for. Questions the document already holds
    /// are all kept; new ones are written up to this many in total, and
    /// fewer when the document cannot support them.
    #[arg(long, default_value_t = DEFAULT_COUNT)]
    pub count: usize,
    /// How to read the input (any quiz format's name); by default it is
    /// told from its name and content. Documents (text, Markdown, HTML,
    /// PDF, DOCX, PPTX, ODT) need no flag.
    #[arg(long, value_parser = parse_import_format)]
    pub from: Option<Format>,
    /// Print to standard error, for each sentence of the document (by line
    /// and column), the questions it gave or why it gave none, and for each
    /// question left out, why.
    #[arg(long)]
    pub explain: bool,
}

/// Runs `quizforge make`.
pub fn run(args: &MakeArgs) -> Result<()> {
    let name = args.input.display().to_string();
    let bytes = read_file(&args.input)?;
    // One road for every file (see quizforge_intake): read, isolated
    // where a foreign parser runs, then made within the limits.
    let source = convert::load(&name, &bytes, args.from)?;
    let made = quizforge_intake::make(
        source,
        &MakeOptions { count: args.count },
        &Limits::command_line(),
    )
    .with_context(|| format!("cannot make a quiz from {name}"))?;
    if args.explain {
        match &made.explanation {
            Some(explanation) => eprint!("{}", explanation.render()),
            None => eprintln!(
                "{name}: read as a quiz file: every question in it is kept as written, none is generated"
            ),
        }
    }
    for notice in &made.notices {
        match notice.place {
            Some((line, column)) => eprintln!("{name}:{line}:{column}: {}", notice.message),
            None => eprintln!("{name}: {}", notice.message),
        }
    }
    let short = made
        .explanation
        .as_ref()
        .is_some_and(|e| e.shortfall().is_some());
    if short && !args.explain {
        eprintln!("{name}: run `quizforge make --explain` to see what was done with each sentence");
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
        let questions = if total == 1 { "question" } else { "questions" };
        eprintln!(
            "{name}: {total} {questions} ({imported} found in the document, {} written from it)",
            total - imported
        );
    }
    let content = convert::render(&name, args.format, &made.quiz, &made.media)?;
    convert::write_output(args.output.as_deref(), content.as_bytes())?;
    convert::write_media(args.output.as_deref(), &made.media)
}

/// Reads a file, or standard input for `-`, refusing anything over the
/// size limit before reading it.
pub fn read_file(input: &Path) -> Result<Vec<u8>> {
    let limit = MAX_INPUT_BYTES as u64;
    let mut bytes = Vec::new();
    if input.as_os_str() == "-" {
        io::stdin()
            .take(limit + 1)
            .read_to_end(&mut bytes)
            .context("cannot read standard input")?;
    } else {
        let file = File::open(input).with_context(|| format!("cannot open {}", input.display()))?;
        let size = file.metadata().map(|m| m.len()).unwrap_or(0);
        if size > limit {
            bail!(
                "{} is {} MB; quizforge reads documents of up to {} MB",
                input.display(),
                size / 1_000_000,
                limit / 1_000_000
            );
        }
        if file.metadata().is_ok_and(|m| m.is_dir()) {
            bail!("{} is a folder, not a document", input.display());
        }
        file.take(limit + 1)
            .read_to_end(&mut bytes)
            .with_context(|| format!("cannot read {}", input.display()))?;
    }
    if bytes.len() as u64 > limit {
        bail!(
            "the input is larger than {} MB, the most quizforge reads",
            limit / 1_000_000
        );
    }
    Ok(bytes)
}
