//! The textbook section and quiz the report and follow-up tests play, and
//! their PostgreSQL switch, shared by `reports/` and `follow_ups_auto/`.

#![allow(dead_code)]

use quizforge_core::{Body as QBody, Choice, Question, Quiz, Response};

/// A short textbook section, four paragraphs; the game's questions come
/// from the first three.
pub const ROCKS: &str = "Volcanic rocks\n\nMagma is molten rock that lies beneath the surface of the Earth. Basalt is a dark igneous rock that forms when lava cools quickly at the surface. Granite is a pale igneous rock that forms when magma cools slowly deep underground. Pumice is a light igneous rock full of holes left by gas bubbles. Obsidian is a glassy igneous rock that forms when lava cools almost instantly.\n\nThe water cycle\n\nEvaporation is the process in which liquid water turns into water vapour. Condensation is the process in which water vapour cools and turns back into liquid droplets. Precipitation is the process in which water falls from clouds as rain, snow or hail. Infiltration is the process in which water soaks into the ground.\n\nFossils\n\nA fossil is the preserved remains or trace of an organism that lived long ago. Amber is hardened tree resin that can hold whole insects.\n";

fn span_of(text: &str, needle: &str) -> quizforge_core::Span {
    let start = text.find(needle).expect("needle");
    quizforge_core::Span::new(start, start + needle.len())
}

pub fn rocks_quiz() -> Quiz {
    let mut quiz = Quiz::new("Earth science", "en");
    let specs = [
        (
            "Which rock forms when lava cools quickly?",
            "Basalt",
            "Volcanic rocks",
            "Basalt is a dark igneous rock",
        ),
        (
            "Which rock forms when magma cools slowly?",
            "Granite",
            "Volcanic rocks",
            "Granite is a pale igneous rock",
        ),
        (
            "What is water falling from clouds called?",
            "Precipitation",
            "The water cycle",
            "Precipitation is the process",
        ),
        (
            "What is hardened tree resin called?",
            "Amber",
            "Fossils",
            "Amber is hardened tree resin",
        ),
    ];
    for (prompt, key, topic, source) in specs {
        let mut q = Question::new(
            prompt,
            QBody::MultipleChoice {
                choices: vec![
                    Choice::new(key, true),
                    Choice::new("Chalk", false),
                    Choice::new("Marble", false),
                    Choice::new("Slate", false),
                ],
            },
        );
        q.topic = Some(topic.into());
        q.source = Some(span_of(ROCKS, source));
        quiz.questions.push(q);
    }
    quiz
}

pub fn picks(right: &[bool]) -> Vec<Option<Response>> {
    right
        .iter()
        .map(|r| Some(Response::Choice(usize::from(!*r))))
        .collect()
}

/// The PostgreSQL URL, or `None` with a loud message (a failure under CI).
pub fn postgres_url() -> Option<String> {
    match std::env::var("QUIZFORGE_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var_os("CI").is_some() => {
            panic!("CI is set but QUIZFORGE_TEST_POSTGRES_URL is not")
        }
        _ => {
            use std::io::Write;
            writeln!(
                std::io::stderr(),
                "SKIPPED: PostgreSQL reports (set QUIZFORGE_TEST_POSTGRES_URL=postgres://… to run it)"
            )
            .ok();
            None
        }
    }
}
