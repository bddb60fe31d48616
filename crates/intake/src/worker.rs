//! The isolated reader: the parent side ([`read_in_child`]) starts
//! `quizforge extract-text` with the limits as arguments, feeds it the file
//! on standard input and reads one line of JSON back; the child side
//! ([`limit_self`], [`reply`]) is what that subcommand runs.
//!
//! The child sets its own resource limits before it reads a byte: the
//! standard library cannot set them between fork and exec without unsafe
//! code, which the workspace forbids, and a process that limits itself
//! first is just as bounded.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use base64::Engine;
use quizforge_core::Quiz;
use quizforge_formats::{Format, Loss, Media};
use serde::{Deserialize, Serialize};

use crate::{IntakeError, Limits, Source};

/// The subcommand of the `quizforge` binary that runs the reader.
pub const SUBCOMMAND: &str = "extract-text";

/// How much of the child's standard error is kept (for its last line).
const MAX_STDERR_BYTES: usize = 64 * 1024;

/// What the child prints: one line of JSON, the last on standard output.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Reply {
    /// A quiz format, read.
    Quiz {
        /// The format's name (`Format::name`).
        format: String,
        /// The quiz.
        quiz: Quiz,
        /// Questions skipped, with where they are.
        skipped: Vec<String>,
        /// `(question index, what)` pairs.
        losses: Vec<(usize, String)>,
        /// Images.
        media: Vec<WireMedia>,
    },
    /// Text for the forge.
    Text {
        /// The text.
        text: String,
        /// The format asked for (GIFT or Aiken), by name.
        format: Option<String>,
        /// Images.
        media: Vec<WireMedia>,
    },
    /// The file was refused, with the reason for the teacher.
    Refused {
        /// Why.
        message: String,
        /// Whether it was refused for its size.
        too_large: Option<(usize, usize)>,
        /// Whether it was refused for holding no text.
        #[serde(default)]
        empty: bool,
    },
}

/// An image on the wire.
#[derive(Debug, Serialize, Deserialize)]
pub struct WireMedia {
    /// Its name in the file.
    pub original_name: String,
    /// Its bytes, base64.
    pub base64: String,
}

fn to_wire(media: Vec<Media>) -> Vec<WireMedia> {
    media
        .into_iter()
        .map(|m| WireMedia {
            base64: base64::engine::general_purpose::STANDARD.encode(&m.bytes),
            original_name: m.original_name,
        })
        .collect()
}

fn from_wire(media: Vec<WireMedia>) -> Result<Vec<Media>, IntakeError> {
    media
        .into_iter()
        .map(|m| {
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(m.base64.as_bytes())
                .map_err(|e| IntakeError::Worker(format!("an image is not base64: {e}")))?;
            Ok(Media::new(&m.original_name, bytes))
        })
        .collect()
}

/// The child's answer for a file: what [`crate::read_here`] makes of it.
pub fn reply(name: Option<&str>, bytes: &[u8], from: Option<Format>) -> Reply {
    match crate::read_here(name, bytes, from) {
        Ok(Source::Quiz {
            format,
            quiz,
            skipped,
            losses,
            media,
        }) => Reply::Quiz {
            format: format.name().to_string(),
            quiz,
            skipped,
            losses: losses.into_iter().map(|l| (l.question, l.what)).collect(),
            media: to_wire(media),
        },
        Ok(Source::Text {
            text,
            format,
            media,
        }) => Reply::Text {
            text,
            format: format.map(|f| f.name().to_string()),
            media: to_wire(media),
        },
        Err(IntakeError::TooLarge { size, limit }) => Reply::Refused {
            message: IntakeError::TooLarge { size, limit }.to_string(),
            too_large: Some((size, limit)),
            empty: false,
        },
        Err(error) => Reply::Refused {
            message: error.to_string(),
            too_large: None,
            empty: error == IntakeError::Empty,
        },
    }
}

/// Limits this process (the child) to `cpu_seconds` of CPU time and
/// `memory_bytes` of address space. Past the CPU limit the kernel sends
/// SIGXCPU, which ends the process; past the memory limit an allocation
/// fails, which aborts it.
pub fn limit_self(cpu_seconds: u64, memory_bytes: u64) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        // Never above the hard limits already set (an administrator's
        // `ulimit`): lowering is always allowed, raising is not.
        let (_, cpu_hard) = rlimit::Resource::CPU.get()?;
        let cpu = cpu_seconds.min(cpu_hard);
        rlimit::Resource::CPU.set(cpu, cpu.saturating_add(1).min(cpu_hard))?;
        let (_, as_hard) = rlimit::Resource::AS.get()?;
        let memory = memory_bytes.min(as_hard);
        rlimit::Resource::AS.set(memory, memory)?;
    }
    #[cfg(not(unix))]
    {
        let _ = (cpu_seconds, memory_bytes);
    }
    Ok(())
}

