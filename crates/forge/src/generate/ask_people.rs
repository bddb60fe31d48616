//! People and what they did. A history or science section tells who
//! proposed, discovered, founded or argued what ("Aristotle proposed that
//! life arose from nonliving material …", "In 1858, Pasteur filtered air
//! through a gun-cotton filter …"), and the exemplar questions of the
//! corpus ask it as "Who …?" with other people of the section as the wrong
//! options (structure "person-contribution"). The forge found these people
//! (`names.rs`) but asked only a typed blank on a name, or nothing: a
//! sentence whose subject is a name held no term to blank.
//!
//! A sentence whose subject is one of the document's people, and whose
//! verb is in the past tense, is asked "Who …?" with its predicate, from
//! the verb on. Life dates in brackets and an appositive after the name
//! ("Jan Baptista van Helmont, a 17th century Flemish scientist,") are left
//! out of the stem; a time or place opening the sentence ("In 1858,") is
//! kept, a connective ("However,") is not. English only.

use quizforge_core::Difficulty;

use super::analysis::Sentence;
use super::concept::{Concept, bare};
use super::distractors::contains_word;
use super::realise::{Context, choice_body};
use super::select::{Candidate, Family};
use crate::nlp::Lang;

/// How such a question ranks: below a term asked by its definition (0.88),
/// above a blank with options of its kind (0.78) and a typed blank on the
/// name in the same sentence.
const PERSON_SCORE: f64 = 0.8;

/// Fewest wrong options: a person is asked only among two others at least.
const FEWEST_WRONG: usize = 2;

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

impl Context<'_> {
    /// A "Who …?" question for each sentence that tells what one of the
    /// document's people did.
    pub(super) fn person_questions(&self, out: &mut Vec<Candidate>) {
        if self.lang != Lang::En {
            return;
        }
        let deeds: Vec<(&Sentence, Deed<'_>)> = self
            .sentences
            .iter()
            .filter(|s| s.clean && !s.bullet && !self.aside(s.section))
            .filter_map(|s| deed(&s.text).map(|d| (s, d)))
            .collect();
        if deeds.is_empty() {
            return;
        }
        // "African Americans" is a people, not a person to name.
        let mut people: Vec<Concept> = self
            .concepts
            .iter()
            .filter(|c| {
                c.class.as_deref() == Some("person")
                    && !names_a_group(&c.term)
                    && !opens_with_title(&c.term)
            })
            .cloned()
            .collect();
        // People known by one name ("Aristotle proposed …", "Confucius
        // taught …") are no names `names.rs` finds, which takes two words
        // at least; WordNet knows them as people. Nor is one named once
        // whose surname is also a word ("Aaron Montgomery Ward opened …"):
        // a given name first and a deed after say it is someone.
        for (sentence, deed) in &deeds {
            let known: Vec<&Concept> = people.iter().collect();
            // "Beecher" alone, with two Beechers named: no one in particular.
            let a_surname = known.iter().any(|p| surname(&p.term) == deed.name);
            let untitled = without_title(deed.name);
            if who_is(deed.name, &known).is_none()
                && !a_surname
                && (single_named_person(untitled) || given_name_first(untitled))
            {
                let mut one = bare(untitled, sentence.section, sentence.start, None);
                one.class = Some("person".to_string());
                one.head = "person".to_string();
                people.push(one);
            }
        }
        // Others known by one name are wrong options wherever the
        // document names them ("Belisarius" beside "Justinian"). Each
        // word is judged once: a long document repeats its names.
        let mut judged: std::collections::BTreeSet<&str> = Default::default();
        for sentence in self.sentences {
            let words: Vec<&str> = sentence.text.split(' ').collect();
            // A word alone, not part of a longer name ("Lazzaro
            // Spallanzani"), nor a sentence's capitalised first word.
            let capitalised = |w: &&str| w.starts_with(char::is_uppercase);
            for (i, word) in words.iter().enumerate().skip(1) {
                if !capitalised(word)
                    || capitalised(&words[i - 1])
                    || words.get(i + 1).is_some_and(capitalised)
                    || words[i - 1].ends_with('.')
                {
                    continue;
                }
                let name = word.trim_end_matches([',', '.', ';', ':', '’', '\'', ')']);
                let name = name.strip_suffix("’s").unwrap_or(name);
                if !judged.insert(name) || !rare_single_named_person(name) {
                    continue;
                }
                // "Gregory" after "Gregory XIII": the same pope.
                let known: Vec<&Concept> = people.iter().collect();
                if who_is(name, &known).is_none()
                    && !known.iter().any(|p| p.term.split(' ').next() == Some(name))
                    && !known.iter().any(|p| surname(&p.term) == name)
                {
                    let mut one = bare(name, sentence.section, sentence.start, None);
                    one.class = Some("person".to_string());
                    one.head = "person".to_string();
                    people.push(one);
                }
            }
        }
        if people.len() < FEWEST_WRONG + 1 {
            return;
        }
        let people: Vec<&Concept> = people.iter().collect();
        // Worked out once a name or a pair: a long document tells many
        // deeds of the same few people.
        let mut elsewhere: std::collections::BTreeMap<&str, bool> = Default::default();
        let mut renamed: std::collections::BTreeMap<(&str, &str), bool> = Default::default();
        for (sentence, deed) in deeds {
            let Some(person) = who_is(deed.name, &people) else {
                continue;
            };
            // "Sears distributed …" in a text that names "Sears, Roebuck &
            // Company": the surname alone may be the firm.
            if deed.name != person.term
                && *elsewhere
                    .entry(surname(&person.term))
                    .or_insert_with(|| self.surname_in_another_name(surname(&person.term)))
            {
                continue;
            }
            let opener = if deed.opener.is_empty() {
                "Who".to_string()
            } else {
                format!("{}who", deed.opener)
            };
            let prompt = format!("{opener} {}?", deed.predicate);
            let prompt_lower = prompt.to_lowercase();
            // "Who built on Pasteur's work …?" asked of Pasteur shows him.
            if name_words(&person.term).any(|w| contains_word(&prompt_lower, &w)) {
                continue;
            }
            let stem_stems = self.stems.content_stems(&prompt, self.lang);
            let mut others: Vec<&Concept> = people
                .iter()
                .copied()
                .filter(|other| {
                    surname(&other.term) != surname(&person.term)
                        && !name_words(&other.term).any(|w| contains_word(&prompt_lower, &w))
                        && !self
                            .evidence
                            .supports(&other.term, &stem_stems, sentence.index)
                        && !self.evidence.supports(
                            surname(&other.term),
                            &stem_stems,
                            sentence.index,
                        )
                        && !*renamed
                            .entry((person.term.as_str(), other.term.as_str()))
                            .or_insert_with(|| {
                                self.one_given_the_others_name(&person.term, &other.term)
                            })
                })
                .collect();
            if others.len() < FEWEST_WRONG {
                continue;
            }
            // The people named nearest the sentence first: those the
            // lesson sets beside the key.
            others.sort_by_key(|other| (other.order.abs_diff(sentence.start), other.order));
            let wrong: Vec<String> = others.iter().take(3).map(|c| c.term.clone()).collect();
            let body = choice_body(&person.term, &wrong, &prompt, false);
            let question = self.on_sentence(prompt, body, sentence, Difficulty::Medium);
            out.push(Candidate::new(
                question,
                PERSON_SCORE,
                &person.term,
                Some(sentence.index),
                sentence.section,
                Family::Person,
            ));
        }
    }
}

