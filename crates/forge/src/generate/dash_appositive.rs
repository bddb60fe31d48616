//! A term and what it is, set off by a dash: "the Supreme Court claimed the
//! power of judicial review—the ability to strike down any law it judged
//! unconstitutional", "Philosophy relies on critical thinking -- the
//! logical analysis of arguments". Textbooks, American ones above all,
//! gloss a term this way in running prose as often as with a comma, and
//! the forge read only the comma there (a glossary's "term – meaning"
//! lines are `glossary.rs`'s): unseen set 97 lost "judicial review". A
//! comma gloss that ends the sentence is read here too ("… led some women
//! to embrace feminism, the advocacy of women's rights."): the comma
//! appositive of `concepts.rs` needs a comma after its gloss. Since the
//! question shows the gloss alone, a sentence that only leans on the one
//! before ("Below them were mestizos—people of …") still defines its term.
//!
//! The dash also sets off a comment on the whole clause ("… inhabited by
//! hundreds of Native nations—a fact that expansionists would ignore") and
//! a clause of its own ("Each year—the impact on Native lands became
//! devastating"); those are told apart by the term (a common word or a
//! list's item is no term), the gloss (a class noun that says what a thing
//! is, with no verb of its own before a relative word) and the word before.

use std::sync::LazyLock;

use regex::Regex;

use super::analysis::{Sentence, Unfit};
use super::class_noun::class_of;
use super::concept::{Concept, bare};
use super::concept_definition::no_class;
use super::phrasing::verb_before_relative;
use crate::nlp::{Lang, is_stop_word};

/// Up to three words in small letters, a dash (closed up, or spaced as an
/// en or em dash, or typed as two hyphens), then a phrase up to the next
/// dash or the sentence's end: with an article, or a plural noun after a
/// plural term ("peninsulares—people born in Spain").
static DASH_APPOSITIVE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|\s)(?P<words>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2})(?:—|\s[—–]\s|\s--\s)(?P<gloss>(?:(?:a|an|the)\s)?\p{Ll}[^,;:()—–]+?)(?:\s?[—–]|\s--\s|\.?$)",
    )
    .expect("dash appositive pattern")
});

/// Up to three words in small letters, a comma, then an article and a
/// phrase without commas that ends the sentence.
static FINAL_APPOSITIVE: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"(?:^|\s)(?P<words>\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2}),\s(?P<gloss>(?:a|an|the)\s\p{Ll}[^,;:()—–]+?)\.$",
    )
    .expect("final appositive pattern")
});

/// Compiles the patterns now (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&DASH_APPOSITIVE);
    LazyLock::force(&FINAL_APPOSITIVE);
}

/// Words that open a phrase or clause before a sentence's subject: "In
/// economics, the micro decisions …" ends its opening phrase at the comma,
/// and what follows is the sentence itself, not a gloss.
const OPENING_WORDS: &[&str] = &[
    "in", "for", "with", "after", "when", "if", "as", "because", "although", "though", "while",
    "since", "during", "at", "on", "by", "to", "unlike", "like", "once", "before", "until",
    "unless", "whether", "from", "among", "under", "without", "within", "despite", "through",
];

/// Whether a comma right after `before` would close a phrase set before
/// the sentence's subject: the sentence's opening phrase (`before` opens
/// with one of [`OPENING_WORDS`] and holds no comma), or a short aside
/// between commas ("The fascia and, to a lesser extent, the overlying
/// peritoneum serve to anchor the kidneys").
fn closes_opening_phrase(before: &str) -> bool {
    let phrase = before.rsplit(',').next().unwrap_or(before);
    let first = phrase
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_lowercase();
    OPENING_WORDS.contains(&first.as_str())
        && (!before.contains(',') || phrase.split_whitespace().count() <= 3)
}

/// Words of a gloss that would need the sentence before, as its own
/// opening does ("Below them were …").
const POINTERS: &[&str] = &[
    "it", "its", "they", "them", "their", "he", "him", "his", "she", "her", "this", "these",
    "those",
];

/// Whether a word is a noun in the plural WordNet knows ("people",
/// "groups", "gentlemen"). A term the lists do not know is read as a
/// plural by its "-s" where it is asked (`dash_glossed`).
fn plural_noun(word: &str) -> bool {
    super::word_forms::IRREGULAR_PLURALS.contains(&word)
        || crate::lexicon::noun_lemma(word).is_some_and(|lemma| lemma != word)
}

/// Words before a term that make it someone's ("their cottages, a system
/// that …"): the gloss then says what they did, not what the term is.
const POSSESSIVES: &[&str] = &["their", "his", "her", "its", "our", "your", "my"];

