//! The browser-test harness shared by every test in `tests/`: a scratch
//! directory, the screenshot directory, the real app on a free loopback
//! port, ChromeDriver, headless Chromium sessions, and the few waits and
//! clicks the tests are written with.
//!
//! Without `/usr/bin/chromium` and `/usr/bin/chromedriver`,
//! [`browser_available`] says loudly that a test is skipped, unless `CI` is
//! set: then it fails, so CI cannot pass without running the browser tests
//! (`.ci/run` installs both).

use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use quizforge_server::{AppState, Config};
use quizforge_store::AnyStore;
use serde_json::json;

/// Chromium, as Debian installs it.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// ChromeDriver, as Debian installs it.
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// A child process started as the leader of its own process group, killed
/// with the whole group when dropped.
///
/// ChromeDriver's Chromium processes stay in its group. Killing the driver
/// alone left every browser it had opened running: about a hundred orphaned
/// Chromium processes per test run, which slowed later runs on the machine.
pub struct Killed(Child);

impl Killed {
    /// Starts `command` as a new process group.
    fn spawn(command: &mut Command) -> std::io::Result<Killed> {
        use std::os::unix::process::CommandExt;
        command.process_group(0).spawn().map(Killed)
    }
}

impl Drop for Killed {
    fn drop(&mut self) {
        // The group's id is the leader's pid (`process_group(0)`).
        let group = format!("-{}", self.0.id());
        let _ = Command::new("kill")
            .args(["-KILL", "--", &group])
            .stderr(Stdio::null())
            .status();
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Whether Chromium and ChromeDriver are there; says loudly that `what` is
/// skipped when not, and panics instead under `CI`.
pub fn browser_available(what: &str) -> bool {
    let present = Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists();
    if !present {
        if std::env::var_os("CI").is_some() {
            panic!(
                "CI is set but {CHROMIUM} or {CHROMEDRIVER} is missing: .ci/run must install chromium and chromium-driver"
            );
        }
        // Straight to standard error: the test harness captures
        // `eprintln!` of a passing test, and a skip must be seen.
        use std::io::Write;
        writeln!(
            std::io::stderr(),
            "\n*** SKIPPED: {what} needs {CHROMIUM} and {CHROMEDRIVER} (apt-get install chromium chromium-driver) ***\n"
        )
        .ok();
    }
    present
}

/// A fresh, empty directory under the system's temporary directory, named
/// after the test (`name`) and this process.
///
/// A test keeps its directory when it ends, so a failure can be looked
/// into (and a browser's profile is not pulled from under it); the ones
/// left by earlier runs, whose process is gone, are removed here, so
/// repeated runs do not fill the disk.
pub fn scratch_dir(name: &str) -> PathBuf {
    let prefix = format!("quizforge-e2e-{name}-");
    let temp = std::env::temp_dir();
    remove_stale_scratch_dirs(&temp, &prefix);
    let dir = temp.join(format!("{prefix}{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Removes `<temp>/<prefix><pid>` for every process id no longer running.
fn remove_stale_scratch_dirs(temp: &Path, prefix: &str) {
    // Without /proc there is no telling a live run from a dead one.
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(temp) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix(prefix))
            .and_then(|rest| rest.parse::<u32>().ok())
        else {
            continue;
        };
        let alive = Path::new("/proc").join(pid.to_string()).exists();
        if !alive && pid != std::process::id() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// Where screenshots go: `$CARGO_TARGET_DIR/screenshots/` (or
/// `target/screenshots/`); the ones in `docs/screenshots/` are copied
/// from there.
pub fn screenshot_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"),
        PathBuf::from,
    );
    let dir = target.join("screenshots");
    std::fs::create_dir_all(&dir).expect("screenshot dir");
    dir
}

/// Starts the real app on a free loopback port, on a fresh SQLite file in
/// `data`.
pub async fn start_app(data: &Path) -> SocketAddr {
    let url = format!("sqlite:{}", data.join("e2e.sqlite3").display());
    let store = AnyStore::connect(&url).await.expect("store");
    let app = quizforge_server::router(AppState::new(store, Config::default()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let address = listener.local_addr().expect("address");
    tokio::spawn(async move {
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
        .expect("serve");
    });
    address
}

/// Starts ChromeDriver on a port of its own choosing (port 0; it says
/// which once it listens: a port found free here and handed over could be
/// taken meanwhile by a test running beside this one); it is stopped when
/// the returned guard is dropped.
pub async fn start_driver() -> (Killed, u16) {
    // A ChromeDriver that ends its output without saying its port (seen
    // once on a loaded 2-core machine, all tests running at once) is
    // started again: the test is about the app, not the driver.
    const ATTEMPTS: usize = 3;
    for attempt in 1..=ATTEMPTS {
        if let Some(started) = try_start_driver().await {
            return started;
        }
        eprintln!("chromedriver did not say its port (attempt {attempt} of {ATTEMPTS})");
    }
    panic!("chromedriver said on which port it listens in none of {ATTEMPTS} attempts");
}

/// One ChromeDriver started and its port read, or `None` when its output
/// ended without one.
async fn try_start_driver() -> Option<(Killed, u16)> {
    let mut driver = Killed::spawn(
        Command::new(CHROMEDRIVER)
            .arg("--port=0")
            .stdout(Stdio::piped())
            .stderr(Stdio::null()),
    )
    .expect("start chromedriver");
    let stdout = driver.0.stdout.take().expect("chromedriver's output");
    // "ChromeDriver was started successfully on port 33907."
    let reading = tokio::task::spawn_blocking(move || {
        use std::io::BufRead;
        let mut lines = std::io::BufReader::new(stdout).lines();
        let port = lines.by_ref().find_map(|line| {
            let line = line.ok()?;
            line.split("started successfully on port ")
                .nth(1)?
                .trim_end_matches('.')
                .trim()
                .parse::<u16>()
                .ok()
        });
        // What it writes later is read and dropped, so it never blocks.
        std::thread::spawn(move || lines.for_each(drop));
        port
    });
    let port = tokio::time::timeout(Duration::from_secs(30), reading)
        .await
        .expect("chromedriver did not start within 30 s")
        .expect("reading chromedriver's output")?;
    Some(finish_start(driver, port).await)
}

/// Waits until the started ChromeDriver accepts connections.
async fn finish_start(driver: Killed, port: u16) -> (Killed, u16) {
    // Readiness, not a timing assertion: it says so once it listens.
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (driver, port)
}

/// A headless Chromium with its own profile (cookies) and window size
/// (`"1280,900"`), in British English.
pub async fn open_session(port: u16, profile: &Path, window: &str) -> Client {
    open_session_in(port, profile, window, "en-GB,en").await
}

/// [`open_session`] with the browser's languages (`Accept-Language`).
pub async fn open_session_in(port: u16, profile: &Path, window: &str, languages: &str) -> Client {
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": CHROMIUM,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", format!("--window-size={window}"),
                format!("--user-data-dir={}", profile.display()),
                format!("--accept-lang={languages}"),
            ],
            "prefs": { "intl.accept_languages": languages },
        }),
    );
    // ChromeDriver may take the connection and drop it while it is still
    // starting, or fail to start a browser on a loaded machine: a new
    // session is asked for again, a few times, before the test fails.
    let mut attempt = 1;
    loop {
        let session = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(capabilities.clone())
            .connect(&format!("http://127.0.0.1:{port}"))
            .await;
        match session {
            Ok(client) => return client,
            Err(error) if attempt < SESSION_ATTEMPTS => {
                eprintln!("a Chromium session, attempt {attempt}: {error}; asking again");
                attempt += 1;
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            Err(error) => panic!("a Chromium session, after {attempt} attempts: {error}"),
        }
    }
}

/// How many times a browser session is asked for before a test fails.
const SESSION_ATTEMPTS: u32 = 5;

/// How many times a screenshot is tried before a test fails.
const SCREENSHOT_ATTEMPTS: u32 = 5;

/// Saves a screenshot of the page as `<screenshot_dir>/<name>.png`.
pub async fn shoot(client: &Client, name: &str) {
    // A page still loading (after a click that navigates) refuses a
    // screenshot; it is taken again once the page is there.
    let mut attempt = 1;
    let png = loop {
        match client.screenshot().await {
            Ok(png) => break png,
            Err(error) if attempt < SCREENSHOT_ATTEMPTS => {
                eprintln!("screenshot {name}, attempt {attempt}: {error}; taking it again");
                attempt += 1;
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            Err(error) => panic!("screenshot {name}, after {attempt} attempts: {error}"),
        }
    };
    let path = screenshot_dir().join(format!("{name}.png"));
    std::fs::write(&path, png).expect("write screenshot");
    eprintln!("screenshot: {}", path.display());
}

/// The text of the first element matching `css`; fails with the page's
/// source (and a `failure` screenshot) when there is none.
pub async fn text_of(client: &Client, css: &str) -> String {
    match client.find(Locator::Css(css)).await {
        Ok(element) => element.text().await.expect("text"),
        Err(error) => {
            let url = client
                .current_url()
                .await
                .map(|u| u.to_string())
                .unwrap_or_default();
            let source = client.source().await.unwrap_or_default();
            shoot(client, "failure").await;
            panic!("{css}: {error}\nat {url}:\n{source}")
        }
    }
}

/// Waits until the element `css` exists and its text contains `needle`
/// (a click that submits a form returns before the next page has loaded),
/// then returns its text. Fails with the page's source after 20 seconds.
pub async fn wait_for_text(client: &Client, css: &str, needle: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(element) = client.find(Locator::Css(css)).await
            && let Ok(text) = element.text().await
            && text.contains(needle)
        {
            return text;
        }
        if Instant::now() > deadline {
            let text = text_of(client, css).await;
            shoot(client, "failure").await;
            panic!("{css} never contained {needle:?}; it reads {text:?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Clicks `css`, which submits a form, and waits for the page that answers
/// it to say `needle` in `#notice`. Waiting for the notice alone is not
/// enough when the page before already said the same ("Saved" after an
/// earlier save): the old page is marked first, and only a new one counts.
pub async fn submit_and_wait(client: &Client, css: &str, needle: &str) -> String {
    submit_for_new_page(client, css).await;
    wait_for_text(client, "#notice", needle).await
}

/// Clicks `css`, which submits a form or follows a link, and waits until
/// a new page has replaced the one it was on (a wait for text the old
/// page may already show could end before the new page came).
pub async fn submit_for_new_page(client: &Client, css: &str) {
    client
        .execute("window.qfPageBeforeSubmit = true;", vec![])
        .await
        .expect("mark the page");
    click(client, css).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let old = client
            .execute("return window.qfPageBeforeSubmit === true;", vec![])
            .await
            .unwrap_or(serde_json::Value::Bool(true));
        if old == serde_json::Value::Bool(false) {
            break;
        }
        if Instant::now() > deadline {
            shoot(client, "failure").await;
            panic!("clicking {css} never brought a new page");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until the page's path satisfies `ready`, and returns it.
pub async fn wait_for_path(client: &Client, ready: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let path = client.current_url().await.expect("url").path().to_string();
        if ready(&path) {
            return path;
        }
        assert!(Instant::now() < deadline, "still at {path}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until `css` matches exactly `count` elements.
pub async fn wait_for_count(client: &Client, css: &str, count: usize) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let found = client
            .find_all(Locator::Css(css))
            .await
            .map_or(0, |all| all.len());
        if found == count {
            return;
        }
        if Instant::now() > deadline {
            shoot(client, "failure").await;
            panic!(
                "{css}: {found} elements, expected {count}\n{}",
                client.source().await.unwrap_or_default()
            );
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The first element matching `css`, waited for: on a loaded machine a
/// page may still be building when the navigation that brought it
/// returns (a CI rehearsal once failed to find the sign-up form's
/// `#email` so). Fails with the page's source after 20 seconds.
pub async fn find_waiting(client: &Client, css: &str) -> fantoccini::elements::Element {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        match client.find(Locator::Css(css)).await {
            Ok(element) => return element,
            Err(error) if Instant::now() > deadline => {
                shoot(client, "failure").await;
                panic!(
                    "{css}: {error}
{}",
                    client.source().await.unwrap_or_default()
                );
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// Clicks the first element matching `css`.
pub async fn click(client: &Client, css: &str) {
    find_waiting(client, css)
        .await
        .click()
        .await
        .unwrap_or_else(|error| panic!("click {css}: {error}"));
}

/// Types `text` into the first element matching `css`.
pub async fn type_into(client: &Client, css: &str, text: &str) {
    find_waiting(client, css)
        .await
        .send_keys(text)
        .await
        .expect("type");
}

/// Signs a new teacher up (password "correct horse"), signs them in and
/// waits for the make page.
pub async fn sign_up(client: &Client, base: &str, email: &str) {
    client
        .goto(&format!("{base}/signup"))
        .await
        .expect("signup");
    type_into(client, "#email", email).await;
    type_into(client, "#password", "correct horse").await;
    click(client, "form.stack button[type=submit]").await;
    finish_sign_up(client, base, email).await;
}

/// After the sign-up form was sent: signs in on the page it leads to
/// (sign-up never signs in, so that it does not tell which e-mails have
/// an account) and opens the make page.
pub async fn finish_sign_up(client: &Client, base: &str, email: &str) {
    wait_for_text(client, "#form-notice", "sign in").await;
    type_into(client, "#email", email).await;
    type_into(client, "#password", "correct horse").await;
    click(client, "form.stack button[type=submit]").await;
    wait_for_path(client, |path| path == "/").await;
    client
        .goto(&format!("{base}/quizzes/new"))
        .await
        .expect("make page");
    wait_for_path(client, |path| path == "/quizzes/new").await;
    wait_for_text(client, "label[for=text]", "Paste").await;
}

/// Makes a quiz from `text` on the make page; waits for its review.
pub async fn make(client: &Client, base: &str, text: &str) {
    client
        .goto(&format!("{base}/quizzes/new"))
        .await
        .expect("make page");
    wait_for_text(client, "label[for=text]", "Paste").await;
    client
        .execute(
            "document.getElementById('text').value = arguments[0];",
            vec![serde_json::Value::from(text)],
        )
        .await
        .expect("paste");
    click(client, "#make").await;
    wait_for_text(client, "#notice", "Your quiz is ready").await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scratch_dir_left_by_a_finished_run_is_removed() {
        let temp = std::env::temp_dir();
        // Above Linux's largest process id, so never a running process.
        let stale = temp.join("quizforge-e2e-sweep-check-4194305");
        std::fs::create_dir_all(&stale).expect("stale dir");
        let fresh = scratch_dir("sweep-check");
        assert!(!stale.exists(), "{} was left", stale.display());
        assert!(fresh.is_dir());
        let _ = std::fs::remove_dir_all(fresh);
    }
}
