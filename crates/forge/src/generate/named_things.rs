//! Named things the document says what they are: "the Brezhnev Doctrine,
//! the pledge to assist communist governments in danger of being
//! overthrown", "Sputnik, the first manmade satellite", "allying with the
//! Afghan Northern Alliance, a coalition of tribal leaders opposed to the
//! Taliban". A history or government section teaches its laws, doctrines,
//! programs and movements this way, often once, and the forge, asking
//! about terms written in lower case or names a document repeats, left
//! them out: over the English sections of unseen sets 26 to 41 the forge
//! asked none of "Bush Doctrine", "Brezhnev Doctrine", "Northern
//! Alliance", "Federal Register" or "Sputnik".
//!
//! Each is asked typed with its initials, in its own sentence where that
//! sentence stands alone ("… allying with the A_____ N_____ A_____ (6, 8,
//! 8 letters), a coalition of tribal leaders opposed to the Taliban"),
//! else from what the sentence says it is ("The pledge to assist …
//! overthrown is known as the B_____ D_____"). People, places and the
//! companies a business text gives as examples are left to other rules:
//! a person is asked by what they did, a place's description rarely says
//! what a lesson teaches about it, and "the largest cooperative in the
//! United States" is a detail, not the lesson.

use std::sync::LazyLock;

use regex::Regex;

use super::analysis::{Sentence, Unfit};
use super::concept::bare;
use super::phrasing::{FINITE, verb_before_relative};
use super::realise::{Context, Key};
use super::select::Candidate;
use super::short;
use crate::nlp::{Lang, is_stop_word};

/// How such a question ranks: above a typed blank on a term said once
/// (`short::SHORT_ANSWER_SCORE`, 0.45), below a term asked by its
/// definition (0.88) or a blank with options of its kind (0.78).
const NAMED_THING_SCORE: f64 = 0.6;
/// A name blanked where the sentence gives it ranks just above a typed
/// blank on a term said once: the sentence's other terms come first.
const NAMED_IN_PLACE_SCORE: f64 = 0.47;

/// Most words of a name ("American Association for Retired People" is
/// six with its "for").
const NAME_WORDS: usize = 6;

/// A capitalised name, then a comma and what it is: "Sputnik, the first
/// manmade satellite," (the gloss ends at the next comma, semicolon or
/// the sentence's end; the boundaries are checked in `appositives`).
static APPOSITIVE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?P<name>\p{Lu}[\p{L}’'.-]*(?:\s(?:(?:of|for|on|the|in|to|de)\s)?\p{Lu}[\p{L}’'.-]*)*),\s(?P<gloss>(?:a|an|the)\s[^,;:()—–]+?)(?:[,;]|\.?$)",
    )
    .expect("named appositive pattern")
});

/// A capitalised name a sentence gives something: "a movement called the
/// Protestant Reformation", "The return of Charles II is known as the
/// Restoration", "dubbed No Child Left Behind".
static NAMING: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\b(?:known\sas|called|dubbed|nicknamed|termed)\s(?P<the>the\s)?(?P<name>\p{Lu}[\p{L}’'-]*(?:\s(?:(?:of|for|on|the|in|to)\s)?\p{Lu}[\p{L}’'-]*)*)",
    )
    .expect("naming pattern")
});

/// Compiles the patterns now (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&APPOSITIVE);
    LazyLock::force(&NAMING);
}

/// Words of a gloss that end its head noun phrase: "the *pledge* to
/// assist", "a *coalition* of tribal leaders", "a *law* that attempted".
const HEAD_ENDERS: &[&str] = &[
    "of", "that", "which", "who", "whom", "whose", "to", "in", "for", "with", "by", "from", "on",
    "at", "where", "when", "opposed", "based", "between", "among", "against", "about", "under",
    "over", "during", "after", "before", "through", "into", "and", "or",
];

/// Heads of a gloss that describe a person, a place or a business example
/// WordNet may not file as such, or a word for a word ("an acronym
/// standing for …"): not what this rule asks.
const OTHER_HEADS: &[&str] = &[
    "company",
    "firm",
    "bank",
    "corporation",
    "cooperative",
    "business",
    "store",
    "brand",
    "startup",
    "enterprise",
    "manufacturer",
    "retailer",
    "consultancy",
    "nonprofit",
    "organization",
    "platform",
    "website",
    "site",
    "service",
    "product",
    "app",
    "acronym",
    "abbreviation",
    "word",
    "term",
    "name",
    "nickname",
    "status",
    "decision",
    "tribute",
    "nation",
    "country",
    "state",
    "city",
    "town",
    "village",
    "island",
    "region",
    "capital",
    "headquarters",
    "street",
    "avenue",
    "river",
    "planet",
    "star",
    "moon",
    "giant",
    // A resumptive appositive is about the clause before, not the name:
    // "… the United States, the situation that not all nations wanted"
    // (unseen set 44).
    "situation",
    "move",
    "step",
    "development",
    "result",
    "outcome",
    "fact",
    "trend",
    "perception",
    "member",
    "leader",
    "head",
    "author",
    "premier",
];

