//! The Connect Four solver kernel: exact scores fast, beside the generic,
//! traced search (which stays the teaching path).
//!
//! # API
//! - [`KernelOptions`]: the table's size and one switch per technique, so
//!   the lab can show each one's share of the speed-up;
//!   [`KernelOptions::page`] fits the page's memory, [`KernelOptions::native`]
//!   the CLI's.
//! - [`Kernel::new`] allocates the table once; [`Kernel::solve`] and
//!   [`Kernel::column_scores`] reuse it, and [`Kernel::set_options`]
//!   switches techniques without reallocating (unless the size changes).
//! - Scores are the side to move's, on the game's [`Scoring`]: `fast` as
//!   `games::connect4` documents it (a win is ⌈W·H/2⌉ + 1 − the winner's
//!   discs, so +1 for the first player on the empty 7×6 board) and `wdl`
//!   its sign: the same value [`crate::solve()`] gives the root.
//! - Work is counted in nodes and checked against a [`Budget`] at its
//!   checkpoints (node limit, time, progress, cancel), not at every node.
//!
//! # Design
//! A negamax on two words (the side to move's discs and all discs, as in
//! `games::connect4`), with no allocation, no trait call and no float in
//! the inner loop; the board's size is data ([`board`]), so one compiled
//! search serves every size from 4×4 to 7×6. The techniques, after the
//! solver literature (Allis, Tromp, Pons' tutorial), each switchable:
//! - `anticipate`: only moves that do not let the opponent win at once;
//!   a forced block is the only move; two threats lose at once;
//! - `threat_order`: moves creating more winning cells first, centre
//!   columns breaking ties (otherwise centre order alone);
//! - `table`: a transposition table of upper and lower bounds, 5 bytes a
//!   slot, kept across solves (`table.rs`); below a root that is its own
//!   mirror image (the empty board, `4`, `44`, …) a position and its mirror
//!   image share an entry, which halves such searches;
//! - `bisect`: null-window searches that narrow the interval of possible
//!   scores, each probe chosen by the tutorial's rule (the middle, moved
//!   to half the bound on its side of 0), instead of one search with the
//!   full window;
//! - `book`: positions within a few plies of the start answered from the
//!   opening books, with no search: the small text books compiled in
//!   (`games::books`) and the deep one a front end hands over
//!   ([`Kernel::set_book`], [`DeepBook`]: every 7×6 position of up to 8 discs,
//!   a file the page fetches and the CLI embeds). A position of the deep
//!   book's last ply has children it does not hold; its own score bounds
//!   theirs from below (no column does better than the position), which
//!   narrows each column's solve.

use std::sync::Arc;

use crate::budget::{Budget, Meter};
use crate::error::Error;
use crate::games::books;
use crate::games::connect4::Connect4;
use crate::games::tictactoe::Scoring;
use crate::games::Game;

mod board;
mod book;
mod positions;
mod search;
mod table;

use board::Geometry;
pub use book::{book_key, enumerate, BookError, DeepBook, Visit, BOOK_MAGIC, MAX_BOOK_PLIES};
pub use positions::{parse_position_line, LineError, PositionLine};
pub use search::ETC_ROOT_EMPTY;
use search::{centre_order, column_masks, drive, etc_below, Search};
use table::Table;
pub use table::MIN_ENTRIES;

/// The table size and the techniques a [`Kernel`] uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelOptions {
    /// Table slots (rounded up to a power of two, at least
    /// [`MIN_ENTRIES`]); five bytes each.
    pub table_entries: usize,
    /// Play only moves that do not hand the opponent a win at once.
    pub anticipate: bool,
    /// Order moves by the winning cells they create.
    pub threat_order: bool,
    /// Use the transposition table.
    pub table: bool,
    /// Bisect the score interval with null windows.
    pub bisect: bool,
    /// Answer from the opening book where it covers the position.
    pub book: bool,
    /// Roots with at least this many empty cells use enhanced
    /// transposition cut-offs, with the table (`u32::MAX`: none): see
    /// [`ETC_ROOT_EMPTY`], the default.
    pub etc_root_empty: u32,
}

