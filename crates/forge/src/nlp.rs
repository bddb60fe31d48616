//! The little linguistics the generator needs: words with their offsets,
//! stop words, Snowball stems and a noise test, for English, French,
//! Spanish and German.
//! Other languages get words and numbers only.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::LazyLock;

use rust_stemmers::{Algorithm, Stemmer};

/// A language the generator knows well enough to write templates in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// French.
    Fr,
    /// Spanish.
    Es,
    /// German.
    De,
    /// Any other language: no templates, no stop words.
    Other,
}

impl Lang {
    /// From an ISO 639-1 code.
    pub fn from_code(code: &str) -> Self {
        match code {
            "en" => Lang::En,
            "fr" => Lang::Fr,
            "es" => Lang::Es,
            "de" => Lang::De,
            _ => Lang::Other,
        }
    }
}

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// Letters (with inner apostrophes and hyphens).
    Word,
    /// Digits, possibly with a decimal point or separators.
    Number,
    /// Anything else that is not white space.
    Punct,
}

/// A token of a text, with its byte span.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// Offset of its first byte.
    pub start: usize,
    /// Offset one past its last byte.
    pub end: usize,
    /// What it is.
    pub kind: TokenKind,
}

impl Token {
    /// The token's text in `text`.
    pub fn text<'a>(&self, text: &'a str) -> &'a str {
        &text[self.start..self.end]
    }
}

/// Splits `text[from..to]` into tokens.
pub fn tokens(text: &str, from: usize, to: usize) -> Vec<Token> {
    let mut out = Vec::new();
    let slice = &text[from..to];
    let mut chars = slice.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c.is_whitespace() {
            continue;
        }
        let start = from + i;
        let mut end = start + c.len_utf8();
        let kind = if c.is_alphabetic() {
            while let Some(&(j, d)) = chars.peek() {
                let joins = d.is_alphanumeric()
                    || (matches!(d, '\'' | '’' | '-')
                        && slice[j + d.len_utf8()..]
                            .chars()
                            .next()
                            .is_some_and(char::is_alphabetic));
                if !joins {
                    break;
                }
                end = from + j + d.len_utf8();
                chars.next();
            }
            TokenKind::Word
        } else if c.is_ascii_digit() {
            while let Some(&(j, d)) = chars.peek() {
                let after = &slice[j + d.len_utf8()..];
                // "5 000", "384 000": a (narrow) no-break space between
                // groups of three digits is a thousands separator.
                let group = matches!(d, '\u{202F}' | '\u{A0}' | '\u{2009}')
                    && after.len() >= 3
                    && after.as_bytes()[..3].iter().all(u8::is_ascii_digit)
                    && !after.as_bytes().get(3).is_some_and(u8::is_ascii_digit);
                let joins = d.is_ascii_digit()
                    || group
                    || (matches!(d, '.' | ',')
                        && slice[j + 1..]
                            .chars()
                            .next()
                            .is_some_and(|n| n.is_ascii_digit()));
                if !joins {
                    break;
                }
                end = from + j + d.len_utf8();
                chars.next();
            }
            TokenKind::Number
        } else {
            TokenKind::Punct
        };
        out.push(Token { start, end, kind });
    }
    out
}

const EN_STOP: &[&str] = &[
    "a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any",
    "are", "as", "at", "be", "because", "been", "before", "being", "below", "between", "both",
    "but", "by", "can", "could", "did", "do", "does", "doing", "down", "during", "each", "either",
    "every", "few", "for", "from", "further", "had", "has", "have", "having", "he", "her", "here",
    "hers", "herself", "him", "himself", "his", "how", "however", "i", "if", "in", "into", "is",
    "it", "its", "itself", "just", "may", "might", "me", "more", "most", "must", "my", "no", "nor",
    "not", "now", "of", "off", "on", "once", "one", "only", "or", "other", "our", "ours", "out",
    "over", "own", "same", "shall", "she", "should", "so", "some", "such", "than", "that", "the",
    "their", "theirs", "them", "then", "there", "these", "they", "this", "those", "through",
    "thus", "to", "too", "under", "until", "up", "upon", "very", "was", "we", "were", "what",
    "when", "where", "whether", "which", "while", "who", "whom", "whose", "why", "will", "with",
    "within", "without", "would", "yet", "you", "your", "yours", "many", "much", "several",
    "called", "known", "used", "use", "uses", "also", "often", "usually", "etc", "e.g", "i.e",
    "per",
];

