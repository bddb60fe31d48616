use super::*;
use quizforge_core::{Body, Kind, Origin};

pub(super) fn make(text: &str, count: usize) -> Vec<Question> {
    let lang = crate::language::detect(text);
    generate(text, lang, "Test", &[], count).questions
}

pub(super) fn key_text(q: &Question) -> String {
    match &q.body {
        Body::ShortAnswer { accepted, .. } => accepted[0].text.clone(),
        _ => q
            .choices()
            .iter()
            .find(|c| c.correct)
            .map(|c| c.text.clone())
            .unwrap_or_default(),
    }
}

pub(super) const WATER: &str = "The Water Cycle\n\nEvaporation is the process in which liquid water turns into water vapour. Condensation is the process in which water vapour cools and turns into tiny droplets. Precipitation is the water that falls from clouds as rain, snow, sleet or hail. Transpiration is the release of water vapour from the leaves of plants. Runoff is the water that flows over the ground into rivers and lakes. Evaporation and condensation move water between the sea and the sky, and precipitation and transpiration complete the cycle.\n\nOceans\n\nAbout 97 percent of the water on Earth is salt water in the oceans. Water boils at 100 degrees at sea level. Water freezes at 0 degrees. A water molecule stays in the air for about 9 days before it falls again.\n";

#[test]
fn definitions_become_cloze_questions_with_defined_terms_as_distractors() {
    let qs = make(WATER, 10);
    assert!(!qs.is_empty());
    for q in &qs {
        assert_eq!(q.origin, Origin::Generated);
        assert!(q.source.is_some());
        assert!(q.topic.is_some());
        assert_eq!(q.validate(), Ok(()));
    }
    // Evaporation is asked about either way round: its term among the
    // other defined terms, or its meaning among the other meanings.
    let evaporation = qs
        .iter()
        .find(|q| key_text(q) == "Evaporation" || q.prompt == "What is evaporation?")
        .expect("a question on evaporation");
    let options: Vec<&str> = evaporation
        .choices()
        .iter()
        .map(|c| c.text.as_str())
        .collect();
    assert_eq!(options.len(), 4);
    let terms = [
        "Evaporation",
        "Condensation",
        "Precipitation",
        "Transpiration",
        "Runoff",
    ];
    for option in options {
        assert!(
            terms.contains(&option) || option.starts_with("The "),
            "{option}"
        );
    }
    if evaporation.prompt == "What is evaporation?" {
        assert_eq!(
            key_text(evaporation),
            "The process in which liquid water turns into water vapour"
        );
    }
}

#[test]
fn no_question_gives_its_answer_away() {
    for q in make(WATER, 20) {
        let key = key_text(&q).to_lowercase();
        if q.kind() != Kind::TrueFalse && q.kind() != Kind::Matching {
            assert!(
                !q.prompt.to_lowercase().contains(&key),
                "{} / {key}",
                q.prompt
            );
        }
    }
}

#[test]
fn the_count_is_a_ceiling_not_a_quota() {
    assert!(make(WATER, 3).len() <= 3);
    let few = make("Plants are green. Cats sleep a lot.", 10);
    assert!(few.is_empty(), "{few:?}");
}

#[test]
fn generation_is_deterministic() {
    let a = format!("{:?}", make(WATER, 10));
    let b = format!("{:?}", make(WATER, 10));
    assert_eq!(a, b);
}

#[test]
fn glossaries_give_term_questions_and_a_matching_set() {
    let text = "Geography words\n\nerosion (n): the wearing away of rock and soil by water, wind or ice (Coastal erosion threatens the village.)\ndelta (n): a flat area of land where a river splits before it reaches the sea (The Nile delta is very fertile.)\nplateau (n): a large area of high and fairly flat land\nestuary (n): the wide mouth of a river where fresh water meets the sea\ntributary (n): a small river or stream that flows into a larger river\nmeander (n): a wide bend in the course of a river\nglacier (n): a slow river of ice that moves down a valley\nvolcano (n): an opening in the crust through which lava erupts\noasis (n): a fertile place in a desert where water is found\nbasin (n): the area of land drained by a river and its streams\n";
    let qs = make(text, 5);
    let kinds: Vec<Kind> = qs.iter().map(Question::kind).collect();
    assert_eq!(qs.len(), 5);
    assert!(kinds.contains(&Kind::Matching), "{kinds:?}");
    let matching = qs.iter().find(|q| q.kind() == Kind::Matching).unwrap();
    let Body::Matching { pairs } = &matching.body else {
        unreachable!()
    };
    assert!(pairs.len() >= 4);
    for q in qs.iter().filter(|q| q.kind() == Kind::MultipleChoice) {
        let key = key_text(q);
        assert!(
            !pairs.iter().any(|p| p.left == key),
            "the matching set asks again for {key}"
        );
    }
    let term_question = qs
        .iter()
        .find(|q| q.prompt.starts_with("Which term means") || q.prompt.starts_with("What does"))
        .expect("a term question");
    assert_eq!(term_question.choices().len(), 4);
}

