//! Sentences that define or name a term, read without a parser: "X is a
//! …", "… is (or was) called X", a name between commas ("…, known as
//! “X,” who …"), proper names ("… was known as Beta Israel"), "On
//! appelle X …". What a definition gives is the term, where it sits in
//! the sentence and what the sentence says it is.

use std::sync::LazyLock;

use regex::Regex;

use super::analysis::ANAPHORS;
use crate::nlp::{Lang, is_stop_word};
use crate::pattern::short_term;

/// A definitional sentence: its term and where the term sits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    /// The term defined.
    pub term: String,
    /// Byte span of the term in the sentence text.
    pub start: usize,
    /// Byte span's end.
    pub end: usize,
    /// What the sentence says it is (after the copula).
    pub gloss: String,
    /// Whether the sentence names the term on purpose ("is called …",
    /// "On appelle …"), which makes it worth asking about even if used once.
    pub named: bool,
}

static EN_DEFINITION: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"^(?:(?:The|A|An)\s+)?(?:(?:term|concept)\s+)?[‘'“]?(?P<term>[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)*?)[’'”]?\s+(?:(?:is|are|means)\s+(?P<gloss>(?:a|an|the|any|anything|something|someone|somebody|one|two|when|where)\s+.{8,})|(?P<explicit>refers to|is defined as)\s+(?P<gloss2>\p{Ll}.{8,}))$")
        .expect("definition pattern")
});

static EN_CALLED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?:is|are|was|were) (?:called|known as|referred to as|termed|named)\s+(?:an?\s+|the\s+|its\s+|their\s+)?(?P<term>[‘'“]?[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2}[’'”]?)(?:\s+\(\p{Lu}[\p{L}]{1,7}\))?\s*[.,]?$")
        .expect("called pattern")
});

/// A name given inside a sentence, between commas: "individuals, known as
/// “angel investors,” who …", "The oldest church, called Saint Mary of
/// Zion, was …", "… was known as the Beta Israel, and …". The name is a
/// few lower-case words or a proper name; what follows it must end the
/// phrase (a comma or semicolon, inside or outside the quotes). In
/// brackets, "(called Balmer lines)" names a term, but "Z-discs (also
/// called Z-lines, …)" gives another name of one named before: asking for
/// it is trivia that name gives away (unseen set 30).
static EN_CALLED_INSIDE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?:(?:,\s|(?:is|are|was|were)\s+)(?:also\s+)?|\()(?:called|known as|named)\s+(?:an?\s+|the\s+)?[‘“]?(?P<term>\p{Ll}[\p{Ll}-]*(?:\s\p{Ll}[\p{Ll}-]*){0,2}|\p{Lu}[\p{L}'’-]*(?:\s(?:of\s|de\s)?\p{Lu}[\p{L}'’-]*){0,3}|\p{Lu}[\p{Ll}'’-]+(?:\s\p{Ll}[\p{Ll}-]*){1,2})(?:[,;)][’”]|[’”]?[,;)])")
        .expect("called inside pattern")
});

/// A name given right after the noun it names, with no comma: "a
/// critical structure called an intercalated disc", "DNA-binding
/// proteins called histones, which …". The name ends the sentence or its
/// phrase; the word before "called" must be a noun, not "who" or "they"
/// ("who called for reforms" names nothing).
static EN_NOUN_CALLED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"\b(?P<noun>\p{Ll}[\p{Ll}-]{2,})\s+called\s+(?:an?\s+|the\s+)?[‘“]?(?P<term>\p{Ll}[\p{Ll}-]*(?:\s\p{Ll}[\p{Ll}-]*){0,2})[’”]?(?:\s+\(\p{Lu}[\p{L}]{1,7}\))?(?:[,;)]|$)")
        .expect("noun called pattern")
});

static FR_DEFINITION: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"^(?:(?:Le|La|Les|Un|Une)\s+|L['’])?(?P<term>[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}'’-]*)*?)\s+(?:est|sont|désigne|signifie)\s+(?P<gloss>(?:un|une|le|la|les|des|l['’])\s*.{8,})$")
        .expect("french definition pattern")
});

