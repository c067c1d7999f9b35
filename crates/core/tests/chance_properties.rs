//! Property tests over random trees with chance nodes, several MIN agents,
//! depth limits and both pruning rules: Star1 (`Algorithm::AlphaBeta`) and
//! Star2 return expectiminimax's value and best move, enter only nodes the
//! full search enters, and record well-formed traces (a node may be entered
//! more than once); `Prune::Gt` agrees with `Prune::Ge`. Trees are built by
//! the test, written out in shorthand and in JSON, and read back through
//! the engine's parsers, so the parsers and the printer are exercised too.
//!
//! Probabilities are multiples of 1/8 (or shared equally by outcomes
//! without one, which gives thirds); values are compared within 1e-9. Each
//! visit's value is checked against its node's exact value (inside the
//! window exact, at or past an edge a bound) only where Star1's arithmetic
//! is exact (probabilities 0 or powers of two); values and best moves are
//! checked on every tree, fail-hard and `Prune::Gt` included. The tests at
//! the end pin bugs found by these properties, now fixed.

mod common;

use std::collections::{BTreeSet, HashMap};

use abviz_core::tree::fmt_value;
use abviz_core::{
    Algorithm, Config, Event, NodeId, NodeKind, Ordering, Problem, Prune, SearchOptions, Stats,
    Tree, TreeSetup, Variant,
};
use common::{check_bound, check_stats, check_trace_with, entered, Rng, Rules};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use proptest::strategy::ValueTree;

// ---------------------------------------------------------------------------
// Trees built by the test
// ---------------------------------------------------------------------------

/// A labelled tree: what the shorthand and JSON forms can say.
#[derive(Clone, Debug)]
struct CTree {
    /// `p` on the edge from the parent, in eighths.
    eighths: Option<u8>,
    name: Option<String>,
    /// A leaf's value, or an inner node's static value.
    value: Option<i32>,
    kind: Option<NodeKind>,
    kids: Vec<CTree>,
}

impl CTree {
    fn leaf(v: i32) -> CTree {
        CTree {
            eighths: None,
            name: None,
            value: Some(v),
            kind: None,
            kids: vec![],
        }
    }

    fn p(&self) -> Option<f64> {
        self.eighths.map(|e| e as f64 / 8.0)
    }

    /// Shorthand, in the printer's canonical form: `p:`, the name, `=v `
    /// (inner nodes), the kind, then `[children]`; a leaf is `p:name=v` or
    /// `p:v`.
    fn shorthand(&self) -> String {
        let mut s = String::new();
        if let Some(p) = self.p() {
            s += &format!("{}:", fmt_value(p));
        }
        if self.kids.is_empty() {
            if let Some(n) = &self.name {
                s += n;
                s += "=";
            }
            s += &self.value.unwrap().to_string();
            return s;
        }
        if let Some(n) = &self.name {
            s += n;
            if self.value.is_none() {
                s += " ";
            }
        }
        if let Some(v) = self.value {
            s += &format!("={v} ");
        }
        if let Some(k) = self.kind {
            s += k.name();
        }
        s += "[";
        let kids: Vec<String> = self.kids.iter().map(CTree::shorthand).collect();
        s += &kids.join(",");
        s + "]"
    }

    /// The same tree as JSON; an unlabelled leaf is a bare number.
    fn json(&self) -> String {
        let plain = self.kids.is_empty() && self.eighths.is_none() && self.name.is_none();
        if plain {
            return self.value.unwrap().to_string();
        }
        let mut fields = vec![];
        if let Some(k) = self.kind {
            fields.push(format!("\"kind\":\"{}\"", k.name()));
        }
        if let Some(n) = &self.name {
            fields.push(format!("\"name\":\"{n}\""));
        }
        if let Some(v) = self.value {
            fields.push(format!("\"value\":{v}"));
        }
        if let Some(p) = self.p() {
            fields.push(format!("\"p\":{p}"));
        }
        if !self.kids.is_empty() {
            let kids: Vec<String> = self.kids.iter().map(CTree::json).collect();
            fields.push(format!("\"children\":[{}]", kids.join(",")));
        }
        format!("{{{}}}", fields.join(","))
    }

    /// Number of nodes.
    fn len(&self) -> usize {
        1 + self.kids.iter().map(CTree::len).sum::<usize>()
    }

    fn has_chance(&self) -> bool {
        self.kind == Some(NodeKind::Chance) || self.kids.iter().any(CTree::has_chance)
    }
}

/// What the test works out for one node of a [`CTree`] in preorder (the
/// engine's node ids under natural order).
#[derive(Clone, Debug)]
struct Solved {
    kind: NodeKind,
    depth: u32,
    /// Expectiminimax value, with the depth limit.
    value: f64,
    /// Children in preorder ids.
    kids: Vec<usize>,
    /// Scored without search: a leaf, or a node at the depth limit.
    scored: bool,
}

