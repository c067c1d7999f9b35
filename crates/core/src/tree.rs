//! Explicit "textbook" game trees, in three forms that all parse into one
//! [`Tree`]:
//!
//! - **Nested lists**, `[[3,12,8],[2,4,6],[14,5,2]]`: a number is a leaf, a
//!   list an inner node. Leaves may be decimals (`-3.01`).
//! - **Shorthand**, the nested lists with optional labels in front of a
//!   node, in this order: a probability and a colon (`0.9:`), a name (`B`),
//!   a static value (`=4`), and a kind (`max`, `min` or `chance`):
//!   `A max[B min[b1=3, b2=12, b3=8], C chance[0.9: 2, 0.1: 3]]`. A named
//!   leaf is `b1=3`.
//! - **JSON**, `{"kind": "max", "name": "A", "children": [3, {"value": 5}]}`:
//!   a node is a number (a leaf) or an object with `kind`, `name`, `value`,
//!   `p` and `children`, every field optional (see the README).
//!
//! A node without a kind follows the agent cycle by depth: MAX, then
//! `agents − 1` MIN levels, again and again ([`TreeSetup`]). Children of a
//! chance node without `p` share the probability the others leave equally.
//!
//! The text parser is iterative with an explicit stack, and serde_json
//! stops at 128 levels, so absurdly deep input is refused with a message
//! instead of overflowing the call stack.

use std::fmt;
use std::str::FromStr;

use crate::error::{quote, quote_char};
use crate::game::{Game, NodeKind};

/// Deepest nesting of lists accepted (the leaf below it is one level more).
pub const MAX_TREE_DEPTH: usize = 128;
/// Most nodes (inner and leaves) accepted in one tree.
pub const MAX_TREE_NODES: usize = 1_000_000;
/// Largest value magnitude accepted, so sums and ∓∞ stay far apart.
pub const LEAF_LIMIT: f64 = 1_000_000_000.0;
/// How far probabilities may sum from 1.
pub const PROBABILITY_TOLERANCE: f64 = 1e-9;

/// A tree that cannot be read, or whose labels do not fit together.
/// Columns are 1-based character positions; `at` names a node (see
/// [`Tree::describe`]).
#[derive(Clone, Debug, PartialEq)]
pub enum TreeError {
    /// No tree at all.
    Empty,
    /// Something other than what the grammar allows at this point.
    Unexpected {
        found: char,
        column: usize,
        expected: &'static str,
    },
    /// The input stopped inside a list.
    UnexpectedEnd { expected: &'static str },
    /// `[]`: a node with no children.
    EmptyList { column: usize },
    /// A leaf or label that is not a number (e.g. `x`, `1..5`).
    NotNumber { text: String, column: usize },
    /// A number outside ±1,000,000,000.
    OutOfRange { text: String, column: usize },
    /// More text after the tree ended.
    Trailing { column: usize },
    /// Lists nested deeper than the limit.
    TooDeep { column: usize, limit: usize },
    /// More nodes than the limit.
    TooLarge { limit: usize },
    /// Text that is not JSON at all; `message` is serde_json's, with its
    /// line and column.
    Json { message: String },
    /// A JSON node that is neither a number nor an object, or a field of
    /// the wrong type.
    JsonShape { at: String, problem: &'static str },
    /// A JSON object with a field we do not know.
    UnknownField { at: String, field: String },
    /// A kind other than max, min or chance.
    UnknownKind { at: String, kind: String },
    /// A value or probability that is NaN or infinite.
    NotFinite { at: String },
    /// A probability below 0 or above 1.
    BadProbability { at: String, p: f64 },
    /// A probability on a child of a MAX or MIN node.
    ProbabilityOutsideChance { at: String },
    /// A chance node whose children's probabilities do not sum to 1.
    ProbabilitySum { at: String, sum: f64 },
    /// A chance node with no children.
    ChanceWithoutChildren { at: String },
    /// A leaf with no value (a JSON object with neither `value` nor
    /// `children`, or a shorthand name alone).
    LeafWithoutValue { at: String },
    /// An inner node at the depth limit without the static `value` the
    /// limit needs.
    MissingValue { at: String, depth: u32 },
    /// `--bounds` with L > U.
    BadBounds { lo: f64, hi: f64 },
    /// A value outside the bounds `[lo, hi]` given for Star1.
    OutOfBounds {
        at: String,
        value: f64,
        lo: f64,
        hi: f64,
    },
}

/// What the nested-list grammar expects at a node.
pub const EXPECT_NODE: &str = "a number or '['";
/// What it expects after a child.
pub const EXPECT_COMMA: &str = "',' or ']'";

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = fmt_value;
        match self {
            TreeError::Empty => write!(
                f,
                "tree is empty; give nested lists such as [[3,12,8],[2,4,6],[14,5,2]]"
            ),
            TreeError::Unexpected {
                found,
                column,
                expected,
            } => write!(
                f,
                "tree: unexpected '{}' at column {column}; expected {expected}",
                quote_char(*found)
            ),
            TreeError::UnexpectedEnd { expected } => {
                write!(f, "tree: input ends inside a list; expected {expected}")
            }
            TreeError::EmptyList { column } => {
                write!(f, "tree: empty list at column {column}; every inner node needs at least one child")
            }
            TreeError::NotNumber { text, column } => write!(
                f,
                "tree: leaf \"{}\" at column {column} is not a number",
                quote(text)
            ),
            TreeError::OutOfRange { text, column } => write!(
                f,
                "tree: leaf {} at column {column} is out of range; leaves lie within ±1000000000",
                quote(text)
            ),
            TreeError::Trailing { column } => {
                write!(f, "tree: unexpected text after the tree at column {column}")
            }
            TreeError::TooDeep { column, limit } => write!(
                f,
                "tree: lists nested deeper than {limit} levels at column {column}"
            ),
            TreeError::TooLarge { limit } => write!(f, "tree: more than {limit} nodes"),
            TreeError::Json { message } => write!(f, "tree: bad JSON: {message}"),
            TreeError::JsonShape { at, problem } => write!(f, "tree: {at}: {problem}"),
            TreeError::UnknownField { at, field } => write!(
                f,
                "tree: {at} has an unknown field \"{}\"; use kind, name, value, p or children",
                quote(field)
            ),
            TreeError::UnknownKind { at, kind } => write!(
                f,
                "tree: {at} has kind \"{}\"; use max, min or chance",
                quote(kind)
            ),
            TreeError::NotFinite { at } => {
                write!(f, "tree: {at} has a value that is not a finite number")
            }
            TreeError::BadProbability { at, p } => write!(
                f,
                "tree: {at} has probability {}; a probability lies between 0 and 1",
                n(*p)
            ),
            TreeError::ProbabilityOutsideChance { at } => write!(
                f,
                "tree: {at} has a probability but its parent is not a chance node"
            ),
            TreeError::ProbabilitySum { at, sum } => write!(
                f,
                "tree: the probabilities of the outcomes of {at} sum to {}, not 1",
                n(*sum)
            ),
            TreeError::ChanceWithoutChildren { at } => {
                write!(f, "tree: {at} is a chance node with no children; a chance node needs outcomes")
            }
            TreeError::LeafWithoutValue { at } => {
                write!(f, "tree: {at} has neither a value nor children")
            }
            TreeError::MissingValue { at, depth } => write!(
                f,
                "tree: {at} is at the depth limit {depth} but has no value; give it one (\"value\" in JSON, =V in shorthand)"
            ),
            TreeError::BadBounds { lo, hi } => write!(
                f,
                "bounds {},{} have L > U; give the lowest and the highest value a leaf can have",
                n(*lo),
                n(*hi)
            ),
            TreeError::OutOfBounds { at, value, lo, hi } => write!(
                f,
                "tree: {at} has value {}, outside the bounds [{}, {}]",
                n(*value),
                n(*lo),
                n(*hi)
            ),
        }
    }
}

