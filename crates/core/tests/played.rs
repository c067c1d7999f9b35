//! A game played whole is asked through its `Played` (issue 29 point 1):
//! the registry's entries say which games are played, and each played
//! game's steps retrace its own game.

use abviz_core::play::{GhostMoves, PlaySetup};
use abviz_core::{Algorithm, Budget, Config, GAMES};

#[test]
fn a_game_is_played_whole_exactly_when_it_lists_options_for_play() {
    for g in GAMES {
        assert_eq!(g.played.is_some(), !g.plays.is_empty(), "{}", g.name);
    }
    assert!(GAMES.iter().any(|g| g.played.is_some()));
}

#[test]
fn each_played_game_plays_from_its_first_board_and_its_steps_retrace_it() {
    for g in GAMES.iter().filter(|g| g.played.is_some()) {
        let config = Config::from_strs([("game", g.name), ("depth", "1")]).unwrap();
        let played = (g.played.unwrap())(g.boards[0].1, &config).unwrap();
        let setup = PlaySetup {
            algorithm: Algorithm::AlphaBeta,
            options: config.options,
            ghost_moves: GhostMoves::Random,
            max_moves: 30,
            seed: 7,
        };
        let mut seen = 0;
        let record = played
            .play(&setup, 0, &mut Budget::default(), &mut |_| seen += 1)
            .unwrap();
        assert!(!record.turns.is_empty(), "{}", g.name);
        assert_eq!(seen, record.turns.len(), "{}: one call a move", g.name);
        let steps = played.steps(&record.turns);
        assert_eq!(steps.len(), record.turns.len());
        // The last step's score is the game's; each searched move is the
        // best move of the problem its step gives.
        assert_eq!(steps.last().unwrap().score, record.score, "{}", g.name);
        for (t, s) in record.turns.iter().zip(&steps) {
            assert_eq!(
                s.problem.is_some(),
                t.stats.is_some(),
                "{}: a problem a search",
                g.name
            );
            if let (Some(stats), Some(problem)) = (&t.stats, &s.problem) {
                let again = problem
                    .search_within(
                        setup.algorithm,
                        &setup.options,
                        &mut abviz_core::NullSink,
                        &mut Budget::default(),
                    )
                    .unwrap();
                assert_eq!(again.best_move, stats.best_move, "{}", g.name);
            }
        }
    }
}
