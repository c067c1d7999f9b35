#![cfg(target_arch = "wasm32")]
//! The binding as JavaScript sees it, run under wasm-bindgen-test (in Node).

use abviz_core::{Algorithm, Event, Problem, SearchOptions};
use abviz_wasm::{event_kinds, Analysis};
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

#[derive(Serialize, Default)]
struct Req<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tree: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    depth: Option<&'a str>,
}

/// The exports as the page calls them without a budget (the budget and the
/// tick are optional arguments in JavaScript, not in Rust).
fn analysis(request: JsValue) -> Result<Analysis, JsValue> {
    Analysis::new(request, None, None)
}

fn count_only(request: JsValue) -> Result<JsValue, JsValue> {
    Analysis::count_only(request, None, None)
}

fn solve(request: JsValue) -> Result<JsValue, JsValue> {
    abviz_wasm::solve(request, None, None)
}

fn js(req: &Req) -> JsValue {
    serde_wasm_bindgen::to_value(req).unwrap()
}

fn get(obj: &JsValue, path: &[&str]) -> JsValue {
    path.iter().fold(obj.clone(), |o, k| {
        js_sys::Reflect::get(&o, &JsValue::from_str(k)).unwrap()
    })
}

#[wasm_bindgen_test]
fn move_4_totals_are_186_and_77() {
    let a = analysis(js(&Req {
        board: Some("O.X/.X./O.."),
        ..Default::default()
    }))
    .unwrap();
    let s = a.summary().unwrap();
    assert_eq!(get(&s, &["minimax", "nodes"]).as_f64(), Some(186.0));
    assert_eq!(get(&s, &["alphabeta", "nodes"]).as_f64(), Some(77.0));
    assert_eq!(get(&s, &["to_move"]).as_string().as_deref(), Some("X"));
    // Every minimax node is entered once and returns once.
    assert!(a.events_len("minimax") >= 2 * 186);
    assert_ne!(a.events_ptr("alphabeta"), 0);
}

#[wasm_bindgen_test]
fn textbook_tree_totals_are_13_and_11() {
    let a = analysis(js(&Req {
        tree: Some("[[3,12,8],[2,4,6],[14,5,2]]"),
        ..Default::default()
    }))
    .unwrap();
    let s = a.summary().unwrap();
    assert_eq!(get(&s, &["minimax", "nodes"]).as_f64(), Some(13.0));
    assert_eq!(get(&s, &["alphabeta", "nodes"]).as_f64(), Some(11.0));
}

#[wasm_bindgen_test]
fn bad_board_throws_an_error_with_the_core_message() {
    let err = analysis(js(&Req {
        board: Some("XXX/XXO/OO."),
        ..Default::default()
    }))
    .err()
    .unwrap();
    let err: js_sys::Error = err.dyn_into().unwrap();
    let msg: String = err.message().into();
    assert_eq!(
        msg,
        "board: X has 5 marks and O has 3; X moves first, so X has as many marks as O or one more"
    );
}

#[wasm_bindgen_test]
fn bad_depth_throws_instead_of_panicking() {
    let err = analysis(js(&Req {
        board: Some("........."),
        depth: Some("-1"),
        ..Default::default()
    }));
    assert!(err.is_err());
}

/// A model array as JavaScript reads it: a view over wasm memory at
/// `buffer_ptr(name)`, `buffer_len(name)` elements long (copied out here).
fn u32s(a: &Analysis, name: &str) -> Vec<u32> {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    let view = js_sys::Uint32Array::new_with_byte_offset_and_length(
        &memory.buffer(),
        a.buffer_ptr(name) as u32,
        a.buffer_len(name) as u32,
    );
    view.to_vec()
}

fn f32s(a: &Analysis, name: &str) -> Vec<f32> {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    js_sys::Float32Array::new_with_byte_offset_and_length(
        &memory.buffer(),
        a.buffer_ptr(name) as u32,
        a.buffer_len(name) as u32,
    )
    .to_vec()
}

