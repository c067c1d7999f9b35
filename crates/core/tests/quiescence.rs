//! Quiescence checked by hand: Rich's Figs 7–9 as a tree, small trees
//! whose numbers can be followed on paper, the noisy mark in shorthand and
//! JSON (and its errors), each game's noise predicate, the Extend event
//! and its packed form, the options' errors, and the horizon presets.

mod common;

use abviz_core::trace::kind;
use abviz_core::{
    Algorithm, Config, Connect4, Event, Game, NodeKind, Noise, PackedEvent, Problem, Scoring,
    SearchOptions, Stats, TicTacToe, Tree,
};
use common::{check_trace, tree_err};

fn opts(depth: Option<u32>, q: u32) -> SearchOptions {
    SearchOptions {
        depth,
        quiescence: q,
        ..SearchOptions::default()
    }
}

fn run(p: &Problem, alg: Algorithm, depth: Option<u32>, q: u32) -> (Stats, Vec<Event>) {
    let mut events = vec![];
    let s = p.search(alg, &opts(depth, q), &mut events).unwrap();
    (s, events)
}

/// (value, best move, extensions) of both searches, which must agree.
fn both(p: &Problem, depth: Option<u32>, q: u32) -> (f64, Option<u32>, u64) {
    let (m, _) = run(p, Algorithm::Minimax, depth, q);
    let (a, _) = run(p, Algorithm::AlphaBeta, depth, q);
    assert_eq!(
        (a.value, a.best_move),
        (m.value, m.best_move),
        "depth {depth:?} Q {q}"
    );
    (m.value, m.best_move, m.extensions)
}

/// Rich's Figs 7–9. A move to B looks best one ply deep (6); one ply more
/// shows the opponent's capture, E, and B drops to −4, below C's 3; but E
/// is the middle of an exchange (marked noisy, as B is, where it starts):
/// waiting for quiescence sees the recapture G, and B is worth 4 again.
pub const RICH: &str =
    "A max[B=6 min![E=-4 max![G=4, H=-5], F=5], C=3 min[C1=3, C2=4], D=0 min[D1=0, D2=1]]";

#[test]
fn rich_figs_7_to_9_three_stages() {
    let p = Problem::tree(RICH, true).unwrap();
    // Fig 7: depth 1, B looks good.
    assert_eq!(both(&p, Some(1), 0), (6.0, Some(0), 0));
    // Fig 8: depth 2, B looks bad (−4): C is chosen.
    assert_eq!(both(&p, Some(2), 0), (3.0, Some(1), 0));
    // Fig 9: quiescence, B is reasonable again, from depth 1 or 2.
    assert_eq!(both(&p, Some(1), 2), (4.0, Some(0), 2));
    assert_eq!(both(&p, Some(2), 1), (4.0, Some(0), 1));
    // Half-way: one ply of quiescence from depth 1 stops at E, as Fig 8.
    assert_eq!(both(&p, Some(1), 1), (3.0, Some(1), 1));
    // It agrees with the whole tree, searched without a limit.
    assert_eq!(both(&p, None, 0), (4.0, Some(0), 0));
}

#[test]
fn rich_trace_extends_b_then_e_with_full_tree_ids() {
    let p = Problem::tree(RICH, true).unwrap();
    let (m, events) = run(&p, Algorithm::Minimax, Some(1), 2);
    check_trace(&events, true, false);
    let extended: Vec<(u32, Noise)> = (events.iter())
        .filter_map(|e| match *e {
            Event::Extend { node, reason } => Some((node, reason)),
            _ => None,
        })
        .collect();
    // Preorder under the horizon rule: A 0, B 1, E 2, G 3, H 4, F 5, C 6, D 7.
    assert_eq!(extended, [(1, Noise::Marked), (2, Noise::Marked)]);
    assert_eq!((m.nodes, m.leaves, m.max_depth), (8, 5, 3));
    // Alpha-beta enters some of the same ids, for the same nodes.
    let (a, ab) = run(&p, Algorithm::AlphaBeta, Some(1), 2);
    let tree = check_trace(&ab, true, true);
    assert!(a.nodes <= m.nodes);
    for id in [1, 2, 3] {
        assert!(tree.contains_key(&id), "alpha-beta skipped {id}");
    }
    assert_eq!(tree[&6].parent, 0, "C keeps id 6");
}

