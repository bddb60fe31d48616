//! Question images given by address are fetched once, when the quiz is
//! saved, into the app's own media store and served from its origin; bad
//! addresses and files that are not images are refused with a reason.
//! The "third party" is a small HTTP server started here (no internet).

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use base64::Engine;
use http_body_util::BodyExt;
use quizforge_server::{AppState, Config, router};
use quizforge_store::AnyStore;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use tower::ServiceExt;

/// The test image server's certificate and key (self-signed for
/// 127.0.0.1, made with openssl for this test).
const IMAGE_SERVER_CERT: &[u8] = include_bytes!("fixtures/image-server.cert.der");
const IMAGE_SERVER_KEY: &[u8] = include_bytes!("fixtures/image-server.key.der");

/// A 1×1 PNG.
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89\0\0\0\rIDATx\x9cc\xf8\x0f\0\0\x01\x01\0\x05\x18\xd8N\0\0\0\0IEND\xaeB`\x82";

/// The third party: a few paths, and how often each was asked for.
struct Images {
    port: u16,
    hits: Arc<Mutex<BTreeMap<String, usize>>>,
    scheme: &'static str,
}

/// One request of the third party, plain or over TLS: a few paths, each
/// counted.
async fn answer<S>(mut stream: S, counted: Arc<Mutex<BTreeMap<String, usize>>>)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let mut request = Vec::new();
    let mut buffer = [0u8; 1024];
    while !request.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut buffer).await {
            Ok(0) | Err(_) => return,
            Ok(n) => request.extend_from_slice(&buffer[..n]),
        }
    }
    let text = String::from_utf8_lossy(&request);
    let path = text.split(' ').nth(1).unwrap_or("/").to_string();
    *counted
        .lock()
        .expect("hits")
        .entry(path.clone())
        .or_default() += 1;
    let (status, kind, body): (&str, &str, Vec<u8>) = match path.as_str() {
        "/cat.png" => ("200 OK", "image/png", PNG.to_vec()),
        "/page.html" => ("200 OK", "text/html", b"<html>hi</html>".to_vec()),
        "/liar.gif" => ("200 OK", "image/gif", b"<script>x</script>".to_vec()),
        "/huge.png" => {
            let mut big = PNG.to_vec();
            big.resize(3 * 1024 * 1024, 0);
            ("200 OK", "image/png", big)
        }
        "/moved.png" => ("302 Found", "text/plain", Vec::new()),
        _ => ("404 Not Found", "text/plain", b"no".to_vec()),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nLocation: /cat.png\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes()).await;
    let _ = stream.write_all(&body).await;
    let _ = stream.shutdown().await;
}

impl Images {
    async fn start() -> Images {
        Self::serve(None).await
    }

    /// The same over TLS, with the test certificate for 127.0.0.1
    /// (`tests/fixtures/image-server.*.der`, self-signed, valid to 2126).
    async fn start_tls() -> Images {
        let certificate = CertificateDer::from(IMAGE_SERVER_CERT.to_vec());
        let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(IMAGE_SERVER_KEY.to_vec()));
        let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
        let config = ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("versions")
            .with_no_client_auth()
            .with_single_cert(vec![certificate], key)
            .expect("the test certificate");
        Self::serve(Some(TlsAcceptor::from(Arc::new(config)))).await
    }

    async fn serve(tls: Option<TlsAcceptor>) -> Images {
        let scheme = if tls.is_some() { "https" } else { "http" };
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let port = listener.local_addr().expect("address").port();
        let hits: Arc<Mutex<BTreeMap<String, usize>>> = Arc::default();
        let counted = Arc::clone(&hits);
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                let counted = Arc::clone(&counted);
                let tls = tls.clone();
                tokio::spawn(async move {
                    match tls {
                        Some(acceptor) => {
                            if let Ok(stream) = acceptor.accept(stream).await {
                                answer(stream, counted).await;
                            }
                        }
                        None => answer(stream, counted).await,
                    }
                });
            }
        });
        Images { port, hits, scheme }
    }

    fn url(&self, path: &str) -> String {
        format!("{}://127.0.0.1:{}{path}", self.scheme, self.port)
    }

    fn hits(&self, path: &str) -> usize {
        self.hits
            .lock()
            .expect("hits")
            .get(path)
            .copied()
            .unwrap_or(0)
    }
}

struct App {
    router: Router,
    dir: std::path::PathBuf,
}

impl Drop for App {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl App {
    async fn new(fetch_private_images: bool) -> App {
        Self::trusting(fetch_private_images, Vec::new()).await
    }

    /// An app that also trusts the certificates given (DER).
    async fn trusting(fetch_private_images: bool, image_fetch_roots: Vec<Vec<u8>>) -> App {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).expect("random");
        let name: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let dir = std::env::temp_dir().join(format!("quizforge-media-{name}"));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let url = format!("sqlite:{}", dir.join("test.sqlite3").display());
        let store = AnyStore::connect(&url).await.expect("store");
        let config = Config {
            argon2_memory_kib: 1024,
            fetch_private_images,
            image_fetch_roots,
            ..Config::default()
        };
        App {
            router: router(AppState::new(store, config)),
            dir,
        }
    }

    /// Status, content type and body.
    async fn send(&self, mut request: Request<Body>) -> (StatusCode, String, Vec<u8>) {
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("response");
        let status = response.status();
        let kind = response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        let body = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes()
            .to_vec();
        (status, kind, body)
    }

    async fn api(
        &self,
        method: &str,
        path: &str,
        token: &str,
        body: &Value,
    ) -> (StatusCode, Value) {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .body(Body::from(body.to_string()))
            .expect("request");
        let (status, _, body) = self.send(request).await;
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }

    /// Uploads a file as the make form's multipart body.
    async fn upload(&self, token: &str, name: &str, bytes: &[u8]) -> (StatusCode, Value) {
        let boundary = "quizforge-media-test";
        let mut body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(bytes);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let request = Request::post("/api/v1/quizzes")
            .header(
                header::CONTENT_TYPE,
                format!("multipart/form-data; boundary={boundary}"),
            )
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .body(Body::from(body))
            .expect("request");
        let (status, _, body) = self.send(request).await;
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }

    async fn token(&self) -> String {
        let account = json!({"email": "images@school.test", "password": "correct horse battery"});
        for path in ["/api/v1/signup", "/api/v1/tokens"] {
            let request = Request::post(path)
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(account.to_string()))
                .expect("request");
            let (status, _, body) = self.send(request).await;
            assert!(status.is_success(), "{path}: {status}");
            if path.ends_with("tokens") {
                let body: Value = serde_json::from_slice(&body).expect("json");
                return body["token"].as_str().expect("token").to_string();
            }
        }
        unreachable!()
    }

    /// A quiz of one multiple-choice question made from a worksheet.
    async fn quiz(&self, token: &str, text: &str) -> Value {
        let (status, quiz) = self
            .api("POST", "/api/v1/quizzes", token, &json!({ "text": text }))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{quiz}");
        quiz
    }

    /// Puts `images` on the first question (and `choice` on its first
    /// choice) and saves: the status and the answer.
    async fn save_images(
        &self,
        token: &str,
        quiz: &Value,
        images: &[String],
        choice: Option<&str>,
    ) -> (StatusCode, Value) {
        let mut quiz = quiz.clone();
        quiz["questions"][0]["images"] = json!(images);
        if let Some(choice) = choice {
            quiz["questions"][0]["choices"][0]["image"] = json!(choice);
        }
        let id = quiz["id"].as_i64().expect("id");
        self.api("PUT", &format!("/api/v1/quizzes/{id}"), token, &quiz)
            .await
    }
}

const WORKSHEET: &str = "1. Which animal is this?\nA) A cat\nB) A dog\nAnswer: A\n";

fn local_hash(address: &Value) -> String {
    let address = address.as_str().unwrap_or_default();
    let hash = address
        .strip_prefix("/media/")
        .unwrap_or_else(|| panic!("not kept here: {address}"));
    assert_eq!(hash.len(), 64, "{address}");
    hash.to_string()
}

#[tokio::test]
async fn an_image_address_is_fetched_once_at_save_time_and_served_from_here() {
    let images = Images::start().await;
    let app = App::new(true).await;
    let token = app.token().await;
    let quiz = app.quiz(&token, WORKSHEET).await;
    let data = format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(PNG)
    );
    let (status, saved) = app
        .save_images(
            &token,
            &quiz,
            &[images.url("/cat.png"), data],
            Some(&images.url("/cat.png")),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let question = &saved["questions"][0];
    let first = local_hash(&question["images"][0]);
    // The same bytes by address and as a data: URL: one image, one hash.
    assert_eq!(local_hash(&question["images"][1]), first);
    assert_eq!(local_hash(&question["choices"][0]["image"]), first);
    assert_eq!(images.hits("/cat.png"), 1, "fetched once for the save");

    // Served from here, as the image it is.
    let (status, kind, body) = app
        .send(
            Request::get(format!("/media/{first}"))
                .body(Body::empty())
                .expect("request"),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(kind, "image/png");
    assert_eq!(body, PNG);
    let (status, _, _) = app
        .send(
            Request::get(format!("/media/{}", "0".repeat(64)))
                .body(Body::empty())
                .expect("request"),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Saving again keeps the local address and fetches nothing.
    let mut again = saved.clone();
    again["title"] = json!("Animals");
    let id = saved["id"].as_i64().expect("id");
    let (status, resaved) = app
        .api("PUT", &format!("/api/v1/quizzes/{id}"), &token, &again)
        .await;
    assert_eq!(status, StatusCode::OK, "{resaved}");
    assert_eq!(
        resaved["questions"][0]["images"],
        saved["questions"][0]["images"]
    );
    assert_eq!(images.hits("/cat.png"), 1);

    // A worksheet pasted with an image address: fetched as it is made.
    let made = app
        .quiz(
            &token,
            &format!(
                "1. Which animal is this? {}\nA) A cat\nB) A dog\nAnswer: A\n",
                images.url("/cat.png")
            ),
        )
        .await;
    assert_eq!(local_hash(&made["questions"][0]["images"][0]), first);
    assert_eq!(images.hits("/cat.png"), 2);
}

#[tokio::test]
async fn bad_image_addresses_are_refused_with_the_reason() {
    let images = Images::start().await;
    // An https:// server whose certificate this app does not trust.
    let secure = Images::start_tls().await;
    let app = App::new(true).await;
    let token = app.token().await;
    let quiz = app.quiz(&token, WORKSHEET).await;
    for (address, reason) in [
        (
            "javascript:alert(1)".to_string(),
            "javascript: addresses are not allowed",
        ),
        (
            "JAVA\tSCRIPT:alert(1)".to_string(),
            "javascript: addresses are not allowed",
        ),
        (
            "file:///etc/passwd".to_string(),
            "file: addresses are not allowed",
        ),
        (secure.url("/cat.png"), "its secure connection failed"),
        (images.url("/page.html"), "not an image (it is text/html)"),
        (
            images.url("/liar.gif"),
            "not a PNG, JPEG, GIF or WebP image",
        ),
        (images.url("/huge.png"), "larger than 2 MB"),
        (images.url("/moved.png"), "redirects elsewhere"),
        (images.url("/gone.png"), "answered HTTP 404"),
        (
            "data:text/html;base64,PHNjcmlwdD4=".to_string(),
            "not an image (it is text/html)",
        ),
    ] {
        let (status, answer) = app
            .save_images(&token, &quiz, std::slice::from_ref(&address), None)
            .await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{address}: {answer}"
        );
        let message = answer["error"].as_str().unwrap_or_default();
        assert!(
            message.contains("question 1") && message.contains(reason),
            "{address}: {message}"
        );
        assert!(message.starts_with("Nothing was saved"), "{message}");
    }
    // Nothing was saved: the quiz is as it was.
    let id = quiz["id"].as_i64().expect("id");
    let request = Request::get(format!("/api/v1/quizzes/{id}"))
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::empty())
        .expect("request");
    let (_, _, body) = app.send(request).await;
    let kept: Value = serde_json::from_slice(&body).expect("json");
    assert_eq!(kept["questions"][0]["images"], json!([]));
    assert_eq!(kept["revision"], quiz["revision"]);

    // In a pasted worksheet the image is left out and the teacher told.
    let made = app
        .quiz(
            &token,
            &format!(
                "1. Which page is this? {}\nA) A cat\nB) A dog\nAnswer: A\n",
                images.url("/liar.gif")
            ),
        )
        .await;
    assert_eq!(made["questions"][0]["images"], json!([]));
    let warnings = made["warnings"].to_string();
    assert!(
        warnings.contains("the image") && warnings.contains("was left out"),
        "{warnings}"
    );
}

#[tokio::test]
async fn the_server_does_not_fetch_from_its_own_network() {
    let images = Images::start().await;
    let app = App::new(false).await;
    let token = app.token().await;
    let quiz = app.quiz(&token, WORKSHEET).await;
    let (status, answer) = app
        .save_images(&token, &quiz, &[images.url("/cat.png")], None)
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert!(
        answer["error"]
            .as_str()
            .unwrap_or_default()
            .contains("own network"),
        "{answer}"
    );
    assert_eq!(images.hits("/cat.png"), 0, "never asked");
}

#[tokio::test]
async fn images_a_package_carries_are_kept_from_its_own_bytes() {
    let app = App::new(false).await;
    let token = app.token().await;
    let mut quiz = quizforge_formats::import_gift("::cat:: Which animal is this? {=cat ~dog}\n")
        .expect("gift")
        .quiz;
    let media = quizforge_formats::Media::new("cat.png", PNG.to_vec());
    quiz.questions[0].images = vec![media.name.clone()];
    let package = quizforge_formats::export_with_media(
        quizforge_formats::Format::Qti21,
        &quiz,
        std::slice::from_ref(&media),
    )
    .expect("a QTI package");
    let (status, made) = app
        .upload(&token, "package.zip", package.content.as_bytes())
        .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let hash = local_hash(&made["questions"][0]["images"][0]);
    assert_eq!(hash, media.hash, "kept under the hash of its bytes");
    let (status, kind, body) = app
        .send(
            Request::get(format!("/media/{hash}"))
                .body(Body::empty())
                .expect("request"),
        )
        .await;
    assert_eq!((status, kind.as_str()), (StatusCode::OK, "image/png"));
    assert_eq!(body, PNG);
}

#[tokio::test]
async fn an_https_image_is_fetched_over_tls_and_kept_here() {
    let secure = Images::start_tls().await;
    let app = App::trusting(true, vec![IMAGE_SERVER_CERT.to_vec()]).await;
    let token = app.token().await;
    let quiz = app.quiz(&token, WORKSHEET).await;
    let (status, saved) = app
        .save_images(&token, &quiz, &[secure.url("/cat.png")], None)
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let hash = local_hash(&saved["questions"][0]["images"][0]);
    assert_eq!(secure.hits("/cat.png"), 1);
    let (status, kind, body) = app
        .send(
            Request::get(format!("/media/{hash}"))
                .body(Body::empty())
                .expect("request"),
        )
        .await;
    assert_eq!((status, kind.as_str()), (StatusCode::OK, "image/png"));
    assert_eq!(body, PNG);
    // The same limits hold over TLS.
    let (status, answer) = app
        .save_images(&token, &quiz, &[secure.url("/huge.png")], None)
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert!(
        answer["error"].to_string().contains("larger than 2 MB"),
        "{answer}"
    );
}

/// A PNG of `width` × `height` pixels.
fn png_of(width: u32, height: u32) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 200) as u8, (y % 200) as u8, 120])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut out, image::ImageFormat::Png)
        .expect("encode");
    out.into_inner()
}

#[tokio::test]
async fn descriptions_follow_their_images_and_large_images_are_made_smaller() {
    let images = Images::start().await;
    let app = App::new(true).await;
    let token = app.token().await;
    let quiz = app.quiz(&token, WORKSHEET).await;
    let wide = format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(png_of(2400, 600))
    );
    let mut edited = quiz.clone();
    edited["questions"][0]["images"] = json!([wide]);
    edited["questions"][0]["choices"][0]["image"] = json!(images.url("/cat.png"));
    edited["questions"][0]["image_alt"] = json!({
        wide.clone(): "A long strip of coloured squares",
        images.url("/cat.png"): "A grey cat asleep on a mat",
    });
    let id = quiz["id"].as_i64().expect("id");
    let (status, saved) = app
        .api("PUT", &format!("/api/v1/quizzes/{id}"), &token, &edited)
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let question = &saved["questions"][0];
    let strip = question["images"][0].as_str().expect("kept").to_string();
    let cat = question["choices"][0]["image"]
        .as_str()
        .expect("kept")
        .to_string();
    local_hash(&json!(strip));
    assert_eq!(
        question["image_alt"],
        json!({ strip.clone(): "A long strip of coloured squares", cat.clone(): "A grey cat asleep on a mat" })
    );
    // The strip is kept 1600 pixels wide, not 2400.
    let (status, kind, body) = app
        .send(
            Request::get(strip.as_str())
                .body(Body::empty())
                .expect("request"),
        )
        .await;
    assert_eq!((status, kind.as_str()), (StatusCode::OK, "image/png"));
    let kept = image::load_from_memory(&body).expect("a PNG");
    assert_eq!((kept.width(), kept.height()), (1600, 400));
}
