//! "What does CPA stand for?": an abbreviation the document introduces
//! after its full name ("a good certified public accountant (CPA)") and
//! then uses again is one of the lesson's terms, and its full name is the
//! one answer. Only common nouns are asked ("export trading companies
//! (ETCs)", "gross domestic product (GDP)"): the full name of an
//! organisation or a survey is trivia.

use std::sync::LazyLock;

use quizforge_core::{AcceptedAnswer, Body, Difficulty};
use regex::Regex;

use super::realise::Context;
use super::select::{Candidate, Family};
use super::word_forms::{pluralise, singularise};
use crate::nlp::{Lang, is_stop_word};

/// Up to six words, then an abbreviation in brackets ("(CPA)", "(ETCs)").
static INTRODUCED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"((?:[A-Za-z][A-Za-z'’-]*\s+){1,6})\(([A-Z]{2,6})(s?)\)").expect("acronym pattern")
});

/// Most words in a full name asked for.
const MOST_WORDS: usize = 5;

/// Abbreviations everyone reads as words: asking what they stand for
/// tests nothing the lesson teaches.
pub(super) const EVERYDAY: &[&str] = &[
    "IT", "TV", "US", "USA", "UK", "EU", "UN", "ID", "PC", "OK", "CEO", "FAQ", "GPS", "PIN",
];

/// An abbreviation and the full name the document gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Introduced {
    pub abbreviation: String,
    pub full_name: String,
    /// Whether it is written in the plural ("ETCs").
    pub plural: bool,
}

/// Compiles the pattern now (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&INTRODUCED);
}

/// The abbreviations `text` introduces after their full names: the
/// shortest run of words before the bracket whose initials spell it
/// (small words such as "of" and "the" may be skipped: "Bureau of Indian
/// Affairs").
pub(super) fn introduced(text: &str) -> Vec<Introduced> {
    let mut found = Vec::new();
    for caps in INTRODUCED.captures_iter(text) {
        let abbreviation = caps[2].to_string();
        let words: Vec<&str> = caps[1].split_whitespace().collect();
        let full = (0..words.len()).rev().find_map(|start| {
            let run = &words[start..];
            let opens = run[0].trim_matches(|c: char| !c.is_alphanumeric());
            (!is_stop_word(&opens.to_lowercase(), Lang::En) && spells(run, &abbreviation))
                .then(|| run.join(" "))
        });
        let Some(full_name) = full else {
            continue;
        };
        if full_name.split_whitespace().count() > MOST_WORDS {
            continue;
        }
        found.push(Introduced {
            abbreviation,
            full_name,
            plural: !caps[3].is_empty(),
        });
    }
    found
}

/// Whether the words' initials spell `abbreviation`, with or without the
/// small words among them ("Bureau of Indian Affairs", "Supplemental
/// Nutrition Assistance Program").
fn spells(words: &[&str], abbreviation: &str) -> bool {
    let initials = |keep_small: bool| -> String {
        words
            .iter()
            .filter(|w| keep_small || !is_stop_word(&w.to_lowercase(), Lang::En))
            .filter_map(|w| w.chars().next())
            .flat_map(char::to_uppercase)
            .collect()
    };
    initials(false) == abbreviation || initials(true) == abbreviation
}

/// Openings of a title that say how it treats its subject, not what the
/// subject is ("Introduction to Sonata Theory").
const TITLE_OPENINGS: &[&str] = &[
    "an introduction to ",
    "introduction to ",
    "an overview of ",
    "overview of ",
    "the basics of ",
    "basics of ",
];

/// How a question names the subject it is asked in ([`asked_in`]).
pub(super) const LESSON_ON: &str = "In a lesson on ";

