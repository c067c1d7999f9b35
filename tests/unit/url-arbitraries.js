// fast-check generators shared by the url-*.test.js property tests: valid views, garbage queries and fragments, preset names.

import fc from 'fast-check';
import { CHOICES, ENHANCEMENTS, PARAMS, canonicalEnhance } from '../../web/state/view.js';
import { SIZES, drop, empty, formatMoves, legalColumns } from '../../web/games/connect4-rules.js';
import { ORDERS, b64url, treeOk } from './url-helpers.js';
import { ORDERS as ORDERS_SHEET, QUESTIONS, SHEET } from '../../web/state/sheet.js';

export const CELLS = 'XOxo.-_';

/** Boards: 9 cells, maybe split into rows by '/', with spaces sprinkled in. */
const boardArb = fc.tuple(
  fc.array(fc.constantFrom(...CELLS), { minLength: 9, maxLength: 9 }),
  fc.boolean(),
  fc.array(fc.nat(12), { maxLength: 3 }),
).map(([cells, slashes, spaces]) => {
  let s = slashes ? `${cells.slice(0, 3).join('')}/${cells.slice(3, 6).join('')}/${cells.slice(6).join('')}` : cells.join('');
  for (const at of spaces) s = `${s.slice(0, at)} ${s.slice(at)}`;
  return s;
});

/** Nested lists of leaves, written with assorted spacing. */
const nestedArb = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('list')),
  leaf: fc.integer({ min: -1e9, max: 1e9 }).map(String),
  list: fc.array(tie('node'), { minLength: 1, maxLength: 6 }).map((kids) => `[${kids.join(', ')}]`),
})).node;

/** Tree texts: small nested ones, long flat ones (to reach the fragment) and odd but syntactic text. */
const treeArb = fc.oneof(
  nestedArb,
  // Long ones repeat a short varied list k times, so a failure shrinks quickly.
  fc.tuple(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 5, maxLength: 40 }), fc.integer({ min: 1, max: 120 }))
    .map(([xs, k]) => `[${Array.from({ length: k }, (_, i) => `[${xs.join(',\n ')}, ${i}]`).join(', ')}]`),
  fc.string({ unit: fc.constantFrom('[', ']', ',', '1', '-', '+', ' ', '\t', '\n', '\r'), minLength: 1, maxLength: 40 })
    .filter(treeOk),
);

/** A legal Connect Four game as its column sequence, on a size. */
const c4Arb = fc.tuple(fc.constantFrom(...SIZES), fc.array(fc.nat(1000), { maxLength: 30 })).map(([size, picks]) => {
  let p = empty(size);
  for (const k of picks) {
    const legal = legalColumns(p);
    if (!legal.length) break;
    p = drop(p, legal[k % legal.length]);
  }
  return { size, moves: formatMoves(p) };
});

/**
 * A panel configuration other than side default `dflt` (a default one is written as no parameter and read back as null):
 * an algorithm and maybe its own depth (null: no limit).
 */
const configArb = (dflt) => fc.tuple(fc.constantFrom('minimax', 'alphabeta'), fc.option(fc.option(fc.integer({ min: 0, max: 20 })), { nil: undefined }))
  .filter(([alg, depth]) => alg !== dflt || depth !== undefined)
  .map(([alg, depth]) => (depth === undefined ? { alg } : { alg, depth }));

/** Enhancements, aspiration only with id; MTD(f) only with the table. */
const enhanceArb = fc.subarray(ENHANCEMENTS).map((xs) => canonicalEnhance(xs.includes('aspiration') && !xs.includes('id') ? [...xs, 'id'] : xs));

/** A worksheet's recipe (web/state/sheet.js): its trees have at most SHEET.leaves leaves. */
export const sheetArb = fc.record({
  count: fc.integer({ min: 1, max: 12 }), seed: fc.integer({ min: 0, max: 1e9 }), depth: fc.integer({ min: 1, max: 5 }),
  branching: fc.integer({ min: 2, max: 4 }), order: fc.constantFrom(...ORDERS_SHEET), question: fc.constantFrom(...QUESTIONS), key: fc.boolean(),
}, { noNullPrototype: true }).filter((r) => r.branching ** r.depth <= SHEET.leaves);

