//! Reading each sentence for what could be asked about it: is it clean and
//! self-contained, and which keys (years, quantities, defined terms, names)
//! does it hold.

pub use super::numbers::{NumberKey, is_month, numbers};
pub use super::unfit::{Unfit, unfit};

/// A sentence worth looking at, with its place in the document.
#[derive(Debug, Clone)]
pub struct Sentence {
    /// Index in the document's sentence list.
    pub index: usize,
    /// Byte span in the document.
    pub start: usize,
    /// Byte span's end.
    pub end: usize,
    /// The sentence with white space folded.
    pub text: String,
    /// Its section.
    pub section: usize,
    /// The article number of the rule it belongs to, if any.
    pub article: Option<String>,
    /// Whether it came from a bullet (a fragment, not a full sentence).
    pub bullet: bool,
    /// Whether it passes the quality gates for being asked about.
    pub clean: bool,
    /// Why it does not, when it does not.
    pub unfit: Option<Unfit>,
    /// How many bytes at the start of `text` are the sentence before it,
    /// given as context because this one points back to it ("Kübler-Ross
    /// described … She proposed five stages …"); 0 for most. A question
    /// on it asks about what follows and shows the context unchanged.
    pub context: usize,
    /// The sentence before whose words named the pronoun this one opened
    /// with ("It absorbs …" after "Chlorophyll is …" reads "Chlorophyll
    /// absorbs …"): a question on it rests on both, and its source
    /// passage starts there.
    pub named_from: Option<usize>,
}

/// Words that make a sentence depend on the one before it.
pub(super) const ANAPHORS: &[&str] = &[
    "it",
    "this",
    "these",
    "they",
    "he",
    "she",
    "such",
    "those",
    "that",
    "its",
    "their",
    "his",
    "her",
    "there",
    "here",
    "il",
    "elle",
    "ils",
    "elles",
    "ce",
    "cet",
    "cette",
    "ces",
    "son",
    "sa",
    "ses",
    "leur",
    "leurs",
    "cela",
    "ceci",
    "celui",
    "celle",
    "however",
    // "Yet, 98 percent of all exporters are small firms": a contrast with
    // a claim the sentence before made (unseen set 22).
    "yet",
    "instead",
    "otherwise",
    "meanwhile",
    "nor",
    "therefore",
    "thus",
    "accordingly",
    "hence",
    "consequently",
    "also",
    // "Other psychologists believe …" answers the "some" of the sentence
    // before.
    "other",
    "then",
    // "Soon, both railroads and canals crisscrossed the states": soon
    // after what the sentence before told (unseen set 67, C2).
    "soon",
    "cependant",
    "donc",
    "ainsi",
    "but",
    "and",
    "or",
    "so",
    "mais",
    "et",
    "ou",
    "puis",
    // Spanish.
    "así",
    "otra",
    "otro",
    "otras",
    "otros",
    "este",
    "esta",
    "estos",
    "estas",
    "ese",
    "esa",
    "esos",
    "esas",
    "dicho",
    "dicha",
    "dichos",
    "dichas",
    "tales",
    "esto",
    "eso",
    "ello",
    "él",
    "ella",
    "ellos",
    "ellas",
    "además",
    "entonces",
    "asimismo",
    "pero",
    "sino",
    "aquí",
    "allí",
    // German.
    "sein",
    "seine",
    "ihr",
    "ihre",
    "diese",
    "dieser",
    "dieses",
    "diesen",
    "diesem",
    "solche",
    "solcher",
    "solches",
    "er",
    "sie",
    "es",
    "dies",
    "dabei",
    "dadurch",
    "daher",
    "deshalb",
    "deswegen",
    "darum",
    "dann",
    "danach",
    "außerdem",
    "jedoch",
    "aber",
    "und",
    "oder",
    "dort",
    "damit",
    "dazu",
    "somit",
    "trotzdem",
    "allerdings",
    "zudem",
    "ebenso",
    "dazwischen",
    "darin",
    "darauf",
    "dafür",
    "davon",
    "darunter",
    "hierbei",
    "hier",
    // "Daran sind dann Bakterien schuld" (unseen set 30).
    "daran",
    "darüber",
    "daraus",
    "dagegen",
    "davor",
    "dahinter",
    "dennoch",
    "stattdessen",
];

/// Openings that tie a sentence to the one before while what follows
/// their comma is a statement of its own ("Alternatively, many cities
/// have …"): unfit as they stand, asked without them (`mod.rs`,
/// `without_connective`).
pub(super) const LOOSE_CONNECTIVES: &[&str] = &[
    "alternatively",
    "similarly",
    "likewise",
    "additionally",
    "nevertheless",
    "nonetheless",
    "toutefois",
    "néanmoins",
];

/// Openings that tie a sentence to the one before only when a comma
/// follows them: "Rather, low-income countries must manage …" corrects
/// what the sentence before said and then states something of its own
/// (asked without it, as `LOOSE_CONNECTIVES`), while "Rather than …"
/// opens a sentence of its own.
pub(super) const COMMA_CONNECTIVES: &[&str] = &["rather"];

/// English pronouns that, early in a sentence, stand for something a
/// sentence before it named ("it sublimes at …", "their revenues …").
pub(super) const EARLY_PRONOUNS: &[&str] = &[
    "it", "its", "they", "their", "them", "he", "she", "his", "her",
];

/// Openings of a sentence that gives an instance of the one before.
pub(super) const EXAMPLE_OPENINGS: &[&str] = &[
    "for example, ",
    "for instance, ",
    // "To take a simple example, complex numbers may be represented …"
    // (unseen set 113: one rater rejected the opening, C2).
    "to take a simple example, ",
    "to take an example, ",
    "as a simple example, ",
    "par exemple, ",
    "por ejemplo, ",
    "zum beispiel ",
    "beispielsweise ",
];

impl Sentence {
    /// Whether it is a bullet's fragment ("- Motor spasticity, weakness,
    /// ataxia") rather than a full sentence set in a bullet ("- Enabling
    /// factors are social and environmental factors that …"), which reads
    /// on its own like any sentence of a paragraph: it ends with a full
    /// stop, has eight words or more and no label before a colon.
    pub fn fragment(&self) -> bool {
        const FEWEST_WORDS: usize = 8;
        let label = self
            .text
            .split_once(':')
            .is_some_and(|(before, _)| before.split_whitespace().count() <= 5);
        self.bullet
            && (label
                || !self.text.ends_with('.')
                || self.text.split_whitespace().count() < FEWEST_WORDS)
    }

    /// The `index`-th sentence of a test document, clean, in section 0, a
    /// thousand bytes after the one before.
    #[cfg(test)]
    pub(crate) fn for_test(index: usize, text: &str) -> Sentence {
        Sentence {
            index,
            start: index * 1000,
            end: index * 1000 + text.len(),
            text: text.to_string(),
            section: 0,
            article: None,
            bullet: false,
            clean: true,
            unfit: None,
            context: 0,
            named_from: None,
        }
    }
}
