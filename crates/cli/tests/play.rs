//! The real binary under the worst a classroom server meets: `kill -9` in
//! the middle of a live game, and the load tool playing a whole game.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use axum::body::Bytes;
use axum::http::{Method, Request, header};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

mod serve_support;

/// A `quizforge serve` process, killed with SIGKILL when dropped.
struct Served {
    child: Child,
    base: String,
    port: u16,
}

impl Served {
    /// A server on `port`, or on a port of its own choosing (0).
    fn start(data: &PathBuf, port: u16) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_quizforge"))
            .args(["serve", "--data"])
            .arg(data)
            .args(["--bind", &format!("127.0.0.1:{port}")])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the server");
        let port = serve_support::announced_port(&mut child);
        Served {
            child,
            base: format!("http://127.0.0.1:{port}"),
            port,
        }
    }

    /// `kill -9`: no shutdown, no flush, nothing.
    fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("quizforge-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

struct Api {
    client: Client<HttpConnector, Full<Bytes>>,
    base: String,
    token: Option<String>,
}

impl Api {
    async fn ok(&self, method: Method, path: &str, body: Option<Value>) -> Value {
        let mut request = Request::builder()
            .method(method)
            .uri(format!("{}{path}", self.base));
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
        let value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        assert!(status.is_success(), "{path}: {status} {value}");
        value
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(base: &str, code: &str, token: &str) -> Socket {
    let url = format!("{}/play/{code}/ws", base.replacen("http", "ws", 1));
    let mut request = url.into_client_request().unwrap();
    request.headers_mut().insert(
        header::COOKIE,
        format!("qf_player={token}").parse().unwrap(),
    );
    tokio_tungstenite::connect_async(request)
        .await
        .expect("socket")
        .0
}

async fn expect(socket: &mut Socket, kind: &str) -> Value {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(15), socket.next())
            .await
            .expect("a message in time")
            .expect("open")
            .expect("frame");
        if let Message::Text(text) = frame {
            let value: Value = serde_json::from_str(text.as_str()).unwrap();
            if value["type"] == kind {
                return value;
            }
        }
    }
}

async fn answer(socket: &mut Socket, question: u64, choice: u64) {
    let message = json!({"type": "answer", "question": question, "response": {"type": "choice", "value": choice}});
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .expect("send");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_resumes_it_with_every_acknowledged_answer() {
    let data = scratch("kill9");
    let server = Served::start(&data, 0);
    // Restarted on the same port: the students' phones reconnect to it.
    let port = server.port;
    let mut api = Api {
        client: Client::builder(TokioExecutor::new()).build_http(),
        base: server.base.clone(),
        token: None,
    };
    let account = json!({"email": "kill@school.test", "password": "correct horse"});
    api.ok(Method::POST, "/api/v1/signup", Some(account.clone()))
        .await;
    let token = api.ok(Method::POST, "/api/v1/tokens", Some(account)).await;
    api.token = Some(token["token"].as_str().unwrap().to_string());
    let gift = "::a:: 1 + 1? {=2 ~3 ~4}\n\n::b:: 2 + 2? {=4 ~5 ~6}\n\n::c:: 3 + 3? {=6 ~7 ~8}\n";
    let quiz = api
        .ok(Method::POST, "/api/v1/quizzes", Some(json!({"text": gift})))
        .await;
    let class = api
        .ok(Method::POST, "/api/v1/classes", Some(json!({"name": "9C"})))
        .await;
    let assignment = api
        .ok(
            Method::POST,
            "/api/v1/assignments",
            Some(json!({"quiz_id": quiz["id"], "class_id": class["id"], "mode": "live"})),
        )
        .await;
    let id = assignment["id"].as_i64().unwrap();
    let code = assignment["join_code"].as_str().unwrap().to_string();
    let student_api = Api {
        token: None,
        client: api.client.clone(),
        base: api.base.clone(),
    };
    let mut tokens = Vec::new();
    let mut sockets = Vec::new();
    for i in 0..30 {
        let joined = student_api
            .ok(
                Method::POST,
                &format!("/api/v1/play/{code}/players"),
                Some(json!({"name": format!("S{i}")})),
            )
            .await;
        let token = joined["token"].as_str().unwrap().to_string();
        sockets.push(connect(&server.base, &code, &token).await);
        tokens.push(token);
    }
    api.ok(
        Method::POST,
        &format!("/api/v1/assignments/{id}/control"),
        Some(json!({"action": "start"})),
    )
    .await;
    for socket in &mut sockets {
        expect(socket, "question").await;
    }
    // Everyone answers at once; each ack means "stored".
    for (i, socket) in sockets.iter_mut().enumerate() {
        answer(socket, 0, (i % 3) as u64).await;
    }
    for socket in &mut sockets {
        assert_eq!(expect(socket, "ack").await["fresh"], true);
    }
    server.kill();
    drop(sockets);

    let server = Served::start(&data, port);
    let results = api
        .ok(
            Method::GET,
            &format!("/api/v1/assignments/{id}/results"),
            None,
        )
        .await;
    assert_eq!(
        results["answers_stored"], 30,
        "every acknowledged answer survived kill -9"
    );
    let state = api
        .ok(Method::GET, &format!("/api/v1/assignments/{id}"), None)
        .await;
    assert_eq!(state["state"]["phase"], "question");
    assert_eq!(state["state"]["question"], 0);
    // Students come back as themselves, where they were.
    let mut again = connect(&server.base, &code, &tokens[0]).await;
    let welcome = expect(&mut again, "welcome").await;
    assert_eq!(
        (welcome["name"].as_str(), welcome["answered"].as_u64()),
        (Some("S0"), Some(1))
    );
    assert_eq!(expect(&mut again, "question").await["answered"], true);
    api.ok(
        Method::POST,
        &format!("/api/v1/assignments/{id}/control"),
        Some(json!({"action": "next"})),
    )
    .await;
    assert_eq!(expect(&mut again, "question").await["question"]["index"], 1);
    answer(&mut again, 1, 0).await;
    assert_eq!(expect(&mut again, "ack").await["fresh"], true);
    let results = api
        .ok(
            Method::GET,
            &format!("/api/v1/assignments/{id}/results"),
            None,
        )
        .await;
    assert_eq!(results["answers_stored"], 31);
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn the_load_tool_plays_a_whole_game_and_reports_nothing_lost() {
    let data = scratch("loadtest");
    let server = Served::start(&data, 0);
    let output = Command::new(env!("CARGO_BIN_EXE_quizforge"))
        .args([
            "loadtest",
            "--url",
            &server.base,
            "--players",
            "25",
            "--questions",
            "2",
            "--burst",
        ])
        .output()
        .expect("run loadtest");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    assert_eq!(report["players_joined"], 25);
    assert_eq!(report["answers_sent"], 50);
    assert_eq!(report["answers_acked"], 50);
    assert_eq!(report["answers_stored"], 50);
    assert_eq!(report["answers_lost"], 0);
    for key in ["ack_ms", "fanout_ms"] {
        assert_eq!(report[key]["count"], 50, "{key}");
        for stat in ["p50", "p99", "max"] {
            assert!(report[key][stat].as_f64().is_some(), "{key}.{stat}");
        }
    }
    let refused = Command::new(env!("CARGO_BIN_EXE_quizforge"))
        .args(["loadtest", "--url", &server.base, "--players", "0"])
        .output()
        .expect("run loadtest");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--players"));
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}
