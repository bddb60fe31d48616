//! Other names a document gives one thing: "antibodies (also called
//! immunoglobulins)", "Antibodies are also called immunoglobulins",
//! "hepatotoxicity (liver toxicity)", "Ein Kugelschreiber oder Kuli ist …",
//! "eine Scheide oder auch Vagina", "el ADN, también llamado …". A typed
//! answer takes every name the document gives its key, and a question
//! whose prompt shows another name of its key gives the key away.

use std::sync::LazyLock;

use quizforge_core::AcceptedAnswer;
use regex::Regex;

use super::distractors;
use super::realise::Context;
use crate::nlp::{Lang, is_stop_word};
use crate::text::BLANK;

/// "X (also called Y)", "X (or Y)", "X (oder auch Y)", "X (también
/// llamado Y)".
static BRACKETED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)\s*\((?i:also called|also known as|or|aussi appelée?s?|ou|oder auch|oder|auch|o|también llamad[oa]s?|también conocid[oa]s? como)\s+([^)]+)\)")
        .expect("synonym pattern")
});

/// "X, also called Y", "X are also known as Y".
static ALSO_CALLED_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)(?:,|\s+(?i:is|are))\s+(?i:also)\s+(?i:called|known\s+as)\s+(?i:the\s+)?(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)")
        .expect("synonym clause pattern")
});

/// "In cartography, rubbersheeting refers to the process by which … This
/// is sometimes referred to as image-to-vector conflation." (unseen set
/// 95 offered the second name as a wrong option): a sentence that
/// defines its subject, then "This is … called" another name.
static EN_THIS_IS_ALSO: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?:^|[.!?]\s+)(?:In\s[^,.]{1,40},\s+)?(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)\s+(?:refers\s+to|is\s+defined\s+as|means|is\s+an?|are)\s[^.!?]+[.!?]\s+(?:This|It)\s+(?:is|are)\s+(?:sometimes|also|often|commonly)\s+(?:referred\s+to\s+as|called|known\s+as|termed)\s+(?:the\s+|an?\s+)?(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*){0,2})[.,;]")
        .expect("this is also called pattern")
});

/// "eine Scheide oder auch Vagina": "oder auch" between two nouns joins
/// two names of one thing, where a bare "oder" joins two things ("Eier
/// oder Puppen").
static DE_OR_ALSO: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(\p{Lu}[\p{L}-]+)\s+oder\s+auch\s+[„“]?(\p{Lu}[\p{L}-]+)")
        .expect("oder auch pattern")
});

/// "Ein Kugelschreiber oder Kuli ist ein Schreibgerät …": two nouns
/// joined by "oder" as the subject of a definition name one thing.
static DE_SUBJECT_OR: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?:^|[.!?]\s+)(?:Ein|Eine|Der|Die|Das)\s+(\p{Lu}[\p{L}-]+)\s+oder\s+(\p{Lu}[\p{L}-]+)\s+(?:ist|sind|war|waren|heißt|heißen)\s")
        .expect("subject oder pattern")
});

/// "der Kitzler, auch Klitoris genannt".
static DE_ALSO_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(\p{Lu}[\p{L}-]+),\s+(?:auf\s+Deutsch\s+)?auch\s+[„“]?(\p{Lu}[\p{L}-]+)[“”]?\s+genannt",
    )
    .expect("auch genannt pattern")
});

/// "el ácido desoxirribonucleico, también llamado ADN".
static ES_ALSO_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?),\s+también\s+(?:llamad[oa]s?|conocid[oa]s?\s+como|denominad[oa]s?)\s+(?:el\s+|la\s+|los\s+|las\s+)?(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?)")
        .expect("también llamado pattern")
});

/// "hepatotoxicity (liver toxicity)", "neurons (nerve cells)": a plain
/// English noun phrase in brackets right after a word glosses it.
static EN_BRACKET_GLOSS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(\p{Ll}[\p{Ll}-]{3,})\s\((\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2})\)",
    )
    .expect("bracket gloss pattern")
});

