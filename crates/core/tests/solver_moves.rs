//! The move the solver's search and MTD(f) name keeps the position's value,
//! from either side to move. Both find the value by null-window tests; the
//! move must come from a test the root's own side passed (a fail-high at a
//! MAX root, a fail-low at a MIN one), and a root whose children decide it
//! at once (an immediate win) still needs its move. `abviz match` found
//! this: the solver lost a 4x4 game to a random player, playing column 1
//! where it had a win in one.

use abviz_core::{Algorithm, Budget, Config, Problem, SearchOptions};

fn value_at(problem: &Problem, path: &[u32]) -> f64 {
    match problem.state_at(path) {
        (Some(v), _, _) => v,
        _ => {
            (problem.search_at(
                path,
                Algorithm::AlphaBeta,
                &SearchOptions::default(),
                &mut Budget::default(),
            ))
            .unwrap()
            .value
        }
    }
}

fn check(game: &str, size: Option<&str>, games: u64) {
    let mut pairs = vec![("game", game)];
    pairs.extend(size.map(|s| ("size", s)));
    let start = abviz_core::find_game(game).unwrap().start;
    let config = Config::from_strs(pairs.clone()).unwrap();
    let problem = Problem::from_config(start, None, &config).unwrap();
    let solver = SearchOptions::solver(1 << 16);
    pairs.extend([("algorithm", "mtdf"), ("depth", "16"), ("enhance", "tt")]);
    let mtdf = problem
        .prepare(&Config::from_strs(pairs).unwrap().options)
        .unwrap();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for g in 0..games {
        let mut path: Vec<u32> = Vec::new();
        while let (None, moves, kind) = problem.state_at(&path) {
            let want = value_at(&problem, &path).signum();
            for (name, alg, options) in [
                ("solver", Algorithm::AlphaBeta, &solver),
                ("mtdf", Algorithm::Mtdf, &mtdf),
            ] {
                let s = problem
                    .search_at(&path, alg, options, &mut Budget::default())
                    .unwrap();
                let shown = format!("{game} game {g}, {name} after {path:?} ({kind:?} to move)");
                assert_eq!(s.value.signum(), want, "{shown}: value");
                let mv = s.best_move.unwrap_or_else(|| panic!("{shown}: no move"));
                assert!(moves.contains(&mv), "{shown}: {mv} is not a move");
                let after: Vec<u32> = path.iter().copied().chain([mv]).collect();
                assert_eq!(
                    value_at(&problem, &after).signum(),
                    want,
                    "{shown}: {mv} gives the value away"
                );
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            path.push(moves[(seed % moves.len() as u64) as usize]);
        }
    }
}

#[test]
fn connect_four_4x4_moves_keep_the_value_from_both_sides() {
    check("connect4", Some("4x4"), 30);
}

#[test]
fn tic_tac_toe_moves_keep_the_value_from_both_sides() {
    check("tictactoe", None, 30);
}
