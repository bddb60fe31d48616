//! The words a statement of comparison or rank turns on, by language, with
//! their opposites and what each needs around it to state a direction
//! (`direction.rs` turns the statement).

use crate::nlp::Lang;

/// What a word needs around it to state a direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Needs {
    /// Nothing: a rank ("the largest", "inférieure à").
    Nothing,
    /// The other half of the comparison ("than …", "compared to …") after
    /// it, or a cause before it ("leads to higher prices"): a bare "higher"
    /// compares with what the sentence does not say.
    Comparison,
    /// An adjective or adverb after it ("more likely"), and `Comparison`.
    QualityCompared,
    /// "the" before it and, after it, an adjective that grades well both
    /// ways ("the most common", not "the most basic" or "at least").
    Graded,
    /// A German superlative: an article before it and its noun after it
    /// ("der größte See"), or "am …sten"; bare, "kleinste Lebewesen" is
    /// only "tiny".
    Attributive,
}

type Row = (&'static str, &'static str, Needs);

const EN: &[Row] = &[
    ("highest", "lowest", Needs::Nothing),
    ("lowest", "highest", Needs::Nothing),
    ("largest", "smallest", Needs::Nothing),
    ("smallest", "largest", Needs::Nothing),
    ("biggest", "smallest", Needs::Nothing),
    ("fastest", "slowest", Needs::Nothing),
    ("slowest", "fastest", Needs::Nothing),
    ("strongest", "weakest", Needs::Nothing),
    ("weakest", "strongest", Needs::Nothing),
    ("oldest", "youngest", Needs::Nothing),
    ("youngest", "oldest", Needs::Nothing),
    ("most", "least", Needs::Graded),
    ("least", "most", Needs::Graded),
    ("more", "less", Needs::QualityCompared),
    ("less", "more", Needs::QualityCompared),
    ("fewer", "more", Needs::Comparison),
    ("higher", "lower", Needs::Comparison),
    ("lower", "higher", Needs::Comparison),
    ("larger", "smaller", Needs::Comparison),
    ("smaller", "larger", Needs::Comparison),
    ("bigger", "smaller", Needs::Comparison),
    ("greater", "smaller", Needs::Comparison),
    ("faster", "slower", Needs::Comparison),
    ("slower", "faster", Needs::Comparison),
    ("stronger", "weaker", Needs::Comparison),
    ("weaker", "stronger", Needs::Comparison),
    ("older", "younger", Needs::Comparison),
    ("younger", "older", Needs::Comparison),
    ("heavier", "lighter", Needs::Comparison),
    ("lighter", "heavier", Needs::Comparison),
    ("warmer", "cooler", Needs::Comparison),
    ("cooler", "warmer", Needs::Comparison),
    ("hotter", "colder", Needs::Comparison),
    ("colder", "hotter", Needs::Comparison),
    ("thicker", "thinner", Needs::Comparison),
    ("thinner", "thicker", Needs::Comparison),
    ("wider", "narrower", Needs::Comparison),
    ("narrower", "wider", Needs::Comparison),
    ("richer", "poorer", Needs::Comparison),
    ("poorer", "richer", Needs::Comparison),
    ("deeper", "shallower", Needs::Comparison),
    ("longer", "shorter", Needs::Comparison),
    ("shorter", "longer", Needs::Comparison),
    ("earlier", "later", Needs::Comparison),
    ("later", "earlier", Needs::Comparison),
];

const FR: &[Row] = &[
    ("supérieur", "inférieur", Needs::Nothing),
    ("supérieure", "inférieure", Needs::Nothing),
    ("supérieurs", "inférieurs", Needs::Nothing),
    ("supérieures", "inférieures", Needs::Nothing),
    ("inférieur", "supérieur", Needs::Nothing),
    ("inférieure", "supérieure", Needs::Nothing),
];

const ES: &[Row] = &[
    ("mayor", "menor", Needs::Comparison),
    ("mayores", "menores", Needs::Comparison),
    ("menor", "mayor", Needs::Comparison),
    ("menores", "mayores", Needs::Comparison),
];