#[test]
fn german_text_gets_no_english_templates() {
    let text = "Photosynthese\n\nChlorophyll ist ein grüner Farbstoff, der das Licht der Sonne aufnimmt. Die Pflanze bildet im Sommer bis zu 25 Gramm Zucker pro Tag und speichert ihn. Im Jahr 1779 beschrieb Jan Ingenhousz, dass Pflanzen im Licht Sauerstoff abgeben.";
    for q in make(text, 10) {
        assert!(
            !q.prompt.contains("Which") && !q.prompt.contains("In which"),
            "{}",
            q.prompt
        );
    }
}

#[test]
fn a_german_article_names_its_subject_before_a_sentence_that_leaves_it_out() {
    let text = "Schmetterlinge\n\nSchmetterlinge sind Insekten mit vier großen Flügeln. Die meisten Schmetterlingsarten überwintern als Eier, Puppen oder Raupen. Viele Arten ernähren sich vom Nektar verschiedener Blüten. Nach etwa einer Woche schlüpft aus jedem Ei eine Raupe. Die Raupe frisst Blätter und wächst schnell. Aus der Puppe schlüpft später der fertige Falter. Der Nektar ist ein süßer Saft der Blüten.";
    let made = crate::make_with(text, &crate::Options { count: 10 }).expect("a quiz");
    assert_eq!(made.quiz.title, "Schmetterlinge");
    let questions = made.quiz.questions;
    assert!(!questions.is_empty());
    for q in &questions {
        if !q.prompt.contains("_____") {
            continue;
        }
        let names_it = q.prompt.to_lowercase().contains("schmetterling");
        assert!(names_it, "{}", q.prompt);
        // Named once: a sentence that names the subject gets no label.
        assert!(
            !q.prompt.starts_with("Schmetterlinge: Schmetterling"),
            "{}",
            q.prompt
        );
    }
}

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
fn a_paragraph_in_another_language_is_left_alone() {
    // A French lesson quoting a German passage: the French gets questions,
    // the German none (French has no dictionary gate to stop it).
    let text = "Le Rhin\n\nEn 1815, le congrès de Vienne proclame la liberté de navigation sur le Rhin et sur les autres fleuves de l’Europe. En 1868, la convention de Mannheim confirme cette liberté pour les bateaux de tous les pays. En 1919, le traité de Versailles crée une commission internationale pour le fleuve.\n\nIm Jahr 1831, nach langen Verhandlungen, wurde die Mainzer Akte unterzeichnet, und seitdem gilt auf dem Rhein eine gemeinsame Ordnung für die Schifffahrt aller Staaten am Fluss.\n";
    let qs = generate(text, "fr", "Le Rhin", &[], 10).questions;
    assert!(!qs.is_empty());
    for q in qs {
        assert!(
            !q.prompt.contains("Jahr") && !q.prompt.contains("wurde"),
            "{}",
            q.prompt
        );
    }
}