impl std::error::Error for TreeError {}

impl TreeError {
    /// A stable name for the page's translations: `NotNumber`, `ProbabilitySum`, …
    pub fn code(&self) -> &'static str {
        match self {
            TreeError::Empty => "Empty",
            TreeError::Unexpected { .. } => "Unexpected",
            TreeError::UnexpectedEnd { .. } => "UnexpectedEnd",
            TreeError::EmptyList { .. } => "EmptyList",
            TreeError::NotNumber { .. } => "NotNumber",
            TreeError::OutOfRange { .. } => "OutOfRange",
            TreeError::Trailing { .. } => "Trailing",
            TreeError::TooDeep { .. } => "TooDeep",
            TreeError::TooLarge { .. } => "TooLarge",
            TreeError::Json { .. } => "Json",
            TreeError::JsonShape { .. } => "JsonShape",
            TreeError::UnknownField { .. } => "UnknownField",
            TreeError::UnknownKind { .. } => "UnknownKind",
            TreeError::NotFinite { .. } => "NotFinite",
            TreeError::BadProbability { .. } => "BadProbability",
            TreeError::ProbabilityOutsideChance { .. } => "ProbabilityOutsideChance",
            TreeError::ProbabilitySum { .. } => "ProbabilitySum",
            TreeError::ChanceWithoutChildren { .. } => "ChanceWithoutChildren",
            TreeError::LeafWithoutValue { .. } => "LeafWithoutValue",
            TreeError::MissingValue { .. } => "MissingValue",
            TreeError::BadBounds { .. } => "BadBounds",
            TreeError::OutOfBounds { .. } => "OutOfBounds",
        }
    }

    /// The parameters of the message, input quoted as in the message.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        let s = |v: &dyn fmt::Display| v.to_string();
        let n = |v: &f64| fmt_value(*v);
        match self {
            TreeError::Empty => vec![],
            TreeError::Unexpected {
                found,
                column,
                expected,
            } => vec![
                ("found", quote_char(*found)),
                ("column", s(column)),
                ("expected", s(expected)),
            ],
            TreeError::UnexpectedEnd { expected } => vec![("expected", s(expected))],
            TreeError::EmptyList { column } | TreeError::Trailing { column } => {
                vec![("column", s(column))]
            }
            TreeError::NotNumber { text, column } | TreeError::OutOfRange { text, column } => {
                vec![("text", quote(text)), ("column", s(column))]
            }
            TreeError::TooDeep { column, limit } => {
                vec![("column", s(column)), ("limit", s(limit))]
            }
            TreeError::TooLarge { limit } => vec![("limit", s(limit))],
            TreeError::Json { message } => vec![("message", s(message))],
            TreeError::JsonShape { at, problem } => vec![("at", s(at)), ("problem", s(problem))],
            TreeError::UnknownField { at, field } => vec![("at", s(at)), ("field", quote(field))],
            TreeError::UnknownKind { at, kind } => vec![("at", s(at)), ("kind", quote(kind))],
            TreeError::NotFinite { at }
            | TreeError::ProbabilityOutsideChance { at }
            | TreeError::ChanceWithoutChildren { at }
            | TreeError::LeafWithoutValue { at } => vec![("at", s(at))],
            TreeError::BadProbability { at, p } => vec![("at", s(at)), ("p", n(p))],
            TreeError::ProbabilitySum { at, sum } => vec![("at", s(at)), ("sum", n(sum))],
            TreeError::MissingValue { at, depth } => vec![("at", s(at)), ("depth", s(depth))],
            TreeError::BadBounds { lo, hi } => vec![("lo", n(lo)), ("hi", n(hi))],
            TreeError::OutOfBounds { at, value, lo, hi } => vec![
                ("at", s(at)),
                ("value", n(value)),
                ("lo", n(lo)),
                ("hi", n(hi)),
            ],
        }
    }
}

