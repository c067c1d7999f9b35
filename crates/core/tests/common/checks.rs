//! Running a search (recording its trace twice, packed and raw), what a
//! trace says about a node, and the checks of a search's results against
//! its trace and against minimax.

use std::collections::{BTreeSet, HashMap};

use abviz_core::{
    ordered_moves, search, Algorithm, Event, Game, NodeId, NodeKind, Prune, SearchOptions, Stats,
    Trace, Variant,
};

use super::{check_trace, check_trace_with, Rules, VARIANTS};

/// Runs `alg`, recording raw events (with the windows the search reports)
/// and, separately, a packed [`Trace`]; checks that the packed trace replays
/// to exactly the same events.
pub fn run<G: Game>(g: &G, alg: Algorithm, opts: &SearchOptions) -> (Stats, Vec<Event>) {
    let mut events: Vec<Event> = Vec::new();
    let stats = search(g, alg, opts, &mut events).expect("search runs");
    let mut packed = Trace::new();
    let again = search(g, alg, opts, &mut packed).expect("search runs");
    assert_eq!(stats, again, "searching twice gives different stats");
    let replayed: Vec<Event> = packed.iter().collect();
    assert_eq!(replayed.len(), events.len(), "packed trace length");
    for (i, (a, b)) in events.iter().zip(&replayed).enumerate() {
        assert_eq!(a, b, "packed trace replays event {i} differently");
    }
    let untraced = search(g, alg, opts, &mut abviz_core::NullSink).expect("search runs");
    assert_eq!(stats, untraced, "tracing changes the stats");
    (stats, events)
}

/// What a trace says about one node: where it sits (from its Enter), and
/// what happened during its last visit.
#[derive(Clone, Debug)]
pub struct Node {
    pub parent: NodeId,
    pub mv: u32,
    pub depth: u32,
    pub kind: NodeKind,
    /// The window the node was entered with (last visit).
    pub alpha: f64,
    pub beta: f64,
    /// Children entered in the last visit, in order (a Star2 chance node
    /// lists its probed children, then the ones searched in full).
    pub children: Vec<NodeId>,
    /// (value, horizon) when the node was scored as a leaf.
    pub leaf: Option<(f64, bool)>,
    /// Children skipped by a cut-off in the last visit.
    pub skipped: u32,
    /// The value returned by the last visit.
    pub exit: f64,
    /// Number of visits (Enter events), and how many of them were probes.
    pub visits: u32,
    pub probes: u32,
    /// Whether the last visit was a probe (Star2).
    pub probe: bool,
    /// Whether the last visit was at or below a window that already
    /// excludes every value (α ≥ U or β ≤ L), or passed a child a degenerate
    /// window: see `Open::dominated`. Its value need not be a valid bound.
    pub dominated: bool,
    /// The last Bounds [lo, hi] a chance node reported in its last visit.
    pub bounds: Option<(f64, f64)>,
}

/// Stats agree with the trace: nodes = #Enter, probes = #Enter with
/// `probe`, leaves = #Leaf, extensions = #Extend, cutoffs = #Cutoff, pruned_children = Σ
/// skipped, max_depth = deepest Enter, value = root's Exit.
pub fn check_stats(stats: &Stats, events: &[Event]) {
    let count = |name: &str| events.iter().filter(|e| e.name() == name).count() as u64;
    assert_eq!(stats.nodes, count("enter"), "nodes vs Enter events");
    let probes = (events.iter())
        .filter(|e| matches!(e, Event::Enter { probe: true, .. }))
        .count() as u64;
    assert_eq!(stats.probes, probes, "probes vs probing Enter events");
    assert_eq!(stats.leaves, count("leaf"), "leaves vs Leaf events");
    assert_eq!(
        stats.extensions,
        count("extend"),
        "extensions vs Extend events"
    );
    assert_eq!(stats.cutoffs, count("cutoff"), "cutoffs vs Cutoff events");
    let skipped: u64 = events
        .iter()
        .map(|e| match e {
            Event::Cutoff { skipped, .. } => *skipped as u64,
            _ => 0,
        })
        .sum();
    assert_eq!(
        stats.pruned_children, skipped,
        "pruned_children vs Σ skipped"
    );
    let deepest = events
        .iter()
        .filter_map(|e| match e {
            Event::Enter { depth, .. } => Some(*depth),
            _ => None,
        })
        .max();
    assert_eq!(Some(stats.max_depth), deepest, "max_depth vs deepest Enter");
    assert_eq!(
        events.last(),
        Some(&Event::Exit {
            node: 0,
            value: stats.value
        }),
        "the last event is the root's Exit with the result"
    );
}

/// The ids of every node a trace enters.
pub fn entered(events: &[Event]) -> BTreeSet<NodeId> {
    (events.iter())
        .filter_map(|e| match e {
            Event::Enter { node, .. } => Some(*node),
            _ => None,
        })
        .collect()
}

/// The moves from the root to `id`, following parents in `tree`.
pub fn path_to(tree: &HashMap<NodeId, Node>, mut id: NodeId) -> Vec<u32> {
    let mut path = Vec::new();
    while id != 0 {
        let n = &tree[&id];
        path.push(n.mv);
        id = n.parent;
    }
    path.reverse();
    path
}

