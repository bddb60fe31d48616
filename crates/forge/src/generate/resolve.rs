//! Sentences that open with a pronoun pointing at the subject of the
//! sentence before: "Reflexes are a reaction to a stimulus. They tend to be
//! simpler than instincts." (or with a demonstrative and the subject's head
//! noun: "The primary group is small. This group serves emotional needs.")
//! In a textbook paragraph the pronoun that opens
//! a sentence nearly always takes up the term the paragraph is about, so
//! when the sentence before opens with a term the document teaches, in the
//! pronoun's number and with nothing beside it that the pronoun could also
//! mean, the pronoun is replaced by the term and the sentence can be asked
//! about on its own. Any other sentence that points back stays unfit.

use std::collections::BTreeMap;

use super::analysis::{Sentence, Unfit};
use super::concept::Concept;
use crate::lexicon::Gender;
use crate::nlp::{Lang, is_stop_word};

/// How many sentences back "this field" may find the field it stands for.
const FIELD_REACH: usize = 3;

/// Pronouns that open a sentence, with whether each stands for a plural
/// and whether for a person.
const PRONOUNS: &[(&str, bool, bool)] = &[
    ("It", false, false),
    ("They", true, false),
    ("He", false, true),
    ("She", false, true),
];

/// Replaces an opening pronoun by the term it stands for where that is
/// clear, and marks the sentence clean when nothing else makes it unfit
/// (`recheck` says why a text is unfit, as for any sentence).
pub(super) fn pronouns(
    sentences: &mut [Sentence],
    concepts: &[Concept],
    text: &str,
    lang: Lang,
    recheck: impl Fn(&str) -> Option<Unfit>,
) {
    if lang != Lang::En {
        return;
    }
    let surnames = super::opening_person::surnames(text);
    for i in 1..sentences.len() {
        let unfit = sentences[i].unfit;
        if !matches!(
            unfit,
            Some(Unfit::StartsWithReference) | Some(Unfit::PointsBack)
        ) {
            continue;
        }
        let current = &sentences[i];
        // A second pronoun ("They purchase locks for their …") may stand
        // for something else than the term put in for the first: such a
        // sentence is left to the one before.
        if another_pronoun(&current.text) {
            continue;
        }
        // "This process is called perceptual selectivity." names what the
        // sentence before describes, not a term it names: it is asked with
        // that sentence (`with_context`).
        if super::this_is_called::name_of_what_came_before(&current.text).is_some() {
            continue;
        }
        // The sentence before, in the same paragraph (nothing but spaces
        // between); for "this field", the nearest of the three before
        // that defines one: the sentences between it and the field most
        // often go on about the field.
        let mut resolved = None;
        let mut named_from = None;
        for j in (i.saturating_sub(FIELD_REACH)..i).rev() {
            let between = text.get(sentences[j].end..sentences[j + 1].start);
            if between.is_none_or(|b| b.contains('\n')) {
                break;
            }
            let earlier = &sentences[j];
            // "Vanderbilt consolidated several smaller lines …" is not
            // asked (a comparison without its other half), yet opens with
            // the person "He" goes on about.
            let opens_with_a_person = j + 1 == i && person_still_named(earlier.unfit);
            // "Metformin is a non-sulfonylurea biguanide." is too short to
            // ask about, yet names what "It" opens the next one with.
            let opens_with_a_term = j + 1 == i && term_still_named(earlier.unfit);
            if !earlier.clean && !opens_with_a_person && !opens_with_a_term {
                continue;
            }
            resolved = if j + 1 == i && !earlier.clean && !opens_with_a_term {
                person_for_pronoun(&earlier.text, &current.text, &surnames)
            } else if j + 1 == i {
                resolve(&earlier.text, &current.text, concepts, &surnames)
            } else {
                demonstrative(&earlier.text, &current.text, concepts, true)
            };
            if resolved.is_some() {
                named_from = Some(j);
                break;
            }
        }
        let Some(resolved) = resolved else {
            continue;
        };
        if recheck(&resolved).is_none() {
            let sentence = &mut sentences[i];
            sentence.text = resolved;
            sentence.named_from = named_from;
            sentence.clean = true;
            sentence.unfit = None;
        }
    }
}

/// The sentence with its opening "He" or "She" replaced by the person
/// `previous` opens with by name (`opening_person.rs`).
fn person_for_pronoun(
    previous: &str,
    sentence: &str,
    surnames: &BTreeMap<String, Option<Gender>>,
) -> Option<String> {
    let pronoun = ["He", "She"]
        .into_iter()
        .find(|p| sentence.starts_with(&format!("{p} ")))?;
    let name = super::opening_person::named(previous, pronoun, surnames)?;
    Some(format!("{name}{}", &sentence[pronoun.len()..]))
}