/// A prompt without the subject [`asked_in`] named before it: two
/// questions of one quiz share that opening, whatever each asks. The
/// selection (`select.rs`) and `quizforge check` compare prompts by it.
pub(crate) fn without_subject(prompt: &str) -> &str {
    prompt
        .strip_prefix(LESSON_ON)
        .and_then(|rest| rest.split_once(", ").map(|(_, asked)| asked))
        .unwrap_or(prompt)
}

/// Words of a title that name the teacher's document, not its subject:
/// "In a lesson on quiz, …" or "… on chapter review, …" says nothing.
const DOCUMENT_WORDS: &[&str] = &[
    "quiz",
    "quizzes",
    "test",
    "tests",
    "exam",
    "review",
    "revision",
    "lesson",
    "lessons",
    "homework",
    "worksheet",
    "notes",
    "chapter",
    "unit",
    "practice",
    "questions",
    "untitled",
    "document",
    "text",
    "reading",
    "week",
    "class",
];

/// Most words of a title read as the subject a question is asked in.
const SUBJECT_WORDS: usize = 8;

/// The subject an abbreviation is asked in, from the document's title:
/// "In a lesson on sonata theory, what does ESC stand for?". Alone, "What
/// does ESC stand for?" may mean anything: raters gave "no domain" as the
/// reason against about half of the abbreviations they rejected (unseen
/// sets 25 to 106: "ASE", "PET", "LMP", "SCP", "EPC", "ESC", "EEC" …).
/// None when there is no title, when it is too long to read as a subject,
/// or when it says half the full name or more, which it would give away
/// ("Magnetic Resonance Imaging" for "nuclear magnetic resonance"; one
/// word of three, "sonata" of "essential sonata closure", is the
/// subject's own).
fn asked_in(title: &str, full_name: &str, stems: &crate::nlp::Stems) -> Option<String> {
    let title = title.trim().trim_end_matches(['.', ':']).trim();
    let lower = title.to_lowercase();
    let subject = TITLE_OPENINGS
        .iter()
        .find_map(|opening| lower.starts_with(opening).then(|| &title[opening.len()..]))
        .unwrap_or(title)
        .trim();
    let words = subject.split_whitespace().count();
    if !(1..=SUBJECT_WORDS).contains(&words)
        || !subject
            .chars()
            .all(|c| c.is_alphanumeric() || " '’-,&".contains(c))
        || subject.chars().any(|c| c.is_ascii_digit())
    {
        return None;
    }
    let names_the_document = subject
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !is_stop_word(&w.to_lowercase(), Lang::En))
        .all(|w| DOCUMENT_WORDS.contains(&w.to_lowercase().as_str()));
    if names_the_document {
        return None;
    }
    let title_stems = stems.content_stems(&subject.replace('-', " "), Lang::En);
    let name_stems = stems.content_stems(&full_name.replace('-', " "), Lang::En);
    let shared = name_stems
        .iter()
        .filter(|n| title_stems.contains(n))
        .count();
    if title_stems.is_empty() || shared * 2 >= name_stems.len() {
        return None;
    }
    let subject = super::word_forms::lower_unless_name(subject);
    // "The Black Death in Europe": mid-sentence, its article is small.
    Some(
        ["The ", "A ", "An "]
            .iter()
            .find_map(|article| {
                subject
                    .strip_prefix(article)
                    .map(|rest| format!("{}{rest}", article.to_lowercase()))
            })
            .unwrap_or(subject),
    )
}