static FR_CALLED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"^On appelle\s+(?P<term>[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)*?)\s+(?P<gloss>(?:l['’]|le |la |les |un |une |ce |cette ).{8,})$")
        .expect("french called pattern")
});

/// The definition a sentence gives, if it gives one.
pub fn definition(text: &str, lang: Lang) -> Option<Definition> {
    let body = text.trim_end_matches(['.', '!']);
    if matches!(lang, Lang::Es | Lang::De) {
        return spanish_or_german(body, lang);
    }
    let (caps, named) = match lang {
        Lang::En => EN_DEFINITION
            .captures(body)
            .filter(short_term)
            .map(|c| {
                // "X refers to …" and "X is defined as …" define on purpose.
                let explicit = c.name("explicit").is_some();
                (c, explicit)
            })
            .or_else(|| EN_CALLED.captures(body).map(|c| (c, true)))
            .or_else(|| {
                (body.contains("called") || body.contains("known as") || body.contains("named"))
                    .then(|| EN_CALLED_INSIDE.captures(body))
                    .flatten()
                    .map(|c| (c, true))
            })
            .or_else(|| {
                body.contains(" called ")
                    .then(|| EN_NOUN_CALLED.captures(body))
                    .flatten()
                    .filter(|c| {
                        c.name("noun").is_some_and(|n| {
                            !is_stop_word(n.as_str(), Lang::En)
                                && !ANAPHORS.contains(&n.as_str())
                                && !matches!(
                                    n.as_str(),
                                    "who"
                                        | "people"
                                        | "also"
                                        | "often"
                                        | "sometimes"
                                        | "usually"
                                        | "commonly"
                                        | "once"
                                )
                        })
                    })
                    .map(|c| (c, true))
            }),
        Lang::Fr => FR_DEFINITION
            .captures(body)
            .filter(short_term)
            .map(|c| (c, false))
            .or_else(|| {
                FR_CALLED
                    .captures(body)
                    .filter(short_term)
                    .map(|c| (c, true))
            }),
        Lang::Es | Lang::De | Lang::Other => None,
    }?;
    let term = caps.name("term")?;
    let clean_term = term.as_str().trim_matches(['‘', '\'', '“', '’', '”']);
    let start = term.start()
        + (term.as_str().len() - term.as_str().trim_start_matches(['‘', '\'', '“']).len());
    // "Database management normally refers to …": the adverb before the
    // verb is no part of the term (unseen set 99 blanked "n_____").
    let clean_term = match clean_term.rsplit_once(' ') {
        Some((rest, last)) if lang == Lang::En && super::concept_definition::adverb(last) => rest,
        _ => clean_term,
    };
    let first = clean_term.split_whitespace().next()?;
    if is_stop_word(first, lang)
        || ANAPHORS.contains(&first.to_lowercase().as_str())
        || names_a_word(clean_term)
        || names_a_relation(clean_term)
    {
        return None;
    }
    if clean_term
        .split_whitespace()
        .any(|w| is_stop_word(w, lang) && !matches!(w, "of" | "de" | "du" | "des"))
    {
        return None;
    }
    let gloss = caps
        .name("gloss")
        .or_else(|| caps.name("gloss2"))
        .map(|g| g.as_str().to_string())
        .unwrap_or_else(|| body[..term.start()].trim().to_string());
    Some(Definition {
        term: clean_term.to_string(),
        start,
        end: start + clean_term.len(),
        gloss,
        named,
    })
}

