use super::*;
use crate::generate::twin_hints::{hint_words, mark_twin_hints, same_hint};
use quizforge_core::AcceptedAnswer;

#[test]
fn a_blank_on_what_a_number_counts_asks_for_the_unit() {
    let blank = crate::text::BLANK;
    assert!(figure_is_the_fact(&typed(
        &format!("The rate of replication is approximately 100 n{blank} (11 letters) per second."),
        "nucleotides"
    )));
    assert!(figure_is_the_fact(&typed(
        &format!("The human genome has 3 billion b{blank} p{blank} (4, 5 letters)."),
        "base pairs"
    )));
    assert!(!figure_is_the_fact(&typed(
        &format!("In 1953, W{blank} and C{blank} described the double helix."),
        "Watson"
    )));
    assert!(!figure_is_the_fact(&typed(
        &format!("The r{blank} (4 letters) of replication is about 100 nucleotides per second."),
        "rate"
    )));
}

#[test]
fn a_blank_on_the_noun_a_name_is_given_to_is_held_back() {
    let blank = crate::text::BLANK;
    for (prompt, key) in [
        (
            format!(
                "In 1612, a c{blank} (8 letters) named John Rolfe began experimenting with tobacco."
            ),
            "colonist",
        ),
        (
            format!("The Pilgrims sailed on a s{blank} (4 letters) called the Mayflower."),
            "ship",
        ),
        (
            format!(
                "A young Virginia m{blank} o{blank} (7, 7 letters) named George Washington fired the first shots."
            ),
            "militia officer",
        ),
    ] {
        assert!(kind_of_a_name(&typed(&prompt, key), Lang::En), "{prompt}");
    }
    for (prompt, key) in [
        // The name itself is the blank.
        (
            format!(
                "In 1612, a colonist named J{blank} R{blank} (4, 5 letters) began experimenting with tobacco."
            ),
            "John Rolfe",
        ),
        // A name in lower case is a term the sentence teaches.
        (
            format!("A p{blank} (7 letters) called hemoglobin carries oxygen."),
            "protein",
        ),
        // "named" as a verb, not a name given.
        (
            format!("The s{blank} (6 letters) named the defense of slavery as the cause."),
            "states",
        ),
    ] {
        assert!(!kind_of_a_name(&typed(&prompt, key), Lang::En), "{prompt}");
    }
}

fn typed(prompt: &str, key: &str) -> Question {
    Question::new(
        prompt,
        Body::ShortAnswer {
            accepted: vec![AcceptedAnswer::new(key)],
            case_sensitive: false,
        },
    )
}

#[test]
fn an_everyday_word_its_sentence_defines_is_asked() {
    for (prompt, key) in [
        (
            "_____ is the number or proportion of new cases in a period of time.",
            "Incidence",
        ),
        (
            "_____ are buildings where objects of historical or cultural interest are kept.",
            "Museums",
        ),
        (
            "A _____ is a human condition that becomes energized when people feel deficient.",
            "need",
        ),
        (
            "A(n) _____ is a substance in foods and beverages that is essential to human survival.",
            "nutrient",
        ),
        (
            "Which term refers to a substance in foods and beverages that is essential to human survival?",
            "nutrient",
        ),
        (
            "The _____ is composed of all the biotic components in an area along with the abiotic ones.",
            "ecosystem",
        ),
        (
            "_____, the deliberate annihilation of a targeted group, is the most toxic intergroup relationship.",
            "Genocide",
        ),
        (
            "_____, collections of information organized in a systematic method, are helpful in planning.",
            "Databases",
        ),
    ] {
        assert!(!everyday_word(&typed(prompt, key), Lang::En), "{prompt}");
    }
}

#[test]
fn an_everyday_word_qualifying_a_defined_subject_is_asked() {
    for (prompt, key) in [
        (
            "The _____ variable is the variable that is not manipulated at all, or the one where the effect happens.",
            "dependent",
        ),
        (
            "The _____ system is a network of glands that secrete hormones into the blood.",
            "endocrine",
        ),
    ] {
        assert!(!everyday_word(&typed(prompt, key), Lang::En), "{prompt}");
    }
    // A judgement of the noun phrase, not a definition of it.
    for (prompt, key) in [
        (
            "The _____ variable is the most important part of any experiment.",
            "dependent",
        ),
        ("The _____ system runs through the body.", "nervous"),
    ] {
        assert!(everyday_word(&typed(prompt, key), Lang::En), "{prompt}");
    }
}

