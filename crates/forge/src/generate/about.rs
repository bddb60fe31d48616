//! Questions about the concepts a document teaches (`concepts.rs`): what a
//! defined term means, which term a definition names, a blank on a key
//! term in another sentence with the other key terms as options, and a
//! statement to judge where a sibling term may have been swapped in. Every
//! wrong option is a term or a definition of the same document, of the
//! same class where the document gives one.

use quizforge_core::{Difficulty, Pair};

use super::analysis::Sentence;
use super::concept::Concept;
use super::distractors::{self, contains_word};
use super::kin::{is_kin, with_lexicon_kin};
use super::phrasing::{inside_phrase, mentions_term, points_back, with_article, word_positions};
use super::realise::{Context, Key, choice_body};
use super::select::{Candidate, Family};
use super::siblings::{
    KinForms, heading_parent_named, nested_singulars, same_qualifier, term_pool,
};
use super::tidy::capitalise;
use super::word_forms::singularise;
use crate::nlp::Lang;

/// Most clozes asked on one concept: the selection keeps one per key, but
/// it needs a few to choose from.
const CLOZES_PER_CONCEPT: usize = 4;
/// Most sentences tried for one concept: a long document mentions its
/// terms hundreds of times, and a few good blanks are all that is needed.
const TRIES_PER_CONCEPT: usize = 12;
/// How a "What is …?" question ranks: below the term asked for by its
/// definition (0.88) and a typed blank on it with options of its kind
/// found (0.78 and more), above the rest.
const MEANING_SCORE: f64 = 0.7;
/// Most statements to judge written on one concept.
const STATEMENTS_PER_CONCEPT: usize = 2;

