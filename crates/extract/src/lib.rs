//! Text (and images) out of the documents teachers keep their material in:
//! plain text, Markdown, HTML, PDF, DOCX, PPTX and ODT.
//!
//! [`extract`] tells the kind of a file from its bytes (and name) and
//! returns a [`Document`]: its text, one paragraph a line, with headings
//! (and slide titles) set off by blank lines, and the images it holds,
//! named by their content. An image, or a PDF with no text layer, is
//! refused with [`ExtractError::NoText`] rather than read as nothing.
//!
//! PDF parsing can panic on broken files, and may abort; [`extract`] runs
//! it under `catch_unwind`, but a server should call it in a child process
//! (the `quizforge extract-text` subcommand does exactly that), so that an
//! abort or a runaway file cannot take the server down.
//!
//! This crate depends on nothing else of quizforge's.

mod html;
mod markdown;
mod odt;
mod ooxml;
mod pdf;
mod xml;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

pub use pdf::{clean_pages, extract_pdf};

/// The largest file read (formats.md §3's cap on imports).
pub const MAX_DOCUMENT_BYTES: usize = 64 * 1024 * 1024;

/// The kinds of document read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DocumentKind {
    /// Plain text (UTF-8 or UTF-16 with a byte-order mark).
    Text,
    /// Markdown.
    Markdown,
    /// An HTML page.
    Html,
    /// A PDF (its text layer).
    Pdf,
    /// A Word document.
    Docx,
    /// A PowerPoint deck.
    Pptx,
    /// An OpenDocument text.
    Odt,
    /// An image: there is no text to read.
    Image,
}

impl DocumentKind {
    /// The kind's name as people write it.
    pub fn title(self) -> &'static str {
        match self {
            DocumentKind::Text => "text file",
            DocumentKind::Markdown => "Markdown file",
            DocumentKind::Html => "web page",
            DocumentKind::Pdf => "PDF",
            DocumentKind::Docx => "Word document",
            DocumentKind::Pptx => "PowerPoint deck",
            DocumentKind::Odt => "OpenDocument text",
            DocumentKind::Image => "image",
        }
    }
}

/// A file found inside a document, named by its content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Media {
    /// `media/<sha256>.<ext>`.
    pub name: String,
    /// The name it had inside the document.
    pub original_name: String,
    /// The MIME type, from the extension.
    pub mime: String,
    /// The bytes.
    #[serde(skip)]
    pub bytes: Vec<u8>,
    /// SHA-256 of the bytes, lower-case hex.
    pub hash: String,
}

impl Media {
    /// A media file from its name in the document and its bytes.
    pub fn new(original_name: &str, bytes: Vec<u8>) -> Self {
        let digest = Sha256::digest(&bytes);
        let hash: String = digest.iter().map(|b| format!("{b:02x}")).collect();
        let file = original_name.rsplit('/').next().unwrap_or(original_name);
        let extension = file
            .rsplit_once('.')
            .map(|(_, e)| e.to_ascii_lowercase())
            .filter(|e| {
                !e.is_empty() && e.len() <= 8 && e.chars().all(|c| c.is_ascii_alphanumeric())
            })
            .unwrap_or_default();
        let mime = match extension.as_str() {
            "png" => "image/png",
            "jpg" | "jpeg" => "image/jpeg",
            "gif" => "image/gif",
            "svg" => "image/svg+xml",
            "webp" => "image/webp",
            "bmp" => "image/bmp",
            "tif" | "tiff" => "image/tiff",
            "emf" => "image/emf",
            "wmf" => "image/wmf",
            _ => "application/octet-stream",
        };
        let name = if extension.is_empty() {
            format!("media/{hash}")
        } else {
            format!("media/{hash}.{extension}")
        };
        Self {
            name,
            original_name: original_name.to_string(),
            mime: mime.to_string(),
            bytes,
            hash,
        }
    }
}

/// What a document holds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Document {
    /// What kind of document it was.
    pub kind: DocumentKind,
    /// Its title, when it has one (HTML `<title>`, the first heading…).
    pub title: Option<String>,
    /// The text: a paragraph a line, headings between blank lines.
    pub text: String,
    /// Images referenced by URL (HTML, Markdown), kept as URLs.
    pub image_urls: Vec<String>,
    /// Images stored inside the document (DOCX, PPTX, ODT).
    pub media: Vec<Media>,
}

/// Why no text could be had from a file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExtractError {
    /// The file is larger than we read.
    #[error("the file is {size} bytes, more than the {limit} bytes accepted")]
    TooLarge {
        /// Its size.
        size: usize,
        /// The limit.
        limit: usize,
    },
    /// An image, or a document without a text layer (a scanned PDF).
    #[error("no text found in this {}: it holds only images (a scan?); quizforge reads text, not pictures", .0.title())]
    NoText(DocumentKind),
    /// Not a kind of document quizforge reads.
    #[error("this is not a document quizforge reads ({0})")]
    Unsupported(String),
    /// The document is damaged.
    #[error("this {} cannot be read: {message}", .kind.title())]
    Broken {
        /// What it was read as.
        kind: DocumentKind,
        /// What is wrong.
        message: String,
    },
}

fn extension(name: Option<&str>) -> String {
    name.and_then(|n| n.rsplit(['/', '\\']).next())
        .and_then(|n| n.rsplit_once('.'))
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default()
}

