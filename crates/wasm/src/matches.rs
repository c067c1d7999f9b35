//! `abviz match` in the worker (the page's Match view): the core's
//! [`Match`], a few games per call, so the worker posts the tally as it
//! grows and Cancel (which replaces the worker) stops it between games.

use abviz_core::matches::{BadPlayer, Match, Player};
use abviz_core::{find_game, Config, Problem};
use wasm_bindgen::prelude::*;

/// A match in progress.
#[wasm_bindgen]
pub struct Matcher {
    run: Match,
}

/// A request's text field, or `None`.
fn text(request: &JsValue, name: &str) -> Option<String> {
    js_sys::Reflect::get(request, &JsValue::from_str(name))
        .ok()?
        .as_string()
}

/// A player the position cannot have: the engine's error (with its code,
/// which the page translates), or one line naming the spec (the page offers
/// only specs of the right form, so that one is not translated).
fn bad_player(which: &str, spec: &str, why: BadPlayer) -> JsValue {
    match why {
        BadPlayer::Engine(e) => crate::js_error(&e),
        BadPlayer::Spec(s) => js_sys::Error::new(&format!("{which} \"{spec}\": {s}")).into(),
    }
}

#[wasm_bindgen]
impl Matcher {
    /// A match: `{game, size, board, first, second, seed}`, all text;
    /// `size` and `board` optional (the game's start), `seed` a whole
    /// number. Throws the core's error for a bad game or position, and
    /// `match.BadPlayer` for a player the game cannot have.
    #[wasm_bindgen(constructor)]
    pub fn new(request: JsValue) -> Result<Matcher, JsValue> {
        let err = |e: abviz_core::Error| crate::js_error(&e);
        let opt = |e: abviz_core::OptionError| err(e.into());
        let name = text(&request, "game").unwrap_or_default();
        let game = find_game(&name).map_err(opt)?;
        let mut pairs = vec![("game", game.name.to_string())];
        if let Some(s) = text(&request, "size") {
            pairs.push(("size", s));
        }
        let config = Config::from_strs(pairs.iter().map(|(k, v)| (*k, v.as_str()))).map_err(err)?;
        let start = text(&request, "board").or(game.start.map(String::from));
        let problem = Problem::from_config(start.as_deref(), None, &config).map_err(err)?;
        let mut players = Vec::new();
        for which in ["first", "second"] {
            let spec = text(&request, which).unwrap_or_default();
            let p = Player::parse(&spec, game, &problem);
            players.push(p.map_err(|why| bad_player(which, &spec, why))?);
        }
        let seed = text(&request, "seed").and_then(|s| s.trim().parse::<u64>().ok());
        let players = [players[0], players[1]];
        let run = Match::new(problem, players, seed.unwrap_or(1))
            .ok_or_else(|| js_sys::Error::new("a match needs a game without chance nodes"))?;
        Ok(Matcher { run })
    }

    /// Plays `games` more games within `max_nodes` (each search's) and
    /// `tick` (see the crate docs), and returns the tally: `[first_wins,
    /// draws, second_wins, moves]`. A game a limit stops is not counted.
    pub fn step(
        &mut self,
        games: u32,
        max_nodes: Option<f64>,
        tick: Option<js_sys::Function>,
    ) -> Result<Vec<f64>, JsValue> {
        crate::within(max_nodes, tick, |b| {
            for _ in 0..games {
                b.begin_search();
                self.run.play(b)?;
            }
            Ok(())
        })?;
        let t = self.run.tally();
        Ok(vec![
            t.first_wins as f64,
            t.draws as f64,
            t.second_wins as f64,
            t.moves as f64,
        ])
    }
}
