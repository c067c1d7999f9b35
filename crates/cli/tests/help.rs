//! End-to-end tests of `abviz --help` and `--version`.

mod common;

use common::abviz;

// ---------------------------------------------------------------------------
// help and version
// ---------------------------------------------------------------------------

#[test]
fn help_explains_the_notation_and_counting_conventions() {
    for args in [
        &["--help"][..],
        &["analyze", "--help"],
        &["trace", "--help"],
        &["help", "trace"],
    ] {
        let r = abviz(args);
        assert_eq!(r.code, Some(0), "{args:?}");
        assert_eq!(r.stderr, "", "{args:?}");
        for needle in [
            "NOTATION",
            "row-major",
            "O.X/.X./O..",
            "'/' may separate rows",
            "X moves",
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "±1000000000",
            "--root min",
            "alpha >= beta",
            "fail-hard",
            "win = 10 - plies",
            "random:SEED",
            "worst-first",
            "COUNTING",
            "nodes = every node entered, root included",
            "leaves = nodes evaluated",
            "cutoffs = breaks that leave at least one child untried",
            "pruned_children",
            "best_move = the move the configuration plays",
            "the move secondary search plays",
            "549946",
            "18297",
        ] {
            assert!(r.stdout.contains(needle), "{args:?}: help lacks {needle:?}");
        }
    }
}

#[test]
fn version_prints_the_package_version() {
    let r = abviz(&["--version"]);
    assert_eq!(r.code, Some(0));
    assert_eq!(r.stdout, format!("abviz {}\n", env!("CARGO_PKG_VERSION")));
}
