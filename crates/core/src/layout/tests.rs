use super::*;
use crate::games::tictactoe::Scoring;
use crate::options::SearchOptions;
use crate::problem::Problem;
use crate::search::Algorithm;

fn traces(p: &Problem) -> (Trace, Trace) {
    let o = SearchOptions::default();
    let (_, mm) = p.trace(Algorithm::Minimax, &o).unwrap();
    let (_, ab) = p.trace(Algorithm::AlphaBeta, &o).unwrap();
    (mm, ab)
}

/// Shape and layout invariants that hold for every model.
fn check_consistent(m: &TreeModel) {
    let n = m.len();
    for a in [&m.mv, &m.depth, &m.size] {
        assert_eq!(a.len(), n);
    }
    assert_eq!(m.x.len(), n);
    assert_eq!(m.child_start.len(), n + 1);
    assert_eq!(m.children.len(), n.saturating_sub(1));
    assert_eq!((m.parent[0], m.mv[0], m.depth[0]), (NONE, NONE, 0));
    assert_eq!(m.size[0] as usize, n);
    // Leaves, in preorder, are the slots 0, 1, 2, … exactly.
    let leaves: Vec<f32> = (0..n).filter(|&v| m.is_leaf(v)).map(|v| m.x[v]).collect();
    assert_eq!(leaves.len(), m.slots as usize);
    for (i, &x) in leaves.iter().enumerate() {
        assert_eq!(x, i as f32);
    }
    let mut max_depth = 0;
    for v in 0..n {
        max_depth = max_depth.max(m.depth[v]);
        let kids = m.children_of(v);
        assert_eq!(kids.is_empty(), m.is_leaf(v), "node {v}");
        if let (Some(&first), Some(&last)) = (kids.first(), kids.last()) {
            assert_eq!(first as usize, v + 1);
            let mid = (m.x[first as usize] + m.x[last as usize]) / 2.0;
            assert!((m.x[v] - mid).abs() < 1e-3, "node {v} is centred");
            assert!(m.x[first as usize] <= m.x[v] && m.x[v] <= m.x[last as usize]);
        }
        let mut total = 1;
        for &c in kids {
            assert_eq!(m.parent[c as usize] as usize, v);
            assert_eq!(m.depth[c as usize], m.depth[v] + 1);
            total += m.size[c as usize];
        }
        assert_eq!(m.size[v], total, "node {v}'s size");
    }
    assert_eq!(m.max_depth, max_depth);
}

/// Entered xor pruned, times in trace order, the root last to exit.
fn check_timeline(m: &TreeModel, t: &Timeline, trace: &Trace) -> usize {
    assert_eq!(t.len(), m.len());
    let mut pruned = 0;
    for v in 0..m.len() {
        let entered = t.enter[v] != NEVER;
        assert_ne!(
            entered,
            t.pruned[v] != NEVER,
            "node {v}: entered xor pruned"
        );
        if entered {
            assert!(t.enter[v] < t.exit[v] && (t.exit[v] as usize) < trace.len());
            if v > 0 {
                let p = m.parent[v] as usize;
                assert!(t.enter[p] < t.enter[v] && t.exit[v] < t.exit[p]);
            }
            // An inner node chose a child that returned before it did.
            assert_eq!(t.best[v] == NEVER, m.is_leaf(v), "node {v}'s best");
            if let Some(&b) = m.children_of(v).iter().find(|&&c| c == t.best[v]) {
                assert!(t.exit[b as usize] < t.exit[v], "node {v}'s best");
            }
        } else {
            pruned += 1;
            assert_eq!((t.exit[v], t.best[v]), (NEVER, NEVER));
            let p = m.parent[v] as usize;
            // Pruned at the parent (the cut-off's node) or with it.
            assert!(t.pruned[p] == t.pruned[v] || t.enter[p] < t.pruned[v]);
        }
    }
    pruned
}