/// Nouns a term may follow with "of" and still be the term: "the power of
/// judicial review", "the doctrine of nullification".
const KINDS_BEFORE_OF: &[&str] = &[
    "power",
    "idea",
    "practice",
    "policy",
    "doctrine",
    "principle",
    "concept",
    "theory",
    "right",
    "process",
    "system",
    "method",
    "belief",
    "notion",
    "law",
];

/// Nouns that describe rather than name: a phrase ending in one is no
/// term.
const GENERAL_HEADS: &[&str] = &[
    "problem", "question", "issue", "thing", "way", "point", "matter", "fact", "case", "example",
    "reason", "result", "kind", "sort", "type",
];

/// Words a gloss's head noun phrase ends at, one of which a gloss must
/// hold: a dash gloss says what a thing is by what it does or is of.
const GLOSS_JOINTS: &[&str] = &[
    "of", "that", "which", "who", "whose", "to", "where", "by", "with", "for", "in", "on",
    "imposed", "based", "used",
];

/// Relative words a gloss's own verb may follow.
const RELATIVES: &[&str] = &["that", "which", "who", "whose", "where", "to"];

/// The concepts the sentence glosses with a dash, or with a comma before
/// a gloss that ends it (English only).
pub(super) fn dash_glossed(sentence: &Sentence, lang: Lang) -> Vec<Concept> {
    // A gloss is asked on its own ("Which term refers to people of mixed
    // Spanish and Indigenous ancestry?"), so a sentence that only leans on
    // the one before ("Below them were mestizos—…") still defines its
    // term.
    let leans = matches!(
        sentence.unfit,
        Some(Unfit::StartsWithReference | Unfit::PointsBack | Unfit::LeavesUnnamed)
    );
    if lang != Lang::En || !(sentence.clean || leans) {
        return Vec::new();
    }
    let text = &sentence.text;
    let dashed = text.contains(['—', '–']) || text.contains(" -- ");
    let final_comma = [", a ", ", an ", ", the "].iter().any(|c| text.contains(c));
    let dash_glosses = dashed
        .then(|| DASH_APPOSITIVE.captures_iter(text))
        .into_iter()
        .flatten()
        .map(|caps| (caps, false));
    let comma_glosses = final_comma
        .then(|| FINAL_APPOSITIVE.captures_iter(text))
        .into_iter()
        .flatten()
        .map(|caps| (caps, true));
    let mut found = Vec::new();
    for (caps, comma) in dash_glosses.chain(comma_glosses) {
        let words: Vec<&str> = caps["words"].split_whitespace().collect();
        // The term is what follows the span's last small word: "the power
        // of judicial review" names "judicial review".
        let from = words
            .iter()
            .rposition(|w| is_stop_word(w, lang))
            .map_or(0, |at| at + 1);
        let mut term_words = &words[from..];
        // "claimed judicial review—…": a verb before the term is no part
        // of it, nor one after "to" ("to embrace feminism, …").
        let after_to = from > 0 && words[from - 1].eq_ignore_ascii_case("to");
        while let [first, rest @ ..] = term_words {
            let base_verb = after_to
                && term_words.len() == words.len() - from
                && (crate::lexicon::noun_or_verb(first)
                    || crate::lexicon::is_english_word(first)
                        && !crate::lexicon::may_be_noun(first));
            let participle = first.ends_with("ed");
            let verb = participle
                || crate::lexicon::verb_in_s(first) && !crate::lexicon::may_be_noun(first);
            if rest.is_empty() || !(base_verb || verb) {
                break;
            }
            term_words = rest;
        }
        let Some(last) = term_words.last() else {
            continue;
        };
        let term = term_words.join(" ");
        // The word before the term: "and"/"or" make it a list's last
        // item; "of" is allowed only after a kind ("the power of …").
        let start = caps.name("words").map_or(0, |m| m.start());
        let before: Vec<String> = sentence.text[..start]
            .split_whitespace()
            .chain(words[..from].iter().copied())
            .map(str::to_lowercase)
            .collect();
        let word_before = before.last().cloned().unwrap_or_default();
        let kind_before = before.len().checked_sub(2).map(|at| before[at].as_str());
        if matches!(word_before.as_str(), "and" | "or" | "nor")
            || (word_before == "of"
                && !kind_before.is_some_and(|kind| KINDS_BEFORE_OF.contains(&kind)))
            || (comma && POSSESSIVES.contains(&word_before.as_str()))
            || (comma && closes_opening_phrase(&sentence.text[..start]))
        {
            continue;
        }
        // "… Native nations—a fact that …": a common word alone is the
        // end of a clause, not a term.
        let common =
            term_words.len() == 1 && crate::lexicon::zipf(&term, lang).is_some_and(|z| z >= 4.5);
        // "… is actually quite a general problem -- the attempt to …": a
        // general noun is a description, not a term (unseen set 98).
        let general = GENERAL_HEADS.contains(last);
        // "… the data to test the hypothesis – namely, the rates of …":
        // an adverb before the gloss says how it follows, and names
        // nothing (unseen set 107 asked for "n_____").
        let adverb = term_words
            .iter()
            .any(|w| super::concept_definition::adverb(w));
        if common || general || adverb || last.len() < 3 || term.chars().count() < 5 {
            continue;
        }
        let gloss = caps["gloss"].trim_end().to_string();
        let gloss_words: Vec<String> = gloss
            .split_whitespace()
            .map(|w| {
                w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
            })
            .collect();
        let bare_gloss = !["a", "an", "the"].contains(&gloss_words[0].as_str());
        // A gloss with no article is a plural kind said of a plural term
        // ("mestizos—people of mixed Spanish and Indigenous ancestry"),
        // not a clause ("distance—he thought Asia was much closer").
        let plural_term = plural_noun(last)
            || (last.ends_with('s')
                && !last.ends_with("ss")
                && !crate::lexicon::may_be_verb_in_s(last));
        if bare_gloss && !(plural_noun(&gloss_words[0]) && plural_term) {
            continue;
        }
        // "… a capture theory—the Moon formed elsewhere": an article before
        // a name opens a clause.
        if !bare_gloss
            && gloss
                .split_whitespace()
                .nth(1)
                .is_some_and(|w| w.starts_with(char::is_uppercase))
        {
            continue;
        }
        if !(12..=180).contains(&gloss.chars().count())
            || gloss_words.len() < 3
            || !gloss_words
                .iter()
                .skip(if bare_gloss { 1 } else { 2 })
                .any(|w| GLOSS_JOINTS.contains(&w.as_str()))
            || verb_before_relative(&gloss_words, RELATIVES, &[])
            || (leans && gloss_words.iter().any(|w| POINTERS.contains(&w.as_str())))
        {
            continue;
        }
        let class = if bare_gloss {
            class_of(&format!("the {gloss}"))
        } else {
            class_of(&gloss)
        };
        let Some(class) = class.filter(|class| !no_class(class)) else {
            continue;
        };
        // "… the obvious fallacy, the fallacy of appeal to force.": a gloss
        // of the term's own kind names which one, and says nothing of what
        // it is.
        if comma && class == *last {
            continue;
        }
        // "… granted a monopoly on satellite communications, a monopoly
        // that ultimately proved quite lucrative." (unseen set 124, both
        // raters: C3): a gloss whose kind the phrase before the term
        // already named takes that phrase up again ("a monopoly on …, a
        // monopoly that …"), not the term.
        if comma && before.iter().rev().take(4).any(|w| *w == class) {
            continue;
        }
        // "the overlying peritoneum serve to …": a noun before the class
        // word makes it a verb, and the "gloss" a clause of its own.
        if comma
            && gloss_words
                .iter()
                .position(|w| *w == class)
                .and_then(|at| at.checked_sub(1))
                .is_some_and(|before| {
                    before > 0 && crate::lexicon::is_only_a_noun(&gloss_words[before])
                })
        {
            continue;
        }
        let mut concept = bare(
            &term,
            sentence.section,
            sentence.start,
            Some(sentence.index),
        );
        concept.class = Some(class);
        concept.gloss = Some(gloss);
        concept.bare = !concept.plural;
        found.push(concept);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glossed(text: &str) -> Vec<(String, String)> {
        dash_glossed(&Sentence::for_test(0, text), Lang::En)
            .into_iter()
            .map(|c| (c.term.clone(), c.gloss.clone().unwrap_or_default()))
            .collect()
    }

    #[test]
    fn a_gloss_that_takes_up_the_phrase_before_the_term_glosses_no_term() {
        assert_eq!(
            glossed(
                "Intelsat was a government franchise that was granted a monopoly on satellite communications, a monopoly that ultimately proved quite lucrative."
            ),
            vec![]
        );
        // The kind named only in the gloss: still a term and its gloss.
        assert_eq!(
            glossed(
                "The movement led some women to embrace feminism, the advocacy of women's rights."
            )
            .len(),
            1
        );
    }

    #[test]
    fn a_term_and_its_gloss_set_off_by_a_dash_are_found() {
        assert_eq!(
            glossed(
                "In Marbury v. Madison (1803), the Supreme Court claimed the power of judicial review—the ability to strike down any law it judged unconstitutional."
            ),
            vec![(
                "judicial review".to_string(),
                "the ability to strike down any law it judged unconstitutional".to_string()
            )]
        );
        assert_eq!(
            glossed(
                "A government may levy an emissions charge – a tax imposed on the quantity of pollution that a firm emits."
            ),
            vec![(
                "emissions charge".to_string(),
                "a tax imposed on the quantity of pollution that a firm emits".to_string()
            )]
        );
    }

    #[test]
    fn a_dash_typed_as_two_hyphens_sets_off_a_gloss_too() {
        assert_eq!(
            glossed(
                "Philosophy relies on critical thinking -- the logical analysis of arguments and the ideas behind them."
            ),
            vec![(
                "critical thinking".to_string(),
                "the logical analysis of arguments and the ideas behind them".to_string()
            )]
        );
    }

    #[test]
    fn a_plural_kind_after_a_dash_glosses_a_plural_term_even_in_a_leaning_sentence() {
        assert_eq!(
            glossed("At the top were peninsulares—people born in Spain."),
            vec![(
                "peninsulares".to_string(),
                "people born in Spain".to_string()
            )]
        );
        let mut leaning = Sentence::for_test(
            0,
            "Below them were mestizos—people of mixed Spanish and Indigenous ancestry.",
        );
        leaning.clean = false;
        leaning.unfit = Some(Unfit::StartsWithReference);
        assert_eq!(
            dash_glossed(&leaning, Lang::En)
                .into_iter()
                .map(|c| c.term)
                .collect::<Vec<_>>(),
            vec!["mestizos".to_string()]
        );
        // A clause after the dash, or a gloss that leans too, is none.
        assert_eq!(
            glossed("He was wrong about the distance—he thought Asia was much closer."),
            Vec::new()
        );
        leaning.text = "Below them were mestizos—people of their own mixed ancestry.".to_string();
        assert!(dash_glossed(&leaning, Lang::En).is_empty());
    }

    #[test]
    fn an_adverb_before_a_gloss_is_no_term() {
        assert!(
            glossed(
                "The trial gives us the data to test the hypothesis – namely, the rates of use of force by officers."
            )
            .is_empty()
        );
        assert!(
            glossed(
                "The ruling rested on one doctrine, specifically, the power of review held by courts."
            )
            .is_empty()
        );
    }

    #[test]
    fn a_comma_gloss_that_ends_the_sentence_is_found() {
        assert_eq!(
            glossed(
                "Participation in the abolitionist movement led some women to embrace feminism, the advocacy of women’s rights."
            ),
            vec![(
                "feminism".to_string(),
                "the advocacy of women’s rights".to_string()
            )]
        );
        assert_eq!(
            glossed(
                "For centuries, scholars accepted spontaneous generation, the notion that life can arise from nonliving matter."
            ),
            vec![(
                "spontaneous generation".to_string(),
                "the notion that life can arise from nonliving matter".to_string()
            )]
        );
    }

    #[test]
    fn an_opening_phrase_a_possession_or_the_terms_own_kind_is_no_comma_gloss() {
        for text in [
            "In economics, the micro decisions of individual businesses are influenced by whether the macroeconomy is healthy.",
            "In each case, a spontaneous process took place that resulted in a more uniform distribution of matter.",
            "Families spun and wove cloth in their cottages, a system that became known as cottage labor.",
            "Some gave in to the obvious fallacy, the fallacy of appeal to force.",
            "Accurate clocks drift by a few minutes, an amount that accumulates over the centuries.",
            "The fascia and, to a lesser extent, the overlying peritoneum serve to firmly anchor the kidneys to the posterior abdominal wall.",
        ] {
            assert_eq!(glossed(text), Vec::new(), "{text}");
        }
    }

    #[test]
    fn a_comment_on_the_clause_or_a_clause_after_a_dash_is_no_gloss() {
        for text in [
            "The expedition revealed a continent already inhabited by hundreds of Native nations—a fact that American expansionists would work hard to ignore.",
            "Settlers arrived by the thousands every year—the impact on Native lands became devastating.",
            "The colonists planted wheat, barley and tobacco—a crop that Native Americans had been growing for centuries.",
            "Scientists proposed a capture theory—the Moon formed elsewhere in the solar system.",
            "The problem is actually quite a general problem -- the attempt to conclude what ought to be from what is.",
        ] {
            assert_eq!(glossed(text), Vec::new(), "{text}");
        }
    }
}
