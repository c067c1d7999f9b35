//! Whole games a search at a time (`matches.rs`, `abviz match` and the
//! page's Match): results are tallied from the first player's side, each
//! move searched from the position itself ([`Problem::child`]).

use abviz_core::matches::{Match, Player};
use abviz_core::{find_game, Config, Problem};

fn start(game: &str, board: &str) -> Problem {
    let config = Config::from_strs([("game", game)]).unwrap();
    Problem::from_config(Some(board), None, &config).unwrap()
}

fn tally(game: &str, board: &str, first: &str, second: &str, games: u32) -> [u64; 3] {
    let spec = find_game(game).unwrap();
    let p = start(game, board);
    let players = [first, second].map(|s| Player::parse(s, spec, &p).unwrap());
    let mut m = Match::new(p, players, 1).expect("a board game goes on from any position");
    for _ in 0..games {
        m.play(&mut abviz_core::Budget::default()).unwrap();
    }
    let t = m.tally();
    [t.first_wins, t.draws, t.second_wins]
}

#[test]
fn the_solver_never_loses_tic_tac_toe_from_either_side_and_wins_some() {
    let [w, _, l] = tally("tictactoe", ".........", "solver", "random", 30);
    assert_eq!(l, 0, "the solver lost moving first");
    assert!(w > 20, "{w} wins of 30 against random moves");
    let [w, _, l] = tally("tictactoe", ".........", "random", "solver", 30);
    assert_eq!(w, 0, "the solver lost moving second");
    assert!(l > 10, "{l} wins of 30 moving second");
    // Perfect play on both sides: every game a draw.
    assert_eq!(
        tally("tictactoe", ".........", "alphabeta", "solver", 3),
        [0, 3, 0]
    );
}

#[test]
fn from_a_won_position_the_side_to_move_wins_at_once() {
    // X to move completes the top row: one move, the first player's win.
    let spec = find_game("tictactoe").unwrap();
    let p = start("tictactoe", "XX./OO./...");
    let players = ["alphabeta", "random"].map(|s| Player::parse(s, spec, &p).unwrap());
    let mut m = Match::new(p, players, 7).unwrap();
    assert_eq!(m.play(&mut abviz_core::Budget::default()).unwrap(), 1);
    assert_eq!(m.tally().moves, 1);
    // Connect Four after 1122: MCTS moving first never loses to random moves.
    assert_eq!(
        tally("connect4", "1122", "mcts:iterations=300", "random", 10)[2],
        0
    );
}

#[test]
fn textbook_trees_cannot_be_matched() {
    let config = Config::from_strs([("game", "tree")]).unwrap();
    let p = Problem::from_config(None, Some("[[1,2],[3,4]]"), &config).unwrap();
    assert!(Match::new(p, [Player::Random, Player::Random], 1).is_none());
}