/// A Spanish or German definition, checked as the others are: no term
/// that opens with a function word or a pronoun, none holding a function
/// word but "de"/"del".
fn spanish_or_german(body: &str, lang: Lang) -> Option<Definition> {
    let found = super::definitions_es_de::definition(body, lang)?;
    let quoted = &body[found.start..found.end];
    let clean_term = quoted.trim_matches(['«', '»', '“', '”', '„']);
    let start = found.start + (quoted.len() - quoted.trim_start_matches(['«', '“', '„']).len());
    let first = clean_term.split_whitespace().next()?;
    if is_stop_word(first, lang)
        || ANAPHORS.contains(&first.to_lowercase().as_str())
        || names_a_word(clean_term)
        || clean_term
            .split_whitespace()
            .any(|w| is_stop_word(w, lang) && !matches!(w, "de" | "del"))
    {
        return None;
    }
    Some(Definition {
        term: clean_term.to_string(),
        start,
        end: start + clean_term.len(),
        gloss: found.gloss,
        named: found.named,
    })
}

/// Whether a "term" is a word for a word: "The term refers to …", "This
/// concept is …" point back to a term named before, and "term" is no
/// answer.
pub(super) fn names_a_word(term: &str) -> bool {
    const WORDS_FOR_WORDS: &[&str] = &[
        "term",
        "terms",
        "word",
        "words",
        "concept",
        "concepts",
        "phrase",
        "expression",
        "notion",
        "name",
        "label",
        "terme",
        "termes",
        "mot",
        "mots",
        "nom",
        "término",
        "concepto",
        "palabra",
        "nombre",
        "begriff",
        "wort",
        "bezeichnung",
    ];
    WORDS_FOR_WORDS.contains(&term.to_lowercase().as_str())
}

/// Whether a "term" is a part or role of something else: "the unit of
/// learning is a new S-R connection" says what plays that part, and
/// "Which term refers to a new S-R connection?" has no answer "unit of
/// learning".
pub(super) fn names_a_relation(term: &str) -> bool {
    const ROLES: &[&str] = &[
        "unit", "goal", "aim", "purpose", "basis", "focus", "result", "outcome", "heart", "core",
        "essence", "object", "role", "task", "function", "key",
    ];
    let lower = term.to_lowercase();
    // "An example is a hospital policy that …": what it is an example of
    // was said before.
    if ["example", "examples", "instance", "illustration"].contains(&lower.as_str()) {
        return true;
    }
    let mut words = lower.split_whitespace();
    words.next().is_some_and(|head| ROLES.contains(&head)) && words.next() == Some("of")
}

