//! The named presets: every figure's stated numbers (chosen move, values,
//! counts, the nodes entered and pruned), read from a search of the
//! preset as the registry gives it; and the registry itself (unique
//! names, every preset loads, the JSON form).

use std::collections::BTreeMap;

use abviz_core::{find_preset, presets_json, Algorithm, Event, Stats, Tree, PRESETS};

/// A preset's search by `alg` with its own options: stats and events.
fn run(name: &str, alg: Algorithm) -> (Stats, Vec<Event>) {
    let p = find_preset(name).unwrap();
    let c = p.config().unwrap();
    let problem = p.problem(&c).unwrap();
    let mut events = vec![];
    let s = problem.search(alg, &c.options, &mut events).unwrap();
    (s, events)
}

/// Node names by trace id: preorder over the tree the search walks, down
/// to `depth` plies, and `q` plies past it through nodes marked noisy.
fn names(text: &str, depth: Option<u32>, q: u32) -> Vec<String> {
    fn walk(t: &Tree, n: u32, d: u32, limit: u32, q: u32, out: &mut Vec<String>) {
        out.push(t.name(n).unwrap_or("").to_string());
        let expand = d < limit || (t.noisy(n) && d < limit + q);
        if expand {
            for i in 0..t.child_count(n) {
                walk(t, t.child(n, i), d + 1, limit, q, out);
            }
        }
    }
    let t = Tree::parse_any(text).unwrap();
    let mut out = vec![];
    walk(&t, t.root(), 0, depth.unwrap_or(u32::MAX / 2), q, &mut out);
    out
}

/// The names of the nodes `events` enter, in order.
fn entered(names: &[String], events: &[Event]) -> Vec<String> {
    (events.iter())
        .filter_map(|e| match e {
            Event::Enter { node, .. } => Some(names[*node as usize].clone()),
            _ => None,
        })
        .collect()
}

/// The names of the leaves `events` evaluate, in order.
fn evaluated(names: &[String], events: &[Event]) -> Vec<String> {
    (events.iter())
        .filter_map(|e| match e {
            Event::Leaf { node, .. } => Some(names[*node as usize].clone()),
            _ => None,
        })
        .collect()
}

/// The value each named node returned (its last Exit).
fn values(names: &[String], events: &[Event]) -> BTreeMap<String, f64> {
    (events.iter())
        .filter_map(|e| match e {
            Event::Exit { node, value } => Some((names[*node as usize].clone(), *value)),
            _ => None,
        })
        .filter(|(n, _)| !n.is_empty())
        .collect()
}

/// The window (α, β) the node named `name` was entered with.
fn window(name: &str, node_name: &str) -> (f64, f64) {
    let (_, ev) = run(name, Algorithm::AlphaBeta);
    let n = names(find_preset(name).unwrap().position, None, 0);
    (ev.iter())
        .find_map(|e| match e {
            Event::Enter {
                node, alpha, beta, ..
            } if n[*node as usize] == node_name => Some((*alpha, *beta)),
            _ => None,
        })
        .unwrap()
}

/// Shorthand for a list of names.
fn list(names: &str) -> Vec<String> {
    names.split_whitespace().map(String::from).collect()
}

/// Searches preset `name` (no depth limit) and returns stats, entered
/// names and values.
fn full(name: &str, alg: Algorithm) -> (Stats, Vec<String>, BTreeMap<String, f64>) {
    let (s, ev) = run(name, alg);
    let n = names(find_preset(name).unwrap().position, None, 0);
    (s, entered(&n, &ev), values(&n, &ev))
}

#[test]
fn rich_fig1_one_ply_chooses_b_worth_8() {
    let (s, _, v) = full("rich-fig1", Algorithm::Minimax);
    assert_eq!((s.value, s.best_move), (8.0, Some(0)));
    assert_eq!((v["B"], v["A"]), (8.0, 8.0));
}