#[wasm_bindgen_test]
fn move_4_model_through_memory_views_prunes_109_of_186() {
    let a = analysis(js(&Req {
        board: Some("O.X/.X./O.."),
        ..Default::default()
    }))
    .unwrap();
    assert_eq!(a.model_len(), 186);
    assert_eq!(a.model_slots(), 86);
    let never = u32::MAX;
    let pruned = u32s(&a, "alphabeta.pruned");
    let enter = u32s(&a, "alphabeta.enter");
    assert_eq!(pruned.len(), 186);
    assert_eq!(pruned.iter().filter(|&&p| p != never).count(), 109);
    assert_eq!(enter.iter().filter(|&&e| e != never).count(), 77);
    assert!(u32s(&a, "minimax.pruned").iter().all(|&p| p == never));
    // The root's children, by move, and the layout over the leaves.
    let (start, children, mv) = (
        u32s(&a, "child_start"),
        u32s(&a, "children"),
        u32s(&a, "mv"),
    );
    assert_eq!((start.len(), children.len()), (187, 185));
    let root: Vec<u32> = children[start[0] as usize..start[1] as usize].to_vec();
    assert_eq!(root, [1, 35, 86, 110, 148]);
    assert_eq!(
        root.iter().map(|&c| mv[c as usize]).collect::<Vec<_>>(),
        [1, 3, 5, 7, 8]
    );
    let (x, size) = (f32s(&a, "x"), u32s(&a, "size"));
    let leaves: Vec<f32> = (0..186).filter(|&v| size[v] == 1).map(|v| x[v]).collect();
    assert_eq!(leaves, (0..86).map(|i| i as f32).collect::<Vec<_>>());
    assert_eq!(a.buffer_ptr("nonsense"), 0);
}

#[wasm_bindgen_test]
fn textbook_tree_cutoff_prunes_ids_7_and_8() {
    let a = analysis(js(&Req {
        tree: Some("[[3,12,8],[2,4,6],[14,5,2]]"),
        ..Default::default()
    }))
    .unwrap();
    assert_eq!(a.model_len(), 13);
    let pruned = u32s(&a, "alphabeta.pruned");
    let ids: Vec<usize> = (0..13).filter(|&v| pruned[v] != u32::MAX).collect();
    assert_eq!(ids, [7, 8]);
    // Both carry the index of alpha-beta's one Cutoff event, found with
    // the constants of event_kinds() as the page finds it.
    let k = event_kinds();
    let kind = |name: &str| get(&k, &[name]).as_f64().unwrap() as u32;
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    let events = js_sys::Uint32Array::new_with_byte_offset_and_length(
        &memory.buffer(),
        a.events_ptr("alphabeta") as u32,
        2 * a.events_len("alphabeta") as u32,
    )
    .to_vec();
    let cutoff = events
        .chunks(2)
        .position(|e| e[0] & kind("KIND_MASK") == kind("CUTOFF"))
        .unwrap();
    assert_eq!(events[2 * cutoff] >> kind("PAYLOAD_SHIFT"), 2, "skips 2");
    assert_eq!((pruned[7], pruned[8]), (cutoff as u32, cutoff as u32));
    // The same words as the core's trace, whose replay restores the
    // cut-off's node and window: node 5 on (3, 2).
    let (_, trace) = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true)
        .unwrap()
        .trace(Algorithm::AlphaBeta, &SearchOptions::default())
        .unwrap();
    let core: Vec<u32> = trace.packed().iter().flat_map(|p| p.0).collect();
    assert_eq!(events, core);
    assert_eq!(
        trace.iter().nth(cutoff),
        Some(Event::Cutoff {
            node: 5,
            alpha: 3.0,
            beta: 2.0,
            skipped: 2
        })
    );
    // B (node 5) chose its first leaf, the only one it saw.
    let best = u32s(&a, "alphabeta.best");
    assert_eq!((best[0], best[5]), (1, 6));
    assert_eq!(best[7], kind("NEVER"));
}

