//! `abviz`: analyse a position of any registered game (tic-tac-toe, Connect
//! Four, a textbook tree, CS188's Pacman, Nilsson's robots) with minimax and
//! alpha-beta, and print the counts (`analyze`) or every trace event
//! (`trace`); play whole Pacman or robots games (`play`); build the opening
//! books (`book`).
//!
//! All option values are read as text and parsed by `abviz-core`, so the CLI,
//! the page and the tests share one set of error messages. Any error is one
//! line on stderr and exit status 2.
//!
//! Every search runs within a [`Budget`](abviz_core::Budget): `--max-nodes` is the core's node
//! limit; `--time-limit` and `--progress` live in the budget's tick (the core
//! has no clock), which the core calls every 2¹⁴ nodes. A search stopped by
//! a limit is one line naming the limit and exit status 3. Reading
//! `--tree @FILE` happens on its own thread, so a FIFO that never gets a
//! writer stops at the time limit too.
//!
//! This file holds the clap definitions and the dispatch; [`input`] reads
//! `--tree` and `--board`, [`limits`] keeps the budget, [`job`] validates
//! the options, [`json`] and [`trace`](mod@trace) print the results, and
//! [`play`](mod@play) plays whole games.

mod applies;
mod book;
mod closed;
mod cs188;
mod declared;
mod error;
mod export;
mod help;
mod input;
mod job;
mod json;
mod learn;
mod limits;
mod match_cmd;
mod mcts;
mod play;
mod preset;
mod solve;
mod trace;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use abviz_core::error::quote;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use serde_json::Value;

use crate::declared::Declared;
use crate::error::{write_error, written, CliError};
use crate::help::{ABOUT, CONVENTIONS};
use crate::json::{algorithms_json, analyze, positions_json};
use crate::learn::{learn_json, LearnOpts};
use crate::limits::Watch;
use crate::play::play_json;
use crate::solve::{solve_json, solve_positions, SolveOpts};
use crate::trace::trace;

#[derive(Parser)]
#[command(name = "abviz", version, about = ABOUT, after_long_help = CONVENTIONS)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print one JSON object with each algorithm's value, best move and counts.
    #[command(after_long_help = CONVENTIONS)]
    Analyze(Opts),
    /// Print every trace event as JSON Lines (minimax's first when both run).
    #[command(after_long_help = CONVENTIONS)]
    Trace(Opts),
    /// List the registered algorithms with their options and pseudocode, as JSON.
    Algorithms,
    /// List the registered games with their notation, options and defaults, as JSON.
    Games,
    /// List every option (type, default, the page's range, which searches
    /// read it, help): those every game takes, then each game's own, as JSON.
    Options,
    /// List the named presets (the source texts' figures and the page's
    /// examples) with title, source, caption, game, position and options,
    /// as JSON; --preset NAME in analyze and trace loads one.
    Presets,
    /// Replay Nilsson's tic-tac-toe game stage by stage (Figs 3-5, then
    /// Fig. 6's alpha-beta) as JSON: abviz replay nilsson.
    Replay(preset::ReplayOpts),
    /// Solve a Connect Four position exactly (fast scoring, no depth limit), with
    /// each column's score, as JSON; or a file of positions (--positions), a
    /// line each.
    Solve(SolveOpts),
    /// Count the distinct Connect Four (or tic-tac-toe) positions after 0, 1, ..., N plies, as JSON.
    Positions(PositionOpts),
    /// Build an opening book (every position within N plies, solved) and
    /// write it as text, as scripts/build-books.sh does.
    Book(book::BookOpts),
    /// Play whole Pacman games (Pacman by the search, the ghosts at random or
    /// by search) and print the tally as JSON; or one robots game, both sides
    /// by search, with its moves.
    #[command(after_long_help = CONVENTIONS)]
    Play(PlayOpts),
    /// Draw the search for print: a standalone TikZ picture (MAX and MIN
    /// triangles, pruned parts dashed, the best line thick), an SVG or the
    /// drawing list as JSON; the position and options as in analyze.
    #[command(after_long_help = CONVENTIONS)]
    Export(export::ExportOpts),
    /// Learn Connect Four's evaluation, a weighted sum of window features, by
    /// TD(lambda) in self-play; print the learning curve (win rate against the
    /// hand-made evaluation) and the weights as JSON.
    Learn(LearnOpts),
    /// Play whole games between two players (random, solver, or any search
    /// with its options, such as mcts:iterations=1000 or alphabeta:depth=4)
    /// and print the tally as JSON. The first player always moves first.
    Match(match_cmd::MatchOpts),
}