/// `v` as a whole number when it is one (within ±10¹⁵, far past any leaf):
/// the one rule by which text, JSON and the CLI write `3`, not `3.0`.
pub fn as_whole(v: f64) -> Option<i64> {
    (v.fract() == 0.0 && v.abs() < 1e15).then_some(v as i64)
}

/// A value as messages and canonical text write it: whole numbers without a
/// fraction, others with as many digits as they need (Rust's shortest
/// round-trip form).
pub fn fmt_value(v: f64) -> String {
    match as_whole(v) {
        Some(i) => i.to_string(),
        None => v.to_string(),
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
}

/// A parsed tree. Node indices are internal; searches address children by
/// their 0-based position in the list.
#[derive(Clone, Debug, Default)]
pub struct Tree {
    nodes: Vec<Node>,
    kids: Vec<u32>,
    /// Each node's name, when the tree names any (else empty).
    names: Vec<Option<Box<str>>>,
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
        });
        (self.nodes.len() - 1) as u32
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
        if n.len == 0 {
            if !plain && self.name(node).is_some() {
                f.write_str("=")?;
            }
            return f.write_str(&fmt_value(n.value));
        }
        f.write_str("[")?;
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
            && self
                .nodes
                .iter()
                .all(|n| n.kind.is_none() && n.p.is_nan() && (n.len == 0 || n.value.is_nan()))
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

    /// Parses any of the three forms: JSON when the text starts with `{`,
    /// else nested lists with optional shorthand labels. Without the
    /// `json-text` feature, JSON text is refused: parse it elsewhere and
    /// use [`Tree::from_json_value`].
    pub fn parse_any(text: &str) -> Result<Tree, TreeError> {
        if Tree::is_json(text) {
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
        let plain = n.p.is_nan() && n.kind.is_none() && self.name(node).is_none();
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
        if !n.value.is_nan() {
            o.insert("value".into(), number(n.value));
        }
        if !n.p.is_nan() {
            o.insert("p".into(), number(n.p));
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
    /// written in shorthand (`"a b"`, `"max"`), so it always reads back the same.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names_ok = self.names.iter().flatten().all(|n| shorthand_name(n));
        if !names_ok {
            return write!(f, "{}", self.to_json());
        }
        self.write_node(f, self.root, self.is_plain())
    }
}

impl FromStr for Tree {
    type Err = TreeError;

    fn from_str(s: &str) -> Result<Tree, TreeError> {
        Parser::new(s).parse()
    }
}

/// The labels read in front of a node, before its `[` or its leaf value.
#[derive(Default)]
struct Header {
    p: Option<f64>,
    name: Option<String>,
    value: Option<f64>,
    kind: Option<NodeKind>,
    /// Whether anything at all was read (a bare name is not a leaf).
    any: bool,
    /// The 1-based column where the node's labels start.
    column: usize,
}

struct Parser<'a> {
    chars: std::iter::Peekable<std::iter::Enumerate<std::str::Chars<'a>>>,
    tree: Tree,
    names: Vec<Option<Box<str>>>,
    named: bool,
}

/// What the parser may see next.
#[derive(PartialEq)]
enum Want {
    /// A node: labels, then a leaf value or `[`.
    Tree,
    /// `,` or `]` after a child.
    CommaOrClose,
}

/// A character that may start a number.
fn starts_number(c: char) -> bool {
    c.is_ascii_digit() || matches!(c, '-' | '+' | '.')
}

impl<'a> Parser<'a> {
    fn new(s: &'a str) -> Self {
        Parser {
            chars: s.chars().enumerate().peekable(),
            tree: Tree::default(),
            names: vec![],
            named: false,
        }
    }

