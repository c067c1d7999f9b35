#![cfg(target_arch = "wasm32")]
//! Training in the worker as JavaScript sees it: the Learner in chunks,
//! cancelling through the tick, and learned weights as a search's `eval`.

use abviz_core::learn::{Settings, Trainer};
use abviz_core::Budget;
use abviz_wasm::{Analysis, Learner, POINT_WORDS};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in pairs {
        js_sys::Reflect::set(&o, &JsValue::from_str(k), v).unwrap();
    }
    o.into()
}

fn get(obj: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(obj, &JsValue::from_str(key)).unwrap()
}

fn code(err: JsValue) -> String {
    get(&err, "code").as_string().unwrap_or_default()
}

#[wasm_bindgen_test]
fn a_learner_trains_in_chunks_as_the_core_does() {
    let request = object(&[
        ("seed", 4.into()),
        ("eval_every", "10".into()),
        ("eval_games", 4.into()),
        ("lambda", 0.5.into()),
    ]);
    let mut l = Learner::new(request).unwrap();
    let first = l.step(25, None, None).unwrap();
    assert_eq!(first.len(), 3 * POINT_WORDS);
    let games: Vec<f64> = first.chunks(POINT_WORDS).map(|p| p[0]).collect();
    assert_eq!(games, [0.0, 10.0, 20.0]);
    for p in first.chunks(POINT_WORDS) {
        assert_eq!(p[1] + p[2] + p[3], 4.0);
        assert_eq!(p[4], p[1] / 4.0);
    }
    assert_eq!(l.step(5, None, None).unwrap()[0], 30.0);
    assert_eq!(l.games(), 30.0);
    assert_eq!(l.curve().len(), 4 * POINT_WORDS);
    // The very run the CLI and the core make with these settings.
    let s =
        Settings::from_strs([("seed", "4"), ("eval_every", "10"), ("eval_games", "4")]).unwrap();
    let mut t = Trainer::new(Settings { lambda: 0.5, ..s });
    t.train(30, &mut Budget::unlimited()).unwrap();
    assert_eq!(l.weights(), t.weights().weights.to_vec());
    assert_eq!(l.weights_json(), t.weights_json());
    assert_eq!(Learner::features().len(), l.weights().len());
}

#[wasm_bindgen_test]
fn the_tick_cancels_a_step_and_keeps_whole_games() {
    let mut l = Learner::new(object(&[("eval_every", 0.into())])).unwrap();
    let stop = js_sys::Function::new_no_args("return false");
    let err = l.step(100_000, None, Some(stop)).unwrap_err();
    assert_eq!(code(err), "search.Cancelled");
    let done = l.games();
    assert!(done < 100_000.0);
    // It goes on from there.
    l.step(1, None, None).unwrap();
    assert_eq!(l.games(), done + 1.0);
}

#[wasm_bindgen_test]
fn bad_settings_and_weights_throw_the_cores_codes() {
    let err = Learner::new(object(&[("lambda", 2.into())]))
        .map(|_| ())
        .unwrap_err();
    assert_eq!(code(err), "connect4.BadLearnOption");
    let err = Learner::new(object(&[("from", "{".into())]))
        .map(|_| ())
        .unwrap_err();
    assert_eq!(code(err), "connect4.BadWeights");
}

#[wasm_bindgen_test]
fn learned_weights_are_a_connect_four_searchs_eval() {
    let value = |eval: Option<JsValue>| {
        let mut pairs = vec![
            ("game", JsValue::from("connect4")),
            ("board", "4453".into()),
            ("depth", 3.into()),
        ];
        pairs.extend(eval.map(|e| ("eval", e)));
        let s = Analysis::count_only(object(&pairs), None, None)?;
        Ok::<f64, JsValue>(get(&get(&s, "alphabeta"), "value").as_f64().unwrap())
    };
    let hand = value(None).unwrap();
    let learned = value(Some("learned".into())).unwrap();
    assert_ne!(hand, learned);
    let mut l = Learner::new(object(&[("eval_every", 0.into())])).unwrap();
    l.step(20, None, None).unwrap();
    let file = l.weights_json();
    value(Some(file.clone().into())).unwrap();
    // The shipped weights as a file score as `learned` does.
    let shipped = abviz_core::Linear::learned().to_json("{}");
    assert_eq!(value(Some(shipped.into())).unwrap(), learned);
    let err = value(Some(file.replace("bias", "bogus").into())).unwrap_err();
    assert_eq!(code(err), "connect4.BadWeights");
}
