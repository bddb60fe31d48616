//! Wrong options of the key's kind: the document's own terms first; when
//! it has too few, nouns the lesson uses in passing that WordNet files as
//! near kinds of the same concrete thing ("nitrogen" beside "hydrogen");
//! then other kinds of the same thing from WordNet ("insulin" and "growth
//! hormone" beside "thyroid hormones").
//!
//! The rubric's bar for distractors is that they be of the key's kind: an
//! odd one out ("complications" among hormones) gives itself away. A
//! textbook section often names only one or two things of a kind, so
//! without a lexicon such a question either went out with odd options or
//! was not asked.

use super::concept::Concept;
use super::distractors::{self, Candidate, contains_word};
use super::realise::Context;
use super::word_forms::{looks_plural, pluralise};
use crate::nlp::Lang;

/// Whether a chosen wrong option is one of the document's terms of the
/// key's kind.
pub(super) fn is_kin(ranked: &[(&Concept, bool)], plural: bool, lang: Lang, wrong: &str) -> bool {
    ranked
        .iter()
        .any(|(c, kin)| *kin && c.in_number(plural, lang).eq_ignore_ascii_case(wrong))
}

/// A question's wrong options and how many are of the key's kind.
pub(super) struct Options {
    pub wrong: Vec<String>,
    pub kin: usize,
}

/// The wrong options `wrong` picked from the document for `concept`, with
/// those not of its kind replaced by WordNet's other kinds of the same
/// thing when there are enough of them to make all three of its kind.
/// Only for English common nouns: WordNet's names of people and places
/// are not the ones a lesson would set beside each other.
#[allow(clippy::too_many_arguments)]
pub(super) fn with_lexicon_kin(
    context: &Context<'_>,
    concept: &Concept,
    ranked: &[(&Concept, bool)],
    key: &str,
    plural: bool,
    prompt: &str,
    stem_stems: &[String],
    own: usize,
    wrong: Vec<String>,
) -> Options {
    let lang = context.lang;
    let kin: Vec<String> = wrong
        .iter()
        .filter(|w| is_kin(ranked, plural, lang, w))
        .cloned()
        .collect();
    let common_noun =
        !concept.term.chars().any(char::is_uppercase) && concept.class.as_deref() != Some("person");
    // WordNet's commonest sense must be the lesson's: another of the
    // document's terms is a close kind of the key by WordNet too ("control
    // center" in a physiology lesson is no facility like "student center").
    let sense_confirmed = || {
        ranked
            .iter()
            .any(|(c, _)| crate::lexicon::close_kinds(&c.term, &concept.term))
    };
    if kin.len() >= 3 || lang != Lang::En || !common_noun {
        let kin = kin.len();
        return Options { wrong, kin };
    }
    let key_lower = key.to_lowercase();
    // Nouns of the key's near kind that the lesson itself uses ("nystatin"
    // and "miconazole" beside "terbinafine", "chloride" beside "tartar"):
    // a learner meets them in the same pages.
    let taken = |text: &str, kin: &[String]| {
        let lower = text.to_lowercase();
        contains_word(&key_lower, &lower)
            || contains_word(&lower, &key_lower)
            || kin.iter().any(|k| {
                let k = k.to_lowercase();
                contains_word(&k, &lower) || contains_word(&lower, &k)
            })
    };
    let key_sense = crate::lexicon::concrete_sense(&concept.term);
    let own_pool: Vec<Candidate> = key_sense
        .iter()
        .flat_map(|key_sense| {
            document_nouns(context)
                .iter()
                .filter(move |(_, sense)| crate::lexicon::near_concrete_kinds(sense, key_sense))
        })
        .map(|(noun, _)| noun)
        .filter(|noun| looks_plural(noun) == plural && !taken(noun, &kin))
        .filter(|noun| !given_as_example(context, &concept.term, noun))
        .cloned()
        .enumerate()
        .map(of_its_kind)
        .collect();
    // The best `wanted` of `pool` for this blank, as for every option.
    let pick = |pool: &[Candidate], wanted: usize| {
        distractors::pick_terms(
            key,
            prompt,
            pool,
            context.stems,
            lang,
            context.evidence,
            stem_stems,
            own,
            wanted,
        )
    };
    let kin_in_document = kin.len();
    let mut kin = kin;
    let from_lesson = pick(&own_pool, 3 - kin.len());
    kin.extend(from_lesson);
    if kin.len() >= 3 {
        return Options { wrong: kin, kin: 3 };
    }
    // WordNet's own list needs the sense confirmed by a term of the
    // document: a noun the lesson uses in passing ("products" beside
    // "exports") would let in "facilities".
    if !sense_confirmed() {
        return Options {
            wrong,
            kin: kin_in_document,
        };
    }
    let pool: Vec<Candidate> = crate::lexicon::kinds_beside(&concept.term)
        .into_iter()
        .filter(|lemma| !common_in_another_sense(lemma))
        .filter_map(|lemma| {
            if !plural {
                return Some(lemma.to_string());
            }
            // Only a plural the word list knows: "bacterias" and
            // "businessmans" are no words.
            let form = pluralise(lemma);
            let last = form.rsplit(' ').next().unwrap_or_default();
            crate::lexicon::is_listed_word(last).then_some(form)
        })
        .filter(|text| !taken(text, &kin))
        .enumerate()
        .map(of_its_kind)
        .collect();
    let extra = pick(&pool, 3 - kin.len());
    if kin.len() + extra.len() < 3 {
        return Options {
            wrong,
            kin: kin_in_document,
        };
    }
    let mut all = kin;
    all.extend(extra);
    Options { wrong: all, kin: 3 }
}

