//! What the templates show: plain structs built from the model, so the
//! templates hold no logic beyond loops and conditions.

use quizforge_core::{Body, Kind, Question, Span};

/// The navigation bar: who is signed in, the token for the sign-out form,
/// and the language of the page (English unless the page chose one).
#[derive(Debug, Clone, Default)]
pub struct Nav {
    /// The signed-in teacher's e-mail.
    pub email: Option<String>,
    /// The session's CSRF token.
    pub csrf: String,
    /// The page's language ([`crate::i18n`]).
    pub lang: crate::i18n::Lang,
    /// A student's page in a game: the bar holds no account links, so a
    /// tap on a phone never leaves the game for a teacher's sign-in.
    pub student: bool,
}

impl Nav {
    /// The bar for someone not signed in.
    pub fn anonymous() -> Self {
        Self::default()
    }

    /// The bar for someone not signed in, in the language their browser
    /// asks for (students' pages).
    pub fn anonymous_in(lang: crate::i18n::Lang) -> Self {
        Self {
            lang,
            ..Self::default()
        }
    }

    /// The bar of a student's page in a game, in the language their
    /// browser asks for: the name alone, no links to leave by.
    pub fn student_in(lang: crate::i18n::Lang) -> Self {
        Self {
            lang,
            student: true,
            ..Self::default()
        }
    }

    /// The message `key` in the page's language.
    pub fn t(&self, key: &str) -> String {
        crate::i18n::text(self.lang, key)
    }

    /// The message `key` with one text argument.
    pub fn t_text(&self, key: &str, name: &str, value: &str) -> String {
        crate::i18n::text_with(self.lang, key, &[(name, value.to_string().into())])
    }

    /// The message `key` with one number argument (which also chooses its
    /// plural form).
    pub fn t_count<'v>(
        &self,
        key: &str,
        name: &str,
        value: impl Into<fluent_bundle::FluentValue<'v>>,
    ) -> String {
        crate::i18n::text_with(self.lang, key, &[(name, value.into())])
    }
}

impl Nav {
    /// A question's kind (its JSON name, `Kind::as_str`) in the page's
    /// language.
    pub fn kind(&self, kind: &str) -> String {
        self.t(&format!("kind-{kind}"))
    }
}

/// A question's kind as the teacher reads it, in English (the API and the
/// pages not yet in the message files; `Nav::kind` for the others).
pub fn kind_label(kind: Kind) -> &'static str {
    match kind {
        Kind::MultipleChoice => "Multiple choice",
        Kind::MultipleResponse => "Multiple response",
        Kind::TrueFalse => "True or false",
        Kind::ShortAnswer => "Short answer",
        Kind::Numeric => "Number",
        Kind::Matching => "Matching",
        Kind::Ordering => "Ordering",
        Kind::Open => "Open answer",
    }
}

/// Every kind with its label, for the "add a question" menu.
pub fn kinds() -> Vec<(&'static str, &'static str)> {
    Kind::ALL
        .into_iter()
        .map(|kind| (kind.as_str(), kind_label(kind)))
        .collect()
}

/// One choice slot of the edit form.
#[derive(Debug, Clone)]
pub struct ChoiceView {
    /// Its position (the value of its `correct` box).
    pub index: usize,
    /// Its letter (A, B, …).
    pub letter: char,
    /// Its text (empty in the spare slots).
    pub text: String,
    /// Whether it is marked correct.
    pub correct: bool,
    /// Whether it looks like several choices run together (see
    /// [`run_together`]): the page offers to split it.
    pub run_together: bool,
}

/// The choices a choice's text holds when it looks like several run
/// together: parts parted by a tab, two spaces or more, a semicolon, or a
/// slash, bar or bullet between spaces. Options written without letters
/// can reach a question that way from a flattened page. One part when it
/// looks like one choice. The review script splits at the same places.
pub fn run_together(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        match separator(rest) {
            Some((start, end)) => {
                parts.push(rest[..start].trim());
                rest = rest[end..].trim_start();
            }
            None => {
                parts.push(rest.trim_end());
                rest = "";
            }
        }
    }
    parts.retain(|part| !part.is_empty());
    parts
}

