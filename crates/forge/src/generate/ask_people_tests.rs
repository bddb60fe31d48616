use quizforge_core::Body;

use super::*;

#[test]
fn a_surname_stands_for_the_one_person_who_has_it() {
    let people = [
        super::super::concept::bare("Louis Pasteur", 0, 0, None),
        super::super::concept::bare("Jan Baptista van Helmont", 0, 10, None),
        super::super::concept::bare("John Needham", 0, 20, None),
        super::super::concept::bare("Mary Needham", 0, 30, None),
    ];
    let people: Vec<&Concept> = people.iter().collect();
    assert_eq!(
        who_is("Pasteur", &people).map(|p| p.term.as_str()),
        Some("Louis Pasteur")
    );
    assert_eq!(
        who_is("van Helmont", &people).map(|p| p.term.as_str()),
        Some("Jan Baptista van Helmont")
    );
    assert_eq!(
        who_is("Professor Louis Pasteur", &people).map(|p| p.term.as_str()),
        Some("Louis Pasteur")
    );
    let pope = [super::super::concept::bare("Gregory XIII", 0, 0, None)];
    let pope: Vec<&Concept> = pope.iter().collect();
    assert_eq!(
        who_is("Gregory", &pope).map(|p| p.term.as_str()),
        Some("Gregory XIII")
    );
    assert!(opens_with_title("Major General Gordan"));
    assert!(!opens_with_title("Gordon Granger"));
    // Two Needhams: the surname alone says neither.
    assert_eq!(who_is("Needham", &people), None);
    assert_eq!(
        who_is("John Needham", &people).map(|p| p.term.as_str()),
        Some("John Needham")
    );
}

const HISTORY: &str = "Spontaneous Generation\n\n\
The theory of spontaneous generation held that life arises from nonliving matter. \
Jan Baptista van Helmont, a 17th century Flemish scientist, proposed that mice could arise from rags and wheat kernels left in an open container for three weeks. \
Italian physician Francesco Redi (1626–1697) was among the first to question the theory. \
Francesco Redi covered jars of meat with gauze and showed that maggots formed only where flies could reach the meat. \
In 1745, John Needham published a report of experiments in which he boiled broth infused with plant matter. \
Lazzaro Spallanzani repeated the experiments with broth in sealed flasks that were heated for longer. \
In 1858, Louis Pasteur filtered air through a gun-cotton filter and found it full of microorganisms. \
Louis Pasteur later designed flasks with long, twisted necks that kept dust away from the broth.\n";

#[test]
fn a_history_of_people_gives_who_questions_among_its_people() {
    let made = crate::make_with(HISTORY, &crate::Options { count: 10 }).expect("a document");
    let who: Vec<_> = made
        .quiz
        .questions
        .iter()
        .filter(|q| q.prompt.contains("who ") || q.prompt.starts_with("Who "))
        .collect();
    assert!(who.len() >= 2, "{:#?}", made.quiz.questions);
    let people = [
        "Jan Baptista van Helmont",
        "Francesco Redi",
        "John Needham",
        "Lazzaro Spallanzani",
        "Louis Pasteur",
    ];
    for q in &who {
        assert!(q.prompt.ends_with('?'), "{}", q.prompt);
        let Body::MultipleChoice { choices } = &q.body else {
            panic!("not multiple choice: {q:?}");
        };
        assert!(choices.len() >= 3);
        assert_eq!(choices.iter().filter(|c| c.correct).count(), 1);
        // Every option is one of the document's people, none named in the stem.
        for choice in choices {
            assert!(people.contains(&choice.text.as_str()), "{}", choice.text);
            let surname = choice.text.rsplit(' ').next().unwrap_or_default();
            assert!(
                !q.prompt.contains(surname),
                "{} shows {}",
                q.prompt,
                choice.text
            );
        }
    }
    let van_helmont = who
        .iter()
        .find(|q| q.prompt.starts_with("Who proposed that mice could arise"))
        .expect("van Helmont's proposal asked");
    let Body::MultipleChoice { choices } = &van_helmont.body else {
        unreachable!()
    };
    assert_eq!(
        choices.iter().find(|c| c.correct).map(|c| c.text.as_str()),
        Some("Jan Baptista van Helmont")
    );
}

