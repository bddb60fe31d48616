//! Several real `quizforge serve` processes on one PostgreSQL database:
//! students connected through all three, the game's host killed with
//! SIGKILL mid-question, paused past its lease with SIGSTOP, drained with
//! SIGTERM. Each test makes its own database (the role may CREATEDB) from
//! `QUIZFORGE_TEST_POSTGRES_URL`; without it they skip loudly, and under
//! `CI` they fail.

use std::net::TcpListener;
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
const LEASE_MS: &str = "3000";

/// A fresh database for one test, dropped at the end.
struct Database {
    admin: String,
    name: String,
    url: String,
}

impl Database {
    async fn make(test: &str) -> Option<Database> {
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
        Some(Database { admin, name, url })
    }

    /// The address of the process holding the game's lease.
    async fn host_of(&self, game: i64) -> Option<String> {
        let mut conn = sqlx::PgConnection::connect(&self.url).await.unwrap();
        sqlx::query_scalar::<_, String>("SELECT address FROM game_leases WHERE assignment_id = $1")
            .bind(game)
            .fetch_optional(&mut conn)
            .await
            .unwrap()
    }

    async fn answers_of(&self, player: i64) -> i64 {
        let mut conn = sqlx::PgConnection::connect(&self.url).await.unwrap();
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM answers WHERE player_id = $1")
            .bind(player)
            .fetch_one(&mut conn)
            .await
            .unwrap()
    }

    async fn drop(self) {
        let mut conn = sqlx::PgConnection::connect(&self.admin).await.unwrap();
        let drop = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
        let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(drop))
            .execute(&mut conn)
            .await;
    }
}

/// A `quizforge serve` process on the shared database.
struct Node {
    child: Child,
    base: String,
    address: String,
    data: std::path::PathBuf,
}

