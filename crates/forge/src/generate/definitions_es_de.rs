//! Definitions in Spanish and German, read without a parser, for both
//! readers of definitions (`definitions.rs` for blanks, `concepts.rs` for
//! what a document teaches): "La energía puede definirse como la
//! capacidad de …", "Se denomina X a …", "… recibe el nombre de X";
//! "Chlorophyll ist ein grüner Farbstoff, der …", "Als X bezeichnet man
//! …", "… wird X genannt". One set of patterns per language, so that a
//! term found for a blank is a term found for a question.

use std::sync::LazyLock;

use regex::Regex;

use crate::nlp::Lang;

/// A term in a pattern: a few words (`crate::pattern::short_term`
/// bounds it), in quotes or not.
macro_rules! term {
    () => {
        r"[«“„]?\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)*?[»”“]?"
    };
}

/// "(El|La|…) TERM es/son/se define como/significa/consiste en GLOSS".
static ES_DEFINES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(concat!(
        r"^(?P<det>(?:El|La|Los|Las|Un|Una)\s+)?(?P<term>",
        term!(),
        r")\s+(?:es|son|(?:se\s+)?definen?\s+como|pueden?\s+definirse\s+como|se\s+refieren?\s+a|significan?|consisten?\s+en)\s+(?P<gloss>(?:un|una|el|la|los|las|unos|unas|aquel|aquella|aquellos|aquellas|cualquier|todo|toda)\s+.+)$",
    ))
    .expect("spanish definition pattern")
});

/// "Se denomina/llama/conoce como TERM a/al GLOSS".
static ES_SE_NAMES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(concat!(
        r"^Se\s+(?:denominan?|llaman?|conocen?\s+como|definen?\s+como)\s+(?P<det>(?:el|la|los|las)\s+)?(?P<term>",
        term!(),
        r")\s+(?P<prep>a|al)\s+(?P<gloss>.{8,})$",
    ))
    .expect("spanish se-naming pattern")
});

/// "GLOSS se denomina/se llama/recibe el nombre de/es conocido como TERM".
static ES_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(concat!(
        r"^(?P<gloss>(?:El|La|Los|Las|Un|Una|Unos|Unas)\s.{10,}?)\s+(?:se\s+(?:denominan?|llaman?|conocen?\s+como)|reciben?\s+el\s+nombre\s+de|(?:es|son|fue|fueron)\s+(?:también\s+)?(?:conocid[oa]s?\s+como|denominad[oa]s?|llamad[oa]s?))\s+(?P<det>(?:el|la|los|las|un|una)\s+)?(?P<term>",
        term!(),
        r")$",
    ))
    .expect("spanish naming pattern")
});

/// "(Der|Die|Das|Ein|Eine) TERM ist/sind/bezeichnet/bedeutet GLOSS", and
/// the plural that needs no article: "Vegetarier sind Menschen, die kein
/// Fleisch essen" (a plural noun and the clause that sets its members
/// apart).
static DE_DEFINES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(concat!(
        r"^(?P<det>(?:Der|Die|Das|Ein|Eine)\s+)?(?P<term>",
        term!(),
        r")\s+(?:ist|sind|bezeichnet|bezeichnen|bedeutet|bedeuten|heißt|heißen)\s+(?P<gloss>(?:ein|eine|einen|der|die|das|den|jede|jeder|jedes)\s+.+|(?:\p{Ll}[\p{L}-]*\s+)?\p{Lu}[\p{L}-]*,\s+(?:die|welche)\s+.+)$",
    ))
    .expect("german definition pattern")
});

/// "Als/Unter TERM bezeichnet/versteht man GLOSS".
static DE_MAN_NAMES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(concat!(
        r"^(?:Als|Unter)\s+(?P<det>(?:dem|der|den|einem|einer|einen)\s+)?(?P<term>",
        term!(),
        r")\s+(?:bezeichnet|versteht|definiert)\s+man\s+(?P<gloss>.{8,})$",
    ))
    .expect("german man-naming pattern")
});

/// "GLOSS wird (auch) (als) TERM bezeichnet/genannt", "GLOSS nennt man
/// TERM".
static DE_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(concat!(
        r"^(?P<gloss>(?:Der|Die|Das|Ein|Eine|Den|Einen)\s.{8,}?)\s+(?:(?:wird|werden)\s+(?:auch\s+)?(?:als\s+)?(?P<term>",
        term!(),
        r")\s+(?:bezeichnet|genannt)|(?:nennt|bezeichnet)\s+man\s+(?:auch\s+)?(?:als\s+)?(?P<term2>",
        term!(),
        r"))$",
    ))
    .expect("german naming pattern")
});