#[test]
fn a_common_noun_opening_a_sentence_is_no_one_known_by_one_name() {
    let text = "Athens\n\nAthens drew thinkers from across the Greek world in the fifth century BCE. \
Youth traveled to Athens hoping to study with teachers such as Sophocles and Euripides. \
Herodotus wrote histories of the wars with Persia that readers still study today. \
Socrates urged the youth of the city to pursue truth, whatever the cost to themselves. \
Thucydides wrote a history of the long war between Athens and Sparta.\n";
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a document");
    assert!(
        made.quiz.questions.iter().all(|q| match &q.body {
            Body::MultipleChoice { choices } => !choices.iter().any(|c| c.text == "Youth"),
            _ => true,
        }),
        "{:#?}",
        made.quiz.questions
    );
}

#[test]
fn a_person_known_by_one_name_is_asked_among_the_others() {
    let text = HISTORY.replace(
        "The theory of spontaneous generation held that life arises from nonliving matter. ",
        "The theory of spontaneous generation held that life arises from nonliving matter. \
         Aristotle proposed that life arose from nonliving material if it contained pneuma, or vital heat. ",
    );
    let made = crate::make_with(&text, &crate::Options { count: 10 }).expect("a document");
    let aristotle = made
        .quiz
        .questions
        .iter()
        .find(|q| {
            q.prompt
                .starts_with("Who proposed that life arose from nonliving material")
        })
        .expect("Aristotle's proposal asked");
    let Body::MultipleChoice { choices } = &aristotle.body else {
        panic!("not multiple choice");
    };
    assert_eq!(
        choices.iter().find(|c| c.correct).map(|c| c.text.as_str()),
        Some("Aristotle")
    );
    // A given name alone or a common word is no one known by one name.
    assert!(!single_named_person("John"));
    assert!(!single_named_person("Science"));
    assert!(!single_named_person("Filmmakers"));
    assert!(!single_named_person("Legionaries"));
    // A people's or a party's word is no one's name.
    assert!(!single_named_person("Egyptian"));
    assert!(!single_named_person("Republican"));
    assert!(single_named_person("Justinian"));
    // Beside a deed, a name as common as a word; elsewhere, a rare one.
    assert!(single_named_person("Lincoln"));
    assert!(!rare_single_named_person("Dragon"));
    assert!(rare_single_named_person("Belisarius"));
    assert!(single_named_person("Confucius"));
    assert_eq!(without_title("Emperor Constantine"), "Constantine");
    assert_eq!(without_title("Constantine"), "Constantine");
}

#[test]
fn a_surname_the_document_also_gives_a_firm_is_not_taken_for_the_person() {
    let text = "Mail-Order Catalogs\n\n\
The firm of Richard Sears and Alvah Roebuck was called Sears, Roebuck & Company by 1893. \
Aaron Montgomery Ward established the first significant mail-order business in 1872. \
Sears distributed over 300,000 catalogs annually by 1897 to farm families. \
Rural customers ordered stoves, clothing and tools from the catalogs by mail. \
Roland Marchand described how advertisers promised customers a better life.\n";
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a document");
    assert!(
        !made.quiz.questions.iter().any(|q| q
            .prompt
            .starts_with("Who distributed over 300,000 catalogs")),
        "{:#?}",
        made.quiz.questions
    );
}

#[test]
fn a_people_is_no_person_to_name() {
    assert!(names_a_group("African Americans"));
    assert!(names_a_group("Radical Republicans"));
    assert!(!names_a_group("Louis Pasteur"));
    assert!(!names_a_group("Jesse Owens"));
}

