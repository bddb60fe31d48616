//! A name shortened to its last word: a textbook names "the Epstein-Barr
//! virus", "the Golgi apparatus" or "the Panama Canal" once, then goes on
//! with "the virus", "the apparatus", "the canal". A question cut from the
//! later sentence does not say which (raters of unseen sets 38, 41 and 54
//! rejected such stems as not self-contained). Where the sentences just
//! before name one such thing with that last word, and nothing else of
//! the kind comes between, the short form gets the name back: "One side
//! of the Golgi apparatus receives products in vesicles." English only.

use super::analysis::{Sentence, Unfit};
use crate::nlp::Lang;

/// How many sentences back, in the same section, a name may be found.
const REACH: usize = 5;

/// Words after the noun that say which one it is ("the virus that causes
/// mononucleosis"): the sentence names it itself.
const SAYS_WHICH: &[&str] = &[
    "of", "that", "which", "who", "whose", "called", "named", "known",
];

/// Last words that a name's first words do not stand for when used alone:
/// "the states" of a federation are not "the United States", nor "the
/// people" a named people.
const NOT_SHORT_FOR_A_NAME: &[&str] = &[
    "state", "states", "nation", "nations", "people", "peoples", "union", "world", "kingdom",
    "church", "republic", "party", "city", "island", "islands", "river", "sea", "ocean",
];

/// Capitalised nouns that name a thing on their own ("the South", "the
/// House"), not a longer name shortened.
const CAPITALISED_NAMES: &[&str] = &[
    "north",
    "south",
    "east",
    "west",
    "midwest",
    "northeast",
    "northwest",
    "southeast",
    "southwest",
    "house",
    "senate",
    "confederacy",
    "crown",
    "bible",
    "internet",
    "moon",
    "sun",
    "earth",
];

/// Titles a history names a person by, then goes on with ("Governor
/// William Berkeley" … "the governor").
const TITLES: &[&str] = &[
    "governor",
    "president",
    "general",
    "king",
    "queen",
    "senator",
    "judge",
    "mayor",
    "emperor",
    "admiral",
    "colonel",
    "pope",
    "prince",
    "princess",
    "chancellor",
    "sultan",
    "pharaoh",
];

/// First words of a title, not a name, ending in the noun ("Vice
/// President").
const TITLE_OPENERS: &[&str] = &[
    "Vice",
    "Deputy",
    "Assistant",
    "Acting",
    "Former",
    "First",
    "Lieutenant",
];

/// Gives each English sentence whose "the N" shortens a name from the
/// sentences before it the whole name, where `recheck` finds the result
/// fit; a sentence unfit only for the short form becomes fit.
pub(super) fn name_the_shortened(
    sentences: &mut [Sentence],
    lang: Lang,
    recheck: impl Fn(&str) -> Option<Unfit>,
) {
    if lang != Lang::En {
        return;
    }
    for i in 1..sentences.len() {
        let current = &sentences[i];
        if current.context != 0 || current.named_from.is_some() {
            continue;
        }
        let Some((at, noun)) = short_form(&current.text) else {
            continue;
        };
        let text = &sentences[i].text;
        let resolved = match name_before(sentences, i, &noun) {
            Some((from, name)) => (
                from,
                format!("{}{name}{}", &text[..at], &text[at + noun.len()..]),
            ),
            None => {
                // "the governor" for "Governor William Berkeley": the
                // article goes with the title.
                // "The higher the president's approval ratings, the more
                // leeway the president possesses" speaks of any president:
                // only a sentence telling the past tells of the one named
                // before (unseen set 103 read "President George H's
                // approval ratings").
                if !tells_the_past(text) {
                    continue;
                }
                let Some((from, name)) = titled_name_before(sentences, i, &noun) else {
                    continue;
                };
                let article = text[..at].trim_end();
                let article_at = article.len() - "the".len();
                if !article[article_at..].eq_ignore_ascii_case("the") {
                    continue;
                }
                (
                    from,
                    format!("{}{name}{}", &text[..article_at], &text[at + noun.len()..]),
                )
            }
        };
        let (from, resolved) = resolved;
        if recheck(&resolved).is_none() {
            let sentence = &mut sentences[i];
            sentence.text = resolved;
            sentence.named_from = Some(from);
            sentence.clean = true;
            sentence.unfit = None;
        }
    }
}