#[derive(Args, Clone, Default)]
struct Limits {
    /// Stop a search after this many nodes, each search counting its own: an
    /// algorithm, a move, a position (exit status 3; see LIMITS in --help)
    #[arg(long, value_name = "N")]
    max_nodes: Option<String>,
    /// Stop after this many seconds (exit status 3)
    #[arg(long, value_name = "SECONDS")]
    time_limit: Option<String>,
    /// Write nodes and time so far to stderr about twice a second (the
    /// default when stderr is a terminal)
    #[arg(long, overrides_with = "no_progress")]
    progress: bool,
    /// Never write progress
    #[arg(long)]
    no_progress: bool,
}

#[derive(Args)]
struct PositionOpts {
    #[command(flatten)]
    limits: Limits,
    /// connect4 or tictactoe (default: tictactoe with --symmetry, else connect4)
    #[arg(long, value_name = "G")]
    game: Option<String>,
    /// Connect Four: WxH, from 4x4 to 7x6 (default 7x6)
    #[arg(long, value_name = "WxH")]
    size: Option<String>,
    /// The most plies, 0 to 12 (default: Connect Four 7, tic-tac-toe the whole game)
    #[arg(long, allow_hyphen_values = true, value_name = "N")]
    plies: Option<String>,
    /// Tic-tac-toe: count positions that are the same under the board's 8
    /// symmetries once
    #[arg(long)]
    symmetry: bool,
    /// Connect Four: list the positions of exactly --plies discs (default
    /// 8) that the deep book's builder solves, a column sequence a line
    #[arg(long, conflicts_with = "symmetry")]
    list: bool,
}

#[derive(Args)]
// The position: --board, --tree or --preset (each joins the group), at least one.
#[command(group = clap::ArgGroup::new("position").required(true).multiple(true))]
struct Opts {
    #[command(flatten)]
    limits: Limits,
    /// A tic-tac-toe board, e.g. O.X/.X./O..; with --game connect4 a
    /// column sequence such as 4453 (or a grid); with --game pacman or
    /// robots a layout name (minimaxClassic, open8; see `abviz games`) or
    /// the maze's rows separated by / or newlines. @FILE reads it from a
    /// file and - from standard input
    #[arg(long, allow_hyphen_values = true, value_name = "B", group = "position")]
    board: Option<String>,
    /// A named preset from `abviz presets` (rich-fig5, nilsson-fig7,
    /// wikipedia, aima, ...): its game, position and options, each
    /// replaced by the same option given on the command line
    #[arg(long, value_name = "NAME", group = "position")]
    preset: Option<String>,
    /// A game from `abviz games`, by name or alias
    #[arg(long, default_value = abviz_core::DEFAULT_GAME, value_name = "G")]
    game: String,
    /// A textbook tree of nested lists, e.g. [[3,12,8],[2,4,6],[14,5,2]];
    /// @FILE reads it from a file and - from standard input (for trees too
    /// long for a command line)
    // This comment is clap's --help text, where brackets are literal, not links.
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(
        long,
        allow_hyphen_values = true,
        value_name = "T",
        group = "position",
        conflicts_with = "board"
    )]
    tree: Option<String>,
    /// Every option the core declares: the search's and the games' own.
    #[command(flatten)]
    declared: Declared,
    /// The options typed on the command line (clap ids), for `applies`.
    #[arg(skip)]
    typed: Vec<String>,
}

