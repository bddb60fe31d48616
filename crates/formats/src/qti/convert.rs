//! QTI items ⇄ quizforge questions.

use quizforge_core::{AcceptedAnswer, Body, Choice, NumericAnswer, Pair, Question, TextFormat};

use super::ast::{
    Cardinality, Interaction, MAP_RESPONSE, MATCH_CORRECT, MapEntry, Mapping, OutcomeDeclaration,
    QtiChoice, QtiItem, ResponseDeclaration, ResponseProcessing,
};
use crate::xml::{self, Element, Node, escape_attr, escape_text};

/// An XHTML fragment as a text and its format: fragments without markup
/// (or one plain paragraph) are plain text.
pub(crate) fn fragment_text(fragment: &str) -> (String, TextFormat) {
    let Ok(root) = xml::parse(&format!("<x>{fragment}</x>")) else {
        return (fragment.trim().to_string(), TextFormat::Html);
    };
    let elements: Vec<&Element> = root.elements().collect();
    let loose_text = root
        .children
        .iter()
        .any(|n| matches!(n, Node::Text(t) if !t.trim().is_empty()));
    match elements.as_slice() {
        [] => (root.text().trim().to_string(), TextFormat::Plain),
        [p] if p.name == "p" && !loose_text && p.elements().next().is_none() => {
            (p.text().trim().to_string(), TextFormat::Plain)
        }
        _ => (fragment.trim().to_string(), TextFormat::Html),
    }
}

/// A text as an XHTML fragment; `None` when HTML is not well-formed XML
/// (the caller then escapes it and reports the loss).
pub(crate) fn text_fragment(text: &str, format: TextFormat) -> Option<String> {
    match format {
        TextFormat::Html => xml::parse(&format!("<x>{text}</x>"))
            .ok()
            .map(|_| text.to_string()),
        TextFormat::Plain | TextFormat::Markdown => Some(escape_text(text)),
    }
}

/// Splits the `<img>`s out of a body: their `src`s, and the body without
/// them (paragraphs left empty are dropped).
pub(crate) fn take_images(body: &str) -> (Vec<String>, String) {
    let Ok(mut root) = xml::parse(&format!("<x>{body}</x>")) else {
        return (Vec::new(), body.to_string());
    };
    let mut images = Vec::new();
    remove_images(&mut root, &mut images);
    (images, root.inner_xml().trim().to_string())
}

fn remove_images(e: &mut Element, images: &mut Vec<String>) {
    let mut kept = Vec::new();
    for child in std::mem::take(&mut e.children) {
        match child {
            Node::Element(img) if img.name == "img" => {
                if let Some(src) = img.attr("src") {
                    images.push(src.to_string());
                }
            }
            Node::Element(mut c) => {
                remove_images(&mut c, images);
                let empty = c
                    .children
                    .iter()
                    .all(|n| matches!(n, Node::Text(t) if t.trim().is_empty()));
                if !(empty && c.name == "p") {
                    kept.push(Node::Element(c));
                }
            }
            text => kept.push(text),
        }
    }
    e.children = kept;
}