/// The byte offset and the word of the first "the N" whose N, a noun in
/// lower case, nothing after it says which one, in a sentence that names
/// nothing else with that noun.
fn short_form(text: &str) -> Option<(usize, String)> {
    let tokens = tokens(text);
    for (k, pair) in tokens.windows(2).enumerate() {
        let (article, (at, noun)) = (&pair[0].1, &pair[1]);
        // "the governor's efforts": the noun before its possessive.
        let possessor = noun.strip_suffix("'s").or_else(|| noun.strip_suffix("’s"));
        let noun = possessor.unwrap_or(noun);
        let lower = noun.to_lowercase();
        // "The Proviso passed the House" shortens "the Wilmot Proviso" as
        // "the canal" does "the Panama Canal"; "the South" is a name.
        let capitalised = noun.starts_with(|c: char| c.is_uppercase());
        if !article.eq_ignore_ascii_case("the")
            || (capitalised && CAPITALISED_NAMES.contains(&lower.as_str()))
            || !noun.chars().all(|c| c.is_alphabetic() || c == '-')
            || NOT_SHORT_FOR_A_NAME.contains(&lower.as_str())
            || crate::lexicon::noun_lemma(&lower).is_none()
            || (capitalised && noun.chars().skip(1).any(char::is_uppercase))
        {
            continue;
        }
        // "the rotavirus vaccine", "the slave trade": the noun is not the
        // phrase's last word.
        // A possessor's noun ends its phrase ("the governor's men").
        let next = tokens
            .get(k + 2)
            .map(|(_, w)| *w)
            .filter(|_| possessor.is_none());
        if next.is_some_and(|w| {
            SAYS_WHICH.contains(&w)
                || w.starts_with(|c: char| c.is_uppercase() || c.is_numeric())
                || (!crate::nlp::is_stop_word(w, Lang::En)
                    && (crate::lexicon::is_noun_only(w)
                        || crate::lexicon::is_compound_noun(&format!("{noun} {w}"))))
        }) {
            continue;
        }
        if !names_with(text, noun).is_empty() {
            return None;
        }
        return Some((*at, noun.to_string()));
    }
    None
}

/// The nearest sentence before `i` (within [`REACH`], in its section)
/// that names one thing with `noun` as its last word, and that name; none
/// when a sentence between uses the noun otherwise ("another virus"), or
/// the nearest names two.
fn name_before(sentences: &[Sentence], i: usize, noun: &str) -> Option<(usize, String)> {
    nearest_naming(
        sentences,
        i,
        noun,
        |text| names_with(text, noun),
        |text| {
            // A bare "the N" before is the same thing again: look further
            // back. Any other use of the noun is another thing.
            let tokens = tokens(text);
            tokens.iter().enumerate().any(|(k, (_, w))| {
                w.eq_ignore_ascii_case(noun)
                    && !k
                        .checked_sub(1)
                        .is_some_and(|p| tokens[p].1.eq_ignore_ascii_case("the"))
            })
        },
    )
}

/// The nearest sentence before `i` (within [`REACH`], in its section)
/// that names one person by the title `noun` ("Governor William
/// Berkeley", "governor Orval Faubus"), and that title with the name;
/// none when it names two, or the title is no title.
fn titled_name_before(sentences: &[Sentence], i: usize, noun: &str) -> Option<(usize, String)> {
    if !TITLES.contains(&noun.to_lowercase().as_str()) {
        return None;
    }
    nearest_naming(
        sentences,
        i,
        noun,
        |text| titled_names(text, noun),
        |_| false,
    )
}

/// The nearest sentence before `i` (within [`REACH`], in its section)
/// where `names` finds one name, and that name; none where it finds two,
/// or where a sentence holding `noun` without a name `ends_the_search`.
fn nearest_naming(
    sentences: &[Sentence],
    i: usize,
    noun: &str,
    names: impl Fn(&str) -> Vec<String>,
    ends_the_search: impl Fn(&str) -> bool,
) -> Option<(usize, String)> {
    let section = sentences[i].section;
    for j in (i.saturating_sub(REACH)..i).rev() {
        let earlier = &sentences[j];
        if earlier.section != section {
            return None;
        }
        // Most sentences do not hold the noun at all: nothing to read.
        if !holds_ignoring_case(&earlier.text, noun) {
            continue;
        }
        match names(&earlier.text).as_slice() {
            [name] => return Some((j, name.clone())),
            [] => {}
            _ => return None,
        }
        if ends_the_search(&earlier.text) {
            return None;
        }
    }
    None
}

/// Whether a sentence tells of the past: a verb in the past tense.
fn tells_the_past(text: &str) -> bool {
    tokens(text)
        .iter()
        .any(|(_, word)| super::deeds::is_past_verb(word))
}

