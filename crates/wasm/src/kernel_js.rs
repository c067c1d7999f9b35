//! The solver kernel's methods as JavaScript calls them (see `kernel.rs`).

use abviz_core::BookError;
use wasm_bindgen::prelude::*;

use crate::{within, Solver, Switches, SWITCHES};

#[wasm_bindgen]
impl Solver {
    /// The worker's solver kernel; its table is allocated on the first solve.
    #[wasm_bindgen(constructor)]
    pub fn create() -> Solver {
        Solver::new()
    }

    /// The technique switches' names in bit order (`anticipate`,
    /// `threat_order`, `table`, `bisect`, `book`, `etc`): bit i of a
    /// call's `switches` turns technique i on.
    pub fn switch_names() -> Vec<String> {
        SWITCHES.iter().map(|s| s.to_string()).collect()
    }

    /// The exact score of `board` (a column sequence or a grid) on `size`
    /// (`"7x6"`, or empty for it) for the side to move, with the
    /// techniques of `switches` on; its nodes are [`Solver::nodes`]'s.
    /// Arguments, not a request object, and a number back, not an array or
    /// an object: a position near the end is solved in a microsecond or
    /// two, and handing an array over took a fifth of that. Within
    /// `max_nodes` and `tick` (see the crate docs).
    pub fn solve(
        &mut self,
        size: &str,
        board: &str,
        switches: u32,
        max_nodes: Option<f64>,
        tick: Option<js_sys::Function>,
    ) -> Result<f64, JsValue> {
        let s = within(max_nodes, tick, |b| {
            self.solve_within(size, board, Switches(switches), b)
        })?;
        Ok(s.score_js())
    }

    /// The exact score for the side to move of dropping a disc in `column`
    /// (1-based) first, NaN for a column that cannot be played; its nodes
    /// are [`Solver::nodes`]'s. Otherwise as [`Solver::solve`].
    pub fn column(
        &mut self,
        size: &str,
        board: &str,
        column: u32,
        switches: u32,
        max_nodes: Option<f64>,
        tick: Option<js_sys::Function>,
    ) -> Result<f64, JsValue> {
        let s = within(max_nodes, tick, |b| {
            self.column_within(size, board, column, Switches(switches), b)
        })?;
        Ok(s.score_js())
    }

    /// `[lo, hi]`: the interval the last `solve` or `column` that its
    /// budget (a tick saying stop) stopped had proven its exact score to
    /// lie in; `undefined` after one that finished. The page shows a
    /// column it could not finish in its time as this range.
    #[wasm_bindgen(js_name = stopped_bounds)]
    pub fn stopped_bounds_js(&self) -> Option<Vec<i32>> {
        self.stopped_bounds().map(|(lo, hi)| vec![lo, hi])
    }

    /// The nodes the last finished `solve` or `column` searched (0 when
    /// the book or the rules answered, and before any).
    #[wasm_bindgen(js_name = nodes)]
    pub fn nodes_js(&self) -> f64 {
        self.nodes() as f64
    }

    /// Forgets the table's entries (kept allocated; allocated now if no
    /// solve has yet), so the next solve starts cold: the ladder times
    /// every rung from the same start.
    pub fn clear(&mut self) {
        self.forget();
    }

    /// The empty cells from which the kernel uses transposition cut-offs
    /// (`etc`): the page's ladder says so.
    pub fn etc_root_empty() -> u32 {
        abviz_core::ETC_ROOT_EMPTY
    }

    /// The table's size in bytes; 0 before the first solve.
    #[wasm_bindgen(js_name = table_bytes)]
    pub fn table_bytes_js(&self) -> f64 {
        self.table_bytes() as f64
    }

    /// Reads the deep opening book from a book file's bytes (the worker
    /// fetches `web/data/connect4-7x6.book`) and answers from it from now
    /// on; its number of positions. Throws when the bytes are not a book.
    #[wasm_bindgen(js_name = load_book)]
    pub fn load_book_js(&mut self, bytes: &[u8]) -> Result<u32, JsValue> {
        // Fixed words, not the error's Display, which would bring the
        // formatting machinery into the module.
        let why = match self.load_book(bytes) {
            Ok(n) => return Ok(n as u32),
            Err(BookError::NotABook) => "not an abviz Connect Four book of this version",
            Err(BookError::Positions) => "a book of other positions than this version enumerates",
        };
        Err(js_sys::Error::new(why).into())
    }

    /// Whether an opening book answered the last finished `solve`,
    /// `column` or `best` (its position, or the column's position after
    /// the drop), with no search.
    #[wasm_bindgen(js_name = from_book)]
    pub fn from_book_js(&self) -> bool {
        self.from_book()
    }

    /// The best column (1-based; NaN once the game is over) of `board` on
    /// `size`, the one nearest the centre among those reaching the
    /// position's exact score, which is [`Solver::score`]'s; its nodes are
    /// [`Solver::nodes`]'s. Otherwise as [`Solver::solve`].
    pub fn best(
        &mut self,
        size: &str,
        board: &str,
        switches: u32,
        max_nodes: Option<f64>,
        tick: Option<js_sys::Function>,
    ) -> Result<f64, JsValue> {
        let b = within(max_nodes, tick, |b| {
            self.best_within(size, board, Switches(switches), b)
        })?;
        Ok(b.column.map_or(f64::NAN, f64::from))
    }

    /// The position's exact score found by the last `best`: NaN before one.
    pub fn score(&self) -> f64 {
        self.best_score().map_or(f64::NAN, f64::from)
    }
}