/// German adverbs that open a sentence before its verb, the subject
/// following it: "Heute ist das Gebäude ein Ort für …" says what the
/// building is today, and defines no "Heute" (unseen set 21, where a
/// typed answer asked for "Heute").
const DE_OPENING_ADVERBS: &[&str] = &[
    "heute",
    "damals",
    "früher",
    "später",
    "jetzt",
    "nun",
    "danach",
    "zuerst",
    "zuletzt",
    "oft",
    "manchmal",
    "meistens",
    "immer",
    "bald",
    "außerdem",
    "zudem",
    "trotzdem",
    "daher",
    "darum",
    "inzwischen",
    "mittlerweile",
    "seitdem",
    "anfangs",
    "schließlich",
    "vielleicht",
    "eigentlich",
    "natürlich",
    "besonders",
    "sogar",
    "gestern",
    "morgen",
    "bisher",
    "zusätzlich",
    "ebenso",
    "insgesamt",
    "allerdings",
    "jedenfalls",
    "hingegen",
    "dagegen",
    "stattdessen",
    "dennoch",
    "ursprünglich",
    "hierzulande",
    "weltweit",
    "heutzutage",
    // "Übrigens ist das Fliegen im Hubschrauber gefährlicher …" (set 22).
    "übrigens",
    "deshalb",
    "deswegen",
    "jedoch",
    "ebenfalls",
    "genauso",
    "einst",
    "gleichzeitig",
    // "Seither ist die Schweiz ein moderner Bundesstaat" (set 20);
    // "Manche sind der Meinung, dass …" (set 23): a pronoun, no term.
    "seither",
    "manche",
    "einige",
    "viele",
    "andere",
    "beide",
    "alle",
    "wenige",
    "dort",
    "hier",
];

/// Whether a gloss says nothing of its term: "eine bestimmte Art von
/// Stoff" is true of every metal and alloy, and as a wrong option beside
/// "Bronze" it is right too (unseen set 23); "der Meinung, dass …" is an
/// idiom ("of the opinion that"), no noun phrase.
pub(super) fn empty_gloss(gloss: &str) -> bool {
    let lower = gloss.to_lowercase();
    const VAGUE: &[&str] = &[
        "bestimmte art",
        "gewisse art",
        "besondere art",
        "bestimmter stoff",
        "certain kind",
        "certain type",
        "particular kind",
        "particular type",
        "certaine sorte",
        "cierto tipo",
    ];
    const IDIOMS: &[&str] = &["der meinung", "der ansicht", "der auffassung"];
    (VAGUE.iter().any(|v| lower.contains(v)) && lower.split_whitespace().count() <= 6)
        || IDIOMS.iter().any(|i| lower.starts_with(i))
}

/// A definition found in a Spanish or German sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Found {
    /// Byte span of the term in the text given, quotes included.
    pub start: usize,
    /// The span's end.
    pub end: usize,
    /// What the text says the term is, as a noun phrase in the nominative.
    pub gloss: String,
    /// Whether the sentence names the term on purpose ("Se denomina …",
    /// "Als … bezeichnet man").
    pub named: bool,
}

/// The definition `body` (a sentence without its full stop) gives, in
/// Spanish or German.
pub(super) fn definition(body: &str, lang: Lang) -> Option<Found> {
    let (defines, naming): (&Regex, &[&Regex]) = match lang {
        Lang::Es => (&ES_DEFINES, &[&ES_SE_NAMES, &ES_NAMED]),
        Lang::De => (&DE_DEFINES, &[&DE_MAN_NAMES, &DE_NAMED]),
        _ => return None,
    };
    let (caps, named) = defines
        .captures(body)
        .filter(crate::pattern::short_term)
        .map(|c| (c, false))
        .or_else(|| {
            naming.iter().find_map(|pattern| {
                pattern
                    .captures(body)
                    .filter(crate::pattern::short_term)
                    .map(|caps| (caps, true))
            })
        })?;
    let term = caps.name("term").or_else(|| caps.name("term2"))?;
    // "Viele Kinderdörfer sind eine Organisation für sich": what many
    // of a kind are is no definition of it, and "Viele" is no part of a
    // term (unseen set 48, a blank on "Viele").
    if lang == Lang::De
        && caps.name("det").is_none()
        && term
            .as_str()
            .split_whitespace()
            .next()
            .is_some_and(|first| DE_OPENING_ADVERBS.contains(&first.to_lowercase().as_str()))
    {
        return None;
    }
    // German writes nouns with a capital: "Das eigentliche Parlament ist
    // die Staatsduma" names the Duma, not "eigentliche Parlament". A
    // sentence that names on purpose may name an adjective ("Den Baustil
    // der Kirche nennt man klassizistisch").
    if lang == Lang::De && !named && term.as_str().starts_with(|c: char| c.is_lowercase()) {
        return None;
    }
    let raw_gloss = caps.name("gloss")?.as_str().trim();
    if empty_gloss(raw_gloss) {
        return None;
    }
    let gloss = match (lang, caps.name("prep").map(|p| p.as_str())) {
        // "Se denomina X al proceso …": "al" is "a el".
        (Lang::Es, Some("al")) => format!("el {raw_gloss}"),
        (Lang::De, _) => nominative(raw_gloss),
        _ => raw_gloss.to_string(),
    };
    // A naming sentence's subject is a noun phrase, not a clause of its
    // own: a long one is most often a clause.
    if named && caps.name("prep").is_none() && gloss.split_whitespace().count() > 14 {
        return None;
    }
    Some(Found {
        start: term.start(),
        end: term.end(),
        gloss,
        named,
    })
}

