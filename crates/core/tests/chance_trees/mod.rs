//! Random trees with chance nodes, several MIN agents and depth limits,
//! built by the tests (independent of `abviz_core::Tree`): the tree type
//! with its shorthand and JSON printers, an exact expectiminimax over it,
//! and the proptest strategy for whole cases (tree, setup and options).
//! Shared by `chance_properties.rs` and `chance_parsers.rs`, each of which
//! uses part of it.

#![allow(dead_code)]

use abviz_core::tree::fmt_value;
use abviz_core::{NodeKind, Problem, Prune, SearchOptions, TreeSetup, Variant};
use proptest::prelude::*;

use crate::common::Rng;

/// A labelled tree: what the shorthand and JSON forms can say.
#[derive(Clone, Debug)]
pub struct CTree {
    /// `p` on the edge from the parent, in eighths.
    pub eighths: Option<u8>,
    pub name: Option<String>,
    /// A leaf's value, or an inner node's static value.
    pub value: Option<i32>,
    pub kind: Option<NodeKind>,
    pub kids: Vec<CTree>,
}

impl CTree {
    pub fn leaf(v: i32) -> CTree {
        CTree {
            eighths: None,
            name: None,
            value: Some(v),
            kind: None,
            kids: vec![],
        }
    }

    pub fn p(&self) -> Option<f64> {
        self.eighths.map(|e| e as f64 / 8.0)
    }

    /// Shorthand, in the printer's canonical form: `p:`, the name, `=v `
    /// (inner nodes), the kind, then `[children]`; a leaf is `p:name=v` or
    /// `p:v`.
    pub fn shorthand(&self) -> String {
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
    pub fn json(&self) -> String {
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
    pub fn len(&self) -> usize {
        1 + self.kids.iter().map(CTree::len).sum::<usize>()
    }

    pub fn has_chance(&self) -> bool {
        self.kind == Some(NodeKind::Chance) || self.kids.iter().any(CTree::has_chance)
    }
}

/// What the test works out for one node of a [`CTree`] in preorder (the
/// engine's node ids under natural order).
#[derive(Clone, Debug)]
pub struct Solved {
    pub kind: NodeKind,
    pub depth: u32,
    /// Expectiminimax value, with the depth limit.
    pub value: f64,
    /// Children in preorder ids.
    pub kids: Vec<usize>,
    /// Scored without search: a leaf, or a node at the depth limit.
    pub scored: bool,
}

/// The kind of an unlabelled node `depth` levels down: MAX, then
/// `agents − 1` MIN levels (starting one level later when MIN is at the root).
pub fn cycle_kind(setup: TreeSetup, depth: u32) -> NodeKind {
    let offset = if setup.root_is_max { 0 } else { 1 };
    if (depth + offset) % setup.agents == 0 {
        NodeKind::Max
    } else {
        NodeKind::Min
    }
}

/// Solves `t` (expectiminimax, from scratch) under `setup` and depth limit
/// `limit`, appending every node in preorder to `out`; returns the root's id.
pub fn solve(
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
pub fn value_range(solved: &[Solved]) -> (f64, f64) {
    (solved.iter().filter(|s| s.scored)).fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), s| {
        (lo.min(s.value), hi.max(s.value))
    })
}

/// A random split of 8 eighths into `n` parts (zeros allowed).
pub fn composition(rng: &mut Rng, n: usize) -> Vec<u8> {
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
pub fn binary_split(rng: &mut Rng, n: usize) -> Vec<u8> {
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
pub struct Shape {
    /// Depth of the first branch (others may stop early).
    pub depth: u32,
    /// Every inner node gets a name and a static value (so any depth limit
    /// can be used).
    pub values: bool,
    /// Leaves lie in −range..=range.
    pub range: i32,
    /// No chance nodes at all.
    pub no_chance: bool,
    /// Every probability given, as 0, 1/8, 1/4, 1/2 or 1, so every
    /// derived window is exact (fail-hard is not safe from rounding: see
    /// the ignored `fail_hard_*` tests below).
    pub dyadic: bool,
}

/// A random tree: chance nodes with eighths, uniform or partly given
/// probabilities; some MAX and MIN labels, the rest left to the agent
/// cycle; some names; 1–4 children.
pub fn grow(shape: Shape, depth: u32, spine: bool, rng: &mut Rng, budget: &mut i32) -> CTree {
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
pub struct Case {
    pub tree: CTree,
    pub setup: TreeSetup,
    pub options: SearchOptions,
    /// Probabilities are 0 or powers of two, so Star1's sums and derived
    /// windows are exact.
    pub exact: bool,
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
    pub fn text(&self, json: bool) -> String {
        if json {
            self.tree.json()
        } else {
            self.tree.shorthand()
        }
    }

    pub fn problem(&self, json: bool) -> Problem {
        let text = self.text(json);
        Problem::tree_with(&text, self.setup).unwrap_or_else(|e| panic!("{text}: {e}"))
    }
}

pub fn case(no_chance: bool) -> impl Strategy<Value = Case> {
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

/// `n` cases, or `PROPTEST_CASES` when set (for long runs in release:
/// `PROPTEST_CASES=100000 cargo test --release --test chance_properties`).
pub fn cases(n: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(n)
}
