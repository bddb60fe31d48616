//! What a section of prose teaches: the terms it defines ("A reference group
//! is a group that people compare themselves to"), the things it names
//! ("… are considered an aggregate, or a crowd"), and the terms its headings
//! and enumerations introduce ("two categories: primary groups and secondary
//! groups"). Questions are good when the forge knows what the document
//! teaches and which terms belong to the same class; this is where both come
//! from.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

use super::analysis::Sentence;
use super::layout::Layout;
use crate::nlp::{Lang, is_stop_word};
use crate::pattern::short_term;

/// A term the document teaches, with what it says the term is when it
/// says so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Concept {
    /// The term as the document writes it, in lower case unless it is a
    /// name ("reference group", "Pavlovian conditioning").
    pub term: String,
    /// Whether the term is written in the plural ("secondary groups").
    pub plural: bool,
    /// Whether the document introduces it with "the" ("the control
    /// center"): then a question says "the" too.
    pub definite: bool,
    /// Whether the document uses it without an article in the singular
    /// ("Negative feedback is …"): a mass noun, asked without "a".
    pub bare: bool,
    /// What the document says it is, as a noun phrase in lower case
    /// ("a group that people compare themselves to"), when it says so.
    pub gloss: Option<String>,
    /// The class the gloss puts it in ("group", "component", "process").
    pub class: Option<String>,
    /// The last word of the term, singular and lower case ("group").
    pub head: String,
    /// Whether the document also writes the term in the other number
    /// (filled in by the caller, which holds the document's index): only
    /// then is it offered in that number.
    pub other_form_used: bool,
    /// The terms (singular, lower case) the document lists beside this one
    /// ("the artery, vein, and renal pelvis"): things of its kind (filled
    /// in by `peers.rs`).
    pub peers: Vec<String>,
    /// The sentence that defines or names it, if one does.
    pub sentence: Option<usize>,
    /// The section it belongs to.
    pub section: usize,
    /// Where it was found first (for stable order).
    pub order: usize,
}

impl Concept {
    /// The term in the number asked for: "secondary group" → "secondary
    /// groups". English only; other languages keep the written form.
    pub fn in_number(&self, plural: bool, lang: Lang) -> String {
        if plural == self.plural || lang != Lang::En {
            return self.term.clone();
        }
        if plural {
            pluralise(&self.term)
        } else {
            singularise(&self.term)
        }
    }
}

/// Number words, which make a count, not a term ("two atoms").
const NUMBER_WORDS: &[&str] = &[
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "hundred",
    "thousand", "million", "billion", "deux", "trois", "quatre", "cinq",
];

/// Openings of a gloss that make it an attribute, not a definition: "is the
/// best example", "is one of the …".
const NOT_A_CLASS: &[&str] = &[
    "best", "most", "first", "last", "only", "main", "same", "other", "one", "key", "major",
    "largest", "smallest", "result", "case", "reason", "example", "part", "basis", "goal", "aim",
    "focus", "subject", "topic", "purpose", "reverse", "opposite", "converse", "latter", "former",
    "rest", "way", "thing", "fact", "idea", "word", "term", "name", "phrase", "label",
];

/// Copular definitions: "(The|A|An) TERM is/are (a|an|the) GLOSS", "TERM
/// refers to GLOSS", "TERM is defined as GLOSS".
static EN_DEFINES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?P<det>(?:[Tt]he|[Aa]n?)\s+)?(?:term\s+)?(?P<term>[“‘]?[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)*?[”’]?)\s+(?:(?:is|are)\s+(?:(?:usually|generally|typically|often|simply|essentially)\s+)?(?:defined\s+as\s+|known\s+as\s+)?|refers?\s+to\s+|means\s+)(?P<gloss>(?:a|an|the|any)\s+.+|\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+)?\s(?:that|which|who|whose)\s.+)$",
    )
    .expect("definition pattern")
});

/// Naming: "GLOSS is/are called TERM", "… known as TERM", "… referred to
/// as TERM", "… considered a TERM".
static EN_NAMES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?P<gloss>(?:The|A|An|Any|People|Individuals|Those|Things|Organisms|Cells|Groups)\s.{10,}?)\s+(?:is|are|was|were)\s+(?:(?:also|often|sometimes|usually)\s+)?(?:called|known\s+as|referred\s+to\s+as|termed|considered|named)\s+(?P<det>(?:an?|the)\s+)?(?P<term>[“‘]?[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)*?[”’]?)(?:,\s+or\s+(?:an?\s+)?[\p{L}][\p{L}'’ -]*)?$",
    )
    .expect("naming pattern")
});

static FR_DEFINES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?P<det>(?:Le|La|Les|Un|Une)\s+|L['’])?(?P<term>[«“]?\s?[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)*?\s?[»”]?)\s+(?:est|sont|désigne|désignent|signifie)\s+(?P<gloss>(?:un|une|le|la|les|des|l['’])\s*.+)$",
    )
    .expect("french definition pattern")
});

static FR_NAMES: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^On (?:appelle|nomme)\s+(?P<term>[«“]?\s?[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)*?\s?[»”]?)\s+(?P<gloss>(?:l['’]|le |la |les |un |une |ce |cette ).+)$",
    )
    .expect("french naming pattern")
});

/// Terms named inside a sentence on purpose: "called X", "known as X",
/// "the term X".
static EN_NAMED_INSIDE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\b(?:(?:is|are|was|were)\s+(?:also\s+)?(?:called|known\s+as|termed|referred\s+to\s+as)|,\s(?:also\s)?(?:called|known\s+as|termed)|a\s+process\s+called|structures?\s+called|the\s+term)\s+(?:an?\s+|the\s+)?[“‘]?(?P<term>\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})(?:[.,;:]?[”’]|[”’]?(?:[.,;:)]|\s+(?:is|are|and|or|in|of|to|for|which|that|who)\b))",
    )
    .expect("named inside pattern")
});

