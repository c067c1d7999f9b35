//! Opening books: positions solved ahead of time by `abviz book` (see
//! `scripts/build-books.sh`) and shipped in `crates/core/data/books/`.
//!
//! **Why embedded.** The text books are compiled in with `include_str!`, so the
//! CLI and the page's wasm module consult the same book with no file I/O
//! and no fetch; they are a few kilobytes.
//!
//! **Why canonical keys.** Tic-tac-toe looks the same under its 8 symmetries
//! (4 rotations, 4 reflections) and Connect Four under its mirror image, and
//! so do the values of its moves. The book stores one position per class,
//! the one whose text is smallest; a lookup maps the position to that form,
//! reads the moves there and maps them back. Tic-tac-toe's 1,090 positions
//! within 4 plies are 162 lines.
//!
//! **What a line holds.** The position (tic-tac-toe: nine cells row by
//! row; Connect Four: the columns, from 1, of moves that reach it, `-` for
//! the empty board; its key is then its grid), a space, then one
//! character per move (cell or column, in natural order): the exact value
//! of that move for the side to move, under `fast` scoring counted from
//! this position: `a`…`z` a win worth +1…+26, `A`…`Z` a loss worth
//! −1…−26, `=` a draw, `.` no such move. A tic-tac-toe win d plies away is
//! worth 10 − d; a Connect Four win worth ⌈W·H/2⌉ + 1 minus the winner's
//! discs, as `fast` scores it. Every other scale (`wdl`, and wins beyond a
//! depth limit) follows from these, so one file serves every scoring.
//!
//! **Why the 7×6 text book is one line.** Its line is the empty board's
//! seven columns (−2 −1 0 +1 0 −1 −2), four solves from one disc that took
//! the solver kernel (`solve::kernel`) 4.2 billion nodes and 13 minutes of
//! CPU (`BOOK_7X6=1 npm run books`). It answers the empty board in a module
//! that has not loaded the deep book below.
//!
//! # The deep 7×6 book (`web/data/connect4-7x6.book`)
//! Every 7×6 position of 0 to 8 discs that a game reaches before anyone
//! makes four, one per mirror pair (129,498 positions), with its exact
//! `fast` score for the side to move. The solver kernel answers from it
//! (`solve::kernel::DeepBook`), a position's columns being its children's
//! scores negated.
//!
//! **The format.** A 20-byte header: `C4BK`, the version (1), W, H, the
//! plies (8), the number of positions (u32) and an FNV-1a checksum of
//! their keys (u64), little-endian. Then one signed byte a position: its
//! score (−128 for unknown, only in a partial book built while the deepest
//! positions are still being solved), in the ascending order of the
//! positions' canonical keys (`cur + mask` in the kernel's bit layout, the
//! smaller of a position's and its mirror image's).
//!
//! **Why no keys in the file.** The reader can make them: it enumerates
//! the positions (depth first, with a set of the keys seen) and sorts them,
//! and the checksum refuses a file made from another enumeration. Stored,
//! the keys would cost five times the scores (sorted 49-bit keys, 129,498
//! of them, are about 2³² apart: five bytes each as delta varints), and
//! text lines (`4453 b`) twelve times. So the file is 129,518 bytes, and
//! the scores, small numbers, gzip to under half of that (44% on the first
//! tenth solved).
//!
//! **Why one score a position, not a line of columns.** Every child of a
//! position of at most 7 discs is in the book, or makes four (scored by the
//! rule), so its columns cost nothing more; a position of 8 discs has its
//! columns solved, each from below the position's own score (no column
//! does better), and its best column found with one null window a column.
//!
//! **Why only the deepest are solved.** `scripts/build-books.sh` lists the
//! 91,295 positions of 8 discs (`abviz positions --plies 8 --list`), solves
//! them in resumable chunks (`abviz solve --positions --no-book
//! --keep-table`) and derives every shallower score by negamax (`abviz book
//! --from-scores`, `DeepBook::derive`), which takes a tenth of a second.
//!
//! **Why a file, not compiled in.** The page's wasm module is what loads
//! first; the book serves only Connect Four's solver, so the worker that
//! runs the solver fetches it (same origin, and in `dist/` for offline
//! use) and hands the bytes to the wasm `Solver`. The CLI embeds the same
//! file (`include_bytes!`).
//!
//! **Why the endgame is solved, not stored.** At the other end of the game
//! a position with few empty cells is solved in milliseconds, so
//! `--endgame E` asks the solver at the node instead of shipping a table
//! (see `search/known.rs`).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::connect4::{Connect4, Size};
use super::tictactoe::{Board, Mark, Scoring, TicTacToe};
use super::Known;

