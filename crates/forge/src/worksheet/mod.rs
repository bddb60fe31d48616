//! Recognising the questions a worksheet already holds, whatever layout the
//! teacher pasted: numbered questions with lettered options on one long
//! line, one option per line with the key marked, keys after each question
//! or in a block at the end, true/false statements, questions followed only
//! by their answer, and options that are image URLs.
//!
//! The recogniser never guesses a key: a question whose key the document does
//! not give is imported with `answer_known: false`.

mod keys;
mod markers;
mod stem;

use quizforge_core::{AcceptedAnswer, Body, Choice, Question, Span, true_false_labels};

use crate::Warning;
use crate::text::{at_line_start, paragraph_end, squash, trim_span};
use keys::{KeyBlock, KeyValue, Mark, PointsLine};
use markers::{NumberMarker, OptionMarker};

/// The longest stem a question may have before the span is taken for prose.
const MAX_STEM_BYTES: usize = 2_000;
/// The longest option.
const MAX_OPTION_BYTES: usize = 400;
/// The most options a question may have.
const MAX_OPTIONS: usize = 10;
/// The most words in an answer written after a question.
const MAX_SHORT_ANSWER_WORDS: usize = 8;

/// What the recogniser found.
#[derive(Debug, Default)]
pub struct Recognised {
    /// The questions, in document order.
    pub questions: Vec<Question>,
    /// Things the teacher should know about.
    pub warnings: Vec<Warning>,
}

/// Finds every question already written in `text`.
pub fn recognise(text: &str, language: &str) -> Recognised {
    let key_blocks = keys::find_key_blocks(text);
    let points_lines = keys::find_points_lines(text);
    let numbers: Vec<NumberMarker> = markers::number_markers(text)
        .into_iter()
        .filter(|m| {
            !key_blocks
                .iter()
                .any(|b| (b.start..b.end).contains(&m.start))
        })
        .filter(|m| {
            !points_lines
                .iter()
                .any(|p| (p.start..p.end).contains(&m.start))
        })
        .collect();
    let headers = running_headers(text, &numbers);
    let context = Context {
        text,
        language,
        key_blocks: &key_blocks,
        points_lines: &points_lines,
        headers: &headers,
    };
    let mut found = Recognised::default();
    let mut previous_chain_end = 0;
    let chains = chains(&numbers);
    for (i, chain) in chains.iter().enumerate() {
        let next_chain_start = chains.get(i + 1).map_or(text.len(), |c| c[0].start);
        let drafts = context.read_chain(chain, previous_chain_end, next_chain_start);
        let accepted: Vec<Draft> = drafts.into_iter().filter(Draft::is_question).collect();
        if accepted.is_empty() || (chain.len() == 1 && accepted[0].options.len() < 2) {
            continue;
        }
        previous_chain_end = accepted.last().map_or(previous_chain_end, |d| d.end);
        let expected_options = mode(accepted.iter().map(|d| d.options.len()).filter(|n| *n >= 2));
        for draft in accepted {
            if let Some(question) = context.build(draft, expected_options, &mut found.warnings) {
                found.questions.push(question);
            }
        }
    }
    found
        .questions
        .sort_by_key(|q| q.source.map(|s| (s.start, s.end)));
    found
}

/// Groups question numbers into runs that count up one by one. A run starts
/// at any `1`, or anywhere when no run is open; a number out of sequence
/// inside a run is just text.
fn chains(numbers: &[NumberMarker]) -> Vec<Vec<NumberMarker>> {
    let mut chains: Vec<Vec<NumberMarker>> = Vec::new();
    let mut current: Vec<NumberMarker> = Vec::new();
    for marker in numbers {
        let expected = current.last().map(|m| m.number + 1);
        if Some(marker.number) == expected {
            current.push(*marker);
        } else if marker.number == 1 || current.is_empty() {
            if !current.is_empty() {
                chains.push(std::mem::take(&mut current));
            }
            current.push(*marker);
        } else if current.len() == 1 {
            // A lone stray number opened the run; let this one replace it.
            current[0] = *marker;
        }
    }
    if !current.is_empty() {
        chains.push(current);
    }
    chains
}