    fn skip_ws(&mut self) {
        while matches!(self.chars.peek(), Some((_, c)) if c.is_whitespace()) {
            self.chars.next();
        }
    }

    fn peek(&mut self) -> Option<(usize, char)> {
        self.skip_ws();
        self.chars.peek().copied()
    }

    fn push(&mut self, header: Header, children: &[u32]) -> Result<u32, TreeError> {
        if self.tree.nodes.len() >= MAX_TREE_NODES {
            return Err(TreeError::TooLarge {
                limit: MAX_TREE_NODES,
            });
        }
        let Header {
            p,
            name,
            value,
            kind,
            ..
        } = header;
        self.named |= name.is_some();
        self.names.push(name.map(String::into_boxed_str));
        Ok(self
            .tree
            .add(value.unwrap_or(UNSET), p.unwrap_or(UNSET), kind, children))
    }

    /// A run of characters that are not punctuation or space.
    fn word(&mut self) -> String {
        let mut text = String::new();
        while let Some(&(_, c)) = self.chars.peek() {
            if matches!(c, '[' | ']' | ',' | ':' | '=') || c.is_whitespace() {
                break;
            }
            text.push(c);
            self.chars.next();
        }
        text
    }

    /// A number starting at `first`: digits with an optional sign, point and
    /// exponent; no NaN or infinity.
    fn number(&mut self, first: usize) -> Result<f64, TreeError> {
        let text = self.word();
        let column = first + 1;
        let plain = |t: &str| {
            let ok = t.chars().all(|c| c.is_ascii_digit() || "+-.eE".contains(c))
                && t.chars().any(|c| c.is_ascii_digit());
            t.parse::<f64>().ok().filter(|_| ok)
        };
        // A fraction such as 1/6, as probabilities are written in books.
        let v = match text.split_once('/') {
            Some((n, d)) => match (plain(n), plain(d)) {
                (Some(n), Some(d)) if d != 0.0 => Some(n / d),
                _ => None,
            },
            None => plain(&text),
        };
        let Some(v) = v else {
            return Err(TreeError::NotNumber { text, column });
        };
        if !v.is_finite() || v.abs() > LEAF_LIMIT {
            return Err(TreeError::OutOfRange { text, column });
        }
        Ok(v)
    }