#[test]
fn one_person_under_two_names_is_not_their_own_wrong_option() {
    let text = "Imperial Rome\n\n\
Julius Caesar conquered Gaul and led two expeditions to Britain in 55 and 54 BC. \
After his death, Octavian defeated Mark Antony and Cleopatra at the Battle of Actium in 31 BC. \
In 27 BC the Senate gave Octavian the title Augustus, which means the revered one. \
Augustus began a long period of peace known as the Pax Romana, which lasted two centuries. \
Mark Antony ruled the eastern provinces from Alexandria for a decade.\n";
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a document");
    let peace = made
        .quiz
        .questions
        .iter()
        .find(|q| q.prompt.starts_with("Who began a long period of peace"))
        .expect("Augustus asked");
    let Body::MultipleChoice { choices } = &peace.body else {
        panic!("not multiple choice");
    };
    assert!(!choices.iter().any(|c| c.text == "Octavian"), "{choices:?}");
}

#[test]
fn a_pronoun_in_the_stem_strikes_out_no_option_of_the_other_gender() {
    const RESISTANCE: &str = "Civil Disobedience\n\n\
In 1848, Henry David Thoreau wrote an essay titled Civil Disobedience, inspired by his public refusal to pay a poll tax.\n\n\
In 1906, Emma Goldman founded the anarchist journal Mother Earth to defend free speech.\n\n\
In 1892, Homer Plessy boarded a whites-only railway car, and he was arrested at once.\n\n\
In 1894, Leo Tolstoy published The Kingdom of God Is Within You, a book on nonviolent resistance.\n\n\
In 1930, Mohandas Gandhi led the Salt March to the sea at Dandi against the British salt tax.\n";
    let made = crate::make_with(RESISTANCE, &crate::Options { count: 10 }).expect("a document");
    let thoreau = made
        .quiz
        .questions
        .iter()
        .find(|q| {
            q.prompt
                .contains("who wrote an essay titled Civil Disobedience")
        })
        .unwrap_or_else(|| panic!("Thoreau's essay asked: {:#?}", made.quiz.questions));
    let Body::MultipleChoice { choices } = &thoreau.body else {
        panic!("multiple choice");
    };
    assert!(
        choices.iter().all(|c| c.text != "Emma Goldman"),
        "{choices:?}"
    );
    assert_eq!(
        gender_of_words("inspired by his refusal"),
        Some(Gender::Male)
    );
    assert_eq!(gender_of_words("she and her sister"), Some(Gender::Female));
    // Her given name says what the document does not.
    assert_eq!(
        crate::lexicon::given_name_gender("Emma"),
        Some(Gender::Female)
    );
    assert_eq!(
        crate::lexicon::given_name_gender("Henry"),
        Some(Gender::Male)
    );
    assert_eq!(crate::lexicon::given_name_gender("Jean"), None);
    assert_eq!(gender_of_words("he met her"), None);
}

#[test]
fn a_body_of_people_a_kind_or_a_land_is_no_wrong_option_for_a_person() {
    let text = "The First Federal Government\n\n\
        George Washington took the oath of office in 1789. \
        Alexander Hamilton became secretary of the treasury in 1789. \
        Henry Knox directed the new War Department from 1789. \
        Thomas Jefferson served as secretary of state from 1790. \
        Edmond Randolph, a Virginia delegate, was named attorney general in 1789. \
        The first U.S. Congress met in New York in 1789. \
        The Confederation Congress had governed since 1781. \
        Supporters of a strong government were known as Federalists. \
        John Jay, a leading Federalist, wrote essays in 1788. \
        Merchants shipped grain to Gaul and wine from Gaul. \
        A raiding party killed an Englishman in 1790.\n";
    who_options_leave_out(
        text,
        &[
            "U.S. Congress",
            "Confederation Congress",
            "Federalist",
            "Gaul",
            "Englishman",
        ],
    );
}

/// Makes a quiz of `text` with at least one "Who …?" multiple choice,
/// none of whose options is one of `never`.
fn who_options_leave_out(text: &str, never: &[&str]) {
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a document");
    let mut asked = 0;
    for q in &made.quiz.questions {
        if let Body::MultipleChoice { choices } = &q.body
            && q.prompt.starts_with("Who ")
        {
            asked += 1;
            for choice in choices {
                assert!(
                    !never.contains(&choice.text.as_str()),
                    "{}: {:?}",
                    q.prompt,
                    choices
                );
            }
        }
    }
    assert!(asked >= 1, "{:#?}", made.quiz.questions);
}

