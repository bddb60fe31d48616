//! `quizforge extract-text` (hidden): reads one document and prints what
//! `quizforge_extract` finds in it as one line of JSON. `make` runs it as a
//! child process for PDFs, whose parser can panic or abort on damaged files
//! (stack.md §7), with a time limit and a memory cap, so that no file can
//! take the calling process down.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use quizforge_extract::Document;

/// How long one document may take.
const TIME_LIMIT: Duration = Duration::from_secs(120);
/// The address space the child may use, in KiB (`ulimit -v`).
const MEMORY_LIMIT_KIB: u64 = 4 * 1024 * 1024;

/// Arguments of `quizforge extract-text`.
#[derive(Debug, Args)]
pub struct ExtractArgs {
    /// The document, or `-` for standard input.
    pub input: PathBuf,
    /// The document's name when it comes on standard input (for its kind).
    #[arg(long)]
    pub name: Option<String>,
}

/// Runs `quizforge extract-text`: the document's JSON on the last line of
/// standard output; on failure, the reason on standard error and exit 1.
pub fn run(args: &ExtractArgs) -> Result<()> {
    let bytes = crate::make::read_file(&args.input)?;
    let name = args
        .name
        .clone()
        .unwrap_or_else(|| args.input.display().to_string());
    let document = quizforge_extract::extract(Some(&name), &bytes)?;
    let json = serde_json::to_string(&document)?;
    // A library may have printed on standard output; ours is the last line.
    let mut out = std::io::stdout().lock();
    writeln!(out, "\n{json}")
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}

/// Extracts a document in a child process of this binary, with a time limit
/// and (where `sh` can set it) a memory cap.
pub fn extract_isolated(name: &str, bytes: &[u8]) -> Result<Document> {
    let exe = std::env::current_exe().context("cannot find the quizforge binary")?;
    // `ulimit -v` through sh: Rust's standard library cannot set resource
    // limits without unsafe code, which the workspace forbids.
    let mut command = if std::path::Path::new("/bin/sh").exists() {
        let mut c = Command::new("/bin/sh");
        c.arg("-c")
            .arg("ulimit -v \"$1\" 2>/dev/null; shift; exec \"$@\"")
            .arg("sh")
            .arg(MEMORY_LIMIT_KIB.to_string())
            .arg(&exe);
        c
    } else {
        Command::new(&exe)
    };
    let mut child = command
        .arg("extract-text")
        .arg("-")
        .arg("--name")
        .arg(name)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot start the text extractor")?;
    let mut stdin = child.stdin.take().context("no pipe to the extractor")?;
    let input = bytes.to_vec();
    let writer = std::thread::spawn(move || {
        // The child may stop reading early (a broken file); that is its
        // error to report, not ours.
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().context("no pipe from the extractor")?;
    let mut stderr = child.stderr.take().context("no pipe from the extractor")?;
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        out
    });
    let errors = std::thread::spawn(move || {
        let mut err = String::new();
        let _ = stderr.read_to_string(&mut err);
        err
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().context("cannot watch the extractor")? {
            break status;
        }
        if started.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            bail!(
                "reading this document took longer than {} s; it was stopped",
                TIME_LIMIT.as_secs()
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = writer.join();
    let out = reader
        .join()
        .map_err(|_| anyhow!("the extractor's output was lost"))?;
    let err = errors.join().unwrap_or_default();
    if !status.success() {
        let message = err
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .map(|l| l.trim_start_matches("quizforge: ").to_string());
        return Err(match (message, status.code()) {
            (Some(m), Some(_)) => anyhow!(m),
            _ => anyhow!(
                "the document reader crashed on this file (it is damaged, or too large to read in memory)"
            ),
        });
    }
    let text = String::from_utf8_lossy(&out);
    let last = text
        .lines()
        .rev()
        .find(|l| l.starts_with('{'))
        .context("the extractor printed no result")?;
    serde_json::from_str(last).context("the extractor's result is not readable")
}