/// The kind of an unlabelled node `depth` levels down: MAX, then
/// `agents − 1` MIN levels (starting one level later when MIN is at the root).
fn cycle_kind(setup: TreeSetup, depth: u32) -> NodeKind {
    let offset = if setup.root_is_max { 0 } else { 1 };
    if (depth + offset) % setup.agents == 0 {
        NodeKind::Max
    } else {
        NodeKind::Min
    }
}

/// Solves `t` (expectiminimax, from scratch) under `setup` and depth limit
/// `limit`, appending every node in preorder to `out`; returns the root's id.
fn solve(
    t: &CTree,
    setup: TreeSetup,
    limit: Option<u32>,
    depth: u32,
    out: &mut Vec<Solved>,
) -> usize {
    let id = out.len();
    let kind = t.kind.unwrap_or_else(|| cycle_kind(setup, depth));
    out.push(Solved {
        kind,
        depth,
        value: 0.0,
        kids: vec![],
        scored: false,
    });
    // Nothing below the depth limit is searched, nor numbered.
    let scored = t.kids.is_empty() || limit == Some(depth);
    let kids: Vec<usize> = if scored {
        vec![]
    } else {
        (t.kids.iter())
            .map(|k| solve(k, setup, limit, depth + 1, out))
            .collect()
    };
    let value = if scored {
        t.value.expect("a scored node has a value") as f64
    } else {
        let vals: Vec<f64> = kids.iter().map(|&k| out[k].value).collect();
        match kind {
            NodeKind::Max => vals.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            NodeKind::Min => vals.iter().copied().fold(f64::INFINITY, f64::min),
            NodeKind::Chance => {
                let given: f64 = t.kids.iter().filter_map(CTree::p).sum();
                let missing = t.kids.iter().filter(|k| k.eighths.is_none()).count();
                let rest = if missing > 0 {
                    ((1.0 - given) / missing as f64).max(0.0)
                } else {
                    0.0
                };
                (t.kids.iter().zip(&vals))
                    .map(|(k, v)| k.p().unwrap_or(rest) * v)
                    .sum()
            }
        }
    };
    let s = &mut out[id];
    (s.value, s.scored, s.kids) = (value, scored, kids);
    id
}

/// The nodes a search can score under `limit` (for the default bounds).
fn value_range(solved: &[Solved]) -> (f64, f64) {
    (solved.iter().filter(|s| s.scored)).fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), s| {
        (lo.min(s.value), hi.max(s.value))
    })
}

/// A random split of 8 eighths into `n` parts (zeros allowed).
fn composition(rng: &mut Rng, n: usize) -> Vec<u8> {
    let mut cuts: Vec<u8> = (0..n - 1).map(|_| rng.below(9) as u8).collect();
    cuts.sort_unstable();
    let mut parts = vec![];
    let mut last = 0;
    for c in cuts {
        parts.push(c - last);
        last = c;
    }
    parts.push(8 - last);
    parts
}

/// A random split of 8 eighths into `n` parts that are each 0 or a power of
/// two (8 = 4 + 2 + 1 + 1, or 8 = 8 + 0), so dividing by any of them is
/// exact.
fn binary_split(rng: &mut Rng, n: usize) -> Vec<u8> {
    let mut parts = vec![8u8];
    while parts.len() < n {
        let splittable: Vec<usize> = (0..parts.len()).filter(|&i| parts[i] > 1).collect();
        if splittable.is_empty() || rng.below(4) == 0 {
            parts.push(0);
            continue;
        }
        let i = splittable[rng.below(splittable.len() as u64) as usize];
        parts[i] /= 2;
        parts.push(parts[i]);
    }
    rng.shuffle(&mut parts);
    parts
}

/// Parameters of a random tree.
#[derive(Clone, Copy, Debug)]
struct Shape {
    /// Depth of the first branch (others may stop early).
    depth: u32,
    /// Every inner node gets a name and a static value (so any depth limit
    /// can be used).
    values: bool,
    /// Leaves lie in −range..=range.
    range: i32,
    /// No chance nodes at all.
    no_chance: bool,
    /// Every probability given, as 0, 1/8, 1/4, 1/2 or 1, so every
    /// derived window is exact (fail-hard is not safe from rounding: see
    /// the ignored `fail_hard_*` tests below).
    dyadic: bool,
}