#[test]
fn rich_figs_2_and_3_two_ply_choose_c_worth_minus_2() {
    for name in ["rich-fig2", "rich-fig3"] {
        let (s, _, v) = full(name, Algorithm::Minimax);
        assert_eq!((s.value, s.best_move), (-2.0, Some(1)), "{name}");
        // Under B the opponent picks F, the smallest; B's good E is not reached.
        assert_eq!(v["B"], v["F"], "{name}");
        assert!(v["E"] > v["B"], "{name}");
        assert_eq!((v["B"], v["C"], v["D"]), (-6.0, -2.0, -4.0), "{name}");
    }
}

#[test]
fn rich_fig4_alpha_cutoff_never_examines_g() {
    let (s, seen, v) = full("rich-fig4", Algorithm::AlphaBeta);
    assert_eq!(seen, list("A B D E C F"));
    assert_eq!((v["B"], v["F"], v["C"]), (3.0, -5.0, -5.0));
    assert_eq!(
        (s.value, s.best_move, s.cutoffs, s.pruned_children),
        (3.0, Some(0), 1, 1)
    );
    // Minimax examines G, and agrees on A.
    let (m, seen, _) = full("rich-fig4", Algorithm::Minimax);
    assert_eq!((m.value, seen.contains(&"G".to_string())), (3.0, true));
}

#[test]
fn rich_fig5_prunes_l_and_g_after_m() {
    let (s, seen, v) = full("rich-fig5", Algorithm::AlphaBeta);
    assert_eq!(seen, list("A B D E C F I K J J1 J2 G M"));
    assert_eq!((v["B"], v["I"], v["F"], v["G"]), (3.0, 0.0, 5.0, 7.0));
    assert_eq!((v["K"], v["M"]), (0.0, 7.0));
    assert_eq!((s.cutoffs, s.pruned_children), (2, 2));
    // Alpha 3 reaches F and I; J's 5 becomes C's beta, which G gets.
    assert_eq!(window("rich-fig5", "I").0, 3.0);
    assert_eq!(window("rich-fig5", "G"), (3.0, 5.0));
    let (m, _, _) = full("rich-fig5", Algorithm::Minimax);
    assert_eq!((s.value, s.best_move), (m.value, m.best_move));
}

#[test]
fn rich_fig6_futility_skips_h_and_keeps_b_at_3() {
    let (s, seen, _) = full("rich-fig6", Algorithm::AlphaBeta);
    assert_eq!(seen, list("A B D E C F G"));
    assert_eq!((s.value, s.best_move), (3.0, Some(0)));
    assert_eq!((s.futility_cutoffs, s.futility_pruned_children), (1, 1));
    // Minimax (and plain alpha-beta) take C at 3.2, 0.2 more: within 0.5.
    let (m, _, _) = full("rich-fig6", Algorithm::Minimax);
    assert_eq!((m.value, m.best_move), (3.2, Some(1)));
    let p = find_preset("rich-fig6").unwrap();
    assert_eq!(p.pairs(false).last(), Some(&("futility", "0.5")));
}

/// Rich's Figs 7–9: B's value and the chosen move under the preset's depth
/// and quiescence, the same by minimax and alpha-beta.
fn quiescence(name: &str, depth: u32, q: u32) -> (f64, Option<u32>, f64, u64) {
    let n = names(find_preset(name).unwrap().position, Some(depth), q);
    let mut out = None;
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let (s, ev) = run(name, alg);
        let got = (s.value, s.best_move, values(&n, &ev)["B"], s.extensions);
        assert_eq!(*out.get_or_insert(got), got, "{name} {alg:?}");
    }
    out.unwrap()
}

#[test]
fn rich_figs_7_to_9_b_good_then_bad_then_good_again() {
    assert_eq!(quiescence("rich-fig7", 1, 0), (6.0, Some(0), 6.0, 0));
    assert_eq!(quiescence("rich-fig8", 2, 0), (3.0, Some(1), -4.0, 0));
    assert_eq!(quiescence("rich-fig9", 1, 2), (4.0, Some(0), 4.0, 2));
}