/// An option of the key's kind, ranked by `order`.
fn of_its_kind((order, text): (usize, String)) -> Candidate {
    Candidate {
        text,
        same_section: true,
        order,
        peer: false,
    }
}

/// The English nouns of the document that name concrete things, once
/// each in lower case, in the order first used, with their senses: words
/// of four letters or more that WordNet knows as nouns and never as verbs
/// ("peasants", "enamel"; not "cover"). Worked out once: every term's
/// options are looked for among them.
fn document_nouns<'c>(context: &'c Context<'_>) -> &'c [(String, crate::lexicon::ConcreteSense)] {
    context.nouns.get_or_init(|| {
        let mut seen = std::collections::BTreeSet::new();
        let mut nouns = Vec::new();
        for sentence in context.sentences {
            for word in sentence
                .text
                .split(|c: char| !c.is_alphabetic() && c != '-')
                .filter(|w| {
                    w.chars().count() >= 4
                        && !w.ends_with("ing")
                        && w.chars().all(|c| c.is_lowercase() || c == '-')
                })
            {
                if !seen.insert(word) || !crate::lexicon::is_noun_only(word) {
                    continue;
                }
                if let Some(sense) = crate::lexicon::concrete_sense(word) {
                    nouns.push((word.to_string(), sense));
                }
            }
        }
        nouns
    })
}

/// Words that open examples of what was just named.
const EXAMPLE_CUES: &[&str] = &[
    "such as",
    "including",
    "e.g.",
    "for example",
    "like",
    "especially",
];

/// Whether the document gives `noun` as an example of `term` ("a pathogen
/// is a microorganism that causes disease, such as a bacterium, virus,
/// fungus or protist"): WordNet files both as microorganisms, but as an
/// option the example would be right.
fn given_as_example(context: &Context<'_>, term: &str, noun: &str) -> bool {
    let term = term.to_lowercase();
    let forms = [
        super::word_forms::singularise(&term),
        pluralise(&super::word_forms::singularise(&term)),
    ];
    let noun_forms = [
        super::word_forms::singularise(noun),
        pluralise(&super::word_forms::singularise(noun)),
    ];
    // Only the sentences that hold the noun can give it as an example.
    noun_forms
        .iter()
        .flat_map(|form| context.evidence.sentences_with(form))
        .any(|lower| {
            let Some(term_at) = forms
                .iter()
                .filter_map(|f| super::phrasing::word_positions(lower, f).into_iter().next())
                .min()
            else {
                return false;
            };
            let after = &lower[term_at..];
            let Some(cue_at) = EXAMPLE_CUES
                .iter()
                .filter_map(|c| after.find(&format!(" {c} ")))
                .min()
            else {
                return false;
            };
            noun_forms
                .iter()
                .any(|f| contains_word(&after[cue_at..], f))
        })
}

