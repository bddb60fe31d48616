//! Downloading a quiz in any export format, by the format's name. The web
//! page and the API both list [`FORMATS`] and call [`export`], so a format
//! added here appears everywhere.

use quizforge_core::Quiz;

/// An export format.
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

/// Every export format, in menu order.
pub const FORMATS: &[ExportFormat] = &[
    ExportFormat {
        name: "gift",
        label: "GIFT (Moodle)",
        extension: "gift",
        media_type: "text/plain; charset=utf-8",
    },
    ExportFormat {
        name: "aiken",
        label: "Aiken",
        extension: "txt",
        media_type: "text/plain; charset=utf-8",
    },
    ExportFormat {
        name: "markdown",
        label: "Markdown",
        extension: "md",
        media_type: "text/markdown; charset=utf-8",
    },
    ExportFormat {
        name: "json",
        label: "quizforge JSON",
        extension: "json",
        media_type: "application/json",
    },
];

/// A quiz written in a format, with what the format could not hold.
#[derive(Debug)]
pub struct Exported {
    /// The format.
    pub format: ExportFormat,
    /// The file's bytes.
    pub body: Vec<u8>,
    /// One line for each thing the format could not hold.
    pub losses: Vec<String>,
}

/// Writes `quiz` in the format named `name`; `None` for an unknown name.
///
/// The formats crate is growing a registry (`quizforge_formats::export`);
/// when it lands, the match below becomes a call to it and [`FORMATS`] its
/// list.
pub fn export(name: &str, quiz: &Quiz) -> Option<Result<Exported, serde_json::Error>> {
    let format = *FORMATS.iter().find(|f| f.name == name)?;
    let (text, losses) = match format.name {
        "gift" => quizforge_formats::export_gift(quiz),
        "aiken" => quizforge_formats::export_aiken(quiz),
        "markdown" => (quizforge_formats::export_markdown(quiz), Vec::new()),
        _ => match serde_json::to_string_pretty(quiz) {
            Ok(json) => (json + "\n", Vec::new()),
            Err(error) => return Some(Err(error)),
        },
    };
    Some(Ok(Exported {
        format,
        body: text.into_bytes(),
        losses: losses
            .iter()
            .map(|loss| format!("question {}: {}", loss.question + 1, loss.what))
            .collect(),
    }))
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
    fn every_listed_format_exports_and_unknown_ones_do_not() {
        let quiz = Quiz::new("Cells & \"Plants\"", "en");
        for format in FORMATS {
            let exported = export(format.name, &quiz)
                .expect("listed")
                .expect("written");
            assert_eq!(exported.format, *format);
        }
        assert!(export("docx", &quiz).is_none());
        assert_eq!(
            file_name("Cells & \"Plants\"", &FORMATS[0]),
            "cells-plants.gift"
        );
        assert_eq!(file_name("Übung", &FORMATS[0]), "bung.gift");
        assert_eq!(file_name("!!!", &FORMATS[3]), "quiz.json");
    }
}
