//! Symmetry reduction (tic-tac-toe's `symmetry` option): Nilsson's Fig. 3
//! reproduced, the 765 positions, the refusals, and the properties: with
//! it a node's children are pairwise different positions up to symmetry
//! yet cover every child, and every search's value equals the value
//! without it, at every depth.

mod common;

use abviz_core::{
    count_tictactoe_positions_within, search, Algorithm, Board, Budget, Config, Event, Game,
    Ordering, Problem, Scoring, SearchOptions, TicTacToe, Variant, NONE,
};
use common::{check_all, position};
use proptest::prelude::*;

fn config(pairs: &[(&str, &str)]) -> Config {
    Config::from_strs(pairs.iter().copied()).unwrap()
}

/// (move, value) of each child of the root, in search order, and the stats.
fn root_children(board: &str, pairs: &[(&str, &str)]) -> (Vec<(u32, f64)>, abviz_core::Stats) {
    let c = config(pairs);
    let p = Problem::from_config(Some(board), None, &c).unwrap();
    let (stats, trace) = p.trace(Algorithm::Minimax, &c.options).unwrap();
    let mut moves = vec![];
    let mut children = vec![];
    for e in trace.iter() {
        match e {
            Event::Enter {
                node, parent, mv, ..
            } if parent == 0 && node != NONE => moves.push((node, mv)),
            Event::Exit { node, value } => {
                if let Some(&(_, mv)) = moves.iter().find(|(n, _)| *n == node) {
                    children.push((mv, value));
                }
            }
            _ => {}
        }
    }
    (children, stats)
}

#[test]
fn nilsson_fig3_three_moves_twelve_tips_and_the_centre() {
    let on = [("symmetry", "on"), ("depth", "2"), ("algorithm", "minimax")];
    let (children, stats) = root_children(".........", &on);
    // Corner (cell 0) −1, edge (cell 1) −2, centre (cell 4) 1.
    assert_eq!(children, vec![(0, -1.0), (1, -2.0), (4, 1.0)]);
    assert_eq!((stats.leaves, stats.nodes), (12, 16));
    assert_eq!((stats.value, stats.best_move), (1.0, Some(4)));
    // Without symmetry: 9 moves and 72 tips, the same value and move.
    let off = [("depth", "2"), ("algorithm", "minimax")];
    let (children, stats) = root_children(".........", &off);
    assert_eq!(children.len(), 9);
    assert_eq!(
        (stats.leaves, stats.value, stats.best_move),
        (72, 1.0, Some(4))
    );
}

#[test]
fn the_whole_game_up_to_symmetry_has_765_positions() {
    let on = count_tictactoe_positions_within(true, &mut Budget::default()).unwrap();
    assert_eq!(on, [1, 3, 12, 38, 108, 174, 204, 153, 57, 15]);
    assert_eq!(on.iter().sum::<u64>(), 765);
    let off = count_tictactoe_positions_within(false, &mut Budget::default()).unwrap();
    assert_eq!(off, [1, 9, 72, 252, 756, 1260, 1520, 1140, 390, 78]);
    assert_eq!(off.iter().sum::<u64>(), 5478);
}

#[test]
fn symmetry_is_refused_where_there_is_none_and_read_as_on_or_off() {
    let refused = "symmetry needs tic-tac-toe (the only game whose board symmetries are used)";
    let c = config(&[("symmetry", "on")]);
    let e = Problem::from_config(None, Some("[[1,2],[3,4]]"), &c).unwrap_err();
    assert_eq!(e.to_string(), refused);
    let c = config(&[("game", "connect4"), ("symmetry", "on")]);
    let e = Problem::from_config(Some("44"), None, &c).unwrap_err();
    assert_eq!(e.to_string(), refused);
    let e = Config::from_strs([("symmetry", "maybe")]).unwrap_err();
    assert_eq!(e.to_string(), "symmetry \"maybe\" is neither on nor off");
    assert!(!config(&[("symmetry", "off")]).symmetry);
    // Off, a tree is searched as before.
    let c = config(&[("symmetry", "off")]);
    assert!(Problem::from_config(None, Some("[[1,2],[3,4]]"), &c).is_ok());
}

#[test]
fn the_full_game_keeps_its_value_with_far_fewer_nodes() {
    let g = TicTacToe::new(Board::EMPTY, Scoring::Wdl).with_symmetry(true);
    let opts = SearchOptions::default();
    let s = search(&g, Algorithm::Minimax, &opts, &mut abviz_core::NullSink).unwrap();
    assert_eq!((s.value, s.nodes, s.leaves), (0.0, 58_524, 26_830));
    // Through the problem, where plain minimax would take the kernel that
    // knows only the full tree: the same reduced tree, traced or not.
    let c = config(&[("symmetry", "on"), ("algorithm", "minimax")]);
    let p = Problem::from_config(Some("........."), None, &c).unwrap();
    let counted = p
        .search(Algorithm::Minimax, &opts, &mut abviz_core::NullSink)
        .unwrap();
    let (traced, _) = p.trace(Algorithm::Minimax, &opts).unwrap();
    assert_eq!((counted.nodes, traced.nodes), (58_524, 58_524));
    let ab = search(&g, Algorithm::AlphaBeta, &opts, &mut abviz_core::NullSink).unwrap();
    assert_eq!((ab.value, ab.nodes), (0.0, 3_082));
}

fn options(algorithm_order: Ordering, depth: u32) -> SearchOptions {
    SearchOptions {
        ordering: algorithm_order,
        depth: Some(depth),
        variant: Variant::FailSoft,
        ..SearchOptions::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Kept children are pairwise different positions up to symmetry, and
    /// every legal child is one of them up to symmetry.
    #[test]
    fn children_are_one_per_symmetry_class(b in position(0..=8)) {
        let (full, reduced) = (TicTacToe::new(b, Scoring::Wdl), TicTacToe::new(b, Scoring::Wdl).with_symmetry(true));
        let (mut all, mut kept) = (vec![], vec![]);
        full.moves(&b, &mut all);
        reduced.moves(&b, &mut kept);
        let kids: Vec<Board> = kept.iter().map(|&m| b.play(m)).collect();
        for (i, x) in kids.iter().enumerate() {
            for y in &kids[i + 1..] {
                prop_assert!(!x.equivalent(y), "{b}: {x} and {y} are the same position");
            }
        }
        for m in all {
            let child = b.play(m);
            let first = kept.iter().find(|&&k| b.play(k).equivalent(&child));
            prop_assert!(first.is_some_and(|&k| k <= m), "{b}: move {m} has no earlier kept twin");
        }
    }

    /// Minimax and alpha-beta (both variants, every trace rule, node ids of
    /// the reduced tree) with symmetry reach the value the search without
    /// it reaches, at every depth.
    #[test]
    fn the_value_is_the_value_without_symmetry(
        b in position(0..=8),
        depth in 1u32..=9,
        fast in any::<bool>(),
        heuristic in any::<bool>(),
    ) {
        let scoring = if fast { Scoring::Fast } else { Scoring::Wdl };
        let order = if heuristic { Ordering::Heuristic } else { Ordering::Natural };
        let opts = options(order, depth);
        let plain = TicTacToe::new(b, scoring);
        let reference = search(&plain, Algorithm::Minimax, &opts, &mut abviz_core::NullSink).unwrap().value;
        let reduced = plain.clone().with_symmetry(true);
        check_all(&reduced, &opts, reference);
        let ab = search(&reduced, Algorithm::AlphaBeta, &opts, &mut abviz_core::NullSink).unwrap();
        prop_assert_eq!(ab.value, reference);
    }
}
