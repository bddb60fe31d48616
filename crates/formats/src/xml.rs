//! A small element tree over quick-xml, shared by the XML formats (Moodle
//! XML, QTI). The formats need random access (a question's `<answer>`s, an
//! item's declarations before its body), so events are gathered into a tree
//! first; depth and size are bounded so that no input can exhaust memory or
//! the stack.

use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};

use crate::error::Position;

/// The deepest nesting we read. Real files stay far below; the limit keeps
/// a hostile file from exhausting the stack of the recursive readers.
const MAX_DEPTH: usize = 256;

/// One element: its local name (prefix dropped), attributes, children, and
/// the byte offset of its start tag.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct Element {
    pub name: String,
    pub attrs: Vec<(String, String)>,
    pub children: Vec<Node>,
    pub offset: usize,
    /// The byte offset just past its end tag.
    pub end: usize,
}

/// A child of an element: an element, or text (CDATA and entity references
/// already resolved and merged).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Node {
    Element(Element),
    Text(String),
}

/// Why a text is not well-formed XML.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct XmlError {
    pub offset: usize,
    pub message: String,
}

impl Element {
    /// The value of an attribute (by local name).
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The first child element with this local name.
    pub fn child(&self, name: &str) -> Option<&Element> {
        self.elements().find(|e| e.name == name)
    }

    /// Every child element with this local name, in order.
    pub fn children_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.elements().filter(move |e| e.name == name)
    }

    /// Every child element, in order.
    pub fn elements(&self) -> impl Iterator<Item = &Element> {
        self.children.iter().filter_map(|n| match n {
            Node::Element(e) => Some(e),
            Node::Text(_) => None,
        })
    }

    /// The text of the element and all its descendants, in order.
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.collect_text(&mut out);
        out
    }

    fn collect_text(&self, out: &mut String) {
        for child in &self.children {
            match child {
                Node::Text(t) => out.push_str(t),
                Node::Element(e) => e.collect_text(out),
            }
        }
    }

    /// The trimmed text of the first child element `name`, if present.
    pub fn child_text(&self, name: &str) -> Option<String> {
        self.child(name).map(|e| e.text().trim().to_string())
    }

    /// The element's content written back as XML (for XHTML bodies kept as
    /// HTML text). Namespace prefixes are dropped.
    pub fn inner_xml(&self) -> String {
        let mut out = String::new();
        for child in &self.children {
            write_node(child, &mut out);
        }
        out
    }
}

fn write_node(node: &Node, out: &mut String) {
    match node {
        Node::Text(t) => out.push_str(&escape_text(t)),
        Node::Element(e) => {
            out.push('<');
            out.push_str(&e.name);
            for (k, v) in &e.attrs {
                out.push(' ');
                out.push_str(k);
                out.push_str("=\"");
                out.push_str(&escape_attr(v));
                out.push('"');
            }
            if e.children.is_empty() {
                out.push_str("/>");
            } else {
                out.push('>');
                for child in &e.children {
                    write_node(child, out);
                }
                out.push_str("</");
                out.push_str(&e.name);
                out.push('>');
            }
        }
    }
}

/// `&`, `<` and `>` escaped, for element content.
pub(crate) fn escape_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Text escaped for a double-quoted attribute value.
pub(crate) fn escape_attr(text: &str) -> String {
    escape_text(text).replace('"', "&quot;")
}

fn local(name: &str) -> &str {
    name.rsplit(':').next().unwrap_or(name)
}

fn start_element(e: &BytesStart<'_>, offset: usize) -> Result<Element, XmlError> {
    let name = local(e.name().as_ref()).to_string();
    let mut attrs = Vec::new();
    for attr in e.attributes() {
        let attr = attr.map_err(|err| XmlError {
            offset,
            message: err.to_string(),
        })?;
        let key = attr.key.as_ref();
        // Namespace declarations are not content.
        if key == "xmlns" || key.starts_with("xmlns:") {
            continue;
        }
        let value = attr
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_err(|err| XmlError {
                offset,
                message: err.to_string(),
            })?;
        attrs.push((local(key).to_string(), value.into_owned()));
    }
    Ok(Element {
        name,
        attrs,
        children: Vec::new(),
        offset,
        end: offset,
    })
}

