use super::*;

fn sentence(text: &str) -> Sentence {
    Sentence::for_test(0, text)
}

/// The terms and classes `pattern` names in `text`.
fn named_by(pattern: &Regex, text: &str) -> Vec<(String, Option<String>)> {
    let sentence = sentence(text);
    pattern
        .captures_iter(text)
        .filter_map(|caps| named_with_kind(&caps["kind"], &caps["term"], &sentence))
        .map(|c| (c.term, c.class))
        .collect()
}

#[test]
fn a_term_named_with_its_kind_takes_the_kind_as_its_class() {
    let named = |text: &str| named_by(&EN_KIND_CALLED, text);
    let named_of = |text: &str| named_by(&EN_KIND_OF, text);
    assert_eq!(
        named(
            "The muscles contract when a protein called actin is pulled by a protein called myosin."
        ),
        [
            ("actin".to_string(), Some("protein".to_string())),
            ("myosin".to_string(), Some("protein".to_string()))
        ]
    );
    assert_eq!(
        named(
            "A muscle can return to its length due to a quality of muscle tissue called elasticity."
        ),
        [("elasticity".to_string(), Some("quality".to_string()))]
    );
    assert_eq!(
        named("They send an electrical wave called an action potential along the membrane."),
        [("action potential".to_string(), Some("wave".to_string()))]
    );
    assert_eq!(
        named_of("Muscle tissue also has the quality of extensibility; it can stretch."),
        [("extensibility".to_string(), Some("quality".to_string()))]
    );
    assert!(named_of("Sperm must undergo the process of capacitation to fertilize.").is_empty());
    assert_eq!(
        named(
            "Life on Earth is based on the presence of a key unit known as an organic molecule, a molecule that contains carbon."
        ),
        [("organic molecule".to_string(), Some("molecule".to_string()))]
    );
    let sentence = sentence(
        "Life on Earth is based on the presence of a key unit known as an organic molecule, a molecule that contains carbon.",
    );
    let organic = named_with_kind("key unit", "organic molecule", &sentence);
    assert_eq!(
        organic.and_then(|c| c.gloss),
        Some("a molecule that contains carbon".to_string())
    );
    assert!(named("Water moves by a process called osmosis.").is_empty());
    assert!(named_of("The quality of life improved.").is_empty());
    // A verb, not a naming.
    assert!(named("A meeting called by the president ended.").is_empty());
    assert!(named("The teacher called the students.").is_empty());
}

#[test]
fn an_opening_phrase_or_a_list_is_no_appositive() {
    let layout = super::super::layout::recover("", &[], "");
    for text in [
        "With hypothyroidism, the decreased levels of thyroid hormones cause slower movement in the digestive tract, resulting in constipation.",
        "A balanced diet with limited ultra-processed food, a variety of fruits and vegetables, whole grains, and lean protein sources is important.",
        "In addition to gas and dust, a third class of particles, noteworthy for the high speeds with which they travel, is found in interstellar space.",
        "Issues like abortion, euthanasia, the use of humans in biomedical research, and artificial intelligence are explored in applied ethics.",
        "Through many twisting turns, the course of evolution on Earth produced a creature with self-consciousness, able to ask questions.",
        "During early childhood, the mastoid process enlarges, the two halves of the mandible and frontal bone fuse together to form single bones, and the sinuses enlarge.",
        "Second-generation sulfonylureas typically have lower dosing, a longer duration of action, and fewer side effects than first-generation sulfonylureas.",
    ] {
        let found = find(&[sentence(text)], &layout, "", Lang::En);
        assert!(found.iter().all(|c| c.gloss.is_none()), "{found:?}");
    }
}

