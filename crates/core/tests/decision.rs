//! The decision record (`Problem::decide_within`): the move a whole
//! configuration plays, which every reader (the CLI's `best_move`, the wasm
//! summary, the page) names. After secondary search it is secondary
//! search's move, not the depth-D search's; without it, the search's own;
//! with the book at the root, the book's.

use abviz_core::{
    Algorithm, Budget, Config, DecidedBy, Decision, NullSink, Problem, SearchOptions,
};

fn depth(d: u32) -> SearchOptions {
    SearchOptions {
        depth: Some(d),
        ..SearchOptions::default()
    }
}

/// `alg` on `p` with `options`, then its decision with `secondary` plies.
fn decide(p: &Problem, alg: Algorithm, o: &SearchOptions, secondary: Option<u32>) -> Decision {
    let main = p.search(alg, o, &mut NullSink).unwrap();
    p.decide_within(alg, o, &main, secondary, &mut Budget::default())
        .unwrap()
}

#[test]
fn secondary_search_decides_the_move_played_not_the_depth_d_search() {
    // Rich's trap: depth 1 prefers B (5); 2 deep B is 1 and C 4, so C is played.
    let p = Problem::tree("[B=5[1,9],C=3[4,6]]", true).unwrap();
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let main = p.search(alg, &depth(1), &mut NullSink).unwrap();
        assert_eq!((main.best_move, main.value), (Some(0), 5.0));
        let d = decide(&p, alg, &depth(1), Some(1));
        assert_eq!(
            (d.best_move, d.value, d.depth, d.by),
            (Some(1), 4.0, Some(2), DecidedBy::Secondary),
            "{alg:?}"
        );
        let s = d.secondary.expect("secondary search's record");
        assert_eq!((s.chosen, s.final_move), (0, 1));
    }
    // Connect Four after 744475: depth 2 plays column 5 (−7), secondary column 3 (−9 at depth 4).
    let c = Config::from_strs([("game", "connect4")]).unwrap();
    let c4 = Problem::from_config(Some("744475"), None, &c).unwrap();
    let d = decide(&c4, Algorithm::AlphaBeta, &depth(2), Some(2));
    assert_eq!(
        (d.best_move, d.value, d.depth, d.by.name()),
        (Some(2), -9.0, Some(4), "secondary")
    );
}

#[test]
fn a_kept_move_is_still_secondary_search_s_decision() {
    let p = Problem::tree("[B=5[6,9],C=3[4,6]]", true).unwrap();
    let d = decide(&p, Algorithm::AlphaBeta, &depth(1), Some(1));
    assert_eq!(
        (d.best_move, d.value, d.by),
        (Some(0), 6.0, DecidedBy::Secondary)
    );
    assert!(!d.secondary.unwrap().changed);
}

#[test]
fn without_a_later_step_the_search_decides() {
    let p = Problem::tree("[B=5[1,9],C=3[4,6]]", true).unwrap();
    let d = decide(&p, Algorithm::AlphaBeta, &depth(1), None);
    assert_eq!(
        (d.best_move, d.value, d.depth, d.by, d.secondary),
        (Some(0), 5.0, None, DecidedBy::Search, None)
    );
    // A chance root has no move to check: the search's decision stands.
    let chance = Problem::tree("chance[[1,2],[3,4]]", true).unwrap();
    let d = decide(&chance, Algorithm::AlphaBeta, &depth(2), Some(1));
    assert_eq!((d.best_move, d.by), (None, DecidedBy::Search));
}

#[test]
fn the_book_at_the_root_decides_with_the_book_s_move() {
    let c = Config::from_strs([("game", "tictactoe"), ("book", "on")]).unwrap();
    let p = Problem::from_config(Some("X........"), None, &c).unwrap();
    let o = SearchOptions {
        book: true,
        ..depth(4)
    };
    let main = p.search(Algorithm::AlphaBeta, &o, &mut NullSink).unwrap();
    assert!(main.book, "the book answers the root");
    let d = decide(&p, Algorithm::AlphaBeta, &o, None);
    assert_eq!(
        (d.best_move, d.value, d.by),
        (main.best_move, main.value, DecidedBy::Book)
    );
    assert!(d.best_move.is_some());
}
