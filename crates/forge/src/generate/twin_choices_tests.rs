use super::super::tests::{key_text, make};
use quizforge_core::Kind;

const AMENDMENTS: &str = "Rights in the Constitution\n\nThe Bill of Rights is the name given to the first ten amendments to the Constitution. The First Amendment protects the freedom of speech, the freedom of the press and the free exercise of religion. The Fourth Amendment forbids unreasonable searches and seizures by officers of the state. The Fifth Amendment protects a person from being tried twice for the same crime. The Fourteenth Amendment applies these protections to the laws of every state.\n\nCourts have read the protections of the First Amendment broadly for more than a century. Officers who search a home without a warrant break the Fourth Amendment. A suspect who stays silent at trial relies on the Fifth Amendment. Since 1868, the equal protection clause of the Fourteenth Amendment has bound every state government.\n";

#[test]
fn a_name_whose_hint_fits_its_twins_is_asked_among_them() {
    let questions = make(AMENDMENTS, 10);
    let amendment_choices: Vec<_> = questions
        .iter()
        .filter(|q| q.kind() == Kind::MultipleChoice && key_text(q).ends_with("Amendment"))
        .collect();
    assert!(
        !amendment_choices.is_empty(),
        "{:#?}",
        questions.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
    for question in amendment_choices {
        let options: Vec<&str> = question.choices().iter().map(|c| c.text.as_str()).collect();
        assert!(options.len() >= 3, "{options:?}");
        assert!(
            options.iter().all(|o| o.ends_with(" Amendment")),
            "{options:?}"
        );
        assert!(
            question.prompt.contains(crate::text::BLANK) && !question.prompt.contains("letters)"),
            "{}",
            question.prompt
        );
    }
}