impl Context<'_> {
    /// Whether the document writes a surname before another capitalised
    /// word ("Sears, Roebuck & Company", "the Sears Tower"): then the
    /// surname alone may name something else than the person.
    fn surname_in_another_name(&self, surname: &str) -> bool {
        self.sentences.iter().any(|sentence| {
            let text = &sentence.text;
            text.match_indices(surname).any(|(at, _)| {
                let before = text[..at].chars().next_back();
                let after = &text[at + surname.len()..];
                let next = after.trim_start_matches(',').trim_start();
                before.is_none_or(|c| !c.is_alphanumeric())
                    && after.starts_with([' ', ','])
                    && next.starts_with(char::is_uppercase)
            })
        })
    }

    /// Whether a sentence gives one person the other's name: "the Senate
    /// gave Octavian the title Augustus", "Saul, also called Paul": then
    /// "Octavian" is no wrong option for "Augustus".
    fn one_given_the_others_name(&self, one: &str, other: &str) -> bool {
        const RENAMING: &[&str] = &[
            " name",
            " title",
            " called",
            " known as",
            " renamed",
            " also ",
            " became",
            " alias",
        ];
        let (one, other) = (one.to_lowercase(), other.to_lowercase());
        self.evidence.sentences_with(&one).any(|text| {
            let (Some(a), Some(b)) = (text.find(one.as_str()), text.find(other.as_str())) else {
                return false;
            };
            let (from, to) = if a < b {
                (a + one.len(), b)
            } else {
                (b + other.len(), a)
            };
            from <= to && {
                let between = &text[from..to];
                between.split_whitespace().count() <= 6
                    && RENAMING.iter().any(|r| between.contains(r))
            }
        })
    }
}

