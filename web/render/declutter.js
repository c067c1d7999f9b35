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
    const keys = [];
    for (let i = Math.floor((r.left - GAP) / CELL); i <= Math.floor((r.right + GAP) / CELL); i++) {
      for (let j = Math.floor(r.top / CELL); j <= Math.floor(r.bottom / CELL); j++) keys.push(`${i},${j}`);
    }
    const hits = (b) => {
      const gap = b.solid ? -SLACK : GAP;
      return Math.min(r.right, b.right) - Math.max(r.left, b.left) > -gap && Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) > SLACK;
    };
    if (!force && keys.some((k) => this.cells.get(k)?.some(hits))) return false;
    const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom, solid: force };
    for (const k of keys) { if (!this.cells.has(k)) this.cells.set(k, []); this.cells.get(k).push(box); }
    return true;
  }
}

/**
 * Hides the SVG labels of `root` that overlap a better one. `order` lists
 * their selectors, best first (within one, earlier in the document wins); an
 * entry {solid: selector} is a shape labels must keep clear of (the nodes).
 * A label with data-flip-x that has no room where it is tries the other
 * side of its node (x = data-flip-x, anchored at its end) before it is hidden.
 */
export function declutter(root, order) {
  const room = new Room();
  for (const entry of order) {
    if (typeof entry !== 'string') {
      for (const el of root.querySelectorAll(entry.solid)) {
        const r = el.getBoundingClientRect();
        if (r.width > 0) room.take(r, true);
      }
      continue;
    }
    for (const el of root.querySelectorAll(entry)) {
      if (el.hasAttribute('data-crowded')) el.removeAttribute('data-crowded');
      if (el.getAttribute('visibility') === 'hidden' || el.hasAttribute('data-tight') || !el.textContent) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue; // not displayed (level of detail)
      if (room.take(r)) continue;
      if (el.dataset.flipX) {
        // A group (α over β) flips as one.
        for (const t of el.tagName === 'text' ? [el] : el.querySelectorAll('text')) {
          t.setAttribute('x', el.dataset.flipX);
          t.setAttribute('text-anchor', 'end');
        }
        if (room.take(el.getBoundingClientRect())) continue;
      }
      el.setAttribute('data-crowded', '');
    }
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
