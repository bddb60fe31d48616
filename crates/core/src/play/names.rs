//! Nicknames: cleaning what a student typed and refusing offensive ones.
//!
//! Names end up on a projector in front of the whole class, so they are
//! cleaned of invisible characters (which make two names look alike or a name
//! look empty) and checked against a small word list. Students are
//! inventive, so the filter reads a name the way a classmate would: through
//! accents, leetspeak, separators and stretched letters.
//!
//! The filter must not refuse real names (the "Scunthorpe problem"), so its
//! words come in two lists. `STRONG` words are looked for anywhere in the
//! name, even across spaces, and only words that no real name contains go
//! there. `WHOLE` words are short or ambiguous ("con", "ass", "cock") and
//! count only as a whole word of the name, so "Constance", "Cassandra" and
//! "Hancock" pass. Two trade-offs were made on purpose: "Scunthorpe" passes
//! because "cunt" is a whole-word entry, and "Dick Grayson" is refused
//! because "dick" is one. Retyping a name costs a student a few seconds; a
//! slur on the projector costs the class more. The teacher can still rename
//! or remove a player by hand for whatever gets through.

use thiserror::Error;

/// The longest nickname, in characters: enough for a first name and a
/// surname, short enough to fit a podium on a projector.
pub const MAX_CHARS: usize = 24;

/// Why a nickname is refused. The messages are shown to the student as they
/// are, so they are short and never repeat the offending word.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NameError {
    #[error("type a name")]
    Empty,
    #[error("a name has at most {max} characters")]
    TooLong { max: usize },
    #[error("please choose another name")]
    Offensive,
}

/// The most combining marks kept on one letter. Vietnamese typed in
/// decomposed form needs two (ễ = e + ̂ + ̃); "Zalgo" text stacks dozens,
/// which spill over the names around it.
const MAX_MARKS: usize = 3;

/// Cleans a nickname a student typed: trims, collapses runs of whitespace to
/// one space, removes control and format characters (including zero-width
/// and bidi controls), then checks length (in chars) and the filter.
///
/// Format characters go because they are invisible: a zero-width space lets
/// a second "Ana" join beside the first, and a right-to-left override turns
/// a harmless-looking name into anything once displayed. Combining marks are
/// kept (they are how some keyboards type accents) but a mark with no letter
/// to sit on is dropped, and so is a tower of more than three.
pub fn clean(typed: &str) -> Result<String, NameError> {
    let mut name = String::with_capacity(typed.len().min(4 * MAX_CHARS));
    let mut chars = 0;
    let mut space = false;
    let mut marks = 0;
    for c in typed.chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if is_invisible(c) {
            continue;
        }
        if is_mark(c) {
            if name.is_empty() || space || marks >= MAX_MARKS {
                continue;
            }
            marks += 1;
        } else {
            marks = 0;
        }
        if space && !name.is_empty() {
            name.push(' ');
            chars += 1;
        }
        space = false;
        name.push(c);
        chars += 1;
        // Stop early: the rest of an over-long paste need not be read.
        if chars > MAX_CHARS {
            return Err(NameError::TooLong { max: MAX_CHARS });
        }
    }
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if is_offensive(&name) {
        return Err(NameError::Offensive);
    }
    Ok(name)
}

/// Whether a name would be refused by the offensive-name filter.
///
/// The name is read twice, once taking `1` and a capital `I` inside a
/// lowercase word as `i` and once as `l` ("s1ut", "sIut"), since both stand
/// in for either letter.
pub fn is_offensive(name: &str) -> bool {
    [Reading::I, Reading::L]
        .into_iter()
        .any(|reading| Read::new(name, reading).is_offensive())
}

