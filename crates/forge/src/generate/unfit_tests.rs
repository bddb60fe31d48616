use super::*;

#[test]
fn a_contrast_inside_a_sentence_points_back() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "The transformational leader, on the other hand, moves and changes things in a big way.",
        "A functionalist, in contrast, might focus on the benefits of opening a new market.",
        "Fibrocartilage, however, is very strong and resists pulling forces.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::PointsBack), "{text}");
    }
    assert_eq!(
        unfit("The leader moves things, however small the firm may be."),
        None
    );
}

#[test]
fn a_sentence_cut_before_the_next_number_of_a_list_is_a_fragment() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    assert_eq!(
        unfit("The Laws have two parts: Basic Rules of Play and 2."),
        Some(Unfit::NotAStatement)
    );
    assert_eq!(
        unfit("The pH of pure water at room temperature is 7."),
        None
    );
}

#[test]
fn an_ordinal_or_a_likeness_that_opens_a_sentence_points_back() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "The second, federalism, apportions power between two levels of government.",
        "A similar story exists for sugar imports into the United States.",
        "One major cause was the British practice of impressment of American sailors.",
        "One reason is the high cost of labor in the cities of the north.",
        "One branch supplies the interior of the renal capsule, and the other surrounds the vessels.",
        "Several other kinds of standard bulbs visible over great distances have been suggested.",
        "A second example of positive feedback centers on reversing extreme damage to the body.",
        "A fourth model, the object-oriented database, stores data as objects of classes.",
        // Unseen set 114: further in, it counts on all the same.
        "Keith Donnellan raised a second sort of worry, which can be brought out by a case of mistaken identity.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::PointsBack), "{text}");
    }
    assert_eq!(
        unfit("The first amendment protects the freedom of speech in the United States."),
        None
    );
    assert_eq!(
        unfit("A second language is often learned at school after the first one at home."),
        None,
        "it counts nothing the sentence before began"
    );
    assert_eq!(
        unfit("One cause of the War of 1812 was the British practice of impressment."),
        None,
        "it says what it is a cause of"
    );
    assert_eq!(
        unfit("One type of cell in the blood carries oxygen to the tissues of the body."),
        None,
        "it says what it is a type of"
    );
}

#[test]
fn a_demonstrative_that_points_back_and_a_conjunction_does_not() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    assert_eq!(
        unfit("In 1967 that reality began to change with Cicely Saunders."),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit("Most doctors agreed with that view of the hospital system."),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit("Early psychologists believed that people learn by association."),
        None
    );
    assert_eq!(
        unfit("Researchers found in 1990 that the method is reliable."),
        None
    );
    // Late in a sentence, "that" takes up what the sentence itself said.
    assert_eq!(
        unfit(
            "Critical thinking is the application of skills to information for the evaluation of that information."
        ),
        None
    );
    // Late in a sentence, a "that" after a preposition before a noun the
    // sentence has not named points back all the same (unseen set 110).
    assert_eq!(
        unfit(
            "Each account has a namespace, which is a logical grouping of projects that belong to that user."
        ),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit(
            "Every project has a visibility level, which controls who has read access to that project’s pages."
        ),
        None
    );
    // After a verb, a "that" whose singular noun ends the clause is a
    // demonstrative (unseen set 115, both raters: C2).
    for text in [
        "The rendering phase walks that data structure, assembling the result text from its instructions.",
        "The rendering phase executes that code, producing the result.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::PointsBack), "{text}");
    }
    for text in [
        "Mitosis is a process that repeats.",
        "Among the tools are the functions that run.",
        "The study shows that data structures are useful in practice.",
        "The parser reads the code and checks that code, once parsed, is valid.",
    ] {
        assert_ne!(unfit(text), Some(Unfit::PointsBack), "{text}");
    }
    assert_eq!(
        unfit("Other women, including Lucy Stone and Susan B. Anthony, agreed."),
        Some(Unfit::StartsWithReference)
    ); // A later "such" before its noun takes up an earlier sentence's kind.
    assert_eq!(
        unfit(
            "The big problem with trying to study such waves is that they are tremendously weak."
        ),
        Some(Unfit::PointsBack)
    );
    for text in [
        "The core of the star reaches such high temperatures that fusion begins.",
        "In many poorer countries, doctors must manage such problems as infectious disease.",
        "Crops in warm places are often infected by bacteria, fungi and other such microbes.",
        "The spinal cord relays signals from sense organs such as the skin to the brain.",
    ] {
        assert_eq!(unfit(text), None, "{text}");
    }
}

