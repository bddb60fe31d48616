//! Turning the review screen's forms into questions. Pure functions, so
//! they are tested here without a server.

use quizforge_core::{AcceptedAnswer, Body, Choice, Kind, NumericAnswer, Pair, Question};

use crate::i18n::{Lang, text, text_with};

/// A submitted form's fields in order, repeated names kept (the choices of
/// a question are several `choice` fields).
#[derive(Debug, Clone, Default)]
pub struct Fields(pub Vec<(String, String)>);

impl Fields {
    /// The first value of a field.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    /// Every value of a field, in order.
    pub fn all(&self, name: &str) -> Vec<&str> {
        self.0
            .iter()
            .filter(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
            .collect()
    }

    /// The form's CSRF token.
    pub fn csrf(&self) -> &str {
        self.get("csrf").unwrap_or_default()
    }

    /// The quiz revision the form was made from.
    pub fn revision(&self) -> Option<i64> {
        self.get("revision").and_then(|r| r.trim().parse().ok())
    }
}

/// `None` for blank text, else the text trimmed of surrounding space.
fn optional(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
}

/// The non-blank lines of a text area, trimmed.
fn lines(text: Option<&str>) -> Vec<String> {
    text.unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(str::to_string)
        .collect()
}

/// Applies the review screen's edit form to a question. Returns the edited
/// question, and what is wrong with it when it cannot be saved (so the
/// screen can show the teacher's input back with the problem), said in
/// `lang`.
pub fn apply(original: &Question, fields: &Fields, lang: Lang) -> (Question, Option<String>) {
    let mut question = original.clone();
    let mut problems = Vec::new();
    if let Some(prompt) = fields.get("prompt") {
        question.prompt = prompt.trim().to_string();
    }
    if fields.get("stimulus").is_some() {
        question.stimulus = optional(fields.get("stimulus"));
    }
    question.topic = optional(fields.get("topic"));
    question.explanation = optional(fields.get("explanation"));
    match fields.get("points").map(str::trim) {
        Some("") | None => {}
        Some(points) => match points.parse::<f64>() {
            Ok(points) if points.is_finite() && points >= 0.0 => question.points = points,
            _ => problems.push(text_with(lang, "edit-points", &[("value", points.into())])),
        },
    }
    match fields.get("time_limit").map(str::trim) {
        Some("") | None => question.time_limit = None,
        Some(limit) => match limit.parse::<u32>() {
            Ok(seconds) if seconds > 0 => question.time_limit = Some(seconds),
            _ => problems.push(text_with(
                lang,
                "edit-time-limit",
                &[("value", limit.into())],
            )),
        },
    }
    apply_body(&mut question, original, fields, &mut problems, lang);
    apply_images(&mut question, fields);
    if problems.is_empty()
        && let Err(error) = question.validate()
    {
        problems.push(explain(&error, lang));
    }
    if problems.is_empty()
        && let Some(coin_toss) = coin_toss(&question.body)
    {
        problems.push(text(lang, coin_toss));
    }
    let problem = (!problems.is_empty()).then(|| problems.join(" "));
    (question, problem)
}

/// The images part of the form: what each image shows (`image_src` and
/// `image_alt`, in pairs) and the images to take out (`image_remove`). A
/// form without them (an older page) leaves the images as they were.
fn apply_images(question: &mut Question, fields: &Fields) {
    let removed = fields.all("image_remove");
    for (src, alt) in fields
        .all("image_src")
        .into_iter()
        .zip(fields.all("image_alt"))
    {
        match alt.trim() {
            "" => question.image_alt.remove(src),
            alt => question.image_alt.insert(src.to_string(), alt.to_string()),
        };
    }
    question
        .images
        .retain(|src| !removed.contains(&src.as_str()));
    if let Body::MultipleChoice { choices }
    | Body::MultipleResponse { choices }
    | Body::TrueFalse { choices } = &mut question.body
    {
        for choice in choices {
            if choice
                .image
                .as_deref()
                .is_some_and(|src| removed.contains(&src))
            {
                choice.image = None;
            }
        }
    }
    forget_unused_alts(question);
}

/// Drops the descriptions of images the question no longer shows.
pub fn forget_unused_alts(question: &mut Question) {
    let used: Vec<String> = question
        .images
        .iter()
        .chain(question.choices().iter().filter_map(|c| c.image.as_ref()))
        .cloned()
        .collect();
    question.image_alt.retain(|src, _| used.contains(src));
}

/// Why an ordering of two items or a matching of two pairs is refused: a
/// student who guesses is right half the time, and however the two are
/// shown, their order says nothing (issue 12). Questions imported that way
/// are kept as the teacher's file has them; the editor does not make new
/// ones.
fn coin_toss(body: &Body) -> Option<&'static str> {
    match body {
        Body::Ordering { items } if items.len() == 2 => Some("edit-coin-toss-ordering"),
        Body::Matching { pairs } if pairs.len() == 2 => Some("edit-coin-toss-matching"),
        _ => None,
    }
}

