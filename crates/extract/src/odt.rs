//! OpenDocument text (ODT): `content.xml` inside a zip.

use crate::ooxml::Zip;
use crate::xml::{Step, attr, walk};
use crate::{Document, DocumentKind, ExtractError, TextBuilder};

/// Reads an ODT file: headings (`text:h`), paragraphs (`text:p`), tabs,
/// line breaks and runs of spaces (`text:s`), and the pictures.
pub(crate) fn extract(bytes: &[u8]) -> Result<Document, ExtractError> {
    let kind = DocumentKind::Odt;
    let mut zip = Zip::open(bytes, kind)?;
    let xml = zip
        .text("content.xml")?
        .ok_or_else(|| ExtractError::Broken {
            kind,
            message: "content.xml is missing".into(),
        })?;
    let mut out = TextBuilder::new();
    let mut title = None;
    // Paragraphs nest (a note inside a paragraph); keep a stack.
    let mut stack: Vec<(bool, String)> = Vec::new();
    let mut in_body = false;
    walk(&xml, |step| match step {
        Step::Start(e, name) => match name {
            "text" => in_body = true,
            "h" | "p" if in_body => stack.push((name == "h", String::new())),
            "tab" => push(&mut stack, "\t"),
            "line-break" => push(&mut stack, "\n"),
            "s" => {
                let count = attr(e, "c")
                    .and_then(|c| c.parse::<usize>().ok())
                    .unwrap_or(1)
                    .min(100);
                push(&mut stack, &" ".repeat(count));
            }
            _ => {}
        },
        Step::Text(t) => push(&mut stack, t),
        Step::End(name) => {
            if matches!(name, "h" | "p")
                && let Some((heading, text)) = stack.pop()
            {
                if heading {
                    if title.is_none() && !text.trim().is_empty() {
                        title = Some(text.trim().to_string());
                    }
                    out.heading(&text);
                } else {
                    out.line(text.trim());
                }
            }
        }
    })
    .map_err(|message| ExtractError::Broken { kind, message })?;
    Ok(Document {
        kind,
        title,
        text: out.finish(),
        image_urls: Vec::new(),
        media: zip.media("Pictures/")?,
    })
}

fn push(stack: &mut [(bool, String)], text: &str) {
    if let Some((_, current)) = stack.last_mut() {
        current.push_str(text);
    }
}
