//! The options of Rich's remedies for the horizon: futility's margin,
//! secondary search's extra plies, and the root moves a search tries.

use super::OptionError;

/// Which of the root's moves a search tries (UCI's `searchmoves`): what
/// [`Problem::secondary_within`](crate::Problem::secondary_within) uses to
/// search one move deeper, or the root without it. The textbook search
/// alone reads it (the enhanced search refuses it), and it is meant for
/// quiet searches: a traced search's node ids skip no left-out move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RootMoves {
    /// Every move.
    #[default]
    All,
    /// This move only.
    Only(u32),
    /// Every move but this one.
    Except(u32),
}

impl RootMoves {
    /// Whether root move `mv` is searched.
    #[inline]
    pub fn keeps(self, mv: u32) -> bool {
        match self {
            RootMoves::All => true,
            RootMoves::Only(m) => mv == m,
            RootMoves::Except(m) => mv != m,
        }
    }
}

/// Parses a futility margin: a finite number, 0 or more.
pub fn parse_futility(s: &str) -> Result<f64, OptionError> {
    match s.trim().parse::<f64>() {
        Ok(m) if m.is_finite() && m >= 0.0 => Ok(m),
        _ => Err(OptionError::BadFutility(s.into())),
    }
}

/// Parses secondary search's extra depth: a whole number of plies, 1 or more.
pub fn parse_secondary(s: &str) -> Result<u32, OptionError> {
    (super::schema::SECONDARY.whole(s).map(|k| k as u32))
        .ok_or_else(|| OptionError::BadSecondary(s.into()))
}
