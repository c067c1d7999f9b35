//! What the page asks for, typed once at the boundary.
//!
//! [`Request::from_js`] reads a plain JavaScript object field by field.
//! Names (`order`, `variant`, …) stay text, because the core's parsers are
//! the one place that knows them. Whole numbers (`depth`, `quiescence`,
//! `agents`, `tt_size`, `column`) become numbers here: the page may send `3` or
//! `"3"` (from an input box; `""` for none), and either is read by the
//! core's own parser, so both front ends accept the same values and give
//! the same errors (with their codes). From then on nothing turns back
//! into text.

use abviz_core::{Config, Error, OptionError};
use wasm_bindgen::{JsCast, JsValue};

/// What the page asks for. Every field but one of `board`/`tree` is
/// optional and takes the CLI's default.
#[derive(Default, Debug, Clone, PartialEq)]
pub struct Request {
    /// A board such as `O.X/.X./O..`, or a Connect Four board.
    pub board: Option<String>,
    /// A textbook tree such as `[[3,12,8],[2,4,6],[14,5,2]]`.
    pub tree: Option<String>,
    /// `natural` (default), `reverse`, `random:SEED`, `heuristic`, `best-first`, `worst-first`.
    pub order: Option<String>,
    /// Depth limit in plies; `None` for none.
    pub depth: Option<u32>,
    /// Quiescence: plies past the depth limit for noisy positions; `None` is 0.
    pub quiescence: Option<u32>,
    /// `wdl` (default) or `fast`.
    pub scoring: Option<String>,
    /// `fail-soft` (default) or `fail-hard`.
    pub variant: Option<String>,
    /// `max` (default) or `min`, for trees.
    pub root: Option<String>,
    /// `both` (default: minimax and `pruned`) or one registered name.
    pub algorithm: Option<String>,
    /// The pruning search `both` pairs with minimax: `alphabeta` (default)
    /// or any registered name, such as `star2`.
    pub pruned: Option<String>,
    /// `ge` (default) or `gt`.
    pub prune: Option<String>,
    /// Agents per round in a tree (default 2).
    pub agents: Option<u32>,
    /// `L,U` bounds for chance nodes; empty or absent for the tree's range.
    pub bounds: Option<String>,
    /// `tictactoe` (default) or `connect4`.
    pub game: Option<String>,
    /// Connect Four's size, `7x6` by default.
    pub size: Option<String>,
    /// Enhancements of the pruning search: `order,id,tt,killer,history,pvs,aspiration`.
    pub enhance: Option<String>,
    /// Transposition table slots.
    pub tt_size: Option<usize>,
    /// `on` to answer positions the opening book holds without search.
    pub book: Option<String>,
    /// Connect Four: empty cells at which the solver answers (`12`).
    pub endgame: Option<String>,
    /// For `solve`: drop a disc in this column (1-based) first.
    pub column: Option<u32>,
    /// Pacman: `min` (default) or `random` ghosts.
    pub ghosts: Option<String>,
    /// Pacman: `score` (default) or `better`.
    pub eval: Option<String>,
    /// Pacman: the `better` evaluation's weights, `name=value,…`.
    pub weights: Option<String>,
    /// Robots: the move limit in plies.
    pub limit: Option<String>,
    /// Maze games: moves played from the start, one letter each (`NESWX`).
    pub history: Option<String>,
    /// Rich's futility margin M ≥ 0 for the pruning search, as a number
    /// or text; kept as text for the core's parser.
    pub futility: Option<String>,
    /// Secondary search's extra plies K ≥ 1.
    pub secondary: Option<u32>,
    /// Tic-tac-toe: `on` to generate equivalent children once (symmetry
    /// reduction); refused for other games.
    pub symmetry: Option<String>,
}

/// A request the boundary cannot read: a field of the wrong JavaScript
/// type. (Values of the right type that the core refuses are core errors.)
#[derive(Debug, Clone, PartialEq)]
pub struct BadRequest {
    /// The field, as the page spells it.
    pub field: &'static str,
    /// What it must be.
    pub want: &'static str,
}

impl std::fmt::Display for BadRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bad request: {} must be {}", self.field, self.want)
    }
}

/// Why a JavaScript request was refused.
#[derive(Debug)]
pub enum RequestError {
    /// Not an object, or a field of the wrong type.
    Shape(BadRequest),
    /// A value the core refuses, with its code and parameters.
    Core(Error),
}

impl From<Error> for RequestError {
    fn from(e: Error) -> RequestError {
        RequestError::Core(e)
    }
}

impl From<OptionError> for RequestError {
    fn from(e: OptionError) -> RequestError {
        RequestError::Core(e.into())
    }
}

/// One option read by the core's option parser, the CLI's too.
fn option(name: &str, text: &str) -> Result<Config, RequestError> {
    Ok(Config::from_strs([(name, text)])?)
}

fn parse_depth(text: &str) -> Result<Option<u32>, RequestError> {
    Ok(option("depth", text)?.options.depth)
}

fn parse_quiescence(text: &str) -> Result<u32, RequestError> {
    Ok(option("quiescence", text)?.options.quiescence)
}

