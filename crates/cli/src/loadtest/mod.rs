//! `quizforge loadtest`: plays a live game with N simulated students over
//! the real protocol (HTTP API to set up, one WebSocket per student) and
//! prints a JSON report.
//!
//! It makes its own teacher, quiz, class and assignment through the API,
//! joins every student, then hosts the game: "next question", wait until
//! every student's answer is acknowledged (or the timer and grace are
//! over), "show results", and so on. At the end it reads the stored
//! answers back from the server and compares them, answer by answer
//! (player and question), with what was acknowledged: an acknowledged
//! answer that is not stored is lost, one stored twice is duplicated.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use axum::http::{Method, StatusCode};
use clap::Args;
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use quizforge_core::play::SplitMix64;
use serde_json::{Value, json};
use tokio::sync::{Semaphore, mpsc};

mod api;
mod student;

use api::Api;
use student::Student;

/// What to load the server with.
#[derive(Debug, Clone, Args)]
pub struct LoadtestArgs {
    /// The server, e.g. http://127.0.0.1:8080, or several processes of one
    /// deployment separated by commas (students are spread over them in
    /// turn, and reconnect to the next one when their connection drops).
    #[arg(long)]
    url: String,
    /// How many students play (in each game).
    #[arg(long, default_value_t = 30)]
    players: usize,
    /// How many games are played at once.
    #[arg(long, default_value_t = 1)]
    games: usize,
    /// How many questions the game has.
    #[arg(long, default_value_t = 5)]
    questions: usize,
    /// Every student answers within the same second (the worst case for
    /// the server), instead of after 1 to 8 seconds.
    #[arg(long)]
    burst: bool,
    /// The timer of each question, in seconds.
    #[arg(long, default_value_t = 20)]
    time_limit: u32,
    /// Seeds the students' choices and delays, so runs are repeatable.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How many joins and connections are opened at once.
    #[arg(long, default_value_t = 200)]
    concurrency: usize,
}

/// Runs the load test and prints the report on standard output.
pub fn run(args: &LoadtestArgs) -> Result<()> {
    if args.players == 0 || args.questions == 0 || args.games == 0 {
        bail!("--players, --questions and --games must be at least 1");
    }
    raise_open_files_limit();
    let report = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?
        .block_on(load(args))?;
    println!("{}", serde_json::to_string_pretty(&report)?);
    if report["answers_lost"].as_u64() != Some(0) {
        bail!("acknowledged answers are missing from the store");
    }
    if report["answers_duplicated"].as_u64() != Some(0) {
        bail!("answers are stored more than once");
    }
    Ok(())
}

/// Each socket is a file: ask for as many as the hard limit allows.
fn raise_open_files_limit() {
    if let Ok((_, hard)) = rlimit::Resource::NOFILE.get() {
        let _ = rlimit::Resource::NOFILE.set(hard, hard);
    }
}

/// What the students tell the host.
#[derive(Debug)]
enum Report {
    /// A question reached a student, `at` after the run's start.
    Received { question: u32, at: Duration },
    /// An answer was acknowledged (`fresh` false: a resend of a stored one).
    Acked {
        player: i64,
        question: u32,
        ack: Duration,
        fresh: bool,
    },
    /// An answer was refused.
    Rejected { question: u32, reason: String },
    /// An answer was sent (resends included).
    Sent,
    /// A student's connection failed for good.
    Failed(String),
}

/// What one game measured.
#[derive(Debug, Default)]
struct Played {
    joined: u64,
    connected: u64,
    sent: u64,
    acked: u64,
    resent_acks: u64,
    stored: u64,
    /// Acknowledged answers (player, question) not in the database.
    lost: u64,
    /// Answers (player, question) stored more than once.
    duplicated: u64,
    /// Every answer acknowledged, as (player, question).
    acked_answers: BTreeSet<(i64, u32)>,
    reconnects: u64,
    rejected: BTreeMap<String, u64>,
    acks: Vec<f64>,
    fanouts: Vec<f64>,
    failures: Vec<String>,
    join_seconds: f64,
    connect_seconds: f64,
}