/// The distinct people `text` names with the title `noun` before the
/// name ("Governor William Berkeley", "President George H. W. Bush"),
/// each with the title. "Vice President Aaron Burr" holds another title.
fn titled_names(text: &str, noun: &str) -> Vec<String> {
    let tokens = tokens(text);
    let mut names: Vec<String> = Vec::new();
    for (k, (_, word)) in tokens.iter().enumerate() {
        if !word.eq_ignore_ascii_case(noun)
            || !adjacent(text, &tokens, k)
            || k.checked_sub(1).is_some_and(|p| {
                TITLE_OPENERS
                    .iter()
                    .any(|opener| opener.eq_ignore_ascii_case(tokens[p].1))
            })
        {
            continue;
        }
        let mut last = k;
        while last < k + 5
            && tokens.get(last + 1).is_some_and(|(_, w)| is_name_word(w))
            && (last == k || adjacent(text, &tokens, last) || initial(text, &tokens, last))
        {
            last += 1;
        }
        // A name cut after an initial is no name ("President John F.").
        if last == k || initial(text, &tokens, last) {
            continue;
        }
        let name = text[tokens[k].0..tokens[last].0 + tokens[last].1.len()].to_string();
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// The distinct names in `text` made of capitalised words before `noun`
/// ("Epstein-Barr virus", "Panama Canal", "Freedmen's Bureau"), each with
/// the noun as the text writes it.
fn names_with(text: &str, noun: &str) -> Vec<String> {
    if !holds_ignoring_case(text, noun) {
        return Vec::new();
    }
    let tokens = tokens(text);
    let mut names: Vec<String> = Vec::new();
    for (k, (_, word)) in tokens.iter().enumerate() {
        if !word.eq_ignore_ascii_case(noun) || k == 0 {
            continue;
        }
        // "World War II", "Canal Zone": the name goes on after the noun.
        if tokens.get(k + 1).is_some_and(|(_, w)| {
            w.starts_with(|c: char| c.is_uppercase() || c.is_numeric())
                && adjacent(text, &tokens, k)
        }) {
            continue;
        }
        let mut first = k;
        while first > 0
            && first + 3 > k
            && is_name_word(tokens[first - 1].1)
            && adjacent(text, &tokens, first - 1)
        {
            first -= 1;
        }
        if first == k {
            continue;
        }
        // "The Epstein-Barr virus": the article opens the sentence; an
        // everyday word there ("Human viruses") is capitalised by its place.
        if first == 0 {
            let opening = tokens[0].1.to_lowercase();
            if opening == "the" || crate::lexicon::is_english_word(&opening) {
                first += 1;
            }
            if first == k {
                continue;
            }
        }
        // "Lewis and Clark expedition": a name of several joined parts
        // is not taken whole by this, so not at all.
        if first > 0
            && ["and", "of", "&", "or", "for"]
                .contains(&tokens[first - 1].1.to_lowercase().as_str())
        {
            continue;
        }
        let words: Vec<&str> = tokens[first..=k].iter().map(|(_, w)| *w).collect();
        if TITLE_OPENERS.contains(&words[0]) {
            continue;
        }
        // "in the United States rotavirus is …": a place before a noun is
        // no part of its name.
        if words[..words.len() - 1]
            .iter()
            .any(|w| NOT_SHORT_FOR_A_NAME.contains(&w.to_lowercase().as_str()))
        {
            continue;
        }
        let name = words.join(" ");
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// Whether `text` holds `word` anywhere, in any ASCII case: the cheap
/// test before a sentence is split into words to find it as one.
fn holds_ignoring_case(text: &str, word: &str) -> bool {
    let word = word.as_bytes();
    !word.is_empty()
        && text
            .as_bytes()
            .windows(word.len())
            .any(|window| window.eq_ignore_ascii_case(word))
}

/// Whether only white space parts token `k` from the one after it ("In
/// the United States, rotavirus …" has a comma between).
fn adjacent(text: &str, tokens: &[(usize, &str)], k: usize) -> bool {
    let (at, word) = &tokens[k];
    tokens
        .get(k + 1)
        .is_some_and(|(next, _)| text[at + word.len()..*next].trim().is_empty())
}

/// Whether token `k` is an initial ("H." in "George H. W. Bush"): one
/// capital letter with only its full stop before the next word.
fn initial(text: &str, tokens: &[(usize, &str)], k: usize) -> bool {
    let (at, word) = &tokens[k];
    word.len() == 1
        && word.starts_with(|c: char| c.is_ascii_uppercase())
        && tokens
            .get(k + 1)
            .is_some_and(|(next, _)| text[at + word.len()..*next].trim() == ".")
}

/// A word written as part of a name: capitalised, with letters ("Golgi",
/// "Epstein-Barr", "Freedmen's"), or an abbreviation ("HIV").
fn is_name_word(word: &str) -> bool {
    word.starts_with(|c: char| c.is_uppercase())
        && word.chars().any(char::is_alphabetic)
        && word
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '\'' | '’' | '.'))
}

/// The sentence's words without the punctuation around them, each with
/// its byte offset; words split at white space and at brackets.
fn tokens(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let part_of_word =
            !c.is_whitespace() && !matches!(c, '(' | ')' | '[' | ']' | '"' | '“' | '”');
        match (part_of_word, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push(trimmed(text, s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push(trimmed(text, s, text.len()));
    }
    out.retain(|(_, w)| !w.is_empty());
    out
}

/// The word in `text[start..end]` without the punctuation around it (a
/// possessive's "'s" kept), with its own offset.
fn trimmed(text: &str, start: usize, end: usize) -> (usize, &str) {
    let raw = &text[start..end];
    let lead = raw.len() - raw.trim_start_matches(|c: char| !c.is_alphanumeric()).len();
    let word =
        raw[lead..].trim_end_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’');
    let word = word.trim_end_matches(['\'', '’']);
    (start + lead, word)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(texts: &[&str]) -> Vec<Sentence> {
        texts
            .iter()
            .enumerate()
            .map(|(index, text)| Sentence::for_test(index, text))
            .collect()
    }

    fn named(texts: &[&str]) -> Vec<String> {
        let mut sentences = split(texts);
        name_the_shortened(&mut sentences, Lang::En, |_| None);
        sentences.into_iter().map(|s| s.text).collect()
    }

    #[test]
    fn a_short_form_gets_the_name_given_before() {
        let out = named(&[
            "Mononucleosis is caused by the Epstein-Barr virus (EBV).",
            "Most people are infected in childhood.",
            "The virus is mainly spread through contact with body fluids.",
        ]);
        assert_eq!(
            out[2],
            "The Epstein-Barr virus is mainly spread through contact with body fluids."
        );
        let out = named(&[
            "The Golgi apparatus sorts and packages proteins.",
            "One side of the apparatus receives products in vesicles.",
        ]);
        assert_eq!(
            out[1],
            "One side of the Golgi apparatus receives products in vesicles."
        );
        let out = named(&[
            "Work on the Panama Canal began in 1904.",
            "The canal opened in 1914, changing world trade.",
        ]);
        assert_eq!(
            out[1],
            "The Panama Canal opened in 1914, changing world trade."
        );
    }

    #[test]
    fn a_capitalised_short_form_and_a_title_get_their_names() {
        let out = named(&[
            "David Wilmot proposed the Wilmot Proviso to ban slavery in the new territories.",
            "The Proviso passed the House but was defeated in the Senate.",
        ]);
        assert_eq!(
            out[1],
            "The Wilmot Proviso passed the House but was defeated in the Senate."
        );
        let out = named(&[
            "Governor William Berkeley refused to attack the Susquehannock.",
            "Bacon charged that the governor was corrupt.",
            "The governor's men fled.",
        ]);
        assert_eq!(
            out[1],
            "Bacon charged that Governor William Berkeley was corrupt."
        );
        assert_eq!(out[2], "Governor William Berkeley's men fled.");
        // A name of its own, a title that is no name, two governors.
        let out = named(&["The Civil War split the country.", "The South seceded."]);
        assert_eq!(out[1], "The South seceded.");
        let out = named(&[
            "Vice President John Adams presided.",
            "The President spoke next.",
        ]);
        assert_eq!(out[1], "The President spoke next.");
        // Initials belong to the name; another title ("Vice President")
        // is not the noun's; a sentence on the office in the present
        // speaks of no one named.
        let out = named(&[
            "President George H. W. Bush nominated David Souter in 1990.",
            "The Senate confirmed the president's nominee.",
        ]);
        assert_eq!(
            out[1],
            "The Senate confirmed President George H. W. Bush's nominee."
        );
        let out = named(&[
            "Vice President Aaron Burr killed Hamilton in a duel.",
            "Jefferson said the president had the power to buy land.",
        ]);
        assert_eq!(
            out[1],
            "Jefferson said the president had the power to buy land."
        );
        let out = named(&[
            "President George H. W. Bush nominated David Souter in 1990.",
            "The higher the president's approval ratings, the more leeway the president possesses.",
        ]);
        assert_eq!(
            out[1],
            "The higher the president's approval ratings, the more leeway the president possesses."
        );
        let out = named(&[
            "Governor Orval Faubus and Governor Sid McMath disagreed.",
            "The governor called out the Guard.",
        ]);
        assert_eq!(out[1], "The governor called out the Guard.");
    }

    #[test]
    fn a_chain_of_short_forms_reaches_back_to_the_name() {
        let out = named(&[
            "Zika virus is carried by mosquitoes.",
            "The virus was first found in Uganda.",
            "Later the virus spread to the Americas.",
        ]);
        assert_eq!(out[2], "Later the Zika virus spread to the Americas.");
    }

    #[test]
    fn a_short_form_with_no_single_name_before_is_left() {
        // Two names with the noun: which one?
        let two = named(&[
            "Both the Epstein-Barr virus and the Zika virus are common.",
            "The virus is spread by contact.",
        ]);
        assert_eq!(two[1], "The virus is spread by contact.");
        // Another thing of the kind between the name and the short form.
        let another = named(&[
            "The Epstein-Barr virus causes mononucleosis.",
            "Cytomegalovirus is another virus of the herpes family.",
            "The virus is spread by contact.",
        ]);
        assert_eq!(another[2], "The virus is spread by contact.");
        // Nothing named before: an everyday "the cell".
        let plain = named(&["Cells divide.", "The cell grows first."]);
        assert_eq!(plain[1], "The cell grows first.");
    }

    #[test]
    fn a_noun_the_sentence_itself_says_which_of_is_left() {
        let out = named(&[
            "The Epstein-Barr virus causes mononucleosis.",
            "The virus that causes shingles is another.",
            "The Golgi apparatus sorts proteins.",
            "The apparatus of the cell is complex.",
        ]);
        assert_eq!(out[1], "The virus that causes shingles is another.");
        assert_eq!(out[3], "The apparatus of the cell is complex.");
    }

    #[test]
    fn names_of_joined_parts_and_everyday_openings_are_no_names() {
        let out = named(&[
            "The Lewis and Clark expedition left in 1804.",
            "The expedition reached the Pacific in 1805.",
        ]);
        assert_eq!(out[1], "The expedition reached the Pacific in 1805.");
        let out = named(&[
            "In the United States, rotavirus vaccines are given.",
            "All infants receive the rotavirus vaccine.",
        ]);
        assert_eq!(out[1], "All infants receive the rotavirus vaccine.");
        let out = named(&[
            "The European slave trade began with Portugal.",
            "The slave trade then expanded greatly.",
        ]);
        assert_eq!(out[1], "The slave trade then expanded greatly.");
        let out = named(&["Human viruses are small.", "The viruses enter cells."]);
        assert_eq!(out[1], "The viruses enter cells.");
        let out = named(&[
            "The United States grew.",
            "The states ratified the amendment.",
        ]);
        assert_eq!(out[1], "The states ratified the amendment.");
    }

    #[test]
    fn the_name_is_not_sought_beyond_the_section_or_in_other_languages() {
        let mut sentences = split(&[
            "The Golgi apparatus sorts proteins.",
            "One side of the apparatus receives vesicles.",
        ]);
        sentences[1].section = 1;
        name_the_shortened(&mut sentences, Lang::En, |_| None);
        assert_eq!(
            sentences[1].text,
            "One side of the apparatus receives vesicles."
        );
        let mut french = split(&[
            "The Golgi apparatus sorts proteins.",
            "One side of the apparatus receives vesicles.",
        ]);
        name_the_shortened(&mut french, Lang::Fr, |_| None);
        assert_eq!(
            french[1].text,
            "One side of the apparatus receives vesicles."
        );
    }

    #[test]
    fn a_sentence_made_fit_by_the_name_rests_on_the_sentence_that_gave_it() {
        let mut sentences = split(&[
            "The Multifiber Agreement set quotas.",
            "The agreement ran from 1974 to 2004.",
        ]);
        sentences[1].clean = false;
        sentences[1].unfit = Some(Unfit::LeavesUnnamed);
        name_the_shortened(&mut sentences, Lang::En, |_| None);
        assert_eq!(
            sentences[1].text,
            "The Multifiber Agreement ran from 1974 to 2004."
        );
        assert!(sentences[1].clean);
        assert_eq!(sentences[1].named_from, Some(0));
        // Where the whole reads unfit, nothing changes.
        let mut kept = split(&[
            "The Multifiber Agreement set quotas.",
            "The agreement ran from 1974 to 2004.",
        ]);
        name_the_shortened(&mut kept, Lang::En, |_| Some(Unfit::Length));
        assert_eq!(kept[1].text, "The agreement ran from 1974 to 2004.");
        assert_eq!(kept[1].named_from, None);
    }
}
