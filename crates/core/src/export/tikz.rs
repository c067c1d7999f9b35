//! The drawing as a standalone `tikzpicture` for a plain `pdflatex` with
//! `\usepackage{tikz}` and no TikZ library: MAX nodes are triangles
//! pointing up, MIN nodes triangles pointing down (as the textbooks draw
//! them), chance nodes circles, leaves their value alone; pruned edges and
//! nodes dashed and grey, the best line thick.

use std::fmt::Write;

use super::{DrawNode, Drawing};
use crate::games::tree::fmt_value;
use crate::games::NodeKind;
use crate::trace::NONE;

/// Centimetres per leaf slot and per ply.
const SLOT: f32 = 1.0;
const PLY: f32 = 1.6;
/// Half the width and height of a node's shape, in centimetres.
const HALF: f32 = 0.32;
/// The widest picture, in centimetres: TeX's dimensions stop at about
/// 575 cm, so wider trees are squeezed to fit.
const MAX_WIDTH: f32 = 400.0;

/// A number as TikZ reads it: at most three decimals, no exponent.
fn num(v: f32) -> String {
    let r = (f64::from(v) * 1000.0).round() / 1000.0;
    fmt_value(if r == 0.0 { 0.0 } else { r })
}

/// A value in math mode, with ±∞ as `\infty`.
fn value(v: f64) -> String {
    if v.is_infinite() {
        return if v > 0.0 { "$+\\infty$" } else { "$-\\infty$" }.into();
    }
    format!("${}$", fmt_value(v))
}

/// Text with TeX's special characters escaped.
pub fn escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn at(d: &DrawNode, slot: f32) -> (f32, f32) {
    (d.x * slot, -(d.depth as f32) * PLY)
}

fn style(d: &DrawNode, extra: &str) -> String {
    let mut s = vec![extra];
    if d.pruned {
        s.push("pruned");
    }
    s.retain(|x| !x.is_empty());
    s.join(",")
}

pub(super) fn write(d: &Drawing) -> String {
    let slot = SLOT.min(MAX_WIDTH / d.extent().0.max(1.0));
    let half = HALF.min(slot * HALF);
    let mut o = String::new();
    let _ = writeln!(
        o,
        "% abviz export: {} over the full tree; dashed = pruned, thick = best line",
        d.algorithm
    );
    o.push_str("\\begin{tikzpicture}[\n");
    o.push_str("  outline/.style={draw,fill=white,line width=0.6pt},\n");
    o.push_str("  pruned/.style={dashed,draw=gray,text=gray},\n");
    o.push_str("  best/.style={line width=2pt},\n");
    o.push_str("  val/.style={font=\\small,inner sep=1pt},\n");
    o.push_str("  lab/.style={font=\\scriptsize,inner sep=1pt},\n");
    o.push_str("  win/.style={font=\\scriptsize,inner sep=1pt,text=blue}]\n");
    // Edges first, so the shapes cover their ends.
    for (i, n) in d.nodes.iter().enumerate() {
        if n.parent == NONE {
            continue;
        }
        let p = &d.nodes[n.parent as usize];
        let (x0, y0) = at(p, slot);
        let (x1, y1) = at(n, slot);
        let mut st = style(n, if n.best { "best" } else { "" });
        if st.is_empty() {
            st = "draw".into();
        }
        let _ = write!(
            o,
            "  \\draw[{st}] ({},{}) -- ({},{})",
            num(x0),
            num(y0),
            num(x1),
            num(y1)
        );
        if !n.edge_label.is_empty() {
            let side = if n.x < p.x { "left" } else { "right" };
            let _ = write!(o, " node[lab,midway,{side}] {{{}}}", escape(&n.edge_label));
        }
        let _ = writeln!(o, "; % edge to node {i}");
    }
    for n in &d.nodes {
        let (x, y) = at(n, slot);
        let (l, r, t, b) = (num(x - half), num(x + half), num(y + half), num(y - half));
        let (cx, cy) = (num(x), num(y));
        let shape = style(n, "outline");
        if !n.leaf {
            match n.kind {
                NodeKind::Max => {
                    let _ = writeln!(
                        o,
                        "  \\draw[{shape}] ({l},{b}) -- ({r},{b}) -- ({cx},{t}) -- cycle;"
                    );
                }
                NodeKind::Min => {
                    let _ = writeln!(
                        o,
                        "  \\draw[{shape}] ({l},{t}) -- ({r},{t}) -- ({cx},{b}) -- cycle;"
                    );
                }
                NodeKind::Chance => {
                    let _ = writeln!(o, "  \\draw[{shape}] ({cx},{cy}) circle ({});", num(half));
                }
            }
        }
        let text = n.value.map(value).unwrap_or_default();
        let _ = writeln!(
            o,
            "  \\node[{}] at ({cx},{cy}) {{{text}}};",
            style(n, "val")
        );
        if !n.name.is_empty() {
            let _ = writeln!(
                o,
                "  \\node[lab,left] at ({},{cy}) {{{}}};",
                num(x - half),
                escape(&n.name)
            );
        }
        if let Some((a, bt)) = n.window {
            let _ = writeln!(
                o,
                "  \\node[win,right] at ({},{cy}) {{$\\alpha$={} $\\beta$={}}};",
                num(x + half),
                value(a),
                value(bt)
            );
        }
    }
    o.push_str("\\end{tikzpicture}\n");
    o
}