const FR_STOP: &[&str] = &[
    "a", "à", "afin", "ai", "aie", "ainsi", "alors", "au", "aucun", "aussi", "autre", "aux",
    "avait", "avant", "avec", "avoir", "c", "ça", "car", "ce", "ceci", "cela", "celle", "celui",
    "ces", "cet", "cette", "chaque", "chez", "comme", "comment", "d", "dans", "de", "des", "deux",
    "donc", "dont", "du", "elle", "elles", "en", "encore", "entre", "est", "et", "été", "être",
    "eu", "fait", "font", "il", "ils", "j", "je", "l", "la", "le", "les", "leur", "leurs", "lors",
    "lui", "m", "mais", "me", "même", "mes", "moins", "mon", "n", "ne", "ni", "nos", "notre",
    "nous", "on", "ont", "ou", "où", "par", "pas", "peu", "peut", "plus", "pour", "qu", "quand",
    "que", "quel", "quelle", "quels", "qui", "s", "sa", "sans", "se", "ses", "si", "son", "sont",
    "sous", "sur", "t", "ta", "te", "tes", "ton", "tous", "tout", "toute", "toutes", "très", "tu",
    "un", "une", "vers", "vos", "votre", "vous", "y", "était", "étaient", "appelle", "appelé",
];

/// A set of stop words, hashed with FNV-1a: a look-up is asked of nearly
/// every word of a document, several times, and short keys hash faster
/// this way than with the default hasher or compare through a tree. Only
/// ever asked for membership, so no order reaches any output.
type StopSet = std::collections::HashSet<&'static str, FnvBuild>;

/// Builds [`Fnv`] hashers, for sets and maps of words that are only ever
/// looked up, never iterated into any output.
type FnvBuild = std::hash::BuildHasherDefault<Fnv>;

/// FNV-1a over the bytes written.
struct Fnv(u64);

