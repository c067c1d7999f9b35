// A worksheet's recipe (issue 31, point 4): how many exercises, the seed
// they are drawn from, the trees' depth and branching, the move order and
// the question. The recipe is all a link holds (sheet=6,42,3,2,random,values):
// the same recipe always gives the same trees, so a link or a seed
// regenerates the same sheet. Pure: no DOM, no engine.

import { rng } from '../games/tree-random.js';
import { quote } from './quote.js';

/** What a worksheet may ask of a tree: every node's value, what alpha-beta prunes, α and β at one node, the root's move; or one of each in turn. */
export const QUESTIONS = Object.freeze(['values', 'pruned', 'window', 'best', 'mixed']);
/**
 * How each tree's children are ordered on the sheet (left to right is the order alpha-beta searches):
 * as drawn at random, best move first (the Knuth–Moore best case, most pruning), or worst first (none).
 */
export const ORDERS = Object.freeze(['random', 'best-first', 'worst-first']);

/** The recipe's ranges. A tree has at most `leaves` leaves, so that its values stay readable on A4. */
export const SHEET = Object.freeze({ count: { min: 1, max: 12 }, seed: { min: 0, max: 1e9 }, depth: { min: 1, max: 5 }, branching: { min: 2, max: 4 }, leaves: 32 });

export const DEFAULT_SHEET = Object.freeze({ count: 6, seed: 1, depth: 3, branching: 2, order: 'random', question: 'mixed', key: false });

/** Leaves of a tree of `branching` and `depth`. */
export const leavesOf = ({ branching, depth }) => branching ** depth;

/** The i18n key and parameters of what is wrong with `r` as a whole, or null. */
export function recipeProblem(r) {
  const leaves = leavesOf(r);
  return leaves > SHEET.leaves ? { key: 'sheet.tooWide', params: { branching: r.branching, depth: r.depth, leaves, limit: SHEET.leaves } } : null;
}

/** The link's value of recipe `r`: count,seed,depth,branching,order,question[,key]. */
export function formatSheet(r) {
  return [r.count, r.seed, r.depth, r.branching, r.order, r.question, ...(r.key ? ['key'] : [])].join(',');
}

/** The recipe's whole-number fields, in the link's order. */
export const FIELDS = Object.freeze(['count', 'seed', 'depth', 'branching']);

/** `s` as a whole number within `min`…`max`, or null: a link's part or a form's field. */
export const whole = (s, { min, max }) => (/^[0-9]{1,10}$/.test(s) && Number(s) >= min && Number(s) <= max ? Number(s) : null);

/** Recipe `raw` read from a link: {recipe}, or {error} (state/view.js describe(): link.badSheet says the form and the ranges). */
export function parseSheet(raw) {
  const parts = raw.split(',');
  const r = { key: parts.length === 7 && parts[6] === 'key', order: parts[4], question: parts[5] };
  for (const [i, field] of ['count', 'seed', 'depth', 'branching'].entries()) r[field] = whole(parts[i] ?? '', SHEET[field]);
  const good = (parts.length === 6 || r.key) && FIELDS.every((f) => r[f] !== null) && ORDERS.includes(r.order) && QUESTIONS.includes(r.question) && !recipeProblem(r);
  return good ? { recipe: r } : { error: { param: 'sheet', reason: 'badSheet', value: quote(raw), limit: SHEET.leaves } };
}

/**
 * The exercises of recipe `r`, in order: {number, branching, depth, order, question, treeSeed, pick}.
 * Each tree's seed and the number that picks its α/β node are drawn from the recipe's seed, so
 * exercise k is the same whatever the count.
 */
export function exerciseSpecs(r) {
  const next = rng(r.seed);
  const out = [];
  const asked = QUESTIONS.filter((q) => q !== 'mixed');
  for (let k = 0; k < r.count; k++) {
    const treeSeed = Math.floor(next() * (SHEET.seed.max + 1));
    const pick = next();
    const question = r.question === 'mixed' ? asked[k % asked.length] : r.question;
    out.push({ number: k + 1, branching: r.branching, depth: r.depth, order: r.order, question, treeSeed, pick });
  }
  return out;
}
