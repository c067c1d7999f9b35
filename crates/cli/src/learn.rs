//! `abviz learn`: TD(λ) self-play training of Connect Four's linear
//! evaluation through the core's [`learn`](abviz_core::learn) module, and
//! reading a weight file for `--eval @FILE`.
//!
//! `--time-limit` bounds the whole training; `--max-nodes` bounds each
//! move's search (exit status 3 either way, and the weights of the games
//! finished are written to `--out`).
//! Progress counts games, and each point of the curve is written to stderr
//! as it is reached.

use std::cell::Cell;
use std::fs;

use abviz_core::error::quote;
use abviz_core::learn::{CurvePoint, Settings, Trainer};
use abviz_core::{find_game, grouped, Linear};
use clap::Args;
use serde_json::{json, Value};

use crate::error::{open_out, write_out, CliError};
use crate::limits::Watch;
use crate::Limits;

/// The most training games one run plays.
const MAX_GAMES: u64 = 10_000_000;

/// `abviz learn`'s options (ranges checked by the core).
#[derive(Args)]
pub(crate) struct LearnOpts {
    #[command(flatten)]
    pub(crate) limits: Limits,
    /// The game to learn: connect4
    #[arg(long, default_value = abviz_core::connect4::NAME, value_name = "G")]
    pub(crate) game: String,
    /// Training games, 0 to 10000000 (0: only the curve's first point)
    #[arg(
        long,
        default_value = "1000",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    pub(crate) games: String,
    /// Start from the weights in this file (from --out) instead of random ones
    #[arg(long, value_name = "@FILE")]
    pub(crate) from: Option<String>,
    /// Seed of the initial weights and of every random move
    #[arg(
        long,
        default_value = "1",
        allow_hyphen_values = true,
        value_name = "S"
    )]
    pub(crate) seed: String,
    /// Write the weights here, as JSON (for --eval @FILE)
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<String>,
    /// Plies each move searches, 1 to 4 (the curve's games too)
    #[arg(
        long,
        default_value = "1",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    pub(crate) depth: String,
    /// TD(lambda)'s trace decay, 0 to 1
    #[arg(
        long,
        default_value = "0.7",
        allow_hyphen_values = true,
        value_name = "X"
    )]
    pub(crate) lambda: String,
    /// Step size, above 0 and at most 1
    #[arg(
        long,
        default_value = "0.01",
        allow_hyphen_values = true,
        value_name = "X"
    )]
    pub(crate) alpha: String,
    /// Chance of a random (exploratory, unlearned) move, 0 to 1
    #[arg(
        long,
        default_value = "0.1",
        allow_hyphen_values = true,
        value_name = "X"
    )]
    pub(crate) epsilon: String,
    /// Random moves opening each training game, 0 to 8
    #[arg(
        long,
        default_value = "2",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    pub(crate) opening: String,
    /// Games between two points of the curve; 0 for no curve
    #[arg(
        long,
        default_value = "100",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    pub(crate) eval_every: String,
    /// Games per point of the curve against the hand-made evaluation, even, 2 to 10000
    #[arg(
        long,
        default_value = "100",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    pub(crate) eval_games: String,
}

