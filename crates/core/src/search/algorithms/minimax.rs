//! Minimax: every node, MAX taking the largest value and MIN the smallest;
//! expectiminimax at chance nodes (the probability-weighted mean). The
//! textbook search (`search/textbook.rs`) without pruning.

use crate::error::Error;
use crate::games::Game;
use crate::search::defs::{l, n, Ctx, Line, Spec, Stats, Strategy};
use crate::search::textbook;
use crate::trace::Sink;

pub(super) struct Minimax;

const CODE: &[Line] = &[
    l(0, "function minimax(node)"),
    l(
        1,
        "if node is terminal or at the depth limit: return value(node)",
    ),
    l(1, "if node is MAX:"),
    l(2, "v ← −∞"),
    l(2, "for each child c of node:"),
    l(3, "v ← max(v, minimax(c))"),
    l(2, "return v"),
    n(1, "if node is MIN:", "MIN node", "codeElseNote"),
    l(2, "v ← +∞"),
    l(2, "for each child c of node:"),
    l(3, "v ← min(v, minimax(c))"),
    l(2, "return v"),
    n(1, "if node is CHANCE:", "expectimax", "codeChanceNote"),
    l(2, "v ← 0"),
    l(2, "for each outcome c of node, with probability p:"),
    l(3, "v ← v + p · minimax(c)"),
    l(2, "return v"),
];

const LINES: &[(&str, usize)] = &[
    ("enter", 0),
    ("leaf", 1),
    ("extend", 1),
    ("max.child", 5),
    ("max.exit", 6),
    ("min.child", 10),
    ("min.exit", 11),
    ("chance.child", 15),
    ("chance.exit", 16),
];

impl Strategy for Minimax {
    const SPEC: Spec = Spec {
        name: "minimax",
        title: "Minimax",
        summary:
            "Every node: MAX takes the largest value, MIN the smallest, chance the expected value.",
        prunes: false,
        probes: false,
        full_tree: true,
        null_window: false,
        samples: false,
        views: &[],
        options: &["--order", "--depth", "--secondary"],
        code: CODE,
        lines: LINES,
        chance_from: 12,
    };

    fn search<G: Game, S: Sink>(cx: Ctx<'_, '_, G, S>) -> Result<Stats, Error> {
        textbook::search::<false, G, S>(cx, false)
    }
}
