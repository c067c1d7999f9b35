//! `abviz match`: whole games between two players, each a random mover, a
//! search (`mcts:iterations=N`, `alphabeta:depth=D`, any algorithm with any
//! of its options) or the game's solver, tallied as JSON. The first player
//! always moves first (sides do not alternate): run the match again with
//! the players swapped for the other side.

use std::cell::Cell;
use std::time::Instant;

use abviz_core::{
    find_game, grouped, Algorithm, Config, GameSpec, NodeKind, Problem, SearchOptions,
    DEFAULT_TT_SIZE,
};
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

/// A player, parsed from its SPEC.
enum Player {
    Random,
    Search(Algorithm, SearchOptions),
}

/// Reads `spec` (for `--first` or `--second`, `flag`) for `problem`.
fn player(
    flag: &'static str,
    spec: &str,
    game: &GameSpec,
    problem: &Problem,
) -> Result<Player, CliError> {
    let bad = |what: String| {
        CliError::NotApplicable(format!(
            "{flag} \"{}\": {what}",
            abviz_core::error::quote(spec)
        ))
    };
    let (name, list) = spec.split_once(':').unwrap_or((spec, ""));
    if name == "random" || name == "solver" {
        if !list.is_empty() {
            return Err(bad(format!("{name} takes no options")));
        }
        if name == "random" {
            return Ok(Player::Random);
        }
        // The solver's options on the first pruning search that runs them
        // (the enhanced search with the solver's windows).
        let options = SearchOptions::solver(DEFAULT_TT_SIZE);
        let solver = (Algorithm::ALL.iter()).find(|a| {
            let ok = problem.check_enhancements(**a, &options).is_ok();
            !a.spec().null_window && a.enhanced(&options) && ok
        });
        return match solver {
            Some(&a) => Ok(Player::Search(a, options)),
            None => Err(bad(format!("--game {} has no solver", game.name))),
        };
    }
    let algorithm =
        Algorithm::from_name(name).map_err(|e| bad(format!("{e}; or random or solver")))?;
    // key=value pairs; a piece without '=' continues the value before it
    // (bounds=-1,1).
    let mut pairs: Vec<(String, String)> = Vec::new();
    for piece in list.split(',').filter(|p| !p.is_empty()) {
        match (piece.split_once('='), pairs.last_mut()) {
            (Some((k, v)), _) => pairs.push((k.trim().to_string(), v.to_string())),
            (None, Some((_, v))) => *v = format!("{v},{piece}"),
            (None, None) => return Err(bad(format!("\"{piece}\" is not key=value"))),
        }
    }
    let spec_options = algorithm.spec().options;
    for (k, _) in &pairs {
        if !spec_options.contains(&format!("--{k}").as_str()) {
            let keys: Vec<&str> = spec_options.iter().map(|o| &o[2..]).collect();
            return Err(bad(format!(
                "{k} is not an option of {name} (its options: {})",
                keys.join(", ")
            )));
        }
    }
    let mut all: Vec<(&str, &str)> = vec![("game", game.name), ("algorithm", name)];
    all.extend(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let config = Config::from_strs(all).map_err(|e| bad(e.to_string()))?;
    let options = problem
        .prepare(&config.options)
        .map_err(|e| bad(e.to_string()))?;
    problem
        .check_enhancements(algorithm, &options)
        .map_err(|e| bad(e.to_string()))?;
    Ok(Player::Search(algorithm, options))
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

/// SplitMix64's mix: the stream of game `k`, ply `p`.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
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
    let first_is_max = problem.root_kind() != NodeKind::Min;
    // The tally: first's wins, draws, second's wins, moves; read by progress.
    let tally = Cell::new([0u64; 4]);
    let label = || {
        let [w, d, l, _] = tally.get();
        format!("game {} of {games}, ", grouped(w + d + l + 1))
    };
    let what = || format!("game {}", tally.get()[..3].iter().sum::<u64>() + 1);
    let run = watch.run_showing(&label, &what, |budget| {
        for k in 0..games {
            let mut path: Vec<u32> = Vec::new();
            let value = loop {
                let (end, moves, _) = problem.state_at(&path);
                if let Some(v) = end {
                    break v;
                }
                let stream = mix(seed ^ mix(k) ^ mix((path.len() as u64 + 1) << 32));
                let mv = match &players[path.len() % 2] {
                    Player::Random => moves[(stream % moves.len() as u64) as usize],
                    Player::Search(alg, options) => {
                        let mut options = *options;
                        options.mcts.seed ^= stream;
                        let s = problem.search_at(&path, *alg, &options, budget)?;
                        s.best_move.unwrap_or(moves[0])
                    }
                };
                path.push(mv);
            };
            let first = if first_is_max { value } else { -value };
            let mut t = tally.get();
            t[if first > 0.0 {
                0
            } else if first < 0.0 {
                2
            } else {
                1
            }] += 1;
            t[3] += path.len() as u64;
            tally.set(t);
            // Games without a search count no nodes: the clock is read here too.
            if watch.past_deadline() && k + 1 < games {
                return Ok(false);
            }
        }
        Ok(true)
    });
    let [first_wins, draws, second_wins, moves] = tally.get();
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
