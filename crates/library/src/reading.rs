//! The school grade a quiz's wording suggests, for the teacher to accept or
//! change: the Flesch–Kincaid grade level of its questions, given as the
//! band of grades a teacher would tag it with. English only: the formula's
//! weights were fitted to English, and no equally plain formula holds for
//! French, German or Spanish, so those get no suggestion rather than a
//! wrong one.

use quizforge_core::Quiz;

/// Fewer words than this are too few to judge a reading level by.
const MIN_WORDS: usize = 40;

/// The band of grades the quiz's questions read at, when it is in English
/// and long enough to judge.
pub fn grade(quiz: &Quiz) -> Option<&'static str> {
    if quiz.language != "en" {
        return None;
    }
    let mut words = 0usize;
    let mut syllables = 0usize;
    let mut sentences = 0usize;
    for question in &quiz.questions {
        let prompt = crate::document::statement_of(&question.prompt, "en").replace('_', " ");
        let counted: Vec<usize> = prompt
            .split(|c: char| !c.is_alphabetic() && c != '\'' && c != '’')
            .filter(|w| w.chars().any(char::is_alphabetic))
            .map(syllables_in)
            .collect();
        if counted.is_empty() {
            continue;
        }
        words += counted.len();
        syllables += counted.iter().sum::<usize>();
        sentences += prompt
            .split(['.', '?', '!', ';'])
            .filter(|s| s.chars().any(char::is_alphabetic))
            .count()
            .max(1);
    }
    if words < MIN_WORDS || sentences == 0 {
        return None;
    }
    let level =
        0.39 * words as f64 / sentences as f64 + 11.8 * syllables as f64 / words as f64 - 15.59;
    Some(band(level))
}

/// The grade band a Flesch–Kincaid level falls in.
fn band(level: f64) -> &'static str {
    match level {
        l if l < 3.0 => "Grades K–2",
        l if l < 6.0 => "Grades 3–5",
        l if l < 9.0 => "Grades 6–8",
        l if l < 11.0 => "Grades 9–10",
        l if l < 13.0 => "Grades 11–12",
        _ => "College",
    }
}

/// Syllables in an English word, by its groups of vowels: "cat" 1,
/// "water" 2, "photosynthesis" 5; a silent final "e" does not count
/// ("make" 1), but "-le" does ("table" 2).
fn syllables_in(word: &str) -> usize {
    let lower: Vec<char> = word.to_lowercase().chars().collect();
    let vowel = |c: char| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u' | 'y');
    let mut groups = 0;
    let mut previous = false;
    for &c in &lower {
        let v = vowel(c);
        if v && !previous {
            groups += 1;
        }
        previous = v;
    }
    let n = lower.len();
    // "-le" after a consonant is a syllable of its own ("ta-ble").
    let consonant_le = n > 2 && lower[n - 2] == 'l' && !vowel(lower[n - 3]);
    let silent_e = n > 2 && lower[n - 1] == 'e' && !vowel(lower[n - 2]) && !consonant_le;
    if silent_e && groups > 1 {
        groups -= 1;
    }
    groups.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_core::{Body, Question};

    fn quiz(language: &str, prompts: &[&str]) -> Quiz {
        let mut quiz = Quiz::new("Q", language);
        for prompt in prompts {
            quiz.questions.push(Question::new(*prompt, Body::Open));
        }
        quiz
    }

    #[test]
    fn syllables_follow_the_vowel_groups() {
        for (word, count) in [
            ("cat", 1),
            ("make", 1),
            ("water", 2),
            ("table", 2),
            ("photosynthesis", 5),
            ("the", 1),
        ] {
            assert_eq!(syllables_in(word), count, "{word}");
        }
    }

    #[test]
    fn plain_words_read_young_and_textbook_words_read_old() {
        let young = quiz(
            "en",
            &[
                "The cat sat on the mat. Is it a big cat?",
                "The dog can run fast. Can the dog see the cat?",
                "I like my red hat. Do you like it too?",
                "We go to the park. The sun is hot and we play.",
                "Mom has a cup of tea. Is the tea hot?",
            ],
        );
        assert_eq!(grade(&young), Some("Grades K–2"));
        let textbook = quiz(
            "en",
            &[
                "Which physiological mechanism reverses a deviation from the set point and maintains body parameters within their normal range?",
                "True or false: Institutional review boards evaluate the ethical considerations of research involving human participants before experimentation begins.",
                "Which classification describes the relationship between comparative advantage, specialization and international trade liberalization?",
            ],
        );
        assert_eq!(grade(&textbook), Some("College"));
    }

    #[test]
    fn other_languages_and_short_quizzes_get_no_suggestion() {
        let french = quiz(
            "fr",
            &["Quel est le rôle de la chlorophylle dans la photosynthèse des plantes vertes ? Et pourquoi les feuilles sont-elles vertes au printemps et rouges en automne ?";
                3],
        );
        assert_eq!(grade(&french), None);
        assert_eq!(grade(&quiz("en", &["What is a cell?"])), None);
    }
}
