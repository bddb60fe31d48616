//! What the cluster tests share: a fresh PostgreSQL database per test,
//! real `quizforge serve` processes on it, a JSON client, students with
//! their sockets, and a live game set up through every process in turn.
//! Without `QUIZFORGE_TEST_POSTGRES_URL` the tests skip loudly, and under
//! `CI` they fail.

#![allow(dead_code, clippy::new_without_default)] // each test file uses its own part

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::{Method, Request, StatusCode, header};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};
use sqlx::Connection;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// The default lease: shorter ones make a game hop between servers when
/// a loaded machine delays a renewal (which its students survive, but these
/// tests check that nothing moves but what they move).
pub const LEASE_MS: &str = "3000";

/// A fresh database for one test, dropped at the end.
pub struct Database {
    pub admin: String,
    pub name: String,
    pub url: String,
    /// Held while the test runs: one cluster test at a time, since each
    /// runs three servers, and three tests' nine on two cores delay lease
    /// renewals and joins past what any one test allows for.
    _alone: tokio::sync::OwnedMutexGuard<()>,
}

/// The turn of the cluster test running.
static ONE_AT_A_TIME: std::sync::LazyLock<std::sync::Arc<tokio::sync::Mutex<()>>> =
    std::sync::LazyLock::new(Default::default);

impl Database {
    pub async fn make(test: &str) -> Option<Database> {
        let admin = match std::env::var("QUIZFORGE_TEST_POSTGRES_URL") {
            Ok(url) if !url.is_empty() => url,
            _ if std::env::var_os("CI").is_some() => {
                panic!(
                    "CI is set but QUIZFORGE_TEST_POSTGRES_URL is not: .ci/run must start PostgreSQL"
                )
            }
            _ => {
                use std::io::Write;
                writeln!(
                    std::io::stderr(),
                    "SKIPPED: {test}: several servers on PostgreSQL (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run it)"
                )
                .ok();
                return None;
            }
        };
        let alone = std::sync::Arc::clone(&ONE_AT_A_TIME).lock_owned().await;
        let name = format!("qf_cluster_{test}_{}", std::process::id());
        let mut conn = sqlx::PgConnection::connect(&admin).await.expect("connect");
        let drop = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
        sqlx::raw_sql(sqlx::AssertSqlSafe(drop))
            .execute(&mut conn)
            .await
            .unwrap();
        let create = format!("CREATE DATABASE {name}");
        sqlx::raw_sql(sqlx::AssertSqlSafe(create))
            .execute(&mut conn)
            .await
            .expect("CREATE DATABASE (the role needs CREATEDB)");
        let base = admin.rsplit_once('/').expect("a database in the URL").0;
        let url = format!("{base}/{name}");
        Some(Database {
            admin,
            name,
            url,
            _alone: alone,
        })
    }

    /// The address of the process holding the game's lease.
    pub async fn host_of(&self, game: i64) -> Option<String> {
        let mut conn = sqlx::PgConnection::connect(&self.url).await.unwrap();
        sqlx::query_scalar::<_, String>("SELECT address FROM game_leases WHERE assignment_id = $1")
            .bind(game)
            .fetch_optional(&mut conn)
            .await
            .unwrap()
    }

    pub async fn answers_of(&self, player: i64) -> i64 {
        let mut conn = sqlx::PgConnection::connect(&self.url).await.unwrap();
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM answers WHERE player_id = $1")
            .bind(player)
            .fetch_one(&mut conn)
            .await
            .unwrap()
    }

    pub async fn drop(self) {
        let mut conn = sqlx::PgConnection::connect(&self.admin).await.unwrap();
        let drop = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
        let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(drop))
            .execute(&mut conn)
            .await;
    }
}

/// A `quizforge serve` process on the shared database.
pub struct Node {
    pub child: Child,
    pub base: String,
    pub address: String,
    pub data: std::path::PathBuf,
}

impl Node {
    pub fn start(url: &str, test: &str, drain_seconds: u64) -> Node {
        Node::start_with_lease(url, test, drain_seconds, LEASE_MS)
    }

    /// A process whose leases last `lease_ms`.
    pub fn start_with_lease(url: &str, test: &str, drain_seconds: u64, lease_ms: &str) -> Node {
        static STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let started = STARTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let data = std::env::temp_dir().join(format!(
            "quizforge-cluster-{test}-{}-{started}",
            std::process::id()
        ));
        std::fs::create_dir_all(&data).unwrap();
        let log = std::fs::File::create(data.join("serve.log")).unwrap();
        // Port 0: the process takes a port nobody holds, tells the others
        // through its leases, and prints it once it listens.
        let mut child = Command::new(env!("CARGO_BIN_EXE_quizforge"))
            .args([
                "serve",
                "--database-url",
                url,
                "--bind",
                "127.0.0.1:0",
                "--data",
            ])
            .arg(&data)
            .args(["--lease-ms", lease_ms])
            .args(["--drain-seconds", &drain_seconds.to_string()])
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .expect("start the server");
        let port = crate::serve_support::announced_port(&mut child);
        let address = format!("127.0.0.1:{port}");
        Node {
            child,
            base: format!("http://{address}"),
            address,
            data,
        }
    }

