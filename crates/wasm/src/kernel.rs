//! The Connect Four solver kernel behind the page's exact answers (Scores of
//! all moves, Computer move, play against the computer, the lab's Solve and
//! its solver ladder).
//!
//! The worker holds one [`Solver`]. Its kernel, and so its table, is made on
//! the first solve (a worker that never solves, such as Cancel's spare, never
//! pays for it) at [`KernelOptions::page`]'s size, and every later solve
//! reuses it: switching techniques never reallocates, as the size is always
//! the page's. That size is the whole of the kernel's memory, so the tab
//! stays within the page's budget however many solves a student asks for.
//!
//! The deep 7×6 opening book is not compiled in (the module is what the page
//! loads first): the worker fetches its file when a Connect Four solve first
//! needs it and hands the bytes over ([`Solver::load_book`]); until then the
//! kernel searches. Its JavaScript methods are in `kernel_js.rs`.

use std::sync::Arc;

use abviz_core::{
    BookError, Budget, Connect4, DeepBook, Error, Kernel, KernelOptions, Scoring, Size,
};
use wasm_bindgen::prelude::wasm_bindgen;

/// The kernel's technique switches, one bit each in the order of
/// [`SWITCHES`] (bit 0 `anticipate` … bit 5 `etc`, enhanced transposition
/// cut-offs, which the kernel uses only from roots with
/// [`abviz_core::ETC_ROOT_EMPTY`] empty cells); a set bit turns the
/// technique on. [`Switches::ALL`] is the page's default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Switches(pub u32);

/// The switches' names, as the page spells them, in bit order.
pub const SWITCHES: [&str; 6] = [
    "anticipate",
    "threat_order",
    "table",
    "bisect",
    "book",
    "etc",
];

impl Switches {
    /// Every technique on: the page's default ([`KernelOptions::page`]).
    pub const ALL: Switches = Switches((1 << SWITCHES.len()) - 1);

    /// Whether technique `name` (one of [`SWITCHES`]) is on.
    pub fn on(self, name: &str) -> bool {
        (SWITCHES.iter().position(|&s| s == name)).is_some_and(|i| self.0 & (1 << i) != 0)
    }

    /// The page's options with these switches: its table size always, so
    /// switching never reallocates. By bit, not by name: this runs per
    /// solve, and a solve near the end takes microseconds.
    pub fn options(self) -> KernelOptions {
        let bit = |i: u32| self.0 & (1 << i) != 0;
        KernelOptions {
            anticipate: bit(0),
            threat_order: bit(1),
            table: bit(2),
            bisect: bit(3),
            book: bit(4),
            etc_root_empty: match bit(5) {
                true => KernelOptions::page().etc_root_empty,
                false => u32::MAX,
            },
            ..KernelOptions::page()
        }
    }
}

impl Default for Switches {
    fn default() -> Self {
        Switches::ALL
    }
}

/// A solve's exact `fast` score for the side to move (`None` for a column
/// that cannot be played), and the nodes it took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KernelSolved {
    /// The side to move's exact score (`fast` scoring).
    pub score: Option<i32>,
    /// Nodes searched (0 when the book or the rules answered).
    pub nodes: u64,
    /// Whether an opening book gave the score, with no search.
    pub book: bool,
}

/// The best column of a position (`None` once the game is over) and the
/// position's exact score, with the nodes both took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BestMove {
    /// The column (1-based) that reaches the score, the one nearest the
    /// centre; `None` once the game is over.
    pub column: Option<u32>,
    /// The position's exact `fast` score for the side to move.
    pub score: i32,
    /// Nodes of the solve and of the columns' tests.
    pub nodes: u64,
    /// Whether the opening book gave the position's score.
    pub book: bool,
}

impl KernelSolved {
    /// The score for JavaScript: NaN when there is none.
    pub fn score_js(&self) -> f64 {
        self.score.map_or(f64::NAN, f64::from)
    }
}