#[test]
fn aima_tree_model_and_timelines() {
    let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
    let (mm, ab) = traces(&p);
    let m = TreeModel::from_trace(&mm);
    check_consistent(&m);
    assert_eq!((m.len(), m.slots, m.max_depth), (13, 9, 2));
    assert_eq!(m.children_of(0), &[1, 5, 9]);
    assert_eq!(m.children_of(5), &[6, 7, 8]);
    assert_eq!(m.mv, [NONE, 0, 0, 1, 2, 1, 0, 1, 2, 2, 0, 1, 2]);
    assert_eq!(m.size, [13, 4, 1, 1, 1, 4, 1, 1, 1, 4, 1, 1, 1]);
    // Leaves 0..9; A, B, C over their middle leaves; the root over B.
    assert_eq!(m.x, [4., 1., 0., 1., 2., 4., 3., 4., 5., 7., 6., 7., 8.]);

    let tm = m.timeline(&mm);
    assert_eq!(check_timeline(&m, &tm, &mm), 0);
    assert!(tm.pruned.iter().all(|&p| p == NEVER));
    assert_eq!(tm.enter[0], 0);
    assert_eq!(tm.exit[0] as usize, mm.len() - 1);
    assert_eq!(
        (tm.value[0], tm.value[1], tm.value[5], tm.value[9]),
        (3.0, 3.0, 2.0, 2.0)
    );

    let ta = m.timeline(&ab);
    assert_eq!(check_timeline(&m, &ta, &ab), 2);
    let cutoff = ab
        .packed()
        .iter()
        .position(|e| e.kind() == kind::CUTOFF)
        .unwrap() as u32;
    for v in 0..13 {
        let want = if v == 7 || v == 8 { cutoff } else { NEVER };
        assert_eq!(ta.pruned[v], want, "node {v}");
    }
    // B returns its first leaf, 2, an upper bound.
    assert_eq!((ta.value[0], ta.value[5]), (3.0, 2.0));
    assert!(ta.exit[5] > cutoff);
}

#[test]
fn aima_tree_nodes_choose_their_first_best_child() {
    const N: u32 = NEVER;
    let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
    let (mm, ab) = traces(&p);
    let m = TreeModel::from_trace(&mm);
    assert!(m.root_is_max && m.is_max(0) && !m.is_max(5) && m.is_max(6));
    // The root takes A (3); the MIN nodes A, B, C their 3, 2 and 2;
    // leaves choose nothing.
    let want = [1, 2, N, N, N, 6, N, N, N, 12, N, N, N];
    assert_eq!(m.timeline(&mm).best, want);
    // Alpha-beta's B returns its first leaf, 2, before the cut-off; the
    // rest is as in minimax.
    let ta = m.timeline(&ab);
    assert_eq!(ta.best, want);
    assert_eq!((ta.best[5], ta.value[6]), (6, 2.0));

    // With MIN at the root the MAX children back up 12, 6, 14: B wins.
    let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", false).unwrap();
    let (mm, ab) = traces(&p);
    let m = TreeModel::from_trace(&mm);
    assert!(!m.root_is_max && !m.is_max(0) && m.is_max(1));
    assert_eq!(
        m.timeline(&mm).best,
        [5, 3, N, N, N, 8, N, N, N, 10, N, N, N]
    );
    // Alpha-beta cuts C off after its 14, which is C's choice.
    assert_eq!(
        m.timeline(&ab).best,
        [5, 3, N, N, N, 8, N, N, N, 10, N, N, N]
    );
}

#[test]
fn ties_go_to_the_first_child_and_equal_values_leave_max_at_the_root() {
    let p = Problem::tree("[[1,1],[1,1,1]]", true).unwrap();
    let (mm, ab) = traces(&p);
    let m = TreeModel::from_trace(&mm);
    // No node's children differ, so no node shows its side.
    assert!(m.root_is_max);
    const N: u32 = NEVER;
    assert_eq!(m.timeline(&mm).best, [1, 2, N, N, 5, N, N, N]);
    assert_eq!(m.timeline(&ab).best[..2], [1, 2]);
}

