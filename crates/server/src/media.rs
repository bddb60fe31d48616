//! Question images kept by the server itself. An image a teacher gives by
//! address (on a question or a choice, in a paste, an imported file or the
//! API) is fetched **once, when the quiz is saved**, checked (an image of a
//! kind browsers show safely, at most [`MAX_IMAGE_BYTES`]), kept in the
//! store by the SHA-256 of its bytes, and the quiz then points at
//! `/media/<hash>` on the app's own origin: students' browsers never call a
//! third party (no tracker learns who is in the class), and the strict
//! Content-Security-Policy (`img-src 'self' data:`) holds.
//!
//! Addresses read: `http://` and `https://` (fetched by `fetch.rs` with a
//! time and size limit, no redirects, never from loopback or private
//! addresses unless [`crate::Config::fetch_private_images`]) and `data:`
//! (base64). Any other scheme (`javascript:`, `file:`…) is refused.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use base64::Engine;
use quizforge_core::{Body, Quiz};
use quizforge_formats::Media;
use sha2::{Digest, Sha256};

use crate::AppState;
use crate::error::AppError;

/// The largest image kept: 2 MB.
pub const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;
/// The largest image file a teacher may upload in the editor: a phone's
/// photo, made smaller (to [`MAX_SIDE`]) before it is kept.
pub const MAX_UPLOAD_BYTES: usize = 16 * 1024 * 1024;
/// The longest side, in pixels, an image is kept at: a projector's full
/// height, and far more than a phone shows. Larger images are scaled down.
pub const MAX_SIDE: u32 = 1600;
/// The largest picture decoded at all (a small file can claim a huge one).
const MAX_DECODED_SIDE: u32 = 12_000;
/// How long the fetching for one save may take in all; images still
/// waiting then are left out, said in a message.
const SAVE_BUDGET: Duration = Duration::from_secs(30);
/// Where kept images are served.
const PREFIX: &str = "/media/";

/// The route that serves kept images.
pub fn router() -> Router<AppState> {
    Router::new().route("/media/{hash}", get(serve))
}

/// `GET /media/{hash}`: a kept image, cacheable for ever (a hash names its
/// bytes). Anyone may fetch one: students have no accounts, and a hash
/// cannot be guessed without the image itself.
async fn serve(
    State(state): State<AppState>,
    Path(hash): Path<String>,
) -> Result<Response, AppError> {
    if !is_hash(&hash) {
        return Err(AppError::NotFound);
    }
    let media = state.store.media(&hash).await?.ok_or(AppError::NotFound)?;
    let content_type =
        HeaderValue::from_str(&media.content_type).map_err(|_| AppError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, content_type),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("public, max-age=31536000, immutable"),
            ),
        ],
        media.bytes,
    )
        .into_response())
}

fn is_hash(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// An image left out of a quiz, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftOut {
    /// The question, from 0.
    pub question: usize,
    /// The address as the teacher gave it (shortened for the message).
    pub address: String,
    /// Why, for the teacher.
    pub why: String,
}

impl std::fmt::Display for LeftOut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "question {}: the image {} was left out: {}",
            self.question + 1,
            shorten(&self.address),
            self.why
        )
    }
}

/// An address cut to fit a message (a data: URL can be megabytes).
fn shorten(address: &str) -> String {
    match address.char_indices().nth(80) {
        Some((at, _)) => format!("{}…", &address[..at]),
        None => address.to_string(),
    }
}

/// Replaces every image address in `quiz` by the image kept here
/// (`/media/<hash>`), fetching each distinct address once; an image the
/// file itself carried (`packaged`, named as the questions refer to it)
/// is kept from its bytes. An image that cannot be kept is taken out of
/// the quiz and listed in the answer, so the caller can say so (or refuse
/// the save).
pub async fn localise(state: &AppState, quiz: &mut Quiz, packaged: &[Media]) -> Vec<LeftOut> {
    let started = Instant::now();
    let mut done: BTreeMap<String, Result<String, String>> = BTreeMap::new();
    let mut left_out = Vec::new();
    for (index, question) in quiz.questions.iter_mut().enumerate() {
        let mut kept = Vec::new();
        for address in std::mem::take(&mut question.images) {
            match keep_once(state, &address, packaged, &mut done, started).await {
                Ok(local) => {
                    move_alt(&mut question.image_alt, &address, &local);
                    kept.push(local);
                }
                Err(why) => left_out.push(LeftOut {
                    question: index,
                    address,
                    why,
                }),
            }
        }
        question.images = kept;
        let choices = match &mut question.body {
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices } => choices,
            _ => continue,
        };
        for choice in choices {
            let Some(address) = choice.image.take() else {
                continue;
            };
            match keep_once(state, &address, packaged, &mut done, started).await {
                Ok(local) => {
                    move_alt(&mut question.image_alt, &address, &local);
                    choice.image = Some(local);
                }
                Err(why) => left_out.push(LeftOut {
                    question: index,
                    address,
                    why,
                }),
            }
        }
    }
    left_out
}

