//! The CLI's own errors: why a run could not start or was stopped, each
//! one line.

use std::fmt;
use std::io;

use abviz_core::error::quote;
use abviz_core::{Error, GAMES};

use crate::json::MAX_PLIES;

/// Why a run could not start.
#[derive(Debug)]
pub(crate) enum CliError {
    /// A bad board, tree or option (the core's message).
    Input(Error),
    /// `--tree` or `--board` (`what`) as `@FILE` or `-` could not be read;
    /// `from` names the source, any path in it already quoted.
    Read {
        what: &'static str,
        from: String,
        reason: String,
    },
    /// A maze option given for a game that does not read it.
    NotFor {
        option: &'static str,
        game: &'static str,
    },
    /// An option that does not apply to the game or algorithm: the line.
    NotApplicable(String),
    /// An option of `play` (named) that is not what it may be (`allowed`).
    Bad {
        option: &'static str,
        value: String,
        allowed: &'static str,
    },
    /// `learn --game` names a game that does not learn
    /// ([`GameSpec::learns`](abviz_core::GameSpec::learns)).
    NotLearned(String),
    /// `positions --plies` outside 0 to [`MAX_PLIES`] (counted here, not in
    /// the core).
    Plies(String),
    /// `--max-nodes` or `--time-limit` (named) is not a positive number.
    Limit(&'static str, String),
    /// A limit stopped the run: the whole line (exit status 3).
    Stopped(String),
    /// A limit stopped the run after it finished part of its answer: that
    /// part is printed, then the line (exit status 3).
    Partial(serde_json::Value, String),
    /// A book that cannot be built: the whole line.
    Book(String),
    /// Line `line` of a file of positions (`from`, quoted) is bad.
    Line {
        from: String,
        line: usize,
        reason: String,
    },
    /// Standard output could not be written (a full disk, a closed
    /// descriptor): the reason. A run whose result is lost must not exit 0.
    Write(String),
    /// The file `path` (for the `what`, e.g. weights) could not be written.
    WriteFile {
        what: &'static str,
        path: String,
        reason: String,
    },
}

/// `r`, a write or flush of standard output, as the run's result: a closed
/// pipe (`abviz … | head`) ends the output quietly, as pipes expect; any
/// other failure is [`CliError::Write`].
pub(crate) fn written(r: io::Result<()>) -> Result<(), CliError> {
    match r {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(write_error(&e)),
        Ok(()) => Ok(()),
    }
}

/// [`CliError::Write`] for `e`, in the CLI's lower-case style.
pub(crate) fn write_error(e: &io::Error) -> CliError {
    let text = e.to_string();
    let mut chars = text.chars();
    let reason = match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => text,
    };
    CliError::Write(reason)
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(e) => e.fmt(f),
            CliError::Read { what, from, reason } => {
                write!(f, "cannot read the {what} from {from}: {reason}")
            }
            CliError::NotFor { option, game } => write!(
                f,
                "--{option} is not an option of --game {game} (see abviz games for each game's options)"
            ),
            CliError::Bad {
                option,
                value,
                allowed,
            } => write!(f, "{option} \"{}\" is not {allowed}", quote(value)),
            CliError::NotLearned(game) => {
                let takes: Vec<&str> = (GAMES.iter().filter(|g| g.learns))
                    .map(|g| g.name)
                    .collect();
                write!(
                    f,
                    "game \"{}\" is not a game abviz learns: learn takes {}",
                    quote(game),
                    takes.join(" or ")
                )
            }
            CliError::Plies(s) => write!(
                f,
                "plies \"{}\" is not a whole number from 0 to {MAX_PLIES}",
                quote(s)
            ),
            CliError::Limit(name, s) => {
                write!(f, "{name} \"{}\" is not a number above 0", quote(s))
            }
            CliError::Stopped(line)
            | CliError::Book(line)
            | CliError::NotApplicable(line)
            | CliError::Partial(_, line) => {
                f.write_str(line)
            }
            CliError::Line { from, line, reason } => write!(f, "{from}:{line}: {reason}"),
            CliError::Write(reason) => {
                write!(f, "cannot write the output to standard output: {reason}")
            }
            CliError::WriteFile { what, path, reason } => {
                write!(f, "cannot write the {what} to \"{}\": {reason}", quote(path))
            }
        }
    }
}

impl std::error::Error for CliError {}

impl<E: Into<Error>> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError::Input(e.into())
    }
}

/// An I/O error without its "(os error N)" suffix, lower-case like ours.
pub(crate) fn io_reason(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        io::ErrorKind::IsADirectory => "it is a directory".into(),
        _ => {
            let text = e.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text);
            text.to_lowercase()
        }
    }
}

/// Opens `path` for an `--out` file without truncating it, so that a path
/// that cannot be written is said before any work; whether it was made here
/// (a run that then fails removes what it made, and leaves a file it found).
pub(crate) fn open_out(what: &'static str, path: &str) -> Result<bool, CliError> {
    let existed = std::path::Path::new(path).exists();
    std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(path)
        .map_err(|e| CliError::WriteFile {
            what,
            path: path.into(),
            reason: io_reason(&e),
        })?;
    Ok(!existed)
}

/// Writes an `--out` file whole; a failure names the file and the cause.
pub(crate) fn write_out(what: &'static str, path: &str, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|e| CliError::WriteFile {
        what,
        path: path.into(),
        reason: io_reason(&e),
    })
}
