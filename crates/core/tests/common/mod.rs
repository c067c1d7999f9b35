//! Helpers shared by the integration tests: independent reference searches,
//! and checks that a recorded trace is well formed and agrees with minimax.
//!
//! Every check panics with a message naming the node and the rule broken, so
//! a proptest failure shrinks to a small case with a readable reason.

#![allow(dead_code)]

use std::collections::HashMap;

use proptest::collection::vec;
use proptest::prelude::*;

use abviz_core::{
    ordered_moves, search, Algorithm, Board, Event, Game, NodeId, Ordering, Scoring, SearchOptions,
    Stats, Trace, Variant, NEG_INF, NONE, POS_INF,
};

/// Every ordering the engine offers, with `seed` for the random one.
pub fn all_orderings(seed: u64) -> [Ordering; 6] {
    [
        Ordering::Natural,
        Ordering::Reverse,
        Ordering::Random(seed),
        Ordering::Heuristic,
        Ordering::BestFirst,
        Ordering::WorstFirst,
    ]
}

pub const VARIANTS: [Variant; 2] = [Variant::FailSoft, Variant::FailHard];

/// A small deterministic generator (xorshift64*), independent of the engine's.
pub struct Rng(pub u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            v.swap(i, j);
        }
    }
}

/// A reachable position: up to `k` random legal moves from the empty board,
/// stopping early when the game ends.
pub fn position(k: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Board> {
    (k, vec(0usize..9, 9)).prop_map(|(k, choices)| {
        let mut b = Board::EMPTY;
        for &c in choices.iter().take(k) {
            if b.is_terminal() {
                break;
            }
            let free: Vec<u32> = b.empty_cells().collect();
            b = b.play(free[c % free.len()]);
        }
        b
    })
}

// ---------------------------------------------------------------------------
// Reference searches
// ---------------------------------------------------------------------------

/// A textbook tree built by the tests, independent of `abviz_core::Tree`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RTree {
    Leaf(i32),
    Node(Vec<RTree>),
}

impl RTree {
    /// Nested-list text, e.g. `[[3,12,8],[2,4,6],[14,5,2]]`.
    pub fn render(&self) -> String {
        let mut s = String::new();
        self.render_into(&mut s, "");
        s
    }

    /// Nested-list text with `sep` (e.g. white space) around every token.
    pub fn render_spaced(&self, sep: &str) -> String {
        let mut s = String::new();
        self.render_into(&mut s, sep);
        s
    }

    fn render_into(&self, s: &mut String, sep: &str) {
        match self {
            RTree::Leaf(v) => {
                s.push_str(sep);
                s.push_str(&v.to_string());
                s.push_str(sep);
            }
            RTree::Node(kids) => {
                s.push_str(sep);
                s.push('[');
                for (i, k) in kids.iter().enumerate() {
                    if i > 0 {
                        s.push(',');
                    }
                    k.render_into(s, sep);
                }
                s.push(']');
                s.push_str(sep);
            }
        }
    }

    /// Plain minimax over the structure: levels alternate below `is_max`.
    pub fn minimax(&self, is_max: bool) -> i32 {
        match self {
            RTree::Leaf(v) => *v,
            RTree::Node(kids) => {
                let vals = kids.iter().map(|k| k.minimax(!is_max));
                if is_max {
                    vals.max().unwrap()
                } else {
                    vals.min().unwrap()
                }
            }
        }
    }

    /// (nodes, leaves) of the whole tree.
    pub fn size(&self) -> (u64, u64) {
        match self {
            RTree::Leaf(_) => (1, 1),
            RTree::Node(kids) => kids.iter().fold((1, 0), |(n, l), k| {
                let (kn, kl) = k.size();
                (n + kn, l + kl)
            }),
        }
    }
}

/// Plain recursive minimax over the [`Game`] trait, natural move order, no
/// pruning, no memo: (value, nodes, leaves) of the position at `ply`.
pub fn reference_minimax_at<G: Game>(
    g: &G,
    pos: &G::Pos,
    ply: u32,
    depth: Option<u32>,
) -> (i32, u64, u64) {
    if let Some(v) = g.terminal_value(pos, ply, depth.is_some()) {
        return (v, 1, 1);
    }
    if depth == Some(ply) {
        return (g.evaluate(pos).expect("depth limit needs evaluate"), 1, 1);
    }
    let is_max = g.root_is_max() == (ply % 2 == 0);
    let mut moves = Vec::new();
    g.moves(pos, &mut moves);
    assert!(!moves.is_empty(), "non-terminal position without moves");
    let mut best: Option<i32> = None;
    let (mut nodes, mut leaves) = (1, 0);
    for m in moves {
        let (v, n, l) = reference_minimax_at(g, &g.play(pos, m), ply + 1, depth);
        nodes += n;
        leaves += l;
        best = Some(match best {
            None => v,
            Some(b) if is_max => b.max(v),
            Some(b) => b.min(v),
        });
    }
    (best.unwrap(), nodes, leaves)
}

