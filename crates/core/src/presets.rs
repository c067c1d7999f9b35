//! Named presets: the figures of the source texts (Rich, Nilsson, the
//! Wikipedia article) and the page's own example trees and horizon
//! comparisons, each a position with the options its figure assumes.
//!
//! A preset is data, not code: a game name, a position in that game's
//! notation and its options as the same `(name, value)` text pairs that
//! [`Config::from_strs`] reads, so the CLI (`--preset`), the wasm module
//! and the tests load a preset exactly as they load typed-in options, and
//! a preset's options are checked by the same parser. The horizon
//! comparisons also carry a `baseline`: the left panel's options, the
//! same position searched without the technique.
//!
//! Where a figure's text gives a number, the preset has exactly that
//! number; the other values are reconstructed so the search behaves as
//! the text says, and the caption says which ones they are.
//! `tests/presets.rs` checks every figure's stated numbers.

use std::fmt;

use crate::error::Error;
use crate::problem::Problem;
use crate::quote::quote;
use crate::quote::{json_pairs, json_str};
use crate::spec::Config;

/// The games the presets are of, by the names their folders give them.
use crate::games::{connect4::NAME as CONNECT4, robots::NAME as ROBOTS};
use crate::games::{tictactoe::NAME as TICTACTOE, tree::NAME as TREE};

/// Options as `(name, value)` pairs in [`Config::from_strs`]'s names.
pub type Pairs = &'static [(&'static str, &'static str)];

/// One named preset.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    /// The name `--preset` and `?preset=` take, e.g. `rich-fig5`.
    pub name: &'static str,
    /// A short title.
    pub title: &'static str,
    /// Book and figure (or where the example comes from).
    pub source: &'static str,
    /// What to watch for, in English, and which values are reconstructed.
    pub caption: &'static str,
    /// A game in [`GAMES`](crate::GAMES).
    pub game: &'static str,
    /// The position: a tree's text, a board, or Connect Four's moves.
    pub position: &'static str,
    /// The options the figure assumes (depth, order, agents, algorithm…).
    pub options: Pairs,
    /// For a side-by-side comparison, the other panel's options.
    pub baseline: Option<Pairs>,
}

/// A preset name that no preset has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPreset(pub String);

impl fmt::Display for UnknownPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown preset {}: see `abviz presets` for the names",
            quote(&self.0)
        )
    }
}

impl std::error::Error for UnknownPreset {}

impl Preset {
    /// The options with the game first, ready for [`Config::from_strs`]
    /// (`baseline` picks the comparison's other side, when it has one).
    pub fn pairs(&self, baseline: bool) -> Vec<(&'static str, &'static str)> {
        let opts = match (baseline, self.baseline) {
            (true, Some(b)) => b,
            _ => self.options,
        };
        let mut out = vec![("game", self.game)];
        out.extend_from_slice(opts);
        out
    }

    /// The book the page's gallery files the preset under: `nilsson`,
    /// `rich`, `wikipedia`, `aima`, `examples` (CS188 and the page's own
    /// trees), `horizon` (the side-by-side comparisons) or `mcts` (Monte
    /// Carlo tree search beside alpha-beta), else `other`.
    /// Read from the name and source, not stored, so a new preset needs
    /// no new field and lands in its book by its name alone.
    pub fn book(&self) -> &'static str {
        let n = self.name;
        if n.starts_with("horizon-") {
            "horizon"
        } else if n.starts_with("mcts-") {
            "mcts"
        } else if n.starts_with("nilsson-") {
            "nilsson"
        } else if n.starts_with("rich-") {
            "rich"
        } else if n.starts_with("wikipedia") {
            "wikipedia"
        } else if self.source.contains("AIMA") {
            "aima"
        } else if self.source.contains("CS188") || matches!(n, "deep" | "dice") {
            "examples"
        } else {
            "other"
        }
    }

    /// The preset's configuration.
    pub fn config(&self) -> Result<Config, Error> {
        Config::from_strs(self.pairs(false))
    }

    /// The preset's position as a problem, read with `config` (which names
    /// the preset's game, as [`Preset::config`]'s does) by that game's parser,
    /// a tree's text as a board's.
    pub fn problem(&self, config: &Config) -> Result<Problem, Error> {
        Problem::from_config(Some(self.position), None, config)
    }
}

/// The preset called `name`.
pub fn find_preset(name: &str) -> Result<&'static Preset, UnknownPreset> {
    (PRESETS.iter().find(|p| p.name == name)).ok_or_else(|| UnknownPreset(name.to_string()))
}

