//! `abviz book`: builds an opening book file (see `abviz_core::games::books`
//! for the formats), as `scripts/build-books.sh` runs it; and the deep 7×6
//! book the CLI ships with (`web/data/`, the file the page fetches).

use std::collections::{HashMap, HashSet};
use std::io::{self, BufWriter, Write};
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use abviz_core::error::quote;
use abviz_core::{
    book_key, connect4, enumerate, Connect4, DeepBook, Game, Scoring, Size, TableJob,
    MAX_BOOK_PLIES, TABLES,
};
use clap::Args;
use serde_json::{json, Value};

use crate::error::{open_out, write_out, written, CliError};
use crate::limits::Watch;
use crate::Limits;

#[derive(Args)]
pub(crate) struct BookOpts {
    #[command(flatten)]
    pub(crate) limits: Limits,
    /// A game with an opening book: tictactoe or connect4
    #[arg(long, default_value = abviz_core::DEFAULT_BOOK, value_name = "G")]
    game: String,
    /// Connect Four's size, WxH from 4x4 to 7x6
    #[arg(long, default_value = "5x4", value_name = "WxH")]
    size: String,
    /// Every position within this many plies of the start, 0 to 8
    #[arg(
        long,
        default_value = "4",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    plies: String,
    /// The file to write
    #[arg(long, value_name = "FILE")]
    out: String,
    /// Connect Four: transposition table slots of each solve
    #[arg(long, default_value = "1048576", value_name = "N")]
    tt_size: String,
    /// Connect Four: build the deep book (binary, one score a position)
    /// from the scores of its deepest positions in FILE, "position score"
    /// a line as `abviz solve --positions` prints them (- reads standard
    /// input); every shallower position follows by negamax
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    from_scores: Option<String>,
    /// With --from-scores: write the book even when some deepest positions
    /// have no score (they, and the positions above them, stay unknown)
    #[arg(long, requires = "from_scores")]
    partial: bool,
}

/// The deep 7×6 book the CLI ships with: every position of up to 8 discs
/// (the page fetches the same file).
const SHIPPED: &[u8] = include_bytes!("../../../web/data/connect4-7x6.book");

/// [`SHIPPED`], read once (`None` if it does not read, which a test rules out).
pub(crate) fn shipped() -> Option<Arc<DeepBook>> {
    static BOOK: OnceLock<Option<Arc<DeepBook>>> = OnceLock::new();
    let book = BOOK.get_or_init(|| DeepBook::from_bytes(SHIPPED).ok().map(Arc::new));
    book.clone()
}

