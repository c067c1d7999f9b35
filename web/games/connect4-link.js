// Connect Four's part of a link: size=, moves= (the column sequence, none for
// the empty board) and c4eval=. state/url-position.js asks a game's
// descriptor for its part and hands it the link codec's readers (`ctx`), so
// this leaf module imports nothing of the state layer.

import { DEFAULT_SIZE, SIZES, parseMoves } from './connect4-rules.js';

export const connect4Link = Object.freeze({
  /** The parameters only this game's links hold (others' links report them as conflicts). */
  params: ['size', 'moves', 'c4eval'],
  /** A link always says its depth: without one it gets the registry's page depth (4), so "none" spells no limit. */
  saysDepth: true,
  depthDefault: (ctx) => ctx.startDepth('connect4') ?? ctx.DEFAULTS.depth,

  /** Pushes the view's own pairs (after game=). */
  write(v, pairs) {
    const p = v.position;
    if (v.size !== DEFAULT_SIZE) pairs.push(['size', v.size]);
    if (typeof p.moves === 'string' && p.moves !== '') pairs.push(['moves', p.moves]);
    if (v.c4eval === 'learned') pairs.push(['c4eval', v.c4eval]);
  },

  /** Reads the position: {size, position}. A tic-tac-toe or tree position in the link conflicts. */
  read(single, present, errors, { problem, readChoice, REASONS, POSITION_PARAMS }) {
    for (const k of POSITION_PARAMS) if (present.has(k)) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'game' }));
    const size = readChoice(single, 'size', DEFAULT_SIZE, errors, SIZES);
    if (!single.has('moves')) return { size, position: { moves: '' } };
    const raw = single.get('moves');
    try {
      parseMoves(size, raw);
      // Written back as the digits alone.
      return { size, position: { moves: raw.replace(/[ ,]/g, '') } };
    } catch {
      errors.push(problem('moves', REASONS.badMoves, raw, { size }));
      return { size, position: { moves: '' } };
    }
  },
});
