//! `quizforge check`: the automatic quality checks of a quiz, measured
//! without any model (design notes §6). Hard failures — an answer given away,
//! duplicate options, a generated question the source does not support, an
//! article that gives the key away — make the check fail; the rest are
//! measured and reported.

use std::collections::BTreeSet;
use std::fmt;

use quizforge_core::{Body, Kind, Origin, Question, Quiz};
use serde::Serialize;

use crate::generate::{BLANK, SAME_FACT_SAME_ANSWER, SAME_QUESTION, without_subject};
use crate::nlp::{Lang, Stems};
use crate::text::without_blanks;

/// How serious a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// The question must not be used as it is.
    Hard,
    /// Worth a look.
    Soft,
}

/// One problem with one question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// The question's index (0-based).
    pub question: usize,
    /// Which check found it.
    pub check: &'static str,
    /// How serious it is.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
}

/// What the checks measured over the whole quiz.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Metrics {
    /// Questions checked.
    pub questions: usize,
    /// Of which generated.
    pub generated: usize,
    /// Multiple-choice questions whose options are all of the key's type.
    pub option_type_agreement: Option<f64>,
    /// Share of multiple-choice questions whose key is the longest option.
    pub key_longest: Option<f64>,
    /// How often the key is the 1st, 2nd, 3rd… option.
    pub key_positions: Vec<usize>,
    /// Share of true/false questions whose statement is true.
    pub true_share: Option<f64>,
    /// Share of the source's sections with at least one question.
    pub coverage: Option<f64>,
    /// Whether making the quiz from the source twice gave the same bytes.
    pub deterministic: Option<bool>,
}

/// The result of checking a quiz.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Report {
    /// Every problem found, by question.
    pub findings: Vec<Finding>,
    /// Measures over the whole quiz.
    pub metrics: Metrics,
}

impl Report {
    /// The findings that fail the check.
    pub fn hard(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(|f| f.severity == Severity::Hard)
    }

    /// Whether no finding fails the check.
    pub fn passed(&self) -> bool {
        self.hard().next().is_none()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for finding in &self.findings {
            let level = match finding.severity {
                Severity::Hard => "FAIL",
                Severity::Soft => "note",
            };
            writeln!(
                f,
                "{level} question {}: {}: {}",
                finding.question + 1,
                finding.check,
                finding.message
            )?;
        }
        let m = &self.metrics;
        writeln!(f, "questions: {} ({} generated)", m.questions, m.generated)?;
        let pct = |v: Option<f64>| v.map_or("n/a".to_string(), |v| format!("{:.0} %", v * 100.0));
        writeln!(f, "option-type agreement: {}", pct(m.option_type_agreement))?;
        writeln!(f, "key is the longest option: {}", pct(m.key_longest))?;
        writeln!(f, "key positions: {:?}", m.key_positions)?;
        writeln!(
            f,
            "true/false statements that are true: {}",
            pct(m.true_share)
        )?;
        writeln!(f, "sections covered: {}", pct(m.coverage))?;
        if let Some(d) = m.deterministic {
            writeln!(f, "deterministic: {}", if d { "yes" } else { "NO" })?;
        }
        let hard = self.hard().count();
        write!(
            f,
            "{}",
            if hard == 0 {
                "passed: no hard failures".to_string()
            } else {
                format!("failed: {hard} hard failures")
            }
        )
    }
}

/// Words the templates add to a prompt, which the source need not contain.
const TEMPLATE_WORDS: &[&str] = &[
    "which",
    "term",
    "means",
    "mean",
    "year",
    "happen",
    "did",
    "this",
    "match",
    "each",
    "meaning",
    "quel",
    "terme",
    "signifie",
    "quelle",
    "année",
    "associez",
    "chaque",
    "définition",
    "sa",
    "refers",
    "known",
    "definition",
    "désigne",
    "true",
    "false",
    "vrai",
    "faux",
];

