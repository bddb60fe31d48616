//! Tests of the questions the forge asks on numbers and dates: their
//! options, and the years and figures it leaves alone.

use quizforge_core::{Kind, Question};

use super::tests::{WATER, key_text, make};

#[test]
fn numbers_get_distractors_of_the_same_unit() {
    let qs = make(WATER, 10);
    let boiling = qs
        .iter()
        .find(|q| q.prompt.contains("boils") && q.kind() == Kind::MultipleChoice)
        .expect("a question on the boiling point");
    let options: Vec<&str> = boiling.choices().iter().map(|c| c.text.as_str()).collect();
    assert!(options.contains(&"100"));
    assert!(
        options.contains(&"0"),
        "the other number of degrees: {options:?}"
    );
}

#[test]
fn range_ends_keep_their_order_and_numbers_their_form() {
    let text = "Balls\n\nA size 7 ball shall weigh 567 to 650 g in all games. The ring shall be 3.05 m above the floor. The backboard shall be 1.80 m wide. The line is 2.90 m from the edge. The board is 1.05 m high.";
    for q in make(text, 10) {
        let options: Vec<&str> = q.choices().iter().map(|c| c.text.as_str()).collect();
        if q.prompt.contains("567 to _____") {
            for o in &options {
                assert!(o.parse::<f64>().unwrap() > 567.0, "{options:?}");
            }
        }
        if q.prompt.contains("_____ m") {
            assert!(
                options
                    .iter()
                    .all(|o| o.split('.').nth(1).is_some_and(|d| d.len() == 2)),
                "{options:?}"
            );
        }
    }
}

#[test]
fn years_are_asked_in_a_chronology_and_not_as_dates_of_figures() {
    let is_year = |q: &Question| {
        let key = key_text(q);
        key.len() == 4 && key.chars().all(|c| c.is_ascii_digit())
    };
    let chronology = "France after 1789\n\nThe French Revolution began in 1789 with the storming of the Bastille. Napoleon Bonaparte crowned himself emperor in 1804. The allied armies defeated Napoleon at Waterloo in 1815. The Second Republic abolished slavery in the colonies in 1848. The Third Republic made primary school free in 1881.\n";
    let qs = make(chronology, 10);
    assert!(qs.iter().any(is_year), "{qs:#?}");
    // Two dated figures in a lesson about something else: the dates are
    // not what it teaches.
    let figures = "Government Spending\n\nFiscal policy is the use of government spending and taxes to steer the economy. In 1929, just before the Great Depression, government spending was only 4 percent of GDP. Automatic stabilizers are taxes and spending programs that change without any new law. In 2009, the deficit reached 10 percent of GDP. Discretionary fiscal policy is a change that lawmakers must vote for.\n";
    let qs = make(figures, 10);
    assert!(!qs.is_empty());
    assert!(!qs.iter().any(is_year), "{qs:#?}");
}

#[test]
fn a_share_written_to_the_tenth_is_a_survey_figure_not_asked() {
    let text = "Mental Health\n\nMental health is the state of well-being in which a person can cope with stress. Of youth with major depression, 59.8 percent do not receive any treatment. Of adults with a mental illness, 10.8 percent are uninsured. A crisis line is a service that offers help by telephone at any hour. Stigma is a mark of shame that keeps people from seeking care. Water covers 71 percent of the surface of the Earth.\n";
    let qs = make(text, 10);
    assert!(
        !qs.iter()
            .any(|q| key_text(q).contains("59.8") || key_text(q).contains("10.8")),
        "{qs:#?}"
    );
    // A round share is still asked.
    assert!(qs.iter().any(|q| key_text(q) == "71"), "{qs:#?}");
}

#[test]
fn a_date_given_as_about_is_no_date_to_ask() {
    let teaches = |text: &str, at: &str| {
        let before = &text[..text.find(at).unwrap()];
        super::taught_numbers::teaches_number(text, before, true, 5)
    };
    assert!(!teaches(
        "Vers 1200, les cités sont détruites par des révoltes.",
        "1200"
    ));
    assert!(!teaches(
        "The temple was built circa 1200 by the Toltecs.",
        "1200"
    ));
    assert!(teaches(
        "The temple was built in 1200 by the Toltecs.",
        "1200"
    ));
    // Unseen set 20: "around the year 1800".
    assert!(!teaches(
        "Um das Jahr 1800 wurden viele Kantone neu eingeteilt.",
        "1800"
    ));
    assert!(teaches(
        "Seit dem Jahr 1815 sind die Kantone so wie heute.",
        "1815"
    ));
}

