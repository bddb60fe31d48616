//! Word (DOCX) and PowerPoint (PPTX) files: zips of XML. Our own small
//! readers (stack.md §7): paragraphs, table rows, list numbers (which Word
//! stores apart from the text), headings and slide titles, and the images.

use std::collections::BTreeMap;
use std::io::{Cursor, Read};

use zip::ZipArchive;

use crate::xml::{Step, attr, walk};
use crate::{Document, DocumentKind, ExtractError, MAX_DOCUMENT_BYTES, Media, TextBuilder};

/// A zip opened with a budget of inflated bytes, so a zip bomb stops early.
pub(crate) struct Zip<'a> {
    archive: ZipArchive<Cursor<&'a [u8]>>,
    budget: usize,
    kind: DocumentKind,
}

impl<'a> Zip<'a> {
    pub fn open(bytes: &'a [u8], kind: DocumentKind) -> Result<Self, ExtractError> {
        let archive = ZipArchive::new(Cursor::new(bytes)).map_err(|e| ExtractError::Broken {
            kind,
            message: e.to_string(),
        })?;
        Ok(Self {
            archive,
            budget: MAX_DOCUMENT_BYTES * 2,
            kind,
        })
    }

    pub fn names(&self) -> Vec<String> {
        self.archive
            .file_names()
            .filter_map(|n| n.ok().map(|n| n.into_owned()))
            .collect()
    }

    pub fn read(&mut self, name: &str) -> Result<Option<Vec<u8>>, ExtractError> {
        let Ok(file) = self.archive.by_name(name) else {
            return Ok(None);
        };
        let mut bytes = Vec::new();
        let limit = u64::try_from(self.budget).unwrap_or(u64::MAX);
        file.take(limit + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| ExtractError::Broken {
                kind: self.kind,
                message: format!("{name}: {e}"),
            })?;
        if bytes.len() > self.budget {
            return Err(ExtractError::TooLarge {
                size: bytes.len(),
                limit: self.budget,
            });
        }
        self.budget -= bytes.len();
        Ok(Some(bytes))
    }

    pub fn text(&mut self, name: &str) -> Result<Option<String>, ExtractError> {
        Ok(self
            .read(name)?
            .map(|b| String::from_utf8_lossy(&b).into_owned()))
    }

    /// Every file under `folder`, as media.
    pub fn media(&mut self, folder: &str) -> Result<Vec<Media>, ExtractError> {
        let mut out: Vec<Media> = Vec::new();
        for name in self.names() {
            if name.starts_with(folder)
                && !name.ends_with('/')
                && let Some(bytes) = self.read(&name)?
            {
                let m = Media::new(&name, bytes);
                if !out.iter().any(|x| x.hash == m.hash) {
                    out.push(m);
                }
            }
        }
        Ok(out)
    }
}

/// The kind of an office zip, from the parts it holds.
pub(crate) fn zip_kind(bytes: &[u8]) -> Option<DocumentKind> {
    let zip = Zip::open(bytes, DocumentKind::Docx).ok()?;
    let names = zip.names();
    let has = |n: &str| names.iter().any(|x| x == n);
    if has("word/document.xml") {
        Some(DocumentKind::Docx)
    } else if has("ppt/presentation.xml") {
        Some(DocumentKind::Pptx)
    } else if has("content.xml") && names.iter().any(|n| n == "mimetype") {
        Some(DocumentKind::Odt)
    } else {
        None
    }
}

fn broken(kind: DocumentKind) -> impl Fn(String) -> ExtractError {
    move |message| ExtractError::Broken { kind, message }
}

