//! Terms a document teaches by using them again and again, found without
//! a parser: runs of words rare in general use, seen after an article or a
//! preposition.

use std::collections::BTreeMap;

use super::analysis::Sentence;
use super::concept::{Concept, bare};
use crate::nlp::{Lang, is_stop_word};

/// Words before a noun phrase: evidence that what follows is a noun.
pub(super) const NOUN_CUES: &[&str] = &[
    "the", "a", "an", "this", "these", "that", "those", "its", "their", "his", "her", "our", "of",
    "in", "on", "by", "for", "with", "from", "into", "about", "between", "through", "than", "as",
    "le", "la", "les", "un", "une", "des", "du", "de", "d", "l", "ce", "cette", "ces", "leur",
    "leurs", "sa", "son", "ses",
];

/// Spanish words before a noun phrase.
const ES_NOUN_CUES: &[&str] = &[
    "el", "la", "los", "las", "un", "una", "unos", "unas", "del", "al", "de", "su", "sus", "este",
    "esta", "estos", "estas", "en", "con", "por", "para", "sobre", "entre", "sin",
];

/// German words before a noun phrase.
const DE_NOUN_CUES: &[&str] = &[
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines",
    "im", "am", "zum", "zur", "vom", "beim", "mit", "von", "durch", "für", "an", "auf", "aus",
    "bei", "nach", "über", "unter", "in", "ohne", "gegen", "sein", "seine", "ihre",
];

/// Words that are not stop words but never belong to a term.
pub(super) const CHUNK_BREAKERS: &[&str] = &[
    "like",
    "unlike",
    "including",
    "whether",
    "via",
    "versus",
    "among",
    "despite",
    "toward",
    "towards",
    "across",
    "along",
    "upon",
    "without",
    "within",
    "whereas",
    "although",
    "though",
    "because",
    "since",
    "unless",
    "even",
    "still",
    "rather",
    "instead",
    "especially",
    "particularly",
    "according",
    "regarding",
    "concerning",
    // Verbs in -s that take "to" or a complement, never nouns: "the task
    // tends to persist" is no term "task tends" (unseen set 26).
    "tends",
    "seems",
    "appears",
    "continues",
    "begins",
    "remains",
    "becomes",
    "occurs",
    "exists",
    "depends",
    "happens",
    // Verbs never used as nouns, which end a run of nouns before them:
    // "pathogens associated with diarrheal disease include Vibrio …" has
    // no term "diarrheal disease include" (unseen set 61, C1).
    "include",
    "includes",
    "contain",
    "contains",
    "involve",
    "involves",
    "require",
    "requires",
    "enable",
    "enables",
    "provide",
    "provides",
    "consist",
    "consists",
    // Verbs that take a clause, never nouns: "research suggests that
    // …" has no term "research suggests" (unseen set 63).
    "suggest",
    "suggests",
    "indicate",
    "indicates",
    "imply",
    "implies",
    "demonstrate",
    "demonstrates",
    "conclude",
    "concludes",
    "argue",
    "argues",
    "assume",
    "assumes",
];

/// Endings of adjectives, which alone are no term ("associative").
pub(super) const ADJECTIVE_ENDINGS: &[&str] = &[
    "ive", "al", "ic", "ous", "ful", "less", "able", "ible", "ary", "istic", "ant", "ent",
];

/// Words of time: "the nineteenth century", "the following decade" name a
/// when, not a term, and a statement with one swapped for another is
/// absurd rather than false.
pub(super) const TIME_WORDS: &[&str] = &[
    "century",
    "centuries",
    "decade",
    "decades",
    "millennium",
    "era",
    "siècle",
    "siècles",
    "décennie",
    "décennies",
    "année",
    "années",
    "mois",
    "semaine",
    "semaines",
];

/// Whether a word is an ordinal written out ("nineteenth", "twenty-first",
/// "dix-neuvième").
pub(super) fn ordinal(word: &str) -> bool {
    let w = word.to_lowercase();
    const EN: &[&str] = &[
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth", "eleventh", "twelfth",
    ];
    EN.contains(&w.as_str())
        || (w.ends_with("teenth") || w.ends_with("tieth") || w.ends_with("ième"))
        || w.rsplit('-').next().is_some_and(|last| EN.contains(&last))
}

