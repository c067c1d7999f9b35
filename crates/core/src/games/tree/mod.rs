//! Explicit "textbook" game trees, in three forms that all parse into one
//! [`Tree`]:
//!
//! - **Nested lists**, `[[3,12,8],[2,4,6],[14,5,2]]`: a number is a leaf, a
//!   list an inner node. Leaves may be decimals (`-3.01`).
//! - **Shorthand**, the nested lists with optional labels in front of a
//!   node, in this order: a probability and a colon (`0.9:`), a name (`B`),
//!   a static value (`=4`), and a kind (`max`, `min` or `chance`):
//!   `A max[B min[b1=3, b2=12, b3=8], C chance[0.9: 2, 0.1: 3]]`. A named
//!   leaf is `b1=3`. A `!` after the labels, right before the `[`, marks
//!   a node noisy for quiescence search: `B=3 min![…]`, `![1,2]` (a leaf
//!   may carry it too, `7!`, though a leaf is never expanded).
//! - **JSON**, `{"kind": "max", "name": "A", "children": [3, {"value": 5}]}`:
//!   a node is a number (a leaf) or an object with `kind`, `name`, `value`,
//!   `p`, `noisy` (true or false) and `children`, every field optional
//!   (see the README).
//!
//! A node without a kind follows the agent cycle by depth: MAX, then
//! `agents − 1` MIN levels, again and again ([`TreeSetup`]). Children of a
//! chance node without `p` share the probability the others leave equally.
//!
//! The text parser is iterative with an explicit stack, and serde_json
//! stops at 128 levels, so absurdly deep input is refused with a message
//! instead of overflowing the call stack.

mod cs188;
mod edit;
pub mod entry;
mod error;
mod game;
mod json;
mod parse;
mod shape;
#[cfg(test)]
mod tests;

pub use cs188::{is_cs188, Cs188Alg, Cs188Test};
pub use edit::TreeEdit;
pub use error::{TreeError, EXPECT_COMMA, EXPECT_NODE};
pub use game::{TreeGame, TreeSetup};

/// The game's name in the registry, for code that must name it.
pub const NAME: &str = "tree";

use std::fmt;

use crate::games::NodeKind;
use crate::quote::quote;

/// Deepest nesting of lists accepted (the leaf below it is one level more).
pub const MAX_TREE_DEPTH: usize = 128;
/// Most nodes (inner and leaves) accepted in one tree.
pub const MAX_TREE_NODES: usize = 1_000_000;
/// Largest value magnitude accepted, so sums and ∓∞ stay far apart.
pub const LEAF_LIMIT: f64 = 1_000_000_000.0;
/// How far probabilities may sum from 1.
pub const PROBABILITY_TOLERANCE: f64 = 1e-9;
/// `v` as a whole number when it is one (within ±10¹⁵, far past any leaf):
/// the one rule by which text, JSON and the CLI write `3`, not `3.0`.
pub fn as_whole(v: f64) -> Option<i64> {
    (v.fract() == 0.0 && v.abs() < 1e15).then_some(v as i64)
}

/// A value as messages and canonical text write it: whole numbers without a
/// fraction, others with as many digits as they need (Rust's shortest
/// round-trip form, `0.0000001` and never `1e-7`).
///
/// The same text as `v.to_string()`, but the digits come from serde_json's
/// float writer, which the crate carries anyway, instead of `std`'s: that
/// keeps `std`'s float formatting (about 20 KB) out of the page's wasm
/// module. A test checks the two agree.
pub fn fmt_value(v: f64) -> String {
    if let Some(i) = as_whole(v) {
        return i.to_string();
    }
    match serde_json::Number::from_f64(v) {
        Some(n) => positional(v, &n.to_string()),
        None if v.is_nan() => "NaN".into(),
        None if v > 0.0 => "inf".into(),
        None => "-inf".into(),
    }
}

/// `v`'s shortest round-trip text (serde_json's `-1.25e-7` or `12.5`)
/// rewritten without an exponent, as `{}` writes an `f64`: `-0.000000125`.
fn positional(v: f64, text: &str) -> String {
    let (sign, text) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text),
    };
    let (mantissa, exp) = match text.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
        None => (text, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    // The value is 0.DIGITS × 10^point.
    let all = format!("{int}{frac}");
    let digits = all.trim_start_matches('0');
    let point = int.len() as i32 + exp - (all.len() - digits.len()) as i32;
    let mut digits = digits.trim_end_matches('0').to_string();
    round_tie_up(v, &mut digits);
    let zeros = |n: i32| "0".repeat(n.max(0) as usize);
    let len = digits.len() as i32;
    if point <= 0 {
        format!("{sign}0.{}{digits}", zeros(-point))
    } else if point < len {
        let (a, b) = digits.split_at(point as usize);
        format!("{sign}{a}.{b}")
    } else {
        format!("{sign}{digits}{}", zeros(point - len))
    }
}