/// A German gloss in the nominative: "Als X bezeichnet man den Vorgang,
/// bei dem …" gives "den Vorgang" (accusative), which an option must read
/// as "der Vorgang".
fn nominative(gloss: &str) -> String {
    for (accusative, nominative) in [("den ", "der "), ("einen ", "ein "), ("Den ", "Der ")] {
        if let Some(rest) = gloss.strip_prefix(accusative) {
            // "den" before a plural noun ("den Pflanzen") is dative: left.
            if !rest
                .split_whitespace()
                .next()
                .is_some_and(|w| w.ends_with('n'))
            {
                return format!("{nominative}{rest}");
            }
        }
    }
    gloss.to_string()
}

/// The class noun of a Spanish or German gloss: Spanish puts the noun
/// first ("la *capacidad* de suministrar calor", "un *grupo* social que
/// …"), German last before the clause or complement ("ein grüner
/// *Farbstoff*, der …"). Lower case.
pub(super) fn class_of(gloss: &str, lang: Lang) -> Option<String> {
    // A German plural gloss has no article to pass over ("Menschen, die
    // …").
    let article = usize::from(lang != Lang::De || gloss.starts_with(|c: char| c.is_lowercase()));
    let words: Vec<String> = gloss
        .split_whitespace()
        .skip(article)
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
                .to_lowercase()
        })
        .collect();
    match lang {
        Lang::Es => words
            .first()
            .filter(|w| !w.is_empty() && !crate::nlp::is_stop_word(w, lang))
            .cloned(),
        Lang::De => {
            let mut last = None;
            for (word, raw) in words.iter().zip(gloss.split_whitespace().skip(article)) {
                if word.is_empty() || DE_CLASS_STOPS.contains(&word.as_str()) {
                    break;
                }
                last = Some(word.clone());
                if raw.ends_with(',') {
                    break;
                }
            }
            last
        }
        _ => None,
    }
}

/// Words that end a German gloss's class noun phrase.
const DE_CLASS_STOPS: &[&str] = &[
    "der", "die", "das", "des", "dem", "den", "von", "vom", "mit", "in", "im", "für", "und",
    "oder", "bei", "beim", "aus", "zur", "zum", "auf", "an", "am", "durch", "über", "unter",
    "zwischen", "welcher", "welche", "welches", "wie", "als",
];

/// Glosses that name an attribute, not a class: "es el mejor ejemplo",
/// "ist ein Teil der …".
pub(super) const NOT_A_CLASS: &[&str] = &[
    "ejemplo",
    "parte",
    "resultado",
    "caso",
    "razón",
    "base",
    "objetivo",
    "mejor",
    "mayor",
    "primer",
    "primera",
    "último",
    "última",
    "único",
    "única",
    "mismo",
    "misma",
    "otro",
    "otra",
    "beispiel",
    "teil",
    "ergebnis",
    "grund",
    "fall",
    "ziel",
    "beste",
    "größte",
    "erste",
    "letzte",
    "einzige",
    "gleiche",
    "andere",
];