/// A random tree: chance nodes with eighths, uniform or partly given
/// probabilities; some MAX and MIN labels, the rest left to the agent
/// cycle; some names; 1–4 children.
fn grow(shape: Shape, depth: u32, spine: bool, rng: &mut Rng, budget: &mut i32) -> CTree {
    *budget -= 1;
    let early = !spine && (*budget <= 0 || rng.below(5) == 0);
    let value = rng.below(2 * shape.range as u64 + 1) as i32 - shape.range;
    let name = |rng: &mut Rng| {
        let stem = ["A", "b", "Ghost", "n_1", "x'"][rng.below(5) as usize];
        format!("{stem}{}", rng.below(100))
    };
    if depth == shape.depth || early {
        let mut t = CTree::leaf(value);
        if rng.below(4) == 0 {
            t.name = Some(name(rng));
        }
        return t;
    }
    let n = 1 + rng.below(4) as usize;
    let first = rng.below(n as u64) as usize;
    let kind = match rng.below(10) {
        _ if shape.no_chance => match rng.below(4) {
            0 => Some(NodeKind::Max),
            1 => Some(NodeKind::Min),
            _ => None,
        },
        0..=3 => Some(NodeKind::Chance),
        4 => Some(NodeKind::Max),
        5 => Some(NodeKind::Min),
        _ => None,
    };
    let mut kids: Vec<CTree> = (0..n)
        .map(|i| grow(shape, depth + 1, spine && i == first, rng, budget))
        .collect();
    if kind == Some(NodeKind::Chance) {
        match if shape.dyadic { 3 } else { rng.below(3) } {
            // Uniform: no p at all.
            0 => {}
            3 => {
                for (k, e) in kids.iter_mut().zip(binary_split(rng, n)) {
                    k.eighths = Some(e);
                }
            }
            // Every p given, in eighths.
            1 => {
                for (k, e) in kids.iter_mut().zip(composition(rng, n)) {
                    k.eighths = Some(e);
                }
            }
            // Some given; the rest share what is left.
            _ => {
                let parts = composition(rng, n + 1);
                for (k, e) in kids.iter_mut().zip(parts) {
                    if rng.below(2) == 0 {
                        k.eighths = Some(e);
                    }
                }
                if kids.iter().all(|k| k.eighths.is_some()) {
                    kids[rng.below(n as u64) as usize].eighths = None;
                }
            }
        }
    }
    let mut t = CTree {
        eighths: None,
        name: None,
        value: None,
        kind,
        kids,
    };
    if shape.values {
        t.name = Some(name(rng));
        t.value = Some(value);
    } else if rng.below(4) == 0 {
        t.name = Some(name(rng));
    }
    t
}

/// Everything one case needs: the tree, how its levels are read, and
/// search options.
#[derive(Clone)]
struct Case {
    tree: CTree,
    setup: TreeSetup,
    options: SearchOptions,
    /// Probabilities are 0 or powers of two, so Star1's sums and derived
    /// windows are exact.
    exact: bool,
}

impl std::fmt::Debug for Case {
    /// The tree as shorthand, to paste into a test or the CLI.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} with {:?}, {:?}",
            self.tree.shorthand(),
            self.setup,
            self.options
        )
    }
}

impl Case {
    /// Shorthand or JSON, as the case says.
    fn text(&self, json: bool) -> String {
        if json {
            self.tree.json()
        } else {
            self.tree.shorthand()
        }
    }

    fn problem(&self, json: bool) -> Problem {
        let text = self.text(json);
        Problem::tree_with(&text, self.setup).unwrap_or_else(|e| panic!("{text}: {e}"))
    }
}

fn case(no_chance: bool) -> impl Strategy<Value = Case> {
    (
        1u32..=4,
        1u32..=4,
        any::<bool>(),
        any::<u64>(),
        (any::<bool>(), any::<bool>(), 0u32..4),
        (any::<bool>(), any::<bool>(), 0u32..3, any::<bool>()),
    )
        .prop_map(
            move |(
                depth,
                agents,
                root_is_max,
                seed,
                (values, hard, limit),
                (gt, wide, range, exact),
            )| {
                let mut rng = Rng::new(seed);
                let shape = Shape {
                    depth,
                    values,
                    range: [2, 5, 20][range as usize],
                    no_chance,
                    dyadic: exact,
                };
                let mut budget = 60;
                let tree = grow(shape, 0, true, &mut rng, &mut budget);
                let setup = TreeSetup {
                    root_is_max,
                    agents,
                };
                // A depth limit needs values at the limit.
                let limit = (values && limit > 0).then_some(limit.min(depth));
                let mut options = SearchOptions {
                    depth: limit,
                    variant: if hard {
                        Variant::FailHard
                    } else {
                        Variant::FailSoft
                    },
                    prune: if gt { Prune::Gt } else { Prune::Ge },
                    ..SearchOptions::default()
                };
                if wide {
                    // Bounds given, wider than the values.
                    options.bounds = Some((-25.0, 30.0));
                }
                Case {
                    tree,
                    setup,
                    options,
                    exact: shape.dyadic,
                }
            },
        )
}

