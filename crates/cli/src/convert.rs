//! `quizforge convert`: a quiz from one format to another, and the reading
//! and writing shared with `make` (every quiz format by name, documents of
//! every kind through `quizforge_extract`, images written beside the
//! output).

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::Args;
use quizforge_formats::{Content, Format, Import, Loss, Media};
pub use quizforge_intake::Source;
use quizforge_intake::{Isolation, Limits};

/// Arguments of `quizforge convert`.
#[derive(Debug, Args)]
pub struct ConvertArgs {
    /// The quiz file to read, or `-` for standard input.
    pub input: PathBuf,
    /// The format to write: json, markdown, gift, aiken, moodle-xml, qti21,
    /// kahoot, wayground, quizalize, blooket, gimkit, socrative, quizlet.
    #[arg(long, value_parser = parse_export_format)]
    pub to: Format,
    /// How to read the input; by default it is told from its name and
    /// content.
    #[arg(long, value_parser = parse_import_format)]
    pub from: Option<Format>,
    /// Write to this file instead of standard output (images go in a
    /// `media/` folder beside it).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

fn names(readable: bool) -> String {
    Format::ALL
        .iter()
        .filter(|f| !readable || f.is_readable())
        .map(|f| f.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A format to write, by name.
pub fn parse_export_format(name: &str) -> Result<Format, String> {
    Format::from_name(name)
        .ok_or_else(|| format!("unknown format `{name}`; one of: {}", names(false)))
}

/// A format to read, by name (`auto` or nothing: tell from the file).
pub fn parse_import_format(name: &str) -> Result<Format, String> {
    match Format::from_name(name) {
        Some(f) if f.is_readable() => Ok(f),
        Some(f) => Err(format!("{} files are written, not read", f.title())),
        None => Err(format!("unknown format `{name}`; one of: {}", names(true))),
    }
}

fn display(name: &str) -> Option<&str> {
    (name != "-").then_some(name)
}

/// Reads `bytes` (named `name`) as a quiz format or a document, through
/// the one intake every caller uses: anything but plain text is read in a
/// child process of this binary, within the command line's limits.
pub fn load(name: &str, bytes: &[u8], from: Option<Format>) -> Result<Source> {
    let exe = std::env::current_exe().context("cannot find the quizforge binary")?;
    quizforge_intake::read(
        display(name),
        bytes,
        from,
        &Limits::command_line(),
        &Isolation::Worker(exe),
    )
    .with_context(|| format!("cannot read {name}"))
}

/// Says on standard error what could not be read or held.
pub fn report(name: &str, skipped: &[String], losses: &[Loss]) {
    for error in skipped {
        eprintln!("{name}:{error} (question skipped)");
    }
    for loss in losses {
        eprintln!("{name}: question {}: {}", loss.question + 1, loss.what);
    }
}

/// Writes the quiz in `format`, reporting losses; returns the bytes.
pub fn render(
    name: &str,
    format: Format,
    quiz: &quizforge_core::Quiz,
    media: &[Media],
) -> Result<Content> {
    let exported = quizforge_formats::export_with_media(format, quiz, media)?;
    report(name, &[], &exported.losses);
    Ok(exported.content)
}

/// Writes the images a quiz refers to in `media/` beside `output`.
pub fn write_media(output: Option<&Path>, media: &[Media]) -> Result<()> {
    if media.is_empty() {
        return Ok(());
    }
    let Some(output) = output else {
        eprintln!(
            "quizforge: {} images kept with the quiz were not written (give -o FILE to write them in media/ beside it)",
            media.len()
        );
        return Ok(());
    };
    if is_special_file(output) {
        eprintln!(
            "quizforge: {} images kept with the quiz were not written ({} is no file to write them beside)",
            media.len(),
            output.display()
        );
        return Ok(());
    }
    let folder = output.parent().unwrap_or_else(|| Path::new("."));
    for m in media {
        let path = folder.join(&m.name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", parent.display()))?;
        }
        std::fs::write(&path, &m.bytes)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    eprintln!(
        "quizforge: {} images written in {}",
        media.len(),
        folder.join("media").display()
    );
    Ok(())
}

/// Whether `path` names something other than a file or a folder (a
/// device, a pipe, a socket), following links.
fn is_special_file(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// Writes `content` to the output file (atomically, when it is a file) or
/// standard output.
pub fn write_output(output: Option<&Path>, content: &[u8]) -> Result<()> {
    use std::io::Write;
    match output {
        Some(path) if is_special_file(path) => {
            // A device, a pipe or a socket ("-o /dev/null", "-o /dev/stdout",
            // a FIFO) is written into: renamed over, a temporary file would
            // take its place (as root, /dev/null became a regular file).
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .with_context(|| format!("cannot write {}", path.display()))?;
            file.write_all(content)
                .and_then(|()| file.flush())
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        Some(path) => {
            // Write beside the target and rename, so a failed write never
            // leaves half a quiz where a whole one was.
            let tmp = path.with_extension("partial");
            std::fs::write(&tmp, content)
                .with_context(|| format!("cannot write {}", tmp.display()))?;
            std::fs::rename(&tmp, path)
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(content)
                .and_then(|()| out.flush())
                .context("cannot write to standard output")?;
        }
    }
    Ok(())
}

/// Runs `quizforge convert`.
pub fn run(args: &ConvertArgs) -> Result<()> {
    let name = args.input.display().to_string();
    let bytes = crate::make::read_file(&args.input)?;
    let (quiz, media) = match load(&name, &bytes, args.from)? {
        Source::Quiz {
            quiz,
            skipped,
            losses,
            media,
            ..
        } => {
            report(&name, &skipped, &losses);
            (quiz, media)
        }
        Source::Text { text, format, .. } => {
            let Some(format) = format.or_else(|| quizforge_formats::detect(&text)) else {
                bail!(
                    "{name} is not a quiz file in a format quizforge reads (use `quizforge make` for documents)"
                );
            };
            let import = quizforge_formats::import(format, text.as_bytes())
                .with_context(|| format!("cannot read {name} as {}", format.title()))?;
            let Import {
                quiz,
                errors,
                losses,
                media,
            } = import;
            let skipped: Vec<String> = errors.iter().map(ToString::to_string).collect();
            report(&name, &skipped, &losses);
            (quiz, media)
        }
    };
    if quiz.questions.is_empty() {
        bail!("{name}: no questions to convert");
    }
    eprintln!("{name}: {} questions", quiz.questions.len());
    let content = render(&name, args.to, &quiz, &media)?;
    write_output(args.output.as_deref(), content.as_bytes())?;
    write_media(args.output.as_deref(), &media)
}
