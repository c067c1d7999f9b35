//! Nim through the CLI with no code of its own there: the registry's entry
//! (crates/core/src/games/nim/entry.rs) reads --board. The values follow
//! Bouton's rule, and a bad heap gives one line and exit 2.

mod common;

use common::{analyze, fails};

#[test]
fn values_follow_boutons_rule_and_alpha_beta_agrees() {
    for (heaps, xor) in [("1,2,3", 0), ("2,2", 0), ("2,3", 1), ("1,2,4", 7)] {
        let v = analyze(&["--game", "nim", "--board", heaps]);
        let want = if xor == 0 { -1.0 } else { 1.0 };
        assert_eq!(v["minimax"]["value"], want, "{heaps}");
        assert_eq!(v["alphabeta"]["value"], want, "{heaps}");
    }
    let v = analyze(&["--game", "nim", "--board", "1,2,3"]);
    assert_eq!(
        (
            v["minimax"]["nodes"].as_u64(),
            v["alphabeta"]["nodes"].as_u64()
        ),
        (Some(447), Some(249))
    );
}

#[test]
fn a_bad_heap_gives_one_line_and_exit_2() {
    assert_eq!(
        fails(&["analyze", "--game", "nim", "--board", "1,99"]),
        "heap 2 has 99 sticks: at most 15 a heap"
    );
    assert_eq!(
        fails(&["analyze", "--game", "nim", "--board", "1,x"]),
        "heap 2 is \"x\", not a number of sticks (write heaps as 3,4,5)"
    );
    assert_eq!(
        fails(&["analyze", "--game", "nim", "--board", "1,1,1,1,1,1,1,1,1"]),
        "9 heaps: Nim here takes at most 8"
    );
}
