//! Monte Carlo tree search: its trace adds up, its move is its most
//! visited child, a seed repeats it, its results have the right sign at
//! MAX and MIN levels (Nim), and it plays: never losing tic-tac-toe to a
//! random player or to full-depth alpha-beta, and beating a random player
//! at Connect Four.

use abviz_core::{
    Algorithm, Budget, Config, Connect4, Event, NodeKind, NullSink, Problem, Scoring,
    SearchOptions, Size,
};
use std::collections::HashMap;

mod common;

use common::nim::Nim;

fn mcts(iterations: u32, seed: u64) -> SearchOptions {
    let mut o = SearchOptions::default();
    o.mcts.iterations = iterations;
    o.mcts.seed = seed;
    o
}

fn ttt(board: &str) -> Problem {
    let config = Config::from_strs([("game", "tictactoe")]).unwrap();
    Problem::from_config(Some(board), None, &config).unwrap()
}

#[test]
fn the_traces_n_and_q_agree_with_a_count_made_from_the_events() {
    for (p, o) in [
        (ttt("X../.O./..."), mcts(300, 7)),
        (Problem::new(Nim(vec![1, 2, 3])), mcts(200, 3)),
        // A textbook tree, its values scored on bounds.
        (Problem::tree("[[3,12],[2,4]]", true).unwrap(), {
            let mut o = mcts(50, 1);
            o.bounds = Some((0.0, 12.0));
            o
        }),
    ] {
        let mut events: Vec<Event> = Vec::new();
        let stats = p.search(Algorithm::Mcts, &o, &mut events).unwrap();
        let (mut n, mut w) = (HashMap::<u32, u32>::new(), HashMap::<u32, f64>::new());
        let mut result = f64::NAN;
        let (mut playouts, mut expanded) = (0, 0);
        for e in &events {
            match *e {
                Event::Expand { .. } => expanded += 1,
                Event::Simulate { value, .. } => {
                    result = value;
                    playouts += 1;
                }
                Event::Backup { node, visits, mean } => {
                    *n.entry(node).or_default() += 1;
                    *w.entry(node).or_default() += result;
                    assert_eq!(visits, n[&node], "{e:?}");
                    assert!((mean - w[&node] / n[&node] as f64).abs() < 1e-12, "{e:?}");
                }
                Event::Select {
                    node, visits, mean, ..
                }
                | Event::Uct {
                    child: node,
                    visits,
                    mean,
                    ..
                } => {
                    let counted = n.get(&node).copied().unwrap_or(0);
                    assert_eq!(visits, counted, "{e:?}");
                    let q = w.get(&node).copied().unwrap_or(0.0) / counted as f64;
                    assert!((mean - q).abs() < 1e-12, "{e:?}");
                }
                _ => panic!("not an MCTS event: {e:?}"),
            }
        }
        assert_eq!(playouts, o.mcts.iterations as u64);
        assert_eq!(stats.leaves, playouts);
        assert_eq!(n[&0] as u64, playouts);
        assert!(
            stats.nodes >= expanded,
            "a node per tree node and playout ply"
        );
        // The root's value is its mean (the root is MAX here).
        assert!((stats.value - w[&0] / n[&0] as f64).abs() < 1e-12);
    }
}