/// Limits and progress, shared by every searching command.
/// `abviz learn` as JSON: the settings, the curve and the weights.
pub(crate) fn learn_json(o: &LearnOpts, watch: &Watch) -> Result<Value, CliError> {
    let game = find_game(&o.game)?;
    if !game.learns {
        return Err(CliError::NotLearned(o.game.clone()));
    }
    let games = match o.games.trim().parse::<u64>() {
        Ok(n) if n <= MAX_GAMES => n,
        _ => {
            return Err(CliError::Bad {
                option: "games",
                value: o.games.clone(),
                allowed: "a whole number from 0 to 10000000",
            })
        }
    };
    let settings = Settings::from_strs([
        ("seed", o.seed.as_str()),
        ("depth", &o.depth),
        ("lambda", &o.lambda),
        ("alpha", &o.alpha),
        ("epsilon", &o.epsilon),
        ("opening", &o.opening),
        ("eval_every", &o.eval_every),
        ("eval_games", &o.eval_games),
    ])?;
    let mut trainer = match &o.from {
        Some(path) => {
            let path = path.strip_prefix('@').unwrap_or(path);
            let text = read_weights(watch, path)?;
            let start = Linear::from_json_text(&text).map_err(abviz_core::Error::from)?;
            Trainer::from_weights(settings, &start)
        }
        None => Trainer::new(settings),
    };
    // --out is tried before training, so a path that cannot be written
    // costs no training; a file made here and left unwritten is removed.
    let made = match &o.out {
        Some(path) => Some(open_out("weights", path)?),
        None => None,
    };
    let played = Cell::new(0u64);
    let label = || format!("{} games, ", grouped(played.get()));
    // Chunks end at the curve's points, so each is shown as it is reached.
    let every = trainer.settings().eval_every;
    let chunk = if every == 0 { 100 } else { every };
    // Each move's search is one search, with its own --max-nodes; a stop
    // names the game it was in (a curve point's games if one was due).
    let stopped_in = Cell::new(String::new());
    let what = || stopped_in.take();
    let trained = watch.run_showing(&label, &what, |budget| {
        let mut train = |trainer: &mut Trainer, n: u64| {
            let result = trainer.train(n, budget);
            if result.is_err() {
                let g = trainer.games();
                let last = trainer.curve().last().map(|p| p.games);
                let at = if every > 0 && g % every == 0 && last != Some(g) {
                    format!("the curve's games after {} training games", grouped(g))
                } else {
                    format!("training game {}", grouped(g + 1))
                };
                stopped_in.set(format!("the search of a move in {at}"));
            }
            result
        };
        if games == 0 && every > 0 {
            train(&mut trainer, 0)?;
        }
        while trainer.games() < games {
            // Games without search (--epsilon 1) count no nodes, so the
            // budget's tick never sees the clock: look between chunks.
            if watch.past_deadline() {
                return Ok(false);
            }
            let n = chunk.min(games - trainer.games());
            let points = train(&mut trainer, n)?;
            played.set(trainer.games());
            for p in points {
                watch.say(&format!(
                    "{} games, {} won, {} drawn, {} lost against the hand-made evaluation",
                    grouped(p.games),
                    p.wins,
                    p.draws,
                    p.losses
                ));
            }
        }
        Ok(true)
    });
    // Stopped by the clock between chunks: say the games, as no nodes may
    // have been counted.
    let trained = match trained {
        Ok(false) => {
            Err(watch.out_of_time(&format!("{} training games", grouped(trainer.games()))))
        }
        other => other.map(|_| ()),
    };
    let text = trainer.weights_json();
    let write = |path: &String| write_out("weights", path, format!("{text}\n").as_bytes());
    match (trained, &o.out) {
        // A limit stopped it: the games played so far are kept, and the
        // line says where.
        (Err(CliError::Stopped(line)), Some(path)) => {
            write(path)?;
            return Err(CliError::Stopped(format!(
                "{line}; the weights after {} games are written to \"{}\"",
                grouped(trainer.games()),
                quote(path)
            )));
        }
        (Err(e), _) => {
            if let (Some(true), Some(path)) = (made, &o.out) {
                let _ = fs::remove_file(path);
            }
            return Err(e);
        }
        (Ok(()), Some(path)) => write(path)?,
        (Ok(()), None) => {}
    }
    let weights: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    Ok(json!({
        "game": game.name,
        "games": trainer.games(),
        "nodes": trainer.nodes(),
        "out": o.out,
        "curve": trainer.curve().iter().map(point).collect::<Vec<_>>(),
        "weights": weights,
    }))
}

fn point(p: &CurvePoint) -> Value {
    json!({
        "games": p.games,
        "wins": p.wins,
        "draws": p.draws,
        "losses": p.losses,
        "win_rate": p.win_rate,
    })
}

/// The text of the weight file `path` (from `--eval @path`), checked, or
/// a one-line error naming the file and what is wrong with it. It is read
/// as trees and boards are (`Watch::text`): capped in size, BOMs handled,
/// and given up at `--time-limit`, so `@/dev/zero` or a FIFO that never
/// writes cannot fill memory or hang the run.
pub(crate) fn read_weights(watch: &Watch, path: &str) -> Result<String, CliError> {
    let from = format!("\"{}\"", quote(path));
    let text = watch.text("weights", &format!("@{path}"))?;
    match Linear::from_json_text(&text) {
        Ok(_) => Ok(text),
        Err(e) => Err(CliError::Read {
            what: "weights",
            from,
            reason: e.to_string().trim_start_matches("weights: ").into(),
        }),
    }
}