impl KernelOptions {
    /// Every technique, with a table of 2^22 slots (20 MB): the page's
    /// budget in a worker.
    pub fn page() -> Self {
        KernelOptions {
            table_entries: 1 << 22,
            ..Self::native()
        }
    }

    /// Every technique, with a table of 2^23 slots (40 MB), the size of
    /// Pons' solver's.
    pub fn native() -> Self {
        KernelOptions {
            table_entries: 1 << 23,
            anticipate: true,
            threat_order: true,
            table: true,
            bisect: true,
            book: true,
            etc_root_empty: ETC_ROOT_EMPTY,
        }
    }

    /// No technique at all: plain alpha-beta in centre order, the bottom
    /// of the ladder.
    pub fn plain(table_entries: usize) -> Self {
        KernelOptions {
            table_entries,
            anticipate: false,
            threat_order: false,
            table: false,
            bisect: false,
            book: false,
            etc_root_empty: u32::MAX,
        }
    }
}

impl Default for KernelOptions {
    fn default() -> Self {
        Self::native()
    }
}

/// A solve's exact score and the nodes it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelSolve {
    /// The side to move's score, on the game's scoring.
    pub score: i32,
    /// Nodes searched (0 when the book or the rules answered).
    pub nodes: u64,
    /// Whether an opening book gave the score (of the position, or of the
    /// column's position after the drop), with no search.
    pub book: bool,
}

/// The solver: options and a table allocated once.
pub struct Kernel {
    options: KernelOptions,
    table: Table,
    /// The board size the table's entries are about.
    geo: Option<Geometry>,
    /// The deep opening book, if a front end gave one.
    deep: Option<Arc<DeepBook>>,
    /// What the last solve stopped by its budget had proven: see
    /// [`Kernel::stopped_bounds`].
    stopped_bounds: Option<(i32, i32)>,
}

impl Kernel {
    /// A kernel with its table allocated.
    pub fn new(options: KernelOptions) -> Kernel {
        Kernel {
            table: Table::new(options.table_entries),
            options,
            geo: None,
            deep: None,
            stopped_bounds: None,
        }
    }

    /// The interval `[lo, hi]` the exact score of the last [`Kernel::solve`]
    /// or [`Kernel::column_score`] was proven to lie in when its budget
    /// stopped it (on the game's scale, for the side to move, as that call
    /// would have scored it); `None` after a solve that finished. A time
    /// limit then still answers: *Scores of all moves* shows a column it
    /// could not finish in its share of the time as a range, not a blank.
    /// The bisection narrows the interval one null window at a time; a
    /// solve stopped in its first probe gives the interval the rules (and
    /// the book's score of the position, for a column) allow.
    pub fn stopped_bounds(&self) -> Option<(i32, i32)> {
        self.stopped_bounds
    }

    /// Gives the kernel a deep opening book (or takes it away): used with
    /// the `book` technique, for positions of its size.
    pub fn set_book(&mut self, book: Option<Arc<DeepBook>>) {
        self.deep = book;
    }

    /// The deep opening book, if it has one.
    pub fn book(&self) -> Option<&DeepBook> {
        self.deep.as_deref()
    }

    /// The deep book's `fast` score of `cur`/`mask`, when the `book`
    /// technique is on and the book holds the position.
    fn deep_score(&self, game: &Connect4, cur: u64, mask: u64) -> Option<i32> {
        let book = self.deep.as_deref().filter(|b| b.size() == game.size())?;
        self.options.book.then(|| book.score(cur, mask)).flatten()
    }

    /// The options in use.
    pub fn options(&self) -> KernelOptions {
        self.options
    }