#[test]
fn questions_held_back_are_offered_as_suggestions_with_why() {
    let lang = crate::language::detect(WATER);
    let few = generate(WATER, lang, "Test", &[], 2);
    assert_eq!(few.questions.len(), 2);
    assert!(!few.suggestions.is_empty());
    let asked: BTreeSet<&str> = few.questions.iter().map(|q| q.prompt.as_str()).collect();
    let mut keys = BTreeSet::new();
    for s in &few.suggestions {
        assert_eq!(s.question.validate(), Ok(()));
        assert!(
            !asked.contains(s.question.prompt.as_str()),
            "{}",
            s.question.prompt
        );
        assert!(!s.held_back.is_empty());
        // One per answer: a list of rewordings helps nobody.
        assert!(
            keys.insert(key_text(&s.question).to_lowercase()),
            "{}",
            s.question.prompt
        );
    }
    // The strongest left out was left out because the quiz was full.
    assert_eq!(
        few.suggestions[0].held_back,
        "the quiz was full: stronger questions came first"
    );
    // Asking for more turns suggestions into questions.
    let more = generate(WATER, lang, "Test", &[], 10);
    assert!(more.questions.len() > few.questions.len());
    let first = &few.suggestions[0].question.prompt;
    assert!(more.questions.iter().any(|q| &q.prompt == first), "{first}");
    // And the same document always gives the same suggestions.
    let again = generate(WATER, lang, "Test", &[], 2);
    assert_eq!(again.suggestions, few.suggestions);
}

