//! People and other names a document repeats: "Sociologist William Sumner",
//! "the Clean Water Act". A person's wrong options are other people of the
//! same document, never terms.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

use super::analysis::Sentence;
use super::concept::{Concept, bare};
use crate::nlp::{Lang, is_stop_word};

/// Titles and roles that come before a person's name.
pub(super) const PERSON_TITLES: &[&str] = &[
    "king",
    "queen",
    "president",
    "emperor",
    "empress",
    "pope",
    "general",
    "sir",
    "dr",
    "professor",
    "sociologist",
    "psychologist",
    "philosopher",
    "economist",
    "scientist",
    "physicist",
    "chemist",
    "biologist",
    "astronomer",
    "mathematician",
    "physician",
    "historian",
    "explorer",
    "author",
    "writer",
    "poet",
    "inventor",
    "reformer",
    "activist",
    "abolitionist",
    "senator",
    "governor",
    "minister",
    "prince",
    "princess",
    "sultan",
    "pharaoh",
    "leader",
    "founder",
    "researcher",
    "anthropologist",
    "theorist",
    "bishop",
    "saint",
    "lord",
    "lady",
    "mr",
    "mrs",
    "ms",
    "chief",
    "judge",
    "justice",
    "colonel",
    "captain",
    "admiral",
    "commander",
    "ruler",
    "mansa",
];

/// Verbs that follow a person's name as its subject.
pub(super) const PERSON_VERBS: &[&str] = &[
    "said",
    "wrote",
    "argued",
    "suggested",
    "developed",
    "founded",
    "led",
    "proposed",
    "believed",
    "claimed",
    "described",
    "discovered",
    "invented",
    "established",
    "became",
    "ruled",
    "died",
    "noted",
    "observed",
    "showed",
    "demonstrated",
    "introduced",
    "published",
    "stated",
    "coined",
    "defined",
    "explained",
    "theorized",
    "conducted",
    "studied",
    "served",
    "fought",
    "traveled",
    "travelled",
    "married",
    "declared",
    "announced",
    "signed",
    "won",
    "lost",
    "helped",
    "joined",
    "organized",
    "campaigned",
    "spoke",
    "worked",
    "built",
    "created",
    "designed",
    "named",
    "took",
    "gave",
    "made",
    "sent",
    "began",
    "continued",
    "returned",
    "hoped",
    "wanted",
    "tried",
];

/// Verbs of saying and thinking in the present, in which philosophy,
/// psychology and literature report what a thinker holds ("Hobbes argues
/// that …", "Kant insists that …"): only a person does these.
pub(super) const REPORTING_VERBS_PRESENT: &[&str] = &[
    "argues",
    "claims",
    "holds",
    "insists",
    "maintains",
    "contends",
    "believes",
    "suggests",
    "proposes",
    "asserts",
    "denies",
    "rejects",
    "defends",
    "writes",
    "observes",
    "concludes",
    "emphasizes",
    "emphasises",
    "distinguishes",
    "theorizes",
    "theorises",
];

/// Whether a word after a name says a person did it: a verb of
/// `PERSON_VERBS` or a present verb of saying (`REPORTING_VERBS_PRESENT`).
pub(super) fn person_verb(word: &str) -> bool {
    PERSON_VERBS.contains(&word) || REPORTING_VERBS_PRESENT.contains(&word)
}

/// Whether what follows a name says what the person was: "Louis Pasteur,
/// a French chemist", "Aristotle, the Greek philosopher".
fn introduced_by_role(after: &str) -> bool {
    let Some(rest) = after.strip_prefix(", ") else {
        return false;
    };
    let words: Vec<String> = rest
        .split_whitespace()
        .take(4)
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase())
        .collect();
    matches!(words.first().map(String::as_str), Some("a" | "an" | "the"))
        && words[1..].iter().any(|w| {
            PERSON_TITLES.contains(&w.as_str())
                || (w.len() > 5 && (w.ends_with("ist") || w.ends_with("ian")))
        })
}

/// Whether a relative clause about a person follows a name: "Cicely
/// Saunders, who created …", "Elizabeth Kübler-Ross (1969), who …". Only
/// people are "who"; a place or a law is "which".
fn followed_by_who(after: &str) -> bool {
    let mut rest = after;
    // A year or citation in brackets between the name and the clause.
    if let Some(inside) = rest.strip_prefix(" (")
        && let Some(close) = inside.find(')')
        && close <= 30
    {
        rest = &inside[close + 1..];
    }
    rest.starts_with(", who ")
}

