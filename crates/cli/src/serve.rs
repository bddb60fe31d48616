//! `quizforge serve`: the teacher's web app.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Args;
use quizforge_server::{AppState, Config};
use quizforge_store::AnyStore;

/// Where the app keeps its data and where it listens.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The folder for the SQLite database and uploaded media (made if missing).
    #[arg(long, default_value = "quizforge-data")]
    data: PathBuf,
    /// Use this database instead: `postgres://user:password@host/db` or `sqlite:PATH`.
    #[arg(long)]
    database_url: Option<String>,
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    bind: SocketAddr,
    /// Also make a demo account holding a few sample quizzes.
    #[arg(long)]
    demo: bool,
    /// Mark cookies `Secure`: set this when the app is reached over HTTPS.
    #[arg(long)]
    secure_cookies: bool,
    /// Seconds a client has to send a request's headers (and a keep-alive
    /// connection may sit idle) before it is closed.
    #[arg(long, default_value_t = 10)]
    header_timeout: u64,
    /// Seconds a request's body may take to arrive after its headers (an
    /// upload of up to 10 MB from a slow classroom link included); past
    /// it the request is answered 408 and the connection closed.
    #[arg(long, default_value_t = 60)]
    body_timeout: u64,
    /// Seconds of CPU time the reader of one uploaded file may use; its
    /// wall time is twice that. Past either the teacher is told the file
    /// took too long.
    #[arg(long, default_value_t = 30)]
    max_intake_seconds: u64,
    /// Connections one address may hold at once (raise it behind a reverse
    /// proxy, where every client has the proxy's address).
    #[arg(long, default_value_t = 256)]
    max_connections_per_address: usize,
    /// Files (PDF, Word, spreadsheets…) read at once; past it, teachers are
    /// asked to try again in a moment.
    #[arg(long, default_value_t = 2)]
    max_intakes: usize,
    /// On PostgreSQL: the address (`host:port`) the other quizforge
    /// processes reach this one at, to forward a game's students and
    /// teacher to the process hosting it. Defaults to the bound address
    /// (127.0.0.1 when bound to every interface).
    #[arg(long)]
    advertise: Option<String>,
    /// On PostgreSQL: how long a game's lease lasts without renewal, in
    /// milliseconds. A process that dies has its games taken over within
    /// about this time; renewals run four times as often.
    #[arg(long, env = "QUIZFORGE_LEASE_MS", default_value_t = 3000)]
    lease_ms: u64,
    /// On PostgreSQL, after SIGTERM: how long to keep serving (forwarding
    /// to the games' new hosts) while the load balancer stops sending
    /// requests here, in seconds.
    #[arg(long, env = "QUIZFORGE_DRAIN_SECONDS", default_value_t = 5)]
    drain_seconds: u64,
    /// Turn off the rate limits on joins, code lookups, sign-ups and
    /// roster PINs (docs/SECURITY.md): only for load tests, which join
    /// thousands of players from one address.
    #[arg(long)]
    no_rate_limits: bool,
    /// A reverse proxy (an address, or a network like 10.0.0.0/8) whose
    /// `X-Forwarded-For` names the client, so that sign-in back-off and
    /// rate limits count each pupil and teacher, not the proxy. Repeat it
    /// for several. From any other address the header is ignored.
    #[arg(long = "trusted-proxy", value_name = "ADDRESS[/BITS]")]
    trusted_proxies: Vec<quizforge_server::proxy::TrustedProxy>,
}

/// Runs the server until Ctrl-C (or SIGTERM), then finishes the requests in
/// flight and closes the database.
pub fn run(args: &ServeArgs) -> Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr)
        .init();
    // Every socket is a file descriptor: the usual soft limit of 1,024 is
    // less than a few classes need, so take what the hard limit allows.
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => eprintln!("quizforge: up to {limit} open files"),
        Err(error) => eprintln!("quizforge: cannot raise the open-file limit: {error}"),
    }
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?
        .block_on(serve(args))
}

/// How often each process looks for follow-ups due to go out.
const FOLLOW_UP_SWEEP_SECS: u64 = 30;