#[test]
fn nilsson_fig7_six_deep_41_tips_alphabeta_evaluates_18_in_order() {
    let p = find_preset("nilsson-fig7").unwrap();
    let n = names(p.position, None, 0);
    let (m, ev) = run("nilsson-fig7", Algorithm::Minimax);
    assert_eq!((m.leaves, m.max_depth), (41, 6));
    let tips: Vec<String> = (1..=41).map(|i| format!("t{i}")).collect();
    assert_eq!(evaluated(&n, &ev), tips, "minimax evaluates all, in order");
    let (a, ev) = run("nilsson-fig7", Algorithm::AlphaBeta);
    assert_eq!(a.leaves, 18);
    let order = "t1 t2 t3 t5 t8 t9 t10 t11 t12 t13 t27 t28 t29 t30 t31 t32 t33 t40";
    assert_eq!(evaluated(&n, &ev), list(order));
    assert_eq!((a.value, a.best_move), (m.value, m.best_move));
}

#[test]
fn nilsson_fig8_one_die_six_outcomes_means_3_and_2() {
    let p = find_preset("nilsson-fig8").unwrap();
    let t = Tree::parse_any(p.position).unwrap();
    for i in 0..2 {
        assert_eq!(t.child_count(t.child(t.root(), i)), 6);
    }
    let (s, _, v) = full("nilsson-fig8", Algorithm::Minimax);
    assert_eq!((s.value, s.best_move), (3.0, Some(0)));
    assert_eq!((v["B"], v["C"]), (3.0, 2.0));
    let mins: Vec<f64> = (1..=6).map(|i| v[&format!("B{i}")]).collect();
    assert_eq!(mins, [3.0, 2.0, 4.0, 1.0, 5.0, 3.0]);
}

#[test]
fn wikipedia_both_cutoffs_and_a_fail_soft_value() {
    let (s, seen, v) = full("wikipedia", Algorithm::AlphaBeta);
    assert_eq!(seen, list("A B D D1 D2 E E1 C F F1 F2"));
    assert_eq!((s.value, s.best_move, s.cutoffs), (5.0, Some(0), 2));
    // F returns 2, below C's alpha 5: fail-soft keeps the value it found.
    assert_eq!((v["E"], v["F"], v["C"]), (6.0, 2.0, 2.0));
}

#[test]
fn page_example_trees_keep_their_numbers() {
    let (s, _, v) = full("aima", Algorithm::AlphaBeta);
    assert_eq!(
        (s.value, s.best_move, s.nodes, s.leaves),
        (3.0, Some(0), 11, 7)
    );
    let (_, _, m) = full("aima", Algorithm::Minimax);
    assert_eq!((m["B"], m["C"], m["D"], v["A"]), (3.0, 2.0, 2.0, 3.0));
    let value = |name| run(name, Algorithm::Minimax).0;
    let v = |name| (value(name).value, value(name).best_move);
    assert_eq!(v("deep"), (6.0, Some(2)));
    let (a, _) = run("deep", Algorithm::AlphaBeta);
    assert_eq!((a.cutoffs, a.leaves), (6, 14));
    assert_eq!(v("chance"), (0.9 * 2.0 + 0.1 * 3.0, Some(0)));
    assert_eq!(v("chance-flip").1, Some(1));
    assert_eq!(v("expectimax").1, Some(0));
    assert_eq!(v("agents").0, 3.0);
    let (a, _) = run("agents", Algorithm::AlphaBeta);
    assert_eq!(a.cutoffs, 1);
    // Run: 2/6 + 6 × 5/6 = 5.33 against Hold: 3/6 + 1 × 5/6 = 1.33.
    assert_eq!(v("dice").1, Some(0));
}