/// German comparatives and superlatives by their stem, with what each
/// needs; the ending an adjective takes is kept ("größeren" → "kleineren").
const DE_STEMS: &[Row] = &[
    ("größer", "kleiner", Needs::Comparison),
    ("kleiner", "größer", Needs::Comparison),
    ("höher", "niedriger", Needs::Comparison),
    ("niedriger", "höher", Needs::Comparison),
    ("schneller", "langsamer", Needs::Comparison),
    ("langsamer", "schneller", Needs::Comparison),
    ("stärker", "schwächer", Needs::Comparison),
    ("schwächer", "stärker", Needs::Comparison),
    ("älter", "jünger", Needs::Comparison),
    ("jünger", "älter", Needs::Comparison),
    ("wärmer", "kälter", Needs::Comparison),
    ("kälter", "wärmer", Needs::Comparison),
    ("schwerer", "leichter", Needs::Comparison),
    ("leichter", "schwerer", Needs::Comparison),
    ("länger", "kürzer", Needs::Comparison),
    ("kürzer", "länger", Needs::Comparison),
    ("größt", "kleinst", Needs::Attributive),
    ("kleinst", "größt", Needs::Attributive),
    ("schnellst", "langsamst", Needs::Attributive),
];
const DE_ENDINGS: &[&str] = &["", "e", "en", "er", "es", "em"];

/// The opposite of a word, with what it needs, by the language's table.
pub(super) fn opposite(word: &str, lang: Lang) -> Option<(String, Needs)> {
    let table = match lang {
        Lang::En => EN,
        Lang::Fr => FR,
        Lang::Es => ES,
        Lang::De => &[],
        Lang::Other => return None,
    };
    if let Some((_, other, needs)) = table.iter().find(|(w, ..)| *w == word) {
        return Some(((*other).to_string(), *needs));
    }
    if lang == Lang::De {
        for (stem, other, needs) in DE_STEMS {
            if let Some(ending) = word.strip_prefix(stem)
                && DE_ENDINGS.contains(&ending)
            {
                return Some((format!("{other}{ending}"), *needs));
            }
        }
    }
    None
}

/// Whether a word states a direction the tables do not turn ("increases",
/// "steigt") or turn into ("lower" for "higher"): with another, two.
pub(super) fn is_an_opposite(word: &str, lang: Lang) -> bool {
    let counted: &[&str] = match lang {
        Lang::En => &[
            "increase",
            "increases",
            "increased",
            "increasing",
            "decrease",
            "decreases",
            "decreased",
            "decreasing",
            "reduce",
            "reduces",
            "reduced",
            "reducing",
            "rise",
            "rises",
            "rising",
            "risen",
            "fall",
            "falls",
            "fell",
            "fallen",
            "falling",
            "raise",
            "raises",
            "raised",
            "raising",
            "lowers",
            "lowered",
            "lowering",
            "strengthen",
            "strengthens",
            "strengthened",
            "weaken",
            "weakens",
            "weakened",
            "improve",
            "improves",
            "improved",
            "worsen",
            "worsens",
            "worsened",
            "stimulate",
            "stimulates",
            "stimulated",
            "inhibit",
            "inhibits",
            "inhibited",
            "accelerates",
            "slows",
            "grow",
            "grows",
            "grew",
            "growing",
            "shrink",
            "shrinks",
            "shrank",
            "positive",
            "negative",
            "denser",
        ],
        Lang::Fr => &[
            "augmente",
            "augmentent",
            "augmenter",
            "augmenté",
            "augmentation",
            "diminue",
            "diminuent",
            "diminuer",
            "diminué",
            "diminution",
            "hausse",
            "baisse",
            "positif",
            "négatif",
        ],
        Lang::Es => &[
            "aumenta",
            "aumentan",
            "aumentó",
            "aumentar",
            "aumento",
            "disminuye",
            "disminuyen",
            "disminuyó",
            "disminuir",
        ],
        Lang::De => &[
            "steigt", "steigen", "stieg", "sinkt", "sinken", "sank", "zunahme", "abnahme",
        ],
        Lang::Other => &[],
    };
    if counted.contains(&word) {
        return true;
    }
    let table = match lang {
        Lang::En => EN,
        Lang::Fr => FR,
        Lang::Es => ES,
        Lang::De => DE_STEMS,
        Lang::Other => return false,
    };
    table.iter().any(|(_, other, _)| *other == word)
}
