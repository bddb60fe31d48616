//! Whole-document tests of which sentences are asked about and how a
//! question shows them: debris, headings, context, openings that lean on
//! the sentence before.

use super::tests::{key_text, make};
use super::*;

#[test]
fn noisy_sentences_are_never_asked_about() {
    let text = "Notes\n\nThe mening1t1s vaccine was introduced in 1978 in many countries. Hepatic failme can follow an infection that lasts 14 days or more.";
    for q in make(text, 10) {
        assert!(
            !q.prompt.contains("mening1t1s") && !q.prompt.contains("failme"),
            "{}",
            q.prompt
        );
    }
}

#[test]
fn a_capitalised_clause_after_a_colon_stands_on_its_own() {
    use super::analysis::Unfit;
    assert_eq!(
        super::after_colon(
            "We can divide that ground into two parts: Microeconomics focuses on the actions of individual agents.",
            Unfit::TalksToReader
        ),
        Some("Microeconomics focuses on the actions of individual agents.")
    );
    assert_eq!(
        super::after_colon(
            "There are three types: Primary groups, secondary groups, and reference groups.",
            Unfit::StartsWithReference
        ),
        None
    );
    // Longer items with no verb are a list as well.
    assert_eq!(
        super::after_colon(
            "They are called different names, depending on the tissue: Kupffer cells in the liver, histiocytes in connective tissue, and alveolar macrophages in the lungs.",
            Unfit::StartsWithReference
        ),
        None
    );
    // A sentence unfit for another reason is not rescued by its colon.
    assert_eq!(
        super::after_colon(
            "Why does it matter: Microeconomics focuses on the actions of individuals?",
            Unfit::NotAStatement
        ),
        None
    );
}

#[test]
fn a_sentence_written_in_brackets_is_read_without_them() {
    use super::analysis::Unfit;
    let aside = "(A light year is the distance light travels in one year.)";
    assert_eq!(
        super::without_enclosing_brackets(aside, Unfit::NoCapital),
        Some("A light year is the distance light travels in one year.")
    );
    // Brackets that close before the end enclose no sentence.
    assert_eq!(
        super::without_enclosing_brackets(
            "(a) The light year is a distance, and (b) it is not a time.)",
            Unfit::NoCapital
        ),
        None
    );
    // A whole document: the definition in brackets is asked about.
    let text = "Chemical formulas\n\nAtoms combine in fixed proportions to form compounds. (A chemical bond is an attraction between atoms or ions that holds them together in a molecule or a crystal.) Chemists describe a molecule by its chemical formula.";
    let prompts: Vec<String> = make(text, 10).into_iter().map(|q| q.prompt).collect();
    assert!(
        prompts
            .iter()
            .any(|p| p.contains("an attraction between atoms or ions")),
        "{prompts:?}"
    );
}

#[test]
fn a_first_clause_is_asked_when_its_second_leans_on_what_came_before() {
    // Unseen set 112: the clause after the semicolon points back, the one
    // before it is a statement of its own.
    let text = "Memory\n\nPrograms keep their data in memory while they run. Garbage collection is a form of automatic memory management that reclaims the storage of objects no longer in use; normally, this work is done by a part of the program called the collector. Some languages leave memory to the programmer.";
    let prompts: Vec<String> = make(text, 10).into_iter().map(|q| q.prompt).collect();
    assert!(
        prompts
            .iter()
            .any(|p| p.contains("automatic memory management") && !p.contains("collector")),
        "{prompts:?}"
    );
}

#[test]
fn a_run_in_heading_is_left_out_of_its_sentence() {
    assert_eq!(
        super::run_in_label(
            "Milgram Experiment: In 1961, psychologist Stanley Milgram conducted an experiment at Yale University.",
            Lang::En
        ),
        Some("In 1961, psychologist Stanley Milgram conducted an experiment at Yale University.")
    );
    // A statement before the colon is no heading; nor is a list after it.
    assert_eq!(
        super::run_in_label(
            "Tobacco was the main crop: Planters grew it on every farm of the colony.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        super::run_in_label(
            "Three groups: Primary groups, secondary groups, and reference groups.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        super::run_in_label(
            "Der Name passte: Merkur bewegt sich am schnellsten von allen Planeten.",
            Lang::De
        ),
        None
    );
}