    /// Switches techniques; the table is reallocated only when
    /// `table_entries` changes. Its entries stay valid (bounds are facts
    /// about positions, whatever found them).
    pub fn set_options(&mut self, options: KernelOptions) {
        if options.table_entries != self.options.table_entries {
            self.table = Table::new(options.table_entries);
            self.geo = None;
        }
        self.options = options;
    }

    /// The table's slots (a power of two) and bytes.
    pub fn table_size(&self) -> (usize, usize) {
        (self.table.len(), self.table.bytes())
    }

    /// Forgets every table entry (for timing solves from a cold table):
    /// quick, as it empties only the slots written since the last clear
    /// when they are few (see the table's docs).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Forgets every table entry by writing every slot, as Pons' solver
    /// resets its table, so that a timed solve starts with caches as cold
    /// as the reference's (`abviz solve --positions --wipe-table`).
    pub fn wipe(&mut self) {
        self.table.wipe();
    }

    /// The exact score of `game`'s root from the side to move's view, on
    /// the game's scoring (as [`crate::solve()`] gives it), and nodes.
    pub fn solve(
        &mut self,
        game: &Connect4,
        budget: &mut Budget<'_>,
    ) -> Result<KernelSolve, Error> {
        let root = game.root();
        let s = self.solve_fast(game, root.cur, root.mask, None, budget);
        let s = self.scaled_on_stop(game, s, false)?;
        Ok(KernelSolve {
            score: on_scale(game, s.score),
            ..s
        })
    }

    /// Every column's exact score for the side to move if it plays there
    /// (`None` for a full column, or every column once the game is over),
    /// each with its nodes, all within one `budget`.
    pub fn column_scores(
        &mut self,
        game: &Connect4,
        budget: &mut Budget<'_>,
    ) -> Result<Vec<Option<KernelSolve>>, Error> {
        let root = game.root();
        let w = game.size().w;
        // A position that is its own mirror image scores column c as
        // column W−1−c: half the solves (the empty board's 7 are 4).
        let grid = game.grid(&root);
        let symmetric = books::mirror_grid(&grid) == grid;
        let mut out: Vec<Option<KernelSolve>> = Vec::with_capacity(w as usize);
        for c in 0..w {
            let score = match symmetric && c >= w.div_ceil(2) {
                true => out[(w - 1 - c) as usize].map(|t| KernelSolve { nodes: 0, ..t }),
                false => self.column_score(game, c, budget)?,
            };
            out.push(score);
        }
        Ok(out)
    }

    /// The exact score for the side to move of dropping a disc in column
    /// `c` (0-based), and its nodes: from an opening book where it holds
    /// the position or the one after the drop (the 7×6 board's early
    /// positions would take minutes), at once for a drop that makes four,
    /// else by solving the position after it, from below the deep book's
    /// score of this position when it has one. `None` for a column off the
    /// board or full, or once the game is over.
    pub fn column_score(
        &mut self,
        game: &Connect4,
        c: u32,
        budget: &mut Budget<'_>,
    ) -> Result<Option<KernelSolve>, Error> {
        let root = game.root();
        let size = game.size();
        let geo = Geometry::new(size.w, size.h);
        if game.won(&root) || root.mask == geo.board || !game.can_play(&root, c) {
            return Ok(None);
        }
        let solved = |fast: i32, nodes: u64, book: bool| KernelSolve {
            score: on_scale(game, fast),
            nodes,
            book,
        };
        if self.options.book {
            if let Some(values) = book_columns(game, &root) {
                return Ok(values[c as usize].map(|v| solved(v, 0, true)));
            }
        }
        let cell = geo.playable(root.mask) & geo.column(c);
        if geo.winning_cells(root.cur, root.mask) & cell != 0 {
            return Ok(Some(solved(geo.win(root.stones()), 0, false)));
        }
        // No column does better than the position: the child's score (the
        // other side's) is at least minus the position's.
        let floor = self.deep_score(game, root.cur, root.mask).map(|v| -v);
        // The child's score is the other side's: it is negated.
        let (cur, mask) = (root.cur ^ root.mask, root.mask | cell);
        let s = self.solve_fast(game, cur, mask, floor, budget);
        let s = self.scaled_on_stop(game, s, true)?;
        Ok(Some(solved(-s.score, s.nodes, s.book)))
    }