/// The key two names clash on: two names with one key cannot sit side by
/// side in a game, and a roster cannot hold both.
///
/// It is the confusable skeleton of Unicode TR39, taken without regard to
/// case: the name is put in NFKC form ("ＡＮＡ" is "ANA"), whitespace and
/// invisible characters are removed ("Ana B" and "ana  b", "A\u{200B}na"
/// and "Ana"), the name is lower-cased, then each character is replaced by
/// the prototype it is confused with (Cyrillic "а" by Latin "a", "0" by
/// "o", "m" by "rn") and the result lower-cased again. A capital that
/// looks like a Latin capital is taken as that Latin letter before
/// lower-casing (Cyrillic "В" is a "B" though "в" is no "b"); any other
/// capital is simply lower-cased (so "IAN" stays "ian", although the
/// skeleton takes a lone "I" for an "l"). So "Аna" (Cyrillic А) cannot
/// join beside "Ana", nor "Воb" or "B0b" beside "Bob", nor "ANA" beside
/// "ana". Accents still count: "Zoé" and "Zoe" are different people.
pub fn key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let mut folded = String::with_capacity(name.len());
    for c in name.nfkc() {
        if c.is_whitespace() || is_invisible(c) {
            continue;
        }
        if c.is_uppercase() {
            let mut buffer = [0u8; 4];
            let mut prototype = unicode_security::skeleton(c.encode_utf8(&mut buffer));
            if let (Some(latin @ 'A'..='Z'), None) = (prototype.next(), prototype.next()) {
                folded.push(latin.to_ascii_lowercase());
                continue;
            }
        }
        folded.extend(c.to_lowercase());
    }
    unicode_security::skeleton(&folded)
        .filter(|&c| !c.is_whitespace() && !is_invisible(c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Words refused anywhere in a name, even spread over several words of it
/// ("f u c k", "xXfuckXx").
///
/// Where the list came from: chosen by hand for a classroom. It covers the
/// slurs, sexual terms and insults in English and French that a student
/// would plausibly type as a nickname (the categories of public lists such
/// as Shutterstock's "List of Dirty, Naughty, Obscene and Otherwise Bad
/// Words"), leaving out phrases, rarities and mild words ("damn", "crap"),
/// since teachers report the blatant ones (peers.md §3, item 7). Each word
/// was then tried against real names, also across the space between a
/// first name and a surname, and moved to [`WHOLE`] if one contained it:
/// "salope" because of "Salopek", "shemale" because of "Shem Alexander",
/// "tranny" because of "Tran Ny…", "penis" because of "Penistone". Words
/// that are also common names or plain words in our users' languages are
/// left out altogether:
/// "kike" (Spanish for Enrique), "negro", "gogol", "mong".
///
/// Everything is plain lowercase ASCII, in the folded form [`is_offensive`]
/// compares against. Doubled letters matter: "nigger" does not match
/// "Niger", but "niggger" matches "nigger".
const STRONG: &[&str] = &[
    // English
    "arsehole",
    "asshole",
    "asswipe",
    "bitch",
    "blowjob",
    "bollocks",
    "bullshit",
    "butthole",
    "buttplug",
    "clitoris",
    "cocksucker",
    "cumshot",
    "dickhead",
    "dildo",
    "dipshit",
    "douchebag",
    "faggot",
    "fuck",
    "fvck",
    "handjob",
    "hentai",
    "hitler",
    "jizz",
    "killyourself",
    "masturbat",
    "nigga",
    "nigger",
    "orgasm",
    "paedophile",
    "pedophile",
    "phuck",
    "pussy",
    "raghead",
    "rimjob",
    "shitface",
    "shithead",
    "skank",
    "titties",
    "towelhead",
    "vagina",
    "wanker",
    "wetback",
    "whore",
    // French
    "bougnoule",
    "branlette",
    "branleur",
    "chinetoque",
    "connard",
    "connasse",
    "encule",
    "enfoire",
    "filsdepute",
    "niquetamere",
    "petasse",
    "pouffiasse",
    "putain",
    "salopard",
    "suceuse",
    "tarlouze",
    "trouduc",
    "youpin",
];

/// Words refused only as a whole word of a name: short or ambiguous words
/// that hide inside real names ("Cassandra", "Constance", "Hancock",
/// "Matsushita", "Scunthorpe", "Monique", "Couillard", "Essex"). Same source
/// and form as [`STRONG`]. Some real names are refused all the same ("Dick",
/// "Con"): see the module documentation for why.
const WHOLE: &[&str] = &[
    // English
    "anal", "anus", "arse", "ass", "bastard", "bellend", "boob", "boobs", "bugger", "chink", "clit",
    "cock", "cocks", "coon", "cum", "cunt", "cunts", "dick", "dicks", "dumbass", "dyke", "fag",
    "fags", "fatass", "gook", "homo", "horny", "jackass", "kkk", "kys", "lesbo", "milf", "nazi",
    "paki", "pedo", "penis", "piss", "porn", "porno", "prick", "rape", "rapist", "retard",
    "retarded", "sex", "sexy", "shemale", "shit", "shitty", "slut", "sluts", "spaz", "sperm",
    "spic", "tits", "tranny", "twat", "wank", // French
    "abruti", "attarde", "batard", "bicot", "bite", "branle", "chatte", "con", "conne", "couille",
    "couilles", "cul", "debile", "fdp", "foutre", "gouine", "merde", "negre", "nique", "ntm", "pd",
    "pede", "pisse", "pute", "salaud", "salope", "tapette", "zob",
];

/// How to take the characters that stand for either `i` or `l`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    I,
    L,
}

/// A name as the filter reads it, in runs of one letter ("fuuuck" is
/// `f u×3 c k`), so that stretched letters match the listed word.
struct Read {
    /// Every letter of the name, with everything between them dropped.
    letters: Vec<Run>,
    /// The words of the name, plus each run of single letters joined up
    /// ("c o n", "c.o.n" → "con").
    words: Vec<Vec<Run>>,
}

/// A letter and how many times in a row it appears.
type Run = (u8, usize);

impl Read {
    fn new(name: &str, reading: Reading) -> Self {
        let folded = fold(name, reading);
        let letters = runs(folded.iter().flatten().copied());
        let split: Vec<&[Option<u8>]> = folded
            .split(Option::is_none)
            .filter(|word| !word.is_empty())
            .collect();
        let mut words: Vec<Vec<Run>> = split
            .iter()
            .map(|word| runs(word.iter().flatten().copied()))
            .collect();
        for singles in split.chunk_by(|a, b| a.len() == 1 && b.len() == 1) {
            if singles.len() > 1 {
                words.push(runs(
                    singles.iter().flat_map(|w| w.iter().flatten().copied()),
                ));
            }
        }
        Self { letters, words }
    }

    fn is_offensive(&self) -> bool {
        STRONG
            .iter()
            .any(|word| contains(&self.letters, &runs(word.bytes())))
            || WHOLE.iter().any(|word| {
                let needle = runs(word.bytes());
                self.words
                    .iter()
                    .any(|w| w.len() == needle.len() && contains(w, &needle))
            })
    }
}

/// The name as a stream of lowercase ASCII letters (`Some`) and word breaks
/// (`None`): case, accents, look-alike letters and leetspeak folded away;
/// invisible characters and combining marks skipped as if not there, so
/// they cannot split a word.
fn fold(name: &str, reading: Reading) -> Vec<Option<u8>> {
    let mut out = Vec::with_capacity(name.len());
    let mut after_lowercase = false;
    for (c, in_number) in with_numbers_marked(name) {
        if is_invisible(c) || is_mark(c) {
            continue;
        }
        // A word of digits and symbols only is a number ("Player 455",
        // "Table 8008"), not leetspeak: reading it as letters refuses
        // ordinary names.
        if in_number {
            out.push(None);
            after_lowercase = false;
            continue;
        }
        let stands_for_l = match c {
            '1' | '|' => true,
            // A capital I inside a lowercase word is an l in disguise; at
            // the start of a word or in capitals it is a real I ("ANAI").
            'I' => after_lowercase,
            _ => false,
        };
        after_lowercase = c.is_lowercase();
        if reading == Reading::L && stands_for_l {
            out.push(Some(b'l'));
            continue;
        }
        for c in c.to_lowercase() {
            match c {
                'a'..='z' => out.push(Some(c as u8)),
                _ if is_mark(c) => {}
                _ => match leet(c).or_else(|| accent(c)) {
                    Some(letter) => out.push(Some(letter)),
                    None => match ligature(c) {
                        Some(pair) => out.extend(pair.bytes().map(Some)),
                        None => out.push(None),
                    },
                },
            }
        }
    }
    out
}

/// Each character of `name`, and whether it is part of a word (between
/// whitespace) that is a number: digits, with at most the punctuation
/// numbers are written with.
fn with_numbers_marked(name: &str) -> Vec<(char, bool)> {
    let mut marked = Vec::with_capacity(name.len());
    for word in name.split(char::is_whitespace) {
        let number = word.chars().any(|c| c.is_ascii_digit())
            && word
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | '-' | ':' | '/' | '#'));
        marked.extend(word.chars().map(|c| (c, number)));
        marked.push((' ', false));
    }
    marked.pop();
    marked
}

