//! The games: the [`Game`] trait (the rules a search needs, and nothing
//! about how it searches) and one module per game. A game module imports
//! nothing from the search; to offer a new game, add its module here and
//! one entry in [`GAMES`](crate::GAMES).

use std::hash::Hash;

/// Who decides at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// The maximising player moves: the node takes its largest child value.
    Max,
    /// A minimising player moves: the node takes its smallest child value.
    Min,
    /// Chance moves (a die, a ghost at random): the node takes the
    /// probability-weighted mean of its children.
    Chance,
}

impl NodeKind {
    /// `max`, `min` or `chance`, as in JSON trees and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            NodeKind::Max => "max",
            NodeKind::Min => "min",
            NodeKind::Chance => "chance",
        }
    }

    /// The inverse of [`NodeKind::name`].
    pub fn from_name(s: &str) -> Option<NodeKind> {
        match s {
            "max" => Some(NodeKind::Max),
            "min" => Some(NodeKind::Min),
            "chance" => Some(NodeKind::Chance),
            _ => None,
        }
    }

    /// The small code traces and typed arrays carry: 0 MAX, 1 MIN, 2 CHANCE.
    pub const fn code(self) -> u32 {
        self as u32
    }

    /// The inverse of [`NodeKind::code`] (codes above 2 read as CHANCE).
    pub fn from_code(code: u32) -> NodeKind {
        match code {
            0 => NodeKind::Max,
            1 => NodeKind::Min,
            _ => NodeKind::Chance,
        }
    }
}

/// Why a position is noisy: not quiet enough to be scored by its static
/// value at the depth limit (see [`Game::noise`]). Codes fit in 3 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Noise {
    /// A textbook tree's node marked noisy (`!` in shorthand, `"noisy":
    /// true` in JSON).
    Marked = 1,
    /// Tic-tac-toe: the side to move can complete a line.
    CanWin = 2,
    /// Tic-tac-toe: the opponent has two in a line with the third empty.
    MustBlock = 3,
    /// Connect Four: a playable cell completes four for either side.
    WinningCell = 4,
    /// Pacman: a ghost that is not scared is within two cells.
    GhostNear = 5,
}

impl Noise {
    /// Every reason, in code order.
    pub const ALL: [Noise; 5] = [
        Noise::Marked,
        Noise::CanWin,
        Noise::MustBlock,
        Noise::WinningCell,
        Noise::GhostNear,
    ];

    /// The code traces and typed arrays carry: 1 to 5 (0 is never used, so
    /// a reader can tell "no reason" apart).
    pub const fn code(self) -> u32 {
        self as u32
    }

    /// The inverse of [`Noise::code`]; unknown codes read as `Marked`.
    pub fn from_code(code: u32) -> Noise {
        Noise::ALL
            .into_iter()
            .find(|n| n.code() == code)
            .unwrap_or(Noise::Marked)
    }

    /// `marked`, `can_win`, `must_block`, `winning_cell` or `ghost_near`,
    /// as in the CLI's trace.
    pub fn name(self) -> &'static str {
        match self {
            Noise::Marked => "marked",
            Noise::CanWin => "can_win",
            Noise::MustBlock => "must_block",
            Noise::WinningCell => "winning_cell",
            Noise::GhostNear => "ghost_near",
        }
    }
}

/// A zero-sum game seen from one root position, with MAX, MIN and chance
/// nodes.
///
/// Values are finite `f64`s, always from MAX's point of view. Moves are
/// small labels: the cell index for boards, the 0-based child index for
/// explicit trees, so traces and results need no game-specific type.
pub trait Game {
    /// A position. `Eq + Hash` lets searches remember facts about positions
    /// (subtree sizes for node ids, exact values for best-first ordering).
    type Pos: Clone + Eq + Hash;

    /// The position the search starts from.
    fn root(&self) -> Self::Pos;

    /// Whether the side to move at the root is MAX. Used by the default
    /// [`Game::kind`], where levels alternate below the root.
    fn root_is_max(&self) -> bool {
        true
    }

    /// Who decides at `pos`, `ply` plies below the root. By default MAX and
    /// MIN alternate by ply from [`Game::root_is_max`]; games with chance
    /// nodes or several MIN agents say so here.
    fn kind(&self, _pos: &Self::Pos, ply: u32) -> NodeKind {
        if self.root_is_max() == (ply % 2 == 0) {
            NodeKind::Max
        } else {
            NodeKind::Min
        }
    }