/// The description of the image at `address` now belongs to `local`, the
/// address it is kept at (a description not said already stays).
fn move_alt(alts: &mut BTreeMap<String, String>, address: &str, local: &str) {
    if address != local
        && let Some(alt) = alts.remove(address)
    {
        alts.entry(local.to_string()).or_insert(alt);
    }
}

async fn keep_once(
    state: &AppState,
    address: &str,
    packaged: &[Media],
    done: &mut BTreeMap<String, Result<String, String>>,
    started: Instant,
) -> Result<String, String> {
    if let Some(result) = done.get(address) {
        return result.clone();
    }
    let result = if started.elapsed() > SAVE_BUDGET {
        Err(format!(
            "fetching this quiz's images took more than {} s, so the rest were not fetched; save again to fetch them",
            SAVE_BUDGET.as_secs()
        ))
    } else if let Some(media) = packaged.iter().find(|m| m.name == address) {
        store(state, Some(&media.mime), &media.bytes, None).await
    } else {
        keep(state, address).await
    };
    done.insert(address.to_string(), result.clone());
    result
}

/// Keeps the image at `address` and gives its local address.
pub async fn keep(state: &AppState, address: &str) -> Result<String, String> {
    let address = address.trim();
    if let Some(hash) = address.strip_prefix(PREFIX)
        && is_hash(hash)
    {
        return Ok(address.to_string());
    }
    let scheme = scheme(address);
    let (declared, bytes, source) = match scheme.as_deref() {
        Some("data") => {
            let (declared, bytes) = data_url(address)?;
            (declared, bytes, None)
        }
        Some("http" | "https") => {
            let (declared, bytes) = crate::fetch::fetch(address, &state.config).await?;
            (declared, bytes, Some(address))
        }
        Some(other) => {
            return Err(format!(
                "{other}: addresses are not allowed for images (only http://, https:// and data:)"
            ));
        }
        None => {
            return Err(
                "it is not an address quizforge can fetch (give an http:// or https:// address, or a data: URL)"
                    .into(),
            );
        }
    };
    store(state, declared.as_deref(), &bytes, source).await
}

/// Keeps an image a teacher uploaded (at most [`MAX_UPLOAD_BYTES`]),
/// scaled down to [`MAX_SIDE`] first, and gives its local address.
pub async fn keep_upload(
    state: &AppState,
    declared: Option<&str>,
    bytes: Vec<u8>,
) -> Result<String, String> {
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(format!(
            "it is larger than {} MB, the most an image upload may be",
            MAX_UPLOAD_BYTES / (1024 * 1024)
        ));
    }
    let content_type = check_kind(declared, &bytes)?;
    let (content_type, bytes) = fitted(content_type, bytes).await?;
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(too_large());
    }
    keep_fitted(state, content_type, &bytes, None).await
}

/// The image scaled down to [`MAX_SIDE`] when it is larger, as PNG (JPEG
/// stays JPEG); the bytes unchanged when it is small enough. The decoding
/// runs off the async threads, with limits on what it may allocate.
async fn fitted(
    content_type: &'static str,
    bytes: Vec<u8>,
) -> Result<(&'static str, Vec<u8>), String> {
    tokio::task::spawn_blocking(move || fit(content_type, bytes))
        .await
        .map_err(|_| "it could not be read".to_string())?
}

