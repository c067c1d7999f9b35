//! Knowledge before search: the opening books agree with a full search on
//! every position they hold, a search with the book returns the value it
//! returns without (in fewer nodes), book and endgame nodes are traced as
//! such, and bad combinations are refused.

mod common;

use std::collections::HashSet;

use abviz_core::games::books;
use abviz_core::{
    search, Algorithm, Board, Config, Connect4, Event, Game, Problem, Scoring, SearchOptions, Size,
    Stats, TicTacToe,
};
use common::check_trace;

/// Every unfinished tic-tac-toe board within `plies` plies of the empty one.
fn boards(plies: u32) -> Vec<Board> {
    let (mut all, mut seen, mut layer) = (vec![], HashSet::new(), vec![Board::EMPTY]);
    for _ in 0..=plies {
        let mut next = vec![];
        for b in layer {
            if b.is_terminal() || !seen.insert(b) {
                continue;
            }
            all.push(b);
            next.extend(b.empty_cells().map(|c| b.play(c)));
        }
        layer = next;
    }
    all
}

fn alphabeta<G: Game>(game: &G, options: &SearchOptions) -> Stats {
    search(game, Algorithm::AlphaBeta, options, &mut Vec::new()).unwrap()
}

#[test]
fn the_tictactoe_book_agrees_with_a_full_search_everywhere() {
    let all = boards(books::TICTACTOE_PLIES);
    assert_eq!(all.len(), 1 + 9 + 72 + 252 + 756);
    // Every scoring, with and without a horizon (a depth limit beyond the
    // end of the game scores wins on the horizon scale, exactly).
    for scoring in [Scoring::Wdl, Scoring::Fast] {
        for depth in [None, Some(9)] {
            let horizon = depth.is_some();
            let options = SearchOptions {
                depth,
                ..SearchOptions::default()
            };
            for &b in &all {
                let game = TicTacToe::new(b, scoring);
                let known = game.book(&b, 0, horizon).expect("in the book");
                let full = alphabeta(&game, &options);
                assert_eq!(known.value, full.value, "{b} {scoring:?} {depth:?}");
                // The book's move reaches that value: the child searched on
                // its own (MAX is the other side; fast wins lie a ply nearer).
                let mv = known.best.unwrap();
                let child = b.play(mv);
                let v = match game.terminal_value(&child, 1, horizon) {
                    Some(v) => v,
                    None => {
                        let s = alphabeta(&TicTacToe::new(child, scoring), &options);
                        let shift = (scoring == Scoring::Fast && s.value != 0.0) as i32 as f64;
                        -(s.value.signum() * (s.value.abs() - shift))
                    }
                };
                assert_eq!(v, full.value, "{b}: book move {mv} {scoring:?} {depth:?}");
            }
        }
    }
}

#[test]
fn book_values_shift_with_the_ply_under_fast_scoring() {
    // X.X/OO./... with X to move wins at once: 10 − 1 from here, 10 − 3
    // two plies further down a search.
    let b: Board = "X.X/OO./...".parse().unwrap();
    let game = TicTacToe::new(Board::EMPTY, Scoring::Fast);
    let at2 = TicTacToe::new(b, Scoring::Fast);
    assert_eq!(at2.book(&b, 0, false).unwrap().value, 9.0);
    assert_eq!(game.book(&b, 4, false).unwrap().value, 5.0);
    assert_eq!(at2.book(&b, 0, false).unwrap().best, Some(1));
}

#[test]
fn the_book_is_stored_one_position_per_symmetry_class() {
    let table = books::parse(books::TICTACTOE);
    assert_eq!(table.len(), 162, "1 + 3 + 12 + 38 + 108 classes");
    for key in table.keys() {
        let cells: [u8; 9] = key.as_bytes().try_into().unwrap();
        assert_eq!(
            books::tictactoe_canonical(&cells).0,
            cells,
            "{key} is not canonical"
        );
    }
    // The symmetries are permutations closed under composition.
    for s in books::SYM {
        let mut seen = s.to_vec();
        seen.sort();
        assert_eq!(seen, (0..9).collect::<Vec<_>>());
    }
}

