//! Kinds a lead-in lists one a line, each then taught in the text:
//!
//! ```text
//! The four stages of the Tuckman model are:
//! - Forming
//! - Storming
//! - Norming
//! - Performing
//! The Forming stage begins with the introduction of team members. …
//! ```
//!
//! The items are things of one kind, as plainly as a heading run
//! (`heading_kin.rs`) or a list in one sentence makes them: a blank on
//! one can offer the others. The noun the lead-in counts ("stages") is
//! what they all are, so never an option. Unseen set 62 had such a list
//! and no question on it.

use std::sync::LazyLock;

use regex::Regex;

use super::analysis::Sentence;
use super::heading_kin::HeadingFamily;
use super::word_forms::singularise;
use crate::nlp::{Lang, is_stop_word};

/// Fewest items that make kinds of one thing; two are a comparison.
const FEWEST_ITEMS: usize = 3;
/// Most words an item may have and still be a name.
const MOST_WORDS: usize = 4;
/// Most items a question puts in order: more is a chore, not a check.
const MOST_IN_ORDER: usize = 8;

/// How many sentences after a list the text is read for its items: a
/// lesson takes up what it lists right after the list, and reading the
/// whole of a long document for every item of every list was too slow.
const FOLLOWING: usize = 60;

/// The families of `sentences` listed under a lead-in.
pub(super) fn families(sentences: &[Sentence], lang: Lang) -> Vec<HeadingFamily> {
    if lang == Lang::Other {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (at, items) in lists_of_names(sentences, lang) {
        if items.len() < FEWEST_ITEMS {
            continue;
        }
        let following = following(sentences, at + 1 + items.len());
        // Taught, not only listed: most items come back in the text. A
        // list of actions or examples named once is no set of terms.
        let used_again = items
            .iter()
            .filter(|s| {
                let lower = s.text.trim_end_matches('.').to_lowercase();
                following
                    .iter()
                    .any(|(_, text)| text.contains(lower.as_str()))
            })
            .count();
        if used_again * 3 < items.len() * 2 {
            continue;
        }
        let members = items
            .iter()
            .map(|s| {
                (
                    as_written(s.text.trim_end_matches('.'), &following),
                    s.section,
                )
            })
            .collect();
        out.push(HeadingFamily {
            parent: counted_noun(&sentences[at].text, lang),
            members,
            qualifiers: Vec::new(),
        });
    }
    out
}

/// Stages, steps or phases a lead-in lists one a line, in their order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Sequence {
    /// The lead-in's sentence.
    pub lead_in: usize,
    /// The last item's sentence.
    pub last: usize,
    /// What the lead-in says they are, without its article: "four stages
    /// of the Tuckman model".
    pub what: String,
    /// The items, in the list's order, as the text writes them.
    pub items: Vec<String>,
}

/// A lead-in that counts stages, steps or phases: "The four stages of the
/// Tuckman model are:", "There are five steps in the process:".
static EN_SEQUENCE_LEAD_IN: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?:The\s+|There\s+are\s+)?(?P<what>(?:[\p{L}-]+\s+){0,2}(?:stages|steps|phases)(?:\s+(?:of|in)\s+[^:;,]{3,60}?)?)(?:\s+(?:are|were|include))?(?:\s+as\s+follows)?\s*:$",
    )
    .expect("sequence lead-in pattern")
});