#[wasm_bindgen_test]
fn event_kinds_name_every_kind_and_constant() {
    let k = event_kinds();
    for (name, want) in [
        ("ENTER", 0.0),
        ("LEAF", 1.0),
        ("ALPHA", 2.0),
        ("BETA", 3.0),
        ("CUTOFF", 4.0),
        ("EXIT", 5.0),
        ("TABLE", 8.0),
        ("PASS", 9.0),
        ("RESEARCH", 10.0),
        ("FUTILITY", 13.0),
        ("KIND_MASK", 15.0),
        ("PAYLOAD_SHIFT", 4.0),
        ("NONE", 4_294_967_295.0),
        ("NEG_INF", -2_147_483_647.0),
        ("POS_INF", 2_147_483_647.0),
        ("NEVER", 4_294_967_295.0),
    ] {
        assert_eq!(get(&k, &[name]).as_f64(), Some(want), "{name}");
    }
    assert!(js_sys::Object::is_frozen(
        &k.dyn_into::<js_sys::Object>().unwrap()
    ));
}

#[wasm_bindgen_test]
fn count_only_gives_the_counts_without_traces() {
    let s = count_only(js(&Req {
        board: Some("O.X/.X./O.."),
        ..Default::default()
    }))
    .unwrap();
    assert_eq!(get(&s, &["minimax", "nodes"]).as_f64(), Some(186.0));
    assert_eq!(get(&s, &["alphabeta", "nodes"]).as_f64(), Some(77.0));
    assert_eq!(get(&s, &["minimax", "events"]).as_f64(), Some(0.0));
    assert!(count_only(js(&Req {
        board: Some("XXX/XXO/OO."),
        ..Default::default()
    }))
    .is_err());
}

fn f64s(ptr: usize, len: usize) -> Vec<f64> {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    js_sys::Float64Array::new_with_byte_offset_and_length(&memory.buffer(), ptr as u32, len as u32)
        .to_vec()
}

#[wasm_bindgen_test]
fn cs188_chance_tree_reads_kinds_probabilities_and_real_values_through_views() {
    let a = analysis(js(&Req {
        tree: Some("A max[B chance[3,12,8], C chance[2,4,6], D chance[14,5,2]]"),
        ..Default::default()
    }))
    .unwrap();
    let s = a.summary().unwrap();
    assert_eq!(get(&s, &["has_chance"]).as_bool(), Some(true));
    assert_eq!(
        get(&s, &["algorithms", "alphabeta", "name"])
            .as_string()
            .as_deref(),
        Some("alphabeta")
    );
    assert_eq!(a.model_len(), 13);
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    let kinds = js_sys::Uint8Array::new_with_byte_offset_and_length(
        &memory.buffer(),
        a.buffer_ptr("kind") as u32,
        a.buffer_len("kind") as u32,
    )
    .to_vec();
    assert_eq!(&kinds[..2], &[0, 2]);
    let prob = f64s(a.buffer_ptr("prob"), a.buffer_len("prob"));
    assert!(prob[0].is_nan() && prob[1].is_nan());
    assert!((prob[2] - 1.0 / 3.0).abs() < 1e-15);
    // B's value 23/3 is not whole: the timeline holds it as f64, the trace in its real table.
    let values = f64s(a.buffer_ptr("minimax.value"), a.buffer_len("minimax.value"));
    assert_eq!(values[1], 23.0 / 3.0);
    let reals = f64s(a.reals_ptr("minimax"), a.reals_len("minimax"));
    assert!(reals.contains(&(23.0 / 3.0)));
    assert_eq!(a.names()[1], "B");
}

#[wasm_bindgen_test]
fn connect_four_solve_and_table_marks_cross_the_boundary() {
    let req = |pairs: &[(&str, JsValue)]| {
        let o = js_sys::Object::new();
        for (k, v) in pairs {
            js_sys::Reflect::set(&o, &JsValue::from_str(k), v).unwrap();
        }
        JsValue::from(o)
    };
    let solved = solve(req(&[("board", "44455554221".into())])).unwrap();
    assert_eq!(get(&solved, &["value"]).as_f64(), Some(-15.0));
    let column = solve(req(&[
        ("board", "44455554221".into()),
        ("column", 4.into()),
    ]))
    .unwrap();
    assert_eq!(get(&column, &["value"]).as_f64(), Some(-15.0));
    let a = analysis(req(&[
        ("game", "connect4".into()),
        ("board", "4453".into()),
        ("depth", 5.into()),
        ("enhance", "id,tt,pvs".into()),
    ]))
    .unwrap();
    let s = a.summary().unwrap();
    assert_eq!(get(&s, &["kind"]).as_string().as_deref(), Some("connect4"));
    assert_eq!(get(&s, &["passes"]).as_f64(), Some(5.0));
    // The table's answers, as the page reads them: event indices or NEVER.
    let table = u32s(&a, "alphabeta.table");
    let answered = table.iter().filter(|&&t| t != u32::MAX).count() as f64;
    let last_pass_cutoffs = get(&s, &["alphabeta", "tt_cutoffs"]).as_f64().unwrap();
    assert!(
        answered > 0.0 && answered <= last_pass_cutoffs,
        "{answered} of {last_pass_cutoffs}"
    );
    let bad = analysis(req(&[("game", "connect4".into()), ("board", "48".into())]));
    let err = bad.err().unwrap();
    assert_eq!(
        get(&err, &["code"]).as_string().as_deref(),
        Some("connect4.ColumnOutOfRange")
    );
}