/// How often a phrase must be used to be taken for a term: twice for a
/// phrase of several words, three times for a single word (twice if it is
/// rare in general use), once for a rare English noun phrase ending in a
/// rare noun ("semisynthetic penicillins"), which a textbook seldom uses in
/// passing. `rarity` is the Zipf frequency of its rarest word.
fn needed(phrase: &str, rarity: f32, lang: Lang) -> usize {
    let words = phrase.split_whitespace().count();
    let last = phrase.split_whitespace().last().unwrap_or_default();
    // Said once, "regulation draws" may end in a verb; a term said again
    // and again shows itself a noun by where it stands.
    let noun = lang == Lang::En
        && !crate::lexicon::noun_classes(phrase).is_empty()
        && !crate::lexicon::may_be_verb_in_s(last)
        && crate::lexicon::zipf(last, lang).is_none_or(|z| z < 4.5);
    // A German compound said once ("Steinfrucht") is one word; whether it
    // is on the lesson's topic is asked by `on_topic`.
    let compound = lang == Lang::De && words == 1 && phrase.chars().count() >= 9;
    if (noun || compound) && rarity < 3.0 {
        1
    } else if words > 1 || rarity < 3.5 {
        2
    } else {
        3
    }
}

/// Whether an English phrase cannot be a noun phrase by the word lists:
/// a single known word WordNet has no noun for ("molten", "interstellar",
/// "occur"), or a verb in "-s" before its last word ("characterizes
/// electrons", "allows states"). Such "terms" make odd options.
pub(super) fn not_a_noun_phrase(phrase: &str) -> bool {
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let no_noun =
        |w: &str| crate::lexicon::is_english_word(w) && crate::lexicon::noun_classes(w).is_empty();
    match words.as_slice() {
        [one] => no_noun(one),
        [first @ .., _] => first.iter().any(|w| {
            let stem = w.strip_suffix('s').filter(|_| !w.ends_with("ss"));
            let verb_in_s = stem.is_some_and(|s| {
                crate::lexicon::is_english_word(s) && crate::lexicon::noun_classes(w).is_empty()
            });
            // "chemical mediators lysozyme": a plural noun inside is the
            // end of one noun phrase before another ("… the chemical
            // mediators lysozyme and lactoferrin"; unseen set 20).
            let plural_noun_inside = w.ends_with('s')
                && !["ss", "us", "is", "ics", "ies"]
                    .iter()
                    .any(|e| w.ends_with(e))
                && stem.is_some_and(|s| !crate::lexicon::noun_classes(s).is_empty())
                && !crate::lexicon::is_compound_noun(phrase);
            verb_in_s || plural_noun_inside
        }),
        [] => true,
    }
}

/// Whether a Spanish phrase holds a verb, which a noun phrase does not: an
/// infinitive anywhere ("formar enlaces", "trazar"), or a conjugated form
/// after the noun ("metales forman", "relatividad general predice",
/// "estudiantes obtuvieron"). By endings only, so a few adjectives in "-e"
/// are lost with the verbs; the adjectives a term is made of ("iónicos",
/// "magnético", "general", "importante") are kept.
fn spanish_verb_inside(phrase: &str) -> bool {
    let infinitive = |w: &str| {
        w.chars().count() >= 5
            && ["ar", "er", "ir"].iter().any(|e| w.ends_with(e))
            && !["lar", "ear", "iar", "nar"].iter().any(|e| w.ends_with(e))
    };
    let conjugated = |w: &str| {
        [
            "an", "en", "ron", "ó", "aba", "ían", "ía", "ce", "ne", "be", "de", "ye",
        ]
        .iter()
        .any(|e| w.ends_with(e))
            && !["nte", "ble", "ine"].iter().any(|e| w.ends_with(e))
    };
    let words: Vec<&str> = phrase.split_whitespace().collect();
    words.iter().any(|w| infinitive(w)) || words.iter().skip(1).any(|w| conjugated(w))
}