/// The first separator of [`run_together`] in `text`: its byte range.
fn separator(text: &str) -> Option<(usize, usize)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let end_of = |i: usize| chars.get(i + 1).map_or(text.len(), |&(at, _)| at);
    for (i, &(at, c)) in chars.iter().enumerate() {
        let spaced = |j: usize| chars.get(j).is_some_and(|&(_, c)| c == ' ');
        let found = match c {
            '\t' | ';' => Some(end_of(i)),
            ' ' if spaced(i + 1) => {
                let mut j = i;
                while spaced(j) {
                    j += 1;
                }
                Some(chars.get(j).map_or(text.len(), |&(at, _)| at))
            }
            '/' | '|' | '•' if i > 0 && spaced(i - 1) && spaced(i + 1) => Some(end_of(i + 1)),
            _ => None,
        };
        if let Some(end) = found {
            let start = if matches!(c, '/' | '|' | '•') {
                chars[i - 1].0
            } else {
                at
            };
            return Some((start, end));
        }
    }
    None
}

/// One image of a question or of one of its choices, on the review screen.
#[derive(Debug, Clone)]
pub struct ImageView {
    /// Its address (`/media/<hash>` once kept).
    pub src: String,
    /// What it shows, for a student who cannot see it ("" when not said).
    pub alt: String,
    /// The letter of the choice it belongs to; `None` for the question's.
    pub choice: Option<char>,
}

/// The images of `question` and of its choices, with what they show.
fn image_views(question: &Question) -> Vec<ImageView> {
    let alt = |src: &str| question.image_alt.get(src).cloned().unwrap_or_default();
    let own = question.images.iter().map(|src| ImageView {
        src: src.clone(),
        alt: alt(src),
        choice: None,
    });
    let choices = question.choices().iter().enumerate().filter_map(|(i, c)| {
        c.image.as_ref().map(|src| ImageView {
            src: src.clone(),
            alt: alt(src),
            choice: Some(letter(i)),
        })
    });
    own.chain(choices).collect()
}

/// A run of the source passage, the key phrase or not.
#[derive(Debug, Clone)]
pub struct Piece {
    /// The text.
    pub text: String,
    /// Whether it is the key phrase.
    pub key: bool,
}

/// The passage a question came from: some context, then the question's
/// span (marked), then some context.
#[derive(Debug, Clone)]
pub struct Passage {
    /// The line the span starts on (from 1).
    pub line: usize,
    /// Whether text was cut before `before`.
    pub cut_before: bool,
    /// Context before the span.
    pub before: String,
    /// The span, split around the key phrase.
    pub marked: Vec<Piece>,
    /// Context after the span.
    pub after: String,
    /// Whether text was cut after `after`.
    pub cut_after: bool,
}

/// How much context to show each side of a span, in bytes.
const CONTEXT_BYTES: usize = 240;

