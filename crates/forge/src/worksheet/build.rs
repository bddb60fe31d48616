//! Turning a draft into a [`Question`] and its [`Ledger`]: the stem less
//! its points, cue and page furniture, each option less its mark, the key
//! from a key phrase, an answer-key entry or a mark, and the gate that
//! keeps OCR-damaged notes out.

use quizforge_core::{AcceptedAnswer, Body, Choice, Question, Span, true_false_labels};

use super::keys::{self, KeyValue, Mark};
use super::ledger::{Ledger, Role};
use super::pieces::{is_image_url, take_image_urls, true_false_cue};
use super::{Context, Draft, stem};
use crate::Warning;
use crate::text::{squash, trim_span};

impl Context<'_> {
    /// Turns a draft into a question, or `None` when it does not hold one.
    pub(super) fn build(
        &self,
        mut draft: Draft,
        expected_options: Option<usize>,
        warnings: &mut Vec<Warning>,
    ) -> Option<(Question, Ledger)> {
        let text = self.text;
        let mut ledger = std::mem::take(&mut draft.ledger);
        ledger.end = draft.block_end.max(ledger.start);
        let first = self.furniture.partition_point(|f| f.0 < ledger.start);
        for &(s, e) in &self.furniture[first..] {
            if e > ledger.end {
                break;
            }
            ledger.add(Role::Furniture, s, e);
        }
        let at = Warning::at(draft.start);

        // The stem: its text less page furniture, points and a true/false
        // cue, each kept in the ledger.
        let mut stem_spans = self.without_furniture(draft.stem.0, draft.stem.1);
        let mut points = draft.points;
        if let Some((p, ps, pe)) = stem_spans.iter().find_map(|&(s, e)| {
            keys::find_question_points(&text[s..e]).map(|(p, ps, pe)| (p, s + ps, s + pe))
        }) {
            points = Some(p);
            cut(&mut stem_spans, ps, pe);
            ledger.add(Role::Points, ps, pe);
        }
        let cue = stem_spans
            .first()
            .and_then(|&(s, e)| {
                true_false_cue(&text[s..e])
                    .filter(|(cs, _)| text[s..s + cs].trim().is_empty())
                    .map(|(cs, ce)| (s + cs, s + ce))
            })
            .or_else(|| {
                stem_spans.last().and_then(|&(s, e)| {
                    true_false_cue(&text[s..e])
                        .filter(|(_, ce)| text[s + ce..e].trim().is_empty())
                        .map(|(cs, ce)| (s + cs, s + ce))
                })
            });
        if let Some((cs, ce)) = cue {
            cut(&mut stem_spans, cs, ce);
            ledger.add(Role::Cue, cs, ce);
        }
        let has_cue = cue.is_some();
        for &(s, e) in &stem_spans {
            let (s, e) = trim_span(text, s, e);
            ledger.add(Role::Stem, s, e);
        }
        let stem_text: Vec<&str> = stem_spans.iter().map(|&(s, e)| &text[s..e]).collect();
        let (stem_text, images) = take_image_urls(&stem_text.join(" "));
        let parts = stem::split_stem(&stem_text);
        let (span_start, span_end) = trim_span(
            text,
            draft.start,
            draft.end.max(draft.stem.1).max(ledger.end),
        );
        let span = Span::new(span_start, span_end);

        let mut choices: Vec<Choice> = Vec::new();
        let mut marks = Vec::new();
        for (i, &(s, e)) in draft.options.iter().enumerate() {
            let (spans, mark) = self.option_spans(s, e, &mut ledger);
            for &(s, e) in &spans {
                let (s, e) = trim_span(text, s, e);
                ledger.add(Role::Option(i as u8), s, e);
            }
            let mark = if draft.premarked.contains(&i) {
                Some(Mark::Correct)
            } else {
                mark
            };
            let words: Vec<&str> = spans.iter().map(|&(s, e)| &text[s..e]).collect();
            let option = squash(&words.join(" "));
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
        let labelled = ledger.parts.iter().any(|p| p.role == Role::Label);
        if !labelled && let Some(word) = self.ocr_damage(&stem_text, &choices) {
            warnings.push(at.clone().says(format!(
                "question {}: “{word}” looks like a scanning error, so this block was not imported as a question; check the text",
                draft.number
            )));
            return None;
        }

        let body_and_key = if choices.len() >= 2 {
            self.choice_body(&draft, choices, &marks, &at, warnings)
        } else if has_cue {
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
            Ok(()) => {
                // Said only for a question that is imported: the debris
                // cut from its last option.
                for part in ledger.parts.iter().filter(|p| p.role == Role::Dropped) {
                    warnings.push(Warning::at(part.start).says(format!(
                        "question {}: “{}” after its last option looks like a figure's labels; it was left out",
                        draft.number,
                        squash(&text[part.start..part.end])
                    )));
                }
                ledger.close(text, draft.number, warnings);
                Some((question, ledger))
            }
            Err(error) => {
                warnings.push(at.says(format!("question {} was left out: {error}", draft.number)));
                None
            }
        }
    }

    /// The pieces of `start..end` that are not page furniture.
    fn without_furniture(&self, start: usize, end: usize) -> Vec<(usize, usize)> {
        let mut spans = vec![(start, end)];
        let first = self.furniture.partition_point(|f| f.1 <= start);
        for &(s, e) in &self.furniture[first..] {
            if s >= end {
                break;
            }
            cut(&mut spans, s, e);
        }
        spans
    }

    /// An option's text, less page furniture and its right/wrong mark
    /// (recorded in the ledger), and the mark.
    fn option_spans(
        &self,
        start: usize,
        end: usize,
        ledger: &mut Ledger,
    ) -> (Vec<(usize, usize)>, Option<Mark>) {
        let text = self.text;
        let mut spans = self.without_furniture(start, end);
        // A mark opens the option's first piece or closes its last.
        if let Some(first) = spans.first_mut() {
            let (s, e) = *first;
            let (a, b, mark) = keys::mark_of(&text[s..e]);
            let lead = text[s..e].len() - text[s..e].trim_start().len();
            let trimmed_end = s + text[s..e].trim_end().len();
            if mark.is_some() && a > lead {
                ledger.add(Role::Marker, s + lead, s + a);
                first.0 = s + a;
                return (spans, mark);
            }
            if mark.is_some() && spans.len() == 1 && s + b < trimmed_end {
                ledger.add(Role::Marker, s + b, trimmed_end);
                spans[0].1 = s + b;
                return (spans, mark);
            }
        }
        if spans.len() > 1
            && let Some(last) = spans.last_mut()
        {
            let (s, e) = *last;
            let (_, b, mark) = keys::mark_of(&text[s..e]);
            let trimmed_end = s + text[s..e].trim_end().len();
            if mark.is_some() && s + b < trimmed_end {
                ledger.add(Role::Marker, s + b, trimmed_end);
                last.1 = s + b;
                return (spans, mark);
            }
        }
        (spans, None)
    }

    /// A word of an unlabelled question that a scanner misread ("lmmune"
    /// for "immune"), or that no dictionary knows when several such words
    /// come together: options guessed from damaged notes are sentences
    /// broken at random, not a teacher's options. English only, where the
    /// word list can tell.
    fn ocr_damage(&self, stem: &str, choices: &[Choice]) -> Option<String> {
        if self.language != "en" {
            return None;
        }
        let mut unknown = Vec::new();
        let mut plain_words = 0;
        let words = choices
            .iter()
            .flat_map(|c| c.text.split(|c: char| !c.is_alphanumeric()))
            .chain(stem.split(|c: char| !c.is_alphanumeric()));
        for word in words {
            let plain = word.len() >= 4 && word.starts_with(|c: char| c.is_lowercase());
            if !plain {
                continue;
            }
            plain_words += 1;
            if crate::lexicon::is_english_word(word) {
                continue;
            }
            if crate::generate::ocr_misread(word) || word.chars().any(|c| c.is_ascii_digit()) {
                return Some(word.to_string());
            }
            unknown.push(word);
        }
        // Technical terms are unknown too, but rarely one word in five.
        (unknown.len() >= 3 && unknown.len() * 5 >= plain_words).then(|| unknown.join(", "))
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

/// Removes `start..end` from a list of spans, splitting the one it falls in.
pub(super) fn cut(spans: &mut Vec<(usize, usize)>, start: usize, end: usize) {
    let mut kept = Vec::with_capacity(spans.len() + 1);
    for &(s, e) in spans.iter() {
        if end <= s || start >= e {
            kept.push((s, e));
            continue;
        }
        if s < start {
            kept.push((s, start));
        }
        if end < e {
            kept.push((end, e));
        }
    }
    *spans = kept;
}
