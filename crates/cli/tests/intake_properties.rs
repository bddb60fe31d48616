//! Mutated documents of every kind the web app and the command line take
//! (PDF, DOCX, PPTX, ODT, HTML, XLSX, GIFT, Moodle XML, QTI) fed through the
//! one intake, `quizforge_intake::read` then `make`, with the real
//! isolation: the `quizforge` binary as the child process that runs the
//! foreign parsers. Whatever the bytes, the caller never crashes, every call
//! comes back (the intake's own limits stop the reader; a hang is a
//! failure), and what comes back is a quiz within the bounds or an error
//! that says what went wrong.
//!
//! Mutations: byte flips, truncation, splicing in a piece of another kind
//! of file, deep nesting; and inside zip containers (DOCX, PPTX, ODT, XLSX,
//! QTI) entries corrupted, duplicated, dropped, nested deeply, or declaring
//! a huge size. Cases per kind are few and the seed is fixed, so the test
//! is deterministic and takes seconds.

#[path = "../../extract/tests/support/mod.rs"]
mod support;

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::{Cursor, Read};
use std::sync::mpsc;
use std::time::Duration;

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use quizforge_formats::Format;
use quizforge_intake::{IntakeError, Isolation, Limits, MakeOptions};

/// Mutated files per kind; `QUIZFORGE_INTAKE_CASES` asks for more (a
/// longer search, by hand).
fn cases_per_kind() -> u32 {
    std::env::var("QUIZFORGE_INTAKE_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(8)
}

/// The bounds the files are read within: the web app's, with less time,
/// so that a file that makes a parser spin costs the test seconds.
fn limits() -> Limits {
    Limits {
        wall_time: Duration::from_secs(15),
        cpu_seconds: 3,
        memory_bytes: 1024 * 1024 * 1024,
        ..Limits::default()
    }
}

/// Past the intake's wall time plus this, a call counts as hung. Generous:
/// only a call that never returns misses it.
const HANG: Duration = Duration::from_secs(90);

/// A file to mutate: flat bytes, or a zip container kept as its entries.
#[derive(Debug, Clone)]
enum Seed {
    Flat {
        name: &'static str,
        bytes: Vec<u8>,
        /// What opens one more level of nesting in this kind of file.
        nest: &'static [u8],
    },
    Zip {
        name: &'static str,
        entries: Vec<Entry>,
    },
}

impl Seed {
    fn name(&self) -> &'static str {
        match self {
            Seed::Flat { name, .. } | Seed::Zip { name, .. } => name,
        }
    }
}

/// A zip entry as written by [`write_zip`]: stored (not compressed), with
/// the size it declares when that is not its true size.
#[derive(Debug, Clone)]
struct Entry {
    name: String,
    data: Vec<u8>,
    declared: Option<u32>,
}

const WORKSHEET: [&str; 11] = [
    "1. What is the powerhouse of the cell?",
    "A) Nucleus",
    "B) Mitochondria",
    "C) Ribosome",
    "Answer: B",
    "",
    "2. Which gas do plants take in?",
    "A) Oxygen",
    "B) Carbon dioxide",
    "C) Nitrogen",
    "Answer: B",
];

const GIFT: &str = "::cell:: What is the powerhouse of the cell? {=Mitochondria ~Nucleus ~Ribosome}\n\n\
::gas:: Which gas do plants take in? {=Carbon dioxide ~Oxygen ~Nitrogen}\n\n\
::sum:: 2 + 2 = {#4}\n";