    pub fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args([format!("-{name}"), self.child.id().to_string()])
            .status()
            .expect("kill");
        assert!(status.success(), "kill -{name}");
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // A failed test keeps the servers' logs (serve.log) to read.
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.data);
        }
    }
}

#[derive(Clone)]
pub struct Api {
    pub client: Client<HttpConnector, Full<Bytes>>,
    pub token: Option<String>,
}

impl Api {
    pub fn new() -> Api {
        Api {
            client: Client::builder(TokioExecutor::new()).build_http(),
            token: None,
        }
    }

    pub async fn call(
        &self,
        method: Method,
        url: &str,
        body: Option<Value>,
        headers: &[(&str, &str)],
    ) -> (StatusCode, Vec<(String, String)>, Bytes) {
        let mut request = Request::builder().method(method).uri(url);
        if let Some(token) = &self.token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let body = body.map_or_else(Bytes::new, |b| Bytes::from(b.to_string()));
        if !body.is_empty() {
            request = request.header(header::CONTENT_TYPE, "application/json");
        }
        let response = self
            .client
            .request(request.body(Full::new(body)).unwrap())
            .await
            .expect("request");
        let status = response.status();
        let headers = response
            .headers()
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_str().unwrap_or("").to_string()))
            .collect();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (status, headers, bytes)
    }

    pub async fn ok(&self, method: Method, url: &str, body: Option<Value>) -> Value {
        let (status, _, bytes) = self.call(method, url, body, &[]).await;
        let value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        assert!(status.is_success(), "{url}: {status} {value}");
        value
    }
}

pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// One student: their token and their socket.
pub struct Student {
    pub id: i64,
    pub token: String,
    pub socket: Option<Socket>,
}

impl Student {
    /// Connects through the first of `bases` (from `start`, round robin)
    /// that takes the socket, as the play page does through a balancer.
    pub async fn connect(&mut self, bases: &[&str], start: usize, code: &str) -> usize {
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut at = start;
        loop {
            let base = bases[at % bases.len()];
            let url = format!("{}/play/{code}/ws", base.replacen("http", "ws", 1));
            let mut request = url.into_client_request().unwrap();
            request.headers_mut().insert(
                header::COOKIE,
                format!("qf_player={}", self.token).parse().unwrap(),
            );
            // As a browser on the page of the server it reached: the host
            // (which checks the origin) may be another process.
            request
                .headers_mut()
                .insert(header::ORIGIN, base.parse().unwrap());
            let attempt = tokio::time::timeout(
                Duration::from_secs(10),
                tokio_tungstenite::connect_async(request),
            )
            .await;
            if let Ok(Ok((socket, _))) = attempt {
                self.socket = Some(socket);
                return at % bases.len();
            }
            assert!(Instant::now() < deadline, "no server took the socket");
            at += 1;
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The next message of one of these kinds; `None` if the socket closed.
    pub async fn next(&mut self, kinds: &[&str]) -> Option<Value> {
        let socket = self.socket.as_mut()?;
        // One deadline for the whole wait: the server's pings must not
        // stretch it.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let frame = tokio::time::timeout_at(deadline, socket.next())
                .await
                .unwrap_or_else(|_| panic!("no {kinds:?} (or close) in time"));
            match frame {
                Some(Ok(Message::Text(text))) => {
                    let value: Value = serde_json::from_str(text.as_str()).unwrap();
                    if kinds.contains(&value["type"].as_str().unwrap_or("")) {
                        return Some(value);
                    }
                }
                Some(Ok(Message::Close(_)) | Err(_)) | None => {
                    self.socket = None;
                    return None;
                }
                Some(Ok(_)) => {}
            }
        }
    }

    pub async fn expect(&mut self, kind: &str) -> Value {
        self.next(&[kind])
            .await
            .unwrap_or_else(|| panic!("socket closed waiting for {kind}"))
    }

    pub async fn answer(&mut self, question: u64, choice: u64) {
        let message = json!({"type": "answer", "question": question, "response": {"type": "choice", "value": choice}});
        self.socket
            .as_mut()
            .expect("connected")
            .send(Message::Text(message.to_string().into()))
            .await
            .expect("send");
    }

    /// Waits until the server closes this socket (its game moved).
    pub async fn closed(&mut self) {
        while self.next(&[]).await.is_some() {}
    }
}

/// A teacher, a two-question live quiz with a two-minute timer, a class,
/// and students joined through every node in turn.
pub struct Game {
    pub api: Api,
    pub id: i64,
    pub code: String,
    pub students: Vec<Student>,
}

pub async fn setup(bases: &[&str], students: usize) -> Game {
    setup_in_mode(bases, students, "live").await
}

/// The same in another mode (`self_paced`: each student moves on alone).
pub async fn setup_in_mode(bases: &[&str], students: usize, mode: &str) -> Game {
    let mut api = Api::new();
    let account = json!({"email": "cluster@school.test", "password": "correct horse battery"});
    api.ok(
        Method::POST,
        &format!("{}/api/v1/signup", bases[0]),
        Some(account.clone()),
    )
    .await;
    let token = api
        .ok(
            Method::POST,
            &format!("{}/api/v1/tokens", bases[1 % bases.len()]),
            Some(account),
        )
        .await;
    api.token = Some(token["token"].as_str().unwrap().to_string());
    let gift = "::a:: 1 + 1? {=2 ~3 ~4}\n\n::b:: 2 + 2? {=4 ~5 ~6}\n";
    let quiz = api
        .ok(
            Method::POST,
            &format!("{}/api/v1/quizzes", bases[0]),
            Some(json!({"text": gift})),
        )
        .await;
    let class = api
        .ok(
            Method::POST,
            &format!("{}/api/v1/classes", bases[0]),
            Some(json!({"name": "9C"})),
        )
        .await;
    let assignment = api
        .ok(
            Method::POST,
            &format!("{}/api/v1/assignments", bases[0]),
            Some(
                json!({"quiz_id": quiz["id"], "class_id": class["id"], "mode": mode,
                        "settings": {"timer_seconds": 120, "shuffle_choices": false}}),
            ),
        )
        .await;
    let id = assignment["id"].as_i64().unwrap();
    let code = assignment["join_code"].as_str().unwrap().to_string();
    let student_api = Api {
        token: None,
        ..api.clone()
    };
    let mut joined = Vec::new();
    for i in 0..students {
        let base = bases[i % bases.len()];
        let player = student_api
            .ok(
                Method::POST,
                &format!("{base}/api/v1/play/{code}/players"),
                Some(json!({"name": format!("S{i}")})),
            )
            .await;
        let mut student = Student {
            id: player["player"].as_i64().unwrap(),
            token: player["token"].as_str().unwrap().to_string(),
            socket: None,
        };
        student.connect(bases, i, &code).await;
        student.expect("welcome").await;
        student.expect("lobby").await;
        joined.push(student);
    }
    Game {
        api,
        id,
        code,
        students: joined,
    }
}

impl Game {
    pub async fn control(&self, base: &str, action: &str) {
        self.api
            .ok(
                Method::POST,
                &format!("{base}/api/v1/assignments/{}/control", self.id),
                Some(json!({"action": action})),
            )
            .await;
    }

