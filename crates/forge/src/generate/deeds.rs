//! A sentence that tells what a person did, read for "Who …?" questions
//! (`ask_people.rs`): "In 1858, Pasteur filtered air …" is an opening
//! time kept ("In 1858, "), a name ("Pasteur") and a deed from the verb
//! on ("filtered air …"); "The Declaration of Sentiments was written by
//! Elizabeth Cady Stanton" is read in the active ("wrote the Declaration
//! of Sentiments"). English only.

use crate::nlp::Lang;

/// Connectives that open a sentence and say nothing of when or where: left
/// out of the question.
const CONNECTIVES: &[&str] = &[
    "however",
    "later",
    "then",
    "thus",
    "also",
    "instead",
    "still",
    "moreover",
    "furthermore",
    "finally",
    "next",
    "meanwhile",
    "eventually",
    "subsequently",
    "similarly",
    "likewise",
    "consequently",
    "therefore",
    "nevertheless",
    "indeed",
    "in fact",
    "in addition",
    "in reality",
    "soon after",
    "shortly after",
    "afterward",
    "afterwards",
];

/// Words that open a time or place kept before "who": "In 1858,", "After a
/// few days,", "During the war,".
const KEPT_OPENERS: &[&str] = &[
    "in",
    "on",
    "at",
    "by",
    "during",
    "after",
    "before",
    "from",
    "around",
    "between",
    "following",
    "throughout",
    "within",
    "over",
    "until",
    "when",
    "while",
];

/// Openers of a clause with its own subject and verb ("When the war
/// ended, …"), as against a phrase of time or place ("In 1858, …").
const CLAUSE_OPENERS: &[&str] = &["when", "while", "after", "before", "until"];

/// Most words of an opening phrase kept in a "Who …?" question.
const MOST_PHRASE_OPENER_WORDS: usize = 8;

/// Most words of an opening clause kept in a "Who …?" question.
const MOST_CLAUSE_OPENER_WORDS: usize = 12;

/// Verbs in the past tense that are not regular ("-ed") and tell what a
/// person did or was.
const IRREGULAR_PAST: &[&str] = &[
    "was",
    "were",
    "had",
    "did",
    "made",
    "took",
    "gave",
    "wrote",
    "led",
    "found",
    "saw",
    "thought",
    "taught",
    "began",
    "became",
    "built",
    "brought",
    "sent",
    "won",
    "held",
    "left",
    "set",
    "put",
    "came",
    "went",
    "rose",
    "spoke",
    "fought",
    "sought",
    "drew",
    "grew",
    "knew",
    "chose",
    "kept",
    "met",
    "ran",
    "read",
    "said",
    "sold",
    "told",
    "understood",
    "overthrew",
    "undertook",
    "upheld",
    "withdrew",
    "forbade",
    "meant",
    "paid",
    "laid",
    "struck",
    "bore",
    "swore",
    "shook",
    "stood",
    "felt",
    "lost",
    "spent",
    "taught",
    "wore",
];

/// Words in "-ed" that are no past tense.
const NOT_PAST: &[&str] = &[
    "need", "feed", "seed", "heed", "weed", "shed", "sled", "proceed", "succeed", "exceed",
    "indeed", "embed", "speed", "breed", "bleed",
];

/// What a life is made of, not what a lesson teaches about a person.
const LIFE_EVENTS: &[&str] = &[
    "died",
    "married",
    "lived",
    "moved",
    "returned",
    "retired",
    "grew",
    "was born",
    "were born",
];

/// A sentence's subject person and the rest of the question.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Deed<'t> {
    /// The time or place that opens the sentence, with its comma ("In
    /// 1858, "), kept before "who".
    pub(super) opener: &'t str,
    /// The name as the sentence writes it ("Pasteur", "John Needham").
    pub(super) name: &'t str,
    /// From the verb to the sentence's end, without its full stop.
    pub(super) predicate: String,
}

