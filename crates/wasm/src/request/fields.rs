//! The declared options as the request reads them: a table of their
//! names and kinds, worked out from the core's declarations when the
//! module is compiled (const functions, as a `static` built at run time
//! would keep every declaration's help text in the page's module).

use abviz_core::{Kind, GAMES, OPTIONS};

/// How the request reads one declared option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Field {
    /// The option's name, as the page and `Config::from_strs` spell it.
    pub(super) name: &'static str,
    /// `Kind::Whole` or `Kind::Number`: a JavaScript number is taken too.
    pub(super) number: bool,
    /// `Kind::Whole`: checked by the core's parser as it is read.
    pub(super) whole: bool,
    /// Blank text is "not given" (see the module docs).
    pub(super) blank_is_none: bool,
}

/// Every declared option once: [`OPTIONS`], then each game's own not
/// declared before, worked out at compile time: a table of names, so the
/// search options' help texts stay out of the page's module.
pub(super) const FIELDS: [Field; count()] = fields();

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether some game declares option `name` its own or sets it.
const fn a_games_own(name: &str) -> bool {
    let mut g = 0;
    while g < GAMES.len() {
        let (own, sets) = (GAMES[g].own, GAMES[g].sets);
        let mut k = 0;
        while k < own.len() {
            if same(own[k].name, name) {
                return true;
            }
            k += 1;
        }
        k = 0;
        while k < sets.len() {
            if same(sets[k].0, name) {
                return true;
            }
            k += 1;
        }
        g += 1;
    }
    false
}

/// Each declaration in turn, `None` past the last: the search options,
/// then every game's own, repeats included.
const fn nth(mut i: usize) -> Option<&'static abviz_core::OptionSpec> {
    if i < OPTIONS.len() {
        return Some(&OPTIONS[i]);
    }
    i -= OPTIONS.len();
    let mut g = 0;
    while g < GAMES.len() {
        if i < GAMES[g].own.len() {
            return Some(&GAMES[g].own[i]);
        }
        i -= GAMES[g].own.len();
        g += 1;
    }
    None
}

/// Whether declaration `i` repeats an earlier one's name (the maze games
/// share `history`).
const fn repeats(i: usize) -> bool {
    let Some(o) = nth(i) else { return false };
    let mut j = 0;
    while j < i {
        if let Some(p) = nth(j) {
            if same(p.name, o.name) {
                return true;
            }
        }
        j += 1;
    }
    false
}

const fn count() -> usize {
    let (mut i, mut n) = (0, 0);
    while nth(i).is_some() {
        if !repeats(i) {
            n += 1;
        }
        i += 1;
    }
    n
}

const fn fields<const N: usize>() -> [Field; N] {
    let none = Field {
        name: "",
        number: false,
        whole: false,
        blank_is_none: false,
    };
    let mut out = [none; N];
    let (mut i, mut n) = (0, 0);
    while let Some(o) = nth(i) {
        if !repeats(i) {
            let whole = matches!(o.kind, Kind::Whole { .. });
            let number = whole || matches!(o.kind, Kind::Number { .. });
            out[n] = Field {
                name: o.name,
                number,
                whole,
                blank_is_none: number || a_games_own(o.name),
            };
            n += 1;
        }
        i += 1;
    }
    out
}
