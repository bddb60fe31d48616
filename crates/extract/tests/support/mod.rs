//! Real files built in memory for the tests: a PDF with a text layer (by
//! hand: objects, a content stream per page, a correct xref table), and
//! DOCX, PPTX and ODT as zips of hand-written XML. Nothing is downloaded.

#![allow(dead_code)]

use std::io::{Cursor, Write};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

/// Escapes text for a PDF string literal.
fn pdf_string(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('(', "\\(")
        .replace(')', "\\)")
}

/// A PDF whose pages hold these lines, set in Helvetica, top to bottom.
pub fn pdf(pages: &[Vec<String>]) -> Vec<u8> {
    let mut objects: Vec<String> = Vec::new();
    // 1: catalog, 2: pages, 3: font, then a page and its content per page.
    let count = pages.len();
    let kids: Vec<String> = (0..count).map(|i| format!("{} 0 R", 4 + 2 * i)).collect();
    objects.push("<< /Type /Catalog /Pages 2 0 R >>".into());
    objects.push(format!(
        "<< /Type /Pages /Kids [{}] /Count {count} >>",
        kids.join(" ")
    ));
    objects.push(
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".into(),
    );
    for (i, lines) in pages.iter().enumerate() {
        let mut stream = String::from("BT /F1 11 Tf 14 TL 56 800 Td\n");
        for line in lines {
            stream.push_str(&format!("({}) Tj T*\n", pdf_string(line)));
        }
        stream.push_str("ET\n");
        objects.push(format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents {} 0 R >>",
            5 + 2 * i
        ));
        objects.push(format!(
            "<< /Length {} >>\nstream\n{stream}endstream",
            stream.len()
        ));
    }
    write_pdf(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", &objects)
}

/// A PDF with one page holding only an image (no text layer), like a scan.
pub fn image_only_pdf() -> Vec<u8> {
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>".to_string(),
        "<< /Length 30 >>\nstream\nq 100 0 0 100 0 0 cm /Im1 Do Q\nendstream".to_string(),
        "<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 1 >>\nstream\n\u{0}\nendstream".to_string(),
    ];
    write_pdf(b"%PDF-1.4\n", &objects)
}

/// Writes numbered objects after `header`, with the cross-reference table
/// and trailer a reader needs to find them.
fn write_pdf(header: &[u8], objects: &[String]) -> Vec<u8> {
    let mut out = header.to_vec();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", i + 1).as_bytes());
    }
    let xref = out.len();
    out.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

/// A zip of (name, content) entries.
pub fn zip(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut writer = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
    for (name, bytes) in entries {
        writer.start_file(*name, options).expect("zip entry");
        writer.write_all(bytes).expect("zip write");
    }
    writer.finish().expect("zip finish").into_inner()
}

/// A tiny PNG (1×1).
pub const PNG: &[u8] =
    b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A Word document: (style, text, numbered) paragraphs; numbered ones use
/// a decimal list (numId 1), as Word stores auto-numbered questions.
pub fn docx(paragraphs: &[(&str, &str, bool)]) -> Vec<u8> {
    let mut body = String::new();
    for (style, text, numbered) in paragraphs {
        body.push_str("<w:p><w:pPr>");
        if !style.is_empty() {
            body.push_str(&format!("<w:pStyle w:val=\"{style}\"/>"));
        }
        if *numbered {
            body.push_str("<w:numPr><w:ilvl w:val=\"0\"/><w:numId w:val=\"1\"/></w:numPr>");
        }
        body.push_str(&format!(
            "</w:pPr><w:r><w:t xml:space=\"preserve\">{}</w:t></w:r></w:p>",
            xml_escape(text)
        ));
    }
    body.push_str("<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Cell A</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Cell B</w:t></w:r></w:p></w:tc></w:tr></w:tbl>");
    let document = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body>{body}</w:body></w:document>"
    );
    let numbering = "<?xml version=\"1.0\"?><w:numbering xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:abstractNum w:abstractNumId=\"0\"><w:lvl w:ilvl=\"0\"><w:numFmt w:val=\"decimal\"/></w:lvl></w:abstractNum><w:num w:numId=\"1\"><w:abstractNumId w:val=\"0\"/></w:num></w:numbering>";
    zip(&[
        ("[Content_Types].xml", b"<Types/>"),
        ("word/document.xml", document.as_bytes()),
        ("word/numbering.xml", numbering.as_bytes()),
        ("word/media/image1.png", PNG),
    ])
}

/// A PowerPoint deck: (title, body lines) slides.
pub fn pptx(slides: &[(&str, &[&str])]) -> Vec<u8> {
    let mut entries: Vec<(String, Vec<u8>)> = vec![
        ("[Content_Types].xml".into(), b"<Types/>".to_vec()),
        (
            "ppt/presentation.xml".into(),
            b"<p:presentation xmlns:p=\"p\"/>".to_vec(),
        ),
        ("ppt/media/image1.png".into(), PNG.to_vec()),
    ];
    for (i, (title, lines)) in slides.iter().enumerate() {
        let body: String = lines
            .iter()
            .map(|l| format!("<a:p><a:r><a:t>{}</a:t></a:r></a:p>", xml_escape(l)))
            .collect();
        let xml = format!(
            "<?xml version=\"1.0\"?><p:sld xmlns:p=\"p\" xmlns:a=\"a\"><p:cSld><p:spTree>\
             <p:sp><p:nvSpPr><p:nvPr><p:ph type=\"title\"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>{}</a:t></a:r></a:p></p:txBody></p:sp>\
             <p:sp><p:nvSpPr><p:nvPr><p:ph idx=\"1\"/></p:nvPr></p:nvSpPr><p:txBody>{body}</p:txBody></p:sp>\
             </p:spTree></p:cSld></p:sld>",
            xml_escape(title)
        );
        // Slide 10 sorts after slide 2: numbers, not names, give the order.
        entries.push((format!("ppt/slides/slide{}.xml", i + 1), xml.into_bytes()));
    }
    let refs: Vec<(&str, &[u8])> = entries
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect();
    zip(&refs)
}

/// An OpenDocument text: (heading?, text) paragraphs.
pub fn odt(paragraphs: &[(bool, &str)]) -> Vec<u8> {
    let body: String = paragraphs
        .iter()
        .map(|(heading, text)| {
            if *heading {
                format!(
                    "<text:h text:outline-level=\"1\">{}</text:h>",
                    xml_escape(text)
                )
            } else {
                format!("<text:p>{}</text:p>", xml_escape(text))
            }
        })
        .collect();
    let content = format!(
        "<?xml version=\"1.0\"?><office:document-content xmlns:office=\"o\" xmlns:text=\"t\"><office:body><office:text>{body}</office:text></office:body></office:document-content>"
    );
    zip(&[
        ("mimetype", b"application/vnd.oasis.opendocument.text"),
        ("content.xml", content.as_bytes()),
        ("Pictures/photo.png", PNG),
    ])
}