#[test]
fn clean_sentences_pass_and_debris_does_not() {
    let furniture = Furniture::new(vec!["World History 10".to_string()]);
    assert!(is_clean(
        "Chlorophyll is a green pigment that absorbs light.",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "It is a green pigment that absorbs light.",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "The mening1t1s vaccine protects against bacterial infection.",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "Why do plants need light to make their food?",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "Number of 2016 2017 2018 2019 2020 Year Sale of Bobbleheads",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "The king fled World History 10 to Varennes in June.",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "6 CO2 + 6 H2O → C6H12O6 + 6 O2 (light energy, chlorophyll)",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "LECTURE 7: THE IMMUNE SYSTEM Learning outcomes: distinguish innate and adaptive immunity.",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "Follow up Quiz - Gaseous Exchange & Respiration",
        Lang::En,
        &furniture
    ));
    // A demonstrative later in the sentence names what came before.
    assert!(!is_clean(
        "Gel electrophoresis is a technique that separates molecules by size, using this charge.",
        Lang::En,
        &furniture
    ));
    assert!(is_clean(
        "Edward Jenner used material from cowpox sores against smallpox; this was the first vaccine.",
        Lang::En,
        &furniture
    ));
    // "such as" gives examples; "such a" points back.
    assert!(is_clean(
        "Macroeconomics focuses on issues such as growth and inflation.",
        Lang::En,
        &furniture
    ));
    assert!(!is_clean(
        "Such a view ignores growth and inflation entirely.",
        Lang::En,
        &furniture
    ));
}

#[test]
fn a_clause_with_no_main_clause_is_no_statement() {
    let unfit = |t: &str| super::unfit(t, Lang::En, &Furniture::default());
    assert_eq!(
        unfit("With a rook that has already moved across the board."),
        Some(Unfit::NotAStatement)
    );
    assert_eq!(
        unfit("If the king has already moved on the board."),
        Some(Unfit::NotAStatement)
    );
    assert_eq!(
        unfit("With a rook on the board, castling is still allowed."),
        None
    );
    assert_eq!(
        unfit("There are three kinds of muscle tissue in the body."),
        None
    );
}

#[test]
fn a_contrast_or_the_rest_of_a_set_needs_the_sentence_before() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "Yet, 98 percent of all exporters are small and medium-size firms.",
        "Instead, people live here on Planet Earth, where prices rise.",
        "The other subspecies of T. pallidum cause tropical diseases of the skin.",
        "That’s because most agricultural societies have fixed inputs of land.",
        "The result is a loss of heat through the skin of the whole body.",
        "The second set of variables relates to someone’s physical abilities.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::StartsWithReference), "{text}");
    }
    assert_eq!(
        unfit("The otter population of the river grew after the dam was removed."),
        None
    );
    assert_eq!(
        unfit("The Second Continental Congress met in Philadelphia in May 1775."),
        None
    );
}

#[test]
fn quantifiers_alone_study_people_and_earlier_sections_point_back() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "Some interact with the outside environment in which the business operates.",
        "Many believe that the market corrects itself over a long time.",
        "Others, who had agreed to loan money to the farmers, viewed repayment as a duty.",
        "Participants were told they would not feel pain during the long test.",
        "The researchers found that sleep improved memory in every group.",
        // Unseen set 115: the others of what the sentence before named.
        "For others, the virtual machine has to do a little work to discover what the arguments mean.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::StartsWithReference), "{text}");
    }
    assert_eq!(
        unfit("Recall from the previous section that traits were tested across cultures."),
        Some(Unfit::PointsElsewhere)
    );
    for text in [
        "Most political scientists accept that human behavior is not fully predictable.",
        "Some scientists believe that the market corrects itself over time.",
        "Many of the early settlers farmed the river valleys for grain.",
        "Researchers have found that sleep improves memory in most adults.",
    ] {
        assert_eq!(unfit(text), None, "{text}");
    }
}