/// Whether a word of WordNet's list is so common that its commonest sense
/// is another: WordNet files "come" beside "lymph" and "chyle" (unseen set
/// 30), where a lesson's kinds are rarer words.
fn common_in_another_sense(lemma: &str) -> bool {
    !lemma.contains(' ') && crate::lexicon::zipf(lemma, Lang::En).is_some_and(|z| z >= 5.5)
}

#[cfg(test)]
mod tests {
    use super::common_in_another_sense;
    use crate::generate::generate;
    use quizforge_core::Question;

    fn options_for(text: &str, key: &str) -> Vec<Vec<String>> {
        let made: Vec<Question> = generate(text, "en", "Test", &[], 10).questions;
        made.iter()
            .filter(|q| {
                q.choices()
                    .iter()
                    .any(|c| c.correct && c.text.eq_ignore_ascii_case(key))
            })
            .map(|q| {
                q.choices()
                    .iter()
                    .filter(|c| !c.correct)
                    .map(|c| c.text.clone())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn wordnet_kinds_that_are_everyday_words_of_another_sense_are_no_options() {
        let beside_lymph = crate::lexicon::kinds_beside("lymph");
        assert!(beside_lymph.contains(&"come"), "{beside_lymph:?}");
        assert!(common_in_another_sense("come"));
        assert!(!common_in_another_sense("chyle"));
        assert!(!common_in_another_sense("blood"));
    }

    #[test]
    fn nouns_of_the_lesson_of_the_keys_near_kind_are_its_options() {
        let text = "Giant Planets\n\nA gas giant is a large planet made mostly of light gases. \
            Methane is a gas that gives Uranus its blue colour. Ammonia is a compound that \
            forms white clouds on Jupiter. A ring is a flat band of ice and rock that circles \
            a planet. Hydrogen is the lightest gas, and hydrogen makes up most of Jupiter's \
            mass. Deep inside Jupiter, the enormous pressure turns hydrogen into a liquid \
            metal. Small amounts of nitrogen, carbon and sulfur are found in their clouds as \
            well. The chemistry of all four giant planet atmospheres is dominated by \
            hydrogen.\n";
        // The document's other gases are too few to be options alone; the
        // elements it names in passing make up the rest.
        let asked = options_for(text, "hydrogen");
        assert!(!asked.is_empty(), "no multiple choice on hydrogen");
        for wrong in &asked {
            let lesson = ["nitrogen", "carbon", "sulfur"];
            assert!(
                wrong
                    .iter()
                    .any(|w| lesson.contains(&w.to_lowercase().as_str())),
                "{wrong:?}"
            );
            for option in wrong {
                assert!(
                    lesson.contains(&option.to_lowercase().as_str())
                        || ["methane", "ammonia"].contains(&option.to_lowercase().as_str()),
                    "{option} in {wrong:?}"
                );
            }
        }
    }

    #[test]
    fn an_example_the_lesson_gives_of_the_key_is_no_option() {
        let text = "The Immune System\n\nA pathogen is a microorganism that causes disease, \
            such as a bacterium, virus, fungus or protist. Pathogens enter the body through \
            wounds and through the air we breathe. Phagocytes are white blood cells that \
            engulf and digest pathogens. An antigen is a molecule, usually a protein on the \
            surface of a pathogen, that triggers an immune response. The skin keeps most \
            pathogens out of the body.\n";
        for wrong in options_for(text, "pathogen") {
            for example in ["bacterium", "virus", "fungus", "protist"] {
                assert!(
                    !wrong.iter().any(|w| w.eq_ignore_ascii_case(example)),
                    "{example} in {wrong:?}"
                );
            }
        }
    }
}