#[derive(Args)]
struct PlayOpts {
    #[command(flatten)]
    limits: Limits,
    /// pacman or robots
    #[arg(long, default_value = abviz_core::DEFAULT_PLAYED, value_name = "G")]
    game: String,
    /// A layout name (see `abviz games`), the maze's rows separated by / or
    /// newlines, @FILE or - (standard input)
    #[arg(long, allow_hyphen_values = true, value_name = "B")]
    board: String,
    /// The search's depth: rounds for Pacman (default 2), plies for the robots (default 6)
    #[arg(long, allow_hyphen_values = true, value_name = "N")]
    depth: Option<String>,
    /// The search every decision uses: minimax, alphabeta or star2
    #[arg(long, default_value = "alphabeta", value_name = "A")]
    algorithm: String,
    /// natural, reverse or random:SEED
    #[arg(long, default_value = "natural", value_name = "O")]
    order: String,
    /// ge or gt (default gt for Pacman, ge for the robots)
    #[arg(long, value_name = "P")]
    prune: Option<String>,
    /// L,U: bounds on every value, for Star1/Star2 at chance nodes
    #[arg(long, allow_hyphen_values = true, value_name = "L,U")]
    bounds: Option<String>,
    /// Pacman: how the ghosts really move, random (uniform over their legal
    /// actions, seeded by --seed, as CS188's RandomGhost) or search (each by
    /// the same search, against Pacman)
    #[arg(long, default_value = "random", value_name = "M")]
    ghost_moves: String,
    /// Pacman: games to play, 1 to 1000000
    #[arg(
        long,
        default_value = "1",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    games: String,
    /// Pacman: the random ghosts' seed; game k of a run has its own stream
    #[arg(
        long,
        default_value = "1",
        allow_hyphen_values = true,
        value_name = "S"
    )]
    seed: String,
    /// Pacman: its moves before a game is called a timeout, 1 to 100000
    #[arg(
        long,
        default_value = "500",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    max_moves: String,
    /// The games' own options a played game lists (--ghosts, --limit, ...).
    #[command(flatten)]
    own: Declared<declared::PlayedOwn>,
    #[arg(skip)]
    typed: Vec<String>,
}

/// Most characters of a clap message that [`fold`] keeps.
const CLAP_MESSAGE_LIMIT: usize = 200;

/// `message` from clap as one short line: its words joined by single
/// spaces, each quoted (clap repeats a bad argument as typed, control
/// characters and all), and, past [`CLAP_MESSAGE_LIMIT`] characters, its
/// first and last words around an ellipsis.
fn fold(message: &str) -> String {
    let words: Vec<String> = message.split_whitespace().map(quote).collect();
    let total: usize = words.iter().map(|w| w.chars().count() + 1).sum();
    if total <= CLAP_MESSAGE_LIMIT {
        return words.join(" ");
    }
    // Words from the start for three quarters of the limit, the rest from
    // the end (no word is longer than QUOTE_LIMIT characters).
    fn keep<'a>(words: impl Iterator<Item = &'a String>, room: usize) -> Vec<&'a str> {
        let mut used = 0;
        (words.map(|w| w.as_str()))
            .take_while(|w| {
                used += w.chars().count() + 1;
                used <= room
            })
            .collect()
    }
    let head = keep(words.iter(), CLAP_MESSAGE_LIMIT * 3 / 4);
    let mut tail = keep(words.iter().rev(), CLAP_MESSAGE_LIMIT / 4 - 2);
    tail.reverse();
    format!("{} … {}", head.join(" "), tail.join(" "))
}

