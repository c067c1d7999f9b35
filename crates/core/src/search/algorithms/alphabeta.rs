//! Alpha-beta: minimax that skips what cannot change the result, with
//! Ballard's Star1 at chance nodes. The textbook search (`search/textbook.rs`)
//! with pruning; under `--enhance`, the enhanced search instead.

use crate::error::Error;
use crate::games::Game;
use crate::search::defs::{l, n, Ctx, Line, Spec, Stats, Strategy};
use crate::search::textbook;
use crate::trace::Sink;

pub(super) struct AlphaBeta;

const CODE: &[Line] = &[
    l(0, "function alphabeta(node, α, β)"),
    l(
        1,
        "if node is terminal or at the depth limit: return value(node)",
    ),
    l(1, "if node is MAX:"),
    l(2, "v ← −∞"),
    l(2, "for each child c of node:"),
    l(3, "v ← max(v, alphabeta(c, α, β))"),
    l(3, "α ← max(α, v)"),
    n(
        3,
        "if α {cmp} β: break",
        "β cut-off: MIN above will not allow this",
        "codeBreakMaxNote",
    ),
    l(2, "return v"),
    n(1, "if node is MIN:", "MIN node", "codeElseNote"),
    l(2, "v ← +∞"),
    l(2, "for each child c of node:"),
    l(3, "v ← min(v, alphabeta(c, α, β))"),
    l(3, "β ← min(β, v)"),
    n(
        3,
        "if α {cmp} β: break",
        "α cut-off: MAX above has better already",
        "codeBreakMinNote",
    ),
    l(2, "return v"),
    n(1, "if node is CHANCE:", "Ballard's Star1", "codeStar1Note"),
    l(2, "lo ← L; hi ← U    (bounds on every outcome's value)"),
    l(2, "for each outcome cᵢ with probability pᵢ:"),
    l(
        3,
        "Aᵢ ← (α − Σⱼ≠ᵢ pⱼ·hiⱼ) / pᵢ;  Bᵢ ← (β − Σⱼ≠ᵢ pⱼ·loⱼ) / pᵢ",
    ),
    l(3, "vᵢ ← alphabeta(cᵢ, max(Aᵢ, L), min(Bᵢ, U))"),
    l(
        3,
        "narrow [loᵢ, hiᵢ] by vᵢ; node's value ∈ [Σ pⱼ·loⱼ, Σ pⱼ·hiⱼ]",
    ),
    n(
        3,
        "if Σ pⱼ·hiⱼ ≤ α or Σ pⱼ·loⱼ ≥ β: return that bound",
        "the interval left (α, β): the rest is pruned",
        "codeStarCutNote",
    ),
    l(2, "return Σ pᵢ·vᵢ"),
];

const LINES: &[(&str, usize)] = &[
    ("enter", 0),
    ("leaf", 1),
    ("extend", 1),
    ("max.child", 5),
    ("alpha", 6),
    ("max.cutoff", 7),
    ("max.futility", 7),
    ("max.exit", 8),
    ("min.child", 12),
    ("beta", 13),
    ("min.cutoff", 14),
    ("min.futility", 14),
    ("min.exit", 15),
    ("window", 19),
    ("chance.child", 20),
    ("bounds", 21),
    ("chance.cutoff", 22),
    ("chance.exit", 23),
];

impl Strategy for AlphaBeta {
    const SPEC: Spec = Spec {
        name: "alphabeta",
        title: "Alpha-beta",
        summary:
            "Minimax that skips what cannot change the result; Ballard's Star1 at chance nodes.",
        prunes: true,
        probes: false,
        full_tree: false,
        null_window: false,
        samples: false,
        views: &["negamax"],
        options: &[
            "--order",
            "--depth",
            "--variant",
            "--prune",
            "--bounds",
            "--futility",
            "--secondary",
            "--enhance",
            "--tt-size",
        ],
        code: CODE,
        lines: LINES,
        chance_from: 16,
    };

    fn search<G: Game, S: Sink>(cx: Ctx<'_, '_, G, S>) -> Result<Stats, Error> {
        textbook::search::<true, G, S>(cx, false)
    }
}
