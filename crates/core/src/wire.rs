//! The JSON form of a question: one flat object with the same keys for every
//! kind, so that readers need not know every kind to find, say, the prompt.
//! Reading checks that the keys agree with the kind (see [`ModelError`]).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::model::{
    AcceptedAnswer, Body, Choice, Difficulty, Kind, NumericAnswer, Origin, Pair, Question, Span,
    TextFormat,
};
use crate::validate::ModelError;

/// The flat JSON object a [`Question`] is written as.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct QuestionWire {
    kind: Kind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    prompt: String,
    #[serde(default, skip_serializing_if = "is_plain")]
    format: TextFormat,
    #[serde(default)]
    stimulus: Option<String>,
    #[serde(default)]
    images: Vec<String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    image_alt: BTreeMap<String, String>,
    #[serde(default)]
    choices: Vec<Choice>,
    #[serde(default = "yes")]
    answer_known: bool,
    #[serde(default)]
    accepted: Vec<AcceptedWire>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    case_sensitive: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    ignore_accents: bool,
    #[serde(default)]
    value: Option<f64>,
    #[serde(default)]
    tolerance: Option<f64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    alternatives: Vec<NumericAnswer>,
    #[serde(default)]
    pairs: Vec<(String, String)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    items: Vec<String>,
    #[serde(default = "one")]
    points: f64,
    #[serde(default)]
    time_limit: Option<u32>,
    #[serde(default)]
    explanation: Option<String>,
    #[serde(default)]
    topic: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    tags: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    difficulty: Option<Difficulty>,
    #[serde(default)]
    origin: Origin,
    #[serde(default)]
    source: Option<Span>,
}

fn is_plain(format: &TextFormat) -> bool {
    *format == TextFormat::Plain
}

fn yes() -> bool {
    true
}

fn one() -> f64 {
    1.0
}

/// An accepted short answer: a bare string when it earns full credit and has
/// no feedback, an object otherwise.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
enum AcceptedWire {
    Plain(String),
    Detailed {
        text: String,
        #[serde(default = "one")]
        weight: f64,
        #[serde(default)]
        feedback: Option<String>,
    },
}

impl From<AcceptedAnswer> for AcceptedWire {
    fn from(answer: AcceptedAnswer) -> Self {
        if answer.weight == 1.0 && answer.feedback.is_none() {
            AcceptedWire::Plain(answer.text)
        } else {
            AcceptedWire::Detailed {
                text: answer.text,
                weight: answer.weight,
                feedback: answer.feedback,
            }
        }
    }
}

impl From<AcceptedWire> for AcceptedAnswer {
    fn from(wire: AcceptedWire) -> Self {
        match wire {
            AcceptedWire::Plain(text) => AcceptedAnswer::new(text),
            AcceptedWire::Detailed {
                text,
                weight,
                feedback,
            } => AcceptedAnswer {
                text,
                weight,
                feedback,
            },
        }
    }
}

impl From<Question> for QuestionWire {
    fn from(q: Question) -> Self {
        let mut wire = QuestionWire {
            kind: q.body.kind(),
            name: q.name,
            prompt: q.prompt,
            format: q.format,
            stimulus: q.stimulus,
            images: q.images,
            image_alt: q.image_alt,
            choices: Vec::new(),
            answer_known: q.answer_known,
            accepted: Vec::new(),
            case_sensitive: false,
            ignore_accents: false,
            value: None,
            tolerance: None,
            alternatives: Vec::new(),
            pairs: Vec::new(),
            items: Vec::new(),
            points: q.points,
            time_limit: q.time_limit,
            explanation: q.explanation,
            topic: q.topic,
            tags: q.tags,
            difficulty: q.difficulty,
            origin: q.origin,
            source: q.source,
        };
        match q.body {
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices } => wire.choices = choices,
            Body::ShortAnswer {
                accepted,
                case_sensitive,
            } => {
                wire.accepted = accepted.into_iter().map(AcceptedWire::from).collect();
                wire.case_sensitive = case_sensitive;
                wire.ignore_accents = q.ignore_accents;
            }
            Body::Numeric { answers } => {
                // `value` and `tolerance` name the best answer; `alternatives`
                // lists every answer in full when one alone does not say it all.
                if let Some(best) = answers
                    .iter()
                    .reduce(|a, b| if b.weight > a.weight { b } else { a })
                {
                    wire.value = Some(best.value);
                    wire.tolerance = Some(best.tolerance);
                }
                let simple =
                    answers.len() == 1 && answers[0].weight == 1.0 && answers[0].feedback.is_none();
                if !simple {
                    wire.alternatives = answers;
                }
            }
            Body::Matching { pairs } => {
                wire.pairs = pairs.into_iter().map(|p| (p.left, p.right)).collect();
            }
            Body::Ordering { items } => wire.items = items,
            Body::Open => {}
        }
        wire
    }
}

