//! Unit tests of `about.rs`.

use super::*;
use crate::generate::phrasing::{among_names, french_article, inside_a_title};
use crate::generate::siblings::{
    called_a_kind_of, counts_more_of_the_same, echoed_elsewhere, general_or_same_root, hedged,
    modifiers_side_by_side, named_one_another, negated, nested, one_qualifier_many_heads,
    other_half_of_a_pair, participle_apart, said_to_be, same_kind, suffix_family,
};

#[test]
fn whole_words_only() {
    assert_eq!(
        word_positions("The in-group and the group, groups.", "group"),
        vec![21]
    );
    assert_eq!(
        word_positions("Primary groups are small.", "primary groups"),
        vec![0]
    );
}

fn concept(term: &str, plural: bool, definite: bool) -> Concept {
    Concept {
        term: term.to_string(),
        plural,
        definite,
        bare: false,
        gloss: None,
        class: None,
        head: term.to_string(),
        other_form_used: false,
        described: false,
        peers: Vec::new(),
        parent: None,
        sentence: None,
        section: 0,
        order: 0,
    }
}

#[test]
fn half_a_noun_phrase_is_no_blank() {
    let text = "A single sperm binds to the plasma membrane of the oocyte.";
    let at = text.find("membrane").unwrap();
    assert!(inside_phrase(text, at, at + "membrane".len(), Lang::En));
    let at = text.find("plasma membrane").unwrap();
    assert!(!inside_phrase(
        text,
        at,
        at + "plasma membrane".len(),
        Lang::En
    ));
    let text = "Antimicrobial drugs work by destroying microbial structures.";
    assert!(inside_phrase(text, 0, "Antimicrobial".len(), Lang::En));
    // An opening quote does not part the word before from the key.
    let text = "The term “chemical mediators” encompasses a wide array of substances.";
    let at = text.find("mediators").unwrap();
    assert!(inside_phrase(text, at, at + "mediators".len(), Lang::En));
    // A verb in "-s" takes its object; it does not modify it.
    let text = "A nation's central bank conducts monetary policy, which involves lending.";
    let at = text.find("monetary policy").unwrap();
    assert!(!inside_phrase(
        text,
        at,
        at + "monetary policy".len(),
        Lang::En
    ));
    let text = "Damage to the nervous system slows reflexes.";
    let at = text.find("system").unwrap();
    assert!(inside_phrase(text, at, at + "system".len(), Lang::En));
}

#[test]
fn a_blank_after_a_demonstrative_points_back() {
    assert!(points_back("Researchers study this "));
    assert!(!points_back("Researchers study the "));
}

#[test]
fn endings_class_terms_without_definitions() {
    assert_eq!(
        suffix_family("fertilization"),
        suffix_family("capacitation")
    );
    assert_eq!(suffix_family("ecology"), suffix_family("sociology"));
    assert_ne!(suffix_family("fertilization"), suffix_family("ecology"));
    assert_eq!(suffix_family("cervix"), None);
}

#[test]
fn french_articles_before_a_blank() {
    assert_eq!(
        french_article("Selon ce modèle, la ", Lang::Fr).as_deref(),
        Some("la")
    );
    assert_eq!(
        french_article("Selon ce modèle, l’", Lang::Fr).as_deref(),
        Some("l’")
    );
    assert_eq!(french_article("Selon ce modèle, ", Lang::Fr), None);
    assert_eq!(french_article("Le soleil est une ", Lang::En), None);
}

#[test]
fn articles_fit_the_term() {
    assert_eq!(
        with_article(&concept("aggregate", false, false)),
        "an aggregate"
    );
    assert_eq!(
        with_article(&concept("reference group", false, false)),
        "a reference group"
    );
    assert_eq!(
        with_article(&concept("control center", false, true)),
        "the control center"
    );
    assert_eq!(
        with_article(&concept("secondary groups", true, false)),
        "secondary groups"
    );
    assert_eq!(
        with_article(&concept("unit of analysis", false, false)),
        "a unit of analysis"
    );
}

