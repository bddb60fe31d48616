//! Questions a quiz site's page holds before its `Title | Quizalize` line,
//! written without numbers: a question (often a passage and its question on
//! one line) with its answer on the next line, or with options under it,
//! one per line or one image URL per paragraph.

use super::keys::{self, Mark};
use super::ledger::{Ledger, Role};
use super::pieces::{is_bullet, is_image_url, is_plain_answer, line_spans};
use super::{Context, Draft, MAX_OPTIONS, MAX_SHORT_ANSWER_WORDS};
use crate::text::squash;

impl Context<'_> {
    /// Reads the unnumbered questions before the page's title line at
    /// `title`, when the page does not open with it.
    pub(super) fn read_page_questions(&self, title: usize) -> Vec<Draft> {
        let text = self.text;
        let paragraphs = paragraphs(text, 0, title);
        let mut drafts = Vec::new();
        let mut i = 0;
        while i < paragraphs.len() {
            let lines = line_spans(text, paragraphs[i].0, paragraphs[i].1);
            i += 1;
            let Some(&(qs, qe)) = lines.first() else {
                continue;
            };
            if !text[qs..qe].ends_with('?') {
                continue;
            }
            let mut draft = self.page_draft(drafts.len() as u32 + 1, qs, qe);
            let rest = &lines[1..];
            if rest.is_empty() {
                // Image options, one per paragraph.
                let mut images = Vec::new();
                while let Some(&(s, e)) = paragraphs.get(i) {
                    if !is_image_url(text[s..e].trim()) || text[s..e].trim().contains('\n') {
                        break;
                    }
                    images.push(crate::text::trim_span(text, s, e));
                    i += 1;
                }
                if images.len() < 2 || images.len() > MAX_OPTIONS {
                    continue;
                }
                draft.options = images;
            } else if rest.len() == 1 {
                let (s, e) = rest[0];
                let answer = &text[s..e];
                if answer.split_whitespace().count() > MAX_SHORT_ANSWER_WORDS
                    || !is_plain_answer(answer)
                {
                    continue;
                }
                draft.trailing_answer = Some(squash(answer));
                draft.ledger.add(Role::Answer, s, e);
            } else if rest.len() <= MAX_OPTIONS {
                // Bullets under a question are its answer written out as a
                // list, not options, unless one is marked right.
                let marked = rest
                    .iter()
                    .any(|&(s, e)| keys::mark_of(&text[s..e]).2 == Some(Mark::Correct));
                if !marked && rest.iter().any(|&(s, _)| is_bullet(&text[s..])) {
                    continue;
                }
                draft.options = rest.to_vec();
            } else {
                continue;
            }
            draft.block_end = draft
                .options
                .last()
                .map_or(rest.last().map_or(qe, |l| l.1), |o| o.1);
            draft.end = draft.block_end;
            drafts.push(draft);
        }
        drafts
    }

    fn page_draft(&self, number: u32, start: usize, end: usize) -> Draft {
        Draft {
            number,
            start,
            end,
            stem: (start, end),
            options: Vec::new(),
            premarked: Vec::new(),
            options_guessed: false,
            key: None,
            points: None,
            trailing_answer: None,
            true_false_cue: false,
            block_end: end,
            ledger: Ledger {
                start,
                ..Ledger::default()
            },
        }
    }
}

/// The paragraphs of `text[from..to]`: spans between blank lines.
fn paragraphs(text: &str, from: usize, to: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    let mut offset = from;
    for line in text[from..to].split('\n') {
        let end = offset + line.len();
        if line.trim().is_empty() {
            if let Some(s) = start.take() {
                out.push((s, offset - 1));
            }
        } else if start.is_none() {
            start = Some(offset);
        }
        offset = end + 1;
    }
    if let Some(s) = start {
        out.push((s, to));
    }
    out
}