    /// Reads the labels in front of a node. Returns them, and whether the
    /// node is a leaf whose value they already hold.
    fn header(&mut self) -> Result<(Header, bool), TreeError> {
        let mut h = Header::default();
        let Some((i, c)) = self.peek() else {
            return Ok((h, false));
        };
        h.column = i + 1;
        if starts_number(c) {
            let v = self.number(i)?;
            if let Some((_, ':')) = self.peek() {
                self.chars.next();
                h.p = Some(v);
                h.any = true;
            } else {
                h.value = Some(v);
                return Ok((h, true));
            }
        }
        // An unnamed node's static value: `=4 max[…]`.
        if let Some((_, '=')) = self.peek() {
            self.chars.next();
            let (j, _) = self.peek().unwrap_or((i, ' '));
            h.value = Some(self.number(j)?);
            h.any = true;
            return match self.peek() {
                Some((_, c)) if c.is_alphabetic() => {
                    let (k, _) = self.peek().unwrap_or((i, ' '));
                    let word = self.word();
                    h.kind = Some(NodeKind::from_name(&word).ok_or(TreeError::UnknownKind {
                        at: format!("the node at column {}", k + 1),
                        kind: word,
                    })?);
                    Ok((h, false))
                }
                // `=4` alone is an unnamed leaf.
                Some((_, '[')) => Ok((h, false)),
                _ => Ok((h, true)),
            };
        }
        // A name, then a kind; either may be missing.
        for _ in 0..2 {
            let Some((i, c)) = self.peek() else { break };
            if !(c.is_alphabetic() || c == '_') {
                break;
            }
            let word = self.word();
            h.any = true;
            if let Some(kind) = NodeKind::from_name(&word) {
                h.kind = Some(kind);
                break;
            }
            if h.name.is_some() {
                return Err(TreeError::UnknownKind {
                    at: format!("the node at column {}", i + 1),
                    kind: word,
                });
            }
            if !word
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '\'')
            {
                return Err(TreeError::NotNumber {
                    text: word,
                    column: i + 1,
                });
            }
            h.name = Some(word);
            if let Some((_, '=')) = self.peek() {
                self.chars.next();
                let (j, _) = self.peek().unwrap_or((i, ' '));
                h.value = Some(self.number(j)?);
                // A named leaf `b1=3` ends here unless a kind or `[` follows.
                match self.peek() {
                    Some((_, '[')) => {}
                    Some((_, c)) if c.is_alphabetic() => {}
                    _ => return Ok((h, true)),
                }
            }
        }
        if h.name.is_none() && h.kind.is_none() {
            if let Some((_, '=')) = self.peek() {
                self.chars.next();
                let (j, _) = self.peek().unwrap_or((i, ' '));
                h.value = Some(self.number(j)?);
                h.any = true;
            }
        }
        if let Some((j, c)) = self.peek() {
            if starts_number(c) && h.p.is_some() && h.name.is_none() && h.kind.is_none() {
                h.value = Some(self.number(j)?);
                return Ok((h, true));
            }
        }
        Ok((h, false))
    }

    fn parse(mut self) -> Result<Tree, TreeError> {
        // Each open list: its column, its labels and the children read so far.
        let mut open: Vec<(usize, Header, Vec<u32>)> = Vec::new();
        let mut want = Want::Tree;
        let root;
        loop {
            let Some((i, c)) = self.peek() else {
                if open.is_empty() {
                    return Err(TreeError::Empty);
                }
                let expected = if want == Want::Tree {
                    EXPECT_NODE
                } else {
                    EXPECT_COMMA
                };
                return Err(TreeError::UnexpectedEnd { expected });
            };
            let finished: Option<u32> = match (&want, c) {
                (Want::Tree, ']') => {
                    // `[]`, or `[1,]`.
                    return Err(match open.last() {
                        Some((col, _, kids)) if kids.is_empty() => {
                            TreeError::EmptyList { column: col + 1 }
                        }
                        _ => TreeError::Unexpected {
                            found: c,
                            column: i + 1,
                            expected: EXPECT_NODE,
                        },
                    });
                }
                (Want::Tree, ',' | ':') => {
                    return Err(TreeError::Unexpected {
                        found: c,
                        column: i + 1,
                        expected: EXPECT_NODE,
                    })
                }
                (Want::Tree, _) => {
                    let (header, leaf) = self.header()?;
                    if leaf {
                        Some(self.push(header, &[])?)
                    } else {
                        match self.peek() {
                            Some((j, '[')) => {
                                self.chars.next();
                                if open.len() >= MAX_TREE_DEPTH {
                                    return Err(TreeError::TooDeep {
                                        column: j + 1,
                                        limit: MAX_TREE_DEPTH,
                                    });
                                }
                                open.push((j, header, Vec::new()));
                                None
                            }
                            Some(_) if header.name.is_some() && header.kind.is_none() => {
                                return Err(TreeError::LeafWithoutValue {
                                    at: format!(
                                        "node \"{}\" at column {}",
                                        quote(header.name.as_deref().unwrap_or_default()),
                                        header.column
                                    ),
                                })
                            }
                            Some((j, found)) if header.any => {
                                return Err(TreeError::Unexpected {
                                    found,
                                    column: j + 1,
                                    expected: "'[' or '=' and a value",
                                })
                            }
                            Some((j, found)) => {
                                return Err(TreeError::Unexpected {
                                    found,
                                    column: j + 1,
                                    expected: EXPECT_NODE,
                                })
                            }
                            None => {
                                return Err(TreeError::UnexpectedEnd {
                                    expected: EXPECT_NODE,
                                })
                            }
                        }
                    }
                }
                (Want::CommaOrClose, ',') if !open.is_empty() => {
                    self.chars.next();
                    want = Want::Tree;
                    None
                }
                (Want::CommaOrClose, ']') if !open.is_empty() => {
                    self.chars.next();
                    let (_, header, children) = open.pop().expect("checked non-empty");
                    Some(self.push(header, &children)?)
                }
                (Want::CommaOrClose, _) => {
                    if open.is_empty() {
                        return Err(TreeError::Trailing { column: i + 1 });
                    }
                    return Err(TreeError::Unexpected {
                        found: c,
                        column: i + 1,
                        expected: EXPECT_COMMA,
                    });
                }
            };
            if let Some(node) = finished {
                want = Want::CommaOrClose;
                match open.last_mut() {
                    Some((_, _, kids)) => kids.push(node),
                    None => {
                        root = node;
                        break;
                    }
                }
            }
        }
        if let Some((i, _)) = self.peek() {
            return Err(TreeError::Trailing { column: i + 1 });
        }
        self.tree.root = root;
        if self.named {
            self.tree.names = self.names;
        }
        Ok(self.tree)
    }
}

/// The JSON form: serde_json reads the text (and refuses nesting past 128),
/// then one iterative walk checks each node's fields.
mod json {
    use super::*;
    use serde_json::Value;

    /// A JSON pointer to a node, for messages: `/children/1/children/0`.
    fn pointer(path: &[usize]) -> String {
        if path.is_empty() {
            return "the root".into();
        }
        let mut s = String::from("node at /");
        let parts: Vec<String> = path.iter().map(|i| format!("children/{i}")).collect();
        s.push_str(&parts.join("/"));
        s
    }

    fn number(v: &Value, at: &str, field: &'static str) -> Result<f64, TreeError> {
        let Some(x) = v.as_f64() else {
            return Err(TreeError::JsonShape {
                at: at.into(),
                problem: match field {
                    "p" => "\"p\" must be a number",
                    _ => "\"value\" must be a number",
                },
            });
        };
        if !x.is_finite() {
            return Err(TreeError::NotFinite { at: at.into() });
        }
        if x.abs() > LEAF_LIMIT {
            return Err(TreeError::JsonShape {
                at: at.into(),
                problem: "numbers must lie within ±1,000,000,000",
            });
        }
        Ok(x)
    }