#[test]
fn horizon_comparisons_differ_from_their_baselines() {
    // The MCTS pairs compare two algorithms, not a technique on and off.
    for p in (PRESETS.iter()).filter(|p| p.baseline.is_some() && p.book() == "horizon") {
        let on = abviz_core::Config::from_strs(p.pairs(false)).unwrap();
        let off = abviz_core::Config::from_strs(p.pairs(true)).unwrap();
        if on.secondary.is_some() {
            // Secondary search is a driver above the search (Problem::secondary_within).
            assert_eq!(off.secondary, None, "{}", p.name);
            continue;
        }
        assert_ne!(
            format!("{:?}", on.options),
            format!("{:?}", off.options),
            "{}",
            p.name
        );
        let prob = p.problem(&on).unwrap();
        let alg = Algorithm::AlphaBeta;
        let a = prob
            .search(alg, &on.options, &mut abviz_core::NullSink)
            .unwrap();
        let b = prob
            .search(alg, &off.options, &mut abviz_core::NullSink)
            .unwrap();
        let (a, b) = (format!("{a:?}"), format!("{b:?}"));
        assert_ne!(a, b, "{}: the technique changes nothing", p.name);
    }
}

#[test]
fn registry_names_are_unique_and_every_preset_loads() {
    for (i, p) in PRESETS.iter().enumerate() {
        assert!(PRESETS[..i].iter().all(|q| q.name != p.name), "{}", p.name);
        let c = p.config().unwrap_or_else(|e| panic!("{}: {e}", p.name));
        p.problem(&c).unwrap_or_else(|e| panic!("{}: {e}", p.name));
        assert!(!p.caption.is_empty() && !p.source.is_empty() && !p.title.is_empty());
    }
    let e = find_preset("rich-fig99").unwrap_err().to_string();
    assert!(e.contains("rich-fig99") && !e.contains('\n'), "{e}");
}

#[test]
fn json_lists_every_preset_with_its_fields() {
    let v: serde_json::Value = serde_json::from_str(&presets_json()).unwrap();
    let all = v.as_array().unwrap();
    assert_eq!(all.len(), PRESETS.len());
    let fig9 = all.iter().find(|p| p["name"] == "rich-fig9").unwrap();
    assert_eq!(fig9["options"]["quiescence"], "2");
    assert_eq!(fig9["options"]["depth"], "1");
    assert_eq!(fig9["baseline"]["depth"], "1");
    assert!(fig9["source"].as_str().unwrap().contains("Rich"));
    assert_eq!(fig9["game"], "tree");
    assert!(all
        .iter()
        .any(|p| p["name"] == "aima" && p["baseline"].is_null()));
}

#[test]
fn page_presets_keep_the_pages_positions() {
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    let read = |f: &str| std::fs::read_to_string(web.join(f)).unwrap();
    let page = read("games/tree-editor.js") + &read("state/horizon-presets.js");
    // The books' figures, and MCTS beside alpha-beta (the Gallery's only).
    let figures = ["rich-", "nilsson-", "wikipedia", "mcts-"];
    for p in PRESETS
        .iter()
        .filter(|p| !figures.iter().any(|f| p.name.starts_with(f)))
    {
        assert!(
            page.contains(&format!("'{}'", p.position)),
            "{}: {}",
            p.name,
            p.position
        );
    }
}

#[test]
fn every_preset_is_filed_under_a_book() {
    let book = |n: &str| find_preset(n).unwrap().book();
    assert_eq!(
        ["rich-fig5", "nilsson-fig7", "wikipedia", "aima", "chance"].map(book),
        ["rich", "nilsson", "wikipedia", "aima", "aima"]
    );
    assert_eq!(
        ["expectimax", "agents", "deep", "dice"].map(book),
        ["examples"; 4]
    );
    // The comparisons go together, whatever figure they come from.
    assert_eq!(["horizon-futility", "horizon-c4"].map(book), ["horizon"; 2]);
    for p in PRESETS {
        assert_ne!(p.book(), "other", "{}: no book", p.name);
    }
    let v: serde_json::Value = serde_json::from_str(&presets_json()).unwrap();
    let rich = v
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "rich-fig1");
    assert_eq!(rich.unwrap()["book"], "rich");
}
