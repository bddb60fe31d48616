//! How a term sits in a sentence and how a question writes it: with its
//! article ("a", "an", "le", "l'"), whether a sentence mentions it or
//! points back at it, and where its words stand.

use super::concept::Concept;
use super::distractors::contains_word;
use crate::nlp::Lang;

/// Whether a definition says again what its term's own words say, so
/// that "What is the cardiac notch?" is answered by the one option that
/// is an indentation, and "What is an interlobular septum?" by the one
/// that separates lobules (unseen set 37, both rejected as cued): the
/// term's noun, a word of everyday use, is the gloss's class or its
/// nearest kind by WordNet, or a word of the gloss of five letters or
/// more is inside the term's words.
/// `wrong_classes` are the classes of the wrong options' terms: where one
/// of them is of the same class, the class cues nothing.
pub(super) fn gloss_repeats_term(
    concept: &Concept,
    gloss: &str,
    wrong_classes: &[Option<&str>],
    lang: Lang,
) -> bool {
    let term = concept.term.to_lowercase();
    let noun = term.split_whitespace().last().unwrap_or_default();
    let class = concept.class.as_deref().unwrap_or_default().to_lowercase();
    let shared_class = !class.is_empty() && wrong_classes.contains(&Some(class.as_str()));
    // Only an everyday noun says its class by itself ("notch", "cavity");
    // that "chlorophyll" is a pigment is what the question asks.
    let everyday = crate::lexicon::zipf(noun, lang).is_some_and(|z| z >= 3.3);
    let names_its_class = lang == Lang::En
        && everyday
        && !class.is_empty()
        && !shared_class
        && class != noun
        && crate::lexicon::nearest_kind_of(noun, &class);
    let inside = gloss
        .to_lowercase()
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 5 && !crate::nlp::is_stop_word(w, lang))
        .any(|w| {
            // "lobules" in "interlobular": the word less its ending.
            let length = w.chars().count();
            let root: String = w.chars().take(5.max(length - 2)).collect();
            term.split_whitespace()
                .any(|t| t != w && !w.starts_with(t) && t.contains(root.as_str()))
        });
    names_its_class || inside
}

/// The term with the article a question needs: "the control center", "an
/// aggregate", "a reference group".
pub(super) fn with_article(concept: &Concept) -> String {
    let term = &concept.term;
    if concept.plural {
        return term.clone();
    }
    if concept.definite {
        return format!("the {term}");
    }
    if concept.bare {
        return term.clone();
    }
    format!("{} {term}", indefinite_article(term))
}

/// "a" or "an", as an English term's first sound asks ("an aggregate", "a
/// unit", "an hour", "an MRI").
pub(super) fn indefinite_article(term: &str) -> &'static str {
    let lower = term.to_lowercase();
    let vowel_sound = (lower.starts_with(['a', 'e', 'i', 'o', 'u'])
        && !["uni", "use", "usu", "eu", "one", "ur"]
            .iter()
            .any(|p| lower.starts_with(p)))
        || ["hour", "honest", "honor", "honour"]
            .iter()
            .any(|p| lower.starts_with(p));
    // "an X-ray", "an F-test", "an n-bit message": a letter before a
    // hyphen is said by its name, as in an acronym (unseen set 92 read "a
    // X-r_____", set 108 "a n-b_____ m_____").
    let mut first_two = term.chars();
    let lone_letter =
        first_two.next().is_some_and(char::is_alphabetic) && first_two.next() == Some('-');
    let acronym = lone_letter || term.chars().take(2).all(char::is_uppercase);
    let an = if acronym {
        term.to_uppercase()
            .starts_with(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X'])
    } else {
        vowel_sound
    };
    if an { "an" } else { "a" }
}

/// Whether `text` names the concept (in either number).
pub(super) fn mentions_term(text: &str, concept: &Concept, lang: Lang) -> bool {
    let lower = text.to_lowercase();
    [false, true]
        .iter()
        .any(|&plural| contains_word(&lower, &concept.in_number(plural, lang).to_lowercase()))
}