impl Default for Fnv {
    /// FNV's 64-bit offset basis.
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Spanish function words, the commonest verbs' forms and the words a
/// textbook uses to point or to hedge: never a term, never a blank.
const ES_STOP: &[&str] = &[
    "a",
    "al",
    "algo",
    "alguna",
    "algunas",
    "alguno",
    "algunos",
    "algún",
    "ambos",
    "ante",
    "antes",
    "así",
    "aun",
    "aunque",
    "aún",
    "bajo",
    "bien",
    "cada",
    "casi",
    "como",
    "con",
    "contra",
    "cual",
    "cuales",
    "cualquier",
    "cuando",
    "cuya",
    "cuyas",
    "cuyo",
    "cuyos",
    "cuál",
    "cuáles",
    "cómo",
    "de",
    "debe",
    "deben",
    "del",
    "desde",
    "después",
    "donde",
    "durante",
    "dónde",
    "e",
    "el",
    "ella",
    "ellas",
    "ello",
    "ellos",
    "en",
    "entre",
    "era",
    "eran",
    "es",
    "esa",
    "esas",
    "ese",
    "eso",
    "esos",
    "esta",
    "estaba",
    "estado",
    "estas",
    "este",
    "esto",
    "estos",
    "está",
    "están",
    "fue",
    "fueron",
    "ha",
    "había",
    "han",
    "hasta",
    "hay",
    "incluso",
    "la",
    "las",
    "le",
    "les",
    "lo",
    "los",
    "mas",
    "me",
    "mediante",
    "mientras",
    "mismo",
    "misma",
    "mismas",
    "mismos",
    "mucho",
    "muchos",
    "muchas",
    "muy",
    "más",
    "menos",
    "ni",
    "no",
    "nos",
    "o",
    "otra",
    "otras",
    "otro",
    "otros",
    "para",
    "pero",
    "poco",
    "por",
    "porque",
    "puede",
    "pueden",
    "que",
    "quien",
    "quienes",
    "qué",
    "se",
    "sea",
    "sean",
    "según",
    "ser",
    "si",
    "sido",
    "siempre",
    "sin",
    "sino",
    "sobre",
    "son",
    "su",
    "sus",
    "sí",
    "también",
    "tan",
    "tanto",
    "te",
    "tiene",
    "tienen",
    "todo",
    "toda",
    "todas",
    "todos",
    "tras",
    "u",
    "un",
    "una",
    "unas",
    "uno",
    "unos",
    "usted",
    "y",
    "ya",
    "él",
    "ejemplo",
    "etc",
];

/// German function words, the auxiliaries and the words a textbook uses
/// to point or to hedge.
const DE_STOP: &[&str] = &[
    "aber", "als", "also", "am", "an", "andere", "anderen", "auch", "auf", "aus", "bei", "beim",
    "bis", "bzw", "da", "dabei", "dadurch", "dafür", "damit", "dann", "daran", "darauf", "daraus",
    "darin", "das", "dass", "dem", "den", "denen", "denn", "der", "deren", "des", "deshalb",
    "dessen", "die", "dies", "diese", "diesem", "diesen", "dieser", "dieses", "doch", "dort",
    "durch", "ein", "eine", "einem", "einen", "einer", "eines", "er", "es", "etwa", "etwas", "für",
    "gegen", "hat", "haben", "hatte", "hatten", "hier", "ihm", "ihn", "ihnen", "ihr", "ihre",
    "ihrem", "ihren", "ihrer", "ihres", "im", "in", "ins", "ist", "jede", "jedem", "jeden",
    "jeder", "jedes", "jedoch", "kann", "kein", "keine", "können", "man", "mehr", "mit", "muss",
    "nach", "nicht", "noch", "nur", "ob", "oder", "ohne", "sehr", "sein", "seine", "seinem",
    "seinen", "seiner", "seines", "seit", "sich", "sie", "sind", "so", "sondern", "sowie", "um",
    "und", "uns", "unter", "vom", "von", "vor", "war", "waren", "was", "weil", "welche", "welchem",
    "welchen", "welcher", "welches", "wenn", "werden", "wie", "wird", "wo", "wurde", "wurden",
    "zu", "zum", "zur", "zwischen", "über", "z", "b", "beispiel", "usw",
];

static EN_STOP_SET: LazyLock<StopSet> = LazyLock::new(|| EN_STOP.iter().copied().collect());
static FR_STOP_SET: LazyLock<StopSet> = LazyLock::new(|| FR_STOP.iter().copied().collect());
static ES_STOP_SET: LazyLock<StopSet> = LazyLock::new(|| ES_STOP.iter().copied().collect());
static DE_STOP_SET: LazyLock<StopSet> = LazyLock::new(|| DE_STOP.iter().copied().collect());

/// Whether `word` (any case) is a stop word of `lang`.
pub fn is_stop_word(word: &str, lang: Lang) -> bool {
    let set = match lang {
        Lang::En => &*EN_STOP_SET,
        Lang::Fr => &*FR_STOP_SET,
        Lang::Es => &*ES_STOP_SET,
        Lang::De => &*DE_STOP_SET,
        Lang::Other => return false,
    };
    let listed = |lower: &str| {
        let bare = lower.rsplit(['\'', '’']).next().unwrap_or_default();
        set.contains(bare) || set.contains(lower)
    };
    // Most words are short and ASCII: lower-cased on the stack, since this
    // is asked of every word of a document, often several times.
    const SHORT: usize = 24;
    if word.is_ascii() && word.len() <= SHORT {
        let mut buffer = [0u8; SHORT];
        let lower = &mut buffer[..word.len()];
        lower.copy_from_slice(word.as_bytes());
        lower.make_ascii_lowercase();
        return std::str::from_utf8(lower).is_ok_and(listed);
    }
    listed(&word.to_lowercase())
}

/// Stems words the way Snowball does for a language, lower-casing first and
/// dropping French elisions (`l'`, `d'`).
pub struct Stems {
    stemmer: Option<Stemmer>,
    /// Stems already worked out: a document repeats its words, and a
    /// Snowball stem costs far more than a look-up. Never iterated, so its
    /// order cannot reach any output.
    cache: RefCell<HashMap<String, String, FnvBuild>>,
}

impl Stems {
    /// A stemmer for `lang` (words are only lower-cased for other languages).
    pub fn new(lang: Lang) -> Self {
        let stemmer = match lang {
            Lang::En => Some(Stemmer::create(Algorithm::English)),
            Lang::Fr => Some(Stemmer::create(Algorithm::French)),
            Lang::Es => Some(Stemmer::create(Algorithm::Spanish)),
            Lang::De => Some(Stemmer::create(Algorithm::German)),
            Lang::Other => None,
        };
        Self {
            stemmer,
            cache: RefCell::new(HashMap::default()),
        }
    }

    /// The stem of one word.
    pub fn stem(&self, word: &str) -> String {
        if let Some(stem) = self.cache.borrow().get(word) {
            return stem.clone();
        }
        let stem = self.stem_uncached(word);
        self.cache
            .borrow_mut()
            .insert(word.to_string(), stem.clone());
        stem
    }

    fn stem_uncached(&self, word: &str) -> String {
        let lower = word.to_lowercase();
        let bare = lower.rsplit(['\'', '’']).next().unwrap_or_default();
        let bare = if bare.chars().count() < 2 {
            lower.as_str()
        } else {
            bare
        };
        match &self.stemmer {
            Some(s) => s.stem(bare).into_owned(),
            None => bare.to_string(),
        }
    }

