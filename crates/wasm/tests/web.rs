#![cfg(target_arch = "wasm32")]
//! The binding as JavaScript sees it, run under wasm-bindgen-test (in Node).

use abviz_wasm::Analysis;
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
    let a = Analysis::new(js(&Req {
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
    let a = Analysis::new(js(&Req {
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
    let err = Analysis::new(js(&Req {
        board: Some("XXX/XXO/OO."),
        ..Default::default()
    }))
    .err()
    .unwrap();
    let err: js_sys::Error = JsValue::from(err).dyn_into().unwrap();
    let msg: String = err.message().into();
    assert_eq!(
        msg,
        "board: X has 5 marks and O has 3; X moves first, so X has as many marks as O or one more"
    );
}

#[wasm_bindgen_test]
fn bad_depth_throws_instead_of_panicking() {
    let err = Analysis::new(js(&Req {
        board: Some("........."),
        depth: Some("-1"),
        ..Default::default()
    }));
    assert!(err.is_err());
}
