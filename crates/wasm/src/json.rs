//! JSON trees read by the browser: `JSON.parse` reads the text, this turns
//! its value into a `serde_json::Value`, and the core checks it as it
//! checks JSON text (`Tree::from_json_value`). The module then carries no
//! JSON text parser of its own (the core's `json-text` feature is off),
//! about 35 KB less.
//!
//! What differs from the CLI: a syntax error's message is the browser's,
//! and a number too large for a double (`1e999`) is "number out of range"
//! without a position.

use abviz_core::{C4Error, Linear, Tree, TreeError};
#[cfg(target_arch = "wasm32")]
use {
    abviz_core::tree::MAX_TREE_DEPTH,
    serde_json::{Map, Number, Value},
    wasm_bindgen::{JsCast, JsValue},
};

/// The tree in JSON `text`.
#[cfg(target_arch = "wasm32")]
pub fn tree(text: &str) -> Result<Tree, TreeError> {
    let parsed = js_sys::JSON::parse(text).map_err(|e| TreeError::Json {
        message: e
            .dyn_ref::<js_sys::Error>()
            .map_or_else(|| "not JSON".into(), |e| e.message().into()),
    })?;
    Tree::from_json_value(&value(&parsed, 0)?)
}

/// Natively there is no browser: serde_json's parser, as the core's
/// `json-text` feature reads it (that feature may be off here).
#[cfg(not(target_arch = "wasm32"))]
pub fn tree(text: &str) -> Result<Tree, TreeError> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| TreeError::Json {
        message: e.to_string(),
    })?;
    Tree::from_json_value(&v)
}

/// The weights in a weight file's JSON `text` (Connect Four's learned
/// evaluation), read the same way as a tree.
#[cfg(target_arch = "wasm32")]
pub fn weights(text: &str) -> Result<Linear, C4Error> {
    let parsed = js_sys::JSON::parse(text).map_err(|e| {
        C4Error::BadWeights(format!(
            "not JSON: {}",
            e.dyn_ref::<js_sys::Error>()
                .map_or_else(|| String::from("a syntax error"), |e| e.message().into())
        ))
    })?;
    let v = value(&parsed, 0).map_err(|e| C4Error::BadWeights(e.to_string()))?;
    Linear::from_json_value(&v)
}

/// Natively there is no browser: serde_json's parser (kept out of the
/// module, which is wasm32 only).
#[cfg(not(target_arch = "wasm32"))]
pub fn weights(text: &str) -> Result<Linear, C4Error> {
    let v: serde_json::Value =
        serde_json::from_str(text).map_err(|e| C4Error::BadWeights(format!("not JSON: {e}")))?;
    Linear::from_json_value(&v)
}

#[cfg(target_arch = "wasm32")]
fn bad(message: &str) -> TreeError {
    TreeError::Json {
        message: message.into(),
    }
}

/// `v` as a serde_json value. Nesting is capped as serde_json caps it, so
/// this recursion stays shallow.
#[cfg(target_arch = "wasm32")]
fn value(v: &JsValue, depth: usize) -> Result<Value, TreeError> {
    if v.is_null() {
        return Ok(Value::Null);
    }
    if let Some(b) = v.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Some(n) = v.as_f64() {
        return (Number::from_f64(n).map(Value::Number)).ok_or_else(|| bad("number out of range"));
    }
    if let Some(s) = v.as_string() {
        return Ok(Value::String(s));
    }
    if depth >= MAX_TREE_DEPTH {
        return Err(bad("recursion limit exceeded"));
    }
    if js_sys::Array::is_array(v) {
        let list: &js_sys::Array = v.unchecked_ref();
        let mut items = Vec::with_capacity(list.length() as usize);
        for i in 0..list.length() {
            items.push(value(&list.get(i), depth + 1)?);
        }
        return Ok(Value::Array(items));
    }
    let mut map = Map::new();
    let keys = js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>());
    for i in 0..keys.length() {
        let key = keys.get(i);
        let field = js_sys::Reflect::get(v, &key).unwrap_or(JsValue::UNDEFINED);
        map.insert(
            key.as_string().unwrap_or_default(),
            value(&field, depth + 1)?,
        );
    }
    Ok(Value::Object(map))
}
