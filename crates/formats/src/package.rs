//! Zip containers (QTI packages, XLSX workbooks): bounded reading, and
//! deterministic writing (fixed timestamps, entries in the order given).

use std::io::{Cursor, Read, Write};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipArchive, ZipWriter};

use crate::error::MAX_PACKAGE_BYTES;

/// A zip opened for reading.
pub(crate) struct ZipReader<'a> {
    archive: ZipArchive<Cursor<&'a [u8]>>,
    /// Bytes still allowed to be inflated, so a zip bomb stops early.
    budget: usize,
}

impl<'a> ZipReader<'a> {
    /// Opens `bytes` as a zip.
    pub fn open(bytes: &'a [u8]) -> Result<Self, String> {
        let archive = ZipArchive::new(Cursor::new(bytes)).map_err(|e| e.to_string())?;
        Ok(Self {
            archive,
            budget: MAX_PACKAGE_BYTES,
        })
    }

    /// The names of the entries, in the archive's order.
    pub fn names(&self) -> Vec<String> {
        self.archive
            .file_names()
            .filter_map(|n| n.ok().map(|n| n.into_owned()))
            .collect()
    }

    /// The bytes of one entry, if present and within the size budget.
    pub fn read(&mut self, name: &str) -> Option<Vec<u8>> {
        let file = self.archive.by_name(name).ok()?;
        let mut bytes = Vec::new();
        let limit = u64::try_from(self.budget).unwrap_or(u64::MAX);
        file.take(limit + 1).read_to_end(&mut bytes).ok()?;
        if bytes.len() > self.budget {
            self.budget = 0;
            return None;
        }
        self.budget -= bytes.len();
        Some(bytes)
    }

    /// One entry as UTF-8 text.
    pub fn read_text(&mut self, name: &str) -> Option<String> {
        String::from_utf8(self.read(name)?).ok()
    }
}

/// Writes entries (name, bytes) into a deflated zip with fixed timestamps,
/// so the same quiz always gives the same bytes.
pub(crate) fn write_zip(entries: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    let mut writer = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(DateTime::default());
    for (name, bytes) in entries {
        writer
            .start_file(name.as_str(), options)
            .map_err(|e| e.to_string())?;
        writer.write_all(bytes).map_err(|e| e.to_string())?;
    }
    let cursor = writer.finish().map_err(|e| e.to_string())?;
    Ok(cursor.into_inner())
}

/// Resolves `href` relative to the folder of `base` (both zip paths),
/// handling `./` and `../`.
pub(crate) fn resolve(base: &str, href: &str) -> String {
    let mut parts: Vec<&str> = match base.rfind('/') {
        Some(i) => base[..i].split('/').collect(),
        None => Vec::new(),
    };
    for part in href.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    parts.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zips_round_trip_and_are_deterministic() {
        let entries = vec![("a/b.txt".to_string(), b"hello".to_vec())];
        let one = write_zip(&entries).expect("writes");
        assert_eq!(one, write_zip(&entries).expect("writes"));
        let mut reader = ZipReader::open(&one).expect("opens");
        assert_eq!(reader.names(), vec!["a/b.txt"]);
        assert_eq!(reader.read_text("a/b.txt").as_deref(), Some("hello"));
        assert!(ZipReader::open(b"not a zip").is_err());
    }

    #[test]
    fn hrefs_resolve_against_their_folder() {
        assert_eq!(
            resolve("items/q1.xml", "images/a.png"),
            "items/images/a.png"
        );
        assert_eq!(resolve("items/q1.xml", "../media/a.png"), "media/a.png");
        assert_eq!(resolve("q1.xml", "./a.png"), "a.png");
    }
}