#[test]
fn a_statement_swaps_in_only_a_term_of_the_same_kind() {
    let with = |term: &str, head: &str, class: Option<&str>| {
        let mut c = concept(term, false, false);
        c.head = head.to_string();
        c.class = class.map(str::to_string);
        c
    };
    let large = with("large intestine", "intestine", Some("organ"));
    let small = with("small intestine", "intestine", None);
    let stomach = with("stomach", "stomach", Some("organ"));
    let digestion = with("digestion", "digestion", None);
    let organ = with("organ", "organ", None);
    assert!(same_kind(&large, &small), "the same head noun");
    assert!(same_kind(&large, &stomach), "the same class");
    // An ending alone ("-tion" like "-sis") is no kind; nor is the class
    // itself a sibling of its members.
    assert!(!same_kind(&large, &digestion));
    assert!(!same_kind(&large, &organ));
    // A kind of a thing is no sibling of it: "merchant wholesalers" are
    // wholesalers, so swapping one in leaves a true statement.
    let wholesaler = with("wholesaler", "wholesaler", None);
    let merchant = with("merchant wholesalers", "wholesaler", None);
    assert!(!same_kind(&wholesaler, &merchant));
    assert!(nested("teams", "cross-functional teams"));
    assert!(nested("Cross-functional team", "teams"));
    assert!(!nested("small intestine", "large intestine"));
}

#[test]
fn one_qualifying_adjective_makes_terms_of_a_kind_and_a_noun_does_not() {
    assert!(same_qualifier("renal cortex", "renal pelvis"));
    assert!(same_qualifier("aerobic respiration", "aerobic metabolism"));
    assert!(!same_qualifier("muscle fibers", "muscle performance"));
    assert!(!same_qualifier("renal cortex", "renal cortex"));
    assert!(!same_qualifier("cortex", "renal cortex"));
}

#[test]
fn a_name_among_names_is_told_from_a_name_after_an_opening_phrase() {
    let among = |text: &str, name: &str| {
        let at = text.find(name).unwrap();
        among_names(text, at, at + name.len())
    };
    let text =
        "Other women, including Elizabeth Cady Stanton, Lucy Stone, and Susan B. Anthony, agreed.";
    assert!(among(text, "Susan B. Anthony"));
    assert!(among(text, "Elizabeth Cady Stanton"));
    assert!(among(text, "Lucy Stone"));
    let text = "In 1840, Lucretia Mott and Elizabeth Cady Stanton met in London.";
    assert!(among(text, "Lucretia Mott"));
    assert!(among(text, "Elizabeth Cady Stanton"));
    assert!(!among(
        "In 1974, Florence Wald founded the first hospice in the United States.",
        "Florence Wald"
    ));
    assert!(!among(
        "Louis Pasteur, a French chemist, disproved spontaneous generation.",
        "Louis Pasteur"
    ));
}

#[test]
fn a_name_inside_a_title_is_no_person_to_ask_for() {
    let text = "When Elvis Presley appeared on The Ed Sullivan Show, the camera focused on him.";
    let at = text.find("Ed Sullivan").unwrap();
    assert!(inside_a_title(text, at, at + "Ed Sullivan".len()));
    let at = text.find("Elvis Presley").unwrap();
    assert!(!inside_a_title(text, at, at + "Elvis Presley".len()));
}

#[test]
fn a_fuller_name_of_the_key_is_the_key() {
    assert!(nested("Western Empire", "Western Roman Empire"));
    assert!(nested("media outlets", "mass-media outlets"));
    assert!(!nested("media outlets", "social-media platforms"));
    assert!(nested("secondary groups", "group"));
    assert!(!nested("Western Empire", "Byzantine Empire"));
    assert!(!nested("primary group", "secondary group"));
}

#[test]
fn many_for_an_exact_count_is_no_false_swap() {
    assert!(counts_more_of_the_same(
        "polydentate ligands",
        "bidentate ligands"
    ));
    assert!(counts_more_of_the_same(
        "polydentate ligand",
        "tetradentate ligand"
    ));
    assert!(!counts_more_of_the_same(
        "bidentate ligands",
        "polydentate ligands"
    ));
    assert!(!counts_more_of_the_same("polysaccharide", "monosaccharide"));
    assert!(!counts_more_of_the_same("secondary group", "primary group"));
}