/// [`reference_minimax_at`] from the root.
pub fn reference_minimax<G: Game>(g: &G, depth: Option<u32>) -> (i32, u64, u64) {
    reference_minimax_at(g, &g.root(), 0, depth)
}

/// Tic-tac-toe from scratch on nine bytes (`X`, `O`, `.`), sharing nothing
/// with the engine but the notation: value from the root mover's view.
pub mod ttt {
    use super::Scoring;

    pub const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];

    /// Cells of a board written by `Board`'s `Display` (`O.X/.X./O..`).
    pub fn cells(text: &str) -> [u8; 9] {
        let v: Vec<u8> = text.bytes().filter(|&b| b != b'/').collect();
        v.try_into().expect("nine cells")
    }

    pub fn winner(c: &[u8; 9]) -> Option<u8> {
        LINES
            .iter()
            .find(|l| c[l[0]] != b'.' && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]])
            .map(|l| c[l[0]])
    }

    pub fn to_move(c: &[u8; 9]) -> u8 {
        let x = c.iter().filter(|&&b| b == b'X').count();
        let o = c.iter().filter(|&&b| b == b'O').count();
        if x == o {
            b'X'
        } else {
            b'O'
        }
    }

    /// Lines with none of `who`'s opponent's marks.
    pub fn open_lines(c: &[u8; 9], who: u8) -> i32 {
        let them = if who == b'X' { b'O' } else { b'X' };
        LINES
            .iter()
            .filter(|l| l.iter().all(|&i| c[i] != them))
            .count() as i32
    }

    /// (value, nodes, leaves, x_wins, o_wins, draws) without a depth limit.
    pub fn solve(c: &mut [u8; 9], max: u8, ply: u32, scoring: Scoring) -> Counts {
        if let Some(w) = winner(c) {
            let win = match scoring {
                Scoring::Wdl => 1,
                Scoring::Fast => 10 - ply as i32,
            };
            let v = if w == max { win } else { -win };
            return Counts {
                value: v,
                nodes: 1,
                leaves: 1,
                x_wins: (w == b'X') as u64,
                o_wins: (w == b'O') as u64,
                draws: 0,
            };
        }
        if c.iter().all(|&b| b != b'.') {
            return Counts {
                value: 0,
                nodes: 1,
                leaves: 1,
                x_wins: 0,
                o_wins: 0,
                draws: 1,
            };
        }
        let mover = to_move(c);
        let mut acc = Counts {
            value: if mover == max { i32::MIN } else { i32::MAX },
            nodes: 1,
            ..Counts::default()
        };
        for i in 0..9 {
            if c[i] != b'.' {
                continue;
            }
            c[i] = mover;
            let k = solve(c, max, ply + 1, scoring);
            c[i] = b'.';
            acc.value = if mover == max {
                acc.value.max(k.value)
            } else {
                acc.value.min(k.value)
            };
            acc.nodes += k.nodes;
            acc.leaves += k.leaves;
            acc.x_wins += k.x_wins;
            acc.o_wins += k.o_wins;
            acc.draws += k.draws;
        }
        acc
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Counts {
        pub value: i32,
        pub nodes: u64,
        pub leaves: u64,
        pub x_wins: u64,
        pub o_wins: u64,
        pub draws: u64,
    }
}

// ---------------------------------------------------------------------------
// Running searches
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Trace checks
// ---------------------------------------------------------------------------

/// What a trace says about one node.
#[derive(Clone, Debug, Default)]
pub struct Node {
    pub parent: NodeId,
    pub mv: u32,
    pub depth: u32,
    /// The window the node was entered with.
    pub alpha: i32,
    pub beta: i32,
    /// Children entered, in order.
    pub children: Vec<NodeId>,
    /// (value, horizon) when the node was scored as a leaf.
    pub leaf: Option<(i32, bool)>,
    /// Children skipped by a cut-off here.
    pub skipped: u32,
    pub exit: i32,
}