/// The model's rule, said for a teacher. Rules the editor's forms cannot
/// break (they come from imported files) keep the model's English words.
fn explain(error: &quizforge_core::ModelError, lang: Lang) -> String {
    use quizforge_core::ModelError as E;
    match error {
        E::EmptyPrompt => text(lang, "edit-empty-prompt"),
        E::TooFewChoices { min, .. } => {
            text_with(lang, "edit-too-few-choices", &[("min", (*min).into())])
        }
        E::EmptyChoice(i) => text_with(lang, "edit-empty-choice", &[("number", (i + 1).into())]),
        E::TooFewItems(_) => text(lang, "edit-too-few-items"),
        other => format!("{other}."),
    }
}

fn apply_body(
    question: &mut Question,
    original: &Question,
    fields: &Fields,
    problems: &mut Vec<String>,
    lang: Lang,
) {
    match &original.body {
        Body::MultipleChoice { choices }
        | Body::MultipleResponse { choices }
        | Body::TrueFalse { choices } => {
            let correct: Vec<usize> = fields
                .all("correct")
                .iter()
                .filter_map(|c| c.trim().parse().ok())
                .collect();
            let slots = fields.all("choice");
            let is_true_false = original.kind() == Kind::TrueFalse;
            let mut edited = Vec::new();
            for (slot, text) in slots.iter().enumerate() {
                let text = text.trim();
                let kept = choices.get(slot);
                let has_image = kept.is_some_and(|c| c.image.is_some());
                if text.is_empty() && !has_image && !is_true_false {
                    continue;
                }
                let right = correct.contains(&slot);
                let mut choice = Choice::new(text, right);
                if let Some(kept) = kept {
                    choice.image = kept.image.clone();
                    choice.feedback = kept.feedback.clone();
                }
                edited.push(choice);
            }
            if slots.is_empty() {
                edited = choices.clone();
            }
            question.answer_known = edited.iter().any(|c| c.correct);
            question.body = match original.kind() {
                Kind::MultipleResponse => Body::multiple_response(edited),
                Kind::TrueFalse => Body::TrueFalse { choices: edited },
                _ => {
                    if edited.iter().filter(|c| c.correct).count() > 1 {
                        problems.push(text(lang, "edit-one-correct"));
                    }
                    Body::MultipleChoice { choices: edited }
                }
            };
        }
        Body::ShortAnswer {
            accepted,
            case_sensitive,
        } => {
            let answers: Vec<AcceptedAnswer> = lines(fields.get("accepted"))
                .into_iter()
                .map(|text| {
                    accepted
                        .iter()
                        .find(|a| a.text == text)
                        .cloned()
                        .unwrap_or_else(|| AcceptedAnswer::new(text))
                })
                .collect();
            question.answer_known = answers.iter().any(|a| a.weight > 0.0);
            question.body = Body::ShortAnswer {
                accepted: answers,
                case_sensitive: *case_sensitive,
            };
        }
        Body::Numeric { answers } => {
            let value = fields.get("value").map(str::trim).unwrap_or_default();
            let tolerance = fields.get("tolerance").map(str::trim).unwrap_or_default();
            let edited = if value.is_empty() {
                Vec::new()
            } else {
                match (value.parse::<f64>(), tolerance_of(tolerance)) {
                    (Ok(value), Some(tolerance)) if value.is_finite() => {
                        let best = answers
                            .iter()
                            .reduce(|a, b| if b.weight > a.weight { b } else { a });
                        match best {
                            // Unchanged: keep every alternative and its feedback.
                            Some(best) if best.value == value && best.tolerance == tolerance => {
                                answers.clone()
                            }
                            _ => vec![NumericAnswer::new(value, tolerance)],
                        }
                    }
                    _ => {
                        problems.push(text(lang, "edit-numbers"));
                        answers.clone()
                    }
                }
            };
            question.answer_known = edited.iter().any(|a| a.weight > 0.0);
            question.body = Body::Numeric { answers: edited };
        }
        Body::Matching { .. } => {
            let pairs: Vec<Pair> = lines(fields.get("pairs"))
                .into_iter()
                .map(|line| match line.split_once('=') {
                    Some((left, right)) => Pair::new(left.trim(), right.trim()),
                    None => Pair::new(line.as_str(), ""),
                })
                .collect();
            if pairs.iter().any(|p| p.right.is_empty()) {
                problems.push(text(lang, "edit-pairs"));
            }
            question.answer_known = pairs.iter().any(|p| !p.left.is_empty());
            question.body = Body::Matching { pairs };
        }
        Body::Ordering { .. } => {
            question.body = Body::Ordering {
                items: lines(fields.get("items")),
            };
        }
        Body::Open => {}
    }
}