impl Passage {
    /// The passage of `span` in `text`, with `key` (the answer's text)
    /// singled out inside the span where it occurs. `None` when the span
    /// does not fit the text.
    pub fn of(text: &str, span: Span, key: Option<&str>) -> Option<Passage> {
        if span.start >= span.end
            || span.end > text.len()
            || !text.is_char_boundary(span.start)
            || !text.is_char_boundary(span.end)
        {
            return None;
        }
        let mut from = span.start.saturating_sub(CONTEXT_BYTES);
        while !text.is_char_boundary(from) {
            from -= 1;
        }
        // Start the context at a line or word start when one is near.
        if let Some(newline) = text[from..span.start].rfind('\n') {
            from += newline + 1;
        } else if from > 0
            && let Some(space) = text[from..span.start].find(' ')
        {
            from += space + 1;
        }
        let mut to = (span.end + CONTEXT_BYTES).min(text.len());
        while !text.is_char_boundary(to) {
            to += 1;
        }
        if let Some(newline) = text[span.end..to].find('\n') {
            to = span.end + newline;
        } else if to < text.len()
            && let Some(space) = text[span.end..to].rfind(' ')
        {
            to = span.end + space;
        }
        let marked_text = &text[span.start..span.end];
        let marked = match key.map(str::trim).filter(|k| !k.is_empty()) {
            Some(key) => split_at_key(marked_text, key),
            None => vec![Piece {
                text: marked_text.to_string(),
                key: false,
            }],
        };
        Some(Passage {
            line: text[..span.start].matches('\n').count() + 1,
            cut_before: from > 0,
            before: text[from..span.start].to_string(),
            marked,
            after: text[span.end..to].to_string(),
            cut_after: to < text.len(),
        })
    }
}

/// Splits `text` around the last occurrence of `key` (ignoring ASCII case):
/// the answer usually follows the question, so the last one is the likelier.
fn split_at_key(text: &str, key: &str) -> Vec<Piece> {
    let lower = text.to_ascii_lowercase();
    let found = lower.rfind(&key.to_ascii_lowercase());
    match found {
        Some(at) if text.is_char_boundary(at) && text.is_char_boundary(at + key.len()) => [
            (&text[..at], false),
            (&text[at..at + key.len()], true),
            (&text[at + key.len()..], false),
        ]
        .into_iter()
        .filter(|(t, _)| !t.is_empty())
        .map(|(t, key)| Piece {
            text: t.to_string(),
            key,
        })
        .collect(),
        _ => vec![Piece {
            text: text.to_string(),
            key: false,
        }],
    }
}

/// One question card on the review screen, with its edit form's values.
#[derive(Debug, Clone)]
pub struct CardView {
    /// Its position (from 0), as in the URLs.
    pub index: usize,
    /// Its number (from 1), as shown.
    pub number: usize,
    /// Its kind's JSON name.
    pub kind: &'static str,
    /// The prompt.
    pub prompt: String,
    /// The passage shown above the prompt, if any.
    pub stimulus: String,
    /// Whether the kind has choices.
    pub has_choices: bool,
    /// `radio` or `checkbox`: how correct choices are marked.
    pub choice_input: &'static str,
    /// The choices, plus spare empty slots to add more.
    pub choices: Vec<ChoiceView>,
    /// Short answers, one a line.
    pub accepted: String,
    /// The numeric answer and tolerance.
    pub value: String,
    /// The numeric tolerance.
    pub tolerance: String,
    /// Matching pairs, `left = right` a line.
    pub pairs: String,
    /// Ordering items, one a line, in the right order.
    pub items: String,
    /// Points.
    pub points: String,
    /// Time limit in seconds, or empty.
    pub time_limit: String,
    /// The topic.
    pub topic: String,
    /// The explanation.
    pub explanation: String,
    /// False when the teacher must still give the answer.
    pub answer_known: bool,
    /// Whether the forge wrote it (rather than found it).
    pub generated: bool,
    /// Where it came from in the document.
    pub passage: Option<Passage>,
    /// What is wrong with the teacher's last edit, shown with their input.
    pub problem: Option<String>,
    /// The question's images, then its choices'.
    pub images: Vec<ImageView>,
    /// Whether it is the first and the last (for the move buttons).
    pub first: bool,
    /// Whether it is the last.
    pub last: bool,
}

/// How many empty choice slots a card offers for adding choices.
const SPARE_CHOICES: usize = 2;

fn number(value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        format!("{}", value as i64)
    } else {
        value.to_string()
    }
}

