//! Our QTI item model in the corpus's `qti-item` model.

use quizforge_formats::qti::{Interaction, QtiChoice, QtiItem, QtiResponse, ResponseProcessing};
use serde_json::{Map, Value, json};

fn choices(list: &[QtiChoice], with_text: bool, with_match_max: bool) -> Value {
    list.iter()
        .map(|c| {
            let mut m = Map::new();
            m.insert("identifier".into(), json!(c.identifier));
            if with_text {
                m.insert("text".into(), json!(c.text));
            }
            if with_match_max {
                m.insert("matchMax".into(), json!(c.match_max));
            }
            Value::Object(m)
        })
        .collect()
}

/// The item as the corpus describes it.
pub fn item(item: &QtiItem) -> Value {
    let mut m = Map::new();
    m.insert("identifier".into(), json!(item.identifier));
    m.insert("title".into(), json!(item.title));
    m.insert("interaction".into(), json!(item.interaction.name()));
    match &item.interaction {
        Interaction::Choice {
            shuffle,
            max_choices,
            prompt,
            choices: list,
        } => {
            m.insert("maxChoices".into(), json!(max_choices));
            m.insert("shuffle".into(), json!(shuffle));
            m.insert("prompt".into(), json!(prompt));
            m.insert("choices".into(), choices(list, true, false));
        }
        Interaction::Order {
            shuffle,
            prompt,
            choices: list,
        } => {
            m.insert("shuffle".into(), json!(shuffle));
            m.insert("prompt".into(), json!(prompt));
            m.insert("choices".into(), choices(list, true, false));
        }
        Interaction::Match {
            shuffle,
            max_associations,
            prompt,
            sources,
            targets,
        } => {
            m.insert("maxAssociations".into(), json!(max_associations));
            m.insert("shuffle".into(), json!(shuffle));
            m.insert("prompt".into(), json!(prompt));
            m.insert(
                "sets".into(),
                json!([choices(sources, false, true), choices(targets, false, true)]),
            );
        }
        Interaction::TextEntry { expected_length } => {
            m.insert("expectedLength".into(), json!(expected_length));
        }
        Interaction::ExtendedText { prompt } => {
            m.insert("prompt".into(), json!(prompt));
        }
    }
    let r = &item.response;
    let mut response = Map::new();
    response.insert("identifier".into(), json!(r.identifier));
    response.insert("cardinality".into(), json!(r.cardinality.name()));
    response.insert("baseType".into(), json!(r.base_type));
    response.insert("correct".into(), json!(r.correct));
    if let Some(mapping) = &r.mapping {
        let mut mm = Map::new();
        if let Some(low) = mapping.lower_bound {
            mm.insert("lowerBound".into(), json!(low));
        }
        if let Some(high) = mapping.upper_bound {
            mm.insert("upperBound".into(), json!(high));
        }
        mm.insert("defaultValue".into(), json!(mapping.default_value));
        let entries: Map<String, Value> = mapping
            .entries
            .iter()
            .map(|e| (e.key.clone(), json!(e.value)))
            .collect();
        mm.insert("entries".into(), Value::Object(entries));
        response.insert("mapping".into(), Value::Object(mm));
    }
    m.insert("response".into(), Value::Object(response));
    if let ResponseProcessing::Template(t) = &item.processing {
        m.insert("responseProcessing".into(), json!(t));
    }
    let outcomes: Map<String, Value> = item
        .outcomes
        .iter()
        .map(|o| {
            let default = o
                .default
                .as_deref()
                .and_then(|d| d.parse::<f64>().ok())
                .map_or(Value::Null, |d| json!(d));
            (
                o.identifier.clone(),
                json!({ "baseType": o.base_type, "default": default }),
            )
        })
        .collect();
    m.insert("outcomes".into(), Value::Object(outcomes));
    Value::Object(m)
}

/// A corpus response as ours.
pub fn response(v: &Value) -> QtiResponse {
    match v {
        Value::Null => QtiResponse::Null,
        Value::String(s) => QtiResponse::Single(s.clone()),
        Value::Array(list) => QtiResponse::Many(
            list.iter()
                .map(|x| x.as_str().unwrap_or_default().to_string())
                .collect(),
        ),
        other => QtiResponse::Single(other.to_string()),
    }
}