#[test]
fn a_tie_to_someone_the_stem_does_not_name_is_not_asked() {
    assert!(kin_of_someone_else("who served as his vice president?"));
    assert!(kin_of_someone_else("who became her successor in 1558?"));
    assert!(!kin_of_someone_else(
        "who published his theory of evolution in 1859?"
    ));
    assert!(!kin_of_someone_else(
        "who founded the first settlement house?"
    ));
}

#[test]
fn beside_a_key_of_one_name_the_options_are_surnames() {
    let wrong = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    assert_eq!(
        by_surname_beside_one_name(
            "Bentham",
            wrong(&["Karl Marx", "Friedrich Engels", "Fiery Cushman"])
        ),
        ["Marx", "Engels", "Cushman"]
    );
    // A key in full keeps full names, as do options beside one known by
    // one name, and two Adamses stay apart.
    assert_eq!(
        by_surname_beside_one_name(
            "Diocletian",
            wrong(&["Constantine", "Constantius Chlorus", "Maximian"])
        ),
        ["Constantine", "Constantius Chlorus", "Maximian"]
    );
    assert_eq!(
        by_surname_beside_one_name("John Locke", wrong(&["Karl Marx", "Aristotle"])),
        ["Karl Marx", "Aristotle"]
    );
    assert_eq!(
        by_surname_beside_one_name(
            "Jefferson",
            wrong(&["John Adams", "Samuel Adams", "James Madison"])
        ),
        ["John Adams", "Samuel Adams", "James Madison"]
    );
}

#[test]
fn how_someone_was_is_no_deed_to_ask_about() {
    assert!(tells_a_state("was old and ill with gout"));
    assert!(!tells_a_state("was named attorney general"));
    assert!(!tells_a_state(
        "was one of the earliest recorded scholars to articulate the theory"
    ));
    assert!(!tells_a_state("was responsible for the reforms of 1832"));
    assert!(!tells_a_state("wrote a rebuttal to the Declaration"));
}

#[test]
fn a_land_conquered_or_named_by_the_land_it_is_now_is_no_person() {
    let text = "The Late Republic\n\n\
Pompey cleared the Mediterranean of pirates in 67 BC. \
Julius Caesar conquered Gaul (modern France) and led two expeditions to Britain. \
Brutus and Cassius led the plot to murder Caesar in 44 BC. \
Hannibal famously crossed the Alps with elephants in 218 BC. \
Cicero delivered speeches against Catiline in the Senate.\n";
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a document");
    let alps = made
        .quiz
        .questions
        .iter()
        .find(|q| q.prompt == "Who famously crossed the Alps with elephants in 218 BC?")
        .unwrap_or_else(|| panic!("Hannibal asked: {:#?}", made.quiz.questions));
    let Body::MultipleChoice { choices } = &alps.body else {
        panic!("not multiple choice");
    };
    assert!(!choices.iter().any(|c| c.text == "Gaul"), "{choices:?}");
}

#[test]
fn a_surname_keeps_its_capital_particle_and_one_person_is_one_option() {
    assert_eq!(surname("Martin Van Buren"), "Van Buren");
    assert_eq!(surname("Van Buren"), "Van Buren");
    assert_eq!(surname("Charles De Gaulle"), "De Gaulle");
    assert_eq!(surname("Andrew Jackson"), "Jackson");
    let people = [
        super::super::concept::bare("Van Buren", 0, 0, None),
        super::super::concept::bare("Andrew Jackson", 0, 10, None),
        super::super::concept::bare("Martin Van Buren", 0, 20, None),
        super::super::concept::bare("Henry Clay", 0, 30, None),
    ];
    assert_eq!(
        one_option_a_person(people.iter().collect()),
        ["Martin Van Buren", "Andrew Jackson", "Henry Clay"]
    );
}

