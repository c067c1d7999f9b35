//! A new game needs one module and one registry entry, and nothing in the
//! search: Nim, written against the public API only (tests/common/nim.rs), gets every
//! algorithm, traces, the enhanced search, budgets and a registry entry of
//! the same shape as the built-in games'.

mod common;

use abviz_core::{
    Algorithm, Budget, Config, Error, GameSpec, NullSink, Problem, SearchOptions, StopReason, GAMES,
};
use common::nim::Nim;

/// The entry a registry line would add to `GAMES`.
const NIM: GameSpec = GameSpec {
    name: "nim",
    aliases: &[],
    title: "Nim",
    notation: "heap sizes, 0 to 7, separated by commas: 1,3,5",
    options: &[],
    page: &[],
    own: &[],
    view: "nim",
    boards: &[],
    weights: &[],
    start: Some("1,2,3"),
    learns: false,
    sets: &[],
    reads: &["board"],
    plays: &[],
    played: None,
    parse: |text, _| Ok(Problem::new(Nim::parse(text)?)),
};

#[test]
fn nim_is_searched_by_every_algorithm_through_the_registry_shape() {
    // Same shape as the built-in entries.
    assert_eq!(GAMES[0].name, "tictactoe");
    let p = (NIM.parse)("1,2,3", &Config::default()).unwrap();
    // 1 ⊕ 2 ⊕ 3 = 0: the side to move loses.
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2] {
        let s = p
            .search(alg, &SearchOptions::default(), &mut NullSink)
            .unwrap();
        assert_eq!(s.value, -1.0, "{alg:?}");
    }
    let p = (NIM.parse)("1,2,4", &Config::default()).unwrap();
    let mm = p
        .search(Algorithm::Minimax, &SearchOptions::default(), &mut NullSink)
        .unwrap();
    assert_eq!(mm.value, 1.0);
    // The enhanced search and MTD(f) need only whole-number values.
    let o = SearchOptions {
        depth: Some(7),
        enhance: "id,tt,killer,history,pvs".parse().unwrap(),
        ..SearchOptions::default()
    };
    let ab = p.search(Algorithm::AlphaBeta, &o, &mut NullSink).unwrap();
    assert_eq!(ab.value, 1.0);
    // Traces line up: alpha-beta's ids are a subset of minimax's.
    let traces = p
        .traces(
            &[Algorithm::Minimax, Algorithm::AlphaBeta],
            &SearchOptions::default(),
        )
        .unwrap();
    assert_eq!(traces[0].0.nodes, mm.nodes);
    assert!(traces[1].0.nodes < mm.nodes);
    // Budgets hold for it too.
    let e = p
        .search_within(
            Algorithm::Minimax,
            &SearchOptions::default(),
            &mut NullSink,
            &mut Budget::nodes(10),
        )
        .unwrap_err();
    assert!(matches!(e, Error::Stopped(s) if s.reason == StopReason::NodeLimit(10)));
    assert!((NIM.parse)("9", &Config::default()).is_err());
    assert!(p.game::<Nim>().is_some());
}
