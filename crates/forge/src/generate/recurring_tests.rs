use super::*;

#[test]
fn a_spanish_phrase_with_a_verb_is_no_term() {
    for phrase in [
        "metales forman",
        "relatividad general predice",
        "estudiantes obtuvieron",
        "formar enlaces",
        "trazar",
    ] {
        assert!(spanish_verb_inside(phrase), "{phrase}");
    }
    for phrase in [
        "compuestos iónicos",
        "campo magnético",
        "tabla periódica",
        "energía nuclear",
        "fuerza importante",
        "galvanómetro",
    ] {
        assert!(!spanish_verb_inside(phrase), "{phrase}");
    }
}

#[test]
fn the_front_of_a_longer_name_is_no_term() {
    let found = recurring_terms(
        &sentences(&[
            "The innate nonspecific immune system uses chemical mediators.",
            "Lysozyme is one of the chemical mediators of the innate nonspecific immune system.",
            "Enzymes add each base to the growing nucleotide chain.",
            "The growing nucleotide chain leaves the template.",
            "The impact of punishing deviance speaks to his arguments about law.",
            "Durkheim wrote about punishing deviance and the law.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"chemical mediators"), "{terms:?}");
    assert!(!terms.contains(&"nonspecific immune"), "{terms:?}");
    assert!(!terms.contains(&"innate nonspecific immune"), "{terms:?}");
    assert!(!terms.contains(&"growing nucleotide"), "{terms:?}");
    // A verb after a phrase ends it.
    assert!(terms.contains(&"punishing deviance"), "{terms:?}");
    // A gerund and its object make an option raters accept
    // ("punishing deviance" among Durkheim's ideas; unseen set 21).
    assert!(!not_a_noun_phrase("punishing deviance"));
    assert!(not_a_noun_phrase("chemical mediators lysozyme"));
    assert!(!not_a_noun_phrase("species richness"));
    assert!(!not_a_noun_phrase("building blocks"));
}

#[test]
fn a_verb_that_takes_to_ends_a_phrase() {
    let found = recurring_terms(
        &sentences(&[
            "If the person expects an extrinsic reward, intrinsic motivation for the task tends to be reduced.",
            "Without that expectation, intrinsic motivation for the task tends to persist.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.iter().any(|t| t.contains("tends")), "{terms:?}");
}

#[test]
fn a_verb_never_used_as_a_noun_ends_a_phrase() {
    let found = recurring_terms(
        &sentences(&[
            "Bacterial pathogens associated with diarrheal disease include Vibrio cholerae and Listeria monocytogenes.",
            "Viruses associated with diarrheal disease include norovirus and rotavirus.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.iter().any(|t| t.contains("include")), "{terms:?}");
}

#[test]
fn a_verb_with_its_object_or_closing_its_clause_ends_a_phrase() {
    let found = recurring_terms(
        &sentences(&[
            "The placenta takes over the synthesis of progesterone as the corpus luteum degenerates.",
            "As the placenta develops and the corpus luteum degenerates during weeks 12–17, the placenta takes over.",
            "The pancreas releases most of the digestive enzymes.",
            "Each day the pancreas releases most of its juice into the duodenum.",
            "The sodium channels of neurons are gated.",
            "When the sodium channels open, sodium rushes in.",
            "When the water droplets in a cloud join, they fall.",
            "The fontanelles allow growth of the skull as the brain enlarges.",
            "The sutures allow growth of the skull bones as the brain enlarges during childhood.",
            "The largest fontanelle is located on the anterior head.",
            "The largest fontanelle closes in the second year.",
            "The water droplets freeze into ice crystals.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(
        !terms.iter().any(|t| t.contains("degenerates")),
        "{terms:?}"
    );
    assert!(!terms.iter().any(|t| t.contains("releases")), "{terms:?}");
    // "enlarge" is only a verb: the noun list has no row for it.
    assert!(!terms.iter().any(|t| t.contains("enlarges")), "{terms:?}");
    // A superlative picks one of several, it names no term.
    assert!(!terms.iter().any(|t| t.contains("largest")), "{terms:?}");
    // A plural noun followed by its verb stays a term.
    assert!(terms.contains(&"sodium channels"), "{terms:?}");
    // A plural that is no verb stays a noun whatever follows.
    assert!(terms.contains(&"water droplets"), "{terms:?}");
    // "The placenta takes over …": the sentence's subject and its verb.
    assert!(!terms.contains(&"placenta takes"), "{terms:?}");
}

#[test]
fn german_terms_are_capitalised_nouns_one_by_one() {
    let found = recurring_terms(
        &sentences(&[
            "Das Kohlenstoffdioxid gelangt durch die Spaltöffnungen in das Blatt.",
            "Der Sauerstoff wird über die Spaltöffnungen an die Luft abgegeben.",
            "Die Spaltöffnungen schließen sich bei Trockenheit.",
        ]),
        Lang::De,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"Spaltöffnungen"), "{terms:?}");
    // A capitalised word opening a sentence may be any word.
    assert!(!terms.contains(&"Die"), "{terms:?}");
}

#[test]
fn a_word_in_ing_before_an_article_is_a_verb_not_a_term_s_end() {
    let found = recurring_terms(
        &sentences(&[
            "At the other end of the tendon, it fuses with the periosteum coating the bone.",
            "The tendon fuses with the periosteum coating the bone at each end.",
            "Skeletal muscle is attached to the periosteum by tendons.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.contains(&"periosteum coating"), "{terms:?}");
}

#[test]
fn a_german_compound_said_once_is_a_term_when_its_word_comes_back() {
    let found = recurring_terms(
        &sentences(&[
            "Im Jahr 1974 flog die Raumsonde Mariner 10 am Merkur vorbei.",
            "Die Sonde machte viele Bilder von der Oberfläche.",
            "Eine zweite Sonde kam viel später zum Merkur.",
            "Die Besucher hielten an einer Autobahnraststätte.",
        ]),
        Lang::De,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"Raumsonde"), "{terms:?}");
    // "Autobahnraststätte" holds no word the article says again.
    assert!(!terms.contains(&"Autobahnraststätte"), "{terms:?}");
}

fn sentences(texts: &[&str]) -> Vec<Sentence> {
    let mut start = 0;
    texts
        .iter()
        .enumerate()
        .map(|(index, text)| {
            let mut s = Sentence::for_test(index, text);
            s.start = start;
            s.end = start + text.len();
            start += text.len() + 1;
            s
        })
        .collect()
}

#[test]
fn a_compound_the_language_names_is_a_term_though_its_words_are_common() {
    let found = recurring_terms(
        &sentences(&[
            "Growth depends on the protection of property rights and the rule of law.",
            "Contractual rights are based on property rights in every market.",
            "A society with strong property rights enforces the terms of a contract.",
            "A legal system effective in this way upholds property rights for all.",
            "People in the real world trade, and the real world rewards the real world of trust.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"property rights"), "{terms:?}");
    // Every word very common: no term.
    assert!(!terms.contains(&"real world"), "{terms:?}");
}

#[test]
fn a_rare_phrase_said_once_is_a_term_when_the_lesson_comes_back_to_its_words() {
    let found = recurring_terms(
        &sentences(&[
            "Scientists could modify it to produce a variety of semisynthetic penicillins.",
            "Penicillins were first made from a mold.",
            "The mold grew on penicillins left in the lab.",
            "Her infection came from a poke with an embroidery needle.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"semisynthetic penicillins"), "{terms:?}");
    assert!(!terms.contains(&"embroidery needle"), "{terms:?}");
    // A common word at the end is seldom the noun: "penicillins left".
    assert!(!terms.contains(&"penicillins left"), "{terms:?}");
}

#[test]
fn rare_phrases_repeated_after_an_article_are_terms() {
    let found = recurring_terms(
        &sentences(&[
            "In classical conditioning, organisms learn to associate events.",
            "The dog learned by classical conditioning to drool at a bell.",
            "Classical conditioning tends to involve unconscious processes.",
            "The players like the game and the players win.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"classical conditioning"), "{terms:?}");
    // Common words are never terms, however often they come back.
    assert!(!terms.contains(&"players"), "{terms:?}");
    // A verb after a term is no part of it.
    assert!(!terms.iter().any(|t| t.ends_with("tends")), "{terms:?}");
}

#[test]
fn times_are_no_terms() {
    let found = recurring_terms(
        &sentences(&[
            "By the nineteenth century, presidents wrote letters to the press.",
            "In the twentieth century, the radio reached voters at home.",
            "The twentieth century brought the television; the nineteenth century had only print.",
            "The radio broadcasts of the twentieth century changed campaigns.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.iter().any(|t| t.contains("century")), "{terms:?}");
    assert!(ordinal("twenty-first") && ordinal("nineteenth") && ordinal("dix-neuvième"));
    assert!(!ordinal("cathedral") && !ordinal("ninety"));
}

#[test]
fn a_phrase_ending_in_an_adjective_is_no_term() {
    let found = recurring_terms(
        &sentences(&[
            "The somatic nervous system moves the skeletal muscles.",
            "In the somatic nervous system, signals go to muscles.",
            "The somatic nervous system is voluntary.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.contains(&"somatic nervous"), "{terms:?}");
    assert!(terms.contains(&"somatic nervous system"), "{terms:?}");
}

#[test]
fn a_word_in_ic_the_lesson_counts_is_a_noun() {
    let found = recurring_terms(
        &sentences(&[
            "A heuristic is another type of problem solving strategy.",
            "While an algorithm must be followed exactly, a heuristic is a general rule.",
            "A rule of thumb is an example of a heuristic.",
            "Different types of heuristics are used in different situations.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"heuristic"), "{terms:?}");
    // Never in the plural, "-ic" is an adjective's ending.
    let found = recurring_terms(
        &sentences(&[
            "The somatic nervous system moves the muscles.",
            "Signals of the somatic system go to muscles.",
            "The somatic system is voluntary.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.contains(&"somatic"), "{terms:?}");
}

#[test]
fn a_verb_after_that_opens_a_clause_not_a_term() {
    let found = recurring_terms(
        &sentences(&[
            "Some fungi have pathways that synthesize sterols for their membranes.",
            "Azoles block the pathways that synthesize sterols in the fungal cell.",
            "The sterols that fungal cells make differ from human sterols.",
            "Sterols keep the membrane of a fungal cell fluid.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(
        !terms.iter().any(|t| t.starts_with("synthesize")),
        "{terms:?}"
    );
    assert!(terms.contains(&"sterols"), "{terms:?}");
}

#[test]
fn a_term_may_end_in_a_noun_in_ly_or_ed() {
    let found = recurring_terms(
        &sentences(&[
            "If not, Murray calls this a latent need.",
            "A latent need cannot be inferred from a person’s behavior at a given time.",
            "The money supply grew, and the nuclear family shrank.",
            "Economists watch the money supply closely in the nuclear family.",
            "A central bank sets the money supply for the nuclear family.",
            "The vote was delayed and the vote was delayed again.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"latent need"), "{terms:?}");
    assert!(terms.contains(&"money supply"), "{terms:?}");
    assert!(terms.contains(&"nuclear family"), "{terms:?}");
    assert!(
        !terms
            .iter()
            .any(|t| t.contains("delayed") || t.contains("closely")),
        "{terms:?}"
    );
    for noun in ["need", "seed", "creed", "family", "supply", "monopoly"] {
        assert!(crate::lexicon::noun_in_ly_or_ed(noun), "{noun}");
    }
    for other in ["daily", "hundred", "agreed", "delayed", "closely", "only"] {
        assert!(!crate::lexicon::noun_in_ly_or_ed(other), "{other}");
    }
}

#[test]
fn a_verb_that_takes_a_clause_ends_a_phrase() {
    let found = recurring_terms(
        &sentences(&[
            "Even so, research suggests that planning is warranted.",
            "The research suggests that firms that plan do better.",
            "Such research suggests little else.",
        ]),
        Lang::En,
    );
    assert!(
        !found.iter().any(|c| c.term.contains("suggests")),
        "{found:?}"
    );
}

#[test]
fn a_term_opening_a_sentence_counts_once_seen_as_a_noun_phrase() {
    let found = recurring_terms(
        &sentences(&[
            "Many managers engage in in-process planning before acting.",
            "In-process planning works well when people can improvise.",
            "Managers rarely stop to think.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"in-process planning"), "{terms:?}");
    // Never shown a noun phrase in lower case: a capital alone proves
    // nothing ("Blueprint planning" twice could open two clauses).
    let found = recurring_terms(
        &sentences(&[
            "Blueprint planning formulates statements before acting.",
            "Blueprint planning suits stable markets.",
        ]),
        Lang::En,
    );
    assert!(
        found.iter().all(|c| c.term != "blueprint planning"),
        "{found:?}"
    );
}

#[test]
fn a_phrase_ending_in_a_noun_with_an_adjective_ending_is_a_term() {
    let found = recurring_terms(
        &sentences(&[
            "The integration-and-learning perspective posits that the different life experiences of members can be a valuable resource.",
            "Downfalls of the integration-and-learning perspective can be that White members of the work group can feel marginalized.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert_eq!(terms, ["integration-and-learning perspective"]);
}

#[test]
fn a_phrase_opening_with_an_unsaid_number_is_no_term() {
    let found = recurring_terms(
        &sentences(&[
            "Rating scales help in assessing satisfaction in various aspects of the job situation.",
            "Managers compare various aspects of the work with what employees expected.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.contains(&"various aspects"), "{terms:?}");
}

#[test]
fn a_rare_noun_phrase_opening_three_sentences_is_a_term() {
    let found = recurring_terms(
        &sentences(&[
            "Descriptive epidemiology considers person, place, and time of health events.",
            "Analytic epidemiology searches for the why and how of diseases.",
            "Descriptive epidemiology depicts the occurrence of health events within a population.",
            "Descriptive epidemiology evaluates all the conditions surrounding a person.",
            "Data from descriptive studies suggest hypotheses.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"descriptive epidemiology"), "{terms:?}");
    // Common words opening three sentences are the story told, not a term;
    // nor is a phrase that goes on with more of its noun phrase.
    let found = recurring_terms(
        &sentences(&[
            "Social media shapes what people believe about health.",
            "Social media spreads rumors quickly during outbreaks.",
            "Social media connects nurses with the public.",
            "Health care professionals work long hours in hospitals.",
            "Health care professionals need rest between shifts.",
            "Health care professionals use checklists to avoid errors.",
        ]),
        Lang::En,
    );
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.contains(&"social media"), "{terms:?}");
    assert!(!terms.contains(&"health care"), "{terms:?}");
}