#[test]
fn a_sentence_that_leans_on_a_description_elsewhere_points_there() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "If a pathogen infects the cytoplasm of an APC, the presentation of antigens can occur as described.",
        "Cross-presentation is discussed in the next part on the lymphocytes.",
        "Toll-like receptors will be discussed with the other immune cells.",
        "There is another reason the speed of light is such a natural unit of distance for astronomers.",
        "Psychology today is a diverse field that is influenced by all of the perspectives described in the preceding section.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::PointsElsewhere), "{text}");
    }
    assert_eq!(
        super::unfit(
            "Es gibt nur wenige grüne Landschaften in Ägypten, das sieht man auch gut auf dem Satellitenbild rechts.",
            Lang::De,
            &Furniture::default()
        ),
        Some(Unfit::PointsElsewhere)
    );
    assert_eq!(
        unfit("AIDS was first described in 1981 by doctors in California."),
        None
    );
}

#[test]
fn a_sentence_that_only_frames_what_follows_is_not_asked() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "There are different types of grafts depending on the source of the new tissue or organ.",
        "Based on the patterns of fascicle arrangement, skeletal muscles can be classified in several ways.",
        "There are a lot of client-side hooks.",
        "A number of recommendation tasks have been investigated in the past decades.",
        "A number of recommendation tasks have been explored during the last decade.",
        "There are numerous kinds of client-side hooks in Git.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::OnlyFrames), "{text}");
    }
    // Which were studied, or where they are, is something to ask.
    assert_eq!(
        unfit(
            "Several vaccines have been developed against the virus by teams in Oxford and Boston."
        ),
        None
    );
    // Where they are, or what they do, is something to ask.
    assert_eq!(
        unfit("There are many species of bacteria living in the soil of a forest."),
        None
    );
    // One that names the kinds is an enumeration.
    for text in [
        "There are several types of grafts, such as autografts and allografts, used in surgery.",
        "There are three types of rock: igneous, sedimentary and metamorphic rock.",
    ] {
        assert_eq!(unfit(text), None, "{text}");
    }
}

#[test]
fn a_conclusion_right_after_the_subject_points_back() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    assert_eq!(
        unfit(
            "The Revenue Act thus appeared to sever the relationship between governors and assemblies."
        ),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit(
            "The nonexistence of repulsive gravity, or negative mass-energy, is therefore not completely ruled out by general relativity."
        ),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit("Prices rose sharply in the cities, and thus many workers moved away."),
        None
    );
    assert_eq!(
        unfit("The first antecedent can be found in the nature of the work."),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit("The first president of the republic was elected in 1789."),
        None
    );
}

#[test]
fn an_example_of_what_came_before_or_what_came_soon_after_points_back() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    assert_eq!(
        unfit(
            "The preeminent example was the Erie Canal, which linked the Hudson River to the Great Lakes."
        ),
        Some(Unfit::PointsBack)
    );
    assert_ne!(
        unfit("Soon, both railroads and canals crisscrossed the states of the young nation."),
        None
    );
    // An example that says of what is whole.
    assert_eq!(
        unfit("The best example of a canal is the Erie Canal in New York."),
        None
    );
}

#[test]
fn a_possessive_or_those_that_the_sentence_itself_explains_points_nowhere_back() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "In its broadest sense, a policy is a relatively stable, deliberate course of action.",
        "At their core, enzymes are proteins that speed up reactions.",
        "Social policy covers those policy decisions that promote the public's general welfare.",
    ] {
        assert_eq!(unfit(text), None, "{text}");
    }
    for text in [
        "In its place grew a forest of pines and oaks over the years.",
        "Policy makers rarely consider those decisions again.",
        "Of those that do enter, thousands are destroyed by white blood cells.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::PointsBack), "{text}");
    }
}