/// Pronouns and pointers a gloss cannot carry out of its sentence.
const POINTERS: &[&str] = &[
    "he", "she", "his", "her", "him", "they", "them", "their", "its", "it", "this", "these",
    "those", "we", "our", "you", "your",
];

/// Words before a name that make it the end of an opening phrase ("On
/// Earth, the …", "According to Freud, a person …").
const OPENERS: &[&str] = &[
    "in",
    "on",
    "at",
    "to",
    "from",
    "by",
    "with",
    "for",
    "of",
    "since",
    "before",
    "after",
    "during",
    "into",
    "across",
    "throughout",
    "against",
    "under",
    "over",
    "between",
    "among",
    "like",
    "as",
    "than",
    "about",
    "consider",
    "unlike",
    "besides",
    "beyond",
    "within",
    "without",
    "until",
    "toward",
    "towards",
    "following",
    "despite",
    "via",
    "per",
    "and",
    "or",
];

/// Words opening a clause before the main one ("If you were on Earth,
/// the …").
const SUBORDINATORS: &[&str] = &[
    "if",
    "when",
    "while",
    "although",
    "though",
    "because",
    "once",
    "whereas",
    "according",
    "as",
];

/// A name a sentence says what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Named {
    /// Byte span of the name in the sentence.
    start: usize,
    end: usize,
    /// Whether the sentence writes "the" before it.
    definite: bool,
    /// What it is, as written ("the first manmade satellite").
    gloss: String,
}

impl Context<'_> {
    /// A typed question on each named thing an English sentence says what
    /// it is.
    pub(super) fn named_thing_questions(&self, out: &mut Vec<Candidate>) {
        if self.lang != Lang::En {
            return;
        }
        for sentence in self
            .sentences
            .iter()
            .filter(|s| !s.fragment() && !self.aside(s.section) && self_contained_gloss(s))
        {
            let lower = sentence.text.to_lowercase();
            if ![", a ", ", an ", ", the "]
                .iter()
                .any(|w| lower.contains(w))
            {
                continue;
            }
            for named in appositives(&sentence.text) {
                if let Some(candidate) = self.named_thing(sentence, &named) {
                    out.push(candidate);
                }
            }
        }
        for sentence in self
            .sentences
            .iter()
            .filter(|s| s.clean && !s.fragment() && !self.aside(s.section))
        {
            if !["known as", "called", "dubbed", "nicknamed", "termed"]
                .iter()
                .any(|cue| sentence.text.contains(cue))
            {
                continue;
            }
            let named = namings(&sentence.text)
                .into_iter()
                .chain(super::lower_namings::lower_namings(&sentence.text));
            for (start, end) in named {
                if let Some(candidate) = self.named_in_place(sentence, start, end) {
                    out.push(candidate);
                }
            }
        }
    }

    /// A typed blank on a name where the sentence gives it ("a movement
    /// called the P_____ R_____ that divided the Church in two").
    fn named_in_place(&self, sentence: &Sentence, start: usize, end: usize) -> Option<Candidate> {
        let name = &sentence.text[start..end];
        let first = name.split_whitespace().next().unwrap_or_default();
        if crate::lexicon::is_given_name(first) {
            return None;
        }
        let key = Key {
            start,
            end,
            text: name.to_string(),
        };
        let prompt = self.cloze(sentence, &key);
        self.typed_name(sentence, name, prompt, NAMED_IN_PLACE_SCORE)
    }

    /// The typed question asking for `name` by `prompt`, unless the
    /// prompt gives it away.
    pub(super) fn typed_name(
        &self,
        sentence: &Sentence,
        name: &str,
        prompt: String,
        score: f64,
    ) -> Option<Candidate> {
        if self.leaks(&prompt, name) {
            return None;
        }
        let concept = bare(name, sentence.section, sentence.start, Some(sentence.index));
        let mut candidate = short::term_answer(self, sentence, prompt, name, &concept, false);
        candidate.score = score;
        Some(candidate)
    }

    /// The question on one named thing, if it makes a fair one.
    fn named_thing(&self, sentence: &Sentence, named: &Named) -> Option<Candidate> {
        let name = &sentence.text[named.start..named.end];
        // A given name opens a person's name ("Bob Woodruff, a reporter").
        let first = name.split_whitespace().next().unwrap_or_default();
        if crate::lexicon::is_given_name(first) && name.contains(' ') {
            return None;
        }
        // A place or a person WordNet knows by its whole name ("United
        // States"; not "Hubble Ultra-Deep Field", known by its head only).
        let known_as_place_or_person = crate::lexicon::noun_lemma(name).is_some()
            && matches!(
                crate::lexicon::noun_classes(name).first().copied(),
                Some("location" | "person")
            );
        if known_as_place_or_person || !fair_gloss(name, &named.gloss) {
            return None;
        }
        let key = Key {
            start: named.start,
            end: named.end,
            text: name.to_string(),
        };
        // In a sentence that stands alone, the blank is in the document's
        // own words, with all it says around the name; else the gloss is
        // what the sentence gives.
        let prompt = if sentence.clean {
            self.cloze(sentence, &key)
        } else {
            known_as(&named.gloss, named.definite)
        };
        self.typed_name(sentence, name, prompt, NAMED_THING_SCORE)
    }
}