    /// The stems of the content words of `text`.
    pub fn content_stems(&self, text: &str, lang: Lang) -> Vec<String> {
        tokens(text, 0, text.len())
            .iter()
            .filter(|t| t.kind != TokenKind::Punct)
            .map(|t| t.text(text))
            .filter(|w| !is_stop_word(w, lang))
            .map(|w| self.stem(w))
            .collect()
    }
}

/// Whether a word looks damaged by OCR or PDF extraction: letters and digits
/// mixed inside a word (`mening1t1s`, `lmmune` aside), private-use or
/// replacement characters, or stray underscores standing for lost glyphs.
pub fn is_noisy_word(word: &str) -> bool {
    if word.chars().any(|c| {
        c == '\u{FFFD}' || c == '_' || ('\u{E000}'..='\u{F8FF}').contains(&c) || c >= '\u{F0000}'
    }) {
        return true;
    }
    let letters = word.chars().filter(|c| c.is_alphabetic()).count();
    let digits = word.chars().filter(|c| c.is_ascii_digit()).count();
    if letters >= 2 && digits >= 1 {
        // Ordinals, units and chemistry are fine: 1st, 2nd, 3D, CO2, H2O.
        let lower = word.to_lowercase();
        let ordinal = ["st", "nd", "rd", "th", "e", "er", "re", "ème"]
            .iter()
            .any(|s| {
                lower.ends_with(s)
                    && lower
                        .trim_end_matches(s)
                        .chars()
                        .all(|c| c.is_ascii_digit())
            });
        let formula = word
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        // "2.5-meter", "100-inch", "5-year-old": a number and a word in
        // small letters joined by a hyphen, each whole (unseen set 56 lost
        // two sentences on Hubble's telescope to "2.5-meter"). A name with
        // a number ("HHV-4") stays out: its letters give a blank away.
        let joined = word.contains('-')
            && word.split('-').all(|part| {
                !part.is_empty()
                    && (part.chars().all(char::is_lowercase)
                        || part
                            .chars()
                            .all(|c| c.is_ascii_digit() || c == '.' || c == ','))
            });
        // An isotope: "uranium-238", "Technetium-99m", "carbon-14"
        // (two sentences of the corpus's spontaneity section were lost to
        // them).
        let isotope = word.split_once('-').is_some_and(|(name, mass)| {
            let mut letters = name.chars();
            let mass = mass.strip_suffix('m').unwrap_or(mass);
            name.chars().count() >= 3
                && letters.next().is_some_and(char::is_alphabetic)
                && letters.all(char::is_lowercase)
                && (1..=3).contains(&mass.len())
                && mass.chars().all(|c| c.is_ascii_digit())
        });
        return !(ordinal || formula || joined || isotope);
    }
    // "lmmune", "failme": a lower-case l before a consonant cluster at the
    // start of a word, or "rn" standing for "m", cannot be told from real
    // words without a dictionary; these are caught by the sentence test.
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_keep_inner_apostrophes_hyphens_and_decimals() {
        let text = "L'eau d’un state-of-the-art test costs 3.50, or 1,000 (x).";
        let words: Vec<&str> = tokens(text, 0, text.len())
            .iter()
            .map(|t| t.text(text))
            .collect();
        assert_eq!(
            words,
            [
                "L'eau",
                "d’un",
                "state-of-the-art",
                "test",
                "costs",
                "3.50",
                ",",
                "or",
                "1,000",
                "(",
                "x",
                ")",
                "."
            ]
        );
    }

    #[test]
    fn french_thousands_stay_one_number() {
        let text = "environ 5\u{202F}000 °C et 384\u{A0}000 km";
        let numbers: Vec<&str> = tokens(text, 0, text.len())
            .iter()
            .filter(|t| t.kind == TokenKind::Number)
            .map(|t| t.text(text))
            .collect();
        assert_eq!(numbers, ["5\u{202F}000", "384\u{A0}000"]);
    }

    #[test]
    fn stems_fold_inflections_and_elisions() {
        let en = Stems::new(Lang::En);
        assert_eq!(en.stem("Evaporation"), en.stem("evaporations"));
        let fr = Stems::new(Lang::Fr);
        assert_eq!(fr.stem("l'industrie"), fr.stem("industries"));
    }

    #[test]
    fn stop_words_per_language() {
        assert!(is_stop_word("The", Lang::En));
        assert!(!is_stop_word("photosynthesis", Lang::En));
        assert!(is_stop_word("les", Lang::Fr));
        assert!(!is_stop_word("les", Lang::Other));
    }

    #[test]
    fn ocr_damage_is_noticed() {
        assert!(is_noisy_word("mening1t1s"));
        assert!(is_noisy_word("in_nite"));
        assert!(!is_noisy_word("CO2"));
        assert!(!is_noisy_word("2.5-meter"));
        assert!(!is_noisy_word("5-year-old"));
        assert!(!is_noisy_word("Uranium-238"));
        assert!(!is_noisy_word("Technetium-99m"));
        assert!(!is_noisy_word("carbon-14"));
        assert!(is_noisy_word("HHV-4"));
        assert!(is_noisy_word("Ura1nium-238"));
        assert!(is_noisy_word("inf0rmation-based"));
        assert!(!is_noisy_word("21st"));
        assert!(!is_noisy_word("meningitis"));
    }
}