// ---------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * (1.0 + a.abs().max(b.abs()))
}

/// Runs `alg` on `p` with `options` through `common::run` (events through
/// a sink and through a packed trace must agree, and with stats untraced),
/// then checks the trace's rules and the stats against it.
fn traced(p: &Problem, alg: Algorithm, options: &SearchOptions) -> (Stats, Vec<Event>) {
    let Some(g) = p.game::<abviz_core::TreeGame>() else {
        unreachable!("trees only")
    };
    // `common::run` calls the search directly, so fill in what `Problem`
    // checks and adds (bounds).
    let options = p.prepare(options).expect("options fit the tree");
    let (stats, events) = common::run(g, alg, &options);
    check_trace_with(&events, &Rules::new(alg, &options, None));
    check_stats(&stats, &events);
    let direct = p.search(alg, &options, &mut abviz_core::NullSink).unwrap();
    assert_eq!(stats, direct, "{alg:?}: Problem::search vs search");
    (stats, events)
}

/// Cases left out of the checks: none since Star1 reads fail-hard edges as
/// bounds, re-searches an outcome whose bound decides nothing, and cuts a
/// window that excludes [L, U] before its first outcome (the regression
/// tests at the end keep each fixed).
fn buggy(_c: &Case, _prune: Prune) -> bool {
    false
}