fn tolerance_of(text: &str) -> Option<f64> {
    if text.is_empty() {
        return Some(0.0);
    }
    text.parse::<f64>()
        .ok()
        .filter(|t| t.is_finite() && *t >= 0.0)
}

/// A new question of a kind, written by hand: the prompt given, and
/// placeholder content the teacher then fills in. Its answer is unknown
/// until they do, so the review screen flags it.
pub fn blank(kind: Kind, prompt: &str, language: &str) -> Question {
    // The placeholders are the quiz's text, so in the quiz's language (in
    // English when it is not one of the interface's).
    let in_quiz_language = language
        .split(['-', '_'])
        .next()
        .and_then(Lang::from_code)
        .unwrap_or_default();
    let prompt = if prompt.trim().is_empty() {
        text(in_quiz_language, "edit-new-question")
    } else {
        prompt.trim().to_string()
    };
    let placeholders = || {
        vec![
            Choice::new(text(in_quiz_language, "edit-first-choice"), false),
            Choice::new(text(in_quiz_language, "edit-second-choice"), false),
        ]
    };
    let (body, known) = match kind {
        Kind::MultipleChoice => (
            Body::MultipleChoice {
                choices: placeholders(),
            },
            false,
        ),
        Kind::MultipleResponse => (
            Body::MultipleResponse {
                choices: placeholders(),
            },
            false,
        ),
        Kind::TrueFalse => (Body::true_false(None, language), false),
        Kind::ShortAnswer => (
            Body::ShortAnswer {
                accepted: Vec::new(),
                case_sensitive: false,
            },
            false,
        ),
        Kind::Numeric => (
            Body::Numeric {
                answers: Vec::new(),
            },
            false,
        ),
        Kind::Matching => (Body::Matching { pairs: Vec::new() }, false),
        Kind::Ordering => (
            Body::Ordering {
                items: ["edit-first", "edit-second", "edit-third"]
                    .map(|key| text(in_quiz_language, key))
                    .into(),
            },
            true,
        ),
        Kind::Open => (Body::Open, true),
    };
    let mut question = Question::new(prompt, body);
    question.answer_known = known;
    question
}