/// The French article right before a blank, lower case ("la", "l’").
pub(super) fn french_article(before: &str, lang: Lang) -> Option<String> {
    if lang != Lang::Fr {
        return None;
    }
    let last = before.trim_end().rsplit(' ').next()?.to_lowercase();
    let articles = [
        "le", "la", "les", "l'", "l’", "un", "une", "des", "du", "au", "aux",
    ];
    articles.contains(&last.as_str()).then_some(last)
}

/// Whether the text before a blank ends in a demonstrative ("study this
/// _____"): the blank then names something an earlier sentence set up.
pub(super) fn points_back(before: &str) -> bool {
    let last = before
        .split_whitespace()
        .next_back()
        .unwrap_or_default()
        .to_lowercase();
    [
        "this", "these", "that", "those", "such", "ce", "cette", "ces",
    ]
    .contains(&last.as_str())
}

/// Whether the words at `start..end` are only part of a longer noun
/// phrase ("plasma _____", "slow _____"): a blank there asks for half a
/// name.
pub(super) fn inside_phrase(text: &str, start: usize, end: usize, lang: Lang) -> bool {
    let content = |w: &str| {
        let bare = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
        !bare.is_empty()
            && w == bare
            && bare.chars().all(|c| c.is_alphabetic() || c == '-')
            && !crate::nlp::is_stop_word(bare, lang)
    };
    // An opening quote does not part a word from the key: "the term
    // “chemical _____”" is half a name too.
    let before = text[..start]
        .trim_end()
        .split(' ')
        .next_back()
        .unwrap_or_default()
        .trim_start_matches(['“', '‘', '"', '\'']);
    // An adjective blanked before its noun ("_____ drugs") asks for half a
    // name too.
    let key = &text[start..end];
    let adjective = !key.contains(' ')
        && ["al", "ic", "ive", "ous", "ary"]
            .iter()
            .any(|e| key.ends_with(e))
        && text[end..].starts_with(' ')
        && text[end + 1..].starts_with(|c: char| c.is_lowercase());
    // A bare word right before the key modifies it ("plasma _____"); a
    // possessive ("the body’s _____") or a function word does not. A verb
    // before its object is refused too, which costs a few good blanks,
    // except the English present tense ("conducts _____"): a word in "-s"
    // seldom modifies a noun.
    let verb = lang == Lang::En && present_tense(before);
    adjective || (start > 0 && text[..start].ends_with(' ') && content(before) && !verb)
}

/// Whether an English word in "-s" is a verb in the third person
/// ("conducts", "involves") or a plural noun, neither of which modifies the
/// word after it, rather than a singular word ending in "s" ("nervous",
/// "physics", "gas").
fn present_tense(word: &str) -> bool {
    let lower = word.to_lowercase();
    lower.len() > 4
        && lower.ends_with('s')
        && !["ss", "us", "is", "ics", "ous", "ys", "as"]
            .iter()
            .any(|e| lower.ends_with(e))
}

/// Byte offsets in `text` where `word` (any case) starts as whole words.
pub(super) fn word_positions(text: &str, word: &str) -> Vec<usize> {
    let lower = text.to_lowercase();
    let needle = word.to_lowercase();
    if needle.is_empty() || lower.len() != text.len() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(found) = lower[from..].find(&needle) {
        let at = from + found;
        let end = at + needle.len();
        let before = lower[..at].chars().next_back();
        let after = lower[end..].chars().next();
        let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '-');
        if boundary(before) && boundary(after) {
            out.push(at);
        }
        from = end;
    }
    out
}