impl TryFrom<QuestionWire> for Question {
    type Error = ModelError;

    fn try_from(w: QuestionWire) -> Result<Self, Self::Error> {
        let body = match w.kind {
            Kind::MultipleChoice => Body::MultipleChoice { choices: w.choices },
            Kind::MultipleResponse => Body::MultipleResponse { choices: w.choices },
            Kind::TrueFalse => Body::TrueFalse { choices: w.choices },
            Kind::ShortAnswer => Body::ShortAnswer {
                accepted: w.accepted.into_iter().map(AcceptedAnswer::from).collect(),
                case_sensitive: w.case_sensitive,
            },
            Kind::Numeric => {
                let answers = match (w.alternatives.is_empty(), w.value) {
                    (false, _) => w.alternatives,
                    (true, Some(value)) => {
                        vec![NumericAnswer::new(value, w.tolerance.unwrap_or(0.0))]
                    }
                    (true, None) => Vec::new(),
                };
                Body::Numeric { answers }
            }
            Kind::Matching => Body::Matching {
                pairs: w
                    .pairs
                    .into_iter()
                    .map(|(left, right)| Pair { left, right })
                    .collect(),
            },
            Kind::Ordering => Body::Ordering { items: w.items },
            Kind::Open => Body::Open,
        };
        // Only a short answer is marked by typed text.
        let ignore_accents = w.ignore_accents && w.kind == Kind::ShortAnswer;
        let question = Question {
            name: w.name,
            prompt: w.prompt,
            format: w.format,
            stimulus: w.stimulus,
            images: w.images,
            image_alt: w.image_alt,
            body,
            ignore_accents,
            answer_known: w.answer_known,
            points: w.points,
            time_limit: w.time_limit,
            explanation: w.explanation,
            topic: w.topic,
            tags: w.tags,
            difficulty: w.difficulty,
            origin: w.origin,
            source: w.source,
        };
        question.validate()?;
        Ok(question)
    }
}

#[cfg(test)]
mod tests {
    use crate::model::{AcceptedAnswer, Body, Question};

    #[test]
    fn ignore_accents_is_written_only_when_on_and_read_with_a_default() {
        let mut question = Question::new(
            "Say it in French",
            Body::ShortAnswer {
                accepted: vec![AcceptedAnswer::new("résumé")],
                case_sensitive: false,
            },
        );
        let json = serde_json::to_value(&question).unwrap();
        assert!(json.get("ignore_accents").is_none(), "{json}");
        question.ignore_accents = true;
        let json = serde_json::to_value(&question).unwrap();
        assert_eq!(json["ignore_accents"], true);
        let back: Question = serde_json::from_value(json).unwrap();
        assert_eq!(back, question);

        // JSON written before the switch existed reads with accents counting.
        let old: Question =
            serde_json::from_str(r#"{"kind":"short_answer","prompt":"p","accepted":["résumé"]}"#)
                .unwrap();
        assert!(!old.ignore_accents);
        // Only a short answer keeps it.
        let choice: Question = serde_json::from_str(
            r#"{"kind":"multiple_choice","prompt":"p","ignore_accents":true,
                "choices":[{"text":"a","correct":true,"weight":1},{"text":"b","correct":false,"weight":0}]}"#,
        )
        .unwrap();
        assert!(!choice.ignore_accents);
    }
}
