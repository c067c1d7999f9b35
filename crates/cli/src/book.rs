//! `abviz book`: builds an opening book file (see `abviz_core::games::books`
//! for the format), as `scripts/build-books.sh` runs it.

use std::time::Instant;

use abviz_core::{connect4_book, tictactoe_book, Size};
use clap::Args;
use serde_json::{json, Value};

use crate::error::CliError;
use crate::limits::Watch;
use crate::Limits;

#[derive(Args)]
pub(crate) struct BookOpts {
    #[command(flatten)]
    pub(crate) limits: Limits,
    /// tictactoe or connect4
    #[arg(long, default_value = "tictactoe", value_name = "G")]
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
    let (text, size) = match abviz_core::find_game(&o.game)?.name {
        "tictactoe" => (tictactoe_book(plies), None),
        "connect4" => {
            let size: Size = o.size.parse()?;
            let progress = |done: usize, all: usize| {
                if watch.progress_on() {
                    eprintln!("abviz: {done} of {all} positions");
                }
            };
            let text = watch.run(|budget| connect4_book(size, plies, tt, budget, progress))?;
            (text, Some(size.to_string()))
        }
        _ => return Err(bad("--game", &o.game, "tictactoe or connect4")),
    };
    if std::fs::write(&o.out, &text).is_err() {
        return Err(bad("--out", &o.out, "a file that can be written"));
    }
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

fn bad(option: &'static str, value: &str, allowed: &'static str) -> CliError {
    CliError::Bad {
        option,
        value: value.into(),
        allowed,
    }
}