/// Whether a phrase names a part of the text or a word, not the subject:
/// "chapter", "examples", "term".
pub(super) fn about_the_text(phrase: &str) -> bool {
    const PARTS: &[&str] = &[
        "chapter",
        "chapters",
        "section",
        "sections",
        "example",
        "examples",
        "figure",
        "figures",
        "table",
        "tables",
        "chapitre",
        "chapitres",
        "exemple",
        "exemples",
    ];
    PARTS.contains(&phrase) || super::definitions::names_a_word(phrase)
}

/// Words of an unsaid number that open a phrase of the text, not a term.
pub(super) const UNCOUNTED: &[&str] = &[
    "various",
    "several",
    "numerous",
    "certain",
    "countless",
    "myriad",
];

/// Superlatives that open a phrase of the text, not a term: "the largest
/// fontanelle" is one fontanelle of several (unseen set 57).
const SUPERLATIVES: &[&str] = &[
    "largest",
    "smallest",
    "biggest",
    "greatest",
    "highest",
    "lowest",
    "oldest",
    "youngest",
    "earliest",
    "latest",
    "longest",
    "shortest",
    "strongest",
    "weakest",
    "fastest",
    "slowest",
    "deepest",
    "widest",
    "newest",
    "best",
    "worst",
];

/// Words that open a clause with its subject next: "as the corpus luteum
/// degenerates", "when the pancreas releases …".
const CLAUSE_OPENERS: &[&str] = &[
    "as", "when", "while", "until", "because", "after", "before", "once", "if", "since", "unless",
    "whereas",
];

/// Whether the "the" before the word at `index` opens a relative clause
/// with no "that": "the amount of blood the heart pumps in one minute",
/// where a noun phrase ("of blood") ends right before it, so the words
/// after "the" are the clause's subject and verb, not one term ("heart
/// pumps").
fn opens_a_relative_without_that(tokens: &[crate::nlp::Token], index: usize, text: &str) -> bool {
    let Some(start) = index.checked_sub(3) else {
        return false;
    };
    let [cue, noun, _the] = &tokens[start..index] else {
        return false;
    };
    let noun_text = noun.text(text);
    noun.kind == crate::nlp::TokenKind::Word
        && noun_text.starts_with(char::is_lowercase)
        && !is_stop_word(noun_text, Lang::En)
        && NOUN_CUES.contains(&cue.text(text).to_lowercase().as_str())
        && !crate::lexicon::noun_classes(noun_text).is_empty()
}

/// Prepositions that follow an intransitive verb ("degenerates during
/// weeks 12–17").
const PREPOSITIONS_AFTER_VERB: &[&str] = &[
    "during",
    "in",
    "into",
    "at",
    "after",
    "before",
    "within",
    "over",
    "throughout",
    "until",
];

/// Most terms found by repetition alone.
const MOST_RECURRING: usize = 30;