/// Whether the text before a name ends in a kind of person and "named":
/// "a Spanish conquistador named Hernán Cortés", "a young Shoshone woman
/// called Sacagawea" (WordNet says what a person is).
pub(super) fn named_as_a_person(before: &str) -> bool {
    let mut words = before.split_whitespace().rev();
    matches!(words.next(), Some("named" | "called"))
        && words.next().is_some_and(|role| {
            role.chars().all(char::is_lowercase)
                && crate::lexicon::same_or_kind_of(&super::word_forms::singularise(role), "person")
        })
}

/// Words that open a sentence before a name, capitalised by their place
/// only: "Like Luther, …" and "Soon Calvin …" name Luther and Calvin.
const OPENING_WORDS: &[&str] = &[
    "like",
    "unlike",
    "soon",
    "later",
    "then",
    "today",
    "now",
    "still",
    "yet",
    "also",
    "even",
    "only",
    "once",
    "thus",
    "meanwhile",
    "instead",
    "indeed",
    "moreover",
    "however",
    "therefore",
    "finally",
    "despite",
    "although",
    "though",
    "while",
    "when",
    "since",
    "until",
    "unless",
    "whereas",
    "because",
];

/// A capitalised name of two or three words.
static NAME: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        // A word may join a second capitalised part: "Kübler-Ross",
        // "McCarthy".
        // Initials between the given name and the surname do not count
        // towards its words: "George H. W. Bush" is one name, not "George
        // H. W" and a sentence's end (unseen set 54).
        r"\p{Lu}[\p{Ll}.-]+(?:\p{Lu}[\p{Ll}.-]+)?(?:\s\p{Lu}\.){0,2}(?:\s(?:de\s|van\s|von\s|da\s|al-)?\p{Lu}[\p{Ll}.-]+(?:\p{Lu}[\p{Ll}.-]+)?){1,2}",
    )
    .expect("name pattern")
});

/// Compiles the name pattern now (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&NAME);
}

/// "Psychoanalyst Sigmund Freud (1856–1939) was …": a sentence may open
/// with what someone was, capitalised only because it opens the
/// sentence. It is no part of the name (raters of unseen set 83 rejected
/// "Psychoanalyst Sigmund Freud" beside "Erik Erikson" as the key set
/// apart by its form). Only at the sentence's start, only a word WordNet
/// knows as a kind of person and no given name, and only before a given
/// name or a rare word before a surname ("Baker Street" keeps it).
fn occupation_before_name(text: &str, start: usize, name: &str, first: &str) -> bool {
    let opens = text[..start]
        .chars()
        .all(|c| c.is_whitespace() || matches!(c, '"' | '“' | '‘' | '\''));
    let rest: Vec<&str> = name[first.len()..].split_whitespace().collect();
    let next = rest.first().copied().unwrap_or("");
    // "Sigmund" is in no list of given names, but a rare word ("Street"
    // is not).
    let a_given_name = crate::lexicon::is_given_name(next)
        || (rest.len() >= 2
            && crate::lexicon::zipf(&next.to_lowercase(), Lang::En).is_none_or(|z| z < 3.5));
    opens
        && a_given_name
        && !crate::lexicon::is_given_name(first)
        && crate::lexicon::noun_classes(&first.to_lowercase()).contains(&"person")
}

/// A sentence's text after the word of what someone was that opens it
/// ("Sigmund Freud (1856–1939) was …" of "Psychoanalyst Sigmund Freud
/// (1856–1939) was …"), when it opens so ([`occupation_before_name`]).
pub(super) fn after_opening_occupation(text: &str) -> Option<&str> {
    let name = NAME.find(text).filter(|m| m.start() == 0)?;
    let first = name.as_str().split_whitespace().next()?;
    occupation_before_name(text, 0, name.as_str(), first).then(|| text[first.len()..].trim_start())
}

