//! What the page asks for, read once at the boundary.
//!
//! Every option is declared once, in the core: the search options in
//! [`OPTIONS`] and each game's own in its registry entry
//! ([`GameSpec::own`](abviz_core::GameSpec::own)). [`Request::from_js`]
//! reads the page's object by walking those declarations ([`FIELDS`],
//! worked out from them when the module is compiled), so an option a
//! game or the core declares is carried to [`Config::from_strs`] with no
//! line here, and this file names no option but the few it treats
//! specially (`algorithm` with `pruned`, a weight file in `eval`).
//!
//! Values stay text, because the core's parsers are the one place that
//! knows them; the CLI hands its flags to the same parser, so both front
//! ends accept the same values and give the same errors (with their
//! codes). A number (`Kind::Whole`, `Kind::Number`) may come as a
//! JavaScript number or as text (`3` or `"3"` from an input box); a whole
//! number is checked by the core's parser as it is read, so a bad `depth`
//! is refused here, before any search.
//!
//! Blank text is "not given" for a number (an empty box) and for an
//! option a game gives its own value (its own options, and those its
//! [`sets`](abviz_core::GameSpec::sets), as Pacman's `prune`): the game's
//! value then holds. Any other option's text goes to the core as sent.

use abviz_core::{Config, Error, OptionError, GAMES};
use wasm_bindgen::{JsCast, JsValue};

mod fields;

use fields::FIELDS;

/// What the page asks for: a position, the game, and the options given.
/// Every field is optional; an option not given takes the CLI's default.
#[derive(Default, Debug, Clone, PartialEq)]
pub struct Request {
    /// A board such as `O.X/.X./O..`, or a Connect Four board.
    pub board: Option<String>,
    /// A textbook tree such as `[[3,12,8],[2,4,6],[14,5,2]]`.
    pub tree: Option<String>,
    /// A name in [`GAMES`] (the first by default).
    pub game: Option<String>,
    /// The pruning search `algorithm: "both"` pairs with minimax:
    /// `alphabeta` (default) or any registered name, such as `star2`.
    pub pruned: Option<String>,
    /// For `solve`: drop a disc in this column (1-based) first.
    pub column: Option<u32>,
    /// The options given, as (declared name, value as text), in the order
    /// they are declared; handed to [`Config::from_strs`] as they are.
    pub options: Vec<(&'static str, String)>,
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

/// A field's value as the page sent it.
#[derive(Debug, Clone, PartialEq)]
enum Sent {
    /// Absent, `undefined` or `null`.
    Nothing,
    /// Text.
    Text(String),
    /// A number, written as JavaScript writes it (`3`, `-1`, `2.5`, `1e+21`).
    Number(String),
    /// Anything else (a boolean, an object).
    Other,
}

fn bad(field: &'static str, want: &'static str) -> RequestError {
    RequestError::Shape(BadRequest { field, want })
}

/// A 1-based column: any whole number (an unplayable one is answered, not refused).
fn parse_column(text: &str) -> Result<u32, RequestError> {
    (text.trim().parse::<u32>()).map_err(|_| bad("column", "a whole number"))
}

impl Request {
    /// Reads a plain object such as `{board: 'O.X/.X./O..', depth: '3'}`:
    /// its position, `game`, `pruned`, `column` and every option the core
    /// declares (its search options and each game's own). Absent, `undefined` and `null` fields are not given; a
    /// number may be a number or text, and blank text is read as the
    /// module docs say.
    pub fn from_js(value: &JsValue) -> Result<Request, RequestError> {
        Request::from_js_except(value, &[])
    }

    /// [`Request::from_js`], leaving out the options named in `theirs`,
    /// which the caller reads as its own (a played run's `seed`).
    pub fn from_js_except(value: &JsValue, theirs: &[&str]) -> Result<Request, RequestError> {
        if !value.is_object() {
            return Err(bad("request", "an object"));
        }
        Request::read(|field| sent(value, field), theirs)
    }

    /// What [`Request::from_js`] reads from an object with these fields, all
    /// text: the same walk over the declarations, without JavaScript.
    pub fn of(fields: &[(&str, &str)]) -> Result<Request, RequestError> {
        let get = |field: &str| match fields.iter().rev().find(|(k, _)| *k == field) {
            Some((_, v)) => Sent::Text(v.to_string()),
            None => Sent::Nothing,
        };
        Request::read(get, &[])
    }

    /// The walk: the fields that are not options, then every declared one.
    fn read(get: impl Fn(&str) -> Sent, theirs: &[&str]) -> Result<Request, RequestError> {
        let text = |field: &'static str| match get(field) {
            Sent::Nothing => Ok(None),
            Sent::Text(t) => Ok(Some(t)),
            _ => Err(bad(field, "text")),
        };
        // A number or text; blank text is not given.
        let number = |field: &'static str| match get(field) {
            Sent::Nothing => Ok(None),
            Sent::Text(t) | Sent::Number(t) => Ok(Some(t).filter(|t| !t.trim().is_empty())),
            Sent::Other => Err(bad(field, "a number or text")),
        };
        let mut req = Request {
            board: text("board")?,
            tree: text("tree")?,
            game: text("game")?,
            pruned: text("pruned")?,
            column: number("column")?.as_deref().map(parse_column).transpose()?,
            options: Vec::new(),
        };
        for f in FIELDS.iter().filter(|f| !theirs.contains(&f.name)) {
            let value = if f.number {
                number(f.name)?
            } else {
                text(f.name)?
            };
            let Some(value) = value.filter(|v| !(f.blank_is_none && v.trim().is_empty())) else {
                continue;
            };
            if f.whole {
                Config::from_strs([(f.name, value.as_str())])?;
            }
            req.options.push((f.name, value));
        }
        Ok(req)
    }

