//! Nim through its registry entry, against Bouton's rule: with no depth
//! limit, every algorithm's value is +1 exactly when the heaps' XOR is not
//! 0, and a winning first move leaves an XOR of 0. Heaps are read as
//! `3,4,5`. (The entry joins `GAMES` with the page's Nim, issue 29.)

use abviz_core::games::nim::{decode, entry::GAME, Nim};
use abviz_core::{Algorithm, Budget, Config, Error, NullSink, Problem, SearchOptions, StopReason};
use proptest::prelude::*;

fn nim(text: &str) -> Problem {
    (GAME.parse)(text, &Config::default()).unwrap()
}

fn xor(heaps: &[u8]) -> u8 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

fn text(heaps: &[u8]) -> String {
    heaps
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The heaps after `mv` from `heaps`.
fn after(heaps: &[u8], mv: u32) -> Vec<u8> {
    let (heap, taken) = decode(mv);
    let mut next = heaps.to_vec();
    next[heap] -= taken;
    next
}

#[test]
fn every_position_of_three_heaps_up_to_four_follows_the_xor_rule() {
    let enhanced = SearchOptions {
        enhance: "id,tt,killer,history".parse().unwrap(),
        depth: Some(12), // deeper than any of these games
        ..SearchOptions::default()
    };
    for a in 0..=4u8 {
        for b in 0..=4u8 {
            for c in 0..=4u8 {
                let heaps = [a, b, c];
                let p = nim(&text(&heaps));
                let want = if xor(&heaps) != 0 { 1.0 } else { -1.0 };
                for alg in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Negamax] {
                    let s = p
                        .search(alg, &SearchOptions::default(), &mut NullSink)
                        .unwrap();
                    assert_eq!(s.value, want, "{alg:?} on {heaps:?}");
                    if want == 1.0 {
                        let best = s.best_move.unwrap();
                        assert_eq!(
                            xor(&after(&heaps, best)),
                            0,
                            "{alg:?} on {heaps:?} plays {best}"
                        );
                    }
                }
                // The same heaps at MAX's and MIN's turn: a table keyed on heaps alone would mix them.
                let s = p
                    .search(Algorithm::AlphaBeta, &enhanced, &mut NullSink)
                    .unwrap();
                assert_eq!(s.value, want, "alpha-beta with a table on {heaps:?}");
            }
        }
    }
}

#[test]
fn the_textbook_positions_counts_and_a_horizon() {
    // 1,2,3: XOR 0, the side to move loses; its whole tree has 447 nodes.
    let p = nim("1,2,3");
    let mm = p
        .search(Algorithm::Minimax, &SearchOptions::default(), &mut NullSink)
        .unwrap();
    assert_eq!((mm.value, mm.nodes), (-1.0, 447));
    // 3,4,5: XOR 2, a win by taking 2 from the first heap (to 1,4,5).
    let p = nim("3,4,5");
    let ab = p
        .search(
            Algorithm::AlphaBeta,
            &SearchOptions::default(),
            &mut NullSink,
        )
        .unwrap();
    assert_eq!(ab.value, 1.0);
    assert_eq!(after(&[3, 4, 5], ab.best_move.unwrap()), vec![1, 4, 5]);
    // At a depth limit, an undecided position is worth 0.
    let shallow = SearchOptions {
        depth: Some(1),
        ..SearchOptions::default()
    };
    assert_eq!(
        p.search(Algorithm::Minimax, &shallow, &mut NullSink)
            .unwrap()
            .value,
        0.0
    );
    // The last stick wins at depth 1 too.
    assert_eq!(
        nim("0,3")
            .search(Algorithm::Minimax, &shallow, &mut NullSink)
            .unwrap()
            .value,
        1.0
    );
    assert!(p.game::<Nim>().is_some());
}

#[test]
fn a_big_position_stops_at_its_budget_and_bad_heaps_say_where() {
    let p = nim("7,7,7,7");
    let e = p
        .search_within(
            Algorithm::Minimax,
            &SearchOptions::default(),
            &mut NullSink,
            &mut Budget::nodes(10_000),
        )
        .unwrap_err();
    assert!(matches!(e, Error::Stopped(s) if s.reason == StopReason::NodeLimit(10_000)));
    let e = (GAME.parse)("3,99", &Config::default()).unwrap_err();
    assert_eq!(e.to_string(), "heap 2 has 99 sticks: at most 15 a heap");
    assert_eq!(e.code(), "nim.HeapTooBig");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    /// Up to four heaps of up to three: alpha-beta with every ordering agrees with the rule.
    #[test]
    fn alpha_beta_agrees_with_the_rule(heaps in prop::collection::vec(0u8..=3, 1..=4), seed in 0u64..1000) {
        let p = nim(&text(&heaps));
        let o = SearchOptions { ordering: format!("random:{seed}").parse().unwrap(), ..SearchOptions::default() };
        let s = p.search(Algorithm::AlphaBeta, &o, &mut NullSink).unwrap();
        prop_assert_eq!(s.value, if xor(&heaps) != 0 { 1.0 } else { -1.0 });
    }
}