/// Whether a sentence's gloss may be asked: a sentence fit to ask about,
/// or one refused only for leaning on the sentence before or for its
/// length, since its gloss is a phrase that names its own subject.
fn self_contained_gloss(sentence: &Sentence) -> bool {
    sentence.clean
        || matches!(
            sentence.unfit,
            Some(
                Unfit::Length
                    | Unfit::StartsWithReference
                    | Unfit::PointsBack
                    | Unfit::LeavesUnnamed
                    | Unfit::HalfAComparison
            )
        )
}

/// "The first manmade satellite is known as _____."
fn known_as(gloss: &str, definite: bool) -> String {
    let words: Vec<&str> = gloss.split_whitespace().collect();
    // "a government program that provides …" is the one the name names.
    let rest = words[1..].join(" ");
    let plural = head_of(gloss).is_some_and(|head| super::word_forms::looks_plural(&head));
    format!(
        "The {rest} {} known as {}{}.",
        if plural { "are" } else { "is" },
        if definite { "the " } else { "" },
        crate::text::BLANK
    )
}

/// Whether a prompt is one `known_as` writes.
pub(super) fn names_by_its_gloss(prompt: &str) -> bool {
    let blank = crate::text::BLANK;
    prompt.starts_with("The ")
        && [" is known as ", " are known as "]
            .iter()
            .any(|verb| prompt.contains(verb))
        && (prompt.ends_with(&format!(" known as {blank}."))
            || prompt.ends_with(&format!(" known as the {blank}.")))
}

/// The head noun of a gloss: the word before the first word that ends
/// its noun phrase, singular or plural as written. None when no such
/// word comes within the first few words of a long gloss ("the planet
/// went behind the Sun as seen from Earth" is a clause).
fn head_of(gloss: &str) -> Option<String> {
    let words: Vec<String> = gloss
        .split_whitespace()
        .skip(1)
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .collect();
    let end = words
        .iter()
        .enumerate()
        .position(|(i, w)| i > 0 && (HEAD_ENDERS.contains(&w.as_str()) || w.ends_with("ing")))
        .unwrap_or(words.len());
    if end > HEAD_WORDS {
        return None;
    }
    // "a transition away from …": the last noun before the qualifier.
    words[..end]
        .iter()
        .rev()
        .find(|w| !crate::lexicon::noun_classes(&super::word_forms::singularise(w)).is_empty())
        .cloned()
}

/// Most words of a gloss's noun phrase before what qualifies it ("the
/// first manmade satellite", "a well-funded lobbying group").
const HEAD_WORDS: usize = 5;

