//! What a section of prose teaches: the terms it defines ("A reference group
//! is a group that people compare themselves to"), the things it names
//! ("… are considered an aggregate, or a crowd"), and the terms its headings
//! and enumerations introduce ("two categories: primary groups and secondary
//! groups"). Questions are good when the forge knows what the document
//! teaches and which terms belong to the same class; this is where both come
//! from.

use std::sync::LazyLock;

use regex::Regex;

use super::analysis::Sentence;
use super::class_noun::class_of;
use super::concept::{Concept, bare};
use super::concept_definition::{
    EN_DEFINES, EN_NAMES, article_opening_last_phrase, definition, named_with_kind, no_class,
};
use super::concepts_found::{Found, join_family, restore_names};
use super::layout::Layout;
use super::phrase_search::{Held, held_in};
use super::word_forms::{lower_first, lower_unless_name, singularise};
use crate::nlp::{Lang, is_stop_word};

/// Terms named inside a sentence on purpose: "called X", "known as X",
/// "later known as X", "the term X", "were given the same name, nebulae,",
/// and a name a scholar gave: "Instincts, which Murray called primary
/// needs, include …", "Murray calls this a latent need", "what
/// sociologists call anomie" (unseen set 62: none of these was found).
static EN_NAMED_INSIDE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"\b(?:(?:is|are|was|were)\s+(?:(?:also|later|now|sometimes|often|commonly|popularly|collectively)\s+)?(?:called|known\s+as|termed|referred\s+to\s+as)|,\s(?:(?:also|later|now|sometimes|often|commonly|popularly|collectively)\s)?(?:called|known\s+as|termed|referred\s+to\s+as)|a\s+process\s+called|structures?\s+called|the\s+term|given\s+the\s+(?:same\s+)?name,?|(?:which|what|whom)\s+\p{Lu}[\p{L}'’-]+\s+(?:called|calls|termed|terms|named|dubbed|labell?ed)|\p{Lu}[\p{L}'’-]+\s+(?:calls|called|termed|terms|dubbed|labels|labell?ed)\s+(?:this|these|it|them|such\s+\p{Ll}+)|\p{Ll}+(?:ists|ers|ians)\s+(?:call|term|label|dub)\s+(?:this|these|it|them|such\s+\p{Ll}+)|(?:that|what|which)\s+\p{Ll}+(?:ists|ers|ians)\s+(?:call|term|label|dub))\s+(?:an?\s+|the\s+)?[“‘]?(?P<term>\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})(?:[.,;:]?[”’]|[”’]?(?:[.,;:)]|\s\(|\s+(?:is|are|and|or|in|of|to|for|which|that|who)\b))",
    )
    .expect("named inside pattern")
});

/// A term named with its kind: "a protein called actin", "a quality of
/// muscle tissue called elasticity", "an electrical wave called an action
/// potential", "a key unit known as an organic molecule". Indefinite only: "the teacher called the students" names
/// nothing.
static EN_KIND_CALLED: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|\s)[Aa]n?\s(?P<kind>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2}?)(?:\sof\s\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2}?)?\s(?:called|known\sas)\s(?:an?\s|the\s)?(?P<term>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+)?)(?:[.,;:)]|\s(?:is|are|was|were|and|or|in|of|to|for|which|that|who|as|along|at|on|by|with|from)\s)",
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
        r"(?P<gloss>\b(?:[Aa]n?|[Tt]he)\s[^,;()]+?),\s(?P<named>called|known\sas|termed)\s(?P<det>an?\s|the\s)?(?P<term>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2})[,.;]",
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
/// organism makes connections …", "The straw man fallacy occurs when …".
static EN_OCCURS: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?P<article>(?:The|An?)\s)?(?P<term>\p{L}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2})\s+(?:occurs|happens|takes\splace|results)\s+when\s",
    )
    .expect("occurs pattern")
});