/// Page headers repeated through a pasted document ("Grade 8"): a short
/// capitalised phrase that stands right before three or more question
/// numbers. Longest first.
fn running_headers(text: &str, numbers: &[NumberMarker]) -> Vec<String> {
    let mut counts: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for marker in numbers {
        let mut from = marker.start.saturating_sub(60);
        while !text.is_char_boundary(from) {
            from += 1;
        }
        let before = &text[from..marker.start];
        let words: Vec<&str> = before.split_whitespace().collect();
        for n in 1..=3.min(words.len().saturating_sub(1)) {
            let phrase = &words[words.len() - n..];
            let first = phrase[0];
            let plain = phrase
                .iter()
                .all(|w| w.chars().all(|c| c.is_alphanumeric()));
            if plain && first.starts_with(|c: char| c.is_uppercase()) && first.len() > 1 {
                *counts.entry(phrase.join(" ")).or_default() += 1;
            }
        }
    }
    let mut headers: Vec<String> = counts
        .into_iter()
        .filter(|(_, count)| *count >= 3)
        .map(|(phrase, _)| phrase)
        .collect();
    headers.sort_by_key(|h| std::cmp::Reverse(h.len()));
    headers
}

fn mode(values: impl Iterator<Item = usize>) -> Option<usize> {
    let mut counts = std::collections::BTreeMap::new();
    for v in values {
        *counts.entry(v).or_insert(0usize) += 1;
    }
    counts
        .into_iter()
        .max_by_key(|(value, count)| (*count, *value))
        .map(|(value, _)| value)
}

/// A question as read from the text, before it becomes a [`Question`].
#[derive(Debug, Clone)]
struct Draft {
    number: u32,
    start: usize,
    end: usize,
    stem: (usize, usize),
    options: Vec<(usize, usize)>,
    /// Options marked right by a sign before their label (`*B)`).
    premarked: Vec<usize>,
    /// Whether the options were split from unlabelled text by guesswork.
    options_guessed: bool,
    key: Option<KeyValue>,
    points: Option<f64>,
    /// An answer written right after the question.
    trailing_answer: Option<String>,
    /// Whether the stem says it is a true/false statement.
    true_false_cue: bool,
}

impl Draft {
    fn is_question(&self) -> bool {
        let stem_len = self.stem.1 - self.stem.0;
        if stem_len == 0 || stem_len > MAX_STEM_BYTES {
            return false;
        }
        self.options.len() >= 2
            || self.key.is_some()
            || self.trailing_answer.is_some()
            || self.true_false_cue
    }
}

struct Context<'a> {
    text: &'a str,
    language: &'a str,
    key_blocks: &'a [KeyBlock],
    points_lines: &'a [PointsLine],
    headers: &'a [String],
}