/// Whether `gloss` says what `name` is as a question may use it: a noun
/// phrase of a few words (no clause, no pronoun, no word of the name)
/// of a thing that is no person, place or business example.
fn fair_gloss(name: &str, gloss: &str) -> bool {
    let words: Vec<String> = gloss
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .collect();
    let content = words
        .iter()
        .filter(|w| !is_stop_word(w, Lang::En) && w.chars().count() > 2)
        .count();
    if !(4..=24).contains(&words.len()) || content < 2 {
        return false;
    }
    // "NESTA, the National Endowment for Science, …": a name spelt out is
    // another name, not what the thing is.
    if gloss
        .split_whitespace()
        .nth(1)
        .is_some_and(|w| w.starts_with(char::is_uppercase))
    {
        return false;
    }
    // A clause ("the ices in comets evaporate when …" aside, which its
    // opening phrase rules out): an auxiliary before any relative word.
    if verb_before_relative(&words, &["that", "which", "who", "whom", "whose"], &[]) {
        return false;
    }
    if words.iter().any(|w| POINTERS.contains(&w.as_str())) || words.contains(&"who".to_string()) {
        return false;
    }
    // "in that star": a "that" after a preposition points back.
    if words
        .windows(2)
        .any(|pair| pair[1] == "that" && OPENERS.contains(&pair[0].as_str()))
    {
        return false;
    }
    // The name's noun gives it away ("the Boxer Rebellion, a rebellion
    // …"); another word of it is only a hint beside its initials ("the
    // Federal Register, the official publication for all federal rules").
    let name_noun = name
        .split_whitespace()
        .last()
        .unwrap_or_default()
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    if words
        .iter()
        .any(|w| w == &name_noun || w.trim_end_matches('s') == name_noun.trim_end_matches('s'))
    {
        return false;
    }
    let Some(head) = head_of(gloss) else {
        return false;
    };
    if OTHER_HEADS.contains(&head.as_str()) {
        return false;
    }
    // A noun WordNet knows ("codiscoverer" and "well-funded" are none),
    // of a thing.
    let singular = super::word_forms::singularise(&head);
    let classes = crate::lexicon::noun_classes(&singular);
    !classes.is_empty() && !matches!(classes.first().copied(), Some("person" | "location"))
}

/// The byte spans of the names `text` gives something by "called",
/// "known as" and the like. Not a name that goes on in lower case ("the
/// Flynn effect", "C-type asteroids"), a "so-called" one, nor one a
/// person is "named" (which names people and pets as often as things).
fn namings(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for caps in NAMING.captures_iter(text) {
        let Some(name) = caps.name("name") else {
            continue;
        };
        let (start, end) = (name.start(), name.end());
        let whole = caps.get(0).map_or(start, |m| m.start());
        if text[..whole].ends_with("so-") || text[..whole].ends_with("so ") {
            continue;
        }
        let words = name.as_str().split_whitespace().count();
        // "the Night Witches conducted …": a word no noun is the
        // sentence's verb, after the name.
        let goes_on = text[end..].strip_prefix(' ').is_some_and(|rest| {
            let next = rest
                .split(|c: char| !c.is_alphabetic())
                .next()
                .unwrap_or_default();
            rest.starts_with(|c: char| c.is_lowercase())
                && (!crate::lexicon::is_english_word(next)
                    || !crate::lexicon::noun_classes(next).is_empty())
                && !rest.starts_with("that ")
                && !rest.starts_with("which ")
                && !rest.starts_with("and ")
                && !rest.starts_with("in ")
                && !rest.starts_with("was ")
                && !rest.starts_with("were ")
        });
        // "the Declaration of Rights and Grievances": a name that goes on
        // past "and" is cut off here.
        let cut_off = ["and ", "& "].iter().any(|joint| {
            text[end..]
                .strip_prefix(' ')
                .and_then(|rest| rest.strip_prefix(joint))
                .is_some_and(|rest| rest.starts_with(char::is_uppercase))
        });
        if words > NAME_WORDS
            || goes_on
            || cut_off
            || acronym(name.as_str())
            || name.as_str().chars().filter(|c| c.is_alphabetic()).count() < 3
        {
            continue;
        }
        out.push((start, end));
    }
    out
}

/// Whether a name is an acronym ("DMAIC"), which `ask_acronyms` asks
/// by what it stands for.
fn acronym(name: &str) -> bool {
    !name.contains(' ')
        && name
            .chars()
            .filter(|c| c.is_alphabetic())
            .all(char::is_uppercase)
}