/// `abviz positions --list`: every Connect Four position of `size` with
/// exactly `plies` discs that a game reaches before anyone makes four, one
/// per mirror pair, as the column sequence (1-based) that first reaches it,
/// depth first with columns from the centre outwards: the positions the
/// deep book's builder solves, in the order `scripts/build-books.sh`
/// splits them.
pub(crate) fn list(
    game: Option<&str>,
    size: Option<&str>,
    plies: Option<&str>,
) -> Result<(), CliError> {
    if abviz_core::find_game(game.unwrap_or(connect4::NAME))?.name != connect4::NAME {
        return Err(bad("--game", game.unwrap_or(""), "connect4 with --list"));
    }
    let size: Size = size.unwrap_or("7x6").parse()?;
    let text = plies.unwrap_or("8");
    let plies = match text.trim().parse() {
        Ok(n) if n <= MAX_BOOK_PLIES => n,
        _ => {
            return Err(bad(
                "--plies",
                text,
                "a whole number from 0 to 10 with --list",
            ))
        }
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // The first failed write ends the listing: a closed pipe (`| head`)
    // quietly, anything else with its error.
    let mut failed: Option<io::Error> = None;
    enumerate(size, plies, |v| {
        if v.moves.len() as u32 == plies && failed.is_none() {
            let line: String = v
                .moves
                .iter()
                .map(|&c| char::from(b'1' + c as u8))
                .collect();
            failed = writeln!(out, "{}", if line.is_empty() { "-" } else { &line }).err();
        }
    });
    written(match failed {
        Some(e) => Err(e),
        None => out.flush(),
    })
}

/// Builds the book, writes it to `--out` and describes it as JSON.
pub(crate) fn build(o: &BookOpts, watch: &Watch) -> Result<Value, CliError> {
    let start = Instant::now();
    let plies: u32 = match o.plies.trim().parse() {
        Ok(n) if n <= 8 => n,
        _ => return Err(bad("--plies", &o.plies, "a whole number from 0 to 8")),
    };
    let tt: usize = match o.tt_size.trim().parse() {
        Ok(n) if (1..=1 << 26).contains(&n) => n,
        _ => {
            return Err(bad(
                "--tt-size",
                &o.tt_size,
                "a whole number from 1 to 67108864",
            ))
        }
    };
    // Said before any solving: a book can take minutes.
    let made = open_out("book", &o.out)?;
    let built = match &o.from_scores {
        Some(from) => deep(o, from, plies, watch, start),
        None => text_book(o, plies, tt, watch, start),
    };
    // A run a limit stopped has written what it solved; any other failure
    // leaves no empty file behind.
    if made && matches!(&built, Err(e) if !matches!(e, CliError::Stopped(_))) {
        let _ = std::fs::remove_file(&o.out);
    }
    built
}

/// The text book of every position within `plies`, solved.
fn text_book(
    o: &BookOpts,
    plies: u32,
    tt: usize,
    watch: &Watch,
    start: Instant,
) -> Result<Value, CliError> {
    let game = abviz_core::find_game(&o.game)?;
    let Some(build) = abviz_core::tables_of(game.name).and_then(|t| t.book) else {
        return Err(CliError::Bad {
            option: "--game",
            value: o.game.clone(),
            allowed: with_books(),
        });
    };
    let job = TableJob {
        size: Some(&o.size),
        plies: Some(plies),
        tt_size: tt,
        symmetry: false,
    };
    // Each position's solve is one search, with its own --max-nodes.
    let (at, all) = (std::cell::Cell::new(0), std::cell::Cell::new(0));
    let mut progress = |done: usize, of: usize| {
        at.set(done);
        all.set(of);
        if watch.progress_on() {
            eprintln!("abviz: {done} of {of} positions");
        }
    };
    let what = || format!("the solve of position {}", at.get() + 1);
    let mut text = String::new();
    let built = watch.run(&what, |budget| {
        build(&job, budget, &mut progress, &mut text)
    });
    if let Err(CliError::Stopped(line)) = built {
        // What was solved is kept, marked as part of a book.
        let done = text.lines().filter(|l| !l.starts_with('#')).count();
        let all = all.get().max(done);
        let (done, all) = (
            abviz_core::grouped(done as u64),
            abviz_core::grouped(all as u64),
        );
        let note =
            format!("# PARTIAL: {done} of the {all} positions; the run was stopped by a limit\n");
        write_out("book", &o.out, format!("{note}{text}").as_bytes())?;
        return Err(CliError::Stopped(format!(
            "{line}; the {done} of {all} positions solved are written to \"{}\", marked partial",
            quote(&o.out)
        )));
    }
    let size = built?;
    write_out("book", &o.out, text.as_bytes())?;
    let positions = text.lines().filter(|l| !l.starts_with('#')).count();
    Ok(json!({
        "game": o.game,
        "size": size,
        "plies": plies,
        "positions": positions,
        "bytes": text.len(),
        "seconds": (start.elapsed().as_secs_f64() * 100.0).round() / 100.0,
        "out": o.out,
    }))
}

/// `abviz book --from-scores`: the deep book from its deepest positions'
/// scores, written as its binary file.
fn deep(
    o: &BookOpts,
    from: &str,
    plies: u32,
    watch: &Watch,
    start: Instant,
) -> Result<Value, CliError> {
    if abviz_core::find_game(&o.game)?.name != connect4::NAME {
        return Err(bad("--game", &o.game, "connect4 with --from-scores"));
    }
    let size: Size = o.size.parse()?;
    let (arg, name) = match from {
        "-" => ("-".to_string(), "standard input".to_string()),
        p => (format!("@{p}"), quote(p)),
    };
    let text = watch.text("scores", &arg)?;
    let line_error = |line: usize, reason: String| CliError::Line {
        from: name.clone(),
        line,
        reason,
    };
    // The deepest positions' canonical keys.
    let mut deepest = HashSet::new();
    enumerate(size, plies, |v| {
        if v.moves.len() as u32 == plies {
            deepest.insert(v.key);
        }
    });
    let mut scores: HashMap<u64, i32> = HashMap::new();
    for (i, line) in text.lines().enumerate() {
        let mut fields = line.split_whitespace();
        let (Some(seq), Some(score)) = (fields.next(), fields.next()) else {
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            return Err(line_error(
                i + 1,
                "a line is a position and its score".into(),
            ));
        };
        if seq.starts_with('#') {
            continue;
        }
        let game = Connect4::parse(seq, Some(size), Scoring::Fast)
            .map_err(|e| line_error(i + 1, e.to_string()))?;
        let score: i32 = (score.parse()).map_err(|_| {
            line_error(
                i + 1,
                format!("score \"{}\" is not a whole number", quote(score)),
            )
        })?;
        let root = game.root();
        let key = book_key(size, root.cur, root.mask);
        if !deepest.contains(&key) {
            let why = format!("{seq} is not a position of {plies} discs without four in a row");
            return Err(line_error(i + 1, why));
        }
        if scores.insert(key, score).is_some_and(|s| s != score) {
            return Err(line_error(i + 1, format!("{seq} is given two scores")));
        }
    }
    let missing = deepest.len() - scores.len();
    if missing > 0 && !o.partial {
        return Err(CliError::Book(format!(
            "{missing} of the {} positions of {plies} discs have no score in {name}; --partial writes the book anyway",
            deepest.len()
        )));
    }
    let book = DeepBook::derive(size, plies, |key| scores.get(&key).copied());
    let bytes = book.to_bytes();
    write_out("book", &o.out, &bytes)?;
    Ok(json!({
        "game": connect4::NAME,
        "size": size.to_string(),
        "plies": plies,
        "positions": book.len(),
        "known": book.known(),
        "deepest": deepest.len(),
        "missing": missing,
        "bytes": bytes.len(),
        "seconds": (start.elapsed().as_secs_f64() * 100.0).round() / 100.0,
        "out": o.out,
    }))
}

fn bad(option: &'static str, value: &str, allowed: &'static str) -> CliError {
    CliError::Bad {
        option,
        value: value.into(),
        allowed,
    }
}

/// The games `abviz book` builds for, as "a or b", worked out once.
fn with_books() -> &'static str {
    static NAMES: OnceLock<String> = OnceLock::new();
    let names = || TABLES.iter().filter(|t| t.book.is_some()).map(|t| t.game);
    NAMES.get_or_init(|| abviz_core::one_of(&names().collect::<Vec<_>>()))
}