/// The letter a digit or symbol stands for in leetspeak.
fn leet(c: char) -> Option<u8> {
    Some(match c {
        '0' => b'o',
        '1' | '!' | '|' => b'i',
        '3' => b'e',
        '4' | '@' => b'a',
        '5' | '$' => b's',
        '7' => b't',
        _ => return None,
    })
}

/// Lowercase letters with diacritics (Latin-1, Latin Extended-A, the
/// Vietnamese letters) and the Cyrillic and Greek letters that look like a
/// Latin one, by the ASCII letter they fold to.
const ACCENTS: &[(u8, &str)] = &[
    (b'a', "àáâãäåāăąǎȁȃȧạảấầẩẫậắằẳẵặаα"),
    (b'c', "çćĉċčс"),
    (b'd', "ďđԁ"),
    (b'e', "èéêëēĕėęěȅȇẹẻẽếềểễệеёε"),
    (b'g', "ĝğġģǧ"),
    (b'h', "ĥħһ"),
    (b'i', "ìíîïĩīĭįıǐȉȋịỉіїι"),
    (b'j', "ĵј"),
    (b'k', "ķкκ"),
    (b'l', "ĺļľŀłӏ"),
    (b'n', "ñńņňŉ"),
    (b'o', "òóôõöøōŏőơǒȍȏọỏốồổỗộớờởỡợоο"),
    (b'p', "рρ"),
    (b'r', "ŕŗř"),
    (b's', "śŝşšșѕ"),
    (b't', "ţťŧțт"),
    (b'u', "ùúûüũūŭůűųưǔȕȗụủứừửữựυ"),
    (b'w', "ŵ"),
    (b'x', "х"),
    (b'y', "ýÿŷỳỵỷỹу"),
    (b'z', "źżž"),
];

