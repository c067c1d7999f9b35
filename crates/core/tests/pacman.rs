//! CS188's multi-agent Pacman: the facts the course's autograder and
//! handouts give, reproduced by abviz's rules and search.

use abviz_core::{Algorithm, Config, NullSink, Problem, Stats};

fn run(board: &str, pairs: &[(&str, &str)], alg: Algorithm) -> (Problem, Stats) {
    let mut all = vec![("game", "pacman")];
    all.extend_from_slice(pairs);
    let config = Config::from_strs(all).unwrap();
    let p = Problem::from_config(Some(board), None, &config).unwrap();
    let s = p.search(alg, &config.options, &mut NullSink).unwrap();
    (p, s)
}

#[test]
fn minimax_classic_values_by_depth() {
    for (depth, want) in [("1", 9.0), ("2", 8.0), ("3", 7.0), ("4", -492.0)] {
        let (_, s) = run("minimaxClassic", &[("depth", depth)], Algorithm::Minimax);
        assert_eq!(s.value, want, "depth {depth}");
        let (_, ab) = run("minimaxClassic", &[("depth", depth)], Algorithm::AlphaBeta);
        assert_eq!(ab.value, want, "alpha-beta, depth {depth}");
    }
}

#[test]
fn minimax_classic_depth_4_node_counts() {
    let (p, mm) = run("minimaxClassic", &[("depth", "4")], Algorithm::Minimax);
    let (_, ab) = run("minimaxClassic", &[("depth", "4")], Algorithm::AlphaBeta);
    println!("{mm:?}\n{ab:?} {:?}", mm.best_move.map(|m| p.move_name(m)));
    assert_eq!((mm.nodes, ab.nodes), (5_917, 1_316));
}

mod trapped {
    use abviz_core::play::{play_many, GhostMoves, PlaySetup};
    use abviz_core::{Algorithm, Budget, Config, Eval, GhostModel, Pacman};

    fn run(alg: Algorithm, model: GhostModel, games: u32) -> abviz_core::play::Tally {
        let config = Config::from_strs([("game", "pacman"), ("depth", "3")]).unwrap();
        let game = Pacman::parse("trappedClassic", model, Eval::Score).unwrap();
        let setup = PlaySetup {
            algorithm: alg,
            options: config.options,
            ghost_moves: GhostMoves::Random,
            max_moves: 500,
            seed: 1,
        };
        play_many(&game, &setup, games, &mut Budget::default(), |_, _| {}).unwrap()
    }

    #[test]
    fn alpha_beta_never_wins_and_expectimax_wins_about_half() {
        let ab = run(Algorithm::AlphaBeta, GhostModel::Min, 200);
        let ex = run(Algorithm::Minimax, GhostModel::Random, 2000);
        println!("{ab:?}\n{ex:?}");
        assert_eq!((ab.games, ab.wins, ab.losses), (200, 0, 200));
        // 2,000 games: a win rate of one half has a standard error of 1.1%.
        assert!((900..=1100).contains(&ex.wins), "{ex:?}");
    }
}

#[test]
fn bounds_that_do_not_hold_every_value_are_an_error_not_a_wrong_answer() {
    let config = Config::from_strs([
        ("game", "pacman"),
        ("depth", "2"),
        ("ghosts", "random"),
        ("bounds", "0,1"),
    ])
    .unwrap();
    let p = Problem::from_config(Some("minimaxClassic"), None, &config).unwrap();
    let e = p
        .search(Algorithm::AlphaBeta, &config.options, &mut NullSink)
        .unwrap_err();
    assert_eq!(e.code(), "maze.OutOfBounds");
    assert!(e.to_string().contains("outside the bounds 0,1"), "{e}");
    // Bounds that hold: Star1 agrees with expectimax.
    let ok = Config::from_strs([
        ("game", "pacman"),
        ("depth", "2"),
        ("ghosts", "random"),
        ("bounds", "-1000,1000"),
    ])
    .unwrap();
    let p = Problem::from_config(Some("minimaxClassic"), None, &ok).unwrap();
    let star1 = p
        .search(Algorithm::AlphaBeta, &ok.options, &mut NullSink)
        .unwrap();
    let ex = p
        .search(Algorithm::Minimax, &ok.options, &mut NullSink)
        .unwrap();
    assert_eq!(star1.value, ex.value);
}