/// One small valid file of each kind.
fn seeds() -> Vec<Seed> {
    let lines: Vec<String> = WORKSHEET.iter().map(|l| (*l).to_string()).collect();
    let paragraphs: Vec<(&str, &str, bool)> = WORKSHEET.iter().map(|l| ("", *l, false)).collect();
    let odt: Vec<(bool, &str)> = WORKSHEET.iter().map(|l| (false, *l)).collect();
    let body: Vec<&str> = WORKSHEET
        .iter()
        .copied()
        .filter(|l| !l.is_empty())
        .collect();
    let quiz = quizforge_formats::import_gift(GIFT)
        .expect("the GIFT seed")
        .quiz;
    let export = |format: Format| {
        quizforge_formats::export(format, &quiz)
            .expect("export")
            .content
            .as_bytes()
            .to_vec()
    };
    let html = format!(
        "<!DOCTYPE html><html><head><title>Cells</title></head><body><h1>Cells</h1>{}</body></html>",
        WORKSHEET
            .iter()
            .map(|l| format!("<p>{l}</p>"))
            .collect::<String>()
    );
    vec![
        Seed::Flat {
            name: "notes.pdf",
            bytes: support::pdf(&[lines]),
            nest: b"[",
        },
        Seed::Zip {
            name: "notes.docx",
            entries: entries(&support::docx(&paragraphs)),
        },
        Seed::Zip {
            name: "deck.pptx",
            entries: entries(&support::pptx(&[("Cells", &body)])),
        },
        Seed::Zip {
            name: "notes.odt",
            entries: entries(&support::odt(&odt)),
        },
        Seed::Flat {
            name: "page.html",
            bytes: html.into_bytes(),
            nest: b"<div>",
        },
        Seed::Zip {
            name: "kahoot.xlsx",
            entries: entries(&export(Format::Kahoot)),
        },
        Seed::Flat {
            name: "quiz.gift",
            bytes: GIFT.as_bytes().to_vec(),
            nest: b"{",
        },
        Seed::Flat {
            name: "quiz.xml",
            bytes: export(Format::MoodleXml),
            nest: b"<text>",
        },
        Seed::Zip {
            name: "package.zip",
            entries: entries(&export(Format::Qti21)),
        },
    ]
}