/// Reads a file in a child process of `exe` (the `quizforge` binary),
/// within `limits`. Blocks: call it off the async runtime.
pub fn read_in_child(
    exe: &Path,
    name: Option<&str>,
    bytes: &[u8],
    from: Option<Format>,
    limits: &Limits,
) -> Result<Source, IntakeError> {
    let mut command = Command::new(exe);
    command
        .arg(SUBCOMMAND)
        .arg("-")
        .arg("--cpu-seconds")
        .arg(limits.cpu_seconds.to_string())
        .arg("--memory-bytes")
        .arg(limits.memory_bytes.to_string());
    if let Some(name) = name {
        command.arg("--name").arg(name);
    }
    if let Some(format) = from {
        command.arg("--from").arg(format.name());
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| IntakeError::Worker(format!("cannot start {}: {e}", exe.display())))?;
    let pipes = (child.stdin.take(), child.stdout.take(), child.stderr.take());
    let (Some(mut stdin), Some(stdout), Some(stderr)) = pipes else {
        let _ = child.kill();
        let _ = child.wait();
        return Err(IntakeError::Worker("no pipes to the reader".into()));
    };
    let input = bytes.to_vec();
    // The child may stop reading early (a broken file, a limit): that is
    // its error to report, not ours.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let cap = limits.max_output_bytes;
    let overflowed = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&overflowed);
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        // One byte past the cap tells "too much" from "exactly the cap".
        let _ = stdout.take(cap as u64 + 1).read_to_end(&mut out);
        if out.len() > cap {
            flag.store(true, Ordering::Relaxed);
        }
        out
    });
    let errors = std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut stderr = stderr;
        let _ = (&mut stderr)
            .take(MAX_STDERR_BYTES as u64)
            .read_to_end(&mut kept);
        // Drain the rest so the child never blocks on a full pipe.
        let _ = std::io::copy(&mut stderr, &mut std::io::sink());
        String::from_utf8_lossy(&kept).into_owned()
    });
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Ok(status),
            Ok(None) => {}
            Err(e) => break Err(IntakeError::Worker(format!("cannot watch the reader: {e}"))),
        }
        if started.elapsed() > limits.wall_time {
            let _ = child.kill();
            let _ = child.wait();
            break Err(IntakeError::TimedOut(limits.wall_time.as_secs()));
        }
        if overflowed.load(Ordering::Relaxed) {
            // It would block on a pipe nobody reads: stop it now.
            let _ = child.kill();
            let _ = child.wait();
            break Err(IntakeError::OutputTooLarge(cap));
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let _ = writer.join();
    let out = reader.join().unwrap_or_default();
    let err = errors.join().unwrap_or_default();
    let status = status?;
    if out.len() > cap {
        return Err(IntakeError::OutputTooLarge(cap));
    }
    if !status.success() {
        return Err(failure(status, &err, limits));
    }
    let text = String::from_utf8_lossy(&out);
    let last = text
        .lines()
        .rev()
        .find(|l| l.starts_with('{'))
        .ok_or_else(|| IntakeError::Worker("the reader printed no result".into()))?;
    let reply: Reply = serde_json::from_str(last)
        .map_err(|e| IntakeError::Worker(format!("the reader's result is not readable: {e}")))?;
    from_reply(reply)
}

/// Why the child failed, for the teacher.
fn failure(status: std::process::ExitStatus, stderr: &str, limits: &Limits) -> IntakeError {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        // SIGXCPU: the CPU-time limit.
        if status.signal() == Some(24) {
            return IntakeError::TimedOut(limits.cpu_seconds);
        }
    }
    let _ = limits;
    match status.code() {
        // 101: a panic that nothing caught.
        Some(101) => IntakeError::Crashed,
        // A clean exit with a reason (bad arguments, unreadable input).
        Some(_) => stderr
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .map(|l| IntakeError::Worker(l.trim_start_matches("quizforge: ").to_string()))
            .unwrap_or(IntakeError::Crashed),
        // Killed by a signal: a stack overflow, an abort on failed
        // allocation, a segfault.
        None => IntakeError::Crashed,
    }
}

fn from_reply(reply: Reply) -> Result<Source, IntakeError> {
    let format = |name: &str| {
        Format::from_name(name)
            .ok_or_else(|| IntakeError::Worker(format!("the reader named no format ({name})")))
    };
    match reply {
        Reply::Quiz {
            format: name,
            quiz,
            skipped,
            losses,
            media,
        } => Ok(Source::Quiz {
            format: format(&name)?,
            quiz,
            skipped,
            losses: losses
                .into_iter()
                .map(|(question, what)| Loss::new(question, what))
                .collect(),
            media: from_wire(media)?,
        }),
        Reply::Text {
            text,
            format: name,
            media,
        } => Ok(Source::Text {
            text,
            format: name.as_deref().map(format).transpose()?,
            media: from_wire(media)?,
        }),
        Reply::Refused {
            too_large: Some((size, limit)),
            ..
        } => Err(IntakeError::TooLarge { size, limit }),
        Reply::Refused { empty: true, .. } => Err(IntakeError::Empty),
        Reply::Refused { message, .. } => Err(IntakeError::Unreadable(message)),
    }
}
