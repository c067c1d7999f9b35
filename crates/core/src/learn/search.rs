//! The small search that plays the games of training and of the curve:
//! negamax alpha-beta to a few plies, centre-first, over either
//! evaluation, counting its nodes against a [`Budget`].

use crate::budget::{Budget, Stopped};
use crate::games::connect4::{Connect4, Linear, C4};
use crate::games::Game;

/// A finished game outranks any evaluation: a loss found with more plies
/// still to search (so sooner) is worse.
const WIN: f64 = 1e9;

/// Which evaluation a player searches with.
#[derive(Clone, Copy, Debug)]
pub enum Player<'a> {
    /// The hand-made evaluation, [`Connect4::eval_raw`].
    Hand,
    /// A linear evaluation's weights.
    Linear(&'a Linear),
}

impl Player<'_> {
    /// The value of `pos` for its side to move.
    fn eval(&self, g: &Connect4, pos: &C4) -> f64 {
        match self {
            Player::Hand => g.eval_raw(pos.cur, pos.last()) as f64,
            Player::Linear(l) => l.value(&g.features(pos)),
        }
    }
}

/// Counts nodes against a budget between its checkpoints.
pub(crate) struct Meter<'b, 'a> {
    budget: &'b mut Budget<'a>,
    nodes: u64,
    next: u64,
}

impl<'b, 'a> Meter<'b, 'a> {
    pub(crate) fn new(budget: &'b mut Budget<'a>) -> Self {
        let next = budget.first_checkpoint();
        Meter {
            budget,
            nodes: 0,
            next,
        }
    }

    fn enter(&mut self) -> Result<(), Stopped> {
        self.nodes += 1;
        if self.nodes >= self.next {
            self.next = self.budget.check(self.nodes)?;
        }
        Ok(())
    }

    /// A move's search begins: with `Budget::per_search`, the node limit
    /// counts from here.
    fn begin_search(&mut self) {
        self.budget.begin_search_at(self.nodes);
        self.next = self.budget.checkpoint(self.nodes);
    }

    /// Charges the nodes counted to the budget.
    pub(crate) fn finish(self) -> u64 {
        self.budget.spend(self.nodes);
        self.nodes
    }
}

/// The columns of `pos` centre first (empty when the game is over).
pub(crate) fn moves(g: &Connect4, pos: &C4) -> Vec<u32> {
    let mut out = Vec::with_capacity(7);
    g.moves(pos, &mut out);
    // Insertion by rank over at most 7 columns: a library sort would add
    // its code (about 3 KB) to the page's module.
    for i in 1..out.len() {
        let mut j = i;
        while j > 0 && g.move_rank(out[j - 1]) > g.move_rank(out[j]) {
            out.swap(j - 1, j);
            j -= 1;
        }
    }
    out
}

fn negamax(
    g: &Connect4,
    pos: &C4,
    depth: u32,
    mut alpha: f64,
    beta: f64,
    who: Player,
    meter: &mut Meter,
) -> Result<f64, Stopped> {
    meter.enter()?;
    if g.won(pos) {
        return Ok(-(WIN + depth as f64));
    }
    let cols = moves(g, pos);
    if cols.is_empty() {
        return Ok(0.0);
    }
    if depth == 0 {
        return Ok(who.eval(g, pos));
    }
    let mut best = f64::NEG_INFINITY;
    for c in cols {
        let v = -negamax(
            g,
            &g.drop_disc(pos, c),
            depth - 1,
            -beta,
            -alpha,
            who,
            meter,
        )?;
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    Ok(best)
}

/// The column `who` plays in `pos` after a `depth`-ply search (at least
/// 1): the first best, centre first. `None` when the game is over.
pub(crate) fn choose(
    g: &Connect4,
    pos: &C4,
    depth: u32,
    who: Player,
    meter: &mut Meter,
) -> Result<Option<u32>, Stopped> {
    meter.begin_search();
    meter.enter()?;
    let mut best = None;
    let mut alpha = f64::NEG_INFINITY;
    for c in moves(g, pos) {
        let child = g.drop_disc(pos, c);
        let v = -negamax(
            g,
            &child,
            depth.max(1) - 1,
            f64::NEG_INFINITY,
            -alpha,
            who,
            meter,
        )?;
        if best.is_none() || v > alpha {
            alpha = v;
            best = Some(c);
        }
    }
    Ok(best)
}

/// How a finished game ended, for the first player (X).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// X made four.
    XWins,
    /// The board filled.
    Draw,
    /// O made four.
    OWins,
}

/// Plays `pos` out, X by `x` and O by `o`, both searching `depth` plies.
pub(crate) fn play_out(
    g: &Connect4,
    mut pos: C4,
    depth: u32,
    x: Player,
    o: Player,
    meter: &mut Meter,
) -> Result<Outcome, Stopped> {
    loop {
        let who = if g.x_to_move(&pos) { x } else { o };
        match choose(g, &pos, depth, who, meter)? {
            Some(c) => pos = g.drop_disc(&pos, c),
            None => return Ok(outcome(g, &pos)),
        }
    }
}

/// The result of the finished game `pos`.
pub(crate) fn outcome(g: &Connect4, pos: &C4) -> Outcome {
    match (g.won(pos), g.x_to_move(pos)) {
        (false, _) => Outcome::Draw,
        // X to move after a four: O made it.
        (true, true) => Outcome::OWins,
        (true, false) => Outcome::XWins,
    }
}