/// Whether a sentence unfit for `unfit` still names whom it opens with:
/// it compares, runs long or speaks to the reader further on, but its
/// opening is as written.
fn person_still_named(unfit: Option<Unfit>) -> bool {
    matches!(
        unfit,
        Some(
            Unfit::HalfAComparison
                | Unfit::Length
                | Unfit::TalksToReader
                | Unfit::PointsElsewhere
                | Unfit::LeavesUnnamed
        )
    )
}

/// Whether a sentence unfit for `unfit` still opens with the term it is
/// about, as written: it is short, compares or points elsewhere further
/// on.
fn term_still_named(unfit: Option<Unfit>) -> bool {
    matches!(
        unfit,
        Some(
            Unfit::HalfAComparison | Unfit::Length | Unfit::TalksToReader | Unfit::PointsElsewhere
        )
    )
}

/// Whether a pronoun follows the opening one within a sentence's first
/// eight words. A person's own ("He spent the rest of his life …") is the
/// same person.
fn another_pronoun(sentence: &str) -> bool {
    // An opening "He" or "She" owns the pronouns of its gender after it.
    let own = ["He ", "She "]
        .iter()
        .find(|opening| sentence.starts_with(*opening))
        .and_then(|opening| Gender::of_pronoun(&opening.trim_end().to_lowercase()));
    sentence.split_whitespace().take(8).skip(1).any(|w| {
        let w = w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase();
        super::analysis::EARLY_PRONOUNS.contains(&w.as_str())
            && (own.is_none() || Gender::of_pronoun(&w) != own)
    })
}

/// Openings that take up the sentence before without being replaceable by
/// one term: a person's pronoun or possessive ("She proposed …" after
/// "Kübler-Ross described …"), or a consequence ("Thus, …").
/// Not "it", most often the empty subject of "It is clear that …" or "It
/// was 1752 when …".
const CONTEXT_OPENINGS: &[&str] = &[
    "he",
    "she",
    "they",
    "his",
    "her",
    "its",
    "their",
    "thus",
    "therefore",
];

/// Gives a sentence that still points back after [`pronouns`] the sentence
/// before it as context, when both are in one paragraph, the one before is
/// fit to be asked about and the two read as one passage `recheck` finds
/// fit (a "this" or "these" still needs more than one sentence). A teacher
/// writes such a question the same way: "Kübler-Ross described how a dying
/// person comes to accept death. She proposed five stages of grief: denial,
/// anger, _____, …". English only, as its openings are; the length
/// limit of any sentence holds for the two together.
pub(super) fn with_context(
    sentences: &mut [Sentence],
    text: &str,
    lang: Lang,
    recheck: impl Fn(&str) -> Option<Unfit>,
) {
    if lang != Lang::En {
        return;
    }
    for i in 1..sentences.len() {
        let current = &sentences[i];
        // "This is called metacognition.": a name for what the sentence
        // before describes, asked with it (`this_is_called.rs`), however
        // short it is alone.
        let names_it = matches!(
            current.unfit,
            Some(Unfit::StartsWithReference | Unfit::Length)
        ) && super::this_is_called::name_of_what_came_before(&current.text)
            .is_some();
        if !names_it
            && !matches!(
                current.unfit,
                Some(Unfit::StartsWithReference | Unfit::PointsBack | Unfit::LeavesUnnamed)
            )
        {
            continue;
        }
        // "… describe his exploits", "The act limited …": what is left
        // unnamed may be anywhere in the sentence, not only at its start.
        let unnamed = current.unfit == Some(Unfit::LeavesUnnamed);
        let previous = &sentences[i - 1];
        // "… in the form of tube feet. These tube feet can expand …": a
        // "this" or "these" whose noun the sentence before names takes up
        // that noun, not the whole passage.
        let takes_up = (!names_it && !unnamed)
            .then(|| demonstrative_of_a_noun_named(&previous.text, &current.text))
            .flatten();
        let first = current
            .text
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .trim_matches(|c: char| !c.is_alphabetic())
            .to_lowercase();
        let between = text.get(previous.end..current.start).unwrap_or("\n");
        // A short sentence before leaves the pronoun within the first
        // words of the two, where `recheck` still takes it for one that
        // points back.
        let words = previous.text.split_whitespace().count();
        if !(unnamed
            || names_it
            || takes_up.is_some()
            || CONTEXT_OPENINGS.contains(&first.as_str()))
            || between.contains('\n')
            || !previous.clean
            || previous.context > 0
            || previous.bullet
            || words < 7
        {
            continue;
        }
        let joined = format!("{} {}", previous.text, current.text);
        // Its "This" opens the second sentence, where `recheck` would take
        // it for one the sentence before must name: the two are checked
        // for their length only.
        let fit = if names_it {
            super::unfit::SENTENCE_WORDS.contains(&joined.split_whitespace().count())
        } else if let Some(the) = &takes_up {
            // Checked as if it said "The tube feet …", which needs no
            // sentence before: anything else that makes it unfit stays.
            recheck(&format!("{} {the}", previous.text)).is_none()
        } else {
            recheck(&joined).is_none()
        };
        if fit {
            let context = previous.text.len() + 1;
            let sentence = &mut sentences[i];
            sentence.text = joined;
            sentence.context = context;
            sentence.clean = true;
            sentence.unfit = None;
        }
    }
}