/// All the checks on one case; returns (Ge, Gt) stats of alpha-beta and
/// Star2 for the comparisons of pruning rules.
fn check_case(c: &Case) -> HashMap<(Algorithm, &'static str), Stats> {
    let text = c.text(false);
    let p = c.problem(false);
    // JSON and shorthand give the same tree; the printer writes our
    // canonical shorthand, which reads back to the same tree.
    let t = Tree::parse_any(&text).unwrap();
    let from_json = Tree::parse_any(&c.text(true)).unwrap();
    assert_eq!(t, from_json, "{text} vs its JSON");
    assert_eq!(t.to_string(), text, "the printer's form");
    assert_eq!(t.len(), c.tree.len());
    assert_eq!(p.has_chance(), c.tree.has_chance());

    let mut solved = vec![];
    solve(&c.tree, c.setup, c.options.depth, 0, &mut solved);
    let prepared = p.prepare(&c.options).unwrap();
    assert_eq!(
        prepared.bounds,
        c.options
            .bounds
            .or(c.tree.has_chance().then(|| value_range(&solved))),
        "default bounds are the range of scored values"
    );

    // Expectiminimax against the test's own solution, node by node.
    let (mm, mm_events) = traced(&p, Algorithm::Minimax, &c.options);
    let mm_nodes = check_trace_with(
        &mm_events,
        &Rules::new(Algorithm::Minimax, &c.options, None),
    );
    assert_eq!(
        mm.nodes as usize,
        solved.len(),
        "{text}: minimax enters every node once"
    );
    for (&id, n) in &mm_nodes {
        let s = &solved[id as usize];
        assert!(
            close(n.exit, s.value),
            "{text}: node {id} = {} ≠ {}",
            n.exit,
            s.value
        );
        assert_eq!((n.kind, n.depth), (s.kind, s.depth), "{text}: node {id}");
        assert_eq!(n.leaf.is_some(), s.scored, "{text}: node {id} scored");
        let kids: Vec<usize> = n.children.iter().map(|&k| k as usize).collect();
        assert_eq!(kids, s.kids, "{text}: children of {id}");
    }
    assert!(
        close(mm.value, solved[0].value),
        "{text}: {} ≠ {}",
        mm.value,
        solved[0].value
    );
    // The best move is the first root child in search order with the
    // root's value (none at a chance or scored root).
    let root = &mm_nodes[&0];
    let want = (root.kind != NodeKind::Chance && root.leaf.is_none())
        .then(|| root.children.iter().find(|c| mm_nodes[c].exit == mm.value))
        .flatten()
        .map(|c| mm_nodes[c].mv);
    assert_eq!(mm.best_move, want, "{text}: minimax best move");
    if let Some(m) = mm.best_move {
        let best = solved[0].kids[m as usize];
        assert!(
            close(solved[best].value, solved[0].value),
            "{text}: best move {m}"
        );
    }

    let all: BTreeSet<NodeId> = entered(&mm_events);
    let mut out = HashMap::new();
    for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
        for prune in [Prune::Ge, Prune::Gt] {
            if buggy(c, prune) {
                continue;
            }
            let options = SearchOptions { prune, ..c.options };
            let ctx = format!("{text} {alg:?} {prune:?} {:?}", options.variant);
            let (s, events) = traced(&p, alg, &options);
            assert!(
                close(s.value, mm.value),
                "{ctx}: {} ≠ {}",
                s.value,
                mm.value
            );
            if c.exact || s.best_move.is_none() || mm.best_move.is_none() {
                assert_eq!(s.best_move, mm.best_move, "{ctx}: best move");
            } else if s.best_move != mm.best_move {
                // Probabilities such as 7/24 are inexact, so two root
                // children of the same exact value (2 and 1.9999999999999996)
                // tie up to rounding; either may be found first. Both must
                // then hold the root's value.
                for m in [s.best_move, mm.best_move].into_iter().flatten() {
                    let child = solved[0].kids[m as usize];
                    assert!(
                        close(solved[child].value, solved[0].value),
                        "{ctx}: best move {m} is worth {}, not {}",
                        solved[child].value,
                        solved[0].value
                    );
                }
            }
            let seen = entered(&events);
            assert!(
                seen.is_subset(&all),
                "{ctx}: enters {:?}",
                seen.difference(&all)
            );
            if alg == Algorithm::AlphaBeta {
                assert_eq!(s.probes, 0, "{ctx}: Star1 probes");
                // Star1 re-searches an outcome only after a fail-hard
                // edge under gt or a rounding slip; otherwise it never
                // makes more visits than minimax.
                if !(c.options.variant == Variant::FailHard && prune == Prune::Gt) && c.exact {
                    assert!(
                        s.nodes <= mm.nodes,
                        "{ctx}: {} nodes > minimax's {}",
                        s.nodes,
                        mm.nodes
                    );
                }
            }
            // Every visit's value against the exact value of its node,
            // when the arithmetic is exact: with probabilities such as 1/3
            // Star1 can misread a child at a rounded window edge and return
            // a value that is not a valid bound (see the ignored
            // `star1_returns_a_valid_bound_...` below).
            if !c.exact {
                out.insert((alg, prune.name()), s);
                continue;
            }
            let prepared = p.prepare(&options).unwrap();
            let nodes = check_trace_with(&events, &Rules::new(alg, &prepared, None));
            for (&id, n) in &nodes {
                if n.probe {
                    continue; // a probe's value bounds its first child
                }
                if n.dominated {
                    // Entered with α ≥ U or β ≤ L: Star1 does not cut such a
                    // chance node at once, and what it returns need not be a
                    // valid bound (see `star1_cuts_a_chance_node_...`).
                    continue;
                }
                assert_eq!(n.kind, mm_nodes[&id].kind, "{ctx}: kind of {id}");
                check_bound(&ctx, id, n, solved[id as usize].value, &prepared);
            }
            out.insert((alg, prune.name()), s);
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(512)))]

    /// Star1 and Star2 (both pruning rules, the case's variant, depth limit
    /// and bounds) return expectiminimax's value and best move, enter a
    /// subset of its nodes, and obey every trace rule; expectiminimax
    /// itself matches the test's own solution node by node.
    #[test]
    fn star1_and_star2_match_expectiminimax_on_random_chance_trees(c in case(false)) {
        let stats = check_case(&c);
        // The two pruning rules agree on the value, and α > β never enters
        // fewer nodes than α ≥ β here either (see also the slower
        // `explore_gt_against_ge_with_chance_nodes`).
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let (Some(ge), Some(gt)) = (stats.get(&(alg, "ge")), stats.get(&(alg, "gt"))) else {
                continue;
            };
            prop_assert!(close(ge.value, gt.value), "{:?}: {} vs {}", alg, ge.value, gt.value);
            prop_assert!(gt.nodes >= ge.nodes, "{:?}: gt {} < ge {}", alg, gt.nodes, ge.nodes);
        }
    }

    /// Without chance nodes alpha-beta under α > β never enters fewer nodes
    /// than under α ≥ β, nor evaluates fewer leaves, with any number of
    /// agents.
    #[test]
    fn gt_never_visits_fewer_nodes_than_ge_without_chance_nodes(c in case(true)) {
        let stats = check_case(&c);
        let (ge, gt) = (stats[&(Algorithm::AlphaBeta, "ge")].clone(), stats[&(Algorithm::AlphaBeta, "gt")].clone());
        prop_assert_eq!(ge.value, gt.value);
        prop_assert!(gt.nodes >= ge.nodes, "{}: gt {} < ge {}", c.text(false), gt.nodes, ge.nodes);
        prop_assert!(gt.leaves >= ge.leaves, "{}: gt {} < ge {}", c.text(false), gt.leaves, ge.leaves);
        prop_assert_eq!(&stats[&(Algorithm::Star2, "ge")], &ge, "Star2 is alpha-beta without chance nodes");
    }

    /// Other orderings: the values and best moves still agree (node ids are
    /// preorder in the search order, so the test's own ids do not apply).
    #[test]
    fn orderings_keep_star_values_and_best_moves(
        c in case(false),
        which in 0usize..5,
        seed in any::<u64>(),
    ) {
        let ordering = [
            Ordering::Reverse, Ordering::Random(seed), Ordering::Heuristic,
            Ordering::BestFirst, Ordering::WorstFirst,
        ][which];
        let mut options = SearchOptions { ordering, ..c.options };
        if buggy(&c, options.prune) {
            options.prune = Prune::Ge;
        }
        let p = c.problem(which % 2 == 0);
        let (mm, mm_events) = traced(&p, Algorithm::Minimax, &options);
        let all = entered(&mm_events);
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let (s, events) = traced(&p, alg, &options);
            prop_assert!(close(s.value, mm.value), "{:?}: {} ≠ {}", alg, s.value, mm.value);
            prop_assert_eq!(s.best_move, mm.best_move);
            prop_assert!(entered(&events).is_subset(&all));
        }
    }
}