fn parse_agents(text: &str) -> Result<u32, RequestError> {
    Ok(option("agents", text)?.setup.agents)
}

fn parse_secondary(text: &str) -> Result<Option<u32>, RequestError> {
    Ok(option("secondary", text)?.secondary)
}

fn parse_tt_size(text: &str) -> Result<usize, RequestError> {
    Ok(option("tt_size", text)?.options.tt_size)
}

/// A 1-based column: any whole number (an unplayable one is answered, not refused).
fn parse_column(text: &str) -> Result<u32, RequestError> {
    (text.trim().parse::<u32>()).map_err(|_| {
        RequestError::Shape(BadRequest {
            field: "column",
            want: "a whole number",
        })
    })
}

impl Request {
    /// Reads a plain object such as `{board: 'O.X/.X./O..', depth: '3'}`.
    /// Absent, `undefined` and `null` fields take their defaults; a whole
    /// number may be a number or text, and empty text means "none".
    pub fn from_js(value: &JsValue) -> Result<Request, RequestError> {
        if !value.is_object() {
            return Err(RequestError::Shape(BadRequest {
                field: "request",
                want: "an object",
            }));
        }
        let r = Fields(value);
        Ok(Request {
            board: r.text("board")?,
            tree: r.text("tree")?,
            order: r.text("order")?,
            depth: r.whole("depth", parse_depth)?.flatten(),
            quiescence: r.whole("quiescence", parse_quiescence)?,
            scoring: r.text("scoring")?,
            variant: r.text("variant")?,
            root: r.text("root")?,
            algorithm: r.text("algorithm")?,
            pruned: r.text("pruned")?,
            prune: r.text("prune")?,
            agents: r.whole("agents", parse_agents)?,
            bounds: r.text("bounds")?,
            game: r.text("game")?,
            size: r.text("size")?,
            enhance: r.text("enhance")?,
            tt_size: r.whole("tt_size", parse_tt_size)?,
            book: r.text("book")?,
            endgame: r.text("endgame")?,
            column: r.whole("column", parse_column)?,
            ghosts: r.text("ghosts")?,
            eval: r.text("eval")?,
            weights: r.text("weights")?,
            limit: r.text("limit")?,
            history: r.text("history")?,
            futility: r.whole("futility", |t| Ok(t.to_string()))?,
            secondary: r.whole("secondary", parse_secondary)?.flatten(),
            symmetry: r.text("symmetry")?,
        })
    }

    /// The search options this request names, over the CLI's defaults.
    /// Names go through the core's parser. Numbers are taken as they are:
    /// [`Request::from_js`] read them with the core's parsers, and a Rust
    /// caller types them.
    pub fn config(&self) -> Result<Config, Error> {
        let algorithm = match self.algorithm.as_deref() {
            None | Some("both") => self.pruned.clone().unwrap_or_else(|| "alphabeta".into()),
            Some(one) => one.into(),
        };
        // Only what the page gave: `Config::from_strs` starts from the
        // declared defaults (options/schema.rs, each game's entry.rs), and a
        // game's own (Pacman's `gt`) holds unless the page names another.
        let mut pairs = vec![("algorithm", algorithm)];
        let named = [
            ("game", &self.game),
            ("scoring", &self.scoring),
            ("root", &self.root),
            ("order", &self.order),
            ("variant", &self.variant),
            ("bounds", &self.bounds),
            ("size", &self.size),
            ("enhance", &self.enhance),
        ];
        pairs.extend((named.into_iter()).filter_map(|(k, v)| Some((k, v.clone()?))));
        // Blank text is "not given" for these, as an empty box is.
        let given = [
            ("prune", &self.prune),
            ("ghosts", &self.ghosts),
            ("eval", &self.eval),
            ("weights", &self.weights),
            ("limit", &self.limit),
            ("history", &self.history),
            ("futility", &self.futility),
            ("book", &self.book),
            ("endgame", &self.endgame),
            ("symmetry", &self.symmetry),
        ];
        // Connect Four's weight file, as JSON text, is read by the browser's
        // JSON.parse (the module has no JSON text parser): set after the rest.
        let game = self.game.as_deref().unwrap_or(abviz_core::GAMES[0].name);
        // A game that learns reads such a file as its `eval` (GameSpec::learns).
        let learns = abviz_core::find_game(game).is_ok_and(|g| g.learns);
        let weights = (self.eval.as_deref()).filter(|e| learns && e.trim_start().starts_with('{'));
        for (k, v) in given {
            if k == "eval" && weights.is_some() {
                continue;
            }
            if let Some(v) = v
                .as_ref()
                .filter(|v| !v.trim().is_empty() || k == "history")
            {
                pairs.push((k, v.clone()));
            }
        }
        let mut config = Config::from_strs(pairs.iter().map(|(k, v)| (*k, v.as_str())))?;
        if let Some(text) = weights {
            config.linear = Some(crate::json::weights(text)?);
        }
        // Numbers the page gave, already read by the core's parsers (from_js).
        config.options.depth = self.depth;
        config.options.quiescence = self.quiescence.unwrap_or(config.options.quiescence);
        config.setup.agents = self.agents.unwrap_or(config.setup.agents);
        config.options.tt_size = self.tt_size.unwrap_or(config.options.tt_size);
        config.secondary = self.secondary;
        Ok(config)
    }

