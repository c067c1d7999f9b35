//! Nilsson's Figs 2–6: each preset's stated numbers (root moves, tips,
//! values, the chosen move, the pruned nodes), the numbers its caption
//! quotes, and the replay of his tic-tac-toe game stage by stage.

use abviz_core::replay::{nilsson, nilsson_fig6, replay_json, Stage};
use abviz_core::{find_preset, Board, Dir, Event, Stats, NONE};

/// A preset's search by its own algorithm: stats and the root children's
/// (move, value) in search order.
fn run(name: &str) -> (Stats, Vec<(u32, f64)>) {
    let p = find_preset(name).unwrap();
    let c = p.config().unwrap();
    let prob = p.problem(&c).unwrap();
    let mut events: Vec<Event> = vec![];
    let alg = c.algorithms[0];
    let s = prob.search(alg, &c.options, &mut events).unwrap();
    let mut kids = vec![];
    let mut children = vec![];
    for e in &events {
        match *e {
            Event::Enter {
                node, parent, mv, ..
            } if parent == 0 && node != NONE && node != 0 => kids.push((node, mv)),
            Event::Exit { node, value } => {
                if let Some(&(_, mv)) = kids.iter().find(|(n, _)| *n == node) {
                    children.push((mv, value));
                }
            }
            _ => {}
        }
    }
    (s, children)
}

/// Asserts that the caption of `name` says each of `phrases`.
fn says(name: &str, phrases: &[String]) {
    let caption = find_preset(name).unwrap().caption;
    for p in phrases {
        assert!(
            caption.contains(p.as_str()),
            "{name}: {p:?} not in {caption}"
        );
    }
}

#[test]
fn fig2_white_plans_four_moves_and_twelve_tips_and_goes_south() {
    let (s, children) = run("nilsson-fig2");
    let (n, so, e, w) = (
        Dir::North.code(),
        Dir::South.code(),
        Dir::East.code(),
        Dir::West.code(),
    );
    assert_eq!(children, vec![(n, -5.0), (so, -3.0), (e, -5.0), (w, -3.0)]);
    assert_eq!((s.leaves, s.nodes, s.max_depth), (12, 17, 2));
    assert_eq!((s.value, s.best_move), (-3.0, Some(so)));
    says(
        "nilsson-fig2",
        &[
            format!("White's {} moves", children.len()),
            format!("{} tips", s.leaves),
            format!("Black {} steps away", -s.value),
            format!("value is {}", s.value),
            "moves South".into(),
        ],
    );
}

/// The replay's stage for figure `fig`.
fn stage(fig: u32) -> Stage {
    let all = nilsson().unwrap();
    all.into_iter().find(|s| s.figure == fig).unwrap()
}

/// A stage's root children: (move, value).
fn children(s: &Stage) -> Vec<(u32, f64)> {
    (s.nodes.iter())
        .filter(|n| n.parent == Some(0) && !n.pruned)
        .map(|n| (n.mv.unwrap(), n.value.unwrap()))
        .collect()
}

#[test]
fn fig3_three_moves_twelve_tips_centre_1_corner_minus_1_edge_minus_2() {
    let (s, kids) = run("nilsson-fig3");
    assert_eq!(kids, vec![(0, -1.0), (1, -2.0), (4, 1.0)]);
    assert_eq!(
        (s.leaves, s.nodes, s.value, s.best_move),
        (12, 16, 1.0, Some(4))
    );
    let st = stage(3);
    assert_eq!(children(&st), kids);
    assert_eq!((st.plain.moves, st.plain.tips), (9, 72));
    says(
        "nilsson-fig3",
        &[
            format!("{} moves and {} tips", kids.len(), s.leaves),
            format!("{} moves and {} tips)", st.plain.moves, st.plain.tips),
            format!(
                "the centre {}, a corner {}, an edge {}",
                kids[2].1, kids[0].1, kids[1].1
            ),
        ],
    );
}

#[test]
fn fig4_two_moves_tie_and_the_books_corner_is_one_of_them() {
    let (s, kids) = run("nilsson-fig4");
    assert_eq!(kids, vec![(0, 1.0), (1, 0.0), (2, 1.0), (5, 0.0)]);
    assert_eq!((s.leaves, s.value, s.best_move), (21, 1.0, Some(0)));
    let st = stage(4);
    assert_eq!(st.best, [0, 2]);
    // The book's cell 8 is cell 2 in the mirror that fixes this board.
    assert_eq!((st.played, st.played_as), (8, Some(2)));
    assert_eq!((st.reply, st.plain.moves, st.plain.tips), (Some(0), 7, 42));
    says(
        "nilsson-fig4",
        &[
            format!(
                "{} moves and {} tips ({} and {} without)",
                kids.len(),
                s.leaves,
                st.plain.moves,
                st.plain.tips
            ),
            format!("tie at {}", s.value),
            "(cell 0)".into(),
            "(cell 2, the same position as cell 8".into(),
            "plays cell 8".into(),
        ],
    );
}

#[test]
fn fig5_every_move_but_the_block_loses_and_min_resigns() {
    let (s, kids) = run("nilsson-fig5");
    let lose = -100.0;
    assert_eq!(
        kids,
        vec![(1, lose), (2, lose), (5, lose), (6, 1.0), (7, lose)]
    );
    assert_eq!((s.leaves, s.value, s.best_move), (20, 1.0, Some(6)));
    let st = stage(5);
    assert_eq!((st.plain.moves, st.plain.tips), (5, 20));
    // Some tips are MIN's wins (the text's node A): O completes the column at 6.
    let wins = (st.nodes.iter()).filter(|n| n.tip == Some(lose)).count();
    assert_eq!(wins, 4);
    assert_eq!(
        (st.threats.clone(), st.resigns, st.reply),
        (vec![2, 7], true, None)
    );
    says(
        "nilsson-fig5",
        &[
            format!("{} moves", kids.len()),
            format!("{} tips", s.leaves),
            format!("drawn as {lose}"),
            format!("(cell {}), O can", st.played),
            format!("worth {}", s.value),
            format!("threatens cells {} and {}", st.threats[0], st.threats[1]),
        ],
    );
}

