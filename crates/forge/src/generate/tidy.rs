//! Making a textbook sentence stand on its own before anything is asked
//! about it: citations ("(Cooley 1909)"), life dates after a name
//! ("(1864–1929)"), discourse markers that point at the sentence before
//! ("In short,", "Moreover,") and asides between commas (", conversely,")
//! are taken out. What is left says the same thing, and a question built on
//! it neither copies debris nor dangles.

use std::sync::LazyLock;

use regex::Regex;

use crate::nlp::Lang;

/// A citation in brackets: "(Cooley 1909)", "(Smith & Jones, 2012a)",
/// "(Sumner 1906; Cooley 1909)", "(see Smith 2001)".
static CITATION: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\s*\((?:see |cf\. |e\.g\., )?(?:\p{Lu}[\p{L}'’.-]+(?:,? (?:and|&|et) \p{Lu}[\p{L}'’.-]+| et al\.?)?,? (?:\d{4}[a-z]?|n\.d\.)(?:[,:] ?(?:p\. ?)?\d+(?:[-–]\d+)?)?(?:; ?)?)+\)",
    )
    .expect("citation pattern")
});

/// Compiles the patterns every sentence with a bracket is tidied with now
/// (`super::warm_patterns`).
pub(super) fn warm() {
    for pattern in [
        &CITATION,
        &LONG_CITATION,
        &PRONUNCIATION,
        &CROSS_REFERENCE,
        &LIFE_DATES,
    ] {
        LazyLock::force(pattern);
    }
}

/// A citation that names an organisation or several sources: "(Centers for
/// Disease Control and Prevention [CDC], 2012)", "(National Archives, n.d.;
/// CDC, 2019a)".
static LONG_CITATION: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"\s*\((?:[^()]+?,\s(?:\d{4}[a-z]?|n\.d\.)(?:;\s)?)+\)")
        .expect("long citation pattern")
});

/// A pronunciation in brackets gives a term away: "(prononcer gézère)".
static PRONUNCIATION: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"(?i)\s*\((?:prononcer|prononcez|pronounced|pronunciation|pronunciación|ausgesprochen)[^()]*\)")
        .expect("pronunciation pattern")
});

/// A pointer in brackets to another part of the book: "(see The Big
/// Bang)", "(voir le chapitre 3)". Raters of unseen set 34 marked a prompt
/// that kept one as badly formed.
static CROSS_REFERENCE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"\s*\((?:see|See|voir|Voir|siehe|Siehe|véase|Véase)\s[^()]{1,80}\)")
        .expect("cross-reference pattern")
});

/// Life or reign dates after a name: "(1864–1929)", "(c. 1230–1255)",
/// "(born 1950)", "(r. 1312–1337)".
static LIFE_DATES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(r"\s*\((?:(?:c\.|ca\.|r\.|born|b\.|d\.|died)\s?)?\d{3,4}(?:\s?[–-]\s?(?:c\.\s?)?\d{2,4})?(?:\s?(?:BCE|CE|BC|AD))?\)")
        .expect("life dates pattern")
});

/// Discourse markers that open a sentence and only tie it to the one
/// before; the clause after them stands alone.
const EN_OPENERS: &[&str] = &[
    "in short",
    "for one thing",
    "as an aside",
    "moreover",
    "furthermore",
    "in addition",
    "additionally",
    "of course",
    "interestingly",
    "importantly",
    "similarly",
    "likewise",
    "in fact",
    "in reality",
    "indeed",
    "in other words",
    "simply put",
    "put simply",
    // "Broadly, a community is defined as …": the definition itself.
    "broadly",
    "broadly speaking",
    "in its broadest sense",
    "in its simplest form",
    "in simple terms",
    "at its core",
    "in general",
    "generally",
    "overall",
    "again",
    "notably",
    "clearly",
    "conversely",
    "in turn",
    "essentially",
    "basically",
    "ultimately",
    "finally",
    "first",
    "second",
    "third",
    "today",
    "in contrast",
    "by contrast",
    "on the other hand",
    "as a result",
    "in practice",
    "in this way",
    "still",
    "even so",
    "nevertheless",
    "nonetheless",
    "in any event",
    "in any case",
    "at any rate",
    "in brief",
    "in sum",
    "in summary",
    "all in all",
];

/// Discourse markers that open an English sentence without their comma
/// as often as with it; no phrase of another kind opens with them.
const EN_OPENERS_WITHOUT_COMMA: &[&str] = &["in fact ", "in reality "];

/// Openings that bring in a statement told in full after them.
const REMINDERS: &[&str] = &[
    "recall that ",
    "remember that ",
    "note that ",
    "it is important to note that ",
    "it is also important to note that ",
    "it is important to remember that ",
    "it is worth noting that ",
    "it should be noted that ",
    "it is noteworthy that ",
];