/// What an item becomes, or why it cannot: the question and what was lost.
pub fn item_to_question(item: &QtiItem) -> Result<(Question, Vec<String>), String> {
    let mut losses = Vec::new();
    let (images, body) = take_images(&item.body);
    let r = &item.response;
    let mapping = r.mapping.as_ref();
    let points = item
        .outcomes
        .iter()
        .find(|o| o.identifier == "MAXSCORE")
        .and_then(|o| o.default.as_ref())
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|v| v.is_finite() && *v >= 0.0);
    let template = match &item.processing {
        ResponseProcessing::Template(t) => t.trim_end_matches(".xml").to_string(),
        _ => String::new(),
    };
    let mapped = template.ends_with("map_response");
    // The best score the mapping allows, which becomes the question's points.
    let mapping_max = |single: bool| -> f64 {
        let Some(m) = mapping else { return 1.0 };
        // quizforge's own items carry MAXSCORE and map weights on a 0..1
        // scale; others are scaled by their best score.
        if points.is_some() {
            return m.upper_bound.unwrap_or(1.0);
        }
        let positive = m.entries.iter().map(|e| e.value).filter(|v| *v > 0.0);
        let best = if single {
            positive.fold(0.0, f64::max)
        } else {
            positive.sum()
        };
        let best = m.upper_bound.map_or(best, |u| best.min(u));
        if best > 0.0 { best } else { 1.0 }
    };
    let value_of = |key: &str| -> Option<f64> {
        mapping.and_then(|m| m.entries.iter().find(|e| e.key == key).map(|e| e.value))
    };
    let (mut prompt_text, mut stimulus) = (String::new(), None);
    let mut set_prompt = |interaction_prompt: &str| {
        if interaction_prompt.trim().is_empty() {
            prompt_text = body.clone();
        } else {
            prompt_text = interaction_prompt.to_string();
            if !body.trim().is_empty() {
                stimulus = Some(body.clone());
            }
        }
    };
    let mut max_score = 1.0;
    let body_kind = match &item.interaction {
        Interaction::Choice {
            max_choices,
            prompt,
            choices,
            ..
        } => {
            set_prompt(prompt);
            let single = r.cardinality == Cardinality::Single || *max_choices == 1;
            let true_false = single
                && choices.len() == 2
                && choices[0].identifier == "TRUE"
                && choices[1].identifier == "FALSE";
            let max = if mapped { mapping_max(single) } else { 1.0 };
            max_score = max;
            let list: Vec<Choice> = choices
                .iter()
                .map(|c| {
                    let in_key = r.correct.contains(&c.identifier);
                    let weight = if mapped {
                        value_of(&c.identifier).unwrap_or(mapping.map_or(0.0, |m| m.default_value))
                            / max
                    } else if in_key {
                        1.0
                    } else {
                        0.0
                    };
                    let weight = weight.clamp(-1.0, 1.0);
                    let (text, _) = fragment_text(&c.text);
                    Choice {
                        text,
                        correct: weight > 0.0 || (!mapped && in_key),
                        image: None,
                        weight,
                        feedback: None,
                    }
                })
                .collect();
            if mapped && !single && mapping.is_some_and(|m| m.default_value != 0.0) {
                losses.push(format!(
                    "unlisted choices score {} each in the item; here they score by their own weight",
                    mapping.map_or(0.0, |m| m.default_value)
                ));
            }
            if true_false {
                Body::TrueFalse { choices: list }
            } else if single {
                Body::MultipleChoice { choices: list }
            } else if mapped {
                Body::MultipleResponse { choices: list }
            } else {
                // match_correct on a set: all or nothing, which our model
                // does not have; the usual shares are used instead.
                losses.push("all-or-nothing scoring became a share per right choice".into());
                Body::multiple_response(list)
            }
        }
        Interaction::Order {
            prompt, choices, ..
        } => {
            set_prompt(prompt);
            let mut items = Vec::new();
            for id in &r.correct {
                if let Some(c) = choices.iter().find(|c| &c.identifier == id) {
                    items.push(fragment_text(&c.text).0);
                }
            }
            if items.len() != choices.len() {
                return Err("the correct order does not list every item".into());
            }
            Body::Ordering { items }
        }
        Interaction::Match {
            prompt,
            sources,
            targets,
            ..
        } => {
            set_prompt(prompt);
            max_score = if mapped { mapping_max(false) } else { 1.0 };
            let mut pairs = Vec::new();
            let mut used = Vec::new();
            for value in &r.correct {
                let mut ids = value.split_whitespace();
                let (Some(s), Some(t)) = (ids.next(), ids.next()) else {
                    continue;
                };
                let source = sources.iter().find(|c| c.identifier == s);
                let target = targets.iter().find(|c| c.identifier == t);
                if let (Some(source), Some(target)) = (source, target) {
                    pairs.push(Pair::new(
                        fragment_text(&source.text).0,
                        fragment_text(&target.text).0,
                    ));
                    used.push(t.to_string());
                }
            }
            for t in targets {
                if !used.contains(&t.identifier) {
                    pairs.push(Pair::new("", fragment_text(&t.text).0));
                }
            }
            if mapped
                && mapping.is_some_and(|m| {
                    let first = m.entries.first().map(|e| e.value);
                    m.entries.iter().any(|e| Some(e.value) != first)
                })
            {
                losses.push("pairs worth different scores now earn equal shares".into());
            }
            Body::Matching { pairs }
        }
        Interaction::TextEntry { .. } => {
            // quizforge writes the prompt and the blank as two paragraphs.
            prompt_text = body
                .strip_suffix("<p>_____</p>")
                .map_or(body.as_str(), str::trim)
                .to_string();
            if let ResponseProcessing::Tolerance(t) = item.processing {
                let value = r
                    .correct
                    .first()
                    .and_then(|v| v.trim().parse::<f64>().ok())
                    .ok_or("the numeric answer is not a number")?;
                Body::Numeric {
                    answers: vec![NumericAnswer::new(value, t.abs())],
                }
            } else if matches!(r.base_type.as_str(), "float" | "integer") && !mapped {
                let value = r
                    .correct
                    .first()
                    .and_then(|v| v.trim().parse::<f64>().ok())
                    .ok_or("the numeric answer is not a number")?;
                Body::Numeric {
                    answers: vec![NumericAnswer::new(value, 0.0)],
                }
            } else {
                let max = if mapped { mapping_max(true) } else { 1.0 };
                max_score = max;
                let mut accepted: Vec<AcceptedAnswer> = match mapping {
                    Some(m) if mapped => m
                        .entries
                        .iter()
                        .map(|e| AcceptedAnswer {
                            text: e.key.clone(),
                            weight: (e.value / max).clamp(0.0, 1.0),
                            feedback: None,
                        })
                        .collect(),
                    _ => r.correct.iter().map(AcceptedAnswer::new).collect(),
                };
                accepted.retain(|a| !a.text.is_empty());
                let case_sensitive =
                    mapping.is_none_or(|m| m.entries.iter().all(|e| e.case_sensitive));
                if mapping.is_some_and(|m| {
                    let any = m.entries.iter().any(|e| e.case_sensitive);
                    let all = m.entries.iter().all(|e| e.case_sensitive);
                    any && !all
                }) {
                    losses.push(
                        "case sensitivity that differs between answers became one setting".into(),
                    );
                }
                Body::ShortAnswer {
                    accepted,
                    case_sensitive,
                }
            }
        }
        Interaction::ExtendedText { prompt } => {
            set_prompt(prompt);
            Body::Open
        }
    };
    let (mut prompt, mut format) = fragment_text(&prompt_text);
    if prompt.trim().is_empty() {
        prompt = item.title.clone();
        format = TextFormat::Plain;
    }
    let mut question = Question::new(prompt, body_kind);
    question.format = format;
    question.stimulus = stimulus.map(|s| fragment_text(&s).0);
    question.images = images;
    question.points = points.unwrap_or(max_score);
    question.name =
        (!item.title.is_empty() && item.title != question.prompt).then(|| item.title.clone());
    let feedback: Vec<String> = item.feedback.iter().map(|f| fragment_text(f).0).collect();
    if !feedback.is_empty() {
        question.explanation = Some(feedback.join("\n"));
    }
    if matches!(question.body, Body::Open) {
        question.answer_known = true;
    } else if !question.choices().is_empty() && !question.choices().iter().any(|c| c.correct) {
        question.answer_known = false;
    }
    Ok((question, losses))
}