/// When `v` lies exactly halfway between two shortest round-trip
/// candidates (`233115890514796.125` between `…796.12` and `…796.13`),
/// serde_json's writer picks the even one and Rust's the larger: make
/// `digits` (the significant digits) Rust's.
///
/// A tie needs `v`'s exact decimal expansion to be `digits` and one more
/// digit, a 5, so at most 18 digits: `v = m / 2^q` with `m` odd and
/// `m · 5^q < 10^18`, so `q <= 25` and `m · 5^q` fits in a `u128`.
fn round_tie_up(v: f64, digits: &mut String) {
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let mut m = bits & ((1 << 52) - 1);
    if exp > 0 {
        m |= 1 << 52;
    }
    if m == 0 {
        return;
    }
    let zeros = m.trailing_zeros();
    let q = 1075 - exp.max(1) - zeros as i32;
    // (With q = 1 the two candidates are doubles themselves: no tie.)
    if !(2..=25).contains(&q) {
        return;
    }
    let exact = ((m >> zeros) as u128 * 5u128.pow(q as u32)).to_string();
    // `exact` ends in 25 or 75 (an odd multiple of 25), so the last digit
    // kept is 2 or 7 and adding 1 never carries.
    let tie = exact.len() == digits.len() + 1 && exact.starts_with(digits.as_str());
    if tie && (digits.ends_with('2') || digits.ends_with('7')) {
        let last = digits.pop().map_or(b'0', |c| c as u8);
        digits.push(char::from(last + 1));
    }
}

/// No value given: static values and probabilities are NaN until set.
const UNSET: f64 = f64::NAN;

#[derive(Clone, Copy, Debug)]
struct Node {
    /// Index of the first child in `Tree::kids`.
    start: u32,
    /// Number of children; 0 for a leaf.
    len: u32,
    /// A leaf's value, or an inner node's static value; NaN if none.
    value: f64,
    /// The probability given on this node's edge from its parent; NaN if none.
    p: f64,
    /// The kind given, if any.
    kind: Option<NodeKind>,
    /// Marked noisy: quiescence expands it past the depth limit.
    noisy: bool,
}

/// A parsed tree. Node indices are internal; searches address children by
/// their 0-based position in the list.
#[derive(Clone, Debug, Default)]
pub struct Tree {
    nodes: Vec<Node>,
    kids: Vec<u32>,
    /// Each node's name, when the tree names any (else empty).
    names: Vec<Option<Box<str>>>,
    /// The action on each node's edge from its parent, when the tree has
    /// any (CS188's files; else empty).
    actions: Vec<Option<Box<str>>>,
    root: u32,
}

