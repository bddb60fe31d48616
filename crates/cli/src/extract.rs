//! `quizforge extract-text` (hidden): the isolated reader of
//! `quizforge_intake`. It limits its own CPU time and address space first,
//! then reads one file (detecting quiz formats and documents alike) and
//! prints what it found as one line of JSON, the last on standard output.
//! `make`, `convert` and the web app run it as a child process, so that no
//! file, however damaged, can take them down (see `quizforge_intake`).

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Args;
use quizforge_formats::Format;
use quizforge_intake::worker;

use crate::convert::parse_import_format;

/// Arguments of `quizforge extract-text`.
#[derive(Debug, Args)]
pub struct ExtractArgs {
    /// The file, or `-` for standard input.
    pub input: PathBuf,
    /// The file's name when it comes on standard input (for its kind).
    #[arg(long)]
    pub name: Option<String>,
    /// How to read it (a quiz format's name); by default it is detected.
    #[arg(long, value_parser = parse_import_format)]
    pub from: Option<Format>,
    /// The CPU time this process may use, in seconds.
    #[arg(long, default_value_t = quizforge_intake::Limits::command_line().cpu_seconds)]
    pub cpu_seconds: u64,
    /// The address space this process may use, in bytes.
    #[arg(long, default_value_t = quizforge_intake::Limits::command_line().memory_bytes)]
    pub memory_bytes: u64,
}

/// Runs `quizforge extract-text`.
pub fn run(args: &ExtractArgs) -> Result<()> {
    worker::limit_self(args.cpu_seconds, args.memory_bytes)
        .context("cannot set the reader's resource limits")?;
    let bytes = crate::make::read_file(&args.input)?;
    let name = args
        .name
        .clone()
        .or_else(|| (args.input.as_os_str() != "-").then(|| args.input.display().to_string()));
    let reply = worker::reply(name.as_deref(), &bytes, args.from);
    let json = serde_json::to_string(&reply)?;
    // A library may have printed on standard output; ours is the last line.
    let mut out = std::io::stdout().lock();
    writeln!(out, "\n{json}")
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}