impl Node {
    fn start(url: &str, test: &str, drain_seconds: u64) -> Node {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .expect("a free port");
        let data = std::env::temp_dir().join(format!(
            "quizforge-cluster-{test}-{}-{port}",
            std::process::id()
        ));
        std::fs::create_dir_all(&data).unwrap();
        let address = format!("127.0.0.1:{port}");
        let log = std::fs::File::create(data.join("serve.log")).unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_quizforge"))
            .args(["serve", "--database-url", url, "--bind", &address, "--data"])
            .arg(&data)
            .args(["--lease-ms", LEASE_MS])
            .args(["--drain-seconds", &drain_seconds.to_string()])
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("start the server");
        let deadline = Instant::now() + Duration::from_secs(60);
        while std::net::TcpStream::connect(&address).is_err() {
            assert!(Instant::now() < deadline, "the server did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
        Node {
            child,
            base: format!("http://{address}"),
            address,
            data,
        }
    }

    fn signal(&self, name: &str) {
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
struct Api {
    client: Client<HttpConnector, Full<Bytes>>,
    token: Option<String>,
}

impl Api {
    fn new() -> Api {
        Api {
            client: Client::builder(TokioExecutor::new()).build_http(),
            token: None,
        }
    }

    async fn call(
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

    async fn ok(&self, method: Method, url: &str, body: Option<Value>) -> Value {
        let (status, _, bytes) = self.call(method, url, body, &[]).await;
        let value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        assert!(status.is_success(), "{url}: {status} {value}");
        value
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// One student: their token and their socket.
struct Student {
    id: i64,
    token: String,
    socket: Option<Socket>,
}

impl Student {
    /// Connects through the first of `bases` (from `start`, round robin)
    /// that takes the socket, as the play page does through a balancer.
    async fn connect(&mut self, bases: &[&str], start: usize, code: &str) -> usize {
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
    async fn next(&mut self, kinds: &[&str]) -> Option<Value> {
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

    async fn expect(&mut self, kind: &str) -> Value {
        self.next(&[kind])
            .await
            .unwrap_or_else(|| panic!("socket closed waiting for {kind}"))
    }

    async fn answer(&mut self, question: u64, choice: u64) {
        let message = json!({"type": "answer", "question": question, "response": {"type": "choice", "value": choice}});
        self.socket
            .as_mut()
            .expect("connected")
            .send(Message::Text(message.to_string().into()))
            .await
            .expect("send");
    }

    /// Waits until the server closes this socket (its game moved).
    async fn closed(&mut self) {
        while self.next(&[]).await.is_some() {}
    }
}

/// A teacher, a two-question live quiz with a two-minute timer, a class,
/// and students joined through every node in turn.
struct Game {
    api: Api,
    id: i64,
    code: String,
    students: Vec<Student>,
}

async fn setup(bases: &[&str], students: usize) -> Game {
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
                json!({"quiz_id": quiz["id"], "class_id": class["id"], "mode": "live",
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
    async fn control(&self, base: &str, action: &str) {
        self.api
            .ok(
                Method::POST,
                &format!("{base}/api/v1/assignments/{}/control", self.id),
                Some(json!({"action": action})),
            )
            .await;
    }

    async fn results(&self, base: &str) -> Value {
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
async fn dashboard_snapshot(base: &str, game: i64) -> Value {
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
async fn moved_from(db: &Database, game: i64, old: &str) -> String {
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_killed_mid_question_its_game_goes_on_elsewhere_with_every_answer() {
    let Some(db) = Database::make("kill").await else {
        return;
    };
    let mut nodes: Vec<Option<Node>> = (0..3)
        .map(|_| Some(Node::start(&db.url, "kill", 1)))
        .collect();
    let bases: Vec<String> = nodes.iter().flatten().map(|n| n.base.clone()).collect();
    let all: Vec<&str> = bases.iter().map(String::as_str).collect();
    let mut game = setup(&all, 9).await;
    game.control(all[1], "start").await;
    let mut remaining = Vec::new();
    for student in &mut game.students {
        let question = student.expect("question").await;
        assert_eq!(question["question"]["index"], 0);
        remaining.push(question["remaining_ms"].as_i64().unwrap());
    }
    // Five answer and are acknowledged: stored.
    for (i, student) in game.students.iter_mut().enumerate().take(5) {
        student.answer(0, (i % 3) as u64).await;
        assert_eq!(student.expect("ack").await["fresh"], true);
    }
    let host = db.host_of(game.id).await.expect("a host");
    let dead = nodes
        .iter()
        .position(|n| n.as_ref().is_some_and(|n| n.address == host))
        .expect("the host is one of ours");
    // kill -9: no goodbye.
    let mut killed = nodes[dead].take().unwrap();
    killed.child.kill().unwrap();
    killed.child.wait().unwrap();
    let alive: Vec<&str> = (0..3).filter(|i| *i != dead).map(|i| all[i]).collect();

    // Every student's socket drops; each reconnects through a balancer
    // (any live node) and finds the same question, its timer running on.
    for (i, student) in game.students.iter_mut().enumerate() {
        student.closed().await;
        student.connect(&alive, i, &game.code).await;
        let welcome = student.expect("welcome").await;
        assert_eq!(welcome["answered"], u64::from(i < 5));
        let question = student.expect("question").await;
        assert_eq!(question["question"]["index"], 0);
        assert_eq!(question["answered"], i < 5, "student {i}");
        let left = question["remaining_ms"].as_i64().unwrap();
        assert!(
            left > 0 && left <= remaining[i],
            "the timer went on: {left}"
        );
    }
    let new_host = db.host_of(game.id).await.unwrap();
    assert_ne!(new_host, host);
    // The acknowledged answers are sent again (as a page whose ack was
    // lost would): stored, not counted twice. The others answer now.
    for (i, student) in game.students.iter_mut().enumerate() {
        student.answer(0, (i % 3) as u64).await;
        let ack = student.expect("ack").await;
        assert_eq!(ack["fresh"], i >= 5, "student {i}");
    }
    // The dashboard (through any node) shows everything.
    let snapshot = dashboard_snapshot(alive[0], game.id).await;
    assert_eq!(snapshot["players"].as_array().unwrap().len(), 9);
    assert_eq!(snapshot["answers"].as_array().unwrap().len(), 9);
    assert_eq!(snapshot["state"]["question"], 0);
    // The game goes on: the next question reaches everyone.
    game.control(alive[1], "next").await;
    for student in &mut game.students {
        assert_eq!(student.expect("question").await["question"]["index"], 1);
        student.answer(1, 0).await;
        assert_eq!(student.expect("ack").await["fresh"], true);
    }
    let results = game.results(alive[0]).await;
    assert_eq!(
        results["answers_stored"], 18,
        "each acknowledged answer once"
    );
    for player in results["players"].as_array().unwrap() {
        assert_eq!(player["answers"], 2, "{player}");
    }
    drop(nodes);
    db.drop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_paused_past_its_lease_has_its_late_answers_refused() {
    let Some(db) = Database::make("stop").await else {
        return;
    };
    let nodes: Vec<Node> = (0..3).map(|_| Node::start(&db.url, "stop", 1)).collect();
    let all: Vec<&str> = nodes.iter().map(|n| n.base.as_str()).collect();
    let mut game = setup(&all, 3).await;
    game.control(all[2], "start").await;
    for student in &mut game.students {
        student.expect("question").await;
    }
    let host = db.host_of(game.id).await.expect("a host");
    let stopped = nodes.iter().position(|n| n.address == host).unwrap();
    let others: Vec<&str> = (0..3).filter(|i| *i != stopped).map(|i| all[i]).collect();
    // A student talking to the host itself.
    let mut late = Student {
        id: game.students[0].id,
        token: game.students[0].token.clone(),
        socket: None,
    };
    late.connect(&all, stopped, &game.code).await;
    late.expect("question").await;

    nodes[stopped].signal("STOP");
    let new_host = moved_from(&db, game.id, &host).await;
    assert_ne!(new_host, host);
    // The answer reaches the paused host, which wakes up after another
    // took its game: it must not store it, nor acknowledge it.
    late.answer(0, 0).await;
    nodes[stopped].signal("CONT");
    match late.next(&["ack", "rejected"]).await {
        None => {}
        Some(reply) => assert_eq!(reply["reason"], "not_saved", "{reply}"),
    }
    assert_eq!(db.answers_of(late.id).await, 0, "a late write was refused");
    // Sent again through the game's new host, it is stored once.
    late.socket = None;
    late.connect(&others, 0, &game.code).await;
    late.answer(0, 0).await;
    assert_eq!(late.expect("ack").await["fresh"], true);
    assert_eq!(db.answers_of(late.id).await, 1);
    let results = game.results(others[0]).await;
    assert_eq!(results["answers_stored"], 1);
    drop(nodes);
    db.drop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drained_host_hands_its_game_over_without_a_student_error() {
    let Some(db) = Database::make("drain").await else {
        return;
    };
    let mut nodes: Vec<Node> = (0..3).map(|_| Node::start(&db.url, "drain", 3)).collect();
    let all: Vec<String> = nodes.iter().map(|n| n.base.clone()).collect();
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    let mut game = setup(&all, 6).await;
    game.control(all[0], "start").await;
    for student in &mut game.students {
        student.expect("question").await;
    }
    let host = db.host_of(game.id).await.expect("a host");
    let drained = nodes.iter().position(|n| n.address == host).unwrap();
    let others: Vec<&str> = (0..3).filter(|i| *i != drained).map(|i| all[i]).collect();
    nodes[drained].signal("TERM");
    // The balancer is told to send nothing new there.
    let api = Api::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (status, _, body) = api
            .call(Method::GET, &format!("{}/readyz", all[drained]), None, &[])
            .await;
        if status == StatusCode::SERVICE_UNAVAILABLE {
            assert_eq!(String::from_utf8_lossy(&body), "draining\n");
            break;
        }
        assert!(Instant::now() < deadline, "/readyz never said draining");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    for base in &others {
        let (status, _, _) = api
            .call(Method::GET, &format!("{base}/readyz"), None, &[])
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    // Every socket closes and reconnects; every answer is taken, none
    // refused.
    for (i, student) in game.students.iter_mut().enumerate() {
        student.closed().await;
        student.connect(&others, i, &game.code).await;
        let question = student.expect("question").await;
        assert_eq!(question["question"]["index"], 0);
        student.answer(0, 1).await;
        let reply = student.next(&["ack", "rejected"]).await.expect("a reply");
        assert_eq!(reply["type"], "ack", "{reply}");
        assert_eq!(reply["fresh"], true);
    }
    assert_ne!(moved_from(&db, game.id, &host).await, host);
    let status = nodes[drained].child.wait().unwrap();
    assert!(status.success(), "a drained server exits cleanly: {status}");
    let results = game.results(others[0]).await;
    assert_eq!(results["answers_stored"], 6);
    drop(nodes);
    db.drop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_load_tool_spreads_games_over_three_servers_and_survives_a_kill() {
    let Some(db) = Database::make("load").await else {
        return;
    };
    let mut nodes: Vec<Option<Node>> = (0..3)
        .map(|_| Some(Node::start(&db.url, "load", 1)))
        .collect();
    let urls: Vec<String> = nodes.iter().flatten().map(|n| n.base.clone()).collect();
    let loadtest = Command::new(env!("CARGO_BIN_EXE_quizforge"))
        .args([
            "loadtest",
            "--url",
            &urls.join(","),
            "--games",
            "2",
            "--players",
            "12",
        ])
        .args([
            "--questions",
            "3",
            "--time-limit",
            "12",
            "--concurrency",
            "24",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run loadtest");
    // Once a game is asking its first question, its host is killed.
    let deadline = Instant::now() + Duration::from_secs(60);
    let host = loop {
        let mut conn = sqlx::PgConnection::connect(&db.url).await.unwrap();
        let asking: Option<String> = sqlx::query_scalar(
            "SELECT l.address FROM game_leases l JOIN assignments a ON a.id = l.assignment_id \
             WHERE a.phase = 'question' ORDER BY a.id LIMIT 1",
        )
        .fetch_optional(&mut conn)
        .await
        .unwrap();
        if let Some(host) = asking {
            break host;
        }
        assert!(Instant::now() < deadline, "no game started");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let dead = nodes
        .iter()
        .position(|n| n.as_ref().is_some_and(|n| n.address == host))
        .unwrap();
    let mut killed = nodes[dead].take().unwrap();
    killed.child.kill().unwrap();
    killed.child.wait().unwrap();
    let output = tokio::task::spawn_blocking(move || loadtest.wait_with_output())
        .await
        .unwrap()
        .unwrap();
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or(Value::Null);
    assert!(
        output.status.success(),
        "{report}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(report["games"], 2);
    assert_eq!(report["players_joined"], 24);
    assert_eq!(report["answers_lost"], 0, "{report}");
    assert!(report["reconnects"].as_u64().unwrap() > 0, "{report}");
    // An answer stored just before the kill may have lost its ack: its
    // resend is acknowledged as already stored, never stored twice.
    let stored = report["answers_stored"].as_u64().unwrap();
    let acked = report["answers_acked"].as_u64().unwrap();
    let again = report["answers_acked_again"].as_u64().unwrap();
    assert!(acked <= stored && stored <= acked + again, "{report}");
    drop(nodes);
    db.drop().await;
}
