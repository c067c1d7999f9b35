//! Property tests of quiescence on random trees whose inner nodes all have
//! static values and some (or all) are marked noisy: the search agrees with
//! an independent reference that applies the horizon rule itself;
//! alpha-beta agrees with minimax and enters only minimax's node ids (see
//! `common::check_all`, which also checks every trace rule and that
//! `extensions` counts the Extend events); with Q at least the tree's
//! height and every inner node noisy it is the unlimited search; Q = 0
//! changes nothing.

mod common;

use abviz_core::{
    search, Algorithm, Event, Game, NodeKind, NullSink, Problem, SearchOptions, Tree, TreeGame,
    TreeSetup,
};
use common::{all_orderings, check_all, check_stats, check_trace_with, entered, run, Rng, Rules};
use proptest::prelude::*;

/// A random tree in shorthand, every inner node with a static value
/// (`=v`), noisy (`!`) with probability `noisy` in [0, 1] (1: all), and
/// with `CHANCE` some inner nodes chance nodes (outcomes equally likely).
/// Returns the tree's height.
fn grow(rng: &mut Rng, depth: u32, noisy: f64, budget: &mut i64, out: &mut String) -> u32 {
    grow_with::<false>(rng, depth, noisy, budget, out)
}

fn grow_with<const CHANCE: bool>(
    rng: &mut Rng,
    depth: u32,
    noisy: f64,
    budget: &mut i64,
    out: &mut String,
) -> u32 {
    *budget -= 1;
    let v = rng.below(11) as i64 - 5;
    if depth == 0 || *budget <= 0 || (rng.below(5) == 0 && !out.is_empty()) {
        out.push_str(&v.to_string());
        return 0;
    }
    out.push_str(&format!("={v} "));
    if CHANCE && rng.below(3) == 0 {
        out.push_str("chance");
    }
    if (rng.below(1000) as f64) < noisy * 1000.0 {
        out.push('!');
    }
    out.push('[');
    let n = 1 + rng.below(3);
    let mut height = 0;
    for i in 0..n {
        if i > 0 {
            out.push(',');
        }
        height = height.max(1 + grow_with::<CHANCE>(rng, depth - 1, noisy, budget, out));
    }
    out.push(']');
    height
}

fn random_tree(seed: u64, noisy: f64) -> (TreeGame, String, u32) {
    let mut rng = Rng::new(seed);
    let mut text = String::new();
    let depth = 1 + rng.below(6) as u32;
    let height = grow(&mut rng, depth, noisy, &mut 300, &mut text);
    let tree: Tree = text.parse().expect("generated trees parse");
    let game = TreeGame::new(tree, TreeSetup::default()).expect("a valid game");
    (game, text, height)
}

