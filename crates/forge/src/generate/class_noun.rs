//! The class noun of a gloss: what kind of thing a definition says its
//! term is ("a *protein* that …", "a debilitating, inflammatory,
//! immune-mediated *condition*"). Options of the same class make the
//! wrong answers of a question on a term.

use super::word_forms::singularise;

/// Words that open a gloss describing a person: "someone capable of
/// distinguishing right from wrong".
pub(super) const ANYONE: &[&str] = &["someone", "somebody"];

/// Words that end a gloss's class noun phrase.
pub(super) const CLASS_STOPS: &[&str] = &[
    "that",
    "which",
    "who",
    "whom",
    "whose",
    "where",
    "when",
    "of",
    "in",
    "on",
    "at",
    "by",
    "for",
    "with",
    "from",
    "to",
    "around",
    "between",
    "into",
    "within",
    "through",
    "about",
    "as",
    "and",
    "because",
    "or",
    "despite",
    "although",
    "though",
    "while",
    "whereas",
    "unlike",
    "including",
    "but",
    "during",
    "without",
    "against",
    "among",
    "since",
    "qui",
    "que",
    "dont",
    "où",
    "de",
    "du",
    "des",
    "d",
    "en",
    "par",
    "pour",
    "avec",
    "dans",
    "sur",
    "entre",
    "et",
    "ou",
];

/// Whether the words after a comma go on with a list of adjectives
/// before their noun ("a debilitating, inflammatory, immune-mediated
/// condition"), not with a second noun phrase ("an organism, plant or
/// animal", "a process, a step").
fn adjectives_go_on(after: &[&str]) -> bool {
    let plain = |w: &str| {
        let bare = w.trim_end_matches(',').to_lowercase();
        !bare.is_empty()
            && !CLASS_STOPS.contains(&bare.as_str())
            && !["a", "an", "the"].contains(&bare.as_str())
    };
    match after {
        [next, ..] if next.ends_with(',') => plain(next),
        [next, noun, ..] => plain(next) && plain(noun) && !next.ends_with('.'),
        _ => false,
    }
}

/// The class noun of a gloss: the last word before the first word that
/// starts a clause or a complement ("a *group* that …", "the physiological
/// *value* around which …").
pub fn class_of(gloss: &str) -> Option<String> {
    let words: Vec<&str> = gloss.split_whitespace().collect();
    // "someone capable of distinguishing right from wrong": a person.
    if words.first().is_some_and(|w| ANYONE.contains(w)) {
        return Some("person".to_string());
    }
    // The first word is an article, or a modifier of a bare gloss; in
    // "social and environmental factors that …" so are the two after it.
    let bare_and_joined = words
        .first()
        .is_some_and(|w| !["a", "an", "the", "any"].contains(&w.to_lowercase().as_str()))
        && matches!(words.get(1), Some(&"and" | &"or"));
    let start = if bare_and_joined { 3 } else { 1 };
    let mut last = None;
    for (at, word) in words.iter().enumerate().skip(start) {
        let bare = word
            .trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
            .to_lowercase();
        // "the resistance the ventricles must overcome": an article after
        // the class noun opens a relative clause with no "that".
        if CLASS_STOPS.contains(&bare.as_str())
            || bare.is_empty()
            || (last.is_some() && matches!(bare.as_str(), "the" | "a" | "an"))
            || (last.is_some() && opens_a_participle(&words[at..]))
        {
            break;
        }
        last = Some(bare);
        if word.ends_with(',') && !adjectives_go_on(&words[at + 1..]) {
            break;
        }
    }
    last.map(|w| singularise(&w))
}

/// Past participles that do not end in "-ed".
const IRREGULAR_PARTICIPLES: &[&str] = &[
    "found", "made", "used", "known", "given", "taken", "seen", "held", "built", "born", "done",
    "shown", "written", "brought", "kept", "set", "sent", "thought", "drawn", "led",
];

/// Whether `words` open a participle after the class noun, a relative
/// clause with its "that is" left out: "a relationship *characterized by*
/// …", "a tubular structure *found within* the cell", "an infection
/// *primarily caused by* …" (an adverb in "-ly" before it). The participle
/// is followed by a preposition, or it would be a noun ("a blood
/// *shed*"?) or the class itself.
fn opens_a_participle(words: &[&str]) -> bool {
    let bare = |w: &&str| {
        w.trim_matches(|c: char| !c.is_alphanumeric())
            .to_lowercase()
    };
    let mut rest = words.iter().map(bare);
    let Some(mut word) = rest.next() else {
        return false;
    };
    if word.len() > 4 && word.ends_with("ly") {
        let Some(next) = rest.next() else {
            return false;
        };
        word = next;
    }
    let participle =
        (word.len() >= 5 && word.ends_with("ed")) || IRREGULAR_PARTICIPLES.contains(&word.as_str());
    participle
        && rest.next().is_some_and(|next| {
            CLASS_STOPS.contains(&next.as_str()) && next != "and" && next != "or"
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clause_of_concession_after_a_comma_is_no_adjective() {
        // Unseen set 83: "Climate change is a deeply controversial subject,
        // despite decades of research …" is of no class "decade".
        assert_eq!(
            class_of("a deeply controversial subject, despite decades of scientific research")
                .as_deref(),
            Some("subject")
        );
    }

    #[test]
    fn class_is_the_noun_before_the_clause() {
        assert_eq!(
            class_of("the resistance the ventricles must overcome to eject blood").as_deref(),
            Some("resistance")
        );
        assert_eq!(
            class_of("the physiological value around which the normal range fluctuates").as_deref(),
            Some("value")
        );
        assert_eq!(
            class_of("a relatively permanent change in behavior").as_deref(),
            Some("change")
        );
        // Adjectives listed with commas go on to their noun; a second noun
        // phrase after a comma does not.
        assert_eq!(
            class_of("a debilitating, inflammatory, immune-mediated condition").as_deref(),
            Some("condition")
        );
        assert_eq!(
            class_of("a common, chronic disease of the lungs").as_deref(),
            Some("disease")
        );
        assert_eq!(
            class_of("an organism, plant or animal").as_deref(),
            Some("organism")
        );
        assert_eq!(
            class_of("a process, a series of steps").as_deref(),
            Some("process")
        );
        assert_eq!(
            class_of("social and environmental factors that facilitate behaviors").as_deref(),
            Some("factor")
        );
    }

    #[test]
    fn a_participle_after_the_class_noun_ends_it() {
        for (gloss, class) in [
            (
                "a relationship characterized by mutual cooperation",
                "relationship",
            ),
            (
                "a deadly respiratory infection primarily caused by the organism",
                "infection",
            ),
            ("a broad term used by individuals whose sex …", "term"),
            (
                "the United Nations agency dedicated to global safety",
                "agency",
            ),
            ("a tubular structure found within the cell", "structure"),
            (
                "a dysrhythmia closely related to atrial fibrillation",
                "dysrhythmia",
            ),
            ("an enzyme involved in digestion", "enzyme"),
        ] {
            assert_eq!(class_of(gloss).as_deref(), Some(class), "{gloss}");
        }
        // Before the noun, a participle is one of its modifiers.
        assert_eq!(
            class_of("an inherited disorder of the blood").as_deref(),
            Some("disorder")
        );
        assert_eq!(class_of("a closed system").as_deref(), Some("system"));
    }
}
