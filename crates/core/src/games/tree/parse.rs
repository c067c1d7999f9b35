//! The nested-list and shorthand forms, read by one hand-written parser.

use std::str::FromStr;

use super::*;
use crate::quote::quote;

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
    /// The value was a bare number (`3`, `0.5: 3`): a leaf, never `3[…]`.
    bare: bool,
    /// Marked noisy with `!`.
    noisy: bool,
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
            noisy,
            ..
        } = header;
        self.named |= name.is_some();
        self.names.push(name.map(String::into_boxed_str));
        let id = self
            .tree
            .add(value.unwrap_or(UNSET), p.unwrap_or(UNSET), kind, children);
        if noisy {
            self.tree.mark_noisy(id);
        }
        Ok(id)
    }

    /// Reads the noisy mark `!` that may end a node's labels, and says
    /// whether the node is a leaf after all: `b=3` is one, `b=3 ![…]` is
    /// not. The mark stands right before the `[` (or after a leaf's value),
    /// and nowhere else.
    fn mark(&mut self, h: &mut Header, leaf: bool) -> Result<bool, TreeError> {
        let Some((j, '!')) = self.peek() else {
            return Ok(leaf);
        };
        self.chars.next();
        h.noisy = true;
        let misplaced = TreeError::MisplacedMark { column: j + 1 };
        match self.peek() {
            Some((_, '[')) if leaf && (h.bare || h.value.is_none()) => Err(misplaced),
            Some((_, '[')) => Ok(false),
            _ if leaf => Ok(true),
            _ => Err(misplaced),
        }
    }

    /// A run of characters that are not punctuation or space.
    fn word(&mut self) -> String {
        let mut text = String::new();
        while let Some(&(_, c)) = self.chars.peek() {
            if matches!(c, '[' | ']' | ',' | ':' | '=' | '!') || c.is_whitespace() {
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
                h.bare = true;
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
                h.bare = true;
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
                    let (mut header, leaf) = self.header()?;
                    let leaf = self.mark(&mut header, leaf)?;
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
                (Want::CommaOrClose, '!') => {
                    return Err(TreeError::MisplacedMark { column: i + 1 })
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
        match self.peek() {
            Some((i, '!')) => return Err(TreeError::MisplacedMark { column: i + 1 }),
            Some((i, _)) => return Err(TreeError::Trailing { column: i + 1 }),
            None => {}
        }
        self.tree.root = root;
        if self.named {
            self.tree.names = self.names;
        }
        Ok(self.tree)
    }
}
