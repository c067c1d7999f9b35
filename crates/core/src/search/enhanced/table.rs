//! The transposition table of the enhanced search: one slot per key,
//! depth-preferred for the same position, else always replace.

use crate::trace::Bound;

/// One slot of the table (16 bytes).
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    pub(super) key: u64,
    pub(super) value: i32,
    /// The best move, or `u16::MAX` for none.
    pub(super) mv: u16,
    /// Plies searched below the node (`u8::MAX` without a depth limit).
    pub(super) draft: u8,
    /// Bound as u8, or `EMPTY`.
    pub(super) flag: u8,
}

pub(super) const EMPTY: u8 = 255;
pub(super) const NO_MOVE: u16 = u16::MAX;

/// A transposition table of fixed size.
pub(super) struct Table {
    slots: Vec<Entry>,
}

impl Table {
    pub(super) fn new(size: usize) -> Table {
        Table {
            slots: vec![
                Entry {
                    key: 0,
                    value: 0,
                    mv: NO_MOVE,
                    draft: 0,
                    flag: EMPTY,
                };
                size
            ],
        }
    }

    /// The slot of `key`: its bits mixed first (Fibonacci hashing), as
    /// Connect Four's keys differ mostly in their high bits.
    fn slot(&self, key: u64) -> usize {
        ((key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 20) % self.slots.len() as u64) as usize
    }

    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[self.slot(key)];
        (e.flag != EMPTY && e.key == key).then_some(e)
    }

    pub(super) fn store(&mut self, key: u64, value: f64, mv: Option<u32>, draft: u8, bound: Bound) {
        let i = self.slot(key);
        let e = &mut self.slots[i];
        if e.flag != EMPTY && e.key == key && e.draft > draft {
            return;
        }
        *e = Entry {
            key,
            value: value as i32,
            mv: mv.map_or(NO_MOVE, |m| m as u16),
            draft,
            flag: bound as u8,
        };
    }
}

pub(super) fn bound_of(flag: u8) -> Bound {
    match flag {
        0 => Bound::Exact,
        1 => Bound::Lower,
        _ => Bound::Upper,
    }
}
