//! Every search the engine offers, with what a front end needs to show it:
//! its name, title, a one-line summary, whether it prunes, and its
//! pseudocode with the line each trace event executes.
//!
//! The CLI's `--algorithm`, the wasm adapter and the page all read
//! [`ALGORITHMS`], so adding a search is one module for its code plus one
//! entry here (a variant, a [`Spec`] and, if it needs one, a flag the
//! searcher reads); no front end changes.
//!
//! Event tags, which [`Spec::line`] maps to pseudocode lines:
//! `enter`, `leaf`, `{max,min,chance}.child` (a child's value arrives),
//! `alpha`, `beta`, `window` (a chance node passes a derived window),
//! `bounds`, `{max,min,chance}.cutoff`, `{max,min}.futility` (Rich's
//! futility stop, on the cut-off's line), `{max,min,chance}.exit`,
//! `probe` (Star2's probing visit), and `extend` (quiescence searches a noisy
//! node at the depth limit: the same line as `leaf`, decided the other way).

use crate::options::OptionError;
use crate::options::{Prune, SearchOptions, Variant};

use super::negamax::{CODE as NEGAMAX_CODE, LINES as NEGAMAX_LINES};

/// A search in the registry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Minimax over every node; expectiminimax where there are chance nodes.
    Minimax,
    /// Alpha-beta; Ballard's Star1 at chance nodes.
    AlphaBeta,
    /// Alpha-beta with Ballard's Star2 at chance nodes: Star1 after a
    /// probing phase that bounds each outcome by its first child.
    Star2,
    /// Plaat's MTD(f): null-window alpha-beta searches with a
    /// transposition table until the bounds meet.
    Mtdf,
    /// Alpha-beta in Rich's one-procedure form (MINIMAX-A-B): values from
    /// the side to move's view, USE-THRESH and PASS-THRESH for α and β.
    Negamax,
}

/// One line of pseudocode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// Indentation in steps.
    pub indent: u8,
    /// The code, in the notation of the textbooks (not translated).
    pub code: &'static str,
    /// A comment in English, or "".
    pub note: &'static str,
    /// A key a page may use to translate `note` ("" for none).
    pub note_key: &'static str,
}

/// What a front end needs to know about one algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The registry entry.
    pub algorithm: Algorithm,
    /// The name on the command line and in JSON.
    pub name: &'static str,
    /// A title for panels.
    pub title: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Whether it prunes (and so has a window, cut-offs and fail-hard).
    pub prunes: bool,
    /// Whether it probes chance nodes' children first (Star2).
    pub probes: bool,
    /// The options it reads, as `--name`s.
    pub options: &'static [&'static str],
    /// Its pseudocode; `{cmp}` stands for ≥ or > (the pruning rule).
    pub code: &'static [Line],
    /// Event tag → index into `code`.
    pub lines: &'static [(&'static str, usize)],
    /// Lines from this index on are about chance nodes, so a front end may
    /// leave them out for games without any.
    pub chance_from: usize,
}

pub(super) const fn l(indent: u8, code: &'static str) -> Line {
    Line {
        indent,
        code,
        note: "",
        note_key: "",
    }
}

pub(super) const fn n(
    indent: u8,
    code: &'static str,
    note: &'static str,
    note_key: &'static str,
) -> Line {
    Line {
        indent,
        code,
        note,
        note_key,
    }
}

