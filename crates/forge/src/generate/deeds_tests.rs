use super::*;

fn predicate_of(text: &str) -> Option<(String, String, String)> {
    deed(text).map(|d| (d.opener.to_string(), d.name.to_string(), d.predicate))
}

#[test]
fn a_name_then_a_verb_in_the_past_is_a_deed() {
    assert_eq!(
        predicate_of("Francesco Redi proposed that maggots come from eggs laid by flies."),
        Some((
            String::new(),
            "Francesco Redi".to_string(),
            "proposed that maggots come from eggs laid by flies".to_string()
        ))
    );
}

#[test]
fn a_quotation_that_ends_the_sentence_keeps_its_closing_mark() {
    let (_, _, predicate) = predicate_of(
        "In 1892, Homer Plessy challenged the Separate Car Act, which required “equal but separate accommodations.”",
    )
    .expect("a deed");
    assert_eq!(
        predicate,
        "challenged the Separate Car Act, which required “equal but separate accommodations”"
    );
}

#[test]
fn life_dates_and_an_appositive_are_left_out_and_an_opening_time_kept() {
    assert_eq!(
        predicate_of(
            "In 1745, John Needham (1713–1781) published a report of his own experiments with broth."
        ),
        Some((
            "In 1745, ".to_string(),
            "John Needham".to_string(),
            "published a report of his own experiments with broth".to_string()
        ))
    );
    assert_eq!(
        predicate_of(
            "Jan Baptista van Helmont, a 17th century Flemish scientist, proposed that mice could arise from dirty clothing."
        )
        .map(|(_, name, predicate)| (name, predicate)),
        Some((
            "Jan Baptista van Helmont".to_string(),
            "proposed that mice could arise from dirty clothing".to_string()
        ))
    );
}

#[test]
fn an_opening_clause_is_kept_longer_than_an_opening_phrase() {
    assert_eq!(
        predicate_of(
            "When enslaved people in Haiti defeated the French army, Napoleon gave up his plans for a North American empire."
        ),
        Some((
            "When enslaved people in Haiti defeated the French army, ".to_string(),
            "Napoleon".to_string(),
            "gave up his plans for a North American empire".to_string()
        ))
    );
    assert_eq!(
        predicate_of(
            "In the cold winter of the long year of the great famine in Ireland, Charles Trevelyan wrote to London."
        ),
        None,
        "a phrase of thirteen words is no opening kept"
    );
}

#[test]
fn a_thinker_s_view_reported_in_the_present_is_a_deed() {
    assert_eq!(
        predicate_of(
            "Thomas Hobbes argues that life without government would be solitary, poor, nasty, brutish and short."
        ),
        Some((
            String::new(),
            "Thomas Hobbes".to_string(),
            "argues that life without government would be solitary, poor, nasty, brutish and short"
                .to_string()
        ))
    );
    assert_eq!(
        predicate_of("Immanuel Kant lives in a small town in East Prussia all his life."),
        None,
        "only verbs of saying and thinking are asked in the present"
    );
}

#[test]
fn a_person_introduced_by_what_they_were_and_named_opens_a_deed() {
    assert_eq!(
        predicate_of(
            "In 1519, a Spanish conquistador named Hernán Cortés landed on the coast of Mexico with about 500 soldiers."
        ),
        Some((
            "In 1519, ".to_string(),
            "Hernán Cortés".to_string(),
            "landed on the coast of Mexico with about 500 soldiers".to_string()
        ))
    );
    assert_eq!(
        predicate_of("A ship named Mayflower carried the Pilgrims across the Atlantic in 1620."),
        None,
        "a ship is no one"
    );
}

#[test]
fn a_role_in_small_letters_before_the_name_is_no_part_of_it() {
    assert_eq!(
        predicate_of(
            "In the early 1940s, scientist Dorothy Hodgkin used X-rays to analyze the structure of natural products."
        )
        .map(|(opener, name, _)| (opener, name)),
        Some(("In the early 1940s, ".to_string(), "Dorothy Hodgkin".to_string()))
    );
    assert_eq!(
        predicate_of(
            "Italian physician Francesco Redi (1626–1697) was among the first to question the theory."
        )
        .map(|(_, name, predicate)| (name, predicate)),
        Some((
            "Francesco Redi".to_string(),
            "was among the first to question the theory".to_string()
        ))
    );
    // A verb before the role: the sentence's subject is something else.
    assert_eq!(
        predicate_of("Steam engines impressed inventor Thomas Newcomen greatly in his youth."),
        None
    );
}

