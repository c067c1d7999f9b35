use super::*;
use crate::games::Game;

#[test]
fn parses_rows_with_and_without_slashes() {
    let a: Board = "O.X/.X./O..".parse().unwrap();
    let b: Board = "o-x_x-o__".parse().unwrap();
    assert_eq!(a, b);
    assert_eq!(a.to_string(), "O.X/.X./O..");
    assert_eq!(a.to_move(), Mark::X);
}

#[test]
fn nilsson_counts_open_lines() {
    // Nilsson's example: X alone in the centre leaves 8 lines open for X
    // and 4 for O, so e = 4 from X's view.
    let b: Board = "....X....".parse().unwrap();
    assert_eq!(b.open_lines(Mark::X), 8);
    assert_eq!(b.open_lines(Mark::O), 4);
    assert_eq!(b.nilsson(Mark::X), 4);
}

#[test]
fn full_board_without_line_is_a_draw() {
    let b: Board = "XOX/XOO/OXX".parse().unwrap();
    let g = TicTacToe::new(b, Scoring::Wdl);
    assert_eq!(g.terminal_value(&b, 0, false), Some(0.0));
}
