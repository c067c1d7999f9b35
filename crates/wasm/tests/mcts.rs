//! The page's MCTS panel reads `mcts::run_within`: the core's search, its
//! first traced iterations' events packed, and the convergence curve.

use abviz_core::{Algorithm, Budget, NullSink, Problem};
use abviz_wasm::mcts::{run_within, Ask, MctsRun, WORDS};
use abviz_wasm::Request;

fn board(b: &str) -> Request {
    Request::board(b)
}

fn run(req: &Request, iterations: u32, traced: u32) -> MctsRun {
    let ask = Ask {
        iterations,
        c: "1.2",
        seed: 7,
        traced,
    };
    run_within(req, ask, &mut Budget::default()).unwrap()
}

/// Each node's last backed-up visits and mean, and the root's backups.
fn count(events: &[f64]) -> (std::collections::BTreeMap<u32, (u32, f64)>, usize) {
    let mut last = std::collections::BTreeMap::new();
    let mut roots = 0;
    for e in events.chunks(WORDS) {
        if e[0] == 4.0 {
            last.insert(e[1] as u32, (e[2] as u32, e[3]));
            roots += (e[1] == 0.0) as usize;
        }
    }
    (last, roots)
}

#[test]
fn the_result_is_the_cores_and_the_cap_changes_nothing() {
    let req = board("X...O....");
    let full = run(&req, 500, 500);
    let capped = run(&req, 500, 40);
    assert_eq!(full.summary.children, capped.summary.children);
    assert_eq!(capped.summary.traced, 40);
    assert_eq!(count(&capped.events).1, 40);
    assert_eq!(capped.events[..], full.events[..capped.events.len()]);
    // The core's own search with the same options.
    let mut config = req.config().unwrap();
    config.options.mcts.iterations = 500;
    config.options.mcts.c = 1.2;
    config.options.mcts.seed = 7;
    let problem = Problem::from_config(req.board.as_deref(), None, &config).unwrap();
    let stats = problem
        .search(Algorithm::Mcts, &config.options, &mut NullSink)
        .unwrap();
    assert_eq!(full.summary.best_move, stats.best_move);
    assert_eq!(full.summary.iterations, 500);
    let core: Vec<(u32, u64, f64)> = (stats.children.iter())
        .map(|c| (c.mv, c.visits, c.mean))
        .collect();
    let ours: Vec<(u32, u64, f64)> = (full.summary.children.iter())
        .map(|c| (c.mv, c.visits, c.mean))
        .collect();
    assert_eq!(ours, core);
    // The events' last backups are the children's visits and means.
    let (last, roots) = count(&full.events);
    assert_eq!(roots, 500);
    let mut expanded = std::collections::BTreeMap::new();
    for e in full
        .events
        .chunks(WORDS)
        .filter(|e| e[0] == 2.0 && e[2] == 0.0)
    {
        expanded.insert(e[3] as u32, e[1] as u32);
    }
    for c in &full.summary.children {
        let (n, q) = last[&expanded[&c.mv]];
        assert_eq!((n as u64, q), (c.visits, c.mean));
    }
}

#[test]
fn the_curve_ends_at_the_last_iteration_with_the_final_visits() {
    let full = run(&board("X...O...."), 450, 10);
    let width = 2 + full.summary.curve_moves.len();
    assert_eq!(full.summary.every, 3);
    assert_eq!(full.curve.len() % width, 0);
    assert_eq!(full.curve.len() / width, 150);
    let last = &full.curve[full.curve.len() - width..];
    assert_eq!(last[0], 450.0);
    assert_eq!(last[1], full.summary.value);
    for (i, &mv) in full.summary.curve_moves.iter().enumerate() {
        let c = full.summary.children.iter().find(|c| c.mv == mv).unwrap();
        assert_eq!(last[2 + i], c.visits as f64);
    }
    // 7 iterations at a stride of 1: one row each.
    let small = run(&board("X...O...."), 7, 7);
    assert_eq!(small.curve.len() / (2 + small.summary.curve_moves.len()), 7);
}

#[test]
fn trees_and_connect_four_run_and_bad_options_are_the_cores_errors() {
    let tree = Request::tree("[[3,12,8],[2,4,6],[14,5,2]]");
    // Scaled by the tree's own range [2, 14] (the page sends it), MCTS finds AIMA's move B.
    let t = run(&tree.clone().with("bounds", "2,14"), 300, 300);
    assert_eq!(t.summary.children.len(), 3);
    assert_eq!(t.summary.bounds, Some([2.0, 14.0]));
    assert_eq!(t.summary.best_move, Some(0));
    let mut config = tree.config().unwrap();
    config.options.bounds = Some((2.0, 14.0));
    (config.options.mcts.iterations, config.options.mcts.seed) = (300, 7);
    config.options.mcts.c = 1.2;
    let problem = Problem::from_config(None, tree.tree.as_deref(), &config).unwrap();
    let stats = problem
        .search(Algorithm::Mcts, &config.options, &mut NullSink)
        .unwrap();
    assert_eq!(t.summary.children[0].visits, stats.children[0].visits);
    // The core refuses Connect Four's early positions without a depth limit, MCTS too.
    let c4 = Request::board("")
        .with("game", "connect4")
        .with("depth", "6");
    assert_eq!(run(&c4, 100, 50).summary.iterations, 100);
    let bad = Ask {
        iterations: 0,
        c: "1",
        seed: 1,
        traced: 10,
    };
    let e = run_within(&tree, bad, &mut Budget::default())
        .err()
        .unwrap();
    assert_eq!(e.code(), "option.BadMcts");
    let mut small = Budget::default();
    small.max_nodes = Some(50);
    let ask = Ask {
        iterations: 1000,
        ..bad
    };
    let e = run_within(&board("........."), ask, &mut small)
        .err()
        .unwrap();
    assert_eq!(e.code(), "search.NodeLimit");
}
