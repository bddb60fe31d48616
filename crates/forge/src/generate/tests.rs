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

/// A lesson that defines three terms and uses a fourth: "Partnerships and
/// Coalitions" (unseen set 74).
const PARTNERS: &str = "A participatory approach involves community members in program planning. The nurse uses a participatory approach to plan community programs.\n\nCommunity engagement is the process of working collaboratively with groups of people to identify the health needs of community residents. A partnership is a relationship characterized by mutual cooperation and shared responsibilities among individuals and groups with a common focus. Partnerships may expand into a coalition. A coalition is a group of people and organizations that work to address community needs and solve community problems. Coalitions connect schools, worksites and government agencies across the community.\n";

/// The quiz on `PARTNERS` under `title`, and its "Which term refers to
/// …?" on the partnership.
fn partnership_question(title: &str) -> (Generated, Question) {
    let lang = crate::language::detect(PARTNERS);
    let quiz = generate(PARTNERS, lang, title, &[], 10);
    let partnership = quiz
        .questions
        .iter()
        .find(|q| {
            q.prompt
                .starts_with("Which term refers to a relationship characterized")
        })
        .cloned()
        .expect("a question on the partnership");
    (quiz, partnership)
}

#[test]
fn two_other_defined_terms_make_a_question_of_three_options() {
    let (_, partnership) = partnership_question("Community Programs");
    let mut options: Vec<&str> = partnership
        .choices()
        .iter()
        .map(|c| c.text.as_str())
        .collect();
    options.sort_unstable();
    assert_eq!(
        options,
        ["Coalition", "Community engagement", "Partnership"],
        "the other defined terms, not the term the lesson only uses"
    );
    assert_eq!(key_text(&partnership), "Partnership");
}

#[test]
fn a_term_the_title_names_beside_another_is_asked_among_them() {
    // Asked though the title names it.
    let (quiz, partnership) = partnership_question("Partnerships and Coalitions");
    // The title names the answer and a wrong option: it gives neither away.
    assert!(
        partnership
            .choices()
            .iter()
            .any(|c| !c.correct && c.text == "Coalition")
    );
    // Typed, its initials and the title would give it away: held back,
    // with the title's reason.
    assert!(
        !quiz
            .questions
            .iter()
            .any(|q| q.prompt.starts_with("A c_____"))
    );
    assert!(
        quiz.suggestions.iter().any(|s| {
            s.question.prompt.starts_with("A c_____") && s.held_back.contains("title")
        })
    );
}
