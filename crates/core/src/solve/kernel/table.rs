//! The transposition table: 2^k slots, each a 32-bit key and an 8-bit
//! value, allocated once.
//!
//! **Why a truncated key is enough.** A position's key is below 2^B, B =
//! W·(H+1) ≤ 49 bits (`cur + mask`, [`super::board::Geometry::key`]). It
//! is first mixed by a bijection of B-bit words (a product with an odd
//! constant modulo 2^B, whose high bits depend on every key bit); the
//! slot is the top k bits of the mixed word and the stored key its low 32.
//! When k + 32 ≥ B the two together are the whole mixed word, so two
//! positions can never share a slot and a stored key: a hit is always the
//! right position. Five bytes a slot instead of sixteen, and no division
//! (a prime size would need one a probe). [`MIN_ENTRIES`] keeps k ≥ 17.
//!
//! **Why bounds, not values.** A null-window search proves a bound, rarely
//! an exact value; the byte holds an upper bound (codes 1…R) or a lower
//! bound (codes R+1…2R), R being the number of scores. A newer entry
//! replaces an older one in its slot.
//!
//! **Why it outlives a solve.** A bound is a fact about a position, true
//! whatever root it was reached from, so the table is kept across solves
//! and cleared only when the board size changes (or on request).
//!
//! **Why clearing remembers what it wrote.** A clear on request (the CLI
//! and the lab's ladder start each solve from an empty table) used to
//! write every slot: 20 MB, which pushes everything else out of the
//! processor's caches, so the next solve started cold. In wasm that cost a
//! short solve more than its search (the JavaScript engine's own working
//! set is larger than native code's). The table now notes the first slots
//! it writes after a clear, up to one in [`LOG_SHARE`], and a clear empties
//! just those when no more were written; else it writes every slot.

/// Scores lie in −[`OFFSET`] … +[`OFFSET`] (at most ±22 on 7×6).
pub(crate) const OFFSET: i32 = 40;
/// Codes of upper bounds are 1 … 2·OFFSET + 1; lower bounds follow.
const SPAN: i32 = 2 * OFFSET + 1;

/// The fewest slots: 2^17, so that truncated keys stay exact up to 7×6.
pub const MIN_ENTRIES: usize = 1 << 17;

/// A clear empties only the slots written since the last one while they
/// are at most one in `LOG_SHARE` of the table (past that, one sweep of
/// the whole table costs less than as many scattered writes).
const LOG_SHARE: usize = 512;

/// The odd multiplier that mixes keys (2^64 / golden ratio).
const MIX: u64 = 0x9e37_79b9_7f4a_7c15;

/// One slot: the stored part of the key and the bound's code (0: empty).
/// Packed, so a slot takes five bytes and a probe touches one cache line
/// (two for the one slot in thirteen that straddles a line) instead of
/// one in each of two arrays.
#[derive(Clone, Copy, Default)]
#[repr(C, packed)]
struct Slot {
    key: u32,
    code: u8,
}

/// The slots.
pub(crate) struct Table {
    slots: Vec<Slot>,
    /// The first slots written since the last clear.
    log: Box<[u32]>,
    /// How many of `log` hold slots written since the last clear, or
    /// `usize::MAX` once more were written than it holds (a count of every
    /// write would overflow in wasm32 after 2^32 of them, and a table kept
    /// across a lecture's solves can get there).
    written: usize,
    /// log2 of the slots.
    log2: u32,
    /// Key bits of the board size in use, and the mask of them.
    bits: u32,
    key_mask: u64,
    /// How far the mixed key shifts down to give its slot.
    shift: u32,
}

impl Table {
    /// A table of the least power of two of slots at or above `entries`
    /// (at least [`MIN_ENTRIES`], at most 2^30), for keys of up to 49 bits.
    pub fn new(entries: usize) -> Table {
        let n = entries.clamp(MIN_ENTRIES, 1 << 30).next_power_of_two();
        let mut t = Table {
            slots: vec![Slot::default(); n],
            log: vec![0; n / LOG_SHARE].into_boxed_slice(),
            written: 0,
            log2: n.trailing_zeros(),
            bits: 0,
            key_mask: 0,
            shift: 0,
        };
        t.set_bits(49);
        // Written once now: the system (and a wasm engine) hands out zeroed
        // memory a page at a time on first touch, and a clear no longer
        // writes every slot, so without this the first solves would pay
        // for faulting the pages in, a few microseconds each.
        t.wipe();
        t
    }