/// A kind from its JSON name.
pub fn kind_named(name: &str) -> Option<Kind> {
    Kind::ALL.into_iter().find(|kind| kind.as_str() == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The form applied with the problems said in English.
    fn apply(original: &Question, fields: &Fields) -> (Question, Option<String>) {
        super::apply(original, fields, Lang::En)
    }

    fn fields(pairs: &[(&str, &str)]) -> Fields {
        Fields(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
                .collect(),
        )
    }

    fn unknown_choice_question() -> Question {
        let mut question = Question::new(
            "Which gas do plants take in?",
            Body::MultipleChoice {
                choices: vec![
                    Choice::new("Oxygen", false),
                    Choice::new("Carbon dioxide", false),
                ],
            },
        );
        question.answer_known = false;
        question
    }

    #[test]
    fn picking_a_correct_choice_makes_the_answer_known() {
        let original = unknown_choice_question();
        let (edited, problem) = apply(
            &original,
            &fields(&[
                ("prompt", " Which gas do plants take in? "),
                ("choice", "Oxygen"),
                ("choice", "Carbon dioxide"),
                ("choice", "Nitrogen"),
                ("choice", ""),
                ("correct", "1"),
                ("points", "2"),
                ("time_limit", "30"),
                ("topic", "Plants"),
                ("explanation", ""),
            ]),
        );
        assert_eq!(problem, None);
        assert!(edited.answer_known);
        assert_eq!(edited.choices().len(), 3);
        assert!(edited.choices()[1].correct && !edited.choices()[0].correct);
        assert_eq!((edited.points, edited.time_limit), (2.0, Some(30)));
        assert_eq!(edited.topic.as_deref(), Some("Plants"));
        assert_eq!(edited.explanation, None);
    }

    #[test]
    fn bad_numbers_and_broken_rules_are_explained_not_saved() {
        let original = unknown_choice_question();
        let (_, problem) = apply(
            &original,
            &fields(&[("choice", "Only one"), ("points", "lots")]),
        );
        let problem = problem.expect("a problem");
        assert!(problem.contains("Points"), "{problem}");
        let (_, problem) = apply(
            &original,
            &fields(&[("choice", "Only one"), ("correct", "0")]),
        );
        assert!(problem.expect("a problem").contains("at least 2 choices"));
    }

    #[test]
    fn images_are_described_and_taken_out_from_the_form() {
        let mut question = unknown_choice_question();
        question.images = vec!["/media/a".into(), "/media/b".into()];
        if let Body::MultipleChoice { choices } = &mut question.body {
            choices[1].image = Some("/media/c".into());
        }
        question.image_alt.insert("/media/b".into(), "old".into());
        let form = fields(&[
            ("choice", "Oxygen"),
            ("choice", "Carbon dioxide"),
            ("image_src", "/media/a"),
            ("image_alt", " A leaf under a microscope "),
            ("image_src", "/media/b"),
            ("image_alt", "old"),
            ("image_src", "/media/c"),
            ("image_alt", "CO₂ molecule"),
            ("image_remove", "/media/b"),
        ]);
        let (edited, problem) = apply(&question, &form);
        assert_eq!(problem, None);
        assert_eq!(edited.images, ["/media/a"]);
        assert_eq!(edited.choices()[1].image.as_deref(), Some("/media/c"));
        let alts: Vec<(&str, &str)> = edited
            .image_alt
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            alts,
            [
                ("/media/a", "A leaf under a microscope"),
                ("/media/c", "CO₂ molecule")
            ]
        );
        // A form without the images part keeps them.
        let (kept, _) = apply(
            &question,
            &fields(&[("choice", "Oxygen"), ("choice", "CO2")]),
        );
        assert_eq!(kept.images, question.images);
        assert_eq!(kept.image_alt, question.image_alt);
    }

    #[test]
    fn problems_are_said_in_the_teachers_language() {
        let original = unknown_choice_question();
        let form = fields(&[("choice", "Seul"), ("points", "beaucoup")]);
        let (_, problem) = super::apply(&original, &form, Lang::Fr);
        let problem = problem.expect("a problem");
        assert!(problem.contains("Les points"), "{problem}");
        assert!(problem.contains("« beaucoup »"), "{problem}");
        let form = fields(&[("pairs", "Paris = France\n= Spain")]);
        let matching = Question::new("Match", Body::Matching { pairs: Vec::new() });
        let (_, problem) = super::apply(&matching, &form, Lang::De);
        assert!(problem.expect("a problem").contains("Münzwurf"));
    }

    #[test]
    fn short_answers_numbers_pairs_and_orders_are_edited_from_text() {
        let short = blank(Kind::ShortAnswer, "Capital of France?", "en");
        let (edited, problem) = apply(&short, &fields(&[("accepted", "Paris\n\n paris \n")]));
        assert_eq!(problem, None);
        assert!(edited.answer_known);
        let numeric = blank(Kind::Numeric, "2 + 2?", "en");
        let (edited, problem) = apply(&numeric, &fields(&[("value", "4"), ("tolerance", "")]));
        assert_eq!(problem, None);
        assert!(matches!(&edited.body, Body::Numeric { answers } if answers[0].value == 4.0));
        let matching = blank(Kind::Matching, "Match", "en");
        let (edited, problem) = apply(
            &matching,
            &fields(&[("pairs", "Paris = France\nRome = Italy\n= Spain")]),
        );
        assert_eq!(problem, None);
        assert!(
            matches!(&edited.body, Body::Matching { pairs } if pairs.len() == 3 && pairs[2].left.is_empty())
        );
        let ordering = blank(Kind::Ordering, "Order", "en");
        let (edited, problem) = apply(&ordering, &fields(&[("items", "one\ntwo\nthree")]));
        assert_eq!(problem, None);
        assert!(matches!(&edited.body, Body::Ordering { items } if items.len() == 3));
    }

    #[test]
    fn two_items_to_order_or_two_pairs_to_match_are_refused_as_coin_tosses() {
        let ordering = blank(Kind::Ordering, "Order", "en");
        let (_, problem) = apply(&ordering, &fields(&[("items", "first\nsecond")]));
        assert!(problem.is_some_and(|p| p.contains("coin toss")));
        let matching = blank(Kind::Matching, "Match", "en");
        let (_, problem) = apply(&matching, &fields(&[("pairs", "Paris = France\n= Spain")]));
        assert!(problem.is_some_and(|p| p.contains("coin toss")));
        let (_, problem) = apply(&ordering, &fields(&[("items", "a\nb\nc")]));
        assert_eq!(problem, None);
    }

    #[test]
    fn every_kind_can_be_added_by_hand() {
        for kind in Kind::ALL {
            let question = blank(kind, "", "fr");
            assert_eq!(question.kind(), kind);
            question.validate().expect("a valid blank question");
        }
        assert_eq!(kind_named("true_false"), Some(Kind::TrueFalse));
        assert_eq!(kind_named("essay"), None);
    }
}
