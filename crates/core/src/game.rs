//! The rules a search needs, and nothing about how it searches.

use std::hash::Hash;

/// A two-player, zero-sum game seen from one root position.
///
/// Values are always from MAX's point of view; MAX is whoever moves at the
/// root (or MIN, for a textbook tree searched with `--root min`). Moves are
/// small labels: the cell index for boards, the 0-based child index for
/// explicit trees, so traces and results need no game-specific type.
pub trait Game {
    /// A position. `Eq + Hash` lets searches remember facts about positions
    /// (subtree sizes for node ids, exact values for best-first ordering).
    type Pos: Clone + Eq + Hash;

    /// The position the search starts from.
    fn root(&self) -> Self::Pos;

    /// Whether the side to move at the root is MAX. Levels alternate below it.
    fn root_is_max(&self) -> bool {
        true
    }

    /// Appends the legal moves of `pos`, in natural order, to `out`.
    /// A terminal position appends nothing.
    fn moves(&self, pos: &Self::Pos, out: &mut Vec<u32>);

    /// The position after `mv`, which is one of `moves(pos)`.
    fn play(&self, pos: &Self::Pos, mv: u32) -> Self::Pos;

    /// The value of a finished position `ply` plies below the root, or `None`
    /// while play goes on. `horizon` is true when a depth limit is in force,
    /// so the game can score wins outside its evaluation function's range.
    fn terminal_value(&self, pos: &Self::Pos, ply: u32, horizon: bool) -> Option<i32>;

    /// A heuristic value of an unfinished position, from MAX's point of view,
    /// used at the depth limit and by `heuristic` ordering. `None` when the
    /// game has no evaluation function (textbook trees).
    fn evaluate(&self, _pos: &Self::Pos) -> Option<i32> {
        None
    }

    /// How many numbers [`Game::index`] uses; 0 (the default) when the game
    /// has no small dense numbering. With one, searches remember facts about
    /// positions in a flat array instead of a hash map.
    fn index_count(&self) -> usize {
        0
    }

    /// A number below [`Game::index_count`] for `pos`: equal for equal
    /// positions, different for different ones. Only called when
    /// `index_count` is not 0. A position must occur at one ply only (true
    /// when the ply follows from the position, as in tic-tac-toe).
    fn index(&self, _pos: &Self::Pos) -> usize {
        0
    }
}
