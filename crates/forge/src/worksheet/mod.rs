//! Recognising the questions a worksheet already holds, whatever layout the
//! teacher pasted: numbered questions with lettered options on one long
//! line, one option per line with the key marked, keys after each question
//! or in a block at the end, true/false statements, questions followed only
//! by their answer, and options that are image URLs.
//!
//! The recogniser never guesses a key: a question whose key the document does
//! not give is imported with `answer_known: false`.

mod build;
mod furniture;
mod keys;
pub(crate) mod ledger;
mod markers;
mod page;
mod pieces;
mod stem;

use quizforge_core::{Question, true_false_labels};

use crate::Warning;
use crate::text::{at_line_start, paragraph_end, squash, trim_span};
use keys::{KeyBlock, KeyValue, Mark, PointsLine};
use ledger::{Ledger, Role};
use markers::{NumberMarker, OptionMarker};
use pieces::{
    cut_from_prose, is_bullet, is_image_url, is_plain_answer, is_short_question, line_spans,
    split_flattened_options, starts_an_item, trailing_truth, trim_debris, true_false_cue,
};

/// The longest stem a question may have before the span is taken for prose.
const MAX_STEM_BYTES: usize = 2_000;
/// The longest option.
const MAX_OPTION_BYTES: usize = 400;
/// The most options a question may have.
const MAX_OPTIONS: usize = 10;
/// Lines this long (in characters) that do not end a sentence were
/// wrapped by a PDF at a fixed width and go on in the next line.
const WRAP_WIDTH: usize = 50;
/// The most words in an answer written after a question.
const MAX_SHORT_ANSWER_WORDS: usize = 8;

/// What the recogniser found.
#[derive(Debug, Default)]
pub struct Recognised {
    /// The questions, in document order.
    pub questions: Vec<Question>,
    /// Things the teacher should know about.
    pub warnings: Vec<Warning>,
    /// Where every byte of each question's block went, one per question.
    pub ledgers: Vec<Ledger>,
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
    let furniture = furniture::furniture_lines(text);
    let title_lines = crate::title::site_title_starts(text);
    let context = Context {
        text,
        language,
        key_blocks: &key_blocks,
        points_lines: &points_lines,
        headers: &headers,
        furniture: &furniture,
        title_lines: &title_lines,
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
            if let Some((question, ledger)) =
                context.build(draft, expected_options, &mut found.warnings)
            {
                found.questions.push(question);
                found.ledgers.push(ledger);
            }
        }
    }
    // A quiz site's page may hold unnumbered questions before its title.
    if let Some(&title) = title_lines.first()
        && !text[..title].trim().is_empty()
        && !found
            .questions
            .iter()
            .any(|q| q.source.is_some_and(|s| s.start < title))
    {
        let drafts = context.read_page_questions(title);
        for draft in drafts.into_iter().filter(Draft::is_question) {
            if let Some((question, ledger)) = context.build(draft, None, &mut found.warnings) {
                found.questions.push(question);
                found.ledgers.push(ledger);
            }
        }
    }
    // Questions and their ledgers stay paired through the sort.
    let mut pairs: Vec<(Question, Ledger)> = found
        .questions
        .drain(..)
        .zip(found.ledgers.drain(..))
        .collect();
    pairs.sort_by_key(|(q, _)| q.source.map(|s| (s.start, s.end)));
    (found.questions, found.ledgers) = pairs.into_iter().unzip();
    found
}

impl Recognised {
    /// Checks conservation of text for every question: see [`ledger`].
    /// Returns how many questions were checked, or the first breach with
    /// its question's index.
    pub fn check_conservation(&self, text: &str) -> Result<usize, (usize, ledger::Breach)> {
        for (i, (question, ledger)) in self.questions.iter().zip(&self.ledgers).enumerate() {
            ledger::check(text, question, ledger, &self.warnings).map_err(|b| (i, b))?;
        }
        Ok(self.questions.len())
    }
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
    /// Where the question's block ends: its last option's line, its key.
    block_end: usize,
    /// The parts read so far that are not the stem or options: number,
    /// labels, key phrase, debris cut after the last option.
    ledger: Ledger,
}

/// The image-URL lines that open `text[from..to]`, blank lines between
/// them allowed; read lazily, since what follows may be long.
fn image_lines(text: &str, from: usize, to: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut offset = from;
    text[from..to]
        .split('\n')
        .map(move |line| {
            let start = offset;
            offset += line.len() + 1;
            trim_span(text, start, start + line.len())
        })
        .filter(|(s, e)| s < e)
        .take_while(|&(s, e)| is_image_url(&text[s..e]))
}

