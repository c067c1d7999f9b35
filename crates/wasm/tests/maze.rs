#![cfg(target_arch = "wasm32")]
//! Pacman and the robots as JavaScript sees them: requests, summaries, node
//! states, and whole games (play_game, PlayRun), under wasm-bindgen-test.
//! Split from `web.rs`, which holds the three first games.

use abviz_wasm::Analysis;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn analysis(request: JsValue) -> Result<Analysis, JsValue> {
    Analysis::new(request, None, None)
}

fn get(obj: &JsValue, path: &[&str]) -> JsValue {
    path.iter().fold(obj.clone(), |o, k| {
        js_sys::Reflect::get(&o, &JsValue::from_str(k)).unwrap()
    })
}

/// A maze game's request as the page sends it (plain object, text fields).
fn maze_request(pairs: &[(&str, &str)]) -> JsValue {
    let obj = js_sys::Object::new();
    for (k, v) in pairs {
        js_sys::Reflect::set(&obj, &JsValue::from_str(k), &JsValue::from_str(v)).unwrap();
    }
    obj.into()
}

#[wasm_bindgen_test]
fn pacman_request_gives_cs188_counts_a_maze_view_and_node_states() {
    let a = analysis(maze_request(&[
        ("game", "pacman"),
        ("board", "minimaxClassic"),
        ("depth", "4"),
    ]))
    .unwrap();
    let s = a.summary().unwrap();
    assert_eq!(get(&s, &["kind"]).as_string().as_deref(), Some("pacman"));
    // Pacman prunes on α > β unless the request says otherwise.
    assert_eq!(get(&s, &["prune"]).as_string().as_deref(), Some("gt"));
    assert_eq!(get(&s, &["minimax", "nodes"]).as_f64(), Some(5917.0));
    assert_eq!(get(&s, &["alphabeta", "nodes"]).as_f64(), Some(1316.0));
    assert_eq!(get(&s, &["minimax", "value"]).as_f64(), Some(-492.0));
    let agents = js_sys::Array::from(&get(&s, &["maze", "agents"]));
    assert_eq!(agents.length(), 4);
    assert_eq!(agents.get(1).as_string().as_deref(), Some("Ghost 1"));
    assert_eq!(get(&s, &["maze", "width"]).as_f64(), Some(9.0));
    assert_eq!(get(&s, &["maze", "state", "score"]).as_f64(), Some(0.0));
    // Node 1 is the root's first child, East: Pacman one cell east, Ghost 1 to move, one point spent.
    assert_eq!(a.model_len(), 5917);
    let east = a.state_at(1).unwrap();
    assert_eq!(
        get(&east, &["cells"])
            .dyn_into::<js_sys::Array>()
            .unwrap()
            .get(0)
            .as_f64(),
        Some(30.0)
    );
    assert_eq!(
        get(&east, &["dirs"])
            .dyn_into::<js_sys::Array>()
            .unwrap()
            .get(0)
            .as_string()
            .as_deref(),
        Some("E")
    );
    assert_eq!(get(&east, &["to_move"]).as_f64(), Some(1.0));
    assert_eq!(get(&east, &["score"]).as_f64(), Some(-1.0));
    assert!(a.state_at(5917).unwrap().is_undefined());
    // The per-node arrays the worker copies: one cell per agent per node.
    assert_eq!(a.buffer_len("maze.cells"), 4 * 5917);
    assert_eq!(a.buffer_len("maze.score"), 5917);
}

#[wasm_bindgen_test]
fn random_ghosts_have_uniform_probabilities_and_robots_take_a_history() {
    let a = analysis(maze_request(&[
        ("game", "pacman"),
        ("board", "minimaxClassic"),
        ("depth", "1"),
        ("ghosts", "random"),
    ]))
    .unwrap();
    assert_eq!(
        get(&a.summary().unwrap(), &["has_chance"]).as_bool(),
        Some(true)
    );
    a.model_len();
    let prob = js_sys::Float64Array::new_with_byte_offset_and_length(
        &wasm_bindgen::memory()
            .dyn_into::<js_sys::WebAssembly::Memory>()
            .unwrap()
            .buffer(),
        a.buffer_ptr("prob") as u32,
        a.buffer_len("prob") as u32,
    );
    // Node 2 is the first child of node 1 (East), a ghost's chance node with two actions.
    assert_eq!(prob.get_index(2), 0.5);
    let r = analysis(maze_request(&[
        ("game", "robots"),
        ("board", "open8"),
        ("depth", "2"),
        ("history", "N"),
    ]))
    .unwrap();
    let s = r.summary().unwrap();
    assert_eq!(get(&s, &["kind"]).as_string().as_deref(), Some("robots"));
    assert_eq!(get(&s, &["maze", "state", "to_move"]).as_f64(), Some(1.0));
    assert_eq!(get(&s, &["maze", "state", "score"]).as_f64(), Some(39.0));
}

