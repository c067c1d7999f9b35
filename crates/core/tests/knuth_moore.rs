//! Knuth & Moore (1975): on a uniform tree of branching b and depth d,
//! alpha-beta with perfect move ordering evaluates exactly
//! b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves. `Ordering::BestFirst` sorts children by exact
//! minimax value, which is perfect ordering.

mod common;

use abviz_core::{
    search, Algorithm, NullSink, Ordering, Prune, SearchOptions, Stats, Tree, Variant,
};
use common::{tree_game, Rng};

/// Permutations tried per (b, d).
const PERMUTATIONS: u64 = 6;

fn minimal_leaves(b: u64, d: u32) -> u64 {
    b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1
}

/// A uniform tree whose leaves are a random permutation of 0..b^d.
fn distinct_uniform(b: u32, d: u32, rng: &mut Rng) -> Tree {
    let mut values: Vec<i32> = (0..(b as i32).pow(d)).collect();
    rng.shuffle(&mut values);
    Tree::uniform(b, d, &mut values.into_iter())
}

fn alphabeta(tree: &Tree, root_is_max: bool, ordering: Ordering, variant: Variant) -> Stats {
    let g = tree_game(tree.clone(), root_is_max);
    let opts = SearchOptions {
        ordering,
        variant,
        ..SearchOptions::default()
    };
    search(&g, Algorithm::AlphaBeta, &opts, &mut NullSink).unwrap()
}

#[test]
fn uniform_tree_has_b_to_the_d_leaves_and_minimax_evaluates_all() {
    let mut rng = Rng::new(1);
    for b in 2..=4u32 {
        for d in 1..=6u32 {
            let t = distinct_uniform(b, d, &mut rng);
            let nodes: u64 = (0..=d).map(|i| (b as u64).pow(i)).sum();
            assert_eq!(t.len() as u64, nodes, "b={b} d={d}");
            let g = tree_game(t, true);
            let s = search(
                &g,
                Algorithm::Minimax,
                &SearchOptions::default(),
                &mut NullSink,
            )
            .unwrap();
            assert_eq!(
                (s.nodes, s.leaves),
                (nodes, (b as u64).pow(d)),
                "b={b} d={d}"
            );
        }
    }
}

#[test]
fn best_first_alphabeta_evaluates_exactly_the_knuth_moore_minimum_of_leaves() {
    let mut rng = Rng::new(2);
    for b in 2..=4u32 {
        for d in 1..=6u32 {
            let want = minimal_leaves(b as u64, d);
            for p in 0..PERMUTATIONS {
                let t = distinct_uniform(b, d, &mut rng);
                for root_is_max in [true, false] {
                    for variant in [Variant::FailSoft, Variant::FailHard] {
                        let s = alphabeta(&t, root_is_max, Ordering::BestFirst, variant);
                        assert_eq!(
                            s.leaves, want,
                            "b={b} d={d} permutation {p} root_is_max={root_is_max} {variant:?}: tree {t}"
                        );
                    }
                    // Distinct leaves never tie α and β, so CS188's α > β
                    // rule prunes exactly as much.
                    let g = tree_game(t.clone(), root_is_max);
                    let gt = SearchOptions {
                        ordering: Ordering::BestFirst,
                        prune: Prune::Gt,
                        ..SearchOptions::default()
                    };
                    let s = search(&g, Algorithm::AlphaBeta, &gt, &mut NullSink).unwrap();
                    assert_eq!(s.leaves, want, "b={b} d={d} prune=gt: tree {t}");
                }
            }
        }
    }
}

/// Knuth–Moore's minimum is a floor for every ordering: no ordering of the
/// same distinct-leaf tree evaluates fewer leaves than best-first.
#[test]
fn no_ordering_evaluates_fewer_leaves_than_the_knuth_moore_minimum() {
    let mut rng = Rng::new(3);
    for b in 2..=4u32 {
        for d in 1..=5u32 {
            let want = minimal_leaves(b as u64, d);
            for _ in 0..PERMUTATIONS {
                let t = distinct_uniform(b, d, &mut rng);
                for ordering in common::all_orderings(rng.next_u64()) {
                    let s = alphabeta(&t, true, ordering, Variant::FailSoft);
                    assert!(
                        s.leaves >= want,
                        "b={b} d={d} {ordering}: {} < {want}",
                        s.leaves
                    );
                }
            }
        }
    }
}

