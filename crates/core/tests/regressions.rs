//! Regressions: documented behaviour the engine of commit c3e1650 did not
//! follow. Each test states the documentation it holds the code to.

use abviz_core::{Algorithm, NullSink, Ordering, Problem, Scoring, SearchOptions};

/// `abviz --help` says: "With --depth, … wins score 100 (fast: 100 - plies)
/// so they lie outside e's range." The engine once scored a fast win under a
/// depth limit as 1000 − plies, so X winning at ply 1 was worth 999, not 99.
#[test]
fn fast_win_under_a_depth_limit_scores_100_minus_plies_as_documented() {
    let p = Problem::board("XX./OO./...", Scoring::Fast).unwrap();
    let opts = SearchOptions {
        depth: Some(1),
        ..SearchOptions::default()
    };
    let s = p.search(Algorithm::Minimax, &opts, &mut NullSink).unwrap();
    assert_eq!((s.value, s.best_move), (100.0 - 1.0, Some(2)));
}

/// `Ordering::Heuristic` is documented as "Sorted by the evaluation
/// function … (ties and games without evaluation keep natural order)", and
/// textbook trees have no evaluation function. The engine still sorts a
/// tree node's *leaf* children by their values (inner children count as 0),
/// so `[5,9,1]` is searched as 9, 5, 1 and the AIMA tree's alpha-beta counts
/// change (9 nodes instead of 11).
#[test]
fn heuristic_ordering_keeps_natural_order_on_textbook_trees_as_documented() {
    for (text, root_is_max) in [("[5,9,1]", true), ("[[3,12,8],[2,4,6],[14,5,2]]", true)] {
        let p = Problem::tree(text, root_is_max).unwrap();
        let natural = SearchOptions::default();
        let heuristic = SearchOptions {
            ordering: Ordering::Heuristic,
            ..natural
        };
        for path in [&[][..], &[0][..]] {
            assert_eq!(
                p.ordered_moves(&heuristic, path),
                p.ordered_moves(&natural, path),
                "{text} at {path:?}"
            );
        }
        let a = p
            .search(Algorithm::AlphaBeta, &heuristic, &mut NullSink)
            .unwrap();
        let b = p
            .search(Algorithm::AlphaBeta, &natural, &mut NullSink)
            .unwrap();
        assert_eq!(a, b, "{text}");
    }
}
