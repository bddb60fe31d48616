//! Import throughput: how many bytes of teacher text per second `make`
//! turns into a quiz, on the shared samples and on a large worksheet.

use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn samples() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/samples");
    let mut found: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("the shared samples are beside the repository")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().to_string();
            (name, std::fs::read_to_string(&p).expect("a sample is text"))
        })
        .collect();
    found.sort();
    found
}

fn import(c: &mut Criterion) {
    let mut group = c.benchmark_group("make");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(4))
        .warm_up_time(Duration::from_secs(1));
    let samples = samples();
    for (name, text) in &samples {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(name.as_str(), |b| {
            b.iter(|| quizforge_forge::make(text).expect("readable"))
        });
    }
    let all: String = samples
        .iter()
        .map(|(_, t)| t.as_str())
        .collect::<Vec<_>>()
        .join("\n\n");
    group.throughput(Throughput::Bytes(all.len() as u64));
    group.bench_function("all-samples", |b| {
        b.iter(|| quizforge_forge::make(&all).expect("readable"))
    });
    // A 2 MB worksheet: the worksheet sample's question sets, many times.
    let worksheet = &samples[0].1;
    let big = std::iter::repeat_n(worksheet.as_str(), 2_000_000 / worksheet.len() + 1)
        .collect::<Vec<_>>()
        .join("\n\n");
    group.throughput(Throughput::Bytes(big.len() as u64));
    group.bench_function("worksheet-2MB", |b| {
        b.iter(|| quizforge_forge::make(&big).expect("readable"))
    });
    group.finish();
}

/// Generation: the chess laws (the rules document of the samples), a 40 KB
/// rules document (the chess laws followed by the basketball rules of the
/// test corpus), and 1 MB of prose, notes and glossaries for throughput.
fn generate(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5))
        .warm_up_time(Duration::from_secs(1));
    let samples = samples();
    let chess = &samples
        .iter()
        .find(|(name, _)| name.starts_with("004"))
        .expect("the chess laws sample")
        .1;
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let read = |name: &str| std::fs::read_to_string(corpus.join(name)).expect("a corpus document");
    let options = quizforge_forge::Options { count: 10 };
    group.throughput(Throughput::Bytes(chess.len() as u64));
    group.bench_function("chess-laws", |b| {
        b.iter(|| quizforge_forge::make_with(chess, &options).expect("readable"))
    });
    let mut rules = format!("{chess}\n\n{}", read("rules-basketball.txt"));
    while rules.len() > 40 * 1024 {
        rules.pop();
    }
    group.throughput(Throughput::Bytes(rules.len() as u64));
    group.bench_function("rules-40KB", |b| {
        b.iter(|| quizforge_forge::make_with(&rules, &options).expect("readable"))
    });
    // 1 MB of the corpus's prose, notes and glossaries. Each copy has its
    // numbers shifted, so that no sentence repeats another: a document that
    // repeats itself is cheaper (duplicates are read once).
    let mut prose = String::new();
    let mut names: Vec<_> = std::fs::read_dir(&corpus)
        .expect("the corpus folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".txt") && !n.starts_with("mixed"))
        .collect();
    names.sort();
    let mut copy = 0u64;
    while prose.len() < 1_000_000 {
        copy += 1;
        for name in &names {
            prose.push_str(&shift_numbers(&read(name), copy));
            prose.push_str("\n\n");
        }
    }
    group.throughput(Throughput::Bytes(prose.len() as u64));
    group.bench_function("prose-1MB", |b| {
        b.iter(|| quizforge_forge::make_with(&prose, &options).expect("readable"))
    });
    group.finish();
}

/// Adds `copy × 1000` to every run of digits, so copies differ.
fn shift_numbers(text: &str, copy: u64) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut digits = String::new();
    let flush = |digits: &mut String, out: &mut String| {
        if !digits.is_empty() {
            let value: u64 = digits.parse().unwrap_or(0);
            out.push_str(&(value + copy * 1000).to_string());
            digits.clear();
        }
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            flush(&mut digits, &mut out);
            out.push(c);
        }
    }
    flush(&mut digits, &mut out);
    out
}

criterion_group!(benches, import, generate);
criterion_main!(benches);
