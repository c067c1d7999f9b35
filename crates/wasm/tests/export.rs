//! The page's *Export TikZ* reads `tikz()`: the core's drawing of the
//! request the page analyses, or the core's refusal past the node limit.

use abviz_wasm::{tikz, Request};

#[test]
fn tikz_of_aima_is_the_cores_picture_with_its_pruned_leaves() {
    let aima = abviz_core::find_preset("aima").unwrap().position;
    let req = Request::tree(aima);
    let text = tikz(&req, true).unwrap();
    let problem =
        abviz_core::Problem::from_config(None, Some(aima), &req.config().unwrap()).unwrap();
    let core = abviz_core::export::Drawing::of(
        &problem,
        abviz_core::Algorithm::AlphaBeta,
        &req.config().unwrap().options,
        true,
    )
    .unwrap();
    assert_eq!(text, core.write(abviz_core::export::Format::Tikz));
    let nodes = |style: &str| {
        text.lines()
            .filter(|l| l.trim_start().starts_with(style))
            .count()
    };
    assert_eq!(nodes("\\node[val]") + nodes("\\node[val,pruned]"), 13);
    assert_eq!(nodes("\\node[val,pruned]"), 2);
    assert!(text.contains("$\\alpha$="));
    assert!(!tikz(&req, false).unwrap().contains("$\\alpha$="));
}

#[test]
fn a_tree_past_the_export_limit_is_the_cores_error() {
    let req = Request::board("X...O....");
    let e = tikz(&req, false).unwrap_err();
    assert_eq!(e.code(), "option.TooLargeToDraw");
}
