//! Labelled lists in prose: a lead-in ending in a colon, then three or
//! more items that each open with a short label and a colon.
//!
//! ```text
//! For money to be a suitable means of exchange, it should have these key characteristics:
//! - Scarcity: Money should be scarce enough to have some value …
//! - Portability: Money must be easily moved around. …
//! ```
//!
//! What an item says is what its label stands for, and the other labels
//! are of the same kind: the structure a teacher asks about with "which
//! one does this describe?". A glossary (`glossary.rs`) gives meanings;
//! these items give explanations, in sentences of their own.

use std::sync::LazyLock;

use regex::Regex;

/// A list whose items open with labels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LabelledList {
    /// The last sentence before the list, without its colon: "For money to
    /// be a suitable means of exchange, it should have these key
    /// characteristics".
    pub lead_in: String,
    /// The items, in order.
    pub items: Vec<Item>,
    /// What the items are, from the heading above a run of run-in headings
    /// ("common power tactics in organizations"), when no lead-in says it.
    pub kind: Option<String>,
}

/// One item of a labelled list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// The label, as written ("Portability").
    pub label: String,
    /// Where the item's text after the label starts in the document.
    pub body_start: usize,
    /// Where the item's line ends.
    pub body_end: usize,
    /// The item's first words as written, when the label is the subject
    /// of its first sentence ("A predisposing factor" of "- A
    /// predisposing factor includes …", `subject_lists.rs`).
    pub subject: Option<String>,
}

/// A list item opening with a label: a bullet or number, one to six words
/// starting with a capital, a colon or a dash ("The fission theory—the
/// Moon was once part of Earth"), then text.
static ITEM: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^\s*(?:[-*•●▪–]|\d{1,2}[.)])\s+(?P<label>\p{Lu}[^:.;!?()\d—–]{1,58}?)(?:\s*:\s+|\s*—\s*|\s+[–-]\s+)(?P<body>\S.{10,})$",
    )
    .expect("labelled item pattern")
});

/// Verbs that make a label a claim ("Small businesses are resilient"), not
/// the name of a thing.
const CLAIM_VERBS: &[&str] = &[
    "is", "are", "was", "were", "has", "have", "can", "will", "should", "must", "est", "sont",
    "ist", "sind", "es", "son",
];

/// Compiles the run-in heading pattern every paragraph is tried against
/// now (`super::warm_patterns`).
pub(super) fn warm() {
    LazyLock::force(&RUN_IN);
}

/// The labelled lists of `text`, each of three items or more, with a
/// lead-in.
pub fn find(text: &str) -> Vec<LabelledList> {
    let mut lists = Vec::new();
    let mut items: Vec<Item> = Vec::new();
    let mut lead_in: Option<String> = None;
    let mut last_line = "";
    let mut offset = 0;
    let mut close = |items: &mut Vec<Item>, lead_in: &mut Option<String>| {
        if let Some(lead) = lead_in.take()
            && items.len() >= 3
        {
            lists.push(LabelledList {
                lead_in: lead,
                items: std::mem::take(items),
                kind: None,
            });
        }
        items.clear();
    };
    for line in text.split('\n') {
        let start = offset;
        offset += line.len() + 1;
        let trimmed = line.trim_end();
        if trimmed.trim().is_empty() {
            continue;
        }
        // The pattern only for a line that opens like a list item: most
        // lines of prose do not, and then it is not even compiled.
        let item = opens_like_an_item(trimmed)
            .then(|| ITEM.captures(trimmed))
            .flatten()
            .filter(|caps| names_a_thing(&caps["label"]));
        match item {
            Some(caps) => {
                if items.is_empty() {
                    lead_in = lead_in_of(last_line);
                }
                let body = caps.name("body").expect("body");
                items.push(Item {
                    label: caps["label"].trim().to_string(),
                    body_start: start + body.start(),
                    body_end: start + trimmed.len(),
                    subject: None,
                });
            }
            None => close(&mut items, &mut lead_in),
        }
        last_line = trimmed;
    }
    close(&mut items, &mut lead_in);
    lists.extend(run_in_lists(text));
    lists
}

