use super::super::concept::bare;
use super::super::layout::Furniture;
use super::*;

/// `resolve` where the document names nobody in full.
fn resolve(previous: &str, sentence: &str, concepts: &[Concept]) -> Option<String> {
    super::resolve(previous, sentence, concepts, &BTreeMap::new())
}

/// The sentences of `text`, one per line or per ". " in a line, with
/// their real spans, each marked unfit as the forge would.
fn split(text: &str) -> Vec<Sentence> {
    let mut out = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        for piece in line.trim_end().split_inclusive(". ") {
            let trimmed = piece.trim();
            let start = at + line.find(trimmed).unwrap_or(0);
            let mut sentence = Sentence::for_test(out.len(), trimmed);
            sentence.start = start;
            sentence.end = start + trimmed.len();
            sentence.unfit =
                super::super::analysis::unfit(trimmed, Lang::En, &Furniture::default());
            sentence.clean = sentence.unfit.is_none();
            out.push(sentence);
        }
        at += line.len();
    }
    out
}

#[test]
fn a_person_named_once_is_put_in_for_the_pronoun_after() {
    let text = "Jay Gould was perhaps the first prominent railroad magnate to be called a robber baron. He bought rundown railroads, made minimal improvements and sold them for his own profit. He later bought the Erie Railroad.\nHe also owned newspapers.";
    let mut sentences = split(text);
    assert_eq!(sentences.len(), 4);
    pronouns(&mut sentences, &[], text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    assert_eq!(
        sentences[1].text,
        "Jay Gould bought rundown railroads, made minimal improvements and sold them for his own profit."
    );
    assert!(sentences[1].clean);
    // The next "He" goes on with the name put in.
    assert_eq!(
        sentences[2].text,
        "Jay Gould later bought the Erie Railroad."
    );
    // Not across a paragraph.
    assert!(!sentences[3].clean);
    // A sentence before that is not asked (it compares) still names
    // its person.
    let text = "Vanderbilt consolidated several smaller railroad lines into one. He later purchased stock in the major rail lines.\nCornelius Vanderbilt died rich.";
    let mut sentences = split(text);
    pronouns(&mut sentences, &[], text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    assert_eq!(
        sentences[1].text,
        "Vanderbilt later purchased stock in the major rail lines."
    );
    // "She" is not Jay.
    let text = "Jay Gould was a railroad magnate of great wealth. She bought rundown railroads and sold them.";
    let mut sentences = split(text);
    pronouns(&mut sentences, &[], text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    assert!(!sentences[1].clean);
}

#[test]
fn a_person_s_pronoun_is_asked_with_the_sentence_before_as_context() {
    let text = "Elizabeth Kübler-Ross described the process of an individual accepting death. She proposed five stages of grief.\nShe also wrote books.";
    let mut sentences = split(text);
    assert_eq!(sentences.len(), 3);
    assert!(!sentences[1].clean && !sentences[2].clean);
    with_context(&mut sentences, text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    let joined = &sentences[1];
    assert!(joined.clean);
    assert_eq!(
        joined.text,
        "Elizabeth Kübler-Ross described the process of an individual accepting death. She proposed five stages of grief."
    );
    assert_eq!(
        &joined.text[joined.context..],
        "She proposed five stages of grief."
    );
    // Another paragraph's pronoun is not taken up across the break.
    assert!(!sentences[2].clean && sentences[2].context == 0);
    // Nor in French, whose openings these are not.
    let mut french = split(text);
    with_context(&mut french, text, Lang::Fr, |_| None);
    assert!(!french[1].clean);
}

#[test]
fn a_sentence_leaving_its_subject_unnamed_is_asked_with_the_one_before() {
    let text = "In 1924, Congress passed the Johnson-Reed Act to limit immigration from Europe. The act limited each nationality to 2 percent of its number in 1890.";
    let mut sentences = split(text);
    assert_eq!(
        sentences[1].unfit,
        Some(super::super::analysis::Unfit::LeavesUnnamed)
    );
    with_context(&mut sentences, text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    assert!(sentences[1].clean, "{:?}", sentences[1].unfit);
    assert_eq!(
        &sentences[1].text[sentences[1].context..],
        "The act limited each nationality to 2 percent of its number in 1890."
    );
}

#[test]
fn an_opening_these_is_not_taken_up_by_context() {
    let text = "The kidneys filter the blood of the whole body every day. These organs also release hormones into the blood.";
    let mut sentences = split(text);
    with_context(&mut sentences, text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    assert!(!sentences[1].clean);
}

#[test]
fn a_sentence_naming_what_the_one_before_describes_is_asked_with_it() {
    let text = "Good students think about how they learn and change their habits when something fails. This is called metacognition. These organs also release hormones into the blood.";
    let mut sentences = split(text);
    with_context(&mut sentences, text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    // Four words alone, yet asked with the sentence before it.
    assert!(sentences[1].clean, "{:?}", sentences[1].unfit);
    assert_eq!(
        &sentences[1].text[sentences[1].context..],
        "This is called metacognition."
    );
    // An opening "These" that names nothing is still left out.
    assert!(!sentences[2].clean);
}

#[test]
fn a_sentence_naming_what_the_one_before_describes_takes_no_term_for_its_this() {
    // "This process" is the selecting the sentence before describes, not
    // the process its opening term names.
    let text = "The perceptual process begins when objects that vie for attention are selected by individuals. This process is called perceptual selectivity.";
    let mut sentences = split(text);
    let recheck = |t: &str| super::super::analysis::unfit(t, Lang::En, &Furniture::default());
    pronouns(
        &mut sentences,
        &concepts(&["perceptual process"]),
        text,
        Lang::En,
        recheck,
    );
    assert!(
        sentences[1].text.starts_with("This process"),
        "{}",
        sentences[1].text
    );
}

fn concepts(terms: &[&str]) -> Vec<Concept> {
    terms
        .iter()
        .enumerate()
        .map(|(i, t)| bare(t, 0, i, None))
        .collect()
}

#[test]
fn a_person_after_what_they_were_is_taken_up_by_name() {
    let mut freud = bare("Sigmund Freud", 0, 0, None);
    freud.class = Some("person".to_string());
    assert_eq!(
        resolve(
            "Psychoanalyst Sigmund Freud (1856–1939) was one of the most influential modern scientists.",
            "He believed that personality and sexual development were closely linked.",
            &[freud]
        )
        .as_deref(),
        Some("Sigmund Freud believed that personality and sexual development were closely linked.")
    );
}

#[test]
fn an_opening_pronoun_takes_up_the_term_before_it() {
    let known = concepts(&["reflexes", "instincts", "macroeconomics"]);
    assert_eq!(
        resolve(
            "Reflexes are a motor or neural reaction to a specific stimulus.",
            "They tend to be simpler than instincts.",
            &known
        )
        .as_deref(),
        Some("Reflexes tend to be simpler than instincts.")
    );
    assert_eq!(
        resolve(
            "Macroeconomics looks at the economy as a whole.",
            "It focuses on broad issues such as growth of production.",
            &known
        )
        .as_deref(),
        Some("Macroeconomics focuses on broad issues such as growth of production.")
    );
    let poles = concepts(&["totem pole"]);
    assert_eq!(
        resolve(
            "The totem pole is a form of monumental architecture.",
            "It functions as a signpost that identifies the occupants of an area.",
            &poles
        )
        .as_deref(),
        Some("The totem pole functions as a signpost that identifies the occupants of an area.")
    );
}

#[test]
fn this_field_reaches_back_to_the_field_its_paragraph_defines() {
    let mut known = concepts(&["human factors psychology"]);
    known[0].class = Some("study".to_string());
    let recheck = |t: &str| super::super::analysis::unfit(t, Lang::En, &Furniture::default());
    let text = "Human factors psychology is the study of how workers interact with the tools of work. These studies can involve the fit of a desk and a chair. In Europe, this field is referred to as ergonomics.";
    let mut sentences = split(text);
    assert!(!sentences[2].clean);
    pronouns(&mut sentences, &known, text, Lang::En, recheck);
    assert!(sentences[2].clean);
    assert_eq!(
        sentences[2].text,
        "In Europe, human factors psychology is referred to as ergonomics."
    );
    // Not across a paragraph break.
    let text = "Human factors psychology is the study of how workers interact with the tools of work. These studies can involve the fit of a desk and a chair.\nIn Europe, this field is referred to as ergonomics.";
    let mut sentences = split(text);
    pronouns(&mut sentences, &known, text, Lang::En, recheck);
    assert!(!sentences[2].clean);
}

#[test]
fn this_field_takes_up_a_field_of_study_defined_before() {
    let mut known = concepts(&["human factors psychology", "primary group"]);
    known[0].class = Some("study".to_string());
    let previous =
        "Human factors psychology is the study of how workers interact with the tools of work.";
    assert_eq!(
        resolve(
            previous,
            "In Europe, this field is referred to as ergonomics.",
            &known
        )
        .as_deref(),
        Some("In Europe, human factors psychology is referred to as ergonomics.")
    );
    assert_eq!(
        resolve(previous, "This field began in the 1940s.", &known).as_deref(),
        Some("Human factors psychology began in the 1940s.")
    );
    // A group is no field; a long opening is a clause of its own.
    assert_eq!(
        resolve(
            "The primary group is usually fairly small.",
            "This field serves emotional needs.",
            &known
        ),
        None
    );
    assert_eq!(
        resolve(
            previous,
            "When the war ended and factories reopened, this field grew.",
            &known
        ),
        None
    );
}

#[test]
fn a_demonstrative_and_the_head_of_the_term_before_take_it_up() {
    let known = concepts(&["primary group", "secondary groups", "reflexes"]);
    assert_eq!(
        resolve(
            "The primary group is usually fairly small.",
            "This group serves emotional needs.",
            &known
        )
        .as_deref(),
        Some("The primary group serves emotional needs.")
    );
    assert_eq!(
        resolve(
            "Secondary groups are often larger and impersonal.",
            "These groups serve an instrumental function.",
            &known
        )
        .as_deref(),
        Some("Secondary groups serve an instrumental function.")
    );
    // Another noun, or another number, is something else.
    assert_eq!(
        resolve(
            "The primary group is usually fairly small.",
            "This size helps its members.",
            &known
        ),
        None
    );
    assert_eq!(
        resolve(
            "The primary group is usually fairly small.",
            "These groups serve emotional needs.",
            &known
        ),
        None
    );
}

#[test]
fn a_pronoun_that_could_mean_something_else_is_left() {
    let known = concepts(&["reflexes", "instincts", "macroeconomics"]);
    // Two subjects: "they" may be either or both.
    assert_eq!(
        resolve(
            "Reflexes and instincts are innate behaviors.",
            "They help an organism adapt.",
            &known
        ),
        None
    );
    // The number disagrees: "it" is not the reflexes.
    assert_eq!(
        resolve(
            "Reflexes are fast reactions.",
            "It is simpler than an instinct.",
            &known
        ),
        None
    );
    // An empty "it".
    assert_eq!(
        resolve(
            "Macroeconomics looks at the economy as a whole.",
            "It is important to study both views.",
            &known
        ),
        None
    );
    // The subject goes on past the term: "It" is vitamin D, not any
    // vitamin.
    let vitamins = concepts(&["vitamin"]);
    assert_eq!(
        resolve(
            "Vitamin D plays an essential role in calcium metabolism.",
            "It is measured in the clinic.",
            &vitamins
        ),
        None
    );
    // The whole subject, then, where a definition's verb follows it.
    assert_eq!(
        resolve(
            "Vitamin deficiency is common in older adults.",
            "It is measured in the clinic.",
            &vitamins
        )
        .as_deref(),
        Some("Vitamin deficiency is measured in the clinic.")
    );
    // The sentence before opens with no term.
    assert_eq!(
        resolve(
            "Birds build nests as winter approaches.",
            "They migrate south.",
            &known
        ),
        None
    );
}

#[test]
fn a_pronoun_after_a_subject_and_its_definition_verb_takes_up_the_subject() {
    // Terms the forge did not take for terms it teaches.
    assert_eq!(
        resolve(
            "Metformin is a non-sulfonylurea biguanide.",
            "It is used to treat type 2 diabetes along with diet and exercise.",
            &[]
        )
        .as_deref(),
        Some("Metformin is used to treat type 2 diabetes along with diet and exercise.")
    );
    assert_eq!(
        resolve(
            "A lens is a transparent structure that lies directly behind the pupil.",
            "It is attached to the ciliary muscle.",
            &[]
        )
        .as_deref(),
        Some("The lens is attached to the ciliary muscle.")
    );
    assert_eq!(
        resolve(
            "Implicit biases are unconscious attitudes that result in a negative evaluation.",
            "They are shaped by prior experiences.",
            &[]
        )
        .as_deref(),
        Some("Implicit biases are shaped by prior experiences.")
    );
    assert_eq!(
        resolve(
            "Health policymaking refers to the work of government bodies.",
            "It involves carefully thought-out decision-making processes.",
            &[]
        )
        .as_deref(),
        Some("Health policymaking involves carefully thought-out decision-making processes.")
    );
}

#[test]
fn a_subject_that_names_nothing_or_an_empty_it_is_not_taken_up() {
    // "The drug" names no drug; "Each client", "This" and "Reflexes and
    // instincts" are no one term.
    for previous in [
        "The drug is available in immediate-release tablets.",
        "Each client is assessed before the first dose.",
        "This is the most common form of the disease.",
        "Reflexes and instincts are innate behaviors.",
        "For example, nurses are expected to document the dose.",
    ] {
        for sentence in ["It is taken daily.", "They are taken daily."] {
            assert_eq!(
                resolve(previous, sentence, &[]),
                None,
                "{previous} {sentence}"
            );
        }
    }
    // The verb's number is the pronoun's.
    assert_eq!(
        resolve(
            "Sulfonylureas are a group of drugs.",
            "It is taken daily.",
            &[]
        ),
        None
    );
    // "It" as the empty subject of what follows.
    for sentence in [
        "It is important to swallow the extended-release capsule whole.",
        "It is believed that vitamin D can lower the risk.",
        "It was not until 1921 that insulin was isolated.",
        "It is possible to avert tissue death with timely drugs.",
    ] {
        assert_eq!(
            resolve("Metformin is a non-sulfonylurea biguanide.", sentence, &[]),
            None,
            "{sentence}"
        );
    }
}

#[test]
fn a_sentence_too_short_to_ask_still_names_what_the_next_pronoun_means() {
    let text = "Metformin is a biguanide. It is used to treat type 2 diabetes along with diet and exercise.";
    let mut sentences = split(text);
    assert!(!sentences[0].clean);
    pronouns(&mut sentences, &[], text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    assert_eq!(
        sentences[1].text,
        "Metformin is used to treat type 2 diabetes along with diet and exercise."
    );
    assert!(sentences[1].clean);
}

#[test]
fn an_opening_these_taking_up_a_noun_named_before_is_asked_with_that_sentence() {
    let text = "The water vascular system also projects from holes in the skeleton in the form of tube feet. These tube feet can expand or contract with the water in the system.";
    let mut sentences = split(text);
    assert!(!sentences[1].clean);
    with_context(&mut sentences, text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    assert!(sentences[1].clean, "{:?}", sentences[1].unfit);
    assert_eq!(
        &sentences[1].text[sentences[1].context..],
        "These tube feet can expand or contract with the water in the system."
    );
    // A singular one, named in the plural before.
    let text = "Carbohydrates are also found on the exterior surface of the cell membrane. This carbohydrate layer helps the cell bind the substances it needs.";
    let mut sentences = split(text);
    with_context(&mut sentences, text, Lang::En, |t| {
        super::super::analysis::unfit(t, Lang::En, &Furniture::default())
    });
    assert!(sentences[1].clean, "{:?}", sentences[1].unfit);
}

#[test]
fn an_opening_this_or_these_before_a_verb_stays_unfit() {
    for second in [
        "These include legal minors and those who are intoxicated.",
        "This means the contract can be voided by the minor.",
        "These form the basis of every contract between minors.",
    ] {
        let text = format!(
            "Certain classes of people are presumed to have no capacity to make a contract for minors. {second}"
        );
        let mut sentences = split(&text);
        with_context(&mut sentences, &text, Lang::En, |t| {
            super::super::analysis::unfit(t, Lang::En, &Furniture::default())
        });
        assert!(!sentences[1].clean, "{second}");
    }
}
