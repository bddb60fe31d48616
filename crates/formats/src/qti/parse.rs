//! Reading one QTI 2.1 `assessmentItem`.

use super::ast::{
    Cardinality, Interaction, MapEntry, Mapping, OutcomeDeclaration, QtiChoice, QtiItem,
    ResponseDeclaration, ResponseProcessing,
};
use crate::error::{MAX_ANSWERS, ParseError, ParseErrorKind, Position};
use crate::xml::{self, Element, Node};

const INTERACTIONS: [&str; 5] = [
    "choiceInteraction",
    "orderInteraction",
    "matchInteraction",
    "textEntryInteraction",
    "extendedTextInteraction",
];

/// Reads an item from its XML text.
pub fn parse_item(text: &str) -> Result<QtiItem, ParseError> {
    let root = xml::parse(text)
        .map_err(|e| ParseError::new(e.position(text), ParseErrorKind::XmlSyntax(e.message)))?;
    let at = |offset: usize| Position::of_offset(text, offset);
    read_item(&root).map_err(|(offset, kind)| ParseError::new(at(offset), kind))
}

type Failure = (usize, ParseErrorKind);

fn read_item(root: &Element) -> Result<QtiItem, Failure> {
    if root.name != "assessmentItem" {
        return Err((
            root.offset,
            ParseErrorKind::Invalid(format!("<{}> is not an assessmentItem", root.name)),
        ));
    }
    let body = root.child("itemBody").ok_or((
        root.offset,
        ParseErrorKind::Invalid("the item has no itemBody".into()),
    ))?;
    let mut found: Vec<&Element> = Vec::new();
    find_interactions(body, &mut found);
    let unsupported = first_unsupported(body);
    let interaction_element = match (found.as_slice(), unsupported) {
        ([one], None) => *one,
        (_, Some(name)) => {
            return Err((root.offset, ParseErrorKind::Unsupported(name)));
        }
        ([], None) => {
            return Err((
                body.offset,
                ParseErrorKind::Invalid("the item has no interaction".into()),
            ));
        }
        _ => {
            return Err((
                body.offset,
                ParseErrorKind::Unsupported("an item with several interactions".into()),
            ));
        }
    };
    let response_id = interaction_element
        .attr("responseIdentifier")
        .unwrap_or("RESPONSE");
    let response = root
        .children_named("responseDeclaration")
        .find(|r| r.attr("identifier") == Some(response_id))
        .map(read_response)
        .transpose()?
        .ok_or((
            root.offset,
            ParseErrorKind::Invalid(format!("no responseDeclaration `{response_id}`")),
        ))?;
    let outcomes = root
        .children_named("outcomeDeclaration")
        .map(|o| OutcomeDeclaration {
            identifier: o.attr("identifier").unwrap_or_default().to_string(),
            base_type: o.attr("baseType").unwrap_or_default().to_string(),
            default: o.child("defaultValue").and_then(|d| d.child_text("value")),
        })
        .collect();
    let interaction = read_interaction(interaction_element)?;
    let inline = matches!(interaction, Interaction::TextEntry { .. });
    let body_html = body_without(body, inline).trim().to_string();
    let processing = match root.child("responseProcessing") {
        None => ResponseProcessing::None,
        Some(rp) => match rp.attr("template") {
            Some(t) => ResponseProcessing::Template(t.trim().to_string()),
            None => match find_tolerance(rp) {
                Some(t) => ResponseProcessing::Tolerance(t),
                None => {
                    return Err((
                        rp.offset,
                        ParseErrorKind::Unsupported("custom response processing".into()),
                    ));
                }
            },
        },
    };
    let feedback = root
        .children_named("modalFeedback")
        .map(|f| f.inner_xml().trim().to_string())
        .collect();
    Ok(QtiItem {
        identifier: root.attr("identifier").unwrap_or_default().to_string(),
        title: root.attr("title").unwrap_or_default().to_string(),
        time_dependent: root.attr("timeDependent") == Some("true"),
        response,
        outcomes,
        body: body_html,
        interaction,
        processing,
        feedback,
    })
}

fn find_interactions<'a>(e: &'a Element, out: &mut Vec<&'a Element>) {
    for child in e.elements() {
        if INTERACTIONS.contains(&child.name.as_str()) {
            out.push(child);
        } else {
            find_interactions(child, out);
        }
    }
}

/// The first interaction we do not read (hotspot, gap match, slider…).
fn first_unsupported(e: &Element) -> Option<String> {
    for child in e.elements() {
        if child.name.ends_with("Interaction") && !INTERACTIONS.contains(&child.name.as_str()) {
            return Some(format!("<{}>", child.name));
        }
        if let Some(found) = first_unsupported(child) {
            return Some(found);
        }
    }
    None
}

