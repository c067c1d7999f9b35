#![cfg(target_arch = "wasm32")]
//! The solver kernel's adapter as the page's worker calls it (wasm `Solver`),
//! under wasm-bindgen-test in Node: exact scores, every column, the switches
//! by their bits, one table for every solve, and the budget and tick that
//! give the page its progress and Cancel.

use abviz_wasm::Solver;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

/// Every technique on, as the page asks by default.
const ALL: u32 = 0b11111;

/// The error's `code`, as the page reads it.
fn code(err: JsValue) -> String {
    js_sys::Reflect::get(&err, &"code".into())
        .unwrap()
        .as_string()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
fn the_switches_are_named_in_bit_order() {
    assert_eq!(
        Solver::switch_names(),
        [
            "anticipate",
            "threat_order",
            "table",
            "bisect",
            "book",
            "etc"
        ]
    );
}

#[wasm_bindgen_test]
fn scores_of_every_column_and_the_root_with_one_table() {
    let mut s = Solver::create();
    assert_eq!(s.table_bytes_js(), 0.0, "no table before the first solve");
    // 44455554221: O to move, every column −15 (Pons' solver; `abviz solve`).
    let root = s.solve("", "44455554221", ALL, None, None).unwrap();
    assert_eq!(root, -15.0);
    assert!(s.nodes_js() > 0.0, "the root took a search");
    let bytes = s.table_bytes_js();
    assert!(bytes > 0.0);
    for c in 1..=7 {
        let v = s.column("7x6", "44455554221", c, ALL, None, None).unwrap();
        assert_eq!(v, -15.0, "column {c}");
    }
    // A column off the board has no score (NaN); a winning drop scores with no search.
    assert!(s
        .column("", "44455554221", 8, ALL, None, None)
        .unwrap()
        .is_nan());
    assert_eq!(s.nodes_js(), 0.0);
    let win = s.column("", "44455554221351", 3, ALL, None, None).unwrap();
    assert_eq!((win, s.nodes_js()), (14.0, 0.0));
    s.clear();
    assert_eq!(
        s.table_bytes_js(),
        bytes,
        "one table, kept across solves and clears"
    );
}

#[wasm_bindgen_test]
fn each_rung_of_the_ladder_agrees_and_the_plain_one_searches_more() {
    let mut s = Solver::create();
    let mut nodes = vec![];
    // The ladder's rungs: none, then table, bisection, anticipation, threat
    // order and transposition cut-offs added in turn.
    for bits in [0, 0b00100, 0b01100, 0b01101, 0b01111, 0b101111] {
        s.clear();
        let r = s
            .solve("", "1572467527765441351472311454", bits, None, None)
            .unwrap();
        nodes.push(s.nodes_js());
        let all = s.solve("", "1572467527765441351472311454", ALL, None, None);
        assert_eq!(r, all.unwrap());
    }
    assert!(
        nodes[0] > nodes[4],
        "plain alpha-beta searches more than the full kernel: {nodes:?}"
    );
}

#[wasm_bindgen_test]
fn a_node_budget_and_a_tick_stop_a_long_solve_with_the_cores_codes() {
    let mut s = Solver::create();
    // No book, so the solve must search.
    let err = s
        .solve("", "4453", 0b101111, Some(5000.0), None)
        .unwrap_err();
    assert_eq!(code(err), "search.NodeLimit");
    // What the stopped solve had proven: an interval holding 4453's exact
    // score (−2, `abviz solve --board 4453`).
    let [lo, hi] = s.stopped_bounds_js().expect("bounds after a stop")[..] else {
        panic!("two bounds")
    };
    assert!(lo <= -2 && -2 <= hi && lo <= hi, "[{lo}, {hi}]");
    let tick = js_sys::Function::new_with_args(
        "nodes",
        "globalThis.abvizKernelSeen = nodes; return false;",
    );
    let err = s
        .column("", "4453", 4, 0b101111, None, Some(tick))
        .unwrap_err();
    assert_eq!(code(err), "search.Cancelled");
    let seen = js_sys::Reflect::get(&js_sys::global(), &"abvizKernelSeen".into()).unwrap();
    assert!(
        seen.as_f64().unwrap() > 0.0,
        "the tick heard the nodes so far"
    );
    assert!(
        s.stopped_bounds_js().is_some(),
        "a cancelled column has bounds too"
    );
    // The solver goes on working after a stop.
    assert_eq!(s.solve("", "44455554221", ALL, None, None).unwrap(), -15.0);
    assert_eq!(s.stopped_bounds_js(), None, "a finished solve has none");
}

#[wasm_bindgen_test]
fn bad_positions_throw_the_cores_codes() {
    let mut s = Solver::create();
    assert_eq!(
        code(s.solve("", "4444444", ALL, None, None).unwrap_err()),
        "connect4.FullColumn"
    );
    assert_eq!(
        code(s.solve("9x9", "", ALL, None, None).unwrap_err()),
        "connect4.UnknownSize"
    );
    assert_eq!(
        code(s.column("", "48", 1, ALL, None, None).unwrap_err()),
        "connect4.ColumnOutOfRange"
    );
}

/// The deep 7×6 book as the worker fetches it (`web/data/`).
const BOOK: &[u8] = include_bytes!("../../../web/data/connect4-7x6.book");

#[wasm_bindgen_test]
fn the_book_bytes_handed_over_answer_early_positions_at_once() {
    let mut s = Solver::create();
    // No book until the worker hands it over: 4453's column 3 needs a search.
    let no_book = |s: &mut Solver| {
        s.column("", "4453", 3, ALL, Some(5000.0), None)
            .map_err(code)
    };
    assert_eq!(no_book(&mut s), Err("search.NodeLimit".into()));
    // Bytes that are not a book throw, and leave the solver without one.
    let err = s.load_book_js(b"C4BK not a book").unwrap_err();
    assert!(js_sys::Error::from(err)
        .message()
        .as_string()
        .unwrap()
        .contains("not an abviz"));
    assert_eq!(no_book(&mut s), Err("search.NodeLimit".into()));
    assert_eq!(s.load_book_js(BOOK).unwrap(), 129_498);
    // 4453 (`abviz solve --board 4453 --columns --no-book`): each column from the book.
    let want = [-5.0, -5.0, -2.0, -3.0, -4.0, -2.0, -2.0];
    for (c, want) in (1..=7).zip(want) {
        assert_eq!(
            s.column("", "4453", c, ALL, None, None).unwrap(),
            want,
            "column {c}"
        );
        assert_eq!((s.nodes_js(), s.from_book_js()), (0.0, true));
    }
    // The best column: −2, reached first (centre out: 4 3 5 …) by column 3.
    assert_eq!(s.best("", "4453", ALL, None, None).unwrap(), 3.0);
    assert_eq!(
        (s.score(), s.nodes_js(), s.from_book_js()),
        (-2.0, 0.0, true)
    );
    // With the book switched off (bit 4) the same column needs a search.
    let err = s
        .column("", "4453", 3, ALL & !(1 << 4), Some(5000.0), None)
        .unwrap_err();
    assert_eq!(code(err), "search.NodeLimit");
    // Past the book: the position is solved, then its columns tested.
    assert_eq!(s.best("", "44455554221", ALL, None, None).unwrap(), 4.0);
    assert_eq!(s.score(), -15.0);
    assert!(s.nodes_js() > 0.0 && !s.from_book_js());
}