#[test]
fn fig6_alpha_cuts_below_the_edge_after_its_first_tip() {
    let st = nilsson_fig6().unwrap();
    let cut = st.cutoff.clone().expect("a cut-off");
    // A (the corner) is searched whole first and is worth -1.
    let a = &st.nodes[1];
    assert_eq!((a.mv, a.value), (Some(0), Some(-1.0)));
    let a_tips: Vec<f64> = (st.nodes.iter())
        .filter(|n| n.parent == Some(1))
        .map(|n| n.tip.unwrap())
        .collect();
    assert_eq!(a_tips, [1.0, 0.0, -1.0, 1.0, 0.0]);
    // B (the edge): its first child C is -1, and the cut is there.
    let b = &st.nodes[cut.node];
    assert_eq!((b.mv, b.parent), (Some(1), Some(0)));
    let c = st
        .nodes
        .iter()
        .find(|n| n.parent == Some(cut.node))
        .unwrap();
    assert_eq!((c.mv, c.tip), (Some(0), Some(-1.0)));
    assert_eq!((cut.alpha, cut.beta), (-1.0, -1.0));
    let pruned: Vec<u32> = cut
        .pruned
        .iter()
        .map(|&i| st.nodes[i].mv.unwrap())
        .collect();
    assert_eq!(pruned, [3, 4, 6, 7]);
    assert!(cut
        .pruned
        .iter()
        .all(|&i| st.nodes[i].pruned && st.nodes[i].tip.is_none()));
    // The first and only cut-off; the centre is still chosen, worth 1.
    let (s, _) = run("nilsson-fig6");
    assert_eq!((s.cutoffs, s.pruned_children, s.leaves), (1, 4, 8));
    assert_eq!((s.value, s.best_move, st.played), (1.0, Some(4), 4));
    says(
        "nilsson-fig6",
        &[
            format!("its {} tips", a_tips.len()),
            format!("A is worth {}", a.value.unwrap()),
            format!("alpha is {}", cut.alpha),
            format!("C is worth {}", c.tip.unwrap()),
            format!("beta is {}", cut.beta),
            format!("other {} children", pruned.len()),
            format!("worth {}, is chosen", s.value),
            format!(
                "{} tips evaluated instead of {}",
                s.leaves,
                stage(3).symmetry.tips
            ),
        ],
    );
}

#[test]
fn the_replay_plays_the_books_game_with_moves_from_the_search() {
    let stages = nilsson().unwrap();
    assert_eq!(stages.len(), 3);
    let mut board = Board::EMPTY;
    for s in &stages {
        // Each stage searches the position the game reached, which is its preset's.
        assert_eq!(s.board, board);
        let preset: Board = find_preset(s.preset).unwrap().position.parse().unwrap();
        assert_eq!(s.board, preset, "{}", s.preset);
        // MAX plays a best move of the search (the book's, up to symmetry, at a tie).
        let tied = s.played_as.expect("the book's move is among the best");
        assert!(s.best.contains(&tied));
        if s.best.len() == 1 {
            assert_eq!(s.played, s.best[0]);
        }
        let root = &s.nodes[0];
        assert_eq!(root.value, Some(s.value));
        // Tips carry static values, the inner nodes backed-up ones only.
        for (i, n) in s.nodes.iter().enumerate() {
            let tip = i > 0 && !s.nodes.iter().any(|m| m.parent == Some(i));
            assert_eq!(n.tip.is_some(), tip, "{}", n.board);
            if let Some(t) = n.tip {
                assert_eq!(n.value, Some(t));
            }
        }
        assert_eq!(
            s.symmetry.tips,
            s.nodes.iter().filter(|n| n.tip.is_some()).count() as u64
        );
        board = s.after;
    }
    assert_eq!(
        stages.iter().map(|s| s.played).collect::<Vec<_>>(),
        [4, 8, 6]
    );
    assert_eq!(
        stages.iter().map(|s| s.reply).collect::<Vec<_>>(),
        [Some(3), Some(0), None]
    );
    assert_eq!(stages[1].best.len(), 2, "stage 2 is the tie");
    assert!(stages[2].resigns && !stages[0].resigns && !stages[1].resigns);
    assert_eq!(stages[2].after.to_string(), "O../OX./X.X");
}

#[test]
fn the_replay_json_has_every_stage_and_fig6() {
    let v: serde_json::Value = serde_json::from_str(&replay_json().unwrap()).unwrap();
    assert_eq!(v["name"], "nilsson");
    let stages = v["stages"].as_array().unwrap();
    assert_eq!(stages.len(), 3);
    assert_eq!(stages[1]["best"], serde_json::json!([0, 2]));
    assert_eq!(stages[1]["played"], 8);
    assert_eq!(stages[0]["symmetry"]["tips"], 12);
    assert_eq!(stages[0]["plain"]["tips"], 72);
    assert_eq!(stages[0]["nodes"].as_array().unwrap().len(), 16);
    assert_eq!(stages[0]["nodes"][2]["tip"], 1);
    assert_eq!(stages[2]["resigns"], true);
    assert_eq!(v["fig6"]["cutoff"]["pruned"].as_array().unwrap().len(), 4);
    assert_eq!(v["fig6"]["nodes"][9]["pruned"], true);
    assert!(v["fig6"]["nodes"][9]["value"].is_null());
}