/// Parses a whole document and returns its root element.
pub(crate) fn parse(text: &str) -> Result<Element, XmlError> {
    let mut reader = Reader::from_str(text);
    reader.config_mut().trim_text(false);
    let mut stack: Vec<Element> = vec![Element::default()];
    loop {
        let offset = usize::try_from(reader.buffer_position()).unwrap_or(usize::MAX);
        let event = reader.read_event().map_err(|err| XmlError {
            offset: usize::try_from(reader.error_position()).unwrap_or(offset),
            message: err.to_string(),
        })?;
        match event {
            Event::Start(e) => {
                if stack.len() > MAX_DEPTH {
                    return Err(XmlError {
                        offset,
                        message: format!("elements nested more than {MAX_DEPTH} deep"),
                    });
                }
                stack.push(start_element(&e, offset)?);
            }
            Event::Empty(e) => {
                let mut element = start_element(&e, offset)?;
                element.end = usize::try_from(reader.buffer_position()).unwrap_or(offset);
                push_child(&mut stack, Node::Element(element));
            }
            Event::End(_) => {
                if stack.len() < 2 {
                    return Err(XmlError {
                        offset,
                        message: "a closing tag without its opening tag".into(),
                    });
                }
                if let Some(mut done) = stack.pop() {
                    done.end = usize::try_from(reader.buffer_position()).unwrap_or(offset);
                    push_child(&mut stack, Node::Element(done));
                }
            }
            Event::Text(t) => push_text(&mut stack, &t.xml10_content()),
            Event::CData(t) => push_text(&mut stack, &t.xml10_content()),
            Event::GeneralRef(r) => {
                let resolved = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    _ => {
                        let name = r.xml10_content();
                        match quick_xml::escape::resolve_predefined_entity(&name) {
                            Some(s) => s.to_string(),
                            // Unknown entities (HTML's `&nbsp;` in sloppy
                            // files) are kept as written.
                            None => format!("&{name};"),
                        }
                    }
                };
                push_text(&mut stack, &resolved);
            }
            Event::Eof => break,
            Event::Comment(_) | Event::Decl(_) | Event::PI(_) | Event::DocType(_) => {}
        }
    }
    if stack.len() != 1 {
        return Err(XmlError {
            offset: text.len(),
            message: "the document ends inside an element".into(),
        });
    }
    let document = stack.pop().unwrap_or_default();
    document
        .children
        .into_iter()
        .find_map(|n| match n {
            Node::Element(e) => Some(e),
            Node::Text(_) => None,
        })
        .ok_or(XmlError {
            offset: 0,
            message: "the document has no root element".into(),
        })
}

fn push_child(stack: &mut [Element], node: Node) {
    if let Some(parent) = stack.last_mut() {
        parent.children.push(node);
    }
}

fn push_text(stack: &mut [Element], text: &str) {
    if let Some(parent) = stack.last_mut() {
        if let Some(Node::Text(last)) = parent.children.last_mut() {
            last.push_str(text);
        } else {
            parent.children.push(Node::Text(text.to_string()));
        }
    }
}

impl XmlError {
    /// The error's line and column in `text`.
    pub fn position(&self, text: &str) -> Position {
        Position::of_offset(text, self.offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_a_tree_with_text_cdata_and_entities() {
        let root = parse(
            "<?xml version=\"1.0\"?><a x=\"1 &amp; 2\"><b>t &lt; <![CDATA[<p>]]>&#65;</b><c/></a>",
        )
        .expect("parses");
        assert_eq!(root.name, "a");
        assert_eq!(root.attr("x"), Some("1 & 2"));
        assert_eq!(root.child_text("b").as_deref(), Some("t < <p>A"));
        assert!(root.child("c").is_some());
    }

    #[test]
    fn refuses_broken_documents_with_an_offset() {
        assert!(parse("<a><b></a>").is_err());
        assert!(parse("<a>").is_err());
        assert!(parse("").is_err());
        let deep = "<a>".repeat(300) + &"</a>".repeat(300);
        assert!(parse(&deep).is_err());
    }
}