fn fit(content_type: &'static str, bytes: Vec<u8>) -> Result<(&'static str, Vec<u8>), String> {
    use image::{ImageFormat, ImageReader, Limits, imageops::FilterType};
    let format = match content_type {
        "image/png" => ImageFormat::Png,
        "image/jpeg" => ImageFormat::Jpeg,
        "image/gif" => ImageFormat::Gif,
        _ => ImageFormat::WebP,
    };
    let unreadable = |_| "it could not be read as an image (is the file damaged?)".to_string();
    let mut reader = ImageReader::with_format(std::io::Cursor::new(&bytes), format);
    let (width, height) = reader.into_dimensions().map_err(unreadable)?;
    if width <= MAX_SIDE && height <= MAX_SIDE {
        return Ok((content_type, bytes));
    }
    if width > MAX_DECODED_SIDE || height > MAX_DECODED_SIDE {
        return Err(format!(
            "it is {width}×{height} pixels; give one at most {MAX_DECODED_SIDE} pixels a side"
        ));
    }
    reader = ImageReader::with_format(std::io::Cursor::new(&bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_DECODED_SIDE);
    limits.max_image_height = Some(MAX_DECODED_SIDE);
    limits.max_alloc = Some(1024 * 1024 * 1024);
    reader.limits(limits);
    let picture = reader.decode().map_err(unreadable)?;
    let smaller = picture.resize(MAX_SIDE, MAX_SIDE, FilterType::Triangle);
    let mut out = std::io::Cursor::new(Vec::new());
    let kept = if format == ImageFormat::Jpeg {
        smaller
            .to_rgb8()
            .write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(
                &mut out, 85,
            ))
            .map(|()| "image/jpeg")
    } else {
        smaller
            .write_to(&mut out, ImageFormat::Png)
            .map(|()| "image/png")
    };
    let kept = kept.map_err(|_| "it could not be made smaller".to_string())?;
    Ok((kept, out.into_inner()))
}

/// Keeps an image's bytes, checked, and gives its local address.
async fn store(
    state: &AppState,
    declared: Option<&str>,
    bytes: &[u8],
    source: Option<&str>,
) -> Result<String, String> {
    let content_type = check(declared, bytes)?;
    let (content_type, fitted_bytes) = fitted(content_type, bytes.to_vec()).await?;
    keep_fitted(state, content_type, &fitted_bytes, source).await
}

/// Keeps an image already checked and scaled, by the hash of its bytes, and
/// gives its local address.
async fn keep_fitted(
    state: &AppState,
    content_type: &'static str,
    bytes: &[u8],
    source: Option<&str>,
) -> Result<String, String> {
    let hash: String = Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    state
        .store
        .put_media(&hash, content_type, bytes, source)
        .await
        .map_err(|error| {
            tracing::error!(%error, "media: an image could not be stored");
            "it could not be stored just now; save again in a moment".to_string()
        })?;
    Ok(format!("{PREFIX}{hash}"))
}

/// The lower-case scheme of an address (`javascript`, `http`…), if it has
/// one; spaces and control characters inside it (`java\tscript:`, which
/// browsers ignore) do not hide it.
fn scheme(address: &str) -> Option<String> {
    let cleaned: String = address
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect();
    let (scheme, _) = cleaned.split_once(':')?;
    let valid = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    valid.then(|| scheme.to_ascii_lowercase())
}

/// The media type and bytes of a base64 `data:` URL.
fn data_url(address: &str) -> Result<(Option<String>, Vec<u8>), String> {
    let rest = &address[address.find(':').map_or(0, |at| at + 1)..];
    let (head, data) = rest
        .split_once(',')
        .ok_or("this data: URL has no data (no comma)")?;
    let Some(media_type) = head.strip_suffix(";base64") else {
        return Err("only base64 data: URLs are read (data:image/png;base64,…)".into());
    };
    // A data: URL is at most 4/3 of the image, plus its header.
    if data.len() > MAX_IMAGE_BYTES / 3 * 4 + 4 {
        return Err(too_large());
    }
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(data.trim().as_bytes())
        .map_err(|_| "this data: URL is not valid base64".to_string())?;
    let media_type = media_type.trim().to_ascii_lowercase();
    Ok(((!media_type.is_empty()).then_some(media_type), bytes))
}

pub(crate) fn too_large() -> String {
    format!(
        "it is larger than {} MB, the most kept for an image",
        MAX_IMAGE_BYTES / (1024 * 1024)
    )
}

/// The media type to keep the image under: what its bytes are, if that
/// is an image browsers show safely, and only if it is what it claims.
fn check(declared: Option<&str>, bytes: &[u8]) -> Result<&'static str, String> {
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(too_large());
    }
    check_kind(declared, bytes)
}