/// Whether the name at `start..end` of `text` stands in a list of names or
/// examples ("Lucy Stone, and _____", "including _____", "_____ and Lucy
/// Stone"), not after an opening phrase ("In 1974, _____ founded …").
pub(super) fn among_names(text: &str, start: usize, end: usize) -> bool {
    let capitalised =
        |word: Option<&str>| word.is_some_and(|w| w.starts_with(|c: char| c.is_uppercase()));
    let before: Vec<&str> = text[..start].split_whitespace().rev().take(2).collect();
    let after: Vec<&str> = text[end..].split_whitespace().take(2).collect();
    let joins = |w: &str| {
        let w = w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase();
        ["and", "or", "including", "like", "as", "nor"].contains(&w.as_str())
    };
    let name_before = before.first().is_some_and(|w| w.ends_with(','))
        && capitalised(before.first().copied())
        && !before
            .first()
            .is_some_and(|w| w.chars().any(|c| c.is_ascii_digit()));
    let join_before = before.first().is_some_and(|w| joins(w));
    let name_after = (text[end..].starts_with(',') || after.first().is_some_and(|w| joins(w)))
        && capitalised(
            after
                .get(1)
                .copied()
                .or(after.first().copied())
                .filter(|w| !joins(w)),
        );
    name_before || join_before || name_after
}

/// Whether the person named at `start..end` of `text` is only the source
/// of what the sentence reports: the writer of an article it quotes
/// ("William Arruda, in a Fortune article, noted that “…”") or the head of
/// a study ("under the direction of Ralph Stogdill"). Raters of unseen set
/// 61 rejected both such blanks as trivia (C7): the lesson is what was
/// found or said, not who reported it.
pub(super) fn cites_a_source(text: &str, start: usize, end: usize) -> bool {
    const LEADS: &[&str] = &[
        "under the direction of",
        "led by",
        "headed by",
        "directed by",
        "supervised by",
        "according to",
    ];
    let before = text[..start].trim_end().to_lowercase();
    if LEADS.iter().any(|lead| before.ends_with(lead)) {
        return true;
    }
    // "…, in a Fortune article, noted": a writer of the press. A figure
    // of the lesson's own history quoted ("Lydia Maria Child, an
    // abolitionist and feminist, observed, “…”") is asked about.
    let after = text[end..].to_lowercase();
    [", in a ", ", in an ", ", writing in "]
        .iter()
        .any(|p| after.starts_with(p))
}

/// Whether the name at `start..end` of `text` is part of a longer title:
/// "The Ed Sullivan Show" names a programme, and its blank asks for a
/// word of that title.
pub(super) fn inside_a_title(text: &str, start: usize, end: usize) -> bool {
    let previous = text[..start].split_whitespace().next_back();
    let next = text[end..].split_whitespace().next();
    let capitalised = |w: &str| w.starts_with(|c: char| c.is_uppercase());
    previous.is_some_and(|w| w == "The" && start > 4) || next.is_some_and(capitalised)
}

/// Whether the blank stands before a noun it would qualify ("_____ years"
/// for "leap years", "_____ density"): it would ask for half a name.
pub(super) fn qualifies_next(text: &str, end: usize, lang: Lang) -> bool {
    let next = text[end..]
        .trim_start_matches([' ', '-'])
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default();
    if next.is_empty() || !next.starts_with(|c: char| c.is_lowercase()) {
        return false;
    }
    match lang {
        Lang::En => {
            // A noun and nothing else, or a noun that a verb follows ("_____
            // cases are often publicized"): the noun is the head.
            let then_verb = text[end..]
                .split_whitespace()
                .nth(1)
                .is_some_and(|w| AUXILIARIES.contains(&w.to_lowercase().as_str()));
            !crate::nlp::is_stop_word(next, lang)
                && (crate::lexicon::is_noun_only(next)
                    || (then_verb && !crate::lexicon::noun_classes(next).is_empty()))
        }
        _ => false,
    }
}