/// List formats by numbering id and level, from `word/numbering.xml`.
fn numbering(xml: &str) -> BTreeMap<(String, u32), String> {
    let mut abstract_formats: BTreeMap<(String, u32), String> = BTreeMap::new();
    let mut num_to_abstract: BTreeMap<String, String> = BTreeMap::new();
    let (mut current_abstract, mut current_level, mut current_num) =
        (String::new(), 0u32, String::new());
    let _ = walk(xml, |step| {
        if let Step::Start(e, name) = step {
            match name {
                "abstractNum" => current_abstract = attr(e, "abstractNumId").unwrap_or_default(),
                "lvl" => current_level = attr(e, "ilvl").and_then(|v| v.parse().ok()).unwrap_or(0),
                "numFmt" => {
                    if let Some(v) = attr(e, "val") {
                        abstract_formats.insert((current_abstract.clone(), current_level), v);
                    }
                }
                "num" => current_num = attr(e, "numId").unwrap_or_default(),
                "abstractNumId" => {
                    if let Some(v) = attr(e, "val") {
                        num_to_abstract.insert(current_num.clone(), v);
                    }
                }
                _ => {}
            }
        }
    });
    let mut out = BTreeMap::new();
    for (num, abs) in num_to_abstract {
        for ((a, level), format) in &abstract_formats {
            if *a == abs {
                out.insert((num.clone(), *level), format.clone());
            }
        }
    }
    out
}

fn list_label(format: &str, n: u32) -> String {
    let letter = |base: u8| char::from(base + ((n.saturating_sub(1)) % 26) as u8);
    match format {
        "decimal" | "decimalZero" => format!("{n}. "),
        "lowerLetter" => format!("{}) ", letter(b'a')),
        "upperLetter" => format!("{}) ", letter(b'A')),
        "lowerRoman" => format!("{}. ", roman(n).to_lowercase()),
        "upperRoman" => format!("{}. ", roman(n)),
        "none" => String::new(),
        _ => "• ".into(),
    }
}

