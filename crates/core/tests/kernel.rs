//! The Connect Four kernel against the generic traced solver
//! (`abviz_core::solve`): the same score, on both scorings, for random
//! positions reached by random play, on 7×6 and smaller boards; with every
//! technique switched off in turn; and the book's empty-board entry.

use abviz_core::{
    parse_position_line, solve, Budget, Connect4, Game, Kernel, KernelOptions, Scoring, Size,
    StopReason, MIN_ENTRIES,
};
use proptest::prelude::*;

/// The position after random play from the empty `w`×`h` board: `stones`
/// discs, each move chosen by `picks` among those that do not make four
/// (so the game goes on); `None` when the board has no such move left.
fn random_position(
    w: u32,
    h: u32,
    stones: u32,
    picks: &[u32],
    scoring: Scoring,
) -> Option<Connect4> {
    let size = Size::new(w, h).ok()?;
    let mut g = Connect4::empty(size, scoring);
    let mut moves = Vec::new();
    for i in 0..stones {
        let pos = g.root();
        moves.clear();
        g.moves(&pos, &mut moves);
        moves.retain(|&c| !g.won(&g.play(&pos, c)));
        if moves.is_empty() {
            return None;
        }
        let c = moves[picks[i as usize % picks.len()] as usize % moves.len()];
        g = g.at(g.play(&pos, c));
    }
    Some(g)
}

/// The generic solver's root value, from the side to move's view.
fn generic(g: &Connect4) -> i32 {
    solve(g, 1 << 16).unwrap().value as i32
}

/// The options with technique `i` (0…4) switched off, or all on for 5;
/// enhanced transposition cut-offs at every root, not only at long ones,
/// so that the small positions here test them too.
fn without(i: usize) -> KernelOptions {
    let mut o = KernelOptions {
        table_entries: MIN_ENTRIES,
        book: false,
        etc_root_empty: 0,
        ..KernelOptions::native()
    };
    match i {
        0 => o.anticipate = false,
        1 => o.threat_order = false,
        2 => o.table = false,
        3 => o.bisect = false,
        4 => o.book = true,
        _ => {}
    }
    o
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(12)
    ))]

    /// 7×6 from 20 stones on: the generic solver in a debug build takes
    /// seconds to minutes on 14 to 18 stones, which other sizes cover.
    #[test]
    fn agrees_with_the_generic_solver_on_7x6(
        stones in 20u32..=32, picks in prop::collection::vec(0u32..7, 32), fast in any::<bool>(), off in 0usize..6
    ) {
        let scoring = if fast { Scoring::Fast } else { Scoring::Wdl };
        if let Some(g) = random_position(7, 6, stones, &picks, scoring) {
            let mut k = Kernel::new(without(off));
            let s = k.solve(&g, &mut Budget::default()).unwrap();
            prop_assert_eq!(s.score, generic(&g), "{}", g.grid(&g.root()));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(48)
    ))]

    /// Every other size from 14 stones on, and 4×4 and 5×4 (whose books
    /// the kernel builds) from the empty board on; each column's score too.
    #[test]
    fn agrees_with_the_generic_solver_on_other_sizes(
        w in 4u32..=7, h in 4u32..=6, stones in 0u32..=42, picks in prop::collection::vec(0u32..7, 42),
        fast in any::<bool>(), off in 0usize..6
    ) {
        let scoring = if fast { Scoring::Fast } else { Scoring::Wdl };
        let cells = w * h;
        let least = if cells <= 20 { 0 } else { 14 };
        let stones = least + stones % (cells - least + 1);
        if (w, h) == (7, 6) {
            return Ok(());
        }
        if let Some(g) = random_position(w, h, stones, &picks, scoring) {
            let mut k = Kernel::new(without(off));
            let s = k.solve(&g, &mut Budget::default()).unwrap();
            prop_assert_eq!(s.score, generic(&g), "{} {}", g.size(), g.grid(&g.root()));
            let columns = k.column_scores(&g, &mut Budget::default()).unwrap();
            let best = columns.iter().flatten().map(|c| c.score).max();
            if let Some(best) = best {
                prop_assert_eq!(best, s.score);
            }
            if let Some(c) = k.best_column(&g, s.score, &mut Budget::default()).unwrap() {
                prop_assert_eq!(columns[c as usize].map(|c| c.score), Some(s.score));
            }
        }
    }
}

