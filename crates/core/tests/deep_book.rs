//! The deep opening book (`abviz_core::DeepBook`): built on small boards
//! the way `scripts/build-books.sh` builds the 7×6 one (the deepest
//! positions solved by the kernel, the rest by negamax), it agrees with the
//! kernel on every position and every column; its file round-trips and a
//! wrong one is refused; and the shipped 7×6 book agrees with the
//! published scores and with the kernel on a sample of its positions.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use abviz_core::{
    book_key, enumerate, BookError, Budget, Connect4, DeepBook, Game, Kernel, KernelOptions,
    Scoring, Size, C4,
};

/// The book the CLI ships and the page fetches.
const SHIPPED: &[u8] = include_bytes!("../../../web/data/connect4-7x6.book");

fn no_book() -> KernelOptions {
    KernelOptions {
        table_entries: 1 << 18,
        book: false,
        ..KernelOptions::native()
    }
}

/// Every enumerated position of `size` up to `plies` discs, as a game.
fn positions(size: Size, plies: u32) -> Vec<Connect4> {
    let g = Connect4::empty(size, Scoring::Fast);
    let mut out = Vec::new();
    enumerate(size, plies, |v| {
        out.push(g.at(C4 {
            cur: v.cur,
            mask: v.mask,
        }))
    });
    out
}

/// The book of `size` to `plies` discs, its deepest positions solved by
/// the kernel without a book, as the builder's solve step does.
fn build(size: Size, plies: u32) -> DeepBook {
    let mut k = Kernel::new(no_book());
    let mut deepest = HashMap::new();
    for g in positions(size, plies) {
        let r = g.root();
        if r.stones() == plies {
            let s = k.solve(&g, &mut Budget::default()).unwrap();
            deepest.insert(book_key(size, r.cur, r.mask), s.score);
        }
    }
    DeepBook::derive(size, plies, |key| deepest.get(&key).copied())
}

#[test]
fn a_small_book_built_by_negamax_agrees_with_the_kernel_everywhere() {
    for (w, h, plies) in [(5, 4, 6), (4, 4, 7)] {
        let size = Size::new(w, h).unwrap();
        let book = Arc::new(build(size, plies));
        assert_eq!(book.known(), book.len(), "{w}x{h}: every score known");
        let mut plain = Kernel::new(no_book());
        // Every book on: the compiled-in text books answer up to 4 discs
        // before the deep one, and must agree too.
        let mut booked = Kernel::new(KernelOptions::native());
        booked.set_book(Some(book.clone()));
        let all = positions(size, plies);
        assert_eq!(all.len(), book.len());
        for scoring in [Scoring::Fast, Scoring::Wdl] {
            for g in &all {
                let g = &Connect4::parse(&g.grid(&g.root()), Some(size), scoring).unwrap();
                let r = g.root();
                let want = plain.solve(g, &mut Budget::default()).unwrap().score;
                if scoring == Scoring::Fast {
                    assert_eq!(book.score(r.cur, r.mask), Some(want), "{}", g.grid(&r));
                }
                let got = booked.solve(g, &mut Budget::default()).unwrap();
                assert_eq!((got.score, got.nodes), (want, 0), "{}", g.grid(&r));
                // Every column, the deepest positions' too (their children
                // are beyond the book: solved from below the book's score).
                let want = plain.column_scores(g, &mut Budget::default()).unwrap();
                let got = booked.column_scores(g, &mut Budget::default()).unwrap();
                let scores = |v: &[Option<abviz_core::KernelSolve>]| {
                    v.iter().map(|c| c.map(|c| c.score)).collect::<Vec<_>>()
                };
                assert_eq!(scores(&got), scores(&want), "{} {scoring:?}", g.grid(&r));
                let best = booked.best_column(g, want_root(&mut plain, g), &mut Budget::default());
                let best = best.unwrap().unwrap();
                let top = scores(&want).into_iter().flatten().max();
                assert_eq!(scores(&want)[best as usize], top, "{}", g.grid(&r));
            }
        }
    }
}

fn want_root(k: &mut Kernel, g: &Connect4) -> i32 {
    k.solve(g, &mut Budget::default()).unwrap().score
}

#[test]
fn the_file_round_trips_and_a_wrong_one_is_refused() {
    let size = Size::new(5, 4).unwrap();
    let book = build(size, 5);
    let bytes = book.to_bytes();
    // A 20-byte header, then one byte a position.
    assert_eq!(bytes.len(), 20 + book.len());
    assert_eq!(DeepBook::from_bytes(&bytes).unwrap(), book);
    assert_eq!(DeepBook::from_bytes(b"C4B"), Err(BookError::NotABook));
    let mut other = bytes.clone();
    other[0] = b'X';
    assert_eq!(DeepBook::from_bytes(&other), Err(BookError::NotABook));
    let mut short = bytes.clone();
    short.pop();
    assert_eq!(DeepBook::from_bytes(&short), Err(BookError::NotABook));
    // Another size's scores under this header: the positions differ.
    let mut wrong = build(Size::new(4, 5).unwrap(), 5).to_bytes();
    wrong[5..7].copy_from_slice(&[5, 4]);
    let e = DeepBook::from_bytes(&wrong).unwrap_err();
    assert!(
        matches!(e, BookError::NotABook | BookError::Positions),
        "{e}"
    );
    let mut wrong = bytes.clone();
    wrong[12] ^= 1;
    assert_eq!(DeepBook::from_bytes(&wrong), Err(BookError::Positions));
    let mut deep = bytes;
    deep[7] = 40;
    assert_eq!(DeepBook::from_bytes(&deep), Err(BookError::NotABook));
}