#[test]
fn the_year_or_figure_of_a_statistic_is_not_asked() {
    let teaches = |text: &str, at: &str, year: bool| {
        let before = &text[..text.find(at).unwrap()];
        super::taught_numbers::teaches_number(text, before, year, 5)
    };
    assert!(!teaches(
        "The average age of corporate executives was fifty-nine years old in 1980.",
        "1980",
        true
    ));
    assert!(!teaches(
        "In all, 29 million people have gained health insurance under the act (Economic Policy Institute 2021).",
        "29",
        false
    ));
    assert!(teaches(
        "The Constitution was signed in 1787 in Philadelphia.",
        "1787",
        true
    ));
    // The share of a population is a survey's figure (unseen sets 8 to
    // 28); a share of a thing is taught.
    assert!(!teaches(
        "Psychologist Dana Becker notes that 75 percent of all diagnoses of the disorder are for women.",
        "75",
        false
    ));
    assert!(!teaches(
        "The concordance rate of OCD among identical twins is around 57%; however, the concordance rate for fraternal twins is 22%.",
        "22",
        false
    ));
    assert!(!teaches(
        "Yet, 98 percent of all exporters are small and medium-size firms.",
        "98",
        false
    ));
    assert!(teaches(
        "A healthy diet limits lipid intake to 35 percent of total calorie intake.",
        "35",
        false
    ));
    // A sum of money, or a figure the sentence dates (unseen sets 26, 27).
    assert!(!teaches(
        "HCAN, spending $60 million, helped pass new regulations on insurers.",
        "60",
        false
    ));
    assert!(!teaches(
        "At the end of 2025, the M2 monetary supply was $22.4 trillion.",
        "22.4",
        false
    ));
    assert!(!teaches(
        "At the outset of the war in 1914, the German force included 4.5 million men.",
        "4.5",
        false
    ));
    assert!(teaches(
        "A healthy diet limits lipid intake to 35 percent of total calorie intake.",
        "35",
        false
    ));
}

#[test]
fn every_statement_to_judge_says_so() {
    // The number statements came bare ("In 1857, the Court ruled …") while
    // the others opened "True or false:" (unseen set 29, C1).
    let text = "The Court\n\nIn 1787, the Constitution was signed in Philadelphia. In 1803, the Court decided Marbury v. Madison. In 1857, the Court ruled in Dred Scott v. Sandford. In 1896, the Court upheld segregation in Plessy v. Ferguson. In 1954, the Court ended school segregation in Brown v. Board of Education. In 1966, the Court required police warnings in Miranda v. Arizona. In 1973, the Court decided Roe v. Wade. In 1803, Jefferson bought Louisiana from France. In 1819, the Court decided McCulloch v. Maryland. In 1824, the Court decided Gibbons v. Ogden. In 1963, the Court decided Gideon v. Wainwright. In 1962, the Court decided Baker v. Carr.\n";
    // Every statement the forge wrote, chosen or not.
    let made = super::generate(text, "en", "The Court", &[], 12);
    let statements: Vec<&String> = made
        .explanation
        .sentences
        .iter()
        .flat_map(|s| &s.candidates)
        .filter(|note| note.family == super::Family::TrueFalse)
        .map(|note| &note.prompt)
        .collect();
    assert!(!statements.is_empty(), "{:#?}", made.explanation);
    assert!(
        statements.iter().all(|p| p.starts_with("True or false: ")),
        "{statements:#?}"
    );
}

#[test]
fn a_possibility_the_text_raises_gets_no_true_or_false() {
    // Unseen set 94 keyed "Maybe … random luck that led to 14 infants
    // picking the helper toy" true, where the section goes on to reject it.
    let text = "Infant Preferences\n\nIn the study, 16 infants watched a helper toy and a hinderer toy climb a hill. Later, 14 of the 16 infants reached for the helper toy first. Maybe each infant had no genuine preference at all, and it was simply random luck that led to 14 infants picking the helper toy. Statistical tests showed that a result this lopsided would occur by chance in fewer than 1 in 400 samples. Researchers call such a result statistically significant when chance would produce it less than 5 percent of the time.\n";
    let made = super::generate(text, "en", "Test", &[], 10);
    let notes: Vec<&super::select::Note> = made
        .explanation
        .sentences
        .iter()
        .flat_map(|s| &s.candidates)
        .collect();
    // Neither the count in the possibility nor the possibility as a
    // statement to judge is a candidate.
    for note in notes {
        assert!(
            !(matches!(
                note.family,
                super::select::Family::TrueFalse | super::select::Family::Quantity
            ) && note.prompt.contains("Maybe")),
            "{}",
            note.prompt
        );
    }
}