/// The entries of a zip, in order.
fn entries(zip: &[u8]) -> Vec<Entry> {
    let mut archive = zip::ZipArchive::new(Cursor::new(zip)).expect("a zip seed");
    (0..archive.len())
        .map(|i| {
            let mut file = archive.by_index(i).expect("an entry");
            let mut data = Vec::new();
            file.read_to_end(&mut data).expect("entry data");
            Entry {
                name: file.name().expect("an entry name").to_string(),
                data,
                declared: None,
            }
        })
        .collect()
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A zip of stored entries, written by hand so that it can say what a zip
/// library would refuse to write: the same name twice, a size it does not
/// have.
fn write_zip(entries: &[Entry]) -> Vec<u8> {
    fn u16le(out: &mut Vec<u8>, n: usize) {
        out.extend_from_slice(&u16::try_from(n).unwrap_or(u16::MAX).to_le_bytes());
    }
    fn u32le(out: &mut Vec<u8>, n: u32) {
        out.extend_from_slice(&n.to_le_bytes());
    }
    let mut out = Vec::new();
    let mut central = Vec::new();
    for entry in entries {
        let offset = u32::try_from(out.len()).expect("a small zip");
        let size = u32::try_from(entry.data.len()).expect("a small entry");
        let declared = entry.declared.unwrap_or(size);
        let crc = crc32(&entry.data);
        // Local header: version 2.0, no flags, stored, 1980-01-01.
        out.extend_from_slice(b"PK\x03\x04\x14\0\0\0\0\0\0\0\x21\0");
        u32le(&mut out, crc);
        u32le(&mut out, size);
        u32le(&mut out, declared);
        u16le(&mut out, entry.name.len());
        u16le(&mut out, 0);
        out.extend_from_slice(entry.name.as_bytes());
        out.extend_from_slice(&entry.data);
        central.extend_from_slice(b"PK\x01\x02\x14\0\x14\0\0\0\0\0\0\0\x21\0");
        u32le(&mut central, crc);
        u32le(&mut central, size);
        u32le(&mut central, declared);
        u16le(&mut central, entry.name.len());
        // Extra, comment, disk, internal attributes; external attributes.
        central.extend_from_slice(&[0; 8]);
        u32le(&mut central, 0);
        u32le(&mut central, offset);
        central.extend_from_slice(entry.name.as_bytes());
    }
    let at = u32::try_from(out.len()).expect("a small zip");
    let length = u32::try_from(central.len()).expect("a small directory");
    out.extend_from_slice(&central);
    out.extend_from_slice(b"PK\x05\x06\0\0\0\0");
    u16le(&mut out, entries.len());
    u16le(&mut out, entries.len());
    u32le(&mut out, length);
    u32le(&mut out, at);
    u16le(&mut out, 0);
    out
}

/// A change inside a zip container, before it is written.
#[derive(Debug, Clone)]
enum ZipMutation {
    /// A byte of an entry's content flipped (its CRC still right, so the
    /// parser behind the zip sees the damage).
    Corrupt { entry: Index, at: Index, xor: u8 },
    /// An entry written twice, the copy damaged.
    Duplicate { entry: Index, at: Index },
    /// An entry left out.
    Drop { entry: Index },
    /// An entry that says it is far larger than it is (a zip bomb's lie).
    HugeSize { entry: Index, declared: u32 },
    /// Thousands of elements opened inside an entry's XML.
    Nest {
        entry: Index,
        at: Index,
        depth: usize,
    },
}

/// A change to the bytes of the file as sent.
#[derive(Debug, Clone)]
enum ByteMutation {
    Flip {
        at: Index,
        xor: u8,
    },
    Truncate {
        keep: Index,
    },
    /// A piece of another kind of file written over this one.
    Splice {
        from: Index,
        start: Index,
        at: Index,
        len: usize,
    },
    Nest {
        at: Index,
        depth: usize,
    },
}

fn depth() -> impl Strategy<Value = usize> {
    prop::sample::select(vec![64_usize, 2_000, 50_000])
}

fn zip_mutation() -> impl Strategy<Value = ZipMutation> {
    prop_oneof![
        (any::<Index>(), any::<Index>(), 1..=255_u8)
            .prop_map(|(entry, at, xor)| ZipMutation::Corrupt { entry, at, xor }),
        (any::<Index>(), any::<Index>())
            .prop_map(|(entry, at)| ZipMutation::Duplicate { entry, at }),
        any::<Index>().prop_map(|entry| ZipMutation::Drop { entry }),
        (
            any::<Index>(),
            prop::sample::select(vec![u32::MAX, 0x8000_0000, 1 << 30])
        )
            .prop_map(|(entry, declared)| ZipMutation::HugeSize { entry, declared }),
        (any::<Index>(), any::<Index>(), depth())
            .prop_map(|(entry, at, depth)| ZipMutation::Nest { entry, at, depth }),
    ]
}

fn byte_mutation() -> impl Strategy<Value = ByteMutation> {
    prop_oneof![
        (any::<Index>(), 1..=255_u8).prop_map(|(at, xor)| ByteMutation::Flip { at, xor }),
        any::<Index>().prop_map(|keep| ByteMutation::Truncate { keep }),
        (
            any::<Index>(),
            any::<Index>(),
            any::<Index>(),
            1..4096_usize
        )
            .prop_map(|(from, start, at, len)| ByteMutation::Splice {
                from,
                start,
                at,
                len
            }),
        (any::<Index>(), depth()).prop_map(|(at, depth)| ByteMutation::Nest { at, depth }),
    ]
}

fn mutate_entries(entries: &mut Vec<Entry>, mutation: &ZipMutation) {
    if entries.is_empty() {
        return;
    }
    match mutation {
        ZipMutation::Corrupt { entry, at, xor } => {
            let index = entry.index(entries.len());
            let data = &mut entries[index].data;
            if !data.is_empty() {
                let at = at.index(data.len());
                data[at] ^= xor;
            }
        }
        ZipMutation::Duplicate { entry, at } => {
            let mut copy = entries[entry.index(entries.len())].clone();
            if !copy.data.is_empty() {
                let at = at.index(copy.data.len());
                copy.data.truncate(at);
            }
            entries.push(copy);
        }
        ZipMutation::Drop { entry } => {
            let index = entry.index(entries.len());
            entries.remove(index);
        }
        ZipMutation::HugeSize { entry, declared } => {
            let index = entry.index(entries.len());
            entries[index].declared = Some(*declared);
        }
        ZipMutation::Nest { entry, at, depth } => {
            let index = entry.index(entries.len());
            let data = &mut entries[index].data;
            let at = at.index(data.len() + 1);
            let nest = b"<x>".repeat(*depth);
            data.splice(at..at, nest);
        }
    }
}

fn mutate_bytes(bytes: &mut Vec<u8>, mutation: &ByteMutation, nest: &[u8], others: &[Vec<u8>]) {
    match mutation {
        ByteMutation::Flip { at, xor } => {
            if !bytes.is_empty() {
                let at = at.index(bytes.len());
                bytes[at] ^= xor;
            }
        }
        ByteMutation::Truncate { keep } => {
            let keep = keep.index(bytes.len() + 1);
            bytes.truncate(keep);
        }
        ByteMutation::Splice {
            from,
            start,
            at,
            len,
        } => {
            let other = &others[from.index(others.len())];
            let start = start.index(other.len());
            let piece = &other[start..(start + len).min(other.len())];
            let at = at.index(bytes.len() + 1);
            let end = (at + piece.len()).min(bytes.len());
            bytes.splice(at..end, piece.iter().copied());
        }
        ByteMutation::Nest { at, depth } => {
            let at = at.index(bytes.len() + 1);
            bytes.splice(at..at, nest.repeat(*depth));
        }
    }
}

/// What one file came to.
#[derive(Debug)]
enum Outcome {
    /// A quiz of this many questions.
    Made(usize),
    /// Refused, with this error.
    Refused(IntakeError),
}

/// Reads and makes `bytes` named `name` through the intake, with the
/// `quizforge` binary as the isolated reader, on a thread of its own: a
/// panic there is the caller crashing, no answer within the limits plus
/// [`HANG`] is a hang.
fn intake(name: &'static str, bytes: Vec<u8>) -> Result<Outcome, TestCaseError> {
    let limits = limits();
    let bound = limits.wall_time + HANG;
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let isolation = Isolation::Worker(env!("CARGO_BIN_EXE_quizforge").into());
        let outcome = quizforge_intake::read(Some(name), &bytes, None, &limits, &isolation)
            .and_then(|source| quizforge_intake::make(source, &MakeOptions { count: 5 }, &limits));
        let _ = sender.send(outcome);
    });
    match receiver.recv_timeout(bound) {
        Ok(Ok(made)) => {
            let limits = self::limits();
            prop_assert!(made.quiz.questions.len() <= limits.max_questions);
            for question in &made.quiz.questions {
                prop_assert!(question.prompt.chars().count() <= limits.max_question_chars);
            }
            Ok(Outcome::Made(made.quiz.questions.len()))
        }
        Ok(Err(error)) => Ok(Outcome::Refused(error)),
        Err(mpsc::RecvTimeoutError::Timeout) => Err(TestCaseError::fail(format!(
            "{name}: no answer in {} s: the intake hung",
            bound.as_secs()
        ))),
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(TestCaseError::fail(format!(
            "{name}: the caller crashed (the intake panicked in the calling process)"
        ))),
    }
}