/// Whether α > β pruning can enter fewer nodes than α ≥ β once there are
/// chance nodes (Star1 and Star2, fail-soft): searches 20,000 random trees
/// for a case, prints any it finds, and fails if there is one. None so far.
/// Slow in a debug build: `cargo test --release -p abviz-core --test
/// chance_properties -- --ignored --nocapture explore`.
#[test]
#[ignore]
fn explore_gt_against_ge_with_chance_nodes() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut found = 0;
    for _ in 0..20_000 {
        let c = case(false).new_tree(&mut runner).unwrap().current();
        let p = c.problem(false);
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let run = |prune| {
                let o = SearchOptions {
                    prune,
                    variant: Variant::FailSoft,
                    ..c.options
                };
                p.search(alg, &o, &mut abviz_core::NullSink).unwrap()
            };
            let (ge, gt) = (run(Prune::Ge), run(Prune::Gt));
            if gt.nodes < ge.nodes && found < 10 {
                found += 1;
                println!(
                    "{alg:?} {:?} agents={} root_is_max={}: {} — ge {} nodes, gt {}",
                    c.options,
                    c.setup.agents,
                    c.setup.root_is_max,
                    c.text(false),
                    ge.nodes,
                    gt.nodes
                );
            }
        }
    }
    println!("{found} cases");
    assert_eq!(found, 0, "α > β entered fewer nodes than α ≥ β");
}

// ---------------------------------------------------------------------------
// Parsers
// ---------------------------------------------------------------------------

/// Tokens of the shorthand and JSON forms, for near-valid input.
const TOKENS: &[&str] = &[
    "[",
    "]",
    ",",
    ":",
    "=",
    " ",
    "max",
    "min",
    "chance",
    "foo",
    "A",
    "b1",
    "0.5",
    "0.125",
    "-1",
    "3",
    "1e999",
    "-0",
    "inf",
    "NaN",
    "{",
    "}",
    "\"kind\"",
    "\"chance\"",
    "\"max\"",
    "\"p\"",
    "\"value\"",
    "\"name\"",
    "\"children\"",
    "\"x\"",
    "null",
    "true",
    "[]",
    "{}",
    "\"",
    "\\",
    "\u{202e}",
    "\n",
    "é",
];

fn fuzz() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "(?s).{0,500}",
        vec(select(TOKENS), 0..40).prop_map(|v| v.concat()),
        // A valid tree with a few tokens spliced in.
        (
            case(false),
            vec((any::<prop::sample::Index>(), select(TOKENS)), 1..4),
            any::<bool>()
        )
            .prop_map(|(c, edits, json)| {
                let mut s: Vec<char> = c.text(json).chars().collect();
                for (at, tok) in edits {
                    let i = at.index(s.len() + 1);
                    s.splice(i..i, tok.chars());
                }
                s.into_iter().collect()
            }),
    ]
}

