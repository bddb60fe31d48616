//! Years and figures the forge keeps as suggestions rather than
//! questions: the year of a detail a section mentions in passing, a share
//! or a sum of money it cites.
//!
//! Over the English year questions rated blind on unseen sets 15 to 41,
//! both raters accepted 41 of 132, most rejections trivia (C7): "In
//! _____, Scott's owner took him first to Illinois", "The worst outbreak
//! of St. Louis encephalitis occurred in _____". A year whose sentence
//! names a law, a court, a treaty, a party, a war or another institution
//! ("the Selective Service Act in _____", "the Supreme Court upheld …"),
//! or says that something was first, founded, passed, signed or
//! published, is what a history lesson teaches: 28 of 62 such were
//! accepted, against 13 of the other 70. A statement to judge that holds
//! such a year is still asked: held back too on session 41's forge, the
//! two of unseen set 43 it took away were both accepted ("When a Black
//! family purchased a Levittown house in 1957, they were subjected to
//! harassment").

use std::sync::LazyLock;

use quizforge_core::{Body, Question};
use regex::Regex;

use crate::nlp::Lang;

/// A named institution, law or event: capitalised words ending in a noun
/// of such a kind ("the Pullman Strike", "the Digital Millennium Copyright
/// Act"), a court or parliament, or a court case ("Brown v. Board").
static INSTITUTION: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\b(?:\p{Lu}[\p{L}’'.-]+\s(?:of\s)?)+(?:Act|Amendment|Court|Strike|Treaty|Convention|Association|Party|Revolution|War|Congress|Constitution|Rebellion|Union|Agreement|Accords?|Doctrine|Plan|Deal|Commission|Bureau|Company|University|Conference|Movement|Crisis|Dynasty)\b|\b[Dd]ynasty\b|\bSupreme Court\b|\bCongress\b|\bParliament\b|\sv\.\s",
    )
    .expect("institution pattern")
});

/// Words that make a year the date of a beginning or an enactment.
static FOUNDING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"\b(?:first|establish\w*|founded|created|passed|signed|ratified|published|formed)\b",
    )
    .expect("founding pattern")
});

/// Whether a year question asks for the year of a detail mentioned in
/// passing: an English sentence that names no institution and tells of
/// no founding. Other languages were not measured and are asked as
/// before.
pub(super) fn year_in_passing(question: &Question, lang: Lang) -> bool {
    // A chronology's entries ("In which year did this happen: Execution of
    // Louis XVI?") are what it teaches: only a blank in a sentence of
    // prose is judged.
    lang == Lang::En && question.prompt.contains(crate::text::BLANK) && in_passing(&question.prompt)
}

/// Whether a figure asked for is a sum of money ("earned $_____
/// million") or a share of people ("_____ percent of married couples
/// …", "_____ percent of youth with major depression"): of the 35
/// English figures other than years rated on unseen sets 15 to 41, both
/// raters accepted 7, none of the 6 sums of money and none of the 11
/// shares of people, most rejected as survey or budget trivia; they
/// accepted measures of nature and of the body ("Jupiter's average
/// density is _____ g/cm³", "_____ percent of total calorie intake").
pub(super) fn cited_statistic(question: &Question, lang: Lang) -> bool {
    let blank = crate::text::BLANK;
    let prompt = &question.prompt;
    if lang != Lang::En {
        return false;
    }
    let money = prompt.contains(&format!("${blank}"));
    let share =
        prompt.contains(&format!("{blank} percent")) || prompt.contains(&format!("{blank}%"));
    money || (share && (of_people(prompt) || reported(prompt)))
}

/// Whether a statement to judge turns on a share a source reports:
/// "Executives at Xerox have reported that team-based operations are 30
/// percent more productive …" (unseen set 123, both raters: C7). The
/// blank's form of it is [`cited_statistic`].
pub(super) fn reported_share_judged(question: &Question, lang: Lang) -> bool {
    let prompt = &question.prompt;
    lang == Lang::En
        && matches!(question.body, Body::TrueFalse { .. })
        && reported(prompt)
        && REPORTED_SHARE.is_match(prompt)
}

