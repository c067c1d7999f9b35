//! `abviz play`: whole games, turn by turn, through the core's
//! [`play`](abviz_core::play) module. The game is asked through its
//! [`Played`]: one with chance in it (Pacman's random ghosts) is played as
//! a run of seeded games and tallied, one without (the robots) once, move
//! by move.
//!
//! Pacman decides each move by the search (its model of the ghosts is
//! `--ghosts`); how the ghosts really move is `--ghost-moves`, random by
//! default and seeded by `--seed`. That split is CS188's trappedClassic
//! lesson, so the JSON echoes both. `--time-limit` bounds the whole run;
//! `--max-nodes` bounds each move's search (a run of many games would
//! otherwise stop at a count that says nothing about one decision), and
//! progress counts games as well as nodes.

use std::cell::Cell;

use abviz_core::play::{play_many, End, GhostMoves, PlaySetup, Played, Setting};
use abviz_core::{find_game, grouped, Algorithm, Config, GameSpec};
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
    let Some(build) = game.played else {
        return Err(CliError::Bad {
            option: "game",
            value: o.game.clone(),
            allowed: "a game abviz plays: play takes pacman or robots",
        });
    };
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
    let played = build(&text, &config)?;
    if played.has_chance() {
        runs(o, &*played, &config, algorithm, watch)
    } else {
        once(&*played, &config, algorithm, watch)
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
    o.own.check_own(game)?;
    pairs.extend(o.own.pairs());
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

/// A run of games with chance in them: each game from its own seed, and
/// the wins, losses and means over the run.
fn runs(
    o: &PlayOpts,
    game: &dyn Played,
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
    // Depth (required, in rounds), bounds and algorithm, checked before any game.
    let problem = game.problem();
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
        play_many(game, &setup, games, budget, |_, g| {
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
        "game": config.game,
        "board": o.board,
        "depth": config.options.depth,
        "algorithm": algorithm.name(),
        "ghost_moves": match ghost_moves {
            GhostMoves::Random => "random",
            GhostMoves::Search => "search",
        },
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
    settings(&mut out, game);
    if let Some(note) = chance_pruning(&problem, &[algorithm], &config.options) {
        out["chance_pruning"] = json!(note);
    }
    Ok(out)
}

/// One game without chance, every move by the search: each move, the end
/// and the number of plies.
fn once(
    game: &dyn Played,
    config: &Config,
    algorithm: Algorithm,
    watch: &Watch,
) -> Result<Value, CliError> {
    let problem = game.problem();
    problem.prepare(&config.options)?;
    problem.check_enhancements(algorithm, &config.options)?;
    let setup = PlaySetup {
        algorithm,
        options: config.options,
        ghost_moves: GhostMoves::Search,
        max_moves: MAX_MOVES,
        seed: 0,
    };
    // Each move is one search, with its own --max-nodes.
    let ply = Cell::new(0u32);
    let what = || format!("the search of ply {}", ply.get() + 1);
    let record = watch.run(&what, |budget| {
        game.play(&setup, 0, budget, &mut |_| ply.set(ply.get() + 1))
    })?;
    let moves: Vec<Value> = (record.turns.iter())
        .map(|t| {
            json!({
                "robot": game.agent_name(t.agent),
                "action": t.action.name(),
                "value": t.stats.as_ref().map(|s| number(s.value)),
                "nodes": t.stats.as_ref().map(|s| s.nodes),
            })
        })
        .collect();
    let nodes: u64 = (record.turns.iter())
        .filter_map(|t| t.stats.as_ref().map(|s| s.nodes))
        .sum();
    // A game without chance is won by the first agent or by the second.
    let won = record.end == End::Win;
    let end = if won { "win" } else { "loss" };
    let winner = game.agent_name(u8::from(!won));
    let mut out = json!({
        "game": config.game,
        "depth": config.options.depth,
        "algorithm": algorithm.name(),
        "end": end,
        "why": game.why(record.end),
        "winner": winner,
        "plies": record.turns.len(),
        "nodes": nodes,
        "moves": moves,
        "final": game.text_after(&record.turns),
    });
    settings(&mut out, game);
    Ok(out)
}

/// Adds the game's own settings (Pacman's ghosts, the robots' limit) to `out`.
fn settings(out: &mut Value, game: &dyn Played) {
    for (name, value) in game.settings() {
        out[name] = match value {
            Setting::Text(t) => json!(t),
            Setting::Whole(n) => json!(n),
        };
    }
}