/// Whether `name` can be written in shorthand: a letter or `_`, then
/// letters, digits, `_` or `'`, and not a kind.
fn shorthand_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '\'')
        && NodeKind::from_name(name).is_none()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(1024)))]

    /// The text and JSON parsers never panic: each input parses or gives a
    /// one-line error; a tree that parses prints to text that reads back to
    /// an equal tree, and so does a game built from it.
    #[test]
    fn tree_parsers_never_panic_and_errors_are_one_line(s in fuzz()) {
        for parsed in [Tree::parse_any(&s), Tree::from_json(&s), s.parse::<Tree>()] {
            match parsed {
                Ok(t) => {
                    let printed = t.to_string();
                    // Known printer bugs: an unnamed inner node with a value
                    // prints as `=V ...`, which the parser refuses, and JSON
                    // names need not be shorthand names (see the ignored
                    // tests below).
                    let unnamed_value = printed.starts_with('=')
                        || [",=", "[=", ":="].iter().any(|p| printed.contains(p));
                    let names_ok = (0..t.len() as u32).all(|v| t.name(v).is_none_or(shorthand_name));
                    if unnamed_value || !names_ok {
                        continue;
                    }
                    let again = Tree::parse_any(&printed)
                        .unwrap_or_else(|e| panic!("{printed:?} does not read back: {e}"));
                    prop_assert_eq!(&again, &t);
                }
                Err(e) => {
                    let msg = e.to_string();
                    prop_assert!(!msg.is_empty() && !msg.contains(['\n', '\r', '\u{2028}', '\u{85}']), "{:?}", msg);
                    prop_assert!(msg.chars().count() <= 300, "{:?}", msg);
                }
            }
        }
        for agents in ["1", "3"] {
            let c = Config::from_strs([("agents", agents)]).unwrap();
            if let Err(e) = Problem::tree_with(&s, c.setup) {
                let msg = e.to_string();
                prop_assert!(!msg.contains('\n') && !e.code().is_empty(), "{:?}", msg);
            }
        }
    }

    /// Random labelled trees (probabilities, names, static values, kinds)
    /// print in the canonical shorthand; printing and reading back gives an
    /// equal tree, and the JSON form reads to the same tree.
    #[test]
    fn labelled_trees_round_trip_through_the_printer(c in case(false), spaces in any::<bool>()) {
        let text = c.text(false);
        let spaced = if spaces {
            text.replace(',', " ,\n ").replace('[', " [ ").replace(':', " : ")
        } else {
            text.clone()
        };
        let t = Tree::parse_any(&spaced).unwrap_or_else(|e| panic!("{spaced:?}: {e}"));
        prop_assert_eq!(t.to_string(), text.clone());
        let again = Tree::parse_any(&t.to_string()).unwrap();
        prop_assert_eq!(&again, &t);
        prop_assert_eq!(again.to_string(), t.to_string());
        prop_assert_eq!(Tree::from_json(&c.text(true)).unwrap(), t);
    }
}

/// `Tree`'s printer writes an unnamed inner node with a static value as
/// `=4 max[1,2]` (from JSON `{"kind":"max","value":4,"children":[1,2]}`),
/// and the module docs and README allow `=V` on any node, but the text
/// parser refuses it: "unexpected '=' at column 1". (`A=4 max[1,2]` and
/// `0.5:=4 [1,2]` work.)
#[test]

fn unnamed_inner_node_with_a_value_round_trips() {
    for json in [
        r#"{"kind":"max","value":4,"children":[1,2]}"#,
        r#"{"kind":"max","children":[{"value":4,"children":[1,2]},3]}"#,
        r#"{"kind":"chance","children":[{"p":0.5,"kind":"min","value":4,"children":[1,2]},3]}"#,
    ] {
        let t = Tree::from_json(json).unwrap();
        let printed = t.to_string();
        assert_eq!(
            Tree::parse_any(&printed).map(|t| t.to_string()),
            Ok(printed.clone()),
            "{json}"
        );
    }
}

/// JSON names may be any string, but the printer writes them bare, so a
/// name the shorthand cannot spell does not read back: `"a b"`, `"x=1"`,
/// `"[x"`, `""` fail to parse, and a node named `"max"` reads back as an
/// unnamed MAX node (a different tree, silently).
#[test]

fn json_names_round_trip_through_the_printer() {
    for name in ["max", "a b", "x=1", "[x", "", "1a", "a,b"] {
        let json =
            format!(r#"{{"kind":"min","children":[{{"name":{name:?},"children":[1,2]}},3]}}"#);
        let t = Tree::from_json(&json).unwrap();
        let printed = t.to_string();
        assert_eq!(
            Tree::parse_any(&printed).as_ref(),
            Ok(&t),
            "{json} prints as {printed}"
        );
    }
}

// ---------------------------------------------------------------------------
// Known bugs, kept as failing tests to run with `--ignored`
// ---------------------------------------------------------------------------

/// A chance node entered with α already at the upper bound U (a sibling
/// reached it) derives windows from probabilities such as 0.1 and 0.7;
/// rounding makes one (2.0000000000000004, 2), with α > β, and fail-hard's
/// `clamp(α₀, β₀)` in `Searcher::node` panics ("min > max"). The same with
/// β at the lower bound under `Prune::Ge`, and with thirds.
#[test]

fn fail_hard_star1_survives_a_window_rounded_past_the_bounds() {
    for (text, prune) in [
        ("max[2,chance[0.1:[[-1]],0.2:[[-1]],0.7:[[-1]]]]", Prune::Ge),
        ("max[2,chance[0.2:[[-1]],0.3:[[-1]],0.5:[[-1]]]]", Prune::Gt),
        ("min[-2,chance[0.3:[[1]],0.3:[[1]],0.4:[[1]]]]", Prune::Ge),
    ] {
        let p = Problem::tree(text, true).unwrap();
        let options = SearchOptions {
            variant: Variant::FailHard,
            prune,
            ..SearchOptions::default()
        };
        let mm = p
            .search(Algorithm::Minimax, &options, &mut abviz_core::NullSink)
            .unwrap();
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let result = std::panic::catch_unwind(|| {
                p.search(alg, &options, &mut abviz_core::NullSink).unwrap()
            });
            let s = result.unwrap_or_else(|_| panic!("{text} {alg:?} {prune:?}: panics"));
            assert_eq!((s.value, s.best_move), (mm.value, mm.best_move), "{text}");
        }
    }
}