/// The Connect Four book of `size` against the solver, column by column.
fn check_connect4_book(w: u32, h: u32, every: usize) {
    let i = books::connect4_index(w, h).unwrap();
    let table = books::connect4_table(&books::CONNECT4[i]);
    let lines = books::CONNECT4[i].3.lines().filter(|l| !l.starts_with('#'));
    assert_eq!(table.len(), lines.count(), "every line read");
    for (k, (grid, values)) in table.iter().enumerate() {
        if k % every != 0 {
            continue;
        }
        let g = Connect4::parse(grid, Some(Size::new(w, h).unwrap()), Scoring::Fast).unwrap();
        for c in 0..w {
            let solved = g.solve_column(c, 1 << 16).unwrap().map(|(v, _)| v as i32);
            assert_eq!(values[c as usize], solved, "{grid} column {}", c + 1);
        }
    }
}

#[test]
fn the_connect4_4x4_book_agrees_with_the_solver_everywhere() {
    check_connect4_book(4, 4, 1);
}

#[test]
fn the_connect4_5x4_book_agrees_with_the_solver_on_a_sample() {
    check_connect4_book(5, 4, 17);
}

#[test]
#[ignore = "solves every column of every position: minutes in a debug build"]
fn the_connect4_5x4_book_agrees_with_the_solver_everywhere() {
    check_connect4_book(5, 4, 1);
}

#[test]
fn a_connect4_book_answer_is_the_full_search_value() {
    // 4x4 positions from the book, searched to the end with and without it.
    // Some are stored mirrored (4133 is held, 1422 its mirror image).
    for seq in [
        "", "1", "2", "12", "114", "4133", "1422", "4344", "1211", "342", "213",
    ] {
        for scoring in [Scoring::Wdl, Scoring::Fast] {
            let g = Connect4::parse(seq, Some(Size::new(4, 4).unwrap()), scoring).unwrap();
            let plain = alphabeta(&g, &SearchOptions::default());
            let with = alphabeta(&g, &book());
            assert_eq!(
                (with.value, with.nodes, with.book),
                (plain.value, 1, true),
                "{seq}"
            );
            // The first best column in natural order, as the search finds it.
            assert_eq!(with.best_move, plain.best_move, "{seq} {scoring:?}");
        }
    }
}

fn book() -> SearchOptions {
    SearchOptions {
        book: true,
        ..SearchOptions::default()
    }
}

#[test]
fn a_search_with_the_book_returns_the_same_value_in_fewer_nodes() {
    for text in [
        ".........",
        "....X....",
        "X...O....",
        "XO.......",
        "X.O.X....",
    ] {
        let b: Board = text.parse().unwrap();
        for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let game = TicTacToe::new(b, Scoring::Fast);
            let plain = search(&game, alg, &SearchOptions::default(), &mut Vec::new()).unwrap();
            let with = search(&game, alg, &book(), &mut Vec::new()).unwrap();
            assert_eq!(with.value, plain.value, "{text} {alg:?}");
            assert!(with.nodes < plain.nodes, "{text} {alg:?}");
            assert_eq!((with.book_hits, with.book), (1, true));
            assert_eq!(with.best_move, plain.best_move, "{text} {alg:?}");
        }
    }
}

#[test]
fn book_nodes_are_traced_as_such() {
    let game = TicTacToe::new(Board::EMPTY, Scoring::Wdl);
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let problem = Problem::of(game.clone());
        let (stats, trace) = problem.trace(alg, &book()).unwrap();
        let events: Vec<Event> = trace.iter().collect();
        check_trace(&events, true, alg == Algorithm::AlphaBeta);
        assert!(matches!(
            events[1],
            Event::Book {
                node: 0,
                value: 0.0,
                endgame: false
            }
        ));
        assert_eq!((events.len(), stats.nodes), (3, 1));
    }
}

/// A 5x4 position with 12 empty cells, lost for X (the side to move).
const MID: &str = "12213443";