#[test]
fn a_matching_set_is_never_suggested() {
    // A glossary: its matching set pairs the terms other questions ask
    // about, so held back it stays out of the suggestions too.
    let glossary = "Rocks glossary\n\nbasalt: a dark volcanic rock\ngranite: a pale rock that cools slowly underground\npumice: a light rock full of gas holes\nobsidian: a glassy volcanic rock\nmagma: molten rock beneath the surface\nlava: molten rock at the surface\n";
    let lang = crate::language::detect(glossary);
    for count in 1..=8 {
        let made = generate(glossary, lang, "Rocks", &[], count);
        assert!(
            made.suggestions
                .iter()
                .all(|s| s.question.kind() != Kind::Matching),
            "count {count}"
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
    let broken = format!("{clean} Mast cells cause in ammation.");
    assert!(suspicious_words(&broken).contains("ammation"));
    assert!(suspicious_words(&broken).contains("peristalsis"));
}

#[test]
fn no_blank_stands_beside_a_slash() {
    let text = "Endocrine Disorders\n\nHyperthyroidism is a disorder in which the thyroid gland makes too much hormone. Hypothyroidism is a disorder in which the thyroid gland makes too little hormone. Diabetes is a disorder in which the pancreas makes too little insulin. Cushing syndrome is a disorder in which the adrenal glands make too much cortisol. Other endocrine disorders commonly seen are hypo/hyperthyroidism and adrenal disorders. Doctors test for hyperthyroidism with a simple blood test.\n";
    for q in make(text, 10) {
        assert!(
            !q.prompt.contains("/_____") && !q.prompt.contains("_____/"),
            "{}",
            q.prompt
        );
    }
}

#[test]
fn a_lesson_naming_few_of_a_kind_gets_the_others_from_wordnet() {
    // Two hormones: too few for three wrong options of the key's kind.
    let text = "Hormones\n\nInsulin is a hormone that lowers the level of sugar in the blood. Glucagon is a hormone that raises the level of sugar in the blood. After a meal, the pancreas releases insulin into the blood. Between meals, the pancreas releases glucagon into the blood instead.\n";
    let qs = make(text, 10);
    let lower = text.to_lowercase();
    let question = qs
        .iter()
        .find(|q| q.prompt.contains("lowers the level of sugar"))
        .unwrap_or_else(|| panic!("a question on insulin: {qs:#?}"));
    let options: Vec<String> = question
        .choices()
        .iter()
        .map(|c| c.text.to_lowercase())
        .collect();
    assert_eq!(options.len(), 4, "{question:#?}");
    assert!(options.contains(&"glucagon".to_string()));
    // The others are hormones the lesson does not name, so none is the odd
    // one out.
    let hormones = crate::lexicon::kinds_beside("insulin");
    let from_wordnet = options
        .iter()
        .filter(|o| !lower.contains(o.as_str()))
        .collect::<Vec<_>>();
    assert_eq!(from_wordnet.len(), 2, "{options:?}");
    assert!(from_wordnet.iter().all(|o| hormones.contains(&o.as_str())));
}

#[test]
fn explain_shows_a_typed_blank_as_the_quiz_does() {
    let text = include_str!("../../tests/corpus/science-photosynthesis.txt");
    let made = generate(text, "en", "Test", &[], 40);
    let explained = made.explanation.render();
    assert!(
        made.questions
            .iter()
            .any(|q| q.prompt == "The Calvin cycle takes place in the s_____ (6 letters)."),
        "{explained}"
    );
    assert!(
        explained.contains(
            "asked (typed answer): The Calvin cycle takes place in the s_____ (6 letters)."
        ),
        "{explained}"
    );
}

#[test]
fn a_term_without_three_options_of_its_kind_is_asked_for_itself() {
    let text = include_str!("../../tests/corpus/science-photosynthesis.txt");
    let qs = make(text, 40);
    let stroma = qs
        .iter()
        .find(|q| q.prompt == "The Calvin cycle takes place in the s_____ (6 letters).")
        .unwrap_or_else(|| panic!("a blank on the stroma: {qs:#?}"));
    assert!(matches!(stroma.body, Body::ShortAnswer { .. }));
    assert_eq!(key_text(stroma), "stroma");
    for q in &qs {
        if let Body::ShortAnswer { accepted, .. } = &q.body {
            // Never half a name: the blank does not stand before the noun
            // it would qualify ("_____ years" for "leap years").
            // After the blank's last word ("t_____ m_____.").
            let after = q.prompt.rsplit("_____").next().unwrap_or_default();
            // Past the letter count ("(6 letters)").
            let after = after
                .split_once(" letters)")
                .map_or(after, |(_, rest)| rest);
            let next = after.split_whitespace().next().unwrap_or_default();
            assert!(
                crate::nlp::is_stop_word(next, Lang::En) || !crate::lexicon::is_noun_only(next),
                "{q:#?}"
            );
            // The other number is offered only where it is a word (no
            // "stimuluses").
            for answer in accepted.iter().skip(1) {
                let last = answer.text.rsplit(' ').next().unwrap_or_default();
                assert!(crate::lexicon::is_listed_word(last), "{answer:?}");
            }
        }
    }
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
fn the_other_defined_terms_are_options_for_a_definition_whatever_their_kind() {
    let text = "Trade\n\nIn economics, a tariff is a tax that a government places on imported goods. \
        A quota is a numerical limit on the quantity of a good that can be imported. \
        An embargo is a complete ban on trade with a particular country. \
        Sovereignty is the ability of a state to run its institutions without fear of interference.\n";
    let qs = generate(text, "en", "Trade", &[], 10).questions;
    let question = qs
        .iter()
        .find(|q| {
            q.prompt == "Which term refers to a tax that a government places on imported goods?"
        })
        .unwrap_or_else(|| panic!("a question on the tariff: {qs:#?}"));
    let mut options: Vec<String> = question
        .choices()
        .iter()
        .map(|c| c.text.to_lowercase())
        .collect();
    options.sort();
    assert_eq!(options, ["embargo", "quota", "sovereignty", "tariff"]);
    assert_eq!(key_text(question), "Tariff");
}

#[test]
fn a_term_of_several_words_said_twice_is_worth_a_typed_answer_and_a_name_is_not() {
    // A name said twice is a detail of the story told ("River Tiber").
    let rome = make(
        include_str!("../../tests/corpus/history-ancient-rome.txt"),
        40,
    );
    assert!(
        !rome.iter().any(|q| key_text(q) == "River Tiber"),
        "{rome:#?}"
    );
    // A term of two words said twice is the lesson's own.
    let rules = make(include_str!("../../tests/corpus/rules-basketball.txt"), 40);
    let circle = rules
        .iter()
        .find(|q| key_text(q) == "centre circle")
        .unwrap_or_else(|| panic!("a typed answer on the centre circle: {rules:#?}"));
    assert!(
        matches!(circle.body, Body::ShortAnswer { .. }),
        "{circle:#?}"
    );
}

#[test]
fn initials_after_the_blank_give_the_key_away() {
    let text = "Measuring Inflation\n\nThe most commonly cited measure of inflation in the United States is the Consumer Price Index (CPI). \
        The Consumer Price Index is based on a basket of goods bought by a typical household. \
        Economists also use the GDP deflator and the Producer Price Index. \
        The Consumer Price Index is published every month by the Bureau of Labor Statistics.\n";
    for q in make(text, 10) {
        assert!(
            !(q.prompt.contains("_____ (CPI)") && key_text(&q).contains("Consumer Price Index")),
            "{q:#?}"
        );
    }
}

#[test]
fn a_plural_abbreviation_after_its_words_is_given_away() {
    use super::realise::spells_acronym;
    // Unseen set 26: "cost-of-living adjustments (C_____)" asked for "COLAs".
    let prompt = "Unions negotiated contracts that had cost-of-living adjustments (_____).";
    assert!(spells_acronym(prompt, "COLAs"));
    assert!(spells_acronym(prompt, "COLA"));
    assert!(!spells_acronym(
        "Unions negotiated contracts (_____).",
        "COLAs"
    ));
    // Unseen set 27: "human chorionic gonadotropin (h_____)" for "hCG".
    assert!(spells_acronym(
        "The trophoblast secretes human chorionic gonadotropin (_____), a hormone.",
        "hCG"
    ));
    assert!(!spells_acronym(
        "Apple sold the first _____ in 2007.",
        "iPhone"
    ));
}

#[test]
fn an_acronym_of_the_key_is_its_initials() {
    use super::realise::shows_initials;
    assert!(shows_initials(
        "The most commonly cited measure is the _____ (CPI).",
        "Consumer Price Index"
    ));
    assert!(shows_initials(
        "Banks report to the _____ (FDIC) every quarter.",
        "Federal Deposit Insurance Corporation"
    ));
    assert!(!shows_initials(
        "The most commonly cited measure is the _____.",
        "Consumer Price Index"
    ));
}

#[test]
fn a_typed_answer_takes_the_other_names_the_document_gives_and_never_shows_them() {
    let text = "Kugelschreiber\n\nEin Kugelschreiber oder Kuli ist ein Schreibgerät, das eine Mine enthält. In der Mine steckt eine dicke Paste aus Farbe und Öl. Vorne an der Mine sitzt eine kleine Kugel aus Metall. Wenn man den Kuli nicht benutzt, steckt man eine Kappe auf die Spitze. Beim Schreiben rollt die Kugel über das Papier und nimmt die Paste mit. Ein leerer Kuli bekommt eine neue Mine. Mädchen und Frauen tragen den Kuli oft in der Tasche. Die Paste in der Mine trocknet nicht so schnell aus wie Tinte.";
    let questions = make(text, 10);
    assert!(!questions.is_empty());
    for q in &questions {
        let Body::ShortAnswer { accepted, .. } = &q.body else {
            continue;
        };
        let names: Vec<String> = accepted.iter().map(|a| a.text.to_lowercase()).collect();
        for name in &names {
            assert!(
                !contains_word(&q.prompt.to_lowercase(), name),
                "{name} shown in {}",
                q.prompt
            );
        }
        if names.iter().any(|n| n.starts_with("kuli")) {
            assert!(names.contains(&"kugelschreiber".to_string()), "{names:?}");
            assert!(
                !q.prompt.to_lowercase().contains("kugelschreiber"),
                "{}",
                q.prompt
            );
        }
    }
}

#[test]
fn a_defined_term_its_sentence_half_shows_asks_for_the_other_half() {
    // "DNA" is shown again in the definition: the blank asks for the word
    // the sentence does not give.
    let text = "Genomes\n\nDNA supercoiling refers to the process by which DNA is twisted to fit inside the cell. Enzymes called topoisomerases relieve the strain of DNA supercoiling during replication in bacteria.\n";
    let questions = make(text, 10);
    let supercoiling = questions
        .iter()
        .find(|q| {
            q.prompt
                .starts_with("DNA s_____ (12 letters) refers to the process")
        })
        .unwrap_or_else(|| panic!("a question on supercoiling: {questions:#?}"));
    let Body::ShortAnswer { accepted, .. } = &supercoiling.body else {
        panic!("a typed answer");
    };
    let answers: Vec<&str> = accepted.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(answers, ["supercoiling", "DNA supercoiling"]);
}

#[test]
fn a_blank_before_a_bracket_that_explains_it_is_not_asked() {
    assert!(super::realise::glossed_blank(
        "The muscles of the neck control the positions of the _____ (voice box), and the hyoid bone."
    ));
    assert!(!super::realise::glossed_blank(
        "_____ (also called plant tissue culture) is a method of propagating plants."
    ));
    assert!(!super::realise::glossed_blank(
        "The _____ of the neck (and the jaw) move."
    ));
    assert!(super::realise::glossed_blank(
        "Conduction cells propagate the action potential (the _____) that travels throughout the heart."
    ));
    // A name given in brackets is asked for: "(called _____ lines)".
    assert!(!super::realise::glossed_blank(
        "The hydrogen lines of the spectrum (called _____ lines) are strongest in hot stars."
    ));
    let text = "Respiration\n\nThe muscles of the anterior neck assist in swallowing and speech by controlling the positions of the larynx (voice box) and the hyoid bone. The larynx holds the vocal cords and sits at the top of the trachea in the neck.\n";
    let questions = make(text, 10);
    assert!(
        !questions
            .iter()
            .any(|q| q.prompt.contains("_____ (voice box)")),
        "{questions:#?}"
    );
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
fn a_term_blanked_beside_the_share_its_sentence_teaches_is_held_back() {
    let question = |prompt: &str| {
        Question::new(
            prompt,
            Body::ShortAnswer {
                accepted: vec![quizforge_core::AcceptedAnswer::new("mortality rate")],
                case_sensitive: false,
            },
        )
    };
    assert!(super::typed_held_back::figure_is_the_fact(&question(
        "The _____ associated with staphylococcal TSS is less than 3% of cases."
    )));
    assert!(super::typed_held_back::figure_is_the_fact(&question(
        "In 2022, the U.S. _____ reached 9.1 percent."
    )));
    assert!(!super::typed_held_back::figure_is_the_fact(&question(
        "The _____ filters about 180 litres of blood a day."
    )));
    // A term that names no figure is asked (unseen set 32).
    let hematocrit = Question::new(
        "The _____ of any one sample can vary significantly about 36–50 percent.",
        Body::ShortAnswer {
            accepted: vec![quizforge_core::AcceptedAnswer::new("hematocrit")],
            case_sensitive: false,
        },
    );
    assert!(!super::typed_held_back::figure_is_the_fact(&hematocrit));
    // Any term of a survey's figure on a population is held back.
    let disorder = Question::new(
        "An estimated 2.4% of the adults in the United States meet the criteria for _____.",
        Body::ShortAnswer {
            accepted: vec![quizforge_core::AcceptedAnswer::new(
                "body dysmorphic disorder",
            )],
            case_sensitive: false,
        },
    );
    assert!(super::typed_held_back::figure_is_the_fact(&disorder));
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
fn a_blank_on_a_term_of_prose_is_typed_with_its_initials() {
    // Prose without a glossary: every blank asks for its term typed, the
    // term's initials shown; only figures keep options (`short::term_answer`).
    for text in [
        include_str!("../../tests/corpus/history-ancient-rome.txt"),
        include_str!("../../tests/corpus/science-photosynthesis.txt"),
        include_str!("../../tests/corpus/science-water-cycle.txt"),
        include_str!("../../tests/corpus/ocr-biology-notes.txt"),
    ] {
        for q in make(text, 40) {
            if let Body::MultipleChoice { choices } = &q.body
                && q.prompt.contains(BLANK)
            {
                assert!(
                    choices
                        .iter()
                        .all(|c| c.text.starts_with(|ch: char| ch.is_ascii_digit())),
                    "{q:#?}"
                );
            }
        }
    }
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
fn a_definition_of_a_kind_wordnet_knows_takes_options_of_that_kind_or_none() {
    let text = "Limb Development\n\nThe clavicle is the one appendicular skeleton bone that does not develop via endochondral ossification. \
        By the twelfth week, a primary ossification center appears in the diaphysis of the long bones. \
        The diaphysis is where the bone grows first. Cartilage is replaced by bone as the limb grows. \
        Cartilage stays at the ends of the bones. The ectoderm at the end of the limb bud thickens. \
        The ectoderm forms a narrow crest.\n";
    let qs = make(text, 10);
    for q in &qs {
        if q.prompt.contains("appendicular skeleton bone") {
            let options: Vec<String> = q.choices().iter().map(|c| c.text.to_lowercase()).collect();
            assert!(
                options.is_empty()
                    || options
                        .iter()
                        .all(|o| crate::lexicon::same_or_kind_of(o, "bone")),
                "{q:#?}"
            );
        }
    }
}