/// Words a bracket holds when it is an aside, not another name.
const ASIDES: &[&str] = &[
    "see",
    "plural",
    "singular",
    "optional",
    "mostly",
    "approximately",
    "roughly",
    "sometimes",
    "often",
    "usually",
    "below",
    "above",
    "figure",
    "table",
    "cf",
    "ie",
    "eg",
    "etc",
];

/// Compiles the English patterns nearly every document needs now
/// (`super::warm_patterns`); not `EN_THIS_IS_ALSO`, which only a line
/// that could match it compiles.
pub(super) fn warm_english() {
    LazyLock::force(&BRACKETED);
    LazyLock::force(&ALSO_CALLED_CLAUSE);
    LazyLock::force(&EN_BRACKET_GLOSS);
}

/// Whether `line` holds what `EN_THIS_IS_ALSO` cannot match without:
/// "This is" or "It is", and "also", "sometimes", "often" or "commonly"
/// right before "called", "referred", "known" or "termed". Compiling
/// the pattern is most of what it costs a one-shot `quizforge make`, and
/// most lines of prose with a "This is" name nothing.
fn may_say_this_is_also(line: &str) -> bool {
    ["This is ", "This are ", "It is ", "It are "]
        .iter()
        .any(|opening| line.contains(opening))
        && line
            .split_whitespace()
            .zip(line.split_whitespace().skip(1))
            .any(|(hedge, naming)| {
                matches!(hedge, "sometimes" | "also" | "often" | "commonly")
                    && matches!(naming, "referred" | "called" | "known" | "termed")
            })
}

/// Pairs of names the document gives one thing, both ways round.
pub(super) fn synonyms(text: &str, lang: Lang) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    // Every pattern needs one of these words; most lines have none, and a
    // search with captures is slow over a long text.
    let cues: &[&str] = match lang {
        Lang::En => &[
            "also ",
            "(or ",
            " (",
            "referred to as",
            "often called",
            "sometimes called",
        ],
        Lang::Fr => &["aussi ", "(ou "],
        Lang::De => &["oder", "auch "],
        Lang::Es => &["también", "(o "],
        Lang::Other => &["also ", "(or "],
    };
    let lines = text.lines().filter(|line| {
        let lower = line.to_lowercase();
        cues.iter().any(|w| lower.contains(w))
    });
    for line in lines {
        // The patterns have no `\b`: a Unicode word boundary keeps the
        // regex engine off its fast automaton on any line with a letter
        // outside ASCII (a tenth of a long document's time went there).
        // A match starts at a word's first letter, as scanning finds the
        // leftmost; one glued to a digit before it is no name.
        let at_word_start = |caps: &regex::Captures<'_>| {
            let start = caps.get(0).map_or(0, |m| m.start());
            let name_start = caps.get(1).map_or(start, |m| m.start());
            !line[..name_start].ends_with(|c: char| c.is_alphanumeric() || c == '_')
        };
        // The other name in brackets is short; a long parenthesis is an
        // aside, not a name.
        let bracketed = BRACKETED
            .captures_iter(line)
            .filter(|caps| (2..=40).contains(&caps[2].chars().count()));
        let found: Vec<regex::Captures<'_>> = match lang {
            Lang::En => bracketed
                .filter(|caps| number_agrees(&caps[1], &caps[2]))
                .chain(
                    ALSO_CALLED_CLAUSE
                        .captures_iter(line)
                        .filter(|caps| whole_names(line, caps, lang)),
                )
                .chain(
                    // Compiled only for a line that could match it.
                    may_say_this_is_also(line)
                        .then(|| EN_THIS_IS_ALSO.captures_iter(line))
                        .into_iter()
                        .flatten(),
                )
                .chain(EN_BRACKET_GLOSS.captures_iter(line).filter(|caps| {
                    glosses(&caps[2])
                        && !known_non_noun(&caps[1])
                        && number_agrees(&caps[1], &caps[2])
                }))
                .filter(at_word_start)
                .collect(),
            Lang::De => bracketed
                .chain(DE_OR_ALSO.captures_iter(line))
                .chain(DE_SUBJECT_OR.captures_iter(line))
                .chain(DE_ALSO_NAMED.captures_iter(line))
                .filter(at_word_start)
                .collect(),
            Lang::Es => bracketed
                .chain(ES_ALSO_NAMED.captures_iter(line))
                .filter(at_word_start)
                .collect(),
            Lang::Fr | Lang::Other => bracketed
                .chain(ALSO_CALLED_CLAUSE.captures_iter(line))
                .filter(at_word_start)
                .collect(),
        };
        let mut named: Vec<(String, String)> = found
            .iter()
            .map(|caps| {
                (
                    without_conjunction(caps[1].trim()).to_string(),
                    caps[2].trim().to_string(),
                )
            })
            .collect();
        // "the Government Accountability Office (GAO)": a typed answer on
        // "GAO" takes the full name too (unseen set 28), and one on the
        // full name takes "GAO".
        if lang == Lang::En {
            named.extend(
                super::ask_acronyms::introduced(line)
                    .into_iter()
                    .map(|found| (found.full_name, found.abbreviation)),
            );
        }
        for (a, b) in named {
            if a.eq_ignore_ascii_case(&b) || pairs.contains(&(a.clone(), b.clone())) {
                continue;
            }
            pairs.push((a.clone(), b.clone()));
            pairs.push((b, a));
        }
    }
    pairs
}