#[test]
fn a_typed_answer_on_what_could_be_is_only_suggested() {
    for prompt in [
        "Some words could be presented in bold, and other words could be presented in _____.",
        "A general hypothesis could be that reading speed depends on _____ speed.",
        "The terms of the treaty would have been binding on the _____.",
        "Maybe each infant had no genuine _____ at all, and it was simply random luck.",
    ] {
        assert!(hypothetical(&typed(prompt, "x"), Lang::En), "{prompt}");
    }
    for prompt in [
        "In America, _____ supported segregation, which would limit inter-marriage.",
        "The Calvin cycle takes place in the _____.",
        "Because the _____ were not skilled, they could not command high wages.",
        "Unlike cables, _____ are brittle and would break rather than bend.",
        "The anniversary of the _____ moved to November, a difference that is perhaps not so important.",
    ] {
        assert!(!hypothetical(&typed(prompt, "x"), Lang::En), "{prompt}");
    }
}

#[test]
fn a_short_sentence_defining_its_blank_tells_the_one_answer() {
    for (prompt, key) in [
        (
            "A(n) _____ is a combination of one or more minerals.",
            "rock",
        ),
        (
            "The substance between the plates is called a(n) _____.",
            "dielectric",
        ),
    ] {
        assert!(!short_sentence(&typed(prompt, key), Lang::En), "{prompt}");
    }
    for (prompt, key) in [
        ("_____ has many Japanese elements.", "Theory Z"),
        (
            "_____ would strike Europe more than once.",
            "Bubonic plague",
        ),
    ] {
        assert!(short_sentence(&typed(prompt, key), Lang::En), "{prompt}");
    }
}

#[test]
fn a_term_asked_for_by_a_definition_of_a_few_words_is_only_suggested() {
    for (prompt, key) in [
        ("Which term refers to a depletable resource? _____", "oil"),
        ("Which term refers to the original row? _____", "prime"),
        (
            "In music theory, which term refers to the original row? _____",
            "prime",
        ),
    ] {
        assert!(short_sentence(&typed(prompt, key), Lang::En), "{prompt}");
    }
    for (prompt, key) in [
        (
            "Which term refers to the amount of blood the heart pumps with each contraction? _____",
            "stroke volume",
        ),
        (
            "Which term refers to the advocacy of women’s rights? _____",
            "feminism",
        ),
        (
            "Which term refers to people born in Spain? _____",
            "peninsulares",
        ),
    ] {
        assert!(!short_sentence(&typed(prompt, key), Lang::En), "{prompt}");
    }
}

#[test]
fn an_everyday_word_its_sentence_judges_is_only_suggested() {
    for (prompt, key) in [
        (
            "_____ are a critical link in the chain of appropriate pain management.",
            "Nurses",
        ),
        (
            "_____ are the most important source of food for the human population.",
            "Plants",
        ),
        (
            "_____ is the dominant language that the firm uses in its operations.",
            "English",
        ),
        (
            "The lines represent bonds that hold the _____ together.",
            "atoms",
        ),
        (
            "_____, and later peer groups, communicate expectations and reinforce norms.",
            "Families",
        ),
        (
            "_____, for example, is absorbed as nitrates, while phosphorus is absorbed as phosphates.",
            "Nitrogen",
        ),
        (
            "The _____ impacted people living in overcrowded Athens as well as troops aboard ships.",
            "plague",
        ),
    ] {
        assert!(everyday_word(&typed(prompt, key), Lang::En), "{prompt}");
    }
}

