//! The registry of games, and options as text.
//!
//! [`GAMES`] lists every game with what a front end needs to offer it: its
//! name, title, board notation, options and their defaults, how the page
//! draws it, and a parser from text to a [`Problem`]. The CLI, the wasm
//! binding and the page learn of games from it, as they learn of algorithms
//! from [`ALGORITHMS`](crate::ALGORITHMS). A new game is one module under
//! `games/` and one entry here; nothing in `search/` changes.
//!
//! [`Config`] reads options as text, once for every front end: the CLI
//! hands its flags here and the wasm adapter its request's fields, so both
//! accept the same values and report the same errors.
//!
//! This module sits above `problem` and `games` (it builds problems from
//! games), so neither imports it: that is why the registry is not in
//! `games/mod.rs`, which the search imports for the `Game` trait.

use crate::error::{BoardError, Error};
use crate::games::connect4::{C4Error, Linear};
use crate::games::pacman::{Eval, Weights};
use crate::games::robots;
use crate::games::tictactoe::{Scoring, TicTacToe};
use crate::games::tree::{self, Tree, TreeGame, TreeSetup};
use crate::options::Reads;
use crate::options::{
    parse_agents, parse_book, parse_bounds, parse_depth, parse_endgame, parse_futility, parse_mcts,
    parse_quiescence, parse_root, parse_secondary, parse_symmetry, parse_tt_size, spec_json,
    OptionError, OptionSpec,
};
use crate::problem::Problem;
use crate::quote::{json_pairs, json_str, json_strs};
use crate::search::{parse_algorithms, Spec, ALGORITHMS};
use crate::spec::{Config, GameSpec};

/// The registry: every game in the order front ends list them, one line a
/// game, its entry written in its own folder (`games/<name>/entry.rs`).
/// With the `first-view` feature only the first is registered: the page's
/// first wasm module serves the game it opens on, and the linker drops
/// every other game's code (the page loads the full module when another
/// game is asked for).
macro_rules! games {
    ($first:expr, $($rest:expr,)*) => {
        /// Every game, in the order front ends list them (see `games!`).
        #[cfg(not(feature = "first-view"))]
        pub const GAMES: &[GameSpec] = &[$first, $($rest,)*];
        /// The first view's game alone (the `first-view` feature).
        #[cfg(feature = "first-view")]
        pub const GAMES: &[GameSpec] = &[$first];
    };
}

games![
    crate::games::tictactoe::entry::GAME,
    crate::games::connect4::entry::GAME,
    crate::games::tree::entry::GAME,
    crate::games::pacman::entry::GAME,
    crate::games::robots::entry::GAME,
    crate::games::nim::entry::GAME,
    crate::games::othello::entry::GAME,
];

/// The game front ends start with: the registry's first.
pub const DEFAULT_GAME: &str = GAMES[0].name;

/// The game `abviz play` starts with: the registry's first that plays whole
/// games ([`GameSpec::plays`]).
pub const DEFAULT_PLAYED: &str = first_that_plays();

const fn first_that_plays() -> &'static str {
    let mut i = 0;
    while i < GAMES.len() {
        if !GAMES[i].plays.is_empty() {
            return GAMES[i].name;
        }
        i += 1;
    }
    // The first view's registry may have none; the full one must.
    if cfg!(feature = "first-view") {
        return DEFAULT_GAME;
    }
    panic!("no game in GAMES plays whole games")
}

/// The game named `name` (or one of its aliases).
pub fn find_game(name: &str) -> Result<&'static GameSpec, OptionError> {
    let name = name.trim();
    GAMES
        .iter()
        .find(|g| g.name == name || g.aliases.contains(&name))
        .ok_or_else(|| OptionError::UnknownGame {
            name: name.into(),
            known: one_of(&GAMES.iter().map(|g| g.name).collect::<Vec<_>>()),
        })
}

/// Refuses symmetry reduction (`on`) for a game that does not list the
/// `symmetry` option: refused, not ignored, since the counts would be
/// silently those of the full tree.
pub fn check_symmetry(game: &GameSpec, on: bool) -> Result<(), OptionError> {
    if on && !game.takes("symmetry") {
        let needs = "tic-tac-toe (the only game whose board symmetries are used)";
        return Err(OptionError::EnhancementNeeds("symmetry", needs));
    }
    Ok(())
}