/// Terms a document teaches by using them again and again: noun phrases of
/// words rare in general use ("classical conditioning", "reflexes"), seen
/// at least once after an article or preposition (so nouns, not verbs or
/// adjectives), twice for a phrase, three times for a single word.
pub(super) fn recurring_terms(sentences: &[Sentence], lang: Lang) -> Vec<Concept> {
    // phrase → (count, noun evidence, first sentence, section, ever at
    // the end of its chunk)
    let mut seen: BTreeMap<String, (usize, bool, usize, usize, bool)> = BTreeMap::new();
    // Phrases in "-s" seen right before an article: their last word is a
    // verb there ("the brain triggers an increase").
    let mut before_article: std::collections::BTreeSet<String> = Default::default();
    // Whether a word ends the noun phrase before it, by word: a textbook
    // says its words again and again, and each answer costs several
    // look-ups in the word lists.
    let mut no_noun_next: BTreeMap<String, bool> = BTreeMap::new();
    for sentence in sentences {
        let text = &sentence.text;
        let tokens = crate::nlp::tokens(text, 0, text.len());
        let mut chunk: Vec<&str> = Vec::new();
        let mut cued = false;
        let mut previous: Option<String> = None;
        // Whether the chunk opened a clause after "as the", "when the" or
        // the sentence's own "The" (`before_previous` none there):
        // its word in "-s" is then most often the clause's verb ("as the
        // corpus luteum degenerates.").
        let mut in_clause = false;
        let mut before_previous: Option<String> = None;
        let mut flush = |chunk: &mut Vec<&str>, cued: bool, in_clause: bool, next: Option<&str>| {
            let verb_form = chunk.last().is_some_and(|w| {
                w.ends_with('s') && !["ss", "us", "is"].iter().any(|e| w.ends_with(e))
            });
            // "The pancreas releases most of the enzymes": an object after
            // it shows the word a verb (unseen set 52).
            let object_next = next.is_some_and(|n| {
                [
                    "a", "an", "the", "most", "many", "some", "several", "its", "their", "these",
                    "those", "each", "both",
                ]
                .contains(&n)
            });
            let clause_ends = in_clause
                && next.is_none_or(|n| {
                    !n.starts_with(char::is_alphanumeric) || PREPOSITIONS_AFTER_VERB.contains(&n)
                });
            let article_next = next.is_some_and(|n| ["a", "an", "the"].contains(&n));
            if verb_form
                && (article_next
                    || ((object_next || clause_ends)
                        && chunk.last().is_some_and(|w| crate::lexicon::verb_in_s(w))))
            {
                for from in 0..chunk.len() {
                    before_article.insert(chunk[from..].join(" "));
                }
            }
            // Whether a phrase ending before each position ends its noun
            // phrase there: the next word of the chunk goes on with it only
            // if it can be a noun ("speaks" after "punishing deviance" is
            // its verb; unseen set 21). Looked up once a word, and only in
            // English, the one language that reads it.
            let ends_before: Vec<bool> = (0..=chunk.len())
                .map(|at| {
                    lang != Lang::En
                        || chunk.get(at).is_none_or(|next| {
                            if let Some(&ends) = no_noun_next.get(*next) {
                                return ends;
                            }
                            let ends = crate::lexicon::may_be_verb_in_s(next)
                                || (crate::lexicon::is_english_word(next)
                                    && crate::lexicon::noun_classes(next).is_empty());
                            no_noun_next.insert(next.to_string(), ends);
                            ends
                        })
                })
                .collect();
            for from in 0..chunk.len() {
                for to in from + 1..=chunk.len().min(from + 3) {
                    let phrase = chunk[from..to].join(" ");
                    let entry = seen.entry(phrase).or_insert((
                        0,
                        false,
                        sentence.start,
                        sentence.section,
                        false,
                    ));
                    entry.0 += 1;
                    // Only a phrase right after an article or preposition
                    // shows it is a noun phrase.
                    entry.1 |= cued && from == 0;
                    entry.4 |= ends_before[to];
                }
            }
            chunk.clear();
        };
        let cues = match lang {
            Lang::Es => ES_NOUN_CUES,
            Lang::De => DE_NOUN_CUES,
            _ => NOUN_CUES,
        };
        for (index, token) in tokens.iter().enumerate() {
            let word = token.text(text);
            let lower = word.to_lowercase();
            // German writes its nouns with a capital, and a German term is
            // most often one compound word ("Spaltöffnungen"): a capitalised
            // word inside the sentence, not an acronym. Elsewhere a term is
            // in lower case.
            let cased = if lang == Lang::De {
                index > 0
                    && word.starts_with(|c: char| c.is_uppercase())
                    && word.chars().nth(1).is_some_and(char::is_lowercase)
            } else {
                word.starts_with(|c: char| c.is_lowercase())
            };
            let wordlike = token.kind == crate::nlp::TokenKind::Word
                && !word.ends_with("’s")
                && !word.ends_with("'s")
                && cased
                && word.chars().count() >= 3
                && !is_stop_word(word, lang)
                && !CHUNK_BREAKERS.contains(&lower.as_str())
                // Adverbs and past forms are no part of a term, but "a
                // latent need", "the nuclear family" and "the money supply"
                // end in nouns (unseen set 62: "latent need" was missed).
                && !(lang == Lang::En
                    && (lower.ends_with("ly") || lower.ends_with("ed"))
                    && !crate::lexicon::noun_in_ly_or_ed(&lower))
                // "the periosteum coating the bone": a word in -ing before
                // an article takes an object, a verb, not the end of a
                // term "periosteum coating" (unseen set 30).
                && !(lang == Lang::En
                    && lower.ends_with("ing")
                    && tokens.get(index + 1).is_some_and(|next| {
                        matches!(
                            next.text(text).to_lowercase().as_str(),
                            "the" | "a" | "an" | "its" | "their" | "this" | "these"
                        )
                    }));
            if wordlike {
                if chunk.is_empty() {
                    in_clause = lang == Lang::En
                        && previous.as_deref() == Some("the")
                        && (before_previous
                            .as_deref()
                            .is_none_or(|w| CLAUSE_OPENERS.contains(&w))
                            || opens_a_relative_without_that(&tokens, index, text));
                    cued = previous.as_deref().is_some_and(|p| cues.contains(&p))
                        // "drugs that target ergosterol", "pathways that
                        // synthesize sterols": after "that" a word that
                        // may be a verb opens a clause (unseen set 22).
                        && !(lang == Lang::En
                            && previous.as_deref() == Some("that")
                            && !crate::lexicon::is_noun_only(&lower));
                }
                chunk.push(word);
                // German nouns stand one by one: two capitalised words in a
                // row are two nouns of a list or a name, not one term.
                if lang == Lang::De {
                    flush(&mut chunk, cued, false, None);
                }
            } else {
                flush(&mut chunk, cued, in_clause, Some(lower.as_str()));
            }
            before_previous = previous.replace(lower);
        }
        flush(&mut chunk, cued, in_clause, None);
    }
    super::recurring_openings::count_sentence_openings(sentences, lang, &mut seen);
    let rarity = |phrase: &str| -> f32 {
        phrase
            .split_whitespace()
            .map(|w| crate::lexicon::zipf(w, lang).unwrap_or(2.0))
            .fold(f32::MAX, f32::min)
    };
    // A phrase said once is a term of the lesson only when one of its
    // words comes back elsewhere ("semisynthetic penicillins" in a section
    // on penicillin), not a detail said in passing ("embroidery needle").
    let on_topic = |phrase: &str| {
        let words: Vec<&str> = phrase.split_whitespace().collect();
        // A German compound is its words run together: "Steinfrucht" in an
        // article that says "Frucht" again and again.
        if lang == Lang::De && words.len() == 1 {
            let lower = phrase.to_lowercase();
            return lower.chars().count() >= 9
                && seen.iter().any(|(other, (count, noun, ..))| {
                    let other = other.to_lowercase();
                    *noun
                        && *count >= 2
                        && other.chars().count() >= 4
                        && other != lower
                        && !other.contains(' ')
                        && (lower.ends_with(&other) || lower.starts_with(&other))
                        && lower.len() >= other.len() + 3
                });
        }
        // "last pickle": a common word makes it a phrase of the story told,
        // not a term.
        words.len() > 1
            && words
                .iter()
                .all(|w| crate::lexicon::zipf(w, lang).is_none_or(|z| z < 5.0))
            && words.iter().any(|w| {
                seen.get(*w).is_some_and(|(count, ..)| *count >= 2)
                    && crate::lexicon::zipf(w, lang).is_none_or(|z| z < 5.0)
            })
    };
    // A compound the language has made a name of ("property rights",
    // "economic growth"), used again and again, is a term of the lesson
    // though its words are common; not when every word is very common
    // ("real world", "high school").
    let compound = |phrase: &str, count: usize| {
        lang == Lang::En
            && count >= 3
            && phrase.split_whitespace().count() == 2
            && rarity(phrase) < 5.5
            && crate::lexicon::is_compound_noun(phrase)
    };
    // A word in "-ic" or "-al" the document also writes in the plural
    // after an article or a preposition ("a heuristic", "heuristics";
    // "antibiotics") is a noun, though most such words are adjectives.
    let counted_noun = |phrase: &str| {
        lang == Lang::En
            && !phrase.contains(' ')
            && seen
                .get(&format!("{phrase}s"))
                .is_some_and(|(_, noun, ..)| *noun)
    };
    let mut kept: Vec<(String, usize, f32, usize, usize)> = seen
        .iter()
        .filter(|(phrase, (count, noun, _, _, ends))| {
            let words = phrase.split_whitespace().count();
            let last = phrase.split_whitespace().last().unwrap_or_default();
            *noun
                && !before_article.contains(phrase.as_str())
                && !phrase
                    .split_whitespace()
                    .any(|w| TIME_WORDS.contains(&w) || ordinal(w) || SUPERLATIVES.contains(&w))
                // "various aspects", "several factors": how many, not what
                // (unseen set 66, both raters: C7).
                && !phrase
                    .split_whitespace()
                    .next()
                    .is_some_and(|w| UNCOUNTED.contains(&w))
                && *count >= needed(phrase, rarity(phrase), lang)
                && (*count > 1 || on_topic(phrase))
                // A phrase ends in its noun: "somatic nervous" is half of
                // "somatic nervous system".
                // A phrase of several words that ends its chunk ends in a
                // noun when WordNet has one for it: "integration-and-learning
                // perspective", "action potential" (unseen set 61).
                && (lang == Lang::De
                    || !ADJECTIVE_ENDINGS.iter().any(|e| last.ends_with(e))
                    || counted_noun(phrase)
                    || (lang == Lang::En
                        && words > 1
                        && !crate::lexicon::noun_classes(last).is_empty()))
                && (rarity(phrase) < if words > 1 { 4.6 } else { 4.2 }
                    || compound(phrase, *count))
                && !(lang == Lang::En && last.ends_with("ing") && words == 1)
                && !(lang == Lang::En && not_a_noun_phrase(phrase))
                // An English noun phrase ends in its noun: one always
                // followed by another word of its chunk is the front of a
                // longer name ("innate nonspecific immune" of "… immune
                // system", "growing nucleotide" of "… chain"), an odd
                // option (unseen set 20).
                && (lang != Lang::En || *ends)
                && !(lang == Lang::Es && spanish_verb_inside(phrase))
                && !about_the_text(phrase)
                && crate::lexicon::zipf(last, lang).is_none_or(|z| z < if words > 1 { 6.2 } else { 5.5 })
        })
        .map(|(phrase, (count, _, order, section, _))| {
            (phrase.clone(), *count, rarity(phrase), *order, *section)
        })
        .collect();
    // A phrase's tail counts only where it stands on its own: "conditioning"
    // inside "classical conditioning" is not a second term.
    let phrases: Vec<(String, usize)> = kept
        .iter()
        .filter(|k| k.0.contains(' '))
        .map(|k| (k.0.clone(), k.1))
        .collect();
    kept.retain(|(phrase, count, rare, ..)| {
        // A longer phrase holds this one as its first or last words.
        let holds = |p: &str| {
            p.len() > phrase.len()
                && ((p.ends_with(phrase.as_str()) && p[..p.len() - phrase.len()].ends_with(' '))
                    || (p.starts_with(phrase.as_str()) && p[phrase.len()..].starts_with(' ')))
        };
        let inside: usize = phrases
            .iter()
            .filter(|(p, _)| holds(p))
            .map(|(_, c)| *c)
            .sum();
        count.saturating_sub(inside) >= needed(phrase, *rare, lang)
    });
    kept.sort_by(|a, b| {
        let weight = |k: &(String, usize, f32, usize, usize)| (k.1 as f32) * (4.5 - k.2).max(0.25);
        weight(b)
            .partial_cmp(&weight(a))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| a.3.cmp(&b.3))
    });
    kept.truncate(MOST_RECURRING);
    kept.into_iter()
        .map(|(phrase, _, _, order, section)| bare(&phrase, section, order, None))
        .collect()
}

#[cfg(test)]
#[path = "recurring_tests.rs"]
mod tests;