/// The name before a bracket without the conjunction a list put before
/// it: "multiple links and switches (or routers)" renames "switches", not
/// "and switches" (unseen set 108 accepted "and switches" for
/// "routers").
fn without_conjunction(name: &str) -> &str {
    match name.split_once(' ') {
        Some((first, rest))
            if ["and", "or", "et", "ou", "und", "oder", "y", "o"]
                .contains(&first.to_lowercase().as_str()) =>
        {
            rest
        }
        _ => name,
    }
}

/// Whether a name in brackets agrees in number with the one before it:
/// "afferent arterioles (norepinephrine effect)" notes what happens, it
/// names no arteriole (unseen set 51 accepted "norepinephrine effect"
/// for "arteriole"). An abbreviation or a name in capitals may be
/// either.
fn number_agrees(before: &str, bracket: &str) -> bool {
    let lower_case = |s: &str| !s.chars().any(char::is_uppercase);
    // "nuclei", "algae", "bacteria", "people": plurals without an "-s".
    const MORE_PLURALS: &[&str] = &[
        "bacteria",
        "criteria",
        "phenomena",
        "data",
        "media",
        "genera",
        "strata",
        "ova",
        "geese",
    ];
    let plural = |s: &str| {
        let last = s
            .split_whitespace()
            .last()
            .unwrap_or_default()
            .to_lowercase();
        super::word_forms::looks_plural(s)
            || super::word_forms::IRREGULAR_PLURALS.contains(&last.as_str())
            || MORE_PLURALS.contains(&last.as_str())
            || (last.len() > 3 && (last.ends_with("ae") || last.ends_with('i')))
    };
    !(lower_case(before) && lower_case(bracket)) || plural(before) == plural(bracket)
}

/// Whether both names of "X, also called Y" are whole noun phrases, not
/// the last two words of a longer one: "chronic HIV infection, also
/// called asymptomatic HIV infection" is caught as "HIV infection" and
/// "asymptomatic HIV", and a typed answer on HIV infection accepted
/// "asymptomatic HIV" (unseen set 74: miskeyed).
fn whole_names(line: &str, caps: &regex::Captures<'_>, lang: Lang) -> bool {
    let content = |word: Option<&str>| {
        word.map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .is_some_and(|w| {
                !w.is_empty() && w.chars().all(char::is_lowercase) && !is_stop_word(w, lang)
            })
    };
    let (Some(first), Some(second)) = (caps.get(1), caps.get(2)) else {
        return false;
    };
    // A word that ends a sentence, a clause or a bracket is no part of it.
    let before = line[..first.start()]
        .split_whitespace()
        .next_back()
        .filter(|w| !w.ends_with(['.', '!', '?', ';', ':', ',', ')']));
    let after = line[second.end()..]
        .split_whitespace()
        .next()
        .filter(|_| line[second.end()..].starts_with(' '));
    !content(before) && !content(after)
}

