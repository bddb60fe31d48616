//! Unit tests of `select.rs`.

use super::*;
use quizforge_core::{AcceptedAnswer, Span};

fn candidate(prompt: &str, key: &str, at: usize, score: f64) -> Candidate {
    let mut question = Question::new(
        prompt,
        Body::ShortAnswer {
            accepted: vec![AcceptedAnswer::new(key)],
            case_sensitive: false,
        },
    );
    question.source = Some(Span::new(at, at + 10));
    Candidate::new(question, score, key, Some(at), 0, Family::ShortAnswer)
}

#[test]
fn a_question_that_shows_two_answers_gives_way_to_both() {
    let candidates = vec![
        candidate(
            "The osmosis and the diffusion of water in plant cells drive _____.",
            "turgor",
            0,
            0.9,
        ),
        candidate(
            "_____ moves water across a cell membrane towards the saltier side.",
            "osmosis",
            100,
            0.5,
        ),
        candidate(
            "_____ spreads dissolved molecules out evenly through a still liquid.",
            "diffusion",
            200,
            0.4,
        ),
    ];
    let stems = Stems::new(Lang::En);
    let choice = choose(candidates, 3, &[], &stems, Lang::En, "");
    let prompts: Vec<&str> = choice.questions.iter().map(|q| q.prompt.as_str()).collect();
    assert_eq!(
        prompts,
        [
            "_____ moves water across a cell membrane towards the saltier side.",
            "_____ spreads dissolved molecules out evenly through a still liquid."
        ]
    );
    let note = choice
        .notes
        .iter()
        .find(|n| n.prompt.contains("drive"))
        .unwrap();
    assert_eq!(note.dropped, Some("it shows a chosen question's answer"));
}