/// The subject person of a sentence telling what they did, if it is one:
/// an opening time, place or connective, a capitalised name, life dates or
/// an appositive, then a verb in the past tense.
pub(super) fn deed(text: &str) -> Option<Deed<'_>> {
    // "Suppose Fritz had made out his will …" is a case to imagine, and
    // "Suppose" no part of a name (unseen set 104 asked "Who had made out
    // his will …? S_____ F_____").
    let first = text.split(' ').next().unwrap_or_default();
    if SUPPOSING.contains(&first) {
        return None;
    }
    let (opener, rest) = split_opener(text)?;
    active_deed(opener, rest).or_else(|| passive_deed(opener, rest))
}

/// Words that open a case to imagine: what follows is an example, not a
/// deed.
const SUPPOSING: &[&str] = &["Suppose", "Imagine", "Assume", "Say", "Consider", "Pretend"];

/// "Louis Pasteur filtered air …": the name, then the verb.
fn active_deed<'t>(opener: &'t str, rest: &'t str) -> Option<Deed<'t>> {
    let rest = after_role(rest);
    let name = leading_name(rest)?;
    let first = name.split(' ').next().unwrap_or_default().to_lowercase();
    if !name.split(' ').any(|w| w.starts_with(char::is_uppercase))
        || crate::nlp::is_stop_word(&first, Lang::En)
        || PRONOUN_SUBJECTS.contains(&first.as_str())
    {
        return None;
    }
    let mut after = without_life_dates(rest[name.len()..].trim_start());
    // An appositive: ", a 17th century Flemish scientist," up to the comma
    // before the verb.
    if let Some(apposed) = after.strip_prefix(", ") {
        let ends = apposed.match_indices(", ").find(|(at, _)| {
            let next = apposed[at + 2..].split(' ').next().unwrap_or_default();
            is_deed_verb(next)
        })?;
        let appositive = &apposed[..ends.0];
        let opens = appositive.split(' ').next().unwrap_or_default();
        if !["a", "an", "the", "who"].contains(&opens) || appositive.split(' ').count() > 25 {
            return None;
        }
        after = &apposed[ends.0 + 2..];
    }
    // "Vanderbilt later purchased …": an adverb of time or manner before
    // the verb stays in the question ("Who later purchased …?"); "also"
    // and "then" would lean on a deed told before.
    let mut words = after.split(' ');
    let verb = match words.next().unwrap_or_default() {
        adverb if BEFORE_THE_VERB.contains(&adverb) || is_manner_adverb(adverb) => {
            words.next().unwrap_or_default()
        }
        verb => verb,
    };
    if !is_deed_verb(verb) {
        return None;
    }
    // "… “equal but separate accommodations.”": the question mark goes
    // after the closing quote, the full stop inside it goes (unseen set
    // 62: "….”?").
    let trimmed = after.trim_end();
    let unstopped = [('”', ".”"), ('"', ".\""), ('”', "!”")]
        .iter()
        .find_map(|(quote, end)| {
            trimmed
                .strip_suffix(end)
                .map(|rest| format!("{rest}{quote}"))
        })
        .unwrap_or_else(|| trimmed.to_string());
    let predicate = own_clause(unstopped.trim_end_matches(['.', '!']))
        .replace(", however,", ",")
        .replace(" however,", "");
    let lower = predicate.to_lowercase();
    // "was a brilliant general and politician" says what many were, not
    // what one did ("was the first to …", "was awarded …" do).
    let characterises = ["was a ", "was an ", "were a ", "were an "]
        .iter()
        .any(|opening| lower.starts_with(opening));
    if characterises
        || LIFE_EVENTS.iter().any(|event| lower.starts_with(event))
        || predicate.ends_with('?')
        || predicate.contains(':')
        || predicate.split_whitespace().count() < 4
    {
        return None;
    }
    Some(Deed {
        opener,
        name,
        predicate,
    })
}

