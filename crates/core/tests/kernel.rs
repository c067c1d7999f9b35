//! The Connect Four kernel against the generic traced solver
//! (`abviz_core::solve`): the same score, on both scorings, for random
//! positions reached by random play, on 7×6 and smaller boards; with every
//! technique switched off in turn; and the book's empty-board entry.

use abviz_core::{
    solve, Budget, Connect4, Game, Kernel, KernelOptions, Scoring, Size, StopReason, MIN_ENTRIES,
};
use proptest::prelude::*;

/// The position after random play from the empty `w`×`h` board: `stones`
/// discs, choices from `picks`, or `None` when the game ended on the way.
fn random_position(
    w: u32,
    h: u32,
    stones: u32,
    picks: &[u32],
    scoring: Scoring,
) -> Option<Connect4> {
    let size = Size::new(w, h).ok()?;
    let mut g = Connect4::empty(size, scoring);
    let mut moves = Vec::new();
    for i in 0..stones {
        let pos = g.root();
        moves.clear();
        g.moves(&pos, &mut moves);
        if moves.is_empty() {
            return None;
        }
        let c = moves[picks[i as usize % picks.len()] as usize % moves.len()];
        g = g.at(g.play(&pos, c));
    }
    // The generic solver narrows its window to the scores still possible,
    // which assumes the game goes on: a four with the last disc on a full
    // board comes out 0 there. Finished games are tested on their own.
    (!g.won(&g.root())).then_some(g)
}

/// The generic solver's root value, from the side to move's view.
fn generic(g: &Connect4) -> i32 {
    solve(g, 1 << 16).unwrap().value as i32
}

/// The options with technique `i` (0…4) switched off, or all on for 5.
fn without(i: usize) -> KernelOptions {
    let mut o = KernelOptions {
        table_entries: MIN_ENTRIES,
        book: false,
        ..KernelOptions::native()
    };
    match i {
        0 => o.anticipate = false,
        1 => o.threat_order = false,
        2 => o.table = false,
        3 => o.bisect = false,
        4 => o.book = true,
        _ => {}
    }
    o
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(24)
    ))]

    /// 7×6 from 14 stones on.
    #[test]
    fn agrees_with_the_generic_solver_on_7x6(
        stones in 22u32..=34, picks in prop::collection::vec(0u32..7, 34), fast in any::<bool>(), off in 0usize..6
    ) {
        let scoring = if fast { Scoring::Fast } else { Scoring::Wdl };
        if let Some(g) = random_position(7, 6, stones, &picks, scoring) {
            let mut k = Kernel::new(without(off));
            let s = k.solve(&g, &mut Budget::default()).unwrap();
            prop_assert_eq!(s.score, generic(&g), "{}", g.grid(&g.root()));
        }
    }

    /// 4×4 and 5×4 (and other small sizes) from the empty board on.
    #[test]
    fn agrees_with_the_generic_solver_on_small_boards(
        w in 4u32..=5, h in 4u32..=5, stones in 0u32..=20, picks in prop::collection::vec(0u32..7, 20),
        fast in any::<bool>(), off in 0usize..6
    ) {
        let scoring = if fast { Scoring::Fast } else { Scoring::Wdl };
        if let Some(g) = random_position(w, h, stones.min(w * h), &picks, scoring) {
            let mut k = Kernel::new(without(off));
            let s = k.solve(&g, &mut Budget::default()).unwrap();
            prop_assert_eq!(s.score, generic(&g), "{} {}", g.size(), g.grid(&g.root()));
            // Each column's score is the child's, negated.
            let columns = k.column_scores(&g, &mut Budget::default()).unwrap();
            let best = columns.iter().flatten().map(|c| c.score).max();
            if let Some(best) = best {
                prop_assert_eq!(best, s.score);
            }
        }
    }
}

#[test]
fn published_scores_and_a_finished_game() {
    let mut k = Kernel::new(KernelOptions::page());
    for (moves, score) in [
        ("4455", 18),
        ("44455554221", -15),
        ("2252576253462244111563365343671351441", -1),
    ] {
        let g = Connect4::parse(moves, None, Scoring::Fast).unwrap();
        assert_eq!(
            k.solve(&g, &mut Budget::default()).unwrap().score,
            score,
            "{moves}"
        );
    }
    // X made four: O, to move, has lost with X's fourth disc.
    let g = Connect4::parse("1212121", None, Scoring::Fast).unwrap();
    assert_eq!(k.solve(&g, &mut Budget::default()).unwrap().score, -18);
    assert!(k
        .column_scores(&g, &mut Budget::default())
        .unwrap()
        .iter()
        .all(Option::is_none));
}

#[test]
fn a_node_limit_stops_the_search_and_leaves_the_table_sound() {
    let g = Connect4::parse("5443", None, Scoring::Fast).unwrap();
    let full = Kernel::new(KernelOptions::page())
        .solve(&g, &mut Budget::default())
        .unwrap();
    assert!(full.nodes > 1000, "{full:?}");
    let mut k = Kernel::new(KernelOptions::page());
    let limit = full.nodes / 2;
    match k.solve(&g, &mut Budget::nodes(limit)).unwrap_err() {
        abviz_core::Error::Stopped(s) => assert_eq!(s.reason, StopReason::NodeLimit(limit)),
        e => panic!("{e}"),
    }
    // Nothing the stopped search left in the table misleads the next one.
    assert_eq!(
        k.solve(&g, &mut Budget::default()).unwrap().score,
        full.score
    );
}