impl Context<'_> {
    fn read_chain(
        &self,
        chain: &[NumberMarker],
        previous_chain_end: usize,
        next_chain_start: usize,
    ) -> Vec<Draft> {
        let mut drafts = Vec::with_capacity(chain.len());
        for (i, marker) in chain.iter().enumerate() {
            let limit = match chain.get(i + 1) {
                Some(next) => next.start,
                None => paragraph_end(self.text, marker.end, next_chain_start.max(marker.end)),
            };
            let limit = self.cut_at_interruptions(marker.end, limit);
            let points = self
                .points_lines
                .iter()
                .rfind(|p| p.start >= previous_chain_end && p.end <= marker.start)
                .map(|p| p.points);
            drafts.push(self.read_question(marker, limit, points));
        }
        drafts
    }

    /// Ends a question's span where a section line or a key block begins.
    fn cut_at_interruptions(&self, from: usize, to: usize) -> usize {
        let mut end = to;
        for line in self.points_lines {
            if line.start > from && line.start < end {
                end = line.start;
            }
        }
        for block in self.key_blocks {
            if block.start > from && block.start < end {
                end = block.start;
            }
        }
        end
    }

    fn read_question(&self, marker: &NumberMarker, limit: usize, points: Option<f64>) -> Draft {
        let text = self.text;
        let from = marker.end;
        let key_phrase = keys::find_key_phrase(text, from, limit, true);
        let body_end = key_phrase.as_ref().map_or(limit, |k| k.start);
        let mut draft = Draft {
            number: marker.number,
            start: marker.start,
            end: key_phrase.as_ref().map_or(limit, |k| k.end),
            stem: (from, body_end),
            options: Vec::new(),
            premarked: Vec::new(),
            options_guessed: false,
            key: key_phrase.map(|k| k.value),
            points,
            trailing_answer: None,
            true_false_cue: strip_true_false_cue(&text[from..body_end]).1,
        };
        if draft.key.is_none()
            && let Some((truth, at)) = trailing_truth(&text[from..body_end], self.language)
        {
            draft.key = Some(KeyValue::Truth(truth));
            draft.true_false_cue = true;
            draft.stem.1 = from + at;
            return self.with_block_key(draft);
        }
        let labels = markers::option_markers(text, from, body_end);
        if let Some(run) = markers::best_option_run(&labels)
            && run.len() <= MAX_OPTIONS
            && self.read_labelled(&mut draft, &run, body_end)
        {
            return self.with_block_key(draft);
        }
        self.read_unlabelled(&mut draft, body_end);
        self.with_block_key(draft)
    }

    fn with_block_key(&self, mut draft: Draft) -> Draft {
        if draft.key.is_none() {
            let block = self
                .key_blocks
                .iter()
                .find(|b| b.start >= draft.end && b.keys.contains_key(&draft.number));
            if let Some(letter) = block.and_then(|b| b.keys.get(&draft.number)) {
                draft.key = Some(KeyValue::Letters(vec![*letter]));
            }
        }
        let (s, e) = trim_span(self.text, draft.stem.0, draft.stem.1);
        draft.stem = (s, e);
        draft
    }

    /// Reads options labelled A, B, C…; false when the run does not look
    /// like the options of this question.
    fn read_labelled(&self, draft: &mut Draft, run: &[OptionMarker], body_end: usize) -> bool {
        let text = self.text;
        let lines = run.iter().all(|m| m.line_start);
        let mut options = Vec::with_capacity(run.len());
        for (i, marker) in run.iter().enumerate() {
            let end = match run.get(i + 1) {
                Some(next) => next.start,
                None => self.last_option_end(marker.end, body_end, lines),
            };
            let (s, e) = trim_span(text, marker.end, end);
            if e - s > MAX_OPTION_BYTES {
                return false;
            }
            options.push((s, e));
        }
        if let Some((&last, others)) = options.split_last() {
            let last = self.without_header(last);
            let trimmed = trim_debris(text, others, last);
            let n = options.len();
            options[n - 1] = trimmed;
        }
        draft.stem.1 = run[0].start;
        draft.options = options;
        draft.premarked = run
            .iter()
            .enumerate()
            .filter(|(_, m)| m.marked)
            .map(|(i, _)| i)
            .collect();
        true
    }

    /// Cuts a running header ("Grade 8") off the end of a span.
    fn without_header(&self, (start, end): (usize, usize)) -> (usize, usize) {
        let slice = &self.text[start..end];
        for header in self.headers {
            if let Some(before) = slice.strip_suffix(header.as_str())
                && before.ends_with(char::is_whitespace)
                && !before.trim().is_empty()
            {
                return trim_span(self.text, start, start + before.len());
            }
        }
        (start, end)
    }

    /// Where the last option ends: at a paragraph break, at page furniture,
    /// or at the end of its line when every option has a line of its own.
    fn last_option_end(&self, from: usize, to: usize, lines: bool) -> usize {
        let text = self.text;
        let mut end = paragraph_end(text, from, to);
        if lines {
            end = text[from..end].find('\n').map_or(end, |i| from + i);
        }
        if let Some(at) = keys::furniture_start(&text[from..end]) {
            end = from + at;
        }
        end
    }

    /// Reads what follows a question that has no labelled options: options
    /// one per line, a run of options flattened onto one line, or the
    /// question's answer.
    fn read_unlabelled(&self, draft: &mut Draft, body_end: usize) {
        let text = self.text;
        let body = &text[draft.stem.0..body_end];
        let Some(mark) = body.find(['?', ':']) else {
            return;
        };
        // The stem ends at the first '?' (or ':' closing a line).
        let stem_end = draft.stem.0 + mark + 1;
        let tail_end = match keys::furniture_start(&text[stem_end..body_end]) {
            Some(at) => stem_end + at,
            None => paragraph_end(text, stem_end, body_end),
        };
        let (ts, te) = trim_span(text, stem_end, tail_end);
        if ts == te {
            if body[..=mark].ends_with('?') {
                draft.stem.1 = stem_end;
            }
            return;
        }
        let tail = &text[ts..te];
        let lines: Vec<(usize, usize)> = line_spans(text, ts, te);
        if lines.len() >= 2 && lines.len() <= MAX_OPTIONS && at_line_start(text, ts) {
            if lines.iter().all(|(s, e)| e - s <= MAX_OPTION_BYTES) {
                draft.stem.1 = stem_end;
                draft.options = lines;
            }
            return;
        }
        if !body[..=mark].ends_with('?') {
            return;
        }
        let pieces = split_flattened_options(text, ts, te);
        let words = tail.split_whitespace().count();
        let looks_like_options =
            pieces.len() >= 3 || (pieces.len() == 2 && words > MAX_SHORT_ANSWER_WORDS);
        if looks_like_options
            && pieces.len() <= MAX_OPTIONS
            && pieces.iter().all(|(s, e)| e - s <= MAX_OPTION_BYTES)
        {
            draft.stem.1 = stem_end;
            draft.options = pieces;
            draft.options_guessed = true;
        } else if words <= MAX_SHORT_ANSWER_WORDS
            && is_short_question(&body[..=mark])
            && is_plain_answer(tail)
        {
            draft.stem.1 = stem_end;
            draft.trailing_answer = Some(squash(tail));
            draft.end = te;
        }
    }

    /// Turns a draft into a question, or `None` when it does not hold one.
    fn build(
        &self,
        draft: Draft,
        expected_options: Option<usize>,
        warnings: &mut Vec<Warning>,
    ) -> Option<Question> {
        let text = self.text;
        let mut stem_text = text[draft.stem.0..draft.stem.1].to_string();
        let mut points = draft.points;
        if let Some((p, s, e)) = keys::find_question_points(&stem_text) {
            points = Some(p);
            stem_text.replace_range(s..e, "");
        }
        let (stem_text, true_false_cue) = strip_true_false_cue(&stem_text);
        let (stem_text, images) = take_image_urls(&stem_text);
        let parts = stem::split_stem(&stem_text);
        let (span_start, span_end) = trim_span(text, draft.start, draft.end.max(draft.stem.1));
        let span = Span::new(span_start, span_end);
        let at = Warning::at(draft.start);

        let mut choices: Vec<Choice> = Vec::new();
        let mut marks = Vec::new();
        for (i, &(s, e)) in draft.options.iter().enumerate() {
            let (option, mark) = keys::strip_mark(&text[s..e]);
            let mark = if draft.premarked.contains(&i) {
                Some(Mark::Correct)
            } else {
                mark
            };
            let option = squash(&option);
            let mut choice = Choice::new(option.clone(), false);
            if is_image_url(&option) {
                choice.text = String::new();
                choice.image = Some(option);
            }
            marks.push(mark);
            choices.push(choice);
        }
        if choices
            .iter()
            .any(|c| c.text.is_empty() && c.image.is_none())
        {
            warnings.push(at.clone().says(format!(
                "question {} has an empty option; it was left out",
                draft.number
            )));
            return None;
        }

        let body_and_key = if choices.len() >= 2 {
            self.choice_body(&draft, choices, &marks, &at, warnings)
        } else if true_false_cue {
            Some(self.true_false_body(draft.key.as_ref(), &at, draft.number, warnings))
        } else {
            match (&draft.key, &draft.trailing_answer) {
                (Some(KeyValue::Text(answer)), _) | (None, Some(answer)) => Some((
                    Body::ShortAnswer {
                        accepted: vec![AcceptedAnswer::new(answer.clone())],
                        case_sensitive: false,
                    },
                    true,
                )),
                (Some(KeyValue::Truth(truth)), _) => {
                    Some((Body::true_false(Some(*truth), self.language), true))
                }
                _ => None,
            }
        };
        let (body, answer_known) = body_and_key?;
        if draft.options_guessed && Some(draft.options.len()) != expected_options {
            warnings.push(at.clone().says(format!(
                "question {}: its options have no letters and could not be told apart with confidence; check them",
                draft.number
            )));
        }
        let mut question = Question::new(parts.prompt, body);
        question.stimulus = parts.stimulus;
        question.topic = parts.topic;
        question.images = images;
        question.answer_known = answer_known;
        question.points = points.unwrap_or(1.0);
        question.source = Some(span);
        if question.prompt.is_empty() {
            return None;
        }
        match question.validate() {
            Ok(()) => Some(question),
            Err(error) => {
                warnings.push(at.says(format!("question {} was left out: {error}", draft.number)));
                None
            }
        }
    }

    fn choice_body(
        &self,
        draft: &Draft,
        mut choices: Vec<Choice>,
        marks: &[Option<Mark>],
        at: &Warning,
        warnings: &mut Vec<Warning>,
    ) -> Option<(Body, bool)> {
        let (yes, no) = true_false_labels(self.language);
        let is_true_false = choices.len() == 2
            && choices[0].text.eq_ignore_ascii_case(yes)
            && choices[1].text.eq_ignore_ascii_case(no);
        let marked: Vec<usize> = marks
            .iter()
            .enumerate()
            .filter(|(_, m)| **m == Some(Mark::Correct))
            .map(|(i, _)| i)
            .collect();
        let keyed: Vec<usize> = match &draft.key {
            Some(KeyValue::Letters(letters)) => {
                let picked: Vec<usize> = letters.iter().map(|l| usize::from(*l)).collect();
                if let Some(bad) = picked.iter().find(|i| **i >= choices.len()) {
                    warnings.push(at.clone().says(format!(
                        "question {}: the key names option {} but there are only {} options; the answer is left for you",
                        draft.number,
                        char::from(b'A' + *bad as u8),
                        choices.len()
                    )));
                    Vec::new()
                } else {
                    picked
                }
            }
            Some(KeyValue::Text(answer)) => {
                let wanted = squash(answer).to_lowercase();
                choices
                    .iter()
                    .position(|c| c.text.to_lowercase() == wanted)
                    .into_iter()
                    .collect()
            }
            Some(KeyValue::Truth(truth)) if is_true_false => vec![usize::from(!truth)],
            _ => Vec::new(),
        };
        let correct = if keyed.is_empty() { marked } else { keyed };
        for &i in &correct {
            choices[i].correct = true;
            choices[i].weight = 1.0;
        }
        let known = !correct.is_empty();
        let body = if is_true_false {
            Body::TrueFalse { choices }
        } else if correct.len() > 1 {
            Body::multiple_response(choices)
        } else {
            Body::MultipleChoice { choices }
        };
        Some((body, known))
    }

    fn true_false_body(
        &self,
        key: Option<&KeyValue>,
        at: &Warning,
        number: u32,
        warnings: &mut Vec<Warning>,
    ) -> (Body, bool) {
        let truth = match key {
            Some(KeyValue::Truth(t)) => Some(*t),
            // "Answer: F" reads as option F before it reads as False.
            Some(KeyValue::Letters(l)) if l == &[5] => Some(false),
            Some(_) => {
                warnings.push(at.clone().says(format!(
                    "question {number}: the key of this true/false statement is not True or False; the answer is left for you"
                )));
                None
            }
            None => None,
        };
        (Body::true_false(truth, self.language), truth.is_some())
    }
}