#[test]
fn the_most_visited_child_is_the_move_and_the_seed_repeats_the_search() {
    let p = ttt("XO./.X./...");
    let run = |seed| {
        let mut events: Vec<Event> = Vec::new();
        let s = p
            .search(Algorithm::Mcts, &mcts(500, seed), &mut events)
            .unwrap();
        (s, events)
    };
    let (s, events) = run(11);
    let most = s.children.iter().map(|c| c.visits).max().unwrap();
    let first = s.children.iter().find(|c| c.visits == most).unwrap();
    assert_eq!(s.best_move, Some(first.mv));
    assert_eq!(s.children.iter().map(|c| c.visits).sum::<u64>(), 500);
    // O must block at 8 (X threatens the diagonal).
    assert_eq!(s.best_move, Some(8));
    assert_eq!(run(11), (s.clone(), events.clone()));
    // Few iterations, where the most visited child and the best mean differ.
    let empty = ttt(".../.../...");
    for seed in 0..20 {
        let s = empty
            .search(Algorithm::Mcts, &mcts(30, seed), &mut NullSink)
            .unwrap();
        let most = s.children.iter().map(|c| c.visits).max().unwrap();
        let first = s.children.iter().find(|c| c.visits == most).unwrap();
        assert_eq!(s.best_move, Some(first.mv), "seed {seed}: {:?}", s.children);
    }
    assert_ne!(run(12).1, events, "another seed, another search");
}

#[test]
fn nims_values_have_the_right_sign_at_max_and_min_levels() {
    // 1,2: MAX wins by taking one from the second heap (to 1,1).
    let p = Problem::new(Nim(vec![1, 2]));
    let s = p
        .search(Algorithm::Mcts, &mcts(400, 5), &mut NullSink)
        .unwrap();
    assert_eq!(s.best_move, Some(8 + 1));
    assert!(s.value > 0.5, "MAX wins: {}", s.value);
    // 2,3 after MAX took one from the first heap: 1,3 with MIN to move,
    // who wins by taking two from the second heap (to 1,1).
    let p = Problem::new(Nim(vec![2, 3]));
    let (_, _, kind) = p.state_at(&[1]);
    assert_eq!(kind, NodeKind::Min);
    let s = p
        .search_at(&[1], Algorithm::Mcts, &mcts(400, 5), &mut Budget::default())
        .unwrap();
    assert_eq!(s.best_move, Some(8 + 2));
    assert!(
        s.value < -0.5,
        "MIN wins, so MAX's value is low: {}",
        s.value
    );
    // The root's children's means are the side to move's (MIN's) view.
    let best = s.children.iter().find(|c| c.mv == 10).unwrap();
    assert!(best.mean > 0.5, "{:?}", s.children);
}

/// A player: a random mover or a search.
#[derive(Clone, Copy)]
enum Player {
    Random,
    Search(Algorithm, u32),
}

/// SplitMix64, for the random player.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays one game from `p`'s root; the result from the first player's
/// view: 1 a win, 0 a draw, −1 a loss.
fn play(p: &Problem, players: [Player; 2], seed: u64) -> i32 {
    let mut path = Vec::new();
    let mut rng = seed;
    loop {
        let (end, moves, kind) = p.state_at(&path);
        if let Some(v) = end {
            let first_is_max = p.root_kind() == NodeKind::Max;
            let r = (v > 0.0) as i32 - (v < 0.0) as i32;
            return if first_is_max { r } else { -r };
        }
        let mv = match players[path.len() % 2] {
            Player::Random => moves[(next(&mut rng) % moves.len() as u64) as usize],
            Player::Search(alg, iterations) => {
                let o = mcts(iterations, next(&mut rng));
                let s = p.search_at(&path, alg, &o, &mut Budget::default());
                s.unwrap().best_move.unwrap()
            }
        };
        assert_ne!(kind, NodeKind::Chance);
        path.push(mv);
    }
}

#[test]
fn on_tictactoe_mcts_at_1000_iterations_never_loses_to_a_random_player() {
    let p = ttt(".../.../...");
    let me = Player::Search(Algorithm::Mcts, 1000);
    for game in 0..20 {
        assert!(
            play(&p, [me, Player::Random], game) >= 0,
            "first, game {game}"
        );
        assert!(
            play(&p, [Player::Random, me], game) <= 0,
            "second, game {game}"
        );
    }
}

