//! Scoring a response as the standard response-processing templates do
//! (`match_correct`, `map_response`), and quizforge's numeric tolerance.

use std::collections::BTreeSet;

use super::ast::{Cardinality, MAP_RESPONSE, MATCH_CORRECT, QtiItem, ResponseProcessing};

/// A candidate's response: nothing, one value, or a container of values.
#[derive(Debug, Clone, PartialEq)]
pub enum QtiResponse {
    /// No response (QTI's NULL; an empty container is NULL too).
    Null,
    /// One value.
    Single(String),
    /// A multiple or ordered container.
    Many(Vec<String>),
}

/// Why a response cannot be scored.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ScoreError {
    /// The item has a response processing we do not run.
    #[error("response processing `{0}` is not supported")]
    Unsupported(String),
}

fn normalise(base_type: &str, value: &str) -> String {
    if base_type.ends_with("Pair") {
        value.split_whitespace().collect::<Vec<_>>().join(" ")
    } else {
        value.trim().to_string()
    }
}

/// The SCORE of `response` for `item`.
pub fn score(item: &QtiItem, response: &QtiResponse) -> Result<f64, ScoreError> {
    let declaration = &item.response;
    let base = declaration.base_type.as_str();
    let values: Vec<String> = match response {
        QtiResponse::Null => Vec::new(),
        QtiResponse::Single(v) => vec![normalise(base, v)],
        QtiResponse::Many(list) => list.iter().map(|v| normalise(base, v)).collect(),
    };
    if values.is_empty() {
        return Ok(0.0);
    }
    match &item.processing {
        ResponseProcessing::Template(t) if template_is(t, MATCH_CORRECT) => {
            let correct: Vec<String> = declaration
                .correct
                .iter()
                .map(|v| normalise(base, v))
                .collect();
            let right = match declaration.cardinality {
                Cardinality::Single => values.len() == 1 && correct.first() == values.first(),
                Cardinality::Ordered => values == correct,
                Cardinality::Multiple => {
                    values.iter().collect::<BTreeSet<_>>()
                        == correct.iter().collect::<BTreeSet<_>>()
                }
            };
            Ok(if right { 1.0 } else { 0.0 })
        }
        ResponseProcessing::Template(t) if template_is(t, MAP_RESPONSE) => {
            let Some(mapping) = &declaration.mapping else {
                return Ok(0.0);
            };
            let distinct: BTreeSet<&String> = values.iter().collect();
            let mut total = 0.0;
            for value in distinct {
                let mapped = mapping.entries.iter().find(|e| {
                    let key = normalise(base, &e.key);
                    if e.case_sensitive {
                        key == *value
                    } else {
                        key.to_lowercase() == value.to_lowercase()
                    }
                });
                total += mapped.map_or(mapping.default_value, |e| e.value);
            }
            if let Some(low) = mapping.lower_bound {
                total = total.max(low);
            }
            if let Some(high) = mapping.upper_bound {
                total = total.min(high);
            }
            Ok(total)
        }
        ResponseProcessing::Tolerance(tolerance) => {
            let (Some(given), Some(key)) = (
                values.first().and_then(|v| v.parse::<f64>().ok()),
                declaration
                    .correct
                    .first()
                    .and_then(|v| v.trim().parse::<f64>().ok()),
            ) else {
                return Ok(0.0);
            };
            Ok(if (given - key).abs() <= *tolerance {
                1.0
            } else {
                0.0
            })
        }
        ResponseProcessing::None => Ok(0.0),
        ResponseProcessing::Template(t) => Err(ScoreError::Unsupported(t.clone())),
    }
}

/// Template URIs are compared without a `.xml` suffix, so both the 2.1
/// spelling and the file name match.
fn template_is(uri: &str, template: &str) -> bool {
    uri.trim_end_matches(".xml") == template
        || uri.rsplit('/').next().map(|s| s.trim_end_matches(".xml")) == template.rsplit('/').next()
}
