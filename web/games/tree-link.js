// A textbook tree's part of a link: its text as tree= (up to
// LIMITS.plainTree characters) or in the #z= fragment (deflated, base64url:
// engine/fragment.js), or a seeded random uniform tree as random=b,d,seed;
// and from=, the figure it was edited from. A tree needs no game= (the
// position says what it is), so state/url-position.js reads the first
// position parameter present and hands a tree's here, with the codec's
// readers and the engine's deflate and inflate as `ctx`: this leaf module
// imports nothing.

/** The parameter of a tree's text, written out. */
const TEXT = 'tree';
/** A tree's position parameters, in priority order (after board=): the text, the fragment's z, random=. */
export const TREE_PARAMS = Object.freeze([TEXT, 'z', 'random']);

/** Checks a tree text that arrived as `param` (tree or z). Returns {position} or {error}. */
function readText(param, text, { problem, REASONS, LIMITS, isTreeSyntax }) {
  if (text === '') return { error: problem(param, REASONS.empty, text) };
  if (text.length > LIMITS.maxTreeChars) return { error: problem(param, REASONS.tooLarge, text, { limit: LIMITS.maxTreeChars }) };
  if (!isTreeSyntax(text)) return { error: problem(param, REASONS.badTree, text) };
  return { position: { tree: text } };
}

/** Checks a #z= value: base64url of deflate-raw of UTF-8 tree text. */
async function readCompressed(raw, ctx) {
  const { problem, REASONS, LIMITS, fromBase64url, inflateText } = ctx;
  if (raw === '') return { error: problem('z', REASONS.empty, raw) };
  const bytes = fromBase64url(raw);
  if (!bytes) return { error: problem('z', REASONS.badCompressed, raw) };
  const out = await inflateText(bytes, LIMITS.maxTreeChars);
  if (out.tooLarge) return { error: problem('z', REASONS.tooLarge, raw, { limit: LIMITS.maxTreeChars }) };
  if (out.corrupt) return { error: problem('z', REASONS.badCompressed, raw) };
  return readText('z', out.text, ctx);
}

/** Checks a random=b,d,seed value. */
function readRandom(raw, { problem, REASONS, LIMITS, parseWhole }) {
  if (raw === '') return { error: problem('random', REASONS.empty, raw) };
  const parts = raw.split(',');
  if (parts.length !== 3 || parts.some((x) => !/^[0-9]+$/.test(x))) return { error: problem('random', REASONS.badRandom, raw) };
  const random = {};
  for (const [i, part] of ['b', 'd', 'seed'].entries()) {
    const range = LIMITS.random[part];
    const r = parseWhole(parts[i], range);
    if (r.reason) return { error: problem('random', r.reason, parts[i], { part, min: range.min, max: range.max }) };
    random[part] = r.value;
  }
  return { position: { random } };
}

export const treeLink = Object.freeze({
  /**
   * Pushes position `p`'s pairs (a text, or random=) and from=; a text over
   * LIMITS.plainTree characters goes in the fragment. Returns {hash, tooLong}.
   */
  async write(p, pairs, { LIMITS, treeFragment }) {
    let hash = '';
    let tooLong = null;
    if (typeof p.tree === 'string') {
      if (p.tree.length <= LIMITS.plainTree) pairs.push([TEXT, p.tree]);
      else ({ hash, tooLong } = await treeFragment(p.tree));
    } else if (p.random) pairs.push(['random', `${p.random.b},${p.random.d},${p.random.seed}`]);
    if (typeof p.tree === 'string' && p.from && !tooLong) pairs.push(['from', p.from]); // the figure it was edited from
    return { hash, tooLong };
  },

  /** Reads `raw`, the value of position parameter `param` (one of TREE_PARAMS): {position} or {error}. */
  async read(param, raw, ctx) {
    if (param === 'z') return readCompressed(raw, ctx);
    if (param === 'random') return readRandom(raw, ctx);
    return readText(param, raw, ctx);
  },

  /** Reads from=NAME into a tree `position`; without a tree's text it is reported and left out. */
  readFrom(single, position, errors, { problem, REASONS, PRESET_NAME_RE }) {
    const raw = single.get('from');
    if (raw === undefined) return;
    if (position.tree === undefined) errors.push(problem('from', REASONS.needs, raw, { other: TEXT }));
    else if (!PRESET_NAME_RE.test(raw)) errors.push(problem('from', REASONS.badPreset, raw));
    else position.from = raw;
  },
});