/// The sequences of `sentences`: lists of three to eight stages, steps or
/// phases under a lead-in that counts them, which the text then takes up
/// one by one in the same order. That the text follows the list's order
/// is what shows the order is the thing's, not the writer's.
pub(super) fn sequences(sentences: &[Sentence], lang: Lang) -> Vec<Sequence> {
    if lang != Lang::En {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (at, items) in lists_of_names(sentences, lang) {
        let Some(caps) = EN_SEQUENCE_LEAD_IN.captures(&sentences[at].text) else {
            continue;
        };
        if !(FEWEST_ITEMS..=MOST_IN_ORDER).contains(&items.len()) {
            continue;
        }
        let after = at + 1 + items.len();
        // The items as the list shows them: an ordering question shows
        // them so ("Forming", though a sentence opens with it).
        let names: Vec<String> = items
            .iter()
            .map(|s| s.text.trim_end_matches('.').to_string())
            .collect();
        // Where the text after the list first takes up each item, in
        // whatever case ("Forming comes first.", "the forming stage").
        let following = following(sentences, after);
        let first_use: Vec<Option<usize>> = names
            .iter()
            .map(|name| {
                let name = name.to_lowercase();
                following
                    .iter()
                    .position(|(_, text)| super::distractors::contains_word(text, &name))
            })
            .collect();
        let in_order = first_use.iter().all(Option::is_some)
            && first_use.windows(2).all(|pair| pair[0] <= pair[1]);
        if !in_order {
            continue;
        }
        let what = super::word_forms::lower_first(&caps["what"]);
        out.push(Sequence {
            lead_in: at,
            last: after - 1,
            what,
            items: names,
        });
    }
    out
}

/// The sentences that follow a list from `from`, bullets of other lists
/// left out, each with its text in lower case.
fn following(sentences: &[Sentence], from: usize) -> Vec<(&Sentence, String)> {
    sentences
        .iter()
        .skip(from)
        .take(FOLLOWING)
        .filter(|s| !s.bullet)
        .map(|s| (s, s.text.to_lowercase()))
        .collect()
}

/// Each lead-in (a sentence ending in a colon) with the bullets right
/// after it in its section, when every bullet is a short name.
fn lists_of_names(sentences: &[Sentence], lang: Lang) -> Vec<(usize, Vec<&Sentence>)> {
    sentences
        .iter()
        .enumerate()
        .filter(|(_, lead_in)| !lead_in.bullet && lead_in.text.ends_with(':'))
        .map(|(at, lead_in)| {
            let items: Vec<&Sentence> = sentences[at + 1..]
                .iter()
                .take_while(|s| s.bullet && s.section == lead_in.section)
                .collect();
            (at, items)
        })
        .filter(|(_, items)| !items.is_empty() && items.iter().all(|s| is_a_name(&s.text, lang)))
        .collect()
}

/// Whether a list item is a short name: a few words, no function word
/// (which would make it a phrase or a clause), not a sentence.
fn is_a_name(item: &str, lang: Lang) -> bool {
    let item = item.trim_end_matches('.');
    let words: Vec<&str> = item.split_whitespace().collect();
    !words.is_empty()
        && words.len() <= MOST_WORDS
        && !item.contains([',', ';', ':', '(', '"', '“'])
        && item.chars().next().is_some_and(char::is_alphabetic)
        && words.iter().all(|w| !is_stop_word(w, lang))
}

/// The item as the text writes it inside its sentences: with its
/// capital when a sentence writes it so after its first word
/// ("The Forming stage …", a name of a stage), else in lower case
/// ("primary groups").
fn as_written(item: &str, following: &[(&Sentence, String)]) -> String {
    let named = following.iter().any(|(s, _)| {
        s.text
            .match_indices(item)
            .any(|(at, _)| at > 0 && s.text[..at].ends_with(' '))
    });
    if named {
        item.to_string()
    } else {
        super::word_forms::lower_first(item)
    }
}

/// The plural noun a lead-in counts its items by ("The four stages of
/// the Tuckman model are" → "stage"), singular, when it names one.
fn counted_noun(lead_in: &str, lang: Lang) -> Option<String> {
    const KINDS: &[&str] = &[
        "stages",
        "types",
        "kinds",
        "steps",
        "phases",
        "categories",
        "forms",
        "classes",
        "levels",
        "components",
        "elements",
        "principles",
        "functions",
        "roles",
        "styles",
        "factors",
        "dimensions",
        "approaches",
        "strategies",
        "methods",
        "models",
        "theories",
        "needs",
        "groups",
        "parts",
    ];
    if lang != Lang::En {
        return None;
    }
    lead_in
        .trim_end_matches(':')
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase())
        .find(|w| KINDS.contains(&w.as_str()))
        .map(|w| singularise(&w))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bullets(lead_in: &str, items: &[&str], rest: &[&str]) -> Vec<Sentence> {
        let mut out = vec![Sentence::for_test(0, lead_in)];
        for item in items {
            let mut s = Sentence::for_test(out.len(), item);
            s.bullet = true;
            out.push(s);
        }
        for text in rest {
            out.push(Sentence::for_test(out.len(), text));
        }
        out
    }

    /// A lead-in, four stages one a line, and a sentence on each in order.
    fn tuckman() -> Vec<Sentence> {
        bullets(
            "The four stages of the Tuckman model are:",
            &["Forming", "Storming", "Norming", "Performing"],
            &[
                "The Forming stage begins with the introduction of team members.",
                "The Storming stage begins as team members vie for leadership.",
                "During Norming, the team is starting to work well together.",
                "Finally, the team is entering the Performing stage.",
            ],
        )
    }

    #[test]
    fn items_listed_under_a_lead_in_and_taught_after_are_one_family() {
        let sentences = tuckman();
        let found = families(&sentences, Lang::En);
        assert_eq!(found.len(), 1);
        let members: Vec<&str> = found[0].members.iter().map(|(m, _)| m.as_str()).collect();
        assert_eq!(members, ["Forming", "Storming", "Norming", "Performing"]);
        assert_eq!(found[0].parent.as_deref(), Some("stage"));
    }

    #[test]
    fn stages_the_text_takes_up_in_the_list_order_are_a_sequence() {
        let sentences = tuckman();
        let found = sequences(&sentences, Lang::En);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].what, "four stages of the Tuckman model");
        assert_eq!(
            found[0].items,
            ["Forming", "Storming", "Norming", "Performing"]
        );
        assert_eq!((found[0].lead_in, found[0].last), (0, 4));
        // Taken up in another order, the list's order may be the writer's.
        let shuffled = bullets(
            "The four stages of the Tuckman model are:",
            &["Forming", "Storming", "Norming", "Performing"],
            &[
                "The Storming stage begins as team members vie for leadership.",
                "The Forming stage begins with the introduction of team members.",
                "During Norming, the team is starting to work well together.",
                "Finally, the team is entering the Performing stage.",
            ],
        );
        assert!(sequences(&shuffled, Lang::En).is_empty());
        // Taken up only at the start of sentences, they are still found.
        let opening = bullets(
            "The four stages of the Tuckman model are:",
            &["Forming", "Storming", "Norming", "Performing"],
            &[
                "Forming comes first.",
                "Storming follows it.",
                "Norming is next.",
                "Performing is the last.",
            ],
        );
        assert_eq!(
            sequences(&opening, Lang::En)[0].items,
            ["Forming", "Storming", "Norming", "Performing"]
        );
        // Kinds are no sequence.
        let kinds = bullets(
            "The three types of rock are:",
            &["Igneous", "Sedimentary", "Metamorphic"],
            &[
                "Igneous rock forms from magma.",
                "Sedimentary rock forms in layers.",
                "Metamorphic rock forms under heat.",
            ],
        );
        assert!(sequences(&kinds, Lang::En).is_empty());
    }

    #[test]
    fn a_list_of_actions_or_of_things_named_once_is_no_family() {
        let actions = bullets(
            "To start a business, you should:",
            &["Write a plan", "Find the money", "Hire the staff"],
            &["Many businesses fail in their first year."],
        );
        assert!(families(&actions, Lang::En).is_empty());
        let once = bullets(
            "The shop sells:",
            &["Bread", "Cheese", "Apples"],
            &["It opens at nine."],
        );
        assert!(families(&once, Lang::En).is_empty());
    }
}