    /// `s` passed on; when it stopped, [`Kernel::stopped_bounds`] turned from
    /// the searched position's `fast` view to the caller's scale, negated
    /// when the caller scores the move into that position (`negate`).
    fn scaled_on_stop(
        &mut self,
        game: &Connect4,
        s: Result<KernelSolve, Error>,
        negate: bool,
    ) -> Result<KernelSolve, Error> {
        if s.is_err() {
            self.stopped_bounds = self.stopped_bounds.map(|(lo, hi)| {
                let (lo, hi) = if negate { (-hi, -lo) } else { (lo, hi) };
                (on_scale(game, lo), on_scale(game, hi))
            });
        }
        s
    }

    /// A column that reaches `score` (the root's score from [`Kernel::solve`],
    /// on the game's scoring), the one nearest the centre: each column
    /// is tested with one null window around the score, in centre order.
    /// `None` when the game is over.
    pub fn best_column(
        &mut self,
        game: &Connect4,
        score: i32,
        budget: &mut Budget<'_>,
    ) -> Result<Option<u32>, Error> {
        let root = game.root();
        let size = game.size();
        let geo = Geometry::new(size.w, size.h);
        if game.won(&root) || root.mask == geo.board {
            return Ok(None);
        }
        let wdl = game.scoring() == Scoring::Wdl;
        let book = match self.options.book {
            true => book_columns(game, &root),
            false => None,
        };
        // The column reaches `score` when the child's `fast` score (the
        // other side's) is at most `bound`; with `wdl` any column reaches
        // a loss.
        let bound = match wdl {
            true if score < 0 => None,
            true => Some(-score),
            false => Some(-score),
        };
        let mut fallback = None;
        for c in centre_order(size.w).into_iter().take(size.w as usize) {
            if !game.can_play(&root, c) {
                continue;
            }
            fallback.get_or_insert(c);
            if let Some(values) = &book {
                if values[c as usize].map(|v| on_scale(game, v)) == Some(score) {
                    return Ok(Some(c));
                }
                continue;
            }
            let cell = geo.playable(root.mask) & geo.column(c);
            let Some(bound) = bound else {
                return Ok(Some(c));
            };
            if geo.winning_cells(root.cur, root.mask) & cell != 0 {
                // The soonest win there is.
                return Ok(Some(c));
            }
            let (cur, mask) = (root.cur ^ root.mask, root.mask | cell);
            if self.at_most(game, cur, mask, bound, budget)? {
                return Ok(Some(c));
            }
        }
        Ok(fallback)
    }

    /// Whether the `fast` score (side to move's view) of `cur`/`mask` is at
    /// most `bound`: one null-window search, or the book or the rules.
    fn at_most(
        &mut self,
        game: &Connect4,
        cur: u64,
        mask: u64,
        bound: i32,
        budget: &mut Budget<'_>,
    ) -> Result<bool, Error> {
        if let Some(v) = self.known(game, cur, mask) {
            return Ok(v <= bound);
        }
        let n = mask.count_ones();
        let (v, _) = self.search(game, cur, mask, budget, |s| {
            s.negamax(cur, mask, n, bound, bound + 1)
        })?;
        Ok(v <= bound)
    }

    /// The `fast` score (side to move's view) of `cur`/`mask` when the
    /// rules or the deep book give it without a search: the last mover
    /// has four, the board is full, the side to move wins at once, or the
    /// book holds it (`book` then true).
    fn known_with(&self, game: &Connect4, cur: u64, mask: u64) -> Option<(i32, bool)> {
        let size = game.size();
        let geo = Geometry::new(size.w, size.h);
        let c4 = crate::games::connect4::C4 { cur, mask };
        if game.won(&c4) {
            return Some((-game.fast_win(&c4), false));
        }
        if mask == geo.board {
            return Some((0, false));
        }
        if geo.can_win_now(cur, mask) {
            return Some((geo.win(mask.count_ones()), false));
        }
        if let Some(v) = self.deep_score(game, cur, mask) {
            return Some((v, true));
        }
        match self.options.book {
            true => book_score(game, &c4).map(|v| (v, true)),
            false => None,
        }
    }