impl Context<'_> {
    /// "What does CPA stand for?" for each abbreviation the document
    /// introduces and uses again, answered by typing its full name.
    pub(super) fn acronym_questions(&self, out: &mut Vec<Candidate>) {
        if self.lang != Lang::En {
            return;
        }
        let mut asked: Vec<(Introduced, &super::analysis::Sentence)> = Vec::new();
        for sentence in self.sentences.iter().filter(|s| !self.aside(s.section)) {
            for found in introduced(&sentence.text) {
                // Used in no other sentence, it is the writer's shorthand
                // in passing, not a term the lesson teaches. Capitals
                // count: "aim" is no use of "AIM".
                let uses = self
                    .sentences
                    .iter()
                    .filter(|s| super::distractors::contains_word(&s.text, &found.abbreviation))
                    .count();
                // A name ("Annual Survey of Entrepreneurs", "Uniform Crime
                // Reports") is the name of one thing the lesson mentions;
                // raters took asking for it for trivia (unseen set 25). A
                // common noun ("certified public accountant") is a term.
                let opens_sentence = sentence.text.starts_with(&found.full_name);
                let name = found
                    .full_name
                    .split_whitespace()
                    .enumerate()
                    .any(|(n, w)| w.starts_with(char::is_uppercase) && !(n == 0 && opens_sentence));
                // "What does NN stand for?" (nearest neighbour, or neural
                // network?): two letters stand for too many things to have
                // one answer; raters accepted none of eight (pooled
                // ratings, sets 60 to 95).
                let two_letters = found.abbreviation.len() == 2;
                if uses < 2
                    || name
                    || two_letters
                    || asked
                        .iter()
                        .any(|(a, _)| a.abbreviation == found.abbreviation)
                    || EVERYDAY.contains(&found.abbreviation.as_str())
                {
                    continue;
                }
                asked.push((found, sentence));
            }
        }
        for (found, sentence) in &asked {
            // "What does LLC stand for?", not "What does LLCs stand for?"
            // (unseen set 67, C1): the abbreviation in the singular, its
            // full name accepted in either number.
            let prompt = match asked_in(self.fallback_topic, &found.full_name, self.stems) {
                Some(subject) => format!(
                    "{LESSON_ON}{subject}, what does {} stand for?",
                    found.abbreviation
                ),
                None => format!("What does {} stand for?", found.abbreviation),
            };
            let singular = |a: &Introduced| {
                if a.plural {
                    singularise(&a.full_name)
                } else {
                    a.full_name.clone()
                }
            };
            // "What does SCP stand for?" alone may mean anything ("ICP" is
            // most often intracranial pressure: unseen set 65, rejected
            // by both raters as unanchored). Among the other full names
            // of its kind the document gives ("middle cerebellar
            // peduncle", "inferior cerebellar peduncle") it has one
            // answer, and the options say what the question is about.
            let head =
                |full: &str| singularise(&full.rsplit(' ').next().unwrap_or(full).to_lowercase());
            let kin: Vec<String> = asked
                .iter()
                .filter(|(other, _)| {
                    other.abbreviation != found.abbreviation
                        && other.full_name.contains(' ')
                        && head(&other.full_name) == head(&found.full_name)
                })
                .take(3)
                .map(|(other, _)| super::tidy::capitalise(&singular(other)))
                .collect();
            let body = if kin.len() >= 2 {
                super::realise::choice_body(
                    &super::tidy::capitalise(&singular(found)),
                    &kin,
                    &prompt,
                    false,
                )
            } else {
                let singular = singular(found);
                let mut accepted = vec![AcceptedAnswer::new(singular.clone())];
                let other = pluralise(&singular);
                if other != singular
                    && crate::lexicon::is_listed_word(other.rsplit(' ').next().unwrap_or_default())
                {
                    accepted.push(AcceptedAnswer::new(other));
                }
                Body::ShortAnswer {
                    accepted,
                    case_sensitive: false,
                }
            };
            let q = self.on_sentence(prompt, body, sentence, Difficulty::Easy);
            // Below every other question: it fills a quiz the lesson
            // gives little else for ("files" and "ranks" of a
            // chessboard come before "What does CCP stand for?").
            out.push(Candidate::new(
                q,
                0.44,
                &found.full_name,
                Some(sentence.index),
                sentence.section,
                Family::Definition,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(text: &str) -> Vec<(String, String)> {
        introduced(text)
            .into_iter()
            .map(|i| (i.abbreviation, i.full_name))
            .collect()
    }

    #[test]
    fn a_full_name_is_the_shortest_run_that_spells_the_abbreviation() {
        assert_eq!(
            pairs(
                "Nearly all small businesses need a good certified public accountant (CPA) who can help."
            ),
            [("CPA".to_string(), "certified public accountant".to_string())]
        );
        assert_eq!(
            pairs("Protests targeted the Bureau of Indian Affairs (BIA) in Washington."),
            [("BIA".to_string(), "Bureau of Indian Affairs".to_string())]
        );
        assert_eq!(
            pairs("Export trading companies (ETCs) match buyers and sellers."),
            [("ETC".to_string(), "Export trading companies".to_string())]
        );
    }

    #[test]
    fn words_that_do_not_spell_it_are_no_full_name() {
        assert!(pairs("Muscles require adenosine triphosphate (ATP) to contract.").is_empty());
        assert!(pairs("The results were clear (see Table 2) to everyone (OK).").is_empty());
    }

    #[test]
    fn an_abbreviation_used_again_is_asked_for_its_full_name() {
        let text = "Small Business\n\nNearly all small businesses need a good certified public \
            accountant (CPA) who can help with financial record keeping and tax planning. A CPA \
            also advises the owner on decisions. An attorney who knows about small-business law \
            can draw up essential contracts. The World Trade Organization (WTO) sets rules for \
            trade between nations, and the WTO settles disputes. The gross domestic product \
            (GDP) of a nation is measured yearly.\n";
        let made = crate::generate::generate(text, "en", "Small Business", &[], 10).questions;
        let cpa = made
            .iter()
            .find(|q| q.prompt == "In a lesson on small business, what does CPA stand for?")
            .expect("a question on the CPA");
        let Body::ShortAnswer { accepted, .. } = &cpa.body else {
            panic!("{cpa:?}");
        };
        assert_eq!(accepted[0].text, "certified public accountant");
        // "aim" in lower case is no second use of "AIM".
        let text = "Stock\n\nMany firms use advanced inventory management (AIM) to track \
            goods. The aim of every firm is to keep little stock. Its aim is met by careful \
            ordering. A good accountant checks the figures every month.\n";
        let made = crate::generate::generate(text, "en", "Stock", &[], 10).questions;
        assert!(!made.iter().any(|q| q.prompt.contains("AIM")), "{made:?}");
        // The WTO is a name, not a term of the lesson.
        assert!(!made.iter().any(|q| q.prompt.contains("WTO")));
    }

    #[test]
    fn an_abbreviation_is_asked_in_the_subject_its_title_names() {
        let stems = crate::nlp::Stems::new(Lang::En);
        let asked = |title: &str, full: &str| asked_in(title, full, &stems);
        assert_eq!(
            asked("Introduction to Sonata Theory", "essential sonata closure").as_deref(),
            Some("sonata theory")
        );
        assert_eq!(
            asked("The Black Death in Europe", "bubonic plague rate").as_deref(),
            Some("the Black Death in Europe")
        );
        // A title saying most of the full name would give it away.
        assert_eq!(
            asked("Magnetic Resonance Imaging", "nuclear magnetic resonance"),
            None
        );
        // No title, one too long to read as a subject, or one that names
        // the teacher's document rather than what it is about.
        assert_eq!(asked("", "certified public accountant"), None);
        assert_eq!(asked("Quiz", "certified public accountant"), None);
        assert_eq!(
            asked("My review notes", "certified public accountant"),
            None
        );
        assert_eq!(
            asked(
                "How the Courts of the Several States Came to Decide Disputes Between Their Citizens",
                "certified public accountant"
            ),
            None
        );
    }

    #[test]
    fn two_abbreviations_asked_in_one_subject_are_two_questions() {
        let text = "Sonata Theory\n\nThe essential expositional closure (EEC) is the first \
            perfect authentic cadence in the secondary key. The EEC ends the secondary theme of \
            the exposition. The essential sonata closure (ESC) is its counterpart in the \
            recapitulation. The ESC arrives in the home key. A development section stands \
            between the exposition and the recapitulation.\n";
        let made = crate::generate::generate(text, "en", "Sonata Theory", &[], 10).questions;
        for prompt in [
            "In a lesson on sonata theory, what does EEC stand for?",
            "In a lesson on sonata theory, what does ESC stand for?",
        ] {
            assert!(
                made.iter().any(|q| q.prompt == prompt),
                "{prompt}: {made:#?}"
            );
        }
        assert_eq!(
            without_subject("In a lesson on sonata theory, what does EEC stand for?"),
            "what does EEC stand for?"
        );
    }

    #[test]
    fn an_abbreviation_of_two_letters_is_not_asked() {
        let text = "Resampling\n\nNearest neighbor (NN) is the most simple method of \
            resampling as it looks only at one pixel. In contrast to NN resampling, the \
            cubic convolution method (CCM) uses many cells. The CCM output is smoother than \
            the output of NN. A raster holds cells of equal size.\n";
        let made = crate::generate::generate(text, "en", "Resampling", &[], 10).questions;
        assert!(
            !made.iter().any(|q| q.prompt.contains("NN stand for")),
            "{made:?}"
        );
        assert!(
            made.iter()
                .any(|q| q.prompt == "In a lesson on resampling, what does CCM stand for?"),
            "{made:?}"
        );
    }

    #[test]
    fn abbreviations_of_one_kind_are_each_others_options() {
        let text = "The Cerebellum

The superior cerebellar peduncle (SCP) connects the             cerebellum to the midbrain. The middle cerebellar peduncle (MCP) connects it to             the pons. The inferior cerebellar peduncle (ICP) connects it to the medulla. The             SCP carries output to the thalamus. The MCP carries input from the cortex. The ICP             carries input from the spinal cord.\n";
        let made = crate::generate::generate(text, "en", "The Cerebellum", &[], 10).questions;
        let scp = made
            .iter()
            .find(|q| q.prompt == "In a lesson on the cerebellum, what does SCP stand for?")
            .expect("a question on the SCP");
        let Body::MultipleChoice { choices } = &scp.body else {
            panic!("{scp:?}");
        };
        let mut options: Vec<(&str, bool)> = choices
            .iter()
            .map(|c| (c.text.as_str(), c.correct))
            .collect();
        options.sort();
        assert_eq!(
            options,
            [
                ("Inferior cerebellar peduncle", false),
                ("Middle cerebellar peduncle", false),
                ("Superior cerebellar peduncle", true),
            ]
        );
    }

    #[test]
    fn an_abbreviation_in_the_plural_is_asked_in_the_singular() {
        let text = "Small Business\n\nNearly all small businesses need a good certified public \
            accountant who can help with financial record keeping and tax planning. The same \
            protection applies to owners of some other business entities such as limited \
            liability companies (LLCs). An attorney who knows about small-business law can draw \
            up essential contracts. An LLC is organized more like a partnership. The World Trade \
            Organization (WTO) sets rules for trade between nations, and the WTO settles \
            disputes. The owner of an LLC files a simpler tax return.\n";
        let questions = crate::generate::generate(text, "en", "Small Business", &[], 10).questions;
        let llc = questions
            .iter()
            .find(|q| q.prompt.contains("what does LLC"))
            .unwrap_or_else(|| panic!("an LLC question: {questions:#?}"));
        assert_eq!(
            llc.prompt,
            "In a lesson on small business, what does LLC stand for?"
        );
        let Body::ShortAnswer { accepted, .. } = &llc.body else {
            panic!("typed: {llc:?}");
        };
        let answers: Vec<&str> = accepted.iter().map(|a| a.text.as_str()).collect();
        assert_eq!(
            answers,
            ["limited liability company", "limited liability companies"]
        );
    }
}