#[test]
fn a_consequence_is_not_cut_from_what_it_follows_from() {
    use analysis::Unfit;
    let reason = analysis::unfit(
        "Accordingly, thyroid stimulating hormone is increased in the blood.",
        Lang::En,
        &layout::Furniture::default(),
    );
    assert_eq!(reason, Some(Unfit::StartsWithReference));
    let thus = "Thus, thyroid stimulating hormone is increased in the blood.";
    assert_eq!(
        without_connective(thus, Unfit::StartsWithReference, Lang::En),
        None
    );
    let however = "However, the primary group is usually fairly small in size.";
    assert_eq!(
        without_connective(however, Unfit::StartsWithReference, Lang::En).as_deref(),
        Some("The primary group is usually fairly small in size.")
    );
    let rather = "Rather, low-income countries must manage such problems as infectious disease and scarce medical personnel.";
    assert_eq!(
        analysis::unfit(rather, Lang::En, &layout::Furniture::default()),
        Some(Unfit::StartsWithReference)
    );
    assert_eq!(
        without_connective(rather, Unfit::StartsWithReference, Lang::En).as_deref(),
        Some(
            "Low-income countries must manage such problems as infectious disease and scarce medical personnel."
        )
    );
    assert_eq!(
        analysis::unfit(
            "Rather than relying on rain, farmers in the valley irrigate their fields from the river.",
            Lang::En,
            &layout::Furniture::default()
        ),
        None
    );
    let alternatively =
        "Alternatively, many cities have a network of well-to-do individuals who fund new firms.";
    assert_eq!(
        analysis::unfit(alternatively, Lang::En, &layout::Furniture::default()),
        Some(Unfit::StartsWithReference)
    );
    assert_eq!(
        without_connective(alternatively, Unfit::StartsWithReference, Lang::En).as_deref(),
        Some("Many cities have a network of well-to-do individuals who fund new firms.")
    );
    let meanwhile =
        "Meanwhile, Chief Justice John Marshall was quietly reshaping American government.";
    assert_eq!(
        analysis::unfit(meanwhile, Lang::En, &layout::Furniture::default()),
        Some(Unfit::StartsWithReference)
    );
    assert_eq!(
        without_connective(meanwhile, Unfit::StartsWithReference, Lang::En).as_deref(),
        Some("Chief Justice John Marshall was quietly reshaping American government.")
    );
}

#[test]
fn an_example_is_asked_on_its_own_unless_its_numbers_only_illustrate() {
    use analysis::Unfit;
    let example = "For example, Aristotle asserted that happiness has intrinsic value.";
    let reason = analysis::unfit(example, Lang::En, &layout::Furniture::default());
    assert_eq!(reason, Some(Unfit::StartsWithReference));
    assert_eq!(
        without_connective(example, Unfit::StartsWithReference, Lang::En).as_deref(),
        Some("Aristotle asserted that happiness has intrinsic value.")
    );
    let figures = "For example, a 2014 survey found that 40 percent of adults save nothing.";
    assert_eq!(
        without_connective(figures, Unfit::StartsWithReference, Lang::En),
        None
    );
    // An instance of a term, which read alone would define it.
    let instance = "For example, an ideal geographic feature is an island or cape in the ocean or a mountain top.";
    assert_eq!(
        without_connective(instance, Unfit::StartsWithReference, Lang::En),
        None
    );
    // Unseen set 113: "To take a simple example," is such an opening too.
    let simple = "To take a simple example, complex numbers may be represented in two almost equivalent ways.";
    assert_eq!(
        analysis::unfit(simple, Lang::En, &layout::Furniture::default()),
        Some(Unfit::StartsWithReference)
    );
    assert_eq!(
        without_connective(simple, Unfit::StartsWithReference, Lang::En).as_deref(),
        Some("Complex numbers may be represented in two almost equivalent ways.")
    );
    let french = "Par exemple, la Pologne a proposé le premier projet de convention.";
    assert_eq!(
        without_connective(french, Unfit::StartsWithReference, Lang::Fr).as_deref(),
        Some("La Pologne a proposé le premier projet de convention.")
    );
}

