//! A new game needs one module and one registry entry, and nothing in the
//! search: Nim, written here against the public API only, gets every
//! algorithm, traces, the enhanced search, budgets and a registry entry of
//! the same shape as the built-in games'.

use abviz_core::{
    Algorithm, Budget, Config, Error, Game, GameSpec, NullSink, OptionError, Problem,
    SearchOptions, StopReason, GAMES,
};

/// Nim with heaps of at most 7 stones; whoever takes the last stone wins.
/// A move is `heap * 8 + take`.
#[derive(Clone, Debug)]
struct Nim(Vec<u8>);

impl Nim {
    fn parse(text: &str) -> Result<Nim, Error> {
        let heaps: Option<Vec<u8>> = (text.split(',').map(str::trim))
            .map(|h| h.parse().ok().filter(|&n| n <= 7))
            .collect();
        heaps.map(Nim).ok_or_else(|| {
            // A real game module would own an error type; an option error
            // keeps this test to one file.
            OptionError::UnknownOption(text.into()).into()
        })
    }
}

impl Game for Nim {
    type Pos = Vec<u8>;
    fn root(&self) -> Vec<u8> {
        self.0.clone()
    }
    fn moves(&self, pos: &Vec<u8>, out: &mut Vec<u32>) {
        for (h, &n) in pos.iter().enumerate() {
            out.extend((1..=n as u32).map(|take| h as u32 * 8 + take));
        }
    }
    fn play(&self, pos: &Vec<u8>, mv: u32) -> Vec<u8> {
        let mut next = pos.clone();
        next[(mv / 8) as usize] -= (mv % 8) as u8;
        next
    }
    fn terminal_value(&self, pos: &Vec<u8>, ply: u32, _horizon: bool) -> Option<f64> {
        // The side to move has nothing to take: the other side took the last.
        (pos.iter().all(|&n| n == 0)).then_some(if ply % 2 == 0 { -1.0 } else { 1.0 })
    }
    fn evaluate(&self, _pos: &Vec<u8>) -> Option<f64> {
        Some(0.0)
    }
}

/// The entry a registry line would add to `GAMES`.
const NIM: GameSpec = GameSpec {
    name: "nim",
    aliases: &[],
    title: "Nim",
    notation: "heap sizes, 0 to 7, separated by commas: 1,3,5",
    options: &[],
    view: "nim",
    start: Some("1,2,3"),
    sets: &[],
    reads: &["board"],
    plays: &[],
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
