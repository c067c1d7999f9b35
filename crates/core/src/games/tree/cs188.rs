//! CS188's `GraphGameTreeTest` files (the Pacman project's
//! `test_cases/q2..q4/*.test`), read as they are and unrolled into a
//! [`Tree`].
//!
//! The file is the course's `testParser` format: `#` starts a comment,
//! `key: "value"` is one field, and `key: """` opens a field that runs to a
//! line holding only `"""`. The fields read are `class`
//! (`GraphGameTreeTest`), `alg`, `depth`, `num_agents`, `start_state`,
//! `win_states`, `lose_states` (states separated by spaces), `successors`
//! (lines `state action next`) and `evaluation` (lines `state value`);
//! others (`diagram`) are skipped.
//!
//! The course's semantics: agent 0 maximises and agents 1.. minimise (or,
//! for `ExpectimaxAgent`, choose uniformly at random); a round is one ply
//! of each of `num_agents` agents and `depth` counts rounds; win and lose
//! states are terminal; the evaluation applies to terminal states and at
//! the depth limit. A state without successors is scored as a terminal
//! one. Actions keep their order in the file, so move `i` at the start
//! state is its `i`-th successor line.

use std::collections::HashMap;

use super::{Tree, TreeError, LEAF_LIMIT, MAX_TREE_DEPTH, MAX_TREE_NODES};
use crate::games::NodeKind;
use crate::quote::quote;

/// Which agent class the file names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cs188Alg {
    Minimax,
    AlphaBeta,
    Expectimax,
}

impl Cs188Alg {
    /// The course's class name.
    pub fn class(self) -> &'static str {
        match self {
            Cs188Alg::Minimax => "MinimaxAgent",
            Cs188Alg::AlphaBeta => "AlphaBetaAgent",
            Cs188Alg::Expectimax => "ExpectimaxAgent",
        }
    }

    /// The engine's algorithm for it: expectimax is minimax over chance
    /// nodes (as the engine's Pacman with random ghosts).
    pub fn algorithm(self) -> &'static str {
        match self {
            Cs188Alg::AlphaBeta => "alphabeta",
            Cs188Alg::Minimax | Cs188Alg::Expectimax => "minimax",
        }
    }
}

/// One successor line: `from action to`, with its 1-based line number.
#[derive(Clone, Debug)]
struct Edge {
    from: String,
    action: String,
    to: String,
}

/// A parsed `GraphGameTreeTest`.
#[derive(Clone, Debug)]
pub struct Cs188Test {
    pub alg: Cs188Alg,
    /// Rounds of `agents` plies.
    pub depth: u32,
    pub agents: u32,
    pub start: String,
    win: Vec<String>,
    lose: Vec<String>,
    edges: Vec<Edge>,
    /// Each state's value and the line giving it.
    evaluation: HashMap<String, f64>,
    /// The lines of the `evaluation` and `depth` fields, for messages.
    evaluation_line: usize,
    depth_line: usize,
}

/// Whether `text` looks like a CS188 test file: its first field is
/// `class:`, or it has a `successors:` field.
pub fn is_cs188(text: &str) -> bool {
    let mut fields = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty());
    fields.next().is_some_and(|l| l.starts_with("class:"))
        || text
            .lines()
            .any(|l| l.trim_start().starts_with("successors:"))
}

fn bad(line: usize, field: &str, problem: impl Into<String>) -> TreeError {
    TreeError::Cs188 {
        line,
        field: field.into(),
        problem: problem.into(),
    }
}

/// The fields of a test file: name → (value, line of the key).
fn fields(text: &str) -> Result<HashMap<String, (String, usize)>, TreeError> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out: HashMap<String, (String, usize)> = HashMap::new();
    let mut i = 0;
    while i < lines.len() {
        let no = i + 1;
        let line = lines[i].split('#').next().unwrap_or("").trim();
        i += 1;
        if line.is_empty() {
            continue;
        }
        let Some((key, rest)) = line.split_once(':') else {
            return Err(bad(no, "?", "expected key: \"value\" or key: \"\"\""));
        };
        let key = key.trim();
        if key.is_empty() || key.contains(char::is_whitespace) || key.contains('"') {
            return Err(bad(
                no,
                "?",
                format!("\"{}\" is not a field name", quote(key)),
            ));
        }
        let rest = rest.trim();
        let value = if rest == "\"\"\"" {
            let mut body = vec![];
            loop {
                let Some(l) = lines.get(i) else {
                    return Err(bad(no, key, "the \"\"\" opened here is never closed"));
                };
                i += 1;
                if l.trim() == "\"\"\"" {
                    break;
                }
                body.push(l.split('#').next().unwrap_or(""));
            }
            body.join("\n")
        } else if rest.len() >= 2 && rest.starts_with('"') && rest.ends_with('"') {
            rest[1..rest.len() - 1].to_string()
        } else if rest.contains('"') {
            return Err(bad(no, key, "the value's quotes do not match"));
        } else {
            rest.to_string()
        };
        if out.contains_key(key) {
            return Err(bad(no, key, "the field is given twice"));
        }
        out.insert(key.to_string(), (value, no));
    }
    Ok(out)
}