/// Whether a stem ending in a colon asks for its completion ("Harlow's
/// study showed that:") rather than heads a list ("CRITERIA (any one
/// of):", "Key dates:"): a sentence of four words or more, not in capitals.
fn asks_by_colon(stem: &str) -> bool {
    let words: Vec<&str> = stem.split_whitespace().collect();
    let shouting = words.first().is_some_and(|w| {
        w.chars().filter(|c| c.is_alphabetic()).count() >= 2 && !w.chars().any(char::is_lowercase)
    });
    words.len() >= 4 && !shouting
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
    /// Page furniture on lines of its own, in order.
    furniture: &'a [(usize, usize)],
    /// Where each `Title | Quizalize` line starts.
    title_lines: &'a [usize],
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
                None => self.images_after(
                    paragraph_end(self.text, marker.end, next_chain_start.max(marker.end)),
                    next_chain_start.max(marker.end),
                ),
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

    /// Takes in the image URLs that follow a paragraph, one per paragraph
    /// (a quiz site's page writes image options so): the last question of
    /// a run may go on past its paragraph break with them.
    fn images_after(&self, end: usize, to: usize) -> usize {
        image_lines(self.text, end, to)
            .last()
            .map_or(end, |(_, e)| e)
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
        for &start in self.title_lines {
            if start > from && start < end {
                end = start;
            }
        }
        end
    }

    fn read_question(&self, marker: &NumberMarker, limit: usize, points: Option<f64>) -> Draft {
        let text = self.text;
        let from = marker.end;
        let key_phrase = keys::find_key_phrase(text, from, limit, true);
        let body_end = key_phrase.as_ref().map_or(limit, |k| k.start);
        let mut ledger = Ledger {
            start: marker.start,
            ..Ledger::default()
        };
        ledger.add(Role::Number, marker.start, marker.end);
        if let Some(k) = &key_phrase {
            ledger.add(Role::Key, k.start, k.end);
        }
        let mut draft = Draft {
            number: marker.number,
            start: marker.start,
            end: key_phrase.as_ref().map_or(limit, |k| k.end),
            stem: (from, body_end),
            options: Vec::new(),
            premarked: Vec::new(),
            options_guessed: false,
            key: key_phrase.as_ref().map(|k| k.value.clone()),
            points,
            trailing_answer: None,
            true_false_cue: true_false_cue(&text[from..body_end]).is_some(),
            block_end: key_phrase.as_ref().map_or(0, |k| k.end),
            ledger,
        };
        if draft.key.is_none()
            && let Some((truth, at)) = trailing_truth(&text[from..body_end], self.language)
        {
            draft.key = Some(KeyValue::Truth(truth));
            draft.true_false_cue = true;
            draft.stem.1 = from + at;
            let word_end = from + text[from..body_end].trim_end().len();
            draft.ledger.add(Role::Key, from + at, word_end);
            return self.with_block_key(draft);
        }
        let labels = markers::option_markers(text, from, body_end);
        if let Some(run) = markers::best_option_run(&labels)
            && run.len() <= MAX_OPTIONS
            && self.read_labelled(&mut draft, &run, body_end)
        {
            return self.with_block_key(draft);
        }
        if !self.read_truth_lines(&mut draft, body_end) {
            self.read_unlabelled(&mut draft, body_end);
        }
        self.with_block_key(draft)
    }

    fn with_block_key(&self, mut draft: Draft) -> Draft {
        if draft.key.is_none() {
            let block = self
                .key_blocks
                .iter()
                .find(|b| b.start >= draft.end && b.keys.contains_key(&draft.number));
            if let Some(block) = block
                && let Some(letter) = block.keys.get(&draft.number)
            {
                draft.key = Some(KeyValue::Letters(vec![*letter]));
                draft.ledger.key_entry = Some((block.start, block.end));
            }
        }
        let (s, e) = trim_span(self.text, draft.stem.0, draft.stem.1);
        draft.stem = (s, e);
        // The block runs to the end of whatever was read from it.
        let read_end = draft
            .options
            .iter()
            .map(|o| o.1)
            .chain(draft.ledger.parts.iter().map(|p| p.end))
            .chain([e, draft.block_end])
            .max()
            .unwrap_or(e);
        draft.block_end = read_end;
        draft
    }

    /// Reads options labelled A, B, C…; false when the run does not look
    /// like the options of this question.
    fn read_labelled(&self, draft: &mut Draft, run: &[OptionMarker], body_end: usize) -> bool {
        let text = self.text;
        let lines = run.iter().all(|m| m.line_start);
        let mut options = Vec::with_capacity(run.len());
        let mut last_end = body_end;
        for (i, marker) in run.iter().enumerate() {
            let end = match run.get(i + 1) {
                Some(next) => next.start,
                None => {
                    last_end = self.last_option_end(marker.end, body_end, lines);
                    last_end
                }
            };
            let (s, e) = trim_span(text, marker.end, end);
            if e - s > MAX_OPTION_BYTES {
                return false;
            }
            options.push((s, e));
        }
        let mut extra = Vec::new();
        if let Some((&last, others)) = options.split_last() {
            let without_header = self.without_header(last);
            if without_header != last {
                extra.push((Role::Furniture, without_header.1, last.1));
            }
            // Options one per line end with their line: no debris there.
            let trimmed = if lines {
                without_header
            } else {
                trim_debris(text, others, without_header)
            };
            if trimmed != without_header {
                extra.push((Role::Dropped, trimmed.1, without_header.1));
            }
            let n = options.len();
            options[n - 1] = trimmed;
        }
        for (role, s, e) in extra {
            let (s, e) = trim_span(text, s, e);
            draft.ledger.add(role, s, e);
        }
        for marker in run {
            draft.ledger.add(Role::Label, marker.start, marker.end);
        }
        // One option per line: the rest of the last option's paragraph is
        // the question's too (page furniture, or text to report), not prose.
        if lines {
            let paragraph = paragraph_end(text, last_end, body_end);
            if keys::furniture_start(&text[last_end..paragraph]).is_none() {
                draft.block_end = paragraph;
            }
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
    /// or, when every option has a line of its own, at the end of its line
    /// and of the lines that continue it (a PDF wraps long lines).
    fn last_option_end(&self, from: usize, to: usize, lines: bool) -> usize {
        let text = self.text;
        let mut end = paragraph_end(text, from, to);
        if lines {
            end = self.wrapped_line_end(from, end);
        }
        if let Some(at) = keys::furniture_start(&text[from..end]) {
            end = from + at;
        }
        end
    }

    /// The end of the line holding `from`, taking in the lines that
    /// continue it: a line filled to the wrapping width without ending its
    /// sentence goes on in the next, unless that line is furniture, a key,
    /// or a new option or question.
    fn wrapped_line_end(&self, from: usize, to: usize) -> usize {
        let text = self.text;
        let line_end = |at: usize| text[at..to].find('\n').map_or(to, |i| at + i);
        let mut end = line_end(from);
        while end < to {
            let line_start = text[..end].rfind('\n').map_or(0, |i| i + 1);
            let line = text[line_start..end].trim();
            let next_start = end + 1;
            let next_end = line_end(next_start);
            let next = text[next_start..next_end].trim();
            let wrapped =
                line.chars().count() >= WRAP_WIDTH && !line.ends_with(['.', '?', '!', ':', ';']);
            if !wrapped
                || next.is_empty()
                || self.is_furniture(next_start, next_end)
                || starts_an_item(next)
                || keys::find_key_phrase(text, next_start, next_end, false).is_some()
            {
                break;
            }
            end = next_end;
        }
        end
    }

    /// Whether `start..end` holds a line of page furniture.
    fn is_furniture(&self, start: usize, end: usize) -> bool {
        let at = self.furniture.partition_point(|f| f.1 <= start);
        self.furniture.get(at).is_some_and(|f| f.0 < end)
    }

    /// A statement with `True` and `False` on lines of their own under it,
    /// either one marked (`*True`, `False ✓`, `[x] False`).
    fn read_truth_lines(&self, draft: &mut Draft, body_end: usize) -> bool {
        let text = self.text;
        let from = draft.stem.0;
        // The statement and its two lines need line breaks: most bodies,
        // flattened onto one line, are ruled out by one fast search.
        if !text[from..body_end].contains('\n') {
            return false;
        }
        let end = paragraph_end(text, from, body_end);
        // The paragraph's last two lines, found from its end: a question
        // body can be long, and most are not true/false.
        let last_line = |to: usize| {
            let (s, e) = trim_span(text, from, to);
            let start = text[s..e].rfind('\n').map_or(s, |i| s + i + 1);
            trim_span(text, start, e)
        };
        let second = last_line(end);
        let first = last_line(second.0);
        if first.0 >= first.1 || !text[from..first.0].contains('\n') {
            return false;
        }
        if text[from..first.0].trim().is_empty() {
            return false;
        }
        let (yes, no) = true_false_labels(self.language);
        let word = |(s, e): (usize, usize)| {
            let (a, b, _) = keys::mark_of(&text[s..e]);
            text[s + a..s + b].trim()
        };
        let is = |w: &str, label: &str, english: &str| {
            w.eq_ignore_ascii_case(label) || w.eq_ignore_ascii_case(english)
        };
        let (w1, w2) = (word(first), word(second));
        let pair = (is(w1, yes, "True") && is(w2, no, "False"))
            || (is(w1, no, "False") && is(w2, yes, "True"));
        if !pair {
            return false;
        }
        draft.stem.1 = first.0;
        draft.options = vec![first, second];
        true
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
        let asks = body[..=mark].ends_with('?');
        let tail_end = match keys::furniture_start(&text[stem_end..body_end]) {
            Some(at) => stem_end + at,
            None => paragraph_end(text, stem_end, body_end),
        };
        let (ts, te) = trim_span(text, stem_end, tail_end);
        if ts == te {
            if asks {
                draft.stem.1 = stem_end;
                self.read_image_paragraphs(draft, stem_end, body_end);
            }
            return;
        }
        let tail = &text[ts..te];
        let lines: Vec<(usize, usize)> = line_spans(text, ts, te);
        if lines.len() >= 2 && lines.len() <= MAX_OPTIONS && at_line_start(text, ts) {
            // Lines under a heading are a list, not options, unless one is
            // marked right or the stem asks a question; bullets are a list
            // unless marked.
            let marked = lines
                .iter()
                .any(|&(s, e)| keys::mark_of(&text[s..e]).2 == Some(Mark::Correct));
            let bulleted = lines.iter().any(|&(s, _)| is_bullet(&text[s..]));
            // A paragraph wrapped under a colon (notes: "… the adaptive
            // response:" and its text) is prose, not options.
            let wrapped = lines.iter().any(|&(s, e)| {
                let line = &text[s..e];
                line.chars().count() >= WRAP_WIDTH && !line.ends_with(['.', '?', '!', ':', ';'])
            });
            let completes = asks_by_colon(&body[..mark]) && !wrapped;
            let options = marked || ((asks || completes) && !bulleted);
            if options && lines.iter().all(|(s, e)| e - s <= MAX_OPTION_BYTES) {
                draft.stem.1 = stem_end;
                draft.options = lines;
            }
            return;
        }
        if !asks {
            return;
        }
        let pieces = split_flattened_options(text, ts, te);
        let words = tail.split_whitespace().count();
        let looks_like_options =
            pieces.len() >= 3 || (pieces.len() == 2 && words > MAX_SHORT_ANSWER_WORDS);
        // An answer on a line of its own may follow a longer stem: a
        // passage and its question on one line.
        let answer_line = lines.len() == 1 && text[stem_end..ts].contains('\n');
        if looks_like_options
            && !cut_from_prose(text, &pieces)
            && (!answer_line || words > MAX_SHORT_ANSWER_WORDS)
            && pieces.len() <= MAX_OPTIONS
            && pieces.iter().all(|(s, e)| e - s <= MAX_OPTION_BYTES)
        {
            draft.stem.1 = stem_end;
            draft.options = pieces;
            draft.options_guessed = true;
        } else if words <= MAX_SHORT_ANSWER_WORDS
            && (answer_line || is_short_question(&body[..=mark]))
            && is_plain_answer(tail)
        {
            draft.stem.1 = stem_end;
            draft.trailing_answer = Some(squash(tail));
            draft.ledger.add(Role::Answer, ts, te);
            draft.end = te;
        }
    }

    /// Image options one per paragraph after a question (a quiz site's
    /// page puts blank lines between them).
    fn read_image_paragraphs(&self, draft: &mut Draft, from: usize, to: usize) {
        let options: Vec<(usize, usize)> = image_lines(self.text, from, to)
            .take(MAX_OPTIONS + 1)
            .collect();
        if options.len() >= 2 && options.len() <= MAX_OPTIONS {
            draft.end = options.last().map_or(draft.end, |o| o.1);
            draft.options = options;
        }
    }
}

#[cfg(test)]
mod regressions;
#[cfg(test)]
mod tests;