#[test]
fn one_thing_named_after_a_plural_names_the_last_phrase() {
    let layout = super::super::layout::recover("", &[], "");
    let found = find(
        &[sentence(
            "At fertilization, the chromosomes in one male gamete combine with the chromosomes in one female gamete, called an ovum.",
        )],
        &layout,
        "",
        Lang::En,
    );
    let ovum = found.iter().find(|c| c.term == "ovum");
    assert_eq!(
        ovum.and_then(|c| c.gloss.as_deref()),
        Some("one female gamete"),
        "{found:?}"
    );
    // A plural named after a plural, or one thing after one thing,
    // keeps the whole phrase.
    assert!(!plural_head("the period required by the Moon to orbit"));
    assert!(plural_head("the chromosomes in one female gamete"));
    // An article and a noun is no such phrase: "a map" is no graticule
    // (unseen set 99, miskeyed), and nothing is asked.
    let found = find(
        &[sentence(
            "Grid north refers to the northward direction that the grid lines of latitude and longitude on a map, called a graticule, point to.",
        )],
        &layout,
        "",
        Lang::En,
    );
    assert!(
        found
            .iter()
            .all(|c| c.term != "graticule" || c.gloss.as_deref() != Some("a map")),
        "{found:?}"
    );
}

#[test]
fn a_verb_before_an_appositive_term_is_no_part_of_it() {
    let layout = super::super::layout::recover("", &[], "");
    let found = find(
        &[sentence(
            "In many countries, Chlamydia trachomatis causes trachoma, a disease of the eyes that can lead to blindness, in children.",
        )],
        &layout,
        "",
        Lang::En,
    );
    assert!(found.iter().any(|c| c.term == "trachoma"), "{found:?}");
    assert!(
        !found.iter().any(|c| c.term.contains("causes")),
        "{found:?}"
    );
    // A verb WordNet knows only as a verb ("contain" has no noun).
    let found = find(
        &[sentence(
            "The renal cortex contains nephrons, the functional units of the kidney, which merge into ducts.",
        )],
        &layout,
        "",
        Lang::En,
    );
    assert!(found.iter().any(|c| c.term == "nephrons"), "{found:?}");
    assert!(
        !found.iter().any(|c| c.term.contains("contains")),
        "{found:?}"
    );
}

#[test]
fn names_given_in_the_past_or_between_commas_are_terms() {
    let c = definition(
        &sentence("A large stone pillar that marked a royal tomb was called a stela."),
        Lang::En,
    )
    .unwrap();
    assert_eq!(c.term, "stela");
    assert!(c.gloss.unwrap().starts_with("a large stone pillar"));
    let layout = super::super::layout::recover("", &[], "");
    let found = find(
        &[sentence(
            "Many cities have a network of well-to-do individuals, known as “angel investors,” who fund new firms.",
        )],
        &layout,
        "",
        Lang::En,
    );
    assert!(
        found.iter().any(|c| c.term == "angel investors"),
        "{found:?}"
    );
}

#[test]
fn a_concern_is_no_class_a_term_belongs_to() {
    for text in [
        "Deforestation is a worldwide issue to be addressed.",
        "Obesity is a growing problem in many countries.",
        "The first step is a general needs assessment, followed by ranking of projects.",
    ] {
        assert!(definition(&sentence(text), Lang::En).is_none(), "{text}");
    }
    assert!(
        definition(
            &sentence("Deforestation is the clearing of forests for farms and towns."),
            Lang::En
        )
        .is_some()
    );
}

#[test]
fn a_name_given_to_things_is_a_term() {
    let layout = super::super::layout::recover("", &[], "");
    let found = find(
        &[sentence(
            "All objects that were not sharp points of light were given the same name, nebulae, the Latin word for clouds.",
        )],
        &layout,
        "",
        Lang::En,
    );
    assert!(found.iter().any(|c| c.term == "nebulae"), "{found:?}");
}

