//! Othello in the registry of games ([`crate::GAMES`] lists this entry in
//! one line): what front ends need to offer the game.

use super::{bad, Othello, NAME, SIZES};
use crate::games::GameError;
use crate::options::{Kind, OptionSpec, Reads};
use crate::problem::Problem;
use crate::spec::GameSpec;

/// `--size`: the board, one of [`SIZES`].
pub const SIZE: OptionSpec = OptionSpec {
    name: "size",
    value_name: "WxH",
    kind: Kind::Choice(&["4x4", "6x6", "8x8"]),
    default: "8x8",
    page: None,
    reads: Reads::DepthFirst,
    help: "Othello: the board, 4x4, 6x6 or 8x8 (default 8x8)",
};

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &["reversi"],
    title: "Othello",
    notation: "start (the standard start on the --size board), or rows separated by / of B (Black), W (White) and . (empty), then b or w for the side to move",
    options: &[],
    page: &[("depth", "3")],
    own: &[SIZE],
    boards: &[],
    weights: &[],
    start: Some("start"),
    learns: false,
    view: "othello",
    sets: &[],
    reads: &["board", "size", "enhance", "tt_size", "quiescence"],
    plays: &[],
    played: None,
    parse: |text, c| {
        let width = width_of(c.size.as_deref())?;
        let game = Othello::parse(text, width)?;
        // A grid gives its own width: a size that says otherwise is refused, not ignored.
        if c.size.is_some() && game.width() != width {
            let (w, g) = (width.to_string(), game.width().to_string());
            let message = format!("the board is {g}×{g}, but --size says {w}×{w}");
            return Err(bad("SizeMismatch", message, vec![("width", g), ("size", w)]).into());
        }
        Ok(Problem::new(game))
    },
};

/// The width a size gives (`8x8` or `8`; 8 when none is given).
fn width_of(size: Option<&str>) -> Result<u32, GameError> {
    let Some(text) = size else { return Ok(8) };
    let (w, h) = text.split_once(['x', 'X', '×']).unwrap_or((text, text));
    match (w.trim().parse::<u32>(), h.trim().parse::<u32>()) {
        (Ok(w), Ok(h)) if w == h && SIZES.contains(&w) => Ok(w),
        _ => {
            let message = format!(
                "size \"{}\" is not an Othello size; use 4x4, 6x6 or 8x8",
                crate::quote::quote(text)
            );
            Err(bad(
                "UnknownSize",
                message,
                vec![("size", text.to_string())],
            ))
        }
    }
}