#[test]
fn a_typed_answer_on_a_word_two_in_five_sentences_use_is_the_topic() {
    let lowered: Vec<String> = [
        "a trade secret is information kept from competitors.",
        "trade secrets need reasonable efforts to stay secret.",
        "employees learn which trade secrets they must protect.",
        "access to trade secrets is restricted by locks.",
        "courts ask whether the owner took reasonable measures.",
        "a secondary group is large and impersonal.",
        "a primary group is small and close.",
        "contracts bind employees who leave the firm.",
    ]
    .map(String::from)
    .to_vec();
    let words = SentenceWords::new(&lowered);
    assert!(topic_word("trade secrets", &words, Lang::En));
    // Its first word tells a key from its kin: "group" stands in two
    // sentences, "secondary" in one.
    assert!(!topic_word("secondary group", &words, Lang::En));
    assert!(!topic_word("contracts", &words, Lang::En));
    // Too short a document has no topic to tell.
    let few = SentenceWords::new(&lowered[..4]);
    assert!(!topic_word("trade secrets", &few, Lang::En));
    // Unseen set 117: "Vietnam" in 46 % of a section's sentences (here 40 %), and
    // both raters rejected both blanks on "the V_____ W_____".
    let lowered: Vec<String> = [
        "the french ruled vietnam until 1954.",
        "vietnam was divided after the war.",
        "the united states sent troops to vietnam.",
        "the vietnam war ended in 1975.",
        "laos is a landlocked country.",
        "cambodia suffered under the khmer rouge.",
        "rice is the main crop of the region.",
        "thailand was never colonized.",
        "myanmar has many ethnic groups.",
        "hanoi now has a growing economy.",
    ]
    .map(String::from)
    .to_vec();
    let words = SentenceWords::new(&lowered);
    assert!(topic_word("Vietnam War", &words, Lang::En));
}

#[test]
fn a_hint_that_fits_another_phrase_of_the_document_is_held_back() {
    use super::super::analysis::Sentence;
    use super::super::select::{Candidate, Family};
    let sentences = vec![
        Sentence::for_test(
            0,
            "Vitamins play a role in hormone synthesis and metabolism.",
        ),
        Sentence::for_test(
            1,
            "Calcium also plays a role in hormone secretion and metabolism.",
        ),
        Sentence::for_test(2, "Iodine is needed to make thyroid hormones."),
    ];
    let candidate = |prompt: &str, key: &str, at: usize| {
        Candidate::new(
            typed(prompt, key),
            1.0,
            key,
            Some(at),
            0,
            Family::ShortAnswer,
        )
    };
    let mut candidates = vec![
        candidate(
            "Vitamins play a role in _____ and metabolism.",
            "hormone synthesis",
            0,
        ),
        candidate("Iodine is needed to make _____.", "thyroid hormones", 2),
        candidate("_____ is needed to make thyroid hormones.", "Iodine", 2),
    ];
    mark_twin_hints(&mut candidates, &sentences, Lang::En);
    let mut others = vec![
        candidate("_____ are used in endurance exercises.", "slow fibers", 0),
        candidate("The _____ absorbs water.", "large intestine", 0),
    ];
    let around = vec![
        Sentence::for_test(0, "Slow fibers are used in endurance exercises."),
        Sentence::for_test(1, "SO/FO fibers are mixed."),
        Sentence::for_test(2, "Bile breaks large insoluble molecules apart."),
    ];
    mark_twin_hints(&mut others, &around, Lang::En);
    assert!(!others[0].hint_shared && !others[1].hint_shared);
    // "hormone secretion" shows "h_____ s_____ (7, 9 letters)" too.
    assert!(candidates[0].hint_shared);
    // Nothing else in the document fits "t_____ h_____ (7, 8 letters)";
    // a single word is told by its letters and sentence.
    assert!(!candidates[1].hint_shared);
    assert!(!candidates[2].hint_shared);
}

#[test]
fn hints_compare_initials_lengths_and_short_words() {
    assert!(same_hint("synthesis", "secretion", Lang::En));
    assert!(!same_hint("synthesis", "secretions", Lang::En));
    assert!(!same_hint("synthesis", "metabolism", Lang::En));
    // Short function words are shown whole.
    assert!(!same_hint("of", "on", Lang::En));
    assert!(same_hint("of", "of", Lang::En));
    // Hyphenated parts are counted one by one.
    assert!(same_hint("self-report", "semi-rotate", Lang::En));
    assert!(!same_hint("self-report", "selfreports", Lang::En));
    assert_eq!(
        hint_words("Hormone synthesis, regulation"),
        ["hormone", "synthesis", "regulation"]
    );
}

