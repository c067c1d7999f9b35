//! What JavaScript reads straight from wasm memory, through typed-array
//! views: the drawing data of an analysis ([`Model`]), looked up by the
//! names in [`Model::buffer`], and the constants of the packed trace
//! ([`EVENT_CONSTANTS`]) that decode the event records.

use abviz_core::trace::kind;
use abviz_core::{NodeKind, Noise, Timeline, TreeModel, NEVER, NONE};

/// The full minimax tree and when each algorithm reaches each of its nodes.
pub(crate) struct Model {
    pub tree: TreeModel,
    pub minimax: Timeline,
    pub alphabeta: Option<Timeline>,
    /// Each node's probability from its parent (NaN unless a chance child).
    pub prob: Vec<f64>,
    /// Each node's name (empty when the tree names none).
    pub names: Vec<String>,
    /// The maze games' state at every node.
    pub maze: Option<crate::maze::MazeNodes>,
}

/// Address and length (in elements) of a slice, for a view over `memory.buffer`.
fn at<T>(v: &[T]) -> Option<(usize, usize)> {
    Some((v.as_ptr() as usize, v.len()))
}

impl Model {
    /// `algorithm`'s timeline ("minimax" or "alphabeta").
    pub fn timeline(&self, algorithm: &str) -> Option<&Timeline> {
        match algorithm {
            "minimax" => Some(&self.minimax),
            "alphabeta" => self.alphabeta.as_ref(),
            _ => None,
        }
    }

    /// Address and length (in elements) of a named array; `None` for an
    /// unknown name or an absent timeline. The names are listed, with
    /// their types, at `Analysis::buffer_ptr`.
    pub fn buffer(&self, name: &str) -> Option<(usize, usize)> {
        let t = &self.tree;
        match name {
            "parent" => at(&t.parent),
            "mv" => at(&t.mv),
            "depth" => at(&t.depth),
            "size" => at(&t.size),
            "child_start" => at(&t.child_start),
            "children" => at(&t.children),
            "x" => at(&t.x),
            "kind" => at(&t.kind),
            "prob" => at(&self.prob),
            _ => {
                let (algorithm, field) = name.split_once('.')?;
                if algorithm == "maze" {
                    return crate::maze::buffer(self.maze.as_ref()?, field);
                }
                let tl = self.timeline(algorithm)?;
                match field {
                    "enter" => at(&tl.enter),
                    "exit" => at(&tl.exit),
                    "pruned" => at(&tl.pruned),
                    "value" => at(&tl.value),
                    "best" => at(&tl.best),
                    "table" => at(&tl.table),
                    "book" => at(&tl.book),
                    _ => None,
                }
            }
        }
    }
}