fn accent(c: char) -> Option<u8> {
    ACCENTS
        .iter()
        .find(|(_, variants)| variants.contains(c))
        .map(|&(letter, _)| letter)
}

/// Letters that fold to two.
fn ligature(c: char) -> Option<&'static str> {
    Some(match c {
        'æ' => "ae",
        'œ' => "oe",
        'ß' => "ss",
        'ĳ' => "ij",
        'ﬀ' => "ff",
        'ﬁ' => "fi",
        'ﬂ' => "fl",
        _ => return None,
    })
}

/// Run-length encodes letters: "fuuck" → f1 u2 c1 k1.
fn runs(letters: impl IntoIterator<Item = u8>) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    for letter in letters {
        match runs.last_mut() {
            Some((last, count)) if *last == letter => *count += 1,
            _ => runs.push((letter, 1)),
        }
    }
    runs
}

/// Whether `needle` appears in `hay` with each of its letters repeated at
/// least as often: "fuuuck" contains "fuck", "niger" does not contain
/// "nigger".
fn contains(hay: &[Run], needle: &[Run]) -> bool {
    !needle.is_empty()
        && hay.windows(needle.len()).any(|window| {
            window
                .iter()
                .zip(needle)
                .all(|(&(h, hn), &(n, nn))| h == n && hn >= nn)
        })
}

/// Characters that show nothing: controls, Unicode format characters
/// (general category Cf: soft hyphen, zero-width space and joiners, bidi
/// controls, tags…) and the fillers people use for "blank" names.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{0600}'..='\u{0605}'
                | '\u{061C}'
                | '\u{06DD}'
                | '\u{070F}'
                | '\u{0890}'..='\u{0891}'
                | '\u{08E2}'
                | '\u{115F}'..='\u{1160}'
                | '\u{17B4}'..='\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{206F}'
                | '\u{2800}'
                | '\u{3164}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{110BD}'
                | '\u{110CD}'
                | '\u{13430}'..='\u{1343F}'
                | '\u{1BCA0}'..='\u{1BCA3}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0001}'
                | '\u{E0020}'..='\u{E007F}'
        )
}

/// Combining marks that sit on the letter before them (the Latin, Cyrillic
/// and symbol blocks that "Zalgo" text stacks) and the variation selectors
/// that pick an emoji's look.
fn is_mark(c: char) -> bool {
    matches!(
        c,
        '\u{0300}'..='\u{036F}'
            | '\u{0483}'..='\u{0489}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FE20}'..='\u{FE2F}'
            | '\u{E0100}'..='\u{E01EF}'
    )
}

#[cfg(test)]
#[path = "names_tests.rs"]
mod tests;