/// Openings that send the reader to another part of the book ("As
/// discussed in Review of the Female Reproductive System, …"); the clause
/// after them stands alone, and a question must not point at a chapter the
/// student has not got.
const CROSS_REFERENCES: &[&str] = &[
    "as discussed",
    "as described",
    "as mentioned",
    "as noted",
    "as explained",
    "as you learned",
    "as we learned",
    "as you saw",
    "as we saw",
    "as seen",
    "as shown",
    "as stated",
    "comme on l'a vu",
    "comme on l’a vu",
    "comme indiqué",
    "comme mentionné",
    "comme expliqué",
];

/// Small English words a typist doubles ("which refers the the amount",
/// "ought to be be"): copied, the slip reads as the quiz's (unseen sets 95
/// and 98, C1). "had had" and "that that" can be meant, so they stay.
const DOUBLED_SLIPS: &[&str] = &[
    "the", "a", "an", "of", "to", "in", "be", "is", "are", "and", "for", "on", "by", "with",
];

/// The text with each small word written twice in a row written once.
fn without_doubled_words(text: &str) -> String {
    if !DOUBLED_SLIPS
        .iter()
        .any(|w| text.contains(&format!(" {w} {w} ")))
    {
        return text.to_string();
    }
    let mut out: Vec<&str> = Vec::new();
    for word in text.split(' ') {
        if out.last() == Some(&word) && DOUBLED_SLIPS.contains(&word) {
            continue;
        }
        out.push(word);
    }
    out.join(" ")
}

/// Conjunctions that open a sentence without a comma: "But unlike …".
const EN_CONJUNCTIONS: &[&str] = &["but ", "and ", "yet "];

const FR_OPENERS: &[&str] = &[
    "en bref",
    "de plus",
    "en outre",
    "en effet",
    "par ailleurs",
    "de même",
    "en fait",
    "autrement dit",
    "en général",
    "enfin",
    "d'abord",
    "d’abord",
    "aujourd'hui",
    "aujourd’hui",
];

const ES_OPENERS: &[&str] = &[
    "sin embargo",
    "además",
    "por lo general",
    "en general",
    "de hecho",
    "en otras palabras",
    "por lo tanto",
    "por otra parte",
    "por otro lado",
    "asimismo",
    "hoy en día",
    "actualmente",
];

/// German opens a sentence with these without a comma ("Außerdem ist …"),
/// and the comma-bound openers below are rare; the asides do the work.
const DE_OPENERS: &[&str] = &["zum beispiel", "übrigens"];

/// Asides between commas that change nothing in the clause around them.
const EN_ASIDES: &[&str] = &[
    ", conversely,",
    ", for example,",
    ", for instance,",
    ", in fact,",
    ", however,",
    ", moreover,",
    ", therefore,",
    ", then,",
    ", thus,",
    ", too,",
    ", in turn,",
    ", of course,",
    ", in short,",
    ", in other words,",
];

const ES_ASIDES: &[&str] = &[
    ", por ejemplo,",
    ", sin embargo,",
    ", de hecho,",
    ", por lo tanto,",
    ", además,",
    ", en cambio,",
    ", por supuesto,",
];

const DE_ASIDES: &[&str] = &[
    ", zum beispiel,",
    ", beispielsweise,",
    ", übrigens,",
    ", jedoch,",
    ", allerdings,",
];

const FR_ASIDES: &[&str] = &[
    ", par exemple,",
    ", en effet,",
    ", cependant,",
    ", pourtant,",
    ", donc,",
    ", en fait,",
    ", quant à lui,",
    ", quant à elle,",
];

/// The text without its citations in brackets ("(Garrity, 2022a)").
pub(super) fn without_citations(text: &str) -> String {
    if !text.contains('(') {
        return text.to_string();
    }
    let text = CITATION.replace_all(text, "");
    LONG_CITATION.replace_all(&text, "").into_owned()
}