/// A question that can be answered in a few words: one or two sentences,
/// not a passage (a numbered heading followed by prose is not one).
fn is_short_question(stem: &str) -> bool {
    stem.len() <= 300 && crate::text::sentence_starts(stem).len() <= 2
}

/// An answer written after a question, not the rest of a sentence: it
/// does not open with a quote, a bracket or a joining word.
fn is_plain_answer(tail: &str) -> bool {
    let first = tail.split_whitespace().next().unwrap_or("");
    !tail.starts_with(['"', '“', '”', '\'', '’', '(', '[', ',', ';'])
        && !matches!(first, "and" | "or" | "but" | "so" | "et" | "ou" | "mais")
}

/// Spans of the non-empty lines in `text[from..to]`.
fn line_spans(text: &str, from: usize, to: usize) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut offset = from;
    for line in text[from..to].split('\n') {
        let (s, e) = trim_span(text, offset, offset + line.len());
        if s < e {
            spans.push((s, e));
        }
        offset += line.len() + 1;
    }
    spans
}

/// Splits options that lost their line breaks when pasted: a new option
/// starts at a capitalised word that follows a word in lower case ("… only
/// A college degree …", "… true Programmer …"). Runs of capitalised words
/// (names, titles) stay together.
fn split_flattened_options(text: &str, from: usize, to: usize) -> Vec<(usize, usize)> {
    let mut pieces = Vec::new();
    let mut piece_start = None;
    let mut previous_lower = false;
    let mut offset = from;
    for word in text[from..to].split(' ') {
        let start = offset;
        offset += word.len() + 1;
        if word.trim().is_empty() {
            continue;
        }
        let capital = word.starts_with(|c: char| c.is_uppercase());
        if piece_start.is_none() {
            piece_start = Some(start);
        } else if capital && previous_lower {
            pieces.push((piece_start.expect("set"), start));
            piece_start = Some(start);
        }
        previous_lower = word
            .chars()
            .next()
            .is_some_and(|c| c.is_lowercase() || c.is_ascii_digit());
    }
    if let Some(s) = piece_start {
        pieces.push((s, to));
    }
    pieces
        .into_iter()
        .map(|(s, e)| trim_span(text, s, e))
        .filter(|(s, e)| s < e)
        .collect()
}