/// A figure given as a share: "30 percent", "44%".
static REPORTED_SHARE: LazyLock<Regex> =
    LazyLock::new(|| crate::pattern::european(r"\d\s?(?:percent\b|%)").expect("share pattern"));

/// Whether a sentence gives what a source says, reports or estimates:
/// "General Mills says that factories organized around team activities
/// are _____ percent more productive …" (unseen set 123, both raters:
/// C7). Over the English questions rated on the unseen sets, both raters
/// accepted 3 of the 13 on a share so attributed.
fn reported(text: &str) -> bool {
    let lower = text.to_lowercase();
    [
        " says that ",
        " say that ",
        " reported that ",
        " report that ",
        " reports that ",
        " estimates that ",
        " estimate that ",
        " claims that ",
        " claim that ",
        "according to ",
    ]
    .iter()
    .any(|verb| lower.contains(verb))
}

/// Whether a sentence speaks of people: a noun WordNet files first under
/// persons, written in the plural or with no other part of speech
/// ("veterans", "exporters", "youth"; not "equal"), or a word for a body
/// of them.
fn of_people(text: &str) -> bool {
    const BODIES: &[&str] = &[
        "population",
        "people",
        "household",
        "couple",
        "family",
        "families",
        "firm",
        "company",
        "companies",
        "business",
    ];
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() > 2)
        .any(|word| {
            let lower = word.to_lowercase();
            let singular = super::word_forms::singularise(&lower);
            BODIES.contains(&singular.as_str())
                || BODIES.contains(&lower.as_str())
                || (!crate::nlp::is_stop_word(&lower, Lang::En)
                    && (singular != lower || crate::lexicon::is_only_a_noun(&lower))
                    && crate::lexicon::noun_classes(&singular).first() == Some(&"person"))
        })
}

/// Whether a statement to judge was made false by changing the year of a
/// detail told in passing ("True or false: In 1946, Irene Morgan was
/// arrested …", "In 1553, Calvin fled …"): judging it asks for the year
/// as the blank would (both raters of unseen set 41 rejected the second
/// as trivia). A true statement that holds such a year is still asked:
/// the two of unseen set 43 that session 41's first hold-back took away
/// were both accepted.
pub(super) fn year_swapped_in_passing(question: &Question, lang: Lang) -> bool {
    let Body::TrueFalse { choices } = &question.body else {
        return false;
    };
    let false_keyed = choices
        .iter()
        .any(|c| c.correct && matches!(c.text.as_str(), "False" | "Faux" | "Falso" | "Falsch"));
    let years = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_ascii_digit())
            .filter(|d| d.len() == 4 && (d.starts_with('1') || d.starts_with("20")))
            .map(str::to_string)
            .collect()
    };
    let Some(original) = &question.explanation else {
        return false;
    };
    lang == Lang::En
        && false_keyed
        && !years(&question.prompt).is_empty()
        && years(&question.prompt) != years(original)
        && in_passing(&question.prompt)
}

