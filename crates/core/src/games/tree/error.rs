//! What can be wrong with a tree, each with a one-line message.

use std::fmt;

use super::fmt_value;
use crate::quote::{quote, quote_char};

/// A tree that cannot be read, or whose labels do not fit together.
/// Columns are 1-based character positions; `at` names a node (see
/// [`Tree::describe`](super::Tree::describe)).
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
    /// An inner node past the depth limit that quiescence may score, without
    /// a static `value`; `depth` is the node's own depth.
    MissingValuePast { at: String, depth: u32 },
    /// A noisy mark `!` anywhere but right before a node's `[` or after a
    /// leaf's value.
    MisplacedMark { column: usize },
    /// `--bounds` with L > U.
    BadBounds { lo: f64, hi: f64 },
    /// A value outside the bounds `[lo, hi]` given for Star1.
    OutOfBounds {
        at: String,
        value: f64,
        lo: f64,
        hi: f64,
    },
    /// An edit that would give a node a value outside ±1,000,000,000.
    ValueOutOfRange { at: String, value: f64 },
    /// An edit's path that leads to no node: `path` is 1-based and dotted,
    /// up to the first child that does not exist (`2.4`).
    NoSuchNode { path: String },
    /// An edit that would remove or move the root.
    RootFixed,
    /// A name the shorthand cannot write (see [`super::TreeEdit::Rename`]).
    BadName { at: String, name: String },
    /// An edit of a kind on a leaf (only inner nodes have kinds).
    NotInner { at: String },
    /// Probabilities given to a node that is not a chance node.
    NotChance { at: String },
    /// Probabilities given for a chance node, not one per outcome.
    ProbabilityCount {
        at: String,
        expected: usize,
        got: usize,
    },
    /// A child added below a leaf that lies at the nesting limit.
    DeepEdit { at: String, limit: usize },
    /// A CS188 test file with a problem at a 1-based line, in a field.
    Cs188 {
        line: usize,
        field: String,
        problem: String,
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
                "tree: {at} has an unknown field \"{}\"; use kind, name, value, p, noisy or children",
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
            TreeError::MissingValuePast { at, depth } => write!(
                f,
                "tree: {at} lies {depth} deep, past the depth limit, where quiescence may score it, but has no value; give it one (\"value\" in JSON, =V in shorthand)"
            ),
            TreeError::MisplacedMark { column } => write!(
                f,
                "tree: misplaced '!' at column {column}; the noisy mark goes right before a node's '[' (B=3 min![…]) or after a leaf's value (7!)"
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
            TreeError::ValueOutOfRange { at, value } => write!(
                f,
                "tree: {at} cannot take the value {}; values lie within ±1000000000",
                n(*value)
            ),
            TreeError::NoSuchNode { path } => {
                write!(f, "tree: there is no node {path}")
            }
            TreeError::RootFixed => write!(f, "tree: the root cannot be removed or moved"),
            TreeError::BadName { at, name } => write!(
                f,
                "tree: {at} cannot be named \"{}\"; a name starts with a letter or _, goes on with letters, digits, _ or ', and is not max, min or chance",
                quote(name)
            ),
            TreeError::NotInner { at } => {
                write!(f, "tree: {at} is a leaf; only a node with children is MAX, MIN or chance")
            }
            TreeError::NotChance { at } => {
                write!(f, "tree: {at} is not a chance node; only a chance node's outcomes have probabilities")
            }
            TreeError::ProbabilityCount { at, expected, got } => write!(
                f,
                "tree: {at} has {expected} outcomes but {got} probabilities were given"
            ),
            TreeError::DeepEdit { at, limit } => write!(
                f,
                "tree: {at} lies at the nesting limit of {limit} levels; it cannot have children"
            ),
            TreeError::Cs188 {
                line,
                field,
                problem,
            } => write!(
                f,
                "CS188 test file: line {line}, field \"{}\": {problem}",
                quote(field)
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
            TreeError::MissingValuePast { .. } => "MissingValuePast",
            TreeError::MisplacedMark { .. } => "MisplacedMark",
            TreeError::BadBounds { .. } => "BadBounds",
            TreeError::OutOfBounds { .. } => "OutOfBounds",
            TreeError::ValueOutOfRange { .. } => "ValueOutOfRange",
            TreeError::NoSuchNode { .. } => "NoSuchNode",
            TreeError::RootFixed => "RootFixed",
            TreeError::BadName { .. } => "BadName",
            TreeError::NotInner { .. } => "NotInner",
            TreeError::NotChance { .. } => "NotChance",
            TreeError::ProbabilityCount { .. } => "ProbabilityCount",
            TreeError::DeepEdit { .. } => "DeepEdit",
            TreeError::Cs188 { .. } => "Cs188",
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
            TreeError::EmptyList { column }
            | TreeError::Trailing { column }
            | TreeError::MisplacedMark { column } => {
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
            TreeError::MissingValue { at, depth } | TreeError::MissingValuePast { at, depth } => {
                vec![("at", s(at)), ("depth", s(depth))]
            }
            TreeError::BadBounds { lo, hi } => vec![("lo", n(lo)), ("hi", n(hi))],
            TreeError::OutOfBounds { at, value, lo, hi } => vec![
                ("at", s(at)),
                ("value", n(value)),
                ("lo", n(lo)),
                ("hi", n(hi)),
            ],
            TreeError::ValueOutOfRange { at, value } => vec![("at", s(at)), ("value", n(value))],
            TreeError::NoSuchNode { path } => vec![("path", s(path))],
            TreeError::RootFixed => vec![],
            TreeError::BadName { at, name } => vec![("at", s(at)), ("name", quote(name))],
            TreeError::NotInner { at } | TreeError::NotChance { at } => vec![("at", s(at))],
            TreeError::ProbabilityCount { at, expected, got } => {
                vec![("at", s(at)), ("expected", s(expected)), ("got", s(got))]
            }
            TreeError::DeepEdit { at, limit } => vec![("at", s(at)), ("limit", s(limit))],
            TreeError::Cs188 {
                line,
                field,
                problem,
            } => vec![
                ("line", s(line)),
                ("field", quote(field)),
                ("problem", s(problem)),
            ],
        }
    }
}
