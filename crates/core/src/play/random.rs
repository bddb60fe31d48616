//! Seeded randomness for play: the callers choose the seed.

/// Sebastiano Vigna's splitmix64: tiny, fast, and every seed (0 included)
/// gives a well-mixed stream, which is all a display shuffle needs. It is
/// not a secret: the seed is.
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The stream that starts from `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next number of the stream.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (Lemire's multiply-shift; the bias, under
    /// bound / 2⁶⁴, is invisible in a shuffle of a few items).
    pub fn below(&mut self, bound: usize) -> usize {
        ((u128::from(self.next_u64()) * bound as u128) >> 64) as usize
    }
}
