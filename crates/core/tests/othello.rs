//! Othello against published and independent figures: minimax's leaves
//! from the 8×8 start are the perft counts (4, 12, 56, 244, 1,396, 8,200,
//! 55,092 for depths 1 to 7), 4×4 is solved from the start (White wins by
//! 8 discs, 11–3, as an independent brute force in Python also finds), and
//! alpha-beta agrees with minimax on random positions. (The game joins
//! `GAMES` with the page's Othello, issue 29.)

use abviz_core::games::othello::{Othello, PASS};
use abviz_core::{Algorithm, Game, NullSink, Problem, SearchOptions};
use proptest::prelude::*;

fn at_depth(depth: u32) -> SearchOptions {
    SearchOptions {
        depth: Some(depth),
        ..SearchOptions::default()
    }
}

#[test]
fn minimax_leaves_from_the_start_are_the_perft_counts() {
    let p = Problem::new(Othello::start(8).unwrap());
    let perft = [4, 12, 56, 244, 1_396, 8_200, 55_092];
    for (d, &want) in perft.iter().enumerate() {
        let s = p
            .search(Algorithm::Minimax, &at_depth(d as u32 + 1), &mut NullSink)
            .unwrap();
        assert_eq!(s.leaves, want, "depth {}", d + 1);
    }
}

#[test]
fn four_by_four_is_solved_from_the_start() {
    let p = Problem::new(Othello::start(4).unwrap());
    let ab = p
        .search(
            Algorithm::AlphaBeta,
            &SearchOptions::default(),
            &mut NullSink,
        )
        .unwrap();
    assert_eq!(ab.value, -8.0, "Black, to move, loses 3–11");
    let table = SearchOptions {
        enhance: "id,tt,killer,history".parse().unwrap(),
        depth: Some(16),
        ..SearchOptions::default()
    };
    let tt = p
        .search(Algorithm::AlphaBeta, &table, &mut NullSink)
        .unwrap();
    assert_eq!(
        tt.value, -8.0,
        "with a table, whose keys must hold the side to move across passes"
    );
    assert!(
        tt.nodes < ab.nodes,
        "the table saves work: {} against {}",
        tt.nodes,
        ab.nodes
    );
}

/// A position `plies` random moves (passes included) from the `width` start.
fn random_position(width: u32, plies: usize, seed: u64) -> Othello {
    let g = Othello::start(width).unwrap();
    let mut pos = g.root();
    let mut x = seed | 1;
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        g.moves(&pos, &mut moves);
        if moves.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        pos = g.play(&pos, moves[(x % moves.len() as u64) as usize]);
    }
    Othello::parse(&g.notation(&pos).unwrap(), width).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    /// Alpha-beta's value and best move's value are minimax's, at depth 3, from random positions of every size.
    #[test]
    fn alpha_beta_agrees_with_minimax(w in prop::sample::select(vec![4u32, 6, 8]), plies in 0usize..20, seed in any::<u64>()) {
        let p = Problem::new(random_position(w, plies, seed));
        let mm = p.search(Algorithm::Minimax, &at_depth(3), &mut NullSink).unwrap();
        let ab = p.search(Algorithm::AlphaBeta, &at_depth(3), &mut NullSink).unwrap();
        prop_assert_eq!(mm.value, ab.value);
        prop_assert!(ab.nodes <= mm.nodes);
    }
}

#[test]
fn a_pass_is_written_and_read_back() {
    assert_eq!(Othello::cell_name(PASS), "pass");
    let g = random_position(4, 30, 7);
    let text = g.notation(&g.root()).unwrap();
    assert_eq!(
        Othello::parse(&text, 4)
            .unwrap()
            .notation(&g.root())
            .unwrap(),
        text
    );
}