/// The board's symmetries, kept here under their old path.
pub use super::tictactoe::symmetry::SYM;

/// The tic-tac-toe book: every position within [`TICTACTOE_PLIES`] plies of
/// the empty board.
pub const TICTACTOE: &str = include_str!("../../data/books/tictactoe.txt");
/// Plies the tic-tac-toe book covers.
pub const TICTACTOE_PLIES: u32 = 4;

/// The Connect Four books: (width, height, plies covered, file).
pub const CONNECT4: &[(u32, u32, u32, &str)] = &[
    (4, 4, 4, include_str!("../../data/books/connect4-4x4.txt")),
    (5, 4, 4, include_str!("../../data/books/connect4-5x4.txt")),
    (7, 6, 0, include_str!("../../data/books/connect4-7x6.txt")),
];

/// A book read into a map from canonical text to move values.
pub type Table = HashMap<String, Vec<Option<i32>>>;

/// Reads a book file: one position a line, `#` comments. Lines that do
/// not parse are skipped (the tests check the shipped files are clean).
pub fn parse(text: &str) -> Table {
    let mut t = HashMap::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some((pos, moves)) = line.split_once(' ') {
            if let Some(values) = moves.trim().chars().map(decode).collect() {
                t.insert(pos.to_string(), values);
            }
        }
    }
    t
}

/// One move's character (see the module docs): `Some(None)` for no move.
fn decode(c: char) -> Option<Option<i32>> {
    Some(match c {
        '.' => None,
        '=' => Some(0),
        'a'..='z' => Some(c as i32 - 'a' as i32 + 1),
        'A'..='Z' => Some(-(c as i32 - 'A' as i32 + 1)),
        _ => return None,
    })
}

/// The character of a move's value (`None`: no move); values beyond ±26
/// cannot occur on boards up to 7×6 (at most 22).
pub fn encode(v: Option<i32>) -> char {
    match v {
        None => '.',
        Some(0) => '=',
        Some(v) if v > 0 => (b'a' + (v.min(26) - 1) as u8) as char,
        Some(v) => (b'A' + (v.abs().min(26) - 1) as u8) as char,
    }
}

/// The best value for the side to move among `values` and the first move
/// in natural order that reaches it; with `wdl` only the sign counts.
pub fn best(values: &[Option<i32>], wdl: bool) -> Option<(i32, u32)> {
    let key = |v: i32| if wdl { v.signum() } else { v };
    let mut out: Option<(i32, u32)> = None;
    for (m, v) in values.iter().enumerate() {
        if let Some(v) = *v {
            if out.map_or(true, |(b, _)| key(v) > key(b)) {
                out = Some((v, m as u32));
            }
        }
    }
    out
}

/// `cells` (nine characters) under symmetry `t`.
fn transform(cells: &[u8; 9], t: usize) -> [u8; 9] {
    let mut out = [b'.'; 9];
    for c in 0..9 {
        out[SYM[t][c]] = cells[c];
    }
    out
}

/// The canonical form of a tic-tac-toe board's nine cells (`X`, `O`, `.`)
/// and the symmetry that makes it.
pub fn tictactoe_canonical(cells: &[u8; 9]) -> ([u8; 9], usize) {
    (0..8)
        .map(|t| (transform(cells, t), t))
        .min()
        .unwrap_or((*cells, 0))
}