    /// Whether minimax runs beside the pruning search (`algorithm` absent or `both`).
    pub fn both(&self) -> bool {
        matches!(self.algorithm.as_deref(), None | Some("both"))
    }
}

/// The fields of a JavaScript object.
struct Fields<'a>(&'a JsValue);

impl Fields<'_> {
    fn get(&self, field: &str) -> JsValue {
        js_sys::Reflect::get(self.0, &JsValue::from_str(field)).unwrap_or(JsValue::UNDEFINED)
    }

    /// A text field; absent or `null` is `None`.
    fn text(&self, field: &'static str) -> Result<Option<String>, RequestError> {
        let v = self.get(field);
        if v.is_undefined() || v.is_null() {
            return Ok(None);
        }
        v.as_string()
            .map(Some)
            .ok_or(RequestError::Shape(BadRequest {
                field,
                want: "text",
            }))
    }

    /// A whole number, sent as a number or as text; absent, `null` and
    /// blank text are `None`. A number is written as JavaScript writes it
    /// (`3`, `-1`, `2.5`, `1e+21`) and read by `parse`, as text is.
    fn whole<T>(
        &self,
        field: &'static str,
        parse: impl Fn(&str) -> Result<T, RequestError>,
    ) -> Result<Option<T>, RequestError> {
        let v = self.get(field);
        if v.is_undefined() || v.is_null() {
            return Ok(None);
        }
        let text = if let Some(t) = v.as_string() {
            t
        } else if let Some(n) = v.dyn_ref::<js_sys::Number>() {
            String::from(n.to_string_with_radix(10).unwrap_or_else(|_| "NaN".into()))
        } else {
            return Err(RequestError::Shape(BadRequest {
                field,
                want: "a number or text",
            }));
        };
        if text.trim().is_empty() {
            return Ok(None);
        }
        Ok(Some(parse(&text)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_clis() {
        let (c, cli) = (Request::default().config().unwrap(), Config::default());
        assert_eq!(
            (c.options, c.setup, c.scoring),
            (cli.options, cli.setup, cli.scoring)
        );
        // `both` pairs minimax (added by the analysis) with alpha-beta.
        assert_eq!(c.algorithms, vec![abviz_core::Algorithm::AlphaBeta]);
        assert!(Request::default().both());
    }

    #[test]
    fn typed_numbers_reach_the_options_as_given() {
        let req = Request {
            depth: Some(3),
            quiescence: Some(2),
            agents: Some(3),
            tt_size: Some(64),
            ..Default::default()
        };
        let c = req.config().unwrap();
        assert_eq!(
            (c.options.depth, c.setup.agents, c.options.tt_size),
            (Some(3), 3, 64)
        );
        assert_eq!(c.options.quiescence, 2);
    }

    #[test]
    fn numbers_as_text_are_read_by_the_cores_parsers() {
        let code = |r: Result<usize, RequestError>| match r {
            Err(RequestError::Core(e)) => e.code(),
            other => panic!("{other:?}"),
        };
        assert_eq!(parse_tt_size(" 64 ").unwrap(), 64);
        assert_eq!(parse_quiescence(" 2 ").unwrap(), 2);
        assert!(matches!(
            parse_quiescence("-1"),
            Err(RequestError::Core(e)) if e.code() == "option.BadQuiescence"
        ));
        assert_eq!(code(parse_tt_size("0")), "option.BadTableSize");
        assert_eq!(code(parse_tt_size("1e3")), "option.BadTableSize");
        assert!(matches!(parse_column("2.5"), Err(RequestError::Shape(_))));
    }

    #[test]
    fn one_algorithm_replaces_the_pair() {
        let req = Request {
            algorithm: Some("star2".into()),
            pruned: Some("alphabeta".into()),
            ..Default::default()
        };
        assert!(!req.both());
        let c = req.config().unwrap();
        assert_eq!(c.algorithms, vec![abviz_core::Algorithm::Star2]);
    }

    #[test]
    fn futility_and_secondary_reach_the_config() {
        let req = Request {
            futility: Some("0.5".into()),
            secondary: Some(2),
            ..Default::default()
        };
        let c = req.config().unwrap();
        assert_eq!((c.options.futility, c.secondary), (Some(0.5), Some(2)));
        let code = |r: Result<Option<u32>, RequestError>| match r {
            Err(RequestError::Core(e)) => e.code(),
            other => panic!("{other:?}"),
        };
        assert_eq!(code(parse_secondary("0")), "option.BadSecondary");
        let bad = Request {
            futility: Some("-1".into()),
            ..Default::default()
        };
        assert_eq!(bad.config().unwrap_err().code(), "option.BadFutility");
        let minimax = Request {
            algorithm: Some("minimax".into()),
            futility: Some("1".into()),
            ..Default::default()
        };
        assert_eq!(
            minimax.config().unwrap_err().code(),
            "option.EnhancementNeeds"
        );
    }
}