fn roman(mut n: u32) -> String {
    let table = [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut out = String::new();
    for (value, digits) in table {
        while n >= value {
            out.push_str(digits);
            n -= value;
        }
    }
    out
}

/// Reads a Word document.
pub(crate) fn docx(bytes: &[u8]) -> Result<Document, ExtractError> {
    let kind = DocumentKind::Docx;
    let mut zip = Zip::open(bytes, kind)?;
    let xml = zip
        .text("word/document.xml")?
        .ok_or_else(|| broken(kind)("word/document.xml is missing".into()))?;
    let formats = zip
        .text("word/numbering.xml")?
        .map(|x| numbering(&x))
        .unwrap_or_default();
    let mut out = TextBuilder::new();
    let mut title = None;
    let mut paragraph = String::new();
    let mut style = String::new();
    let mut num: Option<(String, u32)> = None;
    let mut counters: BTreeMap<(String, u32), u32> = BTreeMap::new();
    let mut in_text = false;
    let mut row: Vec<String> = Vec::new();
    let mut cell_depth = 0usize;
    let mut num_id = String::new();
    walk(&xml, |step| match step {
        Step::Start(e, name) => match name {
            "p" => {
                paragraph.clear();
                style.clear();
                num = None;
                num_id.clear();
            }
            "pStyle" => style = attr(e, "val").unwrap_or_default(),
            "numId" => num_id = attr(e, "val").unwrap_or_default(),
            "ilvl" => {
                let level = attr(e, "val").and_then(|v| v.parse().ok()).unwrap_or(0);
                num = Some((num_id.clone(), level));
            }
            "t" => in_text = true,
            "tab" => paragraph.push('\t'),
            "br" | "cr" => paragraph.push('\n'),
            "tc" => cell_depth += 1,
            "tr" => row.clear(),
            _ => {}
        },
        Step::Text(t) if in_text => paragraph.push_str(t),
        Step::Text(_) => {}
        Step::End(name) => match name {
            "t" => in_text = false,
            "numPr" if num.is_none() && !num_id.is_empty() => {
                num = Some((num_id.clone(), 0));
            }
            "p" => {
                let mut text = paragraph.trim().to_string();
                if let Some((id, level)) = &num
                    && id != "0"
                    && !text.is_empty()
                {
                    let n = counters.entry((id.clone(), *level)).or_insert(0);
                    *n += 1;
                    let n = *n;
                    // A higher level restarts the levels below it.
                    counters.retain(|(i, l), _| i != id || l <= level);
                    let format = formats
                        .get(&(id.clone(), *level))
                        .map_or("decimal", String::as_str);
                    text = format!(
                        "{}{}{text}",
                        "  ".repeat(*level as usize),
                        list_label(format, n)
                    );
                }
                if cell_depth > 0 {
                    row.push(text);
                } else if style.starts_with("Heading")
                    || style == "Title"
                    || style.starts_with("heading")
                {
                    if title.is_none() && !text.is_empty() {
                        title = Some(text.clone());
                    }
                    out.heading(&text);
                } else {
                    out.line(&text);
                }
            }
            "tc" => cell_depth = cell_depth.saturating_sub(1),
            "tr" => {
                let cells: Vec<&str> = row
                    .iter()
                    .map(String::as_str)
                    .filter(|c| !c.is_empty())
                    .collect();
                out.line(&cells.join("\t"));
                row.clear();
            }
            _ => {}
        },
    })
    .map_err(broken(kind))?;
    Ok(Document {
        kind,
        title,
        text: out.finish(),
        image_urls: Vec::new(),
        media: zip.media("word/media/")?,
    })
}

/// Reads a PowerPoint deck: slides in order, each title a heading.
pub(crate) fn pptx(bytes: &[u8]) -> Result<Document, ExtractError> {
    let kind = DocumentKind::Pptx;
    let mut zip = Zip::open(bytes, kind)?;
    let mut slides: Vec<(u32, String)> = zip
        .names()
        .into_iter()
        .filter_map(|n| {
            let number = n
                .strip_prefix("ppt/slides/slide")?
                .strip_suffix(".xml")?
                .parse()
                .ok()?;
            Some((number, n))
        })
        .collect();
    slides.sort();
    let mut out = TextBuilder::new();
    let mut title = None;
    for (_, name) in slides {
        let Some(xml) = zip.text(&name)? else {
            continue;
        };
        let mut shape_is_title = false;
        let mut paragraph = String::new();
        let mut in_text = false;
        let mut slide_title = String::new();
        let mut body: Vec<String> = Vec::new();
        walk(&xml, |step| match step {
            Step::Start(e, n) => match n {
                "sp" => shape_is_title = false,
                "ph" => {
                    let t = attr(e, "type").unwrap_or_default();
                    shape_is_title = t == "title" || t == "ctrTitle";
                }
                "p" => paragraph.clear(),
                "t" => in_text = true,
                "br" => paragraph.push('\n'),
                _ => {}
            },
            Step::Text(t) if in_text => paragraph.push_str(t),
            Step::Text(_) => {}
            Step::End(n) => match n {
                "t" => in_text = false,
                "p" => {
                    let text = paragraph.trim().to_string();
                    if text.is_empty() {
                        return;
                    }
                    if shape_is_title {
                        if !slide_title.is_empty() {
                            slide_title.push(' ');
                        }
                        slide_title.push_str(&text);
                    } else {
                        body.push(text);
                    }
                }
                _ => {}
            },
        })
        .map_err(broken(kind))?;
        if title.is_none() && !slide_title.is_empty() {
            title = Some(slide_title.clone());
        }
        out.heading(&slide_title);
        for line in body {
            out.line(&line);
        }
        out.blank();
    }
    Ok(Document {
        kind,
        title,
        text: out.finish(),
        image_urls: Vec::new(),
        media: zip.media("ppt/media/")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_labels_follow_the_numbering_format() {
        assert_eq!(list_label("decimal", 3), "3. ");
        assert_eq!(list_label("upperLetter", 2), "B) ");
        assert_eq!(list_label("lowerRoman", 4), "iv. ");
        assert_eq!(list_label("bullet", 1), "• ");
    }
}