/// Whether a word is English but no noun ("intrusive and unwanted
/// (obsessions)": the bracket names what is unwanted, not another name of
/// "unwanted"; unseen set 28 accepted "unwanted" for "obsession"). A
/// word the lists do not know ("hepatotoxicity") may still be a name.
fn known_non_noun(word: &str) -> bool {
    crate::lexicon::is_english_word(word) && crate::lexicon::noun_classes(word).is_empty()
}

/// Whether a plain bracket ("liver toxicity") reads as another name: a
/// noun phrase WordNet knows the last word of as a noun, opening with no
/// function word and holding no word of an aside ("see below").
fn glosses(bracket: &str) -> bool {
    let words: Vec<&str> = bracket.split_whitespace().collect();
    let Some(last) = words.last() else {
        return false;
    };
    !is_stop_word(words[0], Lang::En)
        && !words.iter().any(|w| ASIDES.contains(w))
        && !crate::lexicon::noun_classes(last).is_empty()
}

/// Whether a name the stemmer makes one with the key is the key's own
/// word: in English "borrower" and "borrowing" stem alike, and "debt
/// (borrowing)" names no borrower (unseen set 52 accepted "debt" for
/// "borrower"). Either number is the same word. Other languages' stems
/// are taken as they come.
fn same_english_word(name: &str, key: &str, lang: Lang) -> bool {
    lang != Lang::En
        || super::word_forms::singularise(&name.to_lowercase())
            == super::word_forms::singularise(&key.to_lowercase())
}

