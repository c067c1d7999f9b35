//! The specialised tic-tac-toe minimax that `Problem` uses must be
//! indistinguishable from the reference search: the same events, in the same
//! order, and the same stats, for every position, scoring and ordering it
//! accepts; everything else must still reach the reference.

use abviz_core::{
    search, Algorithm, Board, Event, Ordering, Problem, Scoring, SearchOptions, Stats, TicTacToe,
};
use proptest::collection::vec;
use proptest::prelude::*;

fn both(board: Board, scoring: Scoring, options: &SearchOptions) -> [(Stats, Vec<Event>); 2] {
    let game = TicTacToe::new(board, scoring);
    let mut reference = Vec::new();
    let r = search(&game, Algorithm::Minimax, options, &mut reference).unwrap();
    let mut fast = Vec::new();
    let f = Problem::Board(game)
        .search(Algorithm::Minimax, options, &mut fast)
        .unwrap();
    [(r, reference), (f, fast)]
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
            let [(rs, re), (fs, fe)] = both(Board::EMPTY, scoring, &options(ordering, None));
            assert_eq!(fs, rs, "{scoring:?} {ordering:?}");
            assert_eq!(fs.nodes, 549_946);
            assert_eq!(fe.len(), re.len());
            if let Some(i) = (0..fe.len()).find(|&i| fe[i] != re[i]) {
                panic!("{scoring:?} {ordering:?}: event {i} is {:?}, the reference has {:?}", fe[i], re[i]);
            }
        }
    }
}

/// A reachable position: up to `k` random legal moves from the empty board.
fn position() -> impl Strategy<Value = Board> {
    (0usize..=9, vec(0usize..9, 9)).prop_map(|(k, choices)| {
        let mut b = Board::EMPTY;
        for &c in choices.iter().take(k) {
            if b.is_terminal() {
                break;
            }
            let free: Vec<u32> = b.empty_cells().collect();
            b = b.play(free[c % free.len()]);
        }
        b
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every reachable position (finished ones included, which take the
    /// reference path), both scorings, every ordering, with and without a
    /// depth limit: the traces and stats `Problem` gives equal the reference.
    #[test]
    fn problem_minimax_equals_the_reference_on_random_positions(
        board in position().prop_filter("the empty board is checked above", |b| *b != Board::EMPTY),
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
        let [(rs, re), (fs, fe)] = both(board, scoring, &options(ordering, depth));
        prop_assert_eq!(fs, rs);
        prop_assert_eq!(fe, re);
    }
}