/// The subject person of a sentence telling what they did, if it is one:
/// an opening time, place or connective, a capitalised name, life dates or
/// an appositive, then a verb in the past tense.
pub(super) fn deed(text: &str) -> Option<Deed<'_>> {
    let (opener, rest) = split_opener(text)?;
    active_deed(opener, rest).or_else(|| passive_deed(opener, rest))
}

/// "Louis Pasteur filtered air …": the name, then the verb.
fn active_deed<'t>(opener: &'t str, rest: &'t str) -> Option<Deed<'t>> {
    let rest = after_role(rest);
    let name_len = rest
        .split(' ')
        .take_while(|w| is_name_word(w))
        .take(5)
        .map(|w| w.len() + 1)
        .sum::<usize>()
        .checked_sub(1)?;
    let name = rest[..name_len].trim_end_matches([',', '’', '\'']);
    let first = name.split(' ').next().unwrap_or_default().to_lowercase();
    if !name.split(' ').any(|w| w.starts_with(char::is_uppercase))
        || crate::nlp::is_stop_word(&first, Lang::En)
        || PRONOUN_SUBJECTS.contains(&first.as_str())
    {
        return None;
    }
    let mut after = rest[name.len()..].trim_start();
    // Life dates: "(1729–1799)", "(384–322 BC)".
    if after.starts_with('(')
        && let Some(close) = after.find(')')
        && after[1..close].chars().any(|c| c.is_ascii_digit())
    {
        after = after[close + 1..].trim_start();
    }
    // An appositive: ", a 17th century Flemish scientist," up to the comma
    // before the verb.
    if let Some(apposed) = after.strip_prefix(", ") {
        let ends = apposed.match_indices(", ").find(|(at, _)| {
            let next = apposed[at + 2..].split(' ').next().unwrap_or_default();
            is_past_verb(next)
        })?;
        let appositive = &apposed[..ends.0];
        let opens = appositive.split(' ').next().unwrap_or_default();
        if !["a", "an", "the", "who"].contains(&opens) || appositive.split(' ').count() > 25 {
            return None;
        }
        after = &apposed[ends.0 + 2..];
    }
    let verb = after.split(' ').next().unwrap_or_default();
    if !is_past_verb(verb) {
        return None;
    }
    let predicate = own_clause(after.trim_end().trim_end_matches(['.', '!']))
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
    let name_len = after
        .split(' ')
        .take_while(|w| is_name_word(w))
        .take(5)
        .map(|w| w.len() + 1)
        .sum::<usize>()
        .checked_sub(1)?;
    let name = after[..name_len].trim_end_matches([',', '.', '’', '\'']);
    if !name.split(' ').any(|w| w.starts_with(char::is_uppercase)) {
        return None;
    }
    let mut tail = after[name.len()..].trim_start();
    if tail.starts_with('(')
        && let Some(close) = tail.find(')')
        && tail[1..close].chars().any(|c| c.is_ascii_digit())
    {
        tail = tail[close + 1..].trim_start();
    }
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
            let new_subject = next.starts_with(char::is_uppercase)
                || PRONOUN_SUBJECTS.contains(&next)
                || ["as", "in", "by", "there", "we", "you", "after", "when"].contains(&next);
            if new_subject {
                end = end.min(at);
            }
        }
    }
    &predicate[..end]
}

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
    if KEPT_OPENERS.contains(&first) && head.split(' ').count() <= 8 && !head.contains('(') {
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

/// Whether a word is a verb in the past tense: a regular "-ed" form or a
/// known irregular one.
fn is_past_verb(word: &str) -> bool {
    word.chars().all(char::is_lowercase)
        && (IRREGULAR_PAST.contains(&word)
            || super::names::PERSON_VERBS.contains(&word)
            || (word.len() >= 4 && word.ends_with("ed") && !NOT_PAST.contains(&word)))
}

/// Whether a name found as a person's is a people ("African Americans",
/// "Radical Republicans"): its last word is a plural of a common noun.
fn names_a_group(term: &str) -> bool {
    let last = term.rsplit(' ').next().unwrap_or(term).to_lowercase();
    last.ends_with('s')
        && crate::lexicon::noun_lemma(&last).is_some_and(|lemma| lemma != last.as_str())
}

/// Whether a single capitalised word names a person WordNet knows
/// ("Aristotle", "Confucius", "Hammurabi"), not a given name ("John") or a
/// common word.
fn single_named_person(name: &str) -> bool {
    single_named_person_below(name, 5.0)
}

/// As [`single_named_person`], for a word that only stands in a sentence
/// (not as the subject of a deed): rarer than a common word, since
/// "Dragon" in "the Year of the Dragon" is capitalised too.
fn rare_single_named_person(name: &str) -> bool {
    single_named_person_below(name, 4.0)
}

fn single_named_person_below(name: &str, most_common: f32) -> bool {
    let lower = name.to_lowercase();
    !name.contains(' ')
        && name.chars().count() >= 4
        && name.starts_with(char::is_uppercase)
        && name.chars().skip(1).all(char::is_lowercase)
        // The word as WordNet lists it, not a plural of a role
        // ("Filmmakers", "Legionaries").
        && crate::lexicon::noun_lemma(&lower) == Some(lower.as_str())
        && crate::lexicon::noun_classes(&lower).first() == Some(&"person")
        && !crate::lexicon::noun_also_adjective(&lower)
        // "John" or "Mary" alone is anyone; "Lincoln" or "Gregory", given
        // names too, but rarer ones, is most often the one WordNet knows.
        && !(crate::lexicon::is_given_name(name)
            && crate::lexicon::zipf(&lower, Lang::En).is_some_and(|z| z >= 4.45))
        && crate::lexicon::zipf(&lower, Lang::En).is_none_or(|z| z < most_common)
}

/// Whether a name of two to four words opens with a given name and ends
/// in a capitalised word ("Matthew Murray", "Aaron Montgomery Ward"): the
/// subject of a deed so named is a person.
fn given_name_first(name: &str) -> bool {
    let words: Vec<&str> = name.split(' ').collect();
    (2..=4).contains(&words.len())
        && crate::lexicon::is_given_name(words[0])
        && words[0].starts_with(char::is_uppercase)
        && words
            .last()
            .is_some_and(|w| w.starts_with(char::is_uppercase) && w.chars().count() > 2)
        && !words[1..].iter().any(|w| {
            [
                "river",
                "valley",
                "city",
                "county",
                "company",
                "university",
                "college",
            ]
            .contains(&w.to_lowercase().as_str())
        })
}

/// The document's person a name in a sentence stands for: the whole name,
/// or its surname when no other person of the document has it.
fn who_is<'c>(name: &str, people: &[&'c Concept]) -> Option<&'c Concept> {
    let name = without_title(name);
    if let Some(whole) = people.iter().find(|p| p.term == name) {
        return Some(whole);
    }
    let mut by_surname = people.iter().filter(|p| surname(&p.term) == name);
    if let (Some(one), None) = (by_surname.next(), by_surname.next()) {
        return Some(one);
    }
    // A ruler named without the number: "Gregory" for "Gregory XIII".
    let mut by_reign = people.iter().filter(|p| {
        p.term.split_once(' ').is_some_and(|(first, number)| {
            first == name && number.chars().all(|c| matches!(c, 'I' | 'V' | 'X'))
        })
    });
    match (by_reign.next(), by_reign.next()) {
        (Some(one), None) => Some(one),
        _ => None,
    }
}

