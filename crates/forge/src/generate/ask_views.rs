//! Views a lesson gives to kinds of thinkers side by side: "A
//! deontologist would argue that you should adhere to particular duties
//! …", "A utilitarian would say that any act you take should result in
//! the greatest good …", "A virtue ethicist would state that …". Asked
//! "Who would say that …?", the other thinkers as the wrong options: the
//! lesson itself sets them against each other, so each is plausible to a
//! student who has not studied and wrong by the text. Essays that teach
//! perspectives rather than terms (ethics, sociology, philosophy) gave no
//! question at all before (unseen set 70's "Multiple versus Single Ethical
//! Standards").

use std::sync::LazyLock;

use quizforge_core::Difficulty;
use regex::Regex;

use super::analysis::{Sentence, Unfit};
use super::realise::{Context, choice_body};
use super::select::{Candidate, Family};
use crate::nlp::Lang;

/// "A deontologist would argue that …", "Structural functionalists might
/// say that …": a kind of thinker, a modal, a verb of saying, "that".
static VIEW: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?:(?:A|An|The)\s+)?(?P<who>[A-Za-z][a-z-]+(?:\s[a-z][a-z-]+){0,2})\s+(?P<says>(?:would|might|may|could|will)\s+(?:argue|say|state|claim|contend|insist|maintain|suggest|assert|hold|point\sout|respond|reply|counter))\s+that\s+(?P<claim>\S.{20,})\.$",
    )
    .expect("view pattern")
});

/// How such a question ranks: below a labelled list's (0.9), which it
/// resembles, and above a typed blank on a term.
const VIEW_SCORE: f64 = 0.7;

/// Words that open a claim leaning on the sentence before.
const POINTING: &[&str] = &["this", "these", "that", "those", "it", "they", "such"];

/// One view: who holds it, what they would say, in which sentence.
struct View<'a> {
    who: String,
    says: String,
    claim: String,
    sentence: &'a Sentence,
}

impl Context<'_> {
    pub(super) fn view_questions(&self, out: &mut Vec<Candidate>) {
        if self.lang != Lang::En {
            return;
        }
        let views: Vec<View<'_>> = self
            .sentences
            .iter()
            // Words to the reader inside a claim are the thinker's generic
            // "you" ("you should adhere to particular duties").
            .filter(|s| s.clean || s.unfit == Some(Unfit::TalksToReader))
            // The pattern only where its words are: most sentences lack
            // a modal before "that".
            .filter(|s| {
                s.text.contains(" that ")
                    && [" would ", " might ", " may ", " could ", " will "]
                        .iter()
                        .any(|modal| s.text.contains(modal))
            })
            .filter_map(view)
            .collect();
        // Each kind of thinker once, in the order the text names them.
        let mut order: Vec<String> = Vec::new();
        for v in &views {
            let plural = thinkers_plural(&v.who);
            if !order.contains(&plural) {
                order.push(plural);
            }
        }
        if order.len() < 3 {
            return;
        }
        for v in &views {
            let key = thinkers_plural(&v.who);
            let wrong: Vec<String> = order
                .iter()
                .filter(|other| **other != key)
                .take(3)
                .map(|other| capitalise(other))
                .collect();
            // A claim that names another thinker gives its answer away.
            let lower_claim = v.claim.to_lowercase();
            if order.iter().any(|other| {
                let head = other.rsplit(' ').next().unwrap_or(other);
                lower_claim.contains(head.trim_end_matches('s'))
            }) {
                continue;
            }
            let prompt = format!("Who {} that {}?", v.says, v.claim);
            let body = choice_body(&capitalise(&key), &wrong, &prompt, false);
            let q = self.on_sentence(prompt, body, v.sentence, Difficulty::Medium);
            out.push(Candidate::new(
                q,
                VIEW_SCORE,
                &key,
                Some(v.sentence.index),
                v.sentence.section,
                Family::Person,
            ));
        }
    }
}

/// The view a sentence gives, if it gives one in the pattern's form and
/// its claim reads alone.
fn view(sentence: &Sentence) -> Option<View<'_>> {
    let caps = VIEW.captures(&sentence.text)?;
    let who = caps["who"].to_lowercase();
    let head = who.rsplit(' ').next().unwrap_or(&who).to_string();
    // A kind of person WordNet knows ("deontologist", "utilitarian",
    // "conflict theorist" by its head), not a pronoun or "some people".
    // One in "-ist" or "-ian" is a follower of a school ("deontologist",
    // which WordNet lacks).
    let follower = ["ist", "ists", "ian", "ians"]
        .iter()
        .any(|end| head.ends_with(end) && head.len() > end.len() + 3);
    let person = follower
        || crate::lexicon::noun_classes(&head).contains(&"person")
        || crate::lexicon::noun_classes(&super::word_forms::singularise(&head)).contains(&"person");
    let generic = [
        "people", "person", "someone", "others", "many", "some", "most", "critics",
    ]
    .contains(&head.as_str());
    if !person || generic || crate::nlp::is_stop_word(&who, Lang::En) {
        return None;
    }
    let claim = caps["claim"].to_string();
    let first = claim.split_whitespace().next()?.to_lowercase();
    if POINTING.contains(&first.as_str()) || claim.split_whitespace().count() > 30 {
        return None;
    }
    Some(View {
        who,
        says: caps["says"].to_string(),
        claim,
        sentence,
    })
}

/// A kind of thinker in the plural, lower case: "deontologists",
/// "conflict theorists".
fn thinkers_plural(who: &str) -> String {
    let head = who.rsplit(' ').next().unwrap_or(who);
    if head.ends_with('s') && !head.ends_with("ss") {
        who.to_string()
    } else {
        super::word_forms::pluralise(who)
    }
}

fn capitalise(text: &str) -> String {
    super::tidy::capitalise(text)
}

#[cfg(test)]
mod tests {
    use quizforge_core::Body;

    const ETHICS: &str = "Multiple versus Single Ethical Standards\n\nProponents of all the normative ethical theories would insist that the only rational choice is a single standard. A deontologist would argue that you should adhere to particular duties in performing your job. A utilitarian would say that any act you take should result in the greatest good for the greatest number. A virtue ethicist would state that you cannot be virtuous if you lack integrity in your behavior.\n";

    fn asked(text: &str) -> Vec<(String, String, Vec<String>)> {
        crate::generate::generate(text, "en", "Ethics", &[], 10)
            .questions
            .into_iter()
            .filter(|q| q.prompt.starts_with("Who would"))
            .filter_map(|q| match q.body {
                Body::MultipleChoice { choices } => {
                    let key = choices.iter().find(|c| c.correct)?.text.clone();
                    Some((q.prompt, key, choices.into_iter().map(|c| c.text).collect()))
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn views_of_three_kinds_of_thinker_ask_who_would_say_each() {
        let found = asked(ETHICS);
        let utilitarian = found
            .iter()
            .find(|(prompt, ..)| prompt.contains("the greatest good"))
            .expect("the utilitarian's view asked");
        assert_eq!(
            utilitarian.0,
            "Who would say that any act you take should result in the greatest good for the greatest number?"
        );
        assert_eq!(utilitarian.1, "Utilitarians");
        let mut options = utilitarian.2.clone();
        options.sort();
        assert_eq!(
            options,
            ["Deontologists", "Utilitarians", "Virtue ethicists"]
        );
    }

    #[test]
    fn two_kinds_of_thinker_are_too_few_options() {
        let two = ETHICS.replace(
            "A virtue ethicist would state that you cannot be virtuous if you lack integrity in your behavior.",
            "",
        );
        assert!(asked(&two).is_empty());
    }
}