/// A term named with its kind: "a protein called actin", "a quality of
/// muscle tissue called elasticity", "an electrical wave called an action
/// potential". Indefinite only: "the teacher called the students" names
/// nothing.
static EN_KIND_CALLED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|\s)[Aa]n?\s(?P<kind>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2}?)(?:\sof\s\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2}?)?\scalled\s(?:an?\s|the\s)?(?P<term>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+)?)(?:[.,;:)]|\s(?:is|are|was|were|and|or|in|of|to|for|which|that|who|as|along|at|on|by|with|from)\s)",
    )
    .expect("kind called pattern")
});

/// A term named after its kind with "of": "the quality of extensibility",
/// "the property of elasticity". Only nouns made from another word
/// ("-ity", "-sis", "-tion", "-ism", "-ance", "-ence"): "the quality of
/// life" names no term. Not "the process of …": see [`named_with_kind`].
static EN_KIND_OF: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|\s)[Tt]he\s(?P<kind>quality|property|ability|capacity)\sof\s(?P<term>\p{Ll}[\p{Ll}-]+(?:ity|sis|tion|ism|ance|ence))(?:[.,;:)]|\s(?:is|are|was|were|and|or|in|of|to|for|which|that|who|as|along|at|on|by|with|from|occurs|begins|takes)\s)",
    )
    .expect("kind of pattern")
});

/// An enumeration of kinds: "two categories: primary groups and secondary
/// groups", "three types: A, B, and C".
static EN_KINDS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\b(?:two|three|four|five|six|several|many|different)\s+(?:main\s+|basic\s+|broad\s+|major\s+|distinct\s+)?(?:types|kinds|categories|forms|classes|groups|stages|phases|components|parts)(?:\s+of\s+[\p{L} -]+?)?\s*:\s+(?P<list>[^.;]+)",
    )
    .expect("kinds pattern")
});

/// An appositive definition: "polygyny, the practice of having more than
/// one wife at a time, was widespread".
static EN_APPOSITIVE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|\s)(?P<term>\p{Ll}[\p{Ll}-]{3,}(?:\s\p{Ll}[\p{Ll}-]{3,})?),\s(?P<gloss>(?:a|an|the)\s[^,;()—]+?\s(?:of|that|which|who|in\swhich|by\swhich|used\sto)\s[^,;()—]+?),",
    )
    .expect("appositive pattern")
});

/// Naming in an appositive: "a tentative explanation, called a
/// hypothesis, …".
static EN_CALLED_APPOSITIVE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?P<gloss>\b(?:[Aa]n?|[Tt]he)\s[^,;()]+?),\s(?P<named>called|known\sas|termed)\s(?:an?\s|the\s)?(?P<term>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2})[,.;]",
    )
    .expect("called appositive pattern")
});

/// A definition in a relative clause: "a scientific theory, which is a
/// broad explanation …".
static EN_WHICH_IS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\b(?:an?|the)\s(?P<term>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+)?),\swhich\s(?:is|are)\s(?P<gloss>(?:a|an|the)\s[^,;()]+?)(?:[,;.]|$)",
    )
    .expect("which is pattern")
});

/// A process named by when it occurs: "Associative learning occurs when an
/// organism makes connections …".
static EN_OCCURS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?P<term>\p{L}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2})\s+(?:occurs|happens|takes\splace|results)\s+when\s",
    )
    .expect("occurs pattern")
});

/// Words that end a gloss's class noun phrase.
const CLASS_STOPS: &[&str] = &[
    "that", "which", "who", "whom", "whose", "where", "when", "of", "in", "on", "at", "by", "for",
    "with", "from", "to", "around", "between", "into", "within", "through", "about", "as", "and",
    "or", "qui", "que", "dont", "où", "de", "du", "des", "d", "en", "par", "pour", "avec", "dans",
    "sur", "entre", "et", "ou",
];

