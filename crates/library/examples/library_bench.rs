//! The library benchmark (not a test): a synthetic library made by
//! recombining the questions the forge finds and writes in
//! `../shared/corpus`, indexed in a folder; then search and related
//! latencies one at a time and under 20 concurrent threads, and the time
//! one change takes to become searchable. Results: `docs/BENCHMARKS.md`.
//!
//! `cargo run --release -p quizforge-library --example library_bench -- N CORPUS [BATCH]`
//!
//! The index goes to the system's temporary folder and is deleted at the
//! end (about 3.2 GB for a million quizzes). Environment:
//! `QUIZFORGE_BENCH_KEEP=1` keeps it for the next run,
//! `QUIZFORGE_BENCH_SEGMENTS=keep` leaves a kept index's extra segments
//! unmerged, `QUIZFORGE_BENCH_SHARED=N` shares N quizzes in ten (5),
//! `QUIZFORGE_BENCH_ONLY=search|related|shapes` measures one part,
//! `QUIZFORGE_BENCH_MIX=any` draws a quiz's questions from every subject,
//! `QUIZFORGE_BENCH_QUERIES=subject` draws a search's words from one
//! subject's questions (by default from all the questions at once),
//! `QUIZFORGE_BENCH_HITS=FILE` writes what each of the shapes' searches
//! found (ids, exact scores, snippets) to FILE, so two ways of searching
//! can be shown to find the same.

use std::sync::Arc;
use std::time::{Duration, Instant};

use quizforge_core::{Question, Quiz};
use std::sync::atomic::{AtomicUsize, Ordering};

use quizforge_library::{Library, Scope, Search, SearchPath};
use quizforge_store::{LibraryQuiz, Sharing, StoredQuiz, Visibility};

/// A seeded generator (xorshift64*), so every run builds the same library.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The subject a corpus file is about, from its name:
/// `08_ushistory_west_africa.txt` is "ushistory", and a language's prefix
/// is skipped (`41_es_quimica_energia.txt` is "quimica").
fn subject_of(file: &std::path::Path) -> String {
    let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let mut words = stem
        .split('_')
        .filter(|w| !w.chars().all(|c| c.is_ascii_digit()));
    let first = words.next().unwrap_or("");
    if matches!(first, "es" | "fr" | "de" | "pl") {
        words.next().unwrap_or(first).to_string()
    } else {
        first.to_string()
    }
}

/// The question pool: every question the forge writes from the corpus's
/// worksheets, prose and glossaries, with its language and subject.
fn questions(corpus: &std::path::Path) -> Vec<(String, String, Question)> {
    let mut pool = Vec::new();
    let mut files: Vec<_> = ["worksheets", "prose", "glossaries"]
        .iter()
        .filter_map(|sub| std::fs::read_dir(corpus.join(sub)).ok())
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt" || x == "md"))
        .collect();
    files.sort();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let options = quizforge_forge::Options { count: 40 };
        let Ok(made) = quizforge_forge::make_with(&text, &options) else {
            continue;
        };
        let subject = subject_of(&file);
        for q in made.quiz.questions {
            pool.push((made.quiz.language.clone(), subject.clone(), q));
        }
    }
    pool
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1]
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{name}: {} calls, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3)
    );
}

/// The words searches are made of: each with the subject of the question
/// it comes from, and whether a search's words come from one subject.
struct QueryWords {
    words: Vec<(usize, String)>,
    by_subject: Vec<Vec<usize>>,
    one_subject: bool,
}