impl PartialEq for Tree {
    /// Same shape, labels and values (NaN "unset" labels compare equal).
    fn eq(&self, other: &Tree) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Tree {
    /// A uniform tree of branching `b` and depth `d` whose leaves, left to
    /// right, take their values from `leaves` (which must yield `b^d` values).
    pub fn uniform(b: u32, d: u32, leaves: &mut dyn Iterator<Item = i32>) -> Tree {
        let mut t = Tree::default();
        t.root = t.build_uniform(b, d, leaves);
        t
    }

    fn build_uniform(&mut self, b: u32, d: u32, leaves: &mut dyn Iterator<Item = i32>) -> u32 {
        if d == 0 {
            let value = leaves.next().expect("enough leaf values") as f64;
            return self.add(value, UNSET, None, &[]);
        }
        let children: Vec<u32> = (0..b)
            .map(|_| self.build_uniform(b, d - 1, leaves))
            .collect();
        self.add(UNSET, UNSET, None, &children)
    }

    /// Appends a node and returns its index.
    fn add(&mut self, value: f64, p: f64, kind: Option<NodeKind>, children: &[u32]) -> u32 {
        let start = self.kids.len() as u32;
        self.kids.extend_from_slice(children);
        self.nodes.push(Node {
            start,
            len: children.len() as u32,
            value,
            p,
            kind,
            noisy: false,
        });
        (self.nodes.len() - 1) as u32
    }

    /// Marks `node` noisy.
    fn mark_noisy(&mut self, node: u32) {
        self.nodes[node as usize].noisy = true;
    }

    /// Whether `node` is marked noisy.
    pub fn noisy(&self, node: u32) -> bool {
        self.nodes[node as usize].noisy
    }

    /// Number of nodes, inner and leaves.
    // No `is_empty`: a tree always has its root, so it would always be false.
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The root node's index.
    pub fn root(&self) -> u32 {
        self.root
    }

    /// Number of children of `node` (0 for a leaf).
    pub fn child_count(&self, node: u32) -> u32 {
        self.nodes[node as usize].len
    }

    /// The `i`-th child of `node`.
    pub fn child(&self, node: u32, i: u32) -> u32 {
        let n = self.nodes[node as usize];
        debug_assert!(i < n.len);
        self.kids[(n.start + i) as usize]
    }

    /// The value of `node` if it is a leaf.
    pub fn leaf_value(&self, node: u32) -> Option<f64> {
        let n = self.nodes[node as usize];
        (n.len == 0).then_some(n.value)
    }

    /// The static value of `node` (a leaf's value, or an inner node's
    /// `value` label), if it has one.
    pub fn static_value(&self, node: u32) -> Option<f64> {
        let v = self.nodes[node as usize].value;
        (!v.is_nan()).then_some(v)
    }

    /// The kind written on `node`, if any.
    pub fn given_kind(&self, node: u32) -> Option<NodeKind> {
        self.nodes[node as usize].kind
    }

    /// The name of `node`, if it has one.
    pub fn name(&self, node: u32) -> Option<&str> {
        self.names.get(node as usize).and_then(|n| n.as_deref())
    }

    /// The action on the edge into `node`, if the tree names actions.
    pub fn action(&self, node: u32) -> Option<&str> {
        self.actions.get(node as usize).and_then(|n| n.as_deref())
    }

    /// Whether any node has a name.
    pub fn has_names(&self) -> bool {
        !self.names.is_empty()
    }

    /// The nodes in preorder, each with its parent and child index.
    fn preorder(&self) -> Vec<(u32, u32, u32)> {
        let mut out = Vec::with_capacity(self.len());
        let mut stack = vec![(self.root, u32::MAX, 0)];
        while let Some((v, parent, i)) = stack.pop() {
            out.push((v, parent, i));
            for c in (0..self.child_count(v)).rev() {
                stack.push((self.child(v, c), v, c));
            }
        }
        out
    }

    /// How messages name `node`: `node "B"` when it has a name, else its
    /// path of 1-based child positions from the root (`node 2.1`, `the
    /// root`).
    pub fn describe(&self, node: u32) -> String {
        if let Some(name) = self.name(node) {
            return format!("node \"{}\"", quote(name));
        }
        if node == self.root {
            return "the root".into();
        }
        // Walk down from the root; trees are small enough for this on the error path.
        let mut parent = vec![(u32::MAX, 0u32); self.len()];
        for (v, p, i) in self.preorder() {
            parent[v as usize] = (p, i);
        }
        let mut path = vec![];
        let mut v = node;
        while v != self.root {
            let (p, i) = parent[v as usize];
            path.push((i + 1).to_string());
            v = p;
        }
        path.reverse();
        format!("node {}", path.join("."))
    }

    fn write_node(&self, f: &mut fmt::Formatter<'_>, node: u32, plain: bool) -> fmt::Result {
        // Recursion is bounded by MAX_TREE_DEPTH for parsed trees.
        let n = self.nodes[node as usize];
        if !plain {
            if !n.p.is_nan() {
                write!(f, "{}:", fmt_value(n.p))?;
            }
            if let Some(name) = self.name(node) {
                f.write_str(name)?;
                if n.len > 0 && n.value.is_nan() {
                    f.write_str(" ")?;
                }
            }
            if n.len > 0 && !n.value.is_nan() {
                write!(f, "={} ", fmt_value(n.value))?;
            }
            if let (Some(kind), true) = (n.kind, n.len > 0) {
                f.write_str(kind.name())?;
            }
        }
        let mark = if n.noisy { "!" } else { "" };
        if n.len == 0 {
            if !plain && self.name(node).is_some() {
                f.write_str("=")?;
            }
            return write!(f, "{}{mark}", fmt_value(n.value));
        }
        write!(f, "{mark}[")?;
        for i in 0..n.len {
            if i > 0 {
                f.write_str(",")?;
            }
            self.write_node(f, self.child(node, i), plain)?;
        }
        f.write_str("]")
    }

    /// Whether the tree has labels beyond nested lists.
    fn is_plain(&self) -> bool {
        !self.has_names()
            && self.nodes.iter().all(|n| {
                n.kind.is_none() && n.p.is_nan() && !n.noisy && (n.len == 0 || n.value.is_nan())
            })
    }

    /// Parses JSON (see the module docs).
    #[cfg(feature = "json-text")]
    pub fn from_json(text: &str) -> Result<Tree, TreeError> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| TreeError::Json {
            message: e.to_string(),
        })?;
        json::convert(&value)
    }

    /// Reads JSON that something else parsed (the page: the browser's
    /// `JSON.parse`), with the same checks as `Tree::from_json`.
    pub fn from_json_value(value: &serde_json::Value) -> Result<Tree, TreeError> {
        json::convert(value)
    }

    /// Whether `text` is the JSON form (it starts with `{`).
    pub fn is_json(text: &str) -> bool {
        text.trim_start().starts_with('{')
    }

    /// Parses any of the forms: a CS188 test file (see [`is_cs188`]),
    /// unrolled by its own depth and agents; JSON when the text starts with
    /// `{`; else nested lists with optional shorthand labels. Without the
    /// `json-text` feature, JSON text is refused: parse it elsewhere and
    /// use [`Tree::from_json_value`].
    pub fn parse_any(text: &str) -> Result<Tree, TreeError> {
        if is_cs188(text) {
            let test = Cs188Test::parse(text)?;
            test.tree(test.depth, test.agents)
        } else if Tree::is_json(text) {
            json_text(text)
        } else {
            text.parse()
        }
    }
}