/// Finds the concepts of a document's clean sentences, its headings and
/// its enumerations.
pub fn find(sentences: &[Sentence], layout: &Layout, lang: Lang) -> Vec<Concept> {
    let mut found = Found::default();
    if lang == Lang::Other {
        return Vec::new();
    }
    for sentence in sentences.iter().filter(|s| s.clean) {
        if let Some(concept) = definition(sentence, lang) {
            found.push(concept);
        }
    }
    // Terms named without a gloss: "… a process called osmosis", headings,
    // enumerations of kinds.
    for sentence in sentences.iter() {
        if lang == Lang::En {
            // Cheap tests first: each pattern needs a word or mark that most
            // sentences lack.
            let lower = sentence.text.to_lowercase();
            let naming = ["called", "known as", "termed", "referred to", "the term"]
                .iter()
                .any(|w| lower.contains(w));
            let appositive = [", a ", ", an ", ", the "]
                .iter()
                .any(|w| lower.contains(w));
            let which_is = lower.contains(", which is") || lower.contains(", which are");
            // Each pattern is compiled on its first use in a run, so the
            // tests decide whether it is used at all, not just matched.
            let named_inside = naming.then(|| EN_NAMED_INSIDE.captures_iter(&sentence.text));
            for caps in named_inside.into_iter().flatten() {
                let term = caps["term"].to_string();
                found.push(bare(&term, sentence.section, sentence.start, None));
            }
            let kind_called = lower
                .contains(" called ")
                .then(|| EN_KIND_CALLED.captures_iter(&sentence.text));
            let kind_of = ["quality of", "property of", "ability of", "capacity of"]
                .iter()
                .any(|w| lower.contains(w))
                .then(|| EN_KIND_OF.captures_iter(&sentence.text));
            for caps in kind_called
                .into_iter()
                .flatten()
                .chain(kind_of.into_iter().flatten())
            {
                if let Some(concept) = named_with_kind(&caps["kind"], &caps["term"], sentence) {
                    found.push(concept);
                }
            }
            // Appositives and relative clauses are kept from clean
            // sentences only.
            let appositives =
                (appositive && sentence.clean).then(|| EN_APPOSITIVE.captures_iter(&sentence.text));
            for caps in appositives.into_iter().flatten() {
                let term = caps["term"].to_string();
                let gloss = caps["gloss"].to_string();
                // The pattern leaves lengths open (bounded Unicode classes
                // compile slowly); an appositive gloss is a phrase.
                if !(12..=180).contains(&gloss.chars().count()) {
                    continue;
                }
                let before = sentence.text[..caps.name("term").map_or(0, |m| m.start())]
                    .split_whitespace()
                    .last()
                    .unwrap_or_default()
                    .to_lowercase();
                let common = term.split_whitespace().count() == 1
                    && crate::lexicon::zipf(&term, lang).is_some_and(|z| z >= 4.5);
                let listed = class_of(&gloss).is_some_and(|class| {
                    sentence
                        .text
                        .to_lowercase()
                        .matches(&format!(" {class} "))
                        .count()
                        > 1
                });
                // "… limited ultra-processed food, a variety of fruits and
                // vegetables, whole grains, and …" is a list, not a term and
                // what it is.
                let rest = &sentence.text[caps.get(0).map_or(0, |m| m.end())..];
                let in_a_list = rest
                    .split(',')
                    .next()
                    .is_some_and(|item| item.split_whitespace().count() <= 4)
                    && rest.contains(" and ");
                // "With hypothyroidism, the decreased levels …": the term
                // ends an opening phrase, and what follows is the clause.
                // "In addition to gas and dust, a third class of particles
                // …": the last of two is not what the next phrase is.
                let opening_phrase = [
                    "of", "for", "the", "a", "an", "in", "on", "about", "to", "with", "without",
                    "by", "during", "after", "before", "like", "from", "as", "at", "and", "or",
                    "nor",
                ]
                .contains(&before.as_str());
                if term.split_whitespace().any(|w| is_stop_word(w, lang))
                    || !sentence.clean
                    || common
                    || listed
                    || in_a_list
                    || opening_phrase
                {
                    continue;
                }
                let mut concept = bare(
                    &term,
                    sentence.section,
                    sentence.start,
                    Some(sentence.index),
                );
                concept.class = class_of(&gloss);
                concept.gloss = Some(gloss);
                concept.bare = !concept.plural;
                if concept
                    .class
                    .as_deref()
                    .is_some_and(|c| !NOT_A_CLASS.contains(&c))
                {
                    found.push(concept);
                }
            }
            let called = (naming && sentence.clean)
                .then(|| EN_CALLED_APPOSITIVE.captures_iter(&sentence.text));
            let defined =
                (which_is && sentence.clean).then(|| EN_WHICH_IS.captures_iter(&sentence.text));
            for caps in called
                .into_iter()
                .flatten()
                .chain(defined.into_iter().flatten())
            {
                let term = caps["term"].to_string();
                let mut gloss = caps["gloss"].to_string();
                if caps.name("named").is_some() {
                    // The noun phrase right before ", called": from its
                    // last article that opens a noun phrase of its own
                    // ("… a model, called a hypothesis"), not one inside a
                    // phrase of the noun before ("the period required by
                    // the Moon …, called the month").
                    if let Some(at) = article_opening_last_phrase(&gloss) {
                        gloss = gloss[at + 1..].to_string();
                    }
                    // Opening the sentence: "The period …, called the month".
                    if gloss.starts_with(['A', 'T']) {
                        gloss = lower_first(&gloss);
                    }
                }
                if !sentence.clean
                    || gloss.split_whitespace().count() < 2
                    || gloss.chars().count() > 130
                {
                    continue;
                }
                let mut concept = bare(
                    &term,
                    sentence.section,
                    sentence.start,
                    Some(sentence.index),
                );
                concept.class = class_of(&gloss);
                concept.gloss = Some(gloss);
                if concept
                    .class
                    .as_deref()
                    .is_some_and(|c| !NOT_A_CLASS.contains(&c))
                {
                    found.push(concept);
                }
            }
            let occurs = sentence
                .text
                .contains("when")
                .then(|| EN_OCCURS.captures(&sentence.text))
                .flatten();
            if let Some(caps) = occurs {
                let term = lower_unless_name(&caps["term"]);
                if !term.split_whitespace().any(|w| is_stop_word(w, lang)) {
                    let mut concept = bare(&term, sentence.section, sentence.start, None);
                    concept.bare = !concept.plural;
                    found.push(concept);
                }
            }
            let kinds = sentence
                .text
                .contains(':')
                .then(|| EN_KINDS.captures(&sentence.text))
                .flatten();
            if let Some(caps) = kinds {
                let members = split_list(&caps["list"]);
                // A list of kinds is a list of names, not a clause that
                // follows a colon.
                if members.len() < 2 || members.iter().any(|m| m.split_whitespace().count() > 4) {
                    continue;
                }
                for member in members {
                    found.push(bare(&member, sentence.section, sentence.start, None));
                }
            }
        }
    }
    if lang == Lang::En {
        for concept in super::names::names(sentences) {
            found.push(concept);
        }
    }
    for concept in super::described::described_terms(sentences, lang) {
        found.push(concept);
    }
    for concept in super::recurring::recurring_terms(sentences, lang) {
        found.push(concept);
    }
    // Every sentence in lower case, one per line, made once for all the
    // headings (a term never spans a line break).
    let mut all_lower: Option<String> = None;
    for (index, section) in layout.sections.iter().enumerate() {
        let Some(heading) = &section.heading else {
            continue;
        };
        for part in split_list(heading) {
            let term = lower_unless_name(&part);
            // A heading that says what the section does ("Explaining
            // Primate Success") is no term; nor one the text never uses.
            let used = all_lower
                .get_or_insert_with(|| lower_text(sentences))
                .contains(&term.to_lowercase());
            if term
                .split_whitespace()
                .next()
                .is_some_and(|w| w.ends_with("ing"))
                || !used
            {
                continue;
            }
            if term.split_whitespace().count() <= 3
                && !term.split_whitespace().any(|w| is_stop_word(w, lang))
            {
                let order = layout
                    .blocks
                    .iter()
                    .find(|b| b.section == index)
                    .map_or(usize::MAX, |b| b.start);
                found.push(bare(&term, index, order, None));
            }
        }
    }
    let mut found = found.list;
    restore_names(&mut found, sentences);
    if lang == Lang::Es {
        // Spanish puts the noun first: "energía potencial" and "energía
        // cinética" are two kinds of "energía".
        for concept in &mut found {
            if let Some(first) = concept.term.split_whitespace().next() {
                concept.head = first.to_lowercase();
            }
        }
    }
    found.sort_by(|a, b| a.order.cmp(&b.order).then_with(|| a.term.cmp(&b.term)));
    found
}

