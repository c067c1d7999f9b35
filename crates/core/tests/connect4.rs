//! Connect Four against published facts: Tromp's position counts, the
//! solver literature's scores, and minimax's node counts from the empty board.

use abviz_core::{
    count_positions, solve, Algorithm, Config, Connect4, NullSink, Problem, Scoring, SearchOptions,
    Size,
};

fn c4(moves: &str, scoring: Scoring) -> Connect4 {
    Connect4::parse(moves, None, scoring).unwrap()
}

#[test]
fn positions_after_n_plies_are_tromps_counts() {
    // OEIS A212693, n = 0…7.
    assert_eq!(
        count_positions(Size::default(), 7),
        [1, 7, 49, 238, 1120, 4263, 16422, 54859]
    );
}

#[test]
fn solver_reproduces_the_published_scores() {
    for (moves, score) in [("4455", 18.0), ("44455554221", -15.0)] {
        let s = solve(&c4(moves, Scoring::Fast), 1 << 16).unwrap();
        assert_eq!(s.value, score, "{moves}");
    }
}

#[test]
fn minimax_from_the_empty_board_enters_every_node_of_the_uniform_tree() {
    for d in 0..=6u32 {
        let p = Problem::of(Connect4::empty(Size::default(), Scoring::Wdl));
        let options = SearchOptions {
            depth: Some(d),
            ..SearchOptions::default()
        };
        let s = p
            .search(Algorithm::Minimax, &options, &mut NullSink)
            .unwrap();
        assert_eq!(s.nodes, (7u64.pow(d + 1) - 1) / 6, "depth {d}");
    }
}

#[test]
fn every_enhancement_combination_returns_minimax_value() {
    let p = Problem::of(c4("4453", Scoring::Fast));
    let base = SearchOptions {
        depth: Some(5),
        ..SearchOptions::default()
    };
    let mm = p.search(Algorithm::Minimax, &base, &mut NullSink).unwrap();
    for e in [
        "",
        "order",
        "tt",
        "id,tt",
        "killer,history",
        "pvs",
        "id,aspiration",
        "all",
    ] {
        let c = Config::from_strs([("enhance", e), ("depth", "5")]).unwrap();
        let s = p
            .search(Algorithm::AlphaBeta, &c.options, &mut NullSink)
            .unwrap();
        assert_eq!(s.value, mm.value, "{e}");
        eprintln!("{e}: {} nodes", s.nodes);
    }
    let c = Config::from_strs([("enhance", "tt"), ("depth", "5")]).unwrap();
    let s = p
        .search(Algorithm::Mtdf, &c.options, &mut NullSink)
        .unwrap();
    assert_eq!(s.value, mm.value, "mtdf");
}

mod parser {
    use abviz_core::{Connect4, Game, Scoring, Size};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(
            std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(512)
        ))]

        /// Any text either reads as a position or gives a one-line error;
        /// never a panic.
        #[test]
        fn any_text_parses_or_gives_one_line(text in "[0-9XxOo./ \\n-]{0,60}|\\PC{0,40}", w in 4u32..=7, h in 4u32..=6) {
            let size = Size::new(w, h).unwrap();
            match Connect4::parse(&text, Some(size), Scoring::Fast) {
                Ok(g) => prop_assert!(g.root().stones() <= size.cells()),
                Err(e) => {
                    let msg = e.to_string();
                    prop_assert!(!msg.contains('\n') && msg.len() < 200, "{}", msg);
                }
            }
        }

        /// A column sequence and its grid are the same position, and the
        /// grid reads back to itself.
        #[test]
        fn sequence_and_grid_agree(cols in prop::collection::vec(1u32..=7, 0..30), w in 4u32..=7, h in 4u32..=6) {
            let size = Size::new(w, h).unwrap();
            let text: String = cols.iter().filter(|&&c| c <= w).map(|c| char::from_digit(*c, 10).unwrap()).collect();
            if let Ok(g) = Connect4::parse(&text, Some(size), Scoring::Wdl) {
                let grid = g.grid(&g.root());
                let back = Connect4::parse(&grid, None, Scoring::Wdl).unwrap();
                prop_assert_eq!(back.root(), g.root());
                prop_assert_eq!(back.grid(&back.root()), grid);
                prop_assert_eq!(back.size(), size);
            }
        }
    }
}

/// A column past the board's width is never playable: on 7×6 column 7's top
/// bit lies past the board's bits, in the empty guard row.
#[test]
fn no_column_past_the_width_can_be_played() {
    for (w, h) in [(7, 6), (4, 4), (5, 4), (6, 5)] {
        let g = Connect4::empty(Size::new(w, h).unwrap(), Scoring::Wdl);
        let root = abviz_core::Game::root(&g);
        assert!((0..w).all(|c| g.can_play(&root, c)), "{w}x{h}");
        assert!((w..w + 9).all(|c| !g.can_play(&root, c)), "{w}x{h}");
    }
}

/// The solver's value of a finished game is the game's own, on either
/// scale: a full 5×4 board whose last disc made four is a loss for the side
/// to move, not the draw the range of scores still possible would suggest.
#[test]
fn the_solver_scores_a_finished_full_board_as_the_game_does() {
    for scoring in [Scoring::Wdl, Scoring::Fast] {
        let g = Connect4::parse(
            "OOOOX/XXOXO/XXOXX/OOXXO",
            Some(Size::new(5, 4).unwrap()),
            scoring,
        )
        .unwrap();
        let searched = Problem::of(g.clone())
            .search(
                Algorithm::AlphaBeta,
                &SearchOptions::default(),
                &mut NullSink,
            )
            .unwrap();
        let solved = solve(&g, 1 << 10).unwrap();
        assert!(searched.value < 0.0, "{scoring:?}");
        assert_eq!(solved.value, searched.value, "{scoring:?}");
    }
}