/// The sentence without citations, life dates, opening discourse markers
/// and asides between commas.
pub fn tidy(sentence: &str, lang: Lang) -> String {
    let mut text = sentence.to_string();
    // Every bracket pattern starts at a bracket: most sentences have none.
    if text.contains('(') {
        text = CITATION.replace_all(&text, "").into_owned();
        text = LONG_CITATION.replace_all(&text, "").into_owned();
        text = PRONUNCIATION.replace_all(&text, "").into_owned();
        text = CROSS_REFERENCE.replace_all(&text, "").into_owned();
        text = LIFE_DATES.replace_all(&text, "").into_owned();
    }
    let asides = match lang {
        Lang::En => EN_ASIDES,
        Lang::Fr => FR_ASIDES,
        Lang::Es => ES_ASIDES,
        Lang::De => DE_ASIDES,
        Lang::Other => &[],
    };
    // Most sentences hold no aside: one pass of an automaton says so
    // before each aside is looked for in the lower-cased text (every
    // occurrence the search below can remove matches it, ASCII case aside).
    let has_aside = match lang {
        Lang::En => EN_ASIDE_FINDER.is_match(&text),
        Lang::Fr => FR_ASIDE_FINDER.is_match(&text),
        Lang::Es => ES_ASIDE_FINDER.is_match(&text),
        Lang::De => DE_ASIDE_FINDER.is_match(&text),
        Lang::Other => false,
    };
    if has_aside {
        for aside in asides {
            while let Some(at) = find_ignoring_case(&text, aside) {
                // "Unfortunately for Berkeley, however, Bacon's actions …":
                // after an opening phrase the comma stays, or the phrase
                // runs into the subject ("for Berkeley Bacon's").
                let keep = if opens_with_a_phrase(&text[..at]) {
                    ","
                } else {
                    ""
                };
                text.replace_range(at..at + aside.len(), keep);
            }
        }
    }
    let openers = match lang {
        Lang::En => EN_OPENERS,
        Lang::Fr => FR_OPENERS,
        Lang::Es => ES_OPENERS,
        Lang::De => DE_OPENERS,
        Lang::Other => &[],
    };
    loop {
        // The openers are short: a sentence whose first words, lower-cased,
        // open with none of them is not lower-cased whole.
        let head = lower_head(&text);
        if !openers
            .iter()
            .any(|o| head.starts_with(*o) && head[o.len()..].starts_with(", "))
        {
            break;
        }
        let lower = text.to_lowercase();
        let Some(opener) = openers.iter().find(|o| {
            lower.starts_with(*o) && lower[o.len()..].starts_with(", ") && lower.len() > o.len() + 2
        }) else {
            break;
        };
        let rest = &text[opener.len() + 2..];
        text = capitalise(rest);
    }
    // "In fact there were tens of thousands of maps …" (unseen set 95):
    // the marker without its comma.
    if lang == Lang::En {
        let lower = lower_head(&text);
        // Not "In reality TV, …" nor "In fact sheets, …": a noun the
        // word makes a compound with.
        let compound = |opener: &str| {
            let next = lower[opener.len()..]
                .split(|c: char| !c.is_alphabetic())
                .next()
                .unwrap_or_default();
            [
                "tv",
                "television",
                "show",
                "shows",
                "series",
                "sheet",
                "sheets",
                "finding",
                "checking",
            ]
            .contains(&next)
        };
        if let Some(opener) = EN_OPENERS_WITHOUT_COMMA
            .iter()
            .find(|o| lower.starts_with(*o) && text.len() > o.len() && !compound(o))
        {
            text = capitalise(&text[opener.len()..]);
        }
    }
    let lower = text.to_lowercase();
    if CROSS_REFERENCES
        .iter()
        .any(|c| lower.starts_with(c) && lower[c.len()..].starts_with([' ', ',']))
        && let Some(comma) = text.find(", ")
        && text[..comma].split_whitespace().count() <= 12
        && text.len() > comma + 2
    {
        text = capitalise(&text[comma + 2..]);
    }
    if lang == Lang::En {
        let lower = text.to_lowercase();
        if let Some(conjunction) = EN_CONJUNCTIONS.iter().find(|c| lower.starts_with(*c)) {
            text = capitalise(&text[conjunction.len()..]);
        }
        // "Recall that ejection fraction (EF) is …": what follows is told
        // again in full, and asked about as any sentence; so is what "It
        // is important to note that" brings in.
        let lower = text.to_lowercase();
        if let Some(reminder) = REMINDERS.iter().find(|r| lower.starts_with(*r))
            && text[reminder.len()..].split_whitespace().count() >= 4
        {
            text = capitalise(&text[reminder.len()..]);
        }
        text = without_linking_adverbs(&text);
        text = without_doubled_words(&text);
    }
    // A quotation cut short at its end (". . . .", which folding leaves as
    // "....") ends with its full stop (unseen set 68: "the famous
    // mark....", C1 for both raters).
    if text.ends_with("....") {
        let kept = text.trim_end_matches(['.', ' ']).len();
        text.truncate(kept);
        text.push('.');
    }
    // Removing a bracket can leave a space before the full stop.
    text.replace(" .", ".").replace(" ,", ",")
}

