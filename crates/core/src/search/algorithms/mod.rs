//! The registry's list: one file per algorithm in this folder, and one line
//! each below, in the order front ends list them. The line makes the file a
//! module and gives it its `Algorithm` variant, its place in `ALGORITHMS`
//! and its arm of the dispatch (see [`registry!`]); nothing else in the
//! engine, the CLI or the wasm adapter names an algorithm to dispatch on it.

use super::defs::registry;

registry! {
    Minimax => minimax::Minimax,
    AlphaBeta => alphabeta::AlphaBeta,
    Star2 => star2::Star2,
    Mtdf => mtdf::Mtdf,
    Negamax => negamax::Negamax,
    Mcts => mcts::Mcts,
}
