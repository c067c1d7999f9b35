//! Rich's secondary search (`Problem::secondary_within`): the chosen move
//! searched K plies deeper; another taken when it falls into a trap. Hand
//! trees for each outcome, a Connect Four trap, and the budget and option
//! checks.

use abviz_core::{
    Algorithm, Budget, Config, Error, NullSink, Problem, SearchOptions, Secondary, StopReason,
};

fn depth(d: u32) -> SearchOptions {
    SearchOptions {
        depth: Some(d),
        ..SearchOptions::default()
    }
}

/// The depth-`d` search by `alg` and its secondary search `k` deeper.
fn check(p: &Problem, alg: Algorithm, d: u32, k: u32) -> Secondary {
    let o = depth(d);
    let main = p.search(alg, &o, &mut NullSink).unwrap();
    let s = p.secondary_within(alg, &o, &main, k, &mut Budget::default());
    s.unwrap().expect("a root move to check")
}

/// B looks best at depth 1 (5) but is worth 1 a ply deeper, below C's 3:
/// C, checked deeper too (4), is played instead.
const TRAP: &str = "[B=5[1,9],C=3[4,6]]";

#[test]
fn a_trap_past_the_horizon_changes_the_move() {
    let p = Problem::tree(TRAP, true).unwrap();
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let s = check(&p, alg, 1, 1);
        assert_eq!(
            (s.chosen, s.value, s.deeper_value),
            (0, 5.0, 1.0),
            "{alg:?}"
        );
        assert_eq!(s.second, Some((1, 3.0)));
        assert_eq!(s.second_deeper_value, Some(4.0));
        assert!(s.reconsidered && s.changed);
        assert_eq!((s.final_move, s.final_value, s.depth), (1, 4.0, 2));
        // B deeper (root, B, two leaves), the root without B (root, C),
        // C deeper (root, C, two leaves).
        assert_eq!(s.nodes, 10);
    }
}

#[test]
fn a_move_that_holds_up_is_kept_without_searching_the_others() {
    let p = Problem::tree("[B=5[6,9],C=3[4,6]]", true).unwrap();
    let s = check(&p, Algorithm::AlphaBeta, 1, 1);
    assert_eq!((s.chosen, s.deeper_value, s.final_move), (0, 6.0, 0));
    assert!(!s.reconsidered && !s.changed);
    assert_eq!((s.second, s.second_deeper_value, s.nodes), (None, None, 4));
}

/// B falls to 2, below C's 3, but C deeper is worse still (1): B stays.
#[test]
fn a_reconsidered_move_stays_when_the_other_is_worse_deeper() {
    let p = Problem::tree("[B=5[2,9],C=3[1,6]]", true).unwrap();
    let s = check(&p, Algorithm::AlphaBeta, 1, 1);
    assert!(s.reconsidered && !s.changed);
    assert_eq!(
        (s.final_move, s.final_value, s.second),
        (0, 2.0, Some((1, 3.0)))
    );
}

/// A MIN root, mirrored: "worse" means higher.
#[test]
fn a_min_root_reconsiders_a_value_that_rises() {
    let p = Problem::tree("[B=-5[-1,-9],C=-3[-4,-6]]", false).unwrap();
    let s = check(&p, Algorithm::AlphaBeta, 1, 1);
    assert_eq!(
        (s.chosen, s.deeper_value, s.second),
        (0, -1.0, Some((1, -3.0)))
    );
    assert_eq!((s.final_move, s.final_value, s.changed), (1, -4.0, true));
}

/// The second-best value is exact, not alpha-beta's bound: at depth 2, C
/// fails low at the root (its first leaf 4.5 is below B's 5) and alpha-beta
/// returns 4.5 for it, but C is worth 3.
#[test]
fn the_second_best_value_is_exact() {
    let p = Problem::tree("[B[E=5[1],F=6[9]],C[4.5,3],D[3,7]]", true).unwrap();
    let s = check(&p, Algorithm::AlphaBeta, 2, 1);
    assert_eq!((s.chosen, s.value, s.deeper_value), (0, 5.0, 1.0));
    assert_eq!(s.second, Some((1, 3.0)));
    assert_eq!((s.final_move, s.final_value, s.changed), (1, 3.0, true));
}

/// Connect Four after 7 4 4 4 7 5, X to move, depth 2: column 5 looks
/// best (−7) but loses within four plies; column 3 (−10 at depth 2, −9 at
/// depth 4) is played instead, as a full depth-4 search plays it.
#[test]
fn connect_four_secondary_search_avoids_a_loss_for_fewer_nodes() {
    let c = Config::from_strs([("game", "connect4")]).unwrap();
    let p = Problem::from_config(Some("744475"), None, &c).unwrap();
    let main = p
        .search(Algorithm::AlphaBeta, &depth(2), &mut NullSink)
        .unwrap();
    let s = check(&p, Algorithm::AlphaBeta, 2, 2);
    assert_eq!((s.chosen, s.value, s.deeper_value), (4, -7.0, -1000.0));
    assert_eq!(s.second, Some((2, -10.0)));
    assert_eq!((s.final_move, s.final_value, s.changed), (2, -9.0, true));
    let full = p
        .search(Algorithm::AlphaBeta, &depth(4), &mut NullSink)
        .unwrap();
    assert_eq!((full.best_move, full.value), (Some(2), -9.0));
    assert_eq!((main.nodes, s.nodes, full.nodes), (44, 450, 1100));
}

#[test]
fn secondary_search_runs_within_the_budget() {
    let p = Problem::tree(TRAP, true).unwrap();
    let main = p
        .search(Algorithm::AlphaBeta, &depth(1), &mut NullSink)
        .unwrap();
    let mut budget = Budget::nodes(7);
    let r = p.secondary_within(Algorithm::AlphaBeta, &depth(1), &main, 1, &mut budget);
    match r {
        Err(Error::Stopped(s)) => assert_eq!(s.reason, StopReason::NodeLimit(7)),
        other => panic!("{other:?}"),
    }
    let mut budget = Budget::nodes(10);
    assert!(p
        .secondary_within(Algorithm::AlphaBeta, &depth(1), &main, 1, &mut budget)
        .is_ok());
}

#[test]
fn secondary_search_needs_a_depth_limit_and_the_textbook_search() {
    let p = Problem::tree(TRAP, true).unwrap();
    let e = p.check_secondary(Algorithm::AlphaBeta, &SearchOptions::default(), 1);
    assert_eq!(e.unwrap_err().to_string(), "secondary needs --depth");
    // Depth 1 + 2 reaches B's leaves' level and beyond: fine for a tree.
    assert!(p
        .check_secondary(Algorithm::AlphaBeta, &depth(1), 2)
        .is_ok());
    // A tree needs values where the deeper search stops.
    let p = Problem::tree("[B=5[[1,2],9],C=3[4,6]]", true).unwrap();
    assert!(p
        .check_secondary(Algorithm::AlphaBeta, &depth(1), 1)
        .is_err());
    let c = Config::from_strs([("game", "connect4")]).unwrap();
    let c4 = Problem::from_config(Some("44"), None, &c).unwrap();
    let enhanced = SearchOptions {
        enhance: "order".parse().unwrap(),
        ..depth(2)
    };
    assert_eq!(
        c4.check_secondary(Algorithm::AlphaBeta, &enhanced, 1)
            .unwrap_err()
            .to_string(),
        "secondary needs alphabeta or minimax without --enhance (not mtdf)"
    );
    for bad in ["0", "-1", "x", "1.5"] {
        let e = Config::from_strs([("secondary", bad)])
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("secondary depth"), "{bad}: {e}");
    }
}