/// Whether the key is a label an article puts before a name: "the drug
/// amphotericin B", "the subspecies T. pallidum", "the philosophers Jeremy
/// Bentham and John Stuart Mill". Blanked, it asks for a word of the
/// writer's choosing ("drug", "antifungal", "medicine" would all do).
pub(super) fn labels_a_name(text: &str, start: usize, end: usize) -> bool {
    let before = text[..start].trim_end().to_lowercase();
    let after_article = start == 0
        || ["the", "a", "an"]
            .iter()
            .any(|a| before == *a || before.ends_with(&format!(" {a}")));
    let next = text[end..].strip_prefix(' ').unwrap_or_default();
    let name_follows = next
        .split(' ')
        .next()
        .is_some_and(|w| w.starts_with(|c: char| c.is_uppercase()) && w != "I");
    after_article && name_follows
}

/// Whether a capitalised key opens a longer name the sentence goes on
/// with: "the Declaration of Independence", "the Bill of Rights". Blanked,
/// the rest of the name gives it away (unseen set 103: "the D_____ (11
/// letters) of Independence", both raters: C5).
pub(super) fn opens_a_longer_name(text: &str, start: usize, end: usize) -> bool {
    let capitalised = |w: &str| w.starts_with(|c: char| c.is_uppercase());
    let rest = &text[end..];
    capitalised(&text[start..end])
        && ["of", "for", "on"].iter().any(|link| {
            rest.strip_prefix(' ')
                .and_then(|r| r.strip_prefix(link))
                .and_then(|r| r.strip_prefix(' '))
                .is_some_and(|r| capitalised(r) && !r.starts_with("I "))
        })
}

/// Auxiliaries and copulas: a phrase holding one is a clause.
pub(super) const FINITE: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "has", "have", "had", "will", "would", "can",
    "could", "may", "might", "must", "should", "does", "do", "did",
];

/// Whether lower-cased `words` hold a finite verb (`FINITE`, or one of
/// `also_finite`) before the first of `relatives`: "the reins of control
/// are firmly held by …" is a clause, "a law that attempted …" a noun
/// phrase. After "to" a verb is no finite one: "someone … willing to be
/// held accountable" is a noun phrase.
pub(super) fn verb_before_relative(
    words: &[String],
    relatives: &[&str],
    also_finite: &[&str],
) -> bool {
    let relative = words
        .iter()
        .position(|w| relatives.contains(&w.as_str()))
        .unwrap_or(words.len());
    words[..relative].iter().enumerate().any(|(i, w)| {
        (FINITE.contains(&w.as_str()) || also_finite.contains(&w.as_str()))
            && (i == 0 || words[i - 1] != "to")
    })
}