fn count(value: &str, no: usize, key: &str, low: u32, high: u32) -> Result<u32, TreeError> {
    match value.trim().parse::<u32>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        _ => Err(bad(
            no,
            key,
            format!(
                "\"{}\" is not a whole number from {low} to {high}",
                quote(value)
            ),
        )),
    }
}

impl Cs188Test {
    /// Reads a test file; any problem is one line naming the line and field.
    pub fn parse(text: &str) -> Result<Cs188Test, TreeError> {
        let f = fields(text)?;
        let end = text.lines().count().max(1);
        let get = |key: &str| {
            f.get(key)
                .map(|(v, n)| (v.as_str(), *n))
                .ok_or_else(|| bad(end, key, "the field is missing"))
        };
        let (class, no) = get("class")?;
        if class.trim() != "GraphGameTreeTest" {
            let p = format!("\"{}\" is not GraphGameTreeTest", quote(class));
            return Err(bad(no, "class", p));
        }
        let (alg, no) = get("alg")?;
        let alg = match alg.trim() {
            "MinimaxAgent" => Cs188Alg::Minimax,
            "AlphaBetaAgent" => Cs188Alg::AlphaBeta,
            "ExpectimaxAgent" => Cs188Alg::Expectimax,
            other => {
                let p = format!(
                    "\"{}\" is not MinimaxAgent, AlphaBetaAgent or ExpectimaxAgent",
                    quote(other)
                );
                return Err(bad(no, "alg", p));
            }
        };
        let (agents, no) = get("num_agents")?;
        let agents = count(agents, no, "num_agents", 1, 16)?;
        let (depth, depth_line) = get("depth")?;
        let depth = count(depth, depth_line, "depth", 1, MAX_TREE_DEPTH as u32)?;
        let (start, no) = get("start_state")?;
        let start = start.trim();
        if start.is_empty() || start.contains(char::is_whitespace) {
            let p = format!("\"{}\" is not one state's name", quote(start));
            return Err(bad(no, "start_state", p));
        }
        let words = |key: &str| -> Result<Vec<String>, TreeError> {
            Ok(get(key)?.0.split_whitespace().map(String::from).collect())
        };
        let (win, lose) = (words("win_states")?, words("lose_states")?);
        let (succ, first) = get("successors")?;
        let mut edges: Vec<Edge> = vec![];
        let mut seen: HashMap<(&str, &str), usize> = HashMap::new();
        for (k, line) in succ.lines().enumerate() {
            let no = first + 1 + k;
            let t: Vec<&str> = line.split_whitespace().collect();
            match t.as_slice() {
                [] => {}
                [from, action, to] => {
                    if let Some(prev) = seen.insert((from, action), no) {
                        let p = format!(
                            "state \"{}\" already has action \"{}\" (line {prev})",
                            quote(from),
                            quote(action)
                        );
                        return Err(bad(no, "successors", p));
                    }
                    edges.push(Edge {
                        from: from.to_string(),
                        action: action.to_string(),
                        to: to.to_string(),
                    });
                }
                _ => {
                    let p = format!("expected \"state action next\", found {} words", t.len());
                    return Err(bad(no, "successors", p));
                }
            }
        }
        let (eval, first) = get("evaluation")?;
        let mut evaluation = HashMap::new();
        for (k, line) in eval.lines().enumerate() {
            let no = first + 1 + k;
            let t: Vec<&str> = line.split_whitespace().collect();
            match t.as_slice() {
                [] => {}
                [state, value] => {
                    let v = value.parse::<f64>().ok().filter(|v| v.is_finite());
                    let Some(v) = v.filter(|v| v.abs() <= LEAF_LIMIT) else {
                        let p = format!("\"{}\" is not a number within ±1000000000", quote(value));
                        return Err(bad(no, "evaluation", p));
                    };
                    if evaluation.insert(state.to_string(), v).is_some() {
                        let p = format!("state \"{}\" has a value already", quote(state));
                        return Err(bad(no, "evaluation", p));
                    }
                }
                _ => {
                    let p = format!("expected \"state value\", found {} words", t.len());
                    return Err(bad(no, "evaluation", p));
                }
            }
        }
        Ok(Cs188Test {
            alg,
            depth,
            agents,
            start: start.to_string(),
            win,
            lose,
            edges,
            evaluation,
            evaluation_line: first,
            depth_line,
        })
    }