    /// Keys of `bits` bits from now on (at most 49); forgets every entry
    /// when that changes.
    pub fn set_bits(&mut self, bits: u32) {
        if bits != self.bits {
            if self.bits != 0 {
                self.clear();
            }
            self.bits = bits.min(49);
            self.key_mask = (1u64 << self.bits) - 1;
            self.shift = self.bits.saturating_sub(self.log2);
        }
    }

    /// Slots.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Slot>() + self.log.len() * 4
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        match self.log.get(..self.written) {
            Some(written) => written
                .iter()
                .for_each(|&i| self.slots[i as usize] = Slot::default()),
            None => self.slots.fill(Slot::default()),
        }
        self.written = 0;
    }

    /// Forgets every entry by writing every slot, however few were written
    /// (as Pons' solver resets its table): for timing a solve from caches
    /// as cold as the reference's.
    pub fn wipe(&mut self) {
        self.slots.fill(Slot::default());
        self.written = 0;
    }

    /// The slot and the stored key of `key`.
    #[inline(always)]
    fn place(&self, key: u64) -> (usize, u32) {
        let h = key.wrapping_mul(MIX) & self.key_mask;
        // With fewer key bits than slot bits the slot is the key itself.
        (
            (h >> self.shift) as usize & (self.slots.len() - 1),
            h as u32,
        )
    }

    /// Stores an upper (`lower` false) or lower bound on `key`'s score.
    #[inline(always)]
    pub fn put(&mut self, key: u64, score: i32, lower: bool) {
        let (i, k) = self.place(key);
        let code = score + OFFSET + 1 + if lower { SPAN } else { 0 };
        match self.log.get_mut(self.written) {
            Some(logged) => {
                *logged = i as u32;
                self.written += 1;
            }
            // More writes than the log holds: the next clear sweeps.
            None => self.written = usize::MAX,
        }
        self.slots[i] = Slot {
            key: k,
            code: code as u8,
        };
    }

    /// The bound stored for `key`: `Some((score, is_lower))`.
    #[inline(always)]
    pub fn get(&self, key: u64) -> Option<(i32, bool)> {
        let (i, k) = self.place(key);
        let slot = self.slots[i];
        let code = slot.code as i32;
        if code == 0 || { slot.key } != k {
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
        assert_eq!(t.len(), 1 << 17);
        t.put(12345, -22, false);
        t.put(54321, 22, true);
        assert_eq!(t.get(12345), Some((-22, false)));
        assert_eq!(t.get(54321), Some((22, true)));
        // Keys sharing a slot differ in the stored part.
        let (i, _) = t.place(12345);
        let other = (1..1u64 << 40)
            .find(|&k| k != 12345 && t.place(k).0 == i)
            .unwrap();
        assert_eq!(t.get(other), None);
        t.clear();
        assert_eq!(t.get(12345), None);
        // Small boards: fewer key bits than slot bits.
        t.set_bits(20);
        t.put(12345, 3, true);
        assert_eq!(t.get(12345), Some((3, true)));
    }

    #[test]
    fn a_clear_forgets_every_write_whether_logged_or_swept() {
        let mut t = Table::new(0);
        // Fewer writes than the log holds (256 on 2^17 slots), then many more.
        for writes in [10u64, 255, 256, 257, 5000] {
            for k in 0..writes {
                t.put(k * 7919 + 1, (k % 40) as i32 - 20, k % 2 == 0);
            }
            assert!(t.get(1).is_some());
            t.clear();
            assert!(
                (0..writes).all(|k| t.get(k * 7919 + 1).is_none()),
                "{writes} writes"
            );
            assert!(t.slots.iter().all(|s| s.code == 0), "{writes} writes");
        }
        t.put(1, 3, true);
        t.wipe();
        assert_eq!(t.get(1), None);
    }
}
