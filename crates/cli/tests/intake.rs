//! The real `quizforge serve` against files, pastes and connections meant
//! to take it down: every upload takes the one intake road (a child process
//! with limits for anything a foreign parser reads), and every connection
//! has a header timeout and a share per address, so the server answers the
//! teacher and keeps serving.

mod serve_support;

use std::net::TcpStream;
use std::process::Command;
use std::time::Duration;

use serde_json::json;
use serve_support::{Served, closed_within, scratch};

/// A PDF of one page that draws a form XObject whose content draws itself:
/// a parser that follows `Do` without a depth limit recurses until its
/// stack overflows, which aborts the process (no `catch_unwind` helps).
fn self_drawing_pdf() -> Vec<u8> {
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X0 5 0 R >> >> /Contents 4 0 R >>".to_string(),
        "<< /Length 6 >>\nstream\n/X0 Do\nendstream".to_string(),
        "<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /X0 5 0 R >> >> /Length 6 >>\nstream\n/X0 Do\nendstream".to_string(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{object}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    pdf
}

#[test]
fn a_pdf_that_draws_itself_is_refused_and_the_server_keeps_serving() {
    let mut server = Served::start("recursive-pdf");
    let token = server.http.token();
    let pdf = self_drawing_pdf();
    assert!(pdf.len() < 1024, "a small file: {} bytes", pdf.len());
    let (status, body) = server.http.upload(&token, "evil.pdf", &pdf);
    assert_eq!(status, 422, "{body}");
    let message = body["error"].as_str().unwrap_or_default();
    assert!(
        message.contains("cannot be used") && message.contains("crashed"),
        "{message}"
    );
    assert!(server.alive(), "the server died");
    assert_eq!(server.http.healthz(), 200);
    // And it still makes quizzes.
    let (status, quiz) = server.http.json(
        "/api/v1/quizzes",
        Some(&token),
        &json!({"text": "1. Two plus two?\nA) 3\nB) 4\nAnswer: B\n"}),
    );
    assert_eq!(status, 201, "{quiz}");
}

#[test]
fn the_server_reads_every_quiz_format_the_command_line_reads() {
    let server = Served::start("formats");
    let token = server.http.token();
    let moodle = r#"<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <name><text>Sky</text></name>
    <questiontext format="html"><text>The sky is blue.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>
"#;
    let (status, quiz) = server.http.upload(&token, "quiz.xml", moodle.as_bytes());
    assert_eq!(status, 201, "{quiz}");
    assert_eq!(quiz["questions"][0]["prompt"], "The sky is blue.");
    // Pasted, too.
    let (status, quiz) =
        server
            .http
            .json("/api/v1/quizzes", Some(&token), &json!({"text": moodle}));
    assert_eq!(status, 201, "{quiz}");
    let csv = "question,answer,incorrect_answer1,incorrect_answer2,incorrect_answer3\nCapital of France?,Paris,Rome,Berlin,Madrid\n";
    let (status, quiz) = server.http.upload(&token, "quizalize.csv", csv.as_bytes());
    assert_eq!(status, 201, "{quiz}");
    assert_eq!(quiz["questions"].as_array().map(Vec::len), Some(1));
    // Binary formats, written by the command line and read by the server.
    let dir = scratch("formats-files");
    let gift = dir.join("quiz.gift");
    std::fs::write(
        &gift,
        "::a:: Capital of France? {=Paris ~Rome ~Berlin}\n\n::b:: 2 + 2? {=4 ~3 ~5}\n",
    )
    .expect("gift");
    for (format, file) in [("kahoot", "kahoot.xlsx"), ("qti21", "package.zip")] {
        let out = dir.join(file);
        let converted = Command::new(env!("CARGO_BIN_EXE_quizforge"))
            .args(["convert", "--to", format, "-o"])
            .arg(&out)
            .arg(&gift)
            .output()
            .expect("convert");
        assert!(
            converted.status.success(),
            "{}",
            String::from_utf8_lossy(&converted.stderr)
        );
        let bytes = std::fs::read(&out).expect("converted file");
        let (status, quiz) = server.http.upload(&token, file, &bytes);
        assert_eq!(status, 201, "{format}: {quiz}");
        assert_eq!(
            quiz["questions"].as_array().map(Vec::len),
            Some(2),
            "{format}"
        );
    }
}

#[test]
fn a_huge_paste_is_refused_clearly_while_healthz_answers() {
    let server = Served::start("big-paste");
    let token = server.http.token();
    let mut text = String::new();
    let mut n = 1;
    while text.len() < 9 * 1024 * 1024 {
        text.push_str(&format!(
            "{n}. What is {n} plus one?\nA) {}\nB) {}\nAnswer: A\n",
            n + 1,
            n + 2
        ));
        n += 1;
    }
    let http = server.http;
    let paste = std::thread::spawn(move || {
        http.json("/api/v1/quizzes", Some(&token), &json!({"text": text}))
    });
    assert_eq!(server.http.healthz(), 200);
    let (status, body) = paste.join().expect("paste");
    assert_eq!(status, 422, "{body}");
    let message = body["error"].as_str().unwrap_or_default();
    assert!(message.contains("Split it"), "{message}");
    assert_eq!(server.http.healthz(), 200);
}

#[test]
fn half_sent_requests_neither_starve_healthz_nor_stay_open() {
    // The test holds hundreds of sockets itself.
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let server = Served::start_with(
        "slowloris",
        &[
            "--header-timeout",
            "2",
            "--max-connections-per-address",
            "50",
        ],
    );
    let port = server.http.port;
    // 300 connections from another address (127.0.0.2), each trickling a
    // request header that never ends.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let mut attackers: Vec<TcpStream> = runtime.block_on(async {
        use tokio::io::AsyncWriteExt;
        let mut held = Vec::new();
        for _ in 0..300 {
            let socket = tokio::net::TcpSocket::new_v4().expect("socket");
            socket
                .bind("127.0.0.2:0".parse().expect("address"))
                .expect("bind 127.0.0.2");
            let Ok(mut stream) = socket.connect(([127, 0, 0, 1], port).into()).await else {
                continue;
            };
            let _ = stream
                .write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                .await;
            held.push(stream.into_std().expect("std stream"));
        }
        held
    });
    assert!(attackers.len() > 50, "the attack got going");
    // The teacher's own address is not starved.
    assert_eq!(server.http.healthz(), 200);
    // Past the header timeout every one of them is closed by the server
    // (30 s is only there to turn "never" into a failure).
    for stream in &mut attackers {
        stream.set_nonblocking(false).expect("blocking");
        assert!(
            closed_within(stream, Duration::from_secs(30)),
            "a half-sent request is still open"
        );
    }
    // A connection that says nothing at all is closed too.
    let mut idle = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    assert!(
        closed_within(&mut idle, Duration::from_secs(30)),
        "an idle connection"
    );
    assert_eq!(server.http.healthz(), 200);
}
