//! Unit tests of `synonyms.rs`.

use super::*;

fn has(found: &[(String, String)], a: &str, b: &str) -> bool {
    found.contains(&(a.to_string(), b.to_string()))
        && found.contains(&(b.to_string(), a.to_string()))
}

#[test]
fn a_word_of_a_phrase_may_be_put_in_by_another_name_that_fits_the_hint() {
    let found = word_for_word("stockholder profit");
    assert!(
        found.contains(&"shareholder profit".to_string()),
        "{found:?}"
    );
    // "stockholders" has no other name of eleven letters in "s".
    assert!(word_for_word("stockholders").is_empty());
    assert!(
        word_for_word("stockholder profits")
            .iter()
            .all(|name| fits_the_hint(name, "stockholder profits"))
    );
}

#[test]
fn an_adjective_before_a_bracket_has_no_other_name() {
    let found = synonyms(
        "Thoughts that are intrusive and unwanted (obsessions) come back. A heart attack (myocardial infarction) is common.",
        Lang::En,
    );
    assert!(!has(&found, "unwanted", "obsessions"), "{found:?}");
    assert!(has(&found, "attack", "myocardial infarction"), "{found:?}");
}

#[test]
fn names_cut_from_longer_phrases_are_no_other_names() {
    let found = synonyms(
        "Stage two is chronic HIV infection, also called asymptomatic HIV infection or clinical latency. The cell membrane, also called the plasma membrane, holds the cell. Light chains. Antibodies are also called immunoglobulins (Ig).",
        Lang::En,
    );
    assert!(
        !has(&found, "HIV infection", "asymptomatic HIV"),
        "{found:?}"
    );
    assert!(has(&found, "cell membrane", "plasma membrane"), "{found:?}");
    assert!(has(&found, "Antibodies", "immunoglobulins"), "{found:?}");
}

#[test]
fn an_abbreviation_and_its_full_name_are_other_names() {
    let found = synonyms(
        "Perhaps the most powerful tool is the Government Accountability Office (GAO). The GAO audits agencies.",
        Lang::En,
    );
    assert!(has(&found, "Government Accountability Office", "GAO"));
    assert!(has(&found, "GAO", "Government Accountability Office"));
}

#[test]
fn a_name_is_the_key_s_own_word_in_either_number() {
    assert!(same_english_word("Borrowers", "borrower", Lang::En));
    assert!(same_english_word(
        "liver toxicity",
        "liver toxicities",
        Lang::En
    ));
    assert!(!same_english_word("borrowing", "borrower", Lang::En));
    assert!(!same_english_word("borrowing", "borrowers", Lang::En));
    assert!(same_english_word("Kulis", "Kuli", Lang::De));
}

#[test]
fn other_names_the_document_gives_are_found_both_ways() {
    let found = synonyms(
        "Antibodies are also called immunoglobulins (Ig). The Eastern Empire, also called the Byzantine Empire, lasted.",
        Lang::En,
    );
    assert!(has(&found, "Antibodies", "immunoglobulins"));
    assert!(has(&found, "Eastern Empire", "Byzantine Empire"));
    // On a line with letters outside ASCII, and never from inside a word.
    let found = synonyms(
        "Le « réseau » électrique (aussi appelé grille) alimente la ville.",
        Lang::Fr,
    );
    assert!(has(&found, "électrique", "grille"));
    let glued = synonyms("Le modèle 3antibodies (also called X) est faux.", Lang::Fr);
    assert!(
        !glued.iter().any(|(a, _)| a.starts_with("antibodies")),
        "{glued:?}"
    );
}

#[test]
fn a_plain_english_bracket_glosses_the_word_before_it() {
    let found = synonyms(
        "Flucytosine is also associated with hepatotoxicity (liver toxicity) and bone marrow depression.",
        Lang::En,
    );
    assert!(
        found
            .iter()
            .any(|(a, b)| a.ends_with("hepatotoxicity") && b == "liver toxicity"),
        "{found:?}"
    );
    // An aside or a function word in brackets names nothing.
    for aside in [
        "The cells divide (see below) quickly.",
        "The cells divide (and grow) quickly.",
        "The nucleus (plural nuclei) holds the genes.",
    ] {
        let found = synonyms(aside, Lang::En);
        assert!(found.is_empty(), "{aside}: {found:?}");
    }
}

#[test]
fn german_names_joined_by_oder_auch_or_as_one_subject() {
    let found = synonyms(
        "Ein Kugelschreiber oder Kuli ist ein Schreibgerät, das eine Mine enthält.",
        Lang::De,
    );
    assert!(has(&found, "Kugelschreiber", "Kuli"), "{found:?}");
    let found = synonyms(
        "Mädchen und Frauen haben eine Scheide oder auch Vagina, die verbindet.",
        Lang::De,
    );
    assert!(has(&found, "Scheide", "Vagina"), "{found:?}");
    let found = synonyms(
        "Man sieht den Kitzler, auch Klitoris genannt, kaum.",
        Lang::De,
    );
    assert!(has(&found, "Kitzler", "Klitoris"), "{found:?}");
    // A bare "oder" inside a sentence joins two things.
    let found = synonyms(
        "Die Raupen fressen Eier oder Puppen anderer Insekten.",
        Lang::De,
    );
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn spanish_también_llamado() {
    let found = synonyms(
        "El ácido desoxirribonucleico, también llamado ADN, guarda la información.",
        Lang::Es,
    );
    assert!(
        found
            .iter()
            .any(|(a, b)| a.ends_with("desoxirribonucleico") && b == "ADN"),
        "{found:?}"
    );
}

#[test]
fn a_bracket_of_another_number_is_no_other_name() {
    let found = synonyms(
        "Sympathetic activity constricts the afferent arterioles (norepinephrine effect) at once.",
        Lang::En,
    );
    assert!(
        !has(&found, "afferent arterioles", "norepinephrine effect"),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|(a, _)| a.contains("norepinephrine")),
        "{found:?}"
    );
    // A plural without an "-s" is a plural all the same.
    assert!(number_agrees("bacteria", "microbes"));
    assert!(number_agrees("hepatotoxicity", "liver toxicity"));
    assert!(!number_agrees("arterioles", "norepinephrine effect"));
    assert!(number_agrees("Government Accountability Office", "GAO"));
}

