//! Other names a document gives one thing: "antibodies (also called
//! immunoglobulins)", "Antibodies are also called immunoglobulins",
//! "hepatotoxicity (liver toxicity)", "Ein Kugelschreiber oder Kuli ist …",
//! "eine Scheide oder auch Vagina", "el ADN, también llamado …". A typed
//! answer takes every name the document gives its key, and a question
//! whose prompt shows another name of its key gives the key away.

use std::sync::LazyLock;

use regex::Regex;

use crate::nlp::{Lang, is_stop_word};

/// "X (also called Y)", "X (or Y)", "X (oder auch Y)", "X (también
/// llamado Y)".
static BRACKETED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)\s*\((?i:also called|also known as|or|aussi appelée?s?|ou|oder auch|oder|auch|o|también llamad[oa]s?|también conocid[oa]s? como)\s+([^)]+)\)")
        .expect("synonym pattern")
});

/// "X, also called Y", "X are also known as Y".
static ALSO_CALLED_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)(?:,|\s+(?i:is|are))\s+(?i:also)\s+(?i:called|known\s+as)\s+(?i:the\s+)?(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)")
        .expect("synonym clause pattern")
});

/// "eine Scheide oder auch Vagina": "oder auch" between two nouns joins
/// two names of one thing, where a bare "oder" joins two things ("Eier
/// oder Puppen").
static DE_OR_ALSO: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(\p{Lu}[\p{L}-]+)\s+oder\s+auch\s+[„“]?(\p{Lu}[\p{L}-]+)")
        .expect("oder auch pattern")
});

/// "Ein Kugelschreiber oder Kuli ist ein Schreibgerät …": two nouns
/// joined by "oder" as the subject of a definition name one thing.
static DE_SUBJECT_OR: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?:^|[.!?]\s+)(?:Ein|Eine|Der|Die|Das)\s+(\p{Lu}[\p{L}-]+)\s+oder\s+(\p{Lu}[\p{L}-]+)\s+(?:ist|sind|war|waren|heißt|heißen)\s")
        .expect("subject oder pattern")
});

/// "der Kitzler, auch Klitoris genannt".
static DE_ALSO_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(\p{Lu}[\p{L}-]+),\s+(?:auf\s+Deutsch\s+)?auch\s+[„“]?(\p{Lu}[\p{L}-]+)[“”]?\s+genannt",
    )
    .expect("auch genannt pattern")
});

/// "el ácido desoxirribonucleico, también llamado ADN".
static ES_ALSO_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?),\s+también\s+(?:llamad[oa]s?|conocid[oa]s?\s+como|denominad[oa]s?)\s+(?:el\s+|la\s+|los\s+|las\s+)?(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)")
        .expect("también llamado pattern")
});

/// "hepatotoxicity (liver toxicity)", "neurons (nerve cells)": a plain
/// English noun phrase in brackets right after a word glosses it.
static EN_BRACKET_GLOSS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(\p{Ll}[\p{Ll}-]{3,})\s\((\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2})\)",
    )
    .expect("bracket gloss pattern")
});

/// Words a bracket holds when it is an aside, not another name.
const ASIDES: &[&str] = &[
    "see",
    "plural",
    "singular",
    "optional",
    "mostly",
    "approximately",
    "roughly",
    "sometimes",
    "often",
    "usually",
    "below",
    "above",
    "figure",
    "table",
    "cf",
    "ie",
    "eg",
    "etc",
];

/// Pairs of names the document gives one thing, both ways round.
pub(super) fn synonyms(text: &str, lang: Lang) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    // Every pattern needs one of these words; most lines have none, and a
    // search with captures is slow over a long text.
    let cues: &[&str] = match lang {
        Lang::En => &["also ", "(or ", " ("],
        Lang::Fr => &["aussi ", "(ou "],
        Lang::De => &["oder", "auch "],
        Lang::Es => &["también", "(o "],
        Lang::Other => &["also ", "(or "],
    };
    let lines = text.lines().filter(|line| {
        let lower = line.to_lowercase();
        cues.iter().any(|w| lower.contains(w))
    });
    for line in lines {
        // The patterns have no `\b`: a Unicode word boundary keeps the
        // regex engine off its fast automaton on any line with a letter
        // outside ASCII (a tenth of a long document's time went there).
        // A match starts at a word's first letter, as scanning finds the
        // leftmost; one glued to a digit before it is no name.
        let at_word_start = |caps: &regex::Captures<'_>| {
            let start = caps.get(0).map_or(0, |m| m.start());
            let name_start = caps.get(1).map_or(start, |m| m.start());
            !line[..name_start].ends_with(|c: char| c.is_alphanumeric() || c == '_')
        };
        // The other name in brackets is short; a long parenthesis is an
        // aside, not a name.
        let bracketed = BRACKETED
            .captures_iter(line)
            .filter(|caps| (2..=40).contains(&caps[2].chars().count()));
        let found: Vec<regex::Captures<'_>> = match lang {
            Lang::En => bracketed
                .chain(ALSO_CALLED_CLAUSE.captures_iter(line))
                .chain(
                    EN_BRACKET_GLOSS
                        .captures_iter(line)
                        .filter(|caps| glosses(&caps[2])),
                )
                .filter(at_word_start)
                .collect(),
            Lang::De => bracketed
                .chain(DE_OR_ALSO.captures_iter(line))
                .chain(DE_SUBJECT_OR.captures_iter(line))
                .chain(DE_ALSO_NAMED.captures_iter(line))
                .filter(at_word_start)
                .collect(),
            Lang::Es => bracketed
                .chain(ES_ALSO_NAMED.captures_iter(line))
                .filter(at_word_start)
                .collect(),
            Lang::Fr | Lang::Other => bracketed
                .chain(ALSO_CALLED_CLAUSE.captures_iter(line))
                .filter(at_word_start)
                .collect(),
        };
        for caps in found {
            let (a, b) = (caps[1].trim().to_string(), caps[2].trim().to_string());
            if a.eq_ignore_ascii_case(&b) || pairs.contains(&(a.clone(), b.clone())) {
                continue;
            }
            pairs.push((a.clone(), b.clone()));
            pairs.push((b, a));
        }
    }
    pairs
}