/// Every preset as a JSON array of objects: name, title, source, caption,
/// game, position, book ([`Preset::book`]), options (an object of the options' text values) and
/// baseline (another such object, or null). Strings only, so no number is
/// formatted here.
pub fn presets_json() -> String {
    // Options and baselines are JSON objects of strings, written as the registry of games writes its own.
    let object = |out: &mut String, pairs: Pairs| json_pairs(out, pairs.iter().copied());
    let mut out = String::from("[");
    for (i, p) in PRESETS.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let fields = [
            ("name", p.name),
            ("title", p.title),
            ("source", p.source),
            ("caption", p.caption),
            ("game", p.game),
            ("position", p.position),
            ("book", p.book()),
        ];
        out.push('{');
        for (k, v) in fields {
            json_str(&mut out, k);
            out.push(':');
            json_str(&mut out, v);
            out.push(',');
        }
        out.push_str("\"options\":");
        object(&mut out, p.options);
        out.push_str(",\"baseline\":");
        match p.baseline {
            Some(b) => object(&mut out, b),
            None => out.push_str("null"),
        }
        out.push('}');
    }
    out.push(']');
    out
}

/// A figure of Rich's chapter on game playing, cited in full.
macro_rules! rich {
    ($fig:literal) => {
        concat!(
            "Rich, Artificial Intelligence (1983), game playing, Fig. ",
            $fig
        )
    };
}
/// A figure of Nilsson's chapter 12, cited in full.
macro_rules! nilsson {
    ($fig:literal) => {
        concat!(
            "Nilsson, Artificial Intelligence: A New Synthesis (1998), ch. 12, Fig. ",
            $fig
        )
    };
}

/// Rich's Figs 2 and 3: one tree, tips first, then the values backed up.
const RICH_TWO_PLY: &str = "A max[B min[E=9, F=-6, G=0], C min[H=0, I=-2], D min[J=-4, K=-3]]";
/// Rich's Figs 7–9 (the page's horizon preset has the same tree).
const RICH_QUIESCENCE: &str =
    "A max[B=6 min![E=-4 max![G=4, H=-5], F=5], C=3 min[C1=3, C2=4], D=0 min[D1=0, D2=1]]";
/// Rich's Fig. 6.
const RICH_FUTILITY: &str = "A[B[D=3,E=5],C[F=4,G=3.2,H=7]]";

/// Nilsson's tic-tac-toe stages (Figs 3–5): minimax to depth 2 with
/// symmetry reduction, tips scored by e(p).
const NILSSON_STAGE: Pairs = &[("algorithm", "minimax"), ("depth", "2"), ("symmetry", "on")];

/// The horizon comparisons' fixed options (the page's FIXED).
macro_rules! horizon {
    ($($extra:expr),*) => {
        &[("algorithm", "alphabeta"), ("order", "natural"), ("variant", "fail-soft"), $($extra),*]
    };
}

