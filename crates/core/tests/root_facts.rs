//! What a front end shows of a root, asked of the game (`Game::root_facts`
//! and its notation) instead of testing which game it is: the wasm
//! adapter's summary reads these alone.

use abviz_core::{find_game, Config, Problem, RootFacts};

/// Game `name`'s position `text`, read through its registry entry with `pairs`.
fn problem(name: &str, text: &str, pairs: &[(&str, &str)]) -> Problem {
    let config = Config::from_strs(pairs.iter().copied()).unwrap();
    (find_game(name).unwrap().parse)(text, &config).unwrap()
}

#[test]
fn tic_tac_toe_is_known_as_board_and_writes_its_rows() {
    let p = problem("tictactoe", "O.X/.X./O..", &[]);
    assert_eq!(p.root_text().as_deref(), Some("O.X/.X./O.."));
    let facts = RootFacts {
        kind: Some("board"),
        ..RootFacts::default()
    };
    assert_eq!(p.root_facts(), facts);
}

#[test]
fn connect_four_gives_its_size_the_moves_that_reached_it_and_its_grid() {
    let p = problem("connect4", "4453", &[("size", "7x6")]);
    let f = p.root_facts();
    assert_eq!(
        (f.kind, f.size, f.moves.as_deref(), f.named),
        (Some("connect4"), Some([7, 6]), Some("4453"), false)
    );
    let grid = p.root_text().unwrap();
    assert_eq!(grid.split('/').count(), 6, "{grid}");
    assert_eq!(
        grid.split('/').next_back(),
        Some("..OXX.."),
        "the bottom row after 4453"
    );
    // A grid reaches the root by no moves the game knows of.
    let q = problem("connect4", &grid, &[("size", "7x6")]);
    assert_eq!(
        (q.root_facts().moves, q.root_facts().size),
        (None, Some([7, 6]))
    );
    let small = problem("connect4", "1", &[("size", "5x4")]);
    assert_eq!(small.root_facts().size, Some([5, 4]));
}

#[test]
fn a_tree_says_whether_its_nodes_were_named_and_writes_itself_at_the_root_only() {
    let named = problem("tree", "A max[B min[3, 12], C min[2, 4]]", &[]);
    assert_eq!(
        (named.root_facts().kind, named.root_facts().named),
        (Some("tree"), true)
    );
    let plain = problem("tree", "[[3, 12], [2, 4]]", &[]);
    assert_eq!(
        (plain.root_facts().kind, plain.root_facts().named),
        (Some("tree"), false)
    );
    assert_eq!(plain.root_text().as_deref(), Some("[[3,12],[2,4]]"));
}

#[test]
fn a_game_without_a_view_of_its_own_gives_its_notation_and_no_facts() {
    let nim = problem("nim", "3,4,5", &[]);
    assert_eq!(nim.root_facts(), RootFacts::default());
    assert_eq!(nim.root_text().as_deref(), Some("3,4,5"));
}