/// "The theory of evolution was proposed by Charles Darwin in 1859": asked
/// as "Who proposed the theory of evolution in 1859?", the participle
/// turned back to the past tense.
fn passive_deed<'t>(opener: &'t str, rest: &'t str) -> Option<Deed<'t>> {
    let (subject, after) = [" was ", " were "]
        .iter()
        .find_map(|be| rest.split_once(be))?;
    let (participle, after) = after.split_once(' ')?;
    let past = past_of_participle(participle)?;
    let after = after.strip_prefix("by ")?;
    let name = leading_name(after)?;
    if !name.split(' ').any(|w| w.starts_with(char::is_uppercase)) {
        return None;
    }
    let tail = without_life_dates(after[name.len()..].trim_start());
    // The thing done, named by the sentence itself: no pronoun, no clause.
    let words: Vec<&str> = subject.split(' ').collect();
    let first = words.first()?.to_lowercase();
    if words.len() > 10
        || subject.contains(',')
        || PRONOUN_SUBJECTS.contains(&first.as_str())
        || words.iter().any(|w| is_past_verb(w))
    {
        return None;
    }
    let subject = if ["the", "a", "an"].contains(&first.as_str())
        || (crate::lexicon::is_english_word(&first)
            && words
                .get(1)
                .is_none_or(|w| w.starts_with(char::is_lowercase)))
    {
        let mut lowered = first.clone();
        lowered.push_str(&subject[words[0].len()..]);
        lowered
    } else {
        subject.to_string()
    };
    let tail = own_clause(tail.trim_end().trim_end_matches(['.', '!']));
    let joined = if tail.is_empty() || tail.starts_with([',', ';']) {
        format!("{past} {subject}{tail}")
    } else {
        format!("{past} {subject} {tail}")
    };
    if joined.split_whitespace().count() < 4 || joined.contains(':') || joined.ends_with('?') {
        return None;
    }
    Some(Deed {
        opener,
        name,
        predicate: joined,
    })
}

/// A predicate without a clause joined after it that has a subject of its
/// own ("had declared an end to the relocation, and as of January 1945,
/// they were free to return"): the person did the first, not the second.
fn own_clause(predicate: &str) -> &str {
    let mut end = predicate.len();
    if let Some(at) = predicate.find("; ") {
        end = end.min(at);
    }
    for joint in [
        ", and ",
        ", but ",
        ", so ",
        ", while ",
        ", whereas ",
        ", yet ",
    ] {
        for (at, _) in predicate.match_indices(joint) {
            let next = predicate[at + joint.len()..]
                .split(' ')
                .next()
                .unwrap_or_default();
            // "…, but advertising alone is insufficient …", "…, but his
            // prestige was short-lived" (unseen sets 119 and earlier, both
            // rejected): a clause of its own, its verb a few words on.
            let own_verb = predicate[at + joint.len()..]
                .split(' ')
                .skip(1)
                .take(3)
                .any(|w| FINITE_AFTER_SUBJECT.contains(&w));
            let new_subject = next.starts_with(char::is_uppercase)
                || PRONOUN_SUBJECTS.contains(&next)
                || ["his", "her", "its", "their"].contains(&next)
                || own_verb
                || ["as", "in", "by", "there", "we", "you", "after", "when"].contains(&next);
            if new_subject {
                end = end.min(at);
            }
        }
    }
    &predicate[..end]
}

/// Verbs that show a clause after a joint has a subject of its own.
const FINITE_AFTER_SUBJECT: &[&str] = &[
    "is", "was", "are", "were", "has", "had", "have", "will", "would", "can", "could",
];

/// Subjects that need a sentence before to say what they are.
const PRONOUN_SUBJECTS: &[&str] = &[
    "it", "this", "that", "these", "those", "they", "he", "she", "which", "such", "its", "their",
];

