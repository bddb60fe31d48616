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
    let choice = choose(candidates, 3, &[], &stems, Lang::En);
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
    let choice = choose(candidates, 5, &[], &stems, Lang::En);
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
    let choice = choose(candidates, 6, &[], &stems, Lang::En);
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
    let choice = choose(candidates, 6, &[], &stems, Lang::En);
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
    let choice = choose(candidates, 2, &[], &stems, Lang::En);
    assert_eq!(choice.questions.len(), 1);
    assert!(choice.questions[0].prompt.starts_with("Put the"));
    let note = choice
        .notes
        .iter()
        .find(|n| n.prompt.contains("S_____"))
        .unwrap();
    assert_eq!(note.dropped, Some("a chosen question shows its answer"));
}
