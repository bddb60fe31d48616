//! True or false on a statement of comparison or rank (`direction.rs`):
//! the sentence as the text says it, or turned the other way ("Group
//! treatment is less economical than individual therapy"). Prose that
//! names no term to ask about still says how things compare, and that is
//! often what a section teaches.

use quizforge_core::{Body, Difficulty};

use super::analysis::{Sentence, Unfit};
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
            let (turn, correlative) = match super::direction::correlative(&sentence.text, self.lang)
            {
                Some(turn) => (Some(turn), true),
                None if sentence.bullet => (None, false),
                None => (super::direction::turn(&sentence.text, self.lang), false),
            };
            let Some(turn) = turn else {
                continue;
            };
            let turned = turn.apply(&sentence.text);
            if contradicts_itself(&sentence.text, &turned) {
                continue;
            }
            // Turned, a rank or a correlative states what the text never
            // claimed ("Jefferson's smallest failure came in foreign
            // policy", "the lower their ACE score"), false by common sense
            // or not plainly false at all: over the rated sets 18 to 98,
            // both raters accepted 9 of 38 statements turned by one word of
            // direction against 31 of 51 statements of direction as
            // written, and most of the 9 compared two things the text names
            // ("Protestants were less likely to die by suicide than
            // Catholics"), a fact to learn either way.
            let turned = (!correlative
                && super::direction::compares_two_named(&sentence.text, &turn, self.lang))
            .then_some(turned);
            self.push_statement(sentence, turned, "direction", out);
        }
    }

    /// True or false on `sentence` as the text says it or as `turned`
    /// (false), one or the other by the sentence's seed; as the text says
    /// it when there is no fair false form.
    pub(super) fn push_statement(
        &self,
        sentence: &Sentence,
        turned: Option<String>,
        kind: &str,
        out: &mut Vec<Candidate>,
    ) {
        // A possibility raised is neither true nor false (`siblings::hedged`).
        if self.lang == crate::nlp::Lang::En
            && super::siblings::hedged(&sentence.text.to_lowercase())
        {
            return;
        }
        let (make_false, statement) = match turned {
            Some(turned) if (seed(&sentence.text) >> 17) % 2 == 1 => (true, turned),
            _ => (false, sentence.text.clone()),
        };
        let prompt = self.judge(&statement);
        let body = Body::true_false(Some(!make_false), self.language);
        let mut q = self.on_sentence(prompt, body, sentence, Difficulty::Medium);
        if make_false {
            q.explanation = Some(sentence.text.clone());
        }
        // Below every other kind, and never a section's first: a turned
        // statement fills the room the document's terms, names and figures
        // leave.
        let mut candidate = Candidate::new(
            q,
            0.2,
            &format!("{kind}:{}", sentence.index),
            Some(sentence.index),
            sentence.section,
            Family::TrueFalse,
        );
        candidate.filler = true;
        out.push(candidate);
    }
}

/// Whether the sentence turned the other way would contradict itself, so
/// that its falsity shows without knowing anything: it sets two things
/// against each other ("…, whereas others are among the smallest"), or
/// already holds the word the turn brings in ("very large …, whereas
/// others are among the largest": unseen set 51, rejected by both
/// raters as self-evidently false).
fn contradicts_itself(text: &str, turned: &str) -> bool {
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    let before = words(text);
    if before.iter().any(|w| w == "whereas") {
        return true;
    }
    words(turned)
        .into_iter()
        .filter(|w| !before.contains(w))
        .any(|new| {
            let stem = new
                .strip_suffix("est")
                .or_else(|| new.strip_suffix("er"))
                .unwrap_or(&new);
            stem.chars().count() >= 4 && before.iter().any(|w| w.starts_with(stem))
        })
}

#[cfg(test)]
mod tests {
    use super::contradicts_itself;

    #[test]
    fn a_turn_that_contradicts_its_own_sentence_is_not_asked() {
        assert!(contradicts_itself(
            "Some are very large and complex, whereas others are among the smallest organisms.",
            "Some are very large and complex, whereas others are among the largest organisms."
        ));
        assert!(!contradicts_itself(
            "The larger stars burn out sooner than the small ones do.",
            "The larger stars burn out later than the small ones do."
        ));
        assert!(!contradicts_itself(
            "A large dose acts faster, and a larger dose acts faster still.",
            "A large dose acts slower, and a larger dose acts faster still."
        ));
        assert!(contradicts_itself(
            "Very large firms grow slowly, but the smallest grow fastest.",
            "Very large firms grow slowly, but the largest grow fastest."
        ));
    }
}