async fn load(args: &LoadtestArgs) -> Result<Value> {
    let bases: Vec<String> = args
        .url
        .split(',')
        .map(|url| url.trim().trim_end_matches('/').to_string())
        .filter(|url| !url.is_empty())
        .collect();
    if bases.is_empty() {
        bail!("--url names no server");
    }
    let client = Client::builder(TokioExecutor::new())
        .pool_max_idle_per_host(args.concurrency)
        .build_http();
    let mut api = Api {
        client,
        bases: Arc::new(bases.clone()),
        start: 0,
        token: None,
    };
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    let email = format!("loadtest-{stamp}@loadtest.invalid");
    let password = format!("load-{stamp}-{}", args.seed);
    api.expect(
        Method::POST,
        "/api/v1/signup",
        Some(json!({ "email": email, "password": password })),
    )
    .await
    .context("making the teacher account")?;
    let token = api
        .expect(
            Method::POST,
            "/api/v1/tokens",
            Some(json!({ "email": email, "password": password })),
        )
        .await?;
    api.token = Some(
        token["token"]
            .as_str()
            .ok_or_else(|| anyhow!("no token in {token}"))?
            .to_string(),
    );
    let quiz = api
        .expect(
            Method::POST,
            "/api/v1/quizzes",
            Some(json!({ "text": gift_quiz(args.questions), "count": args.questions })),
        )
        .await
        .context("making the quiz")?;
    let quiz_id = quiz["id"].as_i64().ok_or_else(|| anyhow!("no quiz id"))?;
    let questions = quiz["questions"].as_array().map_or(0, Vec::len);
    if questions != args.questions {
        bail!(
            "the quiz has {questions} questions, expected {}",
            args.questions
        );
    }
    let class = api
        .expect(
            Method::POST,
            "/api/v1/classes",
            Some(json!({ "name": format!("Load test {stamp}") })),
        )
        .await?;
    let class_id = class["id"].as_i64().ok_or_else(|| anyhow!("no class id"))?;

    let started = Instant::now();
    let gate = Arc::new(Semaphore::new(args.concurrency));
    let mut games = tokio::task::JoinSet::new();
    for game in 0..args.games {
        games.spawn(play_game(
            api.clone(),
            args.clone(),
            quiz_id,
            class_id,
            game,
            Arc::clone(&gate),
        ));
    }
    let mut total = Played::default();
    while let Some(played) = games.join_next().await {
        let played = played??;
        total.joined += played.joined;
        total.connected += played.connected;
        total.sent += played.sent;
        total.acked += played.acked;
        total.resent_acks += played.resent_acks;
        total.stored += played.stored;
        total.lost += played.lost;
        total.duplicated += played.duplicated;
        total.acked_answers.extend(played.acked_answers);
        total.reconnects += played.reconnects;
        for (reason, count) in played.rejected {
            *total.rejected.entry(reason).or_default() += count;
        }
        total.acks.extend(played.acks);
        total.fanouts.extend(played.fanouts);
        total.failures.extend(played.failures);
        total.join_seconds = total.join_seconds.max(played.join_seconds);
        total.connect_seconds = total.connect_seconds.max(played.connect_seconds);
    }
    total.failures.sort();
    total.failures.dedup();
    Ok(json!({
        "url": bases.join(","),
        "games": args.games,
        "players": args.players,
        "questions": args.questions,
        "burst": args.burst,
        "players_joined": total.joined,
        "players_connected": total.connected,
        "answers_expected": total.joined * args.questions as u64,
        "answers_sent": total.sent,
        "answers_acked": total.acked,
        "answers_acked_again": total.resent_acks,
        "answers_rejected": total.rejected,
        "answers_stored": total.stored,
        "answers_acked_distinct": total.acked_answers.len(),
        "answers_lost": total.lost,
        "answers_duplicated": total.duplicated,
        "reconnects": total.reconnects,
        "ack_ms": percentiles(&mut total.acks),
        "fanout_ms": percentiles(&mut total.fanouts),
        "join_seconds": round(total.join_seconds),
        "connect_seconds": round(total.connect_seconds),
        "total_seconds": round(started.elapsed().as_secs_f64()),
        "failures": total.failures.into_iter().take(10).collect::<Vec<_>>(),
    }))
}