fn in_passing(text: &str) -> bool {
    !INSTITUTION.is_match(text) && !FOUNDING.is_match(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::{Body, Choice};

    fn year_question(prompt: &str) -> Question {
        Question::new(
            prompt,
            Body::MultipleChoice {
                choices: vec![Choice::new("1917", true), Choice::new("1918", false)],
            },
        )
    }

    #[test]
    fn a_year_in_passing_is_held_back() {
        for prompt in [
            "Born in Connecticut in _____, Brown spent much of his life in the North.",
            "The worst outbreak of St. Louis encephalitis occurred in _____, with over 2000 cases reported.",
            "In _____, NASA’s InSight Lander touched down on Mars, carrying a suite of instruments.",
        ] {
            assert!(
                year_in_passing(&year_question(prompt), Lang::En),
                "{prompt}"
            );
        }
    }

    #[test]
    fn a_year_of_an_institution_or_a_founding_is_asked() {
        for prompt in [
            "To compose a fighting force, Congress passed the Selective Service Act in _____.",
            "The infamous Pullman Strike of _____ was most notable for its nationwide impact.",
            "With the landmark Brown v. Board of Education of Topeka ruling in _____, schools changed.",
            "The first opinion poll was taken in _____; it asked voters how they voted.",
            "In _____, the Yuan dynasty officially came to an end.",
        ] {
            assert!(
                !year_in_passing(&year_question(prompt), Lang::En),
                "{prompt}"
            );
        }
        // A chronology's entry has no blank: asked as it is.
        assert!(!year_in_passing(
            &year_question("In which year did this happen: Execution of Louis XVI?"),
            Lang::En
        ));
        // Not measured beyond English: asked as before.
        assert!(!year_in_passing(
            &year_question("En _____, il partit pour l’Illinois."),
            Lang::Fr
        ));
    }

    #[test]
    fn a_statement_made_false_by_a_year_in_passing_is_held_back() {
        let statement = |prompt: &str, original: &str, truth: bool| {
            let mut q = Question::new(
                prompt,
                Body::TrueFalse {
                    choices: vec![Choice::new("True", truth), Choice::new("False", !truth)],
                },
            );
            q.explanation = Some(original.to_string());
            q
        };
        let original =
            "In 1944, Irene Morgan was arrested in Virginia for refusing to give up her seat.";
        assert!(year_swapped_in_passing(
            &statement(
                "True or false: In 1946, Irene Morgan was arrested in Virginia for refusing to give up her seat.",
                original,
                false
            ),
            Lang::En
        ));
        // True as written, or made false by another swap: asked.
        assert!(!year_swapped_in_passing(
            &statement(&format!("True or false: {original}"), original, true),
            Lang::En
        ));
        let act = "In 1935, Congress passed the Social Security Act.";
        assert!(!year_swapped_in_passing(
            &statement(
                "True or false: In 1937, Congress passed the Social Security Act.",
                act,
                false
            ),
            Lang::En
        ));
    }

    #[test]
    fn a_share_or_a_sum_of_money_is_held_back() {
        let figure = |prompt: &str| year_question(prompt);
        for prompt in [
            "_____ percent of married couples who cohabited saw cohabitation as a step toward marriage.",
            "The concordance rate for fraternal twins is _____%.",
            "After the ads, Avis earned $_____ million.",
            // Unseen set 123, both raters: C7.
            "General Mills says that factories organized around team activities are _____ percent more productive than traditionally organized factories.",
        ] {
            assert!(cited_statistic(&figure(prompt), Lang::En), "{prompt}");
        }
        for prompt in [
            "Jupiter’s average density is _____ g/cm³.",
            "Water covers _____ percent of the surface of the Earth.",
            "Speeds equal to _____% of the speed of light are typical.",
            "A healthy diet limits lipid intake to _____ percent of total calorie intake.",
        ] {
            assert!(!cited_statistic(&figure(prompt), Lang::En), "{prompt}");
        }
    }

    #[test]
    fn a_statement_on_a_share_a_source_reports_is_held_back() {
        let judged = |prompt: &str| Question::new(prompt, Body::true_false(Some(true), "en"));
        // Unseen set 123, both raters: C7.
        assert!(reported_share_judged(
            &judged(
                "True or false: Executives at Xerox have reported that team-based operations are 30 percent more productive than conventional operations."
            ),
            Lang::En
        ));
        assert!(!reported_share_judged(
            &judged("True or false: Water covers 71 percent of the surface of the Earth."),
            Lang::En
        ));
        assert!(!reported_share_judged(
            &judged("True or false: Executives at Xerox have reported that teams work well."),
            Lang::En
        ));
    }
}
