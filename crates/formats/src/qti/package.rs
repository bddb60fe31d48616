//! IMS content packages: a zip with `imsmanifest.xml`, one file per item,
//! an `assessmentTest` giving the order and title, and the images.

use quizforge_core::Quiz;

use super::convert::{item_to_question, question_to_item};
use super::parse::parse_item;
use super::write::write_item;
use crate::error::{ImportError, ParseError, ParseErrorKind, Position};
use crate::loss::Loss;
use crate::media::Media;
use crate::package::{ZipReader, resolve, write_zip};
use crate::xml::{self, escape_attr};

/// What a package holds, read into the model.
pub struct PackageImport {
    /// The quiz (title from the test, when there is one).
    pub quiz: Quiz,
    /// Items that could not be read, positioned in their own file.
    pub errors: Vec<ParseError>,
    /// What the model could not hold.
    pub losses: Vec<Loss>,
    /// Images found in the package, referenced by their content names.
    pub media: Vec<Media>,
}

/// Reads a QTI 2.1 package (zip) or a single item (XML text).
pub fn import(bytes: &[u8]) -> Result<PackageImport, ImportError> {
    if bytes.starts_with(b"PK") {
        import_zip(bytes)
    } else {
        let text = std::str::from_utf8(bytes)
            .map_err(|e| ImportError::malformed("QTI 2.1", format!("not UTF-8 text: {e}")))?;
        let mut out = PackageImport {
            quiz: Quiz::new("", "en"),
            errors: Vec::new(),
            losses: Vec::new(),
            media: Vec::new(),
        };
        match parse_item(text) {
            Ok(item) => add_item(&mut out, &item, 0, |_| None),
            Err(e) => out.errors.push(e),
        }
        Ok(out)
    }
}

fn add_item(
    out: &mut PackageImport,
    item: &super::ast::QtiItem,
    index: usize,
    mut media_for: impl FnMut(&str) -> Option<Media>,
) {
    match item_to_question(item) {
        Ok((mut question, losses)) => {
            for what in losses {
                out.losses.push(Loss::new(index, what));
            }
            for src in &mut question.images {
                if let Some(m) = media_for(src) {
                    *src = m.name.clone();
                    if !out.media.iter().any(|x| x.hash == m.hash) {
                        out.media.push(m);
                    }
                }
            }
            match question.validate() {
                Ok(()) => out.quiz.questions.push(question),
                Err(e) => out.losses.push(Loss::new(
                    index,
                    format!("skipped: the item breaks a rule of the model ({e})"),
                )),
            }
        }
        Err(why) => out.errors.push(ParseError::new(
            Position { line: 1, column: 1 },
            ParseErrorKind::Invalid(format!("item `{}`: {why}", item.identifier)),
        )),
    }
}

fn import_zip(bytes: &[u8]) -> Result<PackageImport, ImportError> {
    let mut zip = ZipReader::open(bytes).map_err(|e| ImportError::malformed("QTI 2.1", e))?;
    let names = zip.names();
    let manifest_name = names
        .iter()
        .filter(|n| n.ends_with("imsmanifest.xml"))
        .min_by_key(|n| n.len())
        .cloned();
    let mut items: Vec<String> = Vec::new();
    let mut title = String::new();
    if let Some(name) = &manifest_name {
        let text = zip
            .read_text(name)
            .ok_or_else(|| ImportError::malformed("QTI 2.1", "imsmanifest.xml cannot be read"))?;
        let root = xml::parse(&text).map_err(|e| ImportError::Malformed {
            format: "QTI 2.1",
            position: Some(e.position(&text)),
            message: format!("imsmanifest.xml: {}", e.message),
        })?;
        if let Some(resources) = root.child("resources") {
            for r in resources.children_named("resource") {
                let kind = r.attr("type").unwrap_or_default();
                let Some(href) = r.attr("href") else { continue };
                let path = resolve(name, href);
                if kind.starts_with("imsqti_item_xmlv2p") {
                    items.push(path);
                } else if kind.starts_with("imsqti_test_xmlv2p")
                    && let Some(test) = zip.read_text(&path)
                    && let Ok(t) = xml::parse(&test)
                {
                    title = t.attr("title").unwrap_or_default().to_string();
                }
            }
        }
    } else {
        // No manifest: every XML file whose root is an assessmentItem.
        items = names
            .iter()
            .filter(|n| n.ends_with(".xml"))
            .cloned()
            .collect();
    }
    let mut out = PackageImport {
        quiz: Quiz::new(title, "en"),
        errors: Vec::new(),
        losses: Vec::new(),
        media: Vec::new(),
    };
    for (index, path) in items.iter().enumerate() {
        let Some(text) = zip.read_text(path) else {
            out.errors.push(ParseError::new(
                Position::default(),
                ParseErrorKind::Invalid(format!("{path}: missing from the package")),
            ));
            continue;
        };
        if manifest_name.is_none() && !text.contains("assessmentItem") {
            continue;
        }
        match parse_item(&text) {
            Ok(item) => add_item(&mut out, &item, index, |src| {
                if src.contains("://") {
                    return None;
                }
                let file = resolve(path, src);
                zip.read(&file).map(|bytes| Media::new(&file, bytes))
            }),
            Err(mut e) => {
                e.kind = ParseErrorKind::Invalid(format!("{path}: {}", e.kind));
                out.errors.push(e);
            }
        }
    }
    Ok(out)
}