/// Checks that `events` form one well-formed search and returns what they
/// say about each node. `root_is_max` gives the level of the root.
///
/// Rules: the first event enters the root (id 0, no parent, depth 0, window
/// (−∞, +∞)); every node entered exits exactly once; a child is entered after
/// its parent's Enter and before its parent's Exit, one ply deeper; Enter ids
/// strictly increase; Leaf comes right after its Enter and right before its
/// Exit with the same value; Alpha only at MAX nodes and Beta only at MIN
/// nodes, each strictly tightening the window; Cutoff only with α ≥ β and is
/// followed by the node's Exit; a child's entry window is its parent's window
/// at that moment; every window a node is entered with has α < β; minimax
/// reports no window changes or cut-offs. An inner node's exit value is
/// computed from its children's: minimax's is their max/min.
pub fn check_trace(events: &[Event], root_is_max: bool, pruning: bool) -> HashMap<NodeId, Node> {
    let mut nodes: HashMap<NodeId, Node> = HashMap::new();
    // Open nodes, innermost last, with their current window.
    let mut stack: Vec<(NodeId, i32, i32)> = Vec::new();
    let mut last_id: Option<NodeId> = None;
    let mut root_done = false;
    assert!(!events.is_empty(), "empty trace");
    for (i, e) in events.iter().enumerate() {
        assert!(!root_done, "event {i} {e:?} after the root exited");
        match *e {
            Event::Enter {
                node,
                parent,
                mv,
                depth,
                alpha,
                beta,
            } => {
                if let Some(last) = last_id {
                    assert!(node > last, "Enter ids not increasing: {node} after {last}");
                }
                last_id = Some(node);
                assert!(!nodes.contains_key(&node), "node {node} entered twice");
                match stack.last() {
                    None => {
                        assert_eq!(i, 0, "a second root entered at event {i}");
                        assert_eq!((node, parent, mv, depth), (0, NONE, NONE, 0), "root Enter");
                        assert_eq!((alpha, beta), (NEG_INF, POS_INF), "root window");
                    }
                    Some(&(top, a, b)) => {
                        assert_eq!(parent, top, "node {node} entered outside its parent");
                        let p = &nodes[&top];
                        assert!(p.leaf.is_none(), "leaf {top} has a child");
                        assert_eq!(depth, p.depth + 1, "depth of node {node}");
                        assert_eq!(
                            (alpha, beta),
                            (a, b),
                            "node {node} entered with a window other than its parent's"
                        );
                    }
                }
                assert!(
                    alpha < beta,
                    "node {node} entered with empty window ({alpha}, {beta})"
                );
                if !pruning {
                    assert_eq!(
                        (alpha, beta),
                        (NEG_INF, POS_INF),
                        "minimax window at {node}"
                    );
                }
                if let Some(&(top, _, _)) = stack.last() {
                    nodes.get_mut(&top).unwrap().children.push(node);
                }
                nodes.insert(
                    node,
                    Node {
                        parent,
                        mv,
                        depth,
                        alpha,
                        beta,
                        ..Node::default()
                    },
                );
                stack.push((node, alpha, beta));
            }
            Event::Leaf {
                node,
                value,
                horizon,
            } => {
                assert_eq!(
                    stack.last().map(|s| s.0),
                    Some(node),
                    "Leaf of a node not open"
                );
                assert!(
                    matches!(events[i - 1], Event::Enter { node: n, .. } if n == node),
                    "Leaf {node} not right after its Enter"
                );
                assert_eq!(
                    events.get(i + 1),
                    Some(&Event::Exit { node, value }),
                    "Leaf {node} not followed by its Exit with the same value"
                );
                nodes.get_mut(&node).unwrap().leaf = Some((value, horizon));
            }
            Event::Alpha { node, value } => {
                assert!(pruning, "minimax reported Alpha");
                let top = stack.last_mut().expect("Alpha outside any node");
                assert_eq!(top.0, node, "Alpha of a node not innermost");
                let depth = nodes[&node].depth;
                assert!(is_max(root_is_max, depth), "Alpha at MIN node {node}");
                assert!(
                    value > top.1,
                    "Alpha at {node} does not raise α ({} → {value})",
                    top.1
                );
                top.1 = value;
            }
            Event::Beta { node, value } => {
                assert!(pruning, "minimax reported Beta");
                let top = stack.last_mut().expect("Beta outside any node");
                assert_eq!(top.0, node, "Beta of a node not innermost");
                let depth = nodes[&node].depth;
                assert!(!is_max(root_is_max, depth), "Beta at MAX node {node}");
                assert!(
                    value < top.2,
                    "Beta at {node} does not lower β ({} → {value})",
                    top.2
                );
                top.2 = value;
            }
            Event::Cutoff {
                node,
                alpha,
                beta,
                skipped,
            } => {
                assert!(pruning, "minimax reported a Cutoff");
                let &(top, a, b) = stack.last().expect("Cutoff outside any node");
                assert_eq!(top, node, "Cutoff of a node not innermost");
                assert_eq!(
                    (alpha, beta),
                    (a, b),
                    "Cutoff at {node} reports another window"
                );
                assert!(alpha >= beta, "Cutoff at {node} with α < β");
                assert!(skipped >= 1, "Cutoff at {node} skips nothing");
                assert!(
                    matches!(events.get(i + 1), Some(Event::Exit { node: n, .. }) if *n == node),
                    "Cutoff at {node} not followed by its Exit"
                );
                nodes.get_mut(&node).unwrap().skipped = skipped;
            }
            Event::Exit { node, value } => {
                let (top, _, _) = stack.pop().expect("Exit outside any node");
                assert_eq!(top, node, "Exit of {node} while {top} is innermost");
                let n = nodes.get_mut(&node).unwrap();
                assert!(
                    n.leaf.is_some() || !n.children.is_empty(),
                    "inner node {node} exits without entering a child"
                );
                n.exit = value;
                if stack.is_empty() {
                    root_done = true;
                }
            }
        }
    }
    assert!(root_done, "the root never exited");
    if !pruning {
        // Minimax: ids are exactly 0..n in order, and values back up.
        let mut ids: Vec<_> = nodes.keys().copied().collect();
        ids.sort_unstable();
        assert!(
            ids.iter().copied().eq(0..ids.len() as u32),
            "minimax ids not 0..n"
        );
        for (&id, n) in &nodes {
            if n.leaf.is_none() {
                let vals = n.children.iter().map(|c| nodes[c].exit);
                let want = if is_max(root_is_max, n.depth) {
                    vals.max()
                } else {
                    vals.min()
                };
                assert_eq!(
                    Some(n.exit),
                    want,
                    "minimax value of node {id} is not backed up"
                );
            }
        }
    }
    nodes
}

