//! Every enhancement combination against plain minimax, on random Connect
//! Four positions of random sizes at random depths: same value, a best move
//! of that value, a well-formed trace whose ids are minimax's, and a table
//! of any size (down to one slot) that never changes the value.

use std::collections::HashMap;

use abviz_core::{
    Algorithm, Connect4, Enhancements, Event, Game, NullSink, Problem, Scoring, SearchOptions,
    Size, Trace, TreeModel, NEVER, NONE,
};
use proptest::prelude::*;

/// A position reached by `plies` random legal moves (fewer if the game ends).
fn position(size: Size, seed: u64, plies: u32, scoring: Scoring) -> Connect4 {
    let g = Connect4::empty(size, scoring);
    let mut pos = g.root();
    let mut rng = seed;
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        g.moves(&pos, &mut moves);
        if moves.is_empty() {
            break;
        }
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let next = g.play(&pos, moves[(rng >> 33) as usize % moves.len()]);
        if g.won(&next) {
            break;
        }
        pos = next;
    }
    g.at(pos)
}

fn enhancements(bits: u8) -> Enhancements {
    Enhancements {
        order: bits & 1 != 0,
        id: bits & 2 != 0,
        tt: bits & 4 != 0,
        killer: bits & 8 != 0,
        history: bits & 16 != 0,
        pvs: bits & 32 != 0,
        // Aspiration needs id.
        aspiration: bits & 64 != 0 && bits & 2 != 0,
        solver: false,
    }
}

fn options(depth: u32, e: Enhancements, tt_size: usize) -> SearchOptions {
    SearchOptions {
        depth: Some(depth),
        enhance: e,
        tt_size,
        ..SearchOptions::default()
    }
}

/// Minimax's value of `g`'s position after `mv`, from `g`'s MAX's view.
fn child_value(g: &Connect4, mv: u32, depth: u32) -> f64 {
    let child = g.at(g.play(&g.root(), mv));
    if let Some(v) = child.terminal_value(&child.root(), 0, true) {
        return -v;
    }
    let p = Problem::of(child);
    let o = options(depth - 1, Enhancements::default(), 1);
    -p.search(Algorithm::Minimax, &o, &mut NullSink)
        .unwrap()
        .value
}

