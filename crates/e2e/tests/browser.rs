//! Drives headless Chromium (through ChromeDriver) through the teacher's
//! whole path: sign up, paste the text of a sample, review, fix an unknown
//! answer, save, download as GIFT. Saves a screenshot of each screen under
//! `$CARGO_TARGET_DIR/screenshots/` (or `target/screenshots/`).
//!
//! Without `/usr/bin/chromium` and `/usr/bin/chromedriver` the test says
//! loudly that it is skipped, unless `CI` is set: then it fails, so CI
//! cannot pass without running it (`.ci/run` installs both).

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use quizforge_server::{AppState, Config};
use quizforge_store::AnyStore;
use serde_json::{Value, json};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// A child process killed when dropped.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|address| address.port())
        .expect("a free port")
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("quizforge-e2e-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn screenshot_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"),
        PathBuf::from,
    );
    let dir = target.join("screenshots");
    std::fs::create_dir_all(&dir).expect("screenshot dir");
    dir
}

/// Starts the real app on a free loopback port, on a fresh SQLite file.
async fn start_app(data: &Path) -> SocketAddr {
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

/// Starts ChromeDriver and a headless Chromium session behind it.
async fn start_browser(profile: &Path) -> (Killed, Client) {
    let port = free_port();
    let driver = Killed(
        Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver"),
    );
    // Wait for ChromeDriver to listen (readiness, not a timing assertion).
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": CHROMIUM,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--window-size=1280,900",
                format!("--user-data-dir={}", profile.display()),
            ],
        }),
    );
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session");
    (driver, client)
}

async fn shoot(client: &Client, name: &str) {
    let png = client.screenshot().await.expect("screenshot");
    let path = screenshot_dir().join(format!("{name}.png"));
    std::fs::write(&path, png).expect("write screenshot");
    eprintln!("screenshot: {}", path.display());
}

async fn text_of(client: &Client, css: &str) -> String {
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
async fn wait_for_text(client: &Client, css: &str, needle: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(element) = client.find(Locator::Css(css)).await
            && let Ok(text) = element.text().await
            && text.contains(needle)
        {
            return text;
        }
        if Instant::now() > deadline {
            return text_of(client, css).await;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until the page's path satisfies `ready`, and returns it.
async fn wait_for_path(client: &Client, ready: impl Fn(&str) -> bool) -> String {
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

fn browser_available() -> bool {
    let present = Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists();
    if !present {
        if std::env::var_os("CI").is_some() {
            panic!(
                "CI is set but {CHROMIUM} or {CHROMEDRIVER} is missing: .ci/run must install chromium and chromium-driver"
            );
        }
        eprintln!(
            "\n*** SKIPPED: the browser test needs {CHROMIUM} and {CHROMEDRIVER} (apt-get install chromium chromium-driver) ***\n"
        );
    }
    present
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_signs_up_makes_reviews_fixes_and_downloads_a_quiz() {
    if !browser_available() {
        return;
    }
    let data = scratch_dir("data");
    let profile = scratch_dir("profile");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, client) = start_browser(&profile).await;

    // The landing page, then sign up.
    client.goto(&base).await.expect("home");
    shoot(&client, "01-welcome").await;
    client
        .goto(&format!("{base}/signup"))
        .await
        .expect("signup");
    client
        .find(Locator::Id("email"))
        .await
        .expect("email")
        .send_keys("teacher@school.org")
        .await
        .expect("type");
    client
        .find(Locator::Id("password"))
        .await
        .expect("password")
        .send_keys("correct horse")
        .await
        .expect("type");
    shoot(&client, "02-sign-up").await;
    client
        .find(Locator::Css("form.stack button[type=submit]"))
        .await
        .expect("submit")
        .click()
        .await
        .expect("click");

    // Paste the text of a sample and make the quiz.
    wait_for_path(&client, |path| path == "/quizzes/new").await;
    wait_for_text(&client, "label[for=text]", "Paste").await;
    let sample = quizforge_server::demo::SAMPLES[0];
    client
        .execute(
            "document.getElementById('text').value = arguments[0];",
            vec![Value::from(sample)],
        )
        .await
        .expect("paste");
    shoot(&client, "03-make").await;
    client
        .find(Locator::Id("make"))
        .await
        .expect("make")
        .click()
        .await
        .expect("click");

    // The review screen: question 3 has no key in the document.
    wait_for_path(&client, |path| {
        path.starts_with("/quizzes/") && path != "/quizzes/new"
    })
    .await;
    wait_for_text(&client, "#notice", "Your quiz is ready").await;
    let flag = text_of(&client, "#q3-flag").await;
    assert!(flag.contains("Answer not given in the document"), "{flag}");
    assert!(
        text_of(&client, "#q1 .passage .key")
            .await
            .contains("Paris")
    );
    shoot(&client, "04-review").await;
    client
        .execute("document.getElementById('q3').scrollIntoView();", vec![])
        .await
        .expect("scroll");
    shoot(&client, "05-review-unknown-answer").await;

    // Fix the unknown answer (Tokyo is choice C) and save.
    client
        .find(Locator::Id("q3-correct-2"))
        .await
        .expect("Tokyo")
        .click()
        .await
        .expect("pick");
    client
        .find(Locator::Id("q3-save"))
        .await
        .expect("save")
        .click()
        .await
        .expect("save");
    wait_for_text(&client, "#notice", "Saved").await;
    wait_for_text(&client, "#summary", "every answer is known").await;
    assert!(
        client
            .find_all(Locator::Css("article.card.unknown"))
            .await
            .expect("cards")
            .is_empty()
    );
    client
        .execute("window.scrollTo(0, 0);", vec![])
        .await
        .expect("scroll");
    client
        .find(Locator::Css(".review-head details.menu summary"))
        .await
        .expect("menu")
        .click()
        .await
        .expect("open");
    shoot(&client, "06-saved-download-menu").await;

    // Download as GIFT, in the browser's own session.
    let link = client
        .find(Locator::Id("download-gift"))
        .await
        .expect("gift link");
    let href = link.attr("href").await.expect("href").expect("an href");
    let gift = client
        .execute_async(
            "const done = arguments[arguments.length - 1]; fetch(arguments[0]).then(r => r.text()).then(done, e => done('ERROR ' + e));",
            vec![Value::from(href)],
        )
        .await
        .expect("download");
    let gift = gift.as_str().expect("text").to_string();
    assert!(gift.contains("What is the capital of Japan?"), "{gift}");
    assert!(
        gift.contains("=Tokyo"),
        "the fixed key is in the GIFT file: {gift}"
    );
    assert!(gift.contains("=Paris"));

    // The list of quizzes.
    client.goto(&base).await.expect("home");
    wait_for_text(&client, ".quiz-list", "Geography Review").await;
    shoot(&client, "07-my-quizzes").await;

    client.close().await.expect("close");
    let _ = std::fs::remove_dir_all(&data);
    let _ = std::fs::remove_dir_all(&profile);
}