async fn serve(args: &ServeArgs) -> Result<()> {
    // Bound first, so that a process given port 0 knows (and tells the
    // others, through its leases) the port it got. Connections made before
    // the server is ready wait in the listen queue.
    let listener = tokio::net::TcpListener::bind(args.bind)
        .await
        .with_context(|| format!("listening on {}", args.bind))?;
    let address = listener.local_addr().context("reading the bound address")?;
    let media = args.data.join("media");
    std::fs::create_dir_all(&media)
        .with_context(|| format!("making the data folder {}", args.data.display()))?;
    let url = match &args.database_url {
        Some(url) => url.clone(),
        None => format!("sqlite:{}", args.data.join("quizforge.sqlite3").display()),
    };
    let store = AnyStore::connect(&url)
        .await
        .context("opening the database (migrations run on start)")?;
    let backend = store.backend();
    // Uploaded files are read by this same binary in a child process
    // (`quizforge extract-text`), so no file can take the server down.
    let exe = std::env::current_exe().context("finding the quizforge binary")?;
    let leases = matches!(store, AnyStore::Postgres(_)).then(|| lease_settings(args, address));
    let config = Config {
        leases: leases.clone(),
        secure_cookies: args.secure_cookies,
        media_dir: Some(media),
        intake: quizforge_intake::Isolation::Worker(exe),
        max_intakes: args.max_intakes.max(1),
        intake_limits: intake_limits(args.max_intake_seconds),
        library_dir: Some(args.data.join(crate::reindex::INDEX_FOLDER)),
        rate_limits: if args.no_rate_limits {
            quizforge_server::ratelimit::RateLimits::off()
        } else {
            quizforge_server::ratelimit::RateLimits::default()
        },
        trusted_proxies: args.trusted_proxies.clone(),
        ..Config::default()
    };
    let state = AppState::new(store, config);
    // The search index catches up with the database (or is rebuilt from
    // it) before the first request, then follows every process's changes.
    let synced = state
        .library
        .sync(state.store.as_ref())
        .await
        .context("bringing the search index up to date")?;
    if synced.rebuilt {
        eprintln!(
            "quizforge: search index rebuilt from the database ({} quizzes)",
            synced.applied
        );
    }
    if state.library.folder().is_none() {
        eprintln!(
            "quizforge: the search index is kept in memory (its folder is in use by another process)"
        );
    }
    let _follower = state.library.follow(
        std::sync::Arc::clone(&state.store),
        Duration::from_millis(crate::reindex::FOLLOW_MILLIS),
    );
    // Follow-ups set to go out on their own: homework past its due time,
    // and games whose process died before sending them (issue 13). Every
    // process sweeps; the store lets only one send each game's.
    quizforge_server::results::start_sweep(&state, Duration::from_secs(FOLLOW_UP_SWEEP_SECS));
    // Large games' results snapshots kept fresh while answers come in, so
    // that a report read first on any process starts from a recent one.
    quizforge_server::results::start_keeper(&state);
    let resumed = state
        .games
        .preload()
        .await
        .context("loading the games in progress")?;
    if args.demo {
        quizforge_server::demo::load(&state)
            .await
            .map_err(|error| anyhow::anyhow!("loading the demo quizzes: {}", error.message()))?;
    }
    eprintln!("quizforge: data in {} ({backend})", args.data.display());
    if let Some(leases) = &leases {
        eprintln!(
            "quizforge: one of several processes: games hosted under {} ms leases, reached at {}",
            leases.ttl.as_millis(),
            leases.address
        );
    }
    if resumed > 0 {
        eprintln!("quizforge: {resumed} game(s) in progress resumed");
    }
    if args.demo {
        eprintln!(
            "quizforge: demo account {} / password {}",
            quizforge_server::demo::DEMO_EMAIL,
            quizforge_server::demo::DEMO_PASSWORD
        );
    }
    println!("quizforge is serving http://{address}  (Ctrl-C to stop)");
    let grace = if leases.is_some() {
        Duration::from_secs(args.drain_seconds)
    } else {
        Duration::ZERO
    };
    let limits = crate::listen::ConnectionLimits {
        header_timeout: Duration::from_secs(args.header_timeout.max(1)),
        per_address: args.max_connections_per_address.max(1),
        body_timeout: Duration::from_secs(args.body_timeout.max(1)),
    };
    crate::listen::serve(
        listener,
        quizforge_server::router(state.clone()),
        limits,
        drain(state.clone(), grace),
        Duration::from_secs(10),
    )
    .await;
    state.store.close().await;
    eprintln!("quizforge: stopped");
    Ok(())
}

/// The web app's intake limits with the reader's CPU time set to
/// `seconds` (at least 1) and its wall time to twice that.
fn intake_limits(seconds: u64) -> quizforge_intake::Limits {
    let seconds = seconds.max(1);
    quizforge_intake::Limits {
        cpu_seconds: seconds,
        wall_time: Duration::from_secs(seconds.saturating_mul(2)),
        ..Config::default().intake_limits
    }
}

/// This process's lease settings: a random id, the address it announces.
fn lease_settings(
    args: &ServeArgs,
    bound: std::net::SocketAddr,
) -> quizforge_server::play::LeaseSettings {
    let address = args.advertise.clone().unwrap_or_else(|| {
        let mut bind = bound;
        if bind.ip().is_unspecified() {
            eprintln!(
                "quizforge: bound to every interface; other processes are told 127.0.0.1 (set --advertise)"
            );
            bind.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
        }
        bind.to_string()
    });
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    quizforge_server::play::LeaseSettings {
        node: format!("{address}/{}/{nanos:x}", std::process::id()),
        address,
        ttl: Duration::from_millis(args.lease_ms.max(200)),
    }
}

/// Resolves when the server should stop accepting connections: after
/// Ctrl-C or SIGTERM, this process drains first (`/readyz` answers 503
/// "draining", its games' leases are given up once their last answers are
/// stored, and their students reconnect to the processes taking them
/// over), then keeps forwarding for `grace` while the balancer moves on.
async fn drain(state: AppState, grace: Duration) {
    shutdown_signal().await;
    eprintln!("quizforge: draining");
    state.games.drain().await;
    tokio::time::sleep(grace).await;
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(signal) => signal,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}