/// Everything the tests check for one two-player game without chance
/// nodes and one ordering: minimax against the reference, alpha-beta (both
/// variants, the pruning rule of `opts`) against minimax, and every trace
/// rule. `reference` is the exact root value from an independent search.
pub fn check_all<G: Game>(g: &G, opts: &SearchOptions, reference: f64) {
    let root_is_max = g.root_is_max();
    let mm_opts = SearchOptions {
        variant: Variant::FailSoft,
        ..*opts
    };
    let (mm, mm_events) = run(g, Algorithm::Minimax, &mm_opts);
    let mm_tree = check_trace(&mm_events, root_is_max, false);
    check_stats(&mm, &mm_events);
    assert_eq!(mm.value, reference, "minimax value vs reference");
    assert_eq!((mm.cutoffs, mm.pruned_children), (0, 0), "minimax prunes");

    // Search order at every inner node is `ordered_moves`, and best_move is
    // the first move in that order achieving the root value.
    for (&id, n) in &mm_tree {
        let order = ordered_moves(g, opts, &path_to(&mm_tree, id));
        let moves: Vec<u32> = n.children.iter().map(|c| mm_tree[c].mv).collect();
        assert_eq!(moves, order, "minimax children of {id} vs ordered_moves");
    }
    let root = &mm_tree[&0];
    let want_best = root
        .children
        .iter()
        .find(|c| mm_tree[c].exit == mm.value)
        .map(|c| mm_tree[c].mv);
    assert_eq!(mm.best_move, want_best, "minimax best_move");

    for variant in VARIANTS {
        let ab_opts = SearchOptions { variant, ..*opts };
        let (ab, ab_events) = run(g, Algorithm::AlphaBeta, &ab_opts);
        let rules = Rules::new(Algorithm::AlphaBeta, &ab_opts, Some(root_is_max));
        let ab_tree = check_trace_with(&ab_events, &rules);
        check_stats(&ab, &ab_events);
        let ctx = format!("{variant:?} {:?}", opts.prune);
        assert_eq!(ab.value, mm.value, "{ctx}: alpha-beta value vs minimax");
        assert_eq!(
            ab.best_move, mm.best_move,
            "{ctx}: alpha-beta best_move vs minimax"
        );
        assert!(
            ab.nodes <= mm.nodes && ab.leaves <= mm.leaves,
            "{ctx}: more work than minimax"
        );

        for (&id, n) in &ab_tree {
            // Same node as minimax's node with this id.
            let m = mm_tree
                .get(&id)
                .unwrap_or_else(|| panic!("{ctx}: alpha-beta entered {id}, unknown to minimax"));
            assert_eq!(
                (n.parent, n.mv, n.depth, n.kind),
                (m.parent, m.mv, m.depth, m.kind),
                "{ctx}: (parent, move, depth, kind) of node {id}"
            );
            assert_eq!(
                n.leaf.is_some(),
                m.leaf.is_some(),
                "{ctx}: leafness of {id}"
            );
            if let (Some(a), Some(b)) = (n.leaf, m.leaf) {
                assert_eq!(a, b, "{ctx}: leaf {id} scored differently");
            }
            // Children tried are a prefix of minimax's children; the last
            // `skipped` are exactly the ones never entered.
            let k = n.children.len();
            assert_eq!(
                k + n.skipped as usize,
                m.children.len(),
                "{ctx}: node {id}: entered {k} + skipped {} ≠ {} children",
                n.skipped,
                m.children.len()
            );
            assert_eq!(n.children[..], m.children[..k], "{ctx}: children of {id}");
            for skipped in &m.children[k..] {
                assert!(
                    !ab_tree.contains_key(skipped),
                    "{ctx}: skipped {skipped} was entered"
                );
            }
            check_bound(&ctx, id, n, m.exit, &ab_opts);
        }
    }
}

/// A pruning search's value `n.exit` at node `id` against the exact value.
/// With α ≥ β pruning, a value at or below α is an upper bound, at or above
/// β a lower bound, and one inside (α, β) exact. With α > β pruning only a
/// value below α (above β) is a bound, and one in [α, β] is exact, except
/// that fail-hard clamps into [α, β], so there α and β are bounds too (and
/// a value in an empty window α = β says nothing). Fail-hard never returns
/// a value outside the window.
pub fn check_bound(ctx: &str, id: NodeId, n: &Node, exact: f64, opts: &SearchOptions) {
    let (a, b, v) = (n.alpha, n.beta, n.exit);
    let eps = 1e-9 * (1.0 + exact.abs());
    if n.leaf.is_some() {
        assert_eq!(v, exact, "{ctx}: leaf {id}");
        return;
    }
    let hard = opts.variant == Variant::FailHard;
    if hard {
        assert!(
            a <= v && v <= b,
            "{ctx}: node {id} returned {v} outside [{a}, {b}]"
        );
    }
    let ends = opts.prune == Prune::Ge || hard;
    let low = v < a || (v == a && ends);
    let high = v > b || (v == b && ends);
    match (low, high) {
        (true, true) => {}
        (true, false) => assert!(
            exact <= v + eps,
            "{ctx}: node {id}: v={v} at or below α={a} but exact {exact} > v"
        ),
        (false, true) => assert!(
            exact + eps >= v,
            "{ctx}: node {id}: v={v} at or above β={b} but exact {exact} < v"
        ),
        (false, false) => assert!(
            (v - exact).abs() <= eps,
            "{ctx}: node {id}: v={v} inside ({a}, {b}) is not exact {exact}"
        ),
    }
}