/// The past tense of a participle after "was"/"were … by": a regular
/// "-ed" form is its own, an irregular one is looked up.
fn past_of_participle(participle: &str) -> Option<String> {
    const IRREGULAR: &[(&str, &str)] = &[
        ("written", "wrote"),
        ("taken", "took"),
        ("given", "gave"),
        ("led", "led"),
        ("made", "made"),
        ("built", "built"),
        ("found", "found"),
        ("held", "held"),
        ("begun", "began"),
        ("drawn", "drew"),
        ("shown", "showed"),
        ("taught", "taught"),
        ("brought", "brought"),
        ("sent", "sent"),
        ("won", "won"),
        ("set", "set"),
        ("sold", "sold"),
        ("told", "told"),
        ("thought", "thought"),
        ("sought", "sought"),
        ("fought", "fought"),
        ("chosen", "chose"),
        ("overthrown", "overthrew"),
        ("undertaken", "undertook"),
        ("spoken", "spoke"),
        ("paid", "paid"),
        ("struck", "struck"),
        ("grown", "grew"),
        ("seen", "saw"),
        ("driven", "drove"),
        ("beaten", "beat"),
    ];
    if let Some((_, past)) = IRREGULAR.iter().find(|(p, _)| *p == participle) {
        return Some((*past).to_string());
    }
    (participle.len() >= 5
        && participle.ends_with("ed")
        && participle.chars().all(char::is_lowercase)
        && !NOT_PAST.contains(&participle))
    .then(|| participle.to_string())
}

/// The sentence's opening time or place with its comma ("In 1858, "),
/// empty when it has none, and the rest after it; a connective that opens
/// the sentence ("However, ") is dropped. None when something else opens
/// it before a comma.
fn split_opener(text: &str) -> Option<(&str, &str)> {
    let Some((head, _)) = text.split_once(", ") else {
        return Some(("", text));
    };
    let lower = head.to_lowercase();
    if CONNECTIVES.contains(&lower.as_str()) {
        return Some(("", &text[head.len() + 2..]));
    }
    let first = lower.split(' ').next().unwrap_or_default();
    // A clause of its own runs longer than a phrase of time or place:
    // "When enslaved people in Haiti defeated the French army, Napoleon
    // gave up …" (unseen set 97 left it unasked at nine words).
    let most_words = if CLAUSE_OPENERS.contains(&first) {
        MOST_CLAUSE_OPENER_WORDS
    } else {
        MOST_PHRASE_OPENER_WORDS
    };
    if KEPT_OPENERS.contains(&first) && head.split(' ').count() <= most_words && !head.contains('(')
    {
        return Some((&text[..head.len() + 2], &text[head.len() + 2..]));
    }
    // No comma inside the opening: the sentence opens with its subject.
    Some(("", text))
}

/// What follows a role written before a name in small letters: "Dorothy
/// Hodgkin …" of "scientist Dorothy Hodgkin …", "Francesco Redi …" of
/// "Italian physician Francesco Redi …", "Thomas Newcomen …" of "the English
/// inventor Thomas Newcomen …". A capitalised title ("Sociologist William
/// Sumner") is left to `who_is`.
fn after_role(text: &str) -> &str {
    if let Some(name) = after_named_role(text) {
        return name;
    }
    let words: Vec<&str> = text.split(' ').take(5).collect();
    for (i, word) in words.iter().enumerate().take(4) {
        let is_role = word.starts_with(char::is_lowercase)
            && super::names::PERSON_TITLES.contains(word)
            && words
                .get(i + 1)
                .is_some_and(|next| next.starts_with(char::is_uppercase));
        if is_role {
            let leads = words[..i]
                .iter()
                .all(|w| w.starts_with(char::is_uppercase) || ["the", "a", "an"].contains(w));
            if !leads {
                return text;
            }
            let at: usize = words[..=i].iter().map(|w| w.len() + 1).sum();
            return &text[at..];
        }
        if !(word.starts_with(char::is_uppercase) || ["the", "a", "an"].contains(word)) {
            return text;
        }
    }
    text
}