/// Every sentence in lower case, one per line.
fn lower_text(sentences: &[Sentence]) -> String {
    let mut text = String::new();
    for sentence in sentences {
        text.push_str(&sentence.text.to_lowercase());
        text.push('\n');
    }
    text
}

/// The concepts found so far, with an index by term (lower case, singular)
/// so that adding one does not compare it with every other.
#[derive(Default)]
struct Found {
    list: Vec<Concept>,
    index: BTreeMap<String, usize>,
}

/// Gives back its capital to a term lower-cased because it opened its
/// sentence, when the document writes it with a capital inside sentences
/// too ("Jupiter", "Vénus"): a name, not a common noun.
fn restore_names(found: &mut [Concept], sentences: &[Sentence]) {
    for concept in found.iter_mut() {
        let capital = super::tidy::capitalise(&concept.term);
        // Only a term that opened its defining sentence was lower-cased.
        let opened = concept
            .sentence
            .and_then(|i| sentences.get(i))
            .is_some_and(|s| s.text.contains(&capital));
        if !concept.term.starts_with(|c: char| c.is_lowercase()) || !opened {
            continue;
        }
        let inside = |text: &str, word: &str| {
            text.match_indices(word).any(|(at, _)| {
                let before = text[..at].chars().next_back();
                let after = text[at + word.len()..].chars().next();
                at > 0
                    && before.is_some_and(|c| c == ' ' || c == '(' || c == '«' || c == '“')
                    && after.is_none_or(|c| !c.is_alphanumeric())
            })
        };
        let named = sentences.iter().any(|s| inside(&s.text, &capital))
            && !sentences.iter().any(|s| inside(&s.text, &concept.term));
        if named {
            concept.term = capital;
        }
    }
}

/// A concept known only by its name.
pub(super) fn bare(term: &str, section: usize, order: usize, sentence: Option<usize>) -> Concept {
    let term = term.trim().to_string();
    let plural = looks_plural(&term);
    Concept {
        head: head_word(&term, plural),
        other_form_used: false,
        peers: Vec::new(),
        plural,
        definite: false,
        bare: false,
        gloss: None,
        class: None,
        term,
        sentence,
        section,
        order,
    }
}

impl Found {
    /// Adds a concept unless the same term (in either number) is known; a
    /// defined form replaces a bare one.
    fn push(&mut self, concept: Concept) {
        let lang_words = concept.term.split_whitespace().collect::<Vec<_>>();
        if concept.term.chars().count() < 3
            || lang_words.len() > 4
            || concept.term.chars().any(|c| c.is_ascii_digit())
            || lang_words.iter().any(|w| {
                is_stop_word(w, Lang::En) && !matches!(*w, "of" | "de" | "du" | "des")
                    || NUMBER_WORDS.contains(&w.to_lowercase().as_str())
            })
            || lang_words
                .last()
                .is_some_and(|w| matches!(*w, "of" | "de" | "du" | "des"))
            // "l'eau", "d'orages": an elided article is no part of a term.
            || lang_words.first().is_some_and(|w| {
                let lower = w.to_lowercase();
                ["l'", "l’", "d'", "d’", "qu'", "qu’"].iter().any(|e| lower.starts_with(e))
            })
        {
            return;
        }
        let key = singularise(&concept.term.to_lowercase());
        if let Some(&at) = self.index.get(&key) {
            let known = &mut self.list[at];
            if known.gloss.is_none() && concept.gloss.is_some() {
                let order = known.order.min(concept.order);
                *known = Concept { order, ..concept };
            } else if known.class.is_none() && known.gloss.is_none() {
                // "a quality called excitability" says what kind it is.
                known.class = concept.class;
            }
            return;
        }
        self.index.insert(key, self.list.len());
        self.list.push(concept);
    }
}

/// The concept a sentence defines or names, if it does.
fn definition(sentence: &Sentence, lang: Lang) -> Option<Concept> {
    let whole = sentence.text.trim_end_matches(['.', '!']);
    definition_in(whole, sentence, lang)
        .or_else(|| {
            // "…experience: learning is a relatively permanent change …"
            let (_, clause) = whole.rsplit_once(": ")?;
            clause
                .starts_with(|c: char| c.is_lowercase())
                .then(|| definition_in(clause, sentence, lang))
                .flatten()
        })
        .or_else(|| {
            // "In economics, a tariff is a tax …", "In the case of the
            // international system, anarchy refers to …": the opening
            // phrase says where the definition holds, not what is defined.
            let clause = after_framing_phrase(whole, lang)?;
            definition_in(clause, sentence, lang)
        })
}

/// What follows an opening phrase of place or field ("In economics, ",
/// "In the case of X, ", "Within the cell, "), when the sentence has one.
/// The phrase may hold no verb of its language ("a" is one in French, an
/// article in English: "In a cell, " opens a phrase of place).
fn after_framing_phrase(text: &str, lang: Lang) -> Option<&str> {
    let openers: &[&str] = match lang {
        Lang::En => &[
            "In ",
            "Within ",
            "For ",
            "Among ",
            "Technically, ",
            "Generally, ",
        ],
        Lang::Fr => &["En ", "Dans ", "Pour ", "Chez "],
        Lang::Es | Lang::De | Lang::Other => return None,
    };
    let opener = openers.iter().find(|o| text.starts_with(**o))?;
    if opener.ends_with(", ") {
        return Some(&text[opener.len()..]);
    }
    let (phrase, rest) = text.split_once(", ")?;
    // A short phrase of nouns: no verb, no second clause, no number (a
    // date's "In 1920, …" tells when, and what follows is an event).
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let verbs: &[&str] = match lang {
        Lang::En => &["is", "are", "was", "were", "has", "have", "had", "be"],
        _ => &["est", "sont", "a", "ont", "était", "étaient", "fut"],
    };
    let verbish = |w: &str| verbs.contains(&w.to_lowercase().as_str());
    if words.len() > 8
        || phrase.contains(|c: char| c.is_ascii_digit())
        || words.iter().any(|w| verbish(w))
        || !rest.starts_with(|c: char| c.is_alphabetic())
    {
        return None;
    }
    Some(rest)
}