#[test]
fn on_tictactoe_mcts_at_5000_iterations_never_loses_to_full_depth_alphabeta() {
    let p = ttt(".../.../...");
    let me = Player::Search(Algorithm::Mcts, 5000);
    let ab = Player::Search(Algorithm::AlphaBeta, 0);
    for game in 0..2 {
        assert!(play(&p, [me, ab], game) >= 0, "first, game {game}");
        assert!(play(&p, [ab, me], game) <= 0, "second, game {game}");
    }
}

/// Games for the Connect Four test (about 1 s in a debug build).
const C4_GAMES: u64 = 40;

#[test]
fn on_connect_four_mcts_at_2000_iterations_beats_a_random_player() {
    let p = Problem::of(Connect4::empty(Size::default(), Scoring::Wdl));
    let me = Player::Search(Algorithm::Mcts, 2000);
    let mut wins = 0;
    for game in 0..C4_GAMES {
        let players = match game % 2 {
            0 => [me, Player::Random],
            _ => [Player::Random, me],
        };
        let r = play(&p, players, game);
        wins += (if game % 2 == 0 { r } else { -r } == 1) as u64;
    }
    assert!(wins * 100 >= 95 * C4_GAMES, "{wins} of {C4_GAMES}");
}

/// Each move's exact value at `p`'s root, from the side to move's view.
fn exact_values(p: &Problem) -> HashMap<u32, f64> {
    let (_, moves, _) = p.state_at(&[]);
    let full = SearchOptions::default();
    (moves.into_iter())
        .map(|m| {
            let s = p.search_at(&[m], Algorithm::AlphaBeta, &full, &mut Budget::default());
            (m, s.unwrap().value)
        })
        .collect()
}

/// The search trap the page's `mcts-trap` preset shows (Ramanujan,
/// Sabharwal and Selman 2010): with X on 1 and 3 and O on 5, O must take
/// the corner 0 or 6. The centre looks best to random playouts, but X
/// answers at 0 and threatens 2 and 6 at once. Alpha-beta to the end
/// refuses it; MCTS with seed 1 plays it at 100 iterations and recovers
/// for good at 310.
#[test]
fn the_trap_preset_misleads_mcts_at_100_iterations_and_it_recovers_at_310() {
    // The preset is this position, 100 iterations and seed 1; its caption
    // says what follows.
    let preset = abviz_core::find_preset("mcts-trap").unwrap();
    assert_eq!(preset.position, ".X./X.O/...");
    let config = Config::from_strs(preset.pairs(false)).unwrap();
    assert_eq!(
        (config.options.mcts.iterations, config.options.mcts.seed),
        (100, 1)
    );
    for said in [
        "cell 0",
        "cells 2 and 6",
        "100 iterations",
        "300 iterations",
        "from 310",
    ] {
        assert!(preset.caption.contains(said), "{said}");
    }
    let p = ttt(preset.position);
    let exact = exact_values(&p);
    let losing: Vec<u32> = {
        let mut l: Vec<u32> = (exact.iter())
            .filter(|(_, &v)| v < 0.0)
            .map(|(&m, _)| m)
            .collect();
        l.sort();
        l
    };
    assert_eq!(losing, [2, 4, 7, 8]);
    assert_eq!((exact[&0], exact[&6]), (0.0, 0.0));
    let ab = p.search(
        Algorithm::AlphaBeta,
        &SearchOptions::default(),
        &mut NullSink,
    );
    let ab = ab.unwrap();
    assert_eq!((ab.best_move, ab.value), (Some(0), 0.0));
    let pick = |n: u32| {
        let s = p
            .search(Algorithm::Mcts, &mcts(n, 1), &mut NullSink)
            .unwrap();
        s.best_move.unwrap()
    };
    assert_eq!(pick(100), 4, "the centre at 100 iterations");
    assert!(losing.contains(&pick(300)), "still trapped at 300");
    for n in (310..=1500).step_by(10).chain([2000, 3000, 5000]) {
        assert!(
            !losing.contains(&pick(n)),
            "a losing move at {n} iterations"
        );
    }
}
