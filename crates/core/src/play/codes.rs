//! Join codes: what a teacher projects and a class types into phones.
//!
//! A code is short enough to read across a classroom and type with a thumb,
//! yet drawn from a space large enough (31⁶ ≈ 888 million) that guessing an
//! open game is hopeless. Characters that are easy to misread at a distance
//! are left out, so a student never has to wonder whether a glyph is a zero
//! or an O.

/// The characters a join code uses: no 0/O, 1/I/L look-alikes.
pub const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// The number of characters in a join code.
pub const LENGTH: usize = 6;

/// The number of distinct join codes: `ALPHABET.len() ^ LENGTH`.
pub const SPACE: u64 = (ALPHABET.len() as u64).pow(LENGTH as u32);

/// A join code from 8 random bytes (the caller draws them from the OS).
/// Every code in ALPHABET^6 is reachable; bias negligible (take u64 % 31^6
/// then write in base 31).
///
/// Taking the remainder favours the smallest codes by at most one draw in
/// 2⁶⁴ / 31⁶ ≈ 2·10¹⁰, far below anything a guesser could exploit, and keeps
/// the function total: no rejection loop that needs more randomness.
pub fn from_random(bytes: [u8; 8]) -> String {
    let base = ALPHABET.len() as u64;
    let mut n = u64::from_le_bytes(bytes) % SPACE;
    let mut code = [0u8; LENGTH];
    // Most significant digit first, so that codes sort like their numbers.
    for slot in code.iter_mut().rev() {
        *slot = ALPHABET[(n % base) as usize];
        n /= base;
    }
    code.iter().map(|&b| char::from(b)).collect()
}

/// What a student typed, made into a code: trims, drops spaces and dashes,
/// uppercases (full-width letters too). None if it is not LENGTH characters of ALPHABET.
///
/// Spaces and dashes are dropped because the projector may show the code in
/// groups (`ABC DEF`) and phones like to insert their own dashes. Look-alike
/// characters are refused rather than guessed: a code containing `0` was
/// mistyped, and mapping it to some other letter would silently send the
/// student to a stranger's game.
pub fn normalize(typed: &str) -> Option<String> {
    let mut code = String::with_capacity(LENGTH);
    for c in typed.chars().map(narrow).filter(|&c| !is_separator(c)) {
        let c = c.to_ascii_uppercase();
        // `is_ascii` first: a non-ASCII char would truncate in the cast.
        if code.len() == LENGTH || !c.is_ascii() || !ALPHABET.contains(&(c as u8)) {
            return None;
        }
        code.push(c);
    }
    (code.len() == LENGTH).then_some(code)
}

/// The characters a code leaves out because they look like others.
pub const LOOK_ALIKES: &[char] = &['0', '1', 'I', 'L', 'O'];

/// Why typed text is not a join code, so that the student can be told what
/// to fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeProblem {
    /// Look-alikes a code never uses ([`LOOK_ALIKES`]), each once, in the
    /// order typed. They cannot be mapped to the right character: `0` and
    /// `O` are both left out, and so are `1`, `I` and `L`.
    LookAlikes(Vec<char>),
    /// Other characters that are not letters or digits of a code, each once.
    Unused(Vec<char>),
    /// The number of code characters typed, when it is not [`LENGTH`].
    Length(usize),
}

/// What is wrong with `typed`, or `None` when [`normalize`] takes it.
pub fn problem(typed: &str) -> Option<CodeProblem> {
    if normalize(typed).is_some() {
        return None;
    }
    let mut look_alikes = Vec::new();
    let mut unused = Vec::new();
    let mut count = 0;
    for c in typed.chars().map(narrow).filter(|&c| !is_separator(c)) {
        let upper = c.to_ascii_uppercase();
        count += 1;
        if LOOK_ALIKES.contains(&upper) {
            if !look_alikes.contains(&upper) {
                look_alikes.push(upper);
            }
        } else {
            let in_alphabet = upper.is_ascii() && ALPHABET.contains(&(upper as u8));
            if !in_alphabet && !unused.contains(&c) {
                unused.push(c);
            }
        }
    }
    Some(if !look_alikes.is_empty() {
        CodeProblem::LookAlikes(look_alikes)
    } else if !unused.is_empty() {
        CodeProblem::Unused(unused)
    } else {
        CodeProblem::Length(count)
    })
}

/// Whether `code` is already a code in its normal form.
pub fn is_valid(code: &str) -> bool {
    code.len() == LENGTH && code.bytes().all(|b| ALPHABET.contains(&b))
}