/// Compiles the patterns of a language now, off the caller's path.
pub(super) fn warm(lang: Lang) {
    let patterns: &[&LazyLock<Regex>] = match lang {
        Lang::Es => &[&ES_DEFINES, &ES_SE_NAMES, &ES_NAMED],
        Lang::De => &[&DE_DEFINES, &DE_MAN_NAMES, &DE_NAMED],
        _ => &[],
    };
    for pattern in patterns {
        LazyLock::force(pattern);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn term_of(text: &str, lang: Lang) -> Option<(String, String, bool)> {
        let body = text.trim_end_matches('.');
        definition(body, lang).map(|f| (body[f.start..f.end].to_string(), f.gloss, f.named))
    }

    #[test]
    fn spanish_definitions() {
        assert_eq!(
            term_of(
                "La energía puede definirse como la capacidad de suministrar calor o realizar un trabajo.",
                Lang::Es
            ),
            Some((
                "energía".into(),
                "la capacidad de suministrar calor o realizar un trabajo".into(),
                false
            ))
        );
        assert_eq!(
            term_of(
                "Se denomina fotosíntesis al proceso por el cual las plantas producen glucosa.",
                Lang::Es
            ),
            Some((
                "fotosíntesis".into(),
                "el proceso por el cual las plantas producen glucosa".into(),
                true
            ))
        );
        assert_eq!(
            term_of(
                "La fuerza que atrae los cuerpos hacia la Tierra recibe el nombre de gravedad.",
                Lang::Es
            ),
            Some((
                "gravedad".into(),
                "La fuerza que atrae los cuerpos hacia la Tierra".into(),
                true
            ))
        );
        assert_eq!(
            term_of(
                "El agua fluye hacia abajo a través de los generadores.",
                Lang::Es
            ),
            None
        );
    }

    #[test]
    fn german_definitions() {
        assert_eq!(
            term_of(
                "Chlorophyll ist ein grüner Farbstoff, der die Energie des Sonnenlichts aufnimmt.",
                Lang::De
            ),
            Some((
                "Chlorophyll".into(),
                "ein grüner Farbstoff, der die Energie des Sonnenlichts aufnimmt".into(),
                false
            ))
        );
        assert_eq!(
            term_of(
                "Als Osmose bezeichnet man den Fluss von Wasser durch eine Membran.",
                Lang::De
            ),
            Some((
                "Osmose".into(),
                "der Fluss von Wasser durch eine Membran".into(),
                true
            ))
        );
        assert_eq!(
            term_of(
                "Der grüne Farbstoff der Blätter wird Chlorophyll genannt.",
                Lang::De
            ),
            Some((
                "Chlorophyll".into(),
                "Der grüne Farbstoff der Blätter".into(),
                true
            ))
        );
        assert_eq!(
            term_of(
                "Vegetarier sind Menschen, die kein Fleisch und keinen Fisch essen.",
                Lang::De
            ),
            Some((
                "Vegetarier".into(),
                "Menschen, die kein Fleisch und keinen Fisch essen".into(),
                false
            ))
        );
        assert_eq!(
            class_of("Menschen, die kein Fleisch essen", Lang::De).as_deref(),
            Some("menschen")
        );
        assert_eq!(
            class_of("ein grüner Farbstoff, der Licht aufnimmt", Lang::De).as_deref(),
            Some("farbstoff")
        );
        // Without the clause a bare plural says what they are, not what
        // sets them apart: no definition.
        assert_eq!(term_of("Wale sind Säugetiere im Meer.", Lang::De), None);
        assert_eq!(
            term_of("Das Wasser wird von den Wurzeln aufgenommen.", Lang::De),
            None
        );
        // An adverb before the verb, the subject after it: no definition.
        assert_eq!(
            term_of(
                "Heute ist das Gebäude ein Ort für allerlei Veranstaltungen.",
                Lang::De
            ),
            None
        );
        assert_eq!(
            term_of("Manchmal ist die Lösung ein Kompromiss.", Lang::De),
            None
        );
        // A pronoun, an adjective or an empty gloss defines nothing.
        for sentence in [
            "Seither ist die Schweiz ein moderner Bundesstaat.",
            "Manche sind der Meinung, dass die ersten Geschichten um 1600 entstanden.",
            "Das eigentliche Parlament ist die Staatsduma, die alle fünf Jahre gewählt wird.",
            "Metall ist eine bestimmte Art von Stoff.",
            // What many of a kind are (unseen set 48).
            "Viele Kinderdörfer sind eine Organisation für sich.",
        ] {
            assert_eq!(term_of(sentence, Lang::De), None, "{sentence}");
        }
        assert!(term_of("Ein Elch ist eine Art Hirsch.", Lang::De).is_some());
        assert_eq!(
            term_of(
                "Übrigens ist das Fliegen im Hubschrauber gefährlicher als das Fliegen im Flugzeug.",
                Lang::De
            ),
            None
        );
        // A noun without an article still defines.
        assert_eq!(
            term_of(
                "Rost ist eine Verbindung von Eisen und Sauerstoff.",
                Lang::De
            )
            .map(|(term, ..)| term),
            Some("Rost".into())
        );
    }

    #[test]
    fn class_nouns_by_language() {
        assert_eq!(
            class_of("la capacidad de suministrar calor", Lang::Es).as_deref(),
            Some("capacidad")
        );
        assert_eq!(
            class_of("ein grüner Farbstoff, der Licht aufnimmt", Lang::De).as_deref(),
            Some("farbstoff")
        );
        assert_eq!(
            class_of("der Fluss von Wasser durch eine Membran", Lang::De).as_deref(),
            Some("fluss")
        );
    }
}