#[test]
fn two_questions_that_show_three_answers_give_way_to_them() {
    // Each of the first two shows all three answers after them: one
    // left out alone lets none in, both left out let in three.
    let candidates = vec![
        candidate(
            "Osmosis, diffusion and filtration all move water into the _____.",
            "protoplast",
            0,
            0.9,
        ),
        candidate(
            "Osmosis, diffusion and filtration happen across the _____.",
            "plasmalemma",
            100,
            0.8,
        ),
        candidate(
            "_____ moves water towards the saltier side.",
            "osmosis",
            200,
            0.5,
        ),
        candidate(
            "_____ spreads dissolved molecules out evenly through a still liquid.",
            "diffusion",
            300,
            0.4,
        ),
        candidate(
            "_____ pushes fluid through a sieve by pressure.",
            "filtration",
            400,
            0.3,
        ),
    ];
    let stems = Stems::new(Lang::En);
    let choice = choose(candidates, 5, &[], &stems, Lang::En, "");
    let keys: Vec<&str> = choice
        .questions
        .iter()
        .filter_map(|q| match &q.body {
            Body::ShortAnswer { accepted, .. } => accepted.first().map(|a| a.text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(keys, ["osmosis", "diffusion", "filtration"]);
}

#[test]
fn a_sentence_shown_as_context_is_not_asked_again() {
    let on_context = candidate(
        "Aristotle valued _____ above all other goods of a human life.",
        "eudaimonia",
        1,
        0.9,
    );
    let mut with_context = candidate(
        "Aristotle valued eudaimonia above all other goods of a human life. He thought every act has its _____.",
        "telos",
        2,
        0.8,
    );
    with_context.context = Some(1);
    let elsewhere = candidate(
        "Kant's ethics of duty and universal moral law is a form of _____.",
        "deontology",
        3,
        0.5,
    );
    let stems = Stems::new(Lang::En);
    let choice = choose(
        vec![on_context, with_context, elsewhere],
        3,
        &[],
        &stems,
        Lang::En,
        "",
    );
    assert_eq!(choice.questions.len(), 2, "{:#?}", choice.questions);
    let note = choice
        .notes
        .iter()
        .find(|n| n.prompt.contains("every act"))
        .unwrap();
    assert_eq!(note.dropped, Some(SAME_SENTENCE));
}

#[test]
fn a_typed_answer_on_an_everyday_word_is_only_suggested() {
    let candidates = vec![
        candidate(
            "The ligaments of the knee joint limit the range of _____.",
            "motion",
            0,
            0.9,
        ),
        candidate(
            "Each _____ of adult life brings new social roles and duties.",
            "phase",
            100,
            0.8,
        ),
        candidate(
            "_____ makes the nose run during a pollen allergy.",
            "Histamine",
            200,
            0.5,
        ),
        candidate(
            "The state constitution of Massachusetts was drafted in 1779 by the lawyer _____.",
            "Adams",
            300,
            0.5,
        ),
        candidate(
            "Cells that grow best at a low external pH are _____.",
            "acidophiles",
            400,
            0.4,
        ),
        candidate(
            "The eight vertical columns of squares on the chessboard are called ‘_____’.",
            "files",
            500,
            0.4,
        ),
    ];
    let stems = Stems::new(Lang::En);
    let choice = choose(candidates, 6, &[], &stems, Lang::En, "");
    let keys: Vec<String> = choice
        .questions
        .iter()
        .map(|q| match &q.body {
            Body::ShortAnswer { accepted, .. } => accepted[0].text.clone(),
            _ => String::new(),
        })
        .collect();
    // A word the document gives a meaning of its own stays a question.
    assert_eq!(keys, ["Histamine", "Adams", "acidophiles", "files"]);
    let held: Vec<(&str, &str)> = choice
        .suggestions
        .iter()
        .map(|s| (s.question.prompt.as_str(), s.held_back.as_str()))
        .collect();
    assert_eq!(
        held,
        [
            (
                "The ligaments of the knee joint limit the range of _____.",
                EVERYDAY_WORD
            ),
            (
                "Each _____ of adult life brings new social roles and duties.",
                EVERYDAY_WORD
            )
        ]
    );
}

#[test]
fn a_typed_answer_on_a_short_sentence_is_only_suggested() {
    let candidates = vec![
        candidate("_____ has many Japanese elements.", "Theory Z", 0, 0.9),
        candidate(
            "Theory Z combines the traits of American and Japanese management: _____.",
            "Ouchi",
            100,
            0.5,
        ),
    ];
    let stems = Stems::new(Lang::En);
    let choice = choose(candidates, 6, &[], &stems, Lang::En, "");
    assert_eq!(choice.questions.len(), 1, "{:#?}", choice.questions);
    let held: Vec<(&str, &str)> = choice
        .suggestions
        .iter()
        .map(|s| (s.question.prompt.as_str(), s.held_back.as_str()))
        .collect();
    assert_eq!(
        held,
        [("_____ has many Japanese elements.", SHORT_SENTENCE)]
    );
}

#[test]
fn the_items_an_ordering_question_shows_are_answers_shown() {
    let mut order = Question::new(
        "Put the four stages of the Tuckman model in order, from first to last.",
        Body::Ordering {
            items: ["Forming", "Storming", "Norming", "Performing"]
                .map(String::from)
                .to_vec(),
        },
    );
    order.source = Some(Span::new(0, 10));
    let candidates = vec![
        Candidate::new(order, 0.9, "four stages", Some(0), 0, Family::Order),
        candidate(
            "The S_____ (8 letters) stage begins as team members vie for leadership.",
            "Storming",
            100,
            0.5,
        ),
    ];
    let stems = Stems::new(Lang::En);
    let choice = choose(candidates, 2, &[], &stems, Lang::En, "");
    assert_eq!(choice.questions.len(), 1);
    assert!(choice.questions[0].prompt.starts_with("Put the"));
    let note = choice
        .notes
        .iter()
        .find(|n| n.prompt.contains("S_____"))
        .unwrap();
    assert_eq!(note.dropped, Some("a chosen question shows its answer"));
}

#[test]
fn an_answer_the_title_names_is_held_back_unless_its_options_share_the_title() {
    let stems = Stems::new(Lang::En);
    let why = |choice: &Choice, words: &str| {
        choice
            .notes
            .iter()
            .find(|n| n.prompt.contains(words))
            .and_then(|n| n.dropped)
    };
    let choice = choose(
        vec![
            candidate(
                "Since the pandemic, _____ have become a central link between the makers of goods and the shops that sell them.",
                "Wholesalers",
                0,
                0.9,
            ),
            candidate(
                "Since the pandemic, many retailers have bought their goods from _____ rather than from the makers themselves.",
                "distributors",
                100,
                0.5,
            ),
        ],
        5,
        &[],
        &stems,
        Lang::En,
        "Recent Trends in Wholesaling",
    );
    assert_eq!(why(&choice, "central link"), Some(TITLE_IS_THE_ANSWER));
    assert_ne!(why(&choice, "many retailers"), Some(TITLE_IS_THE_ANSWER));
    // "Primary and Secondary Groups" names both options: it tells neither.
    let mut both_named = candidate(
        "_____ meet the emotional needs of their members.",
        "Primary groups",
        0,
        0.9,
    );
    both_named.family = Family::Definition;
    both_named.question.body = Body::MultipleChoice {
        choices: [
            "Primary groups",
            "Secondary groups",
            "Reference groups",
            "Peer groups",
        ]
        .iter()
        .enumerate()
        .map(|(at, text)| quizforge_core::Choice::new(*text, at == 0))
        .collect(),
    };
    let choice = choose(
        vec![both_named],
        5,
        &[],
        &stems,
        Lang::En,
        "Primary and Secondary Groups",
    );
    assert_eq!(why(&choice, "emotional needs"), None, "{:#?}", choice.notes);
}

#[test]
fn a_key_in_the_singular_is_the_same_answer_as_in_the_plural() {
    let stems = Stems::new(Lang::En);
    let choice = choose(
        vec![
            candidate(
                "_____ are a form of testosterone that stimulates muscle formation, leading to increased muscle mass.",
                "anabolic steroids",
                0,
                0.9,
            ),
            candidate(
                "_____ use has been linked to infertility, aggressive behavior, cardiovascular disease, and brain cancer.",
                "anabolic steroid",
                200,
                0.8,
            ),
            candidate(
                "_____ provides quick bursts of ATP to muscles in the initial stages of contraction.",
                "creatine phosphate",
                400,
                0.5,
            ),
        ],
        2,
        &[],
        &stems,
        Lang::En,
        "",
    );
    let keys: Vec<String> = choice.questions.iter().map(key_of).collect();
    assert_eq!(keys, ["anabolic steroids", "creatine phosphate"]);
}

/// The first accepted answer of a typed question.
fn key_of(question: &Question) -> String {
    match &question.body {
        Body::ShortAnswer { accepted, .. } => accepted[0].text.clone(),
        _ => String::new(),
    }
}

#[test]
fn a_quiz_the_document_cannot_fill_takes_a_second_question_on_an_answer() {
    let stems = Stems::new(Lang::En);
    let nephrons = |prompt: &str, at: usize, score: f64| candidate(prompt, "nephrons", at, score);
    let first = "_____ are the functional units of the kidney; they cleanse the blood and balance the constituents of the circulation.";
    let short_loop =
        "Some _____ have a short loop of Henle that does not dip beyond the cortex of the kidney.";
    let columns = "The _____ are connective tissue extensions that radiate downward from the cortex through the medulla.";
    let choice = choose(
        vec![
            nephrons(first, 0, 0.9),
            // The same fact again, in other words: not asked twice.
            nephrons(
                "The functional units of the kidney, the _____, cleanse the blood and balance the constituents of the circulation.",
                100,
                0.8,
            ),
            nephrons(short_loop, 200, 0.7),
            // A third on the same answer is one too many.
            nephrons(
                "The papillae are bundles of collecting ducts that transport urine made by _____ to the calyces for excretion.",
                300,
                0.6,
            ),
            candidate(columns, "renal columns", 400, 0.5),
        ],
        10,
        &[],
        &stems,
        Lang::En,
        "",
    );
    let prompts: Vec<&str> = choice.questions.iter().map(|q| q.prompt.as_str()).collect();
    assert_eq!(prompts, [first, short_loop, columns]);
    let dropped = |clue: &str| {
        choice
            .notes
            .iter()
            .find(|n| n.prompt.contains(clue))
            .and_then(|n| n.dropped)
    };
    assert_eq!(dropped("The functional units"), Some(NEARLY_SAME));
    assert_eq!(dropped("papillae"), Some(SAME_ANSWER));
    // Where the document has enough answers, each is asked once.
    let full = choose(
        vec![
            nephrons(first, 0, 0.9),
            nephrons(short_loop, 200, 0.7),
            candidate(columns, "renal columns", 400, 0.5),
        ],
        2,
        &[],
        &stems,
        Lang::En,
        "",
    );
    let prompts: Vec<&str> = full.questions.iter().map(|q| q.prompt.as_str()).collect();
    assert_eq!(prompts, [first, columns]);
}

#[test]
fn a_blank_that_also_takes_the_whole_phrase_has_the_phrase_as_its_answer() {
    let stems = Stems::new(Lang::En);
    let mut qualifier = candidate(
        "A _____ group is a group that people compare themselves to.",
        "reference",
        0,
        0.9,
    );
    qualifier.question.body = Body::ShortAnswer {
        accepted: vec![
            AcceptedAnswer::new("reference"),
            AcceptedAnswer::new("reference group"),
        ],
        case_sensitive: false,
    };
    let choice = choose(
        vec![
            qualifier,
            candidate(
                "Some other examples of _____ can be one's cultural center, workplace and family.",
                "reference groups",
                200,
                0.8,
            ),
            candidate(
                "A _____ group is a small group of people in close, lasting relationships.",
                "primary",
                400,
                0.5,
            ),
        ],
        2,
        &[],
        &stems,
        Lang::En,
        "",
    );
    let keys: Vec<String> = choice.questions.iter().map(key_of).collect();
    assert_eq!(keys, ["reference", "primary"]);
}

#[test]
fn a_blank_on_the_noun_a_name_is_given_to_gives_way_to_the_name() {
    let candidates = vec![
        candidate(
            "In 1612, a c_____ (8 letters) named John Rolfe began experimenting with tobacco.",
            "colonist",
            0,
            0.9,
        ),
        candidate(
            "Who developed a sweeter variety of tobacco that Europeans loved? J_____ R_____ (4, 5 letters)",
            "John Rolfe",
            100,
            0.5,
        ),
    ];
    let stems = Stems::new(Lang::En);
    let choice = choose(candidates, 2, &[], &stems, Lang::En, "");
    let prompts: Vec<&str> = choice.questions.iter().map(|q| q.prompt.as_str()).collect();
    assert_eq!(
        prompts,
        [
            "Who developed a sweeter variety of tobacco that Europeans loved? J_____ R_____ (4, 5 letters)"
        ]
    );
    let held: Vec<&str> = choice
        .suggestions
        .iter()
        .map(|s| s.held_back.as_str())
        .collect();
    assert_eq!(held, [KIND_OF_A_NAME]);
}

#[test]
fn a_quiz_the_document_cannot_fill_takes_a_third_true_false_question() {
    let stems = Stems::new(Lang::En);
    let statement = |prompt: &str, key: &str, at: usize| {
        let mut question = Question::new(
            format!("True or false: {prompt}"),
            Body::TrueFalse {
                choices: vec![
                    quizforge_core::Choice::new("True", true),
                    quizforge_core::Choice::new("False", false),
                ],
            },
        );
        question.source = Some(Span::new(at, at + 10));
        Candidate::new(question, 0.5, key, Some(at), 0, Family::TrueFalse)
    };
    let candidates = || {
        vec![
            statement(
                "Mitochondria release energy from glucose.",
                "mitochondria",
                0,
            ),
            statement(
                "Ribosomes build proteins from amino acids.",
                "ribosomes",
                100,
            ),
            statement(
                "Lysosomes break down worn-out cell parts.",
                "lysosomes",
                200,
            ),
            statement(
                "Chloroplasts capture light energy in plants.",
                "chloroplasts",
                300,
            ),
            candidate("The _____ holds the cell's DNA.", "nucleus", 400, 0.9),
        ]
    };
    let prompts = |count: usize| -> usize {
        choose(candidates(), count, &[], &stems, Lang::En, "")
            .questions
            .iter()
            .filter(|q| q.prompt.starts_with("True or false"))
            .count()
    };
    // Ten asked, five to be had: three statements, not two.
    assert_eq!(prompts(10), 3);
    // Five asked, two to be had at a fifth: two statements among five.
    assert_eq!(prompts(5), 2);
    // Where the document fills the quiz, a fifth.
    assert_eq!(prompts(2), 1);
}

#[test]
fn typed_blanks_that_give_themselves_away_are_held_back_with_their_reasons() {
    // Unseen sets 113, 116 and 117: a renaming that repeats its head, a
    // blank beside the term the sentence names, a symbol shown after the
    // blank, a name after the other half of its pair.
    let candidates = vec![
        candidate(
            "A program to be interpreted (called the _____) is represented as a data structure.",
            "source program",
            0,
            0.9,
        ),
        candidate(
            "Predicting outside the range of the data is known as extrapolation; K-NN and _____ behave differently.",
            "linear models",
            100,
            0.8,
        ),
        candidate(
            "URLs start with a web domain, followed by a _____ /, and then a path.",
            "forward slash",
            200,
            0.7,
        ),
        candidate(
            "The region is home to Taiwan and the countries of Japan and North and _____.",
            "South Korea",
            400,
            0.6,
        ),
        candidate(
            "The interpreter traverses the data structure, analyzing the _____.",
            "source code",
            300,
            0.5,
        ),
    ];
    let stems = Stems::new(Lang::En);
    let choice = choose(candidates, 4, &[], &stems, Lang::En, "");
    assert_eq!(choice.questions.len(), 1, "{:?}", choice.questions);
    let held: Vec<&str> = choice
        .suggestions
        .iter()
        .map(|s| s.held_back.as_str())
        .collect();
    assert_eq!(
        held,
        [
            RENAMED_WITH_ITS_HEAD,
            BESIDE_A_NAMED_TERM,
            SYMBOL_SHOWN,
            PAIR_BEFORE
        ]
    );
}
