//! `quizforge backup` while the server runs, `quizforge restore` after a
//! change: the data comes back, and the database it replaced is kept.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

use axum::body::Bytes;
use axum::http::{Method, Request, StatusCode, header};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};

mod serve_support;

struct Served {
    child: Child,
    base: String,
}

impl Served {
    fn start(data: &Path) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_quizforge"))
            .args(["serve", "--data"])
            .arg(data)
            .args(["--bind", "127.0.0.1:0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the server");
        let port = serve_support::announced_port(&mut child);
        Served {
            child,
            base: format!("http://127.0.0.1:{port}"),
        }
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Api {
    client: Client<HttpConnector, Full<Bytes>>,
    token: Option<String>,
}

impl Api {
    async fn call(&self, method: Method, url: &str, body: Option<Value>) -> (StatusCode, Value) {
        let mut request = Request::builder().method(method).uri(url);
        if let Some(token) = &self.token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let body = body.map_or_else(Bytes::new, |b| Bytes::from(b.to_string()));
        let request = request
            .header(header::CONTENT_TYPE, "application/json")
            .body(Full::new(body))
            .unwrap();
        let response = self.client.request(request).await.expect("request");
        let status = response.status();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (
            status,
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        )
    }
}

fn quizforge(args: &[&str], paths: &[&Path]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_quizforge"));
    command.args(args);
    for path in paths {
        command.arg(path);
    }
    command.output().expect("run quizforge")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("quizforge-backup-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_serving_brings_the_data_back() {
    let dir = scratch("roundtrip");
    let data = dir.join("data");
    let copy = dir.join("monday.sqlite3");
    let server = Served::start(&data);
    let mut api = Api {
        client: Client::builder(TokioExecutor::new()).build_http(),
        token: None,
    };
    let account = json!({"email": "backup@school.test", "password": "correct horse battery"});
    let base = server.base.clone();
    api.call(
        Method::POST,
        &format!("{base}/api/v1/signup"),
        Some(account.clone()),
    )
    .await;
    let (_, token) = api
        .call(
            Method::POST,
            &format!("{base}/api/v1/tokens"),
            Some(account),
        )
        .await;
    api.token = Some(token["token"].as_str().unwrap().to_string());
    let (status, quiz) = api
        .call(
            Method::POST,
            &format!("{base}/api/v1/quizzes"),
            Some(json!({"text": "::Kept:: 1 + 1? {=2 ~3 ~4}\n"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{quiz}");
    let id = quiz["id"].as_i64().unwrap();

    // Online: the server keeps running.
    let made = quizforge(&["backup", "--data"], &[&data, &copy]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let again = quizforge(&["backup", "--data"], &[&data, &copy]);
    assert!(
        !again.status.success(),
        "an existing backup is never overwritten"
    );

    // A change after the backup: the quiz is deleted.
    let (status, _) = api
        .call(Method::DELETE, &format!("{base}/api/v1/quizzes/{id}"), None)
        .await;
    assert!(status.is_success());
    let (status, _) = api
        .call(Method::GET, &format!("{base}/api/v1/quizzes/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    drop(server);

    let restored = quizforge(&["restore", "--data"], &[&data, &copy]);
    let said = String::from_utf8_lossy(&restored.stderr).to_string();
    assert!(restored.status.success(), "{said}");
    assert!(said.contains("before-restore"), "{said}");
    let kept = std::fs::read_dir(&data)
        .unwrap()
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().contains("before-restore"));
    assert!(kept, "the replaced database is kept");

    let server = Served::start(&data);
    let base = server.base.clone();
    let (status, quiz) = api
        .call(Method::GET, &format!("{base}/api/v1/quizzes/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "the quiz is back: {quiz}");
    assert_eq!(quiz["questions"][0]["prompt"], "1 + 1?", "{quiz}");
    drop(server);

    // Not a quizforge database, and PostgreSQL: refused with the reason.
    let junk = dir.join("junk.sqlite3");
    std::fs::write(&junk, b"not a database").unwrap();
    let refused = quizforge(&["restore", "--data"], &[&data, &junk]);
    assert!(!refused.status.success());
    let refused = quizforge(
        &["backup", "--database-url", "postgres://u@h/db"],
        &[&dir.join("pg.dump")],
    );
    assert!(String::from_utf8_lossy(&refused.stderr).contains("pg_dump"));
    let _ = std::fs::remove_dir_all(&dir);
}
