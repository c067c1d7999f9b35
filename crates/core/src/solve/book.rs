//! Building the opening books (`abviz book`, `scripts/build-books.sh`):
//! every position within a few plies of the start, one per symmetry class,
//! with the exact value of each of its moves (format in
//! [`crate::games::books`]).

use std::collections::{BTreeMap, HashMap};

use crate::budget::Budget;
use crate::error::Error;
use crate::games::books::{connect4_canonical, encode, tictactoe_canonical};
use crate::games::connect4::{Connect4, Size, C4};
use crate::games::tictactoe::{Board, Mark, Scoring};
use crate::games::Game;

use super::kernel::{Kernel, KernelOptions};

/// A board's nine cells as `X`, `O` and `.`.
pub fn cells(b: &Board) -> [u8; 9] {
    let mut out = [b'.'; 9];
    for (c, cell) in out.iter_mut().enumerate() {
        *cell = match b.get(c as u32) {
            Some(Mark::X) => b'X',
            Some(Mark::O) => b'O',
            None => b'.',
        };
    }
    out
}

/// The exact value of `b` for its side to move under `fast` scoring counted
/// from `b`: a win d plies away is 10 − d, a loss −(10 − d), a draw 0. A
/// plain negamax over the whole game, memoised (5,478 positions), written
/// apart from the search so the book can be checked against it.
pub fn tictactoe_value(b: &Board, memo: &mut HashMap<Board, i32>) -> i32 {
    if let Some(&v) = memo.get(b) {
        return v;
    }
    let v = if b.winner().is_some() {
        -10 // the side that just moved completed a line
    } else if b.is_terminal() {
        0
    } else {
        let cells: Vec<u32> = b.empty_cells().collect();
        (cells.iter())
            .map(|&c| after(tictactoe_value(&b.play(c), memo)))
            .max()
            .unwrap_or(0)
    };
    memo.insert(*b, v);
    v
}

/// A child's value (for the other side, counted from the child) as the
/// parent's: the sign flips and the end is one ply further.
fn after(child: i32) -> i32 {
    -(child - child.signum())
}

/// The tic-tac-toe book of every position within `plies` plies of the empty
/// board (unfinished ones), as file text.
pub fn tictactoe_book(plies: u32) -> String {
    let mut layer = vec![Board::EMPTY];
    let mut classes: BTreeMap<[u8; 9], Board> = BTreeMap::new();
    let mut memo = HashMap::new();
    for _ in 0..=plies {
        let mut next = Vec::new();
        for b in layer {
            if b.is_terminal() {
                continue;
            }
            let (canon, _) = tictactoe_canonical(&cells(&b));
            if classes.contains_key(&canon) {
                continue;
            }
            classes.insert(canon, b);
            next.extend(b.empty_cells().map(|c| b.play(c)));
        }
        layer = next;
    }
    let mut out = format!(
        "# abviz opening book: tic-tac-toe, every unfinished position within {plies} plies of the\n\
         # empty board, one per symmetry class ({} lines). Built by `abviz book --game tictactoe\n\
         # --plies {plies}`; format in crates/core/src/games/books.rs: the nine cells, then\n\
         # each cell's move value for the side to move (a-z win +1..+26, A-Z loss, = draw, . taken).\n",
        classes.len()
    );
    for canon in classes.keys() {
        let b = parse_cells(canon);
        let line: String = (0..9)
            .map(|c| match b.get(c) {
                Some(_) => None,
                None => Some(after(tictactoe_value(&b.play(c), &mut memo))),
            })
            .map(encode)
            .collect();
        out.push_str(std::str::from_utf8(canon).unwrap_or(""));
        out.push(' ');
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The board of nine cells.
pub fn parse_cells(cells: &[u8; 9]) -> Board {
    let mut marks = [None; 9];
    for (m, &c) in marks.iter_mut().zip(cells) {
        *m = match c {
            b'X' => Some(Mark::X),
            b'O' => Some(Mark::O),
            _ => None,
        };
    }
    Board::from_cells(marks)
}

/// The Connect Four book for `size`: every unfinished position within
/// `plies` plies of the empty board, one per mirror pair, each column
/// solved (`fast` scoring) by the kernel ([`crate::Kernel`]) with a table
/// of `tt_size` slots, kept from one position to the next (its bounds
/// stay true), and no book. `progress` hears (positions done, positions in
/// all) before the first and after each. The book is written into `out` a line at a time, so a
/// run its budget stops keeps the lines it finished.
pub fn connect4_book(
    size: Size,
    plies: u32,
    tt_size: usize,
    budget: &mut Budget<'_>,
    mut progress: impl FnMut(usize, usize),
    out: &mut String,
) -> Result<(), Error> {
    let g = Connect4::empty(size, Scoring::Fast);
    // Each class (a grid and its mirror image) by its canonical grid, with
    // moves that reach that grid.
    let mut classes: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    let mut layer = vec![(C4::default(), vec![])];
    for _ in 0..=plies {
        let mut next = Vec::new();
        for (p, seq) in layer {
            let mut moves = Vec::new();
            g.moves(&p, &mut moves);
            if moves.is_empty() {
                continue;
            }
            let (canon, mirrored) = connect4_canonical(&g.grid(&p));
            if classes.contains_key(&canon) {
                continue;
            }
            let path = (seq.iter())
                .map(|&c: &u32| if mirrored { size.w - 1 - c } else { c })
                .collect();
            classes.insert(canon, path);
            for &c in &moves {
                let mut longer = seq.clone();
                longer.push(c);
                next.push((g.play(&p, c), longer));
            }
        }
        layer = next;
    }
    let total = classes.len();
    let mut kernel = Kernel::new(KernelOptions {
        table_entries: tt_size,
        book: false,
        ..KernelOptions::native()
    });
    *out = format!(
        "# abviz opening book: Connect Four {}x{}, every unfinished position within {plies} plies\n\
         # of the empty board, one per mirror pair ({total} lines). Built by `abviz book --game\n\
         # connect4 --size {}x{} --plies {plies}`; format in crates/core/src/games/books.rs: moves\n\
         # that reach the position, then each column's move value for the side to move (fast scoring).\n",
        size.w, size.h, size.w, size.h
    );
    progress(0, total);
    for (i, (canon, path)) in classes.iter().enumerate() {
        let at = Connect4::parse(canon, Some(size), Scoring::Fast)?;
        let mut line: String = path.iter().map(|c| char::from(b'1' + *c as u8)).collect();
        if line.is_empty() {
            line.push('-');
        }
        line.push(' ');
        // Each position's columns are one search (see `Budget::per_search`).
        budget.begin_search();
        for v in kernel.column_scores(&at, budget)? {
            line.push(encode(v.map(|v| v.score)));
        }
        out.push_str(&line);
        out.push('\n');
        progress(i + 1, total);
    }
    Ok(())
}
