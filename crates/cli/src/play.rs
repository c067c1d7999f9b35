//! `abviz play`: whole games, turn by turn, through the core's
//! [`play`](abviz_core::play) module.
//!
//! Pacman decides each move by the search (its model of the ghosts is
//! `--ghosts`); how the ghosts really move is `--ghost-moves`, random by
//! default and seeded by `--seed`. That split is CS188's trappedClassic
//! lesson, so the JSON echoes both. `--time-limit` bounds the whole run;
//! `--max-nodes` bounds each move's search (a run of many games would
//! otherwise stop at a count that says nothing about one decision), and
//! progress counts games as well as nodes.

use std::cell::Cell;

use abviz_core::play::{play_many, play_robots, End, GhostMoves, PlaySetup};
use abviz_core::{find_game, grouped, Algorithm, Config, Eval, GameSpec, Pacman, Problem, Robots};
use serde_json::{json, Value};

use crate::error::CliError;
use crate::job::depth_or_default;
use crate::json::{chance_pruning, number};
use crate::limits::Watch;
use crate::PlayOpts;

/// The most games one run plays.
const MAX_GAMES: u32 = 1_000_000;
/// The largest `--max-moves`.
const MAX_MOVES: u32 = 100_000;

/// `abviz play` as JSON.
pub(crate) fn play_json(o: &PlayOpts, watch: &Watch) -> Result<Value, CliError> {
    let game = find_game(&o.game)?;
    if game.plays.is_empty() {
        return Err(CliError::Bad {
            option: "game",
            value: o.game.clone(),
            allowed: "a game abviz plays: play takes pacman or robots",
        });
    }
    let config = config(o, game)?;
    let algorithms: Vec<&str> = config.algorithms.iter().map(|a| a.name()).collect();
    crate::applies::check(
        crate::applies::Command::Play,
        &o.typed,
        game,
        &algorithms,
        false,
    )
    .map_err(CliError::NotApplicable)?;
    let algorithm = match config.algorithms[..] {
        [one] => one,
        _ => {
            return Err(CliError::Bad {
                option: "algorithm",
                value: o.algorithm.clone(),
                allowed: "one search: play decides each move by one of minimax, alphabeta or star2",
            })
        }
    };
    let text = watch.text("board", &o.board)?;
    if game.name == "robots" {
        robots(&text, &config, algorithm, watch)
    } else {
        pacman(o, &text, &config, algorithm, watch)
    }
}

/// The options as the core's [`Config`], the game's own defaults first.
fn config(o: &PlayOpts, game: &GameSpec) -> Result<Config, CliError> {
    let mut pairs = vec![
        ("game", o.game.as_str()),
        ("algorithm", &o.algorithm),
        ("order", &o.order),
    ];
    if let Some(p) = &o.prune {
        pairs.push(("prune", p));
    }
    if let Some(b) = &o.bounds {
        pairs.push(("bounds", b));
    }
    if let Some(d) = depth_or_default(game, o.depth.as_deref()) {
        pairs.push(("depth", d));
    }
    pairs.extend(o.maze.pairs(game)?);
    Ok(Config::from_strs(pairs)?)
}

/// A whole number option of `play` within `lo..=hi`.
fn whole<T: std::str::FromStr + PartialOrd>(
    option: &'static str,
    value: &str,
    lo: T,
    hi: T,
    allowed: &'static str,
) -> Result<T, CliError> {
    match value.trim().parse::<T>() {
        Ok(n) if n >= lo && n <= hi => Ok(n),
        _ => Err(CliError::Bad {
            option,
            value: value.into(),
            allowed,
        }),
    }
}

