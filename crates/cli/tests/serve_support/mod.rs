//! A real `quizforge serve` for the tests that attack it (`intake.rs`,
//! `pressure.rs`, `backup.rs`, `play.rs`, the cluster tests): started on a free port with its own data folder and
//! killed when dropped, and a raw HTTP/1.1 client of it (one request per
//! connection, so a test can also hold connections open by hand).

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

/// A `quizforge serve` process, killed when dropped.
pub struct Served {
    pub child: Child,
    pub http: Http,
}

/// A client of the server at `port`.
#[derive(Debug, Clone, Copy)]
pub struct Http {
    pub port: u16,
}

impl Served {
    pub fn start(name: &str) -> Served {
        Served::start_with(name, &[])
    }

    pub fn start_with(name: &str, flags: &[&str]) -> Served {
        let data = scratch(name);
        // Port 0: the server takes a port nobody holds and says which. A
        // port found free by the test and handed over could be taken by a
        // test running beside it before the server binds it.
        let mut child = Command::new(env!("CARGO_BIN_EXE_quizforge"))
            .args(["serve", "--data"])
            .arg(&data)
            .args(["--bind", "127.0.0.1:0"])
            .args(flags)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the server");
        let port = announced_port(&mut child);
        Served {
            child,
            http: Http { port },
        }
    }

    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Http {
    /// One request on a fresh connection: the status and the body.
    pub fn request(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, String)],
        body: &[u8],
    ) -> (u16, String) {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).expect("connect");
        // Generous: only there to turn a hang into a failure.
        stream
            .set_read_timeout(Some(Duration::from_secs(120)))
            .expect("timeout");
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: {}\r\n",
            body.len()
        );
        for (name, value) in headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes()).expect("send head");
        // The server may answer (413) before reading all of a large body.
        let _ = stream.write_all(body);
        let mut response = Vec::new();
        let _ = stream.read_to_end(&mut response);
        let response = String::from_utf8_lossy(&response).into_owned();
        let status = response
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let body = response
            .split_once("\r\n\r\n")
            .map(|(_, b)| b.to_string())
            .unwrap_or_default();
        (status, body)
    }

    pub fn json(&self, path: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
        let mut headers = vec![("Content-Type", "application/json".to_string())];
        if let Some(token) = token {
            headers.push(("Authorization", format!("Bearer {token}")));
        }
        let (status, text) = self.request("POST", path, &headers, body.to_string().as_bytes());
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    pub fn upload(&self, token: &str, file_name: &str, bytes: &[u8]) -> (u16, Value) {
        let boundary = "----quizforge-test-boundary";
        let mut body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(bytes);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let headers = [
            (
                "Content-Type",
                format!("multipart/form-data; boundary={boundary}"),
            ),
            ("Authorization", format!("Bearer {token}")),
        ];
        let (status, text) = self.request("POST", "/api/v1/quizzes", &headers, &body);
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    pub fn token(&self) -> String {
        let account = json!({"email": "intake@school.test", "password": "correct horse battery"});
        let (status, _) = self.json("/api/v1/signup", None, &account);
        assert!(status < 300, "signup: {status}");
        let (status, token) = self.json("/api/v1/tokens", None, &account);
        assert!(status < 300, "token: {status}");
        token["token"].as_str().expect("a token").to_string()
    }

    pub fn healthz(&self) -> u16 {
        self.request("GET", "/healthz", &[], b"").0
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The port in the server's "quizforge is serving http://ADDRESS" line,
/// read from its standard output (which is then drained on a thread so
/// that the server never blocks writing to it). The line is printed once
/// the server listens: that is the readiness signal.
pub fn announced_port(child: &mut Child) -> u16 {
    use std::io::BufRead;
    let stdout = child.stdout.take().expect("the server's standard output");
    let mut lines = std::io::BufReader::new(stdout);
    let mut line = String::new();
    loop {
        line.clear();
        let read = lines
            .read_line(&mut line)
            .expect("read the server's output");
        assert!(read > 0, "the server stopped before it listened");
        if let Some(rest) = line.split("http://").nth(1) {
            let address = rest.split_whitespace().next().unwrap_or_default();
            let port = address
                .rsplit(':')
                .next()
                .and_then(|port| port.parse().ok())
                .unwrap_or_else(|| panic!("no port in {line:?}"));
            std::thread::spawn(move || std::io::copy(&mut lines, &mut std::io::sink()));
            return port;
        }
    }
}

pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("quizforge-intake-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Whether the server closed `stream` (EOF or reset) within `wait`.
pub fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    stream.set_read_timeout(Some(wait)).expect("timeout");
    let mut buffer = [0u8; 1024];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) => return true,
            // A 408 or similar before closing: keep reading.
            Ok(_) => {}
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return false;
            }
            Err(_) => return true,
        }
    }
}