impl CardView {
    /// The card of question `index` of `count`, made from `source` text.
    pub fn new(index: usize, count: usize, question: &Question, source: &str) -> Self {
        let kind = question.kind();
        let mut choices: Vec<ChoiceView> = question
            .choices()
            .iter()
            .enumerate()
            .map(|(i, c)| ChoiceView {
                index: i,
                letter: letter(i),
                text: c.text.clone(),
                correct: c.correct,
                run_together: run_together(&c.text).len() > 1,
            })
            .collect();
        if matches!(kind, Kind::MultipleChoice | Kind::MultipleResponse) {
            for _ in 0..SPARE_CHOICES {
                let i = choices.len();
                choices.push(ChoiceView {
                    index: i,
                    letter: letter(i),
                    text: String::new(),
                    correct: false,
                    run_together: false,
                });
            }
        }
        let (mut accepted, mut value, mut tolerance, mut pairs, mut items) = (
            String::new(),
            String::new(),
            String::new(),
            String::new(),
            String::new(),
        );
        let mut key: Option<String> = question
            .choices()
            .iter()
            .find(|c| c.correct)
            .map(|c| c.text.clone());
        match &question.body {
            Body::ShortAnswer { accepted: list, .. } => {
                accepted = list
                    .iter()
                    .map(|a| a.text.as_str())
                    .collect::<Vec<_>>()
                    .join("\n");
                key = list.first().map(|a| a.text.clone());
            }
            Body::Numeric { answers } => {
                if let Some(best) = answers
                    .iter()
                    .reduce(|a, b| if b.weight > a.weight { b } else { a })
                {
                    value = number(best.value);
                    tolerance = number(best.tolerance);
                    key = Some(value.clone());
                }
            }
            Body::Matching { pairs: list } => {
                pairs = list
                    .iter()
                    .map(|p| format!("{} = {}", p.left, p.right))
                    .collect::<Vec<_>>()
                    .join("\n");
            }
            Body::Ordering { items: list } => items = list.join("\n"),
            _ => {}
        }
        CardView {
            index,
            number: index + 1,
            kind: kind.as_str(),
            prompt: question.prompt.clone(),
            stimulus: question.stimulus.clone().unwrap_or_default(),
            has_choices: !question.choices().is_empty()
                || matches!(
                    kind,
                    Kind::MultipleChoice | Kind::MultipleResponse | Kind::TrueFalse
                ),
            choice_input: if kind == Kind::MultipleResponse {
                "checkbox"
            } else {
                "radio"
            },
            choices,
            accepted,
            value,
            tolerance,
            pairs,
            items,
            points: number(question.points),
            time_limit: question
                .time_limit
                .map(|t| t.to_string())
                .unwrap_or_default(),
            topic: question.topic.clone().unwrap_or_default(),
            explanation: question.explanation.clone().unwrap_or_default(),
            answer_known: question.answer_known,
            generated: question.origin == quizforge_core::Origin::Generated,
            passage: question
                .source
                .and_then(|span| Passage::of(source, span, key.as_deref())),
            problem: None,
            images: image_views(question),
            first: index == 0,
            last: index + 1 == count,
        }
    }
}

fn letter(index: usize) -> char {
    u8::try_from(index)
        .ok()
        .filter(|i| *i < 26)
        .map_or('?', |i| char::from(b'A' + i))
}

/// Renders a page on a blocking thread: a big page is milliseconds of CPU
/// that must not stall the async workers serving everyone else.
pub async fn render_blocking<T: askama::Template + Send + 'static>(
    page: T,
) -> crate::error::Result<axum::response::Html<String>> {
    let html = tokio::task::spawn_blocking(move || page.render())
        .await
        .map_err(|error| crate::AppError::internal(format!("render task: {error}")))??;
    Ok(axum::response::Html(html))
}