/// `a, b or c`.
pub fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// [`GAMES`] as JSON: an array of objects with `aliases`, `name`,
/// `notation`, `options` (`{name: default}`: the defaults it gives shared
/// options, then its own options'; [`all_options_json`] has their
/// declarations), `title` and `view`, and for
/// the maze games `boards` (`[{name, text}]`, the named layouts) and
/// `weights` (`[{name, default, about}]`, Pacman's `better` evaluation).
///
/// Written by hand rather than through `serde_json`'s serializer, whose
/// text writer the page's wasm module would otherwise carry for this one
/// small array.
pub fn games_json() -> String {
    let mut out = String::from("[");
    for (i, g) in GAMES.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"aliases\":");
        json_strs(&mut out, g.aliases);
        out.push_str(",\"name\":");
        json_str(&mut out, g.name);
        out.push_str(",\"notation\":");
        json_str(&mut out, g.notation);
        out.push_str(",\"options\":");
        let own = g.own.iter().map(|o| (o.name, o.default));
        json_pairs(&mut out, g.options.iter().copied().chain(own));
        if !g.page.is_empty() {
            out.push_str(",\"page\":");
            json_pairs(&mut out, g.page.iter().copied());
        }
        let (boards, weights) = (g.boards, g.weights);
        if !boards.is_empty() {
            out.push_str(",\"boards\":[");
            for (j, (name, text)) in boards.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                out.push_str("{\"name\":");
                json_str(&mut out, name);
                out.push_str(",\"text\":");
                json_str(&mut out, text);
                out.push('}');
            }
            out.push(']');
        }
        if !weights.is_empty() {
            out.push_str(",\"weights\":[");
            for (j, (name, default, about)) in weights.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                out.push_str("{\"about\":");
                json_str(&mut out, about);
                // fmt_value, not f64's Display (14 KB of the page's module).
                out.push_str(",\"default\":");
                out.push_str(&crate::games::tree::fmt_value(*default));
                out.push_str(",\"name\":");
                json_str(&mut out, name);
                out.push('}');
            }
            out.push(']');
        }
        out.push_str(",\"title\":");
        json_str(&mut out, g.title);
        out.push_str(",\"view\":");
        json_str(&mut out, g.view);
        out.push('}');
    }
    out.push(']');
    out
}

/// Whether algorithm `a` reads option `o`, as `o` declares it
/// ([`Reads`]): an option only some searches read is [`Reads::Listed`] and
/// the algorithms say which, each listing it in its registry entry
/// ([`Spec::options`], `--tt-size` for `tt_size`).
pub fn reads(o: &OptionSpec, a: &Spec) -> bool {
    match o.reads {
        Reads::DepthFirst => !a.samples,
        Reads::Pruning => a.prunes,
        Reads::Listed => (a.options).contains(&format!("--{}", o.name.replace('_', "-")).as_str()),
    }
}

/// The registered algorithms that read option `o`, in the registry's order
/// (the CLI refuses the option with any other; the page's panels offer it
/// to these).
pub fn readers(o: &OptionSpec) -> Vec<&'static str> {
    (ALGORITHMS.iter())
        .filter(|a| reads(o, a))
        .map(|a| a.name)
        .collect()
}

/// Every option as `abviz options` and the page's `option-schema.js` list
/// it: the search options ([`OPTIONS`](crate::options::OPTIONS)), `games` null
/// (every game takes them), then each game's own (`GameSpec::own`) with
/// the games that declare it (the maze games share one `history`).
///
/// Kept out of [`games_json`], which the page's module exports: the help
/// texts would add 5 KB to it, and the page reads its generated copy.
pub fn all_options_json() -> String {
    let mut out = String::from("[");
    for o in crate::options::OPTIONS {
        if out.len() > 1 {
            out.push(',');
        }
        spec_json(&mut out, o, None, &readers(o));
    }
    let mut done: Vec<&OptionSpec> = vec![];
    for o in GAMES.iter().flat_map(|g| g.own.iter()) {
        if done.contains(&o) {
            continue;
        }
        done.push(o);
        let games: Vec<&str> = (GAMES.iter().filter(|g| g.own.contains(o)))
            .map(|g| g.name)
            .collect();
        out.push(',');
        spec_json(&mut out, o, Some(&games), &readers(o));
    }
    out.push(']');
    out
}

impl Problem {
    /// Parses and validates a tic-tac-toe board in the notation of
    /// [`Board`](crate::Board).
    pub fn board(text: &str, scoring: Scoring) -> Result<Problem, Error> {
        Ok(Problem::of(TicTacToe::new(text.parse()?, scoring)))
    }

