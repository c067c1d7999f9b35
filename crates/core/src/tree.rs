//! Explicit "textbook" game trees written as nested lists, e.g.
//! `[[3,12,8],[2,4,6],[14,5,2]]`: an integer is a leaf, a list an inner node.
//!
//! The parser is iterative with an explicit stack, so absurdly deep input is
//! refused with a message instead of overflowing the call stack.

use std::fmt;
use std::str::FromStr;

use crate::error::{TreeError, LEAF_LIMIT};
use crate::game::Game;

/// Deepest nesting of lists accepted (the leaf below it is one level more).
pub const MAX_TREE_DEPTH: usize = 128;
/// Most nodes (inner and leaves) accepted in one tree.
pub const MAX_TREE_NODES: usize = 1_000_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Node {
    /// Index of the first child in `Tree::kids`.
    start: u32,
    /// Number of children; 0 for a leaf.
    len: u32,
    /// The leaf's value (0 for inner nodes).
    value: i32,
}

/// A parsed tree. Node indices are internal; searches address children by
/// their 0-based position in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    nodes: Vec<Node>,
    kids: Vec<u32>,
    root: u32,
}

impl Tree {
    /// A uniform tree of branching `b` and depth `d` whose leaves, left to
    /// right, take their values from `leaves` (which must yield `b^d` values).
    pub fn uniform(b: u32, d: u32, leaves: &mut dyn Iterator<Item = i32>) -> Tree {
        let mut t = Tree {
            nodes: vec![],
            kids: vec![],
            root: 0,
        };
        t.root = t.build_uniform(b, d, leaves);
        t
    }

    fn build_uniform(&mut self, b: u32, d: u32, leaves: &mut dyn Iterator<Item = i32>) -> u32 {
        if d == 0 {
            let value = leaves.next().expect("enough leaf values");
            self.nodes.push(Node {
                start: 0,
                len: 0,
                value,
            });
        } else {
            let children: Vec<u32> = (0..b)
                .map(|_| self.build_uniform(b, d - 1, leaves))
                .collect();
            let start = self.kids.len() as u32;
            self.kids.extend(children);
            self.nodes.push(Node {
                start,
                len: b,
                value: 0,
            });
        }
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
    pub fn leaf_value(&self, node: u32) -> Option<i32> {
        let n = self.nodes[node as usize];
        (n.len == 0).then_some(n.value)
    }

    fn write_node(&self, f: &mut fmt::Formatter<'_>, node: u32) -> fmt::Result {
        // Recursion is bounded by MAX_TREE_DEPTH for parsed trees.
        let n = self.nodes[node as usize];
        if n.len == 0 {
            return write!(f, "{}", n.value);
        }
        f.write_str("[")?;
        for i in 0..n.len {
            if i > 0 {
                f.write_str(",")?;
            }
            self.write_node(f, self.child(node, i))?;
        }
        f.write_str("]")
    }
}

impl fmt::Display for Tree {
    /// Writes the tree back in nested-list notation, without spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_node(f, self.root)
    }
}

impl FromStr for Tree {
    type Err = TreeError;

    fn from_str(s: &str) -> Result<Tree, TreeError> {
        Parser::new(s).parse()
    }
}

struct Parser<'a> {
    chars: std::iter::Peekable<std::iter::Enumerate<std::str::Chars<'a>>>,
    nodes: Vec<Node>,
    kids: Vec<u32>,
}

/// What the parser may see next.
#[derive(PartialEq)]
enum Want {
    /// A leaf or `[`.
    Tree,
    /// `,` or `]` after a child.
    CommaOrClose,
}

impl<'a> Parser<'a> {
    fn new(s: &'a str) -> Self {
        Parser {
            chars: s.chars().enumerate().peekable(),
            nodes: vec![],
            kids: vec![],
        }
    }

    fn skip_ws(&mut self) {
        while matches!(self.chars.peek(), Some((_, c)) if c.is_whitespace()) {
            self.chars.next();
        }
    }

    fn push(&mut self, node: Node) -> Result<u32, TreeError> {
        if self.nodes.len() >= MAX_TREE_NODES {
            return Err(TreeError::TooLarge {
                limit: MAX_TREE_NODES,
            });
        }
        self.nodes.push(node);
        Ok((self.nodes.len() - 1) as u32)
    }