/// Checks nesting, that every Enter's (parent, move) is minimax's for its
/// id, and that revisits come only after a Pass or a Research.
fn check_trace(events: &[Event], minimax: &HashMap<u32, (u32, u32)>, depth: u32) {
    let mut open: Vec<u32> = Vec::new();
    let mut seen_in_pass: HashMap<u32, u32> = HashMap::new();
    let mut researched = false;
    for (i, e) in events.iter().enumerate() {
        match *e {
            Event::Pass { depth: d } => {
                assert!(open.is_empty(), "event {i}: a pass inside a node");
                assert!(d >= 1 && d <= depth, "pass depth {d}");
                seen_in_pass.clear();
            }
            Event::Research { node } => {
                assert_eq!(open.last().copied().unwrap_or(NONE), node, "event {i}");
                researched = true;
            }
            Event::Enter {
                node,
                parent,
                mv,
                depth: d,
                ..
            } => {
                assert_eq!(open.last().copied().unwrap_or(NONE), parent, "event {i}");
                assert_eq!(d as usize, open.len(), "event {i}: depth");
                let want = minimax.get(&node).copied();
                assert_eq!(
                    want,
                    Some((parent, mv)),
                    "event {i}: node {node} is not minimax's"
                );
                let visits = seen_in_pass.entry(node).or_default();
                *visits += 1;
                assert!(
                    *visits == 1 || researched,
                    "event {i}: node {node} entered twice in a pass without a re-search"
                );
                open.push(node);
            }
            Event::Leaf { node, .. } | Event::Table { node, .. } => {
                assert_eq!(open.last(), Some(&node), "event {i}");
                assert!(
                    matches!(events.get(i + 1), Some(Event::Exit { node: n, .. }) if *n == node),
                    "event {i}: not followed by its Exit"
                );
            }
            Event::Exit { node, .. } => {
                assert_eq!(open.pop(), Some(node), "event {i}");
            }
            Event::Alpha { node, .. } | Event::Beta { node, .. } | Event::Cutoff { node, .. } => {
                assert_eq!(open.last(), Some(&node), "event {i}");
            }
            Event::Window { node, .. } => {
                assert_eq!(open.last().copied().unwrap_or(NONE), node, "event {i}");
                assert!(
                    matches!(events.get(i + 1), Some(Event::Enter { parent, .. }) if *parent == node),
                    "event {i}: a window not right before an Enter"
                );
            }
            Event::Bounds { .. } => panic!("event {i}: Bounds without chance nodes"),
            Event::Futility { .. } => panic!("event {i}: futility in the enhanced search"),
            Event::Book { .. } => panic!("event {i}: the enhanced search has no book"),
            Event::Extend { .. } => panic!("event {i}: the enhanced search refuses quiescence"),
            Event::Thresholds { .. } | Event::Negated { .. } => {
                panic!("event {i}: negamax's events in the enhanced search")
            }
            Event::Uct { .. }
            | Event::Select { .. }
            | Event::Expand { .. }
            | Event::Simulate { .. }
            | Event::Backup { .. } => panic!("event {i}: MCTS events in the enhanced search"),
        }
    }
    assert!(open.is_empty(), "unclosed nodes {open:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(96)
    ))]

    #[test]
    fn every_combination_returns_minimax_value_and_a_best_move_of_it(
        w in 4u32..=7, h in 4u32..=6, seed in any::<u64>(), plies in 0u32..14,
        depth in 1u32..=4, bits in any::<u8>(), mtdf in any::<bool>(),
        tt_size in prop::sample::select(vec![1usize, 2, 17, 1024, 65536]),
        fast in any::<bool>(),
    ) {
        let scoring = if fast { Scoring::Fast } else { Scoring::Wdl };
        let g = position(Size::new(w, h).unwrap(), seed, plies, scoring);
        let p = Problem::of(g.clone());
        let mm = p.search(Algorithm::Minimax, &options(depth, Enhancements::default(), 1), &mut NullSink).unwrap();
        let mut e = enhancements(bits);
        let alg = if mtdf { e.tt = true; Algorithm::Mtdf } else { Algorithm::AlphaBeta };
        let o = options(depth, e, tt_size);
        let s = p.search(alg, &o, &mut NullSink).unwrap();
        prop_assert_eq!(s.value, mm.value, "{} {:?}", e, alg);
        match s.best_move {
            Some(m) => prop_assert_eq!(child_value(&g, m, depth), mm.value, "best move {} of {}", m, e),
            None => prop_assert!(mm.best_move.is_none()),
        }
        // No enhancement runs the reference alpha-beta, which counts no passes.
        let passes = if e.is_empty() && !mtdf { 0 } else if e.id { depth as usize } else { 1 };
        prop_assert_eq!(s.iterations.len(), passes);
        if passes > 0 {
            prop_assert_eq!(s.iterations.iter().sum::<u64>(), s.nodes);
        }
        prop_assert!(s.tt_cutoffs <= s.tt_hits && s.tt_hits <= s.tt_probes);
    }

    #[test]
    fn traces_are_well_formed_with_minimax_ids_and_timelines_stay_in_the_tree(
        w in 4u32..=7, h in 4u32..=5, seed in any::<u64>(), plies in 0u32..10,
        depth in 1u32..=3, bits in any::<u8>(), mtdf in any::<bool>(),
        tt_size in prop::sample::select(vec![1usize, 64, 65536]),
    ) {
        let g = position(Size::new(w, h).unwrap(), seed, plies, Scoring::Fast);
        let p = Problem::of(g);
        let mut e = enhancements(bits);
        let alg = if mtdf { e.tt = true; Algorithm::Mtdf } else { Algorithm::AlphaBeta };
        let o = options(depth, e, tt_size);
        let traces = p.traces(&[Algorithm::Minimax, alg], &o).unwrap();
        let (mm, ab) = (&traces[0].1, &traces[1].1);
        let ids: HashMap<u32, (u32, u32)> = mm.iter().filter_map(|e| match e {
            Event::Enter { node, parent, mv, .. } => Some((node, (parent, mv))),
            _ => None,
        }).collect();
        let events: Vec<Event> = ab.iter().collect();
        check_trace(&events, &ids, depth);
        // The last pass's timeline: nodes entered or pruned stay in the tree,
        // and without re-searches every node is entered or pruned, not both.
        let model = TreeModel::from_trace(mm);
        let start = ab.packed().iter().rposition(|e| e.kind() == abviz_core::trace::kind::PASS).unwrap_or(0);
        let t = model.timeline_dynamic(&ab.packed()[start..], ab.reals());
        let researched = events.iter().any(|e| matches!(e, Event::Research { .. }));
        for v in 0..model.len() {
            if !researched {
                prop_assert!((t.enter[v] == NEVER) != (t.pruned[v] == NEVER), "node {} of {}", v, e);
            }
        }
        if !t.table.is_empty() {
            prop_assert!(e.tt);
        }
    }

    #[test]
    fn without_enhancements_the_enhanced_search_is_plain_alpha_beta(
        w in 4u32..=7, h in 4u32..=6, seed in any::<u64>(), plies in 0u32..14, depth in 1u32..=5,
    ) {
        let g = position(Size::new(w, h).unwrap(), seed, plies, Scoring::Wdl);
        let p = Problem::of(g.clone());
        let plain = p.search(Algorithm::AlphaBeta, &options(depth, Enhancements::default(), 1), &mut NullSink).unwrap();
        let via = abviz_core::enhance::search(&g, false, &options(depth, Enhancements::default(), 1), &mut NullSink).unwrap();
        prop_assert_eq!((via.value, via.nodes, via.cutoffs, via.leaves), (plain.value, plain.nodes, plain.cutoffs, plain.leaves));
    }
}

#[test]
fn a_one_slot_table_still_answers_some_nodes_and_changes_nothing() {
    let g = Connect4::parse("4453", None, Scoring::Fast).unwrap();
    let p = Problem::of(g);
    let mm = p
        .search(
            Algorithm::Minimax,
            &options(5, Enhancements::default(), 1),
            &mut NullSink,
        )
        .unwrap();
    for size in [1, 1 << 16] {
        let e: Enhancements = "tt".parse().unwrap();
        let s = p
            .search(Algorithm::AlphaBeta, &options(5, e, size), &mut NullSink)
            .unwrap();
        assert_eq!(s.value, mm.value);
        assert!(s.tt_probes > 0);
    }
}

#[test]
fn the_trace_marks_table_answers_passes_and_re_searches() {
    let g = Connect4::parse("4453", None, Scoring::Fast).unwrap();
    let p = Problem::of(g);
    let e: Enhancements = "id,tt,pvs".parse().unwrap();
    let (s, trace): (_, Trace) = p
        .trace(Algorithm::AlphaBeta, &options(5, e, 1 << 16))
        .unwrap();
    let count = |name: &str| trace.iter().filter(|e| e.name() == name).count() as u64;
    assert_eq!(count("pass"), 5);
    assert_eq!(count("table"), s.tt_cutoffs);
    assert_eq!(count("research"), s.re_searches);
    assert!(s.tt_cutoffs > 0 && s.re_searches > 0, "{s:?}");
}
