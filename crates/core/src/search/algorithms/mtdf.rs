//! Plaat's MTD(f): null-window alpha-beta searches with a transposition
//! table until the bounds meet, in the enhanced search (`search/enhanced`),
//! which its [`Spec::null_window`] asks for. Its `search` is the form
//! without the enhanced code, which `reference_with` runs for games that
//! refuse enhancements: plain alpha-beta.

use crate::error::Error;
use crate::games::Game;
use crate::search::defs::{l, n, Ctx, Line, Spec, Stats, Strategy};
use crate::search::textbook;
use crate::trace::Sink;

pub(super) struct Mtdf;

const CODE: &[Line] = &[
    l(0, "function mtdf(root, f)"),
    l(1, "g ← f;  lower ← −∞;  upper ← +∞"),
    l(1, "while lower < upper:"),
    l(2, "β ← g + 1 if g = lower, else g"),
    n(
        2,
        "g ← alphabeta_tt(root, β − 1, β)",
        "a null window: is the value ≥ β?",
        "codeMtdfNote",
    ),
    l(2, "if g < β: upper ← g  else: lower ← g"),
    l(1, "return g"),
    l(0, "function alphabeta_tt(node, α, β)"),
    l(
        1,
        "if node is terminal or at the depth limit: return value(node)",
    ),
    l(
        1,
        "if the table holds node's value, or a bound outside (α, β): return it",
    ),
    l(
        1,
        "MAX: for each child c: v ← max(v, alphabeta_tt(c, α, β)); α ← max(α, v); if α ≥ β: break",
    ),
    l(
        1,
        "MIN: for each child c: v ← min(v, alphabeta_tt(c, α, β)); β ← min(β, v); if α ≥ β: break",
    ),
    l(
        1,
        "store v in the table: exact, lower bound (v ≥ β) or upper bound (v ≤ α)",
    ),
    l(1, "return v"),
];

const LINES: &[(&str, usize)] = &[
    ("enter", 7),
    ("leaf", 8),
    ("table", 9),
    ("max.child", 10),
    ("alpha", 10),
    ("max.cutoff", 10),
    ("min.child", 11),
    ("beta", 11),
    ("min.cutoff", 11),
    ("max.exit", 13),
    ("min.exit", 13),
    ("research", 4),
];

impl Strategy for Mtdf {
    const SPEC: Spec = Spec {
        name: "mtdf",
        title: "MTD(f)",
        summary: "Plaat's MTD(f): null-window alpha-beta with a transposition table, closing in on the value.",
        prunes: true,
        probes: false,
        full_tree: false,
        null_window: true,
        samples: false,
        views: &[],
        options: &["--order", "--depth", "--enhance", "--tt-size"],
        code: CODE,
        lines: LINES,
        chance_from: CODE.len(),
    };

    fn search<G: Game, S: Sink>(cx: Ctx<'_, '_, G, S>) -> Result<Stats, Error> {
        textbook::search::<true, G, S>(cx, false)
    }
}
