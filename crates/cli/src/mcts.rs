//! Monte Carlo tree search's output: the `mcts` object of `analyze` and
//! the fields of its trace events.

use abviz_core::{Event, Stats, NONE};
use serde_json::{json, Map, Value};

/// A value as JSON, whole numbers without a fraction (as `json::number`).
fn number(v: f64) -> Value {
    abviz_core::tree::as_whole(v).map_or(json!(v), |i| json!(i))
}

/// `analyze`'s `mcts` object: the move, the root's mean for the side to
/// move, the iterations run and each root child's visits and mean.
pub(crate) fn summary(s: &Stats, root_sign: f64, name: impl Fn(u32) -> Value) -> Value {
    let children: Vec<Value> = (s.children.iter())
        .map(|c| json!({ "move": name(c.mv), "visits": c.visits, "mean": number(c.mean) }))
        .collect();
    json!({
        "best_move": s.best_move.map(&name),
        "value": number(s.value * root_sign),
        "iterations": s.leaves,
        "children": children,
    })
}

/// The fields of an MCTS event (see docs/conventions.md).
pub(crate) fn trace_fields(e: Event, fields: &mut Map<String, Value>) {
    let mut put = |k: &str, v: Value| {
        fields.insert(k.into(), v);
    };
    match e {
        Event::Uct {
            child,
            mv,
            visits,
            mean,
            exploit,
            explore,
            chosen,
            ..
        } => {
            put("child", json!(child));
            put("move", json!(mv));
            put("visits", json!(visits));
            put("mean", number(mean));
            put("exploit", number(exploit));
            put("explore", number(explore));
            put("chosen", json!(chosen));
        }
        Event::Select {
            visits,
            mean,
            child,
            mv,
            ..
        } => {
            put("visits", json!(visits));
            put("mean", number(mean));
            put("child", json!(child));
            put("move", json!(mv));
        }
        Event::Expand {
            parent,
            mv,
            depth,
            kind,
            ..
        } => {
            let none = |x: u32| if x == NONE { Value::Null } else { json!(x) };
            put("parent", none(parent));
            put("move", none(mv));
            put("depth", json!(depth));
            put("type", json!(kind.name()));
        }
        Event::Simulate {
            plies,
            value,
            horizon,
            ..
        } => {
            put("plies", json!(plies));
            put("value", number(value));
            put("kind", json!(if horizon { "horizon" } else { "terminal" }));
        }
        Event::Backup { visits, mean, .. } => {
            put("visits", json!(visits));
            put("mean", number(mean));
        }
        _ => {}
    }
}
