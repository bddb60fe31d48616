//! A streaming walk over the XML of office documents with quick-xml:
//! start and end tags by local name, text with entities resolved.

use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};

/// One step of the walk.
pub(crate) enum Step<'a> {
    /// A start tag (also reported for empty elements, followed at once by
    /// an `End`).
    Start(&'a BytesStart<'a>, &'a str),
    /// An end tag, by local name.
    End(&'a str),
    /// Text.
    Text(&'a str),
}

fn local(name: &str) -> &str {
    name.rsplit(':').next().unwrap_or(name)
}

/// Calls `visit` for every start tag, end tag and text of `xml`.
pub(crate) fn walk(xml: &str, mut visit: impl FnMut(Step<'_>)) -> Result<(), String> {
    let mut reader = Reader::from_str(xml);
    reader.config_mut().trim_text(false);
    loop {
        match reader.read_event().map_err(|e| e.to_string())? {
            Event::Start(e) => {
                let name = e.name();
                let name = local(name.as_ref()).to_string();
                visit(Step::Start(&e, &name));
            }
            Event::Empty(e) => {
                let name = e.name();
                let name = local(name.as_ref()).to_string();
                visit(Step::Start(&e, &name));
                visit(Step::End(&name));
            }
            Event::End(e) => {
                let name = e.name();
                visit(Step::End(local(name.as_ref())));
            }
            Event::Text(t) => visit(Step::Text(&t.xml10_content())),
            Event::CData(t) => visit(Step::Text(&t.xml10_content())),
            Event::GeneralRef(r) => {
                let text = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    _ => {
                        let name = r.xml10_content();
                        quick_xml::escape::resolve_predefined_entity(&name)
                            .map_or_else(String::new, str::to_string)
                    }
                };
                visit(Step::Text(&text));
            }
            Event::Eof => return Ok(()),
            _ => {}
        }
    }
}

/// The value of an attribute by local name.
pub(crate) fn attr(e: &BytesStart<'_>, name: &str) -> Option<String> {
    e.attributes().flatten().find_map(|a| {
        (local(a.key.as_ref()) == name).then(|| {
            a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                .map(|v| v.into_owned())
                .unwrap_or_default()
        })
    })
}
