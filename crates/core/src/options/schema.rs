//! Every search option, declared once: its name, what values it takes,
//! its default, the range the page offers, which searches read it and its
//! help line. The parsers in this module check a number against its
//! declared range ([`OptionSpec::whole`]), `abviz options` and `--help`
//! print the declarations, and the page builds its controls, limits and
//! link defaults from `web/engine/option-schema.js`, which is generated
//! from `abviz_core::all_options_json` (a test fails when the two differ).
//!
//! A game's own options (Pacman's ghosts, the robots' move limit) are the
//! game's, in its registry entry; the options here apply to every game.

use crate::quote::{json_str, json_strs};

use super::{ENHANCEMENTS, MAX_ENDGAME, MAX_ITERATIONS, MAX_TT_SIZE};

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A whole number from `min` to `max`.
    Whole {
        /// The smallest accepted.
        min: u64,
        /// The largest accepted.
        max: u64,
    },
    /// A finite decimal number, `min` or more.
    Number {
        /// The smallest accepted.
        min: u64,
    },
    /// One of these names (`random:SEED` stands for `random:` and a seed).
    Choice(&'static [&'static str]),
    /// Any of these names, comma-separated (`all` for every one).
    List(&'static [&'static str]),
    /// `on` or `off`.
    Switch,
    /// Text in the form given.
    Text(&'static str),
}

/// Which searches read an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reads {
    /// Every depth-first search (not Monte Carlo tree search).
    DepthFirst,
    /// The pruning searches only: minimax never prunes.
    Pruning,
    /// The algorithms whose registry entries list it (`Spec::options`, in
    /// each algorithm's file): an option that only some searches read is
    /// declared there and nowhere else (`abviz_core::readers`).
    Listed,
}

/// One option's declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name in requests and `Config::from_strs` (`tt_size`); the CLI's
    /// flag is the same with `-` for `_` (`--tt-size`).
    pub name: &'static str,
    /// The placeholder for its value in the CLI's help (`--depth <N>`);
    /// empty for a switch, which takes none (`--book`).
    pub value_name: &'static str,
    /// What values it takes.
    pub kind: Kind,
    /// Its value when not given, as text; empty for none (off).
    pub default: &'static str,
    /// The range of a number the page's control offers: inside the
    /// engine's (a tree deeper than 20 plies is never drawn, a table of
    /// 4,194,304 slots is 64 MB of a tab's memory). Its low end may be one
    /// below the engine's smallest value, which on the page means off (the
    /// option is left out of the request). `None` for other kinds.
    pub page: Option<(u64, u64)>,
    /// Which searches read it.
    pub reads: Reads,
    /// One line of help (the CLI's `--help` and `abviz options`).
    pub help: &'static str,
}

impl OptionSpec {
    /// `text` read as a whole number within this option's range, or
    /// `None`; the parsers wrap `None` in their own error.
    pub fn whole(&self, text: &str) -> Option<u64> {
        let Kind::Whole { min, max } = self.kind else {
            return None;
        };
        text.trim()
            .parse::<u64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
    }
}

const U32: u64 = u32::MAX as u64;

/// `--algorithm`.
pub const ALGORITHM: OptionSpec = OptionSpec {
    name: "algorithm",
    value_name: "A",
    kind: Kind::Text(
        "minimax, alphabeta, star2, mtdf (any registered algorithm; `abviz algorithms`) or both",
    ),
    default: "both",
    page: None,
    reads: Reads::DepthFirst,
    help: "minimax, alphabeta, star2, mtdf (any registered algorithm) or both",
};

/// `--order`.
pub const ORDER: OptionSpec = OptionSpec {
    name: "order",
    value_name: "O",
    kind: Kind::Choice(&[
        "natural",
        "reverse",
        "heuristic",
        "best-first",
        "worst-first",
        "random:SEED",
    ]),
    default: "natural",
    page: None,
    reads: Reads::Listed,
    help: "natural, reverse, random:SEED, heuristic, best-first or worst-first",
};

/// `--depth`: plies below the root; none is the whole game.
pub const DEPTH: OptionSpec = OptionSpec {
    name: "depth",
    value_name: "N",
    kind: Kind::Whole { min: 0, max: U32 },
    default: "",
    page: Some((0, 20)),
    reads: Reads::Listed,
    help: "Plies to search before evaluating: e(p) for boards, a node's value for trees. For Pacman it is in rounds (Pacman and every ghost move once), as CS188 counts it (default 2); robots: plies (default 6)",
};

/// `--quiescence`.
pub const QUIESCENCE: OptionSpec = OptionSpec {
    name: "quiescence",
    value_name: "Q",
    kind: Kind::Whole { min: 0, max: U32 },
    default: "0",
    page: Some((0, 10)),
    reads: Reads::DepthFirst,
    help: "Quiescence: with --depth, noisy positions (a tree's nodes marked !, a win or block in reach) are searched up to Q plies past the depth limit instead of being evaluated there (Pacman: rounds); default 0",
};