/// The worker's one solver kernel (see the module docs).
#[wasm_bindgen]
#[derive(Default)]
pub struct Solver {
    kernel: Option<Kernel>,
    /// The nodes of the last finished solve.
    nodes: u64,
    /// Whether an opening book answered the last finished solve.
    from_book: bool,
    /// The deep opening book, once its bytes were handed over.
    book: Option<Arc<DeepBook>>,
    /// The position's score found by the last [`Solver::best_within`].
    best_score: Option<i32>,
}

impl Solver {
    /// A solver with no table yet: the first solve allocates it.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// The kernel with `switches` applied, made (and its table allocated) on first use.
    fn kernel(&mut self, switches: Switches) -> &mut Kernel {
        let options = switches.options();
        let book = &self.book;
        let kernel = self.kernel.get_or_insert_with(|| {
            let mut k = Kernel::new(KernelOptions::page());
            k.set_book(book.clone());
            // The opening books are read on their first look-up (a tenth of
            // a second in wasm): done here, with the table's allocation, so
            // no solve the page times (a rung of the ladder) pays for it.
            if let Ok(size) = Size::new(4, 4) {
                let _ = k.solve(
                    &Connect4::empty(size, Scoring::Fast),
                    &mut Budget::default(),
                );
            }
            k
        });
        kernel.set_options(options);
        kernel
    }

    /// The nodes of the last solve that finished (0 before any).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The position's exact score found by the last `best_within` (`None`
    /// before one).
    pub fn best_score(&self) -> Option<i32> {
        self.best_score
    }

    /// The interval the last solve or column stopped by its budget had
    /// proven its score to lie in (see `Kernel::stopped_bounds`).
    pub fn stopped_bounds(&self) -> Option<(i32, i32)> {
        self.kernel.as_ref().and_then(|k| k.stopped_bounds())
    }

    /// Whether an opening book answered the last solve that finished.
    pub fn from_book(&self) -> bool {
        self.from_book
    }

    /// Reads a deep opening book file (`web/data/connect4-7x6.book`) and
    /// answers from it from now on: its number of positions.
    pub fn load_book(&mut self, bytes: &[u8]) -> Result<usize, BookError> {
        let book = Arc::new(DeepBook::from_bytes(bytes)?);
        if let Some(k) = &mut self.kernel {
            k.set_book(Some(book.clone()));
        }
        let n = book.len();
        self.book = Some(book);
        Ok(n)
    }

    /// The deep book's positions, 0 before one is loaded.
    pub fn book_positions(&self) -> usize {
        self.book.as_ref().map_or(0, |b| b.len())
    }

    /// The table's bytes: 0 before the first solve.
    pub fn table_bytes(&self) -> usize {
        self.kernel.as_ref().map_or(0, |k| k.table_size().1)
    }

    /// Forgets every table entry, so the next solve starts from a cold
    /// table (the ladder times each rung from the same start). Allocates
    /// the table first if no solve has, so the next solve's time does not
    /// include that.
    pub fn forget(&mut self) {
        self.kernel(Switches::ALL).clear();
    }

    /// The exact score of the position `board` (a column sequence or a
    /// grid) on `size` (`7x6` when empty) for the side to move, within
    /// `budget`.
    pub fn solve_within(
        &mut self,
        size: &str,
        board: &str,
        switches: Switches,
        budget: &mut Budget<'_>,
    ) -> Result<KernelSolved, Error> {
        let g = game(size, board)?;
        let s = self.kernel(switches).solve(&g, budget)?;
        (self.nodes, self.from_book) = (s.nodes, s.book);
        Ok(KernelSolved {
            score: Some(s.score),
            nodes: s.nodes,
            book: s.book,
        })
    }

