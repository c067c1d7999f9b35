//! `abviz match`: whole games between two players, each a random mover, a
//! search (`mcts:iterations=N`, `alphabeta:depth=D`, any algorithm with any
//! of its options) or the game's solver, tallied as JSON. The first player
//! always moves first (sides do not alternate): run the match again with
//! the players swapped for the other side.

use std::cell::Cell;
use std::time::Instant;

use abviz_core::matches::{Match, Player, Tally};
use abviz_core::{find_game, grouped, Config, GameSpec, Problem};
use clap::Args;
use serde_json::{json, Value};

use crate::error::CliError;
use crate::limits::Watch;
use crate::Limits;

#[derive(Args)]
pub(crate) struct MatchOpts {
    #[command(flatten)]
    pub(crate) limits: Limits,
    /// A game with a starting position (see `abviz games`)
    #[arg(long, value_name = "G")]
    game: String,
    /// Connect Four's size, WxH from 4x4 to 7x6 (default 7x6)
    #[arg(long, value_name = "WxH")]
    size: Option<String>,
    /// The position the games start from (default: the game's own start)
    #[arg(long, allow_hyphen_values = true, value_name = "B")]
    board: Option<String>,
    /// The player who moves first in every game: random, solver,
    /// mcts:iterations=N[,c=C], alphabeta:depth=D, or any algorithm with
    /// its options as key=value
    #[arg(long, value_name = "SPEC")]
    first: String,
    /// The player who moves second, as --first
    #[arg(long, value_name = "SPEC")]
    second: String,
    /// Games to play, 1 to 100000
    #[arg(
        long,
        default_value = "10",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    games: String,
    /// The seed of the random players and of MCTS's playouts; game k of a
    /// run has its own stream
    #[arg(
        long,
        default_value = "1",
        allow_hyphen_values = true,
        value_name = "S"
    )]
    seed: String,
}

/// Reads `spec` for `--first` or `--second` (`flag`).
fn player(
    flag: &'static str,
    spec: &str,
    game: &GameSpec,
    problem: &Problem,
) -> Result<Player, CliError> {
    Player::parse(spec, game, problem).map_err(|what| {
        let what = what.to_string();
        CliError::NotApplicable(format!(
            "{flag} \"{}\": {what}",
            abviz_core::error::quote(spec)
        ))
    })
}

/// A number for `--games` or `--seed`.
fn whole(
    option: &'static str,
    text: &str,
    lo: u64,
    hi: u64,
    allowed: &'static str,
) -> Result<u64, CliError> {
    match text.trim().parse::<u64>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(CliError::Bad {
            option,
            value: text.into(),
            allowed,
        }),
    }
}

pub(crate) fn match_json(o: &MatchOpts, watch: &Watch) -> Result<Value, CliError> {
    let started = Instant::now();
    let game = find_game(&o.game)?;
    let Some(start) = o.board.as_deref().or(game.start) else {
        return Err(CliError::Bad {
            option: "game",
            value: o.game.clone(),
            allowed: "a game with a starting position (match plays tictactoe or connect4; give --board for another start)",
        });
    };
    let mut pairs = vec![("game", game.name)];
    if let Some(s) = &o.size {
        pairs.push(("size", s));
    }
    let config = Config::from_strs(pairs)?;
    let problem = Problem::from_config(Some(start), None, &config)?;
    if problem.has_chance() {
        return Err(CliError::Bad {
            option: "game",
            value: o.game.clone(),
            allowed: "a game of two players without chance",
        });
    }
    let games = whole(
        "games",
        &o.games,
        1,
        100_000,
        "a whole number from 1 to 100000",
    )?;
    let seed = whole("seed", &o.seed, 0, u64::MAX, "a whole number from 0")?;
    let players = [
        player("--first", &o.first, game, &problem)?,
        player("--second", &o.second, game, &problem)?,
    ];
    let Some(mut game_run) = Match::new(problem, players, seed) else {
        return Err(CliError::Bad {
            option: "game",
            value: o.game.clone(),
            allowed: "tictactoe or connect4 (a game of two players that goes on from any position)",
        });
    };
    // The tally, read by progress.
    let tally = Cell::new(Tally::default());
    let label = || format!("game {} of {games}, ", grouped(tally.get().games() + 1));
    let what = || format!("game {}", tally.get().games() + 1);
    let run = watch.run_showing(&label, &what, |budget| {
        for k in 0..games {
            game_run.play(budget)?;
            tally.set(game_run.tally());
            // Games without a search count no nodes: the clock is read here too.
            if watch.past_deadline() && k + 1 < games {
                return Ok(false);
            }
        }
        Ok(true)
    });
    let Tally {
        first_wins,
        draws,
        second_wins,
        moves,
    } = tally.get();
    let played = first_wins + draws + second_wins;
    let mut v = json!({
        "game": game.name,
        "first": o.first,
        "second": o.second,
        "games": played,
        "first_wins": first_wins,
        "draws": draws,
        "second_wins": second_wins,
        "mean_moves": if played > 0 { moves as f64 / played as f64 } else { 0.0 },
        "seconds": started.elapsed().as_secs_f64(),
    });
    let run = match run {
        Ok(false) => Err(watch.out_of_time(&format!("{} games", grouped(played)))),
        other => other.map(|_| ()),
    };
    match run {
        Ok(()) => Ok(v),
        Err(CliError::Stopped(line)) => {
            v["partial"] = json!(true);
            Err(CliError::Partial(
                v,
                format!("{line}; the {} games finished are printed", grouped(played)),
            ))
        }
        Err(e) => Err(e),
    }
}