    fn leaf(&mut self, first: usize) -> Result<u32, TreeError> {
        let mut text = String::new();
        while let Some(&(_, c)) = self.chars.peek() {
            if c == '[' || c == ']' || c == ',' || c.is_whitespace() {
                break;
            }
            text.push(c);
            self.chars.next();
        }
        let column = first + 1;
        let digits = text.strip_prefix(['-', '+']).unwrap_or(&text);
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(TreeError::NotInteger { text, column });
        }
        let value = match text.parse::<i64>() {
            Ok(v) if (-LEAF_LIMIT..=LEAF_LIMIT).contains(&v) => v as i32,
            _ => return Err(TreeError::OutOfRange { text, column }),
        };
        self.push(Node {
            start: 0,
            len: 0,
            value,
        })
    }

    fn parse(mut self) -> Result<Tree, TreeError> {
        // Each open list: its column and the children read so far.
        let mut open: Vec<(usize, Vec<u32>)> = Vec::new();
        let mut want = Want::Tree;
        let root;
        loop {
            self.skip_ws();
            let Some(&(i, c)) = self.chars.peek() else {
                if open.is_empty() {
                    return Err(TreeError::Empty);
                }
                let expected = if want == Want::Tree {
                    "a number or '['"
                } else {
                    "',' or ']'"
                };
                return Err(TreeError::UnexpectedEnd { expected });
            };
            let finished: Option<u32> = match (&want, c) {
                (Want::Tree, '[') => {
                    self.chars.next();
                    if open.len() >= MAX_TREE_DEPTH {
                        return Err(TreeError::TooDeep {
                            column: i + 1,
                            limit: MAX_TREE_DEPTH,
                        });
                    }
                    open.push((i, Vec::new()));
                    None
                }
                (Want::Tree, ']') => {
                    // `[]`, or `[1,]`.
                    match open.last() {
                        Some((_, kids)) if kids.is_empty() => {
                            return Err(TreeError::EmptyList {
                                column: open.last().unwrap().0 + 1,
                            })
                        }
                        _ => {
                            return Err(TreeError::Unexpected {
                                found: c,
                                column: i + 1,
                                expected: "a number or '['",
                            })
                        }
                    }
                }
                (Want::Tree, ',') => {
                    return Err(TreeError::Unexpected {
                        found: c,
                        column: i + 1,
                        expected: "a number or '['",
                    })
                }
                (Want::Tree, _) => Some(self.leaf(i)?),
                (Want::CommaOrClose, ',') if !open.is_empty() => {
                    self.chars.next();
                    want = Want::Tree;
                    None
                }
                (Want::CommaOrClose, ']') if !open.is_empty() => {
                    self.chars.next();
                    let (_, children) = open.pop().expect("checked non-empty");
                    let start = self.kids.len() as u32;
                    let len = children.len() as u32;
                    self.kids.extend(children);
                    Some(self.push(Node {
                        start,
                        len,
                        value: 0,
                    })?)
                }
                (Want::CommaOrClose, _) => {
                    if open.is_empty() {
                        return Err(TreeError::Trailing { column: i + 1 });
                    }
                    return Err(TreeError::Unexpected {
                        found: c,
                        column: i + 1,
                        expected: "',' or ']'",
                    });
                }
            };
            if let Some(node) = finished {
                want = Want::CommaOrClose;
                match open.last_mut() {
                    Some((_, kids)) => kids.push(node),
                    None => {
                        root = node;
                        break;
                    }
                }
            }
        }
        self.skip_ws();
        if let Some(&(i, _)) = self.chars.peek() {
            return Err(TreeError::Trailing { column: i + 1 });
        }
        Ok(Tree {
            nodes: self.nodes,
            kids: self.kids,
            root,
        })
    }
}

/// A textbook tree as a game: levels alternate MAX/MIN, MAX at the root
/// unless `root_is_max` is false; leaves hold values from MAX's view.
#[derive(Clone, Debug)]
pub struct TreeGame {
    tree: Tree,
    root_is_max: bool,
}

impl TreeGame {
    /// The game over `tree` with MAX (or MIN) at the root.
    pub fn new(tree: Tree, root_is_max: bool) -> TreeGame {
        TreeGame { tree, root_is_max }
    }

    /// The tree being played.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }
}

impl Game for TreeGame {
    type Pos = u32;

    fn root(&self) -> u32 {
        self.tree.root
    }

    fn root_is_max(&self) -> bool {
        self.root_is_max
    }

    fn moves(&self, pos: &u32, out: &mut Vec<u32>) {
        out.extend(0..self.tree.child_count(*pos));
    }

    fn play(&self, pos: &u32, mv: u32) -> u32 {
        self.tree.child(*pos, mv)
    }

    fn terminal_value(&self, pos: &u32, _ply: u32, _horizon: bool) -> Option<i32> {
        self.tree.leaf_value(*pos)
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
    fn a_single_integer_is_a_one_node_tree() {
        let t: Tree = "-7".parse().unwrap();
        assert_eq!(t.leaf_value(t.root()), Some(-7));
    }

    #[test]
    fn uniform_trees_have_b_to_the_d_leaves() {
        let t = Tree::uniform(3, 2, &mut (1..).take(9));
        assert_eq!(t.to_string(), "[[1,2,3],[4,5,6],[7,8,9]]");
    }
}