/// `--variant`.
pub const VARIANT: OptionSpec = OptionSpec {
    name: "variant",
    value_name: "V",
    kind: Kind::Choice(&["fail-soft", "fail-hard"]),
    default: "fail-soft",
    page: None,
    reads: Reads::Listed,
    help: "fail-soft or fail-hard",
};

/// `--prune`.
pub const PRUNE: OptionSpec = OptionSpec {
    name: "prune",
    value_name: "P",
    kind: Kind::Choice(&["ge", "gt"]),
    default: "ge",
    page: None,
    reads: Reads::Listed,
    help: "ge (prune when alpha >= beta) or gt (only when alpha > beta, as CS188); default ge, and gt for Pacman",
};

/// `--scoring`.
pub const SCORING: OptionSpec = OptionSpec {
    name: "scoring",
    value_name: "S",
    kind: Kind::Choice(&["wdl", "fast"]),
    default: "wdl",
    page: None,
    reads: Reads::DepthFirst,
    help: "wdl or fast",
};

/// `--root`.
pub const ROOT: OptionSpec = OptionSpec {
    name: "root",
    value_name: "R",
    kind: Kind::Choice(&["max", "min"]),
    default: "max",
    page: None,
    reads: Reads::DepthFirst,
    help: "max or min: who moves at the root of a tree",
};

/// `--agents`.
pub const AGENTS: OptionSpec = OptionSpec {
    name: "agents",
    value_name: "N",
    kind: Kind::Whole { min: 1, max: U32 },
    default: "2",
    page: Some((1, 6)),
    reads: Reads::DepthFirst,
    help: "Agents per round in a tree: MAX then N-1 MIN levels",
};

/// `--bounds`.
pub const BOUNDS: OptionSpec = OptionSpec {
    name: "bounds",
    value_name: "L,U",
    kind: Kind::Text("L,U: two numbers"),
    default: "",
    page: None,
    reads: Reads::Listed,
    help: "L,U: the lowest and highest leaf value, for Star1/Star2 at chance nodes",
};

/// `--enhance`.
pub const ENHANCE: OptionSpec = OptionSpec {
    name: "enhance",
    value_name: "LIST",
    kind: Kind::List(&ENHANCEMENTS),
    default: "",
    page: None,
    reads: Reads::Listed,
    help: "Enhancements of alpha-beta: order,id,tt,killer,history,pvs,aspiration",
};

/// `--tt-size`.
pub const TT_SIZE: OptionSpec = OptionSpec {
    name: "tt_size",
    value_name: "N",
    kind: Kind::Whole {
        min: 1,
        max: MAX_TT_SIZE as u64,
    },
    default: "65536",
    page: Some((1, 4_194_304)),
    reads: Reads::Listed,
    help: "Transposition table slots (with tt), 1 to 67108864",
};

/// `--futility`.
pub const FUTILITY: OptionSpec = OptionSpec {
    name: "futility",
    value_name: "M",
    kind: Kind::Number { min: 0 },
    default: "",
    page: Some((0, 100)),
    reads: Reads::Listed,
    help: "Rich's futility cut-off with margin M >= 0 (alphabeta): a root move that can beat the best so far by at most M is given up; the root's value stays within M of minimax's (0 is plain alpha-beta)",
};

/// `--secondary`.
pub const SECONDARY: OptionSpec = OptionSpec {
    name: "secondary",
    value_name: "K",
    kind: Kind::Whole { min: 1, max: U32 },
    default: "",
    page: Some((0, 10)),
    reads: Reads::Listed,
    help: "Rich's secondary search: the chosen move alone is searched K plies deeper than --depth, and another taken if it falls into a trap",
};

/// `--book`.
pub const BOOK: OptionSpec = OptionSpec {
    name: "book",
    value_name: "",
    kind: Kind::Switch,
    default: "off",
    page: None,
    reads: Reads::Pruning,
    help: "Answer positions the opening book holds without search (tic-tac-toe; Connect Four 4x4 and 5x4, and 7x6's empty board)",
};

/// `--endgame`.
pub const ENDGAME: OptionSpec = OptionSpec {
    name: "endgame",
    value_name: "E",
    kind: Kind::Whole { min: 1, max: MAX_ENDGAME as u64 },
    default: "",
    page: Some((0, MAX_ENDGAME as u64)),
    reads: Reads::Pruning,
    help: "Connect Four: answer positions with at most E empty cells (1 to 16) by the solver, without search below them",
};

/// `--symmetry`.
pub const SYMMETRY: OptionSpec = OptionSpec {
    name: "symmetry",
    value_name: "",
    kind: Kind::Switch,
    default: "off",
    page: None,
    reads: Reads::DepthFirst,
    help: "Tic-tac-toe: generate a node's children that are the same position under the board's 8 symmetries once (the first in move order)",
};