/// A paragraph that opens with a run-in heading: "Controlling the Agenda.
/// One of the simplest ways to influence a decision is …". Small words
/// may stand inside the heading, not at its ends.
static RUN_IN: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^(?P<label>\p{Lu}[\p{L}'’-]*(?:\s+(?:of|and|the|in|on|for|to|a|an|with|by|from|\p{Lu}[\p{L}'’-]*))*?(?:\s+\p{Lu}[\p{L}'’-]*)?)\.\s+(?P<body>\p{Lu}.{20,})$",
    )
    .expect("run-in heading pattern")
});

/// Words after a heading's head noun ("Tactics" in "Common Power Tactics
/// in Organizations").
const HEADING_LINKS: &[&str] = &[
    "of", "in", "for", "on", "to", "at", "with", "within", "among",
];

/// Paragraphs in a row that each open with a run-in heading, three or
/// more: an Organizational Behavior section teaches its "Controlling
/// Access to Information", "Controlling the Agenda", "Using Outside
/// Experts" and so on this way (unseen sets 65 and 66). What they are
/// comes from the nearest heading above that names a plural ("Common
/// Power Tactics in Organizations"), or from a lead-in ending in a colon.
fn run_in_lists(text: &str) -> Vec<LabelledList> {
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut offset = 0;
    for line in text.split('\n') {
        lines.push((offset, line.trim_end()));
        offset += line.len() + 1;
    }
    let paragraphs: Vec<(usize, &str)> = lines
        .into_iter()
        .filter(|(_, line)| !line.trim().is_empty())
        .collect();
    let item_of = |(start, line): (usize, &str)| -> Option<Item> {
        if let Some(item) = bulleted_run_in(start, line) {
            return Some(item);
        }
        let caps = RUN_IN.captures(line)?;
        let label = caps.name("label")?.as_str();
        let words: Vec<&str> = label.split_whitespace().collect();
        let is_label = words.len() <= 6
            && (words.len() > 1 || label.chars().count() >= 5)
            && !label
                .chars()
                .all(|c| c.is_uppercase() || !c.is_alphabetic());
        let body = caps.name("body")?;
        is_label.then(|| Item {
            label: label.to_string(),
            body_start: start + body.start(),
            body_end: start + line.len(),
            subject: None,
        })
    };
    let mut lists = Vec::new();
    let mut at = 0;
    while at < paragraphs.len() {
        let mut items = Vec::new();
        let mut next = at;
        while let Some(item) = paragraphs.get(next).and_then(|p| item_of(*p)) {
            items.push(item);
            next += 1;
        }
        if items.len() >= 3 {
            let before = &paragraphs[..at];
            let kind = before
                .iter()
                .rev()
                .filter(|(_, line)| reads_as_heading(line))
                .find_map(|(_, heading)| plural_kind(heading, text));
            let lead_in = before
                .last()
                .and_then(|(_, line)| lead_in_of(line))
                .unwrap_or_default();
            if kind.is_some() || !lead_in.is_empty() {
                lists.push(LabelledList {
                    lead_in,
                    items,
                    kind,
                });
            }
        }
        at = next.max(at + 1);
    }
    lists
}

/// A bulleted or numbered item opening with a label in sentence case and
/// a full stop:
/// "- Supervision. Managers continually oversee the work of their
/// subordinates." (an Organizational Behavior section lists the nine
/// "Managerial Responsibilities" so, and unseen set 69 got no question
/// from it). The label names a thing: at most six words, no verb of a
/// claim, ending in a noun.
static BULLETED_RUN_IN: LazyLock<Regex> = LazyLock::new(|| {
    crate::pattern::european(
        r"^\s*(?:[-*•●▪–]|\d{1,2}[.)])\s+(?P<label>\p{Lu}[^.!?:;()\d—–]{2,58}?)\.\s+(?P<body>\p{Lu}.{20,})$",
    )
    .expect("bulleted run-in pattern")
});

