//! The drawing as a standalone SVG: the same shapes, marks and places as
//! the TikZ picture (y grows downwards here).

use std::fmt::Write;

use super::Drawing;
use crate::games::tree::fmt_value;
use crate::games::NodeKind;
use crate::trace::NONE;

/// Pixels per leaf slot and per ply, the margin, and half a shape.
const SLOT: f32 = 40.0;
const PLY: f32 = 64.0;
const MARGIN: f32 = 40.0;
const HALF: f32 = 13.0;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn value(v: f64) -> String {
    if v.is_infinite() {
        return if v > 0.0 { "+∞" } else { "−∞" }.into();
    }
    fmt_value(v)
}

pub(super) fn write(d: &Drawing) -> String {
    let (w, h) = d.extent();
    let at = |i: usize| {
        let n = &d.nodes[i];
        (MARGIN + n.x * SLOT, MARGIN + n.depth as f32 * PLY)
    };
    let (width, height) = (
        w * SLOT + 2.0 * MARGIN + 60.0,
        h as f32 * PLY + 2.0 * MARGIN,
    );
    let mut o = String::new();
    let _ = writeln!(
        o,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">"
    );
    for (i, n) in d.nodes.iter().enumerate() {
        if n.parent == NONE {
            continue;
        }
        let ((x0, y0), (x1, y1)) = (at(n.parent as usize), at(i));
        let dash = if n.pruned {
            " stroke-dasharray=\"4 3\""
        } else {
            ""
        };
        let color = if n.pruned { "gray" } else { "black" };
        let width = if n.best { 3.0 } else { 1.0 };
        let _ = writeln!(o, "<line x1=\"{x0}\" y1=\"{y0}\" x2=\"{x1}\" y2=\"{y1}\" stroke=\"{color}\" stroke-width=\"{width}\"{dash}/>");
        if !n.edge_label.is_empty() {
            let _ = writeln!(
                o,
                "<text x=\"{}\" y=\"{}\" font-size=\"10\" text-anchor=\"middle\">{}</text>",
                (x0 + x1) / 2.0 + if x1 < x0 { -8.0 } else { 8.0 },
                (y0 + y1) / 2.0,
                esc(&n.edge_label)
            );
        }
    }
    for (i, n) in d.nodes.iter().enumerate() {
        let (x, y) = at(i);
        let dash = if n.pruned {
            " stroke-dasharray=\"4 3\""
        } else {
            ""
        };
        let color = if n.pruned { "gray" } else { "black" };
        let paint = format!("fill=\"white\" stroke=\"{color}\"{dash}");
        let (l, r, t, b) = (x - HALF, x + HALF, y - HALF, y + HALF);
        if !n.leaf {
            let _ = match n.kind {
                NodeKind::Max => {
                    writeln!(o, "<polygon points=\"{l},{b} {r},{b} {x},{t}\" {paint}/>")
                }
                NodeKind::Min => {
                    writeln!(o, "<polygon points=\"{l},{t} {r},{t} {x},{b}\" {paint}/>")
                }
                NodeKind::Chance => {
                    writeln!(o, "<circle cx=\"{x}\" cy=\"{y}\" r=\"{HALF}\" {paint}/>")
                }
            };
        }
        let text = n.value.map(value).unwrap_or_default();
        let _ = writeln!(
            o,
            "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" fill=\"{color}\">{text}</text>",
            y + 4.0
        );
        if !n.name.is_empty() {
            let _ = writeln!(
                o,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"10\">{}</text>",
                l - 2.0,
                y + 4.0,
                esc(&n.name)
            );
        }
        if let Some((a, bt)) = n.window {
            let _ = writeln!(
                o,
                "<text x=\"{}\" y=\"{}\" font-size=\"10\" fill=\"blue\">α={} β={}</text>",
                r + 2.0,
                y + 4.0,
                value(a),
                value(bt)
            );
        }
    }
    o.push_str("</svg>\n");
    o
}