/// Checks `quiz`; with its `source` text, also grounding and coverage.
pub fn check(quiz: &Quiz, source: Option<&str>) -> Report {
    let lang = Lang::from_code(&quiz.language);
    let stems = Stems::new(lang);
    let mut report = Report::default();
    let findings = &mut report.findings;
    let mut keys: Vec<Option<String>> = Vec::new();
    for (i, q) in quiz.questions.iter().enumerate() {
        let generated = q.origin == Origin::Generated;
        // Imported questions are the teacher's words: their problems are
        // notes to the teacher, never failures of the forge.
        let severity = if generated {
            Severity::Hard
        } else {
            Severity::Soft
        };
        let mut find = |check: &'static str, severity: Severity, message: String| {
            findings.push(Finding {
                question: i,
                check,
                severity,
                message,
            });
        };
        let key = key_text(q);
        keys.push(key.clone());
        if let Some(key) = &key
            && leaks(q, key, &stems, lang)
        {
            find(
                "answer-leak",
                severity,
                format!("the prompt gives away the answer “{key}”"),
            );
        }
        let options: Vec<String> = q.choices().iter().map(|c| normalise(&c.text)).collect();
        let unique: BTreeSet<&String> = options.iter().filter(|o| !o.is_empty()).collect();
        if unique.len() < options.iter().filter(|o| !o.is_empty()).count() {
            find(
                "duplicate-options",
                severity,
                "two options are the same".into(),
            );
        }
        if q.kind() != Kind::TrueFalse {
            for (a, x) in options.iter().enumerate() {
                for (b, y) in options.iter().enumerate() {
                    if a != b && !x.is_empty() && x != y && contains_words(y, x) && x.len() > 2 {
                        find(
                            "option-inside-option",
                            Severity::Soft,
                            format!("option “{x}” is part of option “{y}”"),
                        );
                    }
                }
            }
        }
        if let Some(article) = article_mismatch(q) {
            find("article-cue", severity, article);
        }
        if generated {
            let first = q
                .prompt
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_lowercase();
            if [
                "it", "this", "these", "they", "he", "she", "such", "il", "elle", "ils", "ce",
                "cette",
            ]
            .contains(&first.as_str())
            {
                find(
                    "anaphora",
                    Severity::Soft,
                    "the prompt starts with a word that needs the sentence before it".into(),
                );
            }
            if let Some(text) = source
                && let Some(problem) = ungrounded(q, text, &stems, lang)
            {
                find("ungrounded", Severity::Hard, problem);
            }
        }
    }
    cross_checks(quiz, &keys, &stems, lang, &mut report.findings);
    report
        .findings
        .sort_by_key(|f| (f.question, f.severity, f.check));
    report.metrics = metrics(quiz, source);
    report
}

/// The key of a question as text, where it has one.
fn key_text(q: &Question) -> Option<String> {
    if !q.answer_known {
        return None;
    }
    match &q.body {
        Body::MultipleChoice { choices } => {
            let correct: Vec<&str> = choices
                .iter()
                .filter(|c| c.correct)
                .map(|c| c.text.as_str())
                .collect();
            (correct.len() == 1).then(|| correct[0].to_string())
        }
        Body::ShortAnswer { accepted, .. } => accepted.first().map(|a| a.text.clone()),
        _ => None,
    }
}

