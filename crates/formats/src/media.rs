//! Images and other files that travel with a quiz (inside a QTI package or
//! a Moodle XML file). Each is named by its content so that the same image
//! is stored once, whatever it was called.

use sha2::{Digest, Sha256};

/// A file kept with a quiz.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Media {
    /// The content-addressed name the quiz refers to: `media/<sha256>.<ext>`.
    pub name: String,
    /// The name it had in the source.
    pub original_name: String,
    /// Its MIME type, from the name's extension.
    pub mime: String,
    /// The bytes.
    pub bytes: Vec<u8>,
    /// The SHA-256 of the bytes, in lower-case hex.
    pub hash: String,
}

impl Media {
    /// A media file from its original name and bytes.
    pub fn new(original_name: &str, bytes: Vec<u8>) -> Self {
        let hash = sha256_hex(&bytes);
        let extension = extension(original_name);
        let name = if extension.is_empty() {
            format!("media/{hash}")
        } else {
            format!("media/{hash}.{extension}")
        };
        Self {
            name,
            original_name: original_name.to_string(),
            mime: mime_of(original_name).to_string(),
            bytes,
            hash,
        }
    }
}

/// The lower-case hex SHA-256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut out = String::with_capacity(64);
    for b in digest {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

fn extension(name: &str) -> String {
    let file = name.rsplit(['/', '\\']).next().unwrap_or(name);
    match file.rsplit_once('.') {
        Some((_, ext))
            if !ext.is_empty()
                && ext.len() <= 8
                && ext.chars().all(|c| c.is_ascii_alphanumeric()) =>
        {
            ext.to_ascii_lowercase()
        }
        _ => String::new(),
    }
}

/// The MIME type of a file name, by its extension.
pub fn mime_of(name: &str) -> &'static str {
    match extension(name).as_str() {
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "svg" => "image/svg+xml",
        "webp" => "image/webp",
        "bmp" => "image/bmp",
        "tif" | "tiff" => "image/tiff",
        "emf" => "image/emf",
        "wmf" => "image/wmf",
        "mp3" => "audio/mpeg",
        "mp4" => "video/mp4",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn media_are_named_by_content() {
        let a = Media::new("images/Sign.PNG", b"abc".to_vec());
        assert_eq!(
            a.name,
            "media/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.png"
        );
        assert_eq!(a.mime, "image/png");
        assert_eq!(Media::new("x", b"abc".to_vec()).hash, a.hash);
    }
}
