//! The real `quizforge serve` under pressure no single request should be
//! able to apply: pathological uploads all at once while `/healthz` is
//! polled, and clients that send a request's headers and then trickle or
//! stall its body.

mod serve_support;
#[path = "../../extract/tests/support/mod.rs"]
mod support;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use serde_json::Value;
use serve_support::{Served, closed_within};

/// A `/healthz` slower than this means the server was blocked, not busy:
/// generous on purpose (no timing assertions in tests; the latencies
/// themselves are printed and recorded in docs/BENCHMARKS.md).
const BLOCKED: Duration = Duration::from_secs(5);

/// About 2 MB of HTML nested 400,000 `<div>`s deep: quadratic work for an
/// HTML parser (about a minute of CPU per megabyte in a debug build).
fn nested_html() -> Vec<u8> {
    let mut html = b"<!DOCTYPE html><html><body>".to_vec();
    html.extend_from_slice(&b"<div>".repeat(400_000));
    html.extend_from_slice(b"What is the powerhouse of the cell?</body></html>");
    html
}

/// A PDF of `pages` pages, each with a few lines of text.
fn big_pdf(pages: usize, salt: usize) -> Vec<u8> {
    let pages: Vec<Vec<String>> = (0..pages)
        .map(|page| {
            (0..4)
                .map(|line| format!("Page {page} line {line} of document {salt}: cells divide."))
                .collect()
        })
        .collect();
    support::pdf(&pages)
}

/// `p` in 0..=100 of sorted `values`.
fn percentile(sorted: &[Duration], p: usize) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[(sorted.len() - 1) * p / 100]
}

#[test]
fn pathological_uploads_at_once_leave_healthz_answering_and_teachers_told_why() {
    // Two files read at once, each reader stopped after 2 s of CPU (4 s of
    // wall time), so the test takes seconds, not the minutes the defaults
    // allow.
    let mut server = Served::start_with(
        "pressure",
        &["--max-intakes", "2", "--max-intake-seconds", "2"],
    );
    let token = server.http.token();
    let mut files: Vec<(String, Vec<u8>)> = vec![("nested.html".into(), nested_html())];
    for n in 0..4 {
        files.push((format!("book{n}.pdf"), big_pdf(5_000, n)));
    }
    let sizes: Vec<usize> = files.iter().map(|(_, bytes)| bytes.len()).collect();
    assert!(sizes[0] > 1_900_000, "the HTML is about 2 MB: {}", sizes[0]);
    assert!(sizes[1] > 1_000_000, "a big PDF: {}", sizes[1]);

    // Poll /healthz on its own connection each time, from before the first
    // upload until after the last answer.
    let stop = Arc::new(AtomicBool::new(false));
    let http = server.http;
    let poller = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            let mut polls = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                let started = Instant::now();
                let status = http.healthz();
                polls.push((status, started.elapsed()));
                std::thread::sleep(Duration::from_millis(20));
            }
            polls
        })
    };
    let started = Instant::now();
    let barrier = Arc::new(Barrier::new(files.len()));
    let uploads: Vec<_> = files
        .into_iter()
        .map(|(name, bytes)| {
            let barrier = Arc::clone(&barrier);
            let token = token.clone();
            std::thread::spawn(move || {
                barrier.wait();
                let (status, body) = http.upload(&token, &name, &bytes);
                (name, status, body)
            })
        })
        .collect();
    let mut answers: Vec<(String, u16, Value)> = uploads
        .into_iter()
        .map(|upload| upload.join().expect("an upload thread"))
        .collect();
    // Which files got a slot above is up to the race; the nested HTML
    // alone, now that the slots are free, certainly gets one.
    let (status, body) = http.upload(&token, "nested-again.html", &nested_html());
    answers.push(("nested-again.html".into(), status, body));
    let elapsed = started.elapsed();
    // A few polls after the last answer, then stop.
    std::thread::sleep(Duration::from_millis(200));
    stop.store(true, Ordering::Relaxed);
    let polls = poller.join().expect("the poller");

    assert!(server.alive(), "the server died");
    let mut latencies: Vec<Duration> = polls.iter().map(|(_, took)| *took).collect();
    latencies.sort();
    eprintln!(
        "uploads {:?} at once, then the HTML alone, answered in {:.1} s; /healthz polled {} times: p50 {:?}, p99 {:?}, max {:?}",
        sizes,
        elapsed.as_secs_f64(),
        latencies.len(),
        percentile(&latencies, 50),
        percentile(&latencies, 99),
        percentile(&latencies, 100),
    );
    assert!(
        latencies.len() >= 5,
        "polled throughout: {}",
        latencies.len()
    );
    for (status, took) in &polls {
        assert_eq!(*status, 200, "/healthz answered {status}");
        assert!(
            *took < BLOCKED,
            "/healthz took {took:?}: the server was blocked"
        );
    }
    // Every teacher was told something clear: made, refused by the
    // reader's limit, or asked to try again.
    let mut busy = 0;
    for (name, status, body) in &answers {
        let message = body["error"].as_str().unwrap_or_default();
        eprintln!("{name}: {status} {message}");
        match status {
            201 => {}
            422 => assert!(
                message.contains("took longer than") || message.contains("crashed"),
                "{name}: {message}"
            ),
            503 => {
                assert!(message.contains("try again"), "{name}: {message}");
                busy += 1;
            }
            other => panic!("{name}: {other} {body}"),
        }
    }
    // The nested HTML read alone was stopped by the reader's limit.
    let (_, status, body) = &answers[5];
    assert_eq!(*status, 422, "{body}");
    eprintln!("{busy} of 5 at once asked to try again");
    assert_eq!(server.http.healthz(), 200);
}

