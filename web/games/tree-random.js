// Seeded random uniform textbook trees. Pure functions, shared by the page,
// the worker and tests. (Edits of a tree are the engine's: wasm tree_set_value.)

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