/// A search as a teacher might type it: one to three words, one in four
/// with the first word's second letter dropped (a typo), by a random
/// viewer of the school; with its shape, for reports.
fn random_search(rng: &mut Rng, words: &QueryWords) -> (Search, String) {
    let count = 1 + rng.below(3);
    let (subject, first) = &words.words[rng.below(words.words.len())];
    let mut text = vec![first.clone()];
    for _ in 1..count {
        let at = if words.one_subject {
            let same = &words.by_subject[*subject];
            same[rng.below(same.len())]
        } else {
            rng.below(words.words.len())
        };
        text.push(words.words[at].1.clone());
    }
    let typo = rng.below(4) == 0;
    if typo {
        let mut letters = text[0].chars();
        let first = letters.next().unwrap_or('x');
        letters.next();
        text[0] = std::iter::once(first).chain(letters).collect();
    }
    let search = Search {
        text: text.join(" "),
        viewer: Some(1 + rng.below(500) as i64),
        scope: Scope::School,
        limit: 20,
        ..Search::default()
    };
    let shape = format!("{count} word(s){}", if typo { ", misspelt" } else { "" });
    (search, shape)
}

/// One thread's searches again, their mean time by the query's shape
/// (one, two or three words; a misspelt first word), to see which costs.
fn search_shapes(library: &Library, words: &QueryWords) {
    let mut rng = Rng(0x5eed_5a9e);
    let mut by_shape: std::collections::BTreeMap<String, Vec<Duration>> = Default::default();
    let mut found = std::env::var_os("QUIZFORGE_BENCH_HITS")
        .map(|path| std::io::BufWriter::new(std::fs::File::create(path).expect("hits file")));
    for _ in 0..2000 {
        let (search, shape) = random_search(&mut rng, words);
        let start = Instant::now();
        let hits = std::hint::black_box(library.search(&search).expect("search"));
        by_shape.entry(shape).or_default().push(start.elapsed());
        if let Some(out) = found.as_mut() {
            use std::io::Write;
            writeln!(out, "{:?} by {:?}", search.text, search.viewer).expect("hits file");
            for hit in hits {
                let marked: Vec<_> = hit.snippet.pieces();
                writeln!(out, "  {} {:08x} {:?}", hit.id, hit.score.to_bits(), marked)
                    .expect("hits file");
            }
        }
    }
    for (shape, mut times) in by_shape {
        times.sort();
        let mean = times.iter().sum::<Duration>().as_secs_f64() / times.len() as f64;
        println!(
            "  search shape {shape}: {} calls, mean {:.2} ms, p50 {:.2} ms, p99 {:.2} ms",
            times.len(),
            mean * 1e3,
            percentile(&times, 0.5).as_secs_f64() * 1e3,
            percentile(&times, 0.99).as_secs_f64() * 1e3
        );
    }
}