fn definition_in(body: &str, sentence: &Sentence, lang: Lang) -> Option<Concept> {
    if matches!(lang, Lang::Es | Lang::De) {
        return spanish_or_german(body, sentence, lang);
    }
    let (caps, named) = match lang {
        Lang::En => EN_DEFINES
            .captures(body)
            .filter(short_term)
            .map(|c| (c, false))
            .or_else(|| {
                EN_NAMES
                    .captures(body)
                    .filter(short_term)
                    .map(|c| (c, true))
            }),
        Lang::Fr => FR_DEFINES
            .captures(body)
            .filter(short_term)
            .map(|c| (c, false))
            .or_else(|| {
                FR_NAMES
                    .captures(body)
                    .filter(short_term)
                    .map(|c| (c, true))
            }),
        Lang::Es | Lang::De | Lang::Other => None,
    }?;
    let term = caps["term"]
        .trim_matches(['“', '”', '‘', '’', '«', '»', ' '])
        .to_string();
    let first = term.split_whitespace().next()?;
    // "It is …", "These people are …": the subject points back.
    if is_stop_word(first, lang)
        || POINTING.contains(&first.to_lowercase().as_str())
        || super::definitions::names_a_word(&term)
    {
        return None;
    }
    if term
        .split_whitespace()
        .skip(1)
        .any(|w| is_stop_word(w, lang) && !matches!(w, "of" | "de" | "du" | "des"))
    {
        return None;
    }
    let gloss = gloss_of(&caps["gloss"], named)?;
    // A naming sentence's subject must be a noun phrase with its relative
    // clause ("People who happen to be …"), not a clause of its own ("The
    // mucopolysaccharides then coat the zygote in a barrier that …").
    if named {
        let words: Vec<&str> = gloss.split_whitespace().collect();
        let relative = words
            .iter()
            .position(|w| ["that", "which", "who", "whose", "where"].contains(w));
        if relative.is_none_or(|at| at > 5) {
            return None;
        }
    }
    let class = class_of(&gloss);
    if class
        .as_deref()
        .is_some_and(|c| NOT_A_CLASS.contains(&c) || c.len() < 3)
    {
        return None;
    }
    let definite = caps
        .name("det")
        .is_some_and(|d| matches!(d.as_str().trim(), "The" | "the" | "Le" | "La" | "Les"));
    let term = lower_unless_name(&term);
    let plural = looks_plural(&term) && lang == Lang::En;
    let bare = caps.name("det").is_none() && !named && !plural;
    Some(Concept {
        head: head_word(&term, plural),
        other_form_used: false,
        peers: Vec::new(),
        plural,
        definite,
        bare,
        gloss: Some(gloss),
        class,
        term,
        sentence: Some(sentence.index),
        section: sentence.section,
        order: sentence.start,
    })
}

/// A Spanish or German definition as a concept: the term as the sentence
/// writes it (German nouns keep their capital), the class noun where the
/// language puts it, and the head word the same way.
fn spanish_or_german(body: &str, sentence: &Sentence, lang: Lang) -> Option<Concept> {
    let found = super::definitions::definition(body, lang)?;
    let gloss = gloss_of(&found.gloss, found.named)?;
    let class = super::definitions_es_de::class_of(&gloss, lang);
    if class.as_deref().is_some_and(|c| {
        NOT_A_CLASS.contains(&c)
            || super::definitions_es_de::NOT_A_CLASS.contains(&c)
            || c.chars().count() < 3
    }) {
        return None;
    }
    let article = body[..found.start]
        .split_whitespace()
        .next_back()
        .map(str::to_lowercase);
    let definite = article
        .as_deref()
        .is_some_and(|a| ["el", "la", "los", "las", "der", "die", "das"].contains(&a));
    let term = match lang {
        Lang::De => found.term,
        _ => lower_unless_name(&found.term),
    };
    let words: Vec<&str> = term.split_whitespace().collect();
    // Spanish puts the noun first ("energía potencial"), German last.
    let head = match lang {
        Lang::Es => words.first(),
        _ => words.last(),
    }
    .map(|w| w.to_lowercase())
    .unwrap_or_default();
    Some(Concept {
        head,
        other_form_used: false,
        peers: Vec::new(),
        plural: false,
        definite,
        bare: article.is_none() && !found.named,
        gloss: Some(gloss),
        class,
        term,
        sentence: Some(sentence.index),
        section: sentence.section,
        order: sentence.start,
    })
}

/// Where the last noun phrase of `text` begins: the last " a ", " an " or
/// " the " not after a preposition or a participle ("required by the",
/// "of the"), or None when every one is (the whole text is one phrase).
fn article_opening_last_phrase(text: &str) -> Option<usize> {
    const TIES: &[&str] = &[
        "of", "by", "in", "to", "for", "from", "with", "on", "at", "into", "through", "between",
        "around", "about", "over", "under", "within", "across", "during", "among",
    ];
    let mut at = text.len();
    loop {
        let found = [" a ", " an ", " the "]
            .iter()
            .filter_map(|d| text[..at].rfind(d))
            .max()?;
        let before = text[..found]
            .split_whitespace()
            .next_back()
            .unwrap_or_default();
        if !TIES.contains(&before.to_lowercase().as_str()) {
            return Some(found);
        }
        at = found;
    }
}

/// Subjects that point back to an earlier sentence.
const POINTING: &[&str] = &[
    "this", "these", "that", "those", "it", "they", "such", "ce", "cette", "ces", "il", "elle",
    "ils", "elles", "cela",
];

