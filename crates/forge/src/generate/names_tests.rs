//! Unit tests of `names.rs`.

use super::*;

#[test]
fn a_word_glued_to_the_surname_of_someone_named_in_full_is_no_first_name() {
    let sentences: Vec<Sentence> = [
        "Hermann Ebbinghaus was born in Germany.",
        "He attended three universities: Bonn, Berlin, and Halle.",
        "Hermann Ebbinghaus studied memory with nonsense syllables.",
        "From Berlin to Breslau to Halle Ebbinghaus developed psychological laboratories.",
        "Ebbinghaus died young.",
    ]
    .iter()
    .enumerate()
    .map(|(i, t)| Sentence::for_test(i, t))
    .collect();
    let found: Vec<String> = names(&sentences).into_iter().map(|c| c.term).collect();
    assert!(
        found.contains(&"Hermann Ebbinghaus".to_string()),
        "{found:?}"
    );
    assert!(
        !found.contains(&"Halle Ebbinghaus".to_string()),
        "{found:?}"
    );
}

fn sentence(index: usize, text: &str) -> Sentence {
    Sentence::for_test(index, text)
}

#[test]
fn names_sharing_their_last_word_are_terms_though_said_once() {
    let found = names(&[
        sentence(
            0,
            "In 1970, Congress passed the Clean Air Act to limit smoke.",
        ),
        sentence(1, "Two years later it passed the Clean Water Act as well."),
        sentence(2, "The Grand Canyon drew visitors."),
    ]);
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"Clean Air Act"), "{terms:?}");
    assert!(terms.contains(&"Clean Water Act"), "{terms:?}");
    // Said once, with no other name of its kind.
    assert!(!terms.contains(&"Grand Canyon"), "{terms:?}");
}

#[test]
fn initials_inside_a_name_are_part_of_it() {
    let found = names(&[
        sentence(
            0,
            "The contrast between George H. W. Bush and William Jefferson Clinton could not have been greater.",
        ),
        sentence(1, "President George H. W. Bush signed the treaty."),
        sentence(2, "Clinton won the election."),
    ]);
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"George H. W. Bush"), "{terms:?}");
    assert!(!terms.contains(&"George H. W"), "{terms:?}");
    // After a title, the name is whole, and no part of it is another.
    assert!(!terms.iter().any(|t| t.starts_with("W.")), "{terms:?}");
}

#[test]
fn a_word_opening_the_sentence_is_no_part_of_a_name() {
    let found = names(&[
        sentence(
            0,
            "Like Luther, the French lawyer John Calvin advocated reform.",
        ),
        sentence(1, "Soon Calvin fled to Geneva."),
        sentence(2, "Luther argued that faith alone saved."),
    ]);
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.contains(&"Like Luther"), "{terms:?}");
    assert!(!terms.contains(&"Soon Calvin"), "{terms:?}");
    let found = names(&[
        sentence(
            0,
            "Ignoring Berkeley’s authority, Bacon pursued the Susquehannock.",
        ),
        sentence(1, "Governor William Berkeley sent troops."),
    ]);
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(!terms.contains(&"Ignoring Berkeley"), "{terms:?}");
}

#[test]
fn what_someone_was_opening_the_sentence_is_no_part_of_the_name() {
    let found = names(&[
        sentence(
            0,
            "Psychoanalyst Sigmund Freud (1856–1939) was one of the most influential scientists.",
        ),
        sentence(1, "Sociologist Max Weber studied bureaucracy."),
        sentence(3, "Baker Street Station opened in 1863."),
        sentence(4, "In 1900, Freud argued that the id drives us."),
        sentence(2, "Erik Erikson (1902–1994) disagreed with Freud."),
    ]);
    let terms: Vec<&str> = found.iter().map(|c| c.term.as_str()).collect();
    assert!(terms.contains(&"Sigmund Freud"), "{terms:?}");
    assert!(terms.contains(&"Max Weber"), "{terms:?}");
    assert!(
        !terms
            .iter()
            .any(|t| t.contains("Psychoanalyst") || t.contains("Sociologist")),
        "{terms:?}"
    );
    assert!(!terms.contains(&"Street Station"), "{terms:?}");
}

#[test]
fn a_doctrine_that_claims_is_no_one() {
    let sentences = vec![sentence(
        0,
        "Psychological Egoism claims that nobody ever acts unselfishly.",
    )];
    let found = names(&sentences);
    assert!(
        found.iter().all(|c| c.class.as_deref() != Some("person")),
        "{:?}",
        found
            .iter()
            .map(|c| (&c.term, &c.class))
            .collect::<Vec<_>>()
    );
}

