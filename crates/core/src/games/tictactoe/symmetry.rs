//! The board's 8 symmetries (4 rotations, 4 reflections), shared by the
//! opening book's canonical keys and by symmetry reduction.
//!
//! **Symmetry reduction** (Nilsson's tic-tac-toe, Figs 3–5): a game built
//! with [`TicTacToe::with_symmetry`] yields, at each node, one move per
//! class of children that are the same position under the 8 symmetries,
//! the first in natural order. The reduction lives in the rules
//! ([`Game::moves`](crate::games::Game::moves)), not in a search, so every
//! search, the oracle that sizes the full tree and therefore the node ids
//! all see the same reduced tree, as [`Horizon`](crate::games::horizon)
//! does for the depth limit. It keeps values exact: equivalent children have
//! equal values (the rules and Nilsson's e(p) are symmetric), so a node's
//! value is unchanged; only counts shrink.
//!
//! Two children of one position `p` are equivalent exactly when some
//! symmetry fixes `p` and maps one move's cell to the other's (the new mark
//! must land on the empty cell of the other child), so the search needs
//! only `p`'s stabiliser: a cell is kept when no symmetry of it maps it
//! to a smaller cell.

use super::{Board, TicTacToe};

/// Tic-tac-toe's 8 symmetries as cell maps: cell `c` goes to `SYM[t][c]`.
/// `SYM[0]` is the identity.
pub const SYM: [[usize; 9]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [6, 3, 0, 7, 4, 1, 8, 5, 2],
    [2, 1, 0, 5, 4, 3, 8, 7, 6],
    [6, 7, 8, 3, 4, 5, 0, 1, 2],
    [0, 3, 6, 1, 4, 7, 2, 5, 8],
    [8, 5, 2, 7, 4, 1, 6, 3, 0],
];

/// A set of cells (9 bits) under symmetry `t`.
fn image(mask: u16, t: usize) -> u16 {
    (0..9)
        .filter(|c| mask & (1 << c) != 0)
        .fold(0, |out, c| out | 1 << SYM[t][c])
}

impl Board {
    /// The board under symmetry `t` (an index into [`SYM`]).
    pub fn transformed(&self, t: usize) -> Board {
        Board {
            x: image(self.x, t),
            o: image(self.o, t),
        }
    }

    /// One board per symmetry class: the smallest of its 8 images (by the
    /// X cells, then the O cells), so two boards are the same position up
    /// to symmetry exactly when their canonical boards are equal.
    pub fn canonical(&self) -> Board {
        (0..8)
            .map(|t| self.transformed(t))
            .min_by_key(|b| (b.x, b.o))
            .unwrap_or(*self)
    }

    /// Whether `other` is this board under one of the 8 symmetries.
    pub fn equivalent(&self, other: &Board) -> bool {
        (0..8).any(|t| self.transformed(t) == *other)
    }
}

impl TicTacToe {
    /// The same game with symmetry reduction on or off (see the module docs).
    pub fn with_symmetry(mut self, on: bool) -> TicTacToe {
        self.symmetry = on;
        self
    }

    /// Whether the game generates one move per symmetry class of children.
    pub fn symmetry(&self) -> bool {
        self.symmetry
    }
}

/// Keeps in `out[start..]` (cells in ascending order, all playable in
/// `pos`) the first cell of each class of equivalent children.
pub(super) fn reduce(pos: &Board, out: &mut Vec<u32>, start: usize) {
    let mut stab = [0usize; 8];
    let mut n = 0;
    for t in 1..8 {
        if pos.transformed(t) == *pos {
            stab[n] = t;
            n += 1;
        }
    }
    if n == 0 {
        return;
    }
    let keep = |c: &u32| stab[..n].iter().all(|&t| SYM[t][*c as usize] as u32 >= *c);
    let mut i = start;
    while i < out.len() {
        if keep(&out[i]) {
            i += 1;
        } else {
            out.remove(i);
        }
    }
}