impl Context<'_> {
    /// Every candidate question on the document's concepts.
    pub(super) fn concept_questions(&self, out: &mut Vec<Candidate>) {
        if self.lang == Lang::Other {
            return;
        }
        // Worked out once: each concept's ranked siblings (the options of
        // every question on it), its forms to look for, and each sentence
        // in lower case.
        let forms: Vec<KinForms> = self
            .concepts
            .iter()
            .map(|c| KinForms::of(c, self.lang))
            .collect();
        // The other names the document gives each concept, worked out
        // once: every pair of concepts asks.
        let aliases: Vec<Vec<String>> = self
            .concepts
            .iter()
            .map(|c| {
                self.other_names(&c.term)
                    .iter()
                    .map(|n| n.to_lowercase())
                    .collect()
            })
            .collect();
        let siblings: Vec<Vec<(&Concept, bool)>> = (0..self.concepts.len())
            .map(|i| self.siblings(i, &forms, &aliases))
            .collect();
        // A defined term is worth asking about however few others the
        // document names: its options may come from WordNet (`kin.rs`).
        for (concept, ranked) in self.concepts.iter().zip(&siblings) {
            if concept.gloss.is_some() {
                self.meaning_of(concept, ranked, out);
                self.term_for(concept, ranked, out);
            }
        }
        // A matching set and a statement with a sibling swapped in need
        // four terms; a blank on a term the lesson keeps using needs none
        // beside it (it is typed, its options only rank it:
        // `concept_cloze`).
        let among_many = self.concepts.len() >= 4;
        if among_many {
            self.concept_matching(out);
        }
        let forms: Vec<[String; 2]> = self
            .concepts
            .iter()
            .map(|c| [false, true].map(|plural| c.in_number(plural, self.lang).to_lowercase()))
            .collect();
        let mut asked = vec![0usize; self.concepts.len()];
        let mut tried = vec![0usize; self.concepts.len()];
        let mut stated = vec![0usize; self.concepts.len()];
        for sentence in self
            .sentences
            .iter()
            .filter(|s| s.clean && !self.aside(s.section) && !s.fragment())
        {
            let lower = sentence.text.to_lowercase();
            for (i, concept) in self.concepts.iter().enumerate() {
                if asked[i] >= CLOZES_PER_CONCEPT
                    || tried[i] >= TRIES_PER_CONCEPT
                    || concept.sentence == Some(sentence.index)
                    || !forms[i].iter().any(|f| lower.contains(f.as_str()))
                {
                    continue;
                }
                let Some((start, end, plural)) = self.occurrence(sentence, concept) else {
                    continue;
                };
                // "hypo/_____" asks for half a word.
                let slashed =
                    sentence.text[..start].ends_with('/') || sentence.text[end..].starts_with('/');
                if inside_phrase(&sentence.text, start, end, self.lang)
                    || points_back(&sentence.text[..start])
                    || slashed
                {
                    continue;
                }
                let key = Key {
                    start,
                    end,
                    text: sentence.text[start..end].to_string(),
                };
                tried[i] += 1;
                if self.concept_cloze(sentence, concept, &siblings[i], &key, plural, out) {
                    asked[i] += 1;
                }
                if among_many
                    && stated[i] < STATEMENTS_PER_CONCEPT
                    && self.sibling_statement(sentence, concept, &siblings[i], &key, plural, out)
                {
                    stated[i] += 1;
                }
            }
        }
    }

    /// The one place `concept` occurs in `sentence`, in either number, with
    /// whether it is the plural there. None when it occurs twice (a blank
    /// would leave its twin) or not at all.
    fn occurrence(&self, sentence: &Sentence, concept: &Concept) -> Option<(usize, usize, bool)> {
        let mut found = Vec::new();
        for plural in [false, true] {
            let form = concept.in_number(plural, self.lang);
            if plural && form == concept.in_number(false, self.lang) {
                continue;
            }
            for at in word_positions(&sentence.text, &form) {
                found.push((at, at + form.len(), plural));
            }
        }
        // "in-group" inside "in-groups" is the same occurrence.
        found.sort();
        found.dedup_by(|b, a| b.0 == a.0);
        match found.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Other concepts ranked as stand-ins for `concept`: the same head or
    /// class first ("secondary group" for "primary group"), then defined
    /// terms of the same section, then the rest.
    /// Of the concept at `index`, with every concept's [`KinForms`].
    fn siblings<'c>(
        &'c self,
        index: usize,
        forms: &[KinForms],
        aliases: &[Vec<String>],
    ) -> Vec<(&'c Concept, bool)> {
        let person = |c: &Concept| c.class.as_deref() == Some("person");
        let concept = &self.concepts[index];
        let own = &forms[index];
        let mut others: Vec<(&Concept, bool, usize)> = self
            .concepts
            .iter()
            .zip(forms)
            .zip(aliases)
            .filter(|((c, _), theirs)| {
                // Another name of the key is right too, as an option or
                // swapped into a statement ("job satisfiers" for
                // "motivating factors (also called job satisfiers)").
                let named = |names: &[String], term: &str| {
                    !names.is_empty() && names.contains(&term.to_lowercase())
                };
                !named(&aliases[index], &c.term) && !named(theirs, &concept.term)
            })
            .map(|(pair, _)| pair)
            .filter(|(c, other)| {
                // "resistance exercise" is no sibling of "resistance
                // exercises": it is the same term in the other number.
                c.term != concept.term
                    && person(c) == person(concept)
                    && other.singular != own.singular
            })
            .map(|(c, other)| {
                // The class itself is no sibling: "innate behaviors" for
                // "instincts" (which are innate behaviors) is not wrong.
                // People are of one kind: their class and head are both
                // "person", which is no hypernym of either.
                let people = person(c) && person(concept);
                let hypernym = !people
                    && (concept.class.as_deref() == Some(c.head.as_str())
                        || c.class.as_deref() == Some(concept.head.as_str())
                        || nested_singulars(&other.singular, &own.singular)
                        || heading_parent_named(concept, &other.singular)
                        || heading_parent_named(c, &own.singular));
                let kin = people
                    || (!hypernym
                        && (c.head == concept.head
                            || (c.class.is_some() && c.class == concept.class)
                            || other
                                .suffix_family
                                .is_some_and(|f| own.suffix_family == Some(f))
                            || c.peers.contains(&own.singular)
                            || concept.peers.contains(&other.singular)
                            || same_qualifier(&other.lower, &own.lower)
                            || other
                                .noun_kin
                                .as_ref()
                                .zip(own.noun_kin.as_ref())
                                .is_some_and(|(a, b)| crate::lexicon::same_noun_kin(a, b))));
                let tier = if hypernym {
                    4
                } else if kin {
                    0
                } else if c.section == concept.section && c.gloss.is_some() {
                    1
                } else if c.gloss.is_some() {
                    2
                } else {
                    3
                };
                (c, kin, tier)
            })
            .collect();
        others.sort_by(|a, b| a.2.cmp(&b.2).then_with(|| a.0.order.cmp(&b.0.order)));
        // The key's class or a fuller name of it is right too, so never an
        // option.
        others
            .into_iter()
            .filter(|(_, _, tier)| *tier != 4)
            .map(|(c, kin, _)| (c, kin))
            .collect()
    }

    /// "What is a reference group?" with the document's other definitions
    /// as wrong options.
    fn meaning_of(&self, concept: &Concept, ranked: &[(&Concept, bool)], out: &mut Vec<Candidate>) {
        let Some(gloss) = &concept.gloss else {
            return;
        };
        // "What is a signed contract?" cannot say "in the United States".
        if self.qualifier(concept) != super::qualified::Qualifier::Unqualified {
            return;
        }
        if mentions_term(gloss, concept, self.lang) {
            return;
        }
        let length = gloss.chars().count() as f64;
        // In English, the other meanings are of the key's own kind (a cell
        // beside a cell, not a protein or a mechanism: unseen set 49, all
        // three "What is …?" questions rejected for options of other
        // kinds), and none describes a kind of the key ("a phagocytic
        // cell …" is a phagocyte too).
        let wrong: Vec<String> = ranked
            .iter()
            .filter(|(c, _)| self.lang != Lang::En || meaning_of_its_kind(concept, c))
            .filter_map(|(c, _)| c.gloss.as_ref())
            .filter(|g| {
                let ratio = g.chars().count() as f64 / length.max(1.0);
                (0.5..=1.8).contains(&ratio)
                    && !mentions_term(g, concept, self.lang)
                    && !g.eq_ignore_ascii_case(gloss)
            })
            .take(3)
            .map(|g| capitalise(g))
            .collect();
        if wrong.len() < 3 {
            return;
        }
        let wrong_classes: Vec<Option<&str>> = ranked
            .iter()
            .filter(|(c, _)| {
                c.gloss
                    .as_ref()
                    .is_some_and(|g| wrong.contains(&capitalise(g)))
            })
            .map(|(c, _)| c.class.as_deref())
            .collect();
        if super::phrasing::gloss_repeats_term(concept, gloss, &wrong_classes, self.lang) {
            return;
        }
        // The right meaning must not stand out as the longest.
        let longest_wrong = wrong.iter().map(|w| w.chars().count()).max().unwrap_or(0) as f64;
        if length > 1.15 * longest_wrong {
            return;
        }
        let prompt = match self.lang {
            Lang::Fr => format!("Que désigne le terme « {} » ?", concept.term),
            Lang::Es => format!("¿Qué designa el término «{}»?", concept.term),
            Lang::De => format!("Was bezeichnet der Begriff „{}“?", concept.term),
            _ => format!(
                "What {} {}?",
                if concept.plural { "are" } else { "is" },
                with_article(concept)
            ),
        };
        let Some(sentence) = concept.sentence.and_then(|i| self.sentences.get(i)) else {
            return;
        };
        let body = choice_body(&capitalise(gloss), &wrong, &prompt, false);
        let q = self.on_sentence(prompt, body, sentence, Difficulty::Medium);
        // Asked only where the term is not asked for by its definition
        // (`term_for`) or typed in a sentence: over the English questions
        // rated on unseen sets 15 to 37, both raters accepted 4 of 15
        // "What is …?" questions (10 cued: the key alone repeats the
        // term's words or stands out among the definitions) and 30 of 46
        // "Which term refers to …?". The two once took turns, for variety.
        let score = MEANING_SCORE;
        out.push(Candidate::new(
            q,
            score,
            &concept.term,
            Some(sentence.index),
            sentence.section,
            Family::Definition,
        ));
    }

    /// "Which term refers to a group that people compare themselves to?"
    /// with the document's other terms as wrong options.
    fn term_for(&self, concept: &Concept, ranked: &[(&Concept, bool)], out: &mut Vec<Candidate>) {
        let Some(gloss) = &concept.gloss else {
            return;
        };
        let Some(sentence) = concept.sentence.and_then(|i| self.sentences.get(i)) else {
            return;
        };
        if self.lang == Lang::En && super::typed_term_for::gloss_only_judges(gloss) {
            return;
        }
        let prompt = match self.lang {
            Lang::Fr => format!("Quel terme désigne {gloss} ?"),
            Lang::Es => format!("¿Qué término designa {gloss}?"),
            // The gloss is in the nominative: quoted, it needs no case.
            Lang::De => format!(
                "Welcher Begriff wird so beschrieben: „{}“?",
                capitalise(gloss)
            ),
            _ => match super::qualified::which_term(&self.qualifier(concept), gloss) {
                Some(prompt) => prompt,
                None => return,
            },
        };
        // Not "Phagocyte" for "a phagocytic cell that …": the definition
        // says the key is one.
        let pool = term_pool(concept, ranked, concept.plural, self.lang, |w| {
            self.lang != Lang::En || !names_in_gloss(w, gloss)
        });
        let stem_stems = self.stems.content_stems(&prompt, self.lang);
        let wrong = distractors::pick_terms(
            &concept.term,
            &prompt,
            &pool,
            self.stems,
            self.lang,
            self.evidence,
            &stem_stems,
            sentence.index,
            3,
        );
        // Options of the term's kind, or the odd ones give themselves away.
        let options = with_lexicon_kin(
            self,
            concept,
            ranked,
            &concept.term,
            concept.plural,
            &prompt,
            &stem_stems,
            sentence.index,
            wrong,
        );
        let offered = options.wrong.len();
        let wrong = distractors::one_name_a_thing(options.wrong, self.lang);
        // An option dropped as another name of one kept counts against
        // its kind as well.
        let kin = options.kin.saturating_sub(offered - wrong.len());
        // Other terms the lesson defines are options a glossary would give
        // (the raters' most accepted kind): a student who has not learnt
        // them cannot tell them apart, whatever their kind.
        let defined = |w: &String| {
            self.concepts
                .iter()
                .any(|c| c.gloss.is_some() && c.in_number(concept.plural, self.lang) == *w)
        };
        let all_defined = wrong.len() >= 3 && wrong.iter().all(defined);
        // Two wrong options of the key's own kind ("industrial psychology",
        // "human factors psychology" for "organizational psychology") make
        // a fair question of three options; a third of another kind would
        // only be ruled out at a glance.
        let enough = wrong.len() >= 3 || (wrong.len() == 2 && kin == 2);
        // An option of plainly another kind that the document does not set
        // beside the term is filler ("glucose" and "molecule" for "stroma",
        // the fluid of a chloroplast), as in a cloze (`concept_cloze`).
        let filler = self.lang == Lang::En
            && !all_defined
            && wrong.iter().any(|w| {
                !is_kin(ranked, concept.plural, self.lang, w)
                    && crate::lexicon::other_kinds(w, &concept.term)
            });
        // "Which term refers to the one appendicular skeleton bone that
        // …?": when the definition names a kind WordNet knows and the key
        // is one, every option must be one (not "diaphysis", "cartilage",
        // "ectoderm" beside "clavicle": unseen set 42), unless all are
        // terms the lesson defines.
        let outside_the_class = |wrong: &[String]| {
            self.lang == Lang::En
                && concept.class.as_deref().is_some_and(|class| {
                    let of_class = |w: &str| {
                        crate::lexicon::same_or_kind_of(
                            &super::word_forms::singularise(&w.to_lowercase()),
                            class,
                        )
                    };
                    of_class(&concept.term) && wrong.iter().any(|w| !of_class(w))
                })
        };
        if !enough
            || filler
            || (!all_defined && outside_the_class(&wrong))
            || (kin == 0 && !all_defined)
            || distractors::odd_one_out(&concept.term, &wrong)
            || self.leaks_unshared(&prompt, &concept.term, &wrong)
        {
            // Two other terms the lesson defines still make a fair question
            // of three options ("Coalition", "Partnership", "Community
            // engagement" in a lesson that defines those three); otherwise
            // it is asked typed, by its initials.
            let defined_pool: Vec<distractors::Candidate> =
                pool.into_iter().filter(|c| defined(&c.text)).collect();
            let wrong = distractors::pick_terms(
                &concept.term,
                &prompt,
                &defined_pool,
                self.stems,
                self.lang,
                self.evidence,
                &stem_stems,
                sentence.index,
                3,
            );
            // "the only metal that is a liquid at room temperature" beside
            // "Matter", "Freezing", "Melting": defined, but no metals.
            if wrong.len() < 2
                || outside_the_class(&wrong)
                || distractors::odd_one_out(&concept.term, &wrong)
                || self.leaks_unshared(&prompt, &concept.term, &wrong)
            {
                self.typed_term_for(concept, out);
                return;
            }
            self.push_term_for(&prompt, concept, &wrong, sentence, out);
            return;
        }
        self.push_term_for(&prompt, concept, &wrong, sentence, out);
    }

    /// "Which term refers to …?" with `wrong` as the wrong options.
    fn push_term_for(
        &self,
        prompt: &str,
        concept: &Concept,
        wrong: &[String],
        sentence: &super::analysis::Sentence,
        out: &mut Vec<Candidate>,
    ) {
        let prompt = prompt.to_string();
        let wrong: Vec<String> = wrong.iter().map(|w| capitalise(w)).collect();
        let body = choice_body(&capitalise(&concept.term), &wrong, &prompt, false);
        let q = self.on_sentence(prompt, body, sentence, Difficulty::Medium);
        out.push(Candidate::new(
            q,
            0.88,
            &concept.term,
            Some(sentence.index),
            sentence.section,
            Family::Definition,
        ));
    }

    /// "Match each term with its definition" over the defined concepts.
    fn concept_matching(&self, out: &mut Vec<Candidate>) {
        let defined: Vec<&Concept> = self
            .concepts
            .iter()
            .filter(|c| {
                c.gloss
                    .as_ref()
                    .is_some_and(|g| g.chars().count() <= 90 && !mentions_term(g, c, self.lang))
            })
            .collect();
        if defined.len() < 4 || !self.entries.is_empty() {
            return;
        }
        let pairs: Vec<Pair> = defined
            .iter()
            .take(6)
            .map(|c| {
                Pair::new(
                    capitalise(&c.term),
                    capitalise(c.gloss.as_deref().unwrap_or_default()),
                )
            })
            .collect();
        let prompt = match self.lang {
            Lang::Fr => "Associez chaque terme à sa définition.".to_string(),
            Lang::Es => "Relaciona cada término con su definición.".to_string(),
            Lang::De => "Ordne jedem Begriff seine Definition zu.".to_string(),
            _ => "Match each term with its definition.".to_string(),
        };
        let first = defined
            .iter()
            .filter_map(|c| c.sentence.and_then(|i| self.sentences.get(i)))
            .collect::<Vec<_>>();
        let (Some(start), Some(end)) = (
            first.iter().map(|s| s.start).min(),
            first.iter().map(|s| s.end).max(),
        ) else {
            return;
        };
        let section = defined[0].section;
        out.push(self.matching_set(prompt, pairs, (start, end), section, Difficulty::Medium));
    }

    /// Whether the prompt gives the key away by a word the wrong options do
    /// not share: "group" in the prompt cues nothing when every option is
    /// some kind of group.
    pub(super) fn leaks_unshared(&self, prompt: &str, key: &str, wrong: &[String]) -> bool {
        let prompt_lower = prompt.to_lowercase();
        // What the blank is, said beside it ("… the _____ _____, or
        // agonist"), gives it away whatever the options.
        if contains_word(&prompt_lower, &key.to_lowercase())
            || super::giveaways::glossed_blank(prompt)
        {
            return true;
        }
        // A word of the key the prompt shows by its form ("adrenocortico-
        // tropic" for "adrenal"), unless the wrong options share it too.
        let cued = distractors::cued_by_form(prompt, key).into_iter().any(|k| {
            let k = k.to_lowercase();
            wrong
                .iter()
                .filter(|w| contains_word(&w.to_lowercase(), &k))
                .count()
                < 2
        });
        if cued {
            return true;
        }
        let prompt_stems = self.stems.content_stems(prompt, self.lang);
        let wrong_stems: Vec<Vec<String>> = wrong
            .iter()
            .map(|w| self.stems.content_stems(w, self.lang))
            .collect();
        self.stems
            .content_stems(key, self.lang)
            .iter()
            .filter(|k| k.chars().count() > 2 && prompt_stems.contains(k))
            .any(|k| wrong_stems.iter().filter(|w| w.contains(k)).count() < 2)
    }
}

#[cfg(test)]
#[path = "about_tests.rs"]
mod tests;

/// Whether `other`'s definition may stand as a wrong meaning of `concept`
/// in English: of the same known kind, and not describing a kind of it.
fn meaning_of_its_kind(concept: &Concept, other: &Concept) -> bool {
    concept.class.is_some()
        && other.class == concept.class
        && other
            .gloss
            .as_ref()
            .is_some_and(|g| !names_in_gloss(&concept.term, g))
}

/// Whether a definition names a term by its stem: "a phagocytic cell
/// that …" names "phagocyte" (a stem of six letters or more, the term's
/// last word without its ending).
fn names_in_gloss(term: &str, gloss: &str) -> bool {
    let last = term
        .split_whitespace()
        .last()
        .unwrap_or_default()
        .to_lowercase();
    let singular = singularise(&last);
    let stem = singular.strip_suffix('e').unwrap_or(&singular);
    stem.chars().count() >= 6
        && gloss
            .to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w.starts_with(stem))
}