/// Every preset, grouped by book: Rich, Nilsson, Wikipedia, then the
/// page's example trees and horizon comparisons (their names kept).
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "rich-fig1",
        title: "One-ply search",
        source: rich!("1"),
        caption: "MAX looks one move ahead and takes the largest static value: B, worth 8, which A takes as its own value. The text gives B's 8; C's 3 and D's -2 are reconstructed (any values below 8).",
        game: TREE,
        position: "A max[B=8, C=3, D=-2]",
        options: &[("algorithm", "minimax")],
        baseline: None,
    },
    Preset {
        name: "rich-fig2",
        title: "Two-ply search",
        source: rich!("2"),
        caption: "The opponent replies before the values are read: under B it would pick F, the smallest, so B's good-looking E never happens. The tips are reconstructed; the text gives F as the opponent's choice under B and -2 as C's value.",
        game: TREE,
        position: RICH_TWO_PLY,
        options: &[("algorithm", "minimax")],
        baseline: None,
    },
    Preset {
        name: "rich-fig3",
        title: "Backing up the values of a two-ply search",
        source: rich!("3"),
        caption: "MIN levels back up their smallest value, MAX levels their largest: B is worth -6, C -2, D -4, so MAX moves to C, worth -2, as the text says. Values other than C's -2 are reconstructed.",
        game: TREE,
        position: RICH_TWO_PLY,
        options: &[("algorithm", "minimax")],
        baseline: None,
    },
    Preset {
        name: "rich-fig4",
        title: "An alpha cut-off",
        source: rich!("4"),
        caption: "B's subtree makes A worth at least 3. Under C, F is -5, so C is worth at most -5, below 3: G is never examined. The text gives 3 and -5; B's other tip (5) and G's value (8) are reconstructed, and G's value cannot matter.",
        game: TREE,
        position: "A max[B min[D=3, E=5], C min[F=-5, G=8]]",
        options: &[("algorithm", "alphabeta")],
        baseline: None,
    },
    Preset {
        name: "rich-fig5",
        title: "Alpha and beta cut-offs",
        source: rich!("5"),
        caption: "B's subtree sets alpha to 3. Under F, K makes I worth at most 0, below alpha: L is pruned (an alpha cut-off). J gives F 5, C's beta. Under G, M gives 7, above beta 5: G's children after M are pruned (a beta cut-off). The text gives 3, 0, 5 and 7; the other tips (D 3, E 5, L 2, J's 5 and 6, N 9) are reconstructed.",
        game: TREE,
        position: "A max[B min[D=3, E=5], C min[F max[I min[K=0, L=2], J min[J1=5, J2=6]], G max[M=7, N=9]]]",
        options: &[("algorithm", "alphabeta")],
        baseline: None,
    },
    Preset {
        name: "rich-fig6",
        title: "A futility cut-off",
        source: rich!("6"),
        caption: "B is worth 3. Under C, after F and G, C can be worth at most 3.2: a gain of 0.2 over B, within the futility margin 0.5, so H is not examined and B is kept, 0.2 below minimax's 3.2. The text gives 3 and 3.2; the margin 0.5 and the other tips are reconstructed.",
        game: TREE,
        position: RICH_FUTILITY,
        options: &[("algorithm", "alphabeta"), ("futility", "0.5")],
        baseline: Some(&[("algorithm", "alphabeta")]),
    },
    Preset {
        name: "rich-fig7",
        title: "Waiting for quiescence: one ply",
        source: rich!("7"),
        caption: "One ply deep, B looks best (6). Values are reconstructed; B, E and G's roles follow the text.",
        game: TREE,
        position: RICH_QUIESCENCE,
        options: &[("depth", "1")],
        baseline: None,
    },
    Preset {
        name: "rich-fig8",
        title: "Waiting for quiescence: two plies",
        source: rich!("8"),
        caption: "One ply more shows the opponent's capture E: B drops to -4 and C (3) is chosen instead. But E is half of an exchange (marked noisy). Values are reconstructed.",
        game: TREE,
        position: RICH_QUIESCENCE,
        options: &[("depth", "2")],
        baseline: None,
    },
    Preset {
        name: "rich-fig9",
        title: "Waiting for quiescence: searched on",
        source: rich!("9"),
        caption: "From depth 1, quiescence searches the noisy B and E on (two extensions) and sees the recapture G: B is worth 4 and chosen again. Values are reconstructed.",
        game: TREE,
        position: RICH_QUIESCENCE,
        options: &[("depth", "1"), ("quiescence", "2")],
        baseline: Some(&[("depth", "1")]),
    },
    Preset {
        name: "nilsson-fig2",
        title: "The two robots' search tree",
        source: nilsson!("2"),
        caption: "White (MAX) plans one move ahead of Black (MIN): White's 4 moves, then Black's replies, 3 each because Black stands on the bottom edge, 12 tips scored as minus the distance between the robots. South and West both keep Black 3 steps away whatever Black does, so White's value is -3 and it moves South, the first of the two. The text gives no numbers: the board (open 8x8, Black 3 steps away), the depth 2 and the evaluation are reconstructed.",
        game: ROBOTS,
        position: "open8",
        options: &[("algorithm", "minimax"), ("depth", "2")],
        baseline: None,
    },
    Preset {
        name: "nilsson-fig3",
        title: "Tic-tac-toe, the first stage",
        source: nilsson!("3"),
        caption: "From the empty board MAX (X) searches to depth 2, generating children that are the same position under the board's symmetries once: 3 moves and 12 tips (without symmetry, 9 moves and 72 tips). Beside each tip is e(p), X's open lines minus O's. Backed up: the centre 1, a corner -1, an edge -2, so MAX plays the centre. The depth, e(p) and the symmetries are the text's; every value follows from them.",
        game: TICTACTOE,
        position: ".........",
        options: NILSSON_STAGE,
        baseline: None,
    },
    Preset {
        name: "nilsson-fig4",
        title: "Tic-tac-toe, the second stage",
        source: nilsson!("4"),
        caption: "O has answered left of the centre (a poor move, says the text). Depth 2 with symmetry: 4 moves and 21 tips (7 and 42 without). Two moves tie at 1, the corner beside O (cell 0) and a far corner (cell 2, the same position as cell 8 in the mirror); the book plays cell 8, the bottom right, and O blocks the diagonal at the top left. The tie and O's block are the text's; the values follow from e(p).",
        game: TICTACTOE,
        position: ".../OX./...",
        options: NILSSON_STAGE,
        baseline: None,
    },
    Preset {
        name: "nilsson-fig5",
        title: "Tic-tac-toe, the last stage",
        source: nilsson!("5"),
        caption: "O threatens the left column. Depth 2: 5 moves (this position has no symmetry) and 20 tips. After every move but the bottom-left corner (cell 6), O can complete the column: those tips are MIN's wins, Nilsson's minus infinity, drawn as -100. MAX blocks at cell 6, worth 1, and then threatens cells 2 and 7 at once, so MIN resigns.",
        game: TICTACTOE,
        position: "O../OX./..X",
        options: NILSSON_STAGE,
        baseline: None,
    },
    Preset {
        name: "nilsson-fig6",
        title: "Tic-tac-toe, alpha's first cut-off",
        source: nilsson!("6"),
        caption: "The first stage searched depth-first by alpha-beta, each tip evaluated as it is generated. After the corner A and its 5 tips, A is worth -1: the start node's alpha is -1. Under the edge B, the first tip C is worth -1, so B's beta is -1, no better than alpha: B's other 4 children are never generated (an alpha cut-off). The centre, worth 1, is chosen as before, with 8 tips evaluated instead of 12. The text gives A's and C's -1; the order (corner A, edge B, then the centre) is reconstructed to match it.",
        game: TICTACTOE,
        position: ".........",
        options: &[
            ("algorithm", "alphabeta"),
            ("depth", "2"),
            ("symmetry", "on"),
            ("order", "natural"),
            ("prune", "ge"),
        ],
        baseline: None,
    },
    Preset {
        name: "nilsson-fig7",
        title: "Alpha-beta on a tree six deep",
        source: nilsson!("7"),
        caption: "A tree six plies deep with 41 tips, searched depth-first, each node's first-generated child first (Nilsson draws those at the bottom; here they are listed first, so the tips t1 to t41 are in generation order): alpha-beta evaluates only 18 of the 41, t1, t2, t3, t5, t8 to t13, t27 to t33 and t40. The text gives the depth, the 41 tips and the 18; the shape and the tip values are reconstructed to give exactly 18.",
        game: TREE,
        position: "[[[t1=-3, [[t2=-1, [t3=-3, t4=-6], [t5=-5, t6=8, t7=3]], [[t8=0, t9=6, t10=-7], [t11=5, t12=7]]]], [t13=7, t14=-8, [[[t15=0, t16=-5], [t17=2, t18=6]], [t19=7, t20=2], [[t21=9, t22=2, t23=9], [t24=-9, t25=1, t26=4]]]]], [[t27=-9, [[t28=-9, t29=2], [t30=-4, [t31=2, t32=2]]], [t33=-2, [[t34=9, t35=-5, t36=7], [t37=-8, t38=9]], t39=7]], [t40=2, t41=4]]]",
        options: &[("algorithm", "both")],
        baseline: None,
    },
    Preset {
        name: "nilsson-fig8",
        title: "A game tree with dice",
        source: nilsson!("8"),
        caption: "After MAX's move, one die is thrown: six outcomes, each with probability 1/6, then MIN replies. A DICE node backs up the mean of its children: B is worth 3, C 2, so MAX plays B. The shape follows the text; all values are reconstructed.",
        game: TREE,
        position: "A max[B chance[B1 min[3, 5], B2 min[2, 6], B3 min[4, 4], B4 min[1, 7], B5 min[5, 8], B6 min[6, 3]], C chance[C1 min[4, 9], C2 min[0, 3], C3 min[3, 3], C4 min[6, 1], C5 min[2, 5], C6 min[4, 2]]]",
        options: &[("algorithm", "minimax")],
        baseline: None,
    },
    Preset {
        name: "wikipedia",
        title: "Fail-soft alpha-beta, both cut-offs",
        source: "Wikipedia (Korean), Alpha-beta pruning: its fail-soft pseudocode",
        caption: "The article's text gives no tree, so this one is reconstructed to run every line of its pseudocode: at E, 6 reaches beta 5 (line 10, a beta cut-off, E2 pruned); at C, F's 2 falls to alpha 5 (line 18, an alpha cut-off, G pruned), and F returns 2, outside the window, as fail-soft allows. A is worth 5, by B.",
        game: TREE,
        position: "A max[B min[D max[D1=3, D2=5], E max[E1=6, E2=9]], C min[F max[F1=1, F2=2], G max[G1=0, G2=-1]]]",
        options: &[("algorithm", "alphabeta")],
        baseline: None,
    },
    Preset {
        name: "aima",
        title: "A two-ply game tree",
        source: "Russell & Norvig, AIMA, Fig. 5.2",
        caption: "MAX's moves lead to MIN nodes B, C, D worth 3, 2, 2: the root is worth 3, and alpha-beta skips C's last two leaves.",
        game: TREE,
        position: "A max[B min[b1=3, b2=12, b3=8], C min[c1=2, c2=4, c3=6], D min[d1=14, d2=5, d3=2]]",
        options: &[],
        baseline: None,
    },
    Preset {
        name: "deep",
        title: "A deeper tree",
        source: "In the style of the textbook exercises",
        caption: "Leaves four levels below the root; the root is worth 6, by its third move, and alpha-beta makes 6 cut-offs, at MAX and at MIN nodes, evaluating 14 of the 24 leaves.",
        game: TREE,
        position: "[[[[3,17],[2,12]],[[15,25],[0,2]]],[[[2,5],[3,8]],[[2,14],[5,9]]],[[[1,8],[9,7]],[[4,11],[6,13]]]]",
        options: &[],
        baseline: None,
    },
    Preset {
        name: "chance",
        title: "Chance nodes",
        source: "AIMA, the order-preserving transformation at chance nodes (Fig. 5.12)",
        caption: "The chance nodes are worth 2.1 and 1.3: the left move is best.",
        game: TREE,
        position: "max[chance[0.9: 2, 0.1: 3], chance[0.9: 1, 0.1: 4]]",
        options: &[],
        baseline: None,
    },
    Preset {
        name: "chance-flip",
        title: "Chance nodes, rescaled",
        source: "AIMA, the order-preserving transformation at chance nodes (Fig. 5.12)",
        caption: "The same leaves in the same order, rescaled: now 21 and 40.9, and the best move flips.",
        game: TREE,
        position: "max[chance[0.9: 20, 0.1: 30], chance[0.9: 1, 0.1: 400]]",
        options: &[],
        baseline: None,
    },
    Preset {
        name: "expectimax",
        title: "Expectimax",
        source: "UC Berkeley CS188, expectimax",
        caption: "Chance nodes worth 23/3, 4 and 7: MAX goes left.",
        game: TREE,
        position: "max[chance[3, 12, 8], chance[2, 4, 6], chance[14, 5, 2]]",
        options: &[],
        baseline: None,
    },
    Preset {
        name: "agents",
        title: "One MAX, two MIN agents",
        source: "UC Berkeley CS188, multi-agent minimax",
        caption: "MAX, then two MIN levels before MAX moves again: MIN's second level finds 2 under MAX's 3 at once, one cut-off.",
        game: TREE,
        position: "[[[3,5],[6,9]],[[7,2],[8,4]]]",
        options: &[("agents", "3")],
        baseline: None,
    },
    Preset {
        name: "dice",
        title: "Run or hold, then a die",
        source: "After Nilsson's backgammon figure (ch. 12)",
        caption: "MAX picks Run or Hold, then a die decides, a six (1/6) or not (5/6), and MIN replies.",
        game: TREE,
        position: "Roll max[Run chance[1/6: R6 min[8, 2], 5/6: R15 min[6, 9]], Hold chance[1/6: H6 min[3, 7], 5/6: H15 min[4, 1]]]",
        options: &[],
        baseline: None,
    },
    Preset {
        name: "horizon-futility",
        title: "Futility cut-offs, side by side",
        source: rich!("6"),
        caption: "Plain alpha-beta against alpha-beta with a futility margin of 0.5: the margin skips H and keeps B at 3, 0.2 below minimax.",
        game: TREE,
        position: RICH_FUTILITY,
        options: horizon!(("futility", "0.5")),
        baseline: Some(horizon!()),
    },
    Preset {
        name: "horizon-rich",
        title: "Quiescence, side by side",
        source: "Rich, Figs 7-9",
        caption: "Depth 2 without and with quiescence: without, B looks like -4; with it, B is 4 again.",
        game: TREE,
        position: RICH_QUIESCENCE,
        options: horizon!(("depth", "2"), ("quiescence", "2")),
        baseline: Some(horizon!(("depth", "2"))),
    },
    Preset {
        name: "horizon-ttt",
        title: "The horizon in tic-tac-toe",
        source: "Nilsson, ch. 12: quiescence and the horizon effect",
        caption: "Depth 2 without and with quiescence on a tic-tac-toe position: noisy positions (a win or block in reach) are searched on.",
        game: TICTACTOE,
        position: "X../.O./..X",
        options: horizon!(("depth", "2"), ("quiescence", "2")),
        baseline: Some(horizon!(("depth", "2"))),
    },
    Preset {
        name: "horizon-c4",
        title: "The horizon in Connect Four",
        source: "Nilsson, ch. 12: quiescence and the horizon effect",
        caption: "Depth 2 without and with quiescence on a Connect Four position.",
        game: CONNECT4,
        position: "3376615251213714667775762",
        options: horizon!(("size", "7x6"), ("depth", "2"), ("quiescence", "2")),
        baseline: Some(horizon!(("size", "7x6"), ("depth", "2"))),
    },
    Preset {
        name: "horizon-secondary",
        title: "Secondary search",
        source: "Rich: secondary search",
        caption: "One ply deep B looks best (5); searched one ply more, the chosen move is checked for a trap.",
        game: TREE,
        position: "[B=5[1,9],C=3[4,6]]",
        options: horizon!(("depth", "1"), ("secondary", "1")),
        baseline: Some(horizon!(("depth", "1"))),
    },
    Preset {
        name: "horizon-secondary-c4",
        title: "Secondary search in Connect Four",
        source: "Rich: secondary search",
        caption: "Depth 2, then the chosen column searched two plies deeper.",
        game: CONNECT4,
        position: "744475",
        options: horizon!(("size", "7x6"), ("depth", "2"), ("secondary", "2")),
        baseline: Some(horizon!(("size", "7x6"), ("depth", "2"))),
    },
    Preset {
        name: "horizon-book",
        title: "Book moves",
        source: "Rich: book moves",
        caption: "Depth 4 without and with the opening book: positions the book holds are answered without search.",
        game: TICTACTOE,
        position: "X........",
        options: horizon!(("depth", "4"), ("book", "on")),
        baseline: Some(horizon!(("depth", "4"))),
    },
    Preset {
        name: "horizon-endgame",
        title: "An endgame database",
        source: "Rich: book moves",
        caption: "Depth 4 without and with the exact solver at positions with at most 14 empty cells.",
        game: CONNECT4,
        position: "212547625754632552117661",
        options: horizon!(("size", "7x6"), ("depth", "4"), ("endgame", "14")),
        baseline: Some(horizon!(("size", "7x6"), ("depth", "4"))),
    },
    Preset {
        name: "mcts-move4",
        title: "MCTS beside alpha-beta at Move 4",
        source: "AIMA 4th ed., section 5.4: Monte Carlo tree search",
        caption: "Tic-tac-toe after 4 moves: alpha-beta searches to the end; Monte Carlo tree search runs 1,000 iterations of random playouts (seed 1) and plays its most visited move.",
        game: TICTACTOE,
        position: "O.X/.X./O..",
        options: &[("algorithm", "mcts"), ("iterations", "1000"), ("seed", "1")],
        baseline: Some(&[("algorithm", "alphabeta")]),
    },
    Preset {
        name: "mcts-trap",
        title: "A search trap for MCTS",
        source: "Ramanujan, Sabharwal and Selman (2010): search traps",
        caption: "O to move. The centre looks best to random playouts, but X answers in the corner (cell 0) and threatens cells 2 and 6 at once. Alpha-beta, searching to the end, plays cell 0; MCTS with 100 iterations (seed 1) plays the centre, still a losing move at 300 iterations, and a safe move from 310 on.",
        game: TICTACTOE,
        position: ".X./X.O/...",
        options: &[("algorithm", "mcts"), ("iterations", "100"), ("seed", "1")],
        baseline: Some(&[("algorithm", "alphabeta")]),
    },
];