/// A request object built field by field, as the page builds it.
fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in pairs {
        js_sys::Reflect::set(&o, &JsValue::from_str(k), v).unwrap();
    }
    o.into()
}

#[wasm_bindgen_test]
fn whole_numbers_may_come_as_numbers_or_text_and_are_refused_with_core_codes() {
    let nodes = |depth: JsValue| {
        let s = count_only(object(&[("board", "........X".into()), ("depth", depth)])).unwrap();
        get(&s, &["alphabeta", "nodes"]).as_f64().unwrap()
    };
    let limited = nodes(3.into());
    assert_eq!(nodes("3".into()), limited);
    assert_eq!(nodes(" 3 ".into()), limited);
    // Blank, null and absent all mean no limit.
    let full = nodes("".into());
    assert!(full > limited);
    assert_eq!(nodes(JsValue::NULL), full);
    assert_eq!(nodes(JsValue::UNDEFINED), full);
    let code = |pairs: &[(&str, JsValue)]| {
        let err = count_only(object(pairs)).unwrap_err();
        get(&err, &["code"]).as_string().unwrap_or_default()
    };
    let board = ("board", JsValue::from("........X"));
    assert_eq!(
        code(&[board.clone(), ("depth", 2.5.into())]),
        "option.BadDepth"
    );
    assert_eq!(
        code(&[board.clone(), ("depth", (-1).into())]),
        "option.BadDepth"
    );
    assert_eq!(
        code(&[board.clone(), ("agents", 0.into())]),
        "option.BadAgents"
    );
    assert_eq!(
        code(&[board.clone(), ("tt_size", "x".into())]),
        "option.BadTableSize"
    );
    // A field of the wrong type is refused by name.
    let err = count_only(object(&[board, ("order", 3.into())])).unwrap_err();
    let err: js_sys::Error = err.dyn_into().unwrap();
    assert_eq!(
        String::from(err.message()),
        "bad request: order must be text"
    );
    assert!(count_only(JsValue::from("board")).is_err());
}

/// Every option the core declares (its search options and each game's
/// own) crosses the boundary from the page's object, a number as a
/// number too; a played run's `seed` stays the run's, refused as before.
#[wasm_bindgen_test]
fn every_declared_option_crosses_the_boundary() {
    use abviz_core::Kind;
    use abviz_wasm::{PlayRequest, Request, RequestError};
    let own = abviz_core::GAMES.iter().flat_map(|g| g.own.iter());
    for o in abviz_core::OPTIONS.iter().chain(own) {
        let req = Request::from_js(&object(&[(o.name, "7".into())])).unwrap();
        assert_eq!(req.get(o.name), Some("7"), "{}", o.name);
        if matches!(o.kind, Kind::Whole { .. } | Kind::Number { .. }) {
            let req = Request::from_js(&object(&[(o.name, 7.into())])).unwrap();
            assert_eq!(req.get(o.name), Some("7"), "{}", o.name);
        }
    }
    match PlayRequest::from_js(&object(&[("seed", (-1).into())])) {
        Err(RequestError::Shape(bad)) => assert_eq!(bad.field, "seed"),
        other => panic!("{other:?}"),
    }
}