pub fn is_max(root_is_max: bool, depth: u32) -> bool {
    root_is_max == (depth % 2 == 0)
}

/// Stats agree with the trace: nodes = #Enter, leaves = #Leaf, cutoffs =
/// #Cutoff, pruned_children = Σ skipped, max_depth = deepest Enter, value =
/// root's Exit.
pub fn check_stats(stats: &Stats, events: &[Event]) {
    let count = |name: &str| events.iter().filter(|e| e.name() == name).count() as u64;
    assert_eq!(stats.nodes, count("enter"), "nodes vs Enter events");
    assert_eq!(stats.leaves, count("leaf"), "leaves vs Leaf events");
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

/// Everything the tests check for one game and one ordering: minimax against
/// the reference, alpha-beta (both variants) against minimax, and every trace
/// rule. `reference` is the exact root value from an independent search.
pub fn check_all<G: Game>(g: &G, opts: &SearchOptions, reference: i32) {
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
        let ab_tree = check_trace(&ab_events, root_is_max, true);
        check_stats(&ab, &ab_events);
        let ctx = format!("{variant:?}");
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
                (n.parent, n.mv, n.depth),
                (m.parent, m.mv, m.depth),
                "{ctx}: (parent, move, depth) of node {id}"
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

            // Bounds: the value returned against the exact value.
            let (a, b, v, exact) = (n.alpha, n.beta, n.exit, m.exit);
            if n.leaf.is_some() {
                assert_eq!(v, exact, "{ctx}: leaf {id}");
                continue;
            }
            if variant == Variant::FailHard {
                assert!(
                    a <= v && v <= b,
                    "{ctx}: node {id} returned {v} outside [{a}, {b}]"
                );
            }
            if v <= a {
                assert!(
                    exact <= v,
                    "{ctx}: node {id}: v={v} ≤ α={a} but exact {exact} > v"
                );
            } else if v >= b {
                assert!(
                    exact >= v,
                    "{ctx}: node {id}: v={v} ≥ β={b} but exact {exact} < v"
                );
            } else {
                assert_eq!(
                    v, exact,
                    "{ctx}: node {id}: v inside ({a}, {b}) is not exact"
                );
            }
        }
    }
}