/// Opens a connection and sends a request's headers, promising a body of
/// `length` bytes, and the first `sent` of them.
fn half_sent(
    port: u16,
    path: &str,
    headers: &[(&str, String)],
    length: usize,
    sent: &[u8],
) -> TcpStream {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    let mut head =
        format!("POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: {length}\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).expect("send head");
    stream.write_all(sent).expect("send part of the body");
    stream
}

/// The status line of what the server sent on `stream`, read for at most
/// `wait` (only there to turn "never" into a failure).
fn status_within(stream: &mut TcpStream, wait: Duration) -> String {
    stream.set_read_timeout(Some(wait)).expect("timeout");
    let mut got = Vec::new();
    let mut buffer = [0u8; 1024];
    while !got.windows(2).any(|w| w == b"\r\n") {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(n) => got.extend_from_slice(&buffer[..n]),
        }
    }
    String::from_utf8_lossy(&got)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_stalled_or_trickled_request_body_is_cut_off_with_408() {
    let server = Served::start_with("slow-body", &["--body-timeout", "1"]);
    // A body sent at once is read as usual (sign-up and a token).
    let token = server.http.token();
    let port = server.http.port;

    // An upload whose body stops after a few bytes.
    let boundary = "----quizforge-stall";
    let mut stalled = half_sent(
        port,
        "/api/v1/quizzes",
        &[
            (
                "Content-Type",
                format!("multipart/form-data; boundary={boundary}"),
            ),
            ("Authorization", format!("Bearer {token}")),
        ],
        1_000_000,
        format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4\n").as_bytes(),
    );
    // A sign-up whose body comes one byte every 200 ms: it never stalls
    // long, but it would take minutes.
    let body = format!(
        "{{\"email\": \"slow@school.test\", \"password\": \"{}\"}}",
        "x".repeat(1000)
    );
    let mut trickled = half_sent(
        port,
        "/api/v1/signup",
        &[("Content-Type", "application/json".to_string())],
        body.len(),
        &body.as_bytes()[..1],
    );
    let mut writer = trickled.try_clone().expect("clone");
    let rest = body.as_bytes()[1..].to_vec();
    let trickle = std::thread::spawn(move || {
        for byte in rest {
            std::thread::sleep(Duration::from_millis(200));
            if writer.write_all(&[byte]).is_err() {
                return true;
            }
        }
        false
    });

    // 30 s only turn "never" into a failure; the server cuts both off
    // after its 1 s.
    let wait = Duration::from_secs(30);
    assert_eq!(
        status_within(&mut stalled, wait),
        "HTTP/1.1 408 Request Timeout"
    );
    assert!(
        closed_within(&mut stalled, wait),
        "the stalled upload's connection is closed"
    );
    assert_eq!(
        status_within(&mut trickled, wait),
        "HTTP/1.1 408 Request Timeout"
    );
    assert!(
        closed_within(&mut trickled, wait),
        "the trickling connection is closed"
    );
    assert!(
        trickle.join().expect("the trickle"),
        "the server stopped taking the trickled body"
    );
    assert_eq!(server.http.healthz(), 200);
}