    /// Parses a tree in any of its forms (nested lists, shorthand, JSON);
    /// `root_is_max` puts MAX (or MIN) at the root, and unlabelled levels
    /// alternate.
    pub fn tree(text: &str, root_is_max: bool) -> Result<Problem, Error> {
        Problem::tree_with(
            text,
            TreeSetup {
                root_is_max,
                agents: 2,
            },
        )
    }

    /// Parses a tree in any of its forms, reading unlabelled levels by `setup`.
    pub fn tree_with(text: &str, setup: TreeSetup) -> Result<Problem, Error> {
        Ok(Problem::of(TreeGame::new(Tree::parse_any(text)?, setup)?))
    }

    /// A position of `config.game` (when `board` is given) or a tree, read
    /// with `config`.
    pub fn from_config(
        board: Option<&str>,
        tree: Option<&str>,
        config: &Config,
    ) -> Result<Problem, Error> {
        let game = match (board, tree) {
            (Some(_), _) => find_game(config.game)?,
            (None, Some(_)) => find_game(tree::NAME)?,
            (None, None) => return Err(BoardError::Empty.into()),
        };
        check_symmetry(game, config.symmetry)?;
        (game.parse)(board.or(tree).unwrap_or_default(), config)
    }
}

impl Config {
    /// Reads `(name, value)` pairs: `algorithm` (a registered name or
    /// `both`), `order`, `depth` (empty for none), `quiescence` (plies,
    /// 0 for none), `variant`, `prune`
    /// (`ge`/`gt`), `agents`, `root` (`max`/`min`), `bounds` (`L,U`, empty
    /// for the tree's own range), `scoring`, `enhance` (a list such as
    /// `id,tt`), `tt_size`, `game` (a name in [`GAMES`]), `size`
    /// (`7x6`), `symmetry` (`on`/`off`, tic-tac-toe), and for the maze games `ghosts` (`min`/`random`), `eval`
    /// (`score`/`better`), `weights` (`name=value,…`), `limit` and
    /// `history` (moves played before the search, `NESX…`), `futility`
    /// (a margin ≥ 0), `secondary` (extra plies ≥ 1), `book` (`on`/`off`)
    /// and `endgame` (empty cells, empty for none). The
    /// game's [`GameSpec::sets`] come first; names left out keep their
    /// defaults; a later pair overrides an earlier one.
    ///
    /// ```
    /// use abviz_core::{Config, Prune};
    /// let c = Config::from_strs([("prune", "gt"), ("agents", "3")]).unwrap();
    /// assert_eq!((c.options.prune, c.setup.agents), (Prune::Gt, 3));
    /// assert!(Config::from_strs([("agents", "0")]).is_err());
    /// ```
    pub fn from_strs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Config, Error> {
        let pairs: Vec<(&str, &str)> = pairs.into_iter().collect();
        // The game's own settings go first, so the caller's override them.
        let game = match pairs.iter().rev().find(|(n, _)| *n == "game") {
            Some((_, g)) => find_game(g)?,
            None => &GAMES[0],
        };
        let mut c = Config::default();
        for (name, value) in game.sets.iter().copied().chain(pairs) {
            match name {
                "algorithm" => c.algorithms = parse_algorithms(value)?,
                "order" => c.options.ordering = value.parse()?,
                "depth" if value.trim().is_empty() => c.options.depth = None,
                "depth" => c.options.depth = Some(parse_depth(value)?),
                "quiescence" => c.options.quiescence = parse_quiescence(value)?,
                "variant" => c.options.variant = value.parse()?,
                "prune" => c.options.prune = value.parse()?,
                "agents" => c.setup.agents = parse_agents(value)?,
                "root" => c.setup.root_is_max = parse_root(value)?,
                "bounds" if value.trim().is_empty() => c.options.bounds = None,
                "bounds" => c.options.bounds = Some(parse_bounds(value)?),
                "scoring" => c.scoring = value.parse()?,
                "enhance" => c.options.enhance = value.parse()?,
                "tt_size" => c.options.tt_size = parse_tt_size(value)?,
                "book" => c.options.book = parse_book(value)?,
                "symmetry" => c.symmetry = parse_symmetry(value)?,
                "endgame" if value.trim().is_empty() => c.options.endgame = None,
                "endgame" => c.options.endgame = Some(parse_endgame(value)?),
                "game" => c.game = find_game(value)?.name,
                "size" if value.trim().is_empty() => c.size = None,
                "size" => c.size = Some(value.trim().into()),
                "ghosts" => c.ghosts = value.parse()?,
                "eval" if game.name == crate::games::connect4::NAME => c.linear = c4_eval(value)?,
                // A game with one evaluation: a choice of it is refused, not read as Pacman's.
                "eval" if !game.takes("eval") => {
                    if !matches!(value.trim(), "" | "default") {
                        let needs = "Connect Four or Pacman (this game has one evaluation)";
                        return Err(OptionError::EnhancementNeeds("eval", needs).into());
                    }
                }
                "eval" => c.eval = Eval::parse(value, Weights::default())?.name().into(),
                "weights" => c.weights = value.parse()?,
                "limit" => c.limit = robots::parse_limit(value)?,
                "history" => c.history = value.into(),
                "futility" if value.trim().is_empty() => c.options.futility = None,
                "futility" => c.options.futility = Some(parse_futility(value)?),
                "secondary" if value.trim().is_empty() => c.secondary = None,
                "secondary" => c.secondary = Some(parse_secondary(value)?),
                "iterations" => parse_mcts(&mut c.options.mcts, "iterations", value)?,
                "c" => parse_mcts(&mut c.options.mcts, "c", value)?,
                "seed" => parse_mcts(&mut c.options.mcts, "seed", value)?,
                _ => return Err(OptionError::UnknownOption(name.into()).into()),
            }
        }
        if c.options.futility.is_some() && !c.algorithms.iter().any(|a| a.spec().prunes) {
            let needs = "alphabeta (minimax never prunes)";
            return Err(OptionError::EnhancementNeeds("futility", needs).into());
        }
        Ok(c)
    }
}

