//! Prints the quiz the forge makes of each file given, as plain text to
//! read through when working on the generator:
//! `cargo run -p quizforge-forge --example read_quiz -- FILE… [--count N]
//! [--json] [--explain]` (`--json`: one line of quiz JSON per file
//! instead; `--explain`: what was done with each sentence, as `quizforge
//! make --explain` prints it).

use quizforge_core::Body;

fn main() {
    let mut count = quizforge_forge::DEFAULT_COUNT;
    let mut files = Vec::new();
    let mut json = false;
    let mut explain = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--json" {
            json = true;
        } else if arg == "--explain" {
            explain = true;
        } else if arg == "--count" {
            count = args.next().and_then(|n| n.parse().ok()).unwrap_or(count);
        } else {
            files.push(arg);
        }
    }
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let options = quizforge_forge::Options { count };
        let Ok(made) = quizforge_forge::make_with(&text, &options) else {
            println!("== {file}: not a document");
            continue;
        };
        if json {
            println!("{}", serde_json::to_string(&made.quiz).unwrap_or_default());
            continue;
        }
        if explain && let Some(explanation) = &made.explanation {
            println!("{}", explanation.render());
        }
        println!("== {file}: {} questions", made.quiz.questions.len());
        for q in &made.quiz.questions {
            println!("- [{:?}] {}", q.body.kind(), q.prompt);
            match &q.body {
                Body::MultipleChoice { choices } | Body::TrueFalse { choices } => {
                    for c in choices {
                        println!("    {} {}", if c.correct { "*" } else { " " }, c.text);
                    }
                }
                Body::Matching { pairs } => {
                    for p in pairs {
                        println!("    {} = {}", p.left, p.right);
                    }
                }
                Body::ShortAnswer { accepted, .. } => {
                    let answers: Vec<&str> = accepted.iter().map(|a| a.text.as_str()).collect();
                    println!("    = {}", answers.join(" | "));
                }
                other => println!("    {other:?}"),
            }
        }
    }
}