/// [`check`] without the size limit.
fn check_kind(declared: Option<&str>, bytes: &[u8]) -> Result<&'static str, String> {
    if declared == Some("image/svg+xml") {
        return Err(
            "SVG images are not kept (they can carry scripts); give a PNG, JPEG, GIF or WebP"
                .into(),
        );
    }
    let Some(actual) = sniff(bytes) else {
        return Err(match declared {
            Some(declared) if !declared.starts_with("image/") => {
                format!("it is not an image (it is {declared})")
            }
            _ => "it is not a PNG, JPEG, GIF or WebP image".into(),
        });
    };
    match declared {
        None | Some("application/octet-stream") => Ok(actual),
        Some(declared)
            if declared == actual || (declared == "image/jpg" && actual == "image/jpeg") =>
        {
            Ok(actual)
        }
        Some(declared) => Err(format!(
            "it says it is {declared} but it is {actual}; give the image's own address"
        )),
    }
}

/// What an image's first bytes say it is.
fn sniff(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if bytes.starts_with(b"\xff\xd8\xff") {
        Some("image/jpeg")
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some("image/gif")
    } else if bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some("image/webp")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schemes_are_found_however_they_are_hidden() {
        assert_eq!(scheme("javascript:alert(1)").as_deref(), Some("javascript"));
        assert_eq!(scheme("JavaScript:alert(1)").as_deref(), Some("javascript"));
        assert_eq!(
            scheme("java\tscript:alert(1)").as_deref(),
            Some("javascript")
        );
        assert_eq!(scheme(" http://x/a.png").as_deref(), Some("http"));
        assert_eq!(scheme("media/a.png"), None);
        assert_eq!(scheme("/media/abc"), None);
    }

    #[test]
    fn only_images_that_are_what_they_say_are_kept() {
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
        assert_eq!(check(Some("image/png"), png), Ok("image/png"));
        assert_eq!(check(None, png), Ok("image/png"));
        assert!(check(Some("image/gif"), png).is_err());
        assert!(check(Some("text/html"), b"<html>").is_err());
        assert!(check(Some("image/svg+xml"), b"<svg/>").is_err());
        assert!(check(None, &vec![0u8; MAX_IMAGE_BYTES + 1]).is_err());
    }

    fn png(width: u32, height: u32) -> Vec<u8> {
        let picture = image::RgbImage::from_fn(width, height, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
        });
        let mut out = std::io::Cursor::new(Vec::new());
        picture
            .write_to(&mut out, image::ImageFormat::Png)
            .expect("encode");
        out.into_inner()
    }

    #[test]
    fn large_images_are_scaled_down_and_small_ones_kept_as_they_are() {
        let small = png(400, 300);
        assert_eq!(fit("image/png", small.clone()), Ok(("image/png", small)));
        let (kind, bytes) = fit("image/png", png(3200, 1000)).expect("fitted");
        assert_eq!(kind, "image/png");
        let fitted = image::load_from_memory(&bytes).expect("a PNG");
        assert_eq!((fitted.width(), fitted.height()), (MAX_SIDE, 500));
        let mut jpeg = std::io::Cursor::new(Vec::new());
        image::DynamicImage::ImageRgb8(image::RgbImage::new(1000, 2400))
            .write_to(&mut jpeg, image::ImageFormat::Jpeg)
            .expect("encode");
        let (kind, bytes) = fit("image/jpeg", jpeg.into_inner()).expect("fitted");
        assert_eq!(kind, "image/jpeg");
        let fitted = image::load_from_memory(&bytes).expect("a JPEG");
        assert_eq!((fitted.width(), fitted.height()), (667, MAX_SIDE));
        assert!(fit("image/png", b"\x89PNG\r\n\x1a\nbroken".to_vec()).is_err());
    }

    #[test]
    fn data_urls_are_read_in_base64_only() {
        let (media_type, bytes) = data_url("data:image/png;base64,iVBORw0KGgo=").expect("read");
        assert_eq!(media_type.as_deref(), Some("image/png"));
        assert!(bytes.starts_with(b"\x89PNG"));
        assert!(data_url("data:image/png,%89PNG").is_err());
        assert!(data_url("data:image/png;base64").is_err());
    }
}