/// Cuts figure labels and other debris that a pasted page leaves after the
/// last option: when every other option has the same shape (say, a number
/// and a unit) and the last one starts with that shape, the rest is cut.
fn trim_debris(text: &str, others: &[(usize, usize)], last: (usize, usize)) -> (usize, usize) {
    let shapes: Vec<Vec<TokenShape>> = others
        .iter()
        .map(|&(s, e)| text[s..e].split_whitespace().map(TokenShape::of).collect())
        .collect();
    let Some(first) = shapes.first() else {
        return last;
    };
    if first.is_empty() || first.len() > 4 || !shapes.iter().all(|s| s == first) {
        return last;
    }
    let words: Vec<(usize, &str)> = word_offsets(text, last.0, last.1);
    if words.len() <= first.len() {
        return last;
    }
    let head: Vec<TokenShape> = words[..first.len()]
        .iter()
        .map(|(_, w)| TokenShape::of(w))
        .collect();
    if &head != first {
        return last;
    }
    let (end_at, end_word) = words[first.len() - 1];
    (last.0, end_at + end_word.len())
}

fn word_offsets(text: &str, from: usize, to: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut offset = from;
    for word in text[from..to].split(char::is_whitespace) {
        if !word.is_empty() {
            out.push((offset, word));
        }
        offset += word.len() + 1;
    }
    out
}