#[test]
fn a_name_a_scholar_gave_or_one_given_later_is_a_term() {
    let layout = super::super::layout::recover("", &[], "");
    let found_in = |text: &str| -> Vec<String> {
        find(&[sentence(text)], &layout, "", Lang::En)
            .into_iter()
            .map(|c| c.term)
            .collect()
    };
    for (text, term) in [
        (
            "Instincts, which Murray called primary needs, include physiological needs for food and water.",
            "primary needs",
        ),
        ("If not, Murray calls this a latent need.", "latent need"),
        (
            "In addition, some bankers practiced mortgage discrimination, later known as “redlining,” in which they refused loans.",
            "redlining",
        ),
        (
            "When norms break down, people fall into what sociologists call anomie.",
            "anomie",
        ),
        (
            "Instead of preplanning, sometimes referred to as blueprint planning (that is, formulating outcome statements first), many managers fail to plan.",
            "blueprint planning",
        ),
    ] {
        let found = found_in(text);
        assert!(found.iter().any(|t| t == term), "{text}: {found:?}");
    }
    // Calling someone something names no term.
    let found = found_in("The reporters called him a traitor, and the crowd booed.");
    assert!(!found.iter().any(|t| t == "traitor"), "{found:?}");
}

#[test]
fn a_which_clause_naming_a_step_defines_only_an_action() {
    let layout = super::super::layout::recover("", &[], "");
    let gloss_of = |text: &str, term: &str| -> Option<String> {
        find(&[sentence(text)], &layout, "", Lang::En)
            .into_iter()
            .find(|c| c.term == term)
            .and_then(|c| c.gloss)
    };
    // The step is the forming, not the bolus.
    assert_eq!(
        gloss_of(
            "The tongue helps mix food and form it into a bolus, which is the first step in swallowing.",
            "bolus"
        ),
        None
    );
    assert_eq!(
        gloss_of(
            "Chewing starts with the mastication, which is the first step in digestion.",
            "mastication"
        )
        .as_deref(),
        Some("the first step in digestion")
    );
    // "The outermost layer" of what, the sentence said before.
    assert_eq!(
        gloss_of(
            "The kidney has three layers: the renal fascia, which is the outermost layer; the fat capsule.",
            "renal fascia"
        ),
        None
    );
    // A thing's class keeps its relative clause.
    assert_eq!(
        gloss_of(
            "Darwin proposed a scientific theory, which is a broad explanation of many observations.",
            "scientific theory"
        )
        .as_deref(),
        Some("a broad explanation of many observations")
    );
}

#[test]
fn a_word_that_judges_or_counts_opens_no_term() {
    let mut found = Found::default();
    for term in [
        "different backgrounds",
        "dangerous ventricular tachycardia",
        "ventricular tachycardia",
    ] {
        found.push(bare(term, 0, 0, None));
    }
    let terms: Vec<&str> = found.list.iter().map(|c| c.term.as_str()).collect();
    assert_eq!(terms, ["ventricular tachycardia"]);
}

#[test]
fn one_word_members_of_a_heading_take_the_last_member_s_head() {
    let text = "both express and implied warranties protect buyers. an express warranty is stated.";
    let in_text = |phrase: &str| text.contains(&phrase.to_lowercase());
    assert_eq!(
        shared_head(split_list("Express and Implied Warranties"), in_text),
        ["Express Warranties", "Implied Warranties"]
    );
    let groups = "members of in-groups distrust out-groups.";
    assert_eq!(
        shared_head(split_list("In-Groups and Out-Groups"), |p: &str| groups
            .contains(&p.to_lowercase())),
        ["In-Groups", "Out-Groups"]
    );
    // Never said together: the member stays whole.
    assert_eq!(
        shared_head(split_list("Cats and Big Dogs"), |_: &str| false),
        ["Cats", "Big Dogs"]
    );
}

#[test]
fn a_gloss_cut_before_its_noun_defines_nothing() {
    let layout = super::super::layout::recover("", &[], "");
    let found = find(
        &[
            sentence(
                "The first step in the process, which is the creation of a new, empty raster, comes first.",
            ),
            sentence("Gastrin is released by the stomach, which is a muscular organ of digestion."),
        ],
        &layout,
        "",
        Lang::En,
    );
    assert!(
        !found
            .iter()
            .any(|c| c.gloss.as_deref() == Some("the creation of a new")),
        "{found:?}"
    );
    // A gloss that ends on its noun is kept.
    assert!(
        found
            .iter()
            .any(|c| c.term == "stomach"
                && c.gloss.as_deref() == Some("a muscular organ of digestion")),
        "{found:?}"
    );
}
