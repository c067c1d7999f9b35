//! `TreeModel::labels` and `actions`, which ask the problem (any game)
//! rather than a textbook tree's type: probabilities below chance nodes,
//! names where the game names nodes, actions where it names edges.

use abviz_core::{Algorithm, Config, NodeKind, Problem, SearchOptions, TreeModel, NONE};

fn model(p: &Problem, o: &SearchOptions) -> TreeModel {
    let (_, trace) = p.trace(Algorithm::Minimax, o).unwrap();
    TreeModel::from_trace(&trace)
}

#[test]
fn a_named_tree_with_chance_nodes_gives_names_and_its_own_probabilities() {
    let p = Problem::tree(
        "A max[B chance[0.9:D=2, 0.1:E=3], C chance[0.25:F=1, 0.75:G=4]]",
        true,
    )
    .unwrap();
    let m = model(&p, &SearchOptions::default());
    let (prob, names) = m.labels(&p);
    assert_eq!(names, ["A", "B", "D", "E", "C", "F", "G"]);
    let shown: Vec<String> = prob.iter().map(|x| format!("{x}")).collect();
    assert_eq!(shown, ["NaN", "NaN", "0.9", "0.1", "NaN", "0.25", "0.75"]);
    // No node names an action: none are given.
    assert!(m.actions(&p).is_empty());
}

#[test]
fn an_unnamed_tree_has_no_names() {
    let p = Problem::tree("[[3,12,8],[2,4,6]]", true).unwrap();
    let m = model(&p, &SearchOptions::default());
    let (prob, names) = m.labels(&p);
    assert!(names.is_empty());
    assert_eq!(prob.len(), m.len());
    assert!(prob.iter().all(|x| x.is_nan()));
}

/// Pacman with random ghosts: each ghost is a chance node, uniform over its
/// legal actions, and the labels say so (the game's own probabilities).
#[test]
fn pacman_random_ghosts_are_uniform_chance_nodes() {
    let c = Config::from_strs([("game", "pacman"), ("ghosts", "random"), ("depth", "1")]).unwrap();
    let p = Problem::from_config(Some("minimaxClassic"), None, &c).unwrap();
    let o = p.prepare(&c.options).unwrap();
    let m = model(&p, &o);
    let (prob, names) = m.labels(&p);
    assert!(names.is_empty());
    let chance = NodeKind::Chance.code() as u8;
    let mut below_chance = 0;
    for (v, &pr) in prob.iter().enumerate().skip(1) {
        let up = m.parent[v];
        assert_ne!(up, NONE);
        if m.kind[up as usize] == chance {
            below_chance += 1;
            let n = m.children_of(up as usize).len();
            assert_eq!(pr, 1.0 / n as f64, "node {v}");
        } else {
            assert!(pr.is_nan(), "node {v}");
        }
    }
    assert!(below_chance > 0);
    assert!(m.actions(&p).is_empty());
}