/// The gloss as a noun phrase that can stand as an option: lower case,
/// cut at the first clause that adds something else ("—it provides …",
/// "; often …", ", and she believes …"), and of a sensible length.
fn gloss_of(raw: &str, named: bool) -> Option<String> {
    let mut gloss = raw.trim();
    for cut in [
        ", such as ",
        ", including ",
        " (e.g.",
        ", e.g.",
        ", for example",
        " such as ",
        ", como ",
        ", por ejemplo",
        " (por ejemplo",
        ", wie ",
        ", zum Beispiel",
        " (z. B.",
        ", z. B.",
    ] {
        if let Some(at) = gloss.find(cut) {
            gloss = &gloss[..at];
        }
    }
    for cut in [
        "—",
        " – ",
        ";",
        ", and ",
        ", but ",
        ", while ",
        ", so ",
        ": ",
        ", y ",
        ", pero ",
        ", mientras ",
        ", und ",
        ", aber ",
        ", während ",
    ] {
        let found = gloss
            .match_indices(cut)
            .map(|(at, _)| at)
            .find(|&at| !(cut == ", and " && closes_a_list(&gloss[..at])));
        if let Some(at) = found {
            gloss = &gloss[..at];
        }
    }
    let gloss = gloss.trim().trim_end_matches([',', '.']);
    let words = gloss.split_whitespace().count();
    if !(3..=28).contains(&words) || !balanced(gloss) {
        return None;
    }
    // A gloss that names its own example or points back is no definition.
    let lower = gloss.to_lowercase();
    if [
        " this ",
        " these ",
        " such as ",
        " e.g",
        " for example",
        " este ",
        " esta ",
        " estos ",
        " estas ",
        " dieser ",
        " diese ",
        " dieses ",
    ]
    .iter()
    .any(|w| lower.contains(w))
    {
        return None;
    }
    let text = if named {
        lower_first(gloss)
    } else {
        gloss.to_string()
    };
    Some(text)
}

/// The concept a sentence names with its kind ("a protein called actin"):
/// the term, and the kind's last word as its class. None when the term is
/// a word of grammar ("called by the president") or the kind no class
/// ("a part called …").
fn named_with_kind(kind: &str, term: &str, sentence: &Sentence) -> Option<Concept> {
    let class = kind.split_whitespace().last()?;
    // Processes follow and cause one another: one swapped for another in
    // a statement ("Thus, capacitation can still occur" for
    // fertilization) may still be true, so "process" is too broad a class
    // to give.
    if ["process", "condition", "phenomenon"].contains(&class) {
        return None;
    }
    if term.split_whitespace().any(|w| is_stop_word(w, Lang::En))
        || is_stop_word(class, Lang::En)
        || NOT_A_CLASS.contains(&class)
    {
        return None;
    }
    // No gloss to ask for: the naming sentence itself may be asked about
    // ("… due to a quality of muscle tissue called _____").
    let mut concept = bare(term, sentence.section, sentence.start, None);
    concept.class = Some(class.to_string());
    Some(concept)
}

/// Whether an ", and" after `before` closes a list ("productivity, safety,
/// and health"): the item before it is one to three words after another
/// comma, not a clause of its own.
fn closes_a_list(before: &str) -> bool {
    before
        .rsplit_once(", ")
        .is_some_and(|(_, item)| (1..=3).contains(&item.split_whitespace().count()))
}

/// The class noun of a gloss: the last word before the first word that
/// starts a clause or a complement ("a *group* that …", "the physiological
/// *value* around which …").
pub fn class_of(gloss: &str) -> Option<String> {
    let words: Vec<&str> = gloss.split_whitespace().collect();
    let mut last = None;
    for word in words.iter().skip(1) {
        let bare = word
            .trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
            .to_lowercase();
        if CLASS_STOPS.contains(&bare.as_str()) || bare.is_empty() {
            break;
        }
        last = Some(bare);
        if word.ends_with(',') {
            break;
        }
    }
    last.map(|w| singularise(&w))
}

fn balanced(text: &str) -> bool {
    text.matches('(').count() == text.matches(')').count()
        && text.matches('“').count() == text.matches('”').count()
}

/// Splits "In-Groups and Out-Groups", "A, B, and C" into their members.
fn split_list(list: &str) -> Vec<String> {
    list.split([','])
        .flat_map(|part| part.split(" and "))
        .flat_map(|part| part.split(" or "))
        .map(|part| {
            part.trim()
                .trim_start_matches("and ")
                .trim_start_matches("or ")
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_string()
        })
        .filter(|part| !part.is_empty())
        .collect()
}

