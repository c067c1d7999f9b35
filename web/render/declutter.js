// Labels that would overlap are hidden, not drawn over each other: in a
// crowded tree (or at lecture size) an edge's "1" over a value "−5" reads
// "−15". The labels are measured as drawn and taken best first; one that
// overlaps a label already taken gets data-crowded (style.css hides it).

/** Overlaps under this many px either way are allowed: boxes include the font's line gap. */
const SLACK = 0.5;
/** The size of the grid cells that find a label's neighbours. */
const CELL = 48;

/**
 * Hides the labels of `root` that overlap a better one. `order` lists their
 * selectors, best first; within a selector, earlier in the document wins.
 */
export function declutter(root, order) {
  const taken = new Map(); // grid cell -> boxes taken there
  const cells = (r) => {
    const out = [];
    for (let i = Math.floor(r.left / CELL); i <= Math.floor(r.right / CELL); i++) {
      for (let j = Math.floor(r.top / CELL); j <= Math.floor(r.bottom / CELL); j++) out.push(`${i},${j}`);
    }
    return out;
  };
  const hits = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;
  for (const sel of order) {
    for (const el of root.querySelectorAll(sel)) {
      if (el.hasAttribute('data-crowded')) el.removeAttribute('data-crowded');
      if (el.getAttribute('visibility') === 'hidden' || !el.textContent) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue; // not displayed (level of detail)
      const keys = cells(r);
      if (keys.some((k) => taken.get(k)?.some((b) => hits(r, b)))) { el.setAttribute('data-crowded', ''); continue; }
      for (const k of keys) { if (!taken.has(k)) taken.set(k, []); taken.get(k).push(r); }
    }
  }
}