    pub async fn results(&self, base: &str) -> Value {
        self.api
            .ok(
                Method::GET,
                &format!("{base}/api/v1/assignments/{}/results", self.id),
                None,
            )
            .await
    }
}

/// Signs the teacher in with the web form and reads the dashboard's first
/// event (the snapshot) through `base`.
pub async fn dashboard_snapshot(base: &str, game: i64) -> Value {
    let api = Api::new();
    let csrf = "c".repeat(64);
    let form = format!("email=cluster%40school.test&password=correct+horse+battery&csrf={csrf}");
    let request = Request::builder()
        .method(Method::POST)
        .uri(format!("{base}/signin"))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::COOKIE, format!("qf_form={csrf}"))
        .body(Full::new(Bytes::from(form)))
        .unwrap();
    let response = api.client.request(request).await.unwrap();
    let session = response
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|v| v.strip_prefix("qf_session="))
        .and_then(|v| v.split(';').next())
        .expect("a session cookie")
        .to_string();
    let request = Request::builder()
        .uri(format!("{base}/assignments/{game}/events"))
        .header(header::COOKIE, format!("qf_session={session}"))
        .body(Full::new(Bytes::new()))
        .unwrap();
    let response = api.client.request(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let mut body = response.into_body();
    let mut text = String::new();
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(20), body.frame())
            .await
            .expect("an event in time")
            .expect("the stream is open")
            .expect("a frame");
        if let Ok(data) = frame.into_data() {
            text.push_str(&String::from_utf8_lossy(&data));
        }
        if let Some(end) = text.find("\n\n") {
            let event = &text[..end];
            assert!(event.starts_with("event: snapshot"), "{event}");
            let data = event
                .lines()
                .find_map(|l| l.strip_prefix("data: "))
                .expect("data");
            return serde_json::from_str(data).unwrap();
        }
    }
}

/// Waits until the game's lease names a host other than `old`.
pub async fn moved_from(db: &Database, game: i64, old: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(host) = db.host_of(game).await
            && host != old
        {
            return host;
        }
        assert!(Instant::now() < deadline, "the game was not taken over");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