/// Minimax with the horizon rule written out again, independently of the
/// engine: (value, nodes, extensions).
fn reference<G: Game>(
    g: &G,
    pos: &G::Pos,
    ply: u32,
    depth: Option<u32>,
    q: u32,
) -> (f64, u64, u64) {
    if let Some(v) = g.terminal_value(pos, ply, depth.is_some()) {
        return (v, 1, 0);
    }
    let mut ext = 0;
    if let Some(d) = depth {
        let noisy = g.noise(pos).is_some();
        if ply >= d && !(noisy && ply < d + q) {
            return (g.evaluate(pos).unwrap(), 1, 0);
        }
        ext = (ply >= d) as u64;
    }
    let mut moves = vec![];
    g.moves(pos, &mut moves);
    let kind = g.kind(pos, ply);
    let is_max = kind == NodeKind::Max;
    let mut best = if is_max {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    let (mut nodes, mut sum, n) = (1, 0.0, moves.len() as f64);
    for m in moves {
        let (v, k, e) = reference(g, &g.play(pos, m), ply + 1, depth, q);
        best = if is_max { best.max(v) } else { best.min(v) };
        sum += v;
        nodes += k;
        ext += e;
    }
    // Outcomes are equally likely: the mean, summed as the engine sums it.
    if kind == NodeKind::Chance {
        best = sum / n;
    }
    (best, nodes, ext)
}

fn opts(depth: Option<u32>, q: u32) -> SearchOptions {
    SearchOptions {
        depth,
        quiescence: q,
        ..SearchOptions::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Under every ordering, minimax with quiescence is the reference, and
    /// alpha-beta (both variants) agrees with it node id for node id.
    #[test]
    fn quiescence_agrees_with_the_reference_and_alpha_beta_with_minimax(
        seed in any::<u64>(), d in 0u32..4, q in 0u32..4, noisy in 0.0f64..=1.0,
    ) {
        let (g, text, _) = random_tree(seed, noisy);
        let o = opts(Some(d), q);
        let (value, nodes, ext) = reference(&g, &g.root(), 0, Some(d), q);
        let s = search(&g, Algorithm::Minimax, &o, &mut NullSink).unwrap();
        prop_assert_eq!((s.value, s.nodes, s.extensions), (value, nodes, ext), "{}", text);
        for ordering in all_orderings(seed) {
            check_all(&g, &SearchOptions { ordering, ..o }, value);
        }
    }

    /// With every inner node noisy and Q at least the height, quiescence
    /// searches the whole tree whatever the depth limit: the unlimited
    /// search's value, best move and nodes (minimax), value (alpha-beta).
    #[test]
    fn all_noisy_and_q_large_is_the_unlimited_search(seed in any::<u64>(), d in 0u32..4) {
        let (g, text, height) = random_tree(seed, 1.0);
        let full = search(&g, Algorithm::Minimax, &opts(None, 0), &mut NullSink).unwrap();
        let q = search(&g, Algorithm::Minimax, &opts(Some(d), height), &mut NullSink).unwrap();
        prop_assert_eq!(
            (q.value, q.best_move, q.nodes, q.leaves),
            (full.value, full.best_move, full.nodes, full.leaves),
            "{}", text
        );
        let ab = search(&g, Algorithm::AlphaBeta, &opts(Some(d), height), &mut NullSink).unwrap();
        prop_assert_eq!(ab.value, full.value, "{}", text);
    }

    /// Q = 0 is the search without quiescence: the same events as on the
    /// tree with its marks taken out. And without a depth limit any Q is.
    #[test]
    fn q_zero_changes_nothing(seed in any::<u64>(), d in 0u32..4, q in 1u32..4) {
        let (g, text, _) = random_tree(seed, 0.5);
        let plain: Tree = text.replace('!', "").parse().unwrap();
        let plain = TreeGame::new(plain, TreeSetup::default()).unwrap();
        for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let (s, e) = run(&g, alg, &opts(Some(d), 0));
            let (sp, ep) = run(&plain, alg, &opts(Some(d), 0));
            prop_assert_eq!((&s, &e), (&sp, &ep), "{}", text);
            let extends = e.iter().filter(|e| matches!(e, Event::Extend { .. })).count();
            prop_assert_eq!(extends, 0, "{}", text);
            let (s0, e0) = run(&g, alg, &opts(None, 0));
            let (sq, eq) = run(&g, alg, &opts(None, q));
            prop_assert_eq!((&s0, &e0), (&sq, &eq), "{}", text);
        }
    }

    /// With chance nodes, Star1 and Star2 (their bounds the values the
    /// horizon rule lets a search meet) return expectiminimax's value with
    /// quiescence, enter only its node ids, and trace well-formed searches
    /// (Star2's probes ask the horizon rule too).
    #[test]
    fn star1_and_star2_agree_with_expectiminimax_under_quiescence(
        seed in any::<u64>(), d in 0u32..4, q in 0u32..4,
    ) {
        let mut rng = Rng::new(seed);
        let mut text = String::new();
        let depth = 1 + rng.below(5) as u32;
        grow_with::<true>(&mut rng, depth, 0.6, &mut 200, &mut text);
        let p = Problem::tree(&text, true).unwrap();
        let g = p.game::<TreeGame>().unwrap();
        let o = p.prepare(&opts(Some(d), q)).unwrap();
        let (want, nodes, ext) = reference(g, &g.root(), 0, Some(d), q);
        let (mm, mm_events) = run(g, Algorithm::Minimax, &o);
        prop_assert!((mm.value - want).abs() <= 1e-9 * (1.0 + want.abs()), "{} {} {}", text, mm.value, want);
        prop_assert_eq!((mm.nodes, mm.extensions), (nodes, ext), "{}", text);
        let all = entered(&mm_events);
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let (s, events) = run(g, alg, &o);
            check_trace_with(&events, &Rules::new(alg, &o, None));
            check_stats(&s, &events);
            prop_assert!((s.value - want).abs() <= 1e-9 * (1.0 + want.abs()), "{:?} {}", alg, text);
            prop_assert!(entered(&events).is_subset(&all), "{:?} {}", alg, text);
        }
    }
}