#[test]
fn a_person_with_too_few_others_for_options_is_asked_typed() {
    let text = "The Cholera Outbreak\n\nIn 1854, a cholera outbreak killed hundreds of people in the Soho district of London. John Snow gathered hard data by knocking on the doors of families in the affected streets. The deaths clustered around a public water pump on Broad Street. The city removed the handle of the pump, and the outbreak ended soon after. Cholera spreads through water that sewage has contaminated.\n";
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a document");
    let who = made
        .quiz
        .questions
        .iter()
        .find(|q| q.prompt.starts_with("Who gathered hard data"))
        .unwrap_or_else(|| panic!("Snow's deed asked: {:#?}", made.quiz.questions));
    assert_eq!(
        who.prompt,
        "Who gathered hard data by knocking on the doors of families in the affected streets? J_____ S_____ (4, 4 letters)"
    );
    let Body::ShortAnswer { accepted, .. } = &who.body else {
        panic!("not typed: {who:?}");
    };
    let accepted: Vec<&str> = accepted.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(accepted, ["John Snow", "Snow"]);
}

#[test]
fn the_people_offered_are_those_of_fit_sentences() {
    // "Nash (1964) focused …" and "… resulted in draconian Jim Crow laws"
    // are no sentences to ask; their names made poor options (unseen set
    // 83, rejected by both raters).
    let text = "Theories of Race\n\n\
        Feminist sociologist Patricia Hill Collins developed intersection theory, which suggests we cannot separate the effects of race, class and gender. \
        Nash (1964) focused his argument on the way racism is functional for the dominant group. \
        After the Civil War, the rising power of black Americans resulted in draconian Jim Crow laws that severely limited black political power.\n";
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a document");
    for q in &made.quiz.questions {
        if let Body::MultipleChoice { choices } = &q.body {
            for choice in choices {
                assert!(
                    !["Nash", "Jim Crow"].contains(&choice.text.as_str()),
                    "{}: {:?}",
                    q.prompt,
                    choices
                );
            }
        }
    }
}

#[test]
fn a_stem_that_speaks_of_a_woman_and_a_man_by_pronouns_names_someone_it_hides() {
    assert!(speaks_of_someone_unnamed(
        "Who treated her as he would any of his male students and later became her mentor?"
    ));
    // One person's pronouns, or a second person named.
    assert!(!speaks_of_someone_unnamed(
        "Who treated his students as equals and became their mentor?"
    ));
    assert!(!speaks_of_someone_unnamed(
        "Who taught Helen Keller and became her teacher before he left?"
    ));
}

#[test]
fn a_person_named_in_passing_is_not_asked() {
    // Paragraphs on how presidents work around the Senate; Oliver North is
    // one example, named once inside a paragraph on something else.
    const PRESIDENTS: &str = "Presidents and Foreign Policy\n\n\
The Senate has the constitutional authority to approve the appointment of ambassadors. \
Presidents often evade the appointment problem by using people whose appointment is not subject to Senate approval as negotiators. \
In the Reagan administration, Oliver North was the driving force in the ill-fated Iran-Contra deal that would have freed the American hostages in Iran.\n\n\
George Washington set many precedents for the conduct of foreign policy by the executive branch. \
Washington issued the Neutrality Proclamation in 1793 without consulting Congress.\n\n\
Thomas Jefferson purchased the Louisiana Territory from France in 1803. \
Jefferson doubted that the Constitution allowed the purchase.\n\n\
Alexander Hamilton defended the president's power to conduct foreign policy in a series of essays.\n";
    let made = crate::make_with(PRESIDENTS, &crate::Options { count: 10 }).expect("a document");
    let prompts: Vec<&str> = made
        .quiz
        .questions
        .iter()
        .map(|q| q.prompt.as_str())
        .collect();
    assert!(
        !prompts.iter().any(|p| p.contains("Iran-Contra")
            && (p.to_lowercase().contains("who ") || p.contains("O_____"))),
        "{prompts:#?}"
    );
    assert!(
        prompts
            .iter()
            .any(|p| p.starts_with("Who") || p.contains(", who ")),
        "people a paragraph opens on are still asked: {prompts:#?}"
    );
}