/// Whether a plain bracket ("liver toxicity") reads as another name: a
/// noun phrase WordNet knows the last word of as a noun, opening with no
/// function word and holding no word of an aside ("see below").
fn glosses(bracket: &str) -> bool {
    let words: Vec<&str> = bracket.split_whitespace().collect();
    let Some(last) = words.last() else {
        return false;
    };
    !is_stop_word(words[0], Lang::En)
        && !words.iter().any(|w| ASIDES.contains(w))
        && !crate::lexicon::noun_classes(last).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn has(found: &[(String, String)], a: &str, b: &str) -> bool {
        found.contains(&(a.to_string(), b.to_string()))
            && found.contains(&(b.to_string(), a.to_string()))
    }

    #[test]
    fn other_names_the_document_gives_are_found_both_ways() {
        let found = synonyms(
            "Antibodies are also called immunoglobulins (Ig). The Eastern Empire, also called the Byzantine Empire, lasted.",
            Lang::En,
        );
        assert!(has(&found, "Antibodies", "immunoglobulins"));
        assert!(has(&found, "Eastern Empire", "Byzantine Empire"));
        // On a line with letters outside ASCII, and never from inside a word.
        let found = synonyms(
            "Le « réseau » électrique (aussi appelé grille) alimente la ville.",
            Lang::Fr,
        );
        assert!(has(&found, "électrique", "grille"));
        let glued = synonyms("Le modèle 3antibodies (also called X) est faux.", Lang::Fr);
        assert!(
            !glued.iter().any(|(a, _)| a.starts_with("antibodies")),
            "{glued:?}"
        );
    }

    #[test]
    fn a_plain_english_bracket_glosses_the_word_before_it() {
        let found = synonyms(
            "Flucytosine is also associated with hepatotoxicity (liver toxicity) and bone marrow depression.",
            Lang::En,
        );
        assert!(
            found
                .iter()
                .any(|(a, b)| a.ends_with("hepatotoxicity") && b == "liver toxicity"),
            "{found:?}"
        );
        // An aside or a function word in brackets names nothing.
        for aside in [
            "The cells divide (see below) quickly.",
            "The cells divide (and grow) quickly.",
            "The nucleus (plural nuclei) holds the genes.",
        ] {
            let found = synonyms(aside, Lang::En);
            assert!(found.is_empty(), "{aside}: {found:?}");
        }
    }

    #[test]
    fn german_names_joined_by_oder_auch_or_as_one_subject() {
        let found = synonyms(
            "Ein Kugelschreiber oder Kuli ist ein Schreibgerät, das eine Mine enthält.",
            Lang::De,
        );
        assert!(has(&found, "Kugelschreiber", "Kuli"), "{found:?}");
        let found = synonyms(
            "Mädchen und Frauen haben eine Scheide oder auch Vagina, die verbindet.",
            Lang::De,
        );
        assert!(has(&found, "Scheide", "Vagina"), "{found:?}");
        let found = synonyms(
            "Man sieht den Kitzler, auch Klitoris genannt, kaum.",
            Lang::De,
        );
        assert!(has(&found, "Kitzler", "Klitoris"), "{found:?}");
        // A bare "oder" inside a sentence joins two things.
        let found = synonyms(
            "Die Raupen fressen Eier oder Puppen anderer Insekten.",
            Lang::De,
        );
        assert!(found.is_empty(), "{found:?}");
    }

    #[test]
    fn spanish_también_llamado() {
        let found = synonyms(
            "El ácido desoxirribonucleico, también llamado ADN, guarda la información.",
            Lang::Es,
        );
        assert!(
            found
                .iter()
                .any(|(a, b)| a.ends_with("desoxirribonucleico") && b == "ADN"),
            "{found:?}"
        );
    }
}