    /// The probability of `mv` at a chance node `pos`; never called at MAX
    /// or MIN nodes. The probabilities of a node's moves sum to 1.
    fn probability(&self, _pos: &Self::Pos, _mv: u32) -> f64 {
        1.0
    }

    /// `pos` in the game's notation, as a position is written to search it
    /// (`3,4,5`), when the game writes one: what a front end shows of a
    /// game it has no code of its own for. `None` by default.
    fn notation(&self, _pos: &Self::Pos) -> Option<String> {
        None
    }

    /// The name `pos` carries for people (a textbook tree's `B`), when the
    /// game names its nodes ([`RootFacts::named`]). `None` by default.
    fn node_name(&self, _pos: &Self::Pos) -> Option<&str> {
        None
    }

    /// The action on the edge into `pos`, when the game names actions
    /// (CS188's `.test` files). `None` by default.
    fn node_action(&self, _pos: &Self::Pos) -> Option<&str> {
        None
    }

    /// What a front end shows of the root beside its notation: the facts
    /// its own view of the game needs ([`RootFacts`]). None by default.
    fn root_facts(&self) -> RootFacts {
        RootFacts::default()
    }

    /// Appends the legal moves of `pos`, in natural order, to `out`.
    /// A terminal position appends nothing.
    fn moves(&self, pos: &Self::Pos, out: &mut Vec<u32>);

    /// The position after `mv`, which is one of `moves(pos)`.
    fn play(&self, pos: &Self::Pos, mv: u32) -> Self::Pos;

    /// The value of a finished position `ply` plies below the root, or `None`
    /// while play goes on. `horizon` is true when a depth limit is in force,
    /// so the game can score wins outside its evaluation function's range.
    fn terminal_value(&self, pos: &Self::Pos, ply: u32, horizon: bool) -> Option<f64>;

    /// A heuristic value of an unfinished position, from MAX's point of view,
    /// used at the depth limit and by `heuristic` ordering. `None` when the
    /// game has no evaluation there (a textbook tree's node without `value`).
    fn evaluate(&self, _pos: &Self::Pos) -> Option<f64> {
        None
    }

    /// Whether `pos` is noisy, and why: quiescence search expands a noisy
    /// position past the depth limit instead of trusting its static value.
    /// Only asked of unfinished positions at or past the limit. Never noisy
    /// by default.
    fn noise(&self, _pos: &Self::Pos) -> Option<Noise> {
        None
    }

    /// How many numbers [`Game::index`] uses; 0 (the default) when the game
    /// has no small dense numbering. With one, searches remember facts about
    /// positions in a flat array instead of a hash map.
    fn index_count(&self) -> usize {
        0
    }

    /// A number below [`Game::index_count`] for `pos`: equal for equal
    /// positions, different for different ones. Only called when
    /// `index_count` is not 0. A position must occur at one ply only (true
    /// when the ply follows from the position, as in tic-tac-toe).
    fn index(&self, _pos: &Self::Pos) -> usize {
        0
    }

    /// A 64-bit key for `pos`, equal for equal positions, for
    /// transposition tables. The default is `index` when the game has one,
    /// else a hash (which may, very rarely, collide).
    fn key(&self, pos: &Self::Pos) -> u64 {
        if self.index_count() > 0 {
            return self.index(pos) as u64;
        }
        use std::hash::Hasher;
        let mut h = std::collections::hash_map::DefaultHasher::new();
        pos.hash(&mut h);
        h.finish()
    }

    /// Where `mv` goes in a static move order (lower first), for the
    /// `order` enhancement; the default keeps natural order.
    fn move_rank(&self, _mv: u32) -> u32 {
        0
    }

    /// The interval [lo, hi] that holds the exact (unlimited-depth) value
    /// of `pos`, from MAX's view, when the game knows one: a solver narrows
    /// its window to it. `None` means unknown.
    fn value_range(&self, _pos: &Self::Pos) -> Option<(f64, f64)> {
        None
    }

    /// The opening book's answer for `pos`, `ply` plies below the root: its
    /// exact value on this game's scale (the horizon scale when `horizon`)
    /// and the first best move in natural order; `None` when the book does
    /// not hold `pos` or the game has no book (see [`books`]).
    fn book(&self, _pos: &Self::Pos, _ply: u32, _horizon: bool) -> Option<Known> {
        None
    }