    /// A request for `board`, to add options to with [`Request::with`].
    pub fn board(text: impl Into<String>) -> Request {
        Request {
            board: Some(text.into()),
            ..Request::default()
        }
    }

    /// A request for the textbook tree `text`.
    pub fn tree(text: impl Into<String>) -> Request {
        Request {
            tree: Some(text.into()),
            ..Request::default()
        }
    }

    /// This request with option `name` set to `value` (replacing any
    /// value given before), or its `game` or `pruned`. Unchecked: the
    /// core reads it in [`Request::config`], and refuses a name it does
    /// not declare.
    pub fn with(mut self, name: &'static str, value: impl Into<String>) -> Request {
        let value = value.into();
        match name {
            "game" => self.game = Some(value),
            "pruned" => self.pruned = Some(value),
            _ => {
                self.options.retain(|(n, _)| *n != name);
                self.options.push((name, value));
            }
        }
        self
    }

    /// The text given for option `name`, if any.
    pub fn get(&self, name: &str) -> Option<&str> {
        let mut given = self.options.iter().rev();
        given.find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }

    /// The search options this request names, over the CLI's defaults,
    /// read by the core's parser.
    pub fn config(&self) -> Result<Config, Error> {
        let algorithm = match self.get("algorithm") {
            None | Some("both") => self.pruned.as_deref().unwrap_or("alphabeta"),
            Some(one) => one,
        };
        // Only what the page gave: `Config::from_strs` starts from the
        // declared defaults (options/schema.rs, each game's entry.rs), and a
        // game's own (Pacman's `gt`) holds unless the page names another.
        let mut pairs = vec![("algorithm", algorithm)];
        pairs.extend(self.game.as_deref().map(|g| ("game", g)));
        // Connect Four's weight file, as JSON text, is read by the browser's
        // JSON.parse (the module has no JSON text parser): set after the rest.
        let game = self.game.as_deref().unwrap_or(GAMES[0].name);
        // A game that learns reads such a file as its `eval` (GameSpec::learns).
        let learns = abviz_core::find_game(game).is_ok_and(|g| g.learns);
        let weights = (self.get("eval")).filter(|e| learns && e.trim_start().starts_with('{'));
        for (name, value) in &self.options {
            let special = *name == "algorithm" || (*name == "eval" && weights.is_some());
            if !special {
                pairs.push((name, value));
            }
        }
        // The first module registers no game that learns (`weights` is None there).
        #[cfg_attr(not(feature = "full"), allow(unused_mut))]
        let mut config = Config::from_strs(pairs)?;
        #[cfg(feature = "full")]
        if let Some(text) = weights {
            config.linear = Some(crate::json::weights(text)?);
        }
        Ok(config)
    }