    /// [`Kernel::known_with`]'s score alone.
    fn known(&self, game: &Connect4, cur: u64, mask: u64) -> Option<i32> {
        self.known_with(game, cur, mask).map(|(v, _)| v)
    }

    /// The `fast` score (side to move's view) of the position `cur`/`mask`
    /// on `game`'s board, and nodes; with `wdl` scoring only its sign is
    /// exact (a cheaper search). `floor`: a score it is known to reach.
    fn solve_fast(
        &mut self,
        game: &Connect4,
        cur: u64,
        mask: u64,
        floor: Option<i32>,
        budget: &mut Budget<'_>,
    ) -> Result<KernelSolve, Error> {
        self.stopped_bounds = None;
        if let Some((score, book)) = self.known_with(game, cur, mask) {
            return Ok(KernelSolve {
                score,
                nodes: 0,
                book,
            });
        }
        let n = mask.count_ones();
        let wdl = game.scoring() == Scoring::Wdl;
        let (score, nodes) = self.search(game, cur, mask, budget, |s| {
            drive(s, cur, mask, n, wdl, floor)
        })?;
        Ok(KernelSolve {
            score,
            nodes,
            book: false,
        })
    }

    /// Runs `f` on a search of `cur`/`mask` (a position with no four, not
    /// full, whose side to move cannot win at once) within `budget`: its
    /// result and nodes.
    fn search(
        &mut self,
        game: &Connect4,
        cur: u64,
        mask: u64,
        budget: &mut Budget<'_>,
        f: impl FnOnce(&mut Search<'_, '_, '_>) -> i32,
    ) -> Result<(i32, u64), Error> {
        let size = game.size();
        let geo = Geometry::new(size.w, size.h);
        if self.geo != Some(geo) {
            // Entries of another size would be about other positions.
            self.table.set_bits(size.w * (size.h + 1));
            self.geo = Some(geo);
        }
        let n = mask.count_ones();
        let mut s = Search {
            geo,
            opt: self.options,
            table: &mut self.table,
            meter: Meter::new(budget),
            nodes: 0,
            stopped: false,
            columns: column_masks(&geo),
            etc_below: etc_below(&geo, n, &self.options),
            mirror: self.options.table && geo.mirror(mask) == mask && geo.mirror(cur) == cur,
            bounds: (-geo.win(n + 1), geo.win(n)),
        };
        let score = f(&mut s);
        self.stopped_bounds = s.stopped.then_some(s.bounds);
        let nodes = s.nodes;
        s.meter.finish(nodes)?;
        Ok((score, nodes))
    }
}

/// `fast` on `game`'s scale: its sign under `wdl`.
fn on_scale(game: &Connect4, fast: i32) -> i32 {
    match game.scoring() {
        Scoring::Wdl => fast.signum(),
        Scoring::Fast => fast,
    }
}

/// The book's score of `pos` for its side to move, if a book covers it.
fn book_score(game: &Connect4, pos: &crate::games::connect4::C4) -> Option<i32> {
    books::best(&book_columns(game, pos)?, false).map(|(v, _)| v)
}

/// The book's `fast` score of each column of `pos`, if a book covers it.
fn book_columns(game: &Connect4, pos: &crate::games::connect4::C4) -> Option<Vec<Option<i32>>> {
    let size = game.size();
    let i = books::connect4_index(size.w, size.h)?;
    // Most positions are deeper than the book: no grid text for them.
    if pos.stones() > books::CONNECT4[i].2 {
        return None;
    }
    books::connect4(size.w, size.h, pos.stones(), &game.grid(pos))
}
