//! The transposition table: a prime number of slots, each a 32-bit key
//! and an 8-bit value, allocated once.
//!
//! **Why a truncated key is enough.** A position's key is below 2^49 on
//! 7×6 (`cur + mask`, [`super::board::Geometry::key`]). The slot is the key
//! modulo the prime P and the stored key its low 32 bits; since P is odd,
//! the pair names the key modulo P·2^32 (Chinese remainder theorem), so
//! once P > 2^17 two positions can never share a slot and a stored key:
//! a hit is always the right position. Five bytes a slot instead of
//! sixteen. [`Table::new`] keeps P above that bound.
//!
//! **Why bounds, not values.** A null-window search proves a bound, rarely
//! an exact value; the byte holds an upper bound (codes 1…R) or a lower
//! bound (codes R+1…2R), R being the number of scores. A newer entry
//! replaces an older one in its slot.
//!
//! **Why it outlives a solve.** A bound is a fact about a position, true
//! whatever root it was reached from, so the table is kept across solves
//! and cleared only when the board size changes (or on request).

/// Scores lie in −[`OFFSET`] … +[`OFFSET`] (at most ±22 on 7×6).
pub(crate) const OFFSET: i32 = 40;
/// Codes of upper bounds are 1 … 2·OFFSET + 1; lower bounds follow.
const SPAN: i32 = 2 * OFFSET + 1;

/// The fewest slots: above 2^17 so that truncated keys stay exact.
pub const MIN_ENTRIES: usize = (1 << 17) + 1;

/// Slots and keys, in two arrays so a slot takes five bytes.
pub(crate) struct Table {
    keys: Vec<u32>,
    values: Vec<u8>,
}

/// The least prime at or above `n` (trial division: done once per table).
fn prime_at_least(n: usize) -> usize {
    let is_prime = |m: usize| m >= 2 && (2..).take_while(|d| d * d <= m).all(|d| m % d != 0);
    (n..).find(|&m| is_prime(m)).unwrap_or(n)
}

impl Table {
    /// A table of the least prime number of slots at or above `entries`
    /// (and above [`MIN_ENTRIES`]).
    pub fn new(entries: usize) -> Table {
        let n = prime_at_least(entries.max(MIN_ENTRIES));
        Table {
            keys: vec![0; n],
            values: vec![0; n],
        }
    }

    /// Slots.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.keys.len() * 5
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.keys.fill(0);
        self.values.fill(0);
    }

    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        (key % self.keys.len() as u64) as usize
    }

    /// Stores an upper (`lower` false) or lower bound on `key`'s score.
    #[inline(always)]
    pub fn put(&mut self, key: u64, score: i32, lower: bool) {
        let i = self.slot(key);
        let code = score + OFFSET + 1 + if lower { SPAN } else { 0 };
        self.keys[i] = key as u32;
        self.values[i] = code as u8;
    }

    /// The bound stored for `key`: `Some((score, is_lower))`.
    #[inline(always)]
    pub fn get(&self, key: u64) -> Option<(i32, bool)> {
        let i = self.slot(key);
        let code = self.values[i] as i32;
        if code == 0 || self.keys[i] != key as u32 {
            return None;
        }
        Some(if code > SPAN {
            (code - SPAN - OFFSET - 1, true)
        } else {
            (code - OFFSET - 1, false)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_both_kinds_of_bound_and_misses_other_keys() {
        let mut t = Table::new(0);
        assert_eq!(t.len(), 131_101);
        t.put(12345, -22, false);
        t.put(54321, 22, true);
        assert_eq!(t.get(12345), Some((-22, false)));
        assert_eq!(t.get(54321), Some((22, true)));
        assert_eq!(t.get(12345 + t.len() as u64), None);
        t.clear();
        assert_eq!(t.get(12345), None);
    }
}