/// Under `Prune::Gt` a result equal to α is exact, and Star1 reads it so;
/// but fail-hard clamps a result below α up to α, so a chance outcome that
/// failed low is taken as worth exactly α. Here the second root child is
/// worth −35/6 but is read as 2.0000000000000004 (α = 2 plus rounding), and
/// alpha-beta and Star2 pick it: best move 1 instead of 0.
#[test]

fn fail_hard_gt_star1_does_not_take_a_clamped_bound_for_a_value() {
    let text = "max[chance[[2]],chance[chance[-20,4,-1],chance[-15,-17,14]]]";
    let p = Problem::tree(text, true).unwrap();
    let options = SearchOptions {
        variant: Variant::FailHard,
        prune: Prune::Gt,
        ..SearchOptions::default()
    };
    let mm = p
        .search(Algorithm::Minimax, &options, &mut abviz_core::NullSink)
        .unwrap();
    assert_eq!((mm.value, mm.best_move), (2.0, Some(0)));
    for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
        let s = p.search(alg, &options, &mut abviz_core::NullSink).unwrap();
        assert_eq!((s.value, s.best_move), (2.0, Some(0)), "{alg:?}");
    }
}

/// The value a Star1 chance node returns, from its trace.
fn chance_exit(text: &str, options: &SearchOptions, node: NodeId) -> (f64, f64) {
    let p = Problem::tree(text, true).unwrap();
    let exit = |alg| {
        let (_, trace) = p.trace(alg, options).unwrap();
        (trace.iter())
            .filter_map(|e| match e {
                Event::Exit { node: n, value } if n == node => Some(value),
                _ => None,
            })
            .last()
            .unwrap()
    };
    (exit(Algorithm::AlphaBeta), exit(Algorithm::Minimax))
}

/// A fail-soft value at or below α promises the node is worth no more. The
/// chance node `chance[-1, 0:1, 2, 2]` (worth (−1 + 2 + 2)/3 = 1) is entered
/// with α = 1 under α > β pruning. After three outcomes its interval's top
/// is exactly α, which does not cut under `gt`; the last outcome's window
/// is (α − …)/⅓ = 2 rounded up to 2.0000000000000004, so the leaf 2 reads
/// as failing low, the interval never closes, and the node returns Σ p·lo
/// with lo = L for that outcome: −8 with bounds [−25, 30] (−1 with the
/// default [−1, 2]), a bound that is false. (The root's value is right:
/// the node ties α.)
#[test]

fn star1_returns_a_valid_bound_when_a_window_edge_is_rounded() {
    for bounds in [Some((-25.0, 30.0)), None] {
        let options = SearchOptions {
            prune: Prune::Gt,
            bounds,
            ..SearchOptions::default()
        };
        let (star1, exact) = chance_exit("max[1,chance[-1,0:1,2,2]]", &options, 2);
        assert_eq!(exact, 1.0);
        assert!(
            star1 >= 1.0,
            "{bounds:?}: returns {star1}, but it is worth 1"
        );
    }
}

/// Entered with α = U (its MAX parent already has the largest possible
/// value), the chance node `chance[[0,-1,0,2]]` could be cut at once
/// (its interval [L, U] is not above α). Star1 searches it anyway with the
/// empty window (2, 2): the MAX outcome cuts after its first child (0),
/// which then reads as failing low, and the node returns 0 although it is
/// worth 2. (The root's value is right: the node cannot beat α.)
#[test]

fn star1_cuts_a_chance_node_that_cannot_enter_its_window() {
    let (star1, exact) = chance_exit("max[2,chance[[0,-1,0,2]],-2]", &SearchOptions::default(), 2);
    assert_eq!(exact, 2.0);
    assert!(star1 >= 2.0, "returns {star1}, but it is worth 2");
}

/// `n` cases, or `PROPTEST_CASES` when set (for long runs in release:
/// `PROPTEST_CASES=100000 cargo test --release --test chance_properties`).
fn cases(n: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(n)
}