/// The names of `text` followed by a comma and what they are.
fn appositives(text: &str) -> Vec<Named> {
    let mut out = Vec::new();
    for caps in APPOSITIVE.captures_iter(text) {
        let (Some(name), Some(gloss)) = (caps.name("name"), caps.name("gloss")) else {
            continue;
        };
        let mut start = name.start();
        let mut name_text = name.as_str();
        // "The Brezhnev Doctrine": a capitalised "The" opening a sentence
        // is no part of the name.
        let mut definite = false;
        if let Some(rest) = name_text.strip_prefix("The ") {
            start += 4;
            name_text = rest;
            definite = true;
        }
        let end = start + name_text.trim_end_matches(['.', '’', '\'']).len();
        let name_text = &text[start..end];
        let words: Vec<&str> = name_text.split_whitespace().collect();
        if words.is_empty() || words.len() > NAME_WORDS {
            continue;
        }
        // "… a single value. Therefore, the more area …" (a sentence asked
        // with the one before it): a word that opens a sentence, capital
        // by place, that the word lists know as no noun names nothing
        // (unseen set 99 blanked "T_____").
        if let [one] = words.as_slice() {
            let lower = one.to_lowercase();
            if crate::lexicon::is_english_word(&lower)
                && crate::lexicon::noun_classes(&lower).is_empty()
                && !crate::lexicon::is_given_name(one)
            {
                continue;
            }
        }
        // The name starts a word, not inside one.
        if text[..start]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '-')
        {
            continue;
        }
        let before: Vec<&str> = text[..start].split_whitespace().collect();
        let mut previous = before.last().map(|w| w.to_lowercase()).unwrap_or_default();
        if previous == "the" {
            definite = true;
            previous = before
                .len()
                .checked_sub(2)
                .map(|i| before[i].to_lowercase())
                .unwrap_or_default();
        }
        let previous = previous.trim_matches(|c: char| !c.is_alphanumeric());
        // The end of an opening phrase: "On Earth, the …", "In How Might
        // We, the team …", "According to Freud, a person …".
        // A sentence that opens with a phrase or a clause before its main
        // one ("In an effort to restore order in Boston, the British …",
        // "Although …, in the decades following World War II, the contest
        // … spread") may end it with a name, and what follows the comma is
        // the main clause. Mid-sentence, after the main verb, a
        // preposition before the name is the verb's ("allying with the
        // Afghan Northern Alliance, a coalition …").
        let first_of_sentence = before.first().map(|w| w.to_lowercase()).unwrap_or_default();
        let verb_before = before
            .iter()
            .any(|w| FINITE.contains(&w.to_lowercase().as_str()));
        // "Apart from Congress, …": the first word of a preposition of
        // two words.
        let opens_with_preposition = OPENERS.contains(&first_of_sentence.as_str())
            || [
                "apart",
                "aside",
                "due",
                "thanks",
                "prior",
                "instead",
                "along",
                "together",
                "except",
                "regardless",
                "owing",
            ]
            .contains(&first_of_sentence.as_str());
        let ends_opening = (opens_with_preposition && !text[..start].contains(',') && !verb_before)
            || (SUBORDINATORS.contains(&first_of_sentence.as_str()) && OPENERS.contains(&previous));
        // A court case ("Buckley v. Valeo, the Supreme Court …").
        let case = previous == "v" || previous == "vs" || text[end..].starts_with(" v.");
        let first = words[0].to_lowercase();
        if ends_opening
            || case
            || matches!(previous, "and" | "or")
            || is_stop_word(&first, Lang::En)
            || OPENERS.contains(&first.as_str())
            || ["according", "consider", "since", "unlike", "despite"].contains(&first.as_str())
        {
            continue;
        }
        // One capitalised word opening the sentence may be any word
        // ("Thus", "Furthermore", "Brainstorming"); a name is none.
        let at_start = before.is_empty() || (before.len() == 1 && definite);
        if words.len() == 1 && at_start && crate::lexicon::is_english_word(&first) {
            continue;
        }
        // A lone capital or an initial ("II", "I", "Jr.") names nothing
        // a question could ask for.
        if name_text.chars().filter(|c| c.is_alphabetic()).count() < 3 || acronym(name_text) {
            continue;
        }
        let gloss_text = gloss.as_str().trim();
        // The gloss ends where the sentence goes on: a short run of
        // words then a comma is a list ("A, B, and C") or an aside cut
        // off ("… in favor of friendly, preferably democratic, regimes").
        let rest = &text[gloss.end()..];
        let rest = rest.trim_start_matches([',', ';']);
        let next_part = rest.split([',', ';']).next().unwrap_or_default();
        let cut_off = rest.contains(',') && next_part.split_whitespace().count() <= 3;
        let in_a_list =
            next_part.trim_start().starts_with("and ") || next_part.trim_start().starts_with("or ");
        if cut_off || in_a_list {
            continue;
        }
        out.push(Named {
            start,
            end,
            definite,
            gloss: gloss_text.trim_end_matches('.').to_string(),
        });
    }
    out
}

#[cfg(test)]
#[path = "named_things_tests.rs"]
mod tests;