/// Compiles the English definition patterns now (`super::warm_patterns`).
pub(super) fn warm_english() {
    LazyLock::force(&EN_DEFINITION);
    LazyLock::force(&EN_CALLED);
    LazyLock::force(&EN_CALLED_INSIDE);
    LazyLock::force(&EN_NOUN_CALLED);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_for_a_word_is_no_term() {
        assert_eq!(
            definition(
                "The term refers to any collection of at least two people who interact.",
                Lang::En
            ),
            None
        );
        assert_eq!(
            definition("The concept is a way of thinking about groups.", Lang::En),
            None
        );
        // What it is an example of, or the unit of, was said elsewhere.
        assert_eq!(
            definition(
                "An example is a hospital policy that requires nurses to be checked off.",
                Lang::En
            ),
            None
        );
        assert_eq!(
            definition(
                "The unit of learning is a new stimulus-response connection.",
                Lang::En
            ),
            None
        );
    }

    #[test]
    fn an_adverb_before_the_verb_is_no_part_of_the_term() {
        let found = definition(
            "Database management normally refers to the management of tabular data in row and column format.",
            Lang::En,
        )
        .expect("a definition");
        assert_eq!(found.term, "Database management");
        assert_eq!(found.end - found.start, "Database management".len());
    }

    #[test]
    fn definitions_in_english_and_french() {
        let d = definition(
            "Chlorophyll is a green pigment that absorbs light.",
            Lang::En,
        )
        .unwrap();
        assert_eq!(d.term, "Chlorophyll");
        let d = definition(
            "The mitochondrion is the site of cellular respiration.",
            Lang::En,
        )
        .unwrap();
        assert_eq!(d.term, "mitochondrion");
        let d = definition(
            "Water falling from clouds is called precipitation.",
            Lang::En,
        )
        .unwrap();
        assert_eq!(d.term, "precipitation");
        let d = definition(
            "On appelle exode rural le départ des paysans vers les villes.",
            Lang::Fr,
        )
        .unwrap();
        assert_eq!(d.term, "exode rural");
        assert!(definition("It is a green pigment.", Lang::En).is_none());
        assert!(definition("There are three types of rock in the crust.", Lang::En).is_none());
    }

    #[test]
    fn explicit_definitions_and_names_after_their_noun() {
        let found = |text: &str| {
            definition(text, Lang::En).map(|d| (text[d.start..d.end].to_string(), d.named))
        };
        let named = |term: &str| Some((term.to_string(), true));
        // "refers to" defines on purpose, with or without an article.
        assert_eq!(
            found("Sex refers to physical or physiological differences between males and females."),
            named("Sex")
        );
        assert_eq!(
            found(
                "The term popular culture refers to the pattern of cultural experiences in mainstream society."
            ),
            named("popular culture")
        );
        assert_eq!(
            found(
                "Medicalization refers to the process by which normal aspects of life are redefined as deviant."
            ),
            named("Medicalization")
        );
        // "is" with an article is a definition, not a deliberate one.
        assert_eq!(
            found("Chlorophyll is a green pigment that absorbs light."),
            Some(("Chlorophyll".to_string(), false))
        );
        assert_eq!(
            found(
                "The full collection of genes that a cell contains within its genome is called its genotype."
            ),
            named("genotype")
        );
        assert_eq!(
            found(
                "The structures that allow phagocytic cells to detect PAMPs are called pattern recognition receptors (PRRs)."
            ),
            named("pattern recognition receptors")
        );
        assert_eq!(
            found(
                "A junction between two adjoining cells is marked by a critical structure called an intercalated disc."
            ),
            named("intercalated disc")
        );
        assert_eq!(
            found(
                "The hydrogen lines in the visible part of the spectrum (called Balmer lines) are strongest in hot stars."
            ),
            named("Balmer lines")
        );
        assert_eq!(
            found("Money is anything that is acceptable as payment for goods and services."),
            Some(("Money".to_string(), false))
        );
        // Another name in brackets is no definition.
        assert!(
            found(
                "Each sarcomere is bordered by structures called Z-discs (also called Z-lines, because pictures are flat)."
            )
            .is_none_or(|(term, _)| term != "Z-lines")
        );
        // "called for" and "who called" name nothing.
        assert_eq!(
            found("In October, Gomulka, who called for governmental reforms, was made the leader."),
            None
        );
        assert_eq!(
            found("They called the new party a disaster for the country."),
            None
        );
        // "This refers to …" points back.
        assert_eq!(
            found("This refers to the movement of people into cities."),
            None
        );
    }

    #[test]
    fn names_given_in_the_past_and_between_commas() {
        let named = |text: &str| {
            definition(text, Lang::En)
                .filter(|d| d.named)
                .map(|d| (d.term.clone(), text[d.start..d.end].to_string()))
        };
        let same = |term: &str| Some((term.to_string(), term.to_string()));
        assert_eq!(
            named("A large stone pillar that marked a royal tomb was called a stela."),
            same("stela")
        );
        assert_eq!(
            named("The Judaic group living in Aksum was known as Beta Israel."),
            same("Beta Israel")
        );
        assert_eq!(
            named(
                "The oldest church of the kingdom, called Saint Mary of Zion, was said to hold the Ark."
            ),
            same("Saint Mary of Zion")
        );
        assert_eq!(
            named(
                "Many cities have wealthy individuals, known as “angel investors,” who fund new firms."
            ),
            same("angel investors")
        );
        assert_eq!(
            named("This new single cell, called a zygote, contains all of the genetic material."),
            same("zygote")
        );
        // A name is not followed by a clause of its own.
        assert_eq!(
            named("The river, called by the locals a blessing, floods each year."),
            None
        );
        assert_eq!(
            named("The cell is named after its discoverer and studied widely."),
            None
        );
    }
}