#[test]
fn another_name_from_wordnet_fits_the_initials_of_the_blank() {
    assert!(same_initials("tooth cavity", "Tooth-Cavity"));
    assert!(same_initials("uterine tube", "Uterine tubes"));
    assert!(!same_initials("oral fissure", "oral cavity"));
    assert!(!same_initials("capillary artery", "arteriole"));
    assert!(!same_initials("fallopian tube", "uterine tube"));
    assert!(same_initials("blood stream", "bloodstream"));
    // The letter counts the blank shows must fit too.
    assert!(!fits_the_hint("intercessors", "intermediaries"));
    assert!(fits_the_hint("settlers", "scholars"));
    assert!(fits_the_hint("blood stream", "bloodstream"));
    assert!(fits_the_hint("tooth cavity", "Tooth-Cavity"));
    assert!(fits_the_hint("water vapour", "water vapor"));
    assert!(!fits_the_hint("stimulant", "stimulus"));
}

#[test]
fn another_name_away_from_the_blank_gives_the_key_away() {
    assert!(shows_elsewhere(
        "Kugelschreiber: Wenn man den _____ nicht benutzt, steckt man eine Kappe auf.",
        "Kugelschreiber"
    ));
    // Beside the blank it is what the question asks the other name of.
    assert!(!shows_elsewhere(
        "Almost 90% of the cosmic rays are hydrogen nuclei (_____) stripped of electrons.",
        "nuclei"
    ));
    assert!(!shows_elsewhere(
        "Flucytosine is associated with _____ (liver toxicity).",
        "liver toxicity"
    ));
    assert!(!shows_elsewhere(
        "Frauen haben eine Scheide oder auch _____.",
        "Scheide"
    ));
    // Only whole words count.
    assert!(!shows_elsewhere("The _____ of a Kulis-Hersteller.", "Kuli"));
}

#[test]
fn a_look_alike_of_another_word_is_no_other_spelling() {
    assert!(!fits_the_hint("epoxy rosin", "epoxy resin"));
    assert!(!word_for_word("epoxy resin").contains(&"epoxy rosin".to_string()));
    assert!(fits_the_hint("water vapor", "water vapour"));
    assert!(fits_the_hint("jeweller", "jeweler"));
    assert!(fits_the_hint("hemoglobin", "haemoglobin"));
    assert!(fits_the_hint("center", "centre"));
    assert!(fits_the_hint("grey matter", "gray matter"));
    assert!(fits_the_hint("cultural competency", "cultural competence"));
}

#[test]
fn this_is_also_called_names_the_term_the_sentence_before_defined() {
    let found = synonyms(
        "In cartography, rubbersheeting refers to the process by which a layer is distorted to fit an adjacent layer. This is sometimes referred to as image-to-vector conflation. Often this has to be done.",
        Lang::En,
    );
    assert!(
        has(&found, "rubbersheeting", "image-to-vector conflation"),
        "{found:?}"
    );
    // Any run of spaces between the words, as the pattern allows.
    let found = synonyms(
        "Rubbersheeting refers to the process by which a layer is distorted to fit another. This is  also called image-to-vector conflation.",
        Lang::En,
    );
    assert!(
        has(&found, "Rubbersheeting", "image-to-vector conflation"),
        "{found:?}"
    );
    // A sentence that defines nothing names nothing by "This".
    let found = synonyms(
        "The layers were joined by hand. This is sometimes referred to as conflation.",
        Lang::En,
    );
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn only_a_line_that_could_say_this_is_also_called_is_searched_for_it() {
    assert!(may_say_this_is_also(
        "X means a thing. This is commonly termed Y."
    ));
    assert!(may_say_this_is_also(
        "X is a thing. It is often known as Y."
    ));
    assert!(
        !may_say_this_is_also("This is called the solar day, and it is also long."),
        "no hedge right before the naming word"
    );
    assert!(!may_say_this_is_also(
        "The day is also called the solar day."
    ));
}

#[test]
fn a_list_s_conjunction_is_no_part_of_the_name_before_a_bracket() {
    let found = synonyms(
        "We consider a packet-switched network consisting of multiple links and switches (or routers).",
        Lang::En,
    );
    assert!(has(&found, "switches", "routers"), "{found:?}");
    assert!(!found.iter().any(|(a, _)| a == "and switches"), "{found:?}");
}