/// The book's move values for a tic-tac-toe board given as nine cells, per
/// cell of `cells` itself (not of the canonical form).
pub fn tictactoe(cells: &[u8; 9]) -> Option<Vec<Option<i32>>> {
    static TABLE: OnceLock<Table> = OnceLock::new();
    let table = TABLE.get_or_init(|| parse(TICTACTOE));
    let (canon, t) = tictactoe_canonical(cells);
    let key = std::str::from_utf8(&canon).ok()?;
    let stored = table.get(key)?;
    // Cell c of the board is cell SYM[t][c] of the stored form.
    Some(
        (0..9)
            .map(|c| stored.get(SYM[t][c]).copied().flatten())
            .collect(),
    )
}

/// A Connect Four grid (rows top first, `/` between) mirrored left to right.
pub fn mirror_grid(grid: &str) -> String {
    let rows: Vec<String> = grid.split('/').map(|r| r.chars().rev().collect()).collect();
    rows.join("/")
}

/// The canonical form of a Connect Four grid, and whether it is mirrored.
pub fn connect4_canonical(grid: &str) -> (String, bool) {
    let m = mirror_grid(grid);
    if m.as_str() < grid {
        (m, true)
    } else {
        (grid.to_string(), false)
    }
}

/// The book's column values for a Connect Four grid of `w`×`h` with
/// `stones` discs, per column of the grid itself; `None` when no book
/// covers it.
pub fn connect4(w: u32, h: u32, stones: u32, grid: &str) -> Option<Vec<Option<i32>>> {
    static TABLES: OnceLock<Vec<Table>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| CONNECT4.iter().map(connect4_table).collect());
    let i = connect4_index(w, h)?;
    if stones > CONNECT4[i].2 {
        return None;
    }
    let (canon, mirrored) = connect4_canonical(grid);
    let mut values = tables[i].get(&canon)?.clone();
    if mirrored {
        values.reverse();
    }
    Some(values)
}

/// A Connect Four book keyed by grid: its lines name each position by the
/// columns (from 1; `-` for none) that reach it, which is shorter.
pub fn connect4_table(book: &(u32, u32, u32, &str)) -> Table {
    let size = Size::new(book.0, book.1).ok();
    (parse(book.3).into_iter())
        .filter_map(|(seq, values)| {
            let g = Connect4::parse(seq.trim_start_matches('-'), size, Scoring::Fast).ok()?;
            Some((g.grid(&super::Game::root(&g)), values))
        })
        .collect()
}

/// The index in [`CONNECT4`] of the book for `w`×`h`, if there is one.
pub fn connect4_index(w: u32, h: u32) -> Option<usize> {
    CONNECT4.iter().position(|b| b.0 == w && b.1 == h)
}

/// [`crate::games::Game::book`] for tic-tac-toe: `pos`, `ply` plies below
/// `game`'s root, from the book on `game`'s scale.
pub(crate) fn tictactoe_known(
    game: &TicTacToe,
    pos: &Board,
    ply: u32,
    horizon: bool,
) -> Option<Known> {
    let (x, o) = pos.counts();
    if x + o > TICTACTOE_PLIES || pos.is_terminal() {
        return None;
    }
    let mut cells = [b'.'; 9];
    for (c, cell) in cells.iter_mut().enumerate() {
        *cell = match pos.get(c as u32) {
            Some(Mark::X) => b'X',
            Some(Mark::O) => b'O',
            None => b'.',
        };
    }
    let values = tictactoe(&cells)?;
    let (v, mv) = best(&values, game.scoring == Scoring::Wdl)?;
    // A win worth 10 − d under `fast` ends d plies below this node.
    let won = game.win_value(ply + 10 - v.unsigned_abs(), horizon) * v.signum();
    let mine = if pos.to_move() == game.max_player() {
        won
    } else {
        -won
    };
    Some(Known {
        value: mine as f64,
        best: Some(mv),
    })
}