    /// The best column of the position `board` on `size` and its exact
    /// score, within `budget`: the position solved (or read from the book),
    /// then each column tested with one null window, centre first, until
    /// one reaches the score: far fewer nodes than every column's exact
    /// score when only the move is wanted (Computer move, the perfect
    /// computer).
    pub fn best_within(
        &mut self,
        size: &str,
        board: &str,
        switches: Switches,
        budget: &mut Budget<'_>,
    ) -> Result<BestMove, Error> {
        let g = game(size, board)?;
        let before = budget.spent();
        let k = self.kernel(switches);
        let s = k.solve(&g, budget)?;
        let column = k.best_column(&g, s.score, budget)?;
        (self.nodes, self.from_book) = (budget.spent() - before, s.book);
        self.best_score = Some(s.score);
        Ok(BestMove {
            column: column.map(|c| c + 1),
            score: s.score,
            nodes: self.nodes,
            book: s.book,
        })
    }

    /// The exact score, for the side to move, of dropping a disc in
    /// `column` (1-based) of that position, within `budget`; no score for
    /// a column that cannot be played (full, off the board, or the game is
    /// over).
    pub fn column_within(
        &mut self,
        size: &str,
        board: &str,
        column: u32,
        switches: Switches,
        budget: &mut Budget<'_>,
    ) -> Result<KernelSolved, Error> {
        let g = game(size, board)?;
        let s = match column.checked_sub(1) {
            Some(c) => self.kernel(switches).column_score(&g, c, budget)?,
            None => None,
        };
        self.nodes = s.map_or(0, |s| s.nodes);
        self.from_book = s.is_some_and(|s| s.book);
        Ok(KernelSolved {
            score: s.map(|s| s.score),
            nodes: self.nodes,
            book: self.from_book,
        })
    }
}