#[test]
fn a_noisy_chain_is_followed_q_plies_and_no_more() {
    let p = Problem::tree("=0 ![=1 ![=2 ![=3 ![4]]]]", true).unwrap();
    for (q, value, nodes) in [
        (0, 0.0, 1),
        (1, 1.0, 2),
        (2, 2.0, 3),
        (3, 3.0, 4),
        (4, 4.0, 5),
    ] {
        let (s, _) = run(&p, Algorithm::Minimax, Some(0), q);
        assert_eq!(
            (s.value, s.nodes, s.extensions),
            (value, nodes, q.min(4) as u64),
            "Q {q}"
        );
    }
    // A leaf is a leaf: Q past the tree's height changes nothing more.
    let (s, _) = run(&p, Algorithm::AlphaBeta, Some(0), 9);
    assert_eq!((s.value, s.nodes, s.extensions), (4.0, 5, 4));
}

#[test]
fn quiet_children_of_a_noisy_node_are_scored() {
    // The noisy MIN node is searched on; its quiet child =2 is not.
    let p = Problem::tree("[=1 ![=2 [5], 3], =0 [9]]", true).unwrap();
    assert_eq!(both(&p, Some(1), 5), (2.0, Some(0), 1));
    assert_eq!(both(&p, Some(1), 0), (1.0, Some(0), 0));
    assert_eq!(both(&p, None, 5), (9.0, Some(1), 0));
    // Without a depth limit quiescence is accepted and changes nothing.
    assert_eq!(both(&p, None, 0), both(&p, None, 5));
}

