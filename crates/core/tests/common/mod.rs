//! Helpers shared by the integration tests: independent reference searches,
//! and checks that a recorded trace is well formed and agrees with minimax.
//!
//! Every check panics with a message naming the node and the rule broken, so
//! a proptest failure shrinks to a small case with a readable reason.

#![allow(dead_code)]

use std::collections::{BTreeSet, HashMap, HashSet};

use proptest::collection::vec;
use proptest::prelude::*;

use abviz_core::{
    ordered_moves, search, Algorithm, Board, Event, Game, NodeId, NodeKind, Ordering, Prune,
    Scoring, SearchOptions, Stats, Trace, Tree, TreeGame, TreeSetup, Variant, NEG_INF, NONE,
    POS_INF,
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

/// The two-player game over `tree` with MAX (or MIN) at the root and
/// levels alternating below it.
pub fn tree_game(tree: Tree, root_is_max: bool) -> TreeGame {
    TreeGame::new(
        tree,
        TreeSetup {
            root_is_max,
            agents: 2,
        },
    )
    .expect("a tree without labels is a valid game")
}

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

/// Plain recursive expectiminimax over the [`Game`] trait, natural move
/// order, no pruning, no memo: (value, nodes, leaves) of the position at
/// `ply`. MAX takes the largest child value, MIN the smallest, a chance node
/// Σ p·v in natural order (so with inexact probabilities such as 1/3 it
/// may differ from the engine in the last bits: compare with a tolerance).
pub fn reference_minimax_at<G: Game>(
    g: &G,
    pos: &G::Pos,
    ply: u32,
    depth: Option<u32>,
) -> (f64, u64, u64) {
    if let Some(v) = g.terminal_value(pos, ply, depth.is_some()) {
        return (v, 1, 1);
    }
    if depth == Some(ply) {
        return (g.evaluate(pos).expect("depth limit needs evaluate"), 1, 1);
    }
    let kind = g.kind(pos, ply);
    let mut moves = Vec::new();
    g.moves(pos, &mut moves);
    assert!(!moves.is_empty(), "non-terminal position without moves");
    let mut best: Option<f64> = None;
    let mut mean = 0.0;
    let (mut nodes, mut leaves) = (1, 0);
    for m in moves {
        let (v, n, l) = reference_minimax_at(g, &g.play(pos, m), ply + 1, depth);
        nodes += n;
        leaves += l;
        best = Some(match (best, kind) {
            (None, _) => v,
            (Some(b), NodeKind::Max) => b.max(v),
            (Some(b), _) => b.min(v),
        });
        if kind == NodeKind::Chance {
            mean += g.probability(pos, m) * v;
        }
    }
    let value = match kind {
        NodeKind::Chance => mean,
        _ => best.unwrap(),
    };
    (value, nodes, leaves)
}

/// [`reference_minimax_at`] from the root.
pub fn reference_minimax<G: Game>(g: &G, depth: Option<u32>) -> (f64, u64, u64) {
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

/// What a trace of one search must obey (see [`check_trace_with`]).
#[derive(Clone, Copy, Debug)]
pub struct Rules {
    /// A pruning search (alpha-beta, Star1, Star2): windows, cut-offs,
    /// Bounds and Window events are allowed.
    pub pruning: bool,
    /// The pruning rule the cut-offs follow.
    pub prune: Prune,
    /// Whether a node may be entered more than once (Star2's probes).
    pub revisits: bool,
    /// For games where MAX and MIN alternate by ply: whether the root is
    /// MAX. Every Enter's kind is then checked against its depth.
    pub alternate: Option<bool>,
    /// Fail-soft: a chance node returns a value inside its last bounds.
    pub fail_soft: bool,
    /// The bounds [L, U] on every value the search was given (Star1).
    pub bounds: Option<(f64, f64)>,
}

impl Rules {
    /// The rules for `alg` with `opts`; `alternate` as in [`Rules`].
    pub fn new(alg: Algorithm, opts: &SearchOptions, alternate: Option<bool>) -> Rules {
        Rules {
            pruning: alg.spec().prunes,
            prune: opts.prune,
            revisits: alg.spec().probes,
            alternate,
            fail_soft: opts.variant == Variant::FailSoft,
            bounds: opts.bounds,
        }
    }
}

/// One open visit while checking a trace.
struct Open {
    node: NodeId,
    kind: NodeKind,
    depth: u32,
    alpha: f64,
    beta: f64,
    /// A window set by a Window event for the next child.
    pass: Option<(f64, f64)>,
    /// Entered with a window a chance node derived, or below such a node:
    /// with bounds L = U that window may be empty (α = β).
    derived: bool,
    /// Entered with a window that already excludes every value the bounds
    /// allow (α ≥ U or β ≤ L, within rounding), or with a derived window
    /// that is inverted by rounding (or empty, under α ≥ β pruning), or
    /// below such a node. A chance node there is not cut before its first
    /// child: it derives empty windows, or windows with α > β by rounding,
    /// and the values that come back are not the bounds fail-soft promises.
    /// (Such a node's value cannot change its parent's decision.)
    dominated: bool,
    /// A chance node that passed a child a degenerate window (the child's
    /// result may be misread, and the node's own value with it), or an
    /// ancestor of one.
    degenerate_child: bool,
    bounds: Option<(f64, f64)>,
    probe: bool,
    leaf: Option<(f64, bool)>,
    /// Children searched in full, and (Star2) probed, in order.
    children: Vec<NodeId>,
    probe_children: Vec<NodeId>,
    /// Whether a non-probe child has been entered (a Star2 chance node
    /// probes first, then searches).
    searching: bool,
    skipped: u32,
}

/// [`check_trace_with`] for a two-player game without chance nodes and
/// the default pruning rule (α ≥ β): `root_is_max` gives the level of the
/// root, and MAX and MIN alternate below it.
pub fn check_trace(events: &[Event], root_is_max: bool, pruning: bool) -> HashMap<NodeId, Node> {
    check_trace_with(
        events,
        &Rules {
            pruning,
            prune: Prune::Ge,
            revisits: false,
            alternate: Some(root_is_max),
            fail_soft: false,
            bounds: None,
        },
    )
}

/// Checks that `events` form one well-formed search and returns what they
/// say about each node.
///
/// Rules: the first event enters the root (id 0, no parent, depth 0,
/// window (−∞, +∞), no probe); every Enter has exactly one matching Exit,
/// properly nested; a child is entered while its parent is open and
/// innermost, one ply deeper, with a larger id; a node entered again
/// (only if `rules.revisits`) keeps its parent, move, depth and kind, and
/// it or an ancestor on the path was probed before; without revisits Enter
/// ids strictly increase; Leaf comes right after its Enter and right before
/// its Exit with the same value; Alpha only at MAX nodes and Beta only at
/// MIN nodes, each strictly tightening the window; Bounds and Window only
/// at chance nodes, Bounds never widening, a Window right before the Enter
/// of the child it is for; a child's entry window is the Window just
/// before it, else its parent's window at that moment; entry windows have
/// α ≤ β (α < β under α ≥ β pruning, except at and below windows a chance
/// node derived, which are empty when the bounds are L = U; a derived
/// window may be inverted by rounding, within 1e-9); a chance node's
/// children are probed first (Star2), then searched, each group in id
/// order; at a MAX or MIN node a Cutoff needs α ≥ β (α > β under
/// `Prune::Gt`), at a chance node bounds outside (α, β), and is followed by
/// the node's Exit; a probe enters one MAX or MIN child of a chance node
/// and searches only its first child; a fail-soft chance node returns a
/// value inside its last bounds; minimax reports no windows, bounds or
/// cut-offs, and its exit values back up (max, min, or a mean at chance
/// nodes). Nodes whose values need not be valid bounds because of Star1's
/// known faults are marked [`Node::dominated`].
pub fn check_trace_with(events: &[Event], rules: &Rules) -> HashMap<NodeId, Node> {
    let mut nodes: HashMap<NodeId, Node> = HashMap::new();
    let mut stack: Vec<Open> = Vec::new();
    let mut probed: HashSet<NodeId> = HashSet::new();
    // Outcomes Star1 searched again with (−∞, +∞) (their subtrees revisit).
    let mut researched: HashSet<NodeId> = HashSet::new();
    let mut last_id: Option<NodeId> = None;
    let mut root_done = false;
    let ge = rules.prune == Prune::Ge;
    assert!(!events.is_empty(), "empty trace");
    for (i, e) in events.iter().enumerate() {
        assert!(!root_done, "event {i} {e:?} after the root exited");
        if !matches!(e, Event::Enter { .. }) {
            let top = stack.last().map(|o| o.node);
            assert_eq!(
                top,
                Some(e.node()),
                "event {i} {e:?} is not about the innermost node"
            );
        }
        match *e {
            Event::Enter {
                node,
                parent,
                mv,
                depth,
                kind,
                probe,
                alpha,
                beta,
            } => {
                let seen = nodes.get(&node).cloned();
                // Star1 searches an outcome again with (−∞, +∞) when its
                // first result was a bound that decided nothing (rounding,
                // or a fail-hard edge): the same child, straight after.
                let research = (alpha, beta) == (NEG_INF, POS_INF)
                    && stack.last().is_some_and(|o| {
                        o.kind == NodeKind::Chance
                            && o.pass == Some((NEG_INF, POS_INF))
                            && o.children.last() == Some(&node)
                    });
                let research_on_path = research
                    || researched.contains(&node)
                    || stack.iter().any(|o| researched.contains(&o.node));
                if research {
                    researched.insert(node);
                }
                if !rules.revisits && !research_on_path {
                    assert!(seen.is_none(), "node {node} entered twice");
                    if let Some(last) = last_id {
                        assert!(node > last, "Enter ids not increasing: {node} after {last}");
                    }
                }
                last_id = Some(node);
                if let Some(alternate) = rules.alternate {
                    let want = if is_max(alternate, depth) {
                        NodeKind::Max
                    } else {
                        NodeKind::Min
                    };
                    assert_eq!(kind, want, "kind of node {node} at depth {depth}");
                }
                // Entered with a window a chance node derived, or below one.
                let mut passed = false;
                let mut derived = stack.last().is_some_and(|o| o.derived);
                match stack.last_mut() {
                    None => {
                        assert_eq!(i, 0, "a second root entered at event {i}");
                        assert_eq!((node, parent, mv, depth), (0, NONE, NONE, 0), "root Enter");
                        assert_eq!((alpha, beta), (NEG_INF, POS_INF), "root window");
                        assert!(!probe, "the root is probed");
                    }
                    Some(top) => {
                        assert_eq!(parent, top.node, "node {node} entered outside its parent");
                        assert!(top.leaf.is_none(), "leaf {} has a child", top.node);
                        assert_eq!(depth, top.depth + 1, "depth of node {node}");
                        assert!(node > parent, "child {node} has an id below its parent's");
                        let want = match top.pass.take() {
                            Some(w) => {
                                (derived, passed) = (true, true);
                                w
                            }
                            None => (top.alpha, top.beta),
                        };
                        assert_eq!(
                            (alpha, beta),
                            want,
                            "node {node} entered with a window other than its parent's"
                        );
                        if rules.pruning && top.kind == NodeKind::Chance {
                            assert!(passed, "chance node {parent} passes no Window to {node}");
                        }
                        if top.probe {
                            assert!(
                                top.children.is_empty(),
                                "probe of {parent} enters a second child"
                            );
                        }
                        if probe {
                            assert_eq!(
                                top.kind,
                                NodeKind::Chance,
                                "probe {node} under a non-chance node"
                            );
                            assert!(
                                !top.searching,
                                "chance node {parent} probes {node} after searching"
                            );
                        } else {
                            top.searching = true;
                        }
                        // Probes, then full searches, each in id order.
                        let kids = if probe {
                            &mut top.probe_children
                        } else {
                            &mut top.children
                        };
                        if let (Some(&last), false) = (kids.last(), research) {
                            assert!(
                                last < node,
                                "children of {parent} out of order: {node} after {last}"
                            );
                        }
                        if !research {
                            kids.push(node);
                        }
                    }
                }
                // A derived window that is inverted by rounding (or empty,
                // under α ≥ β pruning, which then cuts at once).
                let degenerate = passed && (alpha > beta || (ge && alpha >= beta));
                if let (true, Some(top)) = (degenerate, stack.last_mut()) {
                    top.degenerate_child = true;
                }
                let dominated = stack.last().is_some_and(|o| o.dominated)
                    || degenerate
                    || rules.bounds.is_some_and(|(lo, hi)| {
                        let eps = 1e-9 * (1.0 + lo.abs().max(hi.abs()));
                        alpha >= hi - eps || beta <= lo + eps
                    });
                let slack = if dominated {
                    1e-9 * (1.0 + beta.abs())
                } else {
                    0.0
                };
                assert!(
                    alpha <= beta + slack,
                    "node {node} entered with window ({alpha}, {beta}), α > β"
                );
                if ge && !derived {
                    assert!(
                        alpha < beta,
                        "node {node} entered with empty window ({alpha}, {beta})"
                    );
                }
                if !rules.pruning {
                    assert_eq!(
                        (alpha, beta),
                        (NEG_INF, POS_INF),
                        "minimax window at {node}"
                    );
                }
                if let Some(s) = &seen {
                    assert_eq!(
                        (s.parent, s.mv, s.depth, s.kind),
                        (parent, mv, depth, kind),
                        "node {node} entered again as another node"
                    );
                    let probe_on_path =
                        probed.contains(&node) || stack.iter().any(|o| probed.contains(&o.node));
                    assert!(
                        probe_on_path || research_on_path,
                        "node {node} entered again, but neither it nor an ancestor was probed"
                    );
                }
                if probe {
                    assert!(
                        rules.revisits,
                        "probe of {node} in a search that does not probe"
                    );
                    assert!(kind != NodeKind::Chance, "chance node {node} probed");
                    probed.insert(node);
                }
                let (visits, probes) = seen.map_or((0, 0), |s| (s.visits, s.probes));
                nodes.insert(
                    node,
                    Node {
                        parent,
                        mv,
                        depth,
                        kind,
                        alpha,
                        beta,
                        children: vec![],
                        leaf: None,
                        skipped: 0,
                        exit: 0.0,
                        visits: visits + 1,
                        probes: probes + probe as u32,
                        probe,
                        dominated,
                        bounds: None,
                    },
                );
                stack.push(Open {
                    node,
                    kind,
                    depth,
                    alpha,
                    beta,
                    pass: None,
                    derived,
                    dominated,
                    degenerate_child: false,
                    bounds: None,
                    probe,
                    leaf: None,
                    children: vec![],
                    probe_children: vec![],
                    searching: false,
                    skipped: 0,
                });
            }
            Event::Leaf {
                node,
                value,
                horizon,
            } => {
                assert!(
                    matches!(events[i - 1], Event::Enter { node: n, .. } if n == node),
                    "Leaf {node} not right after its Enter"
                );
                assert_eq!(
                    events.get(i + 1),
                    Some(&Event::Exit { node, value }),
                    "Leaf {node} not followed by its Exit with the same value"
                );
                assert!(value.is_finite(), "leaf {node} has value {value}");
                let top = stack.last_mut().unwrap();
                assert!(!top.probe, "probe of {node} is a leaf");
                top.leaf = Some((value, horizon));
            }
            Event::Alpha { node, value } => {
                assert!(rules.pruning, "minimax reported Alpha");
                let top = stack.last_mut().unwrap();
                assert_eq!(top.kind, NodeKind::Max, "Alpha at non-MAX node {node}");
                assert!(
                    value > top.alpha,
                    "Alpha at {node} does not raise α ({} → {value})",
                    top.alpha
                );
                top.alpha = value;
            }
            Event::Beta { node, value } => {
                assert!(rules.pruning, "minimax reported Beta");
                let top = stack.last_mut().unwrap();
                assert_eq!(top.kind, NodeKind::Min, "Beta at non-MIN node {node}");
                assert!(
                    value < top.beta,
                    "Beta at {node} does not lower β ({} → {value})",
                    top.beta
                );
                top.beta = value;
            }
            Event::Bounds { node, lo, hi } => {
                assert!(rules.pruning, "minimax reported Bounds");
                let top = stack.last_mut().unwrap();
                assert_eq!(
                    top.kind,
                    NodeKind::Chance,
                    "Bounds at non-chance node {node}"
                );
                assert!(lo <= hi, "Bounds at {node}: [{lo}, {hi}] is empty");
                // After a child returns, or at once when the window
                // already excludes [L, U] (a cut before any outcome).
                assert!(
                    matches!(events[i - 1], Event::Exit { .. })
                        || matches!(events[i - 1], Event::Enter { node: n, .. } if n == node),
                    "Bounds at {node} not right after a child returned"
                );
                if let Some((l, h)) = top.bounds {
                    assert!(
                        l <= lo && hi <= h,
                        "Bounds at {node} widen: [{l}, {h}] → [{lo}, {hi}]"
                    );
                }
                top.bounds = Some((lo, hi));
            }
            Event::Table { .. } | Event::Pass { .. } | Event::Research { .. } => {
                panic!(
                    "event {i}: {:?} comes only from the enhanced search",
                    events[i]
                )
            }
            Event::Window { node, alpha, beta } => {
                assert!(rules.pruning, "minimax reported Window");
                let top = stack.last_mut().unwrap();
                assert_eq!(
                    top.kind,
                    NodeKind::Chance,
                    "Window at non-chance node {node}"
                );
                // Rounding may invert a derived window by a few ulps.
                let slack = 1e-9 * (1.0 + beta.abs());
                assert!(
                    alpha <= beta + slack,
                    "Window at {node}: ({alpha}, {beta}) has α > β"
                );
                assert!(
                    matches!(events.get(i + 1), Some(Event::Enter { parent, .. }) if *parent == node),
                    "Window at {node} not right before the Enter of a child"
                );
                top.pass = Some((alpha, beta));
            }
            Event::Cutoff {
                node,
                alpha,
                beta,
                skipped,
            } => {
                assert!(rules.pruning, "minimax reported a Cutoff");
                let top = stack.last_mut().unwrap();
                assert_eq!(
                    (alpha, beta),
                    (top.alpha, top.beta),
                    "Cutoff at {node} reports another window"
                );
                if top.kind == NodeKind::Chance {
                    let (lo, hi) = top
                        .bounds
                        .unwrap_or_else(|| panic!("Cutoff at chance node {node} without Bounds"));
                    // The engine counts meeting α or β to within 1e-9
                    // (relative) as meeting it: sums of p·v round.
                    let slack = |x: f64| {
                        if x.is_finite() {
                            1e-9 * (1.0 + x.abs())
                        } else {
                            0.0
                        }
                    };
                    let fired = if ge {
                        lo >= beta - slack(beta) || hi <= alpha + slack(alpha)
                    } else {
                        lo > beta + slack(beta) || hi < alpha - slack(alpha)
                    };
                    assert!(fired, "Cutoff at chance node {node} with bounds [{lo}, {hi}] inside ({alpha}, {beta})");
                } else if ge {
                    assert!(alpha >= beta, "Cutoff at {node} with α < β");
                } else {
                    assert!(alpha > beta, "Cutoff at {node} with α ≤ β under Prune::Gt");
                }
                assert!(skipped >= 1, "Cutoff at {node} skips nothing");
                assert!(
                    matches!(events.get(i + 1), Some(Event::Exit { node: n, .. }) if *n == node),
                    "Cutoff at {node} not followed by its Exit"
                );
                top.skipped = skipped;
            }
            Event::Exit { node, value } => {
                let top = stack.pop().unwrap();
                assert!(
                    top.leaf.is_some()
                        || !top.children.is_empty()
                        || !top.probe_children.is_empty()
                        || top.skipped > 0,
                    "inner node {node} exits without entering a child"
                );
                assert!(top.pass.is_none(), "Window at {node} for no child");
                if top.probe {
                    assert_eq!(
                        top.children.len(),
                        1,
                        "probe of {node} enters {:?}",
                        top.children
                    );
                }
                if top.kind == NodeKind::Chance && top.leaf.is_none() && rules.pruning {
                    assert!(top.bounds.is_some(), "chance node {node} reports no Bounds");
                }
                if let (Some((lo, hi)), true) = (top.bounds, rules.fail_soft) {
                    let eps = 1e-9 * (1.0 + value.abs());
                    assert!(
                        lo - eps <= value && value <= hi + eps,
                        "chance node {node} returns {value} outside its bounds [{lo}, {hi}]"
                    );
                }
                let n = nodes.get_mut(&node).unwrap();
                n.children = [top.probe_children, top.children].concat();
                n.leaf = top.leaf;
                n.skipped = top.skipped;
                n.exit = value;
                n.bounds = top.bounds;
                n.dominated = top.dominated || top.degenerate_child;
                // A misread value travels up: so does the doubt.
                if let (true, Some(up)) = (top.degenerate_child, stack.last_mut()) {
                    up.degenerate_child = true;
                }
                if stack.is_empty() {
                    root_done = true;
                }
            }
        }
    }
    assert!(root_done, "the root never exited");
    if !rules.pruning {
        // Minimax: ids are exactly 0..n in order, and values back up.
        let mut ids: Vec<_> = nodes.keys().copied().collect();
        ids.sort_unstable();
        assert!(
            ids.iter().copied().eq(0..ids.len() as u32),
            "minimax ids not 0..n"
        );
        for (&id, n) in &nodes {
            if n.leaf.is_some() {
                continue;
            }
            let vals: Vec<f64> = n.children.iter().map(|c| nodes[c].exit).collect();
            let lo = vals.iter().copied().fold(POS_INF, f64::min);
            let hi = vals.iter().copied().fold(NEG_INF, f64::max);
            match n.kind {
                NodeKind::Max => assert_eq!(n.exit, hi, "minimax value of MAX node {id}"),
                NodeKind::Min => assert_eq!(n.exit, lo, "minimax value of MIN node {id}"),
                NodeKind::Chance => {
                    let eps = 1e-9 * (1.0 + n.exit.abs());
                    assert!(
                        lo - eps <= n.exit && n.exit <= hi + eps,
                        "expectimax value {} of chance node {id} outside its children's [{lo}, {hi}]",
                        n.exit
                    );
                }
            }
        }
    }
    nodes
}

pub fn is_max(root_is_max: bool, depth: u32) -> bool {
    root_is_max == (depth % 2 == 0)
}

/// Stats agree with the trace: nodes = #Enter, probes = #Enter with
/// `probe`, leaves = #Leaf, cutoffs = #Cutoff, pruned_children = Σ
/// skipped, max_depth = deepest Enter, value = root's Exit.
pub fn check_stats(stats: &Stats, events: &[Event]) {
    let count = |name: &str| events.iter().filter(|e| e.name() == name).count() as u64;
    assert_eq!(stats.nodes, count("enter"), "nodes vs Enter events");
    let probes = (events.iter())
        .filter(|e| matches!(e, Event::Enter { probe: true, .. }))
        .count() as u64;
    assert_eq!(stats.probes, probes, "probes vs probing Enter events");
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