/// Whether a name found as a person's opens with a title or rank ("Major
/// General Gordan"): the name itself may be cut short.
fn opens_with_title(term: &str) -> bool {
    let first = term.split(' ').next().unwrap_or_default().to_lowercase();
    super::names::PERSON_TITLES.contains(&first.as_str())
        || ["major", "lieutenant", "sergeant", "colonel", "corporal"].contains(&first.as_str())
}

/// A name without the title before it: "Lincoln" of "President Lincoln",
/// "Constantine" of "Emperor Constantine".
fn without_title(name: &str) -> &str {
    name.split_once(' ')
        .filter(|(first, _)| {
            super::names::PERSON_TITLES.contains(&first.to_lowercase().trim_end_matches('.'))
        })
        .map_or(name, |(_, rest)| rest)
}

/// A person's surname as a sentence says it alone: the last word, with a
/// particle before it ("van Helmont").
fn surname(name: &str) -> &str {
    let words: Vec<&str> = name.split(' ').collect();
    match words.as_slice() {
        [.., particle, _] if particle.starts_with(char::is_lowercase) => {
            let at = name.len() - words[words.len() - 1].len() - particle.len() - 1;
            &name[at..]
        }
        _ => words.last().copied().unwrap_or(name),
    }
}

/// The words of a name that would show it (lower case, initials and
/// particles left out).
fn name_words(name: &str) -> impl Iterator<Item = String> + '_ {
    name.split(' ')
        .filter(|w| w.chars().count() > 2 && w.starts_with(char::is_uppercase))
        .map(str::to_lowercase)
}

#[cfg(test)]
#[path = "ask_people_tests.rs"]
mod tests;