/// Whether a gloss the comma cut ends in an article and a word that is
/// no noun, before the noun they go with: "the process, which is the
/// creation of a new, empty raster" glosses "the creation of a new"
/// (unseen set 95 asked "Which term refers to the creation of a new?").
/// A word no English list knows is taken for a noun.
fn cut_before_its_noun(gloss: &str) -> bool {
    let words: Vec<&str> = gloss.split_whitespace().collect();
    matches!(words.as_slice(), [.., article, last]
        if ["a", "an", "the"].contains(&article.to_lowercase().as_str())
            && crate::lexicon::is_english_word(last)
            && !crate::lexicon::may_be_noun(last))
}

/// Classes that name a moment of a process rather than a thing.
fn is_step_class(class: &str) -> bool {
    ["step", "stage", "phase"].contains(&class)
}

/// A noun that names an action or a process ("mastication", "swallowing",
/// "development"), by its ending.
fn names_an_action(term: &str) -> bool {
    let head = term.split_whitespace().last().unwrap_or(term);
    ["ion", "ing", "sis", "ment", "ance", "ence", "ure", "al"]
        .iter()
        .any(|ending| head.ends_with(ending))
}

/// Finds the concepts of a document's clean sentences, its headings and
/// its enumerations.
pub fn find(sentences: &[Sentence], layout: &Layout, title: &str, lang: Lang) -> Vec<Concept> {
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
            let naming = [
                "called",
                "calls ",
                " call ",
                "dubbed",
                "labeled",
                "labelled",
                "known as",
                "termed",
                "referred to",
                "the term",
                "given the",
            ]
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
            let kind_called = (lower.contains(" called ") || lower.contains(" known as "))
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
                // "C. trachomatis causes trachoma, a disease of the eyes":
                // a verb may open the two words before the comma.
                let term = match caps["term"].split_once(' ') {
                    Some((first, rest))
                        if crate::lexicon::verb_in_s(first) || first.ends_with("ed") =>
                    {
                        rest.to_string()
                    }
                    _ => caps["term"].to_string(),
                };
                let gloss = caps["gloss"].to_string();
                // The pattern leaves lengths open (bounded Unicode classes
                // compile slowly); an appositive gloss is a phrase.
                if !(12..=180).contains(&gloss.chars().count()) || cut_before_its_noun(&gloss) {
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
                // "… have lower dosing, a longer duration of action, and
                // fewer side effects": an "and" right after is the list's
                // last item (unseen set 73 asked for "lower dosing").
                let in_a_list = (rest
                    .split(',')
                    .next()
                    .is_some_and(|item| item.split_whitespace().count() <= 4)
                    && rest.contains(" and "))
                    || ["and ", "or "]
                        .iter()
                        .any(|joint| rest.trim_start().starts_with(joint));
                // "With hypothyroidism, the decreased levels …": the term
                // ends an opening phrase, and what follows is the clause.
                // "In addition to gas and dust, a third class of particles
                // …": the last of two is not what the next phrase is.
                // "Issues like abortion, euthanasia, the use of humans in
                // research, and …": a term right after a comma is an item
                // of a list, and what follows it the next item.
                // After a bracket the comma closes an aside: "(for example,
                // the ribcage and joints), cartilage, a semi-rigid form of
                // connective tissue, provides …".
                let before_term =
                    sentence.text[..caps.name("term").map_or(0, |m| m.start())].trim_end();
                let after_comma = before_term.strip_suffix(',').is_some_and(|head| {
                    let item = head.rsplit(',').next().unwrap_or(head);
                    !item.ends_with(')')
                        && (item.split_whitespace().count() <= 3
                            || [" like ", " such as ", " including "]
                                .iter()
                                .any(|cue| item.contains(cue)))
                });
                // "Through many twisting turns, the course of evolution …":
                // after a quantifier or a possessive the term is inside a
                // phrase too (unseen set 54).
                let opening_phrase = [
                    "of", "for", "the", "a", "an", "in", "on", "about", "to", "with", "without",
                    "by", "during", "after", "before", "like", "from", "as", "at", "and", "or",
                    "nor", "many", "some", "several", "few", "all", "most", "its", "their", "his",
                    "her", "our", "these", "those", "this", "through",
                ]
                .contains(&before.as_str());
                // "During early childhood, the mastoid process enlarges, the
                // two halves … fuse": a subject and its verb, then the next
                // clause (unseen set 57).
                let ends_in_a_verb = term.contains(' ')
                    && term
                        .rsplit(' ')
                        .next()
                        .is_some_and(crate::lexicon::verb_in_s);
                if term.split_whitespace().any(|w| is_stop_word(w, lang))
                    || ends_in_a_verb
                    || after_comma
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
                if concept.class.as_deref().is_some_and(|c| !no_class(c)) {
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
                    // "the chromosomes in one female gamete, called an
                    // ovum": one thing named after a plural names the
                    // last phrase, the one gamete.
                    let one = caps
                        .name("det")
                        .is_some_and(|d| d.as_str().starts_with('a'));
                    // An article and a noun alone is not that phrase ("the
                    // grid lines of latitude and longitude on a map, called
                    // a graticule": a graticule is the lines, not "a map";
                    // unseen set 99, miskeyed): nothing is asked then.
                    if one && plural_head(&gloss) {
                        match last_phrase_of_one(&gloss).and_then(|at| gloss.get(at..)) {
                            Some(phrase) if phrase.split_whitespace().count() >= 3 => {
                                gloss = phrase.to_string()
                            }
                            _ => continue,
                        }
                    }
                    // Opening the sentence: "The period …, called the month".
                    if gloss.starts_with(['A', 'T']) {
                        gloss = lower_first(&gloss);
                    }
                }
                if !sentence.clean
                    || gloss.split_whitespace().count() < 2
                    || gloss.chars().count() > 130
                    || cut_before_its_noun(&gloss)
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
                // "helping to form it into a bolus, which is the first step
                // in swallowing": a step is an action, so a "which" naming
                // one may stand for the whole clause before it, not for the
                // thing it follows.
                let step = concept.class.as_deref().is_some_and(is_step_class);
                if step && caps.name("named").is_none() && !names_an_action(&term) {
                    continue;
                }
                // "the renal fascia, which is the outermost layer": the
                // outermost of what, the sentence said before.
                if caps.name("named").is_none()
                    && gloss.starts_with("the ")
                    && gloss.split_whitespace().count() <= 3
                {
                    continue;
                }
                concept.gloss = Some(gloss);
                if concept.class.as_deref().is_some_and(|c| !no_class(c)) {
                    found.push(concept);
                }
            }
            for concept in super::dash_appositive::dash_glossed(sentence, lang) {
                found.push(concept);
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
                    concept.bare = !concept.plural && caps.name("article").is_none();
                    concept.definite = caps
                        .name("article")
                        .is_some_and(|a| a.as_str().starts_with('T'));
                    // What happens when it occurs is what the lesson
                    // teaches about it, as a definition would.
                    concept.described = true;
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
    // Every sentence in lower case, one per line (a term never spans a
    // line break), searched once for every heading's terms.
    let all_lower = lower_text(sentences);
    let heading_terms: Vec<(usize, String)> = layout
        .sections
        .iter()
        .enumerate()
        .filter_map(|(index, section)| section.heading.as_ref().map(|h| (index, h)))
        .flat_map(|(index, heading)| {
            let in_text = |phrase: &str| all_lower.contains(&phrase.to_lowercase());
            shared_head(split_list(heading), in_text)
                .into_iter()
                .map(move |part| (index, lower_unless_name(&part)))
        })
        .collect();
    let used = held_in(
        &all_lower,
        heading_terms.iter().map(|(_, term)| term.to_lowercase()),
        Held::Anywhere,
    );
    for (index, term) in heading_terms {
        // A heading that says what the section does ("Explaining
        // Primate Success") is no term; nor one the text never uses.
        if term
            .split_whitespace()
            .next()
            .is_some_and(|w| w.ends_with("ing"))
            || !used.contains(&term.to_lowercase())
        {
            continue;
        }
        if term.split_whitespace().count() <= 3
            && !term.split_whitespace().any(|w| is_stop_word(w, lang))
        {
            found.push(bare(&term, index, section_order(layout, index), None));
        }
    }
    let mut families = super::heading_kin::families(layout, title, &all_lower, lang);
    families.extend(super::listed_kinds::families(sentences, lang));
    for family in &families {
        for (term, section) in &family.members {
            found.push(bare(term, *section, section_order(layout, *section), None));
        }
    }
    let mut found = found.list;
    for family in &families {
        join_family(&mut found, family);
    }
    restore_names(&mut found, sentences);
    super::shared_glosses::forget_shared_glosses(&mut found);
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

/// Where a section starts, for the order of the terms its heading names.
fn section_order(layout: &Layout, section: usize) -> usize {
    layout
        .blocks
        .iter()
        .find(|b| b.section == section)
        .map_or(usize::MAX, |b| b.start)
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

/// Words that tie a phrase to the noun before it.
const TIES: &[&str] = &["of", "in", "on", "from", "for", "with", "by", "at"];

/// Whether a noun phrase's head (its last word before a tie, "chromosomes"
/// of "the chromosomes in one female gamete") is an English plural.
fn plural_head(phrase: &str) -> bool {
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let end = words
        .iter()
        .position(|w| TIES.contains(w))
        .unwrap_or(words.len());
    words[..end].last().is_some_and(|head| {
        head.len() > 3
            && head.ends_with('s')
            && !["ss", "us", "is", "ics"].iter().any(|e| head.ends_with(e))
    })
}

/// Where the last phrase of a single thing opens after a tie ("one female
/// gamete" in "the chromosomes in one female gamete").
fn last_phrase_of_one(phrase: &str) -> Option<usize> {
    let lower = phrase.to_lowercase();
    let mut last = None;
    for tie in TIES {
        for det in ["a", "an", "one", "the", "each", "a single"] {
            if let Some(at) = lower.rfind(&format!(" {tie} {det} ")) {
                last = last.max(Some(at + tie.len() + 2));
            }
        }
    }
    last
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

/// Gives the last member's head to the one-word members before it that
/// the text uses with it: "Express and Implied Warranties" names "express
/// warranties" and "implied warranties", not "express" (unseen set 88:
/// "Express" and "Criminal" were taken for terms). A one-word member the
/// text never puts before that head stays as it is ("In-Groups and
/// Out-Groups").
fn shared_head(members: Vec<String>, in_text: impl Fn(&str) -> bool) -> Vec<String> {
    let Some(head) = members
        .last()
        .and_then(|last| last.split_once(' '))
        .map(|(_, head)| head.to_string())
    else {
        return members;
    };
    members
        .into_iter()
        .map(|member| {
            if member.contains(' ') {
                return member;
            }
            let whole = format!("{member} {head}");
            if in_text(&whole) || in_text(&singularise(&whole)) {
                whole
            } else {
                member
            }
        })
        .collect()
}

/// Compiles the English concept patterns now (`super::warm_patterns`).
pub(super) fn warm_english() {
    LazyLock::force(&EN_DEFINES);
    LazyLock::force(&EN_NAMES);
    LazyLock::force(&super::concept_definition::EN_NAMES_BARE);
    LazyLock::force(&EN_NAMED_INSIDE);
    LazyLock::force(&EN_KIND_CALLED);
    LazyLock::force(&EN_KIND_OF);
    LazyLock::force(&EN_APPOSITIVE);
    LazyLock::force(&EN_CALLED_APPOSITIVE);
    LazyLock::force(&EN_WHICH_IS);
    LazyLock::force(&EN_OCCURS);
}

#[cfg(test)]
#[path = "concepts_tests.rs"]
mod tests;
