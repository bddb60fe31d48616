//! Downloading a quiz in any export format, by the format's name. The web
//! pages and the API list [`formats`] and call [`export`]; both come from
//! the formats crate's registry, so a format added there appears here.

use fluent_bundle::FluentValue;
use quizforge_core::Quiz;
use quizforge_formats::{Format, Loss};

use crate::i18n::{self, Lang};

/// An export format as the pages and the API name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExportFormat {
    /// Its name in URLs (`?format=gift`).
    pub name: &'static str,
    /// Its name for people.
    pub label: &'static str,
    /// The file extension of a download.
    pub extension: &'static str,
    /// The media type of a download.
    pub media_type: &'static str,
}

impl ExportFormat {
    fn of(format: Format) -> Self {
        let extension = format.extension();
        ExportFormat {
            name: format.name(),
            label: format.title(),
            extension,
            media_type: match extension {
                "json" => "application/json",
                "md" => "text/markdown; charset=utf-8",
                "xml" => "application/xml",
                "zip" => "application/zip",
                "xlsx" => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "csv" => "text/csv; charset=utf-8",
                _ => "text/plain; charset=utf-8",
            },
        }
    }
}

/// The formats people reach for first, in menu order; every other format
/// of the registry follows them.
const FIRST: [Format; 4] = [
    Format::Gift,
    Format::MoodleXml,
    Format::Aiken,
    Format::Markdown,
];

/// Every export format, in menu order.
pub fn formats() -> Vec<ExportFormat> {
    FIRST
        .into_iter()
        .chain(Format::ALL.into_iter().filter(|f| !FIRST.contains(f)))
        .map(ExportFormat::of)
        .collect()
}

/// A quiz written in a format, with what the format could not hold.
#[derive(Debug)]
pub struct Exported {
    /// The format.
    pub format: ExportFormat,
    /// The file's bytes.
    pub body: Vec<u8>,
    /// One line for each thing the format could not hold, in English.
    pub losses: Vec<String>,
    /// The same, as the formats crate gives them.
    pub lost: Vec<Loss>,
}

/// Writes `quiz` in the format named `name`; `None` for an unknown name.
pub fn export(name: &str, quiz: &Quiz) -> Option<Result<Exported, quizforge_formats::ExportError>> {
    let format = Format::ALL.into_iter().find(|f| f.name() == name)?;
    Some(quizforge_formats::export(format, quiz).map(|exported| {
        Exported {
            format: ExportFormat::of(format),
            body: exported.content.as_bytes().to_vec(),
            losses: exported
                .losses
                .iter()
                .map(|loss| format!("question {}: {}", loss.question + 1, loss.what))
                .collect(),
            lost: exported.losses,
        }
    }))
}

