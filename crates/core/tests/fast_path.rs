//! The specialised tic-tac-toe minimax that `Problem` uses must be
//! indistinguishable from the reference search: the same events, in the same
//! order, and the same stats, for every position, scoring and ordering it
//! accepts, both through a sink (`Problem::search`) and recorded
//! (`Problem::trace`); everything else must still reach the reference.

mod common;

use common::position;

use abviz_core::{
    search, Algorithm, Board, Event, Ordering, Problem, Scoring, SearchOptions, Stats, TicTacToe,
};
use proptest::prelude::*;

/// The reference search, `Problem::search` into a sink, and
/// `Problem::trace` replayed: stats and events of each.
fn all(board: Board, scoring: Scoring, options: &SearchOptions) -> [(Stats, Vec<Event>); 3] {
    let game = TicTacToe::new(board, scoring);
    let mut reference = Vec::new();
    let r = search(&game, Algorithm::Minimax, options, &mut reference).unwrap();
    let problem = Problem::of(game);
    let mut sunk = Vec::new();
    let s = problem
        .search(Algorithm::Minimax, options, &mut sunk)
        .unwrap();
    let (t, trace) = problem.trace(Algorithm::Minimax, options).unwrap();
    [(r, reference), (s, sunk), (t, trace.iter().collect())]
}

fn first_difference(a: &[Event], b: &[Event]) -> Option<String> {
    let i = (0..a.len().min(b.len())).find(|&i| a[i] != b[i]);
    match i {
        Some(i) => Some(format!(
            "event {i} is {:?}, the reference has {:?}",
            a[i], b[i]
        )),
        None if a.len() != b.len() => {
            Some(format!("{} events, the reference has {}", a.len(), b.len()))
        }
        None => None,
    }
}

fn options(ordering: Ordering, depth: Option<u32>) -> SearchOptions {
    SearchOptions {
        ordering,
        depth,
        ..SearchOptions::default()
    }
}

#[test]
fn the_empty_board_gives_the_reference_trace_event_for_event() {
    for scoring in [Scoring::Wdl, Scoring::Fast] {
        for ordering in [Ordering::Natural, Ordering::Reverse] {
            let [(rs, re), sunk, recorded] = all(Board::EMPTY, scoring, &options(ordering, None));
            assert_eq!(rs.nodes, 549_946);
            assert_eq!(re.len(), 1_355_060);
            for (how, (fs, fe)) in [("sink", sunk), ("trace", recorded)] {
                assert_eq!(fs, rs, "{how}, {scoring:?} {ordering:?}");
                if let Some(d) = first_difference(&fe, &re) {
                    panic!("{how}, {scoring:?} {ordering:?}: {d}");
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every reachable position (finished ones included, which take the
    /// reference path), both scorings, every ordering, with and without a
    /// depth limit: the traces and stats `Problem` gives equal the reference.
    #[test]
    fn problem_minimax_equals_the_reference_on_random_positions(
        board in position(0..=9).prop_filter("the empty board is checked above", |b| *b != Board::EMPTY),
        fast_scoring in any::<bool>(),
        which in 0usize..6,
        seed in any::<u64>(),
        depth in prop_oneof![Just(None), (0u32..5).prop_map(Some)],
    ) {
        let scoring = if fast_scoring { Scoring::Fast } else { Scoring::Wdl };
        let ordering = [
            Ordering::Natural, Ordering::Reverse, Ordering::Random(seed),
            Ordering::Heuristic, Ordering::BestFirst, Ordering::WorstFirst,
        ][which];
        let [(rs, re), sunk, recorded] = all(board, scoring, &options(ordering, depth));
        for (fs, fe) in [sunk, recorded] {
            prop_assert_eq!(fs, rs.clone());
            prop_assert_eq!(fe, re.clone());
        }
    }
}