#[test]
fn a_name_of_everyday_words_is_known_and_a_name_of_the_field_is_not() {
    for name in ["United States", "Article X", "First Congress"] {
        assert!(known_name(name), "{name}");
    }
    for name in [
        "Industrial Revolution",
        "John Snow",
        "Tet Offensive",
        "carbon dioxide",
        "Society",
        "Louis Pasteur",
        "Sinoatrial Node",
    ] {
        assert!(!known_name(name), "{name}");
    }
}

#[test]
fn an_everyday_word_written_with_a_hyphen_is_an_everyday_word() {
    let prompt = "People can reach out to leaders through _____ and online discussion forums.";
    assert!(everyday_word(&typed(prompt, "e-mail"), Lang::En));
    // Joined, these are no words: they stay terms.
    for key in ["X-ray", "self-report"] {
        let prompt = "Doctors may ask for a(n) _____ before they decide on a treatment.";
        assert!(!everyday_word(&typed(prompt, key), Lang::En), "{key}");
    }
}

#[test]
fn a_name_only_its_own_sentence_says_is_not_blanked() {
    // Unseen set 103: "The conservative lawyers’ group is known as the
    // F_____ S_____", a group the section names once, rejected by both
    // raters; "the Judiciary Committee", said in three sentences, is what
    // the section teaches.
    let text = "Choosing Judges\n\n\
The Senate confirms the judges that the president nominates. \
Senators question each nominee in public hearings before the Judiciary Committee votes. \
The Judiciary Committee sends its report to the whole Senate.\n\n\
Interest groups also try to shape who sits on the courts. \
The largest conservative lawyers' group is known as the Federalist Society. \
Liberal groups rate nominees as well.\n\n\
Timing matters for every nomination. \
A nomination made close to an election is harder to confirm. \
The Judiciary Committee may delay hearings until after the vote.\n";
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a document");
    let typed_on = |name: &str| {
        made.quiz.questions.iter().any(|q| match &q.body {
            Body::ShortAnswer { accepted, .. } => accepted.iter().any(|a| a.text == name),
            _ => false,
        })
    };
    assert!(
        !typed_on("Federalist Society"),
        "{:#?}",
        made.quiz.questions
    );
    assert!(
        typed_on("Judiciary Committee"),
        "{:#?}",
        made.quiz.questions
    );
    // Pasted as one paragraph, a document has no paragraphs to tell a
    // passing name by: its names are asked.
    let (title, body) = text.split_once("\n\n").expect("a title");
    let one_line = format!("{title}\n\n{}", body.replace("\n\n", " "));
    let made = crate::make_with(&one_line, &crate::Options { count: 10 }).expect("a document");
    assert!(
        made.quiz.questions.iter().any(|q| matches!(&q.body,
            Body::ShortAnswer { accepted, .. } if accepted.iter().any(|a| a.text == "Federalist Society"))),
        "{:#?}",
        made.quiz.questions
    );
}

#[test]
fn a_name_whose_hint_another_name_of_the_document_shows_is_marked() {
    use super::super::analysis::Sentence;
    use super::super::select::{Candidate, Family};
    // Unseen set 117: "K_____ (10 letters)" was Kazakhstan and Kyrgyzstan
    // alike, C4 for both raters.
    let sentences = vec![
        Sentence::for_test(
            0,
            "The countries of Central Asia include Kazakhstan and Kyrgyzstan.",
        ),
        Sentence::for_test(
            1,
            "The influx of Russian people had a major influence on Kazakhstan.",
        ),
        Sentence::for_test(2, "Grain grows on the steppe near Almaty and Tashkent."),
    ];
    let candidate = |prompt: &str, key: &str| {
        Candidate::new(
            typed(prompt, key),
            1.0,
            key,
            Some(1),
            0,
            Family::ShortAnswer,
        )
    };
    let mut candidates = vec![
        candidate(
            "The influx of Russian people had a major influence on _____.",
            "Kazakhstan",
        ),
        // No other name shows "A_____ (6 letters)"; "steppe" is no name.
        candidate(
            "Grain grows on the steppe near _____ and Tashkent.",
            "Almaty",
        ),
        candidate(
            "Grain grows on the _____ near Almaty and Tashkent.",
            "steppe",
        ),
    ];
    mark_twin_hints(&mut candidates, &sentences, Lang::En);
    assert!(candidates[0].hint_shared);
    assert!(!candidates[1].hint_shared);
    assert!(!candidates[2].hint_shared);
}