/// A term in lower case unless it is a name: "Reference Groups" →
/// "reference groups", "Pavlovian conditioning" stays.
fn lower_unless_name(term: &str) -> String {
    let words: Vec<&str> = term.split_whitespace().collect();
    let every_word_capital = words
        .iter()
        .all(|w| w.starts_with(|c: char| c.is_uppercase()));
    let inner_capitals = words.iter().skip(1).any(|w| {
        w.starts_with(|c: char| c.is_uppercase()) && !w.chars().all(|c| !c.is_lowercase())
    });
    if every_word_capital && words.len() > 1 {
        // A title-case heading: lower-case words that are common words.
        return words
            .iter()
            .map(|w| {
                let common = crate::lexicon::is_english_word(&w.to_lowercase())
                    && !w.chars().skip(1).any(char::is_uppercase);
                if common || w.contains('-') {
                    w.to_lowercase()
                } else {
                    (*w).to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
    }
    if inner_capitals {
        return term.to_string();
    }
    lower_first(term)
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let second_upper = text.chars().nth(1).is_some_and(char::is_uppercase);
    if second_upper {
        // An acronym ("DNA", "GDP") keeps its capitals.
        return text.to_string();
    }
    first.to_lowercase().chain(chars).collect()
}

/// Whether an English term reads as plural ("groups", "algae" aside;
/// "economics" and "physics" name one field).
pub(super) fn looks_plural(term: &str) -> bool {
    let last = term
        .split_whitespace()
        .last()
        .unwrap_or(term)
        .to_lowercase();
    last.ends_with('s')
        && !SINGULAR_ICS.iter().any(|field| last.ends_with(field))
        && !last.ends_with("ss")
        && !last.ends_with("us")
        && !last.ends_with("is")
        && !last.ends_with("sis")
        && last.len() > 3
}

/// Endings of fields and disciplines named with "-ics", which are
/// singular ("Economics is …").
const SINGULAR_ICS: &[&str] = &[
    "nomics",
    "physics",
    "genetics",
    "ethics",
    "politics",
    "mathematics",
    "statistics",
    "linguistics",
    "acoustics",
    "optics",
    "tronics",
    "dynamics",
    "mechanics",
    "athletics",
    "logistics",
    "semantics",
    "phonetics",
    "robotics",
    "aesthetics",
    "genomics",
    "informatics",
    "iatrics",
    "forensics",
    "gymnastics",
    "civics",
    "thermodynamics",
    "pragmatics",
];

fn head_word(term: &str, plural: bool) -> String {
    let last = term
        .split_whitespace()
        .last()
        .unwrap_or(term)
        .rsplit('-')
        .next()
        .unwrap_or(term)
        .to_lowercase();
    if plural { singularise(&last) } else { last }
}

/// The English plural of a term's last word.
pub fn pluralise(term: &str) -> String {
    let (head, last) = match term.rsplit_once(' ') {
        Some((head, last)) => (format!("{head} "), last),
        None => (String::new(), term),
    };
    let plural = if let Some(stem) = last.strip_suffix('y')
        && !stem.ends_with(['a', 'e', 'i', 'o', 'u'])
    {
        format!("{stem}ies")
    } else if last.ends_with(['s', 'x', 'z']) || last.ends_with("ch") || last.ends_with("sh") {
        format!("{last}es")
    } else {
        format!("{last}s")
    };
    format!("{head}{plural}")
}

/// The English singular of a term's last word.
pub fn singularise(term: &str) -> String {
    // Built in one string: this is asked for every pair of terms a
    // document compares.
    let (head, last) = match term.rsplit_once(' ') {
        Some((head, last)) => (Some(head), last),
        None => (None, term),
    };
    let mut single = String::with_capacity(term.len());
    if let Some(head) = head {
        single.push_str(head);
        single.push(' ');
    }
    if let Some(stem) = last.strip_suffix("ies") {
        single.push_str(stem);
        single.push('y');
    } else if let Some(stem) = last
        .strip_suffix("ches")
        .or_else(|| last.strip_suffix("shes"))
    {
        single.push_str(&last[..stem.len() + 2]);
    } else if last.ends_with("sses") || last.ends_with("xes") {
        single.push_str(&last[..last.len() - 2]);
    } else if last.ends_with('s')
        && !last.ends_with("ss")
        && !last.ends_with("us")
        && !last.ends_with("is")
        && !SINGULAR_ICS.iter().any(|field| last.ends_with(field))
        && last.len() > 3
    {
        single.push_str(&last[..last.len() - 1]);
    } else {
        single.push_str(last);
    }
    single
}

/// Compiles the English concept patterns now (`super::warm_patterns`).
pub(super) fn warm_english() {
    LazyLock::force(&EN_DEFINES);
    LazyLock::force(&EN_NAMES);
    LazyLock::force(&EN_NAMED_INSIDE);
    LazyLock::force(&EN_KIND_CALLED);
    LazyLock::force(&EN_KIND_OF);
    LazyLock::force(&EN_APPOSITIVE);
    LazyLock::force(&EN_CALLED_APPOSITIVE);
    LazyLock::force(&EN_WHICH_IS);
    LazyLock::force(&EN_OCCURS);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sentence(text: &str) -> Sentence {
        Sentence::for_test(0, text)
    }

    /// The terms and classes `pattern` names in `text`.
    fn named_by(pattern: &Regex, text: &str) -> Vec<(String, Option<String>)> {
        let sentence = sentence(text);
        pattern
            .captures_iter(text)
            .filter_map(|caps| named_with_kind(&caps["kind"], &caps["term"], &sentence))
            .map(|c| (c.term, c.class))
            .collect()
    }

    #[test]
    fn a_term_named_with_its_kind_takes_the_kind_as_its_class() {
        let named = |text: &str| named_by(&EN_KIND_CALLED, text);
        let named_of = |text: &str| named_by(&EN_KIND_OF, text);
        assert_eq!(
            named(
                "The muscles contract when a protein called actin is pulled by a protein called myosin."
            ),
            [
                ("actin".to_string(), Some("protein".to_string())),
                ("myosin".to_string(), Some("protein".to_string()))
            ]
        );
        assert_eq!(
            named(
                "A muscle can return to its length due to a quality of muscle tissue called elasticity."
            ),
            [("elasticity".to_string(), Some("quality".to_string()))]
        );
        assert_eq!(
            named("They send an electrical wave called an action potential along the membrane."),
            [("action potential".to_string(), Some("wave".to_string()))]
        );
        assert_eq!(
            named_of("Muscle tissue also has the quality of extensibility; it can stretch."),
            [("extensibility".to_string(), Some("quality".to_string()))]
        );
        assert!(
            named_of("Sperm must undergo the process of capacitation to fertilize.").is_empty()
        );
        assert!(named("Water moves by a process called osmosis.").is_empty());
        assert!(named_of("The quality of life improved.").is_empty());
        // A verb, not a naming.
        assert!(named("A meeting called by the president ended.").is_empty());
        assert!(named("The teacher called the students.").is_empty());
    }

    #[test]
    fn a_gloss_keeps_the_end_of_its_list_and_drops_a_second_clause() {
        assert_eq!(
            gloss_of(
                "the study of how to design tools to optimize productivity, safety, and health",
                false
            )
            .as_deref(),
            Some("the study of how to design tools to optimize productivity, safety, and health")
        );
        assert_eq!(
            gloss_of(
                "a group that people compare themselves to, and they often copy its norms",
                false
            )
            .as_deref(),
            Some("a group that people compare themselves to")
        );
    }

    #[test]
    fn an_opening_phrase_of_field_or_place_leaves_the_definition_whole() {
        let c = definition(
            &sentence(
                "In economics, a tariff is a tax that a government places on imported goods.",
            ),
            Lang::En,
        )
        .unwrap();
        assert_eq!(c.term, "tariff");
        assert_eq!(
            c.gloss.as_deref(),
            Some("a tax that a government places on imported goods")
        );
        let c = definition(
            &sentence("In the case of the international system, anarchy refers to a lack of a general sense of order."),
            Lang::En,
        )
        .unwrap();
        assert_eq!(c.term, "anarchy");
        // A date opens an event, and a clause is no phrase of place.
        assert_eq!(
            definition(
                &sentence("In 1920, the league was a body that met in Geneva."),
                Lang::En
            ),
            None
        );
        assert_eq!(
            after_framing_phrase(
                "In this case, the state that is perpetrating the violence was a …",
                Lang::En
            ),
            Some("the state that is perpetrating the violence was a …")
        );
        assert_eq!(
            after_framing_phrase("In cases where the law was broken, a court is …", Lang::En),
            None
        );
        // "a" is an article in English and a verb in French.
        assert_eq!(
            after_framing_phrase("In a cell, the nucleus is …", Lang::En),
            Some("the nucleus is …")
        );
        let c = definition(
            &sentence("In a eukaryotic cell, a nucleus is an organelle that holds the DNA."),
            Lang::En,
        )
        .unwrap();
        assert_eq!(c.term, "nucleus");
        assert_eq!(
            after_framing_phrase("Dans ce cas, le roi a perdu, la ville est …", Lang::Fr),
            Some("le roi a perdu, la ville est …")
        );
        assert_eq!(
            after_framing_phrase("Dans ce cas il a perdu, la ville est …", Lang::Fr),
            None
        );
    }

    #[test]
    fn copular_definitions_give_a_term_a_gloss_and_a_class() {
        let c = definition(
            &sentence(
                "A reference group is a group that people compare themselves to—it provides a standard of measurement.",
            ),
            Lang::En,
        )
        .unwrap();
        assert_eq!(c.term, "reference group");
        assert_eq!(
            c.gloss.as_deref(),
            Some("a group that people compare themselves to")
        );
        assert_eq!(c.class.as_deref(), Some("group"));
        assert!(!c.plural && !c.definite);
        let c = definition(
            &sentence("The control center is the component in a feedback system that compares the value to the normal range."),
            Lang::En,
        )
        .unwrap();
        assert_eq!(c.term, "control center");
        assert!(c.definite);
        assert_eq!(c.class.as_deref(), Some("component"));
    }

    #[test]
    fn an_opening_phrase_or_a_list_is_no_appositive() {
        let layout = super::super::layout::recover("", &[], "");
        for text in [
            "With hypothyroidism, the decreased levels of thyroid hormones cause slower movement in the digestive tract, resulting in constipation.",
            "A balanced diet with limited ultra-processed food, a variety of fruits and vegetables, whole grains, and lean protein sources is important.",
            "In addition to gas and dust, a third class of particles, noteworthy for the high speeds with which they travel, is found in interstellar space.",
        ] {
            let found = find(&[sentence(text)], &layout, Lang::En);
            assert!(found.iter().all(|c| c.gloss.is_none()), "{found:?}");
        }
    }

    #[test]
    fn naming_sentences_give_the_term_at_the_end() {
        let c = definition(
            &sentence("People who happen to be in the same place at the same time but who do not interact are considered an aggregate, or a crowd."),
            Lang::En,
        )
        .unwrap();
        assert_eq!(c.term, "aggregate");
        assert!(c.gloss.unwrap().starts_with("people who happen"));
    }

    #[test]
    fn a_name_given_between_commas_takes_the_whole_phrase_before() {
        assert_eq!(
            article_opening_last_phrase("The period required by the Moon to complete its cycle"),
            None
        );
        assert_eq!(
            article_opening_last_phrase("In science we test a tentative explanation"),
            Some("In science we test".len())
        );
    }

    #[test]
    fn names_given_in_the_past_or_between_commas_are_terms() {
        let c = definition(
            &sentence("A large stone pillar that marked a royal tomb was called a stela."),
            Lang::En,
        )
        .unwrap();
        assert_eq!(c.term, "stela");
        assert!(c.gloss.unwrap().starts_with("a large stone pillar"));
        let layout = super::super::layout::recover("", &[], "");
        let found = find(
            &[sentence(
                "Many cities have a network of well-to-do individuals, known as “angel investors,” who fund new firms.",
            )],
            &layout,
            Lang::En,
        );
        assert!(
            found.iter().any(|c| c.term == "angel investors"),
            "{found:?}"
        );
    }

    #[test]
    fn attributes_and_pointing_subjects_are_not_definitions() {
        for text in [
            "The primary group is usually fairly small and is made up of individuals.",
            "The best example of a primary group is the family.",
            "These people are considered a category.",
            "It is a process that takes a long time.",
            "Learning is one of the most important topics in psychology.",
        ] {
            assert_eq!(definition(&sentence(text), Lang::En), None, "{text}");
        }
    }

    #[test]
    fn french_definitions() {
        let c = definition(
            &sentence("La photosynthèse est le processus par lequel les plantes fabriquent leur matière organique."),
            Lang::Fr,
        )
        .unwrap();
        assert_eq!(c.term, "photosynthèse");
        assert_eq!(c.class.as_deref(), Some("processus"));
    }

    #[test]
    fn number_of_a_term() {
        assert_eq!(pluralise("secondary group"), "secondary groups");
        assert_eq!(pluralise("colony"), "colonies");
        assert_eq!(pluralise("process"), "processes");
        assert_eq!(singularise("reference groups"), "reference group");
        assert_eq!(singularise("colonies"), "colony");
        assert_eq!(singularise("processes"), "process");
        assert_eq!(singularise("branches"), "branch");
        assert_eq!(singularise("analysis"), "analysis");
        assert_eq!(singularise("wooden boxes"), "wooden box");
        assert_eq!(singularise("bushes"), "bush");
        assert_eq!(singularise(" cells"), " cell", "an empty first word stays");
        assert_eq!(singularise("gas"), "gas", "too short to lose its s");
        assert_eq!(singularise(""), "");
    }

    #[test]
    fn class_is_the_noun_before_the_clause() {
        assert_eq!(
            class_of("the physiological value around which the normal range fluctuates").as_deref(),
            Some("value")
        );
        assert_eq!(
            class_of("a relatively permanent change in behavior").as_deref(),
            Some("change")
        );
    }
}