#[test]
fn options_of_one_qualifier_and_other_heads_overlap() {
    let wrong = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert!(one_qualifier_many_heads(
        "interstellar medium",
        &wrong(&[
            "interstellar matter",
            "interstellar space",
            "intergalactic space"
        ])
    ));
    assert!(!one_qualifier_many_heads(
        "primary group",
        &wrong(&["secondary group", "reference group", "in-group"])
    ));
    assert!(!one_qualifier_many_heads(
        "renal corpuscle",
        &wrong(&["renal pelvis", "adipose tissue", "renal hilum"])
    ));
    assert!(!one_qualifier_many_heads(
        "fiscal policy",
        &wrong(&["monetary policy", "fiscal year", "macroeconomics"])
    ));
}

#[test]
fn a_swap_that_leaves_the_keys_kin_behind_is_absurd_not_false() {
    let text = "In the urinary tract, urine flushes microbes out of the body during urination.";
    let start = text.find("urinary tract").unwrap();
    let key = Key {
        start,
        end: start + "urinary tract".len(),
        text: "urinary tract".to_string(),
    };
    assert!(echoed_elsewhere(text, &key, "digestive tract"));
    let text = "In the urinary tract, the flow of fluid flushes microbes out of the body.";
    let start = text.find("urinary tract").unwrap();
    let key = Key {
        start,
        end: start + "urinary tract".len(),
        text: "urinary tract".to_string(),
    };
    assert!(!echoed_elsewhere(text, &key, "digestive tract"));
}

#[test]
fn a_swap_to_what_the_key_is_a_kind_of_is_no_false_statement() {
    let text = "The Great Schism\n\nFor a thousand years the Christian Church had been one \
        body, with bishops in every city. Simony is the sin of buying or selling church offices. \
        A patriarch is a bishop who leads a church in the east. The clergy of the west looked to \
        Rome. While celibacy was not a new concept in the Catholic Church, reforming monks and \
        popes began to enforce it with energy. The Orthodox Church allowed its priests to marry. \
        The Catholic Church and the Orthodox Church split in 1054, and each claimed to be the \
        true church.\n";
    // The Catholic Church is a Christian church: swapped in, the sentence
    // stays true.
    for q in crate::generate::generate(text, "en", "The Great Schism", &[], 10).questions {
        assert!(
            !q.prompt.contains("concept in the Christian Church"),
            "{}",
            q.prompt
        );
    }
}

#[test]
fn a_swap_into_a_negation_or_the_other_half_of_a_pair_is_no_false_statement() {
    assert!(negated(
        "unlike dna, most types of rna contain no template strand."
    ));
    assert!(negated("the cell doesn't divide."));
    assert!(!negated("the template strand is read by the enzyme."));
    let lower = "like expenses, borrowed funds can be divided into short- and long-term loans.";
    assert!(other_half_of_a_pair(lower, "short-term loans"));
    assert!(!other_half_of_a_pair(lower, "bank loans"));
}

#[test]
fn a_possibility_the_text_raises_is_neither_true_nor_false() {
    assert!(hedged(
        "maybe each infant had no genuine preference at all, and it was simply random luck."
    ));
    assert!(hedged("perhaps the helper toy was simply more colourful."));
    assert!(!hedged(
        "each infant chose the helper toy in the first trial."
    ));
}

#[test]
fn a_sibling_the_document_says_the_key_is_makes_no_false_statement() {
    let lowered = [
        "a synchondrosis is a cartilaginous joint.",
        "the epiphyseal plate is the region of growing hyaline cartilage that unites the diaphysis to the epiphysis.",
    ];
    assert!(said_to_be(
        "epiphyseal plate cartilage",
        "hyaline cartilage",
        lowered
    ));
    // Named together in a list, they are siblings.
    assert!(!said_to_be(
        "hyaline cartilage",
        "fibrocartilage",
        ["bones are joined by either hyaline cartilage or fibrocartilage."]
    ));
    assert!(!said_to_be(
        "fibrocartilage",
        "hyaline cartilage",
        ["fibrocartilage is stronger, when compared with hyaline cartilage."]
    ));
}