#[test]
fn marks_round_trip_through_shorthand_and_json() {
    let cases = [
        (
            RICH,
            "A max[B=6 min![E=-4 max![G=4,H=-5],F=5],C=3 min[C1=3,C2=4],D=0 min[D1=0,D2=1]]",
        ),
        ("![1,2]", "![1,2]"),
        ("[=3 ![1], 7!]", "[=3 ![1],7!]"),
        ("[B ![1], b=2!]", "[B ![1],b=2!]"),
        ("chance[0.5: ![1], 0.5: 2!]", "chance[0.5:![1],0.5:2!]"),
        ("[[1,2],[3]]", "[[1,2],[3]]"),
    ];
    for (text, canonical) in cases {
        let t: Tree = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(t.to_string(), canonical, "{text}");
        assert_eq!(canonical.parse::<Tree>().unwrap(), t, "{text} reads back");
        let json = t.to_json().to_string();
        assert_eq!(Tree::from_json(&json).unwrap(), t, "{text} through {json}");
    }
    let t: Tree = "[B=6 min![1], 2]".parse().unwrap();
    let j = t.to_json();
    assert_eq!(j["children"][0]["noisy"], true);
    assert!(j["children"][1].is_number());
    let from_json = Tree::from_json(r#"{"children":[{"noisy":true,"value":6,"children":[1]},2]}"#);
    assert_eq!(from_json.unwrap().to_string(), "[=6 ![1],2]");
    assert!(
        Tree::from_json(r#"{"noisy":false,"children":[1]}"#)
            .unwrap()
            .to_string()
            == "[1]"
    );
}

#[test]
fn misplaced_marks_are_one_line_errors() {
    let where_ =
        "the noisy mark goes right before a node's '[' (B=3 min![…]) or after a leaf's value (7!)";
    for (text, column) in [
        ("B! min[1]", 2),
        ("[1,2]!", 6),
        ("[1!!]", 4),
        ("3![1]", 2),
        ("[!,1]", 2),
        ("!", 1),
        ("![!1]", 3),
        ("B !min[1]", 3),
    ] {
        let (e, msg) = tree_err(text);
        assert_eq!(e.code(), "MisplacedMark", "{text}: {msg}");
        assert_eq!(
            msg,
            format!("tree: misplaced '!' at column {column}; {where_}"),
            "{text}"
        );
    }
    let e = Tree::from_json(r#"{"noisy":1,"children":[1]}"#).unwrap_err();
    assert_eq!(
        e.to_string(),
        "tree: the root: \"noisy\" must be true or false"
    );
}

#[test]
fn a_node_quiescence_may_score_needs_a_value() {
    let p = Problem::tree("[=1 ![[2,3], 4], =0 [5]]", true).unwrap();
    let e = p.search(
        Algorithm::Minimax,
        &opts(Some(1), 1),
        &mut abviz_core::NullSink,
    );
    assert_eq!(
        e.unwrap_err().to_string(),
        "tree: node 1.1 lies 2 deep, past the depth limit, where quiescence may score it, but has no value; give it one (\"value\" in JSON, =V in shorthand)"
    );
    // Q = 0 never reaches it.
    assert!(p
        .search(
            Algorithm::Minimax,
            &opts(Some(1), 0),
            &mut abviz_core::NullSink
        )
        .is_ok());
}

#[test]
fn quiescence_option_errors_name_the_option() {
    for bad in ["-1", "x", "1.5", "99999999999"] {
        let e = Config::from_strs([("quiescence", bad)]).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("quiescence \"{bad}\" is not a whole number of plies (0 or more)")
        );
    }
    let c = Config::from_strs([("quiescence", " 3 ")]).unwrap();
    assert_eq!(c.options.quiescence, 3);
    assert_eq!(Config::default().options.quiescence, 0);
    // The enhanced search refuses it (with a depth limit, where it matters).
    let p = Problem::board(".........", Scoring::Wdl).unwrap();
    let mut o = opts(Some(2), 1);
    o.enhance = "tt".parse().unwrap();
    let e = p.search(Algorithm::AlphaBeta, &o, &mut abviz_core::NullSink);
    assert_eq!(
        e.unwrap_err().to_string(),
        "quiescence works with minimax and plain alpha-beta, not with enhancements; drop one of them"
    );
    let mtdf = SearchOptions {
        enhance: "tt".parse().unwrap(),
        ..opts(Some(2), 1)
    };
    let e = p
        .search(Algorithm::Mtdf, &mtdf, &mut abviz_core::NullSink)
        .unwrap_err();
    assert!(e.to_string().contains("not with mtdf"), "{e}");
}

#[test]
fn extend_packs_as_kind_11_with_the_reason_and_replays() {
    assert_eq!(kind::EXTEND, 11);
    let codes: Vec<u32> = Noise::ALL.iter().map(|n| n.code()).collect();
    assert_eq!(codes, [1, 2, 3, 4, 5]);
    let names: Vec<&str> = Noise::ALL.iter().map(|n| n.name()).collect();
    assert_eq!(
        names,
        [
            "marked",
            "can_win",
            "must_block",
            "winning_cell",
            "ghost_near"
        ]
    );
    for n in Noise::ALL {
        assert_eq!(Noise::from_code(n.code()), n);
        let mut out = vec![];
        PackedEvent::pack(Event::Extend { node: 7, reason: n }, &mut vec![], &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!((out[0].kind(), out[0].payload()), (11, n.code()));
    }
    // A recorded trace replays its Extend events about the right node.
    let p = Problem::tree(RICH, true).unwrap();
    let (_, trace) = p.trace(Algorithm::AlphaBeta, &opts(Some(1), 2)).unwrap();
    let mut raw: Vec<Event> = vec![];
    p.search(Algorithm::AlphaBeta, &opts(Some(1), 2), &mut raw)
        .unwrap();
    let replayed: Vec<Event> = trace.iter().collect();
    assert_eq!(replayed, raw);
    assert!(raw.contains(&Event::Extend {
        node: 2,
        reason: Noise::Marked
    }));
}

fn ttt_noise(board: &str) -> Option<Noise> {
    let g = TicTacToe::new(board.parse().unwrap(), Scoring::Wdl);
    g.noise(&g.root())
}

#[test]
fn tic_tac_toe_noise_is_a_win_or_a_block_in_reach() {
    assert_eq!(
        ttt_noise("XX./O../O.."),
        Some(Noise::CanWin),
        "X to move completes the top row"
    );
    assert_eq!(
        ttt_noise("XX./OO./..."),
        Some(Noise::CanWin),
        "a win comes before a block"
    );
    assert_eq!(
        ttt_noise("XX./O../..."),
        Some(Noise::MustBlock),
        "O must block the top row"
    );
    assert_eq!(
        ttt_noise("X.X/.O./..."),
        Some(Noise::MustBlock),
        "the gap in the middle"
    );
    assert_eq!(ttt_noise("XXO/O../..."), None, "a blocked line is quiet");
    assert_eq!(ttt_noise("X../.O./..X"), None);
    assert_eq!(ttt_noise("........."), None);
}

fn c4_noise(board: &str) -> Option<Noise> {
    let g = Connect4::parse(board, None, Scoring::Wdl).unwrap();
    g.noise(&g.root())
}

#[test]
fn connect_four_noise_is_a_playable_winning_cell_for_either_side() {
    assert_eq!(
        c4_noise("445566"),
        Some(Noise::WinningCell),
        "X to move: 3 or 7 wins"
    );
    assert_eq!(
        c4_noise("44556"),
        Some(Noise::WinningCell),
        "O to move: X threatens"
    );
    assert_eq!(c4_noise("444"), None, "three stacked, but two are X's");
    assert_eq!(c4_noise("4545"), None);
    assert_eq!(
        c4_noise("14141"),
        Some(Noise::WinningCell),
        "X's column 1 needs one more"
    );
    // X's three on the second row: both ends hang over empty cells.
    let floating = "......./......./......./......./O.XXX../O.XOO..";
    assert_eq!(
        c4_noise(floating),
        None,
        "winning cells that cannot be played yet"
    );
}

#[test]
fn pacman_noise_is_an_unscared_ghost_within_two_cells() {
    use abviz_core::{Eval, GhostModel, Pacman};
    let noise = |layout: &str| {
        let g = Pacman::parse(layout, GhostModel::Min, Eval::Score).unwrap();
        g.noise(&g.root())
    };
    assert_eq!(
        noise("%%%%%%%/%P G .%/%%%%%%%"),
        Some(Noise::GhostNear),
        "two cells"
    );
    assert_eq!(
        noise("%%%%%%%/%PG  .%/%%%%%%%"),
        Some(Noise::GhostNear),
        "one cell"
    );
    assert_eq!(noise("%%%%%%%/%P  G.%/%%%%%%%"), None, "three cells");
    // Manhattan, not maze distance: one down and one across through a wall.
    assert_eq!(noise("%%%%%/%P%.%/%%G %/%%%%%"), Some(Noise::GhostNear));
    // After eating a capsule the ghost is scared: quiet.
    let g = Pacman::parse("%%%%%%%/%Po G.%/%%%%%%%", GhostModel::Min, Eval::Score).unwrap();
    let mut moves = vec![];
    g.moves(&g.root(), &mut moves);
    let east = abviz_core::Dir::East.code();
    assert!(moves.contains(&east));
    let after = g.play(&g.root(), east);
    assert_eq!(g.noise(&g.root()), None, "three cells away at the start");
    assert!(after.ghosts()[0].scared > 0);
    assert_eq!(g.noise(&after), None, "a scared ghost two cells away");
    assert_eq!(g.kind(&after, 1), NodeKind::Min);
}
