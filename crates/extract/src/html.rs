//! HTML pages: the text and headings of the page, without scripts, styles,
//! navigation, headers, footers and forms.

use ego_tree::iter::Edge;
use scraper::{Html, Node};

use crate::{Document, DocumentKind, TextBuilder};

/// Elements whose content is not the page's text.
const SKIPPED: [&str; 12] = [
    "script", "style", "noscript", "template", "nav", "header", "footer", "aside", "form", "svg",
    "head", "iframe",
];

/// Elements that start a new line.
const BLOCKS: [&str; 22] = [
    "p",
    "div",
    "li",
    "tr",
    "br",
    "section",
    "article",
    "main",
    "ul",
    "ol",
    "table",
    "blockquote",
    "pre",
    "hr",
    "dd",
    "dt",
    "dl",
    "figure",
    "figcaption",
    "tbody",
    "thead",
    "body",
];

pub(crate) fn extract(source: &str) -> Document {
    let html = Html::parse_document(source);
    let mut out = TextBuilder::new();
    let mut line = String::new();
    let mut skip = 0usize;
    let mut heading: Option<String> = None;
    let mut title = None;
    let mut image_urls = Vec::new();
    let flush = |line: &mut String, out: &mut TextBuilder| {
        let text = line.split_whitespace().collect::<Vec<_>>().join(" ");
        out.line(&text);
        line.clear();
    };
    for edge in html.tree.root().traverse() {
        match edge {
            Edge::Open(node) => match node.value() {
                Node::Element(e) => {
                    let name = e.name();
                    if name == "title" && title.is_none() {
                        let text: String = node
                            .children()
                            .filter_map(|c| c.value().as_text().map(|t| t.to_string()))
                            .collect();
                        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                        if !text.is_empty() {
                            title = Some(text);
                        }
                    }
                    if SKIPPED.contains(&name) {
                        skip += 1;
                    } else if skip == 0 {
                        if matches!(name, "h1" | "h2" | "h3" | "h4" | "h5" | "h6") {
                            flush(&mut line, &mut out);
                            heading = Some(String::new());
                        } else if BLOCKS.contains(&name) {
                            flush(&mut line, &mut out);
                        } else if name == "td" || name == "th" {
                            line.push('\t');
                        } else if name == "img"
                            && let Some(src) = e.attr("src")
                        {
                            image_urls.push(src.to_string());
                        }
                    }
                }
                Node::Text(t) if skip == 0 => match heading.as_mut() {
                    Some(h) => h.push_str(t),
                    None => line.push_str(t),
                },
                _ => {}
            },
            Edge::Close(node) => {
                if let Node::Element(e) = node.value() {
                    let name = e.name();
                    if SKIPPED.contains(&name) {
                        skip = skip.saturating_sub(1);
                    } else if skip == 0 {
                        if matches!(name, "h1" | "h2" | "h3" | "h4" | "h5" | "h6") {
                            if let Some(h) = heading.take() {
                                out.heading(&h);
                            }
                        } else if BLOCKS.contains(&name) {
                            flush(&mut line, &mut out);
                        }
                    }
                }
            }
        }
    }
    flush(&mut line, &mut out);
    Document {
        kind: DocumentKind::Html,
        title,
        text: out.finish(),
        image_urls,
        media: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_text_and_headings_not_scripts_or_navigation() {
        let doc = extract(
            "<html><head><title>Cells</title><script>var x = 1;</script></head><body>\
             <nav><a href=/>Home</a></nav><h1>Cell  biology</h1><p>Cells are <b>small</b>.</p>\
             <ol><li>What is a cell?</li></ol><img src=\"a.png\"><footer>© school</footer></body></html>",
        );
        assert_eq!(doc.title.as_deref(), Some("Cells"));
        assert_eq!(
            doc.text,
            "Cell biology\n\nCells are small.\nWhat is a cell?\n"
        );
        assert_eq!(doc.image_urls, vec!["a.png"]);
    }
}