#[test]
fn published_scores_and_a_finished_game() {
    let mut k = Kernel::new(KernelOptions::page());
    for (moves, score) in [
        ("4455", 18),
        ("44455554221", -15),
        ("2252576253462244111563365343671351441", -1),
    ] {
        let g = Connect4::parse(moves, None, Scoring::Fast).unwrap();
        assert_eq!(
            k.solve(&g, &mut Budget::default()).unwrap().score,
            score,
            "{moves}"
        );
    }
    // X made four: O, to move, has lost with X's fourth disc.
    let g = Connect4::parse("1212121", None, Scoring::Fast).unwrap();
    assert_eq!(k.solve(&g, &mut Budget::default()).unwrap().score, -18);
    assert!(k
        .column_scores(&g, &mut Budget::default())
        .unwrap()
        .iter()
        .all(Option::is_none));
}

#[test]
fn roots_that_are_their_own_mirror_image_agree_with_the_generic_solver() {
    // Below such a root a position and its mirror image share a table
    // entry; the scores must not change.
    for (size, moves) in [
        ((4, 4), ""),
        ((4, 5), ""),
        ((5, 4), "3"),
        ((5, 4), "33"),
        ((6, 4), "3443"),
    ] {
        let size = Size::new(size.0, size.1).unwrap();
        for scoring in [Scoring::Fast, Scoring::Wdl] {
            let g = Connect4::parse(moves, Some(size), scoring).unwrap();
            let mut k = Kernel::new(without(5));
            let s = k.solve(&g, &mut Budget::default()).unwrap();
            assert_eq!(s.score, generic(&g), "{size} {moves:?}");
        }
    }
}

#[test]
fn the_empty_board_comes_from_the_book_at_once() {
    let g = Connect4::empty(Size::default(), Scoring::Fast);
    for options in [KernelOptions::page(), KernelOptions::native()] {
        let mut k = Kernel::new(options);
        // One node allowed: the answer must take none.
        let s = k.solve(&g, &mut Budget::nodes(1)).unwrap();
        assert_eq!((s.score, s.nodes), (1, 0));
    }
    // The book's line: each column's score for X, the centre's +1 best.
    let book = abviz_core::games::books::connect4(7, 6, 0, &g.grid(&g.root())).unwrap();
    assert_eq!(book, [-2, -1, 0, 1, 0, -1, -2].map(Some));
    let columns = Kernel::new(KernelOptions::page()).column_scores(&g, &mut Budget::nodes(1));
    let columns: Vec<_> = columns
        .unwrap()
        .into_iter()
        .map(|c| c.map(|c| c.score))
        .collect();
    assert_eq!(columns, book);
    let best = Kernel::new(KernelOptions::page()).best_column(&g, 1, &mut Budget::nodes(1));
    assert_eq!(best.unwrap(), Some(3));
    let wdl = Connect4::empty(Size::default(), Scoring::Wdl);
    let s = Kernel::new(KernelOptions::page())
        .solve(&wdl, &mut Budget::nodes(1))
        .unwrap();
    assert_eq!((s.score, s.nodes), (1, 0));
}

#[test]
fn a_node_limit_stops_the_search_and_leaves_the_table_sound() {
    let g = Connect4::parse("43327235771513666652", None, Scoring::Fast).unwrap();
    let full = Kernel::new(KernelOptions::page())
        .solve(&g, &mut Budget::default())
        .unwrap();
    let limit = full.nodes / 2;
    let mut k = Kernel::new(KernelOptions::page());
    match k.solve(&g, &mut Budget::nodes(limit)).unwrap_err() {
        abviz_core::Error::Stopped(s) => assert_eq!(s.reason, StopReason::NodeLimit(limit)),
        e => panic!("{e}"),
    }
    // Nothing a stopped search leaves in the table misleads the next one:
    // one table stopped at every node count of a small board's solve in
    // turn, then every position on the way solved again with it.
    let size = Size::new(5, 4).unwrap();
    let picks = [2, 0, 4, 1, 3, 3, 1];
    let mut k = Kernel::new(KernelOptions::page());
    for stones in 0..=6 {
        let g = random_position(5, 4, stones, &picks, Scoring::Fast).unwrap();
        let want = Kernel::new(KernelOptions::page())
            .solve(&g, &mut Budget::default())
            .unwrap();
        for limit in 1..want.nodes {
            let _ = k.solve(&g, &mut Budget::nodes(limit));
        }
        for again in 0..=stones {
            let h = random_position(size.w, size.h, again, &picks, Scoring::Fast).unwrap();
            let fresh = Kernel::new(KernelOptions::page()).solve(&h, &mut Budget::default());
            assert_eq!(
                k.solve(&h, &mut Budget::default()).unwrap().score,
                fresh.unwrap().score
            );
        }
    }
}

