//! Kinds listed as the subjects of bullets: a lead-in that names them,
//! then items whose sentences open with one kind each.
//!
//! ```text
//! Three factors either support or form barriers to participation in health promotion activities:
//! - A predisposing factor includes any characteristics of the individual …
//! - Reinforcing factors occur in the form of positive or negative feedback …
//! - Enabling factors are social and environmental factors that facilitate …
//! ```
//!
//! Each item tells what its kind is or does, and the others are of the
//! same kind: a labelled list (`labelled.rs`) whose labels are the
//! sentences' subjects. Unseen set 73 had one and got no question from it.
//! The question quotes the item's first sentence with "This factor" or
//! "These factors" for its subject (`ask_labelled.rs`).

use super::labelled::{BULLET_MARKS, Item, LabelledList, lead_in_of, opens_like_an_item};
use super::word_forms::singularise;

/// Most words of a kind's name before its head noun.
const MOST_MODIFIERS: usize = 3;

/// The lists of `text` whose items open with kinds of one head noun the
/// lead-in names in the plural, three items or more.
pub(super) fn find(text: &str) -> Vec<LabelledList> {
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut offset = 0;
    for line in text.split('\n') {
        if !line.trim().is_empty() {
            lines.push((offset, line.trim_end()));
        }
        offset += line.len() + 1;
    }
    let mut lists = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        let Some(lead_in) = lead_in_of(lines[at].1) else {
            at += 1;
            continue;
        };
        let bullets: Vec<(usize, &str)> = lines[at + 1..]
            .iter()
            .copied()
            .take_while(|(_, line)| opens_like_an_item(line))
            .collect();
        let list = plural_nouns(&lead_in)
            .into_iter()
            .find_map(|plural| list_of(&lead_in, &plural, &bullets));
        at += 1 + bullets.len();
        lists.extend(list);
    }
    lists
}

/// The lead-in's plural nouns: the head nouns its kinds may share.
fn plural_nouns(lead_in: &str) -> Vec<String> {
    lead_in
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()))
        .filter(|w| {
            w.len() > 3
                && w.ends_with('s')
                && !w.ends_with("ss")
                && w.chars().all(|c| c.is_lowercase())
        })
        .map(str::to_string)
        .collect()
}

/// The list when every bullet opens with a kind of `plural` (three or
/// more bullets).
fn list_of(lead_in: &str, plural: &str, bullets: &[(usize, &str)]) -> Option<LabelledList> {
    let singular = singularise(plural);
    let items: Vec<Item> = bullets
        .iter()
        .map(|&(start, line)| item_of(start, line, plural, &singular))
        .collect::<Option<_>>()?;
    let distinct: std::collections::BTreeSet<String> =
        items.iter().map(|i| i.label.to_lowercase()).collect();
    (items.len() >= 3 && distinct.len() == items.len()).then(|| LabelledList {
        lead_in: lead_in.to_string(),
        items,
        kind: None,
    })
}

/// One bullet whose sentence opens with a kind: "- Reinforcing factors
/// occur …" gives the label "Reinforcing factors", in the number the
/// lead-in names them.
fn item_of(start: usize, line: &str, plural: &str, singular: &str) -> Option<Item> {
    let body = line
        .trim_start()
        .trim_start_matches(BULLET_MARKS)
        .trim_start();
    let words: Vec<&str> = body.split_whitespace().collect();
    let skip = usize::from(
        words
            .first()
            .is_some_and(|w| ["A", "An", "The"].contains(w)),
    );
    let head_at = (skip + 1..=skip + MOST_MODIFIERS)
        .find(|&k| words.get(k).is_some_and(|w| *w == plural || *w == singular))?;
    let modifiers = &words[skip..head_at];
    let plain = |w: &&str| w.chars().all(|c| c.is_alphabetic() || c == '-');
    let verb_follows = words.get(head_at + 1).is_some_and(|w| {
        w.chars().all(char::is_lowercase) && !["of", "and", "or", "in", "for"].contains(w)
    });
    if !modifiers.iter().all(plain) || !verb_follows {
        return None;
    }
    let mut label = modifiers.join(" ").to_lowercase();
    label.push(' ');
    label.push_str(plural);
    let label = super::tidy::capitalise(&label);
    let line_start = start + (line.len() - body.len());
    Some(Item {
        label,
        body_start: line_start,
        body_end: start + line.len(),
        subject: Some(words[..=head_at].join(" ")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const FACTORS: &str = "Barriers\n\nThree factors either support or form barriers to participation in health promotion activities:\n\n- A predisposing factor includes any characteristics of the individual that affect personal motivation. An example follows.\n- Reinforcing factors occur in the form of positive or negative feedback, such as rewards or punishments.\n- Enabling factors are social and environmental factors that facilitate or motivate attainment of specific behaviors.\n\nEducational interventions can influence some of these factors.\n";

    #[test]
    fn kinds_named_as_the_bullets_subjects_are_a_labelled_list() {
        let lists = find(FACTORS);
        assert_eq!(lists.len(), 1, "{lists:?}");
        let labels: Vec<&str> = lists[0].items.iter().map(|i| i.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Predisposing factors",
                "Reinforcing factors",
                "Enabling factors"
            ]
        );
        assert_eq!(
            lists[0].items[0].subject.as_deref(),
            Some("A predisposing factor")
        );
        assert!(lists[0].lead_in.starts_with("Three factors either support"));
    }

    #[test]
    fn each_kind_is_asked_by_its_sentence_with_the_others_as_options() {
        let made = super::super::generate(FACTORS, "en", "Barriers", &[], 10);
        let asked = made
            .questions
            .iter()
            .find(|q| {
                q.prompt
                    .contains("“These factors occur in the form of positive")
            })
            .expect("a question on reinforcing factors");
        assert!(
            asked
                .prompt
                .starts_with("Three factors either support or form barriers"),
            "{}",
            asked.prompt
        );
        let quizforge_core::Body::MultipleChoice { choices } = &asked.body else {
            panic!("{:?}", asked.body);
        };
        let right: Vec<&str> = choices
            .iter()
            .filter(|c| c.correct)
            .map(|c| c.text.as_str())
            .collect();
        assert_eq!(right, ["Reinforcing factors"]);
        assert_eq!(choices.len(), 3);
    }

    #[test]
    fn bullets_of_other_subjects_are_no_such_list() {
        let text = "Nurses should know three things:\n\n- The client may refuse care at any time during the visit.\n- Clients have rights that the team must respect.\n- Families often help clients decide.\n";
        assert!(find(text).is_empty());
    }
}