/// The kind of document, from its bytes first and its name second.
pub fn detect_kind(name: Option<&str>, bytes: &[u8]) -> Option<DocumentKind> {
    let ext = extension(name);
    if bytes.starts_with(b"%PDF")
        || (ext == "pdf" && bytes.len() > 1024 && bytes[..1024].windows(4).any(|w| w == b"%PDF"))
    {
        return Some(DocumentKind::Pdf);
    }
    if is_image(bytes) {
        return Some(DocumentKind::Image);
    }
    if bytes.starts_with(b"PK\x03\x04") {
        return ooxml::zip_kind(bytes);
    }
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(2048)]).to_lowercase();
    let trimmed = head.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with("<!doctype html")
        || trimmed.starts_with("<html")
        || matches!(ext.as_str(), "html" | "htm" | "xhtml")
    {
        return Some(DocumentKind::Html);
    }
    if matches!(ext.as_str(), "md" | "markdown") {
        return Some(DocumentKind::Markdown);
    }
    Some(DocumentKind::Text)
}

fn is_image(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG")
        || bytes.starts_with(b"\xff\xd8\xff")
        || bytes.starts_with(b"GIF8")
        || bytes.starts_with(b"BM")
        || bytes.starts_with(b"II*\0")
        || bytes.starts_with(b"MM\0*")
        || (bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP")
}

/// Decodes text: UTF-8 (a BOM is dropped) or UTF-16 with a BOM.
pub fn decode_text(bytes: &[u8]) -> Result<String, ExtractError> {
    let utf16 = |bytes: &[u8], little: bool| {
        let units: Vec<u16> = bytes
            .chunks_exact(2)
            .map(|p| {
                if little {
                    u16::from_le_bytes([p[0], p[1]])
                } else {
                    u16::from_be_bytes([p[0], p[1]])
                }
            })
            .collect();
        String::from_utf16(&units).map_err(|e| ExtractError::Broken {
            kind: DocumentKind::Text,
            message: e.to_string(),
        })
    };
    if let Some(rest) = bytes.strip_prefix(b"\xff\xfe") {
        return utf16(rest, true);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xfe\xff") {
        return utf16(rest, false);
    }
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    String::from_utf8(bytes.to_vec()).map_err(|e| ExtractError::Broken {
        kind: DocumentKind::Text,
        message: format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to()),
    })
}

/// Reads a document. PDFs are parsed in this process under
/// `catch_unwind`; see the crate docs for isolating them further.
pub fn extract(name: Option<&str>, bytes: &[u8]) -> Result<Document, ExtractError> {
    if bytes.len() > MAX_DOCUMENT_BYTES {
        return Err(ExtractError::TooLarge {
            size: bytes.len(),
            limit: MAX_DOCUMENT_BYTES,
        });
    }
    let kind =
        detect_kind(name, bytes).ok_or_else(|| ExtractError::Unsupported("unknown file".into()))?;
    let plain = |text: String| Document {
        kind,
        title: None,
        text,
        image_urls: Vec::new(),
        media: Vec::new(),
    };
    let document = match kind {
        DocumentKind::Image => return Err(ExtractError::NoText(kind)),
        DocumentKind::Text => plain(decode_text(bytes)?),
        DocumentKind::Markdown => markdown::extract(&decode_text(bytes)?),
        DocumentKind::Html => html::extract(&String::from_utf8_lossy(bytes)),
        DocumentKind::Pdf => plain(pdf::extract_pdf(bytes)?),
        DocumentKind::Docx => ooxml::docx(bytes)?,
        DocumentKind::Pptx => ooxml::pptx(bytes)?,
        DocumentKind::Odt => odt::extract(bytes)?,
    };
    if document.text.trim().is_empty() && kind != DocumentKind::Text {
        return Err(ExtractError::NoText(kind));
    }
    Ok(document)
}

/// Joins paragraphs into the document text: one a line, headings between
/// blank lines, no runs of blank lines.
pub(crate) struct TextBuilder {
    out: String,
}

impl TextBuilder {
    pub fn new() -> Self {
        Self { out: String::new() }
    }

    /// Adds a paragraph on its own line.
    pub fn line(&mut self, text: &str) {
        let text = text.trim_end();
        if text.trim().is_empty() {
            return;
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Adds a heading, set off by blank lines.
    pub fn heading(&mut self, text: &str) {
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        if text.is_empty() {
            return;
        }
        self.blank();
        self.out.push_str(&text);
        self.out.push_str("\n\n");
    }

    /// Ends a section with a blank line.
    pub fn blank(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with("\n\n") {
            if !self.out.ends_with('\n') {
                self.out.push('\n');
            }
            self.out.push('\n');
        }
    }

    pub fn finish(self) -> String {
        self.out.trim_matches('\n').to_string() + "\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_have_no_text() {
        assert_eq!(
            extract(Some("scan.png"), b"\x89PNG\r\n\x1a\n0000"),
            Err(ExtractError::NoText(DocumentKind::Image))
        );
    }

    #[test]
    fn text_is_decoded_in_utf8_and_utf16() {
        assert_eq!(decode_text(b"\xef\xbb\xbfhi").as_deref(), Ok("hi"));
        assert_eq!(decode_text(b"\xff\xfeh\0i\0").as_deref(), Ok("hi"));
        assert!(decode_text(b"\xff\xfe\xff").is_ok());
        assert!(decode_text(b"a\xffb").is_err());
    }

    #[test]
    fn kinds_come_from_bytes_then_names() {
        assert_eq!(
            detect_kind(Some("x.txt"), b"%PDF-1.4"),
            Some(DocumentKind::Pdf)
        );
        assert_eq!(
            detect_kind(Some("notes.md"), b"# Title"),
            Some(DocumentKind::Markdown)
        );
        assert_eq!(
            detect_kind(None, b"<!DOCTYPE html><p>x"),
            Some(DocumentKind::Html)
        );
        assert_eq!(detect_kind(None, b"plain"), Some(DocumentKind::Text));
    }
}