    /// Whether minimax runs beside the pruning search (`algorithm` absent or `both`).
    pub fn both(&self) -> bool {
        matches!(self.get("algorithm"), None | Some("both"))
    }
}

/// Field `field` of the JavaScript object `value`.
fn sent(value: &JsValue, field: &str) -> Sent {
    let v = js_sys::Reflect::get(value, &JsValue::from_str(field)).unwrap_or(JsValue::UNDEFINED);
    if v.is_undefined() || v.is_null() {
        Sent::Nothing
    } else if let Some(t) = v.as_string() {
        Sent::Text(t)
    } else if let Some(n) = v.dyn_ref::<js_sys::Number>() {
        Sent::Number(String::from(
            n.to_string_with_radix(10).unwrap_or_else(|_| "NaN".into()),
        ))
    } else {
        Sent::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abviz_core::OPTIONS;

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
        let req = (Request::default().with("depth", "3"))
            .with("quiescence", "2")
            .with("agents", "3")
            .with("tt_size", "64");
        let c = req.config().unwrap();
        assert_eq!(
            (c.options.depth, c.setup.agents, c.options.tt_size),
            (Some(3), 3, 64)
        );
        assert_eq!(c.options.quiescence, 2);
    }

    /// One number as the page sends it, read (and checked) as `from_js` reads it.
    fn sent_alone(name: &str, text: &str) -> Result<Config, RequestError> {
        Ok(Request::of(&[(name, text)])?.config()?)
    }

    #[test]
    fn numbers_as_text_are_read_by_the_cores_parsers() {
        let parse_tt_size = |t| sent_alone("tt_size", t).map(|c| c.options.tt_size);
        let parse_quiescence = |t| sent_alone("quiescence", t).map(|c| c.options.quiescence);
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
        let req = (Request::default().with("algorithm", "star2")).with("pruned", "alphabeta");
        assert!(!req.both());
        let c = req.config().unwrap();
        assert_eq!(c.algorithms, vec![abviz_core::Algorithm::Star2]);
    }

    #[test]
    fn futility_and_secondary_reach_the_config() {
        let req = (Request::default().with("futility", "0.5")).with("secondary", "2");
        let c = req.config().unwrap();
        assert_eq!((c.options.futility, c.secondary), (Some(0.5), Some(2)));
        let parse_secondary = |t| sent_alone("secondary", t).map(|c| c.secondary);
        let code = |r: Result<Option<u32>, RequestError>| match r {
            Err(RequestError::Core(e)) => e.code(),
            other => panic!("{other:?}"),
        };
        assert_eq!(code(parse_secondary("0")), "option.BadSecondary");
        let bad = Request::default().with("futility", "-1");
        assert_eq!(bad.config().unwrap_err().code(), "option.BadFutility");
        let minimax = (Request::default().with("algorithm", "minimax")).with("futility", "1");
        assert_eq!(
            minimax.config().unwrap_err().code(),
            "option.EnhancementNeeds"
        );
    }

    /// The core's reading of `pairs` after the request's `algorithm`, as
    /// `config()` hands them over: the same Config, or the same error code.
    fn core(pairs: &[(&str, &str)]) -> Result<Config, String> {
        let all = [("algorithm", "alphabeta")].iter().chain(pairs).copied();
        Config::from_strs(all).map_err(|e| e.code())
    }

    /// An option declared in the core (a search option or a game's own)
    /// that the request drops, or does not hand to `Config::from_strs`,
    /// fails here: the list is the declarations', not `FIELDS`.
    #[test]
    fn every_declared_option_reaches_the_cores_parser() {
        let search = OPTIONS.iter().map(|o| (o.name, None));
        let own = GAMES
            .iter()
            .flat_map(|g| g.own.iter().map(|o| (o.name, Some(g.name))));
        for (name, game) in search.chain(own) {
            // "7": a value every number option takes, text for the rest.
            let mut sent = vec![(name, "7")];
            sent.extend(game.map(|g| ("game", g)));
            let req = Request::of(&sent).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            assert_eq!(req.get(name), Some("7"), "{name} is declared, not carried");
            let mut pairs: Vec<(&str, &str)> = game.map(|g| ("game", g)).into_iter().collect();
            pairs.push((name, "7"));
            assert_eq!(req.config().map_err(|e| e.code()), core(&pairs), "{name}");
        }
        // Each once, the maze games' shared `history` too.
        let mut names: Vec<&str> = FIELDS.iter().map(|f| f.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), FIELDS.len());
    }

    #[test]
    fn numbers_may_be_javascript_numbers_and_other_fields_text() {
        let one = |field: &'static str, v: Sent| {
            Request::read(|f| if f == field { v.clone() } else { Sent::Nothing }, &[])
        };
        let req = one("depth", Sent::Number("3".into())).unwrap();
        assert_eq!(req.config().unwrap().options.depth, Some(3));
        let req = one("endgame", Sent::Number("12".into())).unwrap();
        assert_eq!(req.config().unwrap().options.endgame, Some(12));
        let e = one("depth", Sent::Number("2.5".into())).unwrap_err();
        assert!(matches!(e, RequestError::Core(e) if e.code() == "option.BadDepth"));
        let shape = |r: Result<Request, RequestError>| match r {
            Err(RequestError::Shape(b)) => b.to_string(),
            other => panic!("{other:?}"),
        };
        let order = shape(one("order", Sent::Number("3".into())));
        assert_eq!(order, "bad request: order must be text");
        let depth = shape(one("depth", Sent::Other));
        assert_eq!(depth, "bad request: depth must be a number or text");
        assert_eq!(
            one("column", Sent::Number("4".into())).unwrap().column,
            Some(4)
        );
        // A caller's own field is left to it (a played run's `seed`).
        let seed = |v: &str| {
            Request::read(
                |f| Sent::Text(if f == "seed" { v } else { "" }.into()),
                &["seed"],
            )
        };
        assert!(seed("-1").is_ok_and(|r| r.get("seed").is_none()));
    }

    /// Blank text: not given for numbers and the options a game gives its
    /// own value; any other option's goes to the core, which may refuse it.
    #[test]
    fn blank_text_is_read_as_the_request_always_read_it() {
        let blank = |name: &str, game: &str| {
            let req = Request::of(&[("game", game), (name, " ")]).unwrap();
            (req.get(name).is_some(), req.config().map_err(|e| e.code()))
        };
        for name in [
            "depth",
            "quiescence",
            "agents",
            "tt_size",
            "secondary",
            "endgame",
        ] {
            assert!(!blank(name, "tictactoe").0, "{name}");
        }
        // Pacman's own `prune` (gt) holds; its `ghosts` and `eval` keep their defaults.
        let (given, c) = blank("prune", "pacman");
        assert!(!given && c.unwrap().options.prune == abviz_core::Prune::Gt);
        assert!(!blank("ghosts", "pacman").0 && !blank("eval", "pacman").0);
        assert_eq!(
            blank("order", "tictactoe").1.unwrap_err(),
            "option.UnknownOrdering"
        );
        assert_eq!(
            blank("algorithm", "tictactoe").1.unwrap_err(),
            "option.UnknownAlgorithm"
        );
        assert!(blank("bounds", "tree").1.is_ok() && blank("enhance", "tictactoe").1.is_ok());
    }
}