export const viewArb = fc.record({
  c4: fc.option(c4Arb),
  learned: fc.boolean(),
  enhance: enhanceArb,
  ttSize: fc.oneof(fc.constant(65536), fc.integer({ min: 1, max: 4194304 })),
  mtdf: fc.boolean(),
  position: fc.oneof(
    boardArb.map((board) => ({ board })),
    treeArb.map((tree) => ({ tree })),
    // A tree edited from a gallery figure says which (from=).
    fc.tuple(treeArb, fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,63}$/)).map(([tree, from]) => ({ tree, from })),
    fc.record({ b: fc.integer({ min: 2, max: 5 }), d: fc.integer({ min: 1, max: 6 }), seed: fc.integer({ min: 0, max: 1e9 }) })
      .map((random) => ({ random: { ...random } })), // fast-check records have no prototype
  ),
  order: fc.constantFrom(...ORDERS),
  seed: fc.integer({ min: 0, max: 1e9 }),
  depth: fc.option(fc.integer({ min: 0, max: 20 })),
  variant: fc.constantFrom('fail-soft', 'fail-hard'),
  scoring: fc.constantFrom('wdl', 'fast'),
  lang: fc.constantFrom(null, 'en', 'ja', 'ko'),
  step: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1e9 })),
  view: fc.constantFrom(null, 'both', 'minimax', 'alphabeta', 'overlay'),
  lecture: fc.boolean(),
  negamax: fc.boolean(),
  pass: fc.option(fc.integer({ min: 1, max: 1000 })),
  drawer: fc.constantFrom(null, ...CHOICES.drawer),
  embed: fc.boolean(),
  prune: fc.constantFrom('ge', 'gt'),
  agents: fc.integer({ min: 1, max: 6 }),
  bounds: fc.constantFrom('', '0,10', '-5,5', '1.5,9'),
  left: fc.option(configArb('minimax')),
  right: fc.option(configArb('alphabeta')),
  sheet: fc.option(sheetArb),
}, { noNullPrototype: true }).map(({ c4, mtdf, learned, sheet, ...v }) => ({
  ...v,
  ...(sheet ? { sheet } : {}), // a worksheet's recipe is there only when one was made
  ...(c4 && learned ? { c4eval: 'learned' } : {}), // the shipped weights: Connect Four's
  seed: v.order === 'random' ? v.seed : 1, // the seed belongs to the random order
  ...(c4 ? { game: 'connect4', size: c4.size, position: { moves: c4.moves } } : { game: 'tictactoe', size: '7x6' }),
  pruned: mtdf && v.enhance.split(',').includes('tt') ? 'mtdf' : 'alphabeta',
  ghosts: 'min', // Pacman's options: the defaults in other games
  eval: 'score',
  play: null, // a played game's seed: maze games only
  preset: null, // a preset's link is tested on its own (url-options.test.js, url-properties.test.js)
}));

// Any code point, lone surrogates included. (fast-check's 'binary' unit builds a
// 1.1-million-entry table on first use, which costs seconds.)
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));

const NAMES = [...PARAMS, 'Board', 'STEP', 'x', '', 'z', 'preset', 'preset'];
export const VALUE_PIECES = ['%00', '%0A', '%', '%zz', '%E0%A4', '%C3', '%2B', '+', '&', '=', '#', '?', ',', '/', '[', ']',
  '0', '1', '9', '-', '.', 'e', 'X', 'O', 'random', 'natural', 'fail-hard', 'fast', 'en', '\u2028', '\u202e', '😀',
  '\ud800', '９', 'connect4', '5x4', '7x6', 'tt', 'id', 'aspiration', 'mtdf', 'none', '4', '7',
  'minimax', 'alphabeta', 'depth:', ':', 'quiescence:2', 'futility:0.5', 'depth:none', '%3A', 'rich-fig5', 'aima', 'Rich', '--', 'learned', 'default'];

/** A query of known and unknown names with values made of tricky pieces, or any text at all. */
export const querySearchArb = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.string({ unit: fc.constantFrom(...VALUE_PIECES), maxLength: 20 })),
    { maxLength: 8 }).map((pairs) => `?${pairs.map(([k, x]) => `${k}=${x}`).join('&')}`),
  fc.string({ unit: anyCodePoint, maxLength: 100 }),
  fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom('9', 'X', '[', '1,', '%00', '😀'), fc.integer({ min: 10_000, max: 300_000 }))
    .map(([k, piece, n]) => `?${k}=${piece.repeat(n)}`),
);

/** Fragments: z= with garbage, random bytes, deflated garbage text, or any text at all. */
export const hashArb = fc.oneof(
  fc.constant(''),
  fc.string({ unit: anyCodePoint, maxLength: 60 }).map((s) => `#${s}`),
  fc.string({ unit: fc.constantFrom(...VALUE_PIECES, 'A', 'z', '_'), maxLength: 40 }).map((s) => `#z=${s}`),
  fc.uint8Array({ maxLength: 200 }).map((b) => `#z=${b64url(b)}`),
  fc.string({ unit: fc.constantFrom('[', ']', ',', '1', 'a', '\u0000', '\n', '😀', '\ud800'), maxLength: 300 })
    .map((s) => ({ s })), // deflated in the property (compression is async)
);

/** A preset name as links write it, or any such-looking text. */
export const presetNameArb = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,63}$/);