/// With ties a cut-off can come earlier (α ≥ β holds with equality), so a
/// perfectly ordered tree never needs more than the minimum.
#[test]
fn best_first_with_tied_leaves_evaluates_at_most_the_knuth_moore_minimum() {
    let mut rng = Rng::new(4);
    for b in 2..=4u32 {
        for d in 1..=5u32 {
            let want = minimal_leaves(b as u64, d);
            for _ in 0..PERMUTATIONS {
                let n = (b as usize).pow(d);
                let values: Vec<i32> = (0..n).map(|_| rng.below(3) as i32 - 1).collect();
                let t = Tree::uniform(b, d, &mut values.into_iter());
                let s = alphabeta(&t, true, Ordering::BestFirst, Variant::FailSoft);
                assert!(
                    s.leaves <= want,
                    "b={b} d={d}: {} > {want} on {t}",
                    s.leaves
                );
            }
        }
    }
}

/// Worst-first (every node's children sorted worst for its mover first)
/// prunes nothing while the tree is shallow: at depth ≤ 3 every α and β a
/// node sees comes from siblings that are worse for its own mover, so no
/// window closes before the last child.
#[test]
fn worst_first_prunes_nothing_on_distinct_uniform_trees_up_to_depth_3() {
    let mut rng = Rng::new(5);
    for b in 2..=4u32 {
        for d in 1..=3u32 {
            for _ in 0..PERMUTATIONS {
                let t = distinct_uniform(b, d, &mut rng);
                for root_is_max in [true, false] {
                    let s = alphabeta(&t, root_is_max, Ordering::WorstFirst, Variant::FailSoft);
                    assert_eq!(s.leaves, (b as u64).pow(d), "b={b} d={d}: {t}");
                    assert_eq!(s.cutoffs, 0, "b={b} d={d}: {t}");
                }
            }
        }
    }
}

/// From depth 4 on, worst-first can still prune: α inherited from the root
/// can exceed a whole subtree two levels down. In
/// `[[[[3,2],[6,12]],[[10,7],[14,13]]],[[[0,9],[11,4]],[[5,15],[1,8]]]]`
/// the root's children back up 6 and 4, so worst-first searches the second
/// (4) first and α = 4. Under the first child, the MAX node `[[3,2],[6,12]]`
/// tries its worse child `[3,2]` (value 2) first; that MIN node tries 3
/// first (worst for MIN), and 3 ≤ α = 4 closes the window: leaf 2 is skipped.
#[test]
fn worst_first_can_prune_from_depth_4_but_keeps_the_minimax_value() {
    let t: Tree = "[[[[3,2],[6,12]],[[10,7],[14,13]]],[[[0,9],[11,4]],[[5,15],[1,8]]]]"
        .parse()
        .unwrap();
    let s = alphabeta(&t, true, Ordering::WorstFirst, Variant::FailSoft);
    assert_eq!(
        (s.value, s.leaves, s.cutoffs, s.pruned_children),
        (6.0, 15, 1, 1)
    );

    let mut rng = Rng::new(6);
    let mut pruned = 0;
    for _ in 0..100 {
        let t = distinct_uniform(2, 4, &mut rng);
        let s = alphabeta(&t, true, Ordering::WorstFirst, Variant::FailSoft);
        let g = tree_game(t.clone(), true);
        let mm = search(
            &g,
            Algorithm::Minimax,
            &SearchOptions::default(),
            &mut NullSink,
        )
        .unwrap();
        assert_eq!(s.value, mm.value, "{t}");
        pruned += (s.cutoffs > 0) as u32;
    }
    assert!(
        pruned > 0,
        "worst-first never pruned on 100 random b=2 d=4 trees"
    );
}
