use quizforge_core::{Kind, Question};

use super::super::tests::{key_text, make};

fn asks_about<'q>(questions: &'q [Question], term: &str) -> Option<&'q Question> {
    questions.iter().find(|q| {
        q.prompt.contains(&format!("“{term}”"))
            || (q.prompt.starts_with("Which term means") && key_text(q) == term)
    })
}

/// The question on `term`, asked "Which term means …?" with four terms
/// that each hold `word`, as the key does.
fn asked_among_terms_holding<'q>(
    questions: &'q [Question],
    term: &str,
    word: &str,
) -> &'q Question {
    let question = asks_about(questions, term).unwrap_or_else(|| panic!("a question on {term}"));
    assert_eq!(question.kind(), Kind::MultipleChoice);
    assert!(
        question.prompt.starts_with("Which term means"),
        "{}",
        question.prompt
    );
    assert!(
        question
            .choices()
            .iter()
            .all(|c| c.text.to_lowercase().contains(word)),
        "{:?}",
        question.choices()
    );
    question
}

#[test]
fn a_meaning_that_repeats_a_word_of_its_term_is_asked_with_options_that_all_hold_it() {
    // "social costs: costs that include …" names its head word in its
    // meaning; with "private costs", "external costs" and "opportunity
    // costs" beside it, a question offering the four terms points at none.
    let text = "Key terms\n\
        social costs – costs that include both what the firm pays and the harm done to third parties\n\
        private costs – costs paid by the firm that makes a good, such as wages and materials\n\
        external costs – costs that fall on people outside a market exchange, such as neighbours of a factory\n\
        opportunity costs – costs measured as the value of the best choice given up when a decision is made\n\
        biodiversity – the full range of the animal and plant life found in one place\n\
        property rights – the legal power to own and use a thing without others taking it\n";
    let questions = make(text, 10);
    asked_among_terms_holding(&questions, "social costs", "costs");
}