/// One loss, "question 2: images dropped", in `lang`: a loss of
/// [`LOSS_TEXTS`](quizforge_formats::LOSS_TEXTS) in the language's words,
/// any other in the format writer's English.
pub fn loss_in(lang: Lang, loss: &Loss) -> String {
    let what = match &loss.said {
        Some(said) => {
            let args: Vec<(&str, FluentValue<'_>)> = said
                .args
                .iter()
                .map(|(name, value)| (name.as_str(), blank_in(lang, name, value).into()))
                .collect();
            i18n::text_with(lang, &format!("loss-{}", said.key), &args)
        }
        None => loss.what.clone(),
    };
    i18n::text_with(
        lang,
        "loss-line",
        &[
            ("number", (loss.question + 1).into()),
            ("what", what.into()),
        ],
    )
}

/// A loss's blank in `lang`: a question kind and the part of a question
/// that was shortened are words of ours; other blanks (numbers, a tool's
/// name, the teacher's text) stay as they are.
fn blank_in(lang: Lang, name: &str, value: &str) -> String {
    match name {
        // Mid-sentence in English ("no short answer questions"); the other
        // languages quote the kind's name as it is.
        "kind"
            if quizforge_core::Kind::ALL
                .iter()
                .any(|k| k.as_str() == value) =>
        {
            let kind = i18n::text(lang, &format!("kind-{value}"));
            if lang == Lang::En {
                kind.to_lowercase()
            } else {
                kind
            }
        }
        "part" if value == "question" => i18n::text(lang, "loss-part-question"),
        "part" => match value.strip_prefix("answer ") {
            Some(n) => i18n::text_with(lang, "loss-part-answer", &[("n", n.to_string().into())]),
            None => value.to_string(),
        },
        _ => value.to_string(),
    }
}

/// A format offered for a quiz's download, with what it would lose, so that
/// the page says it beside the link before the file is taken.
#[derive(Debug, Clone)]
pub struct Offer {
    /// Its name in URLs.
    pub name: &'static str,
    /// Its name for people.
    pub label: &'static str,
    /// One line for each thing the format could not hold; or why it cannot
    /// write this quiz at all.
    pub losses: Vec<String>,
}

/// The most loss lines shown for one format (the rest are counted).
const MAX_LOSS_LINES: usize = 5;

/// Every export format for `quiz`, in menu order, with its losses in
/// `lang`.
pub fn offers(quiz: &Quiz, lang: Lang) -> Vec<Offer> {
    formats()
        .into_iter()
        .map(|format| {
            let mut losses = match export(format.name, quiz) {
                Some(Ok(exported)) => exported.lost.iter().map(|l| loss_in(lang, l)).collect(),
                Some(Err(error)) => vec![i18n::text_with(
                    lang,
                    "loss-cannot-write",
                    &[("why", error.to_string().into())],
                )],
                None => Vec::new(),
            };
            if losses.len() > MAX_LOSS_LINES {
                let more = losses.len() - (MAX_LOSS_LINES - 1);
                losses.truncate(MAX_LOSS_LINES - 1);
                losses.push(i18n::text_with(
                    lang,
                    "loss-more",
                    &[("count", more.into())],
                ));
            }
            Offer {
                name: format.name,
                label: format.label,
                losses,
            }
        })
        .collect()
}

/// A file name for a quiz's download: its title in lower case, letters and
/// digits joined by hyphens.
pub fn file_name(title: &str, format: &ExportFormat) -> String {
    let mut slug = String::new();
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    let slug = if slug.is_empty() { "quiz" } else { slug };
    format!("{slug}.{}", format.extension)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_loss_a_format_names_is_said_in_every_language() {
        for (key, template) in quizforge_formats::LOSS_TEXTS {
            // The template with each blank filled by its own name.
            let names: Vec<String> = template
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
                .collect();
            let args: Vec<(&str, FluentValue<'_>)> = names
                .iter()
                .map(|name| (name.as_str(), format!("<{name}>").into()))
                .collect();
            let english = i18n::text_with(Lang::En, &format!("loss-{key}"), &args);
            let expected = names.iter().fold(template.to_string(), |t, n| {
                t.replace(&format!("{{{n}}}"), &format!("<{n}>"))
            });
            assert_eq!(english, expected, "{key}: the formats crate's English");
            for lang in [Lang::Fr, Lang::Es, Lang::De] {
                let said = i18n::text_with(lang, &format!("loss-{key}"), &args);
                assert!(!said.contains(i18n::MISSING), "{key} {lang:?}");
                assert_ne!(said, english, "{key} {lang:?}");
                for name in &names {
                    assert!(
                        said.contains(&format!("<{name}>")),
                        "{key} {lang:?} keeps {name}"
                    );
                }
            }
        }
    }

    #[test]
    fn an_offers_losses_are_in_the_pages_language() {
        let mut quiz = Quiz::new("Order", "en");
        let mut question = quizforge_core::Question::new(
            "Put in order",
            quizforge_core::Body::Ordering {
                items: vec!["one".into(), "two".into(), "three".into()],
            },
        );
        question.time_limit = Some(30);
        quiz.questions.push(question);
        let english = offers(&quiz, Lang::En);
        let french = offers(&quiz, Lang::Fr);
        let gift = |offers: &[Offer]| {
            offers
                .iter()
                .find(|o| o.name == "gift")
                .expect("gift")
                .losses
                .clone()
        };
        assert_eq!(
            gift(&english),
            [
                "question 1: the time limit was dropped",
                "question 1: skipped: GIFT has no ordering questions"
            ]
        );
        assert_eq!(
            gift(&french),
            [
                "question 1 : le temps limite a été retiré",
                "question 1 : ignorée : GIFT n’a pas de questions de mise en ordre"
            ]
        );
        for offer in &french {
            for line in &offer.losses {
                assert!(!line.contains(i18n::MISSING), "{line}");
            }
        }
    }

    #[test]
    fn every_listed_format_exports_and_unknown_ones_do_not() {
        let mut quiz = Quiz::new("Cells & \"Plants\"", "en");
        quiz.questions.push(quizforge_core::Question::new(
            "Capital of France?",
            quizforge_core::Body::MultipleChoice {
                choices: vec![
                    quizforge_core::Choice::new("Rome", false),
                    quizforge_core::Choice::new("Paris", true),
                ],
            },
        ));
        let listed = formats();
        assert_eq!(listed.len(), Format::ALL.len());
        assert_eq!(listed[0].name, "gift");
        for format in &listed {
            let exported = export(format.name, &quiz)
                .expect("listed")
                .expect("written");
            assert_eq!(exported.format, *format);
            assert!(!exported.body.is_empty(), "{}", format.name);
        }
        assert!(export("docx", &quiz).is_none());
        assert_eq!(
            file_name("Cells & \"Plants\"", &listed[0]),
            "cells-plants.gift"
        );
        assert_eq!(file_name("Übung", &listed[0]), "bung.gift");
        assert_eq!(file_name("!!!", &listed[0]), "quiz.gift");
    }

    #[test]
    fn offers_say_what_a_format_would_lose() {
        let mut quiz = Quiz::new("Order", "en");
        quiz.questions.push(quizforge_core::Question::new(
            "Put in order",
            quizforge_core::Body::Ordering {
                items: vec!["one".into(), "two".into(), "three".into()],
            },
        ));
        let offers = offers(&quiz, Lang::En);
        assert_eq!(offers.len(), formats().len());
        let json = offers.iter().find(|o| o.name == "json").expect("json");
        assert!(json.losses.is_empty(), "{:?}", json.losses);
        let aiken = offers.iter().find(|o| o.name == "aiken").expect("aiken");
        assert!(!aiken.losses.is_empty(), "Aiken holds no ordering question");
        assert!(
            aiken.losses[0].starts_with("question 1"),
            "{:?}",
            aiken.losses
        );
    }
}