fn folder_bytes(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .filter_map(|e| e.metadata().ok())
                .map(|m| m.len())
                .sum()
        })
        .unwrap_or(0)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args
        .get(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let corpus = std::path::PathBuf::from(args.get(2).map_or("../shared/corpus", String::as_str));
    let batch_size: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(50_000);
    let pool = questions(&corpus);
    assert!(pool.len() > 20, "too few questions in {}", corpus.display());
    println!(
        "question pool: {} questions from {}",
        pool.len(),
        corpus.display()
    );
    // `QUIZFORGE_BENCH_SHARED=N`: N quizzes in ten shared with the school
    // (5 unless said), the others private.
    let shared_tenths: i64 = std::env::var("QUIZFORGE_BENCH_SHARED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    // `QUIZFORGE_BENCH_MIX=any`: a quiz's questions drawn from the whole
    // pool, every subject mixed in one quiz, so that every word of the
    // pool is in a large share of the library (the worst case, and the
    // benchmark's only library before session 60). Otherwise a quiz is
    // on one subject, as a teacher's quiz is: a first draw picks the
    // title, language and subject, and the ten questions are that subject's.
    let mixed = std::env::var("QUIZFORGE_BENCH_MIX").is_ok_and(|v| v == "any");
    let mut by_subject: std::collections::BTreeMap<&str, Vec<usize>> = Default::default();
    for (at, (_, subject, _)) in pool.iter().enumerate() {
        by_subject.entry(subject.as_str()).or_default().push(at);
    }
    println!(
        "{} subjects; quizzes drawn {}",
        by_subject.len(),
        if mixed {
            "from the whole pool"
        } else {
            "from one subject each"
        }
    );
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let quiz_of = |rng: &mut Rng, id: i64| {
        let (language, subject, first) = &pool[rng.below(pool.len())];
        let mut quiz = Quiz::new(
            first.topic.clone().unwrap_or_else(|| format!("Quiz {id}")),
            language.clone(),
        );
        let same_subject = &by_subject[subject.as_str()];
        for _ in 0..10 {
            let at = if mixed {
                rng.below(pool.len())
            } else {
                same_subject[rng.below(same_subject.len())]
            };
            quiz.questions.push(pool[at].2.clone());
        }
        LibraryQuiz {
            stored: StoredQuiz {
                id,
                owner_id: 1 + id % 500,
                quiz,
                source_text: String::new(),
                revision: 1,
                created_at: 0,
                updated_at: id,
            },
            sharing: Sharing {
                visibility: if id % 10 < shared_tenths {
                    Visibility::School
                } else {
                    Visibility::Private
                },
                ..Sharing::default()
            },
            based_on: None,
            based_on_title: String::new(),
            copies: 0,
            plays: 0,
            last_played_at: None,
        }
    };
    // `QUIZFORGE_BENCH_KEEP=1` keeps the index for the next run, which
    // then measures the queries again without building it.
    let keep = std::env::var_os("QUIZFORGE_BENCH_KEEP").is_some();
    let dir = std::env::temp_dir().join(format!("quizforge-library-bench-{n}"));
    if !keep {
        let _ = std::fs::remove_dir_all(&dir);
    }
    let library = Library::open(Some(&dir)).expect("index");
    let reused = library.len() >= n as u64;
    let started = Instant::now();
    let mut batch = Vec::with_capacity(batch_size);
    for id in 1..=n as i64 {
        batch.push(quiz_of(&mut rng, id));
        if reused {
            batch.clear();
            continue;
        }
        if batch.len() == batch_size {
            library.load(std::mem::take(&mut batch)).expect("load");
            if (id as usize).is_multiple_of(batch_size * 4) {
                println!(
                    "  {id} quizzes after {:.1} s, {} segments",
                    started.elapsed().as_secs_f64(),
                    library.segments()
                );
            }
        }
    }
    if reused {
        println!("reused the index of {n} quizzes in {}", dir.display());
    } else {
        library.load(batch).expect("load");
        let built = started.elapsed();
        println!(
            "indexed {} quizzes in {:.1} s (commits every {batch_size}); index folder {:.1} MB; {} segments",
            library.len(),
            built.as_secs_f64(),
            folder_bytes(&dir) as f64 / 1e6,
            library.segments()
        );
    }
    // Each query visits every segment: the quizzes a kept index's last
    // run added are merged in too, unless `QUIZFORGE_BENCH_SEGMENTS=keep`
    // (to measure what more segments cost).
    let keep_segments = std::env::var("QUIZFORGE_BENCH_SEGMENTS").is_ok_and(|v| v == "keep");
    if !reused || (library.segments() > 1 && !keep_segments) {
        let compacting = Instant::now();
        library.compact().expect("compact");
        println!(
            "merged into {} segment(s) in {:.1} s; index folder {:.1} MB",
            library.segments(),
            compacting.elapsed().as_secs_f64(),
            folder_bytes(&dir) as f64 / 1e6
        );
    }
    // Query words: from the pool's prompts, one to three at a time, some
    // with a letter dropped (a typo).
    let subjects: Vec<&str> = by_subject.keys().copied().collect();
    let mut words = QueryWords {
        words: Vec::new(),
        by_subject: vec![Vec::new(); subjects.len()],
        one_subject: std::env::var("QUIZFORGE_BENCH_QUERIES").is_ok_and(|v| v == "subject"),
    };
    for (_, subject, question) in &pool {
        let subject = subjects
            .binary_search(&subject.as_str())
            .expect("a subject");
        for word in question
            .prompt
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().count() >= 5)
        {
            words.by_subject[subject].push(words.words.len());
            words.words.push((subject, word.to_string()));
        }
    }
    let library = Arc::new(library);
    let words = Arc::new(words);
    let filtered = Arc::new(AtomicUsize::new(0));
    // `QUIZFORGE_BENCH_ONLY=search` (or `related`) measures one kind, for
    // a profile of it alone.
    let only = std::env::var("QUIZFORGE_BENCH_ONLY").unwrap_or_default();
    // `queued`: through the library's query queue (one worker per core,
    // as the server runs them), timed from the call to the answer, wait
    // included; otherwise on the calling thread.
    let run = |kind: &'static str, threads: usize, per_thread: usize, queued: bool| {
        if !only.is_empty() && only != kind && only != "shapes" {
            return vec![Duration::ZERO];
        }
        filtered.store(0, Ordering::Relaxed);
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let library = Arc::clone(&library);
                let words = Arc::clone(&words);
                let filtered = Arc::clone(&filtered);
                std::thread::spawn(move || {
                    let mut rng = Rng(0x1234_5678 + (t + threads * 1000) as u64);
                    let mut times = Vec::new();
                    for _ in 0..per_thread {
                        let start = Instant::now();
                        if kind == "search" {
                            let (search, _) = random_search(&mut rng, &words);
                            if queued {
                                let hits = library.queue_search(search).wait().expect("search");
                                std::hint::black_box(hits);
                            } else {
                                let (hits, path) = library.search_traced(&search).expect("search");
                                if path == SearchPath::Filtered {
                                    filtered.fetch_add(1, Ordering::Relaxed);
                                }
                                std::hint::black_box(hits);
                            }
                        } else {
                            let id = 1 + rng.below(n) as i64;
                            let viewer = Some(1 + id % 500);
                            let related = if queued {
                                library.queue_related(id, viewer, 5).wait()
                            } else {
                                library.related(id, viewer, 5)
                            };
                            std::hint::black_box(related.expect("related"));
                        }
                        times.push(start.elapsed());
                    }
                    times
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("thread"))
            .collect::<Vec<_>>()
    };
    // Warm-up (the first searches page the index in and build the
    // misspelling automata), not counted.
    run("search", 2, 100, false);
    run("related", 2, 100, false);
    println!("{} segment(s)", library.segments());
    if only == "shapes" {
        // `QUIZFORGE_BENCH_ONLY=shapes`: one thread's searches by shape,
        // nothing else (for comparing two ways of searching quickly).
        search_shapes(&library, &words);
        report("related, 1 thread", run("related", 1, 1000, false));
        return;
    }
    report("search, 1 thread", run("search", 1, 1000, false));
    if only.is_empty() || only == "search" {
        search_shapes(&library, &words);
    }
    report("related, 1 thread", run("related", 1, 1000, false));
    let searches = run("search", 20, 100, false);
    println!(
        "  {} of {} searches ran with the access filter inside the query",
        filtered.load(Ordering::Relaxed),
        searches.len()
    );
    report("search, 20 threads, a thread each", searches);
    report(
        "related, 20 threads, a thread each",
        run("related", 20, 100, false),
    );
    report(
        "search, 20 threads, queued (as the server runs them)",
        run("search", 20, 100, true),
    );
    report(
        "related, 20 threads, queued (as the server runs them)",
        run("related", 20, 100, true),
    );
    // One change: written, committed and searchable.
    let mut changes = Vec::new();
    for i in 0..20 {
        let mut entry = quiz_of(&mut rng, n as i64 + 1 + i);
        let word = format!("zqchange{i}");
        entry.stored.quiz.title = format!("{} {word}", entry.stored.quiz.title);
        entry.sharing.visibility = Visibility::School;
        let start = Instant::now();
        library.load(vec![entry]).expect("load");
        let found = library
            .search(&Search {
                text: word.clone(),
                viewer: Some(1),
                scope: Scope::School,
                limit: 1,
                ..Search::default()
            })
            .expect("search");
        changes.push(start.elapsed());
        assert!(found[0].title.ends_with(&word), "the change is found");
    }
    report("one change written, committed and found", changes);
    if !keep {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
