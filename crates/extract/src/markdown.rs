//! Markdown: the text, with list numbers written out and headings set off.

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use crate::{Document, DocumentKind, TextBuilder};

pub(crate) fn extract(source: &str) -> Document {
    let mut out = TextBuilder::new();
    let mut line = String::new();
    let mut heading: Option<String> = None;
    let mut title = None;
    let mut image_urls = Vec::new();
    // The next number of each open list (`None` for bullets).
    let mut lists: Vec<Option<u64>> = Vec::new();
    // An image's alt text is not part of the text.
    let mut in_image = false;
    for event in Parser::new(source) {
        match event {
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::End(TagEnd::Heading(_)) => {
                if let Some(h) = heading.take() {
                    if title.is_none() && !h.trim().is_empty() {
                        title = Some(h.trim().to_string());
                    }
                    out.heading(&h);
                }
            }
            Event::Start(Tag::List(start)) => {
                out.line(&std::mem::take(&mut line));
                lists.push(start);
            }
            Event::End(TagEnd::List(_)) => {
                lists.pop();
            }
            Event::Start(Tag::Item) => {
                out.line(&std::mem::take(&mut line));
                let depth = lists.len().saturating_sub(1);
                line.push_str(&"  ".repeat(depth));
                match lists.last_mut() {
                    Some(Some(n)) => {
                        line.push_str(&format!("{n}. "));
                        *n += 1;
                    }
                    _ => line.push_str("- "),
                }
            }
            Event::Start(Tag::Image { dest_url, .. }) => {
                in_image = true;
                image_urls.push(dest_url.to_string());
            }
            Event::End(TagEnd::Image) => in_image = false,
            Event::Text(_) if in_image => {}
            Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::CodeBlock | TagEnd::TableRow) => {
                out.line(&std::mem::take(&mut line));
            }
            Event::Text(t) | Event::Code(t) => match heading.as_mut() {
                Some(h) => h.push_str(&t),
                None => line.push_str(&t),
            },
            Event::SoftBreak | Event::HardBreak => {
                out.line(&std::mem::take(&mut line));
            }
            _ => {}
        }
    }
    out.line(&line);
    Document {
        kind: DocumentKind::Markdown,
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
    fn lists_keep_their_numbers() {
        let doc =
            extract("# Quiz\n\n1. What is *H2O*?\n2. Name a gas.\n\n![map](http://x/m.png)\n");
        assert_eq!(doc.title.as_deref(), Some("Quiz"));
        assert_eq!(doc.text, "Quiz\n\n1. What is H2O?\n2. Name a gas.\n");
        assert_eq!(doc.image_urls, vec!["http://x/m.png"]);
    }
}