    pub(super) fn convert(root: &Value) -> Result<Tree, TreeError> {
        let mut tree = Tree::default();
        let mut names: Vec<Option<Box<str>>> = vec![];
        let mut named = false;
        // Post-order with an explicit stack: (value, path, children done).
        struct Frame<'v> {
            value: &'v Value,
            path: Vec<usize>,
            kids: Vec<u32>,
            next: usize,
        }
        let mut stack = vec![Frame {
            value: root,
            path: vec![],
            kids: vec![],
            next: 0,
        }];
        let mut done: Option<u32> = None;
        while let Some(top) = stack.last_mut() {
            if let Some(id) = done.take() {
                top.kids.push(id);
            }
            let at = || pointer(&top.path);
            let children = match top.value {
                Value::Object(map) => match map.get("children") {
                    Some(Value::Array(a)) => Some(a),
                    Some(Value::Null) | None => None,
                    Some(_) => {
                        return Err(TreeError::JsonShape {
                            at: at(),
                            problem: "\"children\" must be a list of nodes",
                        })
                    }
                },
                _ => None,
            };
            if let Some(kids) = children {
                if top.next < kids.len() {
                    let mut path = top.path.clone();
                    path.push(top.next);
                    let value = &kids[top.next];
                    top.next += 1;
                    if tree.nodes.len() + stack.len() >= MAX_TREE_NODES {
                        return Err(TreeError::TooLarge {
                            limit: MAX_TREE_NODES,
                        });
                    }
                    stack.push(Frame {
                        value,
                        path,
                        kids: vec![],
                        next: 0,
                    });
                    continue;
                }
            }
            let frame = stack.pop().expect("non-empty");
            let at = pointer(&frame.path);
            let (mut value, mut p, mut kind, mut name) = (UNSET, UNSET, None, None);
            match frame.value {
                Value::Number(_) => value = number(frame.value, &at, "value")?,
                Value::Object(map) => {
                    for (k, v) in map {
                        match k.as_str() {
                            "children" => {}
                            "value" => value = number(v, &at, "value")?,
                            "p" => p = number(v, &at, "p")?,
                            "kind" => {
                                let Some(s) = v.as_str() else {
                                    return Err(TreeError::JsonShape {
                                        at,
                                        problem: "\"kind\" must be \"max\", \"min\" or \"chance\"",
                                    });
                                };
                                kind = Some(NodeKind::from_name(s).ok_or_else(|| {
                                    TreeError::UnknownKind {
                                        at: at.clone(),
                                        kind: s.into(),
                                    }
                                })?);
                            }
                            "name" => {
                                let Some(s) = v.as_str() else {
                                    return Err(TreeError::JsonShape {
                                        at,
                                        problem: "\"name\" must be a string",
                                    });
                                };
                                name = Some(s.to_string().into_boxed_str());
                                named = true;
                            }
                            _ => {
                                return Err(TreeError::UnknownField {
                                    at,
                                    field: k.clone(),
                                })
                            }
                        }
                    }
                    let at = match &name {
                        Some(n) => format!("node \"{}\"", quote(n)),
                        None => at,
                    };
                    if frame.kids.is_empty() {
                        if kind == Some(NodeKind::Chance) {
                            return Err(TreeError::ChanceWithoutChildren { at });
                        }
                        if value.is_nan() {
                            return Err(TreeError::LeafWithoutValue { at });
                        }
                    }
                }
                _ => {
                    return Err(TreeError::JsonShape {
                        at,
                        problem: "a node is a number or an object",
                    })
                }
            }
            names.push(name);
            done = Some(tree.add(value, p, kind, &frame.kids));
        }
        tree.root = done.expect("the root was converted");
        if named {
            tree.names = names;
        }
        Ok(tree)
    }
}

/// How a tree's unlabelled levels are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeSetup {
    /// Whether the root's level is MAX's (else the first MIN level's).
    pub root_is_max: bool,
    /// Agents per round: MAX and `agents − 1` MIN levels; at least 1.
    pub agents: u32,
}

impl Default for TreeSetup {
    fn default() -> TreeSetup {
        TreeSetup {
            root_is_max: true,
            agents: 2,
        }
    }
}

impl TreeSetup {
    /// The kind of an unlabelled node `depth` levels below the root.
    pub fn kind_at(&self, depth: u32) -> NodeKind {
        let n = self.agents.max(1);
        let offset = if self.root_is_max { 0 } else { 1 };
        if (depth + offset) % n == 0 {
            NodeKind::Max
        } else {
            NodeKind::Min
        }
    }
}

/// A textbook tree as a game: every node's kind and every chance edge's
/// probability resolved and checked; values from MAX's view.
#[derive(Clone, Debug)]
pub struct TreeGame {
    tree: Tree,
    setup: TreeSetup,
    kind: Vec<NodeKind>,
    /// The probability of reaching each node from its parent (1 under MAX
    /// and MIN nodes).
    prob: Vec<f64>,
    depth: Vec<u32>,
    has_chance: bool,
}