/// The ASCII character a full-width form stands for (`Ａ` → `A`): Japanese
/// and Chinese input methods type those by default.
fn narrow(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
        _ => c,
    }
}

/// White space and the dashes a keyboard or phone may produce.
fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '-' | '_' | '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE63}'
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_code_says_what_is_wrong() {
        assert_eq!(problem("K7M2QX"), None);
        assert_eq!(problem("k7m-2qx"), None);
        assert_eq!(
            problem("ABC1O3"),
            Some(CodeProblem::LookAlikes(vec!['1', 'O']))
        );
        assert_eq!(
            problem("abc10l"),
            Some(CodeProblem::LookAlikes(vec!['1', '0', 'L']))
        );
        assert_eq!(problem("K7M2Q?"), Some(CodeProblem::Unused(vec!['?'])));
        assert_eq!(problem("K7M2Q"), Some(CodeProblem::Length(5)));
        assert_eq!(problem("K7M2QXZ"), Some(CodeProblem::Length(7)));
        assert_eq!(problem("   "), Some(CodeProblem::Length(0)));
    }
    use proptest::prelude::*;

    #[test]
    fn the_alphabet_has_31_distinct_unambiguous_characters() {
        assert_eq!(ALPHABET.len(), 31);
        let mut sorted = ALPHABET.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), ALPHABET.len());
        for look_alike in b"0O1IL" {
            assert!(
                !ALPHABET.contains(look_alike),
                "{}",
                char::from(*look_alike)
            );
        }
        assert_eq!(SPACE, 887_503_681);
    }

    #[test]
    fn codes_are_six_alphabet_characters_and_normalise_to_themselves() {
        for seed in [0u64, 1, 30, 31, SPACE - 1, SPACE, u64::MAX, 0xDEAD_BEEF] {
            let code = from_random(seed.to_le_bytes());
            assert_eq!(code.len(), LENGTH);
            assert!(is_valid(&code), "{code}");
            assert_eq!(normalize(&code).as_deref(), Some(code.as_str()));
        }
    }

    #[test]
    fn the_smallest_and_largest_codes_are_reachable() {
        assert_eq!(from_random(0u64.to_le_bytes()), "AAAAAA");
        assert_eq!(from_random(1u64.to_le_bytes()), "AAAAAB");
        assert_eq!(from_random((SPACE - 1).to_le_bytes()), "999999");
        // The space wraps: the remainder is taken, not a clamp.
        assert_eq!(from_random(SPACE.to_le_bytes()), "AAAAAA");
    }

    #[test]
    fn typed_codes_are_trimmed_grouped_and_uppercased() {
        assert_eq!(normalize("  ab c-def ").as_deref(), Some("ABCDEF"));
        assert_eq!(normalize("xyz-234").as_deref(), Some("XYZ234"));
        assert_eq!(normalize("XYZ\u{2013}234").as_deref(), Some("XYZ234"));
        assert_eq!(normalize("\txyz\u{00A0}234\n").as_deref(), Some("XYZ234"));
        assert_eq!(normalize("ａｂｃ\u{3000}ＤＥＦ").as_deref(), Some("ABCDEF"));
    }

    #[test]
    fn look_alikes_wrong_lengths_and_other_characters_are_refused() {
        for typed in [
            "ABCDE0",
            "ABCDEO",
            "ABCDE1",
            "ABCDEI",
            "ABCDEL",
            "abcdel",
            "ABCDE",
            "ABCDEFG",
            "",
            "   ",
            "ABC.DE",
            "ABCDÉF",
            "ABCDE\u{0130}",
            "ＡＢＣＤＥ０",
        ] {
            assert_eq!(normalize(typed), None, "{typed:?}");
        }
        assert!(!is_valid("abcdef"));
        assert!(!is_valid("ABC DE"));
    }

    proptest! {
        #[test]
        fn random_codes_normalise_to_themselves(bytes in any::<[u8; 8]>()) {
            let code = from_random(bytes);
            prop_assert!(is_valid(&code));
            prop_assert_eq!(normalize(&code), Some(code.clone()));
            let lower = code.to_lowercase();
            let grouped = format!(" {}-{} ", &lower[..3], &lower[3..]);
            prop_assert_eq!(normalize(&grouped), Some(code));
        }

        #[test]
        fn normalize_never_panics_and_only_returns_valid_codes(typed in ".{0,20}") {
            if let Some(code) = normalize(&typed) {
                prop_assert!(is_valid(&code));
            }
        }
    }
}
