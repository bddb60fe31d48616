//! Whether a French or Spanish sentence leans on the one before it
//! (`unfit.rs` asks, for each language): a possessive or a pronoun early
//! on stands for something the sentence does not name.

/// Verbs the pronoun "en" stands before ("en ont", "en compte"), where
/// "en" is no preposition ("en 1789", "en orbite").
const FRENCH_VERBS_AFTER_EN: &[&str] = &[
    "a",
    "ont",
    "avait",
    "avaient",
    "aura",
    "auront",
    "possède",
    "possèdent",
    "compte",
    "comptent",
    "contient",
    "contiennent",
    "existe",
    "existent",
    "reste",
    "restent",
];

/// Whether a French sentence points back: `early` holds the seven words
/// after its first, bare and in lower case. A possessive in the first
/// words ("La température à sa surface"), a subject pronoun that is not
/// impersonal ("il y a", "il faut"), or "en" standing for what came
/// before ("Jupiter et Saturne en ont beaucoup").
pub(super) fn french_points_back(early: &[String]) -> bool {
    early
        .iter()
        .take(3)
        .any(|w| ["sa", "son", "ses", "leur", "leurs"].contains(&w.as_str()))
        || early.windows(2).any(|pair| {
            ["il", "elle", "ils", "elles"].contains(&pair[0].as_str())
                && !(pair[0] == "il" && ["y", "faut", "existe", "est"].contains(&pair[1].as_str()))
        })
        || early
            .windows(2)
            .any(|pair| pair[0] == "en" && FRENCH_VERBS_AFTER_EN.contains(&pair[1].as_str()))
}

/// Whether a Spanish sentence points back: `first` is its first word and
/// `early` the next seven, bare and in lower case. A possessive in the
/// first words ("La temperatura en su superficie") or a subject pronoun;
/// "Se trata de …" ("it is …") takes up what came before, as does a time
/// counted from it ("Poco después, …", "Una vez más").
pub(super) fn spanish_points_back(first: &str, early: &[String]) -> bool {
    (first == "se" && early.first().is_some_and(|w| w.starts_with("trata")))
        || (first == "una" && early.first().is_some_and(|w| w == "vez"))
        || early
            .iter()
            .take(3)
            .any(|w| ["después", "entonces"].contains(&w.as_str()))
        || early
            .iter()
            .take(3)
            .any(|w| ["su", "sus"].contains(&w.as_str()))
        || early
            .iter()
            .any(|w| ["él", "ella", "ellos", "ellas"].contains(&w.as_str()))
}