/// What follows a person introduced by what they were and "named": "Hernán
/// Cortés landed …" of "a Spanish conquistador named Hernán Cortés landed
/// …", "Christopher Columbus …" of "an Italian sailor named Christopher
/// Columbus …". The noun before "named" must be a kind of person by
/// WordNet (`names::named_as_a_person`): "a ship named Mayflower" names
/// no one.
fn after_named_role(text: &str) -> Option<&str> {
    let words: Vec<&str> = text.split(' ').take(6).collect();
    if !matches!(words.first(), Some(&("a" | "an" | "A" | "An"))) {
        return None;
    }
    let named = words
        .iter()
        .position(|w| matches!(*w, "named" | "called"))
        .filter(|&at| at >= 2)?;
    let at: usize = words[..=named].iter().map(|w| w.len() + 1).sum();
    let person = super::names::named_as_a_person(text.get(..at)?);
    // Only adjectives between the article and the role: "a young
    // Shoshone woman named …", not "a ship carrying a sailor named …".
    let adjectives = words[1..named - 1].iter().all(|w| {
        w.starts_with(char::is_uppercase) || !crate::lexicon::verb_in_s(w) && !w.ends_with("ing")
    });
    let next = words.get(named + 1)?;
    if !person || !adjectives || !next.starts_with(char::is_uppercase) {
        return None;
    }
    text.get(at..)
}

/// A word of a person's name: capitalised ("Needham", "Kübler-Ross"), an
/// initial ("B."), or a particle inside a name ("van", "de").
fn is_name_word(word: &str) -> bool {
    let bare = word
        .trim_end_matches([',', '’', '\''])
        .trim_end_matches("’s");
    let capitalised = bare.starts_with(char::is_uppercase)
        && bare
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, '-' | '.'));
    capitalised
        || [
            "van", "von", "de", "da", "der", "du", "del", "di", "la", "le",
        ]
        .contains(&bare)
}

/// Adverbs of time that may stand between a name and its verb.
const BEFORE_THE_VERB: &[&str] = &["later", "soon", "once", "first", "never", "eventually"];

/// "openly", "quickly": an adverb of manner, not a word like "early" or
/// "only" that says something else.
fn is_manner_adverb(word: &str) -> bool {
    word.len() > 5
        && word.ends_with("ly")
        && word.chars().all(char::is_lowercase)
        && !["only", "early", "likely", "really", "simply", "mostly"].contains(&word)
}

/// Whether a word is a verb in the past tense: a regular "-ed" form or a
/// known irregular one.
pub(super) fn is_past_verb(word: &str) -> bool {
    word.chars().all(char::is_lowercase)
        && (IRREGULAR_PAST.contains(&word)
            || super::names::PERSON_VERBS.contains(&word)
            || (word.len() >= 4 && word.ends_with("ed") && !NOT_PAST.contains(&word)))
}

/// Whether a word tells what a person did or holds: a verb in the past
/// tense, or a present verb of saying in which a text reports a thinker's
/// view ("Hobbes argues that …").
fn is_deed_verb(word: &str) -> bool {
    is_past_verb(word) || super::names::REPORTING_VERBS_PRESENT.contains(&word)
}

/// The capitalised name a text opens with (at most five words, initials
/// and particles included), without the punctuation after it.
fn leading_name(text: &str) -> Option<&str> {
    let length = text
        .split(' ')
        .take_while(|w| is_name_word(w))
        .take(5)
        .map(|w| w.len() + 1)
        .sum::<usize>()
        .checked_sub(1)?;
    Some(text[..length].trim_end_matches([',', '.', '’', '\'']))
}

/// A text without the life dates it opens with: "(1729–1799)", "(384–322
/// BC)".
fn without_life_dates(text: &str) -> &str {
    match text.find(')') {
        Some(close)
            if text.starts_with('(') && text[1..close].chars().any(|c| c.is_ascii_digit()) =>
        {
            text[close + 1..].trim_start()
        }
        _ => text,
    }
}

#[cfg(test)]
#[path = "deeds_tests.rs"]
mod tests;