#[test]
fn a_connective_is_dropped_and_an_inner_however_taken_out() {
    assert_eq!(
        predicate_of(
            "However, Spallanzani did not agree with these conclusions, however, and performed hundreds of experiments."
        )
        .map(|(opener, _, predicate)| (opener, predicate)),
        Some((
            String::new(),
            "did not agree with these conclusions, and performed hundreds of experiments"
                .to_string()
        ))
    );
}

#[test]
fn no_deed_without_a_name_a_past_verb_or_a_lesson() {
    // A pronoun, a possessive or a common word is no name.
    assert_eq!(predicate_of("He then sealed the flasks with wax."), None);
    assert_eq!(
        predicate_of("Needham’s experiments showed that broth became cloudy."),
        None
    );
    // The present tense tells no deed.
    assert_eq!(
        predicate_of("Louis Pasteur remains famous for his flasks today."),
        None
    );
    // A case to imagine is no deed, and "Suppose" no given name.
    assert_eq!(
        predicate_of(
            "Suppose Fritz had made out his will, leaving his interest in the farm to Reuben."
        ),
        None
    );
    // A life event is no lesson; a predicate of three words says too little.
    assert_eq!(predicate_of("John Needham died in London in 1781."), None);
    assert_eq!(predicate_of("Louis Pasteur accepted the challenge."), None);
    assert_eq!(
        predicate_of("Julius Caesar was a brilliant general and politician."),
        None
    );
    // Something other than a time or place before the first comma.
    assert_eq!(
        predicate_of("Because it was cheap, John Needham boiled the broth only briefly."),
        None
    );
}

#[test]
fn a_deed_told_in_the_passive_is_asked_in_the_active() {
    assert_eq!(
        predicate_of(
            "The theory of evolution by natural selection was proposed by Charles Darwin in 1859."
        ),
        Some((
            String::new(),
            "Charles Darwin".to_string(),
            "proposed the theory of evolution by natural selection in 1859".to_string()
        ))
    );
    assert_eq!(
        predicate_of(
            "In 1848, the Declaration of Sentiments was written by Elizabeth Cady Stanton."
        ),
        Some((
            "In 1848, ".to_string(),
            "Elizabeth Cady Stanton".to_string(),
            "wrote the Declaration of Sentiments".to_string()
        ))
    );
    // A pronoun subject needs the sentence before; "by" a thing is no one.
    assert_eq!(
        predicate_of("It was discovered by Alexander Fleming in 1928."),
        None
    );
    assert_eq!(
        predicate_of("The broth was boiled by the students for an hour."),
        None
    );
}

#[test]
fn a_clause_with_a_subject_of_its_own_is_cut_from_the_deed() {
    assert_eq!(
        predicate_of(
            "In December 1944, Franklin Roosevelt had declared an end to the forced relocation of Japanese Americans, and as of January 1945, they were free to return to their homes."
        )
        .map(|(_, _, predicate)| predicate),
        Some("had declared an end to the forced relocation of Japanese Americans".to_string())
    );
    // A second verb of the same subject stays.
    assert_eq!(
        own_clause("conquered Gaul, and led two expeditions to Britain"),
        "conquered Gaul, and led two expeditions to Britain"
    );
    assert_eq!(
        own_clause("wrote the law; it passed in 1866"),
        "wrote the law"
    );
    // Unseen set 119: a subject in small letters, then its verb.
    assert_eq!(
        own_clause(
            "referred to advertising, but advertising alone is insufficient for delivering value"
        ),
        "referred to advertising"
    );
    assert_eq!(
        own_clause("was appointed to a committee chair, but his prestige was short-lived"),
        "was appointed to a committee chair"
    );
    // A second verb of the same subject, with its object, stays.
    assert_eq!(
        own_clause("founded the company, and was its president until 1920"),
        "founded the company, and was its president until 1920"
    );
}

#[test]
fn an_adverb_before_the_verb_stays_in_the_deed() {
    assert_eq!(
        predicate_of("Vanderbilt later purchased stock in the major rail lines to Chicago."),
        Some((
            String::new(),
            "Vanderbilt".to_string(),
            "later purchased stock in the major rail lines to Chicago".to_string()
        ))
    );
    assert_eq!(
        predicate_of("Carter openly proclaimed his faith as a born-again Christian.")
            .map(|(_, _, p)| p),
        Some("openly proclaimed his faith as a born-again Christian".to_string())
    );
    // "also" leans on a deed told before.
    assert_eq!(
        predicate_of("Harrington also helped the tribes locate lost treaties."),
        None
    );
}