fn normalise(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

fn contains_words(haystack: &str, needle: &str) -> bool {
    crate::generate::contains_word(haystack, needle)
}

/// Whether the prompt (or passage) shows the key: the key itself, or every
/// content stem of it, outside the blank.
fn leaks(q: &Question, key: &str, stems: &Stems, lang: Lang) -> bool {
    let shown = without_blanks(&format!(
        "{} {}",
        q.prompt,
        q.stimulus.as_deref().unwrap_or("")
    ));
    let shown_lower = shown.to_lowercase();
    let key_lower = normalise(key);
    if key_lower.chars().count() >= 2 && contains_words(&shown_lower, &key_lower) {
        return true;
    }
    let key_stems = stems.content_stems(key, lang);
    if key_stems.is_empty()
        || key_stems
            .iter()
            .all(|s| s.chars().all(|c| c.is_ascii_digit()))
    {
        return false;
    }
    let shown_stems: BTreeSet<String> = stems.content_stems(&shown, lang).into_iter().collect();
    key_stems.iter().all(|k| shown_stems.contains(k))
}

/// "… is a _____" with options that start with a vowel sound (or "an _____"
/// with consonants): the article tells the key from the rest.
fn article_mismatch(q: &Question) -> Option<String> {
    let before = q.prompt.split(BLANK).next()?;
    if before.len() == q.prompt.len() {
        return None;
    }
    let article = before.split_whitespace().next_back()?.to_lowercase();
    if article != "a" && article != "an" {
        return None;
    }
    let wrong: Vec<&str> = q
        .choices()
        .iter()
        .map(|c| c.text.as_str())
        .filter(|t| (article == "a") == starts_with_vowel(t))
        .collect();
    (!wrong.is_empty()).then(|| format!("“{article} _____” does not fit option “{}”", wrong[0]))
}

fn starts_with_vowel(text: &str) -> bool {
    text.trim_start()
        .chars()
        .next()
        .is_some_and(|c| "aeiouAEIOU".contains(c))
}

/// Whether a generated question says only what its source span says: most
/// (80 %) of its content words, and its key, are there.
fn ungrounded(q: &Question, text: &str, stems: &Stems, lang: Lang) -> Option<String> {
    let Some(span) = q.source else {
        return Some("a generated question must say where it came from".into());
    };
    if span.end > text.len()
        || span.start > span.end
        || !text.is_char_boundary(span.start)
        || !text.is_char_boundary(span.end)
    {
        return Some(format!(
            "its source span {}..{} is not in the document",
            span.start, span.end
        ));
    }
    let passage = &crate::generate::join_broken_words(&text[span.start..span.end], lang);
    let passage_stems: BTreeSet<String> = stems.content_stems(passage, lang).into_iter().collect();
    let prompt = without_blanks(&q.prompt);
    let prompt_stems: Vec<String> = stems
        .content_stems(&prompt, lang)
        .into_iter()
        .filter(|s| {
            !TEMPLATE_WORDS
                .iter()
                .any(|t| *t == s.as_str() || stems.stem(t) == *s)
        })
        .collect();
    if q.kind() != Kind::Matching && !prompt_stems.is_empty() {
        let found = prompt_stems
            .iter()
            .filter(|s| passage_stems.contains(*s))
            .count();
        if found * 10 < prompt_stems.len() * 8 {
            return Some(format!(
                "only {found} of its {} content words are in its source passage",
                prompt_stems.len()
            ));
        }
    }
    let passage_lower = crate::text::squash(passage).to_lowercase();
    let key = match &q.body {
        Body::TrueFalse { .. } => q
            .explanation
            .clone()
            .filter(|_| q.choices().get(1).is_some_and(|c| c.correct)),
        Body::Matching { pairs } => {
            return pairs
                .iter()
                .find(|p| !contains_words(&passage_lower, &normalise(&p.left)))
                .map(|p| format!("the pair “{}” is not in its source passage", p.left));
        }
        _ => key_text(q),
    };
    match key {
        Some(key) => {
            let key_stems = stems.content_stems(&key, lang);
            let in_text = contains_words(&passage_lower, &normalise(&key))
                || (!key_stems.is_empty() && key_stems.iter().all(|k| passage_stems.contains(k)));
            (!in_text).then(|| format!("its answer “{key}” is not in its source passage"))
        }
        None => None,
    }
}

/// Checks between questions: one question's key shown in another's prompt,
/// and two questions that ask the same thing.
fn cross_checks(
    quiz: &Quiz,
    keys: &[Option<String>],
    stems: &Stems,
    lang: Lang,
    findings: &mut Vec<Finding>,
) {
    let content: Vec<BTreeSet<String>> = quiz
        .questions
        .iter()
        .map(|q| {
            // As the selection compares them: "In a lesson on sonata
            // theory, what does ESC stand for?" and "…, what does EEC
            // stand for?" ask two things.
            stems
                .content_stems(&without_blanks(without_subject(&q.prompt)), lang)
                .into_iter()
                .collect()
        })
        .collect();
    for (i, q) in quiz.questions.iter().enumerate() {
        if q.origin != Origin::Generated {
            continue;
        }
        let prompt = q.prompt.to_lowercase();
        for (j, key) in keys.iter().enumerate() {
            let Some(key) = key else { continue };
            let key = normalise(key);
            if i != j
                && key.chars().count() > 3
                && !key.chars().all(|c| c.is_ascii_digit())
                && contains_words(&prompt, &key)
            {
                findings.push(Finding {
                    question: i,
                    check: "cross-leak",
                    severity: Severity::Hard,
                    message: format!("its prompt shows “{key}”, the answer to question {}", j + 1),
                });
            }
            if i < j && quiz.questions[j].origin == Origin::Generated {
                let same_key = keys[i].as_ref().map(|k| normalise(k)) == Some(key.clone());
                let overlap = jaccard(&content[i], &content[j]);
                // Two questions on one answer from sentences teaching
                // other facts are not one question (`select.rs` takes them
                // when a document runs out of answers); a third of their
                // words in common is another wording of one fact.
                if (same_key && overlap > SAME_FACT_SAME_ANSWER) || overlap > SAME_QUESTION {
                    findings.push(Finding {
                        question: j,
                        check: "duplicate-question",
                        severity: Severity::Soft,
                        message: format!("it asks what question {} asks", i + 1),
                    });
                }
            }
        }
    }
}

fn jaccard(a: &BTreeSet<String>, b: &BTreeSet<String>) -> f64 {
    let union = a.union(b).count();
    if union == 0 {
        return 0.0;
    }
    a.intersection(b).count() as f64 / union as f64
}

fn metrics(quiz: &Quiz, source: Option<&str>) -> Metrics {
    let mut m = Metrics {
        questions: quiz.questions.len(),
        generated: quiz
            .questions
            .iter()
            .filter(|q| q.origin == Origin::Generated)
            .count(),
        ..Metrics::default()
    };
    let choice: Vec<&Question> = quiz
        .questions
        .iter()
        .filter(|q| q.kind() == Kind::MultipleChoice && q.answer_known)
        .collect();
    if !choice.is_empty() {
        let agree = choice
            .iter()
            .filter(|q| {
                let kinds: BTreeSet<OptionType> = q
                    .choices()
                    .iter()
                    .map(|c| OptionType::of(&c.text))
                    .collect();
                kinds.len() == 1
            })
            .count();
        m.option_type_agreement = Some(agree as f64 / choice.len() as f64);
        let longest = choice
            .iter()
            .filter(|q| {
                let max = q
                    .choices()
                    .iter()
                    .map(|c| c.text.chars().count())
                    .max()
                    .unwrap_or(0);
                let longest: Vec<_> = q
                    .choices()
                    .iter()
                    .filter(|c| c.text.chars().count() == max)
                    .collect();
                longest.len() == 1 && longest[0].correct
            })
            .count();
        m.key_longest = Some(longest as f64 / choice.len() as f64);
        let mut positions = vec![0; choice.iter().map(|q| q.choices().len()).max().unwrap_or(0)];
        for q in &choice {
            if let Some(at) = q.choices().iter().position(|c| c.correct) {
                positions[at] += 1;
            }
        }
        m.key_positions = positions;
    }
    let statements: Vec<&Question> = quiz
        .questions
        .iter()
        .filter(|q| q.kind() == Kind::TrueFalse && q.answer_known)
        .collect();
    if !statements.is_empty() {
        let true_ones = statements.iter().filter(|q| q.choices()[0].correct).count();
        m.true_share = Some(true_ones as f64 / statements.len() as f64);
    }
    if let Some(text) = source {
        let layout = crate::generate::sections_of(text, &quiz.title);
        let with_text: Vec<(usize, usize)> = layout;
        if !with_text.is_empty() {
            let covered = with_text
                .iter()
                .filter(|(s, e)| {
                    quiz.questions
                        .iter()
                        .filter_map(|q| q.source)
                        .any(|span| span.start < *e && *s < span.end)
                })
                .count();
            m.coverage = Some(covered as f64 / with_text.len() as f64);
        }
        let once = crate::make(text)
            .ok()
            .map(|made| serde_json::to_string(&made.quiz).unwrap_or_default());
        let twice = crate::make(text)
            .ok()
            .map(|made| serde_json::to_string(&made.quiz).unwrap_or_default());
        m.deterministic = Some(once == twice);
    }
    m
}

/// The coarse type of an option: options of different types cue the key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum OptionType {
    Number,
    Name,
    Term,
    Phrase,
}

