//! Exact answers: the solver (MTD(f) with a table, to the end of the game),
//! the value of each root move, and counts of reachable positions.

use crate::budget::Budget;
use crate::error::Error;
use crate::games::connect4::{Connect4, Size};
use crate::games::tictactoe::{Board, Scoring, TicTacToe};
use crate::games::Game;
use crate::options::SearchOptions;
use crate::search::{search_enhanced, Oracle, Stats};
use crate::trace::NullSink;

mod book;
pub mod kernel;
mod tables;
pub use book::{connect4_book, parse_cells, tictactoe_book, tictactoe_value};
pub use tables::{tables_of, BookFn, CountFn, Counted, TableJob, Tables, DEFAULT_BOOK, TABLES};

/// The exact value of `game`'s root without a depth limit, with MTD(f), the
/// table (`tt_size` slots), static order, killers and history, and each
/// window narrowed to the values still possible ([`Game::value_range`]).
pub fn solve<G: Game>(game: &G, tt_size: usize) -> Result<Stats, Error> {
    solve_within(game, tt_size, &mut Budget::default())
}

/// [`solve`] within `budget`.
pub fn solve_within<G: Game>(
    game: &G,
    tt_size: usize,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    let options = SearchOptions::solver(tt_size);
    let mut oracle = Oracle::new(game, crate::search::Horizon::default());
    search_enhanced(game, true, &options, &mut NullSink, &mut oracle, budget)
}

impl Connect4 {
    /// The exact value of dropping a disc in column `c` (0-based) at the
    /// root, from the side to move's view, and the nodes solving it took
    /// ([`crate::solve`]); `None` when the column cannot be played. Solver
    /// front ends list this for every column.
    pub fn solve_column(&self, c: u32, tt_size: usize) -> Result<Option<(f64, u64)>, Error> {
        self.solve_column_within(c, tt_size, &mut Budget::default())
    }

    /// [`Connect4::solve_column`] within `budget`.
    pub fn solve_column_within(
        &self,
        c: u32,
        tt_size: usize,
        budget: &mut Budget<'_>,
    ) -> Result<Option<(f64, u64)>, Error> {
        let root = self.root();
        let mut moves = Vec::new();
        self.moves(&root, &mut moves);
        if !moves.contains(&c) {
            return Ok(None);
        }
        let child = self.at(self.play(&root, c));
        // The child's value is from the other side's view.
        let (v, nodes) = match child.terminal_value(&child.root(), 0, false) {
            Some(v) => (v, 0),
            None => {
                let s = solve_within(&child, tt_size, budget)?;
                (s.value, s.nodes)
            }
        };
        Ok(Some((-v + 0.0, nodes)))
    }
}

/// The number of distinct positions reachable after exactly `plies` plies
/// from the empty board of `size`, for `plies` = 0, 1, …, `max`: Tromp's
/// counts (OEIS A212693 for 7×6), found breadth-first with a set of
/// [`Game::key`]s. A finished game is a position but has no successors.
pub fn count_positions(size: Size, max: u32) -> Vec<u64> {
    let unlimited = count_positions_within(size, max, &mut Budget::default());
    unlimited.unwrap_or_default()
}

/// [`count_positions`] within `budget`, a node being a position generated
/// (before duplicates are dropped).
pub fn count_positions_within(
    size: Size,
    max: u32,
    budget: &mut Budget<'_>,
) -> Result<Vec<u64>, Error> {
    let mut counts = Vec::new();
    count_positions_into(size, max, budget, &mut counts).map(|()| counts)
}

/// [`count_positions_within`], counting into `counts`: a run its budget
/// stops keeps the plies it finished.
pub fn count_positions_into(
    size: Size,
    max: u32,
    budget: &mut Budget<'_>,
    counts: &mut Vec<u64>,
) -> Result<(), Error> {
    let g = Connect4::empty(size, Scoring::Wdl);
    count_levels(&g, max, |child| child, budget, counts)
}

/// The distinct tic-tac-toe positions after exactly 0, 1, …, 9 plies from
/// the empty board, within `budget` (a node being a position generated).
/// With `symmetry`, positions that are the same under the board's 8
/// symmetries count once and each position yields one move per class of
/// its children ([`TicTacToe::with_symmetry`]): 765 in all, against 5,478.
/// A finished game is a position but has no successors.
pub fn count_tictactoe_positions_within(
    symmetry: bool,
    budget: &mut Budget<'_>,
) -> Result<Vec<u64>, Error> {
    let mut counts = Vec::new();
    count_tictactoe_positions_into(symmetry, budget, &mut counts).map(|()| counts)
}

/// [`count_tictactoe_positions_within`], counting into `counts`.
pub fn count_tictactoe_positions_into(
    symmetry: bool,
    budget: &mut Budget<'_>,
    counts: &mut Vec<u64>,
) -> Result<(), Error> {
    let g = TicTacToe::new(Board::EMPTY, Scoring::Wdl).with_symmetry(symmetry);
    let class = |b: Board| if symmetry { b.canonical() } else { b };
    count_levels(&g, u32::MAX, class, budget, counts)
}

/// The distinct positions after exactly 0, 1, … plies from `g`'s root (at
/// most `max` plies, and none past the last non-empty level), counting a
/// position as the one `class` maps it to; a node is a position generated.
/// `counts` gets each ply's count as it is finished.
fn count_levels<G: Game>(
    g: &G,
    max: u32,
    class: impl Fn(G::Pos) -> G::Pos,
    budget: &mut Budget<'_>,
    counts: &mut Vec<u64>,
) -> Result<(), Error> {
    let (mut nodes, mut checkpoint) = (0u64, budget.first_checkpoint());
    counts.clear();
    counts.push(1);
    let (mut level, mut moves) = (vec![g.root()], Vec::new());
    for _ in 0..max {
        let mut seen = std::collections::HashSet::new();
        let mut next = Vec::new();
        for pos in &level {
            moves.clear();
            g.moves(pos, &mut moves);
            for &m in &moves {
                nodes += 1;
                if nodes >= checkpoint {
                    checkpoint = budget.check(nodes)?;
                }
                let child = class(g.play(pos, m));
                if seen.insert(child.clone()) {
                    next.push(child);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        counts.push(next.len() as u64);
        level = next;
    }
    budget.spend(nodes);
    Ok(())
}