/// The constants of the packed trace, by name, as `event_kinds()` gives
/// them to JavaScript (see its documentation for the record layout).
pub const EVENT_CONSTANTS: [(&str, f64); 31] = [
    ("ENTER", kind::ENTER as f64),
    ("LEAF", kind::LEAF as f64),
    ("ALPHA", kind::ALPHA as f64),
    ("BETA", kind::BETA as f64),
    ("CUTOFF", kind::CUTOFF as f64),
    ("EXIT", kind::EXIT as f64),
    ("BOUND", kind::BOUND as f64),
    ("WINDOW", kind::WINDOW as f64),
    ("TABLE", kind::TABLE as f64),
    ("PASS", kind::PASS as f64),
    ("RESEARCH", kind::RESEARCH as f64),
    ("FUTILITY", kind::FUTILITY as f64),
    ("BOOK", kind::BOOK as f64),
    ("EXTEND", kind::EXTEND as f64),
    ("NEGAMAX", kind::NEGAMAX as f64),
    ("KIND_MASK", kind::MASK as f64),
    ("PAYLOAD_SHIFT", kind::BITS as f64),
    ("REAL", kind::REAL as f64),
    ("ENTER_FLAG_BITS", kind::ENTER_FLAG_BITS as f64),
    ("NONE", NONE as f64),
    ("NEG_INF", kind::NEG_INF_WORD as f64),
    ("POS_INF", kind::POS_INF_WORD as f64),
    ("NEVER", NEVER as f64),
    ("MAX", NodeKind::Max.code() as f64),
    ("MIN", NodeKind::Min.code() as f64),
    ("CHANCE", NodeKind::Chance.code() as f64),
    // Why an EXTEND record's node was searched on: its payload.
    ("NOISE_MARKED", Noise::Marked.code() as f64),
    ("NOISE_CAN_WIN", Noise::CanWin.code() as f64),
    ("NOISE_MUST_BLOCK", Noise::MustBlock.code() as f64),
    ("NOISE_WINNING_CELL", Noise::WinningCell.code() as f64),
    ("NOISE_GHOST_NEAR", Noise::GhostNear.code() as f64),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Analysis, Request};

    fn constant(name: &str) -> f64 {
        (EVENT_CONSTANTS.iter())
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("no {name}"))
            .1
    }

    #[test]
    fn event_constants_are_the_cores() {
        let kinds = [
            kind::ENTER,
            kind::LEAF,
            kind::ALPHA,
            kind::BETA,
            kind::CUTOFF,
            kind::EXIT,
            kind::FUTILITY,
        ];
        for (name, k) in [
            "ENTER", "LEAF", "ALPHA", "BETA", "CUTOFF", "EXIT", "FUTILITY",
        ]
        .iter()
        .zip(kinds)
        {
            assert_eq!(constant(name), k as f64, "{name}");
        }
        assert_eq!(
            (constant("KIND_MASK"), constant("PAYLOAD_SHIFT")),
            (15.0, 4.0)
        );
        assert_eq!(
            (constant("NONE"), constant("NEVER")),
            (4_294_967_295.0, 4_294_967_295.0)
        );
        assert_eq!(
            (constant("NEG_INF"), constant("POS_INF")),
            (-2_147_483_647.0, 2_147_483_647.0)
        );
        // The packed events of a real trace decode with them.
        let a = Analysis::run(&Request::tree("[[3,12,8],[2,4,6],[14,5,2]]")).unwrap();
        let ab = a.trace("alphabeta").unwrap().packed();
        let cutoff = (ab.iter())
            .find(|e| (e.0[0] & constant("KIND_MASK") as u32) as f64 == constant("CUTOFF"))
            .unwrap();
        assert_eq!(cutoff.0[0] >> constant("PAYLOAD_SHIFT") as u32, 2);
        let names: std::collections::BTreeSet<&str> = EVENT_CONSTANTS.iter().map(|c| c.0).collect();
        assert_eq!(names.len(), EVENT_CONSTANTS.len(), "names are unique");
    }

    /// Quiescence reaches the page: EXTEND records carry the noise code,
    /// and the summary counts them as `extensions`.
    #[test]
    fn extend_records_carry_the_noise_code() {
        let rich = "A max[B=6 min![E=-4 max![G=4, H=-5], F=5], C=3 min[C1=3], D=0 min[D1=0]]";
        let req = Request::tree(rich).with("depth", "1");
        let a = Analysis::run(&req.with("quiescence", "2")).unwrap();
        for alg in ["minimax", "alphabeta"] {
            let ext: Vec<u32> = (a.trace(alg).unwrap().packed().iter())
                .filter(|e| (e.0[0] & constant("KIND_MASK") as u32) as f64 == constant("EXTEND"))
                .map(|e| e.0[0] >> constant("PAYLOAD_SHIFT") as u32)
                .collect();
            assert_eq!(ext, [constant("NOISE_MARKED") as u32; 2], "{alg}");
        }
        assert_eq!(constant("EXTEND"), 11.0);
        let s = a.summary_ref();
        let stats =
            |s: &Option<crate::summary::StatsJs>| s.as_ref().map(|s| (s.value, s.extensions));
        assert_eq!(stats(&s.minimax), Some((4.0, 2.0)));
        assert_eq!(stats(&s.alphabeta), Some((4.0, 2.0)));
    }

    #[test]
    fn move_4_buffers_cover_the_whole_tree() {
        let a = Analysis::run(&Request::board("O.X/.X./O..")).unwrap();
        assert_eq!(
            (a.model_len(), a.model_slots(), a.model_max_depth()),
            (186, 86, 5)
        );
        for name in [
            "parent",
            "mv",
            "depth",
            "size",
            "x",
            "kind",
            "prob",
            "minimax.enter",
            "alphabeta.value",
        ] {
            assert_eq!(a.buffer_len(name), 186, "{name}");
            assert_ne!(a.buffer_ptr(name), 0, "{name}");
        }
        assert_eq!(a.buffer_len("child_start"), 187);
        assert_eq!(a.buffer_len("children"), 185);
        for name in [
            "",
            "nodes",
            "minimax",
            "minimax.",
            "alphabeta.alpha",
            "other.enter",
        ] {
            assert_eq!((a.buffer_ptr(name), a.buffer_len(name)), (0, 0), "{name}");
        }
        let ab = a.timeline("alphabeta").unwrap();
        let pruned = (ab.pruned.iter()).filter(|&&p| p != NEVER).count();
        assert_eq!(pruned, 109);
        // The pointers are those of the cached model: built once.
        assert_eq!(
            a.buffer_ptr("alphabeta.pruned"),
            ab.pruned.as_ptr() as usize
        );
    }

    #[test]
    fn best_buffers_hold_each_nodes_chosen_child() {
        let a = Analysis::run(&Request::tree("[[3,12,8],[2,4,6],[14,5,2]]")).unwrap();
        for alg in ["minimax", "alphabeta"] {
            let name = format!("{alg}.best");
            assert_eq!(a.buffer_len(&name), 13, "{name}");
            let best = a.timeline(alg).unwrap().best.as_slice();
            assert_eq!(a.buffer_ptr(&name), best.as_ptr() as usize, "{name}");
            // The root chooses A (node 1); B (node 5) its first leaf.
            assert_eq!((best[0], best[5], best[6]), (1, 6, NEVER), "{name}");
        }
    }

    #[test]
    fn book_buffers_mark_the_nodes_knowledge_answered() {
        // Connect Four 5x4 with 12 empty cells: at depth 2 the solver answers.
        let req = (Request::board("12213443").with("game", "connect4"))
            .with("size", "5x4")
            .with("depth", "3")
            .with("endgame", "10");
        let a = Analysis::run(&req).unwrap();
        let n = a.model_len();
        // Minimax ran without the endgame, so the drawn tree is whole.
        let mm = a.summary_ref().minimax.as_ref().unwrap();
        assert_eq!((mm.nodes as usize, mm.book_hits), (n, 0.0));
        let ab = a.timeline("alphabeta").unwrap();
        assert_eq!(a.buffer_len("alphabeta.book"), n);
        let answered: Vec<usize> = (0..n).filter(|&v| ab.book[v] != NEVER).collect();
        let hits = a.summary_ref().alphabeta.as_ref().unwrap().book_hits;
        assert_eq!(answered.len() as f64, hits);
        let model = a.model().unwrap();
        for &v in &answered {
            assert_eq!(model.depth[v], 2);
            // Its subtree is drawn pruned from the Book event on.
            let below = v + 1..v + model.size[v] as usize;
            assert!(below.clone().all(|d| ab.pruned[d] == ab.book[v]), "{v}");
        }
        let ab = a.trace("alphabeta").unwrap().packed();
        assert!(ab
            .iter()
            .any(|e| e.kind() == kind::BOOK && e.payload() == 1));
    }
}