#[wasm_bindgen_test]
fn registry_entries_arrive_as_plain_objects() {
    let a = analysis(js(&Req {
        tree: Some("[[3,12,8],[2,4,6],[14,5,2]]"),
        ..Default::default()
    }))
    .unwrap();
    let s = a.summary().unwrap();
    let algorithms = get(&s, &["algorithms"]);
    assert!(!algorithms.is_instance_of::<js_sys::Map>());
    let lines = get(&algorithms, &["alphabeta", "lines"]);
    let keys = js_sys::Object::keys(lines.unchecked_ref::<js_sys::Object>());
    assert!(keys.length() > 0);
    let first = keys.get(0).as_string().unwrap();
    assert!(get(&lines, &[&first]).as_f64().is_some(), "{first}");
    assert_eq!(
        get(&algorithms, &["minimax", "name"])
            .as_string()
            .as_deref(),
        Some("minimax")
    );
}

#[wasm_bindgen_test]
fn json_trees_are_parsed_by_the_browser_and_checked_by_the_core() {
    let json = r#"{"kind": "max", "name": "A", "children": [
        {"name": "B", "children": [3, 12, 8]},
        {"name": "C", "children": [2, 4, 6]},
        {"name": "D", "children": [14, 5, {"value": 2}]}]}"#;
    let a = analysis(js(&Req {
        tree: Some(json),
        ..Default::default()
    }))
    .unwrap();
    let s = a.summary().unwrap();
    assert_eq!(get(&s, &["minimax", "nodes"]).as_f64(), Some(13.0));
    assert_eq!(get(&s, &["alphabeta", "nodes"]).as_f64(), Some(11.0));
    assert_eq!(get(&s, &["named"]).as_bool(), Some(true));
    assert_eq!(a.names()[1], "B");
    let code = |tree: &str| {
        let err = analysis(js(&Req {
            tree: Some(tree),
            ..Default::default()
        }))
        .err()
        .unwrap();
        let code = get(&err, &["code"]).as_string().unwrap_or_default();
        let message: String = err.dyn_into::<js_sys::Error>().unwrap().message().into();
        (code, message)
    };
    // Text that is not JSON: the browser's message, under the core's code.
    let (c, m) = code(r#"{"children": [1, }"#);
    assert_eq!(c, "tree.Json");
    assert!(m.starts_with("tree: bad JSON: "), "{m}");
    // The core's checks of the value, as for JSON text.
    assert_eq!(code(r#"{"children": [1, "x"]}"#).0, "tree.JsonShape");
    assert_eq!(
        code(r#"{"children": [1], "colour": 2}"#).0,
        "tree.UnknownField"
    );
    assert_eq!(
        code(r#"{"children": [1e999]}"#),
        (
            "tree.Json".into(),
            "tree: bad JSON: number out of range".into()
        )
    );
    // Nesting past the limit is refused, not a stack overflow.
    let deep = format!("{}1{}", r#"{"children":["#.repeat(5000), "]}".repeat(5000));
    assert_eq!(code(&deep).0, "tree.Json");
}

/// A node budget and a tick cross the boundary: over the budget, or when the
/// tick says `false`, the search stops with the core's code, and the tick
/// hears the nodes searched so far.
#[wasm_bindgen_test]
fn a_budget_and_a_tick_stop_a_search_through_javascript() {
    let empty = || {
        js(&Req {
            board: Some("........."),
            ..Default::default()
        })
    };
    let err = Analysis::count_only(empty(), Some(1000.0), None).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::from("search.NodeLimit"));
    let err = Analysis::new(empty(), Some(1000.0), None)
        .err()
        .expect("over budget");
    assert_eq!(get(&err, &["code"]), JsValue::from("search.NodeLimit"));
    let tick =
        js_sys::Function::new_with_args("nodes", "globalThis.abvizSeen = nodes; return false;");
    let err = Analysis::count_only(empty(), None, Some(tick)).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::from("search.Cancelled"));
    let seen = get(&js_sys::global(), &["abvizSeen"]).as_f64();
    assert!(
        seen.is_some_and(|n| n > 0.0),
        "the tick heard {seen:?} nodes"
    );
    // Within the budget, the counts are as without one.
    let s = Analysis::count_only(empty(), Some(600_000.0), None).unwrap();
    assert_eq!(get(&s, &["minimax", "nodes"]), JsValue::from(549_946.0));
}

/// Change value in the page: `tree_set_value` reads JSON through the
/// browser's `JSON.parse`, as the analysis does, and throws the core's
/// errors with their code and parameters.
#[wasm_bindgen_test]
fn tree_set_value_edits_any_form_and_throws_the_cores_errors() {
    use abviz_wasm::tree_set_value;
    let json = r#"{"kind":"max","name":"A","children":[{"name":"B","children":[3,12,8]},2]}"#;
    assert_eq!(
        tree_set_value(json, vec![0, 2], 20.0).unwrap(),
        "A max[B [3,12,20],2]"
    );
    let aima = "A max[B min[b1=3, b2=12, b3=8], C min[c1=2, c2=4, c3=6]]";
    assert_eq!(
        tree_set_value(aima, vec![0, 0], 20.0).unwrap(),
        "A max[B min[b1=20,b2=12,b3=8],C min[c1=2,c2=4,c3=6]]"
    );
    let err = tree_set_value(aima, vec![1, 2], 1e10).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::from("tree.ValueOutOfRange"));
    assert_eq!(get(&err, &["params", "at"]), JsValue::from("node \"c3\""));
    let err = tree_set_value("[1,2]", vec![0], f64::NAN).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::from("tree.NotFinite"));
    let err = tree_set_value(r#"{"children": [1, }"#, vec![0], 1.0).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::from("tree.Json"));
}

/// Building a tree in the page: `tree_edit` reads the edit as a plain
/// object, makes it on any form and throws the core's errors with their
/// code and parameters; an object that is no edit is a plain error.
#[wasm_bindgen_test]
fn tree_edit_reads_each_edit_object_and_throws_the_cores_errors() {
    use abviz_wasm::tree_edit;
    let edit = |json: &str| js_sys::JSON::parse(json).unwrap();
    let aima = "max[min[3,12,8],min[2,4,6]]";
    let ok = |e: &str| tree_edit(aima, edit(e)).unwrap();
    assert_eq!(
        ok(r#"{"op":"addChild","path":[1],"value":7}"#),
        "max[min[3,12,8],min[2,4,6,7]]"
    );
    assert_eq!(ok(r#"{"op":"remove","path":[0]}"#), "max[min[2,4,6]]");
    assert_eq!(
        ok(r#"{"op":"rename","path":[0],"name":"B"}"#),
        "max[B min[3,12,8],min[2,4,6]]"
    );
    assert_eq!(
        ok(r#"{"op":"setKind","path":[1],"kind":"chance"}"#),
        "max[min[3,12,8],chance[2,4,6]]"
    );
    assert_eq!(
        ok(r#"{"op":"move","path":[1],"to":0}"#),
        "max[min[2,4,6],min[3,12,8]]"
    );
    assert_eq!(
        ok(r#"{"op":"setValue","path":[0,0],"value":5}"#),
        "max[min[5,12,8],min[2,4,6]]"
    );
    let chance = "chance[1,2]";
    let e = edit(r#"{"op":"setProbabilities","path":[],"probs":[0.25,0.75]}"#);
    assert_eq!(tree_edit(chance, e).unwrap(), "chance[0.25:1,0.75:2]");
    let err = tree_edit(aima, edit(r#"{"op":"rename","path":[1],"name":"min"}"#)).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::from("tree.BadName"));
    assert_eq!(get(&err, &["params", "name"]), JsValue::from("min"));
    let err = tree_edit(aima, edit(r#"{"op":"remove","path":[]}"#)).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::from("tree.RootFixed"));
    let err = tree_edit(aima, edit(r#"{"op":"setKind","path":[0],"kind":"avg"}"#)).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::from("tree.UnknownKind"));
    let err = tree_edit(aima, edit(r#"{"op":"grow","path":[]}"#)).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::UNDEFINED);
    let err = tree_edit(aima, edit(r#"{"op":"move","path":[0],"to":-1}"#)).unwrap_err();
    assert_eq!(get(&err, &["code"]), JsValue::UNDEFINED);
}