proptest! {
    /// Any line of a positions file reads as nothing, a position (with
    /// the score it gives) or a one-line error; never a panic.
    #[test]
    fn any_positions_line_parses_or_gives_one_line(
        line in "[0-9 #-]{0,50}|[1-7]{0,42}( -?[0-9]{1,3})?|\\PC{0,40}", w in 4u32..=7, h in 4u32..=6
    ) {
        let size = Size::new(w, h).unwrap();
        match parse_position_line(&line, size) {
            Ok(Some(p)) => {
                prop_assert!(p.game.root().stones() <= size.cells());
                prop_assert_eq!(p.game.size(), size);
                prop_assert!(line.contains(p.text.as_str()));
            }
            Ok(None) => prop_assert!(line.trim().is_empty() || line.trim().starts_with('#')),
            Err(e) => {
                let msg = e.to_string();
                prop_assert!(!msg.contains('\n') && msg.len() < 200, "{}", msg);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(24)
    ))]

    /// A solve or a column stopped by its budget (the page's time limit on
    /// *Scores of all moves*) still says an interval, and the exact score
    /// lies in it; it narrows as the limit grows, and a finished solve has
    /// none. Positions of 14 to 22 discs on 7×6, each stopped at eight node
    /// counts across its solve.
    #[test]
    fn a_stopped_solve_bounds_the_exact_score(
        stones in 14u32..=22, picks in prop::collection::vec(0u32..7, 32), column in 0u32..7
    ) {
        let Some(g) = random_position(7, 6, stones, &picks, Scoring::Fast) else { return Ok(()); };
        // One small table, cleared before each solve: the same search every time.
        let mut k = Kernel::new(KernelOptions { table_entries: 1 << 16, ..KernelOptions::page() });
        let whole = k.solve(&g, &mut Budget::default()).unwrap();
        prop_assert_eq!(k.stopped_bounds(), None);
        k.clear();
        let col = k.column_score(&g, column, &mut Budget::default()).unwrap();
        let mut last: Option<(i32, i32)> = None;
        for i in 1..=8u64 {
            k.clear();
            let limit = (whole.nodes * i / 8).max(1);
            if k.solve(&g, &mut Budget::nodes(limit)).is_err() {
                let (lo, hi) = k.stopped_bounds().expect("a stopped solve has bounds");
                prop_assert!(lo <= whole.score && whole.score <= hi, "{} in [{}, {}] at {} nodes, {}", whole.score, lo, hi, limit, g.grid(&g.root()));
                if let Some((l, h)) = last {
                    prop_assert!(lo >= l && hi <= h, "[{}, {}] then [{}, {}]", l, h, lo, hi);
                }
                last = Some((lo, hi));
            }
            let Some(col) = col else { continue; };
            k.clear();
            let limit = (col.nodes * i / 8).max(1);
            if k.column_score(&g, column, &mut Budget::nodes(limit)).is_err() {
                let (lo, hi) = k.stopped_bounds().expect("a stopped column has bounds");
                prop_assert!(lo <= col.score && col.score <= hi, "column {}: {} in [{}, {}]", column + 1, col.score, lo, hi);
            }
        }
    }
}

#[test]
fn a_stopped_solve_has_narrowed_its_interval() {
    // 20 discs, X to move, exact score +2 in 14,794 nodes: with half of
    // them the probes have proven it lies in [−1, 5] (the rules alone
    // allow [−11, 11]). Its column 2, the one move that does not lose at
    // once (+2 too), stopped at half its nodes: [−5, 4].
    let g = Connect4::parse("43327235771513666652", None, Scoring::Fast).unwrap();
    let mut k = Kernel::new(KernelOptions::page());
    assert!(k.solve(&g, &mut Budget::nodes(7_397)).is_err());
    assert_eq!(k.stopped_bounds(), Some((-1, 5)));
    k.clear();
    let col = k
        .column_score(&g, 1, &mut Budget::default())
        .unwrap()
        .unwrap();
    assert_eq!((col.score, col.nodes), (2, 15_562));
    k.clear();
    assert!(k.column_score(&g, 1, &mut Budget::nodes(7_781)).is_err());
    assert_eq!(k.stopped_bounds(), Some((-5, 4)));
    assert!(k.solve(&g, &mut Budget::default()).is_ok());
    assert_eq!(k.stopped_bounds(), None, "a finished solve has no bounds");
}