/// The `?notice=` codes a page may be sent back with (each one's message
/// is `notice-CODE` in the message files): a short message shown at the
/// top of a page after an action, chosen from a fixed list so a link
/// cannot make the page say anything else.
const NOTICES: &[&str] = &[
    "made",
    "short",
    "short-bare",
    "empty",
    "saved",
    "sharing-saved",
    "title",
    "deleted",
    "duplicated",
    "moved",
    "added",
    "more",
    "suggestion-added",
    "suggestion-dismissed",
    "nomore",
    "copied",
    "quiz-deleted",
    "conflict",
    "image-added",
    "image-needs-alt",
    "image-none",
    "image-refused",
    "image-too-large",
];

/// The message of a `?notice=` code, in the page's language; `None` for a
/// code that is none of ours.
pub fn notice(code: &str, nav: &Nav) -> Option<String> {
    NOTICES
        .contains(&code)
        .then(|| nav.t(&format!("notice-{code}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_run_together_split_at_wide_gaps_and_marks_between_spaces() {
        assert_eq!(
            run_together("Paris  London\tBerlin ; Rome"),
            ["Paris", "London", "Berlin", "Rome"]
        );
        assert_eq!(
            run_together("red / green | blue • grey"),
            ["red", "green", "blue", "grey"]
        );
        // One choice: single spaces, a slash in a word, a trailing gap.
        assert_eq!(run_together("carbon dioxide"), ["carbon dioxide"]);
        assert_eq!(run_together("km/h and m/s  "), ["km/h and m/s"]);
        assert_eq!(run_together("  "), Vec::<&str>::new());
        assert_eq!(run_together("élan  été"), ["élan", "été"]);
    }

    #[test]
    fn every_notice_has_its_message_in_the_page_language() {
        for code in NOTICES {
            for lang in [
                crate::i18n::Lang::En,
                crate::i18n::Lang::Fr,
                crate::i18n::Lang::Es,
                crate::i18n::Lang::De,
            ] {
                let text = notice(code, &Nav::anonymous_in(lang)).expect("a message");
                assert!(
                    !text.is_empty() && !text.contains("notice-"),
                    "{code} {lang:?}: {text}"
                );
            }
        }
        let french = Nav::anonymous_in(crate::i18n::Lang::Fr);
        assert_eq!(notice("saved", &french).as_deref(), Some("Enregistré."));
        assert_eq!(notice("no-such-code", &french), None);
    }

    #[test]
    fn the_passage_marks_the_span_and_the_key() {
        let text = "Intro line\n1. Capital of France?\nA) Rome\nB) Paris\nAnswer: B\nNext";
        let start = text.find("1.").expect("start");
        let end = text.find("\nNext").expect("end");
        let passage = Passage::of(text, Span::new(start, end), Some("paris")).expect("passage");
        assert_eq!(passage.line, 2);
        assert_eq!(passage.before, "");
        assert_eq!(passage.after, "");
        let key: Vec<&str> = passage
            .marked
            .iter()
            .filter(|p| p.key)
            .map(|p| p.text.as_str())
            .collect();
        assert_eq!(key, ["Paris"]);
        let whole: String = passage.marked.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(whole, &text[start..end]);
    }

    #[test]
    fn spans_that_do_not_fit_the_text_show_no_passage() {
        assert!(Passage::of("short", Span::new(2, 99), None).is_none());
        assert!(Passage::of("é", Span::new(1, 2), None).is_none());
        assert!(Passage::of("text", Span::new(2, 2), None).is_none());
    }

    #[test]
    fn long_context_is_cut_at_words() {
        let text = format!("{} QUESTION {}", "word ".repeat(100), "tail ".repeat(100));
        let start = text.find("QUESTION").expect("start");
        let passage = Passage::of(&text, Span::new(start, start + 8), None).expect("passage");
        assert!(passage.cut_before && passage.cut_after);
        assert!(passage.before.starts_with("word"));
        assert!(passage.before.len() <= CONTEXT_BYTES);
    }

    #[test]
    fn unknown_notices_show_nothing() {
        let nav = Nav::anonymous_in(crate::i18n::Lang::En);
        assert!(notice("saved", &nav).is_some());
        assert!(notice("<script>", &nav).is_none());
    }
}