#[test]
fn a_person_is_named_by_what_they_were_and_named() {
    assert!(named_as_a_person("In 1519, a Spanish conquistador named"));
    assert!(named_as_a_person("They relied on a young woman called"));
    assert!(!named_as_a_person("In 1620, a ship named"));
    assert!(!named_as_a_person("a conquistador who"));
}

#[test]
fn people_are_named_by_a_title_or_a_verb() {
    let found = names(&[
        sentence(
            0,
            "Sociologist William Sumner developed the concepts of in-group and out-group.",
        ),
        sentence(
            1,
            "Alexander Fleming discovered penicillin in his laboratory.",
        ),
        sentence(
            2,
            "The Clean Water Act was passed; the Clean Water Act protects rivers.",
        ),
    ]);
    let people: Vec<&str> = found
        .iter()
        .filter(|c| c.class.as_deref() == Some("person"))
        .map(|c| c.term.as_str())
        .collect();
    assert!(people.contains(&"William Sumner"), "{people:?}");
    assert!(people.contains(&"Alexander Fleming"), "{people:?}");
    // A law is no person.
    assert!(!people.iter().any(|p| p.contains("Act")), "{people:?}");
}

#[test]
fn people_are_named_by_a_role_or_by_their_surname_alone() {
    let found = names(&[
        sentence(
            0,
            "In 1745, John Needham published a report of his experiments.",
        ),
        sentence(1, "Lazzaro Spallanzani did not agree with the report."),
        sentence(2, "Spallanzani’s results contradicted Needham’s findings."),
        sentence(
            3,
            "The flasks were made by Louis Pasteur, a French chemist.",
        ),
        sentence(
            4,
            "Most Americans did not agree; Most Americans read the report.",
        ),
        sentence(
            5,
            "Elizabeth Kübler-Ross (1969), who worked with the founders of hospice care, described it.",
        ),
        sentence(
            6,
            "That began to change with Cicely Saunders, who created the first modern hospice.",
        ),
        sentence(7, "The Ohio River, which floods often, is long."),
        sentence(
            9,
            "The Night Witches conducted bombing runs during the war.",
        ),
        sentence(
            10,
            "The Third Estate paid taxes; the Third Estate had no say.",
        ),
        sentence(
            11,
            "In the so-called Kitchen Debate, the vice president emphasized the model home.",
        ),
        sentence(
            8,
            "Lucretia Mott and Lydia Maria Child met the Virginia Company in the Nile Valley.",
        ),
    ]);
    let people: Vec<&str> = found
        .iter()
        .filter(|c| c.class.as_deref() == Some("person"))
        .map(|c| c.term.as_str())
        .collect();
    for person in [
        "John Needham",
        "Lazzaro Spallanzani",
        "Louis Pasteur",
        "Elizabeth Kübler-Ross",
        "Cicely Saunders",
        "Lucretia Mott",
        "Lydia Maria Child",
    ] {
        assert!(people.contains(&person), "{person}: {people:?}");
    }
    assert!(
        !found.iter().any(|c| c.term.contains("Americans")),
        "{found:?}"
    );
    assert!(!people.iter().any(|p| p.contains("Ohio")), "{people:?}");
    assert!(!people.iter().any(|p| p.contains("Virginia")), "{people:?}");
    assert!(!people.iter().any(|p| p.contains("Nile")), "{people:?}");
    assert!(!people.iter().any(|p| p.contains("Night")), "{people:?}");
    assert!(!people.iter().any(|p| p.contains("Kitchen")), "{people:?}");
    // A repeated name that opens with an ordinal is a name, of no person.
    assert!(
        found
            .iter()
            .any(|c| c.term == "Third Estate" && c.class.is_none()),
        "{found:?}"
    );
}

#[test]
fn a_title_after_an_article_opens_the_name_of_a_thing() {
    // Unseen set 121: "Adaptation Syndrome" was among the people of a
    // "Who …?" question.
    let sentences: Vec<Sentence> = [
        "Hans Selye was a pioneer in the study of stress.",
        "He termed this the General Adaptation Syndrome (GAS).",
        "Hans Selye referred to stress that led to disease as distress.",
        "General Douglas MacArthur commanded the Allied forces in the Pacific.",
    ]
    .iter()
    .enumerate()
    .map(|(i, t)| Sentence::for_test(i, t))
    .collect();
    let found: Vec<String> = names(&sentences).into_iter().map(|c| c.term).collect();
    assert!(!found.iter().any(|n| n.contains("Syndrome")), "{found:?}");
    assert!(found.contains(&"Hans Selye".to_string()), "{found:?}");
    assert!(
        found.contains(&"Douglas MacArthur".to_string()),
        "{found:?}"
    );
}