#[test]
fn the_endgame_solver_gives_the_full_search_value_with_fewer_nodes() {
    let size = Some(Size::new(5, 4).unwrap());
    for scoring in [Scoring::Wdl, Scoring::Fast] {
        let g = Connect4::parse(MID, size, scoring).unwrap();
        // Some(12) reaches every end: exact values on the horizon scale.
        for depth in [None, Some(4), Some(12)] {
            let plain = SearchOptions {
                depth,
                ..SearchOptions::default()
            };
            let end = SearchOptions {
                endgame: Some(9),
                ..plain
            };
            let p = alphabeta(&g, &plain);
            let e = alphabeta(&g, &end);
            assert!(e.nodes < p.nodes, "{depth:?}: {} ≥ {}", e.nodes, p.nodes);
            assert!(e.book_hits > 0 && e.endgame_nodes > 0);
            if depth != Some(4) {
                assert_eq!(e.value, p.value, "{scoring:?} {depth:?}");
            }
        }
    }
}

#[test]
fn endgame_nodes_are_traced_with_their_flag_and_full_tree_ids() {
    let g = Connect4::parse(MID, Some(Size::new(5, 4).unwrap()), Scoring::Wdl).unwrap();
    let options = SearchOptions {
        depth: Some(3),
        endgame: Some(10),
        ..SearchOptions::default()
    };
    let problem = Problem::of(g);
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let (stats, trace) = problem.trace(alg, &options).unwrap();
        let events: Vec<Event> = trace.iter().collect();
        check_trace(&events, true, alg == Algorithm::AlphaBeta);
        let books: Vec<u32> = (events.iter())
            .filter_map(|e| match e {
                Event::Book { node, endgame, .. } => Some(*node).filter(|_| *endgame),
                _ => None,
            })
            .collect();
        assert_eq!(books.len() as u64, stats.book_hits);
        assert!(!books.is_empty());
        // With the plain minimax trace's ids: the answered nodes are those
        // of the full tree at depth 2 (10 empty cells).
        let (_, full) = problem
            .trace(
                Algorithm::Minimax,
                &SearchOptions {
                    depth: Some(3),
                    ..SearchOptions::default()
                },
            )
            .unwrap();
        let at2: HashSet<u32> = (full.iter())
            .filter_map(|e| match e {
                Event::Enter { node, depth: 2, .. } => Some(node),
                _ => None,
            })
            .collect();
        assert!(books.iter().all(|n| at2.contains(n)), "{alg:?}");
        if alg == Algorithm::Minimax {
            assert_eq!(books.len(), at2.len());
        }
    }
}

#[test]
fn bad_book_and_endgame_options_are_refused_in_one_line() {
    for (pairs, want) in [
        (vec![("book", "maybe")], "--book \"maybe\""),
        (vec![("endgame", "0")], "--endgame \"0\""),
        (vec![("endgame", "x")], "--endgame \"x\""),
        (vec![("endgame", "99")], "from 1 to 16"),
    ] {
        let e = Config::from_strs(pairs).unwrap_err().to_string();
        assert!(e.contains(want) && !e.contains('\n'), "{e}");
    }
    let refused = |game: &str, board: &str, pairs: Vec<(&str, &str)>| -> String {
        let mut all = vec![("game", game)];
        all.extend(pairs);
        let c = Config::from_strs(all).unwrap();
        let p = Problem::from_config(Some(board), None, &c).unwrap();
        let alg = c.algorithms[0];
        p.search(alg, &c.options, &mut Vec::new())
            .unwrap_err()
            .to_string()
    };
    let e = refused(
        "connect4",
        "",
        vec![("book", "on"), ("size", "6x5"), ("depth", "2")],
    );
    assert!(e.contains("no opening book"), "{e}");
    let e = refused("tictactoe", ".........", vec![("endgame", "4")]);
    assert!(e.contains("only Connect Four"), "{e}");
    let e = refused(
        "tictactoe",
        ".........",
        vec![
            ("book", "on"),
            ("enhance", "tt"),
            ("algorithm", "alphabeta"),
        ],
    );
    assert!(e.contains("not with --enhance"), "{e}");
}