#[test]
fn a_term_the_document_names_as_the_other_is_no_stand_in() {
    let lowered = [
        "the sun is so hot that all of the material in it is in the form of an ionized gas, called a plasma.",
    ];
    assert!(named_one_another("Sun", "plasma", lowered));
    assert!(named_one_another("plasma", "Sun", lowered));
    assert!(!named_one_another(
        "hyaline cartilage",
        "fibrocartilage",
        ["bones are joined by either hyaline cartilage or fibrocartilage."]
    ));
}

#[test]
fn terms_apart_by_a_participle_are_no_siblings_to_swap() {
    assert!(participle_apart(
        "social stratification",
        "resulting stratification"
    ));
    assert!(participle_apart(
        "Resulting stratification",
        "social stratification"
    ));
    assert!(!participle_apart(
        "social stratification",
        "global stratification"
    ));
    // A noun in "-ing" names a kind.
    assert!(!participle_apart("marketing plan", "business plan"));
}

#[test]
fn a_more_general_name_or_the_same_root_is_no_sibling_to_swap() {
    assert!(general_or_same_root("Baldrige award", "quality award"));
    // Two names: one word names, not a more general one.
    assert!(!general_or_same_root("Byzantine Empire", "Western Empire"));
    assert!(general_or_same_root(
        "sickle-cell mutation",
        "genetic mutation"
    ));
    assert!(general_or_same_root("intrinsic pathway", "common pathway"));
    assert!(general_or_same_root("entrepreneurship", "entrepreneurial"));
    // Kinds of one thing, neither more general.
    assert!(!general_or_same_root("cardiac muscle", "skeletal muscle"));
    assert!(!general_or_same_root(
        "intrinsic pathway",
        "extrinsic pathway"
    ));
    assert!(!general_or_same_root("primary group", "secondary group"));
}

#[test]
fn a_sibling_the_document_calls_a_kind_of_the_key_makes_no_false_statement() {
    let lowered = [
        "zika virus infection is an emerging arboviral disease associated with human illness.",
        "in most cases, arboviral infections are asymptomatic or lead to a mild disease.",
    ];
    assert!(called_a_kind_of(
        "zika virus infections",
        "arboviral infections",
        lowered
    ));
    // Named side by side, or said the other way round, they are siblings.
    assert!(!called_a_kind_of(
        "bacterial infections",
        "arboviral infections",
        ["bacterial infections and arboviral infections differ."]
    ));
    assert!(!called_a_kind_of(
        "arboviral infections",
        "zika virus infections",
        lowered
    ));
}

#[test]
fn modifiers_of_one_noun_swap_only_where_the_document_sets_them_side_by_side() {
    let lowered = [
        "the sba provides long-term financing to firms.",
        "smaller bones have primary and secondary ossification centers.",
        "banks make short- and long-term loans.",
    ];
    // How long, and for whom: no alternatives of one kind.
    assert!(!modifiers_side_by_side(
        "long-term financing",
        "small-business financing",
        lowered
    ));
    assert!(!modifiers_side_by_side(
        "secondary ossification centers",
        "endochondral ossification centers",
        lowered
    ));
    assert!(modifiers_side_by_side(
        "secondary ossification centers",
        "primary ossification centers",
        lowered
    ));
    assert!(modifiers_side_by_side(
        "long-term loans",
        "short-term loans",
        lowered
    ));
    // Two ends of a scale, or two directions, need no such sentence.
    assert!(modifiers_side_by_side(
        "lower-income countries",
        "higher-income countries",
        lowered
    ));
    assert!(modifiers_side_by_side(
        "west africa",
        "north africa",
        lowered
    ));
    assert!(modifiers_side_by_side(
        "first amendment",
        "eighth amendment",
        lowered
    ));
    // Terms on other nouns are judged elsewhere.
    assert!(modifiers_side_by_side("mitochondria", "ribosomes", lowered));
}

#[test]
fn a_definition_names_a_term_by_its_stem() {
    assert!(super::names_in_gloss(
        "phagocyte",
        "a phagocytic cell that is attracted via chemotaxis"
    ));
    assert!(super::names_in_gloss(
        "phagocytes",
        "a phagocytic cell that is attracted via chemotaxis"
    ));
    assert!(!super::names_in_gloss(
        "monocyte",
        "a phagocytic cell that is attracted via chemotaxis"
    ));
    // Too short a stem says nothing.
    assert!(!super::names_in_gloss("cell", "a cellular structure"));
}