/// `--iterations`.
pub const ITERATIONS: OptionSpec = OptionSpec {
    name: "iterations",
    value_name: "N",
    kind: Kind::Whole {
        min: 1,
        max: MAX_ITERATIONS as u64,
    },
    default: "1000",
    page: Some((1, 100_000)),
    reads: Reads::Listed,
    help: "Monte Carlo tree search (mcts): iterations, 1 to 10000000 (default 1000)",
};

/// `--c`.
pub const C: OptionSpec = OptionSpec {
    name: "c",
    value_name: "C",
    kind: Kind::Number { min: 0 },
    default: "1.4142135623730951",
    page: Some((0, 5)),
    reads: Reads::Listed,
    help: "Monte Carlo tree search (mcts): UCT's exploration constant c >= 0 (default sqrt 2 = 1.414...)",
};

/// `--seed`.
pub const SEED: OptionSpec = OptionSpec {
    name: "seed",
    value_name: "S",
    kind: Kind::Whole {
        min: 0,
        max: u64::MAX,
    },
    default: "1",
    page: Some((0, 1_000_000_000)),
    reads: Reads::Listed,
    help: "Monte Carlo tree search (mcts): the playouts' random seed (default 1)",
};

/// Every search option, in the order `abviz options` lists them.
pub const OPTIONS: &[OptionSpec] = &[
    ALGORITHM, ORDER, DEPTH, QUIESCENCE, VARIANT, PRUNE, SCORING, ROOT, AGENTS, BOUNDS, ENHANCE,
    TT_SIZE, FUTILITY, SECONDARY, BOOK, ENDGAME, SYMMETRY, ITERATIONS, C, SEED,
];

/// The declaration of the option named `name`, if it is a search option.
pub fn option_spec(name: &str) -> Option<&'static OptionSpec> {
    OPTIONS.iter().find(|o| o.name == name)
}

/// One declaration as JSON: `{name, kind, default, page, reads, games,
/// help}`, where `kind` is `{type: "whole", min, max}`, `{type: "number",
/// min}`, `{type: "choice" | "list", names}`, `{type: "switch"}` or
/// `{type: "text", form}`; `page` is `[min, max]` or null; `reads` is
/// `"depth-first"`, `"pruning"` or, for [`Reads::Listed`], `readers`, the
/// algorithms that list it; `games` is null for a search option (every
/// game takes it), else the games that declare it. Numbers above 2^53 are
/// written as text, so a JavaScript reader keeps every digit.
pub fn spec_json(out: &mut String, o: &OptionSpec, games: Option<&[&str]>, readers: &[&str]) {
    out.push_str("{\"name\":");
    json_str(out, o.name);
    out.push_str(",\"kind\":");
    kind_json(out, o.kind);
    out.push_str(",\"default\":");
    json_str(out, o.default);
    out.push_str(",\"page\":");
    match o.page {
        Some((lo, hi)) => {
            out.push('[');
            number(out, lo);
            out.push(',');
            number(out, hi);
            out.push(']');
        }
        None => out.push_str("null"),
    }
    out.push_str(",\"reads\":");
    match o.reads {
        Reads::DepthFirst => out.push_str("\"depth-first\""),
        Reads::Pruning => out.push_str("\"pruning\""),
        Reads::Listed => json_strs(out, readers),
    }
    out.push_str(",\"games\":");
    match games {
        Some(names) => json_strs(out, names),
        None => out.push_str("null"),
    }
    out.push_str(",\"help\":");
    json_str(out, o.help);
    out.push('}');
}

fn kind_json(out: &mut String, kind: Kind) {
    match kind {
        Kind::Whole { min, max } => {
            out.push_str("{\"type\":\"whole\",\"min\":");
            number(out, min);
            out.push_str(",\"max\":");
            number(out, max);
        }
        Kind::Number { min } => {
            out.push_str("{\"type\":\"number\",\"min\":");
            number(out, min);
        }
        Kind::Choice(names) | Kind::List(names) => {
            let t = if matches!(kind, Kind::Choice(_)) {
                "choice"
            } else {
                "list"
            };
            out.push_str("{\"type\":\"");
            out.push_str(t);
            out.push_str("\",\"names\":");
            json_strs(out, names);
        }
        Kind::Switch => out.push_str("{\"type\":\"switch\""),
        Kind::Text(form) => {
            out.push_str("{\"type\":\"text\",\"form\":");
            json_str(out, form);
        }
    }
    out.push('}');
}

/// A whole number: a JSON number up to 2^53, text above (JavaScript's
/// numbers hold no more digits).
fn number(out: &mut String, n: u64) {
    if n <= 1 << 53 {
        out.push_str(&n.to_string());
    } else {
        json_str(out, &n.to_string());
    }
}