/// Whether an error tells the teacher what went wrong, in a sentence.
fn check_error(name: &str, error: &IntakeError) -> Result<(), TestCaseError> {
    let message = error.to_string();
    // The reader could not be run or spoke nonsense: our failure, never
    // the file's.
    prop_assert!(
        !matches!(error, IntakeError::Worker(_)),
        "{name}: the reader failed rather than the file: {message}"
    );
    prop_assert!(
        message.trim().len() >= 10,
        "{name}: says nothing: {message:?}"
    );
    prop_assert!(
        message.len() <= 1000,
        "{name}: not a message but a dump ({} bytes): {message:.300}",
        message.len()
    );
    prop_assert!(
        !message.contains("panicked") && !message.contains("RUST_BACKTRACE"),
        "{name}: a panic, not a message: {message}"
    );
    // A damaged PDF, Office file or package is said to be damaged, not to
    // be text in the wrong encoding (it never was text).
    let binary = [".pdf", ".docx", ".pptx", ".odt", ".xlsx", ".zip"]
        .iter()
        .any(|extension| name.ends_with(extension));
    prop_assert!(
        !(binary && message.contains("UTF-8")),
        "{name}: names the wrong problem: {message}"
    );
    Ok(())
}

/// A short name for an error's kind, for the tally.
fn kind(error: &IntakeError) -> &'static str {
    match error {
        IntakeError::TooLarge { .. } => "too large",
        IntakeError::Empty => "empty",
        IntakeError::Unreadable(_) => "unreadable",
        IntakeError::TimedOut(_) => "timed out",
        IntakeError::Crashed => "reader crashed",
        IntakeError::OutputTooLarge(_) => "output too large",
        IntakeError::Worker(_) => "worker",
    }
}

