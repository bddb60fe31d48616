//! The subject a quiz's content suggests, for the teacher to accept or
//! change: a vote of telling words (English and French) in its title,
//! topics and questions. Only a suggestion: the tag is the teacher's.

use quizforge_core::Quiz;

/// Each subject with words (prefixes, lower case, unaccented) that point
/// to it.
const SUBJECTS: &[(&str, &[&str])] = &[
    (
        "biology",
        &[
            "cell",
            "cellul",
            "photosynth",
            "chlorophyl",
            "organism",
            "organis",
            "gene",
            "dna",
            "adn",
            "protein",
            "protei",
            "enzyme",
            "bacteri",
            "species",
            "espece",
            "evolution",
            "plant",
            "animal",
            "blood",
            "sang",
            "heart",
            "coeur",
            "mitochond",
            "tissue",
            "tissu",
            "ecosystem",
            "ecosyst",
            "respiration",
            "digest",
            "nucle",
        ],
    ),
    (
        "chemistry",
        &[
            "atom", "molecul", "chemical", "chimi", "reaction", "acid", "acide", "base", "element",
            "compound", "ion", "oxid", "bond", "liaison", "periodic", "periodiq", "solution",
            "mole",
        ],
    ),
    (
        "physics",
        &[
            "force",
            "energy",
            "energie",
            "velocity",
            "vitesse",
            "acceleration",
            "mass",
            "masse",
            "gravity",
            "gravit",
            "electric",
            "electri",
            "magnet",
            "wave",
            "onde",
            "light",
            "lumiere",
            "newton",
            "momentum",
            "voltage",
            "current",
            "courant",
        ],
    ),
    (
        "mathematics",
        &[
            "equation",
            "fraction",
            "angle",
            "triangle",
            "geometr",
            "algebra",
            "algebr",
            "number",
            "nombre",
            "integer",
            "entier",
            "function",
            "fonction",
            "probabilit",
            "derivative",
            "derivee",
            "sum",
            "somme",
            "percent",
            "pourcent",
            "multipl",
            "divis",
        ],
    ),
    (
        "geology",
        &[
            "volcan",
            "magma",
            "lava",
            "lave",
            "rock",
            "roche",
            "earthquake",
            "seism",
            "mineral",
            "erosion",
            "crater",
            "cratere",
            "tectonic",
            "tectoniq",
            "fossil",
            "sediment",
            "eruption",
            "basalt",
            "granit",
        ],
    ),
    (
        "history",
        &[
            "war",
            "guerre",
            "revolution",
            "king",
            "roi",
            "empire",
            "emperor",
            "empereur",
            "century",
            "siecle",
            "treaty",
            "traite",
            "battle",
            "bataille",
            "independence",
            "independance",
            "dynasty",
            "dynastie",
            "medieval",
            "ancient",
            "antiq",
            "republic",
            "republiq",
        ],
    ),
    (
        "geography",
        &[
            "capital",
            "country",
            "pays",
            "river",
            "fleuve",
            "riviere",
            "mountain",
            "montagne",
            "continent",
            "ocean",
            "climate",
            "climat",
            "population",
            "city",
            "ville",
            "border",
            "frontiere",
            "desert",
            "region",
            "map",
            "carte",
        ],
    ),
    (
        "literature",
        &[
            "novel",
            "roman",
            "poem",
            "poeme",
            "poet",
            "poete",
            "author",
            "auteur",
            "character",
            "personnage",
            "play",
            "theatre",
            "chapter",
            "chapitre",
            "metaphor",
            "rhyme",
            "rime",
            "narrator",
            "narrateur",
            "verse",
            "vers",
        ],
    ),
    (
        "computing",
        &[
            "computer",
            "ordinateur",
            "algorithm",
            "algorithme",
            "program",
            "programm",
            "code",
            "variable",
            "loop",
            "boucle",
            "binary",
            "binaire",
            "network",
            "reseau",
            "software",
            "logiciel",
            "data",
            "donnee",
            "internet",
        ],
    ),
];

/// Folds a word to lower-case ASCII letters (common Latin accents
/// dropped).
fn fold(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'à' | 'â' | 'ä' | 'á' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' | 'í' => 'i',
            'ô' | 'ö' | 'ó' => 'o',
            'ù' | 'û' | 'ü' | 'ú' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            other => other,
        })
        .collect()
}

/// The subject the quiz's words point to most, when at least three of
/// them do and no other subject is as strong.
pub fn subject(quiz: &Quiz) -> Option<&'static str> {
    let mut text = quiz.title.clone();
    for question in &quiz.questions {
        text.push(' ');
        text.push_str(&question.prompt);
        if let Some(topic) = &question.topic {
            text.push(' ');
            text.push_str(topic);
        }
    }
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3)
        .map(fold)
        .collect();
    let mut scores: Vec<(usize, &'static str)> = SUBJECTS
        .iter()
        .map(|(name, cues)| {
            let score = words
                .iter()
                .filter(|w| cues.iter().any(|cue| w.starts_with(cue)))
                .count();
            (score, *name)
        })
        .collect();
    scores.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(b.1)));
    match scores.as_slice() {
        [(best, name), (second, _), ..] if *best >= 3 && best > second => Some(name),
        _ => None,
    }
}

/// The subjects a teacher can pick from (any other word is accepted too).
pub fn subjects() -> Vec<&'static str> {
    SUBJECTS.iter().map(|(name, _)| *name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::{Body, Question};

    fn quiz(title: &str, prompts: &[&str]) -> Quiz {
        let mut quiz = Quiz::new(title, "en");
        for prompt in prompts {
            quiz.questions.push(Question::new(*prompt, Body::Open));
        }
        quiz
    }

    #[test]
    fn content_suggests_a_subject() {
        let biology = quiz(
            "Photosynthesis",
            &[
                "Where in the cell does photosynthesis happen?",
                "Which pigment is chlorophyll?",
            ],
        );
        assert_eq!(subject(&biology), Some("biology"));
        let histoire = quiz(
            "La Révolution française",
            &[
                "En quelle année la révolution commence-t-elle ?",
                "Quel roi fut guillotiné ?",
            ],
        );
        assert_eq!(subject(&histoire), Some("history"));
        assert_eq!(subject(&quiz("Misc", &["Hello?"])), None);
    }
}