/// People a document names again and again: a capitalised name of two or
/// three words (or its surname alone) after a title ("Sociologist William
/// Sumner") or before a verb of what people do ("Pasteur demonstrated").
/// Other people of the same document are the wrong options for a person.
pub(super) fn names(sentences: &[Sentence]) -> Vec<Concept> {
    // full name → (person cues, first offset, section, whether its first
    // word is a common one)
    let mut people: BTreeMap<String, (usize, usize, usize, bool)> = BTreeMap::new();
    let mut mentions: BTreeMap<String, usize> = BTreeMap::new();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for sentence in sentences {
        let text = &sentence.text;
        let mut from = 0;
        while let Some(m) = NAME.find_at(text, from) {
            from = m.end();
            let common = |w: &str| {
                let lower = w.to_lowercase();
                is_stop_word(&lower, Lang::En)
                    || crate::lexicon::zipf(&lower, Lang::En).is_some_and(|z| z >= 5.2)
                    || super::analysis::is_month(&lower)
            };
            // "The Ghana Empire", "President George H. W. Bush": a
            // capitalised function word or title before a name is no part
            // of it, and the name is sought again after it, so that its
            // words are counted without it.
            if let Some((first, _)) = m.as_str().split_once(char::is_whitespace)
                && (is_stop_word(first, Lang::En)
                    || PERSON_TITLES.contains(&first.to_lowercase().as_str())
                    || OPENING_WORDS.contains(&first.to_lowercase().as_str())
                    // "Ignoring Berkeley's authority, Bacon …": a verb in
                    // "-ing" opening the sentence.
                    || (first.ends_with("ing")
                        && !crate::lexicon::is_given_name(first)
                        && crate::lexicon::is_english_word(first))
                    || occupation_before_name(text, m.start(), m.as_str(), first))
            {
                let space = m.as_str()[first.len()..]
                    .chars()
                    .next()
                    .map_or(1, char::len_utf8);
                from = m.start() + first.len() + space;
                continue;
            }
            let name = m.as_str().trim_end_matches(['’', '\'', '.']);
            let words: Vec<&str> = name.split_whitespace().collect();
            // A given name before a surname no common word is ("Lucretia
            // Mott", "Florence Wald"), or before a second given name or an
            // initial ("Lydia Maria Child", "Susan B. Anthony"), names a
            // person; before a common word it may name a place or a body
            // ("Virginia Company", "Jordan River").
            let place = [
                "valley",
                "river",
                "sea",
                "ocean",
                "lake",
                "mountains",
                "island",
                "islands",
                "city",
                "county",
                "state",
                "states",
                "empire",
                "kingdom",
                "company",
                "university",
                "college",
                "church",
                "street",
                "act",
                "bay",
                "desert",
                "coast",
                "hospital",
            ]
            .contains(&words[words.len() - 1].to_lowercase().as_str());
            let given = words.len() >= 2
                && !place
                && crate::lexicon::is_given_name(words[0])
                && (crate::lexicon::zipf(words[words.len() - 1], Lang::En).is_none_or(|z| z < 4.0)
                    || (words.len() >= 3
                        && (crate::lexicon::is_given_name(words[1])
                            || (words[1].len() == 2 && words[1].ends_with('.')))));
            // Given names are common words ("John", "Louis"); a surname or
            // the last word of another name is not ("Needham", but "Most
            // People", "United States").
            if words.len() < 2
                || words.iter().any(|w| is_stop_word(w, Lang::En))
                || (words.last().is_some_and(|w| common(w)) && !given && !place)
            {
                continue;
            }
            let opens_with_common_word = common(words[0]);
            let before = text[..m.start()]
                .split_whitespace()
                .next_back()
                .unwrap_or_default()
                .trim_matches(|c: char| !c.is_alphabetic())
                .to_lowercase();
            let after = text[m.end()..]
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .trim_matches(|c: char| !c.is_alphabetic())
                .to_lowercase();
            // "the General Adaptation Syndrome" (unseen set 121, both
            // raters: C6, a syndrome among the people): a title after an
            // article opens the name of a thing, not a person's.
            let titled = PERSON_TITLES.contains(&before.as_str())
                && !text[..m.start()]
                    .split_whitespace()
                    .nth_back(1)
                    .is_some_and(|w| ["the", "a", "an"].contains(&w.to_lowercase().as_str()));
            // A name ending in a noun of everyday English ("Kitchen
            // Debate", "Marshall Plan") names a thing unless a given name or
            // a title says otherwise: what follows it ("the so-called
            // Kitchen Debate, the vice president emphasized …") is no
            // appositive of it.
            let last = words[words.len() - 1].to_lowercase();
            // "Psychological Egoism claims that …": a name of a doctrine or
            // a field is no one's, however rare its last word.
            let doctrine = ["ism", "ology", "ics"]
                .iter()
                .any(|ending| last.len() > ending.len() + 2 && last.ends_with(ending));
            let thing = (doctrine
                || crate::lexicon::zipf(&last, Lang::En).is_some_and(|z| z >= 4.0)
                    && crate::lexicon::is_english_word(&last))
                && !given
                && !titled;
            // "west of the Nile Valley, who brought …": the clause is the
            // traders', and a valley is no one.
            let cue = !place
                && !thing
                && (given
                    || titled
                    || named_as_a_person(&text[..m.start()])
                    || person_verb(&after)
                    || introduced_by_role(&text[m.end()..])
                    || followed_by_who(&text[m.end()..]));
            let entry = people.entry(name.to_string()).or_insert((
                0,
                sentence.start,
                sentence.section,
                opens_with_common_word,
            ));
            entry.0 += usize::from(cue);
            *counts.entry(name.to_string()).or_insert(0) += 1;
        }
        // A surname said alone as a person: "Needham’s conclusions",
        // "Pasteur demonstrated".
        let words: Vec<&str> = text.split_whitespace().collect();
        for (i, word) in words.iter().enumerate() {
            let bare = word
                .trim_matches(|c: char| !c.is_alphabetic() && c != '-' && c != '’' && c != '\'');
            let (surname, possessive) = match bare.strip_suffix("’s").or(bare.strip_suffix("'s"))
            {
                Some(surname) => (surname, true),
                None => (bare, false),
            };
            let verb = words.get(i + 1).is_some_and(|next| {
                person_verb(
                    &next
                        .trim_matches(|c: char| !c.is_alphabetic())
                        .to_lowercase(),
                )
            });
            // At a sentence's start only a possessive tells a name from a
            // capitalised word.
            let capitalised_alone = surname.starts_with(|c: char| c.is_uppercase())
                && (if i == 0 {
                    possessive
                } else {
                    !words[i - 1].starts_with(|c: char| c.is_uppercase())
                });
            if capitalised_alone && (possessive || verb) {
                *mentions.entry(surname.to_string()).or_insert(0) += 1;
            }
        }
    }
    // Names sharing their last word ("Clean Air Act", "Clean Water Act";
    // "Ghana Empire", "Mali Empire") are things of one kind the lesson
    // sets side by side: each is a term though said once.
    let mut by_last_word: BTreeMap<String, usize> = BTreeMap::new();
    for name in people.keys() {
        if let Some(last) = name.split_whitespace().last() {
            *by_last_word.entry(last.to_string()).or_insert(0) += 1;
        }
    }
    let of_a_named_kind = |name: &str| {
        name.split_whitespace()
            .last()
            .is_some_and(|last| by_last_word.get(last).copied().unwrap_or(0) >= 2)
    };
    // "From Berlin to Breslau to Halle Ebbinghaus developed …" (unseen
    // set 96, a comma missing): a name said once whose first word is no
    // given name, beside a name with the same surname that the document
    // says again ("Hermann Ebbinghaus"), is a word glued to the surname.
    let said = |name: &str| counts.get(name).copied().unwrap_or(0);
    let glued_to_a_surname = |name: &str| {
        let words: Vec<&str> = name.split_whitespace().collect();
        words.len() == 2
            && said(name) == 1
            && !crate::lexicon::is_given_name(words[0])
            // A surname, not "Empire" of "Byzantine Empire" beside "Roman
            // Empire".
            && !crate::lexicon::is_english_word(words[1])
            && people.keys().any(|other| {
                other != name
                    && said(other) >= 2
                    && other.split_whitespace().last() == Some(words[1])
            })
    };
    let glued: Vec<String> = people
        .keys()
        .filter(|name| glued_to_a_surname(name))
        .cloned()
        .collect();
    let mut found: Vec<Concept> = Vec::new();
    for (name, (cues, order, section, opens_with_common_word)) in people {
        if glued.contains(&name) {
            continue;
        }
        let surname = name.split_whitespace().last().unwrap_or_default();
        let alone = mentions.get(surname).copied().unwrap_or(0);
        // A common word opens a person's name only when it is a given name
        // ("John Needham"); "Night Witches conducted …" and "Supreme Soviet
        // created …" are a regiment and a council.
        let first = name.split_whitespace().next().unwrap_or_default();
        let person = (cues >= 1 || alone >= 1)
            && (!opens_with_common_word || crate::lexicon::is_given_name(first));
        // "John Needham" opens with a common word as a person's name does;
        // "Most Americans" is no name at all.
        // An ordinal opens a name as a common word does ("Third Estate",
        // "First Amendment", "Second Crusade").
        let ordinal = [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
            "tenth",
        ]
        .contains(&first.to_lowercase().as_str());
        if opens_with_common_word && !person && !ordinal && !of_a_named_kind(&name) {
            continue;
        }
        let mut concept = bare(&name, section, order, None);
        concept.plural = false;
        concept.bare = true;
        if person {
            concept.class = Some("person".to_string());
            concept.head = "person".to_string();
            found.push(concept);
        } else if counts.get(&name).copied().unwrap_or(0) >= 2 || of_a_named_kind(&name) {
            // A name the document repeats that is no person ("Clean Water
            // Act", "Ghana Empire"): of the class its last word says.
            found.push(concept);
        }
    }
    found
}

#[cfg(test)]
#[path = "names_tests.rs"]
mod tests;
