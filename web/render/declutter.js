// Labels that would overlap are hidden, not drawn over each other: in a
// crowded tree (or at lecture size) an edge's "1" over a value "−5" reads
// "−15". Labels are taken best first; one that overlaps a label already
// taken is left out (SVG: data-crowded, which style.css hides; canvas: not drawn).

/** Overlaps under this many px either way are allowed: boxes include the font's line gap. */
const SLACK = 0.5;
/**
 * The least space between two labels side by side, in px: two numbers that
 * touch read as one ("8" beside "−2" reads "8−2", "−2" beside "8" reads
 * "−28"). Node shapes need no gap: a label beside its node reads apart.
 */
const GAP = 4;
/** The size of the grid cells that find a label's neighbours. */
const CELL = 48;

/** The room taken by labels so far: take() a box if it overlaps none taken. */
export class Room {
  constructor() {
    this.cells = new Map(); // grid cell -> boxes taken there
  }

  /**
   * Takes the box {left, top, right, bottom} (CSS px) and returns true, or
   * returns false if it overlaps one taken, or sits within GAP px of a label
   * beside it (unless `force`: a solid shape, such as a node, always taken).
   */
  take(r, force = false) {
    const keys = this.keys(r);
    if (!force && !this.fits(r, keys)) return false;
    const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom, solid: force };
    for (const k of keys) { if (!this.cells.has(k)) this.cells.set(k, []); this.cells.get(k).push(box); }
    return true;
  }

  /** Whether take(r) would take the box, without taking it. */
  fits(r, keys = this.keys(r)) {
    const hits = (b) => {
      const gap = b.solid ? -SLACK : GAP;
      return Math.min(r.right, b.right) - Math.max(r.left, b.left) > -gap && Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) > SLACK;
    };
    return !keys.some((k) => this.cells.get(k)?.some(hits));
  }

  /** The grid cells box `r` (and the gap beside it) reaches. */
  keys(r) {
    const keys = [];
    for (let i = Math.floor((r.left - GAP) / CELL); i <= Math.floor((r.right + GAP) / CELL); i++) {
      for (let j = Math.floor(r.top / CELL); j <= Math.floor(r.bottom / CELL); j++) keys.push(`${i},${j}`);
    }
    return keys;
  }
}

/** Where a text's x falls in its box, as a share of its width, for each text-anchor. */
export const ANCHOR = { start: 0, middle: 0.5, end: 1 };

/**
 * A label's placements: data-places "x,y,anchor[,row][,lead] …" (row: its
 * texts side by side on one line; lead: far from what it labels, so a leader
 * line joins them), else none.
 */
export const parsePlaces = (text) => (text ? text.split(' ').map((p) => {
  const [x, y, anchor, ...flags] = p.split(',');
  return { x: Number(x), y: Number(y), anchor, row: flags.includes('row'), lead: flags.includes('lead') };
}) : []);
const placesOf = (el) => parsePlaces(el.dataset.places);

/**
 * Where each text of a label goes at placement `p`: {x, y, anchor}. In a
 * column (α over β) the texts share x and anchor, `line` px apart; in a row
 * they follow each other a third of a line apart, anchored as a whole.
 */
export function positions(p, widths, line) {
  if (!p.row) return widths.map((_, i) => ({ x: p.x, y: p.y + i * line, anchor: p.anchor }));
  const gap = line / 3;
  const total = widths.reduce((a, w) => a + w, 0) + gap * (widths.length - 1);
  let left = p.x - total * ANCHOR[p.anchor];
  return widths.map((w) => { const at = { x: left, y: p.y, anchor: 'start' }; left += w + gap; return at; });
}

/**
 * Hides the SVG labels of `root` that overlap a better one. `order` lists
 * their selectors, best first (within one, earlier in the document wins); an
 * entry {solid: selector} is a shape labels must keep clear of (the nodes).
 * A label with data-places tries each of its placements in turn and takes
 * the first with room on the picture (a group's texts, such as α over β, move together,
 * data-line px apart); one with data-keep (the current path's α and β) is
 * drawn at its first placement even with none, and the labels after it yield.
 * `solids` are more boxes (on screen) to keep clear of: HTML over the tree.
 * A placement marked lead shows the label's <line> child as a leader from
 * data-from ("x,y,r": what it labels, a circle of radius r) to the label.
 * All boxes are read before anything is written, so the page is laid out once.
 */