#[test]
fn unmutated_seeds_of_every_kind_become_quizzes() {
    // The seeds are real files: each one, as it is, gives questions, so
    // the mutations below start from something the intake reads.
    for seed in seeds() {
        let bytes = match &seed {
            Seed::Flat { bytes, .. } => bytes.clone(),
            Seed::Zip { entries, .. } => write_zip(entries),
        };
        match intake(seed.name(), bytes) {
            Ok(Outcome::Made(n)) => assert!(n > 0, "{}: no questions", seed.name()),
            other => panic!("{}: {other:?}", seed.name()),
        }
    }
}

#[test]
fn mutated_documents_of_every_kind_give_a_quiz_or_a_clear_error_in_bounded_time() {
    let seeds = seeds();
    let written: Vec<Vec<u8>> = seeds
        .iter()
        .map(|seed| match seed {
            Seed::Flat { bytes, .. } => bytes.clone(),
            Seed::Zip { entries, .. } => write_zip(entries),
        })
        .collect();
    let mut tally: BTreeMap<String, usize> = BTreeMap::new();
    for (number, seed) in seeds.iter().enumerate() {
        let config = Config {
            cases: cases_per_kind(),
            rng_seed: RngSeed::Fixed(0x0012_5eed + number as u64),
            failure_persistence: None,
            max_shrink_iters: 32,
            ..Config::default()
        };
        let mut runner = TestRunner::new(config);
        let strategy = (
            prop::collection::vec(zip_mutation(), 0..3),
            prop::collection::vec(byte_mutation(), 0..3),
        );
        let seen: RefCell<Vec<String>> = RefCell::new(Vec::new());
        let result = runner.run(&strategy, |(zip_mutations, byte_mutations)| {
            let (mut bytes, nest) = match seed {
                Seed::Flat { bytes, nest, .. } => (bytes.clone(), *nest),
                Seed::Zip { entries, .. } => {
                    let mut entries = entries.clone();
                    for mutation in &zip_mutations {
                        mutate_entries(&mut entries, mutation);
                    }
                    (write_zip(&entries), &b"<x>"[..])
                }
            };
            for mutation in &byte_mutations {
                mutate_bytes(&mut bytes, mutation, nest, &written);
            }
            let name = seed.name();
            let outcome = intake(name, bytes)?;
            let label = match &outcome {
                Outcome::Made(_) => "quiz".to_string(),
                Outcome::Refused(error) => {
                    check_error(name, error)?;
                    if std::env::var_os("QUIZFORGE_INTAKE_SHOW").is_some() {
                        eprintln!("{name}: {error}");
                    }
                    kind(error).to_string()
                }
            };
            seen.borrow_mut().push(label);
            Ok(())
        });
        if let Err(error) = result {
            panic!("{}: {error}", seed.name());
        }
        for label in seen.into_inner() {
            *tally
                .entry(format!("{}: {label}", seed.name()))
                .or_default() += 1;
        }
    }
    eprintln!("outcomes: {tally:#?}");
    // Both roads were taken: some damaged files still read, others refused.
    assert!(tally.keys().any(|k| k.ends_with(": quiz")), "{tally:?}");
    assert!(tally.keys().any(|k| !k.ends_with(": quiz")), "{tally:?}");
}