/// Verbs that follow a subject's head noun.
const AUXILIARIES: &[&str] = &[
    "is", "are", "was", "were", "can", "may", "might", "must", "will", "would", "should", "have",
    "has", "had",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_letter_before_a_hyphen_takes_the_article_of_its_name() {
        for (term, article) in [
            ("X-ray", "an"),
            ("n-bit message", "an"),
            ("s-process", "an"),
            ("t-test", "a"),
            ("p-value", "a"),
            ("u-turn", "a"),
            ("network", "a"),
            ("element", "an"),
        ] {
            assert_eq!(indefinite_article(term), article, "{term}");
        }
    }

    #[test]
    fn a_verb_after_to_opens_no_clause() {
        let words =
            |text: &str| -> Vec<String> { text.split_whitespace().map(str::to_string).collect() };
        assert!(!verb_before_relative(
            &words("someone willing to be held accountable"),
            &["that"],
            &[]
        ));
        assert!(verb_before_relative(
            &words("the reins of control are firmly held"),
            &["that"],
            &[]
        ));
    }

    /// What `judge` says of `key` where it stands in `text`.
    fn judged_at(judge: fn(&str, usize, usize) -> bool, text: &str, key: &str) -> bool {
        let start = text.find(key).expect("key in text");
        judge(text, start, start + key.len())
    }

    #[test]
    fn the_first_word_of_a_longer_name_is_no_key_of_its_own() {
        let opens = |text: &str, key: &str| judged_at(opens_a_longer_name, text, key);
        assert!(opens(
            "The ideals expressed by the Declaration of Independence.",
            "Declaration"
        ));
        assert!(opens("Congress added the Bill of Rights in 1791.", "Bill"));
        assert!(!opens(
            "The Declaration concludes that the people are free.",
            "Declaration"
        ));
        assert!(!opens(
            "The theory of evolution explains the diversity of life.",
            "theory"
        ));
    }

    #[test]
    fn the_source_of_a_quotation_or_the_head_of_a_study_is_told() {
        let cited = |text: &str, name: &str| judged_at(cites_a_source, text, name);
        assert!(cited(
            "William Arruda, in a Fortune article, noted that “organizations with strong coaching cultures report higher revenue.”",
            "William Arruda"
        ));
        assert!(cited(
            "A group of researchers, under the direction of Ralph Stogdill, began a series of studies.",
            "Ralph Stogdill"
        ));
        assert!(!cited(
            "Lydia Maria Child, an abolitionist and feminist, observed, “The comparison is striking.”",
            "Lydia Maria Child"
        ));
        // What the person did is the lesson.
        assert!(!cited(
            "In 1858, Louis Pasteur filtered air through a gun-cotton filter.",
            "Louis Pasteur"
        ));
        assert!(!cited(
            "Elizabeth Cady Stanton wrote the Declaration of Sentiments in 1848.",
            "Elizabeth Cady Stanton"
        ));
    }

    fn defined(term: &str, class: &str) -> Concept {
        let mut concept = super::super::concept::bare(term, 0, 0, None);
        concept.class = Some(class.to_string());
        concept
    }

    #[test]
    fn a_definition_that_says_what_the_term_says_cues_it() {
        let gloss =
            "a wall, composed of connective tissue, which separates lobules from one another";
        assert!(gloss_repeats_term(
            &defined("interlobular septum", "wall"),
            gloss,
            &[],
            Lang::En
        ));
        assert!(gloss_repeats_term(
            &defined("cardiac notch", "indentation"),
            "an indentation on the surface of the left lung",
            &[Some("membrane"), None],
            Lang::En
        ));
        // Other options of the same class: the class cues nothing.
        assert!(!gloss_repeats_term(
            &defined("cardiac notch", "indentation"),
            "an indentation on the surface of the left lung",
            &[Some("indentation")],
            Lang::En
        ));
        assert!(!gloss_repeats_term(
            &defined("chlorophyll", "pigment"),
            "a green pigment that absorbs light energy for photosynthesis",
            &[],
            Lang::En
        ));
        assert!(!gloss_repeats_term(
            &defined("prejudice", "attitude"),
            "a negative attitude and feeling toward an individual",
            &[],
            Lang::En
        ));
    }

    #[test]
    fn a_label_before_a_name_is_no_key() {
        let labels = |text: &str, key: &str| judged_at(labels_a_name, text, key);
        assert!(labels(
            "The drug amphotericin B is used for systemic fungal infections.",
            "drug amphotericin"
        ));
        assert!(labels(
            "The subspecies T. pallidum pallidum causes syphilis.",
            "subspecies"
        ));
        assert!(!labels(
            "The drug is used for systemic fungal infections.",
            "drug"
        ));
        assert!(!labels("Syphilis is caused by T. pallidum.", "Syphilis"));
    }

    #[test]
    fn a_blank_before_the_noun_it_qualifies_is_half_a_name() {
        let qualifies = |text: &str, key: &str| {
            let end = text.find(key).expect("key in text") + key.len();
            qualifies_next(text, end, Lang::En)
        };
        assert!(qualifies(
            "Insider trading laws are somewhat complex.",
            "Insider trading"
        ));
        assert!(qualifies(
            "Insider trading cases are often highly publicized.",
            "Insider trading"
        ));
        assert!(!qualifies(
            "Insider trading is against the law.",
            "Insider trading"
        ));
        assert!(!qualifies("Salons met on designated days.", "Salons"));
    }
}
