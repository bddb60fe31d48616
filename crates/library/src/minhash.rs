//! Near-duplicate detection: a MinHash signature over the shingles (three
//! words in a row) of a quiz's question text. Two quizzes whose estimated
//! Jaccard similarity reaches [`NEAR_DUPLICATE`] are copies of one quiz
//! (a copy with a new title, a question or two changed or reordered), and
//! are never offered as each other's related quizzes.

use quizforge_core::{Body, Quiz};

/// How many hash functions: the estimate's standard error is about
/// `1/sqrt(64)`, 0.125, enough to tell copies (above 0.8) from quizzes on
/// the same topic (rarely above 0.2).
pub const HASHES: usize = 64;

/// The estimated similarity from which two quizzes are near-copies.
pub const NEAR_DUPLICATE: f64 = 0.6;

/// A signature: the least hash of the shingles under each hash function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signature(pub [u64; HASHES]);

/// The words of a quiz's questions (prompts, passages, options), folded to
/// lower-case alphanumerics.
pub fn question_words(quiz: &Quiz) -> Vec<String> {
    let mut words = Vec::new();
    for question in &quiz.questions {
        let mut push = |text: &str| {
            words.extend(
                text.split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .map(str::to_lowercase),
            );
        };
        push(&question.prompt);
        if let Some(stimulus) = &question.stimulus {
            push(stimulus);
        }
        match &question.body {
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices } => {
                for choice in choices {
                    push(&choice.text);
                }
            }
            Body::Matching { pairs } => {
                for pair in pairs {
                    push(&pair.left);
                    push(&pair.right);
                }
            }
            Body::Ordering { items } => {
                for item in items {
                    push(item);
                }
            }
            Body::ShortAnswer { .. } | Body::Numeric { .. } | Body::Open => {}
        }
    }
    words
}

/// FNV-1a, 64 bits: stable across runs and platforms.
fn fnv(bytes: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// splitmix64's finaliser: the `i`th hash function of a shingle's hash.
fn mix(value: u64, i: u64) -> u64 {
    let mut z = value ^ i.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Signature {
    /// The signature of a quiz's questions.
    pub fn of(quiz: &Quiz) -> Self {
        Self::of_words(&question_words(quiz))
    }

    /// The signature of a run of words (shingles of three; a shorter run
    /// is one shingle).
    pub fn of_words(words: &[String]) -> Self {
        let mut mins = [u64::MAX; HASHES];
        let width = 3.min(words.len().max(1));
        for shingle in words.windows(width) {
            let hash = fnv(shingle.join(" ").as_bytes());
            for (i, min) in mins.iter_mut().enumerate() {
                *min = (*min).min(mix(hash, i as u64));
            }
        }
        Signature(mins)
    }

    /// The estimated Jaccard similarity of the two shingle sets.
    pub fn similarity(&self, other: &Signature) -> f64 {
        if self.is_empty() || other.is_empty() {
            return 0.0;
        }
        let same = self.0.iter().zip(&other.0).filter(|(a, b)| a == b).count();
        same as f64 / HASHES as f64
    }

    /// Whether the two are near-copies.
    pub fn near_duplicate(&self, other: &Signature) -> bool {
        self.similarity(other) >= NEAR_DUPLICATE
    }

    /// No shingles at all (a quiz without question text).
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&h| h == u64::MAX)
    }

    /// Its bytes, for the index.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.0.iter().flat_map(|h| h.to_le_bytes()).collect()
    }

    /// Reads [`Signature::to_bytes`]; `None` for any other length.
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        if bytes.len() != HASHES * 8 {
            return None;
        }
        let mut mins = [0u64; HASHES];
        for (min, chunk) in mins.iter_mut().zip(bytes.chunks_exact(8)) {
            *min = u64::from_le_bytes(chunk.try_into().ok()?);
        }
        Some(Signature(mins))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_lowercase).collect()
    }

    #[test]
    fn copies_are_near_duplicates_and_other_quizzes_are_not() {
        let base = "what gas do plants take in during photosynthesis carbon dioxide oxygen \
                    nitrogen where in the cell does photosynthesis happen chloroplast nucleus \
                    which pigment makes leaves green chlorophyll keratin melanin";
        let edited = format!("{base} which organ pumps blood heart");
        let other = "in which year did the french revolution begin 1789 1815 who was the \
                     first emperor of the french napoleon louis";
        let a = Signature::of_words(&words(base));
        assert!(a.near_duplicate(&Signature::of_words(&words(base))));
        assert!(a.near_duplicate(&Signature::of_words(&words(&edited))));
        assert!(!a.near_duplicate(&Signature::of_words(&words(other))));
    }

    #[test]
    fn bytes_round_trip_and_empty_quizzes_match_nothing() {
        let a = Signature::of_words(&words("one two three four"));
        assert_eq!(Signature::from_bytes(&a.to_bytes()), Some(a.clone()));
        assert_eq!(Signature::from_bytes(&[1, 2]), None);
        let empty = Signature::of_words(&[]);
        assert!(empty.is_empty());
        assert_eq!(empty.similarity(&empty), 0.0);
    }
}