#[wasm_bindgen_test]
fn maze_without_a_search_and_its_errors() {
    let v = abviz_wasm::maze(maze_request(&[
        ("game", "pacman"),
        ("board", "smallClassic"),
    ]))
    .unwrap();
    assert_eq!(get(&v, &["width"]).as_f64(), Some(20.0));
    assert_eq!(js_sys::Array::from(&get(&v, &["capsules"])).length(), 2);
    let legal = js_sys::Array::from(&get(&v, &["state", "legal"]));
    assert_eq!(legal.length(), 3);
    let e = abviz_wasm::maze(maze_request(&[
        ("game", "pacman"),
        ("board", "%%%/%x%/%%%"),
    ]))
    .unwrap_err();
    assert_eq!(
        get(&e, &["code"]).as_string().as_deref(),
        Some("maze.BadCell")
    );
    assert_eq!(get(&e, &["params", "ch"]).as_string().as_deref(), Some("x"));
    // Other games have no maze.
    assert!(abviz_wasm::maze(maze_request(&[("board", "O.X/.X./O..")]))
        .unwrap()
        .is_undefined());
}

// ---- whole games (play_game, PlayRun) ------------------------------------------------

#[wasm_bindgen_test]
fn a_played_game_is_one_flat_array_with_both_counts_per_decision() {
    // [end, score, moves, agents, distance, turns], then 7 numbers a turn.
    let g = abviz_wasm::play_game(
        maze_request(&[
            ("game", "pacman"),
            ("board", "trappedClassic"),
            ("depth", "3"),
        ]),
        0,
        None,
        None,
    )
    .unwrap();
    assert_eq!(&g[..4], &[1.0, -501.0, 1.0, 3.0]);
    assert!(g[4].is_nan(), "Pacman has no distance");
    let turns = g[5] as usize;
    assert_eq!(g.len(), 6 + 7 * turns);
    // Pacman's one decision: East (2), searched by both; the ghosts' moves are random, not searched.
    let first = &g[6..13];
    assert_eq!((first[0], first[1], first[2]), (0.0, 2.0, -1.0));
    assert!(
        first[5] < first[4],
        "alpha-beta {} < minimax {}",
        first[5],
        first[4]
    );
    assert!(g[6 + 7 + 4].is_nan());
}

#[wasm_bindgen_test]
fn robots_games_carry_the_distance_and_a_budget_stops_a_game() {
    let g = abviz_wasm::play_game(
        maze_request(&[("game", "robots"), ("board", "open8")]),
        0,
        None,
        None,
    )
    .unwrap();
    assert_eq!((g[0], g[4], g[5]), (0.0, 3.0, 5.0));
    let e = abviz_wasm::play_game(
        maze_request(&[("game", "robots"), ("board", "open8even")]),
        0,
        Some(100.0),
        None,
    )
    .unwrap_err();
    assert_eq!(
        get(&e, &["code"]).as_string().as_deref(),
        Some("search.NodeLimit")
    );
}

#[wasm_bindgen_test]
fn a_run_plays_one_game_a_call_and_its_tally_is_the_cores() {
    let req = |pairs: &[(&str, &str)]| {
        let mut all = vec![
            ("game", "pacman"),
            ("board", "trappedClassic"),
            ("depth", "3"),
        ];
        all.extend_from_slice(pairs);
        maze_request(&all)
    };
    let mut ab = abviz_wasm::PlayRun::new(req(&[])).unwrap();
    let mut ex =
        abviz_wasm::PlayRun::new(req(&[("ghosts", "random"), ("algorithm", "minimax")])).unwrap();
    for k in 0..20 {
        assert_eq!(ab.next(None, None).unwrap()[0], k as f64);
        ex.next(None, None).unwrap();
    }
    // [games, wins, losses, timeouts, win_rate, mean_score, mean_moves]
    assert_eq!(ab.tally(), vec![20.0, 0.0, 20.0, 0.0, 0.0, -501.0, 1.0]);
    let t = ex.tally();
    assert_eq!(t[1] + t[2] + t[3], 20.0);
    assert_eq!(t[4], t[1] / 20.0);
    // The robots play the same game every time: no run.
    let e = abviz_wasm::PlayRun::new(maze_request(&[("game", "robots"), ("board", "open8")]));
    assert!(e.is_err());
}