const MINIMAX_CODE: &[Line] = &[
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

const MINIMAX_LINES: &[(&str, usize)] = &[
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

const ALPHABETA_CODE: &[Line] = &[
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

const ALPHABETA_LINES: &[(&str, usize)] = &[
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

const STAR2_CODE: &[Line] = &[
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

const STAR2_LINES: &[(&str, usize)] = &[
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

const MTDF_CODE: &[Line] = &[
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

const MTDF_LINES: &[(&str, usize)] = &[
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

/// Every algorithm, in the order front ends list them.
pub const ALGORITHMS: &[Spec] = &[
    Spec {
        algorithm: Algorithm::Minimax,
        name: "minimax",
        title: "Minimax",
        summary:
            "Every node: MAX takes the largest value, MIN the smallest, chance the expected value.",
        prunes: false,
        probes: false,
        options: &["--order", "--depth", "--secondary"],
        code: MINIMAX_CODE,
        lines: MINIMAX_LINES,
        chance_from: 12,
    },
    Spec {
        algorithm: Algorithm::AlphaBeta,
        name: "alphabeta",
        title: "Alpha-beta",
        summary:
            "Minimax that skips what cannot change the result; Ballard's Star1 at chance nodes.",
        prunes: true,
        probes: false,
        options: &[
            "--order",
            "--depth",
            "--variant",
            "--prune",
            "--bounds",
            "--futility",
            "--secondary",
        ],
        code: ALPHABETA_CODE,
        lines: ALPHABETA_LINES,
        chance_from: 16,
    },
    Spec {
        algorithm: Algorithm::Star2,
        name: "star2",
        title: "Star2",
        summary: "Alpha-beta with Ballard's Star2: probe each outcome's first child, then Star1.",
        prunes: true,
        probes: true,
        options: &[
            "--order",
            "--depth",
            "--variant",
            "--prune",
            "--bounds",
            "--futility",
            "--secondary",
        ],
        code: STAR2_CODE,
        lines: STAR2_LINES,
        chance_from: STAR2_CODE.len(),
    },
    Spec {
        algorithm: Algorithm::Mtdf,
        name: "mtdf",
        title: "MTD(f)",
        summary: "Plaat's MTD(f): null-window alpha-beta with a transposition table, closing in on the value.",
        prunes: true,
        probes: false,
        options: &["--order", "--depth", "--enhance", "--tt-size"],
        code: MTDF_CODE,
        lines: MTDF_LINES,
        chance_from: MTDF_CODE.len(),
    },
    Spec {
        algorithm: Algorithm::Negamax,
        name: "negamax",
        title: "Negamax (Rich's MINIMAX-A-B)",
        summary: "Alpha-beta as one procedure for both players: values from the side to move's view, Use-Thresh and Pass-Thresh for β and α. Two players only.",
        prunes: true,
        probes: false,
        options: &["--order", "--depth", "--variant", "--prune"],
        code: NEGAMAX_CODE,
        lines: NEGAMAX_LINES,
        chance_from: NEGAMAX_CODE.len(),
    },
];

impl Algorithm {
    /// The registry entry.
    pub fn spec(self) -> &'static Spec {
        ALGORITHMS
            .iter()
            .find(|s| s.algorithm == self)
            .expect("every algorithm is registered")
    }

    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The algorithm called `name` (`alpha-beta` is accepted too).
    pub fn from_name(name: &str) -> Result<Algorithm, OptionError> {
        let name = if name == "alpha-beta" {
            "alphabeta"
        } else {
            name
        };
        ALGORITHMS
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.algorithm)
            .ok_or_else(|| OptionError::UnknownAlgorithm {
                name: name.into(),
                known: ALGORITHMS
                    .iter()
                    .map(|a| a.name)
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }
}

impl Spec {
    /// The pseudocode line that event `tag` executes, if it shows one.
    pub fn line(&self, tag: &str) -> Option<usize> {
        self.lines.iter().find(|(t, _)| *t == tag).map(|&(_, i)| i)
    }

    /// The pseudocode under `options`: `{cmp}` becomes the pruning rule's
    /// comparison, and with fail-hard the returns say they clamp.
    pub fn pseudocode(&self, options: &SearchOptions) -> Vec<Line> {
        let cmp = match options.prune {
            Prune::Ge => "≥",
            Prune::Gt => ">",
        };
        self.code
            .iter()
            .map(|line| {
                let mut line = *line;
                if line.code.contains("{cmp}") {
                    // Two spellings, so the lines can stay 'static.
                    line.code = match (line.code, cmp) {
                        ("if α {cmp} β: break", "≥") => "if α ≥ β: break",
                        ("if α {cmp} β: break", _) => "if α > β: break",
                        ("if Pass-Thresh {cmp} Use-Thresh: return Best", "≥") => {
                            "if Pass-Thresh ≥ Use-Thresh: return Best"
                        }
                        ("if Pass-Thresh {cmp} Use-Thresh: return Best", _) => {
                            "if Pass-Thresh > Use-Thresh: return Best"
                        }
                        (c, _) => c,
                    };
                }
                if options.futility.is_some() && line.note_key.starts_with("codeBreak") {
                    line.note = "futility: at a child of the root, also stop when α + M ≥ β, returning the root's bound";
                    line.note_key = "codeFutilityNote";
                }
                if self.prunes && options.variant == Variant::FailHard && line.code == "return v" {
                    line.note = "fail-hard: return v clamped into [α₀, β₀]";
                    line.note_key = "codeFailHardNote";
                }
                if options.variant == Variant::FailHard && line.code == "return Best" {
                    line.note = "fail-hard: Best clamped into [Pass-Thresh₀, Use-Thresh]";
                    line.note_key = "codeNegaFailHardNote";
                }
                line
            })
            .collect()
    }
}

/// Parses `both` (minimax then alphabeta) or one registered name.
pub fn parse_algorithms(s: &str) -> Result<Vec<Algorithm>, OptionError> {
    if s == "both" {
        return Ok(vec![Algorithm::Minimax, Algorithm::AlphaBeta]);
    }
    Ok(vec![Algorithm::from_name(s)?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_tag_points_into_the_code() {
        for spec in ALGORITHMS {
            for &(tag, i) in spec.lines {
                assert!(i < spec.code.len(), "{}: {tag} → {i}", spec.name);
            }
            assert_eq!(Algorithm::from_name(spec.name), Ok(spec.algorithm));
        }
    }

    #[test]
    fn chance_lines_are_the_tail_of_each_listing() {
        for spec in ALGORITHMS {
            assert!(spec.chance_from <= spec.code.len(), "{}", spec.name);
            for &(tag, i) in spec.lines {
                // Only chance events point into the chance lines.
                if i >= spec.chance_from {
                    assert!(
                        tag.starts_with("chance")
                            || tag == "window"
                            || tag == "bounds"
                            || tag == "probe",
                        "{}: {tag}",
                        spec.name
                    );
                }
            }
        }
    }

    #[test]
    fn the_pruning_rule_shows_in_the_code() {
        let gt = SearchOptions {
            prune: Prune::Gt,
            ..SearchOptions::default()
        };
        let code = Algorithm::AlphaBeta.spec().pseudocode(&gt);
        assert_eq!(code[7].code, "if α > β: break");
        let ge = Algorithm::AlphaBeta
            .spec()
            .pseudocode(&SearchOptions::default());
        assert_eq!(ge[7].code, "if α ≥ β: break");
        let futility = SearchOptions {
            futility: Some(1.0),
            ..SearchOptions::default()
        };
        let code = Algorithm::AlphaBeta.spec().pseudocode(&futility);
        assert_eq!(
            (code[7].note_key, code[14].note_key),
            ("codeFutilityNote", "codeFutilityNote")
        );
        assert_eq!(Algorithm::AlphaBeta.spec().line("min.futility"), Some(14));
        // Rich's form: the same rule on its cut-off line, and fail-hard's clamp on its return.
        let hard_gt = SearchOptions {
            prune: Prune::Gt,
            variant: Variant::FailHard,
            ..SearchOptions::default()
        };
        let code = Algorithm::Negamax.spec().pseudocode(&hard_gt);
        assert_eq!(code[7].code, "if Pass-Thresh > Use-Thresh: return Best");
        assert_eq!(code[8].note_key, "codeNegaFailHardNote");
        let code = Algorithm::Negamax
            .spec()
            .pseudocode(&SearchOptions::default());
        assert_eq!(code[7].code, "if Pass-Thresh ≥ Use-Thresh: return Best");
    }
}