#[test]
fn a_partial_book_knows_only_what_follows_from_its_known_scores() {
    let size = Size::new(5, 4).unwrap();
    let full = build(size, 5);
    // Half of the deepest positions' scores.
    let mut keep = HashSet::new();
    let mut deepest = vec![];
    enumerate(size, 5, |v| {
        if v.moves.len() == 5 {
            deepest.push((v.key, v.cur, v.mask));
        }
    });
    for (i, d) in deepest.iter().enumerate() {
        if i % 2 == 0 {
            keep.insert(d.0);
        }
    }
    let partial = DeepBook::derive(size, 5, |key| {
        let (_, cur, mask) = deepest.iter().find(|d| d.0 == key)?;
        keep.contains(&key)
            .then(|| full.score(*cur, *mask))
            .flatten()
    });
    assert!(partial.known() < full.known());
    for g in positions(size, 5) {
        let r = g.root();
        if let Some(v) = partial.score(r.cur, r.mask) {
            assert_eq!(Some(v), full.score(r.cur, r.mask));
        }
    }
    // The empty board needs every position below it.
    assert_eq!(partial.score(0, 0), None);
    let bytes = partial.to_bytes();
    assert_eq!(
        DeepBook::from_bytes(&bytes).unwrap().known(),
        partial.known()
    );
}

#[test]
fn the_shipped_7x6_book_gives_the_published_scores() {
    let book = DeepBook::from_bytes(SHIPPED).expect("web/data/connect4-7x6.book reads");
    let size = Size::new(7, 6).unwrap();
    assert_eq!((book.size(), book.plies()), (size, 8));
    // One per mirror pair of the positions of 0…8 discs without four.
    assert_eq!(book.len(), 129_498);
    // Complete: all 91,295 positions of 8 discs were solved (`BOOK_DEEP=1
    // npm run books`, about 20 hours of one core), and every shallower
    // position follows from them.
    assert_eq!(book.known(), book.len(), "every position known");
    let score = |seq: &str| {
        let r = Connect4::parse(seq, Some(size), Scoring::Fast)
            .unwrap()
            .root();
        book.score(r.cur, r.mask)
    };
    // Allis' and Pons' result: the first player wins, with the last disc
    // of the board at best (+1 on the fast scale), and only by the centre.
    assert_eq!(score(""), Some(1));
    let first: Vec<_> = (1..=7).map(|c| score(&c.to_string()).map(|v| -v)).collect();
    assert_eq!(first, [-2, -1, 0, 1, 0, -1, -2].map(Some));
    // `abviz solve --board 4453 --columns --no-book`: the example.
    let columns: Vec<_> = (1..=7)
        .map(|c| score(&format!("4453{c}")).map(|v| -v))
        .collect();
    assert_eq!(columns, [-5, -5, -2, -3, -4, -2, -2].map(Some));
    assert_eq!(score("4453"), Some(-2));
    // The README's 4455: +18 for X to move.
    assert_eq!(score("4455"), Some(18));
}

#[test]
fn the_shipped_book_agrees_with_the_kernel_on_a_sample_of_cheap_positions() {
    let book = DeepBook::from_bytes(SHIPPED).expect("the book reads");
    let size = book.size();
    let mut k = Kernel::new(no_book());
    let (mut tried, mut checked) = (0, 0);
    let mut by_discs = [0; 9];
    // Every 6th known position of 5 to 8 discs whose solve takes few nodes
    // (the test runs unoptimised): a win or loss found near the root.
    let mut i = 0;
    enumerate(size, 8, |v| {
        let Some(score) = book.score(v.cur, v.mask) else {
            return;
        };
        i += 1;
        if v.moves.len() < 5 || i % 6 != 0 {
            return;
        }
        tried += 1;
        let g = Connect4::empty(size, Scoring::Fast).at(C4 {
            cur: v.cur,
            mask: v.mask,
        });
        k.clear();
        if let Ok(s) = k.solve(&g, &mut Budget::nodes(1000)) {
            assert_eq!(score, s.score, "{}", g.grid(&g.root()));
            checked += 1;
            by_discs[v.moves.len()] += 1;
        }
    });
    assert!(checked >= 200, "{checked} of {tried} checked: {by_discs:?}");
}