/// `sentence` with its opening "This" or "These" read as "The", when the
/// noun after it (or the one after that, "These carbohydrate complexes")
/// is a noun `previous` names: "These tube feet can expand …" after "…
/// in the form of tube feet". A verb after it ("This means", "These
/// include") points at the whole passage before, and is left alone.
fn demonstrative_of_a_noun_named(previous: &str, sentence: &str) -> Option<String> {
    let (plural, rest) = if let Some(rest) = sentence.strip_prefix("This ") {
        (false, rest)
    } else {
        (true, sentence.strip_prefix("These ")?)
    };
    let words: Vec<&str> = rest.split_whitespace().take(2).collect();
    let is_word = |w: &str| w.len() > 2 && w.chars().all(|c| c.is_alphabetic() || c == '-');
    let first = *words.first()?;
    let lower = first.to_lowercase();
    // "These include …", "These form the …": a plural noun, here or
    // after a noun that qualifies it ("These tube feet"), ends in "s" or
    // is an irregular one ("feet").
    let plural_noun = |w: &str| {
        let w = w.to_lowercase();
        !is_stop_word(&w, Lang::En)
            && (w.ends_with('s')
                || super::word_forms::IRREGULAR_PLURALS.contains(&w.as_str())
                || crate::lexicon::noun_lemma(&w).is_some_and(|l| l != w))
    };
    let verb_after = if plural {
        !plural_noun(first) && !words.get(1).is_some_and(|w| is_word(w) && plural_noun(w))
    } else {
        crate::lexicon::may_be_verb_in_s(&lower)
    };
    if !is_word(first)
        || verb_after
        || is_stop_word(&lower, Lang::En)
        || crate::lexicon::noun_classes(&super::word_forms::singularise(&lower)).is_empty()
    {
        return None;
    }
    let named: std::collections::BTreeSet<String> = previous
        .split(|c: char| !c.is_alphabetic() && c != '-')
        .filter(|w| w.len() > 2)
        .map(|w| super::word_forms::singularise(&w.to_lowercase()))
        .collect();
    let taken_up = words
        .iter()
        .take_while(|w| is_word(w))
        .map(|w| super::word_forms::singularise(&w.to_lowercase()))
        .any(|w| named.contains(&w) && !is_stop_word(&w, Lang::En));
    taken_up.then(|| format!("The {rest}"))
}

/// The sentence with its opening pronoun ("It", "They") or demonstrative
/// and noun ("This group", "These cells") replaced by the term that opens
/// `previous`, when the two agree and nothing else could be meant.
fn resolve(
    previous: &str,
    sentence: &str,
    concepts: &[Concept],
    surnames: &BTreeMap<String, Option<Gender>>,
) -> Option<String> {
    if let Some(resolved) = demonstrative(previous, sentence, concepts, false) {
        return Some(resolved);
    }
    let (pronoun, plural, person) = PRONOUNS
        .iter()
        .find(|(p, ..)| sentence.starts_with(&format!("{p} ")))
        .copied()?;
    let rest = &sentence[pronoun.len() + 1..];
    // "It is important to …", "It was not until …": no pronoun at all.
    let next = rest.split_whitespace().next().unwrap_or_default();
    if pronoun == "It"
        && (["seems", "appears", "takes", "follows", "remains"].contains(&next)
            || (matches!(next, "is" | "was" | "has") && empty_it(rest)))
    {
        return None;
    }
    let opening = opening_term(previous, concepts, plural)
        .filter(|(concept, _)| person == (concept.class.as_deref() == Some("person")));
    let Some((concept, written)) = opening else {
        if !person {
            // "Metformin is a non-sulfonylurea biguanide. It is used to
            // treat …": a subject the forge took for no term.
            let subject = defined_subject(previous, plural)?;
            return Some(format!("{subject}{}", &sentence[pronoun.len()..]));
        }
        // "Jay Gould was …. He bought …": a person named once.
        return person_for_pronoun(previous, sentence, surnames);
    };
    // "The totem pole is … It functions as …": the term keeps the
    // article it had ("Totem pole functions as …" reads as a slip; unseen
    // set 62, C1). A name or a term the sentence before wrote bare stays
    // bare ("Macroeconomics focuses on …").
    let had_article = ["The ", "A ", "An "]
        .iter()
        .any(|a| previous.starts_with(a));
    let name = concept.term.starts_with(char::is_uppercase);
    let subject = if had_article && !name {
        format!("The {}", written.to_lowercase())
    } else {
        capitalise(written)
    };
    Some(format!("{subject}{}", &sentence[pronoun.len()..]))
}