impl TreeGame {
    /// The game over `tree`: kinds left out follow `setup`'s cycle, and
    /// probabilities are checked and completed.
    pub fn new(tree: Tree, setup: TreeSetup) -> Result<TreeGame, TreeError> {
        let n = tree.len();
        let mut kind = vec![NodeKind::Max; n];
        let mut prob = vec![1.0; n];
        let mut depth = vec![0; n];
        let mut has_chance = false;
        for (v, parent, _) in tree.preorder() {
            let vi = v as usize;
            if parent != u32::MAX {
                depth[vi] = depth[parent as usize] + 1;
            }
            let node = tree.nodes[vi];
            kind[vi] = node.kind.unwrap_or_else(|| setup.kind_at(depth[vi]));
            if !node.value.is_finite() && !node.value.is_nan() {
                return Err(TreeError::NotFinite {
                    at: tree.describe(v),
                });
            }
            if !node.p.is_nan() {
                if !node.p.is_finite() {
                    return Err(TreeError::NotFinite {
                        at: tree.describe(v),
                    });
                }
                if !(0.0..=1.0).contains(&node.p) {
                    return Err(TreeError::BadProbability {
                        at: tree.describe(v),
                        p: node.p,
                    });
                }
                if parent == u32::MAX || kind[parent as usize] != NodeKind::Chance {
                    return Err(TreeError::ProbabilityOutsideChance {
                        at: tree.describe(v),
                    });
                }
            }
            if node.len == 0 {
                if node.kind == Some(NodeKind::Chance) {
                    return Err(TreeError::ChanceWithoutChildren {
                        at: tree.describe(v),
                    });
                }
                continue;
            }
            if kind[vi] != NodeKind::Chance {
                continue;
            }
            has_chance = true;
            let (mut sum, mut missing) = (0.0, 0u32);
            for i in 0..node.len {
                let c = tree.child(v, i);
                let p = tree.nodes[c as usize].p;
                if p.is_nan() {
                    missing += 1;
                } else if !p.is_finite() {
                    return Err(TreeError::NotFinite {
                        at: tree.describe(c),
                    });
                } else if !(0.0..=1.0).contains(&p) {
                    // A bad probability is named before the sum it spoils.
                    return Err(TreeError::BadProbability {
                        at: tree.describe(c),
                        p,
                    });
                } else {
                    sum += p;
                }
            }
            let rest = if missing > 0 {
                ((1.0 - sum) / missing as f64).max(0.0)
            } else {
                0.0
            };
            let total = sum + rest * missing as f64;
            if sum > 1.0 + PROBABILITY_TOLERANCE || (total - 1.0).abs() > PROBABILITY_TOLERANCE {
                return Err(TreeError::ProbabilitySum {
                    at: tree.describe(v),
                    sum,
                });
            }
            for i in 0..node.len {
                let c = tree.child(v, i) as usize;
                prob[c] = if tree.nodes[c].p.is_nan() {
                    rest
                } else {
                    tree.nodes[c].p
                };
            }
        }
        Ok(TreeGame {
            tree,
            setup,
            kind,
            prob,
            depth,
            has_chance,
        })
    }

    /// The tree being played.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// How unlabelled levels were read.
    pub fn setup(&self) -> TreeSetup {
        self.setup
    }

    /// Whether any node is a chance node.
    pub fn has_chance(&self) -> bool {
        self.has_chance
    }

    /// The resolved kind of tree node `node`.
    pub fn node_kind(&self, node: u32) -> NodeKind {
        self.kind[node as usize]
    }

    /// Checks that every inner node at depth `limit` has the static value
    /// the limit needs.
    pub fn check_depth(&self, limit: Option<u32>) -> Result<(), TreeError> {
        let Some(limit) = limit else { return Ok(()) };
        for v in 0..self.tree.len() as u32 {
            if self.depth[v as usize] == limit
                && self.tree.child_count(v) > 0
                && self.tree.static_value(v).is_none()
            {
                return Err(TreeError::MissingValue {
                    at: self.tree.describe(v),
                    depth: limit,
                });
            }
        }
        Ok(())
    }

    /// The values a search can meet under depth limit `limit`: every leaf
    /// above the limit and every node at it, each with its value.
    fn scored(&self, limit: Option<u32>) -> impl Iterator<Item = (u32, f64)> + '_ {
        (0..self.tree.len() as u32).filter_map(move |v| {
            let d = self.depth[v as usize];
            let scored = match limit {
                Some(l) if d > l => false,
                Some(l) if d == l => true,
                _ => self.tree.child_count(v) == 0,
            };
            if scored {
                self.tree.static_value(v).map(|x| (v, x))
            } else {
                None
            }
        })
    }

    /// The smallest and largest value a search can meet under `limit`: the
    /// default bounds [L, U] of Star1 and Star2.
    pub fn value_range(&self, limit: Option<u32>) -> (f64, f64) {
        self.scored(limit)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), (_, v)| {
                (lo.min(v), hi.max(v))
            })
    }

    /// Checks bounds given for Star1: L ≤ U, and every value a search can
    /// meet lies in [L, U].
    pub fn check_bounds(&self, limit: Option<u32>, (lo, hi): (f64, f64)) -> Result<(), TreeError> {
        if lo > hi {
            return Err(TreeError::BadBounds { lo, hi });
        }
        match self.scored(limit).find(|&(_, v)| v < lo || v > hi) {
            Some((v, value)) => Err(TreeError::OutOfBounds {
                at: self.tree.describe(v),
                value,
                lo,
                hi,
            }),
            None => Ok(()),
        }
    }
}

