//! Star2: alpha-beta with Ballard's Star2 at chance nodes, Star1 after a
//! probing phase that bounds each outcome by its first child. The textbook
//! search (`search/textbook.rs`, `search/chance.rs`) with pruning and probes.

use crate::error::Error;
use crate::games::Game;
use crate::search::defs::{l, n, Ctx, Line, Spec, Stats, Strategy};
use crate::search::textbook;
use crate::trace::Sink;

pub(super) struct Star2;

const CODE: &[Line] = &[
    l(0, "function star2(node, α, β)"),
    l(
        1,
        "if node is terminal or at the depth limit: return value(node)",
    ),
    l(1, "if node is MAX or MIN: as alphabeta, calling star2"),
    n(1, "if node is CHANCE:", "Ballard's Star2", "codeStar2Note"),
    l(2, "lo ← L; hi ← U    (bounds on every outcome's value)"),
    n(
        2,
        "for each outcome cᵢ (probing phase):",
        "a MAX outcome is worth at least its first child",
        "codeProbeNote",
    ),
    l(
        3,
        "vᵢ ← value of cᵢ's first child, searched with cᵢ's window",
    ),
    l(3, "MAX cᵢ: loᵢ ← max(loᵢ, vᵢ);  MIN cᵢ: hiᵢ ← min(hiᵢ, vᵢ)"),
    l(3, "if Σ pⱼ·loⱼ ≥ β or Σ pⱼ·hiⱼ ≤ α: return that bound"),
    l(2, "for each outcome cᵢ with probability pᵢ (Star1 phase):"),
    l(
        3,
        "Aᵢ ← (α − Σⱼ≠ᵢ pⱼ·hiⱼ) / pᵢ;  Bᵢ ← (β − Σⱼ≠ᵢ pⱼ·loⱼ) / pᵢ",
    ),
    l(3, "vᵢ ← star2(cᵢ, max(Aᵢ, L), min(Bᵢ, U))"),
    l(3, "narrow [loᵢ, hiᵢ] by vᵢ"),
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
    ("max.child", 2),
    ("alpha", 2),
    ("max.cutoff", 2),
    ("max.futility", 2),
    ("max.exit", 2),
    ("min.child", 2),
    ("beta", 2),
    ("min.cutoff", 2),
    ("min.futility", 2),
    ("min.exit", 2),
    ("probe", 6),
    ("window", 10),
    ("chance.child", 11),
    ("bounds", 12),
    ("chance.cutoff", 13),
    ("chance.exit", 14),
];

impl Strategy for Star2 {
    const SPEC: Spec = Spec {
        name: "star2",
        title: "Star2",
        summary: "Alpha-beta with Ballard's Star2: probe each outcome's first child, then Star1.",
        prunes: true,
        probes: true,
        full_tree: false,
        null_window: false,
        samples: false,
        views: &[],
        options: &[
            "--order",
            "--depth",
            "--variant",
            "--prune",
            "--bounds",
            "--futility",
            "--secondary",
        ],
        code: CODE,
        lines: LINES,
        chance_from: CODE.len(),
    };

    fn search<G: Game, S: Sink>(cx: Ctx<'_, '_, G, S>) -> Result<Stats, Error> {
        textbook::search::<true, G, S>(cx, true)
    }
}
