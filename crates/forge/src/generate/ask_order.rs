//! "Put the four stages of the Tuckman model in order, from first to
//! last." from stages, steps or phases a lead-in lists one a line and the
//! text then takes up in that order (`listed_kinds::sequences`). The
//! order of a process is what a lesson on it teaches; the issue asks for
//! it, and no other template could ask it.

use quizforge_core::{Body, Difficulty};

use super::listed_kinds::sequences;
use super::realise::Context;
use super::select::{Candidate, Family};
use crate::nlp::Lang;

/// How an ordering question ranks: with the best multiple choice, above
/// a typed blank on one of its items.
const ORDER_SCORE: f64 = 0.86;

impl Context<'_> {
    /// Every ordering question the document's listed sequences give.
    pub(super) fn order_questions(&self, out: &mut Vec<Candidate>) {
        if self.lang != Lang::En {
            return;
        }
        for sequence in sequences(self.sentences, self.lang) {
            let (Some(lead_in), Some(last)) = (
                self.sentences.get(sequence.lead_in),
                self.sentences.get(sequence.last),
            ) else {
                continue;
            };
            let prompt = format!("Put the {} in order, from first to last.", sequence.what);
            let body = Body::Ordering {
                items: sequence.items.clone(),
            };
            let mut q = self.question(
                prompt,
                body,
                (lead_in.start, last.end),
                lead_in.section,
                Difficulty::Medium,
            );
            q.topic = self.sentence_topic(lead_in);
            out.push(Candidate::new(
                q,
                ORDER_SCORE,
                &sequence.what,
                Some(lead_in.index),
                lead_in.section,
                Family::Order,
            ));
        }
    }
}