impl Game for TreeGame {
    type Pos = u32;

    fn root(&self) -> u32 {
        self.tree.root
    }

    fn root_is_max(&self) -> bool {
        self.kind[self.tree.root as usize] != NodeKind::Min
    }

    fn kind(&self, pos: &u32, _ply: u32) -> NodeKind {
        self.kind[*pos as usize]
    }

    fn probability(&self, pos: &u32, mv: u32) -> f64 {
        self.prob[self.tree.child(*pos, mv) as usize]
    }

    fn moves(&self, pos: &u32, out: &mut Vec<u32>) {
        out.extend(0..self.tree.child_count(*pos));
    }

    fn play(&self, pos: &u32, mv: u32) -> u32 {
        self.tree.child(*pos, mv)
    }

    fn terminal_value(&self, pos: &u32, _ply: u32, _horizon: bool) -> Option<f64> {
        self.tree.leaf_value(*pos)
    }

    fn evaluate(&self, pos: &u32) -> Option<f64> {
        self.tree.static_value(*pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_the_textbook_tree() {
        let t: Tree = " [[3, 12,8],[2,4,6],[14,5,2]] ".parse().unwrap();
        assert_eq!(t.to_string(), "[[3,12,8],[2,4,6],[14,5,2]]");
        assert_eq!(t.len(), 13);
    }

    #[test]
    fn a_single_number_is_a_one_node_tree() {
        let t: Tree = "-7".parse().unwrap();
        assert_eq!(t.leaf_value(t.root()), Some(-7.0));
        let t: Tree = "-3.01".parse().unwrap();
        assert_eq!(t.leaf_value(t.root()), Some(-3.01));
    }

    #[test]
    fn uniform_trees_have_b_to_the_d_leaves() {
        let t = Tree::uniform(3, 2, &mut (1..).take(9));
        assert_eq!(t.to_string(), "[[1,2,3],[4,5,6],[7,8,9]]");
    }

    #[test]
    fn shorthand_reads_names_kinds_values_and_probabilities() {
        let t: Tree = "A max[B min[b1=3, b2=12], C=4 chance[0.9: 2, 0.1: c2=3]]"
            .parse()
            .unwrap();
        assert_eq!(
            t.to_string(),
            "A max[B min[b1=3,b2=12],C=4 chance[0.9:2,0.1:c2=3]]"
        );
        let g = TreeGame::new(t, TreeSetup::default()).unwrap();
        let c = g.tree().child(g.tree().root(), 1);
        assert_eq!(g.node_kind(c), NodeKind::Chance);
        assert_eq!(g.tree().name(c), Some("C"));
        assert_eq!(g.tree().static_value(c), Some(4.0));
        assert_eq!(g.probability(&c, 1), 0.1);
    }

    #[test]
    fn json_and_shorthand_give_the_same_tree() {
        let json = r#"{"kind":"max","children":[{"kind":"chance","children":[{"p":0.9,"value":2},{"p":0.1,"value":3}]},4]}"#;
        let a = Tree::from_json(json).unwrap();
        let b: Tree = "max[chance[0.9:2,0.1:3],4]".parse().unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn numbers_may_be_fractions_such_as_one_sixth() {
        let g = TreeGame::new(
            "chance[1/6: 3, 5/6: 9]".parse().unwrap(),
            TreeSetup::default(),
        )
        .unwrap();
        assert_eq!(g.probability(&g.root(), 0), 1.0 / 6.0);
        assert_eq!(g.probability(&g.root(), 1), 5.0 / 6.0);
        for bad in ["[1/0]", "[1/]", "[1/2/3]", "[1/x]"] {
            assert!(
                matches!(bad.parse::<Tree>(), Err(TreeError::NotNumber { .. })),
                "{bad}"
            );
        }
        assert!("[/2]".parse::<Tree>().is_err());
    }

    #[test]
    fn children_without_p_share_what_is_left_equally() {
        let g =
            TreeGame::new("chance[0.5:1, 2, 3]".parse().unwrap(), TreeSetup::default()).unwrap();
        assert_eq!(
            (g.probability(&g.root(), 1), g.probability(&g.root(), 2)),
            (0.25, 0.25)
        );
    }

    #[test]
    fn agents_cycle_max_then_min_levels() {
        let setup = TreeSetup {
            root_is_max: true,
            agents: 3,
        };
        let kinds: Vec<_> = (0..4).map(|d| setup.kind_at(d)).collect();
        use NodeKind::*;
        assert_eq!(kinds, [Max, Min, Min, Max]);
    }

    #[test]
    fn errors_name_the_node() {
        let bad = |s: &str| {
            TreeGame::new(s.parse().unwrap(), TreeSetup::default())
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            bad("[chance[0.5:1, 0.4:2], 3]"),
            "tree: the probabilities of the outcomes of node 1 sum to 0.9, not 1"
        );
        assert_eq!(
            bad("[0.5: 1, 2]"),
            "tree: node 1 has a probability but its parent is not a chance node"
        );
        assert_eq!(
            bad("C chance[1.5: 1, 2]"),
            "tree: node 1 has probability 1.5; a probability lies between 0 and 1"
        );
    }
}