/// Whether the words before an aside are an opening phrase of time,
/// place, manner or condition ("In 1675", "Unfortunately for Berkeley",
/// "When the war ended") rather than the subject ("The patient").
fn opens_with_a_phrase(before: &str) -> bool {
    const OPENING_WORDS: &[&str] = &[
        "in", "on", "at", "by", "for", "during", "after", "before", "since", "unlike", "like",
        "despite", "although", "though", "when", "while", "if", "because", "as", "with", "without",
        "under", "over", "through", "among", "between", "from", "once", "until", "upon", "within",
        "beyond", "toward", "towards", "dans", "en", "après", "avant", "pendant", "depuis",
        "quand", "lorsque", "si", "durante", "después", "antes", "cuando",
    ];
    let Some(first) = before.split_whitespace().next() else {
        return false;
    };
    let first = first
        .trim_matches(|c: char| !c.is_alphabetic())
        .to_lowercase();
    before.split_whitespace().count() >= 2
        && (OPENING_WORDS.contains(&first.as_str()) || (first.ends_with("ly") && first.len() >= 9))
}

/// The sentence without an "also" inside it, or a "thus" inside a
/// definition, that only ties it to the one before: "Companies also
/// display …", "Plasma osmolality is thus the ratio …". Raters of unseen
/// sets 55 and 56 marked each such leftover as badly formed; the statement
/// is as true without it. Kept: "also called", "also known as" (a
/// naming), "but also", "but it also" (unseen set 76: "…, but it plays
/// a role in …" read as malformed).
fn without_linking_adverbs(text: &str) -> String {
    if !text.contains(" also ") && !text.contains(" thus ") {
        return text.to_string();
    }
    let words: Vec<&str> = text.split(' ').collect();
    let mut kept: Vec<&str> = Vec::with_capacity(words.len());
    for (at, word) in words.iter().enumerate() {
        let before = at.checked_sub(1).map(|b| words[b].to_lowercase());
        let next = words.get(at + 1).map(|n| n.to_lowercase());
        let inside = at > 0 && next.is_some();
        let linking = match *word {
            "also" => {
                // "but it also plays …": the "but" needs its "also".
                let after_but = words[at.saturating_sub(3)..at]
                    .iter()
                    .any(|w| w.eq_ignore_ascii_case("but"));
                inside
                    && !after_but
                    && !before
                        .as_deref()
                        .is_some_and(|b| ["but", "only"].contains(&b))
                    && !next.as_deref().is_some_and(|n| {
                        ["called", "known", "termed", "referred", "named"].contains(&n)
                    })
            }
            // "X is thus the ratio …" defines; elsewhere "thus" may mark
            // what holds only under the sentence before ("TSH is thus
            // increased"), and stays.
            "thus" => {
                inside
                    && before
                        .as_deref()
                        .is_some_and(|b| ["is", "are", "was", "were"].contains(&b))
                    && next
                        .as_deref()
                        .is_some_and(|n| ["the", "a", "an"].contains(&n))
            }
            _ => false,
        };
        if !linking {
            kept.push(word);
        }
    }
    kept.join(" ")
}

/// The first characters of `text` (more than any opener and its comma
/// hold), lower-cased.
fn lower_head(text: &str) -> String {
    let end = text
        .char_indices()
        .nth(HEAD_CHARS)
        .map_or(text.len(), |(at, _)| at);
    text[..end].to_lowercase()
}

/// More characters than the longest opener followed by ", ".
const HEAD_CHARS: usize = 40;

fn aside_finder(asides: &[&str]) -> aho_corasick::AhoCorasick {
    aho_corasick::AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .build(asides)
        .expect("aside patterns")
}

static EN_ASIDE_FINDER: LazyLock<aho_corasick::AhoCorasick> =
    LazyLock::new(|| aside_finder(EN_ASIDES));
static FR_ASIDE_FINDER: LazyLock<aho_corasick::AhoCorasick> =
    LazyLock::new(|| aside_finder(FR_ASIDES));
static ES_ASIDE_FINDER: LazyLock<aho_corasick::AhoCorasick> =
    LazyLock::new(|| aside_finder(ES_ASIDES));
static DE_ASIDE_FINDER: LazyLock<aho_corasick::AhoCorasick> =
    LazyLock::new(|| aside_finder(DE_ASIDES));

/// Where `needle` (ASCII lower case) occurs in `haystack`, ignoring case.
fn find_ignoring_case(haystack: &str, needle: &str) -> Option<usize> {
    let lower = haystack.to_lowercase();
    // Lower-casing keeps byte offsets only for text whose case folding
    // does not change lengths; check before trusting the offset.
    let at = lower.find(needle)?;
    haystack
        .get(at..at + needle.len())
        .filter(|s| s.eq_ignore_ascii_case(needle))
        .map(|_| at)
}

/// The text with its first letter in upper case.
pub fn capitalise(text: &str) -> String {
    // "mRNA", "pH", "eBay": a word whose second letter is a capital is
    // written as its owner writes it, never "MRNA". ("igG", a name lower-
    // cased for comparing, is "IgG" again.)
    if text.chars().nth(1).is_some_and(char::is_uppercase) {
        return text.to_string();
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
#[path = "tidy_tests.rs"]
mod tests;
