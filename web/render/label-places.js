// Where a tree's labels may go, best first, as declutter.js's data-places
// ("x,y,anchor[,row][,lead]" joined by spaces): an edge's label beside its
// line, α and β beside, under or over their node and, in a crowd, further
// along the rows with a leader line. Pure, so the places can be read in a test.

const f1 = (v) => v.toFixed(1);
const join = (places) => places.map(([x, y, ...rest]) => [f1(x), f1(y), ...rest].join(',')).join(' ');

/**
 * An edge's label of `chars` characters at label size `L`: beside the edge
 * from (px, py) down to (x, y), on its outer side (up and away from the
 * parent's other edges), clear of the line's width; at its middle, then
 * nearer the child, nearer the parent, and last on the inner side.
 */
export function edgePlaces(px, py, x, y, chars, L) {
  const dx = x - px, dy = y - py, len = Math.hypot(dx, dy) || 1;
  // The outer normal: up and to the right of an edge going right, up and to the left of one going left.
  const [nx, ny] = Math.abs(dx) < 0.5 ? [1, 0] : dx > 0 ? [dy / len, -dx / len] : [-dy / len, dx / len];
  const w = 0.62 * L * chars, h = L;
  // Half the label's extent along the normal, plus half the thickest line (5 px) and a gap.
  const off = (Math.abs(nx) * w + Math.abs(ny) * h) / 2 + 4.5;
  const at = (t, side) => [px + dx * t + nx * off * side, py + dy * t + ny * off * side + 0.35 * L, 'middle'];
  return join([at(0.5, 1), at(0.7, 1), at(0.3, 1), at(0.5, -1)]);
}

/**
 * α over β for the node at (X, Y) with glyph `g`, first `dx` px to its side,
 * at label size `L`: beside the node, right then left; else under it or over
 * it, right then left; in a crowd, α and β side by side on one line in the
 * gap between the rows. Failing those, the first gap further along its own
 * row or the gaps between rows, with a leader line (lead) to the node.
 */
export function windowPlaces(X, Y, g, dx, L) {
  // A glyph reaches 0.65 g from its centre at most (a chance node's circle).
  const ya = Y - 0.2 * L, below = Y + 0.65 * g + 0.95 * L + 3, above = Y - 0.65 * g - 1.5 * L - 3, side = Math.max(0.65 * g, 0.7 * L) + 3;
  const over = Y - 0.65 * g - 0.3 * L - 3;
  const places = [[X + dx, ya, 'start'], [X - dx, ya, 'end'], [X + side, below, 'start'], [X - side, below, 'end'], [X + side, above, 'start'], [X - side, above, 'end'],
    [X + side, over, 'start', 'row'], [X - side, over, 'end', 'row'], [X + side, below, 'start', 'row'], [X - side, below, 'end', 'row']];
  for (let k = 1; k <= 40; k++) {
    const far = 0.75 * L * k;
    places.push([X + dx + far, ya, 'start', 'lead'], [X - dx - far, ya, 'end', 'lead'],
      [X + side + far, over, 'start', 'row', 'lead'], [X - side - far, over, 'end', 'row', 'lead'],
      [X + side + far, below, 'start', 'row', 'lead'], [X - side - far, below, 'end', 'row', 'lead']);
  }
  return join(places);
}