/// Plays one game: assigns the quiz, joins and connects its students
/// (spread over the servers in turn), hosts it, reads its answers back.
async fn play_game(
    api: Api,
    args: LoadtestArgs,
    quiz_id: i64,
    class_id: i64,
    game: usize,
    gate: Arc<Semaphore>,
) -> Result<Played> {
    // Each game's teacher starts on another server.
    let api = Api { start: game, ..api };
    let assignment = api
        .expect(
            Method::POST,
            "/api/v1/assignments",
            Some(json!({
                "quiz_id": quiz_id,
                "class_id": class_id,
                "mode": "live",
                "settings": { "timer_seconds": args.time_limit },
            })),
        )
        .await
        .context("assigning the quiz")?;
    let assignment_id = assignment["id"]
        .as_i64()
        .ok_or_else(|| anyhow!("no assignment id"))?;
    let code = assignment["join_code"]
        .as_str()
        .ok_or_else(|| anyhow!("no join code"))?
        .to_string();
    // The teacher opens the game first, as from the assignments page: on
    // several servers, the one this teacher reaches takes the game (each
    // game's teacher starts on another server, as a balancer would spread
    // them), rather than whichever server its first student reaches.
    api.expect(
        Method::GET,
        &format!("/api/v1/assignments/{assignment_id}"),
        None,
    )
    .await
    .context("opening the game")?;

    // Join everyone, a bounded number at a time, each through the next
    // server in turn (and the one after if it fails).
    let started = Instant::now();
    let mut joins = tokio::task::JoinSet::new();
    for index in 0..args.players {
        let api = Api {
            token: None,
            ..api.clone()
        };
        let gate = Arc::clone(&gate);
        let code = code.clone();
        joins.spawn(async move {
            let _permit = gate.acquire_owned().await;
            let mut name = format!("Student {:05}", index + 1);
            let mut last = None;
            // A student keeps trying, on the other servers too, for longer
            // than a failover takes (a game's host may die while its class
            // is still joining; another takes it over within the lease
            // time, 3 s by default). A deadline rather than a count of
            // tries: on a loaded machine each try takes longer.
            let deadline = Instant::now() + Duration::from_secs(30);
            for attempt in 0.. {
                if attempt > 0 && Instant::now() > deadline {
                    break;
                }
                let body = json!({ "name": name });
                match api
                    .call_at(
                        index + attempt,
                        Method::POST,
                        &format!("/api/v1/play/{code}/players"),
                        Some(&body),
                    )
                    .await
                {
                    Ok((status, value)) if status == StatusCode::CREATED => {
                        let token = value["token"].as_str()?.to_string();
                        return Some((index, token, value["player"].as_i64()?));
                    }
                    // The name is taken: most likely by this student's own
                    // earlier try, whose answer was lost with a server that
                    // died after storing it. A student told so picks
                    // another name, as a real one would.
                    Ok((status, value)) if status == StatusCode::CONFLICT => {
                        name = format!("Student {:05} ({})", index + 1, attempt + 1);
                        last = Some(format!("{status} {value}"));
                    }
                    Ok((status, value)) => last = Some(format!("{status} {value}")),
                    Err(error) => last = Some(error.to_string()),
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            eprintln!("loadtest: student {index} could not join: {last:?}");
            None
        });
    }
    let mut tokens = BTreeMap::new();
    while let Some(joined) = joins.join_next().await {
        if let Some((index, token, player)) = joined? {
            tokens.insert(index, (token, player));
        }
    }
    let join_seconds = started.elapsed().as_secs_f64();

    // Connect everyone.
    let (reports, mut inbox) = mpsc::unbounded_channel();
    let urls: Arc<Vec<String>> = Arc::new(
        api.bases
            .iter()
            .map(|base| format!("{}/play/{code}/ws", base.replacen("http", "ws", 1)))
            .collect(),
    );
    let connected = Arc::new(AtomicU64::new(0));
    let reconnects = Arc::new(AtomicU64::new(0));
    let origin = Instant::now();
    for (index, (token, player)) in &tokens {
        let student = Student {
            urls: Arc::clone(&urls),
            start: *index,
            token: token.clone(),
            player: *player,
            rng: SplitMix64::new(
                args.seed
                    .wrapping_mul(1_000_003)
                    .wrapping_add((game * 1_000_000 + *index) as u64),
            ),
            burst: args.burst,
            reports: reports.clone(),
            origin,
            connected: Arc::clone(&connected),
            reconnects: Arc::clone(&reconnects),
            gate: Arc::clone(&gate),
            received: std::collections::BTreeSet::new(),
        };
        tokio::spawn(student.play());
    }
    drop(reports);
    let players = tokens.len() as u64;
    let wait_from = Instant::now();
    while connected.load(Ordering::Relaxed) < players
        && wait_from.elapsed() < Duration::from_secs(120)
    {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let connect_seconds = wait_from.elapsed().as_secs_f64();

    // Host the game.
    let mut played = Played {
        joined: players,
        join_seconds,
        connect_seconds,
        ..Played::default()
    };
    // An action whose answer was lost (its server died after storing it)
    // is refused when sent again (409): the game's state says whether it
    // was applied.
    let control = |action: &'static str, question: u32| {
        let api = api.clone();
        async move {
            let error = match api
                .expect(
                    Method::POST,
                    &format!("/api/v1/assignments/{assignment_id}/control"),
                    Some(json!({ "action": action })),
                )
                .await
            {
                Ok(value) => return Ok(value),
                Err(error) => error,
            };
            let read = api
                .expect(
                    Method::GET,
                    &format!("/api/v1/assignments/{assignment_id}"),
                    None,
                )
                .await?;
            let state = &read["state"];
            let applied = match action {
                "start" | "next" => state["phase"] == "question" && state["question"] == question,
                "reveal" => state["phase"] == "results" && state["question"] == question,
                _ => state["phase"] == "ended",
            };
            if applied { Ok(read) } else { Err(error) }
        }
    };
    let limit = Duration::from_secs(u64::from(args.time_limit)) + Duration::from_secs(5);
    for question in 0..args.questions as u32 {
        let asked_at = origin.elapsed();
        control(if question == 0 { "start" } else { "next" }, question).await?;
        let deadline = Instant::now() + limit;
        let mut settled = 0u64;
        while settled < players {
            let report = match tokio::time::timeout_at(deadline.into(), inbox.recv()).await {
                Ok(Some(report)) => report,
                Ok(None) | Err(_) => break,
            };
            if played.note(report, Some((question, asked_at))) {
                settled += 1;
            }
        }
        control("reveal", question).await?;
    }
    control("end", 0).await?;
    // Let the last reports in.
    while let Ok(Some(report)) =
        tokio::time::timeout(Duration::from_millis(500), inbox.recv()).await
    {
        played.note(report, None);
    }
    let results = api
        .expect(
            Method::GET,
            &format!("/api/v1/assignments/{assignment_id}/results"),
            None,
        )
        .await
        .context("reading the stored answers back")?;
    played.stored = results["answers_stored"].as_u64().unwrap_or(0);
    // Answer by answer: every acknowledged answer must be stored, once.
    let mut stored: BTreeMap<(i64, u32), u64> = BTreeMap::new();
    for answer in results["answers"].as_array().into_iter().flatten() {
        let (Some(player), Some(question)) =
            (answer["player"].as_i64(), answer["question"].as_u64())
        else {
            bail!("a stored answer without player or question: {answer}");
        };
        *stored.entry((player, question as u32)).or_default() += 1;
    }
    played.lost = played
        .acked_answers
        .iter()
        .filter(|key| !stored.contains_key(key))
        .count() as u64;
    played.duplicated = stored.values().filter(|&&n| n > 1).count() as u64;
    played.connected = connected.load(Ordering::Relaxed);
    played.reconnects = reconnects.load(Ordering::Relaxed);
    Ok(played)
}

impl Played {
    /// Counts one report; true when it settles a student's answer to the
    /// current question (`current`: its index and when it was asked).
    fn note(&mut self, report: Report, current: Option<(u32, Duration)>) -> bool {
        let now = current.map(|(q, _)| q);
        match report {
            Report::Received { question, at } => {
                if let Some((q, asked_at)) = current
                    && q == question
                {
                    self.fanouts
                        .push(at.saturating_sub(asked_at).as_secs_f64() * 1000.0);
                }
                false
            }
            Report::Sent => {
                self.sent += 1;
                false
            }
            Report::Acked {
                player,
                question,
                ack,
                fresh,
            } => {
                self.acks.push(ack.as_secs_f64() * 1000.0);
                self.acked_answers.insert((player, question));
                if fresh {
                    self.acked += 1;
                } else {
                    self.resent_acks += 1;
                }
                // A resend's acknowledgement settles it too (the first
                // was lost with its connection).
                now == Some(question)
            }
            Report::Rejected { question, reason } => {
                *self.rejected.entry(reason).or_default() += 1;
                now == Some(question)
            }
            Report::Failed(error) => {
                self.failures.push(error);
                now.is_some()
            }
        }
    }
}

fn round(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn percentiles(values: &mut [f64]) -> Value {
    if values.is_empty() {
        return json!({ "count": 0 });
    }
    values.sort_by(f64::total_cmp);
    let at = |p: f64| values[((values.len() - 1) as f64 * p).round() as usize];
    json!({
        "count": values.len(),
        "p50": round(at(0.50)),
        "p99": round(at(0.99)),
        "max": round(values[values.len() - 1]),
    })
}

/// A GIFT quiz of `n` four-choice questions.
fn gift_quiz(n: usize) -> String {
    (1..=n)
        .map(|i| {
            format!(
                "::Q{i}:: What is {i} + {i}? {{={} ~{} ~{} ~{}}}\n\n",
                2 * i,
                2 * i + 1,
                2 * i + 2,
                2 * i + 3
            )
        })
        .collect()
}