#[test]
fn a_count_a_range_a_naming_or_a_verb_is_no_half_a_comparison() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "For a work with two or more authors, the term expires 70 years after the death.",
        "The oral cavity holds the upper and lower lips, teeth, gums and tongue.",
        "Personally mediated racism is more commonly known as prejudice and discrimination.",
        "The higher the viral load in the blood, the more likely the fluids carry the virus.",
        "Meglitinides lower blood glucose levels by stimulating the pancreas to secrete insulin.",
        "First-generation sulfonylureas lower blood glucose levels by causing insulin release.",
        "Public policies regulate highway speed limits to lower the incidence of deaths.",
    ] {
        assert_eq!(unfit(text), None, "{text}");
    }
    for text in [
        "Clients with gestational diabetes are at a higher risk of developing diabetes.",
        "Older people also received less attention and fewer resources for training.",
        "Managers tend to have jobs that are less mechanized and less subject to rules.",
        "The lower prices attract more buyers to the market every year.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::HalfAComparison), "{text}");
    }
}

#[test]
fn a_dash_without_spaces_joins_two_words_and_damages_none() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    assert_eq!(
        unfit(
            "Jefferson’s biggest achievement was the Louisiana Purchase in 1803—buying a massive territory from France."
        ),
        None
    );
    assert_eq!(
        unfit("The mening1t1s—buying a massive territory from France was signed."),
        Some(Unfit::Noise),
        "a damaged word beside a dash is still damaged"
    );
}

#[test]
fn those_or_that_before_a_noun_named_before_points_back() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    for text in [
        "The sender then transmits both the message and those few extra bits.",
        "Both the sender and the receiver know exactly what that algorithm is.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::PointsBack), "{text}");
    }
    // A "those" the sentence itself explains, or whose noun it names
    // before, is its own.
    for text in [
        "The proportion of slow fibers in a muscle may benefit those participating in endurance activities.",
        "Workers enjoyed new consumer goods made cheaper by industrialization, but to afford those goods they worked long hours.",
        "Many basic processes in animals are sufficiently similar to those in humans for research.",
    ] {
        assert_eq!(unfit(text), None, "{text}");
    }
}

#[test]
fn many_other_things_opening_a_sentence_are_other_than_the_ones_before() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    // Unseen set 120, both raters: C2 ("other than which studies?").
    assert_eq!(
        unfit(
            "Many other studies find that newspaper stories about crime feature African Americans as offenders."
        ),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit("Some other examples of groups can be a workplace and a family gathering."),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit("Many studies find that newspaper stories about crime feature African Americans."),
        None
    );
}

#[test]
fn a_clause_comparing_alone_beside_one_with_than_is_half_a_comparison() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    // Unseen set 120, both raters: C2 ("more complex than what?").
    assert_eq!(
        unfit(
            "Findings on gender are more complex, but women have higher rates than men of nonfatal physical illness."
        ),
        Some(Unfit::HalfAComparison)
    );
    assert_eq!(
        unfit(
            "Women have higher rates than men of depression, but they live longer lives on average."
        ),
        None
    );
}

#[test]
fn one_of_the_issues_opening_a_sentence_leaves_unsaid_of_what() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    // Unseen set 121, both raters: C2 ("issues of what?").
    assert_eq!(
        unfit(
            "One of the common issues occurs when organizational change takes the form of downsizing."
        ),
        Some(Unfit::PointsBack)
    );
    assert_eq!(
        unfit("One of the main causes of the war was the dispute over trade routes."),
        None
    );
}

#[test]
fn the_answer_a_supposition_and_the_books_framing_need_what_came_before() {
    let unfit = |text: &str| unfit(text, Lang::En, &Furniture::default());
    // Unseen set 122, each rejected by both raters (C2, or C3 and C4).
    assert_eq!(
        unfit("The answer has to do with the conduct of monetary policy."),
        Some(Unfit::StartsWithReference)
    );
    assert_eq!(
        unfit("The answer to inflation was a new and independent central bank."),
        None
    );
    for text in [
        "Suppose we want to explain why health care is more expensive in the United States than in Europe.",
        "Our description of production does not include as inputs the raw materials that go into production.",
        "We can think of the decline in housing values as coming from a coordination failure.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::TalksToReader), "{text}");
    }
    for text in [
        "Recall the second story from the chapter introduction about Detroit Tiger merchandise.",
        "The first sentence reads, in full: the average price of a pint of beer could hit four pounds.",
        "According to the article, the price of beer is increasing because the price of hops has increased.",
    ] {
        assert_eq!(unfit(text), Some(Unfit::PointsElsewhere), "{text}");
    }
}