#[test]
fn a_sentence_to_the_reader_is_found_with_a_typographic_apostrophe() {
    assert_eq!(
        analysis::unfit(
            "Let’s take a look at terms that define a bureaucracy to understand them.",
            Lang::En,
            &layout::Furniture::default()
        ),
        Some(analysis::Unfit::TalksToReader)
    );
}

#[test]
fn a_technical_word_said_once_is_no_damage_but_words_run_together_are() {
    let clean =
        "The kidneys lie in the retroperitoneal space. Smooth muscle moves urine by peristalsis.";
    assert!(
        suspicious_words(clean).is_empty(),
        "{:?}",
        suspicious_words(clean)
    );
    let text =
        format!("{clean} Hepatic failme can follow an infection. The lmmune system fights it.");
    let suspicious = suspicious_words(&text);
    assert!(suspicious.contains("failme"), "{suspicious:?}");
    assert!(suspicious.contains("lmmune"), "{suspicious:?}");
    // A copy with damage anywhere is trusted nowhere.
    assert!(suspicious.contains("retroperitoneal"), "{suspicious:?}");
    // One compound no list knows is no damage: the technical words stay.
    let compound = format!(
        "{clean} Most multicellular fungi are septate. The worldview of a stakeholder differs."
    );
    let suspicious = suspicious_words(&compound);
    assert!(!suspicious.contains("retroperitoneal"), "{suspicious:?}");
    assert!(!suspicious.contains("septate"), "{suspicious:?}");
    // A compound WordNet knows is no damage at all.
    assert!(!suspicious.contains("stakeholder"), "{suspicious:?}");
    // A noun closed up with its maker or its making is a compound too.
    let closed = "Advocacy informs voters and policymakers. Health policymaking is slow.";
    assert!(
        suspicious_words(closed).is_empty(),
        "{:?}",
        suspicious_words(closed)
    );
    // Two content words closed up are a compound no list knows yet
    // ("runtime", "snowmelt"), unless the copy lost a space elsewhere.
    let closed_up =
        "A watershed drains rainfall and snowmelt into one river. The runtime frees memory.";
    assert!(
        suspicious_words(closed_up).is_empty(),
        "{:?}",
        suspicious_words(closed_up)
    );
    let lost = format!("{closed_up} It stores theresult in a register.");
    assert!(suspicious_words(&lost).contains("snowmelt"));
    let broken = format!("{clean} Mast cells cause in ammation.");
    assert!(suspicious_words(&broken).contains("ammation"));
    assert!(suspicious_words(&broken).contains("peristalsis"));
}

#[test]
fn a_question_on_a_sentence_with_context_shows_the_context_unchanged() {
    let text = "Pioneers of Radioactivity\n\n\
        Henri Becquerel discovered radioactivity in uranium salts in 1896. \
        For many years in a Paris laboratory, Marie Curie studied the rays of uranium. \
        She and Pierre Curie first found polonium and radium in 1898. \
        Ernest Rutherford named the alpha and beta rays in 1899. \
        Frederick Soddy explained radioactive decay with Rutherford in 1902.\n";
    let out = generate(text, "en", "Pioneers of Radioactivity", &[], 10);
    let context = "For many years in a Paris laboratory, Marie Curie studied the rays of uranium.";
    let joined: Vec<&str> = out
        .questions
        .iter()
        .map(|q| q.prompt.as_str())
        .filter(|p| p.contains("polonium"))
        .collect();
    assert!(!joined.is_empty(), "{:#?}", out.questions);
    for prompt in joined {
        assert!(prompt.contains(context), "{prompt}");
    }
    // Its source passage holds the context too, so that a check of the
    // question against its source finds every word it shows.
    for q in out
        .questions
        .iter()
        .filter(|q| q.prompt.contains("polonium"))
    {
        let span = q.source.expect("source");
        assert!(
            text[span.start..span.end].starts_with(context),
            "{}",
            &text[span.start..span.end]
        );
    }
}

