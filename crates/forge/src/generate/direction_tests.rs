//! Unit tests of `direction.rs`.

use super::*;

fn turned(text: &str, lang: Lang) -> Option<String> {
    turn(text, lang).map(|t| t.apply(text))
}

#[test]
fn a_change_or_a_sign_is_not_turned() {
    // False by common sense alone once turned ("to decrease friction").
    assert_eq!(
        turned("Others greased the stones to decrease friction.", Lang::En),
        None
    );
    assert_eq!(
        turned(
            "Stress stimulates the release of cortisol from the adrenal glands.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned("Durch den Wind steigt der Drachen in die Höhe.", Lang::De),
        None
    );
    assert_eq!(
        turned("La presión aumenta con la profundidad del agua.", Lang::Es),
        None
    );
    // Counted all the same: a comparison beside a change is two.
    assert_eq!(
        turned("Demand rises faster than supply in a boom.", Lang::En),
        None
    );
}

#[test]
fn a_comparison_turns_only_with_its_other_half() {
    assert_eq!(
        turned(
            "Urine will always have a specific gravity greater than pure water.",
            Lang::En
        )
        .as_deref(),
        Some("Urine will always have a specific gravity smaller than pure water.")
    );
    assert_eq!(
        turned(
            "Economic recessions should automatically lead to larger budget deficits.",
            Lang::En
        )
        .as_deref(),
        Some("Economic recessions should automatically lead to smaller budget deficits.")
    );
    assert_eq!(
        turned(
            "Women are more likely than men to report the symptoms.",
            Lang::En
        )
        .as_deref(),
        Some("Women are less likely than men to report the symptoms.")
    );
    // Compared with nothing said, or a figure to remember.
    assert_eq!(
        turned("The larger culture sets the norms of a group.", Lang::En),
        None
    );
    assert_eq!(
        turned(
            "Turnout was higher than one in three voters in every state.",
            Lang::En
        ),
        None
    );
    // "more" of a thing is an amount, not a direction.
    assert_eq!(
        turned(
            "Cities hold more people than the farms around them.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned("Wages were higher than 40 percent of the rate.", Lang::En),
        None
    );
    assert_eq!(
        turned(
            "Heart disease is the most common cause of death in adults.",
            Lang::En
        )
        .as_deref(),
        Some("Heart disease is the least common cause of death in adults.")
    );
    for text in [
        "One of the most important events of the Renaissance was the displacement of Earth from the center.",
        "Psychology is one of the most popular majors on college campuses.",
        "When determining the most effective and efficient way to reach consumers with products, companies have two options.",
    ] {
        assert_eq!(turned(text, Lang::En), None, "{text}");
    }
}

#[test]
fn a_hedge_a_negation_or_two_directions_do_not_turn() {
    assert_eq!(
        turned(
            "Exercise may increase the appetite of older adults.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned("Higher interest rates reduce borrowing by firms.", Lang::En),
        None
    );
    assert_eq!(
        turned(
            "Recessions lead to larger deficits or smaller surpluses.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned("Prices did not increase during the war years.", Lang::En),
        None
    );
    assert_eq!(
        turned("Prices don't increase during a recession.", Lang::En),
        None
    );
}

#[test]
fn figures_after_the_word_and_idioms_do_not_turn() {
    assert_eq!(
        turned(
            "The annual cost would rise to $121 billion by 2016.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "Prices of goods will rise and fall with the seasons.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "Officials have struggled at least since the end of the spoils system.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "A baby with male genitalia will most likely be identified as male.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "Sigmund Freud is probably the most controversial theorist.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "One of the most basic issues with a poll is a small sample.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "Watt designed improved steam engines for the factories.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "An object less dense than water floats; a denser one sinks.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "The only likely exceptions are the rays of the very highest energy.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned("Kohle besteht zum größten Teil aus Kohlenstoff.", Lang::De),
        None
    );
    assert_eq!(
        turned("Der größte Teil des Landes liegt in den Alpen.", Lang::De),
        None
    );
    assert_eq!(
        turned("Bakterien sind kleinste Lebewesen der Erde.", Lang::De),
        None
    );
    assert_eq!(
        turned("Der größte See des Landes ist der Nicaraguasee.", Lang::De).as_deref(),
        Some("Der kleinste See des Landes ist der Nicaraguasee.")
    );
}

#[test]
fn labels_what_came_before_and_manners_do_not_turn() {
    assert_eq!(
        turned(
            "Der Name passte: Merkur bewegt sich schneller als andere Planeten.",
            Lang::De
        ),
        None
    );
    assert_eq!(
        turned(
            "The resulting disturbances are among the most common phenomena.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "Managers maximize return on investment to the highest extent.",
            Lang::En
        ),
        None
    );
}

#[test]
fn names_phrases_and_compounds_do_not_turn() {
    assert_eq!(
        turned(
            "The rebels fled to Lower Canada after the defeat.",
            Lang::En
        ),
        None
    );
    assert_eq!(
        turned(
            "Students practise higher-order thinking in seminars.",
            Lang::En
        ),
        None
    );
}

#[test]
fn the_article_agrees_with_the_opposite() {
    assert_eq!(
        turned("A drought leads to a higher price of grain.", Lang::En).as_deref(),
        Some("A drought leads to a lower price of grain.")
    );
    assert_eq!(
        turned("The Nile is an older river than the Amazon.", Lang::En).as_deref(),
        Some("The Nile is a younger river than the Amazon.")
    );
}

#[test]
fn french_german_and_spanish_turn_by_their_tables() {
    assert_eq!(
        turned(
            "La densité de la glace est inférieure à celle de l’eau.",
            Lang::Fr
        )
        .as_deref(),
        Some("La densité de la glace est supérieure à celle de l’eau.")
    );
    assert_eq!(
        turned(
            "Libellen haben größere Augen als die meisten Insekten.",
            Lang::De
        )
        .as_deref(),
        Some("Libellen haben kleinere Augen als die meisten Insekten.")
    );
    assert_eq!(
        turned("Libellen haben nicht größere Augen als Bienen.", Lang::De),
        None
    );
    assert_eq!(
        turned(
            "La Luna es menor que la Tierra en masa y volumen.",
            Lang::Es
        )
        .as_deref(),
        Some("La Luna es mayor que la Tierra en masa y volumen.")
    );
}

#[test]
fn a_german_statement_that_leaves_its_subject_unnamed_is_given_the_title() {
    let text = "Kamerun\n\nKamerun liegt in Afrika am Golf von Guinea. Das Land ist etwas größer als Deutschland, hat aber nur etwa ein Viertel der Einwohner. Die Hauptstadt ist Yaoundé, die größte Stadt ist Douala.\n";
    let generated = crate::generate::generate(text, "de", "Kamerun", &[], 10);
    let statements: Vec<&str> = generated
        .questions
        .iter()
        .chain(generated.suggestions.iter().map(|s| &s.question))
        .map(|q| q.prompt.as_str())
        .filter(|p| p.starts_with("Wahr oder falsch"))
        .collect();
    assert!(
        statements
            .iter()
            .any(|p| p.starts_with("Wahr oder falsch (Kamerun): Das Land ist etwas")),
        "{statements:?}"
    );
}

#[test]
fn a_correlative_turns_by_its_second_comparative() {
    let turned = |text: &str| correlative(text, Lang::En).map(|t| t.apply(text));
    assert_eq!(
        turned("The more complex the task, the narrower the span of control.").as_deref(),
        Some("The more complex the task, the wider the span of control.")
    );
    assert_eq!(
        turned("The greater the ability to delegate, the wider the span of control.").as_deref(),
        Some("The greater the ability to delegate, the narrower the span of control.")
    );
    assert_eq!(
        turned("The higher the price, the less likely consumers are to buy.").as_deref(),
        Some("The higher the price, the more likely consumers are to buy.")
    );
    // Hedged, or no second half: not a statement to turn.
    assert_eq!(
        turned("The more complex the task, the narrower the span may be."),
        None
    );
    assert_eq!(
        turned("The more complex tasks take longer than simple ones."),
        None
    );
    assert_eq!(turned("More complex tasks need the narrower span."), None);
}

#[test]
fn one_direction_said_twice_turns_as_one_ranking() {
    assert_eq!(
        turned(
            "Sound travels faster in solids than in liquids, and faster in liquids than in gases.",
            Lang::En
        )
        .as_deref(),
        Some(
            "Sound travels slower in solids than in liquids, and faster in liquids than in gases."
        )
    );
    // Two directions of different words still do not turn.
    assert_eq!(
        turned("Demand rises faster than supply in a boom.", Lang::En),
        None
    );
}

#[test]
fn only_a_comparison_of_two_named_things_is_turned_false() {
    let fair = |text: &str| {
        let turn = turn(text, Lang::En).expect("a statement of direction");
        compares_two_named(text, &turn, Lang::En)
    };
    // The other half is named: false the other way round is a fact.
    assert!(fair(
        "Protestants were less likely to die by suicide than Catholics."
    ));
    assert!(fair(
        "Millennials dine out at a lower rate than the general population."
    ));
    assert!(fair(
        "Assaultive violence is less prevalent among non-White people when compared to White people."
    ));
    // A rank, a cause, nobody named, or a belief (sets 63 to 98: both
    // raters rejected these turned).
    assert!(!fair("Jefferson’s biggest failure came in foreign policy."));
    assert!(!fair(
        "The most common instances of bad ethics involve prescription drug targeting."
    ));
    assert!(!fair(
        "Different perspectives lead to a larger number of choices to select from."
    ));
    assert!(!fair(
        "Humans are more powerful than any other creature on earth."
    ));
    assert!(!fair(
        "The relationship between emigrants and Native peoples was more complicated than popular stories suggest."
    ));
}
