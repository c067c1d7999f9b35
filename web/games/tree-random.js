// Textbook trees made and edited in the page: seeded random uniform trees
// and leaf edits. Pure functions, shared by the page, the worker and tests.

/** A small deterministic generator (mulberry32): the same seed gives the same tree everywhere. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform tree of branching b and depth d with leaves 0–20 drawn from `seed`, as nested lists. */
export function randomTree(b, d, seed) {
  const r = rng(seed);
  const build = (k) => (k === 0 ? Math.floor(r() * 21) : Array.from({ length: b }, () => build(k - 1)));
  return JSON.stringify(build(d));
}

/** Tree text with the leaf at `path` (0-based child indices from the root) set to `value`. */
export function setLeaf(text, path, value) {
  if (path.length === 0) return JSON.stringify(value);
  const tree = JSON.parse(text);
  let node = tree;
  for (const i of path.slice(0, -1)) node = node[i];
  node[path[path.length - 1]] = value;
  return JSON.stringify(tree);
}