#[cfg(feature = "json-text")]
fn json_text(text: &str) -> Result<Tree, TreeError> {
    Tree::from_json(text)
}

#[cfg(not(feature = "json-text"))]
fn json_text(_: &str) -> Result<Tree, TreeError> {
    Err(TreeError::Json {
        message: "this build reads JSON trees from parsed values only".into(),
    })
}

/// Whether the shorthand can write `name` so that it reads back the same.
fn shorthand_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '\'')
        && NodeKind::from_name(name).is_none()
}

impl Tree {
    /// The tree as a JSON value (every label kept).
    pub fn to_json(&self) -> serde_json::Value {
        self.json_node(self.root)
    }

    fn json_node(&self, node: u32) -> serde_json::Value {
        // Recursion is bounded by MAX_TREE_DEPTH for parsed trees.
        use serde_json::{json, Map, Value};
        let n = self.nodes[node as usize];
        let number = |v: f64| as_whole(v).map_or(json!(v), |i| json!(i));
        let plain = n.p.is_nan()
            && n.kind.is_none()
            && !n.noisy
            && self.name(node).is_none()
            && self.action(node).is_none();
        if n.len == 0 && plain {
            return number(n.value);
        }
        let mut o = Map::new();
        if let Some(k) = n.kind {
            o.insert("kind".into(), json!(k.name()));
        }
        if let Some(name) = self.name(node) {
            o.insert("name".into(), json!(name));
        }
        if let Some(action) = self.action(node) {
            o.insert("action".into(), json!(action));
        }
        if !n.value.is_nan() {
            o.insert("value".into(), number(n.value));
        }
        if !n.p.is_nan() {
            o.insert("p".into(), number(n.p));
        }
        if n.noisy {
            o.insert("noisy".into(), json!(true));
        }
        if n.len > 0 {
            let kids = (0..n.len).map(|i| self.json_node(self.child(node, i)));
            o.insert("children".into(), Value::Array(kids.collect()));
        }
        Value::Object(o)
    }
}

impl fmt::Display for Tree {
    /// Writes the tree back without spaces: as nested lists when it has no
    /// labels, in shorthand when it has, and as JSON when a name cannot be
    /// written in shorthand (`"a b"`, `"max"`) or the tree names actions,
    /// so it always reads back the same.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names_ok = self.names.iter().flatten().all(|n| shorthand_name(n))
            && self.actions.iter().all(|a| a.is_none());
        if !names_ok {
            return write!(f, "{}", self.to_json());
        }
        self.write_node(f, self.root, self.is_plain())
    }
}