impl Context<'_> {
    /// Whether a prompt shows another name of its key away from the blank
    /// (`shows_elsewhere`): the key is given away.
    pub(super) fn shows_another_name(&self, prompt: &str, key: &str) -> bool {
        self.other_names(key)
            .iter()
            .any(|other| shows_elsewhere(prompt, other))
    }

    /// The other names the document gives a key ("immunoglobulins" for
    /// "antibodies", `synonyms.rs`), with the singular of an English plural
    /// one where the key is singular ("A(n) _____" asks for one; "Uterus"
    /// is no plural).
    pub(super) fn other_names(&self, key: &str) -> Vec<String> {
        // Asked by every leak check: most documents give no other names,
        // and then nothing is stemmed.
        if self.synonyms.is_empty() {
            return Vec::new();
        }
        let key_lower = key.to_lowercase();
        let key_stems = self.stems.content_stems(key, self.lang);
        let mut names: Vec<String> = Vec::new();
        for (name, other) in self.synonyms {
            // "the acquired immune system" names one branch of "the
            // immune system", not the whole: a longer name holding the
            // key is narrower, not another name.
            let narrower = distractors::contains_word(&other.to_lowercase(), &key_lower);
            // The key may be the name with a case ending the stemmer
            // keeps ("des Kulis").
            let inflected = self.lang != Lang::En
                && key_lower
                    .strip_prefix(&name.to_lowercase())
                    .is_some_and(|ending| ["s", "es", "n", "en"].contains(&ending));
            let same = !key_stems.is_empty()
                && self.stems.content_stems(name, self.lang) == key_stems
                && same_english_word(name, key, self.lang);
            if !(same || inflected)
                || narrower
                || names.iter().any(|n| n.eq_ignore_ascii_case(other))
            {
                continue;
            }
            names.push(other.clone());
            // Its singular as `word_forms` makes it: "stimulus" is one
            // already, and was once accepted as "stimulu" too (unseen set
            // 125, both raters: C1).
            if self.lang == Lang::En && !key.ends_with('s') {
                let one = super::word_forms::singularise(other);
                if one != *other && one.len() > 2 {
                    names.push(one);
                }
            }
        }
        names
    }

    /// Adds to a typed answer's accepted answers the other names of its
    /// key: those the document gives, and in English those WordNet gives
    /// its commonest sense, when they fit the initials the blank shows
    /// (unseen set 23 failed typed answers that took only the text's
    /// word, before blanks showed initials). One the prompt shows is no
    /// answer: it can be copied.
    pub(super) fn accept_other_names(
        &self,
        accepted: &mut Vec<AcceptedAnswer>,
        key: &str,
        prompt: &str,
    ) {
        let mut names = self.other_names(key);
        if self.lang == Lang::En && !key.starts_with(char::is_uppercase) {
            // "colonists" takes "settlers"; "dental caries" is no plural.
            let plural = crate::lexicon::noun_lemma(key)
                .is_some_and(|lemma| !lemma.eq_ignore_ascii_case(key));
            // Only a name that fits the blank's hint (the key's initials,
            // word for word): WordNet lumps senses, and "oral fissure" for
            // "oral cavity", "capillary artery" for "arteriole" or
            // "traffickers" for "marketers" were rated miskeyed (unseen
            // sets 42 and 51), while a student led by "o_____ c_____"
            // never types them.
            // The blank shows its letter counts too: "intercessors" (12)
            // fits the "i" of "i_____ (14 letters)" but is no answer to it,
            // and in another sense (unseen set 63, miskeyed by both raters).
            for name in crate::lexicon::same_sense_names(key) {
                let name = if plural {
                    super::word_forms::pluralise(name)
                } else {
                    name.to_string()
                };
                if fits_the_hint(&name, key) {
                    names.push(name);
                }
            }
            names.extend(word_for_word(key));
        }
        let prompt = prompt.to_lowercase();
        for name in names {
            if !accepted.iter().any(|a| a.text.eq_ignore_ascii_case(&name))
                && !distractors::contains_word(&prompt, &name.to_lowercase())
            {
                accepted.push(AcceptedAnswer::new(name));
            }
        }
    }
}

/// A phrase with one of its words put in by another name WordNet gives
/// the word's commonest sense, when it fits the blank's hint: "s_____
/// p_____ (11, 6 letters)" on "stockholder profit" is answered as well by
/// "shareholder profit", which both raters of unseen set 69 typed and
/// found refused. WordNet rarely knows a whole phrase, so
/// `same_sense_names` alone never offered it.
fn word_for_word(key: &str) -> Vec<String> {
    let words: Vec<&str> = key.split(' ').collect();
    if words.len() < 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (at, word) in words.iter().enumerate() {
        let lower = word.to_lowercase();
        let plural = crate::lexicon::noun_lemma(&lower)
            .is_some_and(|lemma| !lemma.eq_ignore_ascii_case(&lower));
        for name in crate::lexicon::same_sense_names(&lower) {
            if name.contains(' ') {
                continue;
            }
            let name = if plural {
                super::word_forms::pluralise(name)
            } else {
                name.to_string()
            };
            let mut phrase = words.clone();
            phrase[at] = &name;
            let phrase = phrase.join(" ");
            // Letter for letter as the hint counts them: "leap yr" is
            // near "leap year" in spelling, and no answer to "l_____
            // y_____ (4, 4 letters)".
            if fits_the_hint(&phrase, key) && letter_counts(&phrase) == letter_counts(key) {
                out.push(phrase);
            }
        }
    }
    out
}

/// How many letters each word of a phrase has.
fn letter_counts(phrase: &str) -> Vec<usize> {
    phrase
        .split([' ', '-'])
        .map(|w| w.chars().filter(|c| c.is_alphanumeric()).count())
        .collect()
}