/// The Connect Four position `board` on `size`, scored `fast` (exact scores).
fn game(size: &str, board: &str) -> Result<Connect4, Error> {
    let size = match size.trim() {
        "" => None,
        s => Some(s.parse::<Size>()?),
    };
    Ok(Connect4::parse(board, size, Scoring::Fast)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: Switches = Switches::ALL;
    const NO_BOOK: Switches = Switches(Switches::ALL.0 & !(1 << 4));

    #[test]
    fn columns_and_root_agree_with_the_published_scores() {
        let mut s = Solver::new();
        assert_eq!(s.table_bytes(), 0, "no table before the first solve");
        let b = &mut Budget::default();
        // 44455554221: O to move, every column −15 (Pons' solver).
        let root = s.solve_within("", "44455554221", ALL, b).unwrap();
        assert_eq!(root.score, Some(-15));
        assert_eq!((root.score_js(), s.nodes()), (-15.0, root.nodes));
        let bytes = s.table_bytes();
        assert!(bytes > 0);
        for c in 1..=7 {
            let v = s.column_within("7x6", "44455554221", c, ALL, b).unwrap();
            assert_eq!(v.score, Some(-15), "column {c}");
        }
        assert_eq!(s.table_bytes(), bytes, "the table is allocated once");
        s.forget();
        assert_eq!(s.table_bytes(), bytes, "and kept when cleared");
        for c in [0, 8] {
            let v = s.column_within("", "44455554221", c, ALL, b).unwrap();
            assert_eq!(v.score, None, "column {c}");
            assert!(v.score_js().is_nan());
            assert_eq!(s.nodes(), 0);
        }
        // A winning drop scores without a search; a full column has no score.
        let win = s.column_within("", "44455554221351", 3, ALL, b).unwrap();
        assert_eq!((win.score, win.nodes), (Some(14), 0));
        let full = s.column_within("", "444444", 4, ALL, b).unwrap();
        assert_eq!(full.score, None);
    }

    #[test]
    fn the_books_columns_answer_at_once_and_agree_with_the_search() {
        let mut s = Solver::new();
        let b = &mut Budget::default();
        // The empty 7x6 board: Pons' published column scores, from the book.
        let got: Vec<_> = (1..=7)
            .map(|c| s.column_within("", "", c, ALL, b).unwrap())
            .collect();
        let want = [-2, -1, 0, 1, 0, -1, -2];
        assert_eq!(
            got.iter().map(|k| k.score.unwrap()).collect::<Vec<_>>(),
            want
        );
        assert!(got.iter().all(|k| k.nodes == 0));
        // On 5x4, whose book goes deeper, the book's columns are the search's.
        for board in ["", "3", "32", "332"] {
            for c in 1..=5 {
                let book = s.column_within("5x4", board, c, ALL, b).unwrap();
                let search = s.column_within("5x4", board, c, NO_BOOK, b).unwrap();
                assert_eq!(book.score, search.score, "5x4 {board} column {c}");
            }
        }
    }

    #[test]
    fn every_switch_gives_the_same_score() {
        let mut s = Solver::new();
        let b = &mut Budget::default();
        let want = s.solve_within("", "4455443", ALL, b).unwrap();
        for bits in 0..64 {
            s.forget();
            let got = s.solve_within("", "4455443", Switches(bits), b).unwrap();
            assert_eq!(got.score, want.score, "{:?}", Switches(bits).options());
        }
        assert_eq!(Switches(0b10000).options(), {
            let mut o = abviz_core::KernelOptions::plain(KernelOptions::page().table_entries);
            o.book = true;
            o
        });
    }

    #[test]
    fn each_bit_turns_on_the_technique_of_its_name() {
        for bits in 0..64 {
            let (s, o) = (Switches(bits), Switches(bits).options());
            let etc = o.etc_root_empty != u32::MAX;
            let by_name = [o.anticipate, o.threat_order, o.table, o.bisect, o.book, etc];
            for (i, name) in SWITCHES.iter().enumerate() {
                assert_eq!(by_name[i], s.on(name), "{name} in {bits:05b}");
            }
        }
    }

    #[test]
    fn clearing_allocates_the_table_at_the_pages_size() {
        let mut s = Solver::new();
        s.forget();
        // A byte or more a slot, and within the page's memory budget: tens
        // of megabytes, never hundreds.
        let bytes = s.table_bytes();
        assert!(bytes >= KernelOptions::page().table_entries, "{bytes}");
        assert!(bytes < 64 << 20, "{bytes}");
    }

    #[test]
    fn best_finds_the_centre_most_best_column_and_a_book_handed_over_later_answers() {
        let mut s = Solver::new();
        let b = &mut Budget::default();
        // 44455554221: every column −15, so the centre's.
        let best = s.best_within("", "44455554221", ALL, b).unwrap();
        assert_eq!((best.column, best.score, best.book), (Some(4), -15, false));
        assert_eq!((s.nodes(), s.best_score()), (best.nodes, Some(-15)));
        assert!(best.nodes > 0);
        let over = s.best_within("", "444555542213513", ALL, b).unwrap();
        assert_eq!(over.column, None, "the game is over");
        // The kernel exists already: the book reaches it all the same.
        assert!(s.load_book(b"C4BK").is_err());
        assert_eq!(s.book_positions(), 0);
        let n = s.load_book(include_bytes!("../../../web/data/connect4-7x6.book"));
        assert_eq!(n, Ok(129_498));
        let v = s.column_within("", "4453", 3, ALL, b).unwrap();
        assert_eq!((v.score, v.nodes, v.book), (Some(-2), 0, true));
        assert!(s.from_book());
    }

    #[test]
    fn a_node_limit_stops_a_long_solve() {
        let mut s = Solver::new();
        let mut b = Budget::nodes(1000);
        let e = s.solve_within("", "4453", NO_BOOK, &mut b).unwrap_err();
        assert_eq!(e.code(), "search.NodeLimit");
    }

    #[test]
    fn bad_positions_are_refused_with_the_cores_codes() {
        let mut s = Solver::new();
        let b = &mut Budget::default();
        let e = s.solve_within("", "4444444", ALL, b).unwrap_err();
        assert_eq!(e.code(), "connect4.FullColumn");
        let e = s.solve_within("9x9", "", ALL, b).unwrap_err();
        assert_eq!(e.code(), "connect4.UnknownSize");
    }
}
