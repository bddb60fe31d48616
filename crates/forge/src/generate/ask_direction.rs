//! True or false on a statement of comparison or rank (`direction.rs`):
//! the sentence as the text says it, or turned the other way ("Group
//! treatment is less economical than individual therapy"). Prose that
//! names no term to ask about still says how things compare, and that is
//! often what a section teaches.

use quizforge_core::{Body, Difficulty};

use super::analysis::Unfit;
use super::realise::{Context, seed};
use super::select::{Candidate, Family};

impl Context<'_> {
    pub(super) fn direction_questions(&self, out: &mut Vec<Candidate>) {
        // Half a comparison is what a statement of direction may be ("lead
        // to larger deficits"): `direction::turn` asks for its other half
        // or a cause itself.
        // A correlative ("The more complex the task, the narrower the span
        // of control") is whole even as an item of a list, where a
        // textbook most often gives it.
        for sentence in self.sentences.iter().filter(|s| {
            let fit = s.clean || matches!(s.unfit, Some(Unfit::HalfAComparison));
            fit && s.context == 0 && !self.aside(s.section)
        }) {
            let turn = match super::direction::correlative(&sentence.text, self.lang) {
                Some(turn) => Some(turn),
                None if sentence.bullet => None,
                None => super::direction::turn(&sentence.text, self.lang),
            };
            let Some(turn) = turn else {
                continue;
            };
            let make_false = (seed(&sentence.text) >> 17) % 2 == 1;
            let statement = if make_false {
                turn.apply(&sentence.text)
            } else {
                sentence.text.clone()
            };
            let prompt = self.judge(&statement);
            let body = Body::true_false(Some(!make_false), self.language);
            let mut q = self.on_sentence(prompt, body, sentence, Difficulty::Medium);
            if make_false {
                q.explanation = Some(sentence.text.clone());
            }
            // Below every other kind, and never a section's first: a
            // statement of direction fills the room the document's terms,
            // names and figures leave.
            let mut candidate = Candidate::new(
                q,
                0.2,
                &format!("direction:{}", sentence.index),
                Some(sentence.index),
                sentence.section,
                Family::TrueFalse,
            );
            candidate.filler = true;
            out.push(candidate);
        }
    }
}
