//! What a trace of one search must obey: [`check_trace_with`] replays the
//! events, checking every rule as it goes, and says what they tell about
//! each node.

use std::collections::{HashMap, HashSet};

use abviz_core::{
    Algorithm, Event, NodeId, NodeKind, Prune, SearchOptions, Variant, NEG_INF, NONE, POS_INF,
};

use super::Node;

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
/// ids strictly increase; Leaf (and Book) comes right after its Enter and
/// right before its Exit with the same value; Alpha only at MAX nodes and Beta only at
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
            // Knowledge answers a node as a leaf: right after its Enter,
            // then its Exit with the same value; its subtree is never entered.
            Event::Book { node, value, .. } => {
                assert!(
                    matches!(events[i - 1], Event::Enter { node: n, .. } if n == node),
                    "Book {node} not right after its Enter"
                );
                assert_eq!(
                    events.get(i + 1),
                    Some(&Event::Exit { node, value }),
                    "Book {node} not followed by its Exit with the same value"
                );
                assert!(value.is_finite(), "book node {node} has value {value}");
                let top = stack.last_mut().unwrap();
                assert!(!top.probe, "probe of {node} answered by the book");
                top.leaf = Some((value, false));
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
                // already excludes [L, U] (a cut before any outcome), also
                // right after the node's Extend.
                assert!(
                    matches!(events[i - 1], Event::Exit { .. })
                        || matches!(events[i - 1], Event::Enter { node: n, .. } if n == node)
                        || matches!(events[i - 1], Event::Extend { node: n, .. } if n == node),
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
            Event::Futility { .. } => panic!("event {i}: a futility cut-off in a plain search"),
            // Quiescence searches on a noisy node at the depth limit: said
            // right after its Enter, so it is never a Leaf (a Leaf comes
            // right after its Enter) and must enter a child or cut.
            Event::Extend { node, .. } => {
                assert!(
                    matches!(events[i - 1], Event::Enter { node: n, .. } if n == node),
                    "Extend {node} not right after its Enter"
                );
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
            // Negamax's own view (tests/negamax.rs); MCTS never comes here.
            _ => {}
        }
    }
    assert!(root_done, "the root never exited");
    if !rules.pruning {
        // Minimax: ids are exactly 0..n in order (unless the book left
        // subtrees out), and values back up.
        let mut ids: Vec<_> = nodes.keys().copied().collect();
        ids.sort_unstable();
        let booked = events.iter().any(|e| matches!(e, Event::Book { .. }));
        assert!(
            booked || ids.iter().copied().eq(0..ids.len() as u32),
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
