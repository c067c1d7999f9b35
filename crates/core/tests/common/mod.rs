//! Helpers shared by the integration tests: independent reference searches,
//! and checks that a recorded trace is well formed and agrees with minimax.
//!
//! Every check panics with a message naming the node and the rule broken, so
//! a proptest failure shrinks to a small case with a readable reason.
//!
//! By concern: [`reference`] (a tree type of the tests' own and a reference
//! minimax over the `Game` trait), [`ttt`] (tic-tac-toe from the rules),
//! [`trace_rules`] (what a well-formed trace obeys), [`checks`] (running a
//! search and checking it against minimax) and [`errors`] (one bad input's
//! typed error and message), and [`nim`] (a game written against the public API). Each test file uses some of them, hence the
//! `dead_code` allowance.

#![allow(dead_code)]

mod checks;
mod errors;
pub mod nim;
mod reference;
mod trace_rules;
pub mod ttt;

// Flat paths (`common::check_all`) whichever file holds a helper; a test
// file that uses none of a module's helpers leaves its re-export unused.
#[allow(unused_imports)]
pub use {checks::*, errors::*, reference::*, trace_rules::*};

use proptest::collection::vec;
use proptest::prelude::*;

use abviz_core::{Board, Ordering, Tree, TreeGame, TreeSetup, Variant};

/// Every ordering the engine offers, with `seed` for the random one.
pub fn all_orderings(seed: u64) -> [Ordering; 6] {
    [
        Ordering::Natural,
        Ordering::Reverse,
        Ordering::Random(seed),
        Ordering::Heuristic,
        Ordering::BestFirst,
        Ordering::WorstFirst,
    ]
}

pub const VARIANTS: [Variant; 2] = [Variant::FailSoft, Variant::FailHard];

/// A small deterministic generator (xorshift64*), independent of the engine's.
pub struct Rng(pub u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            v.swap(i, j);
        }
    }
}

/// A reachable position: up to `k` random legal moves from the empty board,
/// stopping early when the game ends.
pub fn position(k: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Board> {
    (k, vec(0usize..9, 9)).prop_map(|(k, choices)| {
        let mut b = Board::EMPTY;
        for &c in choices.iter().take(k) {
            if b.is_terminal() {
                break;
            }
            let free: Vec<u32> = b.empty_cells().collect();
            b = b.play(free[c % free.len()]);
        }
        b
    })
}

/// The two-player game over `tree` with MAX (or MIN) at the root and
/// levels alternating below it.
pub fn tree_game(tree: Tree, root_is_max: bool) -> TreeGame {
    TreeGame::new(
        tree,
        TreeSetup {
            root_is_max,
            agents: 2,
        },
    )
    .expect("a tree without labels is a valid game")
}

/// A path from the root chosen by `picks`: at each node, stop (so inner
/// nodes are edited too) or go down to one of its children.
pub fn walk(t: &abviz_core::Tree, picks: &[proptest::sample::Index]) -> Vec<u32> {
    let mut path = vec![];
    let mut node = t.root();
    for pick in picks {
        let n = t.child_count(node);
        if n == 0 {
            break;
        }
        // One choice in n + 1 stops here.
        let i = pick.index(n as usize + 1);
        if i == n as usize {
            break;
        }
        path.push(i as u32);
        node = t.child(node, i as u32);
    }
    path
}