#[test]
fn move_4_alpha_beta_prunes_109_of_186() {
    let p = Problem::board("O.X/.X./O..", Scoring::Wdl).unwrap();
    let (mm, ab) = traces(&p);
    let m = TreeModel::from_trace(&mm);
    check_consistent(&m);
    assert_eq!((m.len(), m.slots), (186, 86));
    // Subtree sizes 34, 51, 24, 38, 38 (checked with an independent search).
    assert_eq!(m.children_of(0), &[1, 35, 86, 110, 148]);
    assert_eq!(
        m.children_of(0)
            .iter()
            .map(|&c| m.mv[c as usize])
            .collect::<Vec<_>>(),
        [1, 3, 5, 7, 8]
    );
    let ta = m.timeline(&ab);
    assert_eq!(check_timeline(&m, &ta, &ab), 109);
    assert_eq!(ta.enter.iter().filter(|&&e| e != NEVER).count(), 77);
    let tm = m.timeline(&mm);
    assert_eq!(check_timeline(&m, &tm, &mm), 0);
    // Minimax enters the ids in order.
    assert!(tm.enter.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn one_node_and_truncated_traces_stay_consistent() {
    let p = Problem::board("XXX/OO./...", Scoring::Wdl).unwrap();
    let (mm, ab) = traces(&p);
    let m = TreeModel::from_trace(&mm);
    check_consistent(&m);
    assert_eq!((m.len(), m.slots, m.max_depth, m.x[0]), (1, 1, 0, 0.0));
    assert!(m.children.is_empty());
    assert_eq!(m.timeline(&ab).enter, [0]);

    let p = Problem::board("O.X/.X./O..", Scoring::Wdl).unwrap();
    let (mm, _) = traces(&p);
    for cut in [0, 1, 7, 100, mm.len() - 1] {
        let m = TreeModel::from_packed(&mm.packed()[..cut]);
        if cut > 0 {
            check_consistent(&m);
        } else {
            assert!(m.is_empty() && m.child_start == [0]);
        }
    }
    // Ids past the model (another position's trace) are ignored.
    let small = TreeModel::from_packed(&mm.packed()[..7]);
    let t = small.timeline(&mm);
    assert_eq!(t.len(), small.len());
}

#[test]
fn depth_limited_and_reordered_trees_line_up() {
    let p = Problem::board(".........", Scoring::Wdl).unwrap();
    for ordering in ["heuristic", "random:7", "best-first"] {
        let o = SearchOptions {
            ordering: ordering.parse().unwrap(),
            depth: Some(3),
            ..Default::default()
        };
        let (sm, mm) = p.trace(Algorithm::Minimax, &o).unwrap();
        let (sa, ab) = p.trace(Algorithm::AlphaBeta, &o).unwrap();
        let m = TreeModel::from_trace(&mm);
        check_consistent(&m);
        assert_eq!(m.len() as u64, sm.nodes);
        assert_eq!(m.slots as u64, sm.leaves);
        let t = m.timeline(&ab);
        let pruned = check_timeline(&m, &t, &ab);
        assert_eq!((m.len() - pruned) as u64, sa.nodes, "{ordering}");
        assert_eq!(t.value[0], sa.value);
    }
}

#[test]
fn full_tree_size_is_minimax_node_count() {
    let cases = [
        (
            Problem::board(".........", Scoring::Wdl).unwrap(),
            None,
            549_946,
        ),
        (
            Problem::board("O.X/.X./O..", Scoring::Wdl).unwrap(),
            None,
            186,
        ),
        (
            Problem::board(".........", Scoring::Fast).unwrap(),
            Some(2),
            1 + 9 + 72,
        ),
        (
            Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap(),
            None,
            13,
        ),
    ];
    for (p, depth, n) in cases {
        let o = SearchOptions {
            depth,
            ..Default::default()
        };
        assert_eq!(full_tree_size(&p, &o), n);
        let (s, t) = p.trace(Algorithm::Minimax, &o).unwrap();
        assert_eq!(s.nodes, n);
        assert!(t.len() as u64 <= 3 * n);
    }
}

#[test]
fn empty_board_has_549_946_nodes_and_255_168_slots() {
    let p = Problem::board(".........", Scoring::Wdl).unwrap();
    let (mm, ab) = traces(&p);
    let m = TreeModel::from_trace(&mm);
    assert_eq!((m.len(), m.slots, m.max_depth), (549_946, 255_168, 9));
    assert_eq!(m.children.len(), 549_945);
    assert_eq!(m.x[m.len() - 1], 255_167.0);
    // Sized from the last Enter's id: nothing over-allocated.
    assert_eq!((m.parent.capacity(), m.x.capacity()), (m.len(), m.len()));
    let t = m.timeline(&ab);
    let entered = t.enter.iter().filter(|&&e| e != NEVER).count();
    let pruned = t.pruned.iter().filter(|&&e| e != NEVER).count();
    assert_eq!((entered, pruned), (18_297, 549_946 - 18_297));
}