/// Whether a name fits the hint a blank on `key` shows: the same letters
/// written apart or together, another spelling of them ("water vapour"),
/// or as many words with the same first letters and the same letter
/// counts.
fn fits_the_hint(name: &str, key: &str) -> bool {
    let spelling = distractors::edit_distance(&name.to_lowercase(), &key.to_lowercase()) <= 2;
    // A word a letter or two away that is no other spelling of the key is
    // another word WordNet lumps in the same sense: "rosin" is a resin,
    // and "epoxy rosin" was rated miskeyed beside "epoxy resin" (unseen
    // set 84).
    if spelling && !another_spelling(name, key) {
        return false;
    }
    let counts = |s: &str| -> Vec<usize> {
        s.split([' ', '-'])
            .map(|w| w.chars().filter(|c| c.is_alphanumeric()).count())
            .collect()
    };
    same_initials(name, key) && (counts(name) == counts(key) || same_letters(name, key) || spelling)
}

/// Whether two names are one word in British and American spelling
/// ("water vapour", "jeweller", "haemoglobin", "centre", "organise",
/// "catalogue", "defence", "grey matter") or with another ending of the
/// same word ("cultural competency", "electrical power").
fn another_spelling(a: &str, b: &str) -> bool {
    const BRITISH_AMERICAN: &[(&str, &str)] = &[
        // Endings that make the same word ("cultural competency",
        // "electrical power"), first: "ence" is spelt again below.
        ("ency", "ence"),
        ("ical", "ic"),
        ("our", "or"),
        ("ll", "l"),
        ("ae", "e"),
        ("oe", "e"),
        ("tre", "ter"),
        ("ise", "ize"),
        ("isation", "ization"),
        ("yse", "yze"),
        ("ogue", "og"),
        ("ence", "ense"),
        ("mme", "m"),
        ("grey", "gray"),
    ];
    let plain = |s: &str| -> String {
        let mut out: String = s
            .chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect();
        for (british, american) in BRITISH_AMERICAN {
            out = out.replace(british, american);
        }
        out
    };
    plain(a) == plain(b)
}

/// Whether two names are the same letters written apart or together.
fn same_letters(a: &str, b: &str) -> bool {
    let letters = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    letters(a) == letters(b)
}

/// Whether two names have as many words, each with the same first letter,
/// or are the same letters written apart or together.
fn same_initials(a: &str, b: &str) -> bool {
    let initials = |s: &str| -> Vec<char> {
        s.split([' ', '-'])
            .filter_map(|w| w.chars().next())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let letters = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    // "blood stream" is "bloodstream" written apart.
    initials(a) == initials(b) || letters(a) == letters(b)
}

/// Whether a prompt shows another name of its key away from the blank
/// ("Kugelschreiber: Wenn man den _____ nicht benutzt …" for "Kuli"). The
/// name beside the blank, joined to it by a bracket or "or" ("hydrogen
/// nuclei (_____)"), is what the question asks the other name of.
fn shows_elsewhere(prompt: &str, other: &str) -> bool {
    const JOINS: &[&str] = &[
        "or", "oder", "auch", "also", "called", "known", "as", "ou", "aussi", "appelé", "o",
        "también", "llamado", "llamada",
    ];
    let lower = prompt.to_lowercase();
    let other = other.to_lowercase();
    let blank = lower.find(BLANK);
    lower.match_indices(&other).any(|(at, _)| {
        let end = at + other.len();
        let whole_word = !lower[..at].ends_with(char::is_alphanumeric)
            && !lower[end..].starts_with(char::is_alphanumeric);
        let beside = blank.is_some_and(|b| {
            let between = if b >= end {
                &lower[end..b]
            } else {
                lower.get(b + BLANK.len()..at).unwrap_or("x")
            };
            let words: Vec<&str> = between
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            words.len() <= 2 && words.iter().all(|w| JOINS.contains(w))
        });
        whole_word && !beside
    })
}

#[cfg(test)]
#[path = "synonyms_tests.rs"]
mod tests;
