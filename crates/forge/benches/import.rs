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

criterion_group!(benches, import);
criterion_main!(benches);