impl OptionType {
    fn of(text: &str) -> Self {
        let words = text.split_whitespace().count();
        if text.chars().filter(char::is_ascii_digit).count() * 2
            >= text.chars().filter(|c| !c.is_whitespace()).count().max(1)
        {
            OptionType::Number
        } else if words > 5 {
            OptionType::Phrase
        } else if text
            .split_whitespace()
            .skip(1)
            .any(|w| w.starts_with(char::is_uppercase))
        {
            OptionType::Name
        } else {
            OptionType::Term
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::{Choice, Span};

    fn generated(prompt: &str, options: &[(&str, bool)], span: (usize, usize)) -> Question {
        let mut q = Question::new(
            prompt,
            Body::MultipleChoice {
                choices: options.iter().map(|(t, c)| Choice::new(*t, *c)).collect(),
            },
        );
        q.origin = Origin::Generated;
        q.source = Some(Span::new(span.0, span.1));
        q
    }

    fn quiz(questions: Vec<Question>) -> Quiz {
        let mut quiz = Quiz::new("t", "en");
        quiz.questions = questions;
        quiz
    }

    const SOURCE: &str = "Evaporation is the change of liquid water into vapour. Condensation is the change of vapour into liquid water.";

    #[test]
    fn a_clean_question_passes() {
        let q = generated(
            "_____ is the change of liquid water into vapour.",
            &[
                ("Evaporation", true),
                ("Condensation", false),
                ("Precipitation", false),
                ("Runoff", false),
            ],
            (0, 55),
        );
        let report = check(&quiz(vec![q]), Some(SOURCE));
        assert!(report.passed(), "{report}");
    }

    #[test]
    fn a_leak_duplicate_options_and_an_ungrounded_question_fail() {
        let leak = generated(
            "_____ is evaporation of water.",
            &[("Evaporation", true), ("Condensation", false)],
            (0, 55),
        );
        let dup = generated(
            "_____ is the change of liquid water into vapour.",
            &[("Evaporation", true), ("Runoff", false), ("runoff", false)],
            (0, 55),
        );
        let ungrounded = generated(
            "Glaciers carve deep valleys in _____.",
            &[("mountains", true), ("deserts", false)],
            (56, 113),
        );
        let report = check(&quiz(vec![leak, dup, ungrounded]), Some(SOURCE));
        let hard: Vec<(usize, &str)> = report.hard().map(|f| (f.question, f.check)).collect();
        assert!(hard.contains(&(0, "answer-leak")), "{hard:?}");
        assert!(hard.contains(&(1, "duplicate-options")), "{hard:?}");
        assert!(hard.contains(&(2, "ungrounded")), "{hard:?}");
        assert!(!report.passed());
    }

    #[test]
    fn two_questions_on_one_answer_are_one_question_only_when_they_ask_one_fact() {
        let typed = |prompt: &str| {
            let mut q = Question::new(
                prompt,
                Body::ShortAnswer {
                    accepted: vec![quizforge_core::AcceptedAnswer::new("nephrons")],
                    case_sensitive: false,
                },
            );
            q.origin = Origin::Generated;
            q
        };
        let duplicates = |second: &str| {
            let first =
                typed("_____ are the functional units of the kidney; they cleanse the blood.");
            check(&quiz(vec![first, typed(second)]), None)
                .findings
                .iter()
                .filter(|f| f.check == "duplicate-question")
                .count()
        };
        assert_eq!(
            duplicates(
                "Some _____ have a short loop of Henle that does not dip beyond the cortex."
            ),
            0
        );
        assert_eq!(
            duplicates("The functional units of the kidney, the _____, cleanse the blood."),
            1
        );
    }

    #[test]
    fn two_abbreviations_asked_in_one_subject_are_two_questions() {
        let typed = |prompt: &str, answer: &str| {
            let mut q = Question::new(
                prompt,
                Body::ShortAnswer {
                    accepted: vec![quizforge_core::AcceptedAnswer::new(answer)],
                    case_sensitive: false,
                },
            );
            q.origin = Origin::Generated;
            q
        };
        let report = check(
            &quiz(vec![
                typed(
                    "In a lesson on sonata theory, what does EEC stand for?",
                    "essential expositional closure",
                ),
                typed(
                    "In a lesson on sonata theory, what does ESC stand for?",
                    "essential sonata closure",
                ),
            ]),
            None,
        );
        assert!(
            report
                .findings
                .iter()
                .all(|f| f.check != "duplicate-question"),
            "{report}"
        );
    }

    #[test]
    fn a_false_statement_is_grounded_in_a_sentence_broken_across_lines() {
        let source = "HIV infects helper T cells, so the whole adap-\ntive response is weakened.";
        let mut q = Question::new(
            "True or false: HIV infects helper T cells, so the whole adaptive response is strengthened.",
            Body::true_false(Some(false), "en"),
        );
        q.origin = Origin::Generated;
        q.source = Some(Span::new(0, source.len()));
        q.explanation =
            Some("HIV infects helper T cells, so the whole adaptive response is weakened.".into());
        let report = check(&quiz(vec![q]), Some(source));
        assert!(report.hard().all(|f| f.check != "ungrounded"), "{report}");
    }

    #[test]
    fn an_article_before_the_blank_must_fit_every_option() {
        let q = generated(
            "Water vapour forms a _____ near the ground.",
            &[("fog", true), ("ice sheet", false), ("cloud", false)],
            (0, 10),
        );
        let report = check(&quiz(vec![q]), None);
        assert_eq!(report.hard().next().map(|f| f.check), Some("article-cue"));
    }

    #[test]
    fn imported_questions_get_notes_not_failures() {
        let mut q = generated(
            "Pick one",
            &[("n _ 5 = 15", false), ("n _ 5 = 15", false)],
            (0, 5),
        );
        q.origin = Origin::Imported;
        q.answer_known = false;
        let report = check(&quiz(vec![q]), None);
        assert!(report.passed());
        assert_eq!(report.findings[0].check, "duplicate-options");
    }
}
