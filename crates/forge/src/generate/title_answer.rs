//! Whether a question's answer is what the document is about, as its
//! title says: "W_____ (11 letters) are a central link in the economy" in
//! "Recent Trends in Wholesaling", "Who won his party's nomination …?
//! Jimmy Carter" in "Jimmy Carter in the Aftermath of the Storm", "M_____
//! (3 letters)" in "Management by Objectives". The quiz carries the
//! document's title, so the student reads the answer before the question,
//! and raters called such blanks the lesson's own topic word, not a fact
//! it teaches (unseen sets 62 and 63: 1 of 6 acceptable to both).

use std::collections::BTreeSet;

use crate::nlp::{Lang, Stems};

/// A document's title, read once for every candidate.
pub(super) struct TitleTopic {
    /// The stems of the title's content words.
    stems: BTreeSet<String>,
    /// The initials of every word of the title, capitals and small words
    /// alike, in upper case ("MBOAPACT"): an acronym of its name.
    initials: String,
}

impl TitleTopic {
    pub(super) fn new(title: &str, stems: &Stems, lang: Lang) -> Self {
        TitleTopic {
            stems: stems
                .content_stems(&title.replace('-', " "), lang)
                .into_iter()
                .collect(),
            initials: title
                .split(|c: char| !c.is_alphanumeric())
                .filter_map(|word| word.chars().next())
                .flat_map(char::to_uppercase)
                .collect(),
        }
    }

    /// Whether `answer` names nothing but what the title names: each of
    /// its content words is a word of the title, or it is an acronym of
    /// the title's words.
    pub(super) fn is_the_answer(&self, answer: &str, stems: &Stems, lang: Lang) -> bool {
        let answer = answer.trim();
        // Three letters at least: two capitals ("EU") are found by chance
        // among a long title's initials.
        let acronym = answer.chars().count() >= 3
            && answer.chars().all(|c| c.is_uppercase())
            && self.initials.contains(answer);
        let words = stems.content_stems(&answer.replace('-', " "), lang);
        acronym
            || (!words.is_empty()
                && words
                    .iter()
                    .all(|w| self.stems.iter().any(|t| same_word(w, t))))
    }
}

/// Whether two stems are one word's: equal, or sharing a beginning of six
/// letters or more that is most of the shorter ("wholesal" of
/// "wholesalers" and "wholesaling", "salespe" of "salesperson" and
/// "salespeople"), which the stemmer leaves apart.
fn same_word(a: &str, b: &str) -> bool {
    let shared = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let shorter = a.chars().count().min(b.chars().count());
    a == b || (shared >= 6 && shared * 3 >= shorter * 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(title: &str, answer: &str) -> bool {
        let stems = Stems::new(Lang::En);
        TitleTopic::new(title, &stems, Lang::En).is_the_answer(answer, &stems, Lang::En)
    }

    #[test]
    fn an_answer_the_title_names_is_the_topic() {
        assert!(answers("Recent Trends in Wholesaling", "Wholesalers"));
        assert!(answers(
            "Jimmy Carter in the Aftermath of the Storm",
            "Jimmy Carter"
        ));
        assert!(answers(
            "Management by Objectives: A Planning and Control Technique",
            "MBO"
        ));
        assert!(answers("Pet-Keeping", "pet keeping"));
        assert!(answers(
            "Classifications of Salespeople Involved in Personal Selling",
            "salesperson"
        ));
    }

    #[test]
    fn an_answer_beside_the_title_is_not() {
        assert!(!answers("Types of Marketing Channels", "indirect channels"));
        assert!(!answers(
            "Classifications of Salespeople Involved in Personal Selling",
            "Team selling"
        ));
        assert!(!answers(
            "Drugs that Affect the Autonomic System",
            "nervous system"
        ));
        assert!(!answers("The Elements of Culture", "material culture"));
        assert!(!answers("Recent Trends in Wholesaling", "EU"));
        assert!(!answers("The Economy Under President Reagan", "EU"));
    }
}