#[test]
fn a_question_that_changes_the_context_is_not_about_its_sentence() {
    let mut sentence = analysis::Sentence::for_test(
        0,
        "In a Paris laboratory, Marie Curie studied uranium. She discovered polonium in 1898.",
    );
    sentence.context = "In a Paris laboratory, Marie Curie studied uranium. ".len();
    assert!(realise::shows_context(
        &sentence,
        "In a Paris laboratory, Marie Curie studied uranium. She discovered _____ in 1898."
    ));
    assert!(!realise::shows_context(
        &sentence,
        "In a Paris laboratory, _____ studied uranium. She discovered polonium in 1898."
    ));
    sentence.context = 0;
    assert!(realise::shows_context(&sentence, "anything"));
}

#[test]
fn a_heading_in_lower_case_glued_to_a_sentence_is_debris() {
    let unfit = |text: &str| analysis::unfit(text, Lang::En, &layout::Furniture::default());
    assert_eq!(
        unfit(
            "Third line of defence – the adaptive response An antigen is a molecule that triggers an immune response."
        ),
        Some(analysis::Unfit::FusedHeading)
    );
    // "An" after a capitalised name, or "A" as a letter, is no lost stop.
    assert_eq!(
        unfit("People with blood of type A can receive blood from a donor of type O safely."),
        None
    );
}

#[test]
fn openings_that_take_up_what_came_before_in_english_and_german() {
    let unfit = |text: &str, lang: Lang| analysis::unfit(text, lang, &layout::Furniture::default());
    assert!(
        unfit(
            "In the example above, a disruptive technology might be the advent of cloud storage.",
            Lang::En
        )
        .is_some()
    );
    assert!(
        unfit(
            "At the other end of the tendon, it fuses with the periosteum coating the bone.",
            Lang::En
        )
        .is_some()
    );
    assert!(unfit("If correct, then gravitational perturbations from Jupiter could have moved the giant planets.", Lang::En).is_some());
    assert!(
        unfit(
            "Daran sind dann Bakterien schuld und deshalb erhält man ein Antibiotikum.",
            Lang::De
        )
        .is_some()
    );
    assert!(
        unfit(
            "Bakterien sind oft schuld an einer Lungenentzündung bei älteren Menschen.",
            Lang::De
        )
        .is_none()
    );
}

#[test]
fn a_question_on_a_sentence_whose_pronoun_was_named_rests_on_both_sentences() {
    let text = include_str!("../../tests/corpus/science-photosynthesis.txt");
    let generated = super::generate(text, "en", "Photosynthesis", &[], 40);
    let on_it: Vec<_> = generated
        .questions
        .iter()
        .chain(generated.suggestions.iter().map(|s| &s.question))
        .filter(|q| q.prompt.contains("absorbs mainly red"))
        .collect();
    assert!(!on_it.is_empty(), "{generated:#?}");
    for q in on_it {
        let span = q.source.expect("a generated question has its source");
        let passage = &text[span.start..span.end];
        assert!(
            passage.starts_with("Chlorophyll is a green pigment"),
            "{passage}"
        );
    }
}

#[test]
fn a_lesson_on_a_disease_names_it_where_a_sentence_leaves_it_out() {
    let text = "Introduction to Multiple Sclerosis\n\nMultiple sclerosis (MS) is a debilitating, inflammatory, immune-mediated condition. This disease is characterized by a progressive and irreversible demyelination of the brain, spinal cord, and optic nerves. Myelin is a protective sheath that acts as an insulator of the electrical signal. As the myelin deteriorates, oligodendrocytes repair the damage but also form scar tissue called gliotic plaques. These plaques interfere with electrical impulses traveling through the axon. The damage mainly affects the white matter and results in lesions, which are called plaques because they are easily visible on imaging studies. The scar tissue can slow or even stop nerve impulses altogether.\n";
    let made = generate(text, "en", "Introduction to Multiple Sclerosis", &[], 10);
    let prompts: Vec<&str> = made
        .questions
        .iter()
        .map(|q| q.prompt.as_str())
        .chain(made.suggestions.iter().map(|s| s.question.prompt.as_str()))
        .collect();
    assert!(
        prompts
            .iter()
            .any(|p| p.contains("In multiple sclerosis, the ")),
        "{prompts:#?}"
    );
    for prompt in &prompts {
        assert!(
            !prompt.starts_with("The damage") && !prompt.starts_with("The s_____ t_____"),
            "{prompt}"
        );
    }
}