    /// The start state's actions, in file order (move `i` is the `i`-th).
    pub fn start_actions(&self) -> Vec<&str> {
        let e = self.edges.iter().filter(|e| e.from == self.start);
        e.map(|e| e.action.as_str()).collect()
    }

    /// The tree the course's agents search: `depth` rounds of `agents`
    /// plies from the start state. Nodes are named by their state and
    /// carry the action that led to them; every node's kind is written.
    pub fn tree(&self, depth: u32, agents: u32) -> Result<Tree, TreeError> {
        let agents = agents.max(1);
        let plies = depth.saturating_mul(agents);
        if plies as usize > MAX_TREE_DEPTH {
            let p = format!("depth {depth} × {agents} agents is more than {MAX_TREE_DEPTH} plies");
            return Err(bad(self.depth_line, "depth", p));
        }
        let mut out: HashMap<&str, Vec<&Edge>> = HashMap::new();
        for e in &self.edges {
            out.entry(e.from.as_str()).or_default().push(e);
        }
        let mut t = Tree::default();
        let mut names: Vec<Option<Box<str>>> = vec![];
        let mut actions: Vec<Option<Box<str>>> = vec![];
        // Post-order with an explicit stack: (state, action in, ply, kids so far).
        struct Frame<'a> {
            state: &'a str,
            action: Option<&'a str>,
            ply: u32,
            kids: Vec<u32>,
            next: usize,
        }
        let mut stack = vec![Frame {
            state: &self.start,
            action: None,
            ply: 0,
            kids: vec![],
            next: 0,
        }];
        let mut done: Option<u32> = None;
        while let Some(top) = stack.last_mut() {
            if let Some(id) = done.take() {
                top.kids.push(id);
            }
            let terminal =
                self.win.iter().any(|s| s == top.state) || self.lose.iter().any(|s| s == top.state);
            let edges = out.get(top.state).map_or(&[][..], |v| v.as_slice());
            let leaf = terminal || top.ply == plies || edges.is_empty();
            if !leaf && top.next < edges.len() {
                let e = edges[top.next];
                top.next += 1;
                let ply = top.ply + 1;
                stack.push(Frame {
                    state: &e.to,
                    action: Some(&e.action),
                    ply,
                    kids: vec![],
                    next: 0,
                });
                continue;
            }
            let f = stack.pop().expect("the frame just read");
            if t.len() >= MAX_TREE_NODES {
                return Err(TreeError::TooLarge {
                    limit: MAX_TREE_NODES,
                });
            }
            let id = if leaf {
                let Some(&v) = self.evaluation.get(f.state) else {
                    let why = if terminal {
                        "a win or lose state"
                    } else if edges.is_empty() {
                        "a state without successors"
                    } else {
                        "a state at the depth limit"
                    };
                    let p = format!("state \"{}\" is {why} but has no value", quote(f.state));
                    return Err(bad(self.evaluation_line, "evaluation", p));
                };
                t.add(v, f64::NAN, None, &[])
            } else {
                let kind = match (f.ply % agents, self.alg) {
                    (0, _) => NodeKind::Max,
                    (_, Cs188Alg::Expectimax) => NodeKind::Chance,
                    _ => NodeKind::Min,
                };
                t.add(f64::NAN, f64::NAN, Some(kind), &f.kids)
            };
            names.push(Some(f.state.into()));
            actions.push(f.action.map(Into::into));
            done = Some(id);
        }
        t.root = done.expect("the start state was unrolled");
        t.names = names;
        t.actions = actions;
        Ok(t)
    }
}
