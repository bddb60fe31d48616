//! Writes the benchmark PDF of docs/BENCHMARKS.md: about 20 MB of text on
//! 3,700 pages, a worksheet question on every fifth page, with a running
//! header and page numbers to clean away.
//!
//! `cargo run --release -p quizforge-extract --example big_pdf -- OUT.pdf`

#[path = "../tests/support/mod.rs"]
mod support;

const WORDS: [&str; 24] = [
    "cell",
    "membrane",
    "nucleus",
    "energy",
    "protein",
    "mitochondria",
    "plant",
    "animal",
    "water",
    "carbon",
    "light",
    "sugar",
    "oxygen",
    "enzyme",
    "tissue",
    "organ",
    "system",
    "blood",
    "heart",
    "lung",
    "root",
    "leaf",
    "stem",
    "seed",
];

fn main() {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "bench20.pdf".into());
    // A fixed linear congruential sequence: the same file every run.
    let mut state: u64 = 1;
    let mut next = || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    let pages: Vec<Vec<String>> = (0..3724)
        .map(|n| {
            let mut lines = vec!["Biology Course Notes".to_string(), String::new()];
            for _ in 0..52 {
                let words: Vec<&str> = (0..14).map(|_| WORDS[next() % WORDS.len()]).collect();
                lines.push(format!("{}.", words.join(" ")));
            }
            if n % 5 == 0 {
                lines.push(format!(
                    "{}. What is the powerhouse of the cell?",
                    n / 5 + 1
                ));
                lines.push("A) Nucleus".into());
                lines.push("B) Mitochondria".into());
                lines.push("Answer: B".into());
            }
            lines.push(String::new());
            lines.push(format!("Page {}", n + 1));
            lines
        })
        .collect();
    let bytes = support::pdf(&pages);
    if let Err(e) = std::fs::write(&out, &bytes) {
        eprintln!("cannot write {out}: {e}");
        std::process::exit(1);
    }
    println!("{out}: {} bytes, {} pages", bytes.len(), pages.len());
}