/// Whether "It" followed by `rest` ("is important to …", "was not until
/// …", "is believed that …") is the empty subject of what follows rather
/// than a thing. A passive's purpose ("It is used to treat …", "It is
/// often given to …") is said of a thing.
fn empty_it(rest: &str) -> bool {
    let words: Vec<&str> = rest.split_whitespace().take(6).collect();
    let passive = words
        .iter()
        .skip(1)
        .find(|w| !(w.ends_with("ly") || matches!(**w, "often" | "also" | "still" | "sometimes")))
        .is_some_and(|w| {
            w.ends_with("ed")
                || matches!(
                    *w,
                    "given" | "taken" | "known" | "found" | "made" | "seen" | "shown"
                )
        });
    words.iter().take(5).any(|w| {
        matches!(*w, "that" | "not" | "possible" | "important" | "clear")
            || (*w == "to" && !passive)
    })
}

/// "This group serves …" after "The primary group is …": the demonstrative
/// and its noun are the term that opens the sentence before when the term's
/// head is that noun, in the same number ("These groups" for "Secondary
/// groups"), or the name of its kind where the sentence before gives
/// that kind ("this field" for "Human factors psychology is the study of
/// …"). A short opening phrase may come first ("In Europe, this field is
/// referred to as ergonomics").
fn demonstrative(
    previous: &str,
    sentence: &str,
    concepts: &[Concept],
    fields_only: bool,
) -> Option<String> {
    let (opening, body) = match sentence.split_once(", ") {
        Some((opening, body))
            if opening.split_whitespace().count() <= 4
                && (body.starts_with("this ") || body.starts_with("these ")) =>
        {
            (Some(opening), body)
        }
        _ => (None, sentence),
    };
    let (plural, rest) = match body.split_once(' ')? {
        ("This" | "this", rest) => (false, rest),
        ("These" | "these", rest) => (true, rest),
        _ => return None,
    };
    let (noun, tail) = rest.split_once(' ')?;
    if !noun.chars().all(|c| c.is_alphabetic() || c == '-') {
        return None;
    }
    let (concept, written) = opening_term(previous, concepts, plural)?;
    let head = written.rsplit(' ').next().unwrap_or_default();
    let field = names_its_field(concept, noun);
    let of_its_kind = field || (head.eq_ignore_ascii_case(noun) && !fields_only);
    if !of_its_kind || written.eq_ignore_ascii_case(noun) {
        return None;
    }
    let name = concept.term.starts_with(|c: char| c.is_uppercase());
    // A field of study takes no article: "psychology", not "the psychology".
    let bare = plural || name || field;
    let subject = match (opening, bare) {
        (None, true) => capitalise(written),
        (None, false) => format!("The {}", written.to_lowercase()),
        (Some(_), true) if name => written.to_string(),
        (Some(_), true) => written.to_lowercase(),
        (Some(_), false) => format!("the {}", written.to_lowercase()),
    };
    Some(match opening {
        Some(opening) => format!("{opening}, {subject} {tail}"),
        None => format!("{subject} {tail}"),
    })
}

/// Whether `noun` ("field", "discipline") names the kind of a term its
/// definition says is a field of study ("the study of …", "a branch of
/// psychology").
fn names_its_field(concept: &Concept, noun: &str) -> bool {
    const FIELDS: &[&str] = &["field", "discipline", "branch", "study", "science"];
    let noun = noun.to_lowercase();
    FIELDS.contains(&noun.as_str())
        && concept
            .class
            .as_deref()
            .is_some_and(|class| FIELDS.contains(&class))
}