#[test]
fn a_word_made_from_the_key_gives_it_away() {
    // Unseen set 76: "The g_____ m_____ … give it its grayish color" (C5
    // for both raters).
    let text = include_str!("../../tests/leaks/nutrition_neurologic_system.txt");
    let made = generate(text, "en", "Nutrition and the Neurologic System", &[], 10);
    let mut asked_on_gray_matter = 0;
    for question in made
        .questions
        .iter()
        .chain(made.suggestions.iter().map(|s| &s.question))
    {
        if let quizforge_core::Body::ShortAnswer { accepted, .. } = &question.body {
            if accepted
                .iter()
                .any(|a| a.text.to_lowercase() == "gray matter")
            {
                asked_on_gray_matter += 1;
            }
            assert!(
                !(question.prompt.contains("grayish")
                    && accepted
                        .iter()
                        .any(|a| a.text.to_lowercase().contains("gray"))),
                "{}",
                question.prompt
            );
        }
    }
    // The key is still asked where no word gives it away.
    assert!(asked_on_gray_matter > 0);
}

#[test]
fn a_rank_is_asked_true_or_false_only_as_the_text_states_it() {
    // Turned ("the smallest failure", "the least common cause") a rank
    // states what the text never claimed: both raters rejected 29 of 38
    // such false forms over the rated sets.
    let text = "Trade policy\n\nJefferson’s biggest failure came in foreign policy. The most common cause of the embargo’s failure was smuggling across the Canadian border. The largest port in the young republic was the harbour of New York. The oldest customs house stood in the town of Salem. The highest tariffs fell on British cloth and iron. The strongest opposition to the embargo came from New England merchants.";
    let statements: Vec<Question> = make(text, 10)
        .into_iter()
        .filter(|q| q.prompt.starts_with("True or false"))
        .collect();
    assert!(!statements.is_empty());
    for q in statements {
        assert_eq!(
            q.body,
            quizforge_core::Body::true_false(Some(true), "en"),
            "{}",
            q.prompt
        );
    }
}

#[test]
fn a_definition_that_says_your_is_asked_with_the() {
    // Unseen set 110 (Pro Git): the definition went unasked as the book
    // talking to its reader.
    let text = "What Is Git?\n\nGit stores its data as a series of snapshots of a miniature filesystem. The staging area is a file, generally contained in your Git directory, that stores information about what will go into your next commit. Its technical name in Git parlance is the index, but the phrase staging area works just as well.\n";
    let qs = make(text, 10);
    let question = qs
        .iter()
        .find(|q| key_text(q).eq_ignore_ascii_case("staging area"))
        .unwrap_or_else(|| panic!("a question on the staging area: {qs:#?}"));
    assert!(
        question.prompt.contains("contained in the Git directory")
            && question.prompt.contains("into the next commit")
            && !question.prompt.contains("your"),
        "{}",
        question.prompt
    );
}

#[test]
fn what_can_be_of_one_sibling_is_never_swapped_into_a_false_statement() {
    // Unseen set 121: "Intrapersonal conflict can arise because of
    // differences in roles" became "Intergroup conflict can arise …",
    // keyed false; both raters: it can (C3, C4).
    let text = "Understanding Conflict\n\nConflict is a process that involves people disagreeing. Conflict at work can be mild or severe.\n\nTypes of Conflict\n\nIntrapersonal Conflict\n\nIntrapersonal conflict arises within a person. Intrapersonal conflict can arise because of differences in roles. A manager may want to be a mentor and a judge at once.\n\nInterpersonal Conflict\n\nInterpersonal conflict is among individuals such as coworkers, a manager and an employee, or two colleagues. Interpersonal conflict often comes from personal differences.\n\nIntergroup Conflict\n\nIntergroup conflict is conflict that takes place among different groups. Departments may conflict over budget allocations.\n";
    let qs = make(text, 10);
    let false_ones: Vec<&str> = qs
        .iter()
        .filter(|q| {
            matches!(&q.body, quizforge_core::Body::TrueFalse { choices }
                if choices.iter().any(|c| c.correct && c.text == "False"))
        })
        .map(|q| q.prompt.as_str())
        .collect();
    assert!(
        false_ones.iter().all(|p| !p.contains(" can ")),
        "{false_ones:?}"
    );
}
