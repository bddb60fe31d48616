//! The library in a real browser: teacher A makes two quizzes and shares
//! them with the school; teacher B, in another browser, searches a word
//! from one of A's questions, opens it, uses it (a copy in B's quizzes),
//! sees related quizzes on the copy, and starts a game with it. Saves a
//! screenshot of each screen under `$CARGO_TARGET_DIR/screenshots/`
//! (`library-*.png`; the ones in `docs/screenshots/` come from here).
//!
//! Skipped loudly without Chromium and ChromeDriver, except under `CI`.

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
    let dir = std::env::temp_dir().join(format!(
        "quizforge-e2e-library-{name}-{}",
        std::process::id()
    ));
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

async fn start_driver() -> (Killed, u16) {
    let port = free_port();
    let driver = Killed(
        Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver"),
    );
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (driver, port)
}

async fn open_session(port: u16, profile: &Path) -> Client {
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
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session")
}

async fn shoot(client: &Client, name: &str) {
    let png = client.screenshot().await.expect("screenshot");
    let path = screenshot_dir().join(format!("library-{name}.png"));
    std::fs::write(&path, png).expect("write screenshot");
    eprintln!("screenshot: {}", path.display());
}

/// Waits until `css` exists and its text contains `needle`.
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
            let source = client.source().await.unwrap_or_default();
            shoot(client, "failure").await;
            panic!("{css} never contained {needle:?}:\n{source}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn click(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .expect("click");
}

async fn type_into(client: &Client, id: &str, text: &str) {
    client
        .find(Locator::Id(id))
        .await
        .unwrap_or_else(|e| panic!("{id}: {e}"))
        .send_keys(text)
        .await
        .expect("type");
}

async fn sign_up(client: &Client, base: &str, email: &str) {
    client
        .goto(&format!("{base}/signup"))
        .await
        .expect("signup");
    type_into(client, "email", email).await;
    type_into(client, "password", "correct horse").await;
    click(client, "form.stack button[type=submit]").await;
    wait_for_text(client, "label[for=text]", "Paste").await;
}

/// Makes a quiz from `text` on the make page; waits for its review.
async fn make(client: &Client, base: &str, text: &str) {
    client
        .goto(&format!("{base}/quizzes/new"))
        .await
        .expect("make page");
    wait_for_text(client, "label[for=text]", "Paste").await;
    client
        .execute(
            "document.getElementById('text').value = arguments[0];",
            vec![Value::from(text)],
        )
        .await
        .expect("paste");
    click(client, "#make").await;
    wait_for_text(client, "#notice", "Your quiz is ready").await;
}

fn browser_available() -> bool {
    let present = Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists();
    if !present {
        if std::env::var_os("CI").is_some() {
            panic!("CI is set but {CHROMIUM} or {CHROMEDRIVER} is missing");
        }
        use std::io::Write;
        writeln!(
            std::io::stderr(),
            "\n*** SKIPPED: the library browser test needs {CHROMIUM} and {CHROMEDRIVER} ***\n"
        )
        .ok();
    }
    present
}

const CELLS_MORE: &str = "Inside the cell\n\n1. Which organelle releases energy from glucose?\nA) The mitochondrion\nB) The vacuole\nC) The cell wall\nAnswer: A\n\n\
2. Which organelle holds the cell's DNA?\nA) The nucleus\nB) The ribosome\nC) The membrane\nAnswer: A\n\n\
3. Where are proteins made in the cell?\nA) On the ribosomes\nB) In the vacuole\nC) In the cell wall\nAnswer: A\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_finds_a_shared_quiz_copies_it_sees_related_and_plays_it() {
    if !browser_available() {
        return;
    }
    let data = scratch_dir("data");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, port) = start_driver().await;

    // Teacher A makes two quizzes about cells and shares both.
    let a = open_session(port, &scratch_dir("profile-a")).await;
    sign_up(&a, &base, "ada@school.org").await;
    for (i, text) in [quizforge_server::demo::SAMPLES[1], CELLS_MORE]
        .into_iter()
        .enumerate()
    {
        make(&a, &base, text).await;
        a.execute(
            "document.getElementById('sharing').scrollIntoView();",
            vec![],
        )
        .await
        .expect("scroll");
        click(&a, "#visibility-school").await;
        if i == 0 {
            shoot(&a, "01-sharing").await;
        }
        click(&a, "#sharing-save").await;
        wait_for_text(&a, "#reuse", "Copied 0 times").await;
        let checked = a
            .find(Locator::Id("visibility-school"))
            .await
            .expect("radio")
            .prop("checked")
            .await
            .expect("checked");
        assert_eq!(checked.as_deref(), Some("true"));
    }
    a.close().await.expect("close A");

    // Teacher B searches a word from one of A's questions.
    let b = open_session(port, &scratch_dir("profile-b")).await;
    sign_up(&b, &base, "ben@school.org").await;
    b.goto(&format!("{base}/library")).await.expect("library");
    type_into(&b, "library-q", "ribosomes").await;
    click(&b, "#library-go").await;
    let results = wait_for_text(&b, "#results", "Inside the cell").await;
    assert!(results.contains("shared"), "{results}");
    let marked = b
        .find(Locator::Css("#results mark"))
        .await
        .expect("a marked word")
        .text()
        .await
        .expect("text");
    // Stemmed: "ribosomes" also marks "Ribosome".
    assert!(marked.to_lowercase().starts_with("ribosome"), "{marked}");
    shoot(&b, "02-search").await;

    // B opens it and uses it.
    click(&b, "#results .quiz-title").await;
    wait_for_text(&b, "#quiz-title", "Inside the cell").await;
    let page = b.source().await.expect("source");
    assert!(!page.contains("correct"), "no key on a shared quiz's page");
    shoot(&b, "03-shared-quiz").await;
    click(&b, "#use-quiz").await;
    wait_for_text(&b, "#notice", "This is your copy").await;
    wait_for_text(&b, "#based-on", "Based on Inside the cell").await;

    // Related on the copy: A's other cells quiz, never A's original.
    b.execute(
        "document.getElementById('related').scrollIntoView();",
        vec![],
    )
    .await
    .expect("scroll");
    let related = wait_for_text(&b, "#related", "Related quizzes").await;
    assert!(!related.contains("Inside the cell"), "{related}");
    assert!(
        related.contains("—"),
        "at least one related quiz: {related}"
    );
    shoot(&b, "04-copy-related").await;

    // B plays the copy: a new class, a join code.
    b.execute("window.scrollTo(0, 0);", vec![])
        .await
        .expect("scroll");
    click(&b, "#assign").await;
    type_into(&b, "new_class", "Year 8 Biology").await;
    click(&b, "#assign-form button[type=submit]").await;
    wait_for_text(&b, "#related-head", "Next time: related quizzes").await;
    shoot(&b, "05-game").await;
    b.close().await.expect("close B");
}