/// Writes a quiz as a QTI 2.1 package: `imsmanifest.xml`, `test.xml` and
/// `items/qN.xml`, plus the media whose content names the questions use.
pub fn export(quiz: &Quiz, media: &[Media]) -> Result<(Vec<u8>, Vec<Loss>), String> {
    let mut losses = Vec::new();
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let mut resources = String::new();
    let mut refs = String::new();
    let mut written_media: Vec<&Media> = Vec::new();
    for (index, q) in quiz.questions.iter().enumerate() {
        let id = format!("q{}", index + 1);
        let (item, item_losses) = match question_to_item(q, &id) {
            Ok(x) => x,
            Err(why) => {
                losses.push(Loss::new(index, format!("skipped: {why}")));
                continue;
            }
        };
        for what in item_losses {
            losses.push(Loss::new(index, what));
        }
        let href = format!("items/{id}.xml");
        let mut dependencies = String::new();
        for src in &q.images {
            if let Some(m) = media.iter().find(|m| &m.name == src) {
                dependencies.push_str(&format!(
                    "      <file href=\"{}\"/>\n",
                    escape_attr(&m.name)
                ));
                if !written_media.iter().any(|w| w.hash == m.hash) {
                    written_media.push(m);
                }
            }
        }
        // Items live in items/, media at the root: point the item there.
        let mut text = write_item(&item);
        for m in &written_media {
            text = text.replace(
                &format!("src=\"{}\"", escape_attr(&m.name)),
                &format!("src=\"../{}\"", escape_attr(&m.name)),
            );
        }
        files.push((href.clone(), text.into_bytes()));
        resources.push_str(&format!(
            "    <resource identifier=\"{id}\" type=\"imsqti_item_xmlv2p1\" href=\"{href}\">\n      <file href=\"{href}\"/>\n{dependencies}    </resource>\n"
        ));
        refs.push_str(&format!(
            "      <assessmentItemRef identifier=\"{id}\" href=\"{href}\"/>\n"
        ));
    }
    let title = escape_attr(&quiz.title);
    let test = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<assessmentTest xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" identifier=\"test\" title=\"{title}\">\n  <testPart identifier=\"part\" navigationMode=\"nonlinear\" submissionMode=\"simultaneous\">\n    <assessmentSection identifier=\"section\" title=\"{title}\" visible=\"true\">\n{refs}    </assessmentSection>\n  </testPart>\n</assessmentTest>\n"
    );
    let manifest = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<manifest xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" identifier=\"quizforge-manifest\" xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd\">\n  <metadata>\n    <schema>QTIv2.1 Package</schema>\n    <schemaversion>1.0.0</schemaversion>\n  </metadata>\n  <organizations/>\n  <resources>\n    <resource identifier=\"test\" type=\"imsqti_test_xmlv2p1\" href=\"test.xml\">\n      <file href=\"test.xml\"/>\n    </resource>\n{resources}  </resources>\n</manifest>\n"
    );
    let mut entries = vec![
        ("imsmanifest.xml".to_string(), manifest.into_bytes()),
        ("test.xml".to_string(), test.into_bytes()),
    ];
    entries.extend(files);
    for m in written_media {
        entries.push((m.name.clone(), m.bytes.clone()));
    }
    let bytes = write_zip(&entries)?;
    Ok((bytes, losses))
}