    /// The empty cells of `pos` when the game can be solved at the end
    /// (`--endgame`); `None` for games without an endgame solver.
    fn endgame_empty(&self, _pos: &Self::Pos) -> Option<u32> {
        None
    }

    /// The same game with `pos` as its root, for games solved at the end
    /// (`--endgame`): the solver then runs on the game's own code.
    fn reroot(&self, _pos: &Self::Pos) -> Option<Self>
    where
        Self: Sized,
    {
        None
    }

    /// An exact value found without a depth limit, rescaled to the value a
    /// search with one gives the same outcome (wins outside the evaluation's
    /// range).
    fn horizon_value(&self, value: f64) -> f64 {
        value
    }
}

/// A value known without search: what an opening book or an endgame solver
/// says about a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Known {
    /// The exact value, from MAX's view.
    pub value: f64,
    /// The first best move in natural order, if the position has moves.
    pub best: Option<u32>,
}

/// A bad position of a game that brings its own messages, so a new game's
/// folder needs no variant in [`crate::Error`]: its code is
/// `<game>.<code>` (`nim.HeapTooBig`), as the built-in games' codes are,
/// and its parameters let a page say it in another language.
#[derive(Clone, Debug, PartialEq)]
pub struct GameError {
    /// The game's registry name.
    pub game: &'static str,
    /// The error's name within the game.
    pub code: &'static str,
    /// The one-line English message, naming what is wrong and where.
    pub message: String,
    /// The message's parameters by name.
    pub params: Vec<(&'static str, String)>,
}

impl GameError {
    /// Game `game`'s error `code`, its English `message` and its parameters.
    pub fn new(
        game: &'static str,
        code: &'static str,
        message: String,
        params: Vec<(&'static str, String)>,
    ) -> GameError {
        GameError {
            game,
            code,
            message,
            params,
        }
    }
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for GameError {}

/// What a front end shows of a game's root beside its notation
/// ([`Game::root_facts`]), so that it asks the game rather than testing
/// which game it is. A game without a view of its own leaves them all
/// unset.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RootFacts {
    /// The `kind` the page knows this game's summaries by: tic-tac-toe's
    /// `board`, else its registry name. `None`: the registry name the
    /// search was asked for.
    pub kind: Option<&'static str>,
    /// Whether people gave the nodes names (a textbook tree's `A max[…]`).
    pub named: bool,
    /// The board's `[width, height]`, for a game played on several sizes.
    pub size: Option<[u32; 2]>,
    /// The moves that reached the root, as the game writes them (Connect
    /// Four's 1-based columns, `4453`), when it was given as moves.
    pub moves: Option<String>,
}

/// A root's parent in [`replay`]: the trace's `NONE`, which `games/` sits
/// below (`trace/` asserts the two agree).
pub const NO_PARENT: u32 = u32::MAX;

/// Replays a drawn tree from `g`'s root: the tree given by each node's
/// `parent` ([`NO_PARENT`] for a root) and the move `mv` into it, ids in
/// preorder (a `TreeModel`'s arrays; games sit below the layout). Calls
/// `visit(v, the parent's position, v's position)`, the parent `None` at a
/// root. Only the positions on the path to the current node are kept, so
/// memory stays at the tree's depth whatever a position costs.
pub fn replay<G: Game>(
    g: &G,
    parent: &[u32],
    mv: &[u32],
    mut visit: impl FnMut(usize, Option<&G::Pos>, &G::Pos),
) {
    let mut path: Vec<(u32, G::Pos)> = vec![];
    for v in 0..parent.len().min(mv.len()) {
        let p = parent[v];
        while path.last().is_some_and(|(id, _)| *id != p) {
            path.pop();
        }
        let up = path.last().map(|(_, pos)| pos);
        let here = match up {
            Some(up) => g.play(up, mv[v]),
            None => g.root(),
        };
        visit(v, up, &here);
        path.push((v as u32, here));
    }
}

pub mod books;
pub mod connect4;
pub mod grid;
pub mod horizon;
pub mod maze;
pub mod nim;
pub mod othello;
pub mod pacman;
pub mod robots;
pub mod tictactoe;
pub mod tree;