fn bulleted_run_in(start: usize, line: &str) -> Option<Item> {
    if !opens_like_an_item(line) {
        return None;
    }
    let caps = BULLETED_RUN_IN.captures(line)?;
    let label = caps.name("label")?.as_str().trim();
    let last = label.split_whitespace().last()?.to_lowercase();
    let noun = last.ends_with("ing")
        || !crate::lexicon::noun_classes(&last).is_empty()
        || !crate::lexicon::noun_classes(&label.to_lowercase()).is_empty();
    if !names_a_thing(label) || !noun {
        return None;
    }
    let body = caps.name("body")?;
    Some(Item {
        label: label.to_string(),
        body_start: start + body.start(),
        body_end: start + line.len(),
        subject: None,
    })
}

/// Whether the text writes `word` with its capital inside a sentence
/// ("… the American colonies"), not in a heading, and never in lower
/// case.
fn written_as_a_name(word: &str, text: &str) -> bool {
    let lower = word.to_lowercase();
    if lower == word || text.contains(&format!(" {lower}")) {
        return false;
    }
    let spaced = format!(" {word}");
    text.lines()
        .filter(|line| !reads_as_heading(line))
        .any(|line| {
            line.match_indices(&spaced).any(|(at, _)| {
                line[..at]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_lowercase() || c == ',')
            })
        })
}

/// A heading line: short, capitalised, not ending like a sentence.
fn reads_as_heading(line: &str) -> bool {
    let line = line.trim();
    line.starts_with(char::is_uppercase)
        && !line.ends_with(['.', ':', '?', '!', ';', ','])
        && (1..=10).contains(&line.split_whitespace().count())
}

/// What a heading names when it is a plural ("Causes of Conflict in
/// Organizations" gives "causes of conflict in organizations"): its head,
/// the word before its first link word, ends in "s". Words the text
/// writes in lower case are lowered; names keep their capitals.
fn plural_kind(heading: &str, text: &str) -> Option<String> {
    let words: Vec<&str> = heading.split_whitespace().collect();
    let first = words.first()?.to_lowercase();
    if ["why", "how", "what", "when", "where", "who", "which"].contains(&first.as_str()) {
        return None;
    }
    // "Choosing Supreme Court Justices" tells what is done to them: the
    // items below are steps or cases, not kinds of justice (unseen set
    // 103 asked "Which of the choosing Supreme court justices …?").
    if first.len() > 4 && first.ends_with("ing") && crate::lexicon::noun_classes(&first).is_empty()
    {
        return None;
    }
    let head_at = words
        .iter()
        .position(|w| HEADING_LINKS.contains(&w.to_lowercase().as_str()))
        .unwrap_or(words.len())
        .checked_sub(1)?;
    let head = words[head_at].to_lowercase();
    if head.len() <= 3 || !head.ends_with('s') || head.ends_with("ss") || head.ends_with("us") {
        return None;
    }
    let lowered: Vec<String> = words
        .iter()
        .map(|w| {
            if written_as_a_name(w, text) {
                (*w).to_string()
            } else {
                w.to_lowercase()
            }
        })
        .collect();
    Some(lowered.join(" "))
}

/// The marks a list item may open with.
pub(super) const BULLET_MARKS: [char; 6] = ['-', '*', '•', '●', '▪', '–'];

/// Whether a line opens with a bullet or an item number ("- ", "• ", "3. ").
pub(super) fn opens_like_an_item(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with(BULLET_MARKS)
        || line.split_once(['.', ')']).is_some_and(|(number, _)| {
            (1..=2).contains(&number.len()) && number.chars().all(|c| c.is_ascii_digit())
        })
}

/// Whether a label names a thing: at most six words, no verb of a claim.
fn names_a_thing(label: &str) -> bool {
    let words: Vec<String> = label.split_whitespace().map(str::to_lowercase).collect();
    (1..=6).contains(&words.len()) && !words.iter().any(|w| CLAIM_VERBS.contains(&w.as_str()))
}

