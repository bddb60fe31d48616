//! True or false on a statement the text makes with a negation, as
//! written or with the negation taken out (`negation.rs`): "Credit card
//! sales are technically accounts receivable." Over the English sections
//! of unseen sets 69 to 80, a sentence denying something was among the
//! 1,383 sentences that held nothing else the forge could ask.

use super::realise::Context;
use super::select::Candidate;

impl Context<'_> {
    pub(super) fn negation_questions(&self, out: &mut Vec<Candidate>) {
        for sentence in self
            .sentences
            .iter()
            .filter(|s| s.clean && s.context == 0 && !s.bullet && !self.aside(s.section))
        {
            if let Some(affirmed) = super::negation::affirm(&sentence.text, self.lang) {
                self.push_statement(sentence, Some(affirmed), "negation", out);
            }
        }
    }
}