/// The coarse shape of a word: enough to tell "2 cm" from "the ink".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TokenShape {
    Number,
    Word,
    Symbol,
}

impl TokenShape {
    fn of(word: &str) -> Self {
        if word.starts_with(|c: char| c.is_ascii_digit() || c == '$' || c == '-')
            && word.chars().any(|c| c.is_ascii_digit())
        {
            TokenShape::Number
        } else if word.chars().any(char::is_alphabetic) {
            TokenShape::Word
        } else {
            TokenShape::Symbol
        }
    }
}

/// A statement followed by its truth: `Water boils at 100 °C. True`.
/// Returns the truth and where the word starts.
fn trailing_truth(body: &str, language: &str) -> Option<(bool, usize)> {
    let trimmed = body.trim_end();
    let (yes, no) = true_false_labels(language);
    for (word, truth) in [(yes, true), (no, false)] {
        if let Some(before) = trimmed.strip_suffix(word)
            && before.trim_end().ends_with('.')
            && before.ends_with(' ')
        {
            return Some((truth, before.len()));
        }
    }
    None
}

/// Removes a true/false cue ("(T/F)", "True or False:") from a stem, saying
/// whether there was one.
fn strip_true_false_cue(stem: &str) -> (String, bool) {
    let trimmed = stem.trim();
    // The cues are short ASCII phrases, so only the first and last few
    // characters need lower-casing, not the whole stem (twice per
    // question). Lower-casing is per character (but for Σ, which gives a
    // non-ASCII letter either way), so these windows read exactly like the
    // ends of the whole lower-cased stem.
    const WINDOW: usize = 16;
    let head: String = trimmed
        .chars()
        .flat_map(char::to_lowercase)
        .take(WINDOW)
        .collect();
    let tail_from = trimmed
        .char_indices()
        .rev()
        .nth(WINDOW - 1)
        .map_or(0, |(at, _)| at);
    let tail = trimmed[tail_from..].to_lowercase();
    for prefix in [
        "true or false:",
        "true or false?",
        "true/false:",
        "vrai ou faux :",
        "vrai ou faux:",
    ] {
        if head.starts_with(prefix) {
            return (trimmed[prefix.len()..].trim().to_string(), true);
        }
    }
    for suffix in [
        "(t/f)",
        "(true/false)",
        "(true or false)",
        "t / f",
        "(vrai/faux)",
        "(v/f)",
    ] {
        if tail.ends_with(suffix) {
            return (
                trimmed[..trimmed.len() - suffix.len()].trim().to_string(),
                true,
            );
        }
    }
    (stem.to_string(), false)
}

fn is_image_url(text: &str) -> bool {
    // Most words are not URLs: rule them out before lower-casing a copy.
    if !text
        .get(..4)
        .is_some_and(|p| p.eq_ignore_ascii_case("http"))
    {
        return false;
    }
    let lower = text.to_ascii_lowercase();
    (lower.starts_with("http://") || lower.starts_with("https://"))
        && !text.contains(char::is_whitespace)
        && [".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp"]
            .iter()
            .any(|ext| lower.split(['?', '#']).next().unwrap_or("").ends_with(ext))
}

/// Takes image URLs out of a stem.
fn take_image_urls(stem: &str) -> (String, Vec<String>) {
    let mut images = Vec::new();
    let mut kept = Vec::new();
    for word in stem.split_whitespace() {
        if is_image_url(word) {
            images.push(word.to_string());
        } else {
            kept.push(word);
        }
    }
    (kept.join(" "), images)
}

#[cfg(test)]
mod tests;
