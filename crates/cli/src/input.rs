//! Reading `--tree` and `--board`: the text itself, `@FILE` or `-`
//! (standard input), with byte order marks handled, given up at the time
//! limit.

use std::io::{self, Read};
use std::sync::mpsc;
use std::time::Instant;

use abviz_core::error::quote;

use crate::error::{io_reason, CliError};
use crate::limits::Watch;

/// The most text read from a file or standard input: far more than a tree
/// of the core's 1,000,000-node limit needs with sensible numbers (a maze
/// is at most 40×40).
const MAX_TREE_TEXT: u64 = 64 << 20;

/// The text of `--tree` or `--board` (`what`): itself, or the contents of a file (`@FILE`) or of
/// standard input (`-`), at most [`MAX_TREE_TEXT`] bytes of UTF-8. A UTF-8
/// byte order mark at the start of a file is dropped (Windows editors write
/// one); a UTF-16 one is named, since the bytes after it are not UTF-8.
fn read_text(what: &'static str, arg: &str) -> Result<String, CliError> {
    let (from, reader): (String, Box<dyn Read>) = if arg == "-" {
        ("standard input".into(), Box::new(io::stdin()))
    } else if let Some(path) = arg.strip_prefix('@') {
        // The path is input too: a newline in it must not break the line.
        let from = format!("\"{}\"", quote(path));
        match std::fs::File::open(path) {
            Ok(file) => (from, Box::new(file)),
            Err(e) => {
                return Err(CliError::Read {
                    what,
                    from,
                    reason: io_reason(&e),
                })
            }
        }
    } else {
        return Ok(arg.to_string());
    };
    let mut bytes = Vec::new();
    if let Err(e) = reader.take(MAX_TREE_TEXT + 1).read_to_end(&mut bytes) {
        return Err(CliError::Read {
            what,
            from,
            reason: io_reason(&e),
        });
    }
    if bytes.len() as u64 > MAX_TREE_TEXT {
        let reason = format!("it is longer than {} MiB", MAX_TREE_TEXT >> 20);
        return Err(CliError::Read { what, from, reason });
    }
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        let reason =
            "it is UTF-16 text (it starts with a UTF-16 byte order mark); save it as UTF-8".into();
        return Err(CliError::Read { what, from, reason });
    }
    let mut text = String::from_utf8(bytes).map_err(|e| CliError::Read {
        what,
        from,
        reason: format!("byte {} is not UTF-8 text", e.utf8_error().valid_up_to()),
    })?;
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Ok(text)
}

impl Watch {
    /// [`read_text`], given up at the time limit: a FIFO may never get a
    /// writer, and standard input may never close.
    pub(crate) fn text(&self, what: &'static str, arg: &str) -> Result<String, CliError> {
        let Some((limit, end)) = self.deadline.filter(|_| arg == "-" || arg.starts_with('@'))
        else {
            return read_text(what, arg);
        };
        let (send, receive) = mpsc::channel();
        let owned = arg.to_string();
        // Left blocked if it never returns; the process exits without it.
        std::thread::spawn(move || send.send(read_text(what, &owned)));
        let wait = end.saturating_duration_since(Instant::now());
        receive.recv_timeout(wait).unwrap_or_else(|_| {
            let from = match arg.strip_prefix('@') {
                Some(path) => format!("\"{}\"", quote(path)),
                None => "standard input".into(),
            };
            Err(CliError::Stopped(format!(
                "stopped reading the {what} from {from}: the time limit is {limit} s"
            )))
        })
    }
}