#[test]
fn a_meaning_is_asked_among_meanings_of_its_own_kind_only() {
    let defined = |term: &str, class: &str, gloss: &str| {
        let mut c = concept(term, false, false);
        c.class = Some(class.to_string());
        c.gloss = Some(gloss.to_string());
        c
    };
    let phagocyte = defined("phagocyte", "cell", "a cell that engulfs particles");
    let macrophage = defined(
        "macrophage",
        "cell",
        "an irregularly shaped cell that roams through tissues",
    );
    let neutrophil = defined(
        "neutrophil",
        "cell",
        "a phagocytic cell that is attracted via chemotaxis",
    );
    let perforin = defined(
        "perforin",
        "protein",
        "a protein that forms pores in membranes",
    );
    assert!(super::meaning_of_its_kind(&phagocyte, &macrophage));
    // Another kind, or a kind of the key, is no wrong meaning.
    assert!(!super::meaning_of_its_kind(&phagocyte, &perforin));
    assert!(!super::meaning_of_its_kind(&phagocyte, &neutrophil));
    // A key of no known kind gets no "What is …?".
    let mut unknown = phagocyte.clone();
    unknown.class = None;
    assert!(!super::meaning_of_its_kind(&unknown, &macrophage));
}

#[test]
fn stages_listed_and_taught_in_order_are_asked_and_put_in_order() {
    let text = "Team Development Over Time\n\nIn 1965, the psychologist Bruce Tuckman developed a model of how teams grow. The four stages of the Tuckman model are:\n\n- Forming\n- Storming\n- Norming\n- Performing\n\nThe Forming stage begins with the introduction of team members. The Storming stage begins as team members begin vying for leadership and testing the group processes. During Norming, the team is starting to work well together, and buy-in to group goals occurs. Finally, as the team builds momentum and starts to get results, it is entering the Performing stage.\n";
    let generated = crate::generate::generate(text, "en", "Team Development Over Time", &[], 10);
    let keys: Vec<String> = generated
        .questions
        .iter()
        .filter_map(|q| match &q.body {
            quizforge_core::Body::ShortAnswer { accepted, .. } => {
                accepted.first().map(|a| a.text.clone())
            }
            _ => None,
        })
        .collect();
    // Each stage is asked in the sentence that teaches it, though the
    // stages rhyme and two are gerunds.
    for stage in ["Forming", "Storming", "Norming", "Performing"] {
        assert!(keys.iter().any(|k| k == stage), "{stage}: {keys:?}");
    }
    // The order itself is offered, held back only because it shows the
    // blanks' answers.
    let order = generated
        .suggestions
        .iter()
        .find(|s| matches!(s.question.body, quizforge_core::Body::Ordering { .. }))
        .expect("an ordering question");
    assert_eq!(
        order.question.prompt,
        "Put the four stages of the Tuckman model in order, from first to last."
    );
}

#[test]
fn a_definition_with_an_aside_after_its_term_is_asked_without_its_other_name() {
    let text = "Herzberg's Theory\n\nAccording to Herzberg, motivating factors (also called job satisfiers) are intrinsic job elements that lead to satisfaction at work. Hygiene factors are extrinsic elements of the work environment that prevent dissatisfaction. Maintenance factors are routine elements of the job that keep a firm running. Growth factors are personal elements of a career that lead to promotion. Managers study motivating factors and hygiene factors to design jobs. Motivating factors include achievement and recognition. Job satisfiers are rare in routine work. Hygiene factors include salary and working conditions. Maintenance factors include cleaning and repairs. Growth factors include training.\n";
    let generated = crate::generate::generate(text, "en", "Herzberg's Theory", &[], 10);
    let asked = generated
        .questions
        .iter()
        .find(|q| q.prompt.contains("intrinsic job elements"))
        .expect("the definition behind the aside is asked");
    let quizforge_core::Body::MultipleChoice { choices } = &asked.body else {
        panic!("{asked:?}");
    };
    let key = choices.iter().find(|c| c.correct).unwrap();
    assert_eq!(key.text, "Motivating factors");
    assert!(
        !choices
            .iter()
            .any(|c| c.text.eq_ignore_ascii_case("job satisfiers")),
        "{choices:?}"
    );
}