export function declutter(root, order, solids = []) {
  const room = new Room();
  for (const r of solids) room.take(r, true);
  const origin = root.getBoundingClientRect();
  for (const el of root.querySelectorAll('[data-crowded]')) el.removeAttribute('data-crowded');
  const reads = [];
  for (const entry of order) {
    if (typeof entry !== 'string') {
      for (const el of root.querySelectorAll(entry.solid)) reads.push({ solid: true, r: el.getBoundingClientRect() });
      continue;
    }
    for (const el of root.querySelectorAll(entry)) {
      if (el.getAttribute('visibility') === 'hidden' || el.hasAttribute('data-tight') || !el.textContent) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue; // not displayed (level of detail)
      const texts = el.tagName === 'text' ? [el] : [...el.querySelectorAll('text')];
      reads.push({ el, r, texts, rects: texts.map((t) => t.getBoundingClientRect()) });
    }
  }
  const writes = [];
  for (const x of reads) {
    if (x.solid) { if (x.r.width > 0) room.take(x.r, true); continue; }
    const places = placesOf(x.el);
    if (!places.length) { if (!room.take(x.r)) writes.push([x.el, null]); continue; }
    const widths = x.rects.map((r) => r.width);
    const line = Number(x.el.dataset.line) || 0;
    // Each text's box at a placement, moved from where it is now (the texts' own coordinates are screen px).
    const now = x.texts.map((t) => ({ x: Number(t.getAttribute('x')), y: Number(t.getAttribute('y')), anchor: t.getAttribute('text-anchor') || 'start' }));
    const boxAt = (at) => {
      const b = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
      at.forEach((a, i) => {
        const r = x.rects[i], n = now[i];
        const left = r.left + (a.x - n.x) + r.width * (ANCHOR[n.anchor] - ANCHOR[a.anchor]);
        b.left = Math.min(b.left, left);
        b.right = Math.max(b.right, left + r.width);
        b.top = Math.min(b.top, r.top + a.y - n.y);
        b.bottom = Math.max(b.bottom, r.bottom + a.y - n.y);
      });
      return b;
    };
    const ats = places.map((p) => positions(p, widths, line));
    // A placement must be wholly on the tree's picture (α and β cut off at its edge would read wrong).
    const inside = (b) => b.left >= origin.left && b.right <= origin.right && b.top >= origin.top && b.bottom <= origin.bottom;
    let k = ats.findIndex((at) => { const b = boxAt(at); return inside(b) && room.take(b); });
    if (k < 0 && x.el.hasAttribute('data-keep')) { k = 0; room.take(boxAt(ats[0]), true); }
    const box = k >= 0 && places[k].lead ? boxAt(ats[k]) : null;
    writes.push([x.el, k < 0 ? null : ats[k], x.texts, now, box]);
  }
  for (const [el, at, texts, now, box] of writes) {
    const leader = el.querySelector?.('line');
    if (leader) leader.setAttribute('visibility', box ? 'visible' : 'hidden');
    if (box && leader) {
      // From the edge of what it labels to the nearest point of the label's box (in the SVG's px).
      const [fx, fy, fr] = el.dataset.from.split(',').map(Number);
      const tx = Math.min(Math.max(fx, box.left - origin.left), box.right - origin.left);
      const ty = Math.min(Math.max(fy, box.top - origin.top), box.bottom - origin.top);
      const d = Math.hypot(tx - fx, ty - fy) || 1;
      for (const [k, v] of Object.entries({ x1: fx + ((tx - fx) * fr) / d, y1: fy + ((ty - fy) * fr) / d, x2: tx, y2: ty })) leader.setAttribute(k, v.toFixed(1));
    }
    if (!at) { el.setAttribute('data-crowded', ''); continue; }
    at.forEach((a, i) => {
      const n = now[i];
      if (a.x === n.x && a.y === n.y && a.anchor === n.anchor) return;
      texts[i].setAttribute('x', a.x.toFixed(1));
      texts[i].setAttribute('y', a.y.toFixed(1));
      texts[i].setAttribute('text-anchor', a.anchor);
    });
  }
}

/**
 * The box of `text` drawn on canvas `ctx` at (x, y) in CSS px with the
 * context's font, textAlign and textBaseline ('alphabetic' or 'middle').
 */
export function textBox(ctx, text, x, y) {
  const m = ctx.measureText(text);
  const w = m.width;
  const left = ctx.textAlign === 'center' ? x - w / 2 : ctx.textAlign === 'right' || ctx.textAlign === 'end' ? x - w : x;
  const asc = m.fontBoundingBoxAscent, desc = m.fontBoundingBoxDescent;
  const top = ctx.textBaseline === 'middle' ? y - (asc + desc) / 2 : y - asc;
  return { left, top, right: left + w, bottom: top + asc + desc };
}