fn pacman(
    o: &PlayOpts,
    text: &str,
    config: &Config,
    algorithm: Algorithm,
    watch: &Watch,
) -> Result<Value, CliError> {
    let games = whole(
        "games",
        &o.games,
        1,
        MAX_GAMES,
        "a whole number from 1 to 1000000",
    )?;
    let seed = whole(
        "seed",
        &o.seed,
        0,
        u64::MAX,
        "a whole number from 0 to 2^64 - 1",
    )?;
    let max_moves = whole(
        "max-moves",
        &o.max_moves,
        1,
        MAX_MOVES,
        "a whole number from 1 to 100000",
    )?;
    let ghost_moves: GhostMoves = o.ghost_moves.parse()?;
    let eval = Eval::parse(&config.eval, config.weights)?;
    let game = Pacman::parse(text, config.ghosts, eval)?.after(&config.history)?;
    // Depth (required, in rounds), bounds and algorithm, checked before any game.
    let problem = Problem::of(game.clone());
    problem.prepare(&config.options)?;
    problem.check_enhancements(algorithm, &config.options)?;
    let setup = PlaySetup {
        algorithm,
        options: config.options,
        ghost_moves,
        max_moves,
        seed,
    };
    let done = Cell::new(0u32);
    let (mut decisions, mut nodes) = (0u64, 0u64);
    let progress = || {
        format!(
            "{} of {} games, ",
            grouped(done.get().into()),
            grouped(games.into())
        )
    };
    // Each decision (Pacman's or a searching ghost's) is one search.
    let what = || format!("the search of a move in game {}", done.get() + 1);
    let tally = watch.run_showing(&progress, &what, |budget| {
        play_many(&game, &setup, games, budget, |_, g| {
            done.set(done.get() + 1);
            for s in g.turns.iter().filter(|t| t.agent == 0) {
                decisions += 1;
                nodes += s.stats.as_ref().map_or(0, |s| s.nodes);
            }
        })
    })?;
    let per_decision = if decisions == 0 {
        0.0
    } else {
        nodes as f64 / decisions as f64
    };
    let mut out = json!({
        "game": "pacman",
        "board": o.board,
        "depth": config.options.depth,
        "algorithm": algorithm.name(),
        "ghosts": config.ghosts.name(),
        "ghost_moves": match ghost_moves {
            GhostMoves::Random => "random",
            GhostMoves::Search => "search",
        },
        "eval": config.eval,
        "seed": seed,
        "max_moves": max_moves,
        "games": tally.games,
        "wins": tally.wins,
        "losses": tally.losses,
        "timeouts": tally.timeouts,
        "win_rate": number(tally.win_rate()),
        "mean_score": number(tally.mean_score()),
        "mean_moves": number(tally.mean_moves()),
        "decisions": decisions,
        "mean_nodes_per_decision": number((per_decision * 10.0).round() / 10.0),
    });
    if let Some(note) = chance_pruning(&problem, &[algorithm], &config.options) {
        out["chance_pruning"] = json!(note);
    }
    Ok(out)
}

/// One robots game, both sides by the search: every move, the end and the
/// number of plies.
fn robots(
    text: &str,
    config: &Config,
    algorithm: Algorithm,
    watch: &Watch,
) -> Result<Value, CliError> {
    let game = Robots::parse(text, config.limit)?.after(&config.history)?;
    let problem = Problem::of(game.clone());
    problem.prepare(&config.options)?;
    problem.check_enhancements(algorithm, &config.options)?;
    let setup = PlaySetup {
        algorithm,
        options: config.options,
        ghost_moves: GhostMoves::Search,
        max_moves: u32::from(config.limit),
        seed: 0,
    };
    // Each move is one search, with its own --max-nodes.
    let ply = Cell::new(0u32);
    let what = || format!("the search of ply {}", ply.get() + 1);
    let record = watch.run(&what, |budget| {
        play_robots(&game, &setup, budget, |_, _| ply.set(ply.get() + 1))
    })?;
    let moves: Vec<Value> = (record.turns.iter())
        .map(|t| {
            json!({
                "robot": if t.agent == 0 { "White" } else { "Black" },
                "action": t.action.name(),
                "value": t.stats.as_ref().map(|s| number(s.value)),
                "nodes": t.stats.as_ref().map(|s| s.nodes),
            })
        })
        .collect();
    let nodes: u64 = (record.turns.iter())
        .filter_map(|t| t.stats.as_ref().map(|s| s.nodes))
        .sum();
    let (end, why) = match record.end {
        End::Win => ("win", "White caught Black"),
        _ => ("loss", "Black lasted to the move limit"),
    };
    Ok(json!({
        "game": "robots",
        "depth": config.options.depth,
        "algorithm": algorithm.name(),
        "limit": config.limit,
        "end": end,
        "why": why,
        "winner": if end == "win" { "White" } else { "Black" },
        "plies": record.turns.len(),
        "nodes": nodes,
        "moves": moves,
        "final": game.to_text(&final_state(&game, &record.turns)),
    }))
}

/// The position after `turns` from the game's root.
fn final_state(game: &Robots, turns: &[abviz_core::play::Turn]) -> abviz_core::robots::RobotsState {
    use abviz_core::Game;
    (turns.iter()).fold(game.root(), |s, t| game.play(&s, t.action.code()))
}