fn read_response(r: &Element) -> Result<ResponseDeclaration, Failure> {
    let cardinality = match r.attr("cardinality") {
        Some("single") => Cardinality::Single,
        Some("multiple") => Cardinality::Multiple,
        Some("ordered") => Cardinality::Ordered,
        other => {
            return Err((
                r.offset,
                ParseErrorKind::Unsupported(format!("cardinality {other:?}")),
            ));
        }
    };
    let correct = r
        .child("correctResponse")
        .map(|c| {
            c.children_named("value")
                .map(|v| v.text().trim().to_string())
                .collect()
        })
        .unwrap_or_default();
    let number = |e: &Element, name: &str| {
        e.attr(name)
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|v| v.is_finite())
    };
    let mapping = r.child("mapping").map(|m| Mapping {
        lower_bound: number(m, "lowerBound"),
        upper_bound: number(m, "upperBound"),
        default_value: number(m, "defaultValue").unwrap_or(0.0),
        entries: m
            .children_named("mapEntry")
            .map(|e| MapEntry {
                key: e.attr("mapKey").unwrap_or_default().to_string(),
                value: number(e, "mappedValue").unwrap_or(0.0),
                case_sensitive: e.attr("caseSensitive") != Some("false"),
            })
            .collect(),
    });
    Ok(ResponseDeclaration {
        identifier: r.attr("identifier").unwrap_or_default().to_string(),
        cardinality,
        base_type: r.attr("baseType").unwrap_or_default().to_string(),
        correct,
        mapping,
    })
}

fn boolean(e: &Element, name: &str, default: bool) -> bool {
    match e.attr(name) {
        Some("true") => true,
        Some("false") => false,
        _ => default,
    }
}

fn count(e: &Element, name: &str, default: u32) -> u32 {
    e.attr(name)
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

fn choices(e: &Element, name: &str) -> Result<Vec<QtiChoice>, Failure> {
    let list: Vec<QtiChoice> = e
        .children_named(name)
        .map(|c| QtiChoice {
            identifier: c.attr("identifier").unwrap_or_default().to_string(),
            text: c.inner_xml().trim().to_string(),
            fixed: boolean(c, "fixed", false),
            match_max: count(c, "matchMax", 0),
        })
        .collect();
    if list.len() > MAX_ANSWERS {
        return Err((
            e.offset,
            ParseErrorKind::TooManyAnswers { limit: MAX_ANSWERS },
        ));
    }
    Ok(list)
}

fn prompt(e: &Element) -> String {
    e.child("prompt")
        .map(|p| p.inner_xml().trim().to_string())
        .unwrap_or_default()
}

fn read_interaction(e: &Element) -> Result<Interaction, Failure> {
    Ok(match e.name.as_str() {
        "choiceInteraction" => Interaction::Choice {
            shuffle: boolean(e, "shuffle", false),
            // The qti-sdk XSD's default; we always write it.
            max_choices: count(e, "maxChoices", 0),
            prompt: prompt(e),
            choices: choices(e, "simpleChoice")?,
        },
        "orderInteraction" => Interaction::Order {
            shuffle: boolean(e, "shuffle", false),
            prompt: prompt(e),
            choices: choices(e, "simpleChoice")?,
        },
        "matchInteraction" => {
            let mut sets = e.children_named("simpleMatchSet");
            let sources = match sets.next() {
                Some(s) => choices(s, "simpleAssociableChoice")?,
                None => Vec::new(),
            };
            let targets = match sets.next() {
                Some(s) => choices(s, "simpleAssociableChoice")?,
                None => Vec::new(),
            };
            Interaction::Match {
                shuffle: boolean(e, "shuffle", false),
                max_associations: count(e, "maxAssociations", 1),
                prompt: prompt(e),
                sources,
                targets,
            }
        }
        "textEntryInteraction" => Interaction::TextEntry {
            expected_length: e.attr("expectedLength").and_then(|v| v.parse().ok()),
        },
        _ => Interaction::ExtendedText { prompt: prompt(e) },
    })
}

/// The body's XHTML with block interactions left out and inline ones
/// replaced by a blank.
fn body_without(body: &Element, inline: bool) -> String {
    let mut copy = body.clone();
    strip(&mut copy, inline);
    copy.inner_xml()
}

fn strip(e: &mut Element, inline: bool) {
    let mut kept = Vec::with_capacity(e.children.len());
    for child in std::mem::take(&mut e.children) {
        match child {
            Node::Element(c) if INTERACTIONS.contains(&c.name.as_str()) => {
                if inline {
                    kept.push(Node::Text("_____".into()));
                }
            }
            Node::Element(mut c) => {
                strip(&mut c, inline);
                kept.push(Node::Element(c));
            }
            text => kept.push(text),
        }
    }
    e.children = kept;
}

/// quizforge's numeric processing: an `equal` with an absolute tolerance.
fn find_tolerance(e: &Element) -> Option<f64> {
    if e.name == "equal" && e.attr("toleranceMode") == Some("absolute") {
        return e
            .attr("tolerance")
            .and_then(|t| t.split_whitespace().next())
            .and_then(|t| t.parse().ok());
    }
    e.elements().find_map(find_tolerance)
}
