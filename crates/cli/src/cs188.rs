//! CS188's `GraphGameTreeTest` files given as `--tree @FILE`: the file's
//! agent class, depth and agents become the run's algorithm, depth and
//! agents unless typed options override them, and the JSON says which
//! came from where.

use abviz_core::config::parse_agents;
use abviz_core::options::parse_depth;
use abviz_core::tree::{is_cs188, Cs188Alg, Cs188Test};
use abviz_core::{Error, Tree};
use serde_json::{json, Value};

use crate::Opts;

/// A CS188 file's run: the unrolled tree and each setting with its source.
pub(crate) struct Cs188Run {
    pub(crate) tree: Tree,
    test: Cs188Test,
    depth: (u32, &'static str),
    agents: (u32, &'static str),
    algorithm: (String, &'static str),
    prune: (String, &'static str),
}

fn from(typed: bool) -> &'static str {
    if typed {
        "option"
    } else {
        "file"
    }
}

impl Cs188Run {
    /// `None` when `text` is not a CS188 file. `--depth` counts rounds
    /// here, as the file's own depth does.
    pub(crate) fn read(text: &str, opts: &Opts) -> Result<Option<Cs188Run>, Error> {
        if !is_cs188(text) {
            return Ok(None);
        }
        let typed = |id: &str| opts.typed.iter().any(|t| t == id);
        let test = Cs188Test::parse(text)?;
        let o = &opts.declared;
        let depth = match o.get("depth").filter(|_| typed("depth")) {
            Some(d) => (parse_depth(d)?, "option"),
            None => (test.depth, "file"),
        };
        let agents = match typed("agents") {
            true => (parse_agents(o.value("agents"))?, "option"),
            false => (test.agents, "file"),
        };
        let algorithm = match typed("algorithm") {
            true => o.value("algorithm").to_string(),
            false => test.alg.algorithm().to_string(),
        };
        // The course's alpha-beta prunes only on a strict inequality.
        let prune = match o.get("prune").filter(|_| typed("prune")) {
            Some(p) => (p.to_string(), "option"),
            None => ("gt".to_string(), "file"),
        };
        let tree = test.tree(depth.0, agents.0)?;
        Ok(Some(Cs188Run {
            tree,
            depth,
            agents,
            algorithm: (algorithm, from(typed("algorithm"))),
            prune,
            test,
        }))
    }

    /// The engine's options this run replaces: its algorithm and prune
    /// rule, and no depth (the tree is unrolled to the file's depth).
    pub(crate) fn pairs(&self) -> [(&'static str, &str); 3] {
        [
            ("algorithm", &self.algorithm.0),
            ("prune", &self.prune.0),
            ("depth", ""),
        ]
    }

    /// Adds the file's settings and the actions to `analyze`'s JSON: a
    /// `cs188` object, and each search's `best_action`.
    pub(crate) fn annotate(&self, mut v: Value) -> Value {
        let actions = self.test.start_actions();
        if let Some(o) = v.as_object_mut() {
            for (_, r) in o.iter_mut() {
                let best = r.get("best_move").and_then(Value::as_u64);
                if let Some(a) = best.and_then(|m| actions.get(m as usize)) {
                    r["best_action"] = json!(a);
                }
            }
        }
        let expectimax = self.test.alg == Cs188Alg::Expectimax;
        v["cs188"] = json!({
            "class": self.test.alg.class(),
            "start_state": self.test.start,
            "actions": actions,
            "algorithm": { "value": self.algorithm.0, "from": self.algorithm.1 },
            "depth": { "value": self.depth.0, "from": self.depth.1, "counts": "rounds" },
            "agents": { "value": self.agents.0, "from": self.agents.1 },
            "prune": { "value": self.prune.0, "from": self.prune.1 },
            "ghosts": if expectimax { "chance" } else { "min" },
            "nodes_in_tree": self.tree.len(),
        });
        v
    }
}
