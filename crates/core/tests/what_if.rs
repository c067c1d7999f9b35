//! What if? (issue 31, point 2): a leaf alpha-beta prunes cannot matter.
//! Over 1,000 random trees, any value given to any leaf alpha-beta never
//! enters leaves the root's minimax value and best move, and alpha-beta's,
//! unchanged: the bound that cut it off holds whatever the leaf is. Below
//! chance nodes (Star1) the same holds for any value within the tree's
//! bounds, over 500 random trees of chance nodes and several MIN agents.

mod chance_trees;
mod common;

use std::collections::{BTreeSet, HashMap};

use abviz_core::{
    search, Algorithm, Event, Problem, SearchOptions, Stats, Tree, TreeEdit, TreeGame, TreeSetup,
};
use common::{leaf_value, rtree};
use proptest::prelude::*;
use proptest::sample::Index;

fn run(t: &Tree, alg: Algorithm) -> (Stats, Vec<Event>) {
    let g = TreeGame::new(t.clone(), TreeSetup::default()).unwrap();
    let mut events = Vec::new();
    let stats = search(&g, alg, &SearchOptions::default(), &mut events).unwrap();
    (stats, events)
}

/// The paths (child indices) of the nodes a trace enters.
fn entered_paths(events: &[Event]) -> BTreeSet<Vec<u32>> {
    let mut paths: HashMap<u32, Vec<u32>> = HashMap::new();
    for e in events {
        if let Event::Enter {
            node,
            parent,
            mv,
            depth,
            ..
        } = *e
        {
            let path = if depth == 0 {
                vec![]
            } else {
                [paths[&parent].clone(), vec![mv]].concat()
            };
            paths.insert(node, path);
        }
    }
    paths.into_values().collect()
}

/// Every leaf's path, left to right.
fn leaves(t: &Tree) -> Vec<Vec<u32>> {
    let mut out = vec![];
    let mut stack = vec![(t.root(), vec![])];
    while let Some((v, path)) = stack.pop() {
        let n = t.child_count(v);
        for i in (0..n).rev() {
            stack.push((t.child(v, i), [path.clone(), vec![i]].concat()));
        }
        if n == 0 {
            out.push(path);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn no_value_of_a_pruned_leaf_changes_the_root(
        r in rtree(),
        pick in any::<Index>(),
        value in leaf_value(),
    ) {
        let t: Tree = r.render().parse().unwrap();
        let (ab, events) = run(&t, Algorithm::AlphaBeta);
        let seen = entered_paths(&events);
        let pruned: Vec<Vec<u32>> = leaves(&t).into_iter().filter(|p| !seen.contains(p)).collect();
        prop_assume!(!pruned.is_empty());
        let path = pruned[pick.index(pruned.len())].clone();
        let (mm, _) = run(&t, Algorithm::Minimax);
        let tried = t.edited(&TreeEdit::SetValue { path: path.clone(), value: f64::from(value) }).unwrap();
        let (mm2, _) = run(&tried, Algorithm::Minimax);
        let (ab2, _) = run(&tried, Algorithm::AlphaBeta);
        prop_assert_eq!((mm2.value, mm2.best_move), (mm.value, mm.best_move), "minimax, {} at {:?} = {}", t, path, value);
        prop_assert_eq!((ab2.value, ab2.best_move), (ab.value, ab.best_move), "alpha-beta, {} at {:?} = {}", t, path, value);
        prop_assert_eq!(ab.value, mm.value);
    }
}

/// `alg` on `text` under `c`'s setup and `options`, with its events.
fn run_case(
    text: &str,
    c: &chance_trees::Case,
    options: &SearchOptions,
    alg: Algorithm,
) -> (Stats, Vec<Event>) {
    let p = Problem::tree_with(text, c.setup).unwrap();
    let mut events = Vec::new();
    let stats = p.search(alg, options, &mut events).unwrap();
    (stats, events)
}

proptest! {
    // Many random trees have nothing pruned: they are passed over.
    #![proptest_config(ProptestConfig { cases: 500, max_global_rejects: 8192, ..ProptestConfig::default() })]

    #[test]
    fn no_value_within_the_bounds_of_a_leaf_star1_prunes_changes_the_root(
        c in chance_trees::case(false),
        pick in any::<Index>(),
        at in 0.0f64..=1.0,
    ) {
        // Bounds of their own, wider than the values, so that every value tried is one the tree may hold;
        // no depth limit, so that a leaf is a leaf.
        let options = SearchOptions { bounds: Some((-25.0, 30.0)), depth: None, ..c.options };
        let text = c.text(false);
        let t = Tree::parse_any(&text).unwrap();
        let (ab, events) = run_case(&text, &c, &options, Algorithm::AlphaBeta);
        let seen = entered_paths(&events);
        let pruned: Vec<Vec<u32>> = leaves(&t).into_iter().filter(|p| !seen.contains(p)).collect();
        prop_assume!(!pruned.is_empty());
        let path = pruned[pick.index(pruned.len())].clone();
        let value = (-25.0 + 55.0 * at).round();
        let (mm, _) = run_case(&text, &c, &options, Algorithm::Minimax);
        let tried = t.edited(&TreeEdit::SetValue { path: path.clone(), value }).unwrap().to_string();
        let (mm2, _) = run_case(&tried, &c, &options, Algorithm::Minimax);
        let (ab2, _) = run_case(&tried, &c, &options, Algorithm::AlphaBeta);
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        prop_assert!(close(mm2.value, mm.value) && mm2.best_move == mm.best_move, "expectiminimax, {} at {:?} = {}: {:?} against {:?}", text, path, value, (mm2.value, mm2.best_move), (mm.value, mm.best_move));
        prop_assert!(close(ab2.value, ab.value) && ab2.best_move == ab.best_move, "Star1, {} at {:?} = {}: {:?} against {:?}", text, path, value, (ab2.value, ab2.best_move), (ab.value, ab.best_move));
    }
}
