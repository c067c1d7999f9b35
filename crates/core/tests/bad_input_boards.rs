//! Bad boards: each gives its typed error and an exact one-line message
//! that says what is wrong and where. The texts are written out in full
//! here so that a change of wording is a deliberate change of this file
//! too. (The `bad_input_*.rs` files split the bad inputs by kind.)

mod common;

use abviz_core::{Algorithm, Board, BoardError, Mark, NullSink, Problem, Scoring, SearchOptions};
use common::board_err;

// ---------------------------------------------------------------------------
// Boards
// ---------------------------------------------------------------------------

#[test]
fn board_character_that_is_not_a_mark_names_the_character_position_and_cell() {
    assert_eq!(
        board_err("O.X/.Z./O.."),
        (
            BoardError::BadChar {
                ch: 'Z',
                position: 6,
                cell: 4
            },
            "board: 'Z' at position 6 (cell 4) is not a mark; use X, O, or . - _ for an empty cell"
                .into()
        )
    );
    // Positions count characters (not bytes), white space and '/' included.
    assert_eq!(
        board_err("é........").0,
        BoardError::BadChar {
            ch: 'é',
            position: 1,
            cell: 0
        }
    );
    assert_eq!(
        board_err("X O . 0 ....").0,
        BoardError::BadChar {
            ch: '0',
            position: 7,
            cell: 3
        }
    );
    // A digit zero is not the letter O, and a newline in the input is just
    // white space; control characters are shown escaped.
    assert_eq!(
        board_err("...\n...\u{1}..").1,
        "board: '\\u{1}' at position 8 (cell 6) is not a mark; use X, O, or . - _ for an empty cell"
    );
}

#[test]
fn board_without_cells_is_empty() {
    for text in ["", "   ", "//", "\n\t"] {
        assert_eq!(
            board_err(text),
            (
                BoardError::Empty,
                "board is empty; give 9 cells such as O.X/.X./O..".into()
            ),
            "{text:?}"
        );
    }
}

#[test]
fn board_with_the_wrong_number_of_cells_says_how_many() {
    assert_eq!(
        board_err("XO"),
        (
            BoardError::CellCount { cells: 2 },
            "board has 2 cells; a board has 9 cells, row-major from the top left".into()
        )
    );
    assert_eq!(
        board_err("x").1,
        "board has 1 cell; a board has 9 cells, row-major from the top left"
    );
    assert_eq!(
        board_err("..........").0,
        BoardError::CellCount { cells: 10 }
    );
    assert_eq!(board_err("........").0, BoardError::CellCount { cells: 8 });
}

#[test]
fn board_with_slashes_needs_three_rows_of_three() {
    assert_eq!(
        board_err("O.X/.X."),
        (
            BoardError::RowCount { rows: 2 },
            "board has 2 rows separated by '/'; a board has 3 rows".into()
        )
    );
    assert_eq!(
        board_err("O.X/.X./O../").0,
        BoardError::RowCount { rows: 4 }
    );
    assert_eq!(
        board_err("O.X./X./O.."),
        (
            BoardError::RowLength { row: 1, cells: 4 },
            "board: row 1 has 4 cells; each row has 3".into()
        )
    );
    assert_eq!(
        board_err("O.X/.X/.O.."),
        (
            BoardError::RowLength { row: 2, cells: 2 },
            "board: row 2 has 2 cells; each row has 3".into()
        )
    );
}

#[test]
fn board_with_impossible_mark_counts_explains_who_moves_first() {
    // Counts are checked first, so X's line here does not matter.
    assert_eq!(
        board_err("XXX/O../..."),
        (
            BoardError::ImpossibleCounts { x: 3, o: 1 },
            "board: X has 3 marks and O has 1; X moves first, so X has as many marks as O or one more"
                .into()
        )
    );
    assert_eq!(
        board_err("XX./.../...").1,
        "board: X has 2 marks and O has 0; X moves first, so X has as many marks as O or one more"
    );
    assert_eq!(
        board_err("O......../").0,
        BoardError::RowCount { rows: 2 },
        "rows are checked before counts"
    );
    assert_eq!(
        board_err("O........").1,
        "board: X has 0 marks and O has 1; X moves first, so X has as many marks as O or one more"
    );
    assert_eq!(
        board_err("XOO/O../...").1,
        "board: X has 1 mark and O has 3; X moves first, so X has as many marks as O or one more"
    );
}

#[test]
fn board_where_both_players_have_a_line_is_refused() {
    assert_eq!(
        board_err("XXX/OOO/..."),
        (
            BoardError::BothWon,
            "board: both X and O have a line; the game ends at the first line".into()
        )
    );
}

#[test]
fn board_where_a_player_moved_after_a_win_is_refused() {
    // X completed the top row, then O moved: counts are equal.
    assert_eq!(
        board_err("XXX/OO./O.."),
        (
            BoardError::MovedAfterWin {
                winner: Mark::X,
                mover: Mark::O
            },
            "board: X has a line but O moved after it; the game ends when a line is completed"
                .into()
        )
    );
    // O completed the top row, then X moved: X is one ahead.
    assert_eq!(
        board_err("OOO/XX./XX.").1,
        "board: O has a line but X moved after it; the game ends when a line is completed"
    );
}

#[test]
fn finished_boards_are_valid_input() {
    // X won; a draw; X won with two lines through the last move; O won.
    for text in ["XXX/OO./...", "XOX/XOO/OXX", "XXX/XOO/XOO", "OOO/XX./X.."] {
        let b: Board = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(b.is_terminal(), "{text}");
        let p = Problem::board(text, Scoring::Wdl).unwrap();
        let s = p
            .search(
                Algorithm::AlphaBeta,
                &SearchOptions::default(),
                &mut NullSink,
            )
            .unwrap();
        assert_eq!((s.nodes, s.leaves, s.best_move), (1, 1, None), "{text}");
    }
}