#[test]
fn a_meaning_that_repeats_its_term_is_not_asked_when_only_the_key_would_hold_the_word() {
    // Only "great circle" is a circle here: a question on it would be
    // answered by the word alone.
    let text = "Key terms\n\
        great circle: a circle on the surface of a sphere that passes through its center\n\
        declination: the angular distance north or south of the celestial equator\n\
        right ascension: the angle measured eastward along the celestial equator from the vernal equinox\n\
        meridian: the line on the sky that passes through both poles and the point overhead\n\
        zenith: the point on the sky directly above an observer\n";
    let questions = make(text, 10);
    assert!(
        asks_about(&questions, "great circle").is_none(),
        "{:?}",
        questions.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
}

#[test]
fn terms_with_one_head_word_are_of_one_kind() {
    // "negative externality" and "positive externality" have meanings of
    // one shape; the terms sharing "externality" are the options.
    let text = "Key terms\n\
        negative externality – a situation where a third party, outside the transaction, suffers from a market transaction by others\n\
        positive externality – a situation where a third party, outside the transaction, benefits from a market transaction by others\n\
        network externality – an effect in which a good becomes more useful to each buyer as more people buy and use it\n\
        international externalities – externalities that cross national borders and that no single nation can resolve alone\n\
        biodiversity – the full spectrum of animal and plant genetic material\n\
        property rights – the legal rights of ownership on which others may not infringe without paying\n";
    let questions = make(text, 10);
    asked_among_terms_holding(&questions, "negative externality", "externalit");
}

#[test]
fn a_glossary_of_head_words_in_capitals_gives_questions_and_no_title() {
    let text = "DIRECT PRIMARY\n\
        a political reform that allowed for the nomination of candidates through a direct vote by party members\n\n\
        INITIATIVE\n\
        a proposed law, or initiative, placed on the ballot by public petition\n\n\
        RECALL\n\
        to remove a public official from office by virtue of a petition and vote process\n\n\
        REFERENDUM\n\
        a process that allows voters to counteract legislation by putting an existing law on the ballot\n\n\
        MUCKRAKERS\n\
        investigative journalists and authors who wrote about social ills and urged the public to take action\n\n\
        SQUARE DEAL\n\
        Theodore Roosevelt’s name for the kind of involved, hands-on government he felt the country needed\n";
    assert_eq!(crate::title::title_of(text), crate::UNTITLED);
    let questions = make(text, 10);
    assert!(questions.len() >= 4, "{questions:?}");
    // Head words are asked as a sentence writes them, not shouted.
    assert!(
        questions.iter().all(|q| !q.prompt.contains("REFERENDUM")),
        "{:?}",
        questions.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
}

#[test]
fn an_entry_with_no_options_of_its_kind_is_asked_typed_with_its_initials() {
    // "biodiversity" has no other "-diversity", and every other meaning is
    // twice as long as its own: no four options would read alike.
    let text = "Key terms\n\
        biodiversity – the full spectrum of animal and plant genetic material\n\
        command-and-control regulation – laws that specify allowable quantities of pollution and that also may detail which technologies firms must use to reduce it\n\
        marketable permit program – a permit that allows a firm to emit a certain amount of pollution; firms with more permits than pollution can sell the remaining permits\n\
        pollution charge – a tax imposed on the quantity of pollution that a firm emits, paid for each unit of pollution that leaves the factory\n\
        property rights – the legal rights of ownership on which others are not allowed to infringe without paying compensation to the owner\n";
    let questions = make(text, 10);
    let biodiversity = questions
        .iter()
        .find(|q| key_text(q) == "biodiversity")
        .expect("a question on biodiversity");
    assert_eq!(biodiversity.kind(), Kind::ShortAnswer);
    assert_eq!(
        biodiversity.prompt,
        "Which term means “the full spectrum of animal and plant genetic material”? b_____ (12 letters)"
    );
}

#[test]
fn lines_of_notes_that_read_as_entries_are_not_asked_typed() {
    // Notes hold "Label: text" lines among their prose; only a glossary's
    // own entries are asked by their meaning.
    let text = "Lecture 7: The Immune System\n\n\
        Learning outcomes: distinguish innate and adaptive immunity and describe the roles of lymphocytes\n\n\
        First line of defence – physical and chemical barriers such as the skin\n\n\
        Second line of defence – inflammation and the work of the phagocytes\n\n\
        Third line of defence – the adaptive response of the lymphocytes\n\n\
        The immune system defends the body against pathogens. A pathogen is a microorganism that causes disease. \
        The skin is a tough physical barrier. Mucous membranes trap microbes in mucus. Tears and saliva contain lysozyme, \
        an enzyme that breaks down bacterial cell walls. Mast cells release histamine when tissue is damaged. \
        Histamine causes blood vessels to dilate. Phagocytes are white blood cells that engulf pathogens. \
        Lymphocytes are white blood cells that recognise antigens. Vaccination produces long-term protection.\n";
    let questions = make(text, 10);
    assert!(
        questions
            .iter()
            .all(|q| !(q.prompt.starts_with("Which term means") && q.kind() == Kind::ShortAnswer)),
        "{:?}",
        questions.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
}

#[test]
fn a_term_is_not_asked_among_terms_it_stands_apart_from() {
    // "family" is the only one-word term among three "… family": offering
    // the four terms, the key would be the odd one out.
    let text = "Key terms\n\
        family – a socially recognized group joined by blood, marriage or adoption that forms an emotional bond\n\
        extended family – a household that includes at least one parent and child as well as other relatives\n\
        nuclear family – two parents, married or not, and their children living under one roof\n\
        blended family – a family formed when two adults marry and bring children from earlier unions\n\
        cohabitation – when a man and a woman live together in a sexual relationship without being married\n";
    let questions = make(text, 10);
    if let Some(family) = questions.iter().find(|q| key_text(q) == "family") {
        assert!(
            family.kind() != Kind::MultipleChoice || !family.prompt.starts_with("Which term means"),
            "{}: {:?}",
            family.prompt,
            family.choices()
        );
    }
}

#[test]
fn a_two_column_table_pasted_with_tabs_is_a_glossary() {
    // The header row is no entry, and a term may hold its abbreviation.
    let text = "Term\tDefinition\n\
        aggregate demand (AD)\tthe amount of total spending on domestic goods and services in an economy\n\
        aggregate supply (AS)\tthe total quantity of output firms will produce and sell at each price level\n\
        inflation\ta general and ongoing rise in the level of prices in an entire economy\n\
        recession\ta significant decline in national output that lasts for several months or more\n\
        potential GDP\tthe maximum quantity an economy can produce given its existing inputs\n";
    assert_eq!(crate::title::title_of(text), crate::UNTITLED);
    let questions = make(text, 10);
    assert!(questions.len() >= 4, "{questions:?}");
    assert!(questions.iter().all(|q| q.prompt != "Term"));
    assert!(
        questions
            .iter()
            .any(|q| q.prompt.contains("aggregate demand (AD)")
                || key_text(q) == "aggregate demand (AD)"),
        "{:?}",
        questions.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
}