/// Prints a JSON result, or its error as one line with exit status 2 (3
/// when a limit stopped it).
fn print_text(text: impl std::fmt::Display) -> ExitCode {
    let mut out = io::stdout();
    match written(writeln!(out, "{text}").and_then(|_| out.flush())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

fn print_or_fail(result: Result<Value, CliError>) -> ExitCode {
    match result {
        Ok(v) => print_text(v),
        // What was finished is printed first; a failure to print it wins.
        Err(CliError::Partial(v, line)) => {
            let mut out = io::stdout();
            match written(writeln!(out, "{v}").and_then(|_| out.flush())) {
                Ok(()) => fail_run(CliError::Stopped(line)),
                Err(e) => fail(e),
            }
        }
        Err(e) => fail_run(e),
    }
}

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("abviz: {message}");
    ExitCode::from(2)
}

/// Exit status 3 for a run a limit stopped, else 2, with the one line.
fn fail_run(e: CliError) -> ExitCode {
    match e {
        CliError::Stopped(_) | CliError::Partial(..) => {
            eprintln!("abviz: {e}");
            ExitCode::from(3)
        }
        e => fail(e),
    }
}

fn main() -> ExitCode {
    let start = Instant::now();
    // Before any work: whatever the command, its answer would be lost.
    if closed::stdout_closed() {
        return fail("cannot write the output to standard output: it is closed");
    }
    let parsed = export::command(Cli::command())
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m).map(|cli| (cli, m)));
    let mut cli = match parsed {
        Ok((mut cli, matches)) => {
            if let Err(e) = preset::fill(&mut cli, &matches) {
                return fail(e);
            }
            cli
        }
        Err(e) if !e.use_stderr() => {
            // --help and --version go to stdout as usual.
            return match written(e.print().and_then(|_| io::stdout().flush())) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => fail(e),
            };
        }
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return fail("a command is needed: abviz analyze, trace, export, play, match, learn, solve, positions, book, games, presets, replay or algorithms (see abviz --help)");
        }
        Err(e) => {
            // clap's message may go on over indented lines before its usage
            // block; fold those into one line and drop the usage.
            let text = e.to_string();
            let message = text.split("\n\n").next().unwrap_or("bad arguments");
            let line = fold(message.trim_start_matches("error: "));
            return fail(format_args!("{line} (see abviz --help)"));
        }
    };
    if let Command::Export(e) = &mut cli.command {
        e.prepare();
    }
    let limits = match &cli.command {
        Command::Analyze(o) | Command::Trace(o) => o.limits.clone(),
        Command::Export(e) => e.opts.limits.clone(),
        Command::Solve(o) => o.limits.clone(),
        Command::Positions(o) => o.limits.clone(),
        Command::Book(o) => o.limits.clone(),
        Command::Play(o) => o.limits.clone(),
        Command::Learn(o) => o.limits.clone(),
        Command::Match(o) => o.limits.clone(),
        _ => Limits::default(),
    };
    let watch = match Watch::new(&limits, start, &cli.command) {
        Ok(w) => w,
        Err(e) => return fail(e),
    };
    let opts = match &cli.command {
        Command::Analyze(opts) | Command::Trace(opts) => opts,
        Command::Solve(o) => match &o.positions {
            Some(path) => {
                return match solve_positions(o, path, &watch) {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(e) => fail_run(e),
                }
            }
            None => return print_or_fail(solve_json(o, &watch)),
        },
        Command::Positions(o) if o.list => {
            return book::list(o.game.as_deref(), o.size.as_deref(), o.plies.as_deref())
                .map_or_else(fail_run, |_| ExitCode::SUCCESS)
        }
        Command::Positions(o) => return print_or_fail(positions_json(o, &watch)),
        Command::Book(o) => return print_or_fail(book::build(o, &watch)),
        Command::Play(o) => return print_or_fail(play_json(o, &watch)),
        Command::Learn(o) => return print_or_fail(learn_json(o, &watch)),
        Command::Match(o) => return print_or_fail(match_cmd::match_json(o, &watch)),
        // A closed pipe (`abviz algorithms | head -c 100`) ends quietly.
        Command::Algorithms => return print_text(algorithms_json()),
        Command::Games => return print_text(abviz_core::games_json()),
        Command::Options => return print_text(abviz_core::all_options_json()),
        Command::Presets => return print_text(abviz_core::presets_json()),
        Command::Replay(o) => return print_or_fail(preset::replay(o)),
        Command::Export(e) => return e.run(&watch).map_or_else(fail_run, print_text),
    };
    let job = match opts.job(&watch) {
        Ok(job) => job,
        Err(e) => return fail_run(e),
    };
    if let Command::Analyze(_) = cli.command {
        let annotate = |v| match &job.cs188 {
            Some(run) => run.annotate(v),
            None => v,
        };
        // A run the node limit stopped part-way prints what finished.
        return print_or_fail(analyze(&job, &watch).map(annotate).map_err(|e| match e {
            CliError::Partial(v, line) => CliError::Partial(annotate(v), line),
            e => e,
        }));
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = match cli.command {
        Command::Trace(_) => trace(&job, &watch, &mut out),
        Command::Analyze(_)
        | Command::Algorithms
        | Command::Games
        | Command::Options
        | Command::Presets
        | Command::Replay(_)
        | Command::Export(_)
        | Command::Solve(_)
        | Command::Positions(_)
        | Command::Book(_)
        | Command::Play(_)
        | Command::Learn(_)
        | Command::Match(_) => Ok(()),
    };
    match result.and_then(|_| out.flush().map_err(|e| e.into())) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`abviz trace … | head`) is not an error worth a message.
        Err(e)
            if e.downcast_ref::<io::Error>()
                .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => match e.downcast::<CliError>() {
            Ok(e) => fail_run(*e),
            Err(e) => match e.downcast::<io::Error>() {
                // The only bare I/O errors here are the output's.
                Ok(e) => fail(write_error(&e)),
                Err(e) => fail(e),
            },
        },
    }
}