/// Builds the item for a question. Identifiers are `CHOICE_1…`, `TRUE` and
/// `FALSE` for true/false, `S1…`/`T1…` for matching. Returns the item and
/// what QTI (or our mapping onto it) could not hold.
pub fn question_to_item(q: &Question, identifier: &str) -> Result<(QtiItem, Vec<String>), String> {
    let mut losses = Vec::new();
    let mut fragment = |text: &str| match text_fragment(text, q.format) {
        Some(f) => f,
        None => {
            losses.push("HTML that is not well-formed XHTML written as plain text".into());
            escape_text(text)
        }
    };
    let prompt = fragment(&q.prompt);
    let mut body = String::new();
    if let Some(s) = &q.stimulus {
        body.push_str(&format!("<p>{}</p>", fragment(s)));
    }
    let image_tags: String = q
        .images
        .iter()
        .map(|src| format!("<p><img src=\"{}\" alt=\"\"/></p>", escape_attr(src)))
        .collect();
    let choice_list = |choices: &[Choice],
                       ids: &dyn Fn(usize) -> String,
                       fragment: &mut dyn FnMut(&str) -> String|
     -> Vec<QtiChoice> {
        choices
            .iter()
            .enumerate()
            .map(|(i, c)| QtiChoice {
                identifier: ids(i),
                text: fragment(&c.text),
                fixed: false,
                match_max: 0,
            })
            .collect()
    };
    let mut response = ResponseDeclaration {
        identifier: "RESPONSE".into(),
        cardinality: Cardinality::Single,
        base_type: "identifier".into(),
        correct: Vec::new(),
        mapping: None,
    };
    let mut processing = ResponseProcessing::Template(MATCH_CORRECT.into());
    let choice_id = |i: usize| format!("CHOICE_{}", i + 1);
    let interaction = match &q.body {
        Body::MultipleChoice { choices } | Body::TrueFalse { choices } => {
            let tf = matches!(q.body, Body::TrueFalse { .. });
            let ids = |i: usize| {
                if tf {
                    if i == 0 {
                        "TRUE".to_string()
                    } else {
                        "FALSE".to_string()
                    }
                } else {
                    choice_id(i)
                }
            };
            let list = choice_list(choices, &ids, &mut fragment);
            response.correct = choices
                .iter()
                .enumerate()
                .filter(|(_, c)| c.correct)
                .map(|(i, _)| ids(i))
                .take(1)
                .collect();
            let simple = choices.iter().filter(|c| c.correct).count() <= 1
                && choices
                    .iter()
                    .all(|c| c.weight == if c.correct { 1.0 } else { 0.0 });
            if !simple {
                response.mapping = Some(weight_mapping(choices, ids));
                processing = ResponseProcessing::Template(MAP_RESPONSE.into());
            }
            Interaction::Choice {
                shuffle: !tf,
                max_choices: 1,
                prompt,
                choices: list,
            }
        }
        Body::MultipleResponse { choices } => {
            let list = choice_list(choices, &choice_id, &mut fragment);
            response.cardinality = Cardinality::Multiple;
            response.correct = choices
                .iter()
                .enumerate()
                .filter(|(_, c)| c.correct)
                .map(|(i, _)| choice_id(i))
                .collect();
            response.mapping = Some(weight_mapping(choices, choice_id));
            processing = ResponseProcessing::Template(MAP_RESPONSE.into());
            Interaction::Choice {
                shuffle: true,
                max_choices: 0,
                prompt,
                choices: list,
            }
        }
        Body::ShortAnswer {
            accepted,
            case_sensitive,
        } => {
            if accepted.iter().any(|a| a.text.contains('*')) {
                losses.push("wildcard answers (`*`) are matched literally by QTI".into());
            }
            body.push_str(&format!("<p>{prompt}</p><p>_____</p>"));
            response.base_type = "string".into();
            response.correct = accepted
                .iter()
                .filter(|a| a.weight >= 1.0)
                .take(1)
                .map(|a| a.text.clone())
                .collect();
            response.mapping = Some(Mapping {
                lower_bound: None,
                upper_bound: None,
                default_value: 0.0,
                entries: accepted
                    .iter()
                    .map(|a| MapEntry {
                        key: a.text.clone(),
                        value: a.weight,
                        case_sensitive: *case_sensitive,
                    })
                    .collect(),
            });
            processing = ResponseProcessing::Template(MAP_RESPONSE.into());
            Interaction::TextEntry {
                expected_length: None,
            }
        }
        Body::Numeric { answers } => {
            let best = answers
                .iter()
                .max_by(|a, b| a.weight.total_cmp(&b.weight))
                .ok_or("a numeric question with no answer")?;
            if answers.len() > 1 {
                losses.push(format!(
                    "{} other numeric answers dropped (QTI's tolerance check has one)",
                    answers.len() - 1
                ));
            }
            body.push_str(&format!("<p>{prompt}</p><p>_____</p>"));
            response.base_type = "float".into();
            response.correct = vec![crate::moodle_xml::write_number(best.value)];
            processing = ResponseProcessing::Tolerance(best.tolerance);
            Interaction::TextEntry {
                expected_length: None,
            }
        }
        Body::Matching { pairs } => {
            let mut sources = Vec::new();
            let mut targets: Vec<QtiChoice> = Vec::new();
            response.cardinality = Cardinality::Multiple;
            response.base_type = "directedPair".into();
            for p in pairs {
                let target = match targets.iter().position(|t| t.text == fragment(&p.right)) {
                    Some(i) => i,
                    None => {
                        targets.push(QtiChoice {
                            identifier: format!("T{}", targets.len() + 1),
                            text: fragment(&p.right),
                            fixed: false,
                            match_max: 0,
                        });
                        targets.len() - 1
                    }
                };
                if p.left.trim().is_empty() {
                    continue;
                }
                let id = format!("S{}", sources.len() + 1);
                response
                    .correct
                    .push(format!("{id} {}", targets[target].identifier));
                sources.push(QtiChoice {
                    identifier: id,
                    text: fragment(&p.left),
                    fixed: false,
                    match_max: 1,
                });
            }
            let share = 1.0 / response.correct.len().max(1) as f64;
            response.mapping = Some(Mapping {
                lower_bound: Some(0.0),
                upper_bound: Some(1.0),
                default_value: 0.0,
                entries: response
                    .correct
                    .iter()
                    .map(|key| MapEntry {
                        key: key.clone(),
                        value: share,
                        case_sensitive: true,
                    })
                    .collect(),
            });
            processing = ResponseProcessing::Template(MAP_RESPONSE.into());
            let max_associations = u32::try_from(sources.len()).unwrap_or(u32::MAX);
            Interaction::Match {
                shuffle: true,
                max_associations,
                prompt,
                sources,
                targets,
            }
        }
        Body::Ordering { items } => {
            let choices: Vec<QtiChoice> = items
                .iter()
                .enumerate()
                .map(|(i, text)| QtiChoice {
                    identifier: choice_id(i),
                    text: fragment(text),
                    fixed: false,
                    match_max: 0,
                })
                .collect();
            response.cardinality = Cardinality::Ordered;
            response.correct = (0..items.len()).map(choice_id).collect();
            losses.push("ordering credit is all or nothing in QTI's match_correct".into());
            Interaction::Order {
                shuffle: true,
                prompt,
                choices,
            }
        }
        Body::Open => {
            response.base_type = "string".into();
            processing = ResponseProcessing::None;
            Interaction::ExtendedText { prompt }
        }
    };
    body.push_str(&image_tags);
    if let Interaction::TextEntry { .. } = interaction {
        // The prompt paragraph and the blank are the body; images go first.
        if !image_tags.is_empty() {
            losses.push("images moved after the blank".into());
        }
    }
    if q.choices().iter().any(|c| c.feedback.is_some())
        || matches!(&q.body, Body::ShortAnswer { accepted, .. } if accepted.iter().any(|a| a.feedback.is_some()))
        || matches!(&q.body, Body::Numeric { answers } if answers.iter().any(|a| a.feedback.is_some()))
    {
        losses.push("feedback on each answer dropped".into());
    }
    if q.choices().iter().any(|c| c.image.is_some()) {
        losses.push("choice images dropped".into());
    }
    if !q.answer_known && !matches!(q.body, Body::Open) {
        losses.push("the key is not known; the item has no correct response".into());
    }
    if q.topic.is_some() || !q.tags.is_empty() {
        losses.push("topic and tags dropped".into());
    }
    if q.time_limit.is_some() {
        losses.push("time limit dropped".into());
    }
    let feedback = match &q.explanation {
        Some(e) => vec![match text_fragment(e, q.format) {
            Some(f) => f,
            None => escape_text(e),
        }],
        None => Vec::new(),
    };
    let item = QtiItem {
        identifier: identifier.to_string(),
        title: q
            .name
            .clone()
            .unwrap_or_else(|| q.prompt.chars().take(60).collect()),
        time_dependent: false,
        response,
        outcomes: vec![
            OutcomeDeclaration {
                identifier: "SCORE".into(),
                base_type: "float".into(),
                default: Some("0".into()),
            },
            OutcomeDeclaration {
                identifier: "MAXSCORE".into(),
                base_type: "float".into(),
                default: Some(crate::moodle_xml::write_number(q.points)),
            },
        ],
        body,
        interaction,
        processing,
        feedback,
    };
    Ok((item, losses))
}

/// The `map_response` mapping that gives each choice its weight, scored
/// between 0 and 1.
fn weight_mapping(choices: &[Choice], id: impl Fn(usize) -> String) -> Mapping {
    Mapping {
        lower_bound: Some(0.0),
        upper_bound: Some(1.0),
        default_value: 0.0,
        entries: choices
            .iter()
            .enumerate()
            .filter(|(_, c)| c.weight != 0.0)
            .map(|(i, c)| MapEntry {
                key: id(i),
                value: c.weight,
                case_sensitive: true,
            })
            .collect(),
    }
}