/// The longest term `previous` opens with (after "The", "A" or "An"), in
/// the number asked for, as written there, when it stands alone as the
/// subject: "Reflexes and instincts are …" or "Reflexes of the knee …"
/// leave a pronoun open to another reading.
fn opening_term<'c, 'p>(
    previous: &'p str,
    concepts: &'c [Concept],
    plural: bool,
) -> Option<(&'c Concept, &'p str)> {
    let subject = previous
        .strip_prefix("The ")
        .or_else(|| previous.strip_prefix("A "))
        .or_else(|| previous.strip_prefix("An "))
        .unwrap_or(previous);
    // "Psychoanalyst Sigmund Freud (1856–1939) was …": the person the
    // sentence opens with is "Sigmund Freud".
    let subject = super::names::after_opening_occupation(subject).unwrap_or(subject);
    let lang = Lang::En;
    let (concept, form) = concepts
        .iter()
        .flat_map(|c| [false, true].map(|p| (c, p, c.in_number(p, lang))))
        .filter(|(c, p, form)| {
            *p == plural && (*p == c.plural || c.other_form_used) && starts_with_word(subject, form)
        })
        .max_by_key(|(_, _, form)| form.len())
        .map(|(c, _, form)| (c, form))?;
    let after = subject[form.len()..].trim_start();
    let joined = after
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .trim_end_matches(',');
    // "Vitamin D plays …", "Type 2 diabetes is …", "Vitamin deficiency is …":
    // the subject goes on past the term, and the pronoun means all of it.
    let lower = joined.to_lowercase();
    let goes_on = joined.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
        || crate::lexicon::is_compound_noun(&format!("{} {lower}", form.to_lowercase()))
        || (!is_stop_word(&lower, Lang::En) && crate::lexicon::is_noun_only(&lower));
    if subject[form.len()..].starts_with([',', '’', '\'', '('])
        || ["and", "or", "of", "as", "nor", "with", "in", "from", "like"].contains(&joined)
        || goes_on
    {
        return None;
    }
    Some((concept, &subject[..form.len()]))
}

/// Words that open a sentence without naming what it is about.
const NOT_A_SUBJECT: &[&str] = &[
    "it", "this", "these", "that", "those", "they", "he", "she", "we", "you", "i", "there", "here",
    "each", "every", "one", "some", "many", "most", "such", "another", "other", "all", "both",
    "its", "their", "his", "her", "our", "your", "which", "what", "who", "no", "none", "either",
    "neither", "several", "few", "any", "much", "more", "less", "first", "second", "third", "last",
    "next", "same", "former", "latter", "example", "result", "reason",
];

/// The noun phrase a sentence opens with when a definition's verb comes
/// right after it in the pronoun's number ("Metformin is …", "Health
/// policymaking refers to …", "Implicit biases are …"), as the sentence
/// that opens with the pronoun should write it: in a textbook paragraph
/// the "It" or "They" after such a sentence takes up its subject. Up to
/// four plain words with no pronoun, quantity or comma among them; not
/// one everyday noun after an article ("The drug is …", which names no
/// drug).
fn defined_subject(previous: &str, plural: bool) -> Option<String> {
    let words: Vec<&str> = previous.split(' ').collect();
    let verb_at = (1..=5.min(words.len().saturating_sub(1))).find(|&at| {
        matches!(
            words[at],
            "is" | "are" | "was" | "were" | "refers" | "refer" | "describes" | "describe"
        )
    })?;
    let verb = words[verb_at];
    if plural != matches!(verb, "are" | "were" | "refer" | "describe") {
        return None;
    }
    let article = matches!(words[0], "The" | "A" | "An");
    let subject = &words[usize::from(article)..verb_at];
    let plain = |w: &&str| {
        !w.is_empty()
            && w.chars().all(|c| c.is_alphanumeric() || c == '-')
            && !NOT_A_SUBJECT.contains(&w.to_lowercase().as_str())
            && !is_stop_word(&w.to_lowercase(), Lang::En)
    };
    if subject.is_empty() || subject.len() > 4 || !subject.iter().all(plain) {
        return None;
    }
    if article && subject.len() == 1 && super::distractors::everyday_noun(subject[0]) {
        return None;
    }
    // "A lens is …. It is attached …" → "The lens is attached …".
    Some(if article {
        format!("The {}", subject.join(" "))
    } else {
        subject.join(" ")
    })
}

/// Whether `text` opens with `word` as a whole word, in any case.
fn starts_with_word(text: &str, word: &str) -> bool {
    text.len() > word.len()
        && text.is_char_boundary(word.len())
        && text[..word.len()].eq_ignore_ascii_case(word)
        && !text[word.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '-')
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
#[path = "resolve_tests.rs"]
mod tests;