/// Connect Four's `eval`: `default` (the hand-made windows), `learned`
/// (the shipped weights) or a weight file's JSON text (read here when the
/// `json-text` feature is on; the wasm adapter reads it with the browser's
/// `JSON.parse` and sets [`Config::linear`] itself).
fn c4_eval(value: &str) -> Result<Option<Linear>, Error> {
    match value.trim() {
        "default" | "" => Ok(None),
        "learned" => Ok(Some(Linear::learned())),
        #[cfg(feature = "json-text")]
        t if t.starts_with('{') => Ok(Some(Linear::from_json_text(t)?)),
        _ => Err(C4Error::BadWeights(format!(
            "eval \"{}\" is not default, learned or a weight file's JSON",
            crate::quote::quote(value)
        ))
        .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    #[test]
    fn games_json_is_the_registry_as_json() {
        let want: Vec<Value> = (GAMES.iter())
            .map(|g| {
                let own = g.own.iter().map(|o| (o.name, o.default));
                let options: serde_json::Map<String, Value> = (g.options.iter().copied())
                    .chain(own)
                    .map(|(k, v)| (k.to_string(), Value::from(v)))
                    .collect();
                let mut v = json!({
                    "name": g.name, "aliases": g.aliases, "title": g.title,
                    "notation": g.notation, "options": options, "view": g.view,
                });
                if !g.page.is_empty() {
                    let page: serde_json::Map<String, Value> = (g.page.iter())
                        .map(|(k, v)| (k.to_string(), Value::from(*v)))
                        .collect();
                    v["page"] = Value::from(page);
                }
                let (boards, weights) = (g.boards, g.weights);
                if !boards.is_empty() {
                    let b: Vec<Value> = (boards.iter())
                        .map(|(n, t)| json!({"name": n, "text": t}))
                        .collect();
                    v["boards"] = Value::from(b);
                }
                if !weights.is_empty() {
                    let w: Vec<Value> = (weights.iter())
                        .map(|(n, d, a)| json!({"name": n, "default": *d as i64, "about": a}))
                        .collect();
                    v["weights"] = Value::from(w);
                }
                v
            })
            .collect();
        let got: Value = serde_json::from_str(&games_json()).unwrap();
        assert_eq!(got, Value::from(want));
        // Options keep the registry's order.
        assert!(games_json().contains(r#""options":{"root":"max","agents":"2","bounds":""}"#));
        // The page's own starting depths, which the CLI does not take.
        assert!(games_json().contains(r#""name":"connect4","#));
        assert!(games_json().contains(r#""page":{"depth":"4"}"#));
        assert_eq!(find_game("connect4").unwrap().default_of("depth"), None);
    }

    #[test]
    fn json_strings_escape_quotes_backslashes_and_control_characters() {
        let mut out = String::new();
        json_str(&mut out, "a\"b\\c\nd\u{1}\u{1f}é/");
        assert_eq!(out, r#""a\"b\\c\nd\u0001\u001fé/""#);
        let back: String = serde_json::from_str(&out).unwrap();
        assert_eq!(back, "a\"b\\c\nd\u{1}\u{1f}é/");
    }
}