/// Quotes that may close a sentence after its full stop.
const CLOSING_QUOTES: &[char] = &['"', '”', '’', '\'', '»'];

/// The last sentence of the line before a list, when it ends in a colon.
pub(super) fn lead_in_of(line: &str) -> Option<String> {
    // "Internal ocular structures include (Garrity, 2022b):": the
    // citation is no part of what the list is (unseen set 70, C1 for
    // both raters).
    let line = super::tidy::without_citations(line);
    let body = line.trim().strip_suffix(':')?.trim_end();
    // The list's own lead-in: the sentence the colon ends.
    // A full stop may sit inside the quote it closes ("… called “the
    // marketing mix.” These are …").
    let sentence_start = body
        .char_indices()
        .filter(|&(_, c)| matches!(c, '.' | '!' | '?'))
        .filter_map(|(i, c)| {
            let after = &body[i + c.len_utf8()..];
            let rest = after.trim_start_matches(CLOSING_QUOTES);
            (rest.starts_with(' ') && rest.trim_start().starts_with(char::is_uppercase))
                .then(|| body.len() - rest.len())
        })
        .next_back()
        .unwrap_or(0);
    let sentence = body[sentence_start..].trim();
    (sentence.split_whitespace().count() >= 3).then(|| sentence.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const MONEY: &str = "Money\n\nMoney is used everywhere. For money to be a suitable means of exchange, it should have these key characteristics:\n\n- Scarcity: Money should be scarce enough to have some value.\n- Durability: Any item used as money must be durable.\n- Portability: Money must be easily moved around.\n- Divisibility: Money must be capable of being divided into smaller parts.\n\nBanks keep money safe.\n";

    #[test]
    fn a_list_of_labels_after_a_lead_in() {
        let lists = find(MONEY);
        assert_eq!(lists.len(), 1);
        let list = &lists[0];
        assert_eq!(
            list.lead_in,
            "For money to be a suitable means of exchange, it should have these key characteristics"
        );
        let labels: Vec<&str> = list.items.iter().map(|i| i.label.as_str()).collect();
        assert_eq!(
            labels,
            ["Scarcity", "Durability", "Portability", "Divisibility"]
        );
        let third = &list.items[2];
        assert_eq!(
            &MONEY[third.body_start..third.body_end],
            "Money must be easily moved around."
        );
    }

    #[test]
    fn paragraphs_opening_with_run_in_headings_are_a_list_of_the_heading_s_kind() {
        let text = "Uses of Power\n\nCommon Power Tactics in Organizations\n\nMany tactics are available to managers.\n\nControlling Access to Information. Persons controlling access to information play a major role in decisions made.\n\nControlling the Agenda. One of the simplest ways to influence a decision is to keep it off the agenda.\n\nUsing Outside Experts. A unit may bring in experts whose views it knows in advance.\n\nSymbols of Power\n\nOffices are one symbol of power in the United States.\n";
        let lists = find(text);
        assert_eq!(lists.len(), 1, "{lists:?}");
        let list = &lists[0];
        assert_eq!(
            list.kind.as_deref(),
            Some("common power tactics in organizations")
        );
        let labels: Vec<&str> = list.items.iter().map(|i| i.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Controlling Access to Information",
                "Controlling the Agenda",
                "Using Outside Experts"
            ]
        );
        assert!(text[list.items[1].body_start..].starts_with("One of the simplest"));
        // A heading telling what is done makes no kind of the labels.
        assert_eq!(plural_kind("Choosing Supreme Court Justices", ""), None);
        assert_eq!(
            plural_kind("Common Power Tactics", "").as_deref(),
            Some("common power tactics")
        );
        // Two such paragraphs, or a heading that is a question, make none.
        assert!(
            find("Why Organizations Have Conflict\n\nTask Interdependencies. Groups that must work together clash more often.\n\nStatus Inconsistencies. Managers may take time off when others may not.\n\nCommunication Problems. A message misunderstood leads to anger and distrust.\n")
                .is_empty()
        );
    }

    #[test]
    fn bulleted_items_opening_with_a_label_and_a_full_stop_are_a_list_of_the_heading_s_kind() {
        let text = "Managerial Responsibilities\n\nManagers describe nine major types of activities. These include:\n\n- Long-range planning. Managers occupying executive positions are frequently involved in strategic planning.\n- Controlling. Managers evaluate and take corrective action concerning the use of resources.\n- Supervision. Managers continually oversee the work of their subordinates.\n\nNot every manager engages in all of these activities.\n";
        let lists = find(text);
        assert_eq!(lists.len(), 1, "{lists:?}");
        let list = &lists[0];
        assert_eq!(list.kind.as_deref(), Some("managerial responsibilities"));
        let labels: Vec<&str> = list.items.iter().map(|i| i.label.as_str()).collect();
        assert_eq!(
            labels,
            ["Long-range planning", "Controlling", "Supervision"]
        );
        assert!(text[list.items[2].body_start..].starts_with("Managers continually oversee"));
        // Numbered the same.
        let numbered = text
            .replacen("- Long", "1. Long", 1)
            .replacen("- Controlling", "2. Controlling", 1)
            .replacen("- Supervision", "3. Supervision", 1);
        assert_eq!(find(&numbered)[0].items.len(), 3);
        // Bullets that open with a short claim are no labels.
        let claims = "Managerial Responsibilities\n\nThese include:\n\n- Managers plan ahead. They set goals for the year and the decade.\n- Workers are paid. They receive wages every month from the firm.\n- Owners decide everything. They choose who leads and who follows.\n";
        assert!(find(claims).is_empty(), "{:?}", find(claims));
    }

    #[test]
    fn a_lead_in_starts_after_a_full_stop_inside_a_quote() {
        assert_eq!(
            lead_in_of("These tools are often called “the marketing mix.” These are the 4Ps:"),
            Some("These are the 4Ps".to_string())
        );
        assert_eq!(
            lead_in_of("External ocular structures include (Garrity, 2022a):"),
            Some("External ocular structures include".to_string())
        );
        assert_eq!(
            lead_in_of("He said \"go.\" Then came these key steps:"),
            Some("Then came these key steps".to_string())
        );
        // No sentence ends inside "e.g. the" before a lower-case word.
        assert_eq!(
            lead_in_of("Some tools, e.g. the plough, have these parts:"),
            Some("Some tools, e.g. the plough, have these parts".to_string())
        );
    }

    #[test]
    fn labels_may_end_in_a_dash() {
        let text = "Most of the earlier hypotheses for the Moon’s origin followed one of three general ideas:\n\n- The fission theory—the Moon was once part of Earth, but somehow separated from it.\n- The sister theory—the Moon formed together with (but independent of) Earth.\n- The capture theory – the Moon formed elsewhere and was captured by Earth.\n";
        let lists = find(text);
        assert_eq!(lists.len(), 1);
        let labels: Vec<&str> = lists[0].items.iter().map(|i| i.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "The fission theory",
                "The sister theory",
                "The capture theory"
            ]
        );
        let first = &lists[0].items[0];
        assert!(text[first.body_start..].starts_with("the Moon was once part of Earth"));
    }

    #[test]
    fn claims_short_lists_and_lists_without_a_lead_in_are_not_labelled_lists() {
        // A label that is a claim leaves too few items.
        let claims = "Why they thrive:\n- Small firms are resilient: They adapt.\n- Owners are free: They choose their hours and work.\n- Outsourcing: Corporations contract with outside firms.\n";
        assert!(find(claims).is_empty());
        let two = "Two kinds:\n- Scarcity: Money should be scarce enough.\n- Durability: Money must be durable and last.\n";
        assert!(find(two).is_empty());
        let no_lead = "Money is used everywhere.\n- Scarcity: Money should be scarce enough.\n- Durability: Money must be durable and last.\n- Portability: Money must be easily moved around.\n";
        assert!(find(no_lead).is_empty());
    }
}
